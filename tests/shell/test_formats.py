"""Storage knows no game: a game it has never heard of registers its files and the history lists,
checks, loads and brings back its games, with the same machinery as Diamant's and the club's."""
from __future__ import annotations

import json
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

import diamant.storage as st
from diamant.storage import formats
from diamant.storage.files import DamagedFile, read_json
from diamant.storage.history import HistoryEntry, set_aside_slot
from diamant.storage.slots import slot_path, write_slot

FORMAT = "toy-game"


def _entry(path: Path, data: Any, mtime: float, big: bool, finished: bool) -> Generator[None, None, HistoryEntry]:
    yield  # read in two steps, as a long game would be
    if not isinstance(data.get("score"), int):
        raise DamagedFile("no score")
    return HistoryEntry(path=path, date=data.get("date", "2026-01-01T00:00:00+00:00"), edition="toy",
                        players=1, names=("Ann",), scores=(data["score"],), winners=(0,) if finished else (),
                        human_seats=(0,), bots=(None,), seed=0, finished=finished, game="toy")


def _load(entry: HistoryEntry) -> dict[str, Any]:
    data = read_json(entry.path)
    if not isinstance(data, dict):
        raise ValueError("not a toy record")
    return data


@pytest.fixture
def toy():
    checked: list[dict[str, Any]] = []

    def check(data: dict[str, Any]) -> None:
        checked.append(data)
        if data.get("format") != FORMAT:
            raise DamagedFile("not a toy save")

    fmt = formats.register(formats.GameFormat(
        "toy", owns_finished=lambda d: isinstance(d, dict) and d.get("format") == FORMAT,
        read_finished=lambda p, d, m, b: _entry(p, d, m, b, True),
        owns_unfinished=lambda d: isinstance(d, dict) and d.get("format") == FORMAT,
        read_unfinished=lambda p, d, m, b: _entry(p, d, m, b, False), load=_load,
        save_path=lambda: slot_path("toy"), set_aside=lambda: set_aside_slot("toy"), check_slot=check))
    yield fmt, checked
    formats._FORMATS.pop("toy", None)


def test_a_registered_game_is_listed_checked_and_loaded(home, toy):
    folder = home / "history"
    folder.mkdir(parents=True)
    (folder / "20260101-000000-toy.json").write_text(json.dumps({"format": FORMAT, "score": 7}))
    (folder / "20260102-000000-toy.json").write_text(json.dumps({"format": FORMAT, "score": "x"}))
    entries, warnings = st.scan_history()
    assert [(e.game, e.scores) for e in entries] == [("toy", (7,))]
    assert [w.code for w in warnings] == ["history-damaged"]  # its own check refused the other
    assert entries[0].load_record()["score"] == 7  # loaded by its game
    # counted among the games, not in the players' totals (it did not ask for them)
    stats = st.history_stats(entries)
    assert stats["games"] == 1 and stats["by_game"]["toy"]["games"] == 1
    assert stats["by_game"]["toy"]["human_games"] == 0


def test_a_registered_game_is_set_aside_and_brought_back(home, toy):
    _, checked = toy
    write_slot("toy", {"format": FORMAT, "score": 3})
    kept = set_aside_slot("toy")
    assert kept is not None and kept.parent.name == "unfinished" and not slot_path("toy").exists()
    entries, warnings = st.scan_history()
    assert warnings == [] and [(e.game, e.finished) for e in entries] == [("toy", False)]
    st.bring_back(entries[0])
    data, warnings = st.read_slot("toy")
    assert warnings == [] and data == {"format": FORMAT, "score": 3}
    assert checked  # the slot was read through its game's check


def test_a_file_no_game_claims_is_refused_without_the_games(home, monkeypatch):
    """With no game registered at all, a file in the history is set aside, never listed."""
    monkeypatch.setattr(formats, "_FORMATS", {})
    monkeypatch.setattr(formats, "_DECLARED", {})
    folder = home / "history"
    folder.mkdir(parents=True)
    (folder / "20260101-000000-1.json").write_text(json.dumps({"format": "who-knows"}))
    entries, warnings = st.scan_history()
    assert entries == [] and [w.code for w in warnings] == ["history-damaged"]


def test_storage_and_the_games_registry_load_no_game():
    """Reading settings and the history's machinery (what the framework and the shell use) loads
    neither game: each game's files come in only through its registration."""
    import subprocess
    import sys
    code = ("import sys, diamant.storage, diamant.shell.games; "
            "print(sorted(m for m in sys.modules if m.startswith('diamant.games') or m == 'pygame'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_a_declared_game_loads_when_its_files_are_asked_for(monkeypatch, caplog, tmp_path):
    """The entries only name each game's module: it is imported on the first question about
    that game; a module missing from a build is said, and the others still answer."""
    import sys
    (tmp_path / "toy_game_files.py").write_text(
        "from diamant.storage import formats\n"
        "formats.register(formats.GameFormat('toy', owns_finished=bool, read_finished=None, "
        "owns_unfinished=bool, read_unfinished=None, load=None, save_path=None, set_aside=None))\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(formats, "_FORMATS", {})
    monkeypatch.setattr(formats, "_DECLARED", {})
    monkeypatch.delitem(sys.modules, "toy_game_files", raising=False)
    formats.declare("toy", "toy_game_files")
    formats.declare("gone", "no_such_game_files")
    assert "toy_game_files" not in sys.modules  # declared, not loaded
    found = formats.get("toy")
    assert found is not None and found.id == "toy" and "toy_game_files" in sys.modules
    assert formats.get("gone") is None and "no_such_game_files" in caplog.text
    assert [f.id for f in formats.formats()] == ["toy"]
