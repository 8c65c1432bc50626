"""The Diamonds Club log says what players read and what happened: a track step names the value
reached (points per forest, coins a round, the bonus per set), the game's end names its reason,
"this round is the last" only while the round still has phases to come, a marker on 10+ pushed
again goes on top (rules version 1: it stays, and the log says so), and the one person at the
screen is "you" in the round summary too. In every language."""

from __future__ import annotations

import random

import pytest

from diamant.games.club import ClubGame
from diamant.games.club.log import entries, render, render_all
from diamant.i18n import Localizer

LANGS = ("en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja")
NAMES = ["Anna", "Boris"]


def lines(events: list[dict], lang: str = "en", you: int | None = None) -> list[str]:
    return render_all(entries(events), Localizer(lang), NAMES, you)


def bought(item: str, coins: int = 1, seat: int = 0) -> dict:
    return {"type": "bought", "seat": seat, "space": "c1r1", "item": item, "coins": coins, "track": None}


@pytest.mark.parametrize("track,level,words", [
    ("forest", 1, "3 points per forest"), ("forest", 4, "6 points per forest"),
    ("money", 2, "12 coins a round"), ("tech", 1, "1 more gem for each set sold"),
    ("tech", 2, "1 more diamond for each set sold")])
def test_a_track_step_names_the_value_reached(track, level, words):
    ev = [bought(f"D {track}"), {"type": "track-stepped", "seat": 1, "track": track, "level": level,
                                 "lost": False}]
    ev[0]["seat"] = 1
    text = lines(ev)[-1]
    assert words in text and "space" not in text


def test_a_track_value_in_every_language():
    ev = [{"type": "track-stepped", "seat": 0, "track": "forest", "level": 1, "lost": False}]
    for lang in LANGS:
        text = lines(ev, lang)[-1]
        assert "3" in text and "{" not in text and "club-" not in text, (lang, text)


def test_the_end_names_its_reason():
    assert "Nobody can fill" in lines([{"type": "end-triggered", "seat": None, "reason": "stuck"}])[-1]
    limit = lines([{"type": "end-triggered", "seat": None, "reason": "round-limit"}])[-1]
    assert "60 rounds" in limit and "markets" not in limit
    for lang in LANGS:
        stuck = lines([{"type": "end-triggered", "seat": None, "reason": "stuck"}], lang)[-1]
        assert stuck != lines([{"type": "end-triggered", "seat": None, "reason": "round-limit"}], lang)[-1]


def test_this_round_is_the_last_only_before_the_building():
    park = {"type": "end-triggered", "seat": 0, "reason": "park"}
    buying = [{"type": "round-started", "round": 4, "leader": 0, "cards": [], "order": [0, 1]},
              {"type": "phase-started", "round": 4, "phase": "buy"}, park]
    assert lines(buying)[-1].endswith("this round is the last.")
    building = buying[:2] + [{"type": "phase-started", "round": 4, "phase": "build"}, park]
    last = lines(building)[-1]
    assert "this round is the last" not in last and "building phase is played to its end" in last
    for lang in LANGS:
        assert lines(buying, lang)[-1] != lines(building, lang)[-1]


def test_a_marker_pushed_again_on_ten_plus_goes_on_top_in_a_real_game():
    deal = [["D5a", "D1b", "L1a", "L2b"]]
    g = ClubGame(2, 1, deal)
    st = g.state()
    st["turn_track"] = [[] for _ in range(10)] + [[0, 1]]
    for p in st["players"]:
        p["turn"] = 10
    g = ClubGame.from_state(st, 5)
    ev = [e.to_dict() for e in g.play("buy c3r3")]  # T+1 for seat 0, at the bottom of 10+
    text = lines(ev)[-1]
    assert "goes on top of the 10+ stack" in text and "pays 1 coin" in text
    assert g.state()["turn_track"][10] == [1, 0]


def test_version_one_logs_no_move_for_a_marker_that_stays():
    st = ClubGame(2, 1, [["D5a", "D1b", "L1a", "L2b"]], rules=1).state()
    st["turn_track"] = [[] for _ in range(10)] + [[0, 1]]
    for p in st["players"]:
        p["turn"] = 10
    g = ClubGame.from_state(st, 5)
    text = lines([e.to_dict() for e in g.play("buy c3r3")], you=0)[-1]
    assert text.startswith("You pay 1 coin") and "stays where it is" in text and "move" not in text


def test_the_round_summary_speaks_to_the_one_person():
    loc = Localizer("en")
    assert loc.t("club-dlg-round-coins-you", who="You", people=1, coins=3).endswith("You get a diamond.")
    assert loc.t("club-dlg-round-leader-you") == "You lead the next round."
    for lang in LANGS:
        loc = Localizer(lang)
        for key in ("club-dlg-round-coins", "club-dlg-round-lead", "club-dlg-round-leader", "club-dlg-round-end"):
            assert loc.has(key + "-you"), (lang, key)


def test_the_log_of_a_whole_game_renders_in_every_language():
    g = ClubGame(3, 8)
    rng = random.Random(8)
    while not g.is_over:
        g.play(rng.choice(g.legal()))
    _, events = ClubGame.replay(g.record())
    for lang in LANGS:
        loc = Localizer(lang)
        for entry in entries(events):
            text = render(entry, loc, ["Anna", "Boris", "Chiyo"], 0)
            assert "{" not in text and "club-" not in text, (lang, entry.msg, text)
