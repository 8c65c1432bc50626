"""An online table seen from this screen: the glue between the window's frame loop and the
network play of diamant.net, for both games.

A `TableLink` runs its side of the table on a network thread (diamant.net.background) and hands
the screen what arrives, once a frame (`take`): the same messages a remote client gets
(docs/protocol.md: "events", "state", "seats", "game-over", "host-left"), plus the link's own
notices ("reconnecting", "reconnected", "lost"). The host's screen plays its own seats through
the host's `act`; a guest's through its client's intents. Either way the table scenes are fed
only what a client of that seat would be fed: the host's screen is treated as one more client.

No pygame here. The games register how they open their table for a link (`register_opener`):
the waiting room and the join dialog open it by the game's name.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import socket
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Callable

from diamant.net.background import Background, Inbox
from diamant.net.protocol import E_ILLEGAL, E_NOT_YOUR_TURN, E_STALE

log = logging.getLogger(__name__)

#: game name -> opens that game's table scenes for a started link: opener(app, link)
_OPENERS: dict[str, Callable[[Any, "TableLink"], Any]] = {}


def register_opener(game: str, opener: Callable[[Any, "TableLink"], Any]) -> None:
    _OPENERS[game] = opener


def opener(game: str) -> Callable[[Any, "TableLink"], Any] | None:
    return _OPENERS.get(game)


#: the table's answers ("error" codes) that refuse this screen's move: the move was not taken
REFUSED = (E_STALE, E_NOT_YOUR_TURN, E_ILLEGAL)


def new_events(msg: dict[str, Any], seen: int) -> tuple[list[dict[str, Any]], int]:
    """What an "events" or a "history" message brings to a game's mirror that has taken the
    table's first `seen` public events: (the events it has not taken, how many it has taken
    after them). "history", back after a dropped connection, is the whole game so far: the
    events missed meanwhile are its new ones."""
    events: list[dict[str, Any]] = msg["events"]
    if msg.get("type") == "history":
        return events[seen:], max(seen, len(events))
    return events, seen + len(events)


def relay_address(app: Any) -> str:
    """The relay the player set in Settings, as written (none is built in), or ""."""
    value = getattr(app.settings, "relay", "") if app is not None else ""
    return value.strip() if isinstance(value, str) else ""


#: the last table this app hosted, autosaved after every step (HostedTable.resume_saved)
SAVED_TABLE_FILE = "online-table.json"


def saved_table_path() -> Path:
    from diamant.storage.paths import data_location
    return data_location() / SAVED_TABLE_FILE


def has_saved_table() -> bool:
    """Cheap: is there a hosted table to take back? (It is read only when taken back.)"""
    try:
        return saved_table_path().is_file()
    except OSError:
        return False


def read_saved_table() -> dict[str, Any]:
    """The autosave of the last table hosted here. ValueError (a sentence) when there is none or
    it cannot be read."""
    from diamant.storage.files import DamagedFile, read_json
    try:
        saved = read_json(saved_table_path())
    except FileNotFoundError:
        raise ValueError("no online table was kept") from None
    except (DamagedFile, OSError) as exc:
        raise ValueError(f"the kept online table cannot be read: {exc}") from None
    if not isinstance(saved, dict):
        raise ValueError("the kept online table cannot be read")
    return saved


#: the seats this app took at other hosts' tables: {invite code: the seat's token}, so that a
#: guest comes back to a table its host took back later (HostedTable.resume_saved) with the code alone
SEATS_FILE = "online-seats.json"
MAX_SEATS_KEPT = 16


def _seats_path() -> Path:
    from diamant.storage.paths import data_location
    return data_location() / SEATS_FILE


def kept_token(code: str) -> str | None:
    """The token of the seat this app last took at the table of `code`, if any. Never raises."""
    from diamant.storage.files import DamagedFile, read_json
    try:
        kept = read_json(_seats_path())
    except (OSError, DamagedFile):
        return None
    token = kept.get(code.strip()) if isinstance(kept, dict) else None
    return token if isinstance(token, str) and 0 < len(token) <= 64 else None


def keep_token(code: str, token: str | None) -> None:
    """Remember (None: forget) the seat's token for `code`; the newest few are kept. A write that
    fails is logged: it only costs coming back to that table."""
    from diamant.storage.files import DamagedFile, read_json, write_json
    path = _seats_path()
    try:
        try:
            kept = read_json(path)
        except (FileNotFoundError, DamagedFile):
            kept = {}
        kept = {k: v for k, v in kept.items() if isinstance(k, str) and isinstance(v, str)} \
            if isinstance(kept, dict) else {}
        kept.pop(code.strip(), None)
        if token is not None:
            kept[code.strip()] = token
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json(path, dict(list(kept.items())[-MAX_SEATS_KEPT:]))
    except OSError as exc:
        log.warning("the seat's token is not kept: %s", exc)


def lan_address() -> str | None:
    """This machine's address on its local network (where a friend's direct connection comes
    in), or None. Opens no connection: a UDP socket's `connect` only picks the route."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, nothing is sent
            address: str = s.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") else address


class TableLink:
    """One side of an online table, for the screen. See the module docstring."""

    hosting = False

    def __init__(self, game: str) -> None:
        self.game = game
        self.net = Background("online-table")
        self.inbox = Inbox()
        self.own: list[int] = []  # the seats played at this screen
        self.setup: dict[str, Any] = {}
        self.seats: list[dict[str, Any]] = []
        self.started = False
        self.first_events: list[dict[str, Any]] | None = None  # the game's opening, before any table
        self.waiting: list[dict[str, Any]] = []  # messages since the opening, for the table
        self.host_left = False
        self.closed = False

    @property
    def invite(self) -> str:
        return ""

    def poll(self) -> None:
        """The waiting room's frame: read the seats and see whether the game has begun (the
        messages after the opening wait for the table)."""
        for msg in self.inbox.take():
            self._note(msg)
            if self.first_events is None and msg.get("type") in ("events", "history") and msg["events"]:
                self.first_events = list(msg["events"])  # "history": joining a game under way
                self.started = True
            elif self.first_events is not None:
                self.waiting.append(msg)

    def arrived(self, msg: dict[str, Any]) -> None:
        """A message from the table (on the network thread): to the inbox. A "state" is stamped
        with when it came (`received`, time.monotonic), so that its `deadline` counts from then,
        not from the frame that reads it (a slow frame would give the seat time it has not)."""
        if msg.get("type") == "state":
            msg = {**msg, "received": time.monotonic()}
        self.inbox.put(msg)

    def take(self) -> list[dict[str, Any]]:
        """The table's frame: everything that arrived since (oldest first)."""
        out, self.waiting = self.waiting, []
        for msg in self.inbox.take():
            self._note(msg)
            out.append(msg)
        return out

    def _note(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind in ("seats", "state", "welcome") and "seats" in msg and msg["seats"]:
            self.seats = msg["seats"]
        elif kind == "host-left":
            self.host_left = True

    def send(self, seat: int, action: str, step: int | None) -> None:
        raise NotImplementedError

    def record(self) -> dict[str, Any] | None:
        """The host's record of the finished game (None before the end)."""
        return None

    def wait_record(self, timeout: float = 2.0) -> dict[str, Any] | None:
        """The record, waiting for it a moment: it follows the game's last events at once."""
        for _ in range(max(1, int(timeout / 0.01))):
            record = self.record()
            if record is not None or self.host_left:
                return record
            time.sleep(0.01)
        return self.record()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.net.submit(self._leave()).result(5)
        except (OSError, ValueError, TimeoutError, concurrent.futures.TimeoutError,
                concurrent.futures.CancelledError) as exc:  # leaving: a table already gone is no matter
            log.info("leaving the table: %r", exc)
        self.net.stop()

    async def _leave(self) -> None:
        pass


def lan_interfaces(app: Any) -> list[str] | None:
    """Where the tables on this network are announced and looked for: every interface, or only
    this machine for a headless app (the tests, the screenshots)."""
    return ["127.0.0.1"] if app.headless else None


def _lan_options(app: Any, kw: dict[str, Any]) -> None:
    kw.setdefault("lan", bool(getattr(app.settings, "lan_visible", True)))
    kw.setdefault("lan_interfaces", lan_interfaces(app))


def lan_finder(app: Any) -> Any:
    """The join dialog's list of the tables on this network (diamant.net.discovery.TableFinder:
    `tables()`, `version`, `error`, `close()`), already looking."""
    from diamant.net.discovery import TableFinder
    return TableFinder(lan_interfaces(app))


# -------------------------------------------------------------------------------------------------
class HostedTable(TableLink):
    """This screen hosts: the table (diamant.net.host.Host) runs on the network thread; the seats
    planned LOCAL are played here."""

    hosting = True

    def __init__(self, game: str, plans: list[Any], *, options: dict[str, Any] | None = None,
                 bind: str = "127.0.0.1", port: int = 0, relay: str = "", grace: float = 30.0,
                 save_to: Path | None = None, resume: dict[str, Any] | None = None,
                 decision_time: float | None = None, lan: bool = False,
                 lan_interfaces: list[str] | None = None) -> None:
        super().__init__(game)
        from diamant.net.adapters import make_table
        from diamant.net.host import LOCAL, Host
        from diamant.net.invite import relay_url
        if resume is not None:  # a table kept by its autosave: the same seats, tokens, game and clock
            kept = (resume.get("table") or {}).get("decision_time") if isinstance(resume.get("table"), dict) else None
            if decision_time is None and isinstance(kept, (int, float)) and kept > 0:
                decision_time = float(kept)
            self.host = Host.resume(resume, grace=grace, decision_time=decision_time,
                                    on_local=self._local)  # ValueError
            plans = [s.plan for s in self.host.seats]
        else:
            self.host = Host(make_table(game, len(plans), None, **(options or {})), plans, grace=grace,
                             decision_time=decision_time, on_local=self._local)
        #: seconds each person has per decision (None: no timer); kept with the autosave
        self.decision_time = decision_time
        self.setup = self.host.table.setup()
        self.own = [i for i, p in enumerate(plans) if p.kind == LOCAL]
        # the host's autosave: the table after every step, to take it back later (`resume_saved`)
        self.save_to = save_to
        if save_to is not None:
            self.host.on_step = self._autosave
        # "host:port" as the player writes it, a ws:// URL as the relay is reached (InviteError,
        # a ValueError in one line, for neither)
        self.bind, self.port, self.relay = bind, port, relay_url(relay)
        self.relay_error: str | None = None
        self._code = ""
        self.seats = self.host._seat_list()
        # "Visible on this network": while it waits for players, the table is announced to the
        # join dialogs on this network (diamant.net.discovery), with its invite code
        self.lan, self.lan_interfaces = lan, lan_interfaces
        self.announcer: Any = None
        self._free = -1  # the free seats last announced
        self._lan_tasks: set[asyncio.Future[None]] = set()

    def _local(self, seat: int, msg: dict[str, Any]) -> None:
        # every LOCAL seat gets the same events: the screen takes them once (its first seat's)
        if msg.get("type") in ("events", "history", "game-over", "time-out") and seat != self.own[0]:
            return
        self.arrived({**msg, "for": seat})

    def open(self, timeout: float = 10.0) -> None:
        """Listen (and open a room at the relay, when one is set). OSError when the table cannot
        be reached at all."""
        self.net.submit(self._open()).result(timeout)

    async def _open(self) -> None:
        errors = []
        try:
            await self.host.serve(self.bind, self.port)
        except OSError as exc:
            errors.append(str(exc))
        if self.relay:
            try:
                await asyncio.wait_for(self.host.open_relay(self.relay), 8)
            except (OSError, asyncio.TimeoutError, ConnectionError, ValueError) as exc:
                self.relay_error = str(exc) or type(exc).__name__
                errors.append(self.relay_error)
        if not self.host.addresses and not self.host.room:
            raise OSError("; ".join(errors) or "no way to reach this table")
        if self.bind == "0.0.0.0":  # the invite names the address a friend can reach
            lan = lan_address()
            # (no network: this machine itself, for a second window here)
            self.host.addresses = [a.replace("0.0.0.0", lan or "127.0.0.1") for a in self.host.addresses]
        self._code = self.host.invite()
        if self.lan and self.host.addresses:
            from diamant.net.discovery import Announcer
            self.announcer = Announcer(self.lan_interfaces)
            # its probing takes a second or two: the table is open meanwhile
            self._later(self._announce())

    def _later(self, work: Any) -> None:
        """Run `work` on the network thread's loop (from it), held until done."""
        task = asyncio.ensure_future(work)
        self._lan_tasks.add(task)
        task.add_done_callback(self._lan_tasks.discard)

    def host_name(self) -> str:
        """Who hosts, as the tables on this network show it: the first name played here."""
        names = [s.name for s in self.host.seats if s.plan.kind == "local" and s.name]
        return names[0] if names else socket.gethostname()

    def free_seats(self) -> int:
        return sum(1 for s in self.host.seats if s.plan.kind == "remote" and s.status == "open")

    async def _announce(self) -> None:
        """On the network thread: announce the table as it is now, or take it back once its game
        has begun. A network that cannot be announced on is logged: the code still works."""
        if self.announcer is None:
            return
        if self.host.started:
            await self.announcer.withdraw()
            return
        from diamant.net.discovery import TableAd
        ad = TableAd(self.game, self.host_name(), self.free_seats(), len(self.host.seats), self._code)
        try:
            await self.announcer.show(ad)
        except (OSError, ValueError, RuntimeError, ImportError) as exc:  # zeroconf's errors: ValueErrors, OSErrors
            log.warning("the table cannot be announced on this network: %r", exc)
            await self.announcer.withdraw()

    @classmethod
    def from_app(cls, app: Any, game: str, plans: list[Any], **kw: Any) -> "HostedTable":
        """A table opened from the app: its relay is the one set in Settings (a table opened
        elsewhere, a test's, names its own), and it is autosaved after every step, so that it can
        be taken back later with the same seats (`resume_saved`)."""
        kw.setdefault("relay", relay_address(app))
        kw.setdefault("save_to", saved_table_path())
        _lan_options(app, kw)
        return cls(game, plans, **kw)

    @classmethod
    def resume_saved(cls, app: Any, **kw: Any) -> "HostedTable":
        """The table this app hosted last, taken back where its autosave left it: the same game,
        seats and seat tokens, listening on the same port, so that its guests come back with the
        same invite code (through the same relay too, which keeps an emptied room for its host a
        while: after that, or at another relay, a new room and so a new code). ValueError (a
        sentence) when there is none, or it cannot be read."""
        saved = read_saved_table()
        where = saved.get("table")
        if not isinstance(where, dict):
            raise ValueError("the saved online table does not say where it was")
        game, port = where.get("game"), where.get("port")
        if game not in ("diamant", "club") or not isinstance(port, int) or not 0 <= port < 65536:
            raise ValueError("the saved online table does not say where it was")
        kw.setdefault("relay", relay_address(app))
        kw.setdefault("port", port)
        kw.setdefault("save_to", saved_table_path())
        _lan_options(app, kw)
        return cls(str(game), [], resume=saved, **kw)

    def _autosave(self, host: Any) -> None:
        """After every step (on the network thread): the table, atomically. A finished game
        leaves nothing to take back. A write that fails is logged: the game goes on."""
        from diamant.storage.files import write_json
        assert self.save_to is not None
        try:
            if host.table.is_over:
                self.save_to.unlink(missing_ok=True)
                return
            port = next((int(a.rpartition(":")[2]) for a in host.addresses), self.port)
            self.save_to.parent.mkdir(parents=True, exist_ok=True)
            write_json(self.save_to, {**host.saved(), "table": {"game": self.game, "port": port,
                                                                  "decision_time": host.decision_time}})
        except OSError as exc:
            log.warning("the online table could not be autosaved: %s", exc)

    @property
    def invite(self) -> str:
        return self._code

    def poll(self) -> None:
        super().poll()
        # the host's own seat list (read across threads: only for showing it)
        self.seats = self.host._seat_list()
        free = sum(1 for s in self.seats if s["kind"] == "remote" and s["status"] == "open")
        if self.announcer is not None and free != self._free and not (self.started or self.closed):
            self._free = free  # a guest came or went: the tables on this network say so
            self.net.submit(self._announce())

    def ready(self) -> bool:
        """Every remote seat has its player (Start is then the obvious thing)."""
        return all(s["kind"] != "remote" or s["status"] == "connected" for s in self.seats)

    def start(self, bots_for_empty: bool = True) -> None:
        """Start the game. Remote seats nobody took are played by their bot (at once, with
        `bots_for_empty`; else after the grace period)."""
        if self.started:
            return
        self.net.call(self._start, bots_for_empty)

    def _start(self, bots_for_empty: bool) -> None:
        from diamant.net.host import BOT, REMOTE
        for s in self.host.seats:
            if bots_for_empty and s.plan.kind == REMOTE and s.token is None:
                s.plan.kind = BOT  # nobody came: a bot takes the seat for the whole game
                s.status = "bot"
                s.name = s.plan.name or s.name
        self.host.start()
        if self.announcer is not None:  # the game has begun: nobody else can sit down
            self._later(self.announcer.withdraw())

    def send(self, seat: int, action: str, step: int | None) -> None:
        self.net.call(self._act, seat, action, step)

    def _act(self, seat: int, action: str, step: int | None) -> None:
        from diamant.errors import RulesError
        try:
            self.host.act(seat, action, step)
        except RulesError as exc:  # a late click after the step moved on: the screen asks again
            log.info("the host's own decision was not taken: %s", exc)
            self.inbox.put({"type": "error", "code": "stale-step", "message": str(exc), "for": seat})

    def record(self) -> dict[str, Any] | None:
        return self.host.record

    async def _leave(self) -> None:
        if self.announcer is not None:
            await self.announcer.withdraw()
        await self.host.close()


# -------------------------------------------------------------------------------------------------
class JoinedTable(TableLink):
    """This screen is a guest: a client (diamant.net.client.Client) takes one seat at a host's
    table; a dropped connection is tried again with the seat's token."""

    def __init__(self, code: str, name: str, *, keep_seat: bool = False) -> None:
        from diamant.net.client import Client
        from diamant.net.invite import read_invite
        invite = read_invite(code)  # InviteError (a sentence) before any thread starts
        super().__init__(invite.game)
        link = self

        class _Client(Client):
            async def rejoin(self) -> None:
                link.inbox.put({"type": "reconnecting"})
                await super().rejoin()
                link.inbox.put({"type": "reconnected"})

        self.code = code.strip()
        self.client = _Client(name, reconnect=30, on_message=self.arrived)
        # `keep_seat` (the app's join): the seat's token is kept, and offered when the same code is
        # used again (its host took the table back later: the same seat)
        self.keep_seat = keep_seat
        if keep_seat:
            self.client.token = kept_token(self.code)
        self.joining: Future[None] | None = None
        self.playing: Future[Any] | None = None
        self.error: BaseException | None = None

    @property
    def invite(self) -> str:
        return self.code

    def join(self) -> None:
        """Start connecting (the dialog polls `joined`)."""
        self.joining = self.net.submit(self._join())

    async def _join(self) -> None:
        from diamant.net.client import JoinRefused
        try:
            await self.client.connect(self.code)
        except JoinRefused as exc:
            if self.client.token is None or exc.code != "no-seat":
                raise
            # a token of another table at the same address (a new game since): a seat as anyone
            self.client.token = None
            await self.client.connect(self.code)
        if self.keep_seat:
            keep_token(self.code, self.client.token)
        self.own = [self.client.seat] if self.client.seat is not None else []
        self.setup = self.client.setup
        self.seats = self.client.seats
        self.playing = asyncio.run_coroutine_threadsafe(self._play(), self.net.loop)

    async def _play(self) -> None:
        from websockets.exceptions import WebSocketException
        try:
            while True:
                try:
                    await self.client.play()
                    return
                except asyncio.TimeoutError:  # a quiet waiting room: the connection is still there
                    continue
        except (OSError, ValueError, KeyError, WebSocketException) as exc:  # lost for good: the table is told
            log.warning("the connection to the host is lost: %r", exc)
            self.inbox.put({"type": "lost", "message": str(exc)})

    def joined(self) -> bool | None:
        """None while connecting; True once seated; False when it failed (`error`)."""
        if self.joining is None or not self.joining.done():
            return None
        exc = self.joining.exception()
        if exc is not None:
            self.error = exc
            return False
        return True

    def send(self, seat: int, action: str, step: int | None) -> None:
        self.net.submit(self.client.send_intent(action, step))

    def record(self) -> dict[str, Any] | None:
        return self.client.record

    async def _leave(self) -> None:
        await self.client.close()
