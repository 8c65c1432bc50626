"""The rules engine: pure Python, no pygame. Everything else watches its events."""

from .cards import (MAX_PLAYERS, MIN_PLAYERS, PRESET_NAMES, TREASURES, Card, CardKind, Decision,
                    Edition, Hazard, RelicMode, RelicValue, Ruleset, RulesError)
from .events import (EVENT_TYPES, CardRevealed, DecisionMade, DecisionsRequested,
                     DecisionsRevealed, Disaster, Event, GameEnded, GemsShared, HazardWarning,
                     PlayersLeft, RelicsStay, RelicsTaken, RoundEnd, RoundEnded, RoundStarted,
                     SafeReturn)
from .game import Game, Phase, RoundSummary
from .record import BOT, HUMAN, RECORD_VERSION, SEAT_COLOUR_COUNT, SEAT_KINDS, GameRecord, RecordError, SeatInfo, replay
from .standings import HazardMark, Standing, hazard_marks, standings, standings_of
from .view import DeckCount, PathEntry, SeatView

__all__ = [
    "MAX_PLAYERS", "MIN_PLAYERS", "PRESET_NAMES", "TREASURES", "Card", "CardKind", "Decision", "Edition", "Hazard", "RelicMode",
    "RelicValue", "Ruleset", "RulesError", "EVENT_TYPES", "CardRevealed", "DecisionMade",
    "DecisionsRequested", "DecisionsRevealed", "Disaster", "Event", "GameEnded", "GemsShared",
    "HazardWarning", "PlayersLeft", "RelicsStay", "RelicsTaken", "RoundEnd", "RoundEnded",
    "RoundStarted", "SafeReturn", "Game", "Phase", "RoundSummary", "RECORD_VERSION", "GameRecord",
    "RecordError", "SeatInfo", "HUMAN", "BOT", "SEAT_COLOUR_COUNT", "SEAT_KINDS", "replay", "DeckCount", "PathEntry", "SeatView",
    "HazardMark", "Standing", "hazard_marks", "standings", "standings_of",
]
