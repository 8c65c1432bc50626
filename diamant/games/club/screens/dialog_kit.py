"""What the Diamonds Club dialogs share: the club's art, the players' colours, a token or tile
drawn as a button, and rows of gems. Only the framework of diamant.games.diamant.screens is used (no Diamant screen)."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.art import ArtCache
from diamant.ui.input import Action, pressed
from diamant.ui.scene import ModalScene
from diamant.ui.widgets import FocusGroup, Widget
from diamant.ui.widgets.scroll import PAGE, draw_bar, pixel_step

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
# a dialog's body that scrolls (a large interface size in a small window)
SCROLL_ROOM = 1.6      # kept at the body's right for the scroll bar
SCROLL_W = 0.7         # the scroll bar
SCROLL_MARGIN = 0.8    # a control scrolled into view stands this far from the view's edge
SCROLL_STEP = 6        # the mouse wheel's step
COMPACT_PAD = 1.5      # a compact dialog's margin inside its panel
COMPACT_MARGIN = 1.0   # ... and between its panel and the window's edge

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


def text_height(app: "App", text: str, width: int, size_u: float, bold: bool = False) -> int:
    """The height of `text` wrapped at `width` in its own size (not shrunk)."""
    font = app.font(size_u, bold)
    lines = font.wrap(text, max(1, width))
    return font.get_linesize() * (len(lines) - 1) + font.get_height()


def player_marker(surface: pygame.Surface, colour: int, centre: tuple[int, int], size: int) -> None:
    """A player's marker (their colour) standing for them beside a name."""
    box = pygame.Rect(0, 0, size, size)
    box.center = centre
    blit_fit(surface, f"marker-{PLAYER_COLOURS[colour % len(PLAYER_COLOURS)]}", box)


class Hints:
    """Tooltips for pictures drawn without a widget (the gems a set yields, a tile built): each
    drawing notes its rect and words; the one under the pointer shows when no widget's tooltip
    does. The scene passes its mouse motions to `motion`."""

    def __init__(self, scroll: "Scroll | None" = None) -> None:
        self.zones: list[tuple[pygame.Rect, str]] = []
        self.pos: tuple[int, int] | None = None
        self.scroll = scroll  # a body that scrolls: only the part of a picture in view tells

    def clear(self) -> None:
        self.zones = []

    def add(self, rect: pygame.Rect, text: str) -> None:
        rect = pygame.Rect(rect)
        if self.scroll is not None and self.scroll.view.width:
            rect = rect.clip(self.scroll.view)
            if not rect.width or not rect.height:
                return
        self.zones.append((rect, text))

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


def panel_rect(u: float, size: tuple[int, int], units: tuple[float, float]) -> pygame.Rect:
    """Where a club dialog of `units` stands in a window of `size`: as every dialog does
    (ModalScene.panel_rect), unless the window is too small for its full size (a large interface
    size): then it keeps less margin to the window's edge, every unit of height counting."""
    panel = ModalScene.panel_rect(u, size, units)
    if not compact_panel(u, panel, units):
        return panel
    m = round(COMPACT_MARGIN * u)
    w = min(size[0] - 2 * m, round(units[0] * u))
    h = min(size[1] - 2 * m, round(units[1] * u))
    panel = pygame.Rect(0, 0, w, h)
    panel.center = (size[0] // 2, size[1] // 2)
    return panel


def grow_to_content(scene: Any, size: tuple[int, int]) -> None:
    """A dialog laid out (`scene.panel`, `scene.scroll`) whose body scrolls in a window taller
    than the dialog's size: its panel grows to show what it can of the body (a tall window at a
    large interface size), and is laid out again."""
    scroll = scene.scroll
    if not scroll.active:
        return
    m = round(COMPACT_MARGIN * scene.app.u)
    grow = min(size[1] - 2 * m - scene.panel.height, scroll.content_h - scroll.view.height)
    if grow > 0:
        scene.panel = scene.panel.inflate(0, grow)
        scene.layout_panel(scene.panel)


def compact_panel(u: float, panel: pygame.Rect, units: tuple[float, float]) -> bool:
    """The dialog's panel is smaller than its full size (a large interface size)."""
    return panel.width < round(units[0] * u) - 2 or panel.height < round(units[1] * u) - 2


class ScrollingDialog(ModalScene):
    """A club dialog whose body scrolls (`Scroll`) where the window is too small for its full
    size (a large interface size): it keeps less margin to the window's edge then, and a tall
    window shows more of its body."""
    panel_rect = staticmethod(panel_rect)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        grow_to_content(self, size)

    def compact(self, panel: pygame.Rect) -> bool:
        """The panel is smaller than the dialog's full size (a large interface size)."""
        return compact_panel(self.app.u, panel, self.panel_units)


def compact_foot(app: "App", panel: pygame.Rect, right: Widget, left: Widget, button_w: float,
                 gap: int) -> pygame.Rect:
    """A compact dialog's two buttons at its panel's foot (`right` in the corner, `left` beside
    it, each at most `button_w` units wide, `gap` pixels apart), and the view its body scrolls in
    above them."""
    u = app.u
    pad = round(COMPACT_PAD * u)
    bh = round(theme.BUTTON_H * u)
    bw = min(round(button_w * u), (panel.width - 2 * pad - gap) // 2)
    right.rect = pygame.Rect(panel.right - pad - bw, panel.bottom - pad - bh, bw, bh)
    left.rect = right.rect.move(-(bw + gap), 0)
    return pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 2 * pad, right.rect.top - gap - panel.top - pad)


class Scroll:
    """The body of a dialog that scrolls where the window is too short for it (a large interface
    size in a small window). The dialog's layout starts its content at `begin(view)` and ends it
    with `end(bottom, widgets)`: a control not wholly in view is taken out of reach there (its
    rect made empty: the mouse misses it, it overlaps nothing) and its place kept in `out`, to
    draw it cut by the view's edge (`draw_out`) and to scroll to it when the keyboard goes there
    (`ScrollGroup`). The wheel, Page Up / Page Down and a click on the bar scroll (`handle`)."""

    def __init__(self, app: "App", relayout: Callable[[], None]) -> None:
        self.app = app
        self.relayout = relayout
        self.view = pygame.Rect(0, 0, 0, 0)
        self.offset = 0
        self.content_h = 0
        self.out: dict[Widget, pygame.Rect] = {}
        self._laying = False

    @property
    def active(self) -> bool:
        return self.content_h > self.view.height > 0

    def off(self) -> None:
        """No scrolling (the dialog has its full room): nothing is out of view."""
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.offset = 0
        self.out = {}

    def begin(self, view: pygame.Rect) -> int:
        """The visible part of the body is `view`; returns where the content's top goes."""
        self.view = pygame.Rect(view)
        self.out = {}
        return self.view.top - self.offset

    def end(self, bottom: int, widgets: Sequence[Widget]) -> None:
        """The content ended at `bottom`; `widgets` are the controls placed in it."""
        self.content_h = bottom - (self.view.top - self.offset)
        limit = max(0, self.content_h - self.view.height)
        if self.offset > limit and not self._laying:  # the window grew: no room left under the end
            self.offset = limit
            self._again()
            return
        for w in widgets:
            r = w.rect
            if r.width > 0 and r.height > 0 and not self.view.contains(r):
                self.out[w] = pygame.Rect(r)
                w.rect = pygame.Rect(r.left, r.top, 0, 0)

    def place(self, widget: Widget) -> pygame.Rect:
        """Where `widget` is, in view or not (its rect is empty while it is out of view)."""
        return self.out.get(widget, widget.rect)

    def _again(self) -> None:
        self._laying = True
        try:
            self.relayout()
        finally:
            self._laying = False

    def scroll_by(self, dy: float) -> None:
        limit = max(0, self.content_h - self.view.height)
        offset = max(0, min(limit, self.offset + round(dy)))
        if offset != self.offset:
            self.offset = offset
            self._again()

    def reveal(self, widget: Widget) -> None:
        """Scroll so that `widget` (out of view) stands wholly in view."""
        r = self.out.get(widget)
        if r is None:
            return
        m = round(SCROLL_MARGIN * self.app.u)
        if r.top < self.view.top:
            self.scroll_by(r.top - self.view.top - m)
        elif r.bottom > self.view.bottom:
            self.scroll_by(r.bottom - self.view.bottom + m)

    def bar(self) -> pygame.Rect:
        """The scroll bar's track, at the view's right."""
        w = max(2, round(SCROLL_W * self.app.u))
        return pygame.Rect(self.view.right - w, self.view.top, w, self.view.height)

    def thumb(self) -> pygame.Rect:
        track = self.bar()
        h = max(track.width * 2, track.height * self.view.height // max(1, self.content_h))
        span = track.height - h
        limit = max(1, self.content_h - self.view.height)
        return pygame.Rect(track.left, track.top + span * self.offset // limit, track.width, h)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        dy = pixel_step(event, self.view.height, SCROLL_STEP * self.app.u)
        if dy is not None:
            self.scroll_by(dy)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.bar().inflate(round(self.app.u), 0).collidepoint(event.pos):
            page = self.view.height * PAGE
            self.scroll_by(page if event.pos[1] > self.thumb().centery else -page)
            return True
        return False

    def draw_out(self, surface: pygame.Surface) -> None:
        """The controls cut by the view's edge, drawn cut (the surface's clip is the view)."""
        for w, r in self.out.items():
            if w.visible and r.colliderect(self.view):
                empty, w.rect = w.rect, r
                try:
                    w.draw(surface)
                finally:
                    w.rect = empty

    def draw_body(self, surface: pygame.Surface, draw: Callable[[pygame.Surface], None]) -> None:
        """The dialog's body (`draw`) inside the view when it scrolls, the controls cut by the
        view's edge, and the bar."""
        clip = surface.get_clip()
        if self.view.width:
            surface.set_clip(self.view.clip(clip))
        try:
            draw(surface)
            self.draw_out(surface)
        finally:
            surface.set_clip(clip)
        self.draw_bar(surface)

    def draw_bar(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        draw_bar(surface, self.bar(), self.thumb())


class ScrollGroup(FocusGroup):
    """A dialog's controls, some in a body that scrolls (`Scroll`): the keyboard reaches those
    out of view too, and going there (or pressing Enter on one) scrolls it into view."""

    def __init__(self, app: "App", scroll: Scroll) -> None:
        super().__init__(app)
        self.scroll = scroll

    def focusables(self) -> list[Widget]:
        out = self.scroll.out
        return [w for w in self.widgets if w.can_focus or (w in out and w.visible and w.enabled and w.focusable)]

    def focus(self, widget: Widget | None, keyboard: bool = False) -> None:
        if keyboard and widget is not None and widget in self.scroll.out:
            self.scroll.reveal(widget)
        super().focus(widget, keyboard)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.focused is not None and self.focused in self.scroll.out and pressed(event) is Action.CONFIRM:
            self.scroll.reveal(self.focused)
        if self.scroll.handle(event):
            return True
        return super().handle(event)
