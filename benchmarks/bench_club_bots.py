"""Diamonds Club bots: strength and speed (a benchmark, not a timed test).

    python benchmarks/bench_club_bots.py                       # everything, 40 games per match
    python benchmarks/bench_club_bots.py --games 200 --jobs 2  # more games, two processes
    python benchmarks/bench_club_bots.py --only speed --json

What it measures (targets from the issue):
  strength   master's win share in 4-seat games against three copies of steady (the next level;
             fair share 0.25, target >= 0.55 over >= 400 games), and against three greedy and
             three random plugin bots (tests/club_plugins, written from DIAMONDS-CLUB.md alone;
             target >= 0.60). benchmarks/club_match_log.py plays the same matches one logged
             game at a time, for runs too long to wait for. Master's seat turns round from game to game (seat 0 leads first). Shared wins
             count as fractions; the ± is 1.96 standard errors of the share over the games.
  decisions  each level's decision time (p50, p99, max) at 4 seats, its own decide() call only,
             in CPU time of the thread, taken round the bot's decide (the machine may be shared:
             its wall clock would count the other jobs' time); target for master: p99 <= 250 ms.
  speed      random-bot games per second of CPU time, one process (4 seats; aim: 500).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the plugin bots: club_plugins.greedy, club_plugins.random_player

from diamant.games.club.bots import Decide, bot_seed, make_bot  # noqa: E402
from diamant.games.club.simulate import game_seed, play_game, simulate  # noqa: E402

OPPONENTS = {
    "steady": "steady",
    "greedy": "club_plugins.greedy:decide",
    "random": "club_plugins.random_player:RandomPlayer",
}


def _match_game(args: tuple[str, str, int, int]) -> tuple[float, int, list[int]]:
    """One 4-seat game: (the hero's share of the win, its seat, the scores)."""
    hero, other, seed, g = args
    seat = g % 4
    names = [other] * 4
    names[seat] = hero
    result = play_game(4, names, game_seed(seed, g))
    share = 1 / len(result.winners) if seat in result.winners else 0.0
    return share, seat, result.totals


def match(hero: str, other: str, games: int, seed: int, jobs: int) -> dict[str, object]:
    work = [(hero, other, seed, g) for g in range(games)]
    t0 = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_match_game, work))
    else:
        results = [_match_game(w) for w in work]
    shares = [r[0] for r in results]
    n = len(shares)
    p = sum(shares) / n
    sd = statistics.pstdev(shares) if n > 1 else 0.0
    hero_scores = [r[2][r[1]] for r in results]
    other_scores = [s for r in results for i, s in enumerate(r[2]) if i != r[1]]
    return {"hero": hero, "against": other, "games": n, "win_share": p,
            "plus_minus": 1.96 * sd / math.sqrt(n) if n else 0.0,
            "hero_mean_score": statistics.fmean(hero_scores),
            "others_mean_score": statistics.fmean(other_scores),
            "seconds": time.perf_counter() - t0}


def decision_times(level: str, games: int, seed: int) -> dict[str, object]:
    """`level` at seat g % 4 of 4-seat games against steady; its own decisions timed in CPU time
    of the thread (measured here, round the bot's own decide call)."""
    times: list[float] = []
    for g in range(games):
        seat = g % 4
        names = ["steady"] * 4
        names[seat] = level
        gseed = game_seed(seed + 1, g)
        deciders = [make_bot(n, bot_seed(gseed, s), s) for s, n in enumerate(names)]

        def timed(state: dict[str, object], legal: list[str], decide: Decide = deciders[seat]) -> str:
            t0 = time.thread_time()
            answer = decide(state, legal)
            times.append(time.thread_time() - t0)
            return answer
        deciders[seat] = timed
        play_game(4, names, gseed, deciders=deciders)
    times.sort()
    n = len(times)
    return {"level": level, "decisions": n,
            "p50_ms": 1000 * times[n // 2], "p99_ms": 1000 * times[min(n - 1, int(n * 0.99))],
            "max_ms": 1000 * times[-1], "mean_ms": 1000 * statistics.fmean(times)}


def speed(games: int, seed: int) -> dict[str, object]:
    """Random-bot games per second of CPU time of this process (the wall clock of a shared
    machine would count the other jobs' time)."""
    t0 = time.process_time()
    stats = simulate(4, ["random"], games, seed)
    cpu = time.process_time() - t0
    return {"games": games, "games_per_second": games / cpu if cpu > 0 else float("inf"),
            "games_per_wall_second": stats["games_per_second"], "rounds_mean": stats["rounds_mean"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=40, help="games per strength match")
    ap.add_argument("--decision-games", type=int, default=4, help="games per level for the timings")
    ap.add_argument("--speed-games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="processes for the strength matches")
    ap.add_argument("--only", choices=("strength", "decisions", "speed"), action="append")
    ap.add_argument("--against", action="append", choices=sorted(OPPONENTS),
                    help="strength: these opponents only (default: all)")
    ap.add_argument("--hero", default="master")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    parts = args.only or ["speed", "decisions", "strength"]
    out: dict[str, object] = {}
    if "speed" in parts:
        out["speed"] = s = speed(args.speed_games, args.seed)
        if not args.json:
            print(f"random bots, 4 seats: {s['games_per_second']:.0f} games/s "
                  f"({s['games']} games, {s['rounds_mean']:.1f} rounds each)", flush=True)
    if "decisions" in parts:
        rows = []
        for level in ("random", "beginner", "steady", "master"):
            row = decision_times(level, args.decision_games, args.seed)
            rows.append(row)
            if not args.json:
                print(f"{level:>9}: p50 {row['p50_ms']:7.2f} ms  p99 {row['p99_ms']:7.2f} ms  "
                      f"max {row['max_ms']:7.2f} ms  ({row['decisions']} decisions)", flush=True)
        out["decisions"] = rows
    if "strength" in parts:
        rows = []
        for name in args.against or ("steady", "greedy", "random"):
            row = match(args.hero, OPPONENTS[name], args.games, args.seed, args.jobs)
            rows.append(row)
            if not args.json:
                print(f"{args.hero} vs 3x {name}: win share {row['win_share']:.3f} "
                      f"± {row['plus_minus']:.3f} over {row['games']} games (fair 0.25); "
                      f"mean score {row['hero_mean_score']:.1f} vs {row['others_mean_score']:.1f}  "
                      f"[{row['seconds']:.0f} s]", flush=True)
        out["strength"] = rows
    if args.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
