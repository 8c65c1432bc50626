"""Past games with games the history's index does not know (the first opening after an upgrade,
a lost index): the screen opens at once and its list fills frame by frame, each game checked."""
from __future__ import annotations

import datetime as dt
import json
from functools import partial

import pygame
import pytest
from toolbox import key as _key

import diamant.storage as st
from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo
from diamant.shell.scenes import history as history_scene
from diamant.storage import history as st_history
from diamant.games.diamant import history as dhistory

GAMES = 6


def played(seed: int) -> Game:
    game = Game(Ruleset.preset("classic"), 3, seed)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING:
        game.decide_all({s: Decision.CONTINUE if (n + s) % 3 else Decision.LEAVE
                         for s in game.awaiting})
        n += 1
    return game


def make_history(home, games: int = GAMES) -> list:
    """`games` finished games on disk, then as after an upgrade: no index, nothing in memory."""
    start = dt.datetime(2025, 3, 1, 12, 0).astimezone()
    paths = []
    for g in range(games):
        game = played(100 + g)
        seats = [SeatInfo("Ann", "human"), SeatInfo("b", "bot", "random"), SeatInfo("c", "bot", "p85")]
        paths.append(dhistory.add_to_history(GameRecord.of(game, seats), game,
                                       now=start + dt.timedelta(minutes=g)))
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    st_history._CACHE.clear()
    return paths


def synchronous(home) -> list:
    """What the whole reading finds, done at once from the files alone (no index, no memory)."""
    st_history._CACHE.clear()
    (home / "history" / st_history.INDEX_FILE).unlink(missing_ok=True)
    entries, _ = st.scan_history()
    return entries


@pytest.fixture
def app(home, monkeypatch):
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
    import diamant.shell.scenes  # noqa: F401
    from diamant.ui.app import App, default_settings
    monkeypatch.setattr(history_scene, "SCAN_FILES", 1)  # one file a frame: no clock in the test
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    a.nav.reset("title")
    yield a
    a.close()


def keys_drawn(app, monkeypatch) -> list[str]:
    said: list[str] = []
    real = app.t

    def t(key, **kw):
        said.append(key)
        return real(key, **kw)
    monkeypatch.setattr(app, "t", t)
    return said


key = partial(_key, dt=1 / 60, via="queue")


def finish(app, hist, limit: int = 500) -> int:
    frames = 0
    while hist.scanning:
        app.frame(1 / 60, [])
        frames += 1
        assert frames < limit
    return frames


def test_the_scan_reads_newest_first_and_ends_as_the_synchronous_one(home):
    paths = make_history(home)
    scan = st.HistoryScan()
    firsts = [scan.step(max_files=1) for _ in range(2)]
    assert [[e.path for e in new] for new in firsts] == [[paths[-1]], [paths[-2]]]
    assert (scan.read, scan.total, scan.done) == (2, GAMES, False)
    assert not (home / "history" / st_history.INDEX_FILE).exists()  # written at the end only
    while not scan.done:
        scan.step(max_files=1)
    assert scan.entries == synchronous(home) and len(scan.entries) == GAMES


def test_past_games_draws_before_its_list_is_read_then_completes(home, app, monkeypatch):
    make_history(home)
    index = home / "history" / st_history.INDEX_FILE
    said = keys_drawn(app, monkeypatch)
    drawn = app.frames
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    # a frame with part of the list and the progress line, the reading not over
    assert app.frames == drawn + 1 and hist.scanning and "history-reading" in said
    assert 0 < len(hist.entries) < GAMES and hist.scan.read < hist.scan.total == GAMES
    assert hist.app.frame_interval() == 0.0 and hist.list.selected is hist.entries[0]
    assert not index.exists()
    finish(app, hist)
    said.clear()
    app.frame(1 / 60, [])
    assert "history-reading" not in said and hist.frame_interval() is None
    assert hist.entries == synchronous(home)
    assert hist.stats == st.history_stats(hist.entries) and hist.stats["games"] == GAMES
    # the index is written once the reading ended: the next opening lists from it
    head, *rows = index.read_text(encoding="utf-8").splitlines()
    assert json.loads(head)["format"] == st_history.INDEX_FORMAT
    assert sorted(json.loads(row)[0] for row in rows) == sorted(e.path.name for e in hist.entries)


def test_the_list_answers_while_it_fills(home, app):
    make_history(home)
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    hist.group.focus(hist.list)
    key(app, pygame.K_DOWN)
    chosen = hist.list.selected
    assert hist.scanning and hist.list.index == 1
    finish(app, hist)
    assert hist.list.selected is chosen and len(hist.entries) == GAMES
    key(app, pygame.K_ESCAPE)  # Back
    assert app.nav.top_is("title")


def test_a_damaged_game_found_while_it_fills_is_moved_aside_and_said(home, app):
    paths = make_history(home)
    bad = paths[1]  # read late: not in the first frame
    data = json.loads(bad.read_text(encoding="utf-8"))
    data["result"]["scores"] = [s + 7 for s in data["result"]["scores"]]  # does not replay to it
    bad.write_text(json.dumps(data), encoding="utf-8")
    broken = paths[2]
    broken.write_text("{ not json", encoding="utf-8")
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    assert hist.scanning and not app.toasts
    finish(app, hist)
    listed = {e.path for e in hist.entries}
    assert bad not in listed and broken not in listed and len(listed) == GAMES - 2
    assert not bad.exists() and not broken.exists()
    aside = sorted(p.name.split(".broken-")[0] for p in (home / "history").glob("*.broken-*"))
    assert aside == sorted([bad.name, broken.name])
    assert sum("was damaged" in t.text for t in app.toasts) == 2
    assert hist.entries == synchronous(home)


def test_closing_past_games_while_it_reads_leaves_everything_as_it_was(home, app):
    paths = make_history(home)
    before = sorted(p.name for p in (home / "history").iterdir())
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    assert hist.scanning
    key(app, pygame.K_ESCAPE)  # Back, mid-reading
    assert app.nav.top_is("title") and hist.disposed and hist.scan is None
    for _ in range(GAMES + 2):
        app.frame(1 / 60, [])
    assert sorted(p.name for p in (home / "history").iterdir()) == before  # no index half made
    again = app.nav.push("history")  # the next opening reads on from the start, and ends
    finish(app, again)
    assert [e.path for e in again.entries] == sorted(paths, reverse=True)


def test_with_a_valid_index_past_games_replays_nothing(home, app, monkeypatch):
    make_history(home)
    st.scan_history()  # writes the index
    expected = synchronous(home)  # (and again)
    st_history._CACHE.clear()  # as a new session

    def no_replay(record):
        raise AssertionError("a game the index knows was replayed")
    monkeypatch.setattr(dhistory, "replay", no_replay)
    hist = app.nav.push("history")
    finish(app, hist)
    assert hist.entries == expected


def replays_counted(monkeypatch) -> list[int]:
    done: list[int] = []
    real = dhistory.replay
    monkeypatch.setattr(dhistory, "replay", lambda record: done.append(1) or real(record))
    return done


def test_the_index_is_a_line_a_game_and_a_damaged_line_costs_only_its_game(home, monkeypatch):
    make_history(home)
    first, _ = st.scan_history()  # writes the index
    index = home / "history" / st_history.INDEX_FILE
    head, *rows = index.read_text(encoding="utf-8").splitlines()
    assert len(rows) == GAMES and json.loads(head)["version"] == st_history.INDEX_VERSION
    rows[2] = rows[2][:len(rows[2]) // 2]  # cut short, as by a crash
    index.write_text("\n".join([head, *rows]) + "\n", encoding="utf-8")
    st_history._CACHE.clear()
    replays = replays_counted(monkeypatch)
    again, warnings = st.scan_history()
    assert again == first and warnings == [] and replays == [1]  # that game only, read again
    assert len(index.read_text(encoding="utf-8").splitlines()) == GAMES + 1  # whole again


def test_a_finished_game_is_one_more_line_of_the_index(home, monkeypatch):
    make_history(home, 2)
    st.scan_history()
    index = home / "history" / st_history.INDEX_FILE
    before = index.read_text(encoding="utf-8")
    game = played(7)
    path = dhistory.add_to_history(GameRecord.of(game, [SeatInfo("Ann", "human"), SeatInfo("b", "bot", "random"),
                                                  SeatInfo("c", "bot", "random")]), game)
    after = index.read_text(encoding="utf-8")
    assert after.startswith(before) and json.loads(after[len(before):])[0] == path.name
    st_history._CACHE.clear()
    replays = replays_counted(monkeypatch)
    assert len(st.list_history()) == 3 and replays == []


def test_an_index_of_the_first_version_is_read_then_written_anew(home, monkeypatch):
    make_history(home)
    first, _ = st.scan_history()
    index = home / "history" / st_history.INDEX_FILE
    games = {}
    for row in index.read_text(encoding="utf-8").splitlines()[1:]:
        name, *rest = json.loads(row)
        games[name] = rest
    index.write_text(json.dumps({"format": st_history.INDEX_FORMAT, "games": games}), encoding="utf-8")
    st_history._CACHE.clear()
    replays = replays_counted(monkeypatch)
    assert st.scan_history() == (first, []) and replays == []
    assert json.loads(index.read_text(encoding="utf-8").splitlines()[0])["version"] == st_history.INDEX_VERSION


def test_a_scan_with_no_time_at_all_still_moves_on_and_ends(home):
    paths = make_history(home)
    st.scan_history()  # an index to read first, a line at a time
    st_history._CACHE.clear()
    paths[0].unlink()  # one game gone: the index is written again
    index = home / "history" / st_history.INDEX_FILE
    before = index.read_text(encoding="utf-8")
    scan = st.HistoryScan()
    steps = 0
    while not scan.done:
        assert index.read_text(encoding="utf-8") == before  # written whole, at the end only
        scan.step(budget=0)
        steps += 1
        assert steps < 100
    assert len(scan.entries) == GAMES - 1 and index.read_text(encoding="utf-8") != before
    assert scan.entries == synchronous(home)


def test_totals_counted_in_any_order_are_those_of_the_list(home):
    import dataclasses
    import random
    make_history(home)
    entries = [dataclasses.replace(e, scores=(20, *e.scores[1:])) for e in synchronous(home)]  # equal bests
    for seed in range(5):
        shuffled = entries[:]
        random.Random(seed).shuffle(shuffled)
        totals = st.HistoryTotals()
        for e in shuffled:
            totals.add(e, ranked=True)
        assert totals.stats() == st.history_stats(entries)
        assert totals.stats()["by_game"]["diamant"]["best_score"]["date"] == entries[0].date  # the newest of equals
