"""The names of Diamonds Club's seats: typed by a player, or a default name worked out in the
language of the moment (pure: no pygame).

The default names, as Diamant's lobby gives them (diamant/games/diamant/screens/names.py): the only person at the
table is "You" (`club-lobby-you`); with two or more (hot seat) every person is "Player n"
(`club-lobby-player`, n counting the persons in the order they sit), so nobody is "You" while the
next one is "Player 2"; a bot is its level's name (`club-bot-<level>`); two names alike are told
apart by a number ("Steady 2"). A game writes its names out when it starts
(the record and the save keep the names shown), so a default name is recognised afterwards in
every language the game has (`is_default`): a table started in English shows "Вы" once the
player switches to Russian, as Diamant's table does (diamant/games/diamant/screens/names.py).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Protocol, Sequence

from diamant.plugins import is_plugin_name, plugin_label

from diamant.i18n import LANGUAGE_CODES, Localizer, get_localizer

MAX_SEATS = 4
_NUMBERED = re.compile(r"^(.*\S)\s+(\d{1,2})$")


class Seat(Protocol):
    """What naming needs of a seat: its name ("" for the default) and its bot level (None: a
    person). Both the lobby's DraftSeat and the table's ClubSeat are one."""

    @property
    def name(self) -> str: ...

    @property
    def bot(self) -> str | None: ...


def level_name(loc: Any, level: str) -> str:
    """A bot level's name in `loc`'s language (the level id when it has none); a plugin's short
    name, marked as a plugin's."""
    if is_plugin_name(level):
        return str(loc.t("bot-plugin-name", name=plugin_label(level)))
    key = f"club-bot-{level}"
    return str(loc.t(key)) if loc.has(key) else level


def default_name(loc: Any, seats: Sequence[Seat], i: int) -> str:
    """Seat `i`'s default name in `loc`'s language, not yet told apart from the others."""
    seat = seats[i]
    if seat.bot is not None:
        return level_name(loc, seat.bot)
    people = [j for j, s in enumerate(seats) if s.bot is None]
    if len(people) == 1:
        return str(loc.t("club-lobby-you"))
    return str(loc.t("club-lobby-player", n=people.index(i) + 1))


@lru_cache(maxsize=1)
def _people() -> frozenset[str]:
    """Every default name of a person in every language, case-folded."""
    out = {"you", *(f"player {n}" for n in range(1, MAX_SEATS + 1))}
    for code in LANGUAGE_CODES:
        loc = get_localizer(code)
        out.add(str(loc.t("club-lobby-you")).casefold())
        out.update(str(loc.t("club-lobby-player", n=n)).casefold() for n in range(1, MAX_SEATS + 1))
    return frozenset(out)


@lru_cache(maxsize=1)
def _numbered_people() -> dict[str, int]:
    """Every default name of a person in every language, case-folded -> 0 for the only person
    ("You"), n for "Player n"."""
    out: dict[str, int] = {"you": 0, **{f"player {n}": n for n in range(1, MAX_SEATS + 1)}}
    for code in LANGUAGE_CODES:
        # only the file of these names: every language whole would hold up Past games' first frame
        loc = Localizer(code, files=("club-lobby.ftl",))
        if not {"club-lobby-you", "club-lobby-player"} <= loc.ids:  # moved to another file
            loc = get_localizer(code)
        out[str(loc.t("club-lobby-you")).casefold()] = 0
        out.update({str(loc.t("club-lobby-player", n=n)).casefold(): n for n in range(1, MAX_SEATS + 1)})
    return out


def person(name: str, loc: Any = None) -> tuple[str, str]:
    """Who a person's stored name stands for, as (a key, the name to show; Past games' totals):
    a default name is one person in every language ("You", "Вы": the player), shown in `loc`'s
    language (English without one); a typed name regardless of case and spacing."""
    text = " ".join((name or "").split())
    n = _numbered_people().get(text.casefold())
    if n is None and text:
        return text.casefold(), text
    n = n or 0
    if loc is None:
        return f"\0default {n}", f"Player {n}" if n else "You"
    return f"\0default {n}", str(loc.t("club-lobby-player", n=n) if n else loc.t("club-lobby-you"))


def bot_name(level: str, loc: Any) -> str:
    """A bot level's name (Past games' totals): `level_name`, in the totals' order of arguments."""
    return level_name(loc, level)


def past_seat_name(app: Any, entry: Any, s: int, level_too: bool = True) -> str:
    """A seat of a past club game (storage's HistoryEntry) in today's language, as the table
    names it: a person's default name ("You", "Player 2"), a bot's level ("Steady 2"); a typed
    name as typed, a bot's followed by its level (`level_too`)."""
    name = entry.names[s]
    level = entry.bots[s] if s < len(entry.bots) else None
    if s in entry.human_seats or level is None:
        return person(name, app.loc)[1] if s in entry.human_seats else name
    if not is_default(name, level):
        return f"{name} · {level_name(app.loc, level)}" if level_too else name
    m = _NUMBERED.match(" ".join(name.split()).casefold())
    return level_name(app.loc, level) + (f" {m.group(2)}" if m and m.group(1) in _levels(level) else "")


@lru_cache(maxsize=16)
def _levels(level: str) -> frozenset[str]:
    """A bot level's name in every language, case-folded."""
    return frozenset({level.casefold(), *(level_name(get_localizer(code), level).casefold()
                                          for code in LANGUAGE_CODES)})


def is_default(name: str, bot: str | None) -> bool:
    """True for "" and for a default name of such a seat in any language: "You" or "Player 3"
    for a person; the level's name, maybe numbered ("Steady 2", "Осторожный 2"), for a bot."""
    text = " ".join(name.split()).casefold()
    if not text:
        return True
    if bot is None:
        return text in _people()
    names = _levels(bot)
    if text in names:
        return True
    m = _NUMBERED.match(text)
    return bool(m and m.group(1) in names)


def distinct(names: Sequence[str]) -> list[str]:
    """`names` told apart: a second "Ann" becomes "Ann 2" (case and spacing do not count)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        key = name.casefold()
        if key in seen:
            n = seen[key] + 1
            while f"{name} {n}".casefold() in seen:
                n += 1
            seen[key] = n
            name = f"{name} {n}"
            key = name.casefold()
        seen.setdefault(key, 1)
        out.append(name)
    return out


def shown_names(loc: Any, seats: Sequence[Seat]) -> list[str]:
    """Each seat's name as shown now: a typed name as it is; a default name (written in any
    language, or "") in `loc`'s language; never two alike."""
    out = []
    for i, s in enumerate(seats):
        mine = default_name(loc, seats, i)
        # today's default name needs no look into the other languages
        out.append(mine if s.name == mine or is_default(s.name, s.bot) else s.name)
    return distinct(out)
