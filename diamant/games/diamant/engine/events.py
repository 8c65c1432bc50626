"""Typed events: what happened, in order. Screens animate them, logs print them, records store them.

Events hold only public information: revealed cards, shares, who left. Never the deck order,
never a decision before all seats in the cave have decided. (Chest totals appear only in
`GameEnded`, when every chest is opened.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from diamant.events import GameEvent

from .cards import Card, Decision, Hazard


class RoundEnd(str, Enum):
    DISASTER = "disaster"  # a second hazard of one type
    ALL_LEFT = "all-left"  # nobody is left in the cave
    DECK_EMPTY = "deck-empty"  # no card left to reveal (custom rulesets only)


@dataclass(slots=True)
class Event(GameEvent):
    """Diamant's events; `to_dict()` (the neutral base's) gives an enum by its value, a card by
    its own `to_dict()`."""


@dataclass(slots=True)
class RoundStarted(Event):
    """All explorers enter the cave. `relic_added` is the relic shuffled in before this round."""

    type: ClassVar[str] = "round-started"
    round: int
    players: tuple[int, ...]
    deck_size: int
    relic_added: Card | None = None


@dataclass(slots=True)
class CardRevealed(Event):
    type: ClassVar[str] = "card-revealed"
    card: Card
    index: int  # position on the path (0 = first card of the round)
    deck_size: int  # cards left in the deck after this one


@dataclass(slots=True)
class GemsShared(Event):
    """A treasure is shared among the explorers in the cave; `remainder` stays on the card."""

    type: ClassVar[str] = "gems-shared"
    index: int
    value: int
    seats: tuple[int, ...]
    each: int
    remainder: int


@dataclass(slots=True)
class HazardWarning(Event):
    """The first hazard of its type this round: nothing happens yet, but a second one is fatal."""

    type: ClassVar[str] = "hazard-warning"
    index: int
    hazard: Hazard


@dataclass(slots=True)
class Disaster(Event):
    """A second hazard of one type: everybody in the cave loses what they carry."""

    type: ClassVar[str] = "disaster"
    index: int
    hazard: Hazard
    seats: tuple[int, ...]
    lost: tuple[int, ...]  # gems lost, per seat in `seats`
    first_index: int  # where the first card of this hazard lies on the path (its pair)


@dataclass(slots=True)
class DecisionsRequested(Event):
    type: ClassVar[str] = "decisions-requested"
    seats: tuple[int, ...]


@dataclass(slots=True)
class DecisionMade(Event):
    """A seat has decided; what it chose stays hidden until `DecisionsRevealed`."""

    type: ClassVar[str] = "decision-made"
    seat: int
    waiting_for: tuple[int, ...]


@dataclass(slots=True)
class DecisionsRevealed(Event):
    type: ClassVar[str] = "decisions-revealed"
    decisions: tuple[tuple[int, Decision], ...]  # (seat, decision) in seat order

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "decisions": [[s, d.value] for s, d in self.decisions]}


@dataclass(slots=True)
class PlayersLeft(Event):
    """Leavers pool the gems left on the path: each takes `each`; `remainder` stays in the cave.

    `banked[i]` is what seat `seats[i]` puts in its chest: carried gems plus its share. The pool
    comes from the cards at `taken_from` (path positions, in order); the remainder lies on the
    card at `remainder_at` afterwards (None when the pool was empty).
    """

    type: ClassVar[str] = "players-left"
    seats: tuple[int, ...]
    pool: int
    each: int
    remainder: int
    carried: tuple[int, ...]
    banked: tuple[int, ...]
    taken_from: tuple[int, ...]
    remainder_at: int | None


@dataclass(slots=True)
class RelicsTaken(Event):
    """A lone leaver takes every relic on the path. `values[i]` is what `relics[i]` is worth;
    `indexes[i]` is where it lay on the path."""

    type: ClassVar[str] = "relics-taken"
    seat: int
    relics: tuple[Card, ...]
    values: tuple[int, ...]
    indexes: tuple[int, ...]


@dataclass(slots=True)
class RelicsStay(Event):
    """Two or more left at once: nobody takes the relics on the path (at `indexes`)."""

    type: ClassVar[str] = "relics-stay"
    seats: tuple[int, ...]
    relics: tuple[Card, ...]
    indexes: tuple[int, ...]


@dataclass(slots=True)
class SafeReturn(Event):
    """The deck ran out: everybody still in the cave returns with what they carry."""

    type: ClassVar[str] = "safe-return"
    seats: tuple[int, ...]
    banked: tuple[int, ...]


@dataclass(slots=True)
class RoundEnded(Event):
    type: ClassVar[str] = "round-ended"
    round: int
    reason: RoundEnd
    hazard_removed: Card | None  # the hazard card removed from the game after a disaster
    relics_lost: tuple[Card, ...]  # relics left on the path, gone for good
    gems_returned: int  # gems left on the path, back to the supply
    cards_revealed: int
    deck_size: int  # cards in the deck once the path's cards are back in it


@dataclass(slots=True)
class GameEnded(Event):
    type: ClassVar[str] = "game-ended"
    scores: tuple[int, ...]
    chests: tuple[int, ...]
    relic_points: tuple[int, ...]
    winners: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    RoundStarted, CardRevealed, GemsShared, HazardWarning, Disaster, DecisionsRequested,
    DecisionMade, DecisionsRevealed, PlayersLeft, RelicsTaken, RelicsStay, SafeReturn, RoundEnded,
    GameEnded,
)
