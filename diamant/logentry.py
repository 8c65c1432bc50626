"""A line of a game's log as data, shared by both games' logs (diamant.games.diamant.logbook for Diamant,
diamant.games.club.log for Diamonds Club): a message id, its arguments and the seats it names. It holds
no text; each game's log renders it in a language when it is shown.

Neutral: imports neither game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

if TYPE_CHECKING:  # (only its type: each game's log has a Localizer at hand)
    from diamant.i18n import Localizer

#: How a line is shown (a screen maps each tone to a colour).
TONES = ("plain", "dim", "title", "gold", "warn", "danger")


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the log: ``msg`` formatted with ``args``, naming ``seats`` (as ``$who``)."""

    msg: str
    args: tuple[tuple[str, Any], ...] = ()
    seats: tuple[int, ...] = ()
    tone: str = "plain"
    round: int = 0

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.args)


def entry(msg: str, tone: str = "plain", seats: Iterable[int] = (), round: int = 0,
          **args: Any) -> Entry:
    """An Entry with its arguments in a fixed order (entries compare equal when they say the same)."""
    return Entry(msg, tuple(sorted(args.items())), tuple(seats), tone, round)


def join_seat_names(loc: Localizer, seats: Sequence[int], names: Sequence[str], you: int | None,
                    you_word: str, unnamed: Callable[[int], str]) -> str:
    """The seats' names joined by the language's list pattern; the viewer (`you`), if named, comes
    first as the game's pronoun (message `you_word`); a seat without a name is `unnamed(seat)`."""
    items = [names[s] if 0 <= s < len(names) else unnamed(s) for s in seats if s != you]
    if you is not None and you in seats:
        items.insert(0, loc.t(you_word))
    return loc.format_list(items)


def render_with_seats(loc: Localizer, entry: Entry, args: dict[str, Any], you: int | None,
                      who: Callable[[Sequence[int]], str]) -> str:
    """`entry` in `loc`'s language with `args` (its arguments, in words): the seats it names are
    `$who` (`who(seats)`) and `$people` (how many); when they include the viewer `you`, the
    message's "-you" form is used where the language has one."""
    msg = entry.msg
    if entry.seats:
        args["who"] = who(entry.seats)
        args["people"] = len(entry.seats)
        if you is not None and you in entry.seats and loc.has(msg + "-you"):
            msg += "-you"
    return loc.t(msg, **args)


__all__ = ["TONES", "Entry", "entry", "join_seat_names", "render_with_seats"]
