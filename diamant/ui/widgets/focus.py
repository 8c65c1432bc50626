"""FocusGroup: a scene's widgets with one keyboard focus (Tab, arrows, Enter), the focus ring
and tooltips."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.speech import Priority
from diamant.ui.widgets.base import TOOLTIP_DELAY, Widget, set_text_input, text_input_active
from diamant.ui.widgets.text_field import TextInput

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.widgets.scroll import RowScrollView


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
        #: what a tooltip never covers, however crowded the page (its title): () -> rects
        self.keep_free: Callable[[], Sequence[pygame.Rect]] | None = None
        #: the view its rows scroll in, when the page is taller than its room (RowScrollView sets
        #: it): a widget scrolled out of view stays in the focus order, and focusing it scrolls
        self.scroller: "RowScrollView | None" = None

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
        return [w for w in self.widgets if w.can_focus or self._scrolled_away(w)]

    def _scrolled_away(self, w: Widget) -> bool:
        """A control scrolled out of view: focusable all the same (focusing it scrolls)."""
        return (self.scroller is not None and self.scroller.hides(w) and w.focusable and w.enabled
                and w.rect.width > 0)

    def focus(self, widget: Widget | None, keyboard: bool = False) -> None:
        if widget is not None and self.scroller is not None:
            self.scroller.reveal(widget)  # the focus is always seen
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
            self.announce(widget)
        self._sync_text_input()

    def announce(self, widget: Widget | None = None) -> None:
        """Say the focused control (or ``widget``): its name, state and hint (diamant.ui.speech)."""
        widget = widget if widget is not None else self.focused
        speech = getattr(self.app, "speech", None)
        if widget is None or speech is None or not speech.active or not self.active:
            return
        speech.say(widget.describe(), Priority.FOCUS)

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

    def _say_state(self, w: Widget) -> None:
        speech = getattr(self.app, "speech", None)
        state = w.spoken_state()
        if speech is not None and speech.active and state and self.active:
            speech.say(state, Priority.FOCUS)

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
        if self.scroller is not None and self.scroller.handle(event):
            return True
        action = pressed(event)
        if action is not None or event.type == pygame.KEYDOWN:  # a text field also reads keys without one
            w = self.focused
            if w is not None and self.scroller is not None and self.scroller.hides(w):
                self.scroller.reveal(w)  # scrolled away by the wheel: a key brings it back first
            if w is not None and w.can_focus:
                speech = getattr(self.app, "speech", None)
                before = w.spoken_state() if speech is not None and speech.active else None
                if w.key(event):
                    self._keyboard = True
                    if before is not None and self.focused is w and w.spoken_state() != before:
                        self._say_state(w)  # a value changed under the focus: say the new one
                    return True
            if action is Action.REPEAT and w is not None:
                self.announce(w)  # the player asks what has the focus
                return True
            if action in (Action.NEXT, Action.DOWN, Action.RIGHT):
                self.move(1)
                return True
            if action in (Action.PREVIOUS, Action.UP, Action.LEFT):
                self.move(-1)
                return True
            if action is Action.CONFIRM and (w is None or not w.can_focus):
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
        if self.scroller is not None:
            self.scroller.draw(surface)
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
        """What the tooltip of ``w`` goes around: the group's other visible controls (not the
        places of a picture: ``Widget.place``), then the text the scene keeps clear."""
        others = [o.rect for o in self.widgets
                  if o is not w and not o.place and o.visible and o.rect.width > 0 and o.rect.height > 0]
        if self.keep_clear is not None:
            others += [pygame.Rect(r) for r in self.keep_clear() if r.width > 0 and r.height > 0]
        return others

    def tooltip_keep(self) -> list[pygame.Rect]:
        """What no tooltip of the group covers: the rects the scene keeps free (its title)."""
        if self.keep_free is None:
            return []
        return [pygame.Rect(r) for r in self.keep_free() if r.width > 0 and r.height > 0]

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip of the hovered or focused widget, over none of the group's other widgets
        where there is room; ``tooltip_rect`` is where it was drawn (None: no tooltip)."""
        w = self.tooltip_widget()
        self.tooltip_rect = None
        if w is not None and w.tooltip_key:
            others = self.tooltip_avoid(w)
            self.tooltip_rect = theme.tooltip(surface, self.app, w.tooltip_text(), w.rect, others,
                                              self.tooltip_keep())
