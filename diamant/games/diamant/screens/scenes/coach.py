"""The coach on screen: every decision of one seat in a game, reviewed (diamant.games.diamant.bots.coach).

Opened from the final scores ("How did I play?") and from the replay viewer, for any seat of the
record. A list of the seat's decisions, expedition by expedition: the chance that the next card
ends the expedition, the gems each explorer could expect from it, and the master's estimate of the
seat's chance to win the game by going on and by leaving, as two bars. The costly choices (worse
than the other option by more than `COSTLY_THRESHOLD` of win chance) are marked, and the one
selected is explained in a sentence. The review takes a second or a few on a worker thread, with a
progress bar: the window never waits for it, and closing the scene (or choosing another seat)
cancels it.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from diamant.games.diamant.bots.coach import COSTLY_THRESHOLD, Review, analyse, sentence
from diamant.ui import nav, theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens.names import record_names
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, Choice, FocusGroup, ListBox, lit
from diamant.games.diamant.engine import HUMAN, Decision, Game, GameRecord, RecordError, RulesError

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

#: the list's columns, as shares of a row's width: expedition, card, choice, risk, gain, win bars
COLUMNS = (0.08, 0.09, 0.24, 0.1, 0.11, 0.38)
ROW_U = 3.4  # a row of the list, in u
BAR_CONTINUE = (96, 170, 110)  # the bar of "continue" (the leave bar is gold)

# the coach's layout, in units
TOP_H = 6.5            # the title strip
CLOSE_W = 16.0         # the Close button in it
SEAT_CHOICE_W = 60.0   # the seat chooser under it, at most
FOOT_H = 5.2           # the verdict under the list and the detail
LIST_INSET = 1.2       # the list inset in its panel
HEADS_H = 2.8          # the list's column heads
DETAIL_INSET_X = 2.0   # the detail's text inset in its panel
DETAIL_INSET_Y = 1.6
TITLE_BADGE = 3.4      # the seat's badge beside the title
EMPTY_INSET = 2.0      # "No decisions to review" inset at the list's sides
HEADS_INSET = 1.2      # the column heads' inset at the sides
CELL_INSET = 0.4       # a cell's text inset at its sides
BARS_INSET_Y = 0.6     # a row's two win bars: their inset at the top and bottom
BARS_GAP = 0.25        # between the two bars
BAR_LABEL_W = 4.4      # "62%" after a bar
BAR_LABEL_GAP = 0.3
BAR_LABEL_RAISE = 0.2  # its box reaches this far above and below the bar
EXPEDITION_RULE_W = 0.15  # the line over an expedition's first row
COSTLY_RADIUS = 0.5    # the corners of a costly row's red band
MARK_RADIUS = 0.9      # the costly mark, a red disc with "!"
DETAIL_TITLE_H = 2.7   # the detail: its title line
DETAIL_TITLE_GAP = 0.3
DETAIL_LINE_H = 2.3    # a line of figures under it
WATCH_GAP = 1.0        # above the Watch button
VERDICT_MIN_H = 5.0    # the coach's verdict, at the detail's foot, at least
CHART_GAP = 0.6        # above and below the chart
CHART_MIN_H = 6.0      # no chart in less room
CHART_LINE_H = 2.3     # the chart's title, and the labels over and under its bars
SCALE_W = 4.0          # the chart's scale (50%, 100%) at its left ...
CHART_RIGHT = 1.0      # ... and the room at its right
SCALE_NUMBER_W = 3.6
SCALE_NUMBER_H = 2.0
CHART_BAR_W = 12.0     # a bar of the chart, at most
CHART_BAR_EDGE = 0.2   # the outline of the chosen one
CHART_NAME_GAP = 0.2   # between the axis and a bar's name
PROGRESS_GAP = 0.4     # the review's progress bar: under its line of text
PROGRESS_H = 1.2


class _Cancelled(Exception):
    """Raised from the review's progress callback: the scene that wanted it is gone."""


@dataclass
class Job:
    """One seat's review on the worker thread. The worker writes, the scene reads: plain fields
    (each a single assignment, so a reader sees the old value or the new one)."""

    seat: int
    done: int = 0
    total: int = 0
    reviews: list[Review] = field(default_factory=list)
    error: str | None = None
    finished: bool = False
    cancel: threading.Event = field(default_factory=threading.Event)


def first_human(record: GameRecord) -> int:
    """The seat a review is for when none is named: the first seat played by a person."""
    for i, s in enumerate(record.seats):
        if s.kind == HUMAN:
            return i
    return 0


@nav.scene("coach")
class CoachScene(Scene):
    """`record`: a finished game. `seat`: whose decisions (default: the first human's).
    `on_pick(round, card)`: when given (the replay viewer), a decision can be picked and the
    scene closes so that the viewer shows that moment. `rollouts` and `new_game` go to the
    review (tests pass a game whose cards are scripted)."""

    refocus = True

    def __init__(self, app: "App", record: GameRecord, seat: int | None = None,
                 on_pick: Callable[[int, int], None] | None = None, *,
                 rollouts: int | None = None, new_game: Callable[[], Game] | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.names = self._seat_names()
        self.on_pick = on_pick
        self.rollouts = rollouts
        self.new_game = new_game
        self.seat = seat if seat is not None and 0 <= seat < len(record.seats) else first_human(record)
        self.jobs: dict[int, Job] = {}  # finished reviews are kept: going back to a seat is instant
        self.job: Job | None = None
        self._listed: Job | None = None  # the finished job whose reviews the list shows
        self._moved = False  # the player picked a row while the review went on
        self._entered = False
        self.rects: dict[str, pygame.Rect] = {}
        g = self.group = FocusGroup(app)
        self.seat_choice = g.add(Choice("coach-seat", [(s, lit(n)) for s, n in enumerate(self.names)],
                                        self.seat, self.set_seat))
        self.seat_choice.visible = len(self.names) > 1
        self.list = g.add(ListBox([], self._draw_row, on_select=self._picked, on_activate=self._activate,
                                      row_u=ROW_U, speak_item=self._spoken_row))
        self.b_watch = g.add(Button("coach-watch", self._pick_selected, "coach-watch-tip"))
        self.b_watch.visible = on_pick is not None
        self.b_close = g.add(Button("coach-close", self.close))
        self.start(self.seat)

    # ------------------------------------------------------------------ the review
    def start(self, seat: int) -> None:
        """Show `seat`'s review: kept from before, or made now on a worker thread."""
        job = self.jobs.get(seat)
        if self.job is not None and self.job is not job and not self.job.finished:
            self.job.cancel.set()  # the seat shown before: its review is not wanted any more
        self.seat = seat
        if job is None or job.error is not None:
            job = Job(seat)
            self.jobs[seat] = job
            executor = self.app.bot_executor
            if executor is not None:
                # the app's worker for thinking bots, when it has one: the monkey's joins at once,
                # so its runs (and their replays) see the review ready in the same frame
                executor.submit(self._run, job)
            else:
                threading.Thread(target=self._run, args=(job,), name="diamant-coach", daemon=True).start()
        self.job = job
        self._listed = None
        self._moved = False
        self.list.items = []
        self.list.index = -1
        self.list.first = 0
        self._follow_job()

    def _follow_job(self) -> None:
        """The list takes the rows the review has made so far; once it is done, the first costly
        choice is selected (unless the player has picked a row meanwhile)."""
        job = self.job
        if job is None:
            return
        made = list(job.reviews)  # the worker appends: a copy of the rows made by now
        if len(made) > len(self.list.items) and not job.finished:
            self.list.items = made
            if self.list.index < 0:
                self.list.select(0, notify=False)
        if job.finished and self._listed is not job:
            self._listed = job
            self.list.items = list(self.reviews)  # none when it failed: the failure is said instead
            marked = [i for i, r in enumerate(self.list.items) if r.costly]
            if marked and not self._moved:
                self.list.select(marked[0], notify=False)

    def _run(self, job: Job) -> None:
        """The worker: the review of `job.seat` (cancelled by `job.cancel`)."""
        def progress(done: int, total: int, review: Review) -> None:
            if job.cancel.is_set() or (self._entered and self not in self.app.scenes):
                raise _Cancelled
            job.reviews.append(review)
            job.done, job.total = done, total

        try:
            game = self.new_game() if self.new_game is not None else None
            analyse(self.record, [job.seat], rollouts=self.rollouts, game=game, progress=progress)
        except _Cancelled:  # a review cut short is not kept: asked again, it starts over
            if self.jobs.get(job.seat) is job:
                del self.jobs[job.seat]
            return
        except (RecordError, RulesError) as exc:  # a record that does not replay: said, not raised
            job.error = str(exc)
        job.finished = True

    @property
    def working(self) -> bool:
        return self.job is not None and not self.job.finished

    @property
    def reviews(self) -> list[Review]:
        """The seat's review, once it is done (the list shows its rows as they come)."""
        job = self.job
        return job.reviews if job is not None and job.finished and job.error is None else []

    def costly(self) -> list[Review]:
        return [r for r in self.reviews if r.costly]

    def _picked(self, _review: Review) -> None:
        self._moved = True  # the player's row stays selected when the review is done

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.start(seat)

    def _activate(self, review: Review) -> None:
        if self.on_pick is not None:
            self.pick(review)

    def _pick_selected(self) -> None:
        review = self.list.selected
        if review is not None:
            self.pick(review)

    def pick(self, review: Review) -> None:
        """Close, and let the opener show this decision's moment."""
        on_pick = self.on_pick
        self.close()
        if on_pick is not None:
            on_pick(review.round, review.card)

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        super().enter()
        self._entered = True

    def dispose(self) -> None:
        """Left for good: the review being worked out stops (its thread ends at its next step)."""
        super().dispose()
        if self.job is not None:
            self.job.cancel.set()
        self.on_pick = None

    def default_focus(self):
        return self.list

    def _seat_names(self) -> list[str]:
        """Each seat as it is named now (default names in today's language, as Past games
        shows them), "Seat 3" for a seat without a name."""
        return [n or self.app.t("coach-seat-fallback", seat=i + 1)
                for i, n in enumerate(record_names(self.record.seats, self.app.loc))]

    def title_text(self) -> str:
        """"The coach: how Anna played"; the one person of a game under the default name is
        spoken to ("how you played"), not named ("how You played" read oddly)."""
        seats = self.record.seats
        humans = [i for i, s in enumerate(seats) if s.kind == HUMAN]
        if humans == [self.seat] and self.names[self.seat] == self.app.t("play-default-human"):
            return self.app.t("coach-screen-title-you")
        return self.app.t("coach-screen-title", name=self.names[self.seat])

    def relocalize(self) -> None:
        self.names = self._seat_names()
        self.seat_choice.options = [(s, lit(n)) for s, n in enumerate(self.names)]

    def frame_interval(self) -> float | None:
        return 0.1 if self.working else None  # the progress bar; then a still picture

    def update(self, dt: float) -> None:
        self._follow_job()
        self.group.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if pressed(event) is Action.BACK:
            self.close()
            return True
        return self.group.handle(event)

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        u = app.u
        pad = round(u * theme.SCREEN_PAD)
        top = round(u * TOP_H)
        bh = round(u * theme.SMALL_BUTTON_H)
        bw = round(u * CLOSE_W)
        self.b_close.rect = pygame.Rect(w - pad - bw, (top - bh) // 2, bw, bh)
        self.rects["title"] = pygame.Rect(pad, 0, self.b_close.rect.left - 2 * pad, top)
        y = top
        if self.seat_choice.visible:
            self.seat_choice.rect = pygame.Rect(pad, y, min(w - 2 * pad, round(u * SEAT_CHOICE_W)), bh)
            y += bh + pad // 2
        foot_h = round(u * FOOT_H)
        body = pygame.Rect(pad, y, w - 2 * pad, h - y - foot_h - pad)
        self.rects["foot"] = pygame.Rect(pad, body.bottom + pad // 2, w - 2 * pad, foot_h)
        left_w = round(body.width * 0.58)
        self.rects["list"] = pygame.Rect(body.left, body.top, left_w, body.height)
        self.rects["detail"] = pygame.Rect(body.left + left_w + pad, body.top,
                                           body.width - left_w - pad, body.height)
        inner = self.rects["list"].inflate(-round(u * LIST_INSET), -round(u * LIST_INSET))
        head_h = round(u * HEADS_H)
        self.rects["heads"] = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        self.list.rect = pygame.Rect(inner.left, inner.top + head_h, inner.width, inner.height - head_h)
        d = self.rects["detail"].inflate(-round(u * DETAIL_INSET_X), -round(u * DETAIL_INSET_Y))
        self.b_watch.rect = pygame.Rect(d.left, d.bottom - bh, d.width, bh)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.background(surface, app, darken=40)
        title = self.rects["title"]
        badge = theme.px(app, TITLE_BADGE)
        shown = theme.heading(surface, app, self.title_text(), title.inflate(-4 * badge, 0))
        colour = self.record.seats[self.seat].colour
        seat_badge(surface, colour if colour is not None else self.seat,
                   (shown.left - badge, shown.centery), badge)
        theme.panel(surface, app, self.rects["list"], alpha=225)
        theme.panel(surface, app, self.rects["detail"], alpha=225)
        self._draw_heads(surface)
        self._draw_detail(surface)
        self._draw_foot(surface)
        self.group.draw(surface)
        if not self.list.items:
            text = "" if self.working else app.t("coach-no-decisions", name=self.names[self.seat])
            if self.job is not None and self.job.error is not None:
                text = app.t("coach-failed", error=self.job.error)
            if text:
                theme.draw_text(surface, app, text, self.list.rect.inflate(-theme.px(app, EMPTY_INSET), 0),
                                theme.FONT_BODY, theme.TEXT_DIM, wrap=True)

    def _cells(self, row: pygame.Rect) -> list[pygame.Rect]:
        x = row.left
        out = []
        for share in COLUMNS:
            wdt = round(row.width * share)
            out.append(pygame.Rect(x, row.top, wdt, row.height))
            x += wdt
        return out

    def _draw_heads(self, surface: pygame.Surface) -> None:
        app = self.app
        keys = ("coach-col-expedition", "coach-col-card", "coach-col-choice", "coach-col-risk",
                "coach-col-gain", "coach-col-win")
        for cell, key in zip(self._cells(self.rects["heads"].inflate(-theme.px(app, HEADS_INSET), 0)), keys):
            theme.draw_text(surface, app, app.t(key), cell.inflate(-theme.px(app, CELL_INSET), 0),
                            theme.FONT_SMALL, theme.TEXT_DIM,
                            align="left" if key in ("coach-col-choice", "coach-col-win") else "center")

    def _choice_text(self, choice: Decision) -> str:
        return self.app.t("coach-choice-continue" if choice is Decision.CONTINUE else "coach-choice-leave")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, r: Review, selected: bool) -> None:
        app = self.app
        items = self.list.items
        i = items.index(r) if r in items else 0
        if i > 0 and items[i - 1].round != r.round:  # a new expedition: a line above its first row
            pygame.draw.line(surface, theme.GRID_LINE, (rect.left, rect.top), (rect.right, rect.top),
                             max(1, theme.px(app, EXPEDITION_RULE_W)))
        if r.costly:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.DANGER, 60), layer.get_rect(), border_radius=theme.px(app, COSTLY_RADIUS))
            surface.blit(layer, rect)
        cells = self._cells(rect)
        colour = theme.TEXT
        rad = max(4, theme.px(app, MARK_RADIUS))
        cells[0] = pygame.Rect(cells[0].left + rad, cells[0].top, cells[0].width - rad, cells[0].height)
        if r.costly:  # a mark of its own besides the colour: a red disc with "!"
            centre = (cells[0].left - rad // 2, rect.centery)
            pygame.draw.circle(surface, theme.DANGER, centre, rad)
            theme.draw_text(surface, app, "!", pygame.Rect(centre[0] - rad, centre[1] - rad, 2 * rad, 2 * rad),
                            theme.FONT_SMALL, theme.TEXT, bold=True)
        for cell, text in zip(cells[:2], (str(r.round), str(r.card))):
            theme.draw_text(surface, app, text, cell, theme.FONT_BODY, colour)
        box = cells[2].inflate(-theme.px(app, CELL_INSET), 0)
        size = theme.common_fit_size(app, (self._choice_text(Decision.CONTINUE), self._choice_text(Decision.LEAVE)),
                                     box.width, theme.FONT_BODY, bold=True)  # one size for both words
        theme.draw_text(surface, app, self._choice_text(r.choice), box, size,
                        theme.DANGER if r.costly else theme.GOLD, bold=True, align="left")
        theme.draw_text(surface, app, f"{round(float(r.risk) * 100)}%", cells[3], theme.FONT_BODY, colour)
        theme.draw_text(surface, app, app.loc.format_number(round(float(r.gain), 1)), cells[4],
                        theme.FONT_BODY, colour)
        self._draw_bars(surface, cells[5].inflate(-theme.px(app, CELL_INSET), -theme.px(app, BARS_INSET_Y)), r)

    def _spoken_row(self, r: Review) -> str:
        """A row as said aloud (diamant.ui.speech): each column with its heading."""
        t = self.app.t
        cols = [(t("coach-col-expedition"), str(r.round)), (t("coach-col-card"), str(r.card)),
                (t("coach-col-choice"), self._choice_text(r.choice)),
                (t("coach-col-risk"), f"{round(float(r.risk) * 100)}%"),
                (t("coach-col-gain"), self.app.loc.format_number(round(float(r.gain), 1))),
                (t("coach-col-win-continue"), f"{round(float(r.win_if_continue) * 100)}%"),
                (t("coach-col-win-leave"), f"{round(float(r.win_if_leave) * 100)}%")]
        return ", ".join(f"{head} {value}" for head, value in cols)

    def _draw_bars(self, surface: pygame.Surface, box: pygame.Rect, r: Review) -> None:
        """Two bars, one over the other: the win chance going on (green) and leaving (gold); the
        option chosen is drawn bright, the other dim, and the costly mark sits at the end."""
        app = self.app
        label_w = theme.px(app, BAR_LABEL_W)
        track_w = max(1, box.width - label_w)
        gap = max(1, theme.px(app, BARS_GAP))
        bar_h = max(2, (box.height - gap) // 2)
        for k, (value, choice, colour) in enumerate(((r.win_if_continue, Decision.CONTINUE, BAR_CONTINUE),
                                                     (r.win_if_leave, Decision.LEAVE, theme.GOLD))):
            y = box.top + k * (bar_h + gap)
            track = pygame.Rect(box.left, y, track_w, bar_h)
            pygame.draw.rect(surface, theme.SCROLL_TRACK, track)
            chosen = r.choice is choice
            fill = colour if chosen else tuple(c // 2 for c in colour)
            wdt = round(track_w * max(0.0, min(1.0, value)))
            if wdt:
                pygame.draw.rect(surface, fill, pygame.Rect(track.left, y, wdt, bar_h))
            theme.draw_text(surface, app, f"{round(value * 100)}%",
                            pygame.Rect(track.right + theme.px(app, BAR_LABEL_GAP),
                                        y - theme.px(app, BAR_LABEL_RAISE),
                                        label_w - theme.px(app, BAR_LABEL_GAP),
                                        bar_h + theme.px(app, 2 * BAR_LABEL_RAISE)),
                            theme.FONT_SMALL * 0.85, theme.TEXT if chosen else theme.TEXT_DIM,
                            bold=chosen, align="left")

    def _draw_detail(self, surface: pygame.Surface) -> None:
        app = self.app
        d = self.rects["detail"].inflate(-theme.px(app, DETAIL_INSET_X), -theme.px(app, DETAIL_INSET_Y))
        r = self.list.selected
        if r is None:
            return
        line = theme.px(app, DETAIL_TITLE_H)
        y = d.top
        title = app.t("coach-detail-title", round=r.round, card=r.card, choice=self._choice_text(r.choice))
        theme.draw_text(surface, app, title, pygame.Rect(d.left, y, d.width, line), theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left")
        y += line + theme.px(app, DETAIL_TITLE_GAP)
        for text in (app.t("coach-detail-risk", percent=round(float(r.risk) * 100)),
                     app.t("coach-detail-gain", gems=app.loc.format_number(round(float(r.gain), 1))),
                     app.t("coach-detail-carried", count=r.carried)):
            theme.draw_text(surface, app, text, pygame.Rect(d.left, y, d.width, theme.px(app, DETAIL_LINE_H)),
                            theme.FONT_SMALL, theme.TEXT, align="left")
            y += theme.px(app, DETAIL_LINE_H)
        bottom = self.b_watch.rect.top - theme.px(app, WATCH_GAP) if self.b_watch.visible else d.bottom
        # the verdict: at the foot of the panel, as many lines as it needs (up to a third)
        verdict_h = max(theme.px(app, VERDICT_MIN_H), (bottom - y) // 3)
        verdict = pygame.Rect(d.left, bottom - verdict_h, d.width, verdict_h)
        theme.draw_text(surface, app, self.verdict(r), verdict, theme.FONT_SMALL,
                        theme.DANGER if r.costly else theme.TEXT_DIM, align="left",
                        valign="top", wrap=True)
        chart = pygame.Rect(d.left, y + theme.px(app, CHART_GAP), d.width,
                            verdict.top - y - theme.px(app, 2 * CHART_GAP))
        self._draw_chart(surface, chart, r)

    def verdict(self, r: Review) -> str:
        """What the coach says of a choice: why it was costly, or that it was sound."""
        if r.costly:
            return sentence(r, self.names[r.seat], self.app.loc)
        return self.app.t("coach-fine", threshold=round(COSTLY_THRESHOLD * 100))

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect, r: Review) -> None:
        """The win chance of both options, as two columns on a 0-100% scale."""
        app = self.app
        if box.height < theme.px(app, CHART_MIN_H):
            return
        head = pygame.Rect(box.left, box.top, box.width, theme.px(app, CHART_LINE_H))
        theme.draw_text(surface, app, app.t("coach-chart-title"), head, theme.FONT_SMALL, theme.TEXT_DIM,
                        align="left")
        label_h = theme.px(app, CHART_LINE_H)
        area = pygame.Rect(box.left + theme.px(app, SCALE_W), head.bottom + label_h,
                           box.width - theme.px(app, SCALE_W + CHART_RIGHT), box.bottom - head.bottom - 2 * label_h)
        if area.height <= 0:
            return
        pygame.draw.line(surface, theme.TEXT_DIM, area.bottomleft, area.bottomright, 1)
        for value in (0.5, 1.0):
            yy = area.bottom - round(area.height * value)
            pygame.draw.line(surface, theme.GRID_LINE, (area.left, yy), (area.right, yy), 1)
            theme.draw_text(surface, app, f"{round(value * 100)}%",
                            pygame.Rect(box.left, yy - theme.px(app, SCALE_NUMBER_H / 2),
                                        theme.px(app, SCALE_NUMBER_W), theme.px(app, SCALE_NUMBER_H)),
                            theme.FONT_SMALL * 0.85, theme.TEXT_DIM, align="right")
        col_w = area.width // 2
        bar_w = min(round(col_w * 0.5), theme.px(app, CHART_BAR_W))
        for k, (value, choice, colour) in enumerate(((r.win_if_continue, Decision.CONTINUE, BAR_CONTINUE),
                                                     (r.win_if_leave, Decision.LEAVE, theme.GOLD))):
            cx = area.left + col_w * k + col_w // 2
            hgt = round(area.height * max(0.0, min(1.0, value)))
            bar = pygame.Rect(cx - bar_w // 2, area.bottom - hgt, bar_w, hgt)
            chosen = r.choice is choice
            if hgt:
                pygame.draw.rect(surface, colour if chosen else tuple(c // 2 for c in colour), bar)
            if chosen:
                pygame.draw.rect(surface, theme.TEXT, bar.inflate(4, 4) if hgt else bar,
                                 max(1, theme.px(app, CHART_BAR_EDGE)))
            theme.draw_text(surface, app, f"{round(value * 100)}%",
                            pygame.Rect(cx - col_w // 2, bar.top - label_h, col_w, label_h),
                            theme.FONT_SMALL, theme.TEXT, bold=chosen)
            name = self._choice_text(choice)
            if chosen:
                name = app.t("coach-chosen", choice=name)
            theme.draw_text(surface, app, name,
                            pygame.Rect(cx - col_w // 2, area.bottom + theme.px(app, CHART_NAME_GAP),
                                        col_w, label_h),
                            theme.FONT_SMALL, theme.GOLD if chosen else theme.TEXT_DIM, bold=chosen)

    def _draw_foot(self, surface: pygame.Surface) -> None:
        app = self.app
        foot = self.rects["foot"]
        job = self.job
        if job is None:
            return
        if not job.finished:
            line = pygame.Rect(foot.left, foot.top, foot.width, foot.height // 2)
            theme.draw_text(surface, app, app.t("coach-working", done=job.done, total=max(job.total, job.done)),
                            line, theme.FONT_BODY, theme.TEXT, align="left")
            track = pygame.Rect(foot.left, line.bottom + theme.px(app, PROGRESS_GAP), foot.width,
                                theme.px(app, PROGRESS_H))
            pygame.draw.rect(surface, theme.SCROLL_TRACK, track, border_radius=track.height // 2)
            k = job.done / job.total if job.total else 0.0
            if k > 0:
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(track.left, track.top, round(track.width * k),
                                                                  track.height), border_radius=track.height // 2)
            return
        if job.error is not None:
            return
        costly = self.costly()
        pts = round(COSTLY_THRESHOLD * 100)
        text = app.t("coach-foot-costly", count=len(costly), threshold=pts) if costly \
            else app.t("coach-none", threshold=pts)
        theme.draw_text(surface, app, text, pygame.Rect(foot.left, foot.top, foot.width, foot.height // 2),
                        theme.FONT_BODY, theme.DANGER if costly else theme.SAFE, bold=True, align="left")
        noise = max((r.noise for r in job.reviews), default=0.0)
        theme.draw_text(surface, app, app.t("coach-foot-note", noise=round(noise * 100, 1)),
                        pygame.Rect(foot.left, foot.top + foot.height // 2, foot.width, foot.height // 2),
                        theme.FONT_SMALL, theme.TEXT_DIM, align="left")
