"""Diamonds Club's rules: one game, from the first market to the scores.

Structure. A game is a sequence of rounds of five phases (DIAMONDS-CLUB.md). The players act only
in three of them: phase 2 "buy" (coins on market spaces, or pass), phase 4 "gems" (sell every
complete set, then keep), phase 5 "build" (build one tile, or pass). Phase 1 (the market deal),
phase 3 (diamonds, the new leader and the turn order) and the end of the round happen by
themselves inside `play()`. Everything is integers inside (indices of diamant.games.club.data); action
strings exist only at `legal()` / `play()`, and the legal list is computed once per state.

`ClubGame.state()` is plain JSON that never shows a future market; `ClubGame.from_state()` builds
a game from it that continues with markets drawn from its own seed (a bots' simulator), and
`copy(reseed=...)` does the same for a copy, cheaply. Such games have no record (no beginning).
Reading and writing states lives in diamant.games.club.snapshot, records in diamant.games.club.record.

Decisions this module takes where the rulebook leaves something open (besides those written in
DIAMONDS-CLUB.md and diamant.games.club.data):

- The market is a grid of ROWS rows x 2P columns; the closed slots of a 2- or 3-player game are
  not part of it, so they neither hold spaces nor make a neighbour's price higher.
- Every coin on a neighbour raises a price by 1, the buyer's own coins as much as anyone's.
- A buy needs the price in hand; a player with too few coins for every space can only pass.
  The bank never runs short (coins, gems and tokens are unlimited in effect).
- A turn-track marker leaves its stack alone: the markers above it stay where they are (a marker
  pushed past 9 while on "10+" leaves its place there the same way and goes on top).
- Several players tied for the lead (one stack) each get a diamond; the events list the stack
  top first. The most-coins diamonds are given before the lead's.
- A player with no token at all still plays `keep` (it is their action of phase 4).
- A build pays exactly the price; which gems is the player's choice (a diamond may stand in for
  a colour the player also holds), and every distinct choice is a legal action of its own.
- A build needs a tile to take (its stack, or for a forest any landscape stack, not empty) and a
  space for it in the park; otherwise that price tile is not offered (the any landscape object
  tile: for each object whose stack is not empty and that has a space, its own actions).
- One building may earn several bonus cards at once; they are given in the order three alike,
  four different, five alike.
- Forests score at the forest track's final value, however early they were built.
- The tie-break counts the gems in hand at the end, diamonds included (not coins or tokens).
- The game also ends at the end of a round in which nobody can fill 14 light-green spaces any
  more (an empty required space whose tiles are all gone, or fewer tiles left than empty light
  spaces): without it such a game would have no end. Like the ordinary end, the round is played
  out and there is no end-of-round step.
- Scores may be asked for at any time (the standings); `winners()` is empty until the game is over.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from itertools import chain
from typing import Any, NamedTuple, Sequence

from diamant.errors import RulesError

from . import actions as A
from .data import (ANIMALS_PER_KIND, ANY_TILE, BOARDS, CAPACITIES, COLOURS, DIAMOND, FIVE_ALIKE_EVERY,
                   FIVE_ALIKE_POINTS, FOREST, FOUR_DIFFERENT_POINTS, ITEM_ANIMAL, ITEM_ANY, ITEM_NAMES, ITEM_RIGHTS,
                   ITEM_SHIP, ITEM_STEP, ITEM_TURN, LANDSCAPE_PER_KIND, LIGHT_SPACES, MAX_PLAYERS,
                   MIN_PLAYERS, MONEY_COINS, OBJECTS, PARK_KINDS, PRICE_TILES, PRICES, ROUND_LIMIT,
                   RULES_VERSION, RULESETS, TECH_BONUS, THREE_ALIKE_AT, THREE_ALIKE_POINTS, TRACK_END, TRACKS,
                   TURN_LAST, TURN_SPACES)
from .events import (BonusAwarded, Bought, Built, ClubEvent, CoinGained, DiamondAwarded, EndTriggered,
                     GameEnded, LeaderChosen, Passed, PhaseStarted, RoundEnded, RoundStarted, ScoreLine,
                     SetSold, TilePlaced, TokensKept, TokenTaken, TrackStepped, TurnMoved)
from .scoring import score_lines, sets_grew, winners_of
from .table import BUILD, BUY, GEMS, OVER, PHASES, Dealer, Seat, check_deal, neighbours

AREAS = ("required", "light", "dark")
_MONEY = 2
# the action language's table and kinds, bound once (play() reads them for every action)
_ACT_OF = A.ACT_OF
_BUY, _PASS, _SELL, _KEEP = A.BUY, A.PASS, A.SELL, A.KEEP
#: _AFTER[players][seat]: the other seats clockwise from `seat`, then `seat` itself
_AFTER = tuple(tuple(tuple((c + k) % n for k in range(1, n + 1)) for c in range(n)) if n else ()
               for n in range(MAX_PLAYERS + 1))


def check_boards(players: int, boards: Sequence[int] | None) -> tuple[int, ...]:
    """Which board (0..3: red, white, bronze, blue) each seat plays: the players choose their
    colours, and a board's colour says which three park spaces are required. Default: seat k
    plays board k."""
    if boards is None:
        return tuple(range(players))
    if isinstance(boards, str) or not isinstance(boards, Sequence):
        raise RulesError(f"boards must be a list of board numbers, not {boards!r}")
    out = tuple(boards)
    # the numbers checked before the set: a list among them (a crafted record) is unhashable
    if (len(out) != players or not all(
            isinstance(b, int) and not isinstance(b, bool) and 0 <= b < len(BOARDS) for b in out)
            or len(set(out)) != len(out)):
        raise RulesError(f"boards: one different board (0 to {len(BOARDS) - 1}) per seat, not {boards!r}")
    return out


class ClubGame:
    """A game of Diamonds Club for 2-4 seats (see the module's docstring and CLUB-API)."""

    def __init__(self, players: int = 2, seed: int = 0,
                 deals: Sequence[Sequence[str] | None] | None = None,
                 boards: Sequence[int] | None = None, rules: int = RULES_VERSION) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or not (
                MIN_PLAYERS <= players <= MAX_PLAYERS):
            raise RulesError(f"Diamonds Club is played by {MIN_PLAYERS} to {MAX_PLAYERS}, not {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RulesError(f"the seed must be a whole number, not {seed!r}")
        if deals is not None and (isinstance(deals, str) or not isinstance(deals, Sequence)):
            raise RulesError(f"deals must be a list of deals, not {deals!r}")
        if not isinstance(rules, int) or isinstance(rules, bool) or rules not in RULESETS:
            raise RulesError(f"rules version {rules!r} is unknown (there are {sorted(RULESETS)})")
        self.rules = RULESETS[rules]
        self.players = players
        self.seed = seed
        self.boards = check_boards(players, boards)
        self.deals: list[tuple[str, ...] | None] | None = None if deals is None else [
            None if d is None else check_deal(players, d) for d in deals]
        self._dealer = Dealer(seed, 1)
        self.actions: list[str] = []
        self._nb = neighbours(players, self.rules.rows)
        self.seats = [Seat(b, self.rules.required) for b in self.boards]
        self.round = 0
        self.phase = BUY
        self.current = 0
        self.leader = 0
        self.track: list[list[int]] = [[] for _ in range(TURN_SPACES)]
        self.pos = list(range(players))
        for p in range(players):
            self.track[p].append(p)
        self.order: list[int] = []
        self.markers = [0] * len(PRICE_TILES)  # bit masks of seats
        self.land = [LANDSCAPE_PER_KIND] * len(OBJECTS)
        self.animals = [ANIMALS_PER_KIND] * 3
        self.three = [-1] * len(OBJECTS)  # who holds each "three alike" card
        self.four: list[int] = []  # who won the "four different" cards, in order
        self.five: list[int] = []
        self.end = False  # someone filled 14 light-green spaces: this round is the last
        self.continued = False  # made by from_state: no record
        self.cards: tuple[str, ...] = ()
        self.items: tuple[int, ...] = ()
        self.item_names: tuple[str, ...] = ()
        self.owner: list[int] = []
        self.paid: list[int] = []
        self.price: list[int] = []
        self.free: list[int] = []
        # the buy actions of every free space whose stack is not empty, then "pass", in order,
        # and the highest price of a free space: when a seat can pay that (and has room for an
        # animal), its buy actions are this list (no search); _every_at is the space of each buy
        # (ascending, so that a bought space's actions are found by bisection)
        self._every: list[str] = []
        self._every_at: list[int] = []
        self._top = 0
        self.opts: tuple[A.Names, ...] = ()
        self._spaces: tuple[str, ...] = ()  # per market space, its name
        self.animal_at: tuple[tuple[int, ...], ...] = ()  # per animal kind: its market spaces
        # the legal actions, worked out once per state (None: not yet); in the buy phase this may
        # be _every itself, which play() forgets before the list changes
        self._legal: Sequence[str] | None = None
        self._start_events = self._start_round()

    # --- the public face --------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    def opening_events(self) -> list[ClubEvent]:
        """The events of the set-up (round 1's market), before the first action."""
        return list(self._start_events)

    def legal(self) -> list[str]:
        moves = self._legal
        return list(self._moves() if moves is None else moves)

    def play(self, action: str) -> list[ClubEvent]:
        """Play `action` for the seat to move; RulesError (and no change) when it is illegal."""
        moves = self._legal
        if moves is None:
            moves = self._moves()
        if action not in moves:
            action = self._find(action)
        act = _ACT_OF[action]
        self._legal = None
        self.actions.append(action)
        ev: list[ClubEvent] = []
        kind = act[0]
        if kind == _BUY:
            self._buy(ev, act[1] * self.rules.rows + act[2], act[3])
        elif kind == _PASS:
            self._pass(ev)
        elif kind == _SELL:
            self._sell(ev, act[1], act[2], act[3])
        elif kind == _KEEP:
            self._keep(ev, act[1], act[2], act[3])
        else:
            self._build(ev, act[1], act[2], act[3])
        return ev

    def _find(self, action: str) -> str:
        """`action` written in another order or spacing, canonical; RulesError if not legal."""
        if not isinstance(action, str):
            raise RulesError(f"an action is a string, not {action!r}")
        fixed = A.canonical(action)
        if fixed is not None and fixed in (self._legal if self._legal is not None else self._moves()):
            return fixed
        if self.phase == OVER:
            raise RulesError("the game is over")
        raise RulesError(f"{action!r} is not a legal action for seat {self.current} in the "
                         f"{PHASES[self.phase]} phase of round {self.round}")

    def copy(self, reseed: int | None = None) -> ClubGame:
        """An independent copy. With `reseed`, the copy's later markets are drawn from that seed
        instead (a simulator: forced deals no longer apply, and it has no record)."""
        g = ClubGame.__new__(ClubGame)
        g.players = self.players
        g.rules = self.rules
        g.seed = self.seed
        g.boards = self.boards
        if reseed is None:
            g.deals = self.deals
            g._dealer = self._dealer  # a function of the round: sharing it is safe
            g.continued = self.continued
        else:
            g.deals = None
            g._dealer = Dealer(reseed, self.round + 1)
            g.continued = True
        g.actions = self.actions[:]
        g._nb = self._nb
        g.seats = [s.copy() for s in self.seats]
        g.round = self.round
        g.phase = self.phase
        g.current = self.current
        g.leader = self.leader
        g.track = [t[:] for t in self.track]
        g.pos = self.pos[:]
        g.order = self.order[:]
        g.markers = self.markers[:]
        g.land = self.land[:]
        g.animals = self.animals[:]
        g.three = self.three[:]
        g.four = self.four[:]
        g.five = self.five[:]
        g.end = self.end
        g.cards = self.cards
        g.items = self.items  # never changed during a round: replaced by the next deal
        g.item_names = self.item_names
        g.opts = self.opts
        g._spaces = self._spaces
        g.animal_at = self.animal_at
        g.owner = self.owner[:]
        g.free = self.free[:]
        g._every = self._every[:]
        g._every_at = self._every_at[:]
        g._top = self._top
        g.paid = self.paid[:]
        g.price = self.price[:]
        g._legal = g._every if self._legal is self._every else self._legal  # never share _every
        g._start_events = self._start_events
        return g

    def state(self) -> dict[str, Any]:
        from .snapshot import state_of
        return state_of(self)

    @classmethod
    def from_state(cls, state: dict[str, Any], seed: int = 0) -> ClubGame:
        from .snapshot import game_from_state
        return game_from_state(state, seed, cls)

    def record(self, seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        from .record import record_of
        return record_of(self, seats)

    @classmethod
    def replay(cls, record: dict[str, Any]) -> tuple[ClubGame, list[ClubEvent]]:
        from .record import replay
        return replay(record, cls)

    # --- scores ---------------------------------------------------------------------------

    def score_lines(self) -> list[ScoreLine]:
        return score_lines(self.seats)

    def scores(self) -> list[dict[str, Any]]:
        return [{k: v for k, v in line.to_dict().items() if k != "type"} for line in self.score_lines()]

    def winners(self) -> list[int]:
        return list(winners_of(self.score_lines())) if self.phase == OVER else []

    # --- the legal moves --------------------------------------------------------------------

    def _moves(self) -> Sequence[str]:
        """The legal actions, worked out once per state (legal() and play() ask only when none are
        kept, so this does not look first)."""
        phase = self.phase
        if phase == BUY:
            s = self.seats[self.current]
            if s.coins >= self._top and s.spot > 0:
                # every free space is affordable (most listings), and the seat has room for any
                # animal: its buy actions are those of every space whose stack is not empty, the
                # list _buy keeps (legal() hands out copies)
                moves: Sequence[str] = self._every
            else:
                moves = self._buy_moves()
        elif phase == GEMS:
            m, r, sh = self.seats[self.current].masks()
            moves = A.sell_moves(m, r, sh) if (m and r and sh) else A.keep_moves(m, r, sh)
        elif phase == BUILD:
            moves = self._build_moves()
        else:
            moves = ()
        self._legal = moves
        return moves

    def _buy_moves(self) -> list[str]:
        """The buy actions of a seat that cannot pay every price, or has no room for an animal:
        those of the list of every buy (spaces with a stack left, in order) it can pay and place."""
        s = self.seats[self.current]
        coins = s.coins
        price = self.price
        pairs = zip(self._every, self._every_at)  # stops before "pass", which has no space
        if s.spot > 0:  # room for any animal
            names = [name for name, i in pairs if price[i] <= coins]
        else:
            closed = self._closed_animals(s)
            names = [name for name, i in pairs if price[i] <= coins and i not in closed]
        names.append("pass")
        return names

    def _closed_animals(self, s: Seat) -> frozenset[int]:
        """The market spaces of the animals seat `s` has no space for."""
        return frozenset([i for a in range(3) if s.area(5 + a) < 0 for i in self.animal_at[a]])

    def _build_moves(self) -> A.Names:
        p = self.current
        s = self.seats[p]
        bit = 1 << p
        names: list[str] = []
        gems = s.gems
        total = gems[0] + gems[1] + gems[2] + gems[3] + gems[4]
        if total < 3:  # no price is lower
            return ("pass",)
        land = self.land
        markers = self.markers
        spot_ok = s.spot > 0
        # the gems held, each count capped at the price (no other payment comes from holding
        # more): one tuple per price, shared by the price tiles of that price
        most = max(gems)
        whole = tuple(gems)
        capped: dict[int, tuple[int, ...]] = {}
        for t in range(ANY_TILE):
            mk = markers[t]
            if mk & bit:
                continue
            if t == FOREST:
                if not (land[0] or land[1] or land[2] or land[3]):
                    continue
            elif not land[t]:
                continue
            if not (spot_ok or s.open_req >> t & 1):
                continue
            size = _BASE[t] + _POP[mk]
            if total >= size:
                if most <= size:
                    held = whole
                else:
                    held = capped.get(size) or capped.setdefault(
                        size, tuple([g if g < size else size for g in gems]))
                names += A.build_moves(t, size, held)
        t = ANY_TILE
        mk = markers[t]
        size = _BASE[t] + _POP[mk]
        if self.rules.price_tiles > ANY_TILE and not mk & bit and total >= size:
            if most <= size:
                held = whole
            else:
                held = capped.get(size) or tuple([g if g < size else size for g in gems])
            for o in range(len(OBJECTS)):
                if land[o] and (spot_ok or s.open_req >> o & 1):
                    names += A.build_moves(t, size, held, o)
        names.append("pass")
        return tuple(names)

    # --- phase 1 and the round's end ----------------------------------------------------------

    def _start_round(self) -> list[ClubEvent]:
        self.round += 1
        p = self.players
        cards = self._dealer.deal(self.round, p)
        if self.deals is not None and self.round <= len(self.deals):
            forced = self.deals[self.round - 1]
            if forced is not None:
                cards = forced
        self._lay_market(cards)
        self._index_market()
        self.phase = BUY
        self.current = self.leader
        for s in self.seats:
            s.passed = False
            s.kept = False
        order = tuple((self.leader + k) % p for k in range(p))
        return [RoundStarted(self.round, self.leader, cards, order), PhaseStarted(self.round, "buy")]

    def _lay_market(self, cards: tuple[str, ...]) -> None:
        self.cards = cards
        m = _market(self.rules.version, cards)
        self.items = m.items
        self.item_names = m.item_names
        self.opts = m.opts
        self.animal_at = m.animal_at
        self._spaces = A.space_names(self.rules.rows)
        n = len(self.items)
        self.owner = [-1] * n
        self.free = list(range(n))  # the empty spaces, in order
        self.paid = [0] * n
        self.price = [1] * n

    def _index_market(self) -> None:
        """The buy listing's helpers, from the market's owners and prices (also for a game built
        from a state): the buy actions of every free space whose stack is not empty (then "pass"),
        in order, and the highest price of a free space."""
        m = _market(self.rules.version, self.cards)
        every = self._every = list(m.every)
        at = self._every_at = list(m.every_at)
        # out go the spaces taken (none in a new market) and those of the empty animal stacks
        owner = self.owner
        out: list[int] = [] if len(self.free) == len(owner) else [i for i, who in enumerate(owner) if who >= 0]
        for a in range(3):
            if not self.animals[a]:
                out += [i for i in self.animal_at[a] if owner[i] < 0]
        for i in out:
            k = bisect_left(at, i)
            w = len(self.opts[i])
            del every[k:k + w]
            del at[k:k + w]
        self._top = max(map(self.price.__getitem__, self.free), default=0)

    def _end_round(self, ev: list[ClubEvent]) -> None:
        reason = None
        if self.end:
            reason = "park"
        elif not self._can_finish():
            reason = "stuck"
        elif self.round >= ROUND_LIMIT:
            reason = "round-limit"
        if reason is not None:
            if reason != "park":
                ev.append(EndTriggered(None, reason))
            self.phase = OVER
            self.current = -1
            lines = self.score_lines()
            ev.append(GameEnded(self.round, tuple(lines), winners_of(lines)))
            return
        for s in self.seats:
            s.coins = MONEY_COINS[s.tracks[_MONEY]]
        self.markers = [0] * len(PRICE_TILES)
        self.track = [[] for _ in range(TURN_SPACES)]
        for k in range(self.players):
            q = (self.leader + k) % self.players
            self.track[k].append(q)
            self.pos[q] = k
        ev.append(RoundEnded(self.round, tuple(s.coins for s in self.seats), self.leader))
        ev.extend(self._start_round())

    def _can_finish(self) -> bool:
        """Can any seat still fill its 14 light-green spaces (its empty required spaces have
        tiles left, and enough tiles are left for its empty light spaces)?"""
        land = self.land
        animals = self.animals
        left = sum(land) + sum(animals)
        need = LIGHT_SPACES - left
        for s in self.seats:
            if s.light < need:
                continue
            for j, kind in enumerate(s.required):
                if s.req[j]:
                    continue
                if kind == FOREST:
                    if not any(land):
                        break
                elif kind < FOREST:
                    if not land[kind]:
                        break
                elif not animals[kind - 5]:
                    break
            else:
                return True
        return False

    # --- phase 2 ------------------------------------------------------------------------------

    def _buy(self, ev: list[ClubEvent], i: int, choice: int) -> None:
        p = self.current
        s = self.seats[p]
        price = self.price
        owner = self.owner
        cost = price[i]
        s.coins -= cost
        owner[i] = p
        free = self.free
        del free[bisect_left(free, i)]
        self.paid[i] = cost
        at = self._every_at
        k = bisect_left(at, i)
        w = len(self.opts[i])
        del self._every[k:k + w]
        del at[k:k + w]
        rise = cost if self.rules.price_per_coin else 1  # one more coin per coin (or per taken space)
        top = self._top
        if cost < top:
            for j in self._nb[i]:
                v = price[j] = price[j] + rise
                if v > top and owner[j] < 0:
                    top = v
            self._top = top
        else:  # perhaps the dearest space was this one: find the dearest left
            for j in self._nb[i]:
                price[j] += rise
            self._top = max(map(price.__getitem__, free), default=0)
        item = self.items[i]
        ev.append(Bought(p, self._spaces[i], ITEM_NAMES[item], cost, TRACKS[choice] if choice >= 0 else None))
        if item < ITEM_RIGHTS:
            s.mines[item] += 1
            ev.append(TokenTaken(p, COLOURS[item]))
        elif item < ITEM_SHIP:
            s.rights[item - ITEM_RIGHTS] += 1
            ev.append(TokenTaken(p, ITEM_NAMES[item]))
        elif item < ITEM_TURN:
            s.ships[item - ITEM_SHIP] += 1
            ev.append(TokenTaken(p, ITEM_NAMES[item]))
        elif item < ITEM_STEP:
            self._move_turn(ev, p, item - ITEM_TURN + 1)
        elif item < ITEM_ANIMAL:
            self._step(ev, p, choice if item == ITEM_ANY else item - ITEM_STEP)
        else:
            a = item - ITEM_ANIMAL
            self.animals[a] -= 1
            if not self.animals[a]:  # the stack is empty: its spaces leave the list of every buy
                for j in self.animal_at[a]:
                    if owner[j] < 0:
                        k = bisect_left(at, j)
                        del self._every[k]
                        del at[k]
            self._place(ev, p, 5 + a, None)
        self._next_buyer(ev)

    def _move_turn(self, ev: list[ClubEvent], p: int, steps: int) -> None:
        start = self.pos[p]
        if start == TURN_LAST and not self.rules.past_nine_on_top:  # the first reconstruction's rule
            ev.append(TurnMoved(p, 0, start, start, self.track[start].index(p)))  # steps 0: it stays
            return
        # a marker pushed past 9 goes on top of "10+", also when it already lay there
        end = min(start + steps, TURN_LAST)
        self.track[start].remove(p)
        ev.append(TurnMoved(p, steps, start, end, len(self.track[end])))
        self.track[end].append(p)
        self.pos[p] = end

    def _step(self, ev: list[ClubEvent], p: int, t: int) -> None:
        s = self.seats[p]
        if s.tracks[t] >= TRACK_END[t]:
            ev.append(TrackStepped(p, TRACKS[t], s.tracks[t], True))
            return
        s.tracks[t] += 1
        ev.append(TrackStepped(p, TRACKS[t], s.tracks[t], False))
        if t == _MONEY:
            s.coins += 1
            ev.append(CoinGained(p, 1))

    def _place(self, ev: list[ClubEvent], p: int, kind: int, stack: str | None) -> None:
        s = self.seats[p]
        area = s.area(kind)
        if area == 0:
            s.req[s.required.index(kind)] = True
            s.light += 1
        elif area == 1:
            s.light += 1
        else:
            s.dark += 1
        s.park[kind] += 1
        s.placed.append(kind)
        s.refresh()
        ev.append(TilePlaced(p, PARK_KINDS[kind], AREAS[area], stack))
        if area < 2 and s.light == LIGHT_SPACES and not self.end:
            self.end = True
            ev.append(EndTriggered(p, "park"))

    def _pass(self, ev: list[ClubEvent]) -> None:
        p = self.current
        self.seats[p].passed = True
        if self.phase == BUY:
            ev.append(Passed(p, "buy"))
            self._next_buyer(ev)
        else:
            ev.append(Passed(p, "build"))
            self._next_builder(ev)

    def _next_buyer(self, ev: list[ClubEvent]) -> None:
        seats = self.seats
        for q in _AFTER[self.players][self.current]:
            if not seats[q].passed:
                self.current = q
                return
        self._diamonds(ev)

    # --- phase 3 ------------------------------------------------------------------------------

    def _diamonds(self, ev: list[ClubEvent]) -> None:
        most = max(s.coins for s in self.seats)
        for p, s in enumerate(self.seats):
            if s.coins == most:
                s.gems[DIAMOND] += 1
                ev.append(DiamondAwarded(p, "coins", most))
        order = [q for t in range(TURN_LAST, -1, -1) for q in reversed(self.track[t])]
        lead = self.pos[order[0]]
        for q in reversed(self.track[lead]):
            self.seats[q].gems[DIAMOND] += 1
            ev.append(DiamondAwarded(q, "lead", lead))
        self.leader = order[0]
        self.order = order
        ev.append(LeaderChosen(self.leader, tuple(order)))
        self.phase = GEMS
        self.current = order[0]
        ev.append(PhaseStarted(self.round, "gems"))

    # --- phase 4 ------------------------------------------------------------------------------

    def _sell(self, ev: list[ClubEvent], c: int, r: int, sh: int) -> None:
        p = self.current
        s = self.seats[p]
        s.mines[c] -= 1
        s.rights[r] -= 1
        s.ships[sh] -= 1
        extra, diamonds = TECH_BONUS[s.tracks[1]]
        gems = min(CAPACITIES[r], CAPACITIES[sh]) + extra
        s.gems[c] += gems
        s.gems[DIAMOND] += diamonds
        ev.append(SetSold(p, COLOURS[c], CAPACITIES[r], CAPACITIES[sh], gems, diamonds))

    def _keep(self, ev: list[ClubEvent], c: int, r: int, sh: int) -> None:
        p = self.current
        s = self.seats[p]
        if c >= 0:
            s.mines[c] -= 1
        if r >= 0:
            s.rights[r] -= 1
        if sh >= 0:
            s.ships[sh] -= 1
        returned = tuple(s.tokens()) if any(s.mines) or any(s.rights) or any(s.ships) else ()
        s.mines = list(_ONE[c])
        s.rights = list(_ONE[r])
        s.ships = list(_ONE[sh])
        ev.append(TokensKept(p, A.KEPT[c, r, sh], returned))
        s.kept = True
        i = self.order.index(p) + 1
        if i < self.players:
            self.current = self.order[i]
            return
        self.phase = BUILD
        for seat in self.seats:
            seat.passed = False
        self.current = self.order[0]
        ev.append(PhaseStarted(self.round, "build"))

    # --- phase 5 ------------------------------------------------------------------------------

    def _build(self, ev: list[ClubEvent], t: int, pay: tuple[int, ...], obj: int) -> None:
        p = self.current
        s = self.seats[p]
        for g in range(5):
            s.gems[g] -= pay[g]
        extra = bin(self.markers[t]).count("1")
        self.markers[t] |= 1 << p
        ev.append(Built(p, PARK_KINDS[obj], A.payment_names(pay), extra, PRICE_TILES[t]))
        if obj == FOREST:
            land = self.land
            k = land.index(max(land))  # ties: the first in fountain, orangery, pavilion, rose order
            land[k] -= 1
            self._place(ev, p, FOREST, OBJECTS[k])
        else:
            self.land[obj] -= 1
            self._place(ev, p, obj, None)
            self._bonus(ev, p, obj)
        self._next_builder(ev)

    def _bonus(self, ev: list[ClubEvent], p: int, t: int) -> None:
        park = self.seats[p].park
        n = park[t]
        if n == THREE_ALIKE_AT and self.three[t] < 0:
            self.three[t] = p
            self._award(ev, p, f"three-{OBJECTS[t]}", THREE_ALIKE_POINTS, 1)
        if sets_grew(park, t) and len(self.four) < len(FOUR_DIFFERENT_POINTS):
            nth = len(self.four)
            self.four.append(p)
            self._award(ev, p, "four-different" + ("-2" if nth else ""), FOUR_DIFFERENT_POINTS[nth], nth + 1)
        if n % FIVE_ALIKE_EVERY == 0 and len(self.five) < len(FIVE_ALIKE_POINTS):
            nth = len(self.five)
            self.five.append(p)
            self._award(ev, p, "five-alike" + ("-2" if nth else ""), FIVE_ALIKE_POINTS[nth], nth + 1)

    def _award(self, ev: list[ClubEvent], p: int, card: str, points: int, nth: int) -> None:
        self.seats[p].cards.append(card)
        ev.append(BonusAwarded(p, card.removesuffix("-2"), points, nth))

    def _next_builder(self, ev: list[ClubEvent]) -> None:
        order = self.order
        seats = self.seats
        for k in _AFTER[self.players][order.index(self.current)]:
            q = order[k]
            if not seats[q].passed:
                self.current = q
                return
        self._end_round(ev)


class _Laid(NamedTuple):
    """Market cards laid out (one card in a slot, or a round's whole market), spaces as market
    indices: what _lay_market and _index_market keep."""

    items: tuple[int, ...]  # per space, its item code
    item_names: tuple[str, ...]  # per space, its item's name
    opts: tuple[A.Names, ...]  # per space, its buy actions (three for a "?")
    animal_at: tuple[tuple[int, ...], ...]  # per animal kind, the spaces that hold it
    every: A.Names  # every buy action, in order (then "pass", for a whole market)
    every_at: tuple[int, ...]  # the space of each buy action of `every`


@lru_cache(maxsize=None)
def _slot(version: int, k: int, card: str) -> _Laid:
    """Market card `card` laid in slot `k` under rules `version`. A round's market is these pieces
    side by side (a deal is new every round, a card in a slot is not)."""
    rules = RULESETS[version]
    items = rules.cards[card]
    first = k * rules.rows
    names = A.buy_names(rules.rows)
    opts = tuple(names[first + r][code == ITEM_ANY] for r, code in enumerate(items))
    return _Laid(items, tuple(ITEM_NAMES[code] for code in items), opts,
                 tuple(tuple(first + r for r, code in enumerate(items) if code == ITEM_ANIMAL + a) for a in range(3)),
                 tuple(chain.from_iterable(opts)), tuple(first + r for r, o in enumerate(opts) for _ in o))


@lru_cache(maxsize=64)
def _market(version: int, cards: tuple[str, ...]) -> _Laid:
    """The market of a deal, joined from its slots once: a bot's copies of a game lay the same
    round's market again and again (their dealer is shared), so a few recent deals are kept."""
    slots = [_slot(version, k, c) for k, c in enumerate(cards)]
    join = chain.from_iterable
    return _Laid(tuple(join(s.items for s in slots)), tuple(join(s.item_names for s in slots)),
                 tuple(join(s.opts for s in slots)),
                 tuple(tuple(join(s.animal_at[a] for s in slots)) for a in range(3)),
                 tuple(join(s.every for s in slots)) + ("pass",), tuple(join(s.every_at for s in slots)))


_BASE = tuple(fixed + free for _, fixed, free in PRICES)
#: the counts of one kind of token after a keep: _ONE[k] one token of index k; _ONE[-1] none
_ONE = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1), (0, 0, 0, 0))
_POP = tuple(bin(m).count("1") for m in range(1 << MAX_PLAYERS))
