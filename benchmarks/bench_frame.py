"""Frame time of the busiest moment of a game: 8 seats, 25+ cards on the path, gems in flight,
at 1920x1080 (headless). Prints the median and the 99th percentile of CPU time per frame
(update + draw of the whole scene stack); the goal is p99 <= 8 ms. Then the card pacing: seconds
from the last decision to the next treasure dealt and shared, at animation speed 1 (goal <= 1.2 s).

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


def card_pacing(steps: int = 40, seats: int = 5, dt: float = 1 / 60) -> list[float]:
    """Seconds (at animation speed 1) from "everybody has decided" to the table at rest with the
    next treasure revealed and shared: the decisions turn over, the card is dealt and flipped, the
    gems fly to the explorers. One figure per step of a seeded game where everybody continues."""
    from diamant.app.table_model import TableModel
    from diamant.engine import CardKind, CardRevealed, DecisionsRevealed, Game, Ruleset

    out: list[float] = []
    seed = 0
    while len(out) < steps and seed < 200:
        seed += 1
        game = Game(Ruleset.preset("classic"), seats, seed)
        model = TableModel(game.ruleset, seats)
        model.push(game.start())
        model.skip()
        while not game.is_over and len(out) < steps:
            round_no = game.round
            events = []
            for s in list(game.awaiting):
                events += game.decide(s, "continue")
            if game.round != round_no or game.is_over:
                break
            card = next(e.card for e in events if isinstance(e, CardRevealed))
            start = next(i for i, e in enumerate(events) if isinstance(e, DecisionsRevealed))
            model.push(events[:start])  # the "decided" marks popped while the others thought
            model.skip()
            model.push(events[start:])
            t = 0.0
            while model.busy:
                model.update(dt)
                t += dt
            if card.kind is CardKind.TREASURE:
                out.append(t)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--size", default="1920x1080")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from diamant.ui.app import App
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
    for seats in (3, 5, 8):
        pace = sorted(card_pacing(seats=seats))
        print(f"card pacing, {seats} seats, {len(pace)} treasures at speed 1 (the decisions turn, "
              f"the card is dealt and shared): median {statistics.median(pace):.2f} s, "
              f"max {pace[-1]:.2f} s (goal <= 1.2 s: {'met' if pace[-1] <= 1.2 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
