"""Diamonds Club's rules engine: pure Python (no pygame), nothing of Diamant's engine, bots or app.

    from diamant.games.club import ClubGame
    g = ClubGame(players=3, seed=7)
    while not g.is_over:
        g.play(g.legal()[0])

The names below load with their module the first time one is asked for: the app's title imports
the club's registration (diamant.games.club.screens.registration), which needs none of the rules.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from diamant.errors import RulesError

    from .events import (EVENT_TYPES, BonusAwarded, Bought, Built, ClubEvent, CoinGained, DiamondAwarded,
                         EndTriggered, GameEnded, LeaderChosen, Passed, PhaseStarted, RoundEnded,
                         RoundStarted, ScoreLine, SetSold, TilePlaced, TokensKept, TokenTaken, TrackStepped,
                         TurnMoved)
    from .game import ClubGame
    from .record import RECORD_FORMAT, RECORD_VERSION, ClubRecordError, load_record, save_record

_EVENTS = ("EVENT_TYPES", "ClubEvent", "BonusAwarded", "Bought", "Built", "CoinGained", "DiamondAwarded",
           "EndTriggered", "GameEnded", "LeaderChosen", "Passed", "PhaseStarted", "RoundEnded",
           "RoundStarted", "ScoreLine", "SetSold", "TilePlaced", "TokensKept", "TokenTaken",
           "TrackStepped", "TurnMoved")
#: each name -> the module it comes from
_FROM: dict[str, str] = {
    "ClubGame": f"{__name__}.game",
    "RulesError": "diamant.errors",
    **{name: f"{__name__}.record" for name in ("ClubRecordError", "RECORD_FORMAT", "RECORD_VERSION",
                                               "load_record", "save_record")},
    **{name: f"{__name__}.events" for name in _EVENTS},
}

__all__ = [
    "ClubGame", "RulesError", "ClubRecordError", "RECORD_FORMAT", "RECORD_VERSION", "load_record",
    "save_record", "EVENT_TYPES", "ClubEvent", "BonusAwarded", "Bought", "Built", "CoinGained",
    "DiamondAwarded", "EndTriggered", "GameEnded", "LeaderChosen", "Passed", "PhaseStarted",
    "RoundEnded", "RoundStarted", "ScoreLine", "SetSold", "TilePlaced", "TokensKept", "TokenTaken",
    "TrackStepped", "TurnMoved",
]


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
