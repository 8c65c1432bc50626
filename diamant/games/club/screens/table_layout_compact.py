"""The Diamonds Club table's compact layout (table_layout's, for a larger interface size:
Settings -> Interface size leaves fewer units than 100 x 56.25). Under the top line and a status
line of its own, the open market cards, the price tiles and the buttons on the left; the big
park, the other players as summaries (a click shows one big) and the log's last lines on the
right; the bonus cards and the turn track where room is left, else in a panel a button opens
(the button's place: ``TableLayout.board_button``). 100 % never uses it."""
from __future__ import annotations

import pygame

from diamant.games.club.data import PRICE_TILES

from .table_layout_parts import (BONUS_GAP, MARKET_GAP, PRICE_GAP, ROWS_TOP, TRACK_GAP, Park, TableLayout,
                                 art_layout, fit, frac, lay_market, make_park, row_cells)

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
COMPACT_BUTTON_GAP = 0.6  # between two of them
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


def is_short(size: tuple[int, int], u: float) -> bool:
    """Fewer units across or down than the table's landscape layout needs (a larger interface
    size; never at 100 %, where the unit is the window's hundredth at most)."""
    w, h = size
    return w / u < 99.5 or min(w, h) / u < 55.5


def compact_layout(size: tuple[int, int], u: float, players: int, front: int) -> TableLayout:
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
    lay_market(L, players, u, open_only=True)
    y += market_h + gap
    if "turn" in extras:
        L.turn = fit(R(x0, y, inner, turn_h), art_layout()["turn-track"]["aspect"])
        L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
        y += turn_h + gap
    else:  # collapsed: its tooltip and its flights go too
        L.turn = pygame.Rect(round(x0 * u), round(y * u), 0, 0)
        L.turn_spaces = []
    L.price_row = R(x0, y, inner, tile_h)
    L.prices = [fit(cell, 220 / 260) for cell in row_cells(R(x0, y, inner, tile_h), len(PRICE_TILES), round(pg * u))]
    y += prices_h + gap
    if "bonus" in extras:
        L.bonus_row = R(x0, y, inner, bonus_h)
        L.bonus = [fit(cell, 250 / 350) for cell in row_cells(L.bonus_row, 8, round(BONUS_GAP * u))]
    else:
        L.bonus_row = pygame.Rect(round(x0 * u), round(y * u), 0, 0)
        L.bonus = []
    bh = round(COMPACT_BUTTONS_H * u)
    L.buttons = row_cells(pygame.Rect(round(x0 * u), left.bottom - round(COMPACT_PAD * u) - bh, round(inner * u), bh),
                       3, round(COMPACT_BUTTON_GAP * u))
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
    park = L.parks[front] = make_park(front, True, big, u, pad_u=pad, rows_u=rows)
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
