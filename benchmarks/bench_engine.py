"""Engine throughput: full games per second in one process (Classic, 4 seats).

The reference policy: every seat continues with probability 0.85. Measured as:
  - simulate:  `diamant simulate` itself (diamant.ai.simulate: the fast path, bot names resolved
               once, one bot object per seat per game, each given its seat's view), with the
               plugin bot of the reference measurement, benchmarks/p85.py (seeded per seat,
               answers strings), and with the built-in `p85` bot;
  - engine:    the fast engine alone (diamant.engine.fast.play) with views, one shared policy;
  - bare:      the rules alone (views=False: the policy does not look at the table);
  - events:    the step-by-step engine the GUI plays (every event built, one decision at a
               time, a view per seat), for comparison;
  - jobs N:    `simulate --jobs N` (worker processes; not a single-process figure).
  - reads:     the fast engine with views, the policy reading eight fields of its view by name
               (as the built-in bots do), and a tight loop of those reads alone (reads/s).
`--compare` times the view's field access two ways in this one process, run after run in turn:
"before", each field a Python property calling a lambda (the access path the engine had), and
"after", the engine's own (namedtuple's C slot reader), printing both and the ratio.
The fast lines are measured twice: with the compiled core (diamant.engine._fastcore, built by
`pip install -e .` when a C compiler is there) and with the pure-Python core
(diamant.engine.fastcore, the same source); each line says which. Without the compiled core only
the pure lines are printed, with a note. The editions and jobs lines use the default core.
Each figure is the best of --repeats runs, by the wall clock, or with --cpu by this process's CPU
time (steadier on a shared, busy machine; the jobs line is always by the wall clock). Compare
runs made back to back. Run from the repository root:
    python benchmarks/bench_engine.py [--games N] [--repeats R] [--jobs N] [--cpu] [--compare]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: diamant, benchmarks

from diamant.ai import simulate  # noqa: E402
from diamant.engine import Decision, Game, Phase, Ruleset  # noqa: E402
from diamant.engine import fast, fastcore, view  # noqa: E402

C, L = Decision.CONTINUE, Decision.LEAVE
PLUGIN = "benchmarks.p85:Bot"
clock = time.perf_counter


def run_simulate(games: int, bot: str, edition: str = "classic", jobs: int = 1) -> float:
    tick = time.perf_counter if jobs > 1 else clock
    t0 = tick()
    simulate(edition, 4, [bot], games, 1, jobs=jobs)
    return games / (tick() - t0)


def run_engine(games: int, mode: str, edition: str = "classic") -> float:
    ruleset = Ruleset.preset(edition)
    r = random.Random(1).random
    t0 = clock()
    if mode == "events":
        for i in range(games):
            g = Game(ruleset, 4, i, events=True)
            g.start()
            while g.phase is Phase.DECIDING:
                for s in list(g.awaiting):
                    g.view(s)
                    g.decide(s, C if r() < 0.85 else L)
    else:
        def policy(view):
            return C if r() < 0.85 else L
        deciders = [policy] * 4
        views = mode == "engine"
        play = fast.play
        for i in range(games):
            play(ruleset, 4, i, deciders, views=views, record=False)
    return games / (clock() - t0)


def read_fields(v) -> None:
    """What a bot reads of its view: eight fields by name."""
    v.carried, v.chest, v.round, v.deck_size, v.in_cave, v.path, v.hazards_seen, v.pool


def run_reads(games: int) -> float:
    """Games per second of the fast engine with a policy that reads its view first."""
    ruleset = Ruleset.preset("classic")
    r = random.Random(1).random

    def policy(v):
        read_fields(v)
        return C if r() < 0.85 else L
    t0 = clock()
    for i in range(games):
        fast.play(ruleset, 4, i, [policy] * 4, views=True, record=False)
    return games / (clock() - t0)


def run_tight_reads(n: int) -> float:
    """Field reads per second, of the views of one game (each read in turn, n times in all)."""
    seen = []

    def keep(v):
        seen.append(v)
        return C if len(v.path) < 6 else L
    game = Game("classic", 4, 7)
    game.start()
    while game.phase is Phase.DECIDING:
        game.decide_all({s: keep(game.view(s)) for s in game.awaiting})
    views = (seen * (n // (8 * len(seen)) + 1))[:max(1, n // 8)]
    t0 = clock()
    for v in views:
        v.carried, v.chest, v.round, v.deck_size, v.in_cave, v.players, v.seat, v.carried_all
    return 8 * len(views) / (clock() - t0)


@contextlib.contextmanager
def legacy_view_access():
    """The view's fields as the engine read them before: a property calling a lambda for each
    slot, and a seat's public fields through the public view's getter called on `_public`."""
    saved = []

    def put(cls, name, value):
        saved.append((cls, name, cls.__dict__[name]))
        setattr(cls, name, value)

    slot = view._SLOT
    for cls in (view.PublicView, view.SeatView):
        for name, d in list(vars(cls).items()):
            if slot is not None and type(d) is slot:
                i = d.__reduce__()[1][0]
                put(cls, name, property(lambda self, i=i: tuple.__getitem__(self, i), doc=d.__doc__))
    for name, d in list(vars(view.SeatView).items()):
        if isinstance(d, property) and d.fget.__class__.__name__ == "attrgetter":
            field = name if name != "carried_all" else None
            if field is None:  # it was its own lambda, reading the fast view's override too
                put(view.SeatView, name, property(lambda self: self._public.carried_all))
            else:
                getter = getattr(view.PublicView, field).fget
                put(view.SeatView, name, property(lambda self, g=getter: g(self._public)))
    try:
        yield
    finally:
        for cls, name, d in reversed(saved):
            setattr(cls, name, d)


def compare(n: int, k: int) -> None:
    """Before and after of the view's field access, in this process, run after run in turn."""
    rows = [("engine    fast.play, views (not read)", "games/s", lambda: run_engine(n, "engine")),
            ("reads     fast.play, 8 fields read", "games/s", lambda: run_reads(n)),
            ("reads     8 fields, tight loop", "reads/s", lambda: run_tight_reads(40 * n)),
            ("events    Game, the GUI's path", "games/s", lambda: run_engine(max(1, n // 4), "events"))]
    print(f"View field access, before (property + lambda) and after (C slot reader), best of {k} "
          f"runs each, taken in turn; core: {'compiled' if fast.COMPILED else 'pure'}")
    print(f"  {'':<40} {'before':>12} {'after':>12}  after/before")
    for label, unit, fn in rows:
        before, after = 0.0, 0.0
        for _ in range(k):
            with legacy_view_access():
                before = max(before, fn())
            after = max(after, fn())
        print(f"  {label:<40} {before:>12,.0f} {after:>12,.0f}  {after / before:5.2f}  {unit}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20000)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--jobs", type=int, default=2, help="worker processes for the jobs line")
    p.add_argument("--cpu", action="store_true", help="time by CPU time, not the wall clock")
    p.add_argument("--compare", action="store_true",
                   help="only the view's field access, before and after, side by side")
    args = p.parse_args()
    global clock
    if args.cpu:
        clock = time.process_time
    n, k = args.games, args.repeats
    if args.compare:
        compare(n, k)
        return
    print(f"Diamant engine, Classic, 4 seats, continue with p=0.85, {n} games x {k} runs "
          f"(best, games/s{', CPU time' if args.cpu else ''}); core: compiled = "
          f"diamant.engine._fastcore, pure = diamant.engine.fastcore")
    cores = [("compiled", fast._compiled)] if fast.COMPILED else []
    cores.append(("pure", fastcore))
    if not fast.COMPILED:
        print("  (the compiled core diamant.engine._fastcore is absent: built without a C "
              "compiler; pure-Python core only)")
    default = fast.CORE
    rows = []
    for name, core in cores:
        rows += [
            (core, f"simulate  plugin {PLUGIN}, {name}", lambda: run_simulate(n, PLUGIN)),
            (core, f"simulate  built-in p85, {name}", lambda: run_simulate(n, "p85")),
            (core, f"engine    fast.play, views, {name}", lambda: run_engine(n, "engine")),
            (core, f"bare      fast.play, no views, {name}", lambda: run_engine(n, "bare")),
        ]
    rows.append((default, "reads     fast.play, 8 fields read by name", lambda: run_reads(n)))
    rows.append((default, "events    Game, the GUI's path", lambda: run_engine(max(1, n // 4), "events")))
    for core, label, fn in rows:
        fast.CORE = core  # the loop fast.play (and so simulate) runs
        try:
            rate = max(fn() for _ in range(k))
        finally:
            fast.CORE = default
        print(f"  {label:<48} {rate:>9,.0f}")
    for edition in ("iello", "relic-hunt", "incan-gold"):
        rate = max(run_simulate(n // 2, PLUGIN, edition) for _ in range(max(1, k // 2)))
        print(f"  simulate  plugin, {edition:<30} {rate:>9,.0f}")
    if args.jobs > 1:
        ncores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        rate = max(run_simulate(n * 2, PLUGIN, jobs=args.jobs) for _ in range(max(1, k // 2)))
        print(f"  simulate  plugin, --jobs {args.jobs} ({ncores} cores) {rate:>22,.0f}"
              f"   (worker processes: not a single-process figure)")


if __name__ == "__main__":
    main()
