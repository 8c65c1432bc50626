"""The expedition table's cached pictures: texts with a shadow, panels, glows, piles of gems and
card faces, the faces made ahead while the table waits (`prepare`). A part of the table's view
(diamant.games.diamant.screens.table_view.TableView draws with them); it owns the caches' contents, the view
creates the caches."""
from __future__ import annotations

import pygame

from diamant.games.diamant.screens.cards_art import CARD_ASPECT, CardArt
from diamant.games.diamant.screens.table_layout import TableLayout
from diamant.games.diamant.screens.table_model import TableModel, split_gems
from diamant.games.diamant.engine.cards import Card, CardKind
from diamant.ui import textfit
from diamant.games.diamant.screens import table_tokens as tt
from diamant.ui.fonts import default_chain
from diamant.ui.surfcache import SurfaceCache

__all__ = ["TableSprites"]


class TableSprites:
    """The view's pictures, cached (mixed into TableView, which sets these fields)."""

    art: CardArt
    theme: str | None
    model: TableModel
    _texts: SurfaceCache
    _cache: SurfaceCache
    _faces: SurfaceCache
    _last_layout: TableLayout | None

    def layout(self, rect: pygame.Rect | None = None, n_cards: int | None = None) -> TableLayout:
        raise NotImplementedError  # the view's: where the cards go

    def _text(self, text: str, px: int, colour, bold: bool = False, max_w: int | None = None,
              least: int = 0):
        """`least`: a text too wide shrinks down to this (its size at 100 %: a larger interface
        size's text may come back to it), no further (then it is cut)."""
        key = (text, px, tuple(colour), bold, max_w, least)
        surf = self._texts.get(key)
        if surf is not None:
            self._texts.move_to_end(key)
            return surf
        chain = default_chain()
        size = px
        font = chain.get(size, bold)
        if max_w is not None:
            floor = least or max(tt.TABLE_FONT_TINY, px * tt.TABLE_TEXT_SHRINK)
            while font.size(text)[0] > max_w and size > floor:
                size -= 1
                font = chain.get(size, bold)
            if font.size(text)[0] > max_w:
                textfit.report("cut", text, font.size(text)[0], max_w)
                while len(text) > 1 and font.size(text + "…")[0] > max_w:
                    text = text[:-1]
                text += "…"
        ink = font.render(text, colour)
        shadow = font.render(text, tt.TABLE_TEXT_SHADOW)
        off = max(1, px // tt.TABLE_TEXT_SHADOW_OFFSET)
        surf = pygame.Surface((ink.get_width() + off, ink.get_height() + off), pygame.SRCALPHA)
        shadow.set_alpha(tt.TABLE_TEXT_SHADOW_ALPHA)
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
                a = int(tt.TABLE_GLOW_ALPHA * (1 - k / (steps + 1)) ** 1.5)
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
            step = max(2, round(g * tt.TABLE_PILE_STEP))
            w = g + step * max(0, len(tokens) - 1)
            surf = pygame.Surface((max(1, w), g), pygame.SRCALPHA)
            for j, kind in enumerate(tokens):
                surf.blit(self.art.get(kind, (g, g)), (j * step, 0))
            self._cache[key] = surf
        return surf

    _BUCKETS = (240, 480, 960, 1600)

    @staticmethod
    def _face_key(card: Card) -> tuple:
        if card.kind is CardKind.TREASURE:
            return ("treasure", card.value)
        if card.kind is CardKind.HAZARD:
            return ("hazard", card.hazard.value)  # type: ignore[union-attr]  # a hazard card always has its Hazard
        return ("relic", card.idol, card.value or None)

    def _card_face(self, card: Card, size: tuple[int, int]) -> pygame.Surface:
        """A card face at `size`, scaled down from a few fixed rasterised sizes.

        When the path re-flows, every card changes size at once: smooth-scaling a cached master
        costs a fraction of a millisecond per card, rasterising each SVG again costs several.
        """
        key = self._face_key(card)
        ck = ("face", key, size)
        surf = self._faces.get(ck)
        if surf is not None:
            return surf
        msize = self._master_size(size)
        if key[0] == "treasure":
            master = self.art.card("treasure", value=key[1], size=msize)
        elif key[0] == "hazard":
            master = self.art.card("hazard", hazard=key[1], size=msize, theme=self.theme)
        else:
            master = self.art.card("relic", relic_index=key[1], relic_value=key[2], size=msize)
        surf = master if master.get_size() == size else pygame.transform.smoothscale(master, size)
        self._faces[ck] = surf
        if len(self._faces) > 160:
            self._faces.popitem(last=False)
        return surf

    def prepare(self, calm: bool) -> int:
        """Make card faces ahead (see the module docstring); returns how many were made. Busy
        (the table animates): at most one face of the coming re-flow's size, scaled from a master
        already rasterised. Calm: a few faces, rasterising masters where needed: first the path's
        cards at the coming re-flow's size, then every card of the deck at the current size."""
        lay = self._last_layout
        if lay is None:
            return 0
        path = [pc.card for pc in self.model.path]
        nxt = self.layout(lay.rect, len(path) + 1).card_size
        wanted = [(c, nxt) for c in path] if nxt != lay.card_size else []
        if calm:
            wanted += [(c, lay.card_size) for c in self._deck_cards()]
        made = 0
        faces = self._faces
        for card, size in wanted:
            if ("face", self._face_key(card), size) in faces:
                continue
            if faces.bytes + 4 * size[0] * size[1] > faces.max_bytes * 0.75:
                break  # made ahead only while it pushes nothing shown out of the cache
            if not self._has_master(card, size):
                mw, mh = self._master_size(size)
                if not calm or not self.art.has_room(4 * mw * mh):
                    continue
            self._card_face(card, size)
            made += 1
            if made >= (3 if calm else 1):
                break
        return made

    def _deck_cards(self) -> list[Card]:
        """One card of each face the deck can still show (the ruleset's cards)."""
        cards = getattr(self, "_deck_faces", None)
        if cards is None:
            seen: dict[tuple, Card] = {}
            deck, relics = self.model.ruleset.build_cards()
            for card in deck + relics:
                seen.setdefault(self._face_key(card), card)
            cards = self._deck_faces = list(seen.values())
        return cards

    def _master_size(self, size: tuple[int, int]) -> tuple[int, int]:
        h = next((b for b in self._BUCKETS if b >= size[1]), size[1])
        return (round(h * CARD_ASPECT), h)

    def _has_master(self, card: Card, size: tuple[int, int]) -> bool:
        key, msize = self._face_key(card), self._master_size(size)
        if key[0] == "treasure":
            return self.art.has_card("treasure", value=key[1], size=msize)
        if key[0] == "hazard":
            return self.art.has_card("hazard", hazard=key[1], size=msize, theme=self.theme)
        return self.art.has_card("relic", relic_index=key[1], relic_value=key[2], size=msize)

    def _scaled(self, surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
        if surf.get_size() == (w, h):
            return surf
        return pygame.transform.scale(surf, (max(1, w), max(1, h)))
