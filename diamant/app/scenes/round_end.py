"""The end of an expedition: who left with what, who was caught, and the barricade closing the
entrance. A modal over the expedition table (which keeps its last picture under it)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from diamant.app import nav, theme
from diamant.app.anim import Animator, Tween
from diamant.app.badges import seat_badge
from diamant.app.flow import anim_speed
from diamant.app.input import Action, action_of
from diamant.app.scene import Scene
from diamant.app.widgets import Button, FocusGroup
from diamant.engine import Disaster, RoundEnd, RoundEnded
from diamant.i18n import hazard_name
from diamant.logbook import round_outcome

if TYPE_CHECKING:  # pragma: no cover
    from diamant.app.app import App
    from diamant.app.session import GameSession

AUTO_CONTINUE = 3.5  # seconds (spectator mode), divided by the spectator speed


@nav.scene("round-end")
class RoundEndScene(Scene):
    opaque = False
    freezes_below = False
    in_game = True

    def __init__(self, app: "App", session: "GameSession", ended: RoundEnded, events: list,
                 expedition: Any = None) -> None:
        super().__init__(app)
        self.session = session
        self.ended = ended
        self.expedition = expedition
        self.round = ended.round
        game = session.game
        self.summary = game.rounds[self.round - 1] if len(game.rounds) >= self.round else None
        self.caught: dict[int, int] = {}
        for e in events:
            if isinstance(e, Disaster):
                self.caught.update(dict(zip(e.seats, e.lost)))
        banked = self.summary.banked if self.summary else [0] * session.players
        self.outcome = round_outcome(events, banked, session.players)  # per seat: log entries
        self.group = FocusGroup(app)
        last = game.is_over and self.round >= game.ruleset.rounds
        self.button = self.group.add(Button("play-see-scores" if last else "play-next-round",
                                            self.close_summary, style="primary"))
        self.anim = Animator(anim_speed(app))
        self.barricade = 0.0  # 0 = above the entrance, 1 = closing it
        self.anim.add(Tween(self, "barricade", 0.0, 1.0, 0.9, ease="out_bounce", delay=0.3))
        self.timer = 0.0
        self.closed = False
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.group.resume()
        self.group.focus(self.button)

    def leave(self) -> None:
        self.group.release()

    def layout(self, size) -> None:
        app = self.app
        w, h = size
        self.box = pygame.Rect(0, 0, min(round(app.u * 78), w - 20), min(round(app.u * 50), h - 20))
        self.box.center = (w // 2, h // 2)
        b = pygame.Rect(0, 0, round(app.u * 30), round(app.u * theme.BUTTON_H))
        b.bottomright = (self.box.right - round(app.u * 2), self.box.bottom - round(app.u * 1.6))
        self.button.rect = b

    def close_summary(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.remove(self)
        if self.expedition is not None:
            self.expedition.after_round_end()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            action = action_of(event)
            if action is Action.CONFIRM:
                self.close_summary()
                return True
            if action is Action.SKIP:  # a skip finishes the counting, never closes the summary
                self.anim.finish_all()
                return True
        return self.group.handle(event)

    def frame_interval(self) -> float | None:
        return 0.0 if self.anim.busy else None

    def update(self, dt: float) -> None:
        if not self.is_top:
            return
        self.anim.update(dt)
        self.group.update(dt)
        if self.session.spectator:
            self.timer += dt
            speed = anim_speed(self.app) * self.session.spectator_speed
            if speed <= 0 or self.timer >= AUTO_CONTINUE / speed:
                self.close_summary()

    # -------------------------------------------------------------------------------------------
    def lines(self) -> list[tuple[int, str, Any]]:
        app = self.app
        out = []
        for seat, row in enumerate(self.outcome):
            text = " ".join(app.t(e.msg, **e.kwargs) for e in row)
            colour = theme.DANGER if seat in self.caught else theme.TEXT
            out.append((seat, text, colour))
        return out

    def draw(self, surface) -> None:
        app = self.app
        theme.dim(surface, 150)
        box = self.box
        theme.panel(surface, app, box, alpha=248)
        pad = round(app.u * 2)
        title = pygame.Rect(box.left + pad, box.top + round(app.u * 1.2), box.width - 2 * pad, round(app.u * 5))
        theme.heading(surface, app, app.t("play-round-over", round=self.round), title)
        e = self.ended
        if e.reason is RoundEnd.DISASTER and e.hazard_removed is not None:
            reason = app.t("play-round-reason-disaster",
                           hazard=hazard_name(app.loc, e.hazard_removed.hazard, self.session.theme))
            colour = theme.DANGER
        elif e.reason is RoundEnd.DECK_EMPTY:
            reason = app.t("logbook-summary-deck-empty")
            colour = theme.TEXT
        else:
            reason = app.t("play-round-reason-left")
            colour = theme.TEXT
        rr = pygame.Rect(box.left + pad, title.bottom + round(app.u * 0.8), box.width - 2 * pad, round(app.u * 4))
        theme.draw_text(surface, app, reason, rr, theme.FONT_BODY, colour, wrap=True)
        # the entrance and its barricade, at the left
        art_box = pygame.Rect(box.left + pad, rr.bottom + round(app.u * 1), round(box.width * 0.3),
                              self.button.rect.top - rr.bottom - round(app.u * 2))
        ent = app.art.fit("entrance", art_box.size)
        er = ent.get_rect(center=art_box.center)
        surface.blit(ent, er)
        bar = app.art.fit(f"barricade-{min(5, max(1, self.round))}", (round(er.width * 0.9), round(er.height * 0.9)))
        br = bar.get_rect(center=er.center)
        br.y -= round((1 - self.barricade) * er.height * 0.9)
        clip = surface.get_clip()
        surface.set_clip(er.inflate(0, round(er.height * 0.1)).clip(clip) if clip else er)
        surface.blit(bar, br)
        surface.set_clip(clip)
        theme.draw_text(surface, app, app.t("logbook-barricade", number=self.round),
                        pygame.Rect(art_box.left, art_box.bottom - round(app.u * 0.2), art_box.width, round(app.u * 2.4)),
                        theme.FONT_SMALL, theme.TEXT_DIM, wrap=True)
        # who came back with what
        lines = self.lines()
        list_box = pygame.Rect(art_box.right + pad, art_box.top, box.right - pad - art_box.right - pad, art_box.height)
        row_h = min(round(app.u * 3.6), list_box.height // max(1, len(lines)))
        y = list_box.top
        badge = max(8, round(row_h * 0.7))
        for seat, text, colour in lines:
            row = pygame.Rect(list_box.left, y, list_box.width, row_h)
            seat_badge(surface, self.session.seats[seat].colour, (row.left + badge // 2, row.centery), badge)
            name_w = round(row.width * 0.36)
            theme.draw_text(surface, app, self.session.names[seat],
                            pygame.Rect(row.left + badge + round(app.u), row.top, name_w - badge - round(app.u), row_h),
                            theme.FONT_BODY, theme.GOLD, bold=True, align="left")
            theme.draw_text(surface, app, text, pygame.Rect(row.left + name_w, row.top, row.width - name_w, row_h),
                            theme.FONT_BODY, colour, align="left")
            y += row_h
        self.group.draw(surface)
