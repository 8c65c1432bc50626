"""What happened in a game of Diamonds Club, in order: the log and the screens are built from these.

Each event is a frozen dataclass; `to_dict()` gives plain JSON with its "type". Names are those of
the notation of DIAMONDS-CLUB.md: market spaces `c<column>r<row>`, items as in the card table,
gems, tracks and park kinds by their names. Events show only public information: a round's
market appears when it is dealt, never before.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import ClassVar

from diamant.events import GameEvent


@dataclass(frozen=True, slots=True)
class ClubEvent(GameEvent):
    """Diamonds Club's events, frozen; `to_dict()` is the neutral base's."""


@dataclass(frozen=True, slots=True)
class RoundStarted(ClubEvent):
    """A round begins: its market (card sides in slot order) and the buying order from the leader."""

    type: ClassVar[str] = "round-started"
    round: int
    leader: int
    cards: tuple[str, ...]
    order: tuple[int, ...]  # phase 2: the leader, then clockwise


@dataclass(frozen=True, slots=True)
class Bought(ClubEvent):
    """`seat` put `coins` coins on a market space and got its item (`track` for a "?" step)."""

    type: ClassVar[str] = "bought"
    seat: int
    space: str
    item: str
    coins: int
    track: str | None = None


@dataclass(frozen=True, slots=True)
class TokenTaken(ClubEvent):
    """A production token (`blue`, `R3`, `S5` ...) now lies before `seat`."""

    type: ClassVar[str] = "token-taken"
    seat: int
    token: str


@dataclass(frozen=True, slots=True)
class TurnMoved(ClubEvent):
    """`seat`'s turn-track marker moved from space `start` to `end` (10 = "10+"), on top of
    `below` markers there (`end == start` when it was already at 10+ and went on top again;
    `steps` 0 when, under rules version 1, a marker on 10+ stayed where it lay)."""

    type: ClassVar[str] = "turn-moved"
    seat: int
    steps: int
    start: int
    end: int
    below: int


@dataclass(frozen=True, slots=True)
class TrackStepped(ClubEvent):
    """`seat` stepped on a development track; `lost` when it was already at its end."""

    type: ClassVar[str] = "track-stepped"
    seat: int
    track: str
    level: int  # the space it is on now (0 = the first)
    lost: bool


@dataclass(frozen=True, slots=True)
class CoinGained(ClubEvent):
    """A money step paid a coin from the bank at once."""

    type: ClassVar[str] = "coin-gained"
    seat: int
    coins: int


@dataclass(frozen=True, slots=True)
class TilePlaced(ClubEvent):
    """A tile went into `seat`'s park: `area` is "required", "light" or "dark"; a forest names the
    landscape stack it was taken from."""

    type: ClassVar[str] = "tile-placed"
    seat: int
    tile: str
    area: str
    stack: str | None = None


@dataclass(frozen=True, slots=True)
class Passed(ClubEvent):
    type: ClassVar[str] = "passed"
    seat: int
    phase: str  # "buy" or "build"


@dataclass(frozen=True, slots=True)
class DiamondAwarded(ClubEvent):
    """Phase 3: a diamond for the most coins left (`reason` "coins", `amount` = those coins) or for
    the lead on the turn track (`reason` "lead", `amount` = the space)."""

    type: ClassVar[str] = "diamond-awarded"
    seat: int
    reason: str
    amount: int


@dataclass(frozen=True, slots=True)
class LeaderChosen(ClubEvent):
    """After phase 3: the leader (top of the rightmost stack) and the turn order of phases 4 and 5."""

    type: ClassVar[str] = "leader-chosen"
    leader: int
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PhaseStarted(ClubEvent):
    type: ClassVar[str] = "phase-started"
    round: int
    phase: str  # "buy", "gems", "build"


@dataclass(frozen=True, slots=True)
class SetSold(ClubEvent):
    """One set sold: the mine's colour, the rights and ship capacities; `gems` of that colour and
    `diamonds` gained (the technology bonus included)."""

    type: ClassVar[str] = "set-sold"
    seat: int
    colour: str
    rights: int
    ship: int
    gems: int
    diamonds: int


@dataclass(frozen=True, slots=True)
class TokensKept(ClubEvent):
    type: ClassVar[str] = "tokens-kept"
    seat: int
    kept: tuple[str, ...]
    returned: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Built(ClubEvent):
    """`seat` built `tile` (a landscape object or "forest") with price tile `price_tile` (the
    tile's own, or "any" for the any landscape object tile), paying `payment` (gems in the
    canonical order); `extra` of those were for other players' markers on that price tile."""

    type: ClassVar[str] = "built"
    seat: int
    tile: str
    payment: tuple[str, ...]
    extra: int
    price_tile: str = ""


@dataclass(frozen=True, slots=True)
class BonusAwarded(ClubEvent):
    """A bonus card: `card` is "three-<object>", "four-different" or "five-alike"; `nth` is 2 for
    the second card of the last two kinds."""

    type: ClassVar[str] = "bonus-awarded"
    seat: int
    card: str
    points: int
    nth: int


@dataclass(frozen=True, slots=True)
class EndTriggered(ClubEvent):
    """`seat` filled all light-green spaces: this round is the last (`reason` "park"), or the
    game ends for want of any possible end (`reason` "stuck" / "round-limit")."""

    type: ClassVar[str] = "end-triggered"
    seat: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class RoundEnded(ClubEvent):
    """The end-of-round step: each seat's coins for the next round and the new turn track."""

    type: ClassVar[str] = "round-ended"
    round: int
    coins: tuple[int, ...]
    leader: int


@dataclass(frozen=True, slots=True)
class ScoreLine(ClubEvent):
    type: ClassVar[str] = "score"
    seat: int
    objects: int
    forests: int
    animals: int
    bonus: int
    tracks: int
    total: int
    eligible: bool
    gems: int


@dataclass(frozen=True, slots=True)
class GameEnded(ClubEvent):
    type: ClassVar[str] = "game-ended"
    round: int
    scores: tuple[ScoreLine, ...]
    winners: tuple[int, ...]


EVENT_TYPES: dict[str, type[ClubEvent]] = {
    cls.type: cls for cls in (RoundStarted, Bought, TokenTaken, TurnMoved, TrackStepped, CoinGained,
                              TilePlaced, Passed, DiamondAwarded, LeaderChosen, PhaseStarted, SetSold,
                              TokensKept, Built, BonusAwarded, EndTriggered, RoundEnded, ScoreLine,
                              GameEnded)}


def _quick_init(cls: type[ClubEvent]) -> None:
    """Give a frozen event class an __init__ that fills its slots through their descriptors.

    The engine makes two or three events per action, and the dataclass's own __init__ of a frozen
    class goes through object.__setattr__ for every field, about 40% of an event's cost. This one
    takes the same arguments (the same defaults, by position or keyword) and sets the same slots;
    the class stays frozen (assigning to a field later still raises)."""
    params, body, env = [], [], {}
    if any(f.default_factory is not MISSING for f in fields(cls)):
        return  # a field made by a factory: the dataclass's own __init__ knows how
    for f in fields(cls):
        default = f.default
        if default is MISSING:
            params.append(f.name)
        else:
            env[f"_d_{f.name}"] = default
            params.append(f"{f.name}=_d_{f.name}")
        env[f"_s_{f.name}"] = getattr(cls, f.name).__set__
        body.append(f"    _s_{f.name}(self, {f.name})")
    src = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"]) + "\n"
    exec(src, env)  # noqa: S102 - generated from the class's own field names, nothing outside
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]  # a faster __init__, made for this class


for _cls in EVENT_TYPES.values():
    _quick_init(_cls)
