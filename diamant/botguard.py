"""Third-party bots of either game at a headless table: a time limit per decision in process, and
a child process talking one JSON line at a time for an isolated bot.

Neutral: imports neither game. Each game words its own errors (it passes its exception class)
and its own messages (Diamant's child gets a serialised `SeatView`, Diamonds Club's the public
state and the legal actions).
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Container
from types import CodeType, FrameType, FunctionType, MethodType
from typing import Any

DEFAULT_TIMEOUT = 5.0  # seconds per decision; the slowest built-in level needs well under 0.1
#: seconds for a child to start and load its bot, or to build a game's bot: Python's start and
#: imports on a busy machine take longer than a decision may, and must not count as one
START_TIMEOUT = 30.0
TIMEOUT_HINT = "(--bot-timeout)"


class TookTooLong(BaseException):
    """Raised inside a bot's decision by the watchdog's signal (a BaseException: a bot's own
    `except Exception` does not swallow it)."""


class Watchdog:
    """Interrupts the main thread when one decision runs past `timeout` seconds.

    A decision costs two attribute writes (`started`, `deciding`; no system call, no timer set per
    call): a thread looks at them a few times a second. POSIX only, main thread only; elsewhere
    it does nothing (`active` is False).
    """

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.deciding: str | None = None  # the name of the bot deciding now
        self.started = 0.0
        self.fired: str | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._old_handler: Any = None
        self._main: int | None = None
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
            raise TookTooLong()
        self.fired = None  # the decision ended before the signal came: nothing to stop

    def _watch(self) -> None:
        step = min(0.05, self.timeout / 4)
        while not self._stop.wait(step):
            name, started = self.deciding, self.started
            if name is not None and time.monotonic() - started > self.timeout:
                self.fired = name
                assert self._main is not None
                signal.pthread_kill(self._main, signal.SIGALRM)
                self._stop.wait(0.2)  # once: the bot is stopped or cannot be (C code)


def decision_code(fn: Any) -> CodeType | None:
    """The code object a call of `fn` runs first, when that is Python code (a function, a bound
    method, or an object whose class defines `__call__` in Python); None for anything else."""
    if isinstance(fn, MethodType):
        fn = fn.__func__
    if isinstance(fn, FunctionType):
        return fn.__code__
    call = getattr(type(fn), "__call__", None)
    return call.__code__ if isinstance(call, FunctionType) else None


def outermost_call(frame: FrameType | None, codes: Container[CodeType]) -> FrameType | None:
    """The outermost frame of `frame`'s stack that runs one of `codes` (None if none does)."""
    found = None
    while frame is not None:
        if frame.f_code in codes:
            found = frame
        frame = frame.f_back
    return found


class FrameWatchdog:
    """Interrupts the main thread when one decision runs past `timeout` seconds, with no work per
    decision at all: a thread looks at the main thread's stack a few times a second for a frame
    running one of `codes` (the first code of each bot's decision: the caller adds to the set as
    it meets bots), and when it sees the same such frame (the same call) for longer than
    `timeout`, it signals the main thread, whose handler raises TookTooLong if that call is
    still on its stack. What `Watchdog` does with two attribute writes and a clock read per
    decision, which cost a fast engine a fifth of its pace with a plugin bot at every seat.
    POSIX only, main thread only; elsewhere it does nothing (`active` is False)."""

    def __init__(self, timeout: float, codes: Container[CodeType]) -> None:
        self.timeout = timeout
        self.codes = codes
        self._target: FrameType | None = None  # the call the signal is meant to stop
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._old_handler: Any = None
        self._main: int | None = None
        self.active = (timeout > 0 and hasattr(signal, "pthread_kill")
                       and threading.current_thread() is threading.main_thread())

    def __enter__(self) -> "FrameWatchdog":
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
        self._target = None

    def _on_signal(self, _signum: int, frame: FrameType | None) -> None:
        target, self._target = self._target, None
        while frame is not None:
            if frame is target:  # that call is still running: stop it
                raise TookTooLong()
            frame = frame.f_back
        # the decision ended before the signal came: nothing to stop

    def _watch(self) -> None:
        step = min(0.05, self.timeout / 4)
        seen: FrameType | None = None  # held, so a later call cannot get the same frame object
        since = 0.0
        while not self._stop.wait(step):
            assert self._main is not None
            call = outermost_call(sys._current_frames().get(self._main), self.codes)
            now = time.monotonic()
            if call is not seen:  # a new decision (seen from here on), or none
                seen, since = call, now
            elif call is not None and now - since > self.timeout:
                self._target = call
                signal.pthread_kill(self._main, signal.SIGALRM)
                self._stop.wait(0.2)  # once: the bot is stopped or cannot be (C code)
                seen = None
            call = None


class BotProcess:
    """One plugin seat's bot in a child process (`python -m <child> <name>`), for a whole run: a
    message is one JSON line each way, and an answer is awaited at most `timeout` seconds.
    Anything else than an answer (`{"ok": ...}`) stops the run with `error`, naming the bot: a
    child that is slow (killed), ends, breaks the conversation or reports `{"error": ...}`."""

    def __init__(self, child: str, name: str, seat: int, timeout: float,
                 error: type[Exception]) -> None:
        self.name, self.seat, self.timeout, self.error = name, seat, timeout, error
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", child, name], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=None, env=env, bufsize=0)
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True, name=f"bot-{seat}-reader").start()
        self.ask({"hello": 1}, START_TIMEOUT)

    def _read(self) -> None:
        out = self.proc.stdout
        assert out is not None
        try:
            for line in iter(out.readline, b""):
                self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)

    def ask(self, message: dict[str, Any], limit: float | None = None) -> Any:
        """Send `message`; the child's answer (the value of its `ok`), awaited at most `limit`
        seconds (default: the decision's limit)."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        except (OSError, ValueError):
            self.close()
            raise self.error(f"bot {self.name!r} ended its process") from None
        try:
            line = self.lines.get(timeout=self.timeout if limit is None else max(limit, self.timeout))
        except queue.Empty:
            self.close()
            if limit is not None:
                raise self.error(f"bot {self.name!r} took longer than {max(limit, self.timeout):g} s "
                                 "to start") from None
            raise self.error(f"bot {self.name!r} took longer than {self.timeout:g} s to decide "
                             f"{TIMEOUT_HINT}") from None
        if line is None:
            self.close()
            raise self.error(f"bot {self.name!r} ended its process "
                             f"(exit status {self.proc.poll()})") from None
        try:
            reply = json.loads(line[:100_000])
        except ValueError:
            reply = None
        if not isinstance(reply, dict):
            self.close()
            raise self.error(f"bot {self.name!r} broke the conversation with its process")
        if "error" in reply:
            raise self.error(f"bot {self.name!r} {str(reply['error'])[:200]}")
        return reply.get("ok")

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


def child_conversation() -> tuple[Any, Any]:
    """In a child process: (the conversation's writer, the stdin lines). What the bot prints goes
    to stderr, so it cannot break the conversation."""
    talk = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return talk, sys.stdin.buffer


__all__ = ["DEFAULT_TIMEOUT", "START_TIMEOUT", "TIMEOUT_HINT", "TookTooLong", "Watchdog", "FrameWatchdog",
           "BotProcess", "child_conversation", "decision_code", "outermost_call"]
