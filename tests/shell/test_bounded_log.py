"""The game log of a long record opens wrapping only the entries in view, not the whole game
(2 s of wrapping in one frame on a record of 270,000 events); scrolling stays right: the top
shows the first entry, the bottom the last, and paging moves by the rows in view. The work is
counted (entries wrapped), not timed."""

from __future__ import annotations

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.scenes.game_log import GameLogScene
from toolbox import long_record, make_app




@pytest.fixture(scope="module")
def record():
    return long_record(rounds=50, players=16, treasures=280)


def test_the_log_of_a_long_game_opens_wrapping_only_what_is_in_view(record):
    app = make_app()
    scene = GameLogScene(app, record)
    scene.layout(app.size)
    panel = scene.panel
    n = len(panel.entries)
    assert n > 20 * panel.rows()
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    scene.draw(surface)
    assert panel.wraps <= 2 * panel.rows() + 2, (panel.wraps, panel.rows(), n)
    # the top: the first entry is the first line drawn
    view = panel._view(panel.rows())
    assert view[0][0] == panel._wrap(0)[0]


def test_paging_and_the_ends_of_a_long_log(record):
    app = make_app()
    scene = GameLogScene(app, record)
    scene.layout(app.size)
    panel = scene.panel
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    rows = panel.rows()
    before = panel.wraps
    for _ in range(5):  # page down from the top: each page wraps about a page
        scene._at_top = False
        panel.scroll_by(-(rows - 1))  # what PageDown does
        scene.draw(surface)
    assert panel.wraps - before <= 6 * rows + 6
    assert panel.scroll < panel.max_scroll() - 4 * (rows - 1)
    panel.jump_to_latest()
    scene.draw(surface)
    view = panel._view(panel.rows())
    last = panel._wrap(len(panel.entries) - 1)
    assert [t for t, _ in view[-len(last):]] == last  # the bottom: the last entry's lines
    assert panel.wraps <= 10 * rows + 10
    # Home goes to the top again: the first line in view
    panel.scroll_by(panel.max_scroll())  # what Home does
    scene.draw(surface)
    assert panel._view(panel.rows())[0][0] == panel._wrap(0)[0]


def test_a_lazy_view_shows_what_the_whole_wrap_shows(record):
    """Wherever it is scrolled, the lines in view are those of the log wrapped whole."""
    app = make_app()
    scene = GameLogScene(app, record)
    scene.layout(app.size)
    panel = scene.panel
    rows = panel.rows()
    assert len(panel.entries) > 3000
    for scroll in (0, 1, 7, 500, 1234, 3000):
        panel.scroll = scroll
        view = panel._view(rows)
        assert len(view) == rows
    whole = panel._lines()  # now every entry is wrapped: counts exact
    for scroll in (0, 1, 7, 500, 1234, 3000, len(whole) - rows):
        panel.scroll = scroll
        assert panel._view(rows) == whole[len(whole) - scroll - rows: len(whole) - scroll], scroll


def test_opening_the_log_from_past_games_runs_the_game_once(record, monkeypatch):
    """The check that the record replays to its result and the log come from one run (a long
    record: 0.6 s of CPU a run), not a check and then the log."""
    from diamant.games.diamant.engine import Game as EngineGame
    from diamant.shell.scenes.history import HistoryScene
    from diamant_dev.fixtures import demo_history
    app = make_app()
    entries, records = demo_history(1)
    records = {e.path: record for e in entries}
    scene = app.push(HistoryScene(app, entries, records))
    decided = [0]
    real = EngineGame.decide

    def counting(self, seat, d):
        decided[0] += 1
        return real(self, seat, d)
    monkeypatch.setattr(EngineGame, "decide", counting)
    scene.show_log()
    for _ in range(1000):  # a long record is opened a piece a frame
        if app.top is not scene:
            break
        app.frame(1 / 60, [])
    assert isinstance(app.top, GameLogScene)
    assert len(record.decisions) <= decided[0] <= len(record.decisions) + 16
