"""One small adapter per game: the only place diamant.net meets a rules engine.

A host asks its table (`TableAdapter`) which seats are awaited, which actions a seat may take, to
apply one (the engine refuses what is illegal), what a seat may see (`view`), which events a seat
may see, and for the record. A client asks `client_bot` for a bot that decides from the view it
received (plain JSON) and `replay_view` to check its final view against the host's record.

Diamant: decisions are simultaneous and secret until every seat in the cave has decided; a seat's
view is the engine's SeatView (never the deck, never the seed), plus its own pending choice. Diamonds
Club: one seat moves at a time, everything on the table is public, only future markets (the seed)
are secret; a seat's view is `ClubGame.state()`.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from diamant.errors import RulesError

GAMES = ("diamant", "club")
Bot = Callable[[dict[str, Any], list[str]], str]


class TableAdapter(Protocol):
    game: str
    players: int
    seed: int

    def start(self) -> list[dict[str, Any]]:
        """The events up to the first decision (public)."""

    def awaiting(self) -> tuple[int, ...]:
        """Seats whose decision is expected now (empty once the game is over)."""

    def legal(self, seat: int) -> list[str]:
        """What `seat` may do now (empty when it is not awaited)."""

    def apply(self, seat: int, action: str) -> tuple[list[dict[str, Any]], bool]:
        """Apply `seat`'s action (RulesError, and no change, when the engine refuses it): the public
        events and whether the step is resolved (a new set of seats is awaited)."""

    def pending(self, seat: int) -> str | None:
        """`seat`'s own choice in this step, taken but not yet revealed (Diamant's vote)."""

    def view(self, seat: int) -> dict[str, Any]:
        """Everything `seat` may know now, as plain JSON."""

    def setup(self) -> dict[str, Any]:
        """The public setup (ruleset, number of seats): a client needs it to read views."""

    @property
    def is_over(self) -> bool: ...

    def opens_round(self) -> bool:
        """The decisions now awaited are a round's first: the players read the last round's
        summary (and Diamant's camp) first, so the decision timer gives them more time."""

    def result(self) -> dict[str, Any]:
        """Scores and winners (once over)."""

    def record(self, seats: list[dict[str, Any]]) -> dict[str, Any]:
        """The game's record (holds the seed: only for after the game)."""

    def host_bot(self, name: str, seat: int) -> Callable[[Any], str]:
        """A bot that decides for `seat` here, from `bot_input(seat)` only (it runs on a worker
        thread: what it reads is taken on the host's loop, before)."""

    def bot_input(self, seat: int) -> Any:
        """What a bot of `seat` sees now (an immutable or fresh snapshot)."""


# -------------------------------------------------------------------------------------------------
# Diamant
class DiamantTable:
    game = "diamant"

    def __init__(self, players: int, seed: int | None = None, edition: str = "classic",
                 secret_chests: bool = False) -> None:
        from diamant.games.diamant.engine import Game, Ruleset
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62, 1 << 63)
        self.players = players
        self.g = Game(Ruleset.preset(edition, secret_chests=secret_chests), players, self.seed)
        self._pending: dict[int, str] = {}
        self.replayed: list[dict[str, Any]] = []  # a table taken back from its record: its events so far

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> "DiamantTable":
        """The table where `record` (of a game in progress) stops, own pending choices included."""
        from diamant.games.diamant.engine import GameRecord
        rec = GameRecord.from_dict(record)
        table = cls.__new__(cls)
        table.seed, table.players, table._pending = rec.seed, len(rec.seats), {}
        table.g = rec.new_game()
        # the public events of the game so far, as the seats were sent them: a seat that comes
        # back to a resumed table is told the whole story
        table.replayed = [e.to_dict() for e in table.g.start()]
        for seat, decision in rec.decisions:
            events, _ = table.apply(seat, decision.value)
            table.replayed.extend(events)
        return table

    def start(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self.g.start()]

    def awaiting(self) -> tuple[int, ...]:
        return tuple(self.g.awaiting)

    def legal(self, seat: int) -> list[str]:
        return ["continue", "leave"] if seat in self.g.awaiting else []

    def apply(self, seat: int, action: str) -> tuple[list[dict[str, Any]], bool]:
        if action not in ("continue", "leave"):
            raise RulesError(f"a decision is 'continue' or 'leave', not {action[:20]!r}")
        last = self.g.awaiting == [seat]  # the last awaited decision resolves the step
        events = self.g.decide(seat, action)
        resolved = last
        if resolved:
            self._pending.clear()
        else:
            self._pending[seat] = action
        return [e.to_dict() for e in events], resolved

    def pending(self, seat: int) -> str | None:
        return self._pending.get(seat)

    def view(self, seat: int) -> dict[str, Any]:
        return self.g.view(seat).to_dict()

    def setup(self) -> dict[str, Any]:
        return {"ruleset": self.g.ruleset.to_dict(), "players": self.players}

    @property
    def is_over(self) -> bool:
        return bool(self.g.is_over)

    def opens_round(self) -> bool:
        return len(self.g.path) <= 1  # an expedition's first card

    def result(self) -> dict[str, Any]:
        return {"scores": list(self.g.scores()), "winners": list(self.g.winners()) if self.g.is_over else []}

    def record(self, seats: list[dict[str, Any]]) -> dict[str, Any]:
        from diamant.games.diamant.engine import GameRecord, SeatInfo
        infos = [SeatInfo.from_dict(s) for s in seats]
        return GameRecord.of(self.g, infos, {"app": "diamant", "network": True}).to_dict(self.g)

    def host_bot(self, name: str, seat: int) -> Callable[[Any], str]:
        from diamant.games.diamant.bots import bot_seed, make_bot
        decide = make_bot(name, bot_seed(self.seed, seat), seat)
        return lambda view: decide(view).value

    def bot_input(self, seat: int) -> Any:
        return self.g.view(seat)  # a SeatView is an immutable snapshot


def diamant_view(view: dict[str, Any], setup: dict[str, Any]) -> Any:
    """The engine's SeatView rebuilt from the plain view a client received (so the bots that play
    at one screen play over the network unchanged)."""
    from diamant.games.diamant.engine.cards import Card, Hazard, Ruleset
    from diamant.games.diamant.engine.events import RoundEnd
    from diamant.games.diamant.engine.game import RoundSummary
    from diamant.games.diamant.engine.view import PublicView, SeatView

    rules = Ruleset.from_dict(setup["ruleset"])
    deck, stack = rules.build_cards()
    by_id: dict[int, Card] = {c.id: c for c in (*deck, *stack)}
    counts: dict[Any, int] = {int(k): n for k, n in view["deck_remaining"]["treasures"].items()}
    counts.update({Hazard(h): n for h, n in view["deck_remaining"]["hazards"].items()})
    for v in view["deck_remaining"]["relic_values"]:
        counts[("relic", v)] = counts.get(("relic", v), 0) + 1
    history = tuple(RoundSummary(r["round"], RoundEnd(r["reason"]), r["cards_revealed"],
                                 Hazard(r["hazard"]) if r["hazard"] else None, tuple(r["banked"]),
                                 tuple(r["relic_points"])) for r in view["history"])
    path = view["path"]
    pub = tuple.__new__(PublicView, (
        view["players"], rules, view["round"], tuple(view["carried_all"]),
        None if view["secret_chests"] else tuple(view["chests"]), tuple(view["in_cave"]),
        view["relics_taken"], tuple(view["relic_stack"]), view["deck_size"],
        tuple(by_id[c["id"]] for c in view["removed"]), history, view["phase"],
        tuple(by_id[e["id"]] for e in path), tuple(e["gems"] for e in path),
        tuple(bool(e["taken"]) for e in path), counts, tuple(tuple(h) for h in view["relics_held"]), {}))
    return SeatView.of(pub, view["seat"], view["carried"], view["chest"])


# -------------------------------------------------------------------------------------------------
# Diamonds Club
class ClubTable:
    game = "club"

    def __init__(self, players: int, seed: int | None = None) -> None:
        from diamant.games.club import ClubGame
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62, 1 << 63)
        self.players = players
        self.g = ClubGame(players, self.seed)
        self.replayed: list[dict[str, Any]] = []  # a table taken back from its record: its events so far

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> "ClubTable":
        from diamant.games.club import ClubGame
        table = cls.__new__(cls)
        table.g, events = ClubGame.replay(record)
        table.seed, table.players = table.g.seed, table.g.players
        table.replayed = [e.to_dict() for e in events]  # the game so far, as the seats were sent it
        return table

    def start(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self.g.opening_events()]

    def awaiting(self) -> tuple[int, ...]:
        who = self.g.to_move()
        return () if who is None else (who,)

    def legal(self, seat: int) -> list[str]:
        return self.g.legal() if seat == self.g.to_move() else []

    def apply(self, seat: int, action: str) -> tuple[list[dict[str, Any]], bool]:
        if seat != self.g.to_move():
            raise RulesError(f"seat {seat} is not to move")
        return [e.to_dict() for e in self.g.play(action)], True

    def pending(self, seat: int) -> str | None:
        return None

    def view(self, seat: int) -> dict[str, Any]:
        return self.g.state()

    def setup(self) -> dict[str, Any]:
        return {"players": self.players, "rules": self.g.rules.version}

    @property
    def is_over(self) -> bool:
        return bool(self.g.is_over)

    def opens_round(self) -> bool:
        return False  # (the club's tables are offered no timer)

    def result(self) -> dict[str, Any]:
        return {"scores": self.g.scores(), "winners": self.g.winners()}

    def record(self, seats: list[dict[str, Any]]) -> dict[str, Any]:
        return self.g.record(seats)

    def host_bot(self, name: str, seat: int) -> Callable[[Any], str]:
        from diamant.games.club.bots import bot_seed, make_bot
        decide = make_bot(name, bot_seed(self.seed, seat), seat)
        return lambda seen: decide(*seen)

    def bot_input(self, seat: int) -> Any:
        return self.g.state(), self.g.legal()  # fresh copies


def make_table(game: str, players: int, seed: int | None = None, **options: Any) -> TableAdapter:
    if game == "diamant":
        return DiamantTable(players, seed, **options)
    if game == "club":
        return ClubTable(players, seed)
    raise ValueError(f"unknown game {game!r} (choose from {', '.join(GAMES)})")


def table_from_record(record: dict[str, Any]) -> TableAdapter:
    """The table of a saved game in progress (either game's record)."""
    if record.get("format") == "diamant-record":
        return DiamantTable.from_record(record)
    return ClubTable.from_record(record)


def check_bot(game: str, name: str) -> None:
    """ValueError (with a sentence) when `name` is no bot of `game`."""
    try:
        if game == "diamant":
            from diamant.games.diamant.bots import make_bot
            make_bot(name, 0, 0)
        else:
            from diamant.games.club.bots import make_bot as club_bot
            club_bot(name, 0, 0)
    except ValueError as exc:  # BotError, ClubBotError: an unknown name or a plugin that cannot load
        raise ValueError(f"no {game} bot {name!r}: {exc}") from None


def client_bot(game: str, name: str, seat: int, setup: dict[str, Any], seed: int | None = None) -> Bot:
    """A bot playing a seat at a client: it decides from the view the host sent (its own seed: the
    client never knows the game's)."""
    seed = seed if seed is not None else random.SystemRandom().randrange(1 << 62)
    if game == "diamant":
        from diamant.games.diamant.bots import make_bot
        decide = make_bot(name, seed, seat)
        return lambda view, legal: decide(diamant_view(view, setup)).value
    from diamant.games.club.bots import make_bot as club_bot
    decide_club = club_bot(name, seed, seat)
    return lambda view, legal: decide_club(view, list(legal))


def replay_view(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """`seat`'s view at the end of `record`, replayed here: a client's check that what it was shown
    is what the host's record says (a desync is any difference)."""
    if record.get("format") == "diamant-record":
        from diamant.games.diamant.engine import GameRecord, replay
        game, _ = replay(GameRecord.from_dict(record))
        out: dict[str, Any] = game.view(seat).to_dict()
        return out
    from diamant.games.club import ClubGame
    club, _ = ClubGame.replay(record)
    return club.state()
