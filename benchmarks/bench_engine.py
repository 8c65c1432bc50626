"""Engine throughput: full games per second in one process (Classic, 4 seats).

Two uses. The default run (and `diamant bench`) is the regression check: a few engine lines,
each measured as a RATIO to a fixed pure-Python reference loop (`reference_loop`, below) timed in
the same process, run after run in turn, so the figure does not move with the machine's speed or
load; the ratios are compared with the committed baseline (benchmarks/baseline_engine.json, one
entry per engine core and Python version) and a line that falls more than --tolerance (10%)
below its baseline is flagged and the run exits 1. `--save-baseline` writes this run's ratios as
the entry of this core and Python (commit it with the change that moved them):
    python benchmarks/bench_engine.py [--save-baseline] [--tolerance 0.10] [--games N] [--repeats R]
Exit status: 0 (no line below its baseline, or no baseline yet for this core and Python: said
so), 1 (a line fell below). Timed by this process's CPU time, the best of --repeats runs.

`--table` is the full table of absolute figures, below (compare columns of one run only).

The reference policy: every seat continues with probability 0.85. Measured as:
  - simulate:  `diamant simulate` itself (diamant.games.diamant.bots.simulate: the fast path, bot names resolved
               once, one bot object per seat per game, each given its seat's view), with the
               plugin bot of the reference measurement, benchmarks/p85.py (seeded per seat,
               answers strings), and with the built-in `p85` bot;
  - engine:    the fast engine alone (diamant.games.diamant.engine.fast.play) with views, one shared policy;
  - bare:      the rules alone (views=False: the policy does not look at the table);
  - events:    the step-by-step engine the GUI plays (every event built, one decision at a
               time, a view per seat), for comparison;
  - jobs N:    `simulate --jobs N` (worker processes; not a single-process figure).
  - reads:     the fast engine with views, the policy reading eight fields of its view by name
               (as the built-in bots do), and a tight loop of those reads alone (reads/s).
`--compare` times the view's field access two ways in this one process, run after run in turn:
"before", each field a Python property calling a lambda (the access path the engine had), and
"after", the engine's own (namedtuple's C slot reader), printing both and the ratio.
The fast lines are measured twice: with the compiled core (diamant.games.diamant.engine._fastcore, built by
`pip install -e .` when a C compiler is there) and with the pure-Python core
(diamant.games.diamant.engine.fastcore, the same source); each line says which. Without the compiled core only
the pure lines are printed, with a note. The editions and jobs lines use the default core.
Each figure is the best of --repeats runs, by the wall clock, or with --cpu by this process's CPU
time (steadier on a shared, busy machine; the jobs line is always by the wall clock). Compare
runs made back to back. Run from the repository root:
    python benchmarks/bench_engine.py --table [--games N] [--repeats R] [--jobs N] [--cpu]
    python benchmarks/bench_engine.py --compare [--games N] [--repeats R] [--cpu]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: diamant, benchmarks

from diamant.games.diamant.bots import simulate  # noqa: E402
from diamant.games.diamant.engine import Decision, Game, Phase, Ruleset  # noqa: E402
from diamant.games.diamant.engine import fast, fastcore, view  # noqa: E402

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


# ------------------------------------------------------------------------ the regression check
BASELINE = Path(__file__).resolve().with_name("baseline_engine.json")
REFERENCE_ROUNDS = 30_000  # one timing of the reference loop (about as long as a line)
REFERENCE_CHECKSUM = 11_906  # reference_loop(100): the loop has not been edited


def reference_loop(rounds: int) -> int:
    """The yardstick the engine is measured against: a fixed pure-Python loop of the same kinds
    of work (a seeded C random draw per card, list swaps and pops, dict counts, small tuples, a
    comprehension, integer sharing), touching no project code. Never edit it: every committed
    baseline is a ratio to it (an edit means saving every baseline again). Returns a checksum."""
    draw = random.Random(12345).random
    total = 0
    for _ in range(rounds):
        deck = list(range(30))
        counts: dict[int, int] = {}
        path = []
        carried = [0, 0, 0, 0]
        while deck:
            i = int(draw() * len(deck))
            deck[i], deck[-1] = deck[-1], deck[i]
            card = deck.pop()
            key = card % 7
            seen = counts.get(key, 0) + 1
            counts[key] = seen
            if seen == 3:
                break
            path.append((card, key))
            share, rest = divmod(card, 4)
            carried = [c + share for c in carried]
            total += rest
        total += sum(carried) + len(path)
    return total % 100_003


def check_lines(n: int) -> list[tuple[str, Callable[[], float]]]:
    """The lines of the check: (name, a function returning games/s). The first is the
    measurement the issue tracker quotes (`diamant simulate --edition classic --players 4`, the
    built-in random bots)."""
    return [
        ("simulate, built-in random", lambda: run_simulate(n, "random")),
        (f"simulate, plugin {PLUGIN}", lambda: run_simulate(n, PLUGIN)),
        ("fast.play, views", lambda: run_engine(n, "engine")),
        ("fast.play, no views", lambda: run_engine(n, "bare")),
        ("Game, the GUI's path", lambda: run_engine(max(1, n // 10), "events")),
    ]


def measure_ratios(n: int, k: int) -> tuple[dict[str, float], dict[str, float], float]:
    """({line: ratio}, {line: games/s}, reference rounds/s): each line's games/s divided by the
    reference loop's rounds/s, x1000; every line and the reference timed in turn k times (CPU
    time), the best of each kept."""
    def reference_rate() -> float:
        t0 = time.process_time()
        reference_loop(REFERENCE_ROUNDS)
        return REFERENCE_ROUNDS / (time.process_time() - t0)
    lines = check_lines(n)
    for _, fn in lines:  # warm: imports, tables, the first bot objects
        fn()
    best_ref = 0.0
    best = {name: 0.0 for name, _ in lines}
    for _ in range(k):
        for name, fn in lines:
            best_ref = max(best_ref, reference_rate())
            best[name] = max(best[name], fn())
    best_ref = max(best_ref, reference_rate())
    return {name: 1000 * rate / best_ref for name, rate in best.items()}, best, best_ref


def baseline_key() -> str:
    """One baseline per engine core and Python version (the reference loop and the engine do not
    speed up alike from one Python to the next, nor the compiled and the pure core)."""
    core = "compiled" if fast.CORE is not fastcore else "pure"
    return f"{core} core, Python {sys.version_info.major}.{sys.version_info.minor}"


def load_baseline(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {"entries": {}}
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data.setdefault("entries", {})
    return data


def verdicts(ratios: dict[str, float], base: dict[str, float] | None,
             tolerance: float) -> list[tuple[str, float, float | None, str]]:
    """(line, ratio, baseline ratio or None, verdict) per line: "SLOWER" when the ratio is more
    than `tolerance` below its baseline, "faster" when more than `tolerance` above (save a new
    baseline to keep the gain), "ok" in between, "new" without a baseline."""
    out = []
    for name, ratio in ratios.items():
        was = None if base is None else base.get(name)
        if was is None:
            verdict = "new"
        elif ratio < was * (1 - tolerance):
            verdict = "SLOWER"
        elif ratio > was * (1 + tolerance):
            verdict = "faster"
        else:
            verdict = "ok"
        out.append((name, ratio, was, verdict))
    return out


def git_commit() -> str:
    try:
        done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, cwd=Path(__file__).resolve().parents[1], check=True)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return done.stdout.strip()


def check(n: int, k: int, tolerance: float, path: Path, save: bool) -> int:
    """The regression check (see the module's docstring); returns the exit status."""
    if reference_loop(100) != REFERENCE_CHECKSUM:
        print("bench_engine: reference_loop was edited: restore it (every baseline is a ratio to it)",
              file=sys.stderr)
        return 2
    key = baseline_key()
    data = load_baseline(path)
    entry = data["entries"].get(key)
    print(f"Engine speed check, {key}: each line's games/s / the reference loop's rounds/s x 1000 "
          f"(CPU time, best of {k}, {n} games a line)")
    ratios, rates, ref = measure_ratios(n, k)
    rows = verdicts(ratios, None if entry is None else entry["ratios"], tolerance)
    print(f"  {'line':<44} {'games/s':>9} {'ratio':>8} {'baseline':>9} {'change':>7}")
    for name, ratio, was, verdict in rows:
        change = "" if was is None else f"{ratio / was - 1:+.1%}"
        base = "" if was is None else f"{was:.1f}"
        print(f"  {name:<44} {rates[name]:>9,.0f} {ratio:>8.1f} {base:>9} {change:>7}  {verdict}")
    print(f"  (the reference loop: {ref:,.0f} rounds/s on this run)")
    if save:
        data["about"] = ("bench_engine.py's baselines: games/s of each line / rounds/s of its "
                         "reference loop x 1000, per engine core and Python version")
        data["entries"][key] = {"ratios": {name: round(r, 2) for name, r in ratios.items()},
                                "commit": git_commit(), "games": n, "repeats": k,
                                "machine": f"{platform.machine()}, {os.cpu_count()} cores, "
                                           f"{platform.python_implementation()} {platform.python_version()}"}
        data["entries"] = dict(sorted(data["entries"].items()))
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(f"saved as the baseline of {key} in {path}")
        return 0
    if entry is None:
        print(f"no baseline for {key} in {path}: nothing to compare with "
              f"(--save-baseline makes one)")
        return 0
    slower = [name for name, _, _, verdict in rows if verdict == "SLOWER"]
    if slower:
        print(f"SLOWER than the baseline (saved at {entry.get('commit', '?')}) by more than "
              f"{tolerance:.0%}: {', '.join(slower)}")
        return 1
    if any(verdict == "faster" for _, _, _, verdict in rows):
        print("faster than the baseline by more than the tolerance: save a new baseline "
              "(--save-baseline) with the change that made it, so the gain is kept")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=None,
                   help="games a line (default: 4000 for the check, 20000 for --table)")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--table", action="store_true", help="the full table of absolute figures")
    p.add_argument("--save-baseline", action="store_true",
                   help="write this run's ratios as the baseline of this core and Python")
    p.add_argument("--baseline", type=Path, default=BASELINE, help="the baseline file")
    p.add_argument("--tolerance", type=float, default=0.10,
                   help="how far below its baseline a line may fall (default 0.10: 10%%)")
    p.add_argument("--pure", action="store_true",
                   help="the check with the pure-Python core even where the compiled one is built")
    p.add_argument("--jobs", type=int, default=2, help="worker processes for the jobs line")
    p.add_argument("--cpu", action="store_true", help="time by CPU time, not the wall clock")
    p.add_argument("--compare", action="store_true",
                   help="only the view's field access, before and after, side by side")
    args = p.parse_args()
    global clock
    if args.cpu or not (args.table or args.compare):
        clock = time.process_time  # the check is always timed by CPU time
    k = args.repeats
    if not (args.table or args.compare):
        if args.pure:
            fast.CORE = fastcore
        return check(args.games or 4000, k, args.tolerance, args.baseline, args.save_baseline)
    n = args.games or 20000
    if args.compare:
        compare(n, k)
        return 0
    print(f"Diamant engine, Classic, 4 seats, continue with p=0.85, {n} games x {k} runs "
          f"(best, games/s{', CPU time' if args.cpu else ''}); core: compiled = "
          f"diamant.games.diamant.engine._fastcore, pure = diamant.games.diamant.engine.fastcore")
    cores = [("compiled", fast._compiled)] if fast.COMPILED else []
    cores.append(("pure", fastcore))
    if not fast.COMPILED:
        print("  (the compiled core diamant.games.diamant.engine._fastcore is absent: built without a C "
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
