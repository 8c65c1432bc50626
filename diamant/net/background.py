"""An asyncio loop on a thread of its own, for a program whose main loop is not asyncio's (the
game's window): the host or the client runs there, the screen hands it work with `submit` or
`call` and reads what arrives from a queue it polls once a frame (`Inbox`), so drawing never
waits for the network and the network never waits for a frame.

    net = Background()
    inbox = Inbox()
    client = Client("Ann", on_message=inbox.put)
    net.submit(client.connect(code)).result(10)
    ... every frame: for message in inbox.take(): ...; net.submit(client.send_intent("leave"))
    net.stop()
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import queue
import threading
from typing import Any, Callable, Coroutine, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)


async def _cancel_all() -> None:
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


class Background:
    def __init__(self, name: str = "net") -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def submit(self, coro: Coroutine[Any, Any, T]) -> "concurrent.futures.Future[T]":
        """Run `coro` on the network thread; its future (`.result(timeout)` waits)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Call `fn(*args)` on the network thread (the host's `act`, for one)."""
        self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 5.0) -> None:
        if self.loop.is_running() and threading.current_thread() is not self.thread:
            # what still runs on the loop (a guest's play, a reconnect) is cancelled and awaited
            # first: a task left pending is reported as destroyed whenever it is collected, into
            # whatever runs then
            try:
                self.submit(_cancel_all()).result(timeout)
            except (concurrent.futures.TimeoutError, concurrent.futures.CancelledError, RuntimeError) as exc:
                log.info("stopping the network thread: %r", exc)
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout)
        if not self.thread.is_alive():
            self.loop.close()


class Inbox:
    """Messages from the network thread, taken by the screen's thread when it has time."""

    def __init__(self) -> None:
        self._q: queue.SimpleQueue[Any] = queue.SimpleQueue()

    def put(self, item: Any) -> None:
        self._q.put(item)

    def take(self, limit: int = 1000) -> list[Any]:
        """What has arrived (at most `limit`: a frame never spends long here), oldest first."""
        out = []
        for _ in range(limit):
            try:
                out.append(self._q.get_nowait())
            except queue.Empty:
                break
        return out
