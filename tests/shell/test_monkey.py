"""The monkey tester: a bounded CI run of random input against the real app, and replays that
reproduce a failure at the same event."""
import json
import time
from types import SimpleNamespace

import pytest

from diamant_dev import monkey as monkey_mod
from diamant_dev.monkey import Monkey, MonkeyFailure, load_replay, main, replay

CI_EVENTS = 3000
CI_SEED = 7
LONG_EVENTS = 20_000  # per seed, in the full run (nightly: 50,000 on five seeds, see README)


@pytest.mark.slow
def test_bounded_run_is_clean_and_covers_the_game():
    m = Monkey(CI_SEED, None)
    start, cpu = time.perf_counter(), time.process_time()
    code = m.run(CI_EVENTS)
    took, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert code == 0, m.failure
    assert m.failure is None
    print(f"\n{m.summary()} [{took:.1f} s, {cpu:.1f} s CPU]")
    # the monkey plays both games (a share of its games is Diamonds Club's)
    game_scenes = sum(v for k, v in m.scenes.items()
                      if k in ("ExpeditionScene", "BoardScene", "HandoverScene", "RoundEndScene",
                               "ScoringScene", "ClubTableScene", "ClubGemsScene", "ClubBuildScene",
                               "ClubRoundEndScene", "ClubScoringScene", "TrackChoice"))
    assert game_scenes > CI_EVENTS * 0.4, m.scenes  # most input goes to a game
    assert m.games_started >= 1
    assert m.index == CI_EVENTS - 1


@pytest.mark.full  # the long monkey: the default run takes the 3,000 events above
@pytest.mark.timeout(3600)
@pytest.mark.parametrize("seed", [1, 2])
def test_long_run_is_clean(seed):
    m = Monkey(seed, None)
    code = m.run(LONG_EVENTS)
    assert code == 0, m.failure
    assert m.games_started >= 5 and m.index == LONG_EVENTS - 1


def _fault_at(cls, method: str, k: int, monkeypatch):
    """Make cls.method raise on its k-th call (counted from now)."""
    real = getattr(cls, method)
    calls = {"n": 0}

    def wrapper(self, *a, **kw):
        calls["n"] += 1
        if calls["n"] == k:
            raise RuntimeError(f"injected fault at call {k}")
        return real(self, *a, **kw)

    monkeypatch.setattr(cls, method, wrapper)
    return calls


def test_replay_file_reproduces_the_failure_at_the_same_event(tmp_path, monkeypatch):
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    calls = _fault_at(ExpeditionScene, "update", 150, monkeypatch)
    # seed 3: a walk that reaches an expedition in its first 2,000 inputs (the title has changed
    # since seed 11 was picked: it now plays Diamonds Club)
    m = Monkey(3, tmp_path)
    assert m.run(2000) == 1
    assert m.failure is not None and "injected fault at call 150" in m.failure["error"]
    at = m.failure["event_index"]
    path = tmp_path / f"monkey-3-{at}.json"
    assert path.exists() and m.replay_file == path
    data = load_replay(path)
    assert data["seed"] == 3 and data["event_index"] == at and len(data["events"]) == at + 1
    json.dumps(data)  # plain JSON

    calls["n"] = 0  # the same fault again, counted from the start of the replay
    again = replay(path)
    assert again.failure is not None
    assert again.failure["event_index"] == at
    assert again.failure["error"] == m.failure["error"]


def test_replay_through_the_command(tmp_path, monkeypatch, capsys):
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    calls = _fault_at(ExpeditionScene, "draw", 40, monkeypatch)
    code = main(SimpleNamespace(events=1500, seed=5, out=tmp_path, replay=None))
    assert code == 1
    out = capsys.readouterr().out
    assert "FAILED at event" in out and "--replay" in out
    (path,) = tmp_path.glob("monkey-5-*.json")
    calls["n"] = 0
    assert main(SimpleNamespace(events=1, seed=1, out=tmp_path, replay=path)) == 1
    out = capsys.readouterr().out
    assert "the same event" in out


@pytest.mark.slow
def test_same_seed_same_run():
    """Two runs of one seed generate the same input (which is read from the app's state)."""
    a, b = Monkey(23, None), Monkey(23, None)
    assert a.run(300) == 0 and b.run(300) == 0
    assert len(a.steps) == 300 and a.steps == b.steps  # read back from the record file
    assert a.scenes == b.scenes


def test_a_broken_invariant_is_reported(tmp_path, monkeypatch):
    from diamant.games.diamant.engine import Game
    real = Game.gem_ledger
    state = {"n": 0}

    def lying(self):
        state["n"] += 1
        d = real(self)
        if state["n"] >= 60:
            d["carried"] += 1  # a gem from nowhere
        return d

    monkeypatch.setattr(Game, "gem_ledger", lying)
    m = Monkey(3, tmp_path)
    assert m.run(1500) == 1
    assert m.failure["kind"] == "invariant"
    assert "gem ledger" in m.failure["error"]


def test_the_table_check_catches_a_table_ahead_of_the_engine():
    class Table:
        def model(self):
            return {"round": 2, "path": []}

    class Session:
        game = SimpleNamespace(round=1, deck_size=30, path=(), path_gems=(), path_taken=(),
                               carried=(0, 0, 0), chests=(0, 0, 0), in_cave=(True, True, True),
                               awaiting=(0, 1, 2), is_over=False, players=3,
                               relic_points=lambda s: 0)

    top = SimpleNamespace(can_decide=lambda: True, table=Table(), session=Session())
    m = Monkey(1, None)
    m.app = SimpleNamespace(scenes=SimpleNamespace(top=top))
    with pytest.raises(MonkeyFailure, match="table shows another state"):
        m.check_table()
    top.can_decide = lambda: False  # not accepting input: the table may be animating
    m.check_table()


def test_bad_replay_file_is_a_usage_error(tmp_path, capsys):
    bad = tmp_path / "x.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(SimpleNamespace(events=1, seed=1, out=tmp_path, replay=bad)) == 2
    assert "not a monkey replay file" in capsys.readouterr().err
    assert main(SimpleNamespace(events=1, seed=1, out=tmp_path, replay=tmp_path / "missing.json")) == 2


def test_monkey_patches_nothing(monkeypatch):
    """The clock, the bots' worker and the seeds are handed to the App; the process is left alone."""
    import os
    import random as random_mod
    from diamant.games.diamant.screens import session as session_mod
    monkeypatch.delenv("DIAMANT_HOME", raising=False)
    before = (session_mod.random, session_mod.ThreadPoolExecutor, time.monotonic, random_mod.SystemRandom)
    m = Monkey(2, None)
    seen = {}
    real_open = m._open_app

    def spy():
        real_open()
        seen.update(clock=m.app.timesource, executor=m.app.bot_executor, home=os.environ["DIAMANT_HOME"],
                    monotonic=time.monotonic)
    m._open_app = spy
    assert m.run(50) == 0
    assert seen["clock"] is m.clock and isinstance(seen["executor"], monkey_mod.JoiningExecutor)
    assert seen["monotonic"] is before[2]  # not patched while the monkey ran
    assert (session_mod.random, session_mod.ThreadPoolExecutor, time.monotonic,
            random_mod.SystemRandom) == before
    assert "DIAMANT_HOME" not in os.environ


def test_the_injected_clock_times_double_clicks():
    """A list's double click is timed by the App's clock: 0.3 s apart on the virtual clock is a
    double click, 0.5 s apart is not, whatever the real time did."""
    import pygame
    from diamant.ui.app import App
    from diamant.ui.widgets import ListBox
    clock = monkey_mod.VirtualClock()
    app = App(headless=True, audio=False, clock=clock)
    try:
        opened = []
        box = ListBox(["a", "b"], lambda *a: None, on_activate=opened.append, app=app)
        box.rect = pygame.Rect(0, 0, 400, 400)
        pos = (10, 5)
        box.on_click_at(pos)
        clock.t += 0.5
        box.on_click_at(pos)
        assert opened == []
        clock.t += 0.3
        box.on_click_at(pos)
        assert opened == ["a"]
        assert app.timesource is clock
    finally:
        app.close()
