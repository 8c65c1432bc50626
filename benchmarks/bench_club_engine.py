"""Diamonds Club engine speed: whole games between random legal players, on one core.

    python benchmarks/bench_club_engine.py [--games N] [--players P] [--seed S] [--json]

Each decision is `random.choice(game.legal())` followed by `game.play(action)`, the way a bot's
rollout drives the engine. Speeds are per second of this process's CPU time (one core; the wall
clock figure is printed too, and is lower when other work shares the machine). Prints games per second, actions per game and rounds per game (and a
second figure with `state()` read before every action, as a bot reading the table would).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diamant.games.club import ClubGame  # noqa: E402


def run(games: int, players: int | None, seed: int, read_state: bool = False) -> dict[str, float]:
    rng = random.Random(seed)
    actions = rounds = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for k in range(games):
        p = players if players else 2 + k % 3
        g = ClubGame(players=p, seed=seed + k)
        while not g.is_over:
            if read_state:
                g.state()
            g.play(rng.choice(g.legal()))
            actions += 1
        rounds += g.round
    wall = time.perf_counter() - start
    # CPU time of this process: the figure for one core even when other work shares the machine
    dt = time.process_time() - cpu
    return {"games": games, "seconds": round(dt, 3), "wall_seconds": round(wall, 3),
            "games_per_second": round(games / dt, 1), "games_per_wall_second": round(games / wall, 1),
            "actions_per_game": round(actions / games, 1), "rounds_per_game": round(rounds / games, 2),
            "microseconds_per_action": round(dt / actions * 1e6, 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--players", type=int, default=0, help="2..4 (default: 2, 3, 4 in turn)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    out = {"random_legal": run(args.games, args.players or None, args.seed)}
    if not args.players:
        for p in (2, 3, 4):
            out[f"random_legal_{p}_seats"] = run(max(1, args.games // 3), p, args.seed)
    out["random_legal_reading_state"] = run(max(1, args.games // 10), args.players or None, args.seed, True)
    if args.json:
        print(json.dumps(out, indent=1))
        return
    for name, r in out.items():
        print(f"{name}: {r['games_per_second']} games per CPU second, {r['games_per_wall_second']} per wall "
              f"second ({r['games']} games in {r['seconds']} s of CPU; "
              f"{r['actions_per_game']} actions, {r['rounds_per_game']} rounds per game; "
              f"{r['microseconds_per_action']} us per action)")


if __name__ == "__main__":
    main()
