"""Diamant in the app, without loading its screens: its entry in the shell's registry of games
(the title's picker, New game, Continue, Learn to play) and its scenes promised to the navigator
by name. Its scenes (``diamant.games.diamant.screens.scenes``) load when Diamant is first chosen
or one of them first opens; the title needs only what is here.

Importing this module also gives the App Diamant's card faces (``cards_art``): the title's
picker and its fan of cards draw them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from diamant.games.diamant.screens import actions  # noqa: F401 - Diamant's actions and their keys, registered
from diamant.games.diamant.screens import cards_art  # noqa: F401 - the App draws Diamant's cards
from diamant.games.diamant.screens import sounds, tutorial_progress  # noqa: F401 - sounds: Diamant's list, registered
from diamant.shell import games
from diamant.games.diamant.history import store_finished_autosave
from diamant.games.diamant.saves import has_saved_game
from diamant.games.diamant.screens import past_games
from diamant.ui import nav

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from diamant.ui.app import App

GAME_ID = "diamant"
#: each scene of Diamant -> the module that registers it (a test holds this complete)
SCENES = {
    "board": "board",
    "coach": "coach",
    "expedition": "expedition",
    "game-log": "game_log",
    "handover": "handover",
    "lobby": "lobby",
    "replay": "replay",
    "round-end": "round_end",
    "rules": "rules",
    "scoring": "scoring",
    "tutorial-offer": "tutorial_offer",
}
SCENES_PACKAGE = "diamant.games.diamant.screens.scenes"
#: and the module that opens its online table (for a hosted or joined game)
MODULES = tuple(sorted({f"{SCENES_PACKAGE}.{m}" for m in SCENES.values()}
                      | {"diamant.games.diamant.screens.online"}))


def _icon(app: "App", size: tuple[int, int]) -> "pygame.Surface":
    """Diamant on the title's picker: a treasure card, as tall as the box allows."""
    w, h = size
    h = min(h, round(w * 350 / 250))
    return app.art.card("treasure", size=(max(1, round(h * 250 / 350)), max(1, h)), value=15)


def _learn_key(app: "App") -> str:
    return "menu-learn-resume" if tutorial_progress.in_progress(app) else "menu-learn"


def _offer_tutorial(app: "App") -> bool:
    """On the very first start: offer the guided first game."""
    if not tutorial_progress.should_offer(app):
        return False
    app.nav.push("tutorial-offer")
    return True


def store_ended_game(app: "App") -> None:
    """An ended game left in the autosave (the disk had no room for its history file) goes to
    the history; the player is told."""
    if store_finished_autosave() is not None:
        app.show_message(app.t("message-history-stored"))


# What needs the screens loads them when it is first used (the module import is cached).
def _flow():
    from diamant.games.diamant.screens import flow
    return flow


def _tutorial():
    from diamant.games.diamant.screens import tutorial
    return tutorial


def _resume(app: "App") -> None:
    _flow().continue_game(app)


def _new_game(app: "App") -> None:
    _flow().new_game(app)


def _leave(app: "App") -> None:
    _flow().back_to_menu(app)


def _stop(app: "App") -> None:
    _flow().stop_sessions(app)


def _open_lobby(app: "App") -> None:
    _flow().open_lobby(app)


def _learn(app: "App") -> object:
    return _tutorial().start(app)


def _pause_entries(app: "App") -> list[tuple[str, Callable[[], None]]]:
    """The pause menu's own entries of a Diamant game: during the lesson, leave it for good."""
    tutorial = _tutorial()
    if tutorial.running(app) is None:
        return []
    return [("pause-skip-tutorial", lambda: tutorial.skip(app))]


for _module in MODULES:
    if _module.endswith(".online"):
        continue  # no scene of its own
    nav.lazy(_module, [name for name, m in SCENES.items() if f"{SCENES_PACKAGE}.{m}" == _module])

#: the keys overlay's row of the expedition's summaries: each key as the player set it
KEYS_SUMMARIES = "{expedition-path} {expedition-carry} {expedition-cave} {expedition-odds} {expedition-repeat}"

# Diamant in the shell's registry of games (the title's picker; its picture is the title's own
# fan of cards)
ENTRY = games.register(games.GameEntry(
    GAME_ID, "game-title", "lobby", "rules", has_save=has_saved_game, resume=_resume,
    new_game=_new_game, tagline_key="title-tagline", icon=_icon, on_title=store_ended_game,
    learn=_learn, learn_key=_learn_key, first_start=_offer_tutorial, pause_entries=_pause_entries,
    order=0, keys=(("{continue} / {leave}", "keys-decide"), (KEYS_SUMMARIES, "keys-summaries")), screens=MODULES,
    replay_scene="replay", log_scene="game-log", leave=_leave, stop=_stop, open_lobby=_open_lobby,
    past=past_games.PAST, settings=("curtain", "learning_aid", "ambient_volume"), timed_online=True))
