"""The words of a card theme (diamant.games.diamant.engine.themes): the theme's name, and its hazards' names.
They live beside the themes, not in diamant.i18n, which serves both games and knows neither.

Every place that names a hazard goes through :func:`hazard_name`, with the game's theme::

    loc.t("log-disaster", hazard=hazard_name(loc, Hazard.LAVA, game_theme), count=3)

Messages that name a hazard use ``{ hazard-name }`` (game.ftl), which selects on ``$hazard``: a
temple hazard id gives the temple's word, and any other value (the name returned here) is shown
as it is. The temple's words live in game.ftl (``hazard-name``, ``hazard-<id>``); every other
theme's words in theme.ftl (``theme-<theme>-hazard-<id>`` and ``...-name``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Hazard
from .themes import TEMPLE, THEMES, theme_hazard, theme_or_default

if TYPE_CHECKING:
    from diamant.i18n.core import Localizer

__all__ = ["hazard_name", "hazard_title", "theme_name", "theme_description", "THEMES"]


def hazard_name(loc: Localizer, hazard: Hazard | str, theme: str | None = None) -> str:
    """The hazard's name inside a sentence (nominative; lower case where the language writes it
    so): "giant spiders" in the temple, "scorpions" in the mine."""
    theme = theme_or_default(theme)
    if theme == TEMPLE:
        return loc.t("hazard-name", hazard=Hazard(hazard).value)
    return loc.t(f"theme-{theme}-hazard-{theme_hazard(hazard, theme)}-name")


def hazard_title(loc: Localizer, hazard: Hazard | str, theme: str | None = None) -> str:
    """The hazard's name on its own, as a caption ("Giant spiders", "Scorpions")."""
    theme = theme_or_default(theme)
    if theme == TEMPLE:
        return loc.t(f"hazard-{Hazard(hazard).value}")
    return loc.t(f"theme-{theme}-hazard-{theme_hazard(hazard, theme)}")


def theme_name(loc: Localizer, theme: str | None) -> str:
    """The theme's short name, e.g. "Mine (2005)"."""
    return loc.t(f"theme-{theme_or_default(theme)}")


def theme_description(loc: Localizer, theme: str | None) -> str:
    """One line: where the theme comes from and what its hazards are."""
    return loc.t(f"theme-{theme_or_default(theme)}-desc")
