"""The built-in ladder of bots, from beginner to expert.

| level | name        | personality                                                      |
|-------|-------------|------------------------------------------------------------------|
| 1     | `timid`     | a beginner: runs at the first hazard or with a small handful     |
| 2     | `steady`    | a careful fixed plan: a second hazard, a good haul or a rich path |
| 3     | `gambler`   | pushes its luck on a whim: rolls the dice after the second hazard |
| 4     | `counter`   | counts the deck: leaves when one more card costs more than it brings |
| 5     | `tactician` | counts and reads the table: who will leave, the pool, the scores  |
| 6     | `expert`    | plays the round out in its head against every seat as it has learned it |
| 7     | `master`    | searches hundreds of deals, decides again at every card, plays to win |

Every bot decides from its `SeatView` only and owns its `random.Random(seed)`, so a game between
bots replays exactly from its seed. `LADDER` lists the names from the weakest to the strongest.
"""

from __future__ import annotations

import random
from typing import Any

from diamant.games.diamant.engine import Decision, SeatView

from .base import disaster_risk, expected_gain, register
from .expert import ExpertBot
from .master import MasterBot

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE

LADDER: tuple[str, ...] = ("timid", "steady", "gambler", "counter", "tactician", "expert",
                           "master")
# the expert's settings: see ExpertBot and docs/bots.md
EXPERT: dict[str, Any] = {"rollouts": 64, "horizon": 14, "gate": 0.05, "optimism": 1.0, "nerve": 0.5}
# the tactician's: a shorter, coarser look ahead against a fixed model of the table
# the master's: see MasterBot and docs/bots.md
MASTER: dict[str, Any] = {"rollouts": 256, "mixed": 0.02}
TACTICIAN: dict[str, Any] = {"rollouts": 32, "horizon": 5, "policies": False, "learn": False, "optimism": 1.0}


class TimidBot:
    """Level 1. Leaves as soon as a hazard shows up (when it has something to lose), or when it
    carries a small handful; now and then it simply loses its nerve."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        stake = view.carried + view.pool
        if view.hazards_seen and stake > 0:
            return LEAVE
        if view.carried >= 6:
            return LEAVE
        if stake > 0 and self.rng.random() < 0.12:
            return LEAVE
        return CONTINUE


class GamblerBot:
    """Level 3. Pushes its luck on a whim: it never leaves before the second hazard, and after
    that every card is a roll of the dice (it leaves one time in four), whatever it carries. It
    never counts anything, and it cannot resist a big haul: from 30 gems it runs."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        if view.carried >= 30:
            return LEAVE
        if len(view.hazards_seen) >= 2 and self.rng.random() < 0.25:
            return LEAVE
        return CONTINUE


class SteadyBot:
    """Level 2. A careful fixed plan: out at the second hazard (when it has something to
    take), with a good haul of 10 gems, or when 7 gems lie on the path for the taking."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        stake = view.carried + view.pool
        if len(view.hazards_seen) >= 2 and stake > 0:
            return LEAVE
        if view.carried >= 10 or view.pool >= 7:
            return LEAVE
        return CONTINUE


class CounterBot:
    """Level 4. Counts the deck: the card-counting rule of `CountingBot` (leave when the chance
    of a disaster times everything at stake, carried gems + pool + relics, exceeds the expected
    share of the next card), with a temperament of its own: each game its seed sets how much
    expected gain it wants per gem at risk (between 0.8 and 2 times the plain rule), so a table
    of counters does not move in lockstep. It plays each round for itself."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.boldness = random.Random(seed).uniform(0.8, 2.0)

    def decide(self, view: SeatView) -> Decision:
        stake = view.carried + view.pool + view.relic_take_value
        if disaster_risk(view) * stake > self.boldness * expected_gain(view):
            return LEAVE
        return CONTINUE


class TacticianBot(ExpertBot):
    """Level 5. Counts the deck and reads the table a few cards ahead: it plays the next five
    cards out in its head (32 sampled continuations) against a fixed idea of how people play,
    weighing the pool it would take alone or share with other leavers, the relics, and in the last
    round the scores. Unlike the expert it looks only five cards ahead, with open-ended stopping
    rules left out, and it does not learn how each seat actually plays."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        super().__init__(seed, seat, **TACTICIAN)


register("timid")(lambda seed=None, seat=0: TimidBot(seed, seat))
register("gambler")(lambda seed=None, seat=0: GamblerBot(seed, seat))
register("steady")(lambda seed=None, seat=0: SteadyBot(seed, seat))
register("counter")(lambda seed=None, seat=0: CounterBot(seed, seat))
register("tactician")(lambda seed=None, seat=0: TacticianBot(seed, seat))
register("expert")(lambda seed=None, seat=0: ExpertBot(seed, seat, **EXPERT))
register("master")(lambda seed=None, seat=0: MasterBot(seed, seat, **MASTER))

__all__ = ["LADDER", "TimidBot", "GamblerBot", "SteadyBot", "CounterBot", "TacticianBot",
           "ExpertBot", "MasterBot"]
