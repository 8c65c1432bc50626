"""GameSession: engine + seats + bot worker thread + autosave, without any drawing."""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from diamant.games.diamant.bots import BOTS
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision, DecisionsRevealed, GameEnded, GameRecord, RulesError


def _table(kinds=("human", "bot", "bot"), seed=7, **kw) -> TableSetup:
    seats = []
    for i, k in enumerate(kinds):
        seats.append(SeatSetup(f"P{i}", k, None if k == "human" else "counter-rule", i))
    return TableSetup(seats, seed=seed, **kw)


def _play(sess: GameSession, human_policy=lambda sess, seat: "continue", max_frames=20000):
    frames = 0
    while not sess.is_over and frames < max_frames:
        sess.update(0.05, True)
        for seat in sess.awaiting_humans():
            sess.choose(seat, human_policy(sess, seat))
        sess.wait_for_bots()
        frames += 1
    return frames


def test_whole_game_bots_and_a_human():
    sess = GameSession(_table(), autosave=False)
    try:
        leave_after = lambda sess, seat: "leave" if len(sess.game.path) >= 4 else "continue"
        _play(sess, leave_after)
        assert sess.is_over
        events = sess.take_events()
        assert isinstance(events[-1], GameEnded)
        assert events[-1].scores == sess.game.scores()
    finally:
        sess.close()


def test_bots_wait_for_the_display_and_think_visibly():
    sess = GameSession(_table(("bot", "bot", "bot")), autosave=False, speed=1.0)
    try:
        sess.update(0.1, False)  # display still busy: nobody starts thinking
        assert sess.thinking_seats == ()
        sess.update(0.0, True)
        assert sess.thinking_seats == (0, 1, 2)
        sess.wait_for_bots()
        sess.update(0.01)  # computed, but the minimum think time has not passed
        assert sess.decided_seats() == ()
        for _ in range(20):
            sess.update(0.05)
        assert sess.game.round > 1 or len(sess.game.path) > 1 or sess.decided_seats()
    finally:
        sess.close()


def test_instant_speed_has_no_think_time():
    sess = GameSession(_table(("bot", "bot", "bot")), autosave=False, speed=0)
    try:
        path = len(sess.game.path)
        sess.update(0.0, True)
        sess.wait_for_bots()
        sess.update(0.0)
        assert len(sess.game.path) != path or sess.game.round > 1
    finally:
        sess.close()


def test_a_slow_bot_does_not_block_the_frame_loop(monkeypatch):
    release = threading.Event()

    answered: list[int] = []

    def slow(view):
        release.wait(10)  # an update that waited for the bot would wait this long
        answered.append(1)
        return Decision.LEAVE

    monkeypatch.setitem(BOTS, "slow-test", lambda seed=None, seat=0: slow)
    setup = TableSetup([SeatSetup("H", "human"), SeatSetup("S", "bot", "slow-test", 1),
                        SeatSetup("B", "bot", "slow-test", 2)], seed=3)
    sess = GameSession(setup, autosave=False, speed=0)
    try:
        for _ in range(100):  # 100 frames while the bot thinks
            sess.update(1 / 60, True)
        # they all went by while both bots were still held: none waited for a bot
        assert not answered
        assert sess.thinking(1) and 1 in sess.game.awaiting
        sess.choose(0, "continue")
        release.set()
        sess.wait_for_bots()
        before = len(sess.game.decisions)
        sess.update(0.0)
        assert len(sess.game.decisions) > before
    finally:
        release.set()
        sess.close()


def test_a_stale_thought_is_never_applied(monkeypatch):
    release = threading.Event()

    def slow(view):
        release.wait(5)
        return Decision.CONTINUE

    monkeypatch.setitem(BOTS, "slow-test", lambda seed=None, seat=0: slow)
    setup = TableSetup([SeatSetup("H", "human"), SeatSetup("S", "bot", "slow-test", 1),
                        SeatSetup("B", "bot", "slow-test", 2)], seed=3)
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="test-bot")
    sess = GameSession(setup, autosave=False, speed=0, executor=worker)
    sess.update(0.0, True)
    decisions = list(sess.game.decisions)
    sess.close()  # e.g. the window closes while the bot thinks
    release.set()
    worker.shutdown(wait=True)  # the thoughts in flight have come back, too late
    sess.update(0.0, True)
    assert sess.game.decisions == decisions


def test_a_broken_bot_leaves_instead_of_crashing(monkeypatch):
    def broken(view):
        raise RuntimeError("boom")

    monkeypatch.setitem(BOTS, "broken-test", lambda seed=None, seat=0: broken)
    setup = TableSetup([SeatSetup("A", "bot", "broken-test", 0), SeatSetup("B", "bot", "counter-rule", 1),
                        SeatSetup("C", "bot", "counter-rule", 2)], seed=5)
    sess = GameSession(setup, autosave=False, speed=0)
    try:
        for _ in range(5):
            sess.update(0.0, True)
            sess.wait_for_bots()
        assert sess.warnings and (0, Decision.LEAVE) in sess.game.decisions
    finally:
        sess.close()


def test_a_human_choice_stays_hidden_until_everyone_chose():
    sess = GameSession(_table(("human", "human", "bot")), autosave=False)
    try:
        sess.take_events()
        events = sess.choose(0, "leave")
        assert not any(isinstance(e, DecisionsRevealed) for e in events)
        assert "leave" not in repr(sess.take_events()).lower()
        assert sess.decided_seats() == (0,)
        with pytest.raises(RulesError):
            sess.choose(0, "continue")
        with pytest.raises(RulesError):
            sess.choose(2, "continue")  # a bot's seat
    finally:
        sess.close()


def test_autosave_after_each_step_and_resume_gives_the_same_state(monkeypatch):
    saved = []

    class FakeStorage:
        def save_game(self, record, ui):
            saved.append(GameRecord.from_json(record.to_json()))

        history = []

        def add_to_history(self, record, game, now=None):
            self.history.append(record)

        cleared = 0

        def clear_saved_game(self):
            FakeStorage.cleared += 1

    fake = FakeStorage()
    sess = GameSession(_table(("human", "human", "bot")), autosave=True, store=fake)
    assert len(saved) == 1 and saved[0].decisions == []
    sess.update(0.0, True)
    sess.choose(0, "continue")
    # the step is not resolved yet, but the choice is kept: a resumed game does not ask again
    assert len(saved) == 2 and saved[-1].decisions == [(0, Decision.CONTINUE)]
    sess.choose(1, "continue")
    assert len(saved) == 3
    sess.wait_for_bots()
    for _ in range(40):
        sess.update(0.05, True)
        if len(saved) > 3:
            break
    assert len(saved) == 4
    rec = saved[-1]
    assert len(rec.decisions) == 3
    again = GameSession.from_saved(rec, autosave=False)
    try:
        g1, g2 = sess.game, again.game
        assert (g1.round, g1.path, g1.carried, g1.chests, g1.awaiting) == \
               (g2.round, g2.path, g2.carried, g2.chests, g2.awaiting)
        assert again.names == sess.names and again.humans == [0, 1]
        # finishing the game stores it and removes the autosave
        _play(sess)
        assert fake.history and FakeStorage.cleared == 1
    finally:
        sess.close()
        again.close()


def test_table_setup_fixes_bad_tables():
    t = TableSetup([SeatSetup("A", "human", None, 2), SeatSetup("", "bot", "nope", 2)],
                   edition="nonsense").fixed()
    assert len(t.seats) == 3
    assert len({s.colour for s in t.seats}) == 3
    assert all(s.level in BOTS for s in t.seats if not s.human)
    assert t.edition == "classic" and all(s.name for s in t.seats)
    again = TableSetup.from_dict(t.to_dict())
    # read back, default names ("Steady 2") are default names again (""), written out anew
    assert again is not None and again.fixed().to_dict() == t.to_dict()
    assert [s.name for s in again.seats] == ["A", "", ""]
    assert TableSetup.from_dict({"bad": 1}) is None
    d = TableSetup.default()
    assert len(d.seats) == 4 and d.humans == [0]


def test_a_store_that_cannot_write_warns_and_the_game_plays_on():
    from diamant.storage import StorageError

    class FullDisk:
        cleared = 0
        saves: list = []

        def save_game(self, record, ui=None):
            FullDisk.saves.append((record, dict(ui or {})))
            raise StorageError("No space left on device")

        def add_to_history(self, record, game, *, now=None):
            raise StorageError("No space left on device")

        def clear_saved_game(self):
            FullDisk.cleared += 1

    sess = GameSession(_table(("bot", "bot", "bot")), autosave=True, store=FullDisk(), speed=0)
    try:
        assert any("autosave failed" in w and "No space left" in w for w in sess.warnings)
        _play(sess)
        assert sess.is_over
        assert any("finished game could not be stored" in w for w in sess.warnings)
        # the player is told in words of the locales, and the game is not given up: the autosave
        # is kept (never cleared) and is asked to hold the ended game, its last step included
        assert "message-history-not-stored" in [getattr(w, "key", None) for w in sess.warnings]
        assert FullDisk.cleared == 0
        last, ui = FullDisk.saves[-1]
        assert ui.get("finished") is True and "finished_at" in last.meta
        assert last.decisions == sess.game.decisions
    finally:
        sess.close()


def test_the_seat_the_editions_and_the_seat_limits_come_from_the_engine():
    from diamant.games.diamant.engine import BOT, HUMAN, MAX_PLAYERS, MIN_PLAYERS, PRESET_NAMES, Edition, Ruleset, SeatInfo
    assert set(PRESET_NAMES) == {e.value for e in Edition} - {"custom"}
    for edition in PRESET_NAMES:
        rules = Ruleset.preset(edition)
        assert TableSetup(edition=edition).seat_limits() == (rules.min_players, rules.max_players)
    assert (MIN_PLAYERS, MAX_PLAYERS) == (Ruleset().min_players, Ruleset().max_players)
    many = TableSetup([SeatSetup("", BOT, None, i % 8) for i in range(MAX_PLAYERS + 3)]).fixed()
    few = TableSetup([SeatSetup("A", HUMAN, None, 0)]).fixed()
    assert (len(few.seats), len(many.seats)) == (MIN_PLAYERS, MAX_PLAYERS)
    # the lobby's draft of a seat and the engine's seat are the same seat
    for info in (SeatInfo("Ann", HUMAN, None, 3), SeatInfo("Bot", BOT, "counter-rule", 5)):
        assert SeatSetup.of(info).info() == info
    assert SeatSetup.of(SeatInfo("Old", BOT, "no-such-bot", None), 6).info().colour == 6
    assert SeatSetup.of(SeatInfo("Old", BOT, "no-such-bot", None), 6).level in BOTS
