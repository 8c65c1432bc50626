"""Watch a finished game again: the record replayed on the real table (the live game's
TablePresenter: TableModel + TableView), with the game's own log beside it.

Controls: play/pause; one card forward and back (back = re-run the record to the step before);
previous/next expedition; speed 0.5x to 8x; a seek bar over the game's steps; chests shown open,
or as one seat saw them (with secret chests, only that seat's chest is shown). Keyboard, mouse and
gamepad. A step is one card: the events from one revealed card to the next.
"""
from __future__ import annotations

import bisect
import gc
import logging
from collections.abc import Generator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from diamant.ui import nav, remap, theme
from diamant.games.diamant.screens.flow import setting
from diamant.games.diamant.screens import actions
from diamant.ui.input import SCREEN_REPLAY, Action, pressed
from diamant.games.diamant.screens.logpanel import LogPanel, log_screen
from diamant.games.diamant.screens import expedition_layout as lay
from diamant.games.diamant.screens.names import record_names
from diamant.ui.playback import SPEEDS, Playback
from diamant.ui.scene import Scene
from diamant.games.diamant.screens.table import TablePresenter
from diamant.ui.widgets import Button, Choice, FocusGroup, WideChoice, lit
from diamant.games.diamant.engine import CardRevealed, Event, Game, GameEnded, GameRecord, RoundStarted
from diamant.games.diamant.engine.log import checked_replay
from diamant.games.diamant.logbook import entries_of, record_viewer
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

log = logging.getLogger(__name__)

STEP_PAUSE = 0.7  # seconds between two steps at 1x, once the table has shown a step
OPEN = -1  # the chests choice: every chest open

# the replay viewer's layout, in units
BAR_H = 13.0         # the controls' strip under the table
COMPACT_BAR_H = 10.2  # ... on a compact screen (a larger interface size): the seek bar over the row
SEEK_TOP = 0.6       # the seek bar: below the strip's top
SEEK_H = 2.6
CONTROL_GAP = 0.4    # between two buttons of the controls' row
CHESTS_GAP = 0.6     # and a little more before the chests' choice
CLOSE_W = 12.0       # the Close button in the top strip
CLOSE_H = 3.8
COACH_MIN_W = 8.0    # the coach's button beside it: at least this wide ...
COACH_PAD = 2.4      # ... or its word and this much
COACH_GAP = 0.8      # between it and Close
TOP_PAD = 1.0        # the round's name: its inset in the top strip
STEP_LABEL_W = 16.0  # "Step 3 of 40" at the seek bar's right
STEP_LABEL_GAP = 1.0
MARK_OUT = 0.5       # an expedition's first step: a mark across the track, this far past it
MARK_W = 0.15
KNOB_RADIUS = 0.9    # the seek bar's knob
KNOB_EDGE_W = 0.15


class ChestsChoice(WideChoice):
    """The chests' choice: its word beside the value, or (`bare`, on a compact screen, where the
    word left the value no room) the value alone between the arrows; the word stays its spoken
    name."""

    bare = False

    def _layout_parts(self) -> None:
        if self.bare:
            super()._layout_parts()
        else:
            Choice._layout_parts(self)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.bare:
            super().draw(surface)
            return
        label, self.label = self.label, lit("")  # no word drawn beside the arrows
        try:
            super().draw(surface)
        finally:
            self.label = label


def replay_steps(events: list[Event]) -> list[int]:
    """Where each step ends: step k shows events[:steps[k]]. Step 0 is the first expedition's
    start; each later step adds one revealed card and what follows it; the last ends the game."""
    starts = [i for i, e in enumerate(events) if isinstance(e, (RoundStarted, CardRevealed))]
    return [i for i in starts[1:]] + [len(events)]


def step_rounds_and_cards(events: list[Event], steps: list[int]) -> tuple[list[int], list[int]]:
    """Per step (`replay_steps`), the expedition it shows and the cards turned up to its end."""
    rounds: list[int] = []
    cards: list[int] = []
    rnd = turned = i = 0
    for end in steps:
        for e in events[i:end]:
            if isinstance(e, RoundStarted):
                rnd = e.round
            elif isinstance(e, CardRevealed):
                turned += 1
        i = max(i, end)
        rounds.append(rnd)
        cards.append(turned)
    return rounds, cards


#: a long record gets a checkpoint of its table every this many events (a seek runs at most
#: about as many); a usual game (a few hundred events) has none and is always run from its start
CHECKPOINT_EVENTS = 2000


#: the checkpoints are built this many decisions a frame (a few ms): the viewer opens with
#: none and seeks from the start until they are there
CHECKPOINT_CHUNK = 2000

Checkpoint = tuple[int, Any, list[Any], tuple[int, ...]]


def table_checkpoints(record: GameRecord, total: int, every: int | None = None) -> list[Checkpoint]:
    """(events so far, the public view, every seat's view, the seats to decide) every `every`
    events of `record`'s game (none for a game of fewer events): taken where the table of a live
    game stands after a card is turned (every seat in the cave still to decide), which its
    `show` snaps to, as when a saved game is resumed. One more run of the record."""
    out: list[Checkpoint] = []
    for _ in checkpoint_steps(record, total, out, every):
        pass
    return out


def checkpoint_steps(record: GameRecord, total: int, out: list[Checkpoint],
                     every: int | None = None) -> Generator[None, None, None]:
    """`table_checkpoints` a piece at a time: appended to `out` as they are taken; it yields
    after every CHECKPOINT_CHUNK decisions (run it to the end for all of them)."""
    every = CHECKPOINT_EVENTS if every is None else every  # now: as when the viewer opened
    chunk = CHECKPOINT_CHUNK

    def run() -> Generator[None, None, None]:
        if total <= every:
            return
        game = record.new_game()
        count = len(game.start())
        last = 0
        for n, (seat, d) in enumerate(record.decisions, 1):
            made = game.decide(int(seat), d)
            count += len(made)
            if made and count - last >= every and not game.is_over and \
                    set(game.awaiting) == set(game.public_view().in_cave):
                out.append((count, game.public_view(), [game.view(s) for s in range(game.players)],
                            tuple(game.awaiting)))
                last = count
            if n % chunk == 0:
                yield
    return run()


def entries_per_event(events: list[Event]) -> tuple[list[Any], list[int]]:
    """The log of `events` and, per number of events n, how many of its entries the first n give."""
    out: list[Any] = []
    ends = [0]
    rnd = 0
    for e in events:
        if isinstance(e, RoundStarted):
            rnd = e.round
        out.extend(entries_of(e, rnd))
        ends.append(len(out))
    return out, ends


#: a long game's viewer is made ready (its steps and log worked out) this many events a step
PREPARE_EVENTS = 20_000

#: what the viewer works out of a game's events before it shows: `replay_steps`, then
#: `step_rounds_and_cards`, then `entries_per_event`
Prepared = tuple[list[int], list[int], list[int], list[Any], list[int]]


def prepare_steps(events: list[Event], chunk: int = PREPARE_EVENTS
                  ) -> Generator[None, None, Prepared]:
    """What `replay_steps`, `step_rounds_and_cards` and `entries_per_event` give, in one pass over
    `events` that yields every `chunk` events (its return value), so that a long game (300,000
    events: a second and a half in one piece) opens while the screen draws."""
    steps: list[int] = []
    rounds: list[int] = []
    cards: list[int] = []
    entries: list[Any] = []
    ends = [0]
    rnd = turned = 0
    started = False
    for i, e in enumerate(events):
        if isinstance(e, (RoundStarted, CardRevealed)):
            if started:  # a step ends where the next one starts (the first start ends none)
                steps.append(i)
                rounds.append(rnd)
                cards.append(turned)
            started = True
            if isinstance(e, RoundStarted):
                rnd = e.round
            else:
                turned += 1
        entries.extend(entries_of(e, rnd))
        ends.append(len(entries))
        if (i + 1) % chunk == 0:
            yield
    steps.append(len(events))
    rounds.append(rnd)
    cards.append(turned)
    return steps, rounds, cards, entries, ends


@nav.scene("replay")
class ReplayScene(Playback, Scene):
    """The viewer. `record`: a finished game's record (checked: it must replay to its result)."""
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's

    #: the viewer's own keys (by their place, on any layout; Settings -> Controls remaps them),
    #: the chests' among them; PageUp / PageDown and the gamepad's shoulders also go to the
    #: previous / next expedition
    key_screen = SCREEN_REPLAY

    @classmethod
    def prepare_steps(cls, record: GameRecord, replayed: tuple[Game, list[Event]],
                      chunk: int = PREPARE_EVENTS) -> Generator[None, None, dict[str, Any]]:
        """The viewer's arguments besides `record`, worked out a piece at a time (see
        `prepare_steps`): the screen that opens a long game runs it a piece a frame."""
        prepared = yield from prepare_steps(replayed[1], chunk)
        return {"replayed": replayed, "prepared": prepared}

    def __init__(self, app: "App", record: GameRecord, speed: float = 1.0,
                 replayed: tuple[Game, list[Event]] | None = None,
                 prepared: Prepared | None = None) -> None:
        super().__init__(app)
        self.record = record
        # `replayed`: (game, events) of checked_replay, run already (a piece a frame by the
        # screen that opens it); else run now: RecordError on a bad record
        self.game, self.events = replayed if replayed is not None else checked_replay(record)
        if prepared is None:  # (else worked out a piece a frame: `prepare_steps`)
            self.steps = replay_steps(self.events)
            # per step, its expedition and the cards turned up to it (the counter counts cards,
            # not steps: an expedition's start is a step of its own that turns no card); one
            # pass over the events, so a long record (50 expeditions of 300 cards) opens in
            # linear time
            self.rounds, self.cards = step_rounds_and_cards(self.events, self.steps)
            # the log, made once: a seek shows a prefix of it (an event's entries never change)
            self._entries, self._entry_ends = entries_per_event(self.events)
        else:
            self.steps, self.rounds, self.cards, self._entries, self._entry_ends = prepared
        self._end_scores = next((list(e.scores) for e in reversed(self.events[-8:])
                                 if isinstance(e, GameEnded)), None)
        # the checkpoints (one more run of the game) are built a piece a frame (see update);
        # until then a seek runs from the last one built, or the start
        self._checkpoints: list[Checkpoint] = []
        self._building: Generator[None, None, None] | None = checkpoint_steps(
            record, len(self.events), self._checkpoints)
        self.names = record_names(record.seats, app.loc)  # default names in today's language
        self.ruleset = self.game.ruleset
        self.pos = 0  # the step shown (or being shown)
        self.playing = False
        self.speed = speed if speed in SPEEDS else 1.0
        self.wait = 0.0
        self.finished = False  # the last step has been shown
        self.scores: list[int] | None = None  # from the GameEnded the table has shown
        self.chests = OPEN
        self.logpanel = LogPanel(app, self.names, record_viewer(record))
        self.logpanel.speaks = True  # the game watched again is heard line by line (a seek is not)
        self.table: TablePresenter = self._new_table()
        self.rects: dict[str, pygame.Rect] = {}
        self.compact = False  # laid out compactly (a larger interface size: see layout)
        self.still = theme.StillLayer(darken=40)  # the background and the panels
        g = self.group = FocusGroup(app)
        self.b_prev_round = g.add(Button(lit("«"), self.prev_round, remap.keyed(app, "replay-prev-round-tip")))
        self.b_back = g.add(Button(lit("‹"), self.step_back, remap.keyed(app, "replay-step-back-tip")))
        self.b_play = g.add(Button(lambda: "II" if self.playing else "▶", self.toggle_play, remap.keyed(app, "replay-play-tip"),
                                   style="primary"))
        self.b_forward = g.add(Button(lit("›"), self.step_forward, remap.keyed(app, "replay-step-forward-tip")))
        self.b_next_round = g.add(Button(lit("»"), self.next_round, remap.keyed(app, "replay-next-round-tip")))
        self.b_speed = g.add(Button(lambda: f"×{self.speed:g}", self.faster, "replay-speed-tip"))
        seats = [(OPEN, "replay-chests-open")] + [
            (s, lit(self.app.t("replay-chests-seat", name=n))) for s, n in enumerate(self.names)]
        self.chests_choice = g.add(ChestsChoice("replay-chests", seats, OPEN, self.set_chests, uniform=True))
        self.b_coach = g.add(Button("coach-replay-open", self.open_coach, "coach-replay-open-tip"))
        self.b_close = g.add(Button("replay-close", self.close))
        self.seek_rect = self.seek_area = pygame.Rect(0, 0, 0, 0)
        self._dragging = False
        self._round_firsts: list[int] | None = None  # the seek bar's marks
        self.seek(0)

    # ------------------------------------------------------------------ model
    @property
    def checkpoints(self) -> list[Checkpoint]:
        """Every checkpoint of the game, the rest built now if they were not yet."""
        while self._build_on():
            pass
        return self._checkpoints

    def _build_on(self) -> bool:
        """Build a piece more of the checkpoints; False once they are all there."""
        if self._building is not None and next(self._building, False) is False:
            self._building = None
        return self._building is not None

    def card_counter(self) -> tuple[int, int]:
        """(cards turned so far, cards the game turns): the counter under the table."""
        return self.cards[self.pos], self.cards[self.last]

    def _new_table(self) -> TablePresenter:
        seats = [replace(s, name=self.names[i] or s.name, colour=i if s.colour is None else s.colour)
                 for i, s in enumerate(self.record.seats)]
        table = TablePresenter(self.app, self.ruleset, seats)
        table.reduced_motion = bool(setting(self.app, "reduced_motion", False))
        table.show_round = False  # the header names the round
        self._apply_chests(table)
        return table

    def _apply_chests(self, table: TablePresenter) -> None:
        if self.chests == OPEN:
            table.viewer, table.reveal_all = None, True
        else:  # as that seat saw it: its own chest, the others only if the chests are open
            table.viewer, table.reveal_all = self.chests, False

    def _on_shown(self, e: Event) -> None:
        self.logpanel.feed(e)
        if isinstance(e, GameEnded):
            self.scores = list(e.scores)

    def _table_speed(self) -> float:
        return 0.0 if self.app.instant else self.speed

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def seek(self, k: int) -> None:
        """Show step `k` at once: the table snapped to the last checkpoint before it (or the
        start) and the events from there to the step run at once: a long record's seek costs a
        checkpoint's worth of events, not the whole game up to the step."""
        k = max(0, min(self.last, k))
        end = self.steps[k]
        table = self._new_table()
        table.speed = 0.0
        i = bisect.bisect_right(self._checkpoints, end, key=lambda c: c[0]) - 1
        start = 0
        if i >= 0:
            start, public, views, awaiting = self._checkpoints[i]
            table.table_model.show(public, views, awaiting=awaiting)
        table.push(self.events[start:end])
        self.pushed = end - start  # events run by this seek (the work it did)
        table.skip()
        table.speed = self._table_speed()
        table.on_shown = self._on_shown
        self.table = table
        self.pos = k
        self.logpanel.set_entries(self._entries[:self._entry_ends[end]])
        self.scores = self._end_scores if end == len(self.events) else None
        self.finished = k == self.last
        self.wait = 0.0

    def step_forward(self) -> None:
        """One card forward, shown with its animation (the one in progress is finished first)."""
        if self.pos >= self.last:
            self.playing = False
            return
        self.table.skip()
        self.table.push(self.events[self.steps[self.pos]:self.steps[self.pos + 1]])
        self.pos += 1
        self.wait = STEP_PAUSE

    def step_back(self) -> None:
        self.playing = False
        self.seek(self.pos - 1)

    def prev_round(self) -> None:
        rnd = self.rounds[self.pos]
        first = self.rounds.index(rnd)
        if self.pos > first:
            self.seek(first)
        elif rnd > 1:
            self.seek(self.rounds.index(rnd - 1) if (rnd - 1) in self.rounds else 0)

    def next_round(self) -> None:
        rnd = self.rounds[self.pos]
        later = [k for k, r in enumerate(self.rounds) if r > rnd]
        self.seek(later[0] if later else self.last)

    def set_speed(self, v: float) -> None:
        self.speed = v
        self.table.speed = self._table_speed()

    def set_chests(self, v: int) -> None:
        self.chests = v
        self._apply_chests(self.table)

    def open_coach(self) -> None:
        """The coach's review of the seat whose chest is shown (the first person's with the chests
        open); picking a decision there brings the viewer to that card."""
        seat = self.chests if self.chests != OPEN else None
        self.playing = False
        self.app.nav.push("coach", record=self.record, seat=seat, on_pick=self.seek_decision)

    def seek_decision(self, round_no: int, card: int) -> None:
        """Show the step at which the explorers decided with `card` cards on expedition
        `round_no`'s path (the nearest one of that expedition when there is no such step)."""
        firsts: dict[int, int] = {}
        best: int | None = None
        for k, rnd in enumerate(self.rounds):
            firsts.setdefault(rnd, k)
            if rnd == round_no and self.cards[k] - self.cards[firsts[rnd]] <= card:
                best = k
        if best is None:
            return
        self.playing = False
        self.seek(best)

    def shown_state(self) -> dict[str, Any]:
        """What the table shows (for tests)."""
        return self.table.model()

    # ------------------------------------------------------------------ scene
    def close(self) -> None:
        alone = len(self.app.scenes) == 1 and self.app.scenes.top is self
        super().close()
        if alone:  # `diamant replay --watch`: the viewer is the whole app
            self.app.quit()

    def dispose(self) -> None:
        super().dispose()
        self.table.dispose()
        self.still.forget()
        # a long game's events, log and checkpoints go now, not with the scene's cycles; what
        # its opening and its checkpoints froze (see update) is collected again
        self._building = None
        self.events, self._entries, self._checkpoints = [], [], []
        self.logpanel.set_entries([])
        gc.unfreeze()

    def default_focus(self):
        return self.b_play

    def relocalize(self) -> None:
        self.table.relocalize()
        self.chests_choice.options = [(OPEN, "replay-chests-open")] + [
            (s, lit(self.app.t("replay-chests-seat", name=n))) for s, n in enumerate(self.names)]

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        u = app.u
        self.compact = compact = lay.compact(app, size)
        screen = log_screen(app, size, round(u * (COMPACT_BAR_H if compact else BAR_H)), compact=compact)
        pad, top = screen.pad, screen.top.height
        self.rects.update(top=screen.top, table=screen.table, bar=screen.bottom, log=screen.side)
        self.logpanel.rect = self.rects["log"]
        bar = self.rects["bar"].inflate(-2 * pad, -pad)
        self.seek_area = pygame.Rect(bar.left, bar.top + round(u * SEEK_TOP), bar.width, round(u * SEEK_H))
        self.seek_rect = pygame.Rect(self.seek_area.left, self.seek_area.top,
                                     self.seek_area.width - theme.px(app, STEP_LABEL_W), self.seek_area.height)
        row_h = round(u * theme.BUTTON_H * 0.9)
        row = pygame.Rect(bar.left, bar.bottom - row_h, bar.width, row_h)
        b = round(u * theme.SMALL_BUTTON_H)
        x = row.left
        for button in (self.b_prev_round, self.b_back, self.b_play, self.b_forward, self.b_next_round,
                       self.b_speed):
            button.rect = pygame.Rect(x, row.top, b if button is not self.b_speed else round(b * 1.3), row_h)
            x = button.rect.right + round(u * CONTROL_GAP)
        x += round(u * CHESTS_GAP)
        self.chests_choice.bare = compact
        self.chests_choice.rect = pygame.Rect(x, row.top, row.right - x, row_h)
        bw = round(u * CLOSE_W)
        self.b_close.rect = pygame.Rect(w - pad - bw, (top - round(u * CLOSE_H)) // 2, bw, round(u * CLOSE_H))
        # the coach beside Close, as wide as its word (the chests' choice below keeps its room)
        coach_w = max(round(u * COACH_MIN_W), app.font(theme.FONT_BUTTON).size(app.t("coach-replay-open"))[0]
                      + round(u * COACH_PAD))
        self.b_coach.rect = pygame.Rect(self.b_close.rect.left - round(u * COACH_GAP) - coach_w,
                                        self.b_close.rect.top, coach_w, self.b_close.rect.height)

    def update(self, dt: float) -> None:
        if self._building is not None:
            self._build_on()
            # the checkpoints stay as long as the viewer: frozen for the garbage collector (a
            # full collection over a long game's objects takes a second), thawed in dispose
            gc.freeze()
        self.table.update(dt)
        if self.playing and not self.table.busy:
            self.wait -= dt * self.speed
            if self.wait <= 0:
                if self.pos >= self.last:
                    self.playing = False
                else:
                    self.step_forward()
        if self.pos >= self.last and not self.table.busy:
            self.finished = True
        self.group.update(dt)

    # ------------------------------------------------------------------ input
    def _seek_to_x(self, x: int) -> None:
        r = self.seek_rect
        if r.width > 0:
            k = round((x - r.left) / r.width * self.last)
            if k != self.pos:
                self.playing = False
                self.seek(k)

    def handle(self, event: pygame.event.Event) -> bool:
        action = pressed(event)
        if action is not None:
            # Space plays and pauses unless another button has the focus (then it is no button's
            # press: Space never confirms); the arrows stop the playing, . and , step alongside it
            if action is Action.SKIP and isinstance(self.group.focused, Button) \
                    and self.group.focused is not self.b_play:
                return False
            moves = {Action.SKIP: self.toggle_play, Action.PLAY: self.toggle_play,
                     Action.RIGHT: self.step_forward, Action.LEFT: self.step_back,
                     Action.STEP_FORWARD: self.step_forward, Action.STEP_BACK: self.step_back,
                     Action.NEXT_ROUND: self.next_round, Action.PREVIOUS_ROUND: self.prev_round,
                     Action.SCROLL_DOWN: self.next_round, Action.SCROLL_UP: self.prev_round}
            if isinstance(action, Action) and action in moves:
                if action in (Action.RIGHT, Action.LEFT):
                    self.playing = False
                moves[action]()
                return True
            if action is Action.MORE:
                self.set_speed(SPEEDS[min(len(SPEEDS) - 1, SPEEDS.index(self.speed) + 1)])
                return True
            if action is Action.LESS:
                self.faster(-1)
                return True
            if action is actions.CHESTS:
                opts = [v for v, _ in self.chests_choice.options]
                nxt = opts[(opts.index(self.chests) + 1) % len(opts)]
                self.chests_choice.set(nxt, notify=False)
                self.set_chests(nxt)
                return True
            if action is Action.FIRST:
                self.playing = False
                self.seek(0)
                return True
            if action is Action.LAST:
                self.playing = False
                self.seek(self.last)
                return True
            if action in (Action.BACK, Action.ERASE):
                self.close()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.seek_rect.inflate(0, self.seek_rect.height).collidepoint(event.pos):
            self._dragging = True
            self._seek_to_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._seek_to_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        if self.logpanel.handle(event, keys=False):
            return True
        return self.group.handle(event)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.still.get(self.app, surface.get_size(),
                                    [(self.rects["bar"], 200), (self.rects["log"], 215)]), (0, 0))
        self._draw_top(surface)
        self.table.draw(surface, self.rects["table"])
        self._draw_seek(surface)
        self.logpanel.draw(surface)
        self.group.draw(surface)

    def covered(self) -> None:  # a scene over it: its layer is made again when it shows
        self.still.forget()

    def _draw_top(self, surface: pygame.Surface) -> None:
        app = self.app
        top = self.rects["top"]
        pad = theme.px(app, TOP_PAD)
        left = pygame.Rect(pad, 0, top.width // 3, top.height)
        rnd = max(1, self.table.round or self.rounds[self.pos] or 1)
        heading = app.t("round-of", round=rnd, total=self.ruleset.rounds)
        edition = app.t(f"edition-{self.ruleset.edition.value}")
        chests = app.t("chests-secret" if self.ruleset.secret_chests else "chests-open")
        line = f"{app.t('replay-title')} · {edition} · {chests}"
        deck = app.t("deck-count", count=self.table.deck_size)
        if self.compact:
            self._draw_top_compact(surface, heading, line, deck)
            return
        shown = theme.draw_text(surface, app, heading, left,
                                theme.FONT_HEADING * 0.8, theme.GOLD, bold=True, align="left", shadow=True)
        # the deck's count at the right, before the buttons, in the room its widest count takes;
        # the game's line between it and the round's name
        deck_w = app.font(theme.FONT_BODY).size(app.t("deck-count", count=88))[0]
        right = pygame.Rect(self.b_coach.rect.left - 2 * pad - deck_w, 0, deck_w, top.height)
        mid = pygame.Rect(shown.right + 2 * pad, 0, max(1, right.left - shown.right - 4 * pad), top.height)
        theme.draw_text(surface, app, line, mid, theme.FONT_SMALL, theme.TEXT_DIM)
        theme.draw_text(surface, app, deck, right, theme.FONT_BODY, theme.TEXT, align="right")

    def _draw_top_compact(self, surface: pygame.Surface, heading: str, line: str, deck: str) -> None:
        """The top line with little room: the round's name in full, then the deck's count and
        the game's line, each only where it fits whole (the table's deck shows its count too)."""
        app = self.app
        top = self.rects["top"]
        pad = theme.px(app, TOP_PAD)
        right = self.b_coach.rect.left - 2 * pad
        size = theme.FONT_HEADING * 0.8
        tw = min(app.font(size, bold=True).size(heading)[0] + pad, right - pad)
        theme.draw_text(surface, app, heading, pygame.Rect(pad, 0, tw, top.height), size, theme.GOLD,
                        bold=True, align="left", shadow=True)
        x = pad + tw + 2 * pad
        for text, size, colour in ((deck, theme.FONT_BODY, theme.TEXT), (line, theme.FONT_SMALL, theme.TEXT_DIM)):
            w = app.font(size).size(text)[0] + pad
            if x + w <= right:
                theme.draw_text(surface, app, text, pygame.Rect(right - w, 0, w, top.height), size, colour,
                                align="right")
                right -= w + 2 * pad

    def _draw_seek(self, surface: pygame.Surface) -> None:
        app = self.app
        r = self.seek_area
        label_w = r.width - self.seek_rect.width
        track = pygame.Rect(r.left, r.centery - max(2, r.height // 6), self.seek_rect.width, max(4, r.height // 3))
        pygame.draw.rect(surface, (30, 22, 16), track, border_radius=track.height // 2)
        k = self.pos / max(1, self.last)
        done = track.copy()
        done.width = round(track.width * k)
        if done.width:
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=track.height // 2)
        # expedition marks (each expedition's first step, found once: a long game has thousands)
        if self._round_firsts is None:
            firsts: dict[int, int] = {}
            for k, rnd in enumerate(self.rounds):
                firsts.setdefault(rnd, k)
            self._round_firsts = [firsts[r] for r in sorted(firsts)]
        for first in self._round_firsts:
            x = track.left + round(track.width * first / max(1, self.last))
            pygame.draw.line(surface, theme.TEXT_DIM, (x, track.top - theme.px(app, MARK_OUT)),
                             (x, track.bottom + theme.px(app, MARK_OUT)), max(1, theme.px(app, MARK_W)))
        knob = (track.left + done.width, track.centery)
        rad = max(5, theme.px(app, KNOB_RADIUS))
        pygame.draw.circle(surface, theme.HIGHLIGHT if self._dragging else theme.GOLD, knob, rad)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, rad, max(1, theme.px(app, KNOB_EDGE_W)))
        step, total = self.card_counter()
        text = app.t("replay-step", step=step, total=total)
        theme.draw_text(surface, app, text, pygame.Rect(track.right + theme.px(app, STEP_LABEL_GAP), r.top,
                        label_w - theme.px(app, STEP_LABEL_GAP), r.height), theme.FONT_SMALL, theme.TEXT, align="right")
