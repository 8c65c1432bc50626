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
ultra-wide one (see WIDE_EXTRA) they stand so in a column of their own on the right.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

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
TRACK_GAP = 0.3     # between the board and its tracks, and between two tracks
ROWS_TOP = 0.3      # from the board to the rows of gems and tokens under it


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


def make_layout(size: tuple[int, int], u: float, players: int, front: int) -> TableLayout:
    """The layout with seat `front` (the player to move) in the big park."""
    w, h = size
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
    L.market = R(1.6, 5.8, 43.4, 18.6)
    card_aspect = art_layout()["market-card"]["aspect"]
    gap = U(0.35)
    col_w = min((L.market.width - gap * (SLOTS - 1)) / SLOTS, L.market.height * card_aspect)
    col_h = col_w / card_aspect
    total = col_w * SLOTS + gap * (SLOTS - 1)
    mx = L.market.left + (L.market.width - total) / 2
    space_boxes = art_layout()["market-card"]["spaces"]
    for c in range(SLOTS):
        slot = pygame.Rect(round(mx + c * (col_w + gap)), L.market.top, round(col_w), round(col_h))
        L.slots.append(slot)
        if c < 2 * players:
            L.spaces.extend(frac(slot, b) for b in space_boxes)
    L.turn = fit(R(1.6, 24.9, 43.4, 5.4), art_layout()["turn-track"]["aspect"])
    L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
    L.price_row = R(1.6, 30.8, 43.4, 10.6)
    for cell in _cells(L.price_row, len(PRICE_TILES), U(0.8)):
        L.prices.append(fit(cell, 220 / 260))
    L.bonus_row = R(1.6, 41.9, 43.4, 7.2)
    for cell in _cells(L.bonus_row, 8, U(0.5)):
        L.bonus.append(fit(cell, 250 / 350))
    bh = U(4.4)
    brow = pygame.Rect(x0 + U(1.6), left.bottom - U(0.6) - bh, U(43.4), bh)
    L.buttons = _cells(brow, 3, U(1.0))
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
    return L


def _cells(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    w = (rect.width - gap * (n - 1)) / n
    return [pygame.Rect(round(rect.left + i * (w + gap)), rect.top, round(w), rect.height) for i in range(n)]


def _park(seat: int, big: bool, panel: pygame.Rect, u: float) -> Park:
    lay = art_layout()
    pad = round((0.7 if big else 0.4) * u)
    inner = panel.inflate(-2 * pad, -2 * pad)
    rows_h = round((5.6 if big else 3.4) * u)
    track_aspect = lay["track"]["aspect"]
    name_h = 0 if big else round(SMALL_NAME_H * u)  # a small board's own name strip is too small to read
    board_area = pygame.Rect(inner.left, inner.top + name_h, inner.width, inner.height - rows_h - name_h)
    track_w = round(board_area.height * track_aspect)
    tgap = round(TRACK_GAP * u)
    board_box = pygame.Rect(inner.left, board_area.top, inner.width - 3 * (track_w + tgap), board_area.height)
    board_aspect = lay["board"]["aspect"]
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
    rows = pygame.Rect(inner.left, board.bottom + round(ROWS_TOP * u), inner.width, inner.bottom - board.bottom - round(ROWS_TOP * u))
    gems = pygame.Rect(rows.left, rows.top, rows.width, rows.height // 2)
    tokens = pygame.Rect(rows.left, gems.bottom, rows.width, rows.height - gems.height)
    name = frac(board, lay["board"]["name"]) if big else pygame.Rect(inner.left, inner.top, inner.width, name_h)
    return Park(seat, big, panel, board, [frac(board, b) for b in lay["board"]["light"]],
                [frac(board, b) for b in lay["board"]["dark"]], name,
                tracks, track_spaces, gems, tokens)
