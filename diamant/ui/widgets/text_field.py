"""A one-line text field (TextInput) with IME composition, and the clipboard it copies to."""
from __future__ import annotations

import logging
from typing import Any, Callable

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed, shift_held, shortcut_held
from diamant.ui.widgets.base import LabelLike, Widget, resolve

log = logging.getLogger(__name__)


# ============================================================================ text input
# ============================================================================ clipboard
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

    def spoken_label(self) -> str:
        return resolve(self.app, self.placeholder) if self.placeholder else ""

    def spoken_state(self) -> str:
        return self.value or self.app.t("a11y-empty-field")

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
            if shortcut_held():
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
        unicode = getattr(event, "unicode", "")
        if event.type == pygame.KEYDOWN and unicode and unicode.isprintable() and not shortcut_held(event):
            # printable keys arrive as TEXTINPUT; swallow them here so they do not navigate,
            # whatever the action of their key (Space's skip, a screen's letter shortcut)
            return True
        action = pressed(event)  # Ctrl+A, C, X, V by their place on any layout (the input layer)
        shift = shift_held(event)
        changed = False
        if action in (Action.SELECT_ALL, Action.COPY, Action.CUT, Action.PASTE):
            if action is Action.SELECT_ALL:
                self.select_all()
            elif action in (Action.COPY, Action.CUT):
                text = self.selected_text or self.value
                if text:
                    clipboard_put(text)
                if action is Action.CUT:
                    if self.anchor is None or self.anchor == self.caret:
                        self.select_all()
                    changed = self._delete_selection()
            else:
                lines = clipboard_get().splitlines()
                if lines and lines[0]:
                    self._insert(lines[0])  # calls on_change itself
        elif action is Action.ERASE:
            if self._delete_selection():
                changed = True
            elif self.caret > 0:
                self.value = self.value[: self.caret - 1] + self.value[self.caret:]
                self.caret -= 1
                changed = True
        elif action is Action.DELETE:
            if self._delete_selection():
                changed = True
            elif self.caret < len(self.value):
                self.value = self.value[: self.caret] + self.value[self.caret + 1:]
                changed = True
        elif action is Action.LEFT:
            a, _b = self.selection()
            if a != _b and not shift:
                self._move(a, False)
            elif self.caret == 0:
                if self.anchor is not None and not shift:
                    self.anchor = None
                return False
            else:
                self._move(self.caret - 1, shift)
        elif action is Action.RIGHT:
            _a, b = self.selection()
            if _a != b and not shift:
                self._move(b, False)
            elif self.caret >= len(self.value):
                if self.anchor is not None and not shift:
                    self.anchor = None
                return False
            else:
                self._move(self.caret + 1, shift)
        elif action is Action.FIRST:
            self._move(0, shift)
        elif action is Action.LAST:
            self._move(len(self.value), shift)
        elif action is Action.CONFIRM:
            if self.on_submit:
                self.on_submit(self.value)
            return False  # let the group move on
        elif action in (Action.NEXT, Action.PREVIOUS, Action.BACK, Action.UP, Action.DOWN) \
                or event.type != pygame.KEYDOWN:
            return False  # navigation, and a gamepad's buttons, are the group's and the scene's
        else:
            return shortcut_held(event)  # Ctrl+something else: a shortcut the field ignores
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
            shown = resolve(app, self.placeholder)
            theme.blit_text(surface, font.render(shown, theme.TEXT_DIM), (x, y), shown)
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
            theme.blit_text(surface, s, (x, y), before)
            x += s.get_width()
        if self.composition:
            s = font.render(self.composition, theme.HIGHLIGHT)
            theme.blit_text(surface, s, (x, y), self.composition)
            pygame.draw.line(surface, theme.HIGHLIGHT, (x, y + font.get_height() - 2),
                             (x + s.get_width(), y + font.get_height() - 2), max(1, theme.px(app, 0.12)))
            caret_x = x + font.size(self.composition[: self.composition_caret])[0]
            x += s.get_width()
        else:
            caret_x = x
        if after:
            theme.blit_text(surface, font.render(after, theme.TEXT), (x, y), after)
        if self.focused and (int(self._blink * 2) % 2 == 0):
            pygame.draw.line(surface, theme.GOLD, (caret_x, y + 2), (caret_x, y + font.get_height() - 2),
                             max(2, theme.px(app, 0.15)))
        surface.set_clip(clip)
