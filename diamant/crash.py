"""The one crash path: an uncaught error is logged, written to a crash report, and shown.

    from diamant import crash
    crash.install()              # once, as early as possible; calling it again does nothing
    code = crash.guarded(main)   # main's exit code; an uncaught error gives EXIT_CRASH

This module *writes*: the log file (diamant.logfile, ``<data>/logs/diamant.log``; ``<data>`` is
``diamant.storage``'s data folder, so ``DIAMANT_HOME`` moves it too) and the crash report
``<data>/logs/crash-<time>.txt`` (traceback, version, platform). The game *shows* it: the app's
crash scene (``diamant/shell/scenes/crash.py``) is registered with :func:`set_presenter` while the
game's window is open. Every way the game starts goes through here: ``diamant.cli.entry`` (the
console script, ``python -m diamant``), ``diamant.frozen.frozen_main`` (the executable) and the
game's own loop (``diamant.main.run``) run their work in :func:`guarded`, and
:func:`install` points ``sys.excepthook`` and ``threading.excepthook`` at the same
:func:`report` (a worker thread's crash ends the process too: a dead worker would leave the game
hanging).

What the player sees: on the main thread with the game's window open, the crash scene; else, in a
windowed build (no console), the system's message box; on a console, the traceback and the report's
path on stderr. ``DIAMANT_NO_CRASH_DIALOG`` (or no display) turns the screen and the box off.
"""
from __future__ import annotations

import logging
import os
import platform
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from diamant import __version__
from diamant.logfile import LOG_NAME, flush_log, guard_streams, open_log

CRASH_FILES_KEPT = 10
EXIT_CRASH = 1
NO_DIALOG_ENV = "DIAMANT_NO_CRASH_DIALOG"

log = logging.getLogger("diamant.crash")

CRASH_TITLE = "Diamant"
CRASH_TEXT = ("Sorry, Diamant stopped because of an unexpected error.\n\n"
              "A report was saved in this file:\n{crash}\n\n"
              "The game's log is here:\n{log}\n\n"
              "If you tell the developers about the problem, please attach both files.")


@dataclass(frozen=True)
class CrashReport:
    """What a crash left behind, for whoever shows it."""

    crash_file: Path | None  # None: no folder at all was writable
    log_file: Path | None  # None: crash.install() was not called
    summary: str  # "ValueError: the deck caught fire"


#: shows a crash to the player; True when it was shown
Presenter = Callable[[CrashReport], bool]


class _State:
    installed = False
    announced = False
    log_dir: Path | None = None
    log_file: Path | None = None
    windowed = False
    exit_on_thread_error = True
    handler: logging.Handler | None = None
    reporting = False
    presenter: Presenter | None = None


_state = _State()


# --------------------------------------------------------------------------- where

def default_log_dir() -> Path:
    """``<data>/logs``: diamant.storage's data folder (honours DIAMANT_HOME), else the temp folder."""
    # only now: the command line starts without the storage package (and the engine behind it)
    from diamant.storage.paths import data_location
    try:
        return data_location() / "logs"
    except (OSError, RuntimeError) as exc:  # no home folder to be found
        folder = Path(tempfile.gettempdir()) / "Diamant" / "logs"
        log.warning("no data folder (%s): the log goes to %s", exc, folder)
        return folder


# --------------------------------------------------------------------------- install

def install(log_dir: str | Path | None = None, *, level: int = logging.INFO,
            windowed: bool | None = None, exit_on_thread_error: bool = True,
            announce: bool = True) -> Path:
    """Set up the log file, the stream guards and the exception hooks; returns the log file.

    Safe to call more than once: later calls only write the start line if none was written yet.
    ``windowed`` (default: sys.stdout or sys.stderr is None) decides whether a crash without the
    game's window shows the system's message box.
    """
    if _state.installed:
        if announce and not _state.announced:
            _announce()
        return _state.log_file  # type: ignore[return-value]
    was_missing = sys.stdout is None or sys.stderr is None
    _state.windowed = was_missing if windowed is None else bool(windowed)
    _state.exit_on_thread_error = exit_on_thread_error
    _state.log_dir = Path(log_dir) if log_dir is not None else default_log_dir()
    _state.log_file = _state.log_dir / LOG_NAME
    _state.handler = open_log(_state.log_dir, level=level, console=not _state.windowed)
    guard_streams()
    logging.captureWarnings(True)

    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    _state.installed = True
    if announce:
        _announce()
    return _state.log_file


def _announce() -> None:
    _state.announced = True
    log.info("%s", _describe_runtime().replace("\n", "; "))


def set_presenter(presenter: Presenter | None) -> Presenter | None:
    """Who shows a crash on the main thread (the game's crash scene while its window is open);
    None: nobody. Returns the one before."""
    before, _state.presenter = _state.presenter, presenter
    return before


def _describe_runtime() -> str:
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    return (f"Diamant {__version__} ({frozen})\n"
            f"Python {platform.python_version()} on {platform.platform()}\n"
            f"argv: {sys.argv!r}")


# --------------------------------------------------------------------------- writing

def _crash_dir() -> Path:
    return _state.log_dir if _state.log_dir is not None else default_log_dir()


def write_crash_file(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Write the crash report; its path, or None when no folder at all was writable."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    signature = crash_signature(exc_type, tb)
    text = (f"{_describe_runtime()}\n"
            f"{SIGNATURE_PREFIX}{signature}\n"
            f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n"
            f"thread: {thread_name or threading.current_thread().name}\n\n"
            + "".join(traceback.format_exception(exc_type, exc, tb)))
    for folder in (_crash_dir(), Path(tempfile.gettempdir()) / "Diamant"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}-{os.getpid()}.txt"
            path.write_text(text, encoding="utf-8")
        except OSError as err:
            log.warning("the crash report could not be written to %s (%s)", folder, err)
            continue
        _prune_crash_files(folder, path, signature)
        return path
    return None


#: the line of a crash report that says which failure it is (the same crash again replaces it)
SIGNATURE_PREFIX = "signature: "


def crash_signature(exc_type: type[BaseException] | None, tb: Any) -> str:
    """Which failure this is: the exception's type and the place it was raised (file and line
    of the innermost frame), the same every time the same bug crashes the game."""
    name = getattr(exc_type, "__name__", str(exc_type))
    frames = traceback.extract_tb(tb) if tb is not None else []
    if not frames:
        return name
    last = frames[-1]
    return f"{name} at {Path(last.filename).name}:{last.lineno}"


def _signature_of(report: Path) -> str | None:
    try:
        with report.open(encoding="utf-8", errors="replace") as f:
            for _ in range(8):  # the signature is among the first lines of the header
                line = f.readline()
                if line.startswith(SIGNATURE_PREFIX):
                    return line[len(SIGNATURE_PREFIX):].strip()
    except OSError:
        return None
    return None


def _prune_crash_files(folder: Path, new: Path | None = None, signature: str | None = None) -> None:
    """Keep the newest report of each failure and at most CRASH_FILES_KEPT in all: a crash that
    comes back again and again replaces its own earlier report instead of pushing the reports
    of other, older failures out."""
    try:
        files = sorted(folder.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime)
        for old in files if signature is not None else ():
            if old != new and _signature_of(old) == signature:
                old.unlink()
        files = [p for p in files if p.exists()]
        for old in files[:-CRASH_FILES_KEPT]:
            old.unlink()
    except OSError as err:
        log.info("old crash reports in %s were not pruned (%s)", folder, err)


def report(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Log an uncaught exception, write the crash report and tell the player. Never raises."""
    if _state.reporting:  # a crash while reporting a crash: keep it short
        return None
    _state.reporting = True
    try:
        where = f" in thread {thread_name}" if thread_name else ""
        log.critical("uncaught exception%s", where, exc_info=(exc_type, exc, tb))
        crash_file = write_crash_file(exc_type, exc, tb, thread_name)
        flush_log()
        if not _state.windowed and sys.stderr is not None:
            traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
            if crash_file is not None:
                print(f"diamant: crash report saved to {crash_file}", file=sys.stderr)
            sys.stderr.flush()
        summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
        show(CrashReport(crash_file, _state.log_file, summary))
        return crash_file
    except Exception:  # noqa: BLE001 - boundary: the top-level crash handler must never raise
        log.exception("reporting a crash failed; the process ends anyway")
        return None
    finally:
        _state.reporting = False


def _excepthook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    report(exc_type, exc, tb)
    # Python itself then ends the process with status 1.


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if issubclass(args.exc_type, SystemExit):
        return
    name = args.thread.name if args.thread is not None else None
    report(args.exc_type, args.exc_value, args.exc_traceback, thread_name=name)
    if _state.exit_on_thread_error:
        flush_log()
        os._exit(EXIT_CRASH)


def guarded(fn: Callable[..., Any], *args: Any) -> int:
    """Run ``fn(*args)`` and return its exit code; an uncaught exception is reported (log, crash
    file, message) and gives :data:`EXIT_CRASH`; Ctrl+C gives 130. SystemExit passes through."""
    try:
        code = fn(*args)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        return 130
    except BaseException:  # noqa: BLE001 - boundary: the top-level crash handler
        report(*sys.exc_info())
        return EXIT_CRASH
    return int(code or 0)


# --------------------------------------------------------------------------- showing

def _has_display() -> bool:
    driver = os.environ.get("SDL_VIDEODRIVER", "").lower()
    if driver in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    return True


def show(crash: CrashReport) -> bool:
    """Tell the player: the presenter (the game's crash scene) on the main thread, else the
    system's message box in a windowed build. False when nothing was shown."""
    if os.environ.get(NO_DIALOG_ENV) or not _has_display():
        return False
    presenter = _state.presenter
    if presenter is not None and threading.current_thread() is threading.main_thread():
        try:
            if presenter(crash):
                return True
        except Exception:  # noqa: BLE001 - boundary: the top-level crash handler; the window may be what broke
            log.exception("the crash scene could not be shown; the system's message box instead")
    if not _state.windowed and presenter is None:
        return False  # a console run: stderr said it
    return show_crash_message(crash.crash_file, crash.log_file)


def crash_texts(crash_file: Path | None, log_file: Path | None, loc: Any = None) -> tuple[str, str]:
    """Title and text of the message in the player's language (``loc``, else diamant.i18n's
    current language): ids ``error-title`` and ``error-body`` ($path) followed by the log's path;
    English when the words themselves fail."""
    crash_s = str(crash_file) if crash_file else "-"
    log_s = str(log_file) if log_file else "-"
    try:
        if loc is None:
            # only now: the command line starts without Fluent and Babel (0.09 s), most never crash
            from diamant.i18n import get_localizer
            loc = get_localizer()
        return loc.t("error-title"), f"{loc.t('error-body', path=crash_s)}\n\n{log_s}"
    except Exception:  # noqa: BLE001 - boundary: the top-level crash handler; the words may be what broke
        log.exception("the crash message could not be worded; English instead")
        return CRASH_TITLE, CRASH_TEXT.format(crash=crash_s, log=log_s)


def show_crash_message(crash_file: Path | None, log_file: Path | None) -> bool:
    """The system's message box (SDL) saying where the report is; False when it could not be
    shown (no display, disabled, no message boxes on this system)."""
    if os.environ.get(NO_DIALOG_ENV) or not _has_display():
        return False
    title, text = crash_texts(crash_file, log_file)
    import pygame  # only here: the crash handler works without pygame
    try:
        if pygame.display.get_init():  # a full-screen game window would hide the message
            pygame.display.quit()
        pygame.display.message_box(title, text, message_type="error", buttons=("OK",))
    except pygame.error as exc:
        log.warning("no message box could be shown (%s); the report is in %s", exc, crash_file)
        return False
    return True
