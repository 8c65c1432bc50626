"""The decision timer at an online table: every person at it (a guest, and the host's own seat)
is under the same clock; when it runs out the seat's bot decides, and every seat is told.
On loopback, with short deadlines; every wait is bounded by time."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from diamant.net.adapters import DiamantTable
from diamant.net.client import Client
from diamant.net.host import BOT, CONNECTED, LOCAL, REMOTE, ROUND_OPENING, Host, SeatPlan
from netwait import LIMIT, run, until, within

DEADLINE = 0.3


def test_a_guest_that_never_decides_gets_its_bots_choice_after_the_deadline() -> None:
    async def go() -> None:
        host = Host(DiamantTable(3), [SeatPlan(REMOTE, "steady"), SeatPlan(BOT), SeatPlan(BOT)],
                    decision_time=DEADLINE, grace=LIMIT)
        await host.serve("127.0.0.1", 0)
        seen: list[dict[str, Any]] = []
        sleeper = Client("Zzz", on_message=seen.append)  # connected, never decides
        await within(sleeper.connect(host.invite()))
        started = time.monotonic()
        host.start()
        await until(lambda: sleeper.state is not None and sleeper.state["legal"] != [], sleeper)
        first = sleeper.state
        assert first is not None and first["step"] == 0
        # the seconds left, told with the question: an expedition's first decision has twice the
        # time (the screens show the last summary and the camp first, without a countdown)
        assert DEADLINE < first["deadline"] <= DEADLINE * ROUND_OPENING
        await until(lambda: any(m["type"] == "time-out" for m in seen), sleeper)
        assert time.monotonic() - started >= DEADLINE * ROUND_OPENING * 0.9  # not before its time
        notice = next(m for m in seen if m["type"] == "time-out")
        assert (notice["seat"], notice["step"]) == (0, 0)
        # its bot's choice is the seat's: the step resolves without the guest saying a word
        await until(lambda: host.step >= 1, sleeper)
        assert any(d[0] == 0 for d in host.table.g.decisions)  # type: ignore[attr-defined]
        assert host.seats[0].status == CONNECTED  # present all along: the clock decided, not the grace
        assert host.refusals == []
        # the next card of the same expedition: the plain time
        await until(lambda: sleeper.state is not None and sleeper.state["step"] >= 1 and sleeper.state["legal"] != []
                    or host.table.g.round > 1, sleeper)  # type: ignore[attr-defined]
        if host.table.g.round == 1:  # type: ignore[attr-defined]
            assert 0 < sleeper.state["deadline"] <= DEADLINE
        await host.close()

    run(go())


def test_the_hosts_own_seat_is_under_the_same_clock() -> None:
    """A fair table: the person at the host's screen gets the deadline the guests get, and the
    same bot decides when it runs out; the guest is told, as the host's screen is."""
    async def go() -> None:
        local: list[tuple[int, dict[str, Any]]] = []
        host = Host(DiamantTable(3), [SeatPlan(LOCAL, "steady"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT)],
                    decision_time=DEADLINE, grace=LIMIT, on_local=lambda seat, msg: local.append((seat, msg)))
        await host.serve("127.0.0.1", 0)
        seen: list[dict[str, Any]] = []
        guest = Client("Quick", bot="steady", on_message=seen.append)  # decides at once
        await within(guest.connect(host.invite()))
        host.start()
        play = asyncio.ensure_future(guest.play())
        await until(lambda: any(m["type"] == "time-out" for _, m in local))
        states = [m for _, m in local if m["type"] == "state" and m["step"] == 0 and m["legal"]]
        assert states and 0 < states[0]["deadline"] <= DEADLINE * ROUND_OPENING
        notice = next(m for _, m in local if m["type"] == "time-out")
        assert (notice["seat"], notice["step"]) == (0, 0)
        await until(lambda: host.step >= 1)
        assert any(d[0] == 0 for d in host.table.g.decisions)  # type: ignore[attr-defined]
        await until(lambda: any(m["type"] == "time-out" and m["seat"] == 0 for m in seen))
        # the guest decided in time: never told its time ran out
        assert not any(m["type"] == "time-out" and m["seat"] == 1 for m in seen)
        play.cancel()
        await host.close()

    run(go())


def test_without_a_timer_nobody_is_rushed() -> None:
    async def go() -> None:
        local: list[dict[str, Any]] = []
        host = Host(DiamantTable(3), [SeatPlan(LOCAL), SeatPlan(BOT), SeatPlan(BOT)], on_local=lambda s, m: local.append(m))
        host.start()
        await asyncio.sleep(0.1)
        assert host.step == 0  # waits for the person
        states = [m for m in local if m["type"] == "state"]
        assert states and all(m["deadline"] is None for m in states)
        assert not any(m["type"] == "time-out" for m in local)
        await host.close()

    run(go())


# --- at the app's tables: the host's window and a guest's, two headless apps on loopback ----------
APP_DEADLINE = 2.0  # long enough for a loaded machine's first frames to show the clock


def _frame(app, decide: bool) -> None:
    """One frame of a player who goes on through the camp and the summaries, and decides (Continue)
    only with `decide`."""
    import pygame
    from toolbox import click, key
    from diamant.games.diamant.screens.scenes.board import BoardScene
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    top = app.top
    if decide and isinstance(top, ExpeditionScene) and top.can_decide():
        key(app, pygame.K_c)
    elif isinstance(top, BoardScene):
        click(app, top.start.rect.center)
    elif top is not None and type(top).__name__ == "RoundEndScene":
        key(app, pygame.K_RETURN)
    app.frame(1 / 30, [])


def _timed_tables(tmp_path, monkeypatch):
    """Both screens at the first decision of a table whose clock starts with the second step (the
    first screens of a test's apps are slow to draw: the clock is not theirs to measure)."""
    from functools import partial
    from toolbox import make_app as _make_app
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    from diamant.shell.online import HostedTable, JoinedTable, opener
    import diamant.games.diamant.screens.online  # noqa: F401 - registers how Diamant opens its table
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    make_app = partial(_make_app, speed=0.0, curtain=False, time=1.0)
    host_app, guest_app = make_app(), make_app()
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE, "steady"), SeatPlan(BOT, "steady")],
                         grace=LIMIT)
    hosted.open()
    guest = JoinedTable(hosted.invite, "Bob")
    guest.join()
    end = time.monotonic() + LIMIT
    while time.monotonic() < end and not (guest.joined() and (hosted.poll(), hosted.ready())[1]):
        time.sleep(0.01)
    assert guest.joined() and hosted.ready()
    hosted.start()
    while time.monotonic() < end and not (hosted.poll(), guest.poll(), hosted.started and guest.started)[2]:
        time.sleep(0.01)
    opener("diamant")(host_app, hosted)
    opener("diamant")(guest_app, guest)
    apps = (host_app, guest_app)
    while time.monotonic() < end and not all(isinstance(a.top, ExpeditionScene) and a.top.can_decide() for a in apps):
        for app in apps:
            _frame(app, decide=False)
    assert all(isinstance(a.top, ExpeditionScene) and a.top.can_decide() for a in apps)
    hosted.net.call(setattr, hosted.host, "decision_time", APP_DEADLINE)
    while time.monotonic() < end and hosted.host.step < 1:  # the first step, decided by both
        for app in apps:
            _frame(app, decide=True)
        time.sleep(0.002)
    assert hosted.host.step == 1
    return host_app, guest_app, hosted, guest


def test_both_screens_count_down_and_the_log_says_whose_time_ran_out(tmp_path, monkeypatch) -> None:
    from diamant.games.diamant.logbook import render
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    host_app, guest_app, hosted, guest = _timed_tables(tmp_path, monkeypatch)
    try:
        shown: dict[str, tuple[int, float, float]] = {}
        end = time.monotonic() + LIMIT
        # the guest never decides again: both screens go on until its time has run out
        while time.monotonic() < end and hosted.host.step < 2:
            for name, app in (("host", host_app), ("guest", guest_app)):
                top = app.top
                if isinstance(top, ExpeditionScene) and name not in shown and top.countdown() is not None:
                    shown[name] = top.countdown()  # type: ignore[assignment]
            _frame(host_app, decide="host" in shown)  # the host's player decides once it saw its clock
            _frame(guest_app, decide=False)
            time.sleep(0.002)
        assert hosted.host.step >= 2
        # each screen showed the clock of its own seat, counting down from the table's time
        # (the whole time is twice the table's when the step opens a round: the first step may
        # have ended the expedition, as the deck falls)
        for name, seat in (("host", 0), ("guest", 1)):
            who, left, whole = shown[name]
            assert who == seat and 0 < left <= whole and whole in (APP_DEADLINE, APP_DEADLINE * ROUND_OPENING)
        guest_scene, host_scene = guest_app.top, host_app.top
        assert isinstance(guest_scene, ExpeditionScene) and isinstance(host_scene, ExpeditionScene)
        end = time.monotonic() + LIMIT
        said = [(1,)]
        while time.monotonic() < end and not all(
                [e.seats for e in s.logpanel.entries if e.msg == "logbook-time-ran-out"] == said
                for s in (host_scene, guest_scene)):
            _frame(host_app, decide=False)
            _frame(guest_app, decide=False)
            time.sleep(0.002)
        for scene in (host_scene, guest_scene):  # the log says it, on both screens, once
            assert [e.seats for e in scene.logpanel.entries if e.msg == "logbook-time-ran-out"] == said
        # told to the guest in the second person, to the host by the guest's name
        for scene, line in ((guest_scene, "Your time is up: a bot decides for you."),
                            (host_scene, "Time is up for Bob: a bot decides in their place.")):
            out = next(e for e in scene.logpanel.entries if e.msg == "logbook-time-ran-out")
            assert render(out, scene.app.loc, scene.session.names, scene.logpanel.you) == line
        # the bot's choice is the seat's: the guest's copy of the game took it as the host did
        def guests(decisions):
            return [d for seat, d in decisions if seat == 1][:2]  # its own first, then its bot's
        end = time.monotonic() + LIMIT
        while time.monotonic() < end and len(guests(guest_scene.session.game.decisions)) < 2:
            _frame(guest_app, decide=False)
            time.sleep(0.002)
        table = guests(hosted.host.table.g.decisions)
        assert len(table) == 2 and guests(guest_scene.session.game.decisions) == table
    finally:
        guest.close()
        hosted.close()


# --- the pieces: the host's choice, the ring, what is said -----------------------------------------
def test_the_host_chooses_the_time_per_decision_when_opening_a_diamant_table(tmp_path, monkeypatch) -> None:
    import diamant.shell.scenes  # noqa: F401 - the scenes register their names
    from toolbox import make_app
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    seats = [{"name": "Ann", "human": True, "bot": "steady"}, {"name": "Bea", "human": True, "bot": "steady"},
             {"name": "Steady", "human": False, "bot": "steady"}]
    setup = app.nav.push("online-setup", game="diamant", seats=seats)
    app.frame(0.05, [])
    assert setup.timer.visible and setup.timer.value is None  # off unless the host wants one
    assert [v for v, _ in setup.timer.options] == [None, 20.0, 40.0, 60.0]
    assert setup.timer in setup.group.widgets and setup.timer.rect.width > 0
    # a line of its own, as the seats' (beside the relay it was squeezed to unreadable words once
    # "Visible on this network" shared that line), between the seats and the relay
    last_seat = max(c.rect.bottom for c in setup.where.values())
    assert setup.timer.rect.width == setup.where[0].rect.width
    assert last_seat <= setup.timer.rect.top and setup.timer.rect.bottom <= setup.relay_label.top
    assert not any(setup.timer.rect.colliderect(w.rect) for w in setup.group.widgets if w is not setup.timer)
    setup.timer.set(40.0)
    setup.open_table()
    room = app.top
    try:
        assert room.link.host.decision_time == 40.0 and room.link.decision_time == 40.0
    finally:
        room.link.close()
    # the club's screens show no countdown yet: its tables are offered no timer
    setup = app.nav.push("online-setup", game="club", seats=seats)
    assert not setup.timer.visible


def test_the_seconds_are_said_in_each_language() -> None:
    from diamant.i18n import Localizer
    for lang, seconds, said in (("en", "20 s", "10 seconds left to decide."), ("ru", "20 с", "На решение осталось 10 секунд."),
                                ("ja", "20秒", "判断の残り時間は10秒です。"), ("pl", "20 s", "Czas na decyzję: jeszcze 10 sekund.")):
        loc = Localizer(lang)
        assert loc.t("online-time-seconds", seconds=20) == seconds == loc.t("play-time-left", seconds=20)
        assert loc.t("a11y-time-left", seconds=10) == said


def _ring_pixel(surface, rect) -> tuple[int, int, int]:
    """The ring's top (where a full ring starts and an almost empty one still is)."""
    return tuple(surface.get_at((rect.centerx + 1, rect.top + 2)))[:3]


def test_the_ring_runs_down_and_turns_urgent_and_reduced_motion_shows_only_the_seconds() -> None:
    import math

    import pygame
    from toolbox import make_app
    from diamant.games.diamant.screens.countdown import RING_W, URGENT, draw_countdown, ring_rect, seconds_shown
    from diamant.ui import theme
    app = make_app()
    card = pygame.Rect(100, 100, 80, 112)
    surface = pygame.Surface((400, 300))
    rect = draw_countdown(surface, app, card, 30.0, 40.0, reduced=False)
    assert rect == ring_rect(app, card) and rect.left > card.right and rect.height <= card.height
    assert _ring_pixel(surface, rect) == theme.GOLD[:3]
    # three quarters gone: what is left runs from the top to three o'clock, the rest is empty
    surface.fill((0, 0, 0))
    draw_countdown(surface, app, card, 10.0, 40.0, reduced=False)
    mid = rect.width / 2 - theme.px(app, RING_W) / 2

    def at(degrees: float) -> tuple[int, int, int]:
        a = math.radians(degrees - 90)  # from the top, clockwise
        return tuple(surface.get_at((round(rect.centerx + mid * math.cos(a)),
                                     round(rect.centery + mid * math.sin(a)))))[:3]  # type: ignore[return-value]
    assert at(45) == theme.DANGER[:3]  # urgent at URGENT seconds
    assert at(135) != theme.DANGER[:3] and at(225) != theme.DANGER[:3] and at(315) != theme.DANGER[:3]
    assert URGENT == 10.0 and seconds_shown(0.2) == 1 and seconds_shown(0.0) == 0 and seconds_shown(10.0) == 10
    # reduced motion: no ring at all, the seconds alone
    surface.fill((0, 0, 0))
    draw_countdown(surface, app, card, 30.0, 40.0, reduced=True)
    assert _ring_pixel(surface, rect) == (0, 0, 0)
    assert pygame.transform.average_color(surface, rect)[:3] != (0, 0, 0)  # but its words are there


class _Session:
    """What CountdownVoice reads of a session."""

    def __init__(self) -> None:
        self.step = (0, 1, 2)
        self.out: list[int] = []

    def take_timeouts(self) -> list[int]:
        out, self.out = self.out, []
        return out


def test_the_urgent_seconds_are_said_once_and_time_outs_go_to_the_log(tmp_path) -> None:
    from toolbox import make_app
    from diamant.games.diamant.screens.countdown import CountdownVoice
    from diamant.games.diamant.screens.logpanel import LogPanel
    app = make_app()
    app.speech._sink = open(tmp_path / "said.txt", "w", encoding="utf-8")  # a transcript: speech is on
    voice, sess, log = CountdownVoice(), _Session(), LogPanel(app, ["Ann", "Bob", "Cy"], you=0)
    said = app.speech.said
    voice.update(app, sess, (0, 15.0, 20.0), log)  # type: ignore[arg-type]
    assert app.speech.said == said  # not yet urgent
    voice.update(app, sess, (0, 9.97, 20.0), log)  # type: ignore[arg-type]
    voice.update(app, sess, (0, 9.0, 20.0), log)  # type: ignore[arg-type]
    assert app.speech.said == said + 1 and app.speech.last == "10 seconds left to decide."
    sess.step = (0, 1, 3)  # the next decision: said again when its time is short
    voice.update(app, sess, (0, 4.2, 20.0), log)  # type: ignore[arg-type]
    assert app.speech.last == "5 seconds left to decide."
    sess.out = [1]
    voice.update(app, sess, None, log)  # type: ignore[arg-type]
    assert [(e.msg, e.seats, e.tone) for e in log.entries] == [("logbook-time-ran-out", (1,), "warn")]
    app.speech._sink.close()
    app.speech._sink = None


def test_a_state_counts_its_deadline_from_when_it_came_not_from_the_frame_that_reads_it() -> None:
    from diamant.shell.online import TableLink
    link = TableLink("diamant")
    try:
        before = time.monotonic()
        link.arrived({"type": "state", "deadline": 20.0})
        link.arrived({"type": "events", "events": []})
        state, events = link.inbox.take()
        assert before <= state["received"] <= time.monotonic() and "received" not in events
    finally:
        link.net.stop()


def test_a_table_taken_back_keeps_its_clock(tmp_path) -> None:
    from diamant.shell.online import HostedTable
    from diamant.storage.files import read_json
    kept = tmp_path / "online-table.json"
    hosted = HostedTable("diamant", [SeatPlan(LOCAL, name="Ann"), SeatPlan(REMOTE), SeatPlan(BOT)],
                         decision_time=40.0, save_to=kept)
    try:
        hosted._autosave(hosted.host)  # (what the host does after every step)
    finally:
        hosted.close()
    back = HostedTable("diamant", [], resume=read_json(kept))
    try:
        assert back.host.decision_time == back.decision_time == 40.0
    finally:
        back.close()
