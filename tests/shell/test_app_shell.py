"""The app shell: App, scene stack, widgets, settings, rules, pause/quit, history, harness."""
from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from functools import partial
from types import SimpleNamespace

import pygame
import pytest
from toolbox import click as _click
from toolbox import key as _key

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


# input as a real window gets it: through the queue, the pointer moving before a click
click = partial(_click, dt=1 / 60, via="queue", motion=True)
key = partial(_key, dt=1 / 60, via="queue")


# ------------------------------------------------------------------------------ App and stack
def test_app_starts_headless(app):
    assert app.headless and app.size == (1280, 720)
    assert app.screen.get_size() == (1280, 720)
    assert app.u == pytest.approx(12.8)
    assert app.t("menu-new-game") == "New game"
    assert app.font(2).get_height() > 0
    app.frame(1 / 60)  # an empty stack draws without error


class Probe:
    def __new__(cls, app, opaque=True, freezes=False, log=None):
        from diamant.ui.scene import Scene

        class P(Scene):
            def enter(self):
                log.append(("enter", self.name))

            def leave(self):
                log.append(("leave", self.name))

            def dispose(self):
                super().dispose()
                log.append(("dispose", self.name))

            def update(self, dt):
                log.append(("update", self.name))

            def draw(self, surface):
                log.append(("draw", self.name))

            def layout(self, size):
                self.size = size

        p = P(app)
        p.opaque = opaque
        p.freezes_below = freezes
        return p


def test_scene_stack_push_pop_and_modal_drawing(app):
    log = []
    a = Probe(app, log=log)
    a.name = "a"
    b = Probe(app, opaque=False, freezes=False, log=log)
    b.name = "b"
    app.push(a)
    app.push(b)
    assert log == [("enter", "a"), ("leave", "a"), ("enter", "b")]
    assert a.size == (1280, 720)
    log.clear()
    app.frame(1 / 60)
    # both update (b does not freeze a), both draw, bottom first
    assert log == [("update", "a"), ("update", "b"), ("draw", "a"), ("draw", "b")]
    b.freezes_below = True
    log.clear()
    app.frame(1 / 60)
    assert log == [("update", "b"), ("draw", "a"), ("draw", "b")]
    c = Probe(app, log=log)
    c.name = "c"
    app.push(c)
    log.clear()
    app.frame(1 / 60)
    assert log == [("update", "c"), ("draw", "c")]  # an opaque scene hides everything below
    log.clear()
    app.pop()
    assert log == [("leave", "c"), ("dispose", "c"), ("enter", "b")]
    d = Probe(app, log=log)
    d.name = "d"
    log.clear()
    app.replace(d)
    # the scene replaced is disposed before the new one is laid out and entered
    assert log == [("leave", "b"), ("dispose", "b"), ("enter", "d")]
    assert list(app.scenes) == [a, d]
    e = Probe(app, log=log)
    e.name = "e"
    log.clear()
    app.clear_to(e)
    assert list(app.scenes) == [e]
    assert log == [("leave", "d"), ("dispose", "d"), ("dispose", "a"), ("enter", "e")]  # top first


def test_a_dropped_scene_is_disposed_once_and_never_shown_again(app):
    log = []
    a, b, c = (Probe(app, opaque=False, log=log) for _ in range(3))
    a.name, b.name, c.name = "a", "b", "c"
    for s in (a, b, c):
        app.push(s)
    app.remove(b)  # not the top one
    b.close()  # already gone: nothing more
    app.remove(b)
    c.close()  # the top one: a pop
    app.pop()
    app.pop()  # an empty stack
    assert [e for e in log if e[0] == "dispose"] == [("dispose", "b"), ("dispose", "c"), ("dispose", "a")]
    assert a.disposed and b.disposed and c.disposed
    with pytest.raises(ValueError):
        app.push(b)
    with pytest.raises(ValueError):
        app.replace(c)


# ------------------------------------------------------------------------------ widgets
def _group_scene(app, *widgets):
    from diamant.ui.scene import Scene
    from diamant.ui.widgets import FocusGroup

    class S(Scene):
        def __init__(self):
            super().__init__(app)
            self.group = FocusGroup(app)
            for w in widgets:
                self.group.add(w)

        def layout(self, size):
            for i, w in enumerate(widgets):
                w.rect = pygame.Rect(100, 100 + i * 80, 400, 60)

        def handle(self, e):
            return self.group.handle(e)

        def update(self, dt):
            self.group.update(dt)

        def draw(self, s):
            s.fill((0, 0, 0))
            self.group.draw(s)

    return app.push(S())


def test_button_click_tab_and_enter(app):
    from diamant.ui.widgets import Button, lit
    hits = []
    b1 = Button(lit("One"), lambda: hits.append(1))
    b2 = Button(lit("Two"), lambda: hits.append(2), tooltip_key="menu-quit-tip")
    scene = _group_scene(app, b1, b2)
    click(app, b2.rect)
    assert hits == [2]
    click(app, pygame.Rect(700, 600, 5, 5))  # outside: nothing
    assert hits == [2]
    scene.group.focus(None)
    key(app, pygame.K_TAB)
    assert scene.group.focused is b1 and b1.focused
    key(app, pygame.K_TAB)
    assert scene.group.focused is b2
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.group.focused is b1
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert hits == [2, 2]
    key(app, pygame.K_SPACE)  # Space is a skip: it never presses a button
    assert hits == [2, 2]
    # a tooltip shows for the keyboard-focused widget after a moment
    for _ in range(60):
        app.frame(1 / 60)
    assert scene.group.tooltip_widget() is b2


def test_disabled_button_ignores_clicks(app):
    from diamant.ui.widgets import Button, lit
    hits = []
    b = Button(lit("x"), lambda: hits.append(1), enabled=False)
    _group_scene(app, b)
    click(app, b.rect)
    assert hits == []


def test_text_input_ime_and_text_input_state(app):
    from diamant.ui import widgets
    from diamant.ui.widgets import Button, TextInput, lit
    changes = []
    field = TextInput("Ana", changes.append)
    other = Button(lit("ok"))
    scene = _group_scene(app, field, other)
    scene.group.focus(other)
    assert not widgets.text_input_active()
    click(app, field.rect)
    assert scene.group.focused is field and widgets.text_input_active()
    pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="にほ", start=2, length=0))
    app.frame(1 / 60)
    assert field.composition == "にほ" and field.value == "Ana"
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="日本"))
    app.frame(1 / 60)
    assert field.value == "Ana日本" and field.composition == "" and changes[-1] == "Ana日本"
    key(app, pygame.K_BACKSPACE)
    assert field.value == "Ana日"
    key(app, pygame.K_TAB)
    assert scene.group.focused is other
    assert not widgets.text_input_active()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="zz"))
    app.frame(1 / 60)
    assert field.value == "Ana日"  # no focus, no typing


def test_slider_toggle_choice_keys(app):
    from diamant.ui.widgets import Choice, Slider, Toggle, lit
    got = {}
    s = Slider(lit("v"), 0.5, lambda v: got.__setitem__("s", v), step=0.1)
    t = Toggle(lit("t"), False, lambda v: got.__setitem__("t", v))
    c = Choice(lit("c"), [(1, lit("a")), (2, lit("b")), (3, lit("c"))], 1, lambda v: got.__setitem__("c", v))
    scene = _group_scene(app, s, t, c)
    scene.group.focus(s)
    key(app, pygame.K_RIGHT)
    assert got["s"] == pytest.approx(0.6)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert got["s"] == pytest.approx(0.4)
    scene.group.focus(t)
    key(app, pygame.K_RETURN)
    assert got["t"] is True
    scene.group.focus(c)
    key(app, pygame.K_LEFT)
    assert got["c"] == 3  # wraps around
    c._layout_parts()
    click(app, c.right_arrow)
    assert got["c"] == 1
    click(app, c.left_arrow)
    assert got["c"] == 3
    # dragging the slider
    s._layout_track()
    track = s.track
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.right - 1, track.centery), button=1))
    app.frame(1 / 60)
    assert s.value == pytest.approx(1.0)


# ------------------------------------------------------------------------------ scenes
def _title_pixels(app):
    from diamant.shell.scenes.title import TitleScene
    scene = app.clear_to(TitleScene(app))
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(scene.title_rect), "RGB")


def test_settings_language_switch_is_live(app):
    from diamant.shell.scenes.settings import SettingsScene
    en = _title_pixels(app)
    settings = app.push(SettingsScene(app))
    settings.group.focus(settings.language)
    while settings.language.value != "ja":
        key(app, pygame.K_RIGHT)
    assert app.lang == "ja" and app.settings.language == "ja"
    assert app.t("menu-new-game") != "New game" or app.t("game-title") == "ダイヤモンド"
    app.pop()
    ja = _title_pixels(app)
    assert en != ja
    app.set_language("en")
    assert _title_pixels(app) == en


def test_settings_apply_live(app):
    from diamant.shell.scenes.settings import SettingsScene
    scene = app.push(SettingsScene(app))
    scene.group.focus(scene.mute)
    key(app, pygame.K_RETURN)
    assert app.settings.muted is True and app.audio.muted is True
    scene.group.focus(scene.speed)
    key(app, pygame.K_LEFT)
    assert app.settings.animation_speed == 0.5
    scene.group.focus(scene.master)
    before = app.settings.master_volume
    key(app, pygame.K_LEFT)
    assert app.settings.master_volume < before


def test_settings_are_saved(app):
    from diamant.shell.scenes.settings import SettingsScene
    from diamant.storage import load_settings
    app.save_settings_headless = True
    scene = app.push(SettingsScene(app))
    scene.group.focus(scene.aid)
    key(app, pygame.K_RETURN)
    loaded, _ = load_settings()
    assert loaded.learning_aid is True


SHELL_SCENES = ["title", "settings", "rules", "pause", "quit", "history", "history-empty", "history-log"]


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (1000, 750)])
def test_resize_keeps_every_widget_inside(app, size):
    from diamant_dev import screenshots
    for name in SHELL_SCENES:
        app.resize((1280, 720))
        screenshots.build(app, name)
        app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        assert app.size == size
        if size[0] < 2000:
            app.draw()  # (drawing at 4K only costs time: the art is rasterised anew)
        bounds = app.screen.get_rect()
        for scene in app.scenes:
            group = getattr(scene, "group", None)
            for w in (group.widgets if group else []):
                if w.visible and w.rect.width:
                    assert bounds.contains(w.rect), (name, size, w, w.rect)


def test_escape_in_game_opens_pause_and_close_asks(app):
    from diamant.ui.input import close_button_events
    from diamant.ui.scene import Scene
    from diamant.shell.scenes.pause import PauseScene, QuitConfirmScene
    from diamant.shell.scenes.title import TitleScene

    class Game(Scene):
        in_game = True

    app.push(TitleScene(app))
    app.push(Game(app))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_ESCAPE)  # Escape again resumes
    assert isinstance(app.top, Game)
    for event in close_button_events():  # the window's close button
        pygame.event.post(event)
    app.frame(1 / 60)
    assert isinstance(app.top, QuitConfirmScene) and app.running
    click(app, app.top.cancel_button.rect)
    assert isinstance(app.top, Game)
    app.open_pause()
    click(app, app.top.buttons[-1].rect)  # quit to menu -> asks
    assert isinstance(app.top, QuitConfirmScene)
    click(app, app.top.confirm_button.rect)
    assert [type(s) for s in app.scenes] == [TitleScene]
    for event in close_button_events():  # the window's close button
        pygame.event.post(event)
    app.frame(1 / 60)
    assert not app.running  # no game: the window just closes


def test_rules_sections_and_scrolling(app):
    from diamant.games.diamant.screens.scenes.rules import RulesScene, section_ids
    ids = section_ids(app.loc)
    assert "goal" in ids and "hazards" in ids
    scene = app.push(RulesScene(app))
    assert scene.page_h > scene.view.height
    key(app, pygame.K_END)
    for _ in range(60):
        app.frame(1 / 60)
    assert scene.scroll == pytest.approx(scene.page_h - scene.view.height, abs=1)
    key(app, pygame.K_HOME)
    for _ in range(60):
        app.frame(1 / 60)
    assert scene.scroll == pytest.approx(0, abs=1)
    scene.jump("hazards")
    for _ in range(60):
        app.frame(1 / 60)
    assert scene.current_section() == "hazards"
    key(app, pygame.K_ESCAPE)
    assert scene not in app.scenes


def test_history_lists_games_and_shows_log(app):
    from diamant.games.diamant.screens.scenes.game_log import GameLogScene
    from diamant.shell.scenes.history import HistoryScene
    from diamant_dev.fixtures import demo_history
    entries, records = demo_history(3)
    scene = app.push(HistoryScene(app, entries, records))
    scene.group.focus(scene.list)
    key(app, pygame.K_DOWN)
    assert scene.list.index == 1
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, GameLogScene) and len(app.top.lines) > 20
    app.draw()


def test_show_message_toast(app):
    app.show_message("The settings file was damaged", kind="warning")
    app.frame(1 / 60)
    assert app.toasts
    for _ in range(int(7 * 60)):
        app.update(1 / 60)
    assert not app.toasts


def test_every_ui_key_used_exists():
    from diamant.i18n import Localizer
    en = Localizer("en")
    files = [ROOT / "diamant/ui/app.py", ROOT / "diamant/main.py"]
    files += sorted((ROOT / "diamant/ui/widgets").glob("*.py")) + sorted((ROOT / "diamant/ui/theme").glob("*.py"))
    files += sorted((ROOT / "diamant/games/diamant/screens/scenes").glob("*.py")) + sorted((ROOT / "diamant/shell/scenes").glob("*.py"))
    own = ("menu-", "settings-", "rules-", "pause-", "quit-", "history-", "message-", "error-", "title-")
    mine = {"title.py", "settings.py", "rules.py", "pause.py", "history.py", "app.py", "main.py"}
    missing = []
    assert len(files) > 15
    for f in files:
        if f.name not in mine and f.parent.name not in ("widgets", "theme"):
            continue
        for k in re.findall(r'(?<!register_screenshot\()"([a-z]+(?:-[a-z0-9]+)+)"', f.read_text(encoding="utf-8")):
            if k.startswith(own) and not en.has(k):
                missing.append(f"{f.name}: {k}")
    assert not missing


def test_screenshots_harness(tmp_path):
    from diamant_dev import screenshots
    code = screenshots.main(SimpleNamespace(out=tmp_path, lang=["ja"], size=[(1280, 720)],
                                            scene=["title", "pause"]))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert "title-ja-1280x720.png" in files and "pause-ja-1280x720.png" in files
    assert pygame.image.load(str(tmp_path / "title-ja-1280x720.png")).get_size() == (1280, 720)
    assert code == 0


def test_the_game_imports_no_developer_tool():
    """`diamant` (the CLI and the whole game) runs without diamant_dev; only a developer command
    imports it."""
    out = subprocess.run([sys.executable, "-c",
                          "import sys, diamant.cli, diamant.main, diamant.frozen; "
                          "print(sorted(m for m in sys.modules if m.startswith('diamant_dev')))"],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.split() == ["[]"], out.stderr


@pytest.mark.skipif(importlib.util.find_spec("diamant.games.diamant.screens.flow") is None,
                    reason="diamant.games.diamant.screens.flow (the FLOW engineer's game flow) does not exist yet")
def test_smoke_test_subprocess():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "diamant", "--smoke-test"], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke test passed" in out.stdout


def test_title_with_a_saved_game_puts_continue_first(app):
    """With a saved game Continue is the first and main button, and Tab follows the screen order."""
    from diamant.shell.scenes.title import TitleScene
    title = app.push(TitleScene(app))
    title.arrange(True)
    title.layout(app.size)
    assert title.buttons[:2] == [title.continue_button, title.new_button]
    assert title.continue_button.style == "primary" and title.new_button.style == "normal"
    assert title.continue_button.rect.bottom <= title.new_button.rect.top
    order = title.group.focusables()
    assert order.index(title.continue_button) < order.index(title.new_button) < order.index(title.quit_button)
    title.arrange(False)
    title.layout(app.size)
    assert title.buttons[0] is title.new_button and title.new_button.style == "primary"
    assert not title.continue_button.visible
