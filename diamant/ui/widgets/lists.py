"""ListBox: a scrollable list with one selected item."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets.base import LabelLike, Widget


# ============================================================================ list box
class ListBox(Widget):
    """A scrollable list with one selected item. Up/Down/Page/Home/End move the selection,
    Enter (or a double click) activates it, the wheel scrolls. ``draw_item(surface, rect, item,
    selected)`` draws one row (``row_u`` units tall)."""

    def __init__(self, items: Sequence[Any], draw_item: Callable[[pygame.Surface, pygame.Rect, Any, bool], None],
                 on_select: Callable[[Any], Any] | None = None, on_activate: Callable[[Any], Any] | None = None,
                 tooltip_key: LabelLike = None, *, row_u: float = 5.0,
                 speak_item: Callable[[Any], str] | None = None, **kw):
        super().__init__(tooltip_key, **kw)
        #: an item as said aloud when it is selected (None: its str())
        self.speak_item = speak_item
        self.items = list(items)
        self.draw_item = draw_item
        self.on_select = on_select
        self.on_activate = on_activate
        self.row_u = row_u
        self.index = 0 if self.items else -1
        self.first = 0
        self._last_click = (-1, -10.0)

    @property
    def selected(self) -> Any:
        return self.items[self.index] if 0 <= self.index < len(self.items) else None

    def spoken_state(self) -> str:
        item = self.selected
        if item is None:
            return self.app.t("a11y-empty-list")
        text = self.speak_item(item) if self.speak_item is not None else str(item)
        return self.app.t("a11y-list-item", item=text, n=self.index + 1, count=len(self.items))

    def row_h(self) -> int:
        return max(8, round(self.row_u * self.app.u))

    def rows_visible(self) -> int:
        return max(1, self.rect.height // self.row_h())

    def select(self, index: int, notify: bool = True) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        changed = index != self.index
        self.index = index
        n = self.rows_visible()
        if index < self.first:
            self.first = index
        elif index >= self.first + n:
            self.first = index - n + 1
        if changed and notify and self.on_select:
            self.on_select(self.selected)

    def key(self, event) -> bool:
        action = pressed(event)
        n = self.rows_visible()
        moves = {Action.UP: -1, Action.DOWN: 1, Action.SCROLL_UP: -n, Action.SCROLL_DOWN: n,
                 Action.FIRST: -len(self.items), Action.LAST: len(self.items)}
        if isinstance(action, Action) and action in moves and self.items:
            before = self.index
            self.select(self.index + moves[action])
            # at either end, Up/Down leave the list (so keyboard focus can move on)
            return self.index != before or action not in (Action.UP, Action.DOWN)
        if action is Action.CONFIRM and self.selected is not None:
            if self.on_activate:
                self.on_activate(self.selected)
            return True
        return False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            top = max(0, len(self.items) - self.rows_visible())
            self.first = max(0, min(top, self.first - event.y))
            return True
        return super().handle(event)

    def on_click_at(self, pos) -> None:
        i = self.first + (pos[1] - self.rect.top) // self.row_h()
        if 0 <= i < len(self.items):
            now = self.app.timesource.monotonic()
            double = self._last_click[0] == i and now - self._last_click[1] < 0.4
            self._last_click = (i, now)
            self.select(i)
            if double and self.on_activate:
                self.on_activate(self.selected)

    def draw(self, surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        rh = self.row_h()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for row, i in enumerate(range(self.first, min(len(self.items), self.first + self.rows_visible() + 1))):
            r = pygame.Rect(self.rect.left, self.rect.top + row * rh, self.rect.width, rh)
            if i == self.index:
                layer = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (*theme.GOLD_DARK, 110), layer.get_rect(), border_radius=theme.px(self.app, 0.6))
                surface.blit(layer, r)
            self.draw_item(surface, r.inflate(-theme.px(self.app, 1.2), 0), self.items[i], i == self.index)
        surface.set_clip(clip)
        if len(self.items) > self.rows_visible():  # a thin scroll indicator
            bar = pygame.Rect(self.rect.right - theme.px(self.app, 0.5), self.rect.top, theme.px(self.app, 0.4), self.rect.height)
            k = self.rows_visible() / len(self.items)
            thumb = pygame.Rect(bar.left, bar.top + round(bar.height * self.first / len(self.items)), bar.width,
                                max(4, round(bar.height * k)))
            pygame.draw.rect(surface, theme.GOLD_DARK, thumb, border_radius=bar.width // 2)
