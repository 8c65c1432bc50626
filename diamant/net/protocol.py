"""The wire protocol: versioned JSON text messages with sequence numbers, checked on arrival.

Every message is one JSON object in one WebSocket text frame, with a "type" and a "seq": each side
numbers the messages it sends on a connection 1, 2, 3... (a new connection starts again at 1), and
a receiver refuses a message whose number is not the next one (a replayed or reordered message).
What a client may send is small and closed: the fields of each type are listed in CLIENT_FIELDS and
nothing else is accepted. docs/protocol.md is the description for people; this is the one for code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
#: the largest message a client may send (bytes); the host's transport drops a connection past it
MAX_CLIENT_MESSAGE = 4096
#: the largest message a host sends (a whole record at the end of a long game fits)
MAX_HOST_MESSAGE = 1 << 20
MAX_NAME = 24  # a seat's name, as the lobby takes it
MAX_ACTION = 80  # the longest action string of either game is far shorter
TOKEN_BYTES = 18  # seat tokens: 144 random bits, url-safe text

#: what a client may send: type -> {field: accepted types}; "type" and "seq" are in every message
CLIENT_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"protocol": (int,), "name": (str,), "token": (str, type(None)), "seat": (int, type(None)),
              "game": (str, type(None))},
    "intent": {"step": (int,), "action": (str,), "seat": (int, type(None))},
    "ping": {},
    "bye": {},
}
#: fields a client may leave out (with their meaning when absent: None)
CLIENT_OPTIONAL = {"token", "seat", "game", "name"}

# error codes (docs/protocol.md lists them with what a client should do)
E_MALFORMED = "malformed"  # not JSON, not an object, unknown type or field, wrong field type
E_SEQUENCE = "sequence"  # seq is not the next number
E_VERSION = "version"  # another protocol version: the connection is closed
E_TOO_BIG = "too-big"
E_FLOOD = "flood"  # too many messages too fast
E_NOT_JOINED = "not-joined"  # an intent before hello
E_ALREADY_JOINED = "already-joined"
E_NO_SEAT = "no-seat"  # no free remote seat, or the token fits no seat
E_WRONG_GAME = "wrong-game"
E_NOT_YOUR_SEAT = "not-your-seat"
E_NOT_YOUR_TURN = "not-your-turn"
E_ALREADY_DECIDED = "already-decided"
E_STALE = "stale-step"  # the intent names a step that is over
E_ILLEGAL = "illegal"  # the engine refused the action
E_GAME_OVER = "game-over"
E_TOO_MANY = "too-many-errors"  # the connection is closed after this one
ERROR_CODES = (E_MALFORMED, E_SEQUENCE, E_VERSION, E_TOO_BIG, E_FLOOD, E_NOT_JOINED, E_ALREADY_JOINED,
               E_NO_SEAT, E_WRONG_GAME, E_NOT_YOUR_SEAT, E_NOT_YOUR_TURN, E_ALREADY_DECIDED, E_STALE,
               E_ILLEGAL, E_GAME_OVER, E_TOO_MANY)

# WebSocket close codes the host uses
CLOSE_POLICY = 1008  # too many refused messages, or flooding
CLOSE_VERSION = 4001  # another protocol version
CLOSE_NO_SEAT = 4002
CLOSE_HOST_LEFT = 4003
CLOSE_REPLACED = 4004  # the same seat joined again on another connection


class ProtocolError(ValueError):
    """A message that breaks the protocol: `code` is one of ERROR_CODES, the text says why."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class ClientMessage:
    """A checked message from a client."""

    type: str
    seq: int
    fields: dict[str, Any]

    def get(self, name: str) -> Any:
        return self.fields.get(name)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_client(data: str | bytes, expected_seq: int) -> ClientMessage:
    """Check one message from a client; ProtocolError when it is refused. Checks, in order: size,
    text, JSON object, type, sequence number, then every field (no unknown one, each of its type,
    strings and numbers within bounds)."""
    if isinstance(data, bytes):
        raise ProtocolError(E_MALFORMED, "messages are text frames, not binary")
    if len(data) > MAX_CLIENT_MESSAGE:
        raise ProtocolError(E_TOO_BIG, f"a message may be at most {MAX_CLIENT_MESSAGE} bytes")
    try:
        obj = json.loads(data, parse_constant=_reject_constant)
    except (ValueError, RecursionError):
        raise ProtocolError(E_MALFORMED, "the message is not JSON") from None
    if not isinstance(obj, dict):
        raise ProtocolError(E_MALFORMED, "a message is a JSON object")
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in CLIENT_FIELDS:
        raise ProtocolError(E_MALFORMED, f"unknown message type {str(kind)[:20]!r}")
    if kind == "hello" and obj.get("protocol") != PROTOCOL_VERSION:
        # checked before anything else of a hello: another version's fields may differ
        raise ProtocolError(E_VERSION, f"this host speaks protocol {PROTOCOL_VERSION}, the client "
                                       f"{str(obj.get('protocol'))[:12]}: both must run the same version")
    seq = obj.get("seq")
    if type(seq) is not int:
        raise ProtocolError(E_MALFORMED, "seq must be a whole number")
    if seq != expected_seq:
        raise ProtocolError(E_SEQUENCE, f"seq {seq} is not the next one ({expected_seq})")
    allowed = CLIENT_FIELDS[kind]
    fields: dict[str, Any] = {}
    for key, value in obj.items():
        if key in ("type", "seq"):
            continue
        types = allowed.get(key)
        if types is None:
            raise ProtocolError(E_MALFORMED, f"{kind} has no field {str(key)[:20]!r}")
        if type(value) not in types:  # type(), not isinstance: True is not a seat number
            raise ProtocolError(E_MALFORMED, f"{kind}.{key} has the wrong type")
        if isinstance(value, int) and not -1 <= value < 1 << 31:
            raise ProtocolError(E_MALFORMED, f"{kind}.{key} is out of range")
        fields[key] = value
    for key in allowed:
        if key not in fields and key not in CLIENT_OPTIONAL:
            raise ProtocolError(E_MALFORMED, f"{kind} needs {key!r}")
    name = fields.get("name")
    if name is not None:
        name = " ".join(name.split())
        if not name or len(name) > MAX_NAME or not name.isprintable():
            raise ProtocolError(E_MALFORMED, f"a name is 1 to {MAX_NAME} printable characters")
        fields["name"] = name
    token = fields.get("token")
    if token is not None and (len(token) > 64 or not token.isascii()):
        raise ProtocolError(E_MALFORMED, "not a seat token")
    action = fields.get("action")
    if action is not None and (len(action) > MAX_ACTION or not action.isprintable()):
        raise ProtocolError(E_MALFORMED, "not an action")
    return ClientMessage(kind, seq, fields)


def encode(message: dict[str, Any]) -> str:
    """A message as sent: compact JSON, no NaN (a third party's parser may refuse it)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


class Sequencer:
    """Numbers the messages one side sends on one connection."""

    def __init__(self) -> None:
        self.last = 0

    def stamp(self, message: dict[str, Any]) -> str:
        self.last += 1
        return encode({**message, "seq": self.last})


class RateLimit:
    """A token bucket: `rate` messages a second on average, bursts of `burst`. `now` comes from the
    caller (the event loop's clock), so it is tested without sleeping."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.when = now

    def allow(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False
