"""Headless play: one game between bots, or many games with statistics (`diamant simulate`)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from diamant.engine import Decision, Game, GameRecord, Phase, RoundEnd, Ruleset, SeatInfo

from .base import bot_seed, make_bot

Decider = Callable[..., Decision]


@dataclass
class GameResult:
    game: Game
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def seat_bots(names: Sequence[str], players: int) -> list[str]:
    """Fewer names than seats: the last one fills the rest."""
    names = [n for n in names if n]
    if not names:
        raise ValueError("at least one bot name is needed")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots named for {players} seats")
    return list(names) + [names[-1]] * (players - len(names))


def play_game(ruleset: Ruleset, bots: Sequence[str], seed: int, *,
              deciders: Sequence[Decider] | None = None, events: bool = False) -> GameResult:
    """Play one whole game. Each bot gets its own seeded instance and only its seat's view."""
    players = len(bots)
    game = Game(ruleset, players, seed, events=events)
    if deciders is None:
        deciders = [make_bot(name, bot_seed(seed, s), s) for s, name in enumerate(bots)]
    game.start()
    view = game.view
    decide_all = game.decide_all
    deciding = Phase.DECIDING
    while game.phase is deciding:
        decide_all({s: deciders[s](view(s)) for s in game.awaiting})
    return GameResult(game, game.scores(), game.winners())


def simulate(edition: str, players: int, bots: Sequence[str], games: int, seed: int, *,
             secret_chests: bool = False, records: Path | None = None,
             progress: Callable[[int, int], None] | None = None) -> dict:
    """Play `games` games and return the statistics `diamant simulate --json` prints."""
    ruleset = Ruleset.preset(edition, secret_chests=secret_chests)
    ruleset.check_players(players)
    names = seat_bots(bots, players)
    score_sum = [0] * players
    win_sum = [0.0] * players
    cards_by_round = [0] * ruleset.rounds
    rounds_seen = [0] * ruleset.rounds
    disasters = rounds_total = 0
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    for g in range(games):
        game_seed = (seed * 1_000_033 + g) % (2**63)
        result = play_game(ruleset, names, game_seed)
        game = result.game
        for s, sc in enumerate(result.scores):
            score_sum[s] += sc
        share = 1.0 / len(result.winners)
        for w in result.winners:
            win_sum[w] += share
        for r in game.rounds:
            cards_by_round[r.round - 1] += r.cards_revealed
            rounds_seen[r.round - 1] += 1
            rounds_total += 1
            disasters += r.reason is RoundEnd.DISASTER
        if records is not None:
            seats = [SeatInfo(f"{name} {s + 1}", "bot", name) for s, name in enumerate(names)]
            GameRecord.of(game, seats, {"simulate_game": g}).save(
                records / f"game-{g:06d}.json", game)
        if progress is not None:
            progress(g + 1, games)
    elapsed = time.perf_counter() - t0
    return {
        "games": games,
        "edition": ruleset.name,
        "players": players,
        "seed": seed,
        "seats": [{"seat": s, "bot": names[s], "mean_score": score_sum[s] / games if games else 0.0,
                   "win_share": win_sum[s] / games if games else 0.0} for s in range(players)],
        "cards_revealed_mean_by_round": [c / n if n else 0.0
                                         for c, n in zip(cards_by_round, rounds_seen)],
        "hazard_end_share": disasters / rounds_total if rounds_total else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
    }
