"""Diamonds Club's plugin bots at a headless table, guarded as Diamant's are: a bot that raises,
exits, answers nonsense or takes too long stops `simulate --game club` with one line naming it
(exit 2, no traceback, no hang); `--isolate` runs each plugin in a process of its own that sees
only the public state and the legal actions, and plays the same games."""

from __future__ import annotations

import os
import sys

import pytest

from diamant.cli import main
from diamant.games.club.bots import ClubBotError
from diamant.games.club.simulate import simulate

BOTS = '''
import os, sys, time
def first(state, legal):
    return legal[-1]
class Seeded:
    def __init__(self, seed=None, seat=0):
        import random
        self.rng = random.Random(seed)
    def decide(self, state, legal):
        return self.rng.choice(legal)
def raises(state, legal):
    raise ZeroDivisionError("oops")
def nonsense(state, legal):
    return 42
def sleepy(state, legal):
    time.sleep(60)
    return legal[0]
def spin(state, legal):
    while True:
        pass
def exits(state, legal):
    sys.exit(3)
def hard_exit(state, legal):
    os._exit(7)
def noisy(state, legal):
    print("hello from the club bot")
    return legal[0]
def scribbler(state, legal):
    """Plays the first legal action, after emptying the state and the list it was given."""
    choice = legal[0]
    for key in list(state):
        state[key] = None
    legal.clear()
    return choice
def lead(state, legal):
    return legal[0]
def peek(state, legal):
    """Looks up its call frames for the game itself; notes what it found."""
    f = sys._getframe(1)
    found = []
    while f is not None:
        found += [n for n in f.f_locals if n == "game"]
        f = f.f_back
    with open(os.environ["PEEK_FILE"], "a") as fh:
        fh.write(",".join(sorted(set(found))) + "\\n")
    return legal[0]
'''


@pytest.fixture
def plugins(tmp_path, monkeypatch):
    (tmp_path / "clubguard.py").write_text(BOTS, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    yield
    sys.modules.pop("clubguard", None)


SIM = ["simulate", "--game", "club", "--players", "3", "--games", "2", "--seed", "4"]


@pytest.mark.parametrize("bot, needle, isolate", [
    ("raises", "ZeroDivisionError: oops", False),
    ("nonsense", "answered", False),
    ("sleepy", "took longer than 0.5 s", False),
    ("spin", "took longer than 0.5 s", False),
    ("exits", "SystemExit", False),
    ("raises", "ZeroDivisionError: oops", True),
    ("nonsense", "answered", True),
    ("sleepy", "took longer than 0.5 s", True),
    ("spin", "took longer than 0.5 s", True),
    ("exits", "SystemExit", True),
    ("hard_exit", "ended its process", True),
])
@pytest.mark.timeout(60)  # the bot's limit stops it: a hang would be killed here, and named
def test_a_failing_club_bot_stops_simulate_naming_it(plugins, capsys, bot, needle, isolate):
    code = main(SIM + ["--bots", f"random,clubguard:{bot}", "--bot-timeout", "0.5",
                       *(["--isolate"] if isolate else [])])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip().splitlines() == [err.strip()], err
    assert f"bot 'clubguard:{bot}'" in err and needle in err and "Traceback" not in err


def test_simulate_raises_a_club_bot_error_for_a_bot_out_of_time(plugins):
    with pytest.raises(ClubBotError, match="took longer than 0.3 s"):
        simulate(2, ["clubguard:sleepy", "random"], 1, 1, bot_timeout=0.3)


def test_isolated_club_bots_play_the_same_games(plugins):
    bots = ["clubguard:Seeded", "steady", "clubguard:first"]
    # the same key for the plugins' seeds (isolated runs draw a fresh one by default)
    inside = simulate(3, bots, 3, 11, plugin_key=b"one key")
    apart = simulate(3, bots, 3, 11, isolate=True, plugin_key=b"one key")
    for a, b in zip(inside["seats"], apart["seats"]):
        assert (a["win_share"], a["mean_score"]) == (b["win_share"], b["mean_score"])


def test_writing_into_the_state_changes_nothing(plugins):
    """The state and the legal list are the bot's own copies: a plugin that empties them plays
    the same games as one that makes the same choices and leaves them alone (and the other seat,
    which reads the state after it, sees no difference)."""
    scribbled = simulate(2, ["clubguard:scribbler", "steady"], 2, 5)
    clean = simulate(2, ["clubguard:lead", "steady"], 2, 5)
    for a, b in zip(scribbled["seats"], clean["seats"]):
        assert (a["win_share"], a["mean_score"]) == (b["win_share"], b["mean_score"])


def test_an_isolated_club_bot_finds_no_game_up_its_call_frames(plugins, tmp_path, monkeypatch):
    peek_file = tmp_path / "peek.txt"
    monkeypatch.setenv("PEEK_FILE", str(peek_file))
    simulate(2, ["clubguard:peek", "random"], 1, 3, isolate=True)
    lines = peek_file.read_text().splitlines()
    assert lines and all(line == "" for line in lines)
    peek_file.unlink()
    simulate(2, ["clubguard:peek", "random"], 1, 3)  # in process: within reach, as the docs say
    assert "game" in peek_file.read_text()


def test_a_noisy_isolated_club_bot_does_not_break_the_conversation(plugins, capfd):
    stats = simulate(2, ["clubguard:noisy", "random"], 1, 2, isolate=True)
    assert stats["games"] == 1
    assert "hello from the club bot" in capfd.readouterr().err


def test_an_isolated_name_that_cannot_be_imported_is_one_line(capsys):
    code = main(SIM + ["--bots", "nosuchmodule_xyz:bot", "--isolate"])
    err = capsys.readouterr().err
    assert code == 2 and "nosuchmodule_xyz" in err and "Traceback" not in err
    assert err.strip().splitlines() == [err.strip()]
