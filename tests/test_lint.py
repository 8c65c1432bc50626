"""CI guards that run with the README's test command: the import contracts (import-linter, see
[tool.importlinter] in pyproject.toml) and ruff's small rule set ([tool.ruff])."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -e '.[test]'")
    return found


def test_import_contracts_hold():
    out = subprocess.run([_tool("lint-imports"), "--no-cache"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "5 kept, 0 broken" in out.stdout


def test_ruff_finds_nothing():
    out = subprocess.run([_tool("ruff"), "check", "--no-cache", "diamant", "diamant_dev", "tests",
                          "benchmarks"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
