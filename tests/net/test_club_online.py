"""A Diamonds Club online table in the app: the host's window and a guest's (two headless apps
in this process, on loopback) play a whole game through the club's table scene."""
from __future__ import annotations

import time
from functools import partial

import pytest

import diamant.games.club.screens  # noqa: F401 - the club's scenes and its table opener
from diamant.games.club.screens.online import OnlineClubSession
from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
from diamant.shell.online import HostedTable, JoinedTable, opener
from toolbox import make_app as _make_app

make_app = partial(_make_app, speed=0.0, time=1.0)


def _wait(cond, n: int = 500) -> bool:
    for _ in range(n):
        if cond():
            return True
        time.sleep(0.01)
    return cond()


def _play(app, sess) -> None:
    """This screen's move when it has one (mostly the first legal action, sometimes the last),
    and the round's summary read and closed."""
    top = app.top
    if getattr(top, "scene_name", "") == "club-round-end" and callable(getattr(top, "on_continue", None)):
        top.close()
        top.on_continue()
    elif app.nav.top_is("club-gems"):
        # the table opened the panel for the person to move: it is answered there, as a person
        # does (a move played past an open panel would leave it over a table that waits on it)
        top.finish()
    elif sess.human_to_move() is not None:
        legal = sess.game.legal()
        sess.play(legal[0] if len(sess.game.actions) % 3 else legal[-1])
    app.frame(1 / 30, [])


@pytest.mark.timeout(120)
def test_a_hosted_club_game_plays_to_the_end_with_a_guest_app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    host_app, guest_app = make_app(), make_app(lang="ja")
    hosted = HostedTable("club", [SeatPlan(LOCAL, "beginner", "Ann"), SeatPlan(REMOTE, "beginner"),
                                  SeatPlan(BOT, "beginner", "Bot")])
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    try:
        guest.join()
        assert _wait(lambda: guest.joined() is not None) and guest.joined(), guest.error
        hosted.start()
        assert _wait(lambda: (hosted.poll(), guest.poll(), hosted.started and guest.started)[2])
        opener("club")(host_app, hosted)
        opener("club")(guest_app, guest)
        host_sess, guest_sess = host_app.top.session, guest_app.top.session
        assert isinstance(guest_sess, OnlineClubSession) and guest_sess.names[1] == "Bob"
        # bounded by time, not by a count of frames: a loaded machine gives fewer frames a second
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if host_sess.is_over and guest_sess.is_over:
                break
            _play(host_app, host_sess)
            _play(guest_app, guest_sess)
            time.sleep(0.001)
        assert host_sess.is_over and guest_sess.is_over, (
            [(type(a.top).__name__, len(x.game.actions), x.game.state()["phase"], x.human_to_move())
             for a, x in ((host_app, host_sess), (guest_app, guest_sess))])
        final = hosted.host.table.view(0)
        assert guest_sess.game.state() == host_sess.game.state() == final
        assert guest_sess.game.seed == 0 and not any("differs" in str(w) for w in guest_sess.warnings)
    finally:
        guest.close()
        hosted.close()
