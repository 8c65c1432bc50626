"""The CLI in one line: every misuse (argparse's own too) is one line on stderr and exit 2; an
unknown --lang is refused; a closed or non-UTF-8 stdout is no crash for replay, analyse and
simulate; no command waits on a pipe given as its file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from diamant.games.diamant.bots import play_game
from diamant.cli import main
from diamant.games.diamant.engine import GameRecord, Ruleset, SeatInfo

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="shell redirections and pipes of POSIX")


@pytest.fixture
def record_file(tmp_path):
    result = play_game(Ruleset.preset("classic"), ["random"] * 3, 4)
    rec = GameRecord.of(result.game, [SeatInfo("Åsa"), SeatInfo("Бен"), SeatInfo("花子")])
    path = tmp_path / "game.json"
    path.write_text(rec.to_json(result.game), encoding="utf-8")
    return path


def _exit(args) -> int:
    try:
        return main(args)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize("args", [
    ["--bogus"], ["frobnicate"], ["replay"], ["simulate", "--players", "four"],
    ["simulate", "--edition", "monopoly"], ["analyse", "x.json", "--seat", "one"],
    ["--lang", "xx"], ["--size", "12x12"], ["replay", "x.json", "--lang", "xx"],
])
def test_every_misuse_is_one_line_and_exit_2(args, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    assert _exit(args) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    assert "usage:" not in err


def test_an_unknown_language_is_refused_and_named(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    assert _exit(["--lang", "xx", "replay", "nothing.json"]) == 2
    err = capsys.readouterr().err
    assert "'xx'" in err and "sr-Latn" in err and len(err.strip().splitlines()) == 1


def test_the_screenshots_languages_are_checked_one_by_one(capsys, tmp_path, monkeypatch):
    """`screenshots` takes --lang several times (a list): each is checked, and known ones pass."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path))
    assert _exit(["screenshots", "--lang", "en", "--lang", "xx", "--out", str(tmp_path / "s")]) == 2
    err = capsys.readouterr().err
    assert "'xx'" in err and len(err.strip().splitlines()) == 1
    seen = []
    monkeypatch.setattr("diamant_dev.screenshots.main", lambda args: seen.append(args.lang) or 0)
    assert _exit(["screenshots", "--lang", "en", "--lang", "ja", "--out", str(tmp_path / "s")]) == 0
    assert seen == [["en", "ja"]]


def _shell(cmd: str, tmp_path, env: dict | None = None) -> subprocess.CompletedProcess:
    full = dict(os.environ, DIAMANT_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT), **(env or {}))
    return subprocess.run(["/bin/sh", "-c", cmd], capture_output=True, env=full, timeout=120)


@posix_only
@pytest.mark.parametrize("command", [
    "replay {rec}", "analyse {rec}", "simulate --games 2 --players 3",
])
def test_a_closed_stdout_is_no_crash(command, tmp_path, record_file):
    cmd = f'"{sys.executable}" -m diamant {command.format(rec=record_file)} >&-'
    proc = _shell(cmd, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr, proc.stderr
    assert not list((tmp_path / "home").glob("**/crash-*"))


@posix_only
@pytest.mark.parametrize("command", ["analyse {rec} --lang ja", "replay {rec} --lang ru"])
def test_a_terminal_that_is_not_utf8_is_no_crash(command, tmp_path, record_file):
    cmd = f'"{sys.executable}" -m diamant {command.format(rec=record_file)}'
    proc = _shell(cmd, tmp_path, {"PYTHONIOENCODING": "ascii", "LANG": "C", "LC_ALL": "C"})
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr and b"\\u" in proc.stdout


@posix_only
@pytest.mark.parametrize("command", ["monkey --replay {fifo}", "replay {fifo}", "analyse {fifo}"])
def test_no_command_waits_on_a_pipe(command, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    cmd = f'"{sys.executable}" -m diamant {command.format(fifo=fifo)}'
    proc = _shell(cmd, tmp_path)  # a wait would be the timeout's error
    assert proc.returncode == 2, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr


def test_analyse_refuses_a_record_too_long_to_review_in_one_line(tmp_path, capsys, monkeypatch):
    from diamant import cli
    from diamant.games.diamant.bots import coach
    monkeypatch.setattr(cli, "MAX_REVIEWED", 20)  # a usual game is then "too long"

    def never(*args, **kw):
        raise AssertionError("the review was started")
    monkeypatch.setattr(coach, "analyse", never)
    result = play_game(Ruleset.preset("classic"), ["random"] * 5, 4)
    path = tmp_path / "long.json"
    path.write_text(GameRecord.of(result.game, [SeatInfo(f"P{i}") for i in range(5)])
                    .to_json(result.game), encoding="utf-8")
    assert len(GameRecord.load(path).decisions) > 20
    assert main(["analyse", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--seat" in err
