"""Per-seat views: everything one seat may know, and nothing more.

A view is an immutable snapshot. It never holds the order of the deck (only how many cards of each
kind, value and hazard type remain: public knowledge), and in secret-chest games it holds no other
seat's chest.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from .cards import Card, CardKind, Hazard

if TYPE_CHECKING:
    from .cards import Ruleset
    from .game import RoundSummary


class PathEntry(NamedTuple):
    """One card of the path: the card, the gems lying on it, and whether a relic was taken."""

    card: Card
    gems: int
    taken: bool = False

    @property
    def kind(self) -> CardKind:
        return self.card.kind

    @property
    def value(self) -> int:
        return self.card.value

    @property
    def hazard(self) -> Hazard | None:
        return self.card.hazard


@dataclass(frozen=True, slots=True)
class DeckCount:
    """How many unrevealed cards of each kind remain (never their order)."""

    treasures: dict[int, int]  # treasure value -> copies left
    hazards: dict[Hazard, int]  # hazard type -> copies left
    relic_values: tuple[int, ...]  # printed values of relics in the deck (0 = valued by order)
    relics: int

    @property
    def total(self) -> int:
        return sum(self.treasures.values()) + sum(self.hazards.values()) + self.relics

    @property
    def treasure_cards(self) -> int:
        return sum(self.treasures.values())

    @property
    def hazard_cards(self) -> int:
        return sum(self.hazards.values())

    def count(self, kind: CardKind | str, key: int | Hazard | str | None = None) -> int:
        """`count("treasure")`, `count("treasure", 5)`, `count("hazard", "snakes")`, `count("relic")`."""
        kind = CardKind(kind)
        if kind is CardKind.TREASURE:
            return self.treasure_cards if key is None else self.treasures.get(int(key), 0)  # type: ignore[arg-type]
        if kind is CardKind.HAZARD:
            return self.hazard_cards if key is None else self.hazards.get(Hazard(key), 0)
        return self.relics

    @classmethod
    def from_counts(cls, counts: dict) -> "DeckCount":
        """From the engine's counters: keys are treasure values (int), Hazard, or ("relic", v)."""
        treasures = {k: n for k, n in sorted((k, n) for k, n in counts.items()
                                             if type(k) is int and n)}
        hazards = {h: counts[h] for h in Hazard if counts.get(h)}
        relic_values: list[int] = []
        for k, n in counts.items():
            if type(k) is tuple:
                relic_values.extend([k[1]] * n)
        relic_values.sort()
        return cls(MappingProxyType(treasures), MappingProxyType(hazards), tuple(relic_values),
                   len(relic_values))

    def to_dict(self) -> dict:
        return {
            "treasures": {str(k): v for k, v in sorted(self.treasures.items())},
            "hazards": {h.value: n for h, n in self.hazards.items()},
            "relics": self.relics,
            "relic_values": list(self.relic_values),
        }


_UNSET = object()


class PublicView:
    """What every seat may know at one moment; shared by the views of that moment.

    It captures cheap copies of the game's state when built and derives the rest on first use.
    Immutable; holds no reference to the game and nothing of the deck but counts.
    """

    __slots__ = ("players", "edition", "ruleset", "round", "rounds", "carried_all",
                 "open_chests", "in_cave", "relics_taken", "relic_stack", "deck_size",
                 "removed", "history", "phase", "_cards", "_gems", "_taken", "_counts",
                 "_relic_values", "_held", "_path", "_deck_remaining", "_relics_on_path",
                 "_relic_take_value")

    def __init__(self, game) -> None:  # game: diamant.engine.game.Game
        rs = game.ruleset
        put = object.__setattr__
        put(self, "players", game.players)
        put(self, "edition", rs.edition.value)
        put(self, "ruleset", rs)
        put(self, "round", game.round)
        put(self, "rounds", rs.rounds)
        put(self, "carried_all", tuple(game.carried))
        put(self, "open_chests", None if rs.secret_chests else tuple(game.chests))
        put(self, "in_cave", game.seats_in_cave)
        put(self, "relics_taken", game.relics_taken)
        put(self, "relic_stack", tuple([c.value for c in game.relic_stack])
            if game.relic_stack else ())
        put(self, "deck_size", len(game._deck))
        put(self, "removed", tuple(game.removed))
        put(self, "history", tuple(game.rounds))
        put(self, "phase", game.phase.value)
        put(self, "_cards", tuple(game.path))
        put(self, "_gems", tuple(game.path_gems))
        put(self, "_taken", tuple(game.path_taken))
        put(self, "_counts", game._counts.copy())
        put(self, "_relic_values", game._relic_values)  # a pure function of the rules
        put(self, "_held", tuple([tuple([v for _, v in h]) for h in game.relics_held])
            if game.relics_taken else ((),) * game.players)
        put(self, "_path", _UNSET)
        put(self, "_deck_remaining", _UNSET)
        put(self, "_relics_on_path", _UNSET)
        put(self, "_relic_take_value", _UNSET)

    def __setattr__(self, name, value):
        raise AttributeError("a view is read-only")

    @property
    def path(self) -> tuple[PathEntry, ...]:
        p = self._path
        if p is _UNSET:
            p = tuple(map(PathEntry, self._cards, self._gems, self._taken))
            object.__setattr__(self, "_path", p)
        return p

    @property
    def hazards_seen(self) -> tuple[Hazard, ...]:
        return tuple([c.hazard for c in self._cards if c.kind is CardKind.HAZARD])

    @property
    def relics_on_path(self) -> tuple[Card, ...]:
        r = self._relics_on_path
        if r is _UNSET:
            r = tuple([c for c, t in zip(self._cards, self._taken)
                       if c.kind is CardKind.RELIC and not t])
            object.__setattr__(self, "_relics_on_path", r)
        return r

    @property
    def relic_take_value(self) -> int:
        v = self._relic_take_value
        if v is _UNSET:
            # relic values by order depend on relics_taken, captured with this snapshot
            v = sum(_relic_values_at(self.ruleset, self.relics_taken, self.relics_on_path))
            object.__setattr__(self, "_relic_take_value", v)
        return v

    @property
    def relics_held(self) -> tuple[tuple[int, ...], ...]:
        return self._held

    @property
    def deck_remaining(self) -> DeckCount:
        d = self._deck_remaining
        if d is _UNSET:
            d = DeckCount.from_counts(self._counts)
            object.__setattr__(self, "_deck_remaining", d)
        return d

    @property
    def pool(self) -> int:
        return sum(self._gems)


def _relic_values_at(ruleset, taken: int, relics) -> tuple[int, ...]:
    from .cards import RelicValue
    if ruleset.relic_value is RelicValue.PRINTED:
        return tuple(c.value for c in relics)
    vals = ruleset.relic_values
    last = vals[-1] if vals else 0
    return tuple(vals[k] if k < len(vals) else last for k in range(taken, taken + len(relics)))


def _public(name: str, doc: str) -> property:
    def get(self: "SeatView"):
        return getattr(self._public, name)
    return property(get, doc=doc)


class SeatView:
    """The game as seen from one seat. Bots and the screen for a seat see only this.

    Immutable. Never holds the deck order; in secret-chest games never another seat's chest.
    """

    __slots__ = ("_public", "seat", "carried", "chest")

    def __init__(self, public: PublicView, seat: int, carried: int, chest: int) -> None:
        object.__setattr__(self, "_public", public)
        object.__setattr__(self, "seat", seat)  # this seat
        object.__setattr__(self, "carried", carried)  # own carried gems (at risk)
        object.__setattr__(self, "chest", chest)  # own chest

    def __setattr__(self, name, value):
        raise AttributeError("a view is read-only")

    players = _public("players", "number of seats")
    edition = _public("edition", "preset name: classic, iello, relic-hunt, incan-gold, custom")
    ruleset = _public("ruleset", "the Ruleset")
    round = _public("round", "the round (expedition), 1..rounds")
    rounds = _public("rounds", "rounds in the game (5)")
    path = _public("path", "this round's revealed cards in order: tuple of PathEntry")
    carried_all = _public("carried_all", "every seat's carried gems (public)")
    in_cave = _public("in_cave", "seats still in the cave")
    hazards_seen = _public("hazards_seen", "hazard types on the path this round, in order")
    relics_on_path = _public("relics_on_path", "relic cards lying on the path, not taken")
    relic_take_value = _public("relic_take_value", "points a lone leaver gets for them now")
    relics_held = _public("relics_held", "per seat: values of the relics taken (public)")
    relics_taken = _public("relics_taken", "relics taken out of the cave so far in the game")
    relic_stack = _public("relic_stack", "relics still to be shuffled in (public), top first")
    deck_remaining = _public("deck_remaining", "DeckCount of the unrevealed cards (no order)")
    deck_size = _public("deck_size", "cards left in the deck")
    removed = _public("removed", "cards out of the game (hazards after disasters, lost relics)")
    history = _public("history", "RoundSummary of each finished round")
    phase = _public("phase", "not-started, deciding or game-over")

    @property
    def chests(self) -> tuple[int | None, ...]:
        """Every chest; None where it is secret to this seat."""
        pub = self._public
        if pub.open_chests is not None:
            return pub.open_chests
        return tuple(self.chest if i == self.seat else None for i in range(pub.players))

    @property
    def secret_chests(self) -> bool:
        return self._public.open_chests is None

    @property
    def pool(self) -> int:
        """Gems lying on the path, to be shared by whoever leaves."""
        return self._public.pool

    @property
    def i_am_in_cave(self) -> bool:
        return self.seat in self._public.in_cave

    def score(self, seat: int | None = None) -> int | None:
        """A seat's score so far (chest + relics), or None when its chest is secret to this seat."""
        s = self.seat if seat is None else seat
        chest = self.chests[s]
        return None if chest is None else chest + sum(self._public.relics_held[s])

    def to_dict(self) -> dict:
        """Everything this view holds, as plain data (for logs, tests and bots written in other
        languages)."""
        p = self._public
        return {
            "seat": self.seat, "players": p.players, "edition": p.edition,
            "secret_chests": self.secret_chests, "round": p.round, "rounds": p.rounds,
            "path": [dict(e.card.to_dict(), gems=e.gems, taken=e.taken) for e in p.path],
            "carried": self.carried, "chest": self.chest, "carried_all": list(p.carried_all),
            "chests": list(self.chests), "in_cave": list(p.in_cave),
            "hazards_seen": [h.value for h in p.hazards_seen],
            "relics_on_path": [c.to_dict() for c in p.relics_on_path],
            "relic_take_value": p.relic_take_value,
            "relics_held": [list(h) for h in p.relics_held], "relics_taken": p.relics_taken,
            "relic_stack": list(p.relic_stack), "deck_remaining": p.deck_remaining.to_dict(),
            "deck_size": p.deck_size, "removed": [c.to_dict() for c in p.removed],
            "history": [{"round": r.round, "reason": r.reason.value,
                         "cards_revealed": r.cards_revealed,
                         "hazard": r.hazard.value if r.hazard else None,
                         "banked": list(r.banked), "relic_points": list(r.relic_points)}
                        for r in p.history],
            "phase": p.phase,
        }

    def __repr__(self) -> str:
        p = self._public
        return (f"SeatView(seat={self.seat}, round={p.round}, carried={self.carried}, "
                f"chest={self.chest}, path={[str(e.card) for e in p.path]}, in_cave={p.in_cave})")
