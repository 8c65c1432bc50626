"""What a position is worth to a seat, read from `ClubGame.state()` alone (public knowledge).

Everything is measured in expected end-of-game points, so one number can compare a coin, a gem,
a token, a track step and a tile. The estimates are deliberately simple (they are the bots'
judgement, not the rules): the rules themselves stay in the engine, which the bots call to see
what an action does.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..data import PARK_KINDS
from ..data import REQUIRED as DATA_REQUIRED

State = Mapping[str, Any]
Player = Mapping[str, Any]

OBJECTS = ("fountain", "orangery", "pavilion", "rose-garden")
ANIMALS = ("pond", "deer-park", "aviary")
COLOURS = ("blue", "yellow", "green", "red")
# The colour a landscape's price tile asks two of (DIAMONDS-CLUB.md, price tiles).
OBJECT_COLOUR = {"fountain": "blue", "orangery": "green", "pavilion": "yellow", "rose-garden": "red"}
# The boards red, white, bronze, blue and each board's required spaces (the state names a
# player's board; seat k plays board k unless the players chose otherwise).
BOARDS = ("red", "white", "bronze", "blue")
# The required kinds come from the rules' data module (they are a reconstructed value, kept in one
# place); a state that names them ("required") is read first, so a plugin's state still works.
REQUIRED = tuple(tuple(PARK_KINDS[k] for k in kinds) for kinds in DATA_REQUIRED)
LIGHT_SPACES = 14
TECH_GEMS = (0.0, 1.0, 1.3, 2.3, 3.3)  # gems (a diamond a bit more) each set gains, by tech level


class Weights:
    """The tunable numbers of the judgement (one object, so a level can change a few)."""

    gem = 1.15          # a gem still to be built with
    diamond = 1.35      # a diamond pays for any colour
    coin = 0.22         # a coin during the buying phase (gone at the round's end)
    turn_lead = 1.6     # furthest right on the turn track: a diamond and the lead
    most_coins = 0.9    # most coins unspent: a diamond, if it holds
    required = 3.0      # each empty required space, growing as the end nears
    opponents = 0.6     # how much the others' gains count against one's own
    leader = 0.8        # leading the next round: the first pick of the market
    last_gem = 0.3      # a gem in the last round's building: only the tie-break is left after it


def _num(value: Any, default: int = 0) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    if isinstance(value, str):
        digits = "".join(c for c in value if c.isdigit())
        return int(digits) if digits else default
    if isinstance(value, (list, tuple)):
        return len(value)
    return default


def track_level(player: Player, track: str) -> int:
    """0 (the first space) .. 4 (the end) of a development track."""
    tracks = player.get("tracks")
    value = tracks.get(track, 0) if tracks else 0
    if type(value) is not int:
        if isinstance(value, str) and not any(c.isdigit() for c in value):
            return 0  # "start"
        value = _num(value)
    return 0 if value < 0 else 4 if value > 4 else value


def forest_points(player: Player) -> int:
    return 2 + track_level(player, "forest")


def park(player: Player) -> Mapping[str, int]:
    p = player.get("park")
    return p if p else {}


def required_kinds(player: Player, seat: int) -> tuple[str, ...]:
    """The park kinds the player's board requires."""
    named = player.get("required")
    if isinstance(named, dict) and len(named) == 3:
        return tuple(named)
    board = player.get("board")
    return REQUIRED[BOARDS.index(board) if board in BOARDS else seat % 4]


def required_missing(player: Player, seat: int) -> int:
    filled = player.get("required_filled")
    if isinstance(filled, (list, tuple)):
        return 3 - len(filled)
    if isinstance(filled, int) and not isinstance(filled, bool):
        return 3 - filled
    counts = park(player)
    return sum(1 for kind in required_kinds(player, seat) if counts.get(kind, 0) < 1)


def rounds_left(state: State) -> float:
    """How many rounds the game is likely to last after this one's building, roughly."""
    most = max((_num(p.get("light_filled", 0)) for p in state["players"]), default=0)
    if state.get("phase") == "over" or state.get("end_triggered"):
        return 0.0  # this round is the last
    return max(0.0, (LIGHT_SPACES - most) / 2.6 - 0.5)


def tokens(player: Player) -> tuple[list[str], list[int], list[int]]:
    mines: list[str] = []
    rights: list[int] = []
    ships: list[int] = []
    for t in player.get("tokens", ()):
        if t.startswith("R") and t[1:].isdigit():
            rights.append(int(t[1:]))
        elif t.startswith("S") and t[1:].isdigit():
            ships.append(int(t[1:]))
        else:
            mines.append(t.removeprefix("M ").strip())
    return mines, rights, ships


def token_value(player: Player, w: type[Weights] = Weights, later: float = 1.0) -> float:
    """The gems the player's production tokens will give, in points: complete sets now, and the
    half-finished set kept for next round (worth less: it still needs buying)."""
    mines, rights, ships = tokens(player)
    rights.sort(reverse=True)
    ships.sort(reverse=True)
    sets = min(len(mines), len(rights), len(ships))
    tech = TECH_GEMS[track_level(player, "tech")]
    gems = sum(min(r, s) for r, s in zip(rights[:sets], ships[:sets])) + sets * tech
    value = gems * w.gem
    # what stays after selling: at most one of each kind, and never all three
    part = 0.0
    rest_r = rights[sets:sets + 1]
    rest_s = ships[sets:sets + 1]
    rest_m = len(mines) > sets
    if later > 0:
        pieces = [0.9 if rest_m else 0.0, 0.28 * rest_r[0] if rest_r else 0.0,
                  0.28 * rest_s[0] if rest_s else 0.0]
        have = sum(1 for p in pieces if p)
        if have == 2:
            part = sum(pieces) * 1.5  # one more token makes a set
        else:
            part = sum(pieces)
        part *= min(1.0, later)
    return value + part


def animal_points(counts: Mapping[str, int], later: float) -> float:
    a = [counts.get(k, 0) for k in ANIMALS]
    trios = min(a)
    pts = 10.0 * trios + sum(a) - 3 * trios
    distinct = sum(1 for n in a if n > trios)
    if later > 0 and distinct:
        pts += (0.0, 1.0, 3.5)[distinct] * min(1.0, later)  # a trio in the making
    return pts


def park_points(player: Player, later: float) -> float:
    counts = park(player)
    objects = sum(counts.get(k, 0) for k in OBJECTS)
    forests = counts.get("forest", 0)
    bonus = sum(_num(b) for b in player.get("bonus", ()))
    return 4.0 * objects + forest_points(player) * forests + animal_points(counts, later) + bonus


def track_value(player: Player, later: float, w: type[Weights] = Weights) -> float:
    """Track steps: their end-of-game points, and what they bring in the rounds still to come."""
    forest, tech, money = (track_level(player, k) for k in ("forest", "tech", "money"))
    forests_to_come = 0.6 * later
    value = forest * forests_to_come  # points each future forest gains (counted ones are in park)
    value += TECH_GEMS[tech] * 0.8 * later * w.gem + (2.0 if tech == 4 else 0.0)
    value += (0, 0, 1, 2, 3)[money] + money * later * w.coin * 1.6
    return value


def seat_value(state: State, seat: int, w: type[Weights] = Weights, fresh: bool = False) -> float:
    """One seat's position in expected end-of-game points. `fresh`: the state is the start of
    a round (a playout's end), whose coins and turn track say nothing yet."""
    player = state["players"][seat]
    phase = state.get("phase")
    if phase == "over":
        return float(_score_total(state, seat))
    later = rounds_left(state)
    value = park_points(player, later)
    missing = required_missing(player, seat)
    if missing:
        value -= missing * w.required * (1.0 + 3.0 / (1.0 + later))
    gems = player.get("gems", {})
    coloured = sum(_num(gems.get(c, 0)) for c in COLOURS)
    diamonds = _num(gems.get("diamond", 0))
    if later > 0 or phase in ("buy", "gems"):
        spendable = 1.0
    elif phase == "build":
        # the last building phase: a gem not built with now is worth no point, so a build
        # (the any landscape object tile's 4 gems for an object's 4 points too) beats keeping it
        spendable = w.last_gem
    else:
        spendable = 0.05
    value += (coloured * w.gem + diamonds * w.diamond) * spendable
    value += token_value(player, w, later if phase in ("buy", "gems") else later - 0.5)
    value += track_value(player, later, w)
    if fresh:
        if state.get("leader") == seat:
            value += w.leader
    elif phase == "buy":
        value += _buy_phase_extras(state, seat, w)
    return value


def _buy_phase_extras(state: State, seat: int, w: type[Weights]) -> float:
    """Coins still to spend, and the diamonds phase 3 is about to give."""
    players: Sequence[Player] = state["players"]
    me = players[seat]
    coins = _num(me.get("coins", 0))
    value = coins * w.coin
    others = [_num(p.get("coins", 0)) for i, p in enumerate(players) if i != seat]
    if others and coins >= max(others):
        value += w.most_coins
    turn = _num(me.get("turn", 0))
    others_turn = [_num(p.get("turn", 0)) for i, p in enumerate(players) if i != seat]
    if others_turn and turn >= max(others_turn):
        value += w.turn_lead
    elif others_turn:
        value += w.turn_lead * 0.5 * max(0.0, 1.0 - (max(others_turn) - turn) / 3.0)
    return value


def _score_total(state: State, seat: int) -> int:
    scores = state.get("scores")
    if isinstance(scores, list) and seat < len(scores):
        entry = scores[seat]
        if isinstance(entry, Mapping):
            return _num(entry.get("total", 0))
        return _num(entry)
    player = state["players"][seat]
    if required_missing(player, seat):
        return 0
    return int(park_points(player, 0.0) + track_value(player, 0.0))


def margin(state: State, seat: int, w: type[Weights] = Weights, fresh: bool = False) -> float:
    """One's value less a share of the others' (their best and their mean): what a bot
    maximises. `fresh`: see seat_value."""
    n = len(state["players"])
    values = [seat_value(state, s, w, fresh) for s in range(n)]
    mine = values[seat]
    others = [v for s, v in enumerate(values) if s != seat]
    if not others:
        return mine
    best = max(others)
    mean = sum(others) / len(others)
    return mine - w.opponents * (0.5 * best + 0.5 * mean)


__all__ = ["Weights", "State", "seat_value", "margin", "rounds_left", "token_value",
           "track_level", "required_kinds", "required_missing", "OBJECTS", "ANIMALS", "COLOURS", "REQUIRED",
           "OBJECT_COLOUR"]
