"""The secrets check over a host's client-bound traffic (tests and benchmarks use it).

What a client must never receive: the seed (it fixes every future card and market) or the seeds
of the host's bots, before the game is over; another seat's token; another seat's choice before
the reveal (Diamant). `Audit(host)` watches every message the host sends, as text, and counts
the leaks; the game's record (with its seed) is allowed only in the game-over message.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .host import Host


class Audit:
    def __init__(self, host: "Host") -> None:
        self.host = host
        self.messages = 0
        self.bytes = 0
        self.leaks: list[str] = []
        seed = host.table.seed
        # a short seed (a test's 7) would be found in any number: the check needs a real one
        if seed < 10**12:
            raise ValueError("the audit needs a seed of at least 13 digits (the host's own are 19)")
        self.secrets = {str(seed), hex(seed)[2:]}
        host.on_send = self.see

    def see(self, seat: int | None, text: str) -> None:
        self.messages += 1
        self.bytes += len(text.encode())
        kind = json.loads(text).get("type")
        if kind != "game-over":
            for secret in self.secrets:
                if secret in text:
                    self.leaks.append(f"seed in a {kind} message to seat {seat}")
        for s in self.host.seats:
            if s.index != seat and s.token and s.token in text:
                self.leaks.append(f"the token of seat {s.index} in a {kind} message to seat {seat}")
        table = self.host.table
        others = {i: table.pending(i) for i in range(table.players) if i != seat and table.pending(i)}
        if others:
            self._choices(seat, json.loads(text), others)

    def _choices(self, seat: int | None, msg: dict[str, Any], others: dict[int, str | None]) -> None:
        """While other seats' choices are hidden, a message holds no reveal and no pending choice
        but the recipient's own."""
        if msg.get("type") == "events" and any(e.get("type") == "decisions-revealed" for e in msg["events"]):
            self.leaks.append(f"a reveal to seat {seat} while {sorted(others)} still hide their choice")
        if msg.get("type") == "state" and msg.get("pending") is not None and (
                seat is None or msg["pending"] != self.host.table.pending(seat)):
            self.leaks.append(f"another seat's pending choice sent to seat {seat}")
