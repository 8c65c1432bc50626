import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pytest  # noqa: E402 - after the SDL settings above


@pytest.fixture
def app():
    """A headless app at 1280x720 in English with an empty event queue (a test file may define
    its own ``app`` instead)."""
    import pygame

    from diamant.ui.app import App, default_settings
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    pygame.event.clear()
    yield a
    pygame.key.set_mods(0)  # a test that held a modifier leaves none behind
    a.close()
