"""Past games: the finished games (newest first) with totals and records; pick one to read its
log or, when the flow offers ``replay_game(app, record)``, to watch it again. Another game's
games (Diamonds Club's: ``entry.game``) are listed with that game's name and their final scores."""
from __future__ import annotations

import datetime as _dt
import gc
import logging
from collections.abc import Generator
from typing import Any

import pygame

from diamant.ui import nav, theme
from diamant.games.diamant.screens import flow
from diamant.games.diamant.screens.logpanel import LogPanel
from diamant.games.diamant.screens.names import bot_name, is_default_name, person, record_names, saved_name
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup, ListBox, share_size
from diamant.games.diamant.engine import RecordError, RoundStarted
from diamant.games.diamant.engine.log import checked_replay, checked_replay_steps
from diamant.games.diamant.logbook import entries as log_entries, entries_of, record_viewer
from diamant.shell import games as game_registry
from diamant.storage import HistoryScan, HistoryTotals, bring_back, history_stats, load_saved_game

log = logging.getLogger(__name__)

#: The scene that plays a finished game again ("Watch again"), when one is registered.
REPLAY_SCENE = "replay"

# the Past games page's layout, in units
STATS_H = 8.5          # the record's panel, with two lines a column ...
STATS_LINE_H = 3.2     # ... and this much more for each more line
STATS_PAD_X = 3.0      # the record's text inset in its panel
STATS_PAD_Y = 1.4
COLUMN_GAP = 2.0       # between the list and the detail, and between the record's columns
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
# the game's log page
LOG_INDENT = 8.0       # the log's panel inset from the title's sides
LOG_INSET_X = 1.5      # the log inset in its panel
LOG_INSET_Y = 1.0
PROGRESS_H = 3.4       # "Reading past games… 3,400 of 10,000" under the list while it fills
PROGRESS_INSET = 1.2   # its text inset at the sides, as a row's

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
LOG_EVENTS = 20_000  # a long game's log is made this many events a frame


def _format_date(app, iso: str) -> str:
    try:
        d = _dt.datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return f"{app.loc.format_date(d, 'medium')} {d:%H:%M}"


def _edition(app, edition: str) -> str:
    key = f"edition-{edition}"
    return app.t(key) if app.loc.has(key) else edition


def _game_name(app, entry) -> str:
    """The row's second word: Diamant's edition, or the name of the other game it was."""
    if entry.game == "diamant":
        return _edition(app, entry.edition)
    found = game_registry.get(entry.game)
    return app.t(found.name_key) if found is not None else entry.game


def _bot_name(app, bot: str) -> str:
    return bot_name(bot, app.loc)


def _seat_name(app, entry, s: int, *, level_too: bool = True) -> str:
    """A seat of a past game: a default name in today's language (a bot's level, "Tactician"
    not "Tactician · Tactician"; a person's "You" or "Player 2", the same person in every
    language); a bot someone named keeps the name, followed by its level (`level_too`)."""
    name = entry.names[s]
    if entry.game != "diamant":  # another game's seats are named in its lobby
        return name
    level = entry.bots[s] if entry.bots and s < len(entry.bots) else None
    if level and level_too and not is_default_name(name):
        return f"{name} · {_bot_name(app, level)}"
    return saved_name(name, s in entry.human_seats, level, app.loc)


@nav.scene("history")
class HistoryScene(Scene):
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
        g = self.group = FocusGroup(app)
        # a tooltip (on keyboard focus too) never covers the page's title and the record
        g.keep_clear = lambda: [self.title_rect, self.stats_rect]
        self.list = g.add(ListBox(entries, self._draw_row, on_activate=self.show_log, row_u=6.0,
                                  speak_item=lambda e: ". ".join(self._row_texts(e))))
        self.replay_button = g.add(Button("history-replay", self.replay, "history-replay-tip", style="primary"))
        self.log_button = g.add(Button("history-show-log", self.show_log, "history-show-log-tip"))
        self.back = g.add(Button("history-back", self.close))
        share_size((self.replay_button, self.log_button, self.back), max_lines=2)
        # "Watch again" needs a replay scene (registered as "replay", with a `record` argument)
        self.replay_button.visible = REPLAY_SCENE in nav.names()
        for b in (self.replay_button, self.log_button):
            b.enabled = bool(entries)
        self.panel: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.stats_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.detail: pygame.Rect = pygame.Rect(0, 0, 0, 0)

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
        except (RecordError, OSError) as exc:  # a damaged or vanished file: say so, keep going
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
        if entry.game != "diamant":  # another game's autosave: that game continues it
            found = game_registry.get(entry.game)
            if found is not None:
                found.resume(self.app)
            return
        saved, warnings = load_saved_game()
        for w in warnings:
            self.app.show_message(str(w), kind="warning")
        if saved is not None and not saved.finished:
            flow.resume_game(self.app, saved)

    def _other_scene(self, entry, which: str) -> str | None:
        """Another game's scene that shows a finished game again (`which`: "replay" or "log"),
        when that game names one and it is registered."""
        found = game_registry.get(entry.game) if entry is not None else None
        if found is None:
            return None
        name = found.replay_scene if which == "replay" else found.log_scene
        return name if name is not None and name in nav.names() else None

    def _open_other(self, which: str, **args: Any) -> None:
        """Another game's finished game in its own viewer or log (its record loaded by storage)."""
        entry = self.list.selected
        name = self._other_scene(entry, which)
        if name is None or not entry.finished:
            return
        try:
            record = entry.load_club_record()
            self.app.nav.push(name, record=record, **args)
        except (RecordError, OSError, ValueError) as exc:  # damaged: say so, keep the file
            log.warning("history record of %s cannot be shown: %s", entry.game, exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")

    def replay(self, *_: Any) -> None:
        entry = self.list.selected
        if entry is not None and not entry.finished:
            self.continue_game(entry)
            return
        if entry is not None and entry.game != "diamant":  # its own viewer, when it has one
            self._open_other("replay")
            return
        if self._open_in_steps(REPLAY_SCENE, {}, "history record cannot be replayed"):
            return
        record = self._selected_record()
        if record is None:
            return
        try:
            self.app.nav.push(REPLAY_SCENE, record=record)
        except RecordError as exc:  # truncated, edited or newer: say so; the file stays as it is
            log.warning("history record cannot be replayed: %s", exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")

    def show_log(self, *_: Any) -> None:
        entry = self.list.selected
        if entry is not None and entry.game != "diamant":  # its own log, when it has one
            self._open_other("log", date_text=_format_date(self.app, entry.date))
            return
        date_text = _format_date(self.app, entry.date) if entry is not None else ""
        if self._open_in_steps("game-log", {"date_text": date_text}, "history record cannot be shown"):
            return
        record = self._selected_record()
        if record is None:
            return
        try:  # the scene checks the record as it reads its log
            self.app.nav.push("game-log", record=record, date_text=date_text)
        except RecordError as exc:  # truncated, edited or newer: say so; the file stays as it is
            log.warning("history record cannot be shown: %s", exc)
            self.app.show_message(self.app.t("history-record-damaged"), kind="warning")

    def _open_in_steps(self, name: str, args: dict[str, Any], why: str) -> bool:
        """A long record (a file of more than LOAD_AT_ONCE bytes, or more than OPEN_STEP
        decisions) is read, replayed, checked and made ready for scene `name` a piece a frame
        (see update) before that scene opens; True if it is. A usual game opens at once."""
        entry = self.list.selected
        if entry is None or entry.game != "diamant":
            return False
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
        if record is not None and len(record.decisions) <= OPEN_STEP:
            return False
        self._opening = (name, args, why, self._opening_steps(name, entry, record))
        return True

    def _opening_steps(self, name: str, entry: Any, record: Any
                       ) -> Generator[None, None, dict[str, Any]]:
        """Scene `name`'s arguments for the record of `entry` (`record`, when it is read
        already), a piece at a time: the file read, the game replayed and checked, then what the
        scene works out before it shows (its class's `prepare_steps`, when it has one)."""
        if record is None:  # (not kept in `records`: a record this long is read when opened)
            record = yield from entry.load_record_steps(OPEN_STEP)
        replayed = yield from checked_replay_steps(record, OPEN_STEP)
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
        except (RecordError, OSError) as exc:  # truncated, edited, newer or gone: say so; the
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
        w, h = size
        u = self.app.u
        self.title_rect, m = theme.page_title(self.app, size)
        top = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        # two lines per column (three columns); a longer record (more bots) gets more lines
        rows = self._stats_rows()
        self.stats_rect = pygame.Rect(self.title_rect.left, top, self.title_rect.width,
                                      round((STATS_H + STATS_LINE_H * (rows - 2)) * u))
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

    def handle(self, event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.close()
            return True
        return False

    def update(self, dt: float) -> None:
        # an unfinished game is continued, not watched; it has no finished log yet
        entry = self.list.selected
        unfinished = entry is not None and not entry.finished
        other = entry is not None and entry.game != "diamant"
        self.replay_button.label = "history-continue" if unfinished else "history-replay"
        self.replay_button.visible = unfinished or REPLAY_SCENE in nav.names() or (
            other and self._other_scene(entry, "replay") is not None)
        self.replay_button.enabled = entry is not None and (
            not other or (game_registry.get(entry.game) is not None if unfinished
                          else self._other_scene(entry, "replay") is not None))
        self.log_button.enabled = entry is not None and not unfinished and (
            not other or self._other_scene(entry, "log") is not None)
        self.group.update(dt)
        self._read_on(dt)
        self._open_on()

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
            if not entry.finished:
                line2 = app.t("history-unfinished")
            texts = self._rows[entry.path] = (line1, line2)
        return texts

    def _stats_columns(self) -> tuple[list[str], list[str]]:
        """The record in two parts: games, best score and players; then every bot level played
        against (a default table has three), under its own heading."""
        app = self.app
        s = self.stats
        general = [app.t("history-games", count=s.get("games", 0))]
        best = s.get("best_score")
        if best:
            general.append(app.t("history-best", score=best["score"], name=person(best["name"], app.loc)[1]))
        # one person, one line: "You" in another language, or a name typed in another case, is
        # the same player
        played: dict[str, int] = {}
        wins: dict[str, int] = {}
        shown: dict[str, str] = {}
        for name, games in s.get("played", {}).items():
            key, text = person(name, app.loc)
            shown.setdefault(key, text)
            played[key] = played.get(key, 0) + games
            wins[key] = wins.get(key, 0) + s.get("wins", {}).get(name, 0)
        for key in sorted(played, key=lambda k: -played[k])[:2]:
            general.append(app.t("history-wins", name=shown[key], wins=wins[key], games=played[key]))
        bots = sorted(s.get("bots", {}).items(), key=lambda kv: (-kv[1]["games"], kv[0]))
        against = [app.t("history-bots-head")] if bots else []
        against += [app.t("history-wins", name=_bot_name(app, bot), wins=row["wins"], games=row["games"])
                    for bot, row in bots]
        return general, against

    def _stats_lines(self) -> list[str]:
        general, against = self._stats_columns()
        return general + against

    def _stats_rows(self) -> int:
        """Lines per column: the general column, or the bots' heading and half the bots under it
        (the bots take two columns, both under the one heading)."""
        general, against = self._stats_columns()
        return max(2, len(general), 1 + -(-max(0, len(against) - 1) // 2))

    def stats_cells(self) -> list[tuple[str, pygame.Rect, bool]]:
        """The record's lines where they are drawn: (text, rect, is a heading)."""
        u = self.app.u
        general, against = self._stats_columns()
        per = self._stats_rows()
        inner = self.stats_rect.inflate(-round(STATS_PAD_X * u), -round(STATS_PAD_Y * u))
        cells = theme.row(inner, 3, round(COLUMN_GAP * u))
        line_h = inner.height // per

        def at(cell: pygame.Rect, i: int) -> pygame.Rect:
            return pygame.Rect(cell.left, cell.top + i * inner.height // per, cell.width, line_h)

        out = [(text, at(cells[0], i), i == 0) for i, text in enumerate(general)]
        if against:
            head = at(cells[1], 0).union(at(cells[2], 0))  # over both columns of bots
            out.append((against[0], head, True))
            bots = against[1:]
            for c, chunk in enumerate((bots[:per - 1], bots[per - 1:])):
                out += [(text, at(cells[1 + c], 1 + i), False) for i, text in enumerate(chunk)]
        return out

    def draw(self, surface) -> None:
        clock = self.app.timesource
        start = clock.monotonic()
        self._draw(surface)
        self._draw_time = clock.monotonic() - start

    def _draw(self, surface) -> None:
        app = self.app
        u = app.u
        theme.background(surface, app, darken=70)
        theme.heading(surface, app, app.t("history-title"), self.title_rect)
        theme.panel(surface, app, self.stats_rect, alpha=225)
        for text, r, head in self.stats_cells():  # the games played, and the heading over the bots
            theme.draw_text(surface, app, text, r, theme.FONT_BODY, theme.GOLD if head else theme.TEXT,
                            align="left", bold=head)
        theme.panel(surface, app, self.list_box, alpha=225)
        theme.panel(surface, app, self.detail, alpha=225)
        if self.entries:
            self._draw_detail(surface)
        elif not self.scanning:
            theme.draw_text(surface, app, app.t("history-empty"), self.list.rect.inflate(-round(EMPTY_INSET * u), 0),
                            theme.FONT_BODY, theme.TEXT_DIM, wrap=True)
        if self.scanning and self.scan is not None:
            fmt = app.loc.format_number
            text = app.t("history-reading", done=fmt(self.scan.read), total=fmt(self.scan.total))
            theme.draw_text(surface, app, text, self.progress_rect, theme.FONT_SMALL, theme.TEXT_DIM, align="left")
        self.group.draw(surface)

    def _draw_detail(self, surface) -> None:
        app = self.app
        u = app.u
        entry = self.list.selected
        if entry is None:
            return
        r = self.scores_rect
        head = pygame.Rect(r.left, r.top, r.width, round(SCORES_HEAD_H * u))
        theme.draw_text(surface, app, app.t("history-scores"), head, theme.FONT_HEADING * 0.7, theme.GOLD, bold=True,
                        align="left")
        order = sorted(range(len(entry.names)), key=lambda s: -entry.scores[s])
        n = max(1, len(order))
        row_h = min(round(SCORE_ROW_H * u), (r.bottom - head.bottom - round(u)) // n)
        y = head.bottom + round(SCORES_HEAD_GAP * u)
        from diamant.ui.art import SEAT_COLOURS
        found = game_registry.get(entry.game) if entry.game != "diamant" else None
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


@nav.scene("game-log")
class GameLogScene(Scene):
    """The log of one finished game, in words (the game's own log panel), scrollable."""

    def frame_interval(self) -> float | None:
        return None

    @classmethod
    def prepare_steps(cls, record: Any, replayed: Any, chunk: int = LOG_EVENTS
                      ) -> Generator[None, None, dict[str, Any]]:
        """The log's entries of a replayed game, `chunk` events at a time (a long game's 300,000
        events take a second in one piece): the screen that opens it runs it a piece a frame."""
        out: list[Any] = []
        rnd = 0
        for i, e in enumerate(replayed[1]):
            if isinstance(e, RoundStarted):
                rnd = e.round
            out.extend(entries_of(e, rnd))
            if (i + 1) % chunk == 0:
                yield
        return {"replayed": replayed, "entries": out}

    def __init__(self, app, record, date_text: str = "", replayed=None, entries=None):
        super().__init__(app)
        self.record = record
        self.date_text = date_text
        self.group = FocusGroup(app)
        self.back = self.group.add(Button("history-back", self.close, style="primary"))
        self.panel = LogPanel(app, record_names(record.seats, app.loc), record_viewer(record),
                              title_key=None, size_u=theme.FONT_BODY, card_theme=record.theme)
        # checked and logged in one run of the game (a long record: 0.6 s a run); RecordError
        # if it does not replay to its end and its result
        _game, events = replayed if replayed is not None else checked_replay(record)
        self.panel.set_entries(entries if entries is not None else log_entries(events))
        self._at_top = True  # opens at the first line

    @property
    def lines(self) -> list[str]:
        return self.panel.texts()

    refocus = True

    def default_focus(self):
        return self.back

    def layout(self, size) -> None:
        w, h = size
        u = self.app.u
        self.title_rect, m = theme.page_title(self.app, size)
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), bh)
        self.back.rect.midbottom = (w // 2, h - m)
        self.box = pygame.Rect(self.title_rect.left + round(LOG_INDENT * u),
                               self.title_rect.bottom + round(theme.SECTION_GAP * u),
                               self.title_rect.width - round(2 * LOG_INDENT * u),
                               self.back.rect.top - self.title_rect.bottom - round(2 * theme.SECTION_GAP * u))
        self.panel.rect = self.box.inflate(-round(LOG_INSET_X * u), -round(LOG_INSET_Y * u))
        if self._at_top:
            self.panel.scroll_by(self.panel.max_scroll())

    def show_from(self, line: int) -> None:
        """Scroll so that `line` (0 = the first) is at the top."""
        self._at_top = False
        self.panel.scroll = 0
        self.panel.scroll_by(self.panel.max_scroll() - line)

    def handle(self, event) -> bool:
        action = pressed(event)
        step = {Action.DOWN: -1, Action.UP: 1}.get(action) if isinstance(action, Action) else None
        if step is not None:
            self._at_top = False
            self.panel.scroll_by(step)
            return True
        if action in (Action.BACK, Action.ERASE):  # Backspace goes back, as in a browser
            self.close()
            return True
        if self.panel.handle(event):
            self._at_top = False
            return True
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def dispose(self) -> None:
        self.panel.set_entries([])  # a long game's entries go now, not with the scene's cycles
        gc.unfreeze()  # what its opening froze (see HistoryScene._open_on) is collected again
        super().dispose()

    def draw(self, surface) -> None:
        app = self.app
        theme.background(surface, app, darken=80)
        theme.heading(surface, app, app.t("history-log-title", date=self.date_text), self.title_rect)
        theme.panel(surface, app, self.box, alpha=235)
        if self._at_top:  # a language switch may change the number of lines: stay at the top
            self.panel.scroll_by(self.panel.max_scroll())
        self.panel.draw(surface)
        self.group.draw(surface)
