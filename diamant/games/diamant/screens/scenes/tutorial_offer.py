"""The one-time offer of the guided first game, on the very first start (diamant.games.diamant.screens.tutorial)."""
from __future__ import annotations

from diamant.ui import nav
from diamant.games.diamant.screens import registration, tutorial_progress
from diamant.shell import games
from diamant.ui.scene import ConfirmScene
from diamant.ui.widgets import Button


@nav.scene("tutorial-offer")
class TutorialOfferScene(ConfirmScene):
    """New to Diamant? Learn to play (the lesson) or No thanks; either way it is not asked again
    (the title menu keeps "Learn to play")."""

    title_key = "tutorial-offer-title"
    body_key = "tutorial-offer-body"

    def __init__(self, app):
        super().__init__(app)
        tutorial_progress.mark_offered(app)  # asked once, whatever the answer (Escape too)
        self._shown = False
        g = self.group
        self.cancel_button = g.add(Button("tutorial-offer-no", self.decline))
        self.confirm_button = g.add(Button("tutorial-offer-yes", self.accept, style="primary"))

    def default_focus(self):
        return self.confirm_button

    def draw(self, surface) -> None:
        super().draw(surface)
        self._shown = True

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._shown:  # on screen: Diamant's screens (the lesson's table) load while it is read
            games.load(registration.ENTRY)

    def decline(self) -> None:
        self.close()

    def accept(self) -> None:
        self.close()
        # the lesson's table loads now: the offer shows on the first start, before any game did
        from diamant.games.diamant.screens import tutorial
        tutorial.start(self.app)
