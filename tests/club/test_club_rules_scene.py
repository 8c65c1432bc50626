"""The Diamonds Club rules page ("club-rules"): it opens by name, scrolls by keys, wheel and
gamepad, jumps from its contents, closes on Back, and its words and pictures fit from 960x540 to
4K in every language (the method of test_text_fits: every squeeze or cut the text helpers make is
reported; the page's own lines and picture rows are measured against the page)."""
from __future__ import annotations

import pygame
import pytest

from diamant.ui import textfit, theme
from diamant.i18n import LANGUAGE_CODES
from toolbox import open_scaled_apps

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def apps():
    import diamant.games.club.screens  # noqa: F401  (registers the club's scenes)
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps(SIZES) as made:
        yield made


@pytest.fixture
def app(apps):
    a = apps[(1280, 720)]
    a.set_language("en")
    yield a
    while a.scenes:
        a.pop()


def _key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]


def _pad(button: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0)]


def _settle(app, scene) -> None:
    for _ in range(200):
        app.frame(0.05, [])
        if scene.scroll == scene.target:
            return


def test_opens_by_name_with_every_section_and_closes_on_escape(app):
    from diamant.games.club.screens.rules import PICTURES, section_ids
    app.nav.push("title")
    scene = app.nav.push("club-rules")
    app.frame(0.0, [])
    assert app.nav.top_is("club-rules")
    assert scene.sections == section_ids() and len(scene.sections) == 10
    assert set(PICTURES) <= set(scene.sections)  # every picture row belongs to a section
    assert scene.page_h > 5 * scene.view.height
    app.frame(0.0, _key(pygame.K_ESCAPE))
    assert app.nav.top_is("title")


def test_gamepad_b_closes(app):
    app.nav.push("title")
    app.nav.push("club-rules")
    app.frame(0.0, _pad(pygame.CONTROLLER_BUTTON_B))
    assert app.nav.top_is("title")


def test_scrolls_by_keys_wheel_and_gamepad_and_stays_on_the_page(app):
    scene = app.nav.push("club-rules")
    app.frame(0.0, [])
    assert scene.scroll == 0
    app.frame(0.0, _key(pygame.K_DOWN))
    _settle(app, scene)
    line = scene.scroll
    assert line > 0
    app.frame(0.0, _key(pygame.K_PAGEDOWN))
    _settle(app, scene)
    assert scene.scroll > line + scene.view.height * 0.5
    before = scene.scroll
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    _settle(app, scene)
    assert scene.scroll > before
    before = scene.scroll
    app.frame(0.0, _pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER))
    _settle(app, scene)
    assert scene.scroll > before
    app.frame(0.0, _key(pygame.K_END))
    _settle(app, scene)
    assert scene.scroll == scene.page_h - scene.view.height  # the bottom, and no further
    app.frame(0.0, _key(pygame.K_PAGEDOWN))
    _settle(app, scene)
    assert scene.scroll == scene.page_h - scene.view.height
    assert scene.current_section() == scene.sections[-1]
    app.frame(0.0, _pad(pygame.CONTROLLER_BUTTON_LEFTSHOULDER))
    _settle(app, scene)
    assert scene.scroll < scene.page_h - scene.view.height
    app.frame(0.0, _key(pygame.K_HOME))
    _settle(app, scene)
    assert scene.scroll == 0 and scene.current_section() == scene.sections[0]


def test_the_contents_jump_to_their_section(app):
    scene = app.nav.push("club-rules")
    app.frame(0.0, [])
    target = scene.sections.index("bonus")
    scene.group.focus(scene.section_buttons[target], keyboard=True)
    app.frame(0.0, _key(pygame.K_RETURN))
    _settle(app, scene)
    assert scene.current_section() == "bonus"
    assert scene.scroll == pytest.approx(scene.section_y["bonus"] - theme.px(app, 1), abs=1)


def _problems(app, lang: str) -> list[str]:
    """Everything that does not fit on the page (every block of it made), in one language."""
    from diamant.games.club.screens.rules import PICTURES, ROW_UNITS, SECTION_ROW_UNITS
    app.set_language(lang)
    theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
    textfit.overflows.clear()
    scene = app.nav.push("club-rules")
    out = []
    app.draw()  # the contents and the headings; every block of the page is made below
    for block in scene.blocks:
        width = scene._block_surface(block).get_width()
        if width > scene.view.width:
            out.append(f"{block.kind} at {block.y}: {width} > {scene.view.width} px")
    for sid, pics in PICTURES.items():
        sizes = scene._row_sizes(pics, scene.view.width, SECTION_ROW_UNITS.get(sid, ROW_UNITS))[1]
        need = sum(w for w, _ in sizes) + round(1.2 * app.u) * (len(sizes) - 1)
        if need > scene.view.width:
            out.append(f"pictures of {sid}: {need} > {scene.view.width} px")
    for b in scene.section_buttons + [scene.back]:
        # (a larger interface size: the contents scroll, a button out of their view is hidden)
        if b.visible and not scene.nav_box.union(scene.back.rect).contains(b.rect):
            out.append(f"contents button {b.label} outside the contents")
    out += [f"{how} {t!r} ({need} > {avail} px)" for how, t, need, avail in textfit.overflows]
    app.pop()
    return [f"{lang} {app.size[0]}x{app.size[1]}: {p}" for p in out]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_everything_fits_in_every_language_and_size(apps, lang, size):
    problems = _problems(apps[size], lang)
    assert problems == [], "\n".join(problems)


@pytest.fixture(scope="module")
def scaled_apps():
    import diamant.games.club.screens  # noqa: F401
    yield from open_scaled_apps()


@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("lang", [pytest.param(code, marks=() if code in ("en", "ru", "ja") else pytest.mark.full)
                                  for code in LANGUAGE_CODES])
def test_everything_fits_at_a_larger_interface(scaled_apps, lang, scale):
    app = scaled_apps[scale]
    problems = _problems(app, lang)
    assert problems == [], "\n".join(problems)
    scene = app.nav.push("club-rules")
    app.draw()
    assert scene.group.view.scrolls  # the contents scroll: some buttons are out of view ...
    shown = [b for b in scene.section_buttons if b.visible]
    assert shown and len(shown) < len(scene.section_buttons)
    assert all(scene.nav_box.contains(b.rect) for b in shown)  # ... the others inside the contents
    app.pop()


@pytest.mark.slow
def test_everything_fits_at_4k():
    import diamant.games.club.screens  # noqa: F401
    from diamant_dev.screenshots import screenshot_app
    app = screenshot_app((3840, 2160))
    try:
        problems = []
        for lang in ("en", "ru", "ja"):
            problems += _problems(app, lang)
        assert problems == [], "\n".join(problems)
    finally:
        app.close()


def test_the_check_can_fail(apps, monkeypatch):
    """A picture row wider than the page is reported."""
    from diamant.games.club.screens import rules
    monkeypatch.setitem(rules.PICTURES, "goal", rules.PICTURES["goal"] + [("text", "W" * 300, 1.0)])
    problems = _problems(apps[(1280, 720)], "en")
    assert any("pictures of goal" in p for p in problems), problems


def test_market_items_have_art():
    from diamant.games.club.data import ITEM_NAMES
    from diamant.games.club.screens.rules import CLUB_ART_DIR, item_art
    for code, name in enumerate(ITEM_NAMES):
        assert (CLUB_ART_DIR / f"{item_art(code)}.svg").is_file(), name


def test_the_screenshot_hook_opens_a_section_and_registers_its_shots(app, monkeypatch):
    from diamant_dev import club_rules_shots, screenshots
    from diamant_dev.screenshots import build, registered
    # the runner's list is the whole session's: this test's additions go with it (the club's own
    # shots are added first, so that the list put back still has them)
    registered()
    monkeypatch.setattr(screenshots, "_REGISTRY", dict(screenshots._REGISTRY))
    scene = club_rules_shots.open_club_rules(app, "gems")
    assert app.nav.top_is("club-rules") and scene.current_section() == "gems"
    assert scene.group.focused is scene.section_buttons[scene.sections.index("gems")]
    club_rules_shots.register()
    names = set(registered())
    assert {"club-rules", "club-rules-market", "club-rules-gems", "club-rules-bonus"} <= names
    shown = build(app, "club-rules-bonus")
    app.draw()
    assert shown.current_section() == "bonus"


def test_follows_a_new_language_and_window_size_and_lets_go_when_covered(app):
    scene = app.nav.push("club-rules")
    app.frame(0.0, _key(pygame.K_END))
    _settle(app, scene)
    app.set_language("ru")
    assert scene.sections == [s for s in scene.sections if app.loc.has(f"club-rules-{s}-body")]
    assert scene.section_buttons[0].label == "club-rules-goal-title"
    app.draw()
    assert scene.scroll <= scene.page_h - scene.view.height  # the Russian page has its own length
    scene.layout((960, 540))  # a smaller window: the page is laid out again, the scroll kept on it
    assert scene.view.right <= 960 and scene.scroll <= scene.page_h - scene.view.height
    scene.layout(app.size)
    scene.covered()  # an opaque scene on top: the kept pictures go...
    assert scene._bg is None and len(scene._drawn) == 0
    app.draw()  # ...and come back when the page shows again
    assert scene._bg is not None and len(scene._drawn) > 0


def test_the_scroll_bar_drags_and_the_back_button_closes(app):
    app.nav.push("title")
    scene = app.nav.push("club-rules")
    app.frame(0.0, [])
    bar = scene.bar
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(bar.centerx, bar.top + 2))])
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, bar.bottom - 1), rel=(0, 1),
                                       buttons=(1, 0, 0))])
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(bar.centerx, bar.bottom - 1))])
    assert scene.scroll > (scene.page_h - scene.view.height) * 0.9
    back = scene.back.rect.center
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=back, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=back),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=back)])
    assert app.nav.top_is("title")
