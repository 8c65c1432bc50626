"""Diamonds Club's rules engine: pure Python (no pygame), nothing of Diamant's engine, bots or app.

    from diamant.games.club import ClubGame
    g = ClubGame(players=3, seed=7)
    while not g.is_over:
        g.play(g.legal()[0])
"""

from diamant.errors import RulesError

from .events import (EVENT_TYPES, BonusAwarded, Bought, Built, ClubEvent, CoinGained, DiamondAwarded,
                     EndTriggered, GameEnded, LeaderChosen, Passed, PhaseStarted, RoundEnded,
                     RoundStarted, ScoreLine, SetSold, TilePlaced, TokensKept, TokenTaken, TrackStepped,
                     TurnMoved)
from .game import ClubGame
from .record import RECORD_FORMAT, RECORD_VERSION, ClubRecordError, load_record, save_record

__all__ = [
    "ClubGame", "RulesError", "ClubRecordError", "RECORD_FORMAT", "RECORD_VERSION", "load_record",
    "save_record", "EVENT_TYPES", "ClubEvent", "BonusAwarded", "Bought", "Built", "CoinGained",
    "DiamondAwarded", "EndTriggered", "GameEnded", "LeaderChosen", "Passed", "PhaseStarted",
    "RoundEnded", "RoundStarted", "ScoreLine", "SetSold", "TilePlaced", "TokensKept", "TokenTaken",
    "TrackStepped", "TurnMoved",
]
