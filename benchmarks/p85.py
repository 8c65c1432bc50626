"""The plugin bot of the reference speed measurement: continues with probability 0.85.

Loaded by name the way any third-party bot is, so the simulate path pays what a plugin pays
(instantiation per seat, a string answer parsed back into a Decision):

    python -m diamant simulate --edition classic --players 4 --bots benchmarks.p85:Bot --games 30000
"""

from __future__ import annotations

import random


class Bot:
    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view) -> str:
        return "continue" if self.rng.random() < 0.85 else "leave"
