"""The board between expeditions: the camp, the five cave entrances and their barricades.

`BoardPresenter.draw(surface, rect, round_no, closed, standings)` draws board.svg fitted in
`rect`, a barricade over every closed entrance, the current entrance glowing, and (if given) the
explorers gathered at camp with their scores. `close_entrance(n)` drops barricade n into place.
"""
from __future__ import annotations

import math
from functools import partial
from typing import Any, Sequence

import pygame

from diamant.ui.anim import Animator, Sequence as Seq, Tween, Wait
from diamant.games.diamant.screens.cards_art import BOARD_CAMP, BOARD_ENTRANCE_SIZE, BOARD_ENTRANCES
from diamant.ui.art import PALETTE, SEAT_COLOURS, ArtCache

__all__ = ["BoardPresenter"]


BOARD_FEATHER = 0.06  # the board's edges fade out over this share of its shorter side
# the drawing on the board, in hundredths of the board's width
RING_W = 0.45         # the ring round the next entrance
LABEL_GAP = 0.2       # from that ring to an entrance's number
LABEL_FONT = 2.0      # an entrance's number
DUST = 0.6            # a barricade's dust grain, at its largest
STANDING_H = 7        # an explorer at camp in the standings, at most
STANDING_FONT = 1.7   # its score
BOARD_RING_PULSE = 3.0  # rad/s: the ring of this round's entrance pulses (0.48 a second)


_MASK_BAND = 128


class BoardPresenter:
    def __init__(self, app: Any, seats: Sequence[Any] | None = None) -> None:
        self.app = app
        self.art: ArtCache = getattr(app, "art", None) or ArtCache()
        self.seats = list(seats) if seats else None  # SeatInfo list (names, colours), optional
        # where the last picture put each entrance's number and the next entrance's ring
        self.label_rects: dict[int, pygame.Rect] = {}
        self.ring_rects: dict[int, pygame.Rect] = {}
        settings = getattr(app, "settings", None)
        speed = getattr(settings, "animation_speed", 1.0) if settings is not None else 1.0
        self.reduced_motion = bool(getattr(settings, "reduced_motion", False)) if settings else False
        self.anim = Animator(speed if speed is not None else 1.0)
        self.closing: dict[int, float] = {}  # entrance -> 0 (above) .. 1 (in place)
        self.dust: dict[int, float] = {}
        self.time = 0.0
        self._texts: dict = {}
        self._glows: dict = {}

    # ------------------------------------------------------------------ animation
    @property
    def speed(self) -> float:
        return self.anim.speed

    @speed.setter
    def speed(self, v: float) -> None:
        self.anim.speed = max(0.0, float(v))

    @property
    def busy(self) -> bool:
        return self.anim.busy

    def skip(self) -> None:
        self.anim.finish_all()

    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)

    def close_entrance(self, n: int) -> None:
        """Drop the barricade of entrance `n` (1-5) into place."""
        self.closing[n] = 0.0
        self.dust[n] = 0.0
        if self.reduced_motion:
            drop = Tween(None, None, 0.0, 1.0, 0.3, ease="linear",
                         on_update=partial(self.closing.__setitem__, n))
            self.anim.add(drop)
            return
        drop = Tween(None, None, 0.0, 1.0, 0.9, ease="out_bounce", delay=0.35,
                     on_update=partial(self.closing.__setitem__, n))
        dust = Tween(None, None, 0.0, 1.0, 0.8, ease="out_cubic",
                     on_update=partial(self.dust.__setitem__, n))
        self.anim.add(Seq(drop, dust, Wait(0.1)))
        audio = getattr(self.app, "audio", None)
        if audio is not None and self.anim.speed > 0:
            audio.play("round-end")  # Audio never raises: a failing sound stays silent

    # ------------------------------------------------------------------ drawing
    def _text(self, text: str, px: int, colour, bold=True):
        key = (text, px, colour, bold)
        s = self._texts.get(key)
        if s is None:
            from diamant.ui.fonts import default_chain
            f = default_chain().get(px, bold)
            ink = f.render(text, colour)
            sh = f.render(text, (0, 0, 0))
            off = max(1, px // 12)
            s = pygame.Surface((ink.get_width() + off, ink.get_height() + off), pygame.SRCALPHA)
            sh.set_alpha(180)
            s.blit(sh, (off, off))
            s.blit(ink, (0, 0))
            if len(self._texts) > 300:
                self._texts.clear()
            self._texts[key] = s
        return s

    def _ring(self, radius: int, colour, width: int):
        key = (radius, colour, width)
        s = self._glows.get(key)
        if s is None:
            s = pygame.Surface((radius * 2 + width * 4, radius * 2 + width * 4), pygame.SRCALPHA)
            c = s.get_width() // 2
            for k in range(4, 0, -1):
                pygame.draw.circle(s, (*colour, 40 * (5 - k)), (c, c), radius + k * width // 2, width)
            pygame.draw.circle(s, (*colour, 255), (c, c), radius, max(1, width // 2))
            self._glows[key] = s
        return s

    def board_rect(self, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        a = self.art.aspect("board")
        w = min(rect.w, rect.h * a)
        r = pygame.Rect(0, 0, round(w), round(w / a))
        r.center = rect.center
        return r

    def entrance_centre(self, rect, n: int) -> tuple[int, int]:
        br = self.board_rect(rect)
        fx, fy = BOARD_ENTRANCES[n - 1]
        return (br.left + round(fx * br.w), br.top + round(fy * br.h))

    def _board(self, size: tuple[int, int]) -> pygame.Surface:
        """The board art with its edges faded into the background (no hard rectangle)."""
        key = ("board", size)
        surf = self._glows.get(key)
        if surf is None:
            surf = self.art.get("board", size, keep=False).copy()  # this picture is kept instead
            w, h = size
            feather = max(2, round(min(w, h) * BOARD_FEATHER))
            steps = min(feather, 24)
            # the mask band by band (each band is that slice of one board-sized mask: the same
            # pixels without a board-sized layer, 12 MB at 4K)
            band = pygame.Surface((w, _MASK_BAND), pygame.SRCALPHA)
            for y in range(0, h, _MASK_BAND):
                band.fill((0, 0, 0, 0))
                for k in range(steps + 1):  # from the outer edge (transparent) inwards (opaque)
                    inset = round(feather * k / steps)
                    a = round(255 * (k / steps) ** 1.6)
                    r = pygame.Rect(inset, inset - y, max(1, w - 2 * inset), max(1, h - 2 * inset))
                    pygame.draw.rect(band, (255, 255, 255, a), r, border_radius=feather)
                surf.blit(band, (0, y), (0, 0, w, min(_MASK_BAND, h - y)),
                          special_flags=pygame.BLEND_RGBA_MULT)
            self._glows = {k: v for k, v in self._glows.items() if k[0] != "board"}
            self._glows[key] = surf
        return surf

    def draw(self, surface: pygame.Surface, rect, round_no: int, closed: Sequence[int],
             standings: Sequence[tuple] | None = None) -> None:
        br = self.board_rect(rect)
        surface.blit(self._board(br.size), br)
        u = br.w / 100
        ew, eh = BOARD_ENTRANCE_SIZE
        size = (round(ew * br.w * 1.35), round(eh * br.h * 1.05))
        ring_r, ring_w = round(size[0] * 0.62), max(2, round(u * RING_W))
        # the entrances' numbers sit below the ring of the next one (it covered its number)
        label_dy = max(size[1] // 2, ring_r + ring_w) + round(u * LABEL_GAP)
        for i in range(len(BOARD_ENTRANCES)):
            n = i + 1
            cx, cy = self.entrance_centre(rect, n)
            shut = n in closed or n in self.closing
            if not shut and n == round_no:
                pulse = 0.5 + 0.5 * math.sin(self.time * BOARD_RING_PULSE)
                ring = self._ring(ring_r, PALETTE["gold"], ring_w)
                ring.set_alpha(int(150 + 105 * pulse))
                surface.blit(ring, ring.get_rect(center=(cx, cy)))
            if shut:
                v = self.closing.get(n, 1.0)
                bar = self.art.fit(f"barricade-{n}", size)
                y = cy - (1.0 - v) * (cy - br.top + size[1])
                r = bar.get_rect(center=(cx, round(y)))
                surface.blit(bar, r)
                d = self.dust.get(n)
                if d is not None and 0 < d < 1 and not self.reduced_motion:
                    for k in range(7):
                        ang = math.pi * (k / 6)
                        dist = size[0] * (0.3 + 0.5 * d)
                        px = cx + math.cos(ang) * dist * (1 if k % 2 else -1)
                        py = r.bottom - math.sin(ang) * size[1] * 0.25 * d
                        pygame.draw.circle(surface, (150, 120, 90), (round(px), round(py)),
                                           max(1, round(u * DUST * (1 - d))))
            colour = PALETTE["gold"] if n == round_no and not shut else PALETTE["text"]
            label = self._text(str(n), max(10, round(u * LABEL_FONT)), colour)
            surface.blit(label, label.get_rect(midtop=(cx, cy + label_dy)))
            self.label_rects[n] = label.get_rect(midtop=(cx, cy + label_dy))
            self.ring_rects[n] = pygame.Rect(cx - ring_r - ring_w, cy - ring_r - ring_w,
                                             2 * (ring_r + ring_w), 2 * (ring_r + ring_w))
        if standings:
            self._draw_standings(surface, br, u, standings)

    def _draw_standings(self, surface, br: pygame.Rect, u: float, standings) -> None:
        """Explorers at camp, best first, each with its score ("?" when secret)."""
        n = len(standings)
        cx = br.left + BOARD_CAMP[0] * br.w
        cy = br.top + BOARD_CAMP[1] * br.h
        eh = round(min(u * STANDING_H, br.h * 0.14))
        ewid = round(eh * 0.714)
        step = ewid * 1.25
        x0 = cx - step * (n - 1) / 2
        y = cy + eh * 0.9
        if y + eh * 0.9 > br.bottom:
            y = br.bottom - eh * 0.9
        for k, row in enumerate(standings):
            seat, score = row[0], row[1]
            colour = seat
            if self.seats is not None and seat < len(self.seats):
                colour = getattr(self.seats[seat], "colour", seat)
            img = self.art.get(f"explorer-{colour % len(SEAT_COLOURS)}", (ewid, eh))
            x = x0 + step * k
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
            txt = "?" if score is None else str(score)
            lab = self._text(txt, max(10, round(u * STANDING_FONT)), SEAT_COLOURS[colour % len(SEAT_COLOURS)])
            surface.blit(lab, lab.get_rect(midtop=(round(x), round(y + eh * 0.5))))
