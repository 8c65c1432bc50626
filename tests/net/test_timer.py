"""The decision timer at an online table: every person at it (a guest, and the host's own seat)
is under the same clock; when it runs out the seat's bot decides, and every seat is told.
On loopback, with short deadlines; every wait is bounded by time."""

from __future__ import annotations

import asyncio
import time
from typing import Any, Awaitable, Callable, TypeVar

from diamant.net.adapters import DiamantTable
from diamant.net.client import Client
from diamant.net.host import BOT, CONNECTED, LOCAL, REMOTE, Host, SeatPlan

T = TypeVar("T")
LIMIT = 20.0  # seconds a wait may take before the test fails (they take a fraction of a second)
DEADLINE = 0.3


def within(aw: Awaitable[T]) -> Awaitable[T]:
    return asyncio.wait_for(aw, LIMIT)


async def until(cond: Callable[[], bool], client: Client | None = None) -> None:
    async def wait() -> None:
        while not cond():
            if client is not None:
                await client._recv()
            else:
                await asyncio.sleep(0.005)
    await within(wait())


def run(coro: Awaitable[T]) -> T:
    return asyncio.run(asyncio.wait_for(coro, 3 * LIMIT))


def test_a_guest_that_never_decides_gets_its_bots_choice_after_the_deadline() -> None:
    async def go() -> None:
        host = Host(DiamantTable(3), [SeatPlan(REMOTE, "steady"), SeatPlan(BOT), SeatPlan(BOT)],
                    decision_time=DEADLINE, grace=LIMIT)
        await host.serve("127.0.0.1", 0)
        seen: list[dict[str, Any]] = []
        sleeper = Client("Zzz", on_message=seen.append)  # connected, never decides
        await within(sleeper.connect(host.invite()))
        started = time.monotonic()
        host.start()
        await until(lambda: sleeper.state is not None and sleeper.state["legal"] != [], sleeper)
        first = sleeper.state
        assert first is not None and first["step"] == 0
        assert 0 < first["deadline"] <= DEADLINE  # the seconds left, told with the question
        await until(lambda: any(m["type"] == "time-out" for m in seen), sleeper)
        assert time.monotonic() - started >= DEADLINE * 0.9  # not before its time
        notice = next(m for m in seen if m["type"] == "time-out")
        assert (notice["seat"], notice["step"]) == (0, 0)
        # its bot's choice is the seat's: the step resolves without the guest saying a word
        await until(lambda: host.step >= 1, sleeper)
        assert any(d[0] == 0 for d in host.table.g.decisions)  # type: ignore[attr-defined]
        assert host.seats[0].status == CONNECTED  # present all along: the clock decided, not the grace
        assert host.refusals == []
        await host.close()

    run(go())


def test_the_hosts_own_seat_is_under_the_same_clock() -> None:
    """A fair table: the person at the host's screen gets the deadline the guests get, and the
    same bot decides when it runs out; the guest is told, as the host's screen is."""
    async def go() -> None:
        local: list[tuple[int, dict[str, Any]]] = []
        host = Host(DiamantTable(3), [SeatPlan(LOCAL, "steady"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT)],
                    decision_time=DEADLINE, grace=LIMIT, on_local=lambda seat, msg: local.append((seat, msg)))
        await host.serve("127.0.0.1", 0)
        seen: list[dict[str, Any]] = []
        guest = Client("Quick", bot="steady", on_message=seen.append)  # decides at once
        await within(guest.connect(host.invite()))
        host.start()
        play = asyncio.ensure_future(guest.play())
        await until(lambda: any(m["type"] == "time-out" for _, m in local))
        states = [m for _, m in local if m["type"] == "state" and m["step"] == 0 and m["legal"]]
        assert states and 0 < states[0]["deadline"] <= DEADLINE
        notice = next(m for _, m in local if m["type"] == "time-out")
        assert (notice["seat"], notice["step"]) == (0, 0)
        await until(lambda: host.step >= 1)
        assert any(d[0] == 0 for d in host.table.g.decisions)  # type: ignore[attr-defined]
        await until(lambda: any(m["type"] == "time-out" and m["seat"] == 0 for m in seen))
        # the guest decided in time: never told its time ran out
        assert not any(m["type"] == "time-out" and m["seat"] == 1 for m in seen)
        play.cancel()
        await host.close()

    run(go())


def test_without_a_timer_nobody_is_rushed() -> None:
    async def go() -> None:
        local: list[dict[str, Any]] = []
        host = Host(DiamantTable(3), [SeatPlan(LOCAL), SeatPlan(BOT), SeatPlan(BOT)], on_local=lambda s, m: local.append(m))
        host.start()
        await asyncio.sleep(0.1)
        assert host.step == 0  # waits for the person
        states = [m for m in local if m["type"] == "state"]
        assert states and all(m["deadline"] is None for m in states)
        assert not any(m["type"] == "time-out" for m in local)
        await host.close()

    run(go())
