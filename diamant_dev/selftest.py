"""Play seeded bots-only games and autosave after every resolved step (for kill/resume tests).

    python -m diamant_dev.selftest --seed 7 --players 5 --bot random [--delay 0.003]
        [--games 1] [--edition classic]

Saves go to the usual data folder (set DIAMANT_HOME to keep them elsewhere). After each save a
line "saved <seed> <decisions>" is printed and flushed; "done" at the very end. A test kills
this process at random moments and checks that the autosave always resumes exactly.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.engine import Game, GameRecord, Phase, Ruleset, SeatInfo
from diamant.games.diamant.saves import save_game


def bots_for(bot: str, seed: int, players: int) -> list:
    return [make_bot(bot, bot_seed(seed, s), s) for s in range(players)]


def seats_for(bot: str, players: int) -> list[SeatInfo]:
    return [SeatInfo(f"{bot} {s + 1}", "bot", bot) for s in range(players)]


def step(game: Game, deciders: list) -> None:
    """One resolved step, exactly like diamant.games.diamant.bots.play_game."""
    view = game.view
    game.decide_all({s: deciders[s](view(s)) for s in game.awaiting})


def snapshot(game: Game) -> dict[str, Any]:
    """Everything that makes up the state of a game at a decision point, comparable with ==."""
    return {
        "round": game.round,
        "phase": game.phase.value,
        "scores": game.scores(),
        "chests": tuple(game.chests),
        "carried": tuple(game.carried),
        "in_cave": tuple(game.in_cave),
        "awaiting": tuple(game.awaiting),
        "path": tuple(c.id for c in game.path),
        "path_gems": tuple(game.path_gems),
        "relics_held": tuple(tuple((c.id, v) for c, v in h) for h in game.relics_held),
        "deck": game.deck_size,
        "removed": tuple(c.id for c in game.removed),
        "decisions": len(game.decisions),
    }


def run(seed: int, players: int, bot: str, edition: str, delay: float, out=sys.stdout) -> None:
    ruleset = Ruleset.preset(edition)
    seats = seats_for(bot, players)
    game = Game(ruleset, players, seed)
    deciders = bots_for(bot, seed, players)
    game.start()
    save_game(GameRecord.of(game, seats), {"selftest": True})
    print(f"saved {seed} 0", file=out, flush=True)
    while game.phase is Phase.DECIDING:
        step(game, deciders)
        save_game(GameRecord.of(game, seats), {"selftest": True})
        print(f"saved {seed} {len(game.decisions)}", file=out, flush=True)
        if delay:
            time.sleep(delay)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m diamant_dev.selftest", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--bot", default="random")
    ap.add_argument("--edition", default="classic")
    ap.add_argument("--delay", type=float, default=0.0, help="seconds to wait after each save")
    ap.add_argument("--games", type=int, default=1, help="games in a row (seeds seed, seed+1 ...)")
    args = ap.parse_args(argv)
    for g in range(args.games):
        run(args.seed + g, args.players, args.bot, args.edition, args.delay)
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
