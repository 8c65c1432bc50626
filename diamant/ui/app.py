"""The App: window (or an offscreen surface when headless), the scene stack, language, fonts,
art, audio, settings, toasts, and one frame of the main loop.

    app = App(headless=True, size=(1280, 720))
    app.push(TitleScene(app))
    app.frame(1 / 60)            # events -> top scene, update, draw (no waiting)

The real loop (``App.run``) paces itself: it draws only when something changed or moves. Input,
a change of the scene stack, a message, or a scene whose ``frame_interval()`` is 0 (it animates)
gives frames at up to 60 per second; a scene may ask for a slow tick instead (a number of seconds)
or for nothing at all (None: a still picture). In between, the loop sleeps, looking at the event
queue 60 times a second (``wait_events``).
Layout is in relative units: ``app.u`` pixels = 1/100 of min(width, height * 16 / 9), times the
interface scale (``diamant.ui.sizing``); each scene lays itself out in what it has (``app.units``).
"""
from __future__ import annotations

import gc
import logging
import os
import sys
import time as _time
import warnings
import weakref
from concurrent.futures import Executor
from typing import Any, Callable, ClassVar, TypeVar

import pygame

from diamant import i18n
from diamant.ui import theme
from diamant.ui.art import ArtCache
from diamant.ui.audio import Audio, wanted_ambience
from diamant.ui.clock import Clock, SystemClock
from diamant.ui.memory import give_back, tune_allocator
from diamant.ui.toast import Captions, Toast, draw_toasts
from diamant.ui.input import Action, InputLayer, pressed
from diamant.ui.nav import Navigator, Role
from diamant.ui.scene import Scene, SceneStack
from diamant.ui.speech import Speech
from diamant.ui.widgets import set_text_input
from diamant.ui.fonts import default_chain
from diamant.ui.sizing import MIN_WINDOW, canvas_size, interface_scale  # noqa: F401 - also the app's names
from diamant.storage.settings import Settings, save_settings  # the module: the package also loads both games' record readers

log = logging.getLogger(__name__)

TOAST_SECONDS = 6.0
#: Frame pacing (App.run): full-rate frames for this long after any input (hover, tooltips,
#: presses settle) ...
INPUT_AFTERGLOW = 0.6
#: ... and after the last frame that moved (things easing into place).
SETTLE = 0.4
#: The longest sleep in the event wait: update() runs at least this often (bots, timers, messages).
HOUSEKEEPING = 0.25
#: While nothing moves, the loop naps this long between two looks at the event queue. (pygame's
#: own event.wait(timeout) looks every millisecond: 1.3% of a core for nothing, measured.) Input
#: waits at most this long; a frame after input comes at once.
NAP = 1 / 60


def default_settings() -> Settings:
    return Settings()

_S = TypeVar("_S", bound=Scene)


class App:
    """See the module docstring."""

    #: the art cache each App draws with: a game sets its own subclass (Diamant's draws its cards;
    #: its package sets it), so the framework never imports a game
    art_class: ClassVar[type[ArtCache]] = ArtCache

    def __init__(self, headless: bool = False, size: tuple[int, int] = (1280, 720), *,
                 settings: Any = None, lang: str | None = None, fullscreen: bool | None = None,
                 audio: bool | None = None, title: str | None = None, clock: Clock | None = None,
                 bot_executor: Executor | None = None, new_seed: Callable[[], int] | None = None,
                 speech_to: "str | os.PathLike[str] | None" = None):
        os.environ.setdefault("SDL_IME_SHOW_UI", "1")
        if sys.platform.startswith("linux"):
            # X11: show frames through the window's own shared-memory framebuffer, not a texture
            # of a renderer (SDL's default). The texture way uploads and presents the whole
            # window for every update, even of a small part (the title's torch: 7 ms of CPU a
            # tick under Xvfb's software GL, 0.1 ms this way). The player may set it otherwise.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        if headless and not pygame.display.get_init():
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        self.headless = headless
        self._scene_dropped = False  # collect() at the end of the frame
        # the window's close button was pressed in this frame's events (SDL sends WINDOWCLOSE,
        # then QUIT); a QUIT without it comes from the system (SIGTERM, logout, Cmd+Q)
        self._closing_window = False
        tune_allocator()  # big surfaces come and go: give their memory back (memory.py)
        # injected by tools (the monkey): the time, the bots' worker, new games' seeds
        self.timesource: Clock = clock if clock is not None else SystemClock()
        self.bot_executor = bot_executor
        self.new_seed = new_seed
        self.settings = settings if settings is not None else default_settings()
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        pygame.display.init()
        pygame.font.init()

        # look and words
        self.fonts = default_chain()
        self._font_cache: dict[tuple[int, bool], Any] = {}
        self.art = self.art_class()
        code = lang or getattr(self.settings, "language", None) or i18n.detect_system_language()
        self.loc = i18n.get_localizer(code)
        self.lang = self.loc.lang
        # the language setting as it was when the language last followed it: a later change of
        # the settings switches the language only if that setting itself changed (`--lang en`
        # over a saved Japanese stays English when the volume is changed)
        self._language_applied = getattr(self.settings, "language", None)

        self.scenes: SceneStack = SceneStack()
        self.nav = Navigator(self)
        self.input = InputLayer(getattr(self.settings, "controls", None))  # the player's keys
        # the top scene the input layer last saw, held weakly (a scene that left is not kept
        # alive by it until the next frame)
        self._top_seen: Callable[[], Scene | None] = lambda: None
        self._last_input = -1e9
        self._moving_until = -1e9
        self._dirty = True
        self.clock = pygame.time.Clock()
        self.time = 0.0
        self.frames = 0
        self.running = True
        self.exit_code = 0
        self.toasts: list[Toast] = []
        self.captions = Captions(lambda: bool(getattr(self.settings, "captions", False)))  # sounds' words
        self.game_over_seen = False
        # options the developer tools and tests set on a headless app
        #: no animations: every move of the game shows at once (the screenshots)
        self.instant = False
        #: a headless app autosaves the game as a window does (the monkey, robustness tests)
        self.autosave = False
        #: a headless app writes the settings file as a window does (tests of the settings)
        self.save_settings_headless = False
        #: what a game offers a new player once (a guided first game): a window makes the offer,
        #: a headless app only when this is True (tests of the offer), never when False
        self.first_start_offers: bool | None = None
        #: a game may rasterise the art its table will need on a worker ahead of time: a window
        #: does, a headless app only when this is True (tests of the warming)
        self.warm_art: bool | None = None
        self.windowed_size = tuple(getattr(self.settings, "window_size", None) or size)
        self.mouse_scale = (1.0, 1.0)
        self.caption = title or "Diamant"

        # the window, and the canvas the scenes draw on (the window itself, or below
        # MIN_WINDOW a bigger surface scaled down into it when the frame is shown)
        self.window: pygame.Surface | None = None  # set only while the canvas is scaled
        if headless:
            self.screen = pygame.Surface(canvas_size(size))
        else:
            self._adopt(self._open_window(size, bool(getattr(self.settings, "fullscreen", False))))
        self.size = self.screen.get_size()
        self.scale = interface_scale(getattr(self.settings, "interface_scale", 1.0))
        self.u = self._unit(self.size) * self.scale
        # the caches are the process's: sized for this window (they kept the default budget,
        # 96 MB, until the first resize), without what an earlier app drew for another size
        self.forget_sized()
        self._sync_mouse_scale()
        set_text_input(False)  # SDL starts text input by default; only a focused text field wants it

        # sound
        enabled = (not headless) if audio is None else audio
        s = self.settings
        self.audio = Audio(enabled=enabled, master=s.master_volume, effects=s.effects_volume,
                           ambient=s.ambient_volume, muted=s.muted)
        self.speech = Speech.for_app(self, speech_to)  # aloud when "Speak" is on; a transcript

    # ------------------------------------------------------------------ window
    @staticmethod
    def _unit(size: tuple[int, int]) -> float:
        w, h = size
        return max(1.0, min(w, h * 16 / 9) / 100.0)

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(self.caption)
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():  # pygame-ce 2.5 warns that from_display_module
                    # will go (in favour of drawing through Window), yet it is the only way to the
                    # set_mode window's minimum size; set_mode stays how the game draws
                    warnings.simplefilter("ignore", DeprecationWarning)
                    win = pygame.Window.from_display_module()
                win.minimum_size = MIN_WINDOW
            except (pygame.error, AttributeError) as exc:  # older SDL: no minimum size, still fine
                log.info("no minimum window size: %s", exc)
        return screen

    def _adopt(self, display: pygame.Surface) -> None:
        """Draw straight on the display surface, or on a canvas of canvas_size() scaled into it."""
        want = canvas_size(display.get_size())
        if want == display.get_size():
            self.screen, self.window = display, None
            return
        if self.window is None or self.screen.get_size() != want:
            self.screen = pygame.Surface(want)
        self.window = display

    def present(self) -> None:
        """Show the frame: the canvas scaled into the window when the window is too small."""
        if self.window is not None:
            pygame.transform.smoothscale(self.screen, self.window.get_size(), self.window)
        pygame.display.flip()

    def mouse_pos(self) -> tuple[int, int]:
        """Where the mouse is, in the canvas's pixels: ``pygame.mouse.get_pos`` gives the window's
        points, which differ from them below MIN_WINDOW (the canvas scaled down) and on high-DPI."""
        x, y = pygame.mouse.get_pos()
        sx, sy = self.mouse_scale
        return round(x * sx), round(y * sy)

    def _sync_mouse_scale(self) -> None:
        """High-DPI: the surface may have more pixels than the window has points."""
        if self.headless:
            self.mouse_scale = (1.0, 1.0)
            return
        try:
            ww, wh = pygame.display.get_window_size()
        except pygame.error:
            ww, wh = self.size
        sw, sh = self.size
        self.mouse_scale = (sw / ww if ww else 1.0, sh / wh if wh else 1.0)

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """Adopt a new size: headless -> a new offscreen surface; windowed -> the display
        surface's current size. Every scene is laid out again."""
        if self.headless:
            if size is not None and canvas_size(size) != self.screen.get_size():
                self.forget_sized()  # the old size's pictures go before the new screen is made
                del self.screen
                self.screen = pygame.Surface(canvas_size(size))
        else:
            surf = pygame.display.get_surface()
            if surf is not None:
                self._adopt(surf)
            if not getattr(self.settings, "fullscreen", False):
                self.windowed_size = (self.window or self.screen).get_size()
        new = self.screen.get_size()
        self._sync_mouse_scale()
        if new == self.size:
            return
        self.size = new
        self._relayout()

    def _relayout(self) -> None:
        """The unit changed (a new size or scale): fonts, pictures and every scene's layout anew."""
        self.u = self._unit(self.size) * self.scale
        self._font_cache.clear()
        self.forget_sized()
        for scene in list(self.scenes):
            scene.layout(self.size)
        give_back()

    def set_scale(self, scale: float) -> None:
        """The interface's size: text and targets ``scale`` times as big (1.0 to 2.0)."""
        self.settings.interface_scale = scale = interface_scale(scale)
        if scale != self.scale:
            self.scale = scale
            self._relayout()

    def units(self, size: tuple[int, int] | None = None) -> tuple[float, float]:
        """How many units the window (or ``size``) is across and down at the current unit."""
        w, h = size or self.size
        return w / self.u, h / self.u

    def collect(self) -> None:
        """A scene left the stack: collect it before the next drawing. Scenes refer to their
        widgets and the widgets to them, so only the cycle collector frees a dropped scene, and
        it runs by object counts, not by memory. ``Scene.dispose`` lets go of the tables, layers
        and caches at once, but the pictures of the widgets, tooltips and texts that scenes still
        hold stay with the cycles: without this collection a monkey run of 15,000 events peaked
        at 367 MB instead of 259 MB (big blocks at 4K: 220 MB instead of 162)."""
        self._scene_dropped = False
        gc.collect()
        give_back()

    def forget_sized(self) -> None:
        """The window changed size: drop the surfaces cached for the old one (art, texts, shapes,
        backgrounds) and size the background cache for the new one."""
        self.art.clear()
        theme.forget_sized()
        theme.fit_budgets(self.size)

    def set_fullscreen(self, on: bool) -> None:
        on = bool(on)
        was = bool(getattr(self.settings, "fullscreen", False))
        self.settings.fullscreen = on
        if self.headless or on == was:
            return
        if not on:
            self._adopt(self._open_window(self.windowed_size, False))
        else:
            self.windowed_size = (self.window or self.screen).get_size()
            self._adopt(self._open_window(self.windowed_size, True))
        self.resize()

    # ------------------------------------------------------------------ words and fonts
    def t(self, key: str, **args: Any) -> str:
        return self.loc.t(key, **args)

    def font(self, size_u: float, bold: bool = False):
        """The game's font at ``size_u`` relative units (cached)."""
        px = max(8, round(size_u * self.u))
        key = (px, bold)
        f = self._font_cache.get(key)
        if f is None:
            f = self._font_cache[key] = self.fonts.get(px, bold)
        return f

    def set_language(self, code: str) -> None:
        """Switch the language live: every scene rebuilds its texts."""
        self.loc = i18n.get_localizer(code)
        i18n.set_language(code)
        self.lang = self.loc.lang
        self.settings.language = code
        self._language_applied = code
        theme.clear_text_cache()  # every text was in the old language
        for scene in list(self.scenes):
            scene.relocalize()

    # ------------------------------------------------------------------ settings
    def apply_settings(self) -> None:
        """Make the running app follow ``self.settings`` (volumes, fullscreen, language)."""
        s = self.settings
        self.audio.set_volumes(master=s.master_volume, effects=s.effects_volume, ambient=s.ambient_volume)
        self.audio.muted = s.muted  # Audio never raises: no mixer means silence
        self.speech.set_enabled(bool(getattr(s, "speak", False)))
        self.input.apply_controls(getattr(s, "controls", None))  # the player's keys and buttons
        if s.language and s.language != self._language_applied and s.language != self.lang:
            self.set_language(s.language)
        self._language_applied = s.language
        self.set_scale(getattr(s, "interface_scale", 1.0))
        for scene in list(self.scenes):
            scene.settings_changed()
        if not self.headless:
            surf = pygame.display.get_surface()
            current_full = bool(surf is not None and surf.get_flags() & pygame.FULLSCREEN)
            want = bool(s.fullscreen)
            if want != current_full:
                s.fullscreen = current_full
                self.set_fullscreen(want)

    def save_settings(self) -> None:
        """Write the settings file; a failure becomes a message on screen, never a crash."""
        if self.headless and not self.save_settings_headless:
            return  # tests and screenshots never touch the player's settings file
        try:
            if not self.headless:
                self.settings.window_size = tuple(self.windowed_size)
            save_settings(self.settings)
        except OSError as exc:  # storage's StorageError: the player is told (a linked file: once)
            log.warning("settings could not be saved: %s", exc)
            if getattr(exc, "first", True):
                self.show_message(self.t(getattr(exc, "key", "message-settings-not-saved"),
                                         **getattr(exc, "words", {})), kind="warning")

    # ------------------------------------------------------------------ scene stack
    @property
    def top(self) -> Scene | None:
        return self.scenes.top

    def push(self, scene: Scene) -> Scene:
        if scene.disposed:
            raise ValueError(f"{type(scene).__name__} was disposed: a scene that left is not shown again")
        top = self.scenes.top
        if top is not None:
            top.leave()
        top = None
        self.scenes.append(scene)
        self._free_dropped()
        scene.layout(self.size)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        self._dispose([scene])
        top = self.scenes.top
        if top is not None:
            top.layout(self.size)
            top.enter()
        return scene

    def remove(self, scene: Scene) -> None:
        if self.scenes.top is scene:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            self._dispose([scene])

    def replace(self, scene: Scene) -> Scene:
        dropped = []
        if self.scenes:
            old = self.scenes.pop()
            old.leave()
            dropped.append(old)
            old = None
        return self._show_after(scene, dropped)

    def clear_to(self, scene: Scene) -> Scene:
        """Drop every scene and show ``scene`` alone."""
        top = self.scenes.top
        if top is not None:
            top.leave()
        top = None
        dropped = list(self.scenes)
        self.scenes.clear()
        return self._show_after(scene, dropped)

    def _show_after(self, scene: Scene, dropped: list[Scene]) -> Scene:
        """Show ``scene`` instead of the ``dropped`` ones. They are disposed when it is on the
        stack (a scene may hand its session on to it: the session then stays) and before it is
        laid out (what they held goes before the new one makes its pictures: a new game at 4K
        held the old game's scenes and the new board together, +34 MB at the peak)."""
        if scene.disposed:
            raise ValueError(f"{type(scene).__name__} was disposed: a scene that left is not shown again")
        self.scenes.append(scene)
        self._dispose(dropped)
        dropped.clear()  # (the callers' list: no reference of it may keep them to the collection)
        self._free_dropped()
        scene.layout(self.size)
        scene.enter()
        return scene

    def _dispose(self, dropped: list[Scene]) -> None:
        """The scenes left the stack for good: each one's ``dispose()``, once (top first)."""
        for scene in reversed(dropped):
            if scene in self.scenes or scene.disposed:
                continue  # (shown again in the same move: not gone)
            scene.disposed = True
            scene.dispose()
            self._scene_dropped = True
        self._dirty = True

    def _free_dropped(self) -> None:
        """A scene left and another one is about to be laid out: collect the ones that left now,
        before the new one makes its pictures. The flag stays: what a caller still held is
        collected at the end of the frame (collect())."""
        if self._scene_dropped:
            gc.collect()

    def find(self, cls: type[_S]) -> _S | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, cls):
                return scene
        return None

    @property
    def in_game(self) -> bool:
        """A game still being played is on the stack (closing the window asks first; a game
        that is over has nothing to save or continue)."""
        return any(_is_game_scene(s) and not _game_over(s) for s in self.scenes)

    # ------------------------------------------------------------------ quitting
    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def request_close(self) -> None:
        """The window's close button: during a game ask first (the game is autosaved);
        a second close while asking quits. (A quit the system asks for, with no close button
        before it, quits at once: see handle_event.)"""
        if self.nav.top_plays(Role.CONFIRM_QUIT) or not self.in_game or \
                self.nav.open(Role.CONFIRM_QUIT, to_menu=False) is None:  # (nothing to ask with)
            self.quit()

    def open_pause(self) -> None:
        if not self.nav.top_plays(Role.PAUSE):
            self.nav.open(Role.PAUSE)

    # ------------------------------------------------------------------ messages
    def show_message(self, text: str, seconds: float = TOAST_SECONDS, kind: str = "info") -> None:
        """A banner at the top of the window for a few seconds (storage warnings etc.)."""
        if not text:
            return
        log.info("message: %s", text)
        self.speech.say(str(text))
        self.toasts.append(Toast(str(text), seconds, kind))
        self.toasts = self.toasts[-3:]

    # ------------------------------------------------------------------ frame
    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """Mouse positions from window points to surface pixels (high-DPI)."""
        sx, sy = self.mouse_scale
        if (sx, sy) != (1.0, 1.0) and hasattr(event, "pos") and event.type in (
                pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            d = dict(event.dict)
            d["pos"] = (round(event.pos[0] * sx), round(event.pos[1] * sy))
            if "rel" in d:
                d["rel"] = (round(event.rel[0] * sx), round(event.rel[1] * sy))
            return pygame.event.Event(event.type, d)
        return event

    def handle_event(self, event: pygame.event.Event) -> None:
        """One raw event: window events here; input through the input layer (actions, gamepad,
        no repeats, no key held from the previous screen) to the top scene only."""
        et = event.type
        self._dirty = True
        if et == pygame.WINDOWCLOSE:
            self._closing_window = True  # and on to the scenes, like any window event
        elif et == pygame.QUIT:
            if self._closing_window:
                self.request_close()
            else:  # the system asks (SIGTERM, logout, Cmd+Q): no question, the game is saved
                log.info("quit requested by the system: quitting")
                self.quit()
            return
        if et in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self.resize(getattr(event, "size", None) if self.headless else None)
            return
        if et == pygame.WINDOWDISPLAYCHANGED:
            self.resize()
            return
        self._last_input = self.time
        top = self.scenes.top
        own_keys, own_pads = (top.shortcuts, top.pad_shortcuts) if top is not None else (None, None)
        for ev in self.input.translate(self.map_event(event), own_keys, own_pads):
            self._dispatch(ev)
            self._check_top()

    def _dispatch(self, event: pygame.event.Event) -> None:
        et = event.type
        action = pressed(event)
        if action is Action.FULLSCREEN:
            self.set_fullscreen(not getattr(self.settings, "fullscreen", False))
            self.save_settings()
            return
        if et == pygame.MOUSEBUTTONDOWN and self.toasts:
            for toast in self.toasts:
                r = toast.rect
                if r is not None and r.collidepoint(event.pos):
                    self.toasts.remove(toast)
                    return
        top = self.scenes.top
        if top is None:
            return
        consumed = top.handle(event)
        if consumed or action is None:
            return
        if action in (Action.BACK, Action.PAUSE) and _is_game_scene(top):
            self.open_pause()
        elif action is Action.HELP and not self.nav.top_plays(Role.KEYS):
            self.nav.open(Role.KEYS)

    def _check_top(self) -> None:
        """The top scene changed: keys held now belong to the previous screen, and the ambience
        becomes the one the scenes now want (a game's own; fading)."""
        top = self.scenes.top
        if top is not self._top_seen():
            self._top_seen = weakref.ref(top) if top is not None else (lambda: None)
            self.input.scene_changed()
            self.audio.follow(wanted_ambience(s.ambience for s in reversed(self.scenes)))
            self._dirty = True

    def update(self, dt: float) -> None:
        self.time += dt
        for scene in self.scenes.updating():
            scene.update(dt)
        for toast in list(self.toasts):
            toast.left -= dt
            if toast.left <= 0:
                self.toasts.remove(toast)
        self.captions.update(dt)

    def draw(self) -> None:
        surface = self.screen
        visible = self.scenes.visible()
        for scene in self.scenes[:len(self.scenes) - len(visible)]:
            scene.covered()
        if not visible:
            surface.fill((0, 0, 0))
        for scene in visible:
            scene.draw(surface)
        self.captions.draw(surface, self)
        draw_toasts(self, surface, self.toasts)

    def frame(self, dt: float, events: list | None = None, present: bool = True, draw: bool = True) -> None:
        """One frame: input (pygame's queue, or ``events``), update by ``dt``, draw, show."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.handle_event(event)
            if not self.running:
                return
        self._closing_window = False  # its QUIT comes in the same batch of events
        toasts = len(self.toasts) + len(self.captions.shown)
        self.update(dt)
        self.speech.pump()
        self._check_top()  # first: it lets go of a scene that left the top
        if self._scene_dropped:  # before drawing what replaces it
            self.collect()
        if len(self.toasts) + len(self.captions.shown) != toasts:
            self._dirty = True
        if draw:
            self.draw()
            self._dirty = False
        self.frames += 1
        if draw and present and not self.headless:
            self.present()

    # ------------------------------------------------------------------ frame pacing
    def frame_interval(self) -> float | None:
        """How soon the picture must change by itself: 0 = every frame (something moves), a
        number of seconds (a slow tick), None = not until something happens."""
        if self._dirty or self.time - self._last_input < INPUT_AFTERGLOW:
            return 0.0
        best: float | None = None
        for scene in self.scenes.updating():
            i = scene.frame_interval()
            if i is not None and (best is None or i < best):
                best = i
        if best == 0.0:
            self._moving_until = self.time + SETTLE
        elif self.time < self._moving_until:
            return 0.0
        return best

    def run(self, fps: int = 60, max_dt: float = 0.1) -> int:
        """The main loop until quit(); returns the exit code. Exceptions propagate.

        Draws only when something changed or moves (see ``frame_interval``); otherwise sleeps
        in wait_events, waking at least every HOUSEKEEPING seconds to update."""
        self.clock.tick(fps)
        last = now()
        next_tick = 0.0
        while self.running:
            interval = self.frame_interval()
            if interval == 0.0:
                self.clock.tick(fps)
                events = pygame.event.get()
            else:
                t = now()
                wake = min(next_tick if interval is not None else t + HOUSEKEEPING, t + HOUSEKEEPING)
                events = wait_events(wake)
                self.clock.tick()  # keep the clock's last tick current for the next busy frame
            t = now()
            dt = min(t - last, max_dt if interval == 0.0 else HOUSEKEEPING + max_dt)
            last = t
            tick_only = not (interval == 0.0 or events or self._dirty)
            draw = not tick_only or (interval is not None and t >= next_tick)
            # (a canvas scaled into the window is shown whole: the parts a scene names are the
            # canvas's, and only present() brings the canvas to the window)
            rects = self.scenes.top.tick_rects() \
                if tick_only and draw and self.scenes.top and self.window is None else None
            if rects:
                self.screen.set_clip(rects[0].unionall(rects))  # draw just that part
            self.frame(dt, events, draw=draw, present=rects is None)
            self.screen.set_clip(None)
            if rects and self.running and not self.headless:
                pygame.display.update(rects)  # a slow tick that changes a small part only
            if draw and interval:
                next_tick = t + interval
        return self.exit_code

    def render_png(self, path) -> None:
        """Draw the current stack (no update) and save it as a PNG."""
        self.draw()
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        self.audio.shutdown()  # never raises
        self.speech.close()


def _game_over(scene: Scene) -> bool:
    """The scene's game has ended (a scene without a game: False)."""
    game = scene.game_session()
    return game is not None and game.is_over


def _is_game_scene(scene: Scene) -> bool:
    return scene.in_game or scene.game_session() is not None


def now() -> float:
    return _time.perf_counter()


def wait_events(until: float, nap: float = NAP) -> list:
    """Sleep until an event comes or the clock (``now()``) reaches `until`; the events, or []
    at `until`. Looks at the queue every `nap` seconds and sleeps in between."""
    while True:
        events = pygame.event.get()
        t = now()
        if events or t >= until:
            return events
        _time.sleep(min(nap, until - t))
