"""The base of both games' events: a dataclass that says what happened, as plain JSON.

Neutral: imports neither game. Each game derives its own base from `GameEvent` (Diamant's
`Event`, Diamonds Club's frozen `ClubEvent`) and its events from that; `to_dict()` gives the
event's "type" and its fields, each made plain: an enum by its value, a tuple as a list, and
anything with a `to_dict()` of its own (a card, a nested event) by that.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any, ClassVar


_SCALARS = frozenset({int, str, bool, float})


def plain(value: Any) -> Any:
    """`value` as JSON can hold it (what is already plain stays as it is)."""
    if value is None or type(value) in _SCALARS:  # most fields: no lookup of a to_dict
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return to_dict()
    return value


class GameEvent:
    """Not a dataclass itself, so that a game's events may be frozen or not (a dataclass may
    not change that from its base's); every subclass that is instantiated is one."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Any]]  # a subclass's, set by @dataclass
    type: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            d[f.name] = plain(getattr(self, f.name))
        return d


__all__ = ["GameEvent", "plain"]
