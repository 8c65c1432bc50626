"""Diamonds Club's screens (pygame is allowed here only; the rules in diamant/games/club/*.py never
import it). Importing this package imports every scene module of the package (each registers its
scenes with the navigator by name) and registers the game with the shell (diamant.shell.games)."""
from diamant.games.club.screens import (build, coach, entry, gems, lesson, lobby, online, replay,  # noqa: F401
                                        round_end, rules, scoring, sounds, table_scene)
from diamant.shell import games

games.register(entry.ENTRY)
