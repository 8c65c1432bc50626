"""The table scenes keep their background and panels as one still layer: made once per window
size and set of panels, not every frame, and let go while another screen covers the scene."""
import pygame

from diamant.app import theme


def test_the_layer_is_made_once_per_size_and_panels(app, monkeypatch):
    made = []
    real = theme.background
    monkeypatch.setattr(theme, "background", lambda *a, **k: (made.append(1), real(*a, **k)))
    layer = theme.StillLayer()
    panels = [(pygame.Rect(10, 10, 100, 50), 200), (pygame.Rect(0, 0, 0, 0), 215)]
    first = layer.get(app, (320, 180), panels)
    assert layer.get(app, (320, 180), panels) is first and len(made) == 1
    assert layer.get(app, (320, 180), [(pygame.Rect(10, 10, 100, 60), 200)]) is not first
    assert layer.get(app, (640, 360), panels).get_size() == (640, 360) and len(made) == 3
    layer.forget()
    layer.get(app, (640, 360), panels)
    assert len(made) == 4


def test_a_covered_table_lets_its_layer_go(app):
    from diamant_dev import fixtures
    entries, records = fixtures.demo_history(1)
    expedition = fixtures.scripted_expedition(app, humans=1, seats=3, cards=3)
    replay = app.nav.push("replay", record=records[entries[0].path])
    for scene in (expedition, replay):
        scene.layout(app.size)
        scene.draw(app.screen)
        assert scene.still._surf is not None and scene.still._surf.get_size() == app.size
        scene.covered()
        assert scene.still._surf is None
