"""Storage: settings, the autosave and finished games, in per-user folders.

Every write is atomic (a temp file in the same folder, fsync, os.replace). Loading never raises:
a missing file means defaults; a damaged one is moved aside (renamed `*.broken-<time>`, never
deleted) and a StorageWarning says so in a plain sentence (`str(warning)`), with a stable `code`.

Files: `<data>/autosave.json`, `<config>/settings.json`, `<data>/history/<time>-<seed>.json`;
another game's autosave `<data>/autosave-<game>.json` (slots.py). Storage knows no game: each game
registers its saved game and its past games' files (formats.py); the autosave `autosave.json` and
the finished games' records are written by the games themselves (e.g. diamant.games.diamant.saves).
`DIAMANT_HOME` overrides both folders (data = $DIAMANT_HOME, config = $DIAMANT_HOME/config).
"""

from .files import StorageError, StorageWarning, atomic_write_bytes, atomic_write_text
from .history import HistoryEntry, HistoryScan, bring_back, list_history, scan_history, set_aside_slot
from .migrations import SAVE_SCHEMA, SETTINGS_SCHEMA
from .paths import config_dir, data_dir, history_dir
from .settings import Settings, load_settings, save_settings, settings_path
from .slots import clear_slot, has_slot, read_slot, write_slot
from .totals import HistoryTotals, history_stats

__all__ = [
    "data_dir", "config_dir", "history_dir", "atomic_write_text", "atomic_write_bytes",
    "Settings", "load_settings", "save_settings", "settings_path", "list_history", "scan_history",
    "history_stats", "HistoryEntry", "HistoryScan", "HistoryTotals", "StorageError", "StorageWarning",
    "SAVE_SCHEMA", "SETTINGS_SCHEMA", "bring_back", "set_aside_slot", "write_slot", "read_slot",
    "clear_slot", "has_slot",
]
