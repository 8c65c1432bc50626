"""Game records: the ruleset, the seats, the seed and every decision, as versioned JSON.

Replaying a record yields the identical events and scores: a game is nothing but these.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diamant.safefile import DamagedFile, atomic_write_text, parse_json, read_bytes

from .cards import MAX_SEATS, Decision, Ruleset, RulesError
from .events import Event
from .game import Game
from .themes import DEFAULT_THEME, theme_or_default

RECORD_FORMAT = "diamant-record"
#: the newest format read; a record is written in the oldest format that holds it
RECORD_VERSION = 2
#: a record with its reveals (see GameRecord.reveals): an older Diamant, which would replay its
#: decisions on the seed's cards, refuses it as newer instead
REVEALS_VERSION = 2
#: the most reveals a record may hold: every card of every expedition, and room to spare
MAX_REVEALS = 64 * 8


class RecordError(ValueError):
    """A record that cannot be read: not JSON, another format, a newer version, or inconsistent."""


def _short(value: Any, limit: int = 60) -> str:
    """A bit of what was found, for a message of one line (a record may hold anything)."""
    try:
        text = repr(value)
    except RecursionError:
        text = "a deeply nested value"
    return text if len(text) <= limit else text[:limit] + "..."


#: the kinds of seat: a person, or a bot
HUMAN, BOT = "human", "bot"
SEAT_COLOUR_COUNT = 8  # a seat's colour (and symbol) on screen is one of 0..7: one per seat at a full table
SEAT_KINDS = (HUMAN, BOT)


MAX_NAME_LENGTH = 64  # a seat's name read from a record (the lobby takes 20)
MAX_BOT_NAME = 200  # a bot's name: a built-in level or package.module:attribute


@dataclass(frozen=True)
class SeatInfo:
    """A seat at the table: who sits there. The one definition of a seat: the records, the
    session, the table on screen and the lobby (its editable draft, app.session.SeatSetup) use it."""

    name: str
    kind: str = BOT  # HUMAN or BOT
    bot: str | None = None  # the bot's name (built-in level or package.module:name)
    colour: int | None = None  # 0..SEAT_COLOUR_COUNT-1 (its colour and symbol on screen); None: by its place

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.bot is not None:
            d["bot"] = self.bot
        if self.colour is not None:
            d["colour"] = self.colour
        return d

    @classmethod
    def from_dict(cls, d: Any) -> "SeatInfo":
        if not isinstance(d, dict) or not isinstance(d.get("name"), str):
            raise RecordError(f"a seat needs a name: {_short(d)}")
        kind = d.get("kind", BOT)
        if kind not in SEAT_KINDS:
            raise RecordError(f"a seat is 'human' or 'bot', not {_short(kind)}")
        colour = d.get("colour")
        if colour is not None and not isinstance(colour, int):
            raise RecordError(f"a seat colour is a number, not {_short(colour)}")
        if colour is not None and not 0 <= colour < SEAT_COLOUR_COUNT:
            colour = None  # a colour this version does not have: the seat's place gives it one
        bot = d.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise RecordError("a bot's name is a string")
        # a name from a file is one line of at most MAX_NAME_LENGTH characters on screen
        return cls(d["name"][:MAX_NAME_LENGTH], kind, None if bot is None else bot[:MAX_BOT_NAME],
                   colour)


def decision_limit(ruleset: Ruleset, seats: int) -> int:
    """The most decisions a record of `ruleset` with `seats` seats may hold: every decision is
    one seat's at one card, and no game holds more."""
    cards = len(ruleset.treasures) + len(ruleset.hazards) * ruleset.hazard_copies + \
        len(ruleset.relic_values)
    return ruleset.rounds * (cards + 1) * max(1, seats)


@dataclass
class GameRecord:
    ruleset: Ruleset
    seats: list[SeatInfo]
    seed: int
    decisions: list[tuple[int, Decision]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # free-form: dates, app version ...
    # the card theme (cosmetic, diamant.games.diamant.engine.themes): optional in the JSON, so records written
    # before themes existed (and records without the key) load as the temple theme
    theme: str = DEFAULT_THEME
    # the scores the record was saved with (its "result"), to tell an edited record; not written
    # back: to_dict() writes the result of the game it is given
    stored_scores: list[int] | None = field(default=None, compare=False)
    # the cards as they were turned up ("treasure:9", "hazard:snakes", "relic:1": Game.force_next),
    # for a game whose seed is not known here: an online guest's, whose deck stayed with the host.
    # Empty: the seed deals every card, as in every game played at one screen.
    reveals: list[str] = field(default_factory=list)

    @property
    def abandoned(self) -> bool:
        """The game stopped before its end and was kept as far as it went (`meta["abandoned"]`
        says why: "host-left", an online table whose host left)."""
        return bool(self.meta.get("abandoned"))

    @classmethod
    def of(cls, game: Game, seats: list[SeatInfo] | None = None,
           meta: dict[str, Any] | None = None, theme: str = DEFAULT_THEME) -> "GameRecord":
        if game.rigged:
            raise RecordError("a game with scripted reveals has no replayable record")
        if seats is None:
            seats = [SeatInfo(f"Player {i + 1}") for i in range(game.players)]
        if len(seats) != game.players:
            raise RecordError(f"{len(seats)} seats described for a game of {game.players}")
        return cls(game.ruleset, list(seats), game.seed, list(game.decisions), dict(meta or {}),
                   theme_or_default(theme))

    def to_dict(self, game: Game | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": REVEALS_VERSION if self.reveals else 1,
            "ruleset": self.ruleset.to_dict(),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "decisions": [[s, dec.value] for s, dec in self.decisions],
            "theme": self.theme,
        }
        if self.meta:
            d["meta"] = self.meta
        if self.reveals:
            d["reveals"] = list(self.reveals)
        if game is not None and game.is_over:
            d["result"] = {"scores": list(game.scores()), "winners": list(game.winners())}
        return d

    def to_json(self, game: Game | None = None, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(game), ensure_ascii=False, indent=indent)

    def save(self, path: str | Path, game: Game | None = None) -> None:
        """Write the record so the file is always whole (the old content or the new); an OSError
        (a StorageError) when it cannot be written."""
        atomic_write_text(path, self.to_json(game, indent=1))

    @classmethod
    def from_dict(cls, d: Any) -> "GameRecord":
        if not isinstance(d, dict) or d.get("format") != RECORD_FORMAT:
            raise RecordError("not a Diamant game record")
        version = d.get("version")
        if not isinstance(version, int):
            raise RecordError("the record has no version number")
        if version > RECORD_VERSION:
            raise RecordError(
                f"the record was written by a newer Diamant (format {version}); this one reads "
                f"format {RECORD_VERSION} and older")
        if version < 1:
            raise RecordError(f"unknown record format {version}")
        try:
            ruleset = Ruleset.from_dict(d.get("ruleset"))
        except RulesError as exc:
            raise RecordError(f"the record's ruleset is invalid: {exc}") from None
        seats_raw = d.get("seats")
        if not isinstance(seats_raw, list):
            raise RecordError("the record has no seats")
        if len(seats_raw) > MAX_SEATS:  # (fewer that do not fit its game: refused by replay)
            raise RecordError(f"the record has {len(seats_raw)} seats; a game seats at most "
                              f"{MAX_SEATS}")
        seats = [SeatInfo.from_dict(s) for s in seats_raw]
        seed = d.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the record has no valid seed")
        raw = d.get("decisions", [])
        if not isinstance(raw, list):
            raise RecordError("the record's decisions are not a list")
        if len(raw) > decision_limit(ruleset, len(seats)):
            raise RecordError(f"the record has {len(raw)} decisions, more than its game can hold")
        decisions: list[tuple[int, Decision]] = []
        for item in raw:
            if (not isinstance(item, (list, tuple)) or len(item) != 2
                    or not isinstance(item[0], int)):
                raise RecordError(f"invalid decision in the record: {_short(item)}")
            try:
                decisions.append((item[0], Decision.parse(item[1])))
            except RulesError as exc:
                raise RecordError(str(exc)) from None
        meta = d.get("meta") or {}
        if not isinstance(meta, dict):
            raise RecordError("the record's meta is not an object")
        # optional (no version bump): absent in older records; an unknown theme (a newer Diamant's)
        # is shown as the default, since a theme never changes the rules
        theme = theme_or_default(d.get("theme"))
        result = d.get("result")
        scores = result.get("scores") if isinstance(result, dict) else None
        if scores is not None and not (isinstance(scores, list) and all(
                isinstance(x, int) and not isinstance(x, bool) for x in scores)):
            raise RecordError(f"the record's result is not a list of scores: {_short(scores)}")
        reveals = d.get("reveals", []) if version >= REVEALS_VERSION else []
        if not isinstance(reveals, list) or len(reveals) > MAX_REVEALS or not all(
                isinstance(r, str) and 0 < len(r) <= 32 for r in reveals):
            raise RecordError(f"the record's reveals are not a list of cards: {_short(reveals)}")
        record = cls(ruleset, seats, seed, decisions, meta, theme, scores, list(reveals))
        if reveals:
            record.new_game()  # each reveal names a card (RecordError)
        return record

    @classmethod
    def from_json(cls, text: str | bytes) -> "GameRecord":
        """The record in `text`, read as carefully as a stored file (size, depth, numbers: see
        diamant.safefile), so a crafted record cannot stall or exhaust the program."""
        data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
        try:
            parsed = parse_json(data)
        except DamagedFile as exc:
            raise RecordError(f"the record is not a usable JSON file: {exc.reason}") from None
        return cls.from_dict(parsed)

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        try:
            data = read_bytes(Path(path))
        except FileNotFoundError:
            raise RecordError(f"no such record: {path}") from None
        except DamagedFile as exc:
            raise RecordError(f"cannot read the record {path}: {exc.reason}") from None
        except OSError as exc:
            raise RecordError(f"cannot read the record {path}: {exc}") from None
        return cls.from_json(data)

    def new_game(self) -> Game:
        try:
            game = Game(self.ruleset, len(self.seats), self.seed)
            if self.reveals:
                game.force_next(*self.reveals)
            return game
        except (RulesError, ValueError) as exc:
            raise RecordError(f"the record describes an impossible game: {exc}") from None


def replay(record: GameRecord) -> tuple[Game, list[Event]]:
    """Re-run a record: the game at the end of the record and every event on the way."""
    game = record.new_game()
    try:
        events = game.replay_decisions(record.decisions)
    except RulesError as exc:
        raise RecordError(f"the record's decisions do not fit its game: {exc}") from None
    return game, events
