"""The game flow's scenes, driven headless with synthetic pygame events and manual frames."""
from __future__ import annotations

import threading
from functools import partial

import pygame

from diamant.games.diamant.bots import BOTS
from diamant.ui.app import App
from diamant.games.diamant.screens.flow import resume_game, start_game
from diamant.games.diamant.screens.scenes.board import BoardScene
from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
from diamant.games.diamant.screens.scenes.handover import HandoverScene
from diamant.games.diamant.screens.scenes.scoring import ScoringScene
from diamant.games.diamant.screens.session import SeatSetup, TableSetup
from diamant.games.diamant.engine import Decision
from toolbox import click, frames_until, key
from toolbox import make_app as _make_app
from diamant.games.diamant import saves as dsaves

#: every app of this file: no animation, the hot-seat curtain, the clock past its start
make_app = partial(_make_app, speed=0.0, curtain=True, time=1.0)


def table(kinds, seed=5, secret=False, level="counter-rule") -> TableSetup:
    return TableSetup([SeatSetup(f"P{i}", k, None if k == "human" else level, i)
                       for i, k in enumerate(kinds)], "classic", secret, seed)


def to_expedition(app: App, setup: TableSetup, hold_bots: bool = False) -> ExpeditionScene:
    sess = start_game(app, setup)
    sess.hold_bots = hold_bots
    board = app.top
    assert isinstance(board, BoardScene)
    click(app, board.start.rect.center)
    exp = app.find(ExpeditionScene)
    assert isinstance(exp, ExpeditionScene)
    return exp


def test_click_continue_then_leave_reaches_the_engine():
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot")))
    sess = exp.session
    assert frames_until(app, exp.can_decide)
    click(app, exp.card_rects[1].center)  # Continue
    assert (0, Decision.CONTINUE) in sess.game.decisions
    assert sess.game.decisions.count((0, Decision.CONTINUE)) == 1
    assert frames_until(app, lambda: exp.can_decide() or sess.game.round > 1)
    if exp.can_decide():
        click(app, exp.card_rects[0].center)  # Leave
        assert sess.game.decisions.count((0, Decision.LEAVE)) == 1
    sess.close()


def test_keys_choose_and_the_whole_game_reaches_the_scores():
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot", "bot"), seed=9))
    sess = exp.session
    for _ in range(3000):
        if app.game_over_seen:
            break
        top = app.top
        if isinstance(top, ExpeditionScene) and top.can_decide():
            key(app, pygame.K_l if len(sess.game.path) >= 3 else pygame.K_c)
        elif isinstance(top, BoardScene):
            click(app, top.start.rect.center)
        elif top is not None and top.__class__.__name__ == "RoundEndScene":
            key(app, pygame.K_RETURN)
        sess.wait_for_bots(1.0)
        app.frame(1 / 30, [])
    assert sess.is_over and app.game_over_seen
    assert isinstance(app.top, ScoringScene)
    humans = [d for s, d in sess.game.decisions if s == 0]
    assert Decision.LEAVE in humans and Decision.CONTINUE in humans


def test_bots_only_game_runs_to_the_scores_by_itself():
    app = make_app(speed=1.0, size=(640, 360))
    app.settings.spectator_speed = 4.0
    start_game(app, table(("bot",) * 4, seed=1))
    sess = app.top.session
    for _ in range(20000):
        if app.game_over_seen:
            break
        sess.wait_for_bots(1.0)
        app.frame(0.25, [])
    assert app.game_over_seen and sess.is_over


def _hotseat_pixels(first_choice: int):
    """Render the curtain for the second human and then their screen, after the first chose."""
    app = make_app()
    exp = to_expedition(app, table(("human", "human", "bot"), seed=12), hold_bots=True)
    # (the bot stays undecided in both runs)
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene))
    assert app.top.seat == 0
    key(app, pygame.K_RETURN)  # Anna confirms the curtain
    assert exp.active == 0 and exp.can_decide()
    key(app, first_choice)
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene))
    assert app.top.seat == 1
    app.time = 1.0
    app.draw()
    curtain = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_RETURN)
    assert exp.active == 1
    app.time = 1.0
    app.draw()
    screen = pygame.image.tobytes(app.screen, "RGB")
    decisions = list(exp.session.game.decisions)
    exp.session.close()
    return curtain, screen, decisions


def test_hot_seat_never_shows_one_humans_choice_to_the_other():
    c1, s1, d1 = _hotseat_pixels(pygame.K_c)
    c2, s2, d2 = _hotseat_pixels(pygame.K_l)
    assert d1 == [(0, Decision.CONTINUE)] and d2 == [(0, Decision.LEAVE)]
    assert c1 == c2, "the curtain differs depending on the first human's choice"
    assert s1 == s2, "the second human's screen differs depending on the first human's choice"


def test_one_human_needs_no_curtain_and_curtain_setting_off():
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot")))
    assert frames_until(app, exp.can_decide)
    assert not any(isinstance(s, HandoverScene) for s in app.scenes)
    exp.session.close()
    app = make_app()
    app.settings.curtain = False
    exp = to_expedition(app, table(("human", "human", "bot")))
    assert frames_until(app, exp.can_decide)
    assert not any(isinstance(s, HandoverScene) for s in app.scenes)
    exp.session.close()


def test_secret_chests_are_drawn_only_for_their_owner_behind_the_curtain():
    app = make_app()
    exp = to_expedition(app, table(("human", "human", "bot"), seed=3, secret=True), hold_bots=True)
    t = exp.table
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene))
    assert t.viewer is None  # the curtain is up: nobody's chest
    key(app, pygame.K_RETURN)
    assert t.viewer == 0
    if hasattr(t, "_chest_visible"):
        assert t._chest_visible(0) and not t._chest_visible(1) and not t._chest_visible(2)
    key(app, pygame.K_c)
    app.frame(0.0, [])
    assert t.viewer is None or isinstance(app.top, HandoverScene) and t.viewer is None
    exp.session.close()


def test_frame_loop_keeps_ticking_while_a_slow_bot_thinks(monkeypatch):
    release = threading.Event()
    answered: list[int] = []  # the bot's answers, once it lets go

    def slow(view):
        release.wait(10)  # a frame loop that waited for the bot would wait this long
        answered.append(1)
        return Decision.CONTINUE

    monkeypatch.setitem(BOTS, "slow-flow-test", lambda seed=None, seat=0: slow)
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot"), level="slow-flow-test"))
    try:
        assert frames_until(app, exp.can_decide)
        key(app, pygame.K_c)
        frames = app.frames
        for _ in range(60):
            app.frame(1 / 60, [])
        # sixty frames went by while the bot was still held: none of them waited for it
        assert app.frames >= frames + 60 and not answered and exp.session.thinking_seats
    finally:
        release.set()
        exp.session.close()


def test_resume_from_the_autosave_gives_the_same_state():
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot"), seed=31))
    sess = exp.session
    assert frames_until(app, exp.can_decide)
    key(app, pygame.K_c)
    assert frames_until(app, lambda: exp.can_decide() or sess.game.round > 1)
    record = sess.record()
    sess.close()
    app2 = make_app()
    resumed = resume_game(app2, record)
    exp2 = app2.top
    assert isinstance(exp2, ExpeditionScene)
    g1, g2 = sess.game, resumed.game
    assert (g1.round, g1.path, g1.carried, g1.chests, g1.awaiting) == \
           (g2.round, g2.path, g2.carried, g2.chests, g2.awaiting)
    if hasattr(exp2.table, "model"):
        assert [c for c, _, _ in exp2.table.model()["path"]] == [c.id for c in g2.path]
    assert frames_until(app2, exp2.can_decide)
    resumed.close()


def test_lobby_defaults_play_in_one_click_and_seats_keep_distinct_colours():
    from diamant.games.diamant.screens.flow import open_lobby
    from diamant.games.diamant.screens.scenes.lobby import LobbyScene
    app = make_app()
    app.settings.last_table = None
    open_lobby(app)
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    lobby.add_seat()
    lobby.next_colour(0)
    colours = [s.colour for s in lobby.setup.seats]
    assert len(set(colours)) == len(colours) == 5
    for _ in range(10):
        lobby.add_seat()
    assert len(lobby.setup.seats) == 8 and not lobby.add.enabled
    for _ in range(10):
        lobby.remove_seat(0)
    assert len(lobby.setup.seats) == 3
    click(app, lobby.play.rect.center)
    assert isinstance(app.top, (BoardScene, ExpeditionScene))  # bots only: the board goes on alone
    assert len(app.top.session.seats) == 3
    app.top.session.close()
    # the default table: one human against bots, started in one click
    app.settings.last_table = None
    open_lobby(app)
    click(app, app.top.play.rect.center)
    assert isinstance(app.top, BoardScene)
    assert app.top.session.humans == [0] and len(app.top.session.seats) == 4
    app.top.session.close()


def test_spectator_speed_is_kept_for_the_next_game(tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    from diamant.storage import load_settings
    app = make_app(size=(640, 360))
    app.save_settings_headless = True
    exp = to_expedition(app, table(("bot",) * 3, seed=2), hold_bots=True)
    assert exp.session.spectator and exp.speed_choice.visible
    exp._set_spectator_speed(4.0)
    assert exp.session.spectator_speed == 4.0
    settings, warnings = load_settings()
    assert settings.spectator_speed == 4.0 and not warnings


def _killed_and_resumed(monkeypatch, tmp_path):
    """The autosave as a killed game left it, resumed in a fresh app."""
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved is not None
    app2 = make_app()
    app2.autosave = True  # it goes on saving, as the game does
    return app2, resume_game(app2, saved)


def test_a_hot_seat_choice_made_before_a_kill_is_kept(monkeypatch, tmp_path):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    app = make_app()
    app.autosave = True
    sess = start_game(app, table(("human", "human", "bot"), seed=8))
    sess.hold_bots = True
    click(app, app.top.start.rect.center)
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene))
    key(app, pygame.K_RETURN)  # P0's curtain lifts
    exp = app.nav.find("expedition")
    app.time += 1.0
    key(app, pygame.K_l)  # P0 leaves ...
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene) and app.top.seat == 1)
    # ... and the game is killed at P1's curtain
    app2, resumed = _killed_and_resumed(monkeypatch, tmp_path)
    try:
        assert resumed.decided_seats() == (0,)
        assert resumed.game.decisions == [(0, Decision.LEAVE)]
        assert frames_until(app2, lambda: isinstance(app2.top, HandoverScene))
        assert app2.top.seat == 1  # P0 is not asked again
    finally:
        sess.close()
        resumed.close()
        del exp


def test_a_resume_from_the_round_summary_shows_it_and_then_the_camp(monkeypatch, tmp_path):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.games.diamant.screens.scenes.round_end import RoundEndScene
    app = make_app()
    app.autosave = True
    exp = to_expedition(app, table(("human", "bot", "bot"), seed=12))
    assert frames_until(app, exp.can_decide)
    key(app, pygame.K_l)  # the human leaves; the bots finish the expedition
    assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
    assert exp.session.game.round == 2
    app2, resumed = _killed_and_resumed(monkeypatch, tmp_path)
    try:
        summary = app2.top
        assert isinstance(summary, RoundEndScene) and summary.round == 1
        assert summary.outcome == app.top.outcome  # the same summary as before the kill
        summary.close_summary()
        assert isinstance(app2.top, BoardScene) and app2.top.round_no == 2  # the camp
        # killed again at the camp: the camp comes back, not the summary
        app3, again = _killed_and_resumed(monkeypatch, tmp_path)
        assert isinstance(app3.top, BoardScene) and app3.top.round_no == 2
        click(app3, app3.top.start.rect.center)
        assert isinstance(app3.top, ExpeditionScene) and app3.top.board_round == 2
        assert frames_until(app3, app3.top.can_decide)
        again.close()
    finally:
        exp.session.close()
        resumed.close()


def test_straight_on_from_the_round_summary_into_the_next_expedition():
    """One input from a round's summary into the next expedition (the camp stays one button
    away): it took "Back to camp" then "Enter the cave"."""
    from diamant.games.diamant.screens.scenes.round_end import RoundEndScene
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot"), seed=12))
    assert frames_until(app, exp.can_decide)
    key(app, pygame.K_l)
    assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
    summary = app.top
    assert summary.group.focused is summary.straight and summary.straight.visible
    key(app, pygame.K_RETURN)  # one input
    assert frames_until(app, lambda: exp.can_decide() and exp.session.game.round == 2)
    assert app.top is exp and not app.nav.find("board")
    assert exp.table.round == 2 and len(exp.table.model()["path"]) == len(exp.session.game.path)
    # the camp is still there for who wants it: the other button
    key(app, pygame.K_l)
    assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
    app.top.button.activate()
    assert frames_until(app, lambda: isinstance(app.top, BoardScene))
    assert app.top.round_no == 3
    exp.session.close()


def test_straight_on_from_a_resumed_summary(monkeypatch, tmp_path):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    from diamant.games.diamant.screens.scenes.round_end import RoundEndScene
    app = make_app()
    app.autosave = True
    exp = to_expedition(app, table(("human", "bot", "bot"), seed=12))
    assert frames_until(app, exp.can_decide)
    key(app, pygame.K_l)
    assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
    app2, resumed = _killed_and_resumed(monkeypatch, tmp_path)
    try:
        assert isinstance(app2.top, RoundEndScene)
        app2.top.go_straight_on()
        assert isinstance(app2.top, ExpeditionScene) and app2.top.board_round == 2
        assert frames_until(app2, app2.top.can_decide)
    finally:
        exp.session.close()
        resumed.close()


def test_the_winner_is_not_in_the_log_behind_the_last_summary():
    from diamant.games.diamant.screens.scenes.round_end import RoundEndScene
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot"), seed=12))
    sess = exp.session
    for _ in range(sess.game.ruleset.rounds):
        assert frames_until(app, lambda: exp.can_decide() or isinstance(app.top, RoundEndScene), n=4000)
        if exp.can_decide():
            key(app, pygame.K_l)
        assert frames_until(app, lambda: isinstance(app.top, RoundEndScene), n=4000)
        if sess.is_over:
            break
        app.top.go_straight_on()
    assert sess.is_over and isinstance(app.top, RoundEndScene)
    said = [e.msg for e in exp.logpanel.entries]
    assert "logbook-game-ended" not in said and "logbook-winner" not in str(said)
    app.top.close_summary()
    assert isinstance(app.top, ScoringScene)
    assert "logbook-game-ended" in [e.msg for e in exp.logpanel.entries]  # said with the scores
    sess.close()


def _hand_titles(app: App, exp: ExpeditionScene, monkeypatch) -> list[str]:
    from diamant.ui import theme
    drawn: list[str] = []
    real = theme.draw_text
    monkeypatch.setattr(theme, "draw_text", lambda surface, a, text, *args, **kw:
                        (drawn.append(text), real(surface, a, text, *args, **kw))[1])
    app.draw()
    monkeypatch.setattr(theme, "draw_text", real)
    return drawn


def test_the_one_person_is_spoken_to_and_hot_seat_players_are_named(monkeypatch):
    """Alone against bots the hand says "Your choice" (a default name "You" made "You, your
    choice", and "You has chosen"); at a hot seat it names whose choice it is."""
    app = make_app()
    exp = to_expedition(app, table(("human", "bot", "bot")), hold_bots=True)
    assert frames_until(app, exp.can_decide)
    drawn = _hand_titles(app, exp, monkeypatch)
    assert app.t("play-your-choice-solo") in drawn
    assert app.t("play-your-choice", name="P0") not in drawn
    key(app, pygame.K_c)
    drawn = _hand_titles(app, exp, monkeypatch)
    assert app.t("play-chosen-solo") in drawn and app.t("play-chosen", name="P0") not in drawn
    exp.session.close()

    app = make_app()
    exp = to_expedition(app, table(("human", "human", "bot"), seed=12), hold_bots=True)
    assert frames_until(app, lambda: isinstance(app.top, HandoverScene))
    key(app, pygame.K_RETURN)
    assert exp.active == 0 and exp.can_decide()
    drawn = _hand_titles(app, exp, monkeypatch)
    assert app.t("play-your-choice", name="P0") in drawn
    assert app.t("play-your-choice-solo") not in drawn
    exp.session.close()
