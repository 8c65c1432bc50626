"""A hung test is killed and named, even once SDL's display is up (SDL then turns SIGTERM into a
QUIT event, so a plain `timeout` of the whole run never ended such a test). The suite's own
settings (pyproject's timeout and its method) are what stop it here: a small suite that hangs is
run by pytest with those settings, in a child process."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from toolbox import ROOT

HANGS = '''
import threading

import pygame


def test_hangs_with_the_display_up():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    threading.Event().wait()  # never set: only the timeout ends this
'''


@pytest.mark.timeout(120)
def test_a_hung_test_is_killed_and_named(tmp_path):
    (tmp_path / "test_hang.py").write_text(textwrap.dedent(HANGS), encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # the suite's ini (timeout method, markers), a short limit, no workers: the run itself ends
    out = subprocess.run([sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"),
                          "--rootdir", str(tmp_path), "-p", "no:cacheprovider", "-n0", "--timeout", "3",
                          str(tmp_path / "test_hang.py")],
                         capture_output=True, text=True, env=env, timeout=90, cwd=tmp_path)
    text = out.stdout + out.stderr
    assert out.returncode != 0, text
    assert "Timeout" in text and "test_hangs_with_the_display_up" in text, text[-2000:]


CRASHES = '''
import os
import time


def test_before():
    pass


def test_takes_its_worker_down():
    os._exit(1)  # as the timeout's thread does to a hung test's worker


def test_after():
    time.sleep(0.2)
'''


@pytest.mark.timeout(120)
def test_a_run_whose_worker_dies_ends_and_names_the_test(tmp_path):
    # with the suite's own options (workers, their distribution): a run whose worker was restarted
    # waited forever for work that never came, until CI's limit, with no test named
    (tmp_path / "test_crash.py").write_text(textwrap.dedent(CRASHES), encoding="utf-8")
    (tmp_path / "test_more.py").write_text("def test_one():\n    pass\n\n\ndef test_two():\n    pass\n",
                                           encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml"),
                          "--rootdir", str(tmp_path), "-p", "no:cacheprovider", "-n", "2", str(tmp_path)],
                         capture_output=True, text=True, env=env, timeout=90, cwd=tmp_path)
    text = out.stdout + out.stderr
    assert out.returncode != 0, text
    assert "crashed while running" in text and "test_takes_its_worker_down" in text, text[-2000:]
