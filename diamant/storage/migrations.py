"""Schema versions of the stored files, and the steps that bring older files up to date.

Every stored file carries `format` and `schema`. Loading a file with an older schema runs the
steps registered here, one version at a time (0 -> 1 -> 2 ...), so that the rest of the code only
ever sees the current shape. A newer schema is refused (a newer Diamant wrote it).

Only schema 1 has ever been written. Schema 0 is the shape of the very first development builds
(defined here so that the mechanism is exercised by the tests):

settings v0: {"format": "diamant-settings", "schema": 0, "lang": "de", "volume": 0.6,
              "sound": true, "window": "1280x720", "fullscreen": false}
save v0:     {"format": "diamant-save", "schema": 0, "time": <seconds since 1970>,
              "game": <record>, "screen": {...}}

To change a format: bump its *_SCHEMA, add `@step(kind, old)` that turns the old dict into the
next one, and add a fixture of the old shape to the tests.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Callable

from .files import DamagedFile, is_number

SETTINGS_FORMAT = "diamant-settings"
SETTINGS_SCHEMA = 1
SAVE_FORMAT = "diamant-save"
SAVE_SCHEMA = 1

CURRENT = {SETTINGS_FORMAT: SETTINGS_SCHEMA, SAVE_FORMAT: SAVE_SCHEMA}
Step = Callable[[dict[str, Any]], dict[str, Any]]
STEPS: dict[str, dict[int, Step]] = {SETTINGS_FORMAT: {}, SAVE_FORMAT: {}}


class NewerSchema(DamagedFile):
    def __init__(self, schema: int, current: int) -> None:
        super().__init__(f"schema {schema} is newer than {current}", "newer")
        self.schema = schema


def step(fmt: str, from_schema: int) -> Callable[[Step], Step]:
    def deco(fn: Step) -> Step:
        STEPS[fmt][from_schema] = fn
        return fn
    return deco


def check_and_migrate(data: object, fmt: str) -> dict[str, Any]:
    """Check `format` and `schema`; return the data in the current schema.

    Raises DamagedFile (wrong format, no schema, no path from an old schema) or NewerSchema.
    """
    if not isinstance(data, dict):
        raise DamagedFile("the file does not hold a JSON object")
    if data.get("format") != fmt:
        raise DamagedFile(f"the file's format is {data.get('format')!r}, not {fmt!r}")
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise DamagedFile(f"the file has no valid schema number: {schema!r}")
    current = CURRENT[fmt]
    if schema > current:
        raise NewerSchema(schema, current)
    while schema < current:
        fn = STEPS[fmt].get(schema)
        if fn is None:
            raise DamagedFile(f"no migration from schema {schema} of {fmt}")
        try:
            data = fn(dict(data))
        except DamagedFile:
            raise
        except Exception as exc:  # noqa: BLE001 - boundary: a file read; odd old data becomes DamagedFile
            raise DamagedFile(f"migration from schema {schema} failed: {exc!r}") from None
        new = data.get("schema")
        if not isinstance(new, int) or new <= schema:
            raise DamagedFile(f"migration from schema {schema} did not advance")  # a bug
        schema = new
    return data


# ---------------------------------------------------------------------------------------------
@step(SETTINGS_FORMAT, 0)
def _settings_0_to_1(old: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {"format": SETTINGS_FORMAT, "schema": 1}
    if "lang" in old:
        new["language"] = old["lang"]
    if "volume" in old:
        new["master_volume"] = old["volume"]
    if isinstance(old.get("sound"), bool):
        new["muted"] = not old["sound"]
    window = old.get("window")
    if isinstance(window, str) and "x" in window:
        w, _, h = window.partition("x")
        if w.strip().isdigit() and h.strip().isdigit():
            new["window_size"] = [int(w), int(h)]
    if "fullscreen" in old:
        new["fullscreen"] = old["fullscreen"]
    return new


@step(SAVE_FORMAT, 0)
def _save_0_to_1(old: dict[str, Any]) -> dict[str, Any]:
    t = old.get("time")
    if not is_number(t):
        raise DamagedFile("the old save has no time")
    saved_at = _dt.datetime.fromtimestamp(t, _dt.timezone.utc).astimezone().isoformat(
        timespec="seconds")
    return {"format": SAVE_FORMAT, "schema": 1, "saved_at": saved_at,
            "record": old.get("game"), "ui": old.get("screen") or {}}
