"""The board between expeditions: the camp, the five cave entrances (closed ones barricaded with
their numbers), the standings as far as the chests allow, and the coming expedition.

Draws with the BoardPresenter (diamant.games.diamant.screens.boardview).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from diamant.ui import nav, theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens.boardview import BoardPresenter
from diamant.games.diamant.screens.expedition_layout import compact
from diamant.games.diamant.screens.flow import anim_speed, release_session
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.engine import standings_of
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.games.diamant.screens.session import GameSession

AUTO_START = 2.5  # seconds before a bots-only game goes on by itself (divided by the speed)
BOARD_UNDER_GAIN = 1.25  # the standings go under the board when that makes the board this much taller
SIDE_UNDER_W = 64  # the standings under the board, in units, at most

# the standings beside the board, in units
STANDINGS_HEAD_H = 4.0    # "Standings"
STANDINGS_HEAD_GAP = 0.5  # under it
STANDINGS_ROW_H = 4.2     # a seat's row, at most
SCORE_GAP = 1.5           # between a name and the score column
NOTE_ROOM = 8.0           # kept under the rows for the note on the chests
NOTE_GAP = 1.0            # above and below that note
COMPACT_SIDE_SHARE = 0.5  # a compact screen's standings: this share of the width at least


@nav.scene("board")
class BoardScene(Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    in_game = True
    game_id = "diamant"  # the shell's registry id: the keys overlay lists this game's keys
    owns_session = True

    def game_session(self) -> "GameSession":
        return self.session

    def __init__(self, app: "App", session: "GameSession", *, round_no: int | None = None,
                 on_start: Callable[[int], None] | None = None) -> None:
        """`on_start(round_no)`: the cave this camp covers goes on into that round's expedition
        (the camp closes itself first); without it (the first camp of a game) the camp opens the
        expedition in its place."""
        super().__init__(app)
        self.session = session
        self.on_start = on_start
        self.round_no = round_no or max(1, session.game.round)
        self.board = BoardPresenter(app)
        self.closed = list(range(1, self.round_no - 1))
        if self.round_no > 1:
            self.board.close_entrance(self.round_no - 1)
        self.group = FocusGroup(app)
        self.start = self.group.add(Button("play-start-expedition", self.start_expedition,
                                           style="primary"))
        self.menu = self.group.add(Button("play-menu", self._pause))
        self.timer = 0.0
        self.started = False
        self.rects: dict[str, pygame.Rect] = {}
        self.compact = False  # laid out for a larger interface size (see layout)

    refocus = True

    def default_focus(self):
        return self.start

    def enter(self) -> None:
        super().enter()
        self.session.follow_language(self.app.loc)
        self.session.show_screen("board", self.round_no)

    def relocalize(self) -> None:
        self.session.follow_language(self.app.loc)  # the default names follow the language

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        self.compact = compact(app, size)  # a larger interface size
        pad = round(app.u * theme.SCREEN_PAD)
        side_w = round(app.u * theme.SIDE_W)
        top = round(app.u * theme.TOP_BAR_H)
        # a tall window: the standings go under the board, which then has the whole width (beside
        # the standings it had a narrow strip's width, its explorers and their scores tiny)
        side_h = round(app.u * (8.5 + 4.2 * len(self.session.seats) + 6 + 2 * theme.BUTTON_H + 1))
        aspect = self.board.art.aspect("board")
        full_w = w - 2 * pad
        beside = min(h - top - pad, (w - side_w - 3 * pad) / aspect)  # the board's height
        under = min(h - top - side_h - 2 * pad, full_w / aspect)
        if under > BOARD_UNDER_GAIN * beside:
            self.rects["title"] = pygame.Rect(pad, pad // 2, full_w, top - pad // 2)
            self.rects["board"] = pygame.Rect(pad, top, full_w, h - top - side_h - 2 * pad)
            panel_w = min(full_w, round(app.u * SIDE_UNDER_W))
            self.rects["side"] = pygame.Rect((w - panel_w) // 2, h - pad - side_h, panel_w, side_h)
        else:
            if self.compact:  # the standings' words keep their size: the panel widens
                side_w = max(side_w, round(w * COMPACT_SIDE_SHARE))
            self.rects["title"] = pygame.Rect(pad, pad // 2, w - side_w - 3 * pad, top - pad // 2)
            self.rects["board"] = pygame.Rect(pad, top, w - side_w - 3 * pad, h - top - pad)
            self.rects["side"] = pygame.Rect(w - side_w - pad, pad, side_w, h - 2 * pad)
        side = self.rects["side"]
        bh = round(app.u * theme.BUTTON_H)
        if self.compact:  # the two buttons side by side: the rows keep the height
            half = (side.width - 3 * pad) // 2
            self.menu.rect = pygame.Rect(side.left + pad, side.bottom - pad - bh, half, bh)
            self.start.rect = pygame.Rect(side.right - pad - half, side.bottom - pad - bh, half, bh)
            return
        self.start.rect = pygame.Rect(side.left + pad, side.bottom - pad - bh, side.width - 2 * pad, bh)
        self.menu.rect = pygame.Rect(side.left + pad, self.start.rect.top - round(app.u) - bh,
                                     side.width - 2 * pad, bh)

    def _pause(self) -> None:
        self.app.open_pause()

    def rules_section(self) -> str:
        """The rules' section of the camp (the pause menu's Rules opens there): the expedition
        it leads to; the game's end once the last one is over."""
        return "end" if self.session.game.is_over else "expedition"

    def start_expedition(self) -> None:
        if self.started:
            return
        self.started = True
        self.session.show_screen("expedition", self.round_no)
        on_start = self.on_start
        if on_start is None:
            self.app.nav.replace("expedition", session=self.session, round_no=self.round_no)
            return
        self.close()
        on_start(self.round_no)

    def dispose(self) -> None:
        super().dispose()
        self.on_start = None
        release_session(self.app, self.session)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board.busy \
                and self.rects["board"].collidepoint(event.pos):
            self.board.skip()
            return True
        return self.group.handle(event)

    def frame_interval(self) -> float | None:
        return 0.0 if self.board.busy else None  # the next entrance's glow stands still

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.group.update(dt)
        pump = getattr(self.session, "pump", None)  # an online table: what arrives during the camp
        if pump is not None:
            pump()
        if self.session.spectator and self.is_top:
            self.timer += dt
            speed = anim_speed(self.app) * self.session.spectator_speed
            if not self.board.busy and (speed <= 0 or self.timer >= AUTO_START / speed):
                self.start_expedition()

    # -------------------------------------------------------------------------------------------
    def standings(self) -> list[tuple[int, int | None, int]]:
        """(seat, score or None when secret to this screen, relics held), best first."""
        sess = self.session
        humans = sess.humans
        own = humans[0] if len(humans) == 1 else None
        view = sess.view(own) if own is not None else sess.game.public_view()
        return [(st.seat, st.score, st.relics) for st in standings_of(view)]

    def draw(self, surface) -> None:
        app = self.app
        sess = self.session
        theme.background(surface, app, darken=30)
        total = sess.game.ruleset.rounds
        theme.heading(surface, app, app.t("play-board-title", round=self.round_no, total=total),
                      self.rects["title"])
        self.board.draw(surface, self.rects["board"], self.round_no, self.closed, self.standings())
        side = self.rects["side"]
        theme.panel(surface, app, side, alpha=225)
        pad = round(app.u * theme.SCREEN_PAD)
        head = pygame.Rect(side.left + pad, side.top + pad // 2, side.width - 2 * pad, round(app.u * STANDINGS_HEAD_H))
        theme.draw_text(surface, app, app.t("play-standings"), head, theme.FONT_HEADING * 0.75,
                        theme.GOLD, bold=True)
        rows = self.standings()
        y = head.bottom + round(app.u * STANDINGS_HEAD_GAP)
        if self.compact:
            self._draw_rows_compact(surface, rows, pygame.Rect(side.left + pad, y, side.width - 2 * pad,
                                                               self.menu.rect.top - pad - y))
            self.group.draw(surface)
            return
        avail = self.menu.rect.top - y - round(app.u * NOTE_ROOM)
        row_h = min(round(app.u * STANDINGS_ROW_H), avail // max(1, len(rows)))
        badge = max(8, round(row_h * 0.66))
        for seat, score, relics in rows:
            r = pygame.Rect(side.left + pad, y, side.width - 2 * pad, row_h)
            seat_badge(surface, sess.seats[seat].colour, (r.left + badge // 2, r.centery), badge)
            score_w = round(r.width * 0.3)
            name = sess.names[seat]
            theme.draw_text(surface, app, name, pygame.Rect(r.left + badge + round(app.u), r.top,
                            r.width - badge - score_w - round(app.u * SCORE_GAP), row_h),
                            theme.FONT_BODY, theme.TEXT, align="left")
            text = "?" if score is None else str(score)
            theme.draw_text(surface, app, text, pygame.Rect(r.right - score_w, r.top, score_w, row_h),
                            theme.FONT_BODY, theme.GOLD, bold=True, align="right")
            y += row_h
        info = pygame.Rect(side.left + pad, y + round(app.u * NOTE_GAP), side.width - 2 * pad,
                           self.menu.rect.top - y - round(app.u * (2 * NOTE_GAP)))
        g = sess.game
        if g.ruleset.secret_chests:
            note = app.t("play-board-secret")
        else:
            note = app.t("play-board-open")
        theme.draw_text(surface, app, note, info, theme.FONT_SMALL, theme.TEXT_DIM, wrap=True, valign="top")
        self.group.draw(surface)

    def _draw_rows_compact(self, surface, rows, area: pygame.Rect) -> None:
        """The standings with little room: rows as tall as their words, in as many columns as
        they need; the note on the chests under them only where it fits whole (the board says
        the same with its open or locked chests)."""
        app = self.app
        sess = self.session
        font = app.font(theme.FONT_BODY)
        row_h = max(font.get_linesize(), min(round(app.u * STANDINGS_ROW_H), area.height // max(1, len(rows))))
        per_col = max(1, area.height // row_h)
        cols = -(-len(rows) // per_col)
        gap = round(app.u * SCORE_GAP)
        col_w = (area.width - gap * (cols - 1)) // cols
        badge = max(8, round(min(row_h, app.u * STANDINGS_ROW_H) * 0.66))
        for k, (seat, score, _relics) in enumerate(rows):
            c, i = divmod(k, per_col)
            r = pygame.Rect(area.left + c * (col_w + gap), area.top + i * row_h, col_w, row_h)
            seat_badge(surface, sess.seats[seat].colour, (r.left + badge // 2, r.centery), badge)
            text = "?" if score is None else str(score)
            score_w = app.font(theme.FONT_BODY, bold=True).size("888")[0]
            theme.draw_text(surface, app, sess.names[seat], pygame.Rect(r.left + badge + round(app.u), r.top,
                            r.width - badge - round(app.u) - score_w - round(app.u), row_h),
                            theme.FONT_BODY, theme.TEXT, align="left")
            theme.draw_text(surface, app, text, pygame.Rect(r.right - score_w, r.top, score_w, row_h),
                            theme.FONT_BODY, theme.GOLD, bold=True, align="right")
        y = area.top + min(len(rows), per_col) * row_h + round(app.u * NOTE_GAP)
        note = app.t("play-board-secret" if sess.game.ruleset.secret_chests else "play-board-open")
        small = app.font(theme.FONT_SMALL)
        lines = small.wrap(note, area.width) if hasattr(small, "wrap") else [note]
        if y + small.get_linesize() * len(lines) <= area.bottom:
            theme.draw_text(surface, app, note, pygame.Rect(area.left, y, area.width, area.bottom - y),
                            theme.FONT_SMALL, theme.TEXT_DIM, wrap=True, valign="top")
