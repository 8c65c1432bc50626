"""The sizes the interface is laid out at: the canvas a window gets (the smallest layout size
below which the frame is scaled down) and the player's interface scale (Settings -> Interface
size), which multiplies the layout unit: at 1.5 a 16:9 window is 67 units across and 37.5 down
instead of 100 and 56.25, at 2.0 50 and 28."""
from __future__ import annotations

from typing import Any

from diamant.storage.settings import MAX_SCALE, MIN_SCALE

#: The smallest window the game lays out for. A smaller window (a small screen in full screen, a
#: window manager that ignores the minimum) shows the game laid out at this size, scaled down.
MIN_WINDOW = (960, 540)


def interface_scale(value: Any) -> float:
    """A scale the interface can take: 1.0 to 2.0 (anything else, as from an odd settings
    object, is brought into that range; not a number: 1.0)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 1.0
    if v != v:  # NaN
        return 1.0
    return min(MAX_SCALE, max(MIN_SCALE, v))


def canvas_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size the scenes lay out and draw at for a window of `window` pixels: the window's own
    size, or, below MIN_WINDOW, the smallest size of the window's shape that holds MIN_WINDOW."""
    w, h = max(1, int(window[0])), max(1, int(window[1]))
    k = max(MIN_WINDOW[0] / w, MIN_WINDOW[1] / h)
    if k <= 1.0:
        return w, h
    return max(MIN_WINDOW[0], round(w * k)), max(MIN_WINDOW[1], round(h * k))
