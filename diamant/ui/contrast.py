"""Contrast: the WCAG contrast ratio, text that stays readable on whatever is behind it, the
high-contrast theme's text, and a recorder of the text drawn with the colour behind it (for the
test that checks every text over the rendered scenes).

In either theme, a text whose colour would stand at less than :data:`MINIMUM` against what is
behind it where it is drawn (a red name on a winner's row, a warning on a coloured bar) is made
lighter (or darker, on a light background) until it does, keeping its hue.

The high-contrast theme (Settings -> High contrast) brightens the dim text colours, and wherever a
text would stand on a background with less than :data:`HIGH_CONTRAST` contrast (a picture, a
light card, a coloured button), it draws a plate behind the text, dark under light text and light
under dark text, so every text reads at 7:1 or better whatever is behind it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

Colour = Sequence[int]

#: the least contrast of text the guidelines ask for (WCAG AA, body text)
MINIMUM = 4.5
#: what the high-contrast theme makes sure of (WCAG AAA)
HIGH_CONTRAST = 7.0
#: the plates behind text in the high-contrast theme
PLATE_DARK = (0, 0, 0)
PLATE_LIGHT = (255, 255, 255)
#: the theme's text colours, brighter where they were dim (the rest keep theirs)
BRIGHTER: dict[tuple[int, int, int], tuple[int, int, int]] = {
    (176, 160, 136): (246, 234, 210),  # dim text -> text
    (160, 112, 28): (255, 216, 106),   # dark gold -> highlight
    (214, 48, 36): (255, 130, 120),    # danger -> a light red
}
#: text left as it is: a disabled control's (the guidelines exempt inactive controls; the value
#: is theme.DISABLED, which a test keeps equal)
EXEMPT = frozenset({(110, 98, 84)})
#: a plate stands this many pixels out of its text (times the unit)
PLATE_PAD = 0.3

#: the text drawn while a test records it: (text colour, colour behind it, the text); None: off
drawn: list[tuple[tuple[int, int, int], tuple[int, int, int], str]] | None = None


def luminance(colour: Colour) -> float:
    """The relative luminance (0 black ... 1 white) of an sRGB colour."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = colour[0], colour[1], colour[2]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a: Colour, b: Colour) -> float:
    """The contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def high(app: Any) -> bool:
    """Whether the player chose the high-contrast theme."""
    return bool(getattr(getattr(app, "settings", None), "high_contrast", False))


def text_colour(colour: Colour) -> tuple[int, int, int]:
    """A text colour in the high-contrast theme."""
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    return BRIGHTER.get(rgb, rgb)


def background(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int] | None:
    """The colour behind ``rect`` on ``surface`` before a text is drawn there: of a grid of
    points, the one of middle brightness; None where the surface is see-through there (a layer
    drawn over something else later: what will be behind it is not known yet)."""
    r = rect.clip(surface.get_rect())
    if r.width < 2 or r.height < 2:
        return None
    points = [(r.left + r.width * (2 * i + 1) // 12, r.top + r.height * (2 * j + 1) // 6)
              for i in range(6) for j in range(3)]
    colours = []
    alpha = bool(surface.get_flags() & pygame.SRCALPHA)
    for p in points:
        c = surface.get_at(p)
        if alpha and c.a < 255:
            return None
        colours.append((c.r, c.g, c.b))
    colours.sort(key=luminance)
    return colours[len(colours) // 2]


def plate_for(colour: Colour) -> tuple[int, int, int]:
    """The plate that makes ``colour`` stand out most: dark under light text, light under dark."""
    return PLATE_DARK if ratio(colour, PLATE_DARK) >= ratio(colour, PLATE_LIGHT) else PLATE_LIGHT


def readable(colour: Colour, behind: Colour, minimum: float = MINIMUM) -> tuple[int, int, int]:
    """``colour``, or the least lighter (on a dark ``behind``) or darker (on a light one) shade of
    it that stands at ``minimum`` against ``behind``; the best of white and black if none does."""
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    if ratio(rgb, behind) >= minimum:
        return rgb
    toward = (255, 255, 255) if ratio((255, 255, 255), behind) >= ratio((0, 0, 0), behind) else (0, 0, 0)
    for step in range(1, 11):
        k = step / 10
        shade = tuple(round(c + (t - c) * k) for c, t in zip(rgb, toward))
        if ratio(shade, behind) >= minimum:
            return (shade[0], shade[1], shade[2])
    return toward


def settle(surface: pygame.Surface, app: "App", rect: pygame.Rect, colour: Colour,
           text: str) -> tuple[int, int, int]:
    """The colour a text is drawn in at ``rect`` (called just before it is drawn): readable on
    what is behind it; in the high-contrast theme, brighter and on a plate where it would not
    stand out (the plate is drawn here). When a test records, the pair is noted."""
    rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
    if rgb in EXEMPT:
        return rgb
    hc = high(app)
    behind = background(surface, rect)
    if hc and (behind is None or ratio(rgb, behind) < HIGH_CONTRAST):
        behind = plate_for(rgb)
        pad = max(1, round(app.u * PLATE_PAD))
        pygame.draw.rect(surface, behind, rect.inflate(2 * pad, 2 * pad), border_radius=pad)
        rgb = readable(rgb, behind, HIGH_CONTRAST)  # a player's red on black: lighter
    elif behind is not None:
        rgb = readable(rgb, behind)
    if drawn is not None and behind is not None and text.strip():
        drawn.append((rgb, behind, text))
    return rgb
