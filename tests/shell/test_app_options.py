"""The flags tools and tests set on the App are declared options, read as attributes.

`App.__init__` declares each with its default and a comment; a `getattr(app, "instant", False)`
elsewhere would hide a misspelt or removed flag behind its default."""
import ast
import re
from pathlib import Path

from diamant.ui.app import App

ROOT = Path(__file__).resolve().parents[2]
FLAGS = ("instant", "autosave", "save_settings_headless", "headless", "game_over_seen",
         "timesource", "bot_executor", "new_seed")


def _declared() -> set[str]:
    tree = ast.parse(Path(App.__init__.__code__.co_filename).read_text(encoding="utf-8"))
    init = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                and n.name == "__init__" and n.lineno == App.__init__.__code__.co_firstlineno)
    return {t.attr for n in ast.walk(init) if isinstance(n, (ast.Assign, ast.AnnAssign))
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}


def test_every_flag_is_declared_on_the_app():
    assert set(FLAGS) <= _declared()


def test_no_flag_is_guessed_with_getattr_or_hasattr():
    guess = re.compile(r"\b(?:getattr|hasattr)\(\s*[\w.]*app\s*,\s*[\"'](%s)[\"']" % "|".join(FLAGS))
    found = []
    for folder in ("diamant", "diamant_dev"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if guess.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "read these as attributes (App declares them):\n" + "\n".join(found)
