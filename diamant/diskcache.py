"""What the game can make again but would rather not at every start (the art rasterised at the
window's size, the parsed texts of a language), kept in a per-user cache folder.

Each entry is named by a key made from everything it is made of (:func:`key_of`: the source
file's content, the size, the versions of the code making it), so a changed source or a new
version simply misses. An entry carries its own length and checksum: a truncated, damaged or
foreign file is a miss (and removed), never an error; a folder that cannot be written is a cache
that keeps nothing. Each kind of entry keeps at most :data:`MAX_FILES` files and
:data:`MAX_BYTES` bytes (the oldest go first).

The folder: ``$DIAMANT_CACHE_DIR`` if set (empty: no disk cache at all), else
``$DIAMANT_HOME/cache`` (see diamant.storage.paths), else the system's per-user cache folder.
Entries are written by a thread of the cache's own, never by the caller (a frame never waits for
the disk); the game's start holds them (:func:`hold`) until its first frame is on screen
(:func:`release`): nothing is written before the title shows. :func:`wait` lets the writing
finish before the process ends.

Neutral: no pygame, no game, no service.
"""
from __future__ import annotations

import hashlib
import logging
import os
import struct
import tempfile
import threading
import time
import zlib
from pathlib import Path

from diamant.safefile import DamagedFile, read_bytes

log = logging.getLogger(__name__)

CACHE_ENV = "DIAMANT_CACHE_DIR"
APP_NAME = "Diamant"
#: each kind (a sub-folder) keeps at most this many entries and bytes; the oldest go first
MAX_FILES = 256
MAX_BYTES = 64 * 2**20
SUFFIX = ".bin"
_MAGIC = b"DMCACHE1"
_HEADER = struct.Struct("<8sIQ")  # magic, crc32 of the payload, payload length
_TEMP = ".tmp"
#: a temporary file this old was left by a process that ended while writing: it goes
STALE_TEMP_SECONDS = 600.0

# what store() was given, written by one thread of its own (never the caller: a game's frame
# never waits for the disk); while held, nothing is written
_cond = threading.Condition()
_queue: list[tuple[Path, bytes]] = []
_queued_bytes = 0
_held = False
_busy = False  # the writer is writing an entry taken off the queue
_writer: threading.Thread | None = None


def folder() -> Path | None:
    """The cache's folder (not created), or None when the disk cache is off."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen is not None:
        return Path(chosen).expanduser() if chosen.strip() else None
    from diamant.storage.paths import HOME_ENV
    home = os.environ.get(HOME_ENV, "").strip()
    if home:
        return Path(home).expanduser() / "cache"
    import platformdirs
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def key_of(*parts: bytes | str) -> str:
    """A file name for an entry made of `parts` (each counted whole: ("ab", "c") != ("a", "bc"))."""
    h = hashlib.blake2b(digest_size=20)
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(struct.pack("<Q", len(data)))
        h.update(data)
    return h.hexdigest()


def _path(kind: str, key: str) -> Path | None:
    base = folder()
    return None if base is None else base / kind / f"{key}{SUFFIX}"


def load(kind: str, key: str) -> bytes | None:
    """The payload stored under (kind, key), or None: not there, unreadable or damaged (a
    damaged entry is removed, to be made again)."""
    path = _path(kind, key)
    if path is None:
        return None
    try:
        blob = read_bytes(path, MAX_BYTES + _HEADER.size)  # a regular file only (never a pipe)
    except DamagedFile:
        blob = b""
    except OSError:  # not there (the usual miss), or not ours to read
        return None
    if len(blob) >= _HEADER.size:
        magic, crc, length = _HEADER.unpack_from(blob)
        payload = blob[_HEADER.size:]
        if magic == _MAGIC and length == len(payload) and zlib.crc32(payload) == crc:
            return payload
    log.info("cache entry %s is damaged; it is made again", path)
    _remove(path)
    return None


def store(kind: str, key: str, payload: bytes) -> None:
    """Keep `payload` under (kind, key): written soon by the cache's own thread (after
    release() while held). Never raises, never waits: a cache that cannot write, or has more
    than MAX_BYTES waiting, keeps nothing. The file appears whole or not at all (written aside,
    then renamed)."""
    global _queued_bytes
    path = _path(kind, key)
    if path is None or len(payload) > MAX_BYTES:
        return
    with _cond:
        if _queued_bytes + len(payload) > MAX_BYTES:
            return
        _queue.append((path, payload))
        _queued_bytes += len(payload)
        if not _held:
            _start_writer()
            _cond.notify_all()


def hold() -> None:
    """From now on what is stored waits in memory until release()."""
    global _held
    with _cond:
        _held = True


def release() -> None:
    """Write what was held, and from now on what is stored, on the cache's own thread."""
    global _held
    with _cond:
        _held = False
        if _queue:
            _start_writer()
        _cond.notify_all()


def wait(timeout: float) -> bool:
    """Wait (at most `timeout` seconds) until what was stored (and not held) is written; True
    when it is. Before the process ends: the writer, a daemon thread, stops wherever it is."""
    with _cond:
        return _cond.wait_for(lambda: _held or (not _queue and not _busy), timeout)


def _start_writer() -> None:
    global _writer
    if _writer is None or not _writer.is_alive():
        _writer = threading.Thread(target=_write_queued, name="diskcache", daemon=True)
        _writer.start()


def _write_queued() -> None:
    global _busy, _queued_bytes
    while True:
        with _cond:
            _cond.wait_for(lambda: _queue and not _held)
            path, payload = _queue.pop(0)
            _busy = True
        try:
            _write(path, payload)
        finally:
            with _cond:
                _busy = False
                _queued_bytes -= len(payload)
                _cond.notify_all()


def _write(path: Path, payload: bytes) -> None:
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=_TEMP)
        with os.fdopen(fd, "wb") as fh:
            fh.write(_HEADER.pack(_MAGIC, zlib.crc32(payload), len(payload)))
            fh.write(payload)
        os.replace(tmp, path)
        tmp = None
        _prune(path.parent, keep=path)
    except OSError as exc:
        log.info("cannot keep %s in the cache (%s)", path, exc)
    finally:
        if tmp is not None:
            _remove(Path(tmp))


def _prune(kind_folder: Path, keep: Path) -> None:
    """The oldest entries of a kind go while it holds more than MAX_FILES or MAX_BYTES (and
    temporary files a process ended before it renamed)."""
    entries = []
    stale = time.time() - STALE_TEMP_SECONDS
    for entry in os.scandir(kind_folder):
        if not entry.is_file(follow_symlinks=False):
            continue
        st = entry.stat(follow_symlinks=False)
        if entry.name.endswith(SUFFIX):
            entries.append((st.st_mtime, st.st_size, Path(entry.path)))
        elif entry.name.endswith(_TEMP) and st.st_mtime < stale:
            _remove(Path(entry.path))
    entries.sort(key=lambda e: e[0])
    count, total = len(entries), sum(e[1] for e in entries)
    for _, size, path in entries:
        if count <= MAX_FILES and total <= MAX_BYTES:
            break
        if path != keep:
            _remove(path)
            count, total = count - 1, total - size


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:  # gone already, or not ours: a miss all the same
        pass
