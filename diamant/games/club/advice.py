"""Advice for a person's decisions in Diamonds Club: the best way to sell one's production tokens
(phase 4) and the payment a sensible player makes for a building (phase 5).

Pure Python, no pygame: the dialogs propose what these functions say, and the player may change
it. Everything returned is a list of action strings as `ClubGame.legal()` spells them. The rules
stay in the engine: what a set yields and where a tile goes are read by playing the actions on a
copy of the game, never worked out here again.

How "best" is judged: first the gems a plan brings (a diamond a little more than a coloured gem,
as the bots weigh them in diamant.games.club.bots.value), then the tokens kept for the next round (the
bots' weights for a half-finished set), then the colours: a colour the player holds fewer of, or
the one its empty required space asks for, is worth a little more.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations

from .actions import build_head, keep_name, payment_text
from .bots.value import Weights
from .data import (ANY_TILE, CAPACITIES, COLOURS, DIAMOND, GEMS, OBJECTS, PRICES, TECH_BONUS, TECH_POINTS,
                   TRIO_POINTS)
from .game import ClubGame
from .scoring import workings
from .table import BUILD

# the colour each landscape object's price tile asks two of
_OBJECT_COLOUR: dict[int, int] = {o: c for o in range(len(OBJECTS)) if (c := PRICES[o][0]) is not None}
_KEPT_MINE = 0.9  # diamant.games.club.bots.value.token_value: a kept mine, a kept token per capacity
_KEPT_PER_CAPACITY = 0.28
_TWO_OF_A_SET = 1.5  # two kinds kept: one more token makes a set


@dataclass(frozen=True)
class GemsPlan:
    """One way through phase 4: the sets sold (colour index, rights and ship capacity indices) and
    the tokens kept (-1 for none of a kind)."""

    sets: tuple[tuple[int, int, int], ...]
    keep: tuple[int, int, int]

    def actions(self) -> list[str]:
        sells = [f"sell {COLOURS[c]} R{CAPACITIES[r]} S{CAPACITIES[s]}" for c, r, s in self.sets]
        return sells + [keep_name(*self.keep)]


def _counts(game: ClubGame, seat: int) -> tuple[list[int], list[int], list[int]]:
    s = game.seats[seat]
    return list(s.mines), list(s.rights), list(s.ships)


def _expand(counts: list[int]) -> list[int]:
    return [i for i, n in enumerate(counts) for _ in range(n)]


def _choices(items: list[int], k: int) -> set[tuple[int, ...]]:
    """The distinct sub-multisets of size k of `items` (sorted tuples)."""
    return {tuple(sorted(c)) for c in combinations(sorted(items), k)}


def _needed_colours(game: ClubGame, seat: int) -> set[int]:
    """The colours a still-empty required landscape space of the seat asks two of (the seat's
    required spaces as its game's rules version has them)."""
    s = game.seats[seat]
    out = set()
    for j, kind in enumerate(s.required):
        if kind < len(OBJECTS) and not s.req[j]:
            out.add(_OBJECT_COLOUR[kind])
    return out


def _colour_bonus(gems: list[int], needed: set[int]) -> float:
    """A small preference among equal plans: pairs of a colour build objects; a needed colour more."""
    score = 0.0
    for c in range(len(COLOURS)):
        score += min(gems[c], 2) * (1.5 if c in needed else 1.0) + 0.2 * max(0, gems[c] - 2)
    return score


def _all_plans(game: ClubGame, seat: int) -> list[GemsPlan]:
    """Every distinct way to sell the complete sets (as many as the tokens allow: the rules say
    every one), each with the best keep of what is left over."""
    mines, rights, ships = _counts(game, seat)
    k = min(sum(mines), sum(rights), sum(ships))
    plans: set[GemsPlan] = set()
    for rs in _choices(_expand(rights), k):
        for ss in _choices(_expand(ships), k):
            # for these rights and ships, pairing them biggest with biggest gives the most gems
            for ms in _choices(_expand(mines), k):
                for order in set(permutations(ms)):
                    sets = tuple(sorted(zip(order, sorted(rs, reverse=True), sorted(ss, reverse=True)),
                                        key=lambda t: (-min(t[1], t[2]), t)))
                    left_m = _minus(mines, ms)
                    left_r = _minus(rights, rs)
                    left_s = _minus(ships, ss)
                    for keep in _keeps(left_m, left_r, left_s, game, seat):
                        plans.add(GemsPlan(sets, keep))
    return sorted(plans, key=lambda p: (p.sets, p.keep))


def _minus(counts: list[int], used: tuple[int, ...]) -> list[int]:
    out = counts[:]
    for i in used:
        out[i] -= 1
    return out


def _keeps(mines: list[int], rights: list[int], ships: list[int], game: ClubGame,
           seat: int) -> list[tuple[int, int, int]]:
    """The sensible keeps of what is left: the biggest rights and ship; any one mine colour."""
    r = max((i for i, n in enumerate(rights) if n), default=-1)
    s = max((i for i, n in enumerate(ships) if n), default=-1)
    colours = [i for i, n in enumerate(mines) if n] or [-1]
    return [(c, r, s) for c in colours if not (c >= 0 and r >= 0 and s >= 0)]


def _plan_value(game: ClubGame, seat: int, plan: GemsPlan, needed: set[int]) -> float:
    extra, diamonds = TECH_BONUS[game.seats[seat].tracks[1]]
    gems = list(game.seats[seat].gems)
    for c, r, s in plan.sets:
        gems[c] += min(CAPACITIES[r], CAPACITIES[s]) + extra
        gems[DIAMOND] += diamonds
    value = sum(gems[:DIAMOND]) * Weights.gem + gems[DIAMOND] * Weights.diamond
    c, r, s = plan.keep
    pieces = [_KEPT_MINE if c >= 0 else 0.0, _KEPT_PER_CAPACITY * CAPACITIES[r] if r >= 0 else 0.0,
              _KEPT_PER_CAPACITY * CAPACITIES[s] if s >= 0 else 0.0]
    kept = sum(pieces) * (_TWO_OF_A_SET if sum(1 for p in pieces if p) == 2 else 1.0)
    colour = 0.0
    if c >= 0:
        colour += 0.01 * (1.0 if c in needed else 0.0)
    return value + kept + 0.05 * _colour_bonus(gems, needed) + colour


def best_gems_plan(game: ClubGame, seat: int) -> GemsPlan:
    needed = _needed_colours(game, seat)
    plans = _all_plans(game, seat)
    return max(plans, key=lambda p: _plan_value(game, seat, p, needed))


def gems_plan(game: ClubGame, seat: int) -> list[str]:
    """The seat's best phase 4: the `sell` actions (every complete set), then the `keep`."""
    return best_gems_plan(game, seat).actions()


def gems_choice_needed(game: ClubGame, seat: int) -> bool:
    """False when the seat's phase 4 has one sensible outcome (the table may play it without asking):
    the same gems whatever the pairing, and no choice of which mine colour to keep."""
    plans = _all_plans(game, seat)
    outcomes = set()
    extra, diamonds = TECH_BONUS[game.seats[seat].tracks[1]]
    for p in plans:
        gained = [0] * len(GEMS)
        for c, r, s in p.sets:
            gained[c] += min(CAPACITIES[r], CAPACITIES[s]) + extra
            gained[DIAMOND] += diamonds
        outcomes.add((tuple(gained), p.keep[0]))
    return len(outcomes) > 1


# --- building ----------------------------------------------------------------------------------

def build_options(game: ClubGame, seat: int, tile: int, obj: int | None = None) -> list[str]:
    """The legal `build` actions of price tile `tile` for `seat` (empty unless it is the seat's
    turn to build, or when that price tile is not open to it). For the any landscape object tile,
    those that build `obj` (0..3), or all of them when `obj` is None."""
    if game.phase != BUILD or game.to_move() != seat:
        return []
    if tile == ANY_TILE:
        head = "build any:" if obj is None else build_head(tile, obj)
    else:
        head = build_head(tile, -1)
    return [a for a in game.legal() if a.startswith(head)]


def any_objects(game: ClubGame, seat: int) -> list[int]:
    """The landscape objects (0..3) `seat` can build now with the any landscape object tile."""
    offered = {a.split()[1] for a in build_options(game, seat, ANY_TILE)}
    return [o for o, name in enumerate(OBJECTS) if f"any:{name}" in offered]


def payment_of(action: str) -> tuple[int, ...]:
    """The gem counts (blue, yellow, green, red, diamond) a `build ... pay ...` action pays."""
    counts = [0] * len(GEMS)
    for g in action.split(" pay ", 1)[1].split(","):
        counts[GEMS.index(g)] += 1
    return tuple(counts)


def build_action(tile: int, payment: tuple[int, ...], obj: int = -1) -> str:
    """The action of building with price tile `tile` (the any tile: object `obj`) and `payment`."""
    return build_head(tile, obj) + payment_text(payment)


def _left_value(gems: list[int], needed: set[int]) -> float:
    """What the gems left after paying are worth: diamonds most (they pay for anything), then a
    pair of a colour (it builds an object; the second gem completes it, so it counts most), a
    needed colour's pair more; gems beyond a pair least, each a little less than the one before,
    so that extra gems are paid from the biggest pile."""
    value = gems[DIAMOND] * 10.0
    for c in range(len(COLOURS)):
        n = gems[c]
        pair = (2.5 * min(n, 1) + 3.5 * (n >= 2)) * (1.5 if c in needed else 1.0)
        value += pair + sum(1.0 - 0.01 * k for k in range(max(0, n - 2)))
    return value


def default_payment(game: ClubGame, seat: int, tile: int, obj: int | None = None) -> str | None:
    """The `build` action a sensible player pays with: the price tile's own colour for its fixed
    gems, the rest from the colours held most and needed least, diamonds last. None when the
    seat cannot build with that price tile now (the any tile: `obj`, or any object)."""
    options = build_options(game, seat, tile, obj)
    if not options:
        return None
    held = game.seats[seat].gems
    needed = _needed_colours(game, seat)
    built = tile if tile < len(OBJECTS) else obj if tile == ANY_TILE else None
    if built is not None:
        needed.discard(_OBJECT_COLOUR[built])  # this building is what that colour was needed for

    def left(action: str) -> float:
        pay = payment_of(action)
        return _left_value([h - p for h, p in zip(held, pay)], needed)

    return max(options, key=lambda a: (left(a), -options.index(a)))


# --- the final scores, split as the scoring screen shows them --------------------------------------

#: the rows of the final scoring, in order (the last two: the total, and the gems of the tie-break)
SCORE_ROWS = ("objects", "forests", "trios", "singles", "bonus", "tech", "money", "total", "gems")


def score_breakdown(game: ClubGame) -> list[dict[str, int]]:
    """Per seat, the engine's score lines (diamant.games.club.scoring) with two of their sums split for
    the screen: animals into trios and single animals, tracks into technology and money. An
    ineligible seat scores 0 in every row (its gems still count for nothing but are shown)."""
    out = []
    for line, s in zip(game.score_lines(), game.seats):
        trios = TRIO_POINTS * min(s.park[len(OBJECTS) + 1:]) if line.eligible else 0
        tech = TECH_POINTS[s.tracks[1]] if line.eligible else 0
        out.append({"objects": line.objects, "forests": line.forests, "trios": trios,
                    "singles": line.animals - trios, "bonus": line.bonus, "tech": tech,
                    "money": line.tracks - tech, "total": line.total, "gems": line.gems,
                    "eligible": int(line.eligible)})
    return out


def score_workings(game: ClubGame) -> list[dict[str, tuple[int, ...]]]:
    """Per seat, how each row of `score_breakdown` was made (diamant.games.club.scoring.workings):
    (count, points each) for objects, forests, trios and singles, the bonus cards' points; an
    ineligible seat's rows are empty (it scores nothing)."""
    return [workings(s) if line.eligible else {} for line, s in zip(game.score_lines(), game.seats)]


def tie_broken_by_gems(game: ClubGame) -> bool:
    """True when eligible players tied on the best total and the gems decided between them."""
    lines = [line for line in game.score_lines() if line.eligible]
    if not lines:
        return False
    best = max(line.total for line in lines)
    tied = [line for line in lines if line.total == best]
    return len(tied) > 1 and len({line.gems for line in tied}) > 1


__all__ = ["GemsPlan", "gems_plan", "best_gems_plan", "gems_choice_needed", "default_payment",
           "build_options", "any_objects", "payment_of", "build_action", "SCORE_ROWS", "score_breakdown", "score_workings",
           "tie_broken_by_gems"]
