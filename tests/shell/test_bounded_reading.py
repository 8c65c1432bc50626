"""A long history file (a few MB) is read, checked and made ready for its viewer or its log a
piece a frame, never in one: the JSON an item of its decisions' list at a time, the record's
decisions a chunk at a time, the viewer's steps and the log's entries a chunk of events at a
time. Read in pieces, a file gives what it gives in one piece (the same value, the same
refusals). While shown, a long game's objects are out of the garbage collector's full walks
(frozen) and back in as the screen leaves. The work is counted (items read, decisions run),
not timed; bench_long_record.py has the figures."""

from __future__ import annotations

import gc
import json

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant import safefile
from diamant.games.diamant.screens.scenes import replay as replay_scene
from diamant.games.diamant.screens.scenes.replay import ReplayScene
from diamant.games.diamant.engine import Game, GameRecord
from diamant.games.diamant.engine.log import checked_replay
from diamant.safefile import DamagedFile, parse_json, parse_json_steps
from diamant.shell.scenes import history as history_scene
from diamant.games.diamant.screens.scenes import game_log
from diamant.games.diamant.screens.scenes.game_log import GameLogScene
from diamant.shell.scenes.history import HistoryScene
from diamant.games.diamant.history import add_to_history
from diamant.games.diamant.history import record_steps
from toolbox import long_record, make_app


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return long_record()


def run(steps, limit: int = 100_000):
    """A generator's return value, and how many times it yielded."""
    n = 0
    for _ in range(limit):
        try:
            next(steps)
        except StopIteration as done:
            return done.value, n
        n += 1
    raise AssertionError("never ended")


def outcome(fn):
    try:
        return "value", fn()
    except DamagedFile:
        return "refused", None


SAMPLES = [
    b'{"a": [1, 2, [3, {"b": null}]], "c": "x", "d": [], "e": {}, "f": [[]]}',
    b'  \r\n{ "a" : [ 1 , 2 ] ,\t"b":true }  \n',
    b'\xef\xbb\xbf{"bom": [1]}',
    b'{}', b'{ }', b'[1, 2, 3]', b'"text"', b'12',
    b'{"a": 1, "a": [2]}',  # a repeated name: the last one, as json.loads keeps
    b'{"s\\u0007": ["line\\u2028two", "\\ud800"], "k": "\\u0000"}',  # cleaned as parse_json does
    b'{"a": [1, 2}', b'{"a": [1 2]}', b'{"a": 1,}', b'{"a" 1}', b'{a: 1}', b'{"a": [1], }',
    b'{"a": [1]} x', b'{"a": [NaN]}', b'{"a": [Infinity]}', b'{"a": [1' + b'0' * 30 + b']}',
    b'{"a": [1e999]}', b'{"a": [' + b'[' * 40 + b']' * 40 + b']}', b'{"a": ' + b'[' * 40 + b']' * 40 + b'}',
    b'{"a": [' + b'[' * 29 + b']' * 29 + b']}',  # as deep as allowed
    b'{"a": [' + b'[' * 30 + b']' * 30 + b']}',  # one deeper
    b'', b'   ', b'\xff{"a": 1}', b'{"a": [1, 2]',
]


@pytest.mark.parametrize("data", SAMPLES)
def test_json_read_in_pieces_is_json_read_at_once(data):
    whole = outcome(lambda: parse_json(data))
    pieces = outcome(lambda: run(parse_json_steps(data, chunk=1))[0])
    assert pieces == whole


def test_a_records_json_is_read_a_chunk_of_its_decisions_at_a_time(record):
    data = json.dumps(record.to_dict(), indent=1).encode()
    value, pieces = run(parse_json_steps(data, chunk=100))
    assert value == parse_json(data)
    assert pieces == len(record.decisions) // 100


def test_a_record_is_checked_a_chunk_of_its_decisions_at_a_time(record):
    d = record.to_dict(checked_replay(record)[0])
    made, pieces = run(record_steps(d, 100))
    assert made == GameRecord.from_dict(d) and made.stored_scores == d["result"]["scores"]
    assert pieces == -(-len(record.decisions) // 100)
    bad = dict(d, decisions=d["decisions"][:1000] + [[0, "jump"]] + d["decisions"][1000:])
    with pytest.raises(Exception) as at_once:
        GameRecord.from_dict(bad)
    with pytest.raises(type(at_once.value)):
        run(record_steps(bad, 100))
    too_many = dict(d, decisions=d["decisions"] * 400)  # more than its game can hold
    with pytest.raises(type(at_once.value), match="more than its game can hold"):
        run(record_steps(too_many, 100))


def test_the_viewer_is_made_ready_a_chunk_of_events_at_a_time(record):
    _, events = checked_replay(record)
    made, pieces = run(replay_scene.prepare_steps(events, 1000))
    steps = replay_scene.replay_steps(events)
    assert made == (steps, *replay_scene.step_rounds_and_cards(events, steps),
                    *replay_scene.entries_per_event(events))
    assert pieces == len(events) // 1000


def listed(record, monkeypatch):
    """`record` in the history, and the history's page open and done listing it; a file over
    10 kB is opened a piece (200 decisions) a frame: (the app, the page, the record's file)."""
    game, _ = checked_replay(record)
    path = add_to_history(record, game)
    monkeypatch.setattr(history_scene, "LOAD_AT_ONCE", 10_000)
    monkeypatch.setattr(history_scene, "OPEN_STEP", 200)
    app = make_app()
    hist = app.push(HistoryScene(app))
    for _ in range(100):
        if not hist.scanning:
            break
        app.frame(1 / 60, [])
    assert len(hist.entries) == 1
    return app, hist, path


@pytest.mark.parametrize("which,scene_class", [("replay", ReplayScene), ("show_log", GameLogScene)])
def test_a_long_history_file_opens_a_piece_a_frame(home, record, monkeypatch, which, scene_class):
    monkeypatch.setattr(game_log, "LOG_EVENTS", 500)
    monkeypatch.setattr(replay_scene, "PREPARE_EVENTS", 500)
    app, hist, path = listed(record, monkeypatch)
    assert path.stat().st_size > 10_000
    read, decided = [0], [0]
    real_checked, real_decide = safefile.checked, Game.decide

    def counting_checked(v, *a, **kw):
        read[0] += 1
        return real_checked(v, *a, **kw)

    def counting_decide(self, seat, d):
        decided[0] += 1
        return real_decide(self, seat, d)
    monkeypatch.setattr(safefile, "checked", counting_checked)
    monkeypatch.setattr(Game, "decide", counting_decide)
    getattr(hist, which)()
    assert app.top is hist and read[0] == 0 and decided[0] == 0  # nothing yet: the frames do it
    per_frame = []
    for _ in range(1000):
        before = read[0], decided[0]
        app.frame(1 / 60, [])
        per_frame.append((read[0] - before[0], decided[0] - before[1]))
        if app.top is not hist:
            break
    shown = app.top
    assert isinstance(shown, scene_class)
    n = len(record.decisions)
    assert len(per_frame) > n // 200 * 2  # read, then replayed, a piece a frame
    # (a piece: at most 200 decisions, with the record's other values around them: its ten
    # seats, one by one, and a few more)
    assert max(r for r, _ in per_frame) <= 200 + 16 and max(d for _, d in per_frame) <= 200
    assert sum(d for _, d in per_frame) == n  # one run of the game, the check included
    assert gc.get_freeze_count() > n  # the game's objects: out of the collector's full walks
    at_once = scene_class(app, record)  # the same screen, opened in one piece
    if which == "replay":
        assert (shown.steps, shown.rounds, shown.cards, shown._entries) == \
            (at_once.steps, at_once.rounds, at_once.cards, at_once._entries)
    else:
        assert shown.lines == at_once.lines
    at_once.dispose()
    shown.close()
    app.frame(1 / 60, [])
    assert app.top is hist and gc.get_freeze_count() == 0  # thawed as it left


def test_a_long_history_file_that_is_damaged_gives_the_message(home, record, monkeypatch):
    app, hist, path = listed(record, monkeypatch)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])  # cut in the middle of its decisions, once listed
    shown = []
    monkeypatch.setattr(app, "show_message", lambda text, kind="info", **kw: shown.append(kind))
    hist.replay()
    for _ in range(1000):
        app.frame(1 / 60, [])
        if shown:
            break
    assert app.top is hist and shown == ["warning"] and path.read_bytes() == data[:len(data) // 2]
    assert gc.get_freeze_count() == 0


def test_what_the_list_reads_is_frozen_until_it_is_complete(home, record, monkeypatch):
    from diamant.storage import history as st_history
    game, _ = checked_replay(record)
    path = add_to_history(record, game)
    (path.parent / st_history.INDEX_FILE).unlink(missing_ok=True)  # the list reads the file
    st_history._CACHE.clear()
    monkeypatch.setattr(st_history, "BIG_RECORD_BYTES", 10_000)
    monkeypatch.setattr(st_history, "REPLAY_CHUNK", 200)
    monkeypatch.setattr(history_scene, "SCAN_BUDGET", 0.0)
    monkeypatch.setattr(history_scene, "SCAN_MAX", 0.0)
    app = make_app()
    hist = app.push(HistoryScene(app))
    frozen = []
    for _ in range(1000):
        if not hist.scanning:
            break
        app.frame(1 / 60, [])
        frozen.append(gc.get_freeze_count())
    assert not hist.scanning and len(hist.entries) == 1
    assert len(frozen) > 5 and max(frozen) > 0  # while it read
    assert gc.get_freeze_count() == 0  # thawed once the list is complete
