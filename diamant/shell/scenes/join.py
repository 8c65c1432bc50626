"""Join a table (from the title): paste a friend's invite code, choose a name, and wait in the
table's waiting room ("online-room") for the host to start. A code that cannot be read, a table
that refuses or cannot be reached: said in one sentence, and the dialog stays open.

The table this app hosted last, when its game did not end, is offered here too ("Resume my
table"): it opens again where its autosave left it, with the same seats, and its guests come back
with the same invite code."""
from __future__ import annotations

import concurrent.futures
import logging
from typing import Any

import pygame

from diamant.shell.online import HostedTable, JoinedTable, has_saved_table
from diamant.ui import nav, theme
from diamant.ui.scene import ModalScene
from diamant.ui.widgets import Button, TextInput, clipboard_get

log = logging.getLogger(__name__)

JOIN_SIZE = (66.0, 46.0)  # the dialog's panel, in units
FIELD_H = 4.8
LABEL_H = 3.0
NAME_KEY = "online_name"  # settings: the name last used at a table


def join_error(app: Any, exc: BaseException) -> str:
    """What went wrong, in the player's language."""
    from diamant.net.client import JoinRefused
    from diamant.net.invite import InviteError
    if isinstance(exc, InviteError):
        return app.t("join-bad-code")
    if isinstance(exc, JoinRefused):
        key = {"no-seat": "join-full", "version": "join-version", "wrong-game": "join-bad-code"}.get(exc.code)
        return app.t(key) if key else app.t("join-refused", reason=str(exc)[:120])
    return app.t("join-unreachable")


@nav.scene("join")
class JoinScene(ModalScene):
    panel_units = JOIN_SIZE

    def __init__(self, app: Any, code: str = ""):
        super().__init__(app)
        g = self.group
        pasted = code or clipboard_get().strip()
        self.code = g.add(TextInput(pasted if pasted.startswith("DMT") else "", None, "join-code-tip",
                                    max_len=1024, placeholder="join-code-placeholder", on_submit=self._submit))
        name = app.settings.extra.get(NAME_KEY) if hasattr(app.settings, "extra") else None
        self.name = g.add(TextInput(name if isinstance(name, str) else "", None, "join-name-tip", max_len=24,
                                    placeholder="join-name-placeholder", on_submit=self._submit))
        self.cancel_button = g.add(Button("online-cancel", self.cancel))
        self.join_button = g.add(Button("join-go", self.join, style="primary"))
        self.resume_button = g.add(Button("online-resume", self.resume_table, "online-resume-tip"))
        self.resume_button.visible = has_saved_table()
        self.link: JoinedTable | None = None
        self.message = ""
        self.title_rect = self.code_label = self.name_label = self.message_rect = pygame.Rect(0, 0, 0, 0)

    def _submit(self, _: str) -> None:
        self.join()

    def join(self) -> None:
        if self.link is not None:
            return
        name = self.name.value.strip() or self.app.t("join-default-name")
        try:
            # the seat is kept for coming back to this table (where the app keeps its files)
            self.link = JoinedTable(self.code.value, name, keep_seat=not self.app.headless or bool(self.app.autosave))
        except ValueError as exc:  # InviteError: the code cannot be read
            self.message = join_error(self.app, exc)
            self.app.speech.say(self.message)
            return
        if hasattr(self.app.settings, "extra"):
            self.app.settings.extra[NAME_KEY] = self.name.value.strip()
        self.message = self.app.t("join-connecting")
        self.join_button.enabled = False
        self.link.join()

    def resume_table(self) -> None:
        """Host again the table kept by its autosave, and wait for its players in its room."""
        if self.link is not None:
            return
        bind = "127.0.0.1" if self.app.headless else "0.0.0.0"  # a window: friends on this network
        try:
            link = HostedTable.resume_saved(self.app, bind=bind)
        except ValueError as exc:  # none kept, or it cannot be read
            log.warning("the online table cannot be taken back: %s", exc)
            self.message = self.app.t("online-cannot-open", reason=str(exc)[:120])
            return
        try:
            link.open()
        except (OSError, TimeoutError, concurrent.futures.TimeoutError) as exc:  # its port is taken ...
            log.warning("the online table could not be opened again: %s", exc)
            link.close()
            self.message = self.app.t("online-cannot-open", reason=str(exc)[:120])
            return
        self.close()
        self.app.nav.push("online-room", link=link)

    def cancel(self) -> None:
        if self.link is not None:
            self.link.close()
        self.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        link = self.link
        if link is None:
            return
        done = link.joined()
        if done is None:
            return
        if done:
            self.link = None
            self.close()
            self.app.nav.push("online-room", link=link)
            return
        assert link.error is not None
        log.info("could not join: %r", link.error)
        self.message = join_error(self.app, link.error)
        self.app.speech.say(self.message)
        link.close()
        self.link = None
        self.join_button.enabled = True

    def frame_interval(self) -> float | None:
        return 1 / 10 if self.link is not None else None

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad = round(theme.DIALOG_PAD * u)
        inner = panel.inflate(-2 * pad, 0)
        self.title_rect = pygame.Rect(inner.left, panel.top + round(theme.TITLE_TOP * u), inner.width,
                                      round(theme.TITLE_H * u))
        y = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        lh, fh, gap = round(LABEL_H * u), round(FIELD_H * u), round(theme.GAP * u)
        self.code_label = pygame.Rect(inner.left, y, inner.width, lh)
        self.code.rect = pygame.Rect(inner.left, self.code_label.bottom, inner.width, fh)
        self.name_label = pygame.Rect(inner.left, self.code.rect.bottom + gap, inner.width, lh)
        self.name.rect = pygame.Rect(inner.left, self.name_label.bottom, inner.width // 2, fh)
        # the host's own table, beside the name (a guest's fields come first)
        self.resume_button.rect = pygame.Rect(self.name.rect.right + gap, self.name.rect.top,
                                              inner.right - self.name.rect.right - gap, fh)
        bh = round(theme.BUTTON_H * u)
        buttons = pygame.Rect(inner.left, panel.bottom - pad - bh, inner.width, bh)
        self.cancel_button.rect, self.join_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        self.message_rect = pygame.Rect(inner.left, self.name.rect.bottom + gap, inner.width,
                                        max(0, buttons.top - self.name.rect.bottom - 2 * gap))

    def spoken_intro(self) -> str:
        return self.app.t("join-title")

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        theme.heading(surface, app, app.t("join-title"), self.title_rect)
        theme.draw_text(surface, app, app.t("join-code"), self.code_label, theme.FONT_SMALL, theme.TEXT_DIM,
                        align="left")
        theme.draw_text(surface, app, app.t("join-name"), self.name_label, theme.FONT_SMALL, theme.TEXT_DIM,
                        align="left")
        if self.message:
            theme.draw_text(surface, app, self.message, self.message_rect, theme.FONT_BODY, theme.GOLD, wrap=True)
