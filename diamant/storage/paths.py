"""Where Diamant keeps its files: one per-user data folder and one config folder.

`DIAMANT_HOME` (an environment variable) overrides both: data go to `$DIAMANT_HOME`, settings to
`$DIAMANT_HOME/config`. Tests and portable installs use it.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Diamant"
HOME_ENV = "DIAMANT_HOME"


def _home() -> Path | None:
    home = os.environ.get(HOME_ENV, "").strip()
    return Path(home).expanduser() if home else None


#: `<data>/unfinished/`: games in progress replaced by a new game, kept to be continued
UNFINISHED_FOLDER = "unfinished"


def data_location() -> Path:
    """The data folder's path, without creating it."""
    home = _home()
    if home is not None:
        return home
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_location() -> Path:
    """The config folder's path, without creating it."""
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The per-user data folder (autosave, history); created on demand."""
    path = data_location()
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The per-user config folder (settings.json); created on demand."""
    path = config_location()
    path.mkdir(parents=True, exist_ok=True)
    return path


def history_dir() -> Path:
    """`<data>/history`: one JSON record per finished game; created on demand."""
    path = data_dir() / "history"
    path.mkdir(parents=True, exist_ok=True)
    return path
