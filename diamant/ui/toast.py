"""A message shown over the screen for a few seconds (App.show_message)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui import theme

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


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
        surface.blit(render, (box.left + pad, box.top + pad))
        toast.rect = box
        y = box.bottom + theme.px(app, 0.8)
