"""Reduced motion and flashes: with the setting on, the club's pieces do not fly or spark (they
appear in place, ringed for a moment); nothing pulses faster than three flashes a second, in any
mode: the pulse rates themselves, every pulse in the code naming one of them, and the focus ring
as drawn."""
from __future__ import annotations

import math
import pathlib
import re

import pygame
import pytest

from diamant.games.club.screens.table_motion import HIGHLIGHT_SECONDS, Motion
from diamant.games.diamant.screens import boardview, table_tokens as tt, tutorial
from diamant.shell.scenes import title
from diamant.ui import theme
from diamant.ui.theme.tokens import FOCUS_PULSE, MAX_FLASHES_PER_SECOND
from toolbox import make_app

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIMIT = 2 * math.pi * MAX_FLASHES_PER_SECOND  # rad/s

pytestmark = pytest.mark.usefixtures("home")


def flight(reduced: bool):
    app = make_app()
    app.settings.reduced_motion = reduced
    motion = Motion(app)
    motion.speed = 1.0
    landed: list[bool] = []
    piece = pygame.Surface((20, 20))
    motion.fly(piece, (100, 100), (500, 300), duration=0.5, sparkle=(255, 200, 80),
               on_land=lambda: landed.append(True))
    return app, motion, landed


def test_without_reduced_motion_a_piece_flies_and_sparks():
    _app, motion, landed = flight(False)
    motion.update(0.25)
    moving = [sp for sp in motion.sprites if sp.visible]
    assert moving and 100 < moving[0].pos[0] < 500 and not landed
    motion.update(0.26)
    assert landed and motion.sparks.alive


def test_with_reduced_motion_a_piece_appears_in_place_ringed_and_nothing_sparks():
    app, motion, landed = flight(True)
    motion.update(0.01)
    assert landed == [True]
    assert not [sp for sp in motion.sprites if sp.visible]  # nothing on its way
    assert not motion.sparks.alive
    assert len(motion.highlights) == 1 and motion.highlights[0][0].center == (500, 300)
    assert motion.busy  # the ring is shown before the game goes on
    surface = pygame.Surface(app.size)
    motion.draw(surface, pygame.Rect(0, 0, 10, 10))
    ring = motion.highlights[0][0].inflate(2 * theme.px(app, 0.6), 2 * theme.px(app, 0.6))
    assert surface.get_at((ring.centerx, ring.top + 1))[:3] == theme.HIGHLIGHT
    for _ in range(math.ceil(HIGHLIGHT_SECONDS / 0.1) + 1):
        motion.update(0.1)
    assert not motion.highlights and not motion.busy


def test_every_pulse_rate_stays_under_three_flashes_a_second():
    rates = {"focus ring": FOCUS_PULSE, "table glows": tt.TABLE_PULSE, "winners' glow": tt.TABLE_WINNER_PULSE[2],
             "entrance ring": boardview.BOARD_RING_PULSE, "tutorial arrow": tutorial.ARROW_BOB_RATE,
             "torches": max(title.TORCH_FLICKER)}
    assert {name: r for name, r in rates.items() if not 0 < r <= LIMIT} == {}


def test_every_pulse_in_the_code_goes_by_a_named_rate():
    """A sine of the clock with a bare number is a pulse nobody checked: each names its rate."""
    pattern = re.compile(r"sin\((?:self\.)?(?:time|t|app\.time|self\.app\.time)\s*\*\s*[0-9.]+\)")
    found = []
    for path in sorted((ROOT / "diamant").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def _luminance(rgb) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def test_the_focus_ring_as_drawn_changes_direction_at_most_six_times_a_second():
    """Three flashes a second: six changes of direction of the ring's brightness, sampled as it
    is drawn over four seconds."""
    app = make_app()
    seconds, rate = 4.0, 120
    values = []
    for i in range(int(seconds * rate)):
        surf = pygame.Surface((200, 200))
        surf.fill(theme.PANEL)
        rect = pygame.Rect(50, 50, 100, 100)
        theme.focus_ring(surf, app, rect, i / rate)
        grow = theme.px(app, theme.FOCUS_GROW)
        values.append(_luminance(surf.get_at((rect.centerx, rect.top - grow + 1))))
    steps = [b - a for a, b in zip(values, values[1:]) if b != a]  # a still stretch is no turn
    turns = sum(1 for a, b in zip(steps, steps[1:]) if a * b < 0)
    assert 0 < turns <= 2 * MAX_FLASHES_PER_SECOND * seconds
