"""Every screen fits at every size: each scene of the screenshot set, in every
language, at the smallest layout size (the minimum window, 960x540) and at 4K, with every optional
button shown (the title's Continue, Past games' Watch again, the expedition's spectator controls,
the settings' no-sound note). A scene fails when a widget leaves the window, two widgets of a
scene overlap, or a text had to be squeezed or cut to fit its box.

Below the minimum size the game lays out at the minimum and scales the frame down: checked at
640x360 and 800x600 windows."""
from __future__ import annotations


import pygame
import pytest

from diamant.ui import textfit
from diamant.ui.app import MIN_WINDOW, canvas_size
from diamant.i18n import LANGUAGE_CODES

SIZES = [MIN_WINDOW, (3840, 2160)]


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def _widgets(scene) -> list:
    """The visible widgets of the scene's focus groups (every attribute holding one)."""
    from diamant.ui.widgets import FocusGroup
    out = []
    for value in list(vars(scene).values()):
        if isinstance(value, FocusGroup):
            out += [w for w in value.widgets
                    if getattr(w, "visible", True) and w.rect.width > 0 and w.rect.height > 0]
    return out


def _problems(app, name: str) -> list[str]:
    top = app.scenes.top
    screen = pygame.Rect((0, 0), app.size)
    found = []
    widgets = _widgets(top)
    for w in widgets:
        if not screen.contains(w.rect):
            found.append(f"{name}: {type(w).__name__} {getattr(w, 'label', '')!r} at {w.rect} leaves "
                         f"the {app.size[0]}x{app.size[1]} window")
    for i, a in enumerate(widgets):
        for b in widgets[i + 1:]:
            if a.rect.colliderect(b.rect):
                found.append(f"{name}: {type(a).__name__} {getattr(a, 'label', '')!r} {a.rect} overlaps "
                             f"{type(b).__name__} {getattr(b, 'label', '')!r} {b.rect}")
    found += [f"{name}: {how} {text!r} ({need} > {avail} px)" for how, text, need, avail in textfit.overflows]
    return found


def _show_optional(app, name: str) -> None:
    """Show what a scene shows only sometimes."""
    top = app.scenes.top
    if name.startswith("history") and hasattr(top, "replay_button"):
        top.replay_button.visible = True
        top.layout(app.size)
    if name == "settings":
        top.no_sound = True
        for w in top.right_rows:
            w.enabled = False
        top.layout(app.size)  # the note saying so has its room only then


@pytest.fixture(scope="module")
def fit_app():
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps(SIZES) as apps:
        yield apps


#: At 4K the default run takes the two languages whose text has broken layouts before: Russian's
#: long words and Japanese's own font (every language at 4K runs with --full). At the minimum
#: window, where text is squeezed the most, every language runs by default.
AT_4K_BY_DEFAULT = ("ru", "ja")
FIT_CASES = [pytest.param(lang, size, id=f"{lang}-{size[0]}x{size[1]}",
                          marks=() if size == MIN_WINDOW or lang in AT_4K_BY_DEFAULT else pytest.mark.full)
             for lang in LANGUAGE_CODES for size in SIZES]


@pytest.mark.parametrize("lang, size", FIT_CASES)
def test_every_scene_fits(fit_app, lang, size):
    _every_scene_fits(fit_app[size], lang)


#: The interface scale (Settings -> Interface size): the sizes it must fit at, as the window and
#: the scale; at 200 % a 16:9 window is 50 units across instead of 100.
SCALED = [((1280, 720), 1.5), ((1920, 1080), 2.0)]
SCALED_BY_DEFAULT = ("en", "ru", "ja")
SCALED_CASES = [pytest.param(lang, size, scale, id=f"{lang}-{size[0]}x{size[1]}-{round(scale * 100)}",
                             marks=() if lang in SCALED_BY_DEFAULT else pytest.mark.full)
                for lang in LANGUAGE_CODES for size, scale in SCALED]


@pytest.fixture(scope="module")
def scaled_apps():
    from diamant_dev.screenshots import screenshot_app
    made = {(size, scale): screenshot_app(size, scale=scale) for size, scale in SCALED}
    try:
        yield made
    finally:
        for app in made.values():
            app.close()


@pytest.mark.parametrize("lang, size, scale", SCALED_CASES)
def test_every_scene_fits_at_a_larger_interface(scaled_apps, lang, size, scale):
    app = scaled_apps[(size, scale)]
    assert app.units()[0] == pytest.approx(100 / scale, abs=0.1)
    _every_scene_fits(app, lang)


def _every_scene_fits(app, lang: str) -> None:
    from diamant_dev.screenshots import registered
    app.set_language(lang)
    names = sorted(registered())
    assert "title-saved" in names and len(names) >= 15
    problems = _scenes_problems(app, names)
    assert problems == [], "\n".join(problems)


def _scenes_problems(app, names) -> list[str]:
    """What does not fit in each of the screenshot scenes `names`, built in turn in `app`."""
    from diamant.ui import theme
    from diamant_dev.screenshots import build
    problems = []
    for name in names:
        theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
        build(app, name)
        _show_optional(app, name)
        textfit.overflows.clear()
        app.draw()
        problems += _problems(app, name)
    return problems


def test_the_title_with_a_saved_game_shows_quit_whole_at_every_size():
    """A bug once seen: with six buttons, Quit was cut off."""
    from diamant.ui.app import App, default_settings
    from diamant_dev.screenshots import build
    for size in ((1280, 720), (1920, 1080), (800, 450), (640, 360), (960, 540), (3840, 2160)):
        app = App(headless=True, size=size, settings=default_settings(), lang="ru", audio=False)
        try:
            scene = build(app, "title-saved")
            assert scene.continue_button.visible
            screen = pygame.Rect((0, 0), app.size)
            for b in scene.buttons:
                assert screen.contains(b.rect), (size, b.label, b.rect, app.size)
            assert scene.quit_button.rect.bottom < scene.version_rect.top or \
                scene.quit_button.rect.right < scene.version_rect.left
        finally:
            app.close()


def test_below_the_minimum_window_the_game_is_laid_out_at_the_minimum():
    assert canvas_size((1280, 720)) == (1280, 720)
    assert canvas_size((960, 540)) == (960, 540)
    assert canvas_size((640, 360)) == (960, 540)
    assert canvas_size((800, 600)) == (960, 720)
    assert canvas_size((2000, 400)) == (2700, 540)
    from diamant.ui.app import App, default_settings
    app = App(headless=True, size=(640, 360), settings=default_settings(), lang="en", audio=False)
    try:
        assert app.size == (960, 540) and app.screen.get_size() == (960, 540)
        app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(800, 450), w=800, h=450)])
        assert app.size == (960, 540)
        app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)])
        assert app.size == (1600, 900)
    finally:
        app.close()


def test_a_small_window_shows_the_canvas_scaled_down():
    """Windowed (dummy video driver): the window cannot be made smaller than the minimum; a
    640x360 window all the same gets the 960x540 frame scaled into it, and the mouse maps back
    to the canvas."""
    from diamant.ui.app import App, default_settings
    app = App(headless=False, size=(640, 360), settings=default_settings(), lang="en", audio=False)
    try:
        assert pygame.display.get_window_size() == MIN_WINDOW  # the window's minimum size
        pygame.display.set_mode((640, 360), pygame.RESIZABLE)  # a window manager ignores it
        app.resize()
        assert app.size == (960, 540) and app.window is not None
        assert app.window.get_size() == (640, 360)
        app.screen.fill((200, 10, 10))
        app.present()
        got = app.window.get_at((320, 180))[:3]
        assert all(abs(a - b) <= 4 for a, b in zip(got, (200, 10, 10))), got
        assert app.mouse_scale == pytest.approx((1.5, 1.5))
        e = app.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1))
        assert e.pos == (150, 150)
    finally:
        app.close()


@pytest.fixture(scope="module")
def odds_apps():
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps([MIN_WINDOW, (1920, 1080)]) as apps:
        yield apps


@pytest.mark.parametrize("size", [MIN_WINDOW, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_the_odds_panel_fits(odds_apps, lang, size):
    """The odds panel, switched on, with four trap types on the path: every line whole, inside
    the panel, and the panel under the log inside the window."""
    from diamant.ui import theme
    from diamant_dev.screenshots import build
    app = odds_apps[size]
    app.set_language(lang)
    theme.clear_text_cache()
    scene = build(app, "expedition-odds")
    aid, log = scene.rects["aid"], scene.rects["log"]
    assert aid.height > 0 and pygame.Rect((0, 0), app.size).contains(aid)
    assert log.bottom <= aid.top and log.height >= aid.height // 2
    drawn: list[pygame.Rect] = []
    texts: set[str] = set()
    draw_text = theme.draw_text

    shrunk: list[str] = []

    def record(surface, app_, text, rect, size_u=theme.FONT_BODY, *args, **kw):
        out = draw_text(surface, app_, text, rect, size_u, *args, **kw)
        if aid.contains(rect):
            drawn.append(out)
            texts.add(text)
            font = app_.fonts.get(max(theme.MIN_FONT_PX, round(size_u * app_.u)), kw.get("bold", False))
            if font.size(text)[0] > rect.width:  # drawn in a smaller font than its neighbours
                shrunk.append(text)
        return out
    textfit.overflows.clear()
    theme.draw_text = record
    try:
        app.draw()
    finally:
        theme.draw_text = draw_text
    assert len(drawn) >= 10  # the title, six lines and a chip for each trap type
    assert all(aid.contains(r) for r in drawn), (aid, drawn)
    assert [o for o in textfit.overflows if o[1] in texts] == [], textfit.overflows
    assert shrunk == []  # every line of the panel at its own size


def _small_window_app():
    """A windowed app (dummy driver) whose 640x360 window shows the 960x540 canvas scaled down."""
    from diamant.ui.app import App, default_settings
    app = App(headless=False, size=(640, 360), settings=default_settings(), lang="en", audio=False)
    pygame.display.set_mode((640, 360), pygame.RESIZABLE)  # a window manager ignores the minimum
    app.resize()
    assert app.window is not None and app.mouse_scale == pytest.approx((1.5, 1.5))
    return app


def test_a_small_window_maps_the_mouse_it_asks_for_to_the_canvas(monkeypatch):
    """What a widget asks pygame for (the pointer over a choice's arrow lights it) is in the
    window's points: in a small window the arrow under the pointer is the canvas's, 1.5 times
    further out. Before, the arrow lit by the raw position, over a point the pointer was not."""
    from diamant.ui.widgets import Choice, FocusGroup
    app = _small_window_app()
    try:
        choice = FocusGroup(app).add(Choice("settings-language", [(1, "settings-windowed"), (2, "settings-fullscreen")], 1))
        choice.rect = pygame.Rect(300, 200, 400, 40)
        choice.hovered = True
        choice.draw(app.screen)  # lays out its arrows
        arrow = choice.left_arrow
        assert arrow.left > 200  # the raw point below lies outside it
        inside = (arrow.left + 3, arrow.centery)  # in the arrow's box, beside its triangle
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (round(inside[0] / 1.5), round(inside[1] / 1.5)))
        assert app.mouse_pos() == pytest.approx(inside, abs=1)
        app.screen.fill((0, 0, 0))
        choice.draw(app.screen)
        assert tuple(app.screen.get_at(inside))[:3] == (92, 70, 48)  # lit
    finally:
        app.close()


def test_a_small_window_shows_a_slow_ticks_change():
    """A slow tick that redraws a part only (the title's torch) is drawn on the canvas; in a
    small window the canvas reaches the window only through present(): before, the loop updated
    the named part of the window, which the tick had not touched, and the change never showed."""
    from diamant.ui.scene import Scene
    app = _small_window_app()

    class Ticking(Scene):
        """Red at first, green at every later drawing; a slow tick of a part only."""
        def __init__(self, app):
            super().__init__(app)
            self.draws = 0
            self.seen: tuple[int, ...] | None = None

        def frame_interval(self):
            return 0.001

        def tick_rects(self):
            return [pygame.Rect(0, 0, 100, 100)]

        def update(self, dt):
            if self.draws >= 3:  # the window, as the last frames left it
                self.seen = tuple(self.app.window.get_at((20, 20)))[:3]
                self.app.quit()

        def draw(self, surface):
            surface.fill((200, 10, 10) if self.draws == 0 else (10, 200, 10))
            self.draws += 1

    try:
        scene = app.push(Ticking(app))
        app._dirty = False
        pygame.event.clear()
        app.run(fps=1000)
        assert all(abs(a - b) <= 4 for a, b in zip(scene.seen, (10, 200, 10))), scene.seen
    finally:
        app.close()


@pytest.mark.parametrize("size", [(853, 480), MIN_WINDOW, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_join_dialogs_labels_stay_above_their_fields_focus_rings(size):
    """The invitation code's field has the focus as the dialog opens: its ring (which stands out of
    the field) covered the lower half of the label above it."""
    from diamant.ui import theme
    from toolbox import make_app
    app = make_app(size=size, lang="ru")
    try:
        scene = app.nav.push("join")
        drawn: dict[str, pygame.Rect] = {}
        draw_text = theme.draw_text

        def record(surface, app_, text, rect, *args, **kw):
            out = draw_text(surface, app_, text, rect, *args, **kw)
            drawn[text] = out
            return out
        theme.draw_text = record
        try:
            app.draw()
        finally:
            theme.draw_text = draw_text
        out = theme.px(app, theme.FOCUS_GROW) + max(1, round(theme.px(app, theme.FOCUS_W) / 2))
        for key, field in (("join-code", scene.code), ("join-name", scene.name)):
            label = drawn[app.t(key)]
            assert label.bottom <= field.rect.top - out, (key, label, field.rect, out)
    finally:
        app.close()
