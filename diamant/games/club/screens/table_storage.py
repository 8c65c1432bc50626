"""Where the Diamonds Club table's game is kept: its autosave as it goes (storage_save) and, once
finished, the past games (store_finished)."""
from __future__ import annotations

import importlib
import logging
from typing import Any, Callable

log = logging.getLogger(__name__)


def storage_save(app: Any) -> Callable[[dict[str, Any]], None] | None:
    """Where the table's autosave goes: diamant.storage.slots (another part of the game) when it is
    there, and never for a headless app unless it asks (tools, tests)."""
    if app.headless and not app.autosave:
        return None
    try:
        slots = importlib.import_module("diamant.storage.slots")
    except ModuleNotFoundError:
        log.warning("diamant.storage.slots is missing: the Diamonds Club game is not autosaved")
        return None
    write = slots.write_slot
    return lambda data: write("club", data)


def store_finished(app: Any, saved: dict[str, Any]) -> None:
    """The finished game goes to the past games and its autosave is cleared (where the table
    autosaves at all: a window, or a tool that asks). When the history cannot be written (a full
    disk...), the autosave stays and the title stores the game when it next can."""
    if storage_save(app) is None:
        return
    from diamant.games.club import history as club_history
    from diamant.storage import slots
    try:
        club_history.store_club_game(saved)
    except OSError as exc:
        log.warning("the finished Diamonds Club game could not go into the history yet: %s", exc)
        app.show_message(app.t("message-history-not-stored"), kind="error")
        return
    slots.clear_slot("club")
