"""Tooltips never cover another control (once, the focus tooltip of the title's Quit hid the
"Past games" label). Every tooltip of every scene of the screenshot set, in every language, at the
smallest window (960x540) and at 1920x1080: inside the window, over neither its own control nor
any other visible control of the scene."""
from __future__ import annotations


import pygame
import pytest

from diamant.ui import theme
from diamant.ui.app import MIN_WINDOW
from diamant.ui.widgets import FocusGroup
from diamant.i18n import LANGUAGE_CODES

SIZES = [MIN_WINDOW, (1920, 1080)]


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


def _groups(scene) -> list[FocusGroup]:
    return [v for v in list(vars(scene).values()) if isinstance(v, FocusGroup)]


def _shown(w) -> bool:
    return getattr(w, "visible", True) and w.rect.width > 0 and w.rect.height > 0


def _control(w) -> bool:
    """A control a tooltip must leave in sight (a place of a picture, Widget.place, may be covered)."""
    return _shown(w) and not getattr(w, "place", False)


def _label(w) -> str:
    return f"{type(w).__name__} {getattr(w, 'label', '')!r}"


@pytest.fixture(scope="module")
def apps():
    from diamant_dev.screenshots import screenshot_apps
    with screenshot_apps(SIZES) as made:
        yield made


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_no_tooltip_covers_another_control(apps, lang, size):
    from diamant_dev.screenshots import build, registered
    app = apps[size]
    app.set_language(lang)
    screen = pygame.Rect((0, 0), app.size)
    problems, seen = [], 0
    for name in sorted(registered()):
        scene = build(app, name)
        groups = _groups(scene)
        every = [w for g in groups for w in g.widgets if _control(w)]
        for g in groups:
            for w in g.widgets:
                if not (_shown(w) and w.tooltip_key and w.tooltip_text()):
                    continue
                seen += 1
                others = g.tooltip_avoid(w)
                box = theme.tooltip_rect(app, app.size, w.tooltip_text(), w.rect, others)
                if not screen.contains(box):
                    problems.append(f"{name}: the tooltip of {_label(w)} leaves the window: {box}")
                for o in every + ([] if w in every else [w]):
                    if box.colliderect(o.rect):
                        what = "its own control" if o is w else _label(o)
                        problems.append(f"{name}: the tooltip of {_label(w)} {box} covers {what} {o.rect}")
    assert seen > 20  # the scenes do have tooltips
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_the_focus_tooltip_of_quit_leaves_past_games_readable(apps, lang, size):
    """The reported case, drawn the real way: Quit focused from the keyboard, its tooltip shown."""
    from diamant_dev.screenshots import build
    app = apps[size]
    app.set_language(lang)
    title = build(app, "title-saved")
    group = title.group
    key = dict(key=pygame.K_UP, mod=0, unicode="", scancode=0)
    for _ in range(len(group.focusables())):  # walk the focus up until it is on Quit
        if group.focused is title.quit_button:
            break
        app.frame(0.01, [pygame.event.Event(pygame.KEYDOWN, **key), pygame.event.Event(pygame.KEYUP, **key)])
    assert group.focused is title.quit_button
    app.frame(1.0, [])  # the focus tooltip's delay
    app.draw()
    box = group.tooltip_rect
    assert box is not None, "the focus tooltip of Quit is not shown"
    for b in title.buttons:
        if _shown(b):
            assert not box.colliderect(b.rect), (b.label, b.rect, box)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_lobby_tooltips_leave_the_descriptions_readable(apps, lang, size):
    """The lobby's choices have no label of their own ("How this bot plays", "Edition" are their
    tooltips); their tooltips went over the bot and edition descriptions under them."""
    from diamant_dev.screenshots import build
    app = apps[size]
    app.set_language(lang)
    lobby = build(app, "lobby")
    app.draw()
    assert len(lobby.described) >= 4  # the seats' lines and the edition, chests and theme texts
    seen, problems = 0, []
    for w in lobby.group.widgets:
        if not (_shown(w) and w.tooltip_key and w.tooltip_text()):
            continue
        seen += 1
        box = theme.tooltip_rect(app, app.size, w.tooltip_text(), w.rect, lobby.group.tooltip_avoid(w))
        problems += [f"the tooltip of {_label(w)} {box} covers the description at {r}"
                     for r in lobby.described if box.colliderect(r)]
    assert seen >= 10
    assert problems == [], "\n".join(problems)
