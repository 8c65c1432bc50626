"""Scripted game states for screenshots, tests and benchmarks: sessions at a decision point, an
expedition, a round summary, a board, a final ranking. Built through the navigator (no scene is
imported here either), on a headless App whose scenes are registered (``import diamant.games.diamant.screens.scenes``).
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import TYPE_CHECKING, cast

import diamant.shell.scenes  # noqa: F401 - registers every scene with the navigator
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers every scene with the navigator
from diamant.games.diamant.bots import BOTS
from diamant.games.diamant.bots.runner import play_game
from diamant.ui import nav
from diamant.games.diamant.screens.flow import anim_speed
from diamant.games.diamant.logbook import entries
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup, default_level
from diamant.games.diamant.engine import (TREASURES, Decision, Edition, GameRecord, RoundEnded, RoundStarted,
                            Ruleset, SeatInfo)
from diamant.storage import HistoryEntry

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App
    from diamant.ui.scene import Scene
    from diamant.games.diamant.screens.scenes.board import BoardScene
    from diamant.games.diamant.screens.scenes.expedition import ExpeditionScene
    from diamant.games.diamant.screens.scenes.scoring import ScoringScene

SAMPLE_NAMES = ("Anna", "Борис", "美咲", "Dragan", "Grażyna", "Felipe", "Chiara", "Hiro")


def long_path_ruleset():
    """A custom ruleset whose path can grow past 30 cards (one copy of each hazard: no disaster)."""
    return Ruleset(Edition.CUSTOM, relic_mode=Ruleset.preset("iello").relic_mode,
                   relic_values=(5, 5, 5, 10, 10), treasures=TREASURES * 2, hazard_copies=1)


def scripted_session(app: "App", *, seats: int = 5, humans: int = 1, edition: str = "classic",
                     secret: bool = False, cards: int = 6, seed: int = 11, ruleset=None,
                     collect: list | None = None, card_theme: str | None = None) -> "GameSession":
    """A session at a decision point with `cards` cards on the path (everybody continued). The
    card theme is the language's default unless `card_theme` is given."""
    levels = ("steady", "counter", "tactician", "gambler", "timid", "expert", "steady", "counter")
    setup = TableSetup([SeatSetup(SAMPLE_NAMES[i], "human" if i < humans else "bot",
                                  None if i < humans else default_level(levels[i]), i)
                        for i in range(seats)], edition, secret, seed)
    sess = GameSession(setup, autosave=False, speed=anim_speed(app), ruleset=ruleset,
                       theme=card_theme or setup.theme_for(getattr(app, "lang", None)))
    events = sess.take_events()
    g = sess.game
    while len(g.path) < cards and not g.is_over:
        new = g.decide_all({s: Decision.CONTINUE for s in g.awaiting})
        if any(isinstance(e, RoundEnded) for e in new):
            events = []
            new = new[next(i for i, e in enumerate(new) if isinstance(e, RoundStarted)):] \
                if any(isinstance(e, RoundStarted) for e in new) else []
        events.extend(new)
    sess._resolved = len(g.decisions)
    if collect is not None:
        collect.extend(events)
    return sess


def scripted_expedition(app: "App", *, humans: int = 1, seats: int = 5, cards: int = 6,
                        flight: bool = False, ruleset=None, edition: str = "classic",
                        secret: bool = False, seed: int = 11, card_theme: str | None = None) -> "ExpeditionScene":
    events: list = []
    sess = scripted_session(app, seats=seats, humans=humans, cards=cards, ruleset=ruleset,
                            edition=edition, secret=secret, seed=seed, collect=events,
                            card_theme=card_theme)
    sess.hold_bots = True  # a still picture: no bot thinks behind it
    exp = cast("ExpeditionScene", nav.make(app, "expedition", session=sess))
    exp.table.sync(sess.game)
    exp.board_round = sess.game.round
    exp.logpanel.set_entries(entries(events))
    app.push(exp)
    if flight:
        exp.table.speed = 1.0  # the picture shows gems in flight, whatever the app's speed
        g = sess.game
        sess.events.extend(g.decide_all({s: Decision.CONTINUE for s in g.awaiting}))
        sess._resolved = len(g.decisions)
        for _ in range(16):
            exp.update(0.05)
    return exp


def scripted_round_end(app: "App") -> Scene:
    events: list = []
    sess = scripted_session(app, seats=6, humans=1, cards=4, seed=5, edition="iello", collect=events)
    exp = cast("ExpeditionScene", nav.make(app, "expedition", session=sess))
    exp.table.sync(sess.game)
    exp.board_round = sess.game.round
    app.push(exp)
    g = sess.game
    r = g.round
    left = False
    while g.round == r and not g.is_over:
        if not left and len(g.path) >= 5:
            dec = {s: (Decision.LEAVE if s in (0, 2) else Decision.CONTINUE) for s in g.awaiting}
            left = True
        else:
            dec = {s: Decision.CONTINUE for s in g.awaiting}
        sess.events.extend(g.decide_all(dec))
    sess._resolved = len(g.decisions)
    for _ in range(400):
        exp.table.skip()
        exp.update(0.1)
        if app.scenes.top is not exp:
            break
    top = app.scenes.top
    assert top is not None  # the expedition, or what it opened
    if hasattr(top, "anim"):
        top.anim.finish_all()
    return top


def play_out(sess: "GameSession", limits=(3, 5, 7, 9, 4, 6, 8, 10)) -> None:
    """Finish the game with scripted decisions (seat s leaves once the path has limits[s] cards)."""
    g = sess.game
    while not g.is_over:
        g.decide_all({s: (Decision.LEAVE if len(g.path) >= limits[s % len(limits)] else Decision.CONTINUE)
                      for s in g.awaiting})
    sess._resolved = len(g.decisions)


def scripted_board(app: "App") -> Scene:
    sess = scripted_session(app, seats=5, humans=1, cards=1, seed=21, edition="incan-gold")
    g = sess.game
    limits = (3, 5, 7, 9, 4)
    while g.round < 3:
        g.decide_all({s: (Decision.LEAVE if len(g.path) >= limits[s] else Decision.CONTINUE)
                      for s in g.awaiting})
    sess._resolved = len(g.decisions)
    board = cast("BoardScene", nav.make(app, "board", session=sess, round_no=3))
    app.push(board)
    board.board.skip()
    return board


def scripted_scoring(app: "App") -> Scene:
    sess = scripted_session(app, seats=6, humans=1, cards=1, seed=8, edition="iello")
    play_out(sess)
    sc = cast("ScoringScene", nav.make(app, "scoring", session=sess))
    app.push(sc)
    sc.anim.finish_all()
    return sc


def demo_history(count: int = 7):
    """Finished bots-only games made on the spot, as (entries, records) for the history scene."""
    names_pool = ["Ana", "Boris", "Chiyo", "Dragan", "Ewa", "Kenji", "Mila", "Olek"]
    levels: list[str] = [b for b in ("steady", "counter", "tactician", "gambler", "timid", "expert") if b in BOTS] or sorted(BOTS)
    entries, records = [], {}
    base = _dt.datetime(2026, 3, 14, 20, 30).astimezone()
    for i in range(count):
        players = 3 + i % 4
        edition = ("classic", "incan-gold", "relic-hunt")[i % 3]
        ruleset = Ruleset.preset(edition)
        bots = [levels[(i + s) % len(levels)] for s in range(players)]
        result = play_game(ruleset, bots, seed=100 + i)
        seats = [SeatInfo(names_pool[(i + s) % len(names_pool)], "human" if s == 0 else "bot",
                          None if s == 0 else bots[s], s) for s in range(players)]
        record = GameRecord.of(result.game, seats)
        path = Path(f"/nonexistent/demo-{i}.json")
        records[path] = record
        entries.append(HistoryEntry(path=path, date=(base - _dt.timedelta(days=i * 2, hours=i)).isoformat(),
                                    edition=edition, players=players, names=tuple(s.name for s in seats),
                                    scores=tuple(result.scores), winners=tuple(result.winners), human_seats=(0,),
                                    bots=tuple(None if s == 0 else bots[s] for s in range(players)),
                                    seed=100 + i))
    return entries, records
