"""The relay: connects hosts and clients that cannot reach each other, forwarding their messages.

It keeps rooms in memory only (nothing on disk, no log of what passes): a host opens a room, the
relay names it, clients join it by name. It reads only its own envelope, never the game's
messages, so it needs no update when the game's protocol changes.

    host -> relay   {"type": "relay-host", "protocol": 1}            first message
    relay -> host   {"type": "relay-room", "room": "..."}
    client -> relay {"type": "relay-join", "protocol": 1, "room": "..."}  first message; then the
                    client speaks the game's protocol as if connected to the host directly
    relay -> host   {"type": "relay-peer", "peer": 7} / {"from": 7, "data": "<client's message>"}
                    / {"type": "relay-gone", "peer": 7}
    host -> relay   {"to": 7, "data": "<message for the client>"} / {"type": "relay-close", "peer": 7,
                    "code": 4003, "reason": "..."}
    relay -> client {"type": "refused", "seq": 0, ...} (no such room) or {"type": "host-left", "seq": 0}
                    when the host goes: seq 0 marks the relay's own notices

A room whose host left stays, empty, for RESERVE seconds: its host may take it back by naming it
with the key the relay gave it (`{"type": "relay-host", "protocol": 1, "room": "...", "key":
"..."}`; the reply repeats both), so a table resumed from its autosave keeps its invite code.
Nobody else can: the key is said to the host alone, and a room with a host is never given away.

Scaling past one machine: rooms are independent, so several relays serve different rooms; the
invite code names the relay of its room, and nothing is shared between relays.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from typing import TYPE_CHECKING, Any

from . import protocol as P

if TYPE_CHECKING:
    from .host import Host

log = logging.getLogger(__name__)

MAX_ROOMS = 5000
MAX_PEERS = 16  # clients in one room (8 seats, and a few reconnecting)
RELAY_CLIENT_MAX = P.MAX_CLIENT_MESSAGE + 256
RELAY_HOST_MAX = P.MAX_HOST_MESSAGE + 256
MAX_UNSENT = 512
#: how long an empty room waits for its host to take it back (a table resumed from its autosave)
RESERVE = 600.0


class _Room:
    def __init__(self, host: Any) -> None:
        self.host: Any = host  # None: the host left, and the room waits for it (RESERVE)
        self.key = secrets.token_urlsafe(P.TOKEN_BYTES)
        self.left_at = 0.0
        self.peers: dict[int, Any] = {}
        self.next_peer = 1


def _notice(message: dict[str, Any]) -> str:
    return P.encode({**message, "seq": 0})


async def _quiet_send(ws: Any, text: str) -> None:
    import websockets
    try:
        await ws.send(text)
    except websockets.ConnectionClosed:
        pass


class Relay:
    def __init__(self, *, max_rooms: int = MAX_ROOMS, rate: tuple[float, float] = (40.0, 80.0),
                 reserve: float = RESERVE) -> None:
        self.rooms: dict[str, _Room] = {}
        self.max_rooms = max_rooms
        self.reserve = reserve
        self.rate = rate
        self._server: Any = None
        self._unsent: dict[Any, int] = {}  # per client: messages forwarded, not yet written out

    async def serve(self, host: str = "127.0.0.1", port: int = 0) -> int:
        from websockets.asyncio.server import serve
        self._server = await serve(self._handler, host, port, max_size=RELAY_HOST_MAX,
                                   ping_interval=20, ping_timeout=20, compression=None)
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _handler(self, ws: Any) -> None:
        import websockets
        try:
            first = await asyncio.wait_for(ws.recv(), 10)
            hello = json.loads(first) if isinstance(first, str) and len(first) <= 512 else None
        except (asyncio.TimeoutError, ValueError, websockets.ConnectionClosed):
            return
        if not isinstance(hello, dict) or hello.get("protocol") != P.PROTOCOL_VERSION:
            await ws.send(_notice({"type": "refused", "code": P.E_VERSION,
                                   "message": f"this relay speaks protocol {P.PROTOCOL_VERSION}"}))
            await ws.close(P.CLOSE_VERSION, "version")
            return
        kind = hello.get("type")
        try:
            if kind == "relay-host":
                await self._host(ws, hello.get("room"), hello.get("key"))
            elif kind == "relay-join" and isinstance(hello.get("room"), str):
                await self._client(ws, hello["room"])
            else:
                await ws.close(P.CLOSE_POLICY, "not a relay message")
        except websockets.ConnectionClosed:
            pass

    def _tidy(self, now: float) -> None:
        """Rooms whose host did not come back in time go; when the relay is full, the empty room
        that waited longest makes way for a new table."""
        for name in [n for n, r in self.rooms.items() if r.host is None and now - r.left_at >= self.reserve]:
            del self.rooms[name]
        if len(self.rooms) >= self.max_rooms:
            waiting = [(r.left_at, n) for n, r in self.rooms.items() if r.host is None]
            if waiting:
                del self.rooms[min(waiting)[1]]

    def _take_back(self, name: Any, key: Any) -> _Room | None:
        """The empty room `name`, when `key` is its own."""
        room = self.rooms.get(name) if isinstance(name, str) else None
        if room is None or room.host is not None or not isinstance(key, str) \
                or not secrets.compare_digest(room.key.encode(), key.encode()):
            return None
        return room

    async def _host(self, ws: Any, wanted: Any = None, key: Any = None) -> None:
        import websockets
        self._tidy(asyncio.get_running_loop().time())
        room = self._take_back(wanted, key)
        if room is not None:
            name = str(wanted)
            room.host = ws
        elif len(self.rooms) >= self.max_rooms:
            await ws.send(_notice({"type": "refused", "code": "full", "message": "this relay is full"}))
            await ws.close(1013, "full")
            return
        else:
            name = secrets.token_urlsafe(9)
            room = self.rooms[name] = _Room(ws)
        await ws.send(P.encode({"type": "relay-room", "room": name, "key": room.key}))
        try:
            async for text in ws:
                try:
                    msg = json.loads(text)
                    peer = room.peers.get(msg.get("to", msg.get("peer")))
                except (ValueError, AttributeError, TypeError):
                    continue
                if peer is None:
                    continue
                if "data" in msg and isinstance(msg["data"], str):
                    self._forward(peer, msg["data"])
                elif msg.get("type") == "relay-close":
                    code = msg.get("code") if isinstance(msg.get("code"), int) else 1000
                    asyncio.get_running_loop().create_task(peer.close(code, str(msg.get("reason", ""))[:100]))
        finally:
            room.host, room.left_at = None, asyncio.get_running_loop().time()  # it waits for its host
            for peer in list(room.peers.values()):
                try:
                    await peer.send(_notice({"type": "host-left", "finished": False}))
                    await peer.close(P.CLOSE_HOST_LEFT, "the host left")
                except websockets.ConnectionClosed:
                    pass

    def _forward(self, peer: Any, text: str) -> None:
        """To a client, without waiting for it: one slow reader must not stall its room. One that
        lets MAX_UNSENT messages wait is dropped."""
        unsent = self._unsent.get(peer, 0)
        if unsent >= MAX_UNSENT:
            asyncio.get_running_loop().create_task(peer.close(P.CLOSE_POLICY, "not reading"))
            return
        self._unsent[peer] = unsent + 1

        def sent(_: Any) -> None:
            left = self._unsent.get(peer, 1) - 1
            if left:
                self._unsent[peer] = left
            else:
                self._unsent.pop(peer, None)

        asyncio.get_running_loop().create_task(_quiet_send(peer, text)).add_done_callback(sent)

    async def _client(self, ws: Any, name: str) -> None:
        import websockets
        room = self.rooms.get(name)
        if room is None or room.host is None or len(room.peers) >= MAX_PEERS:
            await ws.send(_notice({"type": "refused", "code": P.E_NO_SEAT,
                                   "message": "no such room at this relay" if room is None
                                   else "the host of this table has left (it may come back)"
                                   if room.host is None else "the room is full"}))
            await ws.close(P.CLOSE_NO_SEAT, "no room")
            return
        peer = room.next_peer
        room.next_peer += 1
        room.peers[peer] = ws
        host = room.host  # this peer's host: one that takes the room back later never hears of it
        loop = asyncio.get_running_loop()
        limit = P.RateLimit(self.rate[0], self.rate[1], loop.time())
        try:
            await host.send(P.encode({"type": "relay-peer", "peer": peer}))
            async for text in ws:
                if room.host is not host:
                    break  # the host left (the peer is being told and closed)
                if not isinstance(text, str) or len(text) > RELAY_CLIENT_MAX:
                    await ws.close(P.CLOSE_POLICY, "message refused by the relay")
                    break
                # over its rate a peer is slowed down, never dropped: a message lost here (a bot's
                # intent, sent as fast as it decides) left its table waiting for it for ever. The
                # relay forwards at most `rate` a second a peer, and the socket's flow control holds
                # the rest back at the sender; the host refuses floods itself
                while not limit.allow(loop.time()):
                    await asyncio.sleep(1.0 / self.rate[0])
                await host.send(P.encode({"from": peer, "data": text}))
        except websockets.ConnectionClosed:
            pass
        finally:
            room.peers.pop(peer, None)
            if room.host is host:
                try:
                    await host.send(P.encode({"type": "relay-gone", "peer": peer}))
                except websockets.ConnectionClosed:
                    pass


class HostLink:
    """The host's side of a relay room: each of the relay's peers is one connection of the host."""

    def __init__(self, host: "Host", url: str) -> None:
        self.host = host
        self.url = url
        self.ws: Any = None
        self.peers: dict[int, Any] = {}
        self.key: str | None = None  # the room's key: the room can be taken back with it later
        self._task: asyncio.Task[None] | None = None

    async def open(self, room: str | None = None, key: str | None = None) -> str:
        """Open a room (or take back `room`, emptied when this table was closed, with its `key`:
        the relay gives a new one when it cannot). The room's name; `self.key` its key."""
        from websockets.asyncio.client import connect
        self.ws = await connect(self.url, max_size=RELAY_HOST_MAX, open_timeout=10, compression=None)
        hello: dict[str, Any] = {"type": "relay-host", "protocol": P.PROTOCOL_VERSION}
        if room is not None and key is not None:
            hello.update(room=room, key=key)
        await self.ws.send(P.encode(hello))
        reply = json.loads(await asyncio.wait_for(self.ws.recv(), 10))
        if reply.get("type") != "relay-room" or not isinstance(reply.get("room"), str):
            raise ConnectionError(f"the relay refused: {reply.get('message', reply.get('type'))}")
        key = reply.get("key")
        self.key = key if isinstance(key, str) and len(key) <= 64 else None
        self._task = asyncio.get_running_loop().create_task(self._pump())
        return str(reply["room"])

    async def _pump(self) -> None:
        import websockets
        loop = asyncio.get_running_loop()
        try:
            async for text in self.ws:
                msg = json.loads(text)
                if "from" in msg:
                    conn = self.peers.get(msg["from"])
                    if conn is not None:
                        self.host.receive(conn, msg["data"])
                elif msg.get("type") == "relay-peer":
                    peer = msg["peer"]

                    def send(data: str, peer: int = peer) -> None:
                        loop.create_task(self._send({"to": peer, "data": data}))

                    def close(code: int, reason: str, peer: int = peer) -> None:
                        loop.create_task(self._send({"type": "relay-close", "peer": peer, "code": code,
                                                     "reason": reason}))

                    self.peers[peer] = self.host.attach(send, close, f"relay:{peer}")
                elif msg.get("type") == "relay-gone":
                    conn = self.peers.pop(msg["peer"], None)
                    if conn is not None:
                        self.host.detach(conn)
        except websockets.ConnectionClosed:
            pass
        finally:
            for conn in self.peers.values():
                self.host.detach(conn)
            self.peers.clear()

    async def _send(self, msg: dict[str, Any]) -> None:
        import websockets
        try:
            await self.ws.send(P.encode(msg))
        except websockets.ConnectionClosed:
            pass

    async def close(self) -> None:
        await asyncio.sleep(0.05)  # let the last messages (host-left) go out first
        if self.ws is not None:
            await self.ws.close()
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)
