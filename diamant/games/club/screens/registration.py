"""Diamonds Club in the app, without loading its screens: its entry in the shell's registry of
games (``entry.ENTRY``: the title's picker, its picture, New game, Continue) and its scenes
promised to the navigator by name, each with the module that registers it. A scene module loads
when the club is first chosen or that scene first opens."""
from __future__ import annotations

import dataclasses

from diamant.games.club.screens import entry, sounds  # noqa: F401 - sounds: the club's list, registered
from diamant.shell import games
from diamant.ui import nav

#: each scene of the club -> the module that registers it (a test holds this complete)
SCENES = {
    "club-build": "build",
    "club-coach": "coach",
    "club-lesson": "lesson",
    "club-gems": "gems",
    "club-lobby": "lobby",
    "club-replay": "replay",
    "club-log": "replay",
    "club-round-end": "round_end",
    "club-rules": "rules",
    "club-scoring": "scoring",
    "club-table": "table_scene",
    "club-table-board": "table_board",
    "club-track-choice": "table_scene",
}
#: and the module that opens its online table (for a hosted or joined game)
MODULES = tuple(sorted({f"{__package__}.{m}" for m in SCENES.values()} | {f"{__package__}.online"}))

for _module in MODULES:
    if _module.endswith(".online"):
        continue  # no scene of its own
    nav.lazy(_module, [name for name, m in SCENES.items() if f"{__package__}.{m}" == _module])

ENTRY = games.register(dataclasses.replace(entry.ENTRY, screens=MODULES))
