"""How the past games (the shell's history) word and open Diamant's games: its GameEntry's
`past` hooks (diamant/games/diamant/screens/scenes/__init__.py registers them)."""
from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from diamant.games.diamant.engine.log import checked_replay_steps
from diamant.games.diamant.screens.names import bot_name, is_default_name, person, saved_name
from diamant.games.diamant.saves import load_saved_game
from diamant.shell.games import PastGames

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


def row_name(app: "App", entry: Any) -> str:
    """The row's second word: the edition's name."""
    key = f"edition-{entry.edition}"
    return app.t(key) if app.loc.has(key) else entry.edition


def seat_name(app: "App", entry: Any, s: int, level_too: bool = True) -> str:
    """A seat of a past game: a default name in today's language (a bot's level, "Tactician"
    not "Tactician · Tactician"; a person's "You" or "Player 2", the same person in every
    language); a bot someone named keeps the name, followed by its level (`level_too`)."""
    name = entry.names[s]
    level = entry.bots[s] if entry.bots and s < len(entry.bots) else None
    if level and level_too and not is_default_name(name):
        return f"{name} · {bot_name(level, app.loc)}"
    return saved_name(name, s in entry.human_seats, level, app.loc)


def continue_kept(app: "App") -> None:
    """The game just brought back from the past games (now the autosave) is played on."""
    saved, warnings = load_saved_game()
    for w in warnings:
        app.show_message(str(w), kind="warning")
    if saved is not None and not saved.finished:
        from diamant.games.diamant.screens import flow  # Diamant's screens load only when it plays
        flow.resume_game(app, saved)


def record_steps(record: Any) -> int:
    return len(record.decisions)


def replay_steps(record: Any, chunk: int) -> Generator[None, None, Any]:
    """The record replayed and checked a piece at a time (its game and events)."""
    return (yield from checked_replay_steps(record, chunk))


PAST = PastGames(row_name=row_name, seat_name=seat_name, person=person, bot_name=bot_name,
                 continue_kept=continue_kept, record_steps=record_steps, replay_steps=replay_steps)
