"""The master's strength at tables it was not tuned on: the rows of docs/bots.md ("The master").

    nice -n 15 python benchmarks/bench_master.py --games 200            # every row, one process
    nice -n 15 python benchmarks/bench_master.py --rows unseen --games 100 --seed 3
    python benchmarks/bench_master.py --master mypkg.mybot:Bot --rows heuristics

Rows (classic, 6 seats, the master's seats listed first in each game's order):
- `experts`: the master against five experts (target: at least 0.45 of the wins);
- `heuristics`: against the five published heuristics (target: at least the expert's 0.703);
- `unseen`: three masters against three bots of kinds the master was never tuned on
  (`benchmarks/unseen.py`: an expected-value player, an expected-utility player and a
  lookahead player), alternating seats; the masters' share of the wins together (target 0.80);
- `unseen-expert`: the same table with three experts in the masters' place, for comparison;
- `unseen2`, `unseen2-expert`: the same two tables against a second family never used to
  tune the master (`benchmarks/unseen2.py`: a pool hunter, a
  player of the standings and a Monte Carlo stopper).

Each row is one `simulate` run (one process; games of a run differ only by the seed). Win shares
count shared wins as fractions; the standard error of a share p over n games is
sqrt(p (1 - p) / n) (for the three masters together, from the per-game share of the three).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diamant.games.diamant.bots import simulate  # noqa: E402

UNSEEN = ["benchmarks.unseen:EV", "benchmarks.unseen:EU", "benchmarks.unseen:Lookahead"]
UNSEEN2 = ["benchmarks.unseen2:Hunter", "benchmarks.unseen2:Gap", "benchmarks.unseen2:Monte"]
HEURISTICS = ["gems10", "hazards2", "cards6", "risk20", "gems15"]


def rows(master: str) -> dict[str, tuple[list[str], list[int]]]:
    """Each row's bots (6 seats) and the seats whose wins count together."""
    return {
        "experts": ([master] + ["expert"] * 5, [0]),
        "heuristics": ([master] + HEURISTICS, [0]),
        "unseen": ([master, UNSEEN[0], master, UNSEEN[1], master, UNSEEN[2]], [0, 2, 4]),
        "unseen-expert": (["expert", UNSEEN[0], "expert", UNSEEN[1], "expert", UNSEEN[2]],
                          [0, 2, 4]),
        "unseen2": ([master, UNSEEN2[0], master, UNSEEN2[1], master, UNSEEN2[2]], [0, 2, 4]),
        "unseen2-expert": (["expert", UNSEEN2[0], "expert", UNSEEN2[1], "expert", UNSEEN2[2]],
                           [0, 2, 4]),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--master", default="master", help="the bot in the master's seats")
    ap.add_argument("--rows", default="experts,heuristics,unseen,unseen-expert")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    table = rows(args.master)
    out = []
    for name in args.rows.split(","):
        bots, counted = table[name]
        t0 = time.process_time()
        st = simulate("classic", len(bots), bots, args.games, args.seed)
        share = sum(st["seats"][s]["win_share"] for s in counted)
        n = args.games
        # a per-game share of the counted seats is 0..1; its variance is at most p (1 - p)
        err = math.sqrt(max(share * (1.0 - share), 0.0) / n)
        row = {"row": name, "games": n, "seed": args.seed, "share": round(share, 3),
               "stderr": round(err, 3),
               "mean_score": round(sum(st["seats"][s]["mean_score"] for s in counted)
                                   / len(counted), 1),
               "seats": [(s["bot"], round(s["win_share"], 3), round(s["mean_score"], 1))
                         for s in st["seats"]],
               "cpu_s": round(time.process_time() - t0, 1)}
        out.append(row)
        if not args.json:
            print(f"{name:14s} {n:5d} games  share {share:.3f} ± {err:.3f}  "
                  f"mean score {row['mean_score']}  ({row['cpu_s']} s CPU)", flush=True)
    if args.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
