"""The Diamonds Club lobby: 2 to 4 seats, each a person or a bot (its level), a typed name (a bot
keeps its level's name unless it is given one), the four colours (red, white, bronze, blue: each
once; a click takes the next free one, or swaps with the seat that has it); Start opens the table
(`app.nav.reset("club-table", setup=ClubSetup(...))`). The lobby is remembered for next time."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from diamant.ui import nav, theme
from diamant.ui.input import Action, pressed
from diamant.ui.scene import Scene
from diamant.ui.scrollview import SEAT_DESC_SIZE, ScrollGroup, put_seat_rows, text_height
from diamant.ui.widgets import (Button, SeatRow, SeatRowsLayout, SwatchButton, TextInput, WideChoice,
                                lit)
from diamant.games.club.bots import LADDER, LEVELS
from diamant.plugins import allowed as allowed_plugins, may_load
from diamant.games.club.screens import names as N
from diamant.games.club.screens.entry import COLOURS, club_art, keep_game_in_progress
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.shell.games import save_settings
from diamant.safefile import clean_text

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App

MIN_SEATS, MAX_SEATS = 2, 4
NAME_LEN = 20
MARKER = 0.74  # a seat's marker in its colour button: share of the button's side
#: The settings key (kept by storage as an unknown key) of the last lobby.
SETTINGS_KEY = "club_lobby"
DEFAULT_LEVEL = "steady"
PERSON, BOT = "person", "bot"
TABLE_SCENE = "club-table"
# the lobby's layout, in units
PANEL_W = 112         # the seats' panel, at most
HINT_TOP = 0.4        # from the title to the hint under it
HINT_H = 2.6
PANEL_TOP = 0.8       # from the hint to the panel
PANEL_PAD_X = 1.5     # the rows' inset in the panel
PANEL_PAD_Y = 1.2
# the seats' rows and "Add a player" (the Diamant lobby's measures, a little larger)
SEAT_ROWS = SeatRowsLayout(row_h=7.0, control_h=4.0, add_w=24, add_h=4.0, name_share=0.4, kind_share=0.26)
BUTTONS_TOP = 1.5     # from the panel to Back and Play
BUTTON_W = 30         # Back and Play, at most
BUTTON_GAP = 1.5      # between them, at least
# a room smaller than 100 x 56.25 units (a larger interface size): the hint and the seats in a
# scrolling panel under a smaller title, Back and Play along the bottom
SMALL_TITLE_H = 4.2   # the title strip
SMALL_TITLE_TOP = 0.5  # the small title's distance from the window's top
SMALL_TITLE = 0.85    # the title's size then (of a heading's)
SMALL_ROW_GAP = 1.0   # around "Add a player" (as between two seats: scrollview.SEAT_ROW_GAP)


@dataclass
class DraftSeat:
    """A seat being set up: `name` "" means the default name (shown in today's language)."""
    name: str = ""
    colour: int = 0
    bot: str | None = None


def default_seats() -> list[DraftSeat]:
    return [DraftSeat("", 0, None), DraftSeat("", 1, DEFAULT_LEVEL)]


def seats_from(raw: Any) -> list[DraftSeat]:
    """The lobby remembered in the settings, or the default when it is not a usable one."""
    seats = raw.get("seats") if isinstance(raw, dict) else None
    if not isinstance(seats, list) or not MIN_SEATS <= len(seats) <= MAX_SEATS:
        return default_seats()
    out: list[DraftSeat] = []
    for s in seats:
        if not isinstance(s, dict):
            return default_seats()
        name, colour, bot = s.get("name", ""), s.get("colour"), s.get("bot")
        if not isinstance(name, str) or type(colour) is not int or not 0 <= colour < len(COLOURS) \
                or not (bot is None or may_load(bot, LEVELS)):  # (a level, or an allowed plugin)
            return default_seats()
        name = clean_name(name)
        # a default name remembered in another language is the default: it follows the language
        out.append(DraftSeat("" if N.is_default(name, bot) else name, colour, bot))
    if len({s.colour for s in out}) != len(out):
        return default_seats()
    return out


def clean_name(text: str) -> str:
    """One line of plain text: no control characters, single spaces, at most NAME_LEN characters."""
    return clean_text(" ".join(text.split()))[:NAME_LEN].strip()


def level_name(app: "App", level: str) -> str:
    return N.level_name(app.loc, level)


def default_names(app: "App", seats: list[DraftSeat]) -> list[str]:
    """Each seat's default name (diamant.games.club.screens.names): the first person is "You", the
    others "Player n"; a bot is its level ("Steady")."""
    return [N.default_name(app.loc, seats, i) for i in range(len(seats))]


def final_names(app: "App", seats: list[DraftSeat]) -> list[str]:
    """The names the table shows: typed (cleaned) or the default; never two alike (a second
    "Ann" becomes "Ann 2")."""
    defaults = default_names(app, seats)
    return N.distinct([clean_name(s.name) or d for s, d in zip(seats, defaults)])


def colour_button(lobby: "ClubLobbyScene", index: int) -> SwatchButton:
    """A seat's colour: its marker; a click changes it."""
    def mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not button.visible:  # scrolled out of a small lobby's view
            return
        colour = COLOURS[lobby.seats[index].colour]
        side = round(min(rect.size) * MARKER)
        img = club_art().fit(f"marker-{colour}", (side, side))
        surface.blit(img, img.get_rect(center=rect.center))
    button = SwatchButton(lambda: lobby.next_colour(index), lambda: lobby.colour_tip(index), mark)
    return button


@nav.scene("club-lobby")
class ClubLobbyScene(Scene):
    ambience = None  # the club has no ambience: silence under its screens (no cave)

    def __init__(self, app: "App", seats: list[DraftSeat] | None = None) -> None:
        super().__init__(app)
        extra = getattr(getattr(app, "settings", None), "extra", None)
        remembered = extra.get(SETTINGS_KEY) if isinstance(extra, dict) else None
        self.seats = [DraftSeat(s.name, s.colour, s.bot) for s in seats] if seats else seats_from(remembered)
        self.group: ScrollGroup = ScrollGroup(app)
        self.described: list[pygame.Rect] = []
        self.group.keep_clear = lambda: self.described
        self.group.keep_free = lambda: [self.rects["title"]] if "title" in self.rects else []
        self.rows: list[SeatRow] = []
        self.rects: dict[str, pygame.Rect] = {}
        self.small = False  # laid out for a room smaller than 100 x 56.25 units
        self.desc_places: list[pygame.Rect] = []  # then: each seat's line on the scrolling page
        self.started = False
        self._build()

    def frame_interval(self) -> float | None:
        return 0.5 if isinstance(self.group.focused, TextInput) else None  # the caret blinks

    # ---------------------------------------------------------------------------------------------
    def _build(self) -> None:
        focused_index = None
        if self.group.focused is not None and self.group.focused in self.group.widgets:
            focused_index = self.group.widgets.index(self.group.focused)
        self.group.clear()
        self.rows = []
        shown = self.shown_names()
        for i, seat in enumerate(self.seats):
            row = SeatRow()
            row.colour = self.group.add(colour_button(self, i))
            row.name = self.group.add(TextInput(shown[i], partial(self._set_name, i), "club-lobby-name-tip",
                                                placeholder="club-lobby-name-placeholder", max_len=NAME_LEN))
            row.kind = self.group.add(WideChoice(
                lit(""), [(PERSON, "club-lobby-person"), (BOT, "club-lobby-bot")],
                PERSON if seat.bot is None else BOT, partial(self._set_kind, i), "club-lobby-kind-tip",
                uniform=True))
            if seat.bot is not None:
                levels = [lv for lv in LADDER if lv in LEVELS]
                # then the plugins the player allowed (each named as a plugin: names.level_name)
                levels += [p for p in allowed_plugins() if p not in levels]
                if seat.bot not in levels:
                    levels.append(seat.bot)
                row.level = self.group.add(WideChoice(
                    lit(""), [(lv, partial(level_name, self.app, lv)) for lv in levels], seat.bot,
                    partial(self._set_level, i), "club-lobby-level-tip",
                    # the levels' names in one size; a plugin's longer name is sized alone
                    uniform=not allowed_plugins()))
            row.remove = self.group.add(Button(lit("×"), partial(self.remove_seat, i), "club-lobby-remove-tip"))
            row.remove.enabled = len(self.seats) > MIN_SEATS
            self.rows.append(row)
        self.add = self.group.add(Button("club-lobby-add", self.add_seat))
        self.add.enabled = len(self.seats) < MAX_SEATS
        self.online = self.group.add(Button("online-table", self.open_online, "online-table-tip"))
        self.back = self.group.add(Button("club-lobby-back", self.go_back))
        self.play: Button = self.group.add(Button("club-lobby-start", self.start, style="primary"))
        self.play.enabled = TABLE_SCENE in nav.names()  # a build without the table: nothing to start
        if focused_index is not None and focused_index < len(self.group.widgets):
            self.group.focus(self.group.widgets[focused_index])
        if self.rects:
            self.layout(self.app.size)

    # edits ---------------------------------------------------------------------------------------
    def shown_names(self) -> list[str]:
        """Each seat's name as the lobby shows it: typed, or the default in today's language;
        never two alike (two Steady bots are "Steady" and "Steady 2", as the table calls them)."""
        return final_names(self.app, self.seats)

    def _set_name(self, i: int, value: str) -> None:
        # a default name typed back, in any language (or the field emptied), follows the
        # language and the level
        name = clean_name(value)
        self.seats[i].name = "" if N.is_default(name, self.seats[i].bot) else name
        self._refresh_names()  # another seat's default name may need its number now, or no more

    def _refresh_names(self) -> None:
        for row, name in zip(self.rows, self.shown_names()):
            if not row.name.focused:
                row.name.set(name, notify=False)

    def _set_kind(self, i: int, kind: str) -> None:
        self.seats[i].bot = DEFAULT_LEVEL if kind == BOT else None
        self._build()

    def _set_level(self, i: int, level: str) -> None:
        self.seats[i].bot = level
        self._refresh_names()

    def colour_tip(self, i: int) -> str:
        colour = self.app.t(f"club-colour-{COLOURS[self.seats[i].colour]}")
        return self.app.t("club-lobby-colour-tip", colour=colour)

    def next_colour(self, i: int) -> None:
        """The next colour no other seat has; with all four taken, swap with the next one's seat."""
        used = {s.colour: j for j, s in enumerate(self.seats) if j != i}
        mine = self.seats[i].colour
        n = len(COLOURS)
        free = [c for c in ((mine + k) % n for k in range(1, n)) if c not in used]
        if free:
            self.seats[i].colour = free[0]
            return
        nxt = (mine + 1) % n
        self.seats[used[nxt]].colour, self.seats[i].colour = mine, nxt

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        used = {s.colour for s in self.seats}
        colour = next(c for c in range(len(COLOURS)) if c not in used)
        self.seats.append(DraftSeat("", colour, DEFAULT_LEVEL))
        self._build()

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= MIN_SEATS:
            return
        del self.seats[i]
        self._build()

    def setup(self, seed: int | None = None) -> ClubSetup:
        """The table to play: the seats in order with their final names, and a seed."""
        if seed is None:
            new_seed = self.app.new_seed
            seed = new_seed() if callable(new_seed) else random.SystemRandom().randrange(2**63)
        names = final_names(self.app, self.seats)
        return ClubSetup(tuple(ClubSeat(n, s.colour, s.bot) for n, s in zip(names, self.seats)), seed)

    def remember(self) -> None:
        extra = getattr(getattr(self.app, "settings", None), "extra", None)
        if isinstance(extra, dict):
            extra[SETTINGS_KEY] = {"seats": [{"name": clean_name(s.name), "colour": s.colour, "bot": s.bot}
                                             for s in self.seats]}
            save_settings(self.app)

    def start(self) -> None:
        if self.started or not self.play.enabled:
            return
        setup = self.setup()
        self.remember()
        if not keep_game_in_progress(self.app):  # the new game's autosave would overwrite it
            return  # the player was told; the lobby stays, the game in progress too
        self.started = True
        self.app.nav.reset(TABLE_SCENE, setup=setup)

    def open_online(self) -> None:
        """These seats at an online table: the people's seats are played here or by friends."""
        names = final_names(self.app, self.seats)
        seats = [{"name": n, "human": s.bot is None, "bot": s.bot or DEFAULT_LEVEL} for n, s in zip(names, self.seats)]
        self.app.nav.push("online-setup", game="club", seats=seats)

    def go_back(self) -> None:
        if len(self.app.scenes) > 1 and self.app.scenes[-1] is self:
            self.close()
        else:
            self.app.nav.reset("title")

    # ---------------------------------------------------------------------------------------------
    def default_focus(self) -> Button:
        return self.play

    def relocalize(self) -> None:
        self._build()

    def layout(self, size: tuple[int, int]) -> None:
        app = self.app
        if theme.small_room(app, size):
            self._layout_small(size)
            return
        self.group.view.off()
        self.small = False
        w, h = size
        u = app.u
        title, m = theme.page_title(app, size)
        self.rects["title"] = title
        bh = round(u * theme.BUTTON_H)
        panel_w = min(title.width, round(u * PANEL_W))
        left = title.centerx - panel_w // 2
        self.rects["hint"] = pygame.Rect(left, title.bottom + round(u * HINT_TOP), panel_w, round(u * HINT_H))
        add_h = round(u * SEAT_ROWS.add_room)
        ring = theme.focus_reach(app)  # a focus ring's reach
        top = self.rects["hint"].bottom + round(u * PANEL_TOP)
        # as tall as its rows need (a tall window keeps the buttons under them), at most the room
        need = ring + len(self.rows) * round(u * SEAT_ROWS.row_h) + add_h + round(u) + 2 * round(u * PANEL_PAD_Y)
        panel_h = min(need, h - m - bh - round(u * BUTTONS_TOP) - top)
        panel = pygame.Rect(left, top, panel_w, panel_h)
        bottom = panel.bottom + round(u * BUTTONS_TOP)
        self.rects["panel"] = panel
        inner = panel.inflate(-2 * round(u * PANEL_PAD_X), -2 * round(u * PANEL_PAD_Y))
        y = SEAT_ROWS.place(self.rows, inner, ring, u)
        self.add.rect = pygame.Rect(inner.left, y + round(u * SEAT_ROWS.add_top),
                                    min(inner.width, round(u * SEAT_ROWS.add_w)), round(u * SEAT_ROWS.add_h))
        self.online.rect = self.add.rect.move(inner.right - self.add.rect.right, 0)
        gap = round(u * BUTTON_GAP)
        bw = min(round(u * BUTTON_W), (panel_w - gap) // 2)
        self.back.rect = pygame.Rect(panel.left, bottom, bw, bh)
        self.play.rect = pygame.Rect(panel.right - bw, bottom, bw, bh)

    def _layout_small(self, size: tuple[int, int]) -> None:
        """Less room than 100 x 56.25 units: a smaller title, Back and Play along the bottom, and
        between them one panel whose column scrolls: the hint, the seats (each on one line when
        wide enough, else on two), Add a player and Online table."""
        app = self.app
        w, h = size
        u = app.u
        self.small = True
        m = round(u * theme.SCREEN_PAD)
        panel_w = min(w - 2 * m, round(u * PANEL_W))  # a wide window: the panel as the large room's
        left = (w - panel_w) // 2
        title = pygame.Rect(left, round(u * SMALL_TITLE_TOP), panel_w, round(u * SMALL_TITLE_H))
        self.rects["title"] = title
        bh, gap = round(u * theme.BUTTON_H), round(u * BUTTON_GAP)
        bw = min(round(u * BUTTON_W), (panel_w - gap) // 2)
        self.back.rect = pygame.Rect(left, h - m - bh, bw, bh)
        self.play.rect = pygame.Rect(left + panel_w - bw, h - m - bh, bw, bh)
        top = title.bottom + round(u * PANEL_TOP)
        panel = pygame.Rect(left, top, panel_w, max(bh, self.back.rect.top - round(u) - top))
        self.rects["panel"] = panel
        inner = panel.inflate(-2 * round(u), -2 * round(u))
        sv = self.group.view
        view, x, cw = sv.begin_column(inner)
        ring = theme.focus_reach(app)
        hint = pygame.Rect(x, view.top, cw, text_height(app, app.t("club-lobby-hint"), cw, theme.FONT_SMALL))
        self.rects["hint"] = hint
        y = hint.bottom + round(u * SMALL_ROW_GAP) + ring
        self.desc_places, y = put_seat_rows(sv, self.rows, SEAT_ROWS, x, y, cw, self.rects["hint"], self._seat_desc)
        aw, ah = min(round(u * SEAT_ROWS.add_w), (cw - round(u)) // 2), round(u * SEAT_ROWS.add_h)
        if aw >= round(u * SEAT_ROWS.add_w * 0.75):
            sv.put(self.add, pygame.Rect(x, y, aw, ah))
            sv.put(self.online, pygame.Rect(x + cw - aw, y, aw, ah))
        else:  # each across the column
            sv.put(self.add, pygame.Rect(x, y, cw, ah))
            y += ah + round(u)
            sv.put(self.online, pygame.Rect(x, y, cw, ah))
        sv.end(y + ah + ring, self.group.focused)

    def _seat_desc(self, i: int) -> str:
        app, seat = self.app, self.seats[i]
        if seat.bot is not None and seat.bot in allowed_plugins():
            return app.t("bot-plugin-desc", module=seat.bot)
        key = "club-lobby-person-desc" if seat.bot is None else f"club-bot-{seat.bot}-desc"
        return app.t(key) if app.loc.has(key) else ""

    def _draw_small(self, surface: pygame.Surface) -> None:
        app = self.app
        sv = self.group.view
        theme.panel(surface, app, self.rects["panel"], alpha=220)
        described: list[pygame.Rect] = []
        with sv.clip(surface):
            described.append(theme.draw_text(surface, app, app.t("club-lobby-hint"), sv.rect(self.rects["hint"]),
                                             theme.FONT_SMALL, theme.TEXT_DIM, wrap=True, align="left",
                                             valign="top"))
            for i, desc in enumerate(self.desc_places):
                described.append(theme.draw_text(surface, app, self._seat_desc(i), sv.rect(desc), SEAT_DESC_SIZE,
                                                 theme.TEXT_DIM, wrap=True, align="left", valign="top"))
        sv.draw(surface)
        self.described = [r.clip(sv.view) for r in described]
        self.group.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.go_back()  # Escape closes the page, as everywhere else
            return True
        return False

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        u = app.u
        theme.background(surface, app, darken=60)
        theme.heading(surface, app, app.t("club-lobby-title"), self.rects["title"],
                      theme.FONT_HEADING * (SMALL_TITLE if self.small else 1.0))
        if self.small:
            self._draw_small(surface)
            return
        described = [theme.draw_text(surface, app, app.t("club-lobby-hint"), self.rects["hint"],
                                     theme.FONT_SMALL, theme.TEXT_DIM)]
        theme.panel(surface, app, self.rects["panel"], alpha=220)
        for i, row in enumerate(self.rows):
            seat = self.seats[i]
            desc = SEAT_ROWS.desc(row, u)
            if desc is not None:
                key = "club-lobby-person-desc" if seat.bot is None else f"club-bot-{seat.bot}-desc"
                text = app.t(key) if app.loc.has(key) else ""
                if seat.bot is not None and seat.bot in allowed_plugins():
                    text = app.t("bot-plugin-desc", module=seat.bot)
                described.append(theme.draw_text(surface, app, text, desc, theme.FONT_SMALL * 0.95,
                                                 theme.TEXT_DIM, align="left"))
        self.described = described
        self.group.draw(surface)
