"""Idle CPU and time to quit.

    python benchmarks/bench_idle.py                 # headless (SDL's dummy video driver)
    DISPLAY=:93 python benchmarks/bench_idle.py --window   # in a real X window (e.g. Xvfb)

Prints, for the title screen, an expedition waiting for the human's choice and Diamonds Club's
table waiting for a person to buy (``--only club``: that one alone), the game process's CPU time
over wall time (% of one core) across ``--seconds`` (default 10) after a warm-up; then the time from a quit request (the window's close button: the events SDL posts for
it) to the process's exit, for the title and for a running game with bots thinking. Goals: idle 3% or
less, quit 0.3 s or less. Each figure comes from a fresh child process running the real main loop
(``App.run``).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r'''
import os, sys, threading, time
import pygame
import diamant.shell.scenes  # registers the scenes
import diamant.games.diamant.screens.scenes  # registers the scenes
from diamant.ui.app import App, default_settings
from diamant.ui.input import close_button_events
from diamant.games.diamant.screens import flow
from diamant.games.diamant.screens.session import SeatSetup, TableSetup

what, quit_after = sys.argv[1], float(sys.argv[2])
settings = default_settings()
app = App(headless=(os.environ.get("SDL_VIDEODRIVER") == "dummy"), size=(1280, 720),
          settings=settings, lang="en", audio=False)
app.nav.push("title")
if what == "choice":
    from diamant_dev.fixtures import scripted_expedition
    scripted_expedition(app, humans=1, seats=5, cards=6)
elif what == "club":  # Diamonds Club's table, a person to buy (round 2), the bots waiting
    import diamant.games.club.screens  # noqa: F401
    from diamant_dev.club_table_shots import saved_at
    app.nav.reset("club-table", saved=saved_at("buying"))
elif what == "game":  # bots only (the expert thinks longest): bots are thinking when we quit
    seats = [SeatSetup(f"Bot {i}", "bot", lv, i)
             for i, lv in enumerate(("expert", "expert", "tactician", "counter", "steady"))]
    flow.start_game(app, TableSetup(seats=seats, seed=3))
print("ready", flush=True)

if quit_after > 0:
    def close_button():
        for event in close_button_events():
            pygame.event.post(event)

    def request():
        time.sleep(quit_after)
        if what == "game":  # during a game the close button asks first; a second close quits
            close_button()
            time.sleep(0.5)
        print(f"quit-request {time.time():.6f}", flush=True)
        close_button()
    threading.Thread(target=request, daemon=True).start()
from diamant.main import exit_process, shut_down
code = app.run()  # what diamant.main.run and diamant.cli do after the loop:
app.save_settings()
shut_down(app)
exit_process(code)
'''


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _child(what: str, quit_after: float, env: dict) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", CHILD, what, str(quit_after)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    if not line.startswith("ready"):
        proc.kill()
        raise SystemExit(f"the child did not start: {line!r}\n{proc.stderr.read()}")
    return proc


def idle_cpu(what: str, seconds: float, warmup: float, env: dict) -> float:
    proc = _child(what, 0.0, env)
    try:
        time.sleep(warmup)
        c0, t0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        c1, t1 = cpu_seconds(proc.pid), time.monotonic()
    finally:
        proc.kill()
        proc.wait()
    return 100.0 * (c1 - c0) / (t1 - t0)


def quit_time(what: str, after: float, env: dict) -> float:
    proc = _child(what, after, env)
    line = ""
    while not line.startswith("quit-request"):
        line = proc.stdout.readline()
        if not line:
            raise SystemExit(f"no quit request seen:\n{proc.stderr.read()}")
    asked = float(line.split()[1])
    proc.wait(timeout=30)
    return time.time() - asked


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--warmup", type=float, default=3.0)
    ap.add_argument("--window", action="store_true", help="a real window on $DISPLAY (else headless)")
    ap.add_argument("--quit-runs", type=int, default=3)
    ap.add_argument("--only", choices=("club",), help="only the idle CPU of Diamonds Club's table")
    args = ap.parse_args()
    home = tempfile.mkdtemp(prefix="diamant-bench-idle-")  # no autosave or settings of the player's
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT), DIAMANT_HOME=home)
    if args.window:
        if not env.get("DISPLAY"):
            print("bench_idle: --window needs $DISPLAY (e.g. Xvfb :93 &; DISPLAY=:93)", file=sys.stderr)
            return 2
        env.pop("SDL_VIDEODRIVER", None)
        where = f"real window on {env['DISPLAY']}"
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        where = "headless (dummy video)"
    print(f"idle CPU, % of one core over {args.seconds:.0f} s after {args.warmup:.0f} s ({where}; goal <= 3%)")
    for what, label in (("title", "title screen"), ("choice", "expedition, waiting for a choice"),
                        ("club", "Diamonds Club, waiting for a buy")):
        if args.only and what != args.only:
            continue
        print(f"  {label:34s} {idle_cpu(what, args.seconds, args.warmup, env):5.1f}%", flush=True)
    if args.only:
        return 0
    print(f"time to quit, from the close request to process exit (goal <= 0.3 s; best/worst of {args.quit_runs})")
    for what, label, after in (("title", "title screen", 1.5), ("game", "a game, bots thinking", 5.0)):
        times = [quit_time(what, after, env) for _ in range(args.quit_runs)]
        print(f"  {label:34s} {min(times):5.2f} s / {max(times):5.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
