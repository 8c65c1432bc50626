"""How to play Diamonds Club: the club-rules-* sections of locales/<lang>/club-rules.ftl on one
scrollable page, with pictures of the game's pieces (assets/club), and a contents list to jump to
a section. Opened from anywhere with ``app.nav.push("club-rules")``; ``section=<id>`` opens it
scrolled to that section (the table's "?": the phase being played).

Keys: Up/Down (J/K) scroll, Page Up/Down (the gamepad's shoulders), Home/End; Tab moves through
the contents; Enter jumps; Escape (gamepad B) or Backspace goes back. The mouse wheel and the
scroll bar scroll.
"""
from __future__ import annotations

import json
import sys
from functools import partial
from pathlib import Path
from typing import Any, Callable

import pygame

from diamant.ui import nav, rulespage, theme
from diamant.ui.art import ArtCache
from diamant.ui.rulespage import RulesPage
from diamant.games.club.data import CARD_ITEMS, ITEM_NAMES

_BASE = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[4]))
CLUB_ART_DIR = _BASE / "assets" / "club"

#: One picture of a row: (kind, what, height relative to the row). Kinds: "svg" (an art name),
#: "text" (a sign such as + or =), "card" (a market card id, its four spaces filled), "board"
#: (a board colour and {light space index: park kind}), "turn" (markers on the turn-order track:
#: ((space, colour), ...), the later ones on top in a stack).
What = Any  # str, or a tuple for a board or the turn-order track
Picture = tuple[str, What, float]

_GEMS = ("blue", "yellow", "green", "red", "diamond")

PICTURES: dict[str, list[Picture]] = {
    "goal": [("svg", "emblem", 1.0)] + [("svg", f"tile-{k}", 0.7) for k in
                                        ("fountain", "orangery", "pavilion", "rose-garden", "forest")],
    "pieces": [("board", ("red", {0: "fountain", 1: "orangery", 3: "pond", 8: "pavilion"}), 1.0),
               ("svg", "coin", 0.3)] + [("svg", f"gem-{g}", 0.3) for g in _GEMS],
    "market": [("card", "D1a", 1.0), ("card", "D4b", 1.0), ("card", "L2b", 1.0), ("card", "L3a", 1.0),
               ("svg", "market-closed", 1.0)],
    "diamonds": [("turn", ((1, "white"), (4, "bronze"), (6, "blue"), (6, "red")), 1.0),
                 ("svg", "gem-diamond", 0.9)],
    "gems": [("svg", "mine-blue", 1.0), ("text", "+", 1.0), ("svg", "rights-3", 1.0), ("text", "+", 1.0),
             ("svg", "ship-4", 1.0), ("text", "=", 1.0)] + [("svg", "gem-blue", 0.7)] * 3,
    "building": [("svg", f"price-{k}", 1.0) for k in ("fountain", "orangery", "pavilion", "rose-garden", "forest", "any")]
    + [("svg", "marker-white", 0.35), ("svg", "marker-bronze", 0.35)],
    "park": [("board", ("white", {0: "orangery", 1: "fountain", 2: "pavilion", 4: "aviary",
                                  6: "forest", 7: "rose-garden", 8: "fountain"}), 1.0)],
    "tracks": [("svg", f"track-{k}", 1.0) for k in ("forest", "tech", "money")],
    "bonus": [("svg", n, 1.0) for n in ("bonus-three-fountain", "bonus-four-different-5",
                                         "bonus-five-alike-5", "bonus-five-alike-3")],
    "end": [("svg", "tile-pond", 1.0), ("text", "+", 1.0), ("svg", "tile-deer-park", 1.0), ("text", "+", 1.0),
            ("svg", "tile-aviary", 1.0), ("text", "= 10", 1.0)],
}

#: A section's row height in units, where its pictures need more than ROW_UNITS (tall cards).
ROW_UNITS = 16.0
SECTION_ROW_UNITS: dict[str, float] = {"market": 28.0, "tracks": 24.0, "park": 20.0}
# the pictures' layout, in units (the page's own: diamant.ui.rulespage)
PICTURES_BOTTOM = 0.8    # under a row of pictures
PICTURE_GAP = 1.2        # between two pictures of a row

def section_ids(loc=None) -> list[str]:
    """Section ids in the order of the English club-rules.ftl, keeping those with a title and a
    body (in `loc`, when given)."""
    return rulespage.section_ids("club-rules", loc)


def item_art(code: int) -> str:
    """The art of a market item (an index of diamant.games.club.data.ITEM_NAMES): "M blue" is mine-blue,
    "R3" rights-3, "S4" ship-4, "T+2" turn-2, "D tech" step-tech, "deer park" tile-deer-park."""
    name = ITEM_NAMES[code]
    if name.startswith("M "):
        return "mine-" + name[2:]
    if name.startswith("T+"):
        return "turn-" + name[2:]
    if name.startswith("D "):
        return "step-" + name[2:]
    if name[0] in "RS" and name[1:].isdigit():
        return ("rights-" if name[0] == "R" else "ship-") + name[1:]
    return "tile-" + name.replace(" ", "-")


def _layout_boxes() -> dict:
    try:
        return dict(json.loads((CLUB_ART_DIR / "layout.json").read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


@nav.scene("club-rules")
class ClubRulesScene(RulesPage):
    ambience = None  # the club has no ambience: silence under its screens (no cave)
    prefix = "club-rules"
    cache_name = "club rules page"

    def __init__(self, app, section: str | None = None):
        self.art = ArtCache(art_dir=CLUB_ART_DIR, max_items=64)
        self.boxes = _layout_boxes()
        self._bg: pygame.Surface | None = None
        super().__init__(app, section)

    def layout(self, size) -> None:
        self._bg = None
        super().layout(size)

    def pictures_block(self, sid: str, width: int) -> tuple[int, Callable[[], pygame.Surface]] | None:
        pics = PICTURES.get(sid)
        if not pics:
            return None
        units = SECTION_ROW_UNITS.get(sid, ROW_UNITS)
        height = self._row_sizes(pics, width, units)[0] + round(PICTURES_BOTTOM * self.app.u)
        return height, partial(self._pictures, pics, width, units)

    # ------------------------------------------------------------------ pictures
    def _aspect(self, kind: str, what: What) -> float:
        if kind == "svg":
            return self.art.aspect(str(what))
        if kind == "card":
            return self.art.aspect("market-card-dark")
        if kind == "board":
            return self.art.aspect(f"board-{what[0]}")
        if kind == "turn":
            return self.art.aspect("turn-track")
        return 0.0  # text: measured at its size

    def _row_sizes(self, pics: list[Picture], width: int,
                   units: float = ROW_UNITS) -> tuple[int, list[tuple[int, int]]]:
        """The row's height and each picture's (w, h): at most `units` high, narrowed so the
        whole row fits `width` with its gaps."""
        u = self.app.u
        gap = round(PICTURE_GAP * u)
        row_h = units * u
        room = width - gap * (len(pics) - 1)
        for _ in range(4):  # text widths follow the height: measure again once scaled
            sizes = []
            for kind, what, rel in pics:
                h = max(1, round(row_h * rel))
                if kind == "text":
                    w = self._sign(str(what), h).get_width()
                else:
                    w = max(1, round(h * self._aspect(kind, what)))
                sizes.append((w, h))
            total = sum(w for w, _ in sizes)
            if total <= room:
                break
            row_h *= max(1, room) / total * 0.99
        return max(1, round(row_h)), sizes

    def _sign(self, text: str, h: int) -> pygame.Surface:
        size_u = max(1.0, h * 0.55 / max(1e-6, self.app.u))
        return theme.render(self.app, text, size_u, theme.GOLD, bold=True)

    def _pictures(self, pics: list[Picture], width: int, units: float = ROW_UNITS) -> pygame.Surface:
        u = self.app.u
        gap = round(PICTURE_GAP * u)
        row_h, sizes = self._row_sizes(pics, width, units)
        total = sum(w for w, _ in sizes) + gap * (len(sizes) - 1)
        out = pygame.Surface((width, row_h + round(PICTURES_BOTTOM * u)), pygame.SRCALPHA)
        x = max(0, (width - total) // 2)
        for (kind, what, _rel), (w, h) in zip(pics, sizes):
            img = self._picture(kind, what, (w, h))
            out.blit(img, (x, (row_h - img.get_height()) // 2))
            x += w + gap
        return out

    def _picture(self, kind: str, what: What, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        if kind == "text":
            return self._sign(str(what), h)
        if kind == "card":
            return self._market_card(str(what), size)
        if kind == "board":
            colour, tiles = what
            return self._board(colour, tiles, size)
        if kind == "turn":
            return self._turn_track(what, size)
        return self.art.get(str(what), (w, h), keep=False)

    def _fill(self, surf: pygame.Surface, name: str, box, scale: float = 1.0) -> None:
        """Draw art `name` fitted into `box` (fractions x, y, w, h of `surf`), centred."""
        sw, sh = surf.get_size()
        bw, bh = box[2] * sw * scale, box[3] * sh * scale
        a = self.art.aspect(name)
        w = min(bw, bh * a)
        img = self.art.get(name, (max(1, round(w)), max(1, round(w / a))), keep=False)
        cx, cy = (box[0] + box[2] / 2) * sw, (box[1] + box[3] / 2) * sh
        surf.blit(img, img.get_rect(center=(round(cx), round(cy))))

    def _market_card(self, cid: str, size: tuple[int, int]) -> pygame.Surface:
        dark = cid.startswith("D")
        surf = self.art.get("market-card-dark" if dark else "market-card-light", size, keep=False).copy()
        spaces = self.boxes.get("market-card", {}).get("spaces", [])
        for code, box in zip(CARD_ITEMS.get(cid, ()), spaces):
            self._fill(surf, item_art(code), box, 0.86)
        return surf

    def _board(self, colour: str, tiles: dict, size: tuple[int, int]) -> pygame.Surface:
        surf = self.art.get(f"board-{colour}", size, keep=False).copy()
        light = self.boxes.get("board", {}).get("light", [])
        for index, kind in tiles.items():
            if 0 <= index < len(light):
                self._fill(surf, f"tile-{kind}", light[index], 0.94)
        return surf

    def _turn_track(self, markers, size: tuple[int, int]) -> pygame.Surface:
        surf = self.art.get("turn-track", size, keep=False).copy()
        spaces = self.boxes.get("turn-track", {}).get("spaces", [])
        height: dict[int, int] = {}
        sw, sh = size
        for space, colour in markers:
            if not 0 <= space < len(spaces):
                continue
            x, y, bw, bh = spaces[space]
            name = f"marker-{colour}"
            a = self.art.aspect(name)
            mw = bw * sw * 0.8
            img = self.art.get(name, (max(1, round(mw)), max(1, round(mw / a))), keep=False)
            level = height.get(space, 0)
            height[space] = level + 1
            # a stack climbs up from the space's lower half, each marker a little above the last
            cy = (y + bh * 0.62) * sh - level * img.get_height() * 0.45
            surf.blit(img, img.get_rect(center=(round((x + bw / 2) * sw), round(cy))))
        return surf

    # ------------------------------------------------------------------ the rest
    def covered(self) -> None:
        self._bg = None
        self._drawn.clear()

    def dispose(self) -> None:  # the page's pictures and the art drawn for it
        super().dispose()
        self.covered()
        self.art.clear()

    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """The club's green table (cropped to cover, never stretched), darkened; one kept."""
        if self._bg is None or self._bg.get_size() != size:
            self._bg = None
            sw, sh = size
            a = self.art.aspect("table") or 16 / 9
            w, h = (sw, max(sh, round(sw / a))) if sw / sh > a else (max(sw, round(sh * a)), sh)
            bg = pygame.Surface(size)
            bg.blit(self.art.get("table", (w, h), keep=False), ((sw - w) // 2, (sh - h) // 2))
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((4, 10, 6, 90))
            bg.blit(shade, (0, 0))
            self._bg = bg
        return self._bg

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self._background(surface.get_size()), (0, 0))
