"""The pieces both games share, written once outside both: one event base (mutable for Diamant,
frozen for Diamonds Club) and the isolated seats of a run of bots, always closed."""
import dataclasses

import pytest

from diamant.botrun import isolated_bots
from diamant.events import GameEvent, plain
from diamant.games.club.events import Bought, ClubEvent
from diamant.games.diamant.engine.cards import Card, CardKind, Hazard
from diamant.games.diamant.engine.events import Event, HazardWarning, RoundEnd, RoundEnded


def test_both_games_events_share_one_base_and_keep_their_own_kind():
    assert issubclass(Event, GameEvent) and issubclass(ClubEvent, GameEvent)
    warning = HazardWarning(3, Hazard.SNAKES)
    warning.index = 4  # Diamant's events stay mutable
    bought = Bought(1, "c1r2", "blue", 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        bought.coins = 3  # the club's stay frozen
    assert warning.to_dict() == {"type": "hazard-warning", "index": 4, "hazard": Hazard.SNAKES.value}
    assert bought.to_dict() == {"type": "bought", "seat": 1, "space": "c1r2", "item": "blue",
                                "coins": 2, "track": None}


def test_plain_makes_enums_cards_tuples_and_nested_events_json():
    card = Card(7, CardKind.HAZARD, 0, Hazard.SNAKES)
    ended = RoundEnded(2, RoundEnd.DISASTER, card, (), 3, 9, 20)
    assert ended.to_dict()["reason"] == "disaster"
    assert ended.to_dict()["hazard_removed"] == card.to_dict()
    assert plain((RoundEnd.ALL_LEFT, (card, None), Bought(0, "c2r1", "pond", 1))) == [
        "all-left", [card.to_dict(), None], Bought(0, "c2r1", "pond", 1).to_dict()]


class _Child:
    def __init__(self, name, seat, closed):
        self.name, self.seat, self.closed = name, seat, closed

    def close(self):
        self.closed.append(self.seat)


def test_isolated_seats_are_closed_however_the_block_ends():
    closed = []
    names = ["plug:a", "random", "plug:b"]
    with pytest.raises(RuntimeError):
        with isolated_bots(names, lambda n: ":" in n, lambda n, s: _Child(n, s, closed)) as bots:
            assert sorted(bots) == [0, 2] and bots[2].name == "plug:b"
            raise RuntimeError("a game failed")
    assert sorted(closed) == [0, 2]


def test_a_seat_that_cannot_start_closes_those_already_started():
    closed = []

    def child(name, seat):
        if seat == 2:
            raise OSError("no process")
        return _Child(name, seat, closed)

    with pytest.raises(OSError):
        with isolated_bots(["plug:a", "plug:b", "plug:c"], lambda n: True, child):
            pass
    assert sorted(closed) == [0, 1]
