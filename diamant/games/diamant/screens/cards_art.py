"""Diamant's art: the names of its SVGs (cards, hazards in each card theme, relics, board),
the board's and the cards' geometry, and the card faces (:class:`CardArt`, the window's art cache
for Diamant: ``diamant.games.diamant.screens`` gives it to the App). The cache itself is ``diamant.ui.art``."""
from __future__ import annotations

import logging

import pygame

from diamant.games.diamant.engine.record import SEAT_COLOUR_COUNT
from diamant.games.diamant.engine.themes import MINE, THEME_HAZARDS, theme_hazard, theme_or_default
from diamant.ui.art import ArtCache, font_key

log = logging.getLogger(__name__)

# --- board geometry (fractions of board.svg's width and height) -------------------------------
BOARD_ENTRANCES: list[tuple[float, float]] = [(0.12, 0.30), (0.31, 0.22), (0.50, 0.19), (0.69, 0.22), (0.88, 0.30)]
"""Centre of each cave entrance's opening, round 1 to 5, as (x, y) fractions of the board."""
BOARD_ENTRANCE_SIZE: tuple[float, float] = (0.065, 0.135)
"""Width and height of an entrance opening as fractions of the board (to size a barricade)."""
BOARD_CAMP: tuple[float, float] = (0.50, 0.80)
"""Centre of the camp (tent and fire) as fractions of the board."""

# --- card layout ------------------------------------------------------------------------------
CARD_ASPECT = 250 / 350  # 5:7
RELIC_BADGE_CENTRE = (0.5, 0.84)
"""Where the value badge sits on a relic card, as fractions of the card."""
RELIC_BADGE_SIZE = 0.30
"""Badge diameter as a fraction of the card width."""

HAZARDS = ("spiders", "snakes", "lava", "boulders", "rams")
"""The engine's five hazard types, in order; also the temple theme's pictures (hazard-<id>)."""
MINE_HAZARDS = tuple(THEME_HAZARDS[MINE][h] for h in THEME_HAZARDS[MINE])
"""The mine theme's pictures (hazard-mine-<id>), in the engine's hazard order."""


def hazard_art(hazard: str, theme: str | None = None) -> str:
    """The SVG name of an engine hazard in a card theme: hazard-spiders, hazard-mine-scorpions."""
    theme = theme_or_default(theme)
    if theme == MINE:
        return f"hazard-mine-{theme_hazard(hazard, theme)}"
    return f"hazard-{theme_hazard(hazard, theme)}"


TREASURE_VALUES = (1, 2, 3, 4, 5, 7, 9, 11, 13, 14, 15, 17)

ALL_ART: list[str] = (
    ["card-back", "badge", "decision-continue", "decision-leave", "decision-back", "ruby", "diamond",
     "camp", "entrance", "background", "board", "icon"]
    + [f"treasure-{v}" for v in TREASURE_VALUES]
    + [f"hazard-{h}" for h in HAZARDS]
    + [f"hazard-mine-{h}" for h in MINE_HAZARDS]
    + [f"relic-{i}" for i in range(1, 6)]
    + [f"explorer-{i}" for i in range(SEAT_COLOUR_COUNT)]
    + [f"chest-{i}" for i in range(SEAT_COLOUR_COUNT)]
    + [f"barricade-{n}" for n in range(1, 6)]
)
"""Every SVG name the game relies on (without .svg)."""


class CardArt(ArtCache):
    """The art cache with Diamant's card faces."""

    def card(self, kind: str, *, value: int | None = None, hazard: str | None = None,
             relic_index: int | None = None, relic_value: int | None = None,
             size: tuple[int, int], font: pygame.font.Font | None = None,
             theme: str | None = None) -> pygame.Surface:
        """A card face. kind: treasure (value), hazard (the engine's hazard id, drawn in the card
        `theme`: temple by default), relic (relic_index 1..5, optional relic_value printed on a
        gold badge), back, continue, leave, decision-back."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        if kind == "treasure":
            return self.get(f"treasure-{value}", (w, h))
        if kind == "hazard":
            return self.get(hazard_art(hazard or "", theme) if hazard in HAZARDS else f"hazard-{hazard}", (w, h))
        if kind in ("back", "card-back"):
            return self.get("card-back", (w, h))
        if kind in ("continue", "leave"):
            return self.get(f"decision-{kind}", (w, h))
        if kind == "decision-back":
            return self.get("decision-back", (w, h))
        if kind == "relic":
            idx = 1 + ((relic_index or 1) - 1) % 5
            if relic_value is None:
                return self.get(f"relic-{idx}", (w, h))
            key = ("relic", idx, relic_value, w, h, font_key(font) if font else None)
            surf = self._lookup(key)
            if surf is None:
                surf = self.get(f"relic-{idx}", (w, h)).copy()
                d = max(8, round(w * RELIC_BADGE_SIZE))
                badge = self.get("badge", (d, d))
                cx, cy = round(w * RELIC_BADGE_CENTRE[0]), round(h * RELIC_BADGE_CENTRE[1])
                surf.blit(badge, badge.get_rect(center=(cx, cy)))
                self._draw_number(surf, str(relic_value), (cx, cy), d, font)
                self._store(key, surf)
            return surf
        log.warning("unknown card kind %r", kind)
        return self._placeholder(f"card:{kind}", (w, h))

    def has_card(self, kind: str, *, size: tuple[int, int], value: int | None = None,
                 hazard: str | None = None, relic_index: int | None = None,
                 relic_value: int | None = None, theme: str | None = None) -> bool:
        """Whether card(...) with these arguments is rasterised already (nothing is made)."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        if kind == "treasure":
            name = f"treasure-{value}"
        elif kind == "hazard":
            name = hazard_art(hazard or "", theme) if hazard in HAZARDS else f"hazard-{hazard}"
        elif kind == "relic":
            idx = 1 + ((relic_index or 1) - 1) % 5
            if relic_value is not None:
                return ("relic", idx, relic_value, w, h, None) in self._cache
            name = f"relic-{idx}"
        else:
            return False
        return ("svg", name, w, h) in self._cache

    def _fallback_aspect(self, name: str) -> float:
        return CARD_ASPECT if _is_card(name) else 1.0

    def _draw_number(self, surf, text, centre, diameter, font):
        f = self._font_for(round(diameter * 0.62), font)
        ink = f.render(text, True, (46, 24, 4))
        if font is not None and ink.get_height() > diameter * 0.7:
            scale = diameter * 0.6 / ink.get_height()
            ink = pygame.transform.smoothscale(ink, (max(1, round(ink.get_width() * scale)), max(1, round(ink.get_height() * scale))))
        if ink.get_width() > diameter * 0.7:
            scale = diameter * 0.7 / ink.get_width()
            ink = pygame.transform.smoothscale(ink, (max(1, round(ink.get_width() * scale)), max(1, round(ink.get_height() * scale))))
        light = f.render(text, True, (255, 246, 200))
        if light.get_size() != ink.get_size():
            light = pygame.transform.smoothscale(light, ink.get_size())
        rect = ink.get_rect(center=(centre[0], centre[1] + max(1, diameter // 40)))
        surf.blit(light, rect.move(0, max(1, diameter // 30)))
        surf.blit(ink, rect)


def _is_card(name: str) -> bool:
    return name.split("-")[0] in ("treasure", "hazard", "relic", "decision", "card")


def _install() -> None:
    # every App draws Diamant's card faces once Diamant's drawing is loaded (the framework's own
    # cache draws a placeholder); installed here, not in the package, so the table's model and
    # the session stay free of pygame
    from diamant.ui.app import App
    App.art_class = CardArt


_install()
