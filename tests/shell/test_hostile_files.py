"""Hostile files: a write never goes through a link nor replaces what is not a regular file of
ours; an odd entry of the history (a looping link, a name that is not UTF-8 or too long, a folder,
a pipe) is moved aside with a message and never hides or crashes the rest; when the disk says no
the game goes on (both games) and New game stops rather than replace a game it could not keep."""

from __future__ import annotations

import os
import stat

import pytest

import diamant.shell.scenes  # noqa: F401 - the shell's scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - Diamant's scenes and its entry
import diamant.games.club.screens  # noqa: F401 - the club's scenes and its entry
import diamant.storage as st
from diamant.games.club import ClubGame
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.safefile import StorageError, atomic_write_text
from diamant.storage import history as st_history
from diamant.ui.app import App, default_settings
from diamant.games.diamant import saves as dsaves
from diamant.games.club import history as club_history

posix_only = pytest.mark.skipif(os.name != "posix", reason="links, pipes and byte names of POSIX")


@pytest.fixture
def home(tmp_path, monkeypatch):
    h = tmp_path / "home"
    h.mkdir()
    monkeypatch.setenv("DIAMANT_HOME", str(h))
    st_history._CACHE.clear()
    return h


@pytest.fixture
def app(home):
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    yield a
    a.close()


def finished_club_game(home, seed: int = 3) -> None:
    g = ClubGame(players=2, seed=seed, boards=[1, 3])
    while not g.is_over:
        g.play(g.legal()[0])
    seats = [{"name": "Ann", "colour": 1, "bot": None}, {"name": "Bo", "colour": 3, "bot": None}]
    record = g.record([{"name": s["name"], "kind": "human", "bot": None} for s in seats])
    club_history.store_club_game({"format": "diamonds-club-save", "version": 1, "record": record,
                        "seats": seats, "ui": {}})


def club_save(actions: int = 20) -> dict:
    g = ClubGame(players=2, seed=5, boards=[1, 3])
    for _ in range(actions):
        g.play(g.legal()[0])
    seats = [{"name": "Ann", "colour": 1, "bot": None}, {"name": "Bo", "colour": 3, "bot": None}]
    record = g.record([{"name": s["name"], "kind": "human", "bot": None} for s in seats])
    return {"format": "diamonds-club-save", "version": 1, "record": record, "seats": seats, "ui": {}}


# ------------------------------------------------------------------------ writes and links
@posix_only
def test_a_write_never_goes_through_a_link(tmp_path):
    victim = tmp_path / "bashrc"
    victim.write_text("precious")
    link = tmp_path / "data.json"
    os.symlink(victim, link)
    with pytest.raises(StorageError):
        atomic_write_text(link, "{}")
    assert victim.read_text() == "precious" and link.is_symlink()


@posix_only
def test_a_write_never_replaces_a_folder_or_a_pipe(tmp_path):
    folder = tmp_path / "a.json"
    folder.mkdir()
    fifo = tmp_path / "b.json"
    os.mkfifo(fifo)
    for path in (folder, fifo):
        with pytest.raises(StorageError):
            atomic_write_text(path, "{}")
    assert folder.is_dir() and not fifo.is_file() and fifo.exists()


@posix_only
def test_a_linked_history_index_is_never_written_through(home, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    finished_club_game(home)
    folder = home / "history"
    index = folder / st_history.INDEX_FILE
    if index.exists():
        index.unlink()
    os.symlink(victim, index)
    finished_club_game(home, seed=4)  # a new game: appended to the index, if it were followed
    entries, _ = st.scan_history()  # the scan writes the index anew
    assert len(entries) == 2
    assert victim.read_text() == "precious"
    assert not index.is_symlink() and index.is_file()  # the link moved aside, a real index now


@posix_only
def test_a_new_game_is_never_appended_through_a_linked_index(home, tmp_path):
    finished_club_game(home)
    st.scan_history()  # writes the index
    folder = home / "history"
    index = folder / st_history.INDEX_FILE
    victim = tmp_path / "victim.txt"
    victim.write_bytes(index.read_bytes())  # looks like an index: it would be appended to
    before = victim.read_bytes()
    index.unlink()
    os.symlink(victim, index)
    st_history._add_to_index(folder, "x.json", [1, 2, {}])
    assert victim.read_bytes() == before


# ------------------------------------------------------------------------ odd history entries
@posix_only
@pytest.mark.parametrize("kind", ["loop", "dangling", "folder", "fifo", "non-utf8", "long"])
def test_one_odd_entry_never_hides_the_rest(home, kind):
    finished_club_game(home)
    folder = home / "history"
    bfolder = os.fsencode(folder)
    if kind == "loop":
        os.symlink("loop.json", folder / "loop.json")
    elif kind == "dangling":
        os.symlink(folder / "gone.json", folder / "dangling.json")
    elif kind == "folder":
        (folder / "20990101-000000-1.json").mkdir()
    elif kind == "fifo":
        os.mkfifo(folder / "20990101-000000-2.json")
    elif kind == "non-utf8":
        with open(os.path.join(bfolder, b"20990101-\xff\xfe.json"), "wb") as f:
            f.write(b"{}")
    elif kind == "long":
        (folder / ("2" * 249 + ".json")).write_text("{}")
    entries, warnings = st.scan_history()
    assert len(entries) == 1 and entries[0].game == "club"
    assert len(warnings) == 1, warnings
    for w in warnings:
        str(w).encode("utf-8")  # it can be shown: no byte of a name that is not text
    # said once: the odd entry was moved aside
    st_history._CACHE.clear()
    entries, warnings = st.scan_history()
    assert len(entries) == 1 and warnings == []


@posix_only
def test_past_games_open_with_odd_entries(app, home):
    finished_club_game(home)
    folder = home / "history"
    os.symlink("loop.json", folder / "loop.json")
    with open(os.path.join(os.fsencode(folder), b"\xff.json"), "wb") as f:
        f.write(b"{}")
    (folder / ("3" * 249 + ".json")).write_text("{}")
    scene = app.nav.push("history")
    while scene.scanning:
        scene._read_on(0.016)
    assert len(scene.entries) == 1


# ------------------------------------------------------------------------ the disk says no
def test_a_club_game_goes_on_when_its_autosave_cannot_be_written():
    written = []
    failing = [True]

    def save(data):
        if failing[0]:
            raise StorageError("No space left on device")
        written.append(data)

    setup = ClubSetup((ClubSeat("Ann", 1, None), ClubSeat("Bo", 3, None)), 7)
    session = ClubSession.new(setup, save=save)
    for _ in range(3):
        session.play(session.game.legal()[0])
    assert len(session.game.actions) == 3
    assert len(session.warnings) == 1  # said once
    assert session.warnings[0].key == "message-autosave-failed"
    failing[0] = False
    session.play(session.game.legal()[0])
    assert len(written) == 1 and len(written[0]["record"]["actions"]) == 4


def test_the_club_table_shows_a_failed_autosave_in_the_players_language(app, monkeypatch):
    def refuse(game, data):
        raise StorageError("Read-only file system")
    app.autosave = True
    monkeypatch.setattr("diamant.storage.slots.write_slot", refuse)
    setup = ClubSetup((ClubSeat("Ann", 1, None), ClubSeat("Bo", 3, None)), 7)
    table = app.nav.reset("club-table", setup=setup)
    table.update(0.016)
    assert app.t("message-autosave-failed") in [t.text for t in app.toasts]


def _refuse_moves(monkeypatch):
    def refuse(src, dst):
        raise PermissionError(13, "Permission denied", str(dst))
    monkeypatch.setattr("diamant.storage.history.os.replace", refuse)


def test_club_new_game_stops_when_the_game_in_progress_cannot_be_kept(app, home, monkeypatch):
    st.write_slot("club", club_save())
    before = (home / "autosave-club.json").read_bytes()
    _refuse_moves(monkeypatch)
    lobby = app.nav.push("club-lobby")
    lobby.start()
    assert app.top is lobby  # no new table: its first autosave would replace the old game
    assert (home / "autosave-club.json").read_bytes() == before
    assert [t.text for t in app.toasts if t.kind == "warning"] == [app.t("message-game-not-kept")]


def test_diamant_new_game_stops_when_the_game_in_progress_cannot_be_kept(app, home, monkeypatch):
    from diamant.games.diamant.screens import flow
    from diamant.games.diamant.screens.session import TableSetup
    app.autosave = True
    first = flow.start_game(app, TableSetup.default())
    assert first is not None and dsaves.has_saved_game()
    first.close()
    before = dsaves.save_path().read_bytes()
    _refuse_moves(monkeypatch)
    again = flow.start_game(app, TableSetup.default())
    assert again is None
    assert dsaves.save_path().read_bytes() == before
    assert app.t("message-game-not-kept") in [t.text for t in app.toasts]


def test_a_move_not_found_done_is_not_taken_for_one(home, monkeypatch):
    """A move that says it worked but left the game where it was: not kept, say so."""
    st.write_slot("club", club_save())
    monkeypatch.setattr("diamant.storage.history.os.replace", lambda src, dst: None)
    with pytest.raises(StorageError):
        club_history.set_aside_slot("club")
    assert st.has_slot("club")


def test_settings_never_follow_a_link_to_a_pipe(home, tmp_path):
    """(A pipe in a temporary folder stands for a device: a failing test replaces only it.)"""
    if os.name != "posix":
        pytest.skip("POSIX pipes")
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    path = st.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(fifo, path)
    with pytest.raises(StorageError):
        st.save_settings(st.Settings())
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and path.is_symlink()
