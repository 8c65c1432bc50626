"""The ladder tournament: mixed tables of every level, pairwise matches, Elo-like ratings.

    python benchmarks/tournament.py                       # the built-in ladder, 6-seat classic
    python benchmarks/tournament.py --games 400 --mixed-games 2000 --jobs 2
    python benchmarks/tournament.py --bots timid,expert,mypkg.mybot:Bot --edition iello --json

Mixed table: one seat per bot (6 levels, 6 seats), every game a fresh deal.
Pairwise: for each pair A, B, 3 seats each, alternating (A B A B A B), `--games` games; A's score
in the match is A's share of the wins (ties shared). Ratings: a Bradley-Terry fit of the pairwise
win shares (minorisation-maximisation), shown on the Elo scale (400 * log10 strength), the
weakest bot at 1000. The ladder is strict when every level beats the one below head to head and
the mixed table orders them the same way.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diamant.games.diamant.bots import LADDER, simulate  # noqa: E402


def _run(args: tuple) -> tuple[list[float], list[float]]:
    edition, bots, games, seed = args
    st = simulate(edition, len(bots), bots, games, seed)
    return ([s["win_share"] * games for s in st["seats"]],
            [s["mean_score"] * games for s in st["seats"]])


def play(pool, edition: str, bots: list[str], games: int, seed: int, jobs: int):
    """Win shares and mean scores per seat over `games` games split across `jobs` processes."""
    chunks = max(1, min(jobs * 2, games))
    sizes = [games // chunks + (1 if i < games % chunks else 0) for i in range(chunks)]
    tasks = [(edition, bots, n, seed * 1000 + i) for i, n in enumerate(sizes) if n]
    results = list(pool.map(_run, tasks)) if pool else [_run(t) for t in tasks]
    wins = [sum(r[0][s] for r in results) / games for s in range(len(bots))]
    scores = [sum(r[1][s] for r in results) / games for s in range(len(bots))]
    return wins, scores


def bradley_terry(names: list[str], share: dict[tuple[str, str], float],
                  iters: int = 2000) -> dict[str, float]:
    """Strengths from pairwise win shares (share[a, b] = a's share of a-vs-b wins), Elo scale."""
    p = {n: 1.0 for n in names}
    for _ in range(iters):
        new = {}
        for i in names:
            w = sum(share[i, j] for j in names if j != i and (i, j) in share)
            d = sum(1.0 / (p[i] + p[j]) for j in names if j != i and (i, j) in share)
            new[i] = max(w, 1e-6) / d if d else p[i]
        g = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        p = {k: v / g for k, v in new.items()}
    low = min(p.values())
    return {k: 1000.0 + 400.0 * math.log10(v / low) for k, v in p.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", default=",".join(LADDER),
                    help="comma-separated bots, weakest first (default: the built-in ladder)")
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--games", type=int, default=300, help="games per pairwise match")
    ap.add_argument("--mixed-games", type=int, default=1000, help="games of the mixed table")
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    t0 = time.perf_counter()
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        out: dict = {"edition": args.edition, "bots": names}
        if 3 <= len(names) <= 8 and args.mixed_games:
            wins, scores = play(pool, args.edition, names, args.mixed_games, args.seed, args.jobs)
            out["mixed"] = {"games": args.mixed_games, "win_share": dict(zip(names, wins)),
                            "mean_score": dict(zip(names, scores))}
        share: dict[tuple[str, str], float] = {}
        matches = []
        for k, (a, b) in enumerate(combinations(names, 2)):
            wins, scores = play(pool, args.edition, [a, b] * 3, args.games,
                                args.seed + 7 * (k + 1), args.jobs)
            wa, wb = sum(wins[0::2]), sum(wins[1::2])
            sa = wa / (wa + wb) if wa + wb else 0.5
            share[a, b], share[b, a] = sa, 1.0 - sa
            matches.append({"a": a, "b": b, "games": args.games, "a_win_share": wa,
                            "b_win_share": wb, "a_share_of_wins": sa,
                            "a_mean_score": sum(scores[0::2]) / 3,
                            "b_mean_score": sum(scores[1::2]) / 3})
        out["pairwise"] = matches
        out["elo"] = bradley_terry(names, share)
        steps = [share[names[i + 1], names[i]] > 0.5 for i in range(len(names) - 1)]
        mixed_order = True
        if "mixed" in out:
            ws = out["mixed"]["win_share"]
            mixed_order = all(ws[names[i + 1]] > ws[names[i]] for i in range(len(names) - 1))
        out["strict_head_to_head"] = all(steps)
        out["strict_mixed"] = mixed_order
        out["seconds"] = time.perf_counter() - t0
    finally:
        if pool:
            pool.shutdown()
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"Ladder tournament, {args.edition}, 6 seats")
    if "mixed" in out:
        m = out["mixed"]
        print(f"\nMixed table ({m['games']} games, one seat each)")
        print(f"{'bot':<12}{'win share':>10}{'mean score':>12}")
        for n in names:
            print(f"{n:<12}{m['win_share'][n]:>10.3f}{m['mean_score'][n]:>12.1f}")
    print(f"\nHead to head (3 vs 3 alternating, {args.games} games): row's share of the wins")
    w = max(len(n) for n in names) + 2
    print(" " * w + "".join(f"{n:>{w}}" for n in names))
    for a in names:
        cells = "".join(f"{share[a, b]:>{w}.2f}" if a != b else f"{'-':>{w}}" for b in names)
        print(f"{a:<{w}}{cells}")
    print("\nElo-like ratings (Bradley-Terry on the pairwise matches; weakest = 1000)")
    for n in sorted(names, key=out["elo"].get):
        print(f"  {n:<12}{out['elo'][n]:7.0f}")
    print("\nEach level beats the one below head to head:", out["strict_head_to_head"])
    print("The mixed table orders the levels the same way:", out["strict_mixed"])
    print(f"({out['seconds']:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
