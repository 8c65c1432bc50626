"""docs/protocol.md's examples, run: every client line is accepted (or refused with the code it
shows), and every host line has exactly the fields a real host sends in a message of its type."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path
from typing import Any

from diamant.net import protocol as P
from diamant.net.adapters import DiamantTable
from diamant.net.client import Client, JoinRefused
from diamant.net.host import BOT, REMOTE, Host, SeatPlan

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def examples() -> list[tuple[str, str, dict[str, Any]]]:
    """(kind, refusal code or "", message) of every line of the doc's ```session blocks."""
    out = []
    for block in re.findall(r"```session\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        for line in block.strip().splitlines():
            kind, rest = line.split(" ", 1)
            code = ""
            if kind == "C!":
                code, rest = rest.split(" ", 1)
            out.append((kind, code, json.loads(rest)))
    return out


def real_host_messages() -> dict[str, set[str]]:
    """The fields of each type of message a host sends, from a real game on loopback."""
    seen: dict[str, set[str]] = {}

    async def go() -> None:
        host = Host(DiamantTable(3), [SeatPlan(REMOTE, "random"), SeatPlan(BOT), SeatPlan(REMOTE)],
                    decision_time=5.0, grace=5.0,
                    on_send=lambda seat, text: seen.setdefault(json.loads(text)["type"], set(json.loads(text))))
        await host.serve("127.0.0.1", 0)
        code = host.invite()
        ann, bob = Client("Ann", bot="random"), Client("Bob", bot="random")
        await ann.connect(code)
        await bob.connect(code)
        await ann._send({"type": "ping"})
        await ann.send_intent("continue", step=0)  # before the start: refused with an error
        old = Client("Old", protocol=2, reconnect=0)
        try:
            await old.connect(code)
        except JoinRefused:
            pass
        game = asyncio.ensure_future(host.run())
        await asyncio.gather(ann.play(), bob.play())
        await game
        await host.close()

    asyncio.run(asyncio.wait_for(go(), 20))
    return seen


def test_the_examples_of_the_protocol_page_are_what_the_code_does() -> None:
    found = examples()
    assert len(found) >= 15
    real = real_host_messages()
    for kind, code, msg in found:
        text = json.dumps(msg)
        if kind == "C":
            assert P.parse_client(text, msg["seq"]).type == msg["type"]
        elif kind == "C!":
            try:
                P.parse_client(text, 1)
            except P.ProtocolError as exc:
                assert exc.code == code, text
            else:
                raise AssertionError(f"the doc says {text} is refused, the code accepts it")
        else:
            assert set(msg) == real[msg["type"]], msg["type"]
    assert {"welcome", "seats", "events", "state", "pong", "game-over", "error", "refused"} <= \
        {m["type"] for k, _, m in found if k == "H"}
    # every error code of the code is in the page's table
    page = DOC.read_text(encoding="utf-8")
    assert all(f"| `{c}` |" in page for c in P.ERROR_CODES)
