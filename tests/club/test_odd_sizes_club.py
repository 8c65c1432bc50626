"""Diamonds Club in square, tall and ultra-wide windows: nothing cut off, overlapping or lost."""
from __future__ import annotations

import pygame
import pytest

from diamant_dev import screenshots

SIZES = [(1280, 720), (1000, 1000), (900, 1200), (2560, 1080), (960, 540)]


@pytest.fixture(scope="module")
def apps():
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    with screenshots.screenshot_apps(SIZES) as made:
        yield made


@pytest.fixture(scope="module")
def saved():
    from diamant_dev import club_table_shots
    return club_table_shots.saved_at("late")


def _table(app, saved):
    from diamant_dev.club_table_shots import still_table
    scene = still_table(app, saved)
    app.update(0.0)
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_club_tables_panels_stay_apart_in_the_window(apps, saved, size):
    app = apps[size]
    L = _table(app, saved).L
    window = pygame.Rect((0, 0), app.size)
    rects = [r for r, _ in L.panels]
    for r in rects:
        assert window.contains(r), (r, window)
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for park in L.parks.values():
        assert park.panel.contains(park.board), (park.panel, park.board)
        for t in park.tracks:
            assert park.panel.contains(t)
        assert park.panel.contains(park.tokens)
    for r in L.slots + L.prices + L.bonus + L.buttons:
        assert window.contains(r)


@pytest.mark.parametrize("size, share", [((1000, 1000), 0.75), ((900, 1200), 0.75), ((2560, 1080), 0.45)])
def test_an_odd_club_table_grows_the_other_players_boards(apps, saved, size, share):
    """In a square or tall window every extra row went to the log, in an ultra-wide one the extra
    width to two empty margins: the other players' boards stayed under a third of the player's
    own. They now grow into that room (under the big park, or in a column of their own)."""
    app = apps[size]
    L = _table(app, saved).L
    big = next(p for p in L.parks.values() if p.big)
    for park in L.parks.values():
        assert park.board.height >= share * big.board.height, (park.seat, park.board, big.board)
        assert park.board.width >= 1.5 * park.board.height  # never squeezed by its tracks
    # and the log still shows a good many lines
    assert L.log.height >= 12 * app.u, (L.log, app.u)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["club-scoring", "club-scoring-tie"])
def test_the_final_scores_panel_keeps_to_its_rows(apps, size, name):
    """In a tall window the scores' panel stretched down to the buttons: a box two thirds empty
    under the rows. It now ends under its last row, between the title and the buttons."""
    from diamant.games.club.advice import SCORE_ROWS
    from diamant_dev import club_screens
    app = apps[size]
    scene = club_screens.build(app, name)
    u = app.u
    table, note = scene.rects["table"], scene.rects["note"]
    rows_end = table.top + round(0.8 * u) + round(6.4 * u) + round(4.2 * u) * len(SCORE_ROWS)
    assert table.bottom - rows_end <= 2 * u, (table, rows_end)
    assert scene.rects["title"].bottom <= table.top
    assert note.bottom <= scene.again.rect.top and note.top >= table.bottom
    assert pygame.Rect((0, 0), app.size).contains(table)


@pytest.fixture(scope="module")
def big_apps():
    """The same windows at the largest interface size (200 %)."""
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    with screenshots.screenshot_apps(SIZES, scale=2.0) as made:
        yield made


@pytest.mark.parametrize("size", SIZES)
def test_the_club_table_stays_in_an_odd_window_at_200_percent(big_apps, saved, size):
    """Square, tall and ultra-wide windows at 200 %: the compact table's panels inside the
    window and apart, every park's pieces inside its panel, every widget of the scene inside the
    window and apart from the others."""
    app = big_apps[size]
    scene = _table(app, saved)
    app.draw()
    L = scene.L
    assert L.compact
    window = pygame.Rect((0, 0), app.size)
    rects = [r for r, _ in L.panels]
    for i, a in enumerate(rects):
        assert window.contains(a), (a, window)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for park in L.parks.values():
        for r in [park.board, park.name, park.gems, park.tokens] + park.tracks:
            assert park.panel.contains(r), (park.seat, r, park.panel)
    shown = [w for w in scene.group.widgets if w.visible and w.rect.width and w.rect.height]
    for i, a in enumerate(shown):
        assert window.contains(a.rect), (a.label, a.rect)
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.label, a.rect, b.label, b.rect)
