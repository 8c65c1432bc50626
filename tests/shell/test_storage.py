"""Storage: settings, autosave, history; atomic writes; damaged files moved aside, never lost."""

from __future__ import annotations

import datetime as dt
import json
import os
import time
from pathlib import Path

import pytest

import diamant.storage as st
from diamant.storage import files as st_files
from diamant.games.diamant.engine import Decision, Game, GameRecord, Phase, Ruleset, SeatInfo, replay
from diamant_dev.selftest import snapshot
from diamant.games.diamant import history as dhistory
from diamant.games.diamant import saves as dsaves


def play(edition="classic", players=4, seed=11, steps=None, p_continue=0.6):
    """A game driven by a seeded coin; stops after `steps` resolved steps (None: to the end)."""
    import random
    rng = random.Random(seed * 31 + 7)
    game = Game(Ruleset.preset(edition), players, seed)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING and (steps is None or n < steps):
        game.decide_all({s: Decision.CONTINUE if rng.random() < p_continue else Decision.LEAVE
                         for s in game.awaiting})
        n += 1
    return game


def seats(players, humans=("Ann",), bot="random"):
    out = [SeatInfo(name, "human") for name in humans]
    out += [SeatInfo(f"Bot {i}", "bot", bot) for i in range(players - len(humans))]
    return out


def broken_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


def temp_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


# ---------------------------------------------------------------------------------------------
# folders
def test_diamant_home_overrides_both_folders(home):
    assert st.data_dir() == home and home.is_dir()
    assert st.config_dir() == home / "config" and (home / "config").is_dir()
    st.save_settings(st.Settings(muted=True))
    assert (home / "config" / "settings.json").is_file()
    dsaves.save_game(GameRecord.of(play(steps=2)))
    assert (home / "autosave.json").is_file()


def test_platform_folders_without_override(tmp_path, monkeypatch):
    import platformdirs
    monkeypatch.delenv("DIAMANT_HOME", raising=False)
    calls = []

    def fake(kind):
        def f(name, appauthor=None, **kw):
            calls.append((kind, name, appauthor))
            return str(tmp_path / kind / name)
        return f
    monkeypatch.setattr(platformdirs, "user_data_dir", fake("data"))
    monkeypatch.setattr(platformdirs, "user_config_dir", fake("config"))
    assert st.data_dir() == tmp_path / "data" / "Diamant"
    assert st.config_dir() == tmp_path / "config" / "Diamant"
    assert (tmp_path / "data" / "Diamant").is_dir()
    assert ("data", "Diamant", False) in calls and ("config", "Diamant", False) in calls


# ---------------------------------------------------------------------------------------------
# settings
def test_settings_missing_file_gives_defaults_silently(home):
    s, warnings = st.load_settings()
    assert s == st.Settings() and warnings == []
    assert s.language is None and s.window_size == (1280, 720) and s.curtain is True
    assert not (home / "config" / "settings.json").exists()  # reading creates nothing


def test_settings_round_trip(home):
    s = st.Settings(language="sr-Latn", fullscreen=True, window_size=(1920, 1080),
                    animation_speed=2.0, reduced_motion=True, master_volume=0.3,
                    effects_volume=0.25, ambient_volume=0.0, muted=True, curtain=False,
                    learning_aid=True, spectator_speed=4.0,
                    last_table={"edition": "iello", "seats": [{"name": "Ann", "kind": "human"}]})
    st.save_settings(s)
    data = json.loads(st.settings_path().read_text(encoding="utf-8"))
    assert data["format"] == "diamant-settings" and data["schema"] == 1
    loaded, warnings = st.load_settings()
    assert warnings == []
    assert loaded == s and isinstance(loaded.window_size, tuple)


def test_settings_unknown_keys_ignored_and_ranges_clamped(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "diamant-settings", "schema": 1, "theme": "dark",
                                "master_volume": 3, "animation_speed": -1, "muted": True}))
    s, warnings = st.load_settings()
    assert warnings == [] and s.master_volume == 1.0 and s.animation_speed == 0.0 and s.muted
    assert broken_files(path) == []


def test_settings_wrong_types_keep_the_rest(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    original = json.dumps({"format": "diamant-settings", "schema": 1, "language": "ja",
                           "fullscreen": "yes", "window_size": [0, "tall"],
                           "master_volume": "loud", "muted": True, "last_table": [1, 2]})
    path.write_text(original)
    s, warnings = st.load_settings()
    assert s.language == "ja" and s.muted is True  # the good values survive
    assert s.fullscreen is False and s.window_size == (1280, 720) and s.master_volume == 0.8
    assert s.last_table is None
    [w] = warnings
    assert w.code == "settings-invalid"
    for name in ("fullscreen", "window size", "master volume", "last table"):
        assert name in str(w)
    [kept] = broken_files(path)
    assert w.moved_to == kept and kept.read_text() == original
    assert kept.name in str(w)
    again, warnings = st.load_settings()  # the repaired settings were written back
    assert warnings == [] and again == s


CORRUPT = {
    "empty": b"",
    "blank": b"  \n\t ",
    "truncated": b'{"format": "diamant-settings", "schema": 1, "muted": tr',
    "garbage": b"\xff\xfe\x00garbage \x9c\x80",
    "binary": bytes(range(256)) * 4,
    "not-object": b"[1, 2, 3]",
    "wrong-format": b'{"format": "diamant-save", "schema": 1}',
    "no-schema": b'{"format": "diamant-settings"}',
    "schema-text": b'{"format": "diamant-settings", "schema": "1"}',
    "nan": b'{"format": "diamant-settings", "schema": 1, "master_volume": NaN}',
}


@pytest.mark.parametrize("kind", sorted(CORRUPT))
def test_damaged_settings_are_moved_aside(home, kind):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(CORRUPT[kind])
    s, warnings = st.load_settings()
    assert s == st.Settings()
    [w] = warnings
    assert w.code == "settings-damaged"
    assert str(w).startswith("Your settings file was damaged; it was moved to settings.json.broken-")
    assert str(w).endswith("and defaults are used.")
    assert not path.exists()
    [kept] = broken_files(path)
    assert kept.read_bytes() == CORRUPT[kind] and w.moved_to == kept
    assert st.load_settings() == (st.Settings(), [])  # reported once; now simply missing


def test_settings_from_a_newer_version_are_refused(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    text = json.dumps({"format": "diamant-settings", "schema": 2, "language": "pl"})
    path.write_text(text)
    s, [w] = st.load_settings()
    assert s == st.Settings() and w.code == "settings-newer" and "newer version" in str(w)
    assert [p.read_text() for p in broken_files(path)] == [text]


def test_settings_schema_0_is_migrated(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "diamant-settings", "schema": 0, "lang": "de",
                                "volume": 0.6, "sound": False, "window": "1600x900",
                                "fullscreen": True}))
    s, warnings = st.load_settings()
    assert warnings == []
    assert (s.language, s.master_volume, s.muted, s.window_size, s.fullscreen) == \
        ("de", 0.6, True, (1600, 900), True)


def test_two_breakages_in_one_second_keep_both_files(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    for text in ("first", "second", "third"):
        path.write_text(text)
        st.load_settings()
    assert sorted(p.read_text() for p in broken_files(path)) == ["first", "second", "third"]


# ---------------------------------------------------------------------------------------------
# autosave
def test_save_round_trip(home):
    game = play("incan-gold", 5, seed=42, steps=7)
    record = GameRecord.of(game, seats(5, ("Ann", "Bo")), {"app": "test"})
    assert not dsaves.has_saved_game()
    dsaves.save_game(record, {"scene": "expedition", "log_open": True})
    assert dsaves.has_saved_game()
    raw = json.loads(dsaves.save_path().read_text(encoding="utf-8"))
    assert (raw["format"], raw["schema"]) == ("diamant-save", 1)
    saved, warnings = dsaves.load_saved_game()
    assert warnings == []
    assert saved.ui == {"scene": "expedition", "log_open": True}
    assert saved.record.decisions == game.decisions and saved.record.seed == 42
    assert saved.record.seats == record.seats and saved.record.meta == {"app": "test"}
    assert saved.record.ruleset == game.ruleset
    assert snapshot(saved.game) == snapshot(game)
    when = dt.datetime.fromisoformat(saved.saved_at)
    assert abs(when.timestamp() - time.time()) < 60
    dsaves.clear_saved_game()
    assert not dsaves.has_saved_game() and dsaves.load_saved_game() == (None, [])
    dsaves.clear_saved_game()  # clearing twice is fine


def test_save_partway_through_a_step(home):
    game = play(players=4, steps=3)
    first = game.awaiting[0]
    game.decide(first, "leave")  # one seat decided, the others not yet
    dsaves.save_game(GameRecord.of(game))
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and snapshot(saved.game) == snapshot(game)
    assert first not in saved.game.awaiting


def test_save_overwrites_previous(home):
    dsaves.save_game(GameRecord.of(play(seed=1, steps=2)))
    dsaves.save_game(GameRecord.of(play(seed=2, steps=4)))
    saved, _ = dsaves.load_saved_game()
    assert saved.record.seed == 2 and snapshot(saved.game) == snapshot(play(seed=2, steps=4))


def _valid_save(**over) -> dict:
    game = play(players=4, seed=5, steps=4)
    d = {"format": "diamant-save", "schema": 1, "saved_at": "2026-11-21T21:38:00+01:00",
         "record": GameRecord.of(game).to_dict(), "ui": {}}
    d.update(over)
    return d


def _record_with(**over) -> dict:
    rec = _valid_save()["record"]
    rec.update(over)
    return rec


def _unreplayable() -> dict:
    rec = _valid_save()["record"]
    rec["decisions"] = rec["decisions"] + [[9, "continue"]]  # a seat that does not exist
    return rec


def _after_the_end() -> dict:
    game = play(players=3, seed=8)
    rec = GameRecord.of(game).to_dict()
    rec["decisions"].append([0, "continue"])
    return rec


def _left_seat_decides() -> dict:
    game = Game("classic", 3, 4)
    game.start()
    game.decide_all({0: "leave", 1: "continue", 2: "continue"})
    rec = GameRecord.of(game).to_dict()
    rec["decisions"].append([0, "continue"])  # seat 0 is back in camp
    return rec


SAVE_CORRUPT = {
    "empty": (b"", "save-damaged"),
    "truncated": (json.dumps(_valid_save()).encode()[:150], "save-damaged"),
    "garbage": (b"\x00\x01\x02\xfa\xfb garbage", "save-damaged"),
    "binary": (os.urandom(0) + bytes(range(255, -1, -1)) * 8, "save-damaged"),
    "wrong-format": (json.dumps(_valid_save(format="diamant-record")).encode(), "save-damaged"),
    "settings-file": (b'{"format": "diamant-settings", "schema": 1}', "save-damaged"),
    "no-record": (json.dumps(_valid_save(record=None)).encode(), "save-damaged"),
    "seed-text": (json.dumps(_valid_save(record=_record_with(seed="x"))).encode(),
                  "save-damaged"),
    "seats-text": (json.dumps(_valid_save(record=_record_with(seats="four"))).encode(),
                   "save-damaged"),
    "bad-decision": (json.dumps(_valid_save(record=_record_with(decisions=[[0, "jump"]])))
                     .encode(), "save-damaged"),
    "ui-list": (json.dumps(_valid_save(ui=[1])).encode(), "save-damaged"),
    "time-number": (json.dumps(_valid_save(saved_at=5)).encode(), "save-damaged"),
    "edition-unknown": (json.dumps(_valid_save(record=_record_with(
        ruleset={"edition": "chess"}))).encode(), "save-damaged"),
    "too-many-seats": (json.dumps(_valid_save(record=_record_with(
        seats=[{"name": f"S{i}"} for i in range(12)], decisions=[]))).encode(),
        "save-inconsistent"),
    "newer-schema": (json.dumps(_valid_save(schema=2)).encode(), "save-newer"),
    "newer-record": (json.dumps(_valid_save(record=_record_with(version=99))).encode(),
                     "save-damaged"),
    "no-such-seat": (json.dumps(_valid_save(record=_unreplayable())).encode(),
                     "save-inconsistent"),
    "after-the-end": (json.dumps(_valid_save(record=_after_the_end())).encode(),
                      "save-inconsistent"),
    "left-seat-decides": (json.dumps(_valid_save(record=_left_seat_decides())).encode(),
                          "save-inconsistent"),
}


@pytest.mark.parametrize("kind", sorted(SAVE_CORRUPT))
def test_damaged_saves_are_moved_aside(home, kind):
    content, code = SAVE_CORRUPT[kind]
    path = dsaves.save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert dsaves.has_saved_game()
    saved, warnings = dsaves.load_saved_game()
    assert saved is None
    [w] = warnings
    assert w.code == code, w.detail
    assert "saved game" in str(w) and "moved to autosave.json.broken-" in str(w)
    assert not path.exists() and not dsaves.has_saved_game()
    [kept] = broken_files(path)
    assert kept.read_bytes() == content and w.moved_to == kept
    assert dsaves.load_saved_game() == (None, [])


def test_the_valid_fixture_itself_loads(home):
    path = dsaves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(_valid_save()))
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved is not None and len(saved.record.decisions) > 0


def test_save_schema_0_is_migrated(home):
    game = play(players=3, seed=9, steps=3)
    path = dsaves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "diamant-save", "schema": 0, "time": 1_790_000_000,
                                "game": GameRecord.of(game).to_dict(),
                                "screen": {"scene": "board"}}))
    saved, warnings = dsaves.load_saved_game()
    assert warnings == []
    assert saved.ui == {"scene": "board"} and snapshot(saved.game) == snapshot(game)
    assert dt.datetime.fromisoformat(saved.saved_at).timestamp() == 1_790_000_000


def test_save_refuses_data_that_is_not_json(home):
    dsaves.save_game(GameRecord.of(play(steps=1)))
    before = dsaves.save_path().read_bytes()
    with pytest.raises(st.StorageError):
        dsaves.save_game(GameRecord.of(play(steps=3)), {"surface": object()})
    assert dsaves.save_path().read_bytes() == before
    assert temp_files(home) == []


# ---------------------------------------------------------------------------------------------
# atomic writes
@pytest.mark.parametrize("broken", ["replace", "fsync", "write"])
def test_failed_writes_leave_the_old_file_intact(home, monkeypatch, broken):
    dsaves.save_game(GameRecord.of(play(seed=3, steps=2)), {"n": 1})
    st.save_settings(st.Settings(language="ru"))
    old_save = dsaves.save_path().read_bytes()
    old_settings = st.settings_path().read_bytes()

    with monkeypatch.context() as m:
        def boom(*a, **k):
            raise OSError(28, "No space left on device")
        if broken == "replace":
            m.setattr(os, "replace", boom)
        elif broken == "fsync":
            m.setattr(os, "fsync", boom)
        else:
            real_fdopen = os.fdopen

            class Full:
                def __init__(self, fh):
                    self.fh = fh

                def __enter__(self):
                    return self

                def __exit__(self, *exc):
                    self.fh.close()

                def write(self, data):
                    self.fh.write(data[:10])
                    raise OSError(28, "No space left on device")
            m.setattr(os, "fdopen", lambda fd, mode: Full(real_fdopen(fd, mode)))

        with pytest.raises(st.StorageError):
            dsaves.save_game(GameRecord.of(play(seed=4, steps=6)), {"n": 2})
        with pytest.raises(st.StorageError):
            st.save_settings(st.Settings(language="pl"))
        with pytest.raises(st.StorageError):
            st.atomic_write_text(home / "other.txt", "new")
    assert dsaves.save_path().read_bytes() == old_save
    assert st.settings_path().read_bytes() == old_settings
    assert not (home / "other.txt").exists()
    assert temp_files(home) == [] and temp_files(home / "config") == []
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved.ui == {"n": 1} and saved.record.seed == 3


def test_atomic_write_text(home):
    target = home / "sub" / "x.txt"
    st.atomic_write_text(target, "héllo 宝石")
    assert target.read_text(encoding="utf-8") == "héllo 宝石"
    st.atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert temp_files(target.parent) == []


def test_stale_temp_files_are_cleaned_only_when_old(home):
    dsaves.save_game(GameRecord.of(play(steps=2)))
    old = home / ".autosave.json.abc123.tmp"
    fresh = home / ".autosave.json.def456.tmp"
    old.write_text('{"half a fi')
    fresh.write_text('{"half a fi')
    past = time.time() - 2 * 3600
    os.utime(old, (past, past))
    saved, warnings = dsaves.load_saved_game()
    assert saved is not None and warnings == []
    assert not old.exists() and fresh.exists()  # a fresh one may belong to a running writer


# ---------------------------------------------------------------------------------------------
# history
class Clock:
    def __init__(self):
        self.t = dt.datetime(2026, 11, 20, 20, 0, tzinfo=dt.timezone.utc)

    def __call__(self):
        self.t += dt.timedelta(minutes=5)
        return self.t


def finished(edition, players, seed, humans=("Ann",), bot="random"):
    game = play(edition, players, seed)
    assert game.is_over
    return GameRecord.of(game, seats(players, humans, bot)), game


def test_history_round_trip_and_order(home, monkeypatch):
    monkeypatch.setattr(dhistory, "_now", Clock())
    paths = []
    games = []
    for i, edition in enumerate(["classic", "iello", "relic-hunt", "incan-gold"]):
        record, game = finished(edition, 3 + i, 100 + i)
        paths.append(dhistory.add_to_history(record, game))
        games.append(game)
    assert all(p.parent == home / "history" for p in paths)
    assert paths[0].name == "20261120-200500-100.json"
    entries = st.list_history()
    assert [e.path for e in entries] == paths[::-1]  # newest first
    e = entries[-1]
    g = games[0]
    assert (e.edition, e.players, e.scores, e.winners, e.seed) == \
        ("classic", 3, g.scores(), g.winners(), 100)
    assert e.names == ("Ann", "Bot 0", "Bot 1") and e.human_seats == (0,)
    assert e.bots == (None, "random", "random")
    assert e.date == "2026-11-20T20:05:00+00:00"
    # the file is a full record that replays to the same game
    again, _ = replay(e.load_record())
    assert snapshot(again) == snapshot(g)
    data = json.loads(paths[0].read_text(encoding="utf-8"))
    assert data["format"] == "diamant-record" and data["result"]["scores"] == list(g.scores())


def test_history_same_second_same_seed_keeps_both(home, monkeypatch):
    monkeypatch.setattr(dhistory, "_now", lambda: dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc))
    record, game = finished("classic", 3, 5)
    a = dhistory.add_to_history(record, game)
    b = dhistory.add_to_history(record, game)
    assert a != b and a.is_file() and b.is_file() and len(st.list_history()) == 2


def test_history_uses_the_games_decisions(home):
    game = play(seed=21)
    stale = GameRecord.of(Game("classic", 4, 21), seats(4))  # made at the start: no decisions
    path = dhistory.add_to_history(stale, game)
    [e] = st.list_history()
    assert e.path == path and e.scores == game.scores()


def test_history_refuses_unfinished_or_mismatched(home):
    game = play(steps=2)
    with pytest.raises(st.StorageError):
        dhistory.add_to_history(GameRecord.of(game), game)
    done = play(seed=30)
    with pytest.raises(st.StorageError):
        dhistory.add_to_history(GameRecord.of(play(seed=31)), done)
    assert st.list_history() == []


def test_damaged_history_files_are_skipped_and_moved(home, monkeypatch):
    monkeypatch.setattr(dhistory, "_now", Clock())
    good = [dhistory.add_to_history(*finished("classic", 4, s)) for s in (1, 2, 3)]
    folder = home / "history"
    (folder / "20261120-210000-9.json").write_bytes(b"\x00\x00 not json")
    tampered = json.loads(good[1].read_text())
    tampered["result"]["scores"][0] += 50  # a cheated score does not survive the replay check
    good[1].write_text(json.dumps(tampered))
    (folder / "notes.txt").write_text("not a game")  # other files are ignored
    warnings = []
    entries = st.list_history(warnings)
    assert [e.path for e in entries] == [good[2], good[0]]
    assert sorted(w.code for w in warnings) == ["history-damaged", "history-damaged"]
    assert all("was damaged and is left out" in str(w) for w in warnings)
    assert all(w.moved_to is not None and w.moved_to.exists() for w in warnings)
    assert (folder / "notes.txt").exists()
    again = []
    assert len(st.list_history(again)) == 2 and again == []  # reported once


def test_history_stats(home, monkeypatch):
    monkeypatch.setattr(dhistory, "_now", Clock())
    games = []
    for seed in range(12):
        bot = ["random", "p85", "gems10"][seed % 3]
        humans = ("Ann",) if seed % 2 else ("Ann", "Bo")
        record, game = finished("classic", 4, 200 + seed, humans, bot)
        dhistory.add_to_history(record, game)
        games.append((record, game))
    bots_only, game = finished("iello", 3, 999, humans=(), bot="random")
    dhistory.add_to_history(bots_only, game)

    played, wins, best = {}, {}, None
    vs = {}
    for record, g in games:
        human_won = False
        for s, seat in enumerate(record.seats):
            if seat.kind != "human":
                continue
            played[seat.name] = played.get(seat.name, 0) + 1
            if s in g.winners():
                wins[seat.name] = wins.get(seat.name, 0) + 1
                human_won = True
            if best is None or g.scores()[s] > best:
                best = g.scores()[s]
        level = record.seats[-1].bot
        row = vs.setdefault(level, {"games": 0, "wins": 0})
        row["games"] += 1
        row["wins"] += human_won

    stats = st.history_stats()
    assert stats["games"] == 13 and set(stats["by_game"]) == {"diamant"}
    stats = stats["by_game"]["diamant"]  # the figures are each game's
    assert stats["games"] == 13 and stats["human_games"] == 12
    assert stats["played"] == played == {"Ann": 12, "Bo": 6}
    assert stats["wins"] == wins
    assert stats["best_score"]["score"] == best
    assert stats["bots"] == vs
    assert sum(wins.values()) > 0  # the sample is not degenerate


def test_empty_history(home):
    assert st.list_history() == []
    assert st.history_stats() == {"games": 0, "by_game": {}}


# ---------------------------------------------------------------------------------------------
def test_warnings_are_plain_sentences(home):
    path = st.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{")
    _, [w] = st.load_settings()
    text = str(w)
    assert text[0].isupper() and text.endswith(".") and "{" not in text and "Error" not in text
    assert w.path == path and w.detail  # the technical reason is kept apart


def test_move_aside_failure_is_reported_not_raised(home, monkeypatch):
    path = dsaves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text("garbage")

    def refuse(*a):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(st_files.os, "replace", refuse)
    saved, [w] = dsaves.load_saved_game()
    assert saved is None and w.moved_to is None and "could not be moved aside" in str(w)
    assert path.read_text() == "garbage"


def test_warnings_are_strings_with_details(home):
    path = dsaves.save_path()
    path.parent.mkdir(parents=True)
    path.write_text("nope")
    _, warnings = dsaves.load_saved_game()
    joined = "\n".join(warnings)  # usable wherever a list of sentences is expected
    assert joined == warnings[0].message and "autosave.json.broken-" in joined
    w = warnings[0]
    assert isinstance(w, str) and w.code == "save-damaged" and w.path == path
    assert "save-damaged" in repr(w)
    import pickle
    again = pickle.loads(pickle.dumps(w))
    assert again == w and again.code == w.code and again.moved_to == w.moved_to


def test_a_finished_game_left_in_the_autosave_is_marked(home):
    game = play(seed=12)
    dsaves.save_game(GameRecord.of(game))
    saved, warnings = dsaves.load_saved_game()
    assert warnings == [] and saved.finished
    dsaves.save_game(GameRecord.of(play(seed=12, steps=3)))
    assert not dsaves.load_saved_game()[0].finished


def test_replay_with_bots_restores_the_bots_mid_step(home):
    from diamant.games.diamant.bots import bot_seed, make_bot
    from diamant_dev.selftest import step

    def bots():
        return [make_bot("random", bot_seed(77, s), s) for s in range(5)]
    full = Game("relic-hunt", 5, 77)
    deciders = bots()
    full.start()
    while full.phase is Phase.DECIDING:
        step(full, deciders)
    # cut the record in the middle of a step: 2 seats of a later step have decided
    cut = play("relic-hunt", 5, 77, steps=0)
    deciders = bots()
    n = 0
    while n < 6:
        step(cut, deciders)
        n += 1
    views = {s: cut.view(s) for s in cut.awaiting}
    first_two = cut.awaiting[:2]
    answers = {s: deciders[s](views[s]) for s in cut.awaiting}
    for s in first_two:
        cut.decide(s, answers[s])
    dsaves.save_game(GameRecord.of(cut))
    saved, _ = dsaves.load_saved_game()
    fresh = bots()
    game, differ = dsaves.replay_with_bots(saved.record, dict(enumerate(fresh)))
    assert differ == 0 and snapshot(game) == snapshot(cut)
    for s in list(game.awaiting):  # the rest of that step, then on to the end
        game.decide(s, fresh[s](views[s]))
    while game.phase is Phase.DECIDING:
        step(game, fresh)
    assert game.decisions == full.decisions and game.scores() == full.scores()
    # bots that were not brought back disagree (the check can fail)
    _, differ = dsaves.replay_with_bots(saved.record, {s: make_bot("random", 1, s) for s in range(5)})
    assert differ > 0
