"""How to play: the rules-* sections of locales/<lang>/rules.ftl on one scrollable page, with
pictures of the cards, and a contents list to jump to a section.

Keys: Up/Down scroll, Page Up/Down, Home/End; Tab moves through the contents; Enter jumps;
Escape goes back. The mouse wheel and the scroll bar scroll.
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import pygame

from diamant.ui import nav, rulespage
from diamant.games.diamant.screens.flow import card_theme as current_card_theme
from diamant.ui.rulespage import RulesPage
from diamant.games.diamant.engine.cards import Hazard
from diamant.games.diamant.engine.themes import TEMPLE, theme_or_default
from diamant.games.diamant.engine.words import hazard_name
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

#: Pictures shown under a section's text: (kind, art arguments) for ArtCache.card, or ("art", name).
PICTURES: dict[str, list[tuple[str, dict]]] = {
    "goal": [("art", {"name": "ruby"}), ("art", {"name": "diamond"}), ("art", {"name": "chest-0"})],
    "expedition": [("back", {}), ("continue", {}), ("leave", {})],
    "treasures": [("treasure", {"value": 5}), ("treasure", {"value": 11}), ("treasure", {"value": 17})],
    "hazards": [("hazard", {"hazard": h}) for h in ("spiders", "snakes", "lava", "boulders", "rams")],
    "leaving": [("leave", {}), ("art", {"name": "camp"})],
    "relics": [("relic", {"relic_index": 1, "relic_value": 5}), ("relic", {"relic_index": 3, "relic_value": 10})],
    "chests": [("art", {"name": "chest-1"}), ("art", {"name": "chest-4"})],
    "end": [("art", {"name": "barricade-1"}), ("art", {"name": "entrance"})],
}

# the pictures' layout, in units (the page's own: diamant.ui.rulespage)
PICTURE_H = 16.0           # a picture (a card), at most
PICTURE_GAP = 1.6          # between two pictures
PICTURES_BOTTOM = 0.8      # under the row of pictures


def section_ids(loc=None) -> list[str]:
    """Section ids in the order of the English rules.ftl, keeping those with a title and a body."""
    return rulespage.section_ids("rules", loc)


@nav.scene("rules")
class RulesScene(RulesPage):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    prefix = "rules"
    cache_name = "rules page"

    def __init__(self, app, card_theme: str | None = None, section: str | None = None):
        """`section`: open scrolled there (the part of the game being played, from the pause
        menu); None: the top."""
        # the cards are drawn and named in the running game's theme (or the lobby's next one)
        self.card_theme = theme_or_default(card_theme or current_card_theme(app))
        super().__init__(app, section)

    def pictures_block(self, sid: str, width: int) -> tuple[int, Callable[[], pygame.Surface]] | None:
        pics = PICTURES.get(sid)
        if not pics:
            return None
        return self._pictures_height(pics, width), partial(self._pictures, pics, width)

    def _pictures_height(self, pics, width: int) -> int:
        u = self.app.u
        return round(min(PICTURE_H * u, width / max(1, len(pics)) / 0.8 * 1.0)) + round(PICTURES_BOTTOM * u)

    def _body(self, sid: str) -> str:
        """A section's text. In another card theme than the temple, the hazards section's
        paragraph that lists the temple's five hazards is replaced by the theme's own
        (theme-<theme>-rules-hazards in theme.ftl)."""
        body = self.app.t(f"rules-{sid}-body")
        key = f"theme-{self.card_theme}-rules-hazards"
        if sid != "hazards" or self.card_theme == TEMPLE or not self.app.loc.has(key):
            return body
        marker = hazard_name(self.app.loc, Hazard.SPIDERS, TEMPLE).casefold()
        paras = body.split("\n")
        hit = next((i for i, p in enumerate(paras) if marker and marker in p.casefold()), None)
        if hit is None:
            return self.app.t(key) + "\n\n" + body
        paras[hit] = self.app.t(key)
        return "\n".join(paras)

    def _pictures(self, pics, width: int) -> pygame.Surface:
        app = self.app
        u = app.u
        ch = round(min(PICTURE_H * u, width / max(1, len(pics)) / 0.8 * 1.0))
        cw = round(ch * 250 / 350)
        gap = round(PICTURE_GAP * u)
        imgs = []
        for kind, kw in pics:
            if kind == "art":
                imgs.append(app.art.fit(kw["name"], (round(ch * 1.1), ch)))
            else:
                if kind == "hazard":
                    kw = {**kw, "theme": self.card_theme}
                imgs.append(app.art.card(kind, size=(cw, ch), **kw))
        total = sum(i.get_width() for i in imgs) + gap * (len(imgs) - 1)
        out = pygame.Surface((width, ch + round(PICTURES_BOTTOM * u)), pygame.SRCALPHA)
        x = max(0, (width - total) // 2)
        for img in imgs:
            out.blit(img, (x, (ch - img.get_height()) // 2))
            x += img.get_width() + gap
        return out

