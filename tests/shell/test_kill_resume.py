"""Kill a real process that autosaves after every step, at random moments; resume exactly.

The child (`python -m diamant_dev.selftest`) plays a seeded game between "random" bots and
autosaves after each resolved step. It is SIGKILLed at a random moment; the autosave must then
load without a warning, hold a prefix of the uninterrupted game's decisions, replay to the very
state the uninterrupted game had at that point, and, continued with the same bots, end with the
same scores.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.engine import Game, Phase, Ruleset
from diamant_dev.selftest import snapshot, step
from diamant.games.diamant import saves as dsaves

pytestmark = [pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)"),
              pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = 6
EDITION = "incan-gold"
BOT = "random"


def reference(seed: int) -> tuple[Game, dict[int, dict]]:
    """The uninterrupted game, and its state after each resolved step (by decision count)."""
    game = Game(Ruleset.preset(EDITION), PLAYERS, seed)
    deciders = [make_bot(BOT, bot_seed(seed, s), s) for s in range(PLAYERS)]
    game.start()
    states = {0: snapshot(game)}
    while game.phase is Phase.DECIDING:
        step(game, deciders)
        states[len(game.decisions)] = snapshot(game)
    return game, states


def spawn(home: Path, seed: int, delay: float, games: int = 1) -> subprocess.Popen:
    env = dict(os.environ, DIAMANT_HOME=str(home), PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "diamant_dev.selftest", "--seed", str(seed), "--players",
         str(PLAYERS), "--edition", EDITION, "--bot", BOT, "--delay", str(delay),
         "--games", str(games)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()


def check_resume(home: Path, monkeypatch, refs: dict[int, tuple[Game, dict[int, dict]]]) -> int:
    """The autosave in `home` resumes exactly; returns how many decisions it held."""
    monkeypatch.setenv("DIAMANT_HOME", str(home))
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [], [str(w) for w in warnings]
    assert saved is not None
    full, states = refs[saved.record.seed]
    n = len(saved.record.decisions)
    assert saved.record.decisions == full.decisions[:n]  # a prefix of the real game
    assert n in states  # saved after a whole step
    assert snapshot(saved.game) == states[n]  # scores, chests, carried, path, round ...
    # continue with the same bots, brought back to where they were
    deciders = [make_bot(BOT, bot_seed(saved.record.seed, s), s) for s in range(PLAYERS)]
    game, differ = dsaves.replay_with_bots(saved.record, dict(enumerate(deciders)))
    assert differ == 0
    assert snapshot(game) == states[n]
    while game.phase is Phase.DECIDING:
        step(game, deciders)
    assert game.scores() == full.scores() and game.winners() == full.winners()
    assert game.decisions == full.decisions
    assert sorted(p.name for p in home.iterdir() if p.name.startswith("autosave")) == \
        ["autosave.json"]  # nothing was moved aside
    return n


def test_killed_at_random_steps_resumes_exactly(tmp_path, monkeypatch):
    rng = random.Random(20261121)
    seed = 4242
    refs = {seed: reference(seed)}
    full, states = refs[seed]
    total = len(full.decisions)
    assert len(states) > 12  # a long enough game to be killed in the middle of
    steps = sorted(states)
    counts = []
    for trial in range(6):
        home = tmp_path / f"kill-{trial}"
        target = rng.choice(steps[1:-3])  # kill after this many decisions were saved ...
        pause = rng.uniform(0.0, 0.004)  # ... plus a random moment later
        proc = spawn(home, seed, delay=0.008)
        while True:
            line = proc.stdout.readline()
            assert line, f"the child ended early: {proc.stderr.read()}"
            if line.startswith("saved") and int(line.split()[2]) >= target:
                break
        time.sleep(pause)
        kill(proc)
        n = check_resume(home, monkeypatch, refs)
        assert target <= n < total  # killed in the middle of the game
        counts.append(n)
    assert len(set(counts)) >= 3  # really different moments


def test_killed_while_saving_as_fast_as_it_can(tmp_path, monkeypatch):
    """No pauses: the kill lands anywhere, often in the middle of writing a save."""
    rng = random.Random(7)
    seed = 900
    games = 200
    refs: dict[int, tuple[Game, dict[int, dict]]] = {}
    for trial in range(4):
        home = tmp_path / f"fast-{trial}"
        wait = rng.uniform(0.02, 0.3)
        proc = spawn(home, seed, 0.0, games)
        assert proc.stdout.readline().startswith("saved")  # running and saving
        time.sleep(wait)
        kill(proc)
        monkeypatch.setenv("DIAMANT_HOME", str(home))
        saved, warnings = dsaves.load_saved_game()
        assert warnings == [], [str(w) for w in warnings]  # never a torn autosave
        assert saved is not None
        s = saved.record.seed
        assert seed <= s < seed + games
        refs.setdefault(s, reference(s))
        check_resume(home, monkeypatch, refs)
