"""A game's rules on one scrolling page: the <prefix>-* sections of locales/<lang>/<prefix>.ftl,
each a title, its paragraphs and a row of pictures, with a contents list to jump to a section.

Both games' rules pages are this page: a game's subclass names its `prefix` (its text's keys and
file) and draws its own pictures (`pictures_block`), and may change a section's text (`_body`) or
the background (`draw_background`). The page is drawn block by block as it scrolls into view.

Keys (diamant.ui.scrollpage): Up/Down (J/K) scroll, Page Up/Down, Home/End; Tab moves through the
contents; Enter jumps; Escape or Backspace goes back. The mouse wheel and the scroll bar scroll.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial
from typing import Callable

import pygame

from diamant.ui import theme
from diamant.ui.scrollpage import ScrollingPage
from diamant.ui.scrollview import ScrollGroup, bar_room
from diamant.ui.widgets.scroll import draw_bar, offset_thumb
from diamant.ui.surfcache import SurfaceCache
from diamant.ui.widgets import Button, share_size

# the rules page's layout, in units
CONTENTS_W = 24.0          # the contents' column at the left ...
CONTENTS_W_WIDE = 31.0     # ... at most in a wide window (where it takes a share of the width)
CONTENTS_INSET = 0.8       # the section buttons' inset at the column's sides
CONTENTS_TOP = 4.5         # from the column's top to the first button
CONTENTS_BOTTOM = 1.0      # from the last one to Back
CONTENTS_HEAD_INSET = 1.0  # "Contents" over the buttons: its inset at the sides ...
CONTENTS_HEAD_TOP = 0.6    # ... below the column's top
CONTENTS_HEAD_H = 3.4
SECTION_BUTTON_H = 4.2     # a section's button, at most (or two lines of text and its padding)
SECTION_BUTTON_PAD = 1.0
SECTION_BUTTON_GAP = 0.6   # between two of them
PAGE_GAP = 2.0             # between the contents and the page
TEXT_PAD_X = 2.5           # the text's inset in the page
TEXT_PAD_Y = 1.2
SCROLL_ROOM = 1.6          # kept at the page's right for the scroll bar
SCROLL_W = 0.8             # the scroll bar
THUMB_MIN_H = 3.0          # its thumb, at least
HEADING_MAX_H = 12.0       # a section's title: two lines at most
HEADING_GAP = 1.0          # under the title
PARA_GAP = 0.3             # under a paragraph
BLANK_LINE = 0.8           # an empty line of the text
BULLET_INDENT = 2.0        # a bulleted paragraph's indent
PICTURES_GAP = 1.2         # above a section's row of pictures
SECTION_END = 3.5          # between two sections
SECTION_ABOVE = 1.0        # a jump to a section shows this much above its title

# a room smaller than 100 x 56.25 units (a larger interface size): a smaller title, and the
# contents in a column that scrolls (Back under it), narrower when the window is
SMALL_TITLE = 0.85         # the title's size then (of a heading's)
SMALL_GAP = 1.0            # under the title, and between the contents and the page
SMALL_NAV_SHARE = 0.4      # the contents' share of the width, when less than CONTENTS_W
SMALL_HEADING = 0.7        # a section's title on the page then (of a heading's size)

#: the body text's size, as a share of the body size: a little larger, for reading at length
BODY_SCALE = 1.05
#: the page's surfaces kept at least (about three screens of it are kept at any size)
MIN_CACHE_BYTES = 8 * 2**20


def section_ids(prefix: str, loc=None) -> list[str]:
    """Section ids in the order of the English <prefix>.ftl (the sections' keys are
    <prefix>-<id>-title and <prefix>-<id>-body), keeping those with a title and a body in `loc`
    when it is given."""
    from diamant.i18n.core import locales_dir  # the core only: the package loads Diamant's themes
    try:
        text = (locales_dir() / "en" / f"{prefix}.ftl").read_text(encoding="utf-8")
    except OSError:
        return []
    ids = re.findall(rf"^{re.escape(prefix)}-([a-z0-9-]+)-title\s*=", text, re.M)
    if loc is not None:
        ids = [s for s in ids if loc.has(f"{prefix}-{s}-title") and loc.has(f"{prefix}-{s}-body")]
    return ids


@dataclass
class Block:
    kind: str          # heading, text, pictures
    y: int             # top, in page coordinates
    height: int
    make: Callable[[], pygame.Surface]  # draws the block (when it scrolls into view)


def _itself(surface: pygame.Surface) -> pygame.Surface:
    return surface


def lines_height(font, lines: list[str]) -> int:
    return max(1, font.get_linesize() * (len(lines) - 1) + font.get_height())


def lines_surface(font, lines: list[str], colour, page_width: int, indent: int = 0) -> pygame.Surface:
    """Wrapped lines, the ones after the first indented by `indent`."""
    step = font.get_linesize()
    # 2 px for a glyph's overhang, where the page has them
    width = min(page_width, max((font.size(line)[0] for line in lines), default=1) + indent + 2)
    out = pygame.Surface((max(1, width), lines_height(font, lines)), pygame.SRCALPHA)
    for n, line in enumerate(lines):
        if line:
            out.blit(font.render(line, colour), (0 if n == 0 else indent, n * step))
    return out


class RulesPage(ScrollingPage):
    #: the keys' and the file's prefix, each game's own: "rules" reads rules.ftl's
    #: rules-<id>-title and -body, and rules-title, rules-contents and rules-back
    prefix = ""
    #: the name of the page's surface cache (in memory reports)
    cache_name = "rules page"

    def __init__(self, app, section: str | None = None) -> None:
        super().__init__(app)
        #: the section the page opens at (scrolled there at its first layout, its contents
        #: button focused): the part of the rules the game is at; None: the top
        self.opened_at = section
        self._open_at = section
        self.sections = section_ids(self.prefix, app.loc)
        self.group: ScrollGroup = ScrollGroup(app)
        self.small = False  # laid out for a room smaller than 100 x 56.25 units
        self._pointer = (-1, -1)  # where the mouse was last seen (the wheel scrolls what is under it)
        self._shown_section: str | None = None  # then: the section whose button was brought into view
        self.blocks: list[Block] = []
        self.section_y: dict[str, int] = {}
        self.scroll = 0.0
        self.target = 0.0
        self.page_h = 0
        self._drag: int | None = None
        # the page is drawn block by block as it scrolls into view: at 4K the whole rules page
        # drawn at once would take over 100 MB; kept: about three screens of it
        self._drawn = SurfaceCache(max_bytes=MIN_CACHE_BYTES, name=self.cache_name)
        self._build_buttons()

    # ------------------------------------------------------------------ what a game gives
    def _body(self, sid: str) -> str:
        """A section's text."""
        return self.app.t(f"{self.prefix}-{sid}-body")

    def pictures_block(self, sid: str, width: int) -> tuple[int, Callable[[], pygame.Surface]] | None:
        """A section's row of pictures `width` wide: (its height, what draws it), or None."""
        return None

    def draw_background(self, surface: pygame.Surface) -> None:
        theme.background(surface, self.app, darken=70)

    # ------------------------------------------------------------------ widgets
    def _build_buttons(self) -> None:
        self.group.clear()
        self.section_buttons = []
        for sid in self.sections:
            b = Button(f"{self.prefix}-{sid}-title", partial(self.jump, sid), size_u=theme.FONT_BODY)
            self.section_buttons.append(self.group.add(b))
        # the contents in one size: a long title wraps onto a second line instead
        share_size(self.section_buttons, max_lines=2)
        self.back = self.group.add(Button(f"{self.prefix}-back", self.close, style="primary"))

    def jump(self, sid: str) -> None:
        self.target = self._clamp(self.section_y.get(sid, 0) - theme.px(self.app, SECTION_ABOVE))
        if getattr(self.app.settings, "reduced_motion", False) or not getattr(self.app.settings, "animation_speed", 1):
            self.scroll = self.target

    # ------------------------------------------------------------------ layout
    def layout(self, size) -> None:
        if theme.small_room(self.app, size):
            self._layout_small(size)
            return
        self.small = False
        self.group.view.off()
        w, h = size
        u = self.app.u
        self.title_rect, margin = theme.page_title(self.app, size)
        top = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        nav_w = round(CONTENTS_W * u)
        if w > h:
            # a wide screen has no height to spare for two-line contents: the contents take
            # some of the page's width instead, so their one shared size is not too small
            nav_w = round(min(CONTENTS_W_WIDE * u, max(CONTENTS_W * u, self.title_rect.width * 0.3)))
        self.nav = pygame.Rect(self.title_rect.left, top, nav_w, h - top - margin)
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(self.nav.left, self.nav.bottom - bh, nav_w, bh)
        nav_area = pygame.Rect(self.nav.left + round(CONTENTS_INSET * u), self.nav.top + round(CONTENTS_TOP * u),
                               nav_w - round(2 * CONTENTS_INSET * u),
                               self.back.rect.top - self.nav.top - round((CONTENTS_TOP + CONTENTS_BOTTOM) * u))
        n = max(1, len(self.section_buttons))
        room = (nav_area.height - round(SECTION_BUTTON_GAP * u) * (n - 1)) // n
        self._place_sections(nav_area, min(round(SECTION_BUTTON_H * u), room))
        if self.section_buttons and round(self.section_buttons[0].label_size_u() * u) < round(theme.FONT_BODY * u):
            # a title does not fit on one line: the buttons grow (where there is room) to hold
            # two lines of the body size
            font = self.app.font(theme.FONT_BODY)
            two_lines = font.get_linesize() + font.get_height() + round(SECTION_BUTTON_PAD * u)
            self._place_sections(nav_area, min(max(round(SECTION_BUTTON_H * u), two_lines), room))
        self.nav_box = pygame.Rect(self.nav.left, self.nav.top, nav_w,
                                   self.back.rect.top - self.nav.top - round(CONTENTS_BOTTOM * u))
        self.page = pygame.Rect(self.nav.right + round(PAGE_GAP * u), top,
                                self.title_rect.width - nav_w - round(PAGE_GAP * u),
                                h - top - margin)
        pad = round(TEXT_PAD_X * u)
        self.view = self.page.inflate(-2 * pad, -2 * round(TEXT_PAD_Y * u))
        self.view.width -= round(SCROLL_ROOM * u)  # room for the scroll bar
        self.bar = pygame.Rect(self.page.right - round(SCROLL_ROOM * u), self.view.top, round(SCROLL_W * u),
                               self.view.height)
        self._build_page()
        if self._open_at in self.section_y:  # the first layout: at once at the section asked for
            self.scroll = self._clamp(self.section_y[self._open_at] - theme.px(self.app, SECTION_ABOVE))
        self._open_at = None
        self.scroll = self.target = self._clamp(self.scroll)

    def _layout_small(self, size) -> None:
        """Less room than 100 x 56.25 units: a smaller title; the contents, a column of section
        buttons that scrolls (Tab brings each into view), at most CONTENTS_W wide and less in a
        narrow window, with Back under them; the page beside them."""
        app = self.app
        w, h = size
        u = app.u
        self.small = True
        self.title_rect, m = theme.small_page_title(app, size)
        top = self.title_rect.bottom + round(SMALL_GAP * u)
        nav_w = min(round(CONTENTS_W * u), round(self.title_rect.width * SMALL_NAV_SHARE))
        self.nav = pygame.Rect(self.title_rect.left, top, nav_w, h - top - m)
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(self.nav.left, self.nav.bottom - bh, nav_w, bh)
        self.nav_box = pygame.Rect(self.nav.left, self.nav.top, nav_w,
                                   self.back.rect.top - self.nav.top - round(CONTENTS_BOTTOM * u))
        inset = round(CONTENTS_INSET * u)
        head = theme.px(app, CONTENTS_HEAD_TOP) + theme.px(app, CONTENTS_HEAD_H)
        area = pygame.Rect(self.nav_box.left + inset, self.nav_box.top + head, nav_w - 2 * inset - bar_room(app),
                           max(bh, self.nav_box.bottom - inset - self.nav_box.top - head))
        sv = self.group.view
        sv.begin(area)
        ring = theme.focus_reach(app)
        item = round(SECTION_BUTTON_H * u)
        self._place_sections(area, item)
        if self.section_buttons and round(self.section_buttons[0].label_size_u() * u) < round(theme.FONT_BODY * u):
            font = app.font(theme.FONT_BODY)  # two lines of the body size (as the large layout)
            item = max(item, font.get_linesize() + font.get_height() + round(SECTION_BUTTON_PAD * u))
        y = area.top + ring
        for b in self.section_buttons:
            sv.put(b, pygame.Rect(area.left + ring, y, area.width - 2 * ring, item))
            y += item + round(SECTION_BUTTON_GAP * u)
        sv.end(y - round(SECTION_BUTTON_GAP * u) + ring, self.group.focused)
        self.page = pygame.Rect(self.nav.right + round(SMALL_GAP * u), top,
                                self.title_rect.right - self.nav.right - round(SMALL_GAP * u), h - top - m)
        pad = round(TEXT_PAD_X * u * 0.6)
        self.view = self.page.inflate(-2 * pad, -2 * round(TEXT_PAD_Y * u))
        self.view.width -= round(SCROLL_ROOM * u)
        self.bar = pygame.Rect(self.page.right - round(SCROLL_ROOM * u), self.view.top, round(SCROLL_W * u),
                               self.view.height)
        self._build_page()
        if self._open_at in self.section_y:
            self.scroll = self._clamp(self.section_y[self._open_at] - theme.px(app, SECTION_ABOVE))
        self._open_at = None
        self.scroll = self.target = self._clamp(self.scroll)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.small:
            return
        # the contents scroll: the button of the section being read comes into their view, unless
        # the player is moving through the contents themselves
        cur = self.current_section()
        if cur != self._shown_section and cur in self.sections and self.group.focused not in self.section_buttons:
            self.group.view.reveal(self.section_buttons[self.sections.index(cur)])
        self._shown_section = cur

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if self.small and event.type == pygame.MOUSEWHEEL and self.nav_box.collidepoint(self._pointer):
            return self.group.view.handle(event)  # the contents scroll under the pointer
        return super().handle(event)

    def default_focus(self):
        """The contents' button of the section the page opened at (else the first)."""
        if self.opened_at in self.sections:
            return self.section_buttons[self.sections.index(self.opened_at)]
        return super().default_focus()

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
        self._drawn.max_bytes = max(MIN_CACHE_BYTES, 3 * self.view.width * self.view.height * 4)
        self.section_y = {}
        font = app.font(theme.FONT_BODY * BODY_SCALE)
        for sid in self.sections:
            self.section_y[sid] = y
            head = theme.render_wrapped(app, app.t(f"{self.prefix}-{sid}-title"), (width, round(HEADING_MAX_H * u)),
                                        theme.FONT_HEADING * (SMALL_HEADING if self.small else 0.85), theme.GOLD,
                                        bold=True)
            self.blocks.append(Block("heading", y, head.get_height(), partial(_itself, head)))
            y += head.get_height() + round(HEADING_GAP * u)
            for para in self._body(sid).split("\n"):
                if not para.strip():
                    y += round(BLANK_LINE * u)
                    continue
                indent = round(BULLET_INDENT * u) if para.lstrip().startswith("•") else 0
                lines = font.wrap(para.strip(), width - indent)
                height = lines_height(font, lines)
                self.blocks.append(Block("text", y, height, partial(lines_surface, font, lines, theme.TEXT,
                                                                     width, indent=indent)))
                y += height + round(PARA_GAP * u)
            pictures = self.pictures_block(sid, width)
            if pictures is not None:
                y += round(PICTURES_GAP * u)
                height, make = pictures
                self.blocks.append(Block("pictures", y, height, make))
                y += height
            y += round(SECTION_END * u)
        self.page_h = y

    def _block_surface(self, block: Block) -> pygame.Surface:
        return self._drawn.get_or_make((block.kind, block.y), block.make)

    # ------------------------------------------------------------------ the rest
    def relocalize(self) -> None:
        self.sections = section_ids(self.prefix, self.app.loc)
        self._build_buttons()
        self.layout(self.app.size)

    def dispose(self) -> None:  # the page's pictures (a few MB at 4K)
        super().dispose()
        self._drawn.clear()

    def draw(self, surface) -> None:
        app = self.app
        self.draw_background(surface)
        theme.heading(surface, app, app.t(f"{self.prefix}-title"), self.title_rect,
                      theme.FONT_HEADING * (SMALL_TITLE if self.small else 1.0))
        theme.panel(surface, app, self.nav_box, alpha=220)
        theme.draw_text(surface, app, app.t(f"{self.prefix}-contents"),
                        pygame.Rect(self.nav_box.left + theme.px(app, CONTENTS_HEAD_INSET),
                                    self.nav_box.top + theme.px(app, CONTENTS_HEAD_TOP),
                                    self.nav_box.width - theme.px(app, 2 * CONTENTS_HEAD_INSET),
                                    theme.px(app, CONTENTS_HEAD_H)),
                        theme.FONT_BODY, theme.GOLD, bold=True)
        cur = self.current_section()
        for sid, b in zip(self.sections, self.section_buttons):
            b.style = "primary" if sid == cur else "normal"
        self.group.view.draw(surface)
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
            thumb = offset_thumb(self.bar, self.view.height, self.page_h, self.scroll, theme.px(app, THUMB_MIN_H))
            draw_bar(surface, self.bar, thumb, self._drag is not None)
        self.group.draw(surface)


__all__ = ["Block", "RulesPage", "lines_height", "lines_surface", "section_ids"]
