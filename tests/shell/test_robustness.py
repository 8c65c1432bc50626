"""Robustness: misuse of the command line, missing assets, broken files, and closing or resizing
the window in the middle of an animation or of a bot's thought."""
import shutil
import signal
import sys
import threading
from pathlib import Path

import pygame
import pytest

from diamant.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[2]


def _exit_code(args):
    try:
        return cli_main(args)
    except SystemExit as exc:
        return exc.code


# ------------------------------------------------------------------------------ the command line
@pytest.mark.parametrize("args,needle", [
    (["--no-such-option"], "unrecognized arguments"),
    (["--size", "big"], "expected a size like 1280x720"),
    (["--size", "100x100"], "out of range"),
    (["--size", "1280x"], "expected a size"),
    (["monkey", "--events", "0"], "at least 1"),
    (["monkey", "--events", "many"], "whole number"),
    (["monkey", "--seed", "x"], "whole number"),
    (["monkey", "--bogus"], "unrecognized arguments"),
    (["screenshots", "--size", "0x0"], "out of range"),
    (["gallery", "--size", "wide"], "expected a size"),
    (["simulate", "--games", "-5"], "at least 1"),
    (["replay"], "required"),
    (["nonsense-command"], "invalid choice"),
])
def test_cli_misuse_exits_2_with_a_clear_message(args, needle, capsys, home):
    assert _exit_code(args) == 2
    err = capsys.readouterr().err
    assert needle in err
    assert "Traceback" not in err


def test_unknown_language_is_a_clear_usage_error(capsys, home):
    assert _exit_code(["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "xx" in err and "en" in err  # names the bad code and the choices
    assert "Traceback" not in err


def test_screenshots_with_an_unknown_language_exits_2(capsys, tmp_path, home):
    assert _exit_code(["screenshots", "--lang", "xx", "--out", str(tmp_path / "s")]) == 2
    assert "xx" in capsys.readouterr().err
    assert not (tmp_path / "s").exists() or not list((tmp_path / "s").iterdir())


def test_monkey_replay_of_a_missing_file_exits_2(capsys, tmp_path, home):
    assert _exit_code(["monkey", "--replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read the replay file" in capsys.readouterr().err


# ------------------------------------------------------------------------------ missing assets
def _headless_app(**kw):
    import diamant.shell.scenes  # noqa: F401 - registers the scenes (when this test runs alone)
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes (when this test runs alone)
    from diamant.ui.app import App
    return App(headless=True, size=(1280, 720), audio=False, lang="en", **kw)


def test_missing_art_draws_placeholders_not_tracebacks(tmp_path, monkeypatch, home):
    from diamant.ui import art
    empty = tmp_path / "no-art"
    empty.mkdir()
    monkeypatch.setattr(art, "ART_DIR", empty)
    app = _headless_app()
    assert Path(app.art.art_dir) == empty
    from diamant.shell.scenes.title import TitleScene
    from diamant_dev.fixtures import scripted_expedition
    app.push(TitleScene(app))
    app.frame(0.1, events=[])
    scripted_expedition(app, humans=1, seats=4, cards=5)
    for _ in range(5):
        app.frame(0.1, events=[])
    assert app.art.missing()  # it noticed, drew placeholders, and went on
    img = app.art.card("treasure", value=7, size=(100, 140))
    assert img.get_size() == (100, 140)
    app.close()


def test_missing_sounds_are_silent_not_fatal(tmp_path, monkeypatch):
    from diamant.ui import audio as audio_mod
    empty = tmp_path / "no-sounds"
    empty.mkdir()
    monkeypatch.setattr(audio_mod, "default_sound_dir", lambda: empty)
    a = audio_mod.Audio(enabled=True)
    a.init()
    for name in ("card-flip", "disaster", "no-such-sound"):
        a.play(name)
    a.play("gems-1", 0.6)
    a.start_ambient()
    a.shutdown()


def test_missing_fonts_fall_back_to_a_readable_font(tmp_path):
    from diamant.ui.fonts import FontChain
    pygame.font.init()
    empty = tmp_path / "no-fonts"
    empty.mkdir()
    chain = FontChain(folder=empty)
    font = chain.get(20)
    surf = font.render("Diamant Борис 美咲", (255, 255, 255))
    assert surf.get_width() > 0 and surf.get_height() > 0


def test_broken_locale_file_falls_back_to_english(tmp_path):
    from diamant.i18n.core import Localizer
    locales = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", locales)
    (locales / "ru" / "ui.ftl").write_bytes(b"\xff\xfe menu-new-game = {{{ broken\n= = =\n")
    en = Localizer("en", locales_path=locales)
    ru = Localizer("ru", locales_path=locales)
    text = ru.t("menu-new-game")
    assert text and text != "menu-new-game"
    assert text == en.t("menu-new-game")
    # an entirely unknown language is English too
    assert Localizer("xx", locales_path=locales).t("menu-new-game") == en.t("menu-new-game")


# ------------------------------------------------------------------------------ broken files at start
def test_corrupt_settings_at_start_gives_a_message_and_clean_settings(home, monkeypatch):
    from diamant.ui import app as app_mod
    from diamant import main as main_mod
    from diamant.storage import Settings, settings_path
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    shown = []
    real_show = app_mod.App.show_message

    def spy(self, text, *a, **kw):
        shown.append(str(text))
        return real_show(self, text, *a, **kw)

    monkeypatch.setattr(app_mod.App, "show_message", spy)
    monkeypatch.setenv("DIAMANT_STARTUP_PROBE", "1")  # stop after the first frame
    # run() ends with pygame.quit(), which would invalidate the fonts cached for later tests
    monkeypatch.setattr(pygame, "quit", lambda: None)
    monkeypatch.setattr(main_mod, "setup_logging", lambda: None)  # no handlers left on the root logger
    seen = {}
    real_init = app_mod.App.__init__

    def keep(self, *a, **kw):
        real_init(self, *a, **kw)
        seen["settings"] = self.settings

    monkeypatch.setattr(app_mod.App, "__init__", keep)

    class Args:
        smoke_test = False
        lang = "en"
        windowed = True
        fullscreen = False
        size = (1280, 720)

    assert main_mod.run(Args()) == 0
    assert shown, "a damaged settings file must be reported on screen"
    assert any("setting" in s.lower() for s in shown), shown
    assert list(path.parent.glob("settings.json.broken-*")), "the damaged file is kept aside"
    s = seen["settings"]
    d = Settings()
    assert (s.animation_speed, s.curtain, s.muted) == (d.animation_speed, d.curtain, d.muted)


def test_corrupt_autosave_gives_a_message_and_a_clean_start(home):
    home.mkdir()  # a folder the game has used before
    from diamant.games.diamant.saves import has_saved_game, save_path
    save_path().write_text('{"format": "diamant-save", "record": [1, 2', encoding="utf-8")
    assert has_saved_game()
    app = _headless_app()
    from diamant.shell.scenes.title import TitleScene
    title = app.push(TitleScene(app))
    app.frame(0.1, events=[])
    title.continue_game()
    app.frame(0.1, events=[])
    assert app.scenes.top is title  # nothing to continue: still the menu
    assert any(t.kind == "warning" for t in app.toasts)
    assert not has_saved_game()
    assert list(home.glob("autosave.json.broken-*"))
    assert not title.continue_button.visible
    assert title.new_button.style == "primary" and title.buttons[0] is title.new_button
    assert title.group.focused is title.new_button
    # and a new game starts clean
    from diamant.games.diamant.screens.flow import start_game
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup
    app.autosave = True
    sess = start_game(app, TableSetup([SeatSetup(f"B{i}", "bot", None, i) for i in range(3)], seed=5))
    assert sess.game.round == 1 and not sess.game.decisions
    sess.close()
    app.close()


# ------------------------------------------------------------------------------ close / resize mid-game
def _same_state(a, b):
    from diamant_dev.monkey import Monkey
    ma, mb = Monkey.engine_model(a), Monkey.engine_model(b)
    return {k: (ma[k], mb[k]) for k in ("round", "path", "carried", "chests", "in_cave", "relic_points")
            if ma[k] != mb[k]}


def _start(app, humans=1, seats=4, seed=9):
    from diamant.games.diamant.screens.flow import start_game
    from diamant.games.diamant.screens.session import SeatSetup, TableSetup
    setup = TableSetup([SeatSetup(f"P{i}", "human" if i < humans else "bot",
                                  None if i < humans else "steady", i) for i in range(seats)], seed=seed)
    return start_game(app, setup)


def _close_window(app):
    """The window's close button, and the confirmation's 'quit'."""
    from diamant.shell.scenes.pause import QuitConfirmScene
    from diamant.ui.input import close_button_events
    app.frame(0.016, events=close_button_events())
    top = app.scenes.top
    assert isinstance(top, QuitConfirmScene), "closing during a game asks first"
    top.confirm()
    assert not app.running


def _pump_until(app, cond, frames=3000, dt=0.05):
    for _ in range(frames):
        if cond():
            return True
        top = app.scenes.top
        if type(top).__name__ == "BoardScene":
            top.start_expedition()
        app.frame(dt, events=[])
    return cond()


def test_close_during_an_animation_keeps_the_autosave_equal_to_the_game(home):
    from diamant.games.diamant.saves import load_saved_game
    app = _headless_app()
    app.autosave = True
    sess = _start(app, humans=0, seats=5)
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene

    def animating():
        top = app.scenes.top
        return isinstance(top, ExpeditionScene) and top.table.busy and len(sess.game.decisions) > 10

    assert _pump_until(app, animating)
    app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)])
    app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600)])
    assert app.size == (960, 720)  # below the minimum window (960x540): laid out bigger, scaled down
    _close_window(app)
    saved, warnings = load_saved_game()
    assert not warnings and saved is not None
    assert _same_state(saved.game, sess.game) == {}
    assert list(saved.record.decisions) == list(sess.game.decisions)[:len(saved.record.decisions)]
    app.close()


def test_a_quit_the_system_asks_for_quits_at_once_and_keeps_the_game(home):
    """SIGTERM, a logout or Cmd+Q reach the app as a QUIT with no window close before it: no
    question then (nobody may be there to answer it), the game is saved as it stands. A window
    close in an earlier frame does not turn a later QUIT into the close button's question."""
    from diamant.shell.scenes.pause import QuitConfirmScene
    from diamant.games.diamant.saves import load_saved_game
    app = _headless_app()
    app.autosave = True
    sess = _start(app, humans=1, seats=4)
    assert _pump_until(app, lambda: sess.awaiting_humans(), dt=0.05)  # the human's choice
    app.frame(0.016, events=[pygame.event.Event(pygame.WINDOWCLOSE)])
    assert app.running
    app.frame(0.016, events=[pygame.event.Event(pygame.QUIT)])
    assert not app.running
    assert not any(isinstance(s, QuitConfirmScene) for s in app.scenes)
    saved, warnings = load_saved_game()
    assert not warnings and saved is not None
    assert _same_state(saved.game, sess.game) == {}
    app.close()


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32",
                    reason="SIGTERM to a child process (POSIX)")
def test_sigterm_during_a_game_ends_the_real_process_and_keeps_the_game():
    """The real entry (`diamant`) with bots thinking: one SIGTERM ends the process (it used to
    open the "quit?" question and wait for an answer no one could give) and the autosave holds
    the game (bench_quit's run, which also times it)."""
    from benchmarks.bench_quit import quit_once
    took, lost = quit_once("cli", "game")
    assert lost == ""
    assert took < 30


def test_close_while_a_bot_thinks_drops_the_thought(home, monkeypatch):
    """A slow bot is still thinking when the window closes: its answer never reaches the game."""
    from diamant.games.diamant.bots import BOTS
    from diamant.games.diamant.screens import session as session_mod
    from diamant.games.diamant.saves import load_saved_game
    gate = threading.Event()
    started = threading.Event()
    real_make = session_mod.make_bot

    def slow_make(name, seed, seat):
        bot = real_make(name, seed, seat)

        def decide(view):
            started.set()
            gate.wait(5)
            return bot(view)
        return decide

    monkeypatch.setattr(session_mod, "make_bot", slow_make)
    app = _headless_app()
    app.autosave = True
    sess = _start(app, humans=1, seats=3)
    assert _pump_until(app, lambda: sess.thinking_seats and started.is_set(), dt=0.05)
    before = list(sess.game.decisions)
    app.frame(0.01, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 768), w=1024, h=768)])
    _close_window(app)
    gate.set()  # the bot answers now, after the close
    sess.wait_for_bots(2)
    for _ in range(5):
        sess.update(1.0, True)
    assert list(sess.game.decisions) == before  # the late answer was dropped
    saved, warnings = load_saved_game()
    assert not warnings and saved is not None
    assert _same_state(saved.game, sess.game) == {}
    app.close()
    assert BOTS  # the ladder is there


def test_resize_storm_during_play_never_breaks_the_game(home):
    app = _headless_app()
    app.autosave = True
    sess = _start(app, humans=0, seats=4, seed=3)
    sizes = [(800, 600), (3840, 2160), (1280, 720), (1000, 700), (2560, 1080), (801, 601)]
    for i in range(160):
        ev = []
        if i % 7 == 0:
            w, h = sizes[(i // 7) % len(sizes)]
            ev = [pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]
        top = app.scenes.top
        if type(top).__name__ == "BoardScene":
            top.start_expedition()
        app.frame(0.05, events=ev)
        sess.wait_for_bots(1)
    g = sess.game
    ledger = g.gem_ledger()
    assert ledger["from_supply"] == ledger["on_path"] + ledger["carried"] + ledger["chests"] + ledger["to_supply"]
    assert g.decisions
    sess.close()
    app.close()


def _surface_bytes(obj) -> int:
    if isinstance(obj, pygame.Surface):
        return obj.get_width() * obj.get_height() * obj.get_bytesize()
    if isinstance(obj, (list, tuple)):
        return sum(_surface_bytes(x) for x in obj)
    return 0


def _cache_bytes(cache) -> int:
    """Bytes of pixels held by a cache (a dict of surfaces, or an object with _items / values())."""
    items = getattr(cache, "_items", None)
    if items is None:
        items = cache
    values = items.values() if hasattr(items, "values") else []
    return sum(_surface_bytes(v) for v in values)


def test_dragging_the_window_corner_keeps_image_caches_bounded(home):
    """A window corner dragged through 40 sizes: the image caches stay under 300 MB."""
    from diamant.ui import theme
    from diamant_dev.fixtures import scripted_expedition
    from diamant.shell.scenes.pause import PauseScene
    app = _headless_app()
    scripted_expedition(app, humans=1, seats=5, cards=6)
    for i in range(40):
        w, h = 1280 + 18 * i, 720 + 10 * i
        app.frame(0.016, events=[pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)])
        if i == 20:
            app.push(PauseScene(app))
    caches = [v for name, v in vars(theme.caches).items()  # the theme's caches live there
              if name.endswith("_cache") and (isinstance(v, dict) or hasattr(v, "_items"))]
    assert len(caches) >= 3
    caches.append(app.art._cache)
    total = sum(_cache_bytes(c) for c in caches)
    app.close()
    assert total < 300 * 2**20, f"image caches hold {total / 2**20:.0f} MB after a window drag"
