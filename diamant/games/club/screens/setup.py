"""What a new Diamonds Club game needs from the lobby: its seats, in seat order, and a seed."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ClubSeat:
    name: str
    colour: int  # 0..3: red, white, bronze, blue (each used once)
    bot: str | None = None  # a level of diamant.games.club.bots.LEVELS; None: a person


@dataclass(frozen=True)
class ClubSetup:
    seats: tuple[ClubSeat, ...]  # 2 to 4
    seed: int
