"""The guided first round of Diamonds Club, its rules side (diamant/games/club/lesson.py): the fixed
round still makes every phase happen on today's engine, the player is asked at every step, any
other action is refused with a reason, progress resumes, and every tip has its words."""
from __future__ import annotations

import pytest

from diamant.games.club import lesson as L
from diamant.games.club.events import Bought, Built, DiamondAwarded, SetSold, TurnMoved
from diamant.i18n import LANGUAGE_CODES, Localizer


def _through(stop: int | None = None) -> L.Lesson:
    """The lesson played as the table plays it: tips read, the player's asked action, the
    scripted players' own."""
    lesson = L.Lesson()
    for _ in range(4 * len(L.SCRIPT)):
        if lesson.finished or (stop is not None and lesson.played >= stop):
            break
        if lesson.reading():
            lesson.next()
            continue
        step = lesson.step()
        if lesson.game.to_move() == L.PLAYER:
            assert step is not None and step.choice == L.SCRIPT[lesson.played], lesson.played
            assert lesson.allows(step.choice) is None
            lesson.play(step.choice)
        else:
            action = lesson.scripted_action()
            assert action is not None
            lesson.play(action)
    return lesson


def test_the_round_makes_each_phase_happen_for_the_player():
    lesson = _through()
    assert lesson.finished and lesson.game.round == 2  # one whole round, on the real engine
    mine = [e for e in lesson.events if getattr(e, "seat", None) == L.PLAYER]
    bought = [e for e in mine if isinstance(e, Bought)]
    assert [e.coins for e in bought] == sorted(e.coins for e in bought) and bought[-1].coins > 1  # prices rise
    assert any(e.item == "D any" and e.track == "forest" for e in bought)  # the "?" space
    assert any(isinstance(e, TurnMoved) for e in mine)  # the turn-order track
    assert any(isinstance(e, DiamondAwarded) for e in lesson.events)  # the diamonds phase
    assert any(isinstance(e, SetSold) for e in mine)  # a set sold
    built = [e for e in mine if isinstance(e, Built)]
    assert any(e.extra == 0 for e in built) and any(e.extra > 0 for e in built)  # and a marker's gem
    assert [s.id for s in L.STEPS if s.id not in lesson.seen] == ["done"]  # every tip met


def test_every_step_asks_the_player_at_the_players_turn():
    for step in L.STEPS:
        if step.choice is None:
            continue
        lesson = _through(stop=step.at)
        while lesson.reading():  # the tips to read at that point come first
            lesson.next()
        assert lesson.played == step.at and lesson.game.to_move() == L.PLAYER, step.id
        assert lesson.step() == step and step.choice in lesson.game.legal(), step.id


def test_another_action_is_refused_with_its_reason():
    lesson = _through(stop=0)
    lesson.next()  # the welcome read
    assert lesson.step().id == "turn"
    others = [a for a in lesson.game.legal() if a != "buy c1r3"]
    assert others and all(lesson.allows(a) == "club-lesson-refuse-buy" for a in others)
    with pytest.raises(ValueError):
        lesson.play(others[0])
    assert lesson.played == 0  # nothing happened
    later = _through(stop=1)  # a scripted player's turn: the player waits
    assert later.allows("pass") == "club-lesson-refuse-wait"


def test_progress_resumes_where_it_stopped():
    lesson = _through(stop=12)
    again = L.Lesson.resume(lesson.progress())
    assert again.played == 12 and again.seen == lesson.seen and again.step() == lesson.step()
    assert again.game.state() == lesson.game.state()
    for odd in (None, {"actions": "x"}, {"actions": [1]}, {"seen": "abc"}, [1, 2],
                {"actions": ["buy c1r1"]}):  # the last: not the lesson's first action
        assert L.Lesson.resume(odd).played == 0  # type: ignore[arg-type]


def test_a_build_may_be_paid_otherwise():
    lesson = _through(stop=25)
    while lesson.reading():
        lesson.next()
    assert lesson.step().id == "build"
    script = L.SCRIPT[25]
    other = [a for a in lesson.game.legal() if a.startswith("build pavilion pay ") and a != script]
    assert other, lesson.game.legal()
    assert lesson.allows(other[0]) is None
    assert lesson.allows("build forest pay blue,yellow,yellow") is not None
    lesson.play(other[0])
    again = L.Lesson.resume(lesson.progress())  # resumed with the player's own payment
    assert again.game.actions[-1] == other[0] and again.seen == lesson.seen


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_every_tip_and_refusal_has_its_words(lang):
    loc = Localizer(lang)
    keys = [f"club-lesson-{s.id}-{part}" for s in L.STEPS for part in ("title", "body")]
    keys += sorted(set(L.REFUSALS.values())) + ["club-lesson-refuse-wait"]
    missing = [k for k in keys if not loc.has(k)]
    assert missing == []
