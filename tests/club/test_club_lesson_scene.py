"""The guided first round on the real club table (diamant/games/club/screens/lesson.py): played by the
table's own controls and dialogs (a space's click, the track choice, Pass, the gems and build
dialogs confirmed with Enter, Next with Enter), every tip met, another action refused with the
reason on the status line, progress kept and the lesson marked done at the end."""
from __future__ import annotations

import pygame
import pytest
from toolbox import key, make_app

import diamant.games.club.screens  # noqa: F401  (registers the scenes)
import diamant.shell.scenes  # noqa: F401  (the title the lesson returns to)
from diamant.games.club import lesson as L
from diamant.games.club.data import PRICE_TILES, ROWS
from diamant.games.club.screens.lesson_progress import SETTING


@pytest.fixture()
def app():
    a = make_app((1280, 720), inline_bots=True, instant=True, speed=0)
    yield a
    a.close()


def _space(action: str) -> int:
    col, _, row = action.split()[1][1:].partition("r")
    return (int(col) - 1) * ROWS + int(row) - 1


def _act(app, scene) -> bool:
    """One thing a player would do now; False when there is nothing to do this frame."""
    top = app.scenes[-1]
    name = app.nav.name_of(top) if hasattr(app.nav, "name_of") else type(top).__name__
    if top is not scene:
        if "TrackChoice" in type(top).__name__:
            top._pick(L.SCRIPT[scene.lesson.played])  # the "?" space: the track the tip asks
        else:  # the gems and build dialogs, the round's summary: their default is the lesson's
            key(app, pygame.K_RETURN)
        return True
    lesson = scene.lesson
    if lesson.reading():
        key(app, pygame.K_RETURN)  # Next
        return True
    if scene._person() is None:
        return False
    step = lesson.step()
    assert step is not None and step.choice is not None, (lesson.played, name)
    choice = step.choice
    if choice.startswith("buy "):
        scene._click_space(_space(choice))
    elif choice == "pass":
        scene._pass()
    elif choice.startswith("build "):
        tile = choice.split()[1].split(":")[0]
        scene._build(PRICE_TILES.index(tile))
    else:
        return False  # the gems dialog opens by itself
    return True


def test_the_lesson_is_played_through_on_the_table(app):
    scene = app.nav.push("club-lesson", fresh=True)
    for _ in range(3000):
        if app.nav.top_is("title") or scene.left:
            break
        app.update(0.05)
        _act(app, scene)
    assert scene.left and scene.lesson.finished
    assert [s.id for s in L.STEPS if s.id not in scene.lesson.seen] == []
    saved = app.settings.extra[SETTING]
    assert saved["done"] is True and saved["lesson"]["actions"][:5] == list(L.SCRIPT[:5])


def test_another_action_is_refused_and_said(app):
    scene = app.nav.push("club-lesson", fresh=True)
    app.update(0.05)
    key(app, pygame.K_RETURN)  # the welcome read
    for _ in range(50):
        app.update(0.05)
        if scene._person() is not None:
            break
    assert scene.lesson.step().id == "turn"
    scene._click_space(_space("buy c1r1"))  # not the space the tip shows
    assert scene.lesson.played == 0
    assert scene.status() == app.t("club-lesson-refuse-buy")
    scene._click_space(_space(L.SCRIPT[0]))
    assert scene.lesson.played == 1


def test_the_lesson_resumes_where_it_was_left(app):
    scene = app.nav.push("club-lesson", fresh=True)
    for _ in range(400):
        if scene.lesson.played >= 9:
            break
        app.update(0.05)
        _act(app, scene)
    played, seen = scene.lesson.played, list(scene.lesson.seen)
    app.nav.reset("title")
    again = app.nav.push("club-lesson")
    assert again.lesson.played == played and again.lesson.seen == seen
    assert again.session.game.state() == scene.session.game.state()


def test_learn_to_play_on_the_title_opens_the_club_lesson(app):
    from diamant.shell import games
    app.settings.extra[games.LAST_GAME_KEY] = "club"
    title = app.nav.reset("title")
    app.update(0.0)
    assert title.entry.id == "club" and title.learn_button.visible
    assert title.learn_button.tooltip_text() == app.t("club-lesson-menu-tip")  # not Diamant's words
    title.learn_to_play()
    lesson = app.scenes[-1]
    assert app.nav.top_is("club-lesson") and lesson.lesson.played == 0
    for _ in range(100):
        if lesson.lesson.played >= 3:
            break
        app.update(0.05)
        _act(app, lesson)
    from diamant.games.club.screens.lesson_progress import learn_key
    assert learn_key(app) == "menu-learn-resume"  # half-way: "Continue learning"
