"""Diamant's sounds (assets/sounds/<name>.wav, made by tools/make_sounds.py), registered with the
framework's player when this module is imported (Diamant's screens import it): the framework
holds no game's sound list."""

from __future__ import annotations

from diamant.ui.audio import register_sounds

#: The cave's looping background.
AMBIENT_NAME = "ambient-cave"

#: Diamant's one-shot effects.
EFFECT_NAMES: tuple[str, ...] = (
    "card-flip",
    "gems-1",
    "gems-2",
    "gems-3",
    "hazard-warning",
    "disaster",
    "leave",
    "relic",
    "round-end",
    "victory",
    "click",
    "decision",
)

SOUND_NAMES: tuple[str, ...] = (*EFFECT_NAMES, AMBIENT_NAME)


def gem_sound_for(count: int) -> tuple[str, float] | None:
    """Which clink to play for `count` gems, and how loud (0..1). None for no gems.

    A few gems (1-3) tinkle, a handful (4-9) clink, a pile (10+) pours; within
    and across those, more gems are a little louder.
    """
    if count <= 0:
        return None
    if count <= 3:
        name = "gems-1"
    elif count <= 9:
        name = "gems-2"
    else:
        name = "gems-3"
    return name, 0.55 + 0.45 * min(count, 15) / 15.0


register_sounds("diamant", EFFECT_NAMES, ambient=AMBIENT_NAME)
