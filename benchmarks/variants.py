"""Variants of the master measured in docs/bots.md, as plugins for `bench_master.py --master`.

    nice -n 15 python benchmarks/bench_master.py --master benchmarks.variants:MixedMaster \
        --rows unseen,heuristics,experts --games 120 --seed 2
"""

from __future__ import annotations

from diamant.ai.master import MasterBot


class MixedMaster(MasterBot):
    """The master with its close calls mixed: within 0.02 of a win chance, while another seat is
    in the cave, it leaves with a chance that grows across the band (`MasterBot.mixed`)."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        super().__init__(seed, seat, mixed=0.02)
