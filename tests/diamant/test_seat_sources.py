"""Seats are decision sources behind one interface: a local human, a bot on the worker thread, a
player on another machine (here a scripted remote link). Resume rebuilds the bots with the game's
history."""
from __future__ import annotations

import json
import random
from collections import deque
from types import MappingProxyType


import diamant.shell.scenes  # noqa: F401 - registers the scenes with the navigator
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes with the navigator
from diamant.ui.app import App
from diamant.games.diamant.screens.seat_sources import BotOnWorker, LocalHuman, RemoteSeat
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision, GameRecord


class ScriptedLink:
    """The far end of a remote seat, scripted: it reads the view it is sent (as JSON, the way it
    would cross a network) and answers a few frames later; it leaves at `limit` cards."""

    def __init__(self, limit: int = 4, latency: int = 3) -> None:
        self.limit = limit
        self.latency = latency
        self.sent: list[dict] = []
        self.answers: deque = deque()
        self.wait = 0

    def send(self, message: dict) -> None:
        message = json.loads(json.dumps(message))  # only plain data crosses the wire
        self.sent.append(message)
        if message["type"] == "cancel":
            self.answers.clear()
            return
        view = message["view"]
        self.answers.append("leave" if len(view["path"]) >= self.limit else "continue")
        self.wait = self.latency

    def receive(self) -> str | None:
        if not self.answers:
            return None
        if self.wait > 0:
            self.wait -= 1
            return None
        return self.answers.popleft()


def _setup(seed: int) -> TableSetup:
    return TableSetup([SeatSetup("Ann", "human", None, 0), SeatSetup("Bot", "bot", "steady", 1),
                       SeatSetup("Far", "human", None, 2), SeatSetup("Cat", "bot", "counter", 3)],
                      "iello", True, seed)


def test_a_remote_seat_plays_a_whole_game_through_the_unchanged_scenes():
    app = App(headless=True, size=(960, 540), audio=False)
    app.settings.animation_speed = 4.0
    link = ScriptedLink()
    sess = GameSession(_setup(31), autosave=False, speed=4.0, sources={2: RemoteSeat(link)})
    assert sess.humans == [0] and not sess.is_human(2)  # the remote player is not at this screen
    app.nav.push("board", session=sess)
    for _ in range(60000):
        if app.game_over_seen:
            break
        top = app.top
        name = type(top).__name__
        if name == "ExpeditionScene" and top.can_decide():
            assert top.active == 0  # only the local human is ever asked at this screen
            top.decide(Decision.LEAVE if len(sess.game.path) >= 3 else Decision.CONTINUE)
        elif name == "BoardScene":
            top.start_expedition()
        elif name == "RoundEndScene":
            top.button.on_click()
        elif name == "HandoverScene":
            raise AssertionError("one human at this screen needs no curtain")
        sess.wait_for_bots(1.0)
        app.frame(1 / 20, [])
    assert sess.is_over and app.game_over_seen
    asked = [m for m in link.sent if m["type"] == "decide"]
    mine = [d for s, d in sess.game.decisions if s == 2]
    assert len(asked) == len(mine) >= 5
    # the remote seat saw its own view only: its chest, never the others' (secret chests)
    for m in asked:
        v = m["view"]
        assert v["seat"] == 2 and [c is None for c in v["chests"]] == [True, True, False, True]
    # and its decisions were the ones its far end sent
    assert mine == [Decision.LEAVE if len(m["view"]["path"]) >= link.limit else Decision.CONTINUE
                    for m in asked]
    sess.close()


def test_default_sources():
    sess = GameSession(_setup(2), autosave=False)
    try:
        kinds = [type(sess.sources[s]) for s in range(4)]
        assert kinds == [LocalHuman, BotOnWorker, LocalHuman, BotOnWorker]
        assert sess.humans == [0, 2]
    finally:
        sess.close()


def _plain(obj, depth=0):
    """A bot's whole state as plain, comparable data (its random generator included)."""
    if depth > 12:
        return "..."
    if isinstance(obj, (int, float, str, bool, type(None), Decision)):
        return obj
    if isinstance(obj, random.Random):
        return obj.getstate()
    if hasattr(obj, "to_dict") and callable(obj.to_dict):
        return _plain(obj.to_dict(), depth + 1)
    if isinstance(obj, (list, tuple, set, frozenset, deque)):
        items = [_plain(v, depth + 1) for v in obj]
        return sorted(items, key=repr) if isinstance(obj, (set, frozenset)) else items
    if isinstance(obj, (dict, MappingProxyType)):
        return sorted(((repr(k), _plain(v, depth + 1)) for k, v in obj.items()), key=repr)
    if callable(obj) and not hasattr(obj, "__dict__"):
        return repr(type(obj))
    fields = dict(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(obj, name):
                fields[name] = getattr(obj, name)
    return (type(obj).__name__, _plain(fields, depth + 1))


def _bot_state(sess: GameSession, seat: int):
    return _plain(sess.deciders[seat].bot)


def _play_steps(sess: GameSession, steps: int) -> None:
    """Play `steps` resolved steps: the humans continue up to 3 cards, the bots decide."""
    for _ in range(steps):
        before = sess.step
        for s in sess.awaiting_humans():
            sess.choose(s, "leave" if len(sess.game.path) >= 3 else "continue")
        for _ in range(2000):
            if sess.step != before or sess.is_over:
                break
            sess.update(0.0, True)
            sess.wait_for_bots(5.0)
        assert sess.step != before or sess.is_over


def test_resume_rebuilds_the_bots_with_the_games_history():
    setup = TableSetup([SeatSetup("Ann", "human", None, 0), SeatSetup("Exp", "bot", "expert", 1),
                        SeatSetup("Gam", "bot", "gambler", 2), SeatSetup("Exp2", "bot", "expert", 3)],
                       "classic", False, 77)
    full = GameSession(setup, autosave=False, speed=0)
    _play_steps(full, 12)
    record = GameRecord.from_json(full.record().to_json())
    resumed = GameSession.from_saved(record, autosave=False, speed=0)
    fresh = GameSession(setup, autosave=False, speed=0)  # bots that never saw the game
    try:
        resumed.sources[1].after.result(30)  # the catch-up ran on the worker thread
        for seat in (1, 2, 3):
            assert _bot_state(resumed, seat) == _bot_state(full, seat)
        assert _bot_state(fresh, 1) != _bot_state(full, 1)  # the expert learned something
        # and the game goes on exactly as if it had never stopped
        _play_steps(full, 10)
        _play_steps(resumed, 10)
        assert resumed.game.decisions == full.game.decisions
    finally:
        for s in (full, resumed, fresh):
            s.close()
