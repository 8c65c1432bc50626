"""Where the round summary (the "club-round-end" dialog) puts things, worked out without the
dialog: the dialog lays itself out with it, and the table asks it for every piece of art the
summary may draw at a window size (`summary_art`), to have them rasterised ahead on its art
worker (table_warm). Rasterised when the summary first opened, they made its first frame 2-3
times as long as the next ones.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from diamant.ui import theme
from diamant.ui.art import ArtCache

from .dialog_kit import GEM_NAMES, PLAYER_COLOURS, compact_panel, panel_rect
from .tokens import GEM_ICON, PANEL_PAD, TITLE_H, TITLE_TOP

PANEL_UNITS = (92.0, 50.0)
COLUMNS = ("player", "diamonds", "sets", "gems", "built", "bonus")
WEIGHTS = (0.2, 0.1, 0.1, 0.22, 0.22, 0.16)
#: the most lines over the table (most coins, furthest on the turn track, the leader, the end)
MAX_LINES = 4
TILES = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
BONUS_ART = ("bonus-three-fountain", "bonus-three-orangery", "bonus-three-pavilion", "bonus-three-rose-garden",
             "bonus-four-different-5", "bonus-four-different-3", "bonus-five-alike-5", "bonus-five-alike-3")

# the summary's layout, in units
BUTTON_W = 26         # its one button
LINES_TOP = 0.6       # from the title to the lines over the table
LINE_H = 3.0          # one of those lines
TABLE_TOP = 0.8       # from the lines to the table
TABLE_ROOM = 1.6      # the table is this much short of the room between the lines and the button
TABLE_INSET_X = 2     # the table's cells inside its frame (both sides together)
TABLE_INSET_Y = 1.2
HEAD_H = 3.0          # the table's column heads
ROW_H = 7             # a player's row, at most
MARKER = 3.4          # a player's marker, at most
MARKER_INSET = 0.8    # the marker, and a built tile, are this much lower than the row
TILE = 4.4            # a built tile, at most
GEM_BOX_INSET = 2     # the box of a row's gems is this much lower than the row
BONUS_INSET = 0.6     # a bonus card is this much lower than the row
# where the window is too small for the whole dialog (a large interface size), its body scrolls
# and each player's name stands on a line of its own over what they got
COMPACT_NAME_H = 3.4  # a player's name line
COMPACT_ROW_H = 6     # the row of what they got under it
COMPACT_HEAD_ROOM = 0.8  # a column's head needs this much more than its words

Item = tuple[str, tuple[int, int]]


@dataclass(frozen=True)
class Frame:
    """The dialog's parts: its title, the lines over the table, the table, the button."""

    title: pygame.Rect
    lines: pygame.Rect
    table: pygame.Rect
    button: pygame.Rect


def frame(u: float, panel: pygame.Rect, lines: int) -> Frame:
    """The parts of the dialog in `panel`, with `lines` lines over the table (at least one)."""
    pad = round(PANEL_PAD * u)
    title = pygame.Rect(panel.left + pad, panel.top + round(TITLE_TOP * u), panel.width - 2 * pad, round(TITLE_H * u))
    button = pygame.Rect(0, 0, round(BUTTON_W * u), round(theme.BUTTON_H * u))
    button.bottomright = (panel.right - pad, panel.bottom - pad)
    box = pygame.Rect(panel.left + pad, title.bottom + round(LINES_TOP * u), panel.width - 2 * pad,
                      max(1, lines) * round(LINE_H * u))
    table = pygame.Rect(panel.left + pad, box.bottom + round(TABLE_TOP * u), panel.width - 2 * pad,
                        button.top - box.bottom - round(TABLE_ROOM * u))
    return Frame(title, box, table, button)


def compact(u: float, panel: pygame.Rect) -> bool:
    """The panel is smaller than the dialog's full size (a large interface size)."""
    return compact_panel(u, panel, PANEL_UNITS)


def compact_row_h(u: float) -> int:
    return round(COMPACT_ROW_H * u)


def compact_marker(u: float) -> int:
    """A player's marker on their name line, in a small dialog."""
    return marker_size(u, round(COMPACT_NAME_H * u))


def inner(u: float, table: pygame.Rect) -> pygame.Rect:
    return table.inflate(-round(TABLE_INSET_X * u), -round(TABLE_INSET_Y * u))


def head_h(u: float) -> int:
    return round(HEAD_H * u)


def row_h(u: float, table: pygame.Rect, players: int) -> int:
    """A player's row of the table."""
    return min(round(ROW_H * u), (inner(u, table).height - head_h(u)) // max(1, players))


def marker_size(u: float, row: int) -> int:
    return min(row - round(MARKER_INSET * u), round(MARKER * u))


def gem_box_h(u: float, row: int) -> int:
    """The height of the box a row's gems are drawn in (dialog_kit.gem_row)."""
    return row - round(GEM_BOX_INSET * u)


def gem_icon(u: float, row: int) -> int:
    """A gem's icon in a row (dialog_kit.gem_row, when the gems need not squeeze)."""
    return min(gem_box_h(u, row), round(u * GEM_ICON))


def tile_size(u: float, row: int) -> int:
    return min(row - round(MARKER_INSET * u), round(TILE * u))


def bonus_size(u: float, row: int) -> tuple[int, int]:
    h = row - round(BONUS_INSET * u)
    return round(h * 250 / 350), h


def summary_art(art: ArtCache, u: float, size: tuple[int, int], colours: Sequence[int]) -> list[Item]:
    """Every (art, size) the summary of a game of these seats' `colours` may draw in a window of
    `size`: its rows are as high as the lines over the table leave room for, so for each number
    of lines. The sizes are those `art.fit` asks for."""
    panel = panel_rect(u, size, PANEL_UNITS)
    out: dict[Item, None] = {}

    def add(name: str, box: tuple[int, int]) -> None:
        w, h = art.fit_size(name, (max(1, box[0]), max(1, box[1])))
        out[(name, (max(1, w), max(1, h)))] = None
    small = compact(u, panel)
    for lines in range(1, MAX_LINES + 1):
        row = compact_row_h(u) if small else row_h(u, frame(u, panel, lines).table, len(colours))
        mk = compact_marker(u) if small else marker_size(u, row)
        for c in colours:
            add(f"marker-{PLAYER_COLOURS[c % len(PLAYER_COLOURS)]}", (mk, mk))
        icon = gem_icon(u, row)
        for gem in GEM_NAMES:
            add(f"gem-{gem}", (icon, icon))
        side = tile_size(u, row)
        for tile in TILES:
            add(f"tile-{tile}", (side, side))
        for name in BONUS_ART:
            add(name, bonus_size(u, row))
    return sorted(out, key=lambda it: -it[1][0] * it[1][1])
