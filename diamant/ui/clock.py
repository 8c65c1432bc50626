"""Where the app reads the time: one object, injected, so a tool can run the app on virtual time.

The app reads the time through ``App.timesource`` (a double click's interval, the wall time a game
started and ended). The game uses :class:`SystemClock`; the monkey tester (diamant_dev) passes its
own clock, which advances only with its steps, and nothing else in the process is patched.
"""
from __future__ import annotations

import datetime as _dt
import time
from typing import Protocol


class Clock(Protocol):
    def monotonic(self) -> float:
        """Seconds for measuring intervals (never goes back)."""

    def now(self) -> _dt.datetime:
        """The local wall time, with its time zone (for records)."""


class SystemClock:
    """The real time."""

    def monotonic(self) -> float:
        return time.monotonic()

    def now(self) -> _dt.datetime:
        return _dt.datetime.now().astimezone()
