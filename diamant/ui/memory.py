"""The C allocator, tuned for a game that makes and drops big surfaces.

glibc's malloc serves a big block (a window-sized surface) with its own mmap and gives it back
when it is freed, but then raises its threshold for the next ones (up to 32 MB): from then on,
surfaces of a few MB come from the heap, and freed heap memory mostly stays with the process.
Measured: 20 surfaces of 4 MB freed after one 33 MB surface was freed leave the process 76 MB
bigger; a monkey run through window sizes grew by hundreds of MB that way. A fixed
threshold keeps every block of 256 KB or more in its own mapping, returned when it is freed.

Only on Linux with glibc, and not when the player set ``MALLOC_MMAP_THRESHOLD_`` themselves.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import sys
from typing import Any

log = logging.getLogger(__name__)

M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
MMAP_THRESHOLD = 256 * 1024

_done = False
_trim: list[Any] = [None]  # glibc's malloc_trim, once looked up (False: none)


def tune_allocator() -> bool:
    """Fix glibc's mmap threshold (once per process). True when it was set."""
    global _done
    if _done:
        return True
    if not sys.platform.startswith("linux") or "MALLOC_MMAP_THRESHOLD_" in os.environ:
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError) as exc:  # musl or another C library: nothing to tune
        log.debug("allocator not tuned: %s", exc)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    _done = bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    log.debug("glibc mmap threshold fixed at %d bytes: %s", MMAP_THRESHOLD, _done)
    return _done


def give_back() -> None:
    """Return the C heap's free pages to the system (glibc's malloc_trim): after a scene left or
    the window changed size, the small surfaces and buffers freed leave holes in the heap that
    would otherwise stay in the process (measured: 10-15 MB at 4K). A few milliseconds."""
    if _trim[0] is None:
        _trim[0] = False
        if sys.platform.startswith("linux"):
            try:
                fn = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
                fn.argtypes = (ctypes.c_size_t,)
                fn.restype = ctypes.c_int
                _trim[0] = fn
            except (OSError, AttributeError) as exc:  # not glibc: nothing to trim
                log.debug("no malloc_trim: %s", exc)
    if _trim[0]:
        _trim[0](0)
