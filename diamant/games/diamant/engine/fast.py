"""The fast headless path: whole games in one tight loop, the same games as `Game`.

`Game` is the step-by-step engine (events, one decision at a time, used by the GUI and replays).
This module plays a whole game in one function call with no event objects, and yields exactly the
same game for the same ruleset, seats, seed and deciders: the same cards in the same order, the
same decisions asked of the same views, the same decisions recorded, the same round summaries and
scores (tests/diamant/test_engine_fast.py holds both identical over thousands of seeds of every edition and
seat count). It is what `diamant simulate` and the tournaments run, and it is meant for rollouts.

API
---
`play(ruleset, players, seed, deciders, *, views=True, record=True) -> FastResult`
    Plays one whole game. `deciders[s]` is called once per decision step while seat `s` is in the
    cave, as `deciders[s](view)`, and returns `Decision.CONTINUE` / `Decision.LEAVE` (or the
    strings "continue" / "leave" in any case, as `Decision.parse` accepts them: an exact `str`,
    not a subclass, whose methods the engine would run). Answers are mapped through a dict;
    anything else raises `BadAnswer` (a `RulesError` carrying `seat` and `answer`). Seats decide in seat order within a step, exactly as `Game.decide_all` records them.
    - `views=True`: each call gets the seat's `SeatView`, equal in every field to
      `Game.view(seat)` at the same moment (an immutable snapshot: keeping it is safe).
      `views=False`: each call gets `None` (for policies that do not look at the table: the
      bare rules loop, about twice as fast again).
    - `record=True`: `FastResult.decisions` lists every decision as `(seat, Decision)` in the
      order `Game.decisions` would, so `FastResult.record(seats)` / `.to_game()` rebuild the game.
`FastResult`: `ruleset`, `players`, `seed`, `chests`, `relic_points`, `relics_held` (count per
seat), `scores`, `winners`, `rounds` (a `RoundSummary` per round), `decisions`, `steps`
(decision steps), `to_game()` (the equivalent `Game`, replayed step by step: for records and
checks, not for speed) and `record(seats, meta)` (a `GameRecord`).
`CORE`, `COMPILED`: the loop itself is `diamant.games.diamant.engine.fastcore` (pure Python); the same source
compiled by Cython (setup.py, when a C compiler is there at install) is `diamant.games.diamant.engine._fastcore`,
which `play` runs when present (`COMPILED`). Both play the same games
(tests/diamant/test_engine_fast_core.py, which also catches a compiled core left from older source that
plays differently: after editing fastcore.py, build again with `pip install -e .`);
`play(..., core=fastcore)` runs the pure one.
Views: the fast engine hands out `FastSeatView`s (engine/view.py: `SeatView`s whose public part,
a `FastPublicView`, is built on first read, once per step for all its seats; that in turn builds
the path, gems and carried tuples on first read). They read the same values as `Game.view`.
`tables(ruleset)`: the per-edition integer tables the loop runs on (`EditionTables`: each card's
treasure value or kind code, hazard bit, counting key, and the `Card` objects shared with `Game`),
built once per ruleset. Useful to write a specialised rollout loop over the same encoding.

Randomness: like `Game`, the only source of chance is `random.Random(seed)` of the game, drawing
one `random()` per revealed card (`int(random() * len(deck))`, then swap-with-last and pop), and
the bots' own RNGs. Nothing here is stored between games, so results do not depend on how games
are spread over processes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .cards import HAZARD_BITS, Card, CardKind, Decision, RelicValue, Ruleset, RulesError
from .game import Game, RoundSummary, _cards_of
from .rules import split
from . import fastcore

if TYPE_CHECKING:
    from .record import GameRecord, SeatInfo

try:  # the compiled core (the same source as fastcore, built by Cython when a compiler was there)
    from . import _fastcore as _compiled  # type: ignore[attr-defined, unused-ignore]  # absent until setup.py builds it
except ImportError:  # built without a C compiler, or run from a source tree never built
    _compiled = None

try:  # the C core of random.Random, as Game uses: the same sequence for the same seed
    from _random import Random as _Random
except ImportError:  # pragma: no cover - other Python implementations
    from random import Random as _Random  # type: ignore[assignment]  # the same class in pure Python

#: the loop `play` runs: the compiled core when present, else the pure-Python one (`fastcore`)
CORE: Any = _compiled or fastcore
#: True when `CORE` is the compiled core
COMPILED = _compiled is not None
_HAZARD_CODE = fastcore.HAZARD_CODE
_RELIC_CODE = fastcore.RELIC_CODE


class BadAnswer(RulesError):
    """A decider answered something that is not a decision."""

    def __init__(self, seat: int, answer: Any) -> None:
        super().__init__(f"seat {seat} answered {answer!r}, not 'continue' or 'leave'")
        self.seat = seat
        self.answer = answer


@dataclass(frozen=True, slots=True)
class EditionTables:
    """A ruleset's cards as integer tables, indexed by card id (`Card.id`, 0..n-1)."""

    cards: tuple[Card, ...]  # Card objects, shared with Game
    value: tuple[int, ...]  # treasure value, or -1 for a hazard, -2 for a relic
    bit: tuple[int, ...]  # a hazard's bit (1 << index of its type in Hazard), else 0
    key: tuple[Any, ...]  # the counting key (Card.key): value, Hazard or ("relic", printed value)
    deck: tuple[int, ...]  # ids in the deck at the start, in Game's order
    stack: tuple[int, ...]  # ids of the relic stack, top first
    counts: dict[Any, int]  # unrevealed cards by key at the start (never mutated: copy it)
    share: tuple[tuple[tuple[int, int], ...], ...]  # share[n][v] == rules.split(v, n): a treasure of v gems shared by n explorers
    seats: tuple[tuple[int, ...], ...]  # seats[n] == tuple(range(n))
    rounds: int
    min_players: int
    max_players: int
    open_chests: bool
    printed_relics: bool


_TABLES: dict[Ruleset, EditionTables] = {}
_BY_ID: dict[int, tuple[Ruleset, EditionTables]] = {}  # hashing a Ruleset is slow: by identity


def tables(ruleset: Ruleset) -> EditionTables:
    """The integer tables of a ruleset (built once, then cached)."""
    known = _BY_ID.get(id(ruleset))
    if known is not None and known[0] is ruleset:
        return known[1]
    t = _TABLES.get(ruleset)
    if t is None:
        deck, stack, counts = _cards_of(ruleset)
        cards = deck + stack
        if [c.id for c in cards] != list(range(len(cards))):  # pragma: no cover - build_cards
            raise RulesError("card ids are expected to run 0..n-1")
        value = tuple(c.value if c.kind is CardKind.TREASURE else
                      _HAZARD_CODE if c.kind is CardKind.HAZARD else _RELIC_CODE for c in cards)
        bit = tuple(HAZARD_BITS[c.hazard] if c.hazard is not None else 0 for c in cards)
        top = max([0, *ruleset.treasures]) + 1
        share = tuple(tuple(split(v, n) if n else (0, v) for v in range(top))
                      for n in range(ruleset.max_players + 1))
        t = _TABLES[ruleset] = EditionTables(
            cards, value, bit, tuple(c.key for c in cards), tuple(c.id for c in deck),
            tuple(c.id for c in stack), dict(counts), share,
            tuple(tuple(range(n)) for n in range(ruleset.max_players + 1)), ruleset.rounds,
            ruleset.min_players, ruleset.max_players, not ruleset.secret_chests,
            ruleset.relic_value is RelicValue.PRINTED)
    if len(_BY_ID) > 64:
        _BY_ID.clear()
    _BY_ID[id(ruleset)] = (ruleset, t)
    return t


class FastResult:
    """What one fast game came to. See the module docstring."""

    __slots__ = ("ruleset", "players", "seed", "chests", "relic_points", "relics_held", "rounds",
                 "decisions", "steps")

    def __init__(self, ruleset: Ruleset, players: int, seed: int, chests: tuple[int, ...],
                 relic_points: tuple[int, ...], relics_held: tuple[int, ...],
                 rounds: tuple[RoundSummary, ...], decisions: list[tuple[int, Decision]] | None, steps: int) -> None:
        self.ruleset = ruleset
        self.players = players
        self.seed = seed
        self.chests = chests
        self.relic_points = relic_points
        self.relics_held = relics_held
        self.rounds = rounds
        self.decisions = decisions
        self.steps = steps

    @property
    def scores(self) -> tuple[int, ...]:
        rp = self.relic_points
        return tuple([c + rp[s] for s, c in enumerate(self.chests)])

    @property
    def winners(self) -> tuple[int, ...]:
        scores = self.scores
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        if self.ruleset.tie_break_relics and len(tied) > 1:
            held = self.relics_held
            most = max(held[s] for s in tied)
            tied = [s for s in tied if held[s] == most]
        return tuple(tied)

    def to_game(self) -> Game:
        """The same game played step by step by `Game` from the recorded decisions."""
        if self.decisions is None:
            raise RulesError("this game was played with record=False: no decisions to replay")
        game = Game(self.ruleset, self.players, self.seed, events=False)
        game.start()
        decide_all = game.decide_all
        it = iter(self.decisions)
        while not game.is_over:
            decide_all(dict(next(it) for _ in game.awaiting))
        return game

    def record(self, seats: list[SeatInfo] | None = None, meta: dict[str, Any] | None = None) -> GameRecord:
        """The game's `GameRecord` (seats: a SeatInfo per seat, as `GameRecord.of` takes)."""
        from .record import GameRecord  # record imports game; fast is imported by neither
        if self.decisions is None:
            raise RulesError("this game was played with record=False: it has no record")
        return GameRecord.of(self.to_game(), seats, meta)


def _answer(answer: Any, seat: int) -> Decision:
    """An answer that is not one of the usual four (`Decision.CONTINUE` / `LEAVE`, "continue" /
    "leave"): `Decision.parse` takes any case and spaces; anything else is a `BadAnswer`, a
    `str` subclass too (its methods are its author's code, which parsing would run)."""
    if type(answer) is not str:  # (type(): an object's own __class__ may be its author's code)
        raise BadAnswer(seat, answer)
    try:
        return Decision.parse(answer)
    except (RulesError, TypeError, AttributeError):
        raise BadAnswer(seat, answer) from None


def play(ruleset: Ruleset, players: int, seed: int,
         deciders: Sequence[Callable[[Any], Any]], *, views: bool = True,
         record: bool = True, core: Any = None) -> FastResult:
    """Play one whole game; see the module docstring. `core`: the loop module to run (default
    `CORE`: the compiled one when present); tests pass `fastcore` to run the pure one."""
    known = _BY_ID.get(id(ruleset))
    t = known[1] if known is not None and known[0] is ruleset else tables(ruleset)
    if not t.min_players <= players <= t.max_players or players.__class__ is not int:
        ruleset.check_players(players)
    if len(deciders) != players:
        raise RulesError(f"{len(deciders)} deciders for {players} seats")
    if seed.__class__ is not int:
        raise RulesError(f"the seed must be a whole number, not {seed!r}")
    out = (core or CORE).play(t, ruleset, players, _Random(seed).random, deciders, bool(views),
                              bool(record), _answer)
    return FastResult(ruleset, players, seed, *out)


__all__ = ["BadAnswer", "EditionTables", "FastResult", "play", "tables"]
