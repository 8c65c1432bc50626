"""The club coach on screen: every choice of one player in a Diamonds Club game, reviewed
against the master (diamant.games.club.coach), opened from the final scores ("How did I play?").

A list of the player's choices, round by round (the phase, the choice, what it cost); the costly
ones are marked (a red band and a "!"), and the one selected is told on the right: the choice,
the master's, the cost and the coach's sentence. The review runs on a worker thread with a
progress line: the window never waits for it, and leaving the scene (or choosing another
player) cancels it.

Opened with ``app.nav.push("club-coach", game=..., names=..., people=[seats])``; Escape
(gamepad B) or Back returns to the scores.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, Choice, FocusGroup, ListBox, lit
from diamant.games.club.coach import COSTLY_POINTS, ClubReview, analyse, both_words, sentence
from diamant.games.club.game import ClubGame
from diamant.games.club.record import ClubRecordError

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

#: the list's columns, as shares of a row's width: round, phase, choice, cost
COLUMNS = (0.1, 0.2, 0.55, 0.15)
ROW_U = 3.2            # a row of the list, in u
TOP_H = 6.5            # the title strip
CLOSE_W = 16.0         # the Back button in it
SEAT_CHOICE_W = 60.0   # the player chooser under it, at most
FOOT_H = 5.2           # the progress or the verdict under the list
LIST_SHARE = 0.58      # of the body's width
INSET = 1.2            # the list and the detail inset in their panels
HEADS_H = 2.8          # the list's column heads
CELL_INSET = 0.4
MARK_RADIUS = 0.9      # the costly mark, a red disc with "!"
COSTLY_RADIUS = 0.5
LINE_H = 2.4           # a line of the detail
PROGRESS_GAP = 0.4
PROGRESS_H = 1.2


class _Cancelled(Exception):
    """Raised from the review's progress callback: the review is not wanted any more."""


@dataclass
class Job:
    """One player's review on the worker thread (the worker writes single fields, the scene
    reads them)."""

    seat: int
    done: int = 0
    total: int = 0
    reviews: list[ClubReview] = field(default_factory=list)
    error: str | None = None
    finished: bool = False
    cancel: threading.Event = field(default_factory=threading.Event)


@nav.scene("club-coach")
class ClubCoachScene(Scene):
    """`game`: a finished (or any recorded) club game; `names`: the seats' names; `people`: the
    seats a person played (the chooser offers them; default every seat); `budget` goes to the
    review (tests pass a small one)."""

    refocus = True

    def __init__(self, app: "App", game: ClubGame, names: Sequence[str],
                 people: Sequence[int] = (), *, budget: int | None = None) -> None:
        super().__init__(app)
        self.record = game.record()
        self.names = [names[s] if s < len(names) else str(s + 1) for s in range(game.players)]
        self.people = [s for s in people if 0 <= s < game.players] or list(range(game.players))
        self.budget = budget
        self.seat = self.people[0]
        self.jobs: dict[int, Job] = {}
        self.job: Job | None = None
        self._listed: Job | None = None
        self._moved = False
        self.rects: dict[str, pygame.Rect] = {}
        g = self.group = FocusGroup(app)
        self.seat_choice = g.add(Choice("club-coach-seat", [(s, lit(self.names[s])) for s in self.people],
                                        self.seat, self.set_seat))
        self.seat_choice.visible = len(self.people) > 1
        self.list = g.add(ListBox([], self._draw_row, on_select=self._picked, row_u=ROW_U))
        self.b_close = g.add(Button("coach-close", self.close))
        self.start(self.seat)

    # ------------------------------------------------------------------ the review
    def start(self, seat: int) -> None:
        job = self.jobs.get(seat)
        if self.job is not None and self.job is not job and not self.job.finished:
            self.job.cancel.set()
        self.seat = seat
        if job is None or job.error is not None:
            job = self.jobs[seat] = Job(seat)
            executor = self.app.bot_executor
            if executor is not None:
                executor.submit(self._run, job)
            else:
                threading.Thread(target=self._run, args=(job,), name="club-coach", daemon=True).start()
        self.job = job
        self._listed = None
        self._moved = False
        self.list.items = []
        self.list.index = -1
        self.list.first = 0
        self._follow_job()

    def _run(self, job: Job) -> None:
        def progress(done: int, total: int, review: ClubReview) -> None:
            if job.cancel.is_set():
                raise _Cancelled
            job.reviews.append(review)
            job.done, job.total = done, total

        try:
            analyse(self.record, [job.seat], budget=self.budget, progress=progress)
        except _Cancelled:
            if self.jobs.get(job.seat) is job:
                del self.jobs[job.seat]
            return
        except ClubRecordError as exc:
            job.error = str(exc)
        job.finished = True

    def _follow_job(self) -> None:
        job = self.job
        if job is None:
            return
        made = list(job.reviews)
        if len(made) > len(self.list.items) and not job.finished:
            self.list.items = made
            if self.list.index < 0:
                self.list.select(0, notify=False)
        if job.finished and self._listed is not job:
            self._listed = job
            self.list.items = list(job.reviews) if job.error is None else []
            marked = [i for i, r in enumerate(self.list.items) if r.costly]
            if marked and not self._moved:
                self.list.select(marked[0], notify=False)
            elif self.list.items and self.list.index < 0:
                self.list.select(0, notify=False)

    @property
    def working(self) -> bool:
        return self.job is not None and not self.job.finished

    def costly(self) -> list[ClubReview]:
        job = self.job
        return [r for r in job.reviews if r.costly] if job is not None and job.finished else []

    def _picked(self, _review: ClubReview) -> None:
        self._moved = True

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.start(seat)

    # ------------------------------------------------------------------ scene
    def dispose(self) -> None:
        super().dispose()
        if self.job is not None:
            self.job.cancel.set()

    def default_focus(self) -> ListBox:
        return self.list

    def relocalize(self) -> None:
        self.seat_choice.options = [(s, lit(self.names[s])) for s in self.people]

    def frame_interval(self) -> float | None:
        return 0.1 if self.working else None

    def update(self, dt: float) -> None:
        self._follow_job()
        self.group.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        if pressed(event) is Action.BACK:
            self.close()
            return True
        return self.group.handle(event)

    def title_text(self) -> str:
        humans = [s for s, seat in enumerate(self.record["seats"]) if seat.get("kind") == "human"]
        if len(self.people) == 1 and humans in ([], [self.seat]) \
                and self.names[self.seat] == self.app.t("club-lobby-you"):
            return self.app.t("coach-screen-title-you")
        return self.app.t("coach-screen-title", name=self.names[self.seat])

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
        self.rects["detail"] = pygame.Rect(body.left + left_w + pad, body.top, body.width - left_w - pad,
                                           body.height)
        inner = self.rects["list"].inflate(-round(u * INSET), -round(u * INSET))
        head_h = round(u * HEADS_H)
        self.rects["heads"] = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        self.list.rect = pygame.Rect(inner.left, inner.top + head_h, inner.width, inner.height - head_h)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.background(surface, app, darken=40)
        theme.heading(surface, app, self.title_text(), self.rects["title"])
        theme.panel(surface, app, self.rects["list"], alpha=225)
        theme.panel(surface, app, self.rects["detail"], alpha=225)
        self._draw_heads(surface)
        self._draw_detail(surface)
        self._draw_foot(surface)
        self.group.draw(surface)
        if not self.list.items and not self.working:
            text = app.t("coach-no-decisions", name=self.names[self.seat])
            if self.job is not None and self.job.error is not None:
                text = app.t("coach-failed", error=self.job.error)
            theme.draw_text(surface, app, text, self.list.rect.inflate(-theme.px(app, 2 * INSET), 0),
                            theme.FONT_BODY, theme.TEXT_DIM, wrap=True)

    def _cells(self, row: pygame.Rect) -> list[pygame.Rect]:
        x, out = row.left, []
        for share in COLUMNS:
            wdt = round(row.width * share)
            out.append(pygame.Rect(x, row.top, wdt, row.height))
            x += wdt
        return out

    def _draw_heads(self, surface: pygame.Surface) -> None:
        app = self.app
        keys = ("club-coach-col-round", "club-coach-col-phase", "club-coach-col-choice", "club-coach-col-cost")
        for cell, key in zip(self._cells(self.rects["heads"]), keys):
            theme.draw_text(surface, app, app.t(key), cell.inflate(-theme.px(app, CELL_INSET), 0),
                            theme.FONT_SMALL, theme.TEXT_DIM,
                            align="left" if key == "club-coach-col-choice" else "center")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, r: ClubReview, selected: bool) -> None:
        app = self.app
        items = self.list.items
        i = items.index(r) if r in items else 0
        if i > 0 and items[i - 1].round != r.round:  # a new round: a line above its first row
            pygame.draw.line(surface, theme.GRID_LINE, rect.topleft, rect.topright, 1)
        if r.costly:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*theme.DANGER, 60), layer.get_rect(), border_radius=theme.px(app, COSTLY_RADIUS))
            surface.blit(layer, rect)
        cells = self._cells(rect)
        rad = max(4, theme.px(app, MARK_RADIUS))
        if r.costly:  # a mark of its own besides the colour
            centre = (cells[0].left + rad + 2, rect.centery)
            pygame.draw.circle(surface, theme.DANGER, centre, rad)
            theme.draw_text(surface, app, "!", pygame.Rect(centre[0] - rad, centre[1] - rad, 2 * rad, 2 * rad),
                            theme.FONT_SMALL, theme.TEXT, bold=True)
        number = pygame.Rect(cells[0].left + 2 * rad + 4, rect.top, max(1, cells[0].width - 2 * rad - 4), rect.height)
        theme.draw_text(surface, app, str(r.round), number, theme.FONT_BODY, theme.TEXT)
        theme.draw_text(surface, app, app.t("club-coach-phase", phase=r.phase), cells[1], theme.FONT_SMALL,
                        theme.TEXT_DIM)
        chosen, _ = both_words(r, app.loc, short=True)
        theme.draw_text(surface, app, chosen, cells[2].inflate(-theme.px(app, CELL_INSET), 0), theme.FONT_SMALL,
                        theme.DANGER if r.costly else theme.TEXT, align="left")
        theme.draw_text(surface, app, app.loc.format_number(round(r.cost, 1)), cells[3], theme.FONT_BODY,
                        theme.DANGER if r.costly else theme.TEXT_DIM, bold=r.costly)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        app = self.app
        d = self.rects["detail"].inflate(-theme.px(app, 2 * INSET), -theme.px(app, 2 * INSET))
        r = self.list.selected
        if r is None:
            return
        line = theme.px(app, LINE_H)
        chosen, best = both_words(r, app.loc)
        y = d.top
        theme.draw_text(surface, app, app.t("club-coach-detail-title", round=r.round,
                                            phase=app.t("club-coach-phase", phase=r.phase)),
                        pygame.Rect(d.left, y, d.width, line), theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        y += line
        for text in (app.t("club-coach-detail-choice", choice=chosen),
                     app.t("club-coach-detail-master", best=app.t("club-coach-same") if r.best == r.choice else best),
                     app.t("club-coach-detail-cost", cost=round(r.cost, 1))):
            box = pygame.Rect(d.left, y, d.width, 2 * line)
            theme.draw_text(surface, app, text, box, theme.FONT_SMALL, theme.TEXT, align="left", valign="top",
                            wrap=True)
            y += 2 * line
        verdict = sentence(r, self.names[r.seat], app.loc) if r.costly else \
            app.t("club-coach-fine", threshold=COSTLY_POINTS)
        theme.draw_text(surface, app, verdict, pygame.Rect(d.left, y + line // 2, d.width, d.bottom - y - line // 2),
                        theme.FONT_SMALL, theme.DANGER if r.costly else theme.TEXT_DIM, align="left",
                        valign="top", wrap=True)

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
        costly = self.costly()
        text = app.t("club-coach-foot-costly", count=len(costly), threshold=COSTLY_POINTS) if costly \
            else app.t("club-coach-none", threshold=COSTLY_POINTS)
        theme.draw_text(surface, app, text, half, theme.FONT_BODY, theme.DANGER if costly else theme.SAFE,
                        bold=True, align="left")
        theme.draw_text(surface, app, app.t("club-coach-foot-note"),
                        pygame.Rect(foot.left, half.bottom, foot.width, foot.height - half.height),
                        theme.FONT_SMALL, theme.TEXT_DIM, align="left", wrap=True)


__all__ = ["ClubCoachScene", "Job"]
