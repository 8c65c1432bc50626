"""Diamonds Club at an online table: the same table scene, fed from the network.

`OnlineClubSession` is a ClubSession whose game is a *mirror*: a ClubGame whose markets are the
ones the host's `round-started` events dealt (its `deals`, extended as rounds begin), so it never
knows a future market (the host's seed stays with the host). Everything else on the club's table
is public: each move of another seat is found by playing the mirror's legal actions on a copy
until one gives exactly the events the host sent, then played on the mirror, so the scene gets its
usual steps (animations, log, sounds). This screen's own move goes to the table and comes back as
events like any other. Nothing here knows a socket: the link (diamant.shell.online) does.
"""
from __future__ import annotations

import json
import logging
from typing import Any

from diamant.games.club import ClubGame, RulesError
from diamant.games.club.events import ClubEvent
from diamant.shell.online import REFUSED, TableLink, new_events, register_opener

from .session import ClubSession
from .setup import ClubSeat, ClubSetup

log = logging.getLogger(__name__)

#: a seat played elsewhere is shown as this level's (it is never asked: the table decides)
ELSEWHERE = "steady"


def _plain(events: Any) -> Any:
    """Events as they travel (JSON): tuples become lists, so both sides compare equal."""
    return json.loads(json.dumps(events))


class OnlineClubSession(ClubSession):
    link: TableLink
    deals: list[Any]  # the markets the table dealt, round by round
    pending: bool  # this screen's move is on its way to the table
    host_left: bool
    reconnecting: bool
    final: dict[str, Any] | None
    table_events: int  # the table's public events this mirror has taken
    keep_history: bool  # a guest whose host leaves keeps the game so far among its past games
    kept_so_far: Any  # where it went (a path), once kept

    @classmethod
    def for_link(cls, link: TableLink, **kw: Any) -> "OnlineClubSession":
        first = list(link.first_events or [])
        deals: list[Any] = [tuple(e["cards"]) for e in first if e.get("type") == "round-started"][:1]
        players = len(link.seats)
        game = ClubGame(players=players, seed=0, deals=deals)
        seats = tuple(ClubSeat(str(s.get("name") or f"{i + 1}")[:24], i, None if i in link.own else ELSEWHERE)
                      for i, s in enumerate(link.seats))
        session = cls(ClubSetup(seats, 0), game, game.opening_events(), **kw)
        session.link = link
        session.deals = deals
        session.pending = False
        session.host_left = False
        session.reconnecting = False
        session.final = None
        session.table_events = len(first)
        session.keep_history = False
        session.kept_so_far = None
        opening = len(session.events)
        if _plain([e.to_dict() for e in session.events]) != _plain(first[:opening]):
            session.warnings.append("this table's copy of the game differs from the host's")
        session._table_step(first[opening:])  # joining a game under way: the moves so far
        return session

    # --- what the table sends ------------------------------------------------------------------
    def pump(self) -> None:
        for msg in self.link.take():
            kind = msg.get("type")
            if kind in ("events", "history"):  # "history": back after a dropped connection
                events, self.table_events = new_events(msg, self.table_events)
                self._table_step(events)
            elif kind == "host-left" and not self.host_left and not self.is_over:
                self.host_left = True
                self.warnings.append(_notice("the host has left the table", "online-host-left"))
                self._keep_so_far()
            elif kind == "lost" and not self.host_left and not self.is_over:
                self.host_left = True
                self.warnings.append(_notice("the connection to the table is lost", "online-lost"))
                self._keep_so_far()
            elif kind == "reconnecting" and not self.reconnecting:
                self.reconnecting = True
                self.warnings.append(_notice("reconnecting", "online-reconnecting"))
            elif kind == "reconnected":
                self.reconnecting = False
                # a move sent as the connection dropped may never have reached the table: it is
                # the person's to make again (one that did arrive comes back refused as stale)
                self.pending = False
            elif kind == "error" and msg.get("code") in REFUSED:
                self.pending = False

    def _table_step(self, events: list[dict[str, Any]]) -> None:
        want = _plain(events)
        for e in want:
            if e.get("type") == "round-started" and e["round"] > len(self.deals):
                self.deals.append(tuple(e["cards"]))
                # the next market, as the table dealt it (the game keeps its own copy of the list)
                self.game.deals = list(self.deals)
        while want and not self.game.is_over:
            found = self._find(want)
            if found is None:
                log.warning("no move of seat %s gives the table's events: %s", self.game.to_move(), want[:3])
                self.warnings.append("this table's copy of the game differs from the host's")
                return
            action, n = found
            p = self.game.to_move()
            assert p is not None
            self._apply(p, action, bot=not self.is_human(p))
            self.pending = False
            want = want[n:]

    def _find(self, want: list[dict[str, Any]]) -> tuple[str, int] | None:
        """The legal action whose events begin `want` (the longest match): (action, how many)."""
        best: tuple[str, int] | None = None
        for action in self.game.legal():
            trial = self.game.copy()
            got = _plain([e.to_dict() for e in trial.play(action)])
            if got and want[:len(got)] == got and (best is None or len(got) > best[1]):
                best = (action, len(got))
        return best

    def saved_so_far(self) -> dict[str, Any]:
        """The game as far as this screen saw it, as the club's save: the mirror's record (the
        markets the table dealt, not the host's seed) and the seats as the table names them (a
        seat the table's own bot plays is a bot; the others are people)."""
        saved = self.to_saved()
        for i, seat in enumerate(saved["seats"]):
            row = self.link.seats[i] if i < len(self.link.seats) else {}
            human = i in self.link.own or (row.get("kind") != "bot" and row.get("status") != "bot")
            seat["bot"] = None if human else ELSEWHERE
        return saved

    def _keep_so_far(self) -> None:
        """A guest whose host left keeps the game so far among its past games (watched again,
        never continued: the table was the host's). Said when it cannot be written."""
        if self.link.hosting or self.is_over or not self.keep_history or self.kept_so_far is not None:
            return
        from diamant.games.club.history import store_club_game
        try:
            self.kept_so_far = store_club_game(self.saved_so_far(), abandoned="host-left")
        except OSError as exc:  # StorageError: a full disk ...
            log.warning("the Diamonds Club game so far could not be stored: %s", exc)
            self.warnings.append(_notice(f"the game so far could not be stored: {exc}",
                                         "message-game-so-far-not-stored"))

    # --- this screen's moves -------------------------------------------------------------------
    def play(self, action: str) -> list[ClubEvent]:
        p = self.game.to_move()
        if p is None or p not in self.link.own or self.pending:
            raise RulesError("it is not this screen's move")
        self.game.copy().play(action)  # an illegal action is refused here, before it travels
        self.pending = True
        self.link.send(p, action, None)
        return []

    def human_to_move(self) -> int | None:
        p = self.game.to_move()
        return p if p is not None and p in self.link.own and not self.pending else None

    def update(self, dt: float, ready: bool = True) -> None:
        if not self.closed:
            self.pump()

    def write_save(self) -> None:
        pass  # the host keeps the table

    def close(self) -> None:
        super().close()
        self.link.close()


def _notice(text: str, key: str) -> str:
    from .session import Notice
    return Notice(text, key)


def open_table(app: Any, link: TableLink) -> OnlineClubSession:
    session = OnlineClubSession.for_link(link, executor=app.bot_executor)
    session.keep_history = not app.headless or bool(app.autosave)  # where games are stored at all
    app.nav.reset("club-table", session=session)
    return session


register_opener("club", open_table)
