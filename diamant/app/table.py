"""The expedition table: the path of cards, the deck, the explorers, their gems and chests.

`TablePresenter` keeps a *displayed model* that follows the engine's events one by one: what is
drawn is always the state after the events shown so far (plus the things in flight between two
states). Each event is animated at a pace a player can follow, scaled by `speed` (0 = instant);
`reduced_motion` drops the shake and the particles and replaces flights by short fades.

No rules here: the presenter only replays what the events say (the engine decides everything).
"""
from __future__ import annotations

import math
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from diamant.app.anim import Animator, Call, Parallel, Sequence, Tween, Wait, ease, lerp
from diamant.app.art import CARD_ASPECT, PALETTE, SEAT_COLOURS, ArtCache
from diamant.app.particles import ParticleSystem, spark_surface
from diamant.engine.cards import Card, CardKind, Decision
from diamant.engine.events import (CardRevealed, DecisionMade, DecisionsRequested, DecisionsRevealed,
                                   Disaster, Event, GameEnded, GemsShared, HazardWarning,
                                   PlayersLeft, RelicsStay, RelicsTaken, RoundEnded, RoundStarted,
                                   SafeReturn)

__all__ = ["SeatDisplay", "TablePresenter", "split_gems", "count_up"]

Point = tuple[float, float]


def split_gems(n: int) -> tuple[int, int]:
    """(diamonds, rubies) showing `n` gems: a diamond is worth 5 rubies."""
    n = max(0, int(n))
    return n // 5, n % 5


def count_up(target: Any, attr: str, start: float, end: float, duration: float = 0.8,
             on_done: Callable[[], None] | None = None) -> Tween:
    """A tween counting `target.attr` from `start` to `end` in whole numbers (for scores)."""
    return Tween(None, None, float(start), float(end), duration, ease="out_cubic",
                 on_update=lambda v: setattr(target, attr, int(round(v))), on_done=on_done)


@dataclass
class SeatDisplay:
    name: str
    colour: int
    human: bool
    level: str | None = None


class _Seat:
    __slots__ = ("carried", "chest", "in_cave", "relic_points", "relics", "decided", "decision",
                 "flip", "walk", "pop", "chest_shown", "carried_shown", "winner", "glow")

    def __init__(self) -> None:
        self.carried = 0
        self.chest = 0
        self.in_cave = False
        self.relic_points = 0
        self.relics = 0
        self.decided = False
        self.decision: Decision | None = None
        self.flip = 1.0  # decision card: < 0.5 its back, > 0.5 its face
        self.walk = 1.0  # 0: standing in the cave, 1: at camp
        self.pop = 1.0  # decided marker scale
        self.chest_shown = 0.0  # counts up to `chest`
        self.carried_shown = 0.0
        self.winner = False
        self.glow = 0.0


class _PathCard:
    __slots__ = ("card", "gems", "taken", "warn", "disaster", "fly", "flip", "glow", "wobble",
                 "alpha", "pos")

    def __init__(self, card: Card, gems: int = 0) -> None:
        self.card = card
        self.gems = gems
        self.taken = False
        self.warn = False
        self.disaster = False
        self.fly = 1.0  # 0: on the deck, 1: in its slot
        self.flip = 1.0  # 0: back up, 1: face up
        self.glow = 0.0  # extra glow (warning / disaster flash)
        self.wobble = 0.0
        self.alpha = 255
        self.pos: Point | None = None  # smoothed centre (re-flow glides)


class _Flyer:
    """Something moving from one layout point to another (gem token, card)."""

    __slots__ = ("kind", "src", "dst", "t", "arc", "card", "fade", "size_k")

    def __init__(self, kind: str, src: Callable, dst: Callable, arc: float = 0.25,
                 card: Card | None = None, fade: bool = False, size_k: float = 1.0) -> None:
        self.kind = kind  # "ruby", "diamond", "card", "back"
        self.src = src
        self.dst = dst
        self.t = 0.0
        self.arc = arc
        self.card = card
        self.fade = fade
        self.size_k = size_k


class _Layout:
    """Pixel geometry for one rect, one path length and one number of seats."""

    CAMP_SCALE = 0.8  # explorers at camp are drawn a little smaller (further away)

    def __init__(self, rect: pygame.Rect, n_cards: int, n_seats: int) -> None:
        x, y, w, h = rect
        self.rect = pygame.Rect(rect)
        self.u = u = min(w, h * 16 / 9) / 100
        self.pad = pad = max(2, round(u * 0.8))
        self.side_w = side_w = round(max(w * 0.11, u * 11))
        # -- the band of seats at the bottom: the cave floor and the camp
        seats_h = h * 0.40
        self.cave_band = pygame.Rect(x, round(y + h - seats_h), w, round(seats_h * 0.48))
        self.camp_band = pygame.Rect(x, self.cave_band.bottom, w, y + h - self.cave_band.bottom)
        # -- the path area above
        self.path_area = pygame.Rect(x + side_w + pad, y + pad, w - side_w - 2 * pad,
                                     self.cave_band.top - y - 2 * pad)
        # -- deck in the side column
        dh = min(self.path_area.h * 0.42, (side_w - 2 * pad) / CARD_ASPECT)
        self.deck_size = (round(dh * CARD_ASPECT), round(dh))
        self.deck_centre = (x + side_w / 2, y + pad + u * 4.2 + dh / 2)
        self.round_pos = (x + side_w / 2, y + pad + u * 1.9)
        # -- cards
        self.card_size, self.slots = self._path_slots(max(1, n_cards))
        # -- seats
        n = max(1, n_seats)
        col_area = pygame.Rect(x + side_w, y, w - side_w - pad, h)
        colw = min(col_area.w / n, u * 26)
        x0 = col_area.x + (col_area.w - colw * n) / 2
        self.colw = colw
        cb, kb = self.cave_band, self.camp_band
        exp_h = min(cb.h * 0.74, colw * 0.62 / 0.714)
        self.explorer_size = (round(exp_h * 0.714), round(exp_h))
        chest_w = min(colw * 0.5, kb.h * 0.62 * 1.2)
        self.chest_size = (round(chest_w), round(chest_w / 1.2))
        self.gem = max(6, round(min(u * 1.9, colw * 0.11)))
        self.dcard = (round(exp_h * 0.42 * CARD_ASPECT), round(exp_h * 0.42))
        self.font_name = max(10, round(min(u * 1.55, colw * 0.13)))
        self.font_num = max(10, round(min(u * 1.75, colw * 0.15)))
        self.cave_pos: list[Point] = []
        self.camp_pos: list[Point] = []
        self.chest_pos: list[Point] = []
        self.carried_pos: list[Point] = []
        self.name_pos: list[Point] = []
        self.cols: list[pygame.Rect] = []
        for i in range(n):
            cx = x0 + colw * (i + 0.5)
            self.cols.append(pygame.Rect(round(x0 + colw * i), cb.top, round(colw), kb.bottom - cb.top))
            feet = cb.bottom - cb.h * 0.08
            self.cave_pos.append((cx - colw * 0.12, feet - exp_h / 2))
            self.carried_pos.append((cx + colw * 0.22, feet - exp_h * 0.32))
            kfeet = kb.bottom - kb.h * 0.07
            self.camp_pos.append((cx - colw * 0.22, kfeet - exp_h * self.CAMP_SCALE / 2))
            self.chest_pos.append((cx + colw * 0.2, kfeet - self.chest_size[1] / 2))
            self.name_pos.append((cx, kb.top + kb.h * 0.15))

    def _path_slots(self, n: int):
        area = self.path_area
        aw, ah = max(10, area.w), max(10, area.h)
        cap_h = ah * 0.56
        best = None
        for rows in range(1, 9):
            cols = math.ceil(n / rows)
            if rows > 1 and cols * (rows - 1) >= n:
                break
            cw = min(aw / (cols + (cols - 1) * 0.1), ah / (rows + (rows - 1) * 0.16) * CARD_ASPECT,
                     cap_h * CARD_ASPECT)
            if best is None or cw > best[0] + 0.5:
                best = (cw, rows, cols)
        cw, rows, cols = best
        cw = max(8, int(cw))
        ch = max(10, int(cw / CARD_ASPECT))
        gx = cw * 0.1
        gy = ch * 0.16
        block_h = rows * ch + (rows - 1) * gy
        top = area.y + (ah - block_h) / 2
        slots = []
        for i in range(n):
            r, c = divmod(i, cols)
            if r % 2:
                c = cols - 1 - c  # serpentine: every other row runs back
            slots.append(pygame.Rect(round(area.x + c * (cw + gx)), round(top + r * (ch + gy)), cw, ch))
        return (cw, ch), slots

    def slot_centre(self, i: int) -> Point:
        if 0 <= i < len(self.slots):
            return self.slots[i].center
        return self.deck_centre


class TablePresenter:
    """The table of one expedition, animated from engine events (see the module docstring)."""

    # seconds at speed 1 (scaled by `speed`)
    T_DEAL = 0.34
    T_FLIP = 0.22
    T_GEM = 0.55
    T_WALK = 0.7

    def __init__(self, app: Any, ruleset: Any, seats: list[SeatDisplay]) -> None:
        self.app = app
        self.ruleset = ruleset
        self.seat_info = list(seats)
        self.n = len(seats)
        self.art: ArtCache = getattr(app, "art", None) or ArtCache()
        self.viewer: int | None = None
        self.reveal_all = False
        self.show_round = True  # False when the host scene shows the round itself
        self.secret = bool(getattr(ruleset, "secret_chests", False))
        self.total_rounds = int(getattr(ruleset, "rounds", 5))
        self.on_shown: Callable[[Event], None] | None = None
        self.reduced_motion = False
        self._speed = 1.0
        self.anim = Animator(1.0)  # event animations (what `busy` waits for)
        self.fx = Animator(1.0)  # decoration that outlives its event (banners, fades)
        self.particles = ParticleSystem(seed=7)
        self.queue: deque[Event] = deque()
        self._current = None
        self._skipping = False
        # displayed model
        self.round = 0
        self.deck_size = 0
        self.path: list[_PathCard] = []
        self.seats = [_Seat() for _ in seats]
        self.game_over = False
        # decoration
        self.flyers: list[_Flyer] = []
        self.shake = 0.0
        self.banner: tuple[str, tuple[int, int, int]] | None = None
        self.banner_alpha = 0.0
        self.time = 0.0
        self._rect = pygame.Rect((0, 0), getattr(app, "size", None) or (1280, 720))
        self._layouts: OrderedDict = OrderedDict()
        self._texts: OrderedDict = OrderedDict()
        self._cache: dict = {}
        self._faces: OrderedDict = OrderedDict()
        self._last_layout: _Layout | None = None

    # ------------------------------------------------------------------ settings
    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        self._speed = max(0.0, float(value))
        self.anim.speed = self._speed
        self.fx.speed = self._speed
        if self._speed <= 0:
            self.skip()

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self._current is not None

    # ------------------------------------------------------------------ words
    def t(self, key: str, **args: Any) -> str:
        fn = getattr(self.app, "t", None)
        if fn is None:
            from diamant.i18n import get_localizer
            fn = get_localizer().t
        return fn(key, **args)

    def relocalize(self) -> None:
        self._texts.clear()

    # ------------------------------------------------------------------ snapshot
    def sync(self, game: Any) -> None:
        """Snap the displayed state to `game` now (no animation; queued events are dropped)."""
        self.queue.clear()
        self._current = None
        self.anim.clear()
        self.fx.clear()
        self.flyers.clear()
        self.particles.clear()
        self.shake = 0.0
        self.banner = None
        self.round = game.round
        self.deck_size = game.deck_size
        self.game_over = bool(game.is_over)
        if self.game_over:
            self.reveal_all = True
        self.path = []
        seen: set = set()
        for card, gems, taken in zip(game.path, game.path_gems, game.path_taken):
            pc = _PathCard(card, gems)
            pc.taken = bool(taken)
            if card.kind is CardKind.HAZARD:
                if card.hazard in seen:
                    pc.disaster = True
                else:
                    pc.warn = True
                    seen.add(card.hazard)
            self.path.append(pc)
        awaiting = set(game.awaiting)
        for s, seat in enumerate(self.seats):
            seat.carried = game.carried[s]
            seat.chest = game.chests[s]
            seat.chest_shown = float(seat.chest)
            seat.in_cave = bool(game.in_cave[s])
            seat.walk = 0.0 if seat.in_cave else 1.0
            seat.relic_points = game.relic_points(s)
            seat.relics = len(game.relics_held[s])
            seat.decided = seat.in_cave and s not in awaiting and not self.game_over
            seat.decision = None
            seat.flip = 1.0
            seat.pop = 1.0
            seat.winner = self.game_over and s in game.winners()

    def model(self) -> dict[str, Any]:
        """The displayed state as plain values (for tests and tools)."""
        return {
            "round": self.round,
            "deck": self.deck_size,
            "path": [(pc.card.id, pc.gems, pc.taken) for pc in self.path],
            "carried": [s.carried for s in self.seats],
            "chests": [s.chest for s in self.seats],
            "in_cave": [s.in_cave for s in self.seats],
            "relic_points": [s.relic_points for s in self.seats],
            "decided": [s.decided for s in self.seats],
        }

    # ------------------------------------------------------------------ driving
    def push(self, events) -> None:
        self.queue.extend(events)
        if self._speed <= 0:
            self._drain()

    def update(self, dt: float) -> None:
        self.time += dt
        self.fx.update(dt)
        if not (self.reduced_motion and self.particles.alive):
            self.particles.update(dt * (self._speed if self._speed > 0 else 1.0))
        else:
            self.particles.clear()
        if self._speed <= 0:
            self._drain()
            return
        budget = 0
        while True:
            if self._current is None:
                if not self.queue:
                    break
                self._begin(self.queue.popleft())
                budget += 1
            if self._current is not None:
                self._current.update(dt * self._speed)
                if self._current.done:
                    self._current = None
                    dt = 0.0  # the next event starts this frame, with no time spent yet
                    if budget > 64:
                        break
                    continue
            break
        self._smooth_positions(dt)

    def skip(self) -> None:
        """Finish at once: the current animation and every event already pushed."""
        self._skipping = True
        try:
            self._drain()
            self.fx.finish_all()
            self.flyers.clear()
            self.shake = 0.0
        finally:
            self._skipping = False

    def _drain(self) -> None:
        for _ in range(100000):
            if self._current is not None:
                self._current.finish()
                self._current = None
            if not self.queue:
                break
            self._begin(self.queue.popleft())
        self.anim.finish_all()

    def _begin(self, ev: Event) -> None:
        if self.on_shown is not None:
            self.on_shown(ev)
        handler = getattr(self, "_on_" + type(ev).__name__, None)
        anim = handler(ev) if handler is not None else None
        if anim is None:
            self._current = None
            return
        if self._speed <= 0 or self._skipping:
            anim.finish()
            self._current = None
        else:
            self._current = anim

    def _sound(self, name: str, count: int | None = None) -> None:
        if self._skipping or self._speed <= 0:
            return
        audio = getattr(self.app, "audio", None)
        if audio is None:
            return
        try:
            if count is not None:
                audio.play_gems(count)
            else:
                audio.play(name)
        except Exception:  # sound is never worth a crash
            pass

    def _smooth_positions(self, dt: float) -> None:
        if dt <= 0:
            return
        lay = self._last_layout
        if lay is None:
            return
        k = 1.0 - math.exp(-dt * 14.0)
        for i, pc in enumerate(self.path):
            if i >= len(lay.slots):
                break
            tx, ty = lay.slots[i].center
            if pc.pos is None:
                pc.pos = (tx, ty)
            else:
                pc.pos = (pc.pos[0] + (tx - pc.pos[0]) * k, pc.pos[1] + (ty - pc.pos[1]) * k)

    # ------------------------------------------------------------------ event handlers
    def _walk(self, seat: _Seat, to: float, delay: float = 0.0, dur: float | None = None) -> Tween:
        d = self.T_WALK if dur is None else dur
        if self.reduced_motion:
            d = min(d, 0.25)
        return Tween(seat, "walk", None, to, d, ease="in_out_sine", delay=delay)

    def _on_RoundStarted(self, ev: RoundStarted):
        self.round = ev.round
        self.deck_size = ev.deck_size
        self.path = []
        self.flyers.clear()
        anims = []
        for i, s in enumerate(ev.players):
            seat = self.seats[s]
            seat.in_cave = True
            seat.carried = 0
            seat.carried_shown = 0
            seat.decided = False
            seat.decision = None
            seat.winner = False
            anims.append(self._walk(seat, 0.0, delay=0.05 * i))
        self._show_banner(self.t("round-of", round=ev.round, total=self.total_rounds),
                          PALETTE["gold"], 1.3)
        if ev.relic_added is not None:
            f = _Flyer("card", lambda L: (L.deck_centre[0], L.rect.y - L.deck_size[1]),
                       lambda L: L.deck_centre, arc=0.0, card=ev.relic_added)
            anims.append(self._fly(f, 0.55, delay=0.2))
        return Sequence(Parallel(anims), Wait(0.15))

    def _on_CardRevealed(self, ev: CardRevealed):
        self.deck_size = ev.deck_size
        pc = _PathCard(ev.card, 0)
        pc.fly = 0.0
        pc.flip = 0.0
        while len(self.path) < ev.index:  # never happens with a well-formed stream
            self.path.append(_PathCard(ev.card, 0))
        self.path.append(pc)
        if self.reduced_motion:
            pc.fly = 1.0
            return Sequence(Call(lambda: self._sound("card-flip")),
                            Tween(pc, "flip", 0.0, 1.0, 0.2, ease="linear"))
        return Sequence(Tween(pc, "fly", 0.0, 1.0, self.T_DEAL, ease="out_cubic"),
                        Call(lambda: self._sound("card-flip")),
                        Tween(pc, "flip", 0.0, 1.0, self.T_FLIP, ease="in_out_sine"),
                        Wait(0.12))

    def _on_GemsShared(self, ev: GemsShared):
        pc = self._card_at(ev.index)
        if pc is None:
            return None
        pc.gems = ev.value
        seats = list(ev.seats)
        anims: list = [Wait(0.25)]

        def settle():
            pc.gems = ev.remainder

        flights = []
        if ev.each > 0:
            for k, s in enumerate(seats):
                seat = self.seats[s]
                flights.append(self._gem_flight(
                    ev.each, lambda L, i=ev.index: L.slot_centre(i),
                    lambda L, s=s: self._carried_anchor(L, s), delay=0.04 * k,
                    on_land=lambda seat=seat: setattr(seat, "carried", seat.carried + ev.each)))
        anims.append(Call(settle))
        anims.append(Call(lambda: self._sound("gems", count=ev.each * len(seats))))
        if flights:
            anims.append(Parallel(flights))
        anims.append(Wait(0.1))
        return Sequence(anims)

    def _on_HazardWarning(self, ev: HazardWarning):
        pc = self._card_at(ev.index)
        if pc is None:
            return None
        pc.warn = True
        self._sound("hazard-warning")
        return Sequence(Tween(pc, "glow", 0.0, 1.0, 0.25, ease="out_cubic"),
                        Tween(pc, "glow", 1.0, 0.0, 0.55, ease="in_out_sine"))

    def _on_Disaster(self, ev: Disaster):
        pc = self._card_at(ev.index)
        if pc is not None:
            pc.disaster = True
            pc.warn = False
            for other in self.path:
                if other.card.kind is CardKind.HAZARD and other.card.hazard == ev.hazard:
                    other.disaster = True
                    other.warn = False
        self._sound("disaster")
        self._show_banner(self.t("table-disaster", hazard=ev.hazard.value), PALETTE["danger"], 1.6)
        lay = self._layout()
        anims: list = []
        if not self.reduced_motion:
            self.shake = 1.0
            anims.append(Tween(self, "shake", 1.0, 0.0, 0.9, ease="out_quad"))
            if pc is not None:
                anims.append(Tween(pc, "glow", 1.0, 0.0, 1.2, ease="out_cubic"))
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            lost = ev.lost[k] if k < len(ev.lost) else seat.carried
            if lost and not self.reduced_motion:
                self._scatter(lay, s, lost)
            seat.carried = 0
            seat.in_cave = False
            seat.decided = False
            anims.append(self._walk(seat, 1.0, delay=0.55 + 0.04 * k, dur=0.55))
        return Sequence(Parallel(anims), Wait(0.3))

    def _on_DecisionsRequested(self, ev: DecisionsRequested):
        for s in ev.seats:
            seat = self.seats[s]
            seat.decided = False
            seat.decision = None
        return None

    def _on_DecisionMade(self, ev: DecisionMade):
        seat = self.seats[ev.seat]
        seat.decided = True
        seat.decision = None
        seat.flip = 0.0
        return Tween(seat, "pop", 0.0, 1.0, 0.22, ease="out_back")

    def _on_DecisionsRevealed(self, ev: DecisionsRevealed):
        flips = []
        for s, d in ev.decisions:
            seat = self.seats[s]
            seat.decided = True
            seat.decision = d
            seat.pop = 1.0
            seat.flip = 0.0
            flips.append(Tween(seat, "flip", 0.0, 1.0, 0.3, ease="in_out_sine"))
        self._sound("card-flip")

        def clear():
            for s, _ in ev.decisions:
                self.seats[s].decided = False
                self.seats[s].decision = None

        return Sequence(Parallel(flips), Wait(0.85), Call(clear))

    def _on_PlayersLeft(self, ev: PlayersLeft):
        # the leavers pool the gems left on the path; the remainder stays on the last one
        sources = [i for i, pc in enumerate(self.path) if pc.gems > 0]
        for i in sources:
            self.path[i].gems = 0
        if sources:
            self.path[sources[-1]].gems = ev.remainder
        self._sound("leave")
        share = []
        if ev.each > 0 and sources:
            for k, s in enumerate(ev.seats):
                src_i = sources[k % len(sources)]
                seat = self.seats[s]
                share.append(self._gem_flight(
                    ev.each, lambda L, i=src_i: L.slot_centre(i),
                    lambda L, s=s: self._carried_anchor(L, s), delay=0.05 * k,
                    on_land=lambda seat=seat: setattr(seat, "carried", seat.carried + ev.each)))
        walks, pours = [], []
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            seat.in_cave = False
            seat.decided = False
            seat.decision = None
            walks.append(self._walk(seat, 1.0, delay=0.06 * k))
            banked = ev.banked[k] if k < len(ev.banked) else seat.carried
            pours.append(self._pour(s, banked, delay=0.05 * k))
        seq: list = []
        if share:
            seq.append(Parallel(share))
        seq.append(Parallel(walks))
        seq.append(Parallel(pours))
        seq.append(Wait(0.15))
        return Sequence(seq)

    def _pour(self, s: int, banked: int, delay: float = 0.0):
        seat = self.seats[s]

        def bank():
            seat.carried = 0
            old = seat.chest
            seat.chest = old + banked
            self.fx.add(count_up(seat, "chest_shown", old, seat.chest, 0.6))

        if banked <= 0:
            return Call(bank)
        flight = self._gem_flight(banked, lambda L: self._carried_anchor(L, s),
                                  lambda L: L.chest_pos[s], delay=delay, arc=0.35, max_tokens=5)
        return Sequence(Call(lambda: self._sound("gems", count=banked)), flight, Call(bank))

    def _on_RelicsTaken(self, ev: RelicsTaken):
        self._sound("relic")
        flights = []
        for i, pc in enumerate(self.path):
            if pc.card.kind is CardKind.RELIC and not pc.taken:
                pc.taken = True
                f = _Flyer("card", lambda L, i=i: L.slot_centre(i),
                           lambda L, s=ev.seat: L.chest_pos[s], arc=0.5, card=pc.card, size_k=1.0)
                flights.append(self._fly(f, 0.8, delay=0.1 * len(flights), ease_name="in_out_sine"))
        seat = self.seats[ev.seat]

        def take():
            seat.relic_points += sum(ev.values)
            seat.relics += len(ev.relics)

        return Sequence(Parallel(flights), Call(take), Wait(0.2))

    def _on_RelicsStay(self, ev: RelicsStay):
        wob = []
        for pc in self.path:
            if pc.card.kind is CardKind.RELIC and not pc.taken:
                wob.append(Tween(pc, "wobble", 0.0, 1.0, 0.7, ease="linear",
                                 on_done=lambda pc=pc: setattr(pc, "wobble", 0.0)))
        return Parallel(wob) if wob else None

    def _on_SafeReturn(self, ev: SafeReturn):
        self._sound("leave")
        walks, pours = [], []
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            seat.in_cave = False
            seat.decided = False
            walks.append(self._walk(seat, 1.0, delay=0.06 * k))
            pours.append(self._pour(s, ev.banked[k] if k < len(ev.banked) else seat.carried))
        return Sequence(Parallel(walks), Parallel(pours))

    def _on_RoundEnded(self, ev: RoundEnded):
        self._sound("round-end")
        for seat in self.seats:
            seat.in_cave = False
            seat.decided = False
            seat.decision = None
        removed_id = ev.hazard_removed.id if ev.hazard_removed is not None else None
        back = []
        returning = 0
        for i, pc in enumerate(self.path):
            if pc.taken:
                continue
            gone = pc.card.kind is CardKind.RELIC or pc.card.id == removed_id
            if not gone:
                returning += 1
            if self.reduced_motion or gone:
                back.append(Tween(pc, "alpha", 255, 0, 0.45, ease="in_quad", delay=0.02 * i))
            else:
                pc.gems = pc.gems  # gems go back to the supply with the card
                f = _Flyer("back", lambda L, i=i: L.slot_centre(i), lambda L: L.deck_centre,
                           arc=0.1, card=pc.card)
                back.append(Sequence(Wait(0.03 * i), Call(lambda pc=pc: setattr(pc, "alpha", 0)),
                                     self._fly(f, 0.4, ease_name="in_out_cubic")))

        def clear():
            self.path = []
            self.deck_size += returning
            self.flyers.clear()

        return Sequence(Wait(0.6), Parallel(back), Call(clear), Wait(0.2))

    def _on_GameEnded(self, ev: GameEnded):
        self.game_over = True
        self.reveal_all = True
        for s, seat in enumerate(self.seats):
            old = seat.chest_shown
            seat.chest = ev.chests[s]
            seat.relic_points = ev.relic_points[s]
            seat.winner = s in ev.winners
            self.fx.add(count_up(seat, "chest_shown", old, seat.chest, 1.0))
        return Wait(0.6)

    # ------------------------------------------------------------------ animation helpers
    def _card_at(self, index: int) -> _PathCard | None:
        return self.path[index] if 0 <= index < len(self.path) else None

    def _show_banner(self, text: str, colour, duration: float) -> None:
        self.banner = (text, colour)
        self.banner_alpha = 0.0
        self.fx.add(Sequence(Tween(self, "banner_alpha", 0.0, 1.0, 0.2, ease="out_cubic"),
                             Wait(max(0.1, duration - 0.6)),
                             Tween(self, "banner_alpha", 1.0, 0.0, 0.4, ease="in_quad")))

    def _fly(self, f: _Flyer, duration: float, delay: float = 0.0, ease_name: str = "out_cubic",
             on_land: Callable[[], None] | None = None):
        if self.reduced_motion:
            f.fade = True
            duration = min(duration, 0.25)

        def start():
            self.flyers.append(f)

        def land():
            if f in self.flyers:
                self.flyers.remove(f)
            if on_land is not None:
                on_land()

        seq = [Wait(delay)] if delay > 0 else []
        seq += [Call(start), Tween(f, "t", 0.0, 1.0, duration, ease=ease_name), Call(land)]
        return Sequence(seq)

    def _gem_flight(self, gems: int, src, dst, delay: float = 0.0, on_land=None, arc: float = 0.3,
                    max_tokens: int = 6):
        d, r = split_gems(gems)
        kinds = ["diamond"] * d + ["ruby"] * r
        if len(kinds) > max_tokens:
            kinds = kinds[:max_tokens]
        parts = []
        last = len(kinds) - 1
        for j, kind in enumerate(kinds):
            f = _Flyer(kind, src, dst, arc=arc * (0.8 + 0.1 * (j % 3)))
            parts.append(self._fly(f, self.T_GEM, delay=delay + 0.05 * j, ease_name="in_out_cubic",
                                   on_land=on_land if j == last else None))
        if not parts:
            return Call(on_land) if on_land else Wait(0)
        return Parallel(parts)

    def _scatter(self, lay: _Layout, s: int, lost: int) -> None:
        x, y = self._carried_anchor(lay, s)
        g = lay.gem
        d, r = split_gems(lost)
        n_d, n_r = min(d, 8), min(r + max(0, d - 8) * 2, 10)
        ruby = self._gem_frames("ruby", g)
        dia = self._gem_frames("diamond", g)
        floor = lay.cave_band.bottom - g
        common = dict(speed=lay.u * 45, angle=-math.pi / 2, spread=math.pi * 1.3,
                      life=(0.9, 1.5), gravity=lay.u * 90, drag=0.6, floor=floor)
        self.particles.burst((x, y), [ruby], n_r + 2, **common)
        self.particles.burst((x, y), [dia], n_d, **common)
        spark = [[spark_surface(max(2, g // 3), (255, 150, 60))]]
        self.particles.burst((x, y), spark, 6, speed=lay.u * 40, life=(0.2, 0.45), drag=3.0,
                             additive=True)

    def _gem_frames(self, kind: str, g: int):
        key = ("gemframes", kind, g)
        frames = self._cache.get(key)
        if frames is None:
            frames = [self.art.get(kind, (max(3, round(g * k)), max(3, round(g * k))))
                      for k in (1.0, 0.85, 0.7)]
            self._cache[key] = frames
        return frames

    # ------------------------------------------------------------------ geometry
    def _layout(self, rect: pygame.Rect | None = None) -> _Layout:
        rect = pygame.Rect(rect if rect is not None else self._rect)
        key = (rect.x, rect.y, rect.w, rect.h, len(self.path), self.n)
        lay = self._layouts.get(key)
        if lay is None:
            lay = _Layout(rect, len(self.path), self.n)
            self._layouts[key] = lay
            while len(self._layouts) > 48:
                self._layouts.popitem(last=False)
        return lay

    def _explorer_pos(self, L: _Layout, s: int) -> Point:
        seat = self.seats[s]
        w = seat.walk
        a, b = L.cave_pos[s], L.camp_pos[s]
        k = ease("linear", w)
        x, y = lerp(a[0], b[0], k), lerp(a[1], b[1], k)
        if 0.0 < w < 1.0 and not self.reduced_motion:
            y -= abs(math.sin(w * math.pi * 6)) * L.u * 0.8  # steps
        return (x, y)

    def _carried_anchor(self, L: _Layout, s: int) -> Point:
        x, y = self._explorer_pos(L, s)
        return (x + L.explorer_size[0] * 0.55, y + L.explorer_size[1] * 0.05)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        L = self._layout()
        x, y = self._explorer_pos(L, seat)
        return (round(x), round(y))

    def hit_card(self, pos) -> int | None:
        L = self._layout()
        for i, r in enumerate(L.slots[:len(self.path)]):
            if r.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ drawing helpers
    def _text(self, text: str, px: int, colour, bold: bool = False, max_w: int | None = None):
        key = (text, px, tuple(colour), bold, max_w)
        surf = self._texts.get(key)
        if surf is not None:
            self._texts.move_to_end(key)
            return surf
        from diamant.i18n.fonts import default_chain
        chain = default_chain()
        size = px
        font = chain.get(size, bold)
        if max_w is not None:
            while font.size(text)[0] > max_w and size > max(9, px * 0.6):
                size -= 1
                font = chain.get(size, bold)
            if font.size(text)[0] > max_w:
                from diamant.app import textfit
                textfit.report("cut", text, font.size(text)[0], max_w)
                while len(text) > 1 and font.size(text + "…")[0] > max_w:
                    text = text[:-1]
                text += "…"
        ink = font.render(text, colour)
        shadow = font.render(text, (0, 0, 0))
        off = max(1, px // 14)
        surf = pygame.Surface((ink.get_width() + off, ink.get_height() + off), pygame.SRCALPHA)
        shadow.set_alpha(170)
        surf.blit(shadow, (off, off))
        surf.blit(ink, (0, 0))
        self._texts[key] = surf
        while len(self._texts) > 400:
            self._texts.popitem(last=False)
        return surf

    def _panel(self, size: tuple[int, int], colour, radius: int, border=None, bw: int = 0):
        key = ("panel", size, colour, radius, border, bw)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
            if border is not None and bw > 0:
                pygame.draw.rect(surf, border, surf.get_rect(), bw, border_radius=radius)
            if len(self._cache) > 1500:
                self._cache.clear()
            self._cache[key] = surf
        return surf

    def _glow(self, size: tuple[int, int], colour, spread: int):
        key = ("glow", size, colour, spread)
        surf = self._cache.get(key)
        if surf is None:
            w, h = size
            surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
            steps = max(3, min(spread, 12))
            for k in range(steps, 0, -1):
                grow = round(spread * k / steps)
                a = int(170 * (1 - k / (steps + 1)) ** 1.5)
                r = pygame.Rect(spread - grow, spread - grow, w + 2 * grow, h + 2 * grow)
                pygame.draw.rect(surf, (*colour, a), r, border_radius=max(2, w // 10 + grow))
            self._cache[key] = surf
        return surf

    def _pile(self, n: int, g: int):
        """A small pile of gem tokens showing `n` gems (at most a few tokens)."""
        key = ("pile", n, g)
        surf = self._cache.get(key)
        if surf is None:
            d, r = split_gems(n)
            tokens = ["diamond"] * min(d, 4) + ["ruby"] * r
            step = max(2, round(g * 0.5))
            w = g + step * max(0, len(tokens) - 1)
            surf = pygame.Surface((max(1, w), g), pygame.SRCALPHA)
            for j, kind in enumerate(tokens):
                surf.blit(self.art.get(kind, (g, g)), (j * step, 0))
            self._cache[key] = surf
        return surf

    _BUCKETS = (240, 480, 960, 1600)

    def _card_face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        """A card face at `size`, scaled down from a few fixed rasterised sizes.

        When the path re-flows, every card changes size at once: smooth-scaling a cached master
        costs a fraction of a millisecond per card, rasterising each SVG again costs several.
        """
        if card.kind is CardKind.TREASURE:
            key = ("treasure", card.value)
        elif card.kind is CardKind.HAZARD:
            key = ("hazard", card.hazard.value)
        else:
            key = ("relic", card.idol, card.value or None)
        ck = ("face", key, size)
        surf = self._faces.get(ck)
        if surf is not None:
            return surf
        h = next((b for b in self._BUCKETS if b >= size[1]), size[1])
        msize = (round(h * CARD_ASPECT), h)
        if key[0] == "treasure":
            master = self.art.card("treasure", value=key[1], size=msize)
        elif key[0] == "hazard":
            master = self.art.card("hazard", hazard=key[1], size=msize)
        else:
            master = self.art.card("relic", relic_index=key[1], relic_value=key[2], size=msize)
        surf = master if master.get_size() == size else pygame.transform.smoothscale(master, size)
        self._faces[ck] = surf
        if len(self._faces) > 160:
            self._faces.popitem(last=False)
        return surf

    def _scaled(self, surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
        if surf.get_size() == (w, h):
            return surf
        return pygame.transform.scale(surf, (max(1, w), max(1, h)))

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, rect=None) -> None:
        rect = pygame.Rect(rect if rect is not None else surface.get_rect())
        self._rect = rect
        ox = oy = 0
        if self.shake > 0 and not self.reduced_motion:
            amp = self.shake * rect.h * 0.012
            ox = round(math.sin(self.time * 61) * amp)
            oy = round(math.cos(self.time * 47) * amp * 0.7)
        L = self._layout(rect.move(ox, oy))
        self._last_layout = self._layout(rect)
        self._draw_bands(surface, L)
        self._draw_path(surface, L)
        self._draw_deck(surface, L)
        self._draw_seats(surface, L)
        self._draw_flyers(surface, L)
        if self.particles.alive:
            self.particles.draw(surface, (ox, oy))
        self._draw_banner(surface, L)

    def _draw_bands(self, surface, L: _Layout) -> None:
        u = L.u
        cb, kb = L.cave_band, L.camp_band
        rad = max(3, round(u * 1.2))
        surface.blit(self._panel(cb.size, (12, 8, 6, 150), rad), cb.topleft)
        surface.blit(self._panel(kb.size, (70, 48, 26, 120), rad), kb.topleft)
        # side labels: the cave entrance and the camp
        side = pygame.Rect(cb.x, cb.y, L.side_w, cb.h)
        img = self.art.fit("entrance", (round(side.w * 0.62), round(side.h * 0.62)))
        surface.blit(img, img.get_rect(midtop=(side.centerx, side.y + round(u * 0.6))))
        lab = self._text(self.t("in-cave"), max(10, round(u * 1.35)), PALETTE["text_dim"],
                         max_w=side.w - 4)
        surface.blit(lab, lab.get_rect(midbottom=(side.centerx, side.bottom - round(u * 0.4))))
        side = pygame.Rect(kb.x, kb.y, L.side_w, kb.h)
        img = self.art.fit("camp", (round(side.w * 0.85), round(side.h * 0.62)))
        surface.blit(img, img.get_rect(midtop=(side.centerx, side.y + round(u * 0.5))))
        lab = self._text(self.t("camp"), max(10, round(u * 1.35)), PALETTE["text_dim"], max_w=side.w - 4)
        surface.blit(lab, lab.get_rect(midbottom=(side.centerx, side.bottom - round(u * 0.4))))

    def _draw_trail(self, surf: pygame.Surface, L: _Layout, n: int, origin) -> None:
        """The dotted trail linking the path's cards, drawn onto `surf` placed at `origin`."""
        r = max(1, round(L.u * 0.22))
        step = max(4, round(L.u * 0.9))
        for i in range(n - 1):
            a = L.slots[i].center
            b = L.slots[i + 1].center
            dist = math.hypot(b[0] - a[0], b[1] - a[1])
            for k in range(0, int(dist), step):
                p = (a[0] + (b[0] - a[0]) * k / dist - origin[0],
                     a[1] + (b[1] - a[1]) * k / dist - origin[1])
                pygame.draw.circle(surf, (230, 190, 110, 90), p, r)

    def _draw_path(self, surface, L: _Layout) -> None:
        n = len(self.path)
        if not n:
            return
        cw, ch = L.card_size
        ox, oy = L.rect.x - self._rect.x, L.rect.y - self._rect.y
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.2)
        # Cards at rest (in their slot, face up, opaque, not glowing) and the trail are drawn
        # from one cached layer; only what moves, flips, fades or glows is drawn card by card.
        placed = []
        still = []
        for i, pc in enumerate(self.path):
            slot = L.slots[i]
            if pc.pos is not None and pc.fly >= 1.0 and not self.shake:
                cx, cy = round(pc.pos[0] + ox), round(pc.pos[1] + oy)
            else:
                cx, cy = slot.center
            if pc.wobble:
                cx += round(math.sin(pc.wobble * math.pi * 6) * (1 - pc.wobble) * cw * 0.08)
            at_rest = (not self.shake and (cx, cy) == slot.center and pc.fly >= 1.0
                       and (pc.taken or (pc.flip >= 1.0 and pc.alpha >= 255 and not (
                           pc.disaster or pc.warn or pc.glow > 0))))
            placed.append((pc, cx, cy, at_rest))
            if at_rest:
                still.append((i, pc.card.id, pc.gems, pc.taken))
        surface.blit(self._still_layer(L, n, tuple(still)), self._still_box(L, n).topleft)
        for pc, cx, cy, at_rest in placed:
            if at_rest:
                continue
            self._draw_path_card(surface, pc, cx, cy, cw, ch, pulse)

    def _still_box(self, L: _Layout, n: int) -> pygame.Rect:
        box = L.slots[0].unionall(L.slots[1:n]) if n > 1 else pygame.Rect(L.slots[0])
        return box.inflate(max(4, L.card_size[0] // 6), max(4, L.card_size[1] // 6))

    def _still_layer(self, L: _Layout, n: int, still: tuple) -> pygame.Surface:
        box = self._still_box(L, n)
        key = ("still", box.topleft, box.size, n, L.card_size, still)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            self._draw_trail(surf, L, n, box.topleft)
            cw, ch = L.card_size
            for i, _cid, _gems, _taken in still:
                cx, cy = L.slots[i].center
                self._draw_path_card(surf, self.path[i], cx - box.x, cy - box.y, cw, ch, 0.0)
            if len(self._cache) > 600:
                self._cache.clear()
            self._cache[key] = surf
        return surf

    def _draw_path_card(self, surface, pc, cx: int, cy: int, cw: int, ch: int,
                        pulse: float) -> None:
        if pc.taken:
            ghost = self._panel((cw, ch), (0, 0, 0, 0), max(2, cw // 12), (200, 160, 90, 90),
                                max(1, cw // 40))
            surface.blit(ghost, ghost.get_rect(center=(cx, cy)))
            return
        if pc.fly < 1.0:
            return  # drawn as a flyer from the deck
        if pc.alpha <= 0:
            return
        # glows: first hazards stay highlighted; a disaster burns red
        if pc.disaster or pc.warn or pc.glow > 0:
            spread = max(4, round(cw * 0.14))
            col = (255, 60, 40) if pc.disaster else (255, 150, 40)
            glow = self._glow((cw, ch), col, spread)
            a = (0.55 + 0.45 * pulse) if pc.disaster else (0.35 + 0.3 * pulse)
            a = min(1.0, a + pc.glow)
            glow.set_alpha(int(255 * a * pc.alpha / 255))
            surface.blit(glow, glow.get_rect(center=(cx, cy)))
        if pc.flip < 1.0:
            self._draw_flipping(surface, pc.card, (cx, cy), (cw, ch), pc.flip)
            return
        face = self._card_face(pc.card, (cw, ch))
        if pc.alpha < 255:
            face.set_alpha(pc.alpha)
            surface.blit(face, face.get_rect(center=(cx, cy)))
            face.set_alpha(None)
        else:
            surface.blit(face, face.get_rect(center=(cx, cy)))
        if pc.gems > 0 and pc.alpha > 0:
            self._draw_remainder(surface, pc.gems, (cx, cy + round(ch * 0.34)), cw)

    def _draw_remainder(self, surface, gems: int, centre, cw: int) -> None:
        """The gems lying on a card: a dark plate with a small pile and the count."""
        key = ("remainder", gems, cw)
        plate = self._cache.get(key)
        if plate is None:
            g = max(7, round(cw * 0.17))
            pile = self._pile(gems, g)
            num = self._text(str(gems), max(9, round(g * 1.1)), PALETTE["gold"], bold=True)
            pad = max(2, g // 4)
            w = pile.get_width() + num.get_width() + pad * 3
            h = max(pile.get_height(), num.get_height()) + pad
            plate = self._panel((w, h), (16, 10, 4, 220), h // 2, PALETTE["gold_dark"], max(1, g // 10)).copy()
            plate.blit(pile, pile.get_rect(midleft=(pad, h // 2)))
            plate.blit(num, num.get_rect(midleft=(pad * 2 + pile.get_width(), h // 2)))
            self._cache[key] = plate
        surface.blit(plate, plate.get_rect(center=centre))

    def _draw_flipping(self, surface, card: Card, centre, size, flip: float) -> None:
        cw, ch = size
        if flip < 0.5:
            img = self.art.card("back", size=(cw, ch))
            k = 1 - flip * 2
        else:
            img = self._card_face(card, (cw, ch))
            k = flip * 2 - 1
        w = max(1, round(cw * k))
        lift = round(ch * 0.06 * math.sin(flip * math.pi))
        img = self._scaled(img, w, ch + lift)
        surface.blit(img, img.get_rect(center=centre))

    def _draw_deck(self, surface, L: _Layout) -> None:
        u = L.u
        dw, dh = L.deck_size
        cx, cy = L.deck_centre
        if self.show_round:
            label = self._text(self.t("round-of", round=max(1, self.round),
                                      total=self.total_rounds),
                               max(10, round(u * 1.6)), PALETTE["gold"], bold=True,
                               max_w=L.side_w - 2 * L.pad)
            surface.blit(label, label.get_rect(center=L.round_pos))
        back = self.art.card("back", size=(dw, dh))
        layers = min(4, max(1, self.deck_size // 8))
        off = max(1, round(u * 0.18))
        for k in range(layers, 0, -1):
            surface.blit(back, back.get_rect(center=(cx + k * off, cy + k * off)))
        if self.deck_size > 0:
            surface.blit(back, back.get_rect(center=(cx, cy)))
        else:
            empty = self._panel((dw, dh), (0, 0, 0, 60), max(2, dw // 12), (200, 160, 90, 120), 2)
            surface.blit(empty, empty.get_rect(center=(cx, cy)))
        fs = max(10, round(u * 1.9))
        num = self._text(str(self.deck_size), fs, PALETTE["text"], bold=True)
        badge = self._panel((max(num.get_width() + fs, fs * 2), fs + fs // 2), (20, 12, 6, 210),
                            fs // 2, PALETTE["gold_dark"], max(1, fs // 10))
        br = badge.get_rect(center=(cx, cy + dh / 2))
        surface.blit(badge, br)
        surface.blit(num, num.get_rect(center=br.center))
        lab = self._text(self.t("table-deck"), max(9, round(u * 1.3)), PALETTE["text_dim"],
                         max_w=L.side_w - 4)
        surface.blit(lab, lab.get_rect(midtop=(cx, br.bottom + round(u * 0.3))))

    def _chest_visible(self, s: int) -> bool:
        return (not self.secret) or self.reveal_all or (self.viewer is not None and self.viewer == s)

    def _draw_seats(self, surface, L: _Layout) -> None:
        ew, eh = L.explorer_size
        chw, chh = L.chest_size
        fnum = L.font_num
        for s, seat in enumerate(self.seats):
            info = self.seat_info[s]
            colour = SEAT_COLOURS[info.colour % len(SEAT_COLOURS)]
            # chest with its content (or a lock when secret)
            cx, cy = L.chest_pos[s]
            if seat.winner:
                glow = self._glow((chw, chh), (255, 210, 90), max(4, chw // 5))
                glow.set_alpha(int(160 + 90 * math.sin(self.time * 3)))
                surface.blit(glow, glow.get_rect(center=(cx, cy)))
            chest = self.art.get(f"chest-{info.colour % 8}", (chw, chh))
            surface.blit(chest, chest.get_rect(center=(cx, cy)))
            if self._chest_visible(s):
                txt = str(int(round(seat.chest_shown))) if self.game_over or seat.chest_shown != seat.chest \
                    else str(seat.chest)
                col = PALETTE["gold"]
            else:
                txt, col = self.t("table-chest-secret"), PALETTE["text_dim"]
            num = self._text(txt, fnum, col, bold=True)
            plate = self._panel((max(num.get_width() + fnum // 2, fnum * 2), fnum + fnum // 3),
                                (20, 12, 6, 215), fnum // 3, colour, max(1, fnum // 12))
            pr = plate.get_rect(center=(cx, cy + chh * 0.22))
            surface.blit(plate, pr)
            surface.blit(num, num.get_rect(center=pr.center))
            if seat.relic_points:
                rs = self._text(self.t("table-relic-points", points=seat.relic_points),
                                max(9, round(fnum * 0.85)), PALETTE["relic"], bold=True,
                                max_w=round(L.colw * 0.45))
                mini = self.art.card("relic", relic_index=1, size=(round(fnum * 0.9 * CARD_ASPECT * 1.4),
                                                                    round(fnum * 1.26)))
                surface.blit(mini, mini.get_rect(bottomleft=(pr.left - mini.get_width() - 2, pr.bottom)))
                surface.blit(rs, rs.get_rect(midbottom=(cx, cy - chh * 0.45)))
            # name
            name = self._text(info.name, L.font_name, colour, bold=True, max_w=round(L.colw * 0.94))
            surface.blit(name, name.get_rect(center=L.name_pos[s]))
            # explorer (walking between the cave and the camp)
            ex, ey = self._explorer_pos(L, s)
            k = lerp(1.0, L.CAMP_SCALE, seat.walk)
            if seat.walk >= 1.0:
                img = self.art.get(f"explorer-{info.colour % 8}", (round(ew * k), round(eh * k)))
            elif seat.walk <= 0.0:
                img = self.art.get(f"explorer-{info.colour % 8}", (ew, eh))
            else:
                img = self._scaled(self.art.get(f"explorer-{info.colour % 8}", (ew, eh)),
                                   round(ew * k), round(eh * k))
            shadow = self._panel((round(ew * 0.8 * k), max(2, round(eh * 0.09 * k))), (0, 0, 0, 90),
                                 max(1, eh // 20))
            surface.blit(shadow, shadow.get_rect(center=(ex, ey + eh * k * 0.47)))
            surface.blit(img, img.get_rect(center=(round(ex), round(ey))))
            # carried gems (always public)
            if seat.carried > 0 and seat.walk < 1.0 or (seat.carried > 0 and seat.in_cave):
                ax, ay = self._carried_anchor(L, s)
                pile = self._pile(seat.carried, L.gem)
                surface.blit(pile, pile.get_rect(midleft=(ax - L.gem // 2, ay)))
                num = self._text(str(seat.carried), fnum, PALETTE["text"], bold=True)
                surface.blit(num, num.get_rect(midbottom=(ax + L.gem // 2, ay - L.gem // 2)))
            # decision card: face down when decided, face up when revealed
            if seat.decided:
                dw, dh = L.dcard
                k = seat.pop
                dcx, dcy = ex, ey - eh * 0.52
                if seat.decision is None or seat.flip < 0.5:
                    base = self.art.card("decision-back", size=(dw, dh))
                    sx = 1.0 if seat.decision is None else 1 - seat.flip * 2
                else:
                    base = self.art.card(seat.decision.value, size=(dw, dh))
                    sx = seat.flip * 2 - 1
                w = max(1, round(dw * sx * k))
                h = max(1, round(dh * k))
                img = self._scaled(base, w, h)
                surface.blit(img, img.get_rect(center=(round(dcx), round(dcy))))

    def _draw_flyers(self, surface, L: _Layout) -> None:
        if not self.flyers:
            return
        cw, ch = L.card_size
        for f in self.flyers:
            a = f.src(L)
            b = f.dst(L)
            t = f.t
            if f.fade:
                x, y = b
                alpha = int(255 * t)
            else:
                x, y = lerp(a[0], b[0], t), lerp(a[1], b[1], t)
                dist = math.hypot(b[0] - a[0], b[1] - a[1])
                y -= math.sin(t * math.pi) * dist * f.arc
                alpha = 255
            if f.kind in ("ruby", "diamond"):
                img = self.art.get(f.kind, (L.gem, L.gem))
            elif f.kind == "back":
                size = (round(lerp(cw, L.deck_size[0], t)), round(lerp(ch, L.deck_size[1], t)))
                img = self._scaled(self.art.card("back", size=L.deck_size), *size)
            else:  # a card face
                k = lerp(1.0, 0.45, t) if f.dst(L) != L.deck_centre else 1.0
                base = self._card_face(f.card, (cw, ch))
                img = base if k == 1.0 else self._scaled(base, round(cw * k), round(ch * k))
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        # cards being dealt from the deck (part of the path model)
        for i, pc in enumerate(self.path):
            if pc.fly < 1.0 and i < len(L.slots):
                a, b = L.deck_centre, L.slots[i].center
                t = pc.fly
                x, y = lerp(a[0], b[0], t), lerp(a[1], b[1], t) - math.sin(t * math.pi) * L.u * 3
                w = round(lerp(L.deck_size[0], cw, t))
                h = round(lerp(L.deck_size[1], ch, t))
                img = self._scaled(self.art.card("back", size=(cw, ch)), w, h)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_banner(self, surface, L: _Layout) -> None:
        if self.banner is None or self.banner_alpha <= 0.01:
            return
        text, colour = self.banner
        pa = L.path_area
        fs = max(14, round(L.u * 4.2))
        ink = self._text(text, fs, colour, bold=True, max_w=round(pa.w * 0.9))
        w, h = ink.get_width() + fs * 2, ink.get_height() + fs
        plate = self._panel((w, h), (14, 9, 6, 235), fs // 2, colour, max(2, fs // 14))
        r = plate.get_rect(center=(pa.centerx, pa.centery))
        a = int(255 * min(1.0, self.banner_alpha))
        plate.set_alpha(a)
        surface.blit(plate, r)
        plate.set_alpha(None)
        ink.set_alpha(a)
        surface.blit(ink, ink.get_rect(center=r.center))
        ink.set_alpha(None)
