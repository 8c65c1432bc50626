"""The monkey tester: seeded random input against the REAL app, headless, checking invariants.

    diamant monkey --events 20000 --seed 7 --out monkey-out
    diamant monkey --replay monkey-out/monkey-7-1234.json

Each step is one input (a click biased toward the focused scene's widgets, a key, text in
Latin / Cyrillic / Japanese, an IME composition, a window resize, focus loss, a close request,
the mouse wheel, or nothing) followed by one frame of the app with a random time step (0-0.2 s).
When no game is on screen for a while the monkey starts one (1-2 humans with bots, or bots only)
so the game scenes get most of the input; a share of them (CLUB_SHARE) is Diamonds Club's: its
table, its lobby, or its replay viewer of a game the random bots play at once. After every step
it checks:

- no exception escaped the app, and nothing was logged at ERROR level by diamant;
- for every game session on the scene stack: the engine's gem and card ledgers, the seats
  awaiting a decision are in the cave, the round is within the game (a Diamonds Club game:
  someone to move with a legal action until it is over, no negative count);
- when a human's decision is accepted, the table shows exactly the engine's state;
- every ~500 steps, and whenever the app is closed: the autosave replays to a game whose decisions
  are a prefix of the live game's (at close: the same round, path, gems and chests); the Diamonds
  Club autosave holds exactly the live game's actions.

Determinism: the time step is part of each recorded step; game seeds come from the monkey's RNG
(also for games started from the lobby, which would otherwise draw a random seed); the bot worker
thread is joined as soon as a bot is asked (its answer is ready in the same frame, as if it thought
instantly); the app's clock (double clicks, the history's dates) is the monkey's virtual time. All
three are handed to the App (``clock``, ``bot_executor``, ``new_seed``): nothing in the process is
patched. So a replay file (all steps up to the failure) reproduces the failure at the same step.

On a failure: ``<out>/monkey-<seed>-<step>.json``, a one-line summary, exit 1. Otherwise the
events per second, scenes visited and games finished, exit 0.
"""
from __future__ import annotations

import contextlib
import datetime as _dt
import json
import logging
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
import weakref
from collections import Counter
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any, Callable, Iterable

REPLAY_FORMAT = "diamant-monkey"
REPLAY_VERSION = 1
START_SIZE = (1280, 720)
AUTOSAVE_CHECK_EVERY = 500
STEER_AFTER = 30  # steps without a game on the stack before the monkey starts one
STALL_STEPS = 2500  # a game that makes no progress this long is abandoned (and reported)
CLUB_SHARE = 0.4  # of the games the monkey starts, this share is Diamonds Club (table, lobby, replay)

TEXTS = ("Anna", "Zoë", "Grażyna", "Đorđe", "Борис", "Светлана", "Дмитрий", "美咲", "さくら",
         "東京タワー", "x", " ", "Łódź żółć", "Ærøskøbing", "💎💎", "שלום", "e\u0301", "\u200b",
         "A" * 40, "Щ" * 30, "漢" * 25)
COMPOSITIONS = ("k", "か", "かん", "かんじ", "漢字", "ни", "にほ", "にほんご")
SIZES = ((1280, 720), (1920, 1080), (800, 600), (1366, 768), (1024, 768), (2560, 1440),
         (3840, 2160), (1600, 900), (1280, 1024))


#: checks to skip (known bugs while they are being fixed): DIAMANT_MONKEY_SKIP=closed-hand,...
SKIP = frozenset(x.strip() for x in os.environ.get("DIAMANT_MONKEY_SKIP", "").split(",") if x.strip())


class MonkeyFailure(Exception):
    """An invariant did not hold (the message says which)."""


# -------------------------------------------------------------------------------------------------
# determinism helpers
class JoiningExecutor(ThreadPoolExecutor):
    """The bots' worker thread, joined at once: submit() returns a finished future."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("max_workers", 1)
        kwargs.setdefault("thread_name_prefix", "diamant-bot-monkey")
        super().__init__(**kwargs)

    def submit(self, fn, /, *args, **kwargs):
        fut = super().submit(fn, *args, **kwargs)
        wait([fut])
        return fut


class VirtualClock:
    """Seconds that advance only with the monkey's time steps."""

    def __init__(self) -> None:
        self.t = 1000.0
        self.base = _dt.datetime(2030, 1, 1, 12, 0, 0).astimezone()

    def monotonic(self) -> float:
        return self.t

    def now(self) -> _dt.datetime:
        return self.base + _dt.timedelta(seconds=self.t)


@contextlib.contextmanager
def private_home(home: Path):
    """Saves, settings and the history go to `home` while the monkey runs."""
    saved_env = os.environ.get("DIAMANT_HOME")
    os.environ["DIAMANT_HOME"] = str(home)
    try:
        yield
    finally:
        if saved_env is None:
            os.environ.pop("DIAMANT_HOME", None)
        else:
            os.environ["DIAMANT_HOME"] = saved_env


class _ErrorLog(logging.Handler):
    """Collects ERROR records of diamant.* (a swallowed exception is still a bug)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith("diamant"):
            text = record.getMessage()
            if record.exc_info:
                text += "\n" + "".join(traceback.format_exception(*record.exc_info))
            self.records.append(f"{record.name}: {text}")


class _IdentitySet:
    """Objects seen, by identity and held weakly (a Diamonds Club session, a dataclass, has no
    hash; a WeakSet needs one)."""

    def __init__(self) -> None:
        self._d: "weakref.WeakValueDictionary[int, Any]" = weakref.WeakValueDictionary()

    def __contains__(self, obj: Any) -> bool:
        return self._d.get(id(obj)) is obj

    def add(self, obj: Any) -> None:
        self._d[id(obj)] = obj


# -------------------------------------------------------------------------------------------------
# steps: plain JSON dicts, turned into pygame events
def to_pygame(step: dict[str, Any]) -> list[Any]:
    import pygame
    k = step["k"]
    E = pygame.event.Event
    if k == "click":
        pos = tuple(step["pos"])
        b = step.get("button", 1)
        return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                E(pygame.MOUSEBUTTONDOWN, pos=pos, button=b),
                E(pygame.MOUSEBUTTONUP, pos=pos, button=b)]
    if k == "drag":  # press, move with the button held, release (sliders, lists)
        a, b = tuple(step["pos"]), tuple(step["to"])
        rel = (b[0] - a[0], b[1] - a[1])
        return [E(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                E(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                E(pygame.MOUSEMOTION, pos=b, rel=rel, buttons=(1, 0, 0)),
                E(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if k == "dclick":
        pos = tuple(step["pos"])
        one = [E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), E(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] + one + one
    if k == "drop":
        return [E(pygame.DROPBEGIN), E(pygame.DROPFILE, file=step["file"]), E(pygame.DROPCOMPLETE)]
    if k == "motion":
        pos = tuple(step["pos"])
        return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if k == "key":
        key, mod, uni = step["key"], step.get("mod", 0), step.get("unicode", "")
        return [E(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0),
                E(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)]
    if k == "text":
        return [E(pygame.TEXTINPUT, text=step["text"])]
    if k == "edit":
        return [E(pygame.TEXTEDITING, text=step["text"], start=step.get("start", 0),
                  length=step.get("length", 0))]
    if k == "wheel":
        y = step["y"]
        return [E(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]
    if k == "resize":
        w, h = step["size"]
        out = []
        if step.get("how") in ("both", "changed"):
            out.append(E(pygame.WINDOWSIZECHANGED, x=w, y=h))
        if step.get("how") in ("both", "video"):
            out.append(E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h))
        return out
    if k == "window":
        return [E(getattr(pygame, name)) for name in step["names"]]
    if k == "quit":  # the window's close button
        from diamant.ui.input import close_button_events
        return close_button_events()
    return []  # idle, start


def _peak_rss_mb() -> float:
    try:
        import resource
    except ImportError:  # Windows: no resource module
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 / (1024 if sys.platform == "darwin" else 1)


def _no_draw() -> None:
    pass


def _home_dir() -> Path:
    shm = Path("/dev/shm")
    base = shm if shm.is_dir() and os.access(shm, os.W_OK) else None
    return Path(tempfile.mkdtemp(prefix="diamant-monkey-", dir=base))


# -------------------------------------------------------------------------------------------------
class Monkey:
    """One monkey run (fresh steps from a seed, or the steps of a replay file)."""

    def __init__(self, seed: int, out: Path | None = None, *, size: tuple[int, int] = START_SIZE,
                 lang: str = "en", log: Callable[[str], None] | None = None,
                 fault: Callable[["Monkey", int], None] | None = None, draw_every: int = 1) -> None:
        self.seed = seed
        self.draw_every = max(1, int(draw_every))  # draw 1 frame in N (drawing is most of the time)
        self.off_game_steps = 0
        self.rng = random.Random(seed)
        self.seed_rng = random.Random(seed ^ 0x6A3E)
        self.out = Path(out) if out is not None else None
        self.size = size
        self.lang = lang
        # the steps generated so far, one JSON line each, in a temporary file: the replay file
        # is written from it. Not in memory: as dicts they held 16 MB at 50,000 steps, counted in
        # the process's peak that the memory benchmark reads as the app's
        self._record: Any = None
        self.index = -1
        self.app: Any = None
        self.clock = VirtualClock()
        self.executor: JoiningExecutor | None = None
        self.scenes: Counter[str] = Counter()
        self.games_started = 0  # game sessions seen (started by the monkey, the lobby, play again, continue)
        self.steered = 0  # games the monkey started itself
        self._seen = _IdentitySet()
        self.games_finished = 0
        self.apps_opened = 0
        self.last_game: str | None = None  # the game of the last start (the title shows it)
        self.stalls: list[str] = []
        self.no_game_steps = 0
        self.progress_key: Any = None
        self.progress_steps = 0
        self._finished = _IdentitySet()
        self._errors = _ErrorLog()
        self.log = log or (lambda s: None)
        self.fault = fault  # tests: called before every step (may raise)
        self.failure: dict[str, Any] | None = None
        self.replay_file: Path | None = None
        self.slowest: tuple[float, int, str] = (0.0, -1, "")

    # ------------------------------------------------------------------ the app
    def _open_app(self) -> None:
        import diamant.shell.scenes  # noqa: F401 - the shared screens register by name
        from diamant.shell import games
        from diamant.shell.scenes.title import TitleScene
        from diamant.ui.app import App, default_settings
        if self.app is not None:
            self._close_app()
        games.load_all()  # every game's screens, as the app's start does (`diamant monkey` alone)
        settings = default_settings()
        settings.animation_speed = 1.0
        # the title shows the game last started, as a player's does (its Enter, New game and
        # Continue are that game's): at first the game the monkey plays most
        settings.extra[games.LAST_GAME_KEY] = self.last_game or (
            "club" if CLUB_SHARE >= 0.5 else "diamant")
        self.app = App(headless=True, size=self.size, settings=settings, lang=self.lang, audio=False,
                       clock=self.clock, bot_executor=self.executor,
                       new_seed=lambda: self.seed_rng.randrange(2**63))
        self.app.autosave = True  # headless apps only autosave when asked
        self.app.push(TitleScene(self.app))
        self.apps_opened += 1

    def _close_app(self) -> None:
        app, self.app = self.app, None
        if app is None:
            return
        for scene in list(app.scenes):
            sess = getattr(scene, "session", None)
            if sess is not None:
                with contextlib.suppress(Exception):
                    sess.close()
        app.close()

    # ------------------------------------------------------------------ generating steps
    def _targets(self) -> list[Any]:
        """Clickable rects of the top scene: its widgets, the decision cards."""
        import pygame
        top = self.app.scenes.top
        rects: list[Any] = []
        if top is None:
            return rects
        for value in list(vars(top).values()):
            widgets = getattr(value, "widgets", None)
            if isinstance(widgets, list) and hasattr(value, "focusables"):
                for w in widgets:
                    r = getattr(w, "rect", None)
                    if getattr(w, "visible", True) and isinstance(r, pygame.Rect) and r.width > 0:
                        rects.append(r)
        for r in getattr(top, "card_rects", None) or []:
            rects.extend([r] * 4)  # the decision cards matter most
        for name in ("rects",):
            d = getattr(top, name, None)
            if isinstance(d, dict) and "table" in d:
                rects.append(d["table"])
        return rects

    def _point_in(self, r: Any) -> list[int]:
        rng = self.rng
        return [rng.randint(r.left, max(r.left, r.right - 1)), rng.randint(r.top, max(r.top, r.bottom - 1))]

    def _random_pos(self) -> list[int]:
        w, h = self.app.size
        return [self.rng.randrange(w), self.rng.randrange(h)]

    def _in_game(self) -> bool:
        return any(getattr(s, "session", None) is not None for s in self.app.scenes)

    def generate(self) -> dict[str, Any]:
        import pygame
        rng = self.rng
        app = self.app
        dt = round(rng.uniform(0.0, 0.2), 4)
        top = app.scenes.top
        top_name = type(top).__name__ if top is not None else ""
        # steer into play
        if not self._in_game():
            self.no_game_steps += 1
        else:
            self.no_game_steps = 0
        if self.no_game_steps > STEER_AFTER or self.progress_steps > STALL_STEPS:
            if self.progress_steps > STALL_STEPS:
                self.stalls.append(f"step {self.index + 1}: no progress for {self.progress_steps} steps "
                                   f"on {[type(s).__name__ for s in app.scenes]}")
            # a start that shows no game (the club's lobby or replay viewer) gets its own share
            # of input before the next start
            self.no_game_steps = 0
            return {"k": "start", "dt": dt, **self._random_setup()}
        # a game is on, but menus (pause, settings, rules) have had the screen long enough: back
        if self._in_game() and getattr(top, "session", None) is None:
            self.off_game_steps += 1
        else:
            self.off_game_steps = 0
        if self.off_game_steps > 6 and rng.random() < 0.5:
            return {"k": "key", "key": pygame.K_ESCAPE, "mod": 0, "unicode": "", "dt": dt}
        # the close confirmation: mostly keep playing
        if top_name == "QuitConfirmScene" and rng.random() < 0.85:
            btn = getattr(top, "cancel_button", None)
            if btn is not None and rng.random() < 0.5:
                return {"k": "click", "pos": self._point_in(btn.rect), "dt": dt}
            return {"k": "key", "key": pygame.K_ESCAPE, "dt": dt}
        r = rng.random()
        if r < 0.36:
            targets = self._targets()
            if targets and rng.random() < 0.85:
                pos = self._point_in(rng.choice(targets))
            else:
                pos = self._random_pos()
            kind = rng.random()
            if kind < 0.08:
                return {"k": "dclick", "pos": pos, "dt": dt}
            if kind < 0.14:
                return {"k": "drag", "pos": pos, "to": self._random_pos(), "dt": dt}
            button = 1 if rng.random() < 0.92 else rng.choice((2, 3, 4, 5))
            return {"k": "click", "pos": pos, "button": button, "dt": dt}
        if r < 0.68:
            key, mod, uni = self._random_key()
            return {"k": "key", "key": key, "mod": mod, "unicode": uni, "dt": dt}
        if r < 0.84:
            return {"k": "idle", "dt": dt}
        if r < 0.88:
            return {"k": "motion", "pos": self._random_pos(), "dt": dt}
        if r < 0.905:
            return {"k": "wheel", "y": rng.choice((-3, -1, 1, 2)), "dt": dt}
        if r < 0.935:
            return {"k": "text", "text": rng.choice(TEXTS), "dt": dt}
        if r < 0.95:
            text = rng.choice(COMPOSITIONS)
            return {"k": "edit", "text": text, "start": len(text), "length": 0, "dt": dt}
        if r < 0.96:
            if rng.random() < 0.7:
                size = list(rng.choice(SIZES))
            else:
                size = [rng.randint(800, 3840), rng.randint(600, 2160)]
            return {"k": "resize", "size": size, "how": rng.choice(("both", "video", "changed")),
                    "dt": dt}
        if r < 0.975:
            names = rng.choice((["WINDOWFOCUSLOST"], ["WINDOWFOCUSGAINED"],
                                ["WINDOWFOCUSLOST", "WINDOWMINIMIZED"],
                                ["WINDOWRESTORED", "WINDOWFOCUSGAINED"],
                                ["WINDOWHIDDEN"], ["WINDOWSHOWN", "WINDOWEXPOSED"],
                                ["WINDOWLEAVE"], ["WINDOWENTER"]))
            return {"k": "window", "names": names, "dt": dt}
        if r < 0.981:
            return {"k": "quit", "dt": dt}
        if r < 0.983:
            return {"k": "drop", "file": rng.choice(("/tmp/a.json", "C:\\Users\\kid\\cat.png", "")),
                    "dt": dt}
        return {"k": "idle", "dt": round(rng.uniform(0.0, 0.2), 4)}

    def _random_key(self) -> tuple[int, int, str]:
        import pygame
        rng = self.rng
        r = rng.random()
        shift = pygame.KMOD_SHIFT if rng.random() < 0.12 else 0
        if r < 0.5:
            key = rng.choice((pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                              pygame.K_RETURN, pygame.K_SPACE, pygame.K_c, pygame.K_l, pygame.K_RETURN,
                              pygame.K_SPACE, pygame.K_c, pygame.K_l, pygame.K_KP_ENTER))
        elif r < 0.54:
            key = pygame.K_ESCAPE
        elif r < 0.6:
            key = pygame.K_F11
        elif r < 0.66:
            key = rng.choice((pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
                              pygame.K_PAGEUP, pygame.K_PAGEDOWN))
        elif r < 0.68:
            return pygame.K_RETURN, pygame.KMOD_ALT, ""
        else:
            key = rng.choice(range(pygame.K_a, pygame.K_z + 1))
        uni = ""
        if pygame.K_a <= key <= pygame.K_z:
            uni = chr(key).upper() if shift else chr(key)
        elif key == pygame.K_SPACE:
            uni = " "
        return key, shift, uni

    def _random_setup(self) -> dict[str, Any]:
        from diamant.games.diamant.screens.session import bot_levels
        from diamant.games.diamant.engine import PRESET_NAMES
        rng = self.rng
        if rng.random() < CLUB_SHARE:
            return self._random_club_setup()
        humans = rng.choices((0, 1, 2), weights=(3, 4, 3))[0]
        seats = rng.randint(max(3, humans), 8 if rng.random() < 0.3 else 5)
        levels = bot_levels()
        out = []
        names = ("Anna", "Борис", "美咲", "Dragan", "Grażyna", "Felipe", "Chiara", "Hiro")
        for i in range(seats):
            human = i < humans
            out.append({"name": names[i], "kind": "human" if human else "bot",
                        "level": None if human else rng.choice(levels), "colour": i})
        return {"seats": out, "edition": rng.choice(PRESET_NAMES), "secret_chests": rng.random() < 0.4,
                "seed": rng.randrange(2**40), "speed": rng.choice((0.0, 0.5, 1.0, 1.0, 2.0))}

    def _random_club_setup(self) -> dict[str, Any]:
        """A Diamonds Club start: its table (persons and bots), its lobby, or its replay viewer
        of a game the random bots play at once."""
        rng = self.rng
        mode = rng.choices(("table", "lobby", "replay"), weights=(5, 2, 3))[0]
        players = rng.randint(2, 4)
        humans = rng.choices((0, 1, 2), weights=(3, 4, 3))[0] if mode == "table" else 0
        colours = rng.sample(range(4), players)
        names = ("Anna", "Борис", "美咲", "Grażyna")
        levels = ("random", "beginner", "steady", "master")
        seats = [{"name": names[i], "colour": colours[i],
                  "bot": None if i < humans else rng.choice(levels if mode == "table" else ("random",))}
                 for i in range(players)]
        return {"game": "club", "mode": mode, "seats": seats, "seed": rng.randrange(2**40),
                "speed": rng.choice((0.0, 0.5, 1.0, 1.0, 2.0))}

    def _start_club(self, app: Any, step: dict[str, Any]) -> None:
        from diamant.ui import nav
        from diamant.games.club.screens.setup import ClubSeat, ClubSetup
        seats = tuple(ClubSeat(s["name"], s["colour"], s["bot"]) for s in step["seats"])
        setup = ClubSetup(seats, step["seed"])
        mode = step["mode"]
        if mode == "lobby":
            app.nav.push("club-lobby")
        elif mode == "replay" and "club-replay" in nav.names():
            app.nav.push("club-replay", record=_club_record(setup))
        else:
            app.nav.reset("club-table", setup=setup)

    # ------------------------------------------------------------------ applying steps
    def apply(self, step: dict[str, Any]) -> None:
        app = self.app
        dt = float(step.get("dt", 0.0))
        self.clock.t += dt
        skip_draw = (self.index + 1) % self.draw_every != 0 and step["k"] not in ("resize", "start")
        if skip_draw:
            app.draw = _no_draw  # this frame only: App.frame() runs as it is, without drawing
        try:
            self._apply(app, step, dt)
        finally:
            if skip_draw:
                del app.draw

    def _apply(self, app: Any, step: dict[str, Any], dt: float) -> None:
        if step["k"] == "start":
            from diamant.games.diamant.screens import flow
            from diamant.games.diamant.screens.session import SeatSetup, TableSetup
            setup = None if step.get("game") == "club" else TableSetup(
                [SeatSetup(s["name"], s["kind"], s["level"], s["colour"]) for s in step["seats"]],
                step["edition"], step["secret_chests"], step["seed"])
            app.settings.animation_speed = step.get("speed", 1.0)
            from diamant.shell.games import LAST_GAME_KEY
            from diamant.shell.scenes.title import TitleScene
            flow.stop_sessions(app)  # as leaving through the menu would, then New game from the title
            # chosen on the title first, as a player does: the title then shows this game
            self.last_game = "club" if step.get("game") == "club" else "diamant"
            app.settings.extra[LAST_GAME_KEY] = self.last_game
            app.clear_to(TitleScene(app))
            if step.get("game") == "club":
                self._start_club(app, step)
            else:
                assert setup is not None
                flow.start_game(app, setup)
            self.steered += 1
            app.frame(dt, events=[])
        else:
            app.frame(dt, events=to_pygame(step))

    # ------------------------------------------------------------------ invariants
    def sessions(self) -> list[Any]:
        out: list[Any] = []
        for scene in self.app.scenes:
            s = getattr(scene, "session", None)
            if s is not None and getattr(s, "game", None) is not None and all(s is not o for o in out):
                out.append(s)
        return out

    @staticmethod
    def check_game(game: Any) -> None:
        from diamant.games.diamant.engine import Phase
        if _is_club(game):
            Monkey.check_club_game(game)
            return
        ledger = game.gem_ledger()
        if ledger["from_supply"] != (ledger["on_path"] + ledger["carried"] + ledger["chests"]
                                     + ledger["to_supply"]):
            raise MonkeyFailure(f"gem ledger does not add up: {ledger}")
        cards = game.card_ledger()
        if sum(cards.values()) != len(game.all_cards):
            raise MonkeyFailure(f"card ledger {cards} does not add up to {len(game.all_cards)}")
        if not set(game.awaiting) <= set(game.seats_in_cave):
            raise MonkeyFailure(f"seats awaiting {game.awaiting} not all in the cave {game.seats_in_cave}")
        if game.phase is Phase.DECIDING and not 1 <= game.round <= game.ruleset.rounds:
            raise MonkeyFailure(f"round {game.round} outside 1..{game.ruleset.rounds}")
        if any(c < 0 for c in game.carried) or any(c < 0 for c in game.chests):
            raise MonkeyFailure(f"negative gems: carried {game.carried}, chests {game.chests}")

    @staticmethod
    def check_club_game(game: Any) -> None:
        """A Diamonds Club game: someone is to move until it is over, with something to play;
        no seat holds a negative count of anything; the round is within the game."""
        over = game.is_over
        mover = game.to_move()
        if over != (mover is None):
            raise MonkeyFailure(f"club: over {over} but seat to move {mover}")
        if not over:
            if not 0 <= mover < game.players:
                raise MonkeyFailure(f"club: seat {mover} to move in a game of {game.players}")
            if not game.legal():
                raise MonkeyFailure(f"club: seat {mover} has no legal action in round {game.round}")
        if not 1 <= game.round <= 20:
            raise MonkeyFailure(f"club: round {game.round}")
        for p, seat in enumerate(game.state()["players"]):
            for key, value in seat.items():
                if isinstance(value, int) and not isinstance(value, bool) and value < 0:
                    raise MonkeyFailure(f"club: seat {p} has {key} {value}")

    @staticmethod
    def engine_model(game: Any) -> dict[str, Any]:
        awaiting = set(game.awaiting)
        return {
            "round": game.round,
            "deck": game.deck_size,
            "path": [(c.id, g, bool(t)) for c, g, t in zip(game.path, game.path_gems, game.path_taken)],
            "carried": list(game.carried),
            "chests": list(game.chests),
            "in_cave": [bool(x) for x in game.in_cave],
            "relic_points": [game.relic_points(s) for s in range(game.players)],
            "decided": [bool(game.in_cave[s]) and s not in awaiting and not game.is_over
                        for s in range(game.players)],
        }

    def check_table(self) -> None:
        """When a decision would be accepted, the table shows the engine's state."""
        top = self.app.scenes.top
        can = getattr(top, "can_decide", None)
        table = getattr(top, "table", None)
        sess = getattr(top, "session", None)
        if not callable(can) or table is None or sess is None or not hasattr(table, "model"):
            return
        if not can():
            return
        shown = table.model()
        want = self.engine_model(sess.game)
        diff = {k: (shown.get(k), v) for k, v in want.items() if k in shown and shown[k] != v}
        if diff:
            raise MonkeyFailure(f"input accepted while the table shows another state: "
                                f"{ {k: {'shown': a, 'engine': b} for k, (a, b) in diff.items()} }")

    def check_secrecy(self) -> None:
        """Whose secrets the expedition may draw: only the human whose hand is shown."""
        for scene in self.app.scenes:
            table = getattr(scene, "table", None)
            sess = getattr(scene, "session", None)
            if table is None or sess is None or not hasattr(scene, "active"):
                continue
            active = scene.active
            humans = list(sess.humans)
            if active is not None and active not in humans:
                raise MonkeyFailure(f"the hand of seat {active}, a bot, is shown")
            viewer = getattr(table, "viewer", None)
            if getattr(table, "reveal_all", False) or sess.game.is_over:
                continue
            if viewer is not None and viewer not in humans:
                raise MonkeyFailure(f"the table shows the secrets of seat {viewer}, a bot")
            curtain = bool(getattr(self.app.settings, "curtain", True))
            secret = bool(sess.game.ruleset.secret_chests)
            if (secret and len(humans) >= 2 and curtain and viewer is not None and viewer != active
                    and "viewer" not in SKIP):
                raise MonkeyFailure(f"hot seat: the table shows seat {viewer}'s secrets while "
                                    f"seat {active}'s hand is shown")
            if (secret and len(humans) >= 2 and curtain and viewer is not None
                    and getattr(scene, "active_chose", False) and "closed-hand" not in SKIP):
                raise MonkeyFailure(f"hot seat: seat {viewer} has chosen but its secret chest is "
                                    f"still drawn")

    def check_club_autosave(self, sessions: Iterable[Any]) -> None:
        """The Diamonds Club autosave is the live game's actions (one behind at most while a
        step is being written)."""
        from diamant.storage.slots import read_slot
        live = [s for s in sessions if _is_club(s.game) and s.save is not None and not s.game.is_over]
        if not live:
            return
        g = live[-1].game
        saved, warnings = read_slot("club")
        if warnings:
            raise MonkeyFailure(f"the club autosave could not be loaded: {[str(w) for w in warnings]}")
        if saved is None:
            raise MonkeyFailure(f"a club game is running (round {g.round}) but there is no autosave")
        rec = saved["record"]
        if rec.get("seed") != g.seed:
            return  # an older game's save overwritten by a newer one
        if rec["actions"] != g.actions:
            raise MonkeyFailure(f"the club autosave holds {len(rec['actions'])} actions, "
                                f"the live game {len(g.actions)} (or others)")

    def check_autosave(self, at_close: bool = False, sessions: Iterable[Any] = ()) -> None:
        from diamant.games.diamant import saves as dsaves
        sessions = list(sessions)
        self.check_club_autosave(sessions)
        sessions = [s for s in sessions if not _is_club(s.game)]
        live = [s for s in sessions if getattr(s, "autosave", False) and not s.game.is_over]
        if not live:
            return
        saved, warnings = dsaves.load_saved_game()
        if warnings:
            raise MonkeyFailure(f"the autosave could not be loaded: {[str(w) for w in warnings]}")
        sess = live[-1]
        g = sess.game
        if saved is None:
            raise MonkeyFailure(f"a game is running (round {g.round}) but there is no autosave")
        rec = saved.record
        if rec.seed != g.seed:
            return  # an older session's save overwritten by a newer one: not this game's
        dec = list(g.decisions)
        if list(rec.decisions) != dec[:len(rec.decisions)]:
            raise MonkeyFailure("the autosave's decisions are not a prefix of the live game's")
        if len(dec) - len(rec.decisions) >= g.players:
            raise MonkeyFailure(f"the autosave is more than one step behind "
                                f"({len(rec.decisions)} of {len(dec)} decisions)")
        if at_close:
            a = self.engine_model(saved.game)
            b = self.engine_model(g)
            for key in ("round", "path", "carried", "chests", "in_cave", "relic_points"):
                if a[key] != b[key]:
                    raise MonkeyFailure(f"closed: the autosave replays to another {key}: "
                                        f"{a[key]} != {b[key]}")

    def check(self) -> None:
        if self._errors.records:
            msg = self._errors.records[0]
            self._errors.records.clear()
            raise MonkeyFailure(f"an error was logged: {msg}")
        for sess in self.sessions():
            if sess not in self._seen:
                self._seen.add(sess)
                self.games_started += 1
            self.check_game(sess.game)
            bad = [w for w in getattr(sess, "warnings", []) if "failed" in w]
            if bad:
                raise MonkeyFailure(f"the session warned: {bad[0]}")
            if sess.game.is_over and sess not in self._finished:
                self._finished.add(sess)
                self.games_finished += 1
        self.check_table()
        self.check_secrecy()

    def _track_progress(self) -> None:
        sessions = self.sessions()
        key = None
        if sessions:
            g = sessions[-1].game
            moves = g.actions if _is_club(g) else g.decisions
            key = (id(sessions[-1]), len(moves), g.is_over)
            if g.is_over:
                key = None
        if key is None or key != self.progress_key:
            self.progress_key = key
            self.progress_steps = 0
        else:
            self.progress_steps += 1

    # ------------------------------------------------------------------ running
    def run(self, n: int | None = None, steps: list[dict[str, Any]] | None = None) -> int:
        """Run `n` fresh steps, or the given `steps` (a replay). Returns the exit code."""
        home = _home_dir()
        root = logging.getLogger()
        root.addHandler(self._errors)
        logging.getLogger("diamant.i18n").setLevel(logging.CRITICAL)  # missing glyph notes
        start = time.perf_counter()
        total = len(steps) if steps is not None else int(n or 0)
        try:
            with private_home(home), JoiningExecutor() as self.executor:
                self._open_app()
                for i in range(total):
                    self.index = i
                    step = None
                    try:
                        if self.fault is not None:
                            self.fault(self, i)
                        step = steps[i] if steps is not None else self.generate()
                        if steps is None:
                            self._write_step(step)
                        before = self.sessions()
                        t0 = time.perf_counter()
                        self.apply(step)
                        took = time.perf_counter() - t0
                        if took > self.slowest[0]:
                            self.slowest = (took, i, step["k"])
                        if not self.app.running:  # the app was closed: relaunch it
                            self.check_autosave(at_close=True, sessions=before)
                            self._open_app()
                        self.check()
                        if i % AUTOSAVE_CHECK_EVERY == AUTOSAVE_CHECK_EVERY - 1:
                            self.check_autosave(sessions=self.sessions())
                        self._track_progress()
                        top = self.app.scenes.top
                        self.scenes[type(top).__name__ if top is not None else "(empty)"] += 1
                    except Exception as exc:  # noqa: BLE001 - every failure is a finding
                        return self._fail(exc)
                    if i and i % 5000 == 0:
                        rate = i / max(1e-9, time.perf_counter() - start)
                        self.log(f"{i} steps, {rate:.0f}/s, games finished {self.games_finished}")
        finally:
            root.removeHandler(self._errors)
            self._close_app()
            self.executor = None
            shutil.rmtree(home, ignore_errors=True)
            self.elapsed = time.perf_counter() - start
        self.elapsed = time.perf_counter() - start
        return 0

    def _fail(self, exc: BaseException) -> int:
        kind = "invariant" if isinstance(exc, MonkeyFailure) else "exception"
        self.failure = {
            "event_index": self.index,
            "kind": kind,
            "error": f"{type(exc).__name__}: {exc}",
            "traceback": traceback.format_exc(),
            "scenes": [type(s).__name__ for s in self.app.scenes] if self.app is not None else [],
        }
        recorded = self.steps
        if self.out is not None and recorded:
            self.out.mkdir(parents=True, exist_ok=True)
            path = self.out / f"monkey-{self.seed}-{self.index}.json"
            data = {"format": REPLAY_FORMAT, "version": REPLAY_VERSION, "seed": self.seed,
                    "size": list(self.size), "lang": self.lang, "draw_every": self.draw_every,
                    **self.failure,
                    "events": recorded[: self.index + 1]}
            path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
            self.replay_file = path
        return 1

    def _write_step(self, step: dict[str, Any]) -> None:
        if self._record is None:
            self._record = tempfile.TemporaryFile("w+", encoding="utf-8")
        self._record.write(json.dumps(step, ensure_ascii=False, separators=(",", ":")) + "\n")

    @property
    def steps(self) -> list[dict[str, Any]]:
        """The steps generated so far (none for a replay: its steps are the file's)."""
        if self._record is None:
            return []
        self._record.flush()
        self._record.seek(0)
        out = [json.loads(line) for line in self._record]
        self._record.seek(0, os.SEEK_END)
        return out

    def summary(self) -> str:
        scenes = ", ".join(f"{k} {v}" for k, v in self.scenes.most_common())
        rate = (self.index + 1) / max(1e-9, getattr(self, "elapsed", 0.0))
        return (f"monkey seed {self.seed}: {self.index + 1} events in {getattr(self, 'elapsed', 0):.1f} s "
                f"({rate:.0f} events/s); games played {self.games_started} ({self.steered} started by the "
                f"monkey), finished {self.games_finished}; app launches {self.apps_opened}; scenes: {scenes}"
                + f"; slowest step {self.slowest[0] * 1000:.0f} ms (#{self.slowest[1]}, {self.slowest[2]})"
                + f"; peak memory {_peak_rss_mb():.0f} MB"
                + (f"; stalls {len(self.stalls)}" if self.stalls else ""))


def _is_club(game: Any) -> bool:
    from diamant.games.club import ClubGame
    return isinstance(game, ClubGame)


def _club_record(setup: Any) -> dict[str, Any]:
    """The record of a whole Diamonds Club game of `setup`'s seats, played by the random bot
    (about 10 ms), for the replay viewer."""
    from diamant.games.club import ClubGame
    from diamant.games.club.bots import bot_seed, make_bot
    boards = [s.colour for s in setup.seats]
    game = ClubGame(players=len(boards), seed=setup.seed, boards=boards)
    bots = [make_bot("random", bot_seed(setup.seed, p), p) for p in range(game.players)]
    while not game.is_over:
        game.play(bots[game.current](game.state(), game.legal()))
    seats = [{"name": s.name, "kind": "bot", "bot": "random"} for s in setup.seats]
    return game.record(seats)


def load_replay(path: Path) -> dict[str, Any]:
    """A monkey replay file, read as the game reads its files (a regular file of a sane size:
    a pipe or a device is refused, never waited on). ValueError (OSError) when it is not one."""
    from diamant.safefile import DamagedFile, parse_json, read_bytes
    try:
        data = parse_json(read_bytes(Path(path), 64 * 1024 * 1024), 64 * 1024 * 1024)
    except DamagedFile as exc:
        raise ValueError(f"{path}: {exc.reason}") from None
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT or not isinstance(
            data.get("events"), list):
        raise ValueError(f"{path} is not a monkey replay file")
    return data


def replay(path: Path, out: Path | None = None, log: Callable[[str], None] | None = None) -> Monkey:
    data = load_replay(path)
    m = Monkey(int(data.get("seed", 0)), None, size=tuple(data.get("size", START_SIZE)),
               lang=data.get("lang", "en"), log=log, draw_every=int(data.get("draw_every", 1)))
    m.run(steps=data["events"])
    return m


def main(args: Any) -> int:
    """`diamant monkey --events N --seed S --out DIR [--replay FILE]`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    err = (lambda s: print(s, file=sys.stderr, flush=True))
    replay_path = getattr(args, "replay", None)
    if replay_path is not None:
        try:
            data = load_replay(replay_path)
        except (OSError, ValueError) as exc:
            print(f"diamant monkey: cannot read the replay file: {exc}", file=sys.stderr)
            return 2
        m = replay(replay_path, log=err)
        recorded = data.get("event_index")
        if m.failure is None:
            print(f"replay of {replay_path}: {len(data['events'])} events, no failure "
                  f"(the recorded one was at event {recorded}: {data.get('error')})")
            return 0
        same = "the same event" if m.failure["event_index"] == recorded else f"event {recorded} recorded"
        print(f"replay of {replay_path}: FAILED at event {m.failure['event_index']} ({same}): "
              f"{m.failure['error']}")
        print(m.failure["traceback"], file=sys.stderr)
        return 1
    m = Monkey(args.seed, args.out, log=err)
    code = m.run(args.events)
    if m.failure is not None:
        where = f"; replay with: diamant monkey --replay {m.replay_file}" if m.replay_file else ""
        print(f"monkey seed {args.seed}: FAILED at event {m.failure['event_index']} "
              f"({m.failure['kind']}): {m.failure['error'].splitlines()[0]}{where}")
        print(m.failure["traceback"], file=sys.stderr)
        return 1
    print(m.summary())
    for s in m.stalls[:10]:
        print(f"  stall: {s}")
    return code
