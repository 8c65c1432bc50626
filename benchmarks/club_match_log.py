"""Master (or any hero) against three copies of one bot, one line of JSON per game as it ends.

    python benchmarks/club_match_log.py --hero master --against steady --games 200 --seed 61 --out m.jsonl
    python benchmarks/club_match_log.py --summary m.jsonl n.jsonl

A long match on a shared machine may be cut short: every finished game is already in the file,
so the figures of what finished can be read at any time (`--summary`). The hero's seat turns
round (seat g % 4); a shared win counts as a fraction; the hero's decisions are timed in CPU time
of the thread, and the whole game in CPU time of the process.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from diamant.games.club.bots import bot_seed, make_bot  # noqa: E402
from diamant.games.club.simulate import game_seed, play_game  # noqa: E402

NAMES = {"greedy": "club_plugins.greedy:decide", "random": "club_plugins.random_player:RandomPlayer"}


def run(hero: str, other: str, games: int, seed: int, out: Path) -> None:
    other_name = NAMES.get(other, other)
    with out.open("a", encoding="utf-8") as f:
        for g in range(games):
            seat = g % 4
            names = [other_name] * 4
            names[seat] = hero
            times: list[float] = []
            gseed = game_seed(seed, g)
            deciders = [make_bot(n, bot_seed(gseed, s), s) for s, n in enumerate(names)]
            hero_decide = deciders[seat]

            def timed(state: dict[str, object], legal: list[str], decide=hero_decide) -> str:
                # the hero's own decide only, in CPU time of this thread
                t = time.thread_time()
                answer = decide(state, legal)
                times.append(time.thread_time() - t)
                return answer
            deciders[seat] = timed
            t0 = time.process_time()
            result = play_game(4, names, gseed, deciders=deciders)
            share = 1 / len(result.winners) if seat in result.winners else 0.0
            f.write(json.dumps({"hero": hero, "against": other, "seed": seed, "game": g, "seat": seat,
                                "share": share, "totals": result.totals, "rounds": result.game.round,
                                "cpu": time.process_time() - t0, "times": [round(t, 5) for t in times]}) + "\n")
            f.flush()


def summary(paths: list[str]) -> None:
    rows = [json.loads(line) for p in paths for line in Path(p).read_text(encoding="utf-8").splitlines() if line]
    groups: dict[tuple[str, str], list[dict[str, object]]] = {}
    for r in rows:
        groups.setdefault((str(r["hero"]), str(r["against"])), []).append(r)
    for (hero, other), rs in groups.items():
        shares = [float(r["share"]) for r in rs]  # type: ignore[arg-type]
        n = len(shares)
        p = sum(shares) / n
        se = statistics.pstdev(shares) / math.sqrt(n) if n > 1 else 0.0
        times = sorted(t for r in rs for t in r["times"])  # type: ignore[attr-defined]
        hero_scores = [r["totals"][r["seat"]] for r in rs]  # type: ignore[index]
        others = [s for r in rs for i, s in enumerate(r["totals"]) if i != r["seat"]]  # type: ignore[arg-type]
        seeds = sorted({int(r["seed"]) for r in rs})  # type: ignore[call-overload]
        p99 = 1000 * times[min(len(times) - 1, int(len(times) * 0.99))] if times else 0.0
        print(f"{hero} vs 3x {other}: {p:.3f} ± {se:.3f} (1 s.e.) over {n} games, seeds {seeds}; "
              f"mean score {statistics.fmean(hero_scores):.1f} vs {statistics.fmean(others):.1f}; "
              f"decisions {len(times)}, p50 {1000 * times[len(times) // 2]:.0f} ms, p99 {p99:.0f} ms, "
              f"max {1000 * times[-1]:.0f} ms (CPU); {statistics.fmean(float(r['cpu']) for r in rs):.1f} s CPU/game")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hero", default="master")
    ap.add_argument("--against", default="steady")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out")
    ap.add_argument("--summary", nargs="+")
    args = ap.parse_args()
    if args.summary:
        summary(args.summary)
        return 0
    run(args.hero, args.against, args.games, args.seed, Path(args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
