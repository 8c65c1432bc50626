"""Push buttons, and one size for a set of buttons side by side."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.widgets.base import LabelLike, Widget, lit, resolve


# ============================================================================ button
class Button(Widget):
    """A push button. ``label``: key / callable / lit; ``icon``: an art name drawn at the left
    (or alone, when there is no label: give it a tooltip)."""

    def __init__(self, label: LabelLike, on_click: Callable[[], Any] | None = None,
                 tooltip_key: LabelLike = None, icon: str | None = None, *, style: str = "normal",
                 size_u: float = theme.FONT_BUTTON, **kw):
        super().__init__(tooltip_key, **kw)
        self.label = label
        self.on_click = on_click
        self.icon = icon
        self.style = style
        self.size_u = size_u
        #: the buttons of its set (itself among them): all are labelled in one size
        self.peers: Sequence[Button] = ()
        self.max_lines = 1

    def text(self) -> str:
        return resolve(self.app, self.label)

    def _text_box(self, inner: pygame.Rect) -> pygame.Rect:
        """The part of ``inner`` (the button less its padding) the label has: right of the icon."""
        if self.icon and self.text():
            side = min(inner.height, theme.px(self.app, 3.6))
            gap = theme.px(self.app, 0.6)
            return pygame.Rect(inner.left + side + gap, inner.top, inner.width - side - gap, inner.height)
        return inner

    def _padded(self) -> pygame.Rect:
        """The button less its padding: where its icon and label go."""
        return self.rect.inflate(-theme.px(self.app, 1.6), -theme.px(self.app, 0.6))

    def spoken_label(self) -> str:
        """Its label; a sign alone ("II", "×", "«") is not read out: the hint says what it does."""
        text = self.text()
        return text if any(c.isalpha() and c not in "IVX" or c.isdigit() for c in text) else ""

    def label_fits(self) -> bool:
        """Whether the label fits the button on one line in its own size (not shrunk to fit)."""
        box = self._text_box(self._padded())
        return self.app.font(self.size_u, self.style == "primary").size(self.text())[0] <= box.width

    def label_size_u(self) -> float:
        """The size the label is set in: its own, or the one its set shares (see share_size)."""
        shown = [b for b in self.peers if b.visible and b.text()]
        if self not in shown:
            return self.size_u
        app = self.app
        labels = []
        for b in shown:
            box = b._text_box(b._padded())
            # in both weights: a set whose current member turns primary (bold) keeps its size
            labels += [(b.text(), box.width, box.height, bold) for bold in (False, True)]
        return theme.shared_label_px(app, labels, self.size_u, self.max_lines) / app.u

    def activate(self) -> None:
        if not self.enabled:
            return
        self._click_sound()
        if self.on_click:
            self.on_click()

    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        if self.hovered or self.focused:
            return "hover"
        return "normal"

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        state = self.state()
        theme.button(surface, app, self.rect, state=state, style=self.style)
        inner = self._padded()
        if state == "pressed":
            inner.move_ip(0, theme.px(app, 0.12))
        text = self.text()
        if self.icon:
            side = min(inner.height, theme.px(app, 3.6))
            if text:
                icon_rect = pygame.Rect(inner.left, 0, side, side)
                icon_rect.centery = inner.centery
            else:
                icon_rect = pygame.Rect(0, 0, side, side)
                icon_rect.center = inner.center
            img = app.art.fit(self.icon, (side, side))
            surface.blit(img, img.get_rect(center=icon_rect.center))
            if text:
                inner.width -= side + theme.px(app, 0.6)
                inner.left = icon_rect.right + theme.px(app, 0.6)
        if text:
            size_u = self.label_size_u()
            bold = self.style == "primary"
            # a label of a set that allows more lines wraps when it does not fit on one
            wrap = self.max_lines > 1 and app.font(size_u, bold).size(text)[0] > inner.width
            theme.draw_text(surface, app, text, inner, size_u,
                            theme.button_text_colour(self.style, state), bold=bold, wrap=wrap,
                            shadow=self.style != "primary" and state != "disabled")


def share_size(buttons: Sequence[Button], max_lines: int = 1) -> None:
    """Buttons that stand side by side as one set are labelled in one size, the largest in which
    every label fits its button in at most ``max_lines`` lines (a longer label wraps rather
    than being shrunk alone)."""
    for b in buttons:
        b.peers = tuple(buttons)
        b.max_lines = max_lines


class SwatchButton(Button):
    """A button without a label showing a picture the game draws (a seat's colour in a lobby: a
    click changes it): `mark(surface, rect)` draws it inside the button's box."""

    def __init__(self, on_click: Callable[[], Any], tip: LabelLike | None,
                 mark: Callable[[pygame.Surface, pygame.Rect], None]):
        super().__init__(lit(""), on_click, tip)
        self.mark = mark

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.rect.width > 0:
            self.mark(surface, self.rect)
