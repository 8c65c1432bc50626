"""One autosave per game besides Diamant's own (`autosave.json`, saves.py, unchanged): the game in
progress of another game of the app (Diamonds Club: game "club"), in `<data>/autosave-<game>.json`.

The slot stores the dict the game's session hands over, as it is (JSON objects only): written
atomically, read with the checks every stored file gets (size cap, nesting depth, finite numbers,
names cleaned of control characters), and then by the game's own checker when one is registered
(`CHECKERS`: a Diamonds Club save must replay). A file that fails is moved aside
(`*.broken-<time>`) with a StorageWarning, so that it is reported once and never offered again.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # the rules load only when a club save is read: the framework (which reads
    # settings through storage) never loads a game
    from diamant.games.club import ClubGame

from .files import (DamagedFile, StorageError, StorageWarning, log, read_json, read_saved_game,
                    write_json)
from .paths import data_location

#: A game's id: a short lower-case word (it becomes part of a file name).
_GAME_ID = re.compile(r"^[a-z][a-z0-9-]{0,23}$")

#: Per game: the check of a slot's content beyond the file checks; raises DamagedFile (or
#: NewerSlot) when the content cannot be used.
Checker = Callable[[dict[str, Any]], None]
CHECKERS: dict[str, Checker] = {}

CLUB_SAVE_FORMAT = "diamonds-club-save"
CLUB_SAVE_VERSION = 1


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
        check = CHECKERS.get(game)
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
        check = CHECKERS.get(game)
        if check is not None:
            check(data)
        return data
    return read_saved_game(path, read, "slot", {"newer": SLOT_NEWER})


# ---------------------------------------------------------------------------------------------
def club_game_of(data: dict[str, Any]) -> "ClubGame":
    """The ClubGame a Diamonds Club save (or its record) replays to. DamagedFile (NewerSlot) when
    it is not one, or does not replay. Over-long names of its seats are cut (in `data`)."""
    from diamant.games.club import ClubGame, ClubRecordError

    from diamant.games.club.record import cap_names

    is_save = data.get("format") == CLUB_SAVE_FORMAT
    record = data.get("record") if is_save else data
    if not isinstance(record, dict):
        raise DamagedFile("the save holds no record")
    if is_save and isinstance(data.get("seats"), list):  # the names the table shows: cut as the record's
        for seat in data["seats"]:
            if isinstance(seat, dict):
                cap_names(seat)
    try:
        game, _ = ClubGame.replay(record)
    except ClubRecordError as exc:
        if "newer version" in str(exc):
            raise NewerSlot(str(exc)) from None
        raise DamagedFile(f"the record cannot be replayed: {exc}") from None
    return game


def check_club_save(data: dict[str, Any]) -> None:
    """A Diamonds Club save: its format and version, its seats (2 to 4, a name, a colour 0..3
    used once, a bot's level or None) and a record that replays, each seat on its colour's
    board."""
    if data.get("format") != CLUB_SAVE_FORMAT:
        raise DamagedFile(f"the file's format is {data.get('format')!r}, not {CLUB_SAVE_FORMAT!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DamagedFile(f"the file has no valid version: {version!r}")
    if version > CLUB_SAVE_VERSION:
        raise NewerSlot(f"version {version} is newer than {CLUB_SAVE_VERSION}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        raise DamagedFile("the save's seats are not a list of 2 to 4")
    colours = set()
    for s in seats:
        if not isinstance(s, dict) or not isinstance(s.get("name"), str):
            raise DamagedFile(f"a seat without a name: {s!r}")
        colour = s.get("colour")
        if not isinstance(colour, int) or isinstance(colour, bool) or not 0 <= colour <= 3:
            raise DamagedFile(f"a seat's colour is not 0..3: {colour!r}")
        colours.add(colour)
        if s.get("bot") is not None and not isinstance(s.get("bot"), str):
            raise DamagedFile(f"a seat's bot is not a name: {s.get('bot')!r}")
    if len(colours) != len(seats):
        raise DamagedFile("two seats have the same colour")
    if not isinstance(data.get("ui", {}), dict):
        raise DamagedFile("the save's UI state is not an object")
    game = club_game_of(data)
    if game.players != len(seats):
        raise DamagedFile("the save's seats do not match its record")
    # each seat plays the board of its colour: the table refuses a save where they differ
    if tuple(s["colour"] for s in seats) != game.boards:
        raise DamagedFile("the save's colours are not the boards its record plays")


CHECKERS["club"] = check_club_save

__all__ = ["write_slot", "read_slot", "peek_slot", "clear_slot", "has_slot", "slot_path", "CHECKERS",
           "CLUB_SAVE_FORMAT", "CLUB_SAVE_VERSION", "check_club_save", "club_game_of", "NewerSlot"]
