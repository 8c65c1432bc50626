"""Every component count and every reconstructed (R) value of Diamonds Club, in one place.

The rules (diamant.games.club.game) read their numbers from here only, so that an owner of the printed
game can correct a value the rulebook shows only in a picture without touching the rules. The
authority is the project's DIAMONDS-CLUB.md; values marked (R) there are our reconstruction.

Indices used by the engine (integers inside, names at the edge):

- gem colours: 0 blue, 1 yellow, 2 green, 3 red, 4 diamond (a joker for any colour);
- park kinds: 0 fountain, 1 orangery, 2 pavilion, 3 rose-garden (the four landscape *objects*),
  4 forest, 5 pond, 6 deer-park, 7 aviary (the animals);
- price tiles: 0 fountain, 1 orangery, 2 pavilion, 3 rose-garden, 4 forest, 5 any (any landscape
  object, the player names which);
- tracks: 0 forest, 1 tech, 2 money.

Decisions this project took where the rulebook (and DIAMONDS-CLUB.md) leaves something open:

- ROUND_LIMIT: the book has no round limit; a game whose players never fill their park (bots
  that always pass, say) would never end. The game also ends after round ROUND_LIMIT, far beyond
  any real game, so that simulations always finish.
- A round's deal draws from the game's one random generator even when the deal is forced, so a
  game with forced deals for its first rounds gets the same later markets as the same seed
  without them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Mapping

# --- names --------------------------------------------------------------------------------

COLOURS: Final = ("blue", "yellow", "green", "red")
GEMS: Final = COLOURS + ("diamond",)
DIAMOND: Final = 4
OBJECTS: Final = ("fountain", "orangery", "pavilion", "rose-garden")
FOREST: Final = 4
ANIMALS: Final = ("pond", "deer-park", "aviary")
PARK_KINDS: Final = OBJECTS + ("forest",) + ANIMALS
TRACKS: Final = ("forest", "tech", "money")
PRICE_TILES: Final = OBJECTS + ("forest", "any")
ANY_TILE: Final = 5  # the price tile that builds any landscape object
BOARDS: Final = ("red", "white", "bronze", "blue")  # each seat plays one (default: seat k, board k)

# --- counts (from the rulebook) -------------------------------------------------------------

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
LANDSCAPE_PER_KIND: Final = 21  # fountain, orangery, pavilion, rose garden; the back is a forest
ANIMALS_PER_KIND: Final = 7  # pond, deer park, aviary
LIGHT_SPACES: Final = 14  # of them REQUIRED_SPACES are required
REQUIRED_SPACES: Final = 3
DARK_SPACES: Final = 5
START_COINS: Final = 10
START_GEMS: Final = (1, 1, 1, 1, 0)  # one of each colour, no diamond
ROWS: Final = 6  # spaces per market card
TURN_SPACES: Final = 11  # 0..9 and "10+"
TURN_LAST: Final = 10
ROUND_LIMIT: Final = 60  # our safety valve, see the module's docstring

# --- tracks (R) -----------------------------------------------------------------------------

FOREST_POINTS: Final = (2, 3, 4, 5, 6)  # points per forest, by forest-track space
MONEY_COINS: Final = (10, 11, 12, 13, 14)  # coins per round, by money-track space
MONEY_POINTS: Final = (0, 0, 1, 2, 3)  # the money track's last three spaces score
# technology track, per set sold: (extra gems of the set's colour, extra diamonds)
TECH_BONUS: Final = ((0, 0), (1, 0), (0, 1), (1, 1), (2, 1))
TECH_POINTS: Final = (0, 0, 0, 0, 2)  # the end of the technology track scores 2
TRACK_END: Final = (len(FOREST_POINTS) - 1, len(TECH_BONUS) - 1, len(MONEY_COINS) - 1)

# --- price tiles (R) --------------------------------------------------------------------------

#: per price tile: (the colour of its fixed gems or None, how many fixed gems, how many "any")
PRICES: Final = ((0, 2, 1), (2, 2, 1), (1, 2, 1), (3, 2, 1), (None, 0, 3), (None, 0, 4))

# --- boards (R): the required spaces of each board colour, as park kinds ---------------------

REQUIRED: Final = (
    (0, 1, 2),  # red: fountain, orangery, pavilion
    (1, 2, 3),  # white: orangery, pavilion, rose garden
    (2, 3, 0),  # bronze: pavilion, rose garden, fountain
    (3, 0, 1),  # blue: rose garden, fountain, orangery
)

# --- scoring ---------------------------------------------------------------------------------

OBJECT_POINTS: Final = 4
TRIO_POINTS: Final = 10  # pond + deer park + aviary
LONE_ANIMAL_POINTS: Final = 1

# --- bonus cards ----------------------------------------------------------------------------

THREE_ALIKE_POINTS: Final = 3  # one card per object kind: the first to own 3 of it
FOUR_DIFFERENT_POINTS: Final = (5, 3)  # the first and the second "four different" event
FIVE_ALIKE_POINTS: Final = (5, 3)  # the first and the second "five alike" event
THREE_ALIKE_AT: Final = 3
FIVE_ALIKE_EVERY: Final = 5
BONUS_NAMES: Final = tuple(f"three-{o}" for o in OBJECTS) + (
    "four-different", "four-different-2", "five-alike", "five-alike-2")

# --- market items ----------------------------------------------------------------------------
# An item is an integer code; ITEM_NAMES[code] is its name as in the card table.

ITEM_MINE: Final = 0  # 0..3: a mine of that colour
ITEM_RIGHTS: Final = 4  # 4..7: digging rights of capacity 2..5
ITEM_SHIP: Final = 8  # 8..11: a ship of capacity 2..5
ITEM_TURN: Final = 12  # 12..14: turn track +1..+3
ITEM_STEP: Final = 15  # 15..17: a step on track 0..2; 18: "?"
ITEM_ANY: Final = 18
ITEM_ANIMAL: Final = 19  # 19..21: pond, deer park, aviary
CAPACITIES: Final = (2, 3, 4, 5)

ITEM_NAMES: Final = (
    tuple(f"M {c}" for c in COLOURS) + tuple(f"R{n}" for n in CAPACITIES)
    + tuple(f"S{n}" for n in CAPACITIES) + ("T+1", "T+2", "T+3")
    + ("D forest", "D tech", "D money", "D any") + ("pond", "deer park", "aviary"))
ITEM_CODES: Final = {name: code for code, name in enumerate(ITEM_NAMES)}

#: the market cards (R): id -> the items of rows 1-6, top to bottom (rows 5-6 came with the
#: correction of 2026-11-29; rows 1-4 are those of the first reconstruction)
MARKET_CARDS: Final[dict[str, tuple[str, str, str, str, str, str]]] = {
    "D1a": ("M blue", "R3", "S2", "T+1", "S4", "D tech"),
    "D1b": ("M red", "S4", "R2", "D money", "R5", "T+1"),
    "D2a": ("M yellow", "R4", "S3", "T+2", "S5", "D forest"),
    "D2b": ("M green", "S5", "R3", "D tech", "R4", "T+2"),
    "D3a": ("M red", "R5", "T+1", "S3", "S2", "D any"),
    "D3b": ("M blue", "S2", "R4", "T+1", "R3", "D money"),
    "D4a": ("M green", "R2", "S4", "D forest", "S3", "T+1"),
    "D4b": ("M yellow", "S3", "T+3", "R5", "R2", "D tech"),
    "D5a": ("M blue", "R3", "S5", "D any", "S4", "T+1"),
    "D5b": ("M red", "R2", "S2", "T+2", "S3", "D forest"),
    "D6a": ("M yellow", "S4", "R4", "D money", "R2", "T+1"),
    "D6b": ("M green", "R5", "S5", "D tech", "S2", "T+3"),
    "L1a": ("pond", "D forest", "T+1", "D money", "deer park", "D tech"),
    "L1b": ("deer park", "D tech", "T+2", "aviary", "D money", "pond"),
    "L2a": ("aviary", "D money", "D forest", "T+1", "pond", "D any"),
    "L2b": ("pond", "deer park", "D any", "T+1", "aviary", "D money"),
    "L3a": ("deer park", "D tech", "pond", "T+3", "D forest", "aviary"),
    "L3b": ("aviary", "D forest", "D money", "T+2", "deer park", "D tech"),
    "L4a": ("pond", "D any", "aviary", "D tech", "T+1", "deer park"),
    "L4b": ("deer park", "D forest", "T+1", "D any", "pond", "D money"),
    "L5a": ("aviary", "D tech", "deer park", "D money", "T+2", "pond"),
    "L5b": ("pond", "D any", "T+2", "D forest", "aviary", "D tech"),
    "L6a": ("deer park", "D money", "aviary", "T+1", "D forest", "pond"),
    "L6b": ("pond", "D tech", "D any", "T+3", "deer park", "aviary"),
}
CARDS_PER_COLOUR: Final = 6  # dark cards 1..6 and light cards 1..6
#: card id -> the item codes of its rows
CARD_ITEMS: Final = {cid: tuple(ITEM_CODES[i] for i in items) for cid, items in MARKET_CARDS.items()}


# --- rules versions ---------------------------------------------------------------------------
# Games are recorded with the version of the rules they were played under, and replayed under it.
# Version 1 is our first reconstruction of the component set (before the corrections of
# 2026-11-29 in DIAMONDS-CLUB.md): 4-space market cards (rows 1-4 of today's), five price tiles
# (no "any landscape object"), a price of 1 per occupied neighbour, required spaces of an object,
# an animal and a forest, and a marker already on "10+" that stays where it lies in its stack.

#: version 1's required spaces (R): red fountain, pond, forest; white orangery, deer park, forest;
#: bronze pavilion, aviary, forest; blue rose garden, pond, forest
FIRST_REQUIRED: Final = ((0, 5, 4), (1, 6, 4), (2, 7, 4), (3, 5, 4))


@dataclass(frozen=True)
class Ruleset:
    """What differs between two versions of the rules: data, and two switches."""

    version: int
    rows: int  # spaces per market card
    cards: Mapping[str, tuple[int, ...]]  # card id -> the item codes of its rows
    price_tiles: int  # how many of PRICE_TILES there are (5: no "any landscape object")
    required: tuple[tuple[int, ...], ...]  # per board: its required park kinds
    price_per_coin: bool  # a neighbour raises a price by its coins (else by 1 when taken)
    past_nine_on_top: bool  # a marker pushed past 9 while on "10+" goes on top (else it stays)


RULES_VERSION: Final = 2  # the rules of DIAMONDS-CLUB.md as corrected
RULESETS: Final = {
    1: Ruleset(1, 4, {cid: items[:4] for cid, items in CARD_ITEMS.items()}, 5, FIRST_REQUIRED, False, False),
    2: Ruleset(2, ROWS, CARD_ITEMS, len(PRICE_TILES), REQUIRED, True, True),
}


def _check() -> None:
    """The table's own consistency (run at import: a wrong correction fails loudly, at once)."""
    assert len(MARKET_CARDS) == 4 * CARDS_PER_COLOUR
    for cid, items in MARKET_CARDS.items():
        assert len(items) == ROWS, cid
        dark = cid[0] == "D"
        for item in items:
            code = ITEM_CODES[item]
            assert code < ITEM_ANIMAL if dark else code >= ITEM_TURN, cid  # animals light, tokens dark


_check()
