"""The settings-style controls: Toggle (on/off), Slider (a value in a range), Choice (one of a
few options)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets.base import LabelLike, Widget, _row_back, resolve


# ============================================================================ toggle
class Toggle(Widget):
    """A labelled on/off switch: ``Toggle("settings-mute", value, on_change)``."""

    def __init__(self, label: LabelLike, value: bool = False, on_change: Callable[[bool], Any] | None = None,
                 tooltip_key: LabelLike = None, *, size_u: float = theme.FONT_BODY, **kw):
        super().__init__(tooltip_key, **kw)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.size_u = size_u

    def spoken_label(self) -> str:
        return resolve(self.app, self.label)

    def spoken_state(self) -> str:
        return self.app.t("a11y-on" if self.value else "a11y-off")

    def activate(self) -> None:
        self.set(not self.value)
        self._click_sound()

    def set(self, value: bool, notify: bool = True) -> None:
        value = bool(value)
        if value != self.value:
            self.value = value
            if notify and self.on_change:
                self.on_change(value)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        _row_back(surface, app, self)
        sw_h = min(self.rect.height - theme.px(app, 1.2), theme.px(app, 2.6))
        sw = pygame.Rect(0, 0, round(sw_h * 1.9), sw_h)
        sw.midright = (self.rect.right - theme.px(app, 1.2), self.rect.centery)
        on = self.value
        pygame.draw.rect(surface, theme.SAFE if on else (70, 58, 48), sw, border_radius=sw_h // 2)
        pygame.draw.rect(surface, theme.GOLD if on else theme.BORDER, sw, max(1, theme.px(app, 0.15)),
                         border_radius=sw_h // 2)
        knob_r = sw_h // 2 - max(2, theme.px(app, 0.25))
        cx = sw.right - sw_h // 2 if on else sw.left + sw_h // 2
        pygame.draw.circle(surface, (250, 240, 220) if self.enabled else theme.DISABLED, (cx, sw.centery), knob_r)
        text_rect = pygame.Rect(self.rect.left + theme.px(app, 1.2), self.rect.top,
                                sw.left - self.rect.left - theme.px(app, 2.2), self.rect.height)
        theme.draw_text(surface, app, resolve(app, self.label), text_rect, self.size_u,
                        theme.TEXT if self.enabled else theme.DISABLED, align="left")


# ============================================================================ slider
class Slider(Widget):
    """A labelled value from ``lo`` to ``hi`` (default 0..1), shown in percent unless
    ``fmt(value) -> str`` is given. Left/Right change it by ``step``; drag with the mouse."""

    def __init__(self, label: LabelLike, value: float = 0.0, on_change: Callable[[float], Any] | None = None,
                 tooltip_key: LabelLike = None, *, lo: float = 0.0, hi: float = 1.0, step: float = 0.05,
                 fmt: Callable[[float], str] | None = None, size_u: float = theme.FONT_BODY, **kw):
        super().__init__(tooltip_key, **kw)
        self.label = label
        self.lo, self.hi, self.step = lo, hi, step
        self.value = min(hi, max(lo, float(value)))
        self.on_change = on_change
        self.fmt = fmt
        self.size_u = size_u
        self.track = pygame.Rect(0, 0, 0, 0)

    def set(self, value: float, notify: bool = True) -> None:
        value = min(self.hi, max(self.lo, float(value)))
        if self.step:
            value = self.lo + round((value - self.lo) / self.step) * self.step
            value = min(self.hi, max(self.lo, round(value, 6)))
        if value != self.value:
            self.value = value
            if notify and self.on_change:
                self.on_change(value)

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        action = pressed(event)
        if action in (Action.LEFT, Action.LESS):
            self.set(self.value - self.step)
            return True
        if action in (Action.RIGHT, Action.MORE):
            self.set(self.value + self.step)
            return True
        if action is Action.FIRST:
            self.set(self.lo)
            return True
        if action is Action.LAST:
            self.set(self.hi)
            return True
        return False

    def _layout_track(self) -> None:
        app = self.app
        w = round(self.rect.width * 0.42)
        self.track = pygame.Rect(0, 0, w, max(4, theme.px(app, 0.7)))
        self.track.midright = (self.rect.right - theme.px(app, 8.0), self.rect.centery)

    def _set_from_x(self, x: int) -> None:
        self._layout_track()
        if self.track.width > 0:
            k = (x - self.track.left) / self.track.width
            self.set(self.lo + k * (self.hi - self.lo))

    def on_press(self, pos) -> None:
        self._set_from_x(pos[0])

    def on_click_at(self, pos) -> None:
        pass

    def handle(self, event) -> bool:
        if self.pressed and event.type == pygame.MOUSEMOTION and self.enabled:
            self._set_from_x(event.pos[0])
            self.hovered = True
            return True
        return super().handle(event)

    def spoken_label(self) -> str:
        return resolve(self.app, self.label)

    def spoken_state(self) -> str:
        return self.text_value()

    def text_value(self) -> str:
        if self.fmt:
            return self.fmt(self.value)
        return f"{round(100 * (self.value - self.lo) / ((self.hi - self.lo) or 1))} %"

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        _row_back(surface, app, self)
        self._layout_track()
        t = self.track
        pygame.draw.rect(surface, (30, 22, 16), t, border_radius=t.height // 2)
        k = (self.value - self.lo) / ((self.hi - self.lo) or 1)
        filled = t.copy()
        filled.width = round(t.width * k)
        if filled.width:
            pygame.draw.rect(surface, theme.GOLD if self.enabled else theme.DISABLED, filled,
                             border_radius=t.height // 2)
        knob = (t.left + filled.width, t.centery)
        r = max(5, theme.px(app, 1.0))
        pygame.draw.circle(surface, (0, 0, 0), (knob[0], knob[1] + 2), r)
        knob_colour = theme.HIGHLIGHT if (self.hovered or self.focused) else theme.GOLD
        pygame.draw.circle(surface, knob_colour if self.enabled else theme.DISABLED, knob, r)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, r, max(1, theme.px(app, 0.15)))
        value_rect = pygame.Rect(t.right + theme.px(app, 1.4), self.rect.top,
                                 self.rect.right - t.right - theme.px(app, 2.2), self.rect.height)
        theme.draw_text(surface, app, self.text_value(), value_rect, self.size_u,
                        theme.GOLD if self.enabled else theme.DISABLED, align="right")
        text_rect = pygame.Rect(self.rect.left + theme.px(app, 1.2), self.rect.top,
                                t.left - self.rect.left - theme.px(app, 2.6), self.rect.height)
        theme.draw_text(surface, app, resolve(app, self.label), text_rect, self.size_u,
                        theme.TEXT if self.enabled else theme.DISABLED, align="left")


# ============================================================================ choice
CHOICE_LABEL_GAP = 0.6  # units between a choice's label and each of its arrows


class Choice(Widget):
    """A labelled value picked from ``options`` = [(value, label), ...] with ‹ › arrows
    (Left/Right keys, clicks on the arrows; Enter or a click in the middle goes forward)."""

    def __init__(self, label: LabelLike, options: Sequence[tuple[Any, LabelLike]], value: Any = None,
                 on_change: Callable[[Any], Any] | None = None, tooltip_key: LabelLike = None, *,
                 size_u: float = theme.FONT_BODY, wrap_around: bool = True, uniform: bool = False, **kw):
        super().__init__(tooltip_key, **kw)
        self.label = label
        #: every option in one size (the longest one's fit): for choices stacked in a column,
        #: where "Human" beside "Bot" or one bot level beside another would otherwise differ
        self.uniform = uniform
        self.options = list(options)
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change
        self.size_u = size_u
        self.wrap_around = wrap_around
        self.left_arrow = pygame.Rect(0, 0, 0, 0)
        self.right_arrow = pygame.Rect(0, 0, 0, 0)
        self.value_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def value(self) -> Any:
        return self.options[self.index][0] if self.options else None

    def set(self, value: Any, notify: bool = True) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self._go(i, notify)
                return

    def _go(self, index: int, notify: bool = True) -> None:
        n = len(self.options)
        if not n:
            return
        if self.wrap_around:
            index %= n
        else:
            index = max(0, min(n - 1, index))
        if index != self.index:
            self.index = index
            if notify and self.on_change:
                self.on_change(self.value)

    def spoken_label(self) -> str:
        return resolve(self.app, self.label)

    def spoken_state(self) -> str:
        return resolve(self.app, self.options[self.index][1]) if self.options else ""

    def step(self, delta: int) -> None:
        self._go(self.index + delta)
        self._click_sound()

    def activate(self) -> None:
        self.step(1)

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        action = pressed(event)
        if action is Action.LEFT:
            self.step(-1)
            return True
        if action is Action.RIGHT:
            self.step(1)
            return True
        return super().key(event)

    def _layout_parts(self) -> None:
        app = self.app
        box_w = round(self.rect.width * 0.5)
        a = min(self.rect.height - theme.px(app, 0.8), theme.px(app, 3.4))
        right = self.rect.right - theme.px(app, 0.8)
        self.right_arrow = pygame.Rect(right - a, 0, a, a)
        self.right_arrow.centery = self.rect.centery
        self.left_arrow = pygame.Rect(right - box_w, 0, a, a)
        self.left_arrow.centery = self.rect.centery
        # a clear gap on both sides: a label fitted to the last pixel ran into the arrows ("ボット")
        gap = theme.px(app, CHOICE_LABEL_GAP)
        self.value_rect = pygame.Rect(self.left_arrow.right + gap, self.rect.top,
                                      self.right_arrow.left - self.left_arrow.right - 2 * gap,
                                      self.rect.height)

    def on_click_at(self, pos) -> None:
        self._layout_parts()
        if self.left_arrow.inflate(8, 8).collidepoint(pos):
            self.step(-1)
        else:
            self.step(1)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        _row_back(surface, app, self)
        self._layout_parts()
        colour = theme.TEXT if self.enabled else theme.DISABLED
        for rect, points in ((self.left_arrow, "l"), (self.right_arrow, "r")):
            hot = self.hovered and rect.collidepoint(app.mouse_pos()) if not app.headless else False
            pygame.draw.rect(surface, (92, 70, 48) if hot else (60, 45, 33), rect, border_radius=rect.height // 3)
            pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=rect.height // 3)
            cx, cy, s = rect.centerx, rect.centery, rect.height // 4
            tri = ([(cx + s // 2, cy - s), (cx - s // 2, cy), (cx + s // 2, cy + s)] if points == "l"
                   else [(cx - s // 2, cy - s), (cx + s // 2, cy), (cx - s // 2, cy + s)])
            pygame.draw.polygon(surface, theme.GOLD if self.enabled else theme.DISABLED, tri)
        if self.options:
            size = (theme.common_fit_size(app, [resolve(app, label) for _, label in self.options],
                                          self.value_rect.width, self.size_u, bold=True)
                    if self.uniform else self.size_u)
            theme.draw_text(surface, app, resolve(app, self.options[self.index][1]), self.value_rect,
                            size, theme.GOLD if self.enabled else theme.DISABLED, bold=True)
        text_rect = pygame.Rect(self.rect.left + theme.px(app, 1.2), self.rect.top,
                                self.left_arrow.left - self.rect.left - theme.px(app, 2.2), self.rect.height)
        theme.draw_text(surface, app, resolve(app, self.label), text_rect, self.size_u, colour, align="left")


WIDE_ARROW = 3.2        # a wide choice's arrows: their side at most, in units
WIDE_ARROW_INSET = 0.3  # and their inset in its box


class WideChoice(Choice):
    """A Choice without a label: the value fills the box between the arrows (a lobby's seat
    kind and bot level, its options)."""

    def _layout_parts(self) -> None:
        app = self.app
        a = min(self.rect.height - theme.px(app, 2 * WIDE_ARROW_INSET), theme.px(app, WIDE_ARROW))
        self.left_arrow = pygame.Rect(self.rect.left + theme.px(app, WIDE_ARROW_INSET), 0, a, a)
        self.right_arrow = pygame.Rect(self.rect.right - theme.px(app, WIDE_ARROW_INSET) - a, 0, a, a)
        self.left_arrow.centery = self.right_arrow.centery = self.rect.centery
        gap = theme.px(app, CHOICE_LABEL_GAP)  # the value never touches its arrows
        self.value_rect = pygame.Rect(self.left_arrow.right + gap, self.rect.top,
                                      self.right_arrow.left - self.left_arrow.right - 2 * gap,
                                      self.rect.height)
