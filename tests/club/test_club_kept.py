"""A Diamonds Club game in progress is never lost to a new game: starting one keeps the old game
beside the history (`<data>/unfinished/`), Past games lists it as unfinished, and Continue there
plays it on at the club's table (the new game then set aside in its turn)."""

from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - the shell's scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - Diamant's scenes and its entry
import diamant.games.club.screens  # noqa: F401 - the club's scenes and its entry
import diamant.storage as st
from diamant.games.club import ClubGame
from diamant.storage.history import set_aside_slot
from diamant.ui import nav
from diamant.ui.app import App, default_settings
from diamant.ui.scene import Scene


class FakeTable(Scene):
    """Stands for the club's table: remembers what it was opened with."""
    opened: list[dict] = []

    def __init__(self, app, setup=None, saved=None):
        super().__init__(app)
        FakeTable.opened.append({"setup": setup, "saved": saved})


@pytest.fixture
def fake_table(monkeypatch):
    FakeTable.opened = []
    monkeypatch.setitem(nav._FACTORIES, "club-table", FakeTable)
    return FakeTable


@pytest.fixture
def app(home):
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    yield a
    a.close()


def club_save(actions: int = 30, seed: int = 3, finish: bool = False) -> dict:
    g = ClubGame(players=2, seed=seed, boards=[1, 3])
    n = 0
    while not g.is_over and (finish or n < actions):
        g.play(g.legal()[0])
        n += 1
    seats = [{"name": "Ann", "colour": 1, "bot": None}, {"name": "Steady", "colour": 3, "bot": "steady"}]
    record = g.record([{"name": s["name"], "kind": "bot" if s["bot"] else "human", "bot": s["bot"]}
                       for s in seats])
    return {"format": "diamonds-club-save", "version": 1, "record": record, "seats": seats, "ui": {}}


def unfinished(home) -> list:
    return sorted((home / "unfinished").glob("*.json")) if (home / "unfinished").exists() else []


# ------------------------------------------------------------------------------- storage
def test_setting_aside_moves_the_autosave_and_the_history_lists_it(home):
    assert set_aside_slot("club") is None  # nothing in progress: nothing to do
    data = club_save(40)
    st.write_slot("club", data)
    kept = set_aside_slot("club")
    assert kept is not None and kept.parent == home / "unfinished"
    assert not st.has_slot("club")
    entries, warnings = st.scan_history()
    assert warnings == []
    [entry] = entries
    game = ClubGame(players=2, seed=3, boards=[1, 3])
    for _ in range(40):
        game.play(game.legal()[0])
    assert (entry.game, entry.finished, entry.names) == ("club", False, ("Ann", "Steady"))
    assert entry.scores == tuple(line.total for line in game.score_lines())
    assert entry.human_seats == (0,) and entry.bots == (None, "steady") and entry.colours == (1, 3)
    assert entry.winners == ()
    assert st.history_stats(entries)["games"] == 0  # an unfinished game is no finished game


def test_bringing_it_back_sets_the_new_game_aside_in_turn(home):
    first, second = club_save(40, seed=3), club_save(12, seed=5)
    st.write_slot("club", first)
    set_aside_slot("club")
    st.write_slot("club", second)  # the new game, in progress
    [entry] = st.list_history()
    st.bring_back(entry)
    back, warnings = st.read_slot("club")
    assert warnings == [] and back == first
    [other] = st.list_history()  # the new game took the old one's place beside the history
    assert not other.finished and other.game == "club" and other.seed == 5
    assert len(unfinished(home)) == 1


def test_a_finished_game_in_the_autosave_goes_to_the_history_not_aside(home):
    st.write_slot("club", club_save(finish=True))
    assert set_aside_slot("club") is None
    [entry] = st.list_history()
    assert entry.finished and entry.game == "club" and entry.winners
    assert unfinished(home) == [] and not st.has_slot("club")


def test_a_damaged_autosave_set_aside_is_reported_and_kept(home):
    home.mkdir()  # a folder the game has used before
    (home / "autosave-club.json").write_text('{"format": "diamonds-club-save", "rec', encoding="utf-8")
    kept = set_aside_slot("club")
    assert kept is not None
    entries, warnings = st.scan_history()
    assert entries == [] and len(warnings) == 1
    assert list((home / "unfinished").glob("*.broken-*"))  # moved aside, never deleted


def test_when_it_cannot_be_kept_storage_says_so_and_keeps_the_autosave(home, monkeypatch):
    st.write_slot("club", club_save(20))

    def refuse(src, dst):  # a read-only data folder, a full disk ...
        raise PermissionError(13, "Permission denied", str(dst))
    monkeypatch.setattr("diamant.storage.history.os.replace", refuse)
    with pytest.raises(st.StorageError):
        set_aside_slot("club")
    assert st.has_slot("club") and st.read_slot("club")[1] == []


def test_when_it_cannot_be_kept_the_lobby_says_so(app, fake_table, home, monkeypatch):
    """Whatever the platform: the move fails (an injected error), the player is told."""
    st.write_slot("club", club_save(20))

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied", str(dst))
    monkeypatch.setattr("diamant.storage.history.os.replace", refuse)
    lobby = app.nav.push("club-lobby")
    lobby.start()
    assert [t.text for t in app.toasts if t.kind == "warning"] == [app.t("message-game-not-kept")]


# ------------------------------------------------------------------------------- on screen
def test_new_game_keeps_the_old_one_and_past_games_continue_it(app, fake_table, home):
    old = club_save(40)
    st.write_slot("club", old)
    app.settings.extra["last_game"] = "club"
    title = app.nav.push("title")
    title.new_game()
    confirm = app.top
    assert nav.name_of(confirm) == "confirm-new-game"
    assert "past games" in app.t(confirm.body_key)  # the question says the game is kept
    confirm.confirm()
    lobby = app.top
    assert nav.name_of(lobby) == "club-lobby"
    assert st.has_slot("club")  # choosing seats replaces nothing yet
    lobby.start()
    assert fake_table.opened[-1]["setup"] is not None
    assert not st.has_slot("club") and len(unfinished(home)) == 1
    st.write_slot("club", club_save(6, seed=9))  # what the new table autosaves

    app.nav.reset("title")
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    entry = hist.list.selected
    assert entry.game == "club" and not entry.finished
    hist.update(0.0)
    assert hist.replay_button.visible and hist.replay_button.enabled
    assert hist.replay_button.label == "history-continue" and not hist.log_button.enabled
    hist.replay()
    assert fake_table.opened[-1] == {"setup": None, "saved": old}
    # and the game it replaced is kept in its turn
    [kept] = st.list_history()
    assert not kept.finished and kept.seed == 9
