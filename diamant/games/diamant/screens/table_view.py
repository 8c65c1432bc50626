"""The expedition table's view: draws a `TableModel` (diamant.games.diamant.screens.table_model) into a rect.

It holds nothing of the game: only caches (card faces, texts, panels, the layer of cards at rest:
the pictures are made in diamant.games.diamant.screens.table_sprites),
the gliding positions of cards when the path re-flows, and a clock for pulsing highlights. Where
things go comes from `TableLayout`; what is shown, from the model; colours and sizes are tokens of
diamant.ui.theme (TABLE_*). `shake` and `particles` are set by the effects
(diamant.games.diamant.screens.table_effects).

Card faces are rasterised ahead, while the table waits (`prepare`): the faces of the layout the
next card will bring when the path re-flows, and every face of the deck at the current size, so
a re-flow or a new card does not rasterise SVGs in the frame it shows.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from diamant.games.diamant.screens import table_tokens as tt
from diamant.ui.anim import ease, lerp
from diamant.games.diamant.screens.cards_art import CARD_ASPECT, CardArt
from diamant.ui.art import PALETTE, SEAT_COLOURS
from diamant.ui.surfcache import SurfaceCache
from diamant.games.diamant.screens.table_layout import Point, TableLayout
from diamant.games.diamant.screens.table_model import Anchor, TableModel
from diamant.games.diamant.screens.table_sprites import TableSprites
from diamant.games.diamant.engine import SeatInfo
from diamant.games.diamant.engine.cards import Card
from diamant.games.diamant.engine.words import hazard_name
from diamant.i18n import get_localizer
from diamant.ui.fonts import default_chain

if TYPE_CHECKING:
    from diamant.ui.particles import ParticleSystem

__all__ = ["TableView"]

TONES = {"gold": "gold", "danger": "danger"}  # banner tone -> palette colour
CLEAR = (0, 0, 0, 0)


class TableView(TableSprites):
    """Draws a table model (see the module docstring)."""

    def __init__(self, app: Any, model: TableModel, seats: Sequence[SeatInfo],
                 theme: str | None = None) -> None:
        self.app = app
        self.model = model
        self.theme = theme  # the card theme (diamant.games.diamant.engine.themes): how hazards look and are named
        self.seat_info = list(seats)
        self.art: CardArt = getattr(app, "art", None) or CardArt()
        self.viewer: int | None = None  # whose secret chest may be shown
        self.reveal_all = False
        self.show_round = True  # False when the host scene shows the round itself
        self.secret = bool(getattr(model.ruleset, "secret_chests", False))
        self.shake = 0.0  # 0..1, set by the effects
        self.particles: ParticleSystem | None = None  # set by the effects
        self.time = 0.0
        self._rect = pygame.Rect((0, 0), getattr(app, "size", None) or (1280, 720))
        self._pos: list[Point | None] = []  # smoothed card centres (re-flow glides)
        self._layouts: OrderedDict = OrderedDict()
        # bounded by bytes: a window resized through many sizes draws cards at every size
        self._texts = SurfaceCache(max_bytes=6 * 2**20, max_items=400, name="table texts")
        self._cache = SurfaceCache(max_bytes=24 * 2**20, max_items=1500, name="table")
        self._faces = SurfaceCache(max_bytes=16 * 2**20, max_items=160, name="card faces")
        self._last_layout: TableLayout | None = None
        self._still: tuple | None = None  # (key, surface, {index: what it shows}, trail length)

    # ------------------------------------------------------------------ words
    def t(self, key: str, **args: Any) -> str:
        fn = getattr(self.app, "t", None) or get_localizer().t
        return fn(key, **args)

    def relocalize(self) -> None:
        self._texts.clear()

    def forget(self) -> None:
        """Let every cached picture go (the table's scene left for good)."""
        self._texts.clear()
        self._cache.clear()
        self._faces.clear()
        self._layouts.clear()
        self._still = None
        self._last_layout = None
        self.particles = None

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.time += dt
        path = self.model.path
        pos = self._pos
        if len(pos) > len(path):
            del pos[len(path):]
        while len(pos) < len(path):
            pos.append(None)
        if dt <= 0:
            return
        lay = self._last_layout
        if lay is None:
            return
        k = 1.0 - math.exp(-dt * tt.TABLE_GLIDE)
        for i in range(min(len(path), len(lay.slots))):
            tx, ty = lay.slots[i].center
            p = pos[i]
            pos[i] = (tx, ty) if p is None else (p[0] + (tx - p[0]) * k, p[1] + (ty - p[1]) * k)

    def anchor(self, L: TableLayout, a: Anchor) -> Point:
        """Where a flight's end is, now."""
        kind = a[0]
        if kind == "slot":
            return L.slot_centre(a[1])
        if kind == "carried":
            return self._carried_anchor(L, a[1])
        if kind == "chest":
            return L.chest_pos[a[1]]
        if kind == "above-deck":
            return (L.deck_centre[0], L.rect.y - L.deck_size[1])
        return L.deck_centre

    # ------------------------------------------------------------------ geometry
    def layout(self, rect: pygame.Rect | None = None, n_cards: int | None = None) -> TableLayout:
        rect = pygame.Rect(rect if rect is not None else self._rect)
        n = len(self.model.path) if n_cards is None else n_cards
        scale = getattr(self.app, "scale", 1.0)  # the interface size: the seats' words grow
        key = (rect.x, rect.y, rect.w, rect.h, n, self.model.n, scale, getattr(self.app, "u", None))
        lay = self._layouts.get(key)
        if lay is None:
            lay = TableLayout(rect, n, self.model.n, text_scale=scale, text_u=getattr(self.app, "u", None))
            self._layouts[key] = lay
            while len(self._layouts) > 48:
                self._layouts.popitem(last=False)
        return lay

    def _explorer_pos(self, L: TableLayout, s: int) -> Point:
        seat = self.model.seats[s]
        w = seat.walk
        a, b = L.cave_pos[s], L.camp_pos[s]
        k = ease("linear", w)
        x, y = lerp(a[0], b[0], k), lerp(a[1], b[1], k)
        if 0.0 < w < 1.0 and not self.model.reduced_motion:
            y -= abs(math.sin(w * math.pi * tt.TABLE_STEPS)) * L.u * tt.TABLE_STEP_HOP  # steps
        return (x, y)

    def _carried_anchor(self, L: TableLayout, s: int) -> Point:
        x, y = self._explorer_pos(L, s)
        fx, fy = tt.TABLE_CARRIED_AT
        return (x + L.explorer_size[0] * fx, y + L.explorer_size[1] * fy)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, rect=None) -> None:
        rect = pygame.Rect(rect if rect is not None else surface.get_rect())
        self._rect = rect
        ox = oy = 0
        if self.shake > 0 and not self.model.reduced_motion:
            amp = self.shake * rect.h * tt.TABLE_SHAKE
            fx, fy, ky = tt.TABLE_SHAKE_WAVES
            ox = round(math.sin(self.time * fx) * amp)
            oy = round(math.cos(self.time * fy) * amp * ky)
        L = self.layout(rect.move(ox, oy))
        self._last_layout = self.layout(rect)
        self._draw_bands(surface, L)
        # Cards at rest (in their slot, face up, opaque, not glowing) and the trail are drawn
        # from one cached layer; only what moves, flips, fades or glows is drawn card by card.
        placed = self._place_cards(L)
        self._draw_still(surface, L, placed)
        pulse = 0.5 + 0.5 * math.sin(self.time * tt.TABLE_PULSE)
        cw, ch = L.card_size
        for pc, cx, cy, at_rest in placed:
            if not at_rest:
                self._draw_path_card(surface, pc, cx, cy, cw, ch, pulse)
        self._draw_deck(surface, L)
        for s in range(len(self.model.seats)):
            self._draw_seat(surface, L, s)
        self._draw_flyers(surface, L)
        if self.particles is not None and self.particles.alive:
            self.particles.draw(surface, (ox, oy))
        self._draw_banner(surface, L)

    # -- the bands, the path
    def _draw_bands(self, surface, L: TableLayout) -> None:
        u = L.u
        cb, kb = L.cave_band, L.camp_band
        rad = max(3, round(u * tt.TABLE_BAND_RADIUS))
        surface.blit(self._panel(cb.size, tt.TABLE_CAVE_BAND, rad), cb.topleft)
        surface.blit(self._panel(kb.size, tt.TABLE_CAMP_BAND, rad), kb.topleft)
        # side labels: the cave entrance and the camp
        fs = L.font_side
        least = max(tt.TABLE_FONT_MIN, round(u * tt.TABLE_SIDE_FONT))  # as at 100 %
        for band, name, label, k in ((cb, "entrance", "in-cave", 0), (kb, "camp", "camp", 1)):
            side = pygame.Rect(band.x, band.y, L.side_w, band.h)
            top = round(u * tt.TABLE_SIDE_ART_TOP[k])
            art_h = round(side.h * tt.TABLE_SIDE_ART)
            if fs > least:  # a larger label: the picture leaves it its line
                art_h = max(1, min(art_h, side.h - top - round(u * tt.TABLE_SIDE_LABEL_BOTTOM) - round(fs * 1.3)))
            img = self.art.fit(name, (round(side.w * tt.TABLE_SIDE_ART_W[k]), art_h))
            surface.blit(img, img.get_rect(midtop=(side.centerx, side.y + top)))
            lab = self._text(self.t(label), fs, PALETTE["text_dim"], max_w=side.w - 4,
                             least=least if fs > least else 0)
            surface.blit(lab, lab.get_rect(midbottom=(side.centerx,
                                                      side.bottom - round(u * tt.TABLE_SIDE_LABEL_BOTTOM))))

    def _draw_trail(self, surf: pygame.Surface, L: TableLayout, start: int, n: int,
                    origin) -> None:
        """The dotted trail linking cards `start`..`n-1` of the path, drawn onto `surf` placed at
        `origin`. No dot is drawn where a card (or the plate under it) lies, so a segment can be
        added after the cards are drawn."""
        r = max(1, round(L.u * tt.TABLE_TRAIL_DOT))
        step = max(4, round(L.u * tt.TABLE_TRAIL_STEP))
        ch = L.card_size[1]
        covered = [sl.inflate(2 * r, 2 * r + round(ch * tt.TABLE_TRAIL_CLEARANCE * 2))
                   for sl in L.slots[:n]]
        for i in range(max(0, start - 1), n - 1):
            way = L.trail(i)
            for a, b in zip(way, way[1:]):
                dist = math.hypot(b[0] - a[0], b[1] - a[1])
                for k in range(0, int(dist), step):
                    x = a[0] + (b[0] - a[0]) * k / dist
                    y = a[1] + (b[1] - a[1]) * k / dist
                    if covered[i].collidepoint(x, y) or covered[i + 1].collidepoint(x, y):
                        continue
                    pygame.draw.circle(surf, tt.TABLE_TRAIL, (x - origin[0], y - origin[1]), r)

    def _place_cards(self, L: TableLayout) -> list[tuple]:
        """Where each card of the path is drawn now, and whether it is at rest (in its slot,
        face up, opaque, not glowing): (card state, x, y, at rest)."""
        n = len(self.model.path)
        cw = L.card_size[0]
        ox, oy = L.rect.x - self._rect.x, L.rect.y - self._rect.y
        placed = []
        pos = self._pos
        settling = self.model.busy  # the newest card joins the layer once its event is shown
        layer_drawn = self._still[2] if self._still is not None else {}
        for i, pc in enumerate(self.model.path):
            slot = L.slots[i]
            p = pos[i] if i < len(pos) else None
            if p is not None and pc.fly >= 1.0 and not self.shake:
                cx, cy = round(p[0] + ox), round(p[1] + oy)
            else:
                cx, cy = slot.center
            if pc.wobble:
                waves, width = tt.TABLE_WOBBLE
                cx += round(math.sin(pc.wobble * math.pi * waves) * (1 - pc.wobble) * cw * width)
            at_rest = (not self.shake and (cx, cy) == slot.center and pc.fly >= 1.0
                       and not (settling and i == n - 1 and i not in layer_drawn)
                       and (pc.taken or (pc.flip >= 1.0 and pc.alpha >= 255 and not (
                           pc.disaster or pc.warn or pc.glow > 0))))
            placed.append((pc, cx, cy, at_rest))
        return placed

    def _draw_still(self, surface, L: TableLayout, placed) -> None:
        """The trail and the cards at rest: one cached layer (see _still_layer)."""
        n = len(self.model.path)
        if not n:
            return
        still = tuple((i, pc.card.id, pc.gems, pc.taken)
                      for i, (pc, _x, _y, at_rest) in enumerate(placed) if at_rest)
        surface.blit(self._still_layer(L, n, still), self._still_box(L, n).topleft)

    def _still_box(self, L: TableLayout, n: int) -> pygame.Rect:
        return L.grid_box.inflate(max(4, L.card_size[0] // 6), max(4, L.card_size[1] // 3))
    def _still_layer(self, L: TableLayout, n: int, still: tuple) -> pygame.Surface:
        """The trail and the cards at rest, on one layer. Cards coming to rest are added to it;
        it is drawn again only when the grid changes or a card on it changes."""
        box = self._still_box(L, n)
        key = (box.topleft, box.size, L.card_size, L.grid_rows, L.grid_cols, L.card_gem)
        want = {i: rest for i, *rest in still}
        layer = self._still
        if layer is not None and layer[0] == key and layer[3] <= n and all(
                want.get(i) == v for i, v in layer[2].items()):
            surf, drawn, trail_n = layer[1], layer[2], layer[3]
        else:
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            drawn, trail_n = {}, 0
        if trail_n < n:
            self._draw_trail(surf, L, trail_n, n, box.topleft)
        cw, ch = L.card_size
        for i, v in want.items():
            if i not in drawn:
                cx, cy = L.slots[i].center
                self._draw_path_card(surf, self.model.path[i], cx - box.x, cy - box.y, cw, ch, 0.0)
                drawn[i] = v
            self._still = (key, surf, drawn, n)
        return surf

    def _draw_path_card(self, surface, pc, cx: int, cy: int, cw: int, ch: int,
                        pulse: float) -> None:
        if pc.taken:
            ghost = self._panel((cw, ch), CLEAR, max(2, cw // 12), tt.TABLE_GHOST_EDGE,
                                max(1, cw // 40))
            surface.blit(ghost, ghost.get_rect(center=(cx, cy)))
            return
        if pc.fly < 1.0:
            return  # drawn as a flyer from the deck
        if pc.alpha <= 0:
            return
        # glows: first hazards stay highlighted; a disaster burns red
        if pc.disaster or pc.warn or pc.glow > 0:
            spread = max(4, round(cw * tt.TABLE_GLOW_SPREAD))
            col = tt.TABLE_GLOW_DISASTER if pc.disaster else tt.TABLE_GLOW_WARNING
            glow = self._glow((cw, ch), col, spread)
            low, swing = tt.TABLE_GLOW_DISASTER_PULSE if pc.disaster else tt.TABLE_GLOW_WARNING_PULSE
            a = low + swing * pulse
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
            # on the card's lower edge, below the gems of the card's art
            self._draw_remainder(surface, pc.gems, (cx, cy + round(ch * tt.TABLE_GEMS_ON_CARD_Y)), cw)

    def _draw_remainder(self, surface, gems: int, centre, cw: int) -> None:
        """The gems lying on a card: a dark plate with a small pile and the count."""
        lay = self._last_layout
        g = max(7, round(cw * tt.TABLE_GEM_ON_CARD))
        if lay is not None and lay.card_size[0] == cw:
            g = lay.card_gem  # a larger interface: at least its 100 % size
        key = ("remainder", gems, cw, g)
        plate = self._cache.get(key)
        if plate is None:
            pile = self._pile(gems, g)
            num = self._text(str(gems), max(tt.TABLE_FONT_TINY, round(g * 1.1)), PALETTE["gold"], bold=True)
            pad = max(2, g // 4)
            w = pile.get_width() + num.get_width() + pad * 3
            h = max(pile.get_height(), num.get_height()) + pad
            plate = self._panel((w, h), tt.TABLE_GEMS_ON_CARD, h // 2, PALETTE["gold_dark"],
                                max(1, g // 10)).copy()
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
        lift = round(ch * tt.TABLE_FLIP_LIFT * math.sin(flip * math.pi))
        img = self._scaled(img, w, ch + lift)
        surface.blit(img, img.get_rect(center=centre))

    def _draw_deck(self, surface, L: TableLayout) -> None:
        u = L.u
        dw, dh = L.deck_size
        cx, cy = L.deck_centre
        if self.show_round:
            label = self._text(self.t("round-of", round=max(1, self.model.round),
                                      total=self.model.total_rounds),
                               max(tt.TABLE_FONT_MIN, round(u * tt.TABLE_ROUND_FONT)), PALETTE["gold"],
                               bold=True, max_w=L.side_w - 2 * L.pad)
            surface.blit(label, label.get_rect(center=L.round_pos))
        back = self.art.card("back", size=(dw, dh))
        layers = min(4, max(1, self.model.deck_size // 8))
        off = max(1, round(u * tt.TABLE_DECK_LAYER))
        for k in range(layers, 0, -1):
            surface.blit(back, back.get_rect(center=(cx + k * off, cy + k * off)))
        if self.model.deck_size > 0:
            surface.blit(back, back.get_rect(center=(cx, cy)))
        else:
            empty = self._panel((dw, dh), tt.TABLE_DECK_EMPTY, max(2, dw // 12), tt.TABLE_DECK_EMPTY_EDGE, 2)
            surface.blit(empty, empty.get_rect(center=(cx, cy)))
        fs = max(tt.TABLE_FONT_MIN, round(u * tt.TABLE_DECK_FONT))
        num = self._text(str(self.model.deck_size), fs, PALETTE["text"], bold=True)
        badge = self._panel((max(num.get_width() + fs, fs * 2), fs + fs // 2), tt.TABLE_DECK_BADGE,
                            fs // 2, PALETTE["gold_dark"], max(1, fs // 10))
        br = badge.get_rect(center=(cx, cy + dh / 2))
        surface.blit(badge, br)
        surface.blit(num, num.get_rect(center=br.center))
        lab = self._text(self.t("table-deck"), max(tt.TABLE_FONT_TINY, round(u * tt.TABLE_DECK_LABEL_FONT)),
                         PALETTE["text_dim"], max_w=L.side_w - 4)
        surface.blit(lab, lab.get_rect(midtop=(cx, br.bottom + round(u * tt.TABLE_DECK_LABEL_GAP))))

    # -- the seats
    def _chest_visible(self, s: int) -> bool:
        return ((not self.secret) or self.reveal_all or self.model.game_over
                or (self.viewer is not None and self.viewer == s))

    def _chest_text(self, s: int) -> str | None:
        """The chest's plate: its count, or the "secret" word; None while the count runs up."""
        seat = self.model.seats[s]
        if not self._chest_visible(s):
            return self.t("table-chest-secret")
        if self.model.game_over or seat.chest_shown != seat.chest:
            if seat.chest_shown != seat.chest:
                return None
            return str(int(round(seat.chest_shown)))
        return str(seat.chest)

    def _plate_rect(self, L: TableLayout, s: int, num: pygame.Surface) -> pygame.Rect:
        """Where the chest's number plate lies."""
        fnum = L.font_num
        cx, cy = L.chest_pos[s]
        r = pygame.Rect(0, 0, max(num.get_width() + fnum // 2, fnum * 2), fnum + fnum // 3)
        r.center = (cx, cy + L.chest_size[1] * tt.TABLE_PLATE_Y)
        return r

    def _relic_plate(self, L: TableLayout, s: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The relic points of seat `s`: a plate with a small relic card and "+5 relic pts", on
        the chest's lid (between the name above and the count below)."""
        seat = self.model.seats[s]
        fnum = L.font_num
        words = self.t("table-relic-points", points=seat.relic_points)
        px, max_w = max(tt.TABLE_FONT_TINY, round(fnum * tt.TABLE_RELIC_FONT)), round(L.colw * tt.TABLE_RELIC_W)
        smallest = min(px, max(tt.TABLE_FONT_TINY, math.floor(px * tt.TABLE_TEXT_SHRINK)))  # see _text
        if default_chain().get(smallest, True).size(words)[0] > max_w:
            words = f"+{seat.relic_points}"  # a narrow seat: the small relic card says the rest
        key = ("relic-plate", words, px, max_w, fnum)
        plate = self._cache.get(key)
        if plate is None:
            text = self._text(words, px, PALETTE["relic"], bold=True, max_w=max_w)
            ih = max(4, round(text.get_height() * tt.TABLE_RELIC_ICON))
            icon = self.art.card("relic", relic_index=1, size=(max(3, round(ih * CARD_ASPECT)), ih))
            pad = max(2, fnum // 5)
            w = icon.get_width() + text.get_width() + 3 * pad
            h = max(icon.get_height(), text.get_height()) + pad // 2 * 2
            plate = self._panel((w, h), tt.TABLE_PLATE, h // 3, PALETTE["relic"], max(1, fnum // 12)).copy()
            plate.blit(icon, icon.get_rect(midleft=(pad, h // 2)))
            plate.blit(text, text.get_rect(midleft=(2 * pad + icon.get_width(), h // 2)))
            self._cache[key] = plate
        cx, cy = L.chest_pos[s]
        chh = L.chest_size[1]
        top = cy - chh / 2
        count_top = cy + chh * tt.TABLE_PLATE_Y - (fnum + fnum // 3) / 2
        return plate, plate.get_rect(center=(cx, (top + count_top) / 2))

    def _draw_seat(self, surface, L: TableLayout, s: int) -> None:
        ew, eh = L.explorer_size
        chw, chh = L.chest_size
        fnum = L.font_num
        seat = self.model.seats[s]
        info = self.seat_info[s]
        cno = s if info.colour is None else info.colour  # no colour: the seat's place
        colour = SEAT_COLOURS[cno % len(SEAT_COLOURS)]
        # chest with its content (or a lock when secret)
        cx, cy = L.chest_pos[s]
        if seat.winner:
            glow = self._glow((chw, chh), tt.TABLE_GLOW_WINNER, max(4, chw // 5))
            low, swing, rate = tt.TABLE_WINNER_PULSE
            glow.set_alpha(int(low + swing * math.sin(self.time * rate)))
            surface.blit(glow, glow.get_rect(center=(cx, cy)))
        chest = self.art.get(f"chest-{cno % 8}", (chw, chh))
        surface.blit(chest, chest.get_rect(center=(cx, cy)))
        txt = self._chest_text(s)
        if not self._chest_visible(s):
            col = PALETTE["text_dim"]
        else:
            col = PALETTE["gold"]
            if txt is None:  # counting up
                txt = str(int(round(seat.chest_shown)))
        assert txt is not None  # only a visible chest's count runs up
        num = self._text(txt, fnum, col, bold=True)
        pr = self._plate_rect(L, s, num)
        plate = self._panel(pr.size, tt.TABLE_PLATE, fnum // 3, colour, max(1, fnum // 12))
        surface.blit(plate, pr)
        surface.blit(num, num.get_rect(center=pr.center))
        if seat.relic_points:
            relic, rr = self._relic_plate(L, s)
            surface.blit(relic, rr)
        # name
        name = self._text(info.name, L.font_name, colour, bold=True, max_w=round(L.colw * tt.TABLE_NAME_W),
                          least=L.name_least)
        surface.blit(name, name.get_rect(center=L.name_pos[s]))
        # explorer (walking between the cave and the camp)
        ex, ey = self._explorer_pos(L, s)
        k = lerp(1.0, L.CAMP_SCALE, seat.walk)
        if seat.walk >= 1.0:
            img = self.art.get(f"explorer-{cno % 8}", (round(ew * k), round(eh * k)))
        elif seat.walk <= 0.0:
            img = self.art.get(f"explorer-{cno % 8}", (ew, eh))
        else:
            img = self._scaled(self.art.get(f"explorer-{cno % 8}", (ew, eh)),
                               round(ew * k), round(eh * k))
        sw, sh = tt.TABLE_EXPLORER_SHADOW_SIZE
        shadow = self._panel((round(ew * sw * k), max(2, round(eh * sh * k))), tt.TABLE_EXPLORER_SHADOW,
                             max(1, eh // 20))
        surface.blit(shadow, shadow.get_rect(center=(ex, ey + eh * k * tt.TABLE_EXPLORER_SHADOW_Y)))
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
            dcx, dcy = ex, ey - eh * tt.TABLE_DECISION_Y
            if seat.decision is None or seat.flip < 0.5:
                base = self.art.card("decision-back", size=(dw, dh))
                sx = 1.0 if seat.decision is None else 1 - seat.flip * 2
            else:
                base = self.art.card(seat.decision.value, size=(dw, dh))
                sx = seat.flip * 2 - 1
            swell = math.sin(math.pi * seat.reveal) if seat.decision is not None else 0.0
            k *= 1 + tt.TABLE_REVEAL_SWELL * swell
            w = max(1, round(dw * sx * k))
            h = max(1, round(dh * k))
            if swell > 0.05:  # the moment of the reveal: a glow behind the card
                big = 1 + tt.TABLE_REVEAL_SWELL  # one glow, the size of the card at its largest
                spread = max(4, round(dw * 0.4))
                glow = self._glow((round(dw * big), round(dh * big)), tt.TABLE_GLOW_WINNER, spread)
                glow.set_alpha(round(255 * swell))
                surface.blit(glow, glow.get_rect(center=(round(dcx), round(dcy))))
            img = self._scaled(base, w, h)
            surface.blit(img, img.get_rect(center=(round(dcx), round(dcy))))

    # -- what moves over everything
    def _draw_flyers(self, surface, L: TableLayout) -> None:
        if not self.model.flights:
            self._draw_dealt(surface, L)
            return
        cw, ch = L.card_size
        for f in self.model.flights:
            a = self.anchor(L, f.src)
            b = self.anchor(L, f.dst)
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
                k = lerp(1.0, tt.TABLE_TAKE_SHRINK, t) if f.dst[0] != "deck" else 1.0
                assert f.card is not None  # a card's flight carries its card
                base = self._card_face(f.card, (cw, ch))
                img = base if k == 1.0 else self._scaled(base, round(cw * k), round(ch * k))
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        self._draw_dealt(surface, L)

    def _draw_dealt(self, surface, L: TableLayout) -> None:
        """Cards being dealt from the deck (part of the path model)."""
        cw, ch = L.card_size
        for i, pc in enumerate(self.model.path):
            if pc.fly < 1.0 and i < len(L.slots):
                a, b = L.deck_centre, L.slots[i].center
                t = pc.fly
                x, y = lerp(a[0], b[0], t), lerp(a[1], b[1], t) - math.sin(t * math.pi) * L.u * tt.TABLE_DEAL_ARC
                w = round(lerp(L.deck_size[0], cw, t))
                h = round(lerp(L.deck_size[1], ch, t))
                img = self._scaled(self.art.card("back", size=(cw, ch)), w, h)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_banner(self, surface, L: TableLayout) -> None:
        m = self.model
        if m.banner is None or m.banner_alpha <= 0.01:
            return
        key, args, tone = m.banner
        if "hazard" in args:  # the model keeps the engine's hazard; named in the game's theme
            loc = getattr(self.app, "loc", None) or get_localizer()
            args = {**args, "hazard": hazard_name(loc, args["hazard"], self.theme)}
        text, colour = self.t(key, **args), PALETTE[TONES[tone]]
        pa = L.path_area
        fs = max(tt.TABLE_BANNER_FONT_MIN, round(L.u * tt.TABLE_BANNER_FONT))
        ink = self._text(text, fs, colour, bold=True, max_w=round(pa.w * tt.TABLE_BANNER_W))
        w, h = ink.get_width() + fs * 2, ink.get_height() + fs
        plate = self._panel((w, h), tt.TABLE_BANNER, fs // 2, colour, max(2, fs // 14))
        r = plate.get_rect(center=(pa.centerx, pa.centery))
        a = int(255 * min(1.0, m.banner_alpha))
        plate.set_alpha(a)
        surface.blit(plate, r)
        plate.set_alpha(None)
        ink.set_alpha(a)
        surface.blit(ink, ink.get_rect(center=r.center))
        ink.set_alpha(None)

