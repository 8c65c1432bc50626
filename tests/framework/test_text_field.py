"""The one-line text field: select all, copy, cut, paste, Home/End, Shift selections, typing over
a selection, driven through the real app's event path."""
from __future__ import annotations

from functools import partial

import pygame
import pytest
from toolbox import key as _key

CTRL = pygame.KMOD_LCTRL
SHIFT = pygame.KMOD_LSHIFT


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def _field(app, value="Anna", changes=None):
    from diamant.ui.scene import Scene
    from diamant.ui.widgets import FocusGroup, TextInput

    field = TextInput(value, (changes.append if changes is not None else None), max_len=20)

    class S(Scene):
        def __init__(self):
            super().__init__(app)
            self.group = FocusGroup(app)
            self.group.add(field)

        def layout(self, size):
            field.rect = pygame.Rect(100, 100, 400, 60)

        def handle(self, e):
            return self.group.handle(e)

        def draw(self, surface):
            surface.fill((0, 0, 0))
            self.group.draw(surface)

    scene = app.push(S())
    scene.layout(app.size)
    scene.group.focus(field, keyboard=True)
    return field


key = partial(_key, dt=1 / 60, via="queue")


def text(app, t, mod=0):
    pygame.key.set_mods(mod)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=t))
    app.frame(1 / 60)
    pygame.key.set_mods(0)


def test_ctrl_a_selects_all_and_typing_replaces_it(app):
    changes = []
    field = _field(app, "Player 2", changes)
    key(app, pygame.K_a, CTRL, "\x01")
    text(app, "a", CTRL)  # some systems also send the letter as text while Ctrl is held
    assert field.value == "Player 2" and field.selected_text == "Player 2"
    text(app, "Mila")
    assert field.value == "Mila" and field.caret == 4 and field.selected_text == ""
    assert changes[-1] == "Mila"


def test_copy_then_paste_into_another_place(app):
    field = _field(app, "Borис")
    key(app, pygame.K_a, CTRL)
    key(app, pygame.K_c, CTRL)
    from diamant.ui.widgets import clipboard_get
    assert clipboard_get() == "Borис"
    key(app, pygame.K_END)
    assert field.selected_text == "" and field.caret == len("Borис")
    key(app, pygame.K_v, CTRL)
    assert field.value == "BorисBorис"


def test_cut_empties_and_paste_takes_the_first_line(app):
    from diamant.ui.widgets import clipboard_put
    changes = []
    field = _field(app, "Zoë", changes)
    key(app, pygame.K_x, CTRL)  # nothing selected: cuts everything
    assert field.value == "" and changes[-1] == ""
    clipboard_put("美咲\nsecond line")
    key(app, pygame.K_v, CTRL)
    assert field.value == "美咲"
    clipboard_put("x" * 50)
    key(app, pygame.K_v, CTRL)
    assert len(field.value) == 20  # max_len holds


def test_home_end_and_shift_selection(app):
    field = _field(app, "Grażyna")
    key(app, pygame.K_HOME)
    assert field.caret == 0
    key(app, pygame.K_RIGHT, SHIFT)
    key(app, pygame.K_RIGHT, SHIFT)
    assert field.selected_text == "Gr"
    key(app, pygame.K_END, SHIFT)
    assert field.selected_text == "Grażyna"
    key(app, pygame.K_HOME, SHIFT)  # the anchor stays where the selection began
    assert field.selected_text == "" and field.caret == 0
    key(app, pygame.K_END, SHIFT)
    key(app, pygame.K_BACKSPACE)
    assert field.value == ""


def test_delete_takes_the_selection_and_arrows_collapse_it(app):
    field = _field(app, "Dragan")
    key(app, pygame.K_HOME)
    key(app, pygame.K_END, SHIFT)
    key(app, pygame.K_LEFT)  # collapses to the start of the selection
    assert field.caret == 0 and field.selected_text == ""
    key(app, pygame.K_RIGHT, SHIFT)
    key(app, pygame.K_DELETE)
    assert field.value == "ragan"


def test_a_selection_is_drawn(app):
    field = _field(app, "WWWWWW")
    app.frame(1 / 60)
    plain = app.screen.copy()
    key(app, pygame.K_a, CTRL)
    field._blink = 0.6  # the caret is off in both pictures
    app.draw()
    selected = app.screen.copy()
    field.anchor = None
    app.draw()
    assert pygame.image.tobytes(selected, "RGB") != pygame.image.tobytes(app.screen, "RGB")
    assert plain.get_size() == selected.get_size()
