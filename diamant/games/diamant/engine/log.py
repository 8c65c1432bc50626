"""Checking a record before it is shown: it must replay to the end, to the result it claims.

The game's log in words is diamant.games.diamant.logbook (entries rendered in the player's language).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Sequence

from .cards import RulesError
from .events import Event
from .game import Game
from .record import GameRecord, RecordError, replay


def checked_replay(record: GameRecord, scores: Sequence[int] | None = None,
                   *, finished: bool = True) -> tuple[Game, list[Event]]:
    """Replay `record`; raise RecordError if it stops before the end of the game (`finished`)
    or if it does not reach the `scores` it was stored with (an edited record)."""
    game, events = replay(record)
    _check(record, game, scores, finished)
    return game, events


def checked_replay_steps(record: GameRecord, chunk: int = 4000
                         ) -> Generator[None, None, tuple[Game, list[Event]]]:
    """`checked_replay` a piece at a time (its return value): it yields before every `chunk`
    decisions, so that a screen can draw between them. Raises RecordError as it does."""
    game = record.new_game()
    decisions = record.decisions
    try:
        events = list(game.start())
        for i in range(0, len(decisions), chunk):
            yield
            for seat, d in decisions[i:i + chunk]:
                events.extend(game.decide(int(seat), d))
    except RulesError as exc:
        raise RecordError(f"the record's decisions do not fit its game: {exc}") from None
    _check(record, game, None, True)
    return game, events


def _check(record: GameRecord, game: Game, scores: Sequence[int] | None, finished: bool) -> None:
    """RecordError unless `game` (`record` replayed) is over (`finished`; a game kept as far as
    it went, `record.abandoned`, need not be) at `scores` (None: the record's own)."""
    finished = finished and not record.abandoned
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
