"""Open the Past games screen with many finished games (default 10,000) and print the time.

    python benchmarks/bench_history.py [--games 10000]

Makes the history in a temporary DIAMANT_HOME (bots-only games, 4 seats), then times the first
opening of the History screen in a fresh process state (nothing cached) and a second opening.
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    args = ap.parse_args()
    home = tempfile.mkdtemp(prefix="diamant-history-")
    os.environ["DIAMANT_HOME"] = home
    from diamant.ai import play_game
    from diamant.engine import GameRecord, Ruleset, SeatInfo
    from diamant.storage import add_to_history
    from diamant.storage import history as st_history
    rs = Ruleset.preset("classic")
    seats = [SeatInfo("Ann", "human"), SeatInfo("b", "bot", "counter-rule"),
             SeatInfo("c", "bot", "random"), SeatInfo("d", "bot", "p85")]
    t = time.perf_counter()
    start = dt.datetime(2025, 1, 1).astimezone()
    for g in range(args.games):
        game = play_game(rs, ["counter-rule", "counter-rule", "random", "p85"], g).game
        add_to_history(GameRecord.of(game, seats), game, now=start + dt.timedelta(minutes=g))
    print(f"made {args.games} history files in {time.perf_counter() - t:.1f} s")
    st_history._CACHE.clear()
    import pygame
    import diamant.shell.scenes  # noqa: F401
    import diamant.app.scenes  # noqa: F401
    from diamant.ui.app import App, default_settings
    app = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    app.nav.reset("title")
    index = Path(home) / "history" / st_history.INDEX_FILE
    for label in ("first open, no index (every game replayed; writes the index)",
                  "second open in the same session", "first open of the next session (index)"):
        if label.startswith("first open of the next"):
            st_history._CACHE.clear()  # as a new process: only the files on disk
        t = time.perf_counter()
        app.nav.push("history")
        app.frame(1 / 60, [])
        print(f"{label}: {time.perf_counter() - t:.2f} s ({len(app.top.entries)} games)")
        app.top.close()
    print(f"index: {index.stat().st_size / 1e6:.1f} MB")
    app.close()
    pygame.quit()


if __name__ == "__main__":
    main()
