"""`diamant --smoke-test --game club`: one whole bots-only game of Diamonds Club through the real
scenes, headless, with a fixed time step; exit 0 when it ended and its record replays.

The scenes of the round summary and the final scoring are opened by name when they are
registered (the table goes on without them otherwise): the test passes either way, and says
which ones it saw.
"""
from __future__ import annotations

import logging
import os
import sys
import time
from typing import Any

SMOKE_DT = 1 / 30
SMOKE_MAX_FRAMES = 200_000
SMOKE_MAX_SECONDS = 600.0


class SmokeFailure(Exception):
    pass


def smoke_test(args: Any = None, *, verbose: bool = True, players: int = 4, seed: int = 1,
               max_frames: int = SMOKE_MAX_FRAMES) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    import pygame

    import diamant.games.club.screens  # noqa: F401
    from diamant.ui.app import App, default_settings
    from diamant.games.club import ClubGame
    from diamant.games.club.bots import LADDER

    from .setup import ClubSeat, ClubSetup

    start = time.perf_counter()
    try:
        settings = default_settings()
        settings.animation_speed = 1.0
        app = App(headless=True, size=(1280, 720), settings=settings,
                  lang=getattr(args, "lang", None) or "en", audio=False,
                  speech_to=getattr(args, "speech_to", None))
        seats = tuple(ClubSeat(f"Bot {i + 1}", i, LADDER[i % 2]) for i in range(players))
        app.nav.reset("club-table", setup=ClubSetup(seats, seed))
        table: Any = app.scenes.top
        seen: set[str] = set()
        deadline = time.monotonic() + SMOKE_MAX_SECONDS
        frames = 0
        last_round = 0
        while frames < max_frames:
            frames += 1
            pygame.event.pump()
            app.frame(SMOKE_DT, events=[], draw=frames % 4 == 0)
            if not app.running or not app.scenes:
                raise SmokeFailure("the app quit or its scene stack became empty")
            top: Any = app.scenes.top
            name = getattr(top, "scene_name", type(top).__name__)
            seen.add(name)
            if name == "club-round-end":
                cont = getattr(top, "on_continue", None)
                if frames % 30 == 0 and callable(cont):  # a person reads it for a second, then goes on
                    top.close()
                    cont()
            rnd = table.session.game.round
            if rnd < last_round:
                raise SmokeFailure(f"the round went back from {last_round} to {rnd}")
            last_round = rnd
            if app.game_over_seen:
                break
            if frames % 600 == 0 and time.monotonic() > deadline:
                raise SmokeFailure(f"no end after {frames} frames (round {rnd})")
            if frames % 60 == 0:
                time.sleep(0)  # let the bot worker run
        game = table.session.game
        if not game.is_over:
            raise SmokeFailure(f"the game did not end in {frames} frames (round {game.round})")
        record = game.record(table.session.to_saved()["record"]["seats"])
        again, _ = ClubGame.replay(record)
        if again.scores() != game.scores() or again.winners() != game.winners():
            raise SmokeFailure("the game's record does not replay to the same scores")
        if verbose:
            took = time.perf_counter() - start
            print(f"smoke test passed (Diamonds Club): {players} bots, {game.round} markets, "
                  f"{len(game.actions)} actions in {frames} frames ({frames * SMOKE_DT:.0f} s of game "
                  f"time, {took:.1f} s real); totals {[s['total'] for s in game.scores()]}; "
                  f"scenes seen: {', '.join(sorted(seen))}")
        app.close()
        return 0
    except SmokeFailure as exc:
        print(f"diamant --smoke-test --game club: FAILED: {exc}", file=sys.stderr)
        return 1
