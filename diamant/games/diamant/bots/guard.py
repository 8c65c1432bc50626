"""Third-party bots at a headless table (`diamant simulate`): a time limit per decision, a clear
error naming the bot for anything else than a decision, and, with `isolate`, a process of its own.

In-process (the default) a plugin bot is a function call: it gets the engine's own `SeatView`,
whose attributes are immutable all the way down, and its answer is checked. Nothing wraps the call
(a wrapper per decision cost the fast engine a fifth of its pace): a decision that takes longer
than the limit is interrupted by a watchdog thread that watches the main thread's stack for the
bot's code and signals it (`FrameWatchdog`: POSIX, and only while the bot runs Python code); a
bot that refuses the interrupt (catches it, ignores the signal) and is still in the same call a
grace later ends the process with one line naming it (exit status 3); a constructor runs under
the same limit (`built`). An error coming out of the game is put on the bot whose code its
traceback runs (`culprit`); a bot whose decision is not Python code of its own is called through
a wrapper (`shielded`). An answer passes only as a `Decision` or an exact `str` (the engine checks
the type where it maps an answer; a wrapper checks it inline): a `str` subclass's methods are the
bot's code. What in-process cannot stop: Python lets any code in the process
reach anything (`gc`, frames, `tuple.__getitem__`, `object.__setattr__`), so a bot that sets out
to read the deck or the seed, or to end the process, can.

Isolated (`isolate=True`), each plugin seat's bot runs in a child process (`python -m
diamant.games.diamant.bots.isolate`) that receives only its view, serialised (`SeatView.to_dict`, rebuilt there
into a `SeatView`), and a seed of its own from which the game's seed cannot be worked out. The
answer comes back as one line of JSON; a child that is slow is killed, one that ends or answers
nonsense stops the run with a message naming the bot.
"""

from __future__ import annotations

import logging
from types import CodeType
from typing import Any, Callable

from diamant.botguard import DEFAULT_TIMEOUT, BotProcess, FrameWatchdog, TookTooLong, decision_code
from diamant.games.diamant.engine import Decision, RulesError, SeatView

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


def failed(name: str, exc: BaseException, timeout: float) -> BotError:
    """The BotError naming the bot whose decision raised `exc` (TookTooLong: ran out of time)."""
    if isinstance(exc, TookTooLong):
        return BotError(f"bot {name!r} took longer than {timeout:g} s to decide (--bot-timeout)")
    return BotError(f"bot {name!r} failed to decide: {type(exc).__name__}: {str(exc)[:120]}")


def exact(name: str, answer: Any) -> Any:
    """`answer` when it is a `Decision` or a plain `str` (the engine reads it); anything else,
    a `str` subclass too (its methods are the bot's code, run by the engine), is a BotError."""
    cls = type(answer)
    if cls is Decision or cls is str:
        return answer
    raise BotError(f"bot {name!r} answered {shown(answer)}, not 'continue' or 'leave'")


def shown(answer: Any) -> str:
    """An answer as a message says it: a built-in value by its repr, anything else by its type
    alone (its repr would be the bot's code)."""
    cls = type(answer)
    if cls in _SHOWN:
        return _short(answer)
    return f"an object of type {cls.__name__[:60]}"


#: the types whose repr is the interpreter's own, not a bot's
_SHOWN = frozenset({str, int, float, bool, type(None), Decision})


def shielded(name: str, decide: Callable[[Any], Any], timeout: float) -> Callable[[Any], Any]:
    """`decide` of a plugin bot whose own code a frame cannot name (C code, or code shared with
    another bot or with the game): called through this function, whose frames the watchdog times
    (SHIELD) and whose errors name the bot."""
    def shield(view: Any) -> Any:
        try:
            answer = decide(view)
        except (Exception, SystemExit, TookTooLong) as exc:  # noqa: BLE001 - boundary: a third-party bot, stopped by name
            raise failed(name, exc, timeout) from None
        kind = type(answer)  # checked inline: a call per decision shows on the plugin line
        return answer if kind is Decision or kind is str else exact(name, answer)
    return shield


#: the code of every `shielded` wrapper: a frame running it is a plugin bot deciding
SHIELD = decision_code(shielded("", print, 0.0))


def culprit(exc: BaseException, codes: dict[CodeType, str]) -> str | None:
    """The name of the plugin bot whose decision `exc` came out of: the outermost frame of its
    traceback running one of `codes` (each plugin bot's first code of a decision, by name)."""
    tb = exc.__traceback__
    while tb is not None:
        name = codes.get(tb.tb_frame.f_code)
        if name is not None:
            return name
        tb = tb.tb_next
    return None


# --------------------------------------------------------------------------------- isolated
class IsolatedBot(BotProcess):
    """One plugin seat's bot in a child process (`python -m diamant.games.diamant.bots.isolate`), for a whole run:
    `new_game` makes the bot of a game there, `decide(view)` sends the view and waits at most
    `timeout` for the answer."""

    def __init__(self, name: str, seat: int, timeout: float) -> None:
        super().__init__("diamant.games.diamant.bots.isolate", name, seat, timeout, BotError)

    def new_game(self, seed: int, ruleset: dict[str, Any]) -> None:
        self.ask({"new": {"seed": seed, "seat": self.seat, "ruleset": ruleset}}, self.build_limit)

    def decide(self, view: SeatView) -> Decision:
        return checked_answer(self.name, self.ask({"view": view.to_dict()}))


__all__ = ["DEFAULT_TIMEOUT", "FrameWatchdog", "IsolatedBot", "SHIELD", "TookTooLong", "checked_answer", "culprit",
           "decision_code", "exact", "failed", "shielded", "shown"]
