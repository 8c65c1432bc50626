"""Screenshots of the shell's Diamonds Club side (a developer tool): the title with its game
picker on each game, the title with a Diamonds Club game to continue, and the club's lobby.

    python -m diamant_dev.club_shell_shots --out /tmp/shots [--lang en ru ja] [--size 1280x720 ...]

Files: ``<name>-<lang>-<w>x<h>.png``. `diamant screenshots`' set has these too (diamant_dev.screenshots
adds them), but for history-club, which stores a game in the data folder.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import diamant.shell.scenes  # noqa: E402,F401 - Diamant's scenes and its entry in the registry
import diamant.games.diamant.screens.scenes  # noqa: E402,F401 - Diamant's scenes and its entry in the registry
import diamant.games.club.screens  # noqa: E402,F401 - the club's scenes and its entry
from diamant.ui import nav  # noqa: E402
from diamant.ui.app import App  # noqa: E402
from diamant.ui.scene import Scene  # noqa: E402
from diamant.games.club.screens.lobby import DraftSeat  # noqa: E402
from diamant.i18n import LANGUAGE_CODES  # noqa: E402
from diamant_dev.screenshots import screenshot_app  # noqa: E402

SIZES = [(1280, 720), (1920, 1080), (960, 540), (1000, 1000)]


def _title_on(game: str, saved: bool = False):
    def builder(app: App) -> Any:
        app.settings.extra["last_game"] = game
        scene: Any = app.nav.push("title")
        if saved:
            scene.arrange(True)
            scene.layout(app.size)
            scene.group.focus(scene.continue_button, keyboard=True)
        else:
            scene.group.focus(scene.picker, keyboard=True)
        return scene
    return builder


def _club_lobby(app: App) -> Any:
    seats = [DraftSeat("", 0, None), DraftSeat("美咲", 3, None), DraftSeat("", 1, "master"),
             DraftSeat("", 2, "beginner")]
    return app.nav.push("club-lobby", seats=seats)


def _club_lobby_two(app: App) -> Any:
    return app.nav.push("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, "steady")])


def _history_club(app: App) -> Any:
    """Past games with a finished Diamonds Club game (stored in the tool's own data folder)."""
    from diamant.games.club import ClubGame
    from diamant.storage import list_history
    from diamant.games.club.history import store_club_game
    if not any(e.game == "club" for e in list_history()):
        g = ClubGame(players=3, seed=11)
        while not g.is_over:
            g.play(g.legal()[0])
        seats = [{"name": "Anna", "colour": 3, "bot": None}, {"name": "Master", "colour": 0, "bot": "master"},
                 {"name": "Steady", "colour": 2, "bot": "steady"}]
        store_club_game({"format": "diamonds-club-save", "version": 1, "ui": {}, "seats": seats,
                         "record": g.record([{"name": x["name"], "kind": "bot" if x["bot"] else "human",
                                              "bot": x["bot"]} for x in seats])})
    scene = app.nav.push("history")
    while getattr(scene, "scanning", False):  # the whole list (it fills frame by frame)
        scene.update(0.0)
    return scene


#: the shots that write to the data folder (kept out of `diamant screenshots`' set)
WRITES = frozenset({"history-club"})

SHOTS = {
    "history-club": _history_club,
    "title-picker-diamant": _title_on("diamant"),
    "title-picker-club": _title_on("club"),
    "title-club-saved": _title_on("club", saved=True),
    "club-lobby": _club_lobby,
    "club-lobby-two": _club_lobby_two,
}


def show(app: App, name: str) -> Any:
    """Show shot `name` on `app` as diamant_dev.screenshots.build does (its stack cleared first)."""
    for scene in reversed(list(app.scenes)):
        scene.leave()
    app.scenes.clear()
    app.toasts.clear()
    app.time = 1.0
    scene = SHOTS[name](app)
    if scene is not None and scene not in app.scenes:
        app.push(scene)
    app.update(0.0)
    return scene


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    # the player's own saves never show (nor change) in the pictures
    os.environ.setdefault("DIAMANT_HOME", tempfile.mkdtemp(prefix="club-shell-shots-"))
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="/tmp/club-shell-shots")
    p.add_argument("--lang", nargs="*", default=["en", "ru", "ja"], choices=LANGUAGE_CODES)
    p.add_argument("--size", nargs="*", type=_size, default=SIZES)
    p.add_argument("--only", nargs="*", default=None, choices=sorted(SHOTS))
    args = p.parse_args(argv)
    if "club-table" not in nav.names():  # a build of the shell alone: Play is shown as it will be
        nav.scene("club-table")(lambda app, **_: Scene(app))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names = args.only or sorted(SHOTS)
    n = 0
    for size in args.size:
        app = screenshot_app(size, args.lang[0])
        try:
            for lang in args.lang:
                app.set_language(lang)
                for name in names:
                    show(app, name)
                    app.render_png(out / f"{name}-{lang}-{size[0]}x{size[1]}.png")
                    n += 1
        finally:
            app.close()
    print(f"wrote {n} screenshots to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
