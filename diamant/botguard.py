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
import secrets
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Container, Mapping
from types import CodeType, FrameType, FunctionType, MethodType
from typing import Any, Callable, TypeVar

DEFAULT_TIMEOUT = 5.0  # seconds per decision; the slowest built-in level needs well under 0.1
#: seconds for a child to start and load its bot, or to build a game's bot: Python's start and
#: imports on a busy machine take longer than a decision may, and must not count as one
START_TIMEOUT = 30.0
TIMEOUT_HINT = "(--bot-timeout)"


class TookTooLong(BaseException):
    """Raised inside a bot's decision by the watchdog's signal (a BaseException: a bot's own
    `except Exception` does not swallow it)."""


#: the exit status of a process whose in-process bot would not stop (see `Watchdog`)
STUCK_STATUS = 3
#: seconds a bot gets, after the interrupt, to let go before its process is ended (at least)
STUCK_GRACE = 1.0


def end_process(line: str) -> None:
    """Say `line` on stderr and end the process at once: no cleanup runs, none of it is the
    bot's to refuse (a bot may catch every exception and ignore every signal, not this)."""
    try:
        os.write(2, (line + "\n").encode("utf-8", "replace"))
    finally:
        os._exit(STUCK_STATUS)


_Watch = TypeVar("_Watch", bound="_SignalWatch")


class _SignalWatch:
    """What both watchdogs share: while it is entered (POSIX, main thread, a timeout), a thread
    runs its `_watch`, which interrupts a decision with SIGALRM on the main thread, where its
    `_on_signal` raises TookTooLong in the bot's code; leaving stops the thread and puts the
    signal's old handler back. `active` is False where it can do nothing."""

    def __init__(self, timeout: float, grace: float | None, on_stuck: Callable[[str], None]) -> None:
        self.timeout = timeout
        self.grace = max(STUCK_GRACE, timeout) if grace is None else grace
        self.on_stuck = on_stuck
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._old_handler: Any = None
        self._main: int | None = None
        self.active = (timeout > 0 and hasattr(signal, "pthread_kill")
                       and threading.current_thread() is threading.main_thread())

    def __enter__(self: _Watch) -> _Watch:
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

    def _on_signal(self, _signum: int, frame: FrameType | None) -> None:
        raise NotImplementedError

    def _watch(self) -> None:
        raise NotImplementedError


class Watchdog(_SignalWatch):
    """Interrupts the main thread when one decision runs past `timeout` seconds.

    A decision costs two attribute writes (`started`, `deciding`; no system call, no timer set per
    call): a thread looks at them a few times a second. POSIX only, main thread only; elsewhere
    it does nothing (`active` is False).

    The interrupt is an exception raised in the bot's code, so a bot can refuse it (catch
    BaseException, ignore SIGALRM, or run C code). A bot still in the same call `grace` seconds
    later is stopped without its cooperation: `on_stuck(line)` is given one line naming it, and
    by default ends the process (`end_process`). The process is the boundary a bot cannot cross.
    """

    def __init__(self, timeout: float, grace: float | None = None,
                 on_stuck: Callable[[str], None] = end_process) -> None:
        super().__init__(timeout, grace, on_stuck)
        self.deciding: str | None = None  # the name of the bot deciding now
        self.started = 0.0
        self.fired: str | None = None

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
                # the same call (same start) still running after the grace: it refused to stop
                if not self._stop.wait(self.grace) and self.deciding == name \
                        and self.started == started:
                    self.on_stuck(f"bot {name!r} did not stop when its {self.timeout:g} s were up "
                                  f"{TIMEOUT_HINT}; the run is ended")
                    return


def built(name: str, make: Callable[[Any, int], Any], seed: Any, seat: int,
          watchdog: "Watchdog | FrameWatchdog | None", error: type[Exception]) -> Any:
    """A plugin seat's bot, `make(seed, seat)`, built under the watchdog: a constructor that
    loops is stopped as a decision that takes too long is. A `FrameWatchdog` times this
    function's frame when its `codes` hold `BUILT` (and names the bot by its `name`)."""
    if watchdog is None or not watchdog.active:
        return make(seed, seat)
    if isinstance(watchdog, Watchdog):  # (a FrameWatchdog needs no mark: it reads frames)
        watchdog.started = time.monotonic()
        watchdog.deciding = name
    try:
        return make(seed, seat)
    except TookTooLong:
        raise error(f"bot {name!r} took longer than {watchdog.timeout:g} s to be built "
                    f"{TIMEOUT_HINT}") from None
    finally:
        if isinstance(watchdog, Watchdog):
            watchdog.deciding = None


#: the code of `built`: a frame running it is a bot being built (its local `name` names it)
BUILT = built.__code__


def new_key() -> bytes:
    """A key for `diamant.plugins.plugin_seed`, drawn afresh, that only the host process holds."""
    return secrets.token_bytes(32)


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


class FrameWatchdog(_SignalWatch):
    """Interrupts the main thread when one decision runs past `timeout` seconds, with no work per
    decision at all: a thread looks at the main thread's stack a few times a second for a frame
    running one of `codes` (the first code of each bot's decision, by the bot's name: the caller
    adds to them as it meets bots), and when it sees the same such frame (the same call) for
    longer than `timeout`, it signals the main thread, whose handler raises TookTooLong if that
    call is still on its stack. What `Watchdog` does with two attribute writes and a clock read
    per decision, which cost a fast engine a fifth of its pace with a plugin bot at every seat.
    POSIX only, main thread only; elsewhere it does nothing (`active` is False).

    As with `Watchdog`, a bot may refuse the interrupt (catch BaseException, ignore SIGALRM, run
    C code): the same call still on the stack `grace` seconds after the signal is stopped without
    its cooperation, `on_stuck(line)` given one line naming the bot (by default: `end_process`).
    A code named "" (a wrapper shared by several bots: `built`, a shield) is named by its frame's
    local `name`, read then only."""

    def __init__(self, timeout: float, codes: Mapping[CodeType, str], grace: float | None = None,
                 on_stuck: Callable[[str], None] = end_process) -> None:
        super().__init__(timeout, grace, on_stuck)
        self.codes = codes
        self._target: FrameType | None = None  # the call the signal is meant to stop

    def __exit__(self, *exc: Any) -> None:
        super().__exit__(*exc)
        self._target = None

    def _on_signal(self, _signum: int, frame: FrameType | None) -> None:
        target, self._target = self._target, None
        while frame is not None:
            if frame is target:  # that call is still running: stop it
                raise TookTooLong()
            frame = frame.f_back
        # the decision ended before the signal came: nothing to stop

    def _name(self, call: FrameType) -> str:
        name = self.codes.get(call.f_code)
        if not name:  # a shared wrapper: its frame holds the bot's name
            name = call.f_locals.get("name")
        return name if isinstance(name, str) and name else "a plugin bot"

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
                # the same call (the same frame, held here) still running after the grace: it
                # refused to stop
                if not self._stop.wait(self.grace) and outermost_call(
                        sys._current_frames().get(self._main), self.codes) is call:
                    self.on_stuck(f"bot {self._name(call)!r} did not stop when its "
                                  f"{self.timeout:g} s were up {TIMEOUT_HINT}; the run is ended")
                    return
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
        self.reader = threading.Thread(target=self._read, daemon=True, name=f"bot-{seat}-reader")
        self.reader.start()
        try:
            self.ask({"hello": 1}, START_TIMEOUT)
        except error:  # (a bot that cannot be loaded: its process ends here, not when collected)
            self.close()
            raise

    @property
    def build_limit(self) -> float:
        """Seconds a child gets to build a game's bot (its constructor): a decision's, at least
        one (the module was imported, with the start's limit, at hello)."""
        return max(self.timeout, 1.0)

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
            # what it wrote, shortened and made printable: the bot's author learns what went wrong
            said = line[:60].decode("utf-8", "replace").strip()
            raise self.error(f"bot {self.name!r} broke the conversation with its process "
                             f"(it wrote {said!r} where an answer was due)")
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
        # the reader sees the ended process's end of file and stops; only then is its pipe closed:
        # a descriptor closed under a reader that reads on is soon another pipe's (the next
        # bot's), and it would take that bot's first byte ('"ok": true}' where a '{' was due)
        self.reader.join(timeout=5)
        streams = [self.proc.stdin] + ([self.proc.stdout] if not self.reader.is_alive() else [])
        for stream in streams:  # (a reader kept alive by a grandchild holding the pipe keeps it)
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass


class PluginSeat:
    """A plugin bot at a table of the apps, guarded as `--isolate` guards it in `simulate`: in
    a process of its own that sees only what it is sent (`start()` makes it: a BotProcess, and
    the bot of the game in it), started at its first decision on the caller's worker thread,
    never on the frame's; each answer awaited at most the process's time limit; the answer
    checked by `ask(process, *args)`. The first failure of any kind (it cannot be imported or
    built, it is too slow, it ends, it breaks the conversation, it answers nonsense: an
    `error`) ends its process, and `fallback` (a built-in bot) plays the seat from then on;
    `failure` keeps what happened, for the table to tell the player once. Called on one worker
    thread at a time; `close` may come from another (it ends the process, which the waiting
    call takes as a failure)."""

    def __init__(self, name: str, start: Callable[[], Any], ask: Callable[..., Any],
                 fallback: Callable[..., Any], error: type[Exception]) -> None:
        self.name = name
        self._start, self._ask = start, ask
        self.fallback = fallback
        self.error = error
        self.process: Any = None
        self.failure: str | None = None
        self.closed = False

    def __call__(self, *args: Any) -> Any:
        if self.failure is None and not self.closed:
            try:
                if self.process is None:
                    self.process = self._start()
                return self._ask(self.process, *args)
            except self.error as exc:
                self.failure = str(exc)[:300] or f"bot {self.name!r} failed"
                self._end()
        return self.fallback(*args)

    def _end(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.close()

    def close(self) -> None:
        """The table closes: the process ends (a call waiting on it gets the fallback's answer)."""
        self.closed = True
        process = self.process
        if process is not None:
            process.close()


def child_conversation() -> tuple[Any, Any]:
    """In a child process: (the conversation's writer, the stdin lines). What the bot prints goes
    to stderr, so it cannot break the conversation."""
    talk = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return talk, sys.stdin.buffer


__all__ = ["STUCK_STATUS", "end_process", "built", "BUILT", "new_key", "DEFAULT_TIMEOUT", "START_TIMEOUT",
           "TIMEOUT_HINT", "TookTooLong", "Watchdog", "PluginSeat", "FrameWatchdog", "BotProcess", "child_conversation",
           "decision_code", "outermost_call"]
