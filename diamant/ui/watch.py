"""A game's replay viewer opened on its own (`diamant replay RECORD --watch`): in a window, or
headless at full speed (``--smoke-test``: the record played through the real scene to its end,
then checked). Each game's screens say which scene and what to check; this knows no game.

The scene has `toggle_play()`, and `finished` and `playing` flags.
"""
from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

SMOKE_DT = 0.25  # seconds of game time per frame in the smoke test
SMOKE_MAX_FRAMES = 100_000
WINDOW = (1280, 720)  # the window's size when none is given
FPS = 60
IDLE_FRAME = 0.1  # seconds between frames while nothing moves


def watch_scene(name: str, args: dict[str, Any], *, title: str, lang: str | None, smoke: bool,
                size: tuple[int, int] | None, guard: Callable[..., int],
                check: Callable[["App", Any], int], load: Callable[[], object] | None = None,
                draw_every: int = 1) -> int:
    """Open the scene `name` (with `args`) on a new app and run it: in a window through
    `guard(app, fn, *args)` (the shell's crash guard, handed in), or, with `smoke`, headless to
    the replay's end (every `draw_every`-th frame drawn), then `check(app, scene)` gives the exit
    code. `load()` registers the scenes, once the environment is set for pygame."""
    if smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from diamant.ui.app import App, default_settings

    if load is not None:
        load()
    pygame.display.init()
    app = App(headless=smoke, size=(size[0], size[1]) if size else WINDOW, settings=default_settings(),
              lang=lang or "en", audio=False if smoke else None, title=title)
    try:
        scene: Any = app.nav.push(name, **args)  # a replay scene (see above)
        if not smoke:
            return guard(app, app.run, FPS, IDLE_FRAME)  # a crash: the crash scene in the window
        scene.toggle_play()
        for frame in range(SMOKE_MAX_FRAMES):
            if scene.finished and not scene.playing:
                break
            app.frame(SMOKE_DT, [], draw=frame % draw_every == 0)
        else:
            print("diamant replay --watch --smoke-test: the replay did not finish", file=sys.stderr)
            return 1
        return check(app, scene)
    finally:
        app.close()


__all__ = ["watch_scene"]
