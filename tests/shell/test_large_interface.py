"""Pages at a large interface size (Settings -> Interface size), taller than the window: their
rows scroll, and every control stays reachable by keyboard and mouse, inside the window and over
nothing else whenever it has the focus (Settings, Controls); the keys list scrolls to its end;
changing the size on the Settings page itself keeps the focus on that row, in view."""
from __future__ import annotations

import pygame
import pytest

from diamant.ui import theme
from toolbox import click, key, send

pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def _app(size, scale: float, lang: str = "en"):
    from diamant_dev.screenshots import screenshot_app
    app = screenshot_app(size, lang, scale)
    app.nav.reset("title")
    app.nav.push("settings")
    app.frame(0.0)
    return app


def _shown(scene) -> list:
    return [w for w in scene.group.widgets if w.visible and w.rect.width > 0 and w.rect.height > 0]


def _check_in_view(app, scene, w) -> None:
    screen = pygame.Rect((0, 0), app.size)
    assert w.visible and screen.contains(w.rect), (w, w.rect, app.size)
    assert scene.panel.contains(w.rect), (w, w.rect, scene.panel)
    assert w.rect.height >= theme.FONT_BODY * app.u, (w, w.rect)  # as tall as its text, at least
    for other in _shown(scene):
        assert other is w or not other.rect.colliderect(w.rect), (w, w.rect, other, other.rect)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_200_percent_every_setting_is_reached_by_tab_and_shown_when_focused(lang):
    app = _app((1920, 1080), 2.0, lang)
    try:
        scene = app.scenes.top
        assert scene.scene_name == "settings" and app.scale == 2.0
        assert scene.scroll.needed  # the page is taller than the window: some rows are hidden
        assert len(_shown(scene)) < len(scene.group.widgets)
        wanted = set(map(id, scene.group.widgets))
        reached = set()
        for _ in range(2 * len(wanted)):
            key(app, pygame.K_TAB, draw=False)
            w = scene.group.focused
            assert w is not None
            _check_in_view(app, scene, w)
            reached.add(id(w))
        assert reached == wanted
        # and back up with Shift+Tab, from the last row to the first
        for _ in range(len(wanted)):
            key(app, pygame.K_TAB, pygame.KMOD_SHIFT, draw=False)
            _check_in_view(app, scene, scene.group.focused)
    finally:
        app.close()


def test_at_200_percent_the_wheel_and_the_bar_bring_every_row_to_the_mouse():
    app = _app((1920, 1080), 2.0)
    try:
        scene = app.scenes.top
        seen = set(map(id, _shown(scene)))
        for _ in range(len(scene.group.widgets)):  # the wheel, a row a notch, to the bottom
            send(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                          precise_y=-1.0)])
            seen |= set(map(id, _shown(scene)))
            for w in _shown(scene):
                _check_in_view(app, scene, w)
        assert seen == set(map(id, scene.group.widgets))
        relay = scene.relay
        assert relay.visible
        click(app, relay.rect.center)  # a click on a row scrolled into view reaches it
        assert scene.group.focused is relay
        # the bar: a click above its thumb goes back up, to the first rows at last
        for _ in range(len(scene.group.widgets)):
            thumb = scene.scroll.thumb()
            if thumb.top <= scene.scroll.bar.top:
                break
            click(app, (scene.scroll.bar.centerx, scene.scroll.bar.top + 1))
        assert scene.language.visible and scene.scroll.first == 0
    finally:
        app.close()


def test_changing_the_interface_size_on_the_page_keeps_the_focus_on_it_and_in_view():
    app = _app((1280, 720), 1.0)
    try:
        scene = app.scenes.top
        scene.group.focus(scene.scale, keyboard=True)
        for want in (1.25, 1.5, 1.75, 2.0):
            key(app, pygame.K_RIGHT)
            assert app.scale == want
            assert app.scenes.top is scene and scene.group.focused is scene.scale
            _check_in_view(app, scene, scene.scale)
        for want in (1.75, 1.5, 1.25, 1.0):
            key(app, pygame.K_LEFT)
            assert app.scale == want and scene.group.focused is scene.scale
            _check_in_view(app, scene, scene.scale)
        assert len(_shown(scene)) == len(scene.group.widgets)  # 100 %: the whole page again
    finally:
        app.close()


def test_at_200_percent_every_action_of_controls_is_reached_by_tab_and_shown_when_focused():
    app = _app((1920, 1080), 2.0, "ru")
    try:
        app.nav.push("controls")
        app.frame(0.0)
        scene = app.scenes.top
        assert scene.scene_name == "controls" and scene.scroll.needed
        for group in [value for value, _ in scene.group_choice.options]:
            scene.show_group(group)
            app.frame(0.0)
            wanted = {id(w) for w in scene.group.widgets if w.rect.width > 0}  # the group's cells, the buttons
            reached = set()
            for _ in range(len(wanted) + 1):
                key(app, pygame.K_TAB, draw=False)
                w = scene.group.focused
                _check_in_view(app, scene, w)
                reached.add(id(w))
            assert reached == wanted, group
    finally:
        app.close()


def test_at_200_percent_the_keys_list_scrolls_to_its_last_line():
    app = _app((1920, 1080), 2.0, "ru")
    try:
        app.nav.push("shortcuts")
        app.frame(0.0)
        scene = app.scenes.top
        assert scene.scroll.needed and scene.scroll.place(scene.pad_rect) is None  # the pad's note: below
        for _ in range(len(scene.rows) + 1):
            key(app, pygame.K_DOWN)
        assert scene.scroll.place(scene.pad_rect) is not None  # now in view
        assert scene.panel.contains(scene.scroll.place(scene.pad_rect))
        assert app.scenes.top is scene and scene.group.focused is scene.close_button
    finally:
        app.close()


def test_at_200_percent_the_crash_screen_keeps_its_words_large_and_quit_in_the_window():
    from pathlib import Path

    from diamant import crash
    from diamant.ui import textfit
    from diamant_dev.screenshots import screenshot_app
    app = screenshot_app((1920, 1080), "ru", 2.0)
    try:
        report = crash.CrashReport(Path("/home/player/.local/share/diamant/crashes/crash-1.txt"),
                                   Path("/home/player/.local/share/diamant/logs/diamant.log"),
                                   "ValueError: the deck caught fire " * 4)
        app.nav.reset("crash", report=report)
        theme.clear_text_cache()
        textfit.overflows.clear()
        app.draw()
        scene = app.scenes.top
        screen = pygame.Rect((0, 0), app.size)
        assert screen.contains(scene.quit_button.rect) and scene.panel.contains(scene.body_rect)
        assert not scene.quit_button.rect.colliderect(scene.body_rect)
        assert textfit.overflows == []
        # the words get the room (at the usual dialog's size they shrank to a third of theirs)
        font, lines = theme.wrap_fit(app, scene.texts()[1], scene.body_rect.size, theme.FONT_BODY)
        assert font.get_height() >= 0.6 * app.font(theme.FONT_BODY).get_height(), (font.get_height(), lines)
    finally:
        app.close()


#: the shell's own pages, at 200 % in the other shapes of window the app supports
SHAPES = [pytest.param((1080, 1920), id="1080x1920"),
          pytest.param((1080, 1080), id="1080x1080", marks=pytest.mark.full),
          pytest.param((2560, 1080), id="2560x1080", marks=pytest.mark.full)]
PAGES = ["settings", "controls", "shortcuts", "club-pause", "title-saved", "title-picker-club"]


@pytest.mark.parametrize("size", SHAPES)
def test_the_shell_pages_fit_a_square_a_tall_and_an_ultra_wide_window_at_200_percent(size):
    from diamant_dev.screenshots import screenshot_app
    from test_fit import _scenes_problems
    app = screenshot_app(size, "ru", 2.0)
    try:
        problems = _scenes_problems(app, PAGES)
        assert problems == [], "\n".join(problems)
    finally:
        app.close()
