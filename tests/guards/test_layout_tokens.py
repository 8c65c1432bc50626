"""The screens' layout numbers have names: a scene says ``round(theme.DIALOG_PAD * u)`` or
``round(ROW_H * u)`` (a token of diamant/ui/theme/tokens.py, or a constant at the top of the one
module that uses it), not ``round(3 * u)``. The guard reads the scene modules' source (an AST walk)
and counts the bare numbers multiplied by the unit: ``<number> * u`` or ``u * <number>``, where the
unit is a name ``u`` or an attribute ``.u`` (``app.u``, ``self.app.u``), and the bare numbers given
to ``theme.px(app, <number>)`` (the same length in whole pixels). Every number counts, 0, 1, 2 and
0.5 too: a name says what the length is for.

The guard reads every game's screens (diamant/games/*/screens/, its scenes and the helpers that
draw for them, Diamonds Club's too), the shared shell's scenes and the framework's scene module.
A length shared by several of a game's modules is a token of that game (Diamonds Club's:
diamant/games/club/screens/tokens.py), never of the framework's theme.

MAX_BARE: 371 such numbers were inline in Diamant's and the shell's scenes before they were named
(265 times u, 106 in px), and 299 more in the rest of the games' screens (251 of them in
Diamonds Club's); none is left. The threshold leaves room for a few while a change is merged; a
new screen names its numbers.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENE_MODULES = sorted([*(ROOT / "diamant" / "games").glob("*/screens/**/*.py"),
                        *(ROOT / "diamant" / "shell" / "scenes").glob("*.py"),
                        ROOT / "diamant" / "ui" / "scene.py"])
MAX_BARE = 4


def _is_unit(node: ast.expr) -> bool:
    return ((isinstance(node, ast.Name) and node.id == "u")
            or (isinstance(node, ast.Attribute) and node.attr == "u"))


def _number(node: ast.expr) -> float | None:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        inner = _number(node.operand)
        return None if inner is None else (-inner if isinstance(node.op, ast.USub) else inner)
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return float(node.value)
    return None


def _is_px(node: ast.expr) -> bool:
    return ((isinstance(node, ast.Name) and node.id == "px")
            or (isinstance(node, ast.Attribute) and node.attr == "px"))


def bare_unit_multiples(source: str) -> list[tuple[int, float]]:
    """(line, number) of each ``<number> * u``, ``u * <number>`` and ``px(app, <number>)`` in
    ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            for num, unit in ((node.left, node.right), (node.right, node.left)):
                value = _number(num)
                if value is not None and _is_unit(unit):
                    found.append((node.lineno, value))
        elif isinstance(node, ast.Call) and _is_px(node.func) and len(node.args) == 2:
            value = _number(node.args[1])
            if value is not None:
                found.append((node.lineno, value))
    return sorted(found)


def test_the_guard_finds_bare_numbers_times_the_unit():
    source = ("a = round(3 * u)\n"
              "b = round(app.u * 4.2)\n"
              "c = self.app.u * 2\n"
              "d = -1.5 * u\n"
              "e = (1 + 2) * u\n"  # an expression, not a bare number: not counted
              "f = theme.px(app, 0.8)\n"
              "g = max(1, px(self.app, 2))\n")
    assert bare_unit_multiples(source) == [(1, 3.0), (2, 4.2), (3, 2.0), (4, -1.5), (6, 0.8), (7, 2.0)]


def test_the_guard_leaves_named_numbers_alone():
    source = ("a = round(theme.DIALOG_PAD * u)\n"
              "b = round(2 * ROW_GAP * u)\n"    # twice a named gap: (2 * ROW_GAP) * u
              "c = round((TOP + BOTTOM) * u)\n"
              "d = round(u)\n"
              "e = 3 * width\n"                 # not the unit
              "f = theme.px(app, theme.FOCUS_W)\n"
              "g = theme.px(app, 2 * TAG_INSET)\n")
    assert bare_unit_multiples(source) == []


def test_the_scenes_name_their_layout_numbers():
    assert len(SCENE_MODULES) >= 15  # the guard reads the scene modules
    read = {path.relative_to(ROOT).as_posix() for path in SCENE_MODULES}
    for module in ("diamant/games/club/screens/table_scene.py", "diamant/games/club/screens/build.py",
                   "diamant/games/diamant/screens/scenes/expedition.py", "diamant/games/diamant/screens/logpanel.py"):
        assert module in read  # every game's screens, not only Diamant's scenes
    bare = {path.relative_to(ROOT).as_posix(): hits for path in SCENE_MODULES
            if (hits := bare_unit_multiples(path.read_text(encoding="utf-8")))}
    total = sum(len(hits) for hits in bare.values())
    assert total <= MAX_BARE, (
        f"{total} bare layout numbers (times u, or in px) in the scenes (at most {MAX_BARE}); name them "
        f"(a constant at the top of the module, or a token of the game's screens): {bare}")
