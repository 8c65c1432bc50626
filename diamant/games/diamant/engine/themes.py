"""Card themes: the same five hazard types (the rules), drawn and named after one edition's box.

A theme is cosmetic: it maps the engine's five :class:`~diamant.games.diamant.engine.cards.Hazard` types to five
pictures and names, and changes nothing else. A game record stores its theme (``GameRecord.theme``)
so a saved or replayed game looks as it did.

- ``temple``: the Iello boxes (2016/2017): giant spiders, snakes, lava, rolling boulders, battering
  rams. The default, and what every record written before themes existed shows.
- ``mine``: the Japanese box (2005), a mine (坑道): snakes, scorpions, landslide, gas pocket,
  explosion. The default for Japanese players.
"""
from __future__ import annotations

from .cards import Hazard

TEMPLE = "temple"
MINE = "mine"
THEMES: tuple[str, ...] = (TEMPLE, MINE)
DEFAULT_THEME = TEMPLE

#: theme -> engine hazard -> the theme's own hazard id (a picture hazard-<theme id> and a name)
THEME_HAZARDS: dict[str, dict[Hazard, str]] = {
    TEMPLE: {h: h.value for h in Hazard},
    MINE: {
        Hazard.SPIDERS: "scorpions",
        Hazard.SNAKES: "snakes",
        Hazard.LAVA: "explosion",
        Hazard.BOULDERS: "landslide",
        Hazard.RAMS: "gas",
    },
}


def theme_or_default(theme: object) -> str:
    """`theme` if it is a known theme id, else the default (an old record, or a newer theme)."""
    return theme if isinstance(theme, str) and theme in THEMES else DEFAULT_THEME


def theme_hazard(hazard: Hazard | str, theme: str | None = None) -> str:
    """The theme's id of an engine hazard (``spiders`` -> ``scorpions`` in the mine)."""
    return THEME_HAZARDS[theme_or_default(theme)][Hazard(hazard)]


def default_theme_for(lang: str | None) -> str:
    """The theme a new game starts with in this language: the Japanese box is the mine."""
    return MINE if (lang or "").split("-")[0].lower() == "ja" else TEMPLE
