"""Diamonds Club's files: its game in progress (the club's slot, `<data>/autosave-club.json`: the
seats and the record) and its finished games in the history (`<data>/history/<time>-club-<seed>.json`,
its own record with its `result` and a `meta` of its own: `finished_at`, the seats' `colours`),
registered with storage (diamant.storage.formats) when imported; storage's history lists them
with every game's. The table stores a game at its end; a finished game left in the autosave is
stored later. Nothing of Diamant's engine is needed here, nor pygame.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Generator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diamant.storage import formats
from diamant.storage.files import DamagedFile, StorageError, log, read_json, write_finished_game
from diamant.storage.history import HistoryEntry, move_to_unfinished, set_aside_slot
from diamant.storage.slots import NewerSlot, clear_slot, peek_slot, slot_path

if TYPE_CHECKING:  # the rules load only when a club file is read
    from diamant.games.club import ClubGame

__all__ = ["store_club_game", "store_finished_slot", "set_aside_slot", "move_to_unfinished",
           "CLUB_SAVE_FORMAT", "CLUB_SAVE_VERSION", "check_club_save", "club_game_of", "load_club_record",
           "FORMAT"]

CLUB_SAVE_FORMAT = "diamonds-club-save"
CLUB_SAVE_VERSION = 1
#: the club's record (diamant.games.club.record.RECORD_FORMAT; written here so that registering
#: does not load the rules)
CLUB_RECORD_FORMAT = "diamonds-club-record"


def _now() -> _dt.datetime:
    return _dt.datetime.now().astimezone()


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



def store_club_game(save: dict[str, Any], *, now: _dt.datetime | None = None,
                    abandoned: str | None = None) -> Path:
    """Keep a finished Diamonds Club game in the history: `save` is the dict its session autosaves
    (`{"format": "diamonds-club-save", "record": ..., "seats": [{"name", "colour", "bot"}...]}`)
    or the bare club record. `now`: when it ended (default: the wall time). Returns the new file's
    path. Raises StorageError: the game is not over, the record does not replay, or the file
    cannot be written. (A finished game left in the club's autosave is stored by
    `store_finished_slot`, so the table may simply leave its last autosave when this fails.)

    `abandoned` (why: "host-left", an online table whose host left): a game that stopped before
    its end, kept as far as it went, without a result; it is listed unfinished and watched again,
    never continued."""
    try:
        game = club_game_of(save)
    except DamagedFile as exc:
        raise StorageError(f"not a Diamonds Club game that replays: {exc.reason}") from None
    if not game.is_over and abandoned is None:
        raise StorageError("only a finished game goes into the history")
    if game.is_over and abandoned is not None:
        raise StorageError("a finished game is kept with its result")
    is_save = save.get("format") == CLUB_SAVE_FORMAT
    record = dict(save["record"] if is_save else save)
    seats = save.get("seats") if is_save else None
    record["seats"] = [{"name": s.get("name", ""), "kind": "human" if s.get("bot") is None else "bot",
                        "bot": s.get("bot")} for s in seats] if isinstance(seats, list) \
        else record.get("seats")
    if abandoned is None:
        record["result"] = {"totals": [line.total for line in game.score_lines()],
                            "winners": game.winners()}
    else:
        record.pop("result", None)
    now = now if now is not None else _now()
    meta = dict(record.get("meta") or {}) if isinstance(record.get("meta"), dict) else {}
    meta["finished_at"] = now.isoformat(timespec="seconds")
    if abandoned is not None:
        meta["abandoned"] = abandoned
    if isinstance(seats, list):
        meta["colours"] = [s.get("colour") for s in seats]
    record["meta"] = meta
    try:
        club_game_of(record)  # what is written replays (seats included)
    except DamagedFile as exc:
        raise StorageError(f"the seats do not describe this game: {exc.reason}") from None
    left = "-left" if abandoned is not None else ""
    path = write_finished_game(f"{now.strftime('%Y%m%d-%H%M%S')}-club{left}-{game.seed}", record)
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


def _finished_entry(path: Path, data: Any, mtime: float, big: bool) -> Generator[None, None, HistoryEntry]:
    """A finished Diamonds Club game of the history: it must replay to its stored result."""
    yield from ()
    game = club_game_of(data)  # DamagedFile: not a record, or its actions or result do not fit
    meta: dict[str, Any] = data["meta"] if isinstance(data.get("meta"), dict) else {}
    # a game kept as far as it went (its host left): no result, and it must not reach its end
    abandoned = bool(meta.get("abandoned")) and data.get("result") is None and not game.is_over
    if not abandoned and (not game.is_over or not isinstance(data.get("result"), dict)):
        raise DamagedFile("the Diamonds Club game has no result")
    seats = data.get("seats") or [{"name": f"{i + 1}", "kind": "bot", "bot": None}
                                  for i in range(game.players)]
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
        scores=tuple(line.total for line in game.score_lines()),
        winners=() if abandoned else tuple(game.winners()),
        human_seats=tuple(i for i, s in enumerate(seats) if s.get("kind") == "human"),
        bots=tuple(_level(s.get("bot")) if s.get("kind") == "bot" else None for s in seats),
        seed=game.seed, game="club", colours=tuple(colours), finished=not abandoned, abandoned=abandoned)


def _level(bot: Any) -> str | None:
    """A seat's bot level as the list shows it: a name, or None for what a damaged file holds
    there instead (a number, a list, an object): the list names such a seat as written."""
    return bot if isinstance(bot, str) else None


def _unfinished_entry(path: Path, data: Any, mtime: float, big: bool) -> Generator[None, None, HistoryEntry]:
    """A Diamonds Club game in progress set aside for a new one (its autosave as it was): it must
    replay. Its scores are the points so far."""
    yield from ()
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
        bots=tuple(_level(s.get("bot")) for s in seats), seed=game.seed, finished=False, game="club",
        colours=tuple(colours))



def load_club_record(entry: HistoryEntry) -> dict[str, Any]:
    """The Diamonds Club record of a listed club game (diamant.games.club.record's dict, checked:
    it replays). Raises ClubRecordError (a ValueError; OSError: unreadable)."""
    from diamant.games.club import ClubRecordError

    try:
        data = read_json(entry.path)
        if not isinstance(data, dict):
            raise DamagedFile("the file does not hold a JSON object")
        club_game_of(data)
    except FileNotFoundError:
        raise ClubRecordError(f"no such record: {entry.path}") from None
    except DamagedFile as exc:
        raise ClubRecordError(exc.reason) from None
    return data


FORMAT = formats.register(formats.GameFormat(
    "club", owns_finished=formats.format_is(CLUB_RECORD_FORMAT), read_finished=_finished_entry,
    owns_unfinished=formats.format_is(CLUB_SAVE_FORMAT), read_unfinished=_unfinished_entry, load=load_club_record,
    save_path=lambda: slot_path("club"), set_aside=lambda: set_aside_slot("club"),
    check_slot=check_club_save, store_finished=store_finished_slot, totals=True))
