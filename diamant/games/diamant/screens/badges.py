"""Drawing helpers the play scenes share: seat symbols and badges (colour + symbol, so seats are
told apart without colour too) and gem counts in words."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from diamant.ui import theme
from diamant.ui.art import SEAT_COLOURS, SEAT_SYMBOLS

if TYPE_CHECKING:  # pragma: no cover
    pass

def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def draw_symbol(surface: pygame.Surface, symbol: str, centre: tuple[int, int], size: int,
                colour, outline=theme.SYMBOL_OUTLINE) -> None:
    """One of art.SEAT_SYMBOLS, filled with `colour` and outlined (readable on any background)."""
    cx, cy = centre
    r = max(3, size / 2)
    ow = max(1, round(size / 10))
    if symbol == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, ow)
        return
    if symbol == "square":
        s = r * 0.86
        pts = [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    elif symbol == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif symbol == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif symbol == "star":
        pts = _star(cx, cy + r * 0.06, r * 1.05)
    elif symbol == "cross":
        a, b = r * 0.34, r * 0.95
        pts = [(cx - a, cy - b), (cx + a, cy - b), (cx + a, cy - a), (cx + b, cy - a), (cx + b, cy + a),
               (cx + a, cy + a), (cx + a, cy + b), (cx - a, cy + b), (cx - a, cy + a), (cx - b, cy + a),
               (cx - b, cy - a), (cx - a, cy - a)]
    elif symbol == "hexagon":
        pts = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    elif symbol == "heart":
        pts = []
        for i in range(28):
            t = 2 * math.pi * i / 28
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 17, cy + y * r / 17 - r * 0.05))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r)
        return
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, ow)


def seat_colour(index: int):
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_symbol(index: int) -> str:
    return SEAT_SYMBOLS[index % len(SEAT_SYMBOLS)]


def seat_badge(surface: pygame.Surface, colour_index: int, centre: tuple[int, int], size: int) -> None:
    """A seat's colour disc with its symbol (colour-blind safe: the symbol tells seats apart)."""
    col = seat_colour(colour_index)
    pygame.draw.circle(surface, theme.BADGE_RIM, centre, size // 2 + max(1, size // 12))
    pygame.draw.circle(surface, col, centre, size // 2)
    dark = theme.BADGE_INK_DARK if sum(col) > 360 else theme.BADGE_INK_LIGHT
    draw_symbol(surface, seat_symbol(colour_index), centre, round(size * 0.56), dark, outline=dark)
