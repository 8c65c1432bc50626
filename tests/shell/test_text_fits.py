"""Every string fits its box in every scene, in every language, at 1280x720: checked by rendering
each registered screenshot scene and collecting every squeeze or cut the text helpers had to make."""


import pytest

from diamant.ui import textfit
from diamant.i18n import LANGUAGE_CODES


@pytest.fixture(scope="module")
def app():
    from diamant_dev.screenshots import screenshot_app
    a = screenshot_app((1280, 720))
    yield a
    a.close()


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_every_string_fits_its_box_at_1280x720(app, lang):
    from diamant.ui import theme
    from diamant_dev.screenshots import build, registered
    app.set_language(lang)
    names = sorted(registered())
    assert len(names) >= 14, names
    problems = []
    for name in names:
        theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
        textfit.overflows.clear()
        build(app, name)
        app.draw()
        problems += [(name, *o) for o in textfit.overflows]
    assert problems == [], "\n".join(f"{n}: {how} {t!r} ({need} > {avail} px)"
                                      for n, how, t, need, avail in problems)


def test_the_check_can_fail(app):
    """A string far too long for its box is reported."""
    from diamant.ui import theme
    textfit.overflows.clear()
    theme.render_fit(app, "W" * 400, 50, 2.0)
    assert textfit.overflows and textfit.overflows[-1][0] == "squeezed"


def test_a_line_of_a_million_pixels_is_cut_not_squeezed(app):
    """pygame's smoothscale corrupts memory (the process aborts) shrinking a line of some 400,000
    pixels: such a line (a crafted name) is cut first, and still fits its box."""
    from diamant.ui import theme
    surf = theme.render_fit(app, "N" * 400_000, 100, 2.0)
    assert 0 < surf.get_width() <= 100
