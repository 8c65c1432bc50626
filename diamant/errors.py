"""Errors shared by both games' rules (neutral: imports nothing of either game)."""

from __future__ import annotations


class RulesError(ValueError):
    """A request the rules refuse (bad seat count, unknown edition, illegal decision ...).

    Raised before anything changes: the game state is the same as before the call.
    """
