"""Pictures of the coach scene: `python -m diamant_dev.coach_shots [--out DIR] [--lang en ru ja]
[--size 1280x720 960x540] [--seek]`.

The game reviewed is the final scores' fixture (six seats, Iello, one person at seat 0, the
others scripted to leave at fixed path lengths), finished; the coach reviews seat 0 and the
picture is taken once the review is done (the worker thread is waited for), with the first costly
choice selected. `--seek` takes the replay viewer's coach instead (the "watch this moment"
button shows). `coach_scene(app)` is the builder, for `diamant_dev.screenshots.register_screenshot`.
"""
from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from diamant.ui import nav
from diamant_dev import fixtures

if TYPE_CHECKING:  # the tool reaches into the scene it scripts (built by name, never imported)
    from diamant.ui.app import App
    from diamant.games.diamant.screens.scenes.coach import CoachScene

#: deals per decision in the pictures: the numbers move by a point or two, the look does not
SHOT_ROLLOUTS = 128


def finished_record(app: "App") -> Any:
    """The finished game the pictures review (the scores' fixture, played out)."""
    sess = fixtures.scripted_session(app, seats=6, humans=1, cards=1, seed=8, edition="iello")
    fixtures.play_out(sess)
    record = sess.record(False)
    sess.close()
    return record


def wait_for(scene: "CoachScene", timeout: float = 60.0) -> None:
    """Until the scene's review is done (the worker thread finishes it)."""
    end = time.monotonic() + timeout
    while scene.working and time.monotonic() < end:
        time.sleep(0.02)
    scene.update(0.0)


def coach_scene(app: "App", *, seek: bool = False) -> "CoachScene":
    record = finished_record(app)
    on_pick = (lambda *_: None) if seek else None
    scene = cast("CoachScene", nav.make(app, "coach", record=record, seat=0, on_pick=on_pick,
                                        rollouts=SHOT_ROLLOUTS))
    app.push(scene)
    wait_for(scene)
    return scene


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from diamant.games.diamant.screens import scenes  # noqa: F401 - registers every scene with the navigator
    from diamant_dev.screenshots import screenshot_app

    p = argparse.ArgumentParser(prog="python -m diamant_dev.coach_shots")
    p.add_argument("--out", default="out/screenshots")
    from diamant.i18n import LANGUAGE_CODES
    p.add_argument("--lang", nargs="+", default=["en", "ru", "ja"], choices=LANGUAGE_CODES)
    p.add_argument("--size", nargs="+", default=["1280x720", "960x540"])
    p.add_argument("--seek", action="store_true", help="the replay viewer's coach")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size_text in args.size:
        w, h = (int(x) for x in size_text.split("x"))
        app = screenshot_app((w, h), args.lang[0])
        for lang in args.lang:
            app.set_language(lang)
            for scene in reversed(list(app.scenes)):
                scene.leave()
            app.scenes.clear()
            coach_scene(app, seek=args.seek)
            app.update(0.0)
            name = "coach-replay" if args.seek else "coach"
            path = out / f"{name}-{lang}-{w}x{h}.png"
            app.render_png(path)
            print(path)
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
