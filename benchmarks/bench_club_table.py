"""The Diamonds Club table's drawing time at 1920x1080, late in a game (full parks, coins on the
market): CPU time (of this thread) p50 / p99 of 200 frames, (a) the whole still picture made
again (a new window size or language; an action draws only the parts it changed: see
bench_frame.py --game club), (b) a frame over the kept picture (every other frame, and none at
all while a person thinks).

    python benchmarks/bench_club_table.py [--size 1920x1080] [--draws 200]
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--draws", type=int, default=200)
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    from diamant.ui.app import App
    from diamant_dev.club_table_shots import build

    app = App(headless=True, size=(w, h), lang="en", audio=False)
    scene = build(app, "late")
    app.frame(1 / 30, events=[])

    def measure(forget: bool) -> list[float]:
        out = []
        for _ in range(args.draws):
            if forget:  # the picture of the state made again, every part of it, the art kept
                scene.view._still = None
                scene.view._parts = {}
            t = time.thread_time()
            scene.draw(app.screen)
            out.append((time.thread_time() - t) * 1000)
        return sorted(out)

    for name, forget in (("still picture made again", True), ("frame over the kept picture", False)):
        ms = measure(forget)
        print(f"{name:30} p50 {statistics.median(ms):6.2f} ms   p99 {ms[int(len(ms) * 0.99) - 1]:6.2f} ms")


if __name__ == "__main__":
    main()
