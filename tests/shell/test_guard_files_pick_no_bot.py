"""A file never runs code or picks a bot the player did not pick (both games).

A save, record or settings file may name any `package.module:name` as a seat's bot. Importing it
would run the file author's code, so the apps look the name up among the built-in levels only,
before any import: anything else is refused, the seat is played by a built-in level, and the
player is told in their language.
"""
from __future__ import annotations

import json
import sys
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from diamant.games.diamant.bots import BOTS
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.club.bots import LEVELS
from diamant.games.club.screens.session import ClubSession
from diamant.games.club.screens.setup import ClubSeat, ClubSetup
from diamant.games.diamant.engine import GameRecord
from diamant.i18n import Localizer
from diamant.plugins import may_load

LANGS = ("en", "ru", "pl", "sr-Latn", "sr-Cyrl", "ja")


class InlineExecutor:
    """Runs a bot's thought at once on the calling thread."""

    def submit(self, fn: Any, *args: Any) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except ValueError as exc:
            fut.set_exception(exc)
        return fut

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


@pytest.fixture
def trap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, Path]:
    """An importable module that leaves a mark when it is imported (running a file's code)."""
    name = "guard_trap_module_x9"
    marker = tmp_path / "imported"
    (tmp_path / f"{name}.py").write_text(
        f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n"
        "def decide(state, legal):\n    return legal[0]\n"
        "class Bot:\n    def decide(self, view):\n        return 'continue'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)
    return name, marker


def test_may_load_is_decided_on_the_name_alone() -> None:
    assert may_load("steady", LEVELS)
    assert not may_load("os:system", LEVELS)
    assert may_load("pkg.mod:Bot", LEVELS, allowed=("pkg.mod:Bot",))
    assert not may_load("pkg.mod:Other", LEVELS, allowed=("pkg.mod:Bot",))

    class Sly(str):
        pass
    assert not may_load(Sly("steady"), LEVELS)  # only a plain str is looked up
    assert not may_load(None, LEVELS) and not may_load(["steady"], LEVELS)


def test_a_club_save_naming_a_module_imports_nothing(trap: tuple[str, Path]) -> None:
    name, marker = trap
    saves: list[dict[str, Any]] = []
    setup = ClubSetup((ClubSeat("P1", 0, None), ClubSeat("P2", 1, "steady"), ClubSeat("P3", 2, "beginner")), 5)
    s = ClubSession.new(setup, save=lambda d: saves.append(json.loads(json.dumps(d))),
                        executor=InlineExecutor(), speed=0)
    s.write_save()
    saved = saves[-1]
    saved["seats"][1]["bot"] = f"{name}:decide"
    saved["record"]["seats"][1]["bot"] = f"{name}:decide"
    back = ClubSession.from_saved(json.loads(json.dumps(saved)), executor=InlineExecutor(), speed=0,
                                  save=saves.append)
    assert not marker.exists(), "the save's module was imported: a file ran code"
    assert name not in sys.modules
    assert back.setup.seats[1].bot == "steady" and back.setup.seats[2].bot == "beginner"
    assert [getattr(w, "key", None) for w in back.warnings] == ["club-bot-refused"]
    assert name in back.warnings[0] and "seat 2" in back.warnings[0]  # the log line names it
    # the game goes on with the built-in level, and the next save no longer names the module
    back.write_save()
    assert all(seat["bot"] != f"{name}:decide" for seat in saves[-1]["seats"])


def test_a_diamant_save_naming_a_module_imports_nothing_and_says_so(trap: tuple[str, Path]) -> None:
    name, marker = trap
    seats = [SeatSetup("P0", "human", None, 0), SeatSetup("P1", "bot", "counter-rule", 1)]
    sess = GameSession(TableSetup(seats, seed=3), autosave=False)
    d = sess.record(False).to_dict(sess.game)
    sess.close()
    d["seats"][1]["bot"] = f"{name}:Bot"
    record = GameRecord.from_dict(json.loads(json.dumps(d)))
    told: list[str] = []
    again = GameSession.from_saved(record, autosave=False, on_warning=told.append)
    try:
        assert not marker.exists() and name not in sys.modules
        assert again.seats[1].level in BOTS
        assert [getattr(w, "key", None) for w in told] == ["message-bot-refused"]
        assert name in told[0]
    finally:
        again.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_refusal_is_said_in_every_language(lang: str) -> None:
    loc = Localizer(lang)
    for key in ("club-bot-refused", "message-bot-refused"):
        assert key in loc.ids
        text = loc.t(key)
        assert text and text != key
