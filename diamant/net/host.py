"""The host: runs one table (the authority) for remote clients, bots and the relay's peers.

The host holds the game's adapter (diamant.net.adapters) and applies every intent through it after
checking who sends it: the seat of the connection, in turn, once per step, at the current step.
Each connection gets only its seat's view and the public events. A message that breaks the
protocol is refused with an error (logged); a connection that keeps doing it, or floods, is
dropped, and the table goes on.

Seats: a `SeatPlan` is either a bot played here, or a remote seat (a person or a remote bot)
that a client claims with `hello`; the host gives it a secret token, with which the same seat is
claimed again after a dropped connection. A remote seat without its client for `grace` seconds is
played by its plan's bot until the client is back; with `decision_time`, a seat of a person (remote
or LOCAL: everybody at the table is under the same clock) that has not decided in that time gets
its bot's decision for that step, and every seat is told (`time-out`).

Everything here runs on one asyncio loop; bots think on one worker thread, and their answer is
applied only if the step they thought about is still the current one.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from diamant.errors import RulesError

from . import protocol as P
from .adapters import TableAdapter
from .invite import Invite

log = logging.getLogger(__name__)

REMOTE, BOT, LOCAL = "remote", "bot", "local"  # LOCAL: a person at the host's own screen
HELLO_TIME = 10.0  # seconds a new connection has to say hello
SAVE_FORMAT = "diamant-net-table"
MAX_UNSENT = 512  # messages waiting for a client that does not read: past this it is dropped
MAX_CONNECTIONS_PER_SEAT = 3  # reconnects overlap their dropped connection; more is an attack
#: the decision timer gives a round's first decision this many times its time (the summary and
#: the camp are read first)
ROUND_OPENING = 2.0
# a seat's status as everyone sees it
OPEN, CONNECTED, AWAY, BOT_PLAYS = "open", "connected", "away", "bot"


@dataclass
class SeatPlan:
    kind: str = REMOTE  # REMOTE: a client takes it; BOT: played here; LOCAL: the host's screen (`act`)
    bot: str = "random"  # the bot of a BOT seat, or who plays a remote seat while its person is away
    name: str = ""


@dataclass
class _Seat:
    index: int
    plan: SeatPlan
    name: str
    token: str | None = None
    conn: "Conn | None" = None
    status: str = OPEN
    grace_task: "asyncio.Task[None] | None" = None
    bot: Callable[[Any], str] | None = None

    @property
    def bot_plays(self) -> bool:
        return self.plan.kind == BOT or self.status == BOT_PLAYS


class Conn:
    """One client's connection, direct or through a relay: what the host tracks of it."""

    def __init__(self, send: Callable[[str], Any], close: Callable[[int, str], Any], now: float,
                 label: str, rate: tuple[float, float]) -> None:
        self._send = send
        self._close = close
        self.label = label
        self.out = P.Sequencer()
        self.expected = 1
        self.limit = P.RateLimit(rate[0], rate[1], now)
        self.strikes = 0
        self.flooding = False
        self.seat: int | None = None
        self.closed = False

    def send(self, text: str) -> None:
        if not self.closed:
            self._send(text)

    def close(self, code: int, reason: str) -> None:
        if not self.closed:
            self.closed = True
            self._close(code, reason)


class Host:
    """One table served to remote clients. See the module docstring."""

    def __init__(self, table: TableAdapter, seats: list[SeatPlan], *, grace: float = 30.0,
                 decision_time: float | None = None, max_strikes: int = 8,
                 rate: tuple[float, float] = (20.0, 40.0), hello_time: float = HELLO_TIME,
                 on_send: Callable[[int | None, str], None] | None = None,
                 on_local: Callable[[int, dict[str, Any]], None] | None = None,
                 on_step: Callable[["Host"], None] | None = None) -> None:
        if len(seats) != table.players:
            raise ValueError(f"{len(seats)} seats planned for a game of {table.players}")
        self.table = table
        self.seats = [_Seat(i, plan, plan.name or (f"{plan.bot} {i + 1}" if plan.kind == BOT else f"Seat {i + 1}"))
                      for i, plan in enumerate(seats)]
        for s in self.seats:
            if s.plan.kind == BOT:
                s.status = BOT_PLAYS
            elif s.plan.kind == LOCAL:
                s.status = CONNECTED
        self.grace = grace
        self.decision_time = decision_time
        self.max_strikes = max_strikes
        self.rate = rate
        self.hello_time = hello_time
        self.on_send = on_send  # every client-bound message, with its seat (tests: the secrets scan)
        # what the host's own screen is shown for each LOCAL seat: the same messages as a client's
        self.on_local = on_local
        self.on_step = on_step  # after every resolved step (the host's autosave: `saved()`)
        self.resumed = False  # a table from `resume`: its game has started already
        self.step = 0
        self.started = False
        self.finished = False
        self.record: dict[str, Any] | None = None
        # every event sent to the seats (a resumed table's begin with those of the game so far)
        self.public_events: list[dict[str, Any]] = list(getattr(table, "replayed", []))
        self.conns: set[Conn] = set()
        self.refusals: list[tuple[str, str]] = []  # (connection, code): what was refused, for the log and tests
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._deadlines: dict[int, float] = {}
        self._thinking: set[tuple[int, int]] = set()  # (seat, step) a bot is deciding
        self._forced: set[tuple[int, int]] = set()  # (seat, step) whose timer ran out
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="net-bots")
        self._servers: list[Any] = []
        self._relay_links: list[Any] = []
        self._done: asyncio.Future[dict[str, Any]] | None = None
        self._joined = asyncio.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.addresses: list[str] = []
        self.relay_url: str | None = None
        self.room: str | None = None
        self.relay_key: str | None = None  # the room's key at its relay (kept to take the room back)
        self.kept_room: tuple[str, str, str] | None = None  # resumed: (relay url, room, key) it had

    # --- serving ----------------------------------------------------------------------------------
    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
        return self._loop

    async def serve(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Listen for direct connections; returns the port (port 0: a free one)."""
        from websockets.asyncio.server import serve
        server = await serve(self._ws_handler, host, port, max_size=P.MAX_CLIENT_MESSAGE,
                             ping_interval=20, ping_timeout=20, compression=None)
        self._servers.append(server)
        bound = server.sockets[0].getsockname()[1]
        self.addresses.append(f"{host}:{bound}")
        return int(bound)

    async def open_relay(self, url: str, room: str | None = None, key: str | None = None) -> str:
        """Open a room at the relay at `url` (ws://host:port): clients of the invite reach this
        table through it. `room` and `key`: the room this table had (resumed), taken back when the
        relay still keeps it, so the invite stays the same. Returns the room."""
        from .relay import HostLink
        if room is None and self.kept_room is not None and self.kept_room[0] == url:
            _, room, key = self.kept_room  # a resumed table asks its old room back
        link = HostLink(self, url)
        room = await link.open(room, key)
        self._relay_links.append(link)
        self.relay_url, self.room, self.relay_key = url, room, link.key
        return room

    def invite(self) -> str:
        return Invite(self.table.game, tuple(self.addresses), self.relay_url, self.room).code()

    async def _ws_handler(self, ws: Any) -> None:
        import websockets
        loop = self.loop

        unsent = [0]  # messages handed to the socket and not yet written out

        def sent(_: Any) -> None:
            unsent[0] -= 1

        def send(text: str) -> None:
            # a client that stops reading would make these pile up in the host's memory
            if unsent[0] >= MAX_UNSENT:
                log.warning("dropped %s: it does not read its messages", conn.label)
                conn.close(P.CLOSE_POLICY, "not reading")
                self.detach(conn)
                return
            unsent[0] += 1
            loop.create_task(self._ws_send(ws, text)).add_done_callback(sent)

        def close(code: int, reason: str) -> None:
            loop.create_task(ws.close(code, reason))

        conn = self.attach(send, close, f"{ws.remote_address[0]}:{ws.remote_address[1]}")
        try:
            async for message in ws:
                self.receive(conn, message)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.detach(conn)

    @staticmethod
    async def _ws_send(ws: Any, text: str) -> None:
        import websockets
        try:
            await ws.send(text)
        except websockets.ConnectionClosed:
            pass

    def attach(self, send: Callable[[str], Any], close: Callable[[int, str], Any], label: str) -> Conn:
        """A new connection (direct, or a relay's peer). One that says no hello in time, or one
        too many (a table has a few seats), is closed at once: an idle socket holds nothing."""
        conn = Conn(send, close, self.loop.time(), label, self.rate)
        if len(self.conns) >= MAX_CONNECTIONS_PER_SEAT * len(self.seats):
            log.warning("refused %s: too many connections", label)
            conn.close(1013, "too many connections")
            return conn
        self.conns.add(conn)

        def no_hello() -> None:
            if conn.seat is None and not conn.closed:
                log.warning("closed %s: no hello in %s s", label, self.hello_time)
                conn.close(P.CLOSE_POLICY, "no hello")
                self.detach(conn)

        self.loop.call_later(self.hello_time, no_hello)
        return conn

    def detach(self, conn: Conn) -> None:
        """A connection is gone: its seat is away (and played by its bot after the grace period)."""
        conn.closed = True
        self.conns.discard(conn)
        seat = self.seats[conn.seat] if conn.seat is not None else None
        if seat is not None and seat.conn is conn:
            seat.conn = None
            if not self.finished:
                self._away(seat)

    # --- messages ---------------------------------------------------------------------------------
    def _send(self, conn: Conn, message: dict[str, Any]) -> None:
        text = conn.out.stamp(message)
        if self.on_send is not None:
            self.on_send(conn.seat, text)
        conn.send(text)

    def _refuse(self, conn: Conn, code: str, text: str, ref: int | None = None, strike: bool = True) -> None:
        log.warning("refused from %s (seat %s): %s: %s", conn.label, conn.seat, code, text)
        self.refusals.append((conn.label, code))
        if not strike:
            self._send(conn, {"type": "error", "code": code, "message": text, "ref": ref})
            return
        conn.strikes += 1
        if conn.strikes >= self.max_strikes:
            self._send(conn, {"type": "error", "code": P.E_TOO_MANY, "message":
                              f"{conn.strikes} refused messages: the connection is closed", "ref": ref})
            log.warning("dropped %s (seat %s): too many refused messages", conn.label, conn.seat)
            conn.close(P.CLOSE_POLICY, "too many refused messages")
            self.detach(conn)
            return
        self._send(conn, {"type": "error", "code": code, "message": text, "ref": ref})

    def _fatal(self, conn: Conn, code: str, text: str, close_code: int) -> None:
        log.warning("refused %s: %s: %s", conn.label, code, text)
        self.refusals.append((conn.label, code))
        self._send(conn, {"type": "refused", "code": code, "message": text})
        conn.close(close_code, code)
        self.detach(conn)

    def receive(self, conn: Conn, data: str | bytes) -> None:
        """One message from a connection (the transport already refused oversized frames)."""
        if conn.closed:
            return
        if not conn.limit.allow(self.loop.time()):
            # one error per burst (answering every message would feed the flood), a strike each
            conn.strikes += 1
            self.refusals.append((conn.label, P.E_FLOOD))
            if not conn.flooding:
                conn.flooding = True
                self._send(conn, {"type": "error", "code": P.E_FLOOD, "message": "too many messages", "ref": None})
            if conn.strikes >= self.max_strikes:
                log.warning("dropped %s (seat %s): flooding", conn.label, conn.seat)
                conn.close(P.CLOSE_POLICY, "flooding")
                self.detach(conn)
            return
        conn.flooding = False
        try:
            msg = P.parse_client(data, conn.expected)
        except P.ProtocolError as exc:
            if exc.code == P.E_VERSION:
                self._fatal(conn, exc.code, str(exc), P.CLOSE_VERSION)
            else:
                self._refuse(conn, exc.code, str(exc))
            return
        conn.expected += 1
        if msg.type == "hello":
            self._hello(conn, msg)
        elif msg.type == "intent":
            self._intent(conn, msg)
        elif msg.type == "ping":
            self._send(conn, {"type": "pong", "ref": msg.seq})
        elif msg.type == "bye":
            conn.close(1000, "bye")
            self.detach(conn)

    def _hello(self, conn: Conn, msg: P.ClientMessage) -> None:
        if conn.seat is not None:
            self._refuse(conn, P.E_ALREADY_JOINED, "this connection already has a seat", msg.seq)
            return
        game = msg.get("game")
        if game is not None and game != self.table.game:
            self._fatal(conn, P.E_WRONG_GAME, f"this table plays {self.table.game}, not {game[:20]}",
                        P.CLOSE_NO_SEAT)
            return
        token, wanted = msg.get("token"), msg.get("seat")
        seat: _Seat | None
        if token is not None:
            seat = next((s for s in self.seats if s.token is not None
                         and secrets.compare_digest(s.token, token)), None)
            if seat is None:
                self._fatal(conn, P.E_NO_SEAT, "this seat token is not one of this table's", P.CLOSE_NO_SEAT)
                return
        else:
            free = [s for s in self.seats if s.plan.kind == REMOTE and s.token is None]
            seat = next((s for s in free if wanted is None or s.index == wanted), None)
            if seat is None or self.finished:
                self._fatal(conn, P.E_NO_SEAT, "no free seat at this table" if wanted is None
                            else f"seat {wanted} is not free", P.CLOSE_NO_SEAT)
                return
            seat.token = secrets.token_urlsafe(P.TOKEN_BYTES)
        if msg.get("name"):
            seat.name = msg.get("name")
        old = seat.conn
        if old is not None and old is not conn:  # the same person on a new connection: the old one goes
            old.seat = None
            old.close(P.CLOSE_REPLACED, "this seat joined on another connection")
            self.detach(old)
        conn.seat = seat.index
        seat.conn = conn
        if seat.grace_task is not None:
            seat.grace_task.cancel()
            seat.grace_task = None
        seat.status = CONNECTED
        log.info("seat %d (%s) joined from %s", seat.index, seat.name, conn.label)
        self._send(conn, {"type": "welcome", "protocol": P.PROTOCOL_VERSION, "game": self.table.game,
                          "seat": seat.index, "token": seat.token, "setup": self.table.setup(),
                          "seats": self._seat_list(), "started": self.started})
        if self.started:
            # what it missed while away (or everything, joining late): the public events so far
            self._send(conn, {"type": "history", "events": self.public_events})
            self._send_state(seat)
            if self.finished:
                self._send_over(seat)
        self._broadcast_seats(but=seat.index)
        if all(s.plan.kind != REMOTE or s.status == CONNECTED for s in self.seats):
            self._joined.set()
        if self.started:
            self._kick()

    def _intent(self, conn: Conn, msg: P.ClientMessage) -> None:
        if conn.seat is None:
            self._refuse(conn, P.E_NOT_JOINED, "say hello first", msg.seq)
            return
        seat = self.seats[conn.seat]
        claimed = msg.get("seat")
        if claimed is not None and claimed != seat.index:
            self._refuse(conn, P.E_NOT_YOUR_SEAT, f"this connection plays seat {seat.index}", msg.seq)
            return
        if self.finished:
            self._refuse(conn, P.E_GAME_OVER, "the game is over", msg.seq, strike=False)
            return
        if msg.get("step") != self.step or not self.started:
            self._refuse(conn, P.E_STALE, f"step {msg.get('step')} is not the current one ({self.step})",
                         msg.seq, strike=False)
            return
        if seat.index not in self.table.awaiting():
            if self.table.pending(seat.index) is not None:
                self._refuse(conn, P.E_ALREADY_DECIDED, "this seat has already decided this step", msg.seq)
            else:
                self._refuse(conn, P.E_NOT_YOUR_TURN, "this seat is not awaited now", msg.seq)
            return
        try:
            self._apply(seat.index, msg.get("action"))
        except RulesError as exc:
            self._refuse(conn, P.E_ILLEGAL, str(exc), msg.seq)
            return
        # an accepted intent is paid back: a seat's pace is bounded by its turns, and a fast bot
        # playing many quick turns is no flood
        conn.strikes = 0
        conn.limit.tokens = min(conn.limit.burst, conn.limit.tokens + 1)

    # --- the game ---------------------------------------------------------------------------------
    async def wait_joined(self, timeout: float | None = None) -> bool:
        """Wait until every remote seat has a client (False when `timeout` ran out first)."""
        if all(s.plan.kind != REMOTE for s in self.seats):
            return True
        try:
            await asyncio.wait_for(self._joined.wait(), timeout)
        except asyncio.TimeoutError:
            return False
        return True

    def start(self) -> None:
        """Start the game (the seats without a client are away: their bots play after the grace)."""
        if self.started:
            return
        self.started = True
        self._done = self.loop.create_future()
        events = [] if self.resumed else self.table.start()
        if self.resumed:  # the game so far, to the seats already here (one that comes later: on its welcome)
            story = {"type": "history", "events": self.public_events}
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, story)
            self._local(story)
        for s in self.seats:
            s.bot = self.table.host_bot(s.plan.bot, s.index)
            if s.plan.kind == REMOTE and s.conn is None:
                self._away(s)
        self._broadcast_events(events)
        self._after_step()

    async def run(self) -> dict[str, Any]:
        """Start (if not yet) and play to the end: the record."""
        self.start()
        assert self._done is not None
        return await self._done

    def _apply(self, seat: int, action: str) -> None:
        events, resolved = self.table.apply(seat, action)
        self._broadcast_events(events)
        if resolved:
            self.step += 1
            self._after_step()
            if self.on_step is not None:
                self.on_step(self)
        else:
            self._cancel_timer(seat)
            s = self.seats[seat]
            if s.conn is not None or s.plan.kind == LOCAL:
                self._send_state(s)  # its own pending choice

    def _after_step(self) -> None:
        for t in self._timers.values():
            t.cancel()
        self._timers.clear()
        self._deadlines.clear()
        self._forced.clear()
        if self.table.is_over:
            for s in self.seats:
                if s.conn is not None or s.plan.kind == LOCAL:
                    self._send_state(s)  # the final view, before the record
            self._finish()
            return
        if self.decision_time is not None:
            # a round's first decision: twice the time, for its summary and camp read first (where
            # no countdown shows: a slow reader would lose the decision to the bot)
            limit = self.decision_time * (ROUND_OPENING if self.table.opens_round() else 1.0)
            for i in self.table.awaiting():
                # every person at the table, the host's own screen too: one clock for all (a host
                # who could think without limit while the guests are rushed would not be fair)
                if self.seats[i].plan.kind in (REMOTE, LOCAL):
                    self._deadlines[i] = self.loop.time() + limit
                    self._timers[i] = self.loop.call_later(limit, self._expired, i, self.step)
        for s in self.seats:
            if s.conn is not None or s.plan.kind == LOCAL:
                self._send_state(s)
        self._kick()

    def _kick(self) -> None:
        """Start the bots of the awaited seats that a bot plays now."""
        if self.finished or not self.started:
            return
        for i in self.table.awaiting():
            if self.seats[i].bot_plays and self.table.pending(i) is None:
                self._think(i)

    def _think(self, seat: int) -> None:
        key = (seat, self.step)
        if key in self._thinking:
            return
        self._thinking.add(key)
        bot = self.seats[seat].bot
        assert bot is not None
        step = self.step
        future = self.loop.run_in_executor(self._pool, bot, self.table.bot_input(seat))

        def done(f: "asyncio.Future[str]") -> None:
            self._thinking.discard(key)
            if f.cancelled() or self.finished or self.step != step or seat not in self.table.awaiting():
                return
            if not (self.seats[seat].bot_plays or key in self._forced):
                return  # the player came back while the bot was thinking: the choice is theirs
            exc = f.exception()
            if exc is not None:
                log.error("the bot of seat %d failed: %s", seat, exc)
                action = self.table.legal(seat)[0]
            else:
                action = f.result()
            try:
                self._apply(seat, action)
            except RulesError as err:
                log.error("the bot of seat %d answered %r: %s", seat, action, err)
                self._apply(seat, self.table.legal(seat)[0])

        future.add_done_callback(done)

    def _expired(self, seat: int, step: int) -> None:
        """The decision timer ran out: the seat's bot decides this step for it."""
        self._timers.pop(seat, None)
        if self.finished or step != self.step or seat not in self.table.awaiting():
            return
        self._forced.add((seat, step))
        if not self.seats[seat].bot_plays:  # (a bot playing for one away is no person out of time)
            log.info("seat %d ran out of time: its bot decides", seat)
            notice = {"type": "time-out", "step": step, "seat": seat}
            for s in self.seats:
                if s.conn is not None:
                    self._send(s.conn, notice)
            self._local(notice)
        self._think(seat)

    def _cancel_timer(self, seat: int) -> None:
        t = self._timers.pop(seat, None)
        if t is not None:
            t.cancel()
        self._deadlines.pop(seat, None)

    def _away(self, seat: _Seat) -> None:
        seat.status = AWAY
        self._broadcast_seats()
        if seat.grace_task is None and not self.finished:
            seat.grace_task = self.loop.create_task(self._grace(seat))

    async def _grace(self, seat: _Seat) -> None:
        await asyncio.sleep(self.grace)
        seat.grace_task = None
        if seat.conn is None and not self.finished:
            log.info("seat %d (%s) is played by its bot until its player returns", seat.index, seat.name)
            seat.status = BOT_PLAYS
            self._broadcast_seats()
            self._kick()

    def _record_seats(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "kind": "bot" if s.plan.kind == BOT else "human",
                 **({"bot": s.plan.bot} if s.plan.kind == BOT else {})} for s in self.seats]

    def saved(self) -> dict[str, Any]:
        """The table to resume later (`resume`): the record so far and the seats with their tokens,
        so the same players take back the same seats. It holds the seed: it stays with the host."""
        saved = {"format": SAVE_FORMAT, "version": 1, "step": self.step, "record": self.table.record(self._record_seats()),
                 "seats": [{"kind": s.plan.kind, "bot": s.plan.bot, "name": s.name, "token": s.token}
                           for s in self.seats]}
        if self.relay_url and self.room and self.relay_key:
            # the room at the relay, and its key: resumed, the table asks for it back (same invite)
            saved["relay"] = {"url": self.relay_url, "room": self.room, "key": self.relay_key}
        return saved

    @classmethod
    def resume(cls, saved: dict[str, Any], **options: Any) -> "Host":
        """A host for a table kept by `saved()`; ValueError when it cannot be read."""
        from .adapters import table_from_record
        try:
            if saved.get("format") != SAVE_FORMAT or saved.get("version") != 1:
                raise ValueError("not a saved network table of this version")
            table = table_from_record(saved["record"])
            plans = [SeatPlan(str(s["kind"]), str(s["bot"]), str(s["name"])[:P.MAX_NAME]) for s in saved["seats"]]
            if any(p.kind not in (REMOTE, BOT, LOCAL) for p in plans):
                raise ValueError("a seat of an unknown kind")
            host = cls(table, plans, **options)
            for seat, s in zip(host.seats, saved["seats"]):
                token = s.get("token")
                seat.token = token if isinstance(token, str) and len(token) <= 64 else None
            host.step = int(saved["step"])
            kept = saved.get("relay")
            if isinstance(kept, dict) and all(isinstance(kept.get(k), str) and 0 < len(kept[k]) <= 256
                                              for k in ("url", "room", "key")):
                host.kept_room = (kept["url"], kept["room"], kept["key"])
        except (KeyError, TypeError, AttributeError, RulesError) as exc:
            raise ValueError(f"the saved table cannot be read: {exc}") from None
        host.resumed = True
        return host

    def _finish(self) -> None:
        self.finished = True
        self.record = self.table.record(self._record_seats())
        for s in self.seats:
            if s.grace_task is not None:
                s.grace_task.cancel()
            if s.conn is not None:
                self._send_over(s)
        assert self.record is not None
        self._local({"type": "game-over", "result": self.table.result(), "record": self.record})
        if self._done is not None and not self._done.done():
            self._done.set_result(self.record)

    # --- what each seat is sent ---------------------------------------------------------------------
    def _seat_list(self) -> list[dict[str, Any]]:
        return [{"seat": s.index, "name": s.name, "kind": s.plan.kind, "status": s.status} for s in self.seats]

    def _local(self, message: dict[str, Any]) -> None:
        """`message` to the host's own screen, for each of its seats."""
        if self.on_local is not None:
            for s in self.seats:
                if s.plan.kind == LOCAL:
                    self.on_local(s.index, message)

    def _broadcast_seats(self, but: int | None = None) -> None:
        for s in self.seats:
            if s.conn is not None and s.index != but:
                self._send(s.conn, {"type": "seats", "seats": self._seat_list()})

    def _broadcast_events(self, events: list[dict[str, Any]]) -> None:
        if not events:
            return
        self.public_events.extend(events)
        message = {"type": "events", "step": self.step, "events": events}
        for s in self.seats:
            if s.conn is not None:
                self._send(s.conn, message)
        self._local(message)

    def _state(self, seat: _Seat) -> dict[str, Any]:
        deadline = self._deadlines.get(seat.index)
        return {
            "type": "state", "step": self.step, "view": self.table.view(seat.index),
            "awaiting": list(self.table.awaiting()), "legal": self.table.legal(seat.index),
            "pending": self.table.pending(seat.index),
            "deadline": None if deadline is None else round(max(0.0, deadline - self.loop.time()), 2),
            "seats": self._seat_list()}

    def _send_state(self, seat: _Seat) -> None:
        if seat.plan.kind == LOCAL:
            if self.on_local is not None:
                self.on_local(seat.index, self._state(seat))
            return
        assert seat.conn is not None
        self._send(seat.conn, self._state(seat))

    # --- the host's own screen ------------------------------------------------------------------------
    def act(self, seat: int, action: str, step: int | None = None) -> None:
        """A LOCAL seat's decision, from the host's screen (on the host's loop: from another
        thread, through `loop.call_soon_threadsafe`). RulesError when it cannot be taken now."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].plan.kind != LOCAL:
            raise RulesError(f"seat {seat} is not played at this screen")
        if not self.started or self.finished or (step is not None and step != self.step):
            raise RulesError("that decision is not expected now")
        if seat not in self.table.awaiting():
            raise RulesError(f"seat {seat} is not awaited now")
        self._apply(seat, action)

    def _send_over(self, seat: _Seat) -> None:
        assert seat.conn is not None and self.record is not None
        # the record holds the seed: it is sent only now, when nothing is left to hide
        self._send(seat.conn, {"type": "game-over", "result": self.table.result(), "record": self.record})

    # --- leaving ----------------------------------------------------------------------------------
    async def close(self) -> None:
        """The host leaves: every client is told (and keeps what it was shown), then disconnected."""
        for s in self.seats:
            if s.grace_task is not None:
                s.grace_task.cancel()
        for t in self._timers.values():
            t.cancel()
        for conn in list(self.conns):
            self._send(conn, {"type": "host-left", "finished": self.finished})
            conn.close(P.CLOSE_HOST_LEFT, "the host left")
        await asyncio.sleep(0)
        for link in self._relay_links:
            await link.close()
        for server in self._servers:
            server.close()
            await server.wait_closed()
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self._done is not None and not self._done.done():
            self._done.cancel()
