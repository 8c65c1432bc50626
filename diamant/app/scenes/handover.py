"""The hot-seat curtain: an opaque screen that names the next player and shows nothing else.

Only after that player confirms (click, Enter or Space) does the expedition show their hand. The
curtain draws nothing of the game: no table, no chests, no choices (what others chose cannot leak
through it, not even as a pixel).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from diamant.ui import nav, theme
from diamant.app.badges import seat_badge
from diamant.ui.input import Action, action_of
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.app.session import GameSession


@nav.scene("handover")
class HandoverScene(Scene):
    opaque = True
    in_game = True

    def __init__(self, app: "App", session: "GameSession", seat: int,
                 on_ready: Callable[[int], None] | None = None) -> None:
        """`on_ready(seat)`: the named player lifted the curtain (it has closed): show their hand."""
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.on_ready = on_ready
        self.group = FocusGroup(app)
        self.ready = self.group.add(Button(lambda: app.t("play-handover-ready",
                                                         name=self.session.names[self.seat]),
                                           self.confirm, style="primary"))
        self.box = pygame.Rect(0, 0, 0, 0)
        self.confirmed = False

    refocus = True

    def default_focus(self):
        return self.ready

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        bw, bh = round(app.u * 56), round(app.u * 30)
        self.box = pygame.Rect(0, 0, min(bw, w - 20), min(bh, h - 20))
        self.box.center = (w // 2, h // 2)
        b = pygame.Rect(0, 0, round(self.box.width * 0.7), round(app.u * theme.BUTTON_H))
        b.midbottom = (self.box.centerx, self.box.bottom - round(app.u * 2.2))
        self.ready.rect = b

    def confirm(self) -> None:
        if self.confirmed:
            return
        self.confirmed = True
        on_ready = self.on_ready
        self.app.remove(self)
        if on_ready is not None:
            on_ready(self.seat)

    def dispose(self) -> None:
        super().dispose()
        self.on_ready = None

    def handle(self, event) -> bool:
        # only the named player's own confirm (Enter, gamepad A, a click on the button) lifts the
        # curtain: never a skip (Space), never a key held from the screen before
        if event.type == pygame.KEYDOWN and action_of(event) is Action.CONFIRM:
            self.confirm()
            return True
        return self.group.handle(event)

    def frame_interval(self) -> float | None:
        return None

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface) -> None:
        app = self.app
        surface.fill(theme.BG)
        theme.background(surface, app, darken=170)
        theme.panel(surface, app, self.box, alpha=250)
        seat = self.session.seats[self.seat]
        inner = self.box.inflate(-round(app.u * 4), -round(app.u * 3))
        d = round(app.u * 6)
        seat_badge(surface, seat.colour, (inner.centerx, inner.top + d // 2 + round(app.u * 0.5)), d)
        title = pygame.Rect(inner.left, inner.top + d + round(app.u * 1.5), inner.width, round(app.u * 5))
        theme.heading(surface, app, app.t("play-handover-title", name=seat.name), title)
        body = pygame.Rect(inner.left, title.bottom + round(app.u * 1.2), inner.width,
                           self.ready.rect.top - title.bottom - round(app.u * 2.2))
        theme.draw_text(surface, app, app.t("play-handover-body", name=seat.name), body,
                        theme.FONT_BODY, theme.TEXT, wrap=True)
        self.group.draw(surface)
