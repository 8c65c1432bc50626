"""The fast headless path: whole games in one tight loop, the same games as `Game`.

`Game` is the step-by-step engine (events, one decision at a time, used by the GUI and replays).
This module plays a whole game in one function call with no event objects, and yields exactly the
same game for the same ruleset, seats, seed and deciders: the same cards in the same order, the
same decisions asked of the same views, the same decisions recorded, the same round summaries and
scores (tests/test_engine_fast.py holds both identical over thousands of seeds of every edition and
seat count). It is what `diamant simulate` and the tournaments run, and it is meant for rollouts.

API
---
`play(ruleset, players, seed, deciders, *, views=True, record=True) -> FastResult`
    Plays one whole game. `deciders[s]` is called once per decision step while seat `s` is in the
    cave, as `deciders[s](view)`, and returns `Decision.CONTINUE` / `Decision.LEAVE` (or the
    strings "continue" / "leave" in any case, as `Decision.parse` accepts them). Answers are
    mapped through a dict; anything else raises `BadAnswer` (a `RulesError` carrying `seat` and
    `answer`). Seats decide in seat order within a step, exactly as `Game.decide_all` records them.
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
from typing import Any, Callable, Sequence

from .cards import CardKind, Decision, Hazard, RelicValue, Ruleset, RulesError
from .events import RoundEnd
from .game import Game, RoundSummary, _cards_of, _key
from .view import PublicView, RoundStartCounts, SeatView

try:  # the C core of random.Random, as Game uses: the same sequence for the same seed
    from _random import Random as _Random
except ImportError:  # pragma: no cover - other Python implementations
    from random import Random as _Random

C = Decision.CONTINUE
L = Decision.LEAVE
_ANSWERS: dict[Any, Decision] = {C: C, L: L, "continue": C, "leave": L}
_DISASTER = RoundEnd.DISASTER
_ALL_LEFT = RoundEnd.ALL_LEFT
_DECK_EMPTY = RoundEnd.DECK_EMPTY
_HAZARD_CODE = -1  # in EditionTables.value: a hazard
_RELIC_CODE = -2  # in EditionTables.value: a relic
_tnew = tuple.__new__
_ONE_STEP_PHASE = "deciding"


class BadAnswer(RulesError):
    """A decider answered something that is not a decision."""

    def __init__(self, seat: int, answer: Any) -> None:
        super().__init__(f"seat {seat} answered {answer!r}, not 'continue' or 'leave'")
        self.seat = seat
        self.answer = answer


def _parse(answer: Any, seat: int) -> Decision:
    """The slow path of an answer: not one of the four usual ones."""
    try:
        d = _ANSWERS.get(answer)
    except TypeError:  # unhashable
        d = None
    if d is not None:
        return d
    try:
        return Decision.parse(answer)
    except RulesError:
        raise BadAnswer(seat, answer) from None


@dataclass(frozen=True, slots=True)
class EditionTables:
    """A ruleset's cards as integer tables, indexed by card id (`Card.id`, 0..n-1)."""

    cards: tuple  # Card objects, shared with Game
    value: tuple[int, ...]  # treasure value, or -1 for a hazard, -2 for a relic
    bit: tuple[int, ...]  # a hazard's bit (1 << index of its type in Hazard), else 0
    key: tuple  # the counting key of Game._counts: value, Hazard or ("relic", printed value)
    deck: tuple[int, ...]  # ids in the deck at the start, in Game's order
    stack: tuple[int, ...]  # ids of the relic stack, top first
    counts: dict  # unrevealed cards by key at the start (never mutated: copy it)
    share: tuple  # share[n][v] == divmod(v, n): a treasure of v gems shared by n explorers
    seats: tuple  # seats[n] == tuple(range(n))
    rounds: int
    min_players: int
    max_players: int
    open_chests: bool
    printed_relics: bool


_TABLES: dict[Ruleset, EditionTables] = {}
_BY_ID: dict[int, tuple[Ruleset, EditionTables]] = {}  # hashing a Ruleset is slow: by identity
_HAZARD_BIT = {h: 1 << i for i, h in enumerate(Hazard)}


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
        bit = tuple(_HAZARD_BIT[c.hazard] if c.kind is CardKind.HAZARD else 0 for c in cards)
        top = max([0, *ruleset.treasures]) + 1
        share = tuple(tuple(divmod(v, n) if n else (0, v) for v in range(top))
                      for n in range(ruleset.max_players + 1))
        t = _TABLES[ruleset] = EditionTables(
            cards, value, bit, tuple(_key(c) for c in cards), tuple(c.id for c in deck),
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
                 rounds: tuple[RoundSummary, ...], decisions: list | None, steps: int) -> None:
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

    def record(self, seats=None, meta: dict | None = None):
        """The game's `GameRecord` (seats: a SeatInfo per seat, as `GameRecord.of` takes)."""
        from .record import GameRecord  # record imports game; fast is imported by neither
        if self.decisions is None:
            raise RulesError("this game was played with record=False: it has no record")
        return GameRecord.of(self.to_game(), seats, meta)


def _summary_maker():
    """RoundSummary(...) without the frozen dataclass's __init__ (one object.__setattr__ per
    field): the same object, set through its slots."""
    new = object.__new__
    cls = RoundSummary
    s1, s2, s3, s4, s5, s6 = (cls.__dict__[f].__set__ for f in (
        "round", "reason", "cards_revealed", "hazard", "banked", "relic_points"))

    def summary(rno, reason, revealed, hazard, banked, relic_points):
        o = new(cls)
        s1(o, rno)
        s2(o, reason)
        s3(o, revealed)
        s4(o, hazard)
        s5(o, banked)
        s6(o, relic_points)
        return o
    return summary


_summary = _summary_maker()
_FALSE = (False,)


def play(ruleset: Ruleset, players: int, seed: int,
         deciders: Sequence[Callable[[Any], Any]], *, views: bool = True,
         record: bool = True) -> FastResult:
    """Play one whole game; see the module docstring."""
    known = _BY_ID.get(id(ruleset))
    t = known[1] if known is not None and known[0] is ruleset else tables(ruleset)
    if not t.min_players <= players <= t.max_players or players.__class__ is not int:
        ruleset.check_players(players)
    if len(deciders) != players:
        raise RulesError(f"{len(deciders)} deciders for {players} seats")
    if seed.__class__ is not int:
        raise RulesError(f"the seed must be a whole number, not {seed!r}")
    CARDS, VALUE, BIT, KEY, SHARE = t.cards, t.value, t.bit, t.key, t.share
    rnd = _Random(seed).random
    deck = list(t.deck)
    stack = list(t.stack)
    counts = t.counts.copy() if views else None
    fns = deciders
    answer = _ANSWERS.get
    tnew = _tnew
    PV, SV = PublicView, SeatView
    summary = _summary
    FALSE = _FALSE
    rs = ruleset
    open_chests = t.open_chests
    printed_relics = t.printed_relics
    relic_values = rs.relic_values
    n_values = len(relic_values)
    last_relic_value = relic_values[-1] if relic_values else 0
    everyone = t.seats[players]
    zeros = (0,) * players
    chests = [0] * players
    chests_t = zeros if open_chests else None
    held = [()] * players  # per seat: the values of the relics taken
    held_t = ((),) * players
    relics_taken = 0
    removed_t: tuple = ()
    rounds_t: tuple = ()
    decisions: list | None = [] if record else None
    dec_add = decisions.append if decisions is not None else None
    steps = 0
    phase = _ONE_STEP_PHASE
    base = None

    for rno in range(1, t.rounds + 1):
        if stack:
            added = stack.pop(0)
            deck.append(added)
            if views:
                k = KEY[added]
                counts[k] = counts.get(k, 0) + 1
            stack_vals = tuple([CARDS[i].value for i in stack]) if stack else ()
        else:
            stack_vals = ()
        if views:
            base = RoundStartCounts(counts)
        seats = everyone
        share = SHARE[players]
        carried = [0] * players
        carried_t = zeros
        banked = [0] * players
        relicpts = [0] * players
        mask = 0
        path: list[int] = []
        path_t: tuple = ()
        gems: list[int] = []
        taken_t: tuple = ()
        relics_on = 0  # relics lying on the path, not taken: they are path[untaken:]'s relics
        untaken = 0
        disaster = -1
        while True:
            # ---- reveal
            n = len(deck)
            if not n:
                for s in seats:
                    c = carried[s]
                    chests[s] += c
                    banked[s] += c
                    carried[s] = 0
                reason = _DECK_EMPTY
                break
            i = int(rnd() * n)
            card = deck[i]
            deck[i] = deck[-1]
            deck.pop()
            path.append(card)
            v = VALUE[card]
            if v >= 0:
                each, rem = share[v]
                if each:
                    for s in seats:
                        carried[s] += each
                    carried_t = None
                gems.append(rem)
            else:
                gems.append(0)
                if v == _HAZARD_CODE:
                    b = BIT[card]
                    if mask & b:
                        disaster = card
                        reason = _DISASTER
                        break
                    mask |= b
                else:
                    relics_on += 1
            # ---- decide
            steps += 1
            leavers = None
            if views:
                path_t += (CARDS[card],)
                taken_t += FALSE
                if carried_t is None:
                    carried_t = tuple(carried)
                pub = tnew(PV, (players, rs, rno, carried_t, chests_t, seats, relics_taken,
                                stack_vals, n - 1, removed_t, rounds_t, phase, path_t,
                                tuple(gems), taken_t, base, held_t, {}))
                for s in seats:
                    a = fns[s](tnew(SV, (pub, s, carried[s], chests[s])))
                    if a is not C:
                        if a is not L:
                            try:
                                a = answer(a) or _parse(a, s)
                            except TypeError:  # unhashable
                                a = _parse(a, s)
                        if a is L:
                            if leavers is None:
                                leavers = [s]
                            else:
                                leavers.append(s)
                    if dec_add is not None:
                        dec_add((s, a))
            else:
                for s in seats:
                    a = fns[s](None)
                    if a is not C:
                        if a is not L:
                            try:
                                a = answer(a) or _parse(a, s)
                            except TypeError:  # unhashable
                                a = _parse(a, s)
                        if a is L:
                            if leavers is None:
                                leavers = [s]
                            else:
                                leavers.append(s)
                    if dec_add is not None:
                        dec_add((s, a))
            if leavers is None:
                continue
            # ---- leave
            nl = len(leavers)
            pool = sum(gems)
            each = 0
            if pool:
                each, rem = divmod(pool, nl)
                last = -1
                for j, g in enumerate(gems):
                    if g:
                        gems[j] = 0
                        last = j
                gems[last] = rem
            for s in leavers:
                b = carried[s] + each
                carried[s] = 0
                chests[s] += b
                banked[s] += b
            carried_t = None
            if open_chests:
                chests_t = tuple(chests)
            if nl == len(seats):
                seats = ()
            else:
                seats = tuple([s for s in seats if s not in leavers])
                share = SHARE[len(seats)]
            if relics_on and nl == 1:
                s = leavers[0]
                if printed_relics:
                    values = [CARDS[c].value for c in path[untaken:] if VALUE[c] == _RELIC_CODE]
                else:
                    values = [relic_values[k] if k < n_values else last_relic_value
                              for k in range(relics_taken, relics_taken + relics_on)]
                relics_taken += relics_on
                held[s] += tuple(values)
                relicpts[s] += sum(values)
                relics_on = 0
                untaken = len(path)
                if views:
                    taken_t = tuple([VALUE[c] == _RELIC_CODE for c in path])
                held_t = tuple(held)
            if not seats:
                reason = _ALL_LEFT
                break
        # ---- end of the round: hazards and relics of the path leave the game, the rest is
        # shuffled back into the deck (in path order, as Game does)
        if relics_on:  # relics still lying on the path are lost
            removed_t += tuple([CARDS[c] for c in path[untaken:] if VALUE[c] == _RELIC_CODE])
        if disaster >= 0:
            removed_t += (CARDS[disaster],)
            for c in path:
                if VALUE[c] != _RELIC_CODE and c != disaster:
                    deck.append(c)
            if views:
                counts[KEY[disaster]] -= 1
        else:
            if open_chests and reason is _DECK_EMPTY:
                chests_t = tuple(chests)
            for c in path:
                if VALUE[c] != _RELIC_CODE:
                    deck.append(c)
        if views and untaken | relics_on:  # relics taken or lost this round left the deck too
            for c in path:
                if VALUE[c] == _RELIC_CODE:
                    counts[KEY[c]] -= 1
        rounds_t += (summary(rno, reason, len(path),
                             CARDS[disaster].hazard if disaster >= 0 else None,
                             tuple(banked), tuple(relicpts)),)
    return FastResult(rs, players, seed, tuple(chests),
                      tuple([sum(h) for h in held]), tuple([len(h) for h in held]),
                      rounds_t, decisions, steps)


__all__ = ["BadAnswer", "EditionTables", "FastResult", "play", "tables"]
