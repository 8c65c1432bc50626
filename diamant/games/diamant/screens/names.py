"""The names of the seats: a seat either has a name its player typed, or a default name that is
worked out when it is shown, in the language of the moment.

A default name is stored as ``""`` (the lobby's remembered table, ``SeatSetup.name``). It reads:

- a bot: its level's name ("Counter", "Счётчик", "カウンター"), numbered when two bots share it
  ("Counter 2");
- the only human at the table: "You" (``play-default-human``);
- two or more humans (hot seat): "Player 1", "Player 2", ... in the order they sit
  (``play-player-n``), so no player is "You" while the next one is "Player 2".

When a game starts the names are written out (a game record keeps the names that were shown, and
each bot's level id). Names written by an older version, or in another language, are recognised by
:func:`is_default_name` in every language the game has, so a table remembered in English turns
Russian with the language, and Past games can show a bot under its level's name in the language
of the moment (:func:`shown_name`).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Sequence

from diamant.games.diamant.engine import HUMAN, MAX_PLAYERS
from diamant.i18n import LANGUAGE_CODES, Localizer, get_localizer
from diamant.plugins import is_plugin_name, plugin_label

_NUMBERED = re.compile(r"^(.*\S)\s+(\d{1,2})$")


def bot_name(level: str, loc: Any = None) -> str:
    """A bot level's display name (bots.ftl), or the level id made readable; a plugin's short
    name, marked as a plugin's."""
    if is_plugin_name(level):
        label = plugin_label(level)
        return loc.t("bot-plugin-name", name=label) if loc is not None else f"{label} (plugin)"
    if loc is not None:
        key = f"bot-{level}-name"
        if loc.has(key):
            return loc.t(key)
    return level.replace("-", " ").title()


def human_name(ordinal: int, humans: int, loc: Any = None) -> str:
    """The default name of the `ordinal`-th human (0-based) of `humans` at the table."""
    if humans <= 1:
        return loc.t("play-default-human") if loc is not None else "You"
    return loc.t("play-player-n", n=ordinal + 1) if loc is not None else f"Player {ordinal + 1}"


#: the locale files holding the default names: people's ("You", "Player 2") and the bots'
DEFAULT_NAMES_FILES = ("play.ftl", "bots.ftl")


@lru_cache(maxsize=None)
def _names_in(code: str) -> Localizer:
    """A language's default names: only the files that hold them are read (every language whole
    takes a second or more: Past games' first frame waited for it); the whole language when
    they are not all there."""
    loc = Localizer(code, files=DEFAULT_NAMES_FILES)
    if not {"play-default-human", "play-player-n"} <= loc.ids or \
            not any(key.startswith("bot-") for key in loc.ids):  # moved to another file
        loc = get_localizer(code)
    return loc


@lru_cache(maxsize=1)
def _defaults() -> tuple[frozenset[str], frozenset[str]]:
    """Every default name in every language: (human names, bot names), case-folded."""
    # the bots (their runner, the fast engine, multiprocessing) load with the first game or
    # the first past game read, not with the title, which imports this module
    from diamant.games.diamant.bots import BOTS
    humans: set[str] = {"you", *(f"player {n}" for n in range(1, MAX_PLAYERS + 1))}
    bots: set[str] = {bot_name(level).casefold() for level in BOTS}
    for code in LANGUAGE_CODES:
        loc = _names_in(code)
        humans.add(loc.t("play-default-human").casefold())
        humans.update(loc.t("play-player-n", n=n).casefold() for n in range(1, MAX_PLAYERS + 1))
        # a name the language lacks is English's (counted with English): asking the language
        # for it would load English whole as its fallback
        bots.update(loc.t(key).casefold() for key in (f"bot-{level}-name" for level in BOTS) if key in loc.ids)
    return frozenset(humans), frozenset(bots)


def is_default_name(name: str | None) -> bool:
    """True for "" and for a default name in any language ("You", "Player 2", "Tactician 2"...)."""
    text = (name or "").strip().casefold()
    if not text:
        return True
    humans, bots = _defaults()
    if text in humans or text in bots:
        return True
    m = _NUMBERED.match(text)
    return bool(m and m.group(1) in bots)


def seat_names(seats: Sequence[Any], loc: Any = None) -> list[str]:
    """The name of each seat (objects with ``name``, ``kind``, ``level``) as it is shown now:
    names as they are, default names ("") worked out in `loc`'s language; all distinct. (Names
    read from outside, a remembered table or a typed field, are turned to "" where they are
    default names by the caller: :func:`is_default_name`.)"""
    n_humans = sum(1 for s in seats if s.kind == HUMAN)
    out: list[str] = []
    # told apart regardless of case, as Diamonds Club's names are: "counter" typed and a
    # Counter bot are not two names at one table
    used: set[str] = {s.name.strip().casefold() for s in seats if s.name.strip()}
    ordinal = 0
    for s in seats:
        if s.kind == HUMAN:
            ordinal += 1
        if s.name.strip():
            out.append(s.name.strip())
            continue
        if s.kind == HUMAN:
            base = human_name(ordinal - 1, n_humans, loc)
        else:
            base = bot_name(s.level or "", loc)
        name, k = base, 2
        while name.casefold() in used:
            name, k = f"{base} {k}", k + 1
        used.add(name.casefold())
        out.append(name)
    return out


@lru_cache(maxsize=1)
def _default_humans() -> dict[str, int]:
    """Every default human name in every language, case-folded -> 0 for the only human ("You"),
    n for "Player n"."""
    out: dict[str, int] = {"you": 0, **{f"player {n}": n for n in range(1, MAX_PLAYERS + 1)}}
    for code in LANGUAGE_CODES:
        loc = _names_in(code)
        out[loc.t("play-default-human").casefold()] = 0
        out.update({loc.t("play-player-n", n=n).casefold(): n for n in range(1, MAX_PLAYERS + 1)})
    return out


def person(name: str, loc: Any = None) -> tuple[str, str]:
    """Who a human seat's stored name stands for, as (a key, the name to show): the default
    names are one person in every language ("You", "Вы", "あなた": the player; "Player 2" and
    "Игрок 2" alike), shown in `loc`'s language; a typed name regardless of case and spacing."""
    text = " ".join((name or "").split())
    n = _default_humans().get(text.casefold())
    if n is not None or not text:
        shown = human_name(max(0, (n or 0) - 1), 1 if not n else 2, loc)
        return f"\0default {n or 0}", shown
    return text.casefold(), text


def shown_name(name: str, kind: str, level: str | None, loc: Any) -> str:
    """A stored seat name for Past games: a bot's default name in today's language."""
    if kind != HUMAN and level and is_default_name(name):
        m = _NUMBERED.match(name.strip())
        suffix = f" {m.group(2)}" if m else ""
        return bot_name(level, loc) + suffix
    return name


def saved_name(name: str, human: bool, level: str | None, loc: Any) -> str:
    """A saved seat's name as it is shown now: default names in `loc`'s language (a game played
    in English and watched in Russian says «Вы» and «Эксперт»), typed names as typed."""
    if human:
        return person(name, loc)[1]
    return shown_name(name, "bot", level, loc)


def record_names(seats: Sequence[Any], loc: Any) -> list[str]:
    """The seats of a saved game (objects with ``name``, ``kind``, ``bot``) as they are named
    now (`saved_name`); "" left "" for the caller to fill."""
    return [saved_name(s.name, s.kind == HUMAN, s.bot, loc) if s.name.strip() else "" for s in seats]
