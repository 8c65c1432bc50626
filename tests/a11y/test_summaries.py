"""What the summary keys say (the path, what you carry, the cave, the odds; the club's goods,
market, price tiles and parks), from what the table shows, in the player's language."""
from __future__ import annotations

import pytest

from diamant.games.club.data import ROWS
from diamant.games.club.game import ClubGame
from diamant.games.club.screens import table_speech
from diamant.games.diamant.engine import Card, CardKind, Hazard
from diamant.games.diamant.screens import speech_summaries as s
from diamant.games.diamant.screens.table_model import CardState, SeatState
from diamant.i18n import get_localizer


@pytest.fixture(params=["en", "ru", "pl", "sr-Latn", "ja"])
def loc(request):
    return get_localizer(request.param)


def _path():
    return [CardState(Card(1, CardKind.TREASURE, 7), gems=1),
            CardState(Card(2, CardKind.HAZARD, hazard=Hazard.SNAKES)),
            CardState(Card(3, CardKind.RELIC, idol=1))]


def _seats():
    you, bot, home = SeatState(), SeatState(), SeatState()
    you.in_cave, you.carried, you.chest = True, 3, 12
    bot.in_cave, bot.carried, bot.chest = True, 3, None  # a secret chest: never said
    home.in_cave, home.chest = False, 9
    return [you, bot, home]


def test_the_path_card_by_card_with_the_gems_on_it(loc):
    text = s.path_summary(loc, _path(), None)
    assert text.startswith(loc.t("a11y-path", count=3, cards="").split(":")[0].split("：")[0])
    assert loc.t("card-treasure-value", value=7) in text
    assert loc.t("a11y-gems-left", count=1) in text
    assert loc.t("a11y-path-gems", count=1) in text
    assert loc.t("card-relic") in text
    assert s.path_summary(loc, [], None) == loc.t("a11y-path-empty")


def test_what_you_carry_and_never_a_secret_chest(loc):
    seats = _seats()
    mine = s.carried_summary(loc, seats, 0)
    assert loc.t("play-carried", count=3) in mine and loc.t("play-chest", count=12) in mine
    other = s.carried_summary(loc, seats, 1)
    assert loc.t("play-chest-hidden").rstrip(".。") in other and "None" not in other
    assert s.carried_summary(loc, seats, None) == loc.t("a11y-no-seat")


def test_who_is_in_the_cave_and_who_is_at_camp(loc):
    text = s.cave_summary(loc, _seats(), ["Ana", "Bo", "Cy"], you=0)
    assert loc.t("logbook-you") in text and "Bo" in text
    assert loc.t("a11y-camp", who="Cy") in text
    assert "Ana" not in text  # the player is "you"


def test_the_club_market_row_by_row_and_everything_else(loc):
    g = ClubGame(players=2, seed=3)
    state = g.state()
    names = ["Ana", "Bo"]
    market = table_speech.market_summary(loc, state, names)
    for row in range(1, ROWS + 1):
        assert loc.t("a11y-club-row", row=row, spaces="|").split("|")[0] in market
    assert table_speech.goods_summary(loc, state, 0, names).startswith("Ana")
    assert table_speech.goods_summary(loc, state, None, names) == loc.t("a11y-no-seat")
    parks = table_speech.parks_summary(loc, state, 1, names)
    assert parks.index("Bo") < parks.index("Ana")  # the player's own park first
    prices = table_speech.prices_summary(loc, state, 0, names)
    assert "\n" not in prices and len(prices) > 100
