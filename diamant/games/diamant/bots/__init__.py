"""Bots: the protocol, loading by name, the built-in levels, and headless play."""

from .base import BOTS, BotError, as_decider, bot_seed, make_bot, meet_table, register
from .bots import LADDER  # registers the built-in levels (timid ... expert)
from .runner import GameResult, play_game, seat_bots, simulate

__all__ = ["BOTS", "BotError", "as_decider", "bot_seed", "make_bot", "meet_table", "register", "GameResult",
           "play_game", "seat_bots", "simulate", "LADDER"]
