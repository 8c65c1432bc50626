"""The expedition: the table (TABLE's TablePresenter) and around it the decision cards, the log in
words, the deck count, the round, the learning aid and the hot-seat hand-over.

The scene holds no rules: it plays the session's events on the table (one by one, so the log and
the sounds follow what is shown) and sends the humans' decisions to the session. Decisions are
accepted only when the table has shown every event (the state on screen is the game's state).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from diamant.app import theme
from diamant.app.flow import _save_settings, anim_speed, seat_badge, setting
from diamant.app.scene import Scene
from diamant.app.widgets import Button, Choice, FocusGroup, lit
from diamant.engine import (CardKind, CardRevealed, Decision, DecisionMade, DecisionsRequested,
                            DecisionsRevealed, Disaster, Event, GameEnded, GemsShared, HazardWarning,
                            PlayersLeft, RelicsStay, RelicsTaken, RoundEnd, RoundEnded, RoundStarted,
                            SafeReturn)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.app.app import App
    from diamant.app.session import GameSession

SPECTATOR_SPEEDS = (0.5, 1.0, 2.0, 4.0)
LOG_MAX = 400


# -------------------------------------------------------------------------------------------------
# the table presenter: TABLE's when present, a plain stand-in otherwise
def seat_displays(session: "GameSession") -> list[Any]:
    try:
        from diamant.app.table import SeatDisplay
    except Exception:  # noqa: BLE001
        SeatDisplay = None  # type: ignore[assignment]
    out = []
    for s in session.seats:
        if SeatDisplay is not None:
            out.append(SeatDisplay(s.name, s.colour, s.human, s.level))
        else:
            out.append(_Seat(s.name, s.colour, s.human, s.level))
    return out


class _Seat:
    def __init__(self, name, colour, human, level=None):
        self.name, self.colour, self.human, self.level = name, colour, human, level


def make_table(app: "App", session: "GameSession") -> Any:
    try:
        from diamant.app.table import TablePresenter
        table = TablePresenter(app, session.game.ruleset, seat_displays(session))
    except Exception:  # noqa: BLE001 - the real table is not there (yet): a simple stand-in
        table = _StubTable(app, session.game.ruleset, seat_displays(session))
    table.speed = anim_speed(app)
    table.reduced_motion = bool(setting(app, "reduced_motion", False))
    table.show_round = False  # the scene's header names the round
    return table


class _StubTable:
    """A plain table: seats in a row, the path as a grid of cards. Same interface as TablePresenter."""

    def __init__(self, app, ruleset, seats):
        self.app, self.ruleset, self.seats = app, ruleset, seats
        self.viewer: int | None = None
        self.reveal_all = False
        self.on_shown = None
        self.speed = 1.0
        self.reduced_motion = False
        self.queue: list[Event] = []
        self.timer = 0.0
        n = len(seats)
        self.path: list = []
        self.gems: list[int] = []
        self.in_cave = [False] * n
        self.carried = [0] * n
        self.chests: list[int | None] = [0] * n
        self.decided: set[int] = set()
        self.round = 0
        self.deck_size = 0
        self._game = None

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.timer > 0

    def sync(self, game) -> None:
        self._game = game
        self.path = list(game.path)
        self.gems = list(game.path_gems)
        self.in_cave = list(game.in_cave)
        self.carried = list(game.carried)
        self.chests = list(game.chests)
        self.round = game.round
        self.deck_size = game.deck_size
        self.decided = {s for s in game.seats_in_cave if s not in game.awaiting}

    def push(self, events) -> None:
        self.queue.extend(events)
        if self.speed <= 0:
            self.skip()

    def skip(self) -> None:
        while self.queue:
            self._apply(self.queue.pop(0))
        self.timer = 0.0

    def update(self, dt) -> None:
        if self.timer > 0:
            self.timer = max(0.0, self.timer - dt * (self.speed or 1))
            return
        if self.queue:
            e = self.queue.pop(0)
            self._apply(e)
            self.timer = 0.0 if self.speed <= 0 else 0.25

    def _apply(self, e) -> None:
        if self.on_shown:
            self.on_shown(e)
        if isinstance(e, RoundStarted):
            self.round, self.path, self.gems, self.deck_size = e.round, [], [], e.deck_size
            self.in_cave = [i in e.players for i in range(len(self.seats))]
            self.carried = [0] * len(self.seats)
        elif isinstance(e, CardRevealed):
            self.path.append(e.card)
            self.gems.append(0)
            self.deck_size = e.deck_size
        elif isinstance(e, GemsShared):
            self.gems[e.index] = e.remainder
            for s in e.seats:
                self.carried[s] += e.each
        elif isinstance(e, Disaster):
            for s in e.seats:
                self.carried[s] = 0
                self.in_cave[s] = False
        elif isinstance(e, DecisionMade):
            self.decided.add(e.seat)
        elif isinstance(e, DecisionsRevealed):
            self.decided.clear()
        elif isinstance(e, PlayersLeft):
            self.gems = [0] * len(self.gems)
            for s, b in zip(e.seats, e.banked):
                self.carried[s] = 0
                self.in_cave[s] = False
                if self.chests[s] is not None:
                    self.chests[s] += b
        elif isinstance(e, SafeReturn):
            for s, b in zip(e.seats, e.banked):
                self.carried[s] = 0
                self.in_cave[s] = False
                self.chests[s] = (self.chests[s] or 0) + b
        elif isinstance(e, GameEnded):
            self.chests = list(e.chests)

    def seat_anchor(self, seat):
        return (0, 0)

    def hit_card(self, pos):
        return None

    def draw(self, surface, rect) -> None:
        app = self.app
        rect = pygame.Rect(rect)
        theme.panel(surface, app, rect, alpha=150)
        n = len(self.seats)
        sw = rect.width // max(1, n)
        for i, s in enumerate(self.seats):
            r = pygame.Rect(rect.left + i * sw, rect.top + theme.px(app, 0.8), sw, theme.px(app, 7))
            seat_badge(surface, s.colour, (r.centerx, r.top + theme.px(app, 1.6)), theme.px(app, 2.6))
            theme.draw_text(surface, app, s.name, pygame.Rect(r.left, r.top + theme.px(app, 3),
                            r.width, theme.px(app, 2)), theme.FONT_SMALL,
                            theme.TEXT if self.in_cave[i] else theme.TEXT_DIM)
            chest = self.chests[i] if (not self.ruleset.secret_chests or self.reveal_all
                                       or self.viewer == i) else None
            txt = f"{self.carried[i]} / {'?' if chest is None else chest}"
            theme.draw_text(surface, app, txt, pygame.Rect(r.left, r.top + theme.px(app, 5),
                            r.width, theme.px(app, 2)), theme.FONT_SMALL, theme.GOLD)
            if i in self.decided:
                img = app.art.fit("decision-back", (theme.px(app, 3), theme.px(app, 3)))
                surface.blit(img, img.get_rect(center=(r.centerx + theme.px(app, 3), r.top + theme.px(app, 1.6))))
        area = pygame.Rect(rect.left + theme.px(app, 1), rect.top + theme.px(app, 8.5),
                           rect.width - theme.px(app, 2), rect.height - theme.px(app, 9.5))
        k = max(1, len(self.path))
        cols = max(6, min(12, k))
        rows = max(1, -(-k // cols))
        cw = min(area.width // cols, int(area.height / rows * 5 / 7)) - theme.px(app, 0.4)
        ch = int(cw * 7 / 5)
        for i, c in enumerate(self.path):
            x = area.left + (i % cols) * (cw + theme.px(app, 0.4))
            y = area.top + (i // cols) * (ch + theme.px(app, 0.4))
            if c.kind is CardKind.TREASURE:
                img = app.art.card("treasure", value=c.value, size=(cw, ch))
            elif c.kind is CardKind.HAZARD:
                img = app.art.card("hazard", hazard=c.hazard.value, size=(cw, ch))
            else:
                img = app.art.card("relic", relic_index=c.idol, size=(cw, ch))
            surface.blit(img, (x, y))
            if i < len(self.gems) and self.gems[i]:
                theme.draw_text(surface, app, str(self.gems[i]), pygame.Rect(x, y + ch - theme.px(app, 2.5), cw,
                                theme.px(app, 2.2)), theme.FONT_BODY, theme.GOLD, bold=True, shadow=True)


# -------------------------------------------------------------------------------------------------
# the log in words
def describe(app: "App", e: Event, names: list[str]) -> list[tuple[str, Any]]:
    """Lines (text, colour) for one event, from the log-* messages of game.ftl."""
    t = app.t
    T, DIM, GOLD, DANGER = theme.TEXT, theme.TEXT_DIM, theme.GOLD, theme.DANGER
    out: list[tuple[str, Any]] = []
    name = lambda s: names[s] if 0 <= s < len(names) else str(s + 1)  # noqa: E731
    if isinstance(e, RoundStarted):
        out.append((t("log-round-started", round=e.round), GOLD))
        if e.relic_added is not None:
            out.append((t("log-relic-added"), DIM))
    elif isinstance(e, CardRevealed):
        if e.card.kind is CardKind.TREASURE:
            out.append((t("log-card-treasure", value=e.card.value), T))
        elif e.card.kind is CardKind.RELIC:
            out.append((t("log-relic-revealed"), T))
    elif isinstance(e, GemsShared):
        if e.seats and e.each:
            out.append((t("log-gems-shared", explorers=len(e.seats), count=e.each,
                          remainder=e.remainder), DIM))
        elif e.seats:  # fewer gems than explorers: nobody takes any
            out.append((t("log-gems-unshared", explorers=len(e.seats), remainder=e.remainder),
                        DIM))
    elif isinstance(e, HazardWarning):
        out.append((t("log-hazard-first", hazard=e.hazard.value), (236, 150, 90)))
    elif isinstance(e, Disaster):
        out.append((t("log-disaster", hazard=e.hazard.value, count=len(e.seats)), DANGER))
    elif isinstance(e, DecisionsRevealed):
        out.append((t("log-decisions-revealed"), DIM))
        goers = [name(s) for s, d in e.decisions if d is Decision.CONTINUE]
        if goers and len(goers) == len(e.decisions) and len(goers) > 1:
            out.append((t("play-log-all-continue"), T))
        elif goers:
            out.append((t("log-player-continues", name=app.loc.format_list(goers)), T))
    elif isinstance(e, PlayersLeft):
        if e.pool:
            out.append((t("log-leavers-share", count=e.each, remainder=e.remainder), DIM))
        for s, b in zip(e.seats, e.banked):
            out.append((t("log-player-leaves", name=name(s), gems=b), T))
    elif isinstance(e, RelicsTaken):
        for v in e.values:
            out.append((t("log-relic-taken", name=name(e.seat), value=v), GOLD))
    elif isinstance(e, RelicsStay):
        out.append((t("log-relics-stay", count=len(e.relics)), DIM))
    elif isinstance(e, SafeReturn):
        out.append((t("log-deck-empty"), T))
    elif isinstance(e, RoundEnded):
        if e.reason is RoundEnd.DISASTER:
            out.append((t("log-round-ended-disaster"), DANGER))
            if e.hazard_removed is not None and e.hazard_removed.hazard is not None:
                out.append((t("log-hazard-removed", hazard=e.hazard_removed.hazard.value), DIM))
        else:
            out.append((t("log-round-ended-empty"), T))
        if e.relics_lost:
            out.append((t("log-relics-lost", count=len(e.relics_lost)), DIM))
        out.append((t("log-barricade", round=e.round), DIM))
    elif isinstance(e, GameEnded):
        out.append((t("log-game-ended"), GOLD))
        best = max(e.scores)
        if len(e.winners) == 1:
            out.append((t("log-winner", name=name(e.winners[0]), score=best), GOLD))
        else:
            names_list = app.loc.format_list([name(s) for s in e.winners])
            out.append((t("log-winners-tie", names=names_list, score=best), GOLD))
    return out


_SOUNDS = {CardRevealed: "card-flip", HazardWarning: "hazard-warning", Disaster: "disaster",
           PlayersLeft: "leave", RelicsTaken: "relic", RoundEnded: "round-end", GameEnded: "victory",
           DecisionMade: "decision"}


def play_sound(app: "App", e: Event) -> None:
    audio = getattr(app, "audio", None)
    if audio is None:
        return
    try:
        if isinstance(e, GemsShared):
            if e.each:
                audio.play_gems(e.each)
            return
        name = _SOUNDS.get(type(e))
        if name:
            audio.play(name)
    except Exception:  # noqa: BLE001 - sound never breaks the game
        pass


# -------------------------------------------------------------------------------------------------
class ExpeditionScene(Scene):
    in_game = True
    owns_session = True

    def __init__(self, app: "App", session: "GameSession", *, resumed: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.table = make_table(app, session)
        self.table.on_shown = self._on_shown
        self.log: list[tuple[str, Any]] = []
        self.log_scroll = 0  # lines scrolled up from the newest
        self.active: int | None = None  # the human whose hand is shown
        self.active_chose = False  # the active human has decided (their card shows face-down)
        self.curtain_for: int | None = None
        self.focus_card = 1  # 0 = leave, 1 = continue
        self.round_events: list[Event] = []  # this round's events, for the round-end summary
        self.pending_round_end: RoundEnded | None = None
        self.board_round = 0  # the round whose board was shown last
        self.to_board = False
        self.finished = False
        self.idle_time = 0.0
        if resumed:
            game = session.game
            self.table.sync(game)
            self.board_round = game.round
            self.log.append((app.t("play-resumed", round=game.round), theme.GOLD))
        self.group = FocusGroup(app)
        self.pause_button = self.group.add(Button(lit("II"), self._pause, "play-pause-tip"))
        self.speed_choice = self.group.add(Choice(
            "play-spectator-speed", [(v, lit(f"×{v:g}")) for v in SPECTATOR_SPEEDS],
            session.spectator_speed if session.spectator_speed in SPECTATOR_SPEEDS else 1.0,
            self._set_spectator_speed))
        self.speed_choice.visible = session.spectator
        self.rects: dict[str, pygame.Rect] = {}
        self.card_rects: list[pygame.Rect] = []

    # ---------------------------------------------------------------------------------------------
    # life cycle
    def enter(self) -> None:
        self.group.resume()
        self.layout(self.app.size)
        self.table.speed = anim_speed(self.app)
        self.session.speed = anim_speed(self.app)

    def leave(self) -> None:
        self.group.release()

    def relocalize(self) -> None:
        pass  # log lines already written stay in the language they were written in

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        u = app.u
        pad = round(u * 1.0)
        top = round(u * 5.0)
        side_w = round(u * 27)
        hand_h = round(min(h * 0.3, u * 17))
        self.rects["top"] = pygame.Rect(0, 0, w, top)
        self.rects["side"] = pygame.Rect(w - side_w - pad, top, side_w, h - top - pad)
        self.rects["table"] = pygame.Rect(pad, top, w - side_w - 3 * pad, h - top - hand_h - pad)
        self.rects["hand"] = pygame.Rect(pad, h - hand_h, w - side_w - 3 * pad, hand_h - pad)
        side = self.rects["side"]
        aid_h = round(u * 9) if setting(app, "learning_aid", False) else 0
        self.rects["aid"] = pygame.Rect(side.left, side.bottom - aid_h, side.width, aid_h)
        self.rects["log"] = pygame.Rect(side.left, side.top, side.width,
                                        side.height - (aid_h + pad if aid_h else 0))
        b = round(u * 3.6)
        self.pause_button.rect = pygame.Rect(w - pad - b, (top - b) // 2, b, b)
        hand = self.rects["hand"]
        self.speed_choice.rect = pygame.Rect(hand.centerx - round(u * 16), hand.centery - round(u * 2.5),
                                             round(u * 32), round(u * 5))
        # the two decision cards
        ch = hand.height - round(u * 2.4)
        cw = round(ch * 250 / 350)
        gap = round(u * 2.0)
        cx = hand.left + hand.width * 0.62
        self.card_rects = [pygame.Rect(round(cx - gap / 2 - cw), hand.top + round(u * 1.2), cw, ch),
                           pygame.Rect(round(cx + gap / 2), hand.top + round(u * 1.2), cw, ch)]

    # ---------------------------------------------------------------------------------------------
    # events from the session to the table
    def _on_shown(self, e: Event) -> None:
        for line in describe(self.app, e, self.session.names):
            self.log.append(line)
        if len(self.log) > LOG_MAX:
            del self.log[: len(self.log) - LOG_MAX]
        if self.log_scroll:
            self.log_scroll += len(describe(self.app, e, self.session.names))
        if isinstance(self.table, _StubTable):  # TABLE's presenter plays its own sounds
            play_sound(self.app, e)

    @property
    def caught_up(self) -> bool:
        return (not self.table.busy and not self.session.events and self.pending_round_end is None
                and not self.to_board)

    def update(self, dt: float) -> None:
        sess = self.session
        self.table.update(dt)
        self._feed()
        sess.update(dt, self.caught_up)
        self._feed()
        if self.pending_round_end is not None and not self.table.busy and self.is_top:
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
        while sess.events and not self.table.busy and self.pending_round_end is None and not self.to_board:
            e = sess.events[0]
            if isinstance(e, RoundStarted) and e.round > self.board_round:
                self.to_board = True  # the board shows the coming round first
                return
            sess.events.popleft()
            if isinstance(e, RoundStarted):
                self.round_events = []
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

    def _show_round_end(self) -> None:
        from diamant.app.scenes.round_end import RoundEndScene
        e = self.pending_round_end
        self.pending_round_end = None
        self.active = None
        self.app.push(RoundEndScene(self.app, self.session, e, list(self.round_events), self))

    def _show_board(self) -> None:
        from diamant.app.scenes.board import BoardScene
        self.to_board = False
        nxt = self.session.events[0].round if self.session.events else self.session.game.round
        self.app.replace(BoardScene(self.app, self.session, expedition=self, round_no=nxt))

    def after_round_end(self) -> None:
        """The round-end summary was closed."""
        if self.session.is_over and not self.session.events:
            from diamant.app.scenes.scoring import ScoringScene
            self.finished = True
            self.app.replace(ScoringScene(self.app, self.session))
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

    def _hand_over(self) -> None:
        waiting = self.session.awaiting_humans()
        curtain = self.needs_curtain()
        if curtain and self.table.viewer is not None and (
                self.active is None or self.active_chose or self.table.viewer != self.active):
            # e.g. the curtain was turned on mid-round: nobody's secrets stay on the screen
            self.table.viewer = None
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
                from diamant.app.scenes.handover import HandoverScene
                self.curtain_for = nxt
                self.active = None
                self.table.viewer = None
                self.app.push(HandoverScene(self.app, self, nxt))
        else:
            self.activate(nxt)

    def activate(self, seat: int) -> None:
        """`seat`'s hand is shown (after the curtain, if there is one)."""
        self.active = seat
        self.active_chose = False
        self.curtain_for = None
        self.focus_card = 1
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
        seat = self.active
        private = self.needs_curtain()  # asked before the choice may resolve the step
        self.session.choose(seat, decision)
        self.active_chose = True
        if private:
            # the hand closes at once: while the step resolves and plays for everybody, nothing
            # of this seat's secrets (its secret chest) stays on the screen
            self.table.viewer = None
        self._feed()
        return True

    # ---------------------------------------------------------------------------------------------
    # input
    def _pause(self) -> None:
        try:
            from diamant.app.scenes.pause import PauseScene
        except Exception:  # noqa: BLE001 - SHELL's pause scene not there
            return
        self.app.push(PauseScene(self.app))

    def _set_spectator_speed(self, v: float) -> None:
        self.session.spectator_speed = v
        s = getattr(self.app, "settings", None)
        if s is not None and hasattr(s, "spectator_speed") and s.spectator_speed != v:
            s.spectator_speed = v
            _save_settings(self.app)  # the next watched game starts at this speed

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_c, pygame.K_RIGHT) and self.can_decide():
                if k == pygame.K_c:
                    return self.decide(Decision.CONTINUE)
                self.focus_card = 1
                return True
            if k in (pygame.K_l, pygame.K_LEFT) and self.can_decide():
                if k == pygame.K_l:
                    return self.decide(Decision.LEAVE)
                self.focus_card = 0
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.can_decide():
                return self.decide(Decision.CONTINUE if self.focus_card == 1 else Decision.LEAVE)
            if k == pygame.K_PAGEUP:
                self.log_scroll += 5
                return True
            if k == pygame.K_PAGEDOWN:
                self.log_scroll = max(0, self.log_scroll - 5)
                return True
            if k in (pygame.K_SPACE, pygame.K_RETURN) and self.table.busy:
                self.table.skip()
                return True
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rects.get("log", pygame.Rect(0, 0, 0, 0)).collidepoint(pos) or self.app.headless:
                self.log_scroll = max(0, self.log_scroll + event.y * 2)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.can_decide():
                for i, r in enumerate(self.card_rects):
                    if r.collidepoint(event.pos):
                        return self.decide(Decision.CONTINUE if i == 1 else Decision.LEAVE)
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
        surface.blit(self._chrome(surface.get_size()), (0, 0))
        self._draw_top(surface)
        self.table.draw(surface, self.rects["table"])
        self._draw_hand(surface)
        self._draw_log(surface)
        if self.rects["aid"].height:
            self._draw_aid(surface)
        self.group.draw(surface)

    def _chrome(self, size) -> pygame.Surface:
        """The background and the panels, drawn once per window size (they never move)."""
        key = (tuple(size), self.rects["aid"].height, self.rects["log"].height)
        if getattr(self, "_chrome_key", None) != key:
            app = self.app
            surf = pygame.Surface(size)
            theme.background(surf, app, darken=40)
            theme.panel(surf, app, self.rects["hand"], alpha=200)
            theme.panel(surf, app, self.rects["log"], alpha=215)
            if self.rects["aid"].height:
                theme.panel(surf, app, self.rects["aid"], alpha=215)
            self._chrome_surf, self._chrome_key = surf, key
        return self._chrome_surf

    def _draw_top(self, surface) -> None:
        app = self.app
        g = self.session.game
        top = self.rects["top"]
        pad = theme.px(app, 1)
        shown_round = getattr(self.table, "round", None) or g.round
        left = pygame.Rect(pad, 0, top.width // 3, top.height)
        theme.draw_text(surface, app, app.t("round-of", round=shown_round, total=g.ruleset.rounds),
                        left, theme.FONT_HEADING * 0.8, theme.GOLD, bold=True, align="left", shadow=True)
        deck = getattr(self.table, "deck_size", None)
        if deck is None:
            deck = g.deck_size
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
        inner = hand.inflate(-theme.px(app, 2.4), -theme.px(app, 1.6))
        info = pygame.Rect(inner.left, inner.top, self.card_rects[0].left - inner.left - theme.px(app, 2),
                           inner.height)
        if sess.spectator:
            theme.draw_text(surface, app, app.t("play-spectating"), pygame.Rect(
                inner.left, inner.top, inner.width, theme.px(app, 3)), theme.FONT_BODY, theme.TEXT_DIM)
            return
        seat = self.active
        if seat is None:
            if len(sess.humans) != 1:
                self._draw_waiting(surface, inner)
                return
            # one human: their own numbers stay in sight while the table plays
            seat = sess.humans[0]
            status = pygame.Rect(self.card_rects[0].left, inner.top, inner.right - self.card_rects[0].left,
                                 inner.height)
            self._draw_waiting(surface, status)
        view = sess.view(seat)
        line_h = theme.px(app, 3.0)
        badge = theme.px(app, 3.2)
        seat_badge(surface, sess.seats[seat].colour, (info.left + badge // 2, info.top + line_h // 2), badge)
        name_rect = pygame.Rect(info.left + badge + theme.px(app, 1), info.top, info.width - badge - theme.px(app, 1), line_h)
        if self.active is None:
            title = sess.names[seat]
        elif self.active_chose:
            title = app.t("play-chosen", name=sess.names[seat])
        else:
            title = app.t("play-your-choice", name=sess.names[seat])
        theme.draw_text(surface, app, title, name_rect, theme.FONT_BODY * 1.1, theme.GOLD, bold=True, align="left")
        y = info.top + line_h + theme.px(app, 0.6)
        carried, chest = view.carried, view.chest
        if self.active is None and hasattr(self.table, "model"):
            shown = self.table.model()  # what the table shows now (the engine may be a step ahead)
            carried = shown["carried"][seat]
            chest = shown["chests"][seat] if shown["chests"][seat] is not None else chest
        lines = [app.t("play-carried", count=carried)]
        if self.table.viewer == seat or not view.secret_chests:
            lines.append(app.t("play-chest", count=chest))
        else:
            lines.append(app.t("play-chest-hidden"))
        for text in lines:
            theme.draw_text(surface, app, text, pygame.Rect(info.left, y, info.width, theme.px(app, 2.4)),
                            theme.FONT_BODY, theme.TEXT, align="left")
            y += theme.px(app, 2.6)
        if view.relics_on_path and self.active is not None:
            text = app.t("play-relics-on-path", count=len(view.relics_on_path), value=view.relic_take_value)
            room = inner.bottom - theme.px(app, 2.4) - y
            theme.draw_text(surface, app, text, pygame.Rect(info.left, y, info.width, max(theme.px(app, 1.5), room)),
                            theme.FONT_SMALL, theme.GOLD, align="left", valign="top", wrap=True)
        hint_rect = pygame.Rect(info.left, inner.bottom - theme.px(app, 2.2), info.width, theme.px(app, 2.2))
        if self.active is None:
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
            lift = theme.px(app, 0.8) if self.focus_card == i else 0
            rr = r.move(0, -lift)
            img = app.art.card(kind, size=r.size)
            surface.blit(img, rr)
            label_rect = pygame.Rect(rr.left, rr.bottom - theme.px(app, 3.2), rr.width, theme.px(app, 2.6))
            theme.draw_text(surface, app, app.t(f"decision-{kind}"), label_rect, theme.FONT_BODY,
                            theme.TEXT, bold=True, shadow=True)
            if self.focus_card == i:
                theme.focus_ring(surface, app, rr, app.time)

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

    def _draw_log(self, surface) -> None:
        app = self.app
        r = self.rects["log"]
        pad = theme.px(app, 1.0)
        head = pygame.Rect(r.left + pad, r.top + pad // 2, r.width - 2 * pad, theme.px(app, 3))
        body = pygame.Rect(r.left + pad, head.bottom, r.width - 2 * pad, r.bottom - head.bottom - pad)
        key = (len(self.log), self.log[-1] if self.log else None, self.log_scroll, body.size,
               app.lang, app.u)
        if getattr(self, "_log_key", None) != key:
            self._log_surf = self._render_log(body)
            self._log_key = key
        theme.draw_text(surface, app, app.t("play-log"), head, theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        surface.blit(self._log_surf, body)

    def _render_log(self, body: pygame.Rect) -> pygame.Surface:
        app = self.app
        out = pygame.Surface(body.size, pygame.SRCALPHA)
        font = app.font(theme.FONT_SMALL)
        ls = font.get_linesize()
        cache = self.__dict__.setdefault("_wrap_cache", {})
        if cache.get("_width") != (body.width, app.u):
            cache.clear()
            cache["_width"] = (body.width, app.u)
        rendered: list[tuple[str, Any]] = []
        rows = max(1, body.height // ls)
        for text, colour in reversed(self.log):
            wrapped = cache.get(text)
            if wrapped is None:
                wrapped = cache[text] = font.wrap(text, body.width)
            for line in reversed(wrapped):
                rendered.append((line, colour))
            if len(rendered) > rows + self.log_scroll + 40:
                break
        max_scroll = max(0, len(rendered) - rows)
        self.log_scroll = min(self.log_scroll, max_scroll)
        visible = rendered[self.log_scroll: self.log_scroll + rows]
        y = body.height - ls
        for line, colour in visible:
            out.blit(theme.render(app, line, theme.FONT_SMALL, colour), (0, y))
            y -= ls
        if self.log_scroll:
            theme.draw_text(out, app, "▼", pygame.Rect(body.width - theme.px(app, 2), body.height - theme.px(app, 2),
                            theme.px(app, 2), theme.px(app, 2)), theme.FONT_SMALL, theme.GOLD)
        return out

    def _draw_aid(self, surface) -> None:
        from diamant.ai.base import disaster_risk, expected_gain
        app = self.app
        sess = self.session
        r = self.rects["aid"]
        pad = theme.px(app, 1.0)
        seat = self.active if self.active is not None else (sess.humans[0] if sess.humans else 0)
        view = sess.view(seat)
        head = pygame.Rect(r.left + pad, r.top + pad // 2, r.width - 2 * pad, theme.px(app, 2.8))
        theme.draw_text(surface, app, app.t("play-aid-title"), head, theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        if not self.caught_up or not view.in_cave:
            return
        risk = disaster_risk(view)
        gain = expected_gain(view)
        lines = [app.t("play-aid-risk", percent=round(risk * 100)),
                 app.t("play-aid-gain", gems=app.loc.format_number(round(gain, 1)))]
        y = head.bottom
        for text in lines:
            rr = pygame.Rect(r.left + pad, y, r.width - 2 * pad, theme.px(app, 2.4))
            theme.draw_text(surface, app, text, rr, theme.FONT_SMALL, theme.TEXT, align="left")
            y += theme.px(app, 2.5)


# -------------------------------------------------------------------------------------------------
# scripted states, for screenshots, tests and the frame benchmark
SAMPLE_NAMES = ("Anna", "Борис", "美咲", "Dragan", "Grażyna", "Felipe", "Chiara", "Hiro")


def long_path_ruleset():
    """A custom ruleset whose path can grow past 30 cards (one copy of each hazard: no disaster)."""
    from diamant.engine import Edition, Ruleset, TREASURES
    return Ruleset(Edition.CUSTOM, relic_mode=Ruleset.preset("iello").relic_mode,
                   relic_values=(5, 5, 5, 10, 10), treasures=TREASURES * 2, hazard_copies=1)


def scripted_session(app: "App", *, seats: int = 5, humans: int = 1, edition: str = "classic",
                     secret: bool = False, cards: int = 6, seed: int = 11, ruleset=None,
                     collect: list | None = None) -> "GameSession":
    """A session at a decision point with `cards` cards on the path (everybody continued)."""
    from diamant.app.session import GameSession, SeatSetup, TableSetup
    from diamant.app.session import default_level
    levels = ("steady", "counter", "tactician", "gambler", "timid", "expert", "steady", "counter")
    setup = TableSetup([SeatSetup(SAMPLE_NAMES[i], "human" if i < humans else "bot",
                                  None if i < humans else default_level(levels[i]), i)
                        for i in range(seats)], edition, secret, seed)
    sess = GameSession(setup, autosave=False, speed=anim_speed(app), ruleset=ruleset)
    events = sess.take_events()
    g = sess.game
    while len(g.path) < cards and not g.is_over:
        new = g.decide_all({s: Decision.CONTINUE for s in g.awaiting})
        if any(isinstance(e, RoundEnded) for e in new):
            events = []
            new = new[next(i for i, e in enumerate(new) if isinstance(e, RoundStarted)):] \
                if any(isinstance(e, RoundStarted) for e in new) else []
        events.extend(new)
    sess._resolved = len(g.decisions)
    if collect is not None:
        collect.extend(events)
    return sess


def scripted_expedition(app: "App", *, humans: int = 1, seats: int = 5, cards: int = 6,
                        flight: bool = False, ruleset=None, edition: str = "classic",
                        secret: bool = False, seed: int = 11) -> ExpeditionScene:
    events: list = []
    sess = scripted_session(app, seats=seats, humans=humans, cards=cards, ruleset=ruleset,
                            edition=edition, secret=secret, seed=seed, collect=events)
    sess.hold_bots = True  # a still picture: no bot thinks behind it
    exp = ExpeditionScene(app, sess)
    exp.table.sync(sess.game)
    exp.board_round = sess.game.round
    for e in events:
        exp.log.extend(describe(app, e, sess.names))
    app.push(exp)
    if flight:
        exp.table.speed = 1.0  # the picture shows gems in flight, whatever the app's speed
        g = sess.game
        sess.events.extend(g.decide_all({s: Decision.CONTINUE for s in g.awaiting}))
        sess._resolved = len(g.decisions)
        for _ in range(16):
            exp.update(0.05)
    return exp


def scripted_round_end(app: "App") -> Scene:
    events: list = []
    sess = scripted_session(app, seats=6, humans=1, cards=4, seed=5, edition="iello", collect=events)
    exp = ExpeditionScene(app, sess)
    exp.table.sync(sess.game)
    exp.board_round = sess.game.round
    app.push(exp)
    g = sess.game
    r = g.round
    left = False
    while g.round == r and not g.is_over:
        if not left and len(g.path) >= 5:
            dec = {s: (Decision.LEAVE if s in (0, 2) else Decision.CONTINUE) for s in g.awaiting}
            left = True
        else:
            dec = {s: Decision.CONTINUE for s in g.awaiting}
        sess.events.extend(g.decide_all(dec))
    sess._resolved = len(g.decisions)
    for _ in range(400):
        exp.table.skip()
        exp.update(0.1)
        if app.scenes.top is not exp:
            break
    top = app.scenes.top
    if hasattr(top, "anim"):
        top.anim.finish_all()
    return top


def play_out(sess: "GameSession", limits=(3, 5, 7, 9, 4, 6, 8, 10)) -> None:
    """Finish the game with scripted decisions (seat s leaves once the path has limits[s] cards)."""
    g = sess.game
    while not g.is_over:
        g.decide_all({s: (Decision.LEAVE if len(g.path) >= limits[s % len(limits)] else Decision.CONTINUE)
                      for s in g.awaiting})
    sess._resolved = len(g.decisions)


def scripted_board(app: "App") -> Scene:
    from diamant.app.scenes.board import BoardScene
    sess = scripted_session(app, seats=5, humans=1, cards=1, seed=21, edition="incan-gold")
    g = sess.game
    limits = (3, 5, 7, 9, 4)
    while g.round < 3:
        g.decide_all({s: (Decision.LEAVE if len(g.path) >= limits[s] else Decision.CONTINUE)
                      for s in g.awaiting})
    sess._resolved = len(g.decisions)
    board = BoardScene(app, sess, round_no=3)
    app.push(board)
    board.board.skip()
    return board


def scripted_scoring(app: "App") -> Scene:
    from diamant.app.scenes.scoring import ScoringScene
    sess = scripted_session(app, seats=6, humans=1, cards=1, seed=8, edition="iello")
    play_out(sess)
    sc = ScoringScene(app, sess)
    app.push(sc)
    sc.anim.finish_all()
    return sc


def _register() -> None:
    from diamant.app.screenshots import register_screenshot

    def busy(app):
        return scripted_expedition(app, humans=1, seats=8, cards=26, flight=True,
                                   ruleset=long_path_ruleset(), seed=4)

    def decide(app):
        exp = scripted_expedition(app, humans=1, seats=5, cards=7, seed=11, edition="iello")
        g = exp.session.game
        for s in list(g.awaiting)[1:3]:
            exp.session.events.extend(g.decide(s, Decision.CONTINUE))
        for _ in range(30):
            exp.table.skip()
            exp.update(0.1)
        return exp

    register_screenshot("expedition", busy)
    register_screenshot("expedition-decide", decide)
    register_screenshot("board", scripted_board)
    register_screenshot("round-end", scripted_round_end)
    register_screenshot("scoring", scripted_scoring)


_register()
