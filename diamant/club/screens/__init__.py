"""Diamonds Club's screens (pygame is allowed here only, never in the rules of diamant/club).
Importing this package imports every scene module of it, and each registers its scene(s) with
the navigator by name ("club-..."); scenes open one another by name, never by import."""
from diamant.club.screens import rules  # noqa: F401
