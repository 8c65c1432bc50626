"""Finished games: one JSON record each in `<data>/history/`, listed newest first, with stats.

A history file is the game's record (`diamant-record`, see diamant.engine.record) with its
`result` (scores, winners) and `meta.finished_at`. It replays to the exact game.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diamant.engine import Game, GameRecord, RecordError, replay

from .files import (DamagedFile, StorageError, StorageWarning, damaged, note, read_json,
                    write_json)
from .paths import data_location, history_dir

HISTORY_FOLDER = "history"


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

    @property
    def winner_names(self) -> tuple[str, ...]:
        return tuple(self.names[s] for s in self.winners)

    @property
    def human_won(self) -> bool:
        return any(s in self.winners for s in self.human_seats)

    def load_record(self) -> GameRecord:
        """The full record (to replay the game). Raises RecordError."""
        return GameRecord.load(self.path)


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


def add_to_history(record: GameRecord, game: Game, *, now: _dt.datetime | None = None) -> Path:
    """Keep a finished game. The decisions are taken from `game` (the truth), the seats and meta
    from `record`; `now` is when it ended (default: the wall time). Returns the new file's path.
    Raises StorageError (not finished, mismatched record, or the file cannot be written)."""
    if not game.is_over:
        raise StorageError("only a finished game goes into the history")
    if record.seed != game.seed or record.ruleset != game.ruleset or \
            len(record.seats) != game.players:
        raise StorageError("the record does not describe this game")
    now = now if now is not None else _now()
    finished_at = now.isoformat(timespec="seconds")
    full = GameRecord.of(game, record.seats, {**record.meta, "finished_at": finished_at}, record.theme)
    data = full.to_dict(game)
    folder = history_dir()
    base = f"{now.strftime('%Y%m%d-%H%M%S')}-{game.seed}"
    path = folder / f"{base}.json"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}.json"
        n += 1
    write_json(path, data)
    return path


# an in-process cache: a history file is replayed (checked) once per (name, mtime, size)
_CACHE: dict[Path, tuple[tuple[int, int], HistoryEntry]] = {}


def _int_list(v: Any, n: int | None = None) -> tuple[int, ...]:
    if not isinstance(v, list) or any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise DamagedFile("the result is not a list of numbers")
    if n is not None and len(v) != n:
        raise DamagedFile("the result does not match the seats")
    return tuple(v)


def _entry(path: Path) -> HistoryEntry:
    st = path.stat()
    key = (st.st_mtime_ns, st.st_size)
    hit = _CACHE.get(path)
    if hit is not None and hit[0] == key:
        return hit[1]
    data = read_json(path)
    try:
        record = GameRecord.from_dict(data)
    except RecordError as exc:
        raise DamagedFile(str(exc)) from None
    result = data.get("result")
    if not isinstance(result, dict):
        raise DamagedFile("the record has no result")
    players = len(record.seats)
    scores = _int_list(result.get("scores"), players)
    winners = _int_list(result.get("winners"))
    try:
        game, _ = replay(record)
    except RecordError as exc:
        raise DamagedFile(str(exc)) from None
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


def scan_history() -> tuple[list[HistoryEntry], list[StorageWarning]]:
    """Every readable finished game, newest first, and a warning per damaged file (which is
    moved aside, renamed *.broken-<time>, so that it is reported once). Never raises."""
    folder = data_location() / HISTORY_FOLDER
    try:
        paths = sorted(p for p in folder.iterdir() if p.suffix == ".json" and p.is_file()
                       and not p.name.startswith("."))
    except FileNotFoundError:
        return [], []
    except OSError as exc:
        return [], [note("history-unreadable", folder,
                         "Your game history could not be read.", str(exc))]
    entries: list[HistoryEntry] = []
    warnings: list[StorageWarning] = []
    for p in paths:
        try:
            entries.append(_entry(p))
        except FileNotFoundError:
            continue
        except DamagedFile as exc:
            _CACHE.pop(p, None)
            warnings.append(damaged("history-damaged", p,
                                    f"A finished game in your history ({p.name}) was damaged and "
                                    "is left out; it {where}.", exc.reason))
        except OSError as exc:
            warnings.append(note("history-unreadable", p,
                                 f"A finished game in your history ({p.name}) could not be read "
                                 "and is left out.", str(exc)))
        except Exception as exc:  # noqa: BLE001 - boundary: a file read; one odd file never breaks the menu (reported)
            _CACHE.pop(p, None)
            warnings.append(damaged("history-damaged", p,
                                    f"A finished game in your history ({p.name}) was damaged and "
                                    "is left out; it {where}.", repr(exc)))
    entries.sort(key=lambda e: (_sort_key(e.date), e.path.name), reverse=True)
    return entries, warnings


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


def history_stats(entries: list[HistoryEntry] | None = None) -> dict[str, Any]:
    """Totals over the history:

    games: finished games; human_games: those with at least one human seat;
    played / wins: per human name, games played and won (a shared win counts for each winner);
    best_score: {"score", "name", "date", "edition"} of the best human score, or None;
    bots: per bot name (level), {"games": games with a human against it,
          "wins": those a human won}.
    """
    if entries is None:
        entries = list_history()
    played: dict[str, int] = {}
    wins: dict[str, int] = {}
    bots: dict[str, dict[str, int]] = {}
    best: dict[str, Any] | None = None
    human_games = 0
    for e in entries:
        if not e.human_seats:
            continue
        human_games += 1
        for s in e.human_seats:
            name = e.names[s]
            played[name] = played.get(name, 0) + 1
            if s in e.winners:
                wins[name] = wins.get(name, 0) + 1
            if best is None or e.scores[s] > best["score"]:
                best = {"score": e.scores[s], "name": name, "date": e.date,
                        "edition": e.edition}
        for level in sorted({b for b in e.bots if b is not None}):
            row = bots.setdefault(level, {"games": 0, "wins": 0})
            row["games"] += 1
            row["wins"] += e.human_won
    return {"games": len(entries), "human_games": human_games, "played": played, "wins": wins,
            "best_score": best, "bots": bots}


__all__ = ["HistoryEntry", "add_to_history", "scan_history", "list_history", "history_stats"]
