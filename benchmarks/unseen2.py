"""A second family of bots the master was never tuned on: only measured, never used to choose
any of its settings (docs/bots.md, "The master"). Plugins, like
`benchmarks/unseen.py`; each decides from its `SeatView` only, by a principle of its own.

- `Hunter`: a pool hunter. It leaves as soon as the path holds a good part of what it carries
  for a lone leaver (the path's gems and relics at least half its load, and at least 3), or when
  the gems at risk on the next card outweigh what that card is expected to bring.
- `Gap`: a player of the standings. The one-card expected-value comparison of
  `unseen.EV`, with a margin set by its place: behind the leader it takes more risk (a card
  is worth going on for even at a loss of a tenth of the gap), ahead of everybody it wants two
  gems more than leaving now before it goes on.
- `Monte`: a Monte Carlo stopper. It deals the rest of the deck in 48 random orders (its own
  seeded generator), the others assumed to stay, and goes on when leaving after some later
  card (the same card in every deal) is worth more on average than leaving now.

    python benchmarks/bench_master.py --rows unseen2 --games 120 --seed 2
"""

from __future__ import annotations

import random
from typing import Any

from benchmarks.unseen import _one_card


def _risk_and_gain(view: Any) -> tuple[float, float]:
    d = view.deck_remaining
    total = d.total
    if not total:
        return 0.0, 0.0
    seen = set(view.hazards_seen)
    deadly = sum(c for h, c in d.hazards.items() if h in seen)
    n = max(1, len(view.in_cave))
    gain = sum((v // n) * c for v, c in d.treasures.items()) / total
    return deadly / total, gain


class Hunter:
    """Out with the path's gems when they are worth it, or when the next card is too risky."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.seat = seat

    def decide(self, view: Any) -> str:
        loot = view.pool + view.relic_take_value
        if loot >= 3 and 2 * loot >= view.carried:
            return "leave"
        risk, gain = _risk_and_gain(view)
        return "leave" if risk * (view.carried + loot) > gain else "continue"


class Gap:
    """The expected-value player with a margin from its place in the standings."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.seat = seat

    def decide(self, view: Any) -> str:
        scores = [view.score(s) or 0 for s in range(view.players)]
        mine = scores[view.seat]
        best_other = max(sc for s, sc in enumerate(scores) if s != view.seat)
        gap = best_other - mine
        margin = -0.1 * gap if gap > 0 else 2.0
        now, later = _one_card(view, float, False)
        return "leave" if now > later - margin else "continue"


DEALS = 48
HORIZON = 8


class Monte:
    """Leaves when no fixed later stopping card beats leaving now over random deals."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    def decide(self, view: Any) -> str:
        d = view.deck_remaining
        seen = set(view.hazards_seen)
        deck: list[Any] = []
        for v, c in d.treasures.items():
            deck += [v] * c
        for h, c in d.hazards.items():
            deck += [h] * c
        deck += ["relic"] * d.relics
        n = max(1, len(view.in_cave))
        loot = view.pool + view.relic_take_value
        now = view.carried + loot // n
        if not deck:
            return "leave"
        sums = [0.0] * HORIZON
        for _ in range(DEALS):
            self.rng.shuffle(deck)
            carried, pool, hz = view.carried, loot, set(seen)
            dead = False
            for k in range(HORIZON):
                if k < len(deck) and not dead:
                    c = deck[k]
                    if isinstance(c, int):
                        each, rem = divmod(c, n)
                        carried += each
                        pool += rem
                    elif c == "relic":
                        pool += 5
                    elif c in hz:
                        dead = True
                    else:
                        hz.add(c)
                sums[k] += 0.0 if dead else carried + pool // n
        return "continue" if max(sums) / DEALS > now else "leave"
