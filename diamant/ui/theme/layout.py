"""Layout helpers: the 16:9 stage, a page's title area, columns and rows of rects."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui.theme.tokens import PAGE_MARGIN, SCREEN_PAD, TITLE_H, TITLE_TOP

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


# --------------------------------------------------------------------------- layout helpers
def stage(size: tuple[int, int]) -> pygame.Rect:
    """The 16:9 stage centred in a window of `size` (the whole height)."""
    w, h = size
    stage_w = min(w, round(h * 16 / 9))
    return pygame.Rect((w - stage_w) // 2, 0, stage_w, h)


FULL_ROOM = (99.5, 56.0)  # units: a page has its full layout from this room on (100 x 56.25 at 100 %)


def small_room(app: "App", size: tuple[int, int] | None = None) -> bool:
    """Less room than a page's full layout needs (a larger interface size in a small window):
    the window's, or that of `size`."""
    across, down = app.units(size)
    return across < FULL_ROOM[0] or down < FULL_ROOM[1]


SMALL_TITLE_TOP = 0.5  # units: a full page's smaller title with little room (small_page_title)
SMALL_TITLE_H = 4.0


def small_page_title(app: "App", size: tuple[int, int]) -> tuple[pygame.Rect, int]:
    """A full-page scene's title with less room than 100 x 56.25 units (a larger interface
    size): a lower strip across the stage, and the page margin then (the screen's padding)."""
    u = app.u
    st = stage(size)
    m = round(SCREEN_PAD * u)
    return pygame.Rect(st.left + m, round(u * SMALL_TITLE_TOP), st.width - 2 * m, round(SMALL_TITLE_H * u)), m


def page_title(app: "App", size: tuple[int, int]) -> tuple[pygame.Rect, int]:
    """A full-page scene's title rect across the stage, and the page margin."""
    u = app.u
    st = stage(size)
    m = round(PAGE_MARGIN * u)
    return pygame.Rect(st.left + m, round(TITLE_TOP * u), st.width - 2 * m, round(TITLE_H * u)), m


def column(rect, count: int, item_h: int, gap: int) -> list[pygame.Rect]:
    """``count`` rects of height ``item_h`` stacked in ``rect``, centred vertically."""
    rect = pygame.Rect(rect)
    total = count * item_h + max(0, count - 1) * gap
    y = rect.top + max(0, (rect.height - total) // 2)
    return [pygame.Rect(rect.left, y + i * (item_h + gap), rect.width, item_h) for i in range(count)]


def row(rect, count: int, gap: int, weights: Sequence[float] | None = None) -> list[pygame.Rect]:
    """``count`` rects side by side filling ``rect`` (optionally weighted)."""
    rect = pygame.Rect(rect)
    weights = list(weights or [1.0] * count)
    free = rect.width - gap * (count - 1)
    total = sum(weights)
    out, x = [], rect.left
    for w in weights:
        width = round(free * w / total)
        out.append(pygame.Rect(x, rect.top, width, rect.height))
        x += width + gap
    return out
