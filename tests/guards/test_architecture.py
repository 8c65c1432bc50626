"""The shape of the code: the import graph of diamant/ (read from the source, imports inside
functions included) has no cycles, no scene imports another scene, and the game never imports the
developer tools (diamant_dev) except the command line, lazily, for the developer commands."""
from diamant_dev.imports import cycles, import_graph


def test_the_import_graph_has_no_cycles():
    graph = import_graph()
    assert len(graph) > 40
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg import b\n")
    (pkg / "b.py").write_text("def f():\n    from pkg.c import g\n")
    (pkg / "c.py").write_text("import pkg.a\n")
    (pkg / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pkg.a\n")
    graph = import_graph("pkg", tmp_path)
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    assert graph["pkg.d"] == set()


def test_no_scene_imports_another_scene():
    graph = import_graph()
    scenes = {m for m in graph if m.startswith(("diamant.games.diamant.screens.scenes.", "diamant.shell.scenes."))}
    assert len(scenes) >= 14
    bad = sorted((m, t) for m in scenes for t in graph[m] if t in scenes)
    assert bad == []


def test_only_the_cli_imports_the_developer_tools():
    graph = import_graph("diamant")
    # import_graph keeps edges inside the package; look at the raw imports for diamant_dev
    from diamant_dev import imports
    dev = imports.import_graph_external("diamant", "diamant_dev")
    assert sorted(m for m, targets in dev.items() if targets) == ["diamant.cli"]
    assert graph  # the graph was read


def test_no_screen_module_is_over_700_lines():
    """The framework, the shared screens and every game's screens stay readable: a module that grows
    past 700 lines is split (a package that re-exports its names, like diamant.ui.widgets)."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "diamant"
    files = [p for d in ("ui", "shell") for p in (root / d).rglob("*.py")] + list(root.glob("games/*/screens/**/*.py"))
    assert len(files) > 40
    assert {"games/diamant/screens/table_view.py", "games/club/screens/table_scene.py"} <= {
        p.relative_to(root).as_posix() for p in files}  # both games' screens are read
    long = {p.relative_to(root).as_posix(): n for p in files
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700}
    assert long == {}


def test_the_framework_runs_without_a_game_and_diamant_gives_it_its_cards():
    """Imported alone, the framework loads no game's screens or bots; its art cache draws a
    placeholder for a card. Importing Diamant's package gives every App Diamant's card faces."""
    import os
    import subprocess
    import sys
    code = ("import sys\n"
            "from diamant.ui import app, art, nav, scene, theme, widgets\n"
            "bad = sorted(m for m in sys.modules if m.startswith(('diamant.games.diamant.screens', 'diamant.shell', "
            "'diamant.games.club', 'diamant.games.diamant.bots')))\n"
            "assert bad == [], bad\n"
            "assert app.App.art_class is art.ArtCache\n"
            "import pygame\n"
            "assert art.ArtCache().card('treasure', value=7, size=(50, 70)).get_size() == (50, 70)\n"
            "import diamant.games.diamant.screens.scenes\n"
            "from diamant.games.diamant.screens.cards_art import CardArt\n"
            "assert app.App.art_class is CardArt\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.returncode == 0, out.stderr


# ------------------------------------------------------------------------------ scenes' arguments
SCENE_PACKAGES = ("diamant/games/diamant/screens/scenes", "diamant/shell/scenes", "diamant/games/club/screens")


def scene_arguments_handed_a_scene(factories) -> list[str]:
    """The parameters of the scenes' constructors that take a scene: annotated with a scene class
    (a name ending in "Scene"), or named after a registered scene without a type that says
    otherwise (``expedition: Any``)."""
    import inspect
    import re
    scene_type = re.compile(r"\b\w*Scene\b")
    params = {name.replace("-", "_") for name in factories}
    bad = []
    for name, factory in sorted(factories.items()):
        init = factory.__init__ if isinstance(factory, type) else factory
        for i, p in enumerate(inspect.signature(init).parameters.values()):
            if i < (2 if isinstance(factory, type) else 1):
                continue  # self, app
            ann = p.annotation
            text = ann if isinstance(ann, str) else getattr(ann, "__name__", repr(ann))
            if scene_type.search(text) or (p.name in params and text in ("_empty", "Any", "typing.Any")):
                bad.append(f"{name}: {p.name}: {text}")
    return bad


def scene_passed_to_a_scene(source: str) -> list[int]:
    """Lines where a scene opens another one handing it ``self`` (``nav.push(..., x=self)``)."""
    import ast
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("push", "replace", "reset", "make", "clear_to"):
            args = list(node.args) + [k.value for k in node.keywords]
            if any(isinstance(a, ast.Name) and a.id == "self" for a in args):
                lines.append(node.lineno)
    return lines


def test_no_scene_is_handed_another_scene():
    """Scenes receive data and typed callbacks, never another scene: a scene that reports back
    does it through a callback (the curtain's ``on_ready``, the round summary's ``on_close``, the
    camp's ``on_start``), so a scene that left is never kept alive by the one it opened."""
    from pathlib import Path
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes with the navigator
    import diamant.games.club.screens  # noqa: F401
    import diamant.shell.scenes  # noqa: F401
    from diamant.ui import nav
    factories = {n: nav.factory(n) for n in nav.names()}
    assert len(factories) >= 20
    assert scene_arguments_handed_a_scene(factories) == []
    root = Path(__file__).resolve().parents[2]
    files = [p for d in SCENE_PACKAGES for p in (root / d).rglob("*.py")]
    assert len(files) > 20
    bad = {p.relative_to(root).as_posix(): n for p in files
           if (n := scene_passed_to_a_scene(p.read_text(encoding="utf-8")))}
    assert bad == {}


def test_the_scene_argument_checks_find_a_scene_handed_over():
    from typing import Any

    class Scene:  # (the check reads names, not classes)
        pass

    class Curtain:
        def __init__(self, app, expedition: "ExpeditionScene", seat: int) -> None: ...  # noqa: F821

    class Summary:
        def __init__(self, app, session: Any, expedition: Any = None) -> None: ...

    class Fine:
        def __init__(self, app, session: "GameSession", on_ready: "Callable[[int], None]") -> None: ...  # noqa: F821

    factories = {"handover": Curtain, "round-end": Summary, "expedition": Fine, "board": Scene}
    assert scene_arguments_handed_a_scene(factories) == [
        "handover: expedition: ExpeditionScene", "round-end: expedition: Any"]
    source = ("class S:\n    def f(self):\n        self.app.nav.push('handover', expedition=self, seat=1)\n"
              "        self.app.nav.push('coach', on_pick=self.seek)\n")
    assert scene_passed_to_a_scene(source) == [3]


def test_every_scene_module_is_under_the_independence_contract():
    """Each module that registers a scene, in any game or the shell, is one of the modules the
    import contract "no scene imports a scene" keeps apart: a new game's scenes cannot slip by."""
    import fnmatch
    from pathlib import Path
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    patterns = next(c["modules"] for c in contracts if c["type"] == "independence"
                    and c["name"].startswith("no scene imports a scene"))
    modules = []
    for path in sorted((root / "diamant").rglob("*.py")):
        if path.parent.name == "ui":
            continue  # the navigator itself (its docstring shows the decorator)
        if "@nav.scene(" in path.read_text(encoding="utf-8"):
            modules.append(".".join(path.relative_to(root).with_suffix("").parts))
    assert len(modules) > 20
    outside = [m for m in modules if not any(fnmatch.fnmatchcase(m, p) for p in patterns)]
    assert outside == []


# what both games share, written once outside both: none of it may lean on a game, the shell or
# the framework, not even through another module or an import inside a function
NEUTRAL = ("diamant.events", "diamant.botprocess", "diamant.botrun", "diamant.botguard",
           "diamant.safefile", "diamant.errors", "diamant.plugins", "diamant.logentry",
           "diamant.storage.files", "diamant.storage.paths")
NOT_NEUTRAL = ("diamant.games", "diamant.engine", "diamant.ai", "diamant.club", "diamant.shell",
               "diamant.ui")


def reached(graph, start):
    seen, todo = set(), list(start)
    while todo:
        m = todo.pop()
        if m not in seen:
            seen.add(m)
            todo += graph.get(m, ())
    return seen


def test_the_neutral_services_reach_no_game_shell_or_framework():
    graph = import_graph()
    assert all(m in graph for m in NEUTRAL)
    found = sorted(m for m in reached(graph, NEUTRAL) if m.startswith(NOT_NEUTRAL))
    assert found == []


def test_the_reach_check_sees_a_game_behind_a_neutral_module():
    graph = {"diamant.events": {"diamant.botguard"}, "diamant.botguard": {"diamant.x"},
             "diamant.x": {"diamant.games.club.game"}}
    assert "diamant.games.club.game" in reached(graph, ["diamant.events"])
