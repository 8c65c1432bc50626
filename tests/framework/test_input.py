"""One input layer (diamant.ui.input): a skip never confirms or decides, the hot-seat curtain
needs the named player's own confirm, repeats and keys held from the previous screen are ignored,
gamepad buttons are actions (no key made up), F1 shows the keys. All through the real app, headless."""
import pygame
import pytest
from toolbox import key_event as key

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import flow
from diamant.ui.app import App, default_settings
from diamant.ui.input import ACTIONDOWN, ACTIONUP, Action, InputLayer, pressed
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision

DT = 1 / 30


@pytest.fixture
def app():
    settings = default_settings()
    settings.curtain = True
    settings.animation_speed = 1.0
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    a.nav.push("title")
    yield a
    a.close()


def hot_seat(app):
    seats = [SeatSetup("Ana", "human", None, 0), SeatSetup("Boris", "human", None, 1),
             SeatSetup("Bot", "bot", "steady", 2)]
    session = flow.start_game(app, TableSetup(seats=seats, seed=4))
    app.frame(DT, events=[])
    app.nav.find("board").start_expedition()  # the players press "Start the expedition"
    return session


def human_decisions(session):
    return [(s, d) for s, d in session.game.decisions if s in session.humans]


def test_holding_space_through_a_hot_seat_game_never_chooses_for_anyone(app):
    session = hot_seat(app)
    # Space goes down and stays down (the OS repeats it every frame) for 60 s of game time,
    # then it is pressed and released on every frame for 60 s more
    for frame in range(3600):
        if frame < 1800:
            events = [key(pygame.K_SPACE)]
        else:
            events = [key(pygame.K_SPACE, down=frame % 2 == 0)]
        app.frame(DT, events=events, draw=frame % 30 == 0)
        assert human_decisions(session) == []
    assert app.nav.top_is("handover"), [type(s).__name__ for s in app.scenes]
    assert app.scenes.top.seat == session.humans[0] and not app.scenes.top.confirmed
    assert session.game.round == 1 and set(session.humans) <= set(session.game.awaiting)
    # Ana's own confirm lifts the curtain; Space still decides nothing on her hand
    app.frame(DT, events=[key(pygame.K_SPACE, down=False), key(pygame.K_RETURN),
                          key(pygame.K_RETURN, down=False)])
    exp = app.nav.find("expedition")
    assert app.scenes.top is exp and exp.active == session.humans[0]
    for frame in range(300):
        app.frame(DT, events=[key(pygame.K_SPACE, down=frame % 2 == 0)], draw=False)
    assert human_decisions(session) == [] and exp.can_decide()
    # her decision needs its own action on the visible decision cards
    app.frame(DT, events=[key(pygame.K_c)])
    assert human_decisions(session) == [(session.humans[0], Decision.CONTINUE)]


def test_a_key_held_from_the_previous_screen_is_ignored(app):
    session = hot_seat(app)
    for _ in range(600):
        app.frame(DT, events=[], draw=False)
        if app.nav.top_is("handover"):
            break
    assert app.nav.top_is("handover")
    # Enter confirms the curtain and stays held: its repeats never reach Ana's decision cards
    app.frame(DT, events=[key(pygame.K_RETURN)])
    exp = app.nav.find("expedition")
    assert app.scenes.top is exp and exp.can_decide()
    for _ in range(60):
        app.frame(DT, events=[key(pygame.K_RETURN)], draw=False)
    assert human_decisions(session) == []
    # released and pressed again: now it is Ana's own confirm of the focused card
    app.frame(DT, events=[key(pygame.K_RETURN, down=False), key(pygame.K_RETURN)])
    assert len(human_decisions(session)) == 1


def test_gamepad_buttons_are_actions_not_keys():
    layer = InputLayer()
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A, instance_id=0)
    (ev,) = layer.translate(down)
    assert ev.type == ACTIONDOWN and ev.action is Action.CONFIRM and not hasattr(ev, "key")
    assert layer.translate(down) == []  # held: no second press
    (up,) = layer.translate(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_A,
                                               instance_id=0))
    assert up.type == ACTIONUP and pressed(up) is None
    (ev,) = layer.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN,
                                               button=pygame.CONTROLLER_BUTTON_X, instance_id=0))
    assert ev.type == ACTIONDOWN and pressed(ev) is Action.SKIP
    (ev,) = layer.translate(key(pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?"))
    assert ev.action is Action.HELP


def test_gamepad_start_pauses_and_a_confirms_in_the_pause_menu(app):
    hot_seat(app)
    pad = lambda b, down=True: pygame.event.Event(  # noqa: E731
        pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP, button=b, instance_id=0)
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_START), pad(pygame.CONTROLLER_BUTTON_START, False)])
    assert app.nav.top_is("pause")
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_A), pad(pygame.CONTROLLER_BUTTON_A, False)])
    assert not app.nav.top_is("pause")  # "Resume" had the focus


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
def test_f1_shows_every_key_in_every_language(app, lang):
    app.set_language(lang)
    app.frame(DT, events=[key(pygame.K_F1)])
    assert app.nav.top_is("shortcuts")
    for k in ("keys-title", "keys-space-name", "keys-confirm", "keys-back", "keys-skip", "keys-decide",
              "keys-focus", "keys-tab", "keys-scroll", "keys-fullscreen", "keys-help", "keys-pad",
              "keys-close", "pause-keys"):
        assert app.loc.has(k), (lang, k)
    app.draw()
    app.frame(DT, events=[key(pygame.K_F1, down=False), key(pygame.K_ESCAPE)])
    assert app.nav.top_is("title")


def test_the_pause_menu_opens_the_keys(app):
    hot_seat(app)
    app.open_pause()
    pause = app.scenes.top
    pause.open_keys()
    assert app.nav.top_is("shortcuts")


def test_the_decision_cards_take_the_keyboard_from_a_focused_control(app):
    """Enter pressed while nothing can be decided focuses the first control (the pause button);
    when the player's decision cards come up, that control lets go, so one focus ring shows (the
    card's) and Enter decides on the cards, never opens the pause menu."""
    from diamant_dev import fixtures
    exp = fixtures.scripted_expedition(app, humans=1, seats=3, cards=3)
    seat = exp.session.humans[0]
    exp.active = None
    exp.group.focus(exp.pause_button, keyboard=True)  # as Enter does with nothing to decide
    exp.activate(seat)
    assert exp.group.focused is None
    exp.active = None  # the same through a frame: Enter while no hand is shown, then the hand
    app.frame(DT, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert exp.active == seat and exp.group.focused is None
    app.frame(DT, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert not app.nav.top_is("pause")
    assert exp.session.game.decisions and exp.session.game.decisions[-1][0] == seat


def until_curtain(app, frames=600):
    for _ in range(frames):
        app.frame(DT, events=[], draw=False)
        if app.nav.top_is("handover"):
            return True
    return False


def test_two_quick_confirms_on_the_curtain_never_choose_unseen(app):
    """Enter twice, 80 ms apart, on the hand-over curtain: the first lifts it, the second lands on
    cards the player has not seen yet and decides nothing; a confirm a moment later decides."""
    session = hot_seat(app)
    assert until_curtain(app)
    app.frame(0.0, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    exp = app.nav.find("expedition")
    assert app.scenes.top is exp and exp.can_decide()
    app.frame(0.08, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert human_decisions(session) == []
    # a click on a decision card as quickly is not a choice either
    app.frame(0.08, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                               pos=exp.card_rects[1].center),
                            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                               pos=exp.card_rects[1].center)])
    assert human_decisions(session) == []
    for _ in range(12):
        app.frame(DT, events=[], draw=False)
    app.frame(DT, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert human_decisions(session) == [(session.humans[0], Decision.CONTINUE)]


def test_a_confirm_right_after_a_resume_decides_nothing(app):
    seats = [SeatSetup("Ana", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1),
             SeatSetup("Bot 2", "bot", "steady", 2)]
    session = flow.start_game(app, TableSetup(seats=seats, seed=4))
    record = session.record()
    session.close()
    resumed = flow.resume_game(app, record)
    exp = app.nav.find("expedition")
    app.frame(0.0, events=[], draw=False)
    assert exp.can_decide() and app.scenes.top is exp  # the table is where the save left it
    # Enter pressed twice for what came before (the title's Continue, a dialog) chooses nothing
    for _ in range(2):
        app.frame(0.08, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert human_decisions(resumed) == []
    for _ in range(12):
        app.frame(DT, events=[], draw=False)
    app.frame(DT, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert len(human_decisions(resumed)) == 1


def test_escape_closes_the_new_game_lobby(app):
    flow.open_lobby(app)
    assert app.nav.top_is("lobby")
    app.frame(DT, events=[key(pygame.K_ESCAPE), key(pygame.K_ESCAPE, down=False)])
    assert app.nav.top_is("title") and len(app.scenes) == 1


def cyrillic(letter, scancode, down=True):
    """A key of a Russian layout: the letter it types, at the physical place `scancode`."""
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=ord(letter), mod=0,
                              unicode=letter if down else "", scancode=scancode)


@pytest.mark.parametrize("letter, scancode, decision", [("с", pygame.KSCAN_C, Decision.CONTINUE),
                                                        ("д", pygame.KSCAN_L, Decision.LEAVE),
                                                        # Serbian Cyrillic: C types ц, L types л
                                                        ("ц", pygame.KSCAN_C, Decision.CONTINUE),
                                                        ("л", pygame.KSCAN_L, Decision.LEAVE)])
def test_c_and_l_decide_on_a_cyrillic_layout(app, letter, scancode, decision):
    from diamant_dev import fixtures
    exp = fixtures.scripted_expedition(app, humans=1, seats=3, cards=3)
    seat = exp.session.humans[0]
    app.frame(DT, events=[])
    assert exp.can_decide()
    app.frame(DT, events=[cyrillic(letter, scancode), cyrillic(letter, scancode, down=False)])
    assert exp.session.game.decisions[-1] == (seat, decision)


def test_a_latin_letter_elsewhere_on_the_keyboard_is_not_c():
    layer = InputLayer()
    # the key that types "c" on another layout, at the physical place of I: not the C shortcut
    (ev,) = layer.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c",
                                               scancode=pygame.KSCAN_I))
    assert ev.action is None
    from diamant.ui.input import physical_char
    assert physical_char(pygame.event.Event(pygame.KEYDOWN, key=ord("ж"), mod=0, unicode="ж",
                                            scancode=pygame.KSCAN_SEMICOLON)) == ";"
    assert physical_char(cyrillic("р", pygame.KSCAN_H)) == "h"


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja"])
def test_the_decision_hint_says_what_the_keys_do(app, lang):
    """The arrows only move the highlight and Enter plays the highlighted card: the hint says so
    (it said "C or → continue", and → decided nothing)."""
    app.set_language(lang)
    from diamant.games.diamant.screens.actions import decision_keys
    hint = app.t("play-keys-hint", **decision_keys(app))
    assert "C" in hint and "L" in hint and "Enter" in hint and "←" in hint and "→" in hint
    from diamant_dev import fixtures
    exp = fixtures.scripted_expedition(app, humans=1, seats=3, cards=3)
    seat = exp.session.humans[0]
    app.frame(DT, events=[])
    before = list(exp.session.game.decisions)
    app.frame(DT, events=[key(pygame.K_LEFT), key(pygame.K_LEFT, down=False)])
    assert exp.session.game.decisions == before and exp.can_decide()  # ← only moves the highlight
    app.frame(DT, events=[key(pygame.K_RETURN), key(pygame.K_RETURN, down=False)])
    assert exp.session.game.decisions[-1] == (seat, Decision.LEAVE)


def _finished_game(app):
    from diamant.games.diamant.screens.session import GameSession
    seats = [SeatSetup("Ana", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1),
             SeatSetup("Bot 2", "bot", "steady", 2)]
    session = GameSession(TableSetup(seats=seats, seed=2), autosave=False)
    g = session.game
    while not g.is_over:
        g.decide_all({s: Decision.LEAVE for s in g.awaiting})
    session.events.clear()
    app.nav.push("scoring", session=session)
    app.frame(DT, events=[])
    return session


def test_closing_the_window_after_the_game_is_over_does_not_speak_of_a_saved_game(app):
    session = _finished_game(app)
    try:
        assert app.nav.top_is("scoring")
        from diamant.ui.input import close_button_events
        app.frame(DT, events=close_button_events())
        assert not app.nav.top_is("confirm-quit") and not app.running
    finally:
        session.close()


def test_leaving_a_finished_game_from_the_pause_menu_asks_nothing(app):
    session = _finished_game(app)
    try:
        app.open_pause()
        app.scenes.top.ask_quit()
        assert app.nav.top_is("title") and len(app.scenes) == 1
    finally:
        session.close()
