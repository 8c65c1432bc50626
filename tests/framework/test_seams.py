"""The framework asks scenes only through the hooks Scene declares, names no scene, and opens the
few it needs by their role; scenes promised by name load when first opened."""
from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "diamant" / "ui"

#: what a probe for a scene's own attribute looked like (getattr(scene, "session", None)...)
SCENE_ATTRS = {"session", "in_game", "game_id", "scene_name", "guide", "owns_session", "game_session"}


def _ui_files() -> list[Path]:
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 20
    return files


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _other_words(tree: ast.AST) -> set[int]:
    """Strings that name something else with the same word: a sound (``SOUND_NAMES``: the
    "round-end" jingle), an input action's value (``Action.PAUSE = "pause"``), a key's name in a
    table of labels, a key of a dict, or an attribute's name given to getattr."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id.endswith("SOUND_NAMES") for t in targets) and node.value:
                out |= {id(c) for c in ast.walk(node.value) if isinstance(c, ast.Constant)}
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and any(
                isinstance(t, ast.Name) and t.id.endswith("_LABELS") for t in node.targets):
            # a table of key or button names (the Pause key is "pause")
            out |= {id(k) for k in node.value.keys if isinstance(k, ast.Constant)}
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) >= 2:
            out.add(id(node.args[1]))  # an attribute's name (settings.controls), not a scene's
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            out.add(id(node.slice))  # a key of the scene's own table (its rects["title"])
        if isinstance(node, ast.ClassDef) and any("Enum" in ast.unparse(b) for b in node.bases):
            out |= {id(st.value) for st in node.body
                    if isinstance(st, ast.Assign) and isinstance(st.value, ast.Constant)}
    return out


def test_the_framework_names_no_scene():
    import diamant.shell.scenes  # noqa: F401 - promises every scene: the shell's and each game's
    from diamant.ui import nav
    names = set(nav.names())
    assert {"title", "pause", "expedition", "club-table"} <= names
    found = []
    for path in _ui_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _docstrings(tree) | _other_words(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip \
                    and node.value in names:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    assert found == []


def test_the_framework_probes_no_scene():
    found = []
    for path in _ui_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2):
                continue
            target = ast.unparse(node.args[0]).lower()
            attr = node.args[1].value if isinstance(node.args[1], ast.Constant) else None
            if "scene" in target or "top" in target or attr in SCENE_ATTRS:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)}")
    assert found == []


def test_the_scene_hooks_have_harmless_defaults(app):
    from diamant.ui.scene import Scene
    s = Scene(app)
    assert (s.in_game, s.game_id, s.scene_name, s.game_session()) == (False, None, None, None)


class _Game:
    def __init__(self, over: bool) -> None:
        self.is_over, self.closed = over, False

    def close(self) -> None:
        self.closed = True


def test_the_app_asks_a_scene_for_its_game(app):
    """Closing the window asks first while a scene's game is not over; no scene name involved."""
    import diamant.shell.scenes  # noqa: F401 - the shell casts its quit question
    from diamant.ui import nav
    from diamant.ui.scene import Scene

    class Table(Scene):
        def __init__(self, app, game) -> None:
            super().__init__(app)
            self.game = game

        def game_session(self):
            return self.game

    game = _Game(over=False)
    table = app.push(Table(app, game))
    assert app.in_game
    app.request_close()
    assert app.running and app.nav.top_plays(nav.Role.CONFIRM_QUIT)
    app.top.close()
    game.is_over = True
    assert not app.in_game
    app.request_close()
    assert not app.running and app.top is table


def test_a_role_nobody_plays_opens_nothing(app, monkeypatch):
    from diamant.ui import nav
    monkeypatch.setattr(nav, "_CAST", {})
    assert app.nav.open(nav.Role.PAUSE) is None and not app.nav.top_plays(nav.Role.PAUSE)


def test_a_promised_scene_loads_its_module_when_first_made(app, tmp_path, monkeypatch):
    from diamant.ui import nav
    (tmp_path / "promised_scene_mod.py").write_text(textwrap.dedent('''
        from diamant.ui import nav
        from diamant.ui.scene import Scene

        @nav.scene("test-promised")
        class Promised(Scene):
            pass
        '''), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(nav, "_FACTORIES", dict(nav._FACTORIES))
    monkeypatch.setattr(nav, "_LAZY", dict(nav._LAZY))
    monkeypatch.delitem(sys.modules, "promised_scene_mod", raising=False)
    nav.lazy("promised_scene_mod", ["test-promised", "test-never-registered"])
    assert "test-promised" in nav.names() and not nav.is_loaded("test-promised")
    assert "promised_scene_mod" not in sys.modules
    scene = app.nav.push("test-promised")
    assert "promised_scene_mod" in sys.modules and nav.name_of(scene) == "test-promised"
    assert nav.is_loaded("test-promised")
    with pytest.raises(nav.UnknownScene):  # promised, but its module registers no such scene
        app.nav.push("test-never-registered")
    assert "test-never-registered" not in nav.names()


# A fresh interpreter: what the app's start imports, and what each registration promises.
_START = r'''
import os, sys
os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
import diamant.main  # noqa: F401 - the app's entry, as `diamant` runs it
from diamant.shell import games
from diamant.ui.app import App, default_settings

def loaded(prefix):
    return sorted(m for m in sys.modules if m == prefix or m.startswith(prefix + "."))

games.load_all()
app = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
app.nav.push("title")
app.frame(0.0)
print("scenes", [type(s).__name__ for s in app.scenes])
print("diamant", loaded("diamant.games.diamant.screens.scenes"), "flow" in str(loaded("diamant.games.diamant.screens")))
print("club", [m for m in loaded("diamant.games.club") if m not in (
    "diamant.games.club", "diamant.games.club.screens", "diamant.games.club.screens.entry",
    "diamant.games.club.screens.registration",
    # the title's own needs, light: its Learn to play button's words and the club's sound list
    "diamant.games.club.screens.lesson_progress", "diamant.games.club.screens.sounds",
    # its file format, which the title asks for a finished game left in the club's autosave
    "diamant.games.club.history",
    # its table's own keys, which Settings -> Controls lists before the club is first played
    "diamant.games.club.screens.table_keys")])
print("shell", loaded("diamant.shell.scenes"))
print("later", loaded("diamant.games.diamant.bots"), "fluent.runtime" in sys.modules, "babel" in sys.modules)
title = app.top
title.choose_game("club")
for _ in range(3):
    app.frame(1 / 60)
print("chosen", "diamant.games.club.screens.table_scene" in sys.modules,
      "diamant.games.club.game" in sys.modules)
'''


def test_the_start_loads_no_game_screens_until_a_game_is_chosen():
    out = subprocess.run([sys.executable, "-c", _START], capture_output=True, text=True, timeout=120,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines() if " " in line)
    assert lines["scenes"] == "['TitleScene']"
    assert lines["diamant"] == "[] False"  # no scene of Diamant, no flow: the title shows without
    assert lines["club"] == "[]"  # neither the club's rules nor its scenes
    assert lines["shell"] == "['diamant.shell.scenes', 'diamant.shell.scenes.crash', 'diamant.shell.scenes.title']"
    # nor the bots (with their runner and multiprocessing) nor fluent.runtime and Babel: the
    # title's texts are plain words, and it plays no game
    assert lines["later"] == "[] False False"
    assert lines["chosen"] == "True True"  # chosen on the title: the club's screens load


_PROMISES = r'''
import importlib, pkgutil, sys
import diamant.shell.scenes  # noqa: F401 - the shell's promises and each game's registration
from diamant.ui import nav
promised = dict(nav._LAZY)
for name, module in sorted(promised.items()):
    f = nav.factory(name)  # imports the module promised
    assert f.__module__ == module, (name, module, f.__module__)
packages = ["diamant.shell.scenes", "diamant.games.diamant.screens.scenes", "diamant.games.club.screens"]
for pkg in packages:
    for info in pkgutil.iter_modules(importlib.import_module(pkg).__path__):
        importlib.import_module(f"{pkg}.{info.name}")
unpromised = sorted(n for n in nav.names() if n not in promised)
print("unpromised", unpromised)
'''


def test_every_scene_is_promised_by_the_module_that_registers_it():
    """Each registration (the shell's, each game's) lists every scene of its package, each with
    the module that registers it: a scene left out would be missing until something imported it."""
    out = subprocess.run([sys.executable, "-c", _PROMISES], capture_output=True, text=True, timeout=120,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "unpromised []"
