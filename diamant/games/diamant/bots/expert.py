"""The strongest built-in bots: an opponent model, a compact round simulator, and the expert.

Everything here decides from a `SeatView` only. The hidden deck order is never read: the unknown
cards are *sampled* from `view.deck_remaining` with the bot's own `random.Random`.

Pieces
- `FAMILY` / `TableModel`: a small family of simple leaving rules (gems, hazards, cards, risk,
  the counting rule, random leaving; optionally pool grabbing) that other seats may follow. Each
  seat gets a posterior weight over the family, updated from what the bot sees them do (who left
  at which step); a seat's posterior is used only once it predicts that seat clearly better than
  the prior (the `gate`).
- `Watcher`: the bot's memory of one game, built from the views it is shown.
- `RoundModel`: a compact model of one expedition from a view (deck as small ints, the seats in
  the cave, carried gems, the pool, relics) with `rollout()`, which plays the round to its end
  with sampled cards and sampled opponent rules, and returns what this seat would bank by leaving
  at each step k = 0, 1, 2 ... (0 = now) and what every other seat banks. One rollout evaluates
  every leaving step at once, because what a seat banks by leaving at step k only depends on the
  round up to step k, while it is still inside.
- `ExpertBot`: values "leave now" against the best "continue, then leave at step k" (and a few
  closed-loop stopping rules) over the same rollouts, in expected points, and in the last round(s)
  in chance of winning (scores from the open chests, or in secret-chest games from the public
  round history plus the leavers it watched).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from itertools import accumulate
from math import exp, log
from typing import Any, Callable, Sequence

from diamant.games.diamant.bots.base import disaster_risk, expected_gain
from diamant.games.diamant.engine import Decision, Hazard, RelicValue, RoundEnd, RoundSummary, SeatView
from diamant.games.diamant.engine.cards import HAZARD_BITS
from diamant.games.diamant.engine.rules import relic_values

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE

_HAZARDS = tuple(Hazard)
# hazard type -> negative code: minus its bit in a mask of the types seen (as engine/rules.py)
_HCODE = {h: -HAZARD_BITS[h] for h in _HAZARDS}
_RELIC = 1000  # relic code = _RELIC + printed value (0 when valued by order)

# rule kinds
GEMS, HAZARDS, CARDS, RISK, COUNT, RANDOM, POOL, GRAB = range(8)
LOGIT = 8  # a stochastic rule kind of the master: leave with a fitted probability (STRONG)
# an expected-value margin (the master's family): leave when one more card is expected to bring
# less than x gems to what it carries, (1 - risk) x gain - risk x carried < x
MARGIN = 9
# a seat that decides as this seat does (the master's family): the seats in the cave carry the
# same gems and see the same path, so a player who searches like this one leaves when it leaves
SELF = 10

# Logistic model of a searching player's chance to leave, fitted (maximum likelihood) to the 13,767
# decisions of experts in 60 games at 6 seats and 60 at 3 seats, classic (tools/fit_strong.py
# reproduces it). Features: 1, log((risk*stake + .1) / (gain + .1)), 5*risk, stake/10,
# (pool + relics)/10, cards on the path/10, hazards on the path/3, gain/5. The tool also prints
# the best single counting rule's log-likelihood on the same decisions, for comparison.
# The master's opponent model (diamant.games.diamant.bots.master); here for the shared rollout loop.
#: (kind, parameter, noise, prior weight) of one rule of the opponent model
Rule = tuple[int, float, float, float]

STRONG = (-4.805, 0.982, 0.942, 1.517, 2.809, -0.789, -0.444, 1.38)


# ---------------------------------------------------------------------------------------------
# the opponent model (the features of a view: disaster_risk and expected_gain, diamant.games.diamant.bots.base)
def make_family(noises: Sequence[tuple[float, float]] = ((0.04, 1.0),),
                pool_rules: bool = False) -> list[Rule]:
    """(kind, parameter, prior weight) of every rule the model considers.

    The prior leans to the moderate rules people and bots actually play; the extreme ones are
    there so the posterior can find them.
    """
    fam: list[tuple[int, float, float]] = []

    def add(kind: int, params: Sequence[float], weights: Sequence[float]) -> None:
        for p, w in zip(params, weights):
            fam.append((kind, p, w))

    add(GEMS, (4, 6, 8, 10, 12, 15, 18, 22, 27, 35), (.1, .3, .6, 1, 1, 1, .8, .6, .4, .2))
    add(HAZARDS, (1, 2, 3, 4), (.5, 2, 1.5, .3))
    add(CARDS, (3, 4, 5, 6, 7, 8, 9, 10, 12, 15), (.1, .3, .6, 1, 1, .8, .6, .4, .2, .1))
    add(RISK, (0.06, 0.1, 0.14, 0.18, 0.22, 0.27, 0.33), (.2, .5, .8, 1, .8, .5, .3))
    add(COUNT, (0.4, 0.7, 1.0, 1.5, 2.5), (.6, .8, 1, .8, .6))
    add(RANDOM, (0.08, 0.2, 0.4), (.3, .1, .05))
    if pool_rules:  # pool grabbers: out when the path holds enough for a lone leaver
        add(POOL, (3, 4, 5, 6, 8, 10, 13), (.2, .3, .3, .3, .3, .2, .1))
        add(GRAB, (3, 4, 5, 6, 8, 10, 13), (.2, .3, .4, .4, .3, .2, .1))
    out: list[Rule] = []
    for k, p, w in fam:
        if k == RANDOM:
            out.append((k, p, 0.0, w))
        else:  # how often a seat does the other thing than its rule says: people, other bots
            for e, we in noises:
                out.append((k, p, e, w * we))
    total = sum(w for *_, w in out)
    return [(k, p, e, w / total) for k, p, e, w in out]


FAMILY = make_family()


def rule_leaves(kind: int, x: float, carried: int, ncards: int, nhaz: int, risk: float,
                pool: int, gain: float, relv: int) -> bool:
    if kind == GEMS:
        return carried >= x
    if kind == HAZARDS:
        return nhaz >= x
    if kind == CARDS:
        return ncards >= x
    if kind == RISK:
        return risk >= x
    if kind == COUNT:
        return risk * (carried + pool + relv) * x > gain
    if kind == POOL:
        return pool + relv >= x
    if kind == GRAB:
        return pool + relv >= x or risk * (carried + pool + relv) > gain
    if kind == MARGIN:
        return (1.0 - risk) * gain - risk * carried < x
    return False  # RANDOM: decided by a coin elsewhere; SELF: by this seat's own choice


class TableModel:
    """Posterior weights over FAMILY for every seat, learned within one game."""

    def __init__(self, players: int, temper: float = 1.0, family: list[Rule] | None = None,
                 flips: bool = False, prior_mix: float = 0.0, gate: float | None = None) -> None:
        self.players = players
        self.flips = flips  # let sampled rules do the other thing at their noise rate
        self.temper = temper
        self.family = FAMILY if family is None else family
        self.logw = [[log(w) for *_, w in self.family] for _ in range(players)]
        self.prior_mix = prior_mix
        self.prior_cum = list(accumulate(w for *_, w in self.family))
        # how much better (in log-likelihood) the learned posterior has predicted each seat than
        # the prior, out of sample; a seat is only trusted to its posterior once it clearly has
        self.gate = gate
        self.advantage = [0.0] * players
        self.seen = [0] * players
        self._cum: list[list[float] | None] = [None] * players

    def _weigh_gate(self, seat: int, left: bool, feats: tuple[int, int, int, float, int, float, int]) -> None:
        """The gate's evidence from one seen decision (an exact state): how much better the
        seat's posterior foretold it than the prior did."""
        p_post = self.leave_probability(seat, *feats)
        p_prior = self.leave_probability(seat, *feats, prior=True)
        if not left:
            p_post, p_prior = 1.0 - p_post, 1.0 - p_prior
        self.advantage[seat] += log(max(p_post, 1e-4)) - log(max(p_prior, 1e-4))
        self.seen[seat] += 1

    def observe(self, seat: int, left: bool, carried: int, ncards: int, nhaz: int, risk: float,
                pool: int, gain: float, relv: int, floor: float = 0.0) -> None:
        """Bayes' rule for one seen decision; `floor` softens it when the state is a bound."""
        if self.gate is not None and not floor:
            self._weigh_gate(seat, left, (carried, ncards, nhaz, risk, pool, gain, relv))
        lw = self.logw[seat]
        t = self.temper
        cache: dict[tuple[int, float], Any] = {}
        for i, (kind, x, noise, _) in enumerate(self.family):
            if kind == RANDOM:
                p = x
            else:
                key = (kind, x)
                det = cache.get(key)
                if det is None:
                    det = cache[key] = rule_leaves(kind, x, carried, ncards, nhaz, risk, pool,
                                                   gain, relv)
                p = 1.0 - noise if det else noise
            q = p if left else 1.0 - p
            lw[i] += t * log(q if q > floor else floor)
        top = max(lw)
        if top < -50:  # keep the numbers tame
            for i in range(len(lw)):
                lw[i] -= top
        self._cum[seat] = None

    def cumulative(self, seat: int) -> list[float]:
        cum = self._cum[seat]
        if cum is None:
            lw = self.logw[seat]
            top = max(lw)
            cum = self._cum[seat] = list(accumulate(exp(v - top) for v in lw))
        return cum

    def sample(self, seat: int, u: float) -> tuple[int, float, float]:
        """A (kind, parameter, noise) rule drawn from the seat's posterior, for one rollout.

        With chance `prior_mix` it is drawn from the prior instead: a hedge for seats that
        follow no rule of the family (people, searching bots), whose posterior may mislead.
        """
        mix = self.prior_mix
        if self.gate is not None and self.advantage[seat] < self.gate * max(self.seen[seat], 8):
            mix = 1.0
        if mix and u < mix:
            u /= mix
            cum = self.prior_cum
        else:
            if mix:
                u = (u - mix) / (1.0 - mix)
            cum = self.cumulative(seat)
        i = bisect_right(cum, u * cum[-1])
        fam = self.family
        kind, x, noise, _ = fam[min(i, len(fam) - 1)]
        return kind, x, noise if self.flips else 0.0

    def leave_probability(self, seat: int, carried: int, ncards: int, nhaz: int, risk: float,
                          pool: int, gain: float, relv: int, prior: bool = False) -> float:
        cum = self.prior_cum if prior else self.cumulative(seat)
        prev = 0.0
        p = 0.0
        for (kind, x, noise, _), c in zip(self.family, cum):
            w = c - prev
            prev = c
            if kind == RANDOM:
                p += w * x
            elif rule_leaves(kind, x, carried, ncards, nhaz, risk, pool, gain, relv):
                p += w * (1.0 - noise)
            else:
                p += w * noise
        return p / cum[-1]


# ---------------------------------------------------------------------------------------------
# the round simulator
class RoundModel:
    """One expedition as seen from one seat, compact enough to play out many times quickly."""

    __slots__ = ("me", "deck", "hcount", "opp", "carried", "mycarried", "pool", "seen", "nhaz",
                 "deadly", "ncards", "tsum", "relics", "relics_taken", "by_order",
                 "relic_values")

    def __init__(self, view: SeatView) -> None:
        self.me = view.seat
        d = view.deck_remaining
        deck: list[int] = []
        tsum = 0
        for v, c in d.treasures.items():
            deck.extend([v] * c)
            tsum += v * c
        hcount = {}
        for h, c in d.hazards.items():
            deck.extend([_HCODE[h]] * c)
            hcount[_HCODE[h]] = c
        for v in d.relic_values:
            deck.append(_RELIC + v)
        self.deck = deck
        self.hcount = hcount
        self.tsum = tsum
        self.opp = tuple(s for s in view.in_cave if s != self.me)
        self.carried = view.carried_all
        self.mycarried = view.carried
        self.pool = view.pool
        seen = {_HCODE[h] for h in view.hazards_seen}
        self.seen = sum(-code for code in seen)  # the mask of the hazard types on the path
        self.nhaz = len(seen)
        self.deadly = sum(hcount.get(code, 0) for code in seen)
        self.ncards = len(view.path)
        rs = view.ruleset
        self.by_order = rs.relic_value is not RelicValue.PRINTED
        self.relic_values = rs.relic_values
        self.relics = tuple((c.value for c in view.relics_on_path))
        self.relics_taken = view.relics_taken

    def relic_worth(self, relics: Sequence[int], taken: int) -> int:
        if not relics:
            return 0
        return sum(relic_values(self.by_order, self.relic_values, taken, relics))

    def rollout(self, rng: random.Random, rules: dict[int, tuple[int, float, float]],
                horizon: int, others: bool = False,
                ratios: bool = False) -> tuple[list[float], list[Any], dict[int, int]]:
        """Play the round out once (the one rollout loop of the expert and the master).

        The round's rules are engine/rules.py's: the lines between `# rule:` and `# end rule`
        are copies written by tools/gen_rules.py (tests/diamant/test_rules_once.py holds this
        loop to the engine's games).

        `rules[seat]` is the (kind, parameter, noise) rule each other seat in the cave follows
        (kind LOGIT: the master's fitted model `STRONG`, leaving with its probability).
        Returns (mine, per_step, banks): mine[k] is what this seat banks by leaving at step k
        (0 = now), for every k up to the disaster (after it, 0) or `horizon`; per_step[k] is
        (risk, gain, bank) at step k for closed-loop stopping rules, or with `ratios` the ratio
        risk x bank / gain (1e9 when nothing is to be gained but something is at stake);
        banks[seat] the other seats' gains this round (only when `others`; they are computed
        with this seat inside the whole round).
        """
        rand = rng.random
        deck = self.deck[:]
        hcount = dict(self.hcount)
        inside = list(self.opp)
        carried = {s: self.carried[s] for s in inside}
        mine_c = self.mycarried
        pool = self.pool
        seen = self.seen
        nhaz = self.nhaz
        deadly = self.deadly
        ncards = self.ncards
        tsum = self.tsum
        relics = list(self.relics)
        taken = self.relics_taken
        banks: dict[int, int] = dict.fromkeys(inside, 0) if others else {}
        w0, w1, w2, w3, w4, w5, w6, w7 = STRONG
        mine: list[float] = []  # whole gems
        per_step: list[Any] = []  # (risk, gain, bank) tuples, or ratios
        # seats that decide as this one (SELF): inside as long as it is, leaving with it
        clones = sum(1 for s in inside if rules[s][0] == SELF)
        for step in range(horizon + 1):
            total = len(deck)
            n = len(inside) + 1
            risk = deadly / total if total else 0.0
            relv = self.relic_worth(relics, taken) if relics else 0
            gain = tsum / (n * total) if total else 0.0
            # the others decide (simultaneously with this seat)
            leavers = []
            lg = None
            for s in inside:
                kind, x, noise = rules[s]
                c = carried[s]
                if kind == SELF:
                    continue  # it leaves when this seat does: counted in `clones`
                if kind == LOGIT:
                    if lg is None:  # this step's part of the logistic model, once per step
                        base = w0 + w2 * 5.0 * risk + w4 * (pool + relv) / 10.0 \
                            + w5 * ncards / 10.0 + w6 * nhaz / 3.0 + w7 * gain / 5.0
                        lg = log(gain + 0.1)
                    stake = c + pool + relv
                    z = base + x + w1 * (log(risk * stake + 0.1) - lg) + w3 * stake / 10.0
                    go = rand() * (1.0 + exp(-z)) < 1.0 if z > -30.0 else False
                elif kind == RANDOM:
                    go = rand() < x
                elif kind == GEMS:
                    go = c >= x
                elif kind == HAZARDS:
                    go = nhaz >= x
                elif kind == CARDS:
                    go = ncards >= x
                elif kind == RISK:
                    go = risk >= x
                elif kind == COUNT:
                    go = risk * (c + pool + relv) * x > gain
                elif kind == POOL:
                    go = pool + relv >= x
                elif kind == MARGIN:
                    go = (1.0 - risk) * gain - risk * c < x
                else:  # GRAB
                    go = pool + relv >= x or risk * (c + pool + relv) > gain
                if noise and rand() < noise:
                    go = not go
                if go:
                    leavers.append(s)
            nl = len(leavers)
            # what this seat banks by leaving now, with the others leaving now (and its clones)
            leaving = nl + clones + 1
            # rule: share, _rest = split(pool, leaving)
            share, _rest = (pool // leaving, pool % leaving)
            # end rule
            # rule: alone = takes_relics(leaving)
            alone = leaving == 1
            # end rule
            mine.append(mine_c + share + (relv if alone else 0))
            if ratios:
                at_risk = risk * (mine_c + pool + relv)
                per_step.append(at_risk / gain if gain > 0.0 else (1e9 if at_risk > 0.0 else 0.0))
            else:
                per_step.append((risk, gain, mine_c + pool + relv))
            if nl:
                # rule: each, pool = split(pool, nl)
                each, pool = (pool // nl, pool % nl)
                # end rule
                # rule: lone = takes_relics(nl)
                lone = nl == 1
                # end rule
                if not relics:
                    lone = False
                for s in leavers:
                    inside.remove(s)
                    if others:
                        banks[s] += carried[s] + each + (relv if lone else 0)
                if lone:
                    taken += len(relics)
                    relics = []
            if step == horizon:
                break
            if not total:  # custom rulesets only: everybody returns with what they carry
                mine.append(mine_c)
                if others:
                    for s in inside:
                        banks[s] += carried[s]
                return mine, per_step, banks
            i = int(rand() * total)
            code = deck[i]
            deck[i] = deck[-1]
            deck.pop()
            ncards += 1
            if code >= _RELIC:
                relics.append(code - _RELIC)
            elif code >= 0:
                tsum -= code
                explorers = len(inside) + 1
                # rule: each, rem = split(code, explorers)
                each, rem = (code // explorers, code % explorers)
                # end rule
                pool += rem
                if each:
                    mine_c += each
                    for s in inside:
                        carried[s] += each
            else:
                bit = -code
                # rule: hit = strikes(seen, bit)
                hit = seen & bit != 0
                # end rule
                if hit:  # disaster
                    mine.append(0)
                    return mine, per_step, banks
                # rule: seen = mark(seen, bit)
                seen = seen | bit
                # end rule
                nhaz += 1
                left_of = hcount[code] - 1
                hcount[code] = left_of
                deadly += left_of
        if others:
            for s in inside:  # still inside at the horizon: assume they get out with it
                banks[s] += carried[s]
        return mine, per_step, banks


# ---------------------------------------------------------------------------------------------
# the bots
class Watcher:
    """Remembers this game from the views a seat is shown, and learns the other seats' rules."""

    table_cls = TableModel  # the opponent model it keeps (the master's understands more rules)

    def __init__(self, learn: bool = True, temper: float = 1.0, family: list[Rule] | None = None,
                 censored: bool = False, flips: bool = False, prior_mix: float = 0.0,
                 gate: float | None = None) -> None:
        self.learn = learn
        self.prior_mix = prior_mix
        self.gate = gate
        self.flips = flips
        self.temper = temper
        self.family = family
        self.censored = censored
        self.model: TableModel | None = None
        self.last: SeatView | None = None
        self.last_decision: Decision | None = None
        self.round_banked: dict[int, int] = {}
        self.round_no = 0

    def decide(self, view: SeatView, choose: Callable[[SeatView, RoundModel], Decision]) -> Decision:
        """A bot's decision: the `shortcut`, else `choose`'s (given the view's round model), with
        this game's table learnt from `view` first and the decision remembered (what the next
        view shows the other seats doing is read after it)."""
        self.update(view)
        model = RoundModel(view)
        d = shortcut(model)
        if d is None:
            d = choose(view, model)
        self.last_decision = d
        return d

    def update(self, view: SeatView) -> None:
        last = self.last
        if (self.model is None or self.model.players != view.players
                or (last is not None and view.round < last.round)):
            self.model = self.table_cls(view.players, self.temper, self.family, self.flips,
                                    self.prior_mix, self.gate)  # a new game
            last = None
        elif last is not None and view.round == last.round and len(view.path) <= len(last.path):
            last = None  # the same moment asked again: nothing new to learn
        if view.round != self.round_no:
            self.round_banked = {}
            self.round_no = view.round
        if last is not None and self.last_decision is CONTINUE and self.learn:
            me = view.seat
            if view.round == last.round and len(view.path) == len(last.path) + 1:
                gone = [s for s in last.in_cave if s not in view.in_cave]
                if gone:
                    each = last.pool // len(gone)
                    relv = last.relic_take_value if len(gone) == 1 else 0
                    for s in gone:
                        self.round_banked[s] = last.carried_all[s] + each + relv
                self._observe(last, lambda s: s in gone, me)
            elif view.round == last.round + 1 and view.history:
                summary = view.history[-1]
                banked = summary.banked

                def left(s: int) -> bool | None:
                    if banked[s] > 0:
                        return True
                    if last.carried_all[s] > 0 or last.pool > 0:
                        return False
                    return None
                self._observe(last, left, me)
        elif (last is not None and self.last_decision is LEAVE and self.learn and self.censored
              and view.round == last.round + 1 and view.history):
            self._observe_after_leaving(last, view.history[-1], view.seat)
        self.last = view

    def _observe_after_leaving(self, last: SeatView, summary: RoundSummary, me: int,
                               only: Sequence[int] | None = None) -> None:
        """What the round summary tells about the seats still inside when this seat left.

        The steps after leaving are unseen, so the states are bounds and the evidence is soft:
        a seat that lost its gems stayed through every later step; a seat that banked left at
        some step before the end. `only`: the seats to read (default: all still inside).
        """
        model = self.model
        assert model is not None  # update() makes it before anything is observed
        n0 = len(last.path)
        end = summary.cards_revealed
        risk = disaster_risk(last)
        gain = expected_gain(last)
        nhaz = len(last.hazards_seen)
        pool = last.pool
        relv = last.relic_take_value
        disaster = summary.reason is RoundEnd.DISASTER
        for s in last.in_cave:
            if s == me or (only is not None and s not in only):
                continue
            c = last.carried_all[s]
            b = summary.banked[s]
            if end <= n0:  # nobody went on: every seat left at the same step
                model.observe(s, True, c, n0, nhaz, risk, pool, gain, relv)
            elif disaster and b == 0 and c > 0:  # it stayed through to the disaster
                model.observe(s, False, c, end - 1, nhaz, risk, 0, gain, 0, floor=0.15)
            elif b > 0:  # it left at some step before the end
                later = min(nhaz + (end - 1 - n0), len(_HAZARDS) - 1)
                model.observe(s, True, b, end - 1, later, risk, pool, gain, relv, floor=0.25)

    def _observe(self, last: SeatView, left: Callable[[int], bool | None], me: int) -> None:
        model = self.model
        assert model is not None  # update() makes it before anything is observed
        risk = disaster_risk(last)
        gain = expected_gain(last)
        ncards = len(last.path)
        nhaz = len(last.hazards_seen)
        pool = last.pool
        relv = last.relic_take_value
        for s in last.in_cave:
            if s == me:
                continue
            went = left(s)
            if went is None:
                continue
            model.observe(s, went, last.carried_all[s], ncards, nhaz, risk, pool, gain, relv)

    def scores(self, view: SeatView) -> list[float]:
        """Every seat's score so far: exact with open chests, else from the public history."""
        out = []
        for s in range(view.players):
            sc = view.score(s)
            if sc is None:
                sc = sum(r.banked[s] for r in view.history) + sum(view.relics_held[s]) \
                    + self.round_banked.get(s, 0)
            out.append(sc)
        return out


def shortcut(model: RoundModel) -> Decision | None:
    """The decision that needs no search, or None: go on when nothing is at stake on the path
    and no card is deadly (one more card cannot hurt); leave when the deck is empty."""
    if model.deadly == 0 and model.pool == 0 and not model.relics:
        return CONTINUE
    if not model.deck:
        return LEAVE
    return None


class ExpertBot:
    """Simulates the rest of the round against a learned model of the table; see docs/bots.md."""

    def __init__(self, seed: int | None = None, seat: int = 0, *, rollouts: int = 96,
                 horizon: int = 14, learn: bool = True, endgame_rounds: int = 1,
                 policies: bool = True, temper: float = 1.0,
                 family: list[Rule] | None = None, censored: bool = False,
                 flips: bool = False, prior_mix: float = 0.0, gate: float | None = None,
                 nerve: float = 0.0, optimism: float = 0.0,
                 mults: tuple[float, ...] = (0.6, 1.0, 1.6)) -> None:
        self.rng = random.Random(seed)
        self.mults = tuple(mults)
        # gems a continuation must be worth over leaving now before the last round: a little
        # nerve, because a win at a full table goes to a high score, not to an average one
        self.nerve = nerve
        # 0: value continuing by the honest split-half estimate (biased low: it misses the best
        # option half the time); 1: by the best plain mean (biased high); in between: a mix
        self.optimism = optimism
        self.seat = seat
        self.rollouts = rollouts
        self.horizon = horizon
        self.learn = learn
        self.endgame_rounds = endgame_rounds
        self.policies = policies
        self.watch = Watcher(learn, temper, family, censored, flips, prior_mix, gate)

    def decide(self, view: SeatView) -> Decision:
        return self.watch.decide(view, self._choose)

    # ------------------------------------------------------------------------------------------
    def _choose(self, view: SeatView, model: RoundModel) -> Decision:
        """The decision when no shortcut decides (Watcher.decide)."""
        table = self.watch.model
        assert table is not None  # decide() updated the watcher first
        rng = self.rng
        endgame = view.round > view.rounds - self.endgame_rounds
        scores = self.watch.scores(view) if endgame else []
        horizon = self.horizon
        n_roll = self.rollouts
        # closed-loop rules: leave at the first step >= 1 where risk * at_stake > m * gain
        mults = self.mults if self.policies else ()
        nopt = horizon + len(mults)
        # two halves: the best way to continue picked on one half and valued on the other is an
        # estimate biased low; the best mean over both is biased high (`optimism` mixes them)
        halves = ([0.0] * nopt, [0.0] * nopt)
        leave_sum = 0.0
        opp = model.opp
        me = view.seat
        for r in range(n_roll):
            rules = {s: table.sample(s, rng.random()) for s in opp}
            mine, feats, banks = model.rollout(rng, rules, horizon, others=endgame)
            if endgame:
                util = self._win_utils(scores, me, mine, banks)
            else:
                util = mine
            if len(util) < horizon + 1:
                util = util + [util[-1]] * (horizon + 1 - len(util))
            leave_sum += util[0]
            acc = halves[r & 1]
            for k in range(1, horizon + 1):
                acc[k - 1] += util[k]
            if mults:
                last_k = len(feats) - 1
                for j, m in enumerate(mults):
                    val = util[horizon]
                    for k in range(1, horizon + 1):
                        if k > last_k:  # the round ended (disaster) before this rule left
                            val = util[k]
                            break
                        risk, gain, stake = feats[k]
                        if risk * stake > m * gain:
                            val = util[k]
                            break
                    acc[horizon + j] += val
        a, b = halves
        ia = max(range(nopt), key=a.__getitem__)
        ib = max(range(nopt), key=b.__getitem__)
        cont = (b[ia] + a[ib]) / n_roll  # honest estimates, each from the other half
        if self.optimism:
            best = max(x + y for x, y in zip(a, b)) / n_roll
            cont += self.optimism * (best - cont)
        leave_now = leave_sum / n_roll
        if not endgame:
            cont += self.nerve
        return LEAVE if leave_now >= cont else CONTINUE

    @staticmethod
    def _win_utils(scores: list[float], me: int, mine: list[float], banks: dict[int, int]) -> list[float]:
        others = [scores[s] + banks.get(s, 0) for s in range(len(scores)) if s != me]
        best = max(others) if others else -1
        ties = others.count(best)
        base = scores[me]
        out = []
        for b in mine:
            f = base + b
            if f > best:
                w = 1.0
            elif f == best:
                w = 1.0 / (ties + 1)
            else:
                w = 0.0
            out.append(w + 0.002 * b)
        return out


__all__ = ["ExpertBot", "RoundModel", "TableModel", "Watcher", "FAMILY", "SELF", "rule_leaves"]
