"""Diamant's own actions: the decision's two keys and the replay's chests. The framework's input
layer knows none of them: they are registered here, with their default keys, and the player sees
and remaps them in Settings -> Controls like the framework's own."""
from __future__ import annotations

from typing import Any

from diamant.ui import remap
from diamant.ui.input import AnyAction, register_action

#: the decision "continue" / "leave" (only on the decision UI; a skip never decides)
CONTINUE = register_action("continue", "controls-continue", keys=("c",))
LEAVE = register_action("leave", "controls-leave", keys=("l",))
#: the replay's chests panel: the replay's own key, not one on every screen
CHESTS = register_action("chests", "controls-chests", keys=("c",), scene_only=True)


def key_name(app: Any, action: AnyAction) -> str:
    """The key of an action as the player set it, as printed ("C"; "—" when it has none)."""
    return remap.key_name(action, app.t("keys-space-name"))


def decision_keys(app: Any) -> dict[str, str]:
    """The decision's keys for the words that name them (``c`` and ``l``), with every other key
    as the player set it (``confirm``, ``left`` ...: diamant.ui.remap.key_words)."""
    return {**remap.key_words(app), "c": key_name(app, CONTINUE), "l": key_name(app, LEAVE)}
