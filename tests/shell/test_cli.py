"""The command line: simulate, replay, misuse (exit code 2), and the engine's independence."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diamant.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "diamant", *args], capture_output=True,
                          text=True, timeout=120)


def test_simulate_json_has_every_statistic_and_is_deterministic(capsys):
    args = ["simulate", "--edition", "iello", "--players", "5", "--bots", "gems10,random",
            "--games", "50", "--seed", "7", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["games"] == 50 and first["edition"] == "iello"
    assert [s["bot"] for s in first["seats"]] == ["gems10"] + ["random"] * 4
    assert abs(sum(s["win_share"] for s in first["seats"]) - 1.0) < 1e-9
    assert len(first["cards_revealed_mean_by_round"]) == 5
    assert 0.0 <= first["hazard_end_share"] <= 1.0
    assert first["games_per_second"] > 0
    for key in ("seats", "cards_revealed_mean_by_round", "hazard_end_share"):
        assert first[key] == second[key]
    assert main(args[:-3] + ["--seed", "8", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seats"] != first["seats"]


def test_simulate_records_replay_to_the_same_scores(tmp_path, capsys):
    assert main(["simulate", "--edition", "relic-hunt", "--players", "3", "--bots", "random",
                 "--games", "3", "--seed", "2", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    for f in files:
        data = json.loads(f.read_text())
        assert main(["replay", str(f), "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["scores"] == data["result"]["scores"] and out["finished"]
        assert out["events"][-1]["type"] == "game-ended"
    assert main(["replay", str(files[0])]) == 0
    text = capsys.readouterr().out
    assert "Expedition 1" in text and "scores:" in text


@pytest.mark.parametrize("args,needle", [
    (["--bogus"], "unrecognized arguments"),
    (["simulate", "--players", "2"], "3 to 8"),
    (["simulate", "--players", "9"], "3 to 8"),
    (["simulate", "--players", "four"], "whole number"),
    (["simulate", "--edition", "monopoly"], "invalid choice"),
    (["simulate", "--bots", "nosuchbot"], "unknown bot"),
    (["simulate", "--bots", "nosuchmodule_xyz:Bot"], "cannot import"),
    (["simulate", "--games", "0"], "at least 1"),
    (["simulate", "--players", "3", "--bots", "random,random,random,random"], "4 bots"),
    (["frobnicate"], "invalid choice"),
    (["screenshots", "--size", "12x12"], "out of range"),
])
def test_misuse_gets_a_clear_message_and_exit_2(args, needle, capsys):
    with pytest.raises(SystemExit) as exc:
        code = main(args)
        raise SystemExit(code)
    assert exc.value.code == 2
    assert needle in capsys.readouterr().err


def test_replay_of_a_broken_record_is_a_clear_error(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "no such record" in capsys.readouterr().err


def test_package_bot_loading(tmp_path, monkeypatch, capsys):
    (tmp_path / "mybots.py").write_text(
        "class Cautious:\n"
        "    def __init__(self, seed=None, seat=0):\n"
        "        self.seat = seat\n"
        "    def decide(self, view):\n"
        "        return 'leave' if view.carried >= 5 else 'continue'\n"
        "def always(view):\n"
        "    return 'continue'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["simulate", "--players", "4", "--bots", "mybots:Cautious,mybots:always",
                 "--games", "20", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in out["seats"]] == ["mybots:Cautious"] + ["mybots:always"] * 3


@pytest.mark.slow
def test_python_dash_m_and_long_run_progress_on_stderr():
    r = run("simulate", "--games", "400", "--players", "3", "--bots", "p85", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["games"] == 400
    assert "400/400" in r.stderr


def test_engine_never_imports_pygame():
    code = ("import sys; import diamant.games.diamant.engine, diamant.games.diamant.bots; "
            "from diamant.games.diamant.bots import simulate; simulate('classic', 3, ['random'], 2, 1); "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, "the engine or the bots imported pygame"
    engine = Path(__file__).resolve().parents[2] / "diamant" / "games" / "diamant" / "engine"
    for f in engine.glob("*.py"):
        for line in f.read_text(encoding="utf-8").splitlines():
            words = line.split()
            assert not (words[:1] in (["import"], ["from"]) and "pygame" in line), f
