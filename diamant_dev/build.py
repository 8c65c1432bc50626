"""Build the double-click game with PyInstaller (build_exe.spec) and check what was built.

    python -m diamant_dev.build                  # onedir, windowed: dist/Diamant/
    python -m diamant_dev.build --onefile        # one file: dist/Diamant-<version>[.exe]
    python -m diamant_dev.build --console        # a variant that keeps the console (CI, debugging)
    python -m diamant_dev.build --smoke          # ... then run the built game's checks headless
    python -m diamant_dev.build --smoke --probe 7  # ... and time launch -> first frame (median of 7)
    python -m diamant_dev.build --no-build --smoke # check an existing build only

Needs the build extra: ``pip install -e ".[build]"``. See docs/building.md.

The smoke checks run the built executable with SDL_VIDEODRIVER=dummy, SDL_AUDIODRIVER=dummy and
DIAMANT_HOME in a temporary folder (your own settings and saves are never touched):
``--version``, the resource self-check (DIAMANT_SELF_CHECK=1: every SVG, sound, font, language,
the icon), ``simulate --games 5 --json`` (when this tree has the compiled engine core, built by
``pip install -e .`` with a C compiler, the executable must run it too) and ``--smoke-test`` (a
whole bots-only game through the real scenes). Exit status 0 when the build and every check passed.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from diamant.games.diamant.engine.fast import COMPILED

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_exe.spec"
APP_NAME = "Diamant"
ONEFILE_GOAL_MB = 35.0


def version() -> str:
    from diamant import __version__
    return __version__


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def output_paths(dist: Path, onefile: bool, console: bool) -> tuple[Path, Path]:
    """(what was built: a folder or a file, the executable to run) for these options;
    the names follow build_exe.spec."""
    suffix = "-console" if console else ""
    if onefile:
        exe = dist / f"{APP_NAME}-{version()}{suffix}{exe_suffix()}"
        return exe, exe
    folder = dist / f"{APP_NAME}{suffix}"
    return folder, folder / f"{APP_NAME}{suffix}{exe_suffix()}"


def tree_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mb(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB"


# --------------------------------------------------------------------------- building

def build(onefile: bool, console: bool, dist: Path, work: Path, clean: bool = False,
          verbose: bool = False) -> float:
    """Run PyInstaller with the spec; returns the seconds it took. Raises SystemExit on failure."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('diamant_dev.build: PyInstaller is not installed; run: pip install -e ".[build]"') from None
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist),
           "--workpath", str(work), "--log-level", "INFO" if verbose else "WARN"]
    if clean:
        cmd.append("--clean")
    cmd += [str(SPEC), "--"]
    if onefile:
        cmd.append("--onefile")
    if console:
        cmd.append("--console")
    print("$ " + " ".join(cmd), flush=True)
    start = time.perf_counter()
    result = subprocess.run(cmd, cwd=ROOT)
    took = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"diamant_dev.build: PyInstaller failed (exit {result.returncode})")
    return took


# --------------------------------------------------------------------------- checking

@dataclass
class Check:
    name: str
    ok: bool
    seconds: float
    detail: str = ""


@dataclass
class Report:
    checks: list[Check] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)


def check_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DIAMANT_HOME=str(home),
               DIAMANT_NO_CRASH_DIALOG="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for name in ("PYTHONPATH", "PYTHONHOME", "DIAMANT_SELF_CHECK", "DIAMANT_STARTUP_PROBE",
                 "DIAMANT_STARTUP_PROBE_FILE"):
        env.pop(name, None)
    return env


def _run(exe: Path, args: Sequence[str], env: dict[str, str], timeout: float):
    start = time.perf_counter()
    try:
        out = subprocess.run([str(exe), *args], env=env, capture_output=True, text=True,
                             timeout=timeout, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - start
    return out, time.perf_counter() - start


def _tail(out) -> str:
    text = ((out.stdout or "") + (out.stderr or "")).strip()
    return text[-1500:]


def smoke(exe: Path, *, smoke_test: bool = True, timeout: float = 600.0) -> Report:
    """Run the built game's checks; see the module docstring."""
    report = Report()
    has_stdout = True  # a windowed Windows/macOS build has none: only exit codes count there
    with tempfile.TemporaryDirectory(prefix="diamant-smoke-") as tmp:
        env = check_env(Path(tmp))

        out, took = _run(exe, ["--version"], env, 60)
        if out is None:
            report.checks.append(Check("--version", False, took, "timed out"))
        else:
            has_stdout = bool(out.stdout.strip())
            ok = out.returncode == 0 and (not has_stdout or f"Diamant {version()}" in out.stdout)
            report.checks.append(Check("--version", ok, took, out.stdout.strip() or _tail(out)))

        env_check = dict(env, DIAMANT_SELF_CHECK="1")
        out, took = _run(exe, [], env_check, 120)
        ok = out is not None and out.returncode == 0
        detail = "timed out" if out is None else (out.stdout.strip().splitlines() or [""])[-1]
        if out is not None and not ok:
            detail = _tail(out)
        report.checks.append(Check("resources (self-check)", ok, took, detail))

        out, took = _run(exe, ["simulate", "--games", "5", "--json"], env, 120)
        ok, detail = False, "timed out"
        if out is not None:
            ok = out.returncode == 0
            detail = _tail(out) if not ok else "exit 0"
            if ok and has_stdout:
                try:
                    stats = json.loads(out.stdout)
                    core = stats.get("engine_core")
                    # built from a tree with the compiled core: the executable must run it
                    ok = stats.get("games") == 5 and (core == "compiled" or not COMPILED)
                    detail = (f"5 games, mean scores {[round(s['mean_score'], 1) for s in stats['seats']]}, "
                              f"{core} engine core")
                except (ValueError, KeyError, TypeError) as exc:
                    ok, detail = False, f"bad JSON: {exc}: {out.stdout[:300]}"
        report.checks.append(Check("simulate --games 5", ok, took, detail))

        if smoke_test:  # a whole bots-only game of each game, through the real scenes
            for name, args in (("--smoke-test", ["--smoke-test"]),
                               ("--smoke-test --game club", ["--smoke-test", "--game", "club"])):
                out, took = _run(exe, args, env, timeout)
                ok = out is not None and out.returncode == 0
                detail = "timed out" if out is None else (
                    (out.stdout.strip().splitlines() or ["exit 0"])[-1] if ok else _tail(out))
                report.checks.append(Check(name, ok, took, detail))

        logs = Path(tmp) / "logs"
        crashes = sorted(logs.glob("crash-*.txt")) if logs.is_dir() else []
        if crashes:
            report.checks.append(Check("no crash reports", False, 0.0,
                                       crashes[-1].read_text(encoding="utf-8")[-1500:]))
    return report


def probe_startup(exe: Path, runs: int = 5, timeout: float = 60.0) -> tuple[list[float], set[str]]:
    """Seconds from starting the process to its first frame (SDL dummy video), one per run,
    after one warm-up run, and the window captions seen. Uses diamant.main's DIAMANT_STARTUP_PROBE (it prints
    'first-frame <time>' and quits) and diamant.crash's DIAMANT_STARTUP_PROBE_FILE (the same
    time written to a file: works without a console)."""
    results: list[float] = []
    captions: set[str] = set()
    with tempfile.TemporaryDirectory(prefix="diamant-probe-") as tmp:
        probe_file = Path(tmp) / "first-frame.txt"
        env = dict(check_env(Path(tmp) / "home"), DIAMANT_STARTUP_PROBE="1",
                   DIAMANT_STARTUP_PROBE_FILE=str(probe_file))
        for i in range(runs + 1):
            probe_file.unlink(missing_ok=True)
            start = time.time()
            out = subprocess.run([str(exe), "--lang", "en"], env=env, capture_output=True,
                                 text=True, timeout=timeout, cwd=tmp)
            stamp = None
            for line in (out.stdout or "").splitlines():
                if line.startswith("first-frame "):
                    stamp = float(line.split()[1])
            if probe_file.exists():
                lines = probe_file.read_text(encoding="utf-8").splitlines()
                stamp = float(lines[0]) if stamp is None else stamp
                captions.add(lines[1] if len(lines) > 1 else "")
            if stamp is None:
                raise RuntimeError(f"no first frame reported (exit {out.returncode}): {_tail(out)}")
            if i > 0:  # the first run warms the OS file cache (and unpacks nothing twice)
                results.append(stamp - start)
    return results, captions


# --------------------------------------------------------------------------- command line

def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m diamant_dev.build",
                                description="Build the double-click game with PyInstaller.")
    kind = p.add_mutually_exclusive_group()
    kind.add_argument("--onefile", action="store_true", help="one self-extracting executable")
    kind.add_argument("--onedir", action="store_true", help="a folder (the default)")
    p.add_argument("--console", action="store_true", help="keep a console window (CI/debug variant)")
    p.add_argument("--smoke", action="store_true", help="run the built game's checks headless")
    p.add_argument("--no-smoke-test", action="store_true",
                   help="with --smoke: skip the whole-game --smoke-test")
    p.add_argument("--probe", type=int, default=0, metavar="N",
                   help="time launch -> first frame N times (median)")
    p.add_argument("--no-build", action="store_true", help="check an existing build only")
    p.add_argument("--clean", action="store_true", help="clear PyInstaller's cache first")
    p.add_argument("--dist", type=Path, default=ROOT / "dist")
    p.add_argument("--work", type=Path, default=ROOT / "build")
    p.add_argument("--json", type=Path, help="also write the measurements to this JSON file")
    p.add_argument("-v", "--verbose", action="store_true", help="PyInstaller's full output")
    return p.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    result: dict = {"version": version(), "platform": sys.platform,
                    "kind": "onefile" if args.onefile else "onedir", "console": args.console}
    if not args.no_build:
        took = build(args.onefile, args.console, dist, work, clean=args.clean, verbose=args.verbose)
        result["build_seconds"] = round(took, 1)
        print(f"built in {took:.0f} s")
    built, exe = output_paths(dist, args.onefile, args.console)
    if not exe.exists():
        print(f"diamant_dev.build: {exe} does not exist", file=sys.stderr)
        return 1
    size = tree_size(built)
    result["size_bytes"] = size
    line = f"{built.relative_to(dist.parent) if built.is_relative_to(dist.parent) else built}: {mb(size)}"
    if args.onefile:
        line += f" (goal <= {ONEFILE_GOAL_MB:.0f} MB: {'met' if size <= ONEFILE_GOAL_MB * 1e6 else 'NOT met'})"
    print(line)
    app_bundle = dist / f"{APP_NAME}.app"
    if sys.platform == "darwin" and not args.onefile and app_bundle.exists():
        print(f"{app_bundle.name}: {mb(tree_size(app_bundle))}")

    code = 0
    if args.smoke:
        report = smoke(exe, smoke_test=not args.no_smoke_test)
        for c in report.checks:
            print(f"  [{'ok' if c.ok else 'FAIL'}] {c.name} ({c.seconds:.1f} s): {c.detail}")
        result["checks"] = [c.__dict__ for c in report.checks]
        if not report.ok:
            code = 1
    if args.probe > 0:
        times, captions = probe_startup(exe, args.probe)
        med = statistics.median(times)
        result["captions"] = sorted(captions)
        caption_ok = captions == {f"{APP_NAME} {version()}"}
        print(f"window caption: {', '.join(map(repr, sorted(captions)))}"
              f" ({'shows' if caption_ok else 'does NOT show'} the version)")
        result["first_frame_seconds"] = [round(t, 3) for t in times]
        result["first_frame_median"] = round(med, 3)
        print(f"launch -> first frame ({len(times)} runs, dummy video): median {med * 1000:.0f} ms "
              f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2), encoding="utf-8")
    print("OK" if code == 0 else "FAILED")
    return code


if __name__ == "__main__":
    sys.exit(main())
