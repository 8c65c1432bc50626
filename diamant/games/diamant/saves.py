"""The autosave: the game in progress, as its record plus a little UI state.

A saved game is its GameRecord (ruleset, seats, seed, every decision so far): resuming means
replaying the record. Loading checks that the record really replays, so a save that does not fit
the rules is never offered.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, RecordError, RulesError, replay

from diamant.storage.files import DamagedFile, StorageWarning, log, read_json, read_saved_game, write_json
from diamant.storage.migrations import SAVE_FORMAT, SAVE_SCHEMA, check_and_migrate
from diamant.storage.paths import data_location

SAVE_FILE = "autosave.json"


@dataclass
class SavedGame:
    record: GameRecord
    ui: dict[str, Any]
    saved_at: str  # ISO 8601 local time with offset, e.g. "2026-11-21T21:38:00+01:00"
    game: Game | None = field(default=None, repr=False, compare=False)  # the record, replayed

    @property
    def finished(self) -> bool:
        """The saved game had already ended (it was saved but not cleared)."""
        return self.game is not None and self.game.is_over


def save_path() -> Path:
    return data_location() / SAVE_FILE


#: called before every autosave: the history registers its writer of the finished games the disk
#: had no room for (history builds on this module, so it cannot be imported from here)
BEFORE_SAVE: list[Callable[[], object]] = []


def now_iso() -> str:
    return _dt.datetime.now().astimezone().isoformat(timespec="seconds")


def save_game(record: GameRecord, ui: Mapping[str, Any] | None = None) -> None:
    """Autosave the game in progress (atomically). Raises StorageError if it cannot be written.

    `ui` is any small JSON-able dict the app wants back on resume (e.g. which scene was shown).
    """
    data = {"format": SAVE_FORMAT, "schema": SAVE_SCHEMA, "saved_at": now_iso(),
            "record": record.to_dict(), "ui": dict(ui or {})}
    for hook in BEFORE_SAVE:  # e.g. a finished game the disk had no room for, first
        hook()
    write_json(save_path(), data)


def has_saved_game() -> bool:
    """Cheap: is there a save file at all? (It is only checked by load_saved_game.)"""
    try:
        return save_path().is_file()
    except OSError:
        return False


def clear_saved_game() -> None:
    """Forget the game in progress (it ended, or the player abandoned it)."""
    path = save_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:  # not worth crashing the app over; the next save overwrites it
        log.warning("cannot remove the saved game %s: %s", path, exc)


def parse_save(data: dict[str, Any]) -> SavedGame:
    saved_at = data.get("saved_at")
    if not isinstance(saved_at, str):
        raise DamagedFile("the save has no time")
    ui = data.get("ui", {})
    if not isinstance(ui, dict):
        raise DamagedFile("the save's UI state is not an object")
    try:
        record = GameRecord.from_dict(data.get("record"))
    except RecordError as exc:
        raise DamagedFile(f"the save's record cannot be read: {exc}") from None
    try:
        game, _ = replay(record)
    except RecordError as exc:
        raise DamagedFile(f"the save's record does not replay: {exc}", "inconsistent") from None
    return SavedGame(record, ui, saved_at, game)


#: what the player is told of a saved game set aside, beyond what every game's says (by its code)
SAVE_TEMPLATES = {
    "newer": "The saved game was made by a newer version of Diamant and cannot be continued "
             "here; it {where}.",
    "inconsistent": "The saved game does not fit the rules of this version and cannot be "
                    "continued; it {where}.",
}


def load_saved_game() -> tuple[SavedGame | None, list[StorageWarning]]:
    """The game in progress, or None. Never raises.

    A missing file gives (None, []). A damaged file, a file from a newer Diamant, or a record that
    does not replay is moved aside (renamed *.broken-<time>) with a warning, and (None, [warning])
    is returned. `SavedGame.game` is the record already replayed, ready to continue.
    """
    path = save_path()
    return read_saved_game(path, lambda: parse_save(check_and_migrate(read_json(path), SAVE_FORMAT)),
                           "save", SAVE_TEMPLATES)


# ---------------------------------------------------------------------------------------------
Decider = Callable[[Any], Any]


def replay_with_bots(record: GameRecord, deciders: Mapping[int, Decider]) -> tuple[Game, int]:
    """Replay `record` step by step while showing each bot the views it saw the first time.

    Bots own seeded random generators; a freshly made bot would not be in the state it had when
    the game was saved. This feeds every bot (seat -> decider) the view of every step in which the
    record holds its decision, in seat order, with all views of a step taken before any decision
    of it (as `diamant.games.diamant.bots.play_game` does), so the bots end up exactly where they were. The
    recorded decisions are what is applied; the second value counts the bot answers that
    differed from the record (0 for deterministic bots).
    """
    game = record.new_game()
    decisions = record.decisions
    differ = 0
    try:
        game.start()
        i, n = 0, len(decisions)
        while i < n:
            if game.phase is not Phase.DECIDING:
                raise RecordError("the record has decisions after the end of the game")
            chunk = decisions[i:i + len(game.awaiting)]
            decided = {s for s, _ in chunk}
            views = {s: game.view(s) for s in game.awaiting if s in decided and s in deciders}
            recorded = dict(chunk)
            for s in sorted(views):
                answer = deciders[s](views[s])
                try:
                    differ += Decision.parse(answer) is not recorded[s]
                except RulesError:
                    differ += 1
            for s, d in chunk:
                game.decide(s, d)
            i += len(chunk)
    except RulesError as exc:
        raise RecordError(f"the record's decisions do not fit its game: {exc}") from None
    return game, differ
