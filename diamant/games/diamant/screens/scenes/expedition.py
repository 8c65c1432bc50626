"""The expedition: the table (TABLE's TablePresenter) and around it the decision cards, the log in
words, the deck count, the round, the learning aid and the hot-seat hand-over.

The scene holds no rules: it plays the session's events on the table (one by one, so the log and
the sounds follow what is shown) and sends the humans' decisions to the session. Decisions are
accepted only when the table has shown every event (the state on screen is the game's state).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from diamant.ui import nav, theme
from diamant.games.diamant.screens import expedition_layout as lay
from diamant.games.diamant.screens.flow import _save_settings, anim_speed, release_session, setting
from diamant.games.diamant.screens import actions
from diamant.ui.input import Action, pressed
from diamant.ui.speech import Priority
from diamant.games.diamant.screens import speech_summaries as summaries
from diamant.games.diamant.screens.logpanel import LogPanel
from diamant.games.diamant.screens.expedition_draw import ExpeditionDrawing
from diamant.games.diamant.screens.countdown import FRAME, STILL_FRAME, CountdownVoice
from diamant.ui.scene import Scene
from diamant.games.diamant.screens.table import TablePresenter
from diamant.ui.widgets import Button, Choice, FocusGroup, lit
from diamant.games.diamant.engine import (Decision, DecisionsRequested, DecisionsRevealed, Disaster, Event,
                            GameEnded, RoundEnded, RoundStarted)
from diamant.games.diamant.engine.odds import Odds
from diamant.games.diamant.logbook import record_entries, viewer_of
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.games.diamant.screens.lesson import Lesson, LessonSetup
    from diamant.games.diamant.screens.session import GameSession

SPECTATOR_SPEEDS = (0.5, 1.0, 2.0, 4.0)
WATCH_PACE = 2.0  # the humans have all left the cave: the bots' turns play this much faster
SKIP_PACE = 8.0  # "skip to camp": the rest of the expedition at this pace, nothing decided for anyone
# seconds after the hand-over curtain lifts (or a saved game comes back) in which a confirm (Enter,
# gamepad A, a click) decides nothing: a second press meant for the curtain or a dialog must not
# choose on cards the player has not seen yet (C and L, asked for by name, still decide)
CONFIRM_GUARD = 0.4
AID_HEIGHT = 23.5  # the odds panel under the log, in u: a title, six lines and the traps' chips
SUMMARY_ACTIONS = (Action.SUMMARY_1, Action.SUMMARY_2, Action.SUMMARY_3, Action.SUMMARY_4, Action.REPEAT)


# -------------------------------------------------------------------------------------------------
# the table presenter
def make_table(app: "App", session: "GameSession") -> TablePresenter:
    table = TablePresenter(app, session.game.ruleset, session.infos, theme=session.theme)
    table.speed = anim_speed(app)
    table.reduced_motion = bool(setting(app, "reduced_motion", False))
    table.show_round = False  # the scene's header names the round
    return table


# -------------------------------------------------------------------------------------------------
@nav.scene("expedition")
class ExpeditionScene(ExpeditionDrawing, Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's
    in_game = True
    game_id = "diamant"  # the shell's registry id: the keys overlay lists this game's keys
    owns_session = True
    #: its own keys (by the key's place; Settings -> Controls remaps them): the decision, the
    #: spoken summaries (the path, what you carry, who is in the cave, the odds), say again
    key_screen = actions.SCREEN_EXPEDITION

    def game_session(self) -> "GameSession":
        return self.session

    def caption_area(self) -> pygame.Rect:
        """Captions of sounds: under the path's cards, clear of the decision cards."""
        return self.table.view.layout().path_area

    def __init__(self, app: "App", session: "GameSession", *, resumed: bool = False, round_no: int = 0,
                 lesson: "LessonSetup | None" = None) -> None:
        """`round_no`: the round whose camp was just shown (its expedition starts without the
        camp again); `resumed`: a saved game comes back (the table shows where it is); `lesson`:
        a lesson over the table (the guided first game, see diamant.games.diamant.screens.lesson),
        which goes straight into the cave."""
        super().__init__(app)
        self.session = session
        self.table = make_table(app, session)
        self.table.on_shown = self._on_shown
        self.logpanel = LogPanel(app, session.names, viewer_of([s.kind for s in session.infos]),
                                 card_theme=session.theme)
        self.logpanel.speaks = True  # every line of the log is said as it comes (diamant.ui.speech)
        self.asked_said: int | None = None  # the seat last told "your choice" (said once a turn)
        self.active: int | None = None  # the human whose hand is shown
        self.active_chose = False  # the active human has decided (their card shows face-down)
        self.curtain_for: int | None = None
        self.focus_card = 1  # 0 = leave, 1 = continue
        self.round_events: list[Event] = []  # this round's events, for the round-end summary
        self.pending_round_end: RoundEnded | None = None
        self.board_round = round_no  # the round whose board was shown last
        self.to_board = False
        self.straight_on = False  # the next round starts without the camp
        # the round's summary is up: the next expedition waits for it to close (it would start
        # behind it, and the choice between the camp and straight on would be made before the
        # player made it)
        self.summary_open = False
        self.held_log: list[Event] = []  # lines kept back until the round's summary is closed
        self.finished = False
        self.voice = CountdownVoice()  # an online table's timer: its urgent seconds, its time-outs
        self.confirms_from = 0.0  # app.time before which a confirm decides nothing
        # a choice made for the next card while the table still plays the current one (seat,
        # choice): shown as pending, changeable, and made for the seat when its hand comes up
        self.pending: tuple[int, Decision] | None = None
        self.left_this_round: set[int] = set()  # humans here who chose to leave this expedition
        self.precommit_from = 0.0  # app.time before which a click does not choose ahead
        self._dim_cards: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self.guard_on_enter = resumed  # a resumed game: its first screen guards the confirms
        if resumed:
            game = session.game
            self.table.sync(game)
            self.board_round = game.round
            self.logpanel.set_entries(record_entries(session.record()))  # the log so far, rebuilt
        self.group = FocusGroup(app)
        self.group.keep_clear = self._headings  # tooltips (on keyboard focus too) go around them
        self.pause_button = self.group.add(Button(lit("II"), self._pause, "play-pause-tip"))
        self.speed_choice = self.group.add(Choice(
            "play-spectator-speed", [(v, lit(f"×{v:g}")) for v in SPECTATOR_SPEEDS],
            session.spectator_speed if session.spectator_speed in SPECTATOR_SPEEDS else 1.0,
            self._set_spectator_speed))
        self.speed_choice.visible = session.spectator
        # once no human is in the cave: "skip to camp" plays the bots' turns out quickly (never a
        # human's decision, never the round summary after it)
        self.skip_button = self.group.add(Button("play-skip-to-camp", self._skip_to_camp,
                                                 "play-skip-to-camp-tip"))
        self.skip_button.visible = False
        self.skipping_round = 0  # the round being skipped to its end
        self.rects: dict[str, pygame.Rect] = {}
        self.compact = False  # laid out compactly (a larger interface size: see layout)
        self.still = theme.StillLayer(darken=40)  # the background and the panels
        self._aid_odds: Odds | None = None  # the odds shown by the aid (see aid_odds)
        self.card_rects: list[pygame.Rect] = []
        # the guided first game's tips, drawn over the table (diamant.games.diamant.screens.lesson), or None
        self.guide: "Lesson | None" = None
        # given: the final scores offer "New game" doing this, not "Play again" with this table
        self.on_new_game: Callable[[], None] | None = None
        if lesson is not None:
            self.board_round = 1  # straight into the cave: the camp is for real games
            self.table.table_model.round_banner = lesson.banner
            self.on_new_game = lesson.on_new_game
            self.guide = lesson.layer(self)

    # ---------------------------------------------------------------------------------------------
    # life cycle
    def enter(self) -> None:
        super().enter()
        self.follow_names()  # the language may have changed while the board was shown
        if self.guard_on_enter:
            self.guard_on_enter = False
            self.guard_confirms()
        # a click meant for the screen before (the camp's start button) never chooses ahead
        self.precommit_from = self.app.time + CONFIRM_GUARD
        self.layout(self.app.size)
        self.table.speed = anim_speed(self.app)
        self.session.speed = anim_speed(self.app)

    def relocalize(self) -> None:
        # the log panel renders its entries in the current language; the default names follow it
        self.follow_names()

    def follow_names(self) -> None:
        """The seats' default names in the language of the moment, on the table and in the log."""
        sess = self.session
        sess.follow_language(self.app.loc)
        if self.logpanel.names != sess.names:
            self.logpanel.names[:] = sess.names
        if self.table.view.seat_info != sess.infos:
            self.table.view.seat_info[:] = sess.infos
            self.table.relocalize()

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        u = app.u
        self.still.forget()  # a layer of the old size is not kept
        self.compact = compact = lay.compact(app, size)
        share = lay.COMPACT_HAND_SHARE if compact else 0.3
        hand_h = round(min(h * share, u * lay.HAND_H))
        screen = self.side_screen(size, hand_h, compact)
        pad, top = screen.pad, screen.top.height
        self.rects.update(top=screen.top, side=screen.side, table=screen.table, hand=screen.bottom)
        side = self.rects["side"]
        aid_h = round(u * AID_HEIGHT) if setting(app, "learning_aid", False) else 0
        if compact and aid_h:  # the odds share the short column with the log's last lines
            # (the chance the next card ends the expedition at least: the log keeps the rest)
            least = self.aid_least(side.width)
            aid_h = max(min(least, side.height - pad - self.logpanel.least_height()),
                        min(aid_h, side.height - pad - round(u * lay.COMPACT_LOG_MIN)))
        self.rects["aid"] = pygame.Rect(side.left, side.bottom - aid_h, side.width, aid_h)
        self.rects["log"] = pygame.Rect(side.left, side.top, side.width,
                                        side.height - (aid_h + pad if aid_h else 0))
        self.logpanel.rect = self.rects["log"]
        # a short log (a compact screen with the odds) shows its last lines without its title
        self.logpanel.title_key = None if compact and self.logpanel.rect.height < round(u * lay.COMPACT_LOG_MIN) \
            else "play-log"
        b = round(u * lay.PAUSE_BUTTON)
        self.pause_button.rect = pygame.Rect(w - pad - b, (top - b) // 2, b, b)
        hand = self.rects["hand"]
        self.speed_choice.rect = pygame.Rect(hand.centerx - round(u * (lay.SPEED_W / 2)),
                                             hand.centery - round(u * (lay.SPEED_H / 2)),
                                             round(u * lay.SPEED_W), round(u * lay.SPEED_H))
        if compact:  # under the spectator's line ("The bots are playing"), not over it
            below = hand.top + round(u * (lay.COMPACT_INSET_Y / 2 + lay.INFO_HEAD_H + lay.WATCH_GAP))
            self.speed_choice.rect.top = min(max(self.speed_choice.rect.top, below),
                                             hand.bottom - self.speed_choice.rect.height)

        # the two decision cards
        ch = hand.height - round(u * lay.CARD_ROOM)
        cw = round(ch * 250 / 350)
        gap = round(u * lay.CARD_GAP)
        cx = hand.left + hand.width * 0.62
        if compact and self.guide is not None:  # the cards at the strip's end: the numbers have the rest
            cx = hand.right - round(u * lay.HAND_INSET_X) - cw - gap / 2
        self.card_rects = [pygame.Rect(round(cx - gap / 2 - cw), hand.top + round(u * lay.CARD_TOP), cw, ch),
                           pygame.Rect(round(cx + gap / 2), hand.top + round(u * lay.CARD_TOP), cw, ch)]
        if self.session.humans and not self.session.spectator:
            self._warm_cards()
        if self.session.humans:  # watching the bots after leaving: where the decision cards were
            left = self.card_rects[0].left
            area = pygame.Rect(left, hand.top, hand.right - round(u * lay.WATCH_PAD) - left, hand.height)
            bh = round(u * theme.SMALL_BUTTON_H)
            pad_y, gap = round(u * lay.WATCH_PAD), round(u * lay.WATCH_GAP)
            if compact and 2 * (bh + pad_y) + gap > hand.height:
                # a short strip: the two stacked closer, in its middle (the waiting line gives way)
                gap = round(u * lay.COMPACT_WATCH_GAP)
                pad_y = max(0, (hand.height - 2 * bh - gap) // 2)
            self.skip_button.rect = pygame.Rect(area.left, area.bottom - pad_y - bh, area.width, bh)
            self.speed_choice.rect = pygame.Rect(area.left, self.skip_button.rect.top - gap - bh,
                                                 area.width, bh)

    def _headings(self) -> list[pygame.Rect]:
        """The round's name at the top left and the log's title: no tooltip covers them."""
        top, log = self.rects.get("top"), self.rects.get("log")
        out = []
        if top is not None:
            out.append(pygame.Rect(top.left, top.top, top.width // 3, top.height))
        if log is not None:
            out.append(pygame.Rect(log.left, log.top, log.width, theme.px(self.app, lay.LOG_TITLE_H)))
        return out

    # ---------------------------------------------------------------------------------------------
    # events from the session to the table
    def _on_shown(self, e: Event) -> None:
        if isinstance(e, GameEnded):
            # who won is said when the scores open, not behind the last round's summary
            self.held_log.append(e)
            return
        self.logpanel.feed(e)

    def frame_interval(self) -> float | None:
        sess = self.session
        log = self.logpanel
        key = (self.active, self.active_chose, self.curtain_for, self.focus_card, self.caught_up, self.pending,
               len(log.entries), log.scroll, tuple(sess.thinking_seats), sess.game.is_over)
        if key != getattr(self, "_frame_key", None):  # what is shown changed: draw it
            self._frame_key = key
            return 0.0
        if self.table.moving or sess.events or self.pending_round_end is not None or self.to_board:
            return 0.0
        if self.guide is not None and self.guide.frame_interval() is not None:
            return self.guide.frame_interval()
        if self.countdown() is not None:  # a decision against the clock: the seconds run
            return STILL_FRAME if setting(self.app, "reduced_motion", False) else FRAME
        if sess.thinking_seats or sess.spectator:
            return 1 / 6  # "thinking..." dots; the bots' moves arrive in update()
        return None  # waiting for a human: a still picture (the focus ring stands still)

    @property
    def caught_up(self) -> bool:
        return (not self.table.busy and not self.session.events and self.pending_round_end is None
                and not self.to_board)

    def watching(self) -> bool:
        """Humans play here but none of them is in the cave: the bots finish the expedition."""
        sess = self.session
        return (bool(sess.humans) and not sess.is_over and bool(sess.game.seats_in_cave)
                and not sess.humans_in_cave() and self.pending_round_end is None)

    def _pace(self) -> float:
        """How much faster than the animation setting the table plays now."""
        sess = self.session
        if self.skipping_round and self.skipping_round == sess.game.round:
            return SKIP_PACE
        if sess.spectator:
            return sess.spectator_speed
        if self.watching():
            return WATCH_PACE * sess.spectator_speed
        return 1.0

    def _skip_to_camp(self) -> None:
        if self.watching():
            self.skipping_round = self.session.game.round

    def update(self, dt: float) -> None:
        sess = self.session
        pace = self._pace()
        speed = anim_speed(self.app) * pace
        if self.table.speed != speed:
            self.table.speed = speed
        sess.pace = pace if not sess.spectator else 1.0  # the session counts the spectator's own
        if self.guide is not None:
            self.guide.update(dt)
        watching = self.watching()
        # the lesson has no camp to skip to nor a pace to choose: its tips lead the way
        lesson = self.guide is not None
        self.skip_button.visible = watching and not self.skipping_round and not lesson
        self.speed_choice.visible = (sess.spectator or watching) and not lesson
        self.table.update(dt)
        self._feed()
        sess.update(dt, self.caught_up)
        self._feed()
        if self.pending_round_end is not None and not self.table.busy and self.is_top and not self._held():
            self.skipping_round = 0
            self._show_round_end()
            return
        if self.to_board and self.is_top:
            self._show_board()
            return
        if self.caught_up and self.is_top:
            self._hand_over()
        self._say_turn()
        self.voice.update(self.app, sess, self.countdown(), self.logpanel)
        self.group.update(dt)

    # ---------------------------------------------------------------------------------------------
    # speech
    def _say_turn(self) -> None:
        """The player's turn comes: said once, over the chatter before it, with the card in focus."""
        deciding = self.can_decide()
        if not deciding:
            self.asked_said = None
            return
        if self.asked_said == self.active or not self.app.speech.active:
            return
        self.asked_said = self.active
        t = self.app.t
        solo = len(self.session.humans) == 1 or self.active is None
        name = self.session.names[self.active] if self.active is not None else ""
        turn = t("play-your-choice-solo") if solo else t("play-your-choice", name=name)
        self.app.speech.say(t("a11y-your-choice", turn=turn, card=self._focus_card_name(),
                                 **actions.decision_keys(self.app)), Priority.TURN)

    def _focus_card_name(self) -> str:
        return self.app.t("decision-continue" if self.focus_card == 1 else "decision-leave")

    def speak_summary(self, action: Action) -> None:
        """A summary key: the path, what the player carries, who is in the cave, the odds."""
        app = self.app
        loc, table, sess = app.loc, self.table, self.session
        theme_name = sess.theme
        if action is Action.SUMMARY_1:
            text = summaries.path_summary(loc, table.path, theme_name)
        elif action is Action.SUMMARY_2:
            seat = self.active if self.active is not None else (
                sess.humans[0] if len(sess.humans) == 1 else None)
            text = summaries.carried_summary(loc, table.seats, seat)
        elif action is Action.SUMMARY_3:
            text = summaries.cave_summary(loc, table.seats, sess.names, self.logpanel.you)
        elif action is Action.SUMMARY_4:
            o = self.aid_odds()
            text = summaries.odds_summary(loc, o, self.aid_lines(o) if o is not None else [], theme_name)
        else:
            text = app.speech.last
        app.speech.say(text, Priority.ASKED)

    def _feed(self) -> None:
        """Hand the session's events to the table, one at a time, stopping at round boundaries."""
        sess = self.session
        while (sess.events and not self.table.busy and self.pending_round_end is None and not self.to_board
               and not self._held()):
            e = sess.events[0]
            if isinstance(e, RoundStarted) and e.round > self.board_round:
                if self.summary_open:
                    return
                if not self.straight_on:
                    self.to_board = True  # the board shows the coming round first
                    return
                self.straight_on = False  # straight on from the summary: no camp
                self.board_round = e.round
                sess.show_screen("expedition", e.round)
            sess.events.popleft()
            if isinstance(e, RoundStarted):
                self.round_events = []
                self.left_this_round = set()
            if isinstance(e, (Disaster, RoundEnded, RoundStarted, GameEnded)):
                self.pending = None  # the expedition ends: there is no next card to choose for
            self.round_events.append(e)
            if isinstance(e, (DecisionsRevealed, DecisionsRequested)):
                self.active = None
                self.active_chose = False
            self.table.push([e])
            if isinstance(e, RoundEnded):
                if sess.events and isinstance(sess.events[0], GameEnded):
                    g = sess.events.popleft()
                    self.round_events.append(g)
                    self.table.push([g])
                self.pending_round_end = e

    def _held(self) -> bool:
        """A tip of the guided game waits for the player: the table waits too."""
        return self.guide is not None and self.guide.holds()

    def _show_round_end(self) -> None:
        e = self.pending_round_end
        self.pending_round_end = None
        self.active = None
        self.summary_open = True
        self.app.nav.push("round-end", session=self.session, ended=e, events=list(self.round_events),
                          on_close=self.after_round_end)

    def _show_board(self) -> None:
        self.to_board = False
        first = self.session.events[0] if self.session.events else None
        nxt = first.round if isinstance(first, RoundStarted) else self.session.game.round
        self.still.forget()  # the camp covers this scene until the next round
        self.app.nav.push("board", session=self.session, round_no=nxt, on_start=self.from_board)

    def from_board(self, round_no: int) -> None:
        """The camp over this scene starts the expedition of `round_no` (the camp then closes)."""
        self.board_round = round_no
        self.straight_on = False  # a choice of the summary before this camp is spent

    def after_round_end(self, straight: bool = False) -> None:
        """The round-end summary was closed (`straight`: into the next expedition, not the camp)."""
        self.straight_on = straight
        self.summary_open = False
        held, self.held_log = self.held_log, []
        for e in held:
            self.logpanel.feed(e)
        if self.session.is_over and not self.session.events:
            self.finished = True
            self.app.nav.replace("scoring", session=self.session, on_new_game=self.on_new_game)
        # otherwise update() goes on with the next round's board

    # ---------------------------------------------------------------------------------------------
    # who decides now, and the curtain
    def needs_curtain(self) -> bool:
        sess = self.session
        if not setting(self.app, "curtain", True):
            return False
        if len(sess.humans) < 2:
            return False
        if len(sess.humans_in_cave()) >= 2:
            return True
        return sess.game.ruleset.secret_chests

    def default_viewer(self) -> int | None:
        humans = self.session.humans
        if len(humans) == 1:
            return humans[0]
        return None

    def _close_stale_hand(self) -> None:
        """With the curtain, only the hand of the seat deciding now may show its secrets."""
        if self.needs_curtain() and self.table.viewer is not None and (
                self.active is None or self.active_chose or self.table.viewer != self.active):
            self.table.viewer = None

    def settings_changed(self) -> None:
        # the curtain was turned on mid-game (from the pause menu, over this scene): the secrets
        # shown while it was off leave the screen at once, not when the game goes on
        self._close_stale_hand()

    def _hand_over(self) -> None:
        waiting = self.session.awaiting_humans()
        curtain = self.needs_curtain()
        self._close_stale_hand()  # e.g. the curtain was turned on mid-round
        if self.active is not None and self.active_chose and curtain:
            self.table.viewer = None  # chosen: the private hand closes at once
        if not waiting:
            if self.active is not None and not self.active_chose:
                self.active = None
            return
        if self.active in waiting:
            if self.active_chose:
                # asked again: the choice never reached the table (online, the connection dropped
                # as it was sent), so the hand is this seat's to play once more
                self.activate(self.active)
            return
        nxt = waiting[0]
        if curtain:
            if self.curtain_for != nxt:
                self.curtain_for = nxt
                self.active = None
                self.table.viewer = None
                self.app.nav.push("handover", session=self.session, seat=nxt, on_ready=self.activate)
        else:
            self.activate(nxt)
            self._use_pending()

    # ---------------------------------------------------------------------------------------------
    # choosing ahead: while the table plays a card, the human who decides next may choose already
    def precommit_seat(self) -> int | None:
        """The seat that may choose now for the next card, while the table still plays the
        current one; None when nobody may. Read from what the table shows (the engine may be a
        step ahead and must not give away the card being dealt): only a human shown in the cave
        who did not choose to leave, only without the hot-seat curtain (each player's choice then
        waits until that player has lifted it), and only the first such seat (the one whose hand
        comes up first)."""
        sess = self.session
        if (sess.spectator or self.caught_up or self.active is not None
                or self.pending_round_end is not None or self.to_board
                or self.table.game_over or not self.table.round or self._held()
                or (self.guide is not None and self.guide.reading())):
            return None  # (a tip of the lesson being read: its keys are for the tip)
        seats = self.table.seats
        shown = [s for s in sess.humans if seats[s].in_cave and s not in self.left_this_round]
        if not shown:
            return None
        if setting(self.app, "curtain", True) and len(sess.humans) >= 2 and (
                len(shown) >= 2 or sess.game.ruleset.secret_chests):
            return None
        return shown[0]

    def precommit(self, decision: Decision, toggle: bool = False) -> bool:
        """Choose ahead for the seat of `precommit_seat` (`toggle`: the same choice again takes
        it back). False when nobody may choose ahead now."""
        seat = self.precommit_seat()
        if seat is None:
            return False
        if toggle and self.pending == (seat, decision):
            self.pending = None
        else:
            self.pending = (seat, decision)
        self.focus_card = 1 if decision is Decision.CONTINUE else 0
        return True

    def _use_pending(self) -> None:
        """The hand of the seat that chose ahead came up: its choice is made, not asked again."""
        pending, self.pending = self.pending, None
        if pending is not None and pending[0] == self.active:
            self.decide(pending[1])

    def guard_confirms(self) -> None:
        """For a moment, a confirm does not decide (CONFIRM_GUARD)."""
        self.confirms_from = self.app.time + CONFIRM_GUARD

    def confirm_guarded(self) -> bool:
        return self.app.time < self.confirms_from

    def activate(self, seat: int) -> None:
        """`seat`'s hand is shown (after the curtain, if there is one)."""
        if self.curtain_for == seat:  # the curtain just lifted: the hand is new to the eyes
            self.guard_confirms()
        self.active = seat
        self.active_chose = False
        self.curtain_for = None
        self.focus_card = 1
        # the keyboard goes to the decision cards: a control focused meanwhile (Enter pressed
        # while the bots played focuses the first one, the pause button) lets go of its ring
        self.group.focus(None)
        if self.needs_curtain() or not setting(self.app, "curtain", True):
            self.table.viewer = seat
        else:
            self.table.viewer = self.default_viewer()

    def focus_decision(self, decision: Decision) -> None:
        """The focus goes to the decision card of `decision` (a lesson's tip asks for it)."""
        self.focus_card = 1 if decision is Decision.CONTINUE else 0

    def can_decide(self) -> bool:
        return (self.active is not None and not self.active_chose and self.caught_up
                and self.active in self.session.awaiting_humans())

    def decide(self, decision: Decision) -> bool:
        if not self.can_decide():
            return False
        if self.guide is not None and not self.guide.allows(decision):
            return True  # the lesson needs the other choice: its tip says why
        seat = self.active
        assert seat is not None  # can_decide() says a seat is active
        private = self.needs_curtain()  # asked before the choice may resolve the step
        self.session.choose(seat, decision)
        self.active_chose = True
        self.asked_said = None  # the next choice is a new turn, to be said again
        if decision is Decision.LEAVE:
            self.left_this_round.add(seat)
        if private:
            # the hand closes at once: while the step resolves and plays for everybody, nothing
            # of this seat's secrets (its secret chest) stays on the screen
            self.table.viewer = None
        self._feed()
        return True

    # ---------------------------------------------------------------------------------------------
    # input
    def _pause(self) -> None:
        self.app.open_pause()

    def rules_section(self) -> str:
        """The rules' section of what the table shows (the pause menu's Rules opens there): the
        expedition, card by card; the game's end once it is over."""
        return "end" if self.table.game_over else "expedition"

    def _set_spectator_speed(self, v: float) -> None:
        self.session.spectator_speed = v
        s = getattr(self.app, "settings", None)
        if s is not None and hasattr(s, "spectator_speed") and s.spectator_speed != v:
            s.spectator_speed = v
            _save_settings(self.app)  # the next watched game starts at this speed

    def handle(self, event: pygame.event.Event) -> bool:
        if self.guide is not None and self.guide.handle(event):
            return True
        action = pressed(event)
        if action is not None:
            # a decision only by its own action on the visible decision cards (C, L, or Enter on
            # the focused card); Space is a skip: it finishes the animation and decides nothing
            deciding = self.can_decide()
            if action is actions.CONTINUE and deciding:
                return self.decide(Decision.CONTINUE)
            if action is actions.LEAVE and deciding:
                return self.decide(Decision.LEAVE)
            if action in (actions.CONTINUE, actions.LEAVE) and not deciding:
                # C and L while the card is still dealt: a choice ahead, changeable until the
                # hand comes up (a skip or a confirm never makes one)
                if self.precommit(Decision.CONTINUE if action is actions.CONTINUE else Decision.LEAVE):
                    return True
            if action in (Action.RIGHT, Action.LEFT) and deciding:
                self.focus_card = 1 if action is Action.RIGHT else 0
                if self.app.speech.active:
                    self.app.speech.say(self._focus_card_name(), Priority.FOCUS)
                return True
            if isinstance(action, Action) and action in SUMMARY_ACTIONS:
                self.speak_summary(action)
                return True
            if action is Action.CONFIRM and deciding:
                if self.confirm_guarded():
                    return True  # meant for the screen before: the cards are not seen yet
                return self.decide(Decision.CONTINUE if self.focus_card == 1 else Decision.LEAVE)
            if action is Action.SKIP or (action is Action.CONFIRM and self.table.busy):
                if self.table.busy:
                    self.table.skip()
                return True
        if self.logpanel.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.can_decide():
                for i, r in enumerate(self.card_rects):
                    if r.collidepoint(event.pos):
                        if self.confirm_guarded():
                            return True
                        return self.decide(Decision.CONTINUE if i == 1 else Decision.LEAVE)
            elif self.app.time >= self.precommit_from and self.precommit_seat() is not None:
                for i, r in enumerate(self.card_rects):
                    if r.collidepoint(event.pos):  # the same card again takes the choice back
                        return self.precommit(Decision.CONTINUE if i == 1 else Decision.LEAVE, toggle=True)
        if event.type == pygame.MOUSEMOTION and self.can_decide():
            for i, r in enumerate(self.card_rects):
                if r.collidepoint(event.pos):
                    self.focus_card = i
        if self.group.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.busy \
                and self.rects["table"].collidepoint(event.pos):
            self.table.skip()
            return True
        return False

    # ---------------------------------------------------------------------------------------------
    # drawing
    def draw(self, surface: pygame.Surface) -> None:
        rects = self.rects
        surface.blit(self.still.get(self.app, surface.get_size(), [
            (rects["hand"], 200), (rects["log"], 215), (rects["aid"], 215)]), (0, 0))
        self._draw_top(surface)
        self.table.draw(surface, self.rects["table"])
        self._draw_hand(surface)
        self._draw_countdown(surface)
        self.logpanel.draw(surface)
        if self.rects["aid"].height:
            self._draw_aid(surface)
        self.group.draw(surface)
        if self.guide is not None:
            self.guide.draw(surface)

    def dispose(self) -> None:
        """Left for good: the table's pictures, the layers, the guide and the session's worker
        (unless a scene on the stack carries the game on: the scores) go now."""
        super().dispose()
        self.table.dispose()
        self.still.forget()
        self._dim_cards.clear()
        self.guide = None
        self.group.keep_clear = None
        release_session(self.app, self.session)

    def covered(self) -> None:  # the rules or the settings over it: its layer is made again
        self.still.forget()
