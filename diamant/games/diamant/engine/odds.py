"""The odds of the next card, exact, from what a seat may see.

Everything here is computed from a view (a `SeatView` or the `PublicView` of a moment): the
traps on the path and the counts of the unrevealed cards (`deck_remaining`: how many of each
kind, never their order). The deck is shuffled fairly, so every unrevealed card is equally likely
to come next and the chances are plain fractions of those counts.

A disaster is a second trap of a type already on the path: the cards that would cause one are the
copies left in the deck of every trap type seen this expedition.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Mapping, Protocol

from .cards import Hazard
from .view import DeckCount


class OddsView(Protocol):
    """What the odds read from a view (a `SeatView` and a `PublicView` both have it)."""

    @property
    def hazards_seen(self) -> tuple[Hazard, ...]: ...

    @property
    def deck_remaining(self) -> DeckCount: ...

    @property
    def in_cave(self) -> tuple[int, ...]: ...

    @property
    def relic_stack(self) -> tuple[int, ...]: ...


@dataclass(frozen=True)
class Odds:
    """The odds of the next card at one moment of an expedition."""

    hazards_seen: tuple[Hazard, ...]  # trap types on the path this expedition, in order
    hazards_left: Mapping[Hazard, int]  # for each type seen: its copies still in the deck
    hazard_cards: int  # trap cards of every type still in the deck
    relics_left: int  # relics in the deck (they may come up this expedition)
    relics_to_come: int  # relics not yet shuffled in (a later expedition's)
    treasure_cards: int  # treasure cards still in the deck
    cards_left: int  # every card still in the deck
    deadly: int  # cards in the deck that would end the expedition
    disaster: Fraction  # the chance that the next card ends the expedition
    expected_share: Fraction  # gems each explorer in the cave expects from the next card

    @property
    def safe(self) -> Fraction:
        """The chance that the next card does not end the expedition."""
        return 1 - self.disaster


def _deadly(seen: tuple[Hazard, ...], deck: DeckCount) -> int:
    return sum(deck.hazards.get(h, 0) for h in set(seen))


def disaster_chance(view: OddsView) -> Fraction:
    """The exact chance that the next card is a second trap of a type on the path (0 when the
    deck is empty: the expedition then ends safely)."""
    deck = view.deck_remaining
    total = deck.total
    if not total:
        return Fraction(0)
    return Fraction(_deadly(view.hazards_seen, deck), total)


def expected_share(view: OddsView, explorers: int | None = None) -> Fraction:
    """The exact number of gems each explorer gets from the next card on average, when
    `explorers` of them share it (default: every seat in the cave). A treasure of V gems gives
    V // explorers to each; traps and relics give none."""
    deck = view.deck_remaining
    total = deck.total
    if not total:
        return Fraction(0)
    n = explorers if explorers else max(1, len(view.in_cave))
    return Fraction(sum((v // n) * c for v, c in deck.treasures.items()), total)


def odds(view: OddsView) -> Odds:
    """The odds of the next card for the moment of `view`."""
    deck = view.deck_remaining
    seen = tuple(view.hazards_seen)
    left: dict[Hazard, int] = {}
    for h in seen:
        left[h] = deck.hazards.get(h, 0)
    return Odds(
        hazards_seen=seen,
        hazards_left=MappingProxyType(left),
        hazard_cards=deck.hazard_cards,
        relics_left=deck.relics,
        relics_to_come=len(view.relic_stack),
        treasure_cards=deck.treasure_cards,
        cards_left=deck.total,
        deadly=_deadly(seen, deck),
        disaster=disaster_chance(view),
        expected_share=expected_share(view),
    )


__all__ = ["Odds", "OddsView", "disaster_chance", "expected_share", "odds"]
