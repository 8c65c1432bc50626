"""The expedition: the table (TABLE's TablePresenter) and around it the decision cards, the log in
words, the deck count, the round, the learning aid and the hot-seat hand-over.

The scene holds no rules: it plays the session's events on the table (one by one, so the log and
the sounds follow what is shown) and sends the humans' decisions to the session. Decisions are
accepted only when the table has shown every event (the state on screen is the game's state).
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import pygame

from diamant.ui import nav, theme
from diamant.app.badges import seat_badge
from diamant.app import expedition_layout as lay
from diamant.app.flow import _save_settings, anim_speed, release_session, setting
from diamant.ui.input import Action, pressed
from diamant.app.logpanel import LogPanel, log_screen
from diamant.ui.scene import Scene
from diamant.app.table import TablePresenter
from diamant.ui.widgets import Button, Choice, FocusGroup, lit
from diamant.engine import (Decision, DecisionsRequested, DecisionsRevealed, Disaster, Event,
                            GameEnded, RoundEnded, RoundStarted)
from diamant.engine.odds import Odds, odds
from diamant.logbook import record_entries, viewer_of

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.app.session import GameSession
    from diamant.app.tutorial import TutorialGuide

SPECTATOR_SPEEDS = (0.5, 1.0, 2.0, 4.0)
WATCH_PACE = 2.0  # the humans have all left the cave: the bots' turns play this much faster
SKIP_PACE = 8.0  # "skip to camp": the rest of the expedition at this pace, nothing decided for anyone
# seconds after the hand-over curtain lifts (or a saved game comes back) in which a confirm (Enter,
# gamepad A, a click) decides nothing: a second press meant for the curtain or a dialog must not
# choose on cards the player has not seen yet (C and L, asked for by name, still decide)
CONFIRM_GUARD = 0.4
AID_HEIGHT = 23.5  # the odds panel under the log, in u: a title, six lines and the traps' chips


def shown_percent(chance: Fraction) -> int:
    """A chance as a whole percentage that never says "never" or "certain" when it is not:
    1/200 shows as 1 %, 199/200 as 99 %."""
    percent = round(chance * 100)
    if 0 < chance < 1:
        return min(99, max(1, percent))
    return percent


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
class ExpeditionScene(Scene):
    in_game = True
    owns_session = True

    def __init__(self, app: "App", session: "GameSession", *, resumed: bool = False, round_no: int = 0) -> None:
        """`round_no`: the round whose camp was just shown (its expedition starts without the
        camp again); `resumed`: a saved game comes back (the table shows where it is)."""
        super().__init__(app)
        self.session = session
        self.table = make_table(app, session)
        self.table.on_shown = self._on_shown
        self.logpanel = LogPanel(app, session.names, viewer_of([s.kind for s in session.infos]),
                                 card_theme=session.theme)
        self.active: int | None = None  # the human whose hand is shown
        self.active_chose = False  # the active human has decided (their card shows face-down)
        self.curtain_for: int | None = None
        self.focus_card = 1  # 0 = leave, 1 = continue
        self.round_events: list[Event] = []  # this round's events, for the round-end summary
        self.pending_round_end: RoundEnded | None = None
        self.board_round = round_no  # the round whose board was shown last
        self.to_board = False
        self.straight_on = False  # the next round starts without the camp
        self.held_log: list[Event] = []  # lines kept back until the round's summary is closed
        self.finished = False
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
        self.still = theme.StillLayer(darken=40)  # the background and the panels
        self._aid_odds: Odds | None = None  # the odds shown by the aid (see aid_odds)
        self.card_rects: list[pygame.Rect] = []
        # the guided first game's tips, drawn over the table (diamant.app.tutorial), or None
        self.guide: "TutorialGuide | None" = None

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
        screen = log_screen(app, size, round(min(h * 0.3, u * lay.HAND_H)))
        pad, top = screen.pad, screen.top.height
        self.rects.update(top=screen.top, side=screen.side, table=screen.table, hand=screen.bottom)
        side = self.rects["side"]
        aid_h = round(u * AID_HEIGHT) if setting(app, "learning_aid", False) else 0
        self.rects["aid"] = pygame.Rect(side.left, side.bottom - aid_h, side.width, aid_h)
        self.rects["log"] = pygame.Rect(side.left, side.top, side.width,
                                        side.height - (aid_h + pad if aid_h else 0))
        self.logpanel.rect = self.rects["log"]
        b = round(u * lay.PAUSE_BUTTON)
        self.pause_button.rect = pygame.Rect(w - pad - b, (top - b) // 2, b, b)
        hand = self.rects["hand"]
        self.speed_choice.rect = pygame.Rect(hand.centerx - round(u * (lay.SPEED_W / 2)),
                                             hand.centery - round(u * (lay.SPEED_H / 2)),
                                             round(u * lay.SPEED_W), round(u * lay.SPEED_H))

        # the two decision cards
        ch = hand.height - round(u * lay.CARD_ROOM)
        cw = round(ch * 250 / 350)
        gap = round(u * lay.CARD_GAP)
        cx = hand.left + hand.width * 0.62
        self.card_rects = [pygame.Rect(round(cx - gap / 2 - cw), hand.top + round(u * lay.CARD_TOP), cw, ch),
                           pygame.Rect(round(cx + gap / 2), hand.top + round(u * lay.CARD_TOP), cw, ch)]
        if self.session.humans and not self.session.spectator:
            self._warm_cards()
        if self.session.humans:  # watching the bots after leaving: where the decision cards were
            left = self.card_rects[0].left
            area = pygame.Rect(left, hand.top, hand.right - round(u * lay.WATCH_PAD) - left, hand.height)
            bh = round(u * theme.SMALL_BUTTON_H)
            self.skip_button.rect = pygame.Rect(area.left, area.bottom - round(u * lay.WATCH_PAD) - bh,
                                                area.width, bh)
            self.speed_choice.rect = pygame.Rect(area.left, self.skip_button.rect.top - round(u * lay.WATCH_GAP) - bh,
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
        self.skip_button.visible = watching and not self.skipping_round
        self.speed_choice.visible = sess.spectator or watching
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
        self.group.update(dt)

    def _feed(self) -> None:
        """Hand the session's events to the table, one at a time, stopping at round boundaries."""
        sess = self.session
        while (sess.events and not self.table.busy and self.pending_round_end is None and not self.to_board
               and not self._held()):
            e = sess.events[0]
            if isinstance(e, RoundStarted) and e.round > self.board_round:
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

    def after_round_end(self, straight: bool = False) -> None:
        """The round-end summary was closed (`straight`: into the next expedition, not the camp)."""
        self.straight_on = straight
        held, self.held_log = self.held_log, []
        for e in held:
            self.logpanel.feed(e)
        if self.session.is_over and not self.session.events:
            self.finished = True
            self.app.nav.replace("scoring", session=self.session)
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
                or self.table.game_over or not self.table.round):
            return None
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
            if action is Action.CONTINUE and deciding:
                return self.decide(Decision.CONTINUE)
            if action is Action.LEAVE and deciding:
                return self.decide(Decision.LEAVE)
            if action in (Action.CONTINUE, Action.LEAVE) and not deciding:
                # C and L while the card is still dealt: a choice ahead, changeable until the
                # hand comes up (a skip or a confirm never makes one)
                if self.precommit(Decision.CONTINUE if action is Action.CONTINUE else Decision.LEAVE):
                    return True
            if action in (Action.RIGHT, Action.LEFT) and deciding:
                self.focus_card = 1 if action is Action.RIGHT else 0
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

    def _draw_top(self, surface) -> None:
        app = self.app
        g = self.session.game
        top = self.rects["top"]
        pad = theme.px(app, lay.TOP_PAD)
        shown_round = self.table.round or g.round
        left = pygame.Rect(pad, 0, top.width // 3, top.height)
        theme.draw_text(surface, app, app.t("round-of", round=shown_round, total=g.ruleset.rounds),
                        left, theme.FONT_HEADING * 0.8, theme.GOLD, bold=True, align="left", shadow=True)
        deck = self.table.deck_size
        mid = pygame.Rect(top.width // 3, 0, top.width // 3, top.height)
        edition = app.t(f"edition-{g.ruleset.edition.value}")
        chests = app.t("chests-secret" if g.ruleset.secret_chests else "chests-open")
        theme.draw_text(surface, app, f"{edition} · {chests}", mid, theme.FONT_SMALL, theme.TEXT_DIM)
        right = pygame.Rect(top.width * 2 // 3, 0, self.pause_button.rect.left - top.width * 2 // 3 - pad,
                            top.height)
        theme.draw_text(surface, app, app.t("deck-count", count=deck), right, theme.FONT_BODY,
                        theme.TEXT, align="right")

    def _draw_hand(self, surface) -> None:
        app = self.app
        sess = self.session
        hand = self.rects["hand"]
        inner = hand.inflate(-theme.px(app, lay.HAND_INSET_X), -theme.px(app, lay.HAND_INSET_Y))
        info = pygame.Rect(inner.left, inner.top, self.card_rects[0].left - inner.left - theme.px(app, lay.INFO_GAP),
                           inner.height)
        if sess.spectator:
            theme.draw_text(surface, app, app.t("play-spectating"), pygame.Rect(
                inner.left, inner.top, inner.width, theme.px(app, lay.INFO_HEAD_H)), theme.FONT_BODY, theme.TEXT_DIM)
            return
        seat = self.active
        ahead = self.precommit_seat() if seat is None else None
        if seat is None and ahead is not None:
            seat = ahead  # their hand, to choose ahead for the next card
        elif seat is None:
            if len(sess.humans) != 1:
                waiting = inner.copy()
                if self.speed_choice.visible:
                    waiting.width = max(1, self.speed_choice.rect.left - waiting.left)
                self._draw_waiting(surface, waiting)
                return
            # one human: their own numbers stay in sight while the table plays
            seat = sess.humans[0]
            status = pygame.Rect(self.card_rects[0].left, inner.top, inner.right - self.card_rects[0].left,
                                 inner.height)
            if self.speed_choice.visible:  # the fast-forward controls sit below
                status.height = max(1, self.speed_choice.rect.top - status.top)
            self._draw_waiting(surface, status)
        view = sess.view(seat)
        line_h = theme.px(app, lay.INFO_HEAD_H)
        badge = theme.px(app, lay.INFO_BADGE)
        seat_badge(surface, sess.seats[seat].colour, (info.left + badge // 2, info.top + line_h // 2), badge)
        name_rect = pygame.Rect(info.left + badge + theme.px(app, lay.INFO_BADGE_GAP), info.top,
                                info.width - badge - theme.px(app, lay.INFO_BADGE_GAP), line_h)
        if self.active is None:
            title = sess.names[seat]
        elif self.active_chose:
            title = app.t("play-chosen", name=sess.names[seat])
        else:
            title = app.t("play-your-choice", name=sess.names[seat])
        theme.draw_text(surface, app, title, name_rect, theme.FONT_BODY * 1.1, theme.GOLD, bold=True, align="left")
        y = info.top + line_h + theme.px(app, lay.INFO_HEAD_GAP)
        carried, chest = view.carried, view.chest
        if self.active is None:
            shown = self.table.model()  # what the table shows now (the engine may be a step ahead)
            carried = shown["carried"][seat]
            chest = shown["chests"][seat] if shown["chests"][seat] is not None else chest
        lines = [app.t("play-carried", count=carried)]
        if self.table.viewer == seat or not view.secret_chests:
            lines.append(app.t("play-chest", count=chest))
        else:
            lines.append(app.t("play-chest-hidden"))
        for text in lines:
            theme.draw_text(surface, app, text, pygame.Rect(info.left, y, info.width, theme.px(app, lay.INFO_LINE_H)),
                            theme.FONT_BODY, theme.TEXT, align="left")
            y += theme.px(app, lay.INFO_LINE_STEP)
        if view.relics_on_path and self.active is not None:
            text = app.t("play-relics-on-path", count=len(view.relics_on_path), value=view.relic_take_value)
            room = inner.bottom - theme.px(app, lay.RELICS_BOTTOM) - y
            theme.draw_text(surface, app, text,
                            pygame.Rect(info.left, y, info.width, max(theme.px(app, lay.RELICS_MIN_H), room)),
                            theme.FONT_SMALL, theme.GOLD, align="left", valign="top", wrap=True)
        hint_rect = pygame.Rect(info.left, inner.bottom - theme.px(app, lay.HINT_H), info.width,
                                theme.px(app, lay.HINT_H))
        if self.active is None:
            if ahead is not None:
                self._draw_ahead(surface, hint_rect)
            return
        if not self.active_chose:
            theme.draw_text(surface, app, app.t("play-keys-hint"), hint_rect, theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left")
        # the cards
        for i, r in enumerate(self.card_rects):
            if self.active_chose:
                if i == 1:
                    img = app.art.get("decision-back", r.size)
                    surface.blit(img, r)
                continue
            kind = "continue" if i == 1 else "leave"
            lift = theme.px(app, lay.CARD_LIFT) if self.focus_card == i else 0
            rr = r.move(0, -lift)
            img = app.art.card(kind, size=r.size)
            surface.blit(img, rr)
            label_rect = pygame.Rect(rr.left, rr.bottom - theme.px(app, lay.LABEL_BOTTOM), rr.width,
                                     theme.px(app, lay.LABEL_H))
            theme.draw_text(surface, app, app.t(f"decision-{kind}"),
                            label_rect.inflate(-theme.px(app, lay.LABEL_INSET), 0),
                            self._label_size(label_rect.width - theme.px(app, lay.LABEL_INSET)), theme.TEXT, bold=True,
                            shadow=True)
            if self.focus_card == i:
                theme.focus_ring(surface, app, rr, app.time)

    def _draw_ahead(self, surface, hint_rect: pygame.Rect) -> None:
        """The decision cards while the table still plays: dimmed, the one chosen ahead lifted,
        framed and tagged "pending"."""
        app = self.app
        theme.draw_text(surface, app, app.t("precommit-hint"), hint_rect, theme.FONT_SMALL,
                        theme.TEXT_DIM, align="left")
        chosen = self.pending[1] if self.pending is not None else None
        for i, r in enumerate(self.card_rects):
            kind = "continue" if i == 1 else "leave"
            mine = chosen is (Decision.CONTINUE if i == 1 else Decision.LEAVE)
            rr = r.move(0, -theme.px(app, lay.CARD_LIFT)) if mine else r
            surface.blit(self._ahead_card(kind, r.size, bright=mine), rr)
            label_rect = pygame.Rect(rr.left, rr.bottom - theme.px(app, lay.LABEL_BOTTOM), rr.width,
                                     theme.px(app, lay.LABEL_H))
            theme.draw_text(surface, app, app.t(f"decision-{kind}"),
                            label_rect.inflate(-theme.px(app, lay.LABEL_INSET), 0),
                            self._label_size(label_rect.width - theme.px(app, lay.LABEL_INSET)),
                            theme.TEXT if mine else theme.TEXT_DIM, bold=True, shadow=True)
            if mine:
                pygame.draw.rect(surface, theme.GOLD,
                                 rr.inflate(theme.px(app, lay.AHEAD_FRAME_OUT), theme.px(app, lay.AHEAD_FRAME_OUT)),
                                 max(2, theme.px(app, lay.AHEAD_FRAME_W)),
                                 border_radius=theme.px(app, lay.AHEAD_FRAME_RADIUS))
                tag = pygame.Rect(rr.left + theme.px(app, lay.TAG_INSET), rr.top + theme.px(app, lay.TAG_TOP),
                                  rr.width - theme.px(app, 2 * lay.TAG_INSET), theme.px(app, lay.TAG_H))
                theme.panel(surface, app, tag, alpha=230, radius_u=0.5)
                theme.draw_text(surface, app, app.t("precommit-pending"),
                                tag.inflate(-theme.px(app, lay.TAG_TEXT_INSET), 0),
                                theme.FONT_SMALL, theme.GOLD, bold=True)

    def _ahead_card(self, kind: str, size: tuple[int, int], bright: bool) -> pygame.Surface:
        """A decision card as shown while choosing ahead: as it is when chosen, else dimmed
        (kept per size, so the frames of the animation copy nothing)."""
        img = self.app.art.card(kind, size=size)
        if bright:
            return img
        key = (kind, size)
        if key not in self._dim_cards:
            if len(self._dim_cards) >= 2:  # of another window size: not kept
                self._dim_cards.clear()
            dim = img.copy()
            dim.set_alpha(130)
            self._dim_cards[key] = dim
        return self._dim_cards[key]

    def _label_size(self, width: int) -> float:
        """One size for both decision labels (so "Продолжить" is not set smaller than "Выйти")."""
        app = self.app
        return theme.common_fit_size(app, (app.t("decision-leave"), app.t("decision-continue")), width,
                                     theme.FONT_BODY, bold=True)

    def _warm_cards(self) -> None:
        """Rasterise the decision cards at their size now, while the scene is laid out, so the
        first choice does not wait 30-45 ms for them in the middle of the play."""
        size = self.card_rects[0].size
        if min(size) <= 0:
            return
        for kind in ("continue", "leave"):
            self.app.art.card(kind, size=size)
        self.app.art.get("decision-back", size)

    def _draw_waiting(self, surface, inner) -> None:
        app = self.app
        sess = self.session
        if self.table.busy or sess.events:
            text = ""
        elif sess.thinking_seats:
            names = app.loc.format_list([sess.names[s] for s in sess.thinking_seats])
            dots = "." * (1 + int(app.time * 3) % 3)
            text = app.t("play-thinking", names=names, count=len(sess.thinking_seats)) + dots
        elif sess.game.is_over:
            text = ""
        else:
            text = app.t("play-waiting")
        if text:
            theme.draw_text(surface, app, text, inner, theme.FONT_BODY, theme.TEXT_DIM, wrap=True)

    def aid_odds(self) -> Odds | None:
        """The odds the aid shows: those of the moment on the table, from what the player may
        see (the one human's view; the public view when several share the screen or none
        plays). While the table is still catching up with the engine the odds of the picture
        shown are kept, so they never tell the card that is about to be turned."""
        if self.caught_up:
            sess = self.session
            humans = sess.humans
            view = sess.view(humans[0]) if len(humans) == 1 else sess.game.public_view()
            self._aid_odds = odds(view) if view.in_cave else None
        return self._aid_odds

    def aid_lines(self, o: Odds) -> list[str]:
        """The aid's lines of text under its title, in the player's language."""
        app = self.app
        gain = float(o.expected_share)
        return [app.t("play-aid-risk", percent=shown_percent(o.disaster)),
                app.t("play-aid-cards", count=o.cards_left),
                app.t("play-aid-deadly", count=o.deadly, cards=o.cards_left),
                app.t("play-aid-relics", count=o.relics_left),
                app.t("play-aid-gain", gems=app.loc.format_number(round(gain, 1)), count=round(gain, 1)),
                app.t("play-aid-traps") if o.hazards_seen else app.t("play-aid-no-traps")]

    def _draw_aid(self, surface) -> None:
        """The odds of the next card: the chance it ends the expedition, the deck's cards, the
        cards among them that would end it and the relics, the gems it brings on average, and
        the traps on the path with the copies of each still in the deck."""
        app = self.app
        r = self.rects["aid"]
        pad = theme.px(app, lay.AID_PAD)
        inner = r.inflate(-2 * pad, 0)
        y = r.top + pad // 2
        head = pygame.Rect(inner.left, y, inner.width, theme.px(app, lay.AID_HEAD_H))
        theme.draw_text(surface, app, app.t("play-aid-title"), head, theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        o = self.aid_odds()
        if o is None:
            return
        y = head.bottom
        risk, *rest = self.aid_lines(o)
        colour = theme.DANGER if o.deadly else theme.SAFE
        row = pygame.Rect(inner.left, y, inner.width, theme.px(app, lay.AID_RISK_H))
        theme.draw_text(surface, app, risk, row, theme.FONT_BODY, colour, bold=True, align="left")
        y = row.bottom
        for i, text in enumerate(rest):
            row = pygame.Rect(inner.left, y, inner.width, theme.px(app, lay.AID_LINE_H))
            dim = i == len(rest) - 1
            theme.draw_text(surface, app, text, row, theme.FONT_SMALL, theme.TEXT_DIM if dim else theme.TEXT, align="left")
            y = row.bottom
        # one chip per trap type on the path: its card and the copies left in the deck
        chip_w = inner.width // 5
        ih = theme.px(app, lay.CHIP_H)
        for k, hazard in enumerate(o.hazards_left):
            left = inner.left + k * chip_w
            icon = app.art.card("hazard", hazard=hazard.value, size=(round(ih * 0.714), ih),
                                theme=self.session.theme)
            surface.blit(icon, (left, y + theme.px(app, lay.CHIP_TOP)))
            count = pygame.Rect(left + icon.get_width() + theme.px(app, lay.CHIP_GAP), y + theme.px(app, lay.CHIP_TOP),
                                chip_w - icon.get_width() - theme.px(app, lay.CHIP_ROOM), ih)
            theme.draw_text(surface, app, f"×{o.hazards_left[hazard]}", count, theme.FONT_BODY,
                            theme.DANGER if o.hazards_left[hazard] else theme.TEXT_DIM, bold=True, align="left")
