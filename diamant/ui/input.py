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
layout types "с" and "д" on C and L). A screen's own letters and punctuation (a game table's
summaries, the replay viewers' keys, the rules pages' J and K) are remappable actions of that
screen's group (``Remappable.screen``): the scene names its group (``Scene.key_screen``), its
``shortcuts`` are that group's keys as the player set them, and the layer applies them before the
global ones. A screen's letter may be a letter of another screen too, never a global key's.

The actions and their keys (the shortcuts overlay, diamant/shell/scenes/shortcuts.py, shows them to the player):

    confirm   Enter, gamepad A            press the focused button; decide with the focused card
    back      Escape, gamepad B, mouse back button   close a dialog or a page; in a game: the pause menu
    skip      Space, gamepad X            finish the animation now (never confirms or decides)
    (a screen's own)  its letters          registered per screen (:func:`register_action`,
                                          :func:`register_key`), e.g. Diamant's expedition's
                                          "continue" (C) and "leave" (L)
    pause     gamepad Start               the pause menu
    help      F1 or ?, gamepad Back       the shortcuts overlay
    repeat    gamepad Y (R on a game table)   say the focused control (the last announcement) again
    summary-1 ... summary-4   a game table's letters   a spoken summary (diamant.ui.speech)
    play, step-forward, step-back, next-round, previous-round   the replay viewers' P . , N B
    (and ] [ for the rounds)
    next / previous   Tab / Shift+Tab     move the focus
    up, down, left, right   arrows, D-pad, left stick
    scroll    PageUp / PageDown, shoulders (mouse wheel: the widgets read MOUSEWHEEL)
    first / last   Home / End
    erase / delete   Backspace / Delete   in a text field; Backspace also goes back on a page
    less / more      - / + (or =)         a smaller / larger value
    select-all, copy, cut, paste   Ctrl (Cmd) + A, C, X, V
    fullscreen   F11, Alt+Enter

A skip never confirms a dialog or makes a decision: scenes decide only on ``CONFIRM`` with a
decision card focused, or on a game's own decision actions, and only while the decision UI is shown.

The framework holds no game's actions: a game registers its own (:func:`register_action`, a
:class:`GameAction` with its default keys and pad buttons), and they are shown and remapped in
Settings -> Controls like the framework's own (:mod:`diamant.ui.bindings` keeps the table).
"""
from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from typing import Mapping

import pygame

log = logging.getLogger(__name__)

class Action(str, enum.Enum):
    CONFIRM = "confirm"
    BACK = "back"
    SKIP = "skip"
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

#: A game's own action: registered by the game (:func:`register_action`), never in the framework's
#: :class:`Action`. Compared by identity like an Action (the registry hands out one object per name).
class GameAction(str):
    __slots__ = ()


#: What ``event.action`` holds: one of the framework's actions or a game's.
AnyAction = Action | GameAction


#: The groups of Controls besides every screen's: a screen's own keys (its locale key names it).
#: The games add theirs (Diamant's expedition, the club's table) as they register their keys.
SCREEN_REPLAY = "controls-screen-replay"  # both games' replay viewers (diamant.ui.playback)
SCREEN_PAGES = "controls-screen-pages"    # the scrolling pages: the rules (diamant.ui.scrollpage)
#: the group of the keys of every screen
SCREEN_EVERY = "controls-screen-every"


@dataclass(frozen=True)
class Remappable:
    """An action the player may give other keys and buttons (Settings -> Controls): its locale key
    (the name shown), its default key tokens (:func:`key_token`) and pad buttons (:data:`PAD_NAMES`).
    ``screen``: a screen's own key (the locale key of its group in Controls; the scenes of that
    screen ask :func:`screen_keys`), None: a key on every screen. ``name``: its name in the
    settings and in the words that name keys ("" : the action's own name), for a screen's key
    that brings an action other screens have too (the club's "market" is ``summary-2``)."""
    action: AnyAction
    label: str
    keys: tuple[str, ...]
    pad: tuple[str, ...] = ()
    screen: str | None = None
    name: str = ""

    @property
    def key(self) -> str:
        """Its name in the settings (``Settings.controls``) and in :data:`REMAPPABLE`."""
        return self.name or action_name(self.action)


#: Every remappable action by name, in the order Controls lists them: the framework's, then the
#: games' (as they register).
REMAPPABLE: dict[str, Remappable] = {}


def action_name(action: AnyAction | str) -> str:
    """An action's name in the settings ("confirm", "continue"); a name stays itself."""
    return action.value if isinstance(action, Action) else str(action)


def _remappable(action: AnyAction, label: str, keys: tuple[str, ...], pad: tuple[str, ...] = (),
                screen: str | None = None, name: str = "") -> None:
    r = Remappable(action, label, keys, pad, screen, name)
    REMAPPABLE[r.key] = r


def register_action(name: str, label: str, keys: tuple[str, ...] = (), pad: tuple[str, ...] = (),
                    screen: str | None = None) -> GameAction:
    """A game's own action with its default keys (letters as printed on a US keyboard, other keys
    by :func:`key_token`) and pad buttons; the same object for the same name (a second registration
    keeps the first's defaults). ``screen``: the group of the screen whose own key it is (see
    :class:`Remappable`). Framework names are refused."""
    if name in {a.value for a in Action}:
        raise ValueError(f"{name!r} is one of the framework's actions")
    known = REMAPPABLE.get(name)
    if known is not None and isinstance(known.action, GameAction):
        return known.action
    action = GameAction(name)
    _remappable(action, label, tuple(keys), tuple(pad), screen)
    rebuild()
    return action


def register_key(name: str, label: str, action: AnyAction, screen: str, keys: tuple[str, ...] = (),
                 pad: tuple[str, ...] = ()) -> None:
    """A screen's own key for an action the framework has (a game table's ``SUMMARY_1`` ...):
    ``name`` is the key's in the settings, unique; a second registration changes nothing."""
    if name in REMAPPABLE:
        return
    _remappable(action, label, tuple(keys), tuple(pad), screen, name)
    rebuild()


_remappable(Action.CONFIRM, "controls-confirm", ("return", "enter"), ("a",))
_remappable(Action.BACK, "controls-back", ("escape",), ("b",))
_remappable(Action.SKIP, "controls-skip", ("space",), ("x",))
_remappable(Action.PAUSE, "controls-pause", (), ("start",))
_remappable(Action.HELP, "controls-help", ("f1",), ("back",))
_remappable(Action.REPEAT, "controls-repeat", (), ("y",))
_remappable(Action.UP, "controls-up", ("up",), ("dpup",))
_remappable(Action.DOWN, "controls-down", ("down",), ("dpdown",))
_remappable(Action.LEFT, "controls-left", ("left",), ("dpleft",))
_remappable(Action.RIGHT, "controls-right", ("right",), ("dpright",))
_remappable(Action.SCROLL_UP, "controls-scroll-up", ("pageup",), ("leftshoulder",))
_remappable(Action.SCROLL_DOWN, "controls-scroll-down", ("pagedown",), ("rightshoulder",))
_remappable(Action.FULLSCREEN, "controls-fullscreen", ("f11",), ())
# the replay viewers' own keys (both games'), by their place on a US keyboard
_remappable(Action.PLAY, "controls-play", ("p",), screen=SCREEN_REPLAY)
_remappable(Action.STEP_BACK, "controls-step-back", (",",), screen=SCREEN_REPLAY)
_remappable(Action.STEP_FORWARD, "controls-step-forward", (".",), screen=SCREEN_REPLAY)
_remappable(Action.PREVIOUS_ROUND, "controls-previous-round", ("b", "["), screen=SCREEN_REPLAY)
_remappable(Action.NEXT_ROUND, "controls-next-round", ("n", "]"), screen=SCREEN_REPLAY)
# the scrolling pages' line keys, as in a pager
_remappable(Action.DOWN, "controls-line-down", ("j",), screen=SCREEN_PAGES, name="line-down")
_remappable(Action.UP, "controls-line-up", ("k",), screen=SCREEN_PAGES, name="line-up")

#: The keys no player remaps (editing, Tab): by key code, after the remappable table.
KEY_ACTIONS: dict[int, Action] = {
    pygame.K_HOME: Action.FIRST,
    pygame.K_END: Action.LAST,
    pygame.K_BACKSPACE: Action.ERASE,
    pygame.K_DELETE: Action.DELETE,
    pygame.K_MINUS: Action.LESS,
    pygame.K_KP_MINUS: Action.LESS,
    pygame.K_PLUS: Action.MORE,
    pygame.K_EQUALS: Action.MORE,
    pygame.K_KP_PLUS: Action.MORE,
}
#: Keys a player cannot give an action: they move the focus, edit text or name the help.
RESERVED_KEYS = frozenset({"tab", "backspace", "delete", "home", "end", "minus", "equals", "plus",
                           "kp_minus", "kp_plus", "-", "=", "lshift", "rshift", "lctrl", "rctrl",
                           "lalt", "ralt", "lmeta", "rmeta", "lgui", "rgui", "capslock", "numlock"})

#: Ctrl (Cmd on macOS) + a letter, by the physical key: the text field's editing shortcuts.
EDIT_ACTIONS: dict[str, Action] = {
    "a": Action.SELECT_ALL,
    "c": Action.COPY,
    "x": Action.CUT,
    "v": Action.PASTE,
}

#: Gamepad button -> its name in settings and in Controls.
PAD_NAMES: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_START: "start", pygame.CONTROLLER_BUTTON_BACK: "back",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "leftstick", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rightstick",
}

#: the player's changes (Settings.controls): action name -> keys / pad buttons, replacing the defaults
_OVERRIDES: dict[str, dict[str, list[str]]] = {"keys": {}, "pad": {}}
#: key token / pad name -> action: the defaults with the player's changes (see :func:`rebuild`)
_KEY_TABLE: dict[str, AnyAction] = {}
_PAD_TABLE: dict[str, AnyAction] = {}
#: per screen's group: its own keys and pad buttons (see :func:`screen_keys`)
_SCREEN_KEYS: dict[str, dict[str, AnyAction]] = {}
_SCREEN_PADS: dict[str, dict[str, AnyAction]] = {}


def keys_of(action: AnyAction | str) -> tuple[str, ...]:
    """The key tokens of an action (or of a remappable key, by its name) now: the player's, or
    the defaults."""
    r = REMAPPABLE.get(action_name(action))
    if r is None:
        return ()
    return tuple(_OVERRIDES["keys"].get(r.key, r.keys))


def pads_of(action: AnyAction | str) -> tuple[str, ...]:
    """The pad buttons of an action (or of a remappable key, by its name) now."""
    r = REMAPPABLE.get(action_name(action))
    if r is None:
        return ()
    return tuple(_OVERRIDES["pad"].get(r.key, r.pad))


def screen_keys(screen: str | None) -> dict[str, AnyAction]:
    """A screen's own keys now (the player's, or the defaults): key token -> action; {} for None."""
    return dict(_SCREEN_KEYS.get(screen, {})) if screen is not None else {}


def screen_pads(screen: str | None) -> dict[str, AnyAction]:
    """A screen's own pad buttons now: pad button -> action; {} for None."""
    return dict(_SCREEN_PADS.get(screen, {})) if screen is not None else {}


#: a game screen's place among Controls' groups (rank_screen): the games' own order, whichever
#: game happened to be imported first
_SCREEN_RANK: dict[str, int] = {}


def rank_screen(screen: str, rank: int) -> None:
    """Where a game's group of keys stands in Controls (lower first; unranked ones last, as they
    registered)."""
    _SCREEN_RANK[screen] = rank


def screens() -> list[str]:
    """The groups of Controls (their locale keys): every screen's keys first, then the games'
    screens' own by rank, then the framework's screens' (the replays, the pages)."""
    seen: list[str] = []
    for r in REMAPPABLE.values():
        if r.screen is not None and r.screen not in seen:
            seen.append(r.screen)
    framework = (SCREEN_REPLAY, SCREEN_PAGES)
    games = sorted((s for s in seen if s not in framework), key=lambda s: (_SCREEN_RANK.get(s, 1 << 20), seen.index(s)))
    return [SCREEN_EVERY] + games + [s for s in framework if s in seen]


def rebuild() -> None:
    """Build the key and pad tables from the defaults and the player's changes."""
    _KEY_TABLE.clear()
    _PAD_TABLE.clear()
    _SCREEN_KEYS.clear()
    _SCREEN_PADS.clear()
    for r in REMAPPABLE.values():
        keys = _KEY_TABLE if r.screen is None else _SCREEN_KEYS.setdefault(r.screen, {})
        pads = _PAD_TABLE if r.screen is None else _SCREEN_PADS.setdefault(r.screen, {})
        for token in keys_of(r.key):
            keys.setdefault(token, r.action)
        for name in pads_of(r.key):
            pads.setdefault(name, r.action)


def set_overrides(controls: Mapping[str, Mapping[str, list[str]]] | None) -> None:
    """Apply the player's controls (Settings.controls): ``{"keys": {action: [tokens]}, "pad":
    {action: [buttons]}}``; names this version does not know are kept but change nothing."""
    for device in ("keys", "pad"):
        _OVERRIDES[device] = {k: list(v) for k, v in dict((controls or {}).get(device, {})).items()}
    rebuild()


def _token_names() -> dict[int, str]:
    names: dict[int, str] = {}
    for attr in dir(pygame):
        if attr.startswith("K_"):
            names.setdefault(getattr(pygame, attr), attr[2:].lower())
    names[pygame.K_KP_ENTER] = "enter"
    return names


_KEY_NAMES = _token_names()


def key_token(event: pygame.event.Event) -> str | None:
    """A key's name in the controls table: the letter or punctuation on its physical key (as on a
    US keyboard: see :func:`physical_char`), else its key name ("return", "f1", "pageup")."""
    char = physical_char(event)
    if char is not None:
        return char
    return _KEY_NAMES.get(getattr(event, "key", 0))


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


def key_action(event: pygame.event.Event, shortcuts: Mapping[str, AnyAction] | None = None) -> AnyAction | None:
    """The action of a key event (None: the key means nothing by itself, e.g. a letter typed in
    a text field). ``shortcuts``: the top scene's own keys, by :func:`key_token` (see the module
    docstring)."""
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
    token = key_token(event)
    if shortcuts and token is not None and token in shortcuts and not mod & _ANY_MODS:
        return shortcuts[token]
    if letter is not None and mod & _ANY_MODS:
        return None
    found = _KEY_TABLE.get(token) if token is not None else None
    return found if found is not None else KEY_ACTIONS.get(key)


def pressed(event: pygame.event.Event) -> AnyAction | None:
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

    def __init__(self, controls: Mapping[str, Mapping[str, list[str]]] | None = None) -> None:
        set_overrides(controls)  # the tables are the process's: one App at a time
        self.held: set[int] = set()     # keys and buttons down now
        self.stale: set[int] = set()    # held since before the top scene changed: ignored
        self.pads: dict[int, object] = {}
        self.sticks: dict[tuple[int, int], int] = {}  # (pad, axis) -> -1, 0 or 1: where it leans

    def apply_controls(self, controls: Mapping[str, Mapping[str, list[str]]] | None) -> None:
        """The player's keys and pad buttons (Settings.controls) replace the defaults they name."""
        set_overrides(controls)

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
    def translate(self, event: pygame.event.Event, shortcuts: Mapping[str, AnyAction] | None = None,
                  pads: Mapping[str, AnyAction] | None = None) -> list[pygame.event.Event]:
        """The events the scenes get for one raw event: none, the event with its action, or the
        ACTIONDOWN / ACTIONUP of a gamepad button, the stick or the mouse's back button.
        ``shortcuts``, ``pads``: the top scene's own keys and pad buttons (they win)."""
        et = event.type
        if et == pygame.CONTROLLERDEVICEADDED:
            self._open_pad(event.device_index)
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            self.pads.pop(getattr(event, "instance_id", -1), None)
            return []
        if et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            name = PAD_NAMES.get(event.button)
            if name is None:
                return []
            # an unbound button still comes through (no action): Controls may give it one
            return self._press(et == pygame.CONTROLLERBUTTONDOWN, _PAD_CODE - event.button,
                               (pads or {}).get(name) or _PAD_TABLE.get(name), binding=("pad", name))
        if et == pygame.CONTROLLERAXISMOTION:
            return self._stick(event)
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == MOUSE_BACK_BUTTON:
            return self._press(et == pygame.MOUSEBUTTONDOWN, _MOUSE_CODE, Action.BACK)
        if et in (pygame.KEYDOWN, pygame.KEYUP):
            return self._key(event, event.key, key_action(event, shortcuts),
                             binding=("key", key_token(event) or ""))
        return [event]

    def _press(self, down: bool, code: int, action: AnyAction | None,
               binding: tuple[str, str] | None = None) -> list[pygame.event.Event]:
        """A button's press or release as an action event."""
        return self._key(pygame.event.Event(ACTIONDOWN if down else ACTIONUP), code, action, binding)

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

    def _key(self, event: pygame.event.Event, code: int, action: AnyAction | None,
             binding: tuple[str, str] | None = None) -> list[pygame.event.Event]:
        """``binding``: ("key", token) or ("pad", button): what Controls names the press by."""
        if event.type in (pygame.KEYUP, ACTIONUP):
            self.held.discard(code)
            self.stale.discard(code)
            return [_with(event, action=action, binding=binding)]
        if code in self.held or code in self.stale:
            return []  # a repeat, or a key held from the previous screen
        self.held.add(code)
        return [_with(event, action=action, binding=binding)]


def close_button_events() -> list[pygame.event.Event]:
    """What SDL posts for the window's close button: WINDOWCLOSE, then QUIT in the same batch
    (App.handle_event tells it from a QUIT the system asks for by the WINDOWCLOSE)."""
    return [pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]


rebuild()
