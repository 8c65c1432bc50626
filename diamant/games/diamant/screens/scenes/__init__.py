"""Diamant's scenes. Each module registers its scene(s) with the navigator (``diamant.ui.nav``)
under a name when imported. Scenes never import each other: they open one another by name
(``app.nav.push("settings")``). The shared screens (title, settings, history...) are in
``diamant.shell.scenes``.

Importing this package imports none of them: Diamant's registration
(``diamant.games.diamant.screens.registration``, imported here) promises them to the navigator by
name, and a module loads when Diamant is first chosen on the title or one of its scenes first
opens. A new scene: a module here, and its name in the registration's ``SCENES``."""
from diamant.games.diamant.screens import registration  # noqa: F401 - Diamant's entry and its scenes
