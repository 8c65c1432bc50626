"""The odds panel (the learning aid): switched on in the settings, it shows the exact odds of the
next card from what the player may see, in the player's language, and never tells the card that
the table has not turned yet."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.ui import theme
from diamant.ui.app import App, default_settings
from diamant.games.diamant.screens.expedition_draw import shown_percent
from diamant.games.diamant.engine import Decision
from diamant_dev import fixtures


@pytest.fixture
def app():
    settings = default_settings()
    settings.animation_speed = 1.0
    settings.learning_aid = True
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    a.time = 1.0
    yield a
    a.close()


def _by_hand(game):
    """The odds counted from the game's own deck and path, without the odds module."""
    seen = {c.hazard for c in game.path if c.hazard is not None}
    deck = game._deck
    kinds = Counter(c.hazard for c in deck if c.hazard is not None)
    deadly = sum(kinds[h] for h in seen)
    relics = sum(1 for c in deck if c.kind.value == "relic")
    return seen, {h: kinds[h] for h in seen}, deadly, len(deck), relics


def test_the_panel_shows_the_exact_odds_of_the_next_card(app, monkeypatch):
    exp = fixtures.scripted_expedition(app, humans=1, seats=5, cards=11, seed=1)
    exp.layout(app.size)
    assert exp.rects["aid"].height > 0
    seen, left, deadly, cards, relics = _by_hand(exp.session.game)
    assert len(seen) >= 2 and deadly > 0  # a moment with something to tell
    o = exp.aid_odds()
    assert o is not None
    assert set(o.hazards_left) == seen and dict(o.hazards_left) == left
    assert (o.deadly, o.cards_left, o.relics_left) == (deadly, cards, relics)
    assert o.disaster == Fraction(deadly, cards)
    drawn: list[str] = []
    draw_text = theme.draw_text

    def record(surface, app_, text, *args, **kw):
        drawn.append(text)
        return draw_text(surface, app_, text, *args, **kw)
    monkeypatch.setattr(theme, "draw_text", record)
    monkeypatch.setattr(theme.text, "draw_text", record)  # what heading() calls
    exp._draw_aid(pygame.Surface(app.size))
    percent = round(100 * deadly / cards)
    assert f"Ends the expedition: {percent}%" in drawn
    assert f"{cards} cards left in the deck" in drawn
    assert f"{deadly} of them would end it" in drawn
    assert f"{relics} relic{'' if relics == 1 else 's'} among them" in drawn
    for h in seen:  # one chip per trap type on the path, with its copies left
        assert f"×{left[h]}" in drawn


def test_the_panel_does_not_tell_the_card_about_to_be_turned(app):
    exp = fixtures.scripted_expedition(app, humans=1, seats=4, cards=3, seed=5)
    exp.table.speed = 1.0
    before = exp.aid_odds()
    assert before is not None
    g = exp.session.game
    path = len(g.path)
    exp.session.events.extend(g.decide_all({s: Decision.CONTINUE for s in g.awaiting}))
    exp.session._resolved = len(g.decisions)
    exp.update(0.02)
    assert not exp.caught_up  # the engine has drawn the card, the table has not shown it
    assert exp.aid_odds() == before
    for _ in range(400):
        exp.update(0.05)
        if exp.caught_up:
            break
    assert exp.caught_up and len(g.path) == path + 1  # a card turned, the expedition goes on
    after = exp.aid_odds()
    assert after is not None and after.cards_left == before.cards_left - 1


def test_in_hot_seat_the_panel_reads_the_public_view(app, monkeypatch):
    exp = fixtures.scripted_expedition(app, humans=2, seats=4, cards=6, seed=2)
    asked: list[int] = []
    view = exp.session.view
    monkeypatch.setattr(exp.session, "view", lambda seat: asked.append(seat) or view(seat))
    o = exp.aid_odds()
    assert asked == []  # no seat's own view: the players share the screen
    assert o is not None and o.cards_left == exp.session.game.deck_size


def test_switched_off_there_is_no_panel(app):
    app.settings.learning_aid = False
    exp = fixtures.scripted_expedition(app, humans=1, seats=4, cards=3)
    exp.layout(app.size)
    assert exp.rects["aid"].height == 0


def test_a_chance_is_never_shown_as_never_or_certain_when_it_is_not():
    assert shown_percent(Fraction(0)) == 0
    assert shown_percent(Fraction(1, 300)) == 1
    assert shown_percent(Fraction(299, 300)) == 99
    assert shown_percent(Fraction(1)) == 100
    assert shown_percent(Fraction(3, 16)) == 19

