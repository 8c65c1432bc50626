"""The game's log file, and harmless stand-ins for the streams a windowed build lacks.

    from diamant import logfile
    handler = logfile.open_log(folder)   # <folder>/diamant.log, rotating, created at the first record

* The log rotates at 1 MB and keeps 3 old files; the folder is created when the first record is
  written, not before.
* :func:`guard_streams` replaces ``sys.stdout``/``sys.stderr`` when they are ``None`` (a windowed
  build has no console): stdout goes nowhere, stderr goes to the log, so a stray ``print`` never
  crashes the game.

diamant.crash sets both up (``crash.install``) together with the crash hooks.
"""
from __future__ import annotations

import io
import logging
import logging.handlers
import sys
from pathlib import Path
from types import FrameType

LOG_NAME = "diamant.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
LOG_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


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
            # a handler that fails reports through logging's own handleError, not here
            self.logger.log(self.level, "%s", line.rstrip())
        finally:
            self._busy = False

    def isatty(self) -> bool:
        return False


_HANDLER_CODES = {logging.StreamHandler.emit.__code__, logging.Handler.handleError.__code__}


def _from_logging_handler(depth: int = 8) -> bool:
    frame: FrameType | None = sys._getframe(2)
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


class _LazyRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file handler that creates its folder only when it first writes.

    A folder that cannot be written (read-only, full, a file in its place) is said once on
    stderr, and the log file is given up for this run: no traceback per log line."""

    failed = False

    def _open(self):  # noqa: ANN202 - logging's own signature
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()

    def emit(self, record: logging.LogRecord) -> None:
        if not self.failed:
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        if self.failed:
            return
        self.failed = True
        exc = sys.exc_info()[1]
        stream = sys.stderr
        if stream is not None and not isinstance(stream, LogWriter):
            try:
                stream.write(f"diamant: warning: the log file {self.baseFilename} cannot be "
                             f"written ({exc}); the game goes on without it\n")
            except (OSError, ValueError):
                pass


def open_log(folder: Path, *, level: int = logging.INFO, console: bool = True) -> logging.Handler:
    """Send the root logger's records of ``level`` and above to ``<folder>/diamant.log``; with
    ``console``, warnings still reach a real stderr as well. Returns the file's handler."""
    root = logging.getLogger()
    handler = _LazyRotatingFileHandler(folder / LOG_NAME, maxBytes=LOG_MAX_BYTES,
                                       backupCount=LOG_BACKUPS, encoding="utf-8", delay=True)
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    # With a handler on the root logger, logging's last-resort stderr output stops: keep warnings
    # visible on a real console, as before.
    if console and sys.stderr is not None and not any(
            isinstance(h, logging.StreamHandler) and not isinstance(h, logging.FileHandler)
            for h in root.handlers):
        stream = logging.StreamHandler()
        stream.setLevel(logging.WARNING)
        stream.setFormatter(logging.Formatter("%(levelname)s: %(name)s: %(message)s"))
        root.addHandler(stream)
    return handler


def flush_log() -> None:
    """Flush every handler of the root logger (before the process ends)."""
    for handler in logging.getLogger().handlers:
        try:
            handler.flush()
        except (OSError, ValueError):  # a closed or vanished stream
            pass
