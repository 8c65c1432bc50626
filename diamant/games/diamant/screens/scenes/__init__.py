"""Diamant's scenes. Importing this package imports every scene module, and each registers its
scene(s) with the navigator (``diamant.ui.nav``) under a name. Scenes never import each other:
they open one another by name (``app.nav.push("settings")``). The shared screens (title,
settings, history...) are in ``diamant.shell.scenes``: a composition root imports both."""
from diamant.games.diamant.screens.scenes import (board, expedition, handover, lobby, replay, round_end,  # noqa: F401
                                rules, scoring, tutorial_offer)
from diamant.games.diamant.screens.scenes import coach  # noqa: F401
from diamant.games.diamant.screens import flow, online, tutorial  # noqa: F401 - online: its table opener
from diamant.shell import games
from diamant.storage import has_saved_game


def _icon(app, size):
    """Diamant on the title's picker: a treasure card, as tall as the box allows."""
    w, h = size
    h = min(h, round(w * 350 / 250))
    return app.art.card("treasure", size=(max(1, round(h * 250 / 350)), max(1, h)), value=15)


def _learn_key(app) -> str:
    return "menu-learn-resume" if tutorial.in_progress(app) else "menu-learn"


def _offer_tutorial(app) -> bool:
    """On the very first start: offer the guided first game."""
    if not tutorial.should_offer(app):
        return False
    app.nav.push("tutorial-offer")
    return True


def _pause_entries(app) -> list:
    """The pause menu's own entries of a Diamant game: during the lesson, leave it for good."""
    if tutorial.running(app) is None:
        return []
    return [("pause-skip-tutorial", lambda: tutorial.skip(app))]


# Diamant in the shell's registry of games (the title's picker; its picture is the title's own
# fan of cards)
games.register(games.GameEntry(
    "diamant", "game-title", "lobby", "rules", has_save=has_saved_game, resume=flow.continue_game,
    new_game=flow.new_game, tagline_key="title-tagline", icon=_icon, on_title=flow.store_ended_game,
    learn=tutorial.start, learn_key=_learn_key, first_start=_offer_tutorial, pause_entries=_pause_entries,
    order=0, keys=(("C / L", "keys-decide"), ("P I W O R", "keys-summaries"))))
