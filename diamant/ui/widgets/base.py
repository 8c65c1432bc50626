"""What every widget shares: the Widget base class, labels (locale keys, callables, ``lit``), the
keys that press a widget, and the window's text input (IME) switch."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Union

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.widgets.focus import FocusGroup


LabelLike = Union[str, Callable[[], str], None]

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
    #: True for a place of a picture (a game table's spot with a tooltip), not a control: other
    #: tooltips may lie over it (a table made of such places leaves them no room otherwise)
    place = False

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

    # -- what a screen reader says of it (diamant.ui.speech): its name, its state, its hint
    def spoken_label(self) -> str:
        """The control's name as said aloud ("" for a place known by its hint alone)."""
        return ""

    def spoken_state(self) -> str:
        """Its value or state as said aloud ("On", "80 %", the option chosen); "" for none."""
        return ""

    def describe(self) -> str:
        """What the focus on it says: the name, the state, "unavailable", the hint."""
        app = self.app
        parts = [self.spoken_label(), self.spoken_state()]
        if not self.enabled:
            parts.append(app.t("a11y-unavailable"))
        hint = self.tooltip_text() if self.tooltip_key else ""
        if hint and hint not in parts:
            parts += hint.splitlines()  # a tooltip's lines are sentences said one after another
        return ". ".join(p.strip().rstrip(".") for p in parts if p and p.strip())

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
        """A key or button pressed while focused (KEYDOWN or ACTIONDOWN: see
        diamant.ui.input.pressed); True when the widget used it. CONFIRM (Enter, gamepad A)
        presses it; not SKIP: Space skips an animation and never confirms anything."""
        if pressed(event) is Action.CONFIRM and self.enabled:
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


def _row_back(surface, app, w: Widget) -> None:
    """The subtle row background of a settings-style widget (lighter on hover/focus)."""
    if w.rect.width <= 0 or w.rect.height <= 0:
        return  # laid out with no room (a tiny window at a large interface): nothing to show
    lit_up = (w.hovered or w.focused) and w.enabled
    colour = (*theme.PANEL_LIGHT, 200) if lit_up else (*theme.PANEL_LIGHT, 90)
    layer = pygame.Surface(w.rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=theme.px(app, 0.7))
    surface.blit(layer, w.rect)
