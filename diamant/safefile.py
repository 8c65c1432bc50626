"""Careful file reading and atomic writing, shared by everything that touches the disk (the
stored games and settings, either game's records): a file is read only if it is a regular file of
a sane size, and its JSON only if it nests, counts and spells like ours; a file is written so it is
always either the old or the new content. Neutral: imports no game and no service."""
from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

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



# ---------------------------------------------------------------------------------------------
# writing
def fsync_dir(folder: Path) -> None:
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


def _check_target(path: Path, named: Path) -> None:
    """StorageError unless `path` is missing or a regular file of this user's: a write never
    goes through a symbolic link (a link planted in the history could point at any file of the
    player's, or at a device) and never replaces a folder, a pipe, a device or another user's
    file. The rename that follows replaces a link itself, never its target, so a link made
    after this check is still not written through."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StorageError(f"cannot write {named}: {exc}") from exc
    if stat.S_ISLNK(st.st_mode):
        raise StorageError(f"cannot write {named}: it is a symbolic link, not a file of ours")
    if not stat.S_ISREG(st.st_mode):
        raise StorageError(f"cannot write {named}: it is not a regular file")
    if hasattr(os, "geteuid") and st.st_uid != os.geteuid():
        raise StorageError(f"cannot write {named}: the file belongs to another user")


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write `data` to `path` so that the file is always either the old or the new content.

    A temporary file in the same folder is written, flushed and fsynced, then renamed over the
    target with os.replace. On any failure the temporary file is removed, the target is left
    untouched, and StorageError is raised. StorageError too, with nothing written, when `path`
    is a symbolic link (even to a file of the player's own: as root, or with a link swapped in
    between, that owner check would protect nothing), a folder, a pipe or device, or another
    user's file (_check_target).
    """
    path = Path(path)
    _check_target(path, path)
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
    fsync_dir(folder)


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Atomically write `text` (UTF-8). See atomic_write_bytes."""
    atomic_write_bytes(path, text.encode("utf-8"))


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


def _json_text(data: bytes, max_bytes: int) -> str:
    """`data` as text, before its JSON is read (`parse_json`, `parse_json_steps`): refused with
    DamagedFile when larger than `max_bytes`, empty (white space only) or not UTF-8."""
    if len(data) > max_bytes:
        raise DamagedFile("the file is far too large")
    if not data.strip():
        raise DamagedFile("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DamagedFile(f"the file is not text: {exc}") from None
    return text


def parse_json(data: bytes, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON in `data` (UTF-8, a byte-order mark allowed), checked (see `checked`): refused
    with DamagedFile when too large, not text, not JSON, too deep, or holding a number that is
    not finite or has more than MAX_INT_DIGITS digits."""
    text = _json_text(data, max_bytes)
    try:
        value = json.loads(text, parse_constant=_no_constants, parse_int=_int,
                           parse_float=_float)
    except (ValueError, RecursionError) as exc:
        raise DamagedFile(f"the file is not valid JSON: {str(exc)[:200]}") from None
    return checked(value)


#: JSON's white space (no more: a form feed is not JSON's)
_WS = re.compile(r"[ \t\n\r]*")


#: a JSON string at an index (json.decoder's, typed loosely by the stubs)
_scanstring: Any = getattr(json.decoder, "scanstring")


def _skip(text: str, i: int) -> int:
    """The index of the first character at or after `i` that is not JSON's white space."""
    m = _WS.match(text, i)
    return m.end() if m is not None else i


def parse_json_steps(data: bytes, max_bytes: int = MAX_FILE_BYTES, chunk: int = 4000
                     ) -> Generator[None, None, Any]:
    """`parse_json` a piece at a time (its return value): an object's values are read one by one,
    and an array among them `chunk` items at a time, yielding in between, so that a screen can
    draw while a large record (a few MB: a third of a second in one `json.loads`) is read. The
    same value and the same refusals (DamagedFile) as `parse_json`; anything but an object at
    the top is read in one piece."""
    text = _json_text(data, max_bytes)
    decoder = json.JSONDecoder(parse_constant=_no_constants, parse_int=_int, parse_float=_float)
    try:
        i = _skip(text, 0)
        if text[i:i + 1] != "{":
            yield
            return parse_json(data, max_bytes)
        out: dict[str, Any] = {}
        i = _skip(text, i + 1)
        if text[i:i + 1] == "}":
            i += 1
        else:
            while True:
                if text[i:i + 1] != '"':
                    raise ValueError(f"a name in double quotes expected at {i}")
                key, i = _scanstring(text, i + 1)
                i = _skip(text, i)
                if text[i:i + 1] != ":":
                    raise ValueError(f"':' expected at {i}")
                i = _skip(text, i + 1)
                if text[i:i + 1] == "[":
                    value, i = yield from _array_steps(decoder, text, i, chunk)
                else:
                    value, i = decoder.raw_decode(text, i)
                    value = checked(value, MAX_DEPTH - 1)
                out[clean_text(key)] = value
                i = _skip(text, i)
                if text[i:i + 1] == ",":
                    i = _skip(text, i + 1)
                    continue
                if text[i:i + 1] != "}":
                    raise ValueError(f"',' or '}}' expected at {i}")
                i += 1
                break
        if _skip(text, i) != len(text):
            raise ValueError(f"extra data at {i}")
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, DamagedFile):
            raise
        raise DamagedFile(f"the file is not valid JSON: {str(exc)[:200]}") from None
    return out


def _array_steps(decoder: json.JSONDecoder, text: str, i: int, chunk: int
                 ) -> Generator[None, None, tuple[list[Any], int]]:
    """The array at `text[i]` (a top-level object's value), its items checked as they come, and
    the index after it; it yields every `chunk` items."""
    items: list[Any] = []
    i = _skip(text, i + 1)
    if text[i:i + 1] == "]":
        return items, i + 1
    while True:
        value, i = decoder.raw_decode(text, i)
        items.append(checked(value, MAX_DEPTH - 2))
        if len(items) % chunk == 0:
            yield
        i = _skip(text, i)
        if text[i:i + 1] == ",":
            i = _skip(text, i + 1)
            continue
        if text[i:i + 1] != "]":
            raise ValueError(f"',' or ']' expected at {i}")
        return items, i + 1


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
