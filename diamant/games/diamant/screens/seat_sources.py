"""Where a seat's decisions come from: one interface for a local human, a bot, a remote player.

The session (diamant.games.diamant.screens.session) asks a seat's source for a decision when the engine awaits it
(`begin(view, step)`), polls it every frame (`poll(dt)`: a Decision once there is one) and drops
the question when the step is gone (`cancel()`). The scenes never see the difference: they show
what the engine's events say, and only a `LocalHuman` (`local = True`) is asked through the screen
(`GameSession.choose`).

- `LocalHuman`: a player at this screen. Answers nothing by itself.
- `BotOnWorker`: a bot thinking on the session's worker thread, visibly for `think_time` seconds.
- `RemoteSeat`: a player on another machine, behind a `link` (send the seat's view as plain data,
  receive "continue" or "leave"). The link is the transport's business (a socket, a test script).

No pygame here, no rules: a source only answers for its seat from that seat's view.
"""
from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures import wait as futures_wait
from typing import Any, Callable, Protocol

from diamant.games.diamant.engine import Decision, SeatView

__all__ = ["BotOnWorker", "LocalHuman", "RemoteLink", "RemoteSeat", "SeatSource"]


class SeatSource:
    """The interface (see the module docstring). `poll` may raise: the session then warns and
    the seat leaves the cave."""

    local = False  # True only for a human at this screen

    @property
    def pending(self) -> bool:
        """Asked and not answered yet (a bot "thinking")."""
        return False

    def begin(self, view: SeatView, step: tuple) -> None:
        """The engine awaits this seat's decision at `step`; `view` is all the seat may know."""

    def poll(self, dt: float) -> Decision | None:
        """Called every frame after `begin`: the decision once there is one."""
        return None

    def cancel(self) -> None:
        """The step is gone (resolved, or the session closed): forget the question."""

    def wait(self, timeout: float) -> None:
        """Block until the pending answer is there (tests and tools only)."""


class LocalHuman(SeatSource):
    local = True


class BotOnWorker(SeatSource):
    """A bot (`decider(view) -> Decision`) run by `submit` (the session's single worker thread).

    `think_time()` says how long the bot visibly thinks; `after` is a future the bot waits for
    before its first thought (the catch-up of a resumed game)."""

    def __init__(self, decider: Callable[[SeatView], Decision],
                 submit: Callable[..., Future], think_time: Callable[[], float]) -> None:
        self.decider = decider
        self.submit = submit
        self.think_time = think_time
        self.after: Future | None = None
        self._future: Future | None = None
        self._elapsed = 0.0
        self._think = 0.0

    @property
    def pending(self) -> bool:
        return self._future is not None

    def begin(self, view: SeatView, step: tuple) -> None:
        self._future = self.submit(self._think_about, view)
        self._elapsed = 0.0
        self._think = self.think_time()

    def _think_about(self, view: SeatView) -> Decision:
        if self.after is not None:
            self.after.result()
        return self.decider(view)

    def poll(self, dt: float) -> Decision | None:
        fut = self._future
        if fut is None:
            return None
        self._elapsed += dt
        if not fut.done() or self._elapsed < self._think:
            return None
        self._future = None
        return fut.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None

    def wait(self, timeout: float) -> None:
        fut = self._future
        if fut is not None:
            futures_wait([fut], timeout)  # the bot's result, or its failure, is for poll()


class RemoteLink(Protocol):
    """A connection to the machine where a seat is played."""

    def send(self, message: dict[str, Any]) -> None: ...

    def receive(self) -> str | None: ...


class RemoteSeat(SeatSource):
    """A seat played elsewhere: its view goes out as plain data (`SeatView.to_dict`, never more
    than that seat may know); "continue" or "leave" comes back."""

    def __init__(self, link: RemoteLink) -> None:
        self.link = link
        self._step: tuple | None = None

    @property
    def pending(self) -> bool:
        return self._step is not None

    def begin(self, view: SeatView, step: tuple) -> None:
        self._step = step
        self.link.send({"type": "decide", "view": view.to_dict()})

    def poll(self, dt: float) -> Decision | None:
        if self._step is None:
            return None
        answer = self.link.receive()
        if answer is None:
            return None
        self._step = None
        return Decision.parse(answer)

    def cancel(self) -> None:
        if self._step is not None:
            self.link.send({"type": "cancel"})
        self._step = None
