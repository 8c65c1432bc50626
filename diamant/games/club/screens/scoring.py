"""The final scores of Diamonds Club: one column per player, one row per kind of points, the total,
and the gems that break a tie; a player whose required spaces are not all filled is marked, with
the reason. The numbers are the engine's (diamant.games.club.scoring through diamant.games.club.advice).

Opened by the table at the game's end: `app.nav.replace("club-scoring", game=..., names=...,
colours=..., on_again=..., on_title=..., people=...)`; with the seats persons played (`people`),
"How did I play?" opens the coach's review of their choices (club-coach)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, share_size
from diamant.games.club.advice import SCORE_ROWS, score_breakdown, tie_broken_by_gems
from diamant.games.club.game import ClubGame

from . import dialog_kit as K

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the page's layout, in units
BUTTON_W = 26          # Again, Title and the coach
BUTTON_HALF_GAP = 0.8  # Again and Title stand this far either side of the middle
COACH_GAP = 1.6        # between the coach and Title, in their row
COACH_ABOVE = 0.8      # ... or from the coach to them, where the row has no room
NOTE_H = 3.2           # the line under the table
TABLE_TOP = 1.0        # from the title to the table
TABLE_MARGINS = 2.0    # the table's room: the page's less this above and below it and the note
TABLE_PAD_X = 2.4      # the table's cells inside its frame (both sides together)
TABLE_PAD_Y = 1.6
HEAD_H = 6.4           # the players' heads: marker and name
ROW_H = 4.2            # a row of points, at most
NOTE_TOP = 0.4         # from the table to the note
WINNER_RADIUS = 0.6    # the winners' columns' corners
MARKER = 2.8           # a player's marker in the head
MARKER_TOP = 0.2
NAME_TOP = 0.3         # from the marker to the name
CELL_INSET = 0.4       # a name's or a reason's inset in its column ...
CELL_ROOM = 0.8        # ... its width is this much short of the column's
RULE_W = 0.12          # the gold rule over the gems and the total


@nav.scene("club-scoring")
class ClubScoringScene(Scene):
    refocus = True

    def __init__(self, app: "App", game: ClubGame, names: Sequence[str], colours: Sequence[int],
                 on_again: Callable[[], None], on_title: Callable[[], None],
                 people: Sequence[int] = ()) -> None:
        super().__init__(app)
        self.game = game
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.on_again = on_again
        self.on_title = on_title
        self.rows = score_breakdown(game)
        self.winners = game.winners()
        self.tie_break = tie_broken_by_gems(game)
        # the tab order is the row's, left to right: the coach, the title, another game
        self.people = tuple(people)
        self.coach: Button = self.group.add(Button("coach-open", self._coach, "club-coach-open-tip"))
        self.coach.visible = bool(self.people) and not game.continued  # a record to review
        self.title_button: Button = self.group.add(Button("club-dlg-to-title", self._title))
        self.again: Button = self.group.add(Button("club-dlg-again", self._again, style="primary"))
        share_size([self.title_button, self.again])
        self.rects: dict[str, pygame.Rect] = {}
        self.left = False

    def default_focus(self) -> Button:
        return self.again

    def _again(self) -> None:
        if not self.left:
            self.left = True
            self.on_again()

    def _coach(self) -> None:
        if not self.left:
            self.app.nav.push("club-coach", game=self.game, names=self.names, people=self.people)

    def _title(self) -> None:
        if not self.left:
            self.left = True
            self.on_title()

    def frame_interval(self) -> float | None:
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    # -- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        u = self.app.u
        title, m = theme.page_title(self.app, size)
        self.rects["title"] = title
        bh = round(theme.BUTTON_H * u)
        bw = round(BUTTON_W * u)
        w, h = size
        self.again.rect = pygame.Rect(w // 2 + round(BUTTON_HALF_GAP * u), h - m - bh, bw, bh)
        self.title_button.rect = pygame.Rect(w // 2 - round(BUTTON_HALF_GAP * u) - bw, h - m - bh, bw, bh)
        # the coach at the left of the two, or above them where the row has no room
        left = self.title_button.rect.left - round(COACH_GAP * u) - bw
        self.coach.rect = pygame.Rect(left, h - m - bh, bw, bh) if left >= m else \
            pygame.Rect(w // 2 - bw // 2, h - m - 2 * bh - round(COACH_ABOVE * u), bw, bh)
        stage = theme.stage(size)
        note_h = round(NOTE_H * u)
        room = min(self.again.rect.top, self.coach.rect.top) - title.bottom - round(TABLE_MARGINS * u) - note_h
        # the rows stop growing at their full height: in a tall window the panel keeps to its
        # rows (it stretched to the buttons, a tall empty box under the scores), in the middle
        full = round(TABLE_PAD_Y * u) + round(HEAD_H * u) + round(ROW_H * u) * len(SCORE_ROWS)
        height = min(room, full)
        table = pygame.Rect(stage.left + m, title.bottom + round(TABLE_TOP * u) + (room - height) // 2,
                            stage.width - 2 * m, height)
        self.rects["table"] = table
        self.rects["note"] = pygame.Rect(table.left, table.bottom + round(NOTE_TOP * u), table.width, note_h)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.background(surface, app, darken=40)
        winners = self.winners
        # the one person at the table, named "You": addressed as the log does ("You win!", never
        # "You wins!"; in Russian "Вы победили", never "Побеждает Вы"), first among the winners
        you = self.people[0] if len(self.people) == 1 and \
            self.name(self.people[0]) == app.t("club-lobby-you") else None
        if not winners:
            title = app.t("club-dlg-score-nobody")
        elif len(winners) == 1:
            title = app.t("club-dlg-score-winner-you") if winners[0] == you else \
                app.t("club-dlg-score-winner", name=self.name(winners[0]))
        else:
            names = app.loc.format_list([self.name(s) for s in sorted(winners, key=lambda s: s != you)])
            title = app.t("club-dlg-score-winners-you" if you in winners else "club-dlg-score-winners",
                          names=names)
        theme.heading(surface, app, title, self.rects["title"])
        self._draw_table(surface)
        if self.tie_break and winners:
            best = self.rows[winners[0]]
            note = app.t("club-dlg-score-tie", points=best["total"], gems=best["gems"])
            theme.draw_text(surface, app, note, self.rects["note"], theme.FONT_BODY, theme.GOLD, wrap=True)
        self.group.draw(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        table = self.rects["table"]
        theme.panel(surface, app, table, alpha=230)
        inner = table.inflate(-round(TABLE_PAD_X * u), -round(TABLE_PAD_Y * u))
        n = self.game.players
        label_w = round(inner.width * (0.34 if n > 2 else 0.42))
        col_w = (inner.width - label_w) // max(1, n)
        head_h = round(HEAD_H * u)
        rows = SCORE_ROWS
        row_h = min(round(ROW_H * u), (inner.height - head_h) // len(rows))
        # the heads: marker and name, and under them whether the player could score
        for seat in range(n):
            col = pygame.Rect(inner.left + label_w + seat * col_w, inner.top, col_w, head_h)
            if seat in self.winners:
                pygame.draw.rect(surface, theme.WINNER_ROW,
                                 pygame.Rect(col.left + 2, inner.top, col.width - 4, head_h + row_h * len(rows)),
                                 border_radius=round(WINNER_RADIUS * u))
            colour = self.colours[seat] if seat < len(self.colours) else seat
            mk = round(MARKER * u)
            K.player_marker(surface, colour, (col.centerx, col.top + mk // 2 + round(MARKER_TOP * u)), mk)
            theme.draw_text(surface, app, self.name(seat),
                            pygame.Rect(col.left + round(CELL_INSET * u), col.top + mk + round(NAME_TOP * u),
                                        col.width - round(CELL_ROOM * u), head_h - mk - round(NAME_TOP * u)),
                            theme.FONT_BODY, K.PLAYER_RGB[colour % len(K.PLAYER_RGB)], bold=True)
        for i, key in enumerate(rows):
            y = inner.top + head_h + i * row_h
            total = key == "total"
            if key in ("total", "gems"):
                pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y), (inner.right, y), max(1, round(RULE_W * u)))
            else:
                pygame.draw.line(surface, theme.GRID_LINE, (inner.left, y), (inner.right, y), 1)
            theme.draw_text(surface, app, app.t(f"club-dlg-row-{key}"), pygame.Rect(inner.left, y, label_w, row_h),
                            theme.FONT_BODY, theme.GOLD if total else theme.TEXT, bold=total, align="left")
            for seat in range(n):
                cell = pygame.Rect(inner.left + label_w + seat * col_w, y, col_w, row_h)
                line = self.rows[seat]
                if not line["eligible"] and key not in ("gems", "total"):
                    if key == "objects":  # the reason, once, across the rows of points
                        box = pygame.Rect(cell.left + round(CELL_INSET * u), y, cell.width - round(CELL_ROOM * u),
                                          row_h * (len(rows) - 2))
                        theme.draw_text(surface, app, app.t("club-dlg-score-ineligible"), box, theme.FONT_SMALL,
                                        theme.DANGER, wrap=True)
                    continue
                theme.draw_text(surface, app, str(line[key]), cell, theme.FONT_HEADING * 0.7 if total else
                                theme.FONT_BODY, theme.GOLD if total else theme.TEXT if line[key] else theme.TEXT_DIM,
                                bold=total)
