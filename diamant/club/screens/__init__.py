"""Diamonds Club's screens (pygame). Importing the package registers every scene by name."""

from . import build, gems, round_end, scoring  # noqa: F401  (club-build, club-gems, club-round-end, club-scoring)
