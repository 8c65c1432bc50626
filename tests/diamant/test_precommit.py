"""Choosing ahead (the expedition scene): while the table still deals or shares a card, the human
who decides next may choose already. The choice shows as pending, can be changed (or taken back)
until that player's hand comes up, and is then made without asking again. Never with the
hot-seat curtain, never for a player who left, never past the end of the expedition."""
import pygame
import pytest
from toolbox import click_events as click
from toolbox import key_events

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import flow
from diamant.ui.app import App, default_settings
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision

DT = 1 / 30
C, L = Decision.CONTINUE, Decision.LEAVE


@pytest.fixture
def app():
    settings = default_settings()
    settings.curtain = True
    settings.animation_speed = 1.0
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    a.nav.push("title")
    yield a
    a.close()


def start(app, seats, seed=4):
    session = flow.start_game(app, TableSetup(seats=seats, seed=seed))
    app.frame(DT, events=[])
    app.nav.find("board").start_expedition()
    return session, app.nav.find("expedition")


def until(app, test, frames=900):
    for _ in range(frames):
        if test():
            return True
        app.frame(DT, events=[], draw=False)
    return test()


def solo(app, seed=4):
    return start(app, [SeatSetup("Ana", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1),
                       SeatSetup("Bot 2", "bot", "steady", 2)], seed)


def mine(session):
    return [d for s, d in session.game.decisions if s == 0]


def test_a_choice_made_while_the_card_is_dealt_is_used_when_the_hand_comes_up(app):
    session, exp = solo(app)
    assert until(app, exp.can_decide)
    app.frame(DT, events=key_events(pygame.K_c))
    assert mine(session) == [C]
    # the bots choose, the step resolves and the table deals the next card
    assert until(app, lambda: exp.precommit_seat() == 0)
    assert exp.table.busy or session.events
    app.frame(DT, events=key_events(pygame.K_l))
    assert exp.pending == (0, L) and mine(session) == [C]  # pending: nothing decided yet
    app.frame(DT, events=key_events(pygame.K_c))
    assert exp.pending == (0, C)  # changed
    app.draw()  # the pending card is drawn (no error, the hand shows while the table plays)
    # no key more: when the table has caught up, the choice is made for the player
    assert until(app, lambda: len(mine(session)) == 2)
    assert mine(session) == [C, C] and exp.pending is None and exp.active_chose


def test_a_click_chooses_ahead_and_a_second_click_takes_it_back(app):
    session, exp = solo(app)
    assert until(app, exp.can_decide)
    app.frame(DT, events=key_events(pygame.K_c))
    assert until(app, lambda: exp.precommit_seat() == 0)
    app.frame(0.0, events=click(exp.card_rects[0].center))
    assert exp.pending == (0, L)
    app.frame(0.0, events=click(exp.card_rects[0].center))
    assert exp.pending is None
    assert until(app, exp.can_decide)
    assert mine(session) == [C]  # taken back: the player is asked as before


def test_enter_and_space_while_the_card_is_dealt_never_choose_ahead(app):
    session, exp = solo(app)
    assert until(app, exp.can_decide)
    app.frame(DT, events=key_events(pygame.K_c))
    assert until(app, lambda: exp.precommit_seat() == 0)
    for k in (pygame.K_RETURN, pygame.K_SPACE):
        app.frame(0.0, events=key_events(k))
        assert exp.pending is None
    assert until(app, exp.can_decide) and mine(session) == [C]


def test_nobody_chooses_ahead_after_leaving(app):
    session, exp = solo(app)
    assert until(app, exp.can_decide)
    app.frame(DT, events=key_events(pygame.K_l))
    for _ in range(300):
        app.frame(DT, events=key_events(pygame.K_c), draw=False)
        assert exp.pending is None
        if session.game.round > 1:
            break
    assert mine(session) in ([L], [L, C])  # the next expedition asks again, on its own hand


def test_the_hot_seat_curtain_keeps_choices_for_after_it(app):
    session, exp = start(app, [SeatSetup("Ana", "human", None, 0), SeatSetup("Boris", "human", None, 1),
                               SeatSetup("Bot", "bot", "steady", 2)])
    for _ in range(400):
        app.frame(DT, events=key_events(pygame.K_c), draw=False)
        assert exp.pending is None and exp.precommit_seat() is None
        if app.nav.top_is("handover"):
            break
    assert [d for s, d in session.game.decisions if s in (0, 1)] == []


def test_a_disaster_drops_the_choice_made_ahead():
    """The card being dealt ends the expedition: the choice ahead is dropped with it, and the
    next expedition asks the player again."""
    from diamant_dev import fixtures

    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    try:
        a.settings.animation_speed = 1.0
        exp = fixtures.scripted_expedition(a, humans=1, seats=3, cards=2, seed=3)
        exp.table.speed = 1.0
        sess = exp.session
        g = sess.game
        hazard = next(c.card.hazard for c in exp.table.path if c.card.hazard is not None) \
            if any(c.card.hazard is not None for c in exp.table.path) else None
        g.force_next(*([f"hazard:{hazard.value}"] if hazard else ["hazard:snakes", "hazard:snakes"]))
        while g.round == 1:
            sess.events.extend(g.decide_all({s: C for s in g.awaiting}))
        sess._resolved = made = len(g.decisions)
        assert g.round == 2 and 0 in g.awaiting
        a.frame(DT, events=[])
        assert exp.table.busy
        assert exp.precommit(C)
        assert until(a, lambda: a.nav.top_is("round-end"))
        assert exp.pending is None and a.nav.top_is("round-end")
        assert len(g.decisions) == made and 0 in g.awaiting  # the next expedition asks again
    finally:
        a.close()


def test_without_the_curtain_the_first_player_in_the_cave_chooses_ahead(app):
    """Hot-seat with the curtain off: the hand that comes up first (the lowest seat in the cave)
    may choose ahead; the next player is asked on their own hand as before."""
    app.settings.curtain = False
    session, exp = start(app, [SeatSetup("Ana", "human", None, 0), SeatSetup("Boris", "human", None, 1),
                               SeatSetup("Bot", "bot", "steady", 2)])
    humans = lambda: [(s, d) for s, d in session.game.decisions if s in (0, 1)]  # noqa: E731
    assert until(app, exp.can_decide) and exp.active == 0
    app.frame(DT, events=key_events(pygame.K_c))
    assert until(app, lambda: exp.active == 1 and exp.can_decide())
    app.frame(DT, events=key_events(pygame.K_c))
    assert until(app, lambda: exp.precommit_seat() is not None)
    assert exp.precommit_seat() == 0
    app.frame(DT, events=key_events(pygame.K_l))
    assert exp.pending == (0, L)
    assert until(app, lambda: len(humans()) == 3)
    assert humans() == [(0, C), (1, C), (0, L)]
    assert until(app, lambda: exp.active == 1 and exp.can_decide())  # Boris: asked, not chosen for
    assert len(humans()) == 3
