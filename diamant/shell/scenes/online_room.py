"""The online table's scenes before the game: opening a table from a lobby ("online-setup": who
plays each human seat, here or remote, and the relay), and the waiting room ("online-room": the
seats, the invite code, Start for the host). Both games use them; the game's own table opens
when the game begins (diamant.shell.online.opener)."""
from __future__ import annotations

import concurrent.futures
import logging
from typing import Any

import pygame

from diamant.shell import games
from diamant.shell.online import HostedTable, TableLink, opener, relay_address
from diamant.ui import nav, theme
from diamant.ui.scene import ModalScene
from diamant.ui.scrollview import ScrollGroup, small_dialog
from diamant.ui.widgets import Button, Choice, TextInput, Toggle, clipboard_put
from diamant.ui.widgets.base import lit

log = logging.getLogger(__name__)

SETUP_SIZE = (70.0, 54.0)   # the set-up dialog's panel, in units
ROOM_SIZE = (84.0, 62.0)    # the waiting room's
ROW_H = 4.6                 # one seat's line
CODE_LINE = 44              # characters of the invite code on one line (it has no spaces to wrap at)
CODE_H = 4.2                # one line of the code
LABEL_H = 3.0
#: the choices of "Time per decision", in seconds (None: no timer)
DECISION_TIMES = (None, 20.0, 40.0, 60.0)
RELAY_SHARE = 0.56          # of the line under the relay's label: the relay's field; the rest, "Visible on this network"
# a smaller room than the dialog's (a larger interface size): a smaller title, and the seats, the
# timer and the relay in a scrolling column above Cancel and Open
SMALL_GAP = 1.0             # under the title, above the buttons
SMALL_COL = 34.0            # the seats in two columns when each has this much
SMALL_RELAY = 44.0          # the relay's field and "Visible on this network" side by side from this width
SMALL_CODE = theme.FONT_BODY  # the waiting room's invite code then (in more, shorter lines)


def _keep_relay(app: Any, value: str) -> None:
    """The relay address is a setting (Settings; none is built in): kept for the next table."""
    if getattr(app.settings, "relay", "") == value:
        return
    app.settings.relay = value
    app.save_settings()


@nav.scene("online-setup")
class OnlineSetupScene(ModalScene):
    """Open an online table for a lobby's seats: each human seat is played here or by a friend
    elsewhere; the bots stay bots (played by this computer).

    `seats`: [{"name", "human", "bot"}] in seat order; `options`: the table's (the game's rules)."""

    group: ScrollGroup  # the controls scroll when the room is small
    panel_units = SETUP_SIZE

    def __init__(self, app: Any, game: str, seats: list[dict[str, Any]], options: dict[str, Any] | None = None):
        super().__init__(app)
        self.game, self.seats, self.options = game, seats, dict(options or {})
        g = self.group = ScrollGroup(app)
        self.where: dict[int, Choice] = {}
        first = True
        for i, s in enumerate(seats):
            here = "bot" if not s["human"] else "local" if first else "remote"
            first = first and not s["human"]
            self.where[i] = g.add(Choice(lit(s["name"]), [("local", "online-seat-here"), ("remote", "online-seat-remote"),
                                                          ("bot", "online-seat-bot-here")],
                                         here, None, "online-seat-where-tip"))
        entry = games.get(game)
        timed = entry is not None and entry.timed_online
        # room for every seat's line (up to eight), the timer's, the relay and the buttons
        rows = len(seats) + (1 if timed else 0)
        lines = rows if len(seats) <= 4 else -(-rows // 2)
        self.panel_units = (SETUP_SIZE[0] if len(seats) <= 4 else 96.0, SETUP_SIZE[1] + max(0, lines - 2) * (ROW_H + 1.2))
        self.relay = g.add(TextInput(relay_address(app), None, "online-relay-tip", max_len=200,
                                     placeholder="online-relay-placeholder"))
        # everybody at the table, this screen's players too, decides under the same clock
        self.timer = g.add(Choice("online-decision-time", [(v, self._time_label(v)) for v in DECISION_TIMES],
                                  None, None, "online-decision-time-tip"))
        self.timer.visible = timed  # a line of its own, after the seats'
        # friends on this network find the waiting table in their Join dialog (a setting, kept)
        self.visible = g.add(Toggle("online-lan-visible", bool(getattr(app.settings, "lan_visible", True)),
                                    self._keep_visible, "online-lan-visible-tip"))
        self.cancel_button = g.add(Button("online-cancel", self.close))
        self.open_button = g.add(Button("online-open", self.open_table, style="primary"))
        self.title_rect = self.relay_label = self.note_rect = pygame.Rect(0, 0, 0, 0)
        self._note_place = pygame.Rect(0, 0, 0, 0)  # the note's place in a scrolling column

    def _time_label(self, seconds: float | None) -> Any:
        if seconds is None:
            return "online-time-off"
        return lambda: self.app.t("online-time-seconds", seconds=round(seconds))

    def _keep_visible(self, value: bool) -> None:
        if getattr(self.app.settings, "lan_visible", True) != value:
            self.app.settings.lan_visible = value
            self.app.save_settings()

    def plans(self) -> list[Any]:
        from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
        out = []
        for i, s in enumerate(self.seats):
            where = self.where[i].value
            bot = s.get("bot") or "steady"
            if where == "bot":
                out.append(SeatPlan(BOT, bot, s["name"] if not s["human"] else ""))
            else:
                out.append(SeatPlan(LOCAL if where == "local" else REMOTE, bot, s["name"] if where == "local" else ""))
        return out

    def open_table(self) -> None:
        from diamant.net.invite import InviteError, relay_url
        relay = self.relay.value.strip()
        try:
            relay_url(relay)
        except InviteError:
            self.app.show_message(self.app.t("settings-relay-bad"), kind="warning")
            return
        _keep_relay(self.app, relay)
        plans = self.plans()
        if not any(p.kind == "local" for p in plans):
            self.app.show_message(self.app.t("online-need-local"), kind="warning")
            return
        bind = "127.0.0.1" if self.app.headless else "0.0.0.0"  # a window: friends on this network
        link = HostedTable.from_app(self.app, self.game, plans, options=self.options, bind=bind,
                                    decision_time=self.timer.value if self.timer.visible else None,
                                    lan=self.visible.value)
        try:
            link.open()
        except (OSError, ValueError, TimeoutError, concurrent.futures.TimeoutError) as exc:  # a port, a relay
            log.warning("the online table could not be opened: %s", exc)
            link.close()
            self.app.show_message(self.app.t("online-cannot-open", reason=str(exc)[:120]), kind="warning")
            return
        self.close()
        self.app.nav.push("online-room", link=link)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        if theme.small_room(self.app):  # a larger interface size: fewer units than 100 x 56.25
            self._layout_small(panel)
            return
        self.group.view.off()
        pad = round(theme.DIALOG_PAD * u)
        self.title_rect = pygame.Rect(panel.left + pad, panel.top + round(theme.TITLE_TOP * u),
                                      panel.width - 2 * pad, round(theme.TITLE_H * u))
        y = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        rh, gap = round(ROW_H * u), round(theme.GAP * u)
        # many seats: two columns of them (eight seats are four lines)
        cols = 2 if len(self.where) > 4 else 1
        col_w = (panel.width - 2 * pad - (cols - 1) * gap) // cols
        rows = list(self.where.values()) + ([self.timer] if self.timer.visible else [])
        lines = -(-len(rows) // cols)
        for k, choice in enumerate(rows):
            col, line = divmod(k, lines)
            choice.rect = pygame.Rect(panel.left + pad + col * (col_w + gap), y + line * (rh + gap), col_w, rh)
        y += lines * (rh + gap)
        self.relay_label = pygame.Rect(panel.left + pad, y + gap, panel.width - 2 * pad, round(LABEL_H * u))
        both = pygame.Rect(panel.left + pad, self.relay_label.bottom, panel.width - 2 * pad, rh)
        self.relay.rect = pygame.Rect(both.left, both.top, round(both.width * RELAY_SHARE), rh)
        right = self.relay.rect.right
        self.visible.rect = pygame.Rect(right + gap, both.top, both.right - right - gap, rh)
        last = self.relay.rect
        bh = round(theme.BUTTON_H * u)
        buttons = pygame.Rect(panel.left + pad, panel.bottom - pad - bh, panel.width - 2 * pad, bh)
        self.cancel_button.rect, self.open_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        self.note_rect = pygame.Rect(panel.left + pad, last.bottom + gap, panel.width - 2 * pad,
                                     max(0, buttons.top - last.bottom - 2 * gap))

    def _layout_small(self, panel: pygame.Rect) -> None:
        """Less room than the dialog's (a larger interface size): a smaller title, Cancel and Open
        along the bottom, and above them a scrolling column of the seats (two columns of them when
        wide enough), the timer, the relay and the note."""
        app, u = self.app, self.app.u
        gap = round(theme.GAP * u)
        inner, self.title_rect, buttons = small_dialog(app, panel)
        top = self.title_rect.bottom + round(SMALL_GAP * u)
        rh = round(ROW_H * u)
        self.cancel_button.rect, self.open_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        sv = self.group.view
        view, x, w = sv.begin_column(pygame.Rect(inner.left, top, inner.width,
                                                 max(rh, buttons.top - round(SMALL_GAP * u) - top)))
        ring = theme.focus_reach(app)
        y = view.top + ring
        rows = list(self.where.values()) + ([self.timer] if self.timer.visible else [])
        cols = 2 if len(self.where) > 4 and w >= 2 * round(SMALL_COL * u) + gap else 1
        col_w = (w - (cols - 1) * gap) // cols
        lines = -(-len(rows) // cols)
        for k, choice in enumerate(rows):
            col, line = divmod(k, lines)
            sv.put(choice, pygame.Rect(x + col * (col_w + gap), y + line * (rh + gap), col_w, rh))
        y += lines * (rh + gap)
        lh = round(LABEL_H * u)
        self.relay_label = pygame.Rect(x, y, w, lh)
        if w >= round(SMALL_RELAY * u):
            field = pygame.Rect(x, y + lh, round(w * RELAY_SHARE), rh)
            sv.put(self.relay, field, field.union(self.relay_label))
            sv.put(self.visible, pygame.Rect(field.right + gap, field.top, x + w - field.right - gap, rh))
            y = field.bottom + gap
        else:
            field = pygame.Rect(x, y + lh, w, rh)
            sv.put(self.relay, field, field.union(self.relay_label))
            sv.put(self.visible, pygame.Rect(x, field.bottom + gap, w, rh))
            y = field.bottom + gap + rh + gap
        font = app.fonts.get(max(theme.MIN_FONT_PX, round(theme.FONT_SMALL * u)))
        lines_n = len(font.wrap(app.t("online-setup-body"), w))
        self._note_place = pygame.Rect(x, y, w, font.get_linesize() * (lines_n - 1) + font.get_height())
        # the note is read with the last control (the page's end comes into view with it)
        sv.keep[self.visible] = sv.keep[self.visible].union(self._note_place)
        sv.end(self._note_place.bottom + ring, self.group.focused)

    def spoken_intro(self) -> str:
        return f"{self.app.t('online-setup-title')}. {self.app.t('online-setup-body')}"

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        theme.heading(surface, app, app.t("online-setup-title"), self.title_rect)
        sv = self.group.view
        if sv.active:
            with sv.clip(surface):
                theme.draw_text(surface, app, app.t("online-relay"), sv.rect(self.relay_label), theme.FONT_SMALL,
                                theme.TEXT_DIM, align="left")
                theme.draw_text(surface, app, app.t("online-setup-body"), sv.rect(self._note_place),
                                theme.FONT_SMALL, theme.TEXT_DIM, wrap=True, align="left", valign="top")
            sv.draw(surface)
            return
        theme.draw_text(surface, app, app.t("online-relay"), self.relay_label, theme.FONT_SMALL, theme.TEXT_DIM,
                        align="left")
        if self.note_rect.height >= 2 * LABEL_H * app.u:  # a full table in a small window: the tips say it
            theme.draw_text(surface, app, app.t("online-setup-body"), self.note_rect, theme.FONT_SMALL,
                            theme.TEXT_DIM, wrap=True, align="left", valign="top")


def code_lines(code: str, width: int = CODE_LINE) -> list[str]:
    """The invite code cut into lines (it has no spaces to wrap at); copied whole."""
    return [code[i:i + width] for i in range(0, len(code), width)] or [""]


@nav.scene("online-room")
class OnlineRoomScene(ModalScene):
    """The waiting room: the seats (who has joined), the invite code (large, and copied with a
    click), the relay, and for the host Start. A guest waits for the host's start."""

    panel_units = ROOM_SIZE
    online_room = True  # the game's table replaces it when the game begins
    group: ScrollGroup  # the code, the seats and the note scroll when the room is small

    def __init__(self, app: Any, link: TableLink):
        super().__init__(app)
        self.link = link
        g = self.group = ScrollGroup(app)
        self.small = False  # laid out for a room smaller than 100 x 56.25 units
        self._code_width = CODE_LINE  # the code's characters a line (fewer then)
        self._places: dict[str, pygame.Rect] = {}  # then: the label, the seats and the note on the column
        self.copy_button = g.add(Button("online-copy", self.copy_code, "online-copy-tip"))
        self.leave_button = g.add(Button("online-leave", self.leave_table))
        self.start_button = g.add(Button(self._start_label, self.start, style="primary"))
        self.start_button.visible = link.hosting
        self.title_rect = self.code_rect = self.seats_rect = self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.opened = False

    def _start_label(self) -> str:
        ready = isinstance(self.link, HostedTable) and self.link.ready()
        return self.app.t("online-start" if ready else "online-start-bots")

    def copy_code(self) -> None:
        clipboard_put(self.link.invite)
        self.app.show_message(self.app.t("online-copied"))

    def start(self) -> None:
        if isinstance(self.link, HostedTable):
            self.link.start(bots_for_empty=True)

    def leave_table(self) -> None:
        self.link.close()
        self.close()

    def cancel(self) -> None:
        self.leave_table()

    def at_exit(self) -> None:
        # the window closed while waiting: the guests are told, the table leaves this network's lists
        self.link.close()

    def default_focus(self):
        return self.start_button if self.link.hosting else self.copy_button

    def update(self, dt: float) -> None:
        super().update(dt)
        link = self.link
        if self.opened or link.closed:
            return
        link.poll()
        if link.host_left:
            self.app.show_message(self.app.t("online-host-left"), kind="warning")
            self.leave_table()
            return
        if link.started:
            entry = games.get(link.game)
            if entry is not None:
                games.load(entry)  # its screens, and the module that opens its online table
            open_table = opener(link.game)
            if open_table is None:  # a build without that game's screens
                self.app.show_message(self.app.t("online-cannot-open", reason=link.game), kind="warning")
                self.leave_table()
                return
            self.opened = True
            open_table(self.app, link)

    def frame_interval(self) -> float | None:
        return 1 / 10  # the seats change when somebody joins: a few looks a second are enough

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        self.small = theme.small_room(self.app)
        if self.small:  # a larger interface size: fewer units than 100 x 56.25
            self._layout_small(panel)
            return
        self.group.view.off()
        self._code_width = CODE_LINE
        pad = round(theme.DIALOG_PAD * u)
        inner = panel.inflate(-2 * pad, 0)
        self.title_rect = pygame.Rect(inner.left, panel.top + round(theme.TITLE_TOP * u), inner.width,
                                      round(theme.TITLE_H * u))
        lines = len(code_lines(self.link.invite))
        top = self.title_rect.bottom + round(theme.SECTION_GAP * u)
        self.code_rect = pygame.Rect(inner.left, top, inner.width, round(LABEL_H * u) + lines * round(CODE_H * u))
        bh, gap = round(theme.BUTTON_H * u), round(theme.GAP * u)
        self.copy_button.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), bh)
        self.copy_button.rect.midtop = (inner.centerx, self.code_rect.bottom + gap)
        buttons = pygame.Rect(inner.left, panel.bottom - pad - bh, inner.width, bh)
        if self.link.hosting:
            self.leave_button.rect, self.start_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        else:
            self.leave_button.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), bh)
            self.leave_button.rect.midbottom = buttons.midbottom
        note_h = round(2 * LABEL_H * u)
        self.note_rect = pygame.Rect(inner.left, buttons.top - gap - note_h, inner.width, note_h)
        seats_top = self.copy_button.rect.bottom + round(theme.SECTION_GAP * u)
        self.seats_rect = pygame.Rect(inner.left, seats_top, inner.width, max(0, self.note_rect.top - gap - seats_top))

    def _layout_small(self, panel: pygame.Rect) -> None:
        """Less room than the dialog's: a smaller title, Leave and Start along the bottom, and
        above them a scrolling column: the invite code (in shorter lines), Copy, the seats and
        the note."""
        app, u = self.app, self.app.u
        gap = round(theme.GAP * u)
        inner, self.title_rect, buttons = small_dialog(app, panel)
        top = self.title_rect.bottom + round(SMALL_GAP * u)
        bh = round(theme.BUTTON_H * u)
        if self.link.hosting:
            self.leave_button.rect, self.start_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        else:
            self.leave_button.rect = pygame.Rect(0, 0, min(round(theme.BUTTON_W * u), inner.width), bh)
            self.leave_button.rect.midbottom = buttons.midbottom
        sv = self.group.view
        view, x, w = sv.begin_column(pygame.Rect(inner.left, top, inner.width,
                                                 max(bh, buttons.top - round(SMALL_GAP * u) - top)))
        ring = theme.focus_reach(app)
        # Copy first (a code this long is copied, not typed), then the code in the body's size,
        # its lines as long as the column is wide (it has no spaces to wrap at)
        y = view.top + ring
        copy = pygame.Rect(0, y, min(round(theme.BUTTON_W * u), w), bh)
        copy.centerx = x + w // 2
        sv.put(self.copy_button, copy)
        y = copy.bottom + gap
        font = app.font(SMALL_CODE, True)
        sample = self.link.invite[:CODE_LINE] or "M"
        self._code_width = max(8, min(CODE_LINE, int(w * len(sample) / max(1, font.size(sample)[0] * 1.05))))
        lines = len(code_lines(self.link.invite, self._code_width))
        lh, ch = round(LABEL_H * u), font.get_linesize()
        self.code_rect = pygame.Rect(x, y, w, lh + lines * ch)
        y = self.code_rect.bottom + gap
        rows = max(1, len(self.link.seats))
        self._places["seats"] = pygame.Rect(x, y, w, rows * round(ROW_H * u))
        y = self._places["seats"].bottom + gap
        small = app.fonts.get(max(theme.MIN_FONT_PX, round(theme.FONT_SMALL * u)))
        n = len(small.wrap(self.note(), w))
        self._places["note"] = pygame.Rect(x, y, w, small.get_linesize() * (n - 1) + small.get_height())
        sv.end(self._places["note"].bottom + ring, self.group.focused)
        self.seats_rect, self.note_rect = self._places["seats"], self._places["note"]

    def seat_lines(self) -> list[str]:
        t = self.app.t
        out = []
        for s in self.link.seats:
            i = s["seat"]
            status = s["status"]
            if i in self.link.own:
                state = t("online-seat-you")
            elif status == "open":
                state = t("online-seat-open")
            elif status == "away":
                state = t("online-seat-away")
            elif status == "bot":
                state = t("online-seat-bot")
            else:
                state = t("online-seat-connected")
            name = s["name"] if status != "open" or s["kind"] != "remote" else t("online-seat-free", n=i + 1)
            out.append(f"{i + 1}. {name} — {state}")
        return out

    def note(self) -> str:
        link = self.link
        if not link.hosting:
            return self.app.t("online-waiting-host")
        if isinstance(link, HostedTable) and link.relay_error:
            return self.app.t("online-relay-failed")
        if isinstance(link, HostedTable) and not link.relay:
            return self.app.t("online-no-relay")
        return self.app.t("online-relay-on", relay=getattr(link, "relay", ""))

    def spoken_intro(self) -> str:
        return f"{self.app.t(self._title_key())}. {'. '.join(self.seat_lines())}. {self.note()}"

    def _title_key(self) -> str:
        return "online-room-title" if self.link.hosting else "online-room-guest-title"

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        sv = self.group.view
        if not sv.active:
            self._draw_room(surface)
            return
        theme.heading(surface, app, app.t(self._title_key()), self.title_rect)
        code, seats, note = self.code_rect, self.seats_rect, self.note_rect
        self.code_rect, self.seats_rect, self.note_rect = sv.rect(code), sv.rect(seats), sv.rect(note)
        with sv.clip(surface):
            self._draw_room(surface, heading=False)
        self.code_rect, self.seats_rect, self.note_rect = code, seats, note
        sv.draw(surface)

    def _draw_room(self, surface: pygame.Surface, heading: bool = True) -> None:
        app, u = self.app, self.app.u
        if heading:
            theme.heading(surface, app, app.t(self._title_key()), self.title_rect)
        r = self.code_rect
        label = pygame.Rect(r.left, r.top, r.width, round(LABEL_H * u))
        theme.draw_text(surface, app, app.t("online-invite"), label, theme.FONT_SMALL, theme.TEXT_DIM)
        y = label.bottom
        size, step = (SMALL_CODE, app.font(SMALL_CODE, True).get_linesize()) if self.small else \
            (theme.FONT_HEADING * 0.9, round(CODE_H * u))
        for line in code_lines(self.link.invite, self._code_width):
            theme.draw_text(surface, app, line, pygame.Rect(r.left, y, r.width, step), size, theme.GOLD, bold=True)
            y += step
        rh = round(ROW_H * u)
        lines = self.seat_lines()
        if lines:
            rh = min(rh, self.seats_rect.height // len(lines))
        for k, text in enumerate(lines):
            row = pygame.Rect(self.seats_rect.left, self.seats_rect.top + k * rh, self.seats_rect.width, rh)
            theme.draw_text(surface, app, text, row, theme.FONT_BODY, theme.TEXT, align="left")
        theme.draw_text(surface, app, self.note(), self.note_rect, theme.FONT_SMALL, theme.TEXT_DIM, wrap=True,
                        valign="top" if self.small else "middle")
