"""The shared scenes. Importing this package imports every scene module, and each registers its
scene(s) with the navigator (``diamant.ui.nav``) under a name. Scenes never import each other:
they open one another by name (``app.nav.push("settings")``). A composition root imports this
package and each game's scenes (``diamant.games.diamant.screens.scenes``)."""
from diamant.shell.scenes import crash, history, join, online_room, pause, settings, shortcuts, title  # noqa: F401
