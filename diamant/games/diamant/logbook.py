"""The game log as data: engine events -> entries -> lines in the current language.

An :class:`Entry` is a message id (``locales/<lang>/log.ftl``), its arguments and the seats it
names. :func:`entries` is the one projection of engine events into entries; it serves the
in-game log, the round summary, the Past games log and ``diamant replay``. Entries hold no text:
:func:`render` formats one in a language when it is drawn, so a language switch re-renders every
line, and a resumed game rebuilds its whole log from its record (:func:`record_entries`).

Names agree with their verbs: an entry that names seats passes ``$who`` (the names joined by the
language's CLDR list pattern) and ``$people`` (how many) to its message, which selects on
``$people``. The viewer's own seat (the one human at this screen) is addressed in the second
person: ``<id>-you`` messages, with the pronoun ``logbook-you`` first in the list.

Pure Python: imports the engine and i18n only (no pygame, no app, no ai).
"""
from __future__ import annotations

from typing import Iterable, Sequence

from diamant.games.diamant.engine import (CardKind, CardRevealed, Decision, DecisionsRevealed, Disaster, Event,
                            GameEnded, GameRecord, GemsShared, HazardWarning, PlayersLeft,
                            RelicsStay, RelicsTaken, RoundEnd, RoundEnded, RoundStarted, SafeReturn,
                            replay)
from diamant.games.diamant.engine.words import hazard_name
from diamant.i18n import Localizer
from diamant.logentry import Entry, join_seat_names, render_with_seats
from diamant.logentry import entry as _e


# --------------------------------------------------------------------------------------------------
# the projection
def entries(events: Iterable[Event]) -> list[Entry]:
    """Every entry of a stream of events, in order (bookkeeping events give none)."""
    out: list[Entry] = []
    rnd = 0
    for e in events:
        if isinstance(e, RoundStarted):
            rnd = e.round
        out.extend(entries_of(e, rnd))
    return out


def entries_of(e: Event, rnd: int = 0) -> list[Entry]:
    """The entries of one event (`rnd`: the expedition it belongs to)."""
    if isinstance(e, RoundStarted):
        out = [_e("logbook-round-started", "title", round=e.round, number=e.round)]
        if e.relic_added is not None:
            out.append(_e("logbook-relic-added", "dim", round=e.round))
        return out
    if isinstance(e, CardRevealed):
        if e.card.kind is CardKind.TREASURE:
            return [_e("logbook-treasure", round=rnd, value=e.card.value)]
        if e.card.kind is CardKind.RELIC:
            return [_e("logbook-relic-revealed", round=rnd)]
        return []  # a hazard is told by HazardWarning or Disaster
    if isinstance(e, GemsShared):
        if not e.seats:
            return []
        if e.each:
            return [_e("logbook-gems-shared", "dim", round=rnd, explorers=len(e.seats),
                       count=e.each, remainder=e.remainder)]
        return [_e("logbook-gems-unshared", "dim", round=rnd, explorers=len(e.seats),
                   remainder=e.remainder)]
    if isinstance(e, HazardWarning):
        return [_e("logbook-hazard-first", "warn", round=rnd, hazard=e.hazard.value)]
    if isinstance(e, Disaster):
        return [_e("logbook-disaster", "danger", e.seats, round=rnd, hazard=e.hazard.value)]
    if isinstance(e, DecisionsRevealed):
        goers = tuple(s for s, d in e.decisions if d is Decision.CONTINUE)
        out = []  # the turning over itself is seen on the table (and would be said at every card)
        if goers and len(goers) == len(e.decisions) and len(goers) > 1:
            out.append(_e("logbook-all-continue", round=rnd))
        elif goers:
            out.append(_e("logbook-continue", "plain", goers, round=rnd))
        return out
    if isinstance(e, PlayersLeft):
        out = []
        if e.pool:
            if len(e.seats) == 1:
                out.append(_e("logbook-path-taken", "dim", e.seats, round=rnd, count=e.pool))
            else:
                out.append(_e("logbook-path-shared", "dim", round=rnd, leavers=len(e.seats),
                              count=e.each, remainder=e.remainder))
        for s, b in zip(e.seats, e.banked):
            out.append(_e("logbook-leaves", "plain", (s,), round=rnd, gems=b))
        return out
    if isinstance(e, RelicsTaken):
        return [_e("logbook-relics-taken", "gold", (e.seat,), round=rnd, count=len(e.relics),
                   points=sum(e.values))]
    if isinstance(e, RelicsStay):
        return [_e("logbook-relics-stay", "dim", e.seats, round=rnd, count=len(e.relics))]
    if isinstance(e, SafeReturn):
        return [_e("logbook-deck-empty", "plain", e.seats, round=rnd)]
    if isinstance(e, RoundEnded):
        out = []
        if e.reason is RoundEnd.DISASTER:
            out.append(_e("logbook-round-ended-disaster", "danger", round=e.round))
            if e.hazard_removed is not None and e.hazard_removed.hazard is not None:
                out.append(_e("logbook-hazard-removed", "dim", round=e.round,
                              hazard=e.hazard_removed.hazard.value))
        else:
            out.append(_e("logbook-round-ended", round=e.round))
        if e.relics_lost:
            out.append(_e("logbook-relics-lost", "dim", round=e.round, count=len(e.relics_lost)))
        out.append(_e("logbook-barricade", "dim", round=e.round, number=e.round))
        return out
    if isinstance(e, GameEnded):
        best = max(e.scores) if e.scores else 0
        return [_e("logbook-game-ended", "gold", round=rnd),
                _e("logbook-winners", "gold", e.winners, round=rnd, score=best)]
    return []


def record_entries(record: GameRecord) -> list[Entry]:
    """The whole log of a record (raises engine.RecordError on a record that does not replay)."""
    _game, events = replay(record)
    return entries(events)


# --------------------------------------------------------------------------------------------------
# the round summary: one line per seat
def round_outcome(events: Sequence[Event], banked: Sequence[int], players: int) -> list[list[Entry]]:
    """What each seat took home from one expedition (`events`: that expedition's events,
    `banked`: the engine's RoundSummary.banked): per seat, in seat order, its gems (or what it
    lost) and, if it carried relics out, a second entry for them."""
    caught: dict[int, int] = {}
    relics: dict[int, tuple[int, int]] = {}
    rnd = 0
    for e in events:
        if isinstance(e, RoundStarted):
            rnd = e.round
        elif isinstance(e, Disaster):
            caught.update(zip(e.seats, e.lost))
        elif isinstance(e, RelicsTaken):
            n, p = relics.get(e.seat, (0, 0))
            relics[e.seat] = (n + len(e.relics), p + sum(e.values))
    out = []
    for seat in range(players):
        if seat in caught:
            row = [_e("logbook-summary-caught", "danger", round=rnd, lost=caught[seat])]
        else:
            row = [_e("logbook-summary-banked", round=rnd,
                      gems=banked[seat] if seat < len(banked) else 0)]
        n, p = relics.get(seat, (0, 0))
        if n:
            row.append(_e("logbook-summary-relics", "gold", round=rnd, relics=n, points=p))
        out.append(row)
    return out


# --------------------------------------------------------------------------------------------------
# rendering
def who(loc: Localizer, seats: Sequence[int], names: Sequence[str], you: int | None = None) -> str:
    """The seats' names joined by the language's list pattern; the viewer ('you') comes first."""
    return join_seat_names(loc, seats, names, you, "logbook-you", lambda s: str(s + 1))


def render(entry: Entry, loc: Localizer, names: Sequence[str], you: int | None = None,
           card_theme: str | None = None) -> str:
    """The entry in `loc`'s language. `you`: the viewer's seat (second person), if any. A hazard
    (kept as the engine's id) is named in the game's card theme (None: the temple)."""
    args = dict(entry.args)
    if "hazard" in args:
        args["hazard"] = hazard_name(loc, args["hazard"], card_theme)
    return render_with_seats(loc, entry, args, you, lambda seats: who(loc, seats, names, you))


def render_all(items: Iterable[Entry], loc: Localizer, names: Sequence[str],
               you: int | None = None, card_theme: str | None = None) -> list[str]:
    return [render(e, loc, names, you, card_theme) for e in items]


def viewer_of(kinds: Sequence[str]) -> int | None:
    """The seat addressed as 'you': the one human seat of a game, if there is exactly one."""
    humans = [i for i, k in enumerate(kinds) if k == "human"]
    return humans[0] if len(humans) == 1 else None


def record_viewer(record: GameRecord) -> int | None:
    return viewer_of([s.kind for s in record.seats])


def record_lines(record: GameRecord, loc: Localizer) -> list[str]:
    """The localized log of a record, as the game shows it (`diamant replay --lang`)."""
    names = [s.name for s in record.seats]
    return render_all(record_entries(record), loc, names, record_viewer(record), record.theme)
