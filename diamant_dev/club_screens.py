"""Sample data for Diamonds Club's dialogs (the gems panel, the build dialog, the round summary and
the final scores), and a builder of each on a given App: the screenshot runner and the tests call
`build(app, name)` with a name of SCENES.

    python -m diamant_dev.club_screens --out /tmp/club-shots [--lang ru] [--size 1280x720]

Every sample is made by the engine (seeded games, or a seeded game's state edited), so the dialogs
show positions the rules can reach."""
from __future__ import annotations

import argparse
import copy
import functools
import os
import random
from pathlib import Path
from typing import Any, Callable

import pygame

from diamant.ui import theme
from diamant.ui.scene import Scene
from diamant.games.club import ClubGame, RoundEnded
from diamant.games.club.events import BonusAwarded, Built, ClubEvent, DiamondAwarded, SetSold

NAMES = ("Ola", "Benedikt", "Kim", "Alexandra")
COLOURS = (0, 3, 2, 1)


class Backdrop(Scene):
    """An opaque stand-in for the table under a dialog (the cave background, nothing else)."""

    def frame_interval(self) -> float | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        theme.background(surface, self.app, darken=20)


def _edited(g: ClubGame, edit: Callable[[dict[str, Any]], None], seed: int = 5) -> ClubGame:
    st = copy.deepcopy(g.state())
    edit(st)
    return ClubGame.from_state(st, seed)


def _greedy(g: ClubGame, rng: random.Random) -> list[ClubEvent]:
    """One move of a quick player: buys and builds mostly, passes sometimes; sells by the advice."""
    from diamant.games.club.advice import gems_plan
    p = g.to_move()
    assert p is not None
    if g.state()["phase"] == "gems":
        out: list[ClubEvent] = []
        for a in gems_plan(g, p):
            out += g.play(a)
        return out
    legal = g.legal()
    useful = [a for a in legal if a.startswith(("buy", "build"))]
    return g.play(rng.choice(useful) if useful and rng.random() < 0.85 else legal[-1])


def gems_sample(players: int = 3) -> tuple[ClubGame, int]:
    """A game at phase 4 whose player to move holds three sets' worth of tokens and some more."""
    g = ClubGame(players=players, seed=11)
    while g.state()["phase"] == "buy":
        g.play("pass")
    seat = g.to_move()
    assert seat is not None

    def edit(st: dict[str, Any]) -> None:
        st["players"][seat]["tokens"] = sorted(["blue", "red", "yellow", "green", "R2", "R5", "R3", "R4",
                                                 "S3", "S5", "S2"])
        st["players"][seat]["tracks"]["tech"] = 3

    return _edited(g, edit), seat


def build_sample(players: int = 3) -> tuple[ClubGame, int]:
    """A game at phase 5: the player to move holds mixed gems, has built an orangery this market, and
    another player's marker lies on the fountain's price tile."""
    g = ClubGame(players=players, seed=11)
    while g.state()["phase"] != "build":
        g.play("pass" if "pass" in g.legal() else "keep")
    seat = g.to_move()
    assert seat is not None
    other = (seat + 1) % players

    def edit(st: dict[str, Any]) -> None:
        st["players"][seat]["gems"] = {"blue": 3, "yellow": 1, "green": 2, "red": 1, "diamond": 2}
        # its board (bronze) requires a pavilion, a rose garden and a fountain: the rose garden is
        # built, so of the single gems the yellow one is needed (for the pavilion), the red not
        pl = st["players"][seat]
        for kind in pl["required"]:
            if kind == "rose-garden":
                pl["required"][kind] = True
                pl["park"][kind] += 1
        pl["required_filled"] = sum(pl["required"].values())
        pl["light_filled"] = sum(pl["park"].values())
        st["price_tiles"]["fountain"] = [other]
        st["price_tiles"]["orangery"] = [seat]

    return _edited(g, edit), seat


def round_end_sample(players: int = 4, seed: int = 3) -> tuple[ClubGame, list[ClubEvent]]:
    """_found_round (searched once per argument), as a fresh copy."""
    game, events = _found_round(players, seed)
    return game.copy(), list(events)


def scoring_sample(players: int = 4, seed: int = 1) -> ClubGame:
    """_found_game (searched once per argument), as a fresh copy."""
    return _found_game(players, seed).copy()


@functools.lru_cache(maxsize=4)
def _found_round(players: int, seed: int) -> tuple[ClubGame, tuple[ClubEvent, ...]]:
    """A seeded game's round with much to show (sets sold, tiles built, a bonus card): the game
    just after that round, and its events since the buying ended."""
    best: tuple[int, ClubGame, list[ClubEvent]] | None = None
    for s in range(seed, seed + 12):
        g = ClubGame(players=players, seed=s)
        rng = random.Random(s)
        events: list[ClubEvent] = []
        while not g.is_over:
            phase = g.state()["phase"]
            ev = _greedy(g, rng)
            if phase == "buy" and g.state()["phase"] != "buy":
                # the buying just ended: the summary starts with phase 3's diamonds
                ev = ev[next((i for i, e in enumerate(ev) if isinstance(e, DiamondAwarded)), len(ev)):]
                events = []
            events += ev
            if any(isinstance(e, RoundEnded) for e in ev):
                kinds = [type(e) for e in events]
                interest = kinds.count(SetSold) + kinds.count(Built) + 3 * min(1, kinds.count(BonusAwarded))
                if best is None or interest > best[0]:
                    best = (interest, g.copy(), events[:events.index(next(
                        e for e in events if isinstance(e, RoundEnded))) + 1])
                events = []
    assert best is not None
    return best[1], tuple(best[2])


@functools.lru_cache(maxsize=4)
def _found_game(players: int, seed: int) -> ClubGame:
    """A whole seeded game of quick players, chosen to have a winner and a player who left a required
    space empty."""
    fallback = None
    for s in range(seed, seed + 80):
        g = ClubGame(players=players, seed=s)
        rng = random.Random(s)
        while not g.is_over:
            _greedy(g, rng)
        lines = g.score_lines()
        if g.winners() and fallback is None:
            fallback = g
        if g.winners() and any(not line.eligible for line in lines):
            return g
    assert fallback is not None
    return fallback


def scoring_tie_sample() -> ClubGame:
    """The sample game's scores with the winner tied by another player on points, and more gems
    deciding: the screen explains the tie-break."""
    g = scoring_sample()
    winner = g.winners()[0]
    other = next(p for p in range(g.players) if p != winner)

    def edit(st: dict[str, Any]) -> None:
        for key in ("park", "tracks", "bonus", "bonus_cards", "light_filled", "dark_filled", "required_filled"):
            st["players"][other][key] = copy.deepcopy(st["players"][winner][key])
        # the same tiles fill the other board's required spaces only if it has them: one of each kind
        for p in (winner, other):
            pl = st["players"][p]
            for kind in pl["park"]:
                pl["park"][kind] = max(1, pl["park"][kind])
            pl["required"] = {k: True for k in pl["required"]}
            pl["required_filled"] = 3
            pl["light_filled"] = min(14, sum(pl["park"].values()))
            pl["dark_filled"] = max(0, sum(pl["park"].values()) - 14)
        st["players"][winner]["gems"] = {"blue": 2, "yellow": 1, "green": 0, "red": 0, "diamond": 1}
        st["players"][other]["gems"] = {"blue": 0, "yellow": 0, "green": 1, "red": 0, "diamond": 0}

    return _edited(g, edit)


def _noop(*_args: Any) -> None:
    return None


def _gems(app: Any) -> Scene:
    game, seat = gems_sample()
    app.push(Backdrop(app))
    return app.nav.push("club-gems", game=game, seat=seat, names=NAMES[:game.players], on_done=_noop)


def _build(app: Any) -> Scene:
    game, seat = build_sample()
    app.push(Backdrop(app))
    return app.nav.push("club-build", game=game, seat=seat, tile=0, on_done=_noop,
                        names=NAMES[:game.players], colours=COLOURS[:game.players])


def _build_used(app: Any) -> Scene:
    game, seat = build_sample()
    app.push(Backdrop(app))
    return app.nav.push("club-build", game=game, seat=seat, tile=1, on_done=_noop,
                        names=NAMES[:game.players], colours=COLOURS[:game.players])


def _round_end(app: Any) -> Scene:
    game, events = round_end_sample()
    app.push(Backdrop(app))
    return app.nav.push("club-round-end", game=game, events=events, names=NAMES[:game.players],
                        colours=COLOURS[:game.players], on_continue=_noop)


def _scoring(app: Any) -> Scene:
    game = scoring_sample()
    return app.nav.reset("club-scoring", game=game, names=NAMES[:game.players], colours=COLOURS[:game.players],
                         on_again=_noop, on_title=_noop)


def _scoring_tie(app: Any) -> Scene:
    game = scoring_tie_sample()
    return app.nav.reset("club-scoring", game=game, names=NAMES[:game.players], colours=COLOURS[:game.players],
                         on_again=_noop, on_title=_noop)


#: screenshot name -> builder(app) -> the scene shown (on top of the stack)
SCENES: dict[str, Callable[[Any], Scene]] = {
    "club-gems": _gems,
    "club-build": _build,
    "club-build-used": _build_used,
    "club-round-end": _round_end,
    "club-scoring": _scoring,
    "club-scoring-tie": _scoring_tie,
}


def build(app: Any, name: str) -> Scene:
    """Show sample `name` of SCENES on `app` (its stack cleared first); returns the scene."""
    import diamant.games.club.screens  # noqa: F401  (registers the scenes)
    for scene in reversed(list(app.scenes)):
        scene.leave()
    app.scenes.clear()
    scene = SCENES[name](app)
    app.update(0.0)
    return scene


def register_screenshots() -> list[str]:
    """Add every sample to the screenshot set (diamant_dev.screenshots), where the fit, tooltip and
    label tests and `diamant screenshots` then find them; returns the names added."""
    from diamant_dev.screenshots import register_screenshot
    import diamant.games.club.screens  # noqa: F401  (registers the scenes)
    for name, builder in SCENES.items():
        register_screenshot(name, builder)
    return list(SCENES)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="club-shots")
    parser.add_argument("--lang", action="append")
    parser.add_argument("--size", action="append")
    parser.add_argument("--scene", action="append")
    args = parser.parse_args(argv)
    from diamant_dev.screenshots import screenshot_app
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in (args.size or ["1280x720"])]
    for size in sizes:
        app = screenshot_app((size[0], size[1]))
        try:
            for lang in args.lang or ["en"]:
                app.set_language(lang)
                for name in args.scene or list(SCENES):
                    build(app, name)
                    app.draw()
                    app.render_png(out / f"{name}-{lang}-{size[0]}x{size[1]}.png")
        finally:
            app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
