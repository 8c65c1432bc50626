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
from diamant.games.club.advice import SCORE_ROWS, score_breakdown, score_workings, tie_broken_by_gems
from diamant.games.club.game import ClubGame

from . import dialog_kit as K
from .table_layout import art_layout, frac
from .table_view import club_art, park_slots

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
POINTS_SHARE = 0.45    # a cell with its working: the points take this share, the working the rest
WORKING_GAP = 0.5      # between the points and their working
PARKS_GAP = 1.2        # between two parks in the final parks' view
PARK_NAME_H = 3.0      # a park's name strip over it
PARK_NAME_GAP = 0.3    # from the name strip to the board
PARK_MARKER = 0.9      # a park's marker: share of the name strip's height
WINNER_RING = 0.25     # the gold frame round a winner's park
# where the window is small for the page (a large interface size): the title, the table, the
# note and the coach's and the parks' buttons scroll; Title and Again stay at the foot. A row
# of points has its name on a line of its own over the players' numbers
COMPACT_LABEL_H = 2.6  # a row's name
COMPACT_VALUE_H = 3.6  # the players' numbers under it
COMPACT_GAP = 1.0      # between the table, the note and the buttons
FULL_UNITS = (99.5, 56.0)  # the page has its full layout from this room on (100 x 56.25 at 100 %)


@nav.scene("club-scoring")
class ClubScoringScene(Scene):
    ambience = None  # the club has no ambience: silence under its screens (no cave)
    refocus = True

    def __init__(self, app: "App", game: ClubGame, names: Sequence[str], colours: Sequence[int],
                 on_again: Callable[[], None], on_title: Callable[[], None],
                 people: Sequence[int] = ()) -> None:
        super().__init__(app)
        self.scroll = K.Scroll(app, lambda: self.layout(self.app.size))
        self.group = K.ScrollGroup(app, self.scroll)
        self.game = game
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.on_again = on_again
        self.on_title = on_title
        self.rows = score_breakdown(game)
        self.workings = score_workings(game)  # how each row was made: the engine's arithmetic
        self.winners = game.winners()
        self.tie_break = tie_broken_by_gems(game)
        # the tab order is the row's, left to right: the coach, the title, another game
        self.people = tuple(people)
        self.coach: Button = self.group.add(Button("coach-open", self._coach, "club-coach-open-tip"))
        self.coach.visible = bool(self.people) and not game.continued  # a record to review
        # the table of points, or each player's final park in its place
        self.parks_button: Button = self.group.add(Button("club-dlg-show-parks", self.toggle_parks,
                                                          "club-dlg-show-parks-tip"))
        self.show_parks = False
        self.art = club_art()
        self.title_button: Button = self.group.add(Button("club-dlg-to-title", self._title))
        self.again: Button = self.group.add(Button("club-dlg-again", self._again, style="primary"))
        share_size([self.title_button, self.again, self.parks_button])
        self.rects: dict[str, pygame.Rect] = {}
        self.note_rects: list[pygame.Rect] = []  # a small page's lines under the table
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

    def toggle_parks(self) -> None:
        """The table of points, or the players' final parks where it stands (and back)."""
        self.show_parks = not self.show_parks
        key = "club-dlg-show-scores" if self.show_parks else "club-dlg-show-parks"
        self.parks_button.label = key
        self.parks_button.tooltip_key = f"{key}-tip"
        if self.compact(self.app.size):  # the page scrolling is as tall as what it shows
            self.layout(self.app.size)

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

    def working(self, seat: int, key: str) -> str:
        """How a row's points were made, in words ("3 × 6", "3 + 5"); "" where there is
        nothing to work out (no points, or one number: a track's end)."""
        made = self.workings[seat].get(key, ()) if seat < len(self.workings) else ()
        if key == "bonus":
            return " + ".join(map(str, made)) if len(made) > 1 else ""
        if len(made) == 2 and made[0]:
            return self.app.t("club-dlg-score-times", count=made[0], points=made[1])
        return ""

    def notes(self, compact: bool) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under the table: how the tie was broken; on a small page, also who scored
        nothing for want of filled required spaces (the table has no room to say it there)."""
        out = []
        if self.tie_break and self.winners:
            best = self.rows[self.winners[0]]
            out.append((self.app.t("club-dlg-score-tie", points=best["total"], gems=best["gems"]), theme.GOLD))
        if compact:
            out += [(f"{self.name(seat)}: {self.app.t('club-dlg-score-ineligible')}", theme.DANGER)
                    for seat in range(self.game.players) if not self.rows[seat]["eligible"]]
        return out

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    # -- layout -----------------------------------------------------------------------------
    def compact(self, size: tuple[int, int]) -> bool:
        """The window is smaller than the page's full layout (a large interface size)."""
        across, down = self.app.units(size)
        return across < FULL_UNITS[0] or down < FULL_UNITS[1]

    def layout(self, size: tuple[int, int]) -> None:
        if self.compact(size):
            share_size([self.title_button, self.again])  # the parks' toggle is not beside them
            share_size([self.parks_button])
            self._layout_compact(size)
            return
        share_size([self.title_button, self.again, self.parks_button])
        self.scroll.off()
        u = self.app.u
        title, m = theme.page_title(self.app, size)
        self.rects["title"] = title
        bh = round(theme.BUTTON_H * u)
        bw = round(BUTTON_W * u)
        w, h = size
        # one centred row: the coach, the parks' toggle, Title, Again, where it has room; where
        # it has none, Title and Again either side of the middle and the others over them, the
        # coach over Title and the toggle over Again (or the toggle alone, centred). The toggle
        # centred over them with the coach hanging at its left made a lopsided row
        row = [b for b in (self.coach, self.parks_button) if b.visible] + [self.title_button, self.again]
        gap = round(COACH_GAP * u)
        width = len(row) * bw + (len(row) - 1) * gap
        bottom = h - m - bh
        if width <= w - 2 * m:
            x = (w - width) // 2
            for b in row:
                b.rect = pygame.Rect(x, bottom, bw, bh)
                x += bw + gap
        else:
            above = bottom - bh - round(COACH_ABOVE * u)
            self.again.rect = pygame.Rect(w // 2 + round(BUTTON_HALF_GAP * u), bottom, bw, bh)
            self.title_button.rect = pygame.Rect(w // 2 - round(BUTTON_HALF_GAP * u) - bw, bottom, bw, bh)
            if self.coach.visible:
                self.coach.rect = pygame.Rect(self.title_button.rect.left, above, bw, bh)
                self.parks_button.rect = pygame.Rect(self.again.rect.left, above, bw, bh)
            else:
                self.parks_button.rect = pygame.Rect(w // 2 - bw // 2, above, bw, bh)
        stage = theme.stage(size)
        note_h = round(NOTE_H * u)
        tops = [b.rect.top for b in (self.again, self.coach, self.parks_button) if b.visible]
        room = min(tops) - title.bottom - round(TABLE_MARGINS * u) - note_h
        # the rows stop growing at their full height: in a tall window the panel keeps to its
        # rows (it stretched to the buttons, a tall empty box under the scores), in the middle
        full = round(TABLE_PAD_Y * u) + round(HEAD_H * u) + round(ROW_H * u) * len(SCORE_ROWS)
        height = min(room, full)
        table = pygame.Rect(stage.left + m, title.bottom + round(TABLE_TOP * u) + (room - height) // 2,
                            stage.width - 2 * m, height)
        self.rects["table"] = table
        self.rects["note"] = pygame.Rect(table.left, table.bottom + round(NOTE_TOP * u), table.width, note_h)

    def _layout_compact(self, size: tuple[int, int]) -> None:
        u = self.app.u
        w, h = size
        stage = theme.stage(size)
        m = round(theme.SCREEN_PAD * u)
        gap = round(COACH_GAP * u)
        bh = round(theme.BUTTON_H * u)
        bw = min(round(BUTTON_W * u), (stage.width - 2 * m - gap) // 2)
        bottom = h - m - bh
        self.title_button.rect = pygame.Rect(stage.centerx - gap // 2 - bw, bottom, bw, bh)
        self.again.rect = pygame.Rect(stage.centerx + (gap + 1) // 2, bottom, bw, bh)
        view = pygame.Rect(stage.left + m, m, stage.width - 2 * m, bottom - gap - m)
        y = self.scroll.begin(view)
        x, cw = view.left, view.width - round(K.SCROLL_ROOM * u)
        self.rects["title"] = pygame.Rect(x, y, cw, round(theme.TITLE_H * u))
        y = self.rects["title"].bottom + round(TABLE_TOP * u)
        rows = len(SCORE_ROWS)
        full = round(TABLE_PAD_Y * u) + round(HEAD_H * u) + rows * round((COMPACT_LABEL_H + COMPACT_VALUE_H) * u)
        if self.show_parks:  # the parks two by two, as tall as they are
            n = self.game.players
            cols = min(2, n)
            gap = round(PARKS_GAP * u)
            board_w = (cw - round(TABLE_PAD_X * u) - gap * (cols - 1)) // cols
            board_h = round(board_w / art_layout()["board"]["aspect"])
            full = round(TABLE_PAD_Y * u) + -(-n // cols) * (round(PARK_NAME_H * u) + round(PARK_NAME_GAP * u)
                                                              + board_h + gap)
        self.rects["table"] = pygame.Rect(x, y, cw, full)
        y += full
        self.rects["note"] = pygame.Rect(x, y + round(NOTE_TOP * u), cw, 0)
        self.note_rects = []
        for text, _ in self.notes(compact=True):
            r = pygame.Rect(x, y + round(NOTE_TOP * u), cw, K.text_height(self.app, text, cw, theme.FONT_BODY))
            self.note_rects.append(r)
            y = r.bottom
        y += round(COMPACT_GAP * u)
        extra = [b for b in (self.coach, self.parks_button) if b.visible]
        bw2 = min(round(BUTTON_W * u), cw)
        if len(extra) * bw2 + (len(extra) - 1) * gap <= cw:  # side by side
            left = x + (cw - len(extra) * bw2 - (len(extra) - 1) * gap) // 2
            for b in extra:
                b.rect = pygame.Rect(left, y, bw2, bh)
                left += bw2 + gap
            y += bh
        else:
            for b in extra:
                b.rect = pygame.Rect(x + (cw - bw2) // 2, y, bw2, bh)
                y += bh + round(COACH_ABOVE * u)
        self.scroll.end(y + round(COMPACT_GAP * u), extra)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.background(surface, app, darken=40)
        clip = surface.get_clip()
        if self.scroll.view.width:
            surface.set_clip(self.scroll.view.clip(clip))
        try:
            self._draw_page(surface)
            self.scroll.draw_out(surface)
        finally:
            surface.set_clip(clip)
        self.scroll.draw_bar(surface)
        self.group.draw(surface)

    def _draw_page(self, surface: pygame.Surface) -> None:
        app = self.app
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
        if self.show_parks:
            self._draw_parks(surface)
        else:
            self._draw_table(surface)
        if self.scroll.view.width:
            for (text, colour), box in zip(self.notes(compact=True), self.note_rects):
                theme.draw_text(surface, app, text, box, theme.FONT_BODY, colour, wrap=True, align="left")
        elif self.tie_break and winners:
            best = self.rows[winners[0]]
            note = app.t("club-dlg-score-tie", points=best["total"], gems=best["gems"])
            theme.draw_text(surface, app, note, self.rects["note"], theme.FONT_BODY, theme.GOLD, wrap=True)

    def park_rects(self) -> list[tuple[pygame.Rect, pygame.Rect]]:
        """Each player's (name strip, board) in the final parks' view: the boards as large as
        the table's room lets them be, in the grid of columns that makes them largest."""
        u = self.app.u
        area = self.rects["table"].inflate(-round(TABLE_PAD_X * u), -round(TABLE_PAD_Y * u))
        n = self.game.players
        gap, name_h = round(PARKS_GAP * u), round(PARK_NAME_H * u)
        aspect = art_layout()["board"]["aspect"]
        best: list[tuple[pygame.Rect, pygame.Rect]] = []
        best_w = -1
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            cw = (area.width - gap * (cols - 1)) // cols
            ch = (area.height - gap * (rows - 1)) // rows
            if cw <= 0 or ch <= name_h:
                continue
            ngap = round(PARK_NAME_GAP * u)
            board_w = min(cw, round((ch - name_h - ngap) * aspect))
            board_h = round(board_w / aspect)
            if board_w <= 0:
                continue
            step = name_h + ngap + board_h + gap  # the rows packed, the whole centred in the room
            top = area.top + max(0, (area.height - rows * step + gap) // 2)
            out = []
            for seat in range(n):
                r, c = divmod(seat, cols)
                in_row = min(cols, n - r * cols)  # a last row with fewer parks is centred
                left = area.left + (area.width - in_row * cw - (in_row - 1) * gap) // 2
                x = left + c * (cw + gap) + (cw - board_w) // 2
                y = top + r * step
                out.append((pygame.Rect(x, y, board_w, name_h), pygame.Rect(x, y + name_h + ngap, board_w, board_h)))
            if out and out[0][1].width > best_w:
                best, best_w = out, out[0][1].width
        return best

    def _draw_parks(self, surface: pygame.Surface) -> None:
        """Each player's park as the game ended: the board, its tiles where they were placed,
        and over it the marker, the name and the total."""
        app = self.app
        theme.panel(surface, app, self.rects["table"], alpha=230)
        lay = art_layout()["board"]
        state = self.game.state()
        for seat, (strip, board) in enumerate(self.park_rects()):
            pl = state["players"][seat]
            colour = self.colours[seat] if seat < len(self.colours) else seat
            mk = round(strip.height * PARK_MARKER)
            K.player_marker(surface, colour, (strip.left + mk // 2, strip.centery), mk)
            line = self.rows[seat]
            text = f"{self.name(seat)}: {line['total']}"
            theme.draw_text(surface, app, text, pygame.Rect(strip.left + mk + round(NAME_TOP * app.u), strip.top,
                                                             strip.width - mk, strip.height),
                            theme.FONT_BODY, K.PLAYER_RGB[colour % len(K.PLAYER_RGB)], bold=True, align="left")
            surface.blit(self.art.get(f"board-{pl['board']}", board.size), board)
            light, dark = park_slots(pl, pl["board"])
            spaces = [frac(board, b) for b in lay["light"]] + [frac(board, b) for b in lay["dark"]]
            for rect, kind in zip(spaces, light + dark):
                if kind is not None:
                    surface.blit(self.art.get(f"tile-{kind}", rect.size), rect)
            if seat in self.winners:
                ring = max(2, round(WINNER_RING * app.u))
                pygame.draw.rect(surface, theme.GOLD, board.inflate(2 * ring, 2 * ring), ring,
                                 border_radius=round(WINNER_RADIUS * app.u))

    def _draw_table(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        table = self.rects["table"]
        theme.panel(surface, app, table, alpha=230)
        inner = table.inflate(-round(TABLE_PAD_X * u), -round(TABLE_PAD_Y * u))
        n = self.game.players
        compact = bool(self.scroll.view.width)  # each row's name on a line over its numbers
        label_w = 0 if compact else round(inner.width * (0.34 if n > 2 else 0.42))
        col_w = (inner.width - label_w) // max(1, n)
        head_h = round(HEAD_H * u)
        rows = SCORE_ROWS
        label_h = round(COMPACT_LABEL_H * u) if compact else 0
        row_h = label_h + round(COMPACT_VALUE_H * u) if compact else \
            min(round(ROW_H * u), (inner.height - head_h) // len(rows))
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
            if compact:
                theme.draw_text(surface, app, app.t(f"club-dlg-row-{key}"), pygame.Rect(inner.left, y, inner.width, label_h),
                                theme.FONT_SMALL, theme.GOLD if total else theme.TEXT_DIM, bold=total, align="left")
            else:
                theme.draw_text(surface, app, app.t(f"club-dlg-row-{key}"), pygame.Rect(inner.left, y, label_w, row_h),
                                theme.FONT_BODY, theme.GOLD if total else theme.TEXT, bold=total, align="left")
            for seat in range(n):
                cell = pygame.Rect(inner.left + label_w + seat * col_w, y + label_h, col_w, row_h - label_h)
                line = self.rows[seat]
                if not line["eligible"] and key not in ("gems", "total"):
                    if compact:  # the reason is said under the table
                        theme.draw_text(surface, app, app.t("club-dlg-nothing"), cell, theme.FONT_BODY, theme.DANGER)
                    elif key == "objects":  # the reason, once, across the rows of points
                        box = pygame.Rect(cell.left + round(CELL_INSET * u), cell.top, cell.width - round(CELL_ROOM * u),
                                          row_h * (len(rows) - 2) - label_h)
                        theme.draw_text(surface, app, app.t("club-dlg-score-ineligible"), box, theme.FONT_SMALL,
                                        theme.DANGER, wrap=True)
                    continue
                working = "" if total else self.working(seat, key)
                if working:  # the points, and beside them how they were made: "18  3 × 6"
                    cut = round(cell.width * POINTS_SHARE)
                    gap = round(WORKING_GAP * u) // 2
                    theme.draw_text(surface, app, str(line[key]), pygame.Rect(cell.left, cell.top, cut - gap, cell.height),
                                    theme.FONT_BODY, theme.TEXT, align="right")
                    theme.draw_text(surface, app, working, pygame.Rect(cell.left + cut + gap, cell.top,
                                                                       cell.width - cut - 2 * gap, cell.height),
                                    theme.FONT_SMALL, theme.TEXT_DIM, align="left")
                    continue
                theme.draw_text(surface, app, str(line[key]), cell, theme.FONT_HEADING * 0.7 if total else
                                theme.FONT_BODY, theme.GOLD if total else theme.TEXT if line[key] else theme.TEXT_DIM,
                                bold=total)
