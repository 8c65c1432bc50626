"""Diamonds Club's session (diamant.games.club.screens.session): no window, no pygame."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from toolbox import InlineExecutor
from diamant.games.club import ClubGame, ClubRecordError, RulesError
from diamant.games.club.screens.session import SAVE_FORMAT, ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup


def setup(players: int = 3, bots: tuple[str | None, ...] | None = None, seed: int = 11) -> ClubSetup:
    bots = bots if bots is not None else ("steady",) * players
    return ClubSetup(tuple(ClubSeat(f"P{i + 1}", i, b) for i, b in enumerate(bots)), seed)


def run_bots(session: ClubSession, limit: int = 5000) -> int:
    n = 0
    while not session.is_over and n < limit:
        session.update(1.0)
        n += 1
    return n


def test_bots_only_game_reaches_its_end_and_saves_after_every_action() -> None:
    saves: list[dict[str, Any]] = []
    s = ClubSession.new(setup(4), save=saves.append, executor=InlineExecutor(), speed=0)
    run_bots(s)
    assert s.is_over
    assert len(saves) == len(s.game.actions) > 100
    assert saves[-1]["record"]["result"]["winners"] == s.game.winners()
    json.dumps(saves[-1])  # JSON-able
    assert saves[-1]["format"] == SAVE_FORMAT and saves[-1]["seats"][2] == {"name": "P3", "colour": 2,
                                                                            "bot": "steady"}
    steps = s.take_steps()
    assert [st.action for st in steps] == s.game.actions and all(st.bot for st in steps)
    assert steps[0].after == steps[1].before
    assert any(e.msg == "club-log-game-over" for e in s.log)


def test_resume_at_random_points_gives_the_same_state_and_log() -> None:
    saves: list[dict[str, Any]] = []
    states: list[dict[str, Any]] = []
    s = ClubSession.new(setup(3), save=lambda d: (saves.append(json.loads(json.dumps(d))),
                                                  states.append(s.state())),
                        executor=InlineExecutor(), speed=0)
    run_bots(s)
    rng = random.Random(5)
    for i in sorted(rng.sample(range(len(saves)), 12)) + [len(saves) - 1]:
        back = ClubSession.from_saved(saves[i], executor=InlineExecutor())
        assert back.state() == states[i]
        assert back.names == s.names and back.colours == s.colours
        assert back.log == s.log[:len(back.log)]
        assert back.game.legal() == ClubGame.replay(saves[i]["record"])[0].legal()


def test_a_person_plays_and_an_illegal_action_changes_nothing() -> None:
    s = ClubSession.new(setup(2, (None, "beginner")), executor=InlineExecutor(), speed=0)
    assert s.human_to_move() == 0
    before = s.state()
    saved = s.to_saved()
    for bad in ("buy c9r9", "build fountain pay blue,blue,blue", "keep", "", "nonsense"):
        with pytest.raises(RulesError):
            s.play(bad)
        assert s.state() == before and s.to_saved() == saved and not s.take_steps()
    legal = s.game.legal()
    s.play(legal[0])
    assert s.human_to_move() is None and s.to_move() == 1
    with pytest.raises(RulesError):  # a bot's seat: only the bot plays it
        s.play(s.game.legal()[0])
    s.update(1.0)  # the bot starts thinking...
    assert s.thinking and s.to_move() == 1
    s.update(1.0)  # ...and plays
    assert s.to_move() == 0 and [st.seat for st in s.take_steps()] == [0, 1]


def test_a_hot_seat_game_by_the_session_alone() -> None:
    s = ClubSession.new(setup(2, (None, None), seed=3), executor=InlineExecutor())
    rng = random.Random(1)
    while not s.is_over:
        p = s.human_to_move()
        assert p is not None
        s.update(1.0)  # nothing happens for a person
        legal = s.game.legal()
        s.play(legal[0] if rng.random() < 0.2 else rng.choice(legal))
    assert s.game.winners() or s.game.round > 1


def test_a_failing_bot_plays_the_first_legal_action_and_is_reported() -> None:
    s = ClubSession.new(setup(2, ("beginner", "beginner")), executor=InlineExecutor(), speed=0)

    def broken(state: dict[str, Any], legal: list[str]) -> str:
        raise ValueError("boom")
    s._bots[0] = broken
    s.update(1.0)
    s.update(1.0)
    assert s.game.actions == ["pass"] and s.warnings


def test_damaged_saves_are_refused_clearly() -> None:
    s = ClubSession.new(setup(2), executor=InlineExecutor(), speed=0)
    good = s.to_saved()
    for bad in (None, {}, {**good, "format": "x"}, {**good, "version": 99}, {**good, "seats": []},
                {**good, "seats": good["seats"][:1] * 3},
                {**good, "record": {**good["record"], "actions": ["buy c99r1"]}}):
        with pytest.raises(ClubRecordError):
            ClubSession.from_saved(bad)
