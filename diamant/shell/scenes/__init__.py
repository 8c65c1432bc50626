"""The shared scenes. Each module registers its scene(s) with the navigator (``diamant.ui.nav``)
under a name when imported; importing this package promises them all by name (``nav.lazy``), so a
module loads the first time one of its scenes opens (the past games and the pause menu are not
needed to show the title). Scenes never import each other: they open one another by name
(``app.nav.push("settings")``). A composition root imports this package and each game's
registration (``diamant.shell.games.load_all``). A new scene: a module here, listed in ``SCENES``.

It also says which scene plays each part the framework asks for by its role (``nav.Role``), and
loads each game's registration (``games.load_all``): its entry and its scenes, promised."""
from diamant.shell import games
from diamant.ui import nav

#: each shared scene -> the module that registers it (a test holds this complete)
SCENES = {
    "controls": "controls",
    "crash": "crash",
    "history": "history",
    "game-log": "history",
    "pause": "pause",
    "confirm-quit": "pause",
    "settings": "settings",
    "shortcuts": "shortcuts",
    "title": "title",
    "confirm-new-game": "title",
}

for _module in sorted(set(SCENES.values())):
    nav.lazy(f"{__name__}.{_module}", [name for name, m in SCENES.items() if m == _module])

nav.cast(nav.Role.PAUSE, "pause")
nav.cast(nav.Role.CONFIRM_QUIT, "confirm-quit")
nav.cast(nav.Role.KEYS, "shortcuts")

# each game's registration: its entry in the registry of games and its scenes promised by name
games.load_all()
