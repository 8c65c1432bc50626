"""The shared scenes. Importing this package imports every scene module, and each registers its
scene(s) with the navigator (``diamant.ui.nav``) under a name. Scenes never import each other:
they open one another by name (``app.nav.push("settings")``). A composition root imports this
package and each game's scenes (``diamant.games.diamant.screens.scenes``).

It also says which scene plays each part the framework asks for by its role (``nav.Role``)."""
from diamant.shell.scenes import crash, history, pause, settings, shortcuts, title  # noqa: F401
from diamant.ui import nav

nav.cast(nav.Role.PAUSE, "pause")
nav.cast(nav.Role.CONFIRM_QUIT, "confirm-quit")
nav.cast(nav.Role.KEYS, "shortcuts")
