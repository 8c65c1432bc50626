"""Where text did not fit its box: every helper that has to squeeze or cut a string reports it.

The drawing goes on (a squeezed line is still readable); tests render every scene in every
language and fail on any report, so a translation that is too long is caught before players see it.
"""

from __future__ import annotations

import logging

overflows: list[tuple[str, str, int, int]] = []  # (how, text, needed px, available px)
_log = logging.getLogger("diamant.textfit")


def report(how: str, text: str, needed: int, available: int) -> None:
    overflows.append((how, text, needed, available))
    if len(overflows) > 1000:
        del overflows[:500]
    _log.debug("text does not fit (%s, %d > %d px): %r", how, needed, available, text)
