"""Join a table (from the title): paste a friend's invite code, choose a name, and wait in the
table's waiting room ("online-room") for the host to start. A code that cannot be read, a table
that refuses or cannot be reached: said in one sentence, and the dialog stays open.

The tables waiting on this network whose hosts let them be seen are listed beside the code, live
(diamant.net.discovery, looking on a thread of its own): a click, or Enter, on one joins it with
its code, as if it had been pasted.

The table this app hosted last, when its game did not end, is offered here too ("Resume my
table"): it opens again where its autosave left it, with the same seats, and its guests come back
with the same invite code."""
from __future__ import annotations

import concurrent.futures
import contextlib
import logging
from typing import Any

import pygame

from diamant.shell import games
from diamant.shell.online import HostedTable, JoinedTable, has_saved_table, lan_finder
from diamant.ui import nav, remap, theme
from diamant.ui.scene import ModalScene
from diamant.ui.scrollview import ScrollGroup, bar_room, small_dialog
from diamant.ui.widgets import Button, ListBox, TextInput, clipboard_get

log = logging.getLogger(__name__)

JOIN_SIZE = (94.0, 50.0)  # the dialog's panel, in units: the tables on this network | the code
FIELD_H = 4.8
LABEL_H = 3.0
TABLE_ROW = 6.6  # one table of the list: its host's name over its game and free seats
LIST_PAD = 0.8  # inside the list's frame
LIST_LOOK = 1 / 4  # seconds between looks at the list (it changes on another thread)
NAME_KEY = "online_name"  # settings: the name last used at a table
# a smaller room than the dialog's (a larger interface size): a smaller title, the fields in a
# scrolling column beside the tables on this network, or above them when narrower still
SMALL_GAP = 1.0     # under the title, above the buttons
SMALL_COL = 24.0    # two columns when each has this much
SMALL_LIST = 2.3    # the tables' list under the fields: this many tables tall


class TableList(ListBox):
    """The tables on this network: one click on a table joins it (a list of one has nothing to
    choose between first); Enter joins the chosen one."""

    def spoken_label(self) -> str:
        return self.app.t("join-lan")

    def on_click_at(self, pos) -> None:
        i = self.first + (pos[1] - self.rect.top) // self.row_h()
        if 0 <= i < len(self.items):
            self.select(i)
            if self.on_activate:
                self.on_activate(self.selected)


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
    group: ScrollGroup  # the controls scroll when the room is small
    panel_units = JOIN_SIZE

    def __init__(self, app: Any, code: str = "", finder: Any = None):
        super().__init__(app)
        g = self.group = ScrollGroup(app)
        # the tables on this network (`finder`: a test's own; by default one looking already)
        self.finder = finder if finder is not None else lan_finder(app)
        self._seen = -1  # the finder's version the list shows
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
        # after the fields: the code field keeps the first focus (a pasted code is joined with Enter)
        self.tables = g.add(TableList([], self._draw_table, on_activate=self.join_table,
                                      tooltip_key=lambda: app.t("join-lan-tip", **remap.key_words(app)),
                                      row_u=TABLE_ROW, speak_item=self._speak_table))
        self.link: JoinedTable | None = None
        self._message = ""
        self.title_rect = self.code_label = self.name_label = self.message_rect = pygame.Rect(0, 0, 0, 0)
        self._message_place = pygame.Rect(0, 0, 0, 0)  # the message's place in a scrolling column
        self.lan_label = self.lan_frame = pygame.Rect(0, 0, 0, 0)

    @property
    def message(self) -> str:
        return self._message

    @message.setter
    def message(self, text: str) -> None:
        """A message in a scrolling column: its room is measured again, and it comes into view."""
        self._message = text
        view = self.group.view
        if view.active and self.panel.width > 0:
            self.layout_panel(self.panel)
            if text:
                view.show(self._message_place)
            self.message_rect = view.rect(self._message_place)

    def join_table(self, ad: Any) -> None:
        """Join a table of this network: with its code, as if it had been pasted."""
        if self.link is not None or ad is None:
            return
        self.code.set(ad.code)
        self.join()

    def _game_name(self, game: str) -> str:
        entry = games.get(game)
        return self.app.t(entry.name_key) if entry is not None else game

    def _seats_text(self, ad: Any) -> str:
        return self.app.t("join-lan-seats", free=ad.free, seats=ad.seats) if ad.free else self.app.t("join-lan-full")

    def _speak_table(self, ad: Any) -> str:
        return self.app.t("join-lan-item", host=ad.host or "?", game=self._game_name(ad.game),
                          seats=self._seats_text(ad))

    def _draw_table(self, surface: pygame.Surface, rect: pygame.Rect, ad: Any, selected: bool) -> None:
        app = self.app
        rect = pygame.Rect(rect.left, rect.top, rect.width - round(LIST_PAD * app.u), rect.height)  # the scroll bar's room
        top = pygame.Rect(rect.left, rect.top, rect.width, rect.height // 2)
        bottom = pygame.Rect(rect.left, top.bottom, rect.width, rect.height - top.height)
        theme.draw_text(surface, app, ad.host or "?", top, theme.FONT_BODY, theme.TEXT, bold=True, align="left",
                        valign="bottom")
        half = bottom.width // 2
        theme.draw_text(surface, app, self._game_name(ad.game), pygame.Rect(bottom.left, bottom.top, half, bottom.height),
                        theme.FONT_SMALL, theme.GOLD, align="left", valign="top")
        theme.draw_text(surface, app, self._seats_text(ad), pygame.Rect(bottom.left + half, bottom.top,
                                                                        bottom.width - half, bottom.height),
                        theme.FONT_SMALL, theme.TEXT_DIM if ad.free else theme.DANGER, align="right", valign="top")

    def _look(self) -> None:
        """Take in what the finder heard since the last look, keeping the chosen table chosen."""
        finder = self.finder
        if finder is None or finder.version == self._seen:
            return
        self._seen = finder.version
        chosen = self.tables.selected
        items = finder.tables()
        self.tables.items = items
        codes = [ad.code for ad in items]
        index = codes.index(chosen.code) if chosen is not None and chosen.code in codes else 0
        self.tables.index = index if items else -1
        self.tables.first = max(0, min(self.tables.first, len(items) - 1))
        if items:
            self.tables.select(index, notify=False)

    def _stop_looking(self) -> None:
        if self.finder is not None:
            self.finder.close()  # its sockets and its thread
            self.finder = None

    def at_exit(self) -> None:
        if self.link is not None:  # still connecting: the table is told
            self.link.close()
        self._stop_looking()

    def dispose(self) -> None:
        self._stop_looking()
        super().dispose()

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
        self._look()
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
        # the list of this network's tables changes on its own thread: a few looks a second
        return 1 / 10 if self.link is not None else LIST_LOOK if self.finder is not None else None

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        if theme.small_room(self.app):  # a larger interface size: fewer units than 100 x 56.25
            self._layout_small(panel)
            return
        self.group.view.off()
        pad = round(theme.DIALOG_PAD * u)
        inner = panel.inflate(-2 * pad, 0)
        self.title_rect = pygame.Rect(inner.left, panel.top + round(theme.TITLE_TOP * u), inner.width,
                                      round(theme.TITLE_H * u))
        y = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        lh, fh, gap = round(LABEL_H * u), round(FIELD_H * u), round(theme.GAP * u)
        bh = round(theme.BUTTON_H * u)
        buttons = pygame.Rect(inner.left, panel.bottom - pad - bh, inner.width, bh)
        self.cancel_button.rect, self.join_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        # two columns: the tables on this network (left), the invite code and the name (right)
        col = (inner.width - 2 * gap) // 2
        left = pygame.Rect(inner.left, y, col, max(0, buttons.top - 2 * gap - y))
        right = pygame.Rect(inner.right - col, y, col, left.height)
        self.lan_label = pygame.Rect(left.left, left.top, left.width, lh)
        self.lan_frame = pygame.Rect(left.left, self.lan_label.bottom, left.width, max(0, left.bottom - self.lan_label.bottom))
        lp = round(LIST_PAD * u)
        self.tables.rect = self.lan_frame.inflate(-2 * lp, -2 * lp)
        # a label's words stay above the focus ring around its field (the code's field has the
        # focus as the dialog opens: the ring grew over the label's lower edge)
        ring = theme.focus_reach(self.app)
        self.code_label = pygame.Rect(right.left, right.top, right.width, lh - ring)
        self.code.rect = pygame.Rect(right.left, right.top + lh, right.width, fh)
        self.name_label = pygame.Rect(right.left, self.code.rect.bottom + gap, right.width, lh - ring)
        self.name.rect = pygame.Rect(right.left, self.code.rect.bottom + gap + lh, right.width, fh)
        # the host's own table, under the guest's fields
        self.resume_button.rect = pygame.Rect(right.left, self.name.rect.bottom + gap, right.width, fh)
        below = self.resume_button.rect.bottom if self.resume_button.visible else self.name.rect.bottom
        self.message_rect = pygame.Rect(right.left, below + gap, right.width, max(0, right.bottom - below - gap))
        self._message_place = self.message_rect

    def _layout_small(self, panel: pygame.Rect) -> None:
        """Less room than the dialog's (a larger interface size): a smaller title, Cancel and Join
        along the bottom, and above them the code and the name in a scrolling column, beside the
        tables on this network when there is room for two columns, else above them."""
        u, app = self.app.u, self.app
        gap = round(theme.GAP * u)
        inner, self.title_rect, buttons = small_dialog(app, panel)
        top = self.title_rect.bottom + round(SMALL_GAP * u)
        lh, fh = round(LABEL_H * u), round(FIELD_H * u)
        self.cancel_button.rect, self.join_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        bar = bar_room(app)
        middle = pygame.Rect(inner.left, top, inner.width, max(fh, buttons.top - round(SMALL_GAP * u) - top))
        two = inner.width >= 2 * round(SMALL_COL * u) + gap + bar
        lp = round(LIST_PAD * u)
        if two:
            col = (inner.width - gap - bar) // 2
            left = pygame.Rect(middle.left, middle.top, col, middle.height)
            view = pygame.Rect(left.right + gap, middle.top, col, middle.height)
            self.lan_label = pygame.Rect(left.left, left.top, left.width, lh)
            self.lan_frame = pygame.Rect(left.left, self.lan_label.bottom, left.width,
                                         max(2 * lp + 1, left.bottom - self.lan_label.bottom))
        else:
            view = pygame.Rect(middle.left, middle.top, middle.width - bar, middle.height)
        sv = self.group.view
        sv.begin(view)
        ring = theme.focus_reach(app)
        x, w = view.left + ring, view.width - 2 * ring  # a focus ring stays inside the view
        y = view.top
        self.code_label = pygame.Rect(x, y, w, lh - ring)
        sv.put(self.code, pygame.Rect(x, y + lh, w, fh), pygame.Rect(x, y, w, lh + fh))
        y += lh + fh + gap
        self.name_label = pygame.Rect(x, y, w, lh - ring)
        sv.put(self.name, pygame.Rect(x, y + lh, w, fh), pygame.Rect(x, y, w, lh + fh))
        y += lh + fh + gap
        if self.resume_button.visible:
            sv.put(self.resume_button, pygame.Rect(x, y, w, fh))
            y += fh + gap
        msg_h = 0
        if self.message:
            font = app.fonts.get(max(theme.MIN_FONT_PX, round(theme.FONT_BODY * u)))
            lines = font.wrap(self.message, w)
            msg_h = font.get_linesize() * (len(lines) - 1) + font.get_height()
        self._message_place = pygame.Rect(x, y, w, msg_h)
        y += msg_h + (gap if msg_h else 0)
        if not two:
            self.lan_label = pygame.Rect(x, y, w, lh)
            # the list, never taller than the view (else it could never come into view)
            list_h = min(round(SMALL_LIST * TABLE_ROW * u), view.height - 2 * ring - 2 * lp)
            self.lan_frame = pygame.Rect(x, y + lh, w, max(1, list_h) + 2 * lp)
            sv.put(self.tables, self.lan_frame.inflate(-2 * lp, -2 * lp), self.lan_frame.union(self.lan_label))
            y = self.lan_frame.bottom
        else:
            self.tables.rect = self.lan_frame.inflate(-2 * lp, -2 * lp)
        sv.end(y + ring, self.group.focused)
        self.message_rect = sv.rect(self._message_place)

    def _page(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a label of the scrolling column is drawn now."""
        return self.group.view.rect(rect) if self.group.view.active else rect

    def spoken_intro(self) -> str:
        return self.app.t("join-title")

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        theme.heading(surface, app, app.t("join-title"), self.title_rect)
        sv = self.group.view
        clip = sv.clip(surface) if sv.active else contextlib.nullcontext()
        with clip:
            theme.draw_text(surface, app, app.t("join-code"), self._page(self.code_label), theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left")
            theme.draw_text(surface, app, app.t("join-name"), self._page(self.name_label), theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left")
            if self.message:
                theme.draw_text(surface, app, self.message, self.message_rect, theme.FONT_BODY, theme.GOLD,
                                wrap=True)
        # the list scrolls with the column when it is under the fields
        in_column = self.tables in sv.places
        with clip if in_column else contextlib.nullcontext():
            frame = self._page(self.lan_frame) if in_column else self.lan_frame
            theme.draw_text(surface, app, app.t("join-lan"), self._page(self.lan_label) if in_column else self.lan_label,
                            theme.FONT_SMALL, theme.TEXT_DIM, align="left")
            pygame.draw.rect(surface, theme.BORDER, frame, max(1, round(theme.BORDER_W * app.u)),
                             border_radius=round(LIST_PAD * app.u))
            if not self.tables.items:  # nothing heard of (yet), or this network cannot be listened to
                off = self.finder is None or self.finder.error is not None
                theme.draw_text(surface, app, app.t("join-lan-off" if off else "join-lan-looking"),
                                frame.inflate(-2 * round(LIST_PAD * app.u), -2 * round(LIST_PAD * app.u)),
                                theme.FONT_SMALL, theme.TEXT_DIM, wrap=True)
        sv.draw(surface)
