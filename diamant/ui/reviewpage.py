"""A coach's review on screen, for any game: a player's decisions in a list (the costly ones
marked with a red band and a "!"), the selected one told in a panel beside it, and the verdict
under both. The review runs on a worker thread with a progress bar: the window never waits for
it, and choosing another player or leaving the page cancels it.

A game's coach scene subclasses `ReviewPage`: it adds its widgets (`seat_choice`, `list`,
`b_close`, in its focus order) to `group`, calls `start`, and gives the review itself (`review`),
the list's columns and rows, the detail panel and the verdict's words. The framework knows no
game: a row is any object with a `round` and a `costly` flag.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol

import pygame

from diamant.ui import theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, Choice, FocusGroup, ListBox

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the review's layout, in units
TOP_H = 6.5            # the title strip
CLOSE_W = 16.0         # the Back button in it
SEAT_CHOICE_W = 60.0   # the player chooser under it, at most
FOOT_H = 5.2           # the progress or the verdict under the list and the detail
LIST_SHARE = 0.58      # of the body's width
LIST_INSET = 1.2       # the list inset in its panel
HEADS_H = 2.8          # the list's column heads
CELL_INSET = 0.4       # a cell's text inset at its sides
COSTLY_RADIUS = 0.5    # the corners of a costly row's red band
MARK_RADIUS = 0.9      # the costly mark, a red disc with "!"
PROGRESS_GAP = 0.4     # the review's progress bar: under its line of text
PROGRESS_H = 1.2
COMPACT_TOP_H = 5.0    # with little room: the title strip
COMPACT_LIST_SHARE = 0.5  # ... and the list's share of the body's width
#: the costly band's opacity over a row
COSTLY_ALPHA = 60


class Reviewed(Protocol):
    """A row of the review: a decision, in a round, costly or not."""

    @property
    def round(self) -> int: ...

    @property
    def costly(self) -> bool: ...


class Cancelled(Exception):
    """Raised from the review's progress callback: the page that wanted it is gone."""


@dataclass
class Job:
    """One player's review on the worker thread. The worker writes, the page reads: plain fields
    (each a single assignment, so a reader sees the old value or the new one)."""

    seat: int
    done: int = 0
    total: int = 0
    reviews: list[Any] = field(default_factory=list)
    error: str | None = None
    finished: bool = False
    cancel: threading.Event = field(default_factory=threading.Event)


class ReviewPage(Scene):
    #: the list's columns, as shares of a row's width
    columns: tuple[float, ...] = ()
    #: the column heads' keys and their alignment, one a column
    head_keys: tuple[tuple[str, str], ...] = ()
    #: the heads' inset at the sides, in units
    heads_inset = 0.0
    #: "No decisions to review" inset at the list's sides, in units
    empty_inset = 2.0
    #: what the review raises for a record that does not replay: said on the page, not raised
    review_errors: tuple[type[Exception], ...] = ()
    #: the worker thread's name (when the app has no bot worker)
    thread_name = "review"
    #: a review done before the list saw any row selects its first row when none is costly
    select_first_when_done = True

    refocus = True

    def __init__(self, app: "App", seat: int) -> None:
        super().__init__(app)
        self.seat = seat
        self.jobs: dict[int, Job] = {}  # finished reviews are kept: going back to a seat is instant
        self.job: Job | None = None
        self._listed: Job | None = None  # the finished job whose reviews the list shows
        self._moved = False  # the player picked a row while the review went on
        self._entered = False
        self.rects: dict[str, pygame.Rect] = {}
        self.group = FocusGroup(app)
        # the game's subclass fills these in (its widgets, in its focus order)
        self.names: list[str]  # each seat's name
        self.seat_choice: Choice
        self.list: ListBox
        self.b_close: Button

    # ------------------------------------------------------------------ what a game gives
    def review(self, seat: int, progress: Callable[[int, int, Any], None]) -> None:
        """Review `seat`'s decisions, calling `progress(done, total, row)` with each row made."""
        raise NotImplementedError

    def title_text(self) -> str:
        raise NotImplementedError

    def draw_title(self, surface: pygame.Surface) -> None:
        theme.heading(surface, self.app, self.title_text(), self.rects["title"])

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, r: Any, selected: bool) -> None:
        raise NotImplementedError

    def _draw_detail(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def summary(self) -> str:
        """The verdict of a finished review, over its note (red when costly() has rows)."""
        raise NotImplementedError

    def _draw_foot_note(self, surface: pygame.Surface, foot: pygame.Rect) -> None:
        """The note under the verdict, in the foot's lower half."""
        raise NotImplementedError

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
                threading.Thread(target=self._run, args=(job,), name=self.thread_name, daemon=True).start()
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
            elif self.select_first_when_done and self.list.items and self.list.index < 0:
                self.list.select(0, notify=False)

    def _run(self, job: Job) -> None:
        """The worker: the review of `job.seat` (cancelled by `job.cancel`)."""
        def progress(done: int, total: int, review: Any) -> None:
            if job.cancel.is_set() or (self._entered and self not in self.app.scenes):
                raise Cancelled
            job.reviews.append(review)
            job.done, job.total = done, total

        try:
            self.review(job.seat, progress)
        except Cancelled:  # a review cut short is not kept: asked again, it starts over
            if self.jobs.get(job.seat) is job:
                del self.jobs[job.seat]
            return
        except self.review_errors as exc:  # a record that does not replay: said, not raised
            job.error = str(exc)
        job.finished = True

    @property
    def working(self) -> bool:
        return self.job is not None and not self.job.finished

    @property
    def reviews(self) -> list[Any]:
        """The seat's review, once it is done (the list shows its rows as they come)."""
        job = self.job
        return job.reviews if job is not None and job.finished and job.error is None else []

    def costly(self) -> list[Any]:
        return [r for r in self.reviews if r.costly]

    def _picked(self, _review: Any) -> None:
        self._moved = True  # the player's row stays selected when the review is done

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.start(seat)

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        super().enter()
        self._entered = True

    def dispose(self) -> None:
        """Left for good: the review being worked out stops (its thread ends at its next step)."""
        super().dispose()
        if self.job is not None:
            self.job.cancel.set()

    def default_focus(self) -> ListBox:
        return self.list

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

    def layout(self, size: tuple[int, int]) -> None:
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
        left_w = round(body.width * LIST_SHARE)
        self.rects["list"] = pygame.Rect(body.left, body.top, left_w, body.height)
        self.rects["detail"] = pygame.Rect(body.left + left_w + pad, body.top,
                                           body.width - left_w - pad, body.height)
        inner = self.rects["list"].inflate(-round(u * LIST_INSET), -round(u * LIST_INSET))
        head_h = round(u * HEADS_H)
        self.rects["heads"] = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        self.list.rect = pygame.Rect(inner.left, inner.top + head_h, inner.width, inner.height - head_h)

    def compact_layout(self) -> None:
        """With little room (a larger interface size), after `layout`: a lower title strip, and
        the list and the detail sharing the body equally (the detail's verdict needs the width
        more than the list's columns do)."""
        u = self.app.u
        pad = round(u * theme.SCREEN_PAD)
        shift = round(u * (TOP_H - COMPACT_TOP_H))
        title = self.rects["title"]
        self.rects["title"] = pygame.Rect(title.left, title.top, title.width, title.height - shift)
        self.b_close.rect.centery = self.rects["title"].centery
        if self.seat_choice.visible:
            self.seat_choice.rect.y -= shift
        lst, detail = self.rects["list"], self.rects["detail"]
        body = pygame.Rect(lst.left, lst.top - shift, detail.right - lst.left, lst.height + shift)
        left_w = round((body.width - pad) * COMPACT_LIST_SHARE)
        self.rects["list"] = pygame.Rect(body.left, body.top, left_w, body.height)
        self.rects["detail"] = pygame.Rect(body.left + left_w + pad, body.top, body.width - left_w - pad, body.height)
        inner = self.rects["list"].inflate(-round(u * LIST_INSET), -round(u * LIST_INSET))
        head_h = round(u * HEADS_H)
        self.rects["heads"] = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        self.list.rect = pygame.Rect(inner.left, inner.top + head_h, inner.width, inner.height - head_h)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.background(surface, app, darken=40)
        self.draw_title(surface)
        theme.panel(surface, app, self.rects["list"], alpha=225)
        theme.panel(surface, app, self.rects["detail"], alpha=225)
        self._draw_heads(surface)
        self._draw_detail(surface)
        self._draw_foot(surface)
        self.group.draw(surface)
        if not self.list.items and not self.working:
            text = app.t("coach-no-decisions", name=self.seat_name())
            if self.job is not None and self.job.error is not None:
                text = app.t("coach-failed", error=self.job.error)
            theme.draw_text(surface, app, text, self.list.rect.inflate(-theme.px(app, self.empty_inset), 0),
                            theme.FONT_BODY, theme.TEXT_DIM, wrap=True)

    def seat_name(self) -> str:
        """The name of the player whose review is shown."""
        return self.names[self.seat]

    def _cells(self, row: pygame.Rect) -> list[pygame.Rect]:
        x = row.left
        out = []
        for share in self.columns:
            wdt = round(row.width * share)
            out.append(pygame.Rect(x, row.top, wdt, row.height))
            x += wdt
        return out

    def _draw_heads(self, surface: pygame.Surface) -> None:
        app = self.app
        heads = self.rects["heads"]
        if self.heads_inset:  # (px gives at least a pixel)
            heads = heads.inflate(-theme.px(app, self.heads_inset), 0)
        for cell, (key, align) in zip(self._cells(heads), self.head_keys):
            theme.draw_text(surface, app, app.t(key), cell.inflate(-theme.px(app, CELL_INSET), 0),
                            theme.FONT_SMALL, theme.TEXT_DIM, align=align)

    def _draw_row_back(self, surface: pygame.Surface, rect: pygame.Rect, r: Reviewed, rule_w: int) -> None:
        """Under a row: a line `rule_w` thick above a round's first row, and a red band when the
        row is costly."""
        items = self.list.items
        i = items.index(r) if r in items else 0
        if i > 0 and items[i - 1].round != r.round:
            pygame.draw.line(surface, theme.GRID_LINE, rect.topleft, rect.topright, rule_w)
        if r.costly:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.DANGER, COSTLY_ALPHA), layer.get_rect(),
                             border_radius=theme.px(self.app, COSTLY_RADIUS))
            surface.blit(layer, rect)

    def mark_radius(self) -> int:
        return max(4, theme.px(self.app, MARK_RADIUS))

    def _draw_mark(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """The costly mark, of its own besides the colour: a red disc with "!"."""
        rad = self.mark_radius()
        pygame.draw.circle(surface, theme.DANGER, centre, rad)
        theme.draw_text(surface, self.app, "!", pygame.Rect(centre[0] - rad, centre[1] - rad, 2 * rad, 2 * rad),
                        theme.FONT_SMALL, theme.TEXT, bold=True)

    def _draw_foot(self, surface: pygame.Surface) -> None:
        app = self.app
        foot = self.rects["foot"]
        job = self.job
        if job is None or job.error is not None:
            return
        half = pygame.Rect(foot.left, foot.top, foot.width, foot.height // 2)
        if not job.finished:
            theme.draw_text(surface, app, app.t("coach-working", done=job.done, total=max(job.total, job.done)),
                            half, theme.FONT_BODY, theme.TEXT, align="left")
            track = pygame.Rect(foot.left, half.bottom + theme.px(app, PROGRESS_GAP), foot.width,
                                theme.px(app, PROGRESS_H))
            pygame.draw.rect(surface, theme.SCROLL_TRACK, track, border_radius=track.height // 2)
            share = job.done / job.total if job.total else 0.0
            if share > 0:
                pygame.draw.rect(surface, theme.GOLD, pygame.Rect(track.left, track.top, round(track.width * share),
                                                                  track.height), border_radius=track.height // 2)
            return
        theme.draw_text(surface, app, self.summary(), half, theme.FONT_BODY,
                        theme.DANGER if self.costly() else theme.SAFE, bold=True, align="left")
        self._draw_foot_note(surface, foot)


__all__ = ["Cancelled", "Job", "ReviewPage", "Reviewed"]
