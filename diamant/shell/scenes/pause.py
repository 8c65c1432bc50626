"""The pause menu (Escape during a game) and the quit confirmation."""
from __future__ import annotations

import pygame

from diamant.ui import nav, theme
from diamant.shell import games
from diamant.ui.input import Action, pressed
from diamant.ui.scene import ConfirmScene, ModalScene
from diamant.ui.widgets import Button

# the pause menu's layout, in units
PANEL_SIZE = (40.0, 46.0)  # a narrow panel, a column of buttons
ENTRY_H = 7.0      # one more button a game adds (e.g. leaving the guided first game)
TITLE_PAD = 2.0    # the title's inset at the sides (a narrow panel: the title gets the most room)
MENU_PAD = 4.0     # the column of buttons' inset at the sides
MENU_TOP = 1.0     # from the title to the buttons
MENU_BOTTOM = 2.0  # under the buttons
# a window too short for the column (a large interface size): Resume across the top, the other
# buttons two by two under it, in a wider panel
GRID_W = 72.0        # the panel's width, at most
GRID_TITLE_TOP = 0.8
GRID_TITLE_H = 4.6
GRID_MARGIN = 0.8    # the panel's least margin in the window
GRID_PAD = 2.5       # the buttons' inset at the sides
GRID_GAP = 1.0       # between two buttons, across and down
GRID_BOTTOM = 1.4    # under the buttons

#: the game a stack without a scene naming its game plays (Diamant's scenes name none)
DEFAULT_GAME = "diamant"


def quit_to_menu(app) -> None:
    """Leave the game (it is autosaved) and show the title menu."""
    games.leave_games(app)
    if not app.scenes:
        app.nav.push("title")
    # whatever is left of the game: back to a clean title
    if not (len(app.scenes) == 1 and app.nav.top_is("title")):
        games.stop_games(app)
        app.nav.reset("title")


@nav.scene("pause")
class PauseScene(ModalScene):
    """Resume, settings, the running game's rules, keys, the game's own entries, quit to the
    title menu (asks first). The game is the one on the stack (`games.running`)."""

    panel_units = PANEL_SIZE

    def __init__(self, app):
        super().__init__(app)
        self.game = games.running(app, DEFAULT_GAME)
        g = self.group
        self.buttons = [
            g.add(Button("pause-resume", self.close, style="primary")),
            g.add(Button("menu-settings", self.open_settings)),
            g.add(Button("menu-rules", self.open_rules)),
            g.add(Button("pause-keys", self.open_keys)),
            g.add(Button("pause-quit-to-menu", self.ask_quit, style="danger")),
        ]
        extra = self.game.pause_entries(app) if self.game is not None and self.game.pause_entries else []
        for key, action in extra:  # e.g. the guided first game: leave it for good
            self.buttons.insert(-1, g.add(Button(key, action)))
        self.panel_units = (PANEL_SIZE[0], PANEL_SIZE[1] + ENTRY_H * len(extra))

    def handle(self, event) -> bool:
        if pressed(event) is Action.PAUSE:  # the gamepad's Start again: back to the game
            self.close()
            return True
        return super().handle(event)

    def open_settings(self) -> None:
        # only the settings that do something in the game being played
        self.app.nav.push("settings", modal=True, game_settings=self.game.settings if self.game is not None else None)

    def rules_scene(self) -> str:
        """The rules of the game being played (Diamant's when it has no rules scene here)."""
        wanted = self.game.rules_scene if self.game is not None else "rules"
        return wanted if wanted in nav.names() else "rules"

    def rules_section(self) -> str | None:
        """The part of the rules the game under the menu is at: the section its scene names
        (`rules_section()`, as the club table's "?" opens), the nearest such scene under the
        menu; None (the top) when none names one."""
        for scene in reversed(self.app.scenes):
            where = getattr(scene, "rules_section", None) if scene is not self else None
            if callable(where):
                return where()
        return None

    def open_rules(self) -> None:
        """The running game's rules, open where the game is (the phase being played): the menu
        used to open them at the top, unlike the table's "?"."""
        scene = self.rules_scene()
        wanted = self.game.rules_scene if self.game is not None else "rules"
        # a section names a part of the game's own rules only (not of the fallback's)
        section = self.rules_section() if scene == wanted else None
        self.app.nav.push(scene, section=section)

    def open_keys(self) -> None:
        self.app.nav.push("shortcuts")

    def ask_quit(self) -> None:
        if not self.app.in_game:  # the game is over: nothing is lost, nothing to continue
            quit_to_menu(self.app)
            return
        self.app.nav.push("confirm-quit", to_menu=True)

    def column_fits(self, size) -> bool:
        """Whether the panel's column of buttons fits the window (it does at 100 %)."""
        u = self.app.u
        panel = self.panel_rect(u, size, self.panel_units)
        n = len(self.buttons)
        need = (theme.TITLE_TOP + theme.TITLE_H + MENU_TOP + MENU_BOTTOM + n * theme.BUTTON_H
                + (n - 1) * theme.GAP) * u
        return need <= panel.height + 1

    def layout(self, size) -> None:
        if self.column_fits(size):
            super().layout(size)
            return
        u = self.app.u
        w, h = size
        margin = round(GRID_MARGIN * u)
        bh, gap = round(theme.BUTTON_H * u), round(GRID_GAP * u)
        first, rest = self.buttons[0], self.buttons[1:]
        rows = 1 + (len(rest) + 1) // 2
        title_h = round(GRID_TITLE_H * u)
        fixed = round(GRID_TITLE_TOP * u) + title_h + gap + round(GRID_BOTTOM * u)
        room = h - 2 * margin - fixed
        # still too short: the buttons get less tall (as little as a game screen's compact ones)
        bh = max(min(bh, (room - (rows - 1) * gap) // rows), round(theme.SMALL_BUTTON_H * u))
        panel_h = min(h - 2 * margin, fixed + rows * bh + (rows - 1) * gap)
        self.panel = pygame.Rect(0, 0, min(w - 2 * margin, round(GRID_W * u)), panel_h)
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad = round(GRID_PAD * u)
        self.title_rect = pygame.Rect(p.left + pad, p.top + round(GRID_TITLE_TOP * u), p.width - 2 * pad, title_h)
        y = self.title_rect.bottom + gap
        first.rect = pygame.Rect(p.left + pad, y, p.width - 2 * pad, bh)
        for i in range(0, len(rest), 2):
            y += bh + gap
            pair = rest[i:i + 2]
            cells = theme.row(pygame.Rect(p.left + pad, y, p.width - 2 * pad, bh), 2, gap)
            if len(pair) == 1:  # an odd one out: in the middle
                cells = [cells[0].move((cells[1].right - cells[0].right) // 2, 0)]
            for b, r in zip(pair, cells):
                b.rect = r

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        self.title_rect = pygame.Rect(panel.left + round(TITLE_PAD * u), panel.top + round(theme.TITLE_TOP * u),
                                      panel.width - round(2 * TITLE_PAD * u), round(theme.TITLE_H * u))
        area = pygame.Rect(panel.left + round(MENU_PAD * u), self.title_rect.bottom + round(MENU_TOP * u),
                           panel.width - round(2 * MENU_PAD * u),
                           panel.bottom - self.title_rect.bottom - round((MENU_TOP + MENU_BOTTOM) * u))
        for b, r in zip(self.buttons, theme.column(area, len(self.buttons), round(theme.BUTTON_H * u),
                                                    round(theme.GAP * u))):
            b.rect = r

    def draw_panel(self, surface, panel) -> None:
        theme.heading(surface, self.app, self.app.t("pause-title"), self.title_rect)


@nav.scene("confirm-quit")
class QuitConfirmScene(ConfirmScene):
    """Leave the game? It is saved automatically and can be continued from the title menu.

    ``to_menu``: True from the pause menu (back to the title), False for the window's close
    button (quit the app)."""

    body_key = "quit-autosaved"

    def __init__(self, app, to_menu: bool = True):
        super().__init__(app)
        self.to_menu = to_menu
        self.title_key = "quit-title" if to_menu else "quit-app-title"
        g = self.group
        self.cancel_button = g.add(Button("quit-keep-playing", self.close, style="primary"))
        self.confirm_button = g.add(Button("quit-to-menu" if to_menu else "quit-app", self.confirm,
                                           style="danger"))

    def confirm(self) -> None:
        if self.to_menu:
            quit_to_menu(self.app)
        else:
            games.stop_games(self.app)
            self.app.quit()
