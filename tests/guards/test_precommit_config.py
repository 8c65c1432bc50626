"""The pre-commit hooks (.pre-commit-config.yaml) run the project's own tools: each hook is local
(`language: system`, nothing downloaded), and the tool its entry names is installed beside the
Python running the tests (the virtualenv CONTRIBUTING.md makes), so `pre-commit install` works on
a fresh clone. The hooks themselves are the guards of tests/guards/test_lint.py, which runs them whole."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / ".pre-commit-config.yaml"


def hooks() -> list[dict[str, str]]:
    """Each hook's `key: value` lines (the file is flat YAML: one hook per `- id:` item)."""
    found: list[dict[str, str]] = []
    for line in CONFIG.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*(- )?(id|entry|language|name): (.*?)\s*$", line)
        if not m:
            continue
        if m.group(1) and m.group(2) == "id":
            found.append({})
        if found and not line.lstrip().startswith("- repo"):
            found[-1][m.group(2)] = m.group(3)
    return found


def test_the_hooks_are_ruff_the_import_contracts_and_mypy():
    assert [h["id"] for h in hooks()] == ["ruff", "import-contracts", "mypy"]
    assert "repo: local" in CONFIG.read_text(encoding="utf-8")


def test_every_hook_runs_a_tool_of_the_virtualenv():
    here = Path(sys.executable).parent
    suffix = ".exe" if sys.platform == "win32" else ""
    for hook in hooks():
        assert hook["language"] == "system", hook
        tool = hook["entry"].split()[0]
        assert tool.startswith(".venv/bin/"), hook
        assert (here / (Path(tool).name + suffix)).exists(), f"{tool} is not installed beside {sys.executable}"
