"""Bot decision time: median, p99 and mean of every level, at every seat count.

    python benchmarks/bench_bots.py                  # 3..8 seats, classic, 20 games each
    python benchmarks/bench_bots.py --games 100 --edition iello --bots expert,tactician --json
    python benchmarks/bench_bots.py --bots master --players 8 --games 10   # the master's budget
    python benchmarks/bench_bots.py --bots master --lock-wait               # frame loop vs a think

Each bot plays full games in a table of its own level (the busiest case for the searching bots:
long rounds with many seats inside); only the bot's own `decide(view)` call is timed, views are
built before the clock starts. Targets: the expert's p99 <= 50 ms at every seat count, the
master's p99 <= 250 ms at 8 seats. The default list is the whole ladder, master included.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diamant.games.diamant.bots import LADDER, bot_seed, make_bot, meet_table  # noqa: E402
from diamant.games.diamant.engine import Game, Ruleset  # noqa: E402


def time_bot(name: str, edition: str, players: int, games: int, seed: int = 1) -> list[float]:
    """Seconds per decision of `name` in `games` games where every seat is `name`."""
    rs = Ruleset.preset(edition)
    times: list[float] = []
    clock = time.perf_counter
    for g in range(games):
        game = Game(rs, players, seed * 10_000 + g, events=False)
        bots = [make_bot(name, bot_seed(seed * 10_000 + g, s), s) for s in range(players)]
        meet_table(bots, [name] * players)  # as at the app's table: every seat shown as `name`
        game.start()
        while not game.is_over:
            decisions = {}
            for s in game.awaiting:
                view = game.view(s)
                t = clock()
                decisions[s] = bots[s](view)
                times.append(clock() - t)
            game.decide_all(decisions)
    return times


def lock_wait(name: str, seconds: float = 2.0) -> list[float]:
    """How long a frame loop waits for the interpreter lock while `name` thinks on a worker thread
    (as in the app): the main thread sleeps 1 ms again and again; the overshoot is the wait."""
    import threading
    rs = Ruleset.preset("classic")
    views = []
    game = Game(rs, 8, 3, events=False)
    bots = [make_bot("expert", bot_seed(3, s), s) for s in range(8)]
    game.start()
    while not game.is_over:
        vs = {s: game.view(s) for s in game.awaiting}
        views.extend(v for v in vs.values() if v.seat == 0)
        game.decide_all({s: bots[s](v) for s, v in vs.items()})
    stop = threading.Event()

    def think() -> None:
        while not stop.is_set():
            bot = make_bot(name, 1, 0)
            for v in views:
                bot(v)

    worker = threading.Thread(target=think, daemon=True)
    worker.start()
    time.sleep(0.1)
    waits = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t = time.perf_counter()
        time.sleep(0.001)
        waits.append(time.perf_counter() - t - 0.001)
    stop.set()
    worker.join()
    return waits


def p99(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.99 * len(xs)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", default=",".join(LADDER))
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--players", default="3,4,5,6,7,8")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--lock-wait", action="store_true",
                    help="measure the frame loop's wait for the interpreter lock instead")
    args = ap.parse_args(argv)
    if args.lock_wait:
        for name in [b.strip() for b in args.bots.split(",") if b.strip()]:
            ws = lock_wait(name)
            print(f"{name}: the main thread waits for the lock after a 1 ms sleep: median "
                  f"{statistics.median(ws) * 1e3:.2f} ms, p99 {p99(ws) * 1e3:.2f} ms, "
                  f"max {max(ws) * 1e3:.2f} ms ({len(ws)} sleeps)")
        return 0
    rows = []
    for name in [b.strip() for b in args.bots.split(",") if b.strip()]:
        for n in [int(p) for p in args.players.split(",")]:
            ts = time_bot(name, args.edition, n, args.games)
            rows.append({"bot": name, "players": n, "decisions": len(ts),
                         "median_ms": statistics.median(ts) * 1e3, "p99_ms": p99(ts) * 1e3,
                         "mean_ms": statistics.fmean(ts) * 1e3, "max_ms": max(ts) * 1e3})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"Decision time per level ({args.edition}, {args.games} games per seat count)")
    print(f"{'bot':<11}{'seats':>6}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}"
          f"{'mean ms':>9}{'max ms':>9}")
    for r in rows:
        print(f"{r['bot']:<11}{r['players']:>6}{r['decisions']:>10}{r['median_ms']:>11.3f}"
              f"{r['p99_ms']:>9.2f}{r['mean_ms']:>9.2f}{r['max_ms']:>9.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
