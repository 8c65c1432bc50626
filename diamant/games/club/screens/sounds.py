"""Diamonds Club's sounds (assets/sounds/<name>.wav, made by tools/make_club_sounds.py),
registered with the framework's player when this module is imported (the club's screens import
it): coins put on the market, a token taken, gems poured (a set sold), a tile set into the park,
a marker's step on a track, a diamond awarded, a bonus card won, the market's end, the game's end.
No pygame here: the executable's self-check reads the list too."""

from __future__ import annotations

from diamant.ui.audio import register_sounds

SOUND_NAMES: tuple[str, ...] = (
    "club-coins", "club-token", "club-gems", "club-tile", "club-step", "club-diamond",
    "club-bonus", "club-round-end", "club-victory",
)

#: the sounds that tell something the table does not show at a glance -> their caption's words
#: (shown when the player turned captions on): the round's end and the game's end. Coins, tokens,
#: gems, tiles, steps, diamonds and bonus cards are seen flying where they go.
CAPTIONS: dict[str, str] = {"club-round-end": "club-caption-round-over", "club-victory": "club-caption-game-over"}

register_sounds("club", SOUND_NAMES)
