"""The game's log file and crash report (most useful in the double-click build).

    from diamant import crash
    crash.install()        # once, as early as possible; calling it again does nothing

What :func:`install` does:

* logs to a rotating file ``<data>/logs/diamant.log`` (1 MB x 4 files; ``<data>`` is
  ``diamant.storage.data_dir()``, so ``DIAMANT_HOME`` moves it too). The file is created at the
  first log record, not before.
* replaces ``sys.stdout``/``sys.stderr`` when they are ``None`` (a windowed build has no console):
  stdout goes nowhere, stderr goes to the log, so a stray ``print`` never crashes the game.
* ``sys.excepthook`` and ``threading.excepthook``: an uncaught exception is written to the log and
  to a crash file ``<data>/logs/crash-<time>.txt`` (traceback, version, platform). In a windowed
  build a message box tells the player where that file is. The process then ends with a non-zero
  code (for a worker thread too: a dead worker would leave the game hanging).

The build's entry (``frozen_main``, the self-check, the start-up probe) is diamant.frozen.
"""
from __future__ import annotations

import io
import logging
import logging.handlers
import os
import platform
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any, Callable

LOG_NAME = "diamant.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
CRASH_FILES_KEPT = 10
EXIT_CRASH = 1
NO_DIALOG_ENV = "DIAMANT_NO_CRASH_DIALOG"

log = logging.getLogger("diamant.crash")

CRASH_TITLE = "Diamant"
CRASH_TEXT = ("Sorry, Diamant stopped because of an unexpected error.\n\n"
              "A report was saved in this file:\n{crash}\n\n"
              "The game's log is here:\n{log}\n\n"
              "If you tell the developers about the problem, please attach both files.")


class _State:
    installed = False
    announced = False
    log_dir: Path | None = None
    log_file: Path | None = None
    windowed = False
    exit_on_thread_error = True
    handler: logging.Handler | None = None
    reporting = False


_state = _State()


# --------------------------------------------------------------------------- where

def default_log_dir() -> Path:
    """``<data>/logs``: diamant.storage's data folder (honours DIAMANT_HOME), else platformdirs."""
    try:
        from diamant.storage.paths import data_location
        return data_location() / "logs"
    except Exception:  # noqa: BLE001 - storage broken or missing: still log somewhere sensible
        try:
            import platformdirs
            return Path(platformdirs.user_data_dir("Diamant", appauthor=False)) / "logs"
        except Exception:  # noqa: BLE001
            import tempfile
            return Path(tempfile.gettempdir()) / "Diamant" / "logs"


def log_path() -> Path | None:
    """The log file in use (None before :func:`install`)."""
    return _state.log_file


# --------------------------------------------------------------------------- streams

class NullWriter(io.TextIOBase):
    """A text stream that swallows everything (stdout of a windowed build)."""

    def writable(self) -> bool:
        return True

    def write(self, s: str) -> int:
        return len(s)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


class LogWriter(io.TextIOBase):
    """A text stream that sends whole lines to a logger (stderr of a windowed build)."""

    def __init__(self, logger: logging.Logger, level: int = logging.WARNING):
        super().__init__()
        self.logger = logger
        self.level = level
        self._buffer = ""
        self._busy = False

    def writable(self) -> bool:
        return True

    def write(self, s: str) -> int:
        if self._busy or _from_logging_handler():
            # logging reporting on stderr (a StreamHandler someone pointed at stderr, or a failed
            # handler): that record reached the log file already; do not log it twice or loop
            return len(s)
        self._buffer += s
        while "\n" in self._buffer:
            line, self._buffer = self._buffer.split("\n", 1)
            self._emit(line)
        return len(s)

    def flush(self) -> None:
        if self._buffer:
            line, self._buffer = self._buffer, ""
            self._emit(line)

    def _emit(self, line: str) -> None:
        if not line.strip():
            return
        self._busy = True
        try:
            self.logger.log(self.level, "%s", line.rstrip())
        except Exception:  # noqa: BLE001
            pass
        finally:
            self._busy = False

    def isatty(self) -> bool:
        return False


_HANDLER_CODES = {logging.StreamHandler.emit.__code__, logging.Handler.handleError.__code__}


def _from_logging_handler(depth: int = 8) -> bool:
    frame = sys._getframe(2)
    for _ in range(depth):
        if frame is None:
            return False
        if frame.f_code in _HANDLER_CODES:
            return True
        frame = frame.f_back
    return False


def guard_streams() -> bool:
    """Give ``sys.stdout``/``sys.stderr`` a harmless stand-in where they are None.

    Returns True when at least one was missing (that is: a windowed build).
    """
    missing = False
    if sys.stdout is None:
        sys.stdout = NullWriter()
        missing = True
    if sys.stderr is None:
        sys.stderr = LogWriter(logging.getLogger("diamant.stderr"))
        missing = True
    return missing


# --------------------------------------------------------------------------- the log file

class _LazyRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file handler that creates its folder only when it first writes."""

    def _open(self):  # noqa: ANN202 - logging's own signature
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()


def install(log_dir: str | Path | None = None, *, level: int = logging.INFO,
            windowed: bool | None = None, exit_on_thread_error: bool = True,
            announce: bool = True) -> Path:
    """Set up the log file, the stream guards and the exception hooks; returns the log file.

    Safe to call more than once: later calls only write the start line if none was written yet.
    ``windowed`` (default: sys.stdout or sys.stderr is None) decides whether a crash shows a
    message box.
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

    root = logging.getLogger()
    handler = _LazyRotatingFileHandler(_state.log_file, maxBytes=LOG_MAX_BYTES,
                                       backupCount=LOG_BACKUPS, encoding="utf-8", delay=True)
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    root.addHandler(handler)
    _state.handler = handler
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    # With a handler on the root logger, logging's last-resort stderr output stops: keep warnings
    # visible on a real console, as before.
    if not _state.windowed and sys.stderr is not None and not any(
            isinstance(h, logging.StreamHandler) and not isinstance(h, logging.FileHandler)
            for h in root.handlers):
        console = logging.StreamHandler()
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s: %(name)s: %(message)s"))
        root.addHandler(console)
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


def uninstall() -> None:
    """Undo :func:`install` (tests)."""
    if not _state.installed:
        return
    if _state.handler is not None:
        logging.getLogger().removeHandler(_state.handler)
        _state.handler.close()
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__
    _state.installed = False
    _state.announced = False
    _state.handler = None


def _describe_runtime() -> str:
    try:
        from diamant import __version__ as version
    except Exception:  # noqa: BLE001
        version = "?"
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    return (f"Diamant {version} ({frozen})\n"
            f"Python {platform.python_version()} on {platform.platform()}\n"
            f"argv: {sys.argv!r}")


# --------------------------------------------------------------------------- crashes

def _crash_dir() -> Path:
    return _state.log_dir if _state.log_dir is not None else default_log_dir()


def write_crash_file(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Write the crash report; its path, or None when no folder at all was writable."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    text = (f"{_describe_runtime()}\n"
            f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n"
            f"thread: {thread_name or threading.current_thread().name}\n\n"
            + "".join(traceback.format_exception(exc_type, exc, tb)))
    import tempfile
    for folder in (_crash_dir(), Path(tempfile.gettempdir()) / "Diamant"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"crash-{stamp}-{os.getpid()}.txt"
            path.write_text(text, encoding="utf-8")
            _prune_crash_files(folder)
            return path
        except OSError:
            continue
    return None


def _prune_crash_files(folder: Path) -> None:
    try:
        files = sorted(folder.glob("crash-*.txt"), key=lambda p: p.stat().st_mtime)
        for old in files[:-CRASH_FILES_KEPT]:
            old.unlink()
    except OSError:
        pass


def report(exc_type, exc, tb, thread_name: str | None = None) -> Path | None:
    """Log an uncaught exception, write the crash file and tell the player. Never raises."""
    if _state.reporting:  # a crash while reporting a crash: keep it short
        return None
    _state.reporting = True
    try:
        where = f" in thread {thread_name}" if thread_name else ""
        try:
            log.critical("uncaught exception%s", where, exc_info=(exc_type, exc, tb))
        except Exception:  # noqa: BLE001
            pass
        crash_file = write_crash_file(exc_type, exc, tb, thread_name)
        flush_log()
        if _state.windowed:
            show_crash_message(crash_file, _state.log_file)
        else:
            try:
                traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
                if crash_file is not None:
                    print(f"diamant: crash report saved to {crash_file}", file=sys.stderr)
                sys.stderr.flush()
            except Exception:  # noqa: BLE001
                pass
        return crash_file
    except Exception:  # noqa: BLE001
        return None
    finally:
        _state.reporting = False


def flush_log() -> None:
    for handler in logging.getLogger().handlers:
        try:
            handler.flush()
        except Exception:  # noqa: BLE001
            pass


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
    except BaseException:  # noqa: BLE001 - the whole point
        report(*sys.exc_info())
        return EXIT_CRASH
    return int(code or 0)


# --------------------------------------------------------------------------- the message

def _localizer():
    """The running game's Localizer (its language), else the current one of diamant.i18n."""
    app_mod = sys.modules.get("diamant.app.app")
    app = getattr(getattr(app_mod, "App", None), "current", None)
    loc = getattr(app, "loc", None)
    if loc is not None:
        return loc
    from diamant.i18n import get_localizer
    return get_localizer()


def crash_texts(crash_file: Path | None, log_file: Path | None) -> tuple[str, str]:
    """Title and text of the message in the player's language: ids ``crash-title`` and
    ``crash-message`` ($crash, $log) if the locales have them, else the shell's ``error-title`` and
    ``error-body`` ($path) followed by the log's path; English when the words themselves fail."""
    crash_s = str(crash_file) if crash_file else "-"
    log_s = str(log_file) if log_file else "-"
    title, text = CRASH_TITLE, CRASH_TEXT.format(crash=crash_s, log=log_s)
    try:
        loc = _localizer()
        if loc.has("crash-message"):
            text = loc.t("crash-message", crash=crash_s, log=log_s)
        elif loc.has("error-body"):
            text = f"{loc.t('error-body', path=crash_s)}\n\n{log_s}"
        for key in ("crash-title", "error-title"):
            if loc.has(key):
                title = loc.t(key)
                break
    except Exception:  # noqa: BLE001 - the words may be what broke
        pass
    return title, text


def _has_display() -> bool:
    driver = os.environ.get("SDL_VIDEODRIVER", "").lower()
    if driver in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    return True


def show_crash_message(crash_file: Path | None, log_file: Path | None) -> bool:
    """Tell the player where the report is: a native message box (SDL), else a small pygame
    window with an OK button. False when nothing could be shown (no display, disabled)."""
    if os.environ.get(NO_DIALOG_ENV) or not _has_display():
        return False
    title, text = crash_texts(crash_file, log_file)
    try:
        import pygame
        try:  # a full-screen game window would hide the message
            if pygame.display.get_init():
                pygame.display.quit()
        except Exception:  # noqa: BLE001
            pass
        pygame.display.message_box(title, text, message_type="error", buttons=("OK",))
        return True
    except Exception:  # noqa: BLE001 - no native boxes here: draw one
        pass
    try:
        return _pygame_message_window(title, text)
    except Exception:  # noqa: BLE001
        return False


def _pygame_message_window(title: str, text: str) -> bool:
    import pygame

    pygame.display.init()
    pygame.font.init()
    try:  # the game's fonts (every script of every language), else pygame's own
        from diamant.app.fonts import default_chain
        chain_font = default_chain().get(18)

        class _Font:
            size = staticmethod(chain_font.size)
            get_linesize = staticmethod(chain_font.get_linesize)
            wrap = staticmethod(chain_font.wrap)  # breaks Japanese lines too

            @staticmethod
            def render(text, _aa, colour):
                return chain_font.render(text, colour)
        font: Any = _Font()
    except Exception:  # noqa: BLE001
        font = pygame.font.Font(None, 22)
    width = 640
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if hasattr(font, "wrap"):
            lines.extend(font.wrap(paragraph, width - 40) or [""])
            continue
        words, line = paragraph.split(" "), ""
        for word in words:
            probe = f"{line} {word}".strip()
            if font.size(probe)[0] > width - 40 and line:
                lines.append(line)
                line = word
            else:
                line = probe
        lines.append(line)
    line_h = font.get_linesize()
    height = 40 + line_h * len(lines) + 70
    screen = pygame.display.set_mode((width, height))
    pygame.display.set_caption(title)
    button = pygame.Rect(width // 2 - 50, height - 55, 100, 36)
    clock = pygame.time.Clock()
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE,
                                                             pygame.K_SPACE, pygame.K_KP_ENTER):
                return True
            if event.type == pygame.MOUSEBUTTONUP and button.collidepoint(event.pos):
                return True
        screen.fill((44, 32, 24))
        for i, line in enumerate(lines):
            screen.blit(font.render(line, True, (246, 234, 210)), (20, 20 + i * line_h))
        pygame.draw.rect(screen, (240, 196, 80), button, border_radius=6)
        label = font.render("OK", True, (30, 20, 10))
        screen.blit(label, label.get_rect(center=button.center))
        pygame.display.flip()
        clock.tick(30)
