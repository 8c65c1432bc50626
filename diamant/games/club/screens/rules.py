"""How to play Diamonds Club: the club-rules-* sections of locales/<lang>/club-rules.ftl on one
scrollable page, with pictures of the game's pieces (assets/club), and a contents list to jump to
a section. Opened from anywhere with ``app.nav.push("club-rules")``.

Keys: Up/Down (J/K) scroll, Page Up/Down (the gamepad's shoulders), Home/End; Tab moves through
the contents; Enter jumps; Escape (gamepad B) or Backspace goes back. The mouse wheel and the
scroll bar scroll.
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Callable

import pygame

from diamant.ui import nav, theme
from diamant.ui.art import ArtCache
from diamant.ui.scrollpage import ScrollingPage
from diamant.ui.surfcache import SurfaceCache
from diamant.ui.widgets import Button, FocusGroup, share_size
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
# the page's layout, in units
JUMP_ABOVE = 1           # a section jumped to shows this much above its title
NAV_W = 24               # the contents' column, at least
NAV_W_MAX = 31           # on a wide window, at most
NAV_INSET = 0.8          # the section buttons' inset in the column
NAV_HEAD = 4.5           # from the column's top to them, under "Contents"
NAV_ROOM_X = 1.6         # their width is this much short of the column's
NAV_ROOM_Y = 5.5         # their room: the column above Back, less the head and a gap
SECTION_BUTTON_H = 4.2   # a section's button, at most
SECTION_BUTTON_GAP = 0.6
TWO_LINES_PAD = 1.0      # a button holding two lines of its words: their height and this
NAV_BOX_BOTTOM = 1       # from the contents' frame to Back
PAGE_GAP = 2             # between the contents and the page
PAGE_PAD_X = 2.5         # the text's inset in the page
PAGE_PAD_Y = 1.2
BAR_ROOM = 1.6           # kept for the scroll bar at the page's right
BAR_W = 0.8
THUMB_MIN = 3            # the scroll bar's thumb, at least
HEADING_H = 12           # a section's title, at most (it wraps)
HEADING_GAP = 1.0        # from the title to the section's text
BLANK_LINE = 0.8         # an empty line between paragraphs
BULLET_INDENT = 2        # a "•" paragraph's indent
PARAGRAPH_GAP = 0.3      # after a paragraph
PICTURES_TOP = 1.2       # from the text to the section's pictures
PICTURES_BOTTOM = 0.8    # under them
PICTURE_GAP = 1.2        # between two pictures of a row
SECTION_BOTTOM = 3.5     # after a section
CONTENTS_INSET = 1       # "Contents": its inset in the column's frame ...
CONTENTS_ROOM = 2        # ... its width is this much short of the frame's
CONTENTS_TOP = 0.6
CONTENTS_H = 3.4

_SECTION = re.compile(r"^club-rules-([a-z0-9-]+)-title\s*=", re.M)


def section_ids(loc=None) -> list[str]:
    """Section ids in the order of the English club-rules.ftl, keeping those with a title and a
    body (in `loc`, when given)."""
    from diamant.i18n.core import locales_dir  # the core only: the package loads Diamant's themes
    try:
        text = (locales_dir() / "en" / "club-rules.ftl").read_text(encoding="utf-8")
    except OSError:
        return []
    ids = _SECTION.findall(text)
    if loc is not None:
        ids = [s for s in ids if loc.has(f"club-rules-{s}-title") and loc.has(f"club-rules-{s}-body")]
    return ids


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


@dataclass
class Block:
    kind: str          # heading, text, pictures
    y: int             # top, in page coordinates
    height: int
    make: Callable[[], pygame.Surface]  # draws the block (when it scrolls into view)


def _itself(surface: pygame.Surface) -> pygame.Surface:
    return surface


@nav.scene("club-rules")
class ClubRulesScene(ScrollingPage):
    def __init__(self, app):
        super().__init__(app)
        self.art = ArtCache(art_dir=CLUB_ART_DIR, max_items=64)
        self.boxes = _layout_boxes()
        self.sections = section_ids(app.loc)
        self.group = FocusGroup(app)
        self.blocks: list[Block] = []
        self.section_y: dict[str, int] = {}
        self.scroll = 0.0
        self.target = 0.0
        self.page_h = 0
        self._drag: int | None = None
        self._bg: pygame.Surface | None = None
        # the page is drawn block by block as it scrolls into view (the whole page at 4K would
        # be over 100 MB); kept: about three screens of it
        self._drawn = SurfaceCache(max_bytes=8 * 2**20, name="club rules page")
        self._build_buttons()

    # ------------------------------------------------------------------ widgets
    def _build_buttons(self) -> None:
        self.group.clear()
        self.section_buttons = []
        for sid in self.sections:
            b = Button(f"club-rules-{sid}-title", partial(self.jump, sid), size_u=theme.FONT_BODY)
            self.section_buttons.append(self.group.add(b))
        # the contents in one size: a long title wraps onto a second line instead
        share_size(self.section_buttons, max_lines=2)
        self.back = self.group.add(Button("club-rules-back", self.close, style="primary"))

    def jump(self, sid: str) -> None:
        self.target = self._clamp(self.section_y.get(sid, 0) - theme.px(self.app, JUMP_ABOVE))
        if getattr(self.app.settings, "reduced_motion", False) or not getattr(self.app.settings, "animation_speed", 1):
            self.scroll = self.target

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        w, h = size
        u = self.app.u
        self._bg = None
        self.title_rect, margin = theme.page_title(self.app, size)
        top = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        nav_w = round(NAV_W * u)
        if w > h:  # wide: the contents take some of the page's width rather than a smaller size
            nav_w = round(min(NAV_W_MAX * u, max(NAV_W * u, self.title_rect.width * 0.3)))
        self.nav = pygame.Rect(self.title_rect.left, top, nav_w, h - top - margin)
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(self.nav.left, self.nav.bottom - bh, nav_w, bh)
        nav_area = pygame.Rect(self.nav.left + round(NAV_INSET * u), self.nav.top + round(NAV_HEAD * u),
                               nav_w - round(NAV_ROOM_X * u), self.back.rect.top - self.nav.top - round(NAV_ROOM_Y * u))
        n = max(1, len(self.section_buttons))
        room = (nav_area.height - round(SECTION_BUTTON_GAP * u) * (n - 1)) // n
        self._place_sections(nav_area, min(round(SECTION_BUTTON_H * u), room))
        if self.section_buttons and round(self.section_buttons[0].label_size_u() * u) < round(theme.FONT_BODY * u):
            # a title does not fit on one line: the buttons grow (where there is room) to hold
            # two lines of the body size
            font = self.app.font(theme.FONT_BODY)
            two_lines = font.get_linesize() + font.get_height() + round(TWO_LINES_PAD * u)
            self._place_sections(nav_area, min(max(round(SECTION_BUTTON_H * u), two_lines), room))
        self.nav_box = pygame.Rect(self.nav.left, self.nav.top, nav_w, self.back.rect.top - self.nav.top - round(NAV_BOX_BOTTOM * u))
        self.page = pygame.Rect(self.nav.right + round(PAGE_GAP * u), top, self.title_rect.width - nav_w - round(PAGE_GAP * u),
                                h - top - margin)
        pad = round(PAGE_PAD_X * u)
        self.view = self.page.inflate(-2 * pad, -2 * round(PAGE_PAD_Y * u))
        self.view.width -= round(BAR_ROOM * u)  # room for the scroll bar
        self.bar = pygame.Rect(self.page.right - round(BAR_ROOM * u), self.view.top, round(BAR_W * u), self.view.height)
        self._build_page()
        self.scroll = self.target = self._clamp(self.scroll)

    def _place_sections(self, area: pygame.Rect, item: int) -> None:
        y = area.top
        for b in self.section_buttons:
            b.rect = pygame.Rect(area.left, y, area.width, item)
            y += item + round(SECTION_BUTTON_GAP * self.app.u)

    def _build_page(self) -> None:
        app = self.app
        u = app.u
        width = self.view.width
        y = 0
        self.blocks = []
        self._drawn.clear()
        self._drawn.max_bytes = max(8 * 2**20, 3 * self.view.width * self.view.height * 4)
        self.section_y = {}
        font = app.font(theme.FONT_BODY * 1.05)
        for sid in self.sections:
            self.section_y[sid] = y
            head = theme.render_wrapped(app, app.t(f"club-rules-{sid}-title"), (width, round(HEADING_H * u)),
                                        theme.FONT_HEADING * 0.85, theme.GOLD, bold=True)
            self.blocks.append(Block("heading", y, head.get_height(), partial(_itself, head)))
            y += head.get_height() + round(HEADING_GAP * u)
            for para in app.t(f"club-rules-{sid}-body").split("\n"):
                if not para.strip():
                    y += round(BLANK_LINE * u)
                    continue
                bullet = para.lstrip().startswith("•")
                indent = round(BULLET_INDENT * u) if bullet else 0
                lines = font.wrap(para.strip(), width - indent)
                height = _lines_height(font, lines)
                self.blocks.append(Block("text", y, height, partial(_lines_surface, font, lines, theme.TEXT,
                                                                      width, indent=indent)))
                y += height + round(PARAGRAPH_GAP * u)
            pics = PICTURES.get(sid)
            if pics:
                y += round(PICTURES_TOP * u)
                units = SECTION_ROW_UNITS.get(sid, ROW_UNITS)
                height = self._row_sizes(pics, width, units)[0] + round(PICTURES_BOTTOM * u)
                self.blocks.append(Block("pictures", y, height, partial(self._pictures, pics, width, units)))
                y += height
            y += round(SECTION_BOTTOM * u)
        self.page_h = y

    def _block_surface(self, block: Block) -> pygame.Surface:
        return self._drawn.get_or_make((block.kind, block.y), block.make)

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
    def relocalize(self) -> None:
        self.sections = section_ids(self.app.loc)
        self._build_buttons()
        self.layout(self.app.size)

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

    def draw(self, surface) -> None:
        app = self.app
        surface.blit(self._background(surface.get_size()), (0, 0))
        theme.heading(surface, app, app.t("club-rules-title"), self.title_rect)
        theme.panel(surface, app, self.nav_box, alpha=220)
        theme.draw_text(surface, app, app.t("club-rules-contents"),
                        pygame.Rect(self.nav_box.left + theme.px(app, CONTENTS_INSET), self.nav_box.top + theme.px(app, CONTENTS_TOP),
                                    self.nav_box.width - theme.px(app, CONTENTS_ROOM), theme.px(app, CONTENTS_H)),
                        theme.FONT_BODY, theme.GOLD, bold=True)
        cur = self.current_section()
        for sid, b in zip(self.sections, self.section_buttons):
            b.style = "primary" if sid == cur else "normal"
        theme.panel(surface, app, self.page, alpha=235)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        top = round(self.scroll)
        for block in self.blocks:
            y = self.view.top + block.y - top
            if y + block.height < self.view.top or y > self.view.bottom:
                continue
            surface.blit(self._block_surface(block), (self.view.left, y))
        surface.set_clip(clip)
        if self.page_h > self.view.height:
            pygame.draw.rect(surface, theme.SCROLL_TRACK, self.bar, border_radius=self.bar.width // 2)
            k = self.view.height / self.page_h
            thumb = pygame.Rect(self.bar.left, 0, self.bar.width, max(theme.px(app, THUMB_MIN), round(self.bar.height * k)))
            span = self.bar.height - thumb.height
            thumb.top = self.bar.top + round(span * self.scroll / max(1, self.page_h - self.view.height))
            pygame.draw.rect(surface, theme.GOLD_DARK if self._drag is None else theme.GOLD, thumb,
                             border_radius=self.bar.width // 2)
        self.group.draw(surface)


def _lines_height(font, lines: list[str]) -> int:
    return max(1, font.get_linesize() * (len(lines) - 1) + font.get_height())


def _lines_surface(font, lines: list[str], colour, page_width: int, indent: int = 0) -> pygame.Surface:
    step = font.get_linesize()
    # 2 px for a glyph's overhang, where the page has them
    width = min(page_width, max((font.size(line)[0] for line in lines), default=1) + indent + 2)
    out = pygame.Surface((max(1, width), _lines_height(font, lines)), pygame.SRCALPHA)
    for n, line in enumerate(lines):
        if line:
            out.blit(font.render(line, colour), (0 if n == 0 else indent, n * step))
    return out
