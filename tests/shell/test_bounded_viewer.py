"""The replay viewer opens a long record with one run of its game, not two: the checkpoints of
its table (a second run) are built a piece a frame after it shows, and a seek before they are
all there shows the same table. The work is counted (decisions run), not timed."""

from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.scenes import replay as replay_scene
from diamant.games.diamant.screens.scenes.replay import ReplayScene
from diamant.games.diamant.engine import Game, GameRecord
from diamant.ui.app import App
from toolbox import long_record




def shown(scene: ReplayScene) -> tuple:
    m = scene.table.table_model
    seats = tuple((s.carried, s.chest, s.in_cave, s.relics, s.relic_points, s.decided)
                  for s in m.seats)
    path = tuple((c.card, c.gems, c.taken, c.warn, c.disaster) for c in m.path)
    return (m.round, m.deck_size, m.game_over, seats, path, scene.logpanel.entries, scene.scores)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return long_record()


@pytest.fixture
def decided(monkeypatch) -> list[int]:
    count = [0]
    real = Game.decide

    def counting(self, seat, d):
        count[0] += 1
        return real(self, seat, d)
    monkeypatch.setattr(Game, "decide", counting)
    return count


def test_the_viewer_opens_with_one_run_and_builds_its_checkpoints_a_piece_a_frame(
        record, monkeypatch, decided):
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 400)
    monkeypatch.setattr(replay_scene, "CHECKPOINT_CHUNK", 100)
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    n = len(record.decisions)
    assert n > 10 * 100
    scene = ReplayScene(app, record)
    assert decided[0] <= n  # the opening: one run of the game (the check), not a second
    per_frame = []
    for _ in range(10_000):
        before = decided[0]
        scene.update(0.0)
        per_frame.append(decided[0] - before)
        if scene._building is None:
            break
    assert max(per_frame) <= 100 and sum(per_frame) == n
    built = [(c[0], c[3]) for c in scene._checkpoints]
    whole = [(c[0], c[3]) for c in replay_scene.table_checkpoints(record, len(scene.events))]
    assert len(built) >= 5 and built == whole


def test_a_seek_while_the_checkpoints_are_built_shows_what_it_shows_after(record, monkeypatch):
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 400)
    monkeypatch.setattr(replay_scene, "CHECKPOINT_CHUNK", 100)
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    early = ReplayScene(app, record)
    for _ in range(8):
        early.update(0.0)
    assert early._building is not None and early._checkpoints  # some built, not all
    ready = ReplayScene(app, record)
    assert len(ready.checkpoints) > len(early._checkpoints)  # all of them, built at once
    for k in (ready.last, ready.last // 2, 5, 0):
        early.seek(k)
        ready.seek(k)
        assert shown(early) == shown(ready), k
