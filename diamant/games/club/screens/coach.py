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

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.reviewpage import Job, ReviewPage
from diamant.ui.widgets import Button, Choice, ListBox, lit
from diamant.games.club.coach import COSTLY_POINTS, ClubReview, analyse, both_words, sentence
from diamant.games.club.game import ClubGame
from diamant.games.club.record import ClubRecordError

from . import dialog_kit as K

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

#: the list's columns, as shares of a row's width: round, phase, choice, cost
COLUMNS = (0.1, 0.2, 0.55, 0.15)
ROW_U = 3.2            # a row of the list, in u
INSET = 1.2            # the detail inset in its panel
CELL_INSET = 0.4
LINE_H = 2.4           # a line of the detail
# where the window is small for the page (a large interface size): a lower title strip, the list
# and the detail sharing the body, a row's phase and choice on two lines, the detail's words in
# full (the verdict first, the title giving way first: the list's row names the moment)
FULL_UNITS = (99.5, 56.0)
COMPACT_ROW_U = 6.0    # a row: its phase over two lines of its choice
DETAIL_GAP = 0.6       # between two texts of the detail


@nav.scene("club-coach")
class ClubCoachScene(ReviewPage):
    """`game`: a finished (or any recorded) club game; `names`: the seats' names; `people`: the
    seats a person played (the chooser offers them; default every seat); `budget` goes to the
    review (tests pass a small one)."""
    ambience = None  # the club has no ambience: silence under its screens (no cave)

    columns: tuple[float, ...] = COLUMNS
    HEADS = (("club-coach-col-round", "center"), ("club-coach-col-phase", "center"),
             ("club-coach-col-choice", "left"), ("club-coach-col-cost", "center"))
    head_keys: tuple[tuple[str, str], ...] = HEADS
    empty_inset = 2 * INSET
    review_errors = (ClubRecordError,)
    thread_name = "club-coach"

    def __init__(self, app: "App", game: ClubGame, names: Sequence[str],
                 people: Sequence[int] = (), *, budget: int | None = None) -> None:
        self.record = game.record()
        self.names = [names[s] if s < len(names) else str(s + 1) for s in range(game.players)]
        self.people = [s for s in people if 0 <= s < game.players] or list(range(game.players))
        self.budget = budget
        super().__init__(app, self.people[0])
        g = self.group
        self.seat_choice = g.add(Choice("club-coach-seat", [(s, lit(self.names[s])) for s in self.people],
                                        self.seat, self.set_seat))
        self.seat_choice.visible = len(self.people) > 1
        self.list = g.add(ListBox([], self._draw_row, on_select=self._picked, row_u=ROW_U))
        self.b_close = g.add(Button("coach-close", self.close))
        self.start(self.seat)

    def compact(self) -> bool:
        across, down = self.app.units()
        return across < FULL_UNITS[0] or down < FULL_UNITS[1]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        small = self.compact()
        if small:
            self.compact_layout()
        self.columns = self._compact_columns() if small else COLUMNS
        self.head_keys = (self.HEADS[0], self.HEADS[2], self.HEADS[3]) if small else self.HEADS
        self.list.row_u = COMPACT_ROW_U if small else ROW_U

    def _compact_columns(self) -> tuple[float, ...]:
        """The small page's columns (round, phase and choice, cost) as shares of a row: the
        round's and the cost's as wide as their heads and numbers need, the choice the rest."""
        app = self.app
        small, body = app.font(theme.FONT_SMALL), app.font(theme.FONT_BODY, True)
        inset = 2 * theme.px(app, CELL_INSET)
        first = max(small.size(app.t("club-coach-col-round"))[0], 2 * self.mark_radius() + 4 + body.size("10")[0])
        last = max(small.size(app.t("club-coach-col-cost"))[0], body.size(app.loc.format_number(10.5))[0])
        width = max(1, self.list.rect.width)
        a, c = (first + inset) / width, (last + inset) / width
        return (a, max(0.0, 1 - a - c), c)


    def review(self, seat: int, progress: Callable[[int, int, Any], None]) -> None:
        analyse(self.record, [seat], budget=self.budget, progress=progress)

    def relocalize(self) -> None:
        self.seat_choice.options = [(s, lit(self.names[s])) for s in self.people]

    def title_text(self) -> str:
        humans = [s for s, seat in enumerate(self.record["seats"]) if seat.get("kind") == "human"]
        if len(self.people) == 1 and humans in ([], [self.seat]) \
                and self.names[self.seat] == self.app.t("club-lobby-you"):
            return self.app.t("coach-screen-title-you")
        return self.app.t("coach-screen-title", name=self.names[self.seat])

    # ------------------------------------------------------------------ drawing
    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, r: ClubReview, selected: bool) -> None:
        app = self.app
        self._draw_row_back(surface, rect, r, 1)
        cells = self._cells(rect)
        rad = self.mark_radius()
        if r.costly:
            self._draw_mark(surface, (cells[0].left + rad + 2, rect.centery))
        number = pygame.Rect(cells[0].left + 2 * rad + 4, rect.top, max(1, cells[0].width - 2 * rad - 4), rect.height)
        theme.draw_text(surface, app, str(r.round), number, theme.FONT_BODY, theme.TEXT)
        chosen, _ = both_words(r, app.loc, short=True)
        phase = app.t("club-coach-phase", phase=r.phase)
        if len(cells) == 3:  # a small page: the phase over the choice
            box = cells[1].inflate(-theme.px(app, CELL_INSET), 0)
            half = box.height // 3
            theme.draw_text(surface, app, phase, pygame.Rect(box.left, box.top, box.width, half), theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left")
            theme.draw_text(surface, app, chosen, pygame.Rect(box.left, box.top + half, box.width, box.height - half),
                            theme.FONT_SMALL, theme.DANGER if r.costly else theme.TEXT, align="left", wrap=True)
        else:
            theme.draw_text(surface, app, phase, cells[1], theme.FONT_SMALL, theme.TEXT_DIM)
            theme.draw_text(surface, app, chosen, cells[2].inflate(-theme.px(app, CELL_INSET), 0), theme.FONT_SMALL,
                            theme.DANGER if r.costly else theme.TEXT, align="left")
        theme.draw_text(surface, app, app.loc.format_number(round(r.cost, 1)), cells[-1], theme.FONT_BODY,
                        theme.DANGER if r.costly else theme.TEXT_DIM, bold=r.costly)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        app = self.app
        d = self.rects["detail"].inflate(-theme.px(app, 2 * INSET), -theme.px(app, 2 * INSET))
        r = self.list.selected
        if r is None:
            return
        line = theme.px(app, LINE_H)
        chosen, best = both_words(r, app.loc)
        if self.compact():
            self._draw_detail_compact(surface, d, r, chosen, best)
            return
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

    def _draw_detail_compact(self, surface: pygame.Surface, d: pygame.Rect, r: ClubReview, chosen: str,
                             best: str) -> None:
        """The detail's texts each on as many lines as it needs, in their order; where they do
        not all fit, the title gives way first, then the player's choice, the cost, the master's
        choice: the coach's verdict stays whole."""
        app = self.app
        verdict = sentence(r, self.names[r.seat], app.loc) if r.costly else \
            app.t("club-coach-fine", threshold=COSTLY_POINTS)
        texts = [  # (words, size, colour, bold, how soon it gives way)
            (app.t("club-coach-detail-title", round=r.round, phase=app.t("club-coach-phase", phase=r.phase)),
             theme.FONT_BODY, theme.GOLD, True, 0),
            (app.t("club-coach-detail-choice", choice=chosen), theme.FONT_SMALL, theme.TEXT, False, 1),
            (app.t("club-coach-detail-master", best=app.t("club-coach-same") if r.best == r.choice else best),
             theme.FONT_SMALL, theme.TEXT, False, 3),
            (app.t("club-coach-detail-cost", cost=round(r.cost, 1)), theme.FONT_SMALL, theme.TEXT, False, 2),
            (verdict, theme.FONT_SMALL, theme.DANGER if r.costly else theme.TEXT_DIM, False, 9)]
        gap = theme.px(app, DETAIL_GAP)
        heights = [K.text_height(app, t, d.width, size, bold) for t, size, _, bold, _ in texts]
        shown = list(range(len(texts)))
        while len(shown) > 1 and sum(heights[i] for i in shown) + gap * (len(shown) - 1) > d.height:
            shown.remove(min(shown, key=lambda i: texts[i][4]))
        y = d.top
        for i in shown:
            text, size, colour, bold, _ = texts[i]
            box = pygame.Rect(d.left, y, d.width, min(heights[i], d.bottom - y))
            theme.draw_text(surface, app, text, box, size, colour, bold=bold, align="left", valign="top", wrap=True)
            y += heights[i] + gap

    def summary(self) -> str:
        costly = self.costly()
        return self.app.t("club-coach-foot-costly", count=len(costly), threshold=COSTLY_POINTS) if costly \
            else self.app.t("club-coach-none", threshold=COSTLY_POINTS)

    def _draw_foot_note(self, surface: pygame.Surface, foot: pygame.Rect) -> None:
        half = foot.height // 2
        theme.draw_text(surface, self.app, self.app.t("club-coach-foot-note"),
                        pygame.Rect(foot.left, foot.top + half, foot.width, foot.height - half),
                        theme.FONT_SMALL, theme.TEXT_DIM, align="left", wrap=True)


__all__ = ["ClubCoachScene", "Job"]
