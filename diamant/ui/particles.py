"""Particles: scattered gems, sparks and dust. Cheap enough for hundreds at 60 fps.

Every particle draws a pre-made surface (no per-frame rasterising or rotation). Sizes are picked
from a few pre-scaled variants so shrinking a gem costs nothing at draw time.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Sequence

import pygame

__all__ = ["Particle", "ParticleSystem", "spark_surface"]


@dataclass(slots=True)
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float  # seconds left
    total: float  # seconds at birth
    frames: Sequence[pygame.Surface]  # largest first; shrinks over its life if several
    gravity: float = 0.0
    drag: float = 0.0
    fade: bool = True
    floor: float | None = None  # bounce on this y (pixels), if set
    additive: bool = False


_SPARKS: dict[tuple[int, tuple[int, int, int]], pygame.Surface] = {}


def spark_surface(radius: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft round glow (brightest at its centre), cached per (radius, colour)."""
    radius = max(1, int(radius))
    key = (radius, (colour[0], colour[1], colour[2]))
    surf = _SPARKS.get(key)
    if surf is None:
        surf = pygame.Surface((radius * 2 + 1, radius * 2 + 1), pygame.SRCALPHA)
        steps = min(radius, 8)
        for i in range(steps, 0, -1):
            r = radius * i / steps
            a = int(255 * (1 - i / (steps + 1)) ** 1.6)
            pygame.draw.circle(surf, (*colour, a), (radius, radius), max(1, round(r)))
        _SPARKS[key] = surf
    return surf


class ParticleSystem:
    """Particles in pixel space of the surface they are drawn on."""

    def __init__(self, max_particles: int = 600, seed: int | None = None) -> None:
        self.particles: list[Particle] = []
        self.max_particles = max_particles
        self.rng = random.Random(seed)

    def __len__(self) -> int:
        return len(self.particles)

    @property
    def alive(self) -> bool:
        return bool(self.particles)

    def clear(self) -> None:
        self.particles.clear()

    def add(self, p: Particle) -> None:
        if len(self.particles) < self.max_particles:
            self.particles.append(p)

    def burst(self, pos: tuple[float, float], frames_list: Sequence[Sequence[pygame.Surface]], count: int,
              speed: float, *, spread: float = math.pi * 2, angle: float = -math.pi / 2,
              life: tuple[float, float] = (0.6, 1.2), gravity: float = 0.0, drag: float = 1.5,
              floor: float | None = None, fade: bool = True, additive: bool = False) -> None:
        """`count` particles from `pos`, directions within `spread` around `angle` (radians)."""
        rng = self.rng
        for _ in range(count):
            a = angle + (rng.random() - 0.5) * spread
            v = speed * (0.35 + 0.65 * rng.random())
            lf = rng.uniform(*life)
            frames = frames_list[rng.randrange(len(frames_list))] if frames_list else ()
            if not frames:
                continue
            self.add(Particle(pos[0], pos[1], math.cos(a) * v, math.sin(a) * v, lf, lf, frames,
                              gravity, drag, fade, floor, additive))

    def update(self, dt: float) -> None:
        if not self.particles or dt <= 0:
            return
        keep = []
        for p in self.particles:
            p.life -= dt
            if p.life <= 0:
                continue
            if p.drag:
                k = max(0.0, 1.0 - p.drag * dt)
                p.vx *= k
                p.vy *= k
            p.vy += p.gravity * dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            if p.floor is not None and p.y > p.floor and p.vy > 0:
                p.y = p.floor
                p.vy *= -0.35
                p.vx *= 0.6
            keep.append(p)
        self.particles = keep

    def draw(self, surface: pygame.Surface, offset: tuple[float, float] = (0, 0)) -> None:
        ox, oy = offset
        blits = []
        add_blits = []
        for p in self.particles:
            frames = p.frames
            k = p.life / p.total if p.total > 0 else 0.0
            n = len(frames)
            img = frames[min(n - 1, int((1 - k) * n))] if n > 1 else frames[0]
            w, h = img.get_size()
            pos = (int(p.x + ox - w / 2), int(p.y + oy - h / 2))
            if p.fade and k < 0.35:
                img.set_alpha(int(255 * k / 0.35))
                surface.blit(img, pos, special_flags=pygame.BLEND_ADD if p.additive else 0)
                img.set_alpha(255)
            elif p.additive:
                add_blits.append((img, pos))
            else:
                blits.append((img, pos))
        if blits:
            surface.blits(blits, doreturn=False)
        for img, pos in add_blits:
            surface.blit(img, pos, special_flags=pygame.BLEND_ADD)
