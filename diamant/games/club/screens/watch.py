"""`diamant replay CLUB-RECORD.json --watch`: Diamonds Club's replay viewer in a window, or
headless at full speed (``--smoke-test``: the record played through the real "club-replay"
scene to its end; exit 0 when the table then shows the record's final state; its last line is
``replay finished: scores [a, b, ...]``)."""
from __future__ import annotations

import os
import sys
from typing import Any, Callable

SMOKE_DT = 0.25  # seconds of game time per frame in the smoke test
SMOKE_MAX_FRAMES = 100_000


def watch(record: dict[str, Any], *, lang: str | None = None, smoke: bool = False,
          size: tuple[int, int] | None = None, guard: Callable[..., int] | None = None) -> int:
    """`guard(app, fn, *args)` runs the window's loop (the shell's crash guard: the caller hands
    it in, as the club's screens import nothing of the shell but its registry of games)."""
    if smoke:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from diamant.shell import games
    from diamant.ui.app import App, default_settings

    games.load_all()  # the club's scenes, and the rules the viewer's "?" opens
    pygame.display.init()
    app = App(headless=smoke, size=(size[0], size[1]) if size else (1280, 720), settings=default_settings(),
              lang=lang or "en", audio=False if smoke else None, title="Diamonds Club")
    try:
        scene = app.nav.push("club-replay", record=record, speed=8.0 if smoke else None)
        if not smoke:
            if guard is None:
                return int(app.run(60, 0.1))
            return guard(app, app.run, 60, 0.1)  # a crash: the crash scene in the window
        return _smoke(app, scene)
    finally:
        app.close()


def _smoke(app: Any, scene: Any) -> int:
    scene.toggle_play()
    for frame in range(SMOKE_MAX_FRAMES):
        if scene.finished and not scene.playing:
            break
        app.frame(SMOKE_DT, [], draw=frame % 8 == 0)
    else:
        print("diamant replay --watch --smoke-test: the replay did not finish", file=sys.stderr)
        return 1
    app.frame(0.0, [])  # the last state drawn too
    final = scene.replay.final
    if scene.shown_state() != final.state():
        print("diamant replay --watch --smoke-test: the viewer's last state is not the record's",
              file=sys.stderr)
        return 1
    print(f"replay finished: scores {[line.total for line in final.score_lines()]}")
    return 0
