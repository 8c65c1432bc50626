"""Tables on this network, found without a code: a host that allows it announces its waiting
table by multicast DNS (DNS-SD, the way printers are found), and the join dialog lists the tables
it hears of, live.

    _diamant._tcp.local.  one service per waiting table; its TXT record (`encode_txt`):
        v=1  g=diamant|club  h=<the host's name>  f=<free seats>  n=<seats>  c0, c1 ...=<the invite code>

The invite code is the whole way in (diamant.net.invite): a guest who picks a table joins with
its code exactly as if it had been pasted; the service's own address is not used. The code is cut
into pieces of `CHUNK` characters (a TXT string holds at most 255 bytes). What comes from the
network is read with care (`decode_txt`): anything too long, of the wrong kind or not a readable
code makes the whole announcement ignored, never an error.

The zeroconf library does the multicast. Everything runs on an asyncio loop: the host's
`Announcer` on the table's network thread, the guest's `TableFinder` on a thread of its own (a
`Background`); the screen only reads `TableFinder.tables()`. Neither blocks the frame, and both
close their sockets (and their thread) when closed.

`interfaces`: None for every interface of this machine; ["127.0.0.1"] keeps it to this machine
(the tests, a headless app).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import secrets
import socket
import threading
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .background import Background
from .invite import InviteError, read_invite

log = logging.getLogger(__name__)

SERVICE = "_diamant._tcp.local."
TXT_VERSION = "1"
CHUNK = 200  # characters of the invite code in one TXT string (each holds at most 255 bytes)
MAX_CHUNKS = 6  # 1200 characters: more than an invite code may hold (invite.MAX_CODE)
MAX_NAME = 40  # characters of the host's name shown
MAX_SEATS = 8
MAX_TABLES = 32  # tables listed at most (a network that announces more is not believed)
MAX_VALUE = 255  # bytes of one TXT value: a longer one is not from a Diamant
RESOLVE_MS = 3000  # how long a table's details are asked for before it is left out
CLOSE_TIME = 3.0  # seconds closing may take (goodbyes sent) before it is given up
# seconds an announcement is believed without being heard again (zeroconf's default for a
# service's records is 75 minutes): a host that vanished without its goodbye (a crash, a cable)
# leaves the guests' lists within about this long
TTL = 60


@dataclass(frozen=True)
class TableAd:
    """One waiting table as announced: its game, its host's name, its free and all its seats,
    and the invite code that joins it."""

    game: str
    host: str
    free: int
    seats: int
    code: str


def _clean_name(text: str) -> str:
    """A name fit to show: printable, one line, at most MAX_NAME characters."""
    return "".join(c for c in text if c.isprintable()).strip()[:MAX_NAME]


def encode_txt(ad: TableAd) -> dict[str, str]:
    """The TXT record of `ad` (see the module docstring)."""
    out = {"v": TXT_VERSION, "g": ad.game, "h": _clean_name(ad.host), "f": str(ad.free), "n": str(ad.seats)}
    pieces = [ad.code[i:i + CHUNK] for i in range(0, len(ad.code), CHUNK)]
    if len(pieces) > MAX_CHUNKS:
        raise ValueError("the invite code is too long to announce")
    out.update({f"c{k}": piece for k, piece in enumerate(pieces)})
    return out


def _text(value: Any) -> str | None:
    """A TXT value as text; None for what no Diamant sends (not bytes or text, too long, not UTF-8)."""
    if isinstance(value, str):
        value = value.encode("utf-8", "surrogatepass")
    if not isinstance(value, (bytes, bytearray)) or len(value) > MAX_VALUE:
        return None
    try:
        return bytes(value).decode("utf-8")
    except UnicodeDecodeError:
        return None


def _count(value: str | None) -> int | None:
    if value is None or not value.isascii() or not value.isdigit() or len(value) > 2:
        return None
    n = int(value)
    return n if 0 <= n <= MAX_SEATS else None


def decode_txt(props: Any) -> TableAd | None:
    """The table a TXT record announces, or None when it is not a table this version can join
    (another version, a damaged or hostile record: never an exception)."""
    if not isinstance(props, Mapping) or len(props) > 32:
        return None
    record: dict[str, str] = {}
    names: set[str] = set()
    for key, value in props.items():
        name = _text(key)
        if name is None or len(name) > 8 or name in names or not isinstance(value, (bytes, bytearray, str, type(None))):
            return None  # no Diamant sends that: the whole record is left out
        names.add(name)
        text = _text(value)  # None: a key without a value, or not UTF-8 (that value is left out)
        if text is not None:
            record[name] = text
    if record.get("v") != TXT_VERSION or record.get("g") not in ("diamant", "club"):
        return None
    free, seats = _count(record.get("f")), _count(record.get("n"))
    if free is None or seats is None or not 0 < seats or free > seats:
        return None
    code = ""
    for k in range(MAX_CHUNKS):
        piece = record.get(f"c{k}")
        if piece is None:
            break
        code += piece
    try:
        invite = read_invite(code)
    except InviteError:
        return None
    if invite.game != record["g"]:
        return None
    return TableAd(invite.game, _clean_name(record.get("h", "")), free, seats, code)


def _zeroconf(interfaces: Sequence[str] | None) -> Any:
    """A zeroconf instance on the running loop (none of its own threads)."""
    from zeroconf import InterfaceChoice, IPVersion
    from zeroconf.asyncio import AsyncZeroconf
    return AsyncZeroconf(interfaces=list(interfaces) if interfaces is not None else InterfaceChoice.All,
                         ip_version=IPVersion.V4Only)


def _service_address(code: str) -> tuple[bytes, int]:
    """The address and port the service record names: the invite's first direct address (a
    guest joins with the code; this is for the curious, `avahi-browse`)."""
    invite = read_invite(code)
    for address in invite.direct:
        host, _, port = address.rpartition(":")
        try:
            return socket.inet_aton(host), int(port)
        except OSError:
            continue
    return socket.inet_aton("127.0.0.1"), 9


class Announcer:
    """The host's announcement of its waiting table; every method runs on the table's asyncio
    loop. `show` registers it (or updates it: free seats), `withdraw` takes it back and closes
    the sockets; after `withdraw` it shows nothing more."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = interfaces
        self.instance = f"diamant-{secrets.token_hex(4)}"
        self._zc: Any = None
        self._info: Any = None
        self._lock: asyncio.Lock | None = None
        self.withdrawn = False
        self.shown: TableAd | None = None

    def _locked(self) -> asyncio.Lock:
        if self._lock is None:
            self._lock = asyncio.Lock()
        return self._lock

    async def show(self, ad: TableAd) -> None:
        """Announce `ad` (its first call registers the service, which takes a second or two of
        probing; the next ones update its TXT). OSError: this network cannot be announced on."""
        from zeroconf import ServiceInfo
        async with self._locked():
            if self.withdrawn or ad == self.shown:
                return
            address, port = _service_address(ad.code)
            info = ServiceInfo(SERVICE, f"{self.instance}.{SERVICE}", addresses=[address], port=port,
                               properties=encode_txt(ad), server=f"{self.instance}.local.", host_ttl=TTL,
                               other_ttl=TTL)
            if self._zc is None:
                self._zc = _zeroconf(self.interfaces)
            if self._info is None:
                await (await self._zc.async_register_service(info, allow_name_change=True))
            else:
                await (await self._zc.async_update_service(info))
            self._info, self.shown = info, ad

    async def withdraw(self) -> None:
        """Say goodbye (the table leaves the guests' lists at once) and close the sockets."""
        async with self._locked():
            self.withdrawn = True
            zc, info, self._zc, self._info = self._zc, self._info, None, None
            if zc is None:
                return
            try:
                if info is not None:
                    await asyncio.wait_for(await zc.async_unregister_service(info), CLOSE_TIME)
            except (OSError, asyncio.TimeoutError) as exc:  # the goodbye is a courtesy: its TTL ends it anyway
                log.info("the table's announcement was not taken back: %r", exc)
            finally:
                await zc.async_close()


class TableFinder:
    """The tables announced on this network, kept up to date on a thread of its own. The screen
    reads `tables()` (a copy, safe from any thread) and `version` (it changes with the list);
    `error` says when this network cannot be listened to. `close()` ends it all."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = interfaces
        self._found: dict[str, TableAd] = {}
        self._guard = threading.Lock()
        self.version = 0
        self.error: str | None = None
        self._zc: Any = None
        self._browser: Any = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.closed = False
        self.net = Background("lan-tables")
        self.net.submit(self._start())

    def tables(self) -> list[TableAd]:
        """The tables heard of, by host's name."""
        with self._guard:
            found = list(self._found.values())
        return sorted(found, key=lambda ad: (ad.host.casefold(), ad.code))

    async def _start(self) -> None:
        try:
            from zeroconf.asyncio import AsyncServiceBrowser
            self._zc = _zeroconf(self.interfaces)
            self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE, handlers=[self._changed])
        except (OSError, RuntimeError, ValueError, ImportError) as exc:  # no multicast here: the code still works
            log.warning("tables on this network cannot be looked for: %r", exc)
            self.error = str(exc) or type(exc).__name__
            self.version += 1

    def _changed(self, **change: Any) -> None:
        """The browser's news, by keyword (zeroconf, service_type, name, state_change)."""
        from zeroconf import ServiceStateChange
        name = change["name"]
        if change["state_change"] is ServiceStateChange.Removed:
            self._set(name, None)
            return
        task = asyncio.ensure_future(self._resolve(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo
        if self._zc is None:
            return
        info = AsyncServiceInfo(SERVICE, name)
        try:
            found = await info.async_request(self._zc.zeroconf, RESOLVE_MS)
        except (OSError, ValueError) as exc:  # a record that cannot be read: that table is not listed
            log.info("a table on this network could not be read: %r", exc)
            found = False
        self._set(name, decode_txt(info.properties) if found else None)

    def _set(self, name: str, ad: TableAd | None) -> None:
        with self._guard:
            if ad is None:
                changed = self._found.pop(name, None) is not None
            else:
                changed = self._found.get(name) != ad and (name in self._found or len(self._found) < MAX_TABLES)
                if changed:
                    self._found[name] = ad
            if changed:
                self.version += 1

    async def _stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._browser is not None:
            await self._browser.async_cancel()
        if self._zc is not None:
            await self._zc.async_close()
        self._browser = self._zc = None

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.net.submit(self._stop()).result(CLOSE_TIME)
        except (OSError, RuntimeError, concurrent.futures.TimeoutError) as exc:
            log.info("closing the look for tables on this network: %r", exc)
        self.net.stop()
