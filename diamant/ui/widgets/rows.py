"""A lobby's seat row: the widgets that set up one seat of a table (its colour, name, kind,
bot level, remove), kept together so a lobby lays them out and focuses them as one row."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from diamant.ui.widgets.buttons import Button, SwatchButton
from diamant.ui.widgets.controls import WideChoice
from diamant.ui.widgets.text_field import TextInput


@dataclass(frozen=True)
class SeatRowsLayout:
    """A lobby's seat rows, in units (`app.u`): what both games' lobbies lay out alike."""
    row_h: float              # a seat's row, at most: its controls and the line under them
    control_h: float          # a seat's controls (colour, name, kind, level, remove), at most
    add_w: float              # "Add a player"
    add_h: float
    control_top: float = 0.0  # from the row's top to its controls
    control_gap: float = 0.8  # between two controls
    desc_top: float = 0.2     # from the controls to the line that tells the seat's player
    desc_min: float = 1.2     # that line is drawn when it has this much room
    add_room: float = 4.2     # kept under the rows for "Add a player" ...
    add_top: float = 0.4      # ... the button: below the last row
    name_share: float = 0.4   # the name's share of the controls' room (SeatRow.place)
    kind_share: float = 0.26  # the kind's

    def place(self, rows: Sequence["SeatRow"], inner: pygame.Rect, top: int, u: float) -> int:
        """Lay `rows` out in `inner`, the first `top` below its top edge, each as tall as the
        room above "Add a player" allows (at most `row_h`); the y under the last row."""
        avail = inner.height - top - round(u * self.add_room) - round(u)
        row_h = min(round(u * self.row_h), avail // max(1, len(rows)))
        ctrl_h = min(round(u * self.control_h), round(row_h * 0.62))
        gap = round(u * self.control_gap)
        y = inner.top + top
        for row in rows:
            row.place(pygame.Rect(inner.left, y, inner.width, row_h), ctrl_h, gap, round(u * self.control_top),
                      name_share=self.name_share, kind_share=self.kind_share)
            y += row_h
        return y

    def desc(self, row: "SeatRow", u: float) -> pygame.Rect | None:
        """The room of the line under `row`'s controls that tells its player (from its name to
        its remove button), or None when the row leaves it too little."""
        top = row.name.rect.bottom + round(u * self.desc_top)
        rect = pygame.Rect(row.name.rect.left, top, row.remove.rect.right - row.name.rect.left,
                           row.rect.bottom - top)
        return rect if rect.height > round(u * self.desc_min) else None


class SeatRow:
    def __init__(self) -> None:
        self.colour: SwatchButton
        self.name: TextInput
        self.kind: WideChoice
        self.level: WideChoice | None = None  # a person's seat has none
        self.remove: Button
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect, control_h: int, gap: int, top: int = 0,
              name_share: float = 0.4, kind_share: float = 0.26) -> None:
        """Lay the row out in `rect`, its controls `control_h` square or tall, `top` below its
        top edge, `gap` apart: the colour at the left, remove at the right, and between them
        the name and the kind (`name_share` and `kind_share` of the room), then the level."""
        self.rect = rect
        cy = rect.top + top
        x = rect.left
        self.colour.rect = pygame.Rect(x, cy, control_h, control_h)
        x += control_h + gap
        self.remove.rect = pygame.Rect(rect.right - control_h, cy, control_h, control_h)
        free = self.remove.rect.left - gap - x
        name_w = round(free * name_share)
        kind_w = round(free * kind_share)
        self.name.rect = pygame.Rect(x, cy, name_w, control_h)
        x += name_w + gap
        self.kind.rect = pygame.Rect(x, cy, kind_w, control_h)
        x += kind_w + gap
        if self.level is not None:
            self.level.rect = pygame.Rect(x, cy, self.remove.rect.left - gap - x, control_h)
