"""Contrast: every text at least 4.5:1 against what is behind it, in the usual theme and in the
high-contrast one (7:1 there), checked over the rendered scenes of both games: the text drawing
records each text's colour with the colour behind it where it is drawn (diamant.ui.contrast).
Disabled controls are exempt, as the guidelines have it. A sample of scenes in English by
default; every scene in every language with --full."""
from __future__ import annotations

import pygame
import pytest

from diamant.i18n import LANGUAGE_CODES
from diamant.ui import contrast, theme

pytestmark = pytest.mark.usefixtures("home")

SIZE = (1280, 720)
#: the default run's scenes: the settings, a dialog, both games' tables and scores, the history
SAMPLE = ("settings", "controls", "pause", "expedition", "expedition-decide", "expedition-odds", "round-end",
          "history", "coach", "club-table-buying", "club-scoring", "club-gems", "club-pause")


@pytest.fixture(scope="module")
def shot_app():
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps([SIZE]) as apps:
        yield apps[SIZE]


def _low(app, lang: str, high: bool, names) -> tuple[list[str], int]:
    from diamant_dev.screenshots import build
    app.set_language(lang)
    app.settings.high_contrast = high
    least = contrast.HIGH_CONTRAST if high else contrast.MINIMUM
    found, seen = [], 0
    try:
        for name in names:
            theme.clear_text_cache()
            build(app, name)
            contrast.drawn = []
            app.draw()
            seen += len(contrast.drawn)
            found += [f"{name}: {text!r} {fg} on {bg}: {contrast.ratio(fg, bg):.2f}"
                      for fg, bg, text in contrast.drawn if contrast.ratio(fg, bg) < least]
    finally:
        contrast.drawn = None
        app.settings.high_contrast = False
    return found, seen


@pytest.mark.parametrize("high", [False, True], ids=["usual", "high-contrast"])
def test_every_text_of_a_sample_of_scenes_stands_out(shot_app, high):
    from diamant_dev.screenshots import registered
    names = [n for n in SAMPLE if n in registered()]
    assert len(names) == len(SAMPLE)
    found, seen = _low(shot_app, "en", high, names)
    assert seen > 200  # the texts were recorded
    assert found == [], "\n".join(found)


@pytest.mark.full
@pytest.mark.parametrize("high", [False, True], ids=["usual", "high-contrast"])
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_every_text_of_every_scene_stands_out(shot_app, lang, high):
    from diamant_dev.screenshots import registered
    found, seen = _low(shot_app, lang, high, sorted(registered()))
    assert seen > 500
    assert found == [], "\n".join(found)


def test_the_ratio_is_the_guidelines_one():
    assert contrast.ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast.ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast.EXEMPT == {tuple(theme.DISABLED)}


@pytest.mark.parametrize("colour, behind", [(theme.DANGER, (120, 60, 26)), ((20, 14, 8), (180, 65, 55)),
                                            (theme.TEXT_DIM, (92, 65, 24)), (theme.GOLD, (250, 214, 110))])
def test_a_text_that_would_not_stand_out_is_drawn_lighter_or_darker(app, colour, behind):
    """The pairs the check found before text was made readable where it is drawn."""
    assert contrast.ratio(colour, behind) < contrast.MINIMUM  # the check can fail on these
    surf = pygame.Surface((300, 60))
    surf.fill(behind)
    contrast.drawn = []
    try:
        theme.draw_text(surf, app, "Anna", surf.get_rect(), theme.FONT_BODY, colour)
        (fg, bg, text), = contrast.drawn
    finally:
        contrast.drawn = None
    assert bg == behind and text == "Anna" and contrast.ratio(fg, bg) >= contrast.MINIMUM
    # the hue is kept: a red stays reddest
    if colour is theme.DANGER:
        assert fg[0] >= max(fg[1], fg[2])


def test_high_contrast_puts_a_plate_behind_text_on_a_busy_background(app):
    app.settings.high_contrast = True
    surf = pygame.Surface((300, 60))
    surf.fill((180, 140, 60))  # a gold picture behind light text: 2:1
    contrast.drawn = []
    try:
        r = theme.draw_text(surf, app, "Anna", surf.get_rect(), theme.FONT_BODY, theme.TEXT)
        (fg, bg, _text), = contrast.drawn
    finally:
        contrast.drawn = None
        app.settings.high_contrast = False
    assert bg == contrast.PLATE_DARK and contrast.ratio(fg, bg) >= contrast.HIGH_CONTRAST
    assert tuple(surf.get_at((r.left, r.top)))[:3] == contrast.PLATE_DARK  # the plate, drawn
    assert contrast.text_colour(theme.TEXT_DIM) == tuple(theme.TEXT)
