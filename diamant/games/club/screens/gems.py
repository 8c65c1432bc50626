"""Phase 4 for a person: the panel that sells every complete set and keeps one incomplete one.

It opens with the best plan (diamant.games.club.advice) and lets the player pair the tokens by hand: a
click (or Enter) picks a token, a second one of the same kind swaps the two, wherever they lie (a
set, the tokens kept, the tokens returned). What each set yields, the technology bonus included,
is read from the engine by playing the plan on a copy; only a plan the engine accepts can be
confirmed. Opened by the table: `app.nav.push("club-gems", game=..., seat=..., names=...,
on_done=...)`; `on_done` gets the actions in order (the sells, then the keep), or None when the
panel was closed with Escape."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from diamant.ui import nav, theme
from diamant.ui.widgets import Button
from diamant.games.club.actions import keep_name
from diamant.games.club.advice import best_gems_plan
from diamant.games.club.data import CAPACITIES, COLOURS, GEMS, TECH_BONUS
from diamant.games.club.events import SetSold
from diamant.games.club.game import ClubGame
from diamant.errors import RulesError

from . import dialog_kit as K
from .tokens import PANEL_PAD, TITLE_H, TITLE_TOP

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

Pos = tuple[str, int, int]  # ("set", set index, kind) | ("kept", 0, kind) | ("ret", index, 0)
# the dialog's layout, in units
HELP_TOP = 0.4        # from the title to the help line
HELP_H = 4.2
BUTTON_W = 24         # Confirm and Best
BUTTON_GAP = 1.5
BODY_TOP = 1.0        # from the help to the body (the sets at the left, the side at the right)
BODY_BOTTOM = 1.2     # from the body to the buttons
COLUMN_GAP = 2        # between the sets and the side
HEAD_H = 2.6          # a column's head ("Sets", "Kept", "Returned")
SET_ROW_H = 9         # a set's row, at most
SLOT_INSET = 0.8      # a set's token slot is this much lower than its row
SLOT_GAP = 0.6        # between two token slots
SET_LABEL_W = 7.8     # the room for "Set 1" before its slots
SET_NAME_W = 7.4      # the words "Set 1" in it (at 6.6, "Комплект 1" was squeezed on the smallest canvas)
SIDE_SLOT = 7.5       # a kept or returned token, at most
KEPT_BOTTOM = 1.0     # from the kept tokens to "Returned"
TOTAL_H = 4.0         # the total at the side's foot
TOTAL_GAP = 0.6       # between the returned tokens and the total
TECH_GAP = 1.2        # from "Sets" to what the technology track adds
TECH_ICONS_W = 9      # its gems
TECH_LABEL_GAP = 0.6  # between its words and its gems
ARROW_GAP = 1.2       # from a set's last slot to the arrow
ARROW_W = 2.4         # the arrow "→" to what the set yields
ARROW_ROOM = 2.8      # the yield starts this far after the arrow's left
YIELD_INSET = 2       # the yield's gems are this much lower than the row
# where the window is too small for the whole panel (a large interface size), its body is one
# column that scrolls, and Best plan and Confirm stay at its foot
COMPACT_ROW_H = 6.4   # a set's row
COMPACT_SLOT = 5.6    # a kept or returned token
YIELD_W = 12          # the room a set's yield needs after the arrow


def _token(kind: int, index: int) -> str:
    return COLOURS[index] if kind == 0 else f"{'RS'[kind - 1]}{CAPACITIES[index]}"


def _index(token: str) -> tuple[int, int]:
    kind = K.token_kind(token)
    return kind, COLOURS.index(token) if kind == 0 else CAPACITIES.index(int(token[1:]))


@nav.scene("club-gems")
class ClubGemsScene(K.ScrollingDialog):
    panel_units = (90.0, 52.0)

    def __init__(self, app: "App", game: ClubGame, seat: int, names: Sequence[str],
                 on_done: Callable[[list[str] | None], None]) -> None:
        super().__init__(app)
        self.scroll = K.Scroll(app, lambda: self.layout(self.app.size))
        self.group = K.ScrollGroup(app, self.scroll)
        self.game = game
        self.seat = seat
        self.names = tuple(names)
        self.on_done = on_done
        self.done = False
        self.selected: Pos | None = None
        self.sets: list[list[str]] = []
        self.kept: list[str | None] = [None, None, None]
        self.returned: list[str] = []
        self.suggest()
        self.slots: dict[Pos, K.ArtButton] = {}
        for i in range(len(self.sets)):
            for kind in range(3):
                self._slot(("set", i, kind))
        for kind in range(3):
            self._slot(("kept", 0, kind))
        for j in range(len(self.returned)):
            self._slot(("ret", j, 0))
        self.best: Button = self.group.add(Button("club-dlg-gems-best", self.reset, "club-dlg-gems-best-tip"))
        self.confirm: Button = self.group.add(Button("club-dlg-confirm", self.finish, style="primary"))
        self.rects: dict[str, pygame.Rect] = {}
        self.label_w = 0  # a small panel's room for "Set 1"
        self.yields: list[tuple[int, int]] | None = []
        self.hints = K.Hints(self.scroll)
        self.refresh()

    # -- the plan ---------------------------------------------------------------------------
    def suggest(self) -> None:
        """The best plan of the advice: its sets, what it keeps, the rest returned."""
        plan = best_gems_plan(self.game, self.seat)
        s = self.game.seats[self.seat]
        left = {0: list(s.mines), 1: list(s.rights), 2: list(s.ships)}
        self.sets = []
        for c, r, sh in plan.sets:
            self.sets.append([_token(0, c), _token(1, r), _token(2, sh)])
            left[0][c] -= 1
            left[1][r] -= 1
            left[2][sh] -= 1
        self.kept = [None, None, None]
        for kind, i in enumerate(plan.keep):
            if i >= 0:
                self.kept[kind] = _token(kind, i)
                left[kind][i] -= 1
        self.returned = [_token(kind, i) for kind in range(3) for i, n in enumerate(left[kind]) for _ in range(n)]

    def reset(self) -> None:
        self.suggest()
        self.selected = None
        self.refresh()

    def actions(self) -> list[str]:
        acts = []
        for m, r, s in self.sets:
            acts.append(f"sell {m} {r} {s}")
        keep = [-1, -1, -1]
        for kind, tok in enumerate(self.kept):
            if tok is not None:
                keep[kind] = _index(tok)[1]
        acts.append(keep_name(*keep))
        return acts

    def _preview(self) -> list[tuple[int, int]] | None:
        """Per set (gems, diamonds), as the engine pays them; None if the plan is not legal."""
        g = self.game.copy()
        out = []
        try:
            for a in self.actions():
                for e in g.play(a):
                    if isinstance(e, SetSold):
                        out.append((e.gems, e.diamonds))
        except RulesError:
            return None
        return out

    def refresh(self) -> None:
        self.yields = self._preview()
        self.confirm.enabled = self.yields is not None
        sel_kind = self.kind_at(self.selected) if self.selected else None
        for pos, b in self.slots.items():
            tok = self.get(pos)
            b.visible = tok is not None
            b.selected = pos == self.selected
            b.marked = sel_kind is not None and tok is not None and pos != self.selected and \
                K.token_kind(tok) == sel_kind

    # -- the slots --------------------------------------------------------------------------
    def _slot(self, pos: Pos) -> None:
        b = K.ArtButton(lambda: self._art(pos), lambda: self.pick(pos), lambda: self._tip(pos))
        self.slots[pos] = self.group.add(b)

    def _art(self, pos: Pos) -> str | None:
        tok = self.get(pos)
        return K.token_art(tok) if tok else None

    def _tip(self, pos: Pos) -> str:
        tok = self.get(pos)
        if tok is None:
            return ""
        words = K.token_words(self.app, tok)
        if self.selected is not None and self.selected != pos:
            return self.app.t("club-dlg-gems-swap-tip", token=words)
        return self.app.t("club-dlg-gems-token-tip", token=words)

    def get(self, pos: Pos) -> str | None:
        area, i, kind = pos
        if area == "set":
            return self.sets[i][kind]
        if area == "kept":
            return self.kept[kind]
        return self.returned[i] if i < len(self.returned) else None

    def put(self, pos: Pos, token: str) -> None:
        area, i, kind = pos
        if area == "set":
            self.sets[i][kind] = token
        elif area == "kept":
            self.kept[kind] = token
        else:
            self.returned[i] = token

    def kind_at(self, pos: Pos) -> int:
        tok = self.get(pos)
        return K.token_kind(tok) if tok else -1

    def pick(self, pos: Pos) -> None:
        """A click on a token: pick it, or swap it with the picked one of the same kind."""
        if self.get(pos) is None:
            return
        sel = self.selected
        if sel is None or self.kind_at(sel) != self.kind_at(pos):
            self.selected = pos
        elif sel == pos:
            self.selected = None
        else:
            a, b = self.get(sel), self.get(pos)
            assert a is not None and b is not None
            self.put(sel, b)
            self.put(pos, a)
            self.selected = None
            self.returned.sort(key=lambda t: (_index(t)))
        self.refresh()

    def finish(self) -> None:
        if self.done or self._preview() is None:
            return
        self.done = True
        acts = self.actions()
        self.close()
        self.on_done(acts)

    def cancel(self) -> None:
        """Escape lets go of a picked token; with none picked it closes the panel, as every
        dialog does, and the table offers it again (phase 4 must still be played)."""
        if self.selected is not None:
            self.selected = None
            self.refresh()
            return
        if self.done:
            return
        self.done = True
        self.close()
        self.on_done(None)

    def default_focus(self) -> Button:
        return self.confirm

    def enter(self) -> None:
        super().enter()
        self.group.focus(self.confirm)

    # -- layout -----------------------------------------------------------------------------
    def layout_panel(self, panel: pygame.Rect) -> None:
        self.rects.pop("tech", None)
        if self.compact(panel):
            self._layout_compact(panel)
            return
        self.scroll.off()
        u = self.app.u
        pad = round(PANEL_PAD * u)
        self.rects["title"] = pygame.Rect(panel.left + pad, panel.top + round(TITLE_TOP * u), panel.width - 2 * pad,
                                          round(TITLE_H * u))
        self.rects["help"] = pygame.Rect(panel.left + pad, self.rects["title"].bottom + round(HELP_TOP * u),
                                         panel.width - 2 * pad, round(HELP_H * u))
        bh = round(theme.BUTTON_H * u)
        bw = round(BUTTON_W * u)
        self.confirm.rect = pygame.Rect(panel.right - pad - bw, panel.bottom - pad - bh, bw, bh)
        self.best.rect = pygame.Rect(self.confirm.rect.left - round(BUTTON_GAP * u) - bw, self.confirm.rect.top, bw, bh)
        top = self.rects["help"].bottom + round(BODY_TOP * u)
        body = pygame.Rect(panel.left + pad, top, panel.width - 2 * pad, self.confirm.rect.top - top - round(BODY_BOTTOM * u))
        left_w = round(body.width * 0.6)
        sets_box = pygame.Rect(body.left, body.top, left_w, body.height)
        side = pygame.Rect(sets_box.right + round(COLUMN_GAP * u), body.top, body.right - sets_box.right - round(COLUMN_GAP * u),
                           body.height)
        self.rects["sets"] = sets_box
        self.rects["side"] = side
        n = max(1, len(self.sets))
        head = round(HEAD_H * u)
        row_h = min(round(SET_ROW_H * u), (sets_box.height - head) // n)
        cell = max(8, row_h - round(SLOT_INSET * u))
        label_w = round(SET_LABEL_W * u)
        self.rects["sets_head"] = pygame.Rect(sets_box.left, sets_box.top, sets_box.width, head)
        self.row_rects = []
        for i in range(len(self.sets)):
            row = pygame.Rect(sets_box.left, sets_box.top + head + i * row_h, sets_box.width, row_h)
            self.row_rects.append(row)
            for kind in range(3):
                self.slots["set", i, kind].rect = pygame.Rect(
                    row.left + label_w + kind * (cell + round(SLOT_GAP * u)), row.top + (row_h - cell) // 2, cell, cell)
        # the side: kept (one row of up to three), returned (rows), the total at its foot
        small = min(round(SIDE_SLOT * u), max(8, (side.width - 2 * round(SLOT_GAP * u)) // 3))
        y = side.top + head
        self.rects["kept_head"] = pygame.Rect(side.left, side.top, side.width, head)
        x = side.left
        for kind in range(3):
            b = self.slots["kept", 0, kind]
            b.rect = pygame.Rect(x, y, small, small) if self.kept[kind] is not None else pygame.Rect(0, 0, 0, 0)
            if self.kept[kind] is not None:
                x += small + round(SLOT_GAP * u)
        if not any(self.kept):
            self.rects["kept_none"] = pygame.Rect(side.left, y, side.width, small)
        y += small + round(KEPT_BOTTOM * u)
        self.rects["ret_head"] = pygame.Rect(side.left, y, side.width, head)
        y += head
        total_h = round(TOTAL_H * u)
        self.rects["total"] = pygame.Rect(side.left, side.bottom - total_h, side.width, total_h)
        ret_box = pygame.Rect(side.left, y, side.width, self.rects["total"].top - y - round(TOTAL_GAP * u))
        count = len(self.returned)
        per_row = max(1, ret_box.width // (small + round(SLOT_GAP * u)))
        rows = max(1, -(-count // per_row))
        rs = min(small, max(8, ret_box.height // rows - round(SLOT_GAP * u)))
        per_row = max(1, ret_box.width // (rs + round(SLOT_GAP * u)))
        for j in range(count):
            r, c = divmod(j, per_row)
            self.slots["ret", j, 0].rect = pygame.Rect(ret_box.left + c * (rs + round(SLOT_GAP * u)),
                                                       ret_box.top + r * (rs + round(SLOT_GAP * u)), rs, rs)
        self.rects["ret_none"] = pygame.Rect(ret_box.left, ret_box.top, ret_box.width, min(ret_box.height, small))

    def _layout_compact(self, panel: pygame.Rect) -> None:
        """One column that scrolls: the title, the help, the sets (what the technology track
        adds on a line of its own), the tokens kept, those returned, the total."""
        u = self.app.u
        gap = round(BUTTON_GAP * u)
        view = K.compact_foot(self.app, panel, self.confirm, self.best, BUTTON_W, gap)
        y = self.scroll.begin(view)
        x, w = view.left, view.width - round(K.SCROLL_ROOM * u)
        self.rects["title"] = pygame.Rect(x, y, w, round(TITLE_H * u))
        help_h = max(round(HELP_H * u), K.text_height(self.app, self.app.t("club-dlg-gems-help"), w,
                                                          theme.FONT_SMALL))
        self.rects["help"] = pygame.Rect(x, self.rects["title"].bottom + round(HELP_TOP * u), w, help_h)
        y = self.rects["help"].bottom + round(BODY_TOP * u)
        head = round(HEAD_H * u)
        self.rects["sets_head"] = pygame.Rect(x, y, w, head)
        y += head
        extra, diamonds = TECH_BONUS[self.game.seats[self.seat].tracks[1]]
        if extra or diamonds:
            self.rects["tech"] = pygame.Rect(x, y, w, head)
            y += head
        row_h = round(COMPACT_ROW_H * u)
        cell = row_h - round(SLOT_INSET * u)
        font = self.app.font(theme.FONT_BODY)
        label_w = max(round(SET_LABEL_W * u), font.size(self.app.t("club-dlg-gems-set", number=9))[0] + round(SLOT_GAP * u))
        room = w - label_w - round((ARROW_GAP + ARROW_ROOM + YIELD_W) * u)
        cell = max(8, min(cell, (room - 2 * round(SLOT_GAP * u)) // 3))
        self.label_w = label_w
        self.rects["sets"] = pygame.Rect(x, self.rects["sets_head"].top, w, max(1, len(self.sets)) * row_h + head)
        self.row_rects = []
        for i in range(len(self.sets)):
            row = pygame.Rect(x, y, w, row_h)
            self.row_rects.append(row)
            for kind in range(3):
                self.slots["set", i, kind].rect = pygame.Rect(
                    row.left + label_w + kind * (cell + round(SLOT_GAP * u)), row.top + (row_h - cell) // 2, cell, cell)
            y += row_h
        if not self.sets:
            y += 2 * head
        y += round(KEPT_BOTTOM * u)
        small = round(COMPACT_SLOT * u)
        step = small + round(SLOT_GAP * u)
        self.rects["kept_head"] = pygame.Rect(x, y, w, head)
        y += head
        left = x
        for kind in range(3):
            b = self.slots["kept", 0, kind]
            b.rect = pygame.Rect(left, y, small, small) if self.kept[kind] is not None else pygame.Rect(0, 0, 0, 0)
            if self.kept[kind] is not None:
                left += step
        if not any(self.kept):
            self.rects["kept_none"] = pygame.Rect(x, y, w, small)
        y += small + round(KEPT_BOTTOM * u)
        self.rects["ret_head"] = pygame.Rect(x, y, w, head)
        y += head
        per_row = max(1, (w + round(SLOT_GAP * u)) // step)
        for j in range(len(self.returned)):
            r, c = divmod(j, per_row)
            self.slots["ret", j, 0].rect = pygame.Rect(x + c * step, y + r * step, small, small)
        self.rects["ret_none"] = pygame.Rect(x, y, w, small)
        y += max(1, -(-len(self.returned) // per_row)) * step + round(TOTAL_GAP * u)
        self.rects["total"] = pygame.Rect(x, y, w, round(TOTAL_H * u))
        self.scroll.end(self.rects["total"].bottom + round(TOTAL_GAP * u), list(self.slots.values()))

    # -- drawing ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.hints.motion(event)
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.hints.clear()
        super().draw(surface)
        self.hints.draw(surface, self.app, self.group.tooltip_rect)

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        self.scroll.draw_body(surface, self._draw_body)

    def _draw_body(self, surface: pygame.Surface) -> None:
        app = self.app
        name = self.names[self.seat] if self.seat < len(self.names) else ""
        theme.heading(surface, app, app.t("club-dlg-gems-title", name=name), self.rects["title"])
        theme.draw_text(surface, app, app.t("club-dlg-gems-help"), self.rects["help"], theme.FONT_SMALL,
                        theme.TEXT_DIM, wrap=True)
        head = self.rects["sets_head"]
        used = theme.draw_text(surface, app, app.t("club-dlg-gems-sets"), head, theme.FONT_BODY, theme.GOLD,
                               bold=True, align="left")
        extra, diamonds = TECH_BONUS[self.game.seats[self.seat].tracks[1]]
        tech = self.rects.get("tech")
        if (extra or diamonds) and tech is not None:  # a small panel: on a line of its own
            used = theme.draw_text(surface, app, app.t("club-dlg-gems-tech"), tech, theme.FONT_SMALL, theme.TEXT_DIM,
                                   align="left")
            icons = pygame.Rect(used.right + round(app.u * TECH_LABEL_GAP), tech.top, round(app.u * TECH_ICONS_W),
                                tech.height)
            K.gem_row(surface, app, [extra, diamonds], icons, theme.FONT_SMALL, theme.TEXT_DIM,
                      names=("any", "diamond"))
            self.hints.add(pygame.Rect(tech.left, tech.top, icons.right - tech.left, tech.height),
                           app.t("club-dlg-gems-tech-tip", gems=extra, diamonds=diamonds))
        elif extra or diamonds:  # what the technology track adds to every set, as the engine's table says
            right = pygame.Rect(used.right + round(app.u * TECH_GAP), head.top, head.right - used.right - round(app.u * TECH_GAP),
                                head.height)
            icons = pygame.Rect(0, head.top, round(app.u * TECH_ICONS_W), head.height)
            icons.right = right.right
            label = pygame.Rect(right.left, head.top, icons.left - right.left - round(app.u * TECH_LABEL_GAP), head.height)
            theme.draw_text(surface, app, app.t("club-dlg-gems-tech"), label, theme.FONT_SMALL, theme.TEXT_DIM,
                            align="right")
            K.gem_row(surface, app, [extra, diamonds], icons, theme.FONT_SMALL, theme.TEXT_DIM,
                      names=("any", "diamond"))
            self.hints.add(pygame.Rect(label.left, head.top, right.width, head.height),
                           app.t("club-dlg-gems-tech-tip", gems=extra, diamonds=diamonds))
        yields = self.yields or []
        if not self.sets:
            theme.draw_text(surface, app, app.t("club-dlg-gems-no-set"),
                            self.rects["sets"].inflate(0, -self.rects["sets_head"].height * 2), theme.FONT_BODY,
                            theme.TEXT_DIM, wrap=True)
        for i, row in enumerate(self.row_rects):
            label = pygame.Rect(row.left, row.top, self.label_w if self.scroll.view.width else round(app.u * SET_NAME_W),
                                row.height)
            theme.draw_text(surface, app, app.t("club-dlg-gems-set", number=i + 1), label, theme.FONT_BODY,
                            theme.TEXT, align="left")
            last = self.scroll.place(self.slots["set", i, 2])
            out = pygame.Rect(last.right + round(app.u * ARROW_GAP), row.top, row.right - last.right - round(app.u * ARROW_GAP),
                              row.height)
            theme.draw_text(surface, app, "→", pygame.Rect(out.left, out.top, round(app.u * ARROW_W), out.height),
                            theme.FONT_HEADING, theme.GOLD_DARK)
            out.left += round(app.u * ARROW_ROOM)
            out.width -= round(app.u * ARROW_ROOM)
            if i < len(yields):
                gems, diamonds = yields[i]
                counts = [0] * len(GEMS)
                counts[COLOURS.index(self.sets[i][0])] = gems
                counts[-1] = diamonds
                K.gem_row(surface, app, counts, out.inflate(0, -round(app.u * YIELD_INSET)), hints=self.hints)
            else:
                theme.draw_text(surface, app, "?", out, theme.FONT_BODY, theme.DANGER, align="left")
            if i:
                pygame.draw.line(surface, theme.GRID_LINE, (row.left, row.top), (row.right, row.top), 1)
        theme.draw_text(surface, app, app.t("club-dlg-gems-kept"), self.rects["kept_head"], theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left")
        if not any(self.kept):
            theme.draw_text(surface, app, app.t("club-dlg-nothing"), self.rects["kept_none"], theme.FONT_BODY,
                            theme.TEXT_DIM, align="left")
        theme.draw_text(surface, app, app.t("club-dlg-gems-returned"), self.rects["ret_head"], theme.FONT_BODY,
                        theme.GOLD, bold=True, align="left")
        if not self.returned:
            theme.draw_text(surface, app, app.t("club-dlg-nothing"), self.rects["ret_none"], theme.FONT_BODY,
                            theme.TEXT_DIM, align="left")
        total = self.rects["total"]
        counts = [0] * len(GEMS)
        for (gems, diamonds), tokens in zip(yields, self.sets):
            counts[COLOURS.index(tokens[0])] += gems
            counts[-1] += diamonds
        label_w = round(total.width * 0.42)
        theme.draw_text(surface, app, app.t("club-dlg-gems-total"), pygame.Rect(total.left, total.top, label_w,
                        total.height), theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        rest = pygame.Rect(total.left + label_w, total.top, total.width - label_w, total.height)
        if any(counts):
            K.gem_row(surface, app, counts, rest, hints=self.hints)
        else:
            theme.draw_text(surface, app, app.t("club-dlg-nothing"), rest, theme.FONT_BODY, theme.TEXT_DIM,
                            align="left")
