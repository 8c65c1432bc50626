"""The advice the Diamonds Club dialogs propose (diamant.games.club.advice): the best sale of a seat's
tokens in phase 4 and the default payment of a building, worked by hand, and on seeded games
that every proposal is legal when played in order."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from diamant.games.club import ClubGame
from diamant.games.club.advice import (SCORE_ROWS, build_options, default_payment, gems_choice_needed,
                                 gems_plan, payment_of, score_breakdown, tie_broken_by_gems)

DEAL2 = ["D5a", "D1b", "L1a", "L2b"]


def _edited(g: ClubGame, edit: Any) -> ClubGame:
    st = copy.deepcopy(g.state())
    edit(st)
    return ClubGame.from_state(st, 5)


def gems_phase(tokens: list[str], tech: int = 0, gems: dict[str, int] | None = None) -> ClubGame:
    """A 2-player game at phase 4 with seat 0 to move holding `tokens` (board red: its required
    fountain asks for blue)."""
    g = ClubGame(players=2, seed=1, deals=[DEAL2])
    while g.state()["phase"] == "buy":
        g.play("pass")
    g.play("keep")  # seat 1 leads: seat 0 is next

    def edit(st: dict[str, Any]) -> None:
        st["players"][0].update(tokens=sorted(tokens))
        st["players"][0]["tracks"]["tech"] = tech
        if gems is not None:
            st["players"][0]["gems"] = {"blue": 0, "yellow": 0, "green": 0, "red": 0, "diamond": 0} | gems

    return _edited(g, edit)


def build_phase(gems: dict[str, int]) -> ClubGame:
    """A 2-player game at phase 5 with seat 1 to move holding `gems`."""
    g = ClubGame(players=2, seed=1)
    while g.state()["phase"] == "buy":
        g.play("pass")
    while g.state()["phase"] == "gems":
        g.play("keep")

    def edit(st: dict[str, Any]) -> None:
        st["players"][1]["gems"] = {"blue": 0, "yellow": 0, "green": 0, "red": 0, "diamond": 0} | gems

    return _edited(g, edit)


def play(g: ClubGame, actions: list[str]) -> None:
    for a in actions:
        assert a in g.legal(), (a, g.legal())
        g.play(a)


# --- phase 4 -----------------------------------------------------------------------------------

def test_no_tokens_keeps_nothing_and_asks_nothing():
    g = gems_phase([])
    assert gems_plan(g, 0) == ["keep"]
    assert not gems_choice_needed(g, 0)


def test_the_biggest_rights_go_with_the_biggest_ship():
    g = gems_phase(["blue", "red", "R2", "R5", "S2", "S5"])
    plan = gems_plan(g, 0)
    assert sorted(plan[:2]) == ["sell blue R5 S5", "sell red R2 S2"] or sorted(plan[:2]) == [
        "sell blue R2 S2", "sell red R5 S5"]
    assert plan[2] == "keep"
    play(g, plan)


def test_the_big_set_goes_to_the_colour_the_required_space_asks_for():
    # seat 0 (red board) still needs its fountain: two blue gems; it holds no gem at all
    g = gems_phase(["blue", "red", "R2", "R5", "S2", "S5"], gems={})
    assert gems_plan(g, 0)[:2] == ["sell blue R5 S5", "sell red R2 S2"]
    assert gems_choice_needed(g, 0)  # red or blue gets the five: the player may prefer the other


def test_equal_gems_keep_the_bigger_token():
    # R5 + S2 and R2 + S2 both give 2 gems: sell the small rights and keep R5 for the next round
    g = gems_phase(["green", "R2", "R5", "S2"])
    assert gems_plan(g, 0) == ["sell green R2 S2", "keep R5"]
    assert not gems_choice_needed(g, 0)  # the same gems either way, and keeping R5 is plainly better


def test_leftovers_keep_a_mine_and_the_best_of_a_kind():
    g = gems_phase(["blue", "yellow", "R3", "R4", "S3"])
    # R3 + S3 gives as much as R4 + S3: R4 stays; blue is sold (the fountain asks for blue)
    assert gems_plan(g, 0) == ["sell blue R3 S3", "keep yellow R4"]
    assert gems_choice_needed(g, 0)  # which colour is sold is the player's choice


def test_the_technology_bonus_counts_in_the_plan():
    g = gems_phase(["blue", "R3", "S4"], tech=4)
    assert gems_plan(g, 0) == ["sell blue R3 S4", "keep"]
    assert not gems_choice_needed(g, 0)
    before = g.state()["players"][0]["gems"]
    play(g, gems_plan(g, 0))
    after = g.state()["players"][0]["gems"]
    assert after["blue"] - before["blue"] == 3 + 2 and after["diamond"] - before["diamond"] == 1


def test_a_lone_token_is_kept():
    g = gems_phase(["S4"])
    assert gems_plan(g, 0) == ["keep S4"]
    assert not gems_choice_needed(g, 0)


# --- phase 5 -----------------------------------------------------------------------------------

def test_the_fixed_gems_are_paid_in_the_tiles_colour_and_diamonds_kept():
    g = build_phase({"blue": 2, "red": 1, "diamond": 1})
    assert g.to_move() == 1
    assert default_payment(g, 1, 0) == "build fountain pay blue,blue,red"


def test_the_any_gem_comes_from_the_biggest_pile():
    g = build_phase({"blue": 2, "red": 1, "yellow": 4})
    assert default_payment(g, 1, 0) == "build fountain pay blue,blue,yellow"


def test_a_forest_is_paid_with_the_gems_held_most():
    g = build_phase({"green": 5, "yellow": 1, "red": 2, "diamond": 2})
    assert default_payment(g, 1, 4) == "build forest pay green,green,green"


def test_diamonds_stand_in_only_when_needed():
    g = build_phase({"blue": 1, "diamond": 2, "red": 1})
    assert default_payment(g, 1, 0) == "build fountain pay blue,red,diamond"


def test_no_payment_when_the_tile_is_not_open():
    g = build_phase({"blue": 1})
    assert default_payment(g, 1, 0) is None  # too few gems
    assert default_payment(g, 0, 0) is None  # not seat 0's turn
    g = build_phase({"green": 6})
    g.play(default_payment(g, 1, 1) or "")
    g.play("pass")  # seat 0
    assert g.to_move() == 1
    assert default_payment(g, 1, 1) is None  # already built with the orangery's price tile
    assert build_options(g, 1, 1) == []


def test_the_any_tile_pays_with_the_colour_its_object_no_longer_needs():
    # seat 1 plays the white board: its empty required orangery asks for green, the pavilion for
    # yellow. Building the orangery with the any landscape object tile (4 gems of any colour)
    # fills that space, so the lone green is paid and a yellow kept for the pavilion.
    g = build_phase({"green": 1, "blue": 1, "yellow": 3})
    assert default_payment(g, 1, 5, 1) == "build any:orangery pay blue,yellow,yellow,green"


def test_the_required_colours_are_those_of_the_games_rules_version():
    from diamant.games.club.advice import _needed_colours

    # board red: today a fountain, an orangery and a pavilion (blue, green, yellow); under the first
    # reconstruction a fountain, an aviary and a forest (only the fountain asks for a colour: blue)
    assert _needed_colours(ClubGame(players=2, seed=1), 0) == {0, 1, 2}
    assert _needed_colours(ClubGame(players=2, seed=1, rules=1), 0) == {0}


def test_payment_of_reads_the_counts():
    assert payment_of("build forest pay blue,blue,diamond") == (2, 0, 0, 0, 1)


# --- property: every proposal is legal, in order, through whole seeded games ---------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_proposal_is_legal_through_seeded_games(players):
    plans = payments = 0
    for seed in range(6):
        g = ClubGame(players=players, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            st = g.state()
            p = g.to_move()
            assert p is not None
            if st["phase"] == "gems":
                plan = gems_plan(g, p)
                plans += 1
                assert plan[-1].startswith("keep") and all(a.startswith("sell ") for a in plan[:-1])
                play(g, plan)
                continue
            if st["phase"] == "build":
                for tile in range(5):
                    pay = default_payment(g, p, tile)
                    if pay is not None:
                        assert pay in g.legal()
                        payments += 1
            legal = g.legal()
            useful = [a for a in legal if a.startswith(("buy", "build"))]
            g.play(rng.choice(useful) if useful and rng.random() < 0.85 else legal[-1])
    assert plans > 20 and payments > 20


# --- the final scores -------------------------------------------------------------------------------

def _over(edit: Any) -> ClubGame:
    """A finished 2-player game (everybody passes until the round limit ends it) after `edit`."""
    g = ClubGame(players=2, seed=3)
    while not g.is_over:
        g.play(g.legal()[-1])
    return _edited(g, edit)


def _park(st: dict[str, Any], seat: int, gems: int) -> None:
    pl = st["players"][seat]
    pl["park"] = {k: 1 for k in pl["park"]}  # one of each kind: every board's required spaces too
    pl["required"] = {k: True for k in pl["required"]}
    pl.update(required_filled=3, light_filled=8, dark_filled=0)
    pl["gems"] = {"blue": gems, "yellow": 0, "green": 0, "red": 0, "diamond": 0}


def test_the_score_rows_split_the_engines_lines():
    g = _over(lambda st: _park(st, 0, 2))
    rows = score_breakdown(g)
    line = g.score_lines()[0]
    assert rows[0]["trios"] == 10 and rows[0]["singles"] == 0 and rows[0]["objects"] == 16
    assert rows[0]["total"] == line.total == sum(rows[0][k] for k in SCORE_ROWS[:-2])
    assert rows[1]["eligible"] == 0 and rows[1]["total"] == 0
    assert not tie_broken_by_gems(g)


def test_a_tie_on_points_is_broken_by_the_gems():
    def edit(st: dict[str, Any]) -> None:
        _park(st, 0, 2)
        _park(st, 1, 5)

    g = _over(edit)
    assert g.winners() == [1]
    assert tie_broken_by_gems(g)
    assert not tie_broken_by_gems(_over(lambda st: (_park(st, 0, 4), _park(st, 1, 4))))


def test_a_forest_leaves_the_pairs_whole():
    # three blue, two green, a yellow, a red: the forest takes the third blue and the two singles
    # (seat 1, white, has its pavilion and rose garden: of its required colours only green counts)
    def filled(st: dict[str, Any]) -> None:
        pl = st["players"][1]
        pl["park"].update(pavilion=1, **{"rose-garden": 1})
        pl["required"].update(pavilion=True, **{"rose-garden": True})
        pl.update(required_filled=2, light_filled=2)
    g = _edited(build_phase({"blue": 3, "yellow": 1, "green": 2, "red": 1, "diamond": 2}), filled)
    assert default_payment(g, 1, 4) == "build forest pay blue,yellow,red"
