"""A game is never lost: a finished game the disk has no room for stays saved and is stored
later; a new game over a game in progress asks first and keeps the game it replaces."""

from __future__ import annotations

import datetime as dt

import pygame
import pytest

from diamant import safefile

import diamant.storage as st
from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo
from diamant.storage import files as st_files
from diamant.games.diamant import history as dhistory
from diamant.games.diamant import saves as dsaves


def played(seed=3, steps=None):
    game = Game(Ruleset.preset("classic"), 3, seed)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING and (steps is None or n < steps):
        game.decide_all({s: Decision.CONTINUE if (n + s) % 3 else Decision.LEAVE
                         for s in game.awaiting})
        n += 1
    return game


def record_of(game):
    return GameRecord.of(game, [SeatInfo(f"P{i}", "human" if i == 0 else "bot",
                                         None if i == 0 else "random") for i in range(3)])


@pytest.fixture
def full_history_disk(monkeypatch):
    """Writing into the history folder fails as on a full disk; other writes work."""
    real = st_files.atomic_write_bytes
    state = {"full": True}

    def write(path, data):
        if state["full"] and "history" in str(path):
            raise st.StorageError(f"cannot write {path}: [Errno 28] No space left on device")
        return real(path, data)

    monkeypatch.setattr(st_files, "atomic_write_bytes", write)
    monkeypatch.setattr(safefile, "atomic_write_bytes", write)  # where storage's writers live
    return state


def test_a_finished_game_the_history_cannot_take_is_stored_at_the_next_write(home, full_history_disk):
    game = played()
    assert game.is_over
    with pytest.raises(st.StorageError):
        dhistory.add_to_history(record_of(game), game)
    assert st.list_history() == []
    full_history_disk["full"] = False
    dsaves.save_game(record_of(played(seed=9, steps=2)))  # the next write of any game
    entries = st.list_history()
    assert len(entries) == 1 and entries[0].seed == game.seed and entries[0].finished
    assert dhistory._UNSTORED == []


def test_a_finished_game_left_in_the_autosave_goes_into_the_history_at_the_next_start(home,
                                                                                     full_history_disk):
    game = played()
    record = record_of(game)
    record.meta["finished_at"] = "2026-11-20T21:00:00+01:00"
    dsaves.save_game(record, {"finished": True})  # what the session does when the history fails
    dhistory._UNSTORED.clear()  # a new start: nothing remembered in memory
    assert dhistory.store_finished_autosave() is None  # still no room: nothing moves, nothing lost
    assert dsaves.has_saved_game()
    full_history_disk["full"] = False
    stored = dhistory.store_finished_autosave()
    assert stored is not None and stored.exists()
    assert not dsaves.has_saved_game()
    entry, = st.list_history()
    assert entry.date == "2026-11-20T21:00:00+01:00" and entry.scores == game.scores()


def test_a_game_in_progress_is_never_taken_for_a_finished_one(home):
    dsaves.save_game(record_of(played(steps=3)))
    assert dhistory.store_finished_autosave() is None
    assert dsaves.has_saved_game()


def test_setting_aside_keeps_the_game_in_progress_listed_and_it_can_be_brought_back(home):
    game = played(steps=4)
    dsaves.save_game(record_of(game), {"round": game.round})
    before = dsaves.save_path().read_bytes()
    kept = dhistory.set_aside_saved_game(now=dt.datetime(2026, 11, 21, 20, 0).astimezone())
    assert kept is not None and kept.read_bytes() == before
    assert not dsaves.has_saved_game()
    entries = st.list_history()
    assert [e.finished for e in entries] == [False]
    assert entries[0].seed == game.seed and entries[0].winners == ()
    assert st.history_stats(entries)["games"] == 0  # no result: not in the totals
    assert entries[0].load_record().decisions == game.decisions
    # a second game in progress, then the first one is brought back: both are kept
    dsaves.save_game(record_of(played(seed=8, steps=2)))
    st.bring_back(entries[0])
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved is not None and saved.record.seed == game.seed
    others = st.list_history()
    assert [(e.finished, e.seed) for e in others] == [(False, 8)]


def test_set_aside_is_nothing_without_a_game_in_progress(home):
    assert dhistory.set_aside_saved_game() is None
    assert st.list_history() == []


# ------------------------------------------------------------------------------------------- app
@pytest.fixture
def app(home):
    import diamant.shell.scenes  # noqa: F401 - registers the scenes by name
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes by name
    from diamant.ui.app import App, default_settings
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    a.autosave = True
    pygame.event.clear()
    yield a
    a.close()


def test_new_game_over_a_game_in_progress_asks_first_and_keeps_it(app):
    from diamant.games.diamant.screens import flow
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup

    game = played(steps=3)
    dsaves.save_game(record_of(game))
    app.nav.reset("title")
    title = app.top
    title.enter()
    title.new_game()
    assert app.nav.top_is("confirm-new-game")
    app.top.close()  # "Back": nothing happens to the game in progress
    assert app.nav.top_is("title") and dsaves.has_saved_game()
    title.new_game()
    app.top.confirm()
    assert app.nav.top_is("lobby")
    setup = TableSetup([SeatSetup("A", "human", None, 0), SeatSetup("B", "bot", "random", 1),
                        SeatSetup("C", "bot", "random", 2)], "classic", False, 77)
    flow.start_game(app, setup)
    saved, _ = dsaves.load_saved_game()
    assert saved is not None and saved.record.seed == 77  # the new game is the game in progress
    kept = [e for e in st.list_history() if not e.finished]
    assert [e.seed for e in kept] == [game.seed]  # and the replaced one is kept, to continue


def test_without_a_game_in_progress_new_game_goes_straight_to_the_lobby(app):
    app.nav.reset("title")
    app.top.new_game()
    assert app.nav.top_is("lobby")


def test_the_title_stores_a_finished_game_left_in_the_autosave_and_says_so(app):
    game = played()
    dsaves.save_game(record_of(game), {"finished": True})
    app.nav.reset("title")
    app.top.enter()
    assert not dsaves.has_saved_game()
    assert [e.seed for e in st.list_history()] == [game.seed]
    assert any("now in your past games" in t.text for t in app.toasts)


def test_a_full_disk_plays_a_game_to_its_end_and_the_game_is_stored_afterwards(app, full_history_disk):
    """The real session and store, a history folder without room: the player is told, the
    game stays saved, and the next start puts it into the history."""
    from diamant.games.diamant.screens import flow
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup

    setup = TableSetup([SeatSetup("A", "bot", "counter-rule", 0), SeatSetup("B", "bot", "random", 1),
                        SeatSetup("C", "bot", "random", 2)], "classic", False, 5)
    sess = flow.new_session(app, setup)
    try:
        while not sess.is_over:
            sess.update(0.05, True)
            sess.wait_for_bots()
    finally:
        sess.close()
    assert [w.key for w in sess.warnings] == ["message-history-not-stored"]
    assert any("could not be added to your past games" in t.text for t in app.toasts)
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved is not None and saved.finished
    assert saved.record.decisions == sess.game.decisions
    full_history_disk["full"] = False
    dhistory._UNSTORED.clear()  # as after a restart
    app.nav.reset("title")
    app.top.enter()
    entry, = st.list_history()
    assert entry.scores == sess.game.scores() and not dsaves.has_saved_game()


def test_past_games_continues_an_unfinished_game(app):
    game = played(steps=4)
    dsaves.save_game(record_of(game))
    dhistory.set_aside_saved_game()
    app.nav.reset("title")
    app.nav.push("history")
    hist = app.top
    assert [e.finished for e in hist.entries] == [False]
    hist.update(0.0)
    assert hist.replay_button.label == "history-continue" and not hist.log_button.enabled
    app.frame(1 / 60, [])  # the row is drawn as unfinished
    hist.replay()
    assert app.nav.top_is("expedition")
    assert app.top.session.game.decisions == game.decisions
    assert [e for e in st.list_history() if not e.finished] == []


def test_an_ended_game_set_aside_on_a_full_disk_is_listed_as_finished(home, full_history_disk):
    game = played()
    dsaves.save_game(record_of(game), {"finished": True})  # the history had no room for it
    assert dhistory.set_aside_saved_game() is not None  # a new game starts: it is kept, not lost
    entry, = st.list_history()
    assert entry.finished and entry.winners == game.winners()
    assert entry.load_record().decisions == game.decisions  # its log and replay work
    assert st.history_stats([entry])["games"] == 1
