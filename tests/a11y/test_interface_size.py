"""Settings -> Interface size: text and targets larger, 100 % to 200 %, kept in the settings
file (an odd value is brought into range, never a crash), applied at once to every scene."""
from __future__ import annotations

import json

import pygame
import pytest

import diamant.storage as st
from diamant.ui.app import App, default_settings, interface_scale
from toolbox import key

pytestmark = pytest.mark.usefixtures("home")


@pytest.mark.parametrize("value, want", [(1.5, 1.5), (3, 2.0), (0.2, 1.0), ("big", 1.0),
                                         (float("nan"), 1.0), (None, 1.0), (2.0, 2.0)])
def test_a_scale_is_brought_into_range(value, want):
    assert interface_scale(value) == want


def test_the_scale_is_kept_and_an_odd_value_in_the_file_is_brought_into_range():
    s = default_settings()
    s.interface_scale = 1.75
    st.save_settings(s)
    assert st.load_settings()[0].interface_scale == 1.75
    path = st.settings_path()
    data = json.loads(path.read_text())
    data["interface_scale"] = 9
    path.write_text(json.dumps(data))
    assert st.load_settings()[0].interface_scale == 2.0
    data["interface_scale"] = "huge"
    path.write_text(json.dumps(data))
    loaded, warnings = st.load_settings()
    assert loaded.interface_scale == 1.0 and warnings  # the bad value named, the rest kept


def test_the_unit_follows_the_scale_and_every_scene_is_laid_out_again():
    s = default_settings()
    s.interface_scale = 1.5
    app = App(headless=True, size=(1280, 720), settings=s, audio=False)
    try:
        assert app.u == pytest.approx(12.8 * 1.5)
        assert app.units() == pytest.approx((1280 / 19.2, 720 / 19.2))
        from diamant.shell.scenes.settings import SettingsScene
        scene = app.push(SettingsScene(app))
        app.frame(0.0)
        big = scene.scale.rect.height
        app.settings.interface_scale = 1.0
        app.apply_settings()
        assert app.u == pytest.approx(12.8)
        assert scene.scale.rect.height < big  # the page was laid out again, its rows smaller
        assert app.font(2.0).get_height() < app.font(3.0).get_height()
    finally:
        app.close()


def test_the_settings_row_changes_the_size_and_keeps_the_choice():
    s = default_settings()
    app = App(headless=True, size=(1280, 720), settings=s, audio=False)
    try:
        from diamant.shell.scenes.settings import SettingsScene
        scene = app.push(SettingsScene(app))
        app.frame(0.0)
        scene.group.focus(scene.scale)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_RIGHT)
        assert app.settings.interface_scale == 1.5 and app.scale == 1.5
        assert app.u == pytest.approx(12.8 * 1.5)
        assert scene.group.focused is scene.scale  # the focus stays on the row just changed
        assert app.t("settings-interface-size-value", percent=150) == scene.scale.spoken_state()
    finally:
        app.close()
