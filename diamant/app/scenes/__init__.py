"""Diamant's scenes. Importing this package imports every scene module, and each registers its
scene(s) with the navigator (``diamant.ui.nav``) under a name. Scenes never import each other:
they open one another by name (``app.nav.push("settings")``). The shared screens (title,
settings, history...) are in ``diamant.shell.scenes``: a composition root imports both."""
from diamant.app.scenes import (board, expedition, handover, lobby, replay, round_end,  # noqa: F401
                                rules, scoring)
