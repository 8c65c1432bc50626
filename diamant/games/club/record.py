"""Records of Diamonds Club games: versioned JSON (seed, forced deals, seats, actions) that replay
exactly, and clear one-line messages (ClubRecordError) for a record that cannot be replayed.

    {"format": "diamonds-club-record", "version": 2, "game": "club", "rules": 2, "players": 3,
     "seed": 7, "deals": null, "seats": [{"name": ..., "kind": "human"|"bot", "bot": ...}],
     "actions": [...], "result": {"totals": [...], "winners": [...]}}  # "result": a finished game

"rules" is the version of the rules the game was played under (diamant.games.club.data.RULESETS), and
it is replayed under those rules. A record of format version 1 (written before rules versions
existed) has none: it was played under the first reconstruction, rules version 1. Format version
2 came with the rules version, so that an older build refuses such a record instead of replaying
it under the wrong rules.

An unfinished game is a valid record (it replays to the state where it stopped). The result, when
present, is checked against the replay, so that an edited record that still plays is told.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from diamant.errors import RulesError
from diamant.safefile import DamagedFile, parse_json, read_bytes

from .data import RULES_VERSION, RULESETS
from .events import ClubEvent

if TYPE_CHECKING:
    from .game import ClubGame

RECORD_FORMAT = "diamonds-club-record"
RECORD_VERSION = 2
FIRST_RULES = 1  # the rules of a record written before records named theirs
SEAT_KINDS = ("human", "bot")
#: A seat's name read from a record is cut to this (the lobby takes 20), as Diamant's records do:
#: a name of a million letters would stall the screens that draw it, or worse.
MAX_NAME_LENGTH = 64
MAX_BOT_NAME = 200  # a bot's name: a level, or package.module:attribute


class ClubRecordError(ValueError):
    """A Diamonds Club record that cannot be read or replayed (the message says why, on one line)."""


def record_of(game: ClubGame, seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    if game.continued:
        raise RulesError("a game continued from a state has no record of its beginning")
    if seats is None:
        seats = [{"name": f"Player {i + 1}", "kind": "bot", "bot": None} for i in range(game.players)]
    if len(seats) != game.players:
        raise RulesError(f"{len(seats)} seats described for a game of {game.players}")
    rec: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": "club",
        "rules": game.rules.version,
        "players": game.players,
        "seed": game.seed,
        "deals": None if game.deals is None else [None if d is None else list(d) for d in game.deals],
        # optional (no version bump): absent, seat k plays board k, as records before it
        **({} if game.boards == tuple(range(game.players)) else {"boards": list(game.boards)}),
        "seats": [_seat(s, i, RulesError) for i, s in enumerate(seats)],
        "actions": list(game.actions),
    }
    if game.is_over:
        rec["result"] = {"totals": [line.total for line in game.score_lines()],
                         "winners": game.winners()}
    return rec


def _seat(raw: Any, i: int, error: type[Exception]) -> dict[str, Any]:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
        raise error(f"seat {i} needs a name, not {raw!r}")
    kind = raw.get("kind", "bot")
    if kind not in SEAT_KINDS:
        raise error(f"seat {i} is 'human' or 'bot', not {kind!r}")
    bot = raw.get("bot")
    if bot is not None and not isinstance(bot, str):
        raise error(f"seat {i}'s bot is a name, not {bot!r}")
    return {"name": raw["name"], "kind": kind, "bot": bot}


def cap_names(seat: dict[str, Any]) -> None:
    """Cut a seat's over-long name and bot name (in place: `seat` is a file's, just read)."""
    for key, most in (("name", MAX_NAME_LENGTH), ("bot", MAX_BOT_NAME)):
        value = seat.get(key)
        if isinstance(value, str) and len(value) > most:
            seat[key] = value[:most]


def check_record(record: Any) -> dict[str, Any]:
    """The record's shape, checked (not its actions): ClubRecordError if it is not one. Its
    seats' names longer than MAX_NAME_LENGTH are cut, in the record itself."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise ClubRecordError("not a Diamonds Club record")
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ClubRecordError(f"the record has no valid version number: {version!r}")
    if version > RECORD_VERSION:
        raise ClubRecordError(f"the record was written by a newer version (format {version}); "
                              f"this one reads format {RECORD_VERSION} and older")
    if record.get("game", "club") != "club":
        raise ClubRecordError(f"the record is of another game: {record.get('game')!r}")
    rules = record.get("rules", FIRST_RULES if version < 2 else RULES_VERSION)
    if not isinstance(rules, int) or isinstance(rules, bool) or rules not in RULESETS:
        raise ClubRecordError(f"the record was played under rules version {rules!r}, which this version "
                              f"does not know (it knows {', '.join(map(str, sorted(RULESETS)))})")
    players = record.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ClubRecordError(f"the record's number of players is not 2 to 4: {players!r}")
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ClubRecordError(f"the record has no valid seed: {seed!r}")
    seats = record.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != players:
            raise ClubRecordError(f"the record describes {len(seats) if isinstance(seats, list) else 'no'} "
                                  f"seats for {players} players")
        for i, s in enumerate(seats):
            _seat(s, i, ClubRecordError)
            cap_names(s)
    actions = record.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ClubRecordError("the record's actions are not a list of strings")
    deals = record.get("deals")
    if deals is not None and not isinstance(deals, list):
        raise ClubRecordError("the record's deals are not a list")
    boards = record.get("boards")
    if boards is not None and not isinstance(boards, list):
        raise ClubRecordError("the record's boards are not a list")
    result = record.get("result")
    if result is not None and not (isinstance(result, dict) and isinstance(result.get("totals"), list)
                                   and isinstance(result.get("winners"), list)):
        raise ClubRecordError("the record's result is not {'totals': [...], 'winners': [...]}")
    return record


def rules_of(record: dict[str, Any]) -> int:
    """The rules version a checked record was played under."""
    version = record.get("version", RECORD_VERSION)
    rules = record.get("rules", FIRST_RULES if isinstance(version, int) and version < 2 else RULES_VERSION)
    return int(rules)


def replay(record: Any, cls: type[ClubGame]) -> tuple[ClubGame, list[ClubEvent]]:
    """The game (of class `cls`: ClubGame, which calls this) at the end of the record and every
    event on the way (the set-up's first)."""
    rec = check_record(record)
    try:
        game = cls(rec["players"], rec["seed"], rec.get("deals"), rec.get("boards"), rules_of(rec))
    except RulesError as exc:
        raise ClubRecordError(f"the record describes an impossible game: {exc}") from None
    events = game.opening_events()
    for n, action in enumerate(rec["actions"], 1):
        if game.is_over:
            raise ClubRecordError(f"the record goes on after the game ended (action {n}: {action!r})")
        try:
            events.extend(game.play(action))
        except RulesError as exc:
            raise ClubRecordError(f"action {n} of the record is impossible: {exc}") from None
    result = rec.get("result")
    if result is not None:
        if not game.is_over:
            raise ClubRecordError(f"the record is cut short: it has a result but its game is not over "
                                  f"after {len(rec['actions'])} actions")
        totals = [line.total for line in game.score_lines()]
        if result["totals"] != totals or result["winners"] != game.winners():
            raise ClubRecordError(f"the record was edited: its result {result['totals']} does not match "
                                  f"its actions, which score {totals}")
    return game, events


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and check a record file (its shape, not its actions): ClubRecordError if it is not one.
    It is read as carefully as the game's own files (diamant.safefile: size, depth, numbers, and
    names cleaned of control characters and lone surrogates, which no font can draw)."""
    try:
        data = parse_json(read_bytes(Path(path)))
    except FileNotFoundError:
        raise ClubRecordError(f"no such record: {path}") from None
    except DamagedFile as exc:
        raise ClubRecordError(f"the record {path} cannot be used: {exc.reason}") from None
    except OSError as exc:
        raise ClubRecordError(f"cannot read the record {path}: {exc}") from None
    return check_record(data)


def save_record(record: dict[str, Any], path: str | Path) -> None:
    Path(path).write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
