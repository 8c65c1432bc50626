"""The keys overlay (F1) lists the keys of the game being played, as the game tells the shell's
registry (GameEntry.keys): Diamant's C / L over a Diamant game, never over a Diamonds Club game,
whose Enter and arrows are worded for its market; over the title, the shell's keys alone."""
from __future__ import annotations


import pygame
import pytest

import diamant.shell.scenes  # noqa: F401
import diamant.games.diamant.screens.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from toolbox import InlineExecutor
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.shell.scenes.shortcuts import ROWS, key_names, rows_for
from diamant.ui.app import App, default_settings


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


@pytest.fixture
def app():
    settings = default_settings()
    settings.animation_speed = 0.0
    a = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False, bot_executor=InlineExecutor())
    yield a
    a.close()


def f1_rows(app: App) -> list[tuple[str, str]]:
    app.frame(1 / 30, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, scancode=58, mod=0, unicode="")])
    assert app.nav.top_is("shortcuts")
    app.draw()
    return list(app.top.rows)


def test_over_a_club_game_the_overlay_lists_the_clubs_keys(app) -> None:
    session = ClubSession.new(ClubSetup((ClubSeat("Ann", 0, None), ClubSeat("Bo", 1, "steady")), 3),
                              executor=InlineExecutor())
    session.hold_bots = True
    app.nav.reset("club-table", session=session)
    rows = f1_rows(app)
    whats = [what for _, what in rows]
    assert "keys-decide" not in whats and not any(keys == "{continue} / {leave}" for keys, _ in rows)
    assert ("{confirm}", "club-keys-confirm") in rows and ("{left} {right} {up} {down}", "club-keys-focus") in rows
    # reworded in place: the same keys, the club's words; and its own rows, the spoken summaries
    # and the ends of a walk over the market (Home: the turn's first offer, End: Pass)
    summaries = next(keys for keys, what in rows if what == "club-keys-summaries")
    assert key_names(summaries, "Space") == "I M T K R"  # each key as the player set it
    assert ("Home / End", "club-keys-ends") in rows
    assert len(rows) == len(ROWS) + 2


def test_over_a_diamant_game_the_overlay_still_lists_c_and_l(app) -> None:
    from diamant.games.diamant.screens import flow
    from diamant.games.diamant.screens.registration import KEYS_SUMMARIES
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup
    seats = [SeatSetup("Ana", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1)]
    flow.start_game(app, TableSetup(seats=seats, seed=4))
    app.frame(1 / 30, events=[])
    app.nav.find("board").start_expedition()
    app.frame(1 / 30, events=[])
    rows = f1_rows(app)
    assert rows[:5] == [("{confirm}", "keys-confirm"), ("{back}", "keys-back"), ("{skip}", "keys-skip"),
                        ("{continue} / {leave}", "keys-decide"), (KEYS_SUMMARIES, "keys-summaries")]  # where it was
    assert key_names(KEYS_SUMMARIES, "Space") == "P I W O R"
    assert rows[5:] == ROWS[3:]
    assert rows_for(()) == ROWS


def test_over_the_title_only_the_shells_keys(app) -> None:
    app.nav.reset("title")
    rows = f1_rows(app)
    assert rows == ROWS


def test_the_overlay_prints_the_decision_keys_the_player_set(app) -> None:
    """Remapped in Settings -> Controls, the overlay's row names the new keys."""
    from diamant.shell.scenes.shortcuts import key_names
    import diamant.games.diamant.screens.actions  # noqa: F401 - registers continue and leave
    assert key_names("{continue} / {leave}", "Space") == "C / L"
    app.settings.controls = {"keys": {"continue": ["x"]}}
    app.apply_settings()
    try:
        assert key_names("{continue} / {leave} · {space}", "Space") == "X / L · Space"
    finally:
        app.settings.controls = {}
        app.apply_settings()  # the key tables are the process's: the defaults back
