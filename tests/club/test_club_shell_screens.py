"""The shell's club screens as a player sees them (diamant_dev.club_shell_shots): at the smallest
window and at 1920x1080, in English, Russian and Japanese, no tooltip leaves the window or covers
another control, every control is inside the window, and the picker's names are whole."""
from __future__ import annotations

import pygame
import pytest

from diamant.ui import nav, theme
from diamant.ui.app import MIN_WINDOW
from diamant.ui.scene import Scene
from diamant.ui.widgets import FocusGroup
from diamant_dev import club_shell_shots as shots
from diamant_dev.screenshots import screenshot_apps
from toolbox import open_scaled_apps

SIZES = [MIN_WINDOW, (1920, 1080)]


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    if "club-table" not in nav.names():  # Play is enabled as with the table (another helper's)
        monkeypatch.setitem(nav._FACTORIES, "club-table", lambda app, **_: Scene(app))


@pytest.fixture(scope="module")
def apps():
    with screenshot_apps(SIZES) as made:
        yield made


def _shown(w) -> bool:
    return getattr(w, "visible", True) and w.rect.width > 0 and w.rect.height > 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_club_shell_screens_fit_and_tooltips_cover_nothing(apps, lang, size):
    assert _fit_and_tooltips(apps[size], lang, sorted(shots.SHOTS)) >= 10


@pytest.fixture(scope="module")
def scaled_apps():
    yield from open_scaled_apps()


@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_the_club_lobbies_fit_at_a_larger_interface(scaled_apps, lang, scale):
    """The lobbies and the past games (the title's own screens are the title's test)."""
    names = [n for n in sorted(shots.SHOTS) if not n.startswith("title")]
    assert _fit_and_tooltips(scaled_apps[scale], lang, names) >= 5


def _fit_and_tooltips(app, lang: str, names: list[str]) -> int:
    """Every control of the shots `names` inside the window, and every tooltip inside it and
    over no control; how many tooltips were looked at."""
    app.set_language(lang)
    screen = pygame.Rect((0, 0), app.size)
    problems, seen = [], 0
    for name in names:
        scene = shots.show(app, name)
        app.draw()
        groups = [v for v in vars(scene).values() if isinstance(v, FocusGroup)]
        every = [w for g in groups for w in g.widgets if _shown(w)]
        problems += [f"{name}: {type(w).__name__} {w.rect} is outside the window"
                     for w in every if not screen.contains(w.rect)]
        for g in groups:
            for w in g.widgets:
                if not (_shown(w) and w.tooltip_key and w.tooltip_text()):
                    continue
                seen += 1
                box = theme.tooltip_rect(app, app.size, w.tooltip_text(), w.rect, g.tooltip_avoid(w))
                if not screen.contains(box):
                    problems.append(f"{name}: the tooltip of {type(w).__name__} leaves the window")
                problems += [f"{name}: the tooltip of {type(w).__name__} {box} covers {type(o).__name__} {o.rect}"
                             for o in every if box.colliderect(o.rect)]
        if name.startswith("title"):  # the picker: both names whole, in the font's smallest size or more
            for entry, cell in zip(scene.entries, scene.picker.cells):
                text = app.t(entry.name_key)
                assert cell.width > app.fonts.get(theme.MIN_FONT_PX).size(text.split()[0])[0], (name, text)
    assert problems == [], "\n".join(problems)
    return seen


def test_the_picker_is_reached_and_driven_from_the_keyboard(apps):
    app = apps[(1920, 1080)]
    app.set_language("en")
    title = shots.show(app, "title-picker-diamant")
    assert title.group.focused is title.picker
    enter = dict(key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    press = [pygame.event.Event(pygame.KEYDOWN, **enter), pygame.event.Event(pygame.KEYUP, **enter)]
    right = dict(key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    app.frame(0.01, [pygame.event.Event(pygame.KEYDOWN, **right), pygame.event.Event(pygame.KEYUP, **right)])
    assert title.entry.id == "club"
    app.frame(0.01, [pygame.event.Event(pygame.KEYDOWN, **right), pygame.event.Event(pygame.KEYUP, **right)])
    assert title.entry.id == "diamant"
    # Enter keeps the game shown and goes on to the menu's main button; a second Enter opens it
    app.frame(0.01, press)
    assert title.entry.id == "diamant" and title.group.focused is title.default_focus()
    assert app.nav.top_is("title")
    title.group.focus(title.picker, keyboard=True)
    # from the first menu button, Up walks round to the picker
    title.group.focus(title.buttons[0], keyboard=True)
    up = dict(key=pygame.K_UP, mod=0, unicode="", scancode=0)
    app.frame(0.01, [pygame.event.Event(pygame.KEYDOWN, **up), pygame.event.Event(pygame.KEYUP, **up)])
    assert title.group.focused is title.picker
