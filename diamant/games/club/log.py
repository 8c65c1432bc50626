"""The Diamonds Club log as data: engine events -> entries -> lines in a language.

An :class:`Entry` is a message id of ``locales/<lang>/club.ftl``, its arguments and the seats it
names; it holds no text. :func:`render` formats one in a language when it is shown, so the same
entries serve the command line's replay and, later, the screens. Seats are passed as ``$who``
(the names) with ``$people`` (how many), so a message can agree with one or several names. The
viewer's own seat (the one person at this screen) is addressed in the second person, as Diamant's
log does: ``<id>-you`` messages, with the pronoun ``club-log-you`` first in ``$who``.
Pieces that are words of the game (a token, a gem colour, a park tile, a track, a bonus card)
are formatted by their own messages first and passed in as text.

Pure Python: imports i18n only, and reads events through their ``to_dict()`` (no pygame).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from diamant.i18n import Localizer
from diamant.logentry import TONES, Entry, join_seat_names, render_with_seats
from diamant.logentry import entry as _e

from .data import FOREST_POINTS, MONEY_COINS, ROUND_LIMIT

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
    phase = ""
    prev: Mapping[str, Any] | None = None
    for event in events:
        d = _dict(event)
        if d.get("type") == "round-started":
            rnd = int(d.get("round", rnd))
        phase = phase_after(d, phase)
        out.extend(entries_of(d, rnd, prev, phase))
        prev = d
    return out


def phase_after(event: Event, phase: str) -> str:
    """The phase of the round ("buy", "gems", "build") once `event` has happened."""
    d = _dict(event)
    if d.get("type") == "round-started":
        return "buy"
    if d.get("type") == "phase-started":
        return str(d.get("phase", phase))
    return phase


def _word(kind: str, value: Any) -> tuple[str, Any]:
    return ("@" + kind, value)


def _moves_a_marker(item: str) -> bool:
    """True for a market item whose purchase moves a marker: a turn-order step ("T+2") or a
    development-track step ("D money", "D any"). The event after the purchase says where to."""
    return item.startswith(("T+", "D "))


def entries_of(event: Event, rnd: int = 0, prev: Event | None = None, phase: str = "") -> list[Entry]:
    """The entries of one event (`rnd`: the round it belongs to; `prev`: the event before it;
    `phase`: the phase it happened in, when known).

    A purchase reads as one line, the way a player tells it: "buys a blue mine for 3 coins".
    Buying a token says it all, so the token-taken event after it adds no line; buying a step
    (turn order or a track) is told by the step's own event, which names the price and where
    the marker lands. The market's cards are not named: their ids mean nothing to a player."""
    d = _dict(event)
    kind = d.get("type")
    seat = d.get("seat")
    who: tuple[int, ...] = (seat,) if isinstance(seat, int) else ()
    before = _dict(prev) if prev is not None else {}
    paid = before.get("coins", 0) if before.get("type") == "bought" and before.get("seat") == seat else None
    if kind == "round-started":
        return [_e("club-log-market", "title", round=rnd, number=d["round"]),
                _e("club-log-buying-order", "dim", seats=(d["leader"],), round=rnd)]
    if kind == "bought":
        item = str(d.get("item", ""))
        if _moves_a_marker(item):
            return []
        return [_e("club-log-bought", seats=who, round=rnd, coins=d["coins"], item=_word("item", item))]
    if kind == "token-taken":
        if paid is not None:
            return []
        return [_e("club-log-token", seats=who, round=rnd, token=_word("token", d["token"]))]
    if kind == "turn-moved":
        # a marker already on 10+: pushed past 9 again, it goes on top there (rules version 1:
        # it stayed where it lay, steps 0, and nothing moved)
        top = d["start"] == d["end"] == 10
        msg = "club-log-turn-stays" if d["steps"] == 0 else "club-log-turn-top" if top else "club-log-turn"
        if paid is not None:
            msg = msg.replace("club-log-turn", "club-log-bought-turn")
            return [_e(msg, seats=who, round=rnd, coins=paid, steps=d["steps"], end=d["end"])]
        return [_e(msg, seats=who, round=rnd, steps=d["steps"], end=d["end"])]
    if kind == "track-stepped":
        msg = "club-log-track-lost" if d.get("lost") else "club-log-track"
        more: dict[str, Any] = {}
        if paid is not None:
            msg = msg.replace("club-log-track", "club-log-bought-step")
            more["coins"] = paid
        level = int(d.get("level", 0))
        return [_e(msg, seats=who, round=rnd, track=_word("track", d["track"]), level=level + 1,
                   value=_word("track-value", (d["track"], level)), **more)]
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
        started = d.get("phase")
        if started in ("gems", "build"):
            return [_e(f"club-log-phase-{started}", "title", round=rnd)]
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
        reason = d.get("reason")
        if reason == "park" and isinstance(d.get("seat"), int):
            # in phase 5 the building is played out; earlier, the whole round
            msg = "club-log-end-park-build" if phase == "build" else "club-log-end-park"
            return [_e(msg, "warn", seats=who, round=rnd)]
        if reason == "stuck":
            return [_e("club-log-end-stuck", "warn", round=rnd)]
        return [_e("club-log-end-limit", "warn", round=rnd, rounds=ROUND_LIMIT)]
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
            out.extend(entries_of(line, rnd))  # score lines: no purchase before them
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
def _names(loc: Localizer, seats: Sequence[int], names: Sequence[str], you: int | None = None) -> str:
    """The seats' names joined the language's way; the viewer (`you`), if named, comes first as
    the pronoun ``club-log-you``."""
    return join_seat_names(loc, seats, names, you, "club-log-you", lambda s: f"#{s + 1}")


def item_word(loc: Localizer, item: str) -> str:
    """A market item in words ("a blue mine", "a pond", "Turn-order track +2", ...), as the
    market's tooltips say it (the log names only tokens and animals this way)."""
    if item.startswith("M ") or (item[:1] in ("R", "S") and item[1:].isdigit()):
        return word(loc, "token", item)
    if item.startswith("T+"):
        return loc.t("club-table-item-turn", steps=int(item[2:]))
    if item == "D any":
        return loc.t("club-table-item-any")
    if item.startswith("D "):
        return loc.t("club-table-item-step", track=word(loc, "track", item[2:]))
    return word(loc, "tile", item)


def word(loc: Localizer, kind: str, value: Any, names: Sequence[str] = (), you: int | None = None) -> str:
    """A game word in the language: a token, a tile, a track, a bonus card, gems, a payment, a
    list of seats in their order (the viewer, `you`, in its place as ``club-log-you-listed``)."""
    if kind == "token":
        token = str(value)
        if token[:1] in ("R", "S") and token[1:].isdigit():
            msg = "club-word-rights" if token[0] == "R" else "club-word-ship"
            return loc.t(msg, capacity=int(token[1:]))
        return loc.t("club-word-mine", colour=token.removeprefix("M ").strip())
    if kind == "tokens":
        return loc.format_list([word(loc, "token", t) for t in value])
    if kind == "item":
        return item_word(loc, str(value))
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
    if kind == "track-value":  # what a track's space is worth, as the players read it
        track, level = value
        if track == "forest":
            return loc.t("club-word-track-value", track=track, points=FOREST_POINTS[level])
        if track == "money":
            return loc.t("club-word-track-value", track=track, coins=MONEY_COINS[level])
        return loc.t("club-word-track-value", track=track, level=level)
    if kind == "seats":  # an order, not a set: joined with the language's separator, no "and"
        return loc.t("club-word-order-sep").join(
            [loc.t("club-log-you-listed") if s == you else names[s] if 0 <= s < len(names) else f"#{s + 1}"
             for s in value])
    return str(value)


def render(entry: Entry, loc: Localizer, names: Sequence[str], you: int | None = None) -> str:
    """The entry's text in `loc`'s language; `names[seat]` is each seat's name, `you` the
    viewer's seat (addressed in the second person), if any."""
    args: dict[str, Any] = {}
    for key, value in entry.args:
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
                and value[0].startswith("@"):
            args[key] = word(loc, value[0][1:], value[1], names, you)
        else:
            args[key] = value
    return render_with_seats(loc, entry, args, you, lambda seats: _names(loc, seats, names, you))


def render_all(items: Iterable[Entry], loc: Localizer, names: Sequence[str],
               you: int | None = None) -> list[str]:
    """Every entry's line; a round's title line is preceded by an empty line (but the first)."""
    lines: list[str] = []
    for entry in items:
        if entry.tone == "title" and lines and entry.msg == "club-log-market":
            lines.append("")
        lines.append(render(entry, loc, names, you))
    return lines


def viewer(kinds: Sequence[str | None]) -> int | None:
    """The seat addressed as "you": the one person's seat of a game with exactly one person
    (`kinds`: "human" or "bot" per seat). With several people at one screen (hot seat) nobody
    is "you": each is named."""
    people = [i for i, k in enumerate(kinds) if k == "human"]
    return people[0] if len(people) == 1 else None


def record_viewer(record: Mapping[str, Any]) -> int | None:
    """The seat addressed as "you" in a record's log (see :func:`viewer`)."""
    seats = record.get("seats") or []
    return viewer([s.get("kind") if isinstance(s, Mapping) else None for s in seats])


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


__all__ = ["Entry", "TONES", "entries", "entries_of", "phase_after", "item_word", "render", "render_all", "word",
           "seat_names", "viewer", "record_viewer"]
