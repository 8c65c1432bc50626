"""The exact odds of the next card (diamant.games.diamant.engine.odds), against hand-worked decks."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from diamant.games.diamant.engine import Edition, Game, Hazard, Ruleset
from diamant.games.diamant.engine.odds import disaster_chance, expected_share, odds

SNAKES, LAVA = Hazard.SNAKES, Hazard.LAVA


def _game(edition: str = "classic", players: int = 4, *cards: str) -> Game:
    game = Game(edition, players, seed=3)
    game.force_next(*cards)
    game.start()
    for _ in cards[1:]:
        game.decide_all({s: "continue" for s in game.awaiting})
    return game


def test_first_card_of_the_game_cannot_end_the_expedition():
    game = _game("classic", 4, "treasure:9")
    o = odds(game.view(0))
    assert o.hazards_seen == ()
    assert dict(o.hazards_left) == {}
    assert o.cards_left == 29 and o.hazard_cards == 15 and o.treasure_cards == 14
    assert o.deadly == 0 and o.disaster == 0 and o.safe == 1
    # 4 explorers share what is left: 1 2 3 4 5 5 7 7 11 11 13 14 15 17 (the 9 is on the path)
    # give 0 0 0 1 1 1 1 1 2 2 3 3 3 4 gems each: 22 gems over 29 cards
    assert o.expected_share == Fraction(22, 29)


def test_one_trap_on_the_path():
    game = _game("classic", 4, "treasure:5", "hazard:snakes")
    view = game.view(2)
    o = odds(view)
    assert o.hazards_seen == (SNAKES,)
    assert dict(o.hazards_left) == {SNAKES: 2}
    assert o.cards_left == 28 and o.deadly == 2
    assert o.disaster == Fraction(1, 14) == disaster_chance(view)
    # treasures left: 1 2 3 4 5 7 7 9 11 11 13 14 15 17 -> 0 0 0 1 1 1 1 2 2 2 3 3 3 4 = 23
    assert o.expected_share == Fraction(23, 28) == expected_share(view)
    assert expected_share(view, explorers=1) == Fraction(119, 28)  # every gem of the 14
    assert o.relics_left == 0 and o.relics_to_come == 0


def test_two_trap_types_on_the_path():
    game = _game("classic", 3, "hazard:snakes", "hazard:lava", "treasure:9")
    o = odds(game.view(0))
    assert o.hazards_seen == (SNAKES, LAVA)
    assert dict(o.hazards_left) == {SNAKES: 2, LAVA: 2}
    assert o.cards_left == 27 and o.deadly == 4 and o.hazard_cards == 13
    assert o.disaster == Fraction(4, 27)


def test_public_view_and_seat_view_agree():
    game = _game("classic", 5, "hazard:rams", "treasure:17", "hazard:spiders")
    assert odds(game.public_view()) == odds(game.view(4))
    assert odds(game.view(1)).disaster == Fraction(4, 27)


def test_a_disaster_removes_a_copy_for_later_expeditions():
    game = Game("classic", 3, seed=5)
    game.force_next("hazard:snakes", "hazard:snakes", "hazard:snakes")
    game.start()
    game.decide_all({s: "continue" for s in game.awaiting})  # the second snakes: disaster
    assert game.round == 2
    # expedition 2 opens on the third snakes card: the other copy went out of the game
    o = odds(game.view(0))
    assert o.hazards_seen == (SNAKES,)
    assert dict(o.hazards_left) == {SNAKES: 1}
    assert o.cards_left == 28 and o.hazard_cards == 13
    assert o.disaster == Fraction(1, 28)


def test_relics_in_the_deck_and_to_come():
    game = _game("iello", 4, "relic", "hazard:lava")
    o = odds(game.view(0))
    assert o.relics_left == 4 and o.relics_to_come == 0
    assert o.cards_left == 33 and o.disaster == Fraction(2, 33)
    game = _game("relic-hunt", 4, "hazard:lava")
    o = odds(game.view(0))
    assert o.relics_left == 1 and o.relics_to_come == 4  # one shuffled in per expedition
    assert o.cards_left == 30 and o.disaster == Fraction(2, 30)


def test_fewer_explorers_share_more():
    game = _game("classic", 3, "treasure:1", "hazard:lava")
    game.force_next("treasure:4")
    game.decide_all({0: "leave", 1: "continue", 2: "continue"})  # the next card is revealed
    view = game.view(1)
    assert view.in_cave == (1, 2)
    # left: 2 3 5 5 7 7 9 11 11 13 14 15 17 (the 1 and the 4 are on the path), 27 cards;
    # 2 explorers get 1 1 2 2 3 3 4 5 5 6 7 7 8 = 54 gems each over them
    assert expected_share(view) == Fraction(54, 27) == 2


def test_an_empty_deck_ends_the_expedition_safely():
    tiny = replace(Ruleset(), edition=Edition.CUSTOM, treasures=(3,), hazard_copies=1,
                   hazards=(SNAKES,), rounds=1)
    game = Game(tiny, 3, seed=1)
    game.start()
    game.decide_all({s: "continue" for s in game.awaiting})  # the second and last card
    o = odds(game.view(0))
    assert o.cards_left == 0 and o.deadly == 0
    assert o.disaster == 0 and o.expected_share == 0
