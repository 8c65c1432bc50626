"""Effects that hang off the table model's changes: sounds, the shake, the scattered gems.

`TableEffects` listens to a `TableModel` (diamant.games.diamant.screens.table_model) and plays what its signals ask
for. It never changes what the model shows; turn it off (or build a model without it: the replay
viewer's seek, a test) and the table shows the same state, only quieter and stiller.
"""
from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from diamant.ui.anim import Animator, Tween
from diamant.ui.particles import ParticleSystem, spark_surface
from diamant.ui.surfcache import SurfaceCache
from diamant.games.diamant.engine.words import hazard_name
from diamant.games.diamant.screens.sounds import gem_sound_for
from diamant.games.diamant.screens.table_model import TableModel, split_gems
from diamant.games.diamant.screens.table_view import TableView

__all__ = ["CAPTIONS", "SOUNDS", "TableEffects"]

log = logging.getLogger(__name__)

# the model's sound cues -> the sound played (diamant.ui.audio names)
SOUNDS = {
    "card-flip": "card-flip",
    "hazard-warning": "hazard-warning",
    "disaster": "disaster",
    "leave": "leave",
    "relic": "relic",
    "round-end": "round-end",
}

# the sounds that tell something the table does not say at a glance -> their caption's words
# (shown when the player turned captions on): a trap's first card (the next one of its kind is
# fatal), the second (everyone in the cave flees), the expedition's end. A card turned, gems, a
# relic, explorers walking home are seen where they happen.
CAPTIONS = {
    "hazard-warning": "caption-trap",
    "disaster": "caption-disaster",
    "round-end": "caption-expedition-over",
}

SHAKE_TIME = 0.9  # seconds the table shakes after a disaster
SPARK_COLOUR = (255, 150, 60)
# the gems scattered by a disaster, in table units per second
GEM_SPEED = 45
GEM_GRAVITY = 90
SPARK_SPEED = 40


class TableEffects:
    """Sounds, shake and particles for one table (see the module docstring)."""

    def __init__(self, app: Any, model: TableModel, view: TableView) -> None:
        self.app = app
        self.model = model
        self.view = view
        self.particles = ParticleSystem(seed=7)
        view.particles = self.particles
        self.anim = Animator(1.0)
        self._cache = SurfaceCache(max_bytes=4 * 2**20, max_items=64, name="table effects")
        model.listen(self.on_change)

    # ------------------------------------------------------------------ signals
    def on_change(self, kind: str, instant: bool = False, **data: Any) -> None:
        if kind == "sound":
            if not instant:
                self._sound(data["name"], data.get("count"))
                self._caption(data["name"], data.get("hazard"))
        elif kind == "disaster":
            if self.model.reduced_motion:
                return
            if instant:
                return  # shown at once (a skip, a jump of the replay): no shake, no gems in the air
            self.view.shake = 1.0
            self.anim.add(Tween(self.view, "shake", 1.0, 0.0, SHAKE_TIME, ease="out_quad"))
            lay = self.view.layout()
            for s, lost in zip(data["seats"], data["lost"]):
                if lost:
                    self._scatter(lay, s, lost)
        elif kind == "reset":
            self.anim.clear()
            self.view.shake = 0.0
            if data.get("jump"):
                self.particles.clear()

    def update(self, dt: float) -> None:
        speed = self.model.speed
        self.anim.speed = speed if speed > 0 else 1.0
        self.anim.update(dt)
        if not (self.model.reduced_motion and self.particles.alive):
            self.particles.update(dt * (speed if speed > 0 else 1.0))
        else:
            self.particles.clear()

    # ------------------------------------------------------------------ sound
    def _sound(self, cue: str, count: int | None = None) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is None:
            return
        if cue == "gems":
            clink = gem_sound_for(count or 0)  # more gems, a fuller and louder sound
            if clink is not None:
                audio.play(*clink)
            return
        name = SOUNDS.get(cue)
        if name is not None:
            audio.play(name)

    def _caption(self, cue: str, hazard: str | None) -> None:
        key = CAPTIONS.get(cue)
        captions = getattr(self.app, "captions", None)
        if key is None or captions is None:
            return
        args = {"hazard": hazard_name(self.app.loc, hazard, self.view.theme)} if hazard else {}
        captions.show(self.app.t(key, **args))

    @property
    def moving(self) -> bool:
        return bool(self.anim.busy) or self.particles.alive

    # ------------------------------------------------------------------ particles
    def _scatter(self, lay, s: int, lost: int) -> None:
        x, y = self.view._carried_anchor(lay, s)
        g = lay.gem
        d, r = split_gems(lost)
        n_d, n_r = min(d, 8), min(r + max(0, d - 8) * 2, 10)
        ruby = self._gem_frames("ruby", g)
        dia = self._gem_frames("diamond", g)
        floor = lay.cave_band.bottom - g
        common = dict(speed=lay.u * GEM_SPEED, angle=-math.pi / 2, spread=math.pi * 1.3,
                      life=(0.9, 1.5), gravity=lay.u * GEM_GRAVITY, drag=0.6, floor=floor)
        self.particles.burst((x, y), [ruby], n_r + 2, **common)
        self.particles.burst((x, y), [dia], n_d, **common)
        spark = [[spark_surface(max(2, g // 3), SPARK_COLOUR)]]
        self.particles.burst((x, y), spark, 6, speed=lay.u * SPARK_SPEED, life=(0.2, 0.45), drag=3.0,
                             additive=True)

    def _gem_frames(self, kind: str, g: int) -> list[pygame.Surface]:
        key = (kind, g)
        frames: list[pygame.Surface] | None = self._cache.get(key)  # type: ignore[assignment]  # a list of frames: the cache sizes lists too
        if frames is None:
            art = self.view.art
            frames = [art.get(kind, (max(3, round(g * k)), max(3, round(g * k))))
                      for k in (1.0, 0.85, 0.7)]
            self._cache[key] = frames  # type: ignore[assignment]  # a list of frames, as above
        return frames
