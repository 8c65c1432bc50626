"""Scenes and the scene stack.

A scene is one screen of the app (title, settings, lobby, expedition...). The App keeps a stack
of them: the top scene gets the input; drawing starts at the top-most opaque scene, so a modal
(``opaque = False``) is drawn over the scene below it.

A scene's life: built with its data and typed callbacks (never another scene: what it reports
back goes through a callback, e.g. ``on_ready: Callable[[int], None]``), pushed (``layout``,
``enter``), covered and uncovered (``leave``, ``covered``, ``enter``), and once it leaves the stack
for good (popped, replaced, cleared away, removed: ``close()`` asks for that) the App calls its
``dispose()``, exactly once: it lets go of what it holds (its table, its session's worker, its
cached pictures, its callbacks). A disposed scene is never shown again. Scenes and their widgets
refer to each other (a button's action is a method of its scene), so the scene object itself
goes with Python's cycle collector, which the App runs after a scene left (``App.collect``);
``dispose`` makes sure that what weighs (tables, layers, threads, sessions) does not wait for it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Iterator, Protocol

import pygame

from diamant.ui import theme
from diamant.ui.audio import Ambience, AmbienceWish
from diamant.ui.input import ACTIONDOWN, ACTIONUP, Action, AnyAction, pressed, screen_keys, screen_pads
from diamant.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


class PlayedGame(Protocol):
    """What the App asks of the game a scene shows (a game's session)."""

    @property
    def is_over(self) -> bool: ...

    def close(self) -> None:
        """Stop working in the background (its bots stop thinking); quick, never waits."""


class Scene:
    """Base class of every scene. Override what you need; every method has a harmless default.

    The App and the shell ask a scene only through what is declared here (``in_game``,
    ``game_session()``, ``game_id``, ``scene_name``...), never by its name or by probing for an
    attribute a subclass might have."""

    #: False: a modal drawn over the scene below (the stack draws from the top-most opaque scene up).
    opaque: bool = True
    #: For a non-opaque scene: True stops the scenes below from updating while it shows (a pause
    #: menu freezes the game under it); False lets them keep animating (a toast-like modal).
    freezes_below: bool = False
    #: True for scenes of a running game (board, expedition...): closing the window then asks
    #: for confirmation and Escape (when the scene does not use it) opens the pause menu.
    in_game: bool = False
    #: the id of the game this scene belongs to, in the shell's registry of games
    #: (diamant.shell.games): the pause menu and the keys overlay are that game's; None: no game
    game_id: str | None = None
    #: the ambience to play under it (see diamant.ui.audio): a registered loop's name (a game's
    #: scenes: its own), None: silence (a game without one), ``Ambience.KEEP``: whatever the
    #: scenes below want (a modal, a page of the app's own), ``Ambience.HOME``: the app's own
    ambience: ClassVar[AmbienceWish] = Ambience.KEEP
    #: the name the scene is registered under (set by ``@nav.scene``); None: not registered
    scene_name: ClassVar[str | None] = None

    #: the scene's controls, with one keyboard focus (empty in a scene without any)
    group: FocusGroup
    #: True: each time the scene becomes the top one, the focus goes to ``default_focus()`` (a
    #: screen that asks one thing); False: only when nothing has the focus yet (coming back to a
    #: screen of choices keeps the player's place)
    refocus: bool = False
    #: the group of this screen's own keys (diamant.ui.input: ``Remappable.screen``, e.g.
    #: ``SCREEN_REPLAY``); None: it has none. The player remaps them in Settings -> Controls.
    key_screen: ClassVar[str | None] = None
    #: set by the App when the scene left the stack for good (just before ``dispose()``)
    disposed: bool = False
    #: its spoken_intro() was said (once, at the first enter)
    _introduced: bool = False

    def __init__(self, app: "App"):
        self.app = app
        self.group = FocusGroup(app)

    @property
    def shortcuts(self) -> dict[str, AnyAction]:
        """This screen's own letter and punctuation keys now: the character on a US keyboard ->
        its action (by the key's place, see diamant.ui.input); they win over the global ones."""
        return screen_keys(self.key_screen)

    @property
    def pad_shortcuts(self) -> dict[str, AnyAction]:
        """This screen's own pad buttons now (a player may give one to a screen's action)."""
        return screen_pads(self.key_screen)

    # -- life cycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop): its controls take the input
        again and the focus goes to ``default_focus()`` (see ``refocus``)."""
        group = self.group
        group.resume()
        self.say_intro()
        if self.refocus or group.focused is None or not group.focused.can_focus:
            target = self.default_focus()
            if target is not None:
                group.focus(target)

    def leave(self) -> None:
        """Stopped being the top scene (popped or covered): no text input, no hover."""
        self.group.release()

    def dispose(self) -> None:
        """The scene left the stack for good: let go of what it holds. Called by the App, once,
        after ``leave`` (never call it yourself: ``close()`` the scene). A scene that holds more
        than widgets (a table, a session, a worker, cached layers, callbacks into the scenes that
        opened it) overrides it and calls ``super().dispose()``. The default lets go of what
        ``covered()`` lets go of and drops the widgets, whose actions are the scene's methods."""
        self.covered()
        self.group.clear()

    def default_focus(self):
        """The control focused when the scene is entered (None: leave the focus as it is)."""
        return None

    def spoken_intro(self) -> str:
        """What a screen reader says as the screen first shows, before its focus (a dialog's
        question, a round's outcome, the final ranking): "" for nothing (diamant.ui.speech)."""
        return ""

    def say_intro(self) -> None:
        """Say ``spoken_intro()`` the first time the scene is entered."""
        if self._introduced or not self.app.speech.active:
            return
        self._introduced = True
        intro = self.spoken_intro()
        if intro:
            self.app.speech.say(intro)

    # -- frame ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """One input event; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (an opaque scene must cover the whole surface)."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place everything for a window of ``size`` pixels (called on enter and on resize)."""

    def relocalize(self) -> None:
        """The language changed: rebuild cached texts (called on every scene of the stack)."""

    def settings_changed(self) -> None:
        """The player changed a setting (from the settings screen, maybe over this scene)."""

    def at_exit(self) -> None:
        """The app is quitting with this scene on the stack (no ``dispose`` follows): let go at
        once of what the others outside the process would otherwise wait for (a table announced
        on the network, a connection to say goodbye on). Quick; never raises."""

    def covered(self) -> None:
        """Called at each drawing while an opaque scene above hides this one: let go of the
        pictures kept only to draw faster (a window-sized layer is 33 MB at 4K); they are made
        again when the scene shows."""

    def caption_area(self) -> pygame.Rect | None:
        """Where the captions of sounds go (centred on its bottom): a part of the screen they may
        cover a moment without hiding what the player acts on; None: the window's bottom."""
        return None

    def tick_rects(self) -> list[pygame.Rect] | None:
        """On a slow tick (see frame_interval), the only parts of the window that change (the App
        then updates just those on screen); None: the whole window."""
        return None

    def frame_interval(self) -> float | None:
        """Frame pacing (see App.run): how soon this scene's picture changes by itself. 0: every
        frame (something moves); a number: a slow tick of that many seconds; None: not until
        something happens (input, a change of scene). Input always gives frames for a moment."""
        return 0.0

    def game_session(self) -> PlayedGame | None:
        """The game this scene shows, when it shows one: a scene with a game is a game's scene
        (Escape opens the pause menu), closing the window asks first while that game is not
        over, and the game is stopped when the app closes. None: no game (the default)."""
        return None

    # -- helpers ----------------------------------------------------------------------------
    @property
    def is_top(self) -> bool:
        return bool(self.app.scenes) and self.app.scenes[-1] is self

    def close(self) -> None:
        """Remove this scene from the stack (pop if on top); the App then disposes it."""
        self.app.remove(self)


class SceneStack(list):
    """A list of scenes, bottom first (``stack[-1]`` is the top)."""

    @property
    def top(self) -> Scene | None:
        return self[-1] if self else None

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top-most opaque scene up."""
        start = 0
        for i in range(len(self) - 1, -1, -1):
            if self[i].opaque:
                start = i
                break
        return list(self[start:])

    def updating(self) -> list[Scene]:
        """Scenes to update, bottom first: the top one, plus those below non-opaque modals
        that do not freeze what is under them."""
        out: list[Scene] = []
        for i in range(len(self) - 1, -1, -1):
            scene = self[i]
            out.append(scene)
            if scene.opaque or scene.freezes_below:
                break
        out.reverse()
        return out

    def __iter_top_down__(self) -> Iterator[Scene]:  # pragma: no cover - convenience
        return reversed(self)


class ModalScene(Scene):
    """A dialog over the scene below: dims it, draws a framed panel, freezes what is under it.

    Subclasses build their widgets in a ``FocusGroup`` (``self.group``), place them in
    ``layout_panel(panel_rect)`` and may draw extra content in ``draw_panel``. Escape calls
    ``cancel()`` (default: close).
    """

    opaque = False
    freezes_below = True
    #: panel size in units (width, height); clipped to the window.
    panel_units: tuple[float, float] = theme.DIALOG_SIZE

    def __init__(self, app: "App"):
        super().__init__(app)
        self.group = FocusGroup(app)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel = self.panel_rect(self.app.u, size, self.panel_units)
        self.layout_panel(self.panel)

    @staticmethod
    def panel_rect(u: float, size: tuple[int, int], units: tuple[float, float]) -> pygame.Rect:
        """Where a dialog of `units` stands in a window of `size` (also for work done before it
        opens: art rasterised ahead at its sizes)."""
        w = min(size[0] - 2 * round(theme.WINDOW_MARGIN * u), round(units[0] * u))
        h = min(size[1] - 2 * round(theme.WINDOW_MARGIN * u), round(units[1] * u))
        panel = pygame.Rect(0, 0, w, h)
        panel.center = (size[0] // 2, size[1] // 2)
        return panel

    def layout_panel(self, panel: pygame.Rect) -> None: ...

    def title_and_button(self, panel: pygame.Rect, button) -> int:
        """The usual dialog's frame: the title along the top (``self.title_rect``) and ``button``
        centred at the bottom. Returns the padding at the sides."""
        u = self.app.u
        pad = round(theme.DIALOG_PAD * u)
        self.title_rect = pygame.Rect(panel.left + pad, panel.top + round(theme.TITLE_TOP * u), panel.width - 2 * pad,
                                      round(theme.TITLE_H * u))
        button.rect = pygame.Rect(0, 0, round(theme.BUTTON_W * u), round(theme.BUTTON_H * u))
        button.rect.midbottom = (panel.centerx, panel.bottom - round(theme.BUTTON_BOTTOM * u))
        return pad

    def enter(self) -> None:
        self.group.resume()
        self.say_intro()  # what the dialog asks, before its first control
        if self.group.focused is None:
            self.group.move(1)  # the first control
            self.group._keyboard = False

    def cancel(self) -> None:
        self.close()

    def frame_interval(self) -> float | None:
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.group.handle(event):
            return True
        if pressed(event) is Action.BACK:
            self.cancel()
            return True
        # a modal swallows all input meant for the scenes below
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, ACTIONDOWN, ACTIONUP, pygame.MOUSEBUTTONDOWN,
                              pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT)

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 160)
        theme.panel(surface, self.app, self.panel, alpha=248)
        self.draw_panel(surface, self.panel)
        self.group.draw(surface)

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None: ...


class ConfirmScene(ModalScene):
    """A yes/no question over the scene below: a title, a sentence, and two buttons side by side
    (``cancel_button`` first, ``confirm_button`` second), which the subclass adds to ``self.group``.
    ``title_key`` and ``body_key`` name the messages."""

    panel_units = theme.CONFIRM_SIZE
    title_key = ""
    body_key = ""
    cancel_button: Button
    confirm_button: Button

    def __init__(self, app: "App"):
        super().__init__(app)
        self.title_rect = self.body_rect = pygame.Rect(0, 0, 0, 0)

    def layout_panel(self, panel: pygame.Rect) -> None:
        u = self.app.u
        pad = round(theme.DIALOG_PAD * u)
        self.title_rect = pygame.Rect(panel.left + pad, panel.top + round(theme.TITLE_TOP * u), panel.width - 2 * pad,
                                      round(theme.TITLE_H * u))
        bh = round(theme.BUTTON_H * u)
        buttons = pygame.Rect(panel.left + pad, panel.bottom - pad - bh, panel.width - 2 * pad, bh)
        self.cancel_button.rect, self.confirm_button.rect = theme.row(buttons, 2, round(theme.BUTTON_GAP * u))
        self.body_rect = pygame.Rect(panel.left + pad, self.title_rect.bottom + round(theme.SECTION_GAP * u),
                                     panel.width - 2 * pad,
                                     buttons.top - self.title_rect.bottom - round(2 * theme.SECTION_GAP * u))

    def spoken_intro(self) -> str:
        return f"{self.app.t(self.title_key)}. {self.app.t(self.body_key)}" if self.title_key else ""

    def draw_panel(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        app = self.app
        theme.heading(surface, app, app.t(self.title_key), self.title_rect)
        theme.draw_text(surface, app, app.t(self.body_key), self.body_rect, theme.FONT_BODY,
                        theme.TEXT, wrap=True, align="center")
