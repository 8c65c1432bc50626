"""The final scores: the ranking (ties shared), relics, a chart of what each seat took home in each
expedition, scores counting up, "play again" with the same table (or "new game", when the game's
table is not one to play again: the lesson's), and back to the menu."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from diamant.ui import nav, theme
from diamant.ui.anim import Animator, Tween
from diamant.games.diamant.screens.badges import seat_badge, seat_colour
from diamant.games.diamant.screens.expedition_layout import compact
from diamant.games.diamant.screens.flow import anim_speed, back_to_menu, start_game
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.games.diamant.screens.session import TableSetup
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.engine import standings_of
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.games.diamant.screens.session import GameSession

# the final scores' layout, in units
BUTTON_W = 28.0          # a button of the bottom row, at most
PANEL_PAD = 1.2          # the ranking's and the chart's padding in their panels
RANK_HEAD_H = 3.0        # the ranking's column heads
RANK_ROW_H = 5.0         # a seat's row, at most
WINNER_RADIUS = 0.6      # the corners of the winners' rows
NAME_GAP = 0.8           # between a seat's badge and its name
CHART_HEAD_H = 3.2       # the chart's title
SCALE_W = 3.0            # the scale's numbers at the chart's left
SCALE_LEFT = 3.2         # a number's box: from the axis to its left edge
SCALE_NUMBER_H = 2.0
ROUND_LABELS_H = 3.0     # kept under the chart for the expeditions' names
ROUND_LABEL_TOP = 0.3    # such a name: below the axis
ROUND_LABEL_H = 2.4
LEGEND_LINE = 2.4        # a line of the legend (a badge and a name)
LEGEND_NAME_GAP = 0.6    # between a badge and its name
LEGEND_GAP = 2.0         # between two names on a line
# a compact screen (a larger interface size): a lower title strip, the ranking's rows as tall as
# their words in as many columns as they need, its chest and relic columns only where a column
# is this wide, and the chart only where the ranking leaves it this much
COMPACT_TOP_H = 5.6
COMPACT_COL_GAP = 1.5
COMPACT_FULL_COL_W = 22.0
COMPACT_CHART_MIN_W = 24.0


def ranking(game) -> list[tuple[int | None, int]]:
    """(rank, seat) best first; tied seats share a rank (1, 1, 3 ...)."""
    return [(st.rank, st.seat) for st in standings_of(game)]


def chart_gridlines(top: int) -> list[tuple[int, float]]:
    """The chart's scale lines for a tallest bar of `top`: (the value written, where it is drawn as
    a fraction of the height). Whole numbers, each drawn where its value is: a middle line at 4
    of 9 sits at 4/9, not at 4.5 under a "4"."""
    mid = top // 2
    lines = [(mid, mid / top)] if 0 < mid < top else []
    return lines + [(top, 1.0)]


@nav.scene("scoring")
class ScoringScene(Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    in_game = False
    owns_session = True

    def game_session(self) -> "GameSession":
        return self.session

    def __init__(self, app: "App", session: "GameSession", *,
                 on_new_game: Callable[[], None] | None = None) -> None:
        """`on_new_game`: the main button is "New game" and does this, instead of "Play again"
        with the same table (the guided first game's table is forced cards and seats: playing it
        "again" gave a real game on the lesson's table)."""
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.ranks = ranking(self.game)
        self.group = FocusGroup(app)
        self.on_new_game = on_new_game
        if on_new_game is not None:
            self.again = self.group.add(Button("menu-new-game", on_new_game, "menu-new-game-tip",
                                               style="primary"))
        else:
            self.again = self.group.add(Button("play-again", self.play_again, style="primary"))
        self.menu = self.group.add(Button("play-back-to-menu", self.to_menu))
        # the coach reviews a player's choices: offered when someone played at this screen, and
        # the game has a record (the tutorial's scripted cave has none)
        self.coach = self.group.add(Button("coach-open", self.open_coach, "coach-open-tip"))
        self.coach.visible = bool(session.humans) and not session.game.rigged
        self.shown = 0.0  # 0..1: the count-up of the scores
        self.anim = Animator(anim_speed(app))
        self.anim.add(Tween(self, "shown", 0.0, 1.0, 1.8, ease="out_cubic", delay=0.3,
                            on_done=self._ranked))
        self.rects: dict[str, pygame.Rect] = {}
        self.compact = False  # laid out for a larger interface size (see layout)
        session.close()  # no more bots to run

    def _ranked(self) -> None:
        self.app.game_over_seen = True

    def dispose(self) -> None:
        super().dispose()
        self.anim.clear()

    refocus = True

    def default_focus(self):
        return self.again

    def enter(self) -> None:
        super().enter()
        if self.shown >= 1.0:
            self._ranked()

    def spoken_intro(self) -> str:
        """The final ranking as said aloud: each seat's place, chest, relics and score."""
        app, names = self.app, self.session.names
        out = []
        for st in standings_of(self.game):
            out.append(f"{st.rank}. {names[st.seat]}: {app.t('score')} {st.score}, {app.t('chest')} {st.chest}, "
                       f"{app.t('play-col-relics')} {st.relic_points}")
        return ". ".join(out)

    def play_again(self) -> None:
        s = self.session.setup
        start_game(self.app, TableSetup(s.seats, s.edition, s.secret_chests, None))

    def to_menu(self) -> None:
        back_to_menu(self.app)

    def open_coach(self) -> None:
        if not self.coach.visible:
            return
        humans = self.session.humans
        self.app.nav.push("coach", record=self.session.record(False), seat=humans[0] if humans else None)

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        pad = round(app.u * theme.SCREEN_PAD)
        self.compact = compact(app, size)
        top = round(app.u * (COMPACT_TOP_H if self.compact else theme.TOP_BAR_H))
        bh = round(app.u * theme.BUTTON_H)
        self.rects["title"] = pygame.Rect(pad, pad // 2, w - 2 * pad, top - pad // 2)
        body = pygame.Rect(pad, top, w - 2 * pad, h - top - bh - 3 * pad)
        if self.compact:  # (clear of the title's ornament, which ends at its strip's foot)
            self._compact_body(pygame.Rect(body.left, body.top + pad // 2, body.width, body.height - pad // 2), pad)
            self._buttons(w, h, pad, bh)
            return
        left_w = round(body.width * 0.52)
        self.rects["rank"] = pygame.Rect(body.left, body.top, left_w, body.height)
        self.rects["chart"] = pygame.Rect(body.left + left_w + pad, body.top, body.width - left_w - pad, body.height)
        # a tall window: the ranking, as tall as its rows, over the chart (side by side, the ranking
        # stood in a tall panel two thirds empty beside a narrow chart)
        rank_h = round(app.u * (2 * 1.2 + 3 + 5 * len(self.ranks) + 1))
        chart_h = body.height - rank_h - pad
        if chart_h >= body.width * 0.6:
            self.rects["rank"] = pygame.Rect(body.left, body.top, body.width, rank_h)
            self.rects["chart"] = pygame.Rect(body.left, body.bottom - chart_h, body.width, chart_h)
        self._buttons(w, h, pad, bh)

    def _compact_body(self, body: pygame.Rect, pad: int) -> None:
        """The ranking and the chart with little room: the ranking beside the chart where it
        fits in one column there, else the whole width (in columns) and no chart (the coach and
        the log tell the expeditions' takings)."""
        left_w = round(body.width * 0.52)
        if self._rank_columns(left_w, body.height)[0] == 1 and \
                body.width - left_w - pad >= self.app.u * COMPACT_CHART_MIN_W:
            self.rects["rank"] = pygame.Rect(body.left, body.top, left_w, body.height)
            self.rects["chart"] = pygame.Rect(body.left + left_w + pad, body.top, body.width - left_w - pad,
                                              body.height)
        else:
            self.rects["rank"] = body.copy()
            self.rects["chart"] = pygame.Rect(body.right, body.top, 0, 0)

    def _rank_row_h(self) -> int:
        app = self.app
        return max(app.font(theme.FONT_BODY, bold=True).get_linesize(), app.font(theme.FONT_BODY).get_linesize())

    def _rank_columns(self, width: int, height: int) -> tuple[int, int]:
        """(columns, rows in each) of a compact ranking in a panel of that size."""
        app = self.app
        inner_h = height - 2 * round(app.u * PANEL_PAD) - round(app.u * RANK_HEAD_H)
        per_col = max(1, inner_h // self._rank_row_h())
        return -(-len(self.ranks) // per_col), per_col

    def _buttons(self, w: int, h: int, pad: int, bh: int) -> None:
        app = self.app
        bw = round(app.u * BUTTON_W)
        if self.coach.visible:  # three buttons: the coach between the menu and play again
            bw = min(bw, (w - 4 * pad) // 3)
            self.coach.rect = pygame.Rect(w // 2 - bw // 2, h - pad - bh, bw, bh)
            self.again.rect = pygame.Rect(self.coach.rect.right + pad, h - pad - bh, bw, bh)
            self.menu.rect = pygame.Rect(self.coach.rect.left - pad - bw, h - pad - bh, bw, bh)
            return
        self.again.rect = pygame.Rect(w // 2 + pad // 2, h - pad - bh, bw, bh)
        self.menu.rect = pygame.Rect(w // 2 - pad // 2 - bw, h - pad - bh, bw, bh)

    def handle(self, event) -> bool:
        if self.shown < 1.0 and (event.type == pygame.MOUSEBUTTONDOWN or (
                pressed(event) is Action.SKIP)):
            self.anim.finish_all()
            if event.type != pygame.MOUSEBUTTONDOWN:
                return True
        return self.group.handle(event)

    def frame_interval(self) -> float | None:
        return 0.0 if self.anim.busy else None

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        self.group.update(dt)

    # -------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        app = self.app
        g = self.game
        sess = self.session
        theme.background(surface, app, darken=40)
        winners = g.winners()
        # the one person, named "You", is addressed ("You win!": "You wins!" read wrong in every
        # language; "Вы и Боб делите победу", not "делят"), first among the winners
        you = sess.humans[0] if len(sess.humans) == 1 and \
            sess.names[sess.humans[0]] == app.t("play-default-human") else None
        if len(winners) == 1 and winners[0] == you:
            title = app.t("play-winner-you")
        elif len(winners) == 1:
            title = app.t("play-winner", name=sess.names[winners[0]])
        else:
            names = app.loc.format_list([sess.names[s] for s in sorted(winners, key=lambda s: s != you)])
            title = app.t("play-winners-you" if you in winners else "play-winners", names=names,
                          count=len(winners))
        theme.heading(surface, app, title, self.rects["title"])
        self._draw_ranking(surface)
        self._draw_chart(surface)
        self.group.draw(surface)

    def _draw_ranking(self, surface) -> None:
        if self.compact:
            self._draw_ranking_compact(surface)
            return
        app = self.app
        g = self.game
        sess = self.session
        r = self.rects["rank"]
        inner, head_h = self._rank_panel(surface, r)
        cols = [0.1, 0.42, 0.16, 0.14, 0.18]  # rank, name, chest, relics, total
        xs = [inner.left]
        for c in cols[:-1]:
            xs.append(xs[-1] + round(inner.width * c))
        widths = [round(inner.width * c) for c in cols]
        heads = ["", app.t("play-col-player"), app.t("chest"), app.t("play-col-relics"), app.t("score")]
        for x, wdt, text in zip(xs, widths, heads):
            theme.draw_text(surface, app, text, pygame.Rect(x, inner.top, wdt, head_h), theme.FONT_SMALL,
                            theme.TEXT_DIM, align="center" if text != heads[1] else "left")
        n = len(self.ranks)
        row_h = min(round(app.u * RANK_ROW_H), (inner.height - head_h) // max(1, n))
        y = inner.top + head_h
        for rank, seat in self.ranks:
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            if rank == 1:
                pygame.draw.rect(surface, theme.WINNER_ROW, row, border_radius=round(app.u * WINNER_RADIUS))
            chest = g.chests[seat]
            relic = g.relic_points(seat)
            total = chest + relic
            shown = round(total * self.shown)
            badge = max(8, round(row_h * 0.6))
            theme.draw_text(surface, app, str(rank), pygame.Rect(xs[0], y, widths[0], row_h),
                            theme.FONT_HEADING * 0.7, theme.GOLD if rank == 1 else theme.TEXT, bold=True)
            seat_badge(surface, sess.seats[seat].colour, (xs[1] + badge // 2, row.centery), badge)
            theme.draw_text(surface, app, sess.names[seat], pygame.Rect(xs[1] + badge + round(app.u * NAME_GAP), y,
                            widths[1] - badge - round(app.u * NAME_GAP), row_h), theme.FONT_BODY, theme.TEXT,
                            bold=rank == 1, align="left")
            theme.draw_text(surface, app, str(round(chest * self.shown)), pygame.Rect(xs[2], y, widths[2], row_h),
                            theme.FONT_BODY, theme.TEXT)
            relic_text = str(round(relic * self.shown)) if g.ruleset.relic_count else "–"
            theme.draw_text(surface, app, relic_text, pygame.Rect(xs[3], y, widths[3], row_h),
                            theme.FONT_BODY, theme.TEXT)
            theme.draw_text(surface, app, str(shown), pygame.Rect(xs[4], y, widths[4], row_h),
                            theme.FONT_HEADING * 0.7, theme.GOLD, bold=True)
            y += row_h

    def _rank_panel(self, surface, r: pygame.Rect) -> tuple[pygame.Rect, int]:
        """The ranking's panel at `r` drawn: the room inside it, and its heads' height."""
        app = self.app
        theme.panel(surface, app, r, alpha=225)
        pad = round(app.u * PANEL_PAD)
        return r.inflate(-2 * pad, -2 * pad), round(app.u * RANK_HEAD_H)

    def _draw_ranking_compact(self, surface) -> None:
        """The ranking with little room: rows as tall as their words, in columns; a column too
        narrow for the chest and relic numbers shows the rank, the name and the score."""
        app = self.app
        g = self.game
        sess = self.session
        r = self.rects["rank"]
        inner, head_h = self._rank_panel(surface, r)
        ncols, per_col = self._rank_columns(r.width, r.height)
        gap = round(app.u * COMPACT_COL_GAP)
        col_w = (inner.width - gap * (ncols - 1)) // ncols
        full = col_w >= app.u * COMPACT_FULL_COL_W
        shares = [0.1, 0.42, 0.16, 0.14, 0.18] if full else [0.14, 0.62, 0.24]
        heads = (["", app.t("play-col-player"), app.t("chest"), app.t("play-col-relics"), app.t("score")] if full
                 else ["", app.t("play-col-player"), app.t("score")])
        row_h = self._rank_row_h()
        for c in range(ncols):
            left = inner.left + c * (col_w + gap)
            xs = [left]
            for share in shares[:-1]:
                xs.append(xs[-1] + round(col_w * share))
            widths = [round(col_w * share) for share in shares]
            for x, wdt, text in zip(xs, widths, heads):
                theme.draw_text(surface, app, text, pygame.Rect(x, inner.top, wdt, head_h), theme.FONT_SMALL,
                                theme.TEXT_DIM, align="center" if text != heads[1] else "left")
            y = inner.top + head_h
            for rank, seat in self.ranks[c * per_col:(c + 1) * per_col]:
                row = pygame.Rect(left, y, col_w, row_h)
                if rank == 1:
                    pygame.draw.rect(surface, theme.WINNER_ROW, row, border_radius=round(app.u * WINNER_RADIUS))
                chest, relic = g.chests[seat], g.relic_points(seat)
                badge = max(8, round(row_h * 0.6))
                gold = theme.GOLD if rank == 1 else theme.TEXT
                theme.draw_text(surface, app, str(rank), pygame.Rect(xs[0], y, widths[0], row_h), theme.FONT_BODY,
                                gold, bold=True)
                seat_badge(surface, sess.seats[seat].colour, (xs[1] + badge // 2, row.centery), badge)
                theme.draw_text(surface, app, sess.names[seat],
                                pygame.Rect(xs[1] + badge + round(app.u * NAME_GAP), y,
                                            widths[1] - badge - round(app.u * NAME_GAP), row_h),
                                theme.FONT_BODY, theme.TEXT, bold=rank == 1, align="left")
                numbers = [str(round(chest * self.shown)),
                           str(round(relic * self.shown)) if g.ruleset.relic_count else "–"] if full else []
                for x, wdt, text in zip(xs[2:], widths[2:], numbers):
                    theme.draw_text(surface, app, text, pygame.Rect(x, y, wdt, row_h), theme.FONT_BODY, theme.TEXT)
                theme.draw_text(surface, app, str(round((chest + relic) * self.shown)),
                                pygame.Rect(xs[-1], y, widths[-1], row_h), theme.FONT_BODY, theme.GOLD, bold=True)
                y += row_h

    def _draw_chart(self, surface) -> None:
        app = self.app
        g = self.game
        r = self.rects["chart"]
        if not r.width or not r.height:  # a compact screen without room for it
            return
        theme.panel(surface, app, r, alpha=225)
        pad = round(app.u * PANEL_PAD)
        head = pygame.Rect(r.left + pad, r.top + pad // 2, r.width - 2 * pad, round(app.u * CHART_HEAD_H))
        theme.draw_text(surface, app, app.t("play-chart-title"), head, theme.FONT_BODY, theme.GOLD, bold=True)
        rounds = g.rounds
        if not rounds:
            return
        legend = self.legend_rects()
        legend_h = (max(r.bottom for _, r in legend) - min(r.top for _, r in legend) + pad) if legend else 0
        area = pygame.Rect(r.left + pad + round(app.u * SCALE_W), head.bottom + pad,
                           r.width - 2 * pad - round(app.u * SCALE_W),
                           r.bottom - head.bottom - 2 * pad - round(app.u * ROUND_LABELS_H) - legend_h)
        takings = [[rs.banked[s] + rs.relic_points[s] for s in range(g.players)] for rs in rounds]
        top = max(1, max(max(t) for t in takings))
        # axis and scale
        pygame.draw.line(surface, theme.TEXT_DIM, area.bottomleft, area.bottomright, 1)
        pygame.draw.line(surface, theme.TEXT_DIM, area.bottomleft, area.topleft, 1)
        for value, frac in chart_gridlines(top):
            yy = area.bottom - round(area.height * frac)
            pygame.draw.line(surface, theme.GRID_LINE, (area.left, yy), (area.right, yy), 1)
            theme.draw_text(surface, app, str(value),
                            pygame.Rect(area.left - round(app.u * SCALE_LEFT), yy - round(app.u),
                                        round(app.u * SCALE_W), round(app.u * SCALE_NUMBER_H)),
                            theme.FONT_SMALL, theme.TEXT_DIM, align="right")
        group_w = area.width / len(rounds)
        n = g.players
        # the expeditions' names under their bars; only their numbers where the names would touch
        labels = [app.t("round-short", round=i + 1) for i in range(len(rounds))]
        if self.compact and max(app.font(theme.FONT_SMALL).size(t)[0] for t in labels) + app.u > group_w:
            labels = [str(i + 1) for i in range(len(rounds))]
        bar_w = max(2, int(group_w * 0.8 / n))
        for i, t in enumerate(takings):
            gx = area.left + group_w * i + (group_w - bar_w * n) / 2
            for s in range(n):
                h = round(area.height * t[s] / top * self.shown)
                bar = pygame.Rect(round(gx + s * bar_w), area.bottom - h, max(1, bar_w - 1), h)
                if h:
                    pygame.draw.rect(surface, seat_colour(self.session.seats[s].colour), bar)
            theme.draw_text(surface, app, labels[i],
                            pygame.Rect(round(area.left + group_w * i), area.bottom + round(app.u * ROUND_LABEL_TOP),
                                        round(group_w), round(app.u * ROUND_LABEL_H)), theme.FONT_SMALL, theme.TEXT_DIM)
        # the legend: whose colour is whose (a badge with the seat's symbol, and the name)
        for seat, box in legend:
            d = box.height
            seat_badge(surface, self.session.seats[seat].colour, (box.left + d // 2, box.centery), d)
            theme.draw_text(surface, app, self.session.names[seat],
                            pygame.Rect(box.left + d + round(app.u * LEGEND_NAME_GAP), box.top,
                                        box.width - d - round(app.u * LEGEND_NAME_GAP), box.height),
                            theme.FONT_SMALL, theme.TEXT, align="left")

    def legend_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Where the chart's legend names each seat: (seat, its box), in rows at the panel's foot."""
        app = self.app
        r = self.rects.get("chart")
        n = self.game.players
        if r is None or not self.game.rounds or n == 0:
            return []
        pad = round(app.u * PANEL_PAD)
        line = round(app.u * LEGEND_LINE)
        width = r.width - 2 * pad
        font = app.font(theme.FONT_SMALL)
        widest = max(font.size(name)[0] for name in self.session.names[:n])
        each = min(width, widest + line + round(app.u * LEGEND_GAP))
        per_row = max(1, min(n, width // max(1, each)))
        rows = -(-n // per_row)
        each = width // per_row
        top = r.bottom - pad - rows * line
        return [(s, pygame.Rect(r.left + pad + (s % per_row) * each, top + (s // per_row) * line,
                                each, line)) for s in range(n)]
