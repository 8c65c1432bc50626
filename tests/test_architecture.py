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
    scenes = {m for m in graph if m.startswith(("diamant.app.scenes.", "diamant.shell.scenes."))}
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
    """The framework, the shared screens and Diamant's screens stay readable: a module that grows
    past 700 lines is split (a package that re-exports its names, like diamant.ui.widgets)."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[1] / "diamant"
    files = [p for d in ("ui", "shell", "app") for p in (root / d).rglob("*.py")]
    assert len(files) > 40
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
            "bad = sorted(m for m in sys.modules if m.startswith(('diamant.app', 'diamant.shell', "
            "'diamant.club', 'diamant.ai')))\n"
            "assert bad == [], bad\n"
            "assert app.App.art_class is art.ArtCache\n"
            "import pygame\n"
            "assert art.ArtCache().card('treasure', value=7, size=(50, 70)).get_size() == (50, 70)\n"
            "import diamant.app\n"
            "from diamant.app.cards_art import CardArt\n"
            "assert app.App.art_class is CardArt\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.returncode == 0, out.stderr
