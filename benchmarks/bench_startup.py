"""Time from launching `diamant` to its first interactive frame (the title menu on screen).

Runs the real entry point in a fresh process several times (SDL dummy video unless --real) and
reports the median. The child prints the wall-clock time of its first frame
(DIAMANT_STARTUP_PROBE=1) and exits; the parent measures from just before it started the process.

    python benchmarks/bench_startup.py [--runs 7] [--real]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 1.0


def one_run(real: bool) -> tuple[float, float]:
    env = dict(os.environ, DIAMANT_STARTUP_PROBE="1", PYTHONPATH=str(ROOT))
    env.setdefault("DIAMANT_HOME", tempfile.mkdtemp(prefix="diamant-bench-"))
    if not real:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.time()
    out = subprocess.run([sys.executable, "-m", "diamant", "--lang", "en"], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            _, wall, inside = line.split()
            return float(wall) - start, float(inside)
    raise RuntimeError(f"no first frame reported (exit {out.returncode}):\n{out.stderr[-2000:]}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--real", action="store_true", help="open a real window (needs a display)")
    args = p.parse_args()
    one_run(args.real)  # warm the OS file cache and Python's bytecode cache
    totals, insides = [], []
    for _ in range(args.runs):
        total, inside = one_run(args.real)
        totals.append(total)
        insides.append(inside)
    med = statistics.median(totals)
    print(f"launch to first interactive frame, {args.runs} runs: median {med * 1000:.0f} ms "
          f"(min {min(totals) * 1000:.0f}, max {max(totals) * 1000:.0f}); "
          f"inside the game after imports of diamant.main: median {statistics.median(insides) * 1000:.0f} ms; "
          f"goal < {GOAL * 1000:.0f} ms: {'met' if med < GOAL else 'NOT met'}")
    return 0 if med < GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
