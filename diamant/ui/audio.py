"""Sound effects and the cave ambience, played through pygame.mixer.

The game must never fail because of sound: with no audio device, no mixer
module, or a missing or broken file, everything here becomes a silent no-op
(reported once through :mod:`logging`).

Volumes are floats 0..1. What is heard for an effect is
``master * effects * volume`` (the per-call ``volume`` of :meth:`Audio.play`);
for the ambience it is ``master * ambient``. ``muted`` silences both without
forgetting the levels. Every change applies at once, also to sounds already
playing: the global levels live on the cached ``pygame.mixer.Sound`` objects,
the per-call level on the channel.

Typical use::

    register_sounds("mygame", ("card-flip",), ambient="ambient-cave")  # a game, once
    audio = Audio()
    audio.init()                 # after pygame.init(); safe to call anyway
    audio.start_ambient()
    audio.play("card-flip")
    audio.set_volumes(master=0.8, ambient=0.3)
    audio.muted = not audio.muted

Each scene says which ambience it wants under it (``Scene.ambience``: a registered loop's name,
None for silence, ``Ambience.KEEP`` for whatever the scenes below want, ``Ambience.HOME`` for the
app's own); the App asks `wanted_ambience` when the top scene changes and hands the answer to
`Audio.follow`, which fades from one to the other. A game's scenes want its own loop (Diamant's
the cave), a game without one wants silence: no game's ambience plays under another game.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Union

import pygame

from diamant import diskcache

log = logging.getLogger(__name__)

#: The games' sounds, by game (each game registers its own: `register_sounds`): every file is
#: assets/sounds/<name>.wav. The framework knows no game's sound, only what was registered.
_REGISTERED: dict[str, tuple[str, ...]] = {}
#: The looping background of the game that registered one (played on its own channel).
_AMBIENT: dict[str, str] = {}


def register_sounds(game: str, names: tuple[str, ...], *, ambient: str | None = None) -> None:
    """A game's sounds (file names without .wav), and its ambient loop if it has one. Registering
    the same game again replaces its list."""
    _REGISTERED[game] = tuple(names) + ((ambient,) if ambient and ambient not in names else ())
    if ambient:
        _AMBIENT[game] = ambient
    else:
        _AMBIENT.pop(game, None)


class Ambience(enum.Enum):
    """What a scene may want of the ambience besides a loop's name or None (silence)."""

    #: whatever the scenes below it want (a modal, a page of the app's own such as Settings)
    KEEP = "keep"
    #: the app's own: the first registered loop (the title sets the mood with it)
    HOME = "home"


#: A scene's wish (``Scene.ambience``): a registered loop's name, None (silence) or an `Ambience`.
AmbienceWish = Union[str, None, Ambience]

#: Leaving a game's ambience for silence or another loop, and coming to one, fade over this long.
AMBIENCE_FADE_OUT_MS = 1000
AMBIENCE_FADE_IN_MS = 1500


def home_ambience() -> str | None:
    """The app's own ambience: the loop of the first game that registered one."""
    return next(iter(_AMBIENT.values()), None)


def wanted_ambience(wishes: Iterable[AmbienceWish]) -> AmbienceWish:
    """The ambience a stack of scenes wants, given their wishes from the top down: the top-most
    one that is not ``KEEP`` (``HOME`` becomes its loop's name); ``KEEP`` when all keep."""
    for wish in wishes:
        if wish is Ambience.HOME:
            return home_ambience()
        if wish is not Ambience.KEEP:
            return wish
    return Ambience.KEEP


def sound_names() -> tuple[str, ...]:
    """Every registered sound, each once, in registration order."""
    return tuple(dict.fromkeys(n for names in _REGISTERED.values() for n in names))


def ambient_names() -> frozenset[str]:
    return frozenset(_AMBIENT.values())


def effect_names() -> tuple[str, ...]:
    """The one-shot effects (every registered sound but the ambient loops)."""
    loops = ambient_names()
    return tuple(n for n in sound_names() if n not in loops)


FREQUENCY = 44100
#: a sound converted to the mixer's format is kept on disk from this size (about 1.5 s at 44.1 kHz
#: stereo): shorter ones convert faster than they are read back
SOUND_KEEP_BYTES = 256 * 1024
_SOUND_KIND = "sound"
_SOUND_FORMAT = "mixer-raw-1"
NUM_CHANNELS = 16  # channel 0 is reserved for the ambience, the rest play effects
AMBIENT_CHANNEL = 0


def default_sound_dir() -> Path:
    """assets/sounds next to the package, or inside a PyInstaller bundle."""
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))
    return base / "assets" / "sounds"


@contextlib.contextmanager
def _captured_stderr() -> Iterator[Callable[[], str]]:
    """Send what C libraries write to the process's stderr (fd 2) to a temporary file while the
    block runs; yields a function that returns it. Where fd 2 cannot be redirected (no console
    on Windows, an odd host), nothing is captured and the block still runs."""
    text: list[str] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield lambda: ""
        return
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            def read() -> str:
                if not text:
                    os.dup2(saved, 2)
                    tmp.seek(0)
                    text.append(tmp.read().decode("utf-8", "replace").strip())
                return text[0]
            yield read
        finally:
            os.dup2(saved, 2)
            os.close(saved)


def _clamp01(value: float) -> float:
    v = float(value)
    if v != v:  # NaN
        return 0.0
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


class Audio:
    """The game's sound player; see the module docstring."""

    def __init__(self, sound_dir: str | Path | None = None, enabled: bool = True, *,
                 master: float = 1.0, effects: float = 1.0, ambient: float = 0.6,
                 muted: bool = False) -> None:
        self.sound_dir = Path(sound_dir) if sound_dir is not None else default_sound_dir()
        self.enabled = bool(enabled)
        self._master = _clamp01(master)
        self._effects = _clamp01(effects)
        self._ambient = _clamp01(ambient)
        self._muted = bool(muted)
        self._mixer: Any = None  # pygame.mixer once init() succeeded
        self._owns_mixer = False
        self._tried_init = False
        self._sounds: dict[str, Any] = {}
        self._failed: set[str] = set()  # names already reported as missing/broken
        self._started: dict[int, int] = {}  # effect channel index -> play order, to steal the oldest
        self._counter = 0
        self._ambient_on = False

    # ------------------------------------------------------------------ setup
    @property
    def available(self) -> bool:
        """True when a working mixer is there and sounds can be heard."""
        return self._mixer is not None

    @property
    def no_device(self) -> bool:
        """True when sound was wanted but the mixer could not start (no sound device): the
        settings say so instead of showing volume sliders that do nothing."""
        return self.enabled and self._tried_init and self._mixer is None

    def init(self) -> bool:
        """Start the mixer (or adopt one already running). Never raises.

        Returns `available`. Only the first call tries; call `shutdown()` to
        allow another attempt.
        """
        if self._tried_init:
            return self.available
        self._tried_init = True
        if not self.enabled:
            log.info("sound disabled")
            return False
        chatter = ""
        try:
            import pygame.mixer as mixer

            if not mixer.get_init():
                # the sound libraries (ALSA, PulseAudio, JACK) print their own lines on the
                # terminal when there is no device: keep them, and say it once in the log
                with _captured_stderr() as captured:
                    try:
                        mixer.init(frequency=FREQUENCY, size=-16, channels=2, buffer=512)
                    finally:
                        chatter = captured()
                self._owns_mixer = True
            if mixer.get_num_channels() < NUM_CHANNELS:
                mixer.set_num_channels(NUM_CHANNELS)
            mixer.set_reserved(1)
            self._mixer = mixer
        except (pygame.error, ImportError, NotImplementedError) as exc:  # no device, no SDL audio, no mixer
            log.warning("no sound device: the audio mixer could not start (%s); playing silently",
                        str(exc).strip() or type(exc).__name__)
            if chatter:
                log.debug("the sound libraries said:\n%s", chatter)
            self._mixer = None
            return False
        if chatter:
            log.debug("the sound libraries said:\n%s", chatter)
        return True

    def shutdown(self) -> None:
        """Stop everything, drop cached sounds, and close the mixer if we opened it."""
        mixer = self._mixer
        self._mixer = None
        self._sounds.clear()
        self._started.clear()
        self._ambient_on = False
        self._tried_init = False
        if mixer is not None:
            try:
                mixer.stop()
                if self._owns_mixer:
                    mixer.quit()
            except pygame.error as exc:  # pragma: no cover - the mixer already closed
                log.debug("mixer stop on shutdown: %s", exc)
        self._owns_mixer = False

    # ---------------------------------------------------------------- loading
    def path_for(self, name: str) -> Path:
        return self.sound_dir / f"{name}.wav"

    def sound(self, name: str) -> Any | None:
        """The cached pygame Sound for `name` (loaded on first use), or None."""
        if self._mixer is None:
            return None
        snd = self._sounds.get(name)
        if snd is not None:
            return snd
        if name in self._failed:
            return None
        path = self.path_for(name)
        try:
            if not path.is_file():
                raise FileNotFoundError(f"no such file: {path}")
            snd = self._load(path)
        except (pygame.error, OSError) as exc:
            self._failed.add(name)
            log.warning("sound %r is unavailable and will stay silent: %s", name, exc)
            return None
        snd.set_volume(self._sound_level(name))
        self._sounds[name] = snd
        return snd

    def _load(self, path: Path) -> Any:
        """The file's Sound. A long sound's samples, as the mixer converted them, are kept on
        disk (diamant.diskcache): the cave's ambience at 22 kHz mono takes the mixer about 50 ms
        to convert at every start, reading it back 1 ms. Named by the file's content, the
        mixer's format and pygame's and SDL's versions."""
        mixer = self._mixer
        key = diskcache.key_of(_SOUND_FORMAT, pygame.version.ver, str(pygame.version.SDL),
                               repr(mixer.get_init()), path.read_bytes())
        raw = diskcache.load(_SOUND_KIND, key)
        if raw is not None:
            try:
                return mixer.Sound(buffer=raw)
            except pygame.error as exc:  # not samples the mixer takes: from the file again
                log.info("kept samples of %s unusable (%s)", path.name, exc)
        snd = mixer.Sound(str(path))
        raw = snd.get_raw()
        if len(raw) >= SOUND_KEEP_BYTES:
            diskcache.store(_SOUND_KIND, key, raw)
        return snd

    def preload(self, names: tuple[str, ...] | None = None) -> int:
        """Load sounds now (to avoid a hitch on first play): every registered one unless `names`
        are given; returns how many loaded."""
        return sum(1 for n in (sound_names() if names is None else names) if self.sound(n) is not None)

    # ---------------------------------------------------------------- volumes
    def _sound_level(self, name: str) -> float:
        if self._muted:
            return 0.0
        group = self._ambient if name in ambient_names() else self._effects
        return self._master * group

    def _apply_volumes(self) -> None:
        for name, snd in self._sounds.items():
            try:
                snd.set_volume(self._sound_level(name))
            except pygame.error as exc:  # mixer closed under us
                log.debug("volume not applied to %r: %s", name, exc)

    @property
    def master(self) -> float:
        return self._master

    @master.setter
    def master(self, value: float) -> None:
        self._master = _clamp01(value)
        self._apply_volumes()

    @property
    def effects(self) -> float:
        return self._effects

    @effects.setter
    def effects(self, value: float) -> None:
        self._effects = _clamp01(value)
        self._apply_volumes()

    @property
    def ambient(self) -> float:
        return self._ambient

    @ambient.setter
    def ambient(self, value: float) -> None:
        self._ambient = _clamp01(value)
        self._apply_volumes()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        self._apply_volumes()

    def toggle_mute(self) -> bool:
        """Flip `muted`; returns the new state."""
        self.muted = not self._muted
        return self._muted

    def set_volumes(self, master: float | None = None, effects: float | None = None,
                    ambient: float | None = None) -> None:
        """Change any of the three levels at once (None leaves one as it is)."""
        if master is not None:
            self._master = _clamp01(master)
        if effects is not None:
            self._effects = _clamp01(effects)
        if ambient is not None:
            self._ambient = _clamp01(ambient)
        self._apply_volumes()

    # ---------------------------------------------------------------- playing
    def _free_channel(self) -> tuple[int, Any] | None:
        """An idle effect channel, or else the one whose sound started longest ago."""
        mixer = self._mixer
        oldest = None
        for idx in range(AMBIENT_CHANNEL + 1, mixer.get_num_channels()):
            ch = mixer.Channel(idx)
            if not ch.get_busy():
                return idx, ch
            if oldest is None or self._started.get(idx, 0) < self._started.get(oldest, 0):
                oldest = idx
        return (oldest, mixer.Channel(oldest)) if oldest is not None else None

    def play(self, name: str, volume: float = 1.0) -> Any | None:
        """Play an effect once at `volume` (0..1, times master and effects).

        Returns the pygame Channel, or None when nothing is played (no mixer,
        muted, zero volume, or the sound is missing). Never raises.
        """
        if self._mixer is None or name in ambient_names():
            return None
        volume = _clamp01(volume)
        if self._muted or volume <= 0.0 or self._sound_level(name) <= 0.0:
            return None
        snd = self.sound(name)
        if snd is None:
            return None
        try:
            found = self._free_channel()
            if found is None:
                return None
            idx, ch = found
            ch.set_volume(volume)
            ch.play(snd)
            self._counter += 1
            self._started[idx] = self._counter
            return ch
        except pygame.error as exc:
            if name not in self._failed:
                self._failed.add(name)
                log.warning("could not play sound %r: %s", name, exc)
            return None

    @property
    def ambient_playing(self) -> bool:
        """True while the cave ambience is meant to be running (even muted)."""
        return self._ambient_on

    def ambient_channel(self) -> Any | None:
        return self._mixer.Channel(AMBIENT_CHANNEL) if self._mixer is not None else None

    def start_ambient(self, fade_ms: int = 1500, name: str | None = None) -> bool:
        """Loop an ambience on its own channel, fading in: `name`, or the one registered ambient
        loop (the first, when several games registered one). Idempotent."""
        if self._mixer is None:
            return False
        name = name or home_ambience()
        if name is None:
            return False
        snd = self.sound(name)
        if snd is None:
            return False
        try:
            ch = self._mixer.Channel(AMBIENT_CHANNEL)
            if self._ambient_on and ch.get_busy() and ch.get_sound() is snd:
                return True
            ch.set_volume(1.0)
            ch.play(snd, loops=-1, fade_ms=max(0, int(fade_ms)))
            self._ambient_on = True
            return True
        except pygame.error as exc:
            log.warning("could not start the ambience: %s", exc)
            return False

    def stop_ambient(self, fade_ms: int = 1000) -> None:
        """Fade the ambience out (or stop it at once with fade_ms=0)."""
        self._ambient_on = False
        if self._mixer is None:
            return
        try:
            ch = self._mixer.Channel(AMBIENT_CHANNEL)
            if fade_ms > 0:
                ch.fadeout(int(fade_ms))
            else:
                ch.stop()
        except pygame.error as exc:  # pragma: no cover - mixer closed under us
            log.warning("could not stop the ambience: %s", exc)

    def follow(self, wish: AmbienceWish) -> None:
        """Play what the scenes want (`wanted_ambience`): a loop's name starts it with a fade in
        (nothing happens when it plays already), None fades the ambience out, ``KEEP`` (and
        ``HOME``, already resolved by `wanted_ambience`) leaves it as it is. Never raises."""
        if isinstance(wish, Ambience):
            return
        if wish is None:
            if self._ambient_on:
                self.stop_ambient(AMBIENCE_FADE_OUT_MS)
            return
        self.start_ambient(AMBIENCE_FADE_IN_MS, name=wish)  # (another loop playing: this one instead)
