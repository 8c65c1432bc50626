"""The tables on this network in the app: the host's "Visible on this network" option, and the
join dialog's live list, where a click or Enter joins a table (two headless apps, loopback)."""
from __future__ import annotations

import time
from functools import partial

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - the scenes register their names
from diamant.net.discovery import TableAd
from diamant.net.host import BOT, LOCAL, REMOTE, SeatPlan
from diamant.shell.online import HostedTable
from toolbox import click, key, make_app as _make_app

make_app = partial(_make_app, speed=0.0, curtain=False, time=1.0)
SEATS = [{"name": "Ann", "human": True, "bot": "steady"}, {"name": "Bob", "human": True, "bot": "steady"},
         {"name": "Cy", "human": False, "bot": "steady"}]


class FakeFinder:
    """What the join dialog reads of a TableFinder, filled by the test."""

    def __init__(self, ads=(), error=None):
        self.ads, self.error, self.version, self.closed = list(ads), error, 1, False

    def set(self, ads):
        self.ads = list(ads)
        self.version += 1

    def tables(self):
        return list(self.ads)

    def close(self):
        self.closed = True


def _frames_until(app, cond, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.frame(0.05, [])
        if cond():
            return True
        time.sleep(0.01)
    return cond()


def _hosted() -> HostedTable:
    return HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")])


def test_the_list_follows_the_network_and_a_click_on_a_table_joins_it(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    hosted = _hosted()
    try:
        hosted.open()
        other = TableAd("club", "Zoe", 0, 3, hosted.invite.replace("DMT1.", "DMT1.x"))
        finder = FakeFinder()
        dialog = app.nav.push("join", finder=finder)
        app.frame(0.05, [])
        assert dialog.tables.items == []
        # a table appears, then another: the list follows, the chosen one stays chosen
        ann = TableAd("diamant", "Ann", 1, 3, hosted.invite)
        finder.set([ann])
        app.frame(0.3, [])
        assert dialog.tables.items == [ann]
        finder.set([ann, other])
        app.frame(0.3, [])
        assert dialog.tables.items == [ann, other] and dialog.tables.selected == ann
        finder.set([other])  # Ann's game began elsewhere... then she is back
        app.frame(0.3, [])
        assert dialog.tables.items == [other]
        finder.set([ann, other])
        app.frame(0.3, [])
        assert "Zoe" in dialog._speak_table(other) and app.t("join-lan-full") in dialog._speak_table(other)
        # a screen reader names the list and says the chosen table
        assert dialog.tables.spoken_label() == app.t("join-lan")
        assert dialog.tables.selected == other  # still chosen, though Ann's came back above it
        assert "Zoe" in dialog.tables.spoken_state() and app.t("join-lan-full") in dialog.tables.spoken_state()
        assert app.t("join-lan-seats", free=1, seats=3) in dialog._speak_table(ann)
        # one click on Ann's table joins it, with the name written in the dialog
        dialog.name.set("Bob")
        click(app, (dialog.tables.rect.centerx, dialog.tables.rect.top + dialog.tables.row_h() // 2))
        assert dialog.code.value == hosted.invite
        assert _frames_until(app, lambda: app.top is not dialog), dialog.message
        assert app.top.__class__.__name__ == "OnlineRoomScene" and app.top.link.invite == hosted.invite
        assert finder.closed  # the dialog let go of its look at the network
        assert _frames_until(app, lambda: (hosted.poll(), hosted.ready())[1])
        assert [s["name"] for s in hosted.seats][:2] == ["Ann", "Bob"]
        app.top.leave_table()
    finally:
        hosted.close()


def test_enter_on_the_chosen_table_joins_it_and_cancel_lets_the_network_go(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    hosted = _hosted()
    try:
        hosted.open()
        finder = FakeFinder([TableAd("diamant", "Ann", 1, 3, hosted.invite)])
        dialog = app.nav.push("join", finder=finder)
        app.frame(0.05, [])
        dialog.group.focus(dialog.tables)
        key(app, pygame.K_RETURN)
        # joining with the table's code (on loopback the seat may already be taken within that
        # same frame: the dialog then has given way to the table's room)
        assert dialog.code.value == hosted.invite and (dialog.link is not None or app.top is not dialog)
        assert _frames_until(app, lambda: app.top is not dialog), dialog.message
        app.top.leave_table()
        # another dialog, closed without joining: its finder is closed too
        quiet = FakeFinder(error="no multicast here")
        dialog = app.nav.push("join", finder=quiet)
        app.frame(0.05, [])  # nothing listed and nothing to list: said, not an error
        dialog.cancel()
        app.frame(0.05, [])
        assert quiet.closed
    finally:
        hosted.close()


@pytest.mark.timeout(30)
def test_a_table_opened_visible_is_found_by_another_apps_join_dialog(tmp_path, monkeypatch):
    """The whole way, on loopback: the host's set-up (its option on, as it is by default) opens
    a table that the guest's join dialog lists by itself; a click there seats the guest."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    host_app, guest_app = make_app(), make_app(lang="ja")
    assert host_app.settings.lan_visible  # on by default
    setup = host_app.nav.push("online-setup", game="diamant", seats=SEATS)
    assert setup.visible.value
    setup.open_table()
    room = host_app.top
    link = room.link
    dialog = None
    try:
        assert isinstance(link, HostedTable) and link.lan and link.lan_interfaces == ["127.0.0.1"]
        dialog = guest_app.nav.push("join")  # a real finder (loopback: a headless app)
        # (the suite's other workers may announce their tables on the same loopback meanwhile)
        mine = lambda: [i for i, ad in enumerate(dialog.tables.items) if ad.code == link.invite]  # noqa: E731
        assert _frames_until(guest_app, mine), dialog.finder.error
        [i] = mine()
        ad = dialog.tables.items[i]
        assert (ad.host, ad.free, ad.code) == ("Ann", 1, link.invite)
        dialog.tables.first = i  # its row at the top of the list
        click(guest_app, (dialog.tables.rect.centerx, dialog.tables.rect.top + dialog.tables.row_h() // 2))
        assert _frames_until(guest_app, lambda: guest_app.top is not dialog), dialog.message
        assert _frames_until(host_app, lambda: link.ready())
        guest_app.top.leave_table()
    finally:
        link.close()
    assert link.announcer.withdrawn


def test_a_host_who_hides_the_table_announces_nothing_and_the_choice_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    setup = app.nav.push("online-setup", game="diamant", seats=SEATS)
    click(app, setup.visible.rect.center)
    assert not setup.visible.value and app.settings.lan_visible is False
    setup.open_table()
    link = app.top.link
    try:
        assert isinstance(link, HostedTable) and not link.lan and link.announcer is None
    finally:
        link.close()
    assert not app.nav.push("online-setup", game="diamant", seats=SEATS).visible.value  # kept


@pytest.mark.timeout(30)
def test_quitting_the_app_takes_the_table_off_the_network_and_stops_looking(tmp_path, monkeypatch):
    """The window closed while the table waits and a join dialog looks: the table says goodbye
    (the guests' lists drop it at once, not when its announcement runs out) and no look at the
    network outlives the app."""
    import threading

    from diamant import main
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    monkeypatch.setattr(main.pygame, "quit", lambda: None)  # the other tests keep their display
    app = make_app()
    setup = app.nav.push("online-setup", game="diamant", seats=SEATS)
    setup.open_table()
    link = app.top.link
    dialog = app.nav.push("join")
    finder = dialog.finder
    try:
        assert link.announcer is not None and finder.net.thread.is_alive()
        main.shut_down(app)
        assert link.closed and link.announcer.withdrawn
        assert dialog.finder is None and finder.closed and not finder.net.thread.is_alive()
        assert "lan-tables" not in {t.name for t in threading.enumerate()}
    finally:
        link.close()
        finder.close()
