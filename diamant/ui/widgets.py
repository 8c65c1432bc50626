"""Widgets: Button, Toggle, Slider, Choice, TextInput, and the FocusGroup that gives
keyboard navigation (Tab/Shift-Tab/arrows, Enter/Space), a visible focus ring and tooltips.

Labels are locale keys (``"menu-new-game"``), callables returning text (``lambda: name``), or
``lit("text")`` for a literal (a player's name, a language's own name). Every widget gets its
``rect`` from its scene's ``layout()``; nothing here uses fixed pixel sizes.

Typical scene::

    self.group = FocusGroup(app)
    self.play = self.group.add(Button("menu-new-game", self.on_new, style="primary"))
    ...
    def layout(self, size): self.play.rect = pygame.Rect(...)
    def handle(self, e): return self.group.handle(e)
    def update(self, dt): self.group.update(dt)
    def draw(self, s): ...; self.group.draw(s)
    def leave(self): self.group.release()      # stops IME text input if a field had it
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable, Sequence, Union

import pygame

from diamant.ui import theme
from diamant.ui.input import physical_key

log = logging.getLogger(__name__)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

LabelLike = Union[str, Callable[[], str], None]

#: Keys that press a focused widget: Enter (gamepad A arrives as Enter). Not Space: Space skips
#: an animation and never confirms anything (diamant.ui.input).
_ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
TOOLTIP_DELAY = 0.45


class _Literal(str):
    """A string shown as it is (not a locale key)."""


def lit(text: str) -> _Literal:
    return _Literal(text)


def resolve(app: "App | None", label: LabelLike, **args: Any) -> str:
    """The text of a label: a callable is called, ``lit`` text kept, a key translated."""
    if label is None:
        return ""
    if isinstance(label, _Literal):
        return str(label)
    if callable(label):
        return str(label())
    if app is None:
        return str(label)
    return app.t(label, **args)


# ============================================================================ text input state
_text_input_on = False


def text_input_active() -> bool:
    """Whether the app currently asked SDL for text input (IME) events."""
    return _text_input_on


def set_text_input(on: bool, rect: pygame.Rect | None = None) -> None:
    global _text_input_on
    try:
        if on:
            if rect is not None:
                pygame.key.set_text_input_rect(rect)
            if not _text_input_on:
                pygame.key.start_text_input()
        elif _text_input_on or on is False:
            pygame.key.stop_text_input()
    except pygame.error:
        pass
    _text_input_on = on


# ============================================================================ base
class Widget:
    focusable = True

    def __init__(self, tooltip_key: LabelLike = None, *, enabled: bool = True, app: "App | None" = None):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tooltip_key = tooltip_key
        self.enabled = enabled
        self.visible = True
        self.hovered = False
        self.focused = False
        self.pressed = False
        self._app = app
        self.group: "FocusGroup | None" = None

    @property
    def app(self) -> "App":
        app = self._app or (self.group.app if self.group else None)
        assert app is not None, "a widget reaches the app once it is in a group"
        return app

    @app.setter
    def app(self, value: "App") -> None:
        self._app = value

    @property
    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible and self.rect.width > 0

    def tooltip_text(self) -> str:
        return resolve(self.app, self.tooltip_key)

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    # mouse + own keys; return True when consumed
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            self.on_press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was:
                self.on_release(event.pos)
                if self.rect.collidepoint(event.pos):
                    self.on_click_at(event.pos)
                return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A KEYDOWN while focused; True when the widget used it."""
        if event.key in _ACTIVATE_KEYS and self.enabled:
            self.activate()
            return True
        return False

    def on_press(self, pos) -> None: ...
    def on_release(self, pos) -> None: ...

    def on_click_at(self, pos) -> None:
        self.activate()

    def activate(self) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def _click_sound(self) -> None:
        app = self.app
        audio = getattr(app, "audio", None) if app else None
        if audio is not None:
            audio.play("click")  # never raises: no device, a missing sound is silence


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

    def label_size_u(self) -> float:
        """The size the label is set in: its own, or the one its set shares (see share_size)."""
        shown = [b for b in self.peers if b.visible and b.text()]
        if self not in shown:
            return self.size_u
        app = self.app
        labels = []
        for b in shown:
            box = b._text_box(b.rect.inflate(-theme.px(app, 1.6), -theme.px(app, 0.6)))
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
        inner = self.rect.inflate(-theme.px(app, 1.6), -theme.px(app, 0.6))
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


def _row_back(surface, app, w: Widget) -> None:
    """The subtle row background of a settings-style widget (lighter on hover/focus)."""
    lit_up = (w.hovered or w.focused) and w.enabled
    colour = (*theme.PANEL_LIGHT, 200) if lit_up else (*theme.PANEL_LIGHT, 90)
    layer = pygame.Surface(w.rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=theme.px(app, 0.7))
    surface.blit(layer, w.rect)


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
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set(self.value - self.step)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.set(self.value + self.step)
            return True
        if event.key == pygame.K_HOME:
            self.set(self.lo)
            return True
        if event.key == pygame.K_END:
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

    def step(self, delta: int) -> None:
        self._go(self.index + delta)
        self._click_sound()

    def activate(self) -> None:
        self.step(1)

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key == pygame.K_RIGHT:
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
            hot = self.hovered and rect.collidepoint(pygame.mouse.get_pos()) if not app.headless else False
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


# ============================================================================ text input
# ============================================================================ clipboard
def _shortcut_mods(mod: int) -> bool:
    """Ctrl (Cmd on macOS) held without Alt: a shortcut, not text (AltGr is Ctrl+Alt on Windows)."""
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) and not mod & pygame.KMOD_ALT


_clipboard_fallback = ""  # where the system clipboard cannot be reached (no video subsystem)


def clipboard_put(text: str) -> None:
    """Put `text` on the system clipboard (SDL's, through pygame.scrap)."""
    global _clipboard_fallback
    _clipboard_fallback = text
    try:
        pygame.scrap.put_text(text)
    except pygame.error as exc:
        log.info("the system clipboard cannot be written (%s); copying inside the game only", exc)


def clipboard_get() -> str:
    """The text on the system clipboard ("" when there is none)."""
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error as exc:
        log.info("the system clipboard cannot be read (%s); pasting what was copied in the game", exc)
        return _clipboard_fallback


class TextInput(Widget):
    """A one-line text field with IME support: TEXTINPUT inserts, TEXTEDITING shows the
    composition (underlined) at the caret. Text input (IME) is on only while it has focus.

    Editing keys: Left/Right (Shift: select), Home/End (Shift: select), Backspace/Delete (the
    selection, else one character), Ctrl+A selects all, Ctrl+C / Ctrl+X copy / cut the selection
    (all the text when nothing is selected) and Ctrl+V pastes its first line over the selection,
    through the system clipboard (:func:`clipboard_put` / :func:`clipboard_get`). Cmd works as
    Ctrl on macOS. Typing replaces the selection."""

    def __init__(self, value: str = "", on_change: Callable[[str], Any] | None = None,
                 tooltip_key: LabelLike = None, *, placeholder: LabelLike = None, max_len: int = 24,
                 on_submit: Callable[[str], Any] | None = None, size_u: float = theme.FONT_BODY, **kw):
        super().__init__(tooltip_key, **kw)
        self.value = value
        self.caret = len(value)
        self.anchor: int | None = None  # the other end of the selection (None: no selection)
        self.composition = ""
        self.composition_caret = 0
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self.max_len = max_len
        self.size_u = size_u
        self._blink = 0.0

    def set(self, value: str, notify: bool = True) -> None:
        value = value[: self.max_len]
        self.caret = min(self.caret, len(value)) if value != self.value else self.caret
        if value != self.value:
            self.value = value
            self.caret = len(value)
            self.anchor = None
            if notify and self.on_change:
                self.on_change(value)

    # ---- selection
    def selection(self) -> tuple[int, int]:
        """(start, end) of the selected text; start == end when nothing is selected."""
        if self.anchor is None or self.anchor == self.caret:
            return self.caret, self.caret
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    @property
    def selected_text(self) -> str:
        a, b = self.selection()
        return self.value[a:b]

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.value)

    def _move(self, to: int, extend: bool) -> None:
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.value), to))

    def _delete_selection(self) -> bool:
        a, b = self.selection()
        self.anchor = None
        if a == b:
            return False
        self.value = self.value[:a] + self.value[b:]
        self.caret = a
        return True

    def _insert(self, text: str) -> None:
        text = "".join(ch for ch in text if ch.isprintable())
        if not text:
            return
        changed = self._delete_selection()
        room = self.max_len - len(self.value)
        text = text[:max(0, room)]
        if text:
            self.value = self.value[: self.caret] + text + self.value[self.caret:]
            self.caret += len(text)
            changed = True
        if changed and self.on_change:
            self.on_change(self.value)

    def handle(self, event) -> bool:
        if event.type == pygame.TEXTINPUT and self.focused and self.enabled:
            self.composition = ""
            if _shortcut_mods(pygame.key.get_mods()):
                return True  # Ctrl+A and friends: some systems also send the letter as text
            self._insert(event.text)
            self._blink = 0.0
            return True
        if event.type == pygame.TEXTEDITING and self.focused and self.enabled:
            self.composition = event.text
            self.composition_caret = getattr(event, "start", len(event.text))
            return True
        return super().handle(event)

    def on_click_at(self, pos) -> None:
        if self.group is not None:
            self.group.focus(self)
        # caret at the clicked character
        font = self.app.font(self.size_u)
        x = pos[0] - self._text_left()
        best, best_d = len(self.value), None
        for i in range(len(self.value) + 1):
            d = abs(font.size(self.value[:i])[0] - x)
            if best_d is None or d < best_d:
                best, best_d = i, d
        self.caret = best
        self.anchor = None

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        if self.composition:
            return True  # the IME owns the keys while composing
        k = physical_key(event)  # Ctrl+A, C, X, V where they are on any layout
        mod = getattr(event, "mod", 0)
        shift = bool(mod & pygame.KMOD_SHIFT)
        changed = False
        if _shortcut_mods(mod) and k in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            if k == pygame.K_a:
                self.select_all()
            elif k in (pygame.K_c, pygame.K_x):
                text = self.selected_text or self.value
                if text:
                    clipboard_put(text)
                if k == pygame.K_x:
                    if self.anchor is None or self.anchor == self.caret:
                        self.select_all()
                    changed = self._delete_selection()
            else:
                lines = clipboard_get().splitlines()
                if lines and lines[0]:
                    self._insert(lines[0])  # calls on_change itself
        elif k == pygame.K_BACKSPACE:
            if self._delete_selection():
                changed = True
            elif self.caret > 0:
                self.value = self.value[: self.caret - 1] + self.value[self.caret:]
                self.caret -= 1
                changed = True
        elif k == pygame.K_DELETE:
            if self._delete_selection():
                changed = True
            elif self.caret < len(self.value):
                self.value = self.value[: self.caret] + self.value[self.caret + 1:]
                changed = True
        elif k == pygame.K_LEFT:
            a, _b = self.selection()
            if a != _b and not shift:
                self._move(a, False)
            elif self.caret == 0:
                if self.anchor is not None and not shift:
                    self.anchor = None
                return False
            else:
                self._move(self.caret - 1, shift)
        elif k == pygame.K_RIGHT:
            _a, b = self.selection()
            if _a != b and not shift:
                self._move(b, False)
            elif self.caret >= len(self.value):
                if self.anchor is not None and not shift:
                    self.anchor = None
                return False
            else:
                self._move(self.caret + 1, shift)
        elif k == pygame.K_HOME:
            self._move(0, shift)
        elif k == pygame.K_END:
            self._move(len(self.value), shift)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit:
                self.on_submit(self.value)
            return False  # let the group move on
        elif k in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
            return False
        else:
            # printable keys arrive as TEXTINPUT; swallow them here so they do not navigate
            return bool(event.unicode and event.unicode.isprintable()) or _shortcut_mods(mod)
        self._blink = 0.0
        if changed and self.on_change:
            self.on_change(self.value)
        return True

    def _text_left(self) -> int:
        return self.rect.left + theme.px(self.app, 1.0)

    def update(self, dt: float) -> None:
        self._blink += dt

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        r = theme.px(app, 0.6)
        pygame.draw.rect(surface, (24, 17, 12), self.rect, border_radius=r)
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.BORDER, self.rect,
                         max(1, theme.px(app, 0.15)), border_radius=r)
        font = app.font(self.size_u)
        inner = self.rect.inflate(-theme.px(app, 2.0), 0)
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        y = self.rect.centery - font.get_height() // 2
        x = inner.left
        before, after = self.value[: self.caret], self.value[self.caret:]
        if not self.value and not self.composition and self.placeholder is not None:
            surface.blit(font.render(resolve(app, self.placeholder), theme.TEXT_DIM), (x, y))
        # keep the caret visible: scroll when the text is wider than the box
        total_w = font.size(before + self.composition)[0]
        if total_w > inner.width - 4:
            x -= total_w - (inner.width - 4)
        a, b = self.selection()
        if a != b and not self.composition:
            left = x + font.size(self.value[:a])[0]
            sel = pygame.Rect(left, y, font.size(self.value[:b])[0] + x - left, font.get_height())
            pygame.draw.rect(surface, theme.GOLD_DARK, sel)
        if before:
            s = font.render(before, theme.TEXT)
            surface.blit(s, (x, y))
            x += s.get_width()
        if self.composition:
            s = font.render(self.composition, theme.HIGHLIGHT)
            surface.blit(s, (x, y))
            pygame.draw.line(surface, theme.HIGHLIGHT, (x, y + font.get_height() - 2),
                             (x + s.get_width(), y + font.get_height() - 2), max(1, theme.px(app, 0.12)))
            caret_x = x + font.size(self.composition[: self.composition_caret])[0]
            x += s.get_width()
        else:
            caret_x = x
        if after:
            surface.blit(font.render(after, theme.TEXT), (x, y))
        if self.focused and (int(self._blink * 2) % 2 == 0):
            pygame.draw.line(surface, theme.GOLD, (caret_x, y + 2), (caret_x, y + font.get_height() - 2),
                             max(2, theme.px(app, 0.15)))
        surface.set_clip(clip)


# ============================================================================ focus group
class FocusGroup:
    """Widgets of a scene with one keyboard focus.

    Tab / Shift-Tab and Down / Up (and Right / Left when the focused widget does not use them)
    move the focus; Enter / Space activate; the mouse hovering a widget moves the focus there.
    A tooltip shows for the hovered widget after a short delay, and for the keyboard-focused one.
    """

    def __init__(self, app: "App"):
        self.app = app
        self.widgets: list[Widget] = []
        self.focused: Widget | None = None
        self._hover: Widget | None = None
        self._hover_time = 0.0
        self._keyboard = False
        self.active = True
        self.tooltip_rect: pygame.Rect | None = None
        #: text the scene keeps in sight (a description under a choice): () -> rects that a
        #: tooltip goes around, as it goes around the other controls, where there is room
        self.keep_clear: Callable[[], Sequence[pygame.Rect]] | None = None

    def add(self, widget: Widget) -> Any:
        widget.group = self
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)
            if self.focused is widget:
                self.focus(None)
            if self._hover is widget:  # its tooltip goes with it
                self._hover = None
                self._hover_time = 0.0

    def clear(self) -> None:
        self.focus(None)
        self.widgets.clear()
        self._hover = None  # no tooltip of a widget that is gone
        self._hover_time = 0.0

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.can_focus]

    def focus(self, widget: Widget | None, keyboard: bool = False) -> None:
        if self.focused is widget:
            return
        if self.focused is not None:
            self.focused.focused = False
            if isinstance(self.focused, TextInput):
                self.focused.composition = ""
        self.focused = widget
        self._keyboard = keyboard
        if widget is not None:
            widget.focused = True
        self._sync_text_input()

    def _sync_text_input(self) -> None:
        w = self.focused
        if isinstance(w, TextInput) and self.active:
            set_text_input(True, w.rect)
        elif text_input_active():
            set_text_input(False)

    def release(self) -> None:
        """The scene stops being active: no text input, no hover (call from Scene.leave)."""
        self.active = False
        if text_input_active():
            set_text_input(False)
        for w in self.widgets:
            w.hovered = w.pressed = False

    def resume(self) -> None:
        """The scene is active again (call from Scene.enter)."""
        self.active = True
        self._sync_text_input()

    def move(self, delta: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focused in items:
            i = (items.index(self.focused) + delta) % len(items)
        else:
            i = 0 if delta > 0 else len(items) - 1
        self.focus(items[i], keyboard=True)
        self._hover_time = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            w = self.focused
            if w is not None and w.can_focus and w.key(event):
                self._keyboard = True
                return True
            k = event.key
            if k == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if k in (pygame.K_DOWN, pygame.K_RIGHT):
                self.move(1)
                return True
            if k in (pygame.K_UP, pygame.K_LEFT):
                self.move(-1)
                return True
            if k in _ACTIVATE_KEYS and (w is None or not w.can_focus):
                self.move(1)
                return True
            return False
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return self.focused.handle(event) if isinstance(self.focused, TextInput) else False
        if event.type == pygame.MOUSEMOTION:
            hover = None
            for w in self.widgets:
                consumed = w.handle(event)
                if w.hovered and w.can_focus:
                    hover = w
                if consumed:
                    return True
            if hover is not self._hover:
                self._hover = hover
                self._hover_time = 0.0
            if hover is not None and not isinstance(self.focused, TextInput):
                self.focus(hover)
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for w in reversed(self.widgets):
                if w.handle(event):
                    if event.type == pygame.MOUSEBUTTONDOWN and w.can_focus:
                        self.focus(w)
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and isinstance(self.focused, TextInput):
                self.focus(None)  # clicking elsewhere ends the typing
            return False
        return False

    def update(self, dt: float) -> None:
        self._hover_time += dt
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface, tooltips: bool = True) -> None:
        for w in self.widgets:
            w.draw(surface)
        f = self.focused
        if f is not None and f.visible and f.rect.width > 0 and self.active:
            theme.focus_ring(surface, self.app, f.rect, self.app.time)
        if tooltips:
            self.draw_tooltip(surface)

    def tooltip_widget(self) -> Widget | None:
        h = self._hover
        if (h is not None and h.hovered and self._hover_time >= TOOLTIP_DELAY
                and h in self.widgets and h.visible):
            return h
        f = self.focused
        if (self._keyboard and f is not None and f.visible and f in self.widgets
                and self._hover_time >= TOOLTIP_DELAY * 1.5):
            return f
        return None  # (a widget hidden under the pointer, e.g. "skip to camp" once used: no tip)

    def tooltip_avoid(self, w: Widget) -> list[pygame.Rect]:
        """What the tooltip of ``w`` goes around: the group's other visible controls, then the
        text the scene keeps clear."""
        others = [o.rect for o in self.widgets
                  if o is not w and o.visible and o.rect.width > 0 and o.rect.height > 0]
        if self.keep_clear is not None:
            others += [pygame.Rect(r) for r in self.keep_clear() if r.width > 0 and r.height > 0]
        return others

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip of the hovered or focused widget, over none of the group's other widgets
        where there is room; ``tooltip_rect`` is where it was drawn (None: no tooltip)."""
        w = self.tooltip_widget()
        self.tooltip_rect = None
        if w is not None and w.tooltip_key:
            others = self.tooltip_avoid(w)
            self.tooltip_rect = theme.tooltip(surface, self.app, w.tooltip_text(), w.rect, others)


# ============================================================================ list box
class ListBox(Widget):
    """A scrollable list with one selected item. Up/Down/Page/Home/End move the selection,
    Enter (or a double click) activates it, the wheel scrolls. ``draw_item(surface, rect, item,
    selected)`` draws one row (``row_u`` units tall)."""

    def __init__(self, items: Sequence[Any], draw_item: Callable[[pygame.Surface, pygame.Rect, Any, bool], None],
                 on_select: Callable[[Any], Any] | None = None, on_activate: Callable[[Any], Any] | None = None,
                 tooltip_key: LabelLike = None, *, row_u: float = 5.0, **kw):
        super().__init__(tooltip_key, **kw)
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
        k = event.key
        n = self.rows_visible()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -n, pygame.K_PAGEDOWN: n,
                 pygame.K_HOME: -len(self.items), pygame.K_END: len(self.items)}
        if k in moves and self.items:
            before = self.index
            self.select(self.index + moves[k])
            # at either end, Up/Down leave the list (so keyboard focus can move on)
            return self.index != before or k not in (pygame.K_UP, pygame.K_DOWN)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
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
