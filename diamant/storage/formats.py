"""Each game's files, as the game registers them: storage itself knows no game.

A game of the app tells storage how its files look and what they mean: its game in progress
(where the autosave lives, how it is checked, how it is set aside for a new game) and its finished
games in the history (how a file is recognised, summarised as a HistoryEntry and checked a piece at
a time, and how its record is loaded to be shown again). The history (history.py) and the slots
(slots.py) keep the neutral machinery (folders, the index, the reading in steps, the totals) and
ask this registry for the rest.

A game registers from a light module of its own (no pygame: the command line and the storage tests
use it headless) when that module is imported. The app's entries (diamant/main.py, diamant/cli.py)
`declare` each game's module by name: it is imported the first time storage asks for that game's
files (or for every game's), so that a game's rules load when its files are read, not at start.
"""

from __future__ import annotations

import importlib
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from .history import HistoryEntry

#: What a game's reader makes of one file of the history: (its path, its parsed JSON, the file's
#: mtime, is it large (then read on a piece at a time)); it yields between the pieces of a long
#: game and returns the entry. Raises DamagedFile when the file is not a sound game of it.
EntryReader = Callable[[Path, Any, float, bool], Generator[None, None, "HistoryEntry"]]


@dataclass(frozen=True)
class GameFormat:
    id: str  # the game's id, as HistoryEntry.game and the shell's registry name it
    #: is this parsed file (in `<data>/history/`) one of this game's finished games? (any JSON
    #: value: it must not raise)
    owns_finished: Callable[[Any], bool]
    read_finished: EntryReader
    #: is this parsed file (in `<data>/unfinished/`) this game's game in progress, set aside?
    owns_unfinished: Callable[[Any], bool]
    read_unfinished: EntryReader
    #: the record of a listed game, to be shown again (raises ValueError, OSError)
    load: Callable[["HistoryEntry"], Any]
    #: where its game in progress lives (the autosave)
    save_path: Callable[[], Path]
    #: keep its game in progress in `<data>/unfinished/` before a new one replaces it (a finished
    #: one goes to the history); raises StorageError when it cannot be kept
    set_aside: Callable[[], Path | None]
    #: `load` a piece at a time (it yields between pieces), given the size of a piece; None: at once
    load_steps: Callable[["HistoryEntry", int], Generator[None, None, Any]] | None = None
    #: the check of its slot's content (slots.py) beyond the file checks; raises DamagedFile
    check_slot: Callable[[dict[str, Any]], None] | None = None
    #: a finished game left in its autosave goes to the history (returns its new path, or None)
    store_finished: Callable[[], Path | None] | None = None
    #: its humans' games, wins, best score and bots are counted in its own totals (totals.py: per
    #: game, since games score differently); without: it counts among the games only
    totals: bool = False
    #: it reads the history's files no other game owns (the app's first game: its files have no
    #: mark of their own), so that such a file is checked and refused as it always was
    fallback: bool = False


def format_is(name: str) -> Callable[[Any], bool]:
    """An `owns_finished` or `owns_unfinished` test: is the parsed file a JSON object whose
    "format" is `name`? (any JSON value: it does not raise)"""
    def owns(data: Any) -> bool:
        return isinstance(data, dict) and data.get("format") == name
    return owns


_FORMATS: dict[str, GameFormat] = {}
#: per game not registered yet: the module that registers it when imported
_DECLARED: dict[str, str] = {}


def register(fmt: GameFormat) -> GameFormat:
    """Add (or replace: a module imported again) a game's formats. Returns it."""
    _FORMATS[fmt.id] = fmt
    _DECLARED.pop(fmt.id, None)
    return fmt


def declare(game: str, module: str) -> None:
    """`module` (a dotted name) registers `game`'s formats: imported when they are first asked
    for. A game already registered stays as it is."""
    if game not in _FORMATS:
        _DECLARED[game] = module


def _load(game: str | None = None) -> None:
    """Import the declared module of `game` (None: of every game declared), once."""
    from .files import log

    for name in [game] if game is not None else list(_DECLARED):
        module = _DECLARED.pop(name, None)
        if module is None:
            continue
        try:
            importlib.import_module(module)
        except ImportError as exc:  # a build without that game: the others' files still read
            log.warning("the files of the game %s cannot be read here: %s", name, exc)


def get(game: str) -> GameFormat | None:
    if game in _DECLARED:
        _load(game)
    return _FORMATS.get(game)


def formats() -> list[GameFormat]:
    """The registered games' formats, in the order registered."""
    if _DECLARED:
        _load()
    return list(_FORMATS.values())


def owner(data: Any, unfinished: bool) -> GameFormat | None:
    """The game whose file this is (`unfinished`: a game in progress set aside), else the
    fallback game (which then refuses it as damaged), else None."""
    fallback = None
    for fmt in formats():
        if fmt.owns_unfinished(data) if unfinished else fmt.owns_finished(data):
            return fmt
        if fmt.fallback and fallback is None:
            fallback = fmt
    return fallback


__all__ = ["GameFormat", "EntryReader", "register", "declare", "get", "formats", "owner"]
