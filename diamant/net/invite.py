"""Invite codes: how to reach a table, in one line a player can paste.

    DMT1.<base64url of {"g": game, "a": ["host:port", ...], "r": "ws://relay:port", "room": "..."}>

A client tries the direct addresses first ("a"), then the relay with the room. No address is built
in: the host's direct addresses are its own, the relay's is the player's setting.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass, field

PREFIX = "DMT1."
MAX_CODE = 1024


class InviteError(ValueError):
    """An invite code that cannot be read (the message says why, in one line)."""


@dataclass(frozen=True)
class Invite:
    game: str
    direct: tuple[str, ...] = field(default_factory=tuple)  # "host:port", tried in order
    relay: str | None = None  # ws://host:port of a relay
    room: str | None = None

    def code(self) -> str:
        data: dict[str, object] = {"g": self.game, "a": list(self.direct)}
        if self.relay:
            data["r"] = self.relay
            data["room"] = self.room
        raw = json.dumps(data, separators=(",", ":")).encode()
        return PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")

    def urls(self) -> list[tuple[str, str | None]]:
        """Where to connect, in the order to try: (websocket url, relay room or None)."""
        out: list[tuple[str, str | None]] = [(f"ws://{a}", None) for a in self.direct]
        if self.relay and self.room:
            out.append((self.relay, self.room))
        return out


def _address(a: object) -> str:
    if not isinstance(a, str) or len(a) > 255 or ":" not in a:
        raise InviteError("the invite code holds an address that is not host:port")
    host, _, port = a.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise InviteError(f"the invite code holds a bad address {a[:40]!r}")
    return a


#: the longest relay address a player may set
MAX_RELAY = 200


def relay_url(text: str) -> str:
    """The relay's websocket URL from what the player wrote in Settings: "host:port", or a
    ws:// or wss:// URL; "" for none (direct connections only). InviteError (one line) when it
    is neither: no address is guessed, and none is built in."""
    text = text.strip()
    if not text:
        return ""
    if len(text) > MAX_RELAY or any(c.isspace() or not c.isprintable() for c in text):
        raise InviteError("a relay address is host:port or a ws:// URL, without spaces")
    from urllib.parse import urlsplit
    url = text if "://" in text else f"ws://{text}"
    try:
        parts = urlsplit(url)
        port = parts.port  # ValueError: not a number, or out of range
    except ValueError:
        raise InviteError("the relay's port is not a number from 1 to 65535") from None
    if parts.scheme not in ("ws", "wss"):
        raise InviteError("a relay's URL starts with ws:// or wss://")
    if not parts.hostname:
        raise InviteError("the relay's address names no host")
    if port is None and "://" not in text:  # a bare host: the port cannot be guessed
        raise InviteError("the relay's address needs its port (host:port)")
    if port == 0:
        raise InviteError("the relay's port is not a number from 1 to 65535")
    return url


def read_invite(code: str) -> Invite:
    code = code.strip()
    if len(code) > MAX_CODE:
        raise InviteError("the invite code is too long")
    if not code.startswith(PREFIX):
        raise InviteError("not an invite code of this version of Diamant (it starts with "
                          f"{PREFIX!r})")
    body = code[len(PREFIX):]
    try:
        data = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    except (binascii.Error, ValueError):
        raise InviteError("the invite code is damaged (copy it whole)") from None
    if not isinstance(data, dict) or data.get("g") not in ("diamant", "club"):
        raise InviteError("the invite code names no game")
    direct = data.get("a", [])
    if not isinstance(direct, list) or len(direct) > 8:
        raise InviteError("the invite code's addresses are damaged")
    relay, room = data.get("r"), data.get("room")
    if relay is not None and (not isinstance(relay, str) or not relay.startswith(("ws://", "wss://"))
                              or not isinstance(room, str) or not 0 < len(room) <= 64):
        raise InviteError("the invite code's relay is damaged")
    invite = Invite(data["g"], tuple(_address(a) for a in direct), relay, room)
    if not invite.urls():
        raise InviteError("the invite code holds no way to connect")
    return invite
