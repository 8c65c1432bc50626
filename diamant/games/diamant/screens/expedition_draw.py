"""The expedition scene's drawing around the table: the top line, the hand of decision cards
(with a choice made ahead while a card is dealt), the waiting line and the odds panel. A mixin of
ExpeditionScene, kept apart so each module stays readable (the scene's logic is in
diamant/games/diamant/screens/scenes/expedition.py)."""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import pygame

from diamant.ui import theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens import expedition_layout as lay
from diamant.games.diamant.screens import actions
from diamant.games.diamant.screens.countdown import draw_countdown
from diamant.games.diamant.screens.flow import setting
from diamant.games.diamant.screens.logpanel import COMPACT_LOG_SHARE, LOG_W, log_screen
from diamant.games.diamant.engine import Decision
from diamant.games.diamant.engine.odds import Odds, odds

if TYPE_CHECKING:  # pragma: no cover
    from diamant.games.diamant.screens.session import GameSession
    from diamant.games.diamant.screens.table import TablePresenter
    from diamant.games.diamant.screens.lesson import Lesson
    from diamant.ui.app import App
    from diamant.ui.widgets import Button, Choice

AID_HEIGHT = 23.5  # the odds panel under the log, in u: a title, six lines and the traps' chips


def shown_percent(chance: Fraction) -> int:
    """A chance as a whole percentage that never says "never" or "certain" when it is not:
    1/200 shows as 1 %, 199/200 as 99 %."""
    percent = round(chance * 100)
    if 0 < chance < 1:
        return min(99, max(1, percent))
    return percent



class ExpeditionDrawing:
    """What ExpeditionScene draws besides the table (its attributes are the scene's)."""

    # the scene's state these methods read (ExpeditionScene sets them in its __init__)
    app: "App"
    session: "GameSession"
    table: "TablePresenter"
    speed_choice: "Choice"
    pause_button: "Button"
    active: int | None
    active_chose: bool
    card_rects: list[pygame.Rect]
    focus_card: int
    pending: tuple[int, Decision] | None
    _dim_cards: dict[tuple[str, tuple[int, int]], pygame.Surface]
    rects: dict[str, pygame.Rect]
    guide: "Lesson | None"
    compact: bool  # laid out for a larger interface size: secondary things give way

    # and the scene's own answers
    @property
    def caught_up(self) -> bool:
        raise NotImplementedError

    def precommit_seat(self) -> int | None:
        raise NotImplementedError

    def _draw_top(self, surface) -> None:
        if self.compact:
            self._draw_top_compact(surface)
            return
        app = self.app
        g = self.session.game
        top = self.rects["top"]
        pad = theme.px(app, lay.TOP_PAD)
        shown_round = self.table.round or g.round
        left = pygame.Rect(pad, 0, top.width // 3, top.height)
        mid = pygame.Rect(top.width // 3, 0, top.width // 3, top.height)
        if self.guide is not None:  # the lesson names itself and its step, not a round of one
            name, where = self.guide.top_texts()
            theme.draw_text(surface, app, name, left, theme.FONT_HEADING * 0.8, theme.GOLD, bold=True,
                            align="left", shadow=True)
            theme.draw_text(surface, app, where, mid, theme.FONT_BODY, theme.TEXT)
        else:
            theme.draw_text(surface, app, app.t("round-of", round=shown_round, total=g.ruleset.rounds),
                            left, theme.FONT_HEADING * 0.8, theme.GOLD, bold=True, align="left", shadow=True)
            edition = app.t(f"edition-{g.ruleset.edition.value}")
            chests = app.t("chests-secret" if g.ruleset.secret_chests else "chests-open")
            theme.draw_text(surface, app, f"{edition} · {chests}", mid, theme.FONT_SMALL, theme.TEXT_DIM)
        deck = self.table.deck_size
        right = pygame.Rect(top.width * 2 // 3, 0, self.pause_button.rect.left - top.width * 2 // 3 - pad,
                            top.height)
        theme.draw_text(surface, app, app.t("deck-count", count=deck), right, theme.FONT_BODY,
                        theme.TEXT, align="right")

    def _top_texts(self) -> tuple[str, str]:
        """The top line's heading (the round, or the lesson's name) and what follows it."""
        app = self.app
        g = self.session.game
        if self.guide is not None:
            return self.guide.top_texts()
        edition = app.t(f"edition-{g.ruleset.edition.value}")
        chests = app.t("chests-secret" if g.ruleset.secret_chests else "chests-open")
        return (app.t("round-of", round=self.table.round or g.round, total=g.ruleset.rounds),
                f"{edition} · {chests}")

    def _draw_top_compact(self, surface) -> None:
        """The top line with little room: the heading at the left in full, then the deck's count
        at the right and the rules between, each only where it fits whole (the deck shows its
        count on the table too, and the rules are in the pause menu)."""
        app = self.app
        top = self.rects["top"]
        pad = theme.px(app, lay.TOP_PAD)
        gap = 2 * pad
        name, where = self._top_texts()
        head_size = theme.FONT_HEADING * 0.8
        right = self.pause_button.rect.left - pad
        tw = min(app.font(head_size, bold=True).size(name)[0] + pad, right - pad)
        theme.draw_text(surface, app, name, pygame.Rect(pad, 0, tw, top.height), head_size, theme.GOLD,
                        bold=True, align="left", shadow=True)
        x = pad + tw + gap
        deck = app.t("deck-count", count=self.table.deck_size)
        dw = app.font(theme.FONT_BODY).size(deck)[0] + pad
        if x + dw <= right:
            theme.draw_text(surface, app, deck, pygame.Rect(right - dw, 0, dw, top.height), theme.FONT_BODY,
                            theme.TEXT, align="right")
            right -= dw + gap
        mid_size = theme.FONT_BODY if self.guide is not None else theme.FONT_SMALL
        mw = app.font(mid_size).size(where)[0] + pad
        if x + mw <= right:
            theme.draw_text(surface, app, where, pygame.Rect(x, 0, right - x, top.height), mid_size,
                            theme.TEXT if self.guide is not None else theme.TEXT_DIM)

    def _draw_hand(self, surface) -> None:
        app = self.app
        sess = self.session
        hand = self.rects["hand"]
        inner = hand.inflate(-theme.px(app, lay.HAND_INSET_X),
                             -theme.px(app, lay.COMPACT_INSET_Y if self.compact else lay.HAND_INSET_Y))
        info = pygame.Rect(inner.left, inner.top, self.card_rects[0].left - inner.left - theme.px(app, lay.INFO_GAP),
                           inner.height)
        if sess.spectator:
            theme.draw_text(surface, app, app.t("play-spectating"), pygame.Rect(
                inner.left, inner.top, inner.width, theme.px(app, lay.INFO_HEAD_H)), theme.FONT_BODY, theme.TEXT_DIM)
            return
        seat = self.active
        ahead = self.precommit_seat() if seat is None else None
        # a tip of the lesson read with Next: the cards wait dimmed, nothing invites a choice
        # (also while the table still plays: the welcome is read as the first card is dealt)
        reading = self.guide is not None and self.guide.reading()
        if seat is None and ahead is not None:
            seat = ahead  # their hand, to choose ahead for the next card
        elif seat is None:
            if len(sess.humans) != 1:
                waiting = inner.copy()
                if self.speed_choice.visible:
                    waiting.width = max(1, self.speed_choice.rect.left - waiting.left)
                self._draw_waiting(surface, waiting)
                return
            # one human: their own numbers stay in sight while the table plays
            seat = sess.humans[0]
            status = pygame.Rect(self.card_rects[0].left, inner.top, inner.right - self.card_rects[0].left,
                                 inner.height)
            if self.speed_choice.visible:  # the fast-forward controls sit below
                status.height = max(1, self.speed_choice.rect.top - status.top)
            if not reading and not (self.compact and status.height < app.font(theme.FONT_BODY).get_linesize()):
                self._draw_waiting(surface, status)  # (the resting cards are there; no room: not said)
        view = sess.view(seat)
        line_h = theme.px(app, lay.INFO_HEAD_H)
        badge = theme.px(app, lay.INFO_BADGE)
        seat_badge(surface, sess.seats[seat].colour, (info.left + badge // 2, info.top + line_h // 2), badge)
        name_rect = pygame.Rect(info.left + badge + theme.px(app, lay.INFO_BADGE_GAP), info.top,
                                info.width - badge - theme.px(app, lay.INFO_BADGE_GAP), line_h)
        # the one person at the screen is spoken to, not named ("You, your choice" read oddly)
        solo = "-solo" if len(sess.humans) == 1 else ""
        if self.active is None:
            title = sess.names[seat]
        elif self.active_chose:
            title = app.t("play-chosen" + solo, name=sess.names[seat])
        else:
            title = app.t("play-your-choice" + solo, name=sess.names[seat])
        theme.draw_text(surface, app, title, name_rect, theme.FONT_BODY * 1.1, theme.GOLD, bold=True, align="left")
        y = info.top + line_h + (0 if self.compact else theme.px(app, lay.INFO_HEAD_GAP))
        carried, chest = view.carried, view.chest
        if self.active is None:
            shown = self.table.model()  # what the table shows now (the engine may be a step ahead)
            carried = shown["carried"][seat]
            chest = shown["chests"][seat] if shown["chests"][seat] is not None else chest
        lines = [app.t("play-carried", count=carried)]
        if self.table.viewer == seat or not view.secret_chests:
            lines.append(app.t("play-chest", count=chest))
        else:
            lines.append(app.t("play-chest-hidden"))
        for text in lines:
            if self.compact and app.font(theme.FONT_BODY).size(text)[0] > info.width:
                continue  # a line that would be squeezed: the table shows the same numbers
            theme.draw_text(surface, app, text, pygame.Rect(info.left, y, info.width, theme.px(app, lay.INFO_LINE_H)),
                            theme.FONT_BODY, theme.TEXT, align="left")
            y += theme.px(app, lay.INFO_LINE_STEP)
        hint_at = pygame.Rect(info.left, inner.bottom - theme.px(app, lay.HINT_H), info.width,
                              theme.px(app, lay.HINT_H))
        # compact: the keys' hint only where it fits whole under the numbers
        hint_rect = self._compact_hint(hint_at, y) if self.compact else hint_at
        if view.relics_on_path and self.active is not None:
            text = app.t("play-relics-on-path", count=len(view.relics_on_path), value=view.relic_take_value)
            if not self.compact:
                room = inner.bottom - theme.px(app, lay.RELICS_BOTTOM) - y
                theme.draw_text(surface, app, text,
                                pygame.Rect(info.left, y, info.width, max(theme.px(app, lay.RELICS_MIN_H), room)),
                                theme.FONT_SMALL, theme.GOLD, align="left", valign="top", wrap=True)
            else:  # one whole line where there is room for it (the path shows its relics)
                font = app.font(theme.FONT_SMALL)
                bottom = hint_rect.top if hint_rect is not None else inner.bottom
                if font.size(text)[0] <= info.width and y + font.get_linesize() <= bottom:
                    theme.draw_text(surface, app, text, pygame.Rect(info.left, y, info.width, bottom - y),
                                    theme.FONT_SMALL, theme.GOLD, align="left", valign="top")
        if self.active is None:
            if ahead is not None:
                self._draw_ahead(surface, hint_rect)
            elif reading:
                self._draw_resting(surface)
            return
        if reading:
            self._draw_resting(surface)
            return
        if not self.active_chose and hint_rect is not None:
            theme.draw_text(surface, app, app.t("play-keys-hint", **actions.decision_keys(app)), hint_rect, theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left")
        # the cards
        for i, r in enumerate(self.card_rects):
            if self.active_chose:
                if i == 1:
                    img = app.art.get("decision-back", r.size)
                    surface.blit(img, r)
                continue
            kind = "continue" if i == 1 else "leave"
            lift = theme.px(app, lay.CARD_LIFT) if self.focus_card == i else 0
            rr = r.move(0, -lift)
            img = app.art.card(kind, size=r.size)
            surface.blit(img, rr)
            self._card_label(surface, rr, kind, theme.TEXT)
            if self.focus_card == i:
                theme.focus_ring(surface, app, rr, app.time)

    def countdown(self) -> tuple[int, float, float] | None:
        """(seat, seconds left, the whole time) of the timer of the seat whose hand is shown (or
        who may choose ahead, or the one human here), while the table asks it; else None."""
        sess = self.session
        if sess.spectator:
            return None
        seat = self.active if self.active is not None and not self.active_chose else None
        if seat is None and self.active is None:
            seat = self.precommit_seat()
            if seat is None and len(sess.humans) == 1:
                seat = sess.humans[0]
        left = sess.time_left(seat) if seat is not None else None
        return None if left is None or seat is None else (seat, left[0], left[1])

    def _draw_countdown(self, surface) -> None:
        c = self.countdown()
        if c is not None and self.card_rects:
            draw_countdown(surface, self.app, self.card_rects[1], c[1], c[2],
                           bool(setting(self.app, "reduced_motion", False)))

    def _draw_resting(self, surface) -> None:
        """The decision cards while a tip of the lesson is read: both dimmed, none picked."""
        for i, r in enumerate(self.card_rects):
            kind = "continue" if i == 1 else "leave"
            surface.blit(self._ahead_card(kind, r.size, bright=False), r)
            self._card_label(surface, r, kind, theme.TEXT_DIM)

    def _card_label(self, surface, card: pygame.Rect, kind: str, colour) -> None:
        """The word on a decision card ("Leave", "Continue"), at its foot."""
        app = self.app
        label_rect = pygame.Rect(card.left, card.bottom - theme.px(app, lay.LABEL_BOTTOM), card.width,
                                 theme.px(app, lay.LABEL_H))
        theme.draw_text(surface, app, app.t(f"decision-{kind}"),
                        label_rect.inflate(-theme.px(app, lay.LABEL_INSET), 0),
                        self._label_size(label_rect.width - theme.px(app, lay.LABEL_INSET)),
                        colour, bold=True, shadow=True)

    def _compact_hint(self, hint_rect: pygame.Rect, y: int) -> pygame.Rect | None:
        """The keys' hint's place on a compact screen: under the numbers when the longer of its
        two texts fits there whole, else None (the keys overlay lists them)."""
        app = self.app
        keys = actions.decision_keys(app)
        font = app.font(theme.FONT_SMALL)
        need = max(font.size(app.t(k, **keys))[0] for k in ("play-keys-hint", "precommit-hint"))
        if hint_rect.top < y or need > hint_rect.width:
            return None
        return hint_rect

    def _draw_ahead(self, surface, hint_rect: pygame.Rect | None) -> None:
        """The decision cards while the table still plays: dimmed, the one chosen ahead lifted,
        framed and tagged "pending"."""
        app = self.app
        if hint_rect is not None:
            theme.draw_text(surface, app, app.t("precommit-hint", **actions.decision_keys(app)), hint_rect,
                            theme.FONT_SMALL, theme.TEXT_DIM, align="left")
        chosen = self.pending[1] if self.pending is not None else None
        for i, r in enumerate(self.card_rects):
            kind = "continue" if i == 1 else "leave"
            mine = chosen is (Decision.CONTINUE if i == 1 else Decision.LEAVE)
            rr = r.move(0, -theme.px(app, lay.CARD_LIFT)) if mine else r
            surface.blit(self._ahead_card(kind, r.size, bright=mine), rr)
            self._card_label(surface, rr, kind, theme.TEXT if mine else theme.TEXT_DIM)
            if mine:
                pygame.draw.rect(surface, theme.GOLD,
                                 rr.inflate(theme.px(app, lay.AHEAD_FRAME_OUT), theme.px(app, lay.AHEAD_FRAME_OUT)),
                                 max(2, theme.px(app, lay.AHEAD_FRAME_W)),
                                 border_radius=theme.px(app, lay.AHEAD_FRAME_RADIUS))
                tag = pygame.Rect(rr.left + theme.px(app, lay.TAG_INSET), rr.top + theme.px(app, lay.TAG_TOP),
                                  rr.width - theme.px(app, 2 * lay.TAG_INSET), theme.px(app, lay.TAG_H))
                theme.panel(surface, app, tag, alpha=230, radius_u=0.5)
                theme.draw_text(surface, app, app.t("precommit-pending"),
                                tag.inflate(-theme.px(app, lay.TAG_TEXT_INSET), 0),
                                theme.FONT_SMALL, theme.GOLD, bold=True)

    def _ahead_card(self, kind: str, size: tuple[int, int], bright: bool) -> pygame.Surface:
        """A decision card as shown while choosing ahead: as it is when chosen, else dimmed
        (kept per size, so the frames of the animation copy nothing)."""
        img = self.app.art.card(kind, size=size)
        if bright:
            return img
        key = (kind, size)
        if key not in self._dim_cards:
            if len(self._dim_cards) >= 2:  # of another window size: not kept
                self._dim_cards.clear()
            dim = img.copy()
            dim.set_alpha(130)
            self._dim_cards[key] = dim
        return self._dim_cards[key]

    def _label_size(self, width: int) -> float:
        """One size for both decision labels (so "Продолжить" is not set smaller than "Выйти")."""
        app = self.app
        return theme.common_fit_size(app, (app.t("decision-leave"), app.t("decision-continue")), width,
                                     theme.FONT_BODY, bold=True)

    def _warm_cards(self) -> None:
        """Rasterise the decision cards at their size now, while the scene is laid out, so the
        first choice does not wait 30-45 ms for them in the middle of the play."""
        size = self.card_rects[0].size
        if min(size) <= 0:
            return
        for kind in ("continue", "leave"):
            self.app.art.card(kind, size=size)
        self.app.art.get("decision-back", size)

    def _draw_waiting(self, surface, inner) -> None:
        app = self.app
        sess = self.session
        if self.table.busy or sess.events:
            text = ""
        elif sess.thinking_seats:
            names = app.loc.format_list([sess.names[s] for s in sess.thinking_seats])
            dots = "." * (1 + int(app.time * 3) % 3)
            text = app.t("play-thinking", names=names, count=len(sess.thinking_seats)) + dots
        elif sess.game.is_over:
            text = ""
        else:
            text = app.t("play-waiting")
        if text:
            theme.draw_text(surface, app, text, inner, theme.FONT_BODY, theme.TEXT_DIM, wrap=True)

    def aid_odds(self) -> Odds | None:
        """The odds the aid shows: those of the moment on the table, from what the player may
        see (the one human's view; the public view when several share the screen or none
        plays). While the table is still catching up with the engine the odds of the picture
        shown are kept, so they never tell the card that is about to be turned."""
        if self.caught_up:
            sess = self.session
            humans = sess.humans
            view = sess.view(humans[0]) if len(humans) == 1 else sess.game.public_view()
            self._aid_odds = odds(view) if view.in_cave else None
        return self._aid_odds

    def _aid_row(self, text: str, size: float, bold: bool, row: pygame.Rect) -> tuple[pygame.Rect, bool]:
        """A line of the odds panel's row: as it is, or on a compact screen, where the line is
        wider than the panel, as many lines as it needs at its own size (and wrapped)."""
        if not self.compact:
            return row, False
        font = self.app.font(size, bold=bold)
        lines = font.wrap(text, row.width)
        if len(lines) < 2:
            return row, False
        return pygame.Rect(row.left, row.top, row.width, max(row.height, len(lines) * font.get_linesize())), True

    def aid_least(self, width: int) -> int:
        """The odds panel's height for its first line, the chance the next card ends the
        expedition (at its widest, wrapped as it would be), with its padding."""
        app = self.app
        pad = theme.px(app, lay.AID_PAD)
        row, _ = self._aid_row(app.t("play-aid-risk", percent=88), theme.FONT_BODY, True,
                               pygame.Rect(0, 0, width - 2 * pad, theme.px(app, lay.AID_RISK_H)))
        return row.height + pad

    def aid_width(self) -> int:
        """The width the odds panel needs for its widest line at its own size (the numbers at
        their widest), its padding included."""
        app = self.app
        bold, small = app.font(theme.FONT_BODY, bold=True), app.font(theme.FONT_SMALL)
        wide = [bold.size(app.t(k, **kw))[0] for k, kw in (("play-aid-title", {}), ("play-aid-risk", {"percent": 88}))]
        wide += [small.size(app.t(k, **kw))[0] for k, kw in (
            ("play-aid-cards", {"count": 88}), ("play-aid-deadly", {"count": 88, "cards": 88}),
            ("play-aid-relics", {"count": 8}), ("play-aid-gain", {"gems": app.loc.format_number(88.8), "count": 88.8}),
            ("play-aid-traps", {}), ("play-aid-no-traps", {}))]
        return max(wide) + 2 * theme.px(app, lay.AID_PAD) + theme.px(app, lay.AID_EDGE)

    def side_screen(self, size: tuple[int, int], hand_h: int, compact: bool):
        """The screen's parts (top line, side column, table, bottom strip) for this layout."""
        app, w = self.app, size[0]
        u = app.u
        if compact and self.guide is not None:
            # a lesson's tips need more room than the log's last lines: their column runs the
            # whole height, wider, and the table and the cards' strip stand beside it
            return log_screen(app, size, hand_h, side_w=min(round(u * LOG_W), round(w * lay.LESSON_SIDE_SHARE)))
        if compact and setting(app, "learning_aid", False):
            # the odds' lines at their own size: the column as wide as the widest needs
            side_w = min(max(min(round(u * LOG_W), round(w * COMPACT_LOG_SHARE)), self.aid_width()),
                         round(w * lay.COMPACT_AID_SHARE))
            return log_screen(app, size, hand_h, compact=True, side_w=side_w)
        return log_screen(app, size, hand_h, compact=compact)

    def aid_lines(self, o: Odds) -> list[str]:
        """The aid's lines of text under its title, in the player's language."""
        app = self.app
        gain = float(o.expected_share)
        return [app.t("play-aid-risk", percent=shown_percent(o.disaster)),
                app.t("play-aid-cards", count=o.cards_left),
                app.t("play-aid-deadly", count=o.deadly, cards=o.cards_left),
                app.t("play-aid-relics", count=o.relics_left),
                app.t("play-aid-gain", gems=app.loc.format_number(round(gain, 1)), count=round(gain, 1)),
                app.t("play-aid-traps") if o.hazards_seen else app.t("play-aid-no-traps")]

    def _draw_aid(self, surface) -> None:
        """The odds of the next card: the chance it ends the expedition, the deck's cards, the
        cards among them that would end it and the relics, the gems it brings on average, and
        the traps on the path with the copies of each still in the deck."""
        app = self.app
        r = self.rects["aid"]
        pad = theme.px(app, lay.AID_PAD)
        inner = r.inflate(-2 * pad, 0)
        y = r.top + pad // 2
        head = pygame.Rect(inner.left, y, inner.width, theme.px(app, lay.AID_HEAD_H))
        # a compact screen's shorter panel: its lines in order while they fit, the title only
        # above the risk and one more line (the risk says what the panel is about)
        fits = (lambda bottom: bottom <= r.bottom) if self.compact else (lambda bottom: True)
        title_fits = not self.compact or app.font(theme.FONT_BODY, bold=True).size(app.t("play-aid-title"))[0] \
            <= inner.width
        if title_fits and fits(head.bottom + theme.px(app, lay.AID_RISK_H + lay.AID_LINE_H)):
            theme.draw_text(surface, app, app.t("play-aid-title"), head, theme.FONT_BODY, theme.GOLD, bold=True,
                            align="left")
        else:
            head.height = 0
        o = self.aid_odds()
        if o is None:
            return
        y = head.bottom
        risk, *rest = self.aid_lines(o)
        colour = theme.DANGER if o.deadly else theme.SAFE
        row, wrap = self._aid_row(risk, theme.FONT_BODY, True, pygame.Rect(inner.left, y, inner.width,
                                                                          theme.px(app, lay.AID_RISK_H)))
        if not fits(row.bottom):
            return
        theme.draw_text(surface, app, risk, row, theme.FONT_BODY, colour, bold=True, align="left", wrap=wrap)
        y = row.bottom
        for i, text in enumerate(rest):
            row, wrap = self._aid_row(text, theme.FONT_SMALL, False,
                                      pygame.Rect(inner.left, y, inner.width, theme.px(app, lay.AID_LINE_H)))
            if not fits(row.bottom):
                return
            dim = i == len(rest) - 1
            theme.draw_text(surface, app, text, row, theme.FONT_SMALL, theme.TEXT_DIM if dim else theme.TEXT, align="left",
                            wrap=wrap)
            y = row.bottom
        # one chip per trap type on the path: its card and the copies left in the deck
        chip_w = inner.width // 5
        ih = theme.px(app, lay.CHIP_H)
        if o.hazards_left and not fits(y + theme.px(app, lay.CHIP_TOP) + ih):
            return
        for k, hazard in enumerate(o.hazards_left):
            left = inner.left + k * chip_w
            icon = app.art.card("hazard", hazard=hazard.value, size=(round(ih * 0.714), ih),
                                theme=self.session.theme)
            surface.blit(icon, (left, y + theme.px(app, lay.CHIP_TOP)))
            count = pygame.Rect(left + icon.get_width() + theme.px(app, lay.CHIP_GAP), y + theme.px(app, lay.CHIP_TOP),
                                chip_w - icon.get_width() - theme.px(app, lay.CHIP_ROOM), ih)
            theme.draw_text(surface, app, f"×{o.hazards_left[hazard]}", count, theme.FONT_BODY,
                            theme.DANGER if o.hazards_left[hazard] else theme.TEXT_DIM, bold=True, align="left")

