"""The art the Diamonds Club table may show at a layout, rasterised ahead on a worker thread.

Rasterising a piece of SVG art costs from half a millisecond (a marker) to 25 ms (a park board
at 1920x1080). Done when a piece first shows (a tile of a kind nobody had, a board coming to the
big park, a token first bought), it made the frame an action lands in ten times too long. The
table knows every piece and size it may draw at a layout, so it asks for them all as soon as the
layout is known: a worker thread rasterises them (SDL's loader lets the interpreter run meanwhile),
and each frame the table keeps those that are ready (`ArtWarmer.collect`, a few surface
conversions). A piece the table needs before the worker got to it is rasterised at once, as
before; nothing changes on screen.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Iterable, Sequence

import pygame

from diamant.ui.art import ArtCache
from diamant.games.club.data import ITEM_NAMES, PRICE_TILES

from .table_layout import TableLayout, goods_sizes, space_parts, track_marker_w
from .table_words import BONUS_CARDS, TRACK_NAMES, bonus_art
from .tokens import PIECE

Item = tuple[str, tuple[int, int]]
PARK_KINDS = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
GEMS = ("blue", "yellow", "green", "red", "diamond")


def wanted(L: TableLayout, u: float, boards: Sequence[str], markers: Sequence[str], item_art: Any) -> list[Item]:
    """Every (art, size) the table view and its flying pieces draw at layout `L` (the sizes the
    drawing code asks for, worked out the same way), the big ones first. `boards`: each seat's
    board; `markers`: each seat's marker colour."""
    out: dict[Item, None] = {}

    def add(name: str, size: tuple[int, int]) -> None:
        out[(name, (max(1, int(size[0])), max(1, int(size[1]))))] = None

    def marker(w: int, k: float = 0.9) -> None:
        for m in markers:
            add(f"marker-{m}", (w, round(w * k)))
    parks = list(L.parks.values())
    big = [p for p in parks if p.big][:1]
    small = [p for p in parks if not p.big and not p.summary][:1]
    for park in [p for p in parks if p.summary][:1]:  # a compact layout's one-line summary
        marker(round(park.name.height * 0.9))
        if park.gems.width:
            icon = goods_sizes(park.gems, u)[0]
            for name in ("coin",) + tuple(f"gem-{g}" for g in GEMS):
                add(name, (icon, icon))
    for park in big + small:  # every board may come to the big park and to a small one
        for b in boards:
            add(f"board-{b}", park.board.size)
    for park in big + small:
        for rect in park.light + park.dark:
            for kind in PARK_KINDS:
                add(f"tile-{kind}", rect.size)
        for t, (trect, spaces) in enumerate(zip(park.tracks, park.track_spaces)):
            add(f"track-{TRACK_NAMES[t]}", trect.size)
            for sp in spaces:
                marker(track_marker_w(park, sp))
        if not park.big:
            marker(round(park.name.height * 0.9))
        icon = goods_sizes(park.gems, u)[0]
        for name in ("coin",) + tuple(f"gem-{g}" for g in GEMS):
            add(name, (icon, icon))
        ticon = round(park.tokens.height * 0.9)
        for item in ITEM_NAMES[:12]:  # mines, rights, ships: the tokens a player keeps
            add(item_art(item), (ticon, ticon))
        cw = round(park.tokens.height * 0.9 * 250 / 350)
        for card in BONUS_CARDS:
            add(bonus_art(card), (cw, round(cw * 350 / 250)))
    for slot in L.slots:
        for name in ("market-card-dark", "market-card-light", "market-closed"):
            add(name, slot.size)
    for size in sorted({space_parts(r, u).art.size for r in L.spaces}):
        for item in ITEM_NAMES:
            add(item_art(item), size)
    if L.turn.width:  # not collapsed (the compact layout's)
        add("turn-track", L.turn.size)
    for w in sorted({round(r.width * 0.78) for r in L.turn_spaces}):
        marker(w)
    for t, rect in enumerate(L.prices):
        add(f"price-{PRICE_TILES[t]}", rect.size)
        marker(round(rect.width * 0.3))
    for card, rect in zip(BONUS_CARDS, L.bonus):
        add(bonus_art(card), rect.size)
        marker(round(rect.width * 0.55))
    piece = round(u * PIECE)  # the flying pieces (table_flights)
    for name in ("coin", "gem-diamond", "emblem") + tuple(item_art(i) for i in ITEM_NAMES[:12]):
        add(name, (piece, piece))
    for g in GEMS:
        add(f"gem-{g}", (piece * 2 // 3, piece * 2 // 3))
    marker(piece)
    for m in markers:
        add(f"marker-{m}", (piece // 2, round(piece * 0.45)))
    return sorted(out, key=lambda it: -it[1][0] * it[1][1])


def _rasterise(art: ArtCache, item: Item) -> pygame.Surface | Exception:
    try:
        return art.rasterise(*item)
    except (OSError, ValueError, pygame.error) as exc:  # broken art: get() draws its placeholder
        return exc


class ArtWarmer:
    """Rasterises what `plan` asks for on one worker thread; `collect` keeps what is ready."""

    def __init__(self, art: ArtCache) -> None:
        self.art = art
        self._pool: ThreadPoolExecutor | None = None
        self._pending: dict[Item, Future[pygame.Surface | Exception]] = {}
        self._planned: Any = None

    @property
    def planned(self) -> Any:
        return self._planned

    @property
    def pending(self) -> int:
        return len(self._pending)

    def plan(self, key: Any, items: Iterable[Item]) -> None:
        """Ask for `items` (once per `key`: a layout); what an earlier plan asked for and the
        worker has not started is dropped (another window size)."""
        if key == self._planned:
            return
        self._planned = key
        for f in self._pending.values():
            f.cancel()
        self._pending = {}
        todo: list[Item] = []
        room = 0
        for it in items:
            if self.art.has(*it):
                continue
            size = it[1][0] * it[1][1] * 4
            if self.art.has_room(room + size):  # work done ahead never pushes out what is shown
                room += size
                todo.append(it)
        if not todo:
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="club-art")
        for it in todo:
            self._pending[it] = self._pool.submit(_rasterise, self.art, it)

    def collect(self, limit: int = 24) -> int:
        """Keep up to `limit` pieces the worker has finished (in the art cache); how many."""
        done = 0
        for it, f in list(self._pending.items()):
            if done >= limit or not f.done():  # one worker: the rest are not done either
                break
            del self._pending[it]
            if not f.cancelled():
                self.art.adopt(it[0], it[1], f.result())
                done += 1
        return done

    def close(self) -> None:
        for f in self._pending.values():
            f.cancel()
        self._pending = {}
        self._planned = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
