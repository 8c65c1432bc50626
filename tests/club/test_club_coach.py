"""The club coach (diamant/games/club/coach.py) and `diamant analyse` on a Diamonds Club record: each
decision with a choice reviewed against the master, a planted mistake found and said in the
player's language, the same review every time, one seat's lines the whole review's."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from diamant.cli import main
from diamant.games.club import ClubGame, coach
from diamant.games.club.bots import bot_seed, make_bot
from diamant.games.club.record import record_of, save_record
from diamant.i18n import LANGUAGE_CODES, Localizer

BUDGET = 600  # simulated actions per decision: enough to rank, quick for a test


def _round_one(seed: int = 11, plant: bool = True) -> dict:
    """Round 1 of a 2-seat game of steady bots; with `plant`, seat 0 passes at its first buying
    turn with all 10 coins unspent (the playtest's stray Enter)."""
    game = ClubGame(2, seed)
    bots = [make_bot("steady", bot_seed(seed, s), s) for s in range(2)]
    planted = not plant
    for _ in range(500):
        if game.is_over or game.state()["round"] != 1:
            break
        seat, state, legal = game.to_move(), game.state(), game.legal()
        if not planted and seat == 0 and state["phase"] == "buy":
            game.play("pass")
            planted = True
            continue
        game.play(bots[seat](state, legal))
    record = record_of(game, [{"name": "Anna", "kind": "human", "bot": None},
                              {"name": "Boris", "kind": "bot", "bot": "steady"}])
    return record


@pytest.fixture(scope="module")
def planted() -> dict:
    return _round_one()


def test_the_stray_pass_is_costly_and_said_so(planted):
    reviews = coach.analyse(planted, [0], budget=BUDGET)
    first = reviews[0]
    assert first.number == 1 and first.seat == 0 and first.choice == "pass" and first.phase == "buy"
    assert first.best.startswith("buy ") and first.costly and first.reason == coach.PASSED_BUY
    assert first.cost > 5  # a whole buying phase given up, with 10 coins in hand
    loc = Localizer("en")
    text = coach.sentence(first, "Anna", loc)
    assert text.startswith("Round 1, buying, Anna: passing") and "points better" in text


def test_a_choice_the_master_makes_too_costs_nothing(planted):
    # Boris is the steady bot: many of its choices are the master's own; those cost 0
    reviews = coach.analyse(planted, [1], budget=BUDGET)
    same = [r for r in reviews if r.best == r.choice]
    assert same and all(r.cost == 0 and not r.costly for r in same)
    assert all(r.seat == 1 for r in reviews)


def test_only_choices_are_reviewed_in_the_records_order(planted):
    reviews = coach.analyse(planted, budget=BUDGET)
    numbers = [r.number for r in reviews]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    game = ClubGame(planted["players"], planted["seed"])
    with_choice = []
    for n, action in enumerate(planted["actions"], 1):
        if len(game.legal()) > 1:
            with_choice.append(n)
        game.play(action)
    assert numbers == with_choice  # forced moves (one legal action) are not choices


def test_the_same_record_gives_the_same_review_and_a_seat_its_own_lines(planted):
    whole = coach.analyse(planted, budget=BUDGET)
    again = coach.analyse(planted, budget=BUDGET)
    assert [r.to_dict() for r in whole] == [r.to_dict() for r in again]
    anna = coach.analyse(planted, [0], budget=BUDGET)
    assert [r.to_dict() for r in anna] == [r.to_dict() for r in whole if r.seat == 0]


def test_a_seat_not_at_the_table_is_refused(planted):
    from diamant.games.club import ClubRecordError
    with pytest.raises(ClubRecordError, match="no seat 2"):
        coach.analyse(planted, [2], budget=BUDGET)


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_the_review_is_written_in_every_language(planted, lang):
    loc = Localizer(lang)
    reviews = coach.analyse(planted, budget=BUDGET)
    lines = coach.render(reviews, ["Anna", "Boris"], loc)
    text = "\n".join(lines)
    assert lines[0] == loc.t("club-coach-title")
    assert "club-" not in text and "{" not in text and "$" not in text
    costly = [r for r in reviews if r.costly]
    assert costly and "- " + coach.sentence(costly[0], "Anna", loc) in lines
    # every choice is named in words, never in the engine's action language
    assert not re.search(r"\bbuy c\d|\bpay (?:blue|yellow|green|red|diamond)|\b[RS][2-5]\b", text)
    if lang != "en":
        assert not re.search(r"\b(?:coins?|Round|buying|building|pass)\b", text)


def test_actions_in_words():
    loc = Localizer("en")
    words = {"buy c1r1": {"item": "pond", "coins": 1}, "buy c2r2 forest": {"item": "D any", "coins": 3},
             "buy c3r1": {"item": "T+2", "coins": 2}, "buy c4r4": {"item": "M blue", "coins": 4}}
    said = {a: coach.action_words(a, "buy", loc, words) for a in words}
    assert said == {"buy c1r1": "a pond for 1 coin", "buy c2r2 forest": "a step on the forest track for 3 coins",
                    "buy c3r1": "turn-order track +2 for 2 coins", "buy c4r4": "a blue mine for 4 coins"}
    assert coach.action_words("pass", "build", loc, {}) == "pass"
    assert coach.action_words("build fountain pay blue,blue,diamond", "build", loc, {}) == \
        "a fountain, paying 2 blue gems and 1 diamond"
    assert coach.action_words("keep", "gems", loc, {}) == "keep nothing"
    ru = Localizer("ru")
    assert coach.action_words("buy c1r1", "buy", ru, words) == "пруд за 1 монету"
    assert coach.action_words("buy c2r2 forest", "buy", ru, words) == "шаг по шкале леса за 3 монеты"


# ------------------------------------------------------------------------------------------------
# diamant analyse on a club record
@pytest.fixture()
def record_file(planted, tmp_path, monkeypatch) -> Path:
    monkeypatch.setattr(coach._Reviewer, "budget", BUDGET)
    path = tmp_path / "club.json"
    save_record(planted, path)
    return path


def test_analyse_reads_a_club_record(record_file, capsys):
    assert main(["analyse", str(record_file), "--seat", "0", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["choice"] == "pass" and rows[0]["costly"] and rows[0]["reason"] == "passed-buy"
    assert {r["seat"] for r in rows} == {0}


def test_analyse_speaks_the_players_language(record_file, capsys):
    assert main(["analyse", str(record_file), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Разбор партии") and "Раунд 1, покупки, Anna: пас" in out
    assert "club-" not in out


def test_analyse_refuses_a_seat_not_at_the_table_in_one_line(record_file, capsys):
    assert main(["analyse", str(record_file), "--seat", "5"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no seat 5" in err[0]


def test_two_spaces_that_read_alike_are_told_apart_in_words_but_not_in_the_lists_row():
    # the list's one-line row shrank to a size of its own with the spaces added ("(column 2,
    # row 4)"); the detail beside it and the sentences still say which space was which
    step = {"item": "D tech", "coins": 1}
    review = coach.ClubReview(1, 1, "buy", 0, "buy c2r4", "buy c6r2", 3.0, 4.8, 20, False, None,
                              {"buy c2r4": step, "buy c6r2": step})
    loc = Localizer("en")
    chosen, best = coach.both_words(review, loc)
    assert "(column 2, row 4)" in chosen and "(column 6, row 2)" in best
    short, _ = coach.both_words(review, loc, short=True)
    assert "column" not in short and short == coach.action_words("buy c2r4", "buy", loc, review.words)
