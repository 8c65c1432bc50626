"""Per-seat views: everything one seat may know, and nothing more.

A view is an immutable snapshot. It never holds the order of the deck (only how many cards of each
kind, value and hazard type remain: public knowledge), and in secret-chest games it holds no other
seat's chest.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Iterable, Mapping, NamedTuple, NoReturn, TypeVar

from .cards import Card, CardKind, Hazard, Ruleset

if TYPE_CHECKING:
    from .game import Game

_T = TypeVar("_T")


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

    treasures: Mapping[int, int]  # treasure value -> copies left
    hazards: Mapping[Hazard, int]  # hazard type -> copies left
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
            return self.treasure_cards if key is None else self.treasures.get(int(key), 0)
        if kind is CardKind.HAZARD:
            return self.hazard_cards if key is None else self.hazards.get(Hazard(key), 0)
        return self.relics

    @classmethod
    def from_counts(cls, counts: Mapping[Any, int]) -> "DeckCount":
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "treasures": {str(k): v for k, v in sorted(self.treasures.items())},
            "hazards": {h.value: n for h, n in self.hazards.items()},
            "relics": self.relics,
            "relic_values": list(self.relic_values),
        }


_UNSET = object()


class RoundStartCounts(dict[Any, int]):
    """The unrevealed cards by counting key at the start of a round (keys as in
    `DeckCount.from_counts`). A view holding these instead of the current counts subtracts its own
    path: the fast engine (engine/fast.py) hands them out, so no step copies the counters."""

    __slots__ = ()

    def minus_path(self, path: Iterable[Card]) -> dict[Any, int]:
        counts = dict(self)
        for c in path:
            counts[c.key] -= 1
        return counts


def _slot_reader() -> Any:
    """namedtuple's own field descriptor, in C: it reads a tuple's slot directly (not through the
    view's refused `__getitem__`), several times faster than a property calling a lambda."""
    try:
        return importlib.import_module("_collections")._tuplegetter
    except (ImportError, AttributeError):  # pragma: no cover - other Python implementations
        return None


_SLOT = _slot_reader()


def _field(i: int, doc: str) -> Any:
    """A field read by name: slot `i` of the view's tuple (read-only, like a NamedTuple's)."""
    if _SLOT is not None:
        return _SLOT(i, doc)
    return property(lambda self: tuple.__getitem__(self, i), doc=doc)  # pragma: no cover


class PublicView(tuple[Any, ...]):
    """What every seat may know at one moment; shared by the views of that moment.

    An immutable snapshot (a tuple underneath: cheap to build, since the engine builds one per
    step). Derived fields are computed on first use. Holds nothing of the deck but counts.
    """

    __slots__ = ()

    def __new__(cls, game: Game, deck_size: int, counts: dict[Any, int],
                relics_held: tuple[tuple[int, ...], ...]) -> "PublicView":
        """The snapshot of `game` now (built by `Game.public_view`): its public fields, and
        what the game hands over of what it keeps to itself (the deck's size, the unrevealed
        cards by counting key, a copy the view keeps; the values of the relics each seat holds)."""
        rs = game.ruleset
        ic = game.in_cave
        return tuple.__new__(cls, (
            game.players,                                            # 0
            rs,                                                      # 1
            game.round,                                              # 2
            tuple(game.carried),                                     # 3
            None if rs.secret_chests else tuple(game.chests),        # 4
            tuple([i for i in range(game.players) if ic[i]]),        # 5
            game.relics_taken,                                       # 6
            tuple([c.value for c in game.relic_stack]) if game.relic_stack else (),  # 7
            deck_size,                                               # 8
            tuple(game.removed),                                     # 9
            tuple(game.rounds),                                      # 10
            game.phase.value,                                        # 11
            tuple(game.path),                                        # 12
            tuple(game.path_gems),                                   # 13
            tuple(game.path_taken),                                  # 14
            counts,                          # 15: or RoundStartCounts (see there)
            relics_held,                                             # 16
            {},                                                      # 17: cache
        ))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a view is read-only")

    players = _field(0, "number of seats")
    ruleset = _field(1, "the Ruleset")
    round = _field(2, "the round (expedition), 1..rounds")
    carried_all = _field(3, "every seat's carried gems (public)")
    open_chests = _field(4, "every chest, or None in secret-chest games")
    in_cave = _field(5, "seats still in the cave")
    relics_taken = _field(6, "relics taken out of the cave so far in the game")
    relic_stack = _field(7, "relics still to be shuffled in (public), top first")
    deck_size = _field(8, "cards left in the deck")
    removed = _field(9, "cards out of the game (hazards after disasters, lost relics)")
    history = _field(10, "RoundSummary of each finished round")
    phase = _field(11, "not-started, deciding or game-over")
    relics_held = _field(16, "per seat: values of the relics taken (public)")

    @property
    def edition(self) -> str:
        rs: Ruleset = tuple.__getitem__(self, 1)
        return rs.edition.value

    @property
    def rounds(self) -> int:
        rs: Ruleset = tuple.__getitem__(self, 1)
        return rs.rounds

    def _cached(self, key: str) -> Any:
        """A derived field, computed on first use by its own `_make_<key>` (only: what is kept
        for the other seats of this moment is never a value handed in from outside)."""
        cache: dict[str, Any] = tuple.__getitem__(self, 17)
        v = cache.get(key, _UNSET)
        if v is _UNSET:
            v = cache[key] = getattr(self, "_make_" + key)()
        return v

    # a view is read through its attributes: its parts (what the engine shares between the
    # seats of one moment) are not handed out by indexing or iterating it
    def __getitem__(self, index: Any) -> NoReturn:  # refused on purpose
        raise TypeError("a view is read through its attributes, not by index")

    def __iter__(self) -> NoReturn:  # refused on purpose
        raise TypeError("a view is read through its attributes, not by iterating it")

    # the path as three tuples (cards, gems on each, relic taken from each): fields 12-14 here;
    # FastPublicView keeps them differently and overrides these three
    def _cards(self) -> tuple[Card, ...]:
        return tuple.__getitem__(self, 12)

    def _gems(self) -> tuple[int, ...]:
        return tuple.__getitem__(self, 13)

    def _taken(self) -> tuple[bool, ...]:
        return tuple.__getitem__(self, 14)

    @property
    def path(self) -> tuple[PathEntry, ...]:
        made: tuple[PathEntry, ...] = self._cached("path")
        return made

    def _make_path(self) -> tuple[PathEntry, ...]:
        return tuple(map(PathEntry, self._cards(), self._gems(), self._taken()))

    @property
    def hazards_seen(self) -> tuple[Hazard, ...]:
        return tuple([c.hazard for c in self._cards() if c.hazard is not None])

    @property
    def relics_on_path(self) -> tuple[Card, ...]:
        made: tuple[Card, ...] = self._cached("relics")
        return made

    def _make_relics(self) -> tuple[Card, ...]:
        return tuple([c for c, t in zip(self._cards(), self._taken())
                      if c.kind is CardKind.RELIC and not t])

    @property
    def relic_take_value(self) -> int:
        # relic values by order depend on relics_taken, captured with this snapshot
        made: int = self._cached("relic_value")
        return made

    def _make_relic_value(self) -> int:
        rs: Ruleset = self.ruleset
        return sum(rs.relic_values_for(self.relics_taken, self.relics_on_path))

    @property
    def deck_remaining(self) -> DeckCount:
        made: DeckCount = self._cached("deck")
        return made

    def _make_deck(self) -> DeckCount:
        counts = tuple.__getitem__(self, 15)
        if counts.__class__ is RoundStartCounts:
            counts = counts.minus_path(self._cards())
        return DeckCount.from_counts(counts)

    @property
    def pool(self) -> int:
        return sum(self._gems())


class FastPublicView(PublicView):
    """The public view the fast engine (engine/fast.py) hands out: the same fields with the same
    values as `PublicView`, built without copying the round's path at every step.

    Differences underneath (fields by index): 3 holds the gems each seat in the cave carries
    (they all carry the same; a seat out of the cave carries none) instead of the tuple; 12 and
    13 hold the engine's path (card ids) and gem lists for this round, of which the first
    field-18 entries are this view's path (the engine only appends to these lists, and copies
    the gem list before changing an entry, so a kept view stays a snapshot); 14 holds the taken
    flags as they were last rebuilt (entries past its end are False); 19 is the edition's cards
    by id. The tuples are built on first use.
    """

    __slots__ = ()

    def __new__(cls, *args: object, **kwargs: object) -> "FastPublicView":  # built by the fast engine with tuple.__new__ only
        raise TypeError("FastPublicView is built by the fast engine")

    @property
    def carried_all(self) -> tuple[int, ...]:
        """every seat's carried gems (public)"""
        made: tuple[int, ...] = self._cached("carried")
        return made

    def _make_carried(self) -> tuple[int, ...]:
        g = tuple.__getitem__
        each, inside = g(self, 3), g(self, 5)
        return tuple([each if s in inside else 0 for s in range(g(self, 0))])

    def _cards(self) -> tuple[Card, ...]:
        made: tuple[Card, ...] = self._cached("cards")
        return made

    def _make_cards(self) -> tuple[Card, ...]:
        g = tuple.__getitem__
        return tuple(map(g(self, 19).__getitem__, g(self, 12)[:g(self, 18)]))

    def _gems(self) -> tuple[int, ...]:
        made: tuple[int, ...] = self._cached("gems")
        return made

    def _make_gems(self) -> tuple[int, ...]:
        g = tuple.__getitem__
        return tuple(g(self, 13)[:g(self, 18)])

    def _taken(self) -> tuple[bool, ...]:
        g = tuple.__getitem__
        taken: tuple[bool, ...] = g(self, 14)
        k: int = g(self, 18)
        return taken if len(taken) == k else taken + (False,) * (k - len(taken))


def _delegate(name: str, doc: str) -> property:
    """A field of the seat's public view, read through it (in C: no Python frame of its own; the
    public view's own field is then read as its class, fast or not, defines it)."""
    return property(attrgetter("_public." + name), doc=doc)


class SeatView(tuple[Any, ...]):
    """The game as seen from one seat. Bots and the screen for a seat see only this.

    Immutable (a tuple underneath). Never holds the deck order; in secret-chest games never
    another seat's chest.
    """

    __slots__ = ()  # no __new__ of its own: SeatView((public, seat, carried, chest)), as a tuple

    @classmethod
    def of(cls, public: PublicView, seat: int, carried: int, chest: int) -> "SeatView":
        """The view of `seat` (its carried gems, its chest) at the moment of `public`."""
        return tuple.__new__(cls, (public, seat, carried, chest))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a view is read-only")

    def __getitem__(self, index: Any) -> NoReturn:  # refused on purpose
        raise TypeError("a view is read through its attributes, not by index")

    def __iter__(self) -> NoReturn:  # refused on purpose
        raise TypeError("a view is read through its attributes, not by iterating it")

    _public = _field(0, "the public view of this moment (shared by its seats)")
    seat = _field(1, "this seat")
    carried = _field(2, "own carried gems (at risk)")
    chest = _field(3, "own chest")

    players = _delegate("players", "number of seats")
    edition = _delegate("edition", "preset name: classic, iello, relic-hunt, incan-gold, custom")
    ruleset = _delegate("ruleset", "the Ruleset")
    round = _delegate("round", "the round (expedition), 1..rounds")
    rounds = _delegate("rounds", "rounds in the game (5)")
    path = _delegate("path", "this round's revealed cards in order: tuple of PathEntry")
    carried_all = _delegate("carried_all", "every seat's carried gems (public)")
    in_cave = _delegate("in_cave", "seats still in the cave")
    hazards_seen = _delegate("hazards_seen", "hazard types on the path this round, in order")
    relics_on_path = _delegate("relics_on_path", "relic cards lying on the path, not taken")
    relic_take_value = _delegate("relic_take_value", "points a lone leaver gets for them now")
    relics_held = _delegate("relics_held", "per seat: values of the relics taken (public)")
    relics_taken = _delegate("relics_taken", "relics taken out of the cave so far in the game")
    relic_stack = _delegate("relic_stack", "relics still to be shuffled in (public), top first")
    deck_remaining = _delegate("deck_remaining", "DeckCount of the unrevealed cards (no order)")
    deck_size = _delegate("deck_size", "cards left in the deck")
    removed = _delegate("removed", "cards out of the game (hazards after disasters, lost relics)")
    history = _delegate("history", "RoundSummary of each finished round")
    phase = _delegate("phase", "not-started, deciding or game-over")

    @property
    def chests(self) -> tuple[int | None, ...]:
        """Every chest; None where it is secret to this seat."""
        pub = self._public
        if pub.open_chests is not None:
            chests: tuple[int, ...] = pub.open_chests
            return chests
        return tuple(self.chest if i == self.seat else None for i in range(pub.players))

    @property
    def secret_chests(self) -> bool:
        return self._public.open_chests is None

    @property
    def pool(self) -> int:
        """Gems lying on the path, to be shared by whoever leaves."""
        pool: int = self._public.pool
        return pool

    @property
    def i_am_in_cave(self) -> bool:
        return self.seat in self._public.in_cave

    def score(self, seat: int | None = None) -> int | None:
        """A seat's score so far (chest + relics), or None when its chest is secret to this seat."""
        s = self.seat if seat is None else seat
        chest = self.chests[s]
        return None if chest is None else chest + sum(self._public.relics_held[s])

    def to_dict(self) -> dict[str, Any]:
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


class FastSeatView(SeatView):
    """The seat view the fast engine (engine/fast.py) hands out: a `SeatView` whose public part
    (a `FastPublicView`) is built only when first read, once per step for all the seats of that
    step. Fields by index: 0 the engine's public state since its last change, 1 seat, 2 carried,
    3 chest (as in `SeatView`), 4 cards on the path, 5 the step's cell (a dict shared by the
    seats of the step) that keeps the public view once built.

    The public state (field 0), by index: 0 players, 1 ruleset, 2 round, 3 open chests (or
    None), 4 seats in the cave, 5 relics taken, 6 relic stack values, 7 removed cards, 8 round
    summaries, 9 round-start counts, 10 relics held, 11 path card ids, 12 gems on the path, 13
    taken flags, 14 deck size at the round's start, 15 the edition's cards by id. Every seat in
    the cave carries the same gems: the view's own `carried`.
    """

    __slots__ = ()  # and no __new__: the engine builds it as FastSeatView.__new__(cls, fields)

    @property
    def _public(self) -> PublicView:
        g = tuple.__getitem__
        cell = g(self, 5)
        pub = cell.get(0)
        if pub is None:
            st = g(self, 0)
            k = g(self, 4)
            pub = cell[0] = tuple.__new__(FastPublicView, (
                st[0], st[1], st[2], g(self, 2), st[3], st[4], st[5], st[6], st[14] - k, st[7],
                st[8], "deciding", st[11], st[12], st[13], st[9], st[10], {}, k, st[15]))
        made: PublicView = pub
        return made
