"""A message shown over the screen for a few seconds (App.show_message)."""
from __future__ import annotations

import pygame


class Toast:
    def __init__(self, text: str, seconds: float, kind: str):
        self.text = text
        self.left = seconds
        self.kind = kind
        self.rect: pygame.Rect | None = None  # where it was last drawn (a click there closes it)
