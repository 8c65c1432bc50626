"""The entry of the double-click build (PyInstaller; build_exe.spec writes a two-line launcher that
calls :func:`frozen_main`): the log and crash hooks (diamant.crash), then ``diamant.cli.entry()``, the
console script's own path (its errors take the one crash path).

Two environment variables serve the build checks: ``DIAMANT_SELF_CHECK=1`` loads every bundled
resource and exits (0 = all there); ``DIAMANT_STARTUP_PROBE_FILE=<file>`` writes the wall-clock time
of the first frame shown to that file (works without a console; with ``DIAMANT_STARTUP_PROBE=1``
the game also prints it and quits after that frame, see diamant/main.py).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

import pygame
from babel.core import UnknownLocaleError

from diamant import crash
from diamant.logfile import flush_log
from diamant.ui.art import ART_DIR, ArtCache
from diamant.ui.audio import default_sound_dir, sound_names
from diamant.cli import entry
from diamant.i18n import LANGUAGES, Localizer
from diamant.ui.fonts import default_chain

SELF_CHECK_ENV = "DIAMANT_SELF_CHECK"
PROBE_FILE_ENV = "DIAMANT_STARTUP_PROBE_FILE"

log = logging.getLogger("diamant.frozen")
_START = time.time()


def install_startup_probe(path: str | Path, exit_after: bool = False) -> None:
    """Write the wall-clock time of the first frame shown and, on the next line, the window's
    caption to ``path`` when the game first calls pygame.display.flip()/update(); with
    ``exit_after``, end the process there (status 0)."""
    target = Path(path)
    display = pygame.display
    originals = {"flip": display.flip, "update": display.update}
    done = [False]

    def first_frame() -> None:
        if done[0]:
            return
        done[0] = True
        stamp = time.time()
        try:
            caption = display.get_caption()[0] if display.get_init() else ""
        except pygame.error as exc:
            log.warning("the window's caption is unknown (%s)", exc)
            caption = ""
        try:
            target.write_text(f"{stamp:.6f}\n{caption}\n", encoding="utf-8")
            log.info("first frame shown %.3f s after start", stamp - _START)
        except OSError:
            pass
        if exit_after:
            flush_log()
            os._exit(0)

    def make(name: str):
        original = originals[name]

        def wrapper(*args: Any, **kwargs: Any):
            result = original(*args, **kwargs)
            first_frame()
            return result
        wrapper.__name__ = name
        return wrapper

    display.flip = make("flip")
    display.update = make("update")


def self_check() -> int:
    """Load every bundled resource (art, sounds, fonts, every language, the icon); print one
    line per problem and a summary; 0 when everything loaded. Run by the build's smoke check."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    problems: list[str] = []
    counts: dict[str, int] = {}
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
    pygame.display.init()
    pygame.font.init()

    cache = ArtCache()
    names = sorted(p.stem for p in ART_DIR.glob("*.svg"))
    for name in names:
        surf = cache.get(name, (96, 96))
        if surf.get_size() != (96, 96):
            problems.append(f"art {name}: size {surf.get_size()}")
    problems += [f"art {m}: missing or broken" for m in cache.missing()]
    counts["art"] = len(names)
    if len(names) < 40:
        problems.append(f"art: only {len(names)} SVG files in {ART_DIR}")

    # every game's sounds (each registers its list as its screens load)
    import diamant.games.club.screens.sounds  # noqa: F401
    import diamant.games.diamant.screens.sounds  # noqa: F401
    try:
        pygame.mixer.init()
        for name in sound_names():  # every game's, registered as their screens were imported
            pygame.mixer.Sound(str(default_sound_dir() / f"{name}.wav"))
        counts["sounds"] = len(sound_names())
    except (pygame.error, OSError) as exc:  # no device, a missing or unreadable file
        problems.append(f"sounds: {exc}")

    chain = default_chain()
    for lang, _native in LANGUAGES:
        loc = Localizer(lang)
        text = " ".join(loc.t(k) for k in ("game-title", "cave-name", "hazard-spiders", "card-relic")
                        if loc.has(k)) or lang
        try:
            loc.format_number(1234567)
            loc.plural_category(3)
            surf = chain.get(24).render(text, (255, 255, 255))
            if surf.get_width() == 0:
                problems.append(f"font: nothing drawn for {lang}")
        except (pygame.error, OSError, ValueError, LookupError, UnknownLocaleError) as exc:
            # a font that does not draw, a language babel's data (in the bundle) does not know
            problems.append(f"language {lang}: {exc!r}")
        missing = chain.missing(text)
        if missing:
            problems.append(f"font: {lang} lacks {''.join(sorted(missing))}")
    counts["languages"] = len(LANGUAGES)

    try:
        pygame.image.load(str(base / "assets" / "icon.png"))
    except (pygame.error, OSError) as exc:
        problems.append(f"icon: {exc}")
    for extra in ("assets/fonts/OFL.txt", "assets/icon.ico"):
        if not (base / extra).is_file():
            problems.append(f"{extra} is missing")

    problems += _network_check()
    counts["network"] = 1

    for p in problems:
        print(f"self-check: {p}")
    print(f"self-check: {'OK' if not problems else 'FAILED'} "
          + " ".join(f"{k}={v}" for k, v in counts.items())
          + f" base={base}")
    return 0 if not problems else 1



def _network_check() -> list[str]:
    """Network play and the tables on this network are in the bundle: asyncio, websockets (with
    ssl), and zeroconf, whose compiled modules' imports the build's analysis cannot see; a table's
    announcement is made and read back (no socket is opened)."""
    try:
        import websockets.asyncio.client  # noqa: F401
        import websockets.asyncio.server  # noqa: F401
        from zeroconf import ServiceInfo
        from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf  # noqa: F401

        import diamant.net.client  # noqa: F401
        import diamant.net.host  # noqa: F401
        from diamant.net import discovery
        from diamant.net.invite import Invite
    except ImportError as exc:
        return [f"network play: {exc!r}"]
    ad = discovery.TableAd("diamant", "self-check", 1, 2, Invite("diamant", ("127.0.0.1:9",)).code())
    info = ServiceInfo(discovery.SERVICE, f"self-check.{discovery.SERVICE}", port=9,
                       properties=discovery.encode_txt(ad))
    if discovery.decode_txt(info.properties) != ad:
        return ["network play: a table's announcement does not read back"]
    return []


def frozen_main() -> NoReturn:
    """The PyInstaller build's entry: the log and crash hooks, then ``diamant.cli.entry()``."""
    multiprocessing.freeze_support()  # a `simulate --jobs` worker of a frozen build starts here
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    crash.install(announce=False)
    if os.environ.get(SELF_CHECK_ENV):
        sys.exit(crash.guarded(self_check))
    probe = os.environ.get(PROBE_FILE_ENV)
    if probe:
        install_startup_probe(probe)
    entry()  # the console script's own path: diamant.crash.guarded(diamant.cli.main)
