"""The questions screens ask about a game, answered by the rules: standings and hazard marks.

- `standings(...)`: each seat's score (chest + relic points), its rank and whether it wins, with the
  edition's tie rule (tied seats share the victory and the rank; a ruleset with
  `tie_break_relics` breaks a tie by the number of relics held). A chest secret to the asker has no
  score and no rank.
- `hazard_marks(cards)`: for each card of a path, whether it is a hazard seen for the first time
  this round (a warning) or the second of its type (the disaster). The events say the same thing
  as they happen (`HazardWarning`, `Disaster`); this answers it for a snapshot (resume, seek).

Pure functions of public data; no pygame, nothing of the deck.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Sequence

from .cards import Card, CardKind, Ruleset
from .view import PublicView, SeatView

__all__ = ["HazardMark", "Standing", "hazard_marks", "standings", "standings_of"]


class HazardMark(str, Enum):
    FIRST_SEEN = "first-seen"  # the first hazard of its type this round: a warning
    DISASTER = "disaster"  # a second hazard of one type: the round ends


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's place. `chest`, `score` and `rank` are None when the chest is secret to the
    asker; `rank` 1 is first, tied seats share a rank (1, 1, 3 ...)."""

    seat: int
    chest: int | None
    relic_points: int
    relics: int  # relic cards held
    score: int | None
    rank: int | None
    winner: bool


def standings(ruleset: Ruleset, chests: Sequence[int | None],
              relics_held: Sequence[Sequence[int]]) -> tuple[Standing, ...]:
    """Seats best first (unknown scores last, in seat order). `relics_held[s]` are the values of
    the relics seat `s` took. Winners are the rank-1 seats, and only when every score is known."""
    n = len(chests)
    points = [sum(relics_held[s]) for s in range(n)]
    counts = [len(relics_held[s]) for s in range(n)]
    scores = [None if c is None else c + p for c, p in zip(chests, points)]
    tie = ruleset.tie_break_relics

    def key(s: int) -> tuple[int, int]:
        score = scores[s]
        assert score is not None  # asked only of the seats whose score is known
        return (score, counts[s] if tie else 0)

    known = sorted((s for s in range(n) if scores[s] is not None), key=lambda s: (
        -key(s)[0], -key(s)[1], s))
    unknown = [s for s in range(n) if scores[s] is None]
    all_known = not unknown
    out: list[Standing] = []
    for s in known:
        rank = 1 + sum(1 for o in known if key(o) > key(s))
        out.append(Standing(s, chests[s], points[s], counts[s], scores[s], rank,
                            all_known and rank == 1))
    for s in unknown:
        out.append(Standing(s, None, points[s], counts[s], None, None, False))
    return tuple(out)


def standings_of(view: Any) -> tuple[Standing, ...]:
    """Standings as seen by a `SeatView` (other secret chests unknown), a `PublicView` (every
    chest unknown when chests are secret) or a `Game` (everything known)."""
    if isinstance(view, SeatView):
        return standings(view.ruleset, view.chests, view.relics_held)
    if isinstance(view, PublicView):
        chests = view.open_chests
        return standings(view.ruleset, chests if chests is not None else (None,) * view.players,
                         view.relics_held)
    return standings(view.ruleset, view.chests,  # a Game: every chest known
                     [[v for _, v in h] for h in view.relics_held])


def hazard_marks(cards: Iterable[Card]) -> tuple[HazardMark | None, ...]:
    """Per card of a round's path: FIRST_SEEN, DISASTER (a second one of its type, and the first
    one it matched), or None for a treasure or relic."""
    marks: list[HazardMark | None] = []
    first: dict[Any, int] = {}
    for i, card in enumerate(cards):
        if card.kind is not CardKind.HAZARD:
            marks.append(None)
        elif card.hazard in first:
            marks.append(HazardMark.DISASTER)
            marks[first[card.hazard]] = HazardMark.DISASTER
        else:
            first[card.hazard] = i
            marks.append(HazardMark.FIRST_SEEN)
    return tuple(marks)
