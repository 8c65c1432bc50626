"""Third-party bots at a headless table (`diamant simulate`): a time limit per decision, a clear
error naming the bot for anything else than a decision, and, with `isolate`, a process of its own.

In-process (the default) a plugin bot is a function call: it gets the engine's own `SeatView`,
whose attributes are immutable all the way down, and its answer is checked. A decision that takes
longer than the limit is interrupted (a watchdog thread signals the main thread: POSIX, and only
while the bot runs Python code). What in-process cannot stop: Python lets any code in the process
reach anything (`gc`, frames, `tuple.__getitem__`, `object.__setattr__`), so a bot that sets out
to read the deck or the seed, or to end the process, can.

Isolated (`isolate=True`), each plugin seat's bot runs in a child process (`python -m
diamant.ai.isolate`) that receives only its view, serialised (`SeatView.to_dict`, rebuilt there
into a `SeatView`), and a seed of its own from which the game's seed cannot be worked out. The
answer comes back as one line of JSON; a child that is slow is killed, one that ends or answers
nonsense stops the run with a message naming the bot.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from diamant.botguard import DEFAULT_TIMEOUT, BotProcess, TookTooLong, Watchdog
from diamant.engine import Decision, RulesError, SeatView

from .base import BotError

log = logging.getLogger(__name__)



def _short(value: Any, limit: int = 60) -> str:
    try:
        text = repr(value)
    except Exception as exc:  # noqa: BLE001 - boundary: a third-party bot's answer, said by name
        log.info("a bot's answer could not be shown: %r", exc)
        text = f"an object of type {type(value).__name__} that cannot be shown"
    return text if len(text) <= limit else text[:limit] + "..."


def checked_answer(name: str, answer: Any) -> Decision:
    if answer.__class__ is Decision:
        return answer
    try:
        return Decision.parse(answer)
    except RulesError:
        raise BotError(f"bot {name!r} answered {_short(answer)}, not 'continue' or 'leave'") from None


def exact(name: str, answer: Any) -> Any:
    """`answer` when it is a `Decision` or a plain `str` (the engine reads it); anything else,
    a `str` subclass too (its methods are the bot's code, run by the engine), is a BotError."""
    cls = type(answer)
    if cls is Decision or cls is str:
        return answer
    raise BotError(f"bot {name!r} answered an object of type {cls.__name__[:60]}, "
                   "not 'continue' or 'leave'")


def guarded(name: str, decide: Callable[[Any], Any], watchdog: Watchdog | None) -> Callable[[Any], Any]:
    """`decide` of a plugin bot, stopped with BotError (naming the bot) when it raises, exits,
    runs past the watchdog's limit, or answers anything else than a `Decision` or a plain `str`
    (which the engine then checks: BadAnswer, and the runner names the bot)."""
    if watchdog is None or not watchdog.active:
        def plain(view: Any) -> Any:
            try:
                answer = decide(view)
            except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, stopped by name
                raise BotError(f"bot {name!r} failed to decide: {type(exc).__name__}: "
                               f"{str(exc)[:120]}") from None
            kind = type(answer)
            return answer if kind is Decision or kind is str else exact(name, answer)
        return plain
    clock = time.monotonic

    def timed(view: Any) -> Any:
        watchdog.started = clock()
        watchdog.deciding = name
        try:
            answer = decide(view)
        except TookTooLong:
            raise BotError(f"bot {name!r} took longer than {watchdog.timeout:g} s to decide "
                           f"(--bot-timeout)") from None
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, stopped by name
            raise BotError(f"bot {name!r} failed to decide: {type(exc).__name__}: "
                           f"{str(exc)[:120]}") from None
        finally:
            watchdog.deciding = None
        kind = type(answer)  # checked inline: a call per decision shows on the plugin line
        return answer if kind is Decision or kind is str else exact(name, answer)
    return timed


# --------------------------------------------------------------------------------- isolated
class IsolatedBot(BotProcess):
    """One plugin seat's bot in a child process (`python -m diamant.ai.isolate`), for a whole run:
    `new_game` makes the bot of a game there, `decide(view)` sends the view and waits at most
    `timeout` for the answer."""

    def __init__(self, name: str, seat: int, timeout: float) -> None:
        super().__init__("diamant.ai.isolate", name, seat, timeout, BotError)

    def new_game(self, seed: int, ruleset: dict[str, Any]) -> None:
        self.ask({"new": {"seed": seed, "seat": self.seat, "ruleset": ruleset}}, self.build_limit)

    def decide(self, view: SeatView) -> Decision:
        return checked_answer(self.name, self.ask({"view": view.to_dict()}))


__all__ = ["DEFAULT_TIMEOUT", "Watchdog", "guarded", "IsolatedBot", "checked_answer"]
