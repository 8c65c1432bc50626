"""Pacing: once no human is in the cave, the bots' turns play faster, and "skip to camp" plays the
expedition out without deciding anything for anyone or clicking through the round summary."""
from __future__ import annotations

import diamant.shell.scenes  # noqa: F401 - registers the scenes with the navigator
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes with the navigator
from diamant.ui.app import App
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision


def _expedition(seed=5):
    app = App(headless=True, size=(1280, 720), audio=False)
    app.settings.animation_speed = 1.0
    setup = TableSetup([SeatSetup("Ann", "human", None, 0)]
                       + [SeatSetup(f"B{i}", "bot", "gambler", i) for i in (1, 2, 3)],
                       "classic", False, seed)
    sess = GameSession(setup, autosave=False, speed=1.0)
    app.nav.push("board", session=sess)
    app.top.start_expedition()
    for _ in range(2000):
        app.frame(1 / 30, [])
        if type(app.top).__name__ == "ExpeditionScene":
            break
    return app, sess, app.top


def _until(app, sess, cond, n=4000):
    for _ in range(n):
        if cond():
            return True
        sess.wait_for_bots(1.0)
        app.frame(1 / 30, [])
    return cond()


def test_after_leaving_the_bots_play_faster_and_skip_to_camp_never_decides():
    assert any(_leave_then_skip(seed) for seed in (5, 6, 7, 8))


def _leave_then_skip(seed) -> bool:
    app, sess, exp = _expedition(seed)
    assert _until(app, sess, exp.can_decide)
    assert not exp.skip_button.visible and exp.table.speed == 1.0
    exp.decide(Decision.LEAVE)
    assert _until(app, sess, lambda: exp.skip_button.visible or exp.pending_round_end is not None
                  or type(app.top).__name__ != "ExpeditionScene")
    if not exp.skip_button.visible:
        sess.close()
        return False  # the bots left at once with the human: nothing to watch
    assert exp.table.speed == 2.0 and sess.pace == 2.0  # no human in the cave: faster
    round_no = sess.game.round
    decisions = len([d for s, d in sess.game.decisions if s == 0])
    exp.skip_button.on_click()
    assert _until(app, sess, lambda: type(app.top).__name__ == "RoundEndScene", n=3000)
    # the round summary waits for the player; nothing was decided for the human
    for _ in range(60):
        app.frame(1 / 30, [])
    assert type(app.top).__name__ == "RoundEndScene"
    assert len([d for s, d in sess.game.decisions if s == 0]) == decisions
    assert sess.game.round >= round_no
    sess.close()
    return True
