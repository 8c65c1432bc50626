"""The guided first game talks to the expedition scene only through the lesson's seam
(diamant.games.diamant.screens.lesson): what it reads of the scene is declared by LessonHost."""
from __future__ import annotations

import ast
from pathlib import Path

from diamant.games.diamant.screens import lesson

TUTORIAL = Path(lesson.__file__).with_name("tutorial.py")


def _members(proto: type) -> set[str]:
    return {n for n in vars(proto) if not n.startswith("_")}


def test_the_tutorial_uses_only_what_the_host_declares():
    """Every attribute the tutorial takes of the scene (`self.scene.x`, or `sc.x` after
    `sc = self.scene`) is a LessonHost member, and it assigns none of them."""
    host = _members(lesson.LessonHost)
    assert {"session", "table", "rects", "can_decide", "focus_decision"} <= host
    tree = ast.parse(TUTORIAL.read_text(encoding="utf-8"))
    aliases = {"sc"}
    used, assigned = set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            base = node.value
            on_scene = (isinstance(base, ast.Attribute) and base.attr == "scene"
                        and isinstance(base.value, ast.Name) and base.value.id == "self") or \
                       (isinstance(base, ast.Name) and base.id in aliases)
            if on_scene:
                used.add(node.attr)
                if isinstance(node.ctx, ast.Store):
                    assigned.append(f"{node.lineno}: {node.attr}")
    assert used and used <= host, used - host
    assert assigned == []


def test_the_expedition_opens_with_a_lesson(app):
    """The lesson's setup reaches the scene through its constructor: banner, straight into the
    cave, "New game" at the end, and the layer built with the scene as its host."""
    import diamant.games.diamant.screens.scenes  # noqa: F401 - Diamant's scenes, promised
    from diamant.games.diamant.screens import tutorial
    scene = tutorial.start(app)
    assert app.top is scene and scene.board_round == 1
    assert scene.table.table_model.round_banner == ("menu-learn", {})
    guide = tutorial.running(app)
    assert guide is scene.guide and guide.scene is scene and scene.on_new_game is not None
    scene.focus_decision(lesson_decision("leave"))
    assert scene.focus_card == 0
    scene.close()
    app.frame(0.0, events=[])
    assert tutorial.running(app) is None


def lesson_decision(value: str):
    from diamant.games.diamant.engine import Decision
    return Decision(value)
