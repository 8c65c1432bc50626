"""The Diamonds Club play scene, "club-table": a whole game at this screen.

    app.nav.reset("club-table", setup=ClubSetup(...))   # a new game
    app.nav.reset("club-table", saved=<dict>)            # the autosave, resumed

The scene holds a ClubSession (the game, the bots on their worker thread, the autosave) and
shows one step at a time: the pieces of an action fly (table_motion), then the table shows the
state after it (table_view). A person buys by clicking a free space (or moving over the grid
with the arrow keys and pressing Enter), builds by clicking a price tile or Build; the gems
phase, the building dialog, the round summary and the final scoring are other scenes, opened by
name ("club-gems", "club-build", "club-round-end", "club-scoring": CLUBSCREENS.md).
"""
from __future__ import annotations

import logging
import random
from collections import deque
from functools import partial
from typing import Any, Callable

import pygame

from diamant.ui import nav, remap, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import ModalScene, Scene
from diamant.ui.speech import Priority
from diamant.ui.widgets import Button, Widget
from diamant.games.club import RulesError
from diamant.games.club.screens import table_keys
from diamant.games.club.screens.table_dialogs import _forced_gems
from diamant.games.club.data import PRICE_TILES, ROWS
from diamant.games.club.log import render

from .names import shown_names
from .session import ClubSession, Step, round_events
from .setup import ClubSetup
from .table_dialogs import TableDialogs
from .table_flights import fly_step
from .table_layout import TableLayout, make_layout
from . import table_speech as speech_words
from .table_motion import Motion
from .table_spots import Hotspot
from .table_storage import storage_save, store_finished
from .table_view import COLOUR_RGB, TableView
from .table_words import (BONUS_CARDS, bonus_tip, goods_tip, park_tip, price_tip, seat_tip, space_name,
                          space_tip, track_tip, turn_tip, buy_reason)
from .tokens import TITLE_H

log = logging.getLogger(__name__)

SKIP_PACE = 8.0  # "skip": the bots' turns until a person is to move, this much faster
END_PAUSE = 1.2  # seconds between the game's last action and the final scoring
SUMMARY_ACTIONS = (Action.SUMMARY_1, Action.SUMMARY_2, Action.SUMMARY_3, Action.SUMMARY_4, Action.REPEAT)
# the track choice's layout, in units
CHOICE_PAD = 2          # its title's and its buttons' inset at the sides ...
CHOICE_ROOM = 4         # ... so they are this much narrower than the panel
CHOICE_TITLE_TOP = 1.5  # from the panel's top to the title
CHOICE_BUTTONS_TOP = 2  # from the title to the tracks' buttons
CANCEL_W = 18
CANCEL_BOTTOM = 1.5     # from Cancel to the panel's foot
LOG_PAGE = 4            # PageUp / PageDown scroll the log this many lines
LOG_WHEEL = 2           # and one notch of the mouse wheel this many
LOG_KEEP = 14           # the log keeps at least this many last lines (more if its panel shows more)


def _play_again(app: Any, seats: Any) -> None:
    """Another game with the same seats (a new seed), in place of the scores."""
    new_seed = app.new_seed
    seed = new_seed() if new_seed is not None else random.randrange(2**31)
    app.nav.reset("club-table", setup=ClubSetup(seats, seed))


@nav.scene("club-table")
class ClubTableScene(TableDialogs, Scene):
    ambience = None  # the club has no ambience: silence under its screens (no cave)
    in_game = True
    game_id = "club"  # the shell's registry id: the pause menu offers this game's rules
    #: the spoken summaries (by the key's place; Settings -> Controls remaps them): your coins,
    #: tokens and gems; the market; the price tiles; the parks; and say again
    key_screen = table_keys.SCREEN_TABLE

    def game_session(self) -> "ClubSession":
        return self.session

    def caption_area(self) -> pygame.Rect | None:
        """Captions of sounds: over the log's older lines (its newest, at the bottom, stay seen)."""
        return self.L.log.inflate(0, -self.L.log.height // 2).move(0, -self.L.log.height // 4) if self.L else None

    def __init__(self, app, setup: ClubSetup | None = None, saved: dict[str, Any] | None = None,
                 session: ClubSession | None = None):
        super().__init__(app)
        save = storage_save(app)
        kw: dict[str, Any] = {"save": save, "executor": app.bot_executor}
        if session is None:
            if saved is not None:
                session = ClubSession.from_saved(saved, **kw)
                if session.seats_changed:
                    session.write_save()
            elif setup is not None:
                session = ClubSession.new(setup, **kw)
                session.write_save()
            else:
                raise ValueError("the club table needs a setup or a saved game")
        self.session = session
        session.rename(shown_names(app.loc, session.setup.seats))  # default names: today's language
        self.view = TableView(app)
        self.motion = Motion(app)
        self.shown: dict[str, Any] = session.state()
        self.log_len = len(session.log)
        self.queue: deque[Step] = deque()
        self.flying: Step | None = None  # the step whose pieces fly now (the rules open at its phase)
        self.front = self._front_of(self.shown)
        #: another player's park shown big in the compact layout (a click on their summary),
        #: until the turn passes or the player's own summary is clicked
        self.peek: int | None = None
        self.L: TableLayout | None = None
        self.skipping = False
        self.asked: tuple[int, int] | None = None  # (seat, action count) a person was last asked at
        self.announced: int | None = None
        self.last_mover: int | None = None
        self.ended = False  # the final scoring was opened (or shown here)
        self.status_note = ""  # why the last click did nothing
        self._log_cache: tuple[Any, list[tuple[str, str]]] | None = None
        self._log_next: tuple[Any, list[tuple[str, str]]] | None = None  # the next step's
        self.log_back = 0  # the log scrolled back by this many lines (0: its newest lines)
        self.resumed = saved is not None
        # a new game's first lines (the market laid out) are said once the table shows
        self.opening_said = self.resumed
        self.reopen = saved is not None  # open again what was open over the table when it was saved
        g = self.group
        self.pass_button = g.add(Button("club-table-pass", self._pass, "club-table-pass-tip"))
        self.build_button = g.add(Button("club-table-build", lambda: self._build(None), "club-table-build-tip",
                                         style="primary"))
        self.skip_button = g.add(Button("club-table-skip", self._skip, "club-table-skip-tip"))
        # the gems panel again, after Escape closed it (in Build's place: no building then)
        self.gems_button = g.add(Button("club-table-sell", self._open_gems, "club-table-sell-tip",
                                        style="primary"))
        self.menu_button = g.add(Button("club-table-menu", app.open_pause, remap.keyed(app, "club-table-menu-tip")))
        self.rules_button = g.add(Button("club-table-rules", self._rules, "club-table-rules-tip"))
        # the compact layout's (a larger interface size): the bonus cards and the turn track it left out
        self.board_button = g.add(Button("club-table-board", self._open_board, "club-table-board-tip"))
        self.board_button.visible = False
        self.spaces = [Hotspot(partial(self._space_tip, i), partial(self._click_space, i), self._arrow)
                       for i in range(ROWS * 2 * session.players)]
        self.price_spots = [Hotspot(partial(self._price_tip, t), partial(self._build, t))
                            for t in range(len(PRICE_TILES))]
        self.bonus_spots = [Hotspot(partial(self._tip, bonus_tip, c)) for c in BONUS_CARDS]
        self.turn_spot = Hotspot(lambda: turn_tip(app.loc, self.shown, self.session.names))
        self.park_spots: dict[tuple[int, str], Hotspot] = {}
        for p in range(session.players):
            self.park_spots[p, "board"] = Hotspot(partial(self._tip, park_tip, p))
            self.park_spots[p, "goods"] = Hotspot(partial(self._tip, goods_tip, p))
            self.park_spots[p, "panel"] = Hotspot(partial(self._tip, seat_tip, p))
            for t in range(3):
                self.park_spots[p, f"track{t}"] = Hotspot(partial(self._track_tip, p, t))
        for w in self.spaces + self.price_spots + self.bonus_spots + [self.turn_spot] + list(self.park_spots.values()):
            g.add(w)

    # --- what is shown ----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.session.is_over

    def _front_of(self, state: dict[str, Any]) -> int:
        p = state.get("to_move")
        if isinstance(p, int):
            return p
        return getattr(self, "front", 0)

    def _person(self) -> int | None:
        """The person to move, once the table has caught up with the game (None otherwise: also
        while a dialog's actions are played but not yet taken from the session)."""
        if self.queue or self.motion.busy or self.session.steps:
            return None
        return self.session.human_to_move()

    def _legal(self) -> list[str]:
        return self.session.game.legal() if self._person() is not None else []

    def _offers(self) -> frozenset[str]:
        out = set()
        for a in self._legal():
            parts = a.split()
            if parts[0] in ("buy", "build"):
                out.add(parts[1].split(":")[0])  # "any:fountain" is an offer of the "any" price tile
        return frozenset(out)

    def status(self) -> str:
        """The line under the market. The one person playing bots is spoken to as the log and
        the turn banner speak to them ("-you": no name, whatever they are called); with several
        people at the screen (hot seat) the one whose turn it is is named, as in the log."""
        loc = self.app.loc
        names = self.session.names
        if self.session.is_over and not self.queue:
            return loc.t("club-table-status-over")
        you = self.session.viewer
        p = self._person()
        if p is not None:
            if self.status_note:
                return self.status_note
            return loc.t(f"club-table-status-{self.shown['phase']}" + ("-you" if p == you else ""),
                         who=names[p])
        mover = self.shown.get("to_move")
        if isinstance(mover, int):
            return loc.t("club-table-status-wait" + ("-you" if mover == you else ""), who=names[mover])
        return ""

    # --- layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        L = make_layout(size, self.app.u, self.session.players, self.front if self.peek is None else self.peek)
        if self.peek is not None and not L.compact:  # 100 % again: no summary to click back there
            self.peek = None
            L = make_layout(size, self.app.u, self.session.players, self.front)
        self.L = L
        self.pass_button.rect, self.build_button.rect, self.skip_button.rect = L.buttons
        # shown alone in its phase: it takes Build's place and Skip's, its longer words ("Sell
        # sets…") squeezed into one third of the row on the smallest canvas
        self.gems_button.rect = L.buttons[1].union(L.buttons[2])
        self.menu_button.rect = L.menu
        self.rules_button.rect = L.rules
        self.board_button.rect = L.board_button.copy()
        self.board_button.visible = bool(L.board_button.width)
        for spot, rect in zip(self.spaces, L.spaces):
            spot.rect = rect.copy()
        for spot, rect in zip(self.price_spots, L.prices):
            spot.rect = rect.copy()
        for i, spot in enumerate(self.bonus_spots):  # collapsed in the compact layout: none
            spot.rect = L.bonus[i].copy() if i < len(L.bonus) else pygame.Rect(0, 0, 0, 0)
        self.turn_spot.rect = L.turn.copy()
        for p in range(self.session.players):
            park = L.parks[p]
            # the compact layout's summary of another park: a click (or Enter) shows it big
            self.park_spots[p, "panel"].on_click = partial(self._peek, p) if park.summary else None
            if park.big:
                self.park_spots[p, "board"].rect = park.board.copy()
                self.park_spots[p, "goods"].rect = park.gems.union(park.tokens)
                self.park_spots[p, "panel"].rect = pygame.Rect(0, 0, 0, 0)
                for t in range(3):
                    self.park_spots[p, f"track{t}"].rect = park.tracks[t].copy()
            else:
                self.park_spots[p, "panel"].rect = park.panel.copy()
                for key in ("board", "goods", "track0", "track1", "track2"):
                    self.park_spots[p, key].rect = pygame.Rect(0, 0, 0, 0)
        self._sync_buttons()

    def _relayout_for(self, state: dict[str, Any]) -> None:
        front = self._front_of(state)
        if front != self.front:
            self.front = front
            self.peek = None  # the next player's park comes big, as without a peek
            self.layout(self.app.size)

    def _open_board(self) -> None:
        """The bonus cards and the turn track, big, in a panel over the table."""
        self.app.nav.push("club-table-board", players=self.session.players, state=lambda: self.shown,
                          names=self.session.names, colours=self.session.colours, view=self.view)

    def _peek(self, seat: int) -> None:
        """The compact layout: another player's park big in the place of the one shown (their
        own summary clicked again, the park of the player to move comes back)."""
        self.peek = None if seat == self.front else seat
        self.layout(self.app.size)
        spot = self.park_spots.get((self.front if self.peek is None else self.peek, "board"))
        if spot is not None and self.group.focused in [w for (q, _), w in self.park_spots.items() if q == seat]:
            self.group.focus(spot, keyboard=True)  # the keyboard stays on the park it asked for

    def _sync_buttons(self) -> None:
        p = self._person()
        legal = self._legal()
        phase = self.shown["phase"]
        self.pass_button.visible = p is not None and phase in ("buy", "build") and "pass" in legal
        self.build_button.visible = p is not None and phase == "build"
        self.build_button.enabled = any(a.startswith("build") for a in legal)
        self.gems_button.visible = p is not None and phase == "gems" and self._has("club-gems")
        mover = self.shown.get("to_move")
        bot_moves = isinstance(mover, int) and not self.session.is_human(mover)
        self.skip_button.visible = not self.session.is_over and p is None and not self.skipping and bot_moves
        for spot in self.spaces:
            spot.enabled = True

    def default_focus(self) -> Widget | None:
        """Where a person's turn puts the keyboard: never on Pass, where one stray Enter (the one
        that closed the round's summary, say) gave up a whole phase. Buying: the first space on
        offer; building: Build (its dialog can be cancelled); otherwise nothing."""
        if self._person() is None:
            return None
        phase = self.shown["phase"]
        if phase == "build" and any(a.startswith("build") for a in self._legal()):
            return self.build_button
        if phase == "buy":
            offers = self._offers()
            return next((s for i, s in enumerate(self.spaces) if space_name(i) in offers), None)
        return None

    def _stale(self, focused: Widget) -> bool:
        """The focus is where this phase does nothing: a market space while building (the
        last space bought, where the phase ended by itself with the coins spent), a price tile
        while buying. Enter did nothing there; the turn's own place is taken instead."""
        phase = self.shown["phase"]
        return (focused in self.spaces and phase != "buy") or (focused in self.price_spots and phase != "build")

    # --- frame ------------------------------------------------------------------------------
    def frame_interval(self) -> float | None:
        if self.motion.busy or self.queue:
            return 0.0
        if self.session.is_over or self._person() is not None or self._dialog_open():
            # the turn banner stands still: one more frame when it goes
            return max(0.05, self.motion.banner_left) if self.motion.banner is not None else None
        return 0.0  # a bot is thinking: its answer is looked for every frame

    def _dialog_open(self) -> bool:
        return not self.is_top

    def speed(self) -> float:
        s = float(getattr(self.app.settings, "animation_speed", 1.0) or 0.0)
        return s * (SKIP_PACE if self.skipping else 1.0)

    def update(self, dt: float) -> None:
        speed = self.speed()
        self.motion.speed = speed
        self.session.speed = speed if speed > 0 else 0.0
        self.motion.update(dt)
        self.group.update(dt)
        self.session.update(dt, ready=not self.motion.busy and not self.queue and self.is_top)
        self.queue.extend(self.session.take_steps())
        if self.session.warnings:
            for w in self.session.warnings:
                key = getattr(w, "key", None)  # a Notice: its message in the player's language
                self.app.show_message(self.app.t(key) if key else w, kind="warning")
            self.session.warnings.clear()
        if not self.motion.busy and self.queue and self.is_top:
            self._start(self.queue.popleft())
        if self.reopen and not self.motion.busy and not self.queue and self.is_top:
            self.reopen = False
            self._reopen()
        if not self.motion.busy and not self.queue and self.is_top:
            self._person_turn()
        self._sync_buttons()

    def _start(self, step: Step) -> None:
        """Fly the pieces of one action (table_flights); the table shows the state after it when
        they land."""
        self.last_mover = step.seat
        self.flying = step
        if step.after.get("to_move") != self.announced:
            self.motion.banner = None  # the turn it named is taken: it must not name the next mover
        assert self.L is not None
        delay = fly_step(self.motion, self.view, self.L, step, self.session.colours, self.app.u)
        self.motion.later(delay + (0.15 if delay else 0.0), lambda: self._landed(step))
        self._ahead(step)

    def _ahead(self, step: Step) -> None:
        """The words the table shows once `step` lands (its log lines, the top line), worded now
        and rendered by the view in a frame while the pieces fly: the frame the action lands in
        only draws them."""
        lines = self._log_lines(step.log_len)
        mover = step.after.get("to_move")
        status = ""
        if isinstance(mover, int) and not self.session.is_human(mover):
            status = self.app.loc.t("club-table-status-wait", who=self.session.names[mover])
        assert self.L is not None
        self.view.ahead(self.L, step.after, status, lines)

    def _landed(self, step: Step) -> None:
        self.flying = None
        round_end = None
        ended = [ev for ev in step.events if ev.type == "round-ended"]
        if ended:
            # from the whole game's events: a game resumed mid-round still sums up all its round
            every = self.session.events
            end = next(i for i in range(len(every) - 1, -1, -1) if every[i] is ended[-1])
            round_end = round_events(every, end)
        over = any(ev.type == "game-ended" for ev in step.events)
        self._say_log(self.log_len, step.log_len)
        self.log_len = step.log_len
        self.log_back = 0  # new lines: the log shows them
        if round_end is not None and self._has("club-round-end"):
            # the table stays as the round left it (the last action was a pass) under the summary
            self._round_end(round_end, step.after)
            return
        self._show(step.after)
        if over:
            self.motion.later(END_PAUSE, self._game_over)

    def _show(self, state: dict[str, Any]) -> None:
        self.shown = state
        self._relayout_for(state)

    def _game_over(self) -> None:
        if self.ended:
            return
        self.ended = True
        sess = self.session
        sess.close()
        store_finished(self.app, sess.to_saved())
        self.app.game_over_seen = True
        if self._has("club-scoring"):
            # the callbacks hold the app and the seats, not this scene (it leaves for good)
            app = self.app
            self.app.nav.replace("club-scoring", game=sess.game, names=sess.names, colours=sess.colours,
                                 on_again=partial(_play_again, app, sess.setup.seats),
                                 on_title=partial(app.nav.reset, "title"), people=sess.humans)

    # --- a person's turn ----------------------------------------------------------------------
    def _person_turn(self) -> None:
        p = self.session.human_to_move()
        if p is None:
            return
        self.skipping = False
        key = (p, len(self.session.game.actions))
        if self.asked == key:
            return
        self.asked = key
        self.status_note = ""
        self._relayout_for(self.shown)
        focused = self.group.focused
        if focused is None or focused is self.pass_button or not focused.can_focus or self._stale(focused):
            target = self.default_focus()
            if target is not None:
                self.group.focus(target)
        game = self.session.game
        legal = game.legal()
        phase = self.shown["phase"]
        # what the screen plays itself comes before the banner: "Your turn" over a turn already
        # taken stayed up while the next player moved
        if legal == ["pass"] and phase in ("buy", "build"):
            self._play("pass")  # nothing else to do: the rules let the screen play it
            return
        forced = _forced_gems(game) if phase == "gems" else None
        if forced is not None:
            for a in forced:
                self._play(a)
            return
        if self.announced != p or self.last_mover != p:
            # the one person playing bots is addressed as the log does ("Your turn"), not by name
            banner = "club-table-your-turn-you" if p == self.session.viewer else "club-table-your-turn"
            self.motion.show_banner(self.app.t(banner, who=self.session.names[p]),
                                    COLOUR_RGB[self.session.colours[p]])
            if self.app.speech.active:  # a new turn: what was said before it is old chatter
                # the status line names the turn and what to do ("Your turn: click a free space...")
                self.app.speech.say(self.status() or self.app.t(banner, who=self.session.names[p]),
                                    Priority.TURN)
        self.announced = p
        if phase == "gems":
            if self._has("club-gems"):
                self._open_gems()
            else:
                self._play(legal[-1] if legal[-1].startswith("keep") else legal[0])

    def _open_gems(self) -> None:
        p = self._person()
        if p is None or self.shown["phase"] != "gems":
            return
        self._set_open("gems")
        self.app.nav.push("club-gems", game=self.session.game.copy(), seat=p, names=self.session.names,
                          on_done=self._gems_done)

    def _play(self, action: str) -> bool:
        try:
            self.session.play(action)
        except RulesError as exc:
            log.warning("the table could not play %r: %s", action, exc)
            self.status_note = str(exc)
            return False
        self.status_note = ""
        return True

    def _click_space(self, i: int) -> None:
        p = self._person()
        if p is None or self.shown["phase"] != "buy":
            return
        name = space_name(i)
        legal = self._legal()
        options = [a for a in legal if a.split()[:2] == ["buy", name]]
        if not options:
            self.status_note = buy_reason(self.app.loc, self.shown, p, i, legal, self.session.names) or ""
            self.app.speech.say(self.status_note, Priority.ASKED)  # why nothing happened
            return
        if len(options) == 1:
            self._play(options[0])
            return
        self.app.nav.push("club-track-choice", options=options, on_pick=self._play)

    def _pass(self) -> None:
        if self._person() is not None and "pass" in self._legal():
            self._play("pass")

    def _skip(self) -> None:
        self.skipping = True
        self.motion.finish()

    def _arrow(self, spot: Hotspot, dx: int, dy: int) -> bool:
        i = self.spaces.index(spot)
        col, row = divmod(i, ROWS)
        col, row = col + dx, row + dy
        if not (0 <= row < ROWS and 0 <= col < len(self.spaces) // ROWS):
            return False
        self.group.focus(self.spaces[col * ROWS + row], keyboard=True)
        return True

    def _space_tip(self, i: int) -> str:
        p = self._person()
        return space_tip(self.app.loc, self.shown, i, p, self._legal(), self.session.names, p is not None)

    def _price_tip(self, t: int) -> str:
        p = self._person()
        can = PRICE_TILES[t] in self._offers()  # the "any" tile's offers: "build any:<object>"
        return price_tip(self.app.loc, self.shown, t, self.shown.get("to_move"), self.session.names,
                         p is not None, can)

    def _tip(self, fn: Callable[..., str], what: Any) -> str:
        return fn(self.app.loc, self.shown, what, self.session.names)

    def _track_tip(self, p: int, t: int) -> str:
        return track_tip(self.app.loc, self.shown, p, t, self.session.names)

    # --- input ------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self.opening_said:
            self.opening_said = True
            self._say_log(0, self.log_len)

    def _say_log(self, start: int, end: int) -> None:
        """The log's new lines, said as the table shows them (diamant.ui.speech)."""
        speech = self.app.speech
        if not speech.active:
            return
        names = self.session.names
        for e in self.session.log[start:end]:
            speech.say(render(e, self.app.loc, names, self.session.viewer),
                       Priority.TURN if e.tone == "title" else Priority.EVENT)

    def speak_summary(self, action: Action) -> None:
        """A summary key: your goods, the market, the price tiles, the parks."""
        loc, state, names = self.app.loc, self.shown, self.session.names
        you = self._person()
        if you is None:
            you = self.session.viewer
        if action is Action.SUMMARY_1:
            text = speech_words.goods_summary(loc, state, you, names)
        elif action is Action.SUMMARY_2:
            text = speech_words.market_summary(loc, state, names)
        elif action is Action.SUMMARY_3:
            text = speech_words.prices_summary(loc, state, you, names)
        elif action is Action.SUMMARY_4:
            text = speech_words.parks_summary(loc, state, you, names)
        else:
            text = self.app.speech.last
        self.app.speech.say(text, Priority.ASKED)

    def handle(self, event: pygame.event.Event) -> bool:
        action = pressed(event)
        if isinstance(action, Action) and action in SUMMARY_ACTIONS:
            self.speak_summary(action)
            return True
        if pressed(event) is Action.SKIP:
            self.motion.finish()
            self.motion.banner = None
            return True
        if action in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self._scroll_log(LOG_PAGE if action is Action.SCROLL_UP else -LOG_PAGE)
            return True
        if event.type == pygame.MOUSEWHEEL and event.y:  # nothing else on the table scrolls
            self._scroll_log(LOG_WHEEL * event.y)
            return True
        if action in (Action.FIRST, Action.LAST):
            return self._jump(first=action is Action.FIRST)
        if event.type == pygame.MOUSEBUTTONDOWN and self.motion.banner is not None:
            self.motion.banner = None  # a click clears the banner and goes on to the table
        return self.group.handle(event)

    def _scroll_log(self, lines: int) -> None:
        """Back into the log (lines > 0) or forward to its newest line: in hot seat more lines
        pass between one's turns than the panel shows."""
        self.log_back = max(0, min(self.log_len - 1, self.log_back + lines))

    # --- drawing ------------------------------------------------------------------------------
    def _log_lines(self, upto: int | None = None) -> list[tuple[str, str]]:
        """The log's last lines up to entry `upto` (default: what the table shows now). The lines
        of the next step, worded ahead (`_ahead`), are kept for when it lands."""
        now = upto is None or upto == self.log_len
        upto = self.log_len if upto is None else upto
        end = max(0, upto - self.log_back) if now else upto  # scrolled back: older lines
        # as many as the panel shows (a tall window's, many more), at least the LOG_KEEP last
        keep = max(LOG_KEEP, self.view.log_rows(self.L)) if self.L is not None else LOG_KEEP
        entries = self.session.log[max(0, end - keep):end]
        key = (self.app.lang, upto, end, len(entries))
        made = next((c for c in (self._log_cache, self._log_next) if c is not None and c[0] == key), None)
        if made is None:
            names = self.session.names
            made = (key, [(render(e, self.app.loc, names, self.session.viewer), e.tone) for e in entries])
        # the lines shown stay the same list while they show (the view compares it by identity)
        if upto == self.log_len:
            self._log_cache = made
        else:
            self._log_next = made
        return made[1]

    def draw(self, surface: pygame.Surface) -> None:
        if self.L is None or self.L.size != surface.get_size():
            self.layout(surface.get_size())
        L = self.L
        assert L is not None
        p = self._person()
        still = self.view.still(self.shown, L, self.session.names, self.session.colours,
                                self._offers(), self.status(), p is not None, self._log_lines())
        surface.blit(still, (0, 0))
        self.motion.draw(surface, L.banner)
        self.group.draw(surface)

    def relocalize(self) -> None:
        self.session.rename(shown_names(self.app.loc, self.session.setup.seats))
        self.view.forget()
        self._log_cache = self._log_next = None

    def covered(self) -> None:
        # hidden under an opaque scene: the pictures go, and the art worker stops
        self.view.forget()
        self.view.close()

    # A dialog over the table (leave without covered) keeps the art worker: closing it there
    # made the dialog's first frame plan the table's art again (10 ms at 1920x1080) and left
    # the round summary's art, warmed for that very frame, unplanned.

    def dispose(self) -> None:
        """Left for good: the bots stop (the game was saved after its last action) and the
        table's pictures and flights go."""
        super().dispose()
        self.session.close()
        self.view.close()
        self.view.forget()
        self.motion.animator.clear()
        self.motion.sparks.clear()
        self._log_cache = None


@nav.scene("club-track-choice")
class TrackChoice(ModalScene):
    """A "?" space: which track the step goes down (forest, technology, money)."""

    panel_units = (46.0, 26.0)

    def __init__(self, app, options: list[str], on_pick: Callable[[str], Any]):
        super().__init__(app)
        self.on_pick = on_pick
        self.buttons = []
        for a in options:
            track = a.split()[-1]
            self.buttons.append(self.group.add(Button(f"club-table-track-{track}-button",
                                                      partial(self._pick, a),
                                                      f"club-table-track-{track}-tip")))
        self.cancel_button = self.group.add(Button("club-table-cancel", self.close))

    def _pick(self, action: str) -> None:
        self.close()
        self.on_pick(action)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        self.title_rect = pygame.Rect(panel.left + round(CHOICE_PAD * u), panel.top + round(CHOICE_TITLE_TOP * u),
                                      panel.width - round(CHOICE_ROOM * u), round(TITLE_H * u))
        bh = round(theme.BUTTON_H * u)
        row = pygame.Rect(panel.left + round(CHOICE_PAD * u), self.title_rect.bottom + round(CHOICE_BUTTONS_TOP * u),
                          panel.width - round(CHOICE_ROOM * u), bh)
        for b, r in zip(self.buttons, theme.row(row, len(self.buttons), round(u))):
            b.rect = r
        self.cancel_button.rect = pygame.Rect(0, 0, round(CANCEL_W * u), bh)
        self.cancel_button.rect.midbottom = (panel.centerx, panel.bottom - round(CANCEL_BOTTOM * u))

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        theme.heading(surface, self.app, self.app.t("club-table-track-choice"), self.title_rect)
