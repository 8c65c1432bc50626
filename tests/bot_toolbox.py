"""The bots' tests' shared pieces: drive the expert's compact round model (RoundModel.rollout)
through the very cards a game revealed. ``from bot_toolbox import ReplayRandom, card_code``
(``tests/`` is on the import path, as for toolbox.py)."""
from __future__ import annotations

from typing import Any

from diamant.games.diamant.bots.expert import _HCODE, _RELIC
from diamant.games.diamant.engine import CardKind


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
