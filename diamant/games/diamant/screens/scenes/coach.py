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

from typing import TYPE_CHECKING, Any, Callable

import pygame

from diamant.games.diamant.bots.coach import COSTLY_THRESHOLD, Review, analyse, sentence
from diamant.ui import nav, theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens.expedition_layout import compact
from diamant.games.diamant.screens.names import record_names
from diamant.ui.reviewpage import Job, ReviewPage
from diamant.ui.widgets import Button, Choice, ListBox, lit
from diamant.games.diamant.engine import HUMAN, Decision, Game, GameRecord, RecordError, RulesError
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

#: the list's columns, as shares of a row's width: expedition, card, choice, risk, gain, win bars
COLUMNS = (0.08, 0.09, 0.24, 0.1, 0.11, 0.38)
ROW_U = 3.4  # a row of the list, in u
BAR_CONTINUE = (96, 170, 110)  # the bar of "continue" (the leave bar is gold)

# the coach's layout, in units (the page's own: diamant.ui.reviewpage)
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


def first_human(record: GameRecord) -> int:
    """The seat a review is for when none is named: the first seat played by a person."""
    for i, s in enumerate(record.seats):
        if s.kind == HUMAN:
            return i
    return 0


@nav.scene("coach")
class CoachScene(ReviewPage):
    """`record`: a finished game. `seat`: whose decisions (default: the first human's).
    `on_pick(round, card)`: when given (the replay viewer), a decision can be picked and the
    scene closes so that the viewer shows that moment. `rollouts` and `new_game` go to the
    review (tests pass a game whose cards are scripted)."""
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's

    columns = COLUMNS
    head_keys = (("coach-col-expedition", "center"), ("coach-col-card", "center"), ("coach-col-choice", "left"),
                 ("coach-col-risk", "center"), ("coach-col-gain", "center"), ("coach-col-win", "left"))
    heads_inset = HEADS_INSET
    empty_inset = EMPTY_INSET
    review_errors = (RecordError, RulesError)
    thread_name = "diamant-coach"
    # a review done before the list saw a row, with no costly choice, selects none
    select_first_when_done = False

    def __init__(self, app: "App", record: GameRecord, seat: int | None = None,
                 on_pick: Callable[[int, int], None] | None = None, *,
                 rollouts: int | None = None, new_game: Callable[[], Game] | None = None) -> None:
        self.record = record
        self.on_pick = on_pick
        self.rollouts = rollouts
        self.new_game = new_game
        super().__init__(app, seat if seat is not None and 0 <= seat < len(record.seats) else first_human(record))
        self.names = self._seat_names()
        g = self.group
        self.seat_choice = g.add(Choice("coach-seat", [(s, lit(n)) for s, n in enumerate(self.names)],
                                        self.seat, self.set_seat))
        self.seat_choice.visible = len(self.names) > 1
        self.list = g.add(ListBox([], self._draw_row, on_select=self._picked, on_activate=self._activate,
                                      row_u=ROW_U, speak_item=self._spoken_row))
        self.b_watch = g.add(Button("coach-watch", self._pick_selected, "coach-watch-tip"))
        self.b_watch.visible = on_pick is not None
        self.b_close = g.add(Button("coach-close", self.close))
        self.start(self.seat)

    def review(self, seat: int, progress: Callable[[int, int, Any], None]) -> None:
        game = self.new_game() if self.new_game is not None else None
        analyse(self.record, [seat], rollouts=self.rollouts, game=game, progress=progress)

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
    def dispose(self) -> None:
        super().dispose()
        self.on_pick = None

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

    def layout(self, size) -> None:
        super().layout(size)
        u = self.app.u
        if compact(self.app, size):
            self.compact_layout()
        bh = round(u * theme.SMALL_BUTTON_H)
        d = self.rects["detail"].inflate(-round(u * DETAIL_INSET_X), -round(u * DETAIL_INSET_Y))
        self.b_watch.rect = pygame.Rect(d.left, d.bottom - bh, d.width, bh)


    # ------------------------------------------------------------------ drawing
    def draw_title(self, surface: pygame.Surface) -> None:
        app = self.app
        badge = theme.px(app, TITLE_BADGE)
        shown = theme.heading(surface, app, self.title_text(), self.rects["title"].inflate(-4 * badge, 0))
        colour = self.record.seats[self.seat].colour
        seat_badge(surface, colour if colour is not None else self.seat,
                   (shown.left - badge, shown.centery), badge)

    def _choice_text(self, choice: Decision) -> str:
        return self.app.t("coach-choice-continue" if choice is Decision.CONTINUE else "coach-choice-leave")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, r: Review, selected: bool) -> None:
        app = self.app
        self._draw_row_back(surface, rect, r, max(1, theme.px(app, EXPEDITION_RULE_W)))
        cells = self._cells(rect)
        colour = theme.TEXT
        rad = self.mark_radius()
        cells[0] = pygame.Rect(cells[0].left + rad, cells[0].top, cells[0].width - rad, cells[0].height)
        if r.costly:
            self._draw_mark(surface, (cells[0].left - rad // 2, rect.centery))
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
        if compact(app):
            self._draw_detail_compact(surface, d, r)
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

    def _draw_detail_compact(self, surface: pygame.Surface, d: pygame.Rect, r: Review) -> None:
        """The detail with little room (a larger interface size): the title and the coach's
        verdict in full, each on as many lines as it needs; then the figures while they fit (the
        list's row shows the risk and the gain too), and the chart only where there is room."""
        app = self.app
        bottom = self.b_watch.rect.top - theme.px(app, WATCH_GAP) if self.b_watch.visible else d.bottom
        y = d.top
        title = app.t("coach-detail-title", round=r.round, card=r.card, choice=self._choice_text(r.choice))
        parts = [(title, theme.FONT_BODY, theme.GOLD, True),
                 (self.verdict(r), theme.FONT_SMALL, theme.DANGER if r.costly else theme.TEXT_DIM, False)]
        heights = [app.font(size, bold=bold).get_linesize() * len(app.font(size, bold=bold).wrap(text, d.width))
                   for text, size, _colour, bold in parts]
        if sum(heights) + theme.px(app, DETAIL_TITLE_GAP) > bottom - y:
            parts, heights = parts[1:], heights[1:]  # the list's selected row names the moment
        for (text, size, colour, bold), h in zip(parts, heights):
            theme.draw_text(surface, app, text, pygame.Rect(d.left, y, d.width, min(h, max(1, bottom - y))), size,
                            colour, bold=bold, align="left", valign="top", wrap=True)
            y += h + theme.px(app, DETAIL_TITLE_GAP)
        for text in (app.t("coach-detail-carried", count=r.carried),
                     app.t("coach-detail-risk", percent=round(float(r.risk) * 100)),
                     app.t("coach-detail-gain", gems=app.loc.format_number(round(float(r.gain), 1)))):
            if y + theme.px(app, DETAIL_LINE_H) > bottom:
                return
            theme.draw_text(surface, app, text, pygame.Rect(d.left, y, d.width, theme.px(app, DETAIL_LINE_H)),
                            theme.FONT_SMALL, theme.TEXT, align="left")
            y += theme.px(app, DETAIL_LINE_H)
        self._draw_chart(surface, pygame.Rect(d.left, y + theme.px(app, CHART_GAP), d.width,
                                              bottom - y - theme.px(app, 2 * CHART_GAP)), r)

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

    def summary(self) -> str:
        costly = self.costly()
        pts = round(COSTLY_THRESHOLD * 100)
        return self.app.t("coach-foot-costly", count=len(costly), threshold=pts) if costly \
            else self.app.t("coach-none", threshold=pts)

    def _draw_foot_note(self, surface: pygame.Surface, foot: pygame.Rect) -> None:
        job = self.job
        noise = max((r.noise for r in job.reviews), default=0.0) if job is not None else 0.0
        theme.draw_text(surface, self.app, self.app.t("coach-foot-note", noise=round(noise * 100, 1)),
                        pygame.Rect(foot.left, foot.top + foot.height // 2, foot.width, foot.height // 2),
                        theme.FONT_SMALL, theme.TEXT_DIM, align="left")


__all__ = ["CoachScene", "Job", "first_human"]
