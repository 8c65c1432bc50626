"""One autosave per game besides Diamant's own (`autosave.json`, saves.py, unchanged): the game in
progress of another game of the app (Diamonds Club: game "club"), in `<data>/autosave-<game>.json`.

The slot stores the dict the game's session hands over, as it is (JSON objects only): written
atomically, read with the checks every stored file gets (size cap, nesting depth, finite numbers,
names cleaned of control characters), and then by the game's own checker when one is registered
(diamant.storage.formats: a game's `check_slot`; a save must replay). A file that fails is moved aside
(`*.broken-<time>`) with a StorageWarning, so that it is reported once and never offered again.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from . import formats
from .files import (DamagedFile, StorageError, StorageWarning, log, read_json,
                    read_saved_game, write_json)
from .paths import data_location

#: A game's id: a short lower-case word (it becomes part of a file name).
_GAME_ID = re.compile(r"^[a-z][a-z0-9-]{0,23}$")

#: Per game: the check of a slot's content beyond the file checks; raises DamagedFile (or
#: NewerSlot) when the content cannot be used. A game registers it with its formats
#: (`GameFormat.check_slot`); one put here directly is asked first.
Checker = Callable[[dict[str, Any]], None]
CHECKERS: dict[str, Checker] = {}


def _checker(game: str) -> Checker | None:
    found = CHECKERS.get(game)
    if found is None:
        fmt = formats.get(game)
        found = fmt.check_slot if fmt is not None else None
    return found


class NewerSlot(DamagedFile):
    """The slot was written by a newer version of the game."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason, "newer")


def slot_path(game: str) -> Path:
    """Where `game`'s autosave lives (the folder is not created by asking). ValueError for an id
    that is not a short lower-case word."""
    if not isinstance(game, str) or not _GAME_ID.match(game) or game == "diamant":
        raise ValueError(f"not a game's slot: {game!r}")
    return data_location() / f"autosave-{game}.json"


def write_slot(game: str, data: dict[str, Any]) -> None:
    """Store `game`'s game in progress (atomically). Raises StorageError when it cannot be written
    (or `data` is not a JSON object)."""
    if not isinstance(data, dict):
        raise StorageError(f"a slot holds a JSON object, not {type(data).__name__}")
    write_json(slot_path(game), data)


def has_slot(game: str) -> bool:
    """Cheap: is there a slot file at all? (Only read_slot checks it.) Never raises."""
    try:
        return slot_path(game).is_file()
    except (OSError, ValueError):
        return False


def clear_slot(game: str) -> None:
    """Forget `game`'s game in progress (it ended, or was replaced). Never raises."""
    path = slot_path(game)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:  # the next write overwrites it anyway
        log.warning("cannot remove the saved game %s: %s", path, exc)


def peek_slot(game: str) -> dict[str, Any] | None:
    """`game`'s game in progress when it is there and sound, else None; unlike read_slot, a bad
    file stays where it is (Continue reports it). Never raises."""
    try:
        data = read_json(slot_path(game))
        if not isinstance(data, dict):
            return None
        check = _checker(game)
        if check is not None:
            check(data)
        return data
    except Exception as exc:  # noqa: BLE001 - boundary: a file read; read_slot reports it later
        log.debug("the slot of %s was not usable: %r", game, exc)
        return None


SLOT_NEWER = "The saved game was made by a newer version and cannot be continued here; it {where}."


def read_slot(game: str) -> tuple[dict[str, Any] | None, list[StorageWarning]]:
    """`game`'s game in progress, or None. Never raises.

    A missing file gives (None, []). A damaged file, one a newer version wrote, or one its game's
    checker refuses is moved aside (renamed *.broken-<time>) and (None, [warning]) is returned.
    """
    path = slot_path(game)

    def read() -> dict[str, Any]:
        data = read_json(path)
        if not isinstance(data, dict):
            raise DamagedFile("the file does not hold a JSON object")
        check = _checker(game)
        if check is not None:
            check(data)
        return data
    return read_saved_game(path, read, "slot", {"newer": SLOT_NEWER})



__all__ = ["write_slot", "read_slot", "peek_slot", "clear_slot", "has_slot", "slot_path", "CHECKERS",
           "NewerSlot"]
