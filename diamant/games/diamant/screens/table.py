"""The expedition table: the path of cards, the deck, the explorers, their gems and chests.

`TablePresenter` puts together the parts a screen needs, each in its own module:

- `TableModel` (table_model.py, no pygame): the display state, fed by engine events and snapshots;
- `TableView` (table_view.py): draws the model; where things go comes from `TableLayout`
  (table_layout.py, relative units);
- `TableEffects` (table_effects.py): sounds, shake and particles, hanging off the model's changes.

The live expedition, the replay viewer and a tutorial can use the presenter, or the model with a
view of their own. No rules here: the engine answers (diamant.games.diamant.engine.standings).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from diamant.games.diamant.screens.table_effects import TableEffects
from diamant.games.diamant.screens.table_layout import TableLayout
from diamant.games.diamant.screens.table_model import CardState, SeatState, TableModel, count_up, split_gems
from diamant.games.diamant.screens.table_view import TableView
from diamant.games.diamant.engine import SeatInfo
from diamant.games.diamant.engine.events import Event
from diamant.ui.anim import forwarded

__all__ = ["TablePresenter", "split_gems", "count_up"]


class TablePresenter:
    """The table of one expedition: model, view and effects together (see the module docstring)."""

    def __init__(self, app: Any, ruleset: Any, seats: Sequence[SeatInfo], theme: str | None = None) -> None:
        self.app = app
        self.ruleset = ruleset
        self.n = len(seats)
        self.theme = theme  # the card theme: the view draws and names the hazards in it
        self.table_model = TableModel(ruleset, self.n)
        self.view = TableView(app, self.table_model, seats, theme)
        self.effects = TableEffects(app, self.table_model, self.view)
        self.on_shown: Callable[[Event], None] | None = None
        self.table_model.listen(self._on_change)

    def _on_change(self, kind: str, instant: bool = False, **data: Any) -> None:
        if kind == "shown" and self.on_shown is not None:
            self.on_shown(data["event"])

    # ------------------------------------------------------------------ what is shown
    @property
    def round(self) -> int:
        return self.table_model.round

    @property
    def deck_size(self) -> int:
        return self.table_model.deck_size

    @property
    def path(self) -> list[CardState]:
        return self.table_model.path

    @property
    def seats(self) -> list[SeatState]:
        return self.table_model.seats

    @property
    def game_over(self) -> bool:
        return self.table_model.game_over

    def model(self) -> dict[str, Any]:
        """The displayed state as plain values (for tests and tools)."""
        return self.table_model.state()

    # ------------------------------------------------------------------ settings
    speed: float = forwarded("table_model")
    reduced_motion: bool = forwarded("table_model", "reduced_motion", bool)

    @property
    def viewer(self) -> int | None:
        return self.view.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.view.viewer = seat

    @property
    def reveal_all(self) -> bool:
        return self.view.reveal_all

    @reveal_all.setter
    def reveal_all(self, value: bool) -> None:
        self.view.reveal_all = bool(value)

    @property
    def show_round(self) -> bool:
        return self.view.show_round

    @show_round.setter
    def show_round(self, value: bool) -> None:
        self.view.show_round = bool(value)

    @property
    def busy(self) -> bool:
        return self.table_model.busy

    @property
    def moving(self) -> bool:
        """Anything on the table moves now: events playing, banners, the shake, particles."""
        return self.table_model.moving or self.effects.moving

    def relocalize(self) -> None:
        self.view.relocalize()

    # ------------------------------------------------------------------ driving
    def sync(self, game: Any) -> None:
        """Snap the displayed state to `game` now (no animation; queued events are dropped)."""
        self.table_model.show(game.public_view(), [game.view(s) for s in range(game.players)],
                              awaiting=game.awaiting)

    def push(self, events) -> None:
        self.table_model.push(events)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        # card faces ahead: while the table waits (a human choosing: no frames drawn, update()
        # still runs a few times a second), else one face a frame scaled from a kept master
        self.view.prepare(calm=not self.table_model.busy)
        self.effects.update(dt)
        self.table_model.update(dt)

    def skip(self) -> None:
        """Finish at once: the current animation and every event already pushed."""
        self.table_model.skip()

    def dispose(self) -> None:
        """The scene showing this table left for good: its pictures (card faces, texts, the still
        layer, particles) go now, and the links between model, view and effects are cut, so the
        table goes with its last reference instead of waiting for the cycle collector."""
        self.on_shown = None
        self.table_model._listeners.clear()
        self.table_model.anim.clear()
        self.table_model.fx.clear()
        self.view.forget()
        self.effects.particles.clear()
        self.effects.anim.clear()
        self.effects._cache.clear()

    # ------------------------------------------------------------------ geometry and drawing
    def _layout(self, rect: pygame.Rect | None = None) -> TableLayout:
        return self.view.layout(rect)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        L = self.view.layout()
        x, y = self.view._explorer_pos(L, seat)
        return (round(x), round(y))

    def hit_card(self, pos) -> int | None:
        L = self.view.layout()
        for i, r in enumerate(L.slots[:len(self.table_model.path)]):
            if r.collidepoint(pos):
                return i
        return None

    def draw(self, surface: pygame.Surface, rect=None) -> None:
        self.view.draw(surface, rect)
