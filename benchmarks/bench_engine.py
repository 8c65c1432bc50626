"""Engine throughput: full games per second on one core.

The reference figure (issue 2): 4 seats of a bot that continues with probability 0.85, Classic.
Measured three ways:
  - simulate:  the way `diamant simulate` and the bots' tournaments play (no event objects,
               batch decisions, each bot given its seat's view)
  - events:    the way the GUI plays (every event built, decisions one seat at a time, views)
  - bare:      the rules alone (no views built: the policy does not look at the table)
Run: python benchmarks/bench_engine.py [--games N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from diamant.engine import Decision, Game, Phase, Ruleset

C, L = Decision.CONTINUE, Decision.LEAVE


def run(games: int, mode: str, players: int = 4, edition: str = "classic") -> float:
    ruleset = Ruleset.preset(edition)
    rng = random.Random(1)
    r = rng.random
    t0 = time.perf_counter()
    for i in range(games):
        g = Game(ruleset, players, i, events=(mode == "events"))
        g.start()
        if mode == "events":
            while g.phase is Phase.DECIDING:
                for s in list(g.awaiting):
                    g.view(s)
                    g.decide(s, C if r() < 0.85 else L)
        elif mode == "simulate":
            view = g.view
            while g.phase is Phase.DECIDING:
                g.decide_all({s: (view(s), C if r() < 0.85 else L)[1] for s in g.awaiting})
        else:
            while g.phase is Phase.DECIDING:
                g.decide_all({s: C if r() < 0.85 else L for s in g.awaiting})
    return games / (time.perf_counter() - t0)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20000)
    p.add_argument("--repeats", type=int, default=5)
    args = p.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"Diamant engine, Classic, 4 seats, continue with p=0.85, {args.games} games x "
          f"{args.repeats} runs (median, best)")
    for mode in ("simulate", "events", "bare"):
        rates = [run(args.games, mode) for _ in range(args.repeats)]
        print(f"  {mode:<9} {statistics.median(rates):>9,.0f} games/s   best {max(rates):>9,.0f}")
    for edition in ("iello", "relic-hunt", "incan-gold"):
        rate = statistics.median(run(args.games // 2, "simulate", 4, edition) for _ in range(3))
        print(f"  simulate {edition:<11} {rate:>8,.0f} games/s")


if __name__ == "__main__":
    main()
