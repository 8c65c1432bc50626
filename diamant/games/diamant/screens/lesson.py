"""The seam between the expedition scene and a lesson laid over its table (the guided first game,
diamant.games.diamant.screens.tutorial): all each side asks of the other.

The lesson opens the expedition with a `LessonSetup` (``nav.push("expedition", session=...,
lesson=LessonSetup(...))``); the scene builds the lesson's layer with itself as the `LessonHost`
and asks it only what `Lesson` declares. The lesson reads the scene only through `LessonHost`
and changes one thing on it: which decision card has the focus. Neither imports the other.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from diamant.games.diamant.engine import Decision, Event
    from diamant.games.diamant.screens.session import GameSession
    from diamant.games.diamant.screens.table import TablePresenter


class Lesson(Protocol):
    """The lesson's layer over the table, as the expedition scene uses it."""

    def update(self, dt: float) -> None: ...

    def frame_interval(self) -> float | None:
        """As Scene.frame_interval, for the layer (None: it asks for no frame itself)."""

    def holds(self) -> bool:
        """A tip waits for the player: the table plays no further event and the bots wait."""

    def reading(self) -> bool:
        """A tip is up that the player reads: a confirm goes to the tip, not to a choice."""

    def allows(self, decision: "Decision") -> bool:
        """Whether the player's `decision` is the one the lesson lets through now."""

    def handle(self, event: "pygame.event.Event") -> bool:
        """One input event (True: used by the tip's buttons)."""

    def draw(self, surface: "pygame.Surface") -> None: ...

    def top_texts(self) -> tuple[str, str]:
        """The scene's top line: the lesson's name and its step (instead of the round and the
        edition)."""


class LessonHost(Protocol):
    """The expedition scene, as the lesson over it sees it."""

    @property
    def session(self) -> "GameSession": ...

    @property
    def table(self) -> "TablePresenter": ...

    @property
    def round_events(self) -> list["Event"]:
        """The events of this expedition the table has shown."""

    @property
    def rects(self) -> dict[str, "pygame.Rect"]:
        """The scene's areas by name: "table", "log", "side", "hand", "top"."""

    @property
    def card_rects(self) -> list["pygame.Rect"]:
        """The two decision cards on screen (leave, continue); empty before the layout."""

    def can_decide(self) -> bool:
        """The player may choose now (their hand is up, the table has shown everything)."""

    def focus_decision(self, decision: "Decision") -> None:
        """Put the focus on the decision card of `decision` (what the tip asks for)."""


@dataclass(frozen=True)
class LessonSetup:
    """What a lesson hands the expedition scene it opens."""

    #: builds the lesson's layer over the scene (called once, from the scene's constructor)
    layer: Callable[[LessonHost], Lesson]
    #: the message (key, arguments) of the banner the table shows as the expedition starts
    banner: tuple[str, dict[str, Any]]
    #: the final scores' main button: "New game" doing this (a lesson is no table to play again)
    on_new_game: Callable[[], None]
