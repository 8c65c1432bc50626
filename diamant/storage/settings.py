"""The player's settings: one small JSON file in the config folder."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable

from diamant.plugins import MAX_PLUGINS, is_plugin_name

from .files import (DamagedFile, StorageError, StorageWarning, copy_aside, damaged, is_number,
                    log_warning, note, read_bytes, read_json, remove_stale_temps, write_json)
from .migrations import SETTINGS_FORMAT, SETTINGS_SCHEMA, NewerSchema, check_and_migrate
from .paths import config_location

SETTINGS_FILE = "settings.json"
#: the interface scale's range (Settings -> Interface size)
MIN_SCALE, MAX_SCALE = 1.0, 2.0
_LANG = re.compile(r"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$")


@dataclass
class Settings:
    language: str | None = None  # None: not chosen yet, the app detects the system language
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation_speed: float = 1.0  # 0 instant, 0.5 slow, 1 normal, 2 fast
    reduced_motion: bool = False
    master_volume: float = 0.8
    effects_volume: float = 1.0
    ambient_volume: float = 0.5
    muted: bool = False
    curtain: bool = True  # the hot-seat hand-over curtain
    learning_aid: bool = False
    speak: bool = False  # announcements aloud (a screen reader, or the system's voice)
    captions: bool = False  # a few words on screen for each sound that tells something
    # the player's keys and pad buttons (Settings -> Controls), only those changed:
    # {"keys": {action: [key, ...]}, "pad": {action: [button, ...]}}
    controls: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    high_contrast: bool = False  # brighter text, on a plate wherever its background is busy
    # the interface's size: text and what is clicked, 1.0 (as laid out) to 2.0 (twice as big)
    interface_scale: float = 1.0
    last_table: dict[str, Any] | None = None  # the last lobby setup
    spectator_speed: float = 1.0
    # the plugin bots the player allowed (`package.module:name`, installed by them): the only
    # ones the lobbies offer and a file may seat (diamant.plugins.allow); none by default
    plugins: list[str] = field(default_factory=list)
    # the relay an online table opens a room at, for friends on other networks: as the player
    # wrote it ("host:port" or a ws:// URL; checked by diamant.net.invite.relay_url); "" none.
    # No relay is built in.
    relay: str = ""
    # "Visible on this network": a waiting online table is announced to the join dialogs on
    # this network (diamant.net.discovery), so that friends here join it without its code
    lan_visible: bool = True
    schema: int = SETTINGS_SCHEMA
    # keys this version does not know (a newer Diamant's): written back as they were read
    extra: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        extra = d.pop("extra")
        d["window_size"] = list(self.window_size)
        d["schema"] = SETTINGS_SCHEMA
        return {**{k: v for k, v in extra.items() if k not in d}, **d}

    @classmethod
    def from_dict(cls, d: Any, problems: list[str] | None = None) -> "Settings":
        """Settings from a dict: unknown keys are ignored, a missing key takes its default, and a
        value of the wrong type (or impossible) takes its default and its name is appended to
        `problems`. Numbers outside their range are brought into it."""
        if problems is None:
            problems = []
        if not isinstance(d, dict):
            problems.append("all")
            return cls()
        values: dict[str, Any] = {}
        known = {f.name for f in fields(cls)}
        values["extra"] = {k: v for k, v in d.items()
                           if k not in known and k not in ("format", "schema")}
        for f in fields(cls):
            if f.name in ("schema", "extra") or f.name not in d:
                continue
            try:
                values[f.name] = _CHECKS[f.name](d[f.name])
            except (TypeError, ValueError):
                problems.append(f.name)
        return cls(**values)


def _bool(v: Any) -> bool:
    if not isinstance(v, bool):
        raise TypeError
    return v


def _number(lo: float, hi: float) -> Callable[[Any], float]:
    def check(v: Any) -> float:
        if not is_number(v):
            raise TypeError
        return float(min(hi, max(lo, v)))
    return check


def _language(v: Any) -> str | None:
    if v is None:
        return None
    if not isinstance(v, str) or not _LANG.match(v):
        raise ValueError
    return v


def _size(v: Any) -> tuple[int, int]:
    if not isinstance(v, (list, tuple)) or len(v) != 2:
        raise TypeError
    w, h = v
    for x in (w, h):
        if not isinstance(x, int) or isinstance(x, bool) or not 1 <= x <= 65536:
            raise ValueError
    return (w, h)


def _plugins(v: Any) -> list[str]:
    if not isinstance(v, list):
        raise TypeError
    if len(v) > MAX_PLUGINS or not all(is_plugin_name(name) for name in v):
        raise ValueError
    return list(dict.fromkeys(v))


#: at most this many actions and names in the controls (a file is read, not trusted)
_MAX_CONTROLS = 200


def _controls(v: Any) -> dict[str, dict[str, list[str]]]:
    if not isinstance(v, dict):
        raise TypeError
    out: dict[str, dict[str, list[str]]] = {}
    for device in ("keys", "pad"):
        table = v.get(device, {})
        if not isinstance(table, dict) or len(table) > _MAX_CONTROLS:
            raise ValueError
        for action, names in table.items():
            if (not isinstance(action, str) or not isinstance(names, list) or len(names) > 8
                    or not all(isinstance(n, str) and 0 < len(n) <= 32 for n in names)):
                raise ValueError
        if table:
            out[device] = {action: list(names) for action, names in table.items()}
    return out


def _relay(v: Any) -> str:
    if not isinstance(v, str):
        raise TypeError
    if len(v) > 200 or any(not c.isprintable() for c in v):
        raise ValueError
    return v.strip()


def _table(v: Any) -> dict[str, Any] | None:
    if v is not None and not isinstance(v, dict):
        raise TypeError
    return v


_CHECKS = {
    "language": _language,
    "fullscreen": _bool,
    "window_size": _size,
    "animation_speed": _number(0.0, 10.0),
    "reduced_motion": _bool,
    "master_volume": _number(0.0, 1.0),
    "effects_volume": _number(0.0, 1.0),
    "ambient_volume": _number(0.0, 1.0),
    "muted": _bool,
    "curtain": _bool,
    "learning_aid": _bool,
    "speak": _bool,
    "captions": _bool,
    "controls": _controls,
    "high_contrast": _bool,
    "interface_scale": _number(MIN_SCALE, MAX_SCALE),
    "last_table": _table,
    "spectator_speed": _number(0.0, 100.0),
    "plugins": _plugins,
    "relay": _relay,
    "lan_visible": _bool,
}
assert set(_CHECKS) == {f.name for f in fields(Settings)} - {"schema", "extra"}


def settings_path() -> Path:
    """Where the settings live (the folder is not created by asking)."""
    return config_location() / SETTINGS_FILE


class SettingsLinked(StorageError):
    """The settings file is a symbolic link: it is read, never written through (a link to any
    file, even the player's own, would have that file replaced by whoever planted it; as root
    no owner check protects anything). The link and its target stay as they are; the settings
    apply until the game closes, and the player is told how to keep them, once (`first`: the
    first refusal for this file in this process). `path`: the link; `key` and `words`: the
    message the player is shown."""

    key = "message-settings-linked"

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} is a symbolic link; settings are never written through one")
        self.path = path
        self.words = {"path": str(path)}
        self.first = path not in _LINKED
        _LINKED.add(path)


#: settings files found to be links (the player was told)
_LINKED: set[Path] = set()


#: settings files found unreadable (permissions ...): never overwritten while they stay so
_UNREADABLE: set[Path] = set()


def save_settings(settings: Settings) -> None:
    """Write the settings atomically. Raises StorageError if that is impossible, or if the file
    there could not be read (its settings would be lost: it is left for the player to fix)."""
    path = settings_path()
    if path in _UNREADABLE:
        try:
            read_bytes(path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(f"{path} cannot be read, so it is not overwritten: {exc}") from None
        _UNREADABLE.discard(path)
    try:
        linked = stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        linked = False  # missing (or unreachable: the write says why)
    if linked:
        raise SettingsLinked(path)
    d = settings.to_dict()
    data = {"format": SETTINGS_FORMAT, "schema": d.pop("schema"), **d}
    write_json(path, data, indent=1)  # refuses a link made since, a folder, another's file


def load_settings() -> tuple[Settings, list[StorageWarning]]:
    """The saved settings, or defaults. Never raises; the list says what went wrong, if anything.

    A missing file means defaults, silently. A damaged file, or one from a newer Diamant, is moved
    aside (renamed *.broken-<time>) and defaults are used. Single unreadable values take their
    defaults: the original file is moved aside and the repaired settings are written back.
    """
    path = settings_path()
    try:
        remove_stale_temps(path)
        raw = read_json(path)
    except FileNotFoundError:
        return Settings(), []
    except DamagedFile as exc:
        return Settings(), [damaged("settings-damaged", path,
                                    "Your settings file was damaged; it {where} and defaults "
                                    "are used.", exc.reason)]
    except OSError as exc:
        _UNREADABLE.add(path)
        return Settings(), [note("settings-unreadable", path,
                                 "Your settings file could not be read, so default settings are "
                                 "used this time.", str(exc))]
    try:
        data = check_and_migrate(raw, SETTINGS_FORMAT)
    except NewerSchema as exc:
        return Settings(), [damaged("settings-newer", path,
                                    "Your settings file was written by a newer version of "
                                    "Diamant; it {where} and defaults are used.", exc.reason)]
    except DamagedFile as exc:
        return Settings(), [damaged("settings-damaged", path,
                                    "Your settings file was damaged; it {where} and defaults "
                                    "are used.", exc.reason)]
    problems: list[str] = []
    settings = Settings.from_dict(data, problems)
    if not problems:
        return settings, []
    names = ", ".join(p.replace("_", " ") for p in problems)
    # the good values stay in the file whatever happens: the original is copied aside first and
    # repaired in place; when either write fails, it stays as it is (and is repaired next time)
    try:
        kept = copy_aside(path)
        save_settings(settings)
    except OSError as exc:
        return settings, [note("settings-invalid", path,
                               f"Some of your settings could not be read ({names}), so those are "
                               "back to their defaults for now; the file could not be repaired "
                               "and stays as it is.", f"invalid values: {problems}; {exc}")]
    w = StorageWarning("settings-invalid", path, kept,
                       f"Some of your settings could not be read ({names}), so those are back to "
                       f"their defaults; the original file was copied to {kept.name}.",
                       f"invalid values: {problems}")
    log_warning(w)
    return settings, [w]
