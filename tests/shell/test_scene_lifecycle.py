"""The scenes' life cycle: every scene that leaves the stack is disposed once by the App, and what
it held (its table's pictures, its session's worker) goes at once, at its dispose (the test holds
the table: only dispose can have emptied it); after a whole game and back at the title nothing of
the game is alive."""
from __future__ import annotations

import gc
import weakref

import pytest

import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes with the navigator
import diamant.shell.scenes  # noqa: F401
from diamant.ui import nav
from diamant.ui.app import App
from diamant.ui.scene import Scene
from diamant.games.diamant.screens.flow import start_game
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision


def _app() -> App:
    app = App(headless=True, size=(640, 360), audio=False)
    app.settings.animation_speed = 0.0
    app.settings.curtain = True
    app.time = 1.0
    return app


def _setup() -> TableSetup:
    kinds = ("human", "human", "bot")  # two humans: the hot-seat curtain comes up
    return TableSetup([SeatSetup(f"P{i}", k, None if k == "human" else "counter-rule", i)
                       for i, k in enumerate(kinds)], "classic", False, 3)


def _play_whole_game(app: App, seen: dict[int, Scene]) -> None:
    """Through the real scenes: the curtain lifted, each human on the third card leaves, every
    other round summary goes straight on (no camp), the others go to the camp."""
    sess = app.top.session
    for i in range(6000):
        for scene in app.scenes:
            seen.setdefault(id(scene), scene)
        if app.game_over_seen:
            return
        top = app.top
        name = nav.name_of(top)
        if name == "handover":
            top.confirm()
        elif name == "board":
            top.start_expedition()
        elif name == "round-end":
            (top.go_straight_on if top.round % 2 else top.close_summary)()
        elif name == "expedition" and top.can_decide():
            top.decide(Decision.LEAVE if len(sess.game.path) >= 3 else Decision.CONTINUE)
        sess.wait_for_bots(1.0)
        app.frame(0.25, [], draw=i % 8 == 0)  # (drawn now and then: covered scenes hear it)
    raise AssertionError(f"the game did not end (top: {nav.name_of(app.top)})")


@pytest.mark.slow  # a whole game through the real scenes: 3-4 s
def test_a_whole_game_leaves_nothing_alive_back_at_the_title(monkeypatch):
    disposed: list[int] = []
    real = Scene.dispose

    def counting(self):
        disposed.append(id(self))
        real(self)
    monkeypatch.setattr(Scene, "dispose", counting)

    app = _app()
    app.nav.push("title")
    seen: dict[int, Scene] = {}
    session = start_game(app, _setup())
    _play_whole_game(app, seen)
    names = {nav.name_of(s) for s in seen.values()}
    assert {"board", "expedition", "handover", "round-end", "scoring"} <= names, names
    tables = [s.table for s in seen.values() if nav.name_of(s) == "expedition"]
    assert len(tables) == 1  # one cave for the whole game, under each camp
    table = tables[0]
    refs = {f"{nav.name_of(s)} {id(s)}": weakref.ref(s) for s in seen.values() if nav.name_of(s) != "title"}
    refs.update(session=weakref.ref(session), game=weakref.ref(session.game), table=weakref.ref(table),
                view=weakref.ref(table.view))
    title = app.scenes[0]
    del tables

    app.top.to_menu()  # the scores' "Back to the menu"
    app.frame(0.25, [])
    assert list(app.scenes) == [title]
    # every scene that left was disposed, exactly once (the title stayed: not disposed)
    gone = [s for s in seen.values() if s is not title]
    assert sorted(disposed) == sorted(id(s) for s in gone)
    assert all(s.disposed for s in gone) and not title.disposed
    # what they held went at their dispose, not at the next collection: the table's pictures
    # and the session's worker
    assert len(table.view._cache) == len(table.view._faces) == len(table.view._texts) == 0
    assert table.view._still is None and table.on_shown is None
    assert session._executor is None
    del gone, seen, table, session, title
    gc.collect()  # (the App collects after a scene left; this one is for what the test held)
    alive = [name for name, ref in refs.items() if ref() is not None]
    assert alive == []


def test_the_camp_covers_the_cave_and_hands_it_the_round():
    app = _app()
    start_game(app, TableSetup([SeatSetup("A", "human", None, 0), SeatSetup("B", "bot", "counter-rule", 1)],
                               "classic", False, 4))
    board = app.top
    assert nav.name_of(board) == "board" and board.on_start is None  # the first camp: no cave yet
    board.start_expedition()
    exp = app.top
    assert nav.name_of(exp) == "expedition" and exp.board_round == 1 and board.disposed
    sess = exp.session
    for _ in range(4000):  # to the second round's camp
        if nav.name_of(app.top) == "board":
            break
        top = app.top
        if nav.name_of(top) == "round-end":
            top.close_summary()
        elif nav.name_of(top) == "expedition" and top.can_decide():
            top.decide(Decision.LEAVE)
        sess.wait_for_bots(1.0)
        app.frame(0.25, [])
    camp = app.top
    assert nav.name_of(camp) == "board" and camp.round_no == 2
    assert [nav.name_of(s) for s in app.scenes] == ["expedition", "board"]  # the cave waits below
    assert not exp.disposed and sess._executor is not None  # the game goes on: the worker too
    camp.start_expedition()
    assert app.top is exp and exp.board_round == 2 and camp.disposed and camp.on_start is None
    assert sess._executor is not None


def test_a_scene_leaving_the_stack_lets_its_session_go_unless_another_carries_it():
    from diamant.games.diamant.screens.flow import release_session

    class Holder(Scene):
        def __init__(self, app, session):
            super().__init__(app)
            self.session = session

    class FakeSession:
        closed = 0

        def close(self):
            self.closed += 1

    app = _app()
    sess = FakeSession()
    a = app.push(Holder(app, sess))
    release_session(app, sess)
    assert sess.closed == 0  # `a` still plays it
    app.remove(a)
    release_session(app, sess)
    assert sess.closed == 1
