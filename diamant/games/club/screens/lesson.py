"""The guided first round of Diamonds Club on the real table (diamant/games/club/lesson.py's script).

`ClubLessonScene` is the club table (`ClubTableScene`) with three differences, each made here so
that the table's own file does not change:

- its session (`LessonSession`) plays the lesson's game: the two other seats play the script's
  actions, the person's actions are checked against the lesson first (another action is refused,
  and the table's status line says why), no bot moves while a tip is being read, and nothing is
  saved (the lesson keeps its progress in the settings, ``settings.extra["club-lesson"]``);
- the current tip is drawn over the log, with Next (Enter) for a tip to read and Skip, and the
  pieces it talks about are ringed;
- after the last tip the lesson is marked done and the title screen comes back.

Opened with ``app.nav.push("club-lesson")`` (``fresh=True``: from the start).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from diamant.errors import RulesError
from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.widgets import Button
from diamant.games.club import lesson as L
from diamant.games.club.actions import canonical
from diamant.games.club.data import PRICE_TILES, ROWS
from diamant.games.club.events import ClubEvent

from .lesson_progress import progress, store as _store
from .session import ClubSession
from .setup import ClubSeat, ClubSetup
from . import dialog_kit as K
from .table_scene import ClubTableScene

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

TIP_PAD = 1.0       # the tip panel's inner margin, in u
TIP_BUTTON_W = 14.0
RING = 0.35         # the rings round the pieces a tip talks about
RING_RADIUS = 0.6   # their corners
TIP_RADIUS = 0.8    # the tip panel's corners
TIP_HEAD_H = 2.6    # the tip's title line
TIP_FILL = (30, 24, 18)  # under the tip's panel
#: the window's room (units) from which the tip keeps the log's place as it is; in less (a large
#: interface size) it is as tall as its words and stands where it covers none of what it points at
FULL_UNITS = (99.5, 56.0)
TIP_GAP = 0.6        # between the tip and the window's edge or the top bar, in the small window
BUTTON_ROOM = 1.6    # a button's label needs this much more than its words


class LessonSession(ClubSession):
    """A club session that plays the lesson (see the module's docstring)."""

    lesson: L.Lesson
    refuse_text: Any = None  # id -> the refusal in the player's language

    @classmethod
    def of(cls, lesson: L.Lesson, setup: ClubSetup, **kw: Any) -> LessonSession:
        session = cls(setup, lesson.game, list(lesson.events), **kw)
        session.lesson = lesson
        script = lesson  # the scripted seats answer the script's next action

        def scripted(_state: dict[str, Any], _legal: list[str]) -> str:
            return L.SCRIPT[min(script.played, len(L.SCRIPT) - 1)]

        session._bots = [None if p == L.PLAYER else scripted for p in range(setup_players(setup))]
        return session

    def play(self, action: str) -> list[ClubEvent]:
        lesson = self.lesson
        why = "club-lesson-refuse-read" if lesson.reading() else lesson.allows(action)
        if why is not None:
            raise RulesError(self.refuse_text(why) if self.refuse_text else why)
        step = lesson.step()
        events = super().play(canonical(action) or action)
        if step is not None and step.choice is not None and step.id not in lesson.seen:
            lesson.seen.append(step.id)
        lesson.events.extend(events)
        return events

    def _apply(self, p: int, action: str, bot: bool) -> list[ClubEvent]:
        events = super()._apply(p, action, bot)
        if bot:
            self.lesson.events.extend(events)
        return events

    def human_to_move(self) -> int | None:
        # a tip to read comes first: the person's turn (and the dialog it opens) waits for Next
        return None if self.lesson.reading() else super().human_to_move()

    def update(self, dt: float, ready: bool = True) -> None:
        if self.lesson.reading() or self.lesson.finished:
            return  # a tip is read first; after the round, nobody plays on
        super().update(dt, ready)


def setup_players(setup: ClubSetup) -> int:
    return len(setup.seats)


@nav.scene("club-lesson")
class ClubLessonScene(ClubTableScene):
    game_id = "club"

    def __init__(self, app: "App", fresh: bool = False) -> None:
        saved = {} if fresh else progress(app)
        lesson = L.Lesson.resume(saved.get("lesson") if isinstance(saved.get("lesson"), dict) else None)
        seats = (ClubSeat("", 0, None), ClubSeat(app.t("club-lesson-name-1"), 1, "steady"),
                 ClubSeat(app.t("club-lesson-name-2"), 2, "steady"))
        session = LessonSession.of(lesson, ClubSetup(seats, L.SEED), executor=app.bot_executor)
        session.refuse_text = app.t
        self.lesson = lesson
        super().__init__(app, session=session)
        self.next_button = self.group.add(Button("club-lesson-next", self._next, style="primary"))
        self.skip_lesson = self.group.add(Button("club-lesson-skip", self._finish))
        self.tip_rect = pygame.Rect(0, 0, 0, 0)
        self.tip_head_h = 0  # the tip's title line(s)
        self._tip_for: tuple | None = None  # what the small window's tip was placed for
        self._covered: dict[Any, pygame.Rect] = {}  # the controls under it, and where they were
        self.left = False

    # --- the lesson -----------------------------------------------------------------------
    def _save_progress(self, done: bool = False) -> None:
        _store(self.app, {"done": done, "lesson": self.lesson.progress()})

    def _next(self) -> None:
        if not self.lesson.reading():
            return
        step = self.lesson.step()
        self.lesson.next()
        if step is not None and step.id == "done":
            self._finish()
            return
        self._save_progress()

    def _finish(self) -> None:
        if self.left:
            return
        self.left = True
        self._save_progress(done=True)
        self.app.nav.reset("title")

    def _play(self, action: str) -> bool:
        played = super()._play(action)
        if played:
            self._save_progress()
        return played

    # --- frame ----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        assert self.L is not None
        u = self.app.u
        # the tip takes the log's place and the other players' boards above it: the lesson's
        # own words matter more for this round than the log's, and they need the room
        self.tip_rect = self.L.log.copy()
        others = [park.panel for park in self.L.parks.values() if park.seat != L.PLAYER and not park.big
                  and park.panel.width and park.panel.left >= self.tip_rect.left - 1]
        if others:
            top = min(r.top for r in others)
            self.tip_rect = pygame.Rect(self.tip_rect.left, top, self.tip_rect.width, self.tip_rect.bottom - top)
        bh = round(theme.SMALL_BUTTON_H * u)
        bw = round(TIP_BUTTON_W * u)
        pad = round(TIP_PAD * u)
        y = self.tip_rect.bottom - pad - bh
        self.next_button.rect = pygame.Rect(self.tip_rect.right - pad - bw, y, bw, bh)
        self.skip_lesson.rect = pygame.Rect(self.next_button.rect.left - pad - bw, y, bw, bh)
        self.tip_head_h = round(TIP_HEAD_H * u)
        self._tip_for = None
        self._fit_tip()

    def _small(self) -> bool:
        across, down = self.app.units()
        return across < FULL_UNITS[0] or down < FULL_UNITS[1]

    def _fit_tip(self) -> None:
        """In a small window (a large interface size) the log's place is too small for a tip:
        the tip is as tall as its words (its buttons side by side, or one over the other where
        they have no room), at the foot of the log's column, or across the foot of the window,
        wherever it covers none of what it points at."""
        step = self.lesson.step()
        if step is None or self.L is None or not self._small():
            self._uncover()
            return
        key = (step.id, self.app.lang, self.app.size, tuple(map(tuple, self.targets())))
        if key == self._tip_for:
            return
        self._tip_for = key
        u = self.app.u
        L = self.L
        gap = round(TIP_GAP * u)
        bottom = self.app.size[1] - gap
        top_limit = L.top.bottom + gap
        ring = max(2, round(RING * u))
        avoid = [r.inflate(4 * ring, 4 * ring) for r in self.targets()]
        self._uncover()
        # the log's column, the market's, the window's width: the first where the tip has its
        # words' height and covers nothing it points at; else the first that covers nothing
        columns = [(L.log.left, L.log.right), (L.market.left, L.market.right), (gap, self.app.size[0] - gap)]
        shapes = [self._tip_shape(step.id, left, right, bottom, top_limit) for left, right in columns
                  if 0 <= left < right <= self.app.size[0]]
        clear = [sh for sh in shapes if not any(sh[0].colliderect(a) for a in avoid)]
        whole = [sh for sh in clear if sh[3]]
        self.tip_rect, self.tip_head_h, stacked, _ = (whole or clear or shapes)[0]
        self._cover()
        pad = round(TIP_PAD * u)
        bh = round(theme.SMALL_BUTTON_H * u)
        inner = self.tip_rect.inflate(-2 * pad, -2 * pad)
        if stacked:
            self.next_button.rect = pygame.Rect(inner.left, inner.bottom - bh, inner.width, bh)
            self.skip_lesson.rect = self.next_button.rect.move(0, -(bh + pad // 2))
        else:
            bw = min(round(TIP_BUTTON_W * u), (inner.width - pad) // 2)
            self.next_button.rect = pygame.Rect(inner.right - bw, inner.bottom - bh, bw, bh)
            self.skip_lesson.rect = self.next_button.rect.move(-(bw + pad), 0)

    def _cover(self) -> None:
        """The table's controls under the small window's tip are out of reach while it shows
        (their rect made empty: the mouse misses them, they lie under nothing)."""
        mine = (self.next_button, self.skip_lesson)
        for w in self.group.widgets:
            if w not in mine and w.rect.width and w.rect.height and w.rect.colliderect(self.tip_rect):
                self._covered[w] = pygame.Rect(w.rect)
                w.rect = pygame.Rect(w.rect.left, w.rect.top, 0, 0)

    def _uncover(self) -> None:
        for w, r in self._covered.items():
            if w.rect.size == (0, 0) and w.rect.topleft == r.topleft:  # not laid out again since
                w.rect = r
        self._covered = {}

    def _tip_shape(self, step_id: str, left: int, right: int, bottom: int,
                   top_limit: int) -> tuple[pygame.Rect, int, bool, bool]:
        """The tip between `left` and `right` standing on `bottom`: (its rect, its title's
        height, whether its buttons stand one over the other, whether its words have their
        whole height)."""
        app = self.app
        u = app.u
        pad = round(TIP_PAD * u)
        bh = round(theme.SMALL_BUTTON_H * u)
        w = right - left
        inner_w = w - 2 * pad
        font = app.font(theme.FONT_BUTTON, True)
        need = max(font.size(app.t(k))[0] for k in ("club-lesson-next", "club-lesson-skip")) + round(BUTTON_ROOM * u)
        stacked = 2 * min(round(TIP_BUTTON_W * u), (inner_w - pad) // 2) < 2 * need or \
            min(round(TIP_BUTTON_W * u), (inner_w - pad) // 2) < need
        buttons_h = 2 * bh + pad // 2 if stacked else bh
        head_h = max(round(TIP_HEAD_H * u), K.text_height(app, app.t(f"club-lesson-{step_id}-title"), inner_w,
                                                          theme.FONT_BODY, True))
        body_h = K.text_height(app, app.t(f"club-lesson-{step_id}-body"), inner_w, theme.FONT_BODY)
        need = 2 * pad + head_h + body_h + pad // 2 + buttons_h
        height = min(bottom - top_limit, need)
        return pygame.Rect(left, bottom - height, w, height), head_h, stacked, height == need

    def update(self, dt: float) -> None:
        super().update(dt)
        self._fit_tip()  # a small window's tip follows its words (each step's its own)
        self.next_button.visible = self.lesson.reading() and self.is_top
        self.skip_lesson.visible = self.is_top and not self.left

    def handle(self, event: pygame.event.Event) -> bool:
        if self.lesson.reading() and pressed(event) is Action.CONFIRM:
            self._next()
            return True
        if self._covered and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                self.tip_rect.collidepoint(event.pos) and self.lesson.step() is not None:
            self.group.handle(event)  # the tip's own buttons; nothing of the table under it
            return True
        return super().handle(event)

    # --- drawing --------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        step = self.lesson.step()
        out: list[pygame.Rect] = []
        if step is None:
            return out
        for target in step.targets:
            kind, _, what = target.partition(":")
            if kind == "space" and what[:1] == "c" and "r" in what:
                col, _, row = what[1:].partition("r")
                i = (int(col) - 1) * ROWS + int(row) - 1
                if 0 <= i < len(self.spaces):
                    out.append(self.spaces[i].rect)
            elif kind == "price-tile" and what in PRICE_TILES:
                out.append(self.price_spots[PRICE_TILES.index(what)].rect)
            elif kind == "button" and what == "pass":
                out.append(self.pass_button.rect)
            elif kind == "track" and what == "turn":
                out.append(self.turn_spot.rect)
            elif kind == "market" and self.L is not None:
                out.append(self.L.market)
        return [r for r in out if r.width and r.height]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        step = self.lesson.step()
        if step is None or not self.is_top:
            return
        app = self.app
        u = app.u
        ring = max(2, round(RING * u))
        for rect in self.targets():
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(2 * ring, 2 * ring), ring,
                             border_radius=round(RING_RADIUS * u))
        pygame.draw.rect(surface, TIP_FILL, self.tip_rect, border_radius=round(TIP_RADIUS * u))  # nothing shows through
        theme.panel(surface, app, self.tip_rect, alpha=255)
        pad = round(TIP_PAD * u)
        inner = self.tip_rect.inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.left, inner.top, inner.width, self.tip_head_h)
        theme.draw_text(surface, app, app.t(f"club-lesson-{step.id}-title"), head, theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left", wrap=head.height > round(TIP_HEAD_H * u))
        bottom = min(self.next_button.rect.top, self.skip_lesson.rect.top) - pad // 2
        body = pygame.Rect(inner.left, head.bottom, inner.width, max(1, bottom - head.bottom))
        theme.draw_text(surface, app, app.t(f"club-lesson-{step.id}-body"), body, theme.FONT_BODY,
                        theme.TEXT, align="left", valign="top", wrap=True)
        for button in (self.next_button, self.skip_lesson):
            if button.visible:
                button.draw(surface)


__all__ = ["ClubLessonScene", "LessonSession"]
