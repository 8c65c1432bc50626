"""`diamant host`, `diamant join` and `diamant relay`: network play without a window.

Each prints one line per error on stderr; misuse (a bad seat list, an unknown bot, a damaged
invite code) exits with status 2, a table that cannot be reached or a host that left with 1.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

from diamant.errors import RulesError

from .adapters import check_bot, make_table
from .client import Client, JoinRefused
from .host import BOT, REMOTE, Host, SeatPlan
from .invite import InviteError, read_invite

EXIT_USAGE = 2
DEFAULT_TAKEOVER = "steady"  # a level both games have


class Misuse(ValueError):
    """A command line that cannot be run: the message is the line to print."""


def parse_seats(game: str, spec: str) -> list[SeatPlan]:
    """"remote,bot:steady,remote:master": a remote seat (with the bot that plays it while its
    person is away), or a bot played by the host."""
    plans = []
    for part in (p.strip() for p in spec.split(",")):
        kind, _, bot = part.partition(":")
        if kind not in (REMOTE, BOT):
            raise Misuse(f"a seat is 'remote', 'remote:BOT' or 'bot:NAME', not {part!r}")
        bot = bot or DEFAULT_TAKEOVER
        try:
            check_bot(game, bot)
        except ValueError as exc:
            raise Misuse(str(exc)) from None
        plans.append(SeatPlan(kind, bot))
    return plans


def relay_setting() -> str | None:
    """The relay the player set in Settings (host:port or a ws:// URL), as a URL; None when
    none is set or it is no relay's address: none is built in."""
    from diamant.storage.settings import load_settings

    from .invite import InviteError, relay_url
    try:
        return relay_url(load_settings()[0].relay) or None
    except InviteError:
        return None


def _autosave(path: Path) -> Any:
    from diamant.safefile import atomic_write_text

    def save(host: Host) -> None:
        try:
            atomic_write_text(path, json.dumps(host.saved(), ensure_ascii=False))
        except OSError as exc:  # the game goes on; the line says the save is not kept
            print(f"diamant host: cannot save the table to {path}: {exc}", file=sys.stderr)
    return save


def _resumed(path: Path, options: dict[str, Any]) -> Host:
    from diamant.safefile import DamagedFile, parse_json, read_bytes
    try:
        saved = parse_json(read_bytes(path))
        if not isinstance(saved, dict):
            raise ValueError("not a saved network table")
        return Host.resume(saved, **options)
    except (OSError, DamagedFile, ValueError) as exc:
        raise Misuse(f"{path}: {exc}") from None


async def _host(args: Any, out: Any) -> int:
    options: dict[str, Any] = {"grace": args.grace, "decision_time": args.decision_time}
    if args.save:
        options["on_step"] = _autosave(args.save)
    if args.resume:
        host = _resumed(args.resume, options)
        table = host.table
    else:
        plans = parse_seats(args.game, args.seats)
        rules = {"edition": args.edition} if args.edition and args.game == "diamant" else {}
        try:
            table = make_table(args.game, len(plans), args.seed, **rules)
        except RulesError as exc:
            raise Misuse(str(exc)) from None
        host = Host(table, plans, **options)
    if args.port is not None:
        await host.serve(args.bind, args.port)
    relay = args.relay or (relay_setting() if args.port is None else None)
    if relay:
        await host.open_relay(relay)
    if not host.addresses and not host.room:
        raise Misuse("no way to reach this table: give --port, or --relay (or set a relay in the settings)")
    print(f"invite {host.invite()}", file=out, flush=True)
    if args.invite_file:
        Path(args.invite_file).write_text(host.invite() + "\n", encoding="utf-8")
    try:
        if not await host.wait_joined(args.join_timeout):
            print("diamant host: not every remote seat joined in time: their bots play them", file=sys.stderr)
        record = await host.run()
        if args.record_out:
            Path(args.record_out).write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        print(json.dumps({"result": table.result(), "refused": len(host.refusals)}), file=out, flush=True)
    finally:
        await host.close()
    return 0


async def _join(args: Any, out: Any) -> int:
    from websockets.exceptions import WebSocketException
    try:
        invite = read_invite(args.code) if not args.code.startswith(("ws://", "wss://")) else None
    except InviteError as exc:
        raise Misuse(str(exc)) from None
    game = invite.game if invite is not None else None
    if game is not None:
        try:
            check_bot(game, args.bot)
        except ValueError as exc:
            raise Misuse(str(exc)) from None
    client = Client(args.name or args.bot, bot=args.bot, seat=args.seat, connect_timeout=args.connect_timeout)
    try:
        await client.connect(args.code)
        print(f"seat {client.seat}", file=out, flush=True)
        result = await client.play()
    except JoinRefused as exc:
        print(f"diamant join: the host refused: {exc}", file=sys.stderr)
        return 1
    except (ConnectionError, OSError, WebSocketException) as exc:  # the table cannot be reached, or went away
        print(f"diamant join: {exc or type(exc).__name__}", file=sys.stderr)
        return 1
    finally:
        if args.record_out:
            kept = client.record if client.record is not None else {"transcript": client.transcript}
            Path(args.record_out).write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
        await client.close()
    if result is None:
        print("diamant join: the host left before the end of the game", file=sys.stderr)
        return 1
    print(json.dumps({"result": result, "desync": client.desync()}), file=out, flush=True)
    return 0


async def _relay(args: Any, out: Any) -> int:
    from .relay import Relay
    relay = Relay(max_rooms=args.max_rooms)
    port = await relay.serve(args.bind, args.port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt instead
            pass
    # said once the stop signals are taken: a supervisor may send one as soon as it reads this
    print(f"relay listening on ws://{args.bind}:{port}", file=out, flush=True)
    try:
        await stop.wait()
    finally:
        await relay.close()
    return 0


def run(command: str, args: Any, out: Any = None) -> int:
    out = out or sys.stdout
    logging.basicConfig(level=os.environ.get("DIAMANT_NET_LOG", "ERROR").upper(), stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    work = {"host": _host, "join": _join, "relay": _relay}[command]
    try:
        return asyncio.run(work(args, out))
    except Misuse as exc:
        print(f"diamant {command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # a port in use, a relay that cannot be reached
        print(f"diamant {command}: {exc}", file=sys.stderr)
        return 1
