"""A client: takes one seat at a host's table, shows (or hands a bot) what its seat may see, and
sends its intents. It keeps everything it was shown (`transcript`), so a player whose host left
still has the game so far; at the end it gets the host's record and checks it (`desync`).

The connection: the invite's direct addresses first, then its relay. A dropped connection is
tried again with the seat's token (`reconnect` times, a second apart), and the host sends the
state back, own pending choice included.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any, Callable

from . import protocol as P
from .adapters import Bot, client_bot, replay_view
from .invite import Invite, read_invite

log = logging.getLogger(__name__)


class JoinRefused(ConnectionError):
    """The host (or the relay) refused this client: `code` (protocol.ERROR_CODES) and why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class Client:
    def __init__(self, name: str, *, bot: str | None = None, decide: Bot | None = None,
                 seat: int | None = None, game: str | None = None, protocol: int = P.PROTOCOL_VERSION,
                 reconnect: int = 5, retry_delay: float = 1.0, connect_timeout: float = 5.0,
                 keep_traffic: bool = False, on_message: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.name = name
        self.bot_name = bot
        self.decide = decide
        self.wanted_seat = seat
        self.game = game
        self.protocol = protocol
        self.reconnect = reconnect
        self.retry_delay = retry_delay
        self.connect_timeout = connect_timeout
        self.keep_traffic = keep_traffic
        self.on_message = on_message
        self.seat: int | None = None
        self.token: str | None = None
        self.setup: dict[str, Any] = {}
        self.state: dict[str, Any] | None = None  # the last "state" message
        self.seats: list[dict[str, Any]] = []
        self.transcript: list[dict[str, Any]] = []  # every event received, in order
        self.traffic: list[str] = []  # every message received as text (keep_traffic)
        self.errors: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.record: dict[str, Any] | None = None
        self.host_left = False
        self.invite: Invite | None = None
        self.where: tuple[str, str | None] | None = None  # the url and relay room that worked
        self.ws: Any = None
        self._out = 0
        self._expected = 1
        self._sent_step: int | None = None
        self._bot: Bot | None = None

    # --- connecting -----------------------------------------------------------------------------------
    async def connect(self, code_or_url: str) -> None:
        """Connect and take a seat: an invite code, or ws://host:port."""
        if code_or_url.startswith(("ws://", "wss://")):
            places: list[tuple[str, str | None]] = [(code_or_url, None)]
        else:
            self.invite = read_invite(code_or_url)
            self.game = self.game or self.invite.game
            places = self.invite.urls()
        last: Exception | None = None
        for url, room in places:
            try:
                await self._open(url, room)
                self.where = (url, room)
                break
            except (OSError, asyncio.TimeoutError) as exc:
                last = exc
                log.info("cannot reach %s: %s", url, exc)
        else:
            raise ConnectionError(f"cannot reach the table: {last}")
        await self._hello()

    async def _open(self, url: str, room: str | None) -> None:
        from websockets.asyncio.client import connect
        import websockets
        try:
            self.ws = await connect(url, max_size=P.MAX_HOST_MESSAGE + 256, open_timeout=self.connect_timeout,
                                    compression=None, ping_interval=20, ping_timeout=20)
        except (websockets.InvalidURI, websockets.InvalidHandshake) as exc:
            raise OSError(str(exc)) from None
        self._out = 0
        self._expected = 1
        if room is not None:
            await self.ws.send(P.encode({"type": "relay-join", "protocol": P.PROTOCOL_VERSION, "room": room}))

    async def _send(self, message: dict[str, Any]) -> None:
        self._out += 1
        await self.ws.send(P.encode({**message, "seq": self._out}))

    async def _hello(self) -> None:
        hello: dict[str, Any] = {"type": "hello", "protocol": self.protocol, "name": self.name}
        if self.token is not None:
            hello["token"] = self.token
        elif self.wanted_seat is not None:
            hello["seat"] = self.wanted_seat
        if self.game is not None:
            hello["game"] = self.game
        await self._send(hello)
        while True:
            msg = await self._recv()
            if msg["type"] == "welcome":
                return
            if msg["type"] == "refused":
                raise JoinRefused(msg.get("code", "?"), msg.get("message", ""))

    async def _recv(self) -> dict[str, Any]:
        text = await asyncio.wait_for(self.ws.recv(), 120)
        if self.keep_traffic:
            self.traffic.append(text)
        msg: dict[str, Any] = json.loads(text)
        self._handle(msg)
        return msg

    # --- what arrives -----------------------------------------------------------------------------------
    def _handle(self, msg: dict[str, Any]) -> None:
        seq = msg.get("seq")
        if seq != 0:  # 0: a relay's own notice
            if seq != self._expected:
                log.warning("the host's message %s came where %s was expected", seq, self._expected)
            self._expected = (seq or 0) + 1
        kind = msg.get("type")
        if kind == "welcome":
            self.seat, self.token, self.setup = msg["seat"], msg["token"], msg["setup"]
            self.seats = msg["seats"]
            if self.decide is None and self.bot_name is not None:
                self._bot = client_bot(msg["game"], self.bot_name, self.seat, self.setup)
            elif self.decide is not None:
                self._bot = self.decide
        elif kind == "state":
            self.state = msg
            self.seats = msg["seats"]
        elif kind == "events":
            self.transcript.extend(msg["events"])
        elif kind == "history":  # after a reconnect: the whole story, missed steps included
            self.transcript = list(msg["events"])
        elif kind == "seats":
            self.seats = msg["seats"]
        elif kind == "error":
            self.errors.append(msg)
            log.warning("the host refused: %s: %s", msg.get("code"), msg.get("message"))
        elif kind == "game-over":
            self.result, self.record = msg["result"], msg["record"]
        elif kind == "host-left":
            self.host_left = True
        if self.on_message is not None:
            self.on_message(msg)

    async def send_intent(self, action: str, step: int | None = None, seat: int | None = None) -> None:
        """Send an intent (the current step unless `step`)."""
        msg: dict[str, Any] = {"type": "intent", "step": self.state["step"] if step is None and self.state
                               else step if step is not None else 0, "action": action}
        if seat is not None:
            msg["seat"] = seat
        await self._send(msg)

    async def send_raw(self, text: str | bytes) -> None:
        """Send anything (the tests' hostile client)."""
        await self.ws.send(text)

    def _my_turn(self) -> bool:
        st = self.state
        return bool(st and st["legal"] and st["pending"] is None and self._sent_step != st["step"])

    async def play(self) -> dict[str, Any] | None:
        """Play the seat with the bot until the game ends (the result) or the host leaves (None);
        reconnects on a dropped connection."""
        import websockets
        tries = 0
        while True:
            try:
                while self.result is None and not self.host_left:
                    if self._bot is not None and self._my_turn():
                        assert self.state is not None
                        st = self.state
                        action = await asyncio.get_running_loop().run_in_executor(
                            None, self._bot, st["view"], list(st["legal"]))
                        self._sent_step = st["step"]
                        await self.send_intent(action, st["step"])
                    await self._recv()
                return self.result
            except websockets.ConnectionClosed as exc:
                if self.host_left or self.result is not None:
                    return self.result
                if exc.rcvd is not None and exc.rcvd.code in (P.CLOSE_VERSION, P.CLOSE_NO_SEAT, P.CLOSE_POLICY,
                                                              P.CLOSE_REPLACED):
                    raise
                tries += 1
                if tries > self.reconnect or self.where is None:
                    raise
                await asyncio.sleep(self.retry_delay)
                await self.rejoin()

    async def rejoin(self) -> None:
        """Connect again to the same place and claim the seat with its token."""
        assert self.where is not None
        self._sent_step = None
        await self._open(*self.where)
        await self._hello()

    async def drop(self) -> None:
        """Close the connection without a word (the tests' dropped connection)."""
        if self.ws is not None:
            self.ws.transport.abort()  # no closing handshake: as a cable pulled out
            await self.ws.wait_closed()

    async def close(self) -> None:
        import websockets
        if self.ws is not None:
            try:
                await self._send({"type": "bye"})
            except (OSError, websockets.ConnectionClosed):  # leaving: a connection already gone is no matter
                pass
            await self.ws.close()

    def desync(self) -> bool:
        """True when the final view differs from the local replay of the host's record."""
        if self.record is None or self.state is None or self.seat is None:
            return True
        return replay_view(self.record, self.seat) != self.state["view"]
