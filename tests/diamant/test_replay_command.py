"""`diamant replay` refuses bad input with one clear line and status 2, never a traceback; what
it prints cannot drive the terminal; a closed pipe or a terminal that is not UTF-8 is no crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from diamant.cli import main, printable
from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo
from diamant.games.diamant.bots import play_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def record_file(tmp_path):
    result = play_game(Ruleset.preset("classic"), ["random"] * 3, 4)
    rec = GameRecord.of(result.game, [SeatInfo("Ann"), SeatInfo("Ben"), SeatInfo("Cleo")])
    path = tmp_path / "game.json"
    path.write_text(rec.to_json(result.game), encoding="utf-8")
    return path


def _bad(tmp_path, name: str, content: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(content)
    return p


def _record_dict(record_file):
    return json.loads(record_file.read_text(encoding="utf-8"))


def crafted(tmp_path, record_file) -> dict[str, Path]:
    good = _record_dict(record_file)
    files = {}
    files["deep"] = _bad(tmp_path, "deep.json", b"[" * 200_000 + b"]" * 200_000)
    files["deep-meta"] = _bad(tmp_path, "deep-meta.json", json.dumps(
        {**good, "meta": json.loads("[" * 40 + "]" * 40)}).encode())
    files["big"] = _bad(tmp_path, "big.json", b" " * (5 * 1024 * 1024) + b"{}")
    files["inf"] = _bad(tmp_path, "inf.json", json.dumps(good).replace('"seed":', '"x": 1e400, "seed":', 1).encode())
    files["nan"] = _bad(tmp_path, "nan.json", json.dumps(good).replace('"seed":', '"x": NaN, "seed":', 1).encode())
    files["huge-int"] = _bad(tmp_path, "huge.json", json.dumps({**good, "seed": 10 ** 40}).encode())
    files["many-digits"] = _bad(tmp_path, "digits.json", json.dumps(good).replace(
        '"seed":', '"x": ' + "9" * 5000 + ', "seed":', 1).encode())
    ruleset = {"edition": "custom", "custom": True, "relic_mode": "none", "relic_value": "by-order",
               "relic_values": [], "treasures": [1, 2, 3], "hazards": ["snakes"],
               "hazard_copies": 10 ** 9, "rounds": 5, "min_players": 3, "max_players": 8}
    files["huge-deck"] = _bad(tmp_path, "deck.json", json.dumps({**good, "ruleset": ruleset}).encode())
    files["many-rounds"] = _bad(tmp_path, "rounds.json", json.dumps(
        {**good, "ruleset": {**ruleset, "hazard_copies": 3, "rounds": 10 ** 12}}).encode())
    files["not-utf8"] = _bad(tmp_path, "latin.json", "{\"name\": \"é\"}".encode("latin-1"))
    files["utf16"] = _bad(tmp_path, "utf16.json", record_file.read_text().encode("utf-16"))
    files["empty"] = _bad(tmp_path, "empty.json", b"")
    files["not-a-record"] = _bad(tmp_path, "list.json", b"[1, 2, 3]")
    files["folder"] = tmp_path
    files["missing"] = tmp_path / "no-such.json"
    if os.path.exists("/dev/zero"):
        files["device"] = Path("/dev/zero")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        files["pipe"] = fifo
    return files


def test_every_malformed_record_exits_2_with_one_line(tmp_path, record_file, capsys):
    for what, path in crafted(tmp_path, record_file).items():
        code = main(["replay", str(path)])
        out, err = capsys.readouterr()
        assert code == 2, what
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("diamant replay: "), (what, err[:300])
        assert len(lines[0]) < 300 and "Traceback" not in err, what
        assert out == "", what


def test_a_record_with_a_byte_order_mark_is_read_as_storage_reads_it(tmp_path, record_file, capsys):
    bom = _bad(tmp_path, "bom.json", b"\xef\xbb\xbf" + record_file.read_bytes())
    assert main(["replay", str(bom)]) == 0
    assert "scores: Ann" in capsys.readouterr().out


def test_names_cannot_drive_the_terminal(tmp_path, record_file, capsys):
    d = _record_dict(record_file)
    d["seats"][0]["name"] = "Ann\x1b]0;pwned\x07\x1b[2J\u009b\u2028x"
    path = _bad(tmp_path, "evil.json", json.dumps(d).encode())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert not any(c in out for c in "\x1b\x07\u009b\u2028")
    assert printable("a\x1bb\x07\n") == "a\\x1bb\\x07\\n"


def _run(args, **kw):
    env = dict(os.environ, DIAMANT_HOME=kw.pop("home"), PYTHONPATH=str(ROOT), **kw.pop("env", {}))
    return subprocess.run([sys.executable, "-m", "diamant", *args], capture_output=True, env=env,
                          timeout=60, **kw)


def test_a_closed_pipe_is_no_crash_and_writes_no_crash_report(tmp_path, record_file):
    home = tmp_path / "home"
    env = dict(os.environ, DIAMANT_HOME=str(home), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "diamant", "replay", str(record_file)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdout.close()  # the reader is gone before the first line (as `| head -0`)
    err = proc.stderr.read()
    assert proc.wait(timeout=60) == 0, err
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err
    assert not list(home.glob("**/crash-*")), "a closed pipe wrote a crash report"


def test_a_terminal_that_is_not_utf8_gets_escapes(tmp_path, record_file):
    proc = _run(["replay", str(record_file), "--lang", "ja"], home=str(tmp_path / "home"),
                env={"PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 0, proc.stderr
    assert b"scores: Ann" in proc.stdout and b"\\u" in proc.stdout
    assert not list((tmp_path / "home").glob("**/crash-*"))
