"""A plugin bot the player allowed (the settings' `plugins`) is offered in both games' lobbies,
named as a plugin, and plays as `simulate --isolate` runs one: in a process of its own (never
imported by the app), each answer awaited a limited time; one that fails in any way (it ends its
process, is too slow, answers nonsense, cannot be loaded) is replaced by a built-in level, the
player is told once, and the game goes on. A plugin the player did not allow is neither offered
nor seated, whatever a file says."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
import diamant.games.club.screens  # noqa: F401 - registers the scenes
from diamant import plugins
from diamant.games.diamant.screens import session as app_session
from diamant.games.diamant.screens.names import bot_name
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.club.screens import session as club_session
from diamant.games.club.screens.names import level_name
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.games.diamant.engine import BOT, HUMAN
from diamant.storage import Settings
from toolbox import InlineExecutor, make_app

PLUGIN = '''
import os, time

def _mark(what):
    with open(os.environ["PLUGIN_MARKS"], "a") as f:
        f.write(f"{what} {os.getpid()}\\n")

_mark("imported")


class Leaver:
    def decide(self, view):
        _mark("decided")
        return "leave"


class Dies:
    def decide(self, view):
        os._exit(1)


class Slow:
    def decide(self, view):
        time.sleep(60)
        return "leave"


class Sly:
    def decide(self, view):
        class S(str):
            pass
        return S("leave")


def club_first(state, legal):
    _mark("decided")
    return legal[-1]


def club_dies(state, legal):
    os._exit(1)
'''


@pytest.fixture(autouse=True)
def no_plugins_after():
    """Every test leaves the player's list empty, as it found it (it is the process's)."""
    yield
    plugins.allow(())


@pytest.fixture
def marks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "appbots.py").write_text(PLUGIN, encoding="utf-8")
    path = os.environ.get("PYTHONPATH")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path) + (os.pathsep + path if path else ""))
    out = tmp_path / "marks.txt"
    monkeypatch.setenv("PLUGIN_MARKS", str(out))
    return out


def seen(marks: Path) -> list[tuple[str, int]]:
    if not marks.exists():
        return []
    return [(w, int(p)) for w, p in (line.split() for line in marks.read_text().splitlines())]


def test_the_allow_list_holds_only_plugin_names():
    assert plugins.allow(["a.b:C", "a.b:C", "os.system", "x:y.z", "../evil:Bot", 3, "steady"]) \
        == ("a.b:C", "x:y.z")
    assert plugins.allowed() == ("a.b:C", "x:y.z")
    assert plugins.allow("a.b:C") == ()  # a list, not a string
    assert plugins.allow([f"m{i}:B" for i in range(40)]) == tuple(f"m{i}:B" for i in range(16))


def test_the_settings_keep_the_players_list(home):
    from diamant.storage import settings as st
    s = Settings(plugins=["appbots:Leaver"])
    st.save_settings(s)
    loaded, warnings = st.load_settings()
    assert warnings == [] and loaded.plugins == ["appbots:Leaver"]
    problems: list[str] = []
    assert Settings.from_dict({"plugins": ["os:system; rm"]}, problems).plugins == [] and problems == ["plugins"]


def test_the_game_allows_what_its_settings_name_and_nothing_else(home, marks):
    from diamant import main
    from diamant.storage import settings as st
    st.save_settings(Settings(plugins=["appbots:Leaver"]))
    unknown_language = type("Args", (), {"lang": "xx"})()  # the start stops before any window
    assert main._play(unknown_language, []) == 2
    assert plugins.allowed() == ("appbots:Leaver",)
    st.save_settings(Settings())
    assert main._play(unknown_language, []) == 2 and plugins.allowed() == ()


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "ja"])
def test_both_lobbies_offer_an_allowed_plugin_named_as_one(marks, lang):
    app = make_app(lang=lang)
    plugins.allow(["appbots:Leaver"])
    marked = app.t("bot-plugin-name", name="Leaver")
    assert "Leaver" in marked and marked != "Leaver"
    assert bot_name("appbots:Leaver", app.loc) == marked
    assert level_name(app.loc, "appbots:Leaver") == marked
    lobby = app.nav.push("lobby")
    row = next(r for r in lobby.rows if r.level is not None)
    options = dict(row.level.options)
    assert "appbots:Leaver" in options and "appbots:Other" not in options
    club = app.nav.push("club-lobby")
    row = next(r for r in club.rows if r.level is not None)
    assert "appbots:Leaver" in [v for v, _ in row.level.options]
    assert "appbots" not in sys.modules  # offered by name: nothing imported


def test_no_lobby_offers_a_plugin_that_is_not_allowed(marks):
    app = make_app()
    lobby = app.nav.push("lobby")
    assert all(":" not in v for r in lobby.rows if r.level is not None for v, _ in r.level.options)
    club = app.nav.push("club-lobby")
    assert all(":" not in str(v) for r in club.rows if r.level is not None for v, _ in r.level.options)


def test_a_remembered_table_keeps_a_plugin_only_while_it_is_allowed(marks):
    raw = {"seats": [{"name": "", "kind": HUMAN}, {"name": "", "kind": BOT, "level": "appbots:Leaver"},
                     {"name": "", "kind": BOT, "level": "steady"}]}
    plugins.allow(["appbots:Leaver"])
    assert TableSetup.from_dict(raw).seats[1].level == "appbots:Leaver"
    plugins.allow(())
    assert TableSetup.from_dict(raw).seats[1].level != "appbots:Leaver"


def play(sess: GameSession, frames: int = 4000) -> None:
    for _ in range(frames):
        if sess.is_over:
            return
        sess.update(0.05, True)
        sess.wait_for_bots(10.0)


def diamant_table(level: str) -> TableSetup:
    return TableSetup([SeatSetup("", BOT, level, 0), SeatSetup("", BOT, "steady", 1),
                       SeatSetup("", BOT, "steady", 2)], seed=11)


def test_a_diamant_plugin_seat_plays_in_a_process_of_its_own(marks):
    plugins.allow(["appbots:Leaver"])
    warned: list = []
    sess = GameSession(diamant_table("appbots:Leaver"), autosave=False, speed=0,
                       executor=InlineExecutor(), on_warning=warned.append)
    try:
        play(sess)
        assert sess.is_over and warned == []
        marked = seen(marks)
        assert ("decided", marked[0][1]) in marked
        assert {pid for _, pid in marked} != {os.getpid()} and len({pid for _, pid in marked}) == 1
        assert "appbots" not in sys.modules
    finally:
        sess.close()
    assert sess.deciders[0].process is None or sess.deciders[0].process.proc.poll() is not None


@pytest.mark.parametrize("bot", ["Dies", "Slow", "Sly", "Missing"])
def test_a_failing_diamant_plugin_is_replaced_and_the_player_told_once(marks, monkeypatch, bot):
    monkeypatch.setattr(app_session, "PLUGIN_TIMEOUT", 0.5)
    name = f"appbots:{bot}"
    plugins.allow([name])
    warned: list = []
    sess = GameSession(diamant_table(name), autosave=False, speed=0, executor=InlineExecutor(),
                       on_warning=warned.append)
    try:
        play(sess)
        assert sess.is_over  # the built-in level played the seat to the end
        assert [getattr(w, "key", None) for w in warned] == ["message-plugin-replaced"]
        assert sess.deciders[0].failure is not None and sess.deciders[0].process is None
    finally:
        sess.close()


def club_table(bot: str) -> ClubSetup:
    return ClubSetup((ClubSeat("A", 0, bot), ClubSeat("B", 1, "steady")), 5)


def club_moves(session: ClubSession, n: int) -> None:
    for _ in range(n):
        if session.game.is_over:
            return
        session.update(10.0)


def test_a_club_plugin_seat_plays_in_a_process_of_its_own(marks):
    plugins.allow(["appbots:club_first"])
    session = ClubSession.new(club_table("appbots:club_first"), executor=InlineExecutor(), speed=0)
    try:
        assert session.warnings == []  # allowed: not refused
        club_moves(session, 200)
        assert len(session.game.actions) > 20 and session.warnings == []
        pids = {pid for what, pid in seen(marks) if what == "decided"}
        assert len(pids) == 1 and os.getpid() not in pids and "appbots" not in sys.modules
    finally:
        session.close()


def test_a_failing_club_plugin_is_replaced_and_the_player_told_once(marks):
    plugins.allow(["appbots:club_dies"])
    session = ClubSession.new(club_table("appbots:club_dies"), executor=InlineExecutor(), speed=0)
    try:
        club_moves(session, 200)
        assert len(session.game.actions) > 20
        keys = [getattr(w, "key", None) for w in session.warnings]
        assert keys.count("message-plugin-replaced") == 1
    finally:
        session.close()


def test_a_club_save_naming_a_plugin_not_allowed_still_seats_a_level(marks):
    session = ClubSession.new(club_table("appbots:club_first"), executor=InlineExecutor(), speed=0)
    try:
        assert session.setup.seats[0].bot == club_session.FALLBACK_LEVEL
        assert [getattr(w, "key", None) for w in session.warnings] == ["club-bot-refused"]
    finally:
        session.close()
    assert seen(marks) == []
