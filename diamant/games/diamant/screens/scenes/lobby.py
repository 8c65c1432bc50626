"""The lobby: set up the table. As many seats as the edition allows (3 to 8), each a human or a bot (with its level and
personality), a typed name (IME works: TextInput), a colour with its symbol (never two seats
alike); the edition with a one-line explanation; open or secret chests. "Play" with the defaults
starts a solo game against bots at once; the table is remembered for next time."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from diamant.ui import nav, theme
from diamant.games.diamant.screens.badges import seat_badge
from diamant.games.diamant.screens.flow import back_to_menu, bot_display_name, bot_levels, default_level, last_table, start_game
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.scrollview import SEAT_DESC_SIZE, ScrollGroup, put_seat_rows, text_height
from diamant.games.diamant.screens.names import is_default_name, seat_names
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.ui.widgets import (Button, SeatRow, SeatRowsLayout, SwatchButton, TextInput, WideChoice,
                                lit)
from diamant.games.diamant.engine import BOT, HUMAN, PRESET_NAMES, SEAT_COLOUR_COUNT
from diamant.games.diamant.engine.themes import THEMES
from diamant.games.diamant.engine.words import theme_description
from diamant.plugins import allowed as allowed_plugins
from diamant.games.diamant.screens.sounds import AMBIENT_NAME

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

# the lobby's layout, in units
SEATS_HEAD_H = 2.6    # "Players (5)" over the seats
# the seats' rows (up to eight: a little smaller than the club's) and "Add a player"
SEAT_ROWS = SeatRowsLayout(row_h=6.4, control_h=3.8, add_w=22.0, add_h=3.8, control_top=0.3,
                           name_share=0.36, kind_share=0.27)
LABEL_H = 2.4         # an option's label in the side panel ("Edition")
OPTION_H = 4.0        # its choice
DESC_GAP = 0.4        # between the choice and its explanation
DESC_MIN = 6.0        # the three explanations' room together, at least
OPTION_GAP = 0.6      # between two options
BUTTONS_GAP = 0.8     # above Back and Play
BADGE = 0.72          # a seat's colour badge: share of its button's side
# a room smaller than 100 x 56.25 units (a larger interface size): one panel scrolling the seats
# and the options, under a smaller title, with Back and Play along the bottom
SMALL_TOP_BAR = 5.0   # the title strip
SMALL_TITLE_CLEAR = 0.8  # between the small title's ornament and the panel under it
SMALL_TITLE = 0.85    # the title's size then (of a heading's)
SMALL_ROW_GAP = 1.0   # around "Add a seat" (as between two seats: scrollview.SEAT_ROW_GAP)


def colour_button(lobby: "LobbyScene", index: int) -> SwatchButton:
    """A seat's colour: its badge; a click changes it."""
    def mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if button.visible:  # (not when scrolled out of a small lobby's view)
            seat_badge(surface, lobby.setup.seats[index].colour, rect.center, round(min(rect.size) * BADGE))
    button = SwatchButton(lambda: lobby.next_colour(index), "play-colour-tip", mark)
    return button


@nav.scene("lobby")
class LobbyScene(Scene):
    ambience = AMBIENT_NAME  # the cave, under every screen of Diamant's

    def frame_interval(self) -> float | None:
        return 0.5 if isinstance(self.group.focused, TextInput) else None  # the caret blinks

    def __init__(self, app: "App", setup: TableSetup | None = None) -> None:
        super().__init__(app)
        self.setup = (setup or last_table(app)).fixed(name=False)
        self.setup.seed = None
        for seat in self.setup.seats:
            if is_default_name(seat.name):
                seat.name = ""  # shown in the language of the moment (names.py)
        self.group: ScrollGroup = ScrollGroup(app)
        self.described: list[pygame.Rect] = []  # where the headings and descriptions were drawn
        self.group.keep_clear = lambda: self.described
        self.group.keep_free = lambda: [self.rects["title"]] if "title" in self.rects else []
        self.rows: list[SeatRow] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.small = False  # laid out for a room smaller than 100 x 56.25 units
        self.desc_places: list[pygame.Rect] = []  # then: each seat's line on the scrolling page
        self.started = False
        self._build()

    # ---------------------------------------------------------------------------------------------
    def _build(self) -> None:
        app = self.app
        focused_index = None
        if self.group.focused is not None and self.group.focused in self.group.widgets:
            focused_index = self.group.widgets.index(self.group.focused)
        self.group.clear()
        self.rows = []
        # the built-in levels, then the plugins the player allowed (each named as a plugin)
        levels = bot_levels() + [p for p in allowed_plugins() if p not in bot_levels()]
        least, most = self.setup.seat_limits()
        shown = self.shown_names()
        for i, seat in enumerate(self.setup.seats):
            row = SeatRow()
            row.colour = self.group.add(colour_button(self, i))
            row.name = self.group.add(TextInput(shown[i], partial(self._set_name, i),
                                                "play-name-tip", placeholder="play-name-placeholder",
                                                max_len=20))
            row.kind = self.group.add(WideChoice(lit(""), [(HUMAN, "play-kind-human"), (BOT, "play-kind-bot")],
                                                 seat.kind, partial(self._set_kind, i), uniform=True))
            if seat.kind == BOT:
                row.level = self.group.add(WideChoice(
                    lit(""), [(lv, lit(self._level_name(lv))) for lv in levels],
                    seat.level, partial(self._set_level, i), "play-level-tip",
                    # the levels' names in one size; a plugin's longer name is sized alone
                    uniform=not allowed_plugins()))
            row.remove = self.group.add(Button(lit("×"), partial(self.remove_seat, i), "play-remove-tip"))
            row.remove.enabled = len(self.setup.seats) > least
            self.rows.append(row)
        self.add = self.group.add(Button("play-add-seat", self.add_seat))
        self.add.enabled = len(self.setup.seats) < most
        self.online = self.group.add(Button("online-table", self.open_online, "online-table-tip"))
        # the side choices have their headings right above them: no tooltip repeats the heading
        self.edition = self.group.add(WideChoice(lit(""), [(e, f"edition-{e}") for e in PRESET_NAMES],
                                                 self.setup.edition, self._set_edition))
        self.chests = self.group.add(WideChoice(lit(""), [(False, "chests-open"), (True, "chests-secret")],
                                                self.setup.secret_chests, self._set_chests))
        self.card_theme = self.group.add(WideChoice(lit(""), [(t, f"theme-{t}") for t in THEMES],
                                                    self.setup.theme_for(app.lang), self._set_theme))
        self.back = self.group.add(Button("play-back", lambda: back_to_menu(self.app)))
        self.play = self.group.add(Button("play-start", self.start, style="primary"))
        if focused_index is not None and focused_index < len(self.group.widgets):
            self.group.focus(self.group.widgets[focused_index])
        if self.rects:
            self.layout(app.size)

    def _level_name(self, level: str) -> str:
        return bot_display_name(level, self.app.loc)

    def _level_desc(self, level: str | None) -> str:
        if not level:
            return ""
        if level in allowed_plugins():
            return self.app.t("bot-plugin-desc", module=level)
        key = f"bot-{level}-desc"
        return self.app.t(key) if self.app.loc.has(key) else ""

    # edits ---------------------------------------------------------------------------------------
    def shown_names(self) -> list[str]:
        """Each seat's name as the lobby shows it: typed, or the default in today's language."""
        return seat_names(self.setup.seats, self.app.loc)

    def _set_name(self, i: int, value: str) -> None:
        # a default name typed back (or the field emptied) follows the language again
        self.setup.seats[i].name = "" if is_default_name(value) else value

    def _refresh_names(self) -> None:
        for row, name in zip(self.rows, self.shown_names()):
            if not row.name.focused:
                row.name.set(name, notify=False)

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.setup.seats[i]
        seat.kind = kind
        if kind == BOT:
            seat.level = seat.level or default_level("steady")
        else:
            seat.level = None
        self._build()

    def _set_level(self, i: int, level: str) -> None:
        self.setup.seats[i].level = level
        self._refresh_names()

    def _set_edition(self, e: str) -> None:
        self.setup.edition = e

    def _set_chests(self, secret: bool) -> None:
        self.setup.secret_chests = bool(secret)

    def _set_theme(self, theme: str) -> None:
        """A choice: from now on this table keeps it (else it follows the language's default)."""
        self.setup.theme = theme

    def next_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.setup.seats) if j != i}
        c = self.setup.seats[i].colour
        for _ in range(SEAT_COLOUR_COUNT):
            c = (c + 1) % SEAT_COLOUR_COUNT
            if c not in used:
                break
        self.setup.seats[i].colour = c

    def add_seat(self) -> None:
        if len(self.setup.seats) >= self.setup.seat_limits()[1]:
            return
        used = {s.colour for s in self.setup.seats}
        colour = next(c for c in range(SEAT_COLOUR_COUNT) if c not in used)
        level = default_level("steady")
        self.setup.seats.append(SeatSetup("", BOT, level, colour))
        self._build()

    def remove_seat(self, i: int) -> None:
        if len(self.setup.seats) <= self.setup.seat_limits()[0]:
            return
        del self.setup.seats[i]
        self._build()

    def open_online(self) -> None:
        """These seats at an online table: the human seats are played here or by friends."""
        setup = self.setup.fixed(self.app.loc)
        seats = [{"name": s.name, "human": s.human, "bot": s.level or "steady"} for s in setup.seats]
        self.app.nav.push("online-setup", game="diamant", seats=seats,
                          options={"edition": setup.edition, "secret_chests": setup.secret_chests})

    def start(self) -> None:
        if self.started:
            return
        self.started = True
        start_game(self.app, self.setup)

    # ---------------------------------------------------------------------------------------------
    def default_focus(self):
        return self.play

    def relocalize(self) -> None:
        self._build()

    def layout(self, size) -> None:
        app = self.app
        if theme.small_room(app, size):
            self._layout_small(size)
            return
        self.group.view.off()
        self.small = False
        w, h = size
        u = app.u
        pad = round(u * theme.SCREEN_PAD)
        top = round(u * theme.TOP_BAR_H)
        side_w = round(u * theme.SIDE_W)
        self.rects["title"] = pygame.Rect(pad, pad // 2, w - 2 * pad, top - pad // 2)
        seats = pygame.Rect(pad, top, w - side_w - 3 * pad, h - top - pad)
        side = pygame.Rect(seats.right + pad, top, side_w, h - top - pad)
        self.rects["seats"], self.rects["side"] = seats, side
        inner = seats.inflate(-2 * round(u), -2 * round(u))
        head_h = round(u * SEATS_HEAD_H)
        self.rects["seats_head"] = pygame.Rect(inner.left, inner.top, inner.width, head_h)
        ring = theme.focus_reach(app)  # a focus ring's reach
        y = SEAT_ROWS.place(self.rows, inner, head_h + ring, u)  # the first row's ring stays off the heading
        self.add.rect = pygame.Rect(inner.left, y + round(u * SEAT_ROWS.add_top), round(u * SEAT_ROWS.add_w),
                                    round(u * SEAT_ROWS.add_h))
        self.online.rect = self.add.rect.move(inner.right - self.add.rect.right, 0)
        # side panel: the edition, the chests and the card theme, each a label, a choice and a
        # line or two of explanation; Back and Play side by side at the bottom
        sin = side.inflate(-2 * pad, -2 * pad)
        ch = round(u * OPTION_H)
        lab_h = round(u * LABEL_H)
        bh = round(u * theme.BUTTON_H)
        bottom = sin.bottom - bh - round(u * BUTTONS_GAP)
        fixed = 3 * (lab_h + ch + round(u * DESC_GAP)) + 2 * round(u * OPTION_GAP)
        free = max(round(u * DESC_MIN), bottom - sin.top - fixed)
        desc_h = {"edition": round(free * 0.4), "chests": round(free * 0.3)}
        desc_h["theme"] = free - desc_h["edition"] - desc_h["chests"]
        y = sin.top
        for key, widget in (("edition", self.edition), ("chests", self.chests), ("theme", self.card_theme)):
            self.rects[f"{key}_label"] = pygame.Rect(sin.left, y, sin.width, lab_h)
            widget.rect = pygame.Rect(sin.left, y + lab_h, sin.width, ch)
            self.rects[f"{key}_desc"] = pygame.Rect(sin.left, widget.rect.bottom + round(u * DESC_GAP),
                                                    sin.width, desc_h[key])
            y = self.rects[f"{key}_desc"].bottom + round(u * OPTION_GAP)
        gap = round(u)
        back_w = (sin.width - gap) * 2 // 5
        self.back.rect = pygame.Rect(sin.left, sin.bottom - bh, back_w, bh)
        self.play.rect = pygame.Rect(self.back.rect.right + gap, sin.bottom - bh, sin.width - back_w - gap, bh)

    def _layout_small(self, size) -> None:
        """Less room than 100 x 56.25 units: a smaller title, Back and Play along the bottom, and
        between them one panel whose column scrolls: the seats (each on one line when wide
        enough, else on two), Add a seat and Online table, then the edition, the chests and the
        card theme, each with its explanation."""
        app = self.app
        w, h = size
        u = app.u
        self.small = True
        pad = round(u * theme.SCREEN_PAD)
        top = round(u * SMALL_TOP_BAR)
        # the title's ornament stays clear of the panel under it
        self.rects["title"] = pygame.Rect(pad, pad // 4, w - 2 * pad, top - pad // 4 - round(u * SMALL_TITLE_CLEAR))
        bh, gap = round(u * theme.BUTTON_H), round(u)
        back_w = (w - 2 * pad - gap) * 2 // 5
        self.back.rect = pygame.Rect(pad, h - pad - bh, back_w, bh)
        self.play.rect = pygame.Rect(self.back.rect.right + gap, h - pad - bh, w - 2 * pad - back_w - gap, bh)
        panel = pygame.Rect(pad, top, w - 2 * pad, max(bh, self.back.rect.top - gap - top))
        self.rects["seats"] = panel
        self.rects["side"] = pygame.Rect(0, 0, 0, 0)
        inner = panel.inflate(-2 * round(u), -2 * round(u))
        sv = self.group.view
        view, x, cw = sv.begin_column(inner)
        ring = theme.focus_reach(app)
        y = view.top
        self.rects["seats_head"] = pygame.Rect(x, y, cw, round(u * SEATS_HEAD_H))
        y += round(u * SEATS_HEAD_H) + ring
        self.desc_places, y = put_seat_rows(sv, self.rows, SEAT_ROWS, x, y, cw, self.rects["seats_head"], self._seat_desc)
        aw, ah = round(u * SEAT_ROWS.add_w), round(u * SEAT_ROWS.add_h)
        if 2 * aw + gap <= cw:
            sv.put(self.add, pygame.Rect(x, y, aw, ah))
            sv.put(self.online, pygame.Rect(x + cw - aw, y, aw, ah))
        else:  # each as wide as half the column, or the whole column when that is too narrow
            half = (cw - gap) // 2
            if half >= round(u * SEAT_ROWS.add_w * 0.75):
                sv.put(self.add, pygame.Rect(x, y, half, ah))
                sv.put(self.online, pygame.Rect(x + cw - half, y, half, ah))
            else:
                sv.put(self.add, pygame.Rect(x, y, cw, ah))
                y += ah + gap
                sv.put(self.online, pygame.Rect(x, y, cw, ah))
        y += ah + round(u * SMALL_ROW_GAP) + round(u * OPTION_GAP)
        ch, lab_h = round(u * OPTION_H), round(u * LABEL_H)
        for key, widget in (("edition", self.edition), ("chests", self.chests), ("theme", self.card_theme)):
            label = pygame.Rect(x, y, cw, lab_h)
            choice = pygame.Rect(x, y + lab_h, cw, ch)
            desc = pygame.Rect(x, choice.bottom + round(u * DESC_GAP), cw, 0)
            desc.height = text_height(app, self._option_desc(key), cw, theme.FONT_SMALL)
            self.rects[f"{key}_label"], self.rects[f"{key}_desc"] = label, desc
            sv.put(widget, choice, label.union(desc))
            y = desc.bottom + round(u * OPTION_GAP) * 2
        sv.end(y, self.group.focused)

    def _seat_desc(self, i: int) -> str:
        seat = self.setup.seats[i]
        return self._level_desc(seat.level) if seat.kind == BOT else self.app.t("play-human-desc")

    def _option_desc(self, key: str) -> str:
        app = self.app
        if key == "edition":
            return app.t(f"play-edition-{self.setup.edition}-desc")
        if key == "chests":
            return app.t("play-chests-secret-desc" if self.setup.secret_chests else "play-chests-open-desc")
        return theme_description(app.loc, self.setup.theme_for(app.lang))

    def _draw_small(self, surface) -> None:
        app = self.app
        sv = self.group.view
        theme.panel(surface, app, self.rects["seats"], alpha=220)
        described: list[pygame.Rect] = []
        with sv.clip(surface):
            described.append(theme.draw_text(surface, app, app.t("play-seats-head", count=len(self.setup.seats)),
                                             sv.rect(self.rects["seats_head"]), theme.FONT_BODY, theme.GOLD,
                                             bold=True, align="left"))
            for i, desc in enumerate(self.desc_places):
                described.append(theme.draw_text(surface, app, self._seat_desc(i), sv.rect(desc), SEAT_DESC_SIZE,
                                                 theme.TEXT_DIM, wrap=True, align="left", valign="top"))
            for key, label in (("edition", "edition"), ("chests", "chests"), ("theme", "theme-label")):
                described.append(theme.draw_text(surface, app, app.t(label), sv.rect(self.rects[f"{key}_label"]),
                                                 theme.FONT_BODY, theme.GOLD, bold=True, align="left"))
                described.append(theme.draw_text(surface, app, self._option_desc(key),
                                                 sv.rect(self.rects[f"{key}_desc"]), theme.FONT_SMALL, theme.TEXT,
                                                 wrap=True, align="left", valign="top"))
        sv.draw(surface)
        self.described = [r.clip(sv.view) for r in described]
        self.group.draw(surface)

    def handle(self, event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            back_to_menu(self.app)  # Escape closes the page, as everywhere else
            return True
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface) -> None:
        app = self.app
        theme.background(surface, app, darken=60)
        theme.heading(surface, app, app.t("play-lobby-title"), self.rects["title"],
                      theme.FONT_HEADING * (SMALL_TITLE if self.small else 1.0))
        if self.small:
            self._draw_small(surface)
            return
        theme.panel(surface, app, self.rects["seats"], alpha=220)
        theme.panel(surface, app, self.rects["side"], alpha=220)
        theme.draw_text(surface, app, app.t("play-seats-head", count=len(self.setup.seats)),
                        self.rects["seats_head"], theme.FONT_BODY, theme.GOLD, bold=True, align="left")
        u = app.u
        described: list[pygame.Rect] = []
        for i, row in enumerate(self.rows):
            seat = self.setup.seats[i]
            desc = SEAT_ROWS.desc(row, u)
            if desc is not None:
                text = self._level_desc(seat.level) if seat.kind == BOT else app.t("play-human-desc")
                if app.fonts.get(theme.MIN_FONT_PX).size(text)[0] > desc.width:
                    # a small window: the line starts under the seat's badge rather than be squeezed
                    desc.width += desc.left - row.colour.rect.left
                    desc.left = row.colour.rect.left
                described.append(theme.draw_text(surface, app, text, desc, theme.FONT_SMALL * 0.95,
                                                 theme.TEXT_DIM, align="left"))
        for key, label in (("edition", "edition"), ("chests", "chests"), ("theme", "theme-label")):
            described.append(theme.draw_text(surface, app, app.t(label), self.rects[f"{key}_label"],
                                             theme.FONT_BODY, theme.GOLD, bold=True, align="left"))
        chests = "play-chests-secret-desc" if self.setup.secret_chests else "play-chests-open-desc"
        descriptions = [("edition_desc", app.t(f"play-edition-{self.setup.edition}-desc")),
                        ("chests_desc", app.t(chests)),
                        ("theme_desc", theme_description(app.loc, self.setup.theme_for(app.lang)))]
        for key, text in descriptions:
            described.append(theme.draw_text(surface, app, text, self.rects[key], theme.FONT_SMALL,
                                             theme.TEXT, wrap=True, align="left", valign="top"))
        self.described = described
        self.group.draw(surface)
