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

import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from typing import Any, Callable

from diamant.engine import Decision, RulesError, SeatView

from .base import BotError

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 5.0  # seconds per decision; the slowest built-in level needs well under 0.1


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


class _TookTooLong(BaseException):
    """Raised inside a bot's decision by the watchdog's signal (a BaseException: a bot's own
    `except Exception` does not swallow it)."""


class Watchdog:
    """Interrupts the main thread when one decision runs past `timeout` seconds.

    A decision costs two attribute writes here (no system call, no timer set per call): a thread
    looks at them a few times a second. POSIX only, main thread only; elsewhere it does nothing.
    """

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.deciding: str | None = None  # the name of the bot deciding now
        self.started = 0.0
        self.fired: str | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._old_handler: Any = None
        self.active = (timeout > 0 and hasattr(signal, "pthread_kill")
                       and threading.current_thread() is threading.main_thread())

    def __enter__(self) -> "Watchdog":
        if self.active:
            self._old_handler = signal.signal(signal.SIGALRM, self._on_signal)
            self._main = threading.main_thread().ident
            self._thread = threading.Thread(target=self._watch, name="bot-watchdog", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            signal.signal(signal.SIGALRM, self._old_handler)

    def _on_signal(self, _signum: int, _frame: Any) -> None:
        if self.deciding is not None and self.fired is not None:
            raise _TookTooLong()
        self.fired = None  # the decision ended before the signal came: nothing to stop

    def _watch(self) -> None:
        step = min(0.05, self.timeout / 4)
        while not self._stop.wait(step):
            name, started = self.deciding, self.started
            if name is not None and time.monotonic() - started > self.timeout:
                self.fired = name
                signal.pthread_kill(self._main, signal.SIGALRM)  # type: ignore[arg-type]
                self._stop.wait(0.2)  # once: the bot is stopped or cannot be (C code)


def guarded(name: str, decide: Callable[[Any], Any], watchdog: Watchdog | None) -> Callable[[Any], Any]:
    """`decide` of a plugin bot, stopped with BotError (naming the bot) when it raises, exits,
    or runs past the watchdog's limit. Its answers go to the engine as they are: the engine
    checks them (BadAnswer), and the runner names the bot."""
    if watchdog is None or not watchdog.active:
        def plain(view: Any) -> Any:
            try:
                return decide(view)
            except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, stopped by name
                raise BotError(f"bot {name!r} failed to decide: {type(exc).__name__}: "
                               f"{str(exc)[:120]}") from None
        return plain
    clock = time.monotonic

    def timed(view: Any) -> Any:
        watchdog.started = clock()
        watchdog.deciding = name
        try:
            return decide(view)
        except _TookTooLong:
            raise BotError(f"bot {name!r} took longer than {watchdog.timeout:g} s to decide "
                           f"(--bot-timeout)") from None
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, stopped by name
            raise BotError(f"bot {name!r} failed to decide: {type(exc).__name__}: "
                           f"{str(exc)[:120]}") from None
        finally:
            watchdog.deciding = None
    return timed


# --------------------------------------------------------------------------------- isolated
class IsolatedBot:
    """One plugin seat's bot in a child process, for a whole run: `new_game` makes the bot of a
    game there, `decide(view)` sends the view and waits at most `timeout` for the answer."""

    def __init__(self, name: str, seat: int, timeout: float) -> None:
        self.name, self.seat, self.timeout = name, seat, timeout
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "diamant.ai.isolate", name], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=None, env=env, bufsize=0)
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True, name=f"bot-{seat}-reader").start()
        self._ask({"hello": 1})

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        try:
            for line in iter(out.readline, b""):
                self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def _ask(self, message: dict[str, Any]) -> Any:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        except (OSError, ValueError):
            self.close()
            raise BotError(f"bot {self.name!r} ended its process") from None
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            self.close()
            raise BotError(f"bot {self.name!r} took longer than {self.timeout:g} s to decide "
                           f"(--bot-timeout)") from None
        if line is None:
            self.close()
            raise BotError(f"bot {self.name!r} ended its process "
                           f"(exit status {self.proc.poll()})") from None
        try:
            reply = json.loads(line[:100_000])
        except ValueError:
            reply = None
        if not isinstance(reply, dict):
            self.close()
            raise BotError(f"bot {self.name!r} broke the conversation with its process")
        if "error" in reply:
            raise BotError(f"bot {self.name!r} {str(reply['error'])[:200]}")
        return reply.get("ok")

    def new_game(self, seed: int, ruleset: dict[str, Any]) -> None:
        self._ask({"new": {"seed": seed, "seat": self.seat, "ruleset": ruleset}})

    def decide(self, view: SeatView) -> Decision:
        return checked_answer(self.name, self._ask({"view": view.to_dict()}))

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.kill()
            except OSError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


__all__ = ["DEFAULT_TIMEOUT", "Watchdog", "guarded", "IsolatedBot", "checked_answer"]
