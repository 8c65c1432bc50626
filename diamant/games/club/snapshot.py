"""A game's state as plain JSON, and a game rebuilt from such a state (the bots' simulator).

`state_of(g)` never shows a future market. `game_from_state(state, seed)` holds
`game_from_state(g.state(), s).state() == g.state()` and gives the same legal actions; the
markets of later rounds come from `seed`. A state that is not one the rules can reach in the
essentials (wrong shapes, unknown names, impossible counts) is refused with a RulesError.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from diamant.errors import RulesError

from .actions import space_name, space_names
from .data import (ANIMALS, BOARDS, CAPACITIES, COLOURS, DARK_SPACES, GEMS, ITEM_NAMES, LIGHT_SPACES,
                   MAX_PLAYERS, MIN_PLAYERS, OBJECTS, PARK_KINDS, PRICE_TILES, RULES_VERSION, RULESETS,
                   TRACK_END, TRACKS, TURN_LAST, TURN_SPACES, Ruleset)
from .scoring import card_points
from .table import OVER, PHASES, Dealer, Seat, check_deal, neighbours

if TYPE_CHECKING:  # game.py calls this module: no import back at run time
    from .game import ClubGame

STATE_FORMAT = "diamonds-club-state"


_THREE_NAMES = tuple(f"three-{o}" for o in OBJECTS)
_STACK_NAMES = OBJECTS + ANIMALS


def state_of(g: ClubGame) -> dict[str, Any]:
    players = []
    pos = g.pos
    for p, s in enumerate(g.seats):
        tokens = s.tokens() if (any(s.mines) or any(s.rights) or any(s.ships)) else []
        players.append({
            "seat": p,
            "board": BOARDS[s.board],
            "coins": s.coins,
            "gems": dict(zip(GEMS, s.gems)),
            "tokens": tokens,
            "tracks": dict(zip(TRACKS, s.tracks)),
            "turn": pos[p],
            "park": dict(zip(PARK_KINDS, s.park)),
            "required": dict(zip((PARK_KINDS[k] for k in s.required), s.req)),
            "required_filled": s.req.count(True),
            "light_filled": s.light,
            "dark_filled": s.dark,
            "placed": [PARK_KINDS[k] for k in s.placed],
            "bonus": sorted(card_points(c) for c in s.cards) if s.cards else [],
            "bonus_cards": list(s.cards),
            "passed": s.passed,
            "kept": s.kept,
        })
    market = {name: {"item": item, "taken_by": owner if owner >= 0 else None, "coins": paid, "price": price}
              for name, item, owner, paid, price in zip(space_names(g.rules.rows), g.item_names, g.owner, g.paid,
                                                        g.price)}
    track = g.track
    order = [q for t in range(TURN_LAST, -1, -1) for q in reversed(track[t])]
    markers = g.markers
    seats = range(g.players)
    return {
        "format": STATE_FORMAT,
        "rules": g.rules.version,
        "round": g.round,
        "phase": PHASES[g.phase],
        "to_move": g.to_move(),
        "leader": g.leader,
        "players": players,
        "cards": list(g.cards),
        "market": market,
        "turn_track": [t[:] for t in track],
        "order": order,
        "price_tiles": {name: [p for p in seats if markers[t] >> p & 1] if markers[t] else []
                        for t, name in enumerate(PRICE_TILES[:g.rules.price_tiles])},
        "stacks": dict(zip(_STACK_NAMES, g.land + g.animals)),
        "bonus_cards": {**{name: (who if who >= 0 else None) for name, who in zip(_THREE_NAMES, g.three)},
                        "four-different": list(g.four), "five-alike": list(g.five)},
        # the bonus cards still to win, with their points (the second card of a kind only after the first)
        "bonus_left": {card: card_points(card) for card in _cards_left(g)},
        "end_triggered": g.end,
    }


def _cards_left(g: ClubGame) -> list[str]:
    left = [f"three-{o}" for k, o in enumerate(OBJECTS) if g.three[k] < 0]
    left += ["four-different", "four-different-2"][len(g.four):]
    left += ["five-alike", "five-alike-2"][len(g.five):]
    return left


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise RulesError(f"state: {what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise RulesError(f"state: {what} must be a list, not {value!r}")
    return value


def _get(d: Any, key: str, what: str) -> Any:
    if not isinstance(d, dict) or key not in d:
        raise RulesError(f"state: {what} has no {key!r}")
    return d[key]


def game_from_state(state: dict[str, Any], seed: int, cls: type[ClubGame]) -> ClubGame:
    """A game in `state` (as written by state_of) whose later markets come from `seed`."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RulesError(f"the seed must be a whole number, not {seed!r}")
    raw_players = _get(state, "players", "the state")
    if not isinstance(raw_players, list) or not MIN_PLAYERS <= len(raw_players) <= MAX_PLAYERS:
        raise RulesError("state: 'players' must list 2 to 4 players")
    n = len(raw_players)
    version = state.get("rules", RULES_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version not in RULESETS:
        raise RulesError(f"state: unknown rules version {version!r}")
    g = cls.__new__(cls)
    g.rules = rules = RULESETS[version]
    g.players = n
    g.seed = seed
    g.deals = None
    g._dealer = Dealer(seed, 0)  # set again below, once the round is known
    g.actions = []
    g._nb = neighbours(n, rules.rows)
    g.continued = True
    g._start_events = []
    g._legal = None
    g.round = _int(_get(state, "round", "the state"), "the round", 1, 10**6)
    g._dealer = Dealer(seed, g.round + 1)
    phase = _get(state, "phase", "the state")
    if phase not in PHASES:
        raise RulesError(f"state: unknown phase {phase!r}")
    g.phase = PHASES.index(phase)
    g.leader = _int(_get(state, "leader", "the state"), "the leader", 0, n - 1)
    to_move = _get(state, "to_move", "the state")
    g.current = -1 if g.phase == OVER else _int(to_move, "to_move", 0, n - 1)
    g.seats = [_seat(raw, p, rules) for p, raw in enumerate(raw_players)]
    g.boards = tuple(seat.board for seat in g.seats)
    if len(set(g.boards)) != n:
        raise RulesError("state: two players play the same board")
    # the turn track: stacks bottom to top
    track = _get(state, "turn_track", "the state")
    if not isinstance(track, list) or len(track) != TURN_SPACES:
        raise RulesError(f"state: the turn track lists {TURN_SPACES} spaces")
    g.track = [[_int(q, "a turn-track marker", 0, n - 1) for q in _list(stack, "a turn-track space")]
               for stack in track]
    if sorted(q for stack in g.track for q in stack) != list(range(n)):
        raise RulesError("state: the turn track must hold each player's marker once")
    g.pos = [0] * n
    for t, stack in enumerate(g.track):
        for q in stack:
            g.pos[q] = t
            if raw_players[q].get("turn") != t:
                raise RulesError(f"state: player {q}'s 'turn' disagrees with the turn track")
    g.order = [q for t in range(TURN_LAST, -1, -1) for q in reversed(g.track[t])]
    # the market
    cards = _get(state, "cards", "the state")
    g.cards = check_deal(n, cards)
    g._lay_market(g.cards)
    market = _get(state, "market", "the state")
    for i in range(len(g.items)):
        name = space_name(i, rules.rows)
        entry = _get(market, name, "the market")
        if _get(entry, "item", name) != ITEM_NAMES[g.items[i]]:
            raise RulesError(f"state: market space {name} disagrees with the cards")
        taken = entry.get("taken_by")
        if taken is not None:
            g.owner[i] = _int(taken, f"{name}'s taken_by", 0, n - 1)
            g.paid[i] = _int(entry.get("coins", 1), f"{name}'s coins", 1, 4 * len(g.items))
    for i in range(len(g.items)):
        g.price[i] = 1 + sum((g.paid[j] if rules.price_per_coin else 1) for j in g._nb[i] if g.owner[j] >= 0)
    g.free = [i for i in range(len(g.items)) if g.owner[i] < 0]
    tiles = _get(state, "price_tiles", "the state")
    g.markers = [0] * len(PRICE_TILES)
    for t, name in enumerate(PRICE_TILES[:rules.price_tiles]):
        for q in _list(_get(tiles, name, "price_tiles"), f"the {name} price tile's markers"):
            g.markers[t] |= 1 << _int(q, "a price-tile marker", 0, n - 1)
    stacks = _get(state, "stacks", "the state")
    g.land = [_int(_get(stacks, o, "stacks"), f"the {o} stack", 0, 10**3) for o in OBJECTS]
    g.animals = [_int(_get(stacks, a, "stacks"), f"the {a} stack", 0, 10**3) for a in ANIMALS]
    g.three = [-1] * len(OBJECTS)
    g.four = []
    g.five = []
    # who won which card: in seat order (only the counts of the last two kinds matter to the rules)
    for p, s in enumerate(g.seats):
        for card in s.cards:
            if card.startswith("three-"):
                g.three[OBJECTS.index(card[6:])] = p
    bonus = state.get("bonus_cards")
    if isinstance(bonus, dict):
        g.four = [_int(q, "a bonus card's owner", 0, n - 1)
                  for q in _list(bonus.get("four-different", []), "the four-different cards")]
        g.five = [_int(q, "a bonus card's owner", 0, n - 1)
                  for q in _list(bonus.get("five-alike", []), "the five-alike cards")]
        if len(bonus.get("four-different", [])) > 2 or len(bonus.get("five-alike", [])) > 2:
            raise RulesError("state: there are only two four-different and two five-alike cards")
    g.end = bool(_get(state, "end_triggered", "the state"))
    g._index_market()  # from the market and the stacks
    return g


def _placed(raw: Any, s: Seat, what: str) -> list[int]:
    """The order a park's tiles were placed in. A state without one (written before it was
    kept), or whose park was changed by hand (a bot's what-if, a screenshot), keeps what of the
    order still fits the counts, then the other tiles in the order of the kinds, the filled
    required ones first."""
    if raw is None:
        raw = []
    if not isinstance(raw, list) or any(k not in PARK_KINDS for k in raw):
        raise RulesError(f"state: {what}'s placed tiles are a list of park kinds")
    left = s.park[:]
    placed = []
    for k in [PARK_KINDS.index(k) for k in raw] + [k for j, k in enumerate(s.required) if s.req[j]]:
        if left[k] > 0:
            left[k] -= 1
            placed.append(k)
    return placed + [k for k in range(len(PARK_KINDS)) for _ in range(left[k])]


def _seat(raw: Any, p: int, rules: Ruleset) -> Seat:
    what = f"player {p}"
    board = raw.get("board", BOARDS[p % len(BOARDS)]) if isinstance(raw, dict) else None
    if board not in BOARDS:
        raise RulesError(f"state: {what}'s board is one of {', '.join(BOARDS)}, not {board!r}")
    s = Seat(BOARDS.index(board), rules.required)
    s.coins = _int(_get(raw, "coins", what), f"{what}'s coins", 0, 10**6)
    gems = _get(raw, "gems", what)
    s.gems = [_int(_get(gems, c, f"{what}'s gems"), f"{what}'s {c}", 0, 10**6) for c in GEMS]
    tokens = _get(raw, "tokens", what)
    if not isinstance(tokens, list):
        raise RulesError(f"state: {what}'s tokens are a list")
    for tok in tokens:
        if tok in COLOURS:
            s.mines[COLOURS.index(tok)] += 1
        elif isinstance(tok, str) and tok[:1] in ("R", "S") and tok[1:] in {str(c) for c in CAPACITIES}:
            (s.rights if tok[0] == "R" else s.ships)[CAPACITIES.index(int(tok[1:]))] += 1
        else:
            raise RulesError(f"state: {what} has an unknown token {tok!r}")
    tracks = _get(raw, "tracks", what)
    s.tracks = [_int(_get(tracks, t, f"{what}'s tracks"), f"{what}'s {t} track", 0, TRACK_END[k])
                for k, t in enumerate(TRACKS)]
    park = _get(raw, "park", what)
    s.park = [_int(_get(park, k, f"{what}'s park"), f"{what}'s {k}", 0, LIGHT_SPACES + DARK_SPACES)
              for k in PARK_KINDS]
    req = _get(raw, "required", what)
    s.req = [bool(_get(req, PARK_KINDS[k], f"{what}'s required spaces")) for k in s.required]
    s.light = _int(_get(raw, "light_filled", what), f"{what}'s light_filled", 0, LIGHT_SPACES)
    s.dark = _int(_get(raw, "dark_filled", what), f"{what}'s dark_filled", 0, DARK_SPACES)
    if s.light + s.dark != sum(s.park) or (s.dark and s.light < LIGHT_SPACES):
        raise RulesError(f"state: {what}'s park counts disagree")
    for j, k in enumerate(s.required):
        if s.req[j] and not s.park[k]:
            raise RulesError(f"state: {what}'s required {PARK_KINDS[k]} space is filled with nothing")
    s.placed = _placed(raw.get("placed"), s, what)
    cards = raw.get("bonus_cards", [])
    if not isinstance(cards, list):
        raise RulesError(f"state: {what}'s bonus_cards are a list")
    for card in cards:
        try:
            card_points(card)
        except (KeyError, TypeError):
            raise RulesError(f"state: {what} has an unknown bonus card {card!r}") from None
    s.cards = list(cards)
    s.refresh()
    s.passed = bool(raw.get("passed", False))
    s.kept = bool(raw.get("kept", False))
    return s
