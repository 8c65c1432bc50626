"""The hot-seat curtain: an opaque screen that names the next player and shows nothing else.

Only after that player confirms (click, Enter or Space) does the expedition show their hand. The
curtain draws nothing of the game: no table, no chests, no choices (what others chose cannot leak
through it, not even as a pixel).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from diamant.ui import nav, theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.games.diamant.screens.session import GameSession

# the curtain's box, in units
BOX_W = 56.0         # the box, at most
BOX_H = 30.0
INSET_X = 4.0        # its content's inset
INSET_Y = 3.0
BADGE = 6.0          # the seat's badge at the top
BADGE_TOP = 0.5      # below the inset's top
HEADING_GAP = 1.5    # between the badge and "Alice's turn"
HEADING_H = 5.0
BODY_GAP = 1.2       # between that heading and the sentence under it
BODY_ROOM = 2.2      # the sentence is this much shorter than from the heading to the button
READY_BOTTOM = 2.2   # from the Ready button to the box's bottom


@nav.scene("handover")
class HandoverScene(Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    opaque = True
    in_game = True
    game_id = "diamant"  # the shell's registry id: the keys overlay lists this game's keys

    def game_session(self) -> "GameSession":
        return self.session

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
        bw, bh = round(app.u * BOX_W), round(app.u * BOX_H)
        self.box = pygame.Rect(0, 0, min(bw, w - 20), min(bh, h - 20))
        self.box.center = (w // 2, h // 2)
        b = pygame.Rect(0, 0, round(self.box.width * 0.7), round(app.u * theme.BUTTON_H))
        b.midbottom = (self.box.centerx, self.box.bottom - round(app.u * READY_BOTTOM))
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
        if pressed(event) is Action.CONFIRM:
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
        inner = self.box.inflate(-round(app.u * INSET_X), -round(app.u * INSET_Y))
        d = round(app.u * BADGE)
        seat_badge(surface, seat.colour, (inner.centerx, inner.top + d // 2 + round(app.u * BADGE_TOP)), d)
        title = pygame.Rect(inner.left, inner.top + d + round(app.u * HEADING_GAP), inner.width,
                            round(app.u * HEADING_H))
        theme.heading(surface, app, app.t("play-handover-title", name=seat.name), title)
        body = pygame.Rect(inner.left, title.bottom + round(app.u * BODY_GAP), inner.width,
                           self.ready.rect.top - title.bottom - round(app.u * BODY_ROOM))
        theme.draw_text(surface, app, app.t("play-handover-body", name=seat.name), body,
                        theme.FONT_BODY, theme.TEXT, wrap=True)
        self.group.draw(surface)
