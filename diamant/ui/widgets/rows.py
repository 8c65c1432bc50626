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
