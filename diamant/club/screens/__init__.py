"""Diamonds Club's screens (pygame): importing this package registers every scene of the game
with the navigator (each module adds its own line)."""
from diamant.club.screens import table_scene  # noqa: F401
