"""A lobby's seat row: the widgets that set up one seat of a table (its colour, name, kind,
bot level, remove), kept together so a lobby lays them out and focuses them as one row."""
from __future__ import annotations

import pygame

from diamant.ui.widgets.buttons import Button, SwatchButton
from diamant.ui.widgets.controls import WideChoice
from diamant.ui.widgets.text_field import TextInput


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
