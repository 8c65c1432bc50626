"""The one crash path: an error in the game's loop is logged, written to a crash report, and shown
in the game's window by the crash scene until the player quits (exit code 1); the console script
and the executable take the same path (diamant.crash.guarded)."""
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from diamant import crash
from diamant import main as main_mod
from diamant.shell.scenes.crash import CrashScene, present
from diamant.shell.scenes.title import TitleScene

ROOT = Path(__file__).resolve().parents[2]


class Args:
    smoke_test = False
    lang = "ru"
    windowed = True
    fullscreen = False
    size = (1280, 720)


def _press(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="\r", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="\r", scancode=0))


@pytest.fixture
def game_window(tmp_path, monkeypatch):
    """main.run as the player starts it, with a fresh crash state and the window kept for the
    other tests (run() ends with pygame.quit())."""
    monkeypatch.setenv("DIAMANT_HOME", str(tmp_path / "home"))
    monkeypatch.delenv(crash.NO_DIALOG_ENV, raising=False)
    monkeypatch.setattr(crash, "_state", crash._State())
    monkeypatch.setattr(crash, "_has_display", lambda: True)  # the dummy driver stands for a screen
    monkeypatch.setattr(main_mod, "setup_logging", lambda: None)  # no handlers left on the root logger
    monkeypatch.setattr(pygame, "quit", lambda: None)
    return tmp_path / "home" / "logs"


def test_an_error_in_the_game_loop_writes_a_report_and_shows_the_crash_scene(game_window, monkeypatch, capsys):
    def broken_update(self, dt):
        raise ValueError("the torch fell into the well 4711")

    monkeypatch.setattr(TitleScene, "update", broken_update)
    shown = []
    real_draw = CrashScene.draw_panel

    def draw_and_quit(self, surface, panel):
        real_draw(self, surface, panel)
        if not shown:
            shown.append((self.app.nav.top_is("crash"), len(self.app.scenes), *self.texts()))
            _press(pygame.K_RETURN)  # the player reads it and presses Enter on "Quit"
    monkeypatch.setattr(CrashScene, "draw_panel", draw_and_quit)

    assert main_mod.run(Args()) == crash.EXIT_CRASH

    reports = list(game_window.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "broken_update" in text and "ValueError: the torch fell into the well 4711" in text
    assert shown, "the crash scene was never drawn"
    on_top, depth, title, body = shown[0]
    assert on_top and depth == 1  # alone on the stack: the game's scenes are gone
    assert str(reports[0]) in body and "the torch fell into the well 4711" in body
    assert any("\u0400" <= ch <= "\u04ff" for ch in title + body)  # in the player's language
    err = capsys.readouterr().err
    assert "crash report saved to" in err and "ValueError" in err  # a console run says it too
    assert crash._state.presenter is None  # the window is gone: nobody to show the next one


def test_a_crash_scene_that_cannot_be_shown_falls_back_to_the_message_box(game_window, monkeypatch):
    boxes = []
    monkeypatch.setattr(crash, "show_crash_message", lambda c, l: boxes.append(c) or True)

    def broken_update(self, dt):
        raise KeyError("first error")

    def broken_crash_scene(self, surface, panel):
        raise RuntimeError("and the crash scene breaks too")
    monkeypatch.setattr(TitleScene, "update", broken_update)
    monkeypatch.setattr(CrashScene, "draw_panel", broken_crash_scene)
    assert main_mod.run(Args()) == crash.EXIT_CRASH
    assert len(boxes) == 1 and boxes[0] is not None and boxes[0].exists()


def test_no_crash_screen_in_a_headless_app():
    from diamant.ui.app import App
    app = App(headless=True, size=(1280, 720))
    assert present(app, crash.CrashReport(None, None, "ValueError: x")) is False
    assert not app.scenes


def test_the_console_script_takes_the_crash_path(tmp_path):
    # diamant.cli.entry runs main() in crash.guarded: a crash in any command is reported
    code = ("import sys, diamant.cli as cli\n"
            "def boom(argv=None):\n    raise OSError('the cave is flooded 1234')\n"
            "cli.main = boom\ncli.entry()\n")
    env = {"DIAMANT_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT),
           "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=60, cwd=tmp_path)
    assert out.returncode == crash.EXIT_CRASH
    assert "OSError: the cave is flooded 1234" in out.stderr and "crash report saved to" in out.stderr
    assert list((tmp_path / "home" / "logs").glob("crash-*.txt"))


def test_a_crash_that_comes_back_does_not_push_out_the_reports_of_other_crashes(tmp_path, monkeypatch):
    """Ten reports are kept; a crash loop (the same failure again and again) keeps only its newest
    report, so the report of an older, different crash is still there afterwards."""
    import itertools

    from diamant import crash

    monkeypatch.setattr(crash, "_crash_dir", lambda: tmp_path)
    pids = itertools.count(1000)
    monkeypatch.setattr(crash.os, "getpid", lambda: next(pids))  # one file per report

    def raised(exc: BaseException):
        try:
            raise exc
        except BaseException as e:  # noqa: BLE001 - the test makes the exception to report
            return type(e), e, e.__traceback__

    def loop_crash():
        return raised(KeyError("again"))

    first = crash.write_crash_file(*raised(ZeroDivisionError("once")))
    for _ in range(3 * crash.CRASH_FILES_KEPT):
        crash.write_crash_file(*loop_crash())
    reports = sorted(tmp_path.glob("crash-*.txt"))
    assert first in reports  # the other crash's report survived the loop
    assert len(reports) == 2
    signatures = {crash._signature_of(p) for p in reports}
    assert any(s and s.startswith("KeyError at test_crash.py:") for s in signatures), signatures
    assert any(s and s.startswith("ZeroDivisionError at test_crash.py:") for s in signatures)
