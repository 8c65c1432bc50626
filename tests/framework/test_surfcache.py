import pygame

from diamant.ui.surfcache import SurfaceCache, surface_bytes


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
    from diamant.ui.app import App
    from diamant.ui.scene import Scene

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


def test_all_the_caches_together_keep_within_the_total_budget_oldest_first():
    from diamant.ui import surfcache
    saved = surfcache.total_budget()
    one = 100 * 100 * 4
    a, b = SurfaceCache(max_bytes=10 * one, name="a"), SurfaceCache(max_bytes=10 * one, name="b")
    try:
        for other in surfcache.caches():  # older entries of other tests' caches would go first
            if other is not a and other is not b:
                other.clear()
        surfcache.set_total_budget(4 * one)
        a["old"] = pygame.Surface((100, 100), pygame.SRCALPHA)
        b["hot"] = pygame.Surface((100, 100), pygame.SRCALPHA)
        a["x"] = pygame.Surface((100, 100), pygame.SRCALPHA)
        b["y"] = pygame.Surface((100, 100), pygame.SRCALPHA)
        assert a.get("old") is not None and b.get("hot") is not None  # used again: now the newest
        a["z"] = pygame.Surface((100, 100), pygame.SRCALPHA)  # one over the budget
        assert surfcache.total_bytes() <= surfcache.total_budget()
        assert "x" not in a  # the one used longest ago, in either cache, went
        assert {"old", "z"} <= set(a.keys()) and {"hot", "y"} <= set(b.keys())
        assert a.bytes == sum(surface_bytes(s) for s in a.values())
        surfcache.set_total_budget(2 * one)  # a smaller budget: trimmed at once
        assert len(a) + len(b) == 2 and "z" in a
    finally:
        surfcache.set_total_budget(saved)


def _sizes_held() -> set:
    """The sizes of every surface that a tracked Python object refers to."""
    import gc
    gc.collect()
    return {r.get_size() for o in gc.get_objects() for r in gc.get_referents(o)
            if isinstance(r, pygame.Surface)}


def test_a_resize_keeps_no_layer_or_cached_picture_of_the_old_size(tmp_path, monkeypatch):
    """A game under the pause menu, drawn at one size, then at another: nothing window-sized of
    the first size stays (scene layers, backgrounds, the title's layer under the game: 15.1)."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
    from diamant.games.diamant.screens import flow
    from diamant.ui.app import App
    from diamant.games.diamant.screens.session import TableSetup
    from diamant_dev import fixtures

    app = App(headless=True, size=(1600, 900), audio=False, lang="en")
    try:
        app.nav.push("title")
        app.frame(0.01, events=[])
        flow.start_game(app, TableSetup.default())
        app.frame(0.01, events=[])
        fixtures.scripted_expedition(app, humans=1, seats=4, cards=5)
        app.frame(0.01, events=[])
        app.nav.push("pause")
        app.frame(0.01, events=[])
        assert (1600, 900) in _sizes_held()
        app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1440, 810), w=1440, h=810)])
        app.frame(0.01, events=[])
        held = _sizes_held()
        assert (1440, 810) in held and (1600, 900) not in held
    finally:
        app.close()


def test_a_new_app_sizes_the_caches_for_its_window_and_drops_an_earlier_apps_pictures(tmp_path, monkeypatch):
    """The budget of all the caches is the window's from the first frame (it stayed at the
    default, 96 MB, until the first resize), and what an earlier app drew at another size goes."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.ui import surfcache, theme
    from diamant.ui.app import App

    budgets = {}
    for size in ((3840, 2160), (1280, 720)):
        app = App(headless=True, size=size, audio=False, lang="en")
        try:
            budgets[size] = surfcache.total_budget()
            assert theme.CACHES_BYTES < budgets[size] < 96 * 2**20
            theme.draw_text(app.screen, app, "Diamant", app.screen.get_rect(), theme.FONT_TITLE,
                            theme.TEXT)
            assert surfcache.total_bytes() > 0
        finally:
            app.close()
    assert budgets[(1280, 720)] < budgets[(3840, 2160)]
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    try:
        # the 1280x720 app's text is not kept for the next app (the theme's caches are the
        # process's; others belong to scenes and go with them)
        theme_caches = {"text", "shapes", "gradients", "window backgrounds"}
        assert sum(c.bytes for c in surfcache.caches() if c.name in theme_caches) == 0
    finally:
        app.close()


def test_the_font_chain_keeps_a_few_sizes_open_the_latest_used():
    """Each open size holds a FreeType face per font file (~0.7 MB): a window dragged through
    many sizes, or a 4K screen fitting its labels, keeps at most FontChain.MAX_OPEN of them."""
    from diamant.ui.fonts import FontChain
    pygame.font.init()
    chain = FontChain()
    assert FontChain.MAX_OPEN <= 16
    kept = chain.get(20)
    for size in range(21, 61):
        chain.get(size)
        assert chain.get(20) is kept  # used every time: never the one to go
    assert len(chain) == FontChain.MAX_OPEN


def test_scenes_that_left_are_freed_before_the_next_one_is_laid_out(tmp_path, monkeypatch):
    """A new game from a game (the stack cleared, the board pushed; Play again): the old
    scenes' pictures go before the new scene makes its own, not at the end of the frame
    (at 4K both were held together: +34 MB at the peak)."""
    import gc
    import weakref
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.ui.app import App
    from diamant.ui.scene import Scene

    class Heavy(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.me = self  # a cycle
            self.layer = pygame.Surface((1920, 1080))

    alive_at_layout = []

    class Next(Scene):
        def layout(self, size):
            alive_at_layout.append([r() is not None for r in refs])
            super().layout(size)

    app = App(headless=True, audio=False, lang="en")
    gc.disable()
    try:
        refs = [weakref.ref(app.push(Heavy(app))), weakref.ref(app.push(Heavy(app)))]
        app.frame(0.01, events=[])
        app.clear_to(Next(app))
        assert alive_at_layout == [[False, False]]
        refs.append(weakref.ref(app.push(Heavy(app))))
        app.frame(0.01, events=[])
        alive_at_layout.clear()
        app.replace(Next(app))
        assert alive_at_layout == [[False, False, False]]
    finally:
        gc.enable()
        app.close()
