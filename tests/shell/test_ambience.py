"""The ambience follows the game on top: Diamant's cave under its scenes and the title, silence
(faded out) under Diamonds Club's, the cave again (faded in) when a Diamant scene comes back.
Run with a working mixer (the dummy audio driver) and the Audio's ambient channel looked at."""
from __future__ import annotations

from typing import Any, Iterator

import pygame
import pytest
from toolbox import InlineExecutor

import diamant.games.club.screens  # noqa: F401 - the club's scenes and sounds
import diamant.games.diamant.screens.scenes  # noqa: F401 - Diamant's scenes and sounds
import diamant.shell.scenes  # noqa: F401
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.games.diamant.screens.sounds import AMBIENT_NAME
from diamant.ui import audio as audio_mod
from diamant.ui.app import App, default_settings

pytestmark = pytest.mark.usefixtures("home")

BOTS = (ClubSeat("Bo", 0, "steady"), ClubSeat("Cy", 1, "beginner"))


@pytest.fixture
def app() -> Iterator[App]:
    pygame.mixer.quit()
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=True,
            bot_executor=InlineExecutor())
    assert a.audio.init(), "the dummy audio driver gives a working mixer"
    yield a
    a.close()
    pygame.mixer.quit()


def cave_on(app: App) -> bool:
    """The cave loops on the ambient channel and is meant to."""
    ch = app.audio.ambient_channel()
    assert ch is not None
    return app.audio.ambient_playing and ch.get_busy() and ch.get_sound() is app.audio.sound(AMBIENT_NAME)


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.frame(1 / 30, events=[], draw=False)


def club_table(app: App) -> Any:
    session = ClubSession.new(ClubSetup(BOTS, 4), executor=InlineExecutor())
    session.hold_bots = True
    return app.nav.reset("club-table", session=session)


def spy(monkeypatch, app: App, name: str) -> list[tuple]:
    calls: list[tuple] = []
    real = getattr(app.audio, name)

    def record(*args, **kwargs):
        calls.append(args + tuple(kwargs.values()))
        return real(*args, **kwargs)
    monkeypatch.setattr(app.audio, name, record)
    return calls


def test_the_cave_plays_under_diamant_and_the_title_and_not_under_the_club(app, monkeypatch):
    stops = spy(monkeypatch, app, "stop_ambient")
    starts = spy(monkeypatch, app, "start_ambient")
    app.nav.reset("title")
    frames(app)
    assert cave_on(app), "the title sets the mood with the cave"
    assert starts and starts[-1][0] == audio_mod.AMBIENCE_FADE_IN_MS

    app.nav.push("club-lobby")  # the club chosen on the title: its lobby is the club's already
    frames(app)
    assert not app.audio.ambient_playing
    assert stops == [(audio_mod.AMBIENCE_FADE_OUT_MS,)], "faded out, not cut"
    assert audio_mod.AMBIENCE_FADE_OUT_MS == 1000

    club_table(app)
    frames(app)
    assert not app.audio.ambient_playing
    app.open_pause()  # the shell's pause menu and Settings over the club: still silence
    frames(app)
    app.scenes.top.open_settings()
    frames(app)
    assert not app.audio.ambient_playing
    assert len(stops) == 1, "a silence is not faded out again"

    app.nav.reset("lobby")  # back to a Diamant scene: the cave again, faded in
    frames(app)
    assert cave_on(app)
    assert starts[-1][0] == audio_mod.AMBIENCE_FADE_IN_MS
    app.nav.reset("title")
    frames(app)
    assert cave_on(app)


def test_the_club_table_on_top_plays_no_ambience(app):
    """The cave playing (however it started: the app used to start it for good), the club's
    table comes on top (Continue on the title): it fades out; Diamant's table: it comes back."""
    assert app.audio.start_ambient(fade_ms=0)
    app.nav.reset("title")
    frames(app)
    assert cave_on(app)
    club_table(app)
    frames(app)
    assert not app.audio.ambient_playing
    app.nav.reset("rules")  # a Diamant scene again
    frames(app)
    assert cave_on(app)


def test_the_ambience_is_looked_at_only_when_the_top_scene_changes(app, monkeypatch):
    """No work a frame for it: idle frames on the same top scene never ask the player."""
    club_table(app)
    frames(app)
    follows = spy(monkeypatch, app, "follow")
    frames(app, 30)
    assert follows == []
    app.open_pause()
    frames(app, 30)
    assert len(follows) == 1


def test_wanted_ambience_is_the_top_most_wish_that_does_not_keep():
    K, H = audio_mod.Ambience.KEEP, audio_mod.Ambience.HOME
    assert audio_mod.wanted_ambience([K, None, "x"]) is None
    assert audio_mod.wanted_ambience([K, K, "x"]) == "x"
    assert audio_mod.wanted_ambience([K, H]) == audio_mod.home_ambience() == AMBIENT_NAME
    assert audio_mod.wanted_ambience([K]) is K and audio_mod.wanted_ambience([]) is K


def test_every_game_scene_says_which_ambience_it_wants():
    """A game's opaque scene that kept the ambience below it would play the title's (the cave)
    under another game's screen: each says its game's own (a modal may keep its game's)."""
    from diamant.shell import games
    from diamant.ui import nav
    games.load_all()
    missing, checked = [], 0
    for name in nav.names():
        cls = nav.factory(name)
        module = getattr(cls, "__module__", "")
        if not module.startswith("diamant.games.") or not getattr(cls, "opaque", False):
            continue
        checked += 1
        if cls.ambience is audio_mod.Ambience.KEEP:
            missing.append(name)
    assert missing == [] and checked >= 15  # both games' tables, lobbies, rules, replays...
    assert nav.factory("club-table").ambience is None
    assert nav.factory("expedition").ambience == AMBIENT_NAME
