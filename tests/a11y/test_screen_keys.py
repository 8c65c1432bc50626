"""A screen's own keys (the expedition's summaries and decision, the club table's summaries, the
replay viewers' keys, the rules pages' J and K) are remappable in Settings -> Controls, each
screen in a group of its own: a new key works on its screen (by the key's place: on a Cyrillic
layout too) and the words that name it follow; a key of every screen's, or another key of the
same screen's, is refused with a message naming the holder; another screen's key is allowed.
Through the real app, headless."""
from __future__ import annotations

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.club.screens import table_keys
from diamant.games.diamant.screens.actions import CHESTS, CONTINUE, SCREEN_EXPEDITION
from diamant.shell.scenes.shortcuts import key_names
from diamant.ui import input as inp
from diamant.ui import remap
from diamant.ui.input import SCREEN_EVERY, SCREEN_PAGES, SCREEN_REPLAY, Action, key_action
from toolbox import InlineExecutor, key_events, make_app

pytestmark = pytest.mark.usefixtures("home")

DT = 1 / 30
#: (the group, the key's name, the action it brings, its default letter)
GROUPS = [(SCREEN_EXPEDITION, "expedition-path", Action.SUMMARY_1, "p"),
          (table_keys.SCREEN_TABLE, "club-market", Action.SUMMARY_2, "m"),
          (SCREEN_REPLAY, "next-round", Action.NEXT_ROUND, "n"),
          (SCREEN_PAGES, "line-down", Action.DOWN, "j")]


@pytest.fixture(autouse=True)
def default_keys():
    """The key tables are the process's: every test here leaves the defaults behind it."""
    yield
    inp.set_overrides(None)


def typed(ch: str, scancode: int) -> list[pygame.event.Event]:
    """A press of the key at ``scancode`` that types ``ch`` (a Russian layout's letter, say)."""
    return key_events(ord(ch), unicode=ch, scancode=scancode)


def latin(ch: str) -> pygame.event.Event:
    return typed(ch, pygame.KSCAN_A + ord(ch) - ord("a"))[0]


def open_controls(app):
    app.nav.push("settings")
    app.frame(0.0)
    app.top.controls.activate()
    app.frame(0.0)
    assert app.nav.top_is("controls")
    return app.top


def cell(scene, name: str):
    return next(k for r, k, _p in scene.rows if r.key == name)


def give(app, scene, name: str, events: list[pygame.event.Event]) -> None:
    """Show the key's group, press its key cell, then the new key."""
    scene.show_group(inp.REMAPPABLE[name].screen or SCREEN_EVERY)
    app.frame(0.0)
    button = cell(scene, name)
    assert button.can_focus  # shown, in its group's page
    button.activate()
    app.frame(0.0, events)


def test_every_screens_letter_is_listed_in_a_group_of_its_own():
    app = make_app()
    scene = open_controls(app)
    assert inp.screens() == [SCREEN_EVERY, SCREEN_EXPEDITION, table_keys.SCREEN_TABLE, SCREEN_REPLAY, SCREEN_PAGES]
    shown = {r.key for r, k, _p in scene.rows if k.can_focus}
    assert {"confirm", "skip", "help"} <= shown and not shown & {"expedition-path", "club-market", "play"}
    expected = {SCREEN_EXPEDITION: "C L P I W O R", table_keys.SCREEN_TABLE: "I M T K R",
                SCREEN_REPLAY: "P , . B / [ N / ] C", SCREEN_PAGES: "J K"}
    for screen, letters in expected.items():
        scene.show_group(screen)
        app.frame(0.0)
        rows = [(r, k) for r, k, _p in scene.rows if k.can_focus]
        assert {r.screen for r, _k in rows} == {screen}
        assert " ".join(k.text() for _r, k in rows) == letters
        assert all(app.t(r.label) != r.label for r, _k in rows)  # named in the player's language
    app.draw()  # each group's page draws


@pytest.mark.parametrize("screen, name, action, default", GROUPS)
def test_a_screens_letter_is_remapped_and_works_on_a_cyrillic_layout(screen, name, action, default):
    app = make_app(lang="ru")
    app.save_settings_headless = True
    scene = open_controls(app)
    give(app, scene, name, typed("я", pygame.KSCAN_Z))  # the Russian layout's letter on Z
    assert app.settings.controls == {"keys": {name: ["z"]}}
    assert cell(scene, name).text() == "Z"
    assert "Z" in scene.message
    own = inp.screen_keys(screen)
    assert key_action(typed("я", pygame.KSCAN_Z)[0], own) is action
    assert key_action(latin(default), own) is not action  # the old letter does it no more
    assert key_action(typed("я", pygame.KSCAN_Z)[0]) is None  # not a key of every screen's
    assert key_names("{%s}" % name, "Space") == "Z"  # the keys overlay and the hints name it


def test_the_replays_tips_name_the_remapped_keys():
    app = make_app()
    assert remap.keyed(app, "replay-play-tip")() == "Play or pause (Space, P)"
    assert remap.keyed(app, "club-replay-back-tip")() == "One action back (←, ,)"
    app.settings.controls = {"keys": {"next-round": ["z"], "previous-round": ["q"], "play": ["x"],
                                      "step-back": ["h"]}}
    app.apply_settings()
    assert remap.keyed(app, "replay-play-tip")() == "Play or pause (Space, X)"
    assert remap.keyed(app, "replay-step-back-tip")() == "One card back (←, H)"
    assert remap.keyed(app, "club-replay-back-tip")() == "One action back (←, H)"
    assert remap.keyed(app, "replay-next-round-tip")() == "Next expedition (Z)"
    assert remap.keyed(app, "replay-prev-round-tip")() == "Previous expedition (Q)"
    assert remap.keyed(app, "club-replay-next-round-tip")().startswith("The next market (Z, ")
    app.settings.controls = {}
    app.apply_settings()
    assert remap.keyed(app, "replay-next-round-tip")() == "Next expedition (N)"


def test_the_rules_page_scrolls_with_its_remapped_line_key_on_a_cyrillic_layout():
    app = make_app(lang="ru")
    app.settings.controls = {"keys": {"line-down": ["z"]}}
    app.apply_settings()
    page = app.nav.push("rules")
    app.frame(DT, [])
    app.frame(DT, typed("о", pygame.KSCAN_J), draw=False)  # J: no longer the line key
    assert page.target == 0
    for _ in range(3):
        app.frame(DT, typed("я", pygame.KSCAN_Z), draw=False)
    assert page.target > 0


def test_the_club_table_hears_its_remapped_summary_key(monkeypatch):
    import diamant.games.club.screens  # noqa: F401 - registers the club's scenes
    from diamant.games.club.screens.session import ClubSession
    from diamant.games.club.screens.setup import ClubSeat, ClubSetup
    from diamant.games.club.screens.table_scene import ClubTableScene
    app = make_app(speed=0.0)
    session = ClubSession.new(ClubSetup((ClubSeat("Ann", 0, None), ClubSeat("Bo", 1, "steady")), 3),
                              executor=InlineExecutor())
    session.hold_bots = True
    app.settings.controls = {"keys": {"club-market": ["z"]}}
    app.apply_settings()
    app.nav.reset("club-table", session=session)
    app.frame(DT, [])
    heard: list[Action] = []
    monkeypatch.setattr(ClubTableScene, "speak_summary", lambda self, action: heard.append(action))
    app.frame(DT, typed("я", pygame.KSCAN_Z) + typed("ь", pygame.KSCAN_M) + typed("к", pygame.KSCAN_R),
              draw=False)
    assert heard == [Action.SUMMARY_2, Action.REPEAT]  # Z: the market; M: nothing now; R: again


def test_a_letter_of_another_key_on_the_same_screen_is_refused_naming_it():
    app = make_app()
    scene = open_controls(app)
    give(app, scene, "expedition-path", [latin("i")])
    assert app.settings.controls == {}
    assert scene.message.startswith("I already does “Hear what you carry (Diamant: the expedition)”")
    assert key_action(latin("p"), inp.screen_keys(SCREEN_EXPEDITION)) is Action.SUMMARY_1


def test_a_key_of_every_screen_and_a_screens_letter_refuse_each_other():
    app = make_app()
    scene = open_controls(app)
    give(app, scene, "club-market", key_events(pygame.K_F1, scancode=pygame.KSCAN_F1))
    assert app.settings.controls == {} and "“List of keys”" in scene.message
    # a key of every screen's: never a letter a screen has (it would not work there)
    give(app, scene, "skip", [latin("t")])
    assert app.settings.controls == {}
    assert scene.message.startswith("T already does “Hear the price tiles (Diamonds Club: the table)”")


def test_another_screens_letter_is_allowed():
    app = make_app()
    app.save_settings_headless = True
    scene = open_controls(app)
    give(app, scene, "club-market", [latin("p")])  # P: the expedition's path, the replays' play
    assert app.settings.controls == {"keys": {"club-market": ["p"]}}
    assert key_action(latin("p"), inp.screen_keys(table_keys.SCREEN_TABLE)) is Action.SUMMARY_2
    assert key_action(latin("p"), inp.screen_keys(SCREEN_EXPEDITION)) is Action.SUMMARY_1
    assert key_action(latin("p"), inp.screen_keys(SCREEN_REPLAY)) is Action.PLAY
    # the chests' C and the decision's C: two screens', side by side by default
    assert key_action(latin("c"), inp.screen_keys(SCREEN_REPLAY)) is CHESTS
    assert key_action(latin("c"), inp.screen_keys(SCREEN_EXPEDITION)) is CONTINUE


def test_a_screens_key_given_a_pad_button_works_on_its_screen_only():
    app = make_app()
    scene = open_controls(app)
    scene.show_group(SCREEN_EXPEDITION)
    app.frame(0.0)
    next(p for r, _k, p in scene.rows if r.key == "expedition-odds").activate()
    button = pygame.CONTROLLER_BUTTON_LEFTSTICK
    app.frame(0.0, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0),
                    pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0)])
    assert app.settings.controls == {"pad": {"expedition-odds": ["leftstick"]}}
    down = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=1)
    layer = inp.InputLayer(app.settings.controls)
    assert [e.action for e in layer.translate(down, pads=inp.screen_pads(SCREEN_EXPEDITION))] == [Action.SUMMARY_4]
    layer = inp.InputLayer(app.settings.controls)
    assert [e.action for e in layer.translate(down, pads=inp.screen_pads(table_keys.SCREEN_TABLE))] == [None]
    # through the app: the top scene's own pad buttons
    from diamant.ui.scene import Scene

    class Probe(Scene):
        key_screen = SCREEN_EXPEDITION

        def __init__(self):
            super().__init__(app)
            self.seen: list = []

        def handle(self, e):
            self.seen.append(inp.pressed(e))
            return True

    probe = app.push(Probe())
    app.frame(0.0, [down, pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=1)])
    assert Action.SUMMARY_4 in probe.seen


def test_controls_opened_over_a_screen_with_keys_of_its_own_shows_that_screens_group_first():
    app = make_app()
    scene = open_controls(app)
    assert scene.group_choice.value == SCREEN_EVERY
    scene.close()
    app.frame(0.0)
    app.nav.reset("rules")  # J and K: the pages' own keys
    app.frame(0.0)
    scene = open_controls(app)
    assert scene.group_choice.value == SCREEN_PAGES
    assert [r.key for r, k, _p in scene.rows if k.can_focus] == ["line-down", "line-up"]


def test_another_groups_page_drops_the_message_of_a_key_it_does_not_show():
    app = make_app()
    scene = open_controls(app)
    give(app, scene, "expedition-path", [latin("i")])
    assert scene.message
    scene.show_group(SCREEN_PAGES)
    assert scene.message == ""
