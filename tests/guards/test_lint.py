"""CI guards that run with the README's test command: the import contracts (import-linter, see
[tool.importlinter] in pyproject.toml), ruff's small rule set ([tool.ruff]) and the type check
(mypy, [tool.mypy])."""
import ast
import shutil
import subprocess
try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the same parser from PyPI (the test extra)
    import tomli as tomllib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
    # every contract of pyproject.toml ran and held (none silently dropped)
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert f"{len(contracts)} kept, 0 broken" in out.stdout, out.stdout


def test_ruff_finds_nothing():
    out = subprocess.run([_tool("ruff"), "check", "--no-cache", "diamant", "diamant_dev", "tests",
                          "benchmarks", "tools"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_finds_no_type_error():
    # the files and the strictness per package are in [tool.mypy]; the incremental cache in
    # .mypy_cache makes a run after a small change take seconds
    out = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(ROOT / ".mypy_cache")],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Success: no issues found" in out.stdout


def test_vulture_finds_no_dead_code_in_the_package():
    # [tool.vulture] scans the tests, benchmarks and tools too, as users of the package; what
    # is dead there (a test's unused helper) is not the package's dead code
    out = subprocess.run([_tool("vulture")], cwd=ROOT, capture_output=True, text=True, timeout=300)
    dead = [line for line in out.stdout.splitlines() if line.startswith(("diamant/", "diamant_dev/"))]
    assert out.returncode in (0, 3), out.stdout + out.stderr  # 3: found something (anywhere)
    assert not dead, "\n".join(dead) + "\n(reached by name? add it to tools/vulture_whitelist.py)"


# Where the game may catch any exception: the true boundaries, and nowhere else.
# Everywhere else the code catches what can really happen, or lets it reach the crash handler.
# Each of these logs what it caught and what it did.
BOUNDARIES = {
    # the top-level crash handler: guarded() reports any error and returns 1; reporting never
    # raises; the crash scene failing falls back to the system's message box; the crash
    # message's words failing fall back to English
    "diamant/crash.py": 4,
    # a third-party bot: failing to build (BotError), failing to decide (it leaves the cave),
    # failing on the saved game's replay (it starts afresh)
    "diamant/plugins.py": 1,
    # a third-party Diamonds Club bot failing to decide: the run stops with a ClubBotError naming it
    "diamant/games/club/simulate.py": 1,
    # a Diamonds Club bot failing to decide at the table: that seat plays the first legal action
    "diamant/games/club/screens/session.py": 1,
    "diamant/games/diamant/screens/session.py": 2,
    # a third-party bot at a headless table: showing its answer, failing or exiting while it
    # decides (stopped by name, with or without the time limit), and the same in its own process
    "diamant/games/diamant/bots/guard.py": 2,
    # the same in its own process, for a plugin of either game (the child's conversation)
    "diamant/botprocess.py": 1,
    # a file read: any game's autosave (moved aside, said), one finished game, old data being
    # migrated, an ended game left in the autosave looked at when the game starts (Continue
    # reports it)
    "diamant/storage/files.py": 1,
    "diamant/games/diamant/history.py": 1,
    "diamant/storage/history.py": 1,
    "diamant/storage/migrations.py": 1,
    # another game's autosave looked at for an ended game when the title first shows (Continue
    # reports it)
    "diamant/storage/slots.py": 1,
    # a file parse: a locale file's message that cannot be formatted (the next language's text)
    "diamant/i18n/core.py": 1,
}
# The developer tools (never in the game) have their own: the monkey records any error of the
# app as a finding; the screenshot runner reports a scene that failed and renders the others.
DEV_BOUNDARIES = {
    "diamant_dev/monkey.py": 1,
    "diamant_dev/screenshots.py": 1,
}
_BLIND = {"Exception", "BaseException"}


def _is_blind(handler: ast.ExceptHandler) -> bool:
    kinds = handler.type
    if kinds is None:
        return True  # a bare `except:`
    names = kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]
    return any(isinstance(n, ast.Name) and n.id in _BLIND for n in names)


def _reraises(handler: ast.ExceptHandler) -> bool:
    last = handler.body[-1]
    return isinstance(last, ast.Raise) and last.exc is None  # cleans up, then the same error goes on


def blind_excepts(package: Path = ROOT / "diamant") -> dict[str, list[int]]:
    """Every handler in ``package`` that catches any exception and does not re-raise it:
    its file (from the package's parent) -> the handlers' lines."""
    found: dict[str, list[int]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ExceptHandler) and _is_blind(node) and not _reraises(node):
                found.setdefault(path.relative_to(package.parent).as_posix(), []).append(node.lineno)
    return found


def test_any_exception_is_caught_only_at_the_known_boundaries():
    found = blind_excepts()
    counts = {path: len(lines) for path, lines in found.items()}
    assert counts == BOUNDARIES, "\n".join(f"{p}: lines {found[p]}" for p in sorted(found))


def test_the_developer_tools_catch_any_exception_only_at_their_boundaries():
    found = blind_excepts(ROOT / "diamant_dev")
    counts = {path: len(lines) for path, lines in found.items()}
    assert counts == DEV_BOUNDARIES, "\n".join(f"{p}: lines {found[p]}" for p in sorted(found))


def test_each_boundary_logs_what_it_caught():
    for path, lines in blind_excepts().items():
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ExceptHandler) and node.lineno in lines:
                said = ast.unparse(node)
                assert any(w in said for w in ("log.", "_warn", "damaged(", "report(", "raise ")), \
                    f"{path}:{node.lineno} catches any exception without saying so"


def test_the_boundary_finder_sees_blind_and_bare_excepts(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text("try:\n    f()\nexcept (OSError, Exception):\n    pass\n"
                              "try:\n    f()\nexcept:\n    g()\n"
                              "try:\n    f()\nexcept BaseException:\n    undo()\n    raise\n"
                              "try:\n    f()\nexcept ValueError:\n    pass\n")
    assert blind_excepts(pkg) == {"pkg/m.py": [3, 7]}
