"""Watch a Diamonds Club game again: its record replayed on the table of the play scene
(table_layout + table_view), with the game's log beside it, and the log alone ("club-log").

    app.nav.push("club-replay", record=<the club record dict>)   # diamant.games.club.record's format
    app.nav.push("club-log", record=<the same>, date_text="...")

A step is one action of the record (a purchase, a pass, a sale, the gems kept, a building), so
the viewer shows exactly the states the players saw between their actions. Controls: one action
back and forward, the previous and next round, play and pause (one action per STEP_SECONDS at
speed 1, starting from the speed setting), the start and the end; keyboard, mouse and gamepad
(the pad's buttons arrive as keys: the d-pad steps, the shoulders change rounds, X plays, B closes).
"""
from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import pygame

from diamant.ui import nav, remap, theme
from diamant.ui.input import SCREEN_REPLAY, Action, pressed
from diamant.ui.playback import SPEEDS, Playback
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, lit
from diamant.games.club import ClubGame
from diamant.games.club.log import entries, record_viewer, render, render_all, seat_names
from diamant.logentry import Entry

from .session import entries_after
from .sounds import CAPTIONS
from .table_dialogs import DIAMOND_EVENTS, PHASE_SECTIONS
from .table_layout import TableLayout, make_layout
from .table_view import TableView

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

#: the sound of an action stepped forward: its most telling event's (the play scene's names)
SOUNDS = (("game-ended", "club-victory"), ("round-ended", "club-round-end"), ("bonus-awarded", "club-bonus"),
          ("diamond-awarded", "club-diamond"), ("tile-placed", "club-tile"), ("set-sold", "club-gems"),
          ("token-taken", "club-token"), ("bought", "club-coins"), ("track-stepped", "club-step"))
STEP_SECONDS = 0.9  # one action on screen while playing, at speed 1
LOG_LINES = 14  # the log's last lines beside the table (as the play scene shows)
# the layout, in units
CONTROL_GAP = 0.5  # between the replay's controls
LOG_INSET = 8      # the whole log's page: its box is this far in from the title's sides ...
LOG_ROOM = 16      # ... so this much narrower
LOG_MARGINS = 3    # the box's height: the room between the title and Back, less this
LOG_PAD_X = 3      # the lines' inset in the box (both sides together)
LOG_PAD_Y = 2
BAR_RIGHT = 1.2    # the scroll bar: from the box's right edge to the bar's left
BAR_W = 0.4
BAR_ROOM = 2       # the bar is this much shorter than the box
#: the window's room (units) from which the log's page is as it is; in less (a large interface
#: size) its box spans the title's width and a long line wraps instead of shrinking
FULL_UNITS = (99.5, 56.0)


def record_colours(record: Mapping[str, Any], players: int) -> tuple[int, ...]:
    """Each seat's colour: the boards the record plays (seat k plays board k when it has none)."""
    boards = record.get("boards")
    if isinstance(boards, list) and len(boards) == players and all(
            isinstance(b, int) and not isinstance(b, bool) and 0 <= b <= 3 for b in boards):
        return tuple(boards)
    return tuple(range(players))


class ClubReplay:
    """The record unrolled (pure of pygame): the public state after each action, who played it,
    and the log up to it. `states[0]` is the set-up; `states[k]` follows the k-th action."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        final, _ = ClubGame.replay(dict(record))  # ClubRecordError: not a record that replays
        self.final = final
        self.players = final.players
        self.names = tuple(seat_names(record))
        self.viewer = record_viewer(record)  # the one person of a game against bots: "you"
        self.colours = record_colours(record, self.players)
        game = ClubGame(final.players, final.seed, record.get("deals"), record.get("boards"), final.rules.version)
        events = game.opening_events()
        self.log: list[Entry] = entries(events)
        self.states: list[dict[str, Any]] = [game.state()]
        self.movers: list[int | None] = [None]
        self.log_ends = [len(self.log)]
        self.kinds: list[frozenset[str]] = [frozenset()]  # the types of each action's events
        for action in final.actions:
            mover = game.to_move()
            new = game.play(action)
            self.kinds.append(frozenset(ev.type for ev in new))
            events.extend(new)
            self.log.extend(entries_after(events, new))
            self.states.append(game.state())
            self.movers.append(mover)
            self.log_ends.append(len(self.log))
        self.rounds = [int(s["round"]) for s in self.states]

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def round_start(self, rnd: int) -> int:
        """The first step of round `rnd` (the set-up is round 1's)."""
        return next((k for k, r in enumerate(self.rounds) if r >= rnd), self.last)


@nav.scene("club-replay")
class ClubReplayScene(Playback, Scene):
    """The viewer. `record`: a Diamonds Club record (raises ClubRecordError when it does not
    replay); `speed`: the playing speed (default: the speed setting)."""
    ambience = None  # the club has no ambience: silence under its screens (no cave)

    # the viewer's keys, by where the keys are (any layout): Diamant's replay viewer's (one
    # group in Settings -> Controls)
    key_screen = SCREEN_REPLAY

    def __init__(self, app: "App", record: Mapping[str, Any], speed: float | None = None) -> None:
        super().__init__(app)
        self.replay = ClubReplay(record)
        self.record = record
        self.view = TableView(app)
        self.L: TableLayout | None = None
        self.pos = 0
        self.playing = False
        self.wait = 0.0
        if speed is None:
            speed = float(getattr(app.settings, "animation_speed", 1.0) or 0.0) or SPEEDS[-1]
        self.speed = min(SPEEDS, key=lambda s: abs(s - speed))
        self._log_cache: tuple[Any, list[tuple[str, str]]] | None = None
        g = self.group
        self.b_start = g.add(Button(lit("|◀"), self.to_start, "club-replay-start-tip"))
        self.b_prev_round = g.add(Button(lit("«"), self.prev_round, remap.keyed(app, "club-replay-prev-round-tip")))
        self.b_back = g.add(Button(lit("‹"), partial(self._manual, self.step_back), remap.keyed(app, "club-replay-back-tip")))
        self.b_play = g.add(Button(lambda: "II" if self.playing else "▶", self.toggle_play,
                                   remap.keyed(app, "club-replay-play-tip"), style="primary"))
        self.b_forward = g.add(Button(lit("›"), partial(self._manual, self.step_forward),
                                      remap.keyed(app, "club-replay-forward-tip")))
        self.b_next_round = g.add(Button(lit("»"), self.next_round, remap.keyed(app, "club-replay-next-round-tip")))
        self.b_end = g.add(Button(lit("▶|"), self.to_end, "club-replay-end-tip"))
        self.b_speed = g.add(Button(lambda: f"×{self.speed:g}", self.faster, "club-replay-speed-tip"))
        self.b_close = g.add(Button("club-replay-close", self.close))
        self.b_rules = g.add(Button(lit("?"), self._rules, "club-replay-rules-tip"))
        self.controls = [self.b_start, self.b_prev_round, self.b_back, self.b_play, self.b_forward,
                         self.b_next_round, self.b_end, self.b_speed]

    # ------------------------------------------------------------------ model
    @property
    def last(self) -> int:
        return self.replay.last

    @property
    def finished(self) -> bool:
        return self.pos >= self.last

    def shown_state(self) -> dict[str, Any]:
        """The state on the table (tests)."""
        return self.replay.states[self.pos]

    def seek(self, k: int) -> None:
        self.pos = max(0, min(self.last, k))
        self.wait = STEP_SECONDS

    def step_forward(self) -> None:
        if self.pos >= self.last:
            self.playing = False
            return
        self.seek(self.pos + 1)
        self._sound(self.replay.kinds[self.pos])

    def _sound(self, kinds: frozenset[str]) -> None:
        audio = getattr(self.app, "audio", None)
        name = next((sound for kind, sound in SOUNDS if kind in kinds), None)
        if audio is not None and name is not None:
            audio.play(name)  # a missing sound file is silence (Audio.play never raises)
        captions = getattr(self.app, "captions", None)
        if name in CAPTIONS and captions is not None:
            captions.show(self.app.t(CAPTIONS[name]))

    def step_back(self) -> None:
        self.seek(self.pos - 1)

    def _manual(self, fn: Callable[[], None]) -> None:
        """A step asked for by hand stops the playing."""
        self.playing = False
        fn()

    def to_start(self) -> None:
        self.playing = False
        self.seek(0)

    def to_end(self) -> None:
        self.playing = False
        self.seek(self.last)

    def prev_round(self) -> None:
        """The start of this round, or of the round before when already there."""
        self.playing = False
        rnd = self.replay.rounds[self.pos]
        first = self.replay.round_start(rnd)
        self.seek(first if self.pos > first else self.replay.round_start(rnd - 1))

    def next_round(self) -> None:
        self.playing = False
        rnd = self.replay.rounds[self.pos]
        later = [k for k, r in enumerate(self.replay.rounds) if r > rnd]
        self.seek(later[0] if later else self.last)

    def rules_section(self) -> str | None:
        """The rules' section of the state shown, as the table's "?" opens them: its phase, or
        phase 3's diamonds where the action shown ended the buying."""
        if self.replay.kinds[self.pos] & DIAMOND_EVENTS:
            return "diamonds"
        return PHASE_SECTIONS.get(self.replay.states[self.pos]["phase"])

    def _rules(self) -> None:
        self.playing = False
        if "club-rules" in nav.names():  # at the part shown (they opened at their top)
            self.app.nav.push("club-rules", section=self.rules_section())

    # ------------------------------------------------------------------ scene
    def close(self) -> None:
        alone = len(self.app.scenes) == 1 and self.app.scenes.top is self
        super().close()
        if alone:  # `diamant replay --watch`: the viewer is the whole app
            self.app.quit()

    def default_focus(self):
        return self.b_play

    def frame_interval(self) -> float | None:
        return 0.0 if self.playing else None

    def relocalize(self) -> None:
        self.view.forget()
        self._log_cache = None

    def covered(self) -> None:
        self.view.forget()

    def _front(self) -> int:
        """The seat in the big park: the one to move, or (at the end) the last to have moved."""
        state = self.replay.states[self.pos]
        p = state.get("to_move")
        if isinstance(p, int):
            return p
        mover = self.replay.movers[self.pos]
        return mover if mover is not None else 0

    def layout(self, size: tuple[int, int]) -> None:
        u = self.app.u
        self.L = L = make_layout(size, u, self.replay.players, self._front())
        bar = L.buttons[0].union(L.buttons[-1])
        gap = round(u * CONTROL_GAP)
        widths = [1.0] * len(self.controls)
        widths[self.controls.index(self.b_play)] = 1.4
        widths[self.controls.index(self.b_speed)] = 1.4
        unit = (bar.width - gap * (len(self.controls) - 1)) / sum(widths)
        x = float(bar.left)
        for button, wu in zip(self.controls, widths):
            button.rect = pygame.Rect(round(x), bar.top, round(unit * wu), bar.height)
            x += unit * wu + gap
        self.b_close.rect = L.menu.copy()
        self.b_rules.rect = L.rules.copy()

    def update(self, dt: float) -> None:
        if self.playing:
            self.wait -= dt * self.speed
            if self.wait <= 0:
                self.step_forward()
        self.group.update(dt)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        action = pressed(event)  # keys by their action; P, B, N where they are on any layout
        if action is not None:
            moves: dict[Action, Callable[[], None]] = {
                Action.SKIP: self.toggle_play, Action.PLAY: self.toggle_play,
                Action.RIGHT: partial(self._manual, self.step_forward),
                Action.LEFT: partial(self._manual, self.step_back),
                Action.STEP_FORWARD: partial(self._manual, self.step_forward),
                Action.STEP_BACK: partial(self._manual, self.step_back),
                Action.NEXT_ROUND: self.next_round, Action.PREVIOUS_ROUND: self.prev_round,
                Action.SCROLL_DOWN: self.next_round, Action.SCROLL_UP: self.prev_round,
                Action.FIRST: self.to_start, Action.LAST: self.to_end,
                Action.MORE: self.faster, Action.LESS: partial(self.faster, -1),
                Action.BACK: self.close, Action.ERASE: self.close}
            fn = moves.get(action) if isinstance(action, Action) else None
            # Space on another focused button presses that button, as everywhere
            if fn is not None and not (action is Action.SKIP and isinstance(self.group.focused, Button)
                                       and self.group.focused is not self.b_play):
                fn()
                return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self._manual(self.step_back if event.y > 0 else self.step_forward)
            return True
        return self.group.handle(event)

    # ------------------------------------------------------------------ drawing
    def status(self) -> str:
        return self.app.t("club-replay-status", step=self.pos, total=self.last)

    def log_lines(self) -> list[tuple[str, str]]:
        end = self.replay.log_ends[self.pos]
        key = (self.app.lang, end)
        if self._log_cache is None or self._log_cache[0] != key:
            shown = self.replay.log[max(0, end - LOG_LINES):end]
            self._log_cache = (key, [(render(e, self.app.loc, self.replay.names, self.replay.viewer), e.tone) for e in shown])
        return self._log_cache[1]

    def draw(self, surface: pygame.Surface) -> None:
        front = self._front()
        if self.L is None or self.L.size != surface.get_size() or front not in self.L.parks or \
                not self.L.parks[front].big:
            self.layout(surface.get_size())
        L = self.L
        assert L is not None
        still = self.view.still(self.replay.states[self.pos], L, self.replay.names, self.replay.colours,
                                frozenset(), self.status(), False, self.log_lines())
        surface.blit(still, (0, 0))
        self.group.draw(surface)


@nav.scene("club-log")
class ClubLogScene(Scene):
    """The whole log of a Diamonds Club game, in words, scrollable (the history's Log)."""
    ambience = None  # the club has no ambience: silence under its screens (no cave)

    refocus = True

    def __init__(self, app: "App", record: Mapping[str, Any], date_text: str = "") -> None:
        super().__init__(app)
        _, events = ClubGame.replay(dict(record))  # ClubRecordError: not a record that replays
        self.names: Sequence[str] = seat_names(record)
        self.viewer = record_viewer(record)
        self.items = entries(events)
        self.date_text = date_text
        self.top = 0  # the first line shown
        self.back = self.group.add(Button("club-replay-close", self.close, style="primary"))
        self.box = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self._lines: tuple[tuple[str, int, float], list[str]] | None = None

    @property
    def lines(self) -> list[str]:
        """The log's lines in the current language; on a small page, each long one wrapped to
        the box's width."""
        width = self.box.width - round(self.app.u * LOG_PAD_X) if self.compact() else 0
        key = (self.app.lang, width, round(self.app.u, 3))
        if self._lines is None or self._lines[0] != key:
            lines = render_all(self.items, self.app.loc, self.names, self.viewer)
            if width > 0:
                font = self.app.font(theme.FONT_BODY)
                lines = [part for line in lines for part in (font.wrap(line, width) or [line])]
            self._lines = (key, lines)
        return self._lines[1]

    def compact(self) -> bool:
        across, down = self.app.units()
        return across < FULL_UNITS[0] or down < FULL_UNITS[1]

    def frame_interval(self) -> float | None:
        return None

    def default_focus(self):
        return self.back

    def _line_h(self) -> int:
        return max(1, round(self.app.u * theme.FONT_BODY * 1.35))

    def visible(self) -> int:
        return max(1, (self.box.height - round(self.app.u * LOG_PAD_Y)) // self._line_h())

    def scroll_by(self, n: int) -> None:
        self.top = max(0, min(max(0, len(self.lines) - self.visible()), self.top + n))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.u
        self.title_rect, m = theme.page_title(self.app, size)
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), bh)
        self.back.rect.midbottom = (w // 2, h - m)
        small = self.compact()  # a small page: the title's width
        self.box = pygame.Rect(self.title_rect.left + (0 if small else round(LOG_INSET * u)),
                               self.title_rect.bottom + round(theme.SECTION_GAP * u),
                               self.title_rect.width - (0 if small else round(LOG_ROOM * u)),
                               self.back.rect.top - self.title_rect.bottom - round(LOG_MARGINS * u))
        self.scroll_by(0)

    def handle(self, event: pygame.event.Event) -> bool:
        action = pressed(event)
        if isinstance(action, Action):
            page = self.visible() - 1
            step = {Action.DOWN: 1, Action.UP: -1, Action.SCROLL_DOWN: page, Action.SCROLL_UP: -page,
                    Action.LAST: len(self.lines), Action.FIRST: -len(self.lines)}.get(action)
            if step is not None:
                self.scroll_by(step)
                return True
            if action in (Action.BACK, Action.ERASE):
                self.close()
                return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.scroll_by(-3 * event.y)
            return True
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        theme.background(surface, app, darken=80)
        title = app.t("club-log-title", date=self.date_text) if self.date_text else app.t("club-log-title-plain")
        theme.heading(surface, app, title, self.title_rect)
        theme.panel(surface, app, self.box, alpha=235)
        inner = self.box.inflate(-round(LOG_PAD_X * u), -round(LOG_PAD_Y * u))
        lh = self._line_h()
        lines = self.lines
        y = inner.top
        for text in lines[self.top:self.top + self.visible()]:
            theme.draw_text(surface, app, text, pygame.Rect(inner.left, y, inner.width, lh), theme.FONT_BODY,
                            theme.TEXT, align="left")
            y += lh
        if len(lines) > self.visible():  # where the page is in the log
            bar = pygame.Rect(self.box.right - round(BAR_RIGHT * u), self.box.top + round(u), max(2, round(BAR_W * u)),
                              self.box.height - round(BAR_ROOM * u))
            frac = self.visible() / len(lines)
            knob = pygame.Rect(bar.left, bar.top + round(bar.height * self.top / len(lines)), bar.width,
                               max(4, round(bar.height * frac)))
            pygame.draw.rect(surface, theme.TEXT_DIM, knob, border_radius=bar.width // 2)
        self.group.draw(surface)
