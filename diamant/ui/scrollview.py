"""A column of controls taller than the room it has (a larger interface size in a small window):
the scene lays its controls out on a page as if the view did not scroll (``put``), and the view
shows a part of it. A control outside the view is hidden (not drawn, not hit by the mouse), yet
the keyboard still reaches it: Tab onto it scrolls it into view. The mouse wheel scrolls; a thin
bar at the view's right tells where the view is.

Scrolled by the pixel, for a page of mixed controls and text; a list of like rows shown whole rows
at a time is ``diamant.ui.widgets.scroll.RowScrollView`` (its docstring says which to use). The bar,
its thumb and the wheel's and Page Up / Page Down's steps are that module's."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets import FocusGroup, SeatRow, SeatRowsLayout, Widget
from diamant.ui.widgets.scroll import draw_bar, offset_thumb, pixel_step

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

BAR_W = 0.5      # the scroll bar, in units
BAR_GAP = 0.5    # between the view and its bar
WHEEL = 5.0      # units the view moves for a notch of the wheel
# a dialog's frame with little room (small_dialog), in units
DIALOG_PAD = 2.0        # at the sides and the bottom
DIALOG_TITLE_TOP = 1.0
DIALOG_TITLE_H = 4.0
# a lobby's seats in a scrolling column (put_seat_rows), in units
SEAT_ONE_LINE = 56.0  # a seat's controls on one line from this width, else on two
SEAT_GAP = 0.6        # between a seat's two lines of controls
SEAT_ROW_GAP = 1.0    # between two seats
SEAT_DESC_SIZE = theme.FONT_SMALL * 0.95  # the line under a seat that tells its player


def bar_room(app: "App") -> int:
    """What a view's scroll bar takes at its right."""
    return theme.px(app, BAR_GAP) + max(2, theme.px(app, BAR_W))


def text_height(app: "App", text: str, width: int, size_u: float) -> int:
    """How tall ``text`` wrapped to ``width`` at ``size_u`` is (as theme.draw_text wraps it)."""
    font = app.fonts.get(max(theme.MIN_FONT_PX, round(size_u * app.u)))
    lines = font.wrap(text, max(1, width)) or [""]
    return font.get_linesize() * (len(lines) - 1) + font.get_height()


class PixelScrollView:
    """Where a scene's scrolling controls are: ``begin`` a layout, ``put`` each control at its
    place on the page, ``end`` it. ``rect`` maps a place of the page (a label's) to the window."""

    def __init__(self, app: "App") -> None:
        self.app = app
        self.view = pygame.Rect(0, 0, 0, 0)
        self.page_h = 0
        self.offset = 0
        self.places: dict[Widget, pygame.Rect] = {}
        self.keep: dict[Widget, pygame.Rect] = {}  # what comes into view with a control (its label)
        self.hidden: set[Widget] = set()

    @property
    def active(self) -> bool:
        return self.view.height > 0

    @property
    def scrolls(self) -> bool:
        return self.page_h > self.view.height > 0

    def begin(self, view: pygame.Rect) -> None:
        for w in self.hidden:
            w.visible = True
        self.hidden.clear()
        self.places.clear()
        self.keep.clear()
        self.view = pygame.Rect(view)

    def begin_column(self, area: pygame.Rect) -> tuple[pygame.Rect, int, int]:
        """Begin a layout whose view is ``area`` less the scroll bar's room at its right; the
        view, and the column's left and width inside it (a focus ring stays in the view)."""
        view = pygame.Rect(area.left, area.top, area.width - bar_room(self.app), area.height)
        self.begin(view)
        ring = theme.focus_reach(self.app)
        return view, view.left + ring, view.width - 2 * ring

    def off(self) -> None:
        """No scrolling in this layout (the room is large enough): every control shown."""
        self.begin(pygame.Rect(0, 0, 0, 0))
        self.page_h = self.offset = 0

    def put(self, widget: Widget, rect: pygame.Rect, keep: pygame.Rect | None = None) -> None:
        """``widget`` at ``rect`` of the page (window coordinates with the view not scrolled);
        ``keep``: the larger rect that comes into view with it."""
        self.places[widget] = pygame.Rect(rect)
        self.keep[widget] = pygame.Rect(keep if keep is not None else rect)

    def end(self, bottom: int, focused: Widget | None) -> None:
        """The page ends at ``bottom``; the focused control stays in view."""
        self.page_h = max(0, bottom - self.view.top)
        self.offset = self._clamp(self.offset)
        if focused in self.places:
            self.reveal(focused)
        else:
            self.apply()

    def _clamp(self, y: float) -> int:
        return round(max(0.0, min(float(max(0, self.page_h - self.view.height)), y)))

    def rect(self, page_rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(page_rect).move(0, -self.offset)

    def apply(self) -> None:
        for w, r in self.places.items():
            w.rect = r.move(0, -self.offset)
            shown = self.view.contains(w.rect)
            if shown and w in self.hidden:
                self.hidden.discard(w)
                w.visible = True
            elif not shown and w.visible:
                self.hidden.add(w)
                w.visible = False

    def reveal(self, widget: Widget) -> None:
        r = self.keep.get(widget)
        if r is not None:
            self.show(r)
            if not self.view.contains(widget.rect):  # what comes with it is taller than the view
                self.show(self.places[widget])

    def show(self, page_rect: pygame.Rect) -> None:
        """Scroll the least that brings ``page_rect`` (and a focus ring around it) into view."""
        ring = theme.focus_reach(self.app)
        top, bottom = page_rect.top - ring - self.view.top, page_rect.bottom + ring - self.view.top
        if top < self.offset:
            self.offset = self._clamp(top)
        elif bottom > self.offset + self.view.height:
            self.offset = self._clamp(bottom - self.view.height)
        self.apply()

    def scroll_by(self, dy: float) -> None:
        self.offset = self._clamp(self.offset + dy)
        self.apply()

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel, and Page Up / Page Down that the focused control left unused."""
        if not self.scrolls:
            return False
        dy = pixel_step(event, self.view.height, WHEEL * self.app.u)
        if dy is None:
            return False
        self.scroll_by(dy)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The controls partly in view, cut at its edge (as a scrolling page shows them: they
        stay hidden, out of the mouse's and the focus ring's way), and the scroll bar."""
        if not self.scrolls:
            return
        with self.clip(surface):
            for w in list(self.hidden):
                if w.rect.colliderect(self.view):
                    w.visible = True
                    try:
                        w.draw(surface)
                    finally:
                        w.visible = False
        app = self.app
        bar = pygame.Rect(self.view.right + theme.px(app, BAR_GAP), self.view.top, max(2, theme.px(app, BAR_W)),
                          self.view.height)
        draw_bar(surface, bar, offset_thumb(bar, self.view.height, self.page_h, self.offset, bar.width * 2))

    def clip(self, surface: pygame.Surface) -> "_Clip":
        """``with view.clip(surface):`` what is drawn stays inside the view."""
        return _Clip(surface, self.view)


def small_dialog(app: "App", panel: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A dialog's frame with less room than its full size (a larger interface size), where a
    column of its controls scrolls: its inside (the panel less a margin at each side), a smaller
    title at its top, and the row of its buttons along its bottom."""
    u = app.u
    pad = round(DIALOG_PAD * u)
    inner = panel.inflate(-2 * pad, 0)
    title = pygame.Rect(inner.left, panel.top + round(DIALOG_TITLE_TOP * u), inner.width, round(DIALOG_TITLE_H * u))
    bh = round(theme.BUTTON_H * u)
    return inner, title, pygame.Rect(inner.left, panel.bottom - pad - bh, inner.width, bh)


def put_seat_row(view: PixelScrollView, row: SeatRow, x: int, y: int, width: int, control_h: int, gap: int,
                 one_line: tuple[float, float] | None) -> int:
    """A lobby's seat row in a scrolling column from ``y``: on one line as the lobby lays it out
    (``one_line``: its name's and kind's shares), or on two when the column is narrow: the colour,
    the name and remove over the kind and the level. The y under its controls."""
    if one_line is not None:
        row.place(pygame.Rect(x, y, width, control_h), control_h, gap, name_share=one_line[0],
                  kind_share=one_line[1])
        under = y + control_h
    else:
        row.colour.rect = pygame.Rect(x, y, control_h, control_h)
        row.remove.rect = pygame.Rect(x + width - control_h, y, control_h, control_h)
        left = row.colour.rect.right + gap
        row.name.rect = pygame.Rect(left, y, row.remove.rect.left - gap - left, control_h)
        y2 = y + control_h + gap
        kind_w = round((x + width - left - gap) * 0.42)
        row.kind.rect = pygame.Rect(left, y2, kind_w, control_h)
        if row.level is not None:
            row.level.rect = pygame.Rect(row.kind.rect.right + gap, y2, x + width - row.kind.rect.right - gap,
                                         control_h)
        under = y2 + control_h
    row.rect = pygame.Rect(x, y, width, under - y)
    for w in (row.colour, row.name, row.kind, row.level, row.remove):
        if w is not None:
            view.put(w, w.rect, row.rect)
    return under


def put_seat_rows(view: PixelScrollView, rows: Sequence[SeatRow], layout: SeatRowsLayout, x: int, y: int,
                  width: int, head: pygame.Rect, desc: Callable[[int], str]) -> tuple[list[pygame.Rect], int]:
    """A lobby's seat rows in a scrolling column from ``y`` (``put_seat_row``), each with the line
    that tells its player (``desc(i)``) under it; the first seat's controls bring ``head``, the
    heading above the seats, into view with them. The lines' places on the page, and the y under
    the last seat."""
    app = view.app
    u = app.u
    ch = round(u * layout.control_h)
    one_line = (layout.name_share, layout.kind_share) if width >= round(u * SEAT_ONE_LINE) else None
    cg = round(u * (layout.control_gap if one_line else SEAT_GAP))
    places = []
    for i, row in enumerate(rows):
        under = put_seat_row(view, row, x, y, width, ch, cg, one_line)
        left = row.name.rect.left
        line = pygame.Rect(left, under + round(u * layout.desc_top), x + width - left, 0)
        line.height = text_height(app, desc(i), line.width, SEAT_DESC_SIZE)
        places.append(line)
        with_it = line.union(head) if i == 0 else line
        for widget in (row.colour, row.name, row.kind, row.level, row.remove):
            if widget is not None:
                view.keep[widget] = view.keep[widget].union(with_it)
        y = line.bottom + round(u * SEAT_ROW_GAP)
    return places, y


class _Clip:
    def __init__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.surface, self.rect = surface, rect
        self.before = surface.get_clip()

    def __enter__(self) -> None:
        self.surface.set_clip(self.rect.clip(self.before))

    def __exit__(self, *exc: object) -> None:
        self.surface.set_clip(self.before)


class ScrollGroup(FocusGroup):
    """A focus group whose scrolled-away controls the keyboard still reaches: focusing one brings
    it into view (the mouse focuses only what it sees), and so does a key pressed while the
    focused one is scrolled away (the wheel, or a message shown, scrolled it)."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.view = PixelScrollView(app)

    def focusables(self) -> list[Widget]:
        hidden = self.view.hidden
        return [w for w in self.widgets if w.can_focus or (w in hidden and w.focusable and w.enabled)]

    def focus(self, widget: Widget | None, keyboard: bool = False) -> None:
        if widget is not None and (keyboard or widget in self.view.hidden):
            self.view.reveal(widget)
        super().focus(widget, keyboard)

    def handle(self, event: pygame.event.Event) -> bool:
        typed = event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING)
        if typed and self.focused in self.view.hidden and \
                pressed(event) not in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self.view.reveal(self.focused)  # a key for the focused control: it comes into view again
        return super().handle(event) or self.view.handle(event)


__all__ = ["SEAT_DESC_SIZE", "ScrollGroup", "PixelScrollView", "bar_room", "put_seat_row", "put_seat_rows",
           "small_dialog", "text_height"]
