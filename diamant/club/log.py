"""The Diamonds Club log as data: engine events -> entries -> lines in a language.

An :class:`Entry` is a message id of ``locales/<lang>/club.ftl``, its arguments and the seats it
names; it holds no text. :func:`render` formats one in a language when it is shown, so the same
entries serve the command line's replay and, later, the screens. Seats are passed as ``$who``
(the names) with ``$people`` (how many), so a message can agree with one or several names.
Pieces that are words of the game (a token, a gem colour, a park tile, a track, a bonus card)
are formatted by their own messages first and passed in as text.

Pure Python: imports i18n only, and reads events through their ``to_dict()`` (no pygame).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from diamant.i18n import Localizer
from diamant.logentry import TONES, Entry
from diamant.logentry import entry as _e

Event = Any  # a ClubEvent (anything with to_dict()) or its dict


def _dict(event: Event) -> Mapping[str, Any]:
    if isinstance(event, Mapping):
        return event
    result: Mapping[str, Any] = event.to_dict()
    return result


# --------------------------------------------------------------------------------------------------
# the projection
def entries(events: Iterable[Event]) -> list[Entry]:
    """Every entry of a stream of events, in order (bookkeeping events give none)."""
    out: list[Entry] = []
    rnd = 0
    for event in events:
        d = _dict(event)
        if d.get("type") == "round-started":
            rnd = int(d.get("round", rnd))
        out.extend(entries_of(d, rnd))
    return out


def _word(kind: str, value: Any) -> tuple[str, Any]:
    return ("@" + kind, value)


def entries_of(event: Event, rnd: int = 0) -> list[Entry]:
    """The entries of one event (`rnd`: the round it belongs to)."""
    d = _dict(event)
    kind = d.get("type")
    seat = d.get("seat")
    who: tuple[int, ...] = (seat,) if isinstance(seat, int) else ()
    if kind == "round-started":
        return [_e("club-log-market", "title", round=rnd, number=d["round"],
                   cards=", ".join(d.get("cards", ()))),
                _e("club-log-buying-order", "dim", seats=(d["leader"],), round=rnd)]
    if kind == "bought":
        return [_e("club-log-bought", seats=who, round=rnd, coins=d["coins"], space=d["space"])]
    if kind == "token-taken":
        return [_e("club-log-token", seats=who, round=rnd, token=_word("token", d["token"]))]
    if kind == "turn-moved":
        return [_e("club-log-turn", seats=who, round=rnd, steps=d["steps"], end=d["end"])]
    if kind == "track-stepped":
        msg = "club-log-track-lost" if d.get("lost") else "club-log-track"
        return [_e(msg, seats=who, round=rnd, track=_word("track", d["track"]),
                   level=int(d.get("level", 0)) + 1)]
    if kind == "coin-gained":
        return [_e("club-log-coin", seats=who, round=rnd, coins=d["coins"])]
    if kind == "tile-placed":
        area = d.get("area", "light")
        msg = {"required": "club-log-placed-required", "dark": "club-log-placed-dark"}.get(
            area, "club-log-placed")
        return [_e(msg, seats=who, round=rnd, tile=_word("tile", d["tile"]))]
    if kind == "passed":
        msg = "club-log-pass-build" if d.get("phase") == "build" else "club-log-pass-buy"
        return [_e(msg, "dim", seats=who, round=rnd)]
    if kind == "diamond-awarded":
        msg = "club-log-diamond-coins" if d.get("reason") == "coins" else "club-log-diamond-lead"
        return [_e(msg, "gold", seats=who, round=rnd, amount=d["amount"])]
    if kind == "leader-chosen":
        return [_e("club-log-leader", seats=(d["leader"],), round=rnd,
                   order=("@seats", tuple(d.get("order", ()))))]
    if kind == "phase-started":
        phase = d.get("phase")
        if phase in ("gems", "build"):
            return [_e(f"club-log-phase-{phase}", "title", round=rnd)]
        return []
    if kind == "set-sold":
        msg = "club-log-sold-diamonds" if d.get("diamonds") else "club-log-sold"
        return [_e(msg, seats=who, round=rnd, rights=d["rights"], ship=d["ship"],
                   gems=_word("gems", (d["colour"], d["gems"])),
                   diamonds=_word("gems", ("diamond", d.get("diamonds", 0))))]
    if kind == "tokens-kept":
        kept = tuple(d.get("kept", ()))
        returned = tuple(d.get("returned", ()))
        out = []
        if kept:
            out.append(_e("club-log-kept", seats=who, round=rnd, tokens=_word("tokens", kept)))
        if returned:
            out.append(_e("club-log-returned", "dim", seats=who, round=rnd,
                          tokens=_word("tokens", returned)))
        return out
    if kind == "built":
        msg = "club-log-built-extra" if d.get("extra") else "club-log-built"
        return [_e(msg, seats=who, round=rnd, tile=_word("tile", d["tile"]),
                   payment=_word("payment", tuple(d.get("payment", ()))), extra=d.get("extra", 0))]
    if kind == "bonus-awarded":
        return [_e("club-log-bonus", "gold", seats=who, round=rnd,
                   card=_word("bonus", d["card"]), points=d["points"])]
    if kind == "end-triggered":
        if d.get("reason") == "park" and isinstance(d.get("seat"), int):
            return [_e("club-log-end-park", "warn", seats=who, round=rnd)]
        return [_e("club-log-end-limit", "warn", round=rnd)]
    if kind == "round-ended":
        return [_e("club-log-market-ended", "dim", seats=(d["leader"],), round=rnd,
                   number=d["round"])]
    if kind == "score":
        if not d.get("eligible", True):
            return [_e("club-log-score-ineligible", seats=who, round=rnd)]
        return [_e("club-log-score", seats=who, round=rnd, total=d["total"],
                   objects=d["objects"], forests=d["forests"], animals=d["animals"],
                   bonus=d["bonus"], tracks=d["tracks"])]
    if kind == "game-ended":
        out = [_e("club-log-game-over", "title", round=rnd)]
        for line in d.get("scores", ()):
            out.extend(entries_of(line, rnd))
        winners = tuple(d.get("winners", ()))
        if winners:
            lines = {s.get("seat"): s for s in d.get("scores", ()) if isinstance(s, Mapping)}
            top = lines.get(winners[0], {})
            out.append(_e("club-log-winners", "gold", seats=winners, round=rnd,
                          score=top.get("total", 0)))
        else:
            out.append(_e("club-log-no-winner", "warn", round=rnd))
        return out
    return []


# --------------------------------------------------------------------------------------------------
# rendering
def _names(loc: Localizer, seats: Sequence[int], names: Sequence[str]) -> str:
    return loc.format_list([names[s] if 0 <= s < len(names) else f"#{s + 1}" for s in seats])


def word(loc: Localizer, kind: str, value: Any, names: Sequence[str] = ()) -> str:
    """A game word in the language: a token, a tile, a track, a bonus card, gems, a payment."""
    if kind == "token":
        token = str(value)
        if token[:1] in ("R", "S") and token[1:].isdigit():
            msg = "club-word-rights" if token[0] == "R" else "club-word-ship"
            return loc.t(msg, capacity=int(token[1:]))
        return loc.t("club-word-mine", colour=token.removeprefix("M ").strip())
    if kind == "tokens":
        return loc.format_list([word(loc, "token", t) for t in value])
    if kind == "tile":
        return loc.t("club-word-tile", tile=str(value).replace(" ", "-"))
    if kind == "track":
        return loc.t("club-word-track", track=str(value))
    if kind == "bonus":
        card = str(value)
        if card.endswith("-2"):
            card = card[:-2]
        if card.startswith("three-"):
            return loc.t("club-word-bonus-three", tile=card.removeprefix("three-"))
        return loc.t("club-word-bonus", card=card)
    if kind == "gems":
        colour, count = value
        return loc.t("club-word-gems", colour=str(colour), count=int(count))
    if kind == "payment":
        counts: dict[str, int] = {}
        for gem in value:
            counts[gem] = counts.get(gem, 0) + 1
        return loc.format_list([loc.t("club-word-gems", colour=c, count=n) for c, n in counts.items()])
    if kind == "seats":
        return _names(loc, value, names)
    return str(value)


def render(entry: Entry, loc: Localizer, names: Sequence[str]) -> str:
    """The entry's text in `loc`'s language; `names[seat]` is each seat's name."""
    args: dict[str, Any] = {}
    for key, value in entry.args:
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
                and value[0].startswith("@"):
            args[key] = word(loc, value[0][1:], value[1], names)
        else:
            args[key] = value
    if entry.seats:
        args["who"] = _names(loc, entry.seats, names)
        args["people"] = len(entry.seats)
    return loc.t(entry.msg, **args)


def render_all(items: Iterable[Entry], loc: Localizer, names: Sequence[str]) -> list[str]:
    """Every entry's line; a round's title line is preceded by an empty line (but the first)."""
    lines: list[str] = []
    for entry in items:
        if entry.tone == "title" and lines and entry.msg == "club-log-market":
            lines.append("")
        lines.append(render(entry, loc, names))
    return lines


def seat_names(record: Mapping[str, Any]) -> list[str]:
    """The seats' names a record holds (a missing name: the bot's, or "Seat n")."""
    players = int(record.get("players", 0) or 0)
    seats = record.get("seats") or []
    names = []
    for s in range(players):
        seat = seats[s] if s < len(seats) and isinstance(seats[s], Mapping) else {}
        name = seat.get("name") or seat.get("bot") or f"Seat {s + 1}"
        names.append(str(name))
    return names


__all__ = ["Entry", "TONES", "entries", "entries_of", "render", "render_all", "word", "seat_names"]
