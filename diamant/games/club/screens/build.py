"""Phase 5 for a person: build one tile. Pick a price tile (a closed one says why it is closed),
see its price with the other players' markers counted, change the proposed payment gem by gem
(only a payment the engine lists can be confirmed), and see what the tile is and where it goes in
the park (read by playing the build on a copy of the game).

Opened by the table: `app.nav.push("club-build", game=..., seat=..., tile=None | index,
on_done=...)`; `on_done` gets one `build ...` action, or None when the dialog is closed. The
table may also give a payment and an object to start from (`pay`, `obj`: a resumed game's, as
the player had left them) and `on_change`, told (tile, payment, object) at each change the
player makes, so the save keeps them."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.widgets import Button, share_size
from diamant.games.club.advice import any_objects, build_action, build_options, default_payment, payment_of
from diamant.games.club.data import ANY_TILE, COLOURS, FOREST, GEMS, OBJECTS, PRICE_TILES, PRICES
from diamant.games.club.events import TilePlaced
from diamant.games.club.game import ClubGame
from diamant.games.club.table import BUILD
from diamant.errors import RulesError

from . import dialog_kit as K
from .tokens import PANEL_PAD, TITLE_H, TITLE_TOP

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the dialog's layout, in units
BUTTON_W = 22          # Build, Cancel and Suggest
GAP = 1.5              # between the buttons, and between the price tiles
TILES_TOP = 1.0        # from the title to the price tiles
TILE_W = 12.5          # a price tile, at most
TILE_H = 11
BODY_TOP = 1.2         # from the tiles to the body (the price at the left, the payment at the right)
BODY_BOTTOM = 1.0      # from the body to the buttons
COLUMN_GAP = 2         # between the body's two columns
LINE_H = 3.2           # a line of the left column (a head, the price, the markers)
OBJECT_GAP = 0.6       # between the any tile's four objects
OBJECT_TOP = 0.4       # from the markers' line to them
GOES_TOP = 0.8         # from them to "Goes to"
GOES_PIC = 8           # the placed tile's picture there, at most
GEM_ROW_H = 4.2        # a gem kind's row of the payment, at most
STEP_INSET = 0.6       # its - and + buttons are this much lower than the row
COUNT_W = 4            # the count between them
GEM_ICON_INSET = 0.5   # the gem's icon, inset in its square
WORDS_GAP = 0.8        # from the icon to "held: n"
WORDS_ROOM = 1.6       # those words' room is this much short of the - button
PRICE_GAP = 0.3        # between the price's gems
EXTRA_FRAME_W = 0.12   # the gold frame round a gem the others' markers add
EXTRA_FRAME_RADIUS = 0.4
MARKERS_GAP = 0.6      # from "n markers" to the markers
MARKER_GAP = 0.2       # between two markers
# where the window is too small for the whole dialog (a large interface size), its body is one
# column that scrolls, and Cancel and Build stay at its foot
COMPACT_TILE_H = 7.5   # a price tile
COMPACT_GOES_PIC = 6   # the placed tile's picture
COMPACT_STATUS_H = 4   # the payment's status (two lines)
CAPTION_ROOM = 1.2     # a tile's caption needs this much more than its words
SCROLL_MARGIN_END = 0.8  # under Suggested payment, the end of what scrolls
COMPACT_COLUMN_W = 26  # the price and the payment side by side from twice this width on


def _no_art() -> None:
    return None


@nav.scene("club-build")
class ClubBuildScene(K.ScrollingDialog):
    panel_units = (84.0, 52.0)

    def __init__(self, app: "App", game: ClubGame, seat: int, tile: int | None,
                 on_done: Callable[[str | None], None], names: Sequence[str] = (),
                 colours: Sequence[int] = (), pay: Sequence[int] | None = None, obj: int | None = None,
                 on_change: Callable[[int, list[int], int], None] | None = None) -> None:
        super().__init__(app)
        self.scroll = K.Scroll(app, lambda: self.layout(self.app.size))
        self.group = K.ScrollGroup(app, self.scroll)
        self.on_change: Callable[[int, list[int], int], None] | None = None  # set once built
        self.game = game
        self.seat = seat
        self.on_done = on_done
        self.names = tuple(names)
        self.colours = tuple(colours) or tuple(range(game.players))
        self.done = False
        self.options = {t: build_options(game, seat, t) for t in range(len(PRICE_TILES))}
        open_tiles = [t for t in range(len(PRICE_TILES)) if self.options[t]]
        self.tile = tile if tile is not None and 0 <= tile < len(PRICE_TILES) else (
            open_tiles[0] if open_tiles else 0)
        self.pay: list[int] = [0] * len(GEMS)
        # the object the any landscape object tile builds (the player names it)
        objects = any_objects(game, seat)
        self.obj = obj if obj in objects else (objects[0] if objects else 0)
        self.tiles: list[K.ArtButton] = [self.group.add(K.ArtButton(
            partial(self._tile_art, t), partial(self.choose, t), partial(self._tile_tip, t),
            partial(self._tile_name, t))) for t in range(len(PRICE_TILES))]
        # the any landscape object tile: which object it builds (shown while that tile is chosen)
        self.objects: list[K.ArtButton] = [self.group.add(K.ArtButton(
            partial(lambda o: f"tile-{OBJECTS[o]}", o), partial(self.choose_object, o),
            partial(self._object_tip, o))) for o in range(len(OBJECTS))]
        self.minus: list[K.ArtButton] = []
        self.plus: list[K.ArtButton] = []
        for g in range(len(GEMS)):
            self.minus.append(self.group.add(K.ArtButton(
                _no_art, partial(self.change, g, -1), partial(self._gem_tip, g, "club-dlg-build-less"), glyph="−")))
            self.plus.append(self.group.add(K.ArtButton(
                _no_art, partial(self.change, g, 1), partial(self._gem_tip, g, "club-dlg-build-more-tip"), glyph="+")))
        self.suggest: Button = self.group.add(Button("club-dlg-build-suggest", self.suggest_payment))
        self.cancel_button: Button = self.group.add(Button("club-dlg-cancel", self.cancel))
        self.confirm: Button = self.group.add(Button("club-dlg-build-confirm", self.finish, style="primary"))
        share_size([self.suggest, self.cancel_button, self.confirm])
        self.rects: dict[str, pygame.Rect] = {}
        self.gem_rows: list[pygame.Rect] = []
        self.choose(self.tile)
        if pay is not None and self._can_pay(pay):  # the payment the player had made (a resumed game)
            self.pay = [int(n) for n in pay]
            self.refresh()
        self.on_change = on_change

    def _can_pay(self, pay: Sequence[int]) -> bool:
        """`pay` is a payment the dialog could show for the chosen tile: a count of each gem kind,
        none over what is held, none more than the price in all (a damaged save's is not)."""
        if len(pay) != len(GEMS) or not all(isinstance(n, int) and not isinstance(n, bool) for n in pay):
            return False
        return all(0 <= n <= h for n, h in zip(pay, self.held())) and sum(pay) <= self.size()

    def _changed(self) -> None:
        """The player changed the tile, the payment or the object: the table keeps them."""
        if self.on_change is not None:
            self.on_change(self.tile, list(self.pay), self.obj)

    # -- the state --------------------------------------------------------------------------
    def size(self) -> int:
        """The price of the chosen tile in gems, the others' markers counted."""
        colour, fixed, free = PRICES[self.tile]
        return fixed + free + self.extra()

    def extra(self) -> int:
        return len(self.others_markers())

    def others_markers(self) -> list[int]:
        return [p for p in self.game.state()["price_tiles"].get(PRICE_TILES[self.tile], []) if p != self.seat]

    def held(self) -> list[int]:
        return list(self.game.seats[self.seat].gems)

    def action(self) -> str | None:
        """The build the current payment makes, if the engine lists it."""
        a = build_action(self.tile, tuple(self.pay), self.obj)
        return a if a in self.options[self.tile] else None

    def choose(self, tile: int) -> None:
        self.tile = tile
        self.suggest_payment()  # tells the table

    def choose_object(self, obj: int) -> None:
        """The object the any landscape object tile builds (the payment stays: the price is the same)."""
        self.obj = obj
        self.refresh()
        self._changed()

    def suggest_payment(self) -> None:
        best = default_payment(self.game, self.seat, self.tile, self.obj if self.tile == ANY_TILE else None)
        self.pay = list(payment_of(best)) if best else [0] * len(GEMS)
        self.refresh()
        self._changed()

    def change(self, gem: int, delta: int) -> None:
        n = self.pay[gem] + delta
        if 0 <= n <= self.held()[gem] and sum(self.pay) + delta <= self.size():
            self.pay[gem] = n
        self.refresh()
        self._changed()

    def refresh(self) -> None:
        open_ = bool(self.options[self.tile])
        held = self.held()
        total = sum(self.pay)
        for t, b in enumerate(self.tiles):
            b.selected = t == self.tile
            b.dimmed = not self.options[t]
        can = set(any_objects(self.game, self.seat))
        for o, b in enumerate(self.objects):
            b.visible = self.tile == ANY_TILE
            b.selected = o == self.obj
            b.enabled = o in can
        for g in range(len(GEMS)):
            self.minus[g].enabled = open_ and self.pay[g] > 0
            self.plus[g].enabled = open_ and self.pay[g] < held[g] and total < self.size()
        self.confirm.enabled = self.action() is not None
        self.suggest.enabled = open_

    def closed_reason(self, tile: int) -> str | None:
        """Why a price tile is not open to the player now (None: it is open)."""
        if self.options[tile]:
            return None
        st = self.game.state()
        if self.seat in st["price_tiles"].get(PRICE_TILES[tile], []):
            return "club-dlg-build-used"
        stacks = st["stacks"]
        if ((tile >= FOREST and not any(stacks[o] for o in OBJECTS))
                or (tile < FOREST and not stacks[OBJECTS[tile]])):
            return "club-dlg-build-empty"
        if self.game.seats[self.seat].area(tile) < 0:
            return "club-dlg-build-no-space"
        if self.game.phase != BUILD or self.game.to_move() != self.seat:
            return "club-dlg-build-not-now"
        return "club-dlg-build-poor"

    def placed(self) -> TilePlaced | None:
        """Where the tile goes: the engine's own answer, from the build played on a copy."""
        act = self.action() or default_payment(self.game, self.seat, self.tile,
                                               self.obj if self.tile == ANY_TILE else None)
        if act is None:
            return None
        try:
            events = self.game.copy().play(act)
        except RulesError:
            return None
        return next((e for e in events if isinstance(e, TilePlaced)), None)

    # -- closing ----------------------------------------------------------------------------
    def finish(self) -> None:
        act = self.action()
        if self.done or act is None:
            return
        self.done = True
        self.close()
        self.on_done(act)

    def cancel(self) -> None:
        if self.done:
            return
        self.done = True
        self.close()
        self.on_done(None)

    def enter(self) -> None:
        super().enter()
        self.group.focus(self.confirm if self.confirm.enabled else self.tiles[self.tile])

    # -- words ------------------------------------------------------------------------------
    def _tile_art(self, tile: int) -> str:
        return "price-any" if tile == ANY_TILE else f"tile-{PRICE_TILES[tile]}"

    def _tile_name(self, tile: int) -> str:
        return self.app.t("club-dlg-tile", tile=PRICE_TILES[tile])

    def _tile_tip(self, tile: int) -> str:
        reason = self.closed_reason(tile)
        name = self._tile_name(tile)
        return f"{name}: {self.app.t(reason)}" if reason else self.app.t("club-dlg-build-tile-tip", tile=name)

    def _object_tip(self, obj: int) -> str:
        return self.app.t("club-dlg-build-object-tip", tile=self.app.t("club-word-tile", tile=OBJECTS[obj]))

    def _gem_tip(self, gem: int, key: str) -> str:
        return self.app.t(key, gem=K.gem_words(self.app, GEMS[gem], 1))

    # -- layout -----------------------------------------------------------------------------
    def layout_panel(self, panel: pygame.Rect) -> None:
        if self.compact(panel):
            share_size([self.cancel_button, self.confirm])  # Suggested payment is not beside them
            share_size([self.suggest])
            self._layout_compact(panel)
            return
        share_size([self.suggest, self.cancel_button, self.confirm])
        self.scroll.off()
        u = self.app.u
        pad = round(PANEL_PAD * u)
        self.rects["title"] = pygame.Rect(panel.left + pad, panel.top + round(TITLE_TOP * u), panel.width - 2 * pad,
                                          round(TITLE_H * u))
        bh = round(theme.BUTTON_H * u)
        bw = round(BUTTON_W * u)
        gap = round(GAP * u)
        self.confirm.rect = pygame.Rect(panel.right - pad - bw, panel.bottom - pad - bh, bw, bh)
        self.cancel_button.rect = self.confirm.rect.move(-(bw + gap), 0)
        self.suggest.rect = pygame.Rect(panel.left + pad, self.confirm.rect.top, bw, bh)
        top = self.rects["title"].bottom + round(TILES_TOP * u)
        # the six price tiles in a row
        n = len(self.tiles)
        tiles_h = min(round(TILE_H * u), (panel.height - 2 * pad) // 4)
        tw = min(round(TILE_W * u), (panel.width - 2 * pad - (n - 1) * gap) // n)
        x = panel.centerx - (n * tw + (n - 1) * gap) // 2
        for b in self.tiles:
            b.rect = pygame.Rect(x, top, tw, tiles_h)
            x += tw + gap
        body_top = top + tiles_h + round(BODY_TOP * u)
        body = pygame.Rect(panel.left + pad, body_top, panel.width - 2 * pad,
                           self.confirm.rect.top - body_top - round(BODY_BOTTOM * u))
        left = pygame.Rect(body.left, body.top, round(body.width * 0.46), body.height)
        right = pygame.Rect(left.right + round(COLUMN_GAP * u), body.top, body.right - left.right - round(COLUMN_GAP * u), body.height)
        self.rects["info"] = left
        line = round(LINE_H * u)
        self.rects["price_head"] = pygame.Rect(left.left, left.top, left.width, line)
        self.rects["price"] = pygame.Rect(left.left, left.top + line, left.width, line)
        self.rects["markers"] = pygame.Rect(left.left, left.top + 2 * line, left.width, line)
        # the any tile's four objects, one of them chosen
        side = round(1.3 * line)
        for o, b in enumerate(self.objects):
            b.rect = pygame.Rect(left.left + o * (side + round(OBJECT_GAP * u)), left.top + 3 * line + round(OBJECT_TOP * u), side, side)
        self.rects["goes_head"] = pygame.Rect(left.left, left.top + 3 * line + side + round(GOES_TOP * u), left.width, line)
        self.rects["goes"] = pygame.Rect(left.left, self.rects["goes_head"].bottom, left.width,
                                         left.bottom - self.rects["goes_head"].bottom)
        # the payment: a head, then one row per gem kind: icon, held, -, count, +
        self.rects["pay_head"] = pygame.Rect(right.left, right.top, right.width, line)
        rows_top = right.top + line
        row_h = min(round(GEM_ROW_H * u), (right.bottom - rows_top - line) // len(GEMS))
        self.gem_rows = []
        for g in range(len(GEMS)):
            row = pygame.Rect(right.left, rows_top + g * row_h, right.width, row_h)
            self.gem_rows.append(row)
            bs = max(8, row_h - round(STEP_INSET * u))
            count_w = round(COUNT_W * u)
            self.plus[g].rect = pygame.Rect(row.right - bs, row.top + (row_h - bs) // 2, bs, bs)
            self.minus[g].rect = pygame.Rect(self.plus[g].rect.left - count_w - bs, self.plus[g].rect.top, bs, bs)
        self.rects["status"] = pygame.Rect(right.left, rows_top + len(GEMS) * row_h, right.width,
                                           right.bottom - rows_top - len(GEMS) * row_h)

    def _tile_columns(self, width: int, gap: int) -> tuple[int, int]:
        """The price tiles in a small dialog: (per row, width), as many in a row as leave each
        caption its room."""
        font = self.app.font(theme.FONT_SMALL)
        need = max(font.size(self._tile_name(t))[0] for t in range(len(self.tiles))) + round(CAPTION_ROOM * self.app.u)
        n = len(self.tiles)
        for cols in (n, (n + 1) // 2, (n + 2) // 3, 1):
            tw = min(round(TILE_W * self.app.u), (width - (cols - 1) * gap) // cols)
            if tw >= need or cols == 1:
                return cols, tw
        return 1, width  # pragma: no cover

    def _layout_compact(self, panel: pygame.Rect) -> None:
        """One column that scrolls: the title, the tiles (rows of them), the price, where the
        tile goes, the payment and Suggested payment; Cancel and Build stay at the foot."""
        u = self.app.u
        gap = round(GAP * u)
        view = K.compact_foot(self.app, panel, self.confirm, self.cancel_button, BUTTON_W, gap)
        y = self.scroll.begin(view)
        x, w = view.left, view.width - round(K.SCROLL_ROOM * u)
        self.rects["title"] = pygame.Rect(x, y, w, round(TITLE_H * u))
        y = self.rects["title"].bottom + round(TILES_TOP * u)
        cols, tw = self._tile_columns(w, gap)
        th = round(COMPACT_TILE_H * u)
        for i, b in enumerate(self.tiles):
            r, c = divmod(i, cols)
            in_row = min(cols, len(self.tiles) - r * cols)
            left = x + (w - in_row * tw - (in_row - 1) * gap) // 2
            b.rect = pygame.Rect(left + c * (tw + gap), y + r * (th + gap), tw, th)
        y = self.tiles[-1].rect.bottom + round(BODY_TOP * u)
        line = round(LINE_H * u)
        top = y
        two = w >= 2 * round(COMPACT_COLUMN_W * u) + round(COLUMN_GAP * u)  # the price beside the payment
        full_w = w
        if two:
            w = (full_w - round(COLUMN_GAP * u)) // 2
        for key in ("price_head", "price", "markers"):
            self.rects[key] = pygame.Rect(x, y, w, line)
            y += line
        side = round(1.3 * line)
        for o, b in enumerate(self.objects):
            b.rect = pygame.Rect(x + o * (side + round(OBJECT_GAP * u)), y + round(OBJECT_TOP * u), side, side)
        y += round(OBJECT_TOP * u) + side + round(GOES_TOP * u)
        self.rects["goes_head"] = pygame.Rect(x, y, w, line)
        self.rects["goes"] = pygame.Rect(x, y + line, w, round(COMPACT_GOES_PIC * u))
        self.rects["info"] = pygame.Rect(x, self.rects["price_head"].top, w,
                                         self.rects["goes"].bottom - self.rects["price_head"].top)
        y = self.rects["goes"].bottom + round(BODY_TOP * u)
        left_bottom = y
        if two:
            x, y = x + w + round(COLUMN_GAP * u), top
        self.rects["pay_head"] = pygame.Rect(x, y, w, line)
        y += line
        row_h = round(GEM_ROW_H * u)
        self.gem_rows = []
        for g in range(len(GEMS)):
            row = pygame.Rect(x, y, w, row_h)
            self.gem_rows.append(row)
            bs = row_h - round(STEP_INSET * u)
            self.plus[g].rect = pygame.Rect(row.right - bs, row.top + (row_h - bs) // 2, bs, bs)
            self.minus[g].rect = pygame.Rect(self.plus[g].rect.left - round(COUNT_W * u) - bs, self.plus[g].rect.top,
                                             bs, bs)
            y += row_h
        self.rects["status"] = pygame.Rect(x, y, w, round(COMPACT_STATUS_H * u))
        y = self.rects["status"].bottom + round(BODY_BOTTOM * u)
        self.suggest.rect = pygame.Rect(x, y, min(w, round(BUTTON_W * u)), round(theme.BUTTON_H * u))
        scrolled = [*self.tiles, *self.objects, *self.minus, *self.plus, self.suggest]
        self.scroll.end(max(left_bottom, self.suggest.rect.bottom + round(SCROLL_MARGIN_END * u)), scrolled)

    # -- drawing ----------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        self.scroll.draw_body(surface, self._draw_body)

    def _draw_body(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        name = self._tile_name(self.tile)
        theme.heading(surface, app, app.t("club-dlg-build-title", tile=name), self.rects["title"])
        reason = self.closed_reason(self.tile)
        info = self.rects["info"]
        self._draw_price(surface)  # a closed tile's price too: the refusal is said beside it
        if reason:
            why = pygame.Rect(info.left, self.rects["goes_head"].top, info.width,
                              info.bottom - self.rects["goes_head"].top)
            theme.draw_text(surface, app, app.t(reason), why, theme.FONT_BODY, theme.DANGER, wrap=True,
                            align="left", valign="top")
        else:
            self._draw_goes(surface)
        # the payment
        theme.draw_text(surface, app, app.t("club-dlg-build-pay", count=self.size()), self.rects["pay_head"],
                        theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        held = self.held()
        for g, row in enumerate(self.gem_rows):
            icon = pygame.Rect(row.left, row.top, row.height, row.height).inflate(-round(GEM_ICON_INSET * u), -round(GEM_ICON_INSET * u))
            K.blit_fit(surface, f"gem-{GEMS[g]}", icon, 255 if held[g] else 90)
            minus, plus = self.scroll.place(self.minus[g]), self.scroll.place(self.plus[g])
            words = pygame.Rect(icon.right + round(WORDS_GAP * u), row.top,
                                minus.left - icon.right - round(WORDS_ROOM * u), row.height)
            theme.draw_text(surface, app, app.t("club-dlg-build-held", count=held[g]), words, theme.FONT_SMALL,
                            theme.TEXT if held[g] else theme.TEXT_DIM, align="left")
            count = pygame.Rect(minus.right, row.top, plus.left - minus.right, row.height)
            theme.draw_text(surface, app, str(self.pay[g]), count, theme.FONT_BODY,
                            theme.GOLD if self.pay[g] else theme.TEXT_DIM, bold=True)
        if not reason:
            status, colour = self._status()
            theme.draw_text(surface, app, status, self.rects["status"], theme.FONT_SMALL, colour, wrap=True,
                            align="left")

    def _status(self) -> tuple[str, tuple[int, int, int]]:
        app = self.app
        missing = self.size() - sum(self.pay)
        if missing > 0:
            return app.t("club-dlg-build-choose", count=missing), theme.TEXT_DIM
        if self.action() is None:
            colour, fixed, _ = PRICES[self.tile]
            gem = COLOURS[colour] if colour is not None else COLOURS[0]
            return app.t("club-dlg-build-wrong", gems=K.gem_words(app, gem, fixed)), theme.DANGER
        return app.t("club-dlg-build-ready"), theme.SAFE

    def _draw_price(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        theme.draw_text(surface, app, app.t("club-dlg-build-price"), self.rects["price_head"], theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left")
        colour, fixed, free = PRICES[self.tile]
        r = self.rects["price"]
        icon = r.height
        x = r.left
        for _ in range(fixed):
            K.blit_fit(surface, f"gem-{COLOURS[colour] if colour is not None else 'any'}",
                       pygame.Rect(x, r.top, icon, icon))
            x += icon + round(PRICE_GAP * u)
        for k in range(free + self.extra()):
            box = pygame.Rect(x, r.top, icon, icon)
            K.blit_fit(surface, "gem-any", box, 255 if k < free else 200)
            if k >= free:  # the gems the others' markers add: framed in gold
                pygame.draw.rect(surface, theme.GOLD, box, max(1, round(EXTRA_FRAME_W * u)), border_radius=round(EXTRA_FRAME_RADIUS * u))
            x += icon + round(PRICE_GAP * u)
        mk = self.rects["markers"]
        others = self.others_markers()
        if others:
            text = app.t("club-dlg-build-markers", count=len(others))
            used = theme.draw_text(surface, app, text, mk, theme.FONT_SMALL, theme.TEXT, align="left")
            x = used.right + round(MARKERS_GAP * u)
            for p in others:
                colour_i = self.colours[p] if p < len(self.colours) else p
                K.player_marker(surface, colour_i, (x + mk.height // 2, mk.centery), mk.height)
                x += mk.height + round(MARKER_GAP * u)
        else:
            theme.draw_text(surface, app, app.t("club-dlg-build-no-markers"), mk, theme.FONT_SMALL, theme.TEXT_DIM,
                            align="left")

    def _draw_goes(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.draw_text(surface, app, app.t("club-dlg-build-goes-head"), self.rects["goes_head"], theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left")
        placed = self.placed()
        box = self.rects["goes"]
        if placed is None:
            return
        pic = pygame.Rect(box.left, box.top, min(box.height, round(app.u * GOES_PIC)), min(box.height, round(app.u * GOES_PIC)))
        K.blit_fit(surface, f"tile-{placed.tile}", pic)
        words = [app.t(f"club-dlg-build-goes-{placed.area}")]
        if placed.stack is not None:
            words.append(app.t("club-dlg-build-forest", tile=app.t("club-word-tile", tile=placed.stack)))
        text = pygame.Rect(pic.right + round(app.u), box.top, box.right - pic.right - round(app.u), box.height)
        theme.draw_text(surface, app, "\n".join(words), text, theme.FONT_SMALL, theme.TEXT, wrap=True, align="left",
                        valign="top")
