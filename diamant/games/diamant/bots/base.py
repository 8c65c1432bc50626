"""The bot protocol, bot loading, and the simplest bots.

A bot is either
- a callable `bot(view) -> "continue" | "leave" | Decision`, or
- an object with a `decide(view)` method returning the same.
A class given by name is instantiated once per seat, as `cls()` or, if it accepts them,
`cls(seed=..., seat=...)`. Built-in bots are registered by name in `BOTS`.
See docs/bots.md.
"""

from __future__ import annotations

import logging
import random
from typing import Any, Callable, Iterable, Protocol, Sequence, runtime_checkable

from diamant.games.diamant.engine import CardKind, DeckCount, Decision, SeatView
from diamant.plugins import resolve_bot

try:  # the C core of random.Random, as the engine uses: the same sequence for the same seed
    from _random import Random as _Random
except ImportError:  # pragma: no cover - other Python implementations
    from random import Random as _Random  # type: ignore[assignment]  # the same class in pure Python

log = logging.getLogger(__name__)

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE


class BotError(ValueError):
    """A bot that cannot be found, built, or that answered something that is not a decision."""


@runtime_checkable
class Bot(Protocol):
    def decide(self, view: SeatView) -> Decision | str: ...


BotFactory = Callable[..., Any]
BOTS: dict[str, BotFactory] = {}  # built-in bots by name: factory(seed=, seat=) -> bot


def register(name: str) -> Callable[[BotFactory], BotFactory]:
    def deco(factory: BotFactory) -> BotFactory:
        BOTS[name] = factory
        return factory
    return deco


# ---------------------------------------------------------------------------------------------
# helpers that many bots share (public knowledge only)
def disaster_risk(view: SeatView) -> float:
    """Chance that the next card ends the expedition: a hazard whose type is already on the path."""
    deck: DeckCount = view.deck_remaining
    total = deck.total
    if not total:
        return 0.0
    seen = set(view.hazards_seen)
    deadly = sum(n for h, n in deck.hazards.items() if h in seen)
    return deadly / total


def expected_gain(view: SeatView, explorers: int | None = None) -> float:
    """Gems one more card is expected to bring to each explorer who stays (treasures only), when
    ``explorers`` share it (default: everybody in the cave)."""
    deck: DeckCount = view.deck_remaining
    total = deck.total
    if not total:
        return 0.0
    n = explorers or max(1, len(view.in_cave))
    return sum((v // n) * c for v, c in deck.treasures.items()) / total


# ---------------------------------------------------------------------------------------------
# simple bots (the published kinds of heuristics)
class RandomBot:
    """Continues with a fixed probability (0.5 unless told otherwise)."""

    def __init__(self, seed: int | None = None, seat: int = 0, p_continue: float = 0.5) -> None:
        # an integer seed: the C core of random.Random, as the engine uses (the same numbers for
        # the same seed, made without random.Random's Python-level __init__ and seed: four of
        # these are made per game of `diamant simulate`)
        self.rng: _Random = _Random(seed) if seed is None or type(seed) is int else random.Random(seed)
        self.p = p_continue
        self._draw = self.rng.random

    def decide(self, view: SeatView) -> Decision:
        return CONTINUE if self._draw() < self.p else LEAVE


class ThresholdBot:
    """Leaves when a single measured quantity reaches a threshold."""

    def __init__(self, kind: str, limit: float) -> None:
        self.kind, self.limit = kind, limit

    def decide(self, view: SeatView) -> Decision:
        k = self.kind
        if k == "gems":
            leave = view.carried >= self.limit
        elif k == "hazards":
            leave = len(view.hazards_seen) >= self.limit
        elif k == "cards":
            leave = len(view.path) >= self.limit
        elif k == "risk":
            leave = disaster_risk(view) >= self.limit
        else:  # pragma: no cover - guarded by the constructors below
            raise BotError(f"unknown threshold kind {k!r}")
        return LEAVE if leave else CONTINUE


class CountingBot:
    """The plain card-counting rule: leave when one more card is expected to lose more than it
    brings.

    Staying for one more card risks (with the chance of a disaster) everything leaving now would
    bank: the carried gems, the pool of the path (taken whole by a lone leaver) and the relics on
    the path. It brings the expected share of the next card's treasure (hazards and relics bring
    nothing, so the expectation runs over the whole deck).
    """

    def decide(self, view: SeatView) -> Decision:
        at_stake = view.carried + view.pool + view.relic_take_value
        loss = disaster_risk(view) * at_stake
        gain = expected_gain(view)
        return LEAVE if loss > gain else CONTINUE


register("random")(lambda seed=None, seat=0: RandomBot(seed, seat, 0.5))
register("p85")(lambda seed=None, seat=0: RandomBot(seed, seat, 0.85))
register("gems10")(lambda seed=None, seat=0: ThresholdBot("gems", 10))
register("gems15")(lambda seed=None, seat=0: ThresholdBot("gems", 15))
register("hazards2")(lambda seed=None, seat=0: ThresholdBot("hazards", 2))
register("cards6")(lambda seed=None, seat=0: ThresholdBot("cards", 6))
register("risk20")(lambda seed=None, seat=0: ThresholdBot("risk", 0.2))
register("counter-rule")(lambda seed=None, seat=0: CountingBot())


# ---------------------------------------------------------------------------------------------
# loading and calling
def bot_factory(name: str) -> Callable[[int | None, int], Any]:
    """Resolve a bot name once (built-in name or `package.module:attribute`): the result makes a
    seat's bot object as `factory(seed, seat)`. `make_bot` is `as_decider(factory(seed, seat))`;
    headless runs resolve each name once per run and call the factory per game."""
    return resolve_bot(name, BOTS, BotError, "unknown bot")  # plugins get a hashed seed there


def decide_function(obj: Any, name: str = "bot") -> Callable[[SeatView], Any]:
    """The bare callable of a bot object: its `decide` method, or the object itself. Its answers
    are not checked: `as_decider` wraps it with the check, the fast engine maps them itself."""
    decide = getattr(obj, "decide", None)
    fn = decide if callable(decide) else obj
    if not callable(fn):
        raise BotError(f"{name!r} is neither callable nor has a decide(view) method")
    found: Callable[[SeatView], Any] = fn
    return found


def make_bot(name: str, seed: int | None = None, seat: int = 0) -> Callable[[SeatView], Decision]:
    """A decision function for one seat, from a built-in name or `package.module:attribute`."""
    return as_decider(bot_factory(name)(seed, seat), name.strip())


def as_decider(obj: Any, name: str = "bot") -> Callable[[SeatView], Decision]:
    fn = decide_function(obj, name)

    def decider(view: SeatView) -> Decision:
        answer = fn(view)
        if answer.__class__ is Decision:
            return answer
        try:
            return Decision.parse(answer)
        except ValueError:
            raise BotError(f"bot {name!r} answered {answer!r}, not 'continue' or 'leave'") from None

    decider.bot = obj  # type: ignore[attr-defined]  # the screens read which bot a decider asks
    decider.bot_name = name  # type: ignore[attr-defined]  # and by what name
    return decider


def meet_table(bots: Iterable[Any], kinds: Sequence[str | None]) -> None:
    """Show every bot that asks for it (a `meet(kinds)` method) the table's public seat labels:
    each seat's bot level or plugin name, None for a person. Every player at the table sees them
    in the lobby and on the seats; a bot is free to ignore them. `bots` are bot objects or the
    deciders `make_bot` returns."""
    labels = tuple(kinds)
    for obj in bots:
        meet = getattr(getattr(obj, "bot", obj), "meet", None)
        if callable(meet):
            meet(labels)


def bot_seed(game_seed: int, seat: int) -> int:
    """Each bot owns its RNG, seeded from the game's seed and its seat: games replay exactly."""
    return (game_seed * 1_000_003 + seat * 7_919 + 17) % (2**63)


__all__ = ["Bot", "BotError", "BOTS", "register", "make_bot", "as_decider", "bot_seed",
           "bot_factory", "decide_function",
           "disaster_risk", "expected_gain", "RandomBot", "ThresholdBot", "CountingBot",
           "CONTINUE", "LEAVE", "CardKind"]
