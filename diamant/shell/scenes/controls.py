"""Settings -> Controls: the key and the gamepad button of every action the player may remap (the
framework's and the games' own, as they registered them: diamant.ui.input.register_action), a
group at a time: the keys of every screen, then each screen's own (a game table's summaries, the
replay viewers' keys, the rules pages' ...), picked with the choice above the rows.

Pressing a row's key (or button) cell waits for the next key (or button): it is given to that
action, unless another action has it (refused, and the message says which); Esc (or the pad's
Back action) cancels the wait. A screen's own key may be another screen's, never a key of every
screen's. "Reset" brings every default back. Changes are saved at once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from diamant.ui import input as inp
from diamant.ui import nav, remap, theme
from diamant.ui.input import Action, is_press, pressed
from diamant.ui.scene import ModalScene
from diamant.ui.speech import Priority
from diamant.ui.widgets import Button, Choice, ScrollRow, RowScrollView

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the controls panel's layout, in units
PANEL_SIZE = (100.0, 54.0)
COLUMN_GAP = 3.0    # between the two columns of actions
ROW_GAP = 0.5       # between two rows
ROW_H = 4.2         # a row, at most
NAME_SHARE = 0.46   # of a column: the action's name; the rest: its key and its pad button
CELL_GAP = 0.6      # between the name and the cells, and between the cells
MESSAGE_H = 3.2     # the line above the buttons: what to press, or why a key was refused
FONT_NAME = 1.7     # an action's name
GROUP_H = 4.2       # the choice of the group shown (every screen's keys, a screen's own)
GROUP_SHARE = 0.6   # of the panel's inside: that choice's width
GROUP_GAP = 1.0     # under it
#: the most rows a column holds (the largest group, every screen's keys, fills two of them)
COLUMN_ROWS = 7
# fewer units than the two columns need (a large interface size): the actions in one column that
# scrolls; Close in the title's line, Reset and the message in the bottom line
FULL_UNITS = (99.9, 56.2)  # the window, in units, at least, for the two columns (100 % anywhere)
COMPACT_MARGIN = 0.4       # the panel's margin in the window
COMPACT_PAD = 2.0          # its padding at the sides
COMPACT_TOP = 0.6          # from its top to the title's line
COMPACT_LINE_H = 4.2       # the title's line, the group's choice, the bottom line
COMPACT_GAP = 0.6          # between those lines and the rows
COMPACT_BOTTOM = 0.8       # under the bottom line
COMPACT_ROW_H = 3.4        # an action's row (three in view at 200 % in a 16:9 window)
COMPACT_ROW_GAP = 0.4
COMPACT_BUTTON_W = 20.0    # Close and Reset, at most
COMPACT_ROWS_W = 72.0      # the rows' width, at most


@nav.scene("controls")
class ControlsScene(ModalScene):
    panel_units = PANEL_SIZE

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.opaque = False
        groups = inp.screens()
        # opened over a screen with keys of its own (a game's table, a replay, via the pause
        # menu's settings): that screen's group first, the keys the player is likely after
        below = next((s.key_screen for s in reversed(app.scenes) if s.key_screen is not None), None)
        first = below if below in groups else groups[0]
        self.group_choice = self.group.add(Choice("controls-screen", [(g, g) for g in groups], first,
                                                  self._show_group, "controls-screen-tip", size_u=FONT_NAME))
        self.rows: list[tuple[inp.Remappable, Button, Button]] = []
        for r in inp.REMAPPABLE.values():
            key = self.group.add(Button(self._cell(r, "keys"), self._capture(r, "keys"),
                                        self._tip(r, "controls-key-tip"), size_u=FONT_NAME))
            pad = self.group.add(Button(self._cell(r, "pad"), self._capture(r, "pad"),
                                        self._tip(r, "controls-pad-tip"), size_u=FONT_NAME))
            self.rows.append((r, key, pad))
        self.reset_button = self.group.add(Button("controls-reset", self.reset, "controls-reset-tip"))
        self.close_button = self.group.add(Button("controls-close", self.close, style="primary"))
        #: (the action, "keys" or "pad") waiting for a press, or None
        self.waiting: tuple[inp.Remappable, str] | None = None
        self.message = ""
        self.title_rect = self.message_rect = pygame.Rect(0, 0, 0, 0)
        self.name_rects: list[pygame.Rect] = []
        #: the rows' view when they do not fit the window (a large interface size)
        self.scroll = RowScrollView(self.group)
        self.compact = False
        self._show_group(first)

    @staticmethod
    def group_of(r: inp.Remappable) -> str:
        """The group of Controls a row is in (its locale key)."""
        return r.screen or inp.SCREEN_EVERY

    def shown_rows(self) -> list[tuple[inp.Remappable, Button, Button]]:
        """The rows of the group shown."""
        return [row for row in self.rows if self.group_of(row[0]) == self.group_choice.value]

    def show_group(self, screen: str) -> None:
        """Show the rows of a group (its locale key: ``inp.SCREEN_EVERY`` or a screen's)."""
        self.group_choice.set(screen)

    def _show_group(self, screen: str) -> None:
        self.waiting = None
        self.message = ""  # what was said of another group's key
        self.scroll.clear()  # the rows it hid are the old group's: shown or not as the group says
        for r, key, pad in self.rows:
            key.visible = pad.visible = self.group_of(r) == screen
        if self.panel.width:  # laid out already: the group's rows take their places
            self.layout_panel(self.panel)

    # ------------------------------------------------------------------ words
    def _cell(self, r: inp.Remappable, device: str):
        def text() -> str:
            if self.waiting is not None and self.waiting[0] is r and self.waiting[1] == device:
                return "…"  # waiting for the press
            tokens = remap.bound(r.key, device)
            if "return" in tokens:
                tokens = tuple(t for t in tokens if t != "enter")  # the keypad's Enter is its twin
            space = self.app.t("keys-space-name")
            return " / ".join(remap.label(t, device, space) for t in tokens) or "—"
        return text

    def _tip(self, r: inp.Remappable, key: str):
        return lambda: self.app.t(key, action=self.app.t(r.label), **remap.key_words(self.app))

    def spoken_intro(self) -> str:
        return self.app.t("controls-title")

    def _tell(self, text: str) -> None:
        self.message = text
        self.app.speech.say(text, Priority.ASKED)

    # ------------------------------------------------------------------ changes
    def _controls(self) -> dict[str, Any]:
        s = self.app.settings
        if not isinstance(getattr(s, "controls", None), dict):
            s.controls = {}
        return s.controls

    def _capture(self, r: inp.Remappable, device: str):
        def start() -> None:
            self.waiting = (r, device)
            self._tell(self.app.t("controls-press-key" if device == "keys" else "controls-press-pad",
                                  action=self.app.t(r.label)))
        return start

    def _give(self, token: str) -> None:
        assert self.waiting is not None
        r, device = self.waiting
        self.waiting = None
        refused = remap.assign(self._controls(), r.key, device, token)
        name = remap.label(token, device, self.app.t("keys-space-name"))
        if refused is None:
            self._tell(self.app.t("controls-given", button=name, action=self.app.t(r.label)))
            self._save()
        elif refused.taken_by is not None:
            holder = self.app.t(refused.taken_by)
            if refused.screen is not None:  # a screen's own key: which screen's
                holder = self.app.t("controls-action-on", action=holder, screen=self.app.t(refused.screen))
            self._tell(self.app.t(refused.key, button=name, action=holder))
        else:
            self._tell(self.app.t(refused.key, button=name))

    def reset(self) -> None:
        self.waiting = None
        remap.reset(self._controls())
        self._tell(self.app.t("controls-reset-done"))
        self._save()

    def _save(self) -> None:
        self.app.apply_settings()
        self.app.save_settings()

    # ------------------------------------------------------------------ scene
    def handle(self, event) -> bool:
        if self.waiting is not None and is_press(event):
            device, token = getattr(event, "binding", None) or ("", "")
            if (device, token) == ("key", "escape") or (device != "key" and pressed(event) is Action.BACK
                                                         and self.waiting[1] == "keys"):
                self.waiting = None
                self._tell(self.app.t("controls-cancelled"))
            elif device == ("key" if self.waiting[1] == "keys" else "pad") and token:
                self._give(token)
            return True
        if self.waiting is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.waiting = None  # a click elsewhere: no key is waited for any more
            self.message = ""
        return super().handle(event)

    def layout(self, size) -> None:
        across, down = self.app.units(size)
        self.compact = across < FULL_UNITS[0] or down < FULL_UNITS[1]
        if not self.compact:
            self.scroll.clear()
            super().layout(size)
            return
        u = self.app.u
        margin = round(COMPACT_MARGIN * u)
        self.panel = pygame.Rect(0, 0, min(size[0] - 2 * margin, round(PANEL_SIZE[0] * u)),
                                 min(size[1] - 2 * margin, round(PANEL_SIZE[1] * u)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.layout_panel(self.panel)

    def layout_compact(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad, gap = round(COMPACT_PAD * u), round(COMPACT_GAP * u)
        line_h = round(COMPACT_LINE_H * u)
        inner = panel.inflate(-2 * pad, 0)
        bw = min(round(COMPACT_BUTTON_W * u), inner.width * 2 // 5)
        top = panel.top + round(COMPACT_TOP * u)
        self.close_button.rect = pygame.Rect(inner.right - bw, top, bw, line_h)
        side = inner.right - self.close_button.rect.left + gap
        self.title_rect = pygame.Rect(inner.left + side, top, inner.width - 2 * side, line_h)
        if self.title_rect.width < bw:  # no room in the middle: the title at the left
            self.title_rect = pygame.Rect(inner.left, top, inner.width - side, line_h)
        self.group_choice.rect = pygame.Rect(inner.left, self.title_rect.bottom + gap, inner.width, line_h)
        bottom = panel.bottom - round(COMPACT_BOTTOM * u) - line_h
        self.reset_button.rect = pygame.Rect(inner.left, bottom, bw, line_h)
        self.message_rect = pygame.Rect(self.reset_button.rect.right + gap, bottom,
                                        inner.right - self.reset_button.rect.right - gap, line_h)
        body = pygame.Rect(inner.left, self.group_choice.rect.bottom + gap, inner.width,
                           bottom - gap - self.group_choice.rect.bottom - gap)
        view, bar = RowScrollView.split(self.app, body)
        cw = min(view.width, round(COMPACT_ROWS_W * u))
        left = view.centerx - cw // 2
        rh, row_gap, cell_gap = round(COMPACT_ROW_H * u), round(COMPACT_ROW_GAP * u), round(CELL_GAP * u)
        name_w = round(cw * NAME_SHARE)
        cell_w = (cw - name_w - 2 * cell_gap) // 2
        for _r, key, pad_button in self.rows:
            key.rect = pad_button.rect = pygame.Rect(0, 0, 0, 0)  # another group's: no place
        self.name_rects, rows = [], []
        for i, (_r, key, pad_button) in enumerate(self.shown_rows()):
            row = pygame.Rect(left, view.top + i * (rh + row_gap), cw, rh)
            self.name_rects.append(pygame.Rect(row.left, row.top, name_w, rh))
            key.rect = pygame.Rect(row.left + name_w + cell_gap, row.top, cell_w, rh)
            pad_button.rect = pygame.Rect(key.rect.right + cell_gap, row.top, cell_w, rh)
            rows.append(ScrollRow(row, (key, pad_button)))
        self.scroll.arrange(view, rows, bar)

    def layout_panel(self, panel: pygame.Rect) -> None:
        if self.compact:
            self.layout_compact(panel)
            return
        u = self.app.u
        pad = self.title_and_button(panel, self.close_button)
        bw = self.close_button.rect.width
        gap = round(theme.BUTTON_GAP * u)
        self.reset_button.rect = self.close_button.rect.copy()
        self.close_button.rect.left = panel.centerx + gap // 2
        self.reset_button.rect.right = panel.centerx - gap // 2
        self.reset_button.rect.width = self.close_button.rect.width = bw
        self.message_rect = pygame.Rect(panel.left + pad, self.close_button.rect.top - round((MESSAGE_H + ROW_GAP) * u),
                                        panel.width - 2 * pad, round(MESSAGE_H * u))
        self.group_choice.rect = pygame.Rect(0, self.title_rect.bottom, round((panel.width - 2 * pad) * GROUP_SHARE),
                                             round(GROUP_H * u))
        self.group_choice.rect.centerx = panel.centerx
        top = self.group_choice.rect.bottom + round(GROUP_GAP * u)
        body = pygame.Rect(panel.left + pad, top, panel.width - 2 * pad,
                           self.message_rect.top - top - round(ROW_GAP * u))
        columns = theme.row(body, 2, round(COLUMN_GAP * u))
        shown = self.shown_rows()
        per = max(COLUMN_ROWS, (len(shown) + 1) // 2)
        gap_px = round(ROW_GAP * u)
        rh = min(round(ROW_H * u), (body.height - gap_px * (per - 1)) // max(1, per))
        cell_gap = round(CELL_GAP * u)
        self.name_rects = []
        for r, key, pad_button in self.rows:
            key.rect = pad_button.rect = pygame.Rect(0, 0, 0, 0)  # another group's: no place
        for i, (_r, key, pad_button) in enumerate(shown):
            col = columns[i // per]
            y = col.top + (i % per) * (rh + gap_px)
            name_w = round(col.width * NAME_SHARE)
            cell_w = (col.width - name_w - 2 * cell_gap) // 2
            self.name_rects.append(pygame.Rect(col.left, y, name_w, rh))
            key.rect = pygame.Rect(col.left + name_w + cell_gap, y, cell_w, rh)
            pad_button.rect = pygame.Rect(key.rect.right + cell_gap, y, cell_w, rh)

    def draw_panel(self, surface, panel) -> None:
        app = self.app
        theme.heading(surface, app, app.t("controls-title"), self.title_rect)
        for (r, key, pad_button), rect in zip(self.shown_rows(), self.name_rects):
            if self.compact:
                placed = self.scroll.place(rect)
                if placed is None:
                    continue  # scrolled out of view
                rect = placed
            waiting = self.waiting is not None and self.waiting[0] is r
            theme.draw_text(surface, app, app.t(r.label), rect, FONT_NAME, theme.GOLD if waiting else theme.TEXT,
                            bold=waiting, align="left")
        if self.message:
            theme.draw_text(surface, app, self.message, self.message_rect, theme.FONT_SMALL, theme.TEXT,
                            align="left" if self.compact else "center", wrap=self.compact)

