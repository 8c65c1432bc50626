"""`diamant` with no command: open the game. Also the `--smoke-test` glue.

``run(args)``: args has smoke_test, lang, windowed, fullscreen, size (see diamant/cli.py).
An uncaught error takes the one crash path (diamant.crash): it is written to the log
(``<data dir>/logs/diamant.log``) and a crash report, and the crash scene shows where they are;
the exit code is then 1 (the game never vanishes silently).
"""
from __future__ import annotations

import gc
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

import pygame

# Only what the title needs loads before its first frame: the shell's scenes and each game's
# screens are promised to the navigator by name and load when first opened (a game's when it is
# first chosen on the title).
import diamant.shell.scenes  # noqa: F401 - promises every scene (the games' too) to the navigator
from diamant import __version__, crash
from diamant.ui.app import App, default_settings
from diamant.shell.scenes.crash import guarded_in
from diamant.i18n import LANGUAGE_CODES, detect_system_language
from diamant.shell import games
from diamant import diskcache, plugins
from diamant.storage import formats, load_settings

# each game's files, registered with storage (which knows no game) by a module of the game, read
# when storage first asks for them: the app's entry names both games
formats.declare("diamant", "diamant.games.diamant.history")
formats.declare("club", "diamant.games.club.history")

log = logging.getLogger("diamant")

_T0 = time.perf_counter()

#: the most the end of the process waits for the disk cache's writing (a few MB)
CACHE_WRITE_SECONDS = 2.0
SMOKE_MAX_FRAMES = 400_000       # 400k frames of 1/60 s = almost 2 hours of game time
SMOKE_MAX_SECONDS = 300.0        # real time


def setup_logging() -> Path | None:
    """One log for the game: <data dir>/logs/diamant.log, with the crash hooks (diamant.crash)."""
    return crash.install()


def icon_path() -> Path:
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
    return base / "assets" / "icon.png"


# ----------------------------------------------------------------------------------- the game
def run(args: Any) -> int:
    """The game in its window until the player quits; its exit code. An uncaught error takes the
    one crash path (diamant.crash): logged, a crash report written, and the crash scene shown in
    the window (exit code 1)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_IME_SHOW_UI", "1")
    if getattr(args, "smoke_test", False):
        return smoke_test(args)
    setup_logging()
    opened: list[App] = []
    try:
        return crash.guarded(_play, args, opened)  # before the window: stderr or a message box
    finally:
        shut_down(opened[0] if opened else None)


def _play(args: Any, opened: list[App]) -> int:
    settings, warnings = load_settings()  # never raises: a damaged file gives defaults and a warning
    # the plugin bots the player allowed: the lobbies offer them (none in a packaged game, which
    # has no Python to run them in a process of their own)
    plugins.allow(() if getattr(sys, "frozen", False) else settings.plugins)
    lang = getattr(args, "lang", None)
    if lang and lang not in LANGUAGE_CODES:
        print(f"diamant: unknown language {lang!r}; choose one of {', '.join(LANGUAGE_CODES)}",
              file=sys.stderr)
        return 2
    lang = lang or settings.language or detect_system_language()
    fullscreen = None
    if getattr(args, "fullscreen", False):
        fullscreen = True
    elif getattr(args, "windowed", False):
        fullscreen = False
    size = tuple(getattr(args, "size", None) or settings.window_size or (1280, 720))
    if getattr(args, "size", None):
        fullscreen = False if fullscreen is None else fullscreen
    pygame.display.init()
    try:
        pygame.display.set_icon(pygame.image.load(str(icon_path())))
    except (pygame.error, OSError) as exc:  # a missing icon is no reason to stop
        log.warning("window icon %s could not be loaded (%s); the system's icon instead", icon_path(), exc)
    size = _fit_to_desktop(size)
    diskcache.hold()  # nothing written before the first frame (released in _play_in)
    games.load_all()  # each game's registration (before the App: a game may give it its card art)
    app = App(headless=False, size=size, settings=settings, lang=lang, fullscreen=fullscreen,
              title=f"Diamant {__version__}", speech_to=getattr(args, "speech_to", None))
    opened.append(app)
    return guarded_in(app, _play_in, app, warnings)  # a crash now: the crash scene in the window


def _play_in(app: App, warnings: list) -> int:
    app.audio.init()  # the ambience starts with the title (each scene says which it wants)
    for w in warnings:
        app.show_message(str(w), kind="warning")
    app.nav.push("title")
    app.frame(0.0)
    probe = os.environ.get("DIAMANT_STARTUP_PROBE")
    if probe:
        # benchmarks/bench_startup.py: the first interactive frame is on screen
        print(f"first-frame {time.time():.6f} {time.perf_counter() - _T0:.6f}", flush=True)
    # what the start made and keeps for the next one (art, texts, sounds) is written now that
    # the title is on screen, on a thread of its own
    diskcache.release()
    if probe:
        return 0
    # what start-up made (modules, fonts, the title) lives as long as the app: out of the garbage
    # collector's full collections, which would walk it again and again
    gc.collect()
    gc.freeze()
    code = app.run(fps=60, max_dt=0.1)
    app.save_settings()
    return code


def exit_process(code: int) -> NoReturn:
    """End the game's process at once, logs flushed. Nothing waits for a worker thread: a bot
    still thinking is abandoned (the game was autosaved after every step). The disk cache's
    writing, started after the first frame, is given a moment to finish (a start that quits at
    once would otherwise keep nothing)."""
    diskcache.wait(CACHE_WRITE_SECONDS)
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):  # no console (a windowed build)
            pass
    os._exit(code)


def shut_down(app: App | None) -> None:
    """After the main loop (or an error): stop the running game's bots, close the sound and the
    window. Quick: nothing here waits for a bot to finish thinking."""
    t0 = time.perf_counter()
    if app is not None:
        for scene in list(app.scenes):  # every game on the stack stops (its bots stop thinking)
            game = scene.game_session()
            if game is not None:
                game.close()
            scene.at_exit()  # a waiting online table says goodbye, a look at the network ends
        app.close()
    pygame.quit()
    log.info("shut down in %.3f s", time.perf_counter() - t0)


def _fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """A remembered window size never larger than the desktop (a smaller monitor now)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error as exc:  # no video: the size as asked
        log.warning("the desktop's size is unknown (%s)", exc)
        return size
    if sizes:
        dw, dh = sizes[0]
        w, h = size
        if w > dw or h > dh - 60:
            k = min(dw / w, (dh - 60) / h)
            return max(640, int(w * k)), max(360, int(h * k))
    return size


# ----------------------------------------------------------------------------------- smoke test
class SmokeFailure(Exception):
    pass


def smoke_test(args: Any = None, *, max_frames: int = SMOKE_MAX_FRAMES, verbose: bool = True) -> int:
    """Play one whole bots-only game through the real scenes, headless, with a fixed time step.

    Exit 0 when the scoring scene showed the final ranking and the engine's state held up;
    non-zero (with the reason on stderr) on any error."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from diamant.games.diamant.engine import BOT
    from diamant.games.diamant.screens import flow
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("diamant.i18n").setLevel(logging.ERROR)
    start = time.perf_counter()
    try:
        games.load_all()
        settings = default_settings()
        settings.animation_speed = 1.0
        lang = getattr(args, "lang", None) or "en"
        app = App(headless=True, size=(1280, 720), settings=settings, lang=lang, audio=False,
                  speech_to=getattr(args, "speech_to", None))
        app.nav.push("title")
        app.frame(1 / 60, events=[])

        levels = _smoke_levels()
        seats = [flow.SeatSetup(name=f"Bot {i + 1}", kind=BOT, level=levels[i % len(levels)], colour=i)
                 for i in range(4)]
        flow.start_game(app, flow.TableSetup(seats=seats, seed=1))
        frames = _pump_until_over(app, max_frames)
        game = _check_final(app)
        took = time.perf_counter() - start
        if verbose:
            print(f"smoke test passed: a whole game of {game.players} bots in {frames} frames "
                  f"({frames * SMOKE_DT:.0f} s of game time, {took:.1f} s real); scores {list(game.scores())}")
        app.close()
        return 0
    except SmokeFailure as exc:
        print(f"diamant --smoke-test: FAILED: {exc}", file=sys.stderr)
        return 1
    # any other error takes the crash path (diamant.crash: the traceback on stderr, a report, 1)


def _smoke_levels() -> list[str]:
    from diamant.games.diamant.bots import BOTS
    from diamant.games.diamant.screens.session import bot_levels
    levels: list[str] = list(bot_levels()) or sorted(BOTS)
    preferred: list[str] = [lv for lv in ("steady", "counter", "tactician", "gambler") if lv in levels]
    return preferred or levels


def _session_of(app):
    for scene in reversed(app.scenes):
        s = scene.game_session()
        if s is not None and getattr(s, "game", None) is not None:
            return s
    return None


SMOKE_DT = 1 / 30  # seconds of game time per frame (a 30 fps player)


def _pump_until_over(app, max_frames: int) -> int:
    dt = SMOKE_DT
    deadline = time.monotonic() + SMOKE_MAX_SECONDS
    last_scores: tuple[int, ...] | None = None
    last_round = 0
    game = None
    for frame in range(1, max_frames + 1):
        pygame.event.pump()
        # every frame is updated; every 4th is drawn (the drawing code runs all game long,
        # at a quarter of the cost)
        app.frame(dt, events=[], draw=frame % 4 == 0)
        if not app.running:
            raise SmokeFailure("the app quit before the game was over")
        if not app.scenes:
            raise SmokeFailure("the scene stack became empty")
        session = _session_of(app)
        if session is not None:
            game = session.game
            scores = tuple(game.scores())
            if any(s < 0 for s in scores):
                raise SmokeFailure(f"negative score {scores}")
            if last_scores is not None and any(a < b for a, b in zip(scores, last_scores)):
                raise SmokeFailure(f"a chest lost points: {last_scores} -> {scores}")
            last_scores = scores
            rnd = getattr(game, "round", None)
            if isinstance(rnd, int):
                if rnd < last_round:
                    raise SmokeFailure(f"the round went back from {last_round} to {rnd}")
                last_round = rnd
        if app.game_over_seen:
            return frame
        if frame % 600 == 0 and time.monotonic() > deadline:
            break
        if session is None and frame > 600:
            raise SmokeFailure(f"no game scene on the stack after {frame} frames: "
                               f"{[type(s).__name__ for s in app.scenes]}")
        if frame % 60 == 0:
            time.sleep(0)  # let the bot worker thread run
    top = type(app.scenes.top).__name__ if app.scenes else None
    raise SmokeFailure(f"the game did not reach its final ranking (top scene {top}, "
                       f"round {last_round}, scores {last_scores})")


def _check_final(app):
    from diamant.games.diamant.engine import GameRecord, RecordError, RulesError, replay
    session = _session_of(app)
    if session is None:
        raise SmokeFailure("the final ranking shows no game session")
    game = session.game
    if not game.is_over:
        raise SmokeFailure("game_over_seen is set but the engine says the game is not over")
    scores = list(game.scores())
    winners = list(game.winners())
    if not winners or any(scores[w] != max(scores) for w in winners):
        raise SmokeFailure(f"winners {winners} do not have the best score {scores}")
    try:
        again, _ = replay(GameRecord.of(game))
    except (RecordError, RulesError) as exc:
        raise SmokeFailure(f"the game's record does not replay: {exc}") from exc
    if list(again.scores()) != scores:
        raise SmokeFailure(f"replaying the record gives {list(again.scores())}, not {scores}")
    return game
