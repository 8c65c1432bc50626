"""Diamant's files in the history: its finished games (`<data>/history/<time>-<seed>.json`, the
game's record with its `result` and `meta.finished_at`; it replays to the exact game) and its game
in progress set aside (`<data>/unfinished/`, the autosave as it was). Registered with storage
(diamant.storage.formats) when imported; storage's history lists them with every game's.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Generator
from dataclasses import replace
from pathlib import Path
from typing import Any

from diamant.games.diamant.engine import Game, GameRecord, RecordError, RulesError
from diamant.games.diamant.engine import replay as record_replay
from diamant.games.diamant.engine.record import RECORD_FORMAT, decision_limit
from diamant.safefile import parse_json_steps
from diamant.storage import formats, history as _history
from diamant.storage.files import DamagedFile, StorageError, log, read_bytes, read_json, write_finished_game
from diamant.storage.history import HistoryEntry, move_to_unfinished, note_written
from diamant.storage.migrations import SAVE_FORMAT, check_and_migrate
from diamant.storage.paths import UNFINISHED_FOLDER

from .saves import BEFORE_SAVE, clear_saved_game, parse_save, save_path

#: a long record's decisions are read and checked this many at a time (a few ms)
RECORD_STEP = 4000


def load_record(entry: HistoryEntry) -> GameRecord:
    """The full record of a listed game (to replay it). Raises RecordError (OSError: unreadable)."""
    if entry.game != "diamant":
        raise RecordError("a game of another kind has a record of its own")
    try:
        data = read_json(entry.path)
    except FileNotFoundError:
        raise RecordError(f"no such record: {entry.path}") from None
    except DamagedFile as exc:
        raise RecordError(exc.reason) from None
    if entry.path.parent.name == UNFINISHED_FOLDER:  # a game set aside: kept as its autosave
        try:
            data = check_and_migrate(data, SAVE_FORMAT).get("record")
        except DamagedFile as exc:
            raise RecordError(exc.reason) from None
    return GameRecord.from_dict(data)


def load_record_steps(entry: HistoryEntry, chunk: int = RECORD_STEP) -> Generator[None, None, GameRecord]:
    """`load_record` a piece at a time (its return value): the JSON read and the decisions
    checked `chunk` items at a time, yielding in between, so that a screen draws while a
    record of a few MB is read (a third of a second in one piece, twice that to check)."""
    if entry.game != "diamant" or entry.path.parent.name == UNFINISHED_FOLDER:
        yield
        return load_record(entry)  # (a save: not read in pieces)
    try:
        data = yield from parse_json_steps(read_bytes(entry.path), chunk=chunk)
    except FileNotFoundError:
        raise RecordError(f"no such record: {entry.path}") from None
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


def add_abandoned(record: GameRecord, game: Game, *, now: _dt.datetime | None = None) -> Path:
    """Keep a game that stopped before its end (an online table whose host left) in the history as
    far as it went: `record` (its `meta["abandoned"]` says why; its `reveals`, the cards shown,
    when its seed is not known here) must replay to `game`. It is listed unfinished and watched
    again, never continued. Returns the new file's path; StorageError when it cannot be written."""
    if not record.abandoned:
        raise StorageError("a game kept before its end says why it stopped")
    try:
        replayed, _ = record_replay(record)
    except RecordError as exc:
        raise StorageError(f"the game so far does not replay: {exc}") from None
    if replayed.scores() != game.scores() or replayed.round != game.round:
        raise StorageError("the record does not describe this game")
    now = now if now is not None else _now()
    date = now.isoformat(timespec="seconds")
    full = replace(record, meta={**record.meta, "finished_at": date})
    path = write_finished_game(f"{now.strftime('%Y%m%d-%H%M%S')}-left-{record.seed}", full.to_dict())
    note_written(replace(_summary(path, full, replayed, date), winners=(), finished=False, abandoned=True))
    return path


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
    note_written(_summary(path, full, game, finished_at))  # the list knows it at once
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


def _int_list(v: Any, n: int | None = None) -> tuple[int, ...]:
    if not isinstance(v, list) or any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise DamagedFile("the result is not a list of numbers")
    if n is not None and len(v) != n:
        raise DamagedFile("the result does not match the seats")
    return tuple(v)


def replay(record: GameRecord) -> Generator[None, None, Game]:
    """The game at the end of `record`, replayed a piece at a time: it yields before every
    _history.REPLAY_CHUNK decisions. Raises DamagedFile if the decisions do not fit the game."""
    game = record.new_game()
    decisions = record.decisions
    try:
        game.start()
        for i in range(0, len(decisions), _history.REPLAY_CHUNK):
            yield
            for seat, d in decisions[i:i + _history.REPLAY_CHUNK]:
                game.decide(int(seat), d)
    except RulesError as exc:
        raise DamagedFile(f"the record's decisions do not fit its game: {exc}") from None
    return game


def _finished_entry(path: Path, data: Any, mtime: float, big: bool) -> Generator[None, None, HistoryEntry]:
    """A finished game of the history, read and checked a piece at a time (`big`: its decisions
    too): it must replay to its stored result. Raises DamagedFile."""
    try:
        record = (yield from record_steps(data, _history.REPLAY_CHUNK)) if big else GameRecord.from_dict(data)
    except RecordError as exc:
        raise DamagedFile(str(exc)) from None
    players = len(record.seats)
    result = data.get("result")
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    if record.abandoned and result is None:  # kept as far as it went: no result to match
        game = yield from replay(record)
        if game.is_over:
            raise DamagedFile("a game kept before its end replays to its end")
        scores, winners = tuple(game.scores()), ()
    else:
        if not isinstance(result, dict):
            raise DamagedFile("the record has no result")
        scores = _int_list(result.get("scores"), players)
        winners = _int_list(result.get("winners"))
        game = yield from replay(record)
        if not game.is_over or game.scores() != scores or game.winners() != winners:
            raise DamagedFile("the stored result does not match the replayed game")
    date = record.meta.get("finished_at")
    if not isinstance(date, str):
        date = _dt.datetime.fromtimestamp(mtime).astimezone().isoformat(timespec="seconds")
    return HistoryEntry(
        path=path, date=date, edition=record.ruleset.name, players=players,
        names=tuple(s.name for s in record.seats), scores=scores, winners=winners,
        human_seats=tuple(i for i, s in enumerate(record.seats) if s.kind == "human"),
        bots=tuple(s.bot if s.kind == "bot" else None for s in record.seats),
        seed=record.seed, secret_chests=record.ruleset.secret_chests,
        finished=not record.abandoned or result is not None, abandoned=record.abandoned and result is None)


def _unfinished_entry(path: Path, data: Any, mtime: float, big: bool) -> Generator[None, None, HistoryEntry]:
    yield from ()
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


FORMAT = formats.register(formats.GameFormat(
    "diamant", owns_finished=formats.format_is(RECORD_FORMAT), read_finished=_finished_entry,
    owns_unfinished=formats.format_is(SAVE_FORMAT), read_unfinished=_unfinished_entry, load=load_record,
    load_steps=load_record_steps, save_path=save_path, set_aside=set_aside_saved_game,
    store_finished=store_finished_autosave, totals=True, fallback=True))

__all__ = ["add_to_history", "add_abandoned", "store_unstored", "store_finished_autosave", "set_aside_saved_game",
           "load_record", "load_record_steps", "record_steps", "replay", "RECORD_STEP", "FORMAT"]
