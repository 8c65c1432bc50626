"""Capture frames of the expedition table's animations: a disaster and a leave.

    python tools/capture_animation.py [--out docs/animation] [--size 960x540] [--frames 16]

Plays seeded games with bots until it finds an expedition step with a disaster (explorers carrying
gems) and one where explorers leave with a share of the path, then renders that step frame by frame
(headless) and writes, per sequence, a contact sheet `<name>-sheet.png`, a few full-size key frames
`<name>-NN.png` and every frame under `<name>-frames/` with --all-frames.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from diamant.games.diamant.bots import bot_seed, make_bot  # noqa: E402
from diamant.games.diamant.screens.cards_art import CardArt  # noqa: E402
from diamant.ui.art import PALETTE  # noqa: E402
from diamant.games.diamant.screens.table import TablePresenter  # noqa: E402
from diamant.games.diamant.engine import BOT, HUMAN, SeatInfo  # noqa: E402
from diamant.games.diamant.engine.events import Disaster, PlayersLeft, RelicsTaken  # noqa: E402
from diamant.games.diamant.engine.game import Game  # noqa: E402
from diamant.i18n import Localizer  # noqa: E402

NAMES = ["Ola", "Bartek", "Kirill", "Zoë", "Mika", "Jana", "Pat", "Yuki"]


def wanted(kind: str, events) -> bool:
    if kind == "disaster":
        return any(isinstance(e, Disaster) and sum(e.lost) >= 8 and len(e.seats) >= 3 for e in events)
    left = [e for e in events if isinstance(e, PlayersLeft)]
    return bool(left) and left[0].pool > 0 and any(isinstance(e, RelicsTaken) for e in events)


def find_step(kind: str, players: int, preset: str):
    for seed in range(1, 400):
        game = Game(preset, players, seed)
        bots = [make_bot("p85", bot_seed(seed, s), s) for s in range(players)]
        game.start()
        while not game.is_over:
            before = Game(preset, players, seed)
            before.replay_decisions(list(game.decisions))
            evs = game.decide_all({s: bots[s](game.view(s)) for s in game.awaiting})
            if wanted(kind, evs):
                # keep only this step up to the end of its round
                cut = next((i for i, e in enumerate(evs) if type(e).__name__ == "RoundEnded"), len(evs))
                return before, evs[:cut + 1]
    raise SystemExit(f"no {kind} found")


def background(size):
    surf = pygame.Surface(size)
    surf.fill(PALETTE["background"])
    art = CardArt()
    bg = art.get("background", size)
    surf.blit(bg, (0, 0))
    return surf


def capture(kind: str, out: Path, size, frames: int, all_frames: bool, fps: int = 30) -> Path:
    players = 6
    before, events = find_step(kind, players, "incan-gold")
    app = SimpleNamespace(art=CardArt(max_items=512), t=Localizer("en").t, size=size)
    tp = TablePresenter(app, before.ruleset, [SeatInfo(NAMES[i], HUMAN if i == 0 else BOT, None, i) for i in range(players)])
    tp.sync(before)
    screen = pygame.Surface(size)
    bg = background(size)
    shots = []
    tp.push(events)
    dt = 1 / fps
    t = 0.0
    while tp.busy or tp.particles.alive:
        tp.update(dt)
        t += dt
        screen.blit(bg, (0, 0))
        tp.draw(screen)
        shots.append(screen.copy())
        if t > 12:
            break
    if all_frames:
        d = out / f"{kind}-frames"
        d.mkdir(parents=True, exist_ok=True)
        for i, s in enumerate(shots):
            pygame.image.save(s, str(d / f"{i:03d}.png"))
    pick = [shots[round(i * (len(shots) - 1) / (frames - 1))] for i in range(frames)]
    cols = 4
    rows = (frames + cols - 1) // cols
    tw, th = size[0] // 2, size[1] // 2
    sheet = pygame.Surface((cols * tw + (cols + 1) * 6, rows * th + (rows + 1) * 6))
    sheet.fill((8, 6, 4))
    for i, s in enumerate(pick):
        r, c = divmod(i, cols)
        sheet.blit(pygame.transform.smoothscale(s, (tw, th)), (6 + c * (tw + 6), 6 + r * (th + 6)))
    path = out / f"{kind}-sheet.png"
    pygame.image.save(sheet, str(path))
    for j, i in enumerate((len(shots) // 5, len(shots) // 3, len(shots) // 2)):
        pygame.image.save(shots[i], str(out / f"{kind}-{j + 1:02d}.png"))
    print(f"{kind}: {len(shots)} frames ({len(shots) / fps:.1f} s) -> {path}")
    return path


def bench(size=(1920, 1080), steps: int = 4) -> tuple[float, float, float]:
    """CPU time per frame (median, p99, max in ms) at the busiest moment: 8 seats, 27+ cards,
    gems in flight, a shake and scattered gems, drawn over the background at `size`."""
    import time

    from diamant.games.diamant.engine.cards import TREASURES, Ruleset
    screen = pygame.display.set_mode(size)
    app = SimpleNamespace(art=CardArt(max_items=512), t=Localizer("en").t, size=size)
    base = Ruleset.preset("incan-gold")
    rs = Ruleset(edition=base.edition, treasures=TREASURES * 2, hazard_copies=1,
                 relic_mode=base.relic_mode, relic_values=base.relic_values)
    game = Game(rs, 8, 4)
    tp = TablePresenter(app, rs, [SeatInfo(f"{NAMES[i]} {i + 1}", HUMAN if i == 0 else BOT, None, i) for i in range(8)])
    tp.push(game.start())
    while len(game.path) < 26:
        tp.push(game.decide_all({s: "continue" for s in game.awaiting}))
    tp.skip()
    bg = app.art.get("background", size)
    times = []
    for _ in range(steps):
        evs = []
        for s in list(game.awaiting):  # one by one: decision markers pop up too
            evs += game.decide(s, "continue")
        tp.push(evs)
        lay = tp._layout(screen.get_rect())
        for s in range(8):
            tp._scatter(lay, s, 20)
        tp.shake = 1.0
        n = 0
        while (tp.busy or tp.particles.alive) and n < 240:
            t0 = time.thread_time()
            tp.update(1 / 60)
            screen.blit(bg, (0, 0))
            tp.draw(screen)
            times.append(time.thread_time() - t0)
            n += 1
    times = sorted(times[5:])  # the first frames rasterise the art
    return (times[len(times) // 2] * 1e3, times[int(len(times) * 0.99)] * 1e3, times[-1] * 1e3)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(Path(__file__).resolve().parents[1] / "docs" / "animation"))
    ap.add_argument("--size", default="960x540")
    ap.add_argument("--frames", type=int, default=16)
    ap.add_argument("--all-frames", action="store_true")
    ap.add_argument("--only", choices=["disaster", "leave"])
    ap.add_argument("--bench", action="store_true", help="measure CPU time per frame at 1920x1080")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    pygame.init()
    if args.bench:
        med, p99, mx = bench()
        print(f"busiest table at 1920x1080: CPU per frame median {med:.2f} ms, p99 {p99:.2f} ms, "
              f"max {mx:.2f} ms")
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for kind in ("disaster", "leave"):
        if args.only in (None, kind):
            capture(kind, out, (w, h), args.frames, args.all_frames)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
