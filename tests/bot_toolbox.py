"""The bots' tests' shared pieces: the views a game shows, a game that reveals given cards, and
the expert's compact round model (RoundModel.rollout) driven through the very cards a game
revealed. ``from bot_toolbox import ...`` (``tests/`` is on the import path, as for toolbox.py)."""
from __future__ import annotations

import random
from typing import Any

from diamant.games.diamant.bots.expert import _HCODE, _RELIC
from diamant.games.diamant.engine import CardKind, Game, Ruleset, SeatView


def views_of(preset: str, players: int, seed: int, secret: bool = False, stay: float = 0.8
             ) -> list[SeatView]:
    """Views met along a game played by random deciders (every seat, every step), each going on
    with chance `stay`."""
    game = Game(Ruleset.preset(preset, secret_chests=secret), players, seed)
    game.start()
    rng = random.Random(seed)
    out: list[SeatView] = []
    while not game.is_over:
        views = {s: game.view(s) for s in game.awaiting}
        out.extend(views.values())
        game.decide_all({s: "continue" if rng.random() < stay else "leave" for s in views})
    return out


def forced_twin(ruleset: Ruleset, players: int, revealed: list[int], seed: int) -> Game:
    """A game whose hidden state differs (another seed, the deck list shuffled) but which reveals
    exactly the cards `revealed` (by id) in that order: the same public history."""
    twin = Game(ruleset, players, seed)
    random.Random(seed).shuffle(twin._deck)
    queue = list(revealed)

    def forced() -> float:
        want = queue.pop(0)
        ids = [c.id for c in twin._deck]
        return (ids.index(want) + 0.5) / len(ids)

    twin._random = forced
    return twin


class ReplayRandom:
    """An RNG for RoundModel.rollout that makes it draw the given card codes in order: it mirrors
    the rollout's swap-and-pop draws on its own copy of the model's deck."""

    def __init__(self, deck: list[int], codes: list[int]) -> None:
        self.mirror = list(deck)
        self.codes = list(codes)

    def random(self) -> float:
        d = self.mirror
        i = d.index(self.codes.pop(0))
        x = (i + 0.5) / len(d)
        d[i] = d[-1]
        d.pop()
        return x


def card_code(card: Any) -> int:
    """An engine card as the round model's deck codes it."""
    if card.kind is CardKind.TREASURE:
        return int(card.value)
    if card.kind is CardKind.HAZARD:
        return _HCODE[card.hazard]
    return _RELIC + card.value
