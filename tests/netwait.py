"""Bounded waits for the network tests on loopback: every wait has a limit, so a broken host
fails a test instead of hanging it."""
from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable, TypeVar

T = TypeVar("T")
LIMIT = 25.0  # seconds any one wait may take before the test fails (they take milliseconds;
# a loaded machine starting a child interpreter can take several seconds)


def within(aw: Awaitable[T]) -> Awaitable[T]:
    return asyncio.wait_for(aw, LIMIT)


async def until(cond: Callable[[], bool], client: Any = None) -> None:
    """Wait until `cond()` (reading `client`'s messages while waiting, when given)."""
    async def wait() -> None:
        while not cond():
            if client is not None:
                await client._recv()
            else:
                await asyncio.sleep(0.005)
    await within(wait())


def run(coro: Awaitable[T]) -> T:
    """A test's whole coroutine, in a loop of its own, bounded too."""
    return asyncio.run(asyncio.wait_for(coro, 4 * LIMIT))  # type: ignore[arg-type]


def polled(cond: Callable[[], Any], n: int = 500) -> bool:
    """From a test's own thread: whether `cond()` came true within `n` looks 10 ms apart."""
    import time
    for _ in range(n):
        if cond():
            return True
        time.sleep(0.01)
    return bool(cond())


def seated(guest: Any) -> None:
    """A guest's link (diamant.shell.online.JoinedTable) joins its table and has its seat (the
    test fails with the reason when it does not)."""
    guest.join()
    assert polled(lambda: guest.joined() is not None) and guest.joined(), guest.error
