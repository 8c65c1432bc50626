"""The bonus cards' panel, "club-table-board": the bonus cards and the turn-order track, big, over
the compact table (a larger interface size), which leaves them out. The table opens it from its
top line's button and hands it what it draws: the number of players, the state shown (a function:
the table's, while the panel is open), the names, the colours and the table's view, which draws
the cards and the track as on the table.

    app.nav.push("club-table-board", players=4, state=lambda: shown, names=names,
                 colours=colours, view=view)
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, Callable

import pygame

from diamant.ui import nav, theme
from diamant.ui.scene import ModalScene
from diamant.ui.widgets import Button

from .table_layout_parts import BONUS_GAP, TableLayout, art_layout, fit, frac
from .table_spots import Hotspot
from .table_view import TableView
from .table_words import BONUS_CARDS, bonus_tip, turn_tip

BOARD_GAP = 1.0         # the bonus cards' panel: between the title, the cards, the track and Close
BOARD_TURN_SHARE = 0.3  # ... the turn track at most this share of the room between them


@nav.scene("club-table-board")
class BoardPanel(ModalScene):
    """The bonus cards and the turn-order track, as large as the window lets them: the compact
    table (a larger interface size) leaves them out for the market and the parks. Each card and
    the track answer the pointer and the keyboard with their tooltips, as on the table."""

    panel_units = (96.0, 54.0)  # at most: the window's room

    def __init__(self, app, players: int, state: Callable[[], dict[str, Any]], names: Sequence[str],
                 colours: Sequence[int], view: TableView):
        super().__init__(app)
        self.players = players
        self.state = state  # the state the table shows now (its tooltips and its pictures)
        self.names = names
        self.colours = tuple(colours)
        self.view = view
        self.bonus_spots = [self.group.add(Hotspot(partial(self._bonus_tip, c))) for c in BONUS_CARDS]
        self.turn_spot = self.group.add(Hotspot(lambda: turn_tip(app.loc, state(), names)))
        self.close_button = self.group.add(Button("club-table-close", self.close))
        self.L = TableLayout(app.size, app.u, players)
        self.title_rect = pygame.Rect(0, 0, 0, 0)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad = self.title_and_button(panel, self.close_button)
        self.close_button.rect.width = min(self.close_button.rect.width, panel.width - 2 * pad)
        self.close_button.rect.centerx = panel.centerx
        top = self.title_rect.bottom + round(BOARD_GAP * u)
        area = pygame.Rect(panel.left + pad, top, panel.width - 2 * pad,
                           self.close_button.rect.top - round(BOARD_GAP * u) - top)
        L = self.L = TableLayout(self.app.size, u, self.players)
        aspect = art_layout()["turn-track"]["aspect"]
        gap = round(BOARD_GAP * u)
        # the cards in a row (or two, in a narrow panel) as tall as the rest of the height lets them
        per_row = 8 if area.width >= area.height * 2.2 else 4
        turn_h = min(round(area.width / aspect), round(area.height * BOARD_TURN_SHARE))
        rows_h = area.height - turn_h - gap
        card_gap = round(BONUS_GAP * u)
        cells = []
        for r in range(8 // per_row):
            row = pygame.Rect(area.left, area.top + r * (rows_h + card_gap) // (8 // per_row), area.width,
                              (rows_h - card_gap * (8 // per_row - 1)) // (8 // per_row))
            cells += theme.row(row, per_row, card_gap)
        L.bonus = [fit(cell, 250 / 350) for cell in cells]
        L.turn = fit(pygame.Rect(area.left, area.bottom - turn_h, area.width, turn_h), aspect)
        L.turn_spaces = [frac(L.turn, b) for b in art_layout()["turn-track"]["spaces"]]
        for spot, rect in zip(self.bonus_spots, L.bonus):
            spot.rect = rect.copy()
        self.turn_spot.rect = L.turn.copy()

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        theme.heading(surface, self.app, self.app.t("club-table-board-title"), self.title_rect)
        state = self.state()
        self.view._bonus(surface, state, self.L, self.colours)
        self.view._turn(surface, state, self.L, self.colours)

    def _bonus_tip(self, card: str) -> str:
        return bonus_tip(self.app.loc, self.state(), card, self.names)
