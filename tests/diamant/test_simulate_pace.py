"""`diamant simulate` keeps its pace: a run of built-in bots starts no watchdog thread (its
wake-ups made the CPU-bound loop hand over the GIL many times a second), while plugin bots keep
theirs; the per-game work the runner saves leaves the bots' tables and numbers as they were."""

from __future__ import annotations

import random
import sys
import threading

import pytest

from diamant.games.diamant.bots import BotError, simulate
from diamant.games.diamant.bots.base import RandomBot, bot_seed

PLUGIN = '''
import functools, sys, time
MET = []
CALLERS = set()
def direct(view):
    CALLERS.add(sys._getframe(1).f_code.co_filename)
    return "leave" if len(view.path) > 2 else "continue"
def _fails(code, view):
    raise LookupError(code)
c_fails = functools.partial(_fails, "E7")  # no Python code of its own: called through a wrapper
def _sleeps(seconds, view):
    time.sleep(seconds)
c_sleeps = functools.partial(_sleeps, 60)
class Greeter:
    def __init__(self, seed=None, seat=0):
        self.seat = seat
    def meet(self, kinds):
        MET.append((self.seat, tuple(kinds)))
    def decide(self, view):
        return "leave" if len(view.path) > 2 else "continue"
'''


@pytest.fixture
def plugin(tmp_path, monkeypatch):
    (tmp_path / "pacebots.py").write_text(PLUGIN, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    sys.modules.pop("pacebots", None)


def threads_during(bots: list[str], games: int = 3) -> set[str]:
    """The names of the threads alive while the games are played (read from the progress call,
    which the runner makes on its own thread after each game)."""
    names: set[str] = set()
    simulate("classic", 4, bots, games, 1,
             progress=lambda done, total: names.update(t.name for t in threading.enumerate()))
    return names


def test_built_in_bots_run_without_a_watchdog_thread():
    assert "bot-watchdog" not in threads_during(["random", "p85", "counter-rule", "gems10"])


def test_plugin_bots_keep_their_watchdog(plugin):
    assert "bot-watchdog" in threads_during(["random", "pacebots:Greeter"])


def test_a_plugin_bot_meets_the_table_every_game(plugin):
    simulate("classic", 3, ["p85", "pacebots:Greeter"], 4, 2)
    met = sys.modules["pacebots"].MET
    labels = ("p85", "pacebots:Greeter", "pacebots:Greeter")
    assert sorted(met) == [(1, labels)] * 4 + [(2, labels)] * 4


@pytest.mark.parametrize("seat", [0, 3])
def test_the_random_bot_draws_what_random_random_draws(seat):
    seed = bot_seed(123_456_789, seat)
    bot, reference = RandomBot(seed, seat, 0.85), random.Random(seed)
    assert [bot.rng.random() for _ in range(50)] == [reference.random() for _ in range(50)]
    assert bot.p == 0.85


def test_the_summary_line_says_which_engine_core_ran(capsys):
    """The compiled and the pure-Python core differ by about 1.5x: a games/s figure is only
    comparable with one of the same core, so the line says which ran."""
    from diamant.cli import main
    from diamant.games.diamant.engine.fast import COMPILED

    assert main(["simulate", "--games", "3"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.endswith(f"games/s, {'compiled' if COMPILED else 'pure'} core)"), first


def test_a_plugin_bot_is_called_by_the_engine_itself(plugin):
    """No wrapper per decision (it cost the engine a fifth of its pace with plugin bots): the
    decision's caller is the engine's loop (the compiled core has no frame: fast.play's)."""
    simulate("classic", 3, ["pacebots:direct"], 3, 1)
    callers = sys.modules["pacebots"].CALLERS
    assert callers and all("/diamant/games/diamant/engine/" in c.replace("\\", "/") for c in callers), callers


def test_a_bot_without_python_code_of_its_own_is_still_named_when_it_fails(plugin):
    with pytest.raises(BotError, match=r"bot 'pacebots:c_fails' failed to decide: LookupError: E7"):
        simulate("classic", 3, ["random", "pacebots:c_fails"], 2, 1)


def test_a_bot_without_python_code_of_its_own_is_still_timed(plugin):
    with pytest.raises(BotError, match=r"bot 'pacebots:c_sleeps' took longer than 0.3 s"):
        simulate("classic", 3, ["pacebots:c_sleeps"], 1, 1, bot_timeout=0.3)
