"""Remapping the controls: the player's keys and pad buttons per action (Settings -> Controls),
kept in ``Settings.controls`` as the changes from the defaults only. The input layer
(:mod:`diamant.ui.input`) applies them; this module checks and names them.

A key or button belongs to one action at a time: giving it to a second one is refused (the answer
names the action that has it, and its screen when it is a screen's own). The keys that move the
focus and edit text (Tab, Backspace ...) are never given away. A screen's own key (its group:
``Remappable.screen``, e.g. the replay viewers' P or Diamant's expedition's C) may be another
screen's own key too, but never a key of every screen's, nor another key of its own screen's."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from diamant.ui import input as inp

DEVICES = ("keys", "pad")

#: how Controls prints a key token (others: a letter in capitals, a name capitalised)
KEY_LABELS = {
    "return": "Enter", "enter": "KP Enter", "escape": "Esc", "up": "↑", "down": "↓", "left": "←",
    "right": "→", "pageup": "PageUp", "pagedown": "PageDown", "insert": "Ins", "pause": "Pause",
}
#: how Controls prints a pad button
PAD_LABELS = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "start": "Start", "back": "Back", "dpup": "D-pad ↑",
    "dpdown": "D-pad ↓", "dpleft": "D-pad ←", "dpright": "D-pad →", "leftshoulder": "LB", "rightshoulder": "RB",
    "leftstick": "L3", "rightstick": "R3",
}


@dataclass(frozen=True)
class Refused:
    """Why a key or button was not given: ``key`` is the message's locale key, ``taken_by`` the
    locale key of the action that has it (None: a reserved key)."""
    key: str
    taken_by: str | None = None
    #: the group (its locale key) of the screen whose own key it is; None: every screen's
    screen: str | None = None


def bound(action: inp.AnyAction | str, device: str) -> tuple[str, ...]:
    """The keys (``device="keys"``) or pad buttons (``"pad"``) of an action (or of a remappable
    key, by its name: :attr:`~diamant.ui.input.Remappable.key`) now."""
    return inp.keys_of(action) if device == "keys" else inp.pads_of(action)


def label(token: str, device: str, space_name: str = "Space") -> str:
    """A key or button as Controls prints it."""
    if device == "pad":
        return PAD_LABELS.get(token, token.capitalize())
    if token == "space":
        return space_name
    if token in KEY_LABELS:
        return KEY_LABELS[token]
    return token.upper() if len(token) <= 3 else token.capitalize()


def key_name(action: inp.AnyAction | str, space_name: str = "Space") -> str:
    """The first key of an action as the player set it, as printed ("C"; "—" when it has none)."""
    keys = inp.keys_of(action)
    return label(keys[0], "keys", space_name) if keys else "—"


def key_words(loc: Any) -> dict[str, str]:
    """Every remappable action's key and pad button as the player set them, for the words that
    name them (a message says "{ $help } lists the keys", never a key of its own): ``$<action>``
    is its key, ``$pad_<action>`` its pad button ("-" in a name becomes "_": ``$scroll_up``).
    `loc`: anything with ``t`` (an App, a Localizer), which names the space bar."""
    space = str(loc.t("keys-space-name"))
    words: dict[str, str] = {}
    for name in inp.REMAPPABLE:
        var = name.replace("-", "_")
        pads = inp.pads_of(name)
        words[var] = key_name(name, space)
        words["pad_" + var] = label(pads[0], "pad") if pads else "—"
    return words


def keyed(app: Any, msg: str) -> Callable[[], str]:
    """A label (a widget's words, its tooltip) whose keys follow the player's: `msg` with
    :func:`key_words`, worked out each time it is shown."""
    return lambda: str(app.t(msg, **key_words(app)))


def assign(controls: dict[str, Any], action: inp.AnyAction | str, device: str, token: str) -> Refused | None:
    """Give ``token`` (a key token or a pad button) to ``action`` (or to a remappable key, by its
    name) in ``controls`` (the settings' dict, changed in place), instead of its keys or buttons
    there were; None when done, else why not. Giving an action what it has already changes
    nothing."""
    if device not in DEVICES:
        raise ValueError(device)
    inp.set_overrides(controls)  # the tables follow the dict it changes
    name = inp.action_name(action)
    me = inp.REMAPPABLE[name]
    if device == "keys" and (not token or token in inp.RESERVED_KEYS):
        return Refused("controls-reserved")
    if token in bound(name, device):
        return None
    for other in inp.REMAPPABLE.values():
        if other is me:
            continue
        if me.screen is not None and other.screen is not None and other.screen != me.screen:
            continue  # two screens' own keys: never on the same screen
        if token in bound(other.key, device):
            return Refused("controls-taken", other.label, other.screen)
    table = controls.setdefault(device, {})
    defaults = me.keys if device == "keys" else me.pad
    if (token,) == tuple(defaults):
        table.pop(name, None)
    else:
        table[name] = [token]
    if not table:
        controls.pop(device, None)
    inp.set_overrides(controls)
    return None


def reset(controls: dict[str, Any]) -> None:
    """Every action back to its default keys and buttons."""
    controls.clear()
    inp.set_overrides(controls)


def changed(controls: dict[str, Any]) -> bool:
    """Whether any action has keys or buttons of the player's."""
    return any(controls.get(d) for d in DEVICES)
