"""One input layer: keyboard, mouse and gamepad become actions.

The App passes every raw event through :class:`InputLayer` before the top scene sees it (only the
top scene gets input). The layer

* adds ``event.action`` (an :class:`Action`, or None) to key and gamepad events;
* turns gamepad buttons (pygame-ce's controller API: A, B, X, Y, D-pad, Start, Back, shoulders)
  into the keyboard events a player would press for the same action, so every scene and widget
  works with a gamepad without knowing about it;
* drops key repeats, and a key still held from the previous screen (held when the top scene
  changed) until it is released: a held Space never reaches the next screen.

The actions and their keys (the shortcuts overlay, diamant/shell/scenes/shortcuts.py, shows them to the player):

    confirm   Enter, gamepad A            press the focused button; decide with the focused card
    back      Escape, gamepad B           close a dialog or a page; in a game: the pause menu
    skip      Space, gamepad X            finish the animation now (never confirms or decides)
    continue  C                           the decision "continue" (only on the decision UI)
    leave     L                           the decision "leave" (only on the decision UI)
    pause     Escape, gamepad Start       the pause menu
    help      F1 or ?, gamepad Back       the shortcuts overlay
    next / previous   Tab / Shift+Tab, arrows, D-pad   move the focus
    scroll    PageUp / PageDown, mouse wheel, shoulders

A skip never confirms a dialog or makes a decision: scenes decide only on ``CONFIRM`` with a
decision card focused, or on ``CONTINUE`` / ``LEAVE``, and only while the decision UI is shown.
"""
from __future__ import annotations

import enum
import logging

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


KEY_ACTIONS: dict[int, Action] = {
    pygame.K_RETURN: Action.CONFIRM,
    pygame.K_KP_ENTER: Action.CONFIRM,
    pygame.K_ESCAPE: Action.BACK,
    pygame.K_SPACE: Action.SKIP,
    pygame.K_c: Action.CONTINUE,
    pygame.K_l: Action.LEAVE,
    pygame.K_F1: Action.HELP,
    pygame.K_TAB: Action.NEXT,
    pygame.K_UP: Action.UP,
    pygame.K_DOWN: Action.DOWN,
    pygame.K_LEFT: Action.LEFT,
    pygame.K_RIGHT: Action.RIGHT,
    pygame.K_PAGEUP: Action.SCROLL_UP,
    pygame.K_PAGEDOWN: Action.SCROLL_DOWN,
    pygame.K_F11: Action.FULLSCREEN,
}

#: Gamepad button -> (the key it stands for, its action).
PAD_BUTTONS: dict[int, tuple[int, Action]] = {
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, Action.CONFIRM),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, Action.BACK),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, Action.SKIP),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, Action.PAUSE),
    pygame.CONTROLLER_BUTTON_BACK: (pygame.K_F1, Action.HELP),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, Action.UP),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, Action.DOWN),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, Action.LEFT),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, Action.RIGHT),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_PAGEUP, Action.SCROLL_UP),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_PAGEDOWN, Action.SCROLL_DOWN),
}

#: Letter shortcuts by the physical key (its scancode): C and L sit where they are on a US
#: keyboard whatever the layout types there (a Cyrillic layout types "с" and "д").
SCAN_ACTIONS: dict[int, Action] = {
    pygame.KSCAN_C: Action.CONTINUE,
    pygame.KSCAN_L: Action.LEAVE,
}


def physical_key(event: pygame.event.Event) -> int:
    """The key of a letter shortcut: the letter at the event's physical place (pygame.K_a ...
    K_z from the scancode), so a letter shortcut works on any keyboard layout; any other key as
    the event names it."""
    scan = getattr(event, "scancode", 0)
    if pygame.KSCAN_A <= scan <= pygame.KSCAN_Z:
        return pygame.K_a + scan - pygame.KSCAN_A
    return event.key


def action_of(event: pygame.event.Event) -> Action | None:
    """The action of an event the layer has seen (None for anything else)."""
    return getattr(event, "action", None)


def _with(event: pygame.event.Event, **extra) -> pygame.event.Event:
    d = dict(event.dict)
    d.update(extra)
    return pygame.event.Event(event.type, d)


class InputLayer:
    """Raw pygame events in, events with actions out (see the module docstring)."""

    def __init__(self) -> None:
        self.held: set[int] = set()     # keys down now
        self.stale: set[int] = set()    # held since before the top scene changed: ignored
        self.pads: dict[int, object] = {}

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
    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The events the scenes get for one raw event (none, the event with an action, or the
        keyboard event a gamepad button stands for)."""
        action: Action | None
        et = event.type
        if et == pygame.CONTROLLERDEVICEADDED:
            self._open_pad(event.device_index)
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(getattr(event, "instance_id", -1), None)
            return []
        if et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            mapped = PAD_BUTTONS.get(event.button)
            if mapped is None:
                return []
            key, action = mapped
            kind = pygame.KEYDOWN if et == pygame.CONTROLLERBUTTONDOWN else pygame.KEYUP
            code = 1000 + event.button  # the pad's own "key": held and stale like a key
            raw = pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0, pad=code)
            return self._key(raw, code, action)
        if et in (pygame.KEYDOWN, pygame.KEYUP):
            action = SCAN_ACTIONS.get(getattr(event, "scancode", 0))
            if action is None and not pygame.KSCAN_A <= getattr(event, "scancode", 0) <= pygame.KSCAN_Z:
                action = KEY_ACTIONS.get(event.key)  # a letter at another place is another key
            if et == pygame.KEYDOWN:
                if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                    action = Action.PREVIOUS
                elif getattr(event, "unicode", "") == "?":
                    action = Action.HELP
                elif event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT:
                    action = Action.FULLSCREEN
            return self._key(event, event.key, action)
        return [event]

    def _key(self, event: pygame.event.Event, code: int, action: Action | None) -> list[pygame.event.Event]:
        if event.type == pygame.KEYUP:
            self.held.discard(code)
            self.stale.discard(code)
            return [_with(event, action=action)]
        if code in self.held or code in self.stale:
            return []  # a repeat, or a key held from the previous screen
        self.held.add(code)
        return [_with(event, action=action)]
