"""`diamant replay RECORD.json --watch`: the replay viewer in a window, or headless at full speed
(``--smoke-test``: the record played through the real replay scene; its last line is
``replay finished: scores [a, b, ...]``)."""
from __future__ import annotations

from typing import Any

import diamant.shell.scenes  # noqa: F401 - registers every scene with the navigator
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers every scene with the navigator
from diamant.shell.scenes.crash import guarded_in
from diamant.ui.watch import watch_scene
from diamant.games.diamant.engine import GameRecord


def watch(record: GameRecord, *, lang: str | None = None, smoke: bool = False,
          size: tuple[int, int] | None = None) -> int:
    return watch_scene("replay", {"record": record, "speed": 8.0 if smoke else 1.0}, title="Diamant",
                       lang=lang, smoke=smoke, size=size, guard=guarded_in, check=_check)


def _check(app: Any, scene: Any) -> int:
    scores = scene.scores
    expected = list(scene.game.scores())
    print(f"replay finished: scores {scores}")
    return 0 if scores == expected else 1
