"""Network play over loopback: whole games through a relay, a relay under many tables, an idle
client's CPU, and the time a reconnect takes to bring the state back.

    python benchmarks/bench_net.py                       # small sizes (seconds)
    python benchmarks/bench_net.py --games 1000 --tables 500   # the goals' sizes

1. games: `--games` whole games (Diamant 3-8 seats and Diamonds Club 2-4, mixed), each host and its
   clients connected through one relay (a child process, `diamant relay`), `--concurrent` at a
   time. Counts desyncs (a client's final view differs from its replay of the host's record) and
   secret bytes (the audit over every client-bound message, plus the seed looked for in every
   message the clients received before the game's end). Goals: 0 and 0.
2. relay: `--tables` rooms held at once by a fresh relay, each a host and two clients that send a
   message every `--interval` s for `--seconds`; the forwarding latency (client -> relay -> host,
   one clock) p50/p99, and the relay's memory (RSS). Goals: p99 <= 20 ms, <= 300 MB.
3. idle: a client process connected to a table that waits for its decision: its CPU time over
   wall time across `--idle` s. Goal: <= 1%.
4. reconnect: `--reconnects` times, a client drops and comes back with its token: the time until
   its state is back. Goal: <= 2 s.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from diamant.net import protocol as P  # noqa: E402
from diamant.net.adapters import make_table  # noqa: E402
from diamant.net.audit import Audit  # noqa: E402
from diamant.net.client import Client  # noqa: E402
from diamant.net.host import BOT, REMOTE, Host, SeatPlan  # noqa: E402


def start_relay() -> tuple[subprocess.Popen[str], str]:
    env = dict(os.environ, DIAMANT_HOME=tempfile.mkdtemp(prefix="bench-net-"))
    proc = subprocess.Popen([sys.executable, "-m", "diamant", "relay", "--port", "0", "--max-rooms", "100000"],
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    return proc, line.rsplit(" ", 1)[-1]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


# --- 1. whole games -------------------------------------------------------------------------------------
async def one_game(rng: random.Random, relay: str) -> dict[str, Any]:
    game = rng.choice(("diamant", "club"))
    n = rng.randint(3, 8) if game == "diamant" else rng.randint(2, 4)
    bots = ("random", "steady") if game == "diamant" else ("random", "beginner")
    remote = rng.randint(1, n)
    plans = [SeatPlan(REMOTE, "random") if i < remote else SeatPlan(BOT, rng.choice(bots)) for i in range(n)]
    rng.shuffle(plans)
    host = Host(make_table(game, n), plans, grace=60)
    audit = Audit(host)
    await host.open_relay(relay)
    code = host.invite()
    clients = [Client(f"C{i}", bot=rng.choice(bots), keep_traffic=True) for i in range(remote)]
    for c in clients:
        await c.connect(code)
    run = asyncio.ensure_future(host.run())
    await asyncio.gather(*(c.play() for c in clients))
    await run
    seed = str(host.table.seed)
    leaks = len(audit.leaks) + sum(any(seed in t for t in c.traffic if '"game-over"' not in t) for c in clients)
    out = {"game": game, "seats": n, "desyncs": sum(c.desync() for c in clients), "leaks": leaks,
           "messages": audit.messages, "bytes": audit.bytes}
    for c in clients:
        await c.close()
    await host.close()
    return out


async def bench_games(games: int, concurrent: int, relay: str, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    results: list[dict[str, Any]] = []
    sem = asyncio.Semaphore(concurrent)
    failures: list[str] = []

    async def guarded(r: random.Random) -> None:
        async with sem:
            try:
                results.append(await asyncio.wait_for(one_game(r, relay), 120))
            except Exception as exc:
                failures.append(repr(exc)[:200])

    t0 = time.perf_counter()
    await asyncio.gather(*(guarded(random.Random(rng.random())) for _ in range(games)))
    wall = time.perf_counter() - t0
    return {"games": len(results), "failed": len(failures), "first_failure": failures[:1],
            "diamant": sum(r["game"] == "diamant" for r in results), "club": sum(r["game"] == "club" for r in results),
            "desyncs": sum(r["desyncs"] for r in results), "secret_leaks": sum(r["leaks"] for r in results),
            "messages": sum(r["messages"] for r in results), "MB_sent": round(sum(r["bytes"] for r in results) / 1e6, 1),
            "seconds": round(wall, 1), "games_per_s": round(len(results) / wall, 1)}


# --- 2. the relay under many tables ------------------------------------------------------------------------
# The clients run in a child process of their own (the rooms' hosts here), so the relay's latency is
# not this process's own queue; both read CLOCK_MONOTONIC (time.perf_counter on Linux), one clock.
TALKERS = r'''
import asyncio, json, random, sys, time
from websockets.asyncio.client import connect
url, seconds, interval = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
rooms = sys.stdin.readline().split()
async def main():
    clients = []
    for room in rooms:
        for _ in range(2):
            c = await connect(url, compression=None)
            await c.send(json.dumps({"type": "relay-join", "protocol": 1, "room": room}))
            clients.append(c)
    print("ready", flush=True)
    sys.stdin.readline()
    async def talk(ws):
        await asyncio.sleep(random.random() * interval)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            await ws.send(json.dumps({"type": "ping", "t": time.perf_counter()}))
            await asyncio.sleep(interval)
    await asyncio.gather(*(talk(c) for c in clients))
    for c in clients:
        await c.close()
asyncio.run(main())
'''


async def bench_relay(tables: int, seconds: float, interval: float) -> dict[str, Any]:
    from websockets.asyncio.client import connect
    proc, url = start_relay()
    base = rss_mb(proc.pid)
    latencies: list[float] = []
    hosts: list[Any] = []
    try:
        rooms = []
        for _ in range(tables):
            ws = await connect(url, compression=None, max_size=None)
            await ws.send(P.encode({"type": "relay-host", "protocol": 1}))
            rooms.append(json.loads(await ws.recv())["room"])
            hosts.append(ws)

        async def host_reader(ws: Any) -> None:
            async for text in ws:
                msg = json.loads(text)
                if "data" in msg:
                    latencies.append(time.perf_counter() - json.loads(msg["data"])["t"])

        readers = [asyncio.ensure_future(host_reader(h)) for h in hosts]
        talkers = await asyncio.create_subprocess_exec(
            sys.executable, "-c", TALKERS, url, str(seconds), str(interval), stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE, cwd=ROOT)
        assert talkers.stdin is not None and talkers.stdout is not None
        talkers.stdin.write((" ".join(rooms) + "\n").encode())
        await talkers.stdin.drain()
        await talkers.stdout.readline()  # ready: every client in its room
        held = rss_mb(proc.pid)
        talkers.stdin.write(b"go\n")
        await talkers.stdin.drain()
        cpu0, t0 = cpu_seconds(proc.pid), time.perf_counter()
        await asyncio.sleep(seconds / 2)
        peak = rss_mb(proc.pid)
        await talkers.wait()
        cpu = (cpu_seconds(proc.pid) - cpu0) / (time.perf_counter() - t0)
        await asyncio.sleep(0.5)
        for r in readers:
            r.cancel()
    finally:
        for ws in hosts:
            await ws.close()
        proc.terminate()
        proc.wait(10)
    ms = [x * 1000 for x in latencies]
    return {"tables": tables, "connections": tables * 3, "forwarded": len(ms),
            "p50_ms": round(pct(ms, 0.5), 2), "p99_ms": round(pct(ms, 0.99), 2), "max_ms": round(max(ms), 1) if ms else None,
            "relay_cpu_percent": round(100 * cpu, 1), "relay_rss_MB_empty": round(base, 1), "relay_rss_MB_held": round(held, 1), "relay_rss_MB_peak": round(peak, 1)}


# --- 3. an idle client's CPU ----------------------------------------------------------------------------------
IDLE_CHILD = r'''
import asyncio, sys, time
from diamant.net.client import Client
async def main():
    c = Client("Idle")
    await c.connect(sys.argv[1])
    t0, c0 = time.perf_counter(), time.process_time()
    try:
        await asyncio.wait_for(c.play(), float(sys.argv[2]))
    except asyncio.TimeoutError:
        pass
    print(time.process_time() - c0, time.perf_counter() - t0, flush=True)
asyncio.run(main())
'''


async def bench_idle(seconds: float) -> dict[str, Any]:
    host = Host(make_table("diamant", 3), [SeatPlan(REMOTE), SeatPlan(BOT), SeatPlan(BOT)], grace=600)
    await host.serve("127.0.0.1", 0)
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", IDLE_CHILD, host.invite(), str(seconds),
                                                stdout=asyncio.subprocess.PIPE, cwd=ROOT)
    await host.wait_joined(30)
    host.start()
    out, _ = await proc.communicate()
    await host.close()
    cpu, wall = (float(x) for x in out.split())
    return {"seconds": round(wall, 1), "cpu_seconds": round(cpu, 4), "cpu_percent": round(100 * cpu / wall, 3)}


# --- 4. reconnect ---------------------------------------------------------------------------------------------
async def bench_reconnect(times: int, relay: str | None) -> dict[str, Any]:
    host = Host(make_table("diamant", 3), [SeatPlan(REMOTE), SeatPlan(BOT), SeatPlan(BOT)], grace=600)
    if relay:
        await host.open_relay(relay)
    else:
        await host.serve("127.0.0.1", 0)
    c = Client("Back")
    await c.connect(host.invite())
    host.start()
    while c.state is None:
        await c._recv()
    took = []
    for _ in range(times):
        await c.drop()
        while host.seats[0].conn is not None:
            await asyncio.sleep(0.001)
        t0 = time.perf_counter()
        c.state = None
        await c.rejoin()
        while c.state is None:
            await c._recv()
        took.append(time.perf_counter() - t0)
        assert c.state["view"] == host.table.view(0)
    await host.close()
    ms = [t * 1000 for t in took]
    return {"reconnects": times, "via": "relay" if relay else "direct", "median_ms": round(statistics.median(ms), 2),
            "max_ms": round(max(ms), 2)}


async def main(args: argparse.Namespace) -> None:
    def show(name: str, figures: dict[str, Any]) -> None:
        print(json.dumps({"bench": name, **figures}), flush=True)

    if args.games:
        proc, url = start_relay()
        try:
            show("games", await bench_games(args.games, args.concurrent, url, args.seed))
            show("reconnect", await bench_reconnect(args.reconnects, url))
        finally:
            proc.terminate()
            proc.wait(10)
        show("reconnect", await bench_reconnect(args.reconnects, None))
    if args.tables:
        show("relay", await bench_relay(args.tables, args.seconds, args.interval))
    if args.idle:
        show("idle", await bench_idle(args.idle))


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--concurrent", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--interval", type=float, default=0.5, help="seconds between a relay client's messages")
    ap.add_argument("--idle", type=float, default=5.0)
    ap.add_argument("--reconnects", type=int, default=20)
    asyncio.run(main(ap.parse_args()))
