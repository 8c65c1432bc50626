"""Frame pacing of the real loop (App.run) and the pixel format of the art.

The loop draws only when something changed or moves and sleeps in between (an idle game costs
almost no CPU); the figures (CPU per idle screen, frame p99) are measured by benchmarks/bench_idle.py and
bench_frame.py, not here. These tests hold the behaviour: a still scene is not drawn again while
nothing happens, an event wakes the loop and is drawn.
"""
from __future__ import annotations

import pygame

from diamant.ui import app as app_module
from diamant.ui.app import App, wait_events
from diamant.ui.art import ArtCache, to_blit_format
from diamant.ui.scene import Scene

ARGB = (0xFF0000, 0xFF00, 0xFF, 0xFF000000)


class Still(Scene):
    """A still picture: counts its draws and updates; quits after `stop` seconds of app time,
    posting a key press at `poke` seconds."""

    def __init__(self, app, stop: float, poke: float | None = None) -> None:
        super().__init__(app)
        self.stop, self.poke = stop, poke
        self.draws: list[float] = []
        self.updates = 0
        self.keys: list[float] = []

    def frame_interval(self):
        return None

    def update(self, dt: float) -> None:
        self.updates += 1
        if self.poke is not None and self.app.time >= self.poke:
            self.poke = None
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0,
                                                 unicode="a", scancode=4))
        if self.app.time >= self.stop:
            self.app.quit()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append(self.app.time)
        return True

    def draw(self, surface) -> None:
        self.draws.append(self.app.time)
        surface.fill((10, 20, 30))


def test_a_still_scene_is_not_drawn_again_while_nothing_happens():
    app = App(headless=True, size=(320, 180), audio=False)
    pygame.event.clear()
    scene = app.push(Still(app, stop=1.2))
    app.run()
    # drawn at first (the stack changed, the input afterglow and settling), then only the
    # housekeeping updates run: at most every HOUSEKEEPING seconds, no drawing
    assert scene.draws and max(scene.draws) < app_module.INPUT_AFTERGLOW + app_module.SETTLE + 0.2
    assert len(scene.draws) < 60, "a still picture was drawn at frame rate"
    late = [u for u in scene.draws if u > 0.8]
    assert not late
    assert scene.updates >= 2  # housekeeping went on while it slept


def test_an_event_wakes_the_sleeping_loop_and_is_drawn():
    app = App(headless=True, size=(320, 180), audio=False)
    pygame.event.clear()
    scene = app.push(Still(app, stop=2.2, poke=1.2))
    app.run()
    assert scene.keys, "the key press was not handled"
    pressed = scene.keys[0]
    after = [t for t in scene.draws if t >= pressed]
    assert after, "the input was not followed by a frame"
    # the frame for the input comes at once (not at the next housekeeping tick)
    assert after[0] - pressed < 0.05


def test_wait_events_returns_an_event_or_nothing_at_the_deadline():
    pygame.display.init()
    pygame.event.clear()
    t0 = app_module.now()
    assert wait_events(t0 + 0.05) == []
    assert app_module.now() >= t0 + 0.05
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, code=7))
    got = wait_events(app_module.now() + 5.0)
    assert [e.type for e in got] == [pygame.USEREVENT] and got[0].code == 7


def test_art_is_kept_in_the_screens_pixel_format_headless():
    """The SVG loader gives ABGR; a blit of that onto the screen takes SDL's slow generic path.
    Headless (no display surface to convert to) the art is converted to ARGB, same pixels."""
    pygame.display.init()
    art = ArtCache()
    surf = art.get("explorer-1", (60, 84))
    assert surf.get_masks() == ARGB and surf.get_flags() & pygame.SRCALPHA
    raw = pygame.image.load_sized_svg(str(art.path("explorer-1")), (60, 84))
    raw = raw if raw.get_size() == (60, 84) else pygame.transform.smoothscale(raw, (60, 84))
    assert raw.get_masks() != ARGB  # else this test tests nothing
    conv = to_blit_format(raw)
    assert conv.get_masks() == ARGB
    assert pygame.image.tobytes(conv, "RGBA") == pygame.image.tobytes(raw, "RGBA")
