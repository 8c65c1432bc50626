"""The built-in Diamonds Club bots: random, beginner, steady and master.

Every bot is built as `cls(seed=..., seat=...)` and answers `decide(state, legal) -> action`,
where `state` is `ClubGame.state()` (which never shows a future market deal) and `legal` the
actions the engine offers. Randomness comes only from the bot's own `random.Random(seed)`, and
the searching bot counts iterations, never the clock: the same seed gives the same decisions.

- beginner: tries every action one step ahead on a copy of the game and keeps the best by a
  plain judgement (its own points only, no eye on the others), blurred by noise, and now and
  then plays whatever comes to mind: the mistakes a new player makes.
- steady: the same one-step look with the full judgement (value.py): coins against what they buy,
  production sets, tracks, park completion and required spaces first, bonus cards, and what the
  others would gain from a cheap space it can take first.
- master: ranks the actions as steady does, then plays the best few out to the end of the round
  many times (the hidden later markets drawn from its own RNG; everybody in the playout follows a
  fast greedy policy) and judges each ending with the same judgement.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Mapping, Sequence

from diamant.games.club import ClubGame

from . import value as V
from .value import State, Weights

Action = str


def _seat(state: State, fallback: int) -> int:
    who = state.get("to_move")
    return who if isinstance(who, int) and not isinstance(who, bool) else fallback


# ---------------------------------------------------------------------------------------------
# market helpers: what a space holds and what it costs
def _space(action: str) -> str:
    parts = action.split()
    return parts[1] if len(parts) > 1 else ""


def _col_row(space: str) -> tuple[int, int]:
    c, _, r = space[1:].partition("r")
    return int(c), int(r)


def market_items(state: State) -> dict[str, str]:
    market = state.get("market", {})
    out: dict[str, str] = {}
    if isinstance(market, Mapping):
        for space, cell in market.items():
            if isinstance(cell, Mapping) and cell.get("item"):
                out[space] = str(cell["item"])
    return out


def taken_spaces(state: State) -> set[str]:
    market = state.get("market", {})
    taken: set[str] = set()
    if isinstance(market, Mapping):
        for space, cell in market.items():
            if isinstance(cell, Mapping) and cell.get("taken_by") is not None:
                taken.add(space)
    return taken


def paid_coins(state: State) -> dict[str, int]:
    """The coins lying on each taken market space (a space bought for n holds n coins)."""
    market = state.get("market", {})
    paid: dict[str, int] = {}
    if isinstance(market, Mapping):
        for space, cell in market.items():
            if isinstance(cell, Mapping) and cell.get("taken_by") is not None:
                coins = cell.get("coins", 1)
                paid[space] = coins if isinstance(coins, int) and coins > 0 else 1
    return paid


def price(space: str, paid: Mapping[str, int]) -> int:
    """A space's price: 1, plus every coin on its (up to 4) orthogonal neighbours."""
    c, r = _col_row(space)
    return 1 + sum(paid.get(n, 0) for n in (f"c{c - 1}r{r}", f"c{c + 1}r{r}", f"c{c}r{r - 1}", f"c{c}r{r + 1}"))


def item_gain(player: Mapping[str, Any], seat: int, item: str, later: float,
              w: type[Weights] = Weights) -> float:
    """What one market item would bring `player`, in points (a quick estimate, no engine)."""
    if item.startswith("T+"):
        return 0.45 * int(item[2:])
    if item.startswith("D "):
        track = item[2:]
        if track == "any":
            return max(item_gain(player, seat, "D " + t, later, w) for t in ("forest", "tech", "money"))
        level = V.track_level(player, track)
        if level >= 4:
            return 0.0
        if track == "forest":
            return 0.6 * later + 0.4 * V.park(player).get("forest", 0)
        if track == "tech":
            return (V.TECH_GEMS[level + 1] - V.TECH_GEMS[level]) * 0.8 * later * w.gem + (2.0 if level == 3 else 0.0)
        return 1.0 + w.coin * 1.6 * later + (1.0 if level >= 1 else 0.0)
    if item in ("pond", "deer park", "aviary", "deer-park"):
        kind = item.replace(" ", "-")
        counts = dict(V.park(player))
        before = V.animal_points(counts, later)
        counts[kind] = counts.get(kind, 0) + 1
        gain = V.animal_points(counts, later) - before
        if kind in V.required_kinds(player, seat) and V.park(player).get(kind, 0) == 0:
            gain += w.required * 1.2
        return gain
    # a production token
    before = V.token_value(player, w, later)
    toks = list(player.get("tokens", ())) + [item.removeprefix("M ")]
    after = V.token_value({"tokens": toks, "tracks": player.get("tracks", {})}, w, later)
    return after - before


# ---------------------------------------------------------------------------------------------
class RandomBot:
    """Any legal action, uniformly. It never reads the state, so a runner may skip building it
    (`reads_state = False`)."""

    reads_state = False

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)
        self.seat = seat

    def decide(self, state: State, legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class _Weights0(Weights):
    opponents = 0.0
    required = 1.5


class OneStepBot:
    """Every legal action tried once on a copy of the game; the best by the judgement wins."""

    weights: type[Weights] = Weights
    noise = 0.0        # standard deviation added to each action's value
    slip = 0.0         # chance of an action chosen at random instead
    deny = 0.3         # share of the best other's gain from a space counted for taking it first

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)
        self.seat = seat

    def simulator(self, state: State) -> ClubGame:
        return ClubGame.from_state(dict(state), self.rng.randrange(2**31))

    def ranked(self, state: State, legal: Sequence[Action],
               game: ClubGame | None = None) -> list[tuple[float, int, Action]]:
        """(value, index, action) for every legal action, best first (ties: the engine's order)."""
        seat = _seat(state, self.seat)
        base = game if game is not None else self.simulator(state)
        w = self.weights
        items = market_items(state)
        later = V.rounds_left(state)
        players = state["players"]
        scored: list[tuple[float, int, Action]] = []
        for i, action in enumerate(legal):
            g = base.copy()
            g.play(action)
            v = V.margin(g.state(), seat, w)
            if self.deny and action.startswith("buy "):
                item = items.get(_space(action), "")
                if item:
                    gains = [item_gain(p, s, item, later, w) for s, p in enumerate(players) if s != seat]
                    if gains:
                        v += self.deny * max(0.0, max(gains))
            if self.noise:
                v += self.rng.gauss(0.0, self.noise)
            scored.append((v, i, action))
        scored.sort(key=lambda t: (-t[0], t[1]))
        return scored

    def decide(self, state: State, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.slip and self.rng.random() < self.slip:
            return legal[self.rng.randrange(len(legal))]
        return self.ranked(state, legal)[0][2]


class BeginnerBot(OneStepBot):
    """Greedy for its own points one step ahead, with noise and an occasional random move."""

    weights = _Weights0
    noise = 1.2
    slip = 0.08
    deny = 0.0


class SteadyBot(OneStepBot):
    """The full judgement one step ahead, no noise."""


# ---------------------------------------------------------------------------------------------
# the playout policy of the master: fast, greedy, a little noisy
class _Context:
    """What every playout of one decision shares: the market's items and neighbours, and the
    quick values of items for a seat's holdings (computed once per holding, not per playout)."""

    def __init__(self, state: State) -> None:
        self.items = market_items(state)
        self.paid = paid_coins(state)
        self.later = V.rounds_left(state)
        self.players = state["players"]
        self.neighbours: dict[str, tuple[str, ...]] = {}
        for space in self.items:
            c, r = _col_row(space)
            self.neighbours[space] = tuple(
                n for n in (f"c{c - 1}r{r}", f"c{c + 1}r{r}", f"c{c}r{r - 1}", f"c{c}r{r + 1}")
                if n in self.items)
        # "buy c2r4 tech" -> (space, item as bought, the space's neighbours)
        self.buys: dict[str, tuple[str, str, tuple[str, ...]]] = {}
        # "build any:fountain pay ..." -> (the kind built, 0.4 per diamond paid); ("", 0) otherwise
        self.builds: dict[str, tuple[str, float]] = {}
        # (seat, holdings) -> item -> quick value
        self.gains: dict[tuple[int, tuple[Any, ...]], dict[str, float]] = {}

    def buy(self, action: str) -> tuple[str, str, tuple[str, ...]]:
        found = self.buys.get(action)
        if found is None:
            parts = action.split()
            item = self.items.get(parts[1], "")
            if item == "D any" and len(parts) > 2:
                item = "D " + parts[2]
            found = self.buys[action] = (parts[1], item, self.neighbours.get(parts[1], ()))
        return found

    def build(self, action: str) -> tuple[str, float]:
        found = self.builds.get(action)
        if found is None:
            if action.startswith("build"):
                parts = action.split()
                pay = parts[3] if len(parts) > 3 else ""
                found = (parts[1].removeprefix("any:"), 0.4 * pay.count("diamond"))
            else:
                found = ("", 0.0)
            self.builds[action] = found
        return found


class _Playout:
    """Plays a copy of the game to the end of the round: each seat buys the space whose quick
    value best beats its price, sells its best sets, keeps the most tokens, and builds its
    required kinds first, then landscapes, then forests."""

    def __init__(self, ctx: _Context, rng: random.Random) -> None:
        self.rng = rng
        self.ctx = ctx
        self.paid = dict(ctx.paid)
        self.later = ctx.later
        self.players: list[dict[str, Any]] = [
            {"tokens": list(p.get("tokens", ())), "tracks": p.get("tracks", {}),
             "park": dict(V.park(p))} for p in ctx.players]
        self.sigs: list[tuple[Any, ...]] = [self._sig(s) for s in range(len(self.players))]

    def _sig(self, seat: int) -> tuple[Any, ...]:
        p = self.players[seat]
        park = p["park"]
        return (tuple(p["tokens"]), park.get("pond", 0), park.get("deer-park", 0), park.get("aviary", 0))

    def gain(self, seat: int, item: str) -> float:
        return self._gains(seat)(item)

    def _gains(self, seat: int) -> Callable[[str], float]:
        """The quick value of an item for `seat`'s holdings now (memoised across playouts)."""
        key = (seat, self.sigs[seat])
        table = self.ctx.gains.get(key)
        if table is None:
            table = self.ctx.gains[key] = {}
        player = self.players[seat]
        later = self.later

        def value(item: str) -> float:
            v = table.get(item)
            if v is None:
                v = table[item] = item_gain(player, seat, item, later)
            return v
        return value

    def choose(self, seat: int, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        first = legal[0].split(" ", 1)[0]
        if first in ("buy", "pass") and any(a.startswith("buy") for a in legal):
            return self._buy(seat, legal)
        if first == "sell":
            return self._sell(legal)
        if first == "keep":
            return max(legal, key=lambda a: (len(a.split()), -legal.index(a)))
        return self._build(seat, legal)

    def _buy(self, seat: int, legal: Sequence[Action]) -> Action:
        best, best_v = "pass", 0.25
        rng = self.rng.random
        buy = self.ctx.buy
        paid = self.paid
        gain = self._gains(seat)
        per_coin = Weights.coin * 2.2
        for a in legal:
            if a == "pass":
                continue
            _, item, near = buy(a)
            cost = 1
            for n in near:
                if n in paid:
                    cost += paid[n]
            v = gain(item) - per_coin * cost + rng() * 0.6
            if v > best_v:
                best, best_v = a, v
        return best

    def _sell(self, legal: Sequence[Action]) -> Action:
        def gems(a: str) -> int:
            parts = a.split()
            return min(int(parts[2][1:]), int(parts[3][1:])) if len(parts) >= 4 else 0
        return max(legal, key=lambda a: (gems(a), -legal.index(a)))

    def _build(self, seat: int, legal: Sequence[Action]) -> Action:
        player = self.players[seat]
        counts = player["park"]
        wanted = {k for k in V.required_kinds(player, seat) if counts.get(k, 0) == 0}
        forest = float(V.forest_points(player))
        build = self.ctx.build
        best, best_v = legal[-1] if legal[-1] == "pass" else "pass", -1.0
        for i, a in enumerate(legal):
            kind, penalty = build(a)
            if not kind:
                continue
            v = 4.0 if kind != "forest" else forest
            if kind in wanted:
                v += 6.0
            v -= penalty + 0.001 * i
            if v > best_v:
                best, best_v = a, v
        return best

    def played(self, seat: int, action: Action) -> None:
        """Keep the quick model in step with the game."""
        if action == "pass":
            return
        parts = action.split()
        verb = parts[0]
        if verb == "buy":
            space = parts[1]
            paid = self.paid
            paid[space] = 1 + sum(paid.get(n, 0) for n in self.ctx.neighbours.get(space, ()))
            item = self.ctx.items.get(space, "")
            player = self.players[seat]
            if item.startswith("M ") or item[:1] in ("R", "S") and item[1:].isdigit():
                player["tokens"].append(item.removeprefix("M "))
            elif item in ("pond", "deer park", "aviary"):
                kind = item.replace(" ", "-")
                player["park"][kind] = player["park"].get(kind, 0) + 1
        elif verb == "build":
            kind = parts[1].removeprefix("any:")
            park = self.players[seat]["park"]
            park[kind] = park.get(kind, 0) + 1
        elif verb == "keep":
            self.players[seat]["tokens"] = [t for t in parts[1:]]
        elif verb == "sell":
            tokens = self.players[seat]["tokens"]
            for t in parts[1:4]:
                if t in tokens:
                    tokens.remove(t)
        self.sigs[seat] = self._sig(seat)


def _ended_round(events: Sequence[Any]) -> bool:
    for e in events:
        name = type(e).__name__
        if name in ("RoundEnded", "GameEnded"):
            return True
    return False


class MasterBot(OneStepBot):
    """Steady's ranking, then the best few actions played out to the round's end, many times.

    The effort is counted in simulated actions, not in time, so the same seed gives the same
    decision on any machine: playouts go round the candidates until `budget` actions have been
    simulated (at least `min_playouts` and at most `max_playouts` per candidate). Every candidate
    is played out with the same sequence of random seeds (common random numbers), so the
    candidates are compared on the same imagined futures."""

    candidates = 5          # actions searched (steady's best ones)
    budget = 7000           # simulated actions per decision
    min_playouts = 4
    max_playouts = 48
    prior = 0.35            # weight of steady's one-step value in the final choice

    def decide(self, state: State, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        seat = _seat(state, self.seat)
        base = self.simulator(state)
        ranked = self.ranked(state, legal, base)
        phase = state.get("phase")
        if phase == "gems" or len(ranked) == 1:
            return ranked[0][2]
        top = ranked[:self.candidates]
        ctx = _Context(state)
        seeds = [self.rng.randrange(2**31) for _ in range(self.max_playouts)]
        totals = [0.0] * len(top)
        done = 0
        spent = 0
        while done < self.max_playouts and (done < self.min_playouts or spent < self.budget):
            for i, (_, _, action) in enumerate(top):
                value, steps = self._playout(base, ctx, action, seat, seeds[done])
                totals[i] += value
                spent += steps
            done += 1
        best_action, best_value = top[0][2], float("-inf")
        for i, (prior_value, _, action) in enumerate(top):
            v = totals[i] / done + self.prior * prior_value
            if v > best_value:
                best_action, best_value = action, v
        return best_action

    def _playout(self, base: ClubGame, ctx: _Context, action: Action, seat: int,
                 seed: int) -> tuple[float, int]:
        """(the judgement of the round's end, the actions it took) for one playout."""
        game = base.copy()  # base came from the state with later markets drawn from our own RNG
        policy = _Playout(ctx, random.Random(seed))
        events = game.play(action)
        policy.played(seat, action)
        steps = 1
        while not _ended_round(events) and not game.is_over and steps < 400:
            who = game.to_move()
            if who is None:
                break
            choice = policy.choose(who, game.legal())
            events = game.play(choice)
            policy.played(who, choice)
            steps += 1
        return V.margin(game.state(), seat, self.weights, fresh=True), steps


LEVELS: dict[str, type[Any]] = {
    "random": RandomBot,
    "beginner": BeginnerBot,
    "steady": SteadyBot,
    "master": MasterBot,
}

__all__ = ["RandomBot", "OneStepBot", "BeginnerBot", "SteadyBot", "MasterBot", "LEVELS",
           "item_gain", "market_items", "taken_spaces", "paid_coins", "price"]
