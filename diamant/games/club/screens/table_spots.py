"""The places of the Diamonds Club table that answer the pointer and the keyboard (Hotspot): the
table's market spaces, price tiles, parks..., and the bonus cards' panel's cards and track."""
from __future__ import annotations

from typing import Callable

import pygame

from diamant.ui.input import Action, pressed
from diamant.ui.widgets import Widget


class Hotspot(Widget):
    """A place of the table that answers the pointer and the keyboard: a tooltip, maybe a click.
    Draws nothing itself (the table is drawn once, still); the focus ring shows where it is.
    A place of the table, not a control: tooltips may lie over it (Widget.place)."""

    place = True

    def __init__(self, tip: Callable[[], str], on_click: Callable[[], None] | None = None,
                 on_arrow: Callable[[Hotspot, int, int], bool] | None = None):
        super().__init__(tip)
        self.on_click = on_click
        self.on_arrow = on_arrow

    def activate(self) -> None:
        if self.on_click is not None:
            self.on_click()

    def key(self, event: pygame.event.Event) -> bool:
        if self.on_arrow is not None:
            action = pressed(event)
            d = {Action.LEFT: (-1, 0), Action.RIGHT: (1, 0), Action.UP: (0, -1), Action.DOWN: (0, 1)}.get(action) \
                if isinstance(action, Action) else None
            if d is not None:
                return self.on_arrow(self, *d)
        return super().key(event)
