"""Diamonds Club's screens, the rough edges: a dialog open at a kill comes back on Continue, the
round summary tells the round that ended, default names follow the language, the pause menu is
the running game's, and a hot-seat game never hides whose turn it is."""
from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from toolbox import InlineExecutor, click
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401
import diamant.games.diamant.screens.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from diamant.games.club.data import PRICE_TILES
from diamant.games.club.events import Bought, DiamondAwarded, LeaderChosen, RoundEnded
from diamant.games.club.screens import names as N
from diamant.games.club.screens.lobby import DraftSeat, seats_from
from diamant.games.club.screens.session import ClubSession, ended_round_events
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.i18n import get_localizer
from diamant.ui.app import App


pytestmark = pytest.mark.usefixtures("home")  # a player's folder of its own


make_app = partial(_make_app, speed=0.0, inline_bots=True)


def frames(app: App, n: int, until: Any = None) -> None:
    for i in range(n):
        app.frame(1 / 30, events=[], draw=i % 20 == 0)
        if until is not None and until():
            return


def new_table(app: App, seats: tuple[ClubSeat, ...], seed: int = 4, saves: list | None = None) -> Any:
    session = ClubSession.new(ClubSetup(seats, seed), save=(saves.append if saves is not None else None),
                              executor=InlineExecutor())
    return app.nav.reset("club-table", session=session)


BOTS = (ClubSeat("Bo", 0, "steady"), ClubSeat("Cy", 1, "beginner"))


# ------------------------------------------------------------------------------ resume what was open
def test_a_round_summary_open_at_a_kill_comes_back_on_continue() -> None:
    app = make_app()
    try:
        saves: list[dict] = []
        session = _just_before_a_round_ends()
        session.save = saves.append
        app.nav.reset("club-table", session=session)
        frames(app, 300, until=lambda: app.nav.top_is("club-round-end"))
        assert app.nav.top_is("club-round-end")
        killed = saves[-1]  # the last thing on disk when the process dies here
        assert killed["ui"].get("open") == "round-end"
        summary_round = app.scenes.top.summary.round
        again = make_app()
        try:
            table = again.nav.reset("club-table", saved=killed)
            frames(again, 3)
            assert again.nav.top_is("club-round-end")
            assert again.scenes.top.summary.round == summary_round
            # closed, it stays closed: the save says so before anything is played
            again.scenes.top.finish()
            assert table.session.to_saved()["ui"].get("open") is None
            closed = table.session.to_saved()
            third = make_app()
            try:
                third.nav.reset("club-table", saved=closed)
                frames(third, 3)
                assert not third.nav.top_is("club-round-end")
            finally:
                third.close()
        finally:
            again.close()
    finally:
        app.close()


def _just_before_a_round_ends(seats: tuple[ClubSeat, ...] = BOTS) -> ClubSession:
    """Two bots' game played (without a table) up to the action that ends the first round."""
    session = ClubSession.new(ClubSetup(seats, 4), executor=InlineExecutor())
    g = session.game
    while True:
        ahead = g.copy()
        if any(e.type == "round-ended" for e in ahead.play(ahead.legal()[-1])):
            session.take_steps()
            return session
        session._apply(g.to_move(), g.legal()[-1], bot=True)


def test_a_kill_while_the_rounds_last_pieces_fly_still_shows_the_summary() -> None:
    """The save is written when the round's last action is played, before the table shows it."""
    session = ClubSession.new(ClubSetup(BOTS, 4))
    g = session.game
    while True:
        events = session._apply(g.to_move(), g.legal()[-1], bot=True)
        if any(e.type == "round-ended" for e in events):
            break
    saved = session.to_saved()
    assert saved["ui"] == {}
    ended = ended_round_events(ClubSession.from_saved(saved).events)
    assert ended is not None and isinstance(ended[0], DiamondAwarded) and isinstance(ended[-1], RoundEnded)
    app = make_app()
    try:
        app.nav.reset("club-table", saved=saved)
        frames(app, 3)
        assert app.nav.top_is("club-round-end")
    finally:
        app.close()
    session._apply(g.to_move(), g.legal()[-1], bot=True)  # the next round has begun: nothing to show
    assert ended_round_events(session.events) is None


def _person_build_turn(seed: int = 4, phase: str = "build") -> ClubSession:
    """A person (seat 0) and a bot, played on until the person builds and can afford a tile (or
    sells gems with a choice to make)."""
    session = ClubSession.new(ClubSetup((ClubSeat("Ann", 0, None), ClubSeat("Bo", 1, "steady")), seed))
    g = session.game
    for _ in range(2000):
        here = g.to_move() == 0 and g.state()["phase"] == phase
        if here and any(a.startswith("build") for a in g.legal()) or here and len(g.legal()) > 2:
            session.take_steps()  # the table starts from here, nothing left to show
            return session
        legal = g.legal()
        buys = [a for a in legal if a.startswith("buy")]
        session._apply(g.to_move(), buys[0] if buys and g.state()["phase"] == "buy" else
                       next((a for a in legal if a.startswith(("keep", "build"))), legal[-1]), bot=True)
    raise AssertionError("no building turn")


def test_the_build_dialog_and_the_gems_panel_come_back_on_continue() -> None:
    session = _person_build_turn()
    saves: list[dict] = []
    session.save = saves.append
    session.executor = InlineExecutor()
    app = make_app()
    try:
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        tile = next(t for t in range(5) if any(a.split()[:2] == ["build", ("fountain", "orangery", "pavilion",
                    "rose-garden", "forest")[t]] for a in session.game.legal()))
        table._build(tile)
        assert app.nav.top_is("club-build")
        killed = saves[-1]
        assert killed["ui"] == {"open": "build", "tile": tile}
        again = make_app()
        try:
            again.nav.reset("club-table", saved=killed)
            frames(again, 3)
            assert again.nav.top_is("club-build") and again.scenes.top.seat == 0
            assert again.scenes.top.tile == tile
        finally:
            again.close()
        app.scenes.top.cancel()  # closed with nothing built: the save says so
        assert saves[-1]["ui"].get("open") is None
    finally:
        app.close()
    # the gems panel: written as open, and open again on Continue
    session = _person_build_turn(phase="gems")
    saves.clear()
    session.save = saves.append
    session.executor = InlineExecutor()
    app = make_app()
    try:
        app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert app.nav.top_is("club-gems") and saves[-1]["ui"] == {"open": "gems"}
        again = make_app()
        try:
            again.nav.reset("club-table", saved=saves[-1])
            frames(again, 3)
            assert again.nav.top_is("club-gems") and again.scenes.top.seat == 0
        finally:
            again.close()
        app.scenes.top.finish()
        frames(app, 2)
        assert saves[-1]["ui"].get("open") is None
    finally:
        app.close()


def test_a_payment_changed_in_the_build_dialog_comes_back_on_continue() -> None:
    """The dialog came back after a kill with the default payment, the player's own lost."""
    session = _person_build_turn()
    saves: list[dict] = []
    session.save = saves.append
    session.executor = InlineExecutor()
    app = make_app()
    try:
        app.nav.reset("club-table", session=session)
        frames(app, 5)
        app.nav.find("club-table")._build(None)
        dialog = app.scenes.top
        assert app.nav.top_is("club-build")
        suggested = list(dialog.pay)
        gem = next(g for g, n in enumerate(suggested) if n > 0)
        dialog.change(gem, -1)  # one gem less: the player's own payment, not the suggested one
        edited = list(dialog.pay)
        assert edited != suggested
        killed = saves[-1]
        assert killed["ui"]["pay"] == edited and killed["ui"]["tile"] == dialog.tile
        again = make_app()
        try:
            again.nav.reset("club-table", saved=killed)
            frames(again, 3)
            assert again.nav.top_is("club-build")
            back = again.scenes.top
            assert back.tile == dialog.tile and back.pay == edited and back.obj == dialog.obj
            # a damaged save's payment (more than is held) is not shown: the suggested one is
            damaged = {**killed, "ui": {**killed["ui"], "pay": [99] * len(edited)}}
            again.nav.reset("club-table", saved=damaged)
            frames(again, 3)
            assert again.nav.top_is("club-build") and again.scenes.top.pay == suggested
        finally:
            again.close()
        dialog.cancel()  # closed with nothing built: nothing of it is kept
        assert not {"open", "tile", "pay", "obj"} & set(saves[-1]["ui"])
    finally:
        app.close()


# ------------------------------------------------------------------------------ the round summary
def test_the_summary_tells_the_round_that_ended_not_the_next_ones_state() -> None:
    app = make_app()
    try:
        new_table(app, (ClubSeat("Bo", 0, "steady"), ClubSeat("Cy", 1, "beginner"), ClubSeat("Di", 2, "steady")),
                  seed=7)
        seen = 0
        for _ in range(3):  # the first three rounds
            frames(app, 3000, until=lambda: app.nav.top_is("club-round-end"))
            summary_scene = app.scenes.top
            game = summary_scene.game
            s = summary_scene.summary
            table = app.nav.find("club-table")
            ended = [e for e in table.session.events if isinstance(e, RoundEnded)][-1]
            # the game handed over is already at the next round's start
            assert game.round == ended.round + 1 and game.state()["phase"] == "buy"
            assert s.round == ended.round and s.leader == ended.leader
            diamonds = [e for e in ended_round_events(table.session.events) if isinstance(e, DiamondAwarded)]
            assert sum(s.diamonds) == len(diamonds) >= 1
            leader = [e for e in ended_round_events(table.session.events) if isinstance(e, LeaderChosen)][-1]
            assert s.leader == leader.leader
            app.draw()
            summary_scene.finish()
            seen += 1
            frames(app, 2)
        assert seen == 3
    finally:
        app.close()


# ------------------------------------------------------------------------------ names and languages
def test_default_names_follow_a_switch_of_language() -> None:
    app = make_app()
    try:
        lobby = app.nav.push("club-lobby", seats=[DraftSeat("", 0, None), DraftSeat("", 1, None),
                                                  DraftSeat("", 2, "steady"), DraftSeat("Kim", 3, "steady")])
        setup = lobby.setup(seed=3)
        assert [s.name for s in setup.seats] == ["Player 1", "Player 2", "Steady", "Kim"]
        session = ClubSession.new(setup, executor=InlineExecutor())
        session.hold_bots = True
        table = app.nav.reset("club-table", session=session)
        app.set_language("ru")
        ru = get_localizer("ru")
        assert session.names == (ru.t("club-lobby-player", n=1), ru.t("club-lobby-player", n=2), ru.t("club-bot-steady"), "Kim")
        app.frame(1 / 30, events=[])
        assert table.status() == ru.t("club-table-status-buy", who=ru.t("club-lobby-player", n=1))
        saved = session.to_saved()
        assert [s["name"] for s in saved["seats"]][:2] == [ru.t("club-lobby-player", n=1), ru.t("club-lobby-player", n=2)]
        # a game saved in Russian, continued in Japanese
        ja_app = make_app(lang="ja")
        try:
            again = ja_app.nav.reset("club-table", saved=saved)
            ja = get_localizer("ja")
            assert again.session.names == (ja.t("club-lobby-player", n=1), ja.t("club-lobby-player", n=2),
                                           ja.t("club-bot-steady"), "Kim")
        finally:
            ja_app.close()
    finally:
        app.close()


def test_numbered_default_bot_names_and_typed_names() -> None:
    ru = get_localizer("ru")
    seats = [ClubSeat("Steady", 0, "steady"), ClubSeat("Steady 2", 1, "steady"), ClubSeat("Player 3", 2, "master"),
             ClubSeat("Ann", 3, None)]
    assert N.shown_names(ru, seats) == [ru.t("club-bot-steady"), ru.t("club-bot-steady") + " 2", "Player 3", "Ann"]
    assert N.is_default("Осторожный 2", "steady") and not N.is_default("Осторожный 2", None)
    assert N.is_default("  игрок   4 ", None) and not N.is_default("Igor", None)


def test_a_remembered_lobby_in_another_language_shows_todays_names() -> None:
    seats = seats_from({"seats": [{"name": "Вы", "colour": 0, "bot": None},
                                  {"name": "Осторожный", "colour": 1, "bot": "steady"},
                                  {"name": "Mia", "colour": 2, "bot": None}]})
    assert [s.name for s in seats] == ["", "", "Mia"]
    app = make_app(lang="pl")
    try:
        lobby = app.nav.push("club-lobby", seats=seats)
        pl = get_localizer("pl")
        # two people (Mia and a default name): "Player 1", as in Diamant's lobby
        assert lobby.shown_names() == [pl.t("club-lobby-player", n=1), pl.t("club-bot-steady"), "Mia"]
        lobby._set_name(0, "You")  # a default name typed back, in English: still the default
        assert lobby.seats[0].name == ""
    finally:
        app.close()


# ------------------------------------------------------------------------------ the pause menu
def test_the_pause_menu_is_the_running_games() -> None:
    from diamant.ui import nav
    app = make_app()
    try:
        session = ClubSession.new(ClubSetup(BOTS, 4), executor=InlineExecutor())
        session.hold_bots = True
        app.nav.reset("club-table", session=session)
        app.open_pause()
        pause = app.scenes.top
        assert pause.game is not None and pause.game.id == "club"
        labels = [b.label for b in pause.buttons]
        assert labels == ["pause-resume", "menu-settings", "menu-rules", "pause-keys", "pause-quit-to-menu"]
        pause.open_rules()
        assert nav.name_of(app.top) == "club-rules"
        # Diamant's game: its own rules
        from diamant.games.diamant.screens import flow
        from diamant.games.diamant.screens.session import SeatSetup, TableSetup
        app.nav.reset("title")
        flow.start_game(app, TableSetup(seats=[SeatSetup("Ana", "human", None, 0),
                                               SeatSetup("", "bot", "steady", 1)], seed=3))
        app.open_pause()
        assert app.scenes.top.game.id == "diamant"
        app.scenes.top.open_rules()
        assert nav.name_of(app.top) == "rules"
        flow.stop_sessions(app)
    finally:
        app.close()


def test_the_tables_rules_open_at_the_phase_being_played() -> None:
    """The table's "?" opened the rules at their top ("The goal"), whatever the phase."""
    from diamant.ui import nav
    from diamant.games.club.screens.table_dialogs import rules_section
    app = make_app()
    try:
        session = ClubSession.new(ClubSetup(BOTS, 4), executor=InlineExecutor())
        session.hold_bots = True
        table = app.nav.reset("club-table", session=session)
        frames(app, 2)
        assert table.shown["phase"] == "buy"
        table.rules_button.on_click()  # the "?" button
        rules = app.scenes.top
        assert nav.name_of(rules) == "club-rules"
        frames(app, 1)
        assert rules.scroll > 0 and rules.current_section() == "market"
        assert rules.group.focused is rules.section_buttons[rules.sections.index("market")]
        rules.close()
        session = _person_build_turn()
        session.executor = InlineExecutor()
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert table.shown["phase"] == "build"
        table.rules_button.on_click()
        rules = app.scenes.top
        frames(app, 1)
        assert rules.current_section() == "building" and rules.scroll == rules.target > 0
    finally:
        app.close()
    # phase 3 has no state of its own: its diamonds fly in the step that ends the buying
    assert rules_section("gems") == "gems" and rules_section("over") == "end"
    assert rules_section("buy", [DiamondAwarded(seat=0, reason="coins", amount=3)]) == "diamonds"
    assert rules_section("buy", [LeaderChosen(leader=1, order=(1, 0))]) == "diamonds"
    assert rules_section("buy", [Bought(seat=0, space="c1r1", item="T+2", coins=1)]) == "market"


def test_the_pause_menus_rules_open_at_the_phase_being_played() -> None:
    """The pause menu's Rules opened either game's rules at their top ("The goal"), while the
    table's "?" opens them at the phase being played."""
    from diamant.ui import nav
    app = make_app()
    try:
        session = _person_build_turn()
        session.executor = InlineExecutor()
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert table.shown["phase"] == "build"
        app.open_pause()
        app.scenes.top.open_rules()
        rules = app.scenes.top
        assert nav.name_of(rules) == "club-rules"
        frames(app, 1)
        assert rules.current_section() == "building" and rules.scroll == rules.target > 0
        assert rules.group.focused is rules.section_buttons[rules.sections.index("building")]
        # Diamant's game: its rules at the expedition being played
        from diamant.games.diamant.screens import flow
        from diamant.games.diamant.screens.session import SeatSetup, TableSetup
        app.nav.reset("title")
        flow.start_game(app, TableSetup(seats=[SeatSetup("Ana", "human", None, 0),
                                               SeatSetup("", "bot", "steady", 1)], seed=3))
        frames(app, 2)
        app.open_pause()
        app.scenes.top.open_rules()
        rules = app.scenes.top
        assert nav.name_of(rules) == "rules"
        frames(app, 1)
        assert rules.current_section() == "expedition" and rules.scroll > 0
        flow.stop_sessions(app)
    finally:
        app.close()


def test_a_building_turn_takes_the_focus_off_the_market() -> None:
    """Played in a window: a person bought with their last coin (the table then passed for
    them) and their building turn kept the focus on that market space, where Enter does
    nothing while building; Build is where the turn puts it."""
    app = make_app()
    try:
        session = _person_build_turn()
        session.executor = InlineExecutor()
        table = app.nav.reset("club-table", session=session)
        table.group.focus(table.spaces[3])  # the last space clicked while buying
        frames(app, 5)
        assert table.shown["phase"] == "build" and table._person() == 0
        assert table.group.focused is table.build_button
    finally:
        app.close()


def test_the_any_object_price_tile_opens_the_build_dialog() -> None:
    """Played in a window: a click on the "any landscape object" price tile, affordable and
    lit as an offer, said "You cannot build it now" (its offers are "build any:<object>", the
    table asked for "build any"), and its tooltip said the same."""
    from diamant.ui import nav
    app = make_app()
    try:
        session = _person_build_turn(seed=1)
        session.executor = InlineExecutor()
        assert any(a.startswith("build any:") for a in session.game.legal())
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert table._person() == 0 and table.shown["phase"] == "build"
        spot = table.price_spots[PRICE_TILES.index("any")]
        assert "You cannot build it now" not in table._price_tip(PRICE_TILES.index("any"))
        click(app, spot.rect.center)
        assert nav.name_of(app.top) == "club-build" and app.top.tile == PRICE_TILES.index("any")
    finally:
        app.close()


def test_home_and_end_take_the_keyboard_to_the_first_offer_and_pass() -> None:
    """Played by keyboard in a window: passing meant walking Left over the whole market to the
    buttons (up to 15 keys). End now goes to Pass, Home to the turn's first space on offer, and
    the keys overlay says so."""
    import pygame
    from toolbox import key as press
    from diamant.shell.scenes.shortcuts import rows_for
    from diamant.shell import games
    app = make_app()
    try:
        session = _person_build_turn(phase="buy")
        session.executor = InlineExecutor()
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert table._person() == 0 and table.shown["phase"] == "buy"
        first = table.default_focus()
        table.group.focus(table.spaces[-1])
        press(app, pygame.K_END)
        assert table.group.focused is table.pass_button
        press(app, pygame.K_HOME)
        assert table.group.focused is first and first in table.spaces
        press(app, pygame.K_END)
        press(app, pygame.K_RETURN)  # and Enter passes
        assert session.game.actions[-1] == "pass"
        entry = games.get("club")
        assert entry is not None
        rows = rows_for(entry.keys)
        assert ("Home / End", "club-keys-ends") in rows
    finally:
        app.close()


def test_the_turn_banner_does_not_show_through_the_gems_panel() -> None:
    """Played in a window: the gems panel opens with the turn, and the turn's banner ("Bob,
    your turn") showed through the panel, in its middle."""
    app = make_app()
    try:
        session = _person_build_turn(phase="gems")
        session.executor = InlineExecutor()
        table = app.nav.reset("club-table", session=session)
        frames(app, 5)
        assert app.nav.top_is("club-gems")
        assert table.motion.banner is None
    finally:
        app.close()


def test_settings_from_a_club_game_leave_out_diamants_own() -> None:
    """Settings from the club's pause menu offered the hand-over curtain, the learning aid and
    the cave's volume, which only Diamant uses (no ambience plays under the club); from Diamant's
    pause menu and from the title they are there."""
    app = make_app()
    try:
        session = ClubSession.new(ClubSetup(BOTS, 4), executor=InlineExecutor())
        session.hold_bots = True
        app.nav.reset("club-table", session=session)
        app.open_pause()
        app.scenes.top.open_settings()
        settings = app.scenes.top
        labels = [getattr(w, "label", None) for w in settings.group.widgets]
        assert "settings-curtain" not in labels and "settings-learning-aid" not in labels
        assert settings.curtain not in settings.left_rows and settings.aid not in settings.left_rows
        assert "settings-ambient-volume" not in labels and settings.ambient not in settings.right_rows
        assert "settings-language" in labels and "settings-speak" in labels
        assert "settings-master-volume" in labels and "settings-mute" in labels
        app.frame(1 / 30, events=[], draw=True)  # laid out and drawn without them
        assert all(w.rect.height > 0 for w in settings.left_rows + settings.right_rows)
        app.nav.reset("title")
        app.nav.push("settings")
        labels = [getattr(w, "label", None) for w in app.scenes.top.group.widgets]
        assert "settings-curtain" in labels and "settings-learning-aid" in labels
        assert "settings-ambient-volume" in labels
        from diamant.games.diamant.screens import flow
        from diamant.games.diamant.screens.session import SeatSetup, TableSetup
        app.nav.reset("title")
        flow.start_game(app, TableSetup(seats=[SeatSetup("Ana", "human", None, 0),
                                               SeatSetup("", "bot", "steady", 1)], seed=3))
        app.open_pause()
        app.scenes.top.open_settings()
        labels = [getattr(w, "label", None) for w in app.scenes.top.group.widgets]
        assert "settings-curtain" in labels and "settings-learning-aid" in labels
        assert "settings-ambient-volume" in labels
        flow.stop_sessions(app)
    finally:
        app.close()


# ------------------------------------------------------------------------------ hot-seat
@pytest.mark.slow  # a whole game of two persons and a bot through the real scenes: about 10 s
def test_a_hot_seat_game_never_hides_whose_turn_it_is() -> None:
    import random

    import pygame
    from diamant.ui import nav
    from diamant.games.club.screens.table_words import space_name

    def click(pos: tuple[int, int]) -> None:
        app.frame(1 / 30, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                                  pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], draw=False)

    app = make_app(size=(960, 540))
    try:
        seats = (ClubSeat("Ann", 0, None), ClubSeat("Bea", 1, None), ClubSeat("Cy", 2, "steady"))
        table = new_table(app, seats, seed=12)
        session = table.session
        banners: list[tuple[str, int]] = []  # (text, the game's action count when shown)
        show = table.motion.show_banner

        def recorded(text: str, *a: Any, **kw: Any) -> None:
            banners.append((text, len(session.game.actions)))
            show(text, *a, **kw)
        table.motion.show_banner = recorded
        rng = random.Random(5)
        turns, dialogs, last_person, stalled, moves = 0, {"club-gems": 0, "club-build": 0}, None, 0, -1
        for _ in range(40000):
            if session.is_over and app.nav.top_is("club-scoring"):
                break
            app.frame(1 / 30, events=[], draw=False)
            top = nav.name_of(app.top)
            mover = session.game.to_move()
            if top in ("club-gems", "club-build"):  # opened for the person to move, named
                scene = app.top
                assert scene.seat == mover and session.is_human(mover), (top, scene.seat, mover)
                dialogs[top] += 1
                if top == "club-gems":
                    assert scene.names[scene.seat] == session.names[mover]
                    scene.finish()
                elif rng.random() < 0.8 and scene.action() is not None:
                    scene.finish()
                else:
                    scene.cancel()
                continue
            if top == "club-round-end":
                app.top.finish()
                continue
            if top == "club-track-choice":
                app.top.buttons[rng.randrange(len(app.top.buttons))].activate()
                continue
            if top != "club-table":
                continue
            # nothing waits for a bot forever
            if len(session.game.actions) != moves:
                moves, stalled = len(session.game.actions), 0
            elif mover is not None and not session.is_human(mover):
                stalled += 1
                assert stalled < 200, "the table waits for the bot"
            p = table._person()
            if p is None:
                continue
            # the person to move: their park in front, the last banner named them when the person changed
            assert table.front == p and table.L is not None and table.L.parks[p].big, (
                p, table.front, table.shown["to_move"], table.shown["phase"], session.game.state()["phase"],
                session.game.actions[-3:], table.asked)
            if p != last_person:
                turns += 1
                assert banners and banners[-1][0] == app.t("club-table-your-turn", who=session.names[p])
                last_person = p
            phase = table.shown["phase"]
            if phase == "buy":
                offers = sorted(table._offers())
                if offers and rng.random() < 0.85:
                    pick = rng.choice(offers)
                    click(table.spaces[next(i for i in range(len(table.spaces)) if space_name(i) == pick)].rect.center)
                else:
                    click(table.pass_button.rect.center)
            elif phase == "build":
                if table.build_button.enabled and rng.random() < 0.9:
                    click(table.build_button.rect.center)
                else:
                    click(table.pass_button.rect.center)
        assert session.is_over and app.nav.top_is("club-scoring")
        assert turns > 20 and dialogs["club-gems"] > 3 and dialogs["club-build"] > 3, (turns, dialogs)
    finally:
        app.close()
