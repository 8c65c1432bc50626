"""Past games open a long record (its replay viewer, its game log) after replaying and checking
it a piece a frame, not in one frame: each frame runs at most a chunk of its decisions, the whole
opening one run of the game, and a record that fails the check gives the damaged message. The
work is counted (decisions run per frame), not timed."""

from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.scenes.replay import ReplayScene
from diamant.games.diamant.engine import Game, GameRecord
from diamant.shell.scenes import history as history_scene
from diamant.games.diamant.screens.scenes.game_log import GameLogScene
from diamant.shell.scenes.history import HistoryScene
from diamant_dev.fixtures import demo_history
from toolbox import long_record, make_app




@pytest.fixture(scope="module")
def record() -> GameRecord:
    return long_record()


@pytest.mark.parametrize("which,scene_class", [("replay", ReplayScene), ("show_log", GameLogScene)])
def test_a_long_record_opens_a_piece_a_frame(record, monkeypatch, which, scene_class):
    monkeypatch.setattr(history_scene, "OPEN_STEP", 200)
    app = make_app()
    entries, _ = demo_history(1)
    hist = app.push(HistoryScene(app, entries, {e.path: record for e in entries}))
    decided = [0]
    real = Game.decide

    def counting(self, seat, d):
        decided[0] += 1
        return real(self, seat, d)
    monkeypatch.setattr(Game, "decide", counting)
    getattr(hist, which)()
    assert app.top is hist and decided[0] == 0  # nothing run yet: the frames do it
    per_frame = []
    for _ in range(1000):
        before = decided[0]
        app.frame(1 / 60, [])
        per_frame.append(decided[0] - before)
        if app.top is not hist:
            break
    assert isinstance(app.top, scene_class)
    assert len(per_frame) > 5 and max(per_frame) <= 200
    assert sum(per_frame) == len(record.decisions)  # one run of the game, the check included


def test_a_long_record_that_fails_its_check_gives_the_message(record, monkeypatch):
    monkeypatch.setattr(history_scene, "OPEN_STEP", 200)
    app = make_app()
    entries, _ = demo_history(1)
    edited = GameRecord(record.ruleset, record.seats, record.seed, record.decisions[:-3],
                        record.meta, record.theme)  # truncated
    hist = app.push(HistoryScene(app, entries, {e.path: edited for e in entries}))
    shown = []
    monkeypatch.setattr(app, "show_message", lambda text, kind="info", **kw: shown.append(kind))
    hist.show_log()
    for _ in range(1000):
        app.frame(1 / 60, [])
        if shown:
            break
    assert app.top is hist and shown == ["warning"]
