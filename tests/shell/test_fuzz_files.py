"""Crafted files of every kind through the real loaders and the real app paths (Continue, Past
games, the game log and the replay viewer, New game, exit) and the `replay` command: no exception
escapes, nothing logged at ERROR, a refused file is kept (moved or copied aside, never deleted),
and the same file never fails the next start."""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import diamant.storage as st
from diamant.cli import main
from diamant_dev import badfiles
from diamant.games.diamant import history as dhistory
from diamant.games.diamant import saves as dsaves


def place(home: Path, kind: str) -> Path:
    return {"settings": home / "config" / "settings.json",
            "autosave": home / "autosave.json",
            "history": home / "history" / "20261120-200000-12345.json",
            "unfinished": home / "unfinished" / "20261120-200000-autosave.json"}[kind]


def put(home: Path, kind: str, content: bytes) -> Path:
    if home.exists():
        shutil.rmtree(home)
    path = place(home, kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def kept_somewhere(home: Path, content: bytes) -> bool:
    return any(p.is_file() and p.stat().st_size == len(content) and p.read_bytes() == content
               for p in home.rglob("*"))


def load_everything() -> list:
    warnings = []
    _, w = st.load_settings()
    warnings += w
    dhistory.store_finished_autosave()
    _, w = dsaves.load_saved_game()
    warnings += w
    _, w = st.scan_history()
    warnings += w
    return warnings


CASES = [(kind, name) for kind in badfiles.KINDS for name in badfiles.corpus(kind)] + \
        [("unfinished", name) for name in badfiles.corpus("autosave")]


@pytest.fixture(scope="module")
def corpora():
    return {kind: badfiles.corpus(kind) for kind in badfiles.KINDS}


def _content(corpora, kind, name):
    return corpora["autosave" if kind == "unfinished" else kind][name]


@pytest.mark.parametrize("kind, name", CASES)
def test_every_crafted_file_through_the_loaders(home, corpora, kind, name, caplog):
    content = _content(corpora, kind, name)
    put(home, kind, content)
    with caplog.at_level(logging.WARNING):
        warnings = load_everything()
        again = load_everything()  # the next start: the same file never fails twice
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    if warnings:
        assert kept_somewhere(home, content), f"{kind}/{name} was lost"
    assert not [w for w in again if w.code.endswith("damaged") and w.moved_to is None
                and "could not be moved" in w]


@pytest.fixture
def app(home):
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
    from diamant.ui.app import App

    def make():
        settings, _ = st.load_settings()
        a = App(headless=True, size=(1024, 640), settings=settings, lang="en", audio=False)
        a.autosave = True
        return a
    return make


def _walk_the_app(app) -> None:
    from diamant.games.diamant.screens import flow
    app.nav.reset("title")
    title = app.top
    title.enter()
    app.frame(1 / 60, [])
    title.continue_game()  # Continue (a damaged file: a message)
    app.frame(1 / 60, [])
    app.nav.reset("title")
    app.nav.push("history")  # Past games
    app.frame(1 / 60, [])
    hist = app.top
    while hist.scanning:  # its list fills frame by frame: walk the whole of it
        app.frame(1 / 60, [])
    for i, entry in enumerate(list(hist.entries)[:3]):
        hist.list.select(i)
        hist.update(0.0)
        hist.show_log()
        app.frame(1 / 60, [])
        if app.top is not hist:
            app.top.close()
        if entry.finished:
            hist.replay()  # the replay viewer
            app.frame(1 / 60, [])
            if app.top is not hist:
                app.top.close()
    app.nav.reset("title")
    app.top.new_game()  # New game (asks first over a game in progress)
    if app.nav.top_is("confirm-new-game"):
        app.top.confirm()
    flow.start_game(app, flow.last_table(app))
    app.frame(1 / 60, [])
    flow.back_to_menu(app)


APP_CASES = [c for c in CASES if c[1] in (
    "valid", "bom", "cut-short", "deep-array", "huge-number", "inf-float", "names-control",
    "names-surrogate", "names-huge", "ruleset-hazard-copies", "ruleset-rounds", "seat-colour",
    "decisions-many", "result-forged", "ui-odd", "bad-values", "odd-table", "meta-deep",
    "many-seats", "theme-odd", "newer-schema")]


#: The default run's sample of the app sweep (every case runs with --full): each file kind once,
#: each family of damage once (names, sizes, structure, custom rulesets, settings), and every case
#: that has found a defect: a record with more seats than any game, or more decisions than its
#: game can hold, was built before it was refused (refused at once since). The loaders take
#: every case in the default run (test_every_crafted_file_through_the_loaders).
QUICK_APP_CASES = {("autosave", "names-surrogate"), ("history", "ruleset-hazard-copies"),
                   ("unfinished", "cut-short"), ("settings", "odd-table"),
                   ("history", "names-control"), ("autosave", "decisions-many"),
                   ("history", "many-seats")}


@pytest.mark.parametrize("kind, name", [
    c if c in QUICK_APP_CASES else pytest.param(*c, marks=pytest.mark.full) for c in APP_CASES])
def test_every_crafted_file_through_the_app(home, corpora, app, kind, name, caplog):
    content = _content(corpora, kind, name)
    put(home, kind, content)
    with caplog.at_level(logging.WARNING):
        for _ in range(2):  # this start and the next one: never a crash loop
            a = app()
            try:
                _walk_the_app(a)
            finally:
                a.close()  # exit
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], \
        [r.getMessage()[:200] for r in caplog.records if r.levelno >= logging.ERROR]
    if kind != "settings" and name != "valid":
        assert kept_somewhere(home, content) or name in ("bom", "ui-odd", "seat-colour"), \
            f"{kind}/{name} was lost"


@pytest.mark.parametrize("kind, name", [c for c in CASES if c[0] == "history"])
def test_every_crafted_record_through_the_replay_command(home, corpora, kind, name, capsys):
    path = put(home, kind, _content(corpora, kind, name))
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code in (0, 2)
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert not any(c in out for c in "\x1b\x07\x00")


KIND = hs.sampled_from(["settings", "autosave", "history"])


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(kind=KIND, where=hs.integers(0, 10_000), odd=hs.sampled_from(badfiles.ODD_VALUES))
def test_one_odd_value_anywhere_never_escapes(home, kind, where, odd):
    content = badfiles.mutate(kind, where, odd)
    put(home, kind, content)
    warnings = load_everything()
    load_everything()
    if warnings:
        assert kept_somewhere(home, content)
    if kind == "history":
        assert main(["replay", str(place(home, kind))]) in (0, 2)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(kind=KIND, data=hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False) | hs.text(max_size=30),
    lambda inner: hs.lists(inner, max_size=5) | hs.dictionaries(hs.text(max_size=10), inner, max_size=5),
    max_leaves=40))
def test_any_json_at_all_never_escapes(home, kind, data):
    content = json.dumps(data).encode()
    put(home, kind, content)
    if load_everything():
        assert kept_somewhere(home, content)


def test_refused_files_are_moved_aside_not_deleted(home, corpora):
    for name in ("cut-short", "deep-array", "ruleset-hazard-copies"):
        content = corpora["history"][name]
        put(home, "history", content)
        _, warnings = st.scan_history()
        assert [w.code for w in warnings] == ["history-damaged"]
        assert warnings[0].moved_to.read_bytes() == content
        assert pygame is not None
