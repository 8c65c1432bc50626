"""The club coach on screen: "How did I play?" on the final scores opens the review of the
person's choices (diamant/games/club/screens/coach.py), the costly one selected and said, Escape back."""
from __future__ import annotations

import pygame
import pytest
from toolbox import click, key, make_app

import diamant.games.club.screens  # noqa: F401  (registers the scenes)
from diamant.games.club import ClubGame, coach
from diamant.games.club.bots import bot_seed, make_bot

BUDGET = 300


def _game(seed: int = 11, stray_pass: bool = True) -> ClubGame:
    """A whole 2-seat game of steady bots in which seat 0 passes its first buying turn with all
    10 coins unspent (the playtest's stray Enter)."""
    game = ClubGame(2, seed)
    bots = [make_bot("steady", bot_seed(seed, s), s) for s in range(2)]
    planted = not stray_pass
    for _ in range(2000):
        if game.is_over:
            break
        seat, state, legal = game.to_move(), game.state(), game.legal()
        if not planted and seat == 0 and state["phase"] == "buy":
            game.play("pass")
            planted = True
        else:
            game.play(bots[seat](state, legal))
    assert game.is_over
    return game


@pytest.fixture(scope="module")
def finished() -> ClubGame:
    return _game()


@pytest.fixture()
def app(monkeypatch):
    monkeypatch.setattr(coach._Reviewer, "budget", BUDGET)
    a = make_app((1280, 720), inline_bots=True)  # the review runs in the frame that asks it
    yield a
    a.close()


def _scores(app, game, people):
    calls: list[str] = []
    scene = app.nav.reset("club-scoring", game=game, names=["Anna", "Boris"], colours=[0, 1],
                          on_again=lambda: calls.append("again"), on_title=lambda: calls.append("title"),
                          people=people)
    app.update(0.0)
    app.draw()
    return scene, calls


def test_how_did_i_play_reviews_the_persons_choices(app, finished):
    scores, calls = _scores(app, finished, [0])
    assert scores.coach.visible
    click(app, scores.coach.rect)
    review = app.scenes[-1]
    assert app.nav.top_is("club-coach") and review.seat == 0
    for _ in range(50):  # inline: done in the first frames
        app.update(0.05)
        if not review.working:
            break
    app.draw()
    expected = coach.analyse(finished.record(), [0], budget=BUDGET)
    assert [r.to_dict() for r in review.list.items] == [r.to_dict() for r in expected]
    first = review.list.selected
    assert first is review.list.items[0] and first.costly and first.choice == "pass"
    assert review.title_text() == app.t("coach-screen-title", name="Anna")
    key(app, pygame.K_ESCAPE)
    assert app.nav.top_is("club-scoring") and calls == []  # back to the scores, nothing else done


def test_no_person_no_coach_button(app, finished):
    scores, _ = _scores(app, finished, [])
    assert not scores.coach.visible


@pytest.mark.parametrize("lang", ["ru", "ja"])
def test_the_review_screen_speaks_the_language(monkeypatch, finished, lang):
    monkeypatch.setattr(coach._Reviewer, "budget", BUDGET)
    app = make_app((1280, 720), lang, inline_bots=True)
    try:
        scene = app.nav.reset("club-coach", game=finished, names=["Anna", "Boris"], people=[0, 1])
        for _ in range(50):
            app.update(0.05)
            if not scene.working:
                break
        app.draw()
        assert scene.seat_choice.visible  # two persons: either's review
        first = scene.list.selected
        assert first is not None and first.costly
        said = coach.sentence(first, "Anna", app.loc)
        assert app.t("club-coach-phase", phase="buy") in said and "Round" not in said
        assert "coach" not in scene.title_text().lower()
        scene.set_seat(1)
        for _ in range(50):
            app.update(0.05)
            if not scene.working:
                break
        assert scene.list.items and all(r.seat == 1 for r in scene.list.items)
    finally:
        app.close()
