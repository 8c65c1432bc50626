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
from diamant.ui.widgets import Button

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


@nav.scene("shortcuts")
class ShortcutsScene(ModalScene):
    panel_units = PANEL_SIZE

    def __init__(self, app):
        super().__init__(app)
        self.close_button = self.group.add(Button("keys-close", self.close, style="primary"))
        self.title_rect = self.rows_rect = self.pad_rect = pygame.Rect(0, 0, 0, 0)
        game = games.running(app)  # the game on the stack under the overlay, if any
        self.rows = rows_for(game.keys if game is not None else ())

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
        if pressed(event) is Action.HELP:
            self.close()
            return True
        return super().handle(event)

    def frame_interval(self) -> float | None:
        return None

    def draw_panel(self, surface, panel) -> None:
        app = self.app
        u = app.u
        theme.heading(surface, app, app.t("keys-title"), self.title_rect)
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
