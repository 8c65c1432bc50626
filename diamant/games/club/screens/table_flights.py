"""The flights of an action's pieces over the club table: a coin to the space bought, the token
to the buyer's park, a tile to its place, the markers along their tracks, gems to the park or
the bank, a diamond or a bonus emblem to its winner. The table scene (table_scene) starts them
when a step of the game comes; the motion (table_motion) flies them; the table shows the state
after the step once they have landed."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from diamant.games.club.data import PRICE_TILES

from .session import Step
from .sounds import CAPTIONS
from .table_layout import TableLayout
from .table_motion import Motion
from .table_view import TableView, item_art, park_slots
from .table_words import BONUS_CARDS
from .tokens import PIECE

STEP_SECONDS = 0.45  # one piece's flight at speed 1
# how high a flight arcs, in units
ARC_HIGH = 3  # a coin to the space bought, a tile to its park
ARC_LOW = 2   # a token to its park, a marker along the turn track, gems


def fly_step(motion: Motion, view: TableView, L: TableLayout, step: Step, colours: Sequence[int],
             u: float) -> float:
    """Fly the pieces of one action, one after the other, with its sounds; returns when the
    last has landed (seconds from now, at speed 1)."""
    delay = 0.0
    art = view.art
    piece = round(u * PIECE)

    def seat_at(p: int) -> tuple[int, int]:
        return view.seat_rect(L, p).center
    events: list[Any] = step.events
    source: tuple[int, int] = L.top.center  # where the action's piece comes from
    for ev in events:
        kind = ev.type
        if kind == "bought":
            a = seat_at(ev.seat)
            b = view.space_rect(L, ev.space).center
            source = b
            motion.fly(art.get("coin", (piece, piece)), a, b, duration=STEP_SECONDS, delay=delay,
                       sound="club-coins", arc=u * ARC_HIGH)
            delay += STEP_SECONDS * 0.8
        elif kind == "token-taken":
            park = L.parks[ev.seat]
            motion.fly(art.get(item_art(ev.token), (piece, piece)), source, park.tokens.center,
                       duration=STEP_SECONDS, delay=delay, sound="club-token", arc=u * ARC_LOW)
            delay += STEP_SECONDS * 0.8
        elif kind == "tile-placed":
            slot = new_slot(step, ev.seat, L.parks[ev.seat])
            if L.parks[ev.seat].summary:  # a park shown as a line (compact): the tile lands on it, square
                slot = pygame.Rect(0, 0, piece, piece)
                slot.center = L.parks[ev.seat].panel.center
            motion.fly(art.get(f"tile-{ev.tile}", slot.size), source, slot.center,
                       duration=STEP_SECONDS * 1.2, delay=delay, sound="club-tile", arc=u * ARC_HIGH)
            delay += STEP_SECONDS
        elif kind == "turn-moved" and ev.end != ev.start and L.turn_spaces:  # (collapsed: none)
            a = L.turn_spaces[ev.start].center
            b = L.turn_spaces[ev.end].center
            motion.fly(art.get(f"marker-{colour_name(colours[ev.seat])}", (piece, round(piece * 0.9))), a, b,
                       duration=STEP_SECONDS, delay=delay, sound="club-step", arc=u * ARC_LOW)
            delay += STEP_SECONDS
        elif kind == "track-stepped" and not ev.lost and not L.parks[ev.seat].summary:
            park = L.parks[ev.seat]
            t = ("forest", "tech", "money").index(ev.track)
            spaces = park.track_spaces[t]
            a = spaces[max(0, ev.level - 1)].center
            b = spaces[min(ev.level, len(spaces) - 1)].center
            motion.fly(art.get(f"marker-{colour_name(colours[ev.seat])}", (piece // 2, round(piece * 0.45))),
                       a, b, duration=STEP_SECONDS, delay=delay, sound="club-step")
            delay += STEP_SECONDS
        elif kind == "diamond-awarded":
            motion.fly(art.get("gem-diamond", (piece, piece)), L.top.center, seat_at(ev.seat),
                       duration=STEP_SECONDS * 1.4, delay=delay, sound="club-diamond", sparkle=(200, 230, 255))
            delay += STEP_SECONDS * 0.6
        elif kind == "set-sold":
            park = L.parks[ev.seat]
            for k in range(min(ev.gems, 6)):
                motion.fly(art.get(f"gem-{ev.colour}", (piece * 2 // 3, piece * 2 // 3)), park.tokens.center,
                           park.gems.center, duration=STEP_SECONDS, delay=delay + k * 0.06,
                           sound="club-gems" if k == 0 else None, arc=u * ARC_LOW)
            delay += STEP_SECONDS
        elif kind == "built":
            t = PRICE_TILES.index(ev.tile)
            source = L.prices[t].center
            gems_at = L.parks[ev.seat].gems.center
            for k, gem in enumerate(ev.payment[:6]):
                motion.fly(art.get(f"gem-{gem}", (piece * 2 // 3, piece * 2 // 3)), gems_at, source,
                           duration=STEP_SECONDS, delay=delay + k * 0.06, arc=u * ARC_LOW,
                           sound="club-gems" if k == 0 else None)
            delay += STEP_SECONDS
        elif kind == "bonus-awarded":
            card = ev.card if ev.card.startswith("three-") else ev.card + ("-2" if ev.nth > 1 else "")
            i = BONUS_CARDS.index(card) if card in BONUS_CARDS else 0
            start = L.bonus[i].center if i < len(L.bonus) else L.top.center  # (collapsed: none)
            motion.fly(art.get("emblem", (piece, piece)), start, seat_at(ev.seat),
                       duration=STEP_SECONDS * 1.4, delay=delay, sound="club-bonus", sparkle=(255, 210, 90))
            delay += STEP_SECONDS
        elif kind == "round-ended":
            motion.later(delay, lambda: motion.play("club-round-end", CAPTIONS["club-round-end"]))
        elif kind == "game-ended":
            motion.later(delay, lambda: motion.play("club-victory", CAPTIONS["club-victory"]))
    return delay


def new_slot(step: Step, seat: int, park: Any) -> pygame.Rect:
    """The park space a tile has just filled (the first one that differs before and after)."""
    board = step.after["players"][seat]["board"]  # the colour the player chose
    before = park_slots(step.before["players"][seat], board)
    after = park_slots(step.after["players"][seat], board)
    rects = park.light + park.dark
    for rect, old, new in zip(rects, before[0] + before[1], after[0] + after[1]):
        if old != new:
            return rect
    return park.board


def colour_name(colour: int) -> str:
    return ("red", "white", "bronze", "blue")[colour]
