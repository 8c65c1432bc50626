"""The pieces on the table, as integers: one seat's belongings and park, the market grid's
neighbours, and the dealer of the market cards (the game's one random generator)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Sequence

from diamant.errors import RulesError

from .data import (CAPACITIES, CARDS_PER_COLOUR, COLOURS, DARK_SPACES, LIGHT_SPACES, MARKET_CARDS,
                   PARK_KINDS, REQUIRED, REQUIRED_SPACES, ROWS, START_COINS,
                   START_GEMS)

# the phases of a round, as the engine keeps them (state() writes PHASES[phase])
BUY, GEMS, BUILD, OVER = 0, 1, 2, 3
PHASES = ("buy", "gems", "build", "over")


@lru_cache(maxsize=None)
def neighbours(players: int, rows: int = ROWS) -> tuple[tuple[int, ...], ...]:
    """Each market space's (up to 4) orthogonal neighbours, with cards of `rows` spaces."""
    cols = 2 * players
    out = []
    for i in range(cols * rows):
        c, r = divmod(i, rows)
        out.append(tuple(j for cc, rr in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1))
                         if 0 <= cc < cols and 0 <= rr < rows for j in (cc * rows + rr,)))
    return tuple(out)



class Seat:
    """One player's belongings (integers only)."""

    __slots__ = ("board", "required", "coins", "gems", "mines", "rights", "ships", "tracks", "park", "req", "light",
                 "dark", "placed", "cards", "passed", "kept", "open_req", "spot")

    def __init__(self, board: int, required: Sequence[Sequence[int]] = REQUIRED) -> None:
        self.board = board  # 0..3: its colour (which spaces are required), chosen by the player
        self.required = tuple(required[board])  # the park kinds of its required spaces (by the rules' version)
        self.coins = START_COINS
        self.gems = list(START_GEMS)
        self.mines = [0, 0, 0, 0]  # per colour
        self.rights = [0, 0, 0, 0]  # per capacity index (2..5)
        self.ships = [0, 0, 0, 0]
        self.tracks = [0, 0, 0]
        self.park = [0] * len(PARK_KINDS)
        self.req = [False] * REQUIRED_SPACES
        self.light = 0  # light-green spaces filled, required ones included
        self.dark = 0
        #: the park kinds in the order they were placed: a tile keeps the space it was put on
        #: (the screens lay the park out from this, so an older tile never moves)
        self.placed: list[int] = []
        self.cards: list[str] = []  # bonus cards, in the order won
        self.passed = False
        self.kept = False
        self.open_req = 0  # bit mask of the park kinds whose required space is empty
        self.spot = 1  # where any other tile goes: 1 light, 2 dark, -1 nowhere
        self.refresh()

    def refresh(self) -> None:
        """Recompute `open_req` and `spot` from the park (after a tile is placed)."""
        self.open_req = 0
        for j, kind in enumerate(self.required):
            if not self.req[j]:
                self.open_req |= 1 << kind
        if self.light - sum(self.req) < LIGHT_SPACES - REQUIRED_SPACES:
            self.spot = 1
        elif self.light == LIGHT_SPACES and self.dark < DARK_SPACES:
            self.spot = 2
        else:
            self.spot = -1

    def area(self, kind: int) -> int:
        """Where a tile of park kind `kind` would go: 0 its required space, 1 an ordinary
        light-green space, 2 a dark-green space, -1 nowhere."""
        return 0 if self.open_req >> kind & 1 else self.spot

    def copy(self) -> Seat:
        s = Seat.__new__(Seat)
        s.board = self.board
        s.required = self.required
        s.open_req = self.open_req
        s.spot = self.spot
        s.coins = self.coins
        s.gems = self.gems[:]
        s.mines = self.mines[:]
        s.rights = self.rights[:]
        s.ships = self.ships[:]
        s.tracks = self.tracks[:]
        s.park = self.park[:]
        s.req = self.req[:]
        s.light = self.light
        s.dark = self.dark
        s.placed = self.placed[:]
        s.cards = self.cards[:]
        s.passed = self.passed
        s.kept = self.kept
        return s

    def masks(self) -> tuple[int, int, int]:
        """Bit masks of the mine colours, rights capacities and ship capacities held (bit i:
        index i), written out: this is on the path of listing every gems-phase action."""
        m, r, s = self.mines, self.rights, self.ships
        return ((m[0] > 0) | (m[1] > 0) << 1 | (m[2] > 0) << 2 | (m[3] > 0) << 3,
                (r[0] > 0) | (r[1] > 0) << 1 | (r[2] > 0) << 2 | (r[3] > 0) << 3,
                (s[0] > 0) | (s[1] > 0) << 1 | (s[2] > 0) << 2 | (s[3] > 0) << 3)

    def tokens(self) -> list[str]:
        """The tokens held, by name, sorted (read in the names' sorted order, so not sorted here)."""
        counts = (self.mines, self.rights, self.ships)
        return [name for name, kind, i in _TOKEN_ORDER for _ in range(counts[kind][i])]


_RIGHTS = tuple(f"R{n}" for n in CAPACITIES)
_SHIPS = tuple(f"S{n}" for n in CAPACITIES)
#: every token's (name, kind, index), sorted by name; kind 0 mines, 1 rights, 2 ships
_TOKEN_ORDER = sorted((name, kind, i) for kind, names in enumerate((COLOURS, _RIGHTS, _SHIPS))
                      for i, name in enumerate(names))


def check_deal(players: int, deal: Sequence[str]) -> tuple[str, ...]:
    """A forced deal, validated: 2P card sides, P dark then P light, no card twice."""
    if isinstance(deal, str) or not isinstance(deal, Sequence) or len(deal) != 2 * players:
        raise RulesError(f"a deal for {players} players lists {2 * players} card sides, not {deal!r}")
    for i, side in enumerate(deal):
        want = "D" if i < players else "L"
        if not isinstance(side, str) or side not in MARKET_CARDS or side[0] != want:
            raise RulesError(f"slot {i + 1} of a deal needs a {'dark' if want == 'D' else 'light'} "
                             f"card side (like {want}1a), not {side!r}")
    if len({side[:2] for side in deal}) != len(deal):
        raise RulesError(f"a deal uses a card twice: {list(deal)!r}")
    return tuple(deal)


class Dealer:
    """The game's one random generator and what it dealt: round r's shuffled market is the r-th
    draw from Random(seed) (counting from round `first`), whether or not a deal is forced for that
    round. A deal depends only on the seed and the round, so copies of a game share their dealer."""

    __slots__ = ("rng", "first", "dealt")

    def __init__(self, seed: int, first: int) -> None:
        self.rng = random.Random(seed)
        self.first = first
        self.dealt: list[tuple[str, ...]] = []

    def deal(self, round_: int, players: int) -> tuple[str, ...]:
        rng = self.rng
        while len(self.dealt) <= round_ - self.first:
            dark = rng.sample(range(1, CARDS_PER_COLOUR + 1), players)
            light = rng.sample(range(1, CARDS_PER_COLOUR + 1), players)
            bits = rng.getrandbits(2 * players)
            sides = [_DARK[n][bits >> i & 1] for i, n in enumerate(dark)]
            sides += [_LIGHT[n][bits >> (players + i) & 1] for i, n in enumerate(light)]
            self.dealt.append(tuple(sides))
        return self.dealt[round_ - self.first]


# the card sides by number and side (0 a, 1 b): a deal names them without formatting strings
_DARK = [(f"D{n}a", f"D{n}b") for n in range(CARDS_PER_COLOUR + 1)]
_LIGHT = [(f"L{n}a", f"L{n}b") for n in range(CARDS_PER_COLOUR + 1)]
