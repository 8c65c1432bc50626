"""The theme's caches of drawn surfaces (texts, shapes, gradients, window backgrounds) and their
budgets: all sized for the current window, dropped when it changes."""
from __future__ import annotations

from diamant.ui.surfcache import SurfaceCache, set_total_budget


_text_cache = SurfaceCache(max_bytes=12 * 2**20, max_items=600, name="text")


_shape_cache = SurfaceCache(max_bytes=12 * 2**20, max_items=300, name="shapes")


# the panels' and buttons' gradients, only at the current window size (forget_sized() drops
# the rest when the window is resized)
_grad_cache = SurfaceCache(max_bytes=24 * 2**20, max_items=200, name="gradients")


#: the window's background art: the composed picture (no darkening) and darkened copies, at the
#: current window size only
_bg_cache = SurfaceCache(max_bytes=25 * 2**20, max_items=8, name="window backgrounds")
#: what all the other caches of surfaces may hold together, whatever the window's size
CACHES_BYTES = 32 * 2**20
#: above this many pixels the composed art is kept at half the size and scaled up once per
#: darkening (4K: 8 MB instead of 33 MB, and no 4K rasterising)
BG_HALF_ABOVE = 2560 * 1600


def _bg_base_size(sw: int, sh: int) -> tuple[int, int]:
    return ((sw + 1) // 2, (sh + 1) // 2) if sw * sh > BG_HALF_ABOVE else (sw, sh)


def fit_budgets(size: tuple[int, int]) -> None:
    """Size the background cache for a window of `size`: the composed art and at least one
    darkened copy (up to 1080p: two or more; 4K: one, 42 MB in all). A scene that keeps its own
    background layer (the title, the expedition) asks for it with keep=False."""
    bw, bh = _bg_base_size(*size)
    _bg_cache.max_bytes = max(25 * 2**20, (bw * bh + size[0] * size[1]) * 4 + 2**20)
    set_total_budget(CACHES_BYTES + _bg_cache.max_bytes)  # every cache together (4K: 75 MB)


def forget_sized() -> None:
    """Drop every cached text, shape and background: they were drawn for another window size (or
    language), and would only age out of the caches while new ones are made."""
    _text_cache.clear()
    _shape_cache.clear()
    _grad_cache.clear()
    _bg_cache.clear()
