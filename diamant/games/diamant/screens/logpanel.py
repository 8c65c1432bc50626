"""The log panel: the game's log entries (diamant.games.diamant.logbook) drawn in the current language.

It follows new lines unless the player has scrolled up, showing whole entries: the newest that
fit, the oldest of them from its start (an entry longer than the panel from its start, its rest
further down: PageDown, the wheel). While scrolled up, a "new lines" badge
at the bottom jumps back to the latest line when clicked. Mouse wheel over the panel,
PageUp/PageDown, Home/End. Lines are rendered from the entries each time the language or the
width changes, so a language switch re-renders every line.

A long log (a game of 270,000 events) is wrapped lazily: only the entries in view are rendered
and wrapped; one not wrapped yet counts as one line until it is, so the total is an estimate that
is refined as the player scrolls (wrapping every entry took 2 s in one frame).
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.speech import Priority
from diamant.games.diamant.engine import Event, RoundStarted
from diamant.games.diamant.logbook import Entry, entries_of, render

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# up to this many entries every one is wrapped (the line count is exact); beyond, only those shown
EAGER_ENTRIES = 1000
# the layout, in units
SCREEN_PAD = 1.0      # a table screen with the log: its padding, and between the table and the log
SCREEN_TOP_H = 5.0    # its top line
LOG_W = 27            # the log's column
COMPACT_LOG_SHARE = 0.3  # ... at most this share of the width on a compact screen (log_screen)
BODY_PAD = 1.0        # the log's lines inside its panel
TITLE_H = 3           # the log's title over them
BADGE_PAD = 0.8       # the "Latest" pill: its words' padding
BADGE_GAP = 0.4       # ... and its margin under the lines

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


def log_screen(app: "App", size: tuple[int, int], bottom_h: int, compact: bool = False,
               side_w: int | None = None) -> LogScreen:
    """The rects of a table screen with the log column (see LogScreen); ``bottom_h``: the height
    of the strip below the table. ``compact`` (a larger interface size leaves fewer units): the
    log's column narrows and stands beside the table only, and the strip below runs the whole
    width (its controls and cards keep their size; the log shows its last lines). ``side_w``:
    the column's width instead of the log's (a lesson's tips stand there)."""
    w, h = size
    u = app.u
    pad = round(u * SCREEN_PAD)
    top = round(u * SCREEN_TOP_H)
    if side_w is None:
        side_w = round(u * LOG_W)
        if compact:
            side_w = min(side_w, round(w * COMPACT_LOG_SHARE))
    if compact:
        table = pygame.Rect(pad, top, w - side_w - 3 * pad, h - top - bottom_h - pad)
        return LogScreen(top=pygame.Rect(0, 0, w, top), table=table,
                         bottom=pygame.Rect(pad, h - bottom_h, w - 2 * pad, bottom_h - pad),
                         side=pygame.Rect(w - side_w - pad, top, side_w, table.height), pad=pad)
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
        # lines scrolled up from the following view (0: following; below 0: further down the
        # newest entry, when it is longer than the panel and is shown from its start)
        self.scroll = 0
        self.unseen = 0  # lines that arrived while scrolled up
        self.badge_rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: dict[int, list[str]] = {}  # by entry, its lines at the current width/language
        self._counts: list[int] = []  # per entry, its lines (1 while not wrapped: an estimate)
        self._total = 0  # the sum of _counts
        self.wraps = 0  # entries wrapped so far (the work a frame does, counted by the tests)
        #: each new line is said aloud as it comes (diamant.ui.speech): the live table's log
        self.speaks = False
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
        self._say(entries)
        if self.scroll <= 0:
            self.scroll = 0  # following: the newest entry from its start
            self.entries.extend(entries)
            return
        before, rest = self.line_count(), self._rest()
        first = len(self.entries)
        self.entries.extend(entries)
        self._sync()
        for i in range(first, len(self.entries)):
            self._wrap(i)  # their lines, not an estimate: the lines in view stay in view
        added = self.line_count() - before
        self.scroll += added + rest - self._rest()  # the lines in view stay in view
        self.unseen += added

    def feed(self, event: Event) -> None:
        """Add the entries of one engine event (as it is shown on the table)."""
        if isinstance(event, RoundStarted):
            self.round = event.round
        self.extend(entries_of(event, self.round))

    def _say(self, entries: Sequence[Entry]) -> None:
        """New lines to the speech service: a round's heading is a new turn (it stops the chatter
        before it), the others wait their turn."""
        speech = getattr(self.app, "speech", None)
        if not self.speaks or speech is None or not speech.active:
            return
        loc = self.app.loc
        for e in entries:
            speech.say(render(e, loc, self.names, self.you, self.card_theme),
                       Priority.TURN if e.tone == "title" else Priority.EVENT)

    def texts(self) -> list[str]:
        """Every entry in the current language (what the panel shows, unwrapped)."""
        loc = self.app.loc
        return [render(e, loc, self.names, self.you, self.card_theme) for e in self.entries]

    # ------------------------------------------------------------------ geometry
    @property
    def following(self) -> bool:
        return self.scroll <= 0

    def _body(self) -> pygame.Rect:
        app = self.app
        pad = theme.px(app, BODY_PAD)
        top = self.rect.top + pad // 2 + (theme.px(app, TITLE_H) if self.title_key else 0)
        return pygame.Rect(self.rect.left + pad, top, self.rect.width - 2 * pad,
                           max(1, self.rect.bottom - top - pad))

    def least_height(self) -> int:
        """The height that shows one line of the log, without its title."""
        return self._line_h() + 2 * theme.px(self.app, BODY_PAD)

    def _line_h(self) -> int:
        return self.app.font(self.size_u).get_linesize()

    def _badge_h(self) -> int:
        """The height of the "Latest" pill (shown while scrolled up) with its margin."""
        app = self.app
        return app.font(theme.FONT_SMALL, bold=True).get_linesize() + theme.px(app, BADGE_PAD) + theme.px(app, BADGE_GAP)

    def _text_area(self) -> pygame.Rect:
        """Where the lines are written: the body, above the pill while it shows (it covered the
        last line)."""
        body = self._body()
        if self.scroll > 0:
            body.height = max(1, body.height - self._badge_h())
        return body

    def rows(self) -> int:
        return max(1, self._text_area().height // max(1, self._line_h()))

    def _rest(self) -> int:
        """The newest entry's lines that the following view leaves below it: that view shows
        the entry from its start when it is longer than the panel (0 when it fits)."""
        self._sync()
        if not self.entries:
            return 0
        rows = max(1, self._body().height // max(1, self._line_h()))  # without the pill
        return max(0, len(self._wrap(len(self.entries) - 1)) - rows)

    def _sync(self) -> None:
        """Keep the per-entry counts in step with the entries, the width and the language."""
        app = self.app
        key = (app.lang, self._body().width, app.u, self.size_u, tuple(self.names), self.you)
        n = len(self.entries)
        if key != self._wrap_key or len(self._counts) > n:
            self._wrap_key = key
            self._wrapped = {}
            self._counts = []
            self._total = 0
        if len(self._counts) < n:
            self._total += n - len(self._counts)
            self._counts.extend([1] * (n - len(self._counts)))
        if n <= EAGER_ENTRIES and len(self._wrapped) < n:
            for i in range(n):
                self._wrap(i)

    def _wrap(self, i: int) -> list[str]:
        """The lines of entry `i`, wrapped now if they were not yet (its count made exact)."""
        lines = self._wrapped.get(i)
        if lines is None:
            app = self.app
            width = max(1, self._body().width)
            text = render(self.entries[i], app.loc, self.names, self.you, self.card_theme)
            lines = app.font(self.size_u).wrap(text, width) or [""]
            self._wrapped[i] = lines
            self._total += len(lines) - self._counts[i]
            self._counts[i] = len(lines)
            self.wraps += 1
        return lines

    def _lines(self) -> list[tuple[str, Any]]:
        """Every line of the log (wraps every entry: for the tests and short logs)."""
        self._sync()
        out: list[tuple[str, Any]] = []
        for i, e in enumerate(self.entries):
            colour = TONE_COLOURS.get(e.tone, theme.TEXT)
            out.extend((line, colour) for line in self._wrap(i))
        return out

    def _view(self, rows: int) -> list[tuple[str, Any]]:
        """The lines in view at the current scroll, at most `rows`: only their entries are
        wrapped. The entries below the view are found by their counts (estimated or exact)."""
        self._sync()
        counts = self._counts
        rest = self._rest()
        if self.scroll == 0 and rest == 0:
            return self._whole(rows)
        i, skip = len(counts) - 1, self.scroll + rest
        if skip:
            below = list(accumulate(reversed(counts)))
            j = bisect_right(below, skip)  # entries wholly below the view
            i = len(counts) - 1 - j
            skip -= below[j - 1] if j else 0
        out: list[tuple[str, Any]] = []
        while i >= 0 and len(out) < rows:
            e = self.entries[i]
            lines = self._wrap(i)
            colour = TONE_COLOURS.get(e.tone, theme.TEXT)
            part = lines[:len(lines) - skip] if skip else lines
            skip = 0
            out[:0] = [(line, colour) for line in part]
            i -= 1
        return out[-rows:] if len(out) > rows else out

    def _whole(self, rows: int) -> list[tuple[str, Any]]:
        """The following view: the newest entries that fit in `rows` lines, each whole (the
        oldest one shown is not cut at the top)."""
        out: list[tuple[str, Any]] = []
        i = len(self.entries) - 1
        while i >= 0:
            lines = self._wrap(i)
            if len(out) + len(lines) > rows:
                break
            colour = TONE_COLOURS.get(self.entries[i].tone, theme.TEXT)
            out[:0] = [(line, colour) for line in lines]
            i -= 1
        return out

    def _wrap_top(self, rows: int) -> None:
        """Wrap the first entries until they fill `rows` lines: the top of the log is exact."""
        self._sync()
        filled = i = 0
        while i < len(self.entries) and filled < rows:
            filled += len(self._wrap(i))
            i += 1

    def line_count(self) -> int:
        self._sync()
        return self._total

    def max_scroll(self) -> int:
        return max(0, self.line_count() - self.rows() - self._rest())

    def scroll_by(self, lines: int) -> None:
        to_top = self.scroll + lines >= self.max_scroll()
        if to_top:  # the first lines are wrapped: the top is where the first entry shows
            self._wrap_top(self.rows() + 1)
        top = self.max_scroll()
        want = top if to_top else self.scroll + lines
        self.scroll = max(-self._rest(), min(top, want))
        if self.scroll > 0:  # the pill takes a row from the lines: the top is further up
            new_top = self.max_scroll()
            self.scroll = new_top if want >= top else min(new_top, want)
        if self.scroll <= 0:
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
            pos = self.app.mouse_pos()
            if self.rect.collidepoint(pos) or self.app.headless:
                self.scroll_by(event.y * 3)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scroll > 0 \
                and self.badge_rect.collidepoint(event.pos):
            self.jump_to_latest()
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if self.title_key:
            pad = theme.px(app, BODY_PAD)
            head = pygame.Rect(self.rect.left + pad, self.rect.top + pad // 2, self.rect.width - 2 * pad,
                               theme.px(app, TITLE_H))
            theme.draw_text(surface, app, app.t(self.title_key), head, theme.FONT_BODY, theme.GOLD,
                            bold=True, align="left")
        body = self._body()
        self.scroll = max(-self._rest(), min(self.scroll, self.max_scroll()))
        if self.scroll <= 0:
            self.unseen = 0
        area = self._text_area()
        key = (self._wrap_key, len(self.entries), self._total, self.scroll, self.unseen, area.size)
        if key != self._surf_key or self._surf is None:
            rows = max(1, area.height // self._line_h())
            self._surf = self._render(area, self._view(rows), rows)
            self._surf_key = key
        surface.blit(self._surf, area)
        self.badge_rect = pygame.Rect(0, 0, 0, 0)
        if self.scroll > 0:
            self._draw_badge(surface, body)

    def _render(self, body: pygame.Rect, visible: list[tuple[str, Any]], rows: int) -> pygame.Surface:
        """The lines in view; at the bottom of the area, or from its top while they are fewer
        than the rows (a short log)."""
        app = self.app
        out = pygame.Surface(body.size, pygame.SRCALPHA)
        ls = self._line_h()
        y = body.height - ls * len(visible) if self._total >= rows else 0
        for text, colour in visible:
            if text:
                out.blit(theme.render(app, text, self.size_u, colour), (0, y))
            y += ls
        return out

    def _draw_badge(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        app = self.app
        text = (app.t("logbook-new-lines", count=self.unseen) if self.unseen
                else app.t("logbook-latest"))
        pad = theme.px(app, BADGE_PAD)
        img = theme.render_fit(app, text, body.width - 2 * pad, theme.FONT_SMALL, theme.TEXT_DARK, bold=True)
        r = pygame.Rect(0, 0, min(body.width, img.get_width() + 2 * pad), img.get_height() + pad)
        r.midbottom = (body.centerx, body.bottom)
        pygame.draw.rect(surface, theme.GOLD, r, border_radius=r.height // 2)
        surface.blit(img, img.get_rect(center=r.center))
        self.badge_rect = r
