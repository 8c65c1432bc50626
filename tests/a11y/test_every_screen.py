"""Every screen the screenshots know (diamant_dev.screenshots: both games, the shell, the
dialogs) can be used by keyboard: Tab puts the focus on a control, the focus is drawn (the
pixels around the control change), and the focus says something (diamant.ui.speech)."""
from __future__ import annotations

import pygame
import pytest

from diamant_dev.screenshots import build, registered, screenshot_app
from toolbox import key

pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own

SIZE = (960, 540)  # the smallest window the game lays out for: the quickest to draw


@pytest.fixture(scope="module")
def app():
    a = screenshot_app(SIZE)
    yield a
    a.close()


def _ring_band(rect: pygame.Rect, app) -> list[tuple[int, int]]:
    """Points just outside the control, where the focus ring is drawn."""
    out = rect.inflate(2 * max(2, round(app.u * 0.45)), 2 * max(2, round(app.u * 0.45)))
    xs = range(out.left, out.right, max(1, out.width // 12))
    ys = range(out.top, out.bottom, max(1, out.height // 6))
    pts = [(x, out.top) for x in xs] + [(x, out.bottom - 1) for x in xs]
    pts += [(out.left, y) for y in ys] + [(out.right - 1, y) for y in ys]
    w, h = app.screen.get_size()
    return [(x, y) for x, y in pts if 0 <= x < w and 0 <= y < h]


@pytest.mark.parametrize("name", sorted(registered()))
def test_tab_focuses_a_control_that_is_drawn_and_said(app, name):
    build(app, name)
    app.frame(0.0, [])
    key(app, pygame.K_TAB)
    top = app.top
    w = top.group.focused
    assert w is not None and w.can_focus, f"{name}: Tab gives no control the focus"
    assert app.screen.get_rect().colliderect(w.rect), f"{name}: the focused control is off the screen"
    assert w.describe().strip(), f"{name}: the focus on {type(w).__name__} says nothing"
    top.group._hover_time = 0.0  # no tooltip in either picture: only the ring differs
    app.draw()
    with_ring = [app.screen.get_at(p) for p in _ring_band(w.rect, app)]
    top.group.active = False  # the same picture without the focus ring
    app.draw()
    top.group.active = True
    without = [app.screen.get_at(p) for p in _ring_band(w.rect, app)]
    changed = sum(a != b for a, b in zip(with_ring, without))
    assert changed >= len(without) // 3, f"{name}: the focus on {type(w).__name__} is not drawn"
