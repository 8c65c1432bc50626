"""Scores, bonus-card points and the winners of Diamonds Club."""

from __future__ import annotations

from typing import Sequence

from .data import (FIVE_ALIKE_POINTS, FOREST, FOREST_POINTS, FOUR_DIFFERENT_POINTS, LONE_ANIMAL_POINTS,
                   MONEY_POINTS, OBJECT_POINTS, OBJECTS, TECH_POINTS, THREE_ALIKE_POINTS, TRIO_POINTS)
from .events import ScoreLine
from .table import Seat



def score_lines(seats: Sequence[Seat]) -> list[ScoreLine]:
    """Each seat's score now (an ineligible seat scores 0 everywhere)."""
    out = []
    for p, s in enumerate(seats):
        gems = sum(s.gems)
        if not all(s.req):
            out.append(ScoreLine(p, 0, 0, 0, 0, 0, 0, False, gems))
            continue
        objects = OBJECT_POINTS * sum(s.park[:len(OBJECTS)])
        forests = FOREST_POINTS[s.tracks[0]] * s.park[FOREST]
        trio = min(s.park[5:8])
        animals = TRIO_POINTS * trio + LONE_ANIMAL_POINTS * (sum(s.park[5:8]) - 3 * trio)
        bonus = sum(card_points(c) for c in s.cards)
        tracks = TECH_POINTS[s.tracks[1]] + MONEY_POINTS[s.tracks[2]]
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
