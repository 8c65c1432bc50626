"""The double-click build: the spec (without building), the crash log/report, and (slow, only with
DIAMANT_BUILD_TEST=1) a real onedir build that plays a whole game."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import diamant
from diamant import crash

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "build_exe.spec"


# --------------------------------------------------------------------------- the spec, not built

class _Recorder:
    calls: list[tuple[str, tuple, dict]] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        _Recorder.calls.append((type(self).__name__, args, kwargs))


class Analysis(_Recorder):
    def __init__(self, scripts, **kwargs):
        super().__init__(scripts, **kwargs)
        self.scripts = [("launcher", s, "PYSOURCE") for s in scripts]
        self.pure = []
        self.binaries = []
        # what PyInstaller's hooks would add, to see the spec's filter at work
        self.datas = [(dest + "/x", src, "DATA") for src, dest in kwargs["datas"]] + [
            ("babel/global.dat", "g", "DATA"),
            ("babel/locale-data/root.dat", "r", "DATA"),
            ("babel/locale-data/en_GB.dat", "e", "DATA"),
            ("babel/locale-data/sr_Latn.dat", "s", "DATA"),
            ("babel/locale-data/ja.dat", "j", "DATA"),
            ("babel/locale-data/de.dat", "d", "DATA"),
            ("babel/locale-data/fr_CA.dat", "f", "DATA"),
            ("pygame/examples/data/x.png", "p", "DATA"),
            ("pygame/freesansbold.ttf", "t", "DATA"),
        ]


class PYZ(_Recorder):
    pass


class EXE(_Recorder):
    pass


class COLLECT(_Recorder):
    pass


class BUNDLE(_Recorder):
    pass


def run_spec(tmp_path: Path, args: list[str] = (), env: dict[str, str] | None = None,
             monkeypatch=None) -> dict:
    _Recorder.calls = []
    ns = {"SPECPATH": str(ROOT), "workpath": str(tmp_path / "work"), "DISTPATH": str(tmp_path / "dist"),
          "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT, "BUNDLE": BUNDLE,
          "__file__": str(SPEC)}
    for name in ("DIAMANT_ONEFILE", "DIAMANT_CONSOLE"):
        monkeypatch.delenv(name, raising=False)
    for k, v in (env or {}).items():
        monkeypatch.setenv(k, v)
    monkeypatch.setattr(sys, "argv", [str(SPEC), *args])
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), ns)
    ns["calls"] = {name: (a, kw) for name, a, kw in _Recorder.calls}
    return ns


def test_spec_datas_are_absolute_and_complete(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    _, kw = ns["calls"]["Analysis"]
    datas = dict((dest, Path(src)) for src, dest in kw["datas"])
    for dest in ("assets/art", "assets/club", "assets/fonts", "assets/sounds", "locales"):
        assert datas[dest].is_absolute() and datas[dest].is_dir(), dest
    assert (datas["assets/club"] / "layout.json").is_file()
    assert (datas["assets/fonts"] / "OFL.txt").is_file()
    icons = [Path(src).name for src, dest in kw["datas"] if dest == "assets"]
    assert {"icon.png", "icon.ico"} <= set(icons)
    for src, _dest in kw["datas"]:
        assert Path(src).is_absolute() and Path(src).exists()
    assert kw["pathex"] == [str(ROOT)]


def test_spec_takes_every_module_imported_by_name(tmp_path, monkeypatch):
    """The scenes load by name when first opened (a game's registration promises them): the
    build's analysis cannot follow those imports, so the spec names every one."""
    import diamant.shell.scenes  # noqa: F401 - the shell's promises and each game's registration
    from diamant.shell import games
    from diamant.ui import nav
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    hidden = set(ns["calls"]["Analysis"][1]["hiddenimports"])
    by_name = {nav.factory(name).__module__ for name in nav.names()} | set(games.GAME_REGISTRATIONS)
    assert by_name and by_name <= hidden


def test_spec_takes_network_play_and_the_compiled_modules_of_zeroconf(tmp_path, monkeypatch):
    """Network play runs on asyncio (websockets imports ssl) and finds the tables on this network
    with zeroconf, whose compiled modules' imports the analysis cannot read: none is left out."""
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    kw = ns["calls"]["Analysis"][1]
    excludes, hidden = set(kw["excludes"]), set(kw["hiddenimports"])
    for needed in ("asyncio", "ssl", "_ssl", "websockets", "zeroconf", "ifaddr"):
        assert needed not in excludes, needed
    import importlib.util
    root = Path(importlib.util.find_spec("zeroconf").origin).parent
    compiled = set()
    for p in [*root.rglob("*.so"), *root.rglob("*.pyd")]:  # _dns.cpython-311-x86_64-linux-gnu.so
        parts = [*p.relative_to(root).parts[:-1], p.name.split(".")[0]]
        compiled.add(".".join(["zeroconf", *(part for part in parts if part != "__init__")]))
    assert "zeroconf._dns" in compiled or not compiled  # a pure install (no wheel for the platform) has none
    assert compiled <= hidden, compiled - hidden
    assert {"zeroconf", "zeroconf.asyncio", "ifaddr"} <= hidden


def test_spec_excludes_what_the_game_does_not_use(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    excludes = set(ns["calls"]["Analysis"][1]["excludes"])
    for name in ("numpy", "PIL", "tkinter", "pytest", "hypothesis", "fontTools", "setuptools",
                 "pydoc", "unittest", "doctest", "pygame.tests", "pygame.examples"):
        assert name in excludes, name
    for needed in ("pygame", "babel", "fluent", "platformdirs", "diamant", "json", "logging"):
        assert needed not in excludes, needed


def test_spec_keeps_only_the_shipped_languages_babel_data(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    kept = {dest for dest, _src, _t in ns["a"].datas}
    assert {"babel/global.dat", "babel/locale-data/root.dat", "babel/locale-data/en_GB.dat",
            "babel/locale-data/sr_Latn.dat", "babel/locale-data/ja.dat",
            "pygame/freesansbold.ttf"} <= kept
    assert not kept & {"babel/locale-data/de.dat", "babel/locale-data/fr_CA.dat",
                       "pygame/examples/data/x.png"}
    assert any(d.startswith("assets/art/") for d in kept)


def test_spec_onedir_windowed_is_the_default(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    calls = ns["calls"]
    exe = calls["EXE"][1]
    assert exe["name"] == "Diamant" and exe["console"] is False
    assert exe["exclude_binaries"] is True and exe["upx"] is False
    assert calls["COLLECT"][1]["name"] == "Diamant"
    # the launcher runs the crash-guarded entry
    launcher = Path(calls["Analysis"][0][0][0])
    assert launcher.is_file() and launcher.parent.parent == tmp_path / "work"
    tree = ast.parse(launcher.read_text(encoding="utf-8"))
    assert "frozen_main" in {getattr(n, "id", None) for n in ast.walk(tree)}
    if sys.platform == "darwin":
        assert calls["BUNDLE"][1]["version"] == diamant.__version__
    else:
        assert "BUNDLE" not in calls


@pytest.mark.parametrize("how", ["arg", "env"])
def test_spec_onefile_console_variant(tmp_path, monkeypatch, how):
    if how == "arg":
        ns = run_spec(tmp_path, ["--onefile", "--console"], monkeypatch=monkeypatch)
    else:
        ns = run_spec(tmp_path, env={"DIAMANT_ONEFILE": "1", "DIAMANT_CONSOLE": "yes"},
                      monkeypatch=monkeypatch)
    calls = ns["calls"]
    args, exe = calls["EXE"]
    assert exe["name"] == f"Diamant-{diamant.__version__}-console"
    assert exe["console"] is True
    assert "COLLECT" not in calls and "BUNDLE" not in calls
    assert ns["a"].datas[0] in args[3]  # binaries and datas go inside the one file


def test_spec_writes_a_windows_version_resource_from_the_package_version(tmp_path, monkeypatch):
    ns = run_spec(tmp_path, monkeypatch=monkeypatch)
    assert ns["VERSION"] == diamant.__version__
    path = Path(ns["VERSION_FILE"])
    text = path.read_text(encoding="utf-8")
    # PyInstaller evaluates this file with its versioninfo classes; do the same with recorders
    # (PyInstaller and pefile need not be installed to run the tests)
    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct"]
    record = {n: (lambda n: lambda *a, **k: (n, a, k))(n) for n in names}
    info = eval(compile(text, str(path), "eval"), {"__builtins__": {}}, record)
    assert info[0] == "VSVersionInfo"
    ffi = info[2]["ffi"]
    major, minor, patch = (int(x) for x in diamant.__version__.split(".")[:3])
    assert ffi[2]["filevers"] == ffi[2]["prodvers"] == (major, minor, patch, 0)
    strings = {a[0]: a[1] for kind, a, _k in _walk(info) if kind == "StringStruct"}
    assert strings["ProductVersion"] == strings["FileVersion"] == diamant.__version__
    assert strings["ProductName"] == "Diamant"
    exe = ns["calls"]["EXE"][1]
    assert exe["version"] == (str(path) if sys.platform == "win32" else None)
    try:
        from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file
    except ImportError:  # pefile is only installed on Windows
        return
    assert f"'ProductVersion', '{diamant.__version__}'" in str(load_version_info_from_text_file(str(path)))


def _walk(node):
    if isinstance(node, tuple) and len(node) == 3 and isinstance(node[0], str):
        yield node
        for child in (*node[1], *node[2].values()):
            yield from _walk(child)
    elif isinstance(node, (list, tuple)):
        for child in node:
            yield from _walk(child)


def test_spec_rejects_unknown_options(tmp_path, monkeypatch):
    with pytest.raises(SystemExit):
        run_spec(tmp_path, ["--onefiel"], monkeypatch=monkeypatch)


# --------------------------------------------------------------------------- the crash handler

def run_child(tmp_path: Path, code: str, extra_env: dict[str, str] | None = None):
    env = dict(os.environ, DIAMANT_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    env.pop("DIAMANT_NO_CRASH_DIALOG", None)
    env.update(extra_env or {})
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)


WINDOWED = """
    import sys
    sys.stdout = None   # what a windowed build (console=False) gets
    sys.stderr = None
    from diamant import crash
    log_file = crash.install()
    print("a stray print must not crash the game")
    sys.stderr.write("a warning on stderr goes to the log\\n")
"""


def test_uncaught_exception_in_a_windowed_build_is_logged_and_exits_non_zero(tmp_path):
    out = run_child(tmp_path, WINDOWED + """
    def deal_cards():
        raise ValueError("the deck caught fire 7431")
    deal_cards()
    """)
    assert out.returncode != 0
    assert out.stdout == "" and out.stderr == ""  # nothing to print to in a windowed build
    logs = tmp_path / "home" / "logs"
    log_text = (logs / "diamant.log").read_text(encoding="utf-8")
    assert "uncaught exception" in log_text and "the deck caught fire 7431" in log_text
    assert "a warning on stderr goes to the log" in log_text
    assert f"Diamant {diamant.__version__}" in log_text  # the start line
    crashes = list(logs.glob("crash-*.txt"))
    assert len(crashes) == 1
    report = crashes[0].read_text(encoding="utf-8")
    assert "deal_cards" in report and "ValueError: the deck caught fire 7431" in report
    assert f"Diamant {diamant.__version__}" in report and "Python " in report


def test_a_crashing_worker_thread_ends_the_game_with_a_report(tmp_path):
    out = run_child(tmp_path, WINDOWED + """
    import threading, time
    def bot():
        raise RuntimeError("bot worker lost 2718")
    t = threading.Thread(target=bot, name="bot-worker")
    t.start(); t.join()
    time.sleep(5)
    raise SystemExit(0)   # not reached: the thread's crash ends the process
    """)
    assert out.returncode == crash.EXIT_CRASH != 0
    crashes = list((tmp_path / "home" / "logs").glob("crash-*.txt"))
    assert len(crashes) == 1
    text = crashes[0].read_text(encoding="utf-8")
    assert "thread: bot-worker" in text and "bot worker lost 2718" in text


def test_console_run_prints_the_traceback_and_where_the_report_is(tmp_path):
    out = run_child(tmp_path, """
    from diamant import crash
    crash.install()
    import logging
    logging.getLogger("diamant.test").warning("visible warning 99")
    raise KeyError("console crash 55")
    """)
    assert out.returncode == 1
    assert "KeyError: 'console crash 55'" in out.stderr
    assert "crash report saved to" in out.stderr
    assert "visible warning 99" in out.stderr  # warnings still reach a real console
    assert list((tmp_path / "home" / "logs").glob("crash-*.txt"))


def test_frozen_main_runs_the_cli_and_returns_its_exit_code(tmp_path):
    ok = run_child(tmp_path, "from diamant.frozen import frozen_main; import sys; "
                             "sys.argv = ['Diamant', '--version']; frozen_main()")
    assert ok.returncode == 0 and f"Diamant {diamant.__version__}" in ok.stdout
    bad = run_child(tmp_path, "from diamant.frozen import frozen_main; import sys; "
                              "sys.argv = ['Diamant', 'simulate', '--games', '0']; frozen_main()")
    assert bad.returncode == 2  # usage errors keep their code


@pytest.mark.parametrize("entry", ["from diamant.cli import entry; entry()",
                                   "from diamant.frozen import frozen_main; frozen_main()"])
@pytest.mark.slow
def test_both_entries_end_at_once_after_the_game(tmp_path, entry):
    # a thread that would hold a normal interpreter exit for two minutes (a bot still thinking)
    out = run_child(tmp_path, f"""
    import sys, threading, time
    threading.Thread(target=time.sleep, args=(120,), name="diamant-bot").start()
    sys.argv = ["diamant", "--size", "640x360"]
    {entry}
    """, {"DIAMANT_STARTUP_PROBE": "1"})  # the game returns after its first frame
    assert out.returncode == 0, out.stderr
    assert "first-frame" in out.stdout  # the game ran, and the process did not wait for the thread


def test_guarded_reports_and_returns_the_crash_code(tmp_path, monkeypatch):
    monkeypatch.setattr(crash, "_state", crash._State())
    crash._state.log_dir = tmp_path
    crash._state.windowed = False

    def broken():
        raise OSError("disk on fire")
    assert crash.guarded(lambda: 3) == 3
    assert crash.guarded(lambda: None) == 0
    assert crash.guarded(broken) == crash.EXIT_CRASH
    assert "OSError: disk on fire" in next(tmp_path.glob("crash-*.txt")).read_text(encoding="utf-8")
    with pytest.raises(SystemExit):
        crash.guarded(lambda: sys.exit(4))


def test_crash_message_box_tells_where_the_files_are(tmp_path, monkeypatch):
    import pygame
    shown = []
    monkeypatch.setattr(crash, "_has_display", lambda: True)
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, text, **kw: shown.append((title, text, kw)) or 0)
    monkeypatch.setattr(pygame.display, "quit", lambda: None)  # other tests keep their display
    monkeypatch.delenv(crash.NO_DIALOG_ENV, raising=False)
    crash_file, log_file = tmp_path / "crash-1.txt", tmp_path / "diamant.log"
    assert crash.show_crash_message(crash_file, log_file) is True
    title, text, kw = shown[0]
    assert str(crash_file) in text and str(log_file) in text
    assert kw["message_type"] == "error" and kw["buttons"] == ("OK",)
    monkeypatch.setenv(crash.NO_DIALOG_ENV, "1")
    assert crash.show_crash_message(crash_file, log_file) is False and len(shown) == 1


def test_no_message_box_without_a_display(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert crash._has_display() is False


def test_old_crash_files_are_pruned(tmp_path):
    for i in range(crash.CRASH_FILES_KEPT + 5):
        p = tmp_path / f"crash-2000{i:02d}.txt"
        p.write_text("x")
        os.utime(p, (1_000_000 + i, 1_000_000 + i))
    crash._prune_crash_files(tmp_path)
    left = sorted(p.name for p in tmp_path.glob("crash-*.txt"))
    assert len(left) == crash.CRASH_FILES_KEPT and "crash-200000.txt" not in left


def test_self_check_passes_from_the_source_tree():
    out = subprocess.run([sys.executable, "-c", "from diamant.frozen import self_check; "
                          "raise SystemExit(self_check())"], capture_output=True, text=True,
                         timeout=60, cwd=ROOT, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                        SDL_AUDIODRIVER="dummy"))
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-check: OK" in out.stdout


def test_self_check_says_when_network_play_is_not_in_the_bundle(monkeypatch):
    from diamant.frozen import _network_check
    assert _network_check() == []
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # a build that left it out
    [problem] = _network_check()
    assert problem.startswith("network play:") and "zeroconf" in problem


# --------------------------------------------------------------------------- a real build (slow)

@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("DIAMANT_BUILD_TEST") != "1",
                    reason="builds the executable (about a minute); set DIAMANT_BUILD_TEST=1")
def test_onedir_build_plays_a_whole_game_of_each_game(tmp_path):
    out = subprocess.run([sys.executable, "-m", "diamant_dev.build", "--smoke",
                          "--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work"),
                          "--json", str(tmp_path / "result.json")],
                         cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    import json
    result = json.loads((tmp_path / "result.json").read_text())
    names = {c["name"]: c["ok"] for c in result["checks"]}
    assert names == {"--version": True, "resources (self-check)": True,
                     "simulate --games 5": True, "--smoke-test": True,
                     "--smoke-test --game club": True}
    from diamant.games.diamant.engine import fast
    sim = next(c["detail"] for c in result["checks"] if c["name"] == "simulate --games 5")
    assert sim.endswith("compiled engine core" if fast.COMPILED else "pure engine core"), sim
    assert (tmp_path / "dist" / "Diamant" / "_internal" / "assets" / "fonts" / "OFL.txt").is_file()


def test_crash_message_speaks_the_players_language(tmp_path, monkeypatch):
    from diamant.i18n import Localizer
    title, text = crash.crash_texts(tmp_path / "crash-1.txt", tmp_path / "diamant.log", Localizer("ru"))
    assert str(tmp_path / "crash-1.txt") in text and str(tmp_path / "diamant.log") in text
    assert any("\u0400" <= ch <= "\u04ff" for ch in title + text)  # Cyrillic, not English

    class Broken:
        def t(self, key, **args):
            raise RuntimeError("locales are what broke")
    title, text = crash.crash_texts(None, tmp_path / "diamant.log", Broken())
    assert text.startswith("Sorry, Diamant stopped") and title == "Diamant"


def test_a_stderr_log_handler_in_a_windowed_build_does_not_double_the_log(tmp_path):
    # diamant.main adds logging.StreamHandler(sys.stderr); in a windowed build that stderr is
    # crash's log writer: each record must reach the log file once
    out = run_child(tmp_path, WINDOWED + """
    import logging
    logging.getLogger().addHandler(logging.StreamHandler(sys.stderr))
    logging.getLogger("diamant.test").warning("only once 314")
    """)
    assert out.returncode == 0, out.stderr
    text = (tmp_path / "home" / "logs" / "diamant.log").read_text(encoding="utf-8")
    assert text.count("only once 314") == 1
