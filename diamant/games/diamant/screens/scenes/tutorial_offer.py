"""The one-time offer of the guided first game, on the very first start (diamant.games.diamant.screens.tutorial)."""
from __future__ import annotations

from diamant.ui import nav
from diamant.games.diamant.screens import tutorial
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
        tutorial.mark_offered(app)  # asked once, whatever the answer (Escape too)
        g = self.group
        self.cancel_button = g.add(Button("tutorial-offer-no", self.decline))
        self.confirm_button = g.add(Button("tutorial-offer-yes", self.accept, style="primary"))

    def default_focus(self):
        return self.confirm_button

    def decline(self) -> None:
        self.close()

    def accept(self) -> None:
        self.close()
        tutorial.start(self.app)
