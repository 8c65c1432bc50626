"""Finished games: one JSON record each in `<data>/history/`, listed newest first, with stats.

A history file is the game's record (`diamant-record`, see diamant.games.diamant.engine.record) with its
`result` (scores, winners) and `meta.finished_at`. It replays to the exact game. A Diamonds Club
game is its own record (`diamonds-club-record`, see diamant.games.club.record) with its `result` and a
`meta` of its own (`finished_at`, the seats' `colours`); its entry says `game="club"` (an entry
without a game is Diamant's).
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import stat
import time
from dataclasses import dataclass, replace
from pathlib import Path
from collections.abc import Generator
from typing import Any

from diamant.games.diamant.engine import Game, GameRecord, RecordError, RulesError
from diamant.games.diamant.engine.record import decision_limit
from diamant.safefile import parse_json_steps

from .files import (DamagedFile, StorageError, StorageWarning, atomic_write_text, damaged, log,
                    move_aside, note, parse_json, read_bytes, read_json, stamp, write_finished_game)
from .migrations import SAVE_FORMAT, check_and_migrate
from .paths import UNFINISHED_FOLDER, data_location
from diamant.games.diamant.saves import BEFORE_SAVE, clear_saved_game, parse_save, save_path
from .club_history import move_to_unfinished, set_aside_slot, store_club_game, store_finished_slot
from .slots import CLUB_SAVE_FORMAT, club_game_of, slot_path

HISTORY_FOLDER = "history"


#: a long record's decisions are read and checked this many at a time (a few ms)
RECORD_STEP = 4000


@dataclass(frozen=True)
class HistoryEntry:
    path: Path
    date: str  # ISO 8601 local time the game finished
    edition: str  # classic, iello, relic-hunt, incan-gold, custom
    players: int
    names: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]  # seats (ties: several)
    human_seats: tuple[int, ...]
    bots: tuple[str | None, ...]  # per seat: the bot's name, None for humans
    seed: int
    secret_chests: bool = False
    finished: bool = True  # False: a game in progress set aside when another one was started
    game: str = "diamant"  # which game of the app: "diamant" or "club" (Diamonds Club)
    colours: tuple[int, ...] = ()  # per seat, a Diamonds Club seat's colour (0..3); () for Diamant

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.names[s] for s in self.winners)

    @property
    def human_won(self) -> bool:
        return any(s in self.winners for s in self.human_seats)

    def load_club_record(self) -> dict[str, Any]:
        """The Diamonds Club record of a club entry (diamant.games.club.record's dict, checked: it
        replays). Raises RecordError (OSError: unreadable)."""
        try:
            data = read_json(self.path)
            if not isinstance(data, dict):
                raise DamagedFile("the file does not hold a JSON object")
            club_game_of(data)
        except FileNotFoundError:
            raise RecordError(f"no such record: {self.path}") from None
        except DamagedFile as exc:
            raise RecordError(exc.reason) from None
        return data

    def load_record(self) -> GameRecord:
        """The full record (to replay the game). Raises RecordError (OSError: unreadable)."""
        if self.game != "diamant":
            raise RecordError("a Diamonds Club game has a record of its own (load_club_record)")
        try:
            data = read_json(self.path)
        except FileNotFoundError:
            raise RecordError(f"no such record: {self.path}") from None
        except DamagedFile as exc:
            raise RecordError(exc.reason) from None
        if self.path.parent.name == UNFINISHED_FOLDER:  # a game set aside: kept as its autosave
            try:
                data = check_and_migrate(data, SAVE_FORMAT).get("record")
            except DamagedFile as exc:
                raise RecordError(exc.reason) from None
        return GameRecord.from_dict(data)

    def load_record_steps(self, chunk: int = RECORD_STEP) -> Generator[None, None, GameRecord]:
        """`load_record` a piece at a time (its return value): the JSON read and the decisions
        checked `chunk` items at a time, yielding in between, so that a screen draws while a
        record of a few MB is read (a third of a second in one piece, twice that to check)."""
        if self.game != "diamant" or self.path.parent.name == UNFINISHED_FOLDER:
            yield
            return self.load_record()  # (a club record, a save: not read in pieces)
        try:
            data = yield from parse_json_steps(read_bytes(self.path), chunk=chunk)
        except FileNotFoundError:
            raise RecordError(f"no such record: {self.path}") from None
        except DamagedFile as exc:
            raise RecordError(exc.reason) from None
        return (yield from record_steps(data, chunk))


def record_steps(data: Any, chunk: int = RECORD_STEP) -> Generator[None, None, GameRecord]:
    """`GameRecord.from_dict(data)` a piece at a time (its return value, its RecordErrors):
    the decisions are checked `chunk` at a time, yielding in between."""
    raw = data.get("decisions") if isinstance(data, dict) else None
    if not isinstance(raw, list) or len(raw) <= chunk:
        return GameRecord.from_dict(data)
    head = GameRecord.from_dict({**data, "decisions": []})  # all but the decisions, checked
    if len(raw) > decision_limit(head.ruleset, len(head.seats)):
        GameRecord.from_dict(data)  # says it as it says it (more than its game can hold)
    decisions: list[Any] = []
    for i in range(0, len(raw), chunk):
        yield
        decisions.extend(GameRecord.from_dict({**data, "decisions": raw[i:i + chunk]}).decisions)
    return replace(head, decisions=decisions)


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


def add_to_history(record: GameRecord, game: Game, *, now: _dt.datetime | None = None) -> Path:
    """Keep a finished game. The decisions are taken from `game` (the truth), the seats and meta
    from `record`; `now` is when it ended (default: the wall time). Returns the new file's path.
    Raises StorageError (not finished, mismatched record, or the file cannot be written).

    A game that could not be written is remembered and written before the next one (or by
    `store_unstored`), so a full disk that frees up later loses nothing of this session."""
    if not game.is_over:
        raise StorageError("only a finished game goes into the history")
    if record.seed != game.seed or record.ruleset != game.ruleset or \
            len(record.seats) != game.players:
        raise StorageError("the record does not describe this game")
    now = now if now is not None else _now()
    store_unstored()
    try:
        return _write_finished(record, game, now)
    except StorageError:
        if not any(g is game for _, g, _ in _UNSTORED):
            _UNSTORED.append((record, game, now))
        raise


#: finished games whose history file could not be written yet (a full disk ...), oldest first
_UNSTORED: list[tuple[GameRecord, Game, _dt.datetime]] = []


def store_unstored() -> list[Path]:
    """Write the finished games that could not be written before. Never raises; the games still
    not written stay remembered."""
    stored = []
    for item in list(_UNSTORED):
        try:
            stored.append(_write_finished(*item))
        except OSError:
            break  # still no room: try again at the next write
        _UNSTORED.remove(item)
    return stored


BEFORE_SAVE.append(store_unstored)


def _write_finished(record: GameRecord, game: Game, now: _dt.datetime) -> Path:
    finished_at = now.isoformat(timespec="seconds")
    full = GameRecord.of(game, record.seats, {**record.meta, "finished_at": finished_at}, record.theme)
    data = full.to_dict(game)
    path = write_finished_game(f"{now.strftime('%Y%m%d-%H%M%S')}-{game.seed}", data)
    try:  # the list knows it at once (the index), without reading it back
        st = path.stat()
        entry = _summary(path, full, game, finished_at)
        _CACHE[path] = ((st.st_mtime_ns, st.st_size), entry)
        _add_to_index(path.parent, path.name, [st.st_mtime_ns, st.st_size, _to_index(entry)])
    except OSError as exc:
        log.info("the new game is not in the history index yet: %s", exc)
    return path


def _summary(path: Path, record: GameRecord, game: Game, date: str) -> HistoryEntry:
    return HistoryEntry(
        path=path, date=date, edition=record.ruleset.name, players=len(record.seats),
        names=tuple(s.name for s in record.seats), scores=tuple(game.scores()),
        winners=tuple(game.winners()),
        human_seats=tuple(i for i, s in enumerate(record.seats) if s.kind == "human"),
        bots=tuple(s.bot if s.kind == "bot" else None for s in record.seats),
        seed=record.seed, secret_chests=record.ruleset.secret_chests)


def store_finished_autosave() -> Path | None:
    """A finished game left in the autosave (its history file could not be written when it
    ended) goes into the history now, and the autosave is cleared. Anything else in the autosave
    (a game in progress, a damaged file: Continue reports it) is left alone. Never raises."""
    path = save_path()
    try:
        if not path.is_file():
            return None
        saved = parse_save(check_and_migrate(read_json(path), SAVE_FORMAT))
    except Exception as exc:  # noqa: BLE001 - boundary: a file read; Continue reports this file
        log.info("the autosave was not looked at for an ended game: %r", exc)
        return None
    if saved.game is None or not saved.game.is_over:
        return None
    when = saved.record.meta.get("finished_at")
    try:
        now = _dt.datetime.fromisoformat(when) if isinstance(when, str) else None
    except ValueError:
        now = None
    try:
        stored = _write_finished(saved.record, saved.game, now or _now())
    except OSError:
        return None
    clear_saved_game()
    return stored


def set_aside_saved_game(now: _dt.datetime | None = None) -> Path | None:
    """Keep the autosave (a game in progress about to be replaced by a new game) in
    `<data>/unfinished/`, where the history lists it; None if there is no autosave. Raises
    StorageError if it exists and cannot be moved (then the new game must not overwrite it)."""
    src = save_path()
    if not src.is_file():
        return None
    if store_finished_autosave() is not None:
        return None
    return move_to_unfinished(src, "autosave", now if now is not None else _now())


def bring_back(entry: HistoryEntry) -> None:
    """Make an unfinished game of the history the game in progress again (the autosave), so that
    Continue plays it on. A game in progress is set aside first. Raises StorageError."""
    if entry.finished:
        raise StorageError("only an unfinished game can be continued")
    if entry.game == "diamant":
        set_aside_saved_game()
        target = save_path()
    else:  # another game's autosave (its slot)
        set_aside_slot(entry.game)
        target = slot_path(entry.game)
    try:
        os.replace(entry.path, target)
    except OSError as exc:
        raise StorageError(f"cannot bring the game back: {exc}") from exc
    _CACHE.pop(entry.path, None)


# an in-process cache: a history file is replayed (checked) once per (name, mtime, size)
_CACHE: dict[Path, tuple[tuple[int, int], HistoryEntry]] = {}


def _int_list(v: Any, n: int | None = None) -> tuple[int, ...]:
    if not isinstance(v, list) or any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise DamagedFile("the result is not a list of numbers")
    if n is not None and len(v) != n:
        raise DamagedFile("the result does not match the seats")
    return tuple(v)


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


#: written only for another game than Diamant (an index of older versions has neither)
_OPTIONAL = ("game", "colours")


def _to_index(entry: HistoryEntry) -> dict[str, Any]:
    row = {f: list(v) if isinstance(v, tuple) else v
           for f, v in ((f, getattr(entry, f)) for f in _FIELDS)}
    if entry.game != "diamant":
        row.update(game=entry.game, colours=list(entry.colours))
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
        game = d.get("game", "diamant")
        colours = d.get("colours", [])
        if not isinstance(game, str) or not isinstance(colours, list) or \
                not all(type(c) is int for c in colours):
            return None
        return HistoryEntry(path=path, date=d["date"], edition=d["edition"], players=n,
                            names=tuple(d["names"]), scores=tuple(d["scores"]),
                            winners=tuple(d["winners"]), human_seats=tuple(d["human_seats"]),
                            bots=tuple(d["bots"]), seed=d["seed"],
                            secret_chests=d["secret_chests"], game=game, colours=tuple(colours))
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


def replay(record: GameRecord) -> Generator[None, None, Game]:
    """The game at the end of `record`, replayed a piece at a time: it yields before every
    REPLAY_CHUNK decisions. Raises DamagedFile if the decisions do not fit the game."""
    game = record.new_game()
    decisions = record.decisions
    try:
        game.start()
        for i in range(0, len(decisions), REPLAY_CHUNK):
            yield
            for seat, d in decisions[i:i + REPLAY_CHUNK]:
                game.decide(int(seat), d)
    except RulesError as exc:
        raise DamagedFile(f"the record's decisions do not fit its game: {exc}") from None
    return game


def _entry_steps(path: Path, index: dict[str, Any] | None = None
                 ) -> Generator[None, None, HistoryEntry]:
    """What the list shows of the game in `path` (its return value), read and checked a piece at
    a time: it yields after every REPLAY_CHUNK decisions of its replay. Raises DamagedFile,
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
    from diamant.games.club import RECORD_FORMAT as CLUB_RECORD_FORMAT  # the rules load when a file is read

    if isinstance(data, dict) and data.get("format") == CLUB_RECORD_FORMAT:
        entry = _club_entry(path, data, st.st_mtime)
        _CACHE[path] = (key, entry)
        return entry
    if path.parent.name == UNFINISHED_FOLDER and isinstance(data, dict) and \
            data.get("format") == CLUB_SAVE_FORMAT:
        entry = _club_unfinished_entry(path, data, st.st_mtime)
        _CACHE[path] = (key, entry)
        return entry
    if path.parent.name == UNFINISHED_FOLDER:
        entry = _unfinished_entry(path, data)
        _CACHE[path] = (key, entry)
        return entry
    try:
        record = (yield from record_steps(data, REPLAY_CHUNK)) if big else GameRecord.from_dict(data)
    except RecordError as exc:
        raise DamagedFile(str(exc)) from None
    result = data.get("result")
    if not isinstance(result, dict):
        raise DamagedFile("the record has no result")
    players = len(record.seats)
    scores = _int_list(result.get("scores"), players)
    winners = _int_list(result.get("winners"))
    game = yield from replay(record)
    if not game.is_over or game.scores() != scores or game.winners() != winners:
        raise DamagedFile("the stored result does not match the replayed game")
    date = record.meta.get("finished_at")
    if not isinstance(date, str):
        date = _dt.datetime.fromtimestamp(st.st_mtime).astimezone().isoformat(timespec="seconds")
    entry = HistoryEntry(
        path=path, date=date, edition=record.ruleset.name, players=players,
        names=tuple(s.name for s in record.seats), scores=scores, winners=winners,
        human_seats=tuple(i for i, s in enumerate(record.seats) if s.kind == "human"),
        bots=tuple(s.bot if s.kind == "bot" else None for s in record.seats),
        seed=record.seed, secret_chests=record.ruleset.secret_chests)
    _CACHE[path] = (key, entry)
    return entry


def _club_entry(path: Path, data: dict[str, Any], mtime: float) -> HistoryEntry:
    """A finished Diamonds Club game of the history: it must replay to its stored result."""
    game = club_game_of(data)  # DamagedFile: not a record, or its actions or result do not fit
    if not game.is_over or not isinstance(data.get("result"), dict):
        raise DamagedFile("the Diamonds Club game has no result")
    seats = data.get("seats") or [{"name": f"{i + 1}", "kind": "bot", "bot": None}
                                  for i in range(game.players)]
    meta: dict[str, Any] = data["meta"] if isinstance(data.get("meta"), dict) else {}
    date = meta.get("finished_at")
    if not isinstance(date, str):
        date = _dt.datetime.fromtimestamp(mtime).astimezone().isoformat(timespec="seconds")
    colours = meta.get("colours")
    if not (isinstance(colours, list) and len(colours) == game.players and
            all(type(c) is int and 0 <= c <= 3 for c in colours)):
        colours = list(range(game.players))
    return HistoryEntry(
        path=path, date=date, edition="club", players=game.players,
        names=tuple(s["name"] for s in seats),
        scores=tuple(line.total for line in game.score_lines()), winners=tuple(game.winners()),
        human_seats=tuple(i for i, s in enumerate(seats) if s.get("kind") == "human"),
        bots=tuple(s.get("bot") if s.get("kind") == "bot" else None for s in seats),
        seed=game.seed, game="club", colours=tuple(colours))


def _club_unfinished_entry(path: Path, data: dict[str, Any], mtime: float) -> HistoryEntry:
    """A Diamonds Club game in progress set aside for a new one (its autosave as it was): it must
    replay. Its scores are the points so far."""
    game = club_game_of(data)  # DamagedFile: not a save, or its actions do not replay
    seats = data.get("seats")
    if not (isinstance(seats, list) and len(seats) == game.players and
            all(isinstance(s, dict) for s in seats)):
        seats = [{"name": f"{i + 1}", "bot": None} for i in range(game.players)]
    colours = [s.get("colour") for s in seats]
    if not all(type(c) is int and 0 <= c <= 3 for c in colours):
        colours = list(range(game.players))
    over = game.is_over
    date = _dt.datetime.fromtimestamp(mtime).astimezone().isoformat(timespec="seconds")
    return HistoryEntry(
        path=path, date=date, edition="club", players=game.players,
        names=tuple(str(s.get("name", "")) for s in seats),
        scores=tuple(line.total for line in game.score_lines()),
        winners=tuple(game.winners()) if over else (),
        human_seats=tuple(i for i, s in enumerate(seats) if s.get("bot") is None),
        bots=tuple(s.get("bot") for s in seats), seed=game.seed, finished=False, game="club",
        colours=tuple(colours))


def _unfinished_entry(path: Path, data: Any) -> HistoryEntry:
    saved = parse_save(check_and_migrate(data, SAVE_FORMAT))  # DamagedFile, NewerSchema
    record, game = saved.record, saved.game
    assert game is not None
    over = game.is_over  # an ended game whose history file could not be written
    return HistoryEntry(
        path=path, date=saved.saved_at, edition=record.ruleset.name, players=len(record.seats),
        names=tuple(s.name for s in record.seats), scores=game.scores(),
        winners=game.winners() if over else (),
        human_seats=tuple(i for i, s in enumerate(record.seats) if s.kind == "human"),
        bots=tuple(s.bot if s.kind == "bot" else None for s in record.seats),
        seed=record.seed, secret_chests=record.ruleset.secret_chests, finished=over)


#: the longest file name (UTF-8 bytes) listed: ours are about 40; a longer one could not even
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
                if entry.finished and entry.path.parent == self.folder and hit is not None:
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


class HistoryTotals:
    """The totals of `history_stats`, counted a game at a time (a list that fills: each game
    counted once, not the whole list again): `stats()` is history_stats' dict. Of equal best
    scores, the first counted's; or, when games are added with `ranked=True`, the one of the
    game first in the list (newest first: `HistoryScan.entries`' order), whatever the order in
    which they were counted."""

    def __init__(self) -> None:
        self.games = 0
        self.human_games = 0
        self.played: dict[str, int] = {}
        self.wins: dict[str, int] = {}
        self.bots: dict[str, dict[str, int]] = {}
        self.best: dict[str, Any] | None = None
        self._best_key: tuple[float, str] = (0.0, "")  # the best score's game, as the list sorts

    def add(self, e: HistoryEntry, ranked: bool = False) -> None:
        if not e.finished:  # a game set aside unfinished has no result
            return
        self.games += 1
        # the players, the best score and the bots are Diamant's (another game scores otherwise)
        if e.game != "diamant" or not e.human_seats:
            return
        self.human_games += 1
        for s in e.human_seats:
            name = e.names[s]
            self.played[name] = self.played.get(name, 0) + 1
            if s in e.winners:
                self.wins[name] = self.wins.get(name, 0) + 1
            score = e.scores[s]
            if self.best is None or score > self.best["score"] or (
                    ranked and score == self.best["score"] and self._key(e) > self._best_key):
                self.best = {"score": score, "name": name, "date": e.date, "edition": e.edition}
                if ranked:
                    self._best_key = self._key(e)
        for level in sorted({b for b in e.bots if b is not None}):
            row = self.bots.setdefault(level, {"games": 0, "wins": 0})
            row["games"] += 1
            row["wins"] += e.human_won

    @staticmethod
    def _key(e: HistoryEntry) -> tuple[float, str]:
        return _sort_key(e.date), e.path.name  # as HistoryScan sorts

    def stats(self) -> dict[str, Any]:
        return {"games": self.games, "human_games": self.human_games, "played": dict(self.played),
                "wins": dict(self.wins), "best_score": None if self.best is None else dict(self.best),
                "bots": {level: dict(row) for level, row in self.bots.items()}}


def history_stats(entries: list[HistoryEntry] | None = None) -> dict[str, Any]:
    """Totals over the history:

    games: finished games (of every game; the rest counts Diamant's only); human_games: those with at least one human seat;
    played / wins: per human name, games played and won (a shared win counts for each winner);
    best_score: {"score", "name", "date", "edition"} of the best human score, or None;
    bots: per bot name (level), {"games": games with a human against it,
          "wins": those a human won}.
    """
    if entries is None:
        entries = list_history()
    totals = HistoryTotals()
    for e in entries:
        totals.add(e)
    return totals.stats()


__all__ = ["HistoryEntry", "HistoryScan", "HistoryTotals", "add_to_history", "scan_history", "list_history", "history_stats",
           "store_unstored", "store_finished_autosave", "set_aside_saved_game", "bring_back",
           "store_club_game", "store_finished_slot"]
