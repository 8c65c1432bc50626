"""Checking a record before it is shown: it must replay to the end, to the result it claims.

The game's log in words is diamant.logbook (entries rendered in the player's language).
"""

from __future__ import annotations

from typing import Sequence

from .events import Event
from .game import Game
from .record import GameRecord, RecordError, replay


def checked_replay(record: GameRecord, scores: Sequence[int] | None = None,
                   *, finished: bool = True) -> tuple[Game, list[Event]]:
    """Replay `record`; raise RecordError if it stops before the end of the game (`finished`)
    or if it does not reach the `scores` it was stored with (an edited record)."""
    game, events = replay(record)
    if scores is None:
        scores = record.stored_scores
    if finished and not game.is_over:
        raise RecordError(
            f"the record stops before the end of the game (after expedition {game.round}, "
            f"{len(record.decisions)} decisions): it is truncated")
    if scores is not None and list(scores) != list(game.scores()):
        raise RecordError(
            f"the record does not replay to its stored scores ({list(scores)} stored, "
            f"{list(game.scores())} replayed): it was edited or damaged")
    return game, events
