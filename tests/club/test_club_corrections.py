"""The corrections of 2026-11-29 to DIAMONDS-CLUB.md, worked by hand: the market price counts
coins (the book's example), 6-space cards, the sixth price tile (any landscape object), required
spaces that take landscape objects, and a marker pushed past 9 that goes on top of "10+"."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from diamant.games.club import ClubGame, RulesError
from diamant.games.club.data import MARKET_CARDS, PRICE_TILES, ROWS

# 2 players: c1 D5a, c2 D1b (dark), c3 L1a, c4 L2b (light)
#   c1: M blue, R3, S5, D any, S4, T+1     c2: M red, S4, R2, D money, R5, T+1
#   c3: pond, D forest, T+1, D money, deer park, D tech
#   c4: pond, deer park, D any, T+1, aviary, D money
DEAL2 = ["D5a", "D1b", "L1a", "L2b"]


def game(players: int = 2, deal: list[str] | None = None) -> ClubGame:
    return ClubGame(players=players, seed=1, deals=[deal or DEAL2])


def edited(g: ClubGame, edit: Any) -> ClubGame:
    st = copy.deepcopy(g.state())
    edit(st)
    return ClubGame.from_state(st, 5)


def events(g: ClubGame, *actions: str) -> list[dict[str, Any]]:
    return [e.to_dict() for a in actions for e in g.play(a)]


def of_type(ev: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in ev if e["type"] == kind]


def price(g: ClubGame, space: str) -> int:
    return int(g.state()["market"][space]["price"])


def build_phase(gems: list[dict[str, int]]) -> ClubGame:
    """A 2-player game at phase 5, seat 1 to build first, with these gems."""
    g = ClubGame(players=2, seed=1)
    while g.state()["phase"] == "buy":
        g.play("pass")
    while g.state()["phase"] == "gems":
        g.play("keep")

    def edit(st: dict[str, Any]) -> None:
        for p, gm in zip(st["players"], gems):
            p["gems"] = {"blue": 0, "yellow": 0, "green": 0, "red": 0, "diamond": 0} | gm
    return edited(g, edit)


# --- the market price: 1 + every coin on the four neighbours ---------------------------------

def test_the_books_price_example_one_plus_one_plus_two():
    g = game()
    events(g, "buy c1r1", "buy c3r2")  # 1 coin each
    assert price(g, "c3r1") == 2  # next to c3r2's 1 coin
    ev = events(g, "buy c3r1")  # seat 0 puts 2 coins on it
    assert of_type(ev, "bought")[0]["coins"] == 2
    assert g.state()["market"]["c3r1"]["coins"] == 2
    # c2r1 lies next to c1r1 (1 coin) and c3r1 (2 coins): 1 + 1 + 2 = 4, not 3 (occupied spaces)
    assert price(g, "c2r1") == 4
    assert price(g, "c4r1") == 1 + 2  # next to c3r1 only
    ev = events(g, "buy c2r1")  # seat 1 pays 4, and the whole price lies on the space
    assert of_type(ev, "bought")[0]["coins"] == 4
    assert price(g, "c2r2") == 1 + 4 + 1  # next to c2r1 (4 coins) and c3r2 (1); c1r2, c2r3 empty
    st = g.state()
    assert [p["coins"] for p in st["players"]] == [10 - 1 - 2, 10 - 1 - 4]


def test_a_price_read_back_from_a_state_counts_the_coins_too():
    g = game()
    events(g, "buy c1r1", "buy c3r2", "buy c3r1")
    again = edited(g, lambda st: None)
    assert again.state()["market"] == g.state()["market"]
    assert price(again, "c2r1") == 4


# --- the market: 6-space cards -----------------------------------------------------------------

@pytest.mark.parametrize("players,spaces", [(2, 24), (3, 36), (4, 48)])
def test_the_market_has_six_rows(players, spaces):
    st = ClubGame(players=players, seed=2).state()
    assert len(st["market"]) == spaces
    assert ROWS == 6 and all(len(items) == 6 for items in MARKET_CARDS.values())
    assert f"c{2 * players}r6" in st["market"] and "c1r7" not in st["market"]


def test_rows_five_and_six_are_on_the_market_and_neighbour_row_four():
    g = game()
    assert g.state()["market"]["c2r5"]["item"] == "R5" and g.state()["market"]["c3r6"]["item"] == "D tech"
    events(g, "buy c2r5")
    assert price(g, "c2r4") == 2 and price(g, "c2r6") == 2 and price(g, "c1r5") == 2 and price(g, "c3r5") == 2
    st = g.state()
    assert st["players"][0]["tokens"] == ["R5"]


# --- the sixth price tile: any landscape object -------------------------------------------------

def test_the_state_shows_six_price_tiles():
    assert list(game().state()["price_tiles"]) == list(PRICE_TILES) == [
        "fountain", "orangery", "pavilion", "rose-garden", "forest", "any"]


def test_the_any_tile_builds_the_named_object_for_four_gems_and_takes_a_marker():
    g = build_phase([{"diamond": 9}, {"blue": 2, "green": 2, "diamond": 4}])
    legal = g.legal()
    assert "build any:fountain pay diamond,diamond,diamond,diamond" in legal
    assert not any(a.startswith("build any:forest") for a in legal)  # it never builds a forest
    with pytest.raises(RulesError):
        g.play("build any:forest pay diamond,diamond,diamond,diamond")
    with pytest.raises(RulesError):
        g.play("build any:fountain pay diamond,diamond,diamond")  # the price is 4
    ev = events(g, "build any:fountain pay diamond,diamond,diamond,diamond")
    assert of_type(ev, "built") == [{"type": "built", "seat": 1, "tile": "fountain",
                                     "payment": ["diamond"] * 4, "extra": 0, "price_tile": "any"}]
    assert of_type(ev, "tile-placed")[0]["tile"] == "fountain"
    st = g.state()
    assert st["stacks"]["fountain"] == 20 and st["players"][1]["park"]["fountain"] == 1
    assert st["price_tiles"]["any"] == [1] and st["price_tiles"]["fountain"] == []
    # seat 0 pays one more for seat 1's marker on the any tile
    assert "build any:pavilion pay diamond,diamond,diamond,diamond" not in g.legal()
    assert "build any:pavilion pay diamond,diamond,diamond,diamond,diamond" in g.legal()
    events(g, "pass")
    # seat 1 builds a second fountain this round, with the fountain's own tile
    assert not any(a.startswith("build any:") for a in g.legal())
    ev = events(g, "build fountain pay blue,blue,green")
    assert g.state()["players"][1]["park"]["fountain"] == 2


def test_the_any_tile_fills_a_required_space_and_counts_for_bonus_cards():
    g = build_phase([{}, {"diamond": 9}])

    def two_orangeries(st: dict[str, Any]) -> None:  # seat 1 (white) has 2 orangeries already
        pl = st["players"][1]
        pl["park"]["orangery"] = 2
        pl["required"]["orangery"] = True
        pl.update(required_filled=1, light_filled=2)
    g = edited(g, two_orangeries)
    ev = events(g, "build any:pavilion pay diamond,diamond,diamond,diamond")
    assert of_type(ev, "tile-placed")[0]["area"] == "required"  # white requires a pavilion
    g = build_phase([{}, {"diamond": 9}])
    g = edited(g, two_orangeries)
    ev = events(g, "build any:orangery pay diamond,diamond,diamond,diamond")
    assert [(e["card"], e["points"]) for e in of_type(ev, "bonus-awarded")] == [("three-orangery", 3)]


# --- required spaces: landscape objects ---------------------------------------------------------

def test_each_board_requires_three_landscape_objects():
    st = ClubGame(players=4, seed=1).state()
    assert [list(p["required"]) for p in st["players"]] == [
        ["fountain", "orangery", "pavilion"], ["orangery", "pavilion", "rose-garden"],
        ["pavilion", "rose-garden", "fountain"], ["rose-garden", "fountain", "orangery"]]


def test_a_forest_goes_to_an_ordinary_space():
    g = build_phase([{}, {"red": 3}])
    ev = events(g, "build forest pay red,red,red")
    assert of_type(ev, "tile-placed")[0]["area"] == "light"
    assert g.state()["players"][1]["required_filled"] == 0


# --- the turn track: pushed past 9, on top ------------------------------------------------------

def test_a_marker_pushed_past_nine_goes_on_top_even_from_ten_plus():
    g = game(players=3, deal=["D1a", "D2a", "D3a", "L1a", "L2a", "L3a"])
    # c1r4 (D1a) T+1, c2r4 (D2a) T+2, c5r3 (L1a) T+1

    def all_on_ten(st: dict[str, Any]) -> None:
        st["turn_track"] = [[] for _ in range(10)] + [[0, 1, 2]]
        for p in st["players"]:
            p["turn"] = 10
    g = edited(g, all_on_ten)
    ev = events(g, "buy c1r4")  # seat 0, at the bottom, goes on top
    assert of_type(ev, "turn-moved")[0] == {"type": "turn-moved", "seat": 0, "steps": 1, "start": 10,
                                            "end": 10, "below": 2}
    ev = events(g, "buy c2r4")  # seat 1, now at the bottom, goes on top
    assert of_type(ev, "turn-moved")[0]["below"] == 2
    assert g.state()["turn_track"][10] == [2, 0, 1]
    while g.state()["phase"] == "buy":
        g.play("pass")
    assert g.state()["leader"] == 1 and g.state()["order"] == [1, 0, 2]
