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

The registry is filled when the scene modules are imported. A scene may also be promised by
name before its module is loaded (``nav.lazy(module, names)``): its module is imported the first
time the scene is opened, so a game's screens load when the game is first played, not when the
app starts (its registration module promises them). A new scene: a module in a scene package,
decorated with ``@nav.scene("name")``, and its name in the package's list of promised names.

The framework opens a few scenes itself (the pause menu on Escape during a game, the quit
question on the window's close button, the keys overlay on F1): it names them by their ``Role``,
and the shell says which of its scenes plays each (``nav.cast(Role.PAUSE, "pause")``), so the
framework names no scene.
"""
from __future__ import annotations

import enum
import importlib
import logging
from typing import TYPE_CHECKING, Any, Callable, Iterable, TypeVar

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.scene import Scene

SceneFactory = Callable[..., "Scene"]
F = TypeVar("F", bound=Callable[..., Any])

log = logging.getLogger(__name__)

_FACTORIES: dict[str, SceneFactory] = {}
#: scenes promised by name: the module that registers each when imported
_LAZY: dict[str, str] = {}


class Role(enum.Enum):
    """A scene the framework itself opens, by what it does (the shell casts one scene for each)."""

    PAUSE = "pause menu"  # Escape (the pad's Start) during a game
    CONFIRM_QUIT = "quit question"  # the window's close button during a game; opened with to_menu=False
    KEYS = "keys overlay"  # F1 / ?


_CAST: dict[Role, str] = {}


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
        _LAZY.pop(name, None)
        if isinstance(factory, type):
            factory.scene_name = name  # type: ignore[attr-defined]  # any class may be a factory; it learns its name
        return factory
    return register


def lazy(module: str, names: Iterable[str]) -> None:
    """Promise the scenes `names`: `module` registers them when imported, which happens the
    first time one of them is made. A name already registered keeps its factory."""
    for name in names:
        if name not in _FACTORIES:
            _LAZY[name] = module


def cast(role: Role, name: str) -> None:
    """The scene `name` plays `role` (the framework opens it by its role)."""
    _CAST[role] = name


def cast_as(role: Role) -> str | None:
    """The name of the scene that plays `role`; None when none was cast."""
    return _CAST.get(role)


def names() -> list[str]:
    """Every registered scene name (the promised ones too)."""
    return sorted(set(_FACTORIES) | set(_LAZY))


def is_loaded(name: str) -> bool:
    """The scene `name` is registered with its factory (its module is imported)."""
    return name in _FACTORIES


def factory(name: str) -> SceneFactory:
    found = _FACTORIES.get(name)
    if found is None and name in _LAZY:
        module = _LAZY[name]
        try:
            importlib.import_module(module)
        except ImportError as exc:  # a build without it: as if it was never promised
            log.warning("the scene %r cannot be loaded from %s: %s", name, module, exc)
            _LAZY.pop(name, None)
        found = _FACTORIES.get(name)
        if found is None and _LAZY.pop(name, None) is not None:
            log.warning("%s does not register the scene %r it promised", module, name)
    if found is None:
        raise UnknownScene(f"no scene named {name!r} (registered: {', '.join(names()) or 'none'}; "
                           "import diamant.shell.scenes and the game's registration first)")
    return found


def make(app: "App", name: str, **args: Any) -> "Scene":
    """Build the scene registered as ``name`` (not shown yet)."""
    return factory(name)(app, **args)


def name_of(scene: "Scene | None") -> str | None:
    return scene.scene_name if scene is not None else None


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

    def open(self, role: Role, **args: Any) -> "Scene | None":
        """Show the scene that plays `role` on top of the stack; None when no scene was cast."""
        name = cast_as(role)
        if name is None:
            log.warning("no scene plays the %s", role.value)
            return None
        return self.push(name, **args)

    def top_plays(self, role: Role) -> bool:
        """The top scene is the one that plays `role`."""
        name = cast_as(role)
        return name is not None and self.top_is(name)
