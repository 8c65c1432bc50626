"""Diamonds Club bots: the built-in levels and plugins loaded by name.

A bot is either a function `decide(state, legal) -> action`, or a class built once per seat and
game with the keywords `seed=` and `seat=` (those it accepts) whose instances have
`decide(state, legal)`. `state` is `ClubGame.state()` (plain JSON, no future market deal), `legal`
the list of actions the engine offers. Built-in names: see `LEVELS`; any other name is
`package.module:name` (diamant.plugins loads it, as Diamant's bots are loaded).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from diamant.plugins import resolve_bot

from .levels import LEVELS, BeginnerBot, MasterBot, RandomBot, SteadyBot

Decide = Callable[[dict[str, Any], list[str]], str]
Factory = Callable[[Any, int], Any]

#: The ladder, weakest first (what a player picks from).
LADDER = ("beginner", "steady", "master")


class ClubBotError(ValueError):
    """A bot that cannot be found or built, that fails, or that answers an illegal action."""


def bot_factory(name: str) -> Factory:
    """Resolve a bot name once: the result builds a seat's bot as `factory(seed, seat)`."""
    return resolve_bot(name, LEVELS, ClubBotError, "unknown Diamonds Club bot")


def decide_function(obj: Any, name: str) -> Decide:
    """The bot's `decide` method, or the bot itself when it is a function."""
    decide = getattr(obj, "decide", None)
    fn = decide if callable(decide) else obj
    if not callable(fn):
        raise ClubBotError(f"bot {name!r} is neither a function nor has a decide(state, legal) method")
    return fn  # type: ignore[no-any-return]


def make_bot(name: str, seed: int | None = None, seat: int = 0) -> Decide:
    """A seat's decide function, from a built-in name or `package.module:name`."""
    return decide_function(bot_factory(name)(seed, seat), name.strip())


def bot_seed(game_seed: int, seat: int) -> int:
    """Each bot owns its RNG, seeded from the game's seed and its seat: games replay exactly."""
    return (game_seed * 1_000_003 + seat * 7_919 + 29) % (2**63)


def seat_bots(names: Sequence[str], players: int) -> list[str]:
    """Fewer names than seats: the last one fills the rest."""
    names = [n.strip() for n in names if n and n.strip()]
    if not names:
        raise ClubBotError("at least one bot name is needed")
    if len(names) > players:
        raise ClubBotError(f"{len(names)} bots named for {players} seats")
    return names + [names[-1]] * (players - len(names))


__all__ = ["ClubBotError", "LEVELS", "LADDER", "RandomBot", "BeginnerBot", "SteadyBot",
           "MasterBot", "bot_factory", "decide_function", "make_bot", "bot_seed", "seat_bots"]
