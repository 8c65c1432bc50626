"""Time from launching `diamant` to its first interactive frame (the title menu on screen).

Runs the real entry point in a fresh process several times (SDL dummy video unless --real) and
reports the median. The child prints the wall-clock time of its first frame
(DIAMANT_STARTUP_PROBE=1) and exits; the parent measures from just before it started the process.
Each run has a new, empty data folder: a first start, so the title shows with the offer of the
guided first game over it (--returning: a player's folder with settings, no offer, from a game
started once before in it).

On a busy machine the figures swing with the load (printed with them): compare two trees with
--against OTHER_TREE, which runs this tree and the other one alternately, run for run.

Python's bytecode is cached for each tree in a temporary folder of its own (PYTHONPYCACHEPREFIX),
whatever PYTHONDONTWRITEBYTECODE says: an installed game starts from compiled bytecode, and with
the variable set every run would compile the whole game again (about 100 ms), and no tree's
folders get written to.

    python benchmarks/bench_startup.py [--runs 5] [--real] [--returning] [--against ../main]
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
GOAL = 0.45  # seconds, median, on a quiet machine


def _home(returning: bool) -> str:
    home = tempfile.mkdtemp(prefix="diamant-bench-")
    if returning:  # a player who has played: the lesson was offered and done (the game writes it)
        subprocess.run([sys.executable, "-c", _RETURNING], env=dict(os.environ, DIAMANT_HOME=home,
                                                                    PYTHONPATH=str(ROOT)),
                       check=True, timeout=60)
    return home


_RETURNING = """
from diamant.storage import load_settings, save_settings
settings, _ = load_settings()
settings.extra["tutorial"] = {"offered": True, "done": True}
save_settings(settings)
"""


_PYCACHES: dict[Path, str] = {}


def _pycache(root: Path) -> str:
    """The folder of `root`'s compiled bytecode, one per tree for the whole benchmark."""
    if root not in _PYCACHES:
        _PYCACHES[root] = tempfile.mkdtemp(prefix="diamant-bench-pyc-")
    return _PYCACHES[root]


def one_run(real: bool, root: Path = ROOT, returning: bool = False) -> tuple[float, float, float]:
    """(launch to first frame, the part after diamant.main's imports, the child's CPU seconds)."""
    env = dict(os.environ, DIAMANT_STARTUP_PROBE="1", PYTHONPATH=str(root), DIAMANT_HOME=_home(returning),
               PYTHONPYCACHEPREFIX=_pycache(root))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not real:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-m", "diamant", "--lang", "en"]
    if returning:  # a player who has played has started the game before: what it keeps is there
        subprocess.run(command, env=env, cwd=root, capture_output=True, timeout=60, check=True)
    cpu0 = _child_cpu()
    start = time.time()
    out = subprocess.run(command, env=env, cwd=root, capture_output=True, text=True, timeout=60)
    cpu = _child_cpu() - cpu0  # the child exits right after its first frame
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            _, wall, inside = line.split()
            return float(wall) - start, float(inside), cpu
    raise RuntimeError(f"no first frame reported (exit {out.returncode}):\n{out.stderr[-2000:]}")


def _child_cpu() -> float:
    """CPU seconds of the finished children (less swayed by other processes than the wall clock)."""
    try:
        import resource
    except ImportError:  # not Unix
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:  # not Linux
        return "?"


def _summary(name: str, totals: list[float], insides: list[float], cpus: list[float]) -> str:
    return (f"{name}: median {statistics.median(totals) * 1000:.0f} ms "
            f"(min {min(totals) * 1000:.0f}, max {max(totals) * 1000:.0f}); after the imports of "
            f"diamant.main: median {statistics.median(insides) * 1000:.0f} ms; CPU time median "
            f"{statistics.median(cpus) * 1000:.0f} ms")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--real", action="store_true", help="open a real window (needs a display)")
    p.add_argument("--returning", action="store_true", help="a player's folder: no first-start offer")
    p.add_argument("--against", type=Path, help="another tree of the game, run alternately with this one")
    args = p.parse_args()
    trees = {"this tree": ROOT, **({f"{args.against}": args.against.resolve()} if args.against else {})}
    for root in trees.values():
        one_run(args.real, root, args.returning)  # warm the OS file cache and Python's bytecode cache
    runs: dict[str, tuple[list[float], list[float], list[float]]] = {name: ([], [], []) for name in trees}
    load_before = _load()
    for _ in range(args.runs):
        for name, root in trees.items():
            for kept, value in zip(runs[name], one_run(args.real, root, args.returning)):
                kept.append(value)
    print(f"launch to first interactive frame, {args.runs} runs each "
          f"({'returning player' if args.returning else 'first start'}); load average {load_before} "
          f"before, {_load()} after")
    for name, (totals, insides, cpus) in runs.items():
        print("  " + _summary(name, totals, insides, cpus))
    med = statistics.median(runs["this tree"][0])
    print(f"goal <= {GOAL * 1000:.0f} ms (quiet machine): {'met' if med <= GOAL else 'NOT met'}")
    return 0 if med <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
