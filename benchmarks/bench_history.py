"""Open the Past games screen with many finished games (default 10,000) and print the times.

    python benchmarks/bench_history.py [--games 10000] [--home DIR]

Makes the history in a temporary DIAMANT_HOME (bots-only games, 4 seats; `--home DIR` keeps it
in DIR and uses the games already there on the next run), then opens the History screen three
ways: with no index (the first opening after an upgrade, every game replayed), again in the
same session (everything in memory), and in a new session with the index. For each: the time
until the screen's first frame, the longest frame while its list fills, and the time until the
list is complete, both as the frames were run here (back to back) and as the app's 60 Hz loop
paces them (a frame takes at least 1/60 s), and in the process's CPU time (which a machine busy
with other work does not lengthen).
"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FPS = 60


def make_games(games: int) -> None:
    from diamant.games.diamant.bots import play_game
    from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo
    from diamant.games.diamant.history import add_to_history
    from diamant.storage import history as st_history
    folder = Path(os.environ["DIAMANT_HOME"]) / "history"
    have = len([p for p in folder.glob("*.json") if not p.name.startswith(".")]) \
        if folder.is_dir() else 0
    if have >= games:
        print(f"{have} history files already in {folder}")
        return
    rs = Ruleset.preset("classic")
    seats = [SeatInfo("Ann", "human"), SeatInfo("b", "bot", "counter-rule"),
             SeatInfo("c", "bot", "random"), SeatInfo("d", "bot", "p85")]
    t = time.perf_counter()
    start = dt.datetime(2025, 1, 1).astimezone()
    for g in range(have, games):
        game = play_game(rs, ["counter-rule", "counter-rule", "random", "p85"], g).game
        add_to_history(GameRecord.of(game, seats), game, now=start + dt.timedelta(minutes=g))
    print(f"made {games - have} history files in {time.perf_counter() - t:.1f} s")
    st_history._CACHE.clear()


def open_history(app) -> dict[str, float]:
    """Open Past games and run frames until its list is complete; the figures."""
    t0, c0 = time.perf_counter(), time.process_time()
    app.nav.push("history")
    app.frame(1 / FPS, [])
    first, first_cpu = time.perf_counter() - t0, time.process_time() - c0
    hist = app.top
    frames, cpu = [first], [first_cpu]
    while getattr(hist, "scanning", False):  # a version that reads all at once has no such thing
        t, c = time.perf_counter(), time.process_time()
        app.frame(1 / FPS, [])
        frames.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    total, total_cpu = time.perf_counter() - t0, time.process_time() - c0
    paced = sum(max(f, 1 / FPS) for f in frames)
    games = len(hist.entries)
    hist.close()
    app.frame(1 / FPS, [])
    return {"first": first, "longest": max(frames[1:], default=0.0), "total": total,
            "paced": paced, "frames": len(frames), "games": games, "first_cpu": first_cpu,
            "longest_cpu": max(cpu[1:], default=0.0), "total_cpu": total_cpu}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--home", help="keep the games here (and use those already there)")
    args = ap.parse_args()
    home = args.home or tempfile.mkdtemp(prefix="diamant-history-")
    os.environ["DIAMANT_HOME"] = home
    make_games(args.games)
    from diamant.storage import history as st_history
    index = Path(home) / "history" / st_history.INDEX_FILE
    index.unlink(missing_ok=True)
    st_history._CACHE.clear()
    import pygame
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    from diamant.ui.app import App, default_settings
    app = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    app.nav.reset("title")
    app.frame(1 / FPS, [])
    for label in ("no index (every game replayed; writes the index)",
                  "again in the same session (in memory)",
                  "a new session, with the index"):
        if label.startswith("a new session"):
            st_history._CACHE.clear()  # as a new process: only the files on disk
        r = open_history(app)
        print(f"{label}: {r['games']:.0f} games\n"
              f"    first frame {r['first'] * 1000:.0f} ms, longest frame while it fills "
              f"{r['longest'] * 1000:.0f} ms, list complete in {r['total']:.2f} s "
              f"({r['frames']:.0f} frames; {r['paced']:.2f} s at {FPS} Hz)\n"
              f"    in CPU time (which other work on the machine does not lengthen): first frame "
              f"{r['first_cpu'] * 1000:.0f} ms, longest {r['longest_cpu'] * 1000:.0f} ms, "
              f"complete {r['total_cpu']:.2f} s")
    print(f"index: {index.stat().st_size / 1e6:.1f} MB")
    app.close()
    pygame.quit()


if __name__ == "__main__":
    main()
