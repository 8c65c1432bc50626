"""Navigation by name: scenes register a factory under a name; anyone opens a scene by that name.

No scene imports another scene. A scene module registers itself::

    from diamant.ui import nav

    @nav.scene("settings")
    class SettingsScene(Scene):
        def __init__(self, app, modal: bool = False): ...

and any scene (or the flow, or the App) opens it by name, with the factory's arguments::

    self.app.nav.push("settings", modal=True)       # on top of the stack
    self.app.nav.replace("board", session=s)        # instead of the top scene
    self.app.nav.reset("title")                     # alone on the stack
    self.app.nav.find("expedition")                 # the top-most scene of that name, or None
    self.app.nav.top_is("pause")

The registry is filled when the scene packages are imported: the shared screens'
(``diamant.shell.scenes``) and each game's (its ``__init__`` imports every scene module; importing
any one scene imports the package first). The composition roots (the game's main module, the
developer tools, the tests) import them. A new scene: a module in a scene package, decorated with
``@nav.scene("name")``, added to the package's list.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.scene import Scene

SceneFactory = Callable[..., "Scene"]
F = TypeVar("F", bound=Callable[..., Any])

_FACTORIES: dict[str, SceneFactory] = {}


class UnknownScene(KeyError):
    """No scene is registered under that name (are the scene packages imported?)."""


def scene(name: str) -> Callable[[F], F]:
    """Class decorator (or any ``factory(app, **args) -> Scene``): register under ``name``.
    A class gets ``scene_name = name``."""
    def register(factory: F) -> F:
        if name in _FACTORIES and _FACTORIES[name] is not factory:
            old = _FACTORIES[name]
            if getattr(old, "__qualname__", None) != getattr(factory, "__qualname__", None):
                raise ValueError(f"two scenes registered as {name!r}: {old!r} and {factory!r}")
        _FACTORIES[name] = factory
        if isinstance(factory, type):
            factory.scene_name = name  # type: ignore[attr-defined]  # any class may be a factory; it learns its name
        return factory
    return register


def names() -> list[str]:
    """Every registered scene name."""
    return sorted(_FACTORIES)


def factory(name: str) -> SceneFactory:
    try:
        return _FACTORIES[name]
    except KeyError:
        raise UnknownScene(f"no scene named {name!r} (registered: {', '.join(names()) or 'none'}; "
                           "import diamant.shell.scenes and the game's scenes first)") from None


def make(app: "App", name: str, **args: Any) -> "Scene":
    """Build the scene registered as ``name`` (not shown yet)."""
    return factory(name)(app, **args)


def name_of(scene: Any) -> str | None:
    return getattr(scene, "scene_name", None)


class Navigator:
    """The App's navigator (``app.nav``): opens scenes by name on the App's scene stack."""

    def __init__(self, app: "App"):
        self.app = app

    def push(self, name: str, **args: Any) -> "Scene":
        """Show scene ``name`` on top of the stack."""
        return self.app.push(make(self.app, name, **args))

    def replace(self, name: str, **args: Any) -> "Scene":
        """Show scene ``name`` instead of the top scene."""
        return self.app.replace(make(self.app, name, **args))

    def reset(self, name: str, **args: Any) -> "Scene":
        """Drop every scene and show scene ``name`` alone."""
        return self.app.clear_to(make(self.app, name, **args))

    def find(self, name: str) -> "Scene | None":
        """The top-most scene on the stack registered as ``name``."""
        for s in reversed(self.app.scenes):
            if name_of(s) == name:
                return s
        return None

    def top_is(self, name: str) -> bool:
        return name_of(self.app.scenes.top) == name
