"""Scores, bonus-card points and the winners of Diamonds Club."""

from __future__ import annotations

from typing import Sequence

from .data import (FIVE_ALIKE_POINTS, FOREST, FOREST_POINTS, FOUR_DIFFERENT_POINTS, LONE_ANIMAL_POINTS,
                   MONEY_POINTS, OBJECT_POINTS, OBJECTS, TECH_POINTS, THREE_ALIKE_POINTS, TRIO_POINTS)
from .events import ScoreLine
from .table import Seat



def workings(s: Seat) -> dict[str, tuple[int, ...]]:
    """How a seat's points are made, the rules' arithmetic per row: (count, points each) for the
    objects, the forests, the animal trios and the single animals; the points of each bonus card;
    the technology and money tracks' points. The score is these worked out (`score_lines`), so
    a screen that shows "3 × 6" shows what was counted."""
    trio = min(s.park[5:8])
    return {"objects": (sum(s.park[:len(OBJECTS)]), OBJECT_POINTS),
            "forests": (s.park[FOREST], FOREST_POINTS[s.tracks[0]]),
            "trios": (trio, TRIO_POINTS),
            "singles": (sum(s.park[5:8]) - 3 * trio, LONE_ANIMAL_POINTS),
            "bonus": tuple(card_points(c) for c in s.cards),
            "tech": (TECH_POINTS[s.tracks[1]],),
            "money": (MONEY_POINTS[s.tracks[2]],)}


def score_lines(seats: Sequence[Seat]) -> list[ScoreLine]:
    """Each seat's score now (an ineligible seat scores 0 everywhere)."""
    out = []
    for p, s in enumerate(seats):
        gems = sum(s.gems)
        if not all(s.req):
            out.append(ScoreLine(p, 0, 0, 0, 0, 0, 0, False, gems))
            continue
        w = workings(s)
        objects = w["objects"][0] * w["objects"][1]
        forests = w["forests"][0] * w["forests"][1]
        animals = w["trios"][0] * w["trios"][1] + w["singles"][0] * w["singles"][1]
        bonus = sum(w["bonus"])
        tracks = w["tech"][0] + w["money"][0]
        out.append(ScoreLine(p, objects, forests, animals, bonus, tracks,
                             objects + forests + animals + bonus + tracks, True, gems))
    return out


def sets_grew(park: list[int], t: int) -> bool:
    """After one more object of kind `t`: did the number of complete four-object sets grow?"""
    n = park[t]
    return all(park[k] >= n for k in range(len(OBJECTS)) if k != t)


_CARD_POINTS = {f"three-{o}": THREE_ALIKE_POINTS for o in OBJECTS} | {
    "four-different": FOUR_DIFFERENT_POINTS[0], "four-different-2": FOUR_DIFFERENT_POINTS[1],
    "five-alike": FIVE_ALIKE_POINTS[0], "five-alike-2": FIVE_ALIKE_POINTS[1]}


def card_points(card: str) -> int:
    return _CARD_POINTS[card]


def winners_of(lines: Sequence[ScoreLine]) -> tuple[int, ...]:
    eligible = [line for line in lines if line.eligible]
    if not eligible:
        return ()
    best = max((line.total, line.gems) for line in eligible)
    return tuple(line.seat for line in eligible if (line.total, line.gems) == best)
