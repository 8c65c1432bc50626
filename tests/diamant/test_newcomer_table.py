"""Diamant as a newcomer met it: the summary of an expedition closes before the next one starts,
the camp comes (or not) the same way after every expedition, and the lesson's last tip offers no
"Skip tutorial" (its Next ends the lesson)."""
from __future__ import annotations

from functools import partial

import pygame

import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
import diamant.shell.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import tutorial
from diamant.games.diamant.screens.flow import start_game
from diamant.games.diamant.screens.scenes.board import BoardScene
from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
from diamant.games.diamant.screens.scenes.round_end import RoundEndScene
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision, RoundStarted
from toolbox import click, frames_until, key
from toolbox import make_app as _make_app

make_app = partial(_make_app, speed=0.0, curtain=True, time=1.0)
LINGER = 120  # frames the player reads a summary before closing it


def _table(seed: int = 12) -> TableSetup:
    return TableSetup([SeatSetup(f"P{i}", k, None if k == "human" else "counter-rule", i)
                       for i, k in enumerate(("human", "bot", "bot"))], "classic", False, seed)


def _to_expedition(app) -> ExpeditionScene:
    start_game(app, _table())
    click(app, app.top.start.rect.center)
    exp = app.find(ExpeditionScene)
    assert isinstance(exp, ExpeditionScene)
    return exp


def _to_summary(app, exp: ExpeditionScene) -> RoundEndScene:
    """Leave at once; frames until the expedition's summary is up, then a while to read it."""
    assert frames_until(app, lambda: exp.can_decide() or isinstance(app.top, RoundEndScene), n=4000)
    if exp.can_decide():
        key(app, pygame.K_l)
    assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
    for _ in range(LINGER):
        app.frame(1 / 60, [])
    summary = app.top
    assert isinstance(summary, RoundEndScene)
    return summary


def test_the_next_expedition_waits_for_the_summary_to_close():
    """Behind "Expedition N is over" the table still shows expedition N: the next one starts
    after the summary closes (it had already started behind it from the second summary on)."""
    app = make_app()
    exp = _to_expedition(app)
    sess = exp.session
    try:
        for rnd in (1, 2, 3):
            summary = _to_summary(app, exp)
            assert summary.round == rnd
            assert exp.table.round == rnd, f"expedition {exp.table.round} started behind summary {rnd}"
            assert exp.board_round == rnd
            assert any(isinstance(e, RoundStarted) and e.round == rnd + 1 for e in sess.events)
            key(app, pygame.K_RETURN)  # straight on
            assert frames_until(app, lambda: exp.table.round == rnd + 1 and app.top is exp)
    finally:
        sess.close()


def test_enter_on_every_summary_goes_the_same_way():
    """Enter on the summary (straight on, its focused button) never showed the camp after
    expedition 1 but skipped it after 3: each summary's choice is the one obeyed."""
    app = make_app()
    exp = _to_expedition(app)
    sess = exp.session
    seen: list[str] = []
    try:
        for _ in range(4):
            summary = _to_summary(app, exp)
            assert summary.group.focused is summary.straight
            key(app, pygame.K_RETURN)
            for _ in range(30):
                app.frame(1 / 60, [])
            seen.append(type(app.top).__name__)
        assert seen == ["ExpeditionScene"] * 4
    finally:
        sess.close()


def test_back_to_camp_on_every_summary_shows_the_camp():
    app = make_app()
    exp = _to_expedition(app)
    sess = exp.session
    try:
        for rnd in (1, 2, 3):
            summary = _to_summary(app, exp)
            summary.button.activate()  # "Back to camp"
            assert frames_until(app, lambda: isinstance(app.top, BoardScene), n=60)
            assert app.top.round_no == rnd + 1
            assert exp.table.round == rnd  # the cave waits under the camp
            click(app, app.top.start.rect.center)
            assert frames_until(app, lambda: app.top is exp and exp.table.round == rnd + 1)
    finally:
        sess.close()


def _press(app, k: int, scancode: int = 0) -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=scancode),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=scancode)])


def test_the_lessons_last_tip_has_no_skip_button_and_its_next_ends_the_lesson():
    app = _make_app(instant=True, time=1.0)
    try:
        tutorial.start(app, fresh=True)
        guide = tutorial.running(app)
        assert guide is not None
        while True:
            assert frames_until(app, lambda: guide.shown is not None, n=400)
            step = guide.shown
            assert step is not None
            if step is tutorial.STEPS[-1]:
                break
            assert guide.skip_button.visible  # every other tip can still skip the lesson
            if step.choice is None:
                _press(app, pygame.K_RETURN)
            elif step.choice is Decision.CONTINUE:
                _press(app, pygame.K_c, 6)
            else:
                _press(app, pygame.K_l, 15)
        app.frame(1 / 30, [])
        assert not guide.skip_button.visible
        assert guide.next_button.visible
        assert not guide.next_button.rect.colliderect(guide.skip_button.rect) or not guide.skip_button.visible
        click(app, guide.next_button.rect.center)  # by mouse too
        assert guide.step is None and tutorial.is_done(app)
    finally:
        app.close()
