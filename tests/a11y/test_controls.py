"""Remappable controls (Settings -> Controls): every action's key and pad button, a game's own
actions among them (registered by the game, never in the framework's Action), conflicts refused
with a message that names the action holding the key, reset, kept in the settings and applied by
the input layer. Through the real app, headless."""
from __future__ import annotations

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.actions import CHESTS, CONTINUE, LEAVE, SCREEN_EXPEDITION
from diamant.storage.settings import Settings, load_settings
from diamant.ui import input as inp
from diamant.ui.input import Action, key_action
from toolbox import key, key_event, make_app

pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture(autouse=True)
def default_keys():
    """The key tables are the process's: every test here leaves the defaults behind it."""
    yield
    inp.set_overrides(None)


def on_expedition(ev: pygame.event.Event):
    """The action of a key on Diamant's expedition (its own keys: C, L ... are not every screen's)."""
    return key_action(ev, inp.screen_keys(SCREEN_EXPEDITION))


def letter(ch: str) -> pygame.event.Event:
    return key_event(ord(ch), scancode=pygame.KSCAN_A + ord(ch) - ord("a"))


def pad(button: int, down: bool = True) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP,
                              button=button, instance_id=0)


def open_controls(app):
    app.nav.push("settings")
    app.frame(0.0)
    app.settings_scene = app.scenes.top
    app.settings_scene.controls.activate()
    app.frame(0.0)
    assert app.nav.top_is("controls")
    return app.scenes.top


def row(scene, action):
    return next((k, p) for r, k, p in scene.rows if r.action is action)


def test_the_framework_holds_no_game_action_and_the_game_registers_its_own():
    names = {a.value for a in Action}
    assert not names & {"continue", "leave", "chests"}
    assert isinstance(CONTINUE, inp.GameAction) and inp.REMAPPABLE["continue"].action is CONTINUE
    assert inp.register_action("continue", "controls-continue", keys=("q",)) is CONTINUE  # one object
    with pytest.raises(ValueError):
        inp.register_action("confirm", "controls-confirm")


def test_controls_lists_the_framework_and_the_game_actions_alike():
    app = make_app()
    scene = open_controls(app)
    shown = [r.action for r, _k, _p in scene.rows]
    assert Action.CONFIRM in shown and CONTINUE in shown and LEAVE in shown and CHESTS in shown
    keys, pads = row(scene, CONTINUE)
    assert keys.text() == "C" and pads.text() == "—"
    assert row(scene, Action.CONFIRM)[0].text() == "Enter"
    assert row(scene, Action.CONFIRM)[1].text() == "A"


def test_a_new_key_is_kept_in_the_settings_and_applied_by_the_input_layer(home):
    app = make_app()
    app.save_settings_headless = True
    scene = open_controls(app)
    row(scene, CONTINUE)[0].activate()
    assert scene.waiting is not None and "Continue" in scene.message
    assert row(scene, CONTINUE)[0].text() == "…"
    app.frame(0.0, [letter("x"), key_event(ord("x"), down=False, scancode=pygame.KSCAN_X)])
    assert scene.waiting is None
    assert app.settings.controls == {"keys": {"continue": ["x"]}}
    assert on_expedition(letter("x")) is CONTINUE and on_expedition(letter("c")) is None
    assert key_action(letter("x")) is None  # the expedition's key, not every screen's
    assert "X" in scene.message
    saved, problems = load_settings()
    assert problems == [] and saved.controls == {"keys": {"continue": ["x"]}}
    # a new app with those settings has the key at once
    app2 = make_app(settings=saved)
    assert on_expedition(letter("x")) is CONTINUE
    del app2


def test_a_key_another_action_has_is_refused_with_a_message_naming_it():
    app = make_app()
    scene = open_controls(app)
    row(scene, CONTINUE)[0].activate()
    app.frame(0.0, [letter("l")])
    assert app.settings.controls == {}
    assert on_expedition(letter("l")) is LEAVE and on_expedition(letter("c")) is CONTINUE
    assert "Leave" in scene.message and "L" in scene.message
    # Tab moves the focus: never given away
    row(scene, Action.SKIP)[0].activate()
    key(app, pygame.K_TAB)
    assert app.settings.controls == {} and "cannot" in scene.message


def test_escape_cancels_the_wait_and_the_screen_stays():
    app = make_app()
    scene = open_controls(app)
    row(scene, Action.SKIP)[0].activate()
    key(app, pygame.K_ESCAPE)
    assert scene.waiting is None and app.nav.top_is("controls") and app.settings.controls == {}
    key(app, pygame.K_ESCAPE)
    assert not app.nav.top_is("controls")


def test_a_pad_button_is_remapped_and_conflicts_are_refused():
    app = make_app()
    scene = open_controls(app)
    row(scene, Action.SKIP)[1].activate()
    app.frame(0.0, [pad(pygame.CONTROLLER_BUTTON_Y), pad(pygame.CONTROLLER_BUTTON_Y, False)])
    assert app.settings.controls == {} and "Say again" in scene.message  # Y says again
    row(scene, Action.SKIP)[1].activate()
    app.frame(0.0, [pad(pygame.CONTROLLER_BUTTON_LEFTSTICK), pad(pygame.CONTROLLER_BUTTON_LEFTSTICK, False)])
    assert app.settings.controls == {"pad": {"skip": ["leftstick"]}}
    out = app.input.translate(pad(pygame.CONTROLLER_BUTTON_LEFTSTICK))
    assert [e.action for e in out] == [Action.SKIP]
    out = app.input.translate(pad(pygame.CONTROLLER_BUTTON_X))
    assert [e.action for e in out] == [None]  # X is free now


def test_reset_brings_every_default_back():
    app = make_app()
    scene = open_controls(app)
    row(scene, LEAVE)[0].activate()
    app.frame(0.0, [letter("q")])
    assert on_expedition(letter("q")) is LEAVE
    scene.reset_button.activate()
    assert app.settings.controls == {}
    assert on_expedition(letter("l")) is LEAVE and on_expedition(letter("q")) is None


def test_the_replay_chests_key_follows_the_player():
    app = make_app()
    app.settings.controls = {"keys": {"chests": ["h"]}}
    app.apply_settings()
    from diamant.games.diamant.screens.scenes.replay import ReplayScene
    keys = inp.screen_keys(ReplayScene.key_screen)
    assert keys["h"] is CHESTS and "c" not in keys


@pytest.mark.parametrize("value", [[], {"keys": []}, {"keys": {"x": "c"}}, {"pad": {"a": [1]}}])
def test_damaged_controls_in_the_file_take_the_defaults(value):
    problems: list[str] = []
    s = Settings.from_dict({"controls": value}, problems)
    assert s.controls == {} and problems == ["controls"]


def test_the_words_that_name_the_decision_keys_follow_the_player():
    from diamant.games.diamant.screens.actions import decision_keys
    app = make_app()
    assert app.t("play-keys-hint", **decision_keys(app)).startswith("C continue · L leave")
    app.settings.controls = {"keys": {"continue": ["x"], "leave": ["space"]}}
    app.apply_settings()
    assert app.t("play-keys-hint", **decision_keys(app)).startswith("X continue · Space leave")
    said = app.t("a11y-your-choice", turn="Your choice", card="Leave", **decision_keys(app))
    assert "with X" in said and "with Space" in said
