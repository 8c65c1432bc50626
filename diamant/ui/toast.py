"""What is shown over the screen for a few seconds: a message (App.show_message) and the captions
of sounds (App.captions, while the player has captions on)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import textfit, theme

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

#: how long a sound's caption stays, and how many are shown at once (the newest last)
CAPTION_SECONDS = 2.5
MAX_CAPTIONS = 3
#: the captions' places, in units: from the window's bottom, the inset of their words, between two
CAPTION_BOTTOM = 9.0
CAPTION_PAD = 1.0
CAPTION_GAP = 0.5
CAPTION_PLATE = (0, 0, 0, 200)  # as film subtitles: light words on a dark plate, over any table


class Toast:
    def __init__(self, text: str, seconds: float, kind: str):
        self.text = text
        self.left = seconds
        self.kind = kind
        self.rect: pygame.Rect | None = None  # where it was last drawn (a click there closes it)


def draw_toasts(app: App, surface: pygame.Surface, toasts: Sequence[Toast]) -> None:
    """The messages stacked at the top of the window, centred; each remembers where it went."""
    if not toasts:
        return
    w = min(app.size[0] - theme.px(app, 4), theme.px(app, 60))
    y = theme.px(app, 1.5)
    pad = theme.px(app, 1.0)
    for toast in toasts:
        render = theme.render_wrapped(app, toast.text, (w - 2 * pad, theme.px(app, 12)),
                                      theme.FONT_BODY, theme.TEXT)
        box = pygame.Rect(0, y, w, render.get_height() + 2 * pad)
        box.centerx = app.size[0] // 2
        border = theme.DANGER if toast.kind == "warning" else theme.GOLD_DARK
        theme.panel(surface, app, box, alpha=240, border=border)
        theme.blit_text(surface, render, (box.left + pad, box.top + pad), toast.text)
        toast.rect = box
        y = box.bottom + theme.px(app, 0.8)


class Captions:
    """The captions of the sounds just played ("[round over]"): a game passes the words of a
    sound that tells something (the framework knows no game's sound) when it plays it; while the
    player has captions on (`wanted`: the setting), they show a moment at the bottom of the
    screen (or of the part the top scene gives them: Scene.caption_area), else nothing. Shown whether the sound is heard or not (muted, no sound device): a
    player who cannot hear sees it. The same words again restart their time, not shown twice."""

    def __init__(self, wanted: Callable[[], bool] = lambda: True) -> None:
        self.wanted = wanted
        self.shown: list[Toast] = []

    def show(self, text: str, seconds: float = CAPTION_SECONDS) -> None:
        if not text or not self.wanted():
            return
        self.shown = [c for c in self.shown if c.text != text]
        self.shown.append(Toast(text, seconds, "caption"))
        del self.shown[:-MAX_CAPTIONS]

    def update(self, dt: float) -> None:
        for c in self.shown:
            c.left -= dt
        self.shown = [c for c in self.shown if c.left > 0]

    def texts(self) -> list[str]:
        return [c.text for c in self.shown]

    def clear(self) -> None:
        self.shown.clear()

    def draw(self, surface: pygame.Surface, app: "App") -> None:
        """The captions centred on the bottom of the top scene's caption area (else above the
        window's bottom edge), the newest lowest."""
        pad = theme.px(app, CAPTION_PAD)
        top = app.scenes.top
        area = top.caption_area() if top is not None else None
        centre = area.centerx if area is not None else app.size[0] // 2
        y = area.bottom - pad if area is not None else app.size[1] - theme.px(app, CAPTION_BOTTOM)
        for text in reversed(self.texts()):
            ink = app.font(theme.FONT_BODY, bold=True).render(text, theme.TEXT)
            box = pygame.Rect(0, 0, min(app.size[0], ink.get_width() + 2 * pad), ink.get_height() + pad)
            box.midbottom = (centre, y)
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            plate.fill(CAPTION_PLATE)
            surface.blit(plate, box)
            if textfit.recording:  # the words are read on their plate, over whatever is under it
                textfit.covered(surface, box)
            theme.blit_text(surface, ink, ink.get_rect(center=box.center), text)
            y = box.top - theme.px(app, CAPTION_GAP)
