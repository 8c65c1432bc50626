"""Diamant at an online table: the same table scenes, fed from the network.

`OnlineSession` is a GameSession whose game is a *mirror*: an engine of the same ruleset whose
reveals are forced (`Game.force_next`) to the cards the host's events showed, and whose other
seats' decisions are applied when the host's `decisions-revealed` tells them. So the scenes get
the engine's own events (animations, log, sounds, speech: all unchanged) and the mirror never holds
more than this seat was shown: the deck order and the seed stay with the host, and another seat's
choice is known here only once the engine reveals it. The host's screen is fed the same way (its
seats are the host's LOCAL seats), so host and guests see one and the same game.

This screen's own decision goes to the table (the host's `act`, or the client's intent) and is
shown as taken; the mirror applies it with the others at the reveal. Nothing here knows a socket:
the link (diamant.shell.online) does.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from diamant.games.diamant.engine import (BOT, HUMAN, Decision, Event, Game, GameRecord, Phase, RecordError, Ruleset,
                                          RulesError, SeatInfo, replay)
from diamant.games.diamant.screens import flow
from diamant.games.diamant.screens.seat_sources import SeatSource
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.shell.online import REFUSED, TableLink, new_events, register_opener

log = logging.getLogger(__name__)


class TableSeat(SeatSource):
    """A seat decided at the table, not here (a remote player, a bot at the host): asked, it
    shows as thinking until the reveal brings its decision (the session applies it)."""


def _spec(card: dict[str, Any]) -> str:
    """`force_next`'s name of a revealed card."""
    kind = card.get("kind")
    if kind == "treasure":
        return f"treasure:{card['value']}"
    if kind == "hazard":
        return f"hazard:{card['hazard']}"
    return f"relic:{card['idol']}"


def table_setup(link: TableLink, loc: Any = None) -> TableSetup:
    """The seats as the table names them (this screen's seats are the humans)."""
    rules = Ruleset.from_dict(link.setup["ruleset"])
    seats = []
    for i, s in enumerate(link.seats):
        name = str(s.get("name") or "")[:24]
        seats.append(SeatSetup(name, HUMAN if i in link.own else BOT, None, i))
    return TableSetup(seats, rules.edition.value, rules.secret_chests)


class OnlineSession(GameSession):
    """A game at this screen, played at an online table. See the module docstring."""

    def __init__(self, link: TableLink, **kwargs: Any) -> None:
        setup = table_setup(link)
        rules = Ruleset.from_dict(link.setup["ruleset"])
        sources: dict[int, SeatSource] = {i: TableSeat() for i in range(len(setup.seats)) if i not in link.own}
        kwargs.update(autosave=False, ruleset=rules, sources=sources)
        self.link = link
        self.mine: dict[int, Decision] = {}  # this screen's choices sent, not yet revealed
        self.table_decided: set[int] = set()  # seats the table says have decided this step
        self.resyncing: set[int] = set()  # own seats whose state the table has yet to resend
        # the table's timer: when each own seat's time runs out (on `now`'s clock), and the whole
        # time it had (the ring's full turn); the seats whose time ran out, for the log
        self.now: Callable[[], float] = time.monotonic
        self.deadlines: dict[int, tuple[float, float]] = {}
        self.timeouts: list[int] = []
        super().__init__(setup, **kwargs)
        self.state: dict[int, dict[str, Any]] = {}  # the table's last "state" per own seat
        self.final: dict[str, Any] | None = None  # the host's record, at the end
        self.table_step = 0  # the table's step (docs/protocol.md): the steps resolved so far
        self.host_left = False
        self.reconnecting = False
        # the mirror: the session dealt its own cards; these are the table's
        self.game = Game(rules, len(setup.seats), 0)
        self.seed = 0
        self.events.clear()
        self.reveals: list[str] = []  # every card the table turned up, in order (the game so far)
        self.kept_so_far: Any = None  # where the game so far went when the host left (a path)
        first = list(link.first_events or [])
        self._force(first)  # a late join's history reveals more than the first card: all are forced
        self.events.extend(self.game.start())
        self._resolved = 0
        self.events_seen = len(first)  # the table's public events this mirror has taken
        self._table_events(first, force=False)

    # --- what the table sends ------------------------------------------------------------------
    def _force(self, events: list[dict[str, Any]]) -> None:
        specs = [_spec(e["card"]) for e in events if e.get("type") == "card-revealed"]
        if specs:
            self.game.force_next(*specs)
            self.reveals.extend(specs)

    def pump(self) -> None:
        for msg in self.link.take():
            kind = msg.get("type")
            if kind in ("events", "history"):  # "history": back after a dropped connection
                events, self.events_seen = new_events(msg, self.events_seen)
                self._table_events(events)
            elif kind == "state":
                seat = int(msg.get("for", self.link.own[0] if self.link.own else 0))
                self.state[seat] = msg
                self._clock(seat, msg)
                if seat in self.resyncing:
                    # the table's word after a dropped connection: a choice sent as it dropped
                    # that never reached it is the player's to make again (else both sides wait)
                    self.resyncing.discard(seat)
                    if msg.get("pending") is None and seat in (msg.get("awaiting") or ()):
                        self.mine.pop(seat, None)
            elif kind == "host-left":
                if not self.host_left and not self.is_over:
                    self._warn("the host has left the table", key="online-host-left")
                self.host_left = True
                self._keep_so_far()
            elif kind == "reconnecting":
                if not self.reconnecting:
                    self._warn("the connection to the host dropped: reconnecting", key="online-reconnecting")
                self.reconnecting = True
            elif kind == "reconnected":
                if self.reconnecting:
                    self._warn("reconnected to the table", key="online-reconnected")
                self.reconnecting = False
                # the host sends the game so far, then each seat's state: until that state, whether
                # a choice on its way as the connection dropped arrived is not known
                self.resyncing = set(self.link.own)
            elif kind == "lost" and not self.host_left and not self.is_over:
                self.host_left = True
                self._warn(f"the connection to the table is lost: {msg.get('message')}", key="online-lost")
                self._keep_so_far()
            elif kind == "error" and msg.get("code") in REFUSED:
                # the choice was not taken: the player is asked again (unless the table holds
                # one for the seat already: its bot's, the time having run out)
                for seat in [s for s in self.mine if (self.state.get(s) or {}).get("pending") is None]:
                    del self.mine[seat]
            elif kind == "time-out" and isinstance(msg.get("seat"), int):
                self.timeouts.append(msg["seat"])
            elif kind == "seats":
                self._rename(msg["seats"])

    def _clock(self, seat: int, msg: dict[str, Any]) -> None:
        """A seat's "state": its deadline (seconds left, as the table sent it), and the choice
        the table holds for it, which is the seat's even when this screen did not make it (the
        time ran out and its bot chose)."""
        left = msg.get("deadline")
        if isinstance(left, (int, float)) and msg.get("pending") is None and msg.get("legal"):
            full = self.deadlines[seat][1] if seat in self.deadlines else float(left)
            since = msg.get("received")  # when it came (the link's stamp), else now
            at = (since if isinstance(since, float) else self.now()) + float(left)
            self.deadlines[seat] = (at, max(full, float(left)))
        else:
            self.deadlines.pop(seat, None)
        pending = msg.get("pending")
        if pending is not None and seat in self.link.own:
            try:
                self.mine[seat] = Decision.parse(pending)
            except (RulesError, ValueError):
                log.warning("the table holds an unknown choice for seat %d: %r", seat, pending)

    def time_left(self, seat: int) -> tuple[float, float] | None:
        """(seconds left, the whole time) for `seat`'s decision at a table with a timer; None
        when the seat is not asked, or the table has no timer."""
        at = self.deadlines.get(seat)
        if at is None or seat not in self.awaiting_humans():
            return None
        return max(0.0, at[0] - self.now()), at[1]

    def take_timeouts(self) -> list[int]:
        out, self.timeouts = self.timeouts, []
        return out

    def _rename(self, seats: list[dict[str, Any]]) -> None:
        for i, s in enumerate(seats[:len(self.names)]):
            name = str(s.get("name") or "")[:24]
            if name and name != self.names[i]:
                self.names[i] = name
                self.seats[i].name = name

    def _table_events(self, events: list[dict[str, Any]], force: bool = True) -> None:
        if force:
            self._force(events)
        for e in events:
            if e.get("type") == "decision-made":
                self.table_decided.add(int(e["seat"]))
            elif e.get("type") == "decisions-revealed":
                for seat, value in e["decisions"]:
                    if seat in self.game.awaiting:
                        try:
                            self._decide(seat, Decision.parse(value))
                        except RulesError as exc:  # a desync: said, and the table goes on
                            self._warn(f"this table's copy of the game differs from the host's: {exc}")

    def _game_over(self) -> None:
        self.final = self.link.wait_record()
        if self.final is None:
            return
        # the mirror's cards were forced, but the game now has its record (the host's, with the
        # seed): the coach and the replay are offered as after a game at one screen
        self.game.rigged = False
        try:
            record = GameRecord.from_dict(self.final)
            game, _ = replay(record)
            if self.keep_history:
                self.store.add_to_history(record, game, now=self.clock.now())
        except (OSError, ValueError, RulesError) as exc:
            self._warn(f"the finished game could not be stored: {exc}", key="message-history-not-stored")

    keep_history = False

    def record_so_far(self) -> GameRecord:
        """The game as far as this screen saw it: its decisions on the cards the table turned up
        (the seed stayed with the host), marked as left by its host. It replays to the mirror."""
        seats = []
        for i, name in enumerate(self.names):
            row = self.link.seats[i] if i < len(self.link.seats) else {}
            human = i in self.link.own or (row.get("kind") != "bot" and row.get("status") != "bot")
            seats.append(SeatInfo(name, HUMAN if human else BOT))
        return GameRecord(self.game.ruleset, seats, 0, list(self.game.decisions),
                          {"abandoned": "host-left", "online": True}, reveals=list(self.reveals))

    def _keep_so_far(self) -> None:
        """A guest whose host left keeps the game so far among its past games (watched again,
        never continued: the table was the host's). Said when it cannot be written."""
        if self.link.hosting or self.is_over or not self.keep_history or self.kept_so_far is not None:
            return
        from diamant.games.diamant.history import add_abandoned
        try:
            self.kept_so_far = add_abandoned(self.record_so_far(), self.game, now=self.clock.now())
        except (OSError, RecordError) as exc:
            self._warn(f"the game so far could not be stored: {exc}", key="message-game-so-far-not-stored")

    # --- this screen's decisions -----------------------------------------------------------------
    def choose(self, seat: int, decision: Decision | str) -> list[Event]:
        if seat not in self.link.own:
            raise RulesError(f"seat {seat} is not played at this screen")
        if seat not in self.game.awaiting or seat in self.mine:
            raise RulesError(f"seat {seat} is not awaited now")
        d = Decision.parse(decision)
        self.mine[seat] = d
        # the step counted here, not the last "state"'s: that may be on its way still
        self.link.send(seat, d.value, self.table_step)
        return []

    def awaiting_humans(self) -> list[int]:
        # (a seat the table says has decided is not asked: its bot may have, the time having run out)
        return [s for s in super().awaiting_humans()
                if s not in self.mine and s not in self.resyncing and s not in self.table_decided]

    def decided_seats(self) -> tuple[int, ...]:
        g = self.game
        if g.phase is not Phase.DECIDING:
            return ()
        done = set(super().decided_seats()) | set(self.mine) | self.table_decided
        return tuple(s for s in g.seats_in_cave if s in done)

    def _step_resolved(self) -> None:
        self.table_step += 1
        self.mine.clear()
        self.table_decided.clear()
        self.deadlines.clear()
        super()._step_resolved()

    def update(self, dt: float, ready: bool | None = None) -> None:
        self.pump()
        super().update(dt, ready)

    # --- what a finished or left game keeps ---------------------------------------------------------
    def _on_game_over(self) -> None:
        if self.game_over_recorded:
            return
        self.game_over_recorded = True
        self._drop_thoughts()
        self._game_over()  # the history takes the host's record

    def record(self, resolved_only: bool = True) -> GameRecord:
        """The host's record once the game is over (the coach, the replay); before, nothing: the
        mirror's cards were forced, it has no record of its own."""
        if self.final is None:
            raise RulesError("an online game has its record at the end")
        return GameRecord.from_dict(self.final)

    def save(self) -> None:
        pass  # the host keeps the table; a guest has nothing to resume

    def close(self) -> None:
        super().close()
        self.link.close()


def open_table(app: Any, link: TableLink) -> OnlineSession:
    """The table scenes for a started link: the camp, then the cave, as at one screen."""
    app.game_over_seen = False
    session = OnlineSession(link, speed=flow.anim_speed(app),
                            spectator_speed=float(flow.setting(app, "spectator_speed", 1.0) or 1.0),
                            on_warning=flow._warner(app), clock=app.timesource,
                            executor=app.bot_executor)
    session.keep_history = not app.headless or bool(app.autosave)
    flow._clear_play_scenes(app)
    for scene in list(app.scenes):
        if getattr(scene, "online_room", False):
            app.remove(scene)
    app.nav.push("board", session=session)
    return session


register_opener("diamant", open_table)

__all__ = ["BOT", "OnlineSession", "open_table"]
