"""Diamant's own keys: the expedition's (the decision's two, the spoken summaries, "say again")
and the replay's chests. The framework's input layer knows none of them: they are registered
here, with their default keys, in the group of their screen, and the player sees and remaps them
in Settings -> Controls like the framework's own."""
from __future__ import annotations

from typing import Any

from diamant.ui import remap
from diamant.ui.input import SCREEN_REPLAY, Action, AnyAction, rank_screen, register_action, register_key

#: the expedition's own keys (the table of a game of Diamant, the lesson's among them)
SCREEN_EXPEDITION = "controls-screen-expedition"
rank_screen(SCREEN_EXPEDITION, 0)  # first of the games' groups, as Diamant is on the title
#: the decision "continue" / "leave" (only on the decision UI; a skip never decides)
CONTINUE = register_action("continue", "controls-continue", keys=("c",), screen=SCREEN_EXPEDITION)
LEAVE = register_action("leave", "controls-leave", keys=("l",), screen=SCREEN_EXPEDITION)
#: the spoken summaries (diamant.ui.speech): the path, what you carry, who is in the cave, the
#: odds; and the last announcement again
register_key("expedition-path", "controls-expedition-path", Action.SUMMARY_1, SCREEN_EXPEDITION, ("p",))
register_key("expedition-carry", "controls-expedition-carry", Action.SUMMARY_2, SCREEN_EXPEDITION, ("i",))
register_key("expedition-cave", "controls-expedition-cave", Action.SUMMARY_3, SCREEN_EXPEDITION, ("w",))
register_key("expedition-odds", "controls-expedition-odds", Action.SUMMARY_4, SCREEN_EXPEDITION, ("o",))
register_key("expedition-repeat", "controls-repeat", Action.REPEAT, SCREEN_EXPEDITION, ("r",))
#: the replay's chests panel: a key of the replay viewers'
CHESTS = register_action("chests", "controls-chests", keys=("c",), screen=SCREEN_REPLAY)


def key_name(app: Any, action: AnyAction) -> str:
    """The key of an action as the player set it, as printed ("C"; "—" when it has none)."""
    return remap.key_name(action, app.t("keys-space-name"))


def decision_keys(app: Any) -> dict[str, str]:
    """The decision's keys for the words that name them (``c`` and ``l``), with every other key
    as the player set it (``confirm``, ``left`` ...: diamant.ui.remap.key_words)."""
    return {**remap.key_words(app), "c": key_name(app, CONTINUE), "l": key_name(app, LEAVE)}
