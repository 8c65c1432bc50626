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
from diamant.ui.scene import ModalScene

from .dialog_kit import GEM_NAMES, PLAYER_COLOURS

PANEL_UNITS = (92.0, 50.0)
COLUMNS = ("player", "diamonds", "sets", "gems", "built", "bonus")
WEIGHTS = (0.2, 0.1, 0.1, 0.22, 0.22, 0.16)
#: the most lines over the table (most coins, furthest on the turn track, the leader, the end)
MAX_LINES = 4
TILES = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
BONUS_ART = ("bonus-three-fountain", "bonus-three-orangery", "bonus-three-pavilion", "bonus-three-rose-garden",
             "bonus-four-different-5", "bonus-four-different-3", "bonus-five-alike-5", "bonus-five-alike-3")

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
    pad = round(2.5 * u)
    title = pygame.Rect(panel.left + pad, panel.top + round(1.2 * u), panel.width - 2 * pad, round(5 * u))
    button = pygame.Rect(0, 0, round(26 * u), round(theme.BUTTON_H * u))
    button.bottomright = (panel.right - pad, panel.bottom - pad)
    box = pygame.Rect(panel.left + pad, title.bottom + round(0.6 * u), panel.width - 2 * pad,
                      max(1, lines) * round(3.0 * u))
    table = pygame.Rect(panel.left + pad, box.bottom + round(0.8 * u), panel.width - 2 * pad,
                        button.top - box.bottom - round(1.6 * u))
    return Frame(title, box, table, button)


def inner(u: float, table: pygame.Rect) -> pygame.Rect:
    return table.inflate(-round(2 * u), -round(1.2 * u))


def head_h(u: float) -> int:
    return round(3.0 * u)


def row_h(u: float, table: pygame.Rect, players: int) -> int:
    """A player's row of the table."""
    return min(round(7 * u), (inner(u, table).height - head_h(u)) // max(1, players))


def marker_size(u: float, row: int) -> int:
    return min(row - round(0.8 * u), round(3.4 * u))


def gem_box_h(u: float, row: int) -> int:
    """The height of the box a row's gems are drawn in (dialog_kit.gem_row)."""
    return row - round(2 * u)


def gem_icon(u: float, row: int) -> int:
    """A gem's icon in a row (dialog_kit.gem_row, when the gems need not squeeze)."""
    return min(gem_box_h(u, row), round(u * 3.2))


def tile_size(u: float, row: int) -> int:
    return min(row - round(0.8 * u), round(4.4 * u))


def bonus_size(u: float, row: int) -> tuple[int, int]:
    h = row - round(0.6 * u)
    return round(h * 250 / 350), h


def summary_art(art: ArtCache, u: float, size: tuple[int, int], colours: Sequence[int]) -> list[Item]:
    """Every (art, size) the summary of a game of these seats' `colours` may draw in a window of
    `size`: its rows are as high as the lines over the table leave room for, so for each number
    of lines. The sizes are those `art.fit` asks for."""
    panel = ModalScene.panel_rect(u, size, PANEL_UNITS)
    out: dict[Item, None] = {}

    def add(name: str, box: tuple[int, int]) -> None:
        w, h = art.fit_size(name, (max(1, box[0]), max(1, box[1])))
        out[(name, (max(1, w), max(1, h)))] = None
    for lines in range(1, MAX_LINES + 1):
        row = row_h(u, frame(u, panel, lines).table, len(colours))
        mk = marker_size(u, row)
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
