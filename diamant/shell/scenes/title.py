"""The title menu: New game, Continue (when a game is saved), Rules, Settings, History, Quit; and,
when the app has more than one game (the shell's registry, diamant.shell.games), the game picker:
the menu's New game, Continue and Rules are those of the game chosen there (remembered)."""
from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from diamant import __version__
from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import ConfirmScene, Scene
from diamant.ui.widgets import Button, FocusGroup, Widget
from diamant.shell import games
from diamant.ui.audio import Ambience

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

# the title's layout, in units
#: rad/s: the torches' flicker, two waves (1.2 and 2.1 a second: under three flashes a second)
TORCH_FLICKER = (7.3, 13.1)
MENU_LEFT = 6.0        # the menu's column: from the stage's left edge ...
MENU_W = 38.0          # ... and its width
NAME_OUTSET = 2.0      # the game's name reaches this far past the menu's column at both sides
NAME_H = 11.0          # the game's name
TAGLINE_H = 3.5        # the line under it
BUTTONS_PAD = 4.0      # the buttons' inset in the menu's column
BUTTONS_TOP = 2.5      # from the tagline to the buttons
BUTTONS_BOTTOM = 3.5   # under the buttons, at least
VERSION_W = 29.0       # the version at the bottom right corner
VERSION_H = 2.6
VERSION_RIGHT = 1.0    # from its right to the window's edge
VERSION_TOP = 3.2      # its top, above the window's bottom
ART_GAP = 4.0          # the picture's area: from the menu, and from the stage's right edge
PICKER_W = 70.0        # the game picker, at most
PICKER_H = 9.0
PICKER_TOP = 1.5       # below the game name's top
PICKER_GAP = 1.5       # under the picker
PICKER_CELL_GAP = 1.0  # between two games' cells
PICKER_INSET_X = 1.6   # a game's icon and name inset in its cell
PICKER_INSET_Y = 1.2
PICTURE_MARGIN = 2.0   # a game's own picture is this much shorter than its area
FAN_CARD_H = 33.0      # a card of the fan, at most
FAN_SHADOW = 2.0       # the fan's width grows this much with the shadows ...
FAN_MARGIN = 2.0       # ... and must fit its area less this
FAN_SHADOW_X = 0.6     # a fanned card's shadow: its offset
FAN_SHADOW_Y = 0.9
# fewer units than the menu and the art beside it need (a large interface size): no art, the
# buttons two by two across the window; the picker (when there is one) names the game at the top
FULL_UNITS = (99.9, 56.2)  # the window, in units, at least, for the menu beside the art (100 %)
COMPACT_TOP = 1.0          # from the window's top to the name (or the picker)
COMPACT_NAME_H = 7.0       # the game's name (its letters in the same proportion as NAME_H's)
COMPACT_PICKER_H = 6.0     # the picker
COMPACT_TAGLINE_H = 3.0    # the line under the name, when there is room for it
COMPACT_GAP = 0.7          # between two buttons
COMPACT_HEAD_GAP = 1.2     # between the name (or picker, or tagline) and the buttons: room for a focus ring
COMPACT_BOTTOM = 1.0       # under the buttons, at least
COMPACT_MENU_W = 64.0      # the buttons' grid, at most
COMPACT_MARGIN = 2.0       # at the sides
COMPACT_COLUMNS = 2
PICKER_TEXT_MIN = 6.0      # a picker cell's name keeps this much room, or the cell shows no icon

#: Seconds between two pictures of the title's torch flicker (the only thing that moves).
TICK = 0.25

#: The cards fanned out beside the menu: (kind, art arguments, angle in degrees).
FAN: list[tuple[str, dict[str, Any], float]] = [
    ("hazard", {"hazard": "snakes"}, 16.0),
    ("treasure", {"value": 9}, 6.0),
    ("relic", {"relic_index": 2}, -4.0),
    ("treasure", {"value": 15}, -14.0),
]


class GamePicker(Widget):
    """The games side by side, each a large choice with its picture and name; the chosen one
    lit. A click picks one; Left / Right (the D-pad) go to the other. Enter (Space, the pad's A)
    keeps the game shown and takes the focus on to the menu's main button (New game, or Continue
    when that game has one saved): a player who pressed Enter meant "this one, go on", and is
    never sent into a lobby nor to another game by it; a second Enter opens the lit button."""

    def __init__(self, title: "TitleScene") -> None:
        super().__init__(lambda: title.app.t("title-game-tip"))
        self.title = title
        self.cells: list[pygame.Rect] = []

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        action = pressed(event)
        if action in (Action.CONFIRM, Action.SKIP):
            self._click_sound()
            self.title.confirm_game()
            return True
        step = -1 if action is Action.LEFT else 1 if action is Action.RIGHT else None
        if step is None:
            return False
        self.title.step_game(step)
        self._click_sound()
        return True

    def spoken_state(self) -> str:
        """The game shown, as the focus on the picker says it."""
        entry = self.title.entry
        return self.app.t(entry.name_key) if entry is not None else ""

    def on_click_at(self, pos) -> None:
        for entry, cell in zip(self.title.entries, self.cells):
            if cell.collidepoint(pos):
                self._click_sound()
                self.title.choose_game(entry.id)

    def layout(self) -> None:
        n = max(1, len(self.title.entries))
        self.cells = theme.row(self.rect, n, theme.px(self.app, PICKER_CELL_GAP))

    def draw(self, surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        u = app.u
        chosen = self.title.entry
        for entry, cell in zip(self.title.entries, self.cells):
            on = chosen is not None and entry.id == chosen.id
            theme.panel(surface, app, cell, alpha=235 if on else 150,
                        border=theme.GOLD if on else theme.BORDER,
                        fill=theme.PANEL_LIGHT if on else theme.PANEL)
            inner = cell.inflate(-round(PICKER_INSET_X * u), -round(PICKER_INSET_Y * u))
            if inner.width <= 0 or inner.height <= 0:
                continue
            side = inner.height
            text = pygame.Rect(inner.left, inner.top, inner.width, inner.height)
            # the icon only where the name keeps its room beside it (a narrow cell: the name alone)
            if entry.icon is not None and inner.width - side - round(u) >= PICKER_TEXT_MIN * u:
                img = entry.icon(app, (side, side))
                if not on:
                    img = img.copy()
                    img.set_alpha(150)
                surface.blit(img, img.get_rect(center=(inner.left + side // 2, inner.centery)))
                text = pygame.Rect(inner.left + side + round(u), inner.top,
                                   inner.width - side - round(u), inner.height)
            name = app.t(entry.name_key)
            # two words may take two lines; a word (ダイヤモンド) shrinks rather than break
            theme.draw_text(surface, app, name, text, theme.FONT_HEADING * 0.8,
                            theme.GOLD if on else theme.TEXT_DIM, bold=on, wrap=" " in name.strip(),
                            shadow=True)


@nav.scene("title")
class TitleScene(Scene):
    ambience = Ambience.HOME  # the first game's (the cave) sets the mood
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        g = self.group = FocusGroup(app)
        # a tooltip (on keyboard focus too) never covers the game's name or its tagline
        g.keep_clear = lambda: [self.title_rect, self.tag_rect]
        self.entries = games.entries()
        self.entry = games.chosen(app)
        self.new_button = g.add(Button("menu-new-game", self.new_game, "menu-new-game-tip", style="primary"))
        self.continue_button = g.add(Button(self._continue_label, self.continue_game, "menu-continue-tip"))
        self.rules_button = g.add(Button("menu-rules", self.open_rules, "menu-rules-tip"))
        self.learn_button = g.add(Button(
            lambda: app.t(self.entry.learn_key(app) if self.entry and self.entry.learn_key else "menu-learn"),
            self.learn_to_play,
            lambda: app.t(self.entry.learn_tip_key if self.entry and self.entry.learn_tip_key else "menu-learn-tip")))
        self.join_button = g.add(Button("menu-join", lambda: app.nav.push("join"), "menu-join-tip"))
        self.settings_button = g.add(Button("menu-settings", self.open_settings, "menu-settings-tip"))
        self.history_button = g.add(Button("menu-history", self.open_history, "menu-history-tip"))
        self.quit_button = g.add(Button("menu-quit", self.app.quit, "menu-quit-tip"))
        self.buttons = [self.new_button, self.continue_button, self.rules_button, self.learn_button,
                        self.join_button, self.settings_button, self.history_button, self.quit_button]
        self.picker = g.add(GamePicker(self))
        self.picker.visible = len(self.entries) > 1
        self._stored_checked = False
        self._drawn = False  # the chosen game's screens load after the title's first picture
        self._offer_checked = False  # a game's first-start offer (a guided game) is made once
        self.arrange(self._has_saved_game())
        self._picture: tuple[pygame.Surface, pygame.Rect] | None = None
        self._fan: list[tuple[pygame.Surface, pygame.Rect, pygame.Surface]] = []
        self._glow_radius = 0
        self.title_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.tag_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.version_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self._static_key: tuple | None = None
        self._fan_surf: pygame.Surface | None = None
        self._fan_at = (0, 0)
        self._static_surf: pygame.Surface | None = None
        self.compact = False  # the menu without its art (see layout_compact)

    # ------------------------------------------------------------------ the games
    def _has_saved_game(self) -> bool:
        # a cheap check that never raises (an unreadable folder: False)
        return self.entry is not None and self.entry.has_save()

    def _continue_label(self) -> str:
        if self.entry is None or len(self.entries) < 2:
            return self.app.t("menu-continue")
        return self.app.t("menu-continue-game", game=self.app.t(self.entry.name_key))

    def choose_game(self, game_id: str) -> None:
        """The menu is now the game `game_id`'s (and stays so at the next start)."""
        entry = games.get(game_id)
        if entry is None or self.entry is not None and entry.id == self.entry.id:
            return
        self.entry = entry
        games.choose(self.app, game_id)
        focused = self.group.focused
        self.arrange(self._has_saved_game())
        self.layout(self.app.size)
        if focused is not None and not focused.can_focus:
            self.group.focus(self.default_focus())

    def step_game(self, delta: int) -> None:
        if not self.entries:
            return
        ids = [e.id for e in self.entries]
        at = ids.index(self.entry.id) if self.entry is not None and self.entry.id in ids else 0
        self.choose_game(ids[(at + delta) % len(ids)])

    def confirm_game(self) -> None:
        """The game shown is the one: the keyboard focus goes on to the menu's main button."""
        self.group.focus(self.default_focus(), keyboard=True)

    def arrange(self, saved: bool) -> None:
        """With a saved game, Continue comes first and is the main button; without, New game.
        The tab order follows the order on screen."""
        self.continue_button.visible = saved
        first, second = ((self.continue_button, self.new_button) if saved
                         else (self.new_button, self.continue_button))
        first.style, second.style = "primary", "normal"
        # a game that teaches itself by playing (a guided first game) gets "Learn to play"
        learn = self.entry is not None and self.entry.learn is not None
        self.learn_button.visible = learn
        rest = [self.rules_button, *([self.learn_button] if learn else []), self.join_button, self.settings_button,
                self.history_button, self.quit_button]
        self.buttons = [first, second, *rest]
        # the rules of a game whose rules scene is missing (a build without it) are not offered
        self.rules_button.enabled = self.entry is not None and self.entry.rules_scene in nav.names()
        others = [w for w in self.group.widgets if w not in self.buttons]
        self.group.widgets[:] = [*self.buttons, *others]

    # ------------------------------------------------------------------ actions
    def new_game(self) -> None:
        entry = self.entry
        if entry is None:
            return
        if entry.new_game is not None:  # e.g. a game in progress: a new one replaces it, so ask first
            entry.new_game(self.app)
        else:
            self.app.nav.push(entry.lobby_scene)

    def continue_game(self) -> None:
        if self.entry is None:
            return
        self.entry.resume(self.app)  # says itself what went wrong, when it cannot
        if self.app.nav.top_is("title") and not self._has_saved_game():  # there was none after all
            self.arrange(False)
            self.group.focus(self.new_button)
            self.layout(self.app.size)

    def open_rules(self) -> None:
        if self.entry is not None:
            self.app.nav.push(self.entry.rules_scene)

    def learn_to_play(self) -> None:
        if self.entry is not None and self.entry.learn is not None:
            self.entry.learn(self.app)  # where it was left, if it was left

    def open_settings(self) -> None:
        self.app.nav.push("settings")

    def open_history(self) -> None:
        self.app.nav.push("history")

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        if not self._stored_checked:  # once per start: an ended game left in an autosave ...
            self._stored_checked = True
            for entry in self.entries:
                if entry.on_title is not None:
                    entry.on_title(self.app)
        was = self.continue_button.visible
        self.arrange(self._has_saved_game())
        if was != self.continue_button.visible:
            self.layout(self.app.size)
        super().enter()

    def default_focus(self):
        return self.continue_button if self.continue_button.visible else self.new_button

    def covered(self) -> None:  # under a game the title is not drawn for a long while
        self._static_key = self._static_surf = self._fan_surf = None

    def layout(self, size) -> None:
        w, h = size
        u = self.app.u
        self._static_key = self._static_surf = None  # a layer of the old size is not kept
        across, down = self.app.units(size)
        self.compact = across < FULL_UNITS[0] or down < FULL_UNITS[1]
        if self.compact:
            self.layout_compact(size)
            return
        # a 16:9 stage centred in the window; the menu on the left, the cards on the right
        stage = theme.stage(size)
        left = pygame.Rect(stage.left + round(MENU_LEFT * u), 0, round(MENU_W * u), h)
        self.title_rect = pygame.Rect(left.left - round(NAME_OUTSET * u), round(h * 0.07),
                                      left.width + round(2 * NAME_OUTSET * u), round(NAME_H * u))
        self.tag_rect = pygame.Rect(left.left, self.title_rect.bottom, left.width, round(TAGLINE_H * u))
        visible = [b for b in self.buttons if b.visible]
        bh, gap = round(theme.BUTTON_H * u), round(theme.GAP * u)
        menu = pygame.Rect(left.left + round(BUTTONS_PAD * u), self.tag_rect.bottom + round(BUTTONS_TOP * u),
                           left.width - round(2 * BUTTONS_PAD * u),
                           h - self.tag_rect.bottom - round((BUTTONS_TOP + BUTTONS_BOTTOM) * u))
        for b in self.buttons:
            if not b.visible:
                b.rect = pygame.Rect(0, 0, 0, 0)
        n = len(visible)
        need = n * bh + max(0, n - 1) * gap
        if need > menu.height:  # six buttons (a saved game) in a short window: all of them fit
            k = menu.height / need
            bh, gap = int(bh * k), int(gap * k)
        rects = theme.column(menu, n, bh, gap)
        # keep the menu under the title (column() centres vertically; pull it up)
        dy = rects[0].top - menu.top if rects else 0
        for b, r in zip(visible, rects):
            b.rect = r.move(0, -dy // 2)
        self.version_rect = pygame.Rect(w - round((VERSION_W + VERSION_RIGHT) * u), h - round(VERSION_TOP * u),
                                        round(VERSION_W * u), round(VERSION_H * u))
        # the game picker: over the art beside the menu, level with the game's name
        area_w = stage.right - left.right - round(2 * ART_GAP * u)
        top = 0
        if self.picker.visible:
            pw = min(area_w, round(PICKER_W * u))
            self.picker.rect = pygame.Rect(left.right + round(ART_GAP * u) + (area_w - pw) // 2,
                                           self.title_rect.top + round(PICKER_TOP * u), pw, round(PICKER_H * u))
            self.picker.layout()
            top = self.picker.rect.bottom + round(PICKER_GAP * u)
        else:
            self.picker.rect = pygame.Rect(0, 0, 0, 0)
        self._layout_fan(stage, left, top)

    def layout_compact(self, size) -> None:
        """The menu without its art: the name (or the picker) at the top, the tagline and the
        version where there is room, the buttons two by two in the rest, in the tab order."""
        w, h = size
        u = self.app.u
        stage = theme.stage(size)
        margin, gap = round(COMPACT_MARGIN * u), round(COMPACT_GAP * u)
        width = min(stage.width - 2 * margin, round(COMPACT_MENU_W * u))
        left = stage.centerx - width // 2
        top = round(COMPACT_TOP * u)
        self._picture, self._fan, self._fan_surf, self._glow_radius = None, [], None, 0
        self._glow_centre = (0, 0)
        if self.picker.visible:  # the picker's lit cell names the game: no name above it
            self.picker.rect = pygame.Rect(left, top, width, round(COMPACT_PICKER_H * u))
            self.picker.layout()
            self.title_rect = pygame.Rect(left, top, 0, 0)
            head = self.picker.rect.bottom
        else:
            self.picker.rect = pygame.Rect(0, 0, 0, 0)
            self.title_rect = pygame.Rect(left, top, width, round(COMPACT_NAME_H * u))
            head = self.title_rect.bottom
        for b in self.buttons:
            if not b.visible:
                b.rect = pygame.Rect(0, 0, 0, 0)
        visible = [b for b in self.buttons if b.visible]
        rows = -(-len(visible) // COMPACT_COLUMNS)
        bh = round(theme.BUTTON_H * u)

        def grid_h(button_h: int) -> int:
            return rows * button_h + (rows - 1) * gap

        # what goes first when the room is short: the tagline, then the version, then the
        # buttons' height (down to a game screen's compact buttons, then less)
        tag_h, version_h = round(COMPACT_TAGLINE_H * u), round(VERSION_TOP * u)
        head_gap, bottom = round(COMPACT_HEAD_GAP * u), round(COMPACT_BOTTOM * u)
        room = h - head - head_gap - bottom
        if grid_h(bh) > room - tag_h - version_h:
            tag_h = 0
        if grid_h(bh) > room - tag_h - version_h:
            bh = max(round(theme.SMALL_BUTTON_H * u), (room - version_h - (rows - 1) * gap) // rows)
        if grid_h(bh) > room - version_h:
            version_h = 0
            bh = min(round(theme.BUTTON_H * u), (room - (rows - 1) * gap) // max(1, rows))
        self.tag_rect = pygame.Rect(left, head, width, tag_h)
        self.version_rect = (pygame.Rect(w - round((VERSION_W + VERSION_RIGHT) * u), h - version_h,
                                         round(VERSION_W * u), round(VERSION_H * u))
                             if version_h else pygame.Rect(0, 0, 0, 0))
        menu = pygame.Rect(left, self.tag_rect.bottom + head_gap, width, grid_h(bh))
        cells = theme.row(pygame.Rect(menu.left, 0, menu.width, bh), COMPACT_COLUMNS, gap)
        for i, b in enumerate(visible):
            r, c = divmod(i, COMPACT_COLUMNS)
            b.rect = cells[c].move(0, menu.top + r * (bh + gap))
            if i == len(visible) - 1 and c == 0 and i > 0:  # alone in its row: in the middle
                b.rect.centerx = menu.centerx
        # room to spare (a tall window): the whole menu in the middle of it, not at the top
        spare = (h - max(version_h, bottom)) - menu.bottom if visible else 0
        if spare > 0:
            for r in (self.title_rect, self.tag_rect, self.picker.rect, *(b.rect for b in visible)):
                if r.width > 0:
                    r.move_ip(0, spare // 2)
            if self.picker.visible:
                self.picker.layout()

    def _layout_fan(self, stage: pygame.Rect, left: pygame.Rect, top: int = 0) -> None:
        u = self.app.u
        h = stage.height
        area = pygame.Rect(left.right + round(ART_GAP * u), top, stage.right - left.right - round(2 * ART_GAP * u),
                           h - top)
        self._picture = None
        entry = self.entry
        if entry is not None and entry.picture is not None:  # the game's own picture, no torch
            self._fan, self._fan_surf, self._glow_radius = [], None, 0
            box = (area.width, round(min(area.height - PICTURE_MARGIN * u, h * 0.62)))
            img = entry.picture(self.app, box)
            self._picture = (img, img.get_rect(center=(area.centerx, area.centery - round(u))))
            self._glow_centre = area.center
            return
        card_h = round(min(h * 0.44, FAN_CARD_H * u, area.height * 0.75))
        # the fan (its cards side by side and turned) stays inside its area: in a square or tall
        # window it was cut off at the right and touched the menu
        wide = self._fan_width(card_h) + FAN_SHADOW * u  # and the shadows
        room = area.width - FAN_MARGIN * u
        if wide > room:
            card_h = max(8, int(card_h * room / wide))
        card_w = round(card_h * 250 / 350)
        shown = [b.rect for b in self.buttons if b.visible]
        # beside the menu, level with its middle (in a tall window h * 0.55 sat below it)
        cy = round(max(h * 0.5, (shown[0].top + shown[-1].bottom) / 2)) if shown else round(h * 0.55)
        cy = max(cy, area.top + round(card_h * 0.62))  # under the picker
        cx = area.centerx
        self._fan = []
        self._fan_surf = None
        n = len(FAN)
        for i, (kind, kw, angle) in enumerate(FAN):
            face = self.app.art.card(kind, size=(card_w, card_h), **kw)
            rotated = pygame.transform.rotozoom(face, angle, 1.0)
            off = (i - (n - 1) / 2)
            centre = (round(cx + off * card_w * 0.55), round(cy + abs(off) * card_h * 0.06))
            shade = pygame.mask.from_surface(rotated).to_surface(setcolor=theme.CARD_SHADOW, unsetcolor=(0, 0, 0, 0))
            # premultiplied alpha: the fan is composed by _fan_layer with BLEND_PREMULTIPLIED
            self._fan.append((rotated.premul_alpha(), rotated.get_rect(center=centre), shade.premul_alpha()))
        self._glow_centre = (cx, cy)
        self._glow_radius = round(card_h * 0.95)

    @staticmethod
    def _fan_width(card_h: int) -> float:
        """How wide the fan of cards `card_h` tall is, turned cards included."""
        card_w = card_h * 250 / 350
        n = len(FAN)
        left = right = 0.0
        for i, (_kind, _kw, angle) in enumerate(FAN):
            a = math.radians(angle)
            half = (card_w * abs(math.cos(a)) + card_h * abs(math.sin(a))) / 2
            x = (i - (n - 1) / 2) * card_w * 0.55
            left, right = min(left, x - half), max(right, x + half)
        return right - left

    def relocalize(self) -> None:
        self.layout(self.app.size)

    def handle(self, event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.group.focus(self.quit_button, keyboard=True)
            return True
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)
        if self._drawn and self.entry is not None and not games.loaded(self.entry):
            # the game on the menu will be played: its screens load now, while the player reads
            # the menu, not at start-up nor when its first screen opens
            games.load(self.entry)
        if not self._offer_checked and self.is_top:
            self._offer_checked = True
            for entry in self.entries:
                if entry.first_start is not None and entry.first_start(self.app):
                    break  # one offer at a time

    def frame_interval(self) -> float | None:
        if self.entry is not None and not games.loaded(self.entry):
            return 0.0  # one more frame: it loads the chosen game's screens (see update)
        # the torch's flicker: a few pictures a second are enough
        if self._glow_radius <= 0:  # a game's own picture: nothing flickers
            return None
        return None if getattr(self.app.settings, "reduced_motion", False) else TICK

    def tick_rects(self) -> list[pygame.Rect] | None:
        if self._picture is not None:
            return []
        r = self._glow_radius  # only the torch's glow (and the cards over it) flickers
        return [pygame.Rect(self._glow_centre[0] - r, self._glow_centre[1] - r, 2 * r, 2 * r)]

    def _static(self, size) -> pygame.Surface:
        """The background, the title, the tag line and the version: drawn once per size and
        language (they never move)."""
        app = self.app
        entry = self.entry
        key = (tuple(size), app.lang, app.u, entry.id if entry is not None else None)
        if self._static_key != key:
            self._static_surf = None  # the old layer goes before the new one is made
            surf = theme.layer_surface(size)
            theme.background(surf, app, keep=False)  # this layer is kept instead
            name = app.t(entry.name_key) if entry is not None else app.t("game-title")
            tagline = app.t(entry.tagline_key) if entry is not None and entry.tagline_key else ""
            name_u = theme.FONT_TITLE * 1.6 * (COMPACT_NAME_H / NAME_H if self.compact else 1.0)
            if self.title_rect.height > 0:
                theme.draw_text(surf, app, name, self.title_rect, name_u, theme.GOLD, bold=True, shadow=True)
            if self.tag_rect.height > 0:
                theme.draw_text(surf, app, tagline, self.tag_rect, theme.FONT_BODY * 1.1,
                                theme.TEXT, shadow=True)
            if self.version_rect.height > 0:
                theme.draw_text(surf, app, app.t("title-version", version=__version__), self.version_rect,
                                theme.FONT_SMALL, theme.TEXT_DIM, align="right")
            self._static_surf, self._static_key = surf, key
            return surf
        assert self._static_surf is not None  # made with its key
        return self._static_surf

    def draw(self, surface) -> None:
        app = self.app
        surface.blit(self._static(surface.get_size()), (0, 0))
        reduced = bool(getattr(app.settings, "reduced_motion", False))
        t = 0.0 if reduced else app.time
        if self._picture is not None:
            surface.blit(*self._picture)
        else:
            self._draw_glow(surface, t)
            # the cards rest (they used to bob: a redraw of the whole fan a few times a second)
            surface.blit(self._fan_layer(), self._fan_at, special_flags=pygame.BLEND_PREMULTIPLIED)
        self.group.draw(surface)
        self._drawn = True

    def _fan_layer(self) -> pygame.Surface:
        """The fanned cards with their shadows in one premultiplied-alpha layer (one blit)."""
        if self._fan_surf is None:
            u = self.app.u
            shadow = (round(u * FAN_SHADOW_X), round(u * FAN_SHADOW_Y))
            placed = []
            for img, rect, shade in self._fan:
                placed += [(shade, rect.move(shadow)), (img, rect)]
            box = placed[0][1].unionall([r for _, r in placed]) if placed else pygame.Rect(0, 0, 1, 1)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            for img, r in placed:
                layer.blit(img, r.move(-box.x, -box.y), special_flags=pygame.BLEND_PREMULTIPLIED)
            self._fan_surf, self._fan_at = layer, box.topleft
        return self._fan_surf

    def _draw_glow(self, surface, t: float) -> None:
        r = self._glow_radius
        if r <= 0:
            return
        key = r
        glow = getattr(self, "_glow_cache", {}).get(key)
        if glow is None:
            small = pygame.Surface((64, 64), pygame.SRCALPHA)
            for y in range(64):
                for x in range(64):
                    d = math.hypot(x - 31.5, y - 31.5) / 32
                    a = max(0.0, 1 - d) ** 2
                    small.set_at((x, y), (255, 170, 60, round(110 * a)))
            glow = pygame.transform.smoothscale(small, (2 * r, 2 * r))
            self._glow_cache = {key: glow}
        # the flicker is the glow's surface alpha (times its per-pixel alpha): no copy of it per
        # picture (13 MB made and dropped twice a second at 4K, on top of the kept one)
        flicker = (0.85 + 0.1 * math.sin(t * TORCH_FLICKER[0]) + 0.05 * math.sin(t * TORCH_FLICKER[1])
                   if t else 1.0)
        glow.set_alpha(round(255 * flicker))
        surface.blit(glow, glow.get_rect(center=self._glow_centre))



@nav.scene("confirm-new-game")
class NewGameConfirmScene(ConfirmScene):
    """Start a new game over the game in progress? The game in progress is kept with the past
    games (which can bring it back), so nothing is lost either way."""

    title_key = "new-game-confirm-title"
    body_key = "new-game-confirm-body"

    def __init__(self, app, body_key: str | None = None, on_confirm=None):
        """Another game's question: its own `body_key`, and `on_confirm` instead of Diamant's
        lobby (the game in progress is set aside by the game itself)."""
        super().__init__(app)
        if body_key is not None:
            self.body_key = body_key
        self.on_confirm = on_confirm
        g = self.group
        self.cancel_button = g.add(Button("new-game-confirm-keep", self.close, style="primary"))
        self.confirm_button = g.add(Button("new-game-confirm-start", self.confirm))

    def confirm(self) -> None:
        self.close()
        if self.on_confirm is not None:
            self.on_confirm()
            return
        chosen = games.chosen(self.app)  # the game whose New game asked
        if chosen is not None:
            games.open_lobby(self.app, chosen)
