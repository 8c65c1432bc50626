"""Storage: settings, the autosave and finished games, in per-user folders.

Every write is atomic (a temp file in the same folder, fsync, os.replace). Loading never raises:
a missing file means defaults; a damaged one is moved aside (renamed `*.broken-<time>`, never
deleted) and a StorageWarning says so in a plain sentence (`str(warning)`), with a stable `code`.

Files: `<data>/autosave.json`, `<config>/settings.json`, `<data>/history/<time>-<seed>.json`;
another game's autosave `<data>/autosave-<game>.json` (slots.py), and a finished Diamonds Club
game `<data>/history/<time>-club-<seed>.json`.
`DIAMANT_HOME` overrides both folders (data = $DIAMANT_HOME, config = $DIAMANT_HOME/config).
"""

from .files import StorageError, StorageWarning, atomic_write_bytes, atomic_write_text
from .history import (HistoryEntry, HistoryScan, HistoryTotals, add_to_history, bring_back, history_stats, list_history,
                      scan_history, set_aside_saved_game, store_club_game, store_finished_autosave,
                      store_finished_slot, store_unstored)
from .migrations import SAVE_SCHEMA, SETTINGS_SCHEMA
from .paths import config_dir, data_dir, history_dir
from diamant.games.diamant.saves import (SavedGame, clear_saved_game, has_saved_game, load_saved_game,
                    replay_with_bots, save_game, save_path)
from .settings import Settings, load_settings, save_settings, settings_path
from .slots import clear_slot, has_slot, read_slot, write_slot

__all__ = [
    "data_dir", "config_dir", "history_dir", "atomic_write_text", "atomic_write_bytes",
    "Settings", "load_settings", "save_settings", "settings_path", "save_game",
    "load_saved_game", "clear_saved_game", "has_saved_game", "save_path", "SavedGame",
    "replay_with_bots", "add_to_history", "list_history", "scan_history", "history_stats",
    "HistoryEntry", "HistoryScan", "HistoryTotals", "StorageError", "StorageWarning", "SAVE_SCHEMA", "SETTINGS_SCHEMA",
    "store_unstored", "store_finished_autosave", "set_aside_saved_game", "bring_back",
    "store_club_game", "store_finished_slot", "write_slot", "read_slot", "clear_slot", "has_slot",
]
