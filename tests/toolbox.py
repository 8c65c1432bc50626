"""The tests' shared toolbox: a headless app, key presses and clicks, the repository's root.

Every test file that drives the app takes these from here (``from toolbox import make_app, key,
click``; ``tests/`` is on the import path by ``pythonpath`` in pyproject.toml), so one change of
how input reaches the app changes every test at once."""
from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame

#: the repository's root (tests live one or two folders below it)
ROOT = Path(__file__).resolve().parents[1]

#: the interface scale (Settings -> Interface size) at the window where every scene must fit:
#: 150 % at 1280x720 (67 units across), 200 % at 1920x1080 (50)
SCALED = [((1280, 720), 1.5), ((1920, 1080), 2.0)]


def open_scaled_apps() -> Iterator[dict[float, Any]]:
    """A module fixture's body (``yield from open_scaled_apps()``): a screenshot app at each of
    the SCALED windows, by its scale, closed when the module is done."""
    from diamant_dev.screenshots import screenshot_app
    made = {scale: screenshot_app(size, scale=scale) for size, scale in SCALED}
    try:
        yield made
    finally:
        for app in made.values():
            app.close()


class InlineExecutor:
    """Runs a bot's thought at once on the calling thread: no test waits on a busy machine's
    scheduler. A bot's error (a ValueError, as ClubBotError) goes to the future, as on a worker
    thread."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except ValueError as exc:
            fut.set_exception(exc)
        return fut

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


def make_app(size: tuple[int, int] = (1280, 720), lang: str | None = "en", *, speed: float | None = None,
             instant: bool | None = None, curtain: bool | None = None, inline_bots: bool = False,
             time: float | None = None, settings: Any = None, **kw: Any) -> Any:
    """A headless app with the default settings (not the player's), no sound and an empty event
    queue. ``speed``: the animation speed (0 = none); ``instant``: no animation at all;
    ``curtain``: the hot-seat curtain; ``inline_bots``: bots think in the frame that asks them (a
    table that must not wait for a thread); ``time``: the app's clock at the start."""
    from diamant.ui.app import App, default_settings
    if settings is None:
        settings = default_settings()
    if speed is not None:
        settings.animation_speed = speed
    if curtain is not None:
        settings.curtain = curtain
    if inline_bots:
        kw["bot_executor"] = InlineExecutor()
    app = App(headless=True, size=size, settings=settings, lang=lang, audio=False, **kw)
    if instant is not None:
        app.instant = instant
    if time is not None:
        app.time = time
    pygame.event.clear()
    pygame.key.set_mods(0)  # a test that held a modifier leaves none behind
    return app


def key_event(k: int, down: bool = True, mod: int = 0, unicode: str = "", scancode: int = 0,
              **kw: Any) -> pygame.event.Event:
    """One key event: down (with the text it types) or up."""
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=mod,
                              unicode=unicode if down else "", scancode=scancode, **kw)


def key_events(k: int, mod: int = 0, unicode: str = "", scancode: int = 0,
               **kw: Any) -> list[pygame.event.Event]:
    """One press of a key: down, then up (the input layer drops a key that is still down as a
    repeat)."""
    return [key_event(k, True, mod, unicode, scancode, **kw), key_event(k, False, mod, unicode, scancode, **kw)]


def click_events(pos: Any, motion: bool = False) -> list[pygame.event.Event]:
    """A left click at ``pos`` (a point, or the centre of a rect); ``motion``: the pointer moves
    there first, as a real mouse does."""
    if not (isinstance(pos, tuple) and len(pos) == 2):
        pos = pygame.Rect(pos).center
    moved = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] if motion else []
    return moved + [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


def send(app: Any, events: list[pygame.event.Event], *, dt: float = 0.0, via: str = "frame",
         draw: bool = True) -> None:
    """Input to the app. ``via``: "frame", handed to one frame of ``dt``; "queue", posted to
    pygame's queue, which that frame reads, as real input comes; "handle", to the app's event
    handler alone, with no frame (nothing updates or draws)."""
    if via == "handle":
        for e in events:
            app.handle_event(e)
    elif via == "queue":
        for e in events:
            pygame.event.post(e)
        app.frame(dt, draw=draw)
    elif via == "frame":
        app.frame(dt, events, draw=draw)
    else:
        raise ValueError(f"no way of sending input called {via!r}")


def key(app: Any, k: int, mod: int = 0, unicode: str = "", *, dt: float = 0.0, via: str = "frame",
        draw: bool = True) -> None:
    """One press of a key (see ``send``); through the queue, the modifiers are held as SDL
    reports them while the key is down."""
    if via == "queue":
        pygame.key.set_mods(mod)
    send(app, key_events(k, mod, unicode), dt=dt, via=via, draw=draw)


def click(app: Any, pos: Any, *, dt: float = 0.0, via: str = "frame", motion: bool = False,
          draw: bool = True) -> None:
    """A left click at ``pos`` (a point or a rect; see ``send`` and ``click_events``)."""
    send(app, click_events(pos, motion), dt=dt, via=via, draw=draw)


def frames_until(app: Any, cond: Callable[[], bool], n: int = 400, dt: float = 1 / 60) -> bool:
    """Frames until ``cond()`` holds (waiting for a thinking bot of the top scene's session
    between frames); False when it never did in ``n`` frames."""
    for _ in range(n):
        if cond():
            return True
        sess = getattr(app.top, "session", None)
        if sess is not None:
            sess.wait_for_bots(1.0)
        app.frame(dt, [])
    return cond()


def long_record(rounds: int = 12, players: int = 10, treasures: int = 60, leave_every: int = 29) -> Any:
    """A valid Diamant record of a custom ruleset within the limits where almost everybody stays
    in: long expeditions, for the tests of bounded work (a player leaves every `leave_every`th
    decision). ``long_record(50, 16, 990, 360)``: 3.8 MB, near the largest the checks accept."""
    from diamant.games.diamant.engine import Game, GameRecord, Phase, Ruleset, SeatInfo
    from diamant.games.diamant.engine.cards import Edition, Hazard
    rs = Ruleset(edition=Edition.CUSTOM, treasures=tuple([1] * treasures), hazards=tuple(Hazard),
                 hazard_copies=2, rounds=rounds, min_players=3, max_players=16)
    game = Game(rs, players, 7)
    game.start()
    n = 0
    while game.phase is Phase.DECIDING:
        n += 1
        game.decide_all({s: "leave" if (n + s) % leave_every == 0 else "continue" for s in game.awaiting})
    return GameRecord.of(game, [SeatInfo(f"P{i}") for i in range(players)])


class OfflineLink:
    """A table link with no network under it, for an online session's own logic: `table` (a
    net adapter, e.g. DiamantTable(3)) deals the first events; the test puts the table's messages
    in `inbox` and reads what the screen sent in `sent`."""

    def __init__(self, table, names, own) -> None:
        from diamant.net.background import Inbox
        self.first_events = table.start()
        self.setup, self.own = table.setup(), list(own)
        self.seats = [{"name": n} for n in names]
        self.inbox, self.sent = Inbox(), []

    def take(self):
        return self.inbox.take()

    def send(self, seat, action, step) -> None:
        self.sent.append((seat, action, step))
