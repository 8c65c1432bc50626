"""The title menu: New game, Continue (when a game is saved), Rules, Settings, History, Quit."""
from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from diamant import __version__
from diamant.ui import nav, theme
from diamant.app import flow
from diamant.ui.scene import ConfirmScene, Scene
from diamant.ui.widgets import Button, FocusGroup
from diamant.storage import has_saved_game, load_saved_game, store_finished_autosave

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

#: Seconds between two pictures of the title's torch flicker (the only thing that moves).
TICK = 0.25

#: The cards fanned out beside the menu: (kind, art arguments, angle in degrees).
FAN: list[tuple[str, dict[str, Any], float]] = [
    ("hazard", {"hazard": "snakes"}, 16.0),
    ("treasure", {"value": 9}, 6.0),
    ("relic", {"relic_index": 2}, -4.0),
    ("treasure", {"value": 15}, -14.0),
]


def _has_saved_game() -> bool:
    return has_saved_game()  # a cheap check that never raises (an unreadable folder: False)


@nav.scene("title")
class TitleScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        g = self.group = FocusGroup(app)
        # a tooltip (on keyboard focus too) never covers the game's name or its tagline
        g.keep_clear = lambda: [self.title_rect, self.tag_rect]
        self.new_button = g.add(Button("menu-new-game", self.new_game, "menu-new-game-tip", style="primary"))
        self.continue_button = g.add(Button("menu-continue", self.continue_game, "menu-continue-tip"))
        self.rules_button = g.add(Button("menu-rules", self.open_rules, "menu-rules-tip"))
        self.settings_button = g.add(Button("menu-settings", self.open_settings, "menu-settings-tip"))
        self.history_button = g.add(Button("menu-history", self.open_history, "menu-history-tip"))
        self.quit_button = g.add(Button("menu-quit", self.app.quit, "menu-quit-tip"))
        self.buttons = [self.new_button, self.continue_button, self.rules_button,
                        self.settings_button, self.history_button, self.quit_button]
        self._stored_checked = False
        self.arrange(_has_saved_game())
        self._fan: list[tuple[pygame.Surface, pygame.Rect, pygame.Surface]] = []
        self._glow_radius = 0
        self.title_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.tag_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.version_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self._static_key: tuple | None = None
        self._fan_surf: pygame.Surface | None = None
        self._fan_at = (0, 0)
        self._static_surf: pygame.Surface | None = None

    def arrange(self, saved: bool) -> None:
        """With a saved game, Continue comes first and is the main button; without, New game.
        The tab order follows the order on screen."""
        self.continue_button.visible = saved
        first, second = ((self.continue_button, self.new_button) if saved
                         else (self.new_button, self.continue_button))
        first.style, second.style = "primary", "normal"
        rest = [self.rules_button, self.settings_button, self.history_button, self.quit_button]
        self.buttons = [first, second, *rest]
        others = [w for w in self.group.widgets if w not in self.buttons]
        self.group.widgets[:] = [*self.buttons, *others]

    # ------------------------------------------------------------------ actions
    def new_game(self) -> None:
        if _has_saved_game():  # a game in progress: a new one replaces it, so ask first
            self.app.nav.push("confirm-new-game")
            return
        flow.open_lobby(self.app)

    def continue_game(self) -> None:
        if store_finished_autosave() is not None:  # an ended game the disk had no room for
            self.app.show_message(self.app.t("message-history-stored"))
        saved, warnings = load_saved_game()  # never raises: a damaged file is a warning
        for w in warnings:
            self.app.show_message(str(w), kind="warning")
        if saved is not None and saved.finished:  # still no room for it: it stays saved
            self.app.show_message(self.app.t("message-history-not-stored"), kind="warning")
            return
        if saved is None:
            self.app.show_message(self.app.t("message-no-saved-game"), kind="warning")
            self.arrange(False)
            self.group.focus(self.new_button)
            self.layout(self.app.size)
            return
        flow.resume_game(self.app, saved)

    def open_rules(self) -> None:
        self.app.nav.push("rules")

    def open_settings(self) -> None:
        self.app.nav.push("settings")

    def open_history(self) -> None:
        self.app.nav.push("history")

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        if not self._stored_checked:  # once per start: an ended game left in the autosave
            self._stored_checked = True
            if store_finished_autosave() is not None:
                self.app.show_message(self.app.t("message-history-stored"))
        was = self.continue_button.visible
        self.arrange(_has_saved_game())
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
        # a 16:9 stage centred in the window; the menu on the left, the cards on the right
        stage = theme.stage(size)
        left = pygame.Rect(stage.left + round(6 * u), 0, round(38 * u), h)
        self.title_rect = pygame.Rect(left.left - round(2 * u), round(h * 0.07), left.width + round(4 * u), round(11 * u))
        self.tag_rect = pygame.Rect(left.left, self.title_rect.bottom, left.width, round(3.5 * u))
        visible = [b for b in self.buttons if b.visible]
        bh, gap = round(theme.BUTTON_H * u), round(theme.GAP * u)
        menu = pygame.Rect(left.left + round(4 * u), self.tag_rect.bottom + round(2.5 * u), left.width - round(8 * u),
                           h - self.tag_rect.bottom - round(6 * u))
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
        self.version_rect = pygame.Rect(w - round(30 * u), h - round(3.2 * u), round(29 * u), round(2.6 * u))
        self._layout_fan(stage, left)

    def _layout_fan(self, stage: pygame.Rect, left: pygame.Rect) -> None:
        u = self.app.u
        h = stage.height
        area = pygame.Rect(left.right + round(4 * u), 0, stage.right - left.right - round(8 * u), h)
        card_h = round(min(h * 0.44, 33 * u))
        # the fan (its cards side by side and turned) stays inside its area: in a square or tall
        # window it was cut off at the right and touched the menu
        wide = self._fan_width(card_h) + 2 * u  # and the shadows
        room = area.width - 2 * u
        if wide > room:
            card_h = max(8, int(card_h * room / wide))
        card_w = round(card_h * 250 / 350)
        shown = [b.rect for b in self.buttons if b.visible]
        # beside the menu, level with its middle (in a tall window h * 0.55 sat below it)
        cy = round(max(h * 0.5, (shown[0].top + shown[-1].bottom) / 2)) if shown else round(h * 0.55)
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.group.focus(self.quit_button, keyboard=True)
            return True
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def frame_interval(self) -> float | None:
        # the torch's flicker: a few pictures a second are enough
        return None if getattr(self.app.settings, "reduced_motion", False) else TICK

    def tick_rects(self) -> list[pygame.Rect] | None:
        r = self._glow_radius  # only the torch's glow (and the cards over it) flickers
        return [pygame.Rect(self._glow_centre[0] - r, self._glow_centre[1] - r, 2 * r, 2 * r)]

    def _static(self, size) -> pygame.Surface:
        """The background, the title, the tag line and the version: drawn once per size and
        language (they never move)."""
        app = self.app
        key = (tuple(size), app.lang, app.u)
        if self._static_key != key:
            self._static_surf = None  # the old layer goes before the new one is made
            surf = theme.layer_surface(size)
            theme.background(surf, app, keep=False)  # this layer is kept instead
            theme.draw_text(surf, app, app.t("game-title"), self.title_rect, theme.FONT_TITLE * 1.6,
                            theme.GOLD, bold=True, shadow=True)
            theme.draw_text(surf, app, app.t("title-tagline"), self.tag_rect, theme.FONT_BODY * 1.1,
                            theme.TEXT, shadow=True)
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
        self._draw_glow(surface, t)
        # the cards rest (they used to bob: a redraw of the whole fan a few times a second)
        surface.blit(self._fan_layer(), self._fan_at, special_flags=pygame.BLEND_PREMULTIPLIED)
        self.group.draw(surface)

    def _fan_layer(self) -> pygame.Surface:
        """The fanned cards with their shadows in one premultiplied-alpha layer (one blit)."""
        if self._fan_surf is None:
            u = self.app.u
            shadow = (round(u * 0.6), round(u * 0.9))
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
        flicker = 0.85 + 0.1 * math.sin(t * 7.3) + 0.05 * math.sin(t * 13.1) if t else 1.0
        glow.set_alpha(round(255 * flicker))
        surface.blit(glow, glow.get_rect(center=self._glow_centre))



@nav.scene("confirm-new-game")
class NewGameConfirmScene(ConfirmScene):
    """Start a new game over the game in progress? The game in progress is kept with the past
    games (which can bring it back), so nothing is lost either way."""

    title_key = "new-game-confirm-title"
    body_key = "new-game-confirm-body"

    def __init__(self, app):
        super().__init__(app)
        g = self.group
        self.cancel_button = g.add(Button("new-game-confirm-keep", self.close, style="primary"))
        self.confirm_button = g.add(Button("new-game-confirm-start", self.confirm))

    def confirm(self) -> None:
        self.close()
        flow.open_lobby(self.app)
