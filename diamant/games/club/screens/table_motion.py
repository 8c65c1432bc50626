"""What moves on the Diamonds Club table: pieces flying between places, sparks, the turn banner.

The still table (table_view) shows a state; an action's pieces fly over it (coins onto the
market, a token or gems to their owner, a marker along a track, a tile into the park), then the
table shows the state after it. Everything moves through diamant.ui.anim, whose speed is the
player's animation speed (0: nothing moves, every result shows at once). With reduced motion (the
setting), nothing flies and nothing sparks: a piece appears where it goes, ringed for a moment.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from diamant.ui import anim, theme
from diamant.ui.particles import ParticleSystem, spark_surface

BANNER_SECONDS = 1.8  # the banner stands still (no frames while a person thinks), then goes
BANNER_FILL = (16, 12, 8, 235)
# in units
SPARK = 0.5          # a spark where a sparkling piece lands ...
SPARK_SPEED = 14     # ... and how fast the sparks fly out (units a second)
BANNER_EDGE = 0.3    # the turn banner's frame
BANNER_PAD = 3       # its words' inset (both sides together)
#: reduced motion: how long a piece that appeared in place stays ringed (a steady ring, no blink)
HIGHLIGHT_SECONDS = 0.45
HIGHLIGHT_W = 0.35   # the ring's width, in units
HIGHLIGHT_GROW = 0.6  # how far the ring stands out of the piece, in units


@dataclass
class Sprite:
    surf: pygame.Surface
    pos: tuple[float, float]
    visible: bool = False
    scale: float = 1.0


class Motion:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.animator = anim.Animator()
        self.sprites: list[Sprite] = []
        self.sparks = ParticleSystem(max_particles=200, seed=7)
        self.banner: str | None = None
        self.banner_left = 0.0
        self.banner_colour: tuple[int, int, int] = theme.GOLD
        #: reduced motion: the rings of pieces that appeared in place, and their time left
        self.highlights: list[tuple[pygame.Rect, float]] = []

    @property
    def reduced(self) -> bool:
        """The player asked for reduced motion: no flights, no sparks."""
        return bool(getattr(getattr(self.app, "settings", None), "reduced_motion", False))

    speed: float = anim.forwarded("animator")

    @property
    def busy(self) -> bool:
        """Something is moving (pieces or sparks); the banner alone does not hold the game."""
        return self.animator.busy or self.sparks.alive or bool(self.highlights)

    def fly(self, surf: pygame.Surface, a: tuple[float, float], b: tuple[float, float], *,
            duration: float = 0.5, delay: float = 0.0, arc: float = 0.0, sound: str | None = None,
            on_land: Callable[[], None] | None = None, sparkle: tuple[int, int, int] | None = None) -> None:
        """`surf` (centred) flies from `a` to `b`, rising `arc` pixels in the middle."""
        sp = Sprite(surf, a)
        self.sprites.append(sp)

        def move(k: float) -> None:
            sp.visible = True
            sp.pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - arc * math.sin(math.pi * k))

        def land() -> None:
            if sp in self.sprites:
                self.sprites.remove(sp)
            if sparkle is not None and self.speed > 0:
                r = max(2, round(self.app.u * SPARK))
                self.sparks.burst(b, [[spark_surface(r, sparkle)]], 14, self.app.u * SPARK_SPEED, life=(0.3, 0.6))
            if on_land is not None:
                on_land()

        steps: list[anim.Anim] = [anim.Wait(delay)]
        if sound:
            steps.append(anim.Call(lambda: self.play(sound)))
        if self.reduced:
            def appear() -> None:
                if sp in self.sprites:
                    self.sprites.remove(sp)
                if self.speed > 0:
                    self.highlights.append((surf.get_rect(center=(round(b[0]), round(b[1]))), HIGHLIGHT_SECONDS))
                if on_land is not None:
                    on_land()
            steps.append(anim.Call(appear))
            self.animator.add(anim.Sequence(*steps))
            return
        steps.append(anim.Tween(start=0.0, end=1.0, duration=duration, ease="in_out_cubic",
                                on_update=move, on_done=land))
        self.animator.add(anim.Sequence(*steps))

    def later(self, delay: float, fn: Callable[[], None]) -> None:
        self.animator.add(anim.Sequence(anim.Wait(delay), anim.Call(fn)))

    def play(self, sound: str, caption: str | None = None) -> None:
        """Play `sound`; `caption`: its words' locale key, shown with it when the player turned
        captions on (a sound that tells something the table does not show at a glance)."""
        if self.speed <= 0:
            return
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(sound)  # a missing sound file is silence (Audio.play never raises)
        captions = getattr(self.app, "captions", None)
        if caption is not None and captions is not None:
            captions.show(self.app.t(caption))

    def show_banner(self, text: str, colour: tuple[int, int, int] = theme.GOLD) -> None:
        self.banner = text
        self.banner_colour = colour
        self.banner_left = BANNER_SECONDS

    def finish(self) -> None:
        """Everything at its end now (a skip)."""
        self.animator.finish_all()
        self.sprites.clear()
        self.sparks.clear()
        self.highlights.clear()

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.sparks.update(dt)
        self.highlights = [(r, left - dt) for r, left in self.highlights if left - dt > 0]
        if self.banner is not None:
            self.banner_left -= dt
            if self.banner_left <= 0:
                self.banner = None

    def draw(self, surface: pygame.Surface, banner_rect: pygame.Rect) -> None:
        for sp in self.sprites:
            if sp.visible:
                surface.blit(sp.surf, sp.surf.get_rect(center=(round(sp.pos[0]), round(sp.pos[1]))))
        self.sparks.draw(surface)
        for rect, _left in self.highlights:
            grow = theme.px(self.app, HIGHLIGHT_GROW)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(2 * grow, 2 * grow),
                             theme.px(self.app, HIGHLIGHT_W), border_radius=theme.px(self.app, theme.RADIUS))
        if self.banner is not None:
            self._draw_banner(surface, banner_rect)

    def _draw_banner(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, BANNER_FILL, layer.get_rect(), border_radius=round(self.app.u))
        pygame.draw.rect(layer, self.banner_colour, layer.get_rect(), max(2, round(self.app.u * BANNER_EDGE)),
                         border_radius=round(self.app.u))
        theme.draw_text(layer, self.app, self.banner or "", layer.get_rect().inflate(-round(self.app.u * BANNER_PAD), 0),
                        4.2, self.banner_colour, bold=True)
        surface.blit(layer, rect)
