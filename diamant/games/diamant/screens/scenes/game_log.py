"""The log of one finished game of Diamant, in words (its log panel), opened from the past games
(the shell's history, which asks Diamant's GameEntry for this scene by name, "game-log")."""
from __future__ import annotations

import gc
from collections.abc import Generator
from typing import Any

import pygame

from diamant.games.diamant.engine import RoundStarted
from diamant.games.diamant.engine.log import checked_replay
from diamant.games.diamant.logbook import entries as log_entries, entries_of, record_viewer
from diamant.games.diamant.screens.logpanel import LogPanel
from diamant.games.diamant.screens.names import record_names
from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.widgets import Button, FocusGroup
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

# the game's log page, in units
LOG_INDENT = 8.0       # the log's panel inset from the title's sides
LOG_INSET_X = 1.5      # the log inset in its panel
LOG_INSET_Y = 1.0
LOG_EVENTS = 20_000  # a long game's log is made this many events a frame
# a room smaller than 100 x 56.25 units (a larger interface size): a smaller title, the log
# across the page
SMALL_TITLE = 0.85     # the title's size then (of a heading's)
SMALL_GAP = 1.0


@nav.scene("game-log")
class GameLogScene(Scene):
    """The log of one finished game, in words (the game's own log panel), scrollable."""
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's

    def frame_interval(self) -> float | None:
        return None

    @classmethod
    def prepare_steps(cls, record: Any, replayed: Any, chunk: int = LOG_EVENTS
                      ) -> Generator[None, None, dict[str, Any]]:
        """The log's entries of a replayed game, `chunk` events at a time (a long game's 300,000
        events take a second in one piece): the screen that opens it runs it a piece a frame."""
        out: list[Any] = []
        rnd = 0
        for i, e in enumerate(replayed[1]):
            if isinstance(e, RoundStarted):
                rnd = e.round
            out.extend(entries_of(e, rnd))
            if (i + 1) % chunk == 0:
                yield
        return {"replayed": replayed, "entries": out}

    def __init__(self, app, record, date_text: str = "", replayed=None, entries=None):
        super().__init__(app)
        self.record = record
        self.date_text = date_text
        self.group = FocusGroup(app)
        self.back = self.group.add(Button("history-back", self.close, style="primary"))
        self.panel = LogPanel(app, record_names(record.seats, app.loc), record_viewer(record),
                              title_key=None, size_u=theme.FONT_BODY, card_theme=record.theme)
        # checked and logged in one run of the game (a long record: 0.6 s a run); RecordError
        # if it does not replay to its end and its result
        _game, events = replayed if replayed is not None else checked_replay(record)
        self.panel.set_entries(entries if entries is not None else log_entries(events))
        self._at_top = True  # opens at the first line
        self.small = False  # laid out for a room smaller than 100 x 56.25 units

    @property
    def lines(self) -> list[str]:
        return self.panel.texts()

    refocus = True

    def default_focus(self):
        return self.back

    def layout(self, size) -> None:
        w, h = size
        u = self.app.u
        self.title_rect, m = theme.page_title(self.app, size)
        indent, gap, gaps = round(LOG_INDENT * u), round(theme.SECTION_GAP * u), round(2 * theme.SECTION_GAP * u)
        self.small = theme.small_room(self.app, size)
        if self.small:  # the log across the page, under a smaller title
            self.title_rect, m = theme.small_page_title(self.app, size)
            indent, gap = 0, round(SMALL_GAP * u)
            gaps = 2 * gap
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(0, 0, min(round(theme.BUTTON_W * u), self.title_rect.width), bh)
        self.back.rect.midbottom = (w // 2, h - m)
        self.box = pygame.Rect(self.title_rect.left + indent, self.title_rect.bottom + gap,
                               self.title_rect.width - 2 * indent, self.back.rect.top - self.title_rect.bottom - gaps)
        self.panel.rect = self.box.inflate(-round(LOG_INSET_X * u), -round(LOG_INSET_Y * u))
        if self._at_top:
            self.panel.scroll_by(self.panel.max_scroll())

    def show_from(self, line: int) -> None:
        """Scroll so that `line` (0 = the first) is at the top."""
        self._at_top = False
        self.panel.scroll = 0
        self.panel.scroll_by(self.panel.max_scroll() - line)

    def handle(self, event) -> bool:
        action = pressed(event)
        step = {Action.DOWN: -1, Action.UP: 1}.get(action) if isinstance(action, Action) else None
        if step is not None:
            self._at_top = False
            self.panel.scroll_by(step)
            return True
        if action in (Action.BACK, Action.ERASE):  # Backspace goes back, as in a browser
            self.close()
            return True
        if self.panel.handle(event):
            self._at_top = False
            return True
        return self.group.handle(event)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def dispose(self) -> None:
        self.panel.set_entries([])  # a long game's entries go now, not with the scene's cycles
        gc.unfreeze()  # what its opening froze (see the history's opening of a long game) is collected again
        super().dispose()

    def draw(self, surface) -> None:
        app = self.app
        theme.background(surface, app, darken=80)
        theme.heading(surface, app, app.t("history-log-title", date=self.date_text), self.title_rect,
                      theme.FONT_HEADING * (SMALL_TITLE if self.small else 1.0))
        theme.panel(surface, app, self.box, alpha=235)
        if self._at_top:  # a language switch may change the number of lines: stay at the top
            self.panel.scroll_by(self.panel.max_scroll())
        self.panel.draw(surface)
        self.group.draw(surface)
