"""The look of the app: colours (from art.PALETTE), standard sizes in relative units, and drawing
helpers every scene can use (background, panels, buttons, focus ring, tooltips, text that fits).

Sizes are in *units*: ``app.u`` pixels (1/100 of the 16:9 width), so ``theme.BUTTON_H * app.u``
is a button's height in pixels at any window size.

Text helpers never let a string overflow its box: :func:`fit_font` shrinks a one-line text,
:func:`draw_text` wraps and/or shrinks until the text fits the rect.
"""
from __future__ import annotations

import math
from diamant.ui import textfit
from diamant.ui.surfcache import SurfaceCache, set_total_budget
from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui.art import PALETTE, SEAT_COLOURS, font_key  # noqa: F401  (re-exported for scenes)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.fonts import ChainFont

# --------------------------------------------------------------------------- colours
BG = PALETTE["background"]
PANEL = PALETTE["panel"]
PANEL_LIGHT = PALETTE["panel_light"]
BORDER = PALETTE["panel_border"]
GOLD = PALETTE["gold"]
GOLD_DARK = PALETTE["gold_dark"]
TEXT = PALETTE["text"]
TEXT_DIM = PALETTE["text_dim"]
TEXT_DARK = PALETTE["text_dark"]
DANGER = PALETTE["danger"]
SAFE = PALETTE["safe"]
HIGHLIGHT = PALETTE["highlight"]
DISABLED = (110, 98, 84)
SCROLL_TRACK = (28, 20, 14)        # the groove of a scroll bar
WINNER_ROW = (90, 66, 26)          # the winners' rows of the final ranking
GRID_LINE = (80, 64, 48)           # the score chart's grid
CARD_SHADOW = (0, 0, 0, 95)        # a card's shadow on the table cloth
SYMBOL_OUTLINE = (20, 14, 10)      # the outline of a seat symbol
BADGE_RIM = (18, 12, 8)            # the dark rim around a seat badge
BADGE_INK_DARK = (30, 20, 12)      # a symbol on a light seat colour
BADGE_INK_LIGHT = (250, 244, 230)  # a symbol on a dark seat colour

# --------------------------------------------------------------------------- sizes (units)
FONT_SMALL = 1.5
FONT_BODY = 1.9
FONT_BUTTON = 2.1
FONT_HEADING = 3.0
FONT_TITLE = 7.0
BUTTON_H = 5.0
GAP = 1.2
RADIUS = 1.0
BORDER_W = 0.22
FOCUS_W = 0.3
MIN_FONT_PX = 11

# --------------------------------------------------------------------------- the expedition table
# diamant.app.table_view. Sizes: "u" = units of the table's rect; "card" = card widths or heights;
# "font" = the seat font's pixels; "seat" = a seat column's width.
TABLE_CAVE_BAND = (12, 8, 6, 150)        # the cave floor behind the explorers in the cave
TABLE_CAMP_BAND = (70, 48, 26, 120)      # the camp ground behind the chests
TABLE_BAND_RADIUS = 1.2                  # u
TABLE_SIDE_ART = 0.62                    # the entrance / camp picture: share of its side box's height
TABLE_SIDE_ART_W = (0.62, 0.85)          # ... and of its width (entrance, camp)
TABLE_SIDE_ART_TOP = (0.6, 0.5)          # u from the band's top (entrance, camp)
TABLE_SIDE_FONT = 1.35                   # u: "In the cave", "Camp"
TABLE_SIDE_LABEL_BOTTOM = 0.4            # u above the band's bottom
TABLE_FONT_MIN = 10                      # px: the smallest table label
TABLE_FONT_TINY = 9                      # px: the smallest number or small label
TABLE_TEXT_SHADOW = (0, 0, 0)
TABLE_TEXT_SHADOW_ALPHA = 170
TABLE_TEXT_SHADOW_OFFSET = 14            # the shadow is offset by 1/this of the font size
TABLE_TEXT_SHRINK = 0.6                  # a text too wide shrinks to this share at most, then is cut
TABLE_TRAIL = (230, 190, 110, 90)        # the dotted trail between the path's cards
TABLE_TRAIL_DOT = 0.22                   # u: a dot's radius
TABLE_TRAIL_STEP = 0.9                   # u between two dots
TABLE_TRAIL_CLEARANCE = 0.06             # card heights: no dot this close above or below a card
TABLE_GLIDE = 14.0                       # 1/s: how fast a card glides to its new slot on a re-flow
TABLE_STEP_HOP = 0.8                     # u: an explorer's hop while walking
TABLE_STEPS = 6                          # hops (half sine waves, x2) on the walk to camp
TABLE_CARRIED_AT = (0.55, 0.05)          # the carried gems, from the explorer's centre (explorer sizes)
TABLE_SHAKE = 0.012                      # the disaster's shake: share of the table's height
TABLE_PULSE = 3.2                        # 1/s: the warning and disaster glows pulse
TABLE_GHOST_EDGE = (200, 160, 90, 90)    # the outline left where a relic was taken
TABLE_GLOW_DISASTER = (255, 60, 40)
TABLE_GLOW_WARNING = (255, 150, 40)
TABLE_GLOW_WINNER = (255, 210, 90)
TABLE_GLOW_SPREAD = 0.14                 # card widths
TABLE_GLOW_ALPHA = 170                   # the glow's inner edge
TABLE_REVEAL_SWELL = 1.0                 # a decision card grows this much as the choices turn over
TABLE_GEMS_ON_CARD_Y = 0.47              # the gems lying on a card: their plate's centre, card heights below the middle
TABLE_GEMS_ON_CARD = (16, 10, 4, 220)    # ... and that plate
TABLE_GEM_ON_CARD = 0.17                 # card widths: a gem token on that plate
TABLE_FLIP_LIFT = 0.06                   # card heights: a flipping card rises this much
TABLE_ROUND_FONT = 1.6                   # u: "Expedition 2 of 5" over the deck (the replay viewer)
TABLE_DECK_FONT = 1.9                    # u: the count on the deck
TABLE_DECK_LABEL_FONT = 1.3              # u: "Deck"
TABLE_DECK_BADGE = (20, 12, 6, 210)
TABLE_DECK_EMPTY = (0, 0, 0, 60)         # where the deck was, once empty
TABLE_DECK_EMPTY_EDGE = (200, 160, 90, 120)
TABLE_DECK_LAYER = 0.18                  # u: the offset of each card under the deck's top card
TABLE_PLATE = (20, 12, 6, 215)           # the number plate on a chest, the relic plate
TABLE_PLATE_Y = 0.22                     # chest heights below the chest's middle
TABLE_RELIC_FONT = 0.85                  # font: "+5 relic pts"
TABLE_RELIC_W = 0.45                     # seat: the widest that text may be
TABLE_NAME_W = 0.94                      # seat: the widest a name may be
TABLE_EXPLORER_SHADOW = (0, 0, 0, 90)
TABLE_DECISION_Y = 0.52                  # explorer heights above the explorer's centre: the decision card
TABLE_DEAL_ARC = 3.0                     # u: how high a dealt card arcs
TABLE_TAKE_SHRINK = 0.45                 # a card flying off the path shrinks to this size
TABLE_BANNER_FONT = 4.2                  # u
TABLE_BANNER_FONT_MIN = 14               # px
TABLE_BANNER = (14, 9, 6, 235)
TABLE_BANNER_W = 0.9                     # of the path area: the widest a banner's text may be
TABLE_SHAKE_WAVES = (61, 47, 0.7)        # the shake: x and y frequencies, y's share of the amplitude
TABLE_WOBBLE = (6, 0.08)                 # a card's wobble: half waves, card widths
TABLE_GLOW_DISASTER_PULSE = (0.55, 0.45)  # a glow's opacity: at rest, and the pulse's swing
TABLE_GLOW_WARNING_PULSE = (0.35, 0.3)
TABLE_WINNER_PULSE = (160, 90, 3)        # the winners' glow: alpha at rest, swing, 1/s
TABLE_PILE_STEP = 0.5                    # gem widths between two tokens of a pile
TABLE_DECK_LABEL_GAP = 0.3               # u between the deck's count and "Deck"
TABLE_EXPLORER_SHADOW_SIZE = (0.8, 0.09)  # explorer sizes
TABLE_EXPLORER_SHADOW_Y = 0.47           # explorer heights below its centre
TABLE_RELIC_ICON = 0.8                   # the small relic card on the relic plate: text heights


def px(app: "App", units: float) -> int:
    """``units`` relative units in whole pixels (at least 1)."""
    return max(1, round(units * app.u))


# --------------------------------------------------------------------------- text
_text_cache = SurfaceCache(max_bytes=12 * 2**20, max_items=600, name="text")


def _cached(key: tuple, make) -> pygame.Surface:
    return _text_cache.get_or_make(key, make)


def clear_text_cache() -> None:
    _text_cache.clear()


def render(app: "App", text: str, size_u: float, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text (cached)."""
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


def render_fit(app: "App", text: str, width: int, size_u: float, colour=TEXT,
               bold: bool = False) -> pygame.Surface:
    """One line shrunk to fit ``width`` (scaled down further only if even the smallest font
    does not fit, so the result is never wider than ``width``)."""
    def make():
        font = fit_font(app, text, width, size_u, bold)
        surf = font.render(text, colour)
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
                textfit.report("squeezed", line, s.get_width(), box[0])
                s = pygame.transform.smoothscale(s, (box[0], s.get_height()))
            x = {"center": (box[0] - s.get_width()) // 2, "right": box[0] - s.get_width()}.get(align, 0)
            out.blit(s, (x, n * step), special_flags=pygame.BLEND_RGBA_MAX)
        if height > box[1] > 0:  # even the smallest font is too tall: squeeze
            textfit.report("too tall", text, height, box[1])
            out = pygame.transform.smoothscale(out, (out.get_width(), box[1]))
        return out
    return _cached(("w", text, tuple(box), round(size_u * app.u), tuple(colour), bold, align,
                    line_spacing), make)


def draw_text(surface: pygame.Surface, app: "App", text: str, rect: pygame.Rect, size_u: float = FONT_BODY,
              colour=TEXT, bold: bool = False, align: str = "center", valign: str = "middle",
              wrap: bool = False, shadow: bool = False) -> pygame.Rect:
    """Draw ``text`` inside ``rect``: one line shrunk to fit, or wrapped (``wrap=True``) and
    shrunk until it fits. Returns the rect the text covers."""
    rect = pygame.Rect(rect)
    if wrap:
        surf = render_wrapped(app, text, rect.size, size_u, colour, bold, align)
    else:
        surf = render_fit(app, text, rect.width, size_u, colour, bold)
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
    if shadow:
        key = ("shadow", id(surf))
        sh = _cached(key, lambda: _tint(surf, (0, 0, 0), 170))
        off = max(1, round(app.u * 0.12))
        surface.blit(sh, r.move(off, off))
    surface.blit(surf, r)
    return r


def _tint(surf: pygame.Surface, colour, alpha: int) -> pygame.Surface:
    out = surf.copy()
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
    a = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    a.fill((255, 255, 255, alpha))
    out.blit(a, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


# --------------------------------------------------------------------------- shapes
_shape_cache = SurfaceCache(max_bytes=12 * 2**20, max_items=300, name="shapes")


#: a translucent shape bigger than this is blended band by band, not through a layer of its
#: size (a panel at 4K: 20 MB a layer, three layers a panel)
_BIG_LAYER = 8 * 2**20
_BAND = 64


def _alpha_rect(surface: pygame.Surface, colour, rect, radius: int, width: int = 0) -> None:
    rect = pygame.Rect(rect)
    if len(colour) == 4 and colour[3] < 255 and rect.width * rect.height * 4 > _BIG_LAYER:
        # the same pixels as one layer of the whole shape: each band is that layer's slice
        band = pygame.Surface((rect.width, _BAND), pygame.SRCALPHA)
        shape = pygame.Rect(0, 0, rect.width, rect.height)
        for y in range(0, rect.height, _BAND):
            band.fill((0, 0, 0, 0))
            pygame.draw.rect(band, colour, shape.move(0, -y), width, border_radius=radius)
            surface.blit(band, (rect.left, rect.top + y), (0, 0, rect.width, min(_BAND, rect.height - y)))
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


def focus_ring(surface: pygame.Surface, app: "App", rect, t: float = 0.0) -> None:
    """A gold ring around a focused widget, gently pulsing with app time ``t``."""
    rect = pygame.Rect(rect)
    w = px(app, FOCUS_W)
    grow = px(app, 0.45)
    pulse = 0.5 + 0.5 * math.sin(t * 4.0)
    colour = tuple(round(a + (b - a) * pulse) for a, b in zip(GOLD, HIGHLIGHT))
    ring = rect.inflate(2 * grow, 2 * grow)
    pygame.draw.rect(surface, colour, ring, w, border_radius=px(app, RADIUS) + grow)


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


# the panels' and buttons' gradients, only at the current window size (forget_sized() drops
# the rest when the window is resized)
_grad_cache = SurfaceCache(max_bytes=24 * 2**20, max_items=200, name="gradients")


#: the window's background art: the composed picture (no darkening) and darkened copies, at the
#: current window size only
_bg_cache = SurfaceCache(max_bytes=25 * 2**20, max_items=8, name="window backgrounds")
#: what all the other caches of surfaces may hold together, whatever the window's size
CACHES_BYTES = 32 * 2**20
#: above this many pixels the composed art is kept at half the size and scaled up once per
#: darkening (4K: 8 MB instead of 33 MB, and no 4K rasterising)
BG_HALF_ABOVE = 2560 * 1600


def _bg_base_size(sw: int, sh: int) -> tuple[int, int]:
    return ((sw + 1) // 2, (sh + 1) // 2) if sw * sh > BG_HALF_ABOVE else (sw, sh)


def fit_budgets(size: tuple[int, int]) -> None:
    """Size the background cache for a window of `size`: the composed art and at least one
    darkened copy (up to 1080p: two or more; 4K: one, 42 MB in all). A scene that keeps its own
    background layer (the title, the expedition) asks for it with keep=False."""
    bw, bh = _bg_base_size(*size)
    _bg_cache.max_bytes = max(25 * 2**20, (bw * bh + size[0] * size[1]) * 4 + 2**20)
    set_total_budget(CACHES_BYTES + _bg_cache.max_bytes)  # every cache together (4K: 75 MB)


def forget_sized() -> None:
    """Drop every cached text, shape and background: they were drawn for another window size (or
    language), and would only age out of the caches while new ones are made."""
    _text_cache.clear()
    _shape_cache.clear()
    _grad_cache.clear()
    _bg_cache.clear()


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
                 avoid=()) -> pygame.Rect:
    """Where the tooltip of the control at ``anchor`` goes in a window of ``size``: the first of
    below, above, right, left (then shifted along the control) that is inside the window and
    covers neither the control nor any rect of ``avoid`` (the other controls); when none of
    these is free (a crowded screen), the free place nearest to the control; when there is no
    free place at all, the place next to the control that covers least."""
    blockers = [pygame.Rect(anchor), *(pygame.Rect(r) for r in avoid)]
    key = (tuple(size), px(app, 10), text, tuple(map(tuple, blockers)))
    found = _tooltip_places.get(key)
    if found is None:
        if len(_tooltip_places) >= 32:
            _tooltip_places.clear()
        found = _tooltip_places[key] = _place_tooltip(app, size, text, blockers)
    return pygame.Rect(found)


def _place_tooltip(app: "App", size: tuple[int, int], text: str,
                   blockers: list[pygame.Rect]) -> pygame.Rect:
    _font, _lines, _pad, (w, h) = _tooltip_text(app, text, size)
    anchor = blockers[0]
    gap = px(app, 0.6)
    screen = pygame.Rect((0, 0), size)
    best, best_cover = None, None
    for corner, where in _TOOLTIP_PLACES:
        box = pygame.Rect(0, 0, w, h)
        setattr(box, corner, where(anchor, gap))
        box.clamp_ip(screen)
        if box.collidelist(blockers) < 0:
            return box
        cover = sum(box.clip(b).width * box.clip(b).height for b in blockers)
        if best_cover is None or cover < best_cover:
            best, best_cover = box, cover
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
    for x in xs_in:
        for y in ys_in:
            box = pygame.Rect(x, y, w, h)
            if box.collidelist(blockers) < 0:
                d = (box.centerx - cx) ** 2 + (box.centery - cy) ** 2
                if free is None or d < free[0]:
                    free = (d, box)
    if free is not None:
        return free[1]
    assert best is not None  # every first try was measured
    return best


def tooltip(surface: pygame.Surface, app: "App", text: str, anchor: pygame.Rect,
            avoid=()) -> pygame.Rect | None:
    """A small dark panel with ``text`` next to ``anchor``, inside the surface, over no rect of
    ``avoid`` where there is room (see :func:`tooltip_rect`); returns where it was drawn."""
    if not text:
        return None
    font, lines, pad, _size = _tooltip_text(app, text, surface.get_size())
    box = tooltip_rect(app, surface.get_size(), text, anchor, avoid)
    panel(surface, app, box, alpha=245, fill=(30, 22, 16), radius_u=0.6)
    y = box.top + pad
    for line in lines:
        surface.blit(font.render(line, TEXT), (box.left + pad, y))
        y += font.get_linesize()
    return box


# --------------------------------------------------------------------------- background
def background(surface: pygame.Surface, app: "App", darken: int = 0, *, keep: bool = True) -> None:
    """The cave background art covering the whole surface (cropped, never stretched), with a
    vignette; ``darken`` 0..255 dims it further. ``keep=False``: drawn into a layer the caller
    keeps itself, so not kept here too (a full window: 33 MB at 4K)."""
    sw, sh = surface.get_size()
    key = ("bg", sw, sh, darken)
    cached = _bg_cache.get(key)
    if cached is None:
        base = _background_base(app, sw, sh)
        if not keep:  # the scene on top keeps its own layer: the darkened copies of the scenes
            for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:  # below are made anew
                _bg_cache.discard(old)
        if base.get_size() != (sw, sh) and not keep and _scale_into(base, surface):
            if darken:  # a big window, a layer the caller keeps: scaled straight into it
                _shade(surface, (10, 6, 4, darken))
            return
        if keep:  # the older darkenings this one would push out go first (not the art)
            need = sw * sh * 4
            for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:
                if _bg_cache.bytes + need <= _bg_cache.max_bytes:
                    break
                _bg_cache.discard(old)
            _bg_cache.make_room(need)
        if base.get_size() != (sw, sh):  # a big window: the art was composed at half the size
            cached = pygame.transform.smoothscale(base, (sw, sh))
        elif darken and keep:
            cached = base.copy()
        else:
            cached = base
        if darken:
            if cached is base:
                surface.blit(base, (0, 0))
                _shade(surface, (10, 6, 4, darken))
                return
            _shade(cached, (10, 6, 4, darken))
        if keep and cached is not base:
            _bg_cache[key] = cached
    surface.blit(cached, (0, 0))


class StillLayer:
    """A scene's still picture: the cave background, darkened, with translucent panels at fixed
    places. Made once per window size and set of panels, then blitted each frame (drawing the
    art and the panels again every frame cost a table scene a few ms a frame)."""

    def __init__(self, darken: int = 40) -> None:
        self.darken = darken
        self._key: tuple | None = None
        self._surf: pygame.Surface | None = None

    def get(self, app: "App", size: tuple[int, int],
            panels: Sequence[tuple[pygame.Rect, int]]) -> pygame.Surface:
        """The layer for a window of ``size`` with ``panels`` = [(rect, alpha), ...] (a panel
        of no height is left out)."""
        key = (tuple(size), tuple((tuple(r), a) for r, a in panels))
        if self._surf is None or self._key != key:
            self._surf = None  # the old picture goes before the new one is made
            surf = layer_surface(size)
            background(surf, app, darken=self.darken, keep=False)  # this layer is kept instead
            for rect, alpha in panels:
                if rect.width > 0 and rect.height > 0:
                    panel(surf, app, rect, alpha=alpha)
            self._surf, self._key = surf, key
        return self._surf

    def forget(self) -> None:
        """Let the picture go (the scene is covered: a window-sized layer is 33 MB at 4K)."""
        self._surf = self._key = None


def layer_surface(size: tuple[int, int]) -> pygame.Surface:
    """A new window-sized surface for a layer that a scene keeps, with the background drawn
    into it (background(keep=False)). The darkened backgrounds of the scenes below go first:
    the layer replaces them (the settings' over a game whose layer comes back when they close:
    both were held for a moment, +33 MB at 4K); the composed art stays."""
    for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:
        _bg_cache.discard(old)
    return pygame.Surface(size)


def _scale_into(small: pygame.Surface, surface: pygame.Surface) -> bool:
    """Scale `small` up over the whole of `surface` without a surface-sized copy (33 MB at 4K);
    False when their pixel formats differ (then nothing was drawn)."""
    if small.get_bitsize() != surface.get_bitsize() or small.get_masks() != surface.get_masks():
        return False
    try:
        pygame.transform.smoothscale(small, surface.get_size(), surface)
    except (ValueError, pygame.error):
        return False
    return True


def _background_base(app: "App", sw: int, sh: int) -> pygame.Surface:
    """The art and vignette composed for one window size, not darkened (one size kept); at half
    the size for a big window (see BG_HALF_ABOVE)."""
    key = ("bgbase", sw, sh)
    base = _bg_cache.get(key)
    if base is None:
        for old in [k for k in _bg_cache.keys() if k[0] == "bgbase"]:
            _bg_cache.discard(old)
        bw, bh = _bg_base_size(sw, sh)
        aspect = app.art.aspect("background") or 16 / 9
        if bw / bh > aspect:
            w, h = bw, math.ceil(bw / aspect)
        else:
            w, h = math.ceil(bh * aspect), bh
        base = pygame.Surface((bw, bh))
        base.fill(BG)
        # the art raster is not kept: the composed picture is
        base.blit(app.art.get("background", (w, h), keep=False), ((bw - w) // 2, (bh - h) // 2))
        base.blit(_vignette((bw, bh)), (0, 0))
        _bg_cache[key] = base
    return base


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    n = 64
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            dx, dy = (x + 0.5) / n * 2 - 1, (y + 0.5) / n * 2 - 1
            d = min(1.0, math.hypot(dx, dy) / 1.35)
            small.set_at((x, y), (0, 0, 0, round(200 * d ** 2.2)))
    return pygame.transform.smoothscale(small, size)


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


# --------------------------------------------------------------------------- layout helpers
def stage(size: tuple[int, int]) -> pygame.Rect:
    """The 16:9 stage centred in a window of `size` (the whole height)."""
    w, h = size
    stage_w = min(w, round(h * 16 / 9))
    return pygame.Rect((w - stage_w) // 2, 0, stage_w, h)


def page_title(app: "App", size: tuple[int, int]) -> tuple[pygame.Rect, int]:
    """A full-page scene's title rect across the stage, and the page margin."""
    u = app.u
    st = stage(size)
    m = round(2.5 * u)
    return pygame.Rect(st.left + m, round(1.5 * u), st.width - 2 * m, round(6 * u)), m


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

