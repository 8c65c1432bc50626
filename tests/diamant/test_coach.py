"""The coach (diamant.games.diamant.bots.coach, `diamant analyse`): exact odds, the master's values of both
options, costly choices, and the command line."""
from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from diamant import cli
from diamant.games.diamant.bots import coach, play_game
from diamant.games.diamant.bots.base import bot_seed
from diamant.games.diamant.bots.coach import COSTLY_THRESHOLD, RISKED_THE_LEAD, analyse
from diamant.games.diamant.bots.master import MasterBot
from diamant.games.diamant.engine import (BOT, CardKind, Decision, Edition, Game, GameRecord, Phase,
                            Ruleset, SeatInfo)

C, L = Decision.CONTINUE, Decision.LEAVE
FEW = 48  # deals per decision in these tests: enough for the obvious cases, and quick


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(coach, "COACH_ROLLOUTS", FEW)


def _record(bots: list[str], seed: int, edition: str = "classic") -> GameRecord:
    result = play_game(Ruleset.preset(edition), bots, seed)
    seats = [SeatInfo(f"{b} {i + 1}", BOT, b) for i, b in enumerate(bots)]
    return GameRecord.of(result.game, seats)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return _record(["steady", "counter", "gems10"], 11)


@pytest.fixture(scope="module")
def reviews(record):
    return analyse(record, rollouts=FEW)


def _hidden_deck_risks(record: GameRecord) -> list[Fraction]:
    """The chance of a disaster at each decision, from the engine's own (hidden) deck."""
    game = record.new_game()
    game.start()
    out, pending, risk = [], set(), Fraction(0)
    for seat, choice in record.decisions:
        if not pending:
            pending = set(game.awaiting)
            deck = game._deck
            deadly = sum(1 for c in deck if c.kind is CardKind.HAZARD
                         and c.hazard in game.hazards_on_path)
            risk = Fraction(deadly, len(deck))
        out.append(risk)
        game.decide(seat, choice)
        pending.discard(seat)
    return out


def test_one_review_per_decision_in_the_records_order(record, reviews):
    assert len(reviews) == len(record.decisions)
    assert [(r.seat, r.choice) for r in reviews] == record.decisions
    assert reviews[0].round == 1 and reviews[0].card == 1
    assert max(r.round for r in reviews) == 5
    for r in reviews:
        assert r.card >= 1
        assert 0.0 <= r.win_if_leave <= 1.0 and 0.0 <= r.win_if_continue <= 1.0
        assert r.costly == ((r.win_other - r.win_chosen) > COSTLY_THRESHOLD)
        assert (r.reason is None) == (not r.costly)


def test_risk_is_exact_against_the_hidden_deck(record, reviews):
    assert [r.risk for r in reviews] == _hidden_deck_risks(record)
    assert all(isinstance(r.risk, Fraction) for r in reviews)
    assert any(r.risk > 0 for r in reviews)


def test_the_same_record_gives_the_same_review(record, reviews):
    assert [r.to_dict() for r in analyse(record, rollouts=FEW)] == [r.to_dict() for r in reviews]


def test_one_seat_gets_exactly_its_lines_of_the_whole_review(record, reviews):
    mine = analyse(record, [1], rollouts=FEW)
    assert mine == [r for r in reviews if r.seat == 1]
    assert mine


def _scripted(last: Decision) -> tuple[GameRecord, Game]:
    """One expedition, 3 seats: two leave early with 8 gems each; seat 0 goes on alone, carries
    24 gems past three traps, then chooses `last` with a quarter of the deck deadly."""
    rules = replace(Ruleset(), edition=Edition.CUSTOM, rounds=1)
    cards = ("treasure:9", "treasure:14", "treasure:17", "hazard:snakes", "hazard:lava",
             "hazard:spiders", "treasure:1")
    decisions = [(0, C), (1, C), (2, C),  # 9: 3 each
                 (0, C), (1, L), (2, L),  # 14: 4 each, 2 stay; the two leavers bank 8 each
                 (0, C), (0, C), (0, C), (0, last)]  # 17 alone, then three traps
    record = GameRecord(rules, [SeatInfo(f"P{i}") for i in range(3)], 5, decisions)
    game = Game(rules, 3, seed=5)
    game.force_next(*cards)
    return record, game


def test_going_on_with_a_winning_lead_in_the_last_expedition_is_costly():
    record, game = _scripted(C)
    reviews = analyse(record, [0], rollouts=FEW, game=game)
    assert len(reviews) == 6
    last = reviews[-1]
    assert (last.round, last.card, last.carried, last.choice) == (1, 6, 24, C)
    assert last.risk == Fraction(6, 24)  # two copies left of each of the three traps seen
    assert last.win_if_leave == pytest.approx(1.0)  # 24 against 8 and 8: a sure win
    assert last.win_if_continue < 0.9
    assert last.costly and last.reason == RISKED_THE_LEAD
    assert not reviews[0].costly and not reviews[1].costly  # nothing to lose yet


def test_leaving_with_the_lead_is_not_costly():
    record, game = _scripted(L)
    last = analyse(record, [0], rollouts=FEW, game=game)[-1]
    assert last.choice is L and not last.costly and last.reason is None


def test_the_master_assessing_chooses_as_the_master_deciding():
    plays, assesses = MasterBot(seed=3, rollouts=32), MasterBot(seed=3, rollouts=32)
    seen = []

    def decider(view):
        d = plays.decide(view)
        a = assesses.assess(view)
        seen.append((d, a.decision))
        assert 0.0 <= a.win_if_leave <= 1.0 and a.rollouts == 32
        return d

    bots = [decider] + [MasterBot(seed=bot_seed(8, s), seat=s, rollouts=32).decide
                        for s in (1, 2)]
    result = play_game(Ruleset.preset("iello"), ["master"] * 3, 8, deciders=bots)
    assert result.game.phase is Phase.GAME_OVER
    assert len(seen) > 20 and all(d == a for d, a in seen)


# ---------------------------------------------------------------------------------------------
# the command line
def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(["analyse", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def record_file(record, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("coach") / "game.json"
    record.save(path)
    return path


def test_json_has_one_object_per_decision(capsys, record, record_file):
    code, out, err = _run(capsys, str(record_file), "--json")
    assert code == 0 and not err
    items = json.loads(out)
    assert len(items) == len(record.decisions)
    assert [(d["seat"], d["choice"]) for d in items] == [(s, c.value) for s, c in
                                                         record.decisions]
    for d in items:
        assert {"round", "card", "seat", "choice", "risk", "win_if_continue", "win_if_leave",
                "gain", "costly"} <= set(d)
        assert 1 <= d["round"] <= 5 and d["card"] >= 1
        assert Fraction(d["risk_exact"]) == pytest.approx(d["risk"])


def test_json_of_one_seat(capsys, record, record_file):
    code, out, _ = _run(capsys, str(record_file), "--json", "--seat", "2")
    items = json.loads(out)
    assert code == 0 and items and {d["seat"] for d in items} == {2}
    assert len(items) == sum(1 for s, _ in record.decisions if s == 2)


def test_text_in_a_language(capsys, record_file):
    code, out, _ = _run(capsys, str(record_file), "--lang", "ru", "--seat", "0")
    assert code == 0
    assert "Разбор партии" in out and "Продолжить" in out and "steady 1" in out


def test_text_names_each_costly_choice():
    from diamant.i18n import Localizer

    record, game = _scripted(C)
    reviews = analyse(record, [0], rollouts=FEW, game=game)
    lines = coach.render(reviews, [s.name for s in record.seats], Localizer("en"))
    costly = [r for r in reviews if r.costly]
    sentences = [line for line in lines if line.startswith("- ")]
    assert len(sentences) == len(costly) >= 1
    assert "Expedition 1, card 6, P0: Continue put the lead at risk" in sentences[-1]
    assert sum(line.endswith("costly") for line in lines) == len(costly)


@pytest.mark.parametrize("content, message", [
    (None, "no such record"),
    ("{not json", "not valid JSON"),
    ('{"format": "something else"}', "not a Diamant game record"),
])
def test_a_bad_record_is_one_line_and_exit_2(capsys, tmp_path, content, message):
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = _run(capsys, str(path))
    assert code == 2 and not out
    assert err.count("\n") == 1 and message in err and err.startswith("diamant analyse: ")


def test_decisions_that_do_not_fit_exit_2(capsys, tmp_path, record):
    bad = GameRecord(record.ruleset, record.seats, record.seed,
                     [(0, L), (0, C)])  # seat 0 left: it cannot decide again
    path = tmp_path / "bad.json"
    bad.save(path)
    code, _, err = _run(capsys, str(path))
    assert code == 2 and err.count("\n") == 1 and "decision 2" in err
    code, _, err = _run(capsys, str(path), "--seat", "7")
    assert code == 2 and "no seat 7" in err


def test_progress_sees_each_review_as_it_is_made_and_can_stop_it(record, reviews):
    seen = []
    out = analyse(record, [1], rollouts=FEW, progress=lambda done, total, r: seen.append((done, total, r)))
    assert [r for _, _, r in seen] == out
    assert [d for d, _, _ in seen] == list(range(1, len(out) + 1))
    assert {t for _, t, _ in seen} == {len(out)}

    class Stop(Exception):
        pass

    def stop(done, total, review):
        if done == 2:
            raise Stop

    with pytest.raises(Stop):
        analyse(record, [1], rollouts=FEW, progress=stop)
