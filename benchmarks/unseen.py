"""Bots of kinds the master was never tuned on, for the benchmark "a master that reads any table".

They are plugins (loaded by `package.module:name`, like any third-party bot), not levels of the
shipped ladder. Each decides from its `SeatView` only, by a principle of its own. (The master's
family has expected-value margins, added while these bots were written: a margin of 0 is close to
`EV` without the path's gems, so `EV` is the least unseen of the three.)

- `EV`: the expected-value player. It compares what leaving now banks (carried gems, and the
  path's gems and relics split among all in the cave, who may all leave with them) with the exact
  expectation, over every card still in the deck, of going on for one more card and leaving then
  (a treasure's share and its remainder to the path, a new relic, a harmless hazard, or a
  disaster that takes everything).
- `EU`: the same one-card comparison in expected *utility*: a risk-averse player whose utility is
  the logarithm of its whole score (chest + what it would bank), so a big haul at stake makes it
  careful and a small one does not.
- `Lookahead`: plays the next cards out in its head (every card kind, without replacement, up
  to `DEPTH` cards ahead; a first hazard of a type is taken to make two more cards deadly) and
  stops optimally: at each imagined card it leaves if leaving is worth more than the expected
  best of going on. It assumes the others all stay, and counts the path's gems split among all.

    diamant simulate --edition classic --players 6 \
        --bots master,benchmarks.unseen:EV,master,benchmarks.unseen:EU,master,benchmarks.unseen:Lookahead \
        --games 200 --seed 1 --json
"""

from __future__ import annotations

from math import log
from typing import Any


def _deck(view: Any) -> tuple[dict[int, int], int, int, int]:
    """(treasure value -> copies, deadly cards, harmless hazards, relics) left in the deck."""
    d = view.deck_remaining
    seen = set(view.hazards_seen)
    deadly = sum(c for h, c in d.hazards.items() if h in seen)
    harmless = sum(c for h, c in d.hazards.items() if h not in seen)
    return dict(d.treasures), deadly, harmless, d.relics


def _relic_guess(view: Any) -> int:
    """What one more relic on the path would be worth to a lone leaver: the next value by order,
    or 5 when relics carry printed values (the player does not track which are left)."""
    rs = view.ruleset
    vals = rs.relic_values
    if not vals:
        return 5
    k = view.relics_taken + len(view.relics_on_path)
    return vals[k] if k < len(vals) else vals[-1]


def _one_card(view: Any, utility: Any, alone: bool) -> tuple[float, float]:
    """(utility of leaving now, expected utility of one more card and then leaving): with the
    path's gems as a lone leaver takes them, or (not `alone`) split among all in the cave."""
    treasures, deadly, harmless, relics = _deck(view)
    total = sum(treasures.values()) + deadly + harmless + relics
    n = max(1, len(view.in_cave))
    split = 1 if alone else n
    carried = view.carried
    pool = view.pool + view.relic_take_value
    now = utility(carried + pool // split)
    if not total:
        return now, now
    ev = 0.0
    for v, c in treasures.items():
        each, rem = divmod(v, n)
        ev += c * utility(carried + each + (pool + rem) // split)
    ev += harmless * utility(carried + pool // split)
    ev += relics * utility(carried + (pool + _relic_guess(view)) // split)
    ev += deadly * utility(0)
    return now, ev / total


class EV:
    """The expected-value player (risk-neutral, one card ahead, the pool as if alone)."""

    def __init__(self, seed: int | None = None, seat: int = 0, alone: bool = False) -> None:
        self.seat = seat
        self.alone = alone

    def decide(self, view: Any) -> str:
        now, later = _one_card(view, float, self.alone)
        return "leave" if now > later else "continue"


class EU:
    """The expected-utility player: log of the whole score, one card ahead."""

    def __init__(self, seed: int | None = None, seat: int = 0, alone: bool = False) -> None:
        self.seat = seat
        self.alone = alone

    def decide(self, view: Any) -> str:
        base = view.chest + sum(view.relics_held[view.seat]) + 1.0

        def utility(x: float) -> float:
            return log(base + x)

        now, later = _one_card(view, utility, self.alone)
        return "leave" if now > later else "continue"


DEPTH = 3


class Lookahead:
    """Exact optimal stopping over the next `DEPTH` cards, the others assumed to stay."""

    def __init__(self, seed: int | None = None, seat: int = 0, depth: int = DEPTH) -> None:
        self.seat = seat
        self.depth = depth

    def decide(self, view: Any) -> str:
        treasures, deadly, harmless, relics = _deck(view)
        n = max(1, len(view.in_cave))
        relic = _relic_guess(view)
        pool = view.pool + view.relic_take_value
        now = view.carried + pool // n
        go = self._go(dict(treasures), deadly, harmless, relics, n, view.carried, pool, relic,
                      self.depth)
        return "leave" if now > go else "continue"

    def _value(self, tr: dict[int, int], deadly: int, harmless: int, relics: int, n: int,
               carried: int, pool: int, relic: int, depth: int) -> float:
        """Best of leaving now and going on, `depth` cards still to imagine. The path's gems
        count as split among all in the cave: they may all leave with them."""
        now = carried + pool // n
        if depth == 0:
            return float(now)
        return max(float(now), self._go(tr, deadly, harmless, relics, n, carried, pool, relic,
                                        depth))

    def _go(self, tr: dict[int, int], deadly: int, harmless: int, relics: int, n: int,
            carried: int, pool: int, relic: int, depth: int) -> float:
        """Expected value of turning one more card, then playing on optimally."""
        total = sum(tr.values()) + deadly + harmless + relics
        if not total:
            return float(carried + pool // n)
        ev = 0.0
        for v, c in list(tr.items()):
            if not c:
                continue
            each, rem = divmod(v, n)
            tr[v] = c - 1
            ev += c * self._value(tr, deadly, harmless, relics, n, carried + each, pool + rem,
                                  relic, depth - 1)
            tr[v] = c
        if harmless:
            # a first hazard of its type: its copies left become deadly (about two of them)
            ev += harmless * self._value(tr, deadly + 2, harmless - 3 if harmless > 3 else 0,
                                         relics, n, carried, pool, relic, depth - 1)
        if relics:
            ev += relics * self._value(tr, deadly, harmless, relics - 1, n, carried,
                                       pool + relic, relic, depth - 1)
        return ev / total

