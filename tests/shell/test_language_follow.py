"""The language the player sees is the one in force: a setting changed under `--lang` does not
bring the saved language back, and the seats' default names follow a switch of language."""
from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import flow
from diamant.ui.app import App, default_settings
from diamant.games.diamant.screens.names import bot_name
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.i18n import get_localizer


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def test_changing_a_setting_under_lang_keeps_the_language_shown():
    settings = default_settings()
    settings.language = "ja"  # saved Japanese
    app = App(headless=True, size=(1280, 720), settings=settings, lang="en", audio=False)
    try:
        app.nav.push("title")
        app.nav.push("settings")
        page = app.scenes.top
        assert page.language.value == "en"
        page._setter("animation_speed")(2.0)  # any setting
        page._volume("effects_volume")(0.5)
        assert app.lang == "en" and app.t("menu-settings") == get_localizer("en").t("menu-settings")
        assert page.language.value == "en"
        # choosing a language still switches it, and a later setting keeps that one
        page.set_language("pl")
        page._setter("reduced_motion")(True)
        assert app.lang == "pl"
    finally:
        app.close()


def test_bot_names_follow_a_switch_of_language():
    settings = default_settings()
    settings.animation_speed = 0.0
    app = App(headless=True, size=(1280, 720), settings=settings, lang="ru", audio=False)
    try:
        app.nav.push("title")
        seats = [SeatSetup("Ana", "human", None, 0), SeatSetup("", "bot", "counter", 1),
                 SeatSetup("", "bot", "counter", 2)]
        session = flow.start_game(app, TableSetup(seats=seats, seed=3))
        ru, pl = get_localizer("ru"), get_localizer("pl")
        assert session.names[1] == bot_name("counter", ru)
        board = app.scenes.top
        board.start_expedition()
        exp = app.nav.find("expedition")
        app.frame(0.0, events=[])
        app.set_language("pl")  # from the settings, over the game
        assert session.names == ["Ana", bot_name("counter", pl), f"{bot_name('counter', pl)} 2"]
        assert [i.name for i in session.infos] == session.names
        assert exp.logpanel.names == session.names  # the log names them in Polish
        assert [i.name for i in exp.table.view.seat_info] == session.names  # and the table
        app.draw()
    finally:
        app.close()
