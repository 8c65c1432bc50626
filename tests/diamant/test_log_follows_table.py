"""The log never runs ahead of the table: a card is named once it is face up, the winner once the
scores open; and the moment the choices turn over is seen on the table, not read at every card."""
from __future__ import annotations

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.ui.app import App, default_settings
from diamant.games.diamant.engine import CardRevealed, Decision, DecisionsRevealed
from diamant.games.diamant.logbook import entries_of
from diamant_dev import fixtures


@pytest.fixture
def app():
    settings = default_settings()
    settings.animation_speed = 1.0
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    a.time = 1.0
    yield a
    a.close()


def _resolve(exp, decisions):
    g = exp.session.game
    exp.session.events.extend(g.decide_all({s: decisions(s) for s in g.awaiting}))
    exp.session._resolved = len(g.decisions)


def test_a_card_is_named_in_the_log_only_once_it_is_face_up(app):
    exp = fixtures.scripted_expedition(app, humans=1, seats=4, cards=2)
    exp.table.speed = 1.0
    seen: list[float] = []
    feed = exp.logpanel.feed

    def watch(e):
        if isinstance(e, CardRevealed):
            path = exp.table.path  # the card this line names, as the table shows it now
            shown = [pc for pc in path if pc.card == e.card]
            seen.append(shown[-1].flip if len(path) >= e.index + 1 and shown else -1.0)
        feed(e)
    exp.logpanel.feed = watch
    for _ in range(3):
        _resolve(exp, lambda s: Decision.CONTINUE)
        for _ in range(200):
            exp.update(0.02)
            if not exp.table.busy and not exp.session.events:
                break
        if exp.session.game.round > 1 or exp.session.game.is_over:
            break
    assert seen and all(f >= 1.0 for f in seen), seen


def test_the_reveal_is_a_moment_on_the_table_not_a_log_line(app):
    g_events = [DecisionsRevealed(((0, Decision.CONTINUE), (1, Decision.LEAVE)))]
    assert all(e.msg != "logbook-decisions-revealed" for e in entries_of(g_events[0], 1))
    exp = fixtures.scripted_expedition(app, humans=1, seats=4, cards=2)
    exp.table.speed = 1.0
    _resolve(exp, lambda s: Decision.CONTINUE)
    for _ in range(10):
        exp.update(0.03)  # the cards have turned over and stand out
    seats = exp.table.seats
    mid = [s.reveal for s in seats if s.decision is not None]
    assert mid and all(0.0 < r < 1.0 for r in mid), mid
    # what is drawn at that moment differs from the same table with the moment over
    surface = pygame.Surface(app.size)
    exp.table.draw(surface, exp.rects["table"])
    during = pygame.image.tobytes(surface, "RGB")
    for s in seats:
        if s.decision is not None:
            s.reveal = 1.0
    exp.table.draw(surface, exp.rects["table"])
    assert pygame.image.tobytes(surface, "RGB") != during
    texts = [e.msg for e in exp.logpanel.entries]
    assert "logbook-decisions-revealed" not in texts
