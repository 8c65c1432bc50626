"""`diamant replay CLUB-RECORD.json --watch`: Diamonds Club's replay viewer in a window, or
headless at full speed (``--smoke-test``: the record played through the real "club-replay"
scene to its end; exit 0 when the table then shows the record's final state; its last line is
``replay finished: scores [a, b, ...]``)."""
from __future__ import annotations

import sys
from typing import Any, Callable

from diamant.ui.watch import watch_scene

#: the smoke test draws one frame in this many (the club's table is slow to draw)
SMOKE_DRAW_EVERY = 8


def watch(record: dict[str, Any], *, lang: str | None = None, smoke: bool = False,
          size: tuple[int, int] | None = None, guard: Callable[..., int] | None = None) -> int:
    """`guard(app, fn, *args)` runs the window's loop (the shell's crash guard: the caller hands
    it in, as the club's screens import nothing of the shell but its registry of games)."""
    def load() -> None:
        from diamant.shell import games
        games.load_all()  # the club's scenes, and the rules the viewer's "?" opens

    return watch_scene("club-replay", {"record": record, "speed": 8.0 if smoke else None},
                       title="Diamonds Club", lang=lang, smoke=smoke, size=size,
                       guard=guard or (lambda _app, run, *args: int(run(*args))), check=_check,
                       load=load, draw_every=SMOKE_DRAW_EVERY)


def _check(app: Any, scene: Any) -> int:
    app.frame(0.0, [])  # the last state drawn too
    final = scene.replay.final
    if scene.shown_state() != final.state():
        print("diamant replay --watch --smoke-test: the viewer's last state is not the record's",
              file=sys.stderr)
        return 1
    print(f"replay finished: scores {[line.total for line in final.score_lines()]}")
    return 0
