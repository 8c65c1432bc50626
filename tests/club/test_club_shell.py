"""The shell's side of two games: the registry, the title's game picker, the Diamonds Club lobby,
Continue of a club game, and club games among the past games."""

from __future__ import annotations

import pygame
import pytest
from toolbox import key_event as key

import diamant.shell.scenes  # noqa: F401 - Diamant's scenes and its entry
import diamant.games.diamant.screens.scenes  # noqa: F401 - Diamant's scenes and its entry
import diamant.games.club.screens  # noqa: F401 - the club's scenes and its entry
import diamant.storage as st
from diamant.ui import nav
from diamant.ui.app import App, default_settings
from diamant.ui.scene import Scene
from diamant.games.club import ClubGame
from diamant.games.club.bots import LEVELS
from diamant.games.club.screens.lobby import DraftSeat, final_names, seats_from
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.shell import games
from diamant.games.club import history as club_history


class FakeTable(Scene):
    """Stands for the club's table (another helper's): remembers what it was opened with."""
    scene_name = "club-table"
    opened: list[dict] = []

    def __init__(self, app, setup=None, saved=None):
        super().__init__(app)
        FakeTable.opened.append({"setup": setup, "saved": saved})


@pytest.fixture
def fake_table(monkeypatch):
    FakeTable.opened = []
    monkeypatch.setitem(nav._FACTORIES, "club-table", FakeTable)
    return FakeTable


@pytest.fixture
def app(home):
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    yield a
    a.close()


def club_save(actions: int = 30) -> dict:
    g = ClubGame(players=2, seed=3, boards=[1, 3])  # each seat on its colour's board, as the table plays
    for _ in range(actions):
        g.play(g.legal()[0])
    seats = [{"name": "Ann", "colour": 1, "bot": None}, {"name": "Steady", "colour": 3, "bot": "steady"}]
    record = g.record([{"name": s["name"], "kind": "bot" if s["bot"] else "human", "bot": s["bot"]}
                       for s in seats])
    return {"format": "diamonds-club-save", "version": 1, "record": record, "seats": seats, "ui": {}}


# ----------------------------------------------------------------------------------- registry
def test_both_games_register_in_order():
    listed = games.entries()
    assert [e.id for e in listed][:2] == ["diamant", "club"]
    club = games.get("club")
    assert club is not None and club.lobby_scene == "club-lobby" and club.rules_scene == "club-rules"
    assert "club-lobby" in nav.names()
    assert [e.id for e in games.load_all()] == [e.id for e in listed]  # importing again: no duplicate


def test_register_replaces_an_entry_of_the_same_id(monkeypatch):
    monkeypatch.setattr(games, "_ENTRIES", dict(games._ENTRIES))
    entry = games.GameEntry("zz", "k", "l", "r", has_save=lambda: False, resume=lambda app: None, order=-1)
    games.register(entry)
    games.register(entry)
    assert [e.id for e in games.entries()].count("zz") == 1 and games.entries()[0] is entry


# ----------------------------------------------------------------------------------- title
def test_title_picker_switches_the_game_and_remembers_it(app):
    title = app.nav.push("title")
    assert title.picker.visible and title.entry.id == "diamant"  # nothing chosen yet: the first
    app.frame(1 / 60, [])
    title.group.focus(title.picker, keyboard=True)
    app.frame(1 / 60, [key(pygame.K_RIGHT)])
    assert title.entry.id == "club" and app.settings.extra["last_game"] == "club"
    # the setting survives the settings file
    back = st.Settings.from_dict(app.settings.to_dict())
    assert back.extra["last_game"] == "club"
    # a new title (the next start) opens on the club
    app.nav.reset("title")
    assert app.top.entry.id == "club"
    # a click on Diamant's half picks it again
    title = app.top
    app.frame(1 / 60, [])
    at = title.picker.cells[0].center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=at)])
    assert title.entry.id == "diamant" and app.settings.extra["last_game"] == "diamant"


def test_enter_on_the_picker_keeps_the_game_and_goes_on_to_new_game(app):
    """Enter on the focused picker is "this game": it does not switch (the arrows and a click
    do); the focus goes on to New game, and the next Enter starts the game shown."""
    enter = [key(pygame.K_RETURN), pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="",
                                                      scancode=0)]
    app.settings.extra["last_game"] = "club"
    title = app.nav.push("title")
    app.frame(1 / 60, [])
    title.group.focus(title.picker, keyboard=True)
    app.frame(1 / 60, enter)
    assert title.entry.id == "club" and app.settings.extra["last_game"] == "club"
    assert title.group.focused is title.new_button and app.nav.top_is("title")
    app.frame(1 / 60, enter)
    assert app.nav.top_is("club-lobby")
    # the same on Diamant's side: Enter never switches to the other game
    app.nav.reset("title")
    app.settings.extra["last_game"] = "diamant"
    title = app.nav.reset("title")
    app.frame(1 / 60, [])
    title.group.focus(title.picker, keyboard=True)
    app.frame(1 / 60, enter)
    assert title.entry.id == "diamant" and title.group.focused is title.default_focus()


def test_title_new_game_and_rules_follow_the_chosen_game(app, fake_table, monkeypatch):
    app.settings.extra["last_game"] = "club"
    monkeypatch.delitem(nav._FACTORIES, "club-rules", raising=False)  # a build without it
    title = app.nav.push("title")
    assert not title.rules_button.enabled
    monkeypatch.setitem(nav._FACTORIES, "club-rules", lambda app: Scene(app))
    title.arrange(False)
    assert title.rules_button.enabled
    title.new_game()
    assert nav.name_of(app.top) == "club-lobby"
    app.top.start()
    setup = fake_table.opened[-1]["setup"]
    assert isinstance(setup, ClubSetup) and len(app.scenes) == 1  # the table alone: reset


def test_title_continue_resumes_the_club_game(app, fake_table):
    data = club_save()
    st.write_slot("club", data)
    app.settings.extra["last_game"] = "club"
    title = app.nav.push("title")
    title.enter()
    assert title.continue_button.visible and title.buttons[0] is title.continue_button
    assert title.continue_button.text() == "Continue: Diamonds Club"
    title.continue_game()
    assert fake_table.opened == [{"setup": None, "saved": data}]
    assert len(app.scenes) == 1


def test_title_continue_with_a_damaged_club_save_says_so(app, fake_table, home):
    home.mkdir()  # a folder the game has used before
    (home / "autosave-club.json").write_text('{"format": "diamonds-club-save", "version": 1, "rec',
                                            encoding="utf-8")
    app.settings.extra["last_game"] = "club"
    title = app.nav.push("title")
    assert title.continue_button.visible
    title.continue_game()
    assert fake_table.opened == [] and app.top is title
    assert any(t.kind == "warning" for t in app.toasts)
    assert not title.continue_button.visible and title.group.focused is title.new_button
    assert list(home.glob("autosave-club.json.broken-*"))


def test_a_new_club_game_over_one_in_progress_asks_first(app, fake_table):
    st.write_slot("club", club_save())
    app.settings.extra["last_game"] = "club"
    title = app.nav.push("title")
    title.new_game()
    confirm = app.top
    assert nav.name_of(confirm) == "confirm-new-game" and confirm.body_key == "club-new-game-confirm-body"
    confirm.confirm()
    assert nav.name_of(app.top) == "club-lobby"


def test_diamant_on_the_title_is_as_before(app):
    title = app.nav.push("title")
    assert title.entry.id == "diamant" and title.rules_button.enabled
    title.open_rules()
    assert nav.name_of(app.top) == "rules"
    app.nav.reset("title")
    app.top.new_game()
    assert nav.name_of(app.top) == "lobby"


# ----------------------------------------------------------------------------------- lobby
def test_lobby_builds_a_valid_setup(app, fake_table):
    lobby = app.nav.push("club-lobby")
    assert [s.bot for s in lobby.seats] == [None, "steady"]  # you against a steady bot
    lobby.add_seat()
    lobby.add_seat()
    lobby.add_seat()  # a fifth: refused
    assert len(lobby.seats) == 4 and not lobby.add.enabled
    lobby._set_kind(1, "person")
    lobby._set_name(1, "  An\tn\x00 ")
    lobby._set_level(2, "master")
    setup = lobby.setup(seed=5)
    assert setup.seed == 5 and len(setup.seats) == 4
    assert [s.colour for s in setup.seats] == [0, 1, 2, 3]
    assert setup.seats[0] == ClubSeat("Player 1", 0, None)  # two people: nobody is "You"
    assert setup.seats[1] == ClubSeat("An n", 1, None)
    assert setup.seats[2].bot == "master" and setup.seats[2].name == "Master"
    assert all(s.bot is None or s.bot in LEVELS for s in setup.seats)
    for _ in range(3):
        lobby.remove_seat(0)
    assert len(lobby.seats) == 2 and not lobby.rows[0].remove.enabled


def test_lobby_colours_stay_unique(app):
    lobby = app.nav.push("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 2, "steady")])
    lobby.next_colour(0)
    assert [s.colour for s in lobby.seats] == [1, 2]
    lobby.next_colour(0)  # 2 is taken: on to 3
    assert [s.colour for s in lobby.seats] == [3, 2]
    lobby.add_seat()
    lobby.add_seat()
    for i in range(4):
        for _ in range(5):
            lobby.next_colour(i)
            assert sorted(s.colour for s in lobby.seats) == [0, 1, 2, 3]  # all taken: swaps


def test_lobby_names_are_cleaned_and_never_alike(app):
    seats = [DraftSeat("Ann", 0, None), DraftSeat("ann", 1, None), DraftSeat("", 2, "steady"),
             DraftSeat("", 3, "steady")]
    assert final_names(app, seats) == ["Ann", "ann 2", "Steady", "Steady 2"]
    assert final_names(app, [DraftSeat("x" * 40, 0, None), DraftSeat("", 1, None)])[0] == "x" * 20
    assert final_names(app, [DraftSeat("", 0, None), DraftSeat("", 1, None)]) == ["Player 1", "Player 2"]


def test_lobby_is_remembered_and_a_bad_memory_is_the_default(app, fake_table):
    lobby = app.nav.push("club-lobby", seats=[DraftSeat("Mia", 3, None), DraftSeat("", 0, "master"),
                                              DraftSeat("", 1, "beginner")])
    lobby.start()
    kept = app.settings.extra["club_lobby"]
    again = app.nav.push("club-lobby")
    assert [(s.name, s.colour, s.bot) for s in again.seats] == [("Mia", 3, None), ("", 0, "master"),
                                                                 ("", 1, "beginner")]
    assert kept["seats"][0] == {"name": "Mia", "colour": 3, "bot": None}
    for bad in (None, {"seats": "x"}, {"seats": [{"name": "a", "colour": 0, "bot": None}]},
                {"seats": [{"name": "a", "colour": 0, "bot": None}, {"name": "b", "colour": 0, "bot": None}]},
                {"seats": [{"name": "a", "colour": 0, "bot": "nobody"}, {"name": "b", "colour": 1, "bot": None}]}):
        assert [s.bot for s in seats_from(bad)] == [None, "steady"]


def test_lobby_escape_goes_back_to_the_title(app):
    app.nav.push("title")
    app.nav.push("club-lobby")
    app.frame(1 / 60, [key(pygame.K_ESCAPE)])
    assert nav.name_of(app.top) == "title" and len(app.scenes) == 1


# ----------------------------------------------------------------------------------- history
def test_past_games_list_a_club_game_with_its_scores(app):
    g = ClubGame(players=2, seed=3)
    while not g.is_over:
        g.play(g.legal()[0])
    data = club_save(0)
    data["record"] = g.record([{"name": "Ann", "kind": "human", "bot": None},
                               {"name": "Steady", "kind": "bot", "bot": "steady"}])
    club_history.store_club_game(data)
    hist = app.nav.push("history")
    app.frame(1 / 60, [])
    entry = hist.list.selected
    assert entry.game == "club" and entry.names == ("Ann", "Steady")
    # its Log and Replay open the club's own scenes (tests/club/test_club_replay.py looks at them)
    assert hist.log_button.enabled and hist.replay_button.enabled
    hist.show_log()
    assert nav.name_of(app.top) == "club-log"
    app.top.close()
    assert app.top is hist
    surf = pygame.Surface((600, 60))
    texts: list[str] = []
    from diamant.ui import theme
    real = theme.draw_text

    def draw_text(surface, app_, text, *args, **kw):  # what the row shows
        texts.append(text)
        return real(surface, app_, text, *args, **kw)
    theme.draw_text = draw_text
    try:
        hist._draw_row(surf, surf.get_rect(), entry, True)
    finally:
        theme.draw_text = real
    assert any("Diamonds Club" in x for x in texts)
