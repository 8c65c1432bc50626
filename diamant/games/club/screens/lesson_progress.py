"""Where the guided first round of Diamonds Club stands (kept in the settings), and how the title
opens it: light, so that the title and the lobby never load the table to ask
(the lesson's scene, lesson.py, is the table itself)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from diamant.shell.games import save_settings

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

SETTING = "club-lesson"


def progress(app: "App") -> dict[str, Any]:
    extra = getattr(getattr(app, "settings", None), "extra", None)
    raw = extra.get(SETTING) if isinstance(extra, dict) else None
    return dict(raw) if isinstance(raw, dict) else {}


def store(app: "App", state: dict[str, Any]) -> None:
    extra = getattr(getattr(app, "settings", None), "extra", None)
    if isinstance(extra, dict):
        extra[SETTING] = state
        save_settings(app)


def start(app: "App") -> None:
    """"Learn to play" on the title with Diamonds Club chosen: the lesson where it was left (from
    the start once it was finished)."""
    app.nav.push("club-lesson", fresh=progress(app).get("done") is True)


def learn_key(app: "App") -> str:
    """The title's button: "Continue learning" half-way through, else "Learn to play"."""
    saved = progress(app)
    lesson = saved.get("lesson")
    begun = isinstance(lesson, dict) and bool(lesson.get("actions") or lesson.get("seen"))
    return "menu-learn-resume" if begun and saved.get("done") is not True else "menu-learn"
