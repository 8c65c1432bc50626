"""Plugin bots cannot cheat or hang the table: the view is immutable all the way down, the
isolated mode shows a bot nothing but its serialised view, and a bot that raises, answers
nonsense, exits or is too slow stops `simulate` with a message naming it (exit 2, no hang)."""

from __future__ import annotations

import dataclasses
import enum
import inspect
import os
import sys
from types import MappingProxyType

import pytest

from diamant.games.diamant.bots import BotError, simulate
from diamant.games.diamant.bots.base import bot_seed
from diamant.plugins import plugin_seed
from diamant.cli import main
from diamant.games.diamant.engine import Decision, Game, Phase, Ruleset
from diamant.games.diamant.engine.fast import play

BOTS = '''
import os, sys, time
SEEN = []
class Raises:
    def decide(self, view):
        raise ZeroDivisionError("oops")
def nonsense(view):
    return {"x": 1}
def sleepy(view):
    time.sleep(60)
    return "leave"
def spin(view):
    while True:
        pass
def exits(view):
    sys.exit(3)
def hard_exit(view):
    os._exit(7)
def noisy(view):
    print("hello from the bot")
    return "leave" if len(view.path) > 3 else "continue"
class Seeded:
    def __init__(self, seed=None, seat=0):
        SEEN.append(seed)
        import random
        self.rng = random.Random(seed)
    def decide(self, view):
        return "continue" if self.rng.random() < 0.8 else "leave"
def peek(view):
    """Looks for the game's secrets up its call frames; says 'leave' if it finds any."""
    f = sys._getframe(1)
    found = []
    while f is not None:
        found += [n for n in f.f_locals if n in ("deck", "seed", "gs", "game", "rng", "t")]
        f = f.f_back
    with open(os.environ["PEEK_FILE"], "a") as fh:
        fh.write(",".join(sorted(set(found))) + "\\n")
    return "leave" if len(view.path) > 2 else "continue"
'''


@pytest.fixture
def plugins(tmp_path, monkeypatch):
    (tmp_path / "guardbots.py").write_text(BOTS, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    yield
    sys.modules.pop("guardbots", None)


# ------------------------------------------------------------------------------ immutable
def _immutable(value, seen=None, where="view"):
    """Every value reachable through the public attributes is immutable."""
    seen = set() if seen is None else seen
    if id(value) in seen or value is None or isinstance(value, (int, float, str, bool, enum.Enum)):
        return
    seen.add(id(value))
    if isinstance(value, (list, dict, set, bytearray)):
        raise AssertionError(f"{where} is a mutable {type(value).__name__}")
    if isinstance(value, MappingProxyType):
        for k, v in value.items():
            _immutable(v, seen, f"{where}[{k!r}]")
        return
    if dataclasses.is_dataclass(value):
        assert value.__dataclass_params__.frozen, f"{where} is a dataclass that is not frozen"
        for f in dataclasses.fields(value):
            _immutable(getattr(value, f.name), seen, f"{where}.{f.name}")
        return
    if isinstance(value, tuple) and not hasattr(value, "_public") and type(value).__name__ not in (
            "PublicView", "FastPublicView"):
        for i, v in enumerate(value):
            _immutable(v, seen, f"{where}[{i}]")
        return
    for name in dir(type(value)):
        if name.startswith("_") or not inspect.isdatadescriptor(getattr(type(value), name, None)):
            continue
        _immutable(getattr(value, name), seen, f"{where}.{name}")


def _views_of_a_game():
    game = Game(Ruleset.preset("iello"), 4, 9)
    game.start()
    views = []
    while game.phase is Phase.DECIDING:
        vs = [game.view(s) for s in game.awaiting]
        views += vs
        game.decide_all({v.seat: Decision.CONTINUE if len(v.path) < 5 else Decision.LEAVE for v in vs})
    return views


def _fast_views():
    views = []

    def keep(view):
        views.append(view)
        return "continue" if len(view.path) < 5 else "leave"

    play(Ruleset.preset("relic-hunt"), 4, 3, [keep] * 4)
    return views


@pytest.mark.parametrize("source", [_views_of_a_game, _fast_views])
def test_the_view_is_immutable_all_the_way_down(source):
    views = source()
    assert len(views) > 20
    for v in views[::7]:
        _immutable(v)
        with pytest.raises(TypeError):
            v[0]  # the parts the engine shares between seats are not handed out
        with pytest.raises(TypeError):
            list(v)
        with pytest.raises(TypeError):
            v._public[17]
        with pytest.raises(AttributeError):
            v.carried = 99
        # the derived fields kept for the other seats are computed by the view itself only
        with pytest.raises(TypeError):
            v._public._cached("deck", lambda: "forged")


def test_a_plugin_seed_does_not_give_away_the_game_seed(plugins):
    import guardbots
    from diamant.games.diamant.bots.base import bot_factory
    bot_factory("guardbots:Seeded")(bot_seed(1234, 2), 2)
    seen = guardbots.SEEN[-1]
    assert seen == plugin_seed(bot_seed(1234, 2)) and seen != bot_seed(1234, 2)
    # bot_seed can be worked back to the game's seed; the plugin's seed is a hash of it
    inverse = pow(1_000_003, -1, 2**63)
    assert (bot_seed(1234, 2) - 2 * 7_919 - 17) * inverse % 2**63 == 1234
    assert (seen - 2 * 7_919 - 17) * inverse % 2**63 != 1234


# ------------------------------------------------------------------------------ isolated
def test_isolated_bots_play_the_same_games_and_see_only_their_view(plugins):
    names = ["guardbots:Seeded", "counter"]
    # the same key for the plugin's seed (isolated runs draw a fresh one by default)
    inside = simulate("classic", 3, names, 12, 5, plugin_key=b"one key")
    apart = simulate("classic", 3, names, 12, 5, isolate=True, plugin_key=b"one key")
    for st in (inside, apart):
        st.pop("games_per_second")
    assert inside == apart


def test_an_isolated_bot_finds_no_secret_up_its_call_frames(plugins, tmp_path, monkeypatch):
    peek = tmp_path / "peek.txt"
    monkeypatch.setenv("PEEK_FILE", str(peek))
    simulate("classic", 3, ["guardbots:peek", "random"], 3, 1, isolate=True)
    lines = peek.read_text().splitlines()
    assert lines and set(lines) == {""}


def test_in_process_the_frames_are_within_reach_as_the_docs_say(plugins, tmp_path, monkeypatch):
    peek = tmp_path / "peek.txt"
    monkeypatch.setenv("PEEK_FILE", str(peek))
    simulate("classic", 3, ["guardbots:peek", "random"], 1, 1)
    assert any(peek.read_text().splitlines())  # what --isolate is for (docs/bots.md)


# ------------------------------------------------------------------------------ failures
@pytest.mark.parametrize("bot, needle, isolate", [
    ("Raises", "failed to decide: ZeroDivisionError: oops", False),
    ("nonsense", "answered", False),
    ("sleepy", "took longer than 0.5 s", False),
    ("spin", "took longer than 0.5 s", False),
    ("exits", "failed to decide: SystemExit", False),
    ("Raises", "failed to decide: ZeroDivisionError: oops", True),
    ("nonsense", "answered", True),
    ("sleepy", "took longer than 0.5 s", True),
    ("exits", "failed to decide: SystemExit", True),
    ("hard_exit", "ended its process", True),
])
@pytest.mark.timeout(60)  # the bot's limit stops it: a hang would be killed here, and named
def test_a_failing_bot_stops_simulate_naming_it(plugins, capsys, bot, needle, isolate):
    code = main(["simulate", "--players", "3", "--bots", f"guardbots:{bot},random", "--games", "3",
                 "--bot-timeout", "0.5", *(["--isolate"] if isolate else [])])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip().splitlines() == [err.strip()], err
    assert f"bot 'guardbots:{bot}'" in err and needle in err and "Traceback" not in err


def test_a_noisy_isolated_bot_does_not_break_the_conversation(plugins, capfd):
    stats = simulate("classic", 3, ["guardbots:noisy", "random"], 3, 2, isolate=True)
    assert stats["games"] == 3
    assert "hello from the bot" in capfd.readouterr().err


def test_simulate_raises_bot_error_for_a_bot_out_of_time(plugins):
    with pytest.raises(BotError, match="guardbots:spin"):
        simulate("classic", 3, ["guardbots:spin", "random"], 2, 1, bot_timeout=0.3)


# ------------------------------------------------------------------------------ the command
def test_jobs_are_capped_at_the_cores_with_a_note(capsys, monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert main(["simulate", "--games", "4", "--jobs", "64", "--players", "3", "--json"]) == 0
    err = capsys.readouterr().err
    assert "--jobs 64 lowered to 2" in err


def test_an_absurd_number_of_games_is_refused(capsys):
    assert main(["simulate", "--games", str(10 ** 15)]) == 2
    assert "more than 100,000,000 games" in capsys.readouterr().err


def test_the_bot_timeout_is_checked(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--bot-timeout", "0"])
    assert exc.value.code == 2 and "seconds" in capsys.readouterr().err


def test_a_child_that_writes_past_the_conversation_is_named_with_what_it_wrote(tmp_path, monkeypatch):
    # a process that answers its hello with a plain line, as a bot that wrote to the conversation's
    # own descriptor would: the run stops with the bot named and the start of what it wrote
    from diamant.botguard import BotProcess
    (tmp_path / "chatty_child.py").write_text(
        "import sys\nsys.stdin.readline()\nprint('hello there, parent', flush=True)\nsys.stdin.read()\n",
        encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with pytest.raises(BotError, match=r"bot 'pkg:chatty' broke the conversation .*'hello there, parent'"):
        BotProcess("chatty_child", "pkg:chatty", 0, 5.0, BotError)
