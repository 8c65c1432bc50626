"""Frame time of the busiest moment of a game: 8 seats, 25+ cards on the path, gems in flight,
at 1920x1080 (headless). Prints the median and the 99th percentile of CPU time per frame
(update + draw of the whole scene stack); the goal is p99 <= 8 ms.

    python benchmarks/bench_frame.py [--frames 600] [--size 1920x1080]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from diamant.app.app import App
    from diamant_dev.fixtures import long_path_ruleset, scripted_expedition
    from diamant.engine import Decision

    app = App(headless=True, size=(w, h), audio=False)
    app.settings.animation_speed = 1.0
    app.settings.learning_aid = True
    exp = scripted_expedition(app, humans=1, seats=8, cards=26, ruleset=long_path_ruleset(), seed=4)
    exp.layout(app.size)
    sess = exp.session
    g = sess.game
    times: list[float] = []
    cards_seen: list[int] = []

    def next_step() -> None:
        # keep the table busy: a new card and its gems every time the last one settled
        if g.is_over or not g.awaiting:
            return
        sess.events.extend(g.decide_all({s: Decision.CONTINUE for s in g.awaiting}))
        sess._resolved = len(g.decisions)

    for _ in range(30):  # warm the caches (art rasterised at this size, text)
        next_step() if not exp.table.busy and not sess.events else None
        app.frame(1 / 60, [])
    for i in range(args.frames):
        if not exp.table.busy and not sess.events and len(g.path) < 33:
            next_step()
        t0 = time.process_time()
        app.frame(1 / 60, [])
        times.append((time.process_time() - t0) * 1000.0)
        cards_seen.append(len(exp.table.path) if hasattr(exp.table, "path") else len(g.path))
    times.sort()
    med = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frame CPU time at {w}x{h}, 8 seats, {min(cards_seen)}-{max(cards_seen)} cards on the path, "
          f"{args.frames} frames: median {med:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms "
          f"(goal p99 <= 8 ms: {'met' if p99 <= 8 else 'NOT met'})")
    sess.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
