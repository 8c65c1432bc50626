"""GameRecord.load and save read and write as carefully as the stored games: a crafted record
cannot stall or exhaust the program, and a save is never left half-written."""
from __future__ import annotations

import os

import pytest

from diamant.games.diamant.engine import Game, GameRecord, RecordError


def _record() -> GameRecord:
    return GameRecord.of(Game("classic", 3, seed=11))


@pytest.mark.parametrize("content, needle", [
    (b"[" * 100_000 + b"]" * 100_000, "deeper|recursion"),
    (b"[" * 40 + b"]" * 40, "deeper"),
    (b'{"format": "diamant-record", "seed": 1' + b"0" * 5000 + b"}", "digits"),
    (b'{"format": "diamant-record", "seed": 1e999}', "too large"),
    (b" " * (5 * 1024 * 1024) + b"{}", "too large"),
    (b"\xff\xfe\x00", "not text"),
])
@pytest.mark.timeout(30)  # quickly: a reader that chewed on such a file would be killed and named
def test_a_crafted_record_is_refused_quickly(tmp_path, content, needle):
    path = tmp_path / "r.json"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=needle):
        GameRecord.load(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        GameRecord.load(fifo)


def test_save_writes_whole_files_and_loads_back(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    rec = _record()
    rec.save(path)
    assert GameRecord.load(path).seed == 11
    # a failed save (the disk fails while writing) leaves the old file as it was and no
    # temporary file beside it
    before = path.read_bytes()

    def disk_fails(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_fails)
    with pytest.raises(OSError, match="No space left"):
        rec.save(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_record_with_its_reveals_replays_on_those_cards_and_an_older_reader_is_told():
    from diamant.games.diamant.engine import Decision, replay
    # the cards as an online guest saw them: its mirror of the table, seed 0, forced reveals
    cards = ["treasure:5", "hazard:snakes", "treasure:7", "hazard:snakes"]
    mirror = Game("classic", 3, seed=0)
    mirror.force_next(*cards)
    mirror.start()
    for seat in (0, 1, 2):
        mirror.decide(seat, Decision.CONTINUE)
    record = GameRecord(mirror.ruleset, _record().seats, 0, list(mirror.decisions), {"abandoned": "host-left"},
                        reveals=cards)
    data = record.to_dict()
    assert data["version"] == 2 and data["reveals"] == cards  # a reader of format 1 refuses it
    assert _record().to_dict()["version"] == 1  # a record without reveals is written as before
    again = GameRecord.from_dict(data)
    assert again == record and again.abandoned
    game, _ = replay(again)
    assert game.path == mirror.path and game.scores() == mirror.scores()
    for bad in (["treasure:x"], ["dragon:1"], "treasure:5", [5]):
        with pytest.raises(RecordError):
            GameRecord.from_dict({**data, "reveals": bad})
