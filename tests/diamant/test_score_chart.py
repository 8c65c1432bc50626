"""The final scores' chart: its scale lines are drawn where their numbers say, and a legend says
whose colour is whose."""
from __future__ import annotations

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.ui.app import App, default_settings
from diamant.games.diamant.screens.scenes.scoring import chart_gridlines
from diamant_dev import fixtures


@pytest.mark.parametrize("top", [1, 2, 3, 9, 10, 17, 48])
def test_each_scale_line_is_drawn_at_the_value_it_is_labelled(top):
    lines = chart_gridlines(top)
    assert lines[-1] == (top, 1.0)
    for value, frac in lines:
        assert isinstance(value, int) and 0 < value <= top
        assert frac == pytest.approx(value / top)  # 4 of 9 at 4/9 of the height, not at 4.5
    assert chart_gridlines(9)[0] == (4, pytest.approx(4 / 9))


@pytest.mark.parametrize("size", [(1280, 720), (1000, 1000), (900, 1200), (2560, 1080)])
def test_the_chart_has_a_legend_of_every_seat(size):
    app = App(headless=True, size=size, settings=default_settings(), lang="en", audio=False)
    try:
        sc = fixtures.scripted_scoring(app)
        app.draw()
        legend = sc.legend_rects()
        chart = sc.rects["chart"]
        assert [s for s, _ in legend] == list(range(sc.game.players))
        for i, (_, r) in enumerate(legend):
            assert chart.contains(r), (r, chart)
            assert all(not r.colliderect(o) for _, o in legend[i + 1:])
        # the names in the legend are written in the chart panel
        assert all(r.height >= 8 for _, r in legend)
    finally:
        app.close()
