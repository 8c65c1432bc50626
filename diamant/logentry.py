"""A line of a game's log as data, shared by both games' logs (diamant.games.diamant.logbook for Diamant,
diamant.games.club.log for Diamonds Club): a message id, its arguments and the seats it names. It holds
no text; each game's log renders it in a language when it is shown.

Neutral: imports neither game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

#: How a line is shown (a screen maps each tone to a colour).
TONES = ("plain", "dim", "title", "gold", "warn", "danger")


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the log: ``msg`` formatted with ``args``, naming ``seats`` (as ``$who``)."""

    msg: str
    args: tuple[tuple[str, Any], ...] = ()
    seats: tuple[int, ...] = ()
    tone: str = "plain"
    round: int = 0

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.args)


def entry(msg: str, tone: str = "plain", seats: Iterable[int] = (), round: int = 0,
          **args: Any) -> Entry:
    """An Entry with its arguments in a fixed order (entries compare equal when they say the same)."""
    return Entry(msg, tuple(sorted(args.items())), tuple(seats), tone, round)


__all__ = ["TONES", "Entry", "entry"]
