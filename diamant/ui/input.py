"""One input layer: keyboard, mouse and gamepad become actions.

The App passes every raw event through :class:`InputLayer` before the top scene sees it (only the
top scene gets input). This module is the only place that knows key codes, modifiers, mouse side
buttons and gamepad buttons; scenes and widgets branch on :class:`Action` only (a guard test,
tests/framework/test_input_vocabulary.py, keeps it so). The layer

* adds ``event.action`` (an :class:`Action`, or None) to key events;
* turns gamepad buttons and the left stick (pygame-ce's controller API) and the mouse's back
  button into :data:`ACTIONDOWN` / :data:`ACTIONUP` events that carry only their action: no key
  press is made up, so nothing can mistake a button for a key;
* drops key repeats, and a key (or button) still held from the previous screen (held when the
  top scene changed) until it is released: a held Space never reaches the next screen.

Use :func:`pressed` for "the action of a key or button just pressed" (KEYDOWN or ACTIONDOWN).

Letter shortcuts go by the physical key (its scancode), so they work on any layout (a Russian
layout types "с" and "д" on C and L). A scene may give letters and punctuation its own meanings
with ``shortcuts`` (a dict from the character on a US keyboard to an action); the layer applies
the top scene's shortcuts before the global ones.

The actions and their keys (the shortcuts overlay, diamant/shell/scenes/shortcuts.py, shows them to the player):

    confirm   Enter, gamepad A            press the focused button; decide with the focused card
    back      Escape, gamepad B, mouse back button   close a dialog or a page; in a game: the pause menu
    skip      Space, gamepad X            finish the animation now (never confirms or decides)
    continue  C                           the decision "continue" (only on the decision UI)
    leave     L                           the decision "leave" (only on the decision UI)
    pause     gamepad Start               the pause menu
    help      F1 or ?, gamepad Back       the shortcuts overlay
    repeat    gamepad Y (R on a game table)   say the focused control (the last announcement) again
    summary-1 ... summary-4   a game table's letters   a spoken summary (diamant.ui.speech)
    next / previous   Tab / Shift+Tab     move the focus
    up, down, left, right   arrows, D-pad, left stick
    scroll    PageUp / PageDown, shoulders (mouse wheel: the widgets read MOUSEWHEEL)
    first / last   Home / End
    erase / delete   Backspace / Delete   in a text field; Backspace also goes back on a page
    less / more      - / + (or =)         a smaller / larger value
    select-all, copy, cut, paste   Ctrl (Cmd) + A, C, X, V
    fullscreen   F11, Alt+Enter

A skip never confirms a dialog or makes a decision: scenes decide only on ``CONFIRM`` with a
decision card focused, or on ``CONTINUE`` / ``LEAVE``, and only while the decision UI is shown.
"""
from __future__ import annotations

import enum
import logging
from typing import Mapping

import pygame

log = logging.getLogger(__name__)

class Action(str, enum.Enum):
    CONFIRM = "confirm"
    BACK = "back"
    SKIP = "skip"
    CONTINUE = "continue"
    LEAVE = "leave"
    PAUSE = "pause"
    HELP = "help"
    NEXT = "next"
    PREVIOUS = "previous"
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    SCROLL_UP = "scroll-up"
    SCROLL_DOWN = "scroll-down"
    FULLSCREEN = "fullscreen"
    FIRST = "first"
    LAST = "last"
    ERASE = "erase"
    DELETE = "delete"
    LESS = "less"
    MORE = "more"
    SELECT_ALL = "select-all"
    COPY = "copy"
    CUT = "cut"
    PASTE = "paste"
    # what some screens give their own letters (through Scene.shortcuts)
    PLAY = "play"
    STEP_FORWARD = "step-forward"
    STEP_BACK = "step-back"
    NEXT_ROUND = "next-round"
    PREVIOUS_ROUND = "previous-round"
    CHESTS = "chests"
    # spoken summaries a screen offers on demand (diamant.ui.speech): a game screen gives each
    # its own letter and meaning (the path, the market...) through Scene.shortcuts
    SUMMARY_1 = "summary-1"
    SUMMARY_2 = "summary-2"
    SUMMARY_3 = "summary-3"
    SUMMARY_4 = "summary-4"
    #: say the last announcement again
    REPEAT = "repeat"


#: The events of gamepad buttons, the stick and the mouse's back button: ``event.action`` and
#: nothing else (no key code); held and stale like keys.
ACTIONDOWN = pygame.event.custom_type()
ACTIONUP = pygame.event.custom_type()

KEY_ACTIONS: dict[int, Action] = {
    pygame.K_RETURN: Action.CONFIRM,
    pygame.K_KP_ENTER: Action.CONFIRM,
    pygame.K_ESCAPE: Action.BACK,
    pygame.K_SPACE: Action.SKIP,
    pygame.K_F1: Action.HELP,
    pygame.K_UP: Action.UP,
    pygame.K_DOWN: Action.DOWN,
    pygame.K_LEFT: Action.LEFT,
    pygame.K_RIGHT: Action.RIGHT,
    pygame.K_PAGEUP: Action.SCROLL_UP,
    pygame.K_PAGEDOWN: Action.SCROLL_DOWN,
    pygame.K_HOME: Action.FIRST,
    pygame.K_END: Action.LAST,
    pygame.K_BACKSPACE: Action.ERASE,
    pygame.K_DELETE: Action.DELETE,
    pygame.K_MINUS: Action.LESS,
    pygame.K_KP_MINUS: Action.LESS,
    pygame.K_PLUS: Action.MORE,
    pygame.K_EQUALS: Action.MORE,
    pygame.K_KP_PLUS: Action.MORE,
    pygame.K_F11: Action.FULLSCREEN,
}

#: Letters by the physical key (see :func:`physical_char`), on every screen unless the top
#: scene's shortcuts give the letter another meaning.
LETTER_ACTIONS: dict[str, Action] = {
    "c": Action.CONTINUE,
    "l": Action.LEAVE,
}

#: Ctrl (Cmd on macOS) + a letter, by the physical key: the text field's editing shortcuts.
EDIT_ACTIONS: dict[str, Action] = {
    "a": Action.SELECT_ALL,
    "c": Action.COPY,
    "x": Action.CUT,
    "v": Action.PASTE,
}

#: Gamepad button -> its action.
PAD_BUTTONS: dict[int, Action] = {
    pygame.CONTROLLER_BUTTON_A: Action.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Action.BACK,
    pygame.CONTROLLER_BUTTON_X: Action.SKIP,
    pygame.CONTROLLER_BUTTON_START: Action.PAUSE,
    pygame.CONTROLLER_BUTTON_BACK: Action.HELP,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.SCROLL_UP,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.SCROLL_DOWN,
    pygame.CONTROLLER_BUTTON_Y: Action.REPEAT,
}

#: The left stick: axis -> (action below the centre, action above it).
PAD_AXES: dict[int, tuple[Action, Action]] = {
    pygame.CONTROLLER_AXIS_LEFTX: (Action.LEFT, Action.RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (Action.UP, Action.DOWN),
}
#: A push of the stick past this share of its range is a press; back under RELEASE, a release
#: (the gap keeps a stick resting near the edge from pressing again and again).
STICK_PRESS, STICK_RELEASE = 0.6, 0.3

#: The mouse's side "back" button (pygame-ce numbers it after the wheel's 4 and 5).
MOUSE_BACK_BUTTON = 6

_SHORTCUT_MODS = pygame.KMOD_CTRL | pygame.KMOD_META
_ANY_MODS = _SHORTCUT_MODS | pygame.KMOD_ALT

# codes of pads and stick directions in the held/stale sets, away from every key code's range
_PAD_CODE, _STICK_CODE, _MOUSE_CODE = -1000, -2000, -3000


#: The punctuation keys by their place (scancode): the character a US keyboard prints there.
_PUNCTUATION: dict[int, str] = {
    pygame.KSCAN_LEFTBRACKET: "[", pygame.KSCAN_RIGHTBRACKET: "]", pygame.KSCAN_COMMA: ",",
    pygame.KSCAN_PERIOD: ".", pygame.KSCAN_SLASH: "/", pygame.KSCAN_SEMICOLON: ";",
    pygame.KSCAN_APOSTROPHE: "'", pygame.KSCAN_GRAVE: "`", pygame.KSCAN_BACKSLASH: "\\",
    pygame.KSCAN_MINUS: "-", pygame.KSCAN_EQUALS: "=",
}


def physical_char(event: pygame.event.Event) -> str | None:
    """The letter ("a" ... "z") or punctuation printed on the event's physical key on a US
    keyboard, from the scancode; without a scancode (0: a made-up event), the key's own
    character; None for any other key. A letter at another place is another key: the key that
    types "c" where I is, is I."""
    scan = getattr(event, "scancode", 0)
    if pygame.KSCAN_A <= scan <= pygame.KSCAN_Z:
        return chr(ord("a") + scan - pygame.KSCAN_A)
    if scan:
        return _PUNCTUATION.get(scan)
    key = getattr(event, "key", 0)
    return chr(key) if 32 < key < 127 else None


def shortcut_mods(mod: int) -> bool:
    """Ctrl (Cmd on macOS) held without Alt: a shortcut, not text (AltGr is Ctrl+Alt on Windows)."""
    return bool(mod & _SHORTCUT_MODS) and not mod & pygame.KMOD_ALT


def shortcut_held(event: pygame.event.Event | None = None) -> bool:
    """Ctrl (Cmd) without Alt held for ``event`` (None: held on the keyboard now, for a TEXTINPUT,
    which carries no modifiers)."""
    mod = pygame.key.get_mods() if event is None else getattr(event, "mod", 0)
    return shortcut_mods(mod)


def shift_held(event: pygame.event.Event) -> bool:
    """Shift held with the key (a selection in a text field; Shift+Space is no page down)."""
    return bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)


def key_action(event: pygame.event.Event, shortcuts: Mapping[str, Action] | None = None) -> Action | None:
    """The action of a key event (None: the key means nothing by itself, e.g. a letter typed in
    a text field). ``shortcuts``: the top scene's own characters (see the module docstring)."""
    key = getattr(event, "key", 0)
    mod = getattr(event, "mod", 0)
    char = physical_char(event)
    letter = char if char is not None and char.isalpha() else None
    if letter is not None and shortcut_mods(mod):
        return EDIT_ACTIONS.get(letter)
    if key == pygame.K_TAB:
        return Action.PREVIOUS if mod & pygame.KMOD_SHIFT else Action.NEXT
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mod & pygame.KMOD_ALT:
        return Action.FULLSCREEN
    if getattr(event, "unicode", "") == "?":
        return Action.HELP
    if shortcuts and char is not None and char in shortcuts and not mod & _ANY_MODS:
        return shortcuts[char]
    if letter is not None:
        return None if mod & _ANY_MODS else LETTER_ACTIONS.get(letter)
    return KEY_ACTIONS.get(key)


def pressed(event: pygame.event.Event) -> Action | None:
    """The action of a key or button just pressed (KEYDOWN or ACTIONDOWN); None for anything else."""
    if event.type in (pygame.KEYDOWN, ACTIONDOWN):
        return getattr(event, "action", None)
    return None


def is_press(event: pygame.event.Event) -> bool:
    """A key or button went down, whatever its action (a modal swallows them all)."""
    return event.type in (pygame.KEYDOWN, ACTIONDOWN)


def _with(event: pygame.event.Event, **extra) -> pygame.event.Event:
    d = dict(event.dict)
    d.update(extra)
    return pygame.event.Event(event.type, d)


class InputLayer:
    """Raw pygame events in, events with actions out (see the module docstring)."""

    def __init__(self) -> None:
        self.held: set[int] = set()     # keys and buttons down now
        self.stale: set[int] = set()    # held since before the top scene changed: ignored
        self.pads: dict[int, object] = {}
        self.sticks: dict[tuple[int, int], int] = {}  # (pad, axis) -> -1, 0 or 1: where it leans

    # ------------------------------------------------------------------ the top scene changed
    def scene_changed(self) -> None:
        """Keys held now belong to the previous screen: ignore them until they are released."""
        self.stale |= self.held

    # ------------------------------------------------------------------ gamepads
    def _open_pad(self, index: int) -> None:
        try:
            from pygame._sdl2 import controller
            if not controller.get_init():
                controller.init()
            if controller.is_controller(index):
                pad = controller.Controller(index)
                self.pads[pad.as_joystick().get_instance_id()] = pad
                log.info("gamepad connected: %s", pad.name)
        except (pygame.error, ImportError) as exc:  # no controller support in this SDL
            log.warning("gamepad %d could not be opened: %s", index, exc)

    # ------------------------------------------------------------------ translate
    def translate(self, event: pygame.event.Event,
                  shortcuts: Mapping[str, Action] | None = None) -> list[pygame.event.Event]:
        """The events the scenes get for one raw event: none, the event with its action, or the
        ACTIONDOWN / ACTIONUP of a gamepad button, the stick or the mouse's back button.
        ``shortcuts``: the top scene's own characters."""
        et = event.type
        if et == pygame.CONTROLLERDEVICEADDED:
            self._open_pad(event.device_index)
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(getattr(event, "instance_id", -1), None)
            return []
        if et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            action = PAD_BUTTONS.get(event.button)
            if action is None:
                return []
            return self._press(et == pygame.CONTROLLERBUTTONDOWN, _PAD_CODE - event.button, action)
        if et == pygame.CONTROLLERAXISMOTION:
            return self._stick(event)
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == MOUSE_BACK_BUTTON:
            return self._press(et == pygame.MOUSEBUTTONDOWN, _MOUSE_CODE, Action.BACK)
        if et in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event, event.key, key_action(event, shortcuts))
        return [event]

    def _press(self, down: bool, code: int, action: Action) -> list[pygame.event.Event]:
        """A button's press or release as an action event."""
        return self._key(pygame.event.Event(ACTIONDOWN if down else ACTIONUP), code, action)

    def _stick(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The stick leaning past STICK_PRESS presses the direction; back under STICK_RELEASE
        releases it."""
        dirs = PAD_AXES.get(event.axis)
        if dirs is None:
            return []
        where = (getattr(event, "instance_id", 0), event.axis)
        value = event.value / 32767
        before = self.sticks.get(where, 0)
        now = before
        if abs(value) >= STICK_PRESS:
            now = 1 if value > 0 else -1
        elif abs(value) <= STICK_RELEASE:
            now = 0
        if now == before:
            return []
        self.sticks[where] = now
        out: list[pygame.event.Event] = []
        code = _STICK_CODE - 2 * event.axis
        if before:
            out += self._press(False, code - (before > 0), dirs[before > 0])
        if now:
            out += self._press(True, code - (now > 0), dirs[now > 0])
        return out

    def _key(self, event: pygame.event.Event, code: int, action: Action | None) -> list[pygame.event.Event]:
        if event.type in (pygame.KEYUP, ACTIONUP):
            self.held.discard(code)
            self.stale.discard(code)
            return [_with(event, action=action)]
        if code in self.held or code in self.stale:
            return []  # a repeat, or a key held from the previous screen
        self.held.add(code)
        return [_with(event, action=action)]


def close_button_events() -> list[pygame.event.Event]:
    """What SDL posts for the window's close button: WINDOWCLOSE, then QUIT in the same batch
    (App.handle_event tells it from a QUIT the system asks for by the WINDOWCLOSE)."""
    return [pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]
