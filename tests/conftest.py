import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# no disk cache of art and texts (diamant.diskcache) unless a test gives one: every test starts
# from the sources, and none writes to the player's own cache folder
os.environ.setdefault("DIAMANT_CACHE_DIR", "")


import pytest  # noqa: E402 - after the SDL settings above

# each game registers its files with storage (which knows no game), as the app's entries say
from diamant.storage import formats as _formats  # noqa: E402

_formats.declare("diamant", "diamant.games.diamant.history")
_formats.declare("club", "diamant.games.club.history")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full", action="store_true", default=False,
        help="also run the exhaustive sweeps (tests marked 'full'): every crafted file through the "
             "real app, every scene at 4K in every language, the long random-game properties, the "
             "long monkey. The default run keeps a sample of each sweep.")


def pytest_configure(config: pytest.Config) -> None:
    # DIAMANT_FULL=1 does the same as --full, for runs whose command line cannot change
    if os.environ.get("DIAMANT_FULL") == "1":
        config.option.full = True


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without --full, the sweeps are left out of the run (deselected, not skipped: they are not
    part of the default run at all, and the summary says how many were left out)."""
    if config.getoption("full"):
        return
    kept, left = [], []
    for item in items:
        (left if item.get_closest_marker("full") else kept).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A player's folder of their own (DIAMANT_HOME, not made yet: the game makes it as on a first
    start), with the storage's in-process memory of other tests' folders forgotten before and
    after."""
    from diamant.games.diamant import history as diamant_history
    from diamant.storage import history, settings
    h = tmp_path / "home"
    monkeypatch.setenv("DIAMANT_HOME", str(h))

    def forget() -> None:
        history._CACHE.clear()
        diamant_history._UNSTORED.clear()
        settings._UNREADABLE.clear()
    forget()
    yield h
    forget()


@pytest.fixture
def app():
    """A headless app at 1280x720 in English with an empty event queue (a test file may define
    its own ``app`` instead)."""
    from toolbox import make_app
    a = make_app()
    yield a
    a.close()


@pytest.fixture(autouse=True, scope="session")
def _every_screen_loaded() -> None:
    """The app loads a game's screens when the game is first chosen (tests/framework/test_seams.py
    holds that, in a fresh interpreter); here every screen loads before the first test, so a
    function a test patches is never captured by a screen module first imported during it."""
    import diamant.shell.scenes  # noqa: F401 - the shell's scenes and each game's registration
    from diamant.shell import games
    from diamant.ui import nav
    for entry in games.entries():
        games.load(entry)
    for name in nav.names():
        nav.factory(name)  # the shell's scenes too
