"""Isolation that isolates (both games' `simulate`).

- An `--isolate` child gets a seed that leads nowhere: not its seat's seed (which inverts to the
  game's), nor an unkeyed hash of it (which a bot can recompute for every small game seed).
- An isolated plugin's module is imported in its own process only.
- In process, an answer passes only as an exact built-in type: a `str` subclass is the bot's
  code, and the engine would run it.
- A bot that catches BaseException, ignores the signal or loops in its constructor is stopped
  without its cooperation, with one line naming it.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from diamant.games.diamant.bots import BotError
from diamant.games.diamant.bots.base import bot_seed
from diamant.games.diamant.bots.runner import game_seed, simulate
from diamant.botguard import BUILT, STUCK_STATUS, FrameWatchdog, Watchdog, built
from diamant.games.club.bots import ClubBotError
from diamant.games.club.bots import bot_seed as club_bot_seed
from diamant.games.club.screens.session import _ask
from diamant.games.club.simulate import game_seed as club_game_seed
from diamant.games.club.simulate import play_game as club_play_game
from diamant.games.club.simulate import simulate as club_simulate
from diamant.plugins import plugin_seed

SPY = '''
import os, sys
with open(os.environ["GUARD_IMPORTS"], "a") as fh:
    fh.write(f"{os.getpid()}\\n")

class Spy:
    """Walks up its call frames for the message that made it, and notes the seed it held."""
    def __init__(self, seed=None, seat=0):
        raw, f = None, sys._getframe(1)
        while f is not None:
            new = f.f_locals.get("new")
            if isinstance(new, dict) and "seed" in new:
                raw = new["seed"]
                break
            f = f.f_back
        with open(os.environ["GUARD_SEEDS"], "a") as fh:
            fh.write(f"{raw}\\n")

    def decide(self, *args):
        return args[1][0] if len(args) == 2 else "leave"


class Sly(str):
    """An answer that looks like a word and runs the bot's code wherever it is read."""
    def __hash__(self):
        return str.__hash__(self)
    def __eq__(self, other):
        return True
    def strip(self, *a):
        raise SystemExit("the engine ran my code")
    lower = split = strip


def sly_diamant(view):
    return Sly("leave")


def sly_club(state, legal):
    return Sly(legal[0])


class Stubborn:
    """Catches everything the watchdog throws at it, and goes on."""
    def decide(self, view):
        while True:
            try:
                while True:
                    pass
            except BaseException:
                pass


class Deaf:
    """Ignores the watchdog's signal."""
    def decide(self, view):
        import signal
        signal.signal(signal.SIGALRM, signal.SIG_IGN)
        while True:
            pass


class Stuck:
    """Never finishes being built."""
    def __init__(self):
        while True:
            pass

    def decide(self, view):
        return "leave"
'''


@pytest.fixture
def spy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    (tmp_path / "guardspy.py").write_text(SPY, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    path = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path) + (os.pathsep + path if path else ""))
    seeds, imports = tmp_path / "seeds.txt", tmp_path / "imports.txt"
    monkeypatch.setenv("GUARD_SEEDS", str(seeds))
    monkeypatch.setenv("GUARD_IMPORTS", str(imports))
    monkeypatch.delitem(sys.modules, "guardspy", raising=False)
    return seeds, imports


def _seen(seeds: Path) -> list[int]:
    lines = seeds.read_text().split()
    seeds.unlink()
    assert lines and "None" not in lines, "the spy found no seed message"
    return [int(x) for x in lines]


def _leads_back(seen: list[int], seat_seeds: list[int]) -> bool:
    return any(s in {x, plugin_seed(x)} for s in seen for x in seat_seeds)


def test_an_isolated_diamant_bot_gets_a_seed_that_leads_nowhere(spy) -> None:
    seeds, imports = spy
    simulate("classic", 3, ["guardspy:Spy", "random"], 2, 5, isolate=True)
    first = _seen(seeds)
    assert len(first) == 2
    seat_seeds = [bot_seed(game_seed(5, g), 0) for g in range(2)]
    assert not _leads_back(first, seat_seeds), "the child was given a seed that inverts to the game's"
    simulate("classic", 3, ["guardspy:Spy", "random"], 2, 5, isolate=True)
    assert set(_seen(seeds)).isdisjoint(first)  # drawn afresh: the --seed alone does not give it
    assert str(os.getpid()) not in imports.read_text().split()  # imported in the child only


def test_an_isolated_club_bot_gets_a_seed_that_leads_nowhere_and_is_imported_there_only(spy) -> None:
    seeds, imports = spy
    club_simulate(2, ["guardspy:Spy", "random"], 2, 7, isolate=True)
    seen = _seen(seeds)
    seat_seeds = [club_bot_seed(club_game_seed(7, g), 0) for g in range(2)]
    assert len(seen) == 2 and not _leads_back(seen, seat_seeds)
    assert str(os.getpid()) not in imports.read_text().split(), \
        "the isolated plugin's module was imported in the host process"


def test_an_isolated_run_repeats_with_its_key(spy) -> None:
    seeds, _ = spy
    club_simulate(2, ["guardspy:Spy", "random"], 1, 7, isolate=True, plugin_key=b"k")
    club_simulate(2, ["guardspy:Spy", "random"], 1, 7, isolate=True, plugin_key=b"k")
    a, b = _seen(seeds)
    assert a == b


def test_a_str_subclass_is_not_an_answer_in_process(spy) -> None:
    with pytest.raises(BotError, match="object of type Sly"):
        simulate("classic", 3, ["guardspy:sly_diamant", "random"], 1, 1)
    with pytest.raises(ClubBotError, match="object of type Sly"):
        club_play_game(2, ["guardspy:sly_club", "random"], 1)
    with pytest.raises(ClubBotError, match="object of type Sly"):
        club_simulate(2, ["guardspy:sly_club", "random"], 1, 1, bot_timeout=0.3)
    import guardspy
    with pytest.raises(ClubBotError, match="object of type Sly"):  # the app's table asks this way
        _ask(guardspy.sly_club, {}, ["pass"])


def test_the_watchdog_stops_what_refuses_its_interrupt() -> None:
    """In process the interrupt is an exception the bot may swallow: the watchdog then acts
    without it (here told, instead of ending the test's process)."""
    told: list[str] = []
    give_up = time.monotonic() + 20  # only so that a broken watchdog fails instead of hanging
    with Watchdog(0.2, grace=0.3, on_stuck=told.append) as wd:
        assert wd.active
        wd.started, wd.deciding = time.monotonic(), "pkg:stubborn"
        while not told and time.monotonic() < give_up:
            try:
                while not told and time.monotonic() < give_up:
                    time.sleep(0.01)
            except BaseException:  # noqa: BLE001 - the stubborn bot under test
                pass
        wd.deciding = None
    assert told == ["bot 'pkg:stubborn' did not stop when its 0.2 s were up (--bot-timeout); "
                    "the run is ended"]


def _stubborn(told: list[str]) -> None:
    """Swallows every interrupt until the watchdog has told (or a broken one gave up)."""
    give_up = time.monotonic() + 20  # only so that a broken watchdog fails instead of hanging
    while not told and time.monotonic() < give_up:
        try:
            while not told and time.monotonic() < give_up:
                time.sleep(0.01)
        except BaseException:  # noqa: BLE001 - the stubborn bot under test
            pass


def test_the_frame_watchdog_stops_what_refuses_its_interrupt() -> None:
    """The watchdog with no work per decision (it reads the main thread's frames) stops a bot that
    swallows its interrupt as `Watchdog` does: the same frame still running a grace later."""
    told: list[str] = []
    with FrameWatchdog(0.2, {_stubborn.__code__: "pkg:stubborn"}, grace=0.3,
                       on_stuck=told.append) as wd:
        assert wd.active
        _stubborn(told)
    assert told == ["bot 'pkg:stubborn' did not stop when its 0.2 s were up (--bot-timeout); "
                    "the run is ended"]


def test_the_frame_watchdog_names_a_constructor_by_the_frame_that_builds_it() -> None:
    told: list[str] = []
    with FrameWatchdog(0.2, {BUILT: ""}, grace=0.3, on_stuck=told.append) as wd:
        built("pkg:slow", lambda seed, seat: _stubborn(told), 1, 0, wd, BotError)
    assert told == ["bot 'pkg:slow' did not stop when its 0.2 s were up (--bot-timeout); "
                    "the run is ended"]


def _cli(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(tmp_path), GUARD_SEEDS=str(tmp_path / "s"),
               GUARD_IMPORTS=str(tmp_path / "i"))
    return subprocess.run([sys.executable, "-m", "diamant", "simulate", *args], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("bot", ["Stubborn", "Deaf"])
def test_a_bot_that_will_not_stop_ends_the_run_with_one_line(tmp_path: Path, bot: str) -> None:
    (tmp_path / "guardspy.py").write_text(SPY, encoding="utf-8")
    done = _cli(tmp_path, "--bots", f"guardspy:{bot},random", "--players", "3", "--games", "1",
                "--bot-timeout", "0.3")
    assert done.returncode == STUCK_STATUS, done.stderr
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert lines == [f"bot 'guardspy:{bot}' did not stop when its 0.3 s were up (--bot-timeout); "
                     "the run is ended"]


def test_a_constructor_that_loops_is_stopped(spy, tmp_path: Path) -> None:
    with pytest.raises(BotError, match="guardspy:Stuck.*took longer than 0.3 s to be built"):
        simulate("classic", 3, ["guardspy:Stuck", "random"], 1, 1, bot_timeout=0.3)
    with pytest.raises(BotError, match="guardspy:Stuck.*took longer than 1 s to start"):
        simulate("classic", 3, ["guardspy:Stuck", "random"], 1, 1, bot_timeout=0.3, isolate=True)
    done = _cli(tmp_path, "--bots", "guardspy:Stuck,random", "--players", "3", "--games", "1",
                "--bot-timeout", "0.3")
    assert done.returncode != 0 and "took longer than 0.3 s to be built" in done.stderr
    assert len([ln for ln in done.stderr.splitlines() if ln.strip()]) == 1


def test_a_club_worker_ended_by_a_bot_is_one_line(tmp_path: Path) -> None:
    """With --jobs the bot that will not stop ends its worker: the run says so in its lines
    (the worker's, naming the bot, and the run's), no traceback."""
    (tmp_path / "guardspy.py").write_text(SPY + '''

def stubborn_club(state, legal):
    import signal
    signal.signal(signal.SIGALRM, signal.SIG_IGN)
    while True:
        pass
''', encoding="utf-8")
    done = _cli(tmp_path, "--game", "club", "--bots", "guardspy:stubborn_club,random", "--players", "2",
                "--games", "2", "--jobs", "2", "--bot-timeout", "0.3")
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    assert "bot 'guardspy:stubborn_club' did not stop when its 0.3 s were up" in done.stderr
    assert "ended abruptly" in done.stderr
