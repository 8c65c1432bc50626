"""The coach on screen (diamant/games/diamant/screens/scenes/coach.py): a finished game's decisions of one seat,
reviewed on a worker thread, the costly ones marked; opened from the final scores and from the
replay viewer, which it can bring to the card of a decision."""
import threading
import time
from dataclasses import replace

import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.bots import play_game
from diamant.games.diamant.bots.coach import RISKED_THE_LEAD
from diamant.ui import nav
from diamant.games.diamant.screens.scenes import coach as coach_scene
from diamant.games.diamant.screens.scenes.coach import CoachScene, first_human
from diamant.games.diamant.engine import (BOT, HUMAN, Decision, Edition, Game, GameRecord, Ruleset, SeatInfo)

C, L = Decision.CONTINUE, Decision.LEAVE
FEW = 32  # deals per decision: the look and the marks, not the precision, are tested here


def wait_for(scene, timeout=30.0):
    end = time.monotonic() + timeout
    while scene.working and time.monotonic() < end:
        time.sleep(0.01)
    scene.update(0.0)
    assert not scene.working


@pytest.fixture(scope="module")
def record():
    bots = ["steady", "counter", "gambler"]
    result = play_game(Ruleset.preset("classic"), bots, 11)
    seats = [SeatInfo("Ana", HUMAN, None, 0)] + [SeatInfo(f"{b}", BOT, b, i)
                                                 for i, b in enumerate(bots[1:], 1)]
    return GameRecord.of(result.game, seats)


def open_coach(app, record, **kw):
    kw.setdefault("rollouts", FEW)
    return app.push(nav.make(app, "coach", record=record, **kw))


def test_the_coach_lists_every_decision_of_the_seat(app, record):
    scene = open_coach(app, record)
    assert isinstance(scene, CoachScene)
    assert scene.seat == first_human(record) == 0  # the person's seat when none is named
    assert scene.working or scene.reviews
    app.draw()  # the progress bar while it works
    wait_for(scene)
    mine = [(s, d) for s, d in record.decisions if s == 0]
    assert [(r.seat, r.choice) for r in scene.list.items] == mine
    assert scene.job.done == scene.job.total == len(mine)
    assert [(r.round, r.card) for r in scene.list.items] == sorted((r.round, r.card) for r in scene.list.items)
    assert scene.list.selected is not None
    app.draw()


def test_another_seat_is_reviewed_on_choosing_it(app, record):
    scene = open_coach(app, record)
    wait_for(scene)
    scene.seat_choice.set(2)
    assert scene.seat == 2
    wait_for(scene)
    assert first_human(GameRecord(record.ruleset, [SeatInfo("A", BOT, "steady"), SeatInfo("B", HUMAN)],
                                  1, [])) == 1
    assert scene.list.items and {r.seat for r in scene.list.items} == {2}
    scene.seat_choice.set(0)  # kept from before: no new review
    assert not scene.working and {r.seat for r in scene.list.items} == {0}


def _scripted(last: Decision):
    """One expedition, 3 seats: two leave early with 8 gems each; seat 0 goes on alone, carries
    24 gems past three traps, then chooses `last` with a quarter of the deck deadly (as in
    test_coach.py)."""
    rules = replace(Ruleset(), edition=Edition.CUSTOM, rounds=1)
    cards = ("treasure:9", "treasure:14", "treasure:17", "hazard:snakes", "hazard:lava",
             "hazard:spiders", "treasure:1")
    decisions = [(0, C), (1, C), (2, C), (0, C), (1, L), (2, L), (0, C), (0, C), (0, C), (0, last)]
    record = GameRecord(rules, [SeatInfo(f"P{i}") for i in range(3)], 5, decisions)

    def new_game():
        game = Game(rules, 3, seed=5)
        game.force_next(*cards)
        return game
    return record, new_game


def test_the_costly_choice_is_marked_selected_and_explained(app):
    record, new_game = _scripted(C)
    scene = open_coach(app, record, seat=0, new_game=new_game, rollouts=48)
    wait_for(scene)
    rows = scene.list.items
    assert len(rows) == 6
    assert rows[-1].costly and rows[-1].reason == RISKED_THE_LEAD
    assert not rows[0].costly and not rows[1].costly  # nothing to lose yet
    assert scene.costly() == [r for r in rows if r.costly]
    assert scene.list.selected is scene.costly()[0]  # the first costly one comes up selected
    scene.list.select(len(rows) - 1)
    said = []
    real = scene.verdict
    scene.verdict = lambda r: (said.append(real(r)), said[-1])[1]
    app.draw()
    assert said == [real(rows[-1])]
    assert said[0].startswith("Expedition 1, card 6, P0: Continue put the lead at risk")
    assert "24 gems" in said[0]
    assert real(rows[0]).startswith("A sound choice")


def test_closing_the_scene_cancels_the_review(app, record, monkeypatch):
    # the review is held after its first decision until the scene has closed: no race with the
    # worker, however fast or slow the machine
    reached, gate = threading.Event(), threading.Event()
    real = coach_scene.analyse

    def held(record, seats, *, progress, **kw):
        def step(done, total, review):
            progress(done, total, review)  # raises once the review is cancelled
            reached.set()
            gate.wait(10)
        return real(record, seats, progress=step, **kw)

    monkeypatch.setattr(coach_scene, "analyse", held)
    scene = open_coach(app, record)
    job = scene.job
    assert reached.wait(30)
    scene.close()
    assert job.cancel.is_set()
    gate.set()
    end = time.monotonic() + 10
    while any(t.name == "diamant-coach" for t in threading.enumerate()) and time.monotonic() < end:
        time.sleep(0.01)
    assert not any(t.name == "diamant-coach" for t in threading.enumerate())
    assert not job.finished and job.done == 1 < len([1 for s, _ in record.decisions if s == 0])


def test_the_final_scores_open_the_coach_for_the_player(app):
    from diamant_dev import fixtures
    scoring = fixtures.scripted_scoring(app)
    assert scoring.coach.visible
    scoring.coach.on_click()
    top = app.scenes.top
    assert nav.name_of(top) == "coach" and top.seat == 0
    assert top.record.decisions == scoring.session.game.decisions
    top.close()
    assert app.scenes.top is scoring


def test_a_scripted_game_s_scores_offer_no_coach(app):
    # the tutorial's cave is scripted: its game has no record for the coach to review
    from diamant_dev import fixtures
    scoring = fixtures.scripted_scoring(app)
    scoring.session.game.rigged = True
    again = app.push(nav.make(app, "scoring", session=scoring.session))
    assert not again.coach.visible
    again.open_coach()
    assert app.scenes.top is again


def test_the_replay_viewer_opens_the_coach_and_seeks_to_a_picked_decision(app, record):
    viewer = app.push(nav.make(app, "replay", record=record))
    viewer.set_chests(2)
    viewer.open_coach()
    coach = app.scenes.top
    assert nav.name_of(coach) == "coach" and coach.seat == 2 and coach.b_watch.visible
    coach.rollouts = FEW  # a quicker review for the test (the seat's review starts over)
    coach.start(0)
    wait_for(coach)
    pick = next(r for r in coach.list.items if r.round == 3 and r.card >= 2)
    coach.list.select(coach.list.items.index(pick))
    coach.b_watch.on_click()
    assert app.scenes.top is viewer
    k = viewer.pos
    assert viewer.rounds[k] == 3
    first = viewer.rounds.index(3)
    assert viewer.cards[k] - viewer.cards[first] == pick.card


def test_rows_show_as_the_review_makes_them_and_a_picked_row_stays(app, record):
    from diamant.games.diamant.screens.scenes.coach import Job
    scene = open_coach(app, record)
    wait_for(scene)
    rows = list(scene.list.items)
    assert len(rows) > 3
    job = Job(0)  # a review in progress, fed by hand as the worker feeds it
    scene.jobs[0] = scene.job = job
    scene.start(0)
    assert scene.list.items == [] and scene.working
    job.reviews.extend(rows[:2])
    job.done, job.total = 2, len(rows)
    scene.update(0.0)
    assert scene.list.items == rows[:2] and scene.list.selected is rows[0]
    app.draw()  # rows and the progress bar together
    scene.list.on_click_at((scene.list.rect.left + 5, scene.list.rect.top + scene.list.row_h() + 2))
    assert scene.list.selected is rows[1]
    job.reviews.extend(rows[2:])
    job.finished = True
    scene.update(0.0)
    assert scene.list.items == rows and scene.list.selected is rows[1]  # the player's row stays


def test_a_record_that_does_not_replay_is_said_not_raised(app):
    rules = replace(Ruleset(), edition=Edition.CUSTOM, rounds=1)
    record = GameRecord(rules, [SeatInfo(f"P{i}") for i in range(3)], 5, [(0, C), (0, C)])
    scene = open_coach(app, record, seat=0)
    wait_for(scene)
    assert scene.job.error and "seat 0" in scene.job.error
    assert scene.reviews == [] and scene.costly() == []
    said = []
    real = app.t
    app.t = lambda k, **a: (said.append(k), real(k, **a))[1]
    try:
        app.draw()
    finally:
        app.t = real
    assert "coach-failed" in said


def test_the_one_person_under_the_default_name_is_spoken_to(app, record):
    """"The coach: how You played" read oddly: a solo player left with the default name is
    spoken to; a chosen name, or a seat of a hot-seat game, is named."""
    you = app.t("play-default-human")
    solo = replace(record, seats=[replace(record.seats[0], name=you)] + list(record.seats[1:]))
    scene = open_coach(app, solo)
    assert scene.title_text() == app.t("coach-screen-title-you") == "The coach: how you played"
    app.pop()
    scene = open_coach(app, record)  # named "Ana"
    assert scene.title_text() == "The coach: how Ana played"
    app.pop()
    # played in Russian, reviewed in English: the default names are today's language's
    ru = [replace(record.seats[0], name="Вы"), replace(record.seats[1], name="Счетовод")]
    scene = open_coach(app, replace(record, seats=ru + list(record.seats[2:])))
    assert scene.title_text() == "The coach: how you played"
    assert scene.names[:2] == [you, app.t("bot-counter-name")]
    app.pop()
    hot = [replace(record.seats[0], name=you), replace(record.seats[1], kind=HUMAN, bot=None)]
    scene = open_coach(app, replace(record, seats=hot + list(record.seats[2:])), seat=0)
    assert scene.title_text() == "The coach: how You played"  # two people: the seat is named
    app.pop()
