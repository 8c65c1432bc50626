"""The game flow: from the lobby through the board, the expeditions and the hand-overs to the scores.

Public API (see the app contract)::

    TableSetup / SeatSetup             the table to play (diamant.games.diamant.screens.session)
    start_game(app, setup)             build a GameSession and show the board of round 1
    resume_game(app, saved)            continue the autosaved game (storage.SavedGame)
    open_lobby(app)                    the table set-up screen
    back_to_menu(app)                  leave the game scenes, back to the title menu

The flow opens scenes by name through the navigator (``app.nav``); it imports no scene.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from diamant.ui import nav
from diamant.games.diamant.screens.session import (GameSession, SeatSetup, TableSetup, bot_display_name, bot_levels,
                                 default_level)
from diamant.games.diamant.engine.themes import THEMES
from diamant.games.diamant.history import set_aside_saved_game, store_finished_autosave
from diamant.games.diamant.saves import has_saved_game, load_saved_game
from diamant.storage import save_settings

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

__all__ = ["SeatSetup", "TableSetup", "GameSession", "start_game", "resume_game", "open_lobby",
           "back_to_menu", "new_game", "continue_game", "store_ended_game", "new_session",
           "bot_levels", "default_level", "bot_display_name"]


# -------------------------------------------------------------------------------------------------
# settings helpers (the App's settings object may be missing fields in tests)
def setting(app: "App", name: str, default: Any) -> Any:
    s = getattr(app, "settings", None)
    return getattr(s, name, default) if s is not None else default


def anim_speed(app: "App") -> float:
    if app.instant:
        return 0.0
    try:
        return float(setting(app, "animation_speed", 1.0))
    except (TypeError, ValueError):
        return 1.0


def _save_settings(app: "App") -> None:
    s = getattr(app, "settings", None)
    if s is None or app.headless and not app.save_settings_headless:
        return
    try:
        save_settings(s)
    except OSError as exc:  # storage's StorageError: never stop the game over a settings file
        log.warning("settings not saved (%s); they apply until the game closes", exc)


def remember_table(app: "App", setup: TableSetup) -> None:
    s = getattr(app, "settings", None)
    if s is not None:  # (an app without settings: a tool's; nothing is remembered)
        s.last_table = setup.to_dict()
        _save_settings(app)


def last_table(app: "App") -> TableSetup:
    raw = setting(app, "last_table", None)
    table = TableSetup.from_dict(raw) if raw else None
    return table if table is not None else TableSetup.default(app.loc)


def card_theme(app: "App") -> str:
    """The card theme to show now: the running game's, else the one the lobby would start with."""
    for scene in reversed(list(app.scenes)):
        theme = getattr(getattr(scene, "session", None), "theme", None)
        if theme in THEMES:
            return theme
    return last_table(app).theme_for(app.lang)


# -------------------------------------------------------------------------------------------------
# the flow
def _autosaves(app: "App") -> bool:
    return not app.headless or app.autosave


def new_session(app: "App", setup: TableSetup | None = None, *, saved: Any = None,
                autosave: bool | None = None) -> GameSession:
    if autosave is None:
        autosave = _autosaves(app)
    kwargs: dict[str, Any] = dict(autosave=autosave, speed=anim_speed(app),
                  spectator_speed=float(setting(app, "spectator_speed", 1.0) or 1.0),
                  on_warning=_warner(app),
                  clock=app.timesource, executor=app.bot_executor, new_seed=app.new_seed)
    if saved is not None:
        return GameSession.from_saved(saved, **kwargs)
    setup = setup or TableSetup.default()
    # default names ("") are written out in the language of the moment
    return GameSession(setup.fixed(app.loc), theme=setup.theme_for(app.lang), **kwargs)


def _warner(app: "App") -> Any:
    """How a session's warning reaches the player: its message in the player's language when it
    has one (`Notice.key`), else its text."""
    def warn(text: str) -> None:
        key = getattr(text, "key", None)
        if key:
            app.show_message(app.t(key), kind="warning")
        else:
            app.show_message(text)
    return warn


def keep_saved_game(app: "App") -> bool:
    """Before a new game replaces the game in progress (the autosave), keep that one beside the
    history (Past games lists it, and can bring it back). True when nothing is in the way any
    more; False (said to the player) when it could not be kept for certain: then the new game
    must not start, or its first autosave would replace the old game. Never raises."""
    try:
        kept = set_aside_saved_game()
    except OSError as exc:  # storage's StorageError: a read-only data folder ...
        log.warning("the game in progress could not be kept: %s", exc)
        app.show_message(app.t("message-game-not-kept"), kind="warning")
        return False
    if kept is not None:
        log.info("the game in progress was kept as %s", kept)
    return True


#: The scenes of a game (and its set-up): leaving the game removes them.
PLAY_SCENES = frozenset({"lobby", "board", "expedition", "handover", "round-end", "scoring", "pause",
                         "confirm-quit"})


def _is_play_scene(scene: Any) -> bool:
    return nav.name_of(scene) in PLAY_SCENES


def _clear_play_scenes(app: "App") -> None:
    for scene in list(app.scenes):
        if _is_play_scene(scene):
            sess = getattr(scene, "session", None)
            if sess is not None and getattr(scene, "owns_session", False):
                sess.close()
            app.remove(scene)


def release_session(app: "App", session: Any) -> None:
    """A scene that played `session` left the stack for good (its dispose): the session stops (its
    bots' worker ends) unless a scene still on the stack carries the game on (the camp handing
    it to the cave, the cave to the scores)."""
    if any(getattr(scene, "session", None) is session for scene in app.scenes):
        return
    session.close()


def stop_sessions(app: "App") -> None:
    """Stop every game session on the stack (its bots stop thinking; it was autosaved)."""
    for scene in list(app.scenes):
        sess = getattr(scene, "session", None)
        if sess is not None:
            sess.close()


def _show(app: "App", name: str, **args: Any) -> Any:
    """Put a game scene on top of whatever menu is below (the title stays at the bottom)."""
    _clear_play_scenes(app)
    return app.nav.push(name, **args)


def start_game(app: "App", setup: TableSetup) -> GameSession | None:
    """Build a GameSession for `setup` and show the board before the first expedition. None
    (and nothing starts, the player told) when the game in progress could not be kept aside."""
    setup = setup.fixed(name=False)
    remember_table(app, setup)  # default names stay "" there: they follow the language
    if _autosaves(app) and not keep_saved_game(app):  # its first autosave would replace it
        return None
    app.game_over_seen = False
    session = new_session(app, setup)
    _show(app, "board", session=session)
    return session


def resume_game(app: "App", saved: Any) -> GameSession:
    """Continue an autosaved game on the screen it was left on: the expedition in progress, or
    the camp before it, or the summary of the round just ended (and then the camp)."""
    app.game_over_seen = False
    session = new_session(app, saved=saved)
    where = session.resume_screen()
    if where == "expedition":
        _show(app, "expedition", session=session, resumed=True)
        return session
    # the cave waits under its camp, as during a game; it is first seen after the camp
    cave = _show(app, "expedition", session=session, resumed=True)
    cave.guard_on_enter = True
    board: Any = app.nav.push("board", session=session, round_no=session.game.round, on_start=cave.from_board)
    last = session.last_round_end() if where == "round-end" else None
    if last is not None:
        ended, events = last

        def summary_closed(straight: bool) -> None:  # the camp waits under the summary
            if straight:
                board.start_expedition()
        app.nav.push("round-end", session=session, ended=ended, events=events, on_close=summary_closed)
    return session


def open_lobby(app: "App") -> None:
    _show(app, "lobby")


# -------------------------------------------------------------------------------------------------
# Diamant on the title (its GameEntry in the shell's registry: diamant/games/diamant/screens/scenes/__init__.py)
def new_game(app: "App") -> None:
    """New game: with a game in progress, ask first (a new one replaces it); else the lobby."""
    if has_saved_game():
        app.nav.push("confirm-new-game", on_confirm=lambda: open_lobby(app))
        return
    open_lobby(app)


def store_ended_game(app: "App") -> None:
    """An ended game left in the autosave (the disk had no room for its history file) goes to
    the history; the player is told."""
    if store_finished_autosave() is not None:
        app.show_message(app.t("message-history-stored"))


def continue_game(app: "App") -> None:
    """Continue: the autosaved game, on the screen it was left on; a damaged or missing save
    is said (and nothing else happens)."""
    store_ended_game(app)
    saved, warnings = load_saved_game()  # never raises: a damaged file is a warning
    for w in warnings:
        app.show_message(str(w), kind="warning")
    if saved is not None and saved.finished:  # still no room for it: it stays saved
        app.show_message(app.t("message-history-not-stored"), kind="warning")
        return
    if saved is None:
        app.show_message(app.t("message-no-saved-game"), kind="warning")
        return
    resume_game(app, saved)


def back_to_menu(app: "App") -> None:
    _clear_play_scenes(app)
    if not app.scenes:
        app.nav.push("title")
