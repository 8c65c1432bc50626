"""The action language of DIAMONDS-CLUB.md: canonical strings, their integer form, and the
memoised tables that make listing the legal actions cheap.

An action inside the engine is a tuple of integers:

- (BUY, column, row, track)      from 0; track = -1, or 0..2 for a "?" space (the engine turns
                                 column and row into its space index, column * rows + row)
- (PASS,)
- (SELL, colour, rights, ship)   rights/ship as capacity indices 0..3 (capacity 2..5)
- (KEEP, colour, rights, ship)   each -1 when that kind is not kept
- (BUILD, tile, payment, object) payment: a 5-tuple of gem counts (blue, yellow, green, red,
                                 diamond); object: the landscape object built with the "any"
                                 price tile (0..3), else the object or forest of the tile itself
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from .data import ANY_TILE, CAPACITIES, COLOURS, DIAMOND, GEMS, OBJECTS, PRICE_TILES, PRICES, ROWS, TRACKS

BUY, PASS, SELL, KEEP, BUILD = 0, 1, 2, 3, 4

Action = tuple[Any, ...]  # see the module's docstring for the shapes
Names = tuple[str, ...]
PASS_ACT: Action = (PASS,)

#: every action string of the language -> its integer form (filled at import: a name means the
#: same action in every position, so play() needs one look-up once it knows the name is legal)
ACT_OF: dict[str, Action] = {"pass": PASS_ACT}

@lru_cache(maxsize=None)
def space_names(rows: int) -> tuple[str, ...]:
    """Every market space's name, by index (column-major: column * rows + row)."""
    return tuple(f"c{i // rows + 1}r{i % rows + 1}" for i in range(8 * rows))


def space_name(index: int, rows: int = ROWS) -> str:
    """Market space `index` (column-major: column * rows + row) as `c<column>r<row>`."""
    return space_names(rows)[index]


def _register(moves: list[tuple[str, Action]]) -> Names:
    for name, act in moves:
        ACT_OF[name] = act
    return tuple(m[0] for m in moves)


def _buy(index: int, any_step: bool, rows: int) -> Names:
    col, row = divmod(index, rows)
    name = f"buy c{col + 1}r{row + 1}"
    if any_step:
        return _register([(f"{name} {t}", (BUY, col, row, k)) for k, t in enumerate(TRACKS)])
    return _register([(name, (BUY, col, row, -1))])


@lru_cache(maxsize=None)
def buy_names(rows: int) -> tuple[tuple[Names, Names], ...]:
    """buy_names(rows)[space][1 for a "?" space]: the actions of buying it, with cards of `rows`."""
    return tuple((_buy(i, False, rows), _buy(i, True, rows)) for i in range(8 * rows))



@lru_cache(maxsize=None)
def sell_moves(mines: int, rights: int, ships: int) -> Names:
    """Every `sell` for a player holding the mine colours / capacities of these bit masks."""
    return _register([
        (f"sell {COLOURS[c]} R{CAPACITIES[r]} S{CAPACITIES[s]}", (SELL, c, r, s))
        for c in range(4) if mines >> c & 1
        for r in range(4) if rights >> r & 1
        for s in range(4) if ships >> s & 1])


def keep_name(colour: int, rights: int, ship: int) -> str:
    parts = ["keep"]
    if colour >= 0:
        parts.append(COLOURS[colour])
    if rights >= 0:
        parts.append(f"R{CAPACITIES[rights]}")
    if ship >= 0:
        parts.append(f"S{CAPACITIES[ship]}")
    return " ".join(parts)


#: (colour, rights, ship) of a keep -> the tokens kept, as named in the events
KEPT: dict[tuple[int, int, int], tuple[str, ...]] = {
    (c, r, s): tuple(keep_name(c, r, s).split()[1:]) for c in range(-1, 4) for r in range(-1, 4)
    for s in range(-1, 4)}


@lru_cache(maxsize=None)
def keep_moves(mines: int, rights: int, ships: int) -> Names:
    """Every `keep` for a player with no complete set left (bit masks as in sell_moves)."""
    cs = [-1] + [c for c in range(4) if mines >> c & 1]
    rs = [-1] + [r for r in range(4) if rights >> r & 1]
    ss = [-1] + [s for s in range(4) if ships >> s & 1]
    return _register([(keep_name(c, r, s), (KEEP, c, r, s)) for c, r, s in product(cs, rs, ss)
                      if not (c >= 0 and r >= 0 and s >= 0)])


def _multisets(size: int, held: tuple[int, ...], start: int) -> list[tuple[int, ...]]:
    """Gem-count vectors over GEMS[start:] of total `size`, each at most what is held (the
    first gem's count falling first, then the next's: the order of the legal `build` actions)."""
    if start == 0 and len(held) == 5:
        return _five(size, held)
    if start == len(GEMS) - 1:
        return [(size,)] if size <= held[start] else []
    out: list[tuple[int, ...]] = []
    for n in range(min(size, held[start]), -1, -1):
        out.extend((n,) + rest for rest in _multisets(size - n, held, start + 1))
    return out


def _five(size: int, held: tuple[int, ...]) -> list[tuple[int, ...]]:
    """_multisets(size, held, 0) for the five gems, as plain loops: the same vectors in the same
    order, without the recursion's lists of tuples (a player's gems after a sale are often a new
    combination, and this is then on the path of listing the legal actions)."""
    h0, h1, h2, h3, h4 = held
    out: list[tuple[int, ...]] = []
    add = out.append
    for a in range(min(size, h0), -1, -1):
        ra = size - a
        for b in range(min(ra, h1), -1, -1):
            rb = ra - b
            for c in range(min(rb, h2), -1, -1):
                rc = rb - c
                # d falls from its most; e = rc - d rises, and must stay within what is held
                for d in range(min(rc, h3), max(rc - h4, 0) - 1, -1):
                    add((a, b, c, d, rc - d))
    return out


@lru_cache(maxsize=1 << 14)
def _payments(size: int, held: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """_multisets from the first gem, memoised: the price tiles of one size share them (the any
    tile asks them once for each of its four objects)."""
    return tuple(_multisets(size, held, 0))


def payment_text(payment: tuple[int, ...]) -> str:
    return ",".join(g for g, n in zip(GEMS, payment) for _ in range(n))


@lru_cache(maxsize=None)
def payment_names(payment: tuple[int, ...]) -> tuple[str, ...]:
    """The gems of a payment by name, in the canonical order (a build's event lists them; the
    payments are those of the action language, a few hundred)."""
    return tuple(payment_text(payment).split(","))


def build_head(tile: int, obj: int) -> str:
    """`build <tile> pay ` (`build any:<object> pay ` for the any landscape object tile)."""
    what = f"any:{OBJECTS[obj]}" if tile == ANY_TILE else PRICE_TILES[tile]
    return f"build {what} pay "


#: a payment's text (`blue,blue,diamond`), by its gem counts: payments recur in every listing
_TEXT: dict[tuple[int, ...], str] = {}


@lru_cache(maxsize=1 << 16)
def build_moves(tile: int, size: int, held: tuple[int, ...], obj: int = -1) -> Names:
    """Every distinct payment of `size` gems (the price with the markers of others) for price tile
    `tile` (building `obj` with the any landscape object tile), for a player holding `held` gems
    (the caller caps each count at `size`: no other payment comes from holding more). The names
    are in ACT_OF from the start (_register_all)."""
    colour, fixed, _ = PRICES[tile]
    head = build_head(tile, obj)
    text = _TEXT
    names: list[str] = []
    for pay in _payments(size, held):
        if colour is not None and pay[colour] + pay[DIAMOND] < fixed:
            continue
        t = text.get(pay)
        if t is None:
            t = text[pay] = payment_text(pay)
        names.append(head + t)
    return tuple(names)


def _register_builds(tile: int, size: int, obj: int) -> None:
    """Every `build` of price tile `tile` (object `obj`) paying `size` gems, into ACT_OF."""
    colour, fixed, _ = PRICES[tile]
    head = build_head(tile, obj)
    built = obj if tile == ANY_TILE else tile
    _register([(head + payment_text(pay), (BUILD, tile, pay, built))
               for pay in _multisets(size, (size,) * len(GEMS), 0)
               if colour is None or pay[colour] + pay[DIAMOND] >= fixed])


def _register_all() -> None:
    """Every sell, keep and build name: ACT_OF is complete from the start (then it is only read)."""
    for rows in range(1, ROWS + 1):  # the buys of every rules version's cards (at most ROWS rows)
        buy_names(rows)
    sell_moves(15, 15, 15)
    for masks in ((15, 15, 0), (15, 0, 15), (0, 15, 15)):  # a kept set lacks at least one kind
        keep_moves(*masks)
    for tile in range(len(PRICE_TILES)):
        base = PRICES[tile][1] + PRICES[tile][2]
        for extra in range(4):
            size = base + extra
            for obj in (range(len(OBJECTS)) if tile == ANY_TILE else (-1,)):
                _register_builds(tile, size, obj)


_GEM_RANK = {g: i for i, g in enumerate(GEMS)}
_TOKEN_RANK = {c: 0 for c in COLOURS} | {f"R{n}": 1 for n in CAPACITIES} | {f"S{n}": 2 for n in CAPACITIES}


def canonical(action: str) -> str | None:
    """The canonical spelling of an action written with other spacing or another gem/keep order
    (None when it is no action of the language at all)."""
    parts = action.split()
    if not parts:
        return None
    if parts[0] == "build" and len(parts) >= 4 and parts[2] == "pay":
        gems = [g.strip() for g in "".join(parts[3:]).split(",")]
        if any(g not in _GEM_RANK for g in gems):
            return None
        gems.sort(key=_GEM_RANK.__getitem__)
        return f"build {parts[1]} pay {','.join(gems)}"
    if parts[0] == "keep":
        if any(t not in _TOKEN_RANK for t in parts[1:]):
            return None
        return " ".join(["keep"] + sorted(parts[1:], key=_TOKEN_RANK.__getitem__))
    return " ".join(parts)


_register_all()
