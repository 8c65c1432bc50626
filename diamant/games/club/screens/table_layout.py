"""Where everything of the Diamonds Club table sits, for a window size and a number of players.

Everything is measured in units of the window (``app.u``, 1/100 of the 16:9 stage's width), so
the table reads the same from 960x540 to 4K. The stage (the 16:9 part of the window, centred):

    +--------------------------------------------------------------------------------+
    | market 3, buying            status line                          [?] [menu]  |
    | market grid (6 rows x 8 slots)          | the park of the player to move  |tracks|
    |                                         | (big)                           |      |
    | turn-order track                        | gems, coins, tokens, bonus cards       |
    | six price tiles                         | other players (small panels)           |
    | eight bonus cards                       | log                                    |
    | [pass] [build] [skip]                   |                                        |
    +--------------------------------------------------------------------------------+

In a square or tall window (see TALL_EXTRA) the log goes under the left panel and the other
players' parks stand one under another in the right column, grown into the height; in an
ultra-wide one (see WIDE_EXTRA) they stand so in a column of their own on the right. In a portrait
window with room for it (see _portrait) the market spans the whole width on top; under it the turn
track, the price tiles and the bonus cards, grown to their size in the window turned to landscape,
either span the width (the other parks then stand on the left under them, the big park and the log
on the right) or share the row with the big park (the log and the other parks under them).

A larger interface size (Settings -> Interface size) leaves fewer units than 100 x 56.25: there
the table takes its compact layout (table_layout_compact): under the top line and a status line
of its own, the open market cards, the price tiles and the buttons on the left; the big park,
the other players as summaries (a click shows one big) and the log's last lines on the right;
the bonus cards and the turn track where room is left, else in a panel a button opens. 100 %
never uses it.

A market space (space_parts) holds its item's picture, as tall as the space, and beside it a
badge (the price, or the coins lying on a taken space) that never covers the picture, its
digits never under the readable minimum (theme.MIN_FONT_PX).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import math

import pygame

from diamant.ui.theme import MIN_FONT_PX
from diamant.games.club.data import PRICE_TILES
from diamant.games.club.data import ROWS as DATA_ROWS

# the parts every layout is made of, the ones the modules that draw the table take from here
# re-exported ("as": explicitly)
from .table_layout_parts import (ART as ART, PRICE_GAP as PRICE_GAP, SLOTS as SLOTS, Park as Park,
                                 TableLayout as TableLayout, art_layout as art_layout, frac as frac)
from .table_layout_parts import BONUS_GAP, MARKET_GAP, fit, lay_market, make_park, row_cells

ROWS = DATA_ROWS  # spaces per market card
TRACKS = ("forest", "tech", "money")
TALL_EXTRA = 12.0  # units of height beyond 16:9 from which the table takes its tall layout
WIDE_EXTRA = 20.0  # units of width beyond 16:9 from which the other parks have a column of their own
WIDE_SIDE_MAX = 36.0  # the widest that column grows (units)
OTHER_MAX_H = 22.0  # the tallest another player's panel grows in the tall layout (units)
# a track's marker: this share of its space's width (a small board's, larger: it is tiny there)
TRACK_MARKER_BIG = 0.4   # of its space's width: the picture at the left, not the number
TRACK_MARKER_SMALL = 0.8
TRACK_MARKER_H = 0.9  # its height, in its width
# a park's row of coins and gems (goods_sizes): six cells, each an icon and its count
COUNT_GAP = 0.15        # the icon and its count (units)
COUNT_ROOM = 0.2        # the count's box is this much short of the rest of its cell (units)
COUNT_DIGITS_EM = 1.1  # two digits' width, in their font's size
# a market space, in units (space_parts)
SPACE_PAD = 0.1     # the picture keeps this far inside its space (a taken space's frame)
SPACE_GAP = 0.1     # between the picture and its badge
BADGE = 1.55        # a space's badge (its price, or the coins lying on it): its height
BADGE_FONT = 0.66   # the badge's digits: this share of its height (never under MIN_FONT_PX)
BADGE_FONT_TIGHT = 0.75  # ... and at most this share, in a space too narrow for both
BADGE_SHARE = 0.42  # a space's badge at least this share of the space's height (a tall space's)
# the left panel's rows under the market, in units from the market's foot (as in landscape)
MARKET_FOOT = 24.4  # the market's foot in landscape (from the stage's top)
LOWER_TURN = 0.5    # the turn-order track
TURN_H = 5.4
LOWER_PRICES = 6.4  # the price tiles
PRICES_H = 10.6
LOWER_BONUS = 17.5  # the bonus cards
BONUS_H = 7.2
BUTTONS_H = 4.4     # the buttons, at the panel's foot
BUTTONS_FOOT = 0.6
LOWER_H = 31.2      # the left panel under the market (landscape: 55.6 - MARKET_FOOT)
LOWER_ROWS = LOWER_BONUS + BONUS_H  # from the market's foot to the bonus cards' foot
ROWS_FOOT = LOWER_H - LOWER_ROWS    # from there to the panel's foot: the buttons
LOWER_W = 43.4      # the rows' width (the left panel's, less its margins)
# the market in landscape: as wide as the left panel lets it, so the smallest canvas's spaces
# hold their pictures with the printed capacities readable (a 0.8-unit margin and 0.35-unit
# gaps left them a pixel short at 854x480)
MARKET_X = 1.2
MARKET_W = 44.2
BUTTON_GAP = 1.0    # between two buttons
# the columns, in units of the stage's width
MARGIN = 0.8        # the window's edge to a panel
TOP_H = 5.2         # the top line (the round, the status, [?] [menu]) with the gap under it
LEFT_W = 45.0       # the left panel
RIGHT_X = 46.6      # the right column (the parks)
RIGHT_W = 52.6
# the portrait layout (height > width), in units
PORTRAIT_GAP = 0.6       # between two panels
PORTRAIT_PAD = 0.6       # a market card's margin inside the market's panel
PORTRAIT_OTHER_MIN = 21.5  # the other parks' panels at least: their boards 3/4 of the big one's (else landscape)
PORTRAIT_SIDE_OTHER_MIN = 19.0  # ... beside the rows, where the big park is narrower, so its board smaller
PORTRAIT_MARKET_MIN = 18.6  # the market at least as tall as in landscape (else the same)
PORTRAIT_LOG_MIN = 10.0   # the log under the big park at least (a few lines)
PORTRAIT_BIG_MIN_W = 36.0  # the big park beside the grown rows at least this wide (else stacked)


@dataclass
class SpaceParts:
    """Where a market space's picture and its badge (price or coins) sit: side by side."""

    art: pygame.Rect
    badge: pygame.Rect  # its height; a badge of two or more digits grows to the left, over the gap
    font_px: int        # the badge's digits


def badge_px(u: float) -> int:
    """A space's badge height: BADGE units, never so small its digits go under MIN_FONT_PX."""
    return max(round(u * BADGE), math.ceil(MIN_FONT_PX / BADGE_FONT))


def space_parts(rect: pygame.Rect, u: float, top: bool = True) -> SpaceParts:
    """The picture as tall as the space lets it (its frame's room kept) and, in the column to
    its right, the badge: at the top (a price) or the foot (`top=False`: the coins lying on it)."""
    b = max(badge_px(u), round(rect.height * BADGE_SHARE))
    pad = max(1, round(u * SPACE_PAD))
    gap = max(1, round(u * SPACE_GAP))
    # a space too narrow for the whole picture and the badge (the smallest canvas's): the badge
    # tightens round its digits, down to BADGE_FONT_TIGHT, before the picture shrinks
    short = b + pad + gap + (rect.height - 2 * pad) - rect.width
    if short > 0:
        b = max(b - short, math.ceil(MIN_FONT_PX / BADGE_FONT_TIGHT))
    side = max(1, min(rect.height - 2 * pad, rect.width - pad - gap - b))
    left = rect.left + max(pad, (rect.width - side - gap - b) // 2)
    art = pygame.Rect(left, rect.centery - side // 2, side, side)
    badge = pygame.Rect(art.right + gap, 0, b, b)
    if top:
        badge.top = min(art.top, rect.bottom - b)
    else:
        badge.bottom = max(art.bottom, rect.top + b)
    return SpaceParts(art, badge, max(MIN_FONT_PX, round(b * BADGE_FONT)))


def goods_sizes(row: pygame.Rect, u: float) -> tuple[int, int, int]:
    """A park's row of coins and gems (`row`): the icons' side, the counts' font (px) and the
    width of a count's box. The icon, then the room after the count, give way to two digits: on
    the smallest canvas a small park's "11" was squeezed."""
    cell = round(row.width / 6)
    gap = max(1, round(u * COUNT_GAP))
    font_px = max(MIN_FONT_PX, round(min(row.height * 0.62, cell * 0.36)))
    digits = round(font_px * COUNT_DIGITS_EM)
    icon = max(1, min(round(row.height * 0.85), round(cell * 0.42), cell - gap - digits))
    return icon, font_px, max(digits, cell - icon - gap - round(u * COUNT_ROOM))


def track_marker_w(park: Park, space: pygame.Rect) -> int:
    """The width of a marker on `space` of one of `park`'s tracks."""
    return max(1, round(space.width * (TRACK_MARKER_BIG if park.big else TRACK_MARKER_SMALL)))


def track_marker(park: Park, track: int, level: int) -> pygame.Rect:
    """Where the marker on `track` at `level` lies, always inside its track (a small board's
    marker, pushed a third of its width to the right, stuck out of the track and, on the money
    track, out of the park's panel). On the big park it covers the space's picture at the left,
    never its number (at the right it hid the second digit: the money track's "10" read "1");
    a small board's spaces are too small for both, and its marker is most of the space."""
    spaces = park.track_spaces[track]
    sp = spaces[max(0, min(level, len(spaces) - 1))]
    w = track_marker_w(park, sp)
    r = pygame.Rect(0, 0, w, round(w * TRACK_MARKER_H))
    if park.big:
        r.midleft = (sp.left, sp.centery)
    else:
        r.midright = (sp.right, sp.centery)
    return r.clamp(park.tracks[track])


def make_layout(size: tuple[int, int], u: float, players: int, front: int) -> TableLayout:
    """The layout with seat `front` (the player to move) in the big park."""
    w, h = size
    from .table_layout_compact import compact_layout, is_short  # it builds on this module's parts
    if is_short(size, u):
        return compact_layout(size, u, players, front)
    sw = min(w, round(h * 16 / 9))
    # an ultra-wide window (WIDE_EXTRA units or more beyond 16:9): the other players' parks, tiny
    # in a row under the big one between two wide empty margins, stand one under another in a
    # column of their own on the right, grown, and the log takes the room they left
    side = w / u - 100
    side_w = min(side - 0.8, WIDE_SIDE_MAX) if side >= WIDE_EXTRA else 0.0
    x0 = (w - sw - round(side_w * u)) // 2

    def U(v: float) -> int:
        return round(v * u)

    def R(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(x0 + U(x), U(y), U(rw), U(rh))

    L = TableLayout(size, u, players)
    # the height the window has beyond 56.25 units (a window taller than 16:9) goes to the log
    extra = max(0.0, h / u - 56.25)
    L.top = R(0.8, 0.6, 98.4 + side_w, 4.0)
    L.title = R(1.6, 0.6, 24, 4.0)
    L.menu = R(88.6 + side_w, 0.9, 10.2, 3.4)
    L.rules = R(84.4 + side_w, 0.9, 3.6, 3.4)
    L.status = R(26.5, 0.6, 57 + side_w, 4.0)
    # --- left: the market, the turn-order track, the price tiles, the bonus cards, the buttons
    # A square or tall window (TALL_EXTRA units or more of extra height): everything is as wide
    # as it can be already, and the extra height went to the log alone, leaving the other
    # players' boards tiny over a tall empty log. There the left panel keeps its own height with
    # the log under it, and the other players' boards stand one under another, grown.
    tall = extra >= TALL_EXTRA
    left = R(0.8, 5.2, 45.0, 50.4 if tall else 50.4 + extra)
    L.panels.append((left, 150))
    L.lower = left
    L.market = R(MARKET_X, 5.8, MARKET_W, PORTRAIT_MARKET_MIN)
    lay_market(L, players, u)
    _lower(L, lambda y, rh: R(1.6, MARKET_FOOT + y, LOWER_W, rh), left.bottom, u)
    # --- right: the big park, the others, the log
    L.right = R(46.6, 5.2, 52.6, 50.4 + extra)
    big = R(46.6, 5.2, 52.6, 26.4)
    L.panels.append((big, 150))
    L.parks[front] = make_park(front, True, big, u)
    others = [p for p in range(players) if p != front]
    if tall:
        gap_u = 0.6
        room = 50.4 + extra - 27.0  # under the big park
        each = min(OTHER_MAX_H, (room - gap_u * (len(others) - 1)) / max(1, len(others)))
        cells = [R(46.6, 32.2 + i * (each + gap_u), 52.6, each) for i in range(len(others))]
        L.log = R(0.8, 56.2, 45.0, extra - 0.6)
    elif side_w:
        gap_u = 0.6
        each = min(OTHER_MAX_H, (50.4 - gap_u * (len(others) - 1)) / max(1, len(others)))
        cells = [R(99.8, 5.2 + i * (each + gap_u), side_w - 0.6, each) for i in range(len(others))]
        L.log = R(46.6, 32.2, 52.6, 23.4)
    else:
        cells = row_cells(R(46.6, 32.2, 52.6, 12.4), max(1, len(others)), U(0.6))
        L.log = R(46.6, 45.2, 52.6, 10.4 + extra)
    for p, cell in zip(others, cells):
        L.parks[p] = make_park(p, False, cell, u)
        L.panels.append((cell, 150))
    L.panels.append((L.log, 170))
    L.banner = R(10, 22, 80, 9)
    if h > w and _portrait(L, front, u):
        L.banner.centery = h // 2
    return L


def _lower(L: TableLayout, R: Callable[[float, float], pygame.Rect], foot: int, u: float,
           scale: float = 1.0) -> None:
    """The left panel's rows under the market (R(y, h): a row y units under the market's foot,
    down to `foot`, the panel's, both grown by `scale`): the turn-order track, the price tiles,
    the bonus cards, and the buttons (as wide as the rows, as high as in landscape)."""
    L.turn = fit(R(LOWER_TURN, TURN_H), art_layout()["turn-track"]["aspect"])
    L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
    L.price_row = R(LOWER_PRICES, PRICES_H)
    L.prices = [fit(cell, 220 / 260) for cell in row_cells(L.price_row, len(PRICE_TILES), round(PRICE_GAP * u * scale))]
    L.bonus_row = R(LOWER_BONUS, BONUS_H)
    L.bonus = [fit(cell, 250 / 350) for cell in row_cells(L.bonus_row, 8, round(BONUS_GAP * u * scale))]
    bh = round(BUTTONS_H * u)
    x = R(0, 0).left
    brow = pygame.Rect(x, foot - round(BUTTONS_FOOT * u) - bh, round(LOWER_W * u * scale), bh)
    L.buttons = row_cells(brow, 3, round(BUTTON_GAP * u))


def _portrait(L: TableLayout, front: int, u: float) -> bool:
    """A window taller than wide (the stage is its width). The market spans the width on top;
    under it, the turn-order track, the price tiles and the bonus cards grow to their size in
    the window turned to landscape (in the stage's units they kept their landscape size, so a
    1080x1920 window drew them at 56% of a 1920x1080 one's): either in a band of their own
    over the big park, the other parks and the log (`stacked`, a tall window), or with the big
    park beside them (`side`, when the band leaves the parks too little height). False (L
    unchanged) when neither leaves the market its landscape height with the other parks
    readable."""
    w, h = L.size
    H = h / u
    others = [p for p in range(L.players) if p != front]
    n = max(1, len(others))
    # the rows' scale that matches the window turned to landscape (a hair over: never a pixel
    # short for the roundings)
    want = min(h / w, 16 / 9) * 1.01
    card_aspect = art_layout()["market-card"]["aspect"]
    inner_w = 100 - 2 * (MARGIN + PORTRAIT_PAD)
    natural = (inner_w - MARKET_GAP * (SLOTS - 1)) / SLOTS / card_aspect  # as tall as the width lets it
    others_h = n * PORTRAIT_OTHER_MIN + PORTRAIT_GAP * (n - 1)
    side_h = n * PORTRAIT_SIDE_OTHER_MIN + PORTRAIT_GAP * (n - 1)
    head = TOP_H + 2 * PORTRAIT_PAD + PORTRAIT_GAP  # the top line and the market's panel, bar its cards
    # stacked, under the band: the other parks one under another on the left, the big park
    # and the log under it on the right
    low_h = max(others_h, LOWER_H + PORTRAIT_GAP + PORTRAIT_LOG_MIN)
    fixed = {"stacked": head + ROWS_FOOT + PORTRAIT_GAP + low_h + PORTRAIT_GAP,
             "side": head + ROWS_FOOT + PORTRAIT_GAP + side_h + PORTRAIT_GAP}
    widest = {"stacked": (100 - 4 * MARGIN) / LOWER_W,
              "side": (100 - 4 * MARGIN - PORTRAIT_GAP - PORTRAIT_BIG_MIN_W) / LOWER_W}
    best: tuple[float, str] | None = None
    for how in ("stacked", "side"):
        scale = min(want, widest[how], (H - fixed[how] - PORTRAIT_MARKET_MIN) / LOWER_ROWS)
        if scale >= 1 and (best is None or scale > best[0] + 1e-6):
            best = (scale, how)
    if best is None:
        return False
    scale, how = best
    band_h = LOWER_ROWS * scale + ROWS_FOOT
    market_h = min(natural, H - fixed[how] - LOWER_ROWS * scale)  # the rest of the height: the parks

    def R(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(round(x * u), round(y * u), round(rw * u), round(rh * u))

    L.portrait = True
    L.panels = []
    L.market = R(MARGIN + PORTRAIT_PAD, TOP_H + PORTRAIT_PAD, inner_w, market_h)
    lay_market(L, L.players, u)
    # the panel round the cards (narrower than the window when the height bounds them)
    pad = round(PORTRAIT_PAD * u)
    mpanel = L.slots[0].unionall(L.slots).inflate(2 * pad, 2 * pad)
    mpanel.top, mpanel.height = round(TOP_H * u), round((market_h + 2 * PORTRAIT_PAD) * u)
    L.panels.append((mpanel, 150))
    band_top = TOP_H + market_h + 2 * PORTRAIT_PAD + PORTRAIT_GAP
    rows_w = LOWER_W * scale
    if how == "stacked":
        lower = R(MARGIN, band_top, 100 - 2 * MARGIN, band_h)
        rows_x = (100 - rows_w) / 2
    else:
        lower = R(MARGIN, band_top, rows_w + 2 * MARGIN, band_h)
        rows_x = 2 * MARGIN
    L.lower = lower
    L.panels.append((lower, 150))
    _lower(L, lambda y, rh: R(rows_x, band_top + y * scale, rows_w, rh * scale), lower.bottom, u, scale)
    under = band_top + band_h + PORTRAIT_GAP
    rest = H - under - PORTRAIT_GAP
    if how == "stacked":
        big = R(RIGHT_X, under, RIGHT_W, LOWER_H)
        column, log_x, log_w = MARGIN, RIGHT_X, RIGHT_W
        log_top = under + LOWER_H + PORTRAIT_GAP
    else:
        big_x = 3 * MARGIN + rows_w + PORTRAIT_GAP
        big = R(big_x, band_top, 100 - MARGIN - big_x, band_h)
        column, log_x, log_w = RIGHT_X, MARGIN, LEFT_W
        log_top = under
    L.panels.append((big, 150))
    L.parks = {front: make_park(front, True, big, u)}
    L.right = R(RIGHT_X, band_top, RIGHT_W, H - band_top - PORTRAIT_GAP)
    each = min(LOWER_H, (rest - PORTRAIT_GAP * (n - 1)) / n)
    for i, p in enumerate(others):
        cell = R(column, under + i * (each + PORTRAIT_GAP), RIGHT_W if column == RIGHT_X else LEFT_W, each)
        L.parks[p] = make_park(p, False, cell, u)
        L.panels.append((cell, 150))
    column_foot = under + n * each + (n - 1) * PORTRAIT_GAP
    if how == "stacked" and column_foot < log_top + PORTRAIT_LOG_MIN:
        # few other parks, no taller than the big one: the log spans the width under both (on
        # the right alone it left an empty quarter of the window under them on the left)
        log_x, log_w = MARGIN, 100 - 2 * MARGIN
        log_top = max(column_foot, under + LOWER_H) + PORTRAIT_GAP
    L.log = R(log_x, log_top, log_w, H - log_top - PORTRAIT_GAP)
    L.panels.append((L.log, 170))
    return True
