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
the table takes its compact layout (see _compact): under the top line and a status line of its
own, the open market cards, the price tiles and the buttons on the left; the big park, the other
players as summaries (a click shows one big) and the log's last lines on the right; the bonus
cards and the turn track where room is left, else in a panel a button opens. 100 % never uses it.

A market space (space_parts) holds its item's picture, as tall as the space, and beside it a
badge (the price, or the coins lying on a taken space) that never covers the picture, its
digits never under the readable minimum (theme.MIN_FONT_PX).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

import math

import pygame

from diamant.ui.theme import MIN_FONT_PX
from diamant.games.club.data import PRICE_TILES
from diamant.games.club.data import ROWS as DATA_ROWS

ART = Path(__file__).resolve().parents[4] / "assets" / "club"
SLOTS = 8  # market slots on the board (2 per player at 4 players; closed ones drawn closed)
ROWS = DATA_ROWS  # spaces per market card
TRACKS = ("forest", "tech", "money")
TALL_EXTRA = 12.0  # units of height beyond 16:9 from which the table takes its tall layout
WIDE_EXTRA = 20.0  # units of width beyond 16:9 from which the other parks have a column of their own
WIDE_SIDE_MAX = 36.0  # the widest that column grows (units)
OTHER_MAX_H = 22.0  # the tallest another player's panel grows in the tall layout (units)
# a park's panel, in units
SMALL_NAME_H = 1.9  # a small board's name strip over it (its own is too small to read)
SMALL_ROWS_SHARE = 0.2  # a small board's rows of pieces: at least this share of its panel's height
ROWS_BESIDE_MIN = 18.0  # a small park's rows of pieces beside its board when this much room is left
TRACK_GAP = 0.3     # between the board and its tracks, and between two tracks
ROWS_TOP = 0.3      # from the board to the rows of gems and tokens under it
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
MARKET_GAP = 0.25   # between two market cards
# the market in landscape: as wide as the left panel lets it, so the smallest canvas's spaces
# hold their pictures with the printed capacities readable (a 0.8-unit margin and 0.35-unit
# gaps left them a pixel short at 854x480)
MARKET_X = 1.2
MARKET_W = 44.2
PRICE_GAP = 0.8     # between two price tiles
BONUS_GAP = 0.5     # between two bonus cards
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
# the compact layout (a larger interface size: fewer units across and down than 100 x 56.25), in units
COMPACT_M = 0.6          # the window's edge to a panel, and between two panels
COMPACT_PAD = 0.4        # the rows' margin inside the left panel
COMPACT_TOP_H = 2.8      # the top line: the round and phase, [?] [menu]
COMPACT_STATUS_H = 2.8   # the status line under it, the window's width (its font's line, whole)
COMPACT_BODY_GAP = 0.3   # from the status line to the panels (its descenders kept in the top's region)
COMPACT_MENU_W = 9.0
COMPACT_RULES_W = 3.4
COMPACT_BOARD_BUTTON_W = 11.0  # the button that shows the bonus cards and the turn track it left out
COMPACT_BUTTONS_H = 3.4  # Pass, Build, Skip (or Sell) under the rows
COMPACT_RIGHT_MIN = 20.0  # the right column (the parks, the log) at least
COMPACT_RIGHT_SHARE = 0.38  # ... and at least this share of the width
COMPACT_LEFT_MIN = 27.0  # the left column at least (six price tiles readable)
COMPACT_PRICE_MAX_H = 5.8  # a price tile at most this tall (the market comes first)
COMPACT_STACK_H = 1.3    # the count of tiles left under a price tile
COMPACT_MARKET_KEEP = 14.0  # the turn track or the bonus cards shown only if the market keeps this height
COMPACT_TURN_H = 3.2     # the turn-order track's height, at most
COMPACT_BONUS_H = 5.0    # the bonus cards' height, at most
COMPACT_BOARD_MAX = 12.0  # the big park's board at most this tall
COMPACT_BOARD_MIN = 5.0   # ... and, to leave the log its lines, at least this tall
COMPACT_GOODS_H = 2.1    # the big park's row of coins and gems (and its row of tokens: COMPACT_TOKENS_H)
COMPACT_TOKENS_H = 1.8
COMPACT_PARK_PAD = 0.5
COMPACT_SUMMARY_H = 2.2  # another player's summary: their marker, name, coins and gems in a line
COMPACT_SUMMARY_NAME = 7.0  # its name's width, at most (the goods take the rest)
COMPACT_SUMMARY_GOODS = 13.0  # a summary shows the goods with at least this much room for them
COMPACT_SUMMARY_INDENT = 0.6  # a summary's goods under its name start this far in
COMPACT_BOARD_KEEP = 5.4  # the big board gives the log room down to this height only, for the summaries' goods
COMPACT_SUMMARY_GAP = 0.25  # between two summaries, and round them in their panel
COMPACT_TAB_MIN_W = 5.5  # a summary of the name alone (a tab), at least this wide
COMPACT_LOG_MIN = 4.7    # the log at least (two lines)


@lru_cache(maxsize=1)
def art_layout() -> dict:
    """assets/club/layout.json: each space's box as fractions of its picture."""
    return json.loads((ART / "layout.json").read_text(encoding="utf-8"))


def frac(rect: pygame.Rect, box) -> pygame.Rect:
    """The box [x, y, w, h] (fractions of `rect`) in pixels."""
    x, y, w, h = box
    return pygame.Rect(rect.left + round(x * rect.width), rect.top + round(y * rect.height),
                       round(w * rect.width), round(h * rect.height))


def fit(box: pygame.Rect, aspect: float, align: str = "center") -> pygame.Rect:
    """The largest rect of `aspect` (w/h) inside `box`."""
    w = min(box.width, box.height * aspect)
    h = w / aspect
    r = pygame.Rect(0, 0, round(w), round(h))
    if align == "left":
        r.midleft = box.midleft
    elif align == "top":
        r.midtop = box.midtop
    else:
        r.center = box.center
    return r


@dataclass
class Park:
    """One player's area: the board (park), its three tracks, and the rows of pieces."""

    seat: int
    big: bool
    panel: pygame.Rect
    board: pygame.Rect
    light: list[pygame.Rect]
    dark: list[pygame.Rect]
    name: pygame.Rect
    tracks: list[pygame.Rect]  # forest, tech, money
    track_spaces: list[list[pygame.Rect]]
    gems: pygame.Rect  # the row of gems, coins
    tokens: pygame.Rect  # the row of tokens and bonus cards
    #: another player's park in the compact layout: one line (marker, name, coins and gems) that
    #: shows the whole park in the big one's place when clicked; board, tracks and rows are
    #: where pieces fly to (the line itself), not drawn
    summary: bool = False


@dataclass
class TableLayout:
    size: tuple[int, int]
    u: float
    players: int
    top: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    title: pygame.Rect = field(default_factory=pygame.Rect)
    menu: pygame.Rect = field(default_factory=pygame.Rect)
    rules: pygame.Rect = field(default_factory=pygame.Rect)
    market: pygame.Rect = field(default_factory=pygame.Rect)
    slots: list[pygame.Rect] = field(default_factory=list)
    spaces: list[pygame.Rect] = field(default_factory=list)  # index = (column - 1) * ROWS + row - 1
    turn: pygame.Rect = field(default_factory=pygame.Rect)
    turn_spaces: list[pygame.Rect] = field(default_factory=list)
    prices: list[pygame.Rect] = field(default_factory=list)
    price_row: pygame.Rect = field(default_factory=pygame.Rect)
    bonus: list[pygame.Rect] = field(default_factory=list)
    bonus_row: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: list[pygame.Rect] = field(default_factory=list)
    right: pygame.Rect = field(default_factory=pygame.Rect)
    parks: dict[int, Park] = field(default_factory=dict)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    banner: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list[tuple[pygame.Rect, int]] = field(default_factory=list)  # the still layer's translucent panels
    portrait: bool = False  # the market spans the window's width on top (see _portrait)
    lower: pygame.Rect = field(default_factory=pygame.Rect)  # the panel of the rows under the market
    #: a larger interface size left fewer units than 100 x 56.25: the market and the big park
    #: first, the other parks as summaries, the turn track and the bonus cards where room is left
    compact: bool = False
    #: the compact layout's button that shows the bonus cards and the turn track it left out
    #: (empty where nothing was left out)
    board_button: pygame.Rect = field(default_factory=pygame.Rect)


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
    if _short(size, u):
        return _compact(size, u, players, front)
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
    _market(L, players, u)
    _lower(L, lambda y, rh: R(1.6, MARKET_FOOT + y, LOWER_W, rh), left.bottom, u)
    # --- right: the big park, the others, the log
    L.right = R(46.6, 5.2, 52.6, 50.4 + extra)
    big = R(46.6, 5.2, 52.6, 26.4)
    L.panels.append((big, 150))
    L.parks[front] = _park(front, True, big, u)
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
        cells = _cells(R(46.6, 32.2, 52.6, 12.4), max(1, len(others)), U(0.6))
        L.log = R(46.6, 45.2, 52.6, 10.4 + extra)
    for p, cell in zip(others, cells):
        L.parks[p] = _park(p, False, cell, u)
        L.panels.append((cell, 150))
    L.panels.append((L.log, 170))
    L.banner = R(10, 22, 80, 9)
    if h > w and _portrait(L, front, u):
        L.banner.centery = h // 2
    return L


def _short(size: tuple[int, int], u: float) -> bool:
    """Fewer units across or down than the table's landscape layout needs (a larger interface
    size; never at 100 %, where the unit is the window's hundredth at most)."""
    w, h = size
    return w / u < 99.5 or min(w, h) / u < 55.5


def _compact(size: tuple[int, int], u: float, players: int, front: int) -> TableLayout:
    """The table in a window of fewer units (a larger interface size: 67 x 37.5 at 150 %,
    50 x 28 at 200 %), for a player who needs it big. Two columns under the top line and the
    status line: on the left the open market cards (the closed ones dropped), the price tiles
    with their stacks, and the buttons, with the turn track and the bonus cards only where the
    market keeps its height; on the right the big park, the other players as one-line summaries
    (a click shows their park big) and the log's last lines. A window taller than wide stacks
    the two columns."""
    w, h = size
    W, H = w / u, h / u
    m = COMPACT_M

    def R(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(round(x * u), round(y * u), max(0, round(rw * u)), max(0, round(rh * u)))

    L = TableLayout(size, u, players)
    L.compact = True
    L.top = R(m, 0.2, W - 2 * m, COMPACT_TOP_H)
    L.menu = R(W - m - COMPACT_MENU_W, 0.3, COMPACT_MENU_W, COMPACT_TOP_H - 0.2)
    L.rules = R(W - 2 * m - COMPACT_MENU_W - COMPACT_RULES_W, 0.3, COMPACT_RULES_W, COMPACT_TOP_H - 0.2)
    L.title = R(m + 0.4, 0.2, W - 4 * m - COMPACT_MENU_W - COMPACT_RULES_W - 0.4, COMPACT_TOP_H)
    L.status = R(m + 0.4, 0.2 + COMPACT_TOP_H, W - 2 * m - 0.8, COMPACT_STATUS_H)
    body = 0.2 + COMPACT_TOP_H + COMPACT_STATUS_H + COMPACT_BODY_GAP
    n = 2 * players  # the open market cards
    aspect = art_layout()["market-card"]["aspect"]
    stacked = H > W
    if stacked:
        L.portrait = True  # the market and its rows span the width above the parks (table_view's regions)
        left_w = right_w = W - 2 * m
        left_h = None  # as tall as its rows
    else:
        right_w = max(COMPACT_RIGHT_MIN, COMPACT_RIGHT_SHARE * W)
        left_w = max(COMPACT_LEFT_MIN, W - 3 * m - right_w)
        right_w = W - 3 * m - left_w
        left_h = H - body - m
    inner = left_w - 2 * COMPACT_PAD
    pg = PRICE_GAP  # the stacks' counts reach over the gaps beside their tiles
    tile_w = min((inner - 5 * pg) / 6, COMPACT_PRICE_MAX_H * 220 / 260)
    tile_h = tile_w * 260 / 220
    prices_h = tile_h + COMPACT_STACK_H
    bw = (inner - 7 * BONUS_GAP) / 8
    bonus_h = min(COMPACT_BONUS_H, bw * 350 / 250)
    turn_h = min(COMPACT_TURN_H, inner / art_layout()["turn-track"]["aspect"])
    natural = (inner - MARKET_GAP * (n - 1)) / n / aspect  # the market as tall as the width lets it
    gap = 0.4
    fixed = COMPACT_PAD + gap + prices_h + gap + COMPACT_BUTTONS_H + COMPACT_PAD
    if left_h is None:  # stacked: the market as tall as its width lets it, up to half the height
        market_h = min(natural, (H - body) / 2 - fixed)
        extras: tuple[str, ...] = ("turn", "bonus")
        left_h = fixed + market_h + turn_h + bonus_h + 2 * gap
    else:
        rest = left_h - fixed
        keep = min(natural, COMPACT_MARKET_KEEP)
        extras = ()
        for want in (("turn", "bonus"), ("turn",), ("bonus",)):
            room = rest - sum(turn_h + gap if e == "turn" else bonus_h + gap for e in want)
            if room >= keep:
                extras = want
                break
        market_h = min(natural, rest - sum(turn_h + gap if e == "turn" else bonus_h + gap for e in extras))
        # a market the height bounds (few seats) leaves the left column wider than it needs: the
        # right one takes the rest (a larger big park); the price tiles keep their size
        need = max(COMPACT_LEFT_MIN, n * market_h * aspect + MARKET_GAP * (n - 1) + 2 * COMPACT_PAD + 0.1,
                   6 * COMPACT_PRICE_MAX_H * 220 / 260 + 5 * pg + 2 * COMPACT_PAD)
        if need < left_w:
            right_w += left_w - need
            left_w = need
            inner = left_w - 2 * COMPACT_PAD
            bonus_h = min(bonus_h, (inner - 7 * BONUS_GAP) / 8 * 350 / 250)
            turn_h = min(turn_h, inner / art_layout()["turn-track"]["aspect"])
    if "bonus" not in extras or "turn" not in extras:  # left out: a button shows them in a panel
        title_w = W - 5 * m - COMPACT_MENU_W - COMPACT_RULES_W - COMPACT_BOARD_BUTTON_W - 0.4
        L.title.width = round(title_w * u)
        L.board_button = R(m + 0.4 + title_w + m, 0.3, COMPACT_BOARD_BUTTON_W, COMPACT_TOP_H - 0.2)
    left = R(m, body, left_w, left_h)
    L.panels.append((left, 150))
    L.lower = left
    x0 = m + COMPACT_PAD
    y = body + COMPACT_PAD
    L.market = R(x0, y, inner, market_h)
    _market(L, players, u, open_only=True)
    y += market_h + gap
    if "turn" in extras:
        L.turn = fit(R(x0, y, inner, turn_h), art_layout()["turn-track"]["aspect"])
        L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
        y += turn_h + gap
    else:  # collapsed: its tooltip and its flights go too
        L.turn = pygame.Rect(round(x0 * u), round(y * u), 0, 0)
        L.turn_spaces = []
    L.price_row = R(x0, y, inner, tile_h)
    L.prices = [fit(cell, 220 / 260) for cell in _cells(R(x0, y, inner, tile_h), len(PRICE_TILES), round(pg * u))]
    y += prices_h + gap
    if "bonus" in extras:
        L.bonus_row = R(x0, y, inner, bonus_h)
        L.bonus = [fit(cell, 250 / 350) for cell in _cells(L.bonus_row, 8, round(BONUS_GAP * u))]
    else:
        L.bonus_row = pygame.Rect(round(x0 * u), round(y * u), 0, 0)
        L.bonus = []
    bh = round(COMPACT_BUTTONS_H * u)
    L.buttons = _cells(pygame.Rect(round(x0 * u), left.bottom - round(COMPACT_PAD * u) - bh, round(inner * u), bh),
                       3, round(0.6 * u))
    # --- the parks and the log
    if stacked:
        rx, ry, rh = m, body + left_h + m, H - body - left_h - 2 * m
    else:
        rx, ry, rh = 2 * m + left_w, body, H - body - m
    L.right = R(rx, ry, right_w, rh)
    others = [p for p in range(players) if p != front]
    pad = COMPACT_PARK_PAD
    track_aspect = art_layout()["track"]["aspect"]
    rows = COMPACT_GOODS_H + COMPACT_TOKENS_H
    per = art_layout()["board"]["aspect"] + 3 * track_aspect
    board_h = min(COMPACT_BOARD_MAX, (right_w - 2 * pad - 4 * TRACK_GAP) / per)
    sg = COMPACT_SUMMARY_GAP

    def log_room(others_h: float) -> float:
        return rh - (2 * pad + board_h + ROWS_TOP + rows) - others_h - 2 * m
    # each another's summary: a line with their goods beside the name, or under it where the
    # line is too narrow for both; where that leaves the log too few lines (even with the big
    # board a little smaller), their names alone as tabs, several to a line
    n_others = len(others)
    cell_w = right_w - 2 * sg
    goods_beside = cell_w - COMPACT_SUMMARY_NAME >= COMPACT_SUMMARY_GOODS
    per_line, cell_h = 1, COMPACT_SUMMARY_H if goods_beside else 2 * COMPACT_SUMMARY_H
    give = max(0.0, board_h - min(board_h, COMPACT_BOARD_KEEP))  # what the board may give the log
    if log_room(n_others * (cell_h + sg) + sg) + give < COMPACT_LOG_MIN:
        per_line = max(1, min(n_others, int((right_w - sg) // (COMPACT_TAB_MIN_W + sg))))
        cell_h = COMPACT_SUMMARY_H
    lines = -(-n_others // per_line)
    others_h = lines * (cell_h + sg) + sg if others else 0.0
    spare = log_room(others_h) - COMPACT_LOG_MIN
    if spare < 0:
        board_h = max(COMPACT_BOARD_MIN, board_h + spare)
    big_h = 2 * pad + board_h + ROWS_TOP + rows
    big = R(rx, ry, right_w, big_h)
    L.panels.append((big, 150))
    park = L.parks[front] = _park(front, True, big, u, pad_u=pad, rows_u=rows)
    # the board and its tracks in the middle of a panel wider than they are (a stacked one's)
    dx = (big.right - round(pad * u) - park.tracks[-1].right) // 2
    if dx > 0:
        for r in [park.board, park.name] + park.light + park.dark + park.tracks + \
                [sp for spaces in park.track_spaces for sp in spaces]:
            r.move_ip(dx, 0)
    y = ry + big_h + m
    if others:
        box = R(rx, y, right_w, others_h)
        L.panels.append((box, 150))
        cell_w = (right_w - sg * (per_line + 1)) / per_line
        for i, p in enumerate(others):
            row, col = divmod(i, per_line)
            cell = R(rx + sg + col * (cell_w + sg), y + sg + row * (cell_h + sg), cell_w, cell_h)
            L.parks[p] = _summary(p, cell, u, goods=per_line == 1)
        y += others_h + m
    L.log = R(rx, y, right_w, max(0.0, ry + rh - y))
    L.panels.append((L.log, 170))
    L.banner = R(m + 2, H / 2 - 4, W - 2 * m - 4, 8)
    return L


def _summary(seat: int, cell: pygame.Rect, u: float, goods: bool) -> Park:
    """Another player's park in a line: marker and name, then (`goods`) coins and gems beside
    them, or under them in a cell of two lines."""
    if cell.height >= 2 * round(COMPACT_SUMMARY_H * u) - 1:  # two lines: the goods under the name
        name = pygame.Rect(cell.left, cell.top, cell.width, cell.height // 2)
        row = pygame.Rect(cell.left + round(COMPACT_SUMMARY_INDENT * u), name.bottom,
                          cell.width - round(COMPACT_SUMMARY_INDENT * u), cell.height - name.height)
        goods_w = row.width if goods else 0
    else:
        name_w = min(round(COMPACT_SUMMARY_NAME * u), cell.width)
        goods_w = cell.width - name_w
        if not goods or goods_w < COMPACT_SUMMARY_GOODS * u:  # no room for the goods: the name takes the line
            name_w, goods_w = cell.width, 0
        name = pygame.Rect(cell.left, cell.top, name_w, cell.height)
        row = pygame.Rect(name.right, cell.top, goods_w, cell.height)
    if not goods_w:  # none: an empty row inside the line (where pieces fly to it)
        row = pygame.Rect(cell.left, cell.top, 0, cell.height)
    spot = pygame.Rect(0, 0, 1, 1)
    spot.center = cell.center
    return Park(seat, False, cell, cell.copy(), [], [], name, [cell.copy()] * 3, [[spot] * 5] * 3,
                row, row if goods_w else cell.copy(), summary=True)


def _market(L: TableLayout, players: int, u: float, open_only: bool = False) -> None:
    """The market's cards side by side in L.market, as large as it lets them, and their spaces."""
    card_aspect = art_layout()["market-card"]["aspect"]
    gap = round(MARKET_GAP * u)
    slots = 2 * players if open_only else SLOTS  # the compact layout leaves out the closed cards
    col_w = min((L.market.width - gap * (slots - 1)) / slots, L.market.height * card_aspect)
    col_h = col_w / card_aspect
    total = col_w * slots + gap * (slots - 1)
    mx = L.market.left + (L.market.width - total) / 2
    space_boxes = art_layout()["market-card"]["spaces"]
    L.slots, L.spaces = [], []
    for c in range(slots):
        slot = pygame.Rect(round(mx + c * (col_w + gap)), L.market.top, round(col_w), round(col_h))
        L.slots.append(slot)
        if c < 2 * players:
            L.spaces.extend(frac(slot, b) for b in space_boxes)


def _lower(L: TableLayout, R: Callable[[float, float], pygame.Rect], foot: int, u: float,
           scale: float = 1.0) -> None:
    """The left panel's rows under the market (R(y, h): a row y units under the market's foot,
    down to `foot`, the panel's, both grown by `scale`): the turn-order track, the price tiles,
    the bonus cards, and the buttons (as wide as the rows, as high as in landscape)."""
    L.turn = fit(R(LOWER_TURN, TURN_H), art_layout()["turn-track"]["aspect"])
    L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
    L.price_row = R(LOWER_PRICES, PRICES_H)
    L.prices = [fit(cell, 220 / 260) for cell in _cells(L.price_row, len(PRICE_TILES), round(PRICE_GAP * u * scale))]
    L.bonus_row = R(LOWER_BONUS, BONUS_H)
    L.bonus = [fit(cell, 250 / 350) for cell in _cells(L.bonus_row, 8, round(BONUS_GAP * u * scale))]
    bh = round(BUTTONS_H * u)
    x = R(0, 0).left
    brow = pygame.Rect(x, foot - round(BUTTONS_FOOT * u) - bh, round(LOWER_W * u * scale), bh)
    L.buttons = _cells(brow, 3, round(BUTTON_GAP * u))


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
    _market(L, L.players, u)
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
    L.parks = {front: _park(front, True, big, u)}
    L.right = R(RIGHT_X, band_top, RIGHT_W, H - band_top - PORTRAIT_GAP)
    each = min(LOWER_H, (rest - PORTRAIT_GAP * (n - 1)) / n)
    for i, p in enumerate(others):
        cell = R(column, under + i * (each + PORTRAIT_GAP), RIGHT_W if column == RIGHT_X else LEFT_W, each)
        L.parks[p] = _park(p, False, cell, u)
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


def _cells(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    w = (rect.width - gap * (n - 1)) / n
    return [pygame.Rect(round(rect.left + i * (w + gap)), rect.top, round(w), rect.height) for i in range(n)]


def _park(seat: int, big: bool, panel: pygame.Rect, u: float, pad_u: float | None = None,
          rows_u: float | None = None) -> Park:
    """A park in `panel`: `pad_u` and `rows_u` (units) the compact layout's own."""
    lay = art_layout()
    pad = round((pad_u if pad_u is not None else 0.7 if big else 0.4) * u)
    inner = panel.inflate(-2 * pad, -2 * pad)
    # a small board's rows of pieces grow with a tall panel (a portrait window's), where they
    # kept their landscape height under a board four times as tall, its counts hard to read
    if rows_u is not None:
        rows_h = round(rows_u * u)
    else:
        rows_h = round(5.6 * u) if big else max(round(3.4 * u), round(inner.height * SMALL_ROWS_SHARE))
    track_aspect = lay["track"]["aspect"]
    name_h = 0 if big else round(SMALL_NAME_H * u)  # a small board's own name strip is too small to read
    tgap = round(TRACK_GAP * u)
    board_aspect = lay["board"]["aspect"]
    # a small park's panel much wider than its board and tracks (the one other player's, in a
    # game of two): its rows of pieces stand beside them, not under them, so the board takes
    # the panel's height (it was a third of the panel's width, the rest empty but for the rows)
    group_w = (inner.height - name_h) * (board_aspect + 3 * track_aspect) + 4 * tgap
    beside = not big and inner.width - group_w - round(ROWS_TOP * u) >= ROWS_BESIDE_MIN * u
    if beside:
        rows_h = 0
    board_area = pygame.Rect(inner.left, inner.top + name_h, inner.width, inner.height - rows_h - name_h)
    track_w = round(board_area.height * track_aspect)
    board_box = pygame.Rect(inner.left, board_area.top, inner.width - 3 * (track_w + tgap), board_area.height)
    if board_box.width < 0.85 * board_area.height * board_aspect:
        # a panel much taller than its width allows (an ultra-wide window's grown row): tracks
        # as tall as the board squeezed it, so the board and its tracks are fitted as one group,
        # with the rows of pieces under them, the whole in the middle of the panel's height
        hb = (inner.width - 4 * tgap) / (board_aspect + 3 * track_aspect)
        track_w = round(hb * track_aspect)
        top = board_area.top + max(0, round((board_area.height - hb) / 2))
        board_box = pygame.Rect(inner.left, top, round(hb * board_aspect), round(hb))
    board = fit(board_box, board_aspect, align="left")
    tracks = []
    x = board.right + tgap * 2
    for _ in range(3):
        tracks.append(pygame.Rect(x, board.top, track_w, board.height))
        x += track_w + tgap
    track_spaces = [[frac(t, b) for b in lay["track"]["spaces"]] for t in tracks]
    if beside:
        left = x - tgap + round(ROWS_TOP * u) * 2
        rows = pygame.Rect(left, board.top, inner.right - left, board.height)
    else:
        rows = pygame.Rect(inner.left, board.bottom + round(ROWS_TOP * u), inner.width,
                           inner.bottom - board.bottom - round(ROWS_TOP * u))
    gems = pygame.Rect(rows.left, rows.top, rows.width, rows.height // 2)
    tokens = pygame.Rect(rows.left, gems.bottom, rows.width, rows.height - gems.height)
    name = frac(board, lay["board"]["name"]) if big else pygame.Rect(inner.left, inner.top, inner.width, name_h)
    return Park(seat, big, panel, board, [frac(board, b) for b in lay["board"]["light"]],
                [frac(board, b) for b in lay["board"]["dark"]], name,
                tracks, track_spaces, gems, tokens)
