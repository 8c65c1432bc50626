"""Diamant's own actions: the decision's two keys and the replay's chests. The framework's input
layer knows none of them: they are registered here, with their default keys, and the player sees
and remaps them in Settings -> Controls like the framework's own."""
from __future__ import annotations

from diamant.ui.input import register_action

#: the decision "continue" / "leave" (only on the decision UI; a skip never decides)
CONTINUE = register_action("continue", "controls-continue", keys=("c",))
LEAVE = register_action("leave", "controls-leave", keys=("l",))
#: the replay's chests panel: the replay's own key, not one on every screen
CHESTS = register_action("chests", "controls-chests", keys=("c",), scene_only=True)
