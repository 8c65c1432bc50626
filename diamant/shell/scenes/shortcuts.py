"""The shortcuts overlay: every key and gamepad button, over whatever screen is shown (F1 or ?
anywhere, and "Keys" in the pause menu). The rows come from diamant.ui.input; the game being
played (the registry's `GameEntry.keys`) adds its own keys and words some rows its own way."""
from __future__ import annotations

import re
from typing import Sequence

import pygame

from diamant.shell import games
from diamant.ui import nav, remap, theme
from diamant.ui.input import REMAPPABLE, Action, keys_of, pressed
from diamant.ui.scene import ModalScene
from diamant.ui.widgets import Button, ScrollRow, RowScrollView

#: (the keys, what they do): "{action}" is a remappable action's key as the player set it (Settings
#: -> Controls), printed as on the keyboard; "{space}" the space bar's local name.
ROWS: list[tuple[str, str]] = [
    ("{confirm}", "keys-confirm"),
    ("{back}", "keys-back"),
    ("{skip}", "keys-skip"),
    ("{left} {right} {up} {down}", "keys-focus"),
    ("Tab / Shift+Tab", "keys-tab"),
    ("{scroll-up} / {scroll-down}", "keys-scroll"),
    ("{fullscreen}", "keys-fullscreen"),
    ("{help} / ?", "keys-help"),
]
#: a game's own keys come after the keys every screen has (Enter, Esc, Space)
GAME_ROWS_AT = 3


def key_names(keys: str, space: str) -> str:
    """A row's keys as printed: "{space}" is the space bar's local name, and "{action}" (a
    remappable action's name, a game's own among them) the action's key as the player set it."""
    def name(m: re.Match) -> str:
        if m.group(1) == "space":
            return space
        tokens = keys_of(m.group(1)) if m.group(1) in REMAPPABLE else ()  # a name: a screen's key too
        return remap.label(tokens[0], "keys", space) if tokens else "—"
    return re.sub(r"\{([a-z-]+)\}", name, keys)


def rows_for(game_keys: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The overlay's rows with a game's (`GameEntry.keys`): a row on keys the shell lists too
    rewords it in place; the others are inserted at GAME_ROWS_AT, in the game's order."""
    words = dict(game_keys)
    rows = [(keys, words.get(keys, what)) for keys, what in ROWS]
    shell = {keys for keys, _ in ROWS}
    own = [row for row in game_keys if row[0] not in shell]
    return rows[:GAME_ROWS_AT] + own + rows[GAME_ROWS_AT:]

# the keys dialog's layout, in units
PANEL_SIZE = (90.0, 52.0)  # the keys and what they do, a row each
ROWS_GAP = 1.0      # above and below the rows of keys
PAD_NOTE_H = 4.5    # the gamepad's note under the rows
PAD_NOTE_GAP = 1.0  # from that note to the Close button
# fewer units than the panel needs (a large interface size): Close in the title's line, the rows
# in a view that scrolls, each row's words wrapped beside its keys, the gamepad's note last
FULL_UNITS = (99.9, 56.2)  # the window, in units, at least, for the whole list (100 % anywhere)
COMPACT_MARGIN = 0.6
COMPACT_PAD = 2.0
COMPACT_TOP = 0.6
COMPACT_LINE_H = 4.6       # the title's line
COMPACT_GAP = 0.8          # under it, and under the rows
COMPACT_BUTTON_W = 20.0    # Close, at most
COMPACT_KEYS_SHARE = 0.4   # the keys' column, at most, of the rows' width
COMPACT_ROW_GAP = 0.7      # between two rows
COMPACT_ROWS_W = 80.0      # the rows' width, at most
COMPACT_WORDS_MIN = 30.0   # the words beside the keys keep this much room, or go under them
COMPACT_INDENT = 1.5       # the words under their keys: this far in


@nav.scene("shortcuts")
class ShortcutsScene(ModalScene):
    panel_units = PANEL_SIZE

    def __init__(self, app):
        super().__init__(app)
        self.close_button = self.group.add(Button("keys-close", self.close, style="primary"))
        self.title_rect = self.rows_rect = self.pad_rect = pygame.Rect(0, 0, 0, 0)
        game = games.running(app)  # the game on the stack under the overlay, if any
        self.rows = rows_for(game.keys if game is not None else ())
        self.scroll = RowScrollView(self.group)
        self.compact = False
        #: the compact list: (the keys, their rect, the words, their rect, the row), at the top scroll
        self.lines: list[tuple[str, pygame.Rect, str, pygame.Rect, pygame.Rect]] = []

    def layout(self, size) -> None:
        across, down = self.app.units(size)
        self.compact = across < FULL_UNITS[0] or down < FULL_UNITS[1]
        if not self.compact:
            self.scroll.clear()
            self.lines = []
            super().layout(size)
            return
        app = self.app
        u = app.u
        margin = round(COMPACT_MARGIN * u)
        self.panel = p = pygame.Rect(0, 0, min(size[0] - 2 * margin, round(PANEL_SIZE[0] * u)),
                                     min(size[1] - 2 * margin, round(PANEL_SIZE[1] * u)))
        p.center = (size[0] // 2, size[1] // 2)
        pad, gap = round(COMPACT_PAD * u), round(COMPACT_GAP * u)
        inner = p.inflate(-2 * pad, 0)
        top, line_h = p.top + round(COMPACT_TOP * u), round(COMPACT_LINE_H * u)
        bw = min(round(COMPACT_BUTTON_W * u), inner.width * 2 // 5)
        self.close_button.rect = pygame.Rect(inner.right - bw, top, bw, line_h)
        side = inner.right - self.close_button.rect.left + gap
        self.title_rect = pygame.Rect(inner.left + side, top, inner.width - 2 * side, line_h)
        if self.title_rect.width < bw:  # no room in the middle: the title at the left
            self.title_rect = pygame.Rect(inner.left, top, inner.width - side, line_h)
        body = pygame.Rect(inner.left, self.title_rect.bottom + gap, inner.width,
                           p.bottom - gap - self.title_rect.bottom - gap)
        view, bar = RowScrollView.split(app, body)
        width = min(view.width, round(COMPACT_ROWS_W * u))
        left = view.centerx - width // 2
        space = app.t("keys-space-name")
        keys_font = app.font(theme.FONT_BODY, True)
        labels = [key_names(keys, space) for keys, _ in self.rows]
        keys_w = min(round(width * COMPACT_KEYS_SHARE), max(keys_font.size(k)[0] for k in labels) + 1)
        words_x = left + keys_w + round(u)
        words_w = left + width - words_x
        stacked = words_w < COMPACT_WORDS_MIN * u  # narrow: each row's words under its keys
        if stacked:
            keys_w, words_x = width, left + round(COMPACT_INDENT * u)
            words_w = left + width - words_x
        keys_h = keys_font.get_height()
        y, row_gap = view.top, round(COMPACT_ROW_GAP * u)
        self.lines, rows = [], []
        for label, (_keys, what) in zip(labels, self.rows):
            text = app.t(what)
            font, lines = theme.wrap_fit(app, text, (words_w, 100 * line_h), theme.FONT_BODY)
            words_h = font.get_linesize() * (len(lines) - 1) + font.get_height()
            words_y = y + keys_h if stacked else y
            row = pygame.Rect(left, y, width, max(keys_h, words_y + words_h - y))
            self.lines.append((label, pygame.Rect(left, y, keys_w, keys_h), text,
                               pygame.Rect(words_x, words_y, words_w, words_h), row))
            rows.append(ScrollRow(row))
            y = row.bottom + row_gap
        note = app.t("keys-pad", **remap.key_words(app))
        font, lines = theme.wrap_fit(app, note, (width, 100 * line_h), theme.FONT_SMALL)
        self.pad_rect = pygame.Rect(left, y, width, font.get_linesize() * (len(lines) - 1) + font.get_height())
        rows.append(ScrollRow(self.pad_rect))
        self.scroll.arrange(view, rows, bar)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad = self.title_and_button(panel, self.close_button)
        self.pad_rect = pygame.Rect(panel.left + pad,
                                    self.close_button.rect.top - round((PAD_NOTE_H + PAD_NOTE_GAP) * u),
                                    panel.width - 2 * pad, round(PAD_NOTE_H * u))
        self.rows_rect = pygame.Rect(panel.left + pad, self.title_rect.bottom + round(ROWS_GAP * u),
                                     panel.width - 2 * pad,
                                     self.pad_rect.top - self.title_rect.bottom - round(2 * ROWS_GAP * u))

    def handle(self, event) -> bool:
        action = pressed(event)
        if action is Action.HELP:
            self.close()
            return True
        if self.scroll.needed and action in (Action.UP, Action.DOWN):  # the list, a row at a time
            self.scroll.scroll(1 if action is Action.DOWN else -1)
            return True
        return super().handle(event)

    def frame_interval(self) -> float | None:
        return None

    def draw_panel(self, surface, panel) -> None:
        app = self.app
        u = app.u
        theme.heading(surface, app, app.t("keys-title"), self.title_rect)
        if self.compact:
            for label, keys_rect, text, words_rect, row in self.lines:
                shown = self.scroll.place(row)
                if shown is None:
                    continue  # scrolled out of view
                dy = shown.top - row.top
                theme.draw_text(surface, app, label, keys_rect.move(0, dy), theme.FONT_BODY, theme.GOLD, bold=True,
                                align="left" if keys_rect.width == row.width else "right")
                theme.draw_text(surface, app, text, words_rect.move(0, dy), theme.FONT_BODY, theme.TEXT,
                                align="left", valign="top", wrap=True)
            note = self.scroll.place(self.pad_rect)
            if note is not None:
                theme.draw_text(surface, app, app.t("keys-pad", **remap.key_words(app)), note, theme.FONT_SMALL,
                                theme.TEXT_DIM, align="left", valign="top", wrap=True)
            return
        r = self.rows_rect
        row_h = r.height // len(self.rows)
        keys_w = round(r.width * 0.28)
        for i, (keys, what) in enumerate(self.rows):
            row = pygame.Rect(r.left, r.top + i * row_h, r.width, row_h)
            label = key_names(keys, app.t("keys-space-name"))
            theme.draw_text(surface, app, label, pygame.Rect(row.left, row.top, keys_w - round(u), row_h),
                            theme.FONT_BODY, theme.GOLD, bold=True, align="right")
            theme.draw_text(surface, app, app.t(what), pygame.Rect(row.left + keys_w + round(u), row.top,
                            row.width - keys_w - round(u), row_h), theme.FONT_BODY, theme.TEXT, align="left")
        theme.draw_text(surface, app, app.t("keys-pad", **remap.key_words(app)), self.pad_rect, theme.FONT_SMALL, theme.TEXT_DIM,
                        wrap=True)
