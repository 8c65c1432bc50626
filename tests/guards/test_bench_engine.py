"""benchmarks/bench_engine.py's regression check: each engine line as a ratio to a fixed
reference loop, compared with the committed baseline; a line more than the tolerance below it
is flagged and the run exits 1. Nothing here asserts a speed: the baselines below are made ten
times out of reach on purpose, far beyond any machine's noise."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_engine", ROOT / "benchmarks" / "bench_engine.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("bench_engine", None)


def test_the_verdicts_flag_a_fall_past_the_tolerance(bench):
    base = {"a": 100.0, "b": 100.0, "c": 100.0, "d": 100.0}
    got = bench.verdicts({"a": 89.0, "b": 91.0, "c": 111.0, "d": 100.0, "e": 5.0}, base, 0.10)
    assert [(name, verdict) for name, _, _, verdict in got] == [
        ("a", "SLOWER"), ("b", "ok"), ("c", "faster"), ("d", "ok"), ("e", "new")]
    assert [v for _, _, _, v in bench.verdicts({"a": 1.0}, None, 0.10)] == ["new"]


def test_the_reference_loop_is_the_one_the_baselines_were_measured_against(bench):
    assert bench.reference_loop(100) == bench.REFERENCE_CHECKSUM


def test_the_committed_baseline_covers_every_line_of_the_check(bench):
    data = json.loads((ROOT / "benchmarks" / "baseline_engine.json").read_text(encoding="utf-8"))
    lines = [name for name, _ in bench.check_lines(1)]
    assert data["entries"], "no baseline committed"
    for key, entry in data["entries"].items():
        assert key.endswith(tuple(f"Python 3.{minor}" for minor in range(10, 20))), key
        assert sorted(entry["ratios"]) == sorted(lines), key
        assert all(r > 0 for r in entry["ratios"].values())


def _baseline(bench, tmp_path: Path, scale: float) -> Path:
    ratios, _, _ = bench.measure_ratios(30, 1)
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps({"entries": {bench.baseline_key(): {
        "ratios": {name: r * scale for name, r in ratios.items()}, "commit": "test"}}}))
    return path


def test_a_line_far_below_its_baseline_fails_the_check(bench, tmp_path, capsys):
    path = _baseline(bench, tmp_path, 10.0)
    assert bench.check(30, 1, 0.10, path, save=False) == 1
    out = capsys.readouterr().out
    assert "SLOWER than the baseline (saved at test)" in out and "simulate, built-in random" in out


def test_a_line_far_above_its_baseline_passes_and_asks_for_a_new_one(bench, tmp_path, capsys):
    path = _baseline(bench, tmp_path, 0.1)
    assert bench.check(30, 1, 0.10, path, save=False) == 0
    assert "save a new baseline" in capsys.readouterr().out


def test_save_baseline_writes_this_core_and_python(bench, tmp_path, capsys):
    path = tmp_path / "new.json"
    assert bench.check(30, 1, 0.10, path, save=True) == 0
    entry = json.loads(path.read_text())["entries"][bench.baseline_key()]
    assert sorted(entry["ratios"]) == sorted(name for name, _ in bench.check_lines(1))


def test_diamant_bench_passes_its_options_to_the_script(tmp_path, capsys):
    from diamant.cli import main

    path = tmp_path / "none.json"
    assert main(["bench", "--games", "30", "--repeats", "1", "--baseline", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Engine speed check" in out and "no baseline for" in out
