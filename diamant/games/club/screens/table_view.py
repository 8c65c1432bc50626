"""Drawing the Diamonds Club table from a public state (ClubGame.state()).

The whole table at rest is one picture (`TableView.still`), made again only when what it shows
changes (the state, the window size, the language, the player to move's options); a frame
blits it and draws only what moves on top (diamant.games.club.screens.table_motion). So a table
waiting for a person costs nothing per frame, and the scene asks for no frames at all.

The picture is made of parts (the top line, each column of the market, the turn-order track, the
price tiles, the bonus cards, each park, the log), each drawn clipped to its own region of the
table. When an action lands, only the parts whose content changed are drawn again, over the
cloth of their region: an action costs a part or a few, not the whole table. Since a part is
clipped the same way whether it is drawn alone or with all the others, the picture is the same
either way.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from diamant.ui import theme
from diamant.ui.art import ArtCache
from diamant.games.club.data import PRICE_TILES, ROWS

from . import dialog_kit
from .round_end_layout import summary_art
from .table_layout import (ART, BADGE_FONT, COUNT_GAP, PRICE_GAP, SLOTS, Park, SpaceParts, TableLayout, art_layout, badge_px,
                           goods_sizes, space_parts, track_marker)
from .table_warm import ArtWarmer, wanted
from .table_words import BONUS_CARDS, TRACK_NAMES, bonus_art, bonus_owner, phase_text, price_of, space_name

#: player colours in the order of ClubSeat.colour: red, white, bronze, blue
COLOUR_NAMES = ("red", "white", "bronze", "blue")
COLOUR_RGB = ((205, 60, 48), (238, 234, 222), (190, 122, 58), (60, 112, 214))
INK = (250, 244, 230)
INK_DIM = (200, 190, 168)
BADGE = (24, 16, 10, 225)
DIM_SPACE = (10, 8, 6, 150)  # a space the person to move cannot buy
OFFER = (255, 216, 106)  # the outline of a space or tile the person to move can take
COIN_FILL = (232, 184, 64)  # the badge of the coins lying on a taken space: coin gold
COIN_INK = (40, 24, 8)
# the drawing's lengths, in units
PANEL_REACH = 0.25      # the parks and the log reach this far beyond their panels
FRAME_RADIUS = 0.4      # the corners of a taken or offered space's frame
TAKEN_FRAME_W = 0.22    # a taken space's frame, in its owner's colour
OFFER_W = 0.18          # the outline of what the person to move can take
PRICE_BADGE = 1.6       # a price tile's price for the player to move
PRICE_RADIUS = 0.5      # an offered price tile's outline: its corners
STACK_UP = 0.2          # the count of tiles left under a price tile: its box starts this far above the tile's foot
STACK_H = 1.4
STACK_REACH_COMPACT = 0.35  # ... over this share of the gaps beside it (the compact layout's)
NAME_GAP = 0.3          # a small park's marker and name
MOVER_FRAME_W = 0.25    # the frame round the park of the player to move
TOKEN_GAP = 0.15        # between two tokens, or two bonus cards, of a park
BONUS_SUM_W = 3         # the bonus cards' points ("+5") before them
SUMMARY_FONT = 1.35     # a compact layout's summary of another park: the name
LOG_PAD_X = 1.6         # the log's lines inside its panel (both sides together)
LOG_PAD_Y = 1.0
LOG_FONT = 1.45         # the log's lines
LOG_LEADING = 1.25      # a line's height, in the font's size
PARK_ORDER = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
GEM_ORDER = ("blue", "yellow", "green", "red", "diamond")


def space_badge_rect(app: Any, text: str, parts: SpaceParts) -> pygame.Rect:
    """The badge of `text` on a market space: parts.badge, grown to the left to hold two digits."""
    r = pygame.Rect(parts.badge)
    w = app.fonts.get(parts.font_px, True).size(text)[0] + r.height // 2
    if w > r.width:
        r.width, r.right = w, parts.badge.right
    return r


def club_art() -> ArtCache:
    return ArtCache(art_dir=ART, max_items=512)


def item_art(item: str) -> str:
    """The picture of a market item or a token ("M blue", "blue", "R3", "T+2", "D any", "pond")."""
    if item.startswith("M "):
        return f"mine-{item[2:]}"
    if item in ("blue", "yellow", "green", "red"):
        return f"mine-{item}"
    if item[:1] == "R" and item[1:].isdigit():
        return f"rights-{item[1:]}"
    if item[:1] == "S" and item[1:].isdigit():
        return f"ship-{item[1:]}"
    if item.startswith("T+"):
        return f"turn-{item[2:]}"
    if item.startswith("D "):
        return f"step-{item[2:]}"
    return f"tile-{item.replace(' ', '-')}"


def park_slots(pl: dict[str, Any], board: str) -> tuple[list[str | None], list[str | None]]:
    """What lies on each light-green and dark-green space of a park. The tiles are laid in the
    order they were placed (the state's `placed`), as the rules place them: a kind's empty
    required space, else the next ordinary light-green space, else the next dark-green one; so
    a tile stays on its space for the whole game, whatever comes after it (a layout made from
    the counts alone moved a pond along when a fountain came)."""
    lay = art_layout()["board"]
    light: list[str | None] = [None] * len(lay["light"])
    dark: list[str | None] = [None] * len(lay["dark"])
    required = dict(zip(lay["required_kinds"][board], lay["required"]))
    ordinary = [i for i in range(len(light)) if i not in lay["required"]]
    # what of the order fits the counts (a state from before the order was kept, or changed by
    # hand, has none or too much), then the other tiles: the filled required ones, the rest by kind
    left = {k: max(0, n) for k, n in pl["park"].items()}
    placed = []
    given = pl.get("placed")
    for kind in (given if isinstance(given, list) else []) + [k for k in required if pl["required"].get(k)]:
        if left.get(kind, 0) > 0:
            left[kind] -= 1
            placed.append(kind)
    placed += [k for k in PARK_ORDER for _ in range(left.get(k, 0))]
    free_dark = iter(range(len(dark)))
    free_light = iter(ordinary)
    for kind in placed:
        spot = required.get(kind)
        if spot is not None and light[spot] is None:
            light[spot] = kind
            continue
        i = next(free_light, None)
        if i is not None:
            light[i] = kind
            continue
        j = next(free_dark, None)
        if j is not None:
            dark[j] = kind
    return light, dark


def _same(a: Any, b: Any) -> bool:
    """Keys of the still picture compared cheaply: the state and the log's lines (replaced when
    they change, never changed in place) by identity, the rest by value."""
    if a is None or b is None or len(a) != len(b):
        return False
    return all(x is y if i in (3, 9) else x == y for i, (x, y) in enumerate(zip(a, b)))


class TableView:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.art = club_art()
        self._still: pygame.Surface | None = None
        self._key: Any = None
        self._base: pygame.Surface | None = None  # the cloth and the panels, per layout
        self._base_key: Any = None
        self._base_made = 0  # how many cloths were made: a new one is drawn whole
        self._canvas: pygame.Surface | None = None  # the still picture's surface, drawn over again
        self._parts: dict[Any, Any] = {}  # what each part of the canvas shows now (its key)
        self._shades: dict[tuple[int, ...], pygame.Surface] = {}
        self._ahead: tuple[Any, ...] | None = None  # words to render before they are shown
        #: the art of this layout rasterised ahead on a worker thread (a window; headless tools
        #: and benchmarks ask with app.warm_art)
        self.warm_ahead = bool(app.warm_art if app.warm_art is not None else not app.headless)
        self.warmer = ArtWarmer(self.art)
        #: the round summary's art (the dialogs' own cache), once the table's is done
        self.summary_warmer = ArtWarmer(dialog_kit.art())
        self.draws = 0  # how many times the still picture was made (tests)
        self.parts_drawn = 0  # how many parts were drawn in all (tests, benchmarks)

    def forget(self) -> None:
        self._still = self._base = self._canvas = None
        self._key = self._base_key = None
        self._parts = {}
        self._shades = {}

    # --- the still picture -------------------------------------------------------------------
    def still(self, state: dict[str, Any], L: TableLayout, names: Sequence[str], colours: Sequence[int],
              offers: frozenset[str], status: str, human: bool, log_lines: Sequence[tuple[str, str]]) -> pygame.Surface:
        # the shown state is replaced, never changed in place: its identity stands for its content
        # (the key holds the state, so its id cannot be reused while the key lives)
        if self.warm_ahead:
            self._warm(state, L, colours)
        key = (L.size, self.app.lang, id(state), state, tuple(names), tuple(colours), offers, status, human,
               log_lines, tuple(L.parks))
        if self._still is None or not _same(key, self._key):
            surf = self._canvas
            if surf is None or surf.get_size() != L.size:
                self._canvas = surf = None  # the old one goes before the new one is made
                self._parts = {}
                surf = pygame.Surface(L.size)
                if pygame.display.get_surface() is not None:
                    surf = surf.convert()
                self._canvas = surf
            self._draw_parts(surf, state, L, names, colours, offers, status, human, log_lines)
            self._still, self._key = surf, key
            self.draws += 1
        elif self._ahead is not None:  # a frame that draws no part renders the next words
            ahead, self._ahead = self._ahead, None
            scratch = pygame.Surface((1, 1))  # the texts land in the text cache; the pixels, nowhere
            self._top(scratch, *ahead[:3])
            self._log(scratch, ahead[1], ahead[3])
        return self._still

    def ahead(self, L: TableLayout, state: dict[str, Any], status: str, log_lines: Sequence[tuple[str, str]]) -> None:
        """Texts the next action shows when it lands (its log lines, the top line): rendered in
        the next frame that draws nothing, so the frame it lands in only blits them."""
        self._ahead = (state, L, status, log_lines)

    def _warm(self, state: dict[str, Any], L: TableLayout, colours: Sequence[int]) -> None:
        boards = tuple(pl["board"] for pl in state["players"])
        markers = tuple(COLOUR_NAMES[c] for c in colours)
        key = (L.size, L.players, boards, markers)
        if self.warmer.planned != key:
            self.warmer.plan(key, wanted(L, self.app.u, boards, markers, item_art))
        self.warmer.collect()
        if self.warmer.pending:
            return  # the table's own art first: it shows now; the summary at the round's end
        skey = (L.size, tuple(colours))
        if self.summary_warmer.planned != skey:
            self.summary_warmer.plan(skey, summary_art(dialog_kit.art(), self.app.u, L.size, colours))
        self.summary_warmer.collect()

    def close(self) -> None:
        """The table leaves: the art worker stops."""
        self.warmer.close()
        self.summary_warmer.close()

    def _draw_parts(self, s: pygame.Surface, state, L: TableLayout, names, colours, offers, status, human,
                    log_lines) -> None:
        """Draw again the parts whose content changed (all of them on a new canvas, size,
        language or cloth), each over the cloth of its region and clipped to it."""
        base = self._base_for(L)
        whole = (L.size, self.app.lang, self._base_made)  # not id(base): a new one may reuse it
        fresh = self._parts.get("whole") != whole
        if fresh:
            self._parts = {"whole": whole}
            s.blit(base, (0, 0))
        colours = tuple(colours)
        for name, region, key, draw in self._part_list(state, L, names, colours, offers, status, human, log_lines):
            full_key = (tuple(region), key)
            if self._parts.get(name) == full_key:
                continue
            if not fresh:
                s.blit(base, region, region)
            s.set_clip(region)
            try:
                draw(s)
            finally:
                s.set_clip(None)
            self._parts[name] = full_key
            self.parts_drawn += 1

    def _part_list(self, state, L: TableLayout, names, colours, offers, status, human, log_lines) -> list[Any]:
        """Each part of the picture: (name, region, what it shows, how to draw it). The regions
        never overlap; each part draws inside its own (clipped, so it could not spill anyway)."""
        u = self.app.u
        k = max(1, round(u * PANEL_REACH))  # parks and log reach a little beyond their panels (gaps 0.6 u)
        w = L.size[0]
        left = L.panels[0][0] if L.panels else L.market
        split = L.right.left - k  # left column | right column
        # the rows under the market end with their panel (a portrait window's may span the width,
        # with the parks under it, or have the big park beside it)
        rows_end = L.lower.right + k if L.portrait else split
        top = pygame.Rect(0, 0, w, max(0, left.top - k))
        market_bottom = max((r.bottom for r in L.slots), default=L.market.bottom)
        price_top = min(L.price_row.top, min((r.top for r in L.prices), default=L.price_row.top))
        bonus_top = min((r.top for r in L.bonus), default=L.bonus_row.top)
        col_top = top.bottom
        parts: list[Any] = []
        phase = state["phase"]
        parts.append(("top", top, (state["round"], phase, status),
                      lambda s: self._top(s, state, L, status)))
        cards = state["cards"]
        players = len(state["players"])
        gap = (L.slots[1].left - L.slots[0].right) if len(L.slots) > 1 else 0
        for c, slot in enumerate(L.slots):
            lo = slot.left - gap // 2 if c else 0
            # the last column's region reaches the right column, or (portrait: the market spans
            # the width above it) the window's edge
            end = w if L.portrait else split
            # up to where the next column's region starts (a card's rounded width may reach it)
            hi = L.slots[c + 1].left - gap // 2 if c < len(L.slots) - 1 else end
            region = pygame.Rect(lo, col_top, hi - lo, market_bottom - col_top)
            spaces = tuple((space_name(i), state["market"].get(space_name(i))) for i in range(ROWS * c, ROWS * c + ROWS))
            key = (c < 2 * players, cards[c] if c < len(cards) else None, spaces, phase == "buy", colours,
                   human, tuple(sorted(offers.intersection(n for n, _ in spaces))))
            parts.append((("market", c), region, key,
                          lambda s, c=c: self._market(s, state, L, colours, offers, human, c)))
        parts.append(("turn", pygame.Rect(0, market_bottom, rows_end, price_top - market_bottom),
                      (state["turn_track"], colours), lambda s: self._turn(s, state, L, colours)))
        parts.append(("prices", pygame.Rect(0, price_top, rows_end, bonus_top - price_top),
                      (state["to_move"] if phase == "build" else None, phase == "build", state["price_tiles"],
                       state["stacks"], colours, tuple(sorted(offers.intersection(PRICE_TILES)))),
                      lambda s: self._prices(s, state, L, colours, offers)))
        bonus_bottom = max(L.lower.bottom, max((r.bottom for r in L.bonus), default=0))
        parts.append(("bonus", pygame.Rect(0, bonus_top, rows_end, bonus_bottom - bonus_top),
                      (state["bonus_cards"], colours), lambda s: self._bonus(s, state, L, colours)))
        mover = state["to_move"]
        for p, park in L.parks.items():
            pl = state["players"][p]
            shows = (park.big, pl, names[p], colours, p == mover, phase in ("buy", "build"))
            # a summary's line lies in one panel with the others' (drawn within it)
            region = park.panel if park.summary else park.panel.inflate(2 * k, 2 * k)
            parts.append((("park", p), region, shows,
                          lambda s, park=park: self._park(s, state, park, names, colours)))
        parts.append(("log", L.log.inflate(2 * k, 2 * k), tuple(log_lines), lambda s: self._log(s, L, log_lines)))
        return parts

    def _base_for(self, L: TableLayout) -> pygame.Surface:
        """The table cloth with the translucent panels: made once per window size and layout."""
        key = (L.size, tuple((tuple(r), a) for r, a in L.panels))
        if self._base is None or self._base_key != key:
            self._base = None
            art = self.art.get("table", L.size, keep=False).copy()
            for rect, alpha in L.panels:
                theme.panel(art, self.app, rect, alpha=alpha)
            # opaque, as it shows on the canvas: a region of it is copied back exactly (blending
            # the art, alpha and all, over its own earlier copy would change the pixels a little)
            base = pygame.Surface(L.size)
            if pygame.display.get_surface() is not None:
                base = base.convert()
            base.blit(art, (0, 0))
            del art
            self._base, self._base_key = base, key
            self._base_made += 1
        return self._base

    def _text(self, s, text, rect, size_u, colour=INK, bold=False, align="center", shadow=True):
        return theme.draw_text(s, self.app, text, rect, size_u, colour, bold=bold, align=align, shadow=shadow)

    def _badge(self, s, text: str, centre: tuple[int, int], size: int, ring=None) -> None:
        r = pygame.Rect(0, 0, max(size, round(size * 0.45 * max(1, len(text)))), size)
        r.center = centre
        pygame.draw.rect(s, BADGE[:3], r, border_radius=size // 2)
        if ring is not None:
            pygame.draw.rect(s, ring, r, max(1, size // 9), border_radius=size // 2)
        font_px = max(theme.MIN_FONT_PX, round(size * BADGE_FONT))  # never under the readable minimum
        self._text(s, text, r.inflate(-size // 5, -size // 8), font_px / self.app.u, INK, bold=True, shadow=False)

    def _top(self, s, state, L: TableLayout, status: str) -> None:
        self._text(s, phase_text(self.app.loc, state), L.title, 2.0, theme.GOLD, bold=True, align="left")
        self._text(s, status, L.status, 1.9, INK)

    def _shade(self, size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
        """A translucent layer of `size` (made once per size: a space's shade)."""
        key = (*size, *rgba)
        surf = self._shades.get(key)
        if surf is None:
            surf = self._shades[key] = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill(rgba)
        return surf

    def _market(self, s, state, L: TableLayout, colours, offers, human: bool, column: int) -> None:
        """One column of the market: its card and its four spaces."""
        cards = state["cards"]
        players = len(state["players"])
        c, slot = column, L.slots[column]
        if c >= 2 * players:
            s.blit(self.art.get("market-closed", slot.size), slot)
            return
        dark = cards[c].startswith("D") if c < len(cards) else c < players
        s.blit(self.art.get("market-card-dark" if dark else "market-card-light", slot.size), slot)
        u = self.app.u
        buying = state["phase"] == "buy"
        for i in range(ROWS * c, min(ROWS * c + ROWS, len(L.spaces))):
            rect = L.spaces[i]
            sp = state["market"].get(space_name(i))
            if sp is None:  # a card of rules version 1 had 4 spaces: rows 5 and 6 are not there
                s.blit(self._shade(rect.size, (0, 0, 0, 150)), rect)
                continue
            taken = sp["taken_by"] is not None
            parts = space_parts(rect, u, top=not taken)
            s.blit(self.art.get(item_art(sp["item"]), parts.art.size), parts.art)
            if taken:
                # taken: darker, framed in the owner's colour, the coins lying on it in a
                # coin-gold badge beside the picture (it covered the picture, on a coin icon)
                s.blit(self._shade(rect.size, (0, 0, 0, 120)), rect)
                owner = COLOUR_RGB[colours[sp["taken_by"]]]
                pygame.draw.rect(s, owner, rect, max(2, round(u * TAKEN_FRAME_W)),
                                 border_radius=round(u * FRAME_RADIUS))
                self._space_badge(s, str(sp["coins"]), parts, COIN_FILL, COIN_INK, owner)
            elif buying:
                if human and space_name(i) not in offers:
                    s.blit(self._shade(rect.size, DIM_SPACE), rect)
                self._space_badge(s, str(sp["price"]), parts, BADGE[:3], INK)
                if human and space_name(i) in offers:
                    pygame.draw.rect(s, OFFER, rect, max(2, round(u * OFFER_W)), border_radius=round(u * FRAME_RADIUS))

    def _space_badge(self, s, text: str, parts: SpaceParts, fill, ink, ring=None) -> pygame.Rect:
        """A market space's price or coins, in its badge beside the picture (grown to the left
        for two digits), the digits at parts.font_px (never under the readable minimum)."""
        r = space_badge_rect(self.app, text, parts)
        pygame.draw.rect(s, fill, r, border_radius=r.height // 2)
        if ring is not None:
            pygame.draw.rect(s, ring, r, max(1, r.height // 9), border_radius=r.height // 2)
        return self._text(s, text, r, parts.font_px / self.app.u, ink, bold=True, shadow=False)

    def _marker(self, colour: int, w: int) -> pygame.Surface:
        return self.art.get(f"marker-{COLOUR_NAMES[colour]}", (w, round(w * 0.9)))

    def _turn(self, s, state, L: TableLayout, colours) -> None:
        if not L.turn.width:  # collapsed (the compact layout's)
            return
        s.blit(self.art.get("turn-track", L.turn.size), L.turn)
        for t, stack in enumerate(state["turn_track"]):
            rect = L.turn_spaces[t]
            w = round(rect.width * 0.78)
            step = round(w * 0.28)
            for k, p in enumerate(stack):
                m = self._marker(colours[p], w)
                s.blit(m, m.get_rect(midbottom=(rect.centerx, rect.bottom - k * step)))

    def _prices(self, s, state, L: TableLayout, colours, offers) -> None:
        mover = state["to_move"]
        u = self.app.u
        for t, rect in enumerate(L.prices):
            name = PRICE_TILES[t]
            if name not in state["price_tiles"]:  # a game of rules version 1 had no "any" tile
                continue
            s.blit(self.art.get(f"price-{name}", rect.size), rect)
            markers = state["price_tiles"][name]
            w = round(rect.width * 0.3)
            for k, p in enumerate(markers):
                m = self._marker(colours[p], w)
                s.blit(m, m.get_rect(topleft=(rect.left + k * round(w * 0.8), rect.top)))
            if state["phase"] == "build" and mover is not None:
                bsize = max(badge_px(u), round(u * PRICE_BADGE))
                self._badge(s, str(price_of(state, t, mover)), (rect.right - bsize // 2, rect.top + bsize // 2), bsize)
            left = state["stacks"].get(name) if name != "forest" else None
            if left is not None:
                # labelled, so the number reads as the tiles left in the stack, not a price
                # over the gaps beside the tile too: "Zostało: 14" was a pixel too long for the
                # tile's width on the smallest canvas
                # (two counts in the compact layout a little apart: they ran into one line in Japanese)
                reach = round(u * PRICE_GAP * (STACK_REACH_COMPACT if L.compact else 0.5))
                self._text(s, self.app.t("club-table-stack-count", count=left),
                           pygame.Rect(rect.left - reach, rect.bottom - round(u * STACK_UP), rect.width + 2 * reach,
                                       round(u * STACK_H)), 1.1, INK_DIM)
            if name in offers:
                pygame.draw.rect(s, OFFER, rect, max(2, round(u * OFFER_W)), border_radius=round(u * PRICE_RADIUS))

    def _bonus(self, s, state, L: TableLayout, colours) -> None:
        for card, rect in zip(BONUS_CARDS, L.bonus):
            img = self.art.get(bonus_art(card), rect.size)
            owner = bonus_owner(state, card)
            if owner is not None:
                img = img.copy()
                img.fill((110, 110, 110), special_flags=pygame.BLEND_MULT)
            s.blit(img, rect)
            if owner is not None:
                m = self._marker(colours[owner], round(rect.width * 0.55))
                s.blit(m, m.get_rect(center=rect.center))

    def _park(self, s, state, park: Park, names, colours) -> None:
        app = self.app
        u = app.u
        p = park.seat
        pl = state["players"][p]
        if park.summary:
            self._summary(s, state, park, names, colours)
            return
        board = pl["board"]
        s.blit(self.art.get(f"board-{board}", park.board.size), park.board)
        mover = state["to_move"]
        colour = COLOUR_RGB[colours[p]]
        name = names[p] + ("  ✓" if pl["passed"] and state["phase"] in ("buy", "build") else "")
        if park.big:
            self._text(s, name, park.name, park.name.height / u * 0.8, (20, 14, 8), bold=True, shadow=False)
        else:
            h = park.name.height
            m = self._marker(colours[p], round(h * 0.9))
            s.blit(m, m.get_rect(midleft=park.name.midleft))
            box = pygame.Rect(park.name.left + h + round(u * NAME_GAP), park.name.top, park.name.width - h, h)
            self._text(s, name, box, 1.5, INK, bold=True, align="left", shadow=False)
        light, dark = park_slots(pl, board)
        for rect, kind in list(zip(park.light, light)) + list(zip(park.dark, dark)):
            if kind is not None:
                s.blit(self.art.get(f"tile-{kind}", rect.size), rect)
        if p == mover:
            pygame.draw.rect(s, colour, park.panel, max(2, round(u * MOVER_FRAME_W)), border_radius=round(u))
        for t, trect in enumerate(park.tracks):
            s.blit(self.art.get(f"track-{TRACK_NAMES[t]}", trect.size), trect)
            spot = track_marker(park, t, pl["tracks"][TRACK_NAMES[t]])
            s.blit(self._marker(colours[p], spot.width), spot)
        self._goods(s, pl, park, colours)

    def _summary(self, s, state, park: Park, names, colours) -> None:
        """Another player's park as one line (the compact layout's): a marker and the name, the
        coins and the gems; framed in the player's colour while they move."""
        u = self.app.u
        p = park.seat
        pl = state["players"][p]
        h = park.name.height
        m = self._marker(colours[p], round(h * 0.9))
        s.blit(m, m.get_rect(midleft=(park.name.left + round(u * NAME_GAP), park.name.centery)))
        name = names[p] + ("  ✓" if pl["passed"] and state["phase"] in ("buy", "build") else "")
        box = pygame.Rect(park.name.left + h + 2 * round(u * NAME_GAP), park.name.top,
                          park.name.width - h - 3 * round(u * NAME_GAP), h)
        self._text(s, name, box, SUMMARY_FONT, INK, bold=True, align="left", shadow=False)
        if park.gems.width:
            row = park.gems
            cell = row.width / 6
            icon, font_px, count_w = goods_sizes(row, u)
            for k, art in enumerate(("coin",) + tuple(f"gem-{g}" for g in GEM_ORDER)):
                x = round(row.left + k * cell)
                img = self.art.get(art, (icon, icon))
                s.blit(img, img.get_rect(midleft=(x, row.centery)))
                count = pl["coins"] if k == 0 else pl["gems"][GEM_ORDER[k - 1]]
                nr = pygame.Rect(x + icon + max(1, round(u * COUNT_GAP)), row.top, count_w, row.height)
                self._text(s, str(count), nr, font_px / u, INK, bold=True, align="left", shadow=False)
        if p == state["to_move"]:
            pygame.draw.rect(s, COLOUR_RGB[colours[p]], park.panel, max(2, round(u * MOVER_FRAME_W)),
                             border_radius=round(u * FRAME_RADIUS))

    def _goods(self, s, pl, park: Park, colours) -> None:
        u = self.app.u
        row = park.gems
        cell = row.width / 6  # coins, then the five gems, each with its count
        icon, font_px, count_w = goods_sizes(row, u)
        fs = font_px / u
        for k, name in enumerate(("coin",) + tuple(f"gem-{g}" for g in GEM_ORDER)):
            x = round(row.left + k * cell)
            img = self.art.get(name, (icon, icon))
            s.blit(img, img.get_rect(midleft=(x, row.centery)))
            count = pl["coins"] if k == 0 else pl["gems"][GEM_ORDER[k - 1]]
            nr = pygame.Rect(x + icon + max(1, round(u * COUNT_GAP)), row.top, count_w, row.height)
            self._text(s, str(count), nr, fs, INK, bold=True, align="left")
        trow = park.tokens
        ticon = round(trow.height * 0.9)
        x = trow.left
        for tok in pl["tokens"]:
            img = self.art.get(item_art(tok), (ticon, ticon))
            s.blit(img, img.get_rect(midleft=(x, trow.centery)))
            x += ticon + round(u * TOKEN_GAP)
        cards = pl["bonus_cards"]
        if cards:
            cw = round(trow.height * 0.9 * 250 / 350)
            xr = trow.right - cw
            for card in reversed(cards):
                art = bonus_art(card)
                img = self.art.get(art, (cw, round(cw * 350 / 250)))
                s.blit(img, img.get_rect(midleft=(xr, trow.centery)))
                xr -= cw + round(u * TOKEN_GAP)
            self._text(s, f"+{sum(pl['bonus'])}", pygame.Rect(xr - round(u * BONUS_SUM_W), trow.top, round(u * BONUS_SUM_W), trow.height),
                       fs, theme.GOLD, bold=True, align="right")

    def _log(self, s, L: TableLayout, lines: Sequence[tuple[str, str]]) -> None:
        u = self.app.u
        box = L.log.inflate(-round(u * LOG_PAD_X), -round(u * LOG_PAD_Y))
        font_u = LOG_FONT
        lh = round(u * font_u * LOG_LEADING)
        n = max(1, box.height // lh)
        rows = self._log_rows(lines, box.width, n)
        y = box.bottom - lh * len(rows)
        for text, tone in rows:
            colour = {"title": theme.GOLD, "dim": INK_DIM, "gold": theme.GOLD, "warn": (240, 140, 90)}.get(tone, INK)
            self._text(s, text, pygame.Rect(box.left, y, box.width, lh), font_u, colour,
                       bold=tone == "title", align="left", shadow=False)
            y += lh

    def _log_rows(self, lines: Sequence[tuple[str, str]], width: int, n: int) -> list[tuple[str, str]]:
        """The log's last `n` rows: a line too long for the panel wraps onto more rows (squeezed
        into one, a long line on the smallest canvas was narrowed past reading); whole lines
        only, but for one longer than the panel."""
        px = max(theme.MIN_FONT_PX, round(self.app.u * LOG_FONT))
        rows: list[tuple[str, str]] = []
        for text, tone in reversed(lines):
            font = self.app.fonts.get(px, tone == "title")
            parts = font.wrap(text, width) if font.size(text)[0] > width else [text]
            if len(rows) + len(parts) > n:
                if not rows:
                    rows = [(part, tone) for part in parts[:n]]
                break
            rows[:0] = [(part, tone) for part in parts]
        return rows

    def log_rows(self, L: TableLayout) -> int:
        """How many lines the log's panel shows (a tall one, many more than a landscape one)."""
        u = self.app.u
        return max(1, L.log.inflate(-round(u * LOG_PAD_X), -round(u * LOG_PAD_Y)).height
                   // max(1, round(u * LOG_FONT * LOG_LEADING)))

    # --- where things are (the motion's ends) -----------------------------------------------
    def space_rect(self, L: TableLayout, name: str) -> pygame.Rect:
        col, row = int(name[1:name.index("r")]), int(name[name.index("r") + 1:])
        i = (col - 1) * ROWS + row - 1
        return L.spaces[i] if i < len(L.spaces) else L.market

    def seat_rect(self, L: TableLayout, seat: int) -> pygame.Rect:
        park = L.parks.get(seat)
        return park.panel if park is not None else L.right


__all__ = ["TableView", "COLOUR_NAMES", "COLOUR_RGB", "SLOTS", "item_art", "park_slots", "club_art"]
