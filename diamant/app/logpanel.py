"""The log panel: the game's log entries (diamant.logbook) drawn in the current language.

It follows new lines unless the player has scrolled up; while scrolled up, a "new lines" badge
at the bottom jumps back to the latest line when clicked. Mouse wheel over the panel,
PageUp/PageDown, Home/End. Lines are rendered from the entries each time the language or the
width changes, so a language switch re-renders every line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.engine import Event, RoundStarted
from diamant.logbook import Entry, entries_of, render

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

TONE_COLOURS = {"plain": theme.TEXT, "dim": theme.TEXT_DIM, "title": theme.GOLD, "gold": theme.GOLD,
                "warn": (236, 150, 90), "danger": theme.DANGER}


@dataclass(frozen=True)
class LogScreen:
    """Where things sit on a table screen with the log on the right (the expedition, the replay
    viewer): a bar along the top, the table, a strip below the table (the hand, the replay's
    controls) and the column of the log at the right."""

    top: pygame.Rect
    table: pygame.Rect
    bottom: pygame.Rect
    side: pygame.Rect
    pad: int


def log_screen(app: "App", size: tuple[int, int], bottom_h: int) -> LogScreen:
    """The rects of a table screen with the log column (see LogScreen); ``bottom_h``: the height
    of the strip below the table."""
    w, h = size
    u = app.u
    pad = round(u * 1.0)
    top = round(u * 5.0)
    side_w = round(u * 27)
    return LogScreen(top=pygame.Rect(0, 0, w, top),
                     table=pygame.Rect(pad, top, w - side_w - 3 * pad, h - top - bottom_h - pad),
                     bottom=pygame.Rect(pad, h - bottom_h, w - side_w - 3 * pad, bottom_h - pad),
                     side=pygame.Rect(w - side_w - pad, top, side_w, h - top - pad), pad=pad)


class LogPanel:
    """A scrollable log of entries. `you`: the viewer's seat, told in the second person."""

    def __init__(self, app: "App", names: Sequence[str], you: int | None = None,
                 title_key: str | None = "play-log", size_u: float = theme.FONT_SMALL,
                 card_theme: str | None = None) -> None:
        self.app = app
        self.names = list(names)
        self.you = you
        self.card_theme = card_theme  # hazards are named in the game's card theme
        self.title_key = title_key
        self.size_u = size_u
        self.entries: list[Entry] = []
        self.round = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # lines scrolled up from the newest (0: following)
        self.unseen = 0  # lines that arrived while scrolled up
        self.badge_rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: list[list[str]] = []  # per entry, its lines at the current width/language
        self._wrap_key: tuple | None = None
        self._surf: pygame.Surface | None = None
        self._surf_key: tuple | None = None

    # ------------------------------------------------------------------ content
    def set_entries(self, entries: Sequence[Entry]) -> None:
        self.entries = list(entries)
        self.round = self.entries[-1].round if self.entries else 0
        self._wrap_key = None
        self.scroll = self.unseen = 0

    def extend(self, entries: Sequence[Entry]) -> None:
        if not entries:
            return
        if not self.scroll:
            self.entries.extend(entries)
            return
        before = self.line_count()
        self.entries.extend(entries)
        if self.scroll:
            added = self.line_count() - before
            self.scroll += added  # the lines in view stay in view
            self.unseen += added

    def feed(self, event: Event) -> None:
        """Add the entries of one engine event (as it is shown on the table)."""
        if isinstance(event, RoundStarted):
            self.round = event.round
        self.extend(entries_of(event, self.round))

    def texts(self) -> list[str]:
        """Every entry in the current language (what the panel shows, unwrapped)."""
        loc = self.app.loc
        return [render(e, loc, self.names, self.you, self.card_theme) for e in self.entries]

    # ------------------------------------------------------------------ geometry
    @property
    def following(self) -> bool:
        return self.scroll == 0

    def _body(self) -> pygame.Rect:
        app = self.app
        pad = theme.px(app, 1.0)
        top = self.rect.top + pad // 2 + (theme.px(app, 3) if self.title_key else 0)
        return pygame.Rect(self.rect.left + pad, top, self.rect.width - 2 * pad,
                           max(1, self.rect.bottom - top - pad))

    def _line_h(self) -> int:
        return self.app.font(self.size_u).get_linesize()

    def _badge_h(self) -> int:
        """The height of the "Latest" pill (shown while scrolled up) with its margin."""
        app = self.app
        return app.font(theme.FONT_SMALL, bold=True).get_linesize() + theme.px(app, 0.8) + theme.px(app, 0.4)

    def _text_area(self) -> pygame.Rect:
        """Where the lines are written: the body, above the pill while it shows (it covered the
        last line)."""
        body = self._body()
        if self.scroll:
            body.height = max(1, body.height - self._badge_h())
        return body

    def rows(self) -> int:
        return max(1, self._text_area().height // max(1, self._line_h()))

    def _lines(self) -> list[tuple[str, Any]]:
        app = self.app
        width = self._body().width
        key = (app.lang, width, app.u, self.size_u, tuple(self.names), self.you)
        if key != self._wrap_key:
            self._wrap_key = key
            self._wrapped = []
        font = app.font(self.size_u)
        loc = app.loc
        while len(self._wrapped) < len(self.entries):
            e = self.entries[len(self._wrapped)]
            self._wrapped.append(font.wrap(render(e, loc, self.names, self.you, self.card_theme), max(1, width)) or [""])
        out: list[tuple[str, Any]] = []
        for e, lines in zip(self.entries, self._wrapped):
            colour = TONE_COLOURS.get(e.tone, theme.TEXT)
            out.extend((line, colour) for line in lines)
        return out

    def line_count(self) -> int:
        return len(self._lines())

    def max_scroll(self) -> int:
        return max(0, self.line_count() - self.rows())

    def scroll_by(self, lines: int) -> None:
        top = self.max_scroll()
        want = self.scroll + lines
        self.scroll = max(0, min(top, want))
        if self.scroll:  # the pill takes a row from the lines: the top is further up
            new_top = self.max_scroll()
            self.scroll = new_top if want >= top else min(new_top, want)
        if self.scroll == 0:
            self.unseen = 0

    def jump_to_latest(self) -> None:
        self.scroll = self.unseen = 0

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, *, keys: bool = True) -> bool:
        page = max(1, self.rows() - 1)
        action = pressed(event) if keys else None
        if action is not None:
            if action is Action.SCROLL_UP:
                self.scroll_by(page)
                return True
            if action is Action.SCROLL_DOWN:
                self.scroll_by(-page)
                return True
            if action is Action.FIRST:
                self.scroll_by(self.max_scroll())
                return True
            if action is Action.LAST:
                self.jump_to_latest()
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) or self.app.headless:
                self.scroll_by(event.y * 3)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scroll \
                and self.badge_rect.collidepoint(event.pos):
            self.jump_to_latest()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if self.title_key:
            pad = theme.px(app, 1.0)
            head = pygame.Rect(self.rect.left + pad, self.rect.top + pad // 2, self.rect.width - 2 * pad,
                               theme.px(app, 3))
            theme.draw_text(surface, app, app.t(self.title_key), head, theme.FONT_BODY, theme.GOLD,
                            bold=True, align="left")
        body = self._body()
        lines = self._lines()
        self.scroll = min(self.scroll, max(0, len(lines) - self.rows()))
        if self.scroll == 0:
            self.unseen = 0
        area = self._text_area()
        key = (self._wrap_key, len(lines), self.scroll, self.unseen, area.size)
        if key != self._surf_key or self._surf is None:
            self._surf = self._render(area, lines)
            self._surf_key = key
        surface.blit(self._surf, area)
        self.badge_rect = pygame.Rect(0, 0, 0, 0)
        if self.scroll:
            self._draw_badge(surface, body)

    def _render(self, body: pygame.Rect, lines: list[tuple[str, Any]]) -> pygame.Surface:
        app = self.app
        out = pygame.Surface(body.size, pygame.SRCALPHA)
        ls = self._line_h()
        rows = max(1, body.height // ls)
        end = len(lines) - self.scroll
        visible = lines[max(0, end - rows): end]
        y = body.height - ls * len(visible) if len(lines) >= rows else 0
        for text, colour in visible:
            if text:
                out.blit(theme.render(app, text, self.size_u, colour), (0, y))
            y += ls
        return out

    def _draw_badge(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        text = (app.t("logbook-new-lines", count=self.unseen) if self.unseen
                else app.t("logbook-latest"))
        pad = theme.px(app, 0.8)
        img = theme.render_fit(app, text, body.width - 2 * pad, theme.FONT_SMALL, theme.TEXT_DARK, bold=True)
        r = pygame.Rect(0, 0, min(body.width, img.get_width() + 2 * pad), img.get_height() + pad)
        r.midbottom = (body.centerx, body.bottom)
        pygame.draw.rect(surface, theme.GOLD, r, border_radius=r.height // 2)
        surface.blit(img, img.get_rect(center=r.center))
        self.badge_rect = r
