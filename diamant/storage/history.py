"""Past games: one JSON file each in `<data>/history/` (finished) and `<data>/unfinished/` (games in
progress set aside for a new one), listed newest first, with stats.

Storage knows no game: each game registers its files with diamant.storage.formats (how a file is
recognised, summarised, checked and loaded); this module keeps the folders, the index and the
reading a piece at a time (the totals: totals.py). An entry's `game` names its game (an entry or
index row without one is the first game's, as older versions wrote them).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Generator
from typing import Any

from diamant.safefile import fsync_dir, parse_json_steps

from . import formats
from .files import (DamagedFile, StorageError, StorageWarning, atomic_write_text, damaged, log,
                    move_aside, note, parse_json, read_bytes, read_json, stamp)
from .paths import UNFINISHED_FOLDER, data_location
from .slots import slot_path

HISTORY_FOLDER = "history"

#: the game of an entry (or index row) that names none: files of the first version had one game
DEFAULT_GAME = "diamant"

#: a long record is read this many items at a time by `load_record_steps` (a few ms)
RECORD_STEP = 4000


@dataclass(frozen=True)
class HistoryEntry:
    path: Path
    date: str  # ISO 8601 local time the game finished
    edition: str  # the game's edition ("classic", "iello" ...; "club")
    players: int
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # seats (ties: several)
    human_seats: tuple[int, ...]
    bots: tuple[str | None, ...]  # per seat: the bot's name, None for humans
    seed: int
    secret_chests: bool = False
    finished: bool = True  # False: a game in progress set aside when another one was started
    game: str = DEFAULT_GAME  # which game of the app (its registered id)
    colours: tuple[int, ...] = ()  # per seat, a seat's colour where its game has them; () none
    #: a game that stopped before its end, kept in the history as far as it went (an online
    #: table whose host left): `finished` is False, yet it is watched again, never continued
    abandoned: bool = False

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.names[s] for s in self.winners)

    @property
    def human_won(self) -> bool:
        return any(s in self.winners for s in self.human_seats)

    def load_record(self) -> Any:
        """The game's record (to show it again), as its game reads it. Raises ValueError (its
        game's record error; also: a game not registered), OSError (unreadable)."""
        fmt = formats.get(self.game)
        if fmt is None:
            raise StorageError(f"no game {self.game!r} reads this record")
        return fmt.load(self)

    def load_record_steps(self, chunk: int = RECORD_STEP) -> Generator[None, None, Any]:
        """`load_record` a piece at a time (its return value), yielding in between, so that a
        screen draws while a record of a few MB is read."""
        fmt = formats.get(self.game)
        if fmt is None or fmt.load_steps is None:
            yield
            return self.load_record()
        return (yield from fmt.load_steps(self, chunk))


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


def note_written(entry: HistoryEntry) -> None:
    """A game's file just written into the history (by its game): the list knows it at once (the
    cache and the index), without reading it back. Never raises."""
    try:
        st = entry.path.stat()
        _CACHE[entry.path] = ((st.st_mtime_ns, st.st_size), entry)
        _add_to_index(entry.path.parent, entry.path.name, [st.st_mtime_ns, st.st_size, _to_index(entry)])
    except OSError as exc:
        log.info("the new game is not in the history index yet: %s", exc)


def set_aside_slot(game: str, *, now: _dt.datetime | None = None) -> Path | None:
    """Keep `game`'s game in progress (its autosave, about to be replaced by a new game) in
    `<data>/unfinished/`, where the history lists it and can bring it back; a finished game left
    in the autosave goes to the history instead (its game registers how). Returns where it went
    (None: no autosave, or it went to the history). Raises StorageError if the autosave exists
    and cannot be moved: then the new game must not overwrite it."""
    src = slot_path(game)
    if not src.is_file():
        return None
    fmt = formats.get(game)
    if fmt is not None and fmt.store_finished is not None and fmt.store_finished() is not None:
        return None
    # a damaged autosave moves too: the history then reports it and keeps it aside
    return move_to_unfinished(src, f"{game}-autosave", now if now is not None else _now())


def move_to_unfinished(src: Path, label: str, now: _dt.datetime) -> Path:
    """Move a game in progress (an autosave) to `<data>/unfinished/<time>-<label>.json`, where
    the history lists it, and make sure it is there (the same file, and no longer in the way).
    Raises StorageError when it cannot be moved or is not found moved: then the new game must
    not replace it."""
    folder = data_location() / UNFINISHED_FOLDER
    stamp_ = now.strftime('%Y%m%d-%H%M%S')
    try:
        before = os.lstat(src)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{stamp_}-{label}.json"
        n = 2
        while os.path.lexists(target):  # never over another kept game (nor a dangling link)
            target = folder / f"{stamp_}-{label}-{n}.json"
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


def bring_back(entry: HistoryEntry) -> None:
    """Make an unfinished game of the history the game in progress again (its game's autosave),
    so that Continue plays it on. A game in progress is set aside first. Raises StorageError."""
    if entry.finished or entry.abandoned:
        raise StorageError("only an unfinished game can be continued")
    fmt = formats.get(entry.game)
    if fmt is not None:
        fmt.set_aside()
        target = fmt.save_path()
    else:  # a game not registered: its slot
        set_aside_slot(entry.game)
        target = slot_path(entry.game)
    try:
        os.replace(entry.path, target)
    except OSError as exc:
        raise StorageError(f"cannot bring the game back: {exc}") from exc
    _CACHE.pop(entry.path, None)


# an in-process cache: a history file is replayed (checked) once per (name, mtime, size)
_CACHE: dict[Path, tuple[tuple[int, int], HistoryEntry]] = {}

# The history's summary, `history/.index.json`: per file name, its (mtime, size) and what the
# list shows. A file listed with the same mtime and size is not read again (10,000 past games:
# one file instead of 10,000 replays). The index is checked like any file; it is only ever a
# shortcut: a missing, damaged or stale one is rebuilt from the games themselves.
INDEX_FILE = ".index.json"
INDEX_FORMAT = "diamant-history-index"
INDEX_VERSION = 2  # a line per game (the first version, one JSON object, is still read)
#: the index read at all: 10,000 games make about 3 MB; a bigger one is not ours, and reading it
#: (in the frame that opens Past games) would freeze the screen: it is refused, said, rebuilt
INDEX_MAX_BYTES = 16 * 1024 * 1024
#: the first version (one JSON object, parsed at once, in one frame): read only up to this size
INDEX_V1_MAX_BYTES = 2 * 1024 * 1024
_FIELDS = ("date", "edition", "players", "names", "scores", "winners", "human_seats", "bots",
           "seed", "secret_chests")


#: written only for another game than the default one (an index of older versions has neither);
#: "abandoned" only for a game kept as far as it went
_OPTIONAL = ("game", "colours", "abandoned")


def _to_index(entry: HistoryEntry) -> dict[str, Any]:
    row = {f: list(v) if isinstance(v, tuple) else v
           for f, v in ((f, getattr(entry, f)) for f in _FIELDS)}
    if entry.game != DEFAULT_GAME:
        row.update(game=entry.game, colours=list(entry.colours))
    if entry.abandoned:
        row["abandoned"] = True
    return row


def _from_index(path: Path, d: Any) -> HistoryEntry | None:
    """An entry of the index, or None if it is not exactly what _to_index wrote."""
    try:
        ints = ("scores", "winners", "human_seats")
        if not isinstance(d, dict) or set(d) - set(_OPTIONAL) != set(_FIELDS) or \
                not all(isinstance(d[k], str) for k in ("date", "edition")) or \
                not all(type(d[k]) is int for k in ("players", "seed")) or \
                type(d["secret_chests"]) is not bool or \
                not all(isinstance(d[k], list) and all(type(x) is int for x in d[k]) for k in ints) or \
                not isinstance(d["names"], list) or not all(isinstance(x, str) for x in d["names"]) or \
                not isinstance(d["bots"], list) or \
                not all(x is None or isinstance(x, str) for x in d["bots"]):
            return None
        n = d["players"]
        if not 1 <= n <= 16 or len(d["names"]) != n or len(d["scores"]) != n or \
                len(d["bots"]) != n or not all(0 <= s < n for s in (*d["winners"], *d["human_seats"])):
            return None
        game = d.get("game", DEFAULT_GAME)
        colours = d.get("colours", [])
        abandoned = d.get("abandoned", False)
        if not isinstance(game, str) or not isinstance(colours, list) or \
                not all(type(c) is int for c in colours) or type(abandoned) is not bool:
            return None
        return HistoryEntry(path=path, date=d["date"], edition=d["edition"], players=n,
                            names=tuple(d["names"]), scores=tuple(d["scores"]),
                            winners=tuple(d["winners"]), human_seats=tuple(d["human_seats"]),
                            bots=tuple(d["bots"]), seed=d["seed"],
                            secret_chests=d["secret_chests"], game=game, colours=tuple(colours),
                            finished=not abandoned, abandoned=abandoned)
    except (TypeError, ValueError):
        return None


def _index_head() -> str:
    return json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION})


def _index_line(name: str, row: list[Any]) -> str:
    return json.dumps([name, *row], ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _open_index(folder: Path, warnings: list[StorageWarning] | None = None
                ) -> tuple[dict[str, Any], list[bytes], bool]:
    """The index as (games already read, lines still to read, is of this version): a line per
    game, each read on its own (10,000 games: a few at a time, and a damaged line loses only its
    game); an index of the first version is one JSON object, read at once. Nothing usable: ({},
    [], False)."""
    try:
        data = read_bytes(folder / INDEX_FILE, INDEX_MAX_BYTES)
        if len(data) > INDEX_MAX_BYTES:
            if warnings is not None:
                warnings.append(note("history-index-too-large", folder / INDEX_FILE,
                                     "The summary of your past games is far too large and is "
                                     "not read; it is made again from the games themselves."))
            raise DamagedFile("the index is far too large")
        head_end = data.find(b"\n")
        if head_end < 0 and len(data) > INDEX_V1_MAX_BYTES or head_end > INDEX_V1_MAX_BYTES:
            raise DamagedFile("the index's first line is far too long")
        lines = data.split(b"\n")
        head = parse_json(lines[0], INDEX_V1_MAX_BYTES)
    except (OSError, DamagedFile):
        return {}, [], False
    if not isinstance(head, dict) or head.get("format") != INDEX_FORMAT:
        return {}, [], False
    if head.get("version") == INDEX_VERSION:
        return {}, lines[1:], True
    games = head.get("games")  # the first version (no "version"): every game in the one object
    return (games, [], False) if "version" not in head and isinstance(games, dict) else ({}, [], False)


def _index_row(line: bytes) -> tuple[str, list[Any]] | None:
    """A line of the index: (file name, [mtime, size, what the list shows]), None if unusable."""
    if not line.strip():
        return None
    try:
        row = parse_json(line)
    except DamagedFile:
        return None
    if not isinstance(row, list) or len(row) != 4 or not isinstance(row[0], str):
        return None
    return row[0], row[1:]


def _write_text_index(folder: Path, lines: list[str]) -> None:
    path = folder / INDEX_FILE
    try:
        if os.path.lexists(path) and not stat.S_ISREG(os.lstat(path).st_mode):
            # a link (it could point at any file of the player's) or a folder, pipe ...: moved
            # aside, never written through; the index is ours to write again
            moved, err = move_aside(path)
            log.warning("the history index was not a regular file: %s",
                        f"moved to {moved.name}" if moved is not None else f"not moved ({err})")
        atomic_write_text(path, "\n".join(lines) + "\n")
    except OSError as exc:  # only a shortcut: the next opening reads the games themselves
        log.info("the history index was not written: %s", exc)


def _add_to_index(folder: Path, name: str, row: list[Any]) -> None:
    """One more game at the end of the index (a line: no need to write it all again), when the
    index is of this version. A line cut short by a crash loses that game only (it is read from
    its file), and the next scan writes the index whole again. Only a regular file is appended
    to: a link is never followed (it could point at any file of the player's), a pipe never
    waited on; the next scan replaces such an index."""
    path = folder / INDEX_FILE
    flags = os.O_RDWR | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_BINARY", 0)
    head = _index_head().encode()
    try:
        if os.path.islink(path):  # where O_NOFOLLOW is missing
            return
        fd = os.open(path, flags)
    except FileNotFoundError:
        return  # no index yet: the next scan writes it
    except OSError as exc:  # a link (ELOOP), a folder ...
        log.info("the new game is not in the history index yet: %s", exc)
        return
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or (hasattr(os, "geteuid") and st.st_uid != os.geteuid()):
            return
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        os.lseek(fd, 0, os.SEEK_SET)
        if os.read(fd, len(head) + 1) != head + b"\n":
            return  # none, or of the first version: the next scan writes it anew
        os.write(fd, (_index_line(name, row) + "\n").encode("utf-8"))
    except OSError as exc:
        log.info("the new game is not in the history index yet: %s", exc)
    finally:
        os.close(fd)


def _indexed(path: Path, key: tuple[int, int], index: dict[str, Any]) -> HistoryEntry | None:
    row = index.get(path.name)
    if isinstance(row, list) and len(row) == 3 and row[0] == key[0] and row[1] == key[1]:
        entry = _from_index(path, row[2])
        if entry is not None:
            _CACHE[path] = (key, entry)
        return entry
    return None


#: a finished game is replayed this many decisions at a time, so that a screen reading the
#: history (a step at a time) gets back to its frames during a long game (220,000 decisions take
#: 0.6 s of CPU); about 10 ms each
REPLAY_CHUNK = 4000
#: a file larger than this is parsed and read as a record a piece at a time, REPLAY_CHUNK items
#: of its lists a step (3.8 MB in one piece: 0.31 s and 0.23 s of CPU)
BIG_RECORD_BYTES = 256 * 1024


def _entry_steps(path: Path, index: dict[str, Any] | None = None
                 ) -> Generator[None, None, HistoryEntry]:
    """What the list shows of the game in `path` (its return value), read and checked a piece at
    a time by its game: it yields between the pieces of a long game. Raises DamagedFile,
    OSError, FileNotFoundError as the file is."""
    st = path.stat()
    key = (st.st_mtime_ns, st.st_size)
    hit = _CACHE.get(path)
    if hit is not None and hit[0] == key:
        return hit[1]
    if index:
        entry = _indexed(path, key, index)
        if entry is not None:
            return entry
    big = st.st_size > BIG_RECORD_BYTES
    if big:  # a long game: parsed, checked and replayed a piece at a time
        data = yield from parse_json_steps(read_bytes(path), chunk=REPLAY_CHUNK)
    else:
        data = read_json(path)
    unfinished = path.parent.name == UNFINISHED_FOLDER
    fmt = formats.owner(data, unfinished)
    if fmt is None:
        raise DamagedFile("the file is not a game of this app")
    read = fmt.read_unfinished if unfinished else fmt.read_finished
    entry = yield from read(path, data, st.st_mtime, big)
    _CACHE[path] = (key, entry)
    return entry


#: be moved aside under its own name plus ".broken-<time>" (most file systems stop at 255)
MAX_NAME_BYTES = 200


def _good_name(name: str) -> bool:
    try:
        return len(name.encode("utf-8")) <= MAX_NAME_BYTES  # a non-UTF-8 name cannot be encoded
    except UnicodeEncodeError:
        return False


def _paths(folder: Path, odd: list[Path] | None = None) -> list[Path]:
    """The `*.json` files of `folder`, by name. Only regular files with a sane name are listed
    (never through a link: lstat only, so a looping link is just an odd entry); the other
    `*.json` entries (a link, a folder, a pipe, a name not UTF-8 or too long) go to `odd`."""
    try:
        # scandir knows a plain file without a stat per name (10,000 past games: one listing)
        names: list[str] = []
        with os.scandir(folder) as found:
            for d in found:
                if not d.name.endswith(".json") or d.name.startswith("."):
                    continue
                try:
                    regular = d.is_file(follow_symlinks=False)
                except OSError:
                    regular = False
                if regular and _good_name(d.name):
                    names.append(d.name)
                elif odd is not None:
                    odd.append(folder / d.name)
        return [folder / name for name in sorted(names)]
    except FileNotFoundError:
        return []


def _set_aside_odd(path: Path) -> StorageWarning:
    """An entry of the history that is not a game file: moved aside (a name that cannot be shown
    or moved as it is gets a plain one) and said, so that it is said once."""
    if not _good_name(path.name):
        digest = hashlib.sha256(os.fsencode(path.name)).hexdigest()[:12]
        target = path.with_name(f"odd-name-{digest}.json.broken-{stamp()}")
        n = 2
        while os.path.lexists(target):
            target = path.with_name(f"odd-name-{digest}.json.broken-{stamp()}-{n}")
            n += 1
        try:
            os.replace(path, target)
        except OSError as exc:
            return note("history-odd-name", target, "A file in your history has a name that "
                        "cannot be shown; it is left out.", str(exc))
        return note("history-odd-name", target, "A file in your history had a name that cannot "
                    f"be shown; it is left out and was renamed {target.name}.")
    return damaged("history-not-a-file", path, f"An entry of your history ({path.name}) is not "
                   "a plain file (a link, a folder ...) and is left out; it {where}.")


class HistoryScan:
    """The history read a piece at a time, so that a screen stays alive while 10,000 games that
    the index does not know yet are replayed: `step()` reads on for a while and returns what it
    found; `entries` (newest first) and `warnings` grow as it goes; `done` once every file was
    read, and then the index has been written. Newest files are read first, so the top of the
    list is there first. Every file is checked as by `scan_history` (which is this, run to the
    end) before it is listed: a game that does not replay to its stored result is never listed;
    a damaged one is moved aside, its warning in `warnings`. A scan left unfinished writes
    nothing more (the files it moved aside are moved whole); the next one starts over."""

    def __init__(self) -> None:
        self.folder = data_location() / HISTORY_FOLDER
        self.warnings: list[StorageWarning] = []
        self.total = 0  # files to read (known once the first step listed the folders)
        self.read = 0  # files read so far, listed or not
        self.done = False
        self._pending: list[Path] | None = None  # still to read, the newest last
        self._index: dict[str, Any] = {}
        self._index_lines: list[bytes] = []  # the index's lines still to read (first of all)
        self._index_current = False  # the index is of this version (else written anew)
        self._found: list[tuple[tuple[float, str], HistoryEntry]] = []
        self._sorted: list[HistoryEntry] = []
        self._dirty = False
        self._games: dict[str, Any] = {}  # the index to write: the finished games found
        self._to_write: list[tuple[str, Any]] | None = None  # the index's rows still to write out
        self._written: list[str] = []  # ... and those written out (the text, line by line)
        # the file being read (a long game is replayed over several steps) and its reading
        self._current: tuple[Path, Generator[None, None, HistoryEntry]] | None = None

    @property
    def entries(self) -> list[HistoryEntry]:
        """The games listed so far, newest first."""
        if self._dirty:
            self._sorted = [e for _, e in self._found]
            self._dirty = False
        return self._sorted

    def _insert(self, entry: HistoryEntry) -> None:
        """Into `_found`, kept newest first: most games come older than all before them."""
        found = self._found
        key = (_sort_key(entry.date), entry.path.name)
        lo, hi = 0, len(found)
        if found and key < found[-1][0]:
            lo = hi
        while lo < hi:
            mid = (lo + hi) // 2
            if found[mid][0] > key:
                lo = mid + 1
            else:
                hi = mid
        found.insert(lo, (key, entry))
        self._dirty = True

    def _start(self) -> None:
        odd: list[Path] = []
        try:
            paths = _paths(self.folder, odd) + _paths(data_location() / UNFINISHED_FOLDER, odd)
        except OSError as exc:
            self.warnings.append(note("history-unreadable", self.folder,
                                      "Your game history could not be read.", str(exc)))
            self._pending = []
            self.done = True
            return
        # the names start with the time they were written: newest first (popped from the end)
        self._pending = sorted(paths, key=lambda p: p.name) if paths and \
            paths[-1].parent != self.folder else paths
        self.total = len(paths)
        self.warnings.extend(_set_aside_odd(p) for p in odd)
        self._index, lines, self._index_current = _open_index(self.folder, self.warnings)
        self._index_lines = lines[::-1]  # popped from the end: in the order written

    def step(self, budget: float | None = None, max_files: int | None = None) -> list[HistoryEntry]:
        """Read on: the index's lines first; then at least one file, and more until `budget`
        seconds have passed or `max_files` were read (None: no limit), or none is left; then the
        index is written. Each part goes on at the next step when the budget is spent (and
        always moves on by one line, one file or one row). Returns the games listed by this
        step. Never raises."""
        if self.done:
            return []
        t0 = time.perf_counter()
        if self._pending is None:
            self._start()
        pending = self._pending
        assert pending is not None
        lines = self._index_lines
        while lines:
            found = _index_row(lines.pop())  # later lines win: a game added again
            if found is not None:
                self._index[found[0]] = found[1]
            if budget is not None and time.perf_counter() - t0 >= budget:
                break
        if lines:
            return []
        new: list[HistoryEntry] = []
        count = 0
        moved = False
        while pending or self._current is not None:
            if moved and ((budget is not None and time.perf_counter() - t0 >= budget) or
                          (max_files is not None and count >= max_files)):
                break
            moved = True
            if self._current is None:
                p = pending.pop()
                self._current = (p, _entry_steps(p, self._index))
            finished, entry = self._read(*self._current)
            if not finished:
                continue  # a long game: replayed on, in this step or the next
            self._current = None
            count += 1
            self.read += 1
            if entry is not None:
                new.append(entry)
                self._insert(entry)
                hit = _CACHE.get(entry.path)
                if (entry.finished or entry.abandoned) and entry.path.parent == self.folder and hit is not None:
                    self._games[entry.path.name] = [hit[0][0], hit[0][1], _to_index(entry)]
        if not pending and self._current is None:
            self._finish(t0, budget)
        return new

    def _read(self, p: Path, steps: Generator[None, None, HistoryEntry]
              ) -> tuple[bool, HistoryEntry | None]:
        """Read on in file `p` (`steps`, its reading): (finished, its entry or None: damaged,
        gone or unreadable, its warning in `warnings`)."""
        try:
            next(steps)
            return False, None
        except StopIteration as done:
            entry: HistoryEntry = done.value
            return True, entry
        except FileNotFoundError:
            return True, None
        except DamagedFile as exc:
            _CACHE.pop(p, None)
            self.warnings.append(damaged("history-damaged", p,
                                         f"A finished game in your history ({p.name}) was damaged "
                                         "and is left out; it {where}.", exc.reason))
        except OSError as exc:
            self.warnings.append(note("history-unreadable", p,
                                      f"A finished game in your history ({p.name}) could not be "
                                      "read and is left out.", str(exc)))
        except Exception as exc:  # noqa: BLE001 - boundary: a file read; one odd file never breaks the menu (reported)
            _CACHE.pop(p, None)
            self.warnings.append(damaged("history-damaged", p,
                                         f"A finished game in your history ({p.name}) was damaged "
                                         "and is left out; it {where}.", repr(exc)))
        return True, None

    def _finish(self, t0: float, budget: float | None) -> None:
        """Every file was read: the index is written when it changed (its lines made within
        the budget, over as many steps as it takes; the file at once, atomically); then done."""
        if self._to_write is None:
            if self._games == self._index and self._index_current:
                self.done = True
                return
            self._to_write = list(self._games.items())[::-1]
            self._written = [_index_head()]
        rows = self._to_write
        while rows:
            self._written.append(_index_line(*rows.pop()))
            if budget is not None and time.perf_counter() - t0 >= budget:
                break
        if not rows:
            _write_text_index(self.folder, self._written)
            self.done = True


def scan_history() -> tuple[list[HistoryEntry], list[StorageWarning]]:
    """Every readable finished game, newest first, and a warning per damaged file (which is
    moved aside, renamed *.broken-<time>, so that it is reported once). Games in progress that
    were set aside for a new game (`<data>/unfinished/`) are listed too, `finished` False.
    Never raises. (A screen reads it a piece at a time: HistoryScan.)"""
    scan = HistoryScan()
    while not scan.done:
        scan.step()
    return list(scan.entries), scan.warnings


def _sort_key(date: str) -> float:
    try:
        d = _dt.datetime.fromisoformat(date)
        if d.tzinfo is None:
            d = d.astimezone()
        return d.timestamp()
    except ValueError:
        return 0.0


def list_history(warnings: list[StorageWarning] | None = None) -> list[HistoryEntry]:
    """Finished games, newest first. Damaged files are skipped (and moved aside); their warnings
    are appended to `warnings` if given (and logged). Never raises."""
    entries, found = scan_history()
    if warnings is not None:
        warnings.extend(found)
    return entries


__all__ = ["HistoryEntry", "HistoryScan", "scan_history", "list_history",
           "bring_back", "set_aside_slot", "move_to_unfinished", "note_written",
           "DEFAULT_GAME", "REPLAY_CHUNK", "BIG_RECORD_BYTES", "RECORD_STEP"]
