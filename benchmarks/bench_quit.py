"""Time to quit through the real entries: from the close request to the end of
the process. Goal: 0.3 s or less, for every entry.

    python benchmarks/bench_quit.py                      # the two Python entries, 3 runs each
    python benchmarks/bench_quit.py --exe dist/Diamant/Diamant   # ... and a built executable
    python benchmarks/bench_quit.py --runs 5

The entries:
- ``cli``: ``diamant`` / ``python -m diamant`` (diamant.cli.entry);
- ``frozen``: the executable's entry, diamant.frozen.frozen_main, run from the source tree;
- ``exe``: a built executable (``--exe``; only the title: nothing can start a game in it).

Each run is a fresh process (headless: SDL's dummy video driver, DIAMANT_HOME in a temporary
folder). The close request is SIGTERM (what a logout, a shutdown or ``kill`` sends), which SDL
turns into a QUIT event with no window close before it: the game quits at once, without the
"leave the game?" question the window's close button asks during a game (bench_idle times that
path). The states:
- ``title``: the title screen, a second after the first frame;
- ``game``: a bots-only game of experts (bots thinking on the worker thread) once its first
  step was played and autosaved.
  To get there the child starts the game just before the main loop (App.run); the entry, the
  loop and everything after it are the real ones.

After each run the benchmark checks that nothing was lost: the settings file was written and,
for the game, the autosave loads and holds the game's decisions.
"""
from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GOAL = 0.3
sys.path.insert(0, str(ROOT))

# the child: the startup probe (the first frame's time to a file), optionally a game started
# just before the main loop, then the real entry
CHILD = r'''
import sys
entry, state, probe = sys.argv[1:4]
sys.argv = ["diamant", "--size", "1280x720"]
if state == "game":
    from diamant.ui import app as app_module
    from diamant.games.diamant.screens import flow
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup
    real_run = app_module.App.run

    def run_in_a_game(self, *args, **kwargs):
        seats = [SeatSetup(f"Bot {i}", "bot", "expert", i) for i in range(5)]
        flow.start_game(self, TableSetup(seats=seats, seed=3))
        return real_run(self, *args, **kwargs)
    app_module.App.run = run_in_a_game
if entry == "cli":
    from diamant.frozen import install_startup_probe
    install_startup_probe(probe)
    from diamant.cli import entry as cli_entry
    cli_entry()
else:
    import os
    os.environ["DIAMANT_STARTUP_PROBE_FILE"] = probe
    from diamant.frozen import frozen_main
    frozen_main()
'''


def _env(home: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", DIAMANT_HOME=str(home), DIAMANT_NO_CRASH_DIALOG="1")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _wait_for(path: Path, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if path.is_file() and path.stat().st_size > 0:
            return
        if proc.poll() is not None:
            raise RuntimeError(f"the game ended before its first frame (status {proc.returncode}): "
                               f"{proc.stderr.read()[-2000:]}")
        time.sleep(0.02)
    proc.kill()
    raise RuntimeError("no first frame within a minute")


def _check_nothing_lost(home: Path, state: str, settings: bool = True) -> str:
    """'' when the settings (and for a game, the autosave) were written; else what is missing."""
    env_home = os.environ.get("DIAMANT_HOME")
    os.environ["DIAMANT_HOME"] = str(home)
    try:
        from diamant.games.diamant import saves as dsaves
        if settings and not list(home.rglob("settings.json")):
            return "no settings file"
        if state == "game":
            saved, warnings = dsaves.load_saved_game()
            if saved is None or warnings:
                return f"no autosave ({[str(w) for w in warnings]})"
            if not saved.record.decisions:
                return "the autosave holds no decision"
        return ""
    finally:
        if env_home is None:
            os.environ.pop("DIAMANT_HOME", None)
        else:
            os.environ["DIAMANT_HOME"] = env_home


def quit_once(entry: str, state: str, exe: Path | None = None) -> tuple[float, str]:
    """Seconds from the close request to the process's end, and what was lost ('')."""
    with tempfile.TemporaryDirectory(prefix="diamant-quit-") as tmp:
        home, probe = Path(tmp) / "home", Path(tmp) / "first-frame"
        env = _env(home)
        if entry == "exe":
            env["DIAMANT_STARTUP_PROBE_FILE"] = str(probe)
            cmd = [str(exe), "--size", "1280x720"]
        else:
            cmd = [sys.executable, "-c", CHILD, entry, state, str(probe)]
        proc = subprocess.Popen(cmd, cwd=tmp, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        try:
            _wait_for(probe, proc)
            if state == "game":  # once a step was played and saved: bots are thinking on
                end = time.monotonic() + 60
                while _check_nothing_lost(home, state, settings=False) and time.monotonic() < end:
                    time.sleep(0.25)
                time.sleep(0.3)  # the bots are thinking on the next step
            else:
                time.sleep(1.0)
            t0 = time.perf_counter()
            proc.send_signal(signal.SIGTERM)
            code = proc.wait(timeout=30)
            took = time.perf_counter() - t0
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if code != 0:
            raise RuntimeError(f"{entry}/{state}: exit status {code}: {proc.stderr.read()[-2000:]}")
        return took, _check_nothing_lost(home, state)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--exe", type=Path, help="also time a built executable (title only)")
    args = ap.parse_args(argv)
    cases = [("cli", "title"), ("frozen", "title"), ("cli", "game"), ("frozen", "game")]
    if args.exe is not None:
        cases.append(("exe", "title"))
    print(f"time to quit, close request -> process exit (goal <= {GOAL} s); "
          f"median / worst of {args.runs} runs")
    ok = True
    for entry, state in cases:
        times, lost = [], set()
        for _ in range(args.runs):
            took, missing = quit_once(entry, state, args.exe)
            times.append(took)
            if missing:
                lost.add(missing)
        med, worst = statistics.median(times), max(times)
        ok &= med <= GOAL and not lost
        print(f"  {entry:<6} {state:<5}  {med:.3f} s / {worst:.3f} s   "
              + (f"LOST: {', '.join(sorted(lost))}" if lost else "nothing lost"), flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
