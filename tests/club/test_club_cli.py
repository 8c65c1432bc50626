"""The command line for Diamonds Club: simulate --game club, replay of its records (the log in
every language, --json), and clear refusals (exit 2, one line) of bad records and options."""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
from pathlib import Path

import pytest

from diamant.cli import main
from diamant.i18n import LANGUAGE_CODES, Localizer

SIM = ["simulate", "--game", "club", "--games", "4", "--seed", "3"]


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> list[Path]:
    folder = tmp_path_factory.mktemp("club-records")
    assert main(SIM + ["--players", "3", "--bots", "steady,random", "--records", str(folder),
                       "--json"]) == 0
    files = sorted(folder.glob("*.json"))
    assert len(files) == 4
    return files


def test_simulate_json(capsys):
    assert main(SIM + ["--players", "4", "--bots", "beginner,random", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["game"] == "club" and stats["games"] == 4 and stats["players"] == 4
    assert stats["seed"] == 3
    assert [s["bot"] for s in stats["seats"]] == ["beginner", "random", "random", "random"]
    assert [s["seat"] for s in stats["seats"]] == [0, 1, 2, 3]
    assert 0.0 <= sum(s["win_share"] for s in stats["seats"]) <= 1.0 + 1e-9
    assert all(s["mean_score"] >= 0 for s in stats["seats"])
    assert stats["rounds_mean"] >= 1 and stats["games_per_second"] > 0
    # the same seed, the same statistics; another seed, other games
    assert main(SIM + ["--players", "4", "--bots", "beginner,random", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["seats"] == stats["seats"] and again["rounds_mean"] == stats["rounds_mean"]
    assert main(SIM[:-1] + ["4", "--players", "4", "--bots", "beginner,random", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seats"] != stats["seats"]


def test_simulate_the_same_for_any_number_of_jobs(capsys):
    args = ["simulate", "--game", "club", "--players", "2", "--bots", "random", "--games", "6",
            "--seed", "5", "--json"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one["seats"] == two["seats"] and one["rounds_mean"] == two["rounds_mean"]


def test_simulate_text(capsys):
    assert main(SIM + ["--players", "2", "--bots", "club_plugins.greedy:decide,random"]) == 0
    out = capsys.readouterr().out
    assert "4 games of Diamonds Club, 2 players, seed 3" in out and "games/s" in out
    assert "club_plugins.greedy:decide" in out and "win share" in out
    assert "rounds per game (mean):" in out


def test_records_replay_to_their_scores(records, capsys):
    for path in records:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["format"] == "diamonds-club-record" and data["game"] == "club"
        assert [s["bot"] for s in data["seats"]] == ["steady", "random", "random"]
        assert main(["replay", str(path), "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["finished"] is True
        assert out["events"][-1]["type"] == "game-ended"
        assert [s["total"] for s in out["scores"]] == [s["total"] for s in out["events"][-1]["scores"]]
        assert out["winners"] == out["events"][-1]["winners"]


@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_the_log_renders_in_every_language(records, capsys, caplog, lang):
    caplog.set_level(logging.WARNING, logger="diamant.i18n")
    assert main(["replay", str(records[0]), "--lang", lang]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert len(lines) > 50
    assert "club-" not in out and "{" not in out and "$" not in out, "a message id or a placeable leaked"
    # the final scores in the log's language (the seats are named "steady 1", ...)
    heading = Localizer(lang).t("replay-scores", scores="\0").split("\0")[0]
    assert lines[-1].startswith(heading + "steady 1") and heading.strip()
    assert (lang == "en") == ("scores" in lines[-1])
    assert not caplog.records, [r.getMessage() for r in caplog.records]  # no missing-message fallback
    if lang == "en":
        assert lines[0] == "— Round 1: a new market —"
        assert any(re.fullmatch(r"steady \S+ buys an? [a-z ]+ for \d coins?\.", line) for line in lines)
        assert any("opens the buying" in line for line in lines)
        assert any(" builds " in line and " pays " in line for line in lines)
    # the log speaks in words: no market space ("c4r2") nor card ("D2a") by its record id
    ids = [line for line in lines if re.search(r"\bc\dr\d\b|\b[DL]\d[ab]\b", line)]
    assert not ids, ids[:3]


def _one_line_exit_2(args, capsys, needle):
    assert main(args) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert len(err.splitlines()) == 1 and needle in err, err
    assert "Traceback" not in err and captured.out == ""


def test_truncated_file_edited_and_impossible_records_exit_2(records, tmp_path, capsys):
    text = records[1].read_text(encoding="utf-8")
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    _one_line_exit_2(["replay", str(cut)], capsys, "cut.json")

    data = json.loads(text)
    short = tmp_path / "short.json"
    short.write_text(json.dumps({**data, "actions": data["actions"][:-5]}), encoding="utf-8")
    _one_line_exit_2(["replay", str(short)], capsys, "cut short")
    _one_line_exit_2(["replay", str(short), "--json"], capsys, "cut short")

    unfinished = tmp_path / "unfinished.json"  # a game saved before its end: no result in it
    cut_data = {k: v for k, v in data.items() if k != "result"}
    unfinished.write_text(json.dumps({**cut_data, "actions": data["actions"][:-5]}), encoding="utf-8")
    _one_line_exit_2(["replay", str(unfinished)], capsys, "before the end of the game")
    assert main(["replay", str(unfinished), "--json"]) == 0  # --json shows it as it is
    assert json.loads(capsys.readouterr().out)["finished"] is False

    edited = tmp_path / "edited.json"
    actions = list(data["actions"])
    actions[3] = "buy c9r9"
    edited.write_text(json.dumps({**data, "actions": actions}), encoding="utf-8")
    _one_line_exit_2(["replay", str(edited)], capsys, "edited.json")

    impossible = tmp_path / "impossible.json"
    impossible.write_text(json.dumps({**data, "players": 7}), encoding="utf-8")
    _one_line_exit_2(["replay", str(impossible)], capsys, "impossible.json")

    # the viewer watches whole games only, as the log does (tests/club/test_club_replay.py watches one)
    _one_line_exit_2(["replay", str(unfinished), "--watch", "--smoke-test"], capsys,
                     "before the end of the game")


def _games_in_progress(home: Path) -> list[Path]:
    """Each game's autosave and the same save set aside in unfinished/ for a new game, written
    by the app's own storage functions: Diamonds Club's (its table's save) and Diamant's."""
    from diamant.games.diamant.engine import Decision, Game, GameRecord, SeatInfo
    from diamant.storage.history import set_aside_slot
    from diamant.games.diamant.history import set_aside_saved_game
    from diamant.games.diamant.saves import save_game, save_path
    from diamant.storage.slots import slot_path, write_slot
    from diamant_dev.club_table_shots import saved_at

    write_slot("club", saved_at("gems", players=3))
    club = home / "club-autosave-copy.json"
    club.write_bytes(slot_path("club").read_bytes())
    club_aside = set_aside_slot("club")
    game = Game("classic", 3, 7)
    game.start()
    game.decide_all({s: Decision.CONTINUE for s in game.awaiting})
    seats = [SeatInfo("Anna", "human"), SeatInfo("Bo", "bot", "steady"), SeatInfo("Cy", "bot", "steady")]
    save_game(GameRecord.of(game, seats, {}, None))
    diamant = home / "diamant-autosave-copy.json"
    diamant.write_bytes(save_path().read_bytes())
    diamant_aside = set_aside_saved_game()
    assert club_aside is not None and diamant_aside is not None
    assert club_aside.parent.name == diamant_aside.parent.name == "unfinished"
    return [club, club_aside, diamant, diamant_aside]


@pytest.mark.parametrize("how", [[], ["--watch", "--smoke-test"], ["--json"]])
def test_a_game_in_progress_is_refused_saying_how_to_continue_it(tmp_path, monkeypatch, capsys, how):
    # Diamant's autosave was never replayable (its record is cut wherever the players stopped):
    # both games' saves are refused alike, with where the app continues them
    home = tmp_path / "home"
    monkeypatch.setenv("DIAMANT_HOME", str(home))
    for path in _games_in_progress(home):
        content = path.read_bytes()
        _one_line_exit_2(["replay", str(path), *how], capsys, "game in progress")
        err = main(["replay", str(path), *how]) and capsys.readouterr().err
        assert "Continue on the title screen" in err and "Past games -> Continue this game" in err
        assert path.read_bytes() == content  # only read


@pytest.mark.parametrize("args, needle", [
    (["--players", "5"], "2 to 4 players"),
    (["--players", "1"], "2 to 4 players"),
    (["--players", "3", "--bots", "nosuchbot"], "unknown Diamonds Club bot 'nosuchbot'"),
    (["--players", "2", "--bots", "random,random,random"], "3 bots named for 2 seats"),
    (["--players", "2", "--edition", "classic"], "--edition"),
    (["--players", "2", "--bots", "club_plugins.greedy:nosuch"], "has no 'nosuch'"),
    (["--players", "2", "--bots", "club_plugins.bad:CannotBuild"],
     "cannot create bot 'club_plugins.bad:CannotBuild': no table for me"),
    (["--players", "2", "--bots", "club_plugins.bad:NOT_A_BOT"], "neither a function"),
])
def test_bad_options_exit_2(args, needle, capsys):
    _one_line_exit_2(["simulate", "--game", "club", "--games", "1", *args], capsys, needle)


def test_a_bot_failing_during_the_games_stops_the_run_naming_it(capsys):
    assert main(["simulate", "--game", "club", "--players", "2", "--games", "2",
                 "--bots", "random,club_plugins.bad:illegal"]) == 2  # as in Diamant: a misbehaving bot is a usage error, exit 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "bot 'club_plugins.bad:illegal' (seat 2) answered the illegal action 'buy c99r9'" in err


def test_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--game", "chess"])
    assert info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_a_real_process_prints_no_traceback(records, tmp_path):
    cut = tmp_path / "cut.json"
    cut.write_text(records[0].read_text(encoding="utf-8")[:100], encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "diamant", "replay", str(cut)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
