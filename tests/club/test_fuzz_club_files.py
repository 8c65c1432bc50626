"""Diamonds Club's crafted files (diamant_dev/badfiles.py: its autosave, a finished game of the
history, a game set aside in `unfinished/`, the settings' club lobby) through the real loaders,
the real app paths with the club chosen on the title (Continue, Past games with its log, replay
and continue, New game through the lobby, exit), twice, and the `replay` command: no exception
escapes, nothing logged at ERROR, a refused file is kept (moved or copied aside, never deleted),
and the same file never fails the next start."""

from __future__ import annotations

import json
import logging
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import diamant.storage as st
from diamant.cli import main
from diamant.storage import slots
from diamant.games.club.history import store_finished_slot
from diamant_dev import badfiles

KINDS = ("club-autosave", "club-history", "club-unfinished", "club-settings")


def place(home: Path, kind: str) -> Path:
    return {"club-settings": home / "config" / "settings.json",
            "club-autosave": home / "autosave-club.json",
            "club-history": home / "history" / "20261120-200000-club-7.json",
            "club-unfinished": home / "unfinished" / "20261120-200000-club-autosave.json"}[kind]


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


def _record_in(content: bytes) -> dict | None:
    from diamant.safefile import parse_json

    try:
        data = parse_json(content)
    except Exception:  # noqa: BLE001 - not a file the game reads
        return None
    record = data.get("record") if isinstance(data, dict) and \
        data.get("format") == "diamonds-club-save" else data
    return record if isinstance(record, dict) and isinstance(record.get("actions"), list) else None


def game_kept(home: Path, content: bytes) -> bool:
    """The game a file holds is still there (played on: its autosave rewritten by the table, set
    aside for a new one, or finished in the history): the same seed and its actions first."""
    record = _record_in(content)
    if record is None:
        return False
    for p in home.rglob("*.json"):
        other = _record_in(p.read_bytes()) if p.is_file() else None
        if other is not None and other.get("seed") == record.get("seed") and \
                other["actions"][:len(record["actions"])] == record["actions"]:
            return True
    return False


def _corpus_of(kind: str) -> str:
    return "club-autosave" if kind == "club-unfinished" else kind


def load_everything() -> list:
    """What a start reads, as the app reads it: the settings and the lobby they remember, the
    club's autosave (the title asks has_slot and peek_slot, Continue read_slot), a finished game
    left in it, the history (every club entry's record too)."""
    from diamant.games.club.screens.lobby import SETTINGS_KEY, seats_from

    warnings = []
    loaded, w = st.load_settings()
    warnings += w
    seats_from(loaded.extra.get(SETTINGS_KEY))
    st.has_slot("club")
    slots.peek_slot("club")
    store_finished_slot()
    _, w = st.read_slot("club")
    warnings += w
    entries, w = st.scan_history()
    warnings += w
    for e in entries:
        if e.game == "club" and e.finished:
            e.load_record()
    st.list_history()
    return warnings


CASES = [(kind, name) for kind in KINDS for name in badfiles.club_corpus(_corpus_of(kind))]


@pytest.fixture(scope="module")
def corpora():
    return {kind: badfiles.club_corpus(kind) for kind in badfiles.CLUB_KINDS}


def _content(corpora, kind, name):
    return corpora[_corpus_of(kind)][name]


@pytest.mark.parametrize("kind, name", CASES)
def test_every_crafted_club_file_through_the_loaders(home, corpora, kind, name, caplog):
    content = _content(corpora, kind, name)
    put(home, kind, content)
    with caplog.at_level(logging.WARNING):
        warnings = load_everything()
        again = load_everything()  # the next start: the same file never fails twice
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    if warnings:
        assert kept_somewhere(home, content), f"{kind}/{name} was lost"
    assert not [w for w in again if w.moved_to is None and "could not be moved" in w]


class LightTable:
    """Stands for the club's table in the quick cases (the slow ones open the real one): it
    remembers what it was opened with, as the table does."""

    def __init__(self, app, setup=None, saved=None):
        from diamant.ui.scene import Scene

        self.scene = Scene(app)
        self.scene.opened = {"setup": setup, "saved": saved}

    @classmethod
    def make(cls, app, setup=None, saved=None):
        return cls(app, setup, saved).scene


@pytest.fixture
def light_table(monkeypatch):
    from diamant.ui import nav

    import diamant.games.club.screens  # noqa: F401 - the real table registered first
    monkeypatch.setitem(nav._FACTORIES, "club-table", LightTable.make)


@pytest.fixture
def app(home):
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
    import diamant.games.club.screens  # noqa: F401 - registers the club's scenes and its entry
    from diamant.ui.app import App

    def make(kind: str):
        settings, _ = st.load_settings()
        if kind != "club-settings":  # the club chosen on the title (the settings file's own say)
            settings.extra["last_game"] = "club"
        a = App(headless=True, size=(1024, 640), settings=settings, lang="en", audio=False)
        a.autosave = True
        return a
    return make


def _frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.frame(1 / 60, [])


def _walk_the_app(app) -> None:
    from diamant.ui import nav

    app.nav.reset("title")
    title = app.top
    title.enter()
    _frames(app)
    title.continue_game()  # Continue (at the club's table, or a message)
    _frames(app)
    app.nav.reset("title")
    app.nav.push("history")  # Past games
    _frames(app)
    hist = app.top
    entries = list(hist.entries)[:3]
    for i, entry in enumerate(entries):
        hist.list.select(i)
        hist.update(0.0)
        _frames(app, 1)
        hist.show_log()  # the club's game log
        _frames(app)
        if app.top is not hist:
            app.top.close()
        if entry.finished:
            hist.replay()  # the club's replay viewer
            _frames(app)
            if app.top is not hist:
                app.top.close()
    for i, entry in enumerate(entries):
        if not entry.finished:  # Continue from Past games: the table takes its place
            hist.list.select(i)
            hist.replay()
            _frames(app)
            break
    app.nav.reset("title")
    app.top.new_game()  # New game (asks first over a game in progress)
    if app.nav.top_is("confirm-new-game"):
        app.top.confirm()
    if nav.name_of(app.top) == "club-lobby":
        _frames(app, 1)
        app.top.start()  # the game in progress is kept, the table opens
        _frames(app)
    app.nav.reset("title")
    _frames(app, 1)


APP_CASES = [c for c in CASES if c[1] in (
    "valid", "bom", "cut-short", "deep-array", "huge-number", "inf-float", "newer-schema",
    "actions-many", "actions-huge-one", "actions-unknown", "players-huge", "seed-huge", "seed-long",
    "seed-negative", "boards-many", "deals-odd", "seats-many", "seats-kind", "seats-bot-unknown",
    "names-control", "names-surrogate", "names-huge", "names-rtl-emoji", "result-forged",
    "meta-odd", "meta-date", "ui-odd", "save-seats-colours", "save-seats-bot",
    "save-names-control", "save-names-surrogate", "save-names-huge", "save-finished",
    "save-colours-not-boards", "save-bot-unknown", "save-bot-plugin",
    "game-odd", "game-unknown", "lobby-many-seats", "lobby-colours", "lobby-bot",
    "lobby-names-control", "lobby-names-surrogate", "lobby-names-huge", "lobby-names-odd")]

#: The default run's sample of the app sweep (every case runs with --full): each file kind, each
#: family of damage (names, sizes, structure, forged results, the lobby), the seat whose bot the
#: file names; the loaders and the replay command take every case in the default run.
QUICK_APP_CASES = {("club-autosave", "save-names-surrogate"), ("club-autosave", "actions-many"),
                   ("club-history", "names-control"), ("club-history", "result-forged"),
                   ("club-unfinished", "cut-short"), ("club-unfinished", "names-huge"),
                   ("club-settings", "lobby-bot"), ("club-autosave", "save-bot-unknown")}


@pytest.mark.parametrize("kind, name", [
    c if c in QUICK_APP_CASES else pytest.param(*c, marks=pytest.mark.full) for c in APP_CASES])
def test_every_crafted_club_file_through_the_app(home, corpora, app, kind, name, caplog, request):
    if (kind, name) in QUICK_APP_CASES:
        request.getfixturevalue("light_table")
    content = _content(corpora, kind, name)
    put(home, kind, content)
    with caplog.at_level(logging.WARNING):
        for _ in range(2):  # this start and the next one: never a crash loop
            a = app(kind)
            try:
                _walk_the_app(a)
            finally:
                a.close()  # exit
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], \
        [r.getMessage()[:200] for r in caplog.records if r.levelno >= logging.ERROR]
    if kind != "club-settings" and name != "valid":  # refused: kept aside; accepted: played on
        assert kept_somewhere(home, content) or game_kept(home, content), f"{kind}/{name} was lost"


# a record as the history keeps it, and a save (its own format: refused in one line); --json
# prints whatever the record holds, finished or not
REPLAY_CASES = [(*c, []) for c in CASES if c[0] in ("club-history", "club-autosave")] + \
    [(*c, ["--json"]) for c in CASES if c[0] == "club-history"]


@pytest.mark.parametrize("kind, name, how", REPLAY_CASES)
def test_every_crafted_club_record_through_the_replay_command(home, corpora, kind, name, how, capsys):
    path = put(home, kind, _content(corpora, kind, name))
    code = main(["replay", str(path), *how])
    out, err = capsys.readouterr()
    assert code in (0, 2), err
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
        assert not any(c in err for c in "\x1b\x07\x00")
    assert not any(c in out for c in "\x1b\x07\x00")
    assert path.read_bytes() == _content(corpora, kind, name)  # only read, never changed


WATCH_CASES = {"valid", "names-control", "names-surrogate", "names-huge", "names-rtl-emoji",
               "seats-bot-unknown", "actions-many", "result-forged", "cut-short", "deals-odd"}


@pytest.mark.parametrize("name", [
    n if n in ("valid", "names-surrogate") else pytest.param(n, marks=pytest.mark.full)
    for n in sorted(WATCH_CASES)])
def test_crafted_club_records_through_the_replay_viewer(home, corpora, name, capsys):
    path = put(home, "club-history", corpora["club-history"][name])
    code = main(["replay", str(path), "--watch", "--smoke-test"])
    out, err = capsys.readouterr()
    assert code in (0, 2), err
    if code == 2:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    else:
        assert out.strip().splitlines()[-1].startswith("replay finished: scores ")


KIND = hs.sampled_from(["club-autosave", "club-history", "club-unfinished", "club-settings"])


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(kind=KIND, where=hs.integers(0, 10_000), odd=hs.sampled_from(badfiles.ODD_VALUES))
def test_one_odd_value_anywhere_never_escapes(home, kind, where, odd):
    content = badfiles.mutate(_corpus_of(kind), where, odd)
    path = put(home, kind, content)
    warnings = load_everything()
    load_everything()
    if warnings:
        assert kept_somewhere(home, content)
    if kind == "club-history":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        assert main(["replay", str(path)]) in (0, 2)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(kind=KIND, data=hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats(allow_nan=False) | hs.text(max_size=30),
    lambda inner: hs.lists(inner, max_size=5) | hs.dictionaries(hs.text(max_size=10), inner, max_size=5),
    max_leaves=40))
def test_any_json_under_a_club_format_never_escapes(home, kind, data):
    # the format and version right, so that the club's own checks see the rest
    fmt = {"club-settings": {"format": "diamant-settings", "schema": 1},
           "club-history": {"format": "diamonds-club-record", "version": 1}}.get(
        kind, {"format": "diamonds-club-save", "version": 1})
    body = {**data, **fmt} if isinstance(data, dict) else data
    content = json.dumps(body).encode("utf-8", "surrogatepass")
    put(home, kind, content)
    if load_everything():
        assert kept_somewhere(home, content)


def test_refused_club_files_are_moved_aside_not_deleted(home, corpora):
    for kind, name in (("club-history", "cut-short"), ("club-history", "result-forged"),
                       ("club-unfinished", "actions-unknown"), ("club-autosave", "seed-float")):
        content = _content(corpora, kind, name)
        path = put(home, kind, content)
        warnings = st.read_slot("club")[1] + st.scan_history()[1]
        assert len(warnings) == 1 and warnings[0].path == path
        assert warnings[0].moved_to.read_bytes() == content and not path.exists()


def test_huge_names_are_cut_where_they_are_read(home, corpora):
    """A name of 200,000 letters (the table drew it: minutes of work, or a crash) is cut to the
    length Diamant's records allow, in the save, the history and a record given to `replay`."""
    from diamant.games.club.record import MAX_NAME_LENGTH, load_record

    put(home, "club-autosave", corpora["club-autosave"]["save-names-huge"])
    data, warnings = st.read_slot("club")
    assert warnings == [] and [len(s["name"]) for s in data["seats"]] == [MAX_NAME_LENGTH] * 3
    path = put(home, "club-history", corpora["club-history"]["names-huge"])
    [entry], warnings = st.scan_history()
    assert warnings == [] and [len(n) for n in entry.names] == [MAX_NAME_LENGTH] * 3
    assert [len(s["name"]) for s in load_record(path)["seats"]] == [MAX_NAME_LENGTH] * 3


def test_a_save_naming_a_plugin_bot_plays_on_with_a_built_in_level(home, corpora, app):
    """Sound, but it names a plugin bot (`package.module:name`): a file never picks a bot, so the
    name is not imported; Continue opens the game with a built-in level in that seat and says
    so; no crash, now or at the next start (the game is played on, so it is not lost)."""
    from diamant.games.club.bots import LEVELS
    content = corpora["club-autosave"]["save-bot-plugin"]
    put(home, "club-autosave", content)
    for start in range(2):
        a = app("club-autosave")
        try:
            title = a.nav.reset("title")
            title.continue_game()
            assert a.top is not title
            seats = a.top.session.setup.seats
            assert any(s.bot is not None for s in seats)
            assert all(s.bot is None or s.bot in LEVELS for s in seats)
            a.top.update(0.0)
            said = [t.text for t in a.toasts if t.kind == "warning"]
            # said once; the next start finds the save naming the built-in level it plays with
            assert said == ([a.t("club-bot-refused")] if start == 0 else [])
        finally:
            a.close()
    assert "no_such_package" not in sys.modules


def test_a_save_whose_colours_are_not_its_boards_is_moved_aside(home, corpora):
    content = corpora["club-autosave"]["save-colours-not-boards"]
    path = put(home, "club-autosave", content)
    data, [warning] = st.read_slot("club")
    assert data is None and warning.code == "slot-damaged" and warning.moved_to.read_bytes() == content
    assert not path.exists()
