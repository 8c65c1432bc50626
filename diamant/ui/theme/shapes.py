"""Shapes: translucent panels, dimming, the focus ring, buttons and their gradients, tooltips."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from diamant.ui.theme.tokens import (BORDER, BORDER_W, DISABLED, FOCUS_EDGE, FOCUS_GROW, FOCUS_W, FONT_SMALL, GOLD, GOLD_DARK,
                                     FOCUS_PULSE, HIGHLIGHT, PANEL, RADIUS, TEXT, TEXT_DARK, px)
from diamant.ui.theme.caches import _grad_cache, _shape_cache
from diamant.ui import textfit
from diamant.ui.theme.text import blit_text, wrap_fit

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


# --------------------------------------------------------------------------- shapes


#: a translucent shape bigger than this is blended band by band, not through a layer of its
#: size (a modal's panel at 1080p: 7 MB a layer, three layers a panel: more than the shape
#: cache holds, so every frame made them again, 40 ms)
_BIG_LAYER = 2**20
_BAND = 64


def _short(colour, size: tuple[int, int], radius: int, width: int) -> tuple[pygame.Surface, int]:
    """A big shape's layer, shortened: its top and bottom rows (the rounded corners, the lines)
    and between them one band of its middle rows, which are all alike (a rounded rectangle's
    rows differ only within `radius` and the line's width of its top and bottom). Cached: a few
    hundred KB, not the layer."""
    edge = radius + width + 2
    key = ("short", size[0], tuple(colour), radius, width)  # the same for every height
    short = _shape_cache.get(key)
    if short is None:
        short = pygame.Surface((size[0], 2 * edge + _BAND), pygame.SRCALPHA)
        pygame.draw.rect(short, colour, short.get_rect(), width, border_radius=radius)
        _shape_cache[key] = short
    return short, edge


def _alpha_rect(surface: pygame.Surface, colour, rect, radius: int, width: int = 0) -> None:
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return  # a shape given no room (a squeezed layout) is not drawn
    if (len(colour) == 4 and colour[3] < 255 and rect.width * rect.height * 4 > _BIG_LAYER
            and rect.height > 4 * (radius + width + 2)):
        # the same pixels as one layer of the whole shape: its top, its middle band after band,
        # its bottom, from a short copy of it
        short, edge = _short(colour, rect.size, radius, width)
        x, top, w = rect.left, rect.top, rect.width
        surface.blit(short, (x, top), (0, 0, w, edge))
        for y in range(edge, rect.height - edge, _BAND):
            surface.blit(short, (x, top + y), (0, edge, w, min(_BAND, rect.height - edge - y)))
        surface.blit(short, (x, rect.bottom - edge), (0, edge + _BAND, w, edge))
    elif len(colour) == 4 and colour[3] < 255:
        key = (rect.size, tuple(colour), radius, width)
        layer = _shape_cache.get(key)
        if layer is None:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, colour, layer.get_rect(), width, border_radius=radius)
            _shape_cache[key] = layer
        surface.blit(layer, rect)
    else:
        pygame.draw.rect(surface, colour[:3], rect, width, border_radius=radius)


def panel(surface: pygame.Surface, app: "App", rect, *, alpha: int = 235, border=BORDER,
          fill=PANEL, radius_u: float = RADIUS) -> None:
    """A framed panel: dark rock fill, soft shadow, bronze frame with a thin gold inner line."""
    rect = pygame.Rect(rect)
    r = px(app, radius_u)
    off = px(app, 0.35)
    _alpha_rect(surface, (0, 0, 0, 110), rect.move(off, off), r)
    _alpha_rect(surface, (*fill, alpha), rect, r)
    bw = px(app, BORDER_W)
    pygame.draw.rect(surface, border, rect, bw, border_radius=r)
    inner = rect.inflate(-2 * bw - 2, -2 * bw - 2)
    if inner.width > 4 and inner.height > 4:
        _alpha_rect(surface, (*GOLD_DARK, 90), inner, max(0, r - bw), 1)
    if textfit.recording and alpha >= 200:  # text under it is hidden, not overlapped
        textfit.covered(surface, rect)


_DIM_TILE = 256


def _shade(surface: pygame.Surface, rgba) -> None:
    """Blend `rgba` over the whole surface: one small tile blitted over it gives the same pixels
    as one surface-sized layer, without a surface-sized layer (33 MB at 4K)."""
    key = ("shade", tuple(rgba))
    tile = _shape_cache.get(key)
    if tile is None:
        tile = pygame.Surface((_DIM_TILE, _DIM_TILE), pygame.SRCALPHA)
        tile.fill(rgba)
        _shape_cache[key] = tile
    w, h = surface.get_size()
    surface.fblits([(tile, (x, y)) for y in range(0, h, _DIM_TILE) for x in range(0, w, _DIM_TILE)])


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under a modal)."""
    _shade(surface, (8, 5, 3, alpha))
    if textfit.recording:
        textfit.dimmed(surface)


def focus_ring(surface: pygame.Surface, app: "App", rect, t: float = 0.0) -> None:
    """A gold ring around a focused widget, gently pulsing with app time ``t``, edged in dark on
    both sides: on gold frames and light cards (the club's market, a primary button) a gold ring
    alone was lost among the frames of the offers."""
    rect = pygame.Rect(rect)
    w = px(app, FOCUS_W)
    grow = px(app, FOCUS_GROW)
    edge = max(1, round(w / 2))
    pulse = 0.5 + 0.5 * math.sin(t * FOCUS_PULSE)
    colour = tuple(round(a + (b - a) * pulse) for a, b in zip(GOLD, HIGHLIGHT))
    ring = rect.inflate(2 * grow, 2 * grow)
    radius = px(app, RADIUS) + grow
    pygame.draw.rect(surface, FOCUS_EDGE, ring.inflate(2 * edge, 2 * edge), w + 2 * edge, border_radius=radius + edge)
    pygame.draw.rect(surface, colour, ring, w, border_radius=radius)


def button(surface: pygame.Surface, app: "App", rect, *, state: str = "normal", style: str = "normal") -> None:
    """The look of a button. ``state``: normal, hover, pressed, disabled;
    ``style``: normal, primary (gold), danger, safe."""
    rect = pygame.Rect(rect)
    r = px(app, RADIUS)
    if style == "primary":
        top, bottom, border = (250, 214, 110), (190, 136, 40), (255, 236, 170)
    elif style == "danger":
        top, bottom, border = (170, 58, 44), (112, 30, 22), (226, 110, 90)
    elif style == "safe":
        top, bottom, border = (70, 140, 80), (36, 88, 48), (140, 210, 150)
    else:
        top, bottom, border = (88, 66, 46), (52, 38, 27), BORDER
    if state == "hover":
        top, bottom = _lighten(top, 0.14), _lighten(bottom, 0.14)
        border = _lighten(border, 0.25)
    elif state == "pressed":
        top, bottom = _lighten(bottom, -0.1), _lighten(top, -0.1)
    elif state == "disabled":
        top, bottom, border = (62, 54, 46), (48, 42, 36), (84, 74, 64)
    off = px(app, 0.3) if state != "pressed" else px(app, 0.1)
    _alpha_rect(surface, (0, 0, 0, 120), rect.move(0, off), r)
    _gradient_rect(surface, rect, top, bottom, r)
    pygame.draw.rect(surface, border, rect, max(1, px(app, 0.15)), border_radius=r)


def button_text_colour(style: str, state: str):
    if state == "disabled":
        return DISABLED
    if style == "primary":
        return TEXT_DARK
    return TEXT


def _lighten(c, k: float):
    if k >= 0:
        return tuple(min(255, round(v + (255 - v) * k)) for v in c)
    return tuple(max(0, round(v * (1 + k))) for v in c)


def _gradient_rect(surface, rect, top, bottom, radius) -> None:
    key = (rect.size, tuple(top), tuple(bottom), radius)
    surf = _grad_cache.get(key)
    if surf is None:
        w, h = rect.size
        grad = pygame.Surface((1, 2))
        grad.set_at((0, 0), top)
        grad.set_at((0, 1), bottom)
        grad = pygame.transform.smoothscale(grad, (max(1, w), max(2, h)))
        surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        pygame.draw.rect(surf, (255, 255, 255, 255), surf.get_rect(), border_radius=radius)
        surf.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        _grad_cache[key] = surf
    surface.blit(surf, rect)


def _tooltip_text(app: "App", text: str, size: tuple[int, int]):
    sw, sh = size
    maxw = min(px(app, 34), sw - px(app, 2))
    pad = px(app, 0.8)
    font, lines = wrap_fit(app, text, (maxw - 2 * pad, sh // 3), FONT_SMALL)
    widest = max((font.size(line)[0] for line in lines), default=0)
    h = font.get_linesize() * (len(lines) - 1) + font.get_height() + 2 * pad
    return font, lines, pad, (widest + 2 * pad, h)


#: where a tooltip may go around its control (a) with a gap (g), best first: below, above, right,
#: left, then the same places aligned with one end of the control
_TOOLTIP_PLACES = (
    ("midtop", lambda a, g: (a.centerx, a.bottom + g)), ("midbottom", lambda a, g: (a.centerx, a.top - g)),
    ("midleft", lambda a, g: (a.right + g, a.centery)), ("midright", lambda a, g: (a.left - g, a.centery)),
    ("topleft", lambda a, g: (a.left, a.bottom + g)), ("topright", lambda a, g: (a.right, a.bottom + g)),
    ("bottomleft", lambda a, g: (a.left, a.top - g)), ("bottomright", lambda a, g: (a.right, a.top - g)),
    ("topleft", lambda a, g: (a.right + g, a.top)), ("bottomleft", lambda a, g: (a.right + g, a.bottom)),
    ("topright", lambda a, g: (a.left - g, a.top)), ("bottomright", lambda a, g: (a.left - g, a.bottom)),
)


_tooltip_places: dict = {}  # (size, scale, text, anchor, avoid) -> the rect; a few at a time


def tooltip_rect(app: "App", size: tuple[int, int], text: str, anchor: pygame.Rect,
                 avoid=(), keep=()) -> pygame.Rect:
    """Where the tooltip of the control at ``anchor`` goes in a window of ``size``: the first of
    below, above, right, left (then shifted along the control) that is inside the window and
    covers neither the control nor any rect of ``avoid`` (the other controls) nor of ``keep``
    (the page's title); when none of these is free (a crowded screen), the free place nearest to
    the control; when there is no free place at all, the place that covers least of ``avoid``
    and nothing of the control and ``keep`` (a tooltip over its own field or the title hides
    what the player reads it for); only when even that does not exist, the place next to the
    control that covers least."""
    hard = [pygame.Rect(anchor), *(pygame.Rect(r) for r in keep)]
    blockers = [*hard, *(pygame.Rect(r) for r in avoid)]
    key = (tuple(size), px(app, 10), text, tuple(map(tuple, blockers)), len(hard))
    found = _tooltip_places.get(key)
    if found is None:
        if len(_tooltip_places) >= 32:
            _tooltip_places.clear()
        found = _tooltip_places[key] = _place_tooltip(app, size, text, blockers, len(hard))
    return pygame.Rect(found)


def _place_tooltip(app: "App", size: tuple[int, int], text: str,
                   blockers: list[pygame.Rect], n_hard: int = 1) -> pygame.Rect:
    _font, _lines, _pad, (w, h) = _tooltip_text(app, text, size)
    anchor = blockers[0]
    hard = blockers[:n_hard]
    gap = px(app, 0.6)
    screen = pygame.Rect((0, 0), size)

    def cover(box: pygame.Rect) -> int:
        return sum(box.clip(b).width * box.clip(b).height for b in blockers)

    best, best_cover = None, None
    for corner, where in _TOOLTIP_PLACES:
        box = pygame.Rect(0, 0, w, h)
        setattr(box, corner, where(anchor, gap))
        box.clamp_ip(screen)
        if box.collidelist(blockers) < 0:
            return box
        c = cover(box)
        if best_cover is None or c < best_cover:
            best, best_cover = box, c
    # crowded: try every place that touches a control's edge (or the window's), nearest first
    xs = {0, size[0] - w, anchor.centerx - w // 2}
    ys = {0, size[1] - h, anchor.centery - h // 2}
    for r in blockers:
        xs.update((r.right + gap, r.left - gap - w, r.left, r.right - w))
        ys.update((r.bottom + gap, r.top - gap - h, r.top, r.bottom - h))
    xs_in = [x for x in xs if 0 <= x <= size[0] - w]
    ys_in = [y for y in ys if 0 <= y <= size[1] - h]
    cx, cy = anchor.center
    free = None
    least = None  # over none of `hard`: the least of the others covered, then the nearest
    for x in xs_in:
        for y in ys_in:
            box = pygame.Rect(x, y, w, h)
            d = (box.centerx - cx) ** 2 + (box.centery - cy) ** 2
            if box.collidelist(blockers) < 0:
                if free is None or d < free[0]:
                    free = (d, box)
            elif free is None and box.collidelist(hard) < 0:
                rank = (cover(box), d)
                if least is None or rank < least[0]:
                    least = (rank, box)
    if free is not None:
        return free[1]
    if least is not None:
        return least[1]
    assert best is not None  # every first try was measured
    return best


def tooltip(surface: pygame.Surface, app: "App", text: str, anchor: pygame.Rect,
            avoid=(), keep=()) -> pygame.Rect | None:
    """A small dark panel with ``text`` next to ``anchor``, inside the surface, over no rect of
    ``avoid`` where there is room, never over ``keep`` (see :func:`tooltip_rect`); returns where
    it was drawn."""
    if not text:
        return None
    font, lines, pad, _size = _tooltip_text(app, text, surface.get_size())
    box = tooltip_rect(app, surface.get_size(), text, anchor, avoid, keep)
    panel(surface, app, box, alpha=245, fill=(30, 22, 16), radius_u=0.6)
    y = box.top + pad
    for line in lines:
        blit_text(surface, font.render(line, TEXT), (box.left + pad, y), line)
        y += font.get_linesize()
    return box
