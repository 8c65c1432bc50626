"""Cards, hazards, editions and rulesets: the components of docs/rules.md as typed values."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Sequence

from diamant.errors import RulesError as RulesError  # the neutral class, shared with Diamonds Club

from . import rules


def _short(value: object, limit: int = 60) -> str:
    """A bit of what was found, for a message of one line (a file may hold anything)."""
    try:
        text = repr(value)
    except RecursionError:
        text = "a deeply nested value"
    return text if len(text) <= limit else text[:limit] + "..."


class CardKind(str, Enum):
    TREASURE = "treasure"
    HAZARD = "hazard"
    RELIC = "relic"


class Hazard(str, Enum):
    """The five hazard (trap) types of the Iello theme."""

    SPIDERS = "spiders"
    SNAKES = "snakes"
    LAVA = "lava"
    BOULDERS = "boulders"
    RAMS = "rams"


#: each hazard type's bit in a mask of the hazard types seen on the path this round (rules.py)
HAZARD_BITS: dict[Hazard, int] = {h: 1 << i for i, h in enumerate(Hazard)}


class Decision(str, Enum):
    CONTINUE = "continue"
    LEAVE = "leave"

    @classmethod
    def parse(cls, value: Any) -> "Decision":
        """Accept a Decision or the strings "continue" / "leave" (any case)."""
        if isinstance(value, Decision):
            return value
        if isinstance(value, str):
            v = value.strip().lower()
            if v == "continue":
                return cls.CONTINUE
            if v == "leave":
                return cls.LEAVE
        raise RulesError(f"a decision must be 'continue' or 'leave', not {_short(value)}")


@dataclass(frozen=True, slots=True)
class Card:
    """One expedition card. `id` is unique within a game's deck.

    Treasure: `value` is its gems. Hazard: `hazard` is its type. Relic: `idol` (1-5) tells the
    relics apart and `value` is the printed value (Relic hunt) or 0 when the value depends on the
    order in which relics are taken out of the cave.
    """

    id: int
    kind: CardKind
    value: int = 0
    hazard: Hazard | None = None
    idol: int = 0
    #: the counting key of the unrevealed cards (`rules.count_key`): set from the fields above
    key: Any = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", rules.count_key(self.kind, self.value, self.hazard))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "kind": self.kind.value}
        if self.kind is CardKind.TREASURE:
            d["value"] = self.value
        elif self.kind is CardKind.HAZARD:
            d["hazard"] = self.hazard.value  # type: ignore[union-attr]  # a hazard card always has its Hazard
        else:
            d["idol"] = self.idol
            if self.value:
                d["value"] = self.value
        return d

    def __str__(self) -> str:
        if self.kind is CardKind.TREASURE:
            return f"treasure {self.value}"
        if self.kind is CardKind.HAZARD:
            return f"hazard {self.hazard.value}"  # type: ignore[union-attr]  # a hazard card always has its Hazard
        return f"relic {self.idol}" + (f" ({self.value})" if self.value else "")


class Edition(str, Enum):
    CLASSIC = "classic"
    IELLO = "iello"
    RELIC_HUNT = "relic-hunt"
    INCAN_GOLD = "incan-gold"
    CUSTOM = "custom"


class RelicMode(str, Enum):
    NONE = "none"  # no relic cards
    ALL_AT_START = "all-at-start"  # every relic in the deck from round 1
    ONE_PER_ROUND = "one-per-round"  # the next relic of the stack is shuffled in before each round


class RelicValue(str, Enum):
    BY_ORDER = "by-order"  # the k-th relic taken out of the cave over the game is worth relic_values[k]
    PRINTED = "printed"  # each relic is worth its printed value (relic_values, in stack order)


TREASURES: tuple[int, ...] = (1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17)
#: the editions Ruleset.preset knows (every Edition but a custom one)
PRESET_NAMES: tuple[str, ...] = tuple(e.value for e in Edition if e is not Edition.CUSTOM)
#: how many play at most and at least, in every preset edition (Ruleset.min_players/max_players)
MIN_PLAYERS, MAX_PLAYERS = 3, 8
#: the bounds of any ruleset, custom ones included (far beyond every edition's)
MAX_ROUNDS, MAX_SEATS, MAX_CARDS, MAX_CARD_VALUE = 50, 16, 1000, 10_000


@dataclass(frozen=True)
class Ruleset:
    """Everything that differs between editions. Use `Ruleset.preset(name)` for the four presets."""

    edition: Edition = Edition.CLASSIC
    secret_chests: bool = False
    relic_mode: RelicMode = RelicMode.NONE
    relic_value: RelicValue = RelicValue.BY_ORDER
    relic_values: tuple[int, ...] = ()
    treasures: tuple[int, ...] = TREASURES
    hazards: tuple[Hazard, ...] = tuple(Hazard)
    hazard_copies: int = 3
    rounds: int = 5
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    tie_break_relics: bool = False

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str | Edition, *, secret_chests: bool = False) -> "Ruleset":
        key = name.value if isinstance(name, Edition) else str(name).strip().lower()
        key = _ALIASES.get(key, key)
        if key == "classic":
            return cls(Edition.CLASSIC, secret_chests)
        if key == "iello":
            return cls(Edition.IELLO, secret_chests, RelicMode.ALL_AT_START, RelicValue.BY_ORDER,
                       (5, 5, 5, 10, 10))
        if key == "relic-hunt":
            return cls(Edition.RELIC_HUNT, secret_chests, RelicMode.ONE_PER_ROUND,
                       RelicValue.PRINTED, (5, 7, 8, 10, 12))
        if key == "incan-gold":
            return cls(Edition.INCAN_GOLD, secret_chests, RelicMode.ONE_PER_ROUND,
                       RelicValue.BY_ORDER, (5, 5, 5, 10, 10))
        raise RulesError(
            f"unknown edition {_short(name)}; expected one of: {', '.join(PRESET_NAMES)}")

    def __post_init__(self) -> None:
        if self.rounds < 1:
            raise RulesError("a game needs at least one round")
        if not 1 <= self.min_players <= self.max_players:
            raise RulesError("invalid player range")
        if any(v < 0 for v in self.treasures) or self.hazard_copies < 0:
            raise RulesError("card values and copies must not be negative")
        if self.relic_mode is not RelicMode.NONE and not self.relic_values:
            raise RulesError("a ruleset with relics needs relic_values")
        # a hand-made ruleset in a file must not build a deck that takes minutes or gigabytes
        cards = len(self.treasures) + len(self.hazards) * self.hazard_copies + len(self.relic_values)
        if self.rounds > MAX_ROUNDS or self.max_players > MAX_SEATS or cards > MAX_CARDS or \
                any(not 0 <= v <= MAX_CARD_VALUE for v in (*self.treasures, *self.relic_values)):
            raise RulesError(f"a ruleset has at most {MAX_ROUNDS} rounds, {MAX_SEATS} players, "
                             f"{MAX_CARDS} cards and card values up to {MAX_CARD_VALUE}")

    @property
    def name(self) -> str:
        return self.edition.value

    @property
    def relic_count(self) -> int:
        return 0 if self.relic_mode is RelicMode.NONE else len(self.relic_values)

    def relic_values_for(self, taken: int, relics: "Sequence[Card]") -> tuple[int, ...]:
        """What `relics` are worth to a lone leaver when `taken` relics already left the cave."""
        return rules.relic_values(self.relic_value is not RelicValue.PRINTED, self.relic_values, taken,
                            [c.value for c in relics])

    def check_players(self, players: int) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise RulesError(f"the number of players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            raise RulesError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, "
                f"not {players}")

    # -- the deck -----------------------------------------------------------------------------
    def build_cards(self) -> tuple[list[Card], list[Card]]:
        """Return (deck at the start of round 1, relic stack still to be shuffled in)."""
        cards: list[Card] = []
        next_id = 0
        for v in self.treasures:
            cards.append(Card(next_id, CardKind.TREASURE, v))
            next_id += 1
        for h in self.hazards:
            for _ in range(self.hazard_copies):
                cards.append(Card(next_id, CardKind.HAZARD, 0, h))
                next_id += 1
        relics = []
        for i, v in enumerate(self.relic_values if self.relic_count else ()):
            printed = v if self.relic_value is RelicValue.PRINTED else 0
            relics.append(Card(next_id, CardKind.RELIC, printed, None, i + 1))
            next_id += 1
        if self.relic_mode is RelicMode.ALL_AT_START:
            return cards + relics, []
        return cards, relics

    # -- serialisation ------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"edition": self.edition.value, "secret_chests": self.secret_chests}
        if self.edition is Edition.CUSTOM or self != Ruleset.preset(
                self.edition, secret_chests=self.secret_chests):
            d.update({
                "edition": self.edition.value,
                "relic_mode": self.relic_mode.value,
                "relic_value": self.relic_value.value,
                "relic_values": list(self.relic_values),
                "treasures": list(self.treasures),
                "hazards": [h.value for h in self.hazards],
                "hazard_copies": self.hazard_copies,
                "rounds": self.rounds,
                "min_players": self.min_players,
                "max_players": self.max_players,
                "tie_break_relics": self.tie_break_relics,
                "custom": True,
            })
        return d

    @classmethod
    def from_dict(cls, d: object) -> "Ruleset":
        if not isinstance(d, dict) or "edition" not in d:
            raise RulesError("a ruleset needs an 'edition'")
        secret = bool(d.get("secret_chests", False))
        if not d.get("custom"):
            return cls.preset(d["edition"], secret_chests=secret)
        try:
            return cls(
                edition=Edition(d["edition"]),
                secret_chests=secret,
                relic_mode=RelicMode(d["relic_mode"]),
                relic_value=RelicValue(d["relic_value"]),
                relic_values=tuple(int(v) for v in d["relic_values"]),
                treasures=tuple(int(v) for v in d["treasures"]),
                hazards=tuple(Hazard(h) for h in d["hazards"]),
                hazard_copies=int(d["hazard_copies"]),
                rounds=int(d["rounds"]),
                min_players=int(d["min_players"]),
                max_players=int(d["max_players"]),
                tie_break_relics=bool(d.get("tie_break_relics", False)),
            )
        except (KeyError, ValueError, TypeError) as exc:
            raise RulesError(f"invalid custom ruleset: {str(exc)[:100]}") from None


_ALIASES = {
    "classic": "classic", "base": "classic",
    "iello": "iello", "iello-relics": "iello", "iello2016": "iello", "relics": "iello",
    "relic-hunt": "relic-hunt", "relic_hunt": "relic-hunt", "relichunt": "relic-hunt",
    "incan-gold": "incan-gold", "incan_gold": "incan-gold", "incangold": "incan-gold",
}
