"""An online table in the app: a host's window and a guest's window (two headless apps in this
process, on loopback) play a whole game of Diamant through the same table scenes."""
from __future__ import annotations

import time
from functools import partial

import pygame
import pytest

from diamant.games.diamant.screens.online import OnlineSession
from diamant.games.diamant.screens.scenes.board import BoardScene
from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
from diamant.games.diamant.screens.scenes.scoring import ScoringScene
from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
from diamant.shell.online import HostedTable, JoinedTable, new_events, opener
from netwait import polled as _wait, seated
from toolbox import click, key, make_app as _make_app

make_app = partial(_make_app, speed=0.0, curtain=False, time=1.0)


def test_a_mirror_takes_each_of_the_tables_events_once():
    """Both games' mirrors count the table's events alike: an "events" message is all new; a
    "history" (after a dropped connection) is the whole game, of which only the missed are."""
    a, b, c = {"type": "x", "n": 1}, {"type": "x", "n": 2}, {"type": "x", "n": 3}
    assert new_events({"type": "events", "events": [a, b]}, 0) == ([a, b], 2)
    assert new_events({"type": "events", "events": [c]}, 2) == ([c], 3)
    assert new_events({"type": "history", "events": [a, b, c]}, 2) == ([c], 3)
    assert new_events({"type": "history", "events": [a]}, 2) == ([], 2)  # nothing taken twice



def _drive(app) -> None:
    """One frame of a player who continues twice and then leaves."""
    top = app.top
    sess = getattr(top, "session", None)
    if isinstance(top, ExpeditionScene) and top.can_decide():
        key(app, pygame.K_l if len(sess.game.path) >= 3 else pygame.K_c)
    elif isinstance(top, BoardScene):
        click(app, top.start.rect.center)
    elif top is not None and top.__class__.__name__ == "RoundEndScene":
        key(app, pygame.K_RETURN)
    app.frame(1 / 30, [])


def _where(*apps) -> str:
    """Where each window stands, for a game that did not reach its end."""
    out = []
    for app in apps:
        top, sess = app.top, getattr(app.top, "session", None)
        game = getattr(sess, "game", None)
        out.append(f"{type(top).__name__} (over {app.game_over_seen}, round {getattr(game, 'round', '?')}, "
                   f"phase {getattr(game, 'phase', '?')}, can decide "
                   f"{getattr(top, 'can_decide', lambda: '?')()}, sent {sorted(getattr(sess, 'mine', {}))}, "
                   f"asked {getattr(sess, 'awaiting_humans', lambda: '?')()}, table step "
                   f"{getattr(sess, 'table_step', '?')}, warnings "
                   f"{[getattr(w, 'key', w) for w in getattr(sess, 'warnings', [])][-3:]})")
    return "; ".join(out)


@pytest.mark.timeout(120)
def test_a_hosted_game_plays_to_the_end_with_a_guest_app(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    host_app, guest_app = make_app(), make_app(lang="ru")
    kept = tmp_path / "online-table.json"  # the host's autosave
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"),
                                     SeatPlan(BOT, "steady")], grace=30.0, save_to=kept)
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    guest.client.retry_delay = 0.05
    try:
        seated(guest)
        assert guest.own == [1]
        assert _wait(lambda: (hosted.poll(), hosted.ready())[1])
        hosted.start()
        assert _wait(lambda: (hosted.poll(), guest.poll(), hosted.started and guest.started)[2])
        opener("diamant")(host_app, hosted)
        opener("diamant")(guest_app, guest)
        host_sess, guest_sess = host_app.top.session, guest_app.top.session
        assert isinstance(host_sess, OnlineSession) and isinstance(guest_sess, OnlineSession)
        assert guest_sess.names[:2] == ["Ann", "Bob"]
        dropped = False
        # bounded by time, not by a count of frames: a loaded machine gives fewer frames a second
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            if host_app.game_over_seen and guest_app.game_over_seen:
                break
            if not dropped and guest_sess.game.round == 2 and isinstance(guest_app.top, ExpeditionScene) \
                    and guest_app.top.can_decide():
                # a cable pulled out just as the guest is to choose: the choice made next is lost
                # with the connection; the guest reconnects with its token, catches up, and is
                # asked again (the table never got it)
                guest.net.submit(guest.client.drop()).result(5)
                dropped = True
            _drive(host_app)
            _drive(guest_app)
            time.sleep(0.002)
        assert dropped and any(getattr(w, "key", None) == "online-reconnecting" for w in guest_sess.warnings)
        assert not guest_sess.reconnecting
        assert host_app.game_over_seen and guest_app.game_over_seen, _where(host_app, guest_app)
        assert not kept.exists()  # a game that ended leaves no table to take back
        assert isinstance(host_app.top, ScoringScene) and isinstance(guest_app.top, ScoringScene)
        # both screens saw one game: the host's record replays to what each mirror shows
        assert host_sess.final is not None and guest_sess.final == host_sess.final
        assert list(guest_sess.game.scores()) == list(host_sess.game.scores()) == \
            hosted.host.table.result()["scores"]
        # the guest never held the seed: its mirror's cards were the ones it was shown
        assert guest_sess.game.seed == 0 and guest_sess.game._forced == []
        # the coach is offered to the guest too, on the host's record
        assert guest_app.top.coach.visible and guest_sess.record().seed == hosted.host.table.seed
        assert [s for s, _ in guest_sess.record().decisions if s == 1]
    finally:
        guest.close()
        hosted.close()


def test_a_bad_code_is_said_in_one_sentence():
    from diamant.net.invite import InviteError
    with pytest.raises(InviteError, match="invite code"):
        JoinedTable("hello there", "Bob")


def test_the_waiting_room_shows_the_code_and_the_join_dialog_says_a_bad_one(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    from diamant.shell.scenes.online_room import code_lines
    app = make_app()
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")])
    try:
        hosted.open()
        room = app.nav.push("online-room", link=hosted)
        app.frame(0.1, [])
        assert hosted.invite.startswith("DMT1.") and "".join(code_lines(hosted.invite)) == hosted.invite
        assert room.start_button.visible and room.start_button.text() == app.t("online-start-bots")
        assert any("Ann" in line for line in room.seat_lines())
        click(app, room.copy_button.rect.center)
        from diamant.ui.widgets import clipboard_get
        assert clipboard_get() == hosted.invite
        # a guest with a damaged code is told so, in the player's language, and stays in the dialog
        dialog = app.nav.push("join", code="DMT1.broken!")
        dialog.code.set("DMT1.broken!")
        dialog.join()
        assert dialog.message == app.t("join-bad-code") and app.top is dialog
        # the right code: the guest's dialog makes way for the waiting room with the same code
        assert not hosted.closed
        dialog.code.set(hosted.invite)
        dialog.name.set("Bob")
        dialog.join()
        for _ in range(300):
            app.frame(0.05, [])
            if app.top is not dialog:
                break
            time.sleep(0.01)
        assert app.top is not dialog, (dialog.message, dialog.link)
        guest_room = app.top
        assert guest_room.__class__.__name__ == "OnlineRoomScene" and guest_room.link.invite == hosted.invite
        assert _wait(lambda: (hosted.poll(), hosted.ready())[1])
        guest_room.leave_table()
    finally:
        hosted.close()


@pytest.mark.timeout(60)
def test_the_guest_is_told_when_the_host_leaves_and_keeps_what_it_saw(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    guest_app = make_app()
    hosted = HostedTable("diamant", [SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady"), SeatPlan(BOT, "steady")])
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    try:
        seated(guest)
        hosted.start()
        assert _wait(lambda: (guest.poll(), guest.started)[1])
        opener("diamant")(guest_app, guest)
        sess = guest_app.top.session
        hosted.close()  # while the guest is still at the camp
        for _ in range(300):
            guest_app.frame(1 / 30, [])
            if sess.host_left:
                break
            time.sleep(0.01)
        assert sess.host_left and any(getattr(w, "key", None) == "online-host-left" for w in sess.warnings)
        assert guest.client.transcript[0]["type"] == "round-started"  # what was shown is kept
    finally:
        guest.close()


def test_the_lobby_seats_open_a_table_with_the_chosen_places(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    app = make_app()
    seats = [{"name": "Ann", "human": True, "bot": "steady"}, {"name": "Bea", "human": True, "bot": "steady"},
             {"name": "Steady", "human": False, "bot": "steady"}]
    setup = app.nav.push("online-setup", game="diamant", seats=seats)
    assert [c.value for c in setup.where.values()] == ["local", "remote", "bot"]
    setup.where[2].set("remote")  # the bot's seat goes to a second friend
    assert [p.kind for p in setup.plans()] == [LOCAL, REMOTE, REMOTE]
    setup.open_table()
    room = app.top
    try:
        assert room.__class__.__name__ == "OnlineRoomScene" and room.link.hosting
        assert [s["kind"] for s in room.link.seats] == [LOCAL, REMOTE, REMOTE]
        assert room.link.invite.startswith("DMT1.")
    finally:
        room.link.close()


def test_the_relay_is_read_as_host_port_or_a_ws_url_and_said_when_it_is_neither():
    from diamant.net.invite import InviteError, relay_url
    assert relay_url("") == relay_url("   ") == ""  # none: direct connections only
    assert relay_url(" relay.example.org:8765 ") == "ws://relay.example.org:8765"
    assert relay_url("ws://10.0.0.2:9000") == "ws://10.0.0.2:9000"
    assert relay_url("wss://relay.example.org/diamant") == "wss://relay.example.org/diamant"
    for bad, why in (("relay.example.org", "port"), ("host:99999", "port"), ("host:abc", "port"),
                     ("http://host:80", "ws://"), ("ho st:80", "spaces"), (":80", "host")):
        with pytest.raises(InviteError, match=why):
            relay_url(bad)


def test_the_relay_is_a_setting_of_its_own_page_and_the_app_s_tables_use_it(tmp_path, monkeypatch):
    import asyncio
    import threading

    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    from diamant.net.relay import Relay
    from diamant.storage.settings import Settings
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    page = app.nav.push("settings")
    app.frame(0.05, [])
    assert page.relay in page.group.widgets and page.relay.rect.width > 0
    assert app.settings.relay == ""  # none is built in
    page.relay.set("relay.example.org")  # no port: not kept, and the page says how to write one
    assert page.relay_problem and app.settings.relay == ""
    # a relay on loopback: the setting is kept (and read back from the file's words) ...
    loop = asyncio.new_event_loop()
    relay = Relay()
    port = loop.run_until_complete(relay.serve("127.0.0.1", 0))
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        page.relay.set(f"127.0.0.1:{port}")
        assert not page.relay_problem and app.settings.relay == f"127.0.0.1:{port}"
        assert Settings.from_dict(app.settings.to_dict()).relay == f"127.0.0.1:{port}"
        page.close()
        # ... and a table opened from the app opens its room there: the invite names it
        seats = [{"name": "Ann", "human": True, "bot": "steady"}, {"name": "Bea", "human": True, "bot": "steady"},
                 {"name": "Steady", "human": False, "bot": "steady"}]
        setup = app.nav.push("online-setup", game="diamant", seats=seats)
        assert setup.relay.value == f"127.0.0.1:{port}"
        setup.open_table()
        room = app.top
        try:
            from diamant.net.invite import read_invite
            assert room.link.relay == f"ws://127.0.0.1:{port}" and room.link.relay_error is None
            invite = read_invite(room.link.invite)
            assert invite.relay == f"ws://127.0.0.1:{port}" and invite.room in relay.rooms
        finally:
            room.link.close()
        # a relay the table cannot be given is said, and no table opens
        setup = app.nav.push("online-setup", game="diamant", seats=seats)
        setup.relay.set("nowhere")
        setup.open_table()
        assert app.top is setup and app.settings.relay == f"127.0.0.1:{port}"
    finally:
        asyncio.run_coroutine_threadsafe(relay.close(), loop).result(5)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)


def _watch_again(app, entry) -> object:
    """The past games' page with `entry` chosen, and its Watch again pressed: the scene it opens."""
    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    hist = app.nav.push("history")
    deadline = time.monotonic() + 3
    while hist.scanning and time.monotonic() < deadline:
        app.frame(1 / 60, [])
    app.frame(1 / 60, [])
    hist.list.select(next(i for i, e in enumerate(hist.entries) if e.path == entry.path))
    app.frame(1 / 60, [])
    assert hist.replay_button.enabled and hist.replay_button.label == "history-replay"
    hist.replay()
    deadline = time.monotonic() + 3
    while app.top is hist and time.monotonic() < deadline:
        app.frame(1 / 60, [])
    return app.top


@pytest.mark.timeout(30)
def test_a_guest_whose_host_leaves_keeps_the_game_so_far_among_its_past_games(tmp_path, monkeypatch):
    from diamant.games.diamant.engine.log import checked_replay
    from diamant.storage.history import list_history
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    guest_app = make_app()
    guest_app.autosave = True  # as a window: its games are kept
    hosted = HostedTable("diamant", [SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady"), SeatPlan(BOT, "steady")])
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    try:
        seated(guest)
        hosted.start()
        assert _wait(lambda: (guest.poll(), guest.started)[1])
        opener("diamant")(guest_app, guest)
        sess = guest_app.top.session
        deadline = time.monotonic() + 4  # a few steps of the game, by time
        while time.monotonic() < deadline and len(sess.game.decisions) < 6:
            _drive(guest_app)
            time.sleep(0.002)
        assert len(sess.game.decisions) >= 6, _where(guest_app)
        hosted.close()  # the host leaves in the middle of the game
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline and not sess.host_left:
            guest_app.frame(1 / 30, [])
            time.sleep(0.005)
        assert sess.host_left and not sess.is_over and sess.kept_so_far is not None
        # among the past games: unfinished, counted nowhere, and the cards are the ones shown
        entries = [e for e in list_history() if e.path == sess.kept_so_far]
        assert len(entries) == 1 and entries[0].abandoned and not entries[0].finished
        assert entries[0].names[0] == "Bob" and entries[0].human_seats == (0,) and entries[0].winners == ()
        from diamant.storage import history as storage_history
        storage_history._CACHE.clear()  # a later start: the history's index says it too
        assert [e.abandoned for e in list_history() if e.path == sess.kept_so_far] == [True]
        record = entries[0].load_record()
        assert record.abandoned and record.seed == 0 and record.reveals == sess.reveals
        game, _ = checked_replay(record)
        assert (game.round, game.scores(), game.path, game.decisions) == \
            (sess.game.round, sess.game.scores(), sess.game.path, sess.game.decisions)
        # watched again as far as it went, never continued
        shown = _watch_again(guest_app, entries[0])
        assert type(shown).__name__ == "ReplayScene", shown
        shown.seek(shown.last)  # its last step: where the host left
        guest_app.frame(1 / 30, [])
        assert (shown.game.path, shown.game.decisions) == (sess.game.path, sess.game.decisions)
    finally:
        guest.close()
        hosted.close()


@pytest.mark.timeout(30)
def test_the_host_takes_its_table_back_later_with_the_same_seats_and_invite(tmp_path, monkeypatch):
    from diamant.net.invite import read_invite
    from diamant.shell.online import has_saved_table, read_saved_table
    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    host_app, guest_app = make_app(), make_app()
    assert not host_app.nav.push("join").resume_button.visible  # no table kept yet
    host_app.top.close()
    hosted = HostedTable.from_app(host_app, "diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"),
                                                        SeatPlan(BOT, "steady")])
    hosted.open()
    code = hosted.invite
    guest = JoinedTable(code, "Bob", keep_seat=True)  # as the app's join: the seat's token is kept
    resumed = None
    try:
        seated(guest)
        assert _wait(lambda: (hosted.poll(), hosted.ready())[1])
        hosted.start()
        assert _wait(lambda: (hosted.poll(), guest.poll(), hosted.started and guest.started)[2])
        opener("diamant")(host_app, hosted)
        opener("diamant")(guest_app, guest)
        host_sess = host_app.top.session
        deadline = time.monotonic() + 4  # a few steps, by time
        while time.monotonic() < deadline and hosted.host.step < 3:
            _drive(host_app)
            _drive(guest_app)
            time.sleep(0.002)
        assert hosted.host.step >= 3 and not hosted.host.finished, _where(host_app, guest_app)
        # the host's autosave: the table after its last step, with the seats' tokens
        assert _wait(lambda: has_saved_table() and read_saved_table()["step"] == hosted.host.step)
        hosted.close()  # the host leaves ...
        host_sess.close()
        kept = read_saved_table()  # (its last step's)
        assert [s["token"] is not None for s in kept["seats"]] == [False, True, False]
        step, decisions = kept["step"], kept["record"]["decisions"]
        assert _wait(lambda: (guest_app.frame(1 / 30, []), guest_app.top.session.host_left)[1])
        guest.close()
        # ... and takes the same table back later: same port, so the guest's invite still works
        host_app2, guest_app2 = make_app(), make_app()
        dialog = host_app2.nav.push("join")  # the host's "Resume my table"
        assert dialog.resume_button.visible
        dialog.resume_table()
        resumed = host_app2.top.link
        assert type(host_app2.top).__name__ == "OnlineRoomScene" and resumed.hosting
        assert read_invite(resumed.invite).direct == read_invite(code).direct
        assert resumed.host.step == step and resumed.own == [0]
        guest = JoinedTable(code, "Bob", keep_seat=True)  # the same invite code, in a new window
        seated(guest)
        assert guest.own == [1]
        assert _wait(lambda: (resumed.poll(), resumed.ready())[1])
        resumed.start()
        assert _wait(lambda: (resumed.poll(), guest.poll(), resumed.started and guest.started)[2])
        opener("diamant")(host_app2, resumed)
        opener("diamant")(guest_app2, guest)
        again, guest_again = host_app2.top.session, guest_app2.top.session
        # both screens take the game up where it was: the decisions so far, on the same cards
        # (a mirror applies a step's decisions in seat order, the host as they came)
        kept_decisions = [(s, d.value) for s, d in again.game.decisions]
        assert sorted(kept_decisions) == sorted((s, d) for s, d in decisions)
        def cards(game):
            return [(c.kind, c.value, c.hazard) for c in game.path]
        assert again.game.round == guest_again.game.round == resumed.host.table.g.round
        assert cards(again.game) == cards(guest_again.game) == cards(resumed.host.table.g)
        deadline = time.monotonic() + 3  # and it plays on
        while time.monotonic() < deadline and resumed.host.step < step + 2:
            _drive(host_app2)
            _drive(guest_app2)
            time.sleep(0.002)
        assert resumed.host.step >= step + 2, _where(host_app2, guest_app2)
    finally:
        guest.close()
        hosted.close()
        if resumed is not None:
            resumed.close()


def test_a_kept_seat_of_another_table_at_the_same_address_is_not_in_the_way(tmp_path, monkeypatch):
    from diamant.shell.online import keep_token, kept_token
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    hosted = HostedTable("diamant", [SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady"), SeatPlan(BOT, "steady")])
    hosted.open()
    keep_token(hosted.invite, "a-token-of-an-older-game")
    guest = JoinedTable(hosted.invite, "Bob", keep_seat=True)
    try:
        assert guest.client.token == "a-token-of-an-older-game"
        seated(guest)
        assert guest.own == [0] and kept_token(hosted.invite) == guest.client.token != "a-token-of-an-older-game"
    finally:
        guest.close()
        hosted.close()


def test_a_choice_lost_with_the_connection_is_asked_again():
    # the guest chose as its connection dropped: the table, told again after the reconnect, holds
    # no choice of its seat; the screen waited for the reveal and the table for the choice
    from diamant.net.adapters import DiamantTable
    from toolbox import OfflineLink

    for pending, asked_again in ((None, True), ("continue", False)):
        link = OfflineLink(DiamantTable(3), ["Ann", "Bob", "Bot"], own=[1])
        sess = OnlineSession(link)
        sess.choose(1, "continue")
        assert 1 not in sess.awaiting_humans() and link.sent == [(1, "continue", 0)]
        # in the order the link hands them over: the client's notices around its new hello, then
        # what the host sends a seat that comes back (the game so far, then the seat's state)
        for msg in ({"type": "reconnecting"}, {"type": "welcome", "seats": link.seats}, {"type": "reconnected"}):
            link.inbox.put(msg)
        sess.pump()
        assert 1 not in sess.awaiting_humans()  # not known yet whether the choice arrived
        for msg in ({"type": "history", "events": link.first_events},
                    {"type": "state", "step": 0, "awaiting": [0, 1, 2], "pending": pending, "for": 1}):
            link.inbox.put(msg)
        sess.pump()
        assert (1 in sess.awaiting_humans()) is asked_again, pending
        if asked_again:
            # a later state of the step (sent before this choice arrived) is not the table's word
            sess.choose(1, "leave")
            link.inbox.put({"type": "state", "step": 0, "awaiting": [0, 1, 2], "pending": None, "for": 1})
            sess.pump()
            assert 1 not in sess.awaiting_humans() and link.sent[-1] == (1, "leave", 0)
