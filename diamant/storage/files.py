"""Low-level file handling: atomic writes, careful reads, moving damaged files aside, warnings."""

from __future__ import annotations

import json
import logging
import math
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, TypeGuard

log = logging.getLogger("diamant.storage")

MAX_FILE_BYTES = 4 * 1024 * 1024  # our largest file (a record) is a few KB; bigger is not ours
MAX_DEPTH = 32  # nesting of JSON arrays and objects; ours never go past 6
MAX_INT_DIGITS = 20  # a seed is below 2**63 (19 digits); longer numbers are not ours
TEMP_SUFFIX = ".tmp"


class StorageError(OSError):
    """A file could not be written (or a request made no sense, e.g. an unfinished game)."""


class DamagedFile(ValueError):
    """Internal: the file exists but its content cannot be used. The message says why."""

    def __init__(self, reason: str, code: str = "damaged") -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


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
def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless to skip where unsupported."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(src: str, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a moment.
    attempts = 5 if os.name == "nt" else 1
    for i in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if i == attempts - 1:
                raise
            time.sleep(0.05 * (i + 1))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path` so that the file is always either the old or the new content.

    A temporary file in the same folder is written, flushed and fsynced, then renamed over the
    target with os.replace. On any failure the temporary file is removed, the target is left
    untouched, and StorageError is raised.
    """
    path = Path(path)
    if path.is_symlink():  # a file the player links elsewhere (dotfiles ...) stays a link
        path = Path(os.path.realpath(path))
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    except OSError as exc:
        raise StorageError(f"cannot write {path}: {exc}") from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        _replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise StorageError(f"cannot write {path}: {exc}") from exc
        raise
    _fsync_dir(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Atomically write `text` (UTF-8). See atomic_write_bytes."""
    atomic_write_bytes(path, text.encode("utf-8"))


def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Atomically write `data` as UTF-8 JSON (compact unless `indent`). Raises StorageError."""
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
def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is too large a number")
    return value


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """`text` without control characters (a name or date is one line of plain text) and with
    every lone surrogate (unencodable: the next write of the file would fail) replaced by U+FFFD."""
    if text.isprintable() and not _SURROGATE.search(text):
        return text
    return _SURROGATE.sub("\ufffd", _CONTROL.sub("", text))


def checked(data: Any, max_depth: int = MAX_DEPTH) -> Any:
    """`data` (parsed JSON) with every string cleaned (clean_text); DamagedFile if it nests
    deeper than `max_depth`. Iterative: a deep file cannot exhaust the stack."""
    def clean(v: Any) -> Any:
        return clean_text(v) if isinstance(v, str) else v

    root: list[Any] = [clean(data)]
    stack: list[tuple[Any, int]] = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > max_depth:
            raise DamagedFile(f"the file nests deeper than {max_depth} levels")
        if isinstance(node, list):
            for i, v in enumerate(node):
                if isinstance(v, str):
                    node[i] = clean_text(v)
                elif isinstance(v, (list, dict)):
                    stack.append((v, depth + 1))
        elif isinstance(node, dict):
            if not all(isinstance(k, str) and k.isprintable() for k in node):
                items = [(clean_text(k), v) for k, v in node.items()]
                node.clear()
                node.update(items)
            for k, v in node.items():
                if isinstance(v, str):
                    node[k] = clean_text(v)
                elif isinstance(v, (list, dict)):
                    stack.append((v, depth + 1))
    return root[0]


def parse_json(data: bytes, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON in `data` (UTF-8, a byte-order mark allowed), checked (see `checked`): refused
    with DamagedFile when too large, not text, not JSON, too deep, or holding a number that is
    not finite or has more than MAX_INT_DIGITS digits."""
    if len(data) > max_bytes:
        raise DamagedFile("the file is far too large")
    if not data.strip():
        raise DamagedFile("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DamagedFile(f"the file is not text: {exc}") from None
    try:
        value = json.loads(text, parse_constant=_no_constants, parse_int=_int,
                           parse_float=_float)
    except (ValueError, RecursionError) as exc:
        raise DamagedFile(f"the file is not valid JSON: {str(exc)[:200]}") from None
    return checked(value)


def read_bytes(path: Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """At most `max_bytes` + 1 bytes of the regular file `path` (DamagedFile for a folder, a
    device or a pipe, which could block or never end). FileNotFoundError if missing; other
    OSErrors (permissions ...) propagate: the file may be fine, we just cannot read it."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise DamagedFile("it is not a regular file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


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
    while target.exists():
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
    _fsync_dir(path.parent)
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
