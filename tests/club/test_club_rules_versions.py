"""Games of the first reconstruction of Diamonds Club's rules (rules version 1: 4-space cards, five
price tiles, a price per occupied neighbour, required spaces of an object, an animal and a forest,
a marker on "10+" that stays) keep replaying exactly under their own rules, everywhere a record is
read: the engine, `diamant replay`, a save resumed, the Past games list and the replay viewer.

The records in tests/club/golden-v1/ were written by the engine of that time (before the
corrections of 2026-11-29), unchanged: a finished 3-player game of the steady bots (with its
result, which a replay checks) and an unfinished 2-player game stopped in round 3."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from diamant.games.club import ClubGame, ClubRecordError, RECORD_VERSION
from diamant.games.club.data import RULES_VERSION

V1 = Path(__file__).parent / "golden-v1"
FINISHED = V1 / "finished-3p-seed41.json"
UNFINISHED = V1 / "unfinished-2p-seed42.json"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_an_old_record_has_no_rules_and_replays_exactly_under_version_one():
    rec = load(FINISHED)
    assert rec["version"] == 1 and "rules" not in rec
    game, events = ClubGame.replay(rec)  # its result is checked against the replay
    assert game.is_over and game.rules.version == 1
    assert [line.total for line in game.score_lines()] == rec["result"]["totals"]
    st = game.state()
    assert st["rules"] == 1
    assert len(st["market"]) == 4 * 2 * 3 and "c1r5" not in st["market"]
    assert list(st["price_tiles"]) == ["fountain", "orangery", "pavilion", "rose-garden", "forest"]
    assert set(st["players"][0]["required"]) == {"pavilion", "aviary", "forest"}  # bronze, then


def test_an_old_record_is_never_replayed_under_todays_rules():
    rec = load(FINISHED)
    rec.update(version=RECORD_VERSION, rules=RULES_VERSION)
    with pytest.raises(ClubRecordError):
        ClubGame.replay(rec)


def test_a_new_record_names_its_rules_and_format_version():
    g = ClubGame(players=2, seed=3)
    while not g.is_over:
        g.play(g.legal()[0])
    rec = g.record()
    assert rec["version"] == 2 and rec["rules"] == 2
    again, _ = ClubGame.replay(rec)
    assert again.state() == g.state()


@pytest.mark.parametrize("rules", [0, 3, "2", True, None])
def test_an_unknown_rules_version_is_refused_on_one_line(rules):
    rec = load(FINISHED)
    rec.update(version=2, rules=rules)
    with pytest.raises(ClubRecordError, match="rules version") as err:
        ClubGame.replay(rec)
    assert "\n" not in str(err.value)


def test_version_one_prices_count_taken_spaces_and_ten_plus_stays():
    deal = [["D5a", "D1b", "L1a", "L2b"]]
    old, new = ClubGame(2, 1, deal, rules=1), ClubGame(2, 1, deal)
    for g in (old, new):
        for a in ("buy c1r1", "buy c3r2", "buy c3r1"):  # c3r1 costs 2 under both
            g.play(a)
    # c2r1 lies next to c1r1 (1 coin) and c3r1 (2 coins)
    assert old.state()["market"]["c2r1"]["price"] == 3 and new.state()["market"]["c2r1"]["price"] == 4
    assert not any(a.startswith("build any:") for a in old.legal())

    def ten(st):
        st["turn_track"] = [[] for _ in range(10)] + [[0, 1]]
        for p in st["players"]:
            p["turn"] = 10
    g = ClubGame.from_state(_edited(ClubGame(2, 1, deal, rules=1).state(), ten), 5)
    assert g.rules.version == 1
    ev = [e.to_dict() for e in g.play("buy c3r3")]  # T+1 for seat 0, at the bottom of 10+
    moved = [e for e in ev if e["type"] == "turn-moved"][0]
    assert moved["steps"] == 0 and moved["below"] == 0  # steps 0: nothing moved
    assert g.state()["turn_track"][10] == [0, 1]  # it stayed where it lay


def _edited(state: dict, edit) -> dict:
    st = copy.deepcopy(state)
    edit(st)
    return st


def test_diamant_replay_prints_an_old_game_with_its_own_scores(tmp_path, capsys):
    from diamant.cli import main
    rec = load(FINISHED)
    assert main(["replay", str(FINISHED), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [s["total"] for s in out["scores"]] == rec["result"]["totals"] and out["finished"]
    assert main(["replay", str(FINISHED)]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("scores: ") and str(rec["result"]["totals"][2]) in last


def test_an_old_unfinished_game_resumes_under_its_own_rules():
    from diamant.games.club.screens.session import ClubSession
    rec = load(UNFINISHED)
    seats = [{"name": "Anna", "colour": 0, "bot": None}, {"name": "Boris", "colour": 1, "bot": "random"}]
    saved = {"format": "diamonds-club-save", "version": 1, "record": rec, "seats": seats, "ui": {}}
    session = ClubSession.from_saved(saved)
    try:
        g = session.game
        assert g.rules.version == 1 and g.state()["round"] == 3
        g.play(g.legal()[0])  # it goes on, under version 1
        again = session.to_saved()
        assert again["record"]["rules"] == 1 and again["record"]["version"] == RECORD_VERSION
        assert ClubGame.replay(again["record"])[0].state() == g.state()
    finally:
        session.close()
