"""Bounded work for any record the checks accept: the replay viewer opens a long game in one pass
over its events and seeks from a checkpoint (never the whole game again); the history's index is
refused beyond its cap rather than parsed in one frame. The work is counted, not timed."""

from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.scenes import replay as replay_scene
from diamant.games.diamant.screens.scenes.replay import ReplayScene
from diamant.games.diamant.engine import GameRecord
from diamant.ui.app import App
from toolbox import long_record




def model_state(scene: ReplayScene) -> tuple:
    m = scene.table.table_model
    seats = tuple((s.carried, s.chest, s.in_cave, s.relics, s.relic_points, s.decided)
                  for s in m.seats)
    path = tuple((c.card, c.gems, c.taken, c.warn, c.disaster) for c in m.path)
    return (m.round, m.deck_size, m.game_over, seats, path, scene.logpanel.entries, scene.scores,
            scene.cards[scene.pos], scene.rounds[scene.pos])


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return long_record()


def test_the_viewer_opens_a_long_record_in_one_pass(record, monkeypatch):
    """Each step's expedition and card count come from one pass, not from the events before it
    counted again for every step."""
    looked = [0]
    builtin = isinstance

    def counting(obj, cls):
        looked[0] += 1
        return builtin(obj, cls)
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    scene = ReplayScene(app, record)
    n, steps = len(scene.events), len(scene.steps)
    assert steps > 200 and n > 10 * steps
    monkeypatch.setattr(replay_scene, "isinstance", counting, raising=False)
    rounds, cards = replay_scene.step_rounds_and_cards(scene.events, scene.steps)
    assert (rounds, cards) == (scene.rounds, scene.cards)
    assert looked[0] <= 2 * n  # linear: at most two checks per event, whatever the steps


def test_a_seek_runs_a_checkpoints_worth_of_events_and_shows_the_same(record, monkeypatch):
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 400)
    fast = ReplayScene(app, record)
    assert len(fast.checkpoints) >= 5
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 10 ** 9)
    slow = ReplayScene(app, record)
    assert slow.checkpoints == []
    biggest_step = max(b - a for a, b in zip([0, *fast.steps], fast.steps))
    for k in (fast.last, fast.last - 1, fast.last // 2, fast.last // 3 + 1, 1, 0):
        fast.seek(k)
        slow.seek(k)
        assert model_state(fast) == model_state(slow), k
        assert fast.pushed <= 400 + biggest_step + 64  # a checkpoint's worth, not the game
    assert slow.pushed == len(slow.events[:slow.steps[0]])


def test_stepping_on_from_a_checkpoint_plays_as_from_the_start(record, monkeypatch):
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 400)
    fast = ReplayScene(app, record)
    monkeypatch.setattr(replay_scene, "CHECKPOINT_EVENTS", 10 ** 9)
    slow = ReplayScene(app, record)
    k = fast.last // 2
    for scene in (fast, slow):
        scene.seek(k)
        for _ in range(5):
            scene.step_forward()
        scene.table.skip()
    assert model_state(fast)[:5] == model_state(slow)[:5]


# ------------------------------------------------------------------------ the history's index
@pytest.fixture
def home(tmp_path, monkeypatch):
    from diamant.storage import history as st_history
    h = tmp_path / "home"
    (h / "history").mkdir(parents=True)
    monkeypatch.setenv("DIAMANT_HOME", str(h))
    st_history._CACHE.clear()
    return h


def _parsed_sizes(monkeypatch) -> list[int]:
    from diamant.storage import history as st_history
    sizes: list[int] = []
    real = st_history.parse_json

    def counting(data, *args):
        sizes.append(len(data))
        return real(data, *args)
    monkeypatch.setattr(st_history, "parse_json", counting)
    return sizes


def test_a_first_version_index_too_big_to_parse_in_a_frame_is_not_parsed(home, monkeypatch):
    import json
    from diamant.storage import history as st_history
    games = {f"{i:08d}.json": [i, i, {"date": "x" * 40}] for i in range(40_000)}
    (home / "history" / st_history.INDEX_FILE).write_text(
        json.dumps({"format": st_history.INDEX_FORMAT, "games": games}))
    assert (home / "history" / st_history.INDEX_FILE).stat().st_size > st_history.INDEX_V1_MAX_BYTES
    sizes = _parsed_sizes(monkeypatch)
    scan = st_history.HistoryScan()
    scan.step(0.01)
    assert max(sizes, default=0) <= st_history.INDEX_V1_MAX_BYTES


def test_an_index_beyond_its_cap_is_refused_with_a_message_and_made_again(home, monkeypatch):
    from diamant.storage import history as st_history
    index = home / "history" / st_history.INDEX_FILE
    line = b'["x.json",1,2,{}]\n'
    with open(index, "wb") as f:
        f.write(st_history._index_head().encode() + b"\n")
        f.write(line * (st_history.INDEX_MAX_BYTES // len(line) + 10))
    sizes = _parsed_sizes(monkeypatch)
    entries, warnings = st_history.scan_history()
    assert entries == [] and [w.code for w in warnings] == ["history-index-too-large"]
    assert len(sizes) <= 1  # none of its lines was read
    assert index.stat().st_size < 1024  # made again, from the games (none)
