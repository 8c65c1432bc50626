"""What the Diamonds Club dialogs share: the club's art, the players' colours, a token or tile
drawn as a button, and rows of gems. Only the framework of diamant.games.diamant.screens is used (no Diamant screen)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.art import ArtCache
from diamant.ui.widgets import Widget

from .tokens import GEM_ICON

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

CLUB_ART_DIR = Path(__file__).resolve().parents[4] / "assets" / "club"
#: the players' colours, index 0..3 (assets/club/marker-<name>.svg, board-<name>.svg)
PLAYER_COLOURS = ("red", "white", "bronze", "blue")
#: the same colours for text and frames on the dark panels
PLAYER_RGB = ((214, 72, 56), (236, 232, 220), (196, 136, 72), (84, 140, 230))
GEM_NAMES = ("blue", "yellow", "green", "red", "diamond")
# the layout, in units
GEM_GAP = 0.4          # between a gem's icon and its count, and around the count
ART_RADIUS = 0.6       # an ArtButton's corners
ART_EDGE = 0.15        # its frame
ART_EDGE_LIT = 0.35    # its frame when selected or marked
ART_INSET = 0.8        # its art inside the frame (both ways together)
CAPTION_H = 2.4        # its caption, at most

_art: ArtCache | None = None


def art() -> ArtCache:
    """The club's art, rasterised at the size shown (one cache for every dialog)."""
    global _art
    if _art is None:
        _art = ArtCache(CLUB_ART_DIR, max_items=160)
    return _art


def blit_fit(surface: pygame.Surface, name: str, box: pygame.Rect, alpha: int = 255) -> pygame.Rect:
    """The art `name` fitted into `box`, centred; returns where it went."""
    img = art().fit(name, (max(1, box.width), max(1, box.height)))
    r = img.get_rect(center=box.center)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, r)
    return r


def token_art(token: str) -> str:
    """A production token as the engine names it ("blue", "R3", "S5") -> its picture."""
    if token[0] == "R" and token[1:].isdigit():
        return f"rights-{token[1:]}"
    if token[0] == "S" and token[1:].isdigit():
        return f"ship-{token[1:]}"
    return f"mine-{token}"


def token_kind(token: str) -> int:
    """0 mine, 1 digging rights, 2 ship."""
    if token[1:].isdigit() and token[0] in "RS":
        return 1 if token[0] == "R" else 2
    return 0


def token_words(app: "App", token: str) -> str:
    kind = token_kind(token)
    if kind == 0:
        return app.t("club-word-mine", colour=token)
    key = "club-word-rights" if kind == 1 else "club-word-ship"
    return app.t(key, capacity=int(token[1:]))


def gem_words(app: "App", gem: str, count: int) -> str:
    return app.t("club-word-gems", colour=gem, count=count)


def player_marker(surface: pygame.Surface, colour: int, centre: tuple[int, int], size: int) -> None:
    """A player's marker (their colour) standing for them beside a name."""
    box = pygame.Rect(0, 0, size, size)
    box.center = centre
    blit_fit(surface, f"marker-{PLAYER_COLOURS[colour % len(PLAYER_COLOURS)]}", box)


class Hints:
    """Tooltips for pictures drawn without a widget (the gems a set yields, a tile built): each
    drawing notes its rect and words; the one under the pointer shows when no widget's tooltip
    does. The scene passes its mouse motions to `motion`."""

    def __init__(self) -> None:
        self.zones: list[tuple[pygame.Rect, str]] = []
        self.pos: tuple[int, int] | None = None

    def clear(self) -> None:
        self.zones = []

    def add(self, rect: pygame.Rect, text: str) -> None:
        self.zones.append((pygame.Rect(rect), text))

    def motion(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos

    def hovered(self) -> tuple[pygame.Rect, str] | None:
        if self.pos is None:
            return None
        return next(((r, t) for r, t in reversed(self.zones) if r.collidepoint(self.pos)), None)

    def draw(self, surface: pygame.Surface, app: "App", group_tooltip: pygame.Rect | None) -> None:
        hit = self.hovered()
        if hit is not None and group_tooltip is None:
            theme.tooltip(surface, app, hit[1], hit[0])


def gem_row(surface: pygame.Surface, app: "App", counts: Sequence[int], box: pygame.Rect,
            size_u: float = theme.FONT_BODY, colour: Any = theme.TEXT, align: str = "left",
            hints: Hints | None = None, names: Sequence[str] = GEM_NAMES) -> int:
    """Gems as icons with their counts ("[blue] 3 [diamond] 1"), in `box`; returns the width used.
    Nothing drawn for no gem. With `hints`, each gem's words show when the pointer is on it."""
    icon = min(box.height, round(app.u * GEM_ICON))
    font = app.font(size_u, True)
    parts = [(names[g], n) for g, n in enumerate(counts) if n]
    gap = round(app.u * GEM_GAP)
    widths: list[int] = [icon + gap + int(font.size(str(n))[0]) + 2 * gap for _, n in parts]
    total = sum(widths)
    if total > box.width and parts:  # squeeze: smaller icons before the numbers get cut
        icon = max(8, icon * box.width // total)
        widths = [icon + gap + int(font.size(str(n))[0]) + 2 * gap for _, n in parts]
        total = sum(widths)
    x = box.left if align == "left" else box.centerx - total // 2 if align == "center" else box.right - total
    for (gem, n), w in zip(parts, widths):
        r = pygame.Rect(x, box.centery - icon // 2, icon, icon)
        blit_fit(surface, f"gem-{gem}", r)
        theme.draw_text(surface, app, str(n), pygame.Rect(r.right + gap // 2, box.top, w - icon - gap, box.height),
                        size_u, colour, bold=True, align="left")
        if hints is not None and gem in GEM_NAMES:
            hints.add(pygame.Rect(x, box.top, w, box.height), gem_words(app, gem, n))
        x += w
    return total


class ArtButton(Widget):
    """A focusable picture (a token, a tile, a gem button): its art in a framed box, an optional
    caption under it, a selected state (gold frame), dimmed when disabled. Tooltips as any widget."""

    def __init__(self, art_name: Callable[[], str | None], on_click: Callable[[], Any] | None = None,
                 tooltip: Callable[[], str] | None = None, caption: Callable[[], str] | None = None,
                 *, glyph: str = "") -> None:
        super().__init__(tooltip)
        self.art_name = art_name
        self.on_click = on_click
        self.caption = caption
        self.glyph = glyph  # a sign drawn instead of art ("+", "-")
        self.selected = False
        self.marked = False  # a second highlight (a swap partner the player may pick)
        self.dimmed = False  # shown faded but still focusable (a closed price tile tells why)

    @property
    def can_focus(self) -> bool:
        return self.visible and self.rect.width > 0 and self.enabled

    def spoken_label(self) -> str:
        return self.caption() if self.caption is not None else ""

    def spoken_state(self) -> str:
        return self.app.t("a11y-selected") if self.selected else ""

    def activate(self) -> None:
        if not self.enabled:
            return
        self._click_sound()
        if self.on_click:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        app = self.app
        r = self.rect
        radius = theme.px(app, ART_RADIUS)
        fill = theme.PANEL_LIGHT if (self.hovered or self.focused) and self.enabled else theme.PANEL
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        edge = theme.GOLD if self.selected else theme.SAFE if self.marked else theme.BORDER
        pygame.draw.rect(surface, edge, r, max(1, theme.px(app, ART_EDGE_LIT if self.selected or self.marked else ART_EDGE)),
                         border_radius=radius)
        cap = self.caption() if self.caption else ""
        inner = r.inflate(-theme.px(app, ART_INSET), -theme.px(app, ART_INSET))
        cap_rect = inner
        if cap:
            cap_h = min(round(app.u * CAPTION_H), inner.height // 3)
            # as wide as the frame's inside (the art's margin left a longer name a pixel short
            # on the smallest canvas)
            rim = max(1, theme.px(app, ART_EDGE_LIT))
            cap_rect = pygame.Rect(r.left + rim, inner.bottom - cap_h, r.width - 2 * rim, cap_h)
            inner.height -= cap_h
        live = self.enabled and not self.dimmed
        if cap:
            theme.draw_text(surface, app, cap, cap_rect, theme.FONT_SMALL, theme.TEXT if live else theme.DISABLED)
        name = self.art_name()
        if self.glyph:
            theme.draw_text(surface, app, self.glyph, inner, theme.FONT_HEADING,
                            theme.GOLD if live else theme.DISABLED, bold=True)
        elif name:
            blit_fit(surface, name, inner, 255 if live else 90)
