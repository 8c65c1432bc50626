"""The parts every layout of the Diamonds Club table is made of (table_layout's, for the window,
and table_layout_compact's, for a larger interface size): the art's boxes (assets/club/layout.json),
the layout's record (TableLayout) and a park's (Park), and where the market's cards, a row of
cells and a park's board, tracks and rows of pieces sit. In units of the window (``app.u``)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pygame

ART = Path(__file__).resolve().parents[4] / "assets" / "club"
SLOTS = 8  # market slots on the board (2 per player at 4 players; closed ones drawn closed)
# a park's panel, in units
SMALL_NAME_H = 1.9  # a small board's name strip over it (its own is too small to read)
SMALL_ROWS_SHARE = 0.2  # a small board's rows of pieces: at least this share of its panel's height
ROWS_BESIDE_MIN = 18.0  # a small park's rows of pieces beside its board when this much room is left
TRACK_GAP = 0.3     # between the board and its tracks, and between two tracks
ROWS_TOP = 0.3      # from the board to the rows of gems and tokens under it
BIG_ROWS_H = 5.6    # the big park's rows of gems and tokens under its board
SMALL_ROWS_MIN = 3.4  # a small park's rows of pieces at least (grown with a tall panel: SMALL_ROWS_SHARE)
MARKET_GAP = 0.25   # between two market cards
PRICE_GAP = 0.8     # between two price tiles
BONUS_GAP = 0.5     # between two bonus cards


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


def lay_market(L: TableLayout, players: int, u: float, open_only: bool = False) -> None:
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


def row_cells(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
    w = (rect.width - gap * (n - 1)) / n
    return [pygame.Rect(round(rect.left + i * (w + gap)), rect.top, round(w), rect.height) for i in range(n)]


def make_park(seat: int, big: bool, panel: pygame.Rect, u: float, pad_u: float | None = None,
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
        rows_h = round(BIG_ROWS_H * u) if big else max(round(SMALL_ROWS_MIN * u),
                                                         round(inner.height * SMALL_ROWS_SHARE))
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
