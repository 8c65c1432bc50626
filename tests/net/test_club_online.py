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
from netwait import polled as _wait, seated
from toolbox import make_app as _make_app

make_app = partial(_make_app, speed=0.0, time=1.0)



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
        seated(guest)
        hosted.start()
        assert _wait(lambda: (hosted.poll(), guest.poll(), hosted.started and guest.started)[2])
        opener("club")(host_app, hosted)
        opener("club")(guest_app, guest)
        host_sess, guest_sess = host_app.top.session, guest_app.top.session
        assert isinstance(guest_sess, OnlineClubSession) and guest_sess.names[1] == "Bob"
        # bounded by time, not by a count of frames: a loaded machine gives fewer frames a second
        deadline = time.monotonic() + 90
        guest.client.retry_delay = 0.05
        dropped, first_ws = False, guest.client.ws
        while time.monotonic() < deadline:
            if host_sess.is_over and guest_sess.is_over:
                break
            if not dropped and len(guest_sess.game.actions) > 12 and guest_sess.human_to_move() is not None:
                # a cable pulled out just as the guest is to move: the move made next is lost with
                # the connection; after the reconnect it is the guest's to make again
                guest.net.submit(guest.client.drop()).result(5)
                dropped = True
            _play(host_app, host_sess)
            _play(guest_app, guest_sess)
            time.sleep(0.001)
        assert host_sess.is_over and guest_sess.is_over, (
            [(type(a.top).__name__, len(x.game.actions), x.game.state()["phase"], x.human_to_move())
             for a, x in ((host_app, host_sess), (guest_app, guest_sess))])
        # the guest came back on a new connection (its notices may come and go within one frame)
        assert dropped and guest.client.ws is not first_ws and not guest_sess.reconnecting
        final = hosted.host.table.view(0)
        assert guest_sess.game.state() == host_sess.game.state() == final
        assert guest_sess.game.seed == 0 and not any("differs" in str(w) for w in guest_sess.warnings)
    finally:
        guest.close()
        hosted.close()


@pytest.mark.timeout(30)
def test_a_club_guest_whose_host_leaves_keeps_the_game_so_far_among_its_past_games(tmp_path, monkeypatch):
    import diamant.shell.scenes  # noqa: F401 - the past games' page
    from diamant.games.club import ClubGame
    from diamant.storage.history import list_history
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    guest_app = make_app()
    guest_app.autosave = True  # as a window: its games are kept
    hosted = HostedTable("club", [SeatPlan(BOT, "beginner", "Bot"), SeatPlan(REMOTE, "beginner"),
                                  SeatPlan(BOT, "beginner", "Cat")])
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    try:
        seated(guest)
        hosted.start()
        assert _wait(lambda: (guest.poll(), guest.started)[1])
        opener("club")(guest_app, guest)
        sess = guest_app.top.session
        deadline = time.monotonic() + 4  # a few moves of the game, by time
        while time.monotonic() < deadline and len(sess.game.actions) < 8:
            _play(guest_app, sess)
            time.sleep(0.002)
        assert len(sess.game.actions) >= 8
        hosted.close()  # the host leaves in the middle of the game
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and not sess.host_left:
            _play(guest_app, sess)
            time.sleep(0.005)
        assert sess.host_left and not sess.is_over and sess.kept_so_far is not None
        entries = [e for e in list_history() if e.path == sess.kept_so_far]
        assert len(entries) == 1 and entries[0].abandoned and not entries[0].finished
        assert entries[0].game == "club" and entries[0].human_seats == (1,) and entries[0].winners == ()
        record = entries[0].load_record()
        game, _ = ClubGame.replay(record)
        assert game.seed == 0 and game.state() == sess.game.state()  # the markets it was shown
        # watched again as far as it went, never continued
        hist = guest_app.nav.push("history")
        deadline = time.monotonic() + 3
        while hist.scanning and time.monotonic() < deadline:
            guest_app.frame(1 / 60, [])
        guest_app.frame(1 / 60, [])
        hist.list.select(next(i for i, e in enumerate(hist.entries) if e.path == entries[0].path))
        guest_app.frame(1 / 60, [])
        assert hist.replay_button.enabled and hist.replay_button.label == "history-replay"
        hist.replay()
        deadline = time.monotonic() + 3
        while guest_app.top is hist and time.monotonic() < deadline:
            guest_app.frame(1 / 60, [])
        from diamant.ui import nav
        assert nav.name_of(guest_app.top) == "club-replay", guest_app.top
    finally:
        guest.close()
        hosted.close()


@pytest.mark.timeout(30)
def test_a_club_host_takes_its_table_back_later_and_both_screens_go_on_from_there(tmp_path, monkeypatch):
    from diamant.net.invite import read_invite
    from diamant.shell.online import read_saved_table
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    host_app, guest_app = make_app(), make_app()
    hosted = HostedTable.from_app(host_app, "club", [SeatPlan(LOCAL, "beginner", "Ann"), SeatPlan(REMOTE, "beginner"),
                                                     SeatPlan(BOT, "beginner", "Bot")])
    hosted.open()
    code = hosted.invite
    guest = JoinedTable(code, "Bob", keep_seat=True)
    resumed = None
    try:
        seated(guest)
        hosted.start()
        assert _wait(lambda: (hosted.poll(), guest.poll(), hosted.started and guest.started)[2])
        opener("club")(host_app, hosted)
        opener("club")(guest_app, guest)
        host_sess, guest_sess = host_app.top.session, guest_app.top.session
        deadline = time.monotonic() + 4  # a few moves, by time
        while time.monotonic() < deadline and hosted.host.step < 6:
            _play(host_app, host_sess)
            _play(guest_app, guest_sess)
            time.sleep(0.001)
        assert hosted.host.step >= 6 and not hosted.host.finished
        hosted.close()  # the host leaves ...
        host_sess.close()
        guest.close()
        kept = read_saved_table()
        # ... and takes the table back: the guest comes back with the same code and its kept seat
        host_app2, guest_app2 = make_app(), make_app()
        resumed = HostedTable.resume_saved(host_app2)
        resumed.open()
        assert read_invite(resumed.invite).direct == read_invite(code).direct and resumed.host.step == kept["step"]
        guest = JoinedTable(code, "Bob", keep_seat=True)
        seated(guest)
        assert guest.own == [1]
        resumed.start()
        assert _wait(lambda: (resumed.poll(), guest.poll(), resumed.started and guest.started)[2])
        opener("club")(host_app2, resumed)
        opener("club")(guest_app2, guest)
        again, guest_again = host_app2.top.session, guest_app2.top.session
        # the game goes on from where it was left (the bot's seat may have moved already) ...
        kept_actions = kept["record"]["actions"]
        assert again.game.actions[:len(kept_actions)] == kept_actions
        # ... and both screens catch up with the table, which waits on a person soon
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not (
                again.game.state() == guest_again.game.state() == resumed.host.table.view(0)):
            host_app2.frame(1 / 30, [])
            guest_app2.frame(1 / 30, [])
            time.sleep(0.005)
        assert again.game.state() == guest_again.game.state() == resumed.host.table.view(0)
        step = resumed.host.step
        deadline = time.monotonic() + 3  # and it plays on
        while time.monotonic() < deadline and resumed.host.step < step + 3:
            _play(host_app2, again)
            _play(guest_app2, guest_again)
            time.sleep(0.001)
        assert resumed.host.step >= step + 3
        assert not any("differs" in str(w) for w in (*again.warnings, *guest_again.warnings))
    finally:
        guest.close()
        hosted.close()
        if resumed is not None:
            resumed.close()


def test_a_club_move_lost_with_the_connection_is_the_players_to_make_again():
    # the move was on its way as the connection dropped: after the reconnect the screen no longer
    # waits for it (the table never got it, and waited for the same move)
    from diamant.net.adapters import ClubTable
    from toolbox import OfflineLink

    table = ClubTable(2)
    link = OfflineLink(table, ["Ann", "Bob"], own=[table.g.to_move()])
    sess = OnlineClubSession.for_link(link)
    me = link.own[0]
    assert sess.human_to_move() == me
    sess.play(sess.game.legal()[0])
    assert sess.human_to_move() is None and len(link.sent) == 1
    link.inbox.put({"type": "reconnecting"})
    link.inbox.put({"type": "reconnected"})
    sess.pump()
    assert sess.human_to_move() == me
