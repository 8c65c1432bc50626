"""`diamant simulate` keeps its pace: a run of built-in bots starts no watchdog thread (its
wake-ups made the CPU-bound loop hand over the GIL many times a second), while plugin bots keep
theirs; the per-game work the runner saves leaves the bots' tables and numbers as they were."""

from __future__ import annotations

import random
import sys
import threading

import pytest

from diamant.ai import simulate
from diamant.ai.base import RandomBot, bot_seed

PLUGIN = '''
MET = []
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
    from diamant.engine.fast import COMPILED

    assert main(["simulate", "--games", "3"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.endswith(f"games/s, {'compiled' if COMPILED else 'pure'} core)"), first
