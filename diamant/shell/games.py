"""The games of the app, each registered by its own screens package when imported.

    from diamant.shell import games
    games.register(games.GameEntry("club", "club-game-name", "club-lobby", "club-rules",
                                   has_save=..., resume=...))
    games.entries()          # in their order: what the title's picker offers

The shell's screens (the title, the past games) ask the registry; they know no game by name.
Each game has a light registration module (`GAME_REGISTRATIONS`; `load_all` imports each, by
name: the app's entry needs no import of a game's code). It registers the game's entry and
promises its scenes to the navigator (``nav.lazy``) without loading its screens: they load when
the game is first chosen (`load`), or at the latest when one of its scenes is first opened. So
the title shows every game's name and picture without importing any game's screens.
"""
from __future__ import annotations

import importlib
import logging
import sys
from dataclasses import dataclass
from collections.abc import Generator
from typing import TYPE_CHECKING, Any, Callable

from diamant.storage.settings import save_settings as _write_settings

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from diamant.ui.app import App

log = logging.getLogger(__name__)

#: Each game's registration module; importing one registers its GameEntry and promises its scenes.
GAME_REGISTRATIONS = ("diamant.games.diamant.screens.registration", "diamant.games.club.screens.registration")

#: The settings key (kept by storage as an unknown key) of the game last chosen on the title.
LAST_GAME_KEY = "last_game"


@dataclass(frozen=True)
class GameEntry:
    id: str  # "diamant", "club"
    name_key: str  # the game's name (a message)
    lobby_scene: str  # New game opens it (after `new_game`, when given)
    rules_scene: str
    has_save: Callable[[], bool]  # cheap, never raises: is there a game in progress to continue?
    resume: Callable[["App"], None]  # continue it (says what went wrong, when it cannot)
    #: what New game does; None: open the lobby (`app.nav.push(lobby_scene)`)
    new_game: Callable[["App"], None] | None = None
    tagline_key: str | None = None  # a line under the name on the title
    #: a small picture of the game (the picker's), fitting the size given; None: none shown
    icon: Callable[["App", tuple[int, int]], "pygame.Surface"] | None = None
    #: the title's large picture beside the menu, fitting the size given; None: the title's own
    picture: Callable[["App", tuple[int, int]], "pygame.Surface"] | None = None
    #: the RGB of each seat colour, as the game's records number them (the past games' dots);
    #: empty: the app's seat colours
    seat_colours: tuple[tuple[int, int, int], ...] = ()
    #: once per start, when the title first shows (a finished game left in an autosave goes to
    #: the history ...)
    on_title: Callable[["App"], None] | None = None
    #: "Learn to play": starts (or picks up) the game's guided first game; None: no such entry
    learn: Callable[["App"], object] | None = None
    #: the message of that button now (e.g. "Continue learning" half-way); None: "menu-learn"
    learn_key: Callable[["App"], str] | None = None
    #: that button's tooltip (a message); None: "menu-learn-tip" (Diamant's words)
    learn_tip_key: str | None = None
    #: once per start, when the title first shows: may offer something to a new player (True
    #: when it did, so no other game offers too)
    first_start: Callable[["App"], bool] | None = None
    order: int = 0  # the picker's order (smaller first; then the order of registration)
    #: the pause menu's own entries of this game, before Quit: (message key, what it does) for
    #: the game on the stack now (Diamant's "Skip the tutorial" during the lesson); None: none
    pause_entries: Callable[["App"], list[tuple[str, Callable[[], None]]]] | None = None
    #: the past games' Replay and Log of this game's finished games (their record, as the
    #: history loads it: `replay_scene(record=...)`, `log_scene(record=..., date_text=...)`);
    #: None: the history offers neither for them
    replay_scene: str | None = None
    log_scene: str | None = None
    #: the keys overlay's rows for this game while it is played (keys as printed on the
    #: keyboard, message key): a row whose keys the shell lists too rewords that row for this
    #: game; any other row is this game's own (Diamant's "C / L"), listed after the keys every
    #: screen has. Empty: the shell's rows as they are
    keys: tuple[tuple[str, str], ...] = ()
    #: the modules of the game's screens (importing them registers its scenes), loaded when the
    #: game is first chosen (`load`); empty: the registration loaded them already
    screens: tuple[str, ...] = ()
    #: leaving the game for the title (the pause menu's Quit to menu): what the game takes off
    #: the stack first (its play scenes); None: nothing of its own
    leave: Callable[["App"], None] | None = None
    #: stop the game's sessions on the stack (their bots stop thinking; the game was autosaved)
    #: before the app quits or the title replaces everything; None: none to stop
    stop: Callable[["App"], None] | None = None
    #: what a confirmed New game (the shell's "confirm-new-game") opens; None: the lobby scene
    open_lobby: Callable[["App"], None] | None = None
    #: how the past games (the shell's history) word and open this game's games; None: as stored
    past: "PastGames | None" = None
    #: which of the settings that only some games use (`GAME_SETTINGS`) this game uses: the
    #: others are left out of Settings opened during it (from the title: all shown). None: all
    settings: tuple[str, ...] | None = None
    #: its online tables show a countdown, so the host may set a time per decision (a timer
    #: nobody can see would not be fair); False: no such choice in the set-up
    timed_online: bool = False


#: The settings only some games use (storage's names): Diamant's hand-over curtain, learning aid
#: and the volume of its ambience (the cave; a game without an ambience has nothing to set).
GAME_SETTINGS = ("curtain", "learning_aid", "ambient_volume")


@dataclass(frozen=True)
class PastGames:
    """How the shell's past games show one game's games (its HistoryEntry, as storage lists it,
    and the record storage loads for it). Every hook is optional: without it, the names as
    stored, the game's name, the record opened at once."""
    #: the row's second words (an edition's name ...): (app, entry) -> text; None: the game's name
    row_name: Callable[["App", Any], str] | None = None
    #: a seat's name in today's language: (app, entry, seat, with a bot's level) -> text
    seat_name: Callable[["App", Any, int, bool], str] | None = None
    #: the totals' words, for a game whose totals the history counts: a player's (key, shown
    #: name) (the same person in every language), a bot's name by its level
    person: Callable[[str, Any], tuple[str, str]] | None = None
    bot_name: Callable[[str, Any], str] | None = None
    #: its game in progress, just brought back from the past games, is played on; None: `resume`
    continue_kept: Callable[["App"], None] | None = None
    #: a long record is replayed and checked a piece a frame before its scene opens: how many
    #: steps a record's replay takes, and that replay in pieces of a given size (its return
    #: value goes to the scene as `replayed`, or to its class's `prepare_steps`)
    record_steps: Callable[[Any], int] | None = None
    replay_steps: Callable[[Any, int], Generator[None, None, Any]] | None = None


_ENTRIES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> GameEntry:
    """Add (or replace: a module imported again) a game. Returns it."""
    _ENTRIES[entry.id] = entry
    return entry


def entries() -> list[GameEntry]:
    """The registered games, in the picker's order."""
    order = list(_ENTRIES)
    return sorted(_ENTRIES.values(), key=lambda e: (e.order, order.index(e.id)))


def get(game_id: str) -> GameEntry | None:
    return _ENTRIES.get(game_id)


def load_all() -> list[GameEntry]:
    """Import every game's registration module (a missing one is logged and left out)."""
    for name in GAME_REGISTRATIONS:
        try:
            importlib.import_module(name)
        except ImportError as exc:  # a build without that game: the others still play
            log.warning("the game package %s is not available: %s", name, exc)
    return entries()


def load(entry: GameEntry) -> None:
    """Load the game's screens now (the game was chosen: its first scene then opens at once).
    A screen that cannot be loaded is logged; opening it says so later."""
    for name in entry.screens:
        if name in _LOADED:
            continue
        _LOADED.add(name)
        try:
            importlib.import_module(name)
        except ImportError as exc:  # a build without them: the navigator tells when one is opened
            log.warning("the screens of %s cannot be loaded: %s", entry.id, exc)


_LOADED: set[str] = set()


def loaded(entry: GameEntry) -> bool:
    """The game's screens are loaded (or were tried: `load` does nothing more for it)."""
    return all(name in _LOADED or name in sys.modules for name in entry.screens)


def running(app: "App", default: str | None = None) -> GameEntry | None:
    """The game being played on the app's stack: the top-most scene that names its game
    (`game_id`, a registry id), else the entry `default`; None when neither is registered."""
    for scene in reversed(list(app.scenes)):
        game_id = scene.game_id
        if game_id is not None and game_id in _ENTRIES:
            return _ENTRIES[game_id]
    return _ENTRIES.get(default) if default is not None else None


def leave_games(app: "App") -> None:
    """Every game takes its play scenes off the stack (leaving for the title)."""
    for entry in entries():
        if entry.leave is not None:
            entry.leave(app)


def stop_games(app: "App") -> None:
    """Every game's sessions on the stack stop (the app quits, or the title replaces all)."""
    for entry in entries():
        if entry.stop is not None:
            entry.stop(app)


def open_lobby(app: "App", entry: GameEntry) -> None:
    """`entry`'s lobby (a new game)."""
    if entry.open_lobby is not None:
        entry.open_lobby(app)
    else:
        app.nav.push(entry.lobby_scene)


# -------------------------------------------------------------------------------- the last game
def _extra(app: "App") -> dict[str, Any] | None:
    extra = getattr(getattr(app, "settings", None), "extra", None)
    return extra if isinstance(extra, dict) else None


def chosen(app: "App") -> GameEntry | None:
    """The game last chosen on the title (a setting), else the first registered; None if none."""
    extra = _extra(app)
    wanted = extra.get(LAST_GAME_KEY) if extra is not None else None
    found = _ENTRIES.get(wanted) if isinstance(wanted, str) else None
    if found is not None:
        return found
    listed = entries()
    return listed[0] if listed else None


def choose(app: "App", game_id: str) -> None:
    """Remember `game_id` as the chosen game (in the settings, written at once)."""
    extra = _extra(app)
    if extra is None or extra.get(LAST_GAME_KEY) == game_id:
        return
    extra[LAST_GAME_KEY] = game_id
    save_settings(app)


def save_settings(app: "App") -> None:
    """Write the app's settings; never stops the game over a settings file (logged)."""
    s = getattr(app, "settings", None)
    if s is None or app.headless and not app.save_settings_headless:
        return
    try:
        _write_settings(s)
    except OSError as exc:  # storage's StorageError
        log.warning("settings not saved (%s); they apply until the game closes", exc)


# -------------------------------------------------------------------------------- a new game
def keep_game_in_progress(app: "App", set_aside: Callable[[], object], what: str) -> bool:
    """Before a new game replaces a game in progress (its autosave), keep that one beside the
    history with `set_aside` (the game's storage call: where the game went, None when there was
    none; StorageError, an OSError, when it cannot be moved), where Past games lists it and can
    bring it back. True when nothing is in the way any more; False (said to the player) when it
    could not be kept for certain: then the new game must not start, or its first autosave would
    replace the old game. Never raises. `what` names the game in the log ("the game")."""
    try:
        kept = set_aside()
    except OSError as exc:  # storage's StorageError: a read-only data folder ...
        log.warning("%s in progress could not be kept: %s", what, exc)
        app.show_message(app.t("message-game-not-kept"), kind="warning")
        return False
    if kept is not None:
        log.info("%s in progress was kept as %s", what, kept)
    return True
