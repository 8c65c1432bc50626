"""An LRU cache of surfaces bounded by the memory they hold (and by count).

Every cache of surfaces in the app is one of these, so all of them are bounded by bytes, and
:func:`caches` lists them (with their names) for the memory benchmark and the tests.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

_ALL: "weakref.WeakSet[SurfaceCache]" = weakref.WeakSet()


def surface_bytes(surf: Any) -> int:
    """The pixel bytes of a surface (or of a list/tuple of surfaces)."""
    if isinstance(surf, (list, tuple)):
        return sum(surface_bytes(s) for s in surf)
    return surf.get_width() * surf.get_height() * max(1, surf.get_bytesize())


def caches() -> list["SurfaceCache"]:
    """Every live SurfaceCache."""
    return list(_ALL)


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
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
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
        self.bytes += surface_bytes(surf)
        items = self._items
        while len(items) > 1 and (self.bytes > self.max_bytes or len(items) > self.max_items):
            _, dropped = items.popitem(last=False)
            self.bytes -= surface_bytes(dropped)

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

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    # OrderedDict-compatible bits used by older call sites
    def popitem(self, last: bool = True):
        key, surf = self._items.popitem(last=last)
        self.bytes -= surface_bytes(surf)
        return key, surf

    def move_to_end(self, key: Hashable) -> None:
        self._items.move_to_end(key)
