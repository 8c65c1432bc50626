"""Captions of sounds (Settings -> Captions): a sound that tells something the table does not
show at a glance puts a few words at the bottom of the screen ("[round over]") while the player
turned captions on; off, nothing. The framework draws them; the game passes the words."""
from __future__ import annotations

import pygame
import pytest

from diamant.games.club.screens.sounds import CAPTIONS as CLUB_CAPTIONS
from diamant.games.club.screens.table_motion import Motion
from diamant.games.diamant.engine import Game, SeatInfo
from diamant.games.diamant.engine.events import Disaster, HazardWarning, RoundEnded
from diamant.games.diamant.screens.table import TablePresenter
from diamant.storage.settings import Settings
from diamant.ui.toast import CAPTION_SECONDS
from toolbox import make_app

pytestmark = pytest.mark.usefixtures("home")


def test_the_setting_is_kept_off_by_default():
    assert Settings().captions is False
    assert Settings.from_dict(Settings(captions=True).to_dict()).captions is True
    problems: list[str] = []
    assert Settings.from_dict({"captions": "yes"}, problems).captions is False and problems == ["captions"]


@pytest.mark.parametrize("on", [True, False])
def test_a_caption_shows_at_the_bottom_only_when_the_setting_is_on(on):
    app = make_app()
    try:
        app.settings.captions = on
        app.captions.show("[round over]")
        app.frame(1 / 60, events=[])
        assert app.captions.texts() == (["[round over]"] if on else [])
        # drawn in the bottom part of the window, over the scene: its dark plate is there
        bottom = pygame.Rect(0, app.size[1] * 3 // 4, app.size[0], app.size[1] // 4)
        plate = [app.screen.get_at((x, y))[:3] for x in range(bottom.centerx - 5, bottom.centerx + 5)
                 for y in range(bottom.top, bottom.bottom, 2)]
        if on:
            assert any(max(c) < 30 for c in plate)
        for _ in range(int(CAPTION_SECONDS * 10) + 2):
            app.frame(0.1, events=[])
        assert app.captions.texts() == []  # a moment, then gone
    finally:
        app.close()


def _diamant_table(app, seats: int = 3):
    game = Game("classic", seats, 5)
    infos = [SeatInfo(f"P{i}", "bot", "counter-rule", i) for i in range(seats)]
    table = TablePresenter(app, game.ruleset, infos)
    return game, table


def _play(table, events, app) -> None:
    table.push(events)
    for _ in range(1200):
        if not table.busy:
            break
        table.update(1 / 30)


@pytest.mark.parametrize("on", [True, False])
def test_diamant_a_trap_a_disaster_and_the_expeditions_end_are_captioned(on):
    app = make_app(speed=1.0)
    try:
        app.settings.captions = on
        game, table = _diamant_table(app)
        game.force_next("hazard:snakes")
        events = game.start()
        assert any(isinstance(e, HazardWarning) for e in events)
        _play(table, events, app)
        assert app.captions.texts() == (["[trap: snakes]"] if on else [])
        app.captions.clear()
        game.force_next("hazard:snakes")
        events = game.decide_all({s: "continue" for s in game.awaiting})
        assert any(isinstance(e, Disaster) for e in events) and any(isinstance(e, RoundEnded) for e in events)
        _play(table, events, app)
        # (the next expedition's first cards come after: a trap among them says so too)
        assert app.captions.texts()[:2] == (["[disaster: snakes]", "[expedition over]"] if on else [])
    finally:
        app.close()


def test_diamant_captions_speak_the_players_language():
    app = make_app(lang="ru", speed=1.0)
    try:
        app.settings.captions = True
        game, table = _diamant_table(app)
        game.force_next("hazard:lava")
        _play(table, game.start(), app)
        assert app.captions.texts() == ["[ловушка: раскалённая лава]"]
    finally:
        app.close()


@pytest.mark.parametrize("on", [True, False])
def test_club_the_rounds_end_and_the_games_end_are_captioned(on):
    app = make_app()
    try:
        app.settings.captions = on
        motion = Motion(app)
        motion.speed = 1.0
        motion.play("club-coins")  # coins are seen landing: no words
        motion.play("club-round-end", CLUB_CAPTIONS["club-round-end"])
        motion.play("club-victory", CLUB_CAPTIONS["club-victory"])
        assert app.captions.texts() == (["[round over]", "[game over]"] if on else [])
    finally:
        app.close()


@pytest.mark.parametrize("on", [True, False])
def test_club_table_the_flights_of_a_rounds_last_action_caption_its_end(on):
    """The table's flights (table_flights.fly_step) play the round's and the game's end with
    their captions, when the pieces before them have landed."""
    from types import SimpleNamespace
    from diamant.games.club.screens.table_flights import fly_step
    app = make_app()
    try:
        app.settings.captions = on
        motion = Motion(app)
        motion.speed = 1.0
        step = SimpleNamespace(events=[SimpleNamespace(type="round-ended"), SimpleNamespace(type="game-ended")])
        fly_step(motion, SimpleNamespace(art=None), SimpleNamespace(top=pygame.Rect(0, 0, 9, 9)),  # type: ignore[arg-type]
                 step, (0, 1), app.u)
        assert app.captions.texts() == []  # not before it is heard
        for _ in range(20):
            motion.update(0.1)
        assert app.captions.texts() == (["[round over]", "[game over]"] if on else [])
    finally:
        app.close()


def test_club_replay_captions_the_games_end_when_stepped_to():
    from diamant.games.club import ClubGame
    from diamant.games.club.bots import bot_seed, make_bot
    app = make_app()
    try:
        app.settings.captions = True
        g = ClubGame(2, 5, boards=[0, 1])
        bots = [make_bot("random", bot_seed(5, p), p) for p in range(2)]
        while not g.is_over:
            g.play(bots[g.current](g.state(), g.legal()))
        record = g.record([{"name": n, "kind": "bot", "bot": "random"} for n in ("Anna", "Dragan")])
        scene = app.nav.push("club-replay", record=record)
        scene.to_end()
        scene.step_back()
        scene.step_forward()
        assert app.captions.texts()[-1] == "[game over]"
    finally:
        app.close()
