"""`diamant screenshots`: render every scene in scripted states, in every language, at several sizes.

A builder gets a headless App (empty scene stack, language and size already set), puts a scene in a
scripted state (it may push scenes itself: a modal over a backdrop) and returns the scene to show
(pushed for it when it is not on the stack yet). Files are named ``<scene>-<lang>-<w>x<h>.png``.
The scenes are built through the navigator, by name; the states come from diamant_dev.fixtures.
"""
from __future__ import annotations

import contextlib
import functools
import json
import logging
import os
import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, cast

from diamant.ui.app import App, default_settings
from diamant.games.diamant.screens.session import SeatSetup, TableSetup, default_level
from diamant.games.diamant.engine import BOT, HUMAN, Decision
from diamant.games.diamant.engine.themes import MINE
from diamant.i18n import LANGUAGE_CODES
from diamant.shell.games import LAST_GAME_KEY
from diamant_dev import coach_shots, fixtures

if TYPE_CHECKING:  # the tools reach into the scenes they script (built by name, never imported)
    from diamant.games.diamant.screens.scenes.game_log import GameLogScene
    from diamant.shell.scenes.history import HistoryScene
    from diamant.storage import HistoryScan
    from diamant.games.diamant.screens.scenes.replay import ReplayScene
    from diamant.games.diamant.screens.scenes.rules import RulesScene
    from diamant.shell.scenes.settings import SettingsScene
    from diamant.shell.scenes.controls import ControlsScene
    from diamant.shell.scenes.title import TitleScene

DEFAULT_SIZES: list[tuple[int, int]] = [(1280, 720), (1920, 1080)]

Builder = Callable[[App], Any]


# --------------------------------------------------------------------------- the builders
def _expedition(app: App):
    return fixtures.scripted_expedition(app, humans=1, seats=8, cards=26, flight=True,
                                        ruleset=fixtures.long_path_ruleset(), seed=4)


def _expedition_odds(app: App):
    """The long path with the odds panel switched on (the learning aid setting): traps seen,
    copies left, relics and cards left, the chance the next card ends the expedition."""
    app.settings.learning_aid = True
    return fixtures.scripted_expedition(app, humans=1, seats=5, cards=11, seed=1)


def _expedition_decide(app: App):
    exp = fixtures.scripted_expedition(app, humans=1, seats=5, cards=7, seed=11, edition="iello")
    g = exp.session.game
    for s in list(g.awaiting)[1:3]:
        exp.session.events.extend(g.decide(s, Decision.CONTINUE))
    for _ in range(30):
        exp.table.skip()
        exp.update(0.1)
    return exp


def _expedition_mine(app: App):
    """The mine's cards (the Japanese box of 2005) in any language: all five on the path."""
    return fixtures.scripted_expedition(app, humans=1, seats=5, cards=8, seed=82, card_theme=MINE)


def _handover(app: App):
    exp = fixtures.scripted_expedition(app, humans=2, seats=5, cards=6)
    exp.update(0.0)
    if app.nav.top_is("handover"):
        return app.scenes.top
    return app.nav.push("handover", session=exp.session, seat=exp.session.humans[0], on_ready=exp.activate)


def _lobby(app: App):
    setup = TableSetup.default()  # default names (""): shown in the app's language
    setup.seats.insert(1, SeatSetup("美咲", HUMAN, None, 4))
    setup.seats.append(SeatSetup("", BOT, default_level("gambler"), 5))
    setup.edition = "iello"
    return app.nav.push("lobby", setup=setup)


def _title_saved(app: App):
    """The title with a saved game: six buttons (Continue too)."""
    scene = cast("TitleScene", app.nav.push("title"))
    scene.arrange(True)
    scene.layout(app.size)
    scene.group.focus(scene.continue_button, keyboard=True)
    return scene


def _settings(app: App):
    app.nav.push("title")
    scene = cast("SettingsScene", app.nav.push("settings"))
    scene.group.focus(scene.speed, keyboard=True)
    return scene


def _controls(app: App):
    """Settings -> Controls, waiting for the new key of Diamant's "continue" (its message shown)."""
    app.nav.push("title")
    app.nav.push("settings")
    scene: ControlsScene = cast("ControlsScene", app.nav.push("controls"))
    row, cell = next((r, key) for r, key, _pad in scene.rows if r.label == "controls-continue")
    scene.show_group(scene.group_of(row))  # the expedition's own keys: a page of their own
    scene.group.focus(cell, keyboard=True)
    cell.activate()
    return scene


def _rules_hazards(app: App, card_theme: str | None = None):
    scene = cast("RulesScene", app.nav.push("rules", card_theme=card_theme))
    if "hazards" in scene.sections:
        scene.jump("hazards")
        scene.scroll = scene.target
        scene.group.focus(scene.section_buttons[scene.sections.index("hazards")], keyboard=True)
    return scene


def _game_backdrop(app: App) -> None:
    """A running game under the pause screenshots: the busy expedition."""
    _expedition(app)
    app.update(0.0)


def _pause(app: App):
    _game_backdrop(app)
    return app.nav.push("pause")


def _quit(app: App):
    _game_backdrop(app)
    return app.nav.push("confirm-quit", to_menu=False)


def _history(app: App):
    entries, records = fixtures.demo_history()
    scene = cast("HistoryScene", app.nav.push("history", entries=entries, records=records))
    scene.list.select(1)
    return scene


def _history_log(app: App):
    entries, records = fixtures.demo_history(2)
    scene = cast("HistoryScene", app.nav.push("history", entries=entries, records=records))
    scene.show_log()
    log_scene = cast("GameLogScene", app.scenes.top)
    log_scene.layout(app.size)
    log_scene.show_from(8)
    return log_scene


class _HistoryBeingRead:
    """Past games as its list fills (a HistoryScan part way: the first games, 3,400 of 10,000)."""

    done = False
    read = 3400
    total = 10_000

    def __init__(self, entries: list) -> None:
        self.entries = entries
        self.warnings: list = []

    def step(self, budget: float | None = None, max_files: int | None = None) -> list:
        return []


def _history_reading(app: App):
    entries, records = fixtures.demo_history(4)
    scan = cast("HistoryScan", _HistoryBeingRead(entries))
    return app.nav.push("history", records=records, scan=scan)


def _history_empty(app: App):
    return app.nav.push("history", entries=[], records={})


def _replay(app: App):
    """The replay viewer mid-game, chests as the human seat saw them, a few log lines up."""
    entries, records = fixtures.demo_history(2)
    record = records[entries[1].path]
    scene = cast("ReplayScene", app.nav.push("replay", record=record))
    scene.layout(app.size)
    scene.seek(len(scene.steps) * 2 // 3)
    scene.set_chests(0)
    scene.chests_choice.set(0, notify=False)
    return scene


class _HeardTables:
    """The join dialog's look at the network, having heard of two tables (no socket opened)."""

    error = None
    version = 1

    def tables(self) -> list[Any]:
        from diamant.net.discovery import TableAd
        from diamant.net.invite import Invite
        return [TableAd("diamant", "Anna", 2, 4, Invite("diamant", ("192.168.1.20:41234",)).code()),
                TableAd("club", "Борис Годунов", 0, 3, Invite("club", ("192.168.1.21:41000",)).code())]

    def close(self) -> None:
        pass


def _join(app: App):
    """Join a table, over the title: two tables on this network (one full), no code pasted yet."""
    app.nav.push("title")
    return app.nav.push("join", code="-", finder=_HeardTables())


def _online_setup(app: App):
    """Opening an online table from the lobby: a seat here, a friend's, a bot's."""
    app.nav.push("title")
    seats = [{"name": "Anna", "human": True, "bot": "steady"}, {"name": "Boris", "human": True, "bot": "steady"},
             {"name": "Cleo", "human": False, "bot": "steady"}]
    return app.nav.push("online-setup", game="diamant", seats=seats)


_REGISTRY: dict[str, Builder] = {
    "join": lambda app: _join(app),
    "online-setup": lambda app: _online_setup(app),
    "title": lambda app: app.nav.push("title"),
    "title-saved": _title_saved,
    "settings": _settings,
    "controls": _controls,
    "rules": lambda app: app.nav.push("rules"),
    "rules-hazards": _rules_hazards,
    "rules-hazards-mine": lambda app: _rules_hazards(app, MINE),
    "pause": _pause,
    "quit": _quit,
    "shortcuts": lambda app: (app.nav.push("title"), app.nav.push("shortcuts"))[1],
    "history": _history,
    "history-log": _history_log,
    "history-empty": _history_empty,
    "history-reading": _history_reading,
    "replay": _replay,
    "lobby": _lobby,
    "handover": _handover,
    "expedition": _expedition,
    "expedition-decide": _expedition_decide,
    "expedition-odds": _expedition_odds,
    "expedition-mine": _expedition_mine,
    "board": fixtures.scripted_board,
    "round-end": fixtures.scripted_round_end,
    "scoring": fixtures.scripted_scoring,
    "coach": lambda app: coach_shots.coach_scene(app),
}


@functools.lru_cache(maxsize=None)
def _club_table_save(moment: str) -> str:
    """The save of club_table_shots' game at `moment` (found once per process: bots play to it)."""
    from diamant_dev import club_table_shots
    return json.dumps(club_table_shots.saved_at(moment))


def _club_table(app: App, moment: str):
    """Diamonds Club's table at `moment` (club_table_shots.MOMENTS), seat 0 a person to move,
    still: the bots hold and no dialog opens over it."""
    from diamant_dev.club_table_shots import still_table
    scene = still_table(app, json.loads(_club_table_save(moment)))
    scene.announced = scene.last_mover = 0
    return scene


_CLUB_ADDED: list[bool] = []


def _add_club() -> None:
    """Diamonds Club's scenes (the app loads both games): its table at three moments, the
    dialogs over it, its rules, the title's game picker and its lobby. Added at the first use
    of the set, not on import (those tools import this module)."""
    if _CLUB_ADDED:
        return
    _CLUB_ADDED.append(True)
    from diamant_dev import club_rules_shots, club_screens, club_shell_shots, club_table_shots
    club_screens.register_screenshots()
    club_rules_shots.register()
    for name, builder in club_shell_shots.SHOTS.items():
        if name not in club_shell_shots.WRITES:
            register_screenshot(name, builder)
    for moment in club_table_shots.MOMENTS:
        register_screenshot(f"club-table-{moment}", functools.partial(_club_table, moment=moment))
    register_screenshot("club-pause", lambda app: (_club_table(app, "buying"), app.nav.push("pause"))[1])


def register_screenshot(name: str, builder: Builder) -> Builder:
    """Register ``builder(app) -> Scene`` under ``name`` (a later registration replaces it)."""
    _REGISTRY[name] = builder
    return builder


def registered() -> dict[str, Builder]:
    _add_club()
    return dict(_REGISTRY)


# --------------------------------------------------------------------------- the harness
def build(app: App, name: str):
    """Show screenshot ``name`` on ``app`` (clearing its stack first); returns the scene."""
    for scene in reversed(list(app.scenes)):
        scene.leave()
    app.scenes.clear()
    app.toasts.clear()
    app.time = 1.0
    app.settings.learning_aid = False  # switched on only by the screenshot that shows it
    app.settings.extra.pop(LAST_GAME_KEY, None)  # the title's picker on its first game, unless asked
    _add_club()
    scene = _REGISTRY[name](app)
    if scene is not None and scene not in app.scenes:
        app.push(scene)
    app.update(0.0)
    return scene


def screenshot_app(size: tuple[int, int], lang: str = "en", scale: float = 1.0) -> App:
    """A headless app set up as the screenshots are taken: no animation in
    progress, and no log line for each translation that falls back to English. ``scale``: the
    interface scale (Settings -> Interface size)."""
    logging.getLogger("diamant.i18n").setLevel(logging.ERROR)
    settings = default_settings()
    settings.interface_scale = scale
    app = App(headless=True, size=size, settings=settings, lang=lang, audio=False)
    app.instant = True  # the flow's scenes: no animation in progress
    return app


@contextlib.contextmanager
def screenshot_apps(sizes, scale: float = 1.0):
    """One screenshot_app per size, as {size: app}, closed at the end (a test module's apps)."""
    made = {tuple(size): screenshot_app(tuple(size), scale=scale) for size in sizes}
    try:
        yield made
    finally:
        for app in made.values():
            app.close()


def render(app: App, name: str, path: Path) -> None:
    build(app, name)
    app.render_png(path)


def main(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(getattr(args, "out", None) or "out/screenshots")
    langs = list(getattr(args, "lang", None) or LANGUAGE_CODES)
    sizes = [tuple(s) for s in (getattr(args, "size", None) or DEFAULT_SIZES)]
    only = getattr(args, "scene", None)
    bad = [code for code in langs if code not in LANGUAGE_CODES]
    if bad:
        print(f"diamant screenshots: unknown language(s): {', '.join(bad)}", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    names = sorted(registered())
    if only:
        names = [n for n in names if n in only]
    errors = 0
    count = 0
    start = time.perf_counter()
    scale = float(getattr(args, "scale", None) or 1.0)
    for size in sizes:
        app = screenshot_app(size, langs[0], scale)
        for lang in langs:
            app.set_language(lang)
            for name in names:
                at = f"-{round(scale * 100)}" if scale != 1.0 else ""
                path = out / f"{name}-{lang}-{size[0]}x{size[1]}{at}.png"
                try:
                    render(app, name, path)
                    count += 1
                except Exception:  # noqa: BLE001 - a developer tool: report this one, go on with the others
                    errors += 1
                    print(f"diamant screenshots: {name} ({lang}, {size[0]}x{size[1]}) failed:",
                          file=sys.stderr)
                    traceback.print_exc()
        app.close()
    took = time.perf_counter() - start
    print(f"wrote {count} screenshots of {len(names)} scenes to {out} in {took:.1f} s")
    return 1 if errors else 0
