"""Variants of the master measured in docs/bots.md, as plugins for `bench_master.py --master`.

    nice -n 15 python benchmarks/bench_master.py --master benchmarks.variants:MixedMaster \
        --rows unseen,heuristics,experts --games 120 --seed 2
"""

from __future__ import annotations

from diamant.games.diamant.bots.expert import RoundModel
from diamant.games.diamant.bots.master import MasterBot


class MixedMaster(MasterBot):
    """The master with its close calls mixed against every seat: within 0.02 of a win chance,
    while any other seat is in the cave, it leaves with a chance that grows across the band (the
    master as shipped mixes only while a seat of its own level is inside)."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        super().__init__(seed, seat, mixed=0.02)

    def _band(self, model: RoundModel) -> float:
        return self.mixed if model.opp else 0.0


class PlainMaster(MasterBot):
    """The master that never mixes (as shipped before its close calls against its own kind were
    mixed): the same decisions at any table."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        super().__init__(seed, seat, mixed=0.0)
