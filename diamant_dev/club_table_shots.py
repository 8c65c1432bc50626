"""Diamonds Club's table at a few moments of a game, for pictures and tests (a developer tool).

    build(app, "buying")   # round 2, coins on the market, a person to buy
    build(app, "gems")     # a person's gems phase
    build(app, "late")     # building late in the game, parks nearly full

    python -m diamant_dev.club_table_shots --out /tmp/club [--sizes 1280x720,1920x1080] [--langs en,ru,ja]

The games are played by bots from a fixed seed; seat 0 ("Anna") is a person, so the table shows
her options. Nothing here is imported by the game.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any, Callable

MOMENTS = ("buying", "gems", "late")
NAMES = ("Anna", "Boris", "Chiyo", "Dmitri")


def _reached(moment: str) -> Callable[[dict[str, Any]], bool]:
    def buying(st: dict[str, Any]) -> bool:
        taken = sum(1 for sp in st["market"].values() if sp["taken_by"] is not None)
        return st["round"] >= 2 and st["phase"] == "buy" and st["to_move"] == 0 and taken >= 7

    def gems(st: dict[str, Any]) -> bool:
        me = st["players"][0]
        return st["phase"] == "gems" and st["to_move"] == 0 and len(me["tokens"]) >= 4

    def late(st: dict[str, Any]) -> bool:
        full = max(p["light_filled"] for p in st["players"])
        return (st["phase"] == "build" and st["to_move"] == 0 and full >= 11
                and sum(st["players"][0]["gems"].values()) >= 3)
    return {"buying": buying, "gems": gems, "late": late}[moment]


def saved_at(moment: str, players: int = 4, seed: int = 5) -> dict[str, Any]:
    """The save of a bots' game stopped at `moment`, with seat 0 a person."""
    from diamant.games.club import ClubGame
    from diamant.games.club.bots import bot_seed, make_bot

    reached = _reached(moment)
    for s in range(seed, seed + 50):
        game = ClubGame(players, s)
        bots = [make_bot("steady", bot_seed(s, p), p) for p in range(players)]
        while not game.is_over:
            st = game.state()
            if reached(st):
                seats = [{"name": NAMES[p], "colour": p, "bot": None if p == 0 else "steady"} for p in range(players)]
                rec_seats = [{"name": x["name"], "kind": "human" if x["bot"] is None else "bot", "bot": x["bot"]}
                             for x in seats]
                return {"format": "diamonds-club-save", "version": 1, "record": game.record(rec_seats),
                        "seats": seats, "ui": {}}
            game.play(bots[game.current](st, game.legal()))
    raise RuntimeError(f"no game from seed {seed} reached the moment {moment!r}")


def still_table(app: Any, saved: dict[str, Any]) -> Any:
    """The club-table scene on `app` for the saved game `saved`: the bots hold and nothing is
    asked (no dialog: the picture shows the table itself)."""
    import diamant.games.club.screens  # noqa: F401  (registers the scenes)
    from diamant.games.club.screens.session import ClubSession

    session = ClubSession.from_saved(saved)
    session.hold_bots = True
    scene = app.nav.reset("club-table", session=session)
    scene.asked = (0, len(session.game.actions))
    return scene


def build(app: Any, moment: str, players: int = 4) -> Any:
    """The club-table scene on `app` at `moment`, still, its turn already announced."""
    scene = still_table(app, saved_at(moment, players))
    scene.announced = scene.last_mover = 0
    return scene


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    ap = argparse.ArgumentParser(prog="python -m diamant_dev.club_table_shots")
    ap.add_argument("--out", required=True)
    ap.add_argument("--sizes", default="1280x720,1920x1080,960x540")
    ap.add_argument("--langs", default="en,ru,ja")
    ap.add_argument("--moments", default=",".join(MOMENTS))
    args = ap.parse_args(argv)
    import diamant.shell.scenes  # noqa: F401
    import diamant.games.diamant.screens.scenes  # noqa: F401
    from diamant.ui.app import App

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for size in args.sizes.split(","):
        w, h = (int(v) for v in size.split("x"))
        for lang in args.langs.split(","):
            app = App(headless=True, size=(w, h), lang=lang, audio=False)
            for moment in args.moments.split(","):
                build(app, moment)
                for _ in range(3):
                    app.frame(1 / 30, events=[])
                path = out / f"club-{moment}-{lang}-{w}x{h}.png"
                app.render_png(path)
                print(path)
            app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
