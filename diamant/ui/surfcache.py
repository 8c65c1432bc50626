"""An LRU cache of surfaces bounded by the memory they hold (and by count).

Every cache of surfaces in the app is one of these, so all of them are bounded by bytes, and
:func:`caches` lists them (with their names) for the memory benchmark and the tests. Together
they are bounded too: when all the caches hold more than :func:`total_budget` bytes, the entries
used longest ago, in whichever cache, go first (each cache alone may be under its own bound,
yet at 4K all of them full would be 170 MB).
"""

from __future__ import annotations

import itertools
import weakref
from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

_ALL: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()
_clock = itertools.count()  # the order of every use, in every cache
#: what all the caches may hold together (bytes); see set_total_budget()
_budget = [96 * 2**20]


def surface_bytes(surf: Any) -> int:
    """The pixel bytes of a surface (or of a list/tuple of surfaces)."""
    if isinstance(surf, (list, tuple)):
        return sum(surface_bytes(s) for s in surf)
    return surf.get_width() * surf.get_height() * max(1, surf.get_bytesize())


def caches() -> list["SurfaceCache"]:
    """Every live SurfaceCache."""
    return list(_ALL)


def total_bytes() -> int:
    """The pixel bytes every live cache holds."""
    return sum(c.bytes for c in list(_ALL))


def total_budget() -> int:
    return _budget[0]


def set_total_budget(max_bytes: int) -> None:
    """Bound what all the caches hold together (the app sizes it for its window) and drop the
    oldest entries at once if they hold more."""
    _budget[0] = int(max_bytes)
    _trim_all()


def _trim_all(keep: "SurfaceCache | None" = None, room: int = 0) -> None:
    """Drop the entries used longest ago, whichever cache holds them, until all the caches
    together are within the budget, with `room` bytes to spare (the newest entry of `keep`,
    just stored, stays)."""
    live = [c for c in list(_ALL) if c._items]
    total = sum(c.bytes for c in live)
    while total + room > _budget[0]:
        oldest = None
        for c in live:
            if c._items and not (c is keep and len(c._items) == 1):
                tick = c._ticks[next(iter(c._items))]
                if oldest is None or tick < oldest[0]:
                    oldest = (tick, c)
        if oldest is None:
            return
        _key, surf = oldest[1].popitem(last=False)
        total -= surface_bytes(surf)


class SurfaceCache:
    """Oldest-used entries go first once `max_bytes` or `max_items` is passed.

    Window resizes create surfaces at every new size: bounding by bytes keeps a window dragged
    through a hundred sizes from holding a hundred full-screen backgrounds.
    """

    def __init__(self, max_bytes: int, max_items: int = 100_000, name: str = "") -> None:
        self.name = name
        self.max_bytes = max_bytes
        self.max_items = max_items
        self.bytes = 0
        self._items: "OrderedDict[Hashable, pygame.Surface]" = OrderedDict()
        self._ticks: dict[Hashable, int] = {}  # when each entry was last used (for _trim_all)
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            self._ticks[key] = next(_clock)
        return surf

    def __getitem__(self, key: Hashable) -> pygame.Surface:
        surf = self.get(key)
        if surf is None:
            raise KeyError(key)
        return surf

    def __setitem__(self, key: Hashable, surf: pygame.Surface) -> None:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surf
        self._ticks[key] = next(_clock)
        self.bytes += surface_bytes(surf)
        items = self._items
        while len(items) > 1 and (self.bytes > self.max_bytes or len(items) > self.max_items):
            self.popitem(last=False)
        _trim_all(keep=self)

    def make_room(self, nbytes: int) -> None:
        """Before a new entry of `nbytes` is made: drop what it would push out anyway, so the
        old and the new are never held together (a window background at 4K: 33 MB)."""
        while self._items and self.bytes + nbytes > self.max_bytes:
            self.popitem(last=False)
        _trim_all(room=nbytes)

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.get(key)
        if surf is None:
            surf = make()
            self[key] = surf
        return surf

    def values(self):
        return self._items.values()

    def keys(self):
        return self._items.keys()

    def discard(self, key: Hashable) -> None:
        """Drop `key` if it is there."""
        surf = self._items.pop(key, None)
        if surf is not None:
            self.bytes -= surface_bytes(surf)
            del self._ticks[key]

    def clear(self) -> None:
        self._items.clear()
        self._ticks.clear()
        self.bytes = 0

    # OrderedDict-compatible bits used by older call sites
    def popitem(self, last: bool = True):
        key, surf = self._items.popitem(last=last)
        self.bytes -= surface_bytes(surf)
        del self._ticks[key]
        return key, surf

    def move_to_end(self, key: Hashable) -> None:
        self._items.move_to_end(key)
        self._ticks[key] = next(_clock)
