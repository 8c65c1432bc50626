"""RowScrollView: the rows of a page taller than the room it has (a large interface size in a small
window), shown whole rows at a time in a view with a scroll bar.

The scene lays its rows out as if the view were as tall as the page (each row's rect, and its
widgets' rects, from the view's top down) and hands them over with ``arrange``. The rows that
fit the view from the first one shown are shown; the others' widgets are hidden (not drawn, not
clicked, not in the fit checks) yet stay in the keyboard's order: focusing one scrolls it into
view (``FocusGroup`` asks the view it has). The mouse wheel, Page Up / Page Down and the bar (a
click above or below its thumb, a drag of the thumb) scroll it. Whole rows only: a row is never
cut in half at the view's edge. What the scene draws itself (a row's label, a heading) it places
with ``place``.

Which scroll to use: this one (``RowScrollView``) for a list of like rows (settings, controls,
shortcuts), where a row cut at the view's edge would read badly and the FocusGroup's ``scroller``
hook is enough; ``diamant.ui.scrollview.PixelScrollView`` (with its ``ScrollGroup``) for a page of
mixed controls and text scrolled by the pixel (join, the online room, history, the lobbies, the
rules). Both draw their bar with ``draw_bar`` (so do the rules page's text and the club dialogs'
bodies); ``PixelScrollView`` and the club dialogs take their wheel and Page Up / Page Down steps
from ``pixel_step``, ``PixelScrollView`` and the rules page their thumb from ``offset_thumb``."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets.base import Widget

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.widgets.focus import FocusGroup

BAR_W = 0.9   # units: the scroll bar's width
BAR_GAP = 0.8  # units: between the rows and the bar (RowScrollView.split leaves both at the right)


PAGE = 0.85   # of a pixel-scrolled view's height: what Page Down scrolls


def draw_bar(surface: pygame.Surface, bar: pygame.Rect, thumb: pygame.Rect, dragged: bool = False) -> None:
    """A scroll bar: its track and its thumb (brighter while it is dragged)."""
    radius = bar.width // 2
    pygame.draw.rect(surface, theme.SCROLL_TRACK, bar, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD if dragged else theme.GOLD_DARK, thumb, border_radius=radius)


def offset_thumb(bar: pygame.Rect, view_h: int, page_h: int, offset: float, min_h: int) -> pygame.Rect:
    """The thumb of a view `view_h` tall on a page `page_h` tall scrolled by `offset` pixels."""
    k = view_h / page_h
    thumb = pygame.Rect(bar.left, 0, bar.width, max(min_h, round(bar.height * k)))
    span = bar.height - thumb.height
    thumb.top = bar.top + round(span * offset / max(1, page_h - view_h))
    return thumb


def pixel_step(event: pygame.event.Event, view_h: int, wheel_px: float) -> float | None:
    """How far (pixels, down positive) the wheel (`wheel_px` a notch) or Page Up / Page Down (most
    of the view's height) scroll a pixel-scrolled view; None for any other event."""
    if event.type == pygame.MOUSEWHEEL:
        return -event.y * wheel_px
    action = pressed(event)
    if action in (Action.SCROLL_UP, Action.SCROLL_DOWN):
        page = view_h * PAGE
        return page if action is Action.SCROLL_DOWN else -page
    return None


@dataclass
class ScrollRow:
    """A row of a scrolling page: its rect at the top scroll (in window pixels), its widgets
    (laid out in it), and whether it goes with the row under it (a heading is never shown alone
    at the bottom of the view, and scrolling up to the row under it shows it too)."""
    rect: pygame.Rect
    widgets: Sequence[Widget] = field(default_factory=tuple)
    keep_with_next: bool = False


class RowScrollView:
    def __init__(self, group: "FocusGroup"):
        self.group = group
        group.scroller = self
        self.view = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.rows: list[ScrollRow] = []
        self.first = 0
        self._page: dict[int, tuple[int, pygame.Rect]] = {}  # id(widget) -> (its row, its rect at the top)
        self._hidden: set[int] = set()  # the widgets hidden by the scroll (id)
        self._drag: int | None = None  # the thumb is dragged: the pointer's offset in it

    # ------------------------------------------------------------------ the rows
    @staticmethod
    def split(app, area: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """`area` as the rows' view and the scroll bar at its right."""
        bar_w, gap = theme.px(app, BAR_W), theme.px(app, BAR_GAP)
        view = pygame.Rect(area.left, area.top, max(1, area.width - bar_w - gap), area.height)
        return view, pygame.Rect(area.right - bar_w, area.top, bar_w, area.height)

    def arrange(self, view: pygame.Rect, rows: Sequence[ScrollRow], bar: pygame.Rect | None = None) -> None:
        """Take the page's rows (laid out from `view`'s top down) and show what fits; the
        focused widget stays in view."""
        self._show_all()
        self.view = pygame.Rect(view)
        self.bar = pygame.Rect(bar) if bar is not None else pygame.Rect(view.right, view.top, 0, view.height)
        self.rows = list(rows)
        self._page = {id(w): (i, w.rect.copy()) for i, row in enumerate(self.rows) for w in row.widgets}
        self.first = max(0, min(self.first, self.max_first()))
        focused = self.group.focused
        if focused is not None and self.holds(focused):
            self._bring(self._page[id(focused)][0])
        self._apply()

    def clear(self) -> None:
        """No rows any more (the page fits without a scroll): every widget shown as laid out."""
        self._show_all()
        self.rows, self._page, self.first = [], {}, 0

    @property
    def needed(self) -> bool:
        """Whether the rows are taller than the view (a bar shows, some rows are hidden)."""
        return bool(self.rows) and self.rows[-1].rect.bottom - self.rows[0].rect.top > self.view.height

    def _fits(self, first: int, last: int) -> bool:
        return self.rows[last].rect.bottom - self.rows[first].rect.top <= self.view.height

    def last_shown(self, first: int | None = None) -> int:
        """The last row shown when `first` (default: the first shown) is at the top."""
        first = self.first if first is None else first
        last = first
        while last + 1 < len(self.rows) and self._fits(first, last + 1):
            last += 1
        if last > first and self.rows[last].keep_with_next:
            last -= 1  # a heading is not shown without its row
        return last

    def max_first(self) -> int:
        """The first row shown at the bottom of the scroll: the last rows fill the view."""
        n = len(self.rows)
        first = n - 1
        while first > 0 and self._fits(first - 1, n - 1):
            first -= 1
        return max(0, first)

    def holds(self, widget: Widget) -> bool:
        return id(widget) in self._page

    def hides(self, widget: Widget) -> bool:
        """Whether `widget` is scrolled out of view (it can be focused all the same)."""
        return id(widget) in self._hidden

    def shown_rows(self) -> range:
        return range(self.first, self.last_shown() + 1) if self.rows else range(0)

    def place(self, rect: pygame.Rect) -> pygame.Rect | None:
        """Where something the scene laid out at the top scroll (`rect`) is now, or None when it
        is scrolled out of view."""
        if not self.rows:
            return pygame.Rect(rect)
        top = self.rows[self.first].rect.top
        bottom = self.rows[self.last_shown()].rect.bottom
        if rect.top < top or rect.bottom > bottom:
            return None
        return pygame.Rect(rect).move(0, self.view.top - top)

    # ------------------------------------------------------------------ scrolling
    def scroll_to(self, first: int) -> None:
        first = max(0, min(first, self.max_first()))
        if first != self.first:
            self.first = first
            self._apply()

    def scroll(self, rows: int) -> None:
        self.scroll_to(self.first + rows)

    def page(self, direction: int) -> None:
        """A view's worth down (1) or up (-1); the focus, scrolled away, goes to a row shown."""
        step = max(1, len(self.shown_rows()) - 1)
        self.scroll(direction * step)
        focused = self.group.focused
        if focused is not None and self.hides(focused):
            for i in (self.shown_rows() if direction > 0 else reversed(self.shown_rows())):
                wanted = [w for w in self.rows[i].widgets if w.can_focus]
                if wanted:
                    self.group.focus(wanted[0], keyboard=True)
                    return

    def reveal(self, widget: Widget) -> None:
        """Scroll so that `widget`'s row is shown (the least scroll that does)."""
        if self.holds(widget) and self._bring(self._page[id(widget)][0]):
            self._apply()

    def _bring(self, row: int) -> bool:
        """Make `row` shown (with a heading above it, scrolling up); True when the scroll moved."""
        first = self.first
        if row < first:
            first = row
            while first > 0 and self.rows[first - 1].keep_with_next and self._fits(first - 1, row):
                first -= 1
        elif row > self.last_shown(first):
            while first < row and not (self._fits(first, row) and self.last_shown(first) >= row):
                first += 1
        first = max(0, min(first, self.max_first()))
        moved = first != self.first
        self.first = first
        return moved

    def _show_all(self) -> None:
        for row in self.rows:
            for w in row.widgets:
                if id(w) in self._hidden:
                    w.visible = True
        self._hidden.clear()

    def _apply(self) -> None:
        """Put the shown rows' widgets in the view and hide the others'."""
        self._show_all()
        if not self.rows:
            return
        shown = self.shown_rows()
        dy = self.view.top - self.rows[self.first].rect.top
        for i, row in enumerate(self.rows):
            for w in row.widgets:
                rect = self._page[id(w)][1]
                if i in shown:
                    w.rect = rect.move(0, dy)
                else:
                    w.rect = rect.copy()  # where it would be: the focus order is the page's
                    if w.visible:
                        w.visible = False
                        self._hidden.add(id(w))

    # ------------------------------------------------------------------ the bar
    def thumb(self) -> pygame.Rect:
        """The bar's thumb: the part of the page shown."""
        if not self.needed:
            return pygame.Rect(self.bar)
        top, total = self.rows[0].rect.top, self.rows[-1].rect.bottom - self.rows[0].rect.top
        shown_top = self.rows[self.first].rect.top - top
        shown_h = self.rows[self.last_shown()].rect.bottom - self.rows[self.first].rect.top
        if self.first >= self.max_first():
            shown_h = total - shown_top  # at the bottom: the thumb reaches the track's end
        h = max(theme.px(self.group.app, 2.0), round(self.bar.height * shown_h / total))
        y = self.bar.top + round((self.bar.height - h) * shown_top / max(1, total - shown_h))
        return pygame.Rect(self.bar.left, min(y, self.bar.bottom - h), self.bar.width, h)

    def _first_at(self, y: int) -> int:
        """The first row shown for the thumb's top at `y`."""
        span = max(1, self.bar.height - self.thumb().height)
        k = max(0.0, min(1.0, (y - self.bar.top) / span))
        return round(k * self.max_first())

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel, Page Up / Page Down and the bar; True when used."""
        if not self.needed:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(event.y))
            return True
        action = pressed(event)
        if action in (Action.SCROLL_DOWN, Action.SCROLL_UP):
            self.page(1 if action is Action.SCROLL_DOWN else -1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.bar.inflate(theme.px(self.group.app, 0.6), 0)
            if not hit.collidepoint(event.pos):
                return False
            thumb = self.thumb()
            if thumb.collidepoint(event.pos):
                self._drag = event.pos[1] - thumb.top
            else:
                self.page(1 if event.pos[1] > thumb.centery else -1)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            self.scroll_to(self._first_at(event.pos[1] - self._drag))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.needed or self.bar.width <= 0 or self.bar.height <= 0:
            return
        draw_bar(surface, self.bar, self.thumb(), self._drag is not None)
