"""The countdown of a decision at an online table with a timer, beside the decision cards: a ring
that empties as the time runs, with the seconds left in its middle; the last seconds in the
danger colour. In reduced motion nothing moves: the seconds alone, in words."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from diamant.logentry import entry
from diamant.ui import theme
from diamant.ui.speech import Priority

if TYPE_CHECKING:  # pragma: no cover
    from diamant.games.diamant.screens.logpanel import LogPanel
    from diamant.games.diamant.screens.session import GameSession
    from diamant.ui.app import App

RING = 7.0          # the ring's diameter, in units (at most the card's height)
RING_W = 0.7        # its stroke
RING_GAP = 2.0      # between the Continue card and the ring
URGENT = 10.0       # seconds: from here on the countdown is in the danger colour (and said, once)
FRAME = 1 / 15      # seconds between two pictures of the ring while it runs
STILL_FRAME = 0.25  # in reduced motion: only the seconds change, a few looks a second
ARC_STEPS = 64      # the points of a full ring's outline
TRACK_ALPHA = 70    # the empty part of the ring, faint


def seconds_shown(left: float) -> int:
    """The whole seconds shown: 0.2 s left still shows 1 (0 only once the time is up)."""
    return max(0, math.ceil(left - 1e-6))


def ring_rect(app: "App", card: pygame.Rect) -> pygame.Rect:
    """Where the countdown sits: right of the Continue card, centred on it."""
    d = min(theme.px(app, RING), card.height)
    r = pygame.Rect(0, 0, d, d)
    r.midleft = (card.right + theme.px(app, RING_GAP), card.centery)
    return r


def _arc(centre: tuple[int, int], outer: float, inner: float, part: float) -> list[tuple[float, float]]:
    """The outline of a ring's `part` (0..1), from the top, clockwise (as a clock's hand runs)."""
    steps = max(2, round(ARC_STEPS * part))
    cx, cy = centre
    angles = [-math.pi / 2 + 2 * math.pi * part * k / steps for k in range(steps + 1)]
    out = [(cx + outer * math.cos(a), cy + outer * math.sin(a)) for a in angles]
    back = [(cx + inner * math.cos(a), cy + inner * math.sin(a)) for a in reversed(angles)]
    return out + back


def draw_countdown(surface: pygame.Surface, app: "App", card: pygame.Rect, left: float, whole: float,
                   reduced: bool) -> pygame.Rect:
    """The countdown beside the Continue card `card`: `left` seconds of `whole`. Returns its rect."""
    rect = ring_rect(app, card)
    urgent = left <= URGENT
    colour = theme.DANGER if urgent else theme.GOLD
    text = app.t("play-time-left", seconds=seconds_shown(left))
    if reduced:  # no ring running down: the seconds, as large as the ring would be
        theme.draw_text(surface, app, text, rect.inflate(theme.px(app, RING), 0), theme.FONT_HEADING, colour,
                        bold=True, shadow=True)
        return rect
    outer = rect.width / 2
    inner = max(1.0, outer - theme.px(app, RING_W))
    track = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.circle(track, (*theme.TEXT_DIM[:3], TRACK_ALPHA), (rect.width // 2, rect.height // 2),
                       round(outer), max(1, round(outer - inner)))
    surface.blit(track, rect)
    part = max(0.0, min(1.0, left / whole)) if whole > 0 else 0.0
    if part > 0:
        pygame.draw.polygon(surface, colour, _arc(rect.center, outer, inner, part))
    size = theme.FONT_BODY if len(text) <= 4 else theme.FONT_SMALL
    theme.draw_text(surface, app, text, rect.inflate(-2 * theme.px(app, RING_W), 0), size, colour, bold=True)
    return rect


class CountdownVoice:
    """What the timer says besides the ring: once, the seconds left when they turn urgent (with
    speech on), and in the log each seat whose time ran out (its bot decided for it)."""

    def __init__(self) -> None:
        self.said: tuple | None = None  # the (seat, step) whose urgent seconds were said

    def update(self, app: "App", session: "GameSession", countdown: tuple[int, float, float] | None,
               log: "LogPanel") -> None:
        for seat in session.take_timeouts():
            log.extend([entry("logbook-time-ran-out", "warn", seats=(seat,), round=log.round)])
        if countdown is None:
            return
        seat, left, _ = countdown
        key = (seat, session.step)
        if left <= URGENT and key != self.said and app.speech.active:
            self.said = key
            app.speech.say(app.t("a11y-time-left", seconds=seconds_shown(left)), Priority.TURN)
