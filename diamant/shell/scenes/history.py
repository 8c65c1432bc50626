"""Past games: the finished games (newest first) under each game's totals and records (a section
per game: diamant.shell.past_record); pick one to read its log or, when the flow offers
``replay_game(app, record)``, to watch it again. Another game's games (Diamonds Club's:
``entry.game``) are listed with that game's name and their final scores."""
from __future__ import annotations

import datetime as _dt
import gc
import logging
from collections.abc import Generator
from typing import Any

import pygame

from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.scrollview import ScrollGroup, bar_room
from diamant.ui.widgets import Button, ListBox, share_size
from diamant.shell import games as game_registry
from diamant.shell import past_record
from diamant.storage import HistoryScan, HistoryTotals, bring_back, history_stats

log = logging.getLogger(__name__)

# the Past games page's layout, in units (the record at its top: diamant.shell.past_record)
COLUMN_GAP = 2.0       # between the list and the detail
LIST_INSET = 1.6       # the list inset in its panel
EMPTY_INSET = 2.0      # "No games yet" inset at the list's sides
ROW_TOP = 0.4          # a game's row: above its first line ...
ROW_BOTTOM = 0.6       # ... and under its second
DETAIL_PAD = 1.5       # the buttons' inset in the detail panel
SCORES_PAD_X = 2.0     # the final scores' inset in the detail panel
SCORES_TOP = 1.5
SCORES_HEAD_H = 3.6    # "Final scores"
SCORES_HEAD_GAP = 0.8  # under it
SCORE_ROW_H = 3.6      # a seat's row, at most
SCORE_W = 8.0          # the score column at a row's right
PROGRESS_H = 3.4       # "Reading past games… 3,400 of 10,000" under the list while it fills
PROGRESS_INSET = 1.2   # its text inset at the sides, as a row's
# a room smaller than 100 x 56.25 units (a larger interface size): a smaller title, the buttons
# along the bottom, the list, and under it the final scores with the record under them in a
# column that scrolls
SMALL_TITLE = 0.85     # the title's size then (of a heading's)
SMALL_GAP = 1.0
SMALL_LIST = 0.5       # the list's share of the height (the scrolling column's under it)
SMALL_HEAD_H = 3.0     # "Final scores" then, in the body's size
SMALL_HEAD_GAP = 0.2
SMALL_DETAIL_PAD = 1.0  # the scrolling column's inset in its panel

# Past games not in the history's index yet (the first opening after an upgrade: 10,000 games to
# replay) are read a piece at a time, a little each frame, so the page opens at once and answers
# while its list fills; on the main thread: nothing else touches the scene or the files.
#: a record of more decisions is opened (replayed and checked) this many a frame, about 10 ms
OPEN_STEP = 4000
#: a history file larger than this is read a piece a frame too (a usual game's is a few KB; the
#: largest a record may be, 4 MB, takes a second to read and check)
LOAD_AT_ONCE = 256 * 1024
SCAN_BUDGET = 0.010  # seconds of reading per frame at least (the rest of a 60 Hz frame draws) ...
SCAN_SHARE = 2.0  # ... or this many times the time the last frame took to draw (a slow or busy
SCAN_MAX = 0.050  # machine: two thirds of each frame read), at most this (20 frames a second)
SCAN_FILES: int | None = None  # at most this many files per frame (None: the budget decides)
STATS_EVERY = 0.25  # seconds between two countings of the totals while the list fills


def _format_date(app, iso: str) -> str:
    try:
        d = _dt.datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return f"{app.loc.format_date(d, 'medium')} {d:%H:%M}"


def _past(entry) -> "game_registry.PastGames | None":
    """How the game of `entry` shows its past games (its GameEntry's hooks), None: as stored."""
    found = game_registry.get(entry.game) if entry is not None else None
    return found.past if found is not None else None


def _game_name(app, entry) -> str:
    """The row's second word: what the game says (an edition's name), else the game's name."""
    past = _past(entry)
    if past is not None and past.row_name is not None:
        return past.row_name(app, entry)
    found = game_registry.get(entry.game)
    return app.t(found.name_key) if found is not None else entry.game


def _seat_name(app, entry, s: int, *, level_too: bool = True) -> str:
    """A seat of a past game, as its game names it (in today's language); else as stored (a
    game whose seats are named in its lobby)."""
    past = _past(entry)
    if past is not None and past.seat_name is not None:
        return past.seat_name(app, entry, s, level_too)
    return entry.names[s]


@nav.scene("history")
class HistoryScene(Scene):
    group: ScrollGroup  # the scores and the record scroll when the room is small

    def __init__(self, app, entries: list | None = None, records: dict | None = None,
                 scan: HistoryScan | None = None):
        """`entries`: the games to list (tests, screenshots); else `scan` reads them (by default
        the player's files, a HistoryScan)."""
        super().__init__(app)
        self.warnings: list = []
        self.scan: HistoryScan | None = None
        # a long record being opened a piece a frame: (scene, its arguments, what a failure
        # logs, the opening's steps)
        self._opening: tuple[str, dict[str, Any], str, Any] | None = None
        self.totals = HistoryTotals()  # while the list fills: each game counted as it comes
        self._rows: dict[Any, tuple[str, str]] = {}  # a game's path -> its row's two lines
        self._stats_age = 0.0
        self._draw_time = 0.0  # seconds the last drawing took
        if entries is None:  # the files: what can be read at once, the rest frame by frame
            self.scan = scan if scan is not None else HistoryScan()
            self.scan.step(SCAN_BUDGET, SCAN_FILES)  # never raises: damaged files are warnings
            entries = list(self.scan.entries)
            self.warnings.extend(self.scan.warnings)
            for e in entries:
                self.totals.add(e, ranked=True)
        self.entries = entries
        self.records = records or {}  # entry.path -> GameRecord (screenshots, tests)
        self.stats = history_stats(entries)
        self._record: tuple[Any, Any, list[past_record.Section]] | None = None  # _sections'
        self._cells: tuple[Any, Any, list[tuple[str, pygame.Rect, bool]]] | None = None  # stats_cells'
        g = self.group = ScrollGroup(app)
        # a tooltip (on keyboard focus too) never covers the page's title and the record
        g.keep_clear = lambda: [self.stats_rect]
        g.keep_free = lambda: [self.title_rect]  # however crowded: a tooltip never hides the title
        self.list = g.add(ListBox(entries, self._draw_row, on_activate=self.show_log, row_u=6.0,
                                  speak_item=lambda e: ". ".join(self._row_texts(e))))
        self.replay_button = g.add(Button("history-replay", self.replay, "history-replay-tip", style="primary"))
        self.log_button = g.add(Button("history-show-log", self.show_log, "history-show-log-tip"))
        self.back = g.add(Button("history-back", self.close))
        share_size((self.replay_button, self.log_button, self.back), max_lines=2)
        # "Watch again" needs a game's replay scene (registered, with a `record` argument)
        self.replay_button.visible = any(e.replay_scene is not None and e.replay_scene in nav.names()
                                         for e in game_registry.entries())
        for b in (self.replay_button, self.log_button):
            b.enabled = bool(entries)
        self.panel: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.stats_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.detail: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.small = False  # laid out for a room smaller than 100 x 56.25 units
        self.scores_place = self.stats_place = pygame.Rect(0, 0, 0, 0)  # then: on the scrolling column
        self._laid_for: Any = None  # then: the game whose scores the column has room for
        self._small_head = SMALL_HEAD_H  # then: "Final scores" over them (0: no room for it)

    @property
    def scanning(self) -> bool:
        """True while the list still fills (past games being read)."""
        return self.scan is not None and not self.scan.done

    def _read_on(self, dt: float) -> None:
        """A frame's share of the reading: the list, its warnings and (now and then) the totals
        follow; the selection stays on the same game, at the same row."""
        scan = self.scan
        if scan is None or scan.done:
            return
        seen = len(scan.warnings)
        new = scan.step(min(SCAN_MAX, max(SCAN_BUDGET, SCAN_SHARE * self._draw_time)), SCAN_FILES)
        # while a long record is read, its millions of objects are out of the collector's full
        # walks (one took 0.2 s of CPU at a step); back in once the list is complete
        if scan.done:
            gc.unfreeze()
        else:
            gc.freeze()
        for w in scan.warnings[seen:]:
            self.app.show_message(str(w), kind="warning")
        self._stats_age += dt
        for e in new:
            self.totals.add(e, ranked=True)
        if new:
            self._set_entries(list(scan.entries))
        if scan.done or (new and self._stats_age >= STATS_EVERY):
            self._stats_age = 0.0
            rows = self._stats_rows()
            self.stats = self.totals.stats()
            if scan.done or self._stats_rows() != rows:  # the progress line goes; more bots
                self.layout(self.app.size)

    def _set_entries(self, entries: list) -> None:
        box = self.list
        chosen, row = box.selected, box.index - box.first
        self.entries = box.items = entries
        if chosen is None:
            box.index, box.first = (0 if entries else -1), 0
            return
        i = box.index
        if not (i < len(entries) and entries[i] is chosen):  # a newer game came in above it
            i = next(k for k, e in enumerate(entries) if e is chosen)
        box.index = i
        box.first = max(0, min(i - row, len(entries) - box.rows_visible()))

    # ------------------------------------------------------------------ actions
    def record_of(self, entry) -> Any:
        if entry is None:
            return None
        rec = self.records.get(entry.path)
        if rec is None:
            rec = entry.load_record()
            self.records[entry.path] = rec
        return rec

    def _selected_record(self):
        try:
            return self.record_of(self.list.selected)
        except (ValueError, OSError) as exc:  # a damaged or vanished file (its game's record
            # error is a ValueError): say so, keep going
            log.warning("history record unreadable: %s", exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")
            return None

    def continue_game(self, entry) -> None:
        """An unfinished game (set aside when another one was started) becomes the game in
        progress again, and is played on."""
        try:
            bring_back(entry)
        except OSError as exc:  # storage's StorageError: the data folder is not writable ...
            log.warning("unfinished game not brought back: %s", exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")
            return
        found = game_registry.get(entry.game)  # its game continues it
        if found is None:
            return
        past = found.past
        if past is not None and past.continue_kept is not None:
            past.continue_kept(self.app)
        else:
            found.resume(self.app)

    def _other_scene(self, entry, which: str) -> str | None:
        """The game's scene that shows a finished game again (`which`: "replay" or "log"),
        when that game names one and it is registered."""
        found = game_registry.get(entry.game) if entry is not None else None
        if found is None:
            return None
        name = found.replay_scene if which == "replay" else found.log_scene
        return name if name is not None and name in nav.names() else None

    def _open(self, which: str, why: str, **args: Any) -> None:
        """The selected finished game in its game's viewer (`which`: "replay") or log ("log"),
        its record loaded by storage: a long one a piece a frame (see _open_in_steps)."""
        entry = self.list.selected
        name = self._other_scene(entry, which)
        if name is None or not (entry.finished or entry.abandoned):
            return
        if self._open_in_steps(name, args, why):
            return
        record = self._selected_record()
        if record is None:
            return
        try:  # the scene checks the record as it reads it
            self.app.nav.push(name, record=record, **args)
        except (ValueError, OSError) as exc:  # truncated, edited or newer: say so; the file
            log.warning("%s: %s", why, exc)  # stays as it is
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")

    def replay(self, *_: Any) -> None:
        entry = self.list.selected
        if entry is not None and not entry.finished and not entry.abandoned:
            self.continue_game(entry)
            return
        self._open("replay", "history record cannot be replayed")

    def show_log(self, *_: Any) -> None:
        entry = self.list.selected
        if entry is None:
            return
        self._open("log", "history record cannot be shown", date_text=_format_date(self.app, entry.date))

    def _open_in_steps(self, name: str, args: dict[str, Any], why: str) -> bool:
        """A long record (a file of more than LOAD_AT_ONCE bytes, or more than OPEN_STEP
        decisions) is read, replayed, checked and made ready for scene `name` a piece a frame
        (see update) before that scene opens; True if it is. A usual game opens at once."""
        entry = self.list.selected
        past = _past(entry)
        if past is None or past.record_steps is None or past.replay_steps is None:
            return False  # its game opens every record at once
        record = self.records.get(entry.path)
        if record is None:
            try:
                large = entry.path.stat().st_size > LOAD_AT_ONCE
            except OSError:
                large = False  # (gone or unreadable: the usual way says so)
            if not large:
                record = self._selected_record()
                if record is None:
                    return True  # said already
        if record is not None and past.record_steps(record) <= OPEN_STEP:
            return False
        self._opening = (name, args, why, self._opening_steps(name, entry, record, past))
        return True

    def _opening_steps(self, name: str, entry: Any, record: Any, past: Any
                       ) -> Generator[None, None, dict[str, Any]]:
        """Scene `name`'s arguments for the record of `entry` (`record`, when it is read
        already), a piece at a time: the file read, the game replayed and checked, then what the
        scene works out before it shows (its class's `prepare_steps`, when it has one)."""
        if record is None:  # (not kept in `records`: a record this long is read when opened)
            record = yield from entry.load_record_steps(OPEN_STEP)
        replayed = yield from past.replay_steps(record, OPEN_STEP)
        prepare = getattr(nav.factory(name), "prepare_steps", None)
        extra = (yield from prepare(record, replayed)) if prepare is not None else {"replayed": replayed}
        return {"record": record, **extra}

    def _open_on(self) -> None:
        """A frame's piece of the record being opened; the scene opens once it is ready. What the
        pieces made is frozen for the garbage collector as it comes (`gc.freeze`): a full
        collection would walk the millions of objects of a long game at every frame it runs (a
        second each, on a busy machine); the scene that shows it thaws them as it leaves."""
        if self._opening is None:
            return
        name, args, why, steps = self._opening
        try:
            next(steps)
            gc.freeze()
            return
        except StopIteration as done:
            self._opening = None
            made = done.value
        except (ValueError, OSError) as exc:  # truncated, edited, newer or gone: say so; the
            self._opening = None               # file stays as it is
            gc.unfreeze()
            log.warning("%s: %s", why, exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")
            return
        self.app.nav.push(name, **made, **args)
        gc.freeze()

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        super().enter()
        for w in self.warnings:
            self.app.show_message(str(w), kind="warning")
        self.warnings = []

    def default_focus(self):
        return self.list if self.entries else self.back

    def frame_interval(self) -> float | None:
        # frames keep coming while the list fills, and while a long game is opened
        return 0.0 if self.scanning or self._opening is not None else None

    def dispose(self) -> None:
        if self.scanning or self._opening is not None:  # what the reading or an opening froze
            gc.unfreeze()
        self.scan = None  # closed while it read: the rest is left unread, nothing half written
        self._opening = None
        super().dispose()

    def relocalize(self) -> None:
        self._rows.clear()
        self.layout(self.app.size)

    def layout(self, size) -> None:
        if theme.small_room(self.app, size):
            self._layout_small(size)
            return
        self.small = False
        self.group.view.off()
        w, h = size
        u = self.app.u
        self.title_rect, m = theme.page_title(self.app, size)
        top = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        # a section per game; a longer record (more games, more bots) gets more lines
        self.stats_rect = pygame.Rect(self.title_rect.left, top, self.title_rect.width, 0)
        self.stats_rect.height = past_record.height(self._sections(), self._bot_columns(), u, h)
        body_top = self.stats_rect.bottom + round(theme.SECTION_GAP * u)
        bh = round(theme.BUTTON_H * u)
        left_w = round(self.title_rect.width * 0.5)
        self.list_box = pygame.Rect(self.title_rect.left, body_top, left_w, h - body_top - m)
        self.list.rect = self.list_box.inflate(-round(LIST_INSET * u), -round(LIST_INSET * u))
        self.progress_rect = pygame.Rect(self.list.rect.left, self.list.rect.bottom, self.list.rect.width, 0)
        if self.scanning:  # a line under the list says how far the reading is (inset as a row)
            self.progress_rect.height = round(PROGRESS_H * u)
            self.progress_rect.bottom = self.list.rect.bottom
            self.list.rect.height -= self.progress_rect.height
            self.progress_rect.inflate_ip(-round(PROGRESS_INSET * u), 0)
        self.detail = pygame.Rect(self.list_box.right + round(COLUMN_GAP * u), body_top,
                                  self.title_rect.width - left_w - round(COLUMN_GAP * u), h - body_top - m)
        buttons = pygame.Rect(self.detail.left + round(DETAIL_PAD * u), self.detail.bottom - bh - round(DETAIL_PAD * u),
                              self.detail.width - round(2 * DETAIL_PAD * u), bh)
        shown = [b for b in (self.replay_button, self.log_button, self.back) if b.visible]
        for b, r in zip(shown, theme.row(buttons, len(shown), round(theme.GAP * u))):
            b.rect = r
        self.scores_rect = pygame.Rect(self.detail.left + round(SCORES_PAD_X * u),
                                       self.detail.top + round(SCORES_TOP * u),
                                       self.detail.width - round(2 * SCORES_PAD_X * u),
                                       buttons.top - self.detail.top - round((SCORES_TOP + theme.SECTION_GAP) * u))

    def _layout_small(self, size) -> None:
        """Less room than 100 x 56.25 units: a smaller title, the buttons along the bottom, the
        list, and under it the final scores of the chosen game with
        the record under them in a column that scrolls (the wheel, Page Down on a button)."""
        app = self.app
        w, h = size
        u = app.u
        self.small = True
        self.title_rect, m = theme.small_page_title(app, size)
        bh, gap = round(theme.BUTTON_H * u), round(SMALL_GAP * u)
        buttons = pygame.Rect(self.title_rect.left, h - m - bh, self.title_rect.width, bh)
        shown = [b for b in (self.replay_button, self.log_button, self.back) if b.visible]
        for b, r in zip(shown, theme.row(buttons, len(shown), round(theme.GAP * u))):
            b.rect = r
        middle = pygame.Rect(buttons.left, self.title_rect.bottom + gap, buttons.width,
                             max(bh, buttons.top - gap - self.title_rect.bottom - gap))
        # the record needs the whole width (its columns): the list over the scrolling column
        list_h = round(middle.height * SMALL_LIST)
        self.list_box = pygame.Rect(middle.left, middle.top, middle.width, list_h)
        self.detail = pygame.Rect(middle.left, self.list_box.bottom + gap, middle.width, middle.height - list_h - gap)
        self.list.rect = self.list_box.inflate(-round(LIST_INSET * u), -round(LIST_INSET * u))
        self.progress_rect = pygame.Rect(self.list.rect.left, self.list.rect.bottom, self.list.rect.width, 0)
        if self.scanning:
            self.progress_rect.height = round(PROGRESS_H * u)
            self.progress_rect.bottom = self.list.rect.bottom
            self.list.rect.height -= self.progress_rect.height
            self.progress_rect.inflate_ip(-round(PROGRESS_INSET * u), 0)
        inner = self.detail.inflate(-round(2 * SMALL_DETAIL_PAD * u), -round(2 * SMALL_DETAIL_PAD * u))
        view = pygame.Rect(inner.left + round(u), inner.top, inner.width - bar_room(app) - round(u), inner.height)
        sv = self.group.view
        sv.begin(view)
        entry = self.list.selected
        self._laid_for = entry
        rows = len(entry.names) if entry is not None else 0
        # "Final scores" over them when the view has room for it and two of them
        self._small_head = SMALL_HEAD_H if view.height >= (SMALL_HEAD_H + 2 * SCORE_ROW_H) * u else 0.0
        self.scores_place = pygame.Rect(view.left, view.top, view.width,
                                        round((self._small_head + SMALL_HEAD_GAP + rows * SCORE_ROW_H + 1) * u)
                                        if rows else 0)
        top = self.scores_place.bottom + (gap if rows else 0)
        self.stats_place = pygame.Rect(view.left, top, view.width, 0)
        self.stats_rect = self.stats_place
        self.stats_place.height = past_record.height(self._sections(), self._bot_columns(), u, 10 ** 6)
        sv.end(self.stats_place.bottom, None)
        self._scrolled()

    def _scrolled(self) -> None:
        """The scrolling column's scores and record where they are drawn now."""
        sv = self.group.view
        self.scores_rect = sv.rect(self.scores_place)
        self.stats_rect = sv.rect(self.stats_place)

    def handle(self, event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.close()
            return True
        return False

    def update(self, dt: float) -> None:
        # an unfinished game is continued, not watched; it has no finished log yet (a game its
        # host left is watched as far as it went: it cannot be continued here)
        entry = self.list.selected
        unfinished = entry is not None and not entry.finished and not entry.abandoned
        self.replay_button.label = "history-continue" if unfinished else "history-replay"
        self.replay_button.visible = unfinished or self._other_scene(entry, "replay") is not None or (
            entry is None and any(e.replay_scene is not None and e.replay_scene in nav.names()
                                  for e in game_registry.entries()))
        self.replay_button.enabled = entry is not None and (
            game_registry.get(entry.game) is not None if unfinished
            else self._other_scene(entry, "replay") is not None)
        self.log_button.enabled = entry is not None and not unfinished and \
            self._other_scene(entry, "log") is not None
        self.group.update(dt)
        self._read_on(dt)
        self._open_on()
        if self.small and self.list.selected is not self._laid_for:  # another game's scores: their room
            self.layout(self.app.size)

    # ------------------------------------------------------------------ drawing
    def _draw_row(self, surface, rect, entry, selected: bool) -> None:
        app = self.app
        u = app.u
        top = pygame.Rect(rect.left, rect.top + round(ROW_TOP * u), rect.width, round(rect.height * 0.48))
        bottom = pygame.Rect(rect.left, top.bottom, rect.width, rect.height - top.height - round(ROW_BOTTOM * u))
        line1, line2 = self._row_texts(entry)
        theme.draw_text(surface, app, line1, top, theme.FONT_BODY, theme.GOLD if selected else theme.TEXT, align="left")
        theme.draw_text(surface, app, line2, bottom, theme.FONT_SMALL, theme.TEXT_DIM, align="left")

    def _row_texts(self, entry) -> tuple[str, str]:
        """A game's row in words, worked out once per language (the list is drawn at every frame
        while it fills)."""
        texts = self._rows.get(entry.path)
        if texts is None:
            app = self.app
            line1 = app.t("history-row", date=_format_date(app, entry.date), edition=_game_name(app, entry),
                          players=entry.players)
            winners = app.loc.format_list([_seat_name(app, entry, w, level_too=False)
                                           for w in entry.winners]) if entry.winners else "—"
            best = max(entry.scores) if entry.scores else 0
            line2 = app.t("history-winner", names=winners, count=max(1, len(entry.winners))) + f"  ({best})"
            if entry.abandoned:
                line2 = app.t("history-abandoned")
            elif not entry.finished:
                line2 = app.t("history-unfinished")
            texts = self._rows[entry.path] = (line1, line2)
        return texts

    def _sections(self) -> list[past_record.Section]:
        """The record: a section per game, each counting that game's games only (worked out
        again when the totals or the language change)."""
        key = (self.stats, self.app.loc)
        if self._record is None or self._record[0] is not key[0] or self._record[1] is not key[1]:
            self._record = (self.stats, self.app.loc, past_record.sections(self.app, self.stats))
        return self._record[2]

    def _bot_columns(self) -> int:
        return past_record.bot_columns(self.app, self._sections(), self.stats_rect)

    def _stats_lines(self) -> list[str]:
        return past_record.lines(self._sections())

    def _stats_rows(self) -> int:
        columns = self._bot_columns()
        return sum(p.rows(columns) for p in self._sections())

    def stats_cells(self) -> list[tuple[str, pygame.Rect, bool]]:
        """The record's lines where they are drawn: (text, rect, is a heading); worked out once
        per record and place (they are drawn at every frame while the list fills)."""
        parts = self._sections()
        key = (tuple(self.stats_rect), self.app.u)
        if self._cells is None or self._cells[0] is not parts or self._cells[1] != key:
            cells = past_record.cells(parts, self._bot_columns(), self.stats_rect, self.app.u)
            self._cells = (parts, key, cells)
        return self._cells[2]

    def draw(self, surface) -> None:
        clock = self.app.timesource
        start = clock.monotonic()
        self._draw(surface)
        self._draw_time = clock.monotonic() - start

    def _draw(self, surface) -> None:
        app = self.app
        u = app.u
        theme.background(surface, app, darken=70)
        theme.heading(surface, app, app.t("history-title"), self.title_rect,
                      theme.FONT_HEADING * (SMALL_TITLE if self.small else 1.0))
        if self.small:
            theme.panel(surface, app, self.list_box, alpha=225)
            theme.panel(surface, app, self.detail, alpha=225)
            sv = self.group.view
            self._scrolled()
            with sv.clip(surface):
                self._draw_record(surface)
                if self.entries:
                    self._draw_detail(surface)
            sv.draw(surface)
        else:
            self._draw_record(surface)
            theme.panel(surface, app, self.list_box, alpha=225)
            theme.panel(surface, app, self.detail, alpha=225)
        if self.entries:
            if not self.small:
                self._draw_detail(surface)
        elif not self.scanning:
            theme.draw_text(surface, app, app.t("history-empty"), self.list.rect.inflate(-round(EMPTY_INSET * u), 0),
                            theme.FONT_BODY, theme.TEXT_DIM, wrap=True)
        if self.scanning and self.scan is not None:
            fmt = app.loc.format_number
            text = app.t("history-reading", done=fmt(self.scan.read), total=fmt(self.scan.total))
            theme.draw_text(surface, app, text, self.progress_rect, theme.FONT_SMALL, theme.TEXT_DIM, align="left")
        self.group.draw(surface)

    def _draw_record(self, surface) -> None:
        app = self.app
        theme.panel(surface, app, self.stats_rect, alpha=225)
        for text, r, head in self.stats_cells():  # each game's heading, and the heading over its bots
            theme.draw_text(surface, app, text, r, theme.FONT_BODY, theme.GOLD if head else theme.TEXT,
                            align="left", bold=head)

    def _draw_detail(self, surface) -> None:
        app = self.app
        u = app.u
        entry = self.list.selected
        if entry is None:
            return
        r = self.scores_rect
        head_h, head_gap, head_size = (self._small_head, SMALL_HEAD_GAP, theme.FONT_BODY) if self.small else \
            (SCORES_HEAD_H, SCORES_HEAD_GAP, theme.FONT_HEADING * 0.7)
        head = pygame.Rect(r.left, r.top, r.width, round(head_h * u))
        if head.height:
            theme.draw_text(surface, app, app.t("history-scores"), head, head_size, theme.GOLD, bold=True,
                            align="left")
        order = sorted(range(len(entry.names)), key=lambda s: -entry.scores[s])
        n = max(1, len(order))
        row_h = min(round(SCORE_ROW_H * u), (r.bottom - head.bottom - round(u)) // n)
        y = head.bottom + round(head_gap * u)
        from diamant.ui.art import SEAT_COLOURS
        found = game_registry.get(entry.game)
        palette = found.seat_colours if found is not None and found.seat_colours else SEAT_COLOURS
        for s in order:
            row = pygame.Rect(r.left, y, r.width, row_h)
            index = entry.colours[s] if s < len(entry.colours) else s
            colour = palette[index % len(palette)]
            pygame.draw.circle(surface, colour, (row.left + row_h // 3, row.centery), max(3, row_h // 4))
            name = _seat_name(app, entry, s)
            win = s in entry.winners
            name_rect = pygame.Rect(row.left + row_h, row.top, row.width - row_h - round(SCORE_W * u), row_h)
            theme.draw_text(surface, app, ("★ " if win else "") + name, name_rect, theme.FONT_BODY,
                            theme.GOLD if win else theme.TEXT, align="left", bold=win)
            theme.draw_text(surface, app, app.loc.format_number(entry.scores[s]),
                            pygame.Rect(row.right - round(SCORE_W * u), row.top, round(SCORE_W * u),
                                        row_h), theme.FONT_BODY,
                            theme.GOLD if win else theme.TEXT, align="right", bold=win)
            y += row_h
