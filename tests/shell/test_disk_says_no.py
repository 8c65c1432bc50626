"""Quiet when the disk says no: an unwritable log folder is one warning, not a traceback per
line; output to a file or an unwritable place is a clear message and exit 2; a failing autosave
is said once; the history list reads its index instead of replaying every game."""

from __future__ import annotations

import logging

import pytest

from diamant import logfile
from diamant.cli import main
from diamant.games.diamant import history as dhistory


def test_an_unwritable_log_folder_gives_one_warning(tmp_path, capsys):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be")
    logger = logging.getLogger("diamant.test-disk")
    logger.propagate = False
    handler = logfile.open_log(blocker, console=False)
    logging.getLogger().removeHandler(handler)
    logger.addHandler(handler)
    try:
        for i in range(20):
            logger.warning("line %d", i)
    finally:
        logger.removeHandler(handler)
        handler.close()
    err = capsys.readouterr().err
    assert err.count("cannot be written") == 1 and "Traceback" not in err, err


@pytest.mark.parametrize("args", [
    ["gallery", "--out", "{dir}"],
    ["gallery", "--out", "{file}/gallery.png"],
    ["screenshots", "--out", "{file}"],
    ["simulate", "--games", "2", "--players", "3", "--records", "{file}"],
    ["simulate", "--games", "2", "--players", "3", "--records", "{file}/sub"],
])
def test_output_to_a_file_or_an_unwritable_place_is_a_clear_message(tmp_path, capsys, args):
    a_file = tmp_path / "taken.txt"
    a_file.write_text("x")
    argv = [a.format(dir=tmp_path, file=a_file) for a in args]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith(f"diamant {args[0]}: "), err
    assert a_file.read_text() == "x"


def test_a_failing_autosave_is_said_once():
    from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
    from diamant.storage import StorageError

    class ReadOnly:
        def save_game(self, record, ui=None):
            raise StorageError("Read-only file system")

        def add_to_history(self, record, game, *, now=None):
            raise StorageError("Read-only file system")

        def clear_saved_game(self):
            pass

    setup = TableSetup([SeatSetup(f"P{i}", "bot", "counter-rule", i) for i in range(3)], seed=3)
    sess = GameSession(setup, store=ReadOnly(), speed=0)
    try:
        while not sess.is_over:
            sess.update(0.05, True)
            sess.wait_for_bots()
    finally:
        sess.close()
    keys = [w.key for w in sess.warnings]
    assert keys.count("message-autosave-failed") == 1, keys


def test_the_history_list_reads_its_index_not_every_game(tmp_path, monkeypatch):
    import datetime as dt

    import diamant.storage as st
    from diamant.games.diamant.bots import play_game
    from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo
    from diamant.storage import history as st_history

    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    st_history._CACHE.clear()
    seats = [SeatInfo("Ann", "human"), SeatInfo("b", "bot", "random"), SeatInfo("c", "bot", "p85")]
    when = dt.datetime(2026, 1, 1).astimezone()
    for g in range(6):
        game = play_game(Ruleset.preset("classic"), ["random"] * 3, g).game
        dhistory.add_to_history(GameRecord.of(game, seats), game, now=when + dt.timedelta(hours=g))
    first = st.list_history()  # builds the index
    assert (tmp_path / "home" / "history" / st_history.INDEX_FILE).is_file()
    st_history._CACHE.clear()  # a new start
    replays = []
    real = dhistory.replay
    monkeypatch.setattr(dhistory, "replay", lambda r: replays.append(1) or real(r))
    again = st.list_history()
    assert again == first and replays == []
    # a game added later is in the index at once; an edited file is read again, not trusted
    game = play_game(Ruleset.preset("classic"), ["random"] * 3, 99).game
    dhistory.add_to_history(GameRecord.of(game, seats), game, now=when + dt.timedelta(days=1))
    st_history._CACHE.clear()
    assert len(st.list_history()) == 7 and replays == []
    path = first[0].path
    path.write_text(path.read_text().replace('"scores":[', '"scores":[1'), encoding="utf-8")
    st_history._CACHE.clear()
    entries, warnings = st.scan_history()
    assert len(entries) == 6 and [w.code for w in warnings] == ["history-damaged"]
    # a forged index is only a shortcut that is refused
    index = tmp_path / "home" / "history" / st_history.INDEX_FILE
    index.write_text('{"format": "diamant-history-index", "games": {"x.json": [1, 2, {"players": -1}]}}')
    st_history._CACHE.clear()
    assert len(st.list_history()) == 6
