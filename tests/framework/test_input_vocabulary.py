"""One input vocabulary (diamant.ui.input): scenes and widgets branch on actions only, no key code
outside the input layer; gamepad buttons, the stick and the mouse's back button reach the scenes
as actions, never as made-up key presses; letter (and punctuation) shortcuts go by the key's place,
so they work on a Russian or Serbian layout. Through the real app, headless."""
from __future__ import annotations

import pathlib
import re

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.ui.app import App, default_settings
from diamant.ui.input import (ACTIONDOWN, ACTIONUP, SCREEN_PAGES, Action, InputLayer, key_action, pressed,
                              screen_keys)
from diamant.games.diamant.screens.actions import CHESTS, CONTINUE, SCREEN_EXPEDITION

DT = 1 / 30
ROOT = pathlib.Path(__file__).resolve().parents[2]

#: what only diamant/ui/input.py may name: key codes, modifiers, scancodes, gamepad buttons
FORBIDDEN = re.compile(r"pygame\.K_|\bK_[A-Z0-9]|\bevent\.key\b|\.key\s*==|KMOD_|KSCAN_|"
                       r"CONTROLLER_BUTTON|CONTROLLERBUTTON|CONTROLLERAXIS|JOYBUTTON|JOYAXIS|JOYHAT")


def test_no_key_code_outside_the_input_layer():
    """The vocabulary stays one: a scene or widget that wants a key asks for its action (add the
    key to diamant/ui/input.py, or a character to the scene's ``shortcuts``)."""
    found = []
    for path in sorted((ROOT / "diamant").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "diamant/ui/input.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if FORBIDDEN.search(line):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert found == [], "key codes outside diamant/ui/input.py:\n" + "\n".join(found)


def test_the_screens_never_look_at_key_events_themselves():
    """The screens ask ``pressed(event)``, which a gamepad's button answers as well as a key: a
    screen testing for KEYDOWN would not hear the gamepad (only the framework's widgets and the
    input layer read key events, for text)."""
    found = []
    for folder in ("games", "shell"):
        for path in sorted((ROOT / "diamant" / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"\bKEY(DOWN|UP)\b", line):
                    found.append(f"{path.relative_to(ROOT).as_posix()}:{n}: {line.strip()}")
    assert found == [], "\n".join(found)


def test_the_guard_sees_a_key_code():
    assert FORBIDDEN.search("if event.key == pygame.K_ESCAPE:")
    assert FORBIDDEN.search("mod & pygame.KMOD_SHIFT")
    assert FORBIDDEN.search("getattr(pygame, 'CONTROLLERBUTTONDOWN', -1)")
    assert not FORBIDDEN.search("if pressed(event) is Action.BACK:")


# ------------------------------------------------------------------------------ the app
@pytest.fixture
def app():
    settings = default_settings()
    settings.animation_speed = 1.0
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    a.nav.push("title")
    yield a
    a.close()


def pad(button, down=True):
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP,
                              button=button, instance_id=0)


def press(letter, scancode, mod=0):
    """A key of a non-Latin layout pressed and released: the letter it types, at the physical
    place ``scancode``."""
    return [pygame.event.Event(kind, key=ord(letter), mod=mod, unicode=letter if kind == pygame.KEYDOWN else "",
                               scancode=scancode) for kind in (pygame.KEYDOWN, pygame.KEYUP)]


def _probe(app, *widgets, key_screen=None):
    """A scene that records every event it gets, with ``widgets`` in its focus group and the own
    keys of the screen group ``key_screen``."""
    from diamant.ui.scene import Scene

    class Probe(Scene):
        def __init__(self):
            super().__init__(app)
            self.seen: list[pygame.event.Event] = []
            for w in widgets:
                self.group.add(w)

        def layout(self, size):
            for i, w in enumerate(widgets):
                w.rect = pygame.Rect(100, 100 + i * 80, 400, 60)

        def handle(self, e):
            self.seen.append(e)
            return self.group.handle(e)

    Probe.key_screen = key_screen
    return app.push(Probe())


def test_a_controller_button_reaches_the_scene_as_its_action_not_a_key(app):
    probe = _probe(app)
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_A), pad(pygame.CONTROLLER_BUTTON_A, False),
                          pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)])
    kinds = [e.type for e in probe.seen]
    assert pygame.KEYDOWN not in kinds and pygame.KEYUP not in kinds
    assert [pressed(e) for e in probe.seen if e.type == ACTIONDOWN] == [Action.CONFIRM, Action.DOWN]
    assert [e.action for e in probe.seen if e.type == ACTIONUP] == [Action.CONFIRM]
    assert all(not hasattr(e, "key") for e in probe.seen)
    # nothing made up a key press on SDL's queue either
    assert not pygame.event.peek((pygame.KEYDOWN, pygame.KEYUP))


def test_the_d_pad_moves_the_focus_and_a_presses_the_button(app):
    from diamant.ui.widgets import Button, lit
    hits = []
    one, two = Button(lit("One"), lambda: hits.append(1)), Button(lit("Two"), lambda: hits.append(2))
    probe = _probe(app, one, two)
    probe.group.focus(one, keyboard=True)
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN), pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN, False)])
    assert probe.group.focused is two
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_A), pad(pygame.CONTROLLER_BUTTON_A, False)])
    assert hits == [2]
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_X), pad(pygame.CONTROLLER_BUTTON_X, False)])
    assert hits == [2]  # X is a skip: it never presses a button


def test_the_left_stick_presses_a_direction_once_and_lets_go():
    layer = InputLayer()

    def stick(axis, share):
        return [(e.type, e.action) for e in layer.translate(pygame.event.Event(
            pygame.CONTROLLERAXISMOTION, axis=axis, value=round(share * 32767), instance_id=0))]

    y = pygame.CONTROLLER_AXIS_LEFTY
    assert stick(y, 0.7) == [(ACTIONDOWN, Action.DOWN)]
    assert stick(y, 0.9) == []   # still down: no second press
    assert stick(y, 0.45) == []  # between the two thresholds: still down
    assert stick(y, 0.1) == [(ACTIONUP, Action.DOWN)]
    assert stick(y, -0.8) == [(ACTIONDOWN, Action.UP)]
    assert stick(y, 0.8) == [(ACTIONUP, Action.UP), (ACTIONDOWN, Action.DOWN)]  # flicked across
    assert stick(pygame.CONTROLLER_AXIS_LEFTX, -0.95) == [(ACTIONDOWN, Action.LEFT)]
    assert stick(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0) == []


def test_a_held_button_from_the_previous_screen_is_ignored():
    layer = InputLayer()
    assert len(layer.translate(pad(pygame.CONTROLLER_BUTTON_A))) == 1
    layer.scene_changed()
    layer.translate(pad(pygame.CONTROLLER_BUTTON_A, False))
    assert [pressed(e) for e in layer.translate(pad(pygame.CONTROLLER_BUTTON_A))] == [Action.CONFIRM]


def test_the_mouse_back_button_closes_a_page(app):
    app.nav.push("rules")
    app.frame(DT, events=[])
    assert app.nav.top_is("rules")
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=6, pos=(5, 5)),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, button=6, pos=(5, 5))])
    assert app.nav.top_is("title")


def test_start_again_closes_the_pause_menu(app):
    """Start opens the pause menu in a game (tests/framework/test_input.py); pressed again, it resumes.
    Start is PAUSE, not a made-up Escape: elsewhere it closes nothing."""
    app.nav.push("settings")
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_START), pad(pygame.CONTROLLER_BUTTON_START, False)])
    assert app.nav.top_is("settings")
    app.nav.push("pause")
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_START), pad(pygame.CONTROLLER_BUTTON_START, False)])
    assert app.nav.top_is("settings")
    app.frame(DT, events=[pad(pygame.CONTROLLER_BUTTON_B), pad(pygame.CONTROLLER_BUTTON_B, False)])
    assert app.nav.top_is("title")


# ------------------------------------------------------------------------------ by the key's place
def test_a_scene_letter_wins_over_the_global_one_and_modifiers_make_another_key():
    def ev(scancode, mod=0, key=0, unicode=""):
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=scancode)

    c = pygame.KSCAN_C
    # the expedition's letter, on its screen only (its screen's letters may be another's)
    assert key_action(ev(c, key=ord("с"))) is None
    assert key_action(ev(c, key=ord("с")), screen_keys(SCREEN_EXPEDITION)) is CONTINUE
    assert key_action(ev(c, key=ord("с")), {"c": CHESTS}) is CHESTS
    assert key_action(ev(c, pygame.KMOD_LCTRL, key=ord("с"))) is Action.COPY
    assert key_action(ev(c, pygame.KMOD_LCTRL, key=ord("с")), {"c": CHESTS}) is Action.COPY
    assert key_action(ev(c, pygame.KMOD_LCTRL | pygame.KMOD_LALT, key=ord("с"))) is None  # AltGr
    assert key_action(ev(pygame.KSCAN_PERIOD, key=ord("ю")), {".": Action.STEP_FORWARD}) is Action.STEP_FORWARD
    assert key_action(ev(pygame.KSCAN_PERIOD, key=ord("ю"))) is None


@pytest.mark.parametrize("jay, kay", [("о", "л"),    # Russian: J types о, K types л
                                      ("ј", "к")])   # Serbian Cyrillic: J types ј, K types к
@pytest.mark.parametrize("scene", ["rules", "club-rules"])
def test_j_and_k_scroll_the_rules_on_a_cyrillic_layout(app, scene, jay, kay):
    import diamant.games.club.screens  # noqa: F401 - registers the club's scenes
    page = app.nav.push(scene)
    app.frame(DT, events=[])
    assert page.target == 0
    for _ in range(3):
        app.frame(DT, events=press(jay, pygame.KSCAN_J), draw=False)
    down = page.target
    assert down > 0
    app.frame(DT, events=press(kay, pygame.KSCAN_K), draw=False)
    assert 0 < page.target < down


@pytest.mark.parametrize("letter, scancode", [("с", pygame.KSCAN_C), ("ц", pygame.KSCAN_C),  # ru, sr
                                              ("о", pygame.KSCAN_J), ("j", pygame.KSCAN_J)])
def test_a_letter_typed_in_a_name_field_is_a_letter_not_a_shortcut(app, letter, scancode):
    """In a text field a letter types (its TEXTINPUT comes apart); the action of its key, the
    screen's (here J: down, as on the rules pages), goes nowhere."""
    from diamant.ui.widgets import Button, TextInput, lit
    field = TextInput("Ana", max_len=20)
    probe = _probe(app, field, Button(lit("OK"), lambda: None), key_screen=SCREEN_PAGES)
    probe.layout(app.size)
    probe.group.focus(field, keyboard=True)
    app.frame(DT, events=press(letter, scancode) + [pygame.event.Event(pygame.TEXTINPUT, text=letter)])
    assert field.value == "Ana" + letter
    assert app.scenes.top is probe and probe.group.focused is field


def test_ctrl_c_and_ctrl_v_copy_and_paste_on_a_cyrillic_layout(app):
    from diamant.ui.widgets import TextInput
    field = TextInput("Борис", max_len=20)
    probe = _probe(app, field)
    probe.layout(app.size)
    probe.group.focus(field, keyboard=True)
    ctrl = pygame.KMOD_LCTRL
    app.frame(DT, events=press("ф", pygame.KSCAN_A, ctrl) + press("с", pygame.KSCAN_C, ctrl))
    assert field.selected_text == "Борис"
    app.frame(DT, events=press("м", pygame.KSCAN_V, ctrl))
    # the selection was replaced by the clipboard: the same name, the caret at its end
    assert field.value == "Борис" and field.caret == len("Борис")
