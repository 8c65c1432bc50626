"""The end of an expedition: who left with what, who was caught, and the barricade closing the
entrance. A modal over the expedition table (which keeps its last picture under it)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from diamant.ui import nav, theme
from diamant.ui.anim import Animator, Tween
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens.expedition_layout import compact
from diamant.games.diamant.screens.flow import anim_speed
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.engine import Disaster, RoundEnd, RoundEnded
from diamant.games.diamant.engine.words import hazard_name
from diamant.games.diamant.logbook import round_outcome, viewer_of
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.games.diamant.screens.session import GameSession

AUTO_CONTINUE = 3.5  # seconds (spectator mode), divided by the spectator speed

# the summary's box, in units
BOX_W = 78.0             # the box, at most
BOX_H = 50.0
PAD = 2.0                # its padding at the sides
HEADING_TOP = 1.2        # "Expedition 2 is over"
HEADING_H = 5.0
REASON_GAP = 0.8         # under it, why the expedition ended
REASON_H = 4.0
ART_GAP = 1.0            # the entrance's picture, under the reason ...
ART_ROOM = 4.2           # ... ends this far above the buttons (its caption in between)
CAPTION_H = 2.4          # the barricade's caption under the picture
LIST_BOTTOM = 1.2        # who came back with what: its list ends this far above the buttons
ROW_H = 3.6              # a seat's row (a line), at most
WRAP_PAD = 0.6           # added to a row wrapped onto more lines
WIDE_BUTTON_W = 30.0     # the button in the bottom right corner
NARROW_BUTTON_W = 22.0   # the one beside it, when there are two
BUTTONS_GAP = 1.5        # between the two
BUTTONS_RIGHT = 2.0      # from the buttons to the box's right edge ...
BUTTONS_BOTTOM = 1.6     # ... and to its bottom
COMPACT_BUTTON_PAD = 4.0  # a compact screen's button: its words and this much
SCROLL_MARK = 1.2        # the marks of a scrolled list (more above, more below): their size


@nav.scene("round-end")
class RoundEndScene(Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    opaque = False
    freezes_below = False
    in_game = True
    game_id = "diamant"  # the shell's registry id: the keys overlay lists this game's keys

    def game_session(self) -> "GameSession":
        return self.session

    def __init__(self, app: "App", session: "GameSession", ended: RoundEnded, events: list,
                 on_close: Callable[[bool], None] | None = None) -> None:
        """`on_close(straight)`: the summary closed; `straight`: into the next expedition at
        once, else to the camp first."""
        super().__init__(app)
        self.session = session
        self.ended = ended
        self.on_close = on_close
        self.round = ended.round
        game = session.game
        self.summary = game.rounds[self.round - 1] if len(game.rounds) >= self.round else None
        self.caught: dict[int, int] = {}
        for e in events:
            if isinstance(e, Disaster):
                self.caught.update(dict(zip(e.seats, e.lost)))
        banked = self.summary.banked if self.summary else [0] * session.players
        self.outcome = round_outcome(events, banked, session.players)  # per seat: log entries
        self.group = FocusGroup(app)
        last = game.is_over and self.round >= game.ruleset.rounds
        # straight on into the next expedition (one input), or to the camp first
        self.straight = self.group.add(Button(lambda: app.t("play-straight-on", round=self.round + 1),
                                              self.go_straight_on, style="primary"))
        self.straight.visible = not last
        self.button = self.group.add(Button("play-see-scores" if last else "play-next-round",
                                            self.close_summary, style="primary" if last else "normal"))
        self.anim = Animator(anim_speed(app))
        self.barricade = 0.0  # 0 = above the entrance, 1 = closing it
        self.anim.add(Tween(self, "barricade", 0.0, 1.0, 0.9, ease="out_bounce", delay=0.3))
        self.timer = 0.0
        self.closed = False
        self.box = pygame.Rect(0, 0, 0, 0)
        self.compact = False  # a larger interface size: the picture gives way, the list scrolls
        self.first_row = 0  # the first seat shown when the list scrolls
        self.more = (False, False)  # rows hidden above, below (a compact screen's list)

    refocus = True

    def default_focus(self):
        return self.straight if self.straight.visible else self.button

    def enter(self) -> None:
        super().enter()
        self.session.show_screen("round-end", self.round)

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        self.box = pygame.Rect(0, 0, min(round(app.u * BOX_W), w - 20), min(round(app.u * BOX_H), h - 20))
        self.box.center = (w // 2, h // 2)
        b = pygame.Rect(0, 0, round(app.u * WIDE_BUTTON_W), round(app.u * theme.BUTTON_H))
        b.bottomright = (self.box.right - round(app.u * BUTTONS_RIGHT), self.box.bottom - round(app.u * BUTTONS_BOTTOM))
        self.compact = compact(app, size)
        if self.straight.visible:
            self.straight.rect = b
            camp = pygame.Rect(0, 0, round(app.u * NARROW_BUTTON_W), b.height)
            camp.bottomright = (b.left - round(app.u * BUTTONS_GAP), b.bottom)
            self.button.rect = camp
        else:
            self.button.rect = b
        if self.compact and not self.box.contains(self.button.rect):
            self._compact_buttons(b)  # as wide as their words, both inside the box

    def _compact_buttons(self, b: pygame.Rect) -> None:
        """The buttons' row with little room: each as wide as its words need (at most its usual
        width); two that do not fit side by side share the row equally."""
        app = self.app
        right, gap = b.right, round(app.u * BUTTONS_GAP)
        room = right - (self.box.left + round(app.u * BUTTONS_RIGHT))
        font = app.font(theme.FONT_BUTTON)
        shown = [(self.straight, WIDE_BUTTON_W)] if self.straight.visible else []
        shown.append((self.button, NARROW_BUTTON_W if self.straight.visible else WIDE_BUTTON_W))
        widths = [min(round(app.u * most), font.size(btn.text())[0] + round(app.u * COMPACT_BUTTON_PAD))
                  for btn, most in shown]
        if sum(widths) + gap * (len(widths) - 1) > room:
            widths = [(room - gap * (len(widths) - 1)) // len(widths)] * len(widths)
        for (btn, _most), width in zip(shown, widths):
            btn.rect = pygame.Rect(right - width, b.top, width, b.height)
            right -= width + gap

    def close_summary(self) -> None:
        self._close(straight=False)

    def go_straight_on(self) -> None:
        """Into the next expedition without the camp."""
        self._close(straight=True)

    def _close(self, straight: bool) -> None:
        if self.closed:
            return
        self.closed = True
        on_close = self.on_close
        self.app.remove(self)
        if on_close is not None:
            on_close(straight)

    def dispose(self) -> None:
        super().dispose()
        self.on_close = None

    def handle(self, event) -> bool:
        action = pressed(event)
        if action in (Action.SCROLL_UP, Action.SCROLL_DOWN):  # a list longer than the box
            self.scroll_rows(-1 if action is Action.SCROLL_UP else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.scroll_rows(-event.y)
            return True
        if action is not None:
            if action is Action.CONFIRM:
                # Enter presses the focused one of the two (straight on, unless the camp is)
                focused = self.group.focused
                chosen = focused if focused is not None and focused in (self.button, self.straight) \
                    and focused.visible else self.default_focus()
                if chosen is not None:
                    chosen.activate()
                return True
            if action is Action.SKIP:  # a skip finishes the counting, never closes the summary
                self.anim.finish_all()
                return True
        return self.group.handle(event)

    def scroll_rows(self, delta: int) -> None:
        """Scroll the list of seats by `delta` rows (kept in range when drawn)."""
        self.first_row = max(0, self.first_row + delta)

    def frame_interval(self) -> float | None:
        return 0.0 if self.anim.busy else None

    def update(self, dt: float) -> None:
        if not self.is_top:
            return
        self.anim.update(dt)
        self.group.update(dt)
        if self.session.spectator:
            self.timer += dt
            speed = anim_speed(self.app) * self.session.spectator_speed
            if speed <= 0 or self.timer >= AUTO_CONTINUE / speed:
                self.close_summary()

    # -------------------------------------------------------------------------------------------
    def spoken_intro(self) -> str:
        """The round's outcome as said aloud: its heading, then each seat's line."""
        app = self.app
        out = [app.t("play-round-over", round=self.round)]
        out += [f"{self.seat_name(seat)}: {', '.join(parts)}" for seat, parts, _ in self.lines()]
        return ". ".join(out)

    def _viewer(self) -> int | None:
        return viewer_of([s.kind for s in self.session.infos])

    def seat_name(self, seat: int) -> str:
        """A row's name: the one person at the screen reads "You" (as in the log), whatever
        name they gave, so that the row's second-person words agree with it."""
        return self.app.t("logbook-you") if seat == self._viewer() else self.session.names[seat]

    def lines(self) -> list[tuple[int, list[str], Any]]:
        """Per seat: the parts of its outcome (what it banked, then any relics) and their colour."""
        app = self.app
        you = self._viewer()
        out = []
        for seat, row in enumerate(self.outcome):
            # the one person at the screen is "you": its verbs agree (ru "Вы: кладёте", not "кладёт")
            parts = [app.t(e.msg + "-you" if seat == you and app.loc.has(e.msg + "-you") else e.msg, **e.kwargs)
                     for e in row]
            colour = theme.DANGER if seat in self.caught else theme.TEXT
            out.append((seat, parts, colour))
        return out

    def rows(self, list_box: pygame.Rect) -> list[tuple[int, str, Any, pygame.Rect, int, bool]]:
        """Each seat's row in ``list_box``: (seat, text, colour, row rect, name width, wrapped).
        A row is one line tall; an outcome too long for one line at full size wraps onto more
        lines while every row still fits the box, and is shrunk to one line only when not."""
        app = self.app
        lines = self.lines()
        row_h = min(round(app.u * ROW_H), list_box.height // max(1, len(lines)))
        name_w = round(list_box.width * 0.36)
        text_w = list_box.width - name_w
        full = max(1, round(theme.FONT_BODY * app.u))
        font = app.fonts.get(full)
        heights, texts = [], []
        for _seat, parts, _colour in lines:
            text = " ".join(parts)
            if font.size(text)[0] <= text_w:
                heights.append(row_h)
                texts.append((text, text))
                continue
            long = "\n".join(parts)  # each part on its own line ("+ 2 relics" starts the second)
            wrapped = font.wrap(long, text_w)
            heights.append(max(row_h, font.get_linesize() * len(wrapped) + round(app.u * WRAP_PAD)))
            texts.append((long, text))
        roomy = sum(heights) <= list_box.height
        if not roomy:  # no room to wrap: every row one line (shrunk to fit)
            heights = [row_h] * len(lines)
        out = []
        y = list_box.top
        for (seat, _parts, colour), h, (long, text) in zip(lines, heights, texts):
            wrap = h > row_h
            out.append((seat, long if wrap else text, colour, pygame.Rect(list_box.left, y, list_box.width, h),
                        name_w, wrap))
            y += h
        return out

    def draw(self, surface) -> None:
        app = self.app
        theme.dim(surface, 150)
        box = self.box
        theme.panel(surface, app, box, alpha=248)
        pad = round(app.u * PAD)
        title = pygame.Rect(box.left + pad, box.top + round(app.u * HEADING_TOP), box.width - 2 * pad,
                            round(app.u * HEADING_H))
        theme.heading(surface, app, app.t("play-round-over", round=self.round), title)
        e = self.ended
        if e.reason is RoundEnd.DISASTER and e.hazard_removed is not None and e.hazard_removed.hazard:
            reason = app.t("play-round-reason-disaster",
                           hazard=hazard_name(app.loc, e.hazard_removed.hazard, self.session.theme))
            colour = theme.DANGER
        elif e.reason is RoundEnd.DECK_EMPTY:
            reason = app.t("logbook-summary-deck-empty")
            colour = theme.TEXT
        else:
            reason = app.t("play-round-reason-left")
            colour = theme.TEXT
        rr = pygame.Rect(box.left + pad, title.bottom + round(app.u * REASON_GAP), box.width - 2 * pad,
                         round(app.u * REASON_H))
        theme.draw_text(surface, app, reason, rr, theme.FONT_BODY, colour, wrap=True)
        rows_h = len(self.outcome) * app.font(theme.FONT_BODY).get_linesize()
        if self.compact and rows_h > self.button.rect.top - rr.bottom - round(app.u * (ART_GAP + LIST_BOTTOM)):
            # the rows would be squeezed: the picture gives way to the list, which scrolls
            list_box = pygame.Rect(box.left + pad, rr.bottom + round(app.u * ART_GAP), box.width - 2 * pad,
                                   self.button.rect.top - rr.bottom - round(app.u * (ART_GAP + LIST_BOTTOM)))
            self._draw_rows(surface, self._scrolled(list_box))
            self._draw_marks(surface, list_box)
            self.group.draw(surface)
            return
        # the entrance and its barricade, at the left
        art_box = pygame.Rect(box.left + pad, rr.bottom + round(app.u * ART_GAP), round(box.width * 0.3),
                              self.button.rect.top - rr.bottom - round(app.u * ART_ROOM))
        ent = app.art.fit("entrance", art_box.size)
        er = ent.get_rect(center=art_box.center)
        surface.blit(ent, er)
        bar = app.art.fit(f"barricade-{min(5, max(1, self.round))}", (round(er.width * 0.9), round(er.height * 0.9)))
        br = bar.get_rect(center=er.center)
        br.y -= round((1 - self.barricade) * er.height * 0.9)
        clip = surface.get_clip()
        surface.set_clip(er.inflate(0, round(er.height * 0.1)).clip(clip) if clip else er)
        surface.blit(bar, br)
        surface.set_clip(clip)
        # the caption under the entrance, above the buttons' row (two buttons reach under it)
        theme.draw_text(surface, app, app.t("logbook-barricade", number=self.round),
                        pygame.Rect(art_box.left, art_box.bottom, art_box.width, round(app.u * CAPTION_H)),
                        theme.FONT_SMALL, theme.TEXT_DIM, wrap=True)
        # who came back with what
        list_box = pygame.Rect(art_box.right + pad, art_box.top, box.right - pad - art_box.right - pad,
                               self.button.rect.top - art_box.top - round(app.u * LIST_BOTTOM))
        self._draw_rows(surface, self.rows(list_box))
        self.group.draw(surface)

    def _scrolled(self, list_box: pygame.Rect) -> list[tuple[int, str, Any, pygame.Rect, int, bool]]:
        """A compact screen's rows: one line each, as tall as the text needs; those that fit
        from `first_row` on (PageUp/PageDown and the wheel scroll), with a mark at the right
        where more rows are above or below."""
        app = self.app
        lines = self.lines()
        row_h = max(round(app.u * ROW_H) if len(lines) * round(app.u * ROW_H) <= list_box.height else 0,
                    app.font(theme.FONT_BODY).get_linesize())
        fit = max(1, list_box.height // row_h)
        self.first_row = min(self.first_row, max(0, len(lines) - fit))
        shown = lines[self.first_row:self.first_row + fit]
        name_w = round(list_box.width * 0.36)
        out = []
        for k, (seat, parts, colour) in enumerate(shown):
            row = pygame.Rect(list_box.left, list_box.top + k * row_h, list_box.width, row_h)
            out.append((seat, " ".join(parts), colour, row, name_w, False))
        self.more = (self.first_row > 0, self.first_row + fit < len(lines))
        return out

    def _draw_marks(self, surface, list_box: pygame.Rect) -> None:
        """Small gold triangles in the box's right margin: more rows above, more below."""
        d = theme.px(self.app, SCROLL_MARK) // 2
        x = list_box.right + theme.px(self.app, PAD) // 2
        above, below = self.more
        if above:
            y = list_box.top + d
            pygame.draw.polygon(surface, theme.GOLD, [(x - d, y + d // 2), (x + d, y + d // 2), (x, y - d)])
        if below:
            y = list_box.bottom - d
            pygame.draw.polygon(surface, theme.GOLD, [(x - d, y - d // 2), (x + d, y - d // 2), (x, y + d)])

    def _draw_rows(self, surface, rows) -> None:
        app = self.app
        for seat, text, colour, row, name_w, wrap in rows:
            badge = max(8, round(min(row.height, app.u * ROW_H) * 0.7))
            first = pygame.Rect(row.left, row.top, row.width, min(row.height, round(app.u * ROW_H)))
            seat_badge(surface, self.session.seats[seat].colour, (row.left + badge // 2, first.centery), badge)
            theme.draw_text(surface, app, self.seat_name(seat),
                            pygame.Rect(row.left + badge + round(app.u), first.top, name_w - badge - round(app.u),
                                        first.height),
                            theme.FONT_BODY, theme.GOLD, bold=True, align="left")
            text_rect = pygame.Rect(row.left + name_w, row.top, row.width - name_w, row.height)
            if wrap:  # a long outcome (a relic carried out) goes on two lines at full size
                theme.draw_text(surface, app, text, text_rect, theme.FONT_BODY, colour, align="left",
                                wrap=True)
            else:
                theme.draw_text(surface, app, text, text_rect, theme.FONT_BODY, colour, align="left")
