"""The crash scene: the game stopped because of an error; where its report is, and Quit.

diamant.crash writes the report; :func:`guarded_in` runs the game's loop (diamant.main, the
replay viewer) with :func:`present` as crash's presenter, so a crash on the main thread ends here:
alone on the stack, the loop running again until the player quits.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from diamant.ui import nav, theme
from diamant.ui.scene import ModalScene
from diamant.ui.widgets import Button
from diamant.crash import EXIT_CRASH, CrashReport, crash_texts, guarded, set_presenter


SUMMARY_CHARS = 160  # of the error shown (a long message would not fit the panel)
PANEL_SIZE = (76.0, 40.0)  # units: wide, for the report's path on one line
# fewer units than that panel needs (a large interface size): the panel takes the window, Quit
# goes to the title's line, and the words keep their size as far as they can
FULL_UNITS = (99.9, 56.2)  # the window, in units, at least, for the usual dialog (100 % anywhere)
COMPACT_MARGIN = 0.6
COMPACT_PAD = 2.0
COMPACT_TOP = 0.6
COMPACT_LINE_H = 4.6   # the title's line
COMPACT_GAP = 1.0      # between it and the words, and under them
COMPACT_BUTTON_W = 18.0


@nav.scene("crash")
class CrashScene(ModalScene):
    """Something went wrong: the error, where the report and the log are, a Quit button."""

    opaque = True
    panel_units = PANEL_SIZE

    def __init__(self, app, report: CrashReport):
        super().__init__(app)
        self.report = report
        self.quit_button = self.group.add(Button("quit-app", self.cancel, style="primary"))
        self.title_rect = self.body_rect = pygame.Rect(0, 0, 0, 0)

    def texts(self) -> tuple[str, str]:
        """The title, and the body: where the files are, then the error itself."""
        title, body = crash_texts(self.report.crash_file, self.report.log_file, self.app.loc)
        summary = self.report.summary
        if len(summary) > SUMMARY_CHARS:  # the whole of it is in the report
            summary = summary[:SUMMARY_CHARS - 1] + "…"
        return title, f"{body}\n\n{summary}"

    def cancel(self) -> None:
        self.app.quit(EXIT_CRASH)

    def layout(self, size) -> None:
        across, down = self.app.units(size)
        if across >= FULL_UNITS[0] and down >= FULL_UNITS[1]:
            super().layout(size)
            return
        u = self.app.u
        margin = round(COMPACT_MARGIN * u)
        self.panel = p = pygame.Rect(0, 0, min(size[0] - 2 * margin, round(PANEL_SIZE[0] * u)),
                                     min(size[1] - 2 * margin, round(PANEL_SIZE[1] * u)))
        p.center = (size[0] // 2, size[1] // 2)
        pad, gap, line_h = round(COMPACT_PAD * u), round(COMPACT_GAP * u), round(COMPACT_LINE_H * u)
        inner = p.inflate(-2 * pad, 0)
        top = p.top + round(COMPACT_TOP * u)
        bw = min(round(COMPACT_BUTTON_W * u), inner.width * 2 // 5)
        self.quit_button.rect = pygame.Rect(inner.right - bw, top, bw, line_h)
        self.title_rect = pygame.Rect(inner.left, top, inner.width - bw - gap, line_h)
        self.body_rect = pygame.Rect(inner.left, self.title_rect.bottom + gap, inner.width,
                                     p.bottom - gap - self.title_rect.bottom - gap)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad = self.title_and_button(panel, self.quit_button)
        self.body_rect = pygame.Rect(panel.left + pad, self.title_rect.bottom + round(theme.SECTION_GAP * u),
                                     panel.width - 2 * pad, self.quit_button.rect.top - self.title_rect.bottom
                                     - round(2 * theme.SECTION_GAP * u))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        super().draw(surface)

    def draw_panel(self, surface, panel) -> None:
        title, body = self.texts()
        theme.heading(surface, self.app, title, self.title_rect)
        theme.draw_text(surface, self.app, body, self.body_rect, theme.FONT_BODY, theme.TEXT, wrap=True)


def present(app, report: CrashReport) -> bool:
    """Show ``report`` in the game's window until the player quits (diamant.crash's presenter).
    False for a window nobody sees (headless)."""
    if app.headless:
        return False
    app.nav.reset("crash", report=report)
    app.running = True
    app.run()
    return True


def guarded_in(app, fn: Callable[..., Any], *args: Any) -> int:
    """``diamant.crash.guarded(fn, *args)`` with ``app``'s window showing a crash (the crash
    scene); the presenter before is restored afterwards."""
    before = set_presenter(partial(present, app))
    try:
        return guarded(fn, *args)
    finally:
        set_presenter(before)
