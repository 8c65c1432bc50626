"""Finished Diamonds Club games into the history (`<data>/history/<time>-club-<seed>.json`, listed
by history.py with Diamant's): the table's call at a game's end, and the finished game left in the
club's autosave stored later. Nothing of Diamant's engine is needed here (the club's screens import
this module without it)."""

from __future__ import annotations

import datetime as _dt
import os
from pathlib import Path
from typing import Any

from diamant.safefile import fsync_dir

from .files import DamagedFile, StorageError, log, write_finished_game
from .paths import UNFINISHED_FOLDER, data_location
from .slots import CLUB_SAVE_FORMAT, clear_slot, club_game_of, peek_slot, slot_path


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


def store_club_game(save: dict[str, Any], *, now: _dt.datetime | None = None) -> Path:
    """Keep a finished Diamonds Club game in the history: `save` is the dict its session autosaves
    (`{"format": "diamonds-club-save", "record": ..., "seats": [{"name", "colour", "bot"}...]}`)
    or the bare club record. `now`: when it ended (default: the wall time). Returns the new file's
    path. Raises StorageError: the game is not over, the record does not replay, or the file
    cannot be written. (A finished game left in the club's autosave is stored by
    `store_finished_slot`, so the table may simply leave its last autosave when this fails.)"""
    try:
        game = club_game_of(save)
    except DamagedFile as exc:
        raise StorageError(f"not a Diamonds Club game that replays: {exc.reason}") from None
    if not game.is_over:
        raise StorageError("only a finished game goes into the history")
    is_save = save.get("format") == CLUB_SAVE_FORMAT
    record = dict(save["record"] if is_save else save)
    seats = save.get("seats") if is_save else None
    record["seats"] = [{"name": s.get("name", ""), "kind": "human" if s.get("bot") is None else "bot",
                        "bot": s.get("bot")} for s in seats] if isinstance(seats, list) \
        else record.get("seats")
    record["result"] = {"totals": [line.total for line in game.score_lines()],
                        "winners": game.winners()}
    now = now if now is not None else _now()
    meta = dict(record.get("meta") or {}) if isinstance(record.get("meta"), dict) else {}
    meta["finished_at"] = now.isoformat(timespec="seconds")
    if isinstance(seats, list):
        meta["colours"] = [s.get("colour") for s in seats]
    record["meta"] = meta
    try:
        club_game_of(record)  # what is written replays (seats included)
    except DamagedFile as exc:
        raise StorageError(f"the seats do not describe this game: {exc.reason}") from None
    path = write_finished_game(f"{now.strftime('%Y%m%d-%H%M%S')}-club-{game.seed}", record)
    return path


def store_finished_slot() -> Path | None:
    """A finished Diamonds Club game left in its autosave (its history file could not be written
    when it ended) goes into the history now, and the autosave is cleared. Anything else is left
    alone (Continue reports a damaged file). Never raises."""
    data = peek_slot("club")
    if data is None:
        return None
    try:
        game = club_game_of(data)
        if not game.is_over:
            return None
        stored = store_club_game(data)
    except (DamagedFile, OSError) as exc:
        log.info("the finished Diamonds Club game stays in its autosave: %s", exc)
        return None
    clear_slot("club")
    return stored


def set_aside_slot(game: str, *, now: _dt.datetime | None = None) -> Path | None:
    """Keep `game`'s game in progress (its autosave, about to be replaced by a new game) in
    `<data>/unfinished/`, where the history lists it and can bring it back; a finished game left
    in the autosave goes to the history instead. Returns where it went (None: no autosave, or it
    went to the history). Raises StorageError if the autosave exists and cannot be moved: then
    the new game must not overwrite it."""
    src = slot_path(game)
    if not src.is_file():
        return None
    if game == "club" and store_finished_slot() is not None:
        return None
    # a damaged autosave moves too: the history then reports it and keeps it aside
    return move_to_unfinished(src, f"{game}-autosave", now if now is not None else _now())


def move_to_unfinished(src: Path, label: str, now: _dt.datetime) -> Path:
    """Move a game in progress (an autosave) to `<data>/unfinished/<time>-<label>.json`, where
    the history lists it, and make sure it is there (the same file, and no longer in the way).
    Raises StorageError when it cannot be moved or is not found moved: then the new game must
    not replace it."""
    folder = data_location() / UNFINISHED_FOLDER
    stamp = now.strftime('%Y%m%d-%H%M%S')
    try:
        before = os.lstat(src)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{stamp}-{label}.json"
        n = 2
        while os.path.lexists(target):  # never over another kept game (nor a dangling link)
            target = folder / f"{stamp}-{label}-{n}.json"
            n += 1
        os.replace(src, target)
        fsync_dir(folder)
        fsync_dir(src.parent)
        after = os.lstat(target)
    except OSError as exc:
        raise StorageError(f"cannot keep the game in progress: {exc}") from exc
    if (after.st_ino, after.st_dev, after.st_size) != (before.st_ino, before.st_dev, before.st_size) \
            or os.path.lexists(src):
        raise StorageError(f"the game in progress was not found kept as {target}")
    return target

__all__ = ["store_club_game", "store_finished_slot", "set_aside_slot", "move_to_unfinished"]
