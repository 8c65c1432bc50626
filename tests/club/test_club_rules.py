"""Diamonds Club's rules, worked by hand: one scenario per rule of DIAMONDS-CLUB.md, with forced
market deals, and late-game positions set up through `ClubGame.from_state` (a state() edited by
the helpers below)."""

from __future__ import annotations

import copy
import subprocess
import sys
from typing import Any

import pytest

import diamant.games.diamant.engine
from diamant.games.club import ClubGame, RulesError
from diamant.games.club.data import PARK_KINDS, REQUIRED

# 2 players: c1 D5a, c2 D1b (dark), c3 L1a, c4 L2b (light)
#   c1: M blue, R3, S5, D any, S4, T+1     c2: M red, S4, R2, D money, R5, T+1
#   c3: pond, D forest, T+1, D money, deer park, D tech
#   c4: pond, deer park, D any, T+1, aviary, D money
# boards: seat 0 red (fountain, orangery, pavilion required), seat 1 white (orangery, pavilion,
# rose garden required)
DEAL2 = ["D5a", "D1b", "L1a", "L2b"]


def game(players: int = 2, deal: list[str] | None = None, seed: int = 1) -> ClubGame:
    return ClubGame(players=players, seed=seed, deals=[deal or DEAL2])


def edited(g: ClubGame, edit: Any) -> ClubGame:
    """A game in g's state after `edit(state)` changed it (the future markets from seed 5)."""
    st = copy.deepcopy(g.state())
    edit(st)
    return ClubGame.from_state(st, 5)


def set_park(st: dict[str, Any], seat: int, **counts: int) -> None:
    """Give `seat` a park of these counts (keyword names with _ for -), filled by the rules'
    order: required spaces first, then ordinary light-green, then dark-green."""
    pl = st["players"][seat]
    park = {k: 0 for k in PARK_KINDS}
    for k, n in counts.items():
        park[k.replace("_", "-")] = n
    req = {PARK_KINDS[k]: park[PARK_KINDS[k]] > 0 for k in REQUIRED[seat]}
    nreq = sum(req.values())
    ordinary = sum(park.values()) - nreq
    assert ordinary <= 11 or nreq == 3, "a dark-green space needs every light one filled"
    pl.update(park=park, required=req, required_filled=nreq, light_filled=nreq + min(ordinary, 11),
              dark_filled=max(0, ordinary - 11))


def play_all(g: ClubGame, *actions: str) -> list[dict[str, Any]]:
    out = []
    for a in actions:
        out.extend(e.to_dict() for e in g.play(a))
    return out


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def price(g: ClubGame, space: str) -> int:
    return int(g.state()["market"][space]["price"])


def pass_buying(g: ClubGame) -> list[dict[str, Any]]:
    out = []
    while g.state()["phase"] == "buy":
        out.extend(play_all(g, "pass"))
    return out


def to_phase(g: ClubGame, phase: str) -> list[dict[str, Any]]:
    """Pass / keep nothing until `phase` (or the game's end)."""
    out: list[dict[str, Any]] = []
    while not g.is_over and g.state()["phase"] != phase:
        legal = g.legal()
        out.extend(play_all(g, "pass" if "pass" in legal else legal[0]))
    return out


# --- the basics ---------------------------------------------------------------------------------

def test_rules_error_is_diamants_own_class():
    assert diamant.games.diamant.engine.RulesError is RulesError


def test_importing_the_club_loads_no_pygame_and_nothing_of_diamants_game():
    code = ("import sys, diamant.games.club; bad = sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'"
            " or m.startswith(('diamant.games.diamant.engine', 'diamant.games.diamant.bots', 'diamant.games.diamant.screens'))); print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("bad", [1, 5, "2", True, None])
def test_a_game_needs_two_to_four_players(bad):
    with pytest.raises(RulesError):
        ClubGame(players=bad, seed=1)


@pytest.mark.parametrize("deal", [["D1a", "D2a", "L1a"], ["L1a", "D2a", "D3a", "L2a"],
                                  ["D1a", "D1b", "L1a", "L2a"], ["D1a", "D2a", "L1a", "X9"], "D1aD2a"])
def test_a_bad_deal_is_refused(deal):
    with pytest.raises(RulesError):
        ClubGame(players=2, seed=1, deals=[deal])


def test_set_up_and_the_first_market():
    g = game()
    st = g.state()
    assert st["round"] == 1 and st["phase"] == "buy" and st["to_move"] == 0 and st["leader"] == 0
    assert st["cards"] == DEAL2
    assert [p["turn"] for p in st["players"]] == [0, 1]
    for p in st["players"]:
        assert p["coins"] == 10
        assert p["gems"] == {"blue": 1, "yellow": 1, "green": 1, "red": 1, "diamond": 0}
        assert p["tracks"] == {"forest": 0, "tech": 0, "money": 0}
    assert st["market"]["c1r1"]["item"] == "M blue" and st["market"]["c4r3"]["item"] == "D any"
    assert st["market"]["c1r5"]["item"] == "S4" and st["market"]["c4r6"]["item"] == "D money"
    assert len(st["market"]) == 24  # 6 rows x 2P columns; the closed slots hold no space
    assert "buy c1r7" not in g.legal()
    assert "buy c5r1" not in g.legal()
    with pytest.raises(RulesError):
        g.play("buy c5r1")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_market_has_two_columns_per_player(players):
    st = ClubGame(players=players, seed=3).state()
    assert len(st["market"]) == 6 * 2 * players  # 48 / 36 / 24 spaces
    cards = st["cards"]
    assert all(c[0] == "D" for c in cards[:players]) and all(c[0] == "L" for c in cards[players:])


# --- phase 2: prices, items -----------------------------------------------------------------

def test_adjacent_coins_raise_prices_across_card_edges():
    g = game()
    ev = play_all(g, "buy c2r1")
    assert of_type(ev, "bought")[0] == {"type": "bought", "seat": 0, "space": "c2r1", "item": "M red",
                                         "coins": 1, "track": None}
    # the dark card's neighbour on the light card (c3r1) costs more too
    assert price(g, "c1r1") == 2 and price(g, "c3r1") == 2 and price(g, "c2r2") == 2
    assert price(g, "c4r1") == 1 and price(g, "c1r2") == 1
    ev = play_all(g, "buy c3r2")
    assert of_type(ev, "bought")[0]["coins"] == 1
    assert price(g, "c3r1") == 3 and price(g, "c2r2") == 3  # two occupied neighbours each
    ev = play_all(g, "buy c2r2")
    assert of_type(ev, "bought")[0]["coins"] == 3
    st = g.state()
    assert [p["coins"] for p in st["players"]] == [10 - 1 - 3, 10 - 1]
    assert st["market"]["c2r2"]["taken_by"] == 0 and st["market"]["c2r2"]["coins"] == 3
    with pytest.raises(RulesError):
        g.play("buy c2r2")  # taken


def test_a_space_dearer_than_the_coins_in_hand_is_not_offered():
    g = game()
    play_all(g, "buy c2r1", "buy c3r2")  # c3r1 and c2r2 now cost 3
    poor = edited(g, lambda st: st["players"][0].update(coins=2))
    legal = poor.legal()
    assert "buy c3r1" not in legal and "buy c2r2" not in legal and "buy c1r1" in legal
    with pytest.raises(RulesError):
        poor.play("buy c3r1")
    assert edited(g, lambda st: st["players"][0].update(coins=0)).legal() == ["pass"]


def test_tokens_are_kept_face_up():
    g = game()
    play_all(g, "buy c1r1", "buy c1r2", "buy c1r3", "buy c2r2")
    st = g.state()
    assert st["players"][0]["tokens"] == ["S5", "blue"]
    assert st["players"][1]["tokens"] == ["R3", "S4"]


def test_a_question_mark_step_offers_all_three_tracks_even_at_their_end():
    g = game()
    assert [a for a in g.legal() if a.startswith("buy c1r4")] == [
        "buy c1r4 forest", "buy c1r4 tech", "buy c1r4 money"]
    with pytest.raises(RulesError):
        g.play("buy c1r4")  # a "?" needs its track
    ev = play_all(g, "buy c1r4 tech")
    assert of_type(ev, "track-stepped") == [{"type": "track-stepped", "seat": 0, "track": "tech",
                                             "level": 1, "lost": False}]
    assert g.state()["players"][0]["tracks"]["tech"] == 1
    # a seat whose tracks are all at their end is still offered all three; the step is lost
    ended = edited(game(), lambda st: st["players"][0].update(tracks={"forest": 4, "tech": 4, "money": 4}))
    assert {"buy c4r3 forest", "buy c4r3 tech", "buy c4r3 money"} <= set(ended.legal())
    ev = play_all(ended, "buy c4r3 money")
    assert of_type(ev, "track-stepped")[0]["lost"] is True
    assert of_type(ev, "coin-gained") == []
    assert ended.state()["players"][0]["coins"] == 9  # paid 1, no coin back
    assert ended.state()["players"][0]["tracks"] == {"forest": 4, "tech": 4, "money": 4}


def test_a_money_step_pays_a_coin_at_once():
    g = edited(game(), lambda st: st["players"][0].update(coins=1))
    ev = play_all(g, "buy c2r4")  # D money for 1 coin: the last coin
    assert of_type(ev, "coin-gained") == [{"type": "coin-gained", "seat": 0, "coins": 1}]
    st = g.state()
    assert st["players"][0]["coins"] == 1 and st["players"][0]["tracks"]["money"] == 1
    play_all(g, "pass")
    assert "buy c1r1" in g.legal()  # the new coin can be spent this round
    play_all(g, "buy c1r1")
    assert g.state()["players"][0]["coins"] == 0


def test_the_next_rounds_coins_come_from_the_money_track():
    g = game()
    play_all(g, "buy c2r4", "buy c1r1")  # seat 0: money +1 (11 coins next round)
    pass_buying(g)
    to_phase(g, "buy")
    st = g.state()
    assert st["round"] == 2
    assert [p["coins"] for p in st["players"]] == [11, 10]  # unspent coins do not carry over


def test_an_animal_goes_into_the_park_at_once():
    g = game()
    ev = play_all(g, "buy c3r1")  # no board requires an animal: an ordinary light-green space
    assert of_type(ev, "tile-placed") == [{"type": "tile-placed", "seat": 0, "tile": "pond",
                                           "area": "light", "stack": None}]
    play_all(g, "buy c4r1")
    st = g.state()
    assert st["players"][1]["park"]["pond"] == 1 and st["players"][1]["required_filled"] == 0
    assert st["players"][1]["light_filled"] == 1
    assert st["players"][0]["required_filled"] == 0
    assert st["stacks"]["pond"] == 5


def test_an_animal_cannot_be_bought_when_its_stack_is_empty():
    g = edited(game(), lambda st: st["stacks"].update(pond=0))
    legal = g.legal()
    assert "buy c3r1" not in legal and "buy c4r1" not in legal and "buy c4r2" in legal
    with pytest.raises(RulesError):
        g.play("buy c3r1")


def test_an_animal_without_a_space_cannot_be_bought():
    # seat 0 (red: fountain, orangery, pavilion required) has filled its 11 ordinary light spaces
    # and its fountain and orangery spaces: only a pavilion can still go in, so no animal
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, fountain=1, orangery=1, rose_garden=11)

    g = edited(game(), edit)
    legal = g.legal()
    for animal in ("c3r1", "c4r1", "c4r2", "c3r5", "c4r5"):  # ponds, deer parks, an aviary
        assert f"buy {animal}" not in legal
    assert "buy c1r1" in legal and "buy c3r2" in legal  # a mine and a step still can be
    with pytest.raises(RulesError):
        g.play("buy c4r2")


def test_a_phase_ends_when_everyone_has_passed_and_a_pass_is_final():
    g = game()
    play_all(g, "pass")
    assert g.to_move() == 1
    play_all(g, "buy c1r1")
    assert g.to_move() == 1  # seat 0 has passed: seat 1 buys on alone
    play_all(g, "buy c1r2")
    assert g.to_move() == 1
    ev = play_all(g, "pass")
    assert of_type(ev, "phase-started")[0]["phase"] == "gems"


# --- the turn track and phase 3 -------------------------------------------------------------

def test_turn_track_markers_stack_and_the_top_one_leads():
    g = game()
    ev = play_all(g, "buy c3r3")  # seat 0: T+1 from space 0 to space 1, on top of seat 1
    assert of_type(ev, "turn-moved") == [{"type": "turn-moved", "seat": 0, "steps": 1, "start": 0,
                                          "end": 1, "below": 1}]
    st = g.state()
    assert st["turn_track"][1] == [1, 0] and st["order"] == [0, 1]
    ev = pass_buying(g)
    # both markers are furthest right: a diamond each, the top one leads
    lead = of_type(ev, "diamond-awarded")
    assert [(e["seat"], e["reason"]) for e in lead if e["reason"] == "lead"] == [(0, "lead"), (1, "lead")]
    assert of_type(ev, "leader-chosen") == [{"type": "leader-chosen", "leader": 0, "order": [0, 1]}]
    assert g.state()["leader"] == 0 and g.to_move() == 0


def test_the_turn_track_ends_at_ten_plus():
    g = edited(game(), lambda st: (st["turn_track"].__setitem__(0, []), st["turn_track"].__setitem__(9, [0]),
                                   st["players"][0].update(turn=9)))
    ev = play_all(g, "buy c3r3")  # T+1: 9 -> 10+
    assert of_type(ev, "turn-moved")[0]["end"] == 10
    play_all(g, "buy c1r1")
    ev = play_all(g, "buy c4r4")  # T+1 again at 10+: alone there, it is on top again
    assert of_type(ev, "turn-moved")[0] == {"type": "turn-moved", "seat": 0, "steps": 1, "start": 10,
                                            "end": 10, "below": 0}
    assert g.state()["players"][0]["turn"] == 10
    # a marker that reaches 10+ later stacks on top; one at 10+ that is pushed past 9 again
    # leaves its place in the stack and goes on top
    def ten(st: dict[str, Any]) -> None:
        st["turn_track"][0], st["turn_track"][10] = [], [0]
        st["turn_track"][1], st["turn_track"][9] = [], [1]
        st["players"][0]["turn"], st["players"][1]["turn"] = 10, 9
    g2 = edited(game(), ten)
    play_all(g2, "buy c1r1", "buy c3r3")
    assert g2.state()["turn_track"][10] == [0, 1]
    ev = play_all(g2, "buy c4r4")  # seat 0, at the bottom of 10+, is pushed past 9 again
    assert of_type(ev, "turn-moved")[0] == {"type": "turn-moved", "seat": 0, "steps": 1, "start": 10,
                                            "end": 10, "below": 1}
    assert g2.state()["turn_track"][10] == [1, 0]
    ev = pass_buying(g2)
    assert of_type(ev, "leader-chosen")[0] == {"type": "leader-chosen", "leader": 0, "order": [0, 1]}


def test_a_long_move_stops_at_ten_plus():
    def eight(st: dict[str, Any]) -> None:
        st["turn_track"][0], st["turn_track"][8] = [], [0]
        st["players"][0]["turn"] = 8
    g = edited(game(deal=["D5a", "D1b", "L6b", "L2b"]), eight)  # c3r4: T+3
    ev = play_all(g, "buy c3r4")
    assert of_type(ev, "turn-moved")[0] == {"type": "turn-moved", "seat": 0, "steps": 3, "start": 8,
                                            "end": 10, "below": 0}


def test_the_most_coins_get_a_diamond_ties_and_even_zero():
    g = game(players=3, deal=["D1a", "D2a", "D3a", "L1a", "L2a", "L3a"])
    g = edited(g, lambda st: [p.update(coins=c) for p, c in zip(st["players"], [4, 4, 2])])
    ev = pass_buying(g)
    coins = [(e["seat"], e["amount"]) for e in of_type(ev, "diamond-awarded") if e["reason"] == "coins"]
    assert coins == [(0, 4), (1, 4)]
    g0 = edited(game(), lambda st: [p.update(coins=0) for p in st["players"]])
    ev = pass_buying(g0)
    coins = [e["seat"] for e in of_type(ev, "diamond-awarded") if e["reason"] == "coins"]
    assert coins == [0, 1]
    lead = [e["seat"] for e in of_type(ev, "diamond-awarded") if e["reason"] == "lead"]
    assert lead == [1]  # seat 1 on space 1 is furthest right
    assert g0.state()["players"][1]["gems"]["diamond"] == 2
    assert g0.state()["players"][0]["gems"]["diamond"] == 1


def test_turn_order_right_to_left_stacks_top_first_and_the_next_rounds_track():
    g = game(players=4, deal=["D1a", "D2a", "D3a", "D4a", "L1a", "L2a", "L3a", "L4a"])
    # L1a (c5): pond, D forest, T+1, D money; L2a (c6): aviary, D money, D forest, T+1;
    # L3a (c7): deer park, D tech, pond, T+3; c1r4 (D1a) is T+1
    play_all(g, "buy c7r4")  # seat 0: 0 -> 3, on top of seat 3
    play_all(g, "buy c1r4")  # seat 1: 1 -> 2, on top of seat 2
    play_all(g, "pass", "pass", "pass", "pass")
    st = g.state()
    assert st["turn_track"][2] == [2, 1] and st["turn_track"][3] == [3, 0]
    assert st["order"] == [0, 3, 1, 2] and st["leader"] == 0
    # phases 4 and 5 follow that order
    seen = []
    while g.state()["phase"] == "gems":
        seen.append(g.to_move())
        g.play("keep")
    assert seen == [0, 3, 1, 2]
    seen = []
    while g.state()["phase"] == "build":
        seen.append(g.to_move())
        g.play("pass")
    assert seen == [0, 3, 1, 2]
    st = g.state()
    # the new round: the leader on 0, clockwise the others on 1, 2, 3; buying starts with the leader
    assert st["round"] == 2 and st["turn_track"][:4] == [[0], [1], [2], [3]] and st["to_move"] == 0


# --- phase 4: gems --------------------------------------------------------------------------

def gems_phase(tokens: list[str], tech: int = 0, seat: int = 0) -> ClubGame:
    """A 2-player game at phase 4 with `seat` to move holding `tokens` at technology `tech`."""
    g = game()
    pass_buying(g)  # seat 1 leads (space 1): order [1, 0]
    if seat == 0:
        g.play("keep")

    def edit(st: dict[str, Any]) -> None:
        st["players"][seat].update(tokens=sorted(tokens))
        st["players"][seat]["tracks"]["tech"] = tech

    return edited(g, edit)


@pytest.mark.parametrize("tech,extra,diamonds", [(0, 0, 0), (1, 1, 0), (2, 0, 1), (3, 1, 1), (4, 2, 1)])
def test_a_set_sells_for_the_smaller_capacity_plus_the_technology_bonus(tech, extra, diamonds):
    g = gems_phase(["blue", "R5", "S3"], tech)
    before = g.state()["players"][0]["gems"]
    assert g.legal() == ["sell blue R5 S3"]
    ev = play_all(g, "sell blue R5 S3")
    assert of_type(ev, "set-sold") == [{"type": "set-sold", "seat": 0, "colour": "blue", "rights": 5,
                                        "ship": 3, "gems": 3 + extra, "diamonds": diamonds}]
    after = g.state()["players"][0]
    assert after["gems"]["blue"] == before["blue"] + 3 + extra
    assert after["gems"]["diamond"] == before["diamond"] + diamonds
    assert after["tokens"] == []
    assert g.legal() == ["keep"] and g.to_move() == 0


def test_every_complete_set_must_be_sold_in_the_players_combination():
    g = gems_phase(["blue", "red", "R2", "R5", "S4", "S5", "S2"])
    legal = g.legal()
    assert all(a.startswith("sell ") for a in legal)  # no keep while a set remains
    assert "sell red R5 S5" in legal and "sell blue R2 S2" in legal and len(legal) == 2 * 2 * 3
    with pytest.raises(RulesError):
        g.play("keep")
    with pytest.raises(RulesError):
        g.play("sell green R5 S5")  # no green mine
    ev = play_all(g, "sell red R5 S5", "sell blue R2 S4")
    assert [(e["colour"], e["gems"]) for e in of_type(ev, "set-sold")] == [("red", 5), ("blue", 2)]
    assert g.state()["players"][0]["tokens"] == ["S2"]
    assert g.legal() == ["keep", "keep S2"]


def test_at_most_one_incomplete_set_is_kept_the_rest_returned():
    g = gems_phase(["blue", "red", "R3", "R4"])
    legal = g.legal()
    assert legal == ["keep", "keep R3", "keep R4", "keep blue", "keep blue R3", "keep blue R4",
                     "keep red", "keep red R3", "keep red R4"]
    with pytest.raises(RulesError):
        g.play("keep blue red")
    with pytest.raises(RulesError):
        g.play("keep R3 R4")
    ev = play_all(g, "keep R4 red")  # any order is accepted
    assert of_type(ev, "tokens-kept") == [{"type": "tokens-kept", "seat": 0, "kept": ["red", "R4"],
                                           "returned": ["R3", "blue"]}]
    assert g.state()["players"][0]["tokens"] == ["R4", "red"]
    assert g.actions[-1] == "keep red R4"


def test_keeping_nothing_is_still_an_action():
    g = game()
    pass_buying(g)
    assert g.legal() == ["keep"]
    ev = play_all(g, "keep")
    assert of_type(ev, "tokens-kept")[0]["kept"] == []


# --- phase 5: building ----------------------------------------------------------------------

def build_phase(gems: list[dict[str, int]], players: int = 2) -> ClubGame:
    """A game at phase 5 (order = seats from the last to seat 0, no marker moved) with these gems."""
    g = ClubGame(players=players, seed=1)
    pass_buying(g)
    while g.state()["phase"] == "gems":
        g.play("keep")

    def edit(st: dict[str, Any]) -> None:
        for p, gm in zip(st["players"], gems):
            p["gems"] = {"blue": 0, "yellow": 0, "green": 0, "red": 0, "diamond": 0} | gm

    return edited(g, edit)


def test_build_lists_one_entry_per_distinct_payment():
    g = build_phase([{}, {"blue": 2, "red": 1, "diamond": 1}])
    assert g.to_move() == 1
    # the any landscape object tile costs 4 any: all four gems, once per object it can build
    assert g.legal() == [
        "build fountain pay blue,blue,red", "build fountain pay blue,blue,diamond",
        "build fountain pay blue,red,diamond", "build rose-garden pay blue,red,diamond",
        "build forest pay blue,blue,red", "build forest pay blue,blue,diamond",
        "build forest pay blue,red,diamond",
        "build any:fountain pay blue,blue,red,diamond", "build any:orangery pay blue,blue,red,diamond",
        "build any:pavilion pay blue,blue,red,diamond", "build any:rose-garden pay blue,blue,red,diamond",
        "pass"]
    with pytest.raises(RulesError):
        g.play("build fountain pay red,diamond,green")  # not held, not the price
    with pytest.raises(RulesError):
        g.play("build fountain pay blue,blue")  # too little
    with pytest.raises(RulesError):
        g.play("build orangery pay blue,blue,red")
    ev = play_all(g, "build  fountain pay diamond, blue,blue ")  # any order and spacing
    assert of_type(ev, "built") == [{"type": "built", "seat": 1, "tile": "fountain",
                                     "payment": ["blue", "blue", "diamond"], "extra": 0,
                                     "price_tile": "fountain"}]
    assert g.actions[-1] == "build fountain pay blue,blue,diamond"
    assert g.state()["players"][1]["gems"] == {"blue": 0, "yellow": 0, "green": 0, "red": 1, "diamond": 0}


def test_others_markers_raise_the_price_and_a_price_tile_is_used_once_a_round():
    g = build_phase([{"green": 5, "yellow": 3}, {"green": 6}])
    play_all(g, "build orangery pay green,green,green")  # seat 1
    st = g.state()
    assert st["price_tiles"]["orangery"] == [1]
    # seat 0 pays one more gem (any colour) for seat 1's marker
    legal = g.legal()
    assert "build orangery pay green,green,green" not in legal
    assert "build orangery pay green,green,green,green" in legal
    assert "build orangery pay yellow,yellow,green,green" in legal  # canonical: blue .. diamond
    ev = play_all(g, "build orangery pay green,green,yellow,yellow")
    assert of_type(ev, "built")[0]["extra"] == 1
    # seat 1 cannot use the orangery price tile again this round
    assert g.to_move() == 1
    assert not any(a.startswith("build orangery") for a in g.legal())
    with pytest.raises(RulesError):
        g.play("build orangery pay green,green,green,green")
    assert any(a.startswith("build forest") for a in g.legal())
    play_all(g, "pass", "pass")
    st = g.state()
    assert st["round"] == 2 and all(v == [] for v in st["price_tiles"].values())


def test_a_forest_comes_from_the_largest_landscape_stack_with_ties_in_order():
    g = build_phase([{}, {"red": 9}])
    g = edited(g, lambda st: st["stacks"].update(fountain=10, orangery=12, pavilion=12, **{"rose-garden": 11}))
    ev = play_all(g, "build forest pay red,red,red")
    assert of_type(ev, "tile-placed") == [{"type": "tile-placed", "seat": 1, "tile": "forest",
                                           "area": "light", "stack": "orangery"}]
    st = g.state()
    assert st["stacks"]["orangery"] == 11 and st["stacks"]["pavilion"] == 12
    assert st["players"][1]["park"]["forest"] == 1 and st["players"][1]["park"]["orangery"] == 0
    g2 = build_phase([{}, {"red": 9}])
    ev = play_all(g2, "build forest pay red,red,red")  # all 21: the fountain stack
    assert of_type(ev, "tile-placed")[0]["stack"] == "fountain"


def test_a_tile_without_a_stack_or_a_space_is_not_offered():
    g = build_phase([{}, {"blue": 5, "green": 5}])
    g = edited(g, lambda st: st["stacks"].update(fountain=0))
    assert not any(a.startswith(("build fountain", "build any:fountain")) for a in g.legal())
    assert any(a.startswith("build forest") for a in g.legal())
    assert any(a.startswith("build any:orangery") for a in g.legal())

    def full(st: dict[str, Any]) -> None:  # seat 1 (white): orangery, pavilion, rose garden required
        set_park(st, 1, orangery=1, pavilion=1, pond=11)

    g2 = edited(build_phase([{}, {"blue": 5, "green": 5}]), full)
    # only a rose garden fits (its required space); its own tile asks for red, which seat 1 has
    # none of, but the any landscape object tile (4 any) can build it
    assert g2.legal() == [
        "build any:rose-garden pay blue,blue,blue,blue", "build any:rose-garden pay blue,blue,blue,green",
        "build any:rose-garden pay blue,blue,green,green", "build any:rose-garden pay blue,green,green,green",
        "build any:rose-garden pay green,green,green,green", "pass"]
    g3 = edited(g2, lambda st: st["stacks"].update({"rose-garden": 0}))
    assert g3.legal() == ["pass"]


def test_the_park_fills_required_then_light_then_dark():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 1, orangery=1, pavilion=1, rose_garden=1, deer_park=1, pond=9)

    g = edited(build_phase([{}, {"green": 9, "red": 9}]), edit)
    ev = play_all(g, "build orangery pay green,green,green")
    assert of_type(ev, "tile-placed")[0]["area"] == "light"
    assert of_type(ev, "end-triggered") == [{"type": "end-triggered", "seat": 1, "reason": "park"}]
    ev = play_all(g, "pass", "build forest pay red,red,red")
    assert of_type(ev, "tile-placed")[0]["area"] == "dark"
    st = g.state()["players"][1]
    assert (st["light_filled"], st["dark_filled"]) == (14, 1)


# --- bonus cards ----------------------------------------------------------------------------

def bonus_game(park0: dict[str, int], park1: dict[str, int] | None = None) -> ClubGame:
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, **park0)
        set_park(st, 1, **(park1 or {}))
    return edited(build_phase([{"blue": 20, "diamond": 20}, {"blue": 20, "diamond": 20}]), edit)


def bonus_events(ev: list[dict[str, Any]]) -> list[tuple[int, str, int, int]]:
    return [(e["seat"], e["card"], e["points"], e["nth"]) for e in of_type(ev, "bonus-awarded")]


def test_three_alike_goes_to_the_first_to_own_three():
    g = bonus_game({"pavilion": 2}, {"pavilion": 2})
    ev = play_all(g, "build pavilion pay diamond,diamond,diamond")  # seat 1 first
    assert bonus_events(ev) == [(1, "three-pavilion", 3, 1)]
    ev = play_all(g, "build pavilion pay diamond,diamond,diamond,diamond")
    assert bonus_events(ev) == []  # seat 0 reaches 3 too late
    assert g.state()["bonus_cards"]["three-pavilion"] == 1
    assert g.state()["players"][1]["bonus"] == [3]


def test_four_different_cards():
    # seat 1 has one complete set (counted from its start), a building that adds a set is an event
    g = bonus_game({"fountain": 1, "orangery": 1, "pavilion": 1},
                   {"fountain": 2, "orangery": 2, "pavilion": 1, "rose_garden": 2})
    ev = play_all(g, "build pavilion pay diamond,diamond,diamond")  # seat 1: 2 complete sets now
    assert bonus_events(ev) == [(1, "four-different", 5, 1)]
    ev = play_all(g, "build rose-garden pay diamond,diamond,diamond")  # seat 0: its first set
    assert bonus_events(ev) == [(0, "four-different", 3, 2)]
    st = g.state()
    assert st["bonus_cards"]["four-different"] == [1, 0]
    assert st["players"][0]["bonus"] == [3] and st["players"][1]["bonus"] == [5]
    assert "four-different" not in st["bonus_left"] and "four-different-2" not in st["bonus_left"]
    assert st["bonus_left"]["five-alike"] == 5
    # both cards are gone: a third set earns nothing
    ev = play_all(g, "build orangery pay diamond,diamond,diamond", "build orangery pay diamond,diamond,diamond,diamond")
    assert [b for b in bonus_events(ev) if b[1] == "four-different"] == []
    g2 = edited(g, lambda st: None)
    play_all(g2, "pass")
    ev = play_all(g2, "build fountain pay diamond,diamond,diamond")  # seat 0: 2-2-1-1, no new set
    assert bonus_events(ev) == []


def test_four_different_the_same_player_again_with_a_second_set():
    def edit(st: dict[str, Any]) -> None:
        st["bonus_cards"]["four-different"] = [1]
        st["players"][1]["bonus_cards"] = ["four-different"]
    g = edited(bonus_game({}, {"fountain": 2, "orangery": 2, "pavilion": 2, "rose_garden": 1}), edit)
    ev = play_all(g, "build rose-garden pay diamond,diamond,diamond")
    assert bonus_events(ev) == [(1, "four-different", 3, 2)]
    assert g.state()["players"][1]["bonus"] == [3, 5]


def test_a_building_that_does_not_complete_a_new_set_is_no_event():
    g = bonus_game({}, {"fountain": 2, "orangery": 2, "pavilion": 1, "rose_garden": 1})
    ev = play_all(g, "build pavilion pay diamond,diamond,diamond")  # 2-2-2-1: still one set
    assert bonus_events(ev) == []


def test_five_alike_first_and_second_event():
    g = bonus_game({"fountain": 4, "orangery": 4}, {"pavilion": 4})
    ev = play_all(g, "build pavilion pay diamond,diamond,diamond")
    assert bonus_events(ev) == [(1, "five-alike", 5, 1)]
    assert g.state()["bonus_left"]["five-alike-2"] == 3 and "five-alike" not in g.state()["bonus_left"]
    ev = play_all(g, "build fountain pay diamond,diamond,diamond")  # seat 0: 5 fountains
    assert bonus_events(ev) == [(0, "five-alike", 3, 2)]
    ev = play_all(g, "pass", "build orangery pay diamond,diamond,diamond")  # 5 orangeries: none left
    assert bonus_events(ev) == []
    assert g.state()["bonus_cards"]["five-alike"] == [1, 0]


def test_five_alike_the_same_player_with_ten_and_dark_spaces_count():
    # seat 0 fills its light spaces with fountains and goes on in the dark-green spaces
    g = bonus_game({"fountain": 9, "orangery": 3, "pavilion": 2})
    st = g.state()["players"][0]
    assert st["light_filled"] == 14
    g = edited(g, lambda st: st["bonus_cards"].update({"five-alike": [1]}) or st["players"][1].update(
        bonus_cards=["five-alike"]))
    play_all(g, "pass")
    ev = play_all(g, "build fountain pay diamond,diamond,diamond")  # the 10th fountain, dark green
    assert of_type(ev, "tile-placed")[0]["area"] == "dark"
    assert bonus_events(ev) == [(0, "five-alike", 3, 2)]


def test_forests_never_count_for_bonus_cards():
    g = bonus_game({}, {"forest": 4})
    ev = play_all(g, "build forest pay diamond,diamond,diamond")
    assert bonus_events(ev) == []


# --- the end and the scores ----------------------------------------------------------------

def test_the_end_in_phase_2_is_played_out_without_an_end_of_round_step():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, fountain=4, forest=2, orangery=4, pavilion=1, deer_park=2)  # 13 light
        st["players"][0]["gems"].update(blue=5)
    g = edited(game(), edit)
    ev = play_all(g, "buy c3r1")  # the pond: 14 light-green spaces
    assert of_type(ev, "end-triggered") == [{"type": "end-triggered", "seat": 0, "reason": "park"}]
    assert g.state()["end_triggered"] and not g.is_over
    play_all(g, "buy c2r4")  # the buying goes on: seat 1 takes a money step (pays 1, gets 1)
    pass_buying(g)
    assert g.state()["phase"] == "gems"
    while g.state()["phase"] == "gems":
        g.play("keep")
    assert g.state()["phase"] == "build"
    ev = play_all(g, "pass", "build fountain pay blue,blue,blue", "pass")  # seat 1 leads (T: none)
    assert g.is_over and g.to_move() is None and g.legal() == []
    assert of_type(ev, "round-ended") == [] and of_type(ev, "round-started") == []
    end = of_type(ev, "game-ended")[0]
    assert end["round"] == 1
    st = g.state()
    assert st["phase"] == "over" and st["round"] == 1
    # no end-of-round step: the coins and the turn track stay as they were
    assert [p["coins"] for p in st["players"]] == [9, 10]
    assert st["turn_track"][:2] == [[0], [1]] and st["leader"] == 1
    with pytest.raises(RulesError):
        g.play("pass")


def test_scores_and_an_ineligible_player():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, fountain=2, orangery=1, pavilion=1, forest=3, pond=2, deer_park=1, aviary=1)
        st["players"][0]["tracks"] = {"forest": 2, "tech": 4, "money": 3}
        st["players"][0]["bonus_cards"] = ["three-orangery"]
        set_park(st, 1, orangery=5, forest=3, pond=3)  # no pavilion, no rose garden: not eligible
        st["players"][1]["bonus_cards"] = ["five-alike"]
        st["players"][1]["tracks"] = {"forest": 4, "tech": 4, "money": 4}
    g = edited(game(), edit)
    s0, s1 = g.scores()
    assert s0 == {"seat": 0, "objects": 16, "forests": 12, "animals": 11, "bonus": 3, "tracks": 4,
                  "total": 46, "eligible": True, "gems": 4}
    assert s1 == {"seat": 1, "objects": 0, "forests": 0, "animals": 0, "bonus": 0, "tracks": 0,
                  "total": 0, "eligible": False, "gems": 4}
    assert g.winners() == []  # not over yet


def finished(edit: Any) -> ClubGame:
    """A 2-player game in its last phase 5 after `edit`, played out with passes."""
    g = build_phase([{}, {}])

    def both(st: dict[str, Any]) -> None:
        st["end_triggered"] = True
        edit(st)
    g = edited(g, both)
    while not g.is_over:
        g.play("pass")
    return g


def test_an_ineligible_player_cannot_win_even_with_the_most_points():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, fountain=1, orangery=1, pavilion=1)  # eligible, 4 + 4 + 4
        set_park(st, 1, orangery=11, forest=1)  # no pavilion, no rose garden
    g = finished(edit)
    assert [s["total"] for s in g.scores()] == [12, 0]
    assert g.winners() == [0]


def test_nobody_eligible_nobody_wins():
    g = finished(lambda st: None)
    assert g.winners() == [] and [s["eligible"] for s in g.scores()] == [False, False]


def test_a_tie_goes_to_the_most_gems_diamonds_count_then_shared():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 0, fountain=1, orangery=1, pavilion=1)
        set_park(st, 1, orangery=1, pavilion=1, rose_garden=1)
        st["players"][0]["gems"] = {"blue": 3, "yellow": 0, "green": 0, "red": 0, "diamond": 0}
        st["players"][1]["gems"] = {"blue": 1, "yellow": 0, "green": 0, "red": 0, "diamond": 3}
    g = finished(edit)
    assert [s["total"] for s in g.scores()] == [12, 12]
    assert g.winners() == [1]

    def even(st: dict[str, Any]) -> None:
        edit(st)
        st["players"][1]["gems"]["diamond"] = 2
    assert finished(even).winners() == [0, 1]


def test_the_game_ended_event_carries_scores_and_winners():
    g = build_phase([{}, {}])

    def edit(st: dict[str, Any]) -> None:
        st["end_triggered"] = True
        set_park(st, 0, fountain=1, orangery=1, pavilion=1)
    g = edited(g, edit)
    ev = play_all(g, "pass", "pass")
    end = of_type(ev, "game-ended")[0]
    assert end["winners"] == [0]
    assert [s["total"] for s in end["scores"]] == [12, 0]
    assert end["scores"][1]["eligible"] is False


def test_a_game_nobody_can_finish_ends_after_its_round():
    def edit(st: dict[str, Any]) -> None:  # no orangery left, and both boards require one
        st["stacks"].update(orangery=0)
        set_park(st, 1, pavilion=1, rose_garden=1, fountain=11)  # white lacks only its orangery
    g = edited(build_phase([{}, {}]), edit)
    ev = play_all(g, "pass", "pass")
    assert of_type(ev, "end-triggered") == [{"type": "end-triggered", "seat": None, "reason": "stuck"}]
    assert g.is_over


def test_refused_actions_change_nothing():
    g = game()
    before = g.state()
    for bad in ["", "buy", "buy c9r9", "sell blue R2 S2", "keep", "build fountain pay blue,blue,blue",
                "buy c1r4 wood", "pass now", 3, None]:
        with pytest.raises(RulesError):
            g.play(bad)  # type: ignore[arg-type]
        assert g.state() == before
    assert g.actions == []


def test_the_end_in_phase_5_lets_the_phase_finish():
    def edit(st: dict[str, Any]) -> None:
        set_park(st, 1, orangery=1, pavilion=1, rose_garden=1, deer_park=1, pond=9)  # 13 light-green
    g = edited(build_phase([{"red": 9}, {"green": 9}]), edit)
    ev = play_all(g, "build orangery pay green,green,green")  # seat 1: the 14th
    assert of_type(ev, "end-triggered")[0]["seat"] == 1 and not g.is_over
    ev = play_all(g, "build rose-garden pay red,red,red", "pass")  # seat 0 still builds
    assert of_type(ev, "built")[0]["seat"] == 0 and not g.is_over
    ev = play_all(g, "build forest pay red,red,red")  # seat 0 again: the phase goes on
    assert not g.is_over
    ev = play_all(g, "pass")
    assert g.is_over and of_type(ev, "game-ended") and not of_type(ev, "round-ended")


def test_players_who_never_build_end_at_the_round_limit():
    from diamant.games.club.data import ROUND_LIMIT
    g = ClubGame(players=2, seed=3)
    last: list[dict[str, Any]] = []
    while not g.is_over:
        last = play_all(g, "pass" if "pass" in g.legal() else "keep")
    assert g.state()["round"] == ROUND_LIMIT
    assert of_type(last, "end-triggered") == [{"type": "end-triggered", "seat": None, "reason": "round-limit"}]
    assert g.winners() == []  # nobody filled a required space


def test_players_play_the_boards_of_the_colours_they_chose():
    # seat 0 chose blue (rose garden, fountain, orangery), seat 1 red (fountain, orangery, pavilion)
    g = ClubGame(players=2, seed=3, boards=[3, 0])
    st = g.state()
    assert [p["board"] for p in st["players"]] == ["blue", "red"]
    assert set(st["players"][0]["required"]) == {"rose-garden", "fountain", "orangery"}
    assert set(st["players"][1]["required"]) == {"fountain", "orangery", "pavilion"}
    # the choice is kept by copies, states and records
    assert g.copy().state() == st
    assert ClubGame.from_state(st, seed=3).state()["players"][0]["board"] == "blue"
    while not g.is_over:
        g.play(g.legal()[0])
    rec = g.record()
    assert rec["boards"] == [3, 0]
    again, _ = ClubGame.replay(rec)
    assert again.state() == g.state()
    # the default: seat k plays board k, and the record stays as before (no "boards" key)
    assert "boards" not in ClubGame(players=3, seed=1).record()


@pytest.mark.parametrize("boards", [[0], [0, 0], [0, 4], [-1, 1], "01", [True, 0], [0, 1, 2],
                                    [[], 1], [{}, 0]])
def test_impossible_boards_are_refused(boards):
    with pytest.raises(RulesError, match="board"):
        ClubGame(players=2, seed=1, boards=boards)
