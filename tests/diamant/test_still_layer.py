"""The table scenes keep their background and panels as one still layer: made once per window
size and set of panels, not every frame, and let go while another screen covers the scene."""
import pygame

from diamant.ui import theme


def test_the_layer_is_made_once_per_size_and_panels(app, monkeypatch):
    made = []
    real = theme.background
    # StillLayer draws through its own module's name
    monkeypatch.setattr(theme.backdrop, "background", lambda *a, **k: (made.append(1), real(*a, **k)))
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


def test_a_new_layer_replaces_the_darkened_backgrounds_before_it_is_made(app, monkeypatch):
    """The layer holds its own background: the darkened copies kept for the scenes below (the
    settings' over a game) go before its window-sized surface is made, not after (at 4K both
    were held for a moment: 33 MB more at the peak)."""
    size = app.size
    theme.background(pygame.Surface(size), app, darken=90)  # a scene below's darkened copy
    darkened = lambda: [k for k in theme._bg_cache.keys() if k[0] == "bg"]  # noqa: E731
    assert darkened()
    at_alloc = []
    real = pygame.Surface

    class Spy(real):
        def __init__(self, *args, **kwargs):
            if args and tuple(args[0]) == tuple(size):
                at_alloc.append(len(darkened()))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(pygame, "Surface", Spy)
    layer = theme.StillLayer()
    layer.get(app, size, [(pygame.Rect(10, 10, 100, 50), 200)])
    monkeypatch.undo()
    assert at_alloc and at_alloc[0] == 0
    assert any(k[0] == "bgbase" for k in theme._bg_cache.keys())  # the composed art stays
