"""Low-level file handling: atomic writes, careful reads, moving damaged files aside, warnings."""

from __future__ import annotations

import json
import logging
import math
import os
import time
from pathlib import Path
from collections.abc import Callable, Mapping
from typing import Any, TypeGuard, TypeVar

# the careful reading and atomic writing are shared with the games' records; storage re-exports them
from diamant.safefile import TEMP_SUFFIX, fsync_dir
from diamant.safefile import DamagedFile as DamagedFile
from diamant.safefile import StorageError as StorageError
from diamant.safefile import atomic_write_bytes as atomic_write_bytes
from diamant.safefile import atomic_write_text as atomic_write_text
from diamant.safefile import parse_json as parse_json
from diamant.safefile import read_bytes as read_bytes

from .paths import history_dir

log = logging.getLogger("diamant.storage")




class StorageWarning(str):
    """Something the player should be told about a stored file.

    It IS the plain sentence (a str subclass: print it, join it, show it), and also carries
    code: a stable identifier, e.g. "settings-damaged", "save-newer", "history-damaged";
    path: the file concerned; moved_to: where it was moved (None if it was not moved);
    detail: the technical reason (for logs), not meant for the player.
    """

    code: str
    path: Path
    moved_to: Path | None
    detail: str

    def __new__(cls, code: str, path: Path, moved_to: Path | None = None, message: str = "",
                detail: str = "") -> "StorageWarning":
        self = super().__new__(cls, message)
        self.code = code
        self.path = Path(path)
        self.moved_to = moved_to
        self.detail = detail
        return self

    @property
    def message(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return (f"StorageWarning(code={self.code!r}, path={str(self.path)!r}, "
                f"moved_to={None if self.moved_to is None else str(self.moved_to)!r}, "
                f"message={self.message!r})")

    def __reduce__(self) -> tuple[type[StorageWarning], tuple[str, Path, Path | None, str, str]]:
        return (StorageWarning, (self.code, self.path, self.moved_to, self.message, self.detail))


# ---------------------------------------------------------------------------------------------
# writing
def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Atomically write `data` as UTF-8 JSON (compact unless `indent`). Raises StorageError
    (also for a link or an odd file at `path`: see atomic_write_bytes)."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=indent, allow_nan=False,
                          separators=None if indent else (",", ":"))
    except (TypeError, ValueError) as exc:
        raise StorageError(f"cannot store this data as JSON: {exc}") from exc
    atomic_write_text(path, text + "\n")


def remove_stale_temps(path: Path, older_than: float = 3600.0) -> list[Path]:
    """Delete temporary files left next to `path` by a writer that was killed mid-write.

    Only our own temp names (".<name>.*.tmp") older than `older_than` seconds are touched, so a
    second running instance that is writing right now is never disturbed.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return removed
    for p in candidates:
        try:
            if now - p.stat().st_mtime >= older_than:
                p.unlink()
                removed.append(p)
        except OSError:
            pass
    return removed


# ---------------------------------------------------------------------------------------------
# reading
def read_json(path: Path) -> Any:
    """The JSON in `path`, checked (see parse_json); FileNotFoundError if missing; DamagedFile
    if unusable. Other OSErrors (permissions ...) propagate: the file may be fine, we just cannot
    read it."""
    return parse_json(read_bytes(path))


def is_number(v: Any) -> TypeGuard[float]:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


# ---------------------------------------------------------------------------------------------
# moving aside
def stamp(t: float | None = None) -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(t))


def _aside_name(path: Path) -> Path:
    """`<name>.broken-<timestamp>` beside `path`, with -2, -3 ... when that name is taken."""
    base = path.with_name(f"{path.name}.broken-{stamp()}")
    target = base
    n = 2
    while os.path.lexists(target):  # a dangling link is a name taken too
        target = base.with_name(f"{base.name}-{n}")
        n += 1
    return target


def move_aside(path: Path) -> tuple[Path | None, str]:
    """Rename `path` to `<name>.broken-<timestamp>` (never deleting it). -> (new path, error)."""
    target = _aside_name(path)
    try:
        os.replace(path, target)  # target does not exist, so nothing is overwritten
    except OSError as exc:
        return None, str(exc)
    fsync_dir(path.parent)
    return target, ""


def copy_aside(path: Path) -> Path:
    """Copy `path` to `<name>.broken-<timestamp>`, leaving it in place (it is about to be
    repaired). Raises OSError (StorageError) when the copy cannot be written."""
    target = _aside_name(path)
    atomic_write_bytes(target, read_bytes(path))
    return target


def damaged(code: str, path: Path, template: str, detail: str = "") -> StorageWarning:
    """Move a damaged file aside and describe it. `template` has one "{where}" placeholder.

    "{where}" becomes "was moved to <name>" (or, if the move failed, "could not be moved aside
    (it stays in place)").
    """
    moved, err = move_aside(path)
    if moved is not None:
        where = f"was moved to {moved.name}"
    else:
        where = "could not be moved aside (it stays in place)"
        detail = f"{detail}; move failed: {err}" if detail else f"move failed: {err}"
    w = StorageWarning(code, path, moved, template.format(where=where), detail)
    log_warning(w)
    return w


def note(code: str, path: Path, message: str, detail: str = "") -> StorageWarning:
    """A warning about a file that stays where it is."""
    w = StorageWarning(code, path, None, message, detail)
    log_warning(w)
    return w


def log_warning(w: StorageWarning) -> None:
    """Also tell the log (and so the terminal when the app is started from one)."""
    log.warning("%s [%s]%s", w.message, w.code, f" ({w.detail})" if w.detail else "")


# ---------------------------------------------------------------------------------------------
# a game's saved game, and its finished games (the same words and names for every game)
SAVE_DAMAGED = "The saved game was damaged and cannot be continued; it {where}."
SAVE_UNREADABLE = "The saved game could not be read, so it cannot be continued now."

Read = TypeVar("Read")


def read_saved_game(path: Path, read: Callable[[], Read], prefix: str,
                    templates: Mapping[str, str]) -> tuple[Read | None, list[StorageWarning]]:
    """`read()`'s game in progress from the file at `path`, or None. Never raises.

    A missing file gives (None, []). A file `read` finds damaged (DamagedFile), or that it fails
    on in any other way, is moved aside (renamed *.broken-<time>) and (None, [warning]) is
    returned: the warning's code is `<prefix>-<DamagedFile.code>` worded by `templates` (one
    "{where}") for the codes a game words itself (e.g. "newer"), else `<prefix>-damaged`. A file
    that cannot be read now (OSError) stays where it is (`<prefix>-unreadable`).
    """
    try:
        remove_stale_temps(path)
        return read(), []
    except FileNotFoundError:
        return None, []
    except DamagedFile as exc:
        template = templates.get(exc.code)
        if template is None:
            return None, [damaged(f"{prefix}-damaged", path, SAVE_DAMAGED, exc.reason)]
        return None, [damaged(f"{prefix}-{exc.code}", path, template, exc.reason)]
    except OSError as exc:
        return None, [note(f"{prefix}-unreadable", path, SAVE_UNREADABLE, str(exc))]
    except Exception as exc:  # noqa: BLE001 - boundary: a file read; a hand-edited file never crashes (reported)
        return None, [damaged(f"{prefix}-damaged", path, SAVE_DAMAGED, repr(exc))]


def write_finished_game(stem: str, data: Any) -> Path:
    """Write a finished game of any game, `data`, to `<data>/history/<stem>.json` (`<stem>-2.json`,
    `-3` ... when that name is taken); its path. StorageError when it cannot be written."""
    try:
        folder = history_dir()
    except OSError as exc:
        raise StorageError(f"cannot write the history folder: {exc}") from exc
    path = folder / f"{stem}.json"
    n = 2
    while os.path.lexists(path):  # a dangling link is a name taken too
        path = folder / f"{stem}-{n}.json"
        n += 1
    write_json(path, data)
    return path
