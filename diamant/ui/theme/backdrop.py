"""The window's background (the cave art, darkened, with a vignette) and still layers: a scene's
background and panels drawn once per window size."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from diamant.ui.theme.tokens import BG
from diamant.ui.theme.caches import _bg_base_size, _bg_cache
from diamant.ui.theme.shapes import _shade, panel

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


# --------------------------------------------------------------------------- background
def background(surface: pygame.Surface, app: "App", darken: int = 0, *, keep: bool = True) -> None:
    """The cave background art covering the whole surface (cropped, never stretched), with a
    vignette; ``darken`` 0..255 dims it further. ``keep=False``: drawn into a layer the caller
    keeps itself, so not kept here too (a full window: 33 MB at 4K)."""
    sw, sh = surface.get_size()
    key = ("bg", sw, sh, darken)
    cached = _bg_cache.get(key)
    if cached is None:
        base = _background_base(app, sw, sh)
        if not keep:  # the scene on top keeps its own layer: the darkened copies of the scenes
            for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:  # below are made anew
                _bg_cache.discard(old)
        if base.get_size() != (sw, sh) and not keep and _scale_into(base, surface):
            if darken:  # a big window, a layer the caller keeps: scaled straight into it
                _shade(surface, (10, 6, 4, darken))
            return
        if keep:  # the older darkenings this one would push out go first (not the art)
            need = sw * sh * 4
            for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:
                if _bg_cache.bytes + need <= _bg_cache.max_bytes:
                    break
                _bg_cache.discard(old)
            _bg_cache.make_room(need)
        if base.get_size() != (sw, sh):  # a big window: the art was composed at half the size
            cached = pygame.transform.smoothscale(base, (sw, sh))
        elif darken and keep:
            cached = base.copy()
        else:
            cached = base
        if darken:
            if cached is base:
                surface.blit(base, (0, 0))
                _shade(surface, (10, 6, 4, darken))
                return
            _shade(cached, (10, 6, 4, darken))
        if keep and cached is not base:
            _bg_cache[key] = cached
    surface.blit(cached, (0, 0))


class StillLayer:
    """A scene's still picture: the cave background, darkened, with translucent panels at fixed
    places. Made once per window size and set of panels, then blitted each frame (drawing the
    art and the panels again every frame cost a table scene a few ms a frame)."""

    def __init__(self, darken: int = 40) -> None:
        self.darken = darken
        self._key: tuple | None = None
        self._surf: pygame.Surface | None = None

    def get(self, app: "App", size: tuple[int, int],
            panels: Sequence[tuple[pygame.Rect, int]]) -> pygame.Surface:
        """The layer for a window of ``size`` with ``panels`` = [(rect, alpha), ...] (a panel
        of no height is left out)."""
        key = (tuple(size), tuple((tuple(r), a) for r, a in panels))
        if self._surf is None or self._key != key:
            self._surf = None  # the old picture goes before the new one is made
            surf = layer_surface(size)
            background(surf, app, darken=self.darken, keep=False)  # this layer is kept instead
            for rect, alpha in panels:
                if rect.width > 0 and rect.height > 0:
                    panel(surf, app, rect, alpha=alpha)
            self._surf, self._key = surf, key
        return self._surf

    def forget(self) -> None:
        """Let the picture go (the scene is covered: a window-sized layer is 33 MB at 4K)."""
        self._surf = self._key = None


def layer_surface(size: tuple[int, int]) -> pygame.Surface:
    """A new window-sized surface for a layer that a scene keeps, with the background drawn
    into it (background(keep=False)). The darkened backgrounds of the scenes below go first:
    the layer replaces them (the settings' over a game whose layer comes back when they close:
    both were held for a moment, +33 MB at 4K); the composed art stays."""
    for old in [k for k in _bg_cache.keys() if k[0] == "bg"]:
        _bg_cache.discard(old)
    return pygame.Surface(size)


def _scale_into(small: pygame.Surface, surface: pygame.Surface) -> bool:
    """Scale `small` up over the whole of `surface` without a surface-sized copy (33 MB at 4K);
    False when their pixel formats differ (then nothing was drawn)."""
    if small.get_bitsize() != surface.get_bitsize() or small.get_masks() != surface.get_masks():
        return False
    try:
        pygame.transform.smoothscale(small, surface.get_size(), surface)
    except (ValueError, pygame.error):
        return False
    return True


def _background_base(app: "App", sw: int, sh: int) -> pygame.Surface:
    """The art and vignette composed for one window size, not darkened (one size kept); at half
    the size for a big window (see BG_HALF_ABOVE)."""
    key = ("bgbase", sw, sh)
    base = _bg_cache.get(key)
    if base is None:
        for old in [k for k in _bg_cache.keys() if k[0] == "bgbase"]:
            _bg_cache.discard(old)
        bw, bh = _bg_base_size(sw, sh)
        aspect = app.art.aspect("background") or 16 / 9
        if bw / bh > aspect:
            w, h = bw, math.ceil(bw / aspect)
        else:
            w, h = math.ceil(bh * aspect), bh
        base = pygame.Surface((bw, bh))
        base.fill(BG)
        # the art raster is not kept: the composed picture is
        base.blit(app.art.get("background", (w, h), keep=False), ((bw - w) // 2, (bh - h) // 2))
        base.blit(_vignette((bw, bh)), (0, 0))
        _bg_cache[key] = base
    return base


def _vignette(size: tuple[int, int]) -> pygame.Surface:
    n = 64
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            dx, dy = (x + 0.5) / n * 2 - 1, (y + 0.5) / n * 2 - 1
            d = min(1.0, math.hypot(dx, dy) / 1.35)
            small.set_at((x, y), (0, 0, 0, round(200 * d ** 2.2)))
    return pygame.transform.smoothscale(small, size)
