"""Pictures of the guided first game ("Learn to play"), headless: each tip on the table, the
refusal of the other choice, the first-start offer and the title's entry.

    python -m diamant_dev.tutorial_shots --out /tmp/tutorial [--lang en,ru,ja]
        [--size 1280x720,1920x1080,960x540] [--steps share,leave,chest]

Files: ``tutorial-<step>-<lang>-<w>x<h>.png`` (``-refused`` when the other choice was just
tried), ``tutorial-offer-<lang>-<w>x<h>.png``. The lesson is played with the player's keys, as a
player would (tests/diamant/test_tutorial.py plays it the same way).
"""
from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

import pygame

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import tutorial
from diamant.ui.app import App, default_settings
from diamant.games.diamant.engine import Decision

KEYS = {Decision.CONTINUE: (pygame.K_c, 6), Decision.LEAVE: (pygame.K_l, 15)}  # key, scancode


def _press(app: App, key: int, scancode: int = 0) -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=scancode),
                    pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=scancode)])


def make_app(size: tuple[int, int], lang: str) -> App:
    logging.getLogger("diamant.i18n").setLevel(logging.ERROR)
    app = App(headless=True, size=size, settings=default_settings(), lang=lang, audio=False)
    app.instant = True
    app.time = 1.0
    return app


def shoot_lesson(app: App, out: Path, steps: set[str] | None = None) -> list[Path]:
    """Play the lesson through; a picture at each tip of `steps` (all when None)."""
    size, lang = app.size, app.lang
    made: list[Path] = []
    tutorial.start(app, fresh=True)
    guide = tutorial.running(app)
    assert guide is not None
    while guide.step is not None:
        for _ in range(600):
            if guide.shown is not None:
                break
            app.frame(1 / 30, [])
        step = guide.shown
        if step is None:
            raise RuntimeError(f"the lesson stopped before {guide.step.id}")
        if steps is None or step.id in steps:
            path = out / f"tutorial-{step.id}-{lang}-{size[0]}x{size[1]}.png"
            app.draw()
            app.render_png(path)
            made.append(path)
        if step.choice is None:
            _press(app, pygame.K_RETURN)
            continue
        other = Decision.LEAVE if step.choice is Decision.CONTINUE else Decision.CONTINUE
        _press(app, *KEYS[other])  # refused: the tip says why
        if steps is None or step.id in steps:
            path = out / f"tutorial-{step.id}-refused-{lang}-{size[0]}x{size[1]}.png"
            app.draw()
            app.render_png(path)
            made.append(path)
        _press(app, *KEYS[step.choice])
    return made


def shoot_offer(app: App, out: Path) -> Path:
    """The title with the one-time offer over it."""
    app.nav.reset("title")
    app.nav.push("tutorial-offer")
    app.frame(0.0, [])
    path = out / f"tutorial-offer-{app.lang}-{app.size[0]}x{app.size[1]}.png"
    app.render_png(path)
    return path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--lang", default="en,ru,ja")
    p.add_argument("--size", default="1280x720,1920x1080,960x540")
    p.add_argument("--steps", default="", help="the tips to picture (default: every one)")
    args = p.parse_args(argv)
    from diamant.i18n import LANGUAGE_CODES
    bad = [code for code in args.lang.split(",") if code not in LANGUAGE_CODES]
    if bad:  # (the app would fall back to English silently: pictures of the wrong language)
        p.error(f"unknown language {', '.join(bad)}; one of {', '.join(LANGUAGE_CODES)}")
    args.out.mkdir(parents=True, exist_ok=True)
    steps = {s for s in args.steps.split(",") if s} or None
    for text in args.size.split(","):
        w, h = (int(v) for v in text.lower().split("x"))
        for lang in args.lang.split(","):
            app = make_app((w, h), lang)
            try:
                for path in [*shoot_lesson(app, args.out, steps), shoot_offer(app, args.out)]:
                    print(path)
            finally:
                app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
