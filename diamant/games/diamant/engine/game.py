"""The rules of Diamant (docs/rules.md), as one seeded state machine.

The round's rules are engine/rules.py's: called from here, or copied where they run at every
card (the lines between `# rule:` and `# end rule`, written by tools/gen_rules.py).

A game is its ruleset, its number of seats, its seed and the list of decisions it received:
nothing else influences it, so a game replays exactly from its record.

Flow: `Game(ruleset, players, seed)`, then `start()` (events of round 1 up to the first
decision), then `decide(seat, decision)` for every seat in `awaiting` in any order; the last
decision of a step resolves it and returns the events up to the next decision point (or the end of
the game). Every refused call raises `RulesError` and leaves the state unchanged.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Mapping, Sequence

from .cards import HAZARD_BITS, Card, CardKind, Decision, Hazard, Ruleset, RulesError
from .events import (CardRevealed, DecisionMade, DecisionsRequested, DecisionsRevealed, Disaster,
                     Event, GameEnded, GemsShared, HazardWarning, PlayersLeft, RelicsStay,
                     RelicsTaken, RoundEnd, RoundEnded, RoundStarted, SafeReturn)
from .rules import gather, split, takes_relics
from .view import DeckCount, PublicView, SeatView

try:  # the C core of random.Random: the same sequence for the same seed, cheaper to seed
    from _random import Random as _Random
except ImportError:  # pragma: no cover - other Python implementations
    _Random = random.Random  # type: ignore[misc, assignment]  # the same class in pure Python

_TREASURE = CardKind.TREASURE
_HAZARD = CardKind.HAZARD
_RELIC = CardKind.RELIC
_CONTINUE = Decision.CONTINUE
_LEAVE = Decision.LEAVE


class Phase(str, Enum):
    NOT_STARTED = "not-started"
    DECIDING = "deciding"
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """What one round came to: for statistics, the score chart and the records."""

    round: int
    reason: RoundEnd
    cards_revealed: int
    hazard: Hazard | None  # the hazard that ended it, if any
    banked: tuple[int, ...]  # per seat: gems put in the chest this round
    relic_points: tuple[int, ...]  # per seat: relic points taken this round


_CARDS_CACHE: dict[Ruleset, tuple[tuple[Card, ...], tuple[Card, ...], dict[Any, int]]] = {}


def _cards_of(ruleset: Ruleset) -> tuple[tuple[Card, ...], tuple[Card, ...], dict[Any, int]]:
    """The cards of a ruleset (immutable, so shared by all its games) and the deck's counts."""
    cached = _CARDS_CACHE.get(ruleset)
    if cached is None:
        deck, stack = ruleset.build_cards()
        counts: dict[Any, int] = {}
        for c in deck:
            counts[c.key] = counts.get(c.key, 0) + 1
        cached = _CARDS_CACHE[ruleset] = (tuple(deck), tuple(stack), counts)
    return cached


class Game:
    """One game of Diamant. See the module docstring for the flow.

    `events=False` makes the game skip building event objects (for fast simulations): every
    action then returns an empty list; the state evolves identically.
    """

    def __init__(self, ruleset: Ruleset | str, players: int, seed: int | None = None,
                 *, events: bool = True) -> None:
        if isinstance(ruleset, str):
            ruleset = Ruleset.preset(ruleset)
        if not isinstance(ruleset, Ruleset):
            raise RulesError(f"not a ruleset: {ruleset!r}")
        ruleset.check_players(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RulesError(f"the seed must be a whole number, not {seed!r}")
        self.ruleset = ruleset
        self.players = players
        self.seed = seed
        self.emit = events
        self._random = _Random(seed).random
        deck, stack, counts = _cards_of(ruleset)
        self.all_cards: tuple[Card, ...] = deck + stack
        self._deck: list[Card] = list(deck)  # unordered: each reveal draws uniformly from it
        self.relic_stack: list[Card] = list(stack)  # relics still to be shuffled in, top first
        self.removed: list[Card] = []  # out of the game: hazards after disasters, lost relics
        self.phase = Phase.NOT_STARTED
        self.round = 0
        self.path: list[Card] = []
        self.path_gems: list[int] = []  # gems lying on each path card (treasures only)
        self.path_taken: list[bool] = []  # relics taken out by a lone leaver stay marked here
        self.in_cave: list[bool] = [False] * players
        self.carried: list[int] = [0] * players
        self.chests: list[int] = [0] * players
        self.relics_held: list[list[tuple[Card, int]]] = [[] for _ in range(players)]
        self.relics_taken = 0  # relics taken out of the cave over the whole game
        self.hazards_on_path: set[Hazard] = set()
        self._hazard_mask = 0  # the same as bits (rules.HAZARD_BITS), as the rules read it
        self.awaiting: list[int] = []  # seats whose decision is still expected, in seat order
        self._pending: dict[int, Decision] = {}
        self.decisions: list[tuple[int, Decision]] = []  # every accepted decision, in order
        self.rounds: list[RoundSummary] = []
        self._round_banked = [0] * players
        self._round_relic = [0] * players
        self._relics_on_path = 0
        # unrevealed cards by counting key (Card.key: rules.count_key)
        self._counts: dict[Any, int] = counts.copy()
        self._no_relics = ((),) * players
        self._public: PublicView | None = None  # the public snapshot of this step, once built
        # the gem ledger: every gem that ever left the supply is on the path, carried, in a
        # chest, or was returned (disasters, gems left on the path at the end of a round)
        self.gems_from_supply = 0
        self.gems_to_supply = 0
        self._forced: list[str] = []  # scripted reveals (tests, tutorials): see force_next
        self.rigged = False  # True once force_next was used: such a game is not a fair record

    # ------------------------------------------------------------------------------------------
    # queries
    @property
    def deck_size(self) -> int:
        return len(self._deck)

    @property
    def seats_in_cave(self) -> tuple[int, ...]:
        return tuple(i for i, inside in enumerate(self.in_cave) if inside)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def relic_points(self, seat: int) -> int:
        return sum(v for _, v in self.relics_held[seat])

    def scores(self) -> tuple[int, ...]:
        return tuple(self.chests[s] + self.relic_points(s) for s in range(self.players))

    def winners(self) -> tuple[int, ...]:
        scores = self.scores()
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        if self.ruleset.tie_break_relics and len(tied) > 1:
            most = max(len(self.relics_held[s]) for s in tied)
            tied = [s for s in tied if len(self.relics_held[s]) == most]
        return tuple(tied)

    def deck_remaining(self) -> DeckCount:
        return DeckCount.from_counts(self._counts)

    def held_relic_values(self) -> tuple[tuple[int, ...], ...]:
        """Per seat: the values of the relics it took out of the cave (public), in order."""
        if not self.relics_taken:
            return self._no_relics
        return tuple([tuple([v for _, v in h]) for h in self.relics_held])

    def clone(self) -> Game:
        """An independent copy of the game at this moment: it plays on exactly as this one would
        (the same deck and the same random state), so a copy can try another decision (tests,
        tools, what-if analyses) without touching this game. Events are emitted as here."""
        g = type(self).__new__(type(self))
        d = g.__dict__
        d.update(self.__dict__)
        rng = getattr(self._random, "__self__", None)
        if isinstance(rng, _Random):
            twin = _Random()
            twin.setstate(rng.getstate())
            g._random = twin.random
        # (a scripted `_random` that is not a Random's is shared, as scripted reveals are)
        for name in ("_deck", "relic_stack", "removed", "path", "path_gems", "path_taken",
                     "in_cave", "carried", "chests", "awaiting", "decisions", "rounds",
                     "_round_banked", "_round_relic", "_forced"):
            d[name] = list(d[name])
        g.relics_held = [list(h) for h in self.relics_held]
        g.hazards_on_path = set(self.hazards_on_path)
        g._pending = dict(self._pending)
        g._counts = self._counts.copy()
        return g

    def relics_on_path(self) -> list[Card]:
        """Relics lying on the path (not yet taken out)."""
        if not self._relics_on_path:
            return []
        return [c for c, t in zip(self.path, self.path_taken) if c.kind is _RELIC and not t]

    def _relic_indexes(self) -> tuple[int, ...]:
        """Where the relics of `relics_on_path()` lie on the path, in the same order."""
        return tuple([i for i, (c, t) in enumerate(zip(self.path, self.path_taken))
                      if c.kind is _RELIC and not t])

    def public_view(self) -> PublicView:
        """The public part of every seat's view at this moment (built once per step)."""
        pub = self._public
        if pub is None:
            pub = self._public = PublicView(
                self, len(self._deck), self._counts.copy(),
                self.held_relic_values() if self.relics_taken else self._no_relics)
        return pub

    def view(self, seat: int) -> SeatView:
        """What `seat` may know: public information plus its own chest. Never the deck order."""
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RulesError(f"there is no seat {seat!r} in a game of {self.players}")
        return SeatView.of(self.public_view(), seat, self.carried[seat], self.chests[seat])

    # ------------------------------------------------------------------------------------------
    # actions
    def start(self) -> list[Event]:
        if self.phase is not Phase.NOT_STARTED:
            raise RulesError("the game has already started")
        events: list[Event] = []
        self._start_round(events if self.emit else None)
        return events

    def _check_deciding(self) -> None:
        if self.phase is not Phase.DECIDING:
            raise RulesError(
                "the game is over" if self.phase is Phase.GAME_OVER else "the game has not started")

    def _check_decider(self, seat: int) -> None:
        self._check_deciding()
        if type(seat) is not int or not 0 <= seat < self.players:
            raise RulesError(f"there is no seat {seat!r} in a game of {self.players}")
        if not self.in_cave[seat]:
            raise RulesError(f"seat {seat} is not in the cave and cannot decide")
        if seat in self._pending:
            raise RulesError(f"seat {seat} has already decided this turn")

    def decide(self, seat: int, decision: Decision | str) -> list[Event]:
        """Record one seat's secret decision; resolve the step when every seat has decided."""
        self._check_decider(seat)
        d = decision if decision.__class__ is Decision else Decision.parse(decision)
        self._pending[seat] = d
        self.decisions.append((seat, d))
        self.awaiting.remove(seat)
        events: list[Event] = []
        if self.awaiting:
            if self.emit:
                events.append(DecisionMade(seat, tuple(self.awaiting)))
            return events
        ev = events if self.emit else None
        if ev is not None:
            ev.append(DecisionMade(seat, ()))
        self._resolve(ev)
        return events

    def decide_all(self, decisions: Mapping[int, Decision | str]) -> list[Event]:
        """The decisions of every seat awaited, at once (refused whole if one is wrong).

        Recorded in seat order; no `DecisionMade` events.
        """
        self._check_deciding()
        awaiting = self.awaiting
        if self._pending or len(decisions) != len(awaiting):
            self._refuse_batch(decisions)
        pending = self._pending
        leavers = []
        for s in awaiting:  # seat order
            d = decisions.get(s)
            if d is None:
                pending.clear()
                self._refuse_batch(decisions)
            if d.__class__ is not Decision:
                try:
                    d = Decision.parse(d)
                except RulesError:
                    pending.clear()
                    raise
            pending[s] = d
            if d is _LEAVE:
                leavers.append(s)
        self.decisions.extend(pending.items())
        self.awaiting = []
        events: list[Event] = []
        self._resolve(events if self.emit else None, tuple(leavers))
        return events

    def _refuse_batch(self, decisions: Mapping[int, Decision | str]) -> None:
        for s in decisions:
            self._check_decider(s)
        raise RulesError(
            f"decisions are expected from seats {self.awaiting}, got {sorted(decisions)}")

    def force_next(self, *specs: str) -> None:
        """Script the next reveals, for tests and demonstrations: "treasure:9", "hazard:snakes",
        "relic" (or "relic:<idol>"). Each is taken from the deck when its turn comes (RulesError if
        no such card is left then). A game scripted this way is `rigged` and has no record."""
        for spec in specs:
            kind, _, key = spec.partition(":")
            if kind not in ("treasure", "hazard", "relic"):
                raise RulesError(f"cannot script a reveal of {spec!r}")
            if kind == "hazard":
                Hazard(key)
            elif key:
                int(key)
        self._forced.extend(specs)
        self.rigged = True

    def _draw_forced(self) -> int:
        spec = self._forced.pop(0)
        kind, _, key = spec.partition(":")
        for i, c in enumerate(self._deck):
            if c.kind.value != kind:
                continue
            if (kind == "treasure" and c.value == int(key)) or (
                    kind == "hazard" and c.hazard is Hazard(key)) or (
                    kind == "relic" and (not key or c.idol == int(key))):
                return i
        raise RulesError(f"no {spec} is left in the deck to reveal")

    # ------------------------------------------------------------------------------------------
    # internals
    def _count(self, card: Card, delta: int) -> None:
        key = card.key
        counts = self._counts
        counts[key] = counts.get(key, 0) + delta

    def _relic_values(self, relics: Sequence[Card]) -> tuple[int, ...]:
        return self.ruleset.relic_values_for(self.relics_taken, relics)

    def _start_round(self, ev: list[Event] | None) -> None:
        self.round += 1
        self.phase = Phase.DECIDING
        added = None
        if self.relic_stack:  # relic hunt / incan gold: the next relic is shuffled in
            added = self.relic_stack.pop(0)
            self._deck.append(added)
            self._count(added, 1)
        n = self.players
        self.in_cave = [True] * n
        self.carried = [0] * n
        self._round_banked = [0] * n
        self._round_relic = [0] * n
        self.hazards_on_path.clear()
        self._hazard_mask = 0
        if ev is not None:
            ev.append(RoundStarted(self.round, tuple(range(n)), len(self._deck), added))
        self._reveal(ev)

    def _reveal(self, ev: list[Event] | None) -> None:
        self._public = None
        deck = self._deck
        in_cave = self.in_cave
        if not deck:
            left = self.seats_in_cave
            banked = tuple(self.carried[s] for s in left)
            for s in left:
                self._bank(s, self.carried[s])
                self.carried[s] = 0
                in_cave[s] = False
            if ev is not None:
                ev.append(SafeReturn(left, banked))
            self._end_round(ev, RoundEnd.DECK_EMPTY, None)
            return
        i = self._draw_forced() if self._forced else int(self._random() * len(deck))
        card = deck[i]
        deck[i] = deck[-1]
        deck.pop()
        kind = card.kind
        self._counts[card.key] -= 1
        index = len(self.path)
        self.path.append(card)
        self.path_taken.append(False)
        if ev is not None:
            ev.append(CardRevealed(card, index, len(deck)))
        seats = [s for s in range(self.players) if in_cave[s]]
        if kind is _TREASURE:
            v = card.value
            n = len(seats)
            # rule: each, rem = split(v, n)
            each, rem = (v // n, v % n)
            # end rule
            self.gems_from_supply += v
            if each:
                carried = self.carried
                for s in seats:
                    carried[s] += each
            self.path_gems.append(rem)
            if ev is not None:
                ev.append(GemsShared(index, v, tuple(seats), each, rem))
        else:
            self.path_gems.append(0)
            if kind is _HAZARD:
                h: Hazard = card.hazard  # type: ignore[assignment]  # a hazard card always has its Hazard
                bit = HAZARD_BITS[h]
                # rule: if strikes(self._hazard_mask, bit):
                if self._hazard_mask & bit != 0:
                # end rule
                    carried = self.carried
                    lost = tuple(carried[s] for s in seats)
                    self.gems_to_supply += sum(lost)
                    for s in seats:
                        carried[s] = 0
                        in_cave[s] = False
                    if ev is not None:
                        first = next(i for i, c in enumerate(self.path) if c.hazard is h)
                        ev.append(Disaster(index, h, tuple(seats), lost, first))
                    self._end_round(ev, RoundEnd.DISASTER, card)
                    return
                self.hazards_on_path.add(h)
                # rule: self._hazard_mask = mark(self._hazard_mask, bit)
                self._hazard_mask = self._hazard_mask | bit
                # end rule
                if ev is not None:
                    ev.append(HazardWarning(index, h))
            else:
                self._relics_on_path += 1
        self.awaiting = seats
        if ev is not None:
            ev.append(DecisionsRequested(tuple(seats)))

    def _resolve(self, ev: list[Event] | None, leavers: tuple[int, ...] | None = None) -> None:
        pending = self._pending
        if leavers is None:
            leavers = tuple(sorted([s for s, d in pending.items() if d is _LEAVE]))
        if ev is not None:
            ev.append(DecisionsRevealed(tuple(sorted(pending.items()))))
        pending.clear()
        if leavers:
            self._leave(leavers, ev)
            if True not in self.in_cave:
                self._end_round(ev, RoundEnd.ALL_LEFT, None)
                return
        self._reveal(ev)

    def _leave(self, leavers: tuple[int, ...], ev: list[Event] | None) -> None:
        gems = self.path_gems
        pool = sum(gems)
        n = len(leavers)
        each, rem = split(pool, n)
        taken_from: tuple[int, ...] = ()  # the cards the pool comes from (told by the event)
        if pool:
            if ev is not None:
                taken_from = tuple([i for i, g in enumerate(gems) if g])
            gather(gems, rem)
        carried_now = self.carried
        carried = tuple(carried_now[s] for s in leavers)
        banked = tuple(c + each for c in carried)
        for s, b in zip(leavers, banked):
            carried_now[s] = 0
            self._bank(s, b)
            self.in_cave[s] = False
        if ev is not None:
            ev.append(PlayersLeft(leavers, pool, each, rem, carried, banked, taken_from,
                                  taken_from[-1] if taken_from else None))
        if self._relics_on_path:
            relics = self.relics_on_path()
            at = self._relic_indexes() if ev is not None else ()
            if takes_relics(n):
                seat = leavers[0]
                values = self._relic_values(relics)
                self.relics_taken += len(relics)
                held = self.relics_held[seat]
                for c, v in zip(relics, values):
                    held.append((c, v))
                    self._round_relic[seat] += v
                for i, c in enumerate(self.path):
                    if c.kind is _RELIC:
                        self.path_taken[i] = True
                self._relics_on_path = 0
                if ev is not None:
                    ev.append(RelicsTaken(seat, tuple(relics), values, at))
            elif ev is not None:
                ev.append(RelicsStay(leavers, tuple(relics), at))

    def _bank(self, seat: int, gems: int) -> None:
        self.chests[seat] += gems
        self._round_banked[seat] += gems

    def _end_round(self, ev: list[Event] | None, reason: RoundEnd,
                   disaster: Card | None) -> None:
        returned = sum(self.path_gems)
        self.gems_to_supply += returned
        lost = tuple(self.relics_on_path())
        self.removed.extend(lost)
        revealed = len(self.path)
        if disaster is not None:
            self.removed.append(disaster)
        deck = self._deck
        for c in self.path:
            # rule: if back_in_deck(c.kind is _RELIC, c is disaster):
            if not (c.kind is _RELIC or c is disaster):
            # end rule
                deck.append(c)
                self._count(c, 1)
        self.path = []
        self.path_gems = []
        self.path_taken = []
        self._relics_on_path = 0
        self.awaiting = []
        self._pending.clear()
        self.in_cave = [False] * self.players
        self.rounds.append(RoundSummary(
            self.round, reason, revealed, disaster.hazard if disaster else None,
            tuple(self._round_banked), tuple(self._round_relic)))
        if ev is not None:
            ev.append(RoundEnded(self.round, reason, disaster, lost, returned, revealed,
                                 len(deck)))
        if self.round >= self.ruleset.rounds:
            self.phase = Phase.GAME_OVER
            self._public = None
            if ev is not None:
                ev.append(GameEnded(self.scores(), tuple(self.chests),
                                    tuple(self.relic_points(s) for s in range(self.players)),
                                    self.winners()))
        else:
            self._start_round(ev)

    # ------------------------------------------------------------------------------------------
    # bookkeeping for tests and tools
    def gem_ledger(self) -> dict[str, int]:
        """Gems by place. `from_supply == on_path + carried + chests + to_supply` always holds."""
        return {
            "from_supply": self.gems_from_supply,
            "to_supply": self.gems_to_supply,
            "on_path": sum(self.path_gems),
            "carried": sum(self.carried),
            "chests": sum(self.chests),
        }

    def card_ledger(self) -> dict[str, int]:
        """Cards by place; they always add up to `len(all_cards)`."""
        return {
            "deck": len(self._deck),
            "path": len(self.path) - sum(self.path_taken),
            "removed": len(self.removed),
            "relic_stack": len(self.relic_stack),
            "held": sum(len(h) for h in self.relics_held),
        }

    def replay_decisions(self, decisions: Iterable[tuple[int, Decision | str]]) -> list[Event]:
        """Apply recorded decisions in order (starting the game first if needed)."""
        events: list[Event] = []
        if self.phase is Phase.NOT_STARTED:
            events.extend(self.start())
        for seat, d in decisions:
            events.extend(self.decide(int(seat), d))
        return events
