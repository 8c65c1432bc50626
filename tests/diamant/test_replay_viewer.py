"""The replay viewer: a finished game on the real table, stepped, sought, played to its scores;
`diamant replay --watch --smoke-test`; "Watch again" in Past games; bad records."""
from __future__ import annotations

from functools import partial
import json

import pygame
import pytest
from toolbox import key
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens.scenes.replay import ReplayScene
from diamant.cli import main
from diamant.games.diamant.engine import GameRecord, PRESET_NAMES, RecordError, SeatInfo, replay
from diamant.games.diamant.bots.runner import play_game
from diamant.games.diamant.engine import Ruleset
from diamant.games.diamant.logbook import entries, render_all

EDITIONS = [e for e in PRESET_NAMES if e != "custom"]


make_app = partial(_make_app, speed=1.0, time=1.0)


def record_of(edition: str, seed: int = 7, players: int = 4, secret: bool = False) -> GameRecord:
    bots = ["steady", "counter", "gambler", "timid", "steady", "counter"][:players]
    result = play_game(Ruleset.preset(edition, secret_chests=secret), bots, seed=seed)
    seats = [SeatInfo(f"P{i}", "human" if i == 0 else "bot", None if i == 0 else bots[i], i)
             for i in range(players)]
    return GameRecord.of(result.game, seats)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_viewer_plays_to_the_records_final_scores(edition):
    record = record_of(edition, secret=edition == "iello")
    game, events = replay(record)
    app = make_app()
    scene = app.nav.push("replay", record=record, speed=8.0)
    assert isinstance(scene, ReplayScene) and scene.table.round == 1 and not scene.finished
    key(app, pygame.K_SPACE)
    assert scene.playing
    for _ in range(20000):
        if scene.finished and not scene.playing:
            break
        app.frame(0.25, [])
    assert scene.finished and scene.scores == list(game.scores())
    assert scene.table.game_over
    # the log beside the table is the game's own log, complete
    assert scene.logpanel.texts() == render_all(entries(events), app.loc, [s.name for s in record.seats], 0)


def test_stepping_back_then_forward_shows_the_same_table():
    record = record_of("incan-gold", seed=12, players=5)
    app = make_app()
    scene = app.nav.push("replay", record=record)
    app.frame(0.0, [])
    for _ in range(9):
        key(app, pygame.K_RIGHT)
        for _ in range(200):  # let the table finish showing the card
            if not scene.table.busy:
                break
            app.frame(0.1, [])
    assert scene.pos == 9
    before = scene.shown_state()
    log_before = scene.logpanel.texts()
    key(app, pygame.K_LEFT)
    assert scene.pos == 8 and scene.shown_state() != before
    key(app, pygame.K_RIGHT)
    scene.table.skip()
    assert scene.pos == 9 and scene.shown_state() == before
    assert scene.logpanel.texts() == log_before
    # a seek is the same as playing there
    scene.seek(9)
    assert scene.shown_state() == before


def test_expeditions_seek_bar_speed_and_chests():
    record = record_of("relic-hunt", seed=3, players=4, secret=True)
    app = make_app()
    scene = app.nav.push("replay", record=record)
    app.frame(0.0, [])
    key(app, pygame.K_n)
    assert scene.table.round == 2 and scene.rounds[scene.pos] == 2
    assert scene.rounds[scene.pos - 1] == 1  # the first step of expedition 2
    key(app, pygame.K_n)
    key(app, pygame.K_b)
    assert scene.rounds[scene.pos] == 2
    key(app, pygame.K_END)
    assert scene.pos == scene.last and scene.table.game_over
    key(app, pygame.K_HOME)
    assert scene.pos == 0
    # the seek bar: a click in its middle goes to the middle of the game
    r = scene.seek_rect
    app.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(r.centerx, r.centery)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(r.centerx, r.centery))])
    assert abs(scene.pos - scene.last / 2) <= 1
    # speed 0.5x to 8x
    for _ in range(10):
        key(app, pygame.K_PLUS)
    assert scene.speed == 8.0 and scene.table.speed == 8.0
    for _ in range(10):
        key(app, pygame.K_MINUS)
    assert scene.speed == 0.5
    # chests: open, or as one seat saw them (secret chests: only its own)
    assert scene.table.reveal_all and scene.table.viewer is None
    key(app, pygame.K_c)
    assert scene.chests == 0 and scene.table.viewer == 0 and not scene.table.reveal_all
    scene.seek(scene.last - 3)
    assert scene.table.viewer == 0  # kept across a seek
    # gamepad: A plays, B closes
    app.frame(0.0, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A)])
    assert scene.playing
    app.frame(0.0, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_B)])
    assert scene not in app.scenes


def test_the_viewers_keys_by_their_place_on_a_russian_layout():
    """N, B, C, ., P where they are on a US keyboard, whatever the layout types there (т, и, с,
    ю, з on a Russian one); the shoulders (PageUp / PageDown) go through the expeditions too."""
    record = record_of("classic", seed=3, players=4, secret=True)
    app = make_app()
    scene = app.nav.push("replay", record=record)
    app.frame(0.0, [])

    def ru(letter, scancode):
        app.frame(0.0, [pygame.event.Event(kind, key=ord(letter), mod=0, unicode="", scancode=scancode)
                        for kind in (pygame.KEYDOWN, pygame.KEYUP)])

    ru("т", pygame.KSCAN_N)
    assert scene.rounds[scene.pos] == 2
    ru("и", pygame.KSCAN_B)
    assert scene.rounds[scene.pos] == 1
    pos = scene.pos
    ru("ю", pygame.KSCAN_PERIOD)
    assert scene.pos == pos + 1
    ru("б", pygame.KSCAN_COMMA)
    assert scene.pos == pos
    ru("с", pygame.KSCAN_C)
    assert scene.chests == 0 and not scene.table.reveal_all
    assert not scene.playing
    ru("з", pygame.KSCAN_P)
    assert scene.playing
    ru("з", pygame.KSCAN_P)
    assert not scene.playing
    pads = [pygame.event.Event(t, button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, instance_id=0)
            for t in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)]
    app.frame(0.0, pads)
    assert scene.rounds[scene.pos] == 2
    key(app, pygame.K_PAGEUP)
    assert scene.rounds[scene.pos] == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_watch_smoke_test_contract_for_simulate_records(edition, tmp_path, capsys):
    assert main(["simulate", "--edition", edition, "--players", "4", "--bots", "steady,counter,gambler",
                 "--games", "1", "--seed", "5", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    (path,) = sorted(tmp_path.glob("*.json"))
    stored = json.loads(path.read_text())["result"]["scores"]
    assert main(["replay", str(path), "--watch", "--smoke-test"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] == f"replay finished: scores {stored}"


def test_watch_again_from_past_games_and_a_damaged_record(tmp_path):
    from diamant_dev import fixtures
    app = make_app()
    entries_, records = fixtures.demo_history(2)
    history = app.nav.push("history", entries=entries_, records=records)
    assert history.replay_button.visible
    history.list.select(0)
    history.replay()
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayScene) and viewer.record is records[entries_[0].path]
    viewer.close()
    # an edited record: a notice, no viewer, nothing deleted
    bad = records[entries_[1].path]
    bad.stored_scores = [s + 5 for s in bad.stored_scores or replay(bad)[0].scores()]
    history.list.select(1)
    shown = len(app.toasts)
    history.replay()
    assert app.scenes.top is history and len(app.toasts) == shown + 1
    with pytest.raises(RecordError):
        ReplayScene(app, bad)


def test_the_card_counter_counts_the_cards_turned():
    """"Card 10" showed with 9 cards turned: each expedition after the first added a step (its
    start) that the counter took for a card."""
    app = make_app()
    try:
        scene = app.push(ReplayScene(app, record_of("classic", seed=3)))
        per_round = [rs.cards_revealed for rs in scene.game.rounds]
        total = sum(per_round)
        scene.seek(scene.last)
        assert scene.card_counter() == (total, total)
        turned = 0
        for k in range(len(scene.steps)):
            scene.seek(k)
            step, _ = scene.card_counter()
            rnd = scene.rounds[k]
            before = sum(per_round[:rnd - 1])
            assert before <= step <= before + per_round[rnd - 1], (k, rnd, step)
            assert step >= turned  # never back while going forward
            turned = step
            app.frame(0.0, [])
    finally:
        app.close()
