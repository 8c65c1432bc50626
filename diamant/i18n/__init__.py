"""Languages of the game: Fluent messages, plural rules, numbers and dates.

Every word on screen comes from ``locales/<lang>/*.ftl``. Typical use::

    from diamant import i18n
    loc = i18n.Localizer("pl")
    loc.t("logbook-leaves", who="Ola", people=1, gems=22)  # -> "Ola opuszcza jaskinię i chowa do skrzyni 22 rubiny."
    i18n.set_language("ru"); i18n.t("game-title")       # process-wide current language

This package never imports pygame (the font chain that draws the text lives in ``diamant.ui.fonts``).
"""
from __future__ import annotations

from .core import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    LANGUAGE_CODES,
    Localizer,
    babel_locale_name,
    detect_system_language,
    format_date,
    format_list,
    format_number,
    get_localizer,
    language_name,
    locales_dir,
    match_language,
    plural_category,
    set_language,
    t,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LANGUAGE_CODES",
    "Localizer",
    "babel_locale_name",
    "detect_system_language",
    "format_date",
    "format_list",
    "format_number",
    "get_localizer",
    "language_name",
    "locales_dir",
    "match_language",
    "plural_category",
    "set_language",
    "t",
]
