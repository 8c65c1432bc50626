"""Another game's autosave (slots) and finished Diamonds Club games in the history."""

from __future__ import annotations

import datetime as dt
import json

import pytest

import diamant.storage as st
from diamant.games.club import ClubGame
from diamant.storage import history as st_history
from diamant.storage import slots
from diamant.games.diamant import history as dhistory
from diamant.games.club import history as club_history


SEATS = [{"name": "Ann", "colour": 2, "bot": None}, {"name": "Bob", "colour": 0, "bot": "steady"},
         {"name": "Cy", "colour": 3, "bot": "master"}]


def club_save(actions: int | None = None, seed: int = 7) -> dict:
    """A save as the club's session writes it: the game after `actions` actions (None: to the end)."""
    g = ClubGame(players=3, seed=seed, boards=[s["colour"] for s in SEATS])  # each plays their colour
    n = 0
    while not g.is_over and (actions is None or n < actions):
        g.play(g.legal()[0])
        n += 1
    record = g.record([{"name": s["name"], "kind": "bot" if s["bot"] else "human", "bot": s["bot"]}
                       for s in SEATS])
    return {"format": "diamonds-club-save", "version": 1, "record": record,
            "seats": [dict(s) for s in SEATS], "ui": {"screen": "table"}}


def broken(path):
    return sorted(path.parent.glob(path.name + ".broken-*"))


# ----------------------------------------------------------------------------------- slots
def test_slot_round_trip_and_clear(home):
    assert not st.has_slot("club") and st.read_slot("club") == (None, [])
    data = club_save(40)
    st.write_slot("club", data)
    assert st.has_slot("club")
    assert (home / "autosave-club.json").is_file()
    assert not (home / "autosave.json").exists()  # Diamant's own autosave is another file
    back, warnings = st.read_slot("club")
    assert warnings == [] and back == data
    st.clear_slot("club")
    assert not st.has_slot("club") and st.read_slot("club") == (None, [])
    st.clear_slot("club")  # twice: nothing to do, no error


def test_slot_names_are_short_words():
    for bad in ("", "../x", "Club", "a/b", "diamant", "x" * 40):
        with pytest.raises(ValueError):
            slots.slot_path(bad)
    assert not st.has_slot("../x")


@pytest.mark.parametrize("content, code", [
    (b"{not json", "slot-damaged"),
    (b"[1, 2]", "slot-damaged"),
    (b"[" * 100 + b"]" * 100, "slot-damaged"),
    (b'{"format": "diamonds-club-save", "version": 1, "x": 1e999}', "slot-damaged"),
    (b'{"format": "something-else", "version": 1}', "slot-damaged"),
    (b'{"format": "diamonds-club-save", "version": 9}', "slot-newer"),
])
def test_bad_slot_files_are_moved_aside(home, content, code):
    path = slots.slot_path("club")
    home.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    data, warnings = st.read_slot("club")
    assert data is None and [w.code for w in warnings] == [code]
    assert not path.exists() and len(broken(path)) == 1
    assert warnings[0].moved_to == broken(path)[0]
    assert st.read_slot("club") == (None, [])  # told once


def test_a_slot_whose_record_does_not_replay_is_refused(home):
    data = club_save(30)
    data["record"]["actions"][5] = "build nothing at all"
    st.write_slot("club", data)
    back, warnings = st.read_slot("club")
    assert back is None and warnings[0].code == "slot-damaged"
    data = club_save(30)
    data["seats"][1]["colour"] = 2  # two seats of one colour
    st.write_slot("club", data)
    assert st.read_slot("club")[0] is None


def test_slot_names_are_cleaned_and_too_large_files_refused(home):
    data = club_save(10)
    data["seats"][0]["name"] = "An\x00n\u2028"
    st.write_slot("club", data)
    back, _ = st.read_slot("club")
    assert back["seats"][0]["name"] == "Ann"
    path = slots.slot_path("club")
    path.write_bytes(b'{"a": "' + b"x" * (5 * 1024 * 1024) + b'"}')
    assert st.read_slot("club")[0] is None and broken(path)


def test_writing_a_slot_is_atomic_and_refuses_non_objects(home):
    st.write_slot("club", club_save(10))
    with pytest.raises(st.StorageError):
        st.write_slot("club", {"x": float("nan")})
    assert st.read_slot("club")[0] is not None  # the old save is intact
    assert not [p for p in home.iterdir() if p.name.endswith(".tmp")]
    with pytest.raises(st.StorageError):
        st.write_slot("club", [1, 2])  # type: ignore[arg-type]


# ----------------------------------------------------------------------------------- history
def test_a_finished_club_game_is_listed_with_players_scores_and_winner(home):
    data = club_save()
    when = dt.datetime(2026, 11, 25, 9, 0, tzinfo=dt.timezone.utc)
    path = club_history.store_club_game(data, now=when)
    assert path.parent == home / "history" and "club" in path.name
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["format"] == "diamonds-club-record" and stored["meta"]["colours"] == [2, 0, 3]
    ClubGame.replay(stored)  # the file is a record that `diamant replay` reads
    entries, warnings = st.scan_history()
    assert warnings == [] and len(entries) == 1
    e = entries[0]
    game, _ = ClubGame.replay(data["record"])
    assert e.game == "club" and e.players == 3 and e.names == ("Ann", "Bob", "Cy")
    assert e.scores == tuple(line.total for line in game.score_lines())
    assert e.winners == tuple(game.winners()) and e.winner_names
    assert e.human_seats == (0,) and e.bots == (None, "steady", "master")
    assert e.colours == (2, 0, 3) and e.date.startswith("2026-11-25")
    assert e.load_record()["result"]["winners"] == list(game.winners())  # the club's record
    with pytest.raises(dhistory.RecordError):
        dhistory.load_record(e)  # not a Diamant record
    # counted in the club's own totals (its best score, its bots), never in Diamant's
    stats = st.history_stats(entries)
    assert stats["games"] == 1 and set(stats["by_game"]) == {"club"}
    club = stats["by_game"]["club"]
    assert club["games"] == club["human_games"] == club["played"]["Ann"] == 1
    assert club["best_score"]["score"] == e.scores[0] and club["best_score"]["name"] == "Ann"
    assert set(club["bots"]) == {"steady", "master"}
    # the index knows it the next time, game and colours included
    st_history._CACHE.clear()
    again, _ = st.scan_history()
    assert again == entries


def test_an_unfinished_or_edited_club_game_is_not_stored(home):
    with pytest.raises(st.StorageError):
        club_history.store_club_game(club_save(50))
    data = club_save()
    path = club_history.store_club_game(data)
    stored = json.loads(path.read_text(encoding="utf-8"))
    stored["result"]["totals"][0] += 5
    path.write_text(json.dumps(stored), encoding="utf-8")
    st_history._CACHE.clear()
    entries, warnings = st.scan_history()
    assert entries == [] and [w.code for w in warnings] == ["history-damaged"]


def test_a_finished_game_left_in_the_slot_goes_to_the_history(home):
    st.write_slot("club", club_save(50))
    assert club_history.store_finished_slot() is None and st.has_slot("club")  # in progress: stays
    st.write_slot("club", club_save())
    path = club_history.store_finished_slot()
    assert path is not None and path.is_file() and not st.has_slot("club")
    assert [e.game for e in st.list_history()] == ["club"]


def test_the_table_stores_a_finished_game_and_clears_its_autosave(home, monkeypatch):
    """At the game's end the club table puts the game in the past games and clears the autosave;
    when the history cannot be written, the autosave stays (the title stores it later)."""
    from types import SimpleNamespace

    from diamant.games.club.screens import table_storage
    told = []
    app = SimpleNamespace(headless=True, autosave=True, t=lambda key, **a: key,
                          show_message=lambda text, **kw: told.append(text))
    data = club_save()
    slots.write_slot("club", data)
    table_storage.store_finished(app, data)
    assert not slots.has_slot("club")
    assert [e.game for e in st.list_history()] == ["club"]
    # a full disk: the game stays in its autosave and the player is told
    slots.write_slot("club", data)
    from diamant.games.club import history as club_history

    def disk_full(*args, **kwargs):
        raise st.StorageError("No space left on device")

    monkeypatch.setattr(club_history, "write_finished_game", disk_full)
    table_storage.store_finished(app, data)
    assert slots.has_slot("club") and told == ["message-history-not-stored"]
    # a headless app that does not autosave stores nothing
    quiet = SimpleNamespace(headless=True, autosave=False)
    table_storage.store_finished(quiet, data)
    assert slots.has_slot("club")
