"""A scrolling page of sections (the rules pages of both games): arrows, J/K, Page Up/Down,
Space, Home/End, the mouse wheel and the scroll bar move it; the view glides to its target.

A subclass sets, in its layout, ``view`` (the visible part of the page), ``bar`` (the scroll bar's
track), ``page_h`` (the page's height), ``section_y`` (each section's top on the page) and
``section_buttons`` (the contents, focused first)."""
from __future__ import annotations

import pygame

from diamant.ui.input import SCREEN_PAGES, Action, pressed, shift_held
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button


class ScrollingPage(Scene):
    #: J and K scroll a line, as in a pager (by their place, on any layout; Settings -> Controls
    #: gives them other keys)
    key_screen = SCREEN_PAGES

    view: pygame.Rect
    bar: pygame.Rect
    sections: list[str]
    section_y: dict[str, int]
    section_buttons: list[Button]
    scroll: float
    target: float
    page_h: int
    _drag: int | None

    def _clamp(self, y: float) -> float:
        return max(0.0, min(float(max(0, self.page_h - self.view.height)), y))

    def default_focus(self):
        return self.section_buttons[0] if self.section_buttons else None

    def scroll_by(self, dy: float) -> None:
        self.target = self._clamp(self.target + dy)
        if getattr(self.app.settings, "reduced_motion", False):
            self.scroll = self.target

    def handle(self, event) -> bool:
        u = self.app.u
        action = pressed(event)
        if action is not None:
            line = 4 * u
            page = self.view.height * 0.85
            if action in (Action.BACK, Action.ERASE):  # Backspace goes back, as in a browser
                self.close()
                return True
            if action is Action.DOWN:
                self.scroll_by(line)
                return True
            if action is Action.UP:
                self.scroll_by(-line)
                return True
            if action is Action.SCROLL_DOWN or (action is Action.SKIP and not shift_held(event)
                                                and self.group.focused is None):
                self.scroll_by(page)
                return True
            if action is Action.SCROLL_UP:
                self.scroll_by(-page)
                return True
            if action is Action.FIRST:
                self.scroll_by(-self.page_h)
                return True
            if action is Action.LAST:
                self.scroll_by(self.page_h)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 6 * u)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bar.inflate(round(u), 0).collidepoint(event.pos):
            self._drag = event.pos[1]
            self._scroll_to_bar(event.pos[1])
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            self._scroll_to_bar(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        return self.group.handle(event)

    def _scroll_to_bar(self, y: int) -> None:
        k = (y - self.bar.top) / max(1, self.bar.height)
        self.target = self.scroll = self._clamp(k * self.page_h - self.view.height / 2)

    def frame_interval(self) -> float | None:
        return 0.0 if abs(self.target - self.scroll) > 0.5 else None

    def update(self, dt: float) -> None:
        self.group.update(dt)
        d = self.target - self.scroll
        if abs(d) < 0.5:
            self.scroll = self.target
        else:
            self.scroll += d * min(1.0, dt * 14)

    def current_section(self) -> str | None:
        cur = None
        for sid in self.sections:
            if self.section_y.get(sid, 0) <= self.scroll + self.view.height * 0.3:
                cur = sid
        return cur

    # ------------------------------------------------------------------ drawing
