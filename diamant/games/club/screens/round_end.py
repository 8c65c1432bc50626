"""The summary of a Diamonds Club round, over the table: the diamonds of phase 3 (most coins left,
furthest on the turn-order track, the new leader), then per player the sets sold and the gems they
gave, the tiles built and the bonus cards won. Everything comes from the round's events.

Opened by the table: `app.nav.push("club-round-end", game=..., events=[...], names=...,
colours=..., on_continue=...)`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets import Button
from diamant.games.club.data import GEMS
from diamant.games.club.events import (BonusAwarded, Built, ClubEvent, DiamondAwarded, EndTriggered, LeaderChosen,
                                 PhaseStarted, RoundEnded, SetSold, TilePlaced)
from diamant.games.club.game import ClubGame

from . import dialog_kit as K
from . import round_end_layout as R
from .tokens import TITLE_H

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

COLUMNS, WEIGHTS = R.COLUMNS, R.WEIGHTS
# the summary's table, in units (the rest of its layout: round_end_layout)
COLUMN_GAP = 0.8      # between the table's columns
NAME_GAP = 0.6        # between a player's marker and name
PIECE_GAP = 0.3       # between a row's tiles, or its bonus cards, when they have room


class RoundSummary:
    """What the round's events say, per seat (no rule worked out again: only counted). The game
    the table hands over is already at the next round's start (the engine has no state in
    between): the round, its diamonds and its leader come from the events alone; `fallback_round`
    is used only when no event names the round."""

    def __init__(self, players: int, events: Sequence[ClubEvent], fallback_round: int) -> None:
        self.round = fallback_round
        self.coins: list[int] = []  # seats given a diamond for the most coins left
        self.coins_amount = 0
        self.lead: list[int] = []
        self.leader: int | None = None
        self.diamonds = [0] * players  # from phase 3
        self.sets = [0] * players
        self.gems = [[0] * len(GEMS) for _ in range(players)]
        self.built: list[list[str]] = [[] for _ in range(players)]
        self.bonus: list[list[BonusAwarded]] = [[] for _ in range(players)]
        self.end: int | None = None
        building = False
        for e in events:
            if isinstance(e, DiamondAwarded):
                self.diamonds[e.seat] += 1
                if e.reason == "coins":
                    self.coins.append(e.seat)
                    self.coins_amount = e.amount
                else:
                    self.lead.append(e.seat)
            elif isinstance(e, PhaseStarted):
                self.round = e.round
            elif isinstance(e, LeaderChosen):
                self.leader = e.leader
            elif isinstance(e, RoundEnded):
                self.round = e.round
                self.leader = e.leader
            elif isinstance(e, SetSold):
                self.sets[e.seat] += 1
                self.gems[e.seat][GEMS.index(e.colour)] += e.gems
                self.gems[e.seat][-1] += e.diamonds
            elif isinstance(e, Built):
                building = True
            elif isinstance(e, TilePlaced) and building:
                self.built[e.seat].append(e.tile)
                building = False
            elif isinstance(e, BonusAwarded):
                self.bonus[e.seat].append(e)
            elif isinstance(e, EndTriggered) and e.seat is not None:
                self.end = e.seat


def _unbreakable(text: str) -> list[str]:
    """The pieces a line of `text` never breaks inside: its words (Japanese breaks between
    characters)."""
    if any(ord(c) >= 0x3000 for c in text):
        return [c for c in text if not c.isspace()]
    return text.split() or [text]


@nav.scene("club-round-end")
class ClubRoundEndScene(K.ScrollingDialog):
    panel_units = R.PANEL_UNITS  # its layout: round_end_layout (the table warms its art)

    def __init__(self, app: "App", game: ClubGame, events: Sequence[ClubEvent], names: Sequence[str],
                 colours: Sequence[int], on_continue: Callable[[], None], you: int | None = None) -> None:
        super().__init__(app)
        self.scroll = K.Scroll(app, lambda: self.layout(self.app.size))
        self.group = K.ScrollGroup(app, self.scroll)
        self.you = you  # the one person at the screen, addressed in the second person
        self.game = game
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.on_continue = on_continue
        # the game is at the next round's start: the round ended is the one before
        self.summary = RoundSummary(game.players, events, game.round if game.is_over else max(1, game.round - 1))
        self.done = False
        self.button: Button = self.group.add(Button("club-dlg-continue", self.finish, style="primary"))
        self.rects: dict[str, pygame.Rect] = {}
        self.line_rects: list[pygame.Rect] = []  # a small dialog's lines over the table
        self.compact_groups: list[list[tuple[int, int, int]]] = []
        self.compact_head_h: list[int] = []
        self.hints = K.Hints(self.scroll)

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        self.close()
        self.on_continue()

    def cancel(self) -> None:
        self.finish()

    def enter(self) -> None:
        super().enter()
        self.group.focus(self.button)

    def draw(self, surface: pygame.Surface) -> None:
        self.hints.clear()
        super().draw(surface)
        self.hints.draw(surface, self.app, self.group.tooltip_rect)

    def handle(self, event: pygame.event.Event) -> bool:
        self.hints.motion(event)
        if pressed(event) is Action.CONFIRM:
            self.finish()
            return True
        return super().handle(event)

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def who(self, seats: Sequence[int]) -> str:
        """The seats' names; the one person at the screen first, as "You" (the log's pronoun)."""
        named = [self.name(s) for s in seats if s != self.you]
        if self.you in seats:
            named.insert(0, self.app.t("club-log-you"))
        return self.app.loc.format_list(named)

    def _msg(self, key: str, seats: Sequence[int]) -> str:
        """`key`, or its second-person form when the one person at the screen is among `seats`."""
        return key + "-you" if self.you is not None and self.you in seats else key

    # -- layout -----------------------------------------------------------------------------
    def layout_panel(self, panel: pygame.Rect) -> None:
        s = self.summary
        count = sum(1 for x in (s.coins, s.lead, s.leader is not None, s.end is not None) if x)
        if R.compact(self.app.u, panel):
            self._layout_compact(panel)
            return
        self.scroll.off()
        f = R.frame(self.app.u, panel, count)
        self.button.rect = f.button
        self.rects.update(title=f.title, lines=f.lines, table=f.table)

    def _layout_compact(self, panel: pygame.Rect) -> None:
        """The title, the lines (each wrapped) and the table scroll; Continue stays at the foot.
        Each player has a line of their name over the row of what they got, the columns as wide
        as their heads need."""
        u = self.app.u
        pad = round(K.COMPACT_PAD * u)
        bh = round(theme.BUTTON_H * u)
        bw = min(round(R.BUTTON_W * u), panel.width - 2 * pad)
        self.button.rect = pygame.Rect(panel.right - pad - bw, panel.bottom - pad - bh, bw, bh)
        view = pygame.Rect(panel.left + pad, panel.top + pad, panel.width - 2 * pad,
                           self.button.rect.top - round(R.TABLE_TOP * u) - panel.top - pad)
        y = self.scroll.begin(view)
        x, w = view.left, view.width - round(K.SCROLL_ROOM * u)
        self.rects["title"] = pygame.Rect(x, y, w, round(TITLE_H * u))
        y = self.rects["title"].bottom + round(R.LINES_TOP * u)
        self.line_rects = []
        for text in self.lines():
            r = pygame.Rect(x, y, w, max(round(R.LINE_H * u), K.text_height(self.app, text, w, theme.FONT_BODY)))
            self.line_rects.append(r)
            y = r.bottom
        y += round(R.TABLE_TOP * u)
        inner_w = w - round(R.TABLE_INSET_X * u)
        self.compact_groups = self._compact_groups(inner_w)
        self.compact_head_h = [max(R.head_h(u), *(K.text_height(self.app, self.app.t(f"club-dlg-col-{COLUMNS[k]}"), width,
                                                                theme.FONT_SMALL) for k, _, width in group))
                               for group in self.compact_groups]
        n = self.game.players
        rows = len(self.compact_groups)
        table_h = round(R.TABLE_INSET_Y * u) + sum(self.compact_head_h) + n * (round(R.COMPACT_NAME_H * u)
                                                                              + rows * R.compact_row_h(u))
        self.rects["table"] = pygame.Rect(x, y, w, table_h)
        self.scroll.end(self.rects["table"].bottom + round(R.TABLE_TOP * u), [])

    def _compact_groups(self, width: int) -> list[list[tuple[int, int, int]]]:
        """The columns after the player's (who has a line of their own), as (column, x from the
        table's inside, width): each as wide as its head's longest word needs, the rest shared
        as the full table shares it; in two rows where one has not the room for their heads."""
        u = self.app.u
        font = self.app.font(theme.FONT_SMALL)
        gap = round(COLUMN_GAP * u)
        room_u = round(R.COMPACT_HEAD_ROOM * u)
        need = {k: max(font.size(piece)[0] for piece in _unbreakable(self.app.t(f"club-dlg-col-{COLUMNS[k]}"))) + room_u
                for k in range(1, len(COLUMNS))}
        everything = list(range(1, len(COLUMNS)))
        fits = sum(need.values()) + gap * (len(everything) - 1) <= width
        groups = [everything] if fits else [everything[:3], everything[3:]]
        out = []
        for keys in groups:
            room = width - gap * (len(keys) - 1)
            weights = sum(WEIGHTS[k] for k in keys)
            cols = [max(need[k], room * WEIGHTS[k] // weights) for k in keys]
            over = sum(cols) - room
            while over > 0:  # taken back from the columns with more than they need, the widest first
                i = max(range(len(cols)), key=lambda j: cols[j] - need[keys[j]])
                take = min(over, cols[i] - need[keys[i]])
                if take <= 0:
                    break
                cols[i] -= take
                over -= take
            x, placed = 0, []
            for k, c in zip(keys, cols):
                placed.append((k, x, int(c)))
                x += int(c) + gap
            out.append(placed)
        return out

    def lines(self) -> list[str]:
        """The lines over the table: the diamonds of phase 3, the new leader, the game's end."""
        app = self.app
        s = self.summary
        lines = []
        if s.coins:
            lines.append(app.t(self._msg("club-dlg-round-coins", s.coins), who=self.who(s.coins), people=len(s.coins),
                               coins=s.coins_amount))
        if s.lead:
            lines.append(app.t(self._msg("club-dlg-round-lead", s.lead), who=self.who(s.lead), people=len(s.lead)))
        if s.leader is not None:
            lines.append(app.t(self._msg("club-dlg-round-leader", (s.leader,)), who=self.name(s.leader)))
        if s.end is not None:
            lines.append(app.t(self._msg("club-dlg-round-end", (s.end,)), who=self.name(s.end)))
        return lines

    # -- drawing ----------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        s = self.summary
        if self.scroll.view.width:  # a small dialog: it scrolls
            clip = surface.get_clip()
            surface.set_clip(self.scroll.view.clip(clip))
            try:
                theme.heading(surface, app, app.t("club-dlg-round-title", round=s.round), self.rects["title"])
                for text, box in zip(self.lines(), self.line_rects):
                    theme.draw_text(surface, app, text, box, theme.FONT_BODY, theme.TEXT, wrap=True, align="left")
                self._draw_compact_table(surface)
            finally:
                surface.set_clip(clip)
            self.scroll.draw_bar(surface)
            return
        theme.heading(surface, app, app.t("club-dlg-round-title", round=s.round), self.rects["title"])
        lines = self.lines()
        box = self.rects["lines"]
        lh = box.height // max(1, len(lines))
        for i, text in enumerate(lines):
            theme.draw_text(surface, app, text, pygame.Rect(box.left, box.top + i * lh, box.width, lh),
                            theme.FONT_BODY, theme.TEXT, align="left")
        self._draw_table(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        table = self.rects["table"]
        theme.panel(surface, app, table, alpha=200, fill=theme.BG)
        inner = R.inner(u, table)
        cols = theme.row(inner, len(COLUMNS), round(COLUMN_GAP * u), WEIGHTS)
        head_h = R.head_h(u)
        for c, key in zip(cols, COLUMNS):
            theme.draw_text(surface, app, app.t(f"club-dlg-col-{key}"), pygame.Rect(c.left, inner.top, c.width, head_h),
                            theme.FONT_SMALL, theme.TEXT_DIM, align="left" if key == "player" else "center")
        n = self.game.players
        row_h = R.row_h(u, table, n)
        for seat in range(n):
            y = inner.top + head_h + seat * row_h
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            pygame.draw.line(surface, theme.GRID_LINE, row.topleft, row.topright, 1)
            colour = self.colours[seat] if seat < len(self.colours) else seat
            # the player: marker and name
            c = cols[0]
            mk = R.marker_size(u, row_h)
            K.player_marker(surface, colour, (c.left + mk // 2, row.centery), mk)
            theme.draw_text(surface, app, self.name(seat), pygame.Rect(c.left + mk + round(NAME_GAP * u), y,
                            c.width - mk - round(NAME_GAP * u), row_h), theme.FONT_BODY,
                            K.PLAYER_RGB[colour % len(K.PLAYER_RGB)], bold=True, align="left")
            self._cells(surface, seat, [pygame.Rect(cc.left, y, cc.width, row_h) for cc in cols])

    def _draw_compact_table(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        table = self.rects["table"]
        theme.panel(surface, app, table, alpha=200, fill=theme.BG)
        inner = R.inner(u, table)
        y = inner.top
        for group, head_h in zip(self.compact_groups, self.compact_head_h):
            for k, x, width in group:
                theme.draw_text(surface, app, app.t(f"club-dlg-col-{COLUMNS[k]}"),
                                pygame.Rect(inner.left + x, y, width, head_h), theme.FONT_SMALL, theme.TEXT_DIM, wrap=True)
            y += head_h
        name_h = round(R.COMPACT_NAME_H * u)
        row_h = R.compact_row_h(u)
        for seat in range(self.game.players):
            pygame.draw.line(surface, theme.GRID_LINE, (inner.left, y), (inner.right, y), 1)
            colour = self.colours[seat] if seat < len(self.colours) else seat
            mk = R.compact_marker(u)
            K.player_marker(surface, colour, (inner.left + mk // 2, y + name_h // 2), mk)
            theme.draw_text(surface, app, self.name(seat), pygame.Rect(inner.left + mk + round(NAME_GAP * u), y,
                            inner.width - mk - round(NAME_GAP * u), name_h), theme.FONT_BODY,
                            K.PLAYER_RGB[colour % len(K.PLAYER_RGB)], bold=True, align="left")
            y += name_h
            cells = [pygame.Rect(0, 0, 0, 0)] * len(COLUMNS)
            for group in self.compact_groups:
                for k, x, width in group:
                    cells[k] = pygame.Rect(inner.left + x, y, width, row_h)
                y += row_h
            self._cells(surface, seat, cells)

    def _cells(self, surface: pygame.Surface, seat: int, cell: list[pygame.Rect]) -> None:
        """A player's row after their name: diamonds, sets, gems, tiles built, bonus cards."""
        app = self.app
        s = self.summary
        dash = app.t("club-dlg-nothing")
        if s.diamonds[seat]:
            K.gem_row(surface, app, [0, 0, 0, 0, s.diamonds[seat]], self._gem_box(cell[1]),
                      align="center", hints=self.hints)
        else:
            theme.draw_text(surface, app, dash, cell[1], theme.FONT_BODY, theme.TEXT_DIM)
        theme.draw_text(surface, app, str(s.sets[seat]) if s.sets[seat] else dash, cell[2], theme.FONT_BODY,
                        theme.TEXT if s.sets[seat] else theme.TEXT_DIM, bold=bool(s.sets[seat]))
        if any(s.gems[seat]):
            K.gem_row(surface, app, s.gems[seat], self._gem_box(cell[3]), align="center",
                      hints=self.hints)
        else:
            theme.draw_text(surface, app, dash, cell[3], theme.FONT_BODY, theme.TEXT_DIM)
        self._tiles(surface, s.built[seat], cell[4])
        self._bonus(surface, s.bonus[seat], cell[5])

    def _gem_box(self, cell: pygame.Rect) -> pygame.Rect:
        return cell.inflate(0, R.gem_box_h(self.app.u, cell.height) - cell.height)

    def _tiles(self, surface: pygame.Surface, tiles: list[str], cell: pygame.Rect) -> None:
        app = self.app
        if not tiles:
            theme.draw_text(surface, app, app.t("club-dlg-nothing"), cell, theme.FONT_BODY, theme.TEXT_DIM)
            return
        size = R.tile_size(app.u, cell.height)
        step = min(size + round(PIECE_GAP * app.u), max(4, (cell.width - size) // max(1, len(tiles) - 1)))
        x = cell.centerx - (step * (len(tiles) - 1) + size) // 2
        for t in tiles:
            r = K.blit_fit(surface, f"tile-{t}", pygame.Rect(x, cell.centery - size // 2, size, size))
            self.hints.add(r, app.t("club-word-tile", tile=t))
            x += step

    def _bonus(self, surface: pygame.Surface, cards: list[BonusAwarded], cell: pygame.Rect) -> None:
        app = self.app
        if not cards:
            theme.draw_text(surface, app, app.t("club-dlg-nothing"), cell, theme.FONT_BODY, theme.TEXT_DIM)
            return
        w, h = R.bonus_size(app.u, cell.height)
        step = min(w + round(PIECE_GAP * app.u), max(4, (cell.width - w) // max(1, len(cards) - 1)))
        x = cell.centerx - (step * (len(cards) - 1) + w) // 2
        for b in cards:
            name = f"bonus-{b.card}" if b.card.startswith("three-") else f"bonus-{b.card}-{b.points}"
            r = K.blit_fit(surface, name, pygame.Rect(x, cell.centery - h // 2, w, h))
            self.hints.add(r, app.t("club-dlg-bonus-tip", card=self._card_words(b), points=b.points))
            x += step

    def _card_words(self, b: BonusAwarded) -> str:
        app = self.app
        if b.card.startswith("three-"):
            return app.t("club-word-bonus-three", tile=b.card.removeprefix("three-"))
        return app.t("club-word-bonus", card=b.card)
