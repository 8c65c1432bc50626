"""The app's scenes. Importing this package imports every scene module, and each registers its
scene(s) with the navigator (``diamant.app.nav``) under a name. Scenes never import each other:
they open one another by name (``app.nav.push("settings")``)."""
from diamant.app.scenes import (board, crash, expedition, handover, history, lobby,  # noqa: F401
                                pause, replay, round_end, rules, scoring, settings, shortcuts, title)
from diamant.app.scenes import coach  # noqa: F401
