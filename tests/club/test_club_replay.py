"""Diamonds Club's replay viewer ("club-replay"), its log ("club-log"), `diamant replay --watch`
of a club record, and the history's Log and Replay of a finished club game."""
from __future__ import annotations

from functools import partial
import json

import pygame
import pytest
from toolbox import click_events
from toolbox import key_events as key

import diamant.games.club.screens  # noqa: F401 - registers the club's scenes
from diamant.games.club import ClubGame, ClubRecordError
from diamant.games.club.bots import bot_seed, make_bot
from diamant.games.club.log import render_all, entries
from diamant.games.club.screens.replay import ClubLogScene, ClubReplayScene
from diamant.games.club.history import store_club_game
from diamant.ui import nav
from diamant.ui.app import App, default_settings

NAMES = ("Anna", "Борис", "美咲", "Dragan")


def play(players: int = 3, seed: int = 4, colours=(2, 0, 3), bot: str = "random") -> dict:
    """A whole bots' game's record (the seats play the boards of their colours)."""
    g = ClubGame(players, seed, boards=list(colours[:players]))
    bots = [make_bot(bot, bot_seed(seed, p), p) for p in range(players)]
    while not g.is_over:
        g.play(bots[g.current](g.state(), g.legal()))
    return g.record([{"name": n, "kind": "bot", "bot": bot} for n in NAMES[:players]])


@pytest.fixture(scope="module")
def record() -> dict:
    return play(seed=6)  # its first action is a purchase (test_an_action_stepped_forward_is_heard)


@pytest.fixture
def app(home):
    a = App(headless=True, size=(1280, 720), settings=default_settings(), lang="en", audio=False)
    pygame.event.clear()
    yield a
    a.close()


click = partial(click_events, motion=True)  # the pointer moves there first, as a real mouse does


def state_after(record: dict, k: int) -> dict:
    """The state after the record's first k actions, replayed by the rules alone."""
    g = ClubGame(record["players"], record["seed"], record.get("deals"), record.get("boards"))
    for a in record["actions"][:k]:
        g.play(a)
    return g.state()


def test_the_viewer_steps_through_a_real_record_and_ends_on_its_final_state(app, record):
    final, _ = ClubGame.replay(record)
    scene = app.nav.push("club-replay", record=record)
    assert isinstance(scene, ClubReplayScene)
    app.frame(0.0, [])
    assert scene.pos == 0 and scene.last == len(record["actions"])
    assert scene.shown_state() == state_after(record, 0)
    scene.step_forward()
    scene.step_forward()
    assert scene.shown_state() == state_after(record, 2)
    scene.step_back()
    assert scene.pos == 1 and scene.shown_state() == state_after(record, 1)
    # by round: the next round's first state, and back to this round's start, then the one before
    scene.next_round()
    assert scene.shown_state()["round"] == 2
    first_of_2 = scene.pos
    assert scene.replay.rounds[first_of_2 - 1] == 1
    scene.step_forward()
    scene.prev_round()
    assert scene.pos == first_of_2
    scene.prev_round()
    assert scene.pos == 0
    scene.to_end()
    app.frame(0.0, [])
    assert scene.finished and scene.shown_state() == final.state()
    assert scene.shown_state()["phase"] == "over"
    mid = scene.last // 2
    scene.seek(mid)
    assert scene.shown_state() == state_after(record, mid)
    # the log beside the table: the lines of the game's log up to the action shown
    names = list(NAMES[:3])
    every = render_all(entries(ClubGame.replay(record)[1]), app.loc, names)
    lines = [text for text, _ in scene.log_lines()]
    assert lines and all(line in every for line in lines)


def test_play_runs_to_the_end_at_the_speed_and_stops(app, record):
    app.settings.animation_speed = 2.0
    scene = app.nav.push("club-replay", record=record)
    assert scene.speed == 2.0
    scene.toggle_play()
    assert scene.playing and scene.frame_interval() == 0.0
    app.frame(0.5, [])  # 0.5 s at speed 2: one action of 0.9 s (the first at once)
    assert scene.pos == 1
    for _ in range(4000):
        if not scene.playing:
            break
        app.frame(0.5, [], draw=False)
    assert not scene.playing and scene.finished
    assert scene.shown_state() == ClubGame.replay(record)[0].state()
    scene.toggle_play()  # at the end, play starts again from the beginning
    assert scene.playing and scene.pos == 0


def test_keyboard_mouse_and_gamepad(app, record):
    scene = app.nav.push("club-replay", record=record)
    app.frame(0.0, [])
    app.frame(0.0, key(pygame.K_RIGHT))
    app.frame(0.0, key(pygame.K_RIGHT))
    assert scene.pos == 2
    app.frame(0.0, key(pygame.K_LEFT))
    assert scene.pos == 1
    app.frame(0.0, key(pygame.K_END))
    assert scene.finished
    app.frame(0.0, key(pygame.K_HOME))
    assert scene.pos == 0
    app.frame(0.0, key(pygame.K_PAGEDOWN))
    assert scene.shown_state()["round"] == 2
    app.frame(0.0, key(pygame.K_PAGEUP) + key(pygame.K_PAGEUP))
    assert scene.pos == 0
    app.frame(0.0, key(pygame.K_SPACE))
    assert scene.playing
    app.frame(0.0, key(pygame.K_SPACE))
    assert not scene.playing
    app.frame(0.0, key(pygame.K_PLUS))
    assert scene.speed == 2.0
    # the mouse: the buttons of the bar
    at = scene.pos  # playing showed the first action at once
    app.frame(0.0, click(scene.b_forward.rect.center))
    assert scene.pos == at + 1
    app.frame(0.0, click(scene.b_end.rect.center))
    assert scene.finished
    app.frame(0.0, click(scene.b_start.rect.center))
    assert scene.pos == 0
    # the gamepad: the d-pad steps, the right shoulder goes to the next round
    pad = getattr(pygame, "CONTROLLERBUTTONDOWN")
    up = getattr(pygame, "CONTROLLERBUTTONUP")

    def press(button: int) -> list[pygame.event.Event]:
        return [pygame.event.Event(kind, button=button, instance_id=0) for kind in (pad, up)]
    app.frame(0.0, press(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    assert scene.pos == 1
    app.frame(0.0, press(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER))
    assert scene.shown_state()["round"] == 2
    # Esc closes the viewer
    app.frame(0.0, key(pygame.K_ESCAPE))
    assert scene not in app.scenes


@pytest.mark.parametrize("size, lang", [((960, 540), "ru"), ((1920, 1080), "ja")])
def test_draws_at_every_size_with_the_buttons_inside_the_window(home, record, size, lang):
    a = App(headless=True, size=size, settings=default_settings(), lang=lang, audio=False)
    try:
        scene = a.nav.push("club-replay", record=play(players=4, colours=(3, 1, 0, 2)))
        a.frame(0.0, [])
        scene.to_end()
        a.frame(0.0, [])
        window = pygame.Rect((0, 0), size)
        for b in scene.controls + [scene.b_close, scene.b_rules]:
            assert window.contains(b.rect) and b.rect.width > 0
        assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(scene.controls)
                       for b in scene.controls[i + 1:])
        assert a.t("club-replay-status", step=1, total=2) != "club-replay-status"
    finally:
        a.close()


def test_a_record_that_does_not_replay_is_refused(app, record):
    bad = dict(record, actions=list(record["actions"]))
    bad["actions"][3] = "buy c9r9"
    with pytest.raises(ClubRecordError):
        app.nav.push("club-replay", record=bad)


def test_the_log_scene_shows_the_whole_log_and_scrolls(app, record):
    scene = app.nav.push("club-log", record=record, date_text="today")
    assert isinstance(scene, ClubLogScene)
    app.frame(0.0, [])
    want = render_all(entries(ClubGame.replay(record)[1]), app.loc, list(NAMES[:3]))
    assert scene.lines == want and len(want) > scene.visible()
    app.frame(0.0, key(pygame.K_PAGEDOWN))
    assert scene.top == scene.visible() - 1
    app.frame(0.0, key(pygame.K_END))
    assert scene.top == len(want) - scene.visible()
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                       precise_y=1.0)])
    assert scene.top == len(want) - scene.visible() - 3
    app.set_language("ru")  # the same entries, in the language now chosen
    assert scene.lines == render_all(entries(ClubGame.replay(record)[1]), app.loc, list(NAMES[:3])) != want
    app.frame(0.0, key(pygame.K_ESCAPE))
    assert scene not in app.scenes


@pytest.mark.parametrize("lang", ["ja", "ru"])
def test_at_a_large_interface_the_logs_long_lines_wrap(home, record, lang):
    """At 150 % a long line of the log wraps onto the next instead of shrinking: every line
    shown is as wide as the box at most, in the body's own size, and nothing is lost."""
    from diamant.ui import theme
    settings = default_settings()
    settings.interface_scale = 1.5
    a = App(headless=True, size=(1280, 720), settings=settings, lang=lang, audio=False)
    try:
        scene = a.nav.push("club-log", record=record, date_text="today")
        a.frame(0.0, [])
        font = a.font(theme.FONT_BODY)
        room = scene.box.width - round(a.u * 3)  # the lines' inset (LOG_PAD_X)
        assert max(font.size(line)[0] for line in scene.lines) <= room
        whole = render_all(entries(ClubGame.replay(record)[1]), a.loc, list(NAMES[:3]))
        assert len(scene.lines) > len(whole)  # some did wrap
        assert "".join(scene.lines).replace(" ", "") == "".join(whole).replace(" ", "")
    finally:
        a.close()


def test_the_command_line_watches_a_club_record(tmp_path, capsys, record):
    from diamant.cli import main
    path = tmp_path / "club.json"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(path), "--watch", "--smoke-test"]) == 0
    totals = [line.total for line in ClubGame.replay(record)[0].score_lines()]
    assert capsys.readouterr().out.strip().splitlines()[-1] == f"replay finished: scores {totals}"


def test_the_history_opens_a_club_game_s_replay_and_log(app, record):
    seats = [{"name": n, "colour": c, "bot": "random"} for n, c in zip(NAMES[:3], record["boards"])]
    store_club_game({"format": "diamonds-club-save", "version": 1, "record": record, "seats": seats,
                     "ui": {}})
    hist = app.nav.push("history")
    app.frame(0.0, [])
    entry = hist.list.selected
    assert entry.game == "club"
    assert hist.replay_button.visible and hist.replay_button.enabled and hist.log_button.enabled
    app.frame(0.0, click(hist.replay_button.rect.center))
    viewer = app.top
    assert nav.name_of(viewer) == "club-replay" and viewer.replay.names == NAMES[:3]
    assert viewer.replay.colours == tuple(record["boards"])
    viewer.to_end()
    assert viewer.shown_state() == ClubGame.replay(record)[0].state()
    viewer.close()
    assert app.top is hist
    app.frame(0.0, click(hist.log_button.rect.center))
    assert nav.name_of(app.top) == "club-log"
    assert app.top.lines[0] == render_all(entries(ClubGame.replay(record)[1]), app.loc, list(NAMES[:3]))[0]


# ----------------------------------------------------------------------------------- the monkey
@pytest.mark.slow  # the title, the lobby and the table drawn: seconds on a busy machine
def test_the_monkey_opens_a_club_table_lobby_and_replay(home):
    from diamant_dev.monkey import Monkey
    m = Monkey(3, None)
    m._open_app()
    try:
        seats = [{"name": "Anna", "colour": 3, "bot": None}, {"name": "Борис", "colour": 1, "bot": "random"}]
        for mode, want in (("replay", "club-replay"), ("lobby", "club-lobby"), ("table", "club-table")):
            m.index += 1
            m.apply({"k": "start", "dt": 0.1, "game": "club", "mode": mode, "seats": seats, "seed": 5,
                     "speed": 0.0})
            assert nav.name_of(m.app.scenes.top) == want
            m.check()
        assert len(m.sessions()) == 1 and m.steered == 3
        m.check_autosave(sessions=m.sessions())  # the table's first save is there
    finally:
        m._close_app()


@pytest.mark.slow
def test_a_monkey_run_of_club_games_is_clean(monkeypatch):
    from diamant_dev import monkey as monkey_mod
    monkeypatch.setattr(monkey_mod, "CLUB_SHARE", 1.0)
    m = monkey_mod.Monkey(2, None, draw_every=3)
    assert m.run(400) == 0, m.failure
    club = sum(v for k, v in m.scenes.items() if k.startswith("Club"))
    # random input also reaches the title's Diamant half (its New game): a third of the steps
    # on the club's screens is what this run must show
    assert club > 400 / 3, m.scenes
    assert m.games_started >= 1


def test_an_action_stepped_forward_is_heard(app, record, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, *a, **kw: played.append(name))
    scene = app.nav.push("club-replay", record=record)
    first = record["actions"][0]
    assert first.startswith("buy")
    scene.step_forward()
    assert played == ["club-coins"]  # a purchase: coins onto the market
    scene.step_back()
    assert played == ["club-coins"]  # going back is silent
    scene.to_end()
    scene.step_back()
    scene.step_forward()  # the last action ends the game
    assert played[-1] == "club-victory"  # the fanfare's file (a name no file has is silence)
    from diamant.ui.audio import sound_names
    assert set(played) <= set(sound_names())


def test_the_replays_rules_open_at_the_phase_shown(app, record):
    """The replay's "?" opened the rules at their top, while the table's opens them at the
    phase being played: the buying, phase 3 where the action shown ended the buying, building."""
    scene = app.nav.push("club-replay", record=record)
    app.frame(0.0, [])
    sections = {}
    while scene.pos < scene.last:
        scene.step_forward()
        kinds, phase = scene.replay.kinds[scene.pos], scene.shown_state()["phase"]
        key_ = "diamonds" if "diamond-awarded" in kinds else phase
        sections.setdefault(key_, scene.pos)
    for want, section in (("buy", "market"), ("diamonds", "diamonds"), ("build", "building")):
        scene.seek(sections[want])
        scene.b_rules.on_click()
        rules = app.scenes.top
        assert nav.name_of(rules) == "club-rules" and rules.opened_at == section
        app.frame(0.0, [])
        assert rules.current_section() == section
        rules.close()
