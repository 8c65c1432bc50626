"""A relay keeps a room whose host left, empty, for a while: the same host takes it back with
the room's key (a table resumed from its autosave keeps its invite code); nobody else can. On
loopback, every wait bounded."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from diamant.net.client import Client, JoinRefused
from diamant.net.host import BOT, REMOTE, Host, SeatPlan
from diamant.net.adapters import DiamantTable
from diamant.net.relay import HostLink, Relay

LIMIT = 20.0


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, LIMIT))


def _host() -> Host:
    return Host(DiamantTable(3), [SeatPlan(REMOTE), SeatPlan(BOT), SeatPlan(BOT)])


@pytest.mark.timeout(30)
def test_an_emptied_room_is_its_hosts_to_take_back_and_nobody_elses() -> None:
    async def go() -> None:
        relay = Relay()
        url = f"ws://127.0.0.1:{await relay.serve('127.0.0.1', 0)}"
        first = HostLink(_host(), url)
        room = await first.open()
        key = first.key
        assert key and len(key) >= 16
        await first.close()
        await asyncio.sleep(0.05)
        # the room waits for its host: a guest is told, in words, that the host left
        with pytest.raises(JoinRefused) as refused:
            c = Client("Bob")
            await c._open(url, room)
            await c._hello()
        assert "left" in str(refused.value)
        # a wrong key, or none, is a new room; the right key is the same room again
        wrong = HostLink(_host(), url)
        assert await wrong.open(room, "x" * len(key)) != room
        other = HostLink(_host(), url)
        assert await other.open() != room
        again = HostLink(_host(), url)
        assert await again.open(room, key) == room and again.key == key
        # ... and a room with its host is never given to another, key or not
        thief = HostLink(_host(), url)
        assert await thief.open(room, key) != room
        for link in (wrong, other, again, thief):
            await link.close()
        await relay.close()
    run(go())


@pytest.mark.timeout(30)
def test_a_room_not_taken_back_in_time_goes_and_a_full_relay_makes_way_for_new_tables() -> None:
    async def go() -> None:
        relay = Relay(reserve=0.0, max_rooms=2)
        url = f"ws://127.0.0.1:{await relay.serve('127.0.0.1', 0)}"
        gone = HostLink(_host(), url)
        room = await gone.open()
        key = gone.key
        await gone.close()
        await asyncio.sleep(0.05)
        late = HostLink(_host(), url)
        assert await late.open(room, key) != room  # the wait was over: a new room
        assert room not in relay.rooms
        # full: two live tables, and an emptied room makes way for the next
        relay.reserve = 600.0
        b = HostLink(_host(), url)
        await b.open()
        await late.close()
        await asyncio.sleep(0.05)
        c = HostLink(_host(), url)
        await c.open()  # the emptied room went, the new table has its room
        assert len(relay.rooms) == 2 and all(r.host is not None for r in relay.rooms.values())
        for link in (b, c):
            await link.close()
        await relay.close()
    run(go())


@pytest.mark.timeout(30)
def test_a_resumed_table_behind_a_relay_keeps_its_invite_code(tmp_path, monkeypatch) -> None:
    from diamant.net.background import Background
    from diamant.shell.online import HostedTable, read_saved_table
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    net = Background("test-relay")
    relay = Relay()
    port = net.submit(relay.serve("127.0.0.1", 0)).result(LIMIT)
    app = SimpleNamespace(settings=SimpleNamespace(relay=f"127.0.0.1:{port}", lan_visible=False), headless=True)
    hosted = resumed = None
    try:
        hosted = HostedTable.from_app(app, "diamant", [SeatPlan(REMOTE), SeatPlan(BOT, "steady"),
                                                       SeatPlan(BOT, "steady")])
        hosted.open()
        code = hosted.invite
        hosted.start(bots_for_empty=False)  # the empty seat waits (its bot would play the game out)
        hosted._autosave(hosted.host)  # (after every step; here once, at the start)
        kept = read_saved_table()["relay"]
        assert kept["room"] == hosted.host.room and kept["key"] == hosted.host.relay_key
        hosted.close()
        hosted = None
        resumed = HostedTable.resume_saved(app)
        resumed.open()
        assert resumed.invite == code  # the same port and the same room: the same code
        # at another relay (the setting changed), the room cannot be asked back: a new room
        resumed.close()
        other = Relay()
        port2 = net.submit(other.serve("127.0.0.1", 0)).result(LIMIT)
        app.settings.relay = f"127.0.0.1:{port2}"
        resumed = HostedTable.resume_saved(app)
        resumed.open()
        assert resumed.invite != code and resumed.host.room in other.rooms
        resumed.close()
        net.submit(other.close()).result(LIMIT)
    finally:
        for t in (hosted, resumed):
            if t is not None:
                t.close()
        net.submit(relay.close()).result(LIMIT)
        net.stop()
