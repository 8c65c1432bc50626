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


def test_the_coaches_text_table_counts_wide_characters_twice():
    from diamant.coachkit import review_lines, width
    assert width("進む") == 4 and width("go") == 2
    lines = review_lines("Title", ["n", "choice"], [["1", "進む", "!"], ["12", "go", ""]], [True, False],
                         "a note", ["none costly"])
    assert lines == ["Title", "", " n  choice", " 1  進む    !", "12  go", "", "a note", "", "none costly"]


def test_both_games_fill_in_the_same_pages():
    import diamant.games.club.screens  # noqa: F401 - registers the club's scenes
    from diamant.games.club.screens.coach import ClubCoachScene
    from diamant.games.club.screens.rules import ClubRulesScene
    from diamant.games.diamant.screens.scenes.coach import CoachScene
    from diamant.games.diamant.screens.scenes.rules import RulesScene
    from diamant.ui.reviewpage import ReviewPage
    from diamant.ui.rulespage import RulesPage
    assert issubclass(RulesScene, RulesPage) and issubclass(ClubRulesScene, RulesPage)
    assert issubclass(CoachScene, ReviewPage) and issubclass(ClubCoachScene, ReviewPage)
    assert (RulesScene.prefix, ClubRulesScene.prefix) == ("rules", "club-rules")


def test_a_seat_row_lays_out_its_controls_in_a_line():
    import pygame

    from diamant.ui.widgets import SeatRow

    class _Box:
        rect = pygame.Rect(0, 0, 0, 0)

    row = SeatRow()
    row.colour, row.name, row.kind, row.remove = _Box(), _Box(), _Box(), _Box()  # stand-ins: only .rect is read
    row.level = _Box()
    row.place(pygame.Rect(10, 100, 200, 40), 20, 5, top=2, name_share=0.5, kind_share=0.25)
    assert row.rect == pygame.Rect(10, 100, 200, 40)
    assert row.colour.rect == pygame.Rect(10, 102, 20, 20)
    assert row.remove.rect == pygame.Rect(190, 102, 20, 20)
    # between them 190 - 5 - 35 = 150 px: half for the name, a quarter for the kind, the rest the level's
    assert row.name.rect == pygame.Rect(35, 102, 75, 20)
    assert row.kind.rect == pygame.Rect(115, 102, 38, 20)
    assert row.level.rect == pygame.Rect(158, 102, 27, 20)
