"""`diamant replay RECORD.json --watch`: the replay viewer in a window, or headless at full speed
(``--smoke-test``: the record played through the real replay scene; its last line is
``replay finished: scores [a, b, ...]``)."""
from __future__ import annotations

import os
import sys
from typing import Any

import diamant.shell.scenes  # noqa: F401 - registers every scene with the navigator
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers every scene with the navigator
from diamant.shell.scenes.crash import guarded_in
from diamant.games.diamant.engine import GameRecord

SMOKE_DT = 0.25  # seconds of game time per frame in the smoke test
SMOKE_MAX_FRAMES = 100_000


def watch(record: GameRecord, *, lang: str | None = None, smoke: bool = False,
          size: tuple[int, int] | None = None) -> int:
    if smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from diamant.ui.app import App, default_settings

    settings = default_settings()
    pygame.display.init()
    app = App(headless=smoke, size=(size[0], size[1]) if size else (1280, 720), settings=settings, lang=lang or "en",
              audio=False if smoke else None, title="Diamant")
    try:
        scene = app.nav.push("replay", record=record, speed=8.0 if smoke else 1.0)
        if not smoke:
            return guarded_in(app, app.run, 60, 0.1)  # a crash: the crash scene in the window
        return _smoke(app, scene)
    finally:
        app.close()


def _smoke(app: Any, scene: Any) -> int:
    scene.toggle_play()
    for _ in range(SMOKE_MAX_FRAMES):
        if scene.finished and not scene.playing:
            break
        app.frame(SMOKE_DT, [])
    else:
        print("diamant replay --watch --smoke-test: the replay did not finish", file=sys.stderr)
        return 1
    scores = scene.scores
    expected = list(scene.game.scores())
    print(f"replay finished: scores {scores}")
    return 0 if scores == expected else 1
