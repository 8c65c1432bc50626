"""The built-in ladder of bots, from beginner to expert.

| level | name        | personality                                                      |
|-------|-------------|------------------------------------------------------------------|
| 1     | `timid`     | a beginner: runs at the first hazard or with a small handful     |
| 2     | `gambler`   | pushes its luck: stays until the cave looks really deadly         |
| 3     | `steady`    | a sensible fixed plan: a second hazard or a good haul and out     |
| 4     | `counter`   | counts the deck: leaves when one more card costs more than it brings |
| 5     | `tactician` | counts and reads the table: who will leave, the pool, the relics |
| 6     | `expert`    | the tactician's search with a model of every seat learned as it plays |

Every bot decides from its `SeatView` only and owns its `random.Random(seed)`, so a game between
bots replays exactly from its seed. `LADDER` lists the names from the weakest to the strongest.
"""

from __future__ import annotations

import random

from diamant.engine import Decision, SeatView

from .base import CountingBot, disaster_risk, expected_gain, register
from .expert import ExpertBot

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE

LADDER: tuple[str, ...] = ("timid", "gambler", "steady", "counter", "tactician", "expert")


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
    """Level 2. Pushes its luck: shrugs off the first hazards and only runs when three kinds
    threaten the path or the haul is huge; sometimes it stays even then, just for the thrill."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        hazards = len(view.hazards_seen)
        if hazards >= 3 or view.carried >= 24:
            return CONTINUE if self.rng.random() < 0.15 else LEAVE
        return CONTINUE


class SteadyBot:
    """Level 3. A fixed, sensible plan: out at the second hazard, with a good haul (12 gems),
    or after a long path (9 cards); a gem or two lying on the path doesn't tempt it."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: SeatView) -> Decision:
        if len(view.hazards_seen) >= 2 and view.carried + view.pool > 0:
            return LEAVE
        if view.carried >= 12 or len(view.path) >= 9:
            return LEAVE
        return CONTINUE


class CounterBot(CountingBot):
    """Level 4. The plain card-counting rule (see `CountingBot`): leaves when the chance of a
    disaster times everything at stake (carried gems, the pool, the relics) exceeds the expected
    share of the next card. Plays each round for itself: it ignores the table and the scores."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        pass


class TacticianBot(ExpertBot):
    """Level 5. Counts the deck and reads the table: it plays the rest of the round out in its
    head against a fixed idea of how people play (it does not learn the seats), weighing the pool
    it would take alone, relics, and in the last round the scores."""

    def __init__(self, seed: int | None = None, seat: int = 0) -> None:
        super().__init__(seed, seat, rollouts=48, horizon=10, learn=False)


register("timid")(lambda seed=None, seat=0: TimidBot(seed, seat))
register("gambler")(lambda seed=None, seat=0: GamblerBot(seed, seat))
register("steady")(lambda seed=None, seat=0: SteadyBot(seed, seat))
register("counter")(lambda seed=None, seat=0: CounterBot(seed, seat))
register("tactician")(lambda seed=None, seat=0: TacticianBot(seed, seat))
register("expert")(lambda seed=None, seat=0: ExpertBot(seed, seat))

__all__ = ["LADDER", "TimidBot", "GamblerBot", "SteadyBot", "CounterBot", "TacticianBot",
           "ExpertBot"]
