"""Open a long (3.8 MB) Diamant record from Past games, watch it and read its log; print the worst
frames and the garbage collector's pauses.

    python benchmarks/bench_long_record.py [--rounds 50] [--players 16] [--play 600]

Writes the record of `tests/toolbox.long_record` (a custom ruleset within the limits: sixteen
explorers who almost never leave, 50 expeditions of up to 1,000 cards: 3.8 MB) into a temporary DIAMANT_HOME's history, then, in one app:
opens Past games until its list is complete; "Watch again" until the viewer shows and its
checkpoints are built (the history's index removed first: the list reads and replays the record); `--play` frames of the viewer playing at 8x with a seek to the middle
and the end; back, "Show log" until the log shows, and a few frames of it. Each frame is timed
(wall and process CPU time), and every collection of the garbage collector (its generation and
pause) is recorded with a gc callback. The figures: the worst frames per phase, and the longest
collections.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

FPS = 60


class GcPauses:
    """Every collection's (generation, seconds), through gc.callbacks."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self._t = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._t = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._t))


def run(app, frames: list, phase: str, until, limit: int = 100_000, events=None) -> None:
    for _ in range(limit):
        if until():
            return
        t, c = time.perf_counter(), time.process_time()
        app.frame(1 / FPS, events() if events else [])
        frames.append((phase, time.perf_counter() - t, time.process_time() - c))
    raise SystemExit(f"{phase}: not done in {limit} frames")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=50)
    ap.add_argument("--players", type=int, default=16)
    ap.add_argument("--treasures", type=int, default=990)
    ap.add_argument("--leave-every", type=int, default=360)
    ap.add_argument("--play", type=int, default=600, help="frames of the viewer playing")
    args = ap.parse_args()
    os.environ["DIAMANT_HOME"] = tempfile.mkdtemp(prefix="diamant-long-record-")
    from toolbox import long_record
    from diamant.games.diamant.engine.log import checked_replay
    from diamant.games.diamant.history import add_to_history
    record = long_record(args.rounds, args.players, args.treasures, args.leave_every)
    game, _ = checked_replay(record)
    path = add_to_history(record, game)
    del record, game
    from diamant.storage import history as st_history
    # Past games without the index (the first opening after an upgrade): the list reads the file
    (path.parent / st_history.INDEX_FILE).unlink(missing_ok=True)
    st_history._CACHE.clear()
    gc.collect()
    print(f"record: {path.stat().st_size / 1e6:.1f} MB")

    import pygame
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    from diamant.games.diamant.screens.scenes.replay import ReplayScene
    from diamant.games.diamant.screens.scenes.game_log import GameLogScene
    from diamant.shell.scenes.history import HistoryScene
    from diamant.ui.app import App, default_settings
    app = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    app.nav.reset("title")
    app.frame(1 / FPS, [])
    pauses = GcPauses()
    gc.callbacks.append(pauses)
    frames: list[tuple[str, float, float]] = []
    t0 = time.perf_counter()
    t, c = time.perf_counter(), time.process_time()
    app.nav.push("history")  # (it reads what it can at once: timed with its first frame)
    app.frame(1 / FPS, [])
    frames.append(("past games", time.perf_counter() - t, time.process_time() - c))
    hist = app.top
    assert isinstance(hist, HistoryScene)
    run(app, frames, "past games", lambda: not hist.scanning)
    hist.replay()
    run(app, frames, "open viewer", lambda: isinstance(app.top, ReplayScene))
    viewer = app.top
    run(app, frames, "viewer builds", lambda: viewer._building is None)
    viewer.set_speed(8.0)
    viewer.toggle_play()
    n = [0]

    def played() -> bool:
        n[0] += 1
        if n[0] == args.play // 3:
            viewer.seek(viewer.last // 2)
            viewer.playing = True
        if n[0] == 2 * args.play // 3:
            viewer.seek(viewer.last - 3)
            viewer.playing = True
        return n[0] > args.play
    run(app, frames, "viewer plays", played)
    viewer.close()
    run(app, frames, "back", lambda: app.top is hist)
    hist.show_log()
    run(app, frames, "open log", lambda: isinstance(app.top, GameLogScene))
    m = [0]

    def some() -> bool:
        m[0] += 1
        return m[0] > 60
    run(app, frames, "log shows", some)
    total = time.perf_counter() - t0
    gc.callbacks.remove(pauses)

    print(f"{len(frames)} frames in {total:.1f} s")
    phases = list(dict.fromkeys(p for p, _, _ in frames))
    for p in phases:
        mine = [(w, c) for q, w, c in frames if q == p]
        worst = max(mine)
        print(f"  {p:14s} {len(mine):5d} frames, worst {worst[0] * 1000:6.0f} ms wall "
              f"({worst[1] * 1000:4.0f} ms CPU), worst CPU {max(c for _, c in mine) * 1000:6.0f} ms, "
              f"over 100 ms: {sum(1 for w, _ in mine if w > 0.1)}")
    w = max(frames, key=lambda f: f[1])
    print(f"worst frame: {w[1] * 1000:.0f} ms wall ({w[0]}); worst in CPU time: "
          f"{max(f[2] for f in frames) * 1000:.0f} ms")
    by_gen: dict[int, list[float]] = {}
    for g, s in pauses.pauses:
        by_gen.setdefault(g, []).append(s)
    for g in sorted(by_gen):
        v = by_gen[g]
        print(f"  gc generation {g}: {len(v)} collections, longest {max(v) * 1000:.1f} ms, "
              f"total {sum(v) * 1000:.0f} ms")
    app.close()
    pygame.quit()


if __name__ == "__main__":
    main()
