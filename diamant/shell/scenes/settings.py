"""Settings: language (live), window / full screen, animation speed, reduced motion, high
contrast, volumes, mute, speech, captions of sounds, hot-seat curtain, learning aid, the relay of
online tables, and the page of controls (keys and pad buttons). Every change applies at once and
is saved (the relay once it reads as an address: until then a line under it says how to write
one). Opened during a game, it leaves out the settings of other games (the game's registry entry
says which of `games.GAME_SETTINGS` it uses: the club has no hand-over curtain, no learning
aid and no ambience)."""
from __future__ import annotations

from collections.abc import Collection

import pygame

from diamant.shell import games
from diamant.ui import nav, remap, theme
from diamant.ui.input import Action, is_press, pressed
from diamant.ui.scene import Scene
from diamant.net.invite import MAX_RELAY, InviteError, relay_url
from diamant.ui.widgets import Button, Choice, FocusGroup, ScrollRow, RowScrollView, Slider, TextInput, Toggle, lit

SPEEDS = [(0.0, "settings-speed-instant"), (0.5, "settings-speed-slow"), (1.0, "settings-speed-normal"),
          (2.0, "settings-speed-fast")]
#: the interface sizes on offer (Settings -> Interface size)
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)

# the settings panel's layout, in units
PANEL_W = 96.0         # the panel's size (smaller in a small window)
PANEL_H = 52.0
PANEL_PAD = 2.5        # the panel's padding at the sides
PANEL_TITLE_TOP = 1.2  # a title a little tighter than a dialog's: two columns of settings below
PANEL_TITLE_H = 5.5
COLUMN_GAP = 3.0       # between the game's column and the sound's
HEAD_H = 3.2           # a column's heading ("Game", "Sound")
HEAD_RULE_W = 0.1      # the rule under a heading
HEAD_GAP = 0.8         # under the heading's rule
ROW_H = 4.6            # a setting's row, at most
ROW_GAP = 0.9          # between two rows
CONTROLS_W = 20.0      # the Controls button, in the title's line at the right
CONTROLS_H = 4.2
RELAY_LABEL_SHARE = 0.36  # the relay's row: its name at the left, the field in the rest
RELAY_LABEL_PAD = 1.2     # the name's inset, as a switch's
RELAY_NOTE_LINES = 3      # the explanation (or what is wrong) under the relay's field, at most
RELAY_NOTE_LEADING = 1.3  # a line of its small text, in its size
SOUND_NOTE_LINES = 2      # "no sound device", under the sound's rows (only then)
# fewer units than the page was drawn for (a large interface size, Settings -> Interface size):
# the rows in one column that scrolls, in a panel that takes the window
FULL_UNITS = (99.9, 56.2)  # the window, in units, at least, for the two columns (100 % anywhere)
COMPACT_MARGIN = 0.6       # the panel's margin in the window
COMPACT_PAD = 2.0          # the panel's padding at the sides
COMPACT_TOP = 0.6          # from the panel's top to the title's line
COMPACT_TITLE_H = 4.6      # the title's line (the title, and Controls at the right)
COMPACT_TITLE_MIN = 14.0   # the title's least width centred between two equal sides
COMPACT_GAP = 0.8          # from the title's line to the rows, and from the rows to Back
COMPACT_BOTTOM = 1.0       # under Back
COMPACT_ROW_H = 4.0        # a setting's row (three of them in view at 200 % in a 16:9 window)
COMPACT_ROW_GAP = 0.6      # between two rows
COMPACT_ROWS_W = 64.0      # the rows' width, at most (a wide window: the column in the middle)


@nav.scene("settings")
class SettingsScene(Scene):
    """Opaque over the title; ``modal=True`` (from the pause menu) draws it over the dimmed game.
    ``game_settings``: which of the settings only some games use to show (the game being
    played's); None: all of them."""

    def frame_interval(self) -> float | None:
        return None

    def __init__(self, app, modal: bool = False, game_settings: Collection[str] | None = None):
        super().__init__(app)
        self.opaque = not modal
        self.freezes_below = True
        s = app.settings
        g = self.group = FocusGroup(app)
        # a tooltip (on keyboard focus too) never covers the page's headings
        g.keep_clear = lambda: [self.title_rect, *map(self.shown, (self.left_head, self.right_head, self.online_head))]
        from diamant.i18n import LANGUAGES
        self.language = g.add(Choice("settings-language", [(code, lit(name)) for code, name in LANGUAGES],
                                     app.lang, self.set_language, "settings-language-tip"))
        self.fullscreen = g.add(Choice("settings-display", [(False, "settings-windowed"), (True, "settings-fullscreen")],
                                       bool(s.fullscreen), self.set_fullscreen, remap.keyed(app, "settings-display-tip")))
        scale = min(SCALES, key=lambda v: abs(v - float(getattr(s, "interface_scale", 1.0))))
        self.scale = g.add(Choice("settings-interface-size", [(v, self._percent(v)) for v in SCALES], scale,
                                  self._setter("interface_scale"), "settings-interface-size-tip",
                                  wrap_around=False))
        speed = min(SPEEDS, key=lambda p: abs(p[0] - float(s.animation_speed)))[0]
        self.speed = g.add(Choice("settings-animation-speed", SPEEDS, speed, self._setter("animation_speed"),
                                  "settings-animation-speed-tip", wrap_around=False))
        self.reduced = g.add(Toggle("settings-reduced-motion", s.reduced_motion, self._setter("reduced_motion"),
                                    "settings-reduced-motion-tip"))
        self.contrast = g.add(Toggle("settings-high-contrast", bool(getattr(s, "high_contrast", False)),
                                     self._contrast, "settings-high-contrast-tip"))
        # speech goes through a screen reader too: with the page's other aids, on offer without a sound device
        self.speak = g.add(Toggle("settings-speak", bool(getattr(s, "speak", False)), self._setter("speak"),
                                  remap.keyed(app, "settings-speak-tip")))
        # the words of the sounds that tell something, for a player who cannot hear them
        self.captions = g.add(Toggle("settings-captions", bool(getattr(s, "captions", False)),
                                     self._setter("captions"), "settings-captions-tip"))
        shown = set(games.GAME_SETTINGS if game_settings is None else game_settings)
        self.curtain = Toggle("settings-curtain", s.curtain, self._setter("curtain"), "settings-curtain-tip")
        self.aid = Toggle("settings-learning-aid", s.learning_aid, self._setter("learning_aid"),
                          "settings-learning-aid-tip")
        # a game's own settings, left out where they would do nothing (and out of the focus order)
        own = [w for name, w in (("curtain", self.curtain), ("learning_aid", self.aid)) if name in shown]
        for w in own:
            g.add(w)
        self.master = g.add(Slider("settings-master-volume", s.master_volume, self._volume("master_volume"),
                                   "settings-master-volume-tip"))
        self.effects = g.add(Slider("settings-effects-volume", s.effects_volume, self._volume("effects_volume"),
                                    "settings-effects-volume-tip"))
        self.ambient = Slider("settings-ambient-volume", s.ambient_volume, self._volume("ambient_volume"),
                              "settings-ambient-volume-tip")
        # the ambience's volume only where one plays (a game without: the slider would do nothing)
        sound_own = [self.ambient] if "ambient_volume" in shown else []
        for slider in sound_own:
            g.add(slider)
        self.mute = g.add(Toggle("settings-mute", s.muted, self._volume("muted"), "settings-mute-tip"))
        # online tables: the relay for friends on other networks (none is built in)
        self.relay = g.add(TextInput(str(getattr(s, "relay", "") or ""), self.set_relay, "settings-relay-tip",
                                     placeholder="settings-relay-placeholder", max_len=MAX_RELAY,
                                     size_u=theme.FONT_SMALL))
        self.relay_problem = False  # what is written is no relay address (the setting keeps the last one)
        # the keys and pad buttons of every action, remapped on a page of their own
        self.controls = g.add(Button("settings-controls", lambda: self.app.nav.push("controls"),
                                     "settings-controls-tip"))
        self.back = g.add(Button("settings-back", self.close, style="primary"))
        self.left_rows = [self.language, self.fullscreen, self.scale, self.speed, self.reduced, self.contrast, self.speak,
                          self.captions, *own]
        self.right_rows = [self.master, self.effects, *sound_own, self.mute, self.relay]
        # no sound device: the sliders would do nothing, so they are off and a note says why
        self.no_sound = bool(getattr(app.audio, "no_device", False))
        for control in (self.master, self.effects, self.ambient, self.mute):
            control.enabled = not self.no_sound
        self.panel: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.left_head: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.right_head: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.online_head: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.sound_note = pygame.Rect(0, 0, 0, 0)
        self.relay_label = pygame.Rect(0, 0, 0, 0)
        self.relay_note = pygame.Rect(0, 0, 0, 0)
        #: the rows' view when the page is taller than the window (a large interface size)
        self.scroll = RowScrollView(g)
        self.compact = False

    # ------------------------------------------------------------------ changes
    def _percent(self, scale: float):
        return lambda: self.app.t("settings-interface-size-value", percent=round(scale * 100))

    def _setter(self, name: str):
        def apply(value) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
            self.app.save_settings()
        return apply

    def _contrast(self, on: bool) -> None:
        self.app.settings.high_contrast = on
        self.app.apply_settings()
        self.app.save_settings()

    def _volume(self, name: str):
        def apply(value) -> None:
            setattr(self.app.settings, name, value)
            self.app.apply_settings()
            if name != "muted":
                self.app.audio.play("click")  # Audio never raises
            self.app.save_settings()
        return apply

    def set_relay(self, text: str) -> None:
        """Kept once it reads as a relay's address (or is empty: direct connections only)."""
        try:
            relay_url(text)
        except InviteError:
            self.relay_problem = True
            return
        self.relay_problem = False
        if text.strip() != self.app.settings.relay:
            self.app.settings.relay = text.strip()
            self.app.save_settings()

    def set_language(self, code: str) -> None:
        self.app.set_language(code)
        self.app.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.save_settings()

    # ------------------------------------------------------------------ scene
    def enter(self) -> None:
        self.fullscreen.set(bool(self.app.settings.fullscreen), notify=False)  # F11 may have changed it
        super().enter()

    def default_focus(self):
        return self.language

    def relocalize(self) -> None:
        self.layout(self.app.size)

    def layout(self, size) -> None:
        across, down = self.app.units(size)
        self.compact = across < FULL_UNITS[0] or down < FULL_UNITS[1]
        if self.compact:
            self.layout_compact(size)
            return
        self.scroll.clear()
        w, h = size
        u = self.app.u
        pw, ph = (min(w - round(2 * theme.WINDOW_MARGIN * u), round(PANEL_W * u)),
                  min(h - round(2 * theme.WINDOW_MARGIN * u), round(PANEL_H * u)))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad = round(PANEL_PAD * u)
        self.title_rect = pygame.Rect(p.left + pad, p.top + round(PANEL_TITLE_TOP * u), p.width - 2 * pad,
                                      round(PANEL_TITLE_H * u))
        bh = round(theme.BUTTON_H * u)
        self.back.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), bh)
        self.back.rect.midbottom = (p.centerx, p.bottom - round(theme.BUTTON_BOTTOM * u))
        # Controls in the title's line, at the right: both corners at the bottom stay free for
        # the rows' tooltips (a long hint, such as Speak's in Russian, needs one)
        self.controls.rect = pygame.Rect(0, 0, round(CONTROLS_W * u), round(CONTROLS_H * u))
        self.controls.rect.midright = (p.right - pad, self.title_rect.centery)
        side = p.right - self.controls.rect.left
        self.title_rect = pygame.Rect(p.left + side, self.title_rect.top, p.width - 2 * side, self.title_rect.height)
        body = pygame.Rect(p.left + pad, self.title_rect.bottom + round(theme.SECTION_GAP * u), p.width - 2 * pad,
                           self.back.rect.top - self.title_rect.bottom - round(2 * theme.SECTION_GAP * u))
        left, right = theme.row(body, 2, round(COLUMN_GAP * u))
        row_h = round(ROW_H * u)
        gap = round(ROW_GAP * u)
        head_h = round(HEAD_H * u)
        self.left_head = pygame.Rect(left.left, left.top, left.width, head_h)
        self.right_head = pygame.Rect(right.left, right.top, right.width, head_h)
        # the right column: the sound's rows (and, without a sound device, a note saying so),
        # then the online tables' heading, the relay's row and its explanation (or what is wrong
        # with what is written)
        line = theme.FONT_SMALL * RELAY_NOTE_LEADING * u
        note_h = round(RELAY_NOTE_LINES * line)
        sound_h = round(SOUND_NOTE_LINES * line) if self.no_sound else 0
        head_all = head_h + round(HEAD_GAP * u)
        for rows, col, fixed in ((self.left_rows, left, head_all),
                                 (self.right_rows, right, 2 * head_all + note_h + gap + (sound_h + gap if sound_h else 0))):
            rh = min(row_h, (col.height - fixed - gap * (len(rows) - 1)) // len(rows))
            y = col.top + head_all
            for wdg in rows:
                if wdg is self.relay:  # its section: the sound's note, then the heading
                    self.sound_note = pygame.Rect(right.left, y, right.width, sound_h)
                    y += sound_h + gap if sound_h else 0
                    self.online_head = pygame.Rect(right.left, y, right.width, head_h)
                    y += head_all
                wdg.rect = pygame.Rect(col.left, y, col.width, rh)
                y += rh + gap
        r = self.relay.rect
        label_w = round(r.width * RELAY_LABEL_SHARE)
        self.relay_label = pygame.Rect(r.left + round(RELAY_LABEL_PAD * u), r.top, label_w - round(RELAY_LABEL_PAD * u),
                                       r.height)
        self.relay.rect = pygame.Rect(r.left + label_w, r.top, r.width - label_w, r.height)
        self.relay_note = pygame.Rect(right.left, r.bottom + gap // 2, right.width,
                                      max(0, min(note_h, right.bottom - r.bottom - gap // 2)))

    def layout_compact(self, size) -> None:
        """Fewer units than the two columns need: the title's line (Controls at its right), the
        rows in one column that scrolls, Back at the bottom."""
        w, h = size
        u = self.app.u
        margin = round(COMPACT_MARGIN * u)
        self.panel = pygame.Rect(0, 0, min(w - 2 * margin, round(PANEL_W * u)), min(h - 2 * margin, round(PANEL_H * u)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad = round(COMPACT_PAD * u)
        line = pygame.Rect(p.left + pad, p.top + round(COMPACT_TOP * u), p.width - 2 * pad, round(COMPACT_TITLE_H * u))
        self.controls.rect = pygame.Rect(0, 0, min(round(CONTROLS_W * u), line.width * 9 // 20),
                                         min(round(CONTROLS_H * u), line.height))
        self.controls.rect.midright = (line.right, line.centery)
        side = line.right - self.controls.rect.left + round(COMPACT_GAP * u)
        if line.width - 2 * side >= COMPACT_TITLE_MIN * u:  # the title in the middle, as in the wide page
            self.title_rect = line.inflate(-2 * side, 0)
        else:  # or in what the button leaves
            self.title_rect = pygame.Rect(line.left, line.top, line.width - side, line.height)
        self.back.rect = pygame.Rect(0, 0, min(round(theme.BUTTON_W * u), line.width), round(theme.BUTTON_H * u))
        self.back.rect.midbottom = (p.centerx, p.bottom - round(COMPACT_BOTTOM * u))
        gap = round(COMPACT_GAP * u)
        body = pygame.Rect(line.left, line.bottom + gap, line.width, self.back.rect.top - gap - line.bottom - gap)
        view, bar = RowScrollView.split(self.app, body)
        cw = min(view.width, round(COMPACT_ROWS_W * u))
        col = pygame.Rect(view.centerx - cw // 2, view.top, cw, view.height)
        row_h, row_gap = round(COMPACT_ROW_H * u), round(COMPACT_ROW_GAP * u)
        head_h = round(HEAD_H * u)
        small = theme.FONT_SMALL * RELAY_NOTE_LEADING * u
        rows: list[ScrollRow] = []
        y = col.top

        def add(height: int, widgets=(), heading: bool = False) -> pygame.Rect:
            nonlocal y
            rect = pygame.Rect(col.left, y, col.width, height)
            for wdg in widgets:
                wdg.rect = rect.copy()
            rows.append(ScrollRow(rect, tuple(widgets), keep_with_next=heading))
            y = rect.bottom + row_gap
            return rect

        self.left_head = add(head_h, heading=True)
        for wdg in self.left_rows:
            add(row_h, (wdg,))
        self.right_head = add(head_h, heading=True)
        self.sound_note = add(round(SOUND_NOTE_LINES * small)) if self.no_sound else pygame.Rect(0, 0, 0, 0)
        for wdg in self.right_rows:
            if wdg is self.relay:
                self.online_head = add(head_h, heading=True)
                r = add(row_h, (wdg,))
            else:
                add(row_h, (wdg,))
        label_w = round(r.width * RELAY_LABEL_SHARE)
        self.relay_label = pygame.Rect(r.left + round(RELAY_LABEL_PAD * u), r.top,
                                       label_w - round(RELAY_LABEL_PAD * u), r.height)
        self.relay.rect = pygame.Rect(r.left + label_w, r.top, r.width - label_w, r.height)
        self.relay_note = add(round(RELAY_NOTE_LINES * small))
        self.scroll.arrange(view, rows, bar)

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a text of the page is drawn now (scrolled), an empty rect when out of view."""
        if not self.compact:
            return rect
        return self.scroll.place(rect) or pygame.Rect(0, 0, 0, 0)

    def handle(self, event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.close()
            return True
        return not self.opaque and (is_press(event) or event.type in (pygame.MOUSEBUTTONDOWN,
                                                                      pygame.MOUSEBUTTONUP))

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface) -> None:
        app = self.app
        if self.opaque:
            theme.background(surface, app, darken=60)
        else:
            theme.dim(surface, 170)
        theme.panel(surface, app, self.panel, alpha=245)
        theme.heading(surface, app, app.t("settings-title"), self.title_rect)
        for rect, key in ((self.left_head, "settings-section-game"), (self.right_head, "settings-section-sound"),
                          (self.online_head, "settings-section-online")):
            rect = self.shown(rect)
            if rect.height <= 0:
                continue
            theme.draw_text(surface, app, app.t(key), rect, theme.FONT_BODY * 1.05, theme.GOLD, bold=True, align="left")
            pygame.draw.line(surface, theme.GOLD_DARK, (rect.left, rect.bottom - 1), (rect.right, rect.bottom - 1),
                             max(1, theme.px(app, HEAD_RULE_W)))
        relay_label, relay_note, sound_note = map(self.shown, (self.relay_label, self.relay_note, self.sound_note))
        if relay_label.height > 0:
            theme.draw_text(surface, app, app.t("settings-relay"), relay_label, theme.FONT_BODY, theme.TEXT,
                            align="left")
        if relay_note.height > 0:
            bad = self.relay_problem
            theme.draw_text(surface, app, app.t("settings-relay-bad" if bad else "settings-relay-note"),
                            relay_note, theme.FONT_SMALL, theme.DANGER if bad else theme.TEXT_DIM,
                            align="left", valign="top", wrap=True)
        if self.no_sound and sound_note.height > 0:
            theme.draw_text(surface, app, app.t("settings-no-sound-device"), sound_note, theme.FONT_SMALL,
                            theme.TEXT_DIM, align="left", valign="top", wrap=True)
        self.group.draw(surface)
