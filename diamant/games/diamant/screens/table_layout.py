"""Where things are on the expedition table: pixel geometry from relative units.

One `TableLayout` per (rect, path length, number of seats): every length is a share of the rect or
of `u` (a hundredth of the 16:9 box that fits the rect), so the table fits any window. The named
shares below are the layout's tokens; change them here, not in the drawing code.
"""
from __future__ import annotations

import math

import pygame

from diamant.games.diamant.screens.cards_art import CARD_ASPECT

__all__ = ["TableLayout", "Point"]

Point = tuple[float, float]

CARD_GAP_X = 0.1  # between two cards of the path, in card widths
CARD_GAP_Y = 0.16  # between two rows of the path, in card heights
# the widest a card of the path grows, in path widths: in a tall window the first cards of an
# expedition stood half the window high, dwarfing the explorers (the height cap alone allowed it)
CARD_MAX_W = 0.24
# from an explorer's feet to the top of the decision card over its head, in explorer heights
EXPLORER_REACH = 1.23
SEATS_H_TWO_LINES = 0.46  # the seats' share of the table's height when they stand in two lines
CAVE_SHARE_TWO_LINES = 0.43  # the cave's share of that (the camp's lines hold names and chests)
TWO_LINES_GAIN = 1.2  # two lines only when their explorers are this much taller than one line's
# in the table's units (a hundredth of its width, or of a 16:9 height)
SEAT_COL_MAX = 26  # a seat's column, at most
PAD = 0.8          # between the side column, the path and the seats
SIDE_W = 11        # the side column (the deck), at least
DECK_TOP = 4.2     # from the side column's top to the deck, under the round's number ...
ROUND_Y = 1.9      # ... which stands this low
GEM_MAX = 1.9      # a gem by an explorer, at most
NAME_FONT = 1.55   # a seat's name, at least (larger with a larger explorer)
NUMBER_FONT = 1.75  # a chest's number, at least
SIDE_FONT = 1.35   # "In the cave", "Camp"
# a larger interface: the seats' words at the interface's unit (app.u), as a 16:9 window at 100 %
# gives them (its table's unit is about 0.6 of the window's), so they grow with the setting even
# though the compact screen's table is smaller
TEXT_UI = 0.6
NAME_BAND = 1.3    # a name's line over its chest, in font sizes
CHEST_MIN = 0.5   # ... the chest under it keeps this share of its camp line's height at least
CARD_GEM = 0.17    # a gem on a path card's plate, in card widths ...
CARD_GEM_MAX = 0.22  # ... at most, when it keeps its 100 % size on a smaller card ...
CARD_GEM_UI = 1.06   # ... which is this, in the window's units at 100 % (a short path)


def _seat_size(u: float, width: float, cave_h: float, camp_h: float, per_line: int,
               lines: int) -> tuple[float, float]:
    """(column width, explorer height) for `per_line` seats in each of `lines` lines."""
    # two lines stand half a column apart: the span of a line and that half fits the width
    colw = min(width / (max(1, per_line) + (lines - 1) / 2), u * SEAT_COL_MAX)
    by_width = colw * 0.62 / 0.714  # the explorer and its carried gems share the column
    if lines == 1:
        return colw, min(cave_h * 0.74, by_width)
    # both cave lines with their decision cards in the band; each camp line holds a name over
    # an explorer at camp scale
    return colw, min((cave_h * 0.88) / (EXPLORER_REACH + 0.75), camp_h / 2 * 0.69, by_width)


class TableLayout:
    """Pixel geometry for one rect, one path length and one number of seats."""

    CAMP_SCALE = 0.8  # explorers at camp are drawn a little smaller (further away)

    def __init__(self, rect: pygame.Rect, n_cards: int, n_seats: int, text_scale: float = 1.0,
                 text_u: float | None = None) -> None:
        """`text_scale`: the interface size (Settings -> Interface size): the seats' names and
        numbers grow with it, as far as their column and line allow; `text_u`: the interface's
        unit (app.u, with that size), which they then follow."""
        x, y, w, h = rect
        self.rect = pygame.Rect(rect)
        self.u = u = min(w, h * 16 / 9) / 100
        self.pad = pad = max(2, round(u * PAD))
        self.side_w = side_w = round(max(w * 0.11, u * SIDE_W))
        # -- the band of seats at the bottom: the cave floor and the camp. In a tall window with
        # many seats one line of narrow columns left the explorers small under a band of empty
        # height: the seats then stand in two lines (see _seat_lines), and the band takes more
        self.lines = lines = self._seat_lines(rect, n_seats)
        seats_h = h * (SEATS_H_TWO_LINES if lines == 2 else 0.40)
        cave_share = CAVE_SHARE_TWO_LINES if lines == 2 else 0.48
        self.cave_band = pygame.Rect(x, round(y + h - seats_h), w, round(seats_h * cave_share))
        self.camp_band = pygame.Rect(x, self.cave_band.bottom, w, y + h - self.cave_band.bottom)
        # -- the path area above
        self.path_area = pygame.Rect(x + side_w + pad, y + pad, w - side_w - 2 * pad,
                                     self.cave_band.top - y - 2 * pad)
        # -- deck in the side column
        dh = min(self.path_area.h * 0.42, (side_w - 2 * pad) / CARD_ASPECT)
        self.deck_size = (round(dh * CARD_ASPECT), round(dh))
        self.deck_centre = (x + side_w / 2, y + pad + u * DECK_TOP + dh / 2)
        self.round_pos = (x + side_w / 2, y + pad + u * ROUND_Y)
        # -- cards
        self.card_size, self.slots = self._path_slots(max(1, n_cards))
        # the whole grid the path's cards sit in (the same for every length with this grid)
        first = self.slots[0]
        cw, ch = self.card_size
        self.grid_box = pygame.Rect(self.path_area.x, first.y,
                                    round(self.grid_cols * cw + (self.grid_cols - 1) * cw * CARD_GAP_X),
                                    round(self.grid_rows * ch + (self.grid_rows - 1) * ch * CARD_GAP_Y))
        # -- seats
        n = max(1, n_seats)
        per_line = math.ceil(n / lines)
        col_area = pygame.Rect(x + side_w, y, w - side_w - pad, h)
        cb, kb = self.cave_band, self.camp_band
        colw, exp_h = _seat_size(u, col_area.w, cb.h, kb.h, per_line, lines)
        self.colw = colw
        self.explorer_size = (round(exp_h * 0.714), round(exp_h))
        camp_h = kb.h / lines  # one line of the camp
        chest_w = min(colw * 0.5, camp_h * 0.62 * 1.2)
        self.chest_size = (round(chest_w), round(chest_w / 1.2))
        self.gem = max(6, round(min(u * GEM_MAX, colw * 0.11)))
        self.dcard = (round(exp_h * 0.42 * CARD_ASPECT), round(exp_h * 0.42))
        # names and numbers grow with the explorers and chests they belong to (in a tall or
        # square window the table's unit stays small while the seats grow), as far as the
        # column allows (a long name is shrunk to its column)
        self.font_name = max(10, round(min(max(u * NAME_FONT, exp_h * 0.2), colw * 0.16)))
        self.font_num = max(10, round(min(max(u * NUMBER_FONT, exp_h * 0.22), colw * 0.17)))
        self.font_side = max(10, round(u * SIDE_FONT))
        self.name_least = 0  # a larger interface: a long name shrinks no smaller than at 100 %
        self.card_gem = max(7, round(self.card_size[0] * CARD_GEM))
        line = kb.h / lines  # one line of the camp
        name_band = 0.0  # scaled: the name's line at the top of the camp line, the chest under it
        if text_scale > 1 and text_u:
            # the interface's unit, where the room allows: a name in its column and over a chest
            # still CHEST_MIN of its line high; numbers by their explorer and on their chest
            tu = text_u * TEXT_UI
            least = max(self.font_name, round(tu / text_scale * NAME_FONT))  # about the 100 % size
            self.font_name = max(self.font_name, round(min(tu * NAME_FONT, colw * 0.16 * text_scale,
                                                           line * (0.93 - CHEST_MIN) / NAME_BAND)))
            self.font_num = max(self.font_num, round(min(tu * NUMBER_FONT, colw * 0.17 * text_scale,
                                                         line * 0.26, exp_h * 0.36)))
            self.font_side = max(self.font_side, round(tu * SIDE_FONT))
            # the gem counts on the path's cards keep at least their 100 % size
            self.card_gem = max(self.card_gem, round(min(text_u / text_scale * CARD_GEM_UI,
                                                         self.card_size[0] * CARD_GEM_MAX)))
            self.name_least = min(least, self.font_name)
            name_band = self.font_name * NAME_BAND
            chest_w = min(chest_w, (line * 0.93 - name_band) * 1.2)
            self.chest_size = (round(chest_w), round(chest_w / 1.2))
        elif text_scale > 1:
            # a larger interface: larger names and numbers; a name stays in the top of its camp
            # line (over the chest), a number within its column's share
            ts = text_scale
            line = kb.h / lines
            self.font_name = max(self.font_name, round(min(u * NAME_FONT * ts, colw * 0.16 * ts, line * 0.24)))
            self.font_num = max(self.font_num, round(min(u * NUMBER_FONT * ts, colw * 0.17 * ts, line * 0.24,
                                                         exp_h * 0.3)))
        self.cave_pos: list[Point] = []
        self.camp_pos: list[Point] = []
        self.chest_pos: list[Point] = []
        self.carried_pos: list[Point] = []
        self.name_pos: list[Point] = []
        self.cols: list[pygame.Rect] = []
        # two lines in the cave: the back line's feet high enough that its decision cards stay
        # in the band with a small margin, the front line's a step lower; the lines are shifted half
        # a column apart so that a front explorer's card stands between the back explorers
        front_feet = cb.bottom - cb.h * 0.08
        step = (cb.h * 0.88 - EXPLORER_REACH * exp_h) if lines == 2 else 0.0
        shift = colw / 2 * (lines - 1)
        for i in range(n):
            line, k = divmod(i, per_line)
            in_line = min(per_line, n - line * per_line)
            x0 = col_area.x + (col_area.w - colw * in_line) / 2
            if lines == 2:
                x0 += shift * (line - 0.5)
            cx = x0 + colw * (k + 0.5)
            feet = front_feet - step * (lines - 1 - line)
            top, bottom = kb.top + camp_h * line, kb.top + camp_h * (line + 1)
            self.cols.append(pygame.Rect(round(x0 + colw * k), cb.top, round(colw), kb.bottom - cb.top))
            self.cave_pos.append((cx - colw * 0.12, feet - exp_h / 2))
            self.carried_pos.append((cx + colw * 0.22, feet - exp_h * 0.32))
            kfeet = bottom - camp_h * 0.07
            self.camp_pos.append((cx - colw * 0.22, kfeet - exp_h * self.CAMP_SCALE / 2))
            self.chest_pos.append((cx + colw * 0.2, kfeet - self.chest_size[1] / 2))
            self.name_pos.append((cx, top + max(camp_h * 0.15, name_band / 2)))

    @staticmethod
    def _seat_lines(rect: pygame.Rect, n_seats: int) -> int:
        """1, or 2 when two lines of seats give the explorers a good deal more room (a tall
        window with many seats)."""
        x, y, w, h = rect
        if n_seats < 4:
            return 1
        u = min(w, h * 16 / 9) / 100
        col_w = w - round(max(w * 0.11, u * SIDE_W)) - max(2, round(u * PAD))

        def explorer(lines: int) -> float:
            seats_h = h * (SEATS_H_TWO_LINES if lines == 2 else 0.40)
            share = CAVE_SHARE_TWO_LINES if lines == 2 else 0.48
            cave = round(seats_h * share)
            return _seat_size(u, col_w, cave, seats_h - cave, math.ceil(n_seats / lines), lines)[1]
        return 2 if explorer(2) > TWO_LINES_GAIN * explorer(1) else 1

    def _path_slots(self, n: int):
        area = self.path_area
        aw, ah = max(10, area.w), max(10, area.h)
        cap_h = ah * 0.56
        best: tuple[float, int, int] | None = None
        for rows in range(1, 9):
            cols = math.ceil(n / rows)
            if rows > 1 and cols * (rows - 1) >= n:
                break
            cw = min(aw / (cols + (cols - 1) * CARD_GAP_X),
                     ah / (rows + (rows - 1) * CARD_GAP_Y) * CARD_ASPECT,
                     cap_h * CARD_ASPECT, aw * CARD_MAX_W)
            if best is None or cw > best[0] + 0.5:
                best = (cw, rows, cols)
        assert best is not None  # rows = 1 always gives one
        cw, rows, cols = best
        cw = max(8, int(cw))
        ch = max(10, int(cw / CARD_ASPECT))
        gx = cw * CARD_GAP_X
        gy = ch * CARD_GAP_Y
        self.grid_rows, self.grid_cols = rows, cols
        block_h = rows * ch + (rows - 1) * gy
        top = area.y + (ah - block_h) / 2
        slots = []
        # every row reads left to right, as text does: the newest card is always at the end of the
        # last row (a row running back put it at the far left, and newcomers read the path wrongly)
        for i in range(n):
            r, c = divmod(i, cols)
            slots.append(pygame.Rect(round(area.x + c * (cw + gx)), round(top + r * (ch + gy)), cw, ch))
        return (cw, ch), slots

    def trail(self, i: int) -> list[Point]:
        """The way the trail takes from card `i` of the path to card `i + 1`: straight along a
        row; from the end of a row, down into the gap under it, back along the gap and down to
        the start of the next row (a straight line would cross the cards between)."""
        a, b = self.slots[i], self.slots[i + 1]
        if b.top <= a.centery:
            return [a.center, b.center]
        gap_y = (a.bottom + b.top) / 2
        return [a.center, (a.centerx, gap_y), (b.centerx, gap_y), b.center]

    def slot_centre(self, i: int) -> Point:
        if 0 <= i < len(self.slots):
            return self.slots[i].center
        return self.deck_centre
