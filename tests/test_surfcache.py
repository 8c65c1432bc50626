import pygame

from diamant.app.surfcache import SurfaceCache, surface_bytes


def test_cache_is_bounded_by_bytes_and_keeps_recent_entries():
    cache = SurfaceCache(max_bytes=3 * 100 * 100 * 4)
    for i in range(10):
        cache[i] = pygame.Surface((100, 100), pygame.SRCALPHA)
        cache.get(0)  # keep 0 hot
    assert cache.bytes <= cache.max_bytes and len(cache) == 3
    assert 0 in cache and 9 in cache and 1 not in cache
    assert cache.bytes == sum(surface_bytes(s) for s in cache.values())


def test_one_oversized_entry_is_kept_and_replacing_a_key_updates_bytes():
    cache = SurfaceCache(max_bytes=100)
    big = pygame.Surface((50, 50))
    cache["a"] = big
    assert cache.get("a") is big
    cache["a"] = pygame.Surface((2, 2))
    assert cache.bytes == surface_bytes(cache["a"])
    made = []
    s = cache.get_or_make("b", lambda: made.append(1) or pygame.Surface((1, 1)))
    assert cache.get_or_make("b", lambda: made.append(1)) is s and made == [1]


def test_a_scene_that_leaves_the_stack_is_freed_by_the_end_of_the_frame(tmp_path, monkeypatch):
    """Scenes refer to themselves through their widgets and tables: only the cycle collector
    frees them. The app collects when a scene leaves, so its surfaces do not linger (15.1)."""
    import gc
    import weakref
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.app.app import App
    from diamant.app.scene import Scene

    class Heavy(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.me = self  # a cycle
            self.layer = pygame.Surface((1920, 1080))

    app = App(headless=True, audio=False, lang="en")
    gc.disable()
    try:
        app.push(Scene(app))
        ref = weakref.ref(app.push(Heavy(app)))
        app.frame(0.01, events=[])
        app.pop()
        assert ref() is not None  # still there until the next frame
        app.frame(0.01, events=[])
        assert ref() is None
    finally:
        gc.enable()
        app.close()
