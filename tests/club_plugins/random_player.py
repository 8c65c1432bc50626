"""A random legal player: a class built with seed= and seat=, as the plugin interface allows."""

from __future__ import annotations

import random


class RandomPlayer:
    def __init__(self, seed=None, seat=0):
        self.rng = random.Random(seed)
        self.seat = seat

    def decide(self, state, legal):
        return self.rng.choice(legal)


def decide(state, legal):
    """The function form: always the first action offered."""
    return legal[0]
