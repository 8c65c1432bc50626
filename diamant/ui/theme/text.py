"""Text that fits: rendered, shrunk, wrapped and cached; headings."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui import contrast, textfit
from diamant.ui.art import font_key
from diamant.ui.theme.tokens import FONT_BODY, FONT_HEADING, GOLD, GOLD_DARK, MIN_FONT_PX, TEXT, px
from diamant.ui.theme.caches import _text_cache

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.fonts import ChainFont


def _cached(key: tuple, make) -> pygame.Surface:
    return _text_cache.get_or_make(key, make)


def clear_text_cache() -> None:
    _text_cache.clear()


def render(app: "App", text: str, size_u: float, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text (cached)."""
    if contrast.high(app):
        colour = contrast.text_colour(colour)
    font = app.font(size_u, bold)
    return _cached(("r", text, font_key(font), tuple(colour)), lambda: font.render(text, colour))


def fit_font(app: "App", text: str, width: int, size_u: float, bold: bool = False,
             min_px: int = MIN_FONT_PX) -> "ChainFont":
    """The largest font at most ``size_u`` units in which ``text`` fits ``width`` pixels on one
    line (down to ``min_px``)."""
    size = max(min_px, round(size_u * app.u))
    font = app.fonts.get(size, bold)
    w = font.size(text)[0]
    if w <= width or size <= min_px:
        return font
    size = max(min_px, int(size * width / max(1, w)))
    font = app.fonts.get(size, bold)
    while size > min_px and font.size(text)[0] > width:
        size -= 1
        font = app.fonts.get(size, bold)
    return font


_common_sizes: dict[tuple, float] = {}


def common_fit_size(app: "App", texts: Sequence[str], width: int, size_u: float,
                    bold: bool = False) -> float:
    """One size (in units, at most ``size_u``) for labels that take turns in one place (a
    choice's options, the two decision cards): the size in which the longest fits ``width``,
    so a long option is not set smaller than a short one beside or after it."""
    key = (tuple(texts), width, round(size_u * app.u), bold, app.u)
    size = _common_sizes.get(key)
    if size is None:
        if len(_common_sizes) > 512:
            _common_sizes.clear()
        smallest = min((fit_font(app, t, width, size_u, bold).key or (round(size_u * app.u),))[0]
                       for t in texts) if texts else round(size_u * app.u)
        size = _common_sizes[key] = min(size_u, smallest / app.u)
    return size


_shared_sizes: dict[tuple, int] = {}


def _fits_lines(font: "ChainFont", text: str, width: int, height: int, max_lines: int) -> bool:
    """``text`` in ``font`` fits a ``width`` x ``height`` box in at most ``max_lines`` lines (one
    line: its width alone counts, as a single line is centred in its box)."""
    if font.size(text)[0] <= width:
        return True
    if max_lines <= 1:
        return False
    lines = font.wrap(text, width)
    tall = font.get_linesize() * (len(lines) - 1) + font.get_height()
    return (len(lines) <= max_lines and tall <= height
            and all(font.size(line)[0] <= width for line in lines))


def shared_label_px(app: "App", labels: Sequence[tuple[str, int, int, bool]], size_u: float,
                    max_lines: int = 1) -> int:
    """One font size in pixels (at most ``size_u`` units, at least MIN_FONT_PX) for labels that
    stand side by side as one set, each given as (text, width, height, bold) of its box: the
    largest in which every one fits its box in at most ``max_lines`` lines. A long label wraps
    at the set's size rather than being shrunk alone below its neighbours."""
    top = max(MIN_FONT_PX, round(size_u * app.u))
    key = (tuple(labels), top, max_lines)
    size = _shared_sizes.get(key)
    if size is None:
        if len(_shared_sizes) > 512:
            _shared_sizes.clear()
        size = top
        while size > MIN_FONT_PX and not all(
                _fits_lines(app.fonts.get(size, bold), text, w, h, max_lines)
                for text, w, h, bold in labels):
            size -= 1
        _shared_sizes[key] = size
    return size


#: render_fit squeezes a line at most this many times narrower; a longer one is cut (with "…")
MAX_SQUEEZE = 8


def render_fit(app: "App", text: str, width: int, size_u: float, colour=TEXT,
               bold: bool = False) -> pygame.Surface:
    """One line shrunk to fit ``width`` (scaled down further only if even the smallest font
    does not fit, so the result is never wider than ``width``)."""
    if contrast.high(app):
        colour = contrast.text_colour(colour)
    def make():
        font = fit_font(app, text, width, size_u, bold)
        shown = text
        wide = font.size(shown)[0]
        if wide > width * MAX_SQUEEZE and width > 0:
            # no one reads text squeezed further, and pygame's smoothscale corrupts memory when
            # it shrinks a line of some 100,000 pixels (a name of thousands of letters): cut it
            shown = text[:max(1, len(text) * width * MAX_SQUEEZE // wide - 1)] + "…"
        surf = font.render(shown, colour)
        if width <= 0 and text.strip():
            # a box laid out with no room: the line is drawn whole, over whatever is beside it
            textfit.report("no room", text, surf.get_width(), width)
        if surf.get_width() > width > 0:
            textfit.report("squeezed", text, surf.get_width(), width)
            h = max(1, round(surf.get_height() * width / surf.get_width()))
            surf = pygame.transform.smoothscale(surf, (width, h))
        return surf
    return _cached(("f", text, width, round(size_u * app.u), bold, tuple(colour)), make)


def wrap_fit(app: "App", text: str, box: tuple[int, int], size_u: float, bold: bool = False,
             min_px: int = MIN_FONT_PX, line_spacing: float = 1.0) -> tuple["ChainFont", list[str]]:
    """The largest font (at most ``size_u``) whose wrapped lines fit ``box``; and those lines."""
    w, h = max(1, box[0]), max(1, box[1])
    size = max(min_px, round(size_u * app.u))
    while True:
        font = app.fonts.get(size, bold)
        lines = font.wrap(text, w)
        step = round(font.get_linesize() * line_spacing)
        height = step * (len(lines) - 1) + font.get_height()
        widest = max((font.size(line)[0] for line in lines), default=0)
        if (height <= h and widest <= w) or size <= min_px:
            return font, lines
        size = max(min_px, min(size - 1, int(size * math.sqrt(h / max(1, height))) if height > h else size - 1))


def render_wrapped(app: "App", text: str, box: tuple[int, int], size_u: float, colour=TEXT,
                   bold: bool = False, align: str = "left", line_spacing: float = 1.0) -> pygame.Surface:
    """Text wrapped (and shrunk if needed) to fit ``box``; the surface is as tall as the text."""
    if contrast.high(app):
        colour = contrast.text_colour(colour)
    def make():
        font, lines = wrap_fit(app, text, box, size_u, bold, line_spacing=line_spacing)
        step = round(font.get_linesize() * line_spacing)
        height = step * (len(lines) - 1) + font.get_height()
        out = pygame.Surface((max(1, box[0]), max(1, height)), pygame.SRCALPHA)
        for n, line in enumerate(lines):
            if not line:
                continue
            s = font.render(line, colour)
            if s.get_width() > box[0]:
                textfit.report("squeezed" if box[0] > 0 else "no room", line, s.get_width(), box[0])
                # a box of no width (laid out with no room) gets a sliver, never a negative size
                s = pygame.transform.smoothscale(s, (max(1, box[0]), s.get_height()))
            x = {"center": (box[0] - s.get_width()) // 2, "right": box[0] - s.get_width()}.get(align, 0)
            out.blit(s, (x, n * step), special_flags=pygame.BLEND_RGBA_MAX)
        if height > box[1] > 0:  # even the smallest font is too tall: squeeze
            textfit.report("too tall", text, height, box[1])
            out = pygame.transform.smoothscale(out, (out.get_width(), box[1]))
        return out
    return _cached(("w", text, tuple(box), round(size_u * app.u), tuple(colour), bold, align,
                    line_spacing), make)


def _text_surface(app: "App", text: str, rect: pygame.Rect, size_u: float, colour, bold: bool, align: str,
                  wrap: bool) -> pygame.Surface:
    if wrap:
        return render_wrapped(app, text, rect.size, size_u, colour, bold, align)
    return render_fit(app, text, rect.width, size_u, colour, bold)


def draw_text(surface: pygame.Surface, app: "App", text: str, rect: pygame.Rect, size_u: float = FONT_BODY,
              colour=TEXT, bold: bool = False, align: str = "center", valign: str = "middle",
              wrap: bool = False, shadow: bool = False) -> pygame.Rect:
    """Draw ``text`` inside ``rect``: one line shrunk to fit, or wrapped (``wrap=True``) and
    shrunk until it fits. Returns the rect the text covers."""
    rect = pygame.Rect(rect)
    if contrast.high(app):
        colour = contrast.text_colour(colour)
    surf = _text_surface(app, text, rect, size_u, colour, bold, align, wrap)
    r = surf.get_rect()
    if align == "center":
        r.centerx = rect.centerx
    elif align == "right":
        r.right = rect.right
    else:
        r.left = rect.left
    if valign == "top":
        r.top = rect.top
    elif valign == "bottom":
        r.bottom = rect.bottom
    else:
        r.centery = rect.centery
    # readable on what is behind it (and on a plate, in high contrast): maybe another colour
    settled = contrast.settle(surface, app, r, colour, text)
    if settled != tuple(colour[:3]):
        colour = settled
        surf = _text_surface(app, text, rect, size_u, colour, bold, align, wrap)
    if shadow:
        key = ("shadow", id(surf))
        sh = _cached(key, lambda: _tint(surf, (0, 0, 0), 170))
        off = max(1, round(app.u * 0.12))
        surface.blit(sh, r.move(off, off))
    surface.blit(surf, r)
    if textfit.recording:
        textfit.text_drawn(surface, surf, r.topleft, text)
    return r


def blit_text(surface: pygame.Surface, surf: pygame.Surface, pos, text: str) -> None:
    """Blit ``surf``, the rendered ``text``, at ``pos``: for text drawn without draw_text, so
    the fit checks see where it is (see textfit.recording)."""
    surface.blit(surf, pos)
    if textfit.recording:
        textfit.text_drawn(surface, surf, pos, text)


def _tint(surf: pygame.Surface, colour, alpha: int) -> pygame.Surface:
    out = surf.copy()
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
    a = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    a.fill((255, 255, 255, alpha))
    out.blit(a, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def heading(surface: pygame.Surface, app: "App", text: str, rect, size_u: float = FONT_HEADING) -> pygame.Rect:
    """A gold heading with a shadow, fitted to ``rect``; a thin ornament line under it."""
    rect = pygame.Rect(rect)
    r = draw_text(surface, app, text, rect, size_u, GOLD, bold=True, shadow=True)
    y = min(rect.bottom, r.bottom + px(app, 0.5))
    half = min(rect.width // 2, max(r.width // 2 + px(app, 3), px(app, 10)))
    cx = rect.centerx
    pygame.draw.line(surface, GOLD_DARK, (cx - half, y), (cx + half, y), max(1, px(app, 0.12)))
    d = px(app, 0.5)
    pygame.draw.polygon(surface, GOLD, [(cx, y - d), (cx + d, y), (cx, y + d), (cx - d, y)])
    return r
