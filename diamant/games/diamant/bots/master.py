"""The master: the strongest built-in level, a searching bot that plays for the win.

It decides from its `SeatView` only. The unknown cards are *sampled* from `view.deck_remaining`
with the bot's own `random.Random(seed)`; the order of the real deck is never read.

How it decides (see docs/bots.md for the measured effect of each piece):

- **Determinized rollouts.** Several hundred times it deals the unseen cards in a random order
  and plays the rest of the expedition out: the other seats decide at every card by a model of
  how they play, and this seat by a family of *closed-loop* stopping rules (leave when
  risk x stake > m x gain, for a grid of m; it decides again at every card) and of fixed plans
  (leave after k more cards). One rollout values every option at once (common random numbers).
- **Reading the table.** Each other seat gets a posterior over a family of leaving rules: the
  expert's simple rules (gems carried, hazards seen, cards, risk, the counting rule, pool
  grabbing, random leaving; `diamant.games.diamant.bots.expert`), expected-value margins (leave when one more
  card is expected to add less than x gems) and a stochastic rule fitted to how searching
  players (the expert) actually leave: a logistic model of the chance to leave from the stake,
  the risk, the expected gain, the pool and the length of the path (`STRONG`), and a player of
  the master's own kind (`SELF`): all seats in the cave carry the same gems and see the same
  path, so a seat that searches as this one does leaves when this one leaves. Its likelihood is
  the agreement with the master's own choice at the steps both decided; in a rollout such a seat
  stays inside while the master does and leaves with it, splitting the path's gems (without it,
  three masters at one table each expected to take the pool alone and left together). The
  posterior is updated by Bayes' rule at every decision the master sees: each card it sees
  revealed while inside, the step at which it left (who left with it is read from the gems
  banked), and softly what the round's summary tells of the later steps. The rollouts draw every seat's rule from
  its posterior from the first decision on: no rule is assumed for a seat, only a prior that
  the decisions it makes move.
- **Close calls against its own kind.** Seats that decide alike (masters) see the same cards
  and carry the same gems; choosing alike at every close call, they leave together and split
  the path, or stay together while a careful player takes it alone. So with `mixed` > 0, when
  leaving and going on are within that much win chance of each other and a seat the lobby shows
  as this bot's own level is in the cave (`meet`: the table's public labels), it leaves with a
  chance that grows across the band, by its own coin: the even choice between copies of itself.
  Against anyone else it chooses as before: mixing with every seat cost against simple players,
  and the seats' decisions alone do not tell the masters apart. docs/bots.md has the figures.
- **Rank, not gems.** Every outcome is valued by the chance of winning the game: the scores so
  far (open chests, or in secret-chest games the public history), what each seat banks in the
  rollout, and for the expeditions still to come a normal spread of `SPREAD` gems per expedition
  for every seat. In the last expedition that is the exact win (ties shared).
"""

from __future__ import annotations

import random
import time
from bisect import bisect_right
from math import erf, exp, log, sqrt
from typing import Callable, NamedTuple, Sequence

from diamant.games.diamant.bots.base import disaster_risk, expected_gain
from diamant.games.diamant.engine import Decision, RoundSummary, SeatView

from .expert import (LOGIT, MARGIN, RANDOM, SELF, STRONG, Rule, RoundModel, TableModel, Watcher,
                     make_family, rule_leaves, shortcut)

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE



def strong_z(carried: int, ncards: int, nhaz: int, risk: float, pool: int, gain: float,
             relv: int) -> float:
    w0, w1, w2, w3, w4, w5, w6, w7 = STRONG
    stake = carried + pool + relv
    return (w0 + w1 * log((risk * stake + 0.1) / (gain + 0.1)) + w2 * 5.0 * risk
            + w3 * stake / 10.0 + w4 * (pool + relv) / 10.0 + w5 * ncards / 10.0
            + w6 * nhaz / 3.0 + w7 * gain / 5.0)


def _sigmoid(z: float) -> float:
    if z < -30.0:
        return 0.0
    if z > 30.0:
        return 1.0
    return 1.0 / (1.0 + exp(-z))


def master_family(strong_weight: float = 1.0, margin_weight: float = 0.0,
                  self_weight: float = 0.0) -> list[Rule]:
    """The expert's family, with pool grabbers, plus the fitted strong-player rule (bias shifts
    -1, 0, +1: shier or bolder than the experts it was fitted to) and, with `margin_weight`,
    expected-value margins (leave when one more card is expected to add less than x gems to what
    the seat carries). Each weight is that group's prior mass against 1 for the simple rules."""
    fam = make_family(pool_rules=True)
    extra = [(LOGIT, -1.0, 0.0, 0.25), (LOGIT, 0.0, 0.0, 0.5), (LOGIT, 1.0, 0.0, 0.25)]
    margins = [(MARGIN, x, 0.04, w) for x, w in ((-0.5, 0.15), (0.0, 0.25), (0.3, 0.25),
                                                  (0.6, 0.2), (1.0, 0.15))]
    base = sum(w for *_, w in fam)
    out = [(k, p, e, w / base) for k, p, e, w in fam]
    out += [(k, p, e, w * strong_weight) for k, p, e, w in extra]
    if margin_weight:
        out += [(k, p, e, w * margin_weight) for k, p, e, w in margins]
    if self_weight:
        out.append((SELF, 0.0, SELF_NOISE, self_weight))
    out = [r for r in out if r[3] > 0.0]  # a group left out altogether
    total = sum(w for *_, w in out)
    return [(k, p, e, w / total) for k, p, e, w in out]


#: how often a seat that decides as this one is taken to have decided otherwise
SELF_NOISE = 0.1


class MasterTable(TableModel):
    """The expert's table model, with the stochastic LOGIT rules understood."""

    #: what this seat decided at the state being observed (True: left), None when it did not
    #: decide there; a SELF rule predicts the same choice
    mine: bool | None = None

    def observe(self, seat: int, left: bool, carried: int, ncards: int, nhaz: int, risk: float,
                pool: int, gain: float, relv: int, floor: float = 0.0) -> None:
        feats = (carried, ncards, nhaz, risk, pool, gain, relv)
        if self.gate is not None and not floor:
            self._weigh_gate(seat, left, feats)
        lw = self.logw[seat]
        t = self.temper
        z = strong_z(*feats)
        for i, p in enumerate(self._probs(feats, z)):
            q = p if left else 1.0 - p
            lw[i] += t * log(q if q > floor else (floor or 1e-9))
        top = max(lw)
        if top < -50:
            for i in range(len(lw)):
                lw[i] -= top
        self._cum[seat] = None

    def _probs(self, feats: tuple[int, int, int, float, int, float, int], z: float) -> list[float]:
        out = []
        cache: dict[tuple[int, float], bool] = {}
        for kind, x, noise, _ in self.family:
            if kind == RANDOM:
                out.append(x)
            elif kind == SELF:
                mine = self.mine
                out.append(0.5 if mine is None else (1.0 - noise if mine else noise))
            elif kind == LOGIT:
                out.append(min(0.999, max(0.001, _sigmoid(z + x))))
            else:
                key = (kind, x)
                det = cache.get(key)
                if det is None:
                    det = cache[key] = rule_leaves(kind, x, *feats)
                out.append(1.0 - noise if det else noise)
        return out

    def leave_probability(self, seat: int, carried: int, ncards: int, nhaz: int, risk: float,
                          pool: int, gain: float, relv: int, prior: bool = False) -> float:
        cum = self.prior_cum if prior else self.cumulative(seat)
        feats = (carried, ncards, nhaz, risk, pool, gain, relv)
        prev = 0.0
        p = 0.0
        for q, c in zip(self._probs(feats, strong_z(*feats)), cum):
            p += (c - prev) * q
            prev = c
        return p / cum[-1]


    def sampler(self, seat: int) -> tuple[list[float], list[tuple[int, float, float]]]:
        """(cumulative weights, rules) to draw this seat's rule from, as `sample` would: the
        prior until the seat's posterior has earned the trust of the gate."""
        if self.gate is not None and self.advantage[seat] < self.gate * max(self.seen[seat], 8):
            cum = self.prior_cum
        else:
            cum = self.cumulative(seat)
        rules = [(k, x, 0.0) for k, x, _, _ in self.family]
        return cum, rules + rules[-1:]  # (a draw of exactly the total picks the last rule)


class MasterWatcher(Watcher):
    """The expert's watcher, which also reads the step at which this seat left."""

    table_cls = MasterTable

    def _observe(self, last: SeatView, left: Callable[[int], bool | None], me: int) -> None:
        """The seats' decisions at a step where this seat went on (it was inside, deciding)."""
        self._set_mine(False)
        super()._observe(last, left, me)
        self._set_mine(None)

    def _set_mine(self, mine: bool | None) -> None:
        model = self.model
        assert isinstance(model, MasterTable)  # table_cls
        model.mine = mine

    def _observe_after_leaving(self, last: SeatView, summary: RoundSummary, me: int,
                               only: Sequence[int] | None = None) -> None:
        """Who left together with this seat, read from the gems banked: the pool of that step
        was split among the leavers, so this seat's own bank tells how many they were, and each
        other seat that banked exactly its carried gems plus that share was one of them. Those
        left at that step; the others stayed in (both are decisions seen as surely as the ones
        made while this seat was inside). What the others did later is unseen and is left to the
        soft evidence of the expert's watcher."""
        model = self.model
        assert model is not None  # update() makes it before anything is observed
        pool = last.pool
        carried = last.carried_all
        others = [s for s in last.in_cave if s != me and (only is None or s in only)]
        banked = summary.banked
        together: list[int] | None = None
        unsure: list[int] = []
        for n in range(1, len(others) + 2):
            share = pool // n
            if carried[me] + share != banked[me]:
                continue
            # a seat with nothing to bank banks 0 whether it left or was caught: unknown
            unsure = [s for s in others if carried[s] + share == 0 and banked[s] == 0]
            match = [s for s in others if banked[s] == carried[s] + share and s not in unsure]
            if len(match) <= n - 1 <= len(match) + len(unsure):
                together = match
                break
        if together is None:  # not readable (a bank that is no share of this pool)
            super()._observe_after_leaving(last, summary, me)
            return
        self._set_mine(True)
        risk = disaster_risk(last)
        gain = expected_gain(last)
        ncards = len(last.path)
        nhaz = len(last.hazards_seen)
        relv = last.relic_take_value
        for s in others:
            if s not in unsure:
                model.observe(s, s in together, carried[s], ncards, nhaz, risk, pool, gain, relv)
        self._set_mine(None)
        stayed = [s for s in others if s not in together and s not in unsure]
        if stayed:  # what they did after this seat had gone
            super()._observe_after_leaving(last, summary, me, only=stayed)


_SQRT2 = sqrt(2.0)


def _yield_gil() -> None:
    """Give the interpreter lock away for a moment. The master thinks for tens of milliseconds
    on the app's bot worker thread; without this the frame loop could wait up to the switch
    interval (5 ms) each time it takes the lock back. No clock is read: decisions do not change."""
    time.sleep(0)


class MasterBot:
    """Level 7: determinized rollouts with closed-loop stopping rules, learned opponent models
    and a win-probability objective in every expedition. See the module docstring."""

    def __init__(self, seed: int | None = None, seat: int = 0, *, rollouts: int = 256,
                 horizon: int = 14, mults: tuple[float, ...] = (0.15, 0.25, 0.4, 0.6, 0.9, 1.3,
                                                                 2.0, 3.0),
                 spread: float = 5.0, gate: float | None = None, strong_weight: float = 0.5,
                 rank: bool = True, censored: bool = True, margin_weight: float = 0.5,
                 self_weight: float = 0.5, mixed: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.seat = seat
        self.kin: frozenset[int] = frozenset()  # other seats shown as this bot's level (`meet`)
        self.rollouts = rollouts
        self.mixed = mixed
        self.horizon = horizon
        self.mults = tuple(sorted(mults))
        self.spread = spread
        self.rank = rank
        # The table is read, not assumed: the posterior is used from the first decision (no gate,
        # which kept seats of the published heuristics on the prior for the whole game), the
        # experts' fitted rule holds a quarter of the prior instead of half, and the step at which
        # the master left is read from the banks (`censored`); a seat may be of the master's own
        # kind (`self_weight`: its prior mass, as the experts' rule's). Measured in docs/bots.md.
        self.watch = MasterWatcher(True, family=master_family(strong_weight, margin_weight, self_weight),
                                   gate=gate, censored=censored)

    def meet(self, kinds: Sequence[str | None]) -> None:
        """The table's public labels (each seat's bot level, None for a person): the seats of
        this bot's own level are the ones its close calls are mixed against."""
        mine = kinds[self.seat] if 0 <= self.seat < len(kinds) else None
        self.kin = frozenset(s for s, k in enumerate(kinds)
                             if s != self.seat and mine is not None and k == mine)

    def decide(self, view: SeatView) -> Decision:
        return self.watch.decide(view, self._choose)

    def _choose(self, view: SeatView, model: RoundModel) -> Decision:
        """The decision when no shortcut decides (Watcher.decide)."""
        leave, cont = self._search(view, model, self.rng)[:2]
        return self._pick(leave, cont, self.rng, self._band(model))

    def _band(self, model: RoundModel) -> float:
        """How close a call is mixed (`_pick`): `mixed` while a seat of this bot's own level is
        in the cave, else none."""
        kin = self.kin
        return self.mixed if kin and any(s in kin for s in model.opp) else 0.0

    def _pick(self, leave: float, cont: float, rng: random.Random, band: float) -> Decision:
        """The choice from the two options' values (sums over the rollouts). Within `band` of a
        win chance of each other it is a mixed one: leaving with a chance that grows from 0 to
        1 across the band. Seats that decide alike (masters) see the same cards and carry the
        same gems; choosing the same way at every close call, they leave together and split the
        path's gems, or stay together while a careful player takes them alone. Measured in
        docs/bots.md."""
        d = (leave - cont) / self.rollouts
        if band and -band < d < band:
            return LEAVE if rng.random() < 0.5 + 0.5 * d / band else CONTINUE
        return LEAVE if d >= 0.0 else CONTINUE

    def assess(self, view: SeatView, played: Decision | str | None = None) -> "Assessment":
        """Both options' values for this seat at `view`, for a coach: the chance to win the game
        by leaving now and by going on (its best plan), as the search that decides estimates it.

        Call it in place of `decide`, with this seat's views in the order of the game: it learns
        the table from them as `decide` does. `played` is the choice the seat really made (what
        the opponent model then watches the table after); None plays the master's own choice.
        `decision` is what `decide` would have answered: where `decide` takes a shortcut without
        searching, the values come from a search on a copy of the generator, so the generator
        (and every later decision) stays that of `decide`."""
        self.watch.update(view)
        model = RoundModel(view)
        sure = shortcut(model)
        rng = self.rng
        if sure is not None:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        leave, cont, detail = self._search(view, model, rng, detail=True)
        # (a shortcut draws nothing from the generator, as in `decide`)
        decision = sure or self._pick(leave, cont, rng, self._band(model))
        self.watch.last_decision = decision if played is None else Decision.parse(played)
        assert detail is not None
        win_leave, win_cont, err_leave, err_cont = detail
        return Assessment(decision, win_leave, win_cont, err_leave, err_cont, self.rollouts)

    def _search(self, view: SeatView, model: RoundModel, rng: random.Random,
                detail: bool = False
                ) -> tuple[float, float, tuple[float, float, float, float] | None]:
        """(value of leaving now, value of going on: its best option's mean, details). The
        values are sums over the rollouts (the objective: the chance to win plus a tiny bonus
        per gem). With `detail`: (win chance by leaving, by going on, the standard error of
        each) from the same rollouts, without the bonus; the values and the generator's use are
        the same either way."""
        table = self.watch.model
        assert isinstance(table, MasterTable)  # the master's watcher keeps a MasterTable
        me = view.seat
        scores = self.watch.scores(view)
        later = view.rounds - view.round  # expeditions still to come after this one
        sigma = self.spread * sqrt(2.0 * later) if later else 0.0
        horizon = self.horizon
        mults = self.mults
        nm = len(mults)
        nopt = horizon + nm
        sums = [0.0] * nopt
        leave_sum = 0.0
        # with detail: the win chance (no bonus) of every option, summed and squared
        wins = [0.0] * (nopt + 1)
        squares = [0.0] * (nopt + 1)
        picks = [0] * nopt
        opp = model.opp
        base_me = scores[me]
        fixed = [scores[s] for s in range(view.players) if s != me and s not in opp]
        samplers = [(s, *table.sampler(s)) for s in opp]
        rank = self.rank
        rand = rng.random
        for r in range(self.rollouts):
            if not r & 7:
                _yield_gil()  # let the frame loop run: it never waits for a long think
            rules = {}
            for s, cum, fam in samplers:
                rules[s] = fam[bisect_right(cum, rand() * cum[-1])]
            mine, ratio, banks = model.rollout(rng, rules, horizon, others=True, ratios=True)
            if rank:
                totals = fixed + [scores[s] + banks[s] for s in opp if rules[s][0] != SELF]
                clones = [scores[s] for s in opp if rules[s][0] == SELF]
                util = _win_values(base_me, mine, totals, sigma, clones)
            else:
                util = mine
            last = len(util) - 1
            leave_sum += util[0]
            for k in range(1, horizon + 1):
                picks[k - 1] = i = k if k <= last else last
                sums[k - 1] += util[i]
            # closed-loop rules: the first k >= 1 where ratio[k] > m (multipliers ascending, so
            # each leaves no earlier than the one before it)
            nr = len(ratio)
            k = 1
            top = 0.0
            for j in range(nm):
                mj = mults[j]
                while top <= mj and k < nr:
                    r = ratio[k]
                    if r > top:
                        top = r
                    if top <= mj:
                        k += 1
                # triggered at step k, or never (the round ended first, or the horizon came)
                picks[horizon + j] = i = (k if k <= last else last) if top > mj else last
                sums[horizon + j] += util[i]
            if detail:
                bonus = 0.002 if rank else 0.0
                w = util[0] - bonus * mine[0]
                wins[nopt] += w
                squares[nopt] += w * w
                for o in range(nopt):
                    i = picks[o]
                    w = util[i] - bonus * mine[i]
                    wins[o] += w
                    squares[o] += w * w
        cont = max(sums)
        if not detail:
            return leave_sum, cont, None
        n = self.rollouts
        best = sums.index(cont)

        def mean_and_error(o: int) -> tuple[float, float]:
            mean = wins[o] / n
            var = max(0.0, squares[o] / n - mean * mean)
            return mean, sqrt(var / n)

        win_leave, err_leave = mean_and_error(nopt)
        win_cont, err_cont = mean_and_error(best)
        return leave_sum, cont, (win_leave, win_cont, err_leave, err_cont)


class Assessment(NamedTuple):
    """Both options at one decision, as the master sees them (`MasterBot.assess`)."""

    decision: Decision  # what the master itself would choose
    win_if_leave: float  # its estimate of the chance to win the game by leaving now
    win_if_continue: float  # ... by going on (the best of its plans)
    error_leave: float  # the standard error of each estimate over the rollouts
    error_continue: float
    rollouts: int


def _win_values(base: float, mine: list[float], totals: list[float], sigma: float,
                clones: Sequence[float] = ()) -> list[float]:
    """The value of each of this seat's outcomes `mine[k]`: the chance to win the game.

    With expeditions still to come, every seat's future is taken as independent normal spreads,
    so the chance to beat a seat d points behind is Phi(d / sigma) (sigma covers both futures).
    The chances to beat each seat are multiplied as if independent; they are not (both are
    likelier when this seat does well), so this undervalues middling outcomes at a full table and
    makes the master bolder than the true chance would. Integrating over the seat's own future
    instead (Gauss-Hermite, 5 nodes) measured worse: three masters against three unseen bots
    0.43 of the wins instead of 0.55, against the published heuristics 0.62 instead of 0.66
    (60 and 100 games on the same seeds).

    `clones`: the scores so far of seats that bank what this seat banks (SELF rules): the
    difference stays what it is now."""
    out: list[float] = []
    if clones and not sigma:
        for b in mine:
            f = base + b
            rivals = totals + [c + b for c in clones]
            best = max(rivals)
            ties = rivals.count(best)
            w = 1.0 if f > best else (1.0 / (ties + 1) if f == best else 0.0)
            out.append(w + 0.002 * b)
        return out
    if not sigma:
        best = max(totals) if totals else -1
        ties = totals.count(best)
        for b in mine:
            f = base + b
            w = 1.0 if f > best else (1.0 / (ties + 1) if f == best else 0.0)
            out.append(w + 0.002 * b)
        return out
    scale = 1.0 / (sigma * _SQRT2)
    cache: dict[float, float] = {}
    even = 1.0  # the chance to stay ahead of the clones, whatever this seat banks
    for c in clones:
        even *= 0.5 * (1.0 + erf((base - c) * scale))
    for b in mine:
        v = cache.get(b)
        if v is None:
            f = base + b
            v = even
            for t in totals:
                v *= 0.5 * (1.0 + erf((f - t) * scale))
            v += 0.002 * b
            cache[b] = v
        out.append(v)
    return out


__all__ = ["Assessment", "MasterBot", "MasterTable", "STRONG", "LOGIT", "master_family"]
