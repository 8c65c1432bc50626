"""Peak memory (RSS) of the real app, headless. Each figure is measured in a process
of its own, so one does not inherit another's peak. Goals: a monkey run of 15,000+ events at most
300 MB, a whole solo game at 1920x1080 at most 200 MB.

    python benchmarks/bench_memory.py                       # all figures (several minutes)
    python benchmarks/bench_memory.py --only game           # one figure: monkey, game, session, club
    python benchmarks/bench_memory.py --events 20000 --seeds 1,3   # (nice -n 10: ~10 min a seed)

- monkey: ``diamant monkey --events N --seed S`` for each seed (random input, resizes up to 4K,
  language-independent); peak RSS of the run, and where the memory was at the highest RSS seen
  between steps (the surfaces in the caches, glibc's big blocks = the surfaces of 256 KB and
  more, its heap in use and free, Python's objects).
- game: one whole solo game (you and three bots) at 1920x1080 played through the real scenes at
  normal animation speed; RSS after the game and the peak.
- club: one whole Diamonds Club game of four bots at 1920x1080 through the real scenes (the
  table, the round summaries, the scores) at normal animation speed; RSS after and the peak
  (goal 300 MB).
- session: a session like the one that once grew from 164 MB to 452 MB: the title, the lobby, a game
  and the rules, through 40 window sizes (960x540 to 3840x2160) and the six languages, twice;
  RSS after the first and the second round and the peak (the second round must not grow).

Figures are noisy on a busy machine; the peak of a monkey run depends on its largest windows.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, ROOT)


def rss_mb() -> float:
    """The current resident set (Linux /proc; elsewhere the peak is all there is)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError):
        return peak_mb()


def peak_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


# ------------------------------------------------------------------------------- where it goes
def _mallinfo() -> tuple[float, float, float] | None:
    """glibc's (heap in use, heap free, mmapped blocks) in MB; None without glibc 2.33+."""
    import ctypes

    class Mallinfo2(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd",
                                                   "usmblks", "fsmblks", "uordblks", "fordblks",
                                                   "keepcost")]
    try:
        fn = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return None
    fn.restype = Mallinfo2
    m = fn()
    return m.uordblks / 2**20, m.fordblks / 2**20, m.hblkhd / 2**20


def _python_mb() -> float:
    """The bytes in Python's small-object allocator (its arenas), from sys._debugmallocstats."""
    import re
    r, w = os.pipe()
    saved = os.dup(2)
    try:
        os.dup2(w, 2)
        sys._debugmallocstats()
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(w)
    chunks = []
    while True:
        chunk = os.read(r, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(r)
    m = re.search(r"# arenas allocated current\s*=\s*([\d,]+)", b"".join(chunks).decode("ascii", "replace"))
    return int(m.group(1).replace(",", "")) * (1 << 20 if sys.version_info >= (3, 10) else 1 << 18) / 2**20 if m else 0.0


def breakdown() -> dict:
    """Where the memory is now: RSS; the surfaces the caches hold; glibc's mmapped blocks (every
    block of 256 KB or more: the big surfaces, see diamant/ui/memory.py); its heap (small
    surfaces, SDL, fonts, big Python objects) in use and free; Python's small objects."""
    from diamant.ui import surfcache
    out = {"rss_mb": round(rss_mb(), 1), "caches_mb": round(surfcache.total_bytes() / 2**20, 1),
           "python_objects_mb": round(_python_mb(), 1)}
    info = _mallinfo()
    if info is not None:
        out.update(heap_in_use_mb=round(info[0], 1), heap_free_mb=round(info[1], 1),
                   big_blocks_mb=round(info[2], 1))
    return out


# ------------------------------------------------------------------------------- the measurements
def measure_monkey(events: int, seed: int) -> dict:
    """The monkey's peak RSS, and where the memory was at the highest RSS seen between steps."""
    from diamant_dev.monkey import Monkey
    top = {"rss": 0.0, "at": None, "size": None, "step": -1}

    def sample(m, i):  # called before every step
        r = rss_mb()
        if r > top["rss"] + 2:
            top.update(rss=r, at=breakdown(), size=list(m.app.size) if m.app else None, step=i)
    m = Monkey(seed, None, fault=sample)
    t0 = time.process_time()
    code = m.run(events)
    return {"events": m.index + 1, "seed": seed, "failed": code != 0,
            "error": (m.failure or {}).get("error"), "peak_mb": peak_mb(), "rss_mb": rss_mb(),
            "at_highest": top["at"], "highest_step": top["step"], "highest_size": top["size"],
            "cpu_s": round(time.process_time() - t0, 1)}


def _press(key: int) -> list:
    """A key pressed and let go (a key still held down would be taken for a repeat)."""
    import pygame
    return [pygame.event.Event(t, key=key, mod=0, unicode="", scancode=0)
            for t in (pygame.KEYDOWN, pygame.KEYUP)]


def _play_game(app, seed: int) -> None:
    import pygame
    from diamant.games.diamant.screens.session import TableSetup
    from diamant.games.diamant.screens.flow import start_game
    setup = TableSetup.default()
    setup.seed = seed
    sess = start_game(app, setup)
    for _ in range(60000):
        if app.game_over_seen:
            break
        top = app.scenes.top
        name = type(top).__name__
        events = []
        if name == "ExpeditionScene" and top.can_decide():
            k = pygame.K_l if len(sess.game.path) >= 4 else pygame.K_c
            events = _press(k)
        elif name == "BoardScene":
            pos = top.start.rect.center
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]
        elif name == "RoundEndScene" and app.frames % 30 == 0:
            events = _press(pygame.K_RETURN)
        sess.wait_for_bots(1.0)
        app.frame(1 / 20, events)  # every animation is played, at 20 frames a second
    if not sess.is_over:
        raise RuntimeError("the game did not finish")
    for _ in range(40):  # the scores scene, settled
        app.frame(1 / 20, [])


def measure_game(size: tuple[int, int]) -> dict:
    from diamant.ui.app import App
    app = App(headless=True, size=size, audio=False, lang="en")
    app.settings.animation_speed = 1.0
    app.nav.push("title")
    start = time.perf_counter()
    _play_game(app, seed=7)
    return {"size": list(size), "rss_mb": rss_mb(), "peak_mb": peak_mb(),
            "seconds": round(time.perf_counter() - start, 1)}


def measure_club(size: tuple[int, int], seed: int = 3) -> dict:
    """A whole Diamonds Club game of four bots through the real scenes (the table, the round's
    summaries, the final scores) at normal animation speed, 20 frames a second."""
    import pygame
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    from diamant.ui.app import App
    from diamant.games.club.screens.setup import ClubSeat, ClubSetup
    app = App(headless=True, size=size, audio=False, lang="en")
    app.settings.animation_speed = 1.0
    app.warm_art = True  # as in a window
    app.nav.push("title")
    seats = tuple(ClubSeat(f"Bot {p + 1}", p, "steady") for p in range(4))
    table = app.nav.reset("club-table", setup=ClubSetup(seats, seed))
    start = time.perf_counter()
    scoring_frames = 0
    for i in range(40000):
        top = app.scenes.top
        name = getattr(top, "scene_name", "")
        events = []
        if name == "club-round-end" and i % 30 == 0:
            events = _press(pygame.K_RETURN)
        elif name == "club-scoring":
            scoring_frames += 1
            if scoring_frames > 40:  # the scores, settled
                break
        app.frame(1 / 20, events)
        time.sleep(0)  # the bots' thread
    if not table.session.is_over:
        raise RuntimeError("the club game did not finish")
    return {"size": list(size), "rss_mb": rss_mb(), "peak_mb": peak_mb(),
            "actions": len(table.session.game.actions), "seconds": round(time.perf_counter() - start, 1)}


def measure_session(rounds: int = 2) -> dict:
    from diamant.ui.app import App
    from diamant.games.diamant.screens.flow import start_game
    from diamant.games.diamant.screens.session import TableSetup
    from diamant.i18n import LANGUAGE_CODES
    app = App(headless=True, size=(1280, 720), audio=False, lang="en")
    app.settings.animation_speed = 1.0
    sizes = [(960 + (3840 - 960) * i // 39, 540 + (2160 - 540) * ((i * 7) % 40) // 39) for i in range(40)]
    after = []
    for _ in range(rounds):
        for i, size in enumerate(sizes):
            app.set_language(LANGUAGE_CODES[i % len(LANGUAGE_CODES)])
            app.resize(size)
            which = i % 4
            if which == 0:
                for scene in list(app.scenes):
                    sess = getattr(scene, "session", None)
                    if sess is not None:
                        sess.close()
                app.nav.reset("title")
            elif which == 1:
                app.nav.push("lobby")
            elif which == 2:
                setup = TableSetup.default()
                setup.seed = i
                sess = start_game(app, setup)
                for _ in range(40):
                    sess.wait_for_bots(1.0)
                    app.frame(1 / 15, [])
            else:
                app.nav.push("rules")
            for _ in range(3):
                app.frame(1 / 30, [])
        after.append(round(rss_mb(), 1))
    return {"rss_after_each_round_mb": after, "peak_mb": peak_mb(), "sizes": len(sizes),
            "languages": len(LANGUAGE_CODES)}


# ------------------------------------------------------------------------------- the runner
def _child(kind: str, arg: str) -> dict:
    """Run one measurement in a fresh process; its JSON result."""
    cmd = [sys.executable, os.path.abspath(__file__), "--child", kind, "--arg", arg]
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    for line in reversed(out.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{kind} {arg} failed:\n{out.stderr[-3000:]}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=("monkey", "game", "session", "club"), action="append")
    ap.add_argument("--events", type=int, default=15000)
    ap.add_argument("--seeds", default="1", help="comma-separated (each run takes ~10 min of CPU)")
    ap.add_argument("--size", default="1920x1080", help="the whole game's window")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--arg", default="", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        import logging
        import diamant.shell.scenes  # noqa: F401 - registers the scenes with the navigator
        import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes with the navigator
        logging.basicConfig(level=logging.ERROR)
        if args.child == "monkey":
            events, seed = (int(v) for v in args.arg.split(","))
            res = measure_monkey(events, seed)
        elif args.child == "game":
            res = measure_game(tuple(int(v) for v in args.arg.split("x")))
        elif args.child == "club":
            res = measure_club(tuple(int(v) for v in args.arg.split("x")))
        else:
            res = measure_session()
        print(json.dumps(res))
        return 0
    only = set(args.only or ("monkey", "game", "session", "club"))
    ok = True
    if "monkey" in only:
        for seed in (int(s) for s in args.seeds.split(",")):
            r = _child("monkey", f"{args.events},{seed}")
            state = f"FAILED ({r['error']})" if r["failed"] else "ok"
            good = r["peak_mb"] <= 300
            ok &= good and not r["failed"]
            print(f"monkey {r['events']} events, seed {seed}: peak RSS {r['peak_mb']:.0f} MB "
                  f"(goal <= 300) {state} [{r['cpu_s']} s CPU]", flush=True)
            at = r.get("at_highest") or {}
            if at:
                print(f"  at the highest RSS between steps ({at['rss_mb']:.0f} MB, step {r['highest_step']}, "
                      f"window {r['highest_size']}): surfaces in caches {at['caches_mb']:.0f} MB; "
                      f"big blocks (surfaces >= 256 KB) {at.get('big_blocks_mb', 0):.0f} MB; C heap in use "
                      f"{at.get('heap_in_use_mb', 0):.0f} MB, free {at.get('heap_free_mb', 0):.0f} MB; "
                      f"Python objects {at['python_objects_mb']:.0f} MB", flush=True)
    if "game" in only:
        r = _child("game", args.size)
        good = r["rss_mb"] <= 200 and r["peak_mb"] <= 200
        ok &= good
        print(f"whole solo game at {args.size}: RSS after {r['rss_mb']:.0f} MB, peak {r['peak_mb']:.0f} MB "
              f"(goal <= 200) [{r['seconds']} s]", flush=True)
    if "club" in only:
        r = _child("club", args.size)
        good = r["rss_mb"] <= 300 and r["peak_mb"] <= 300
        ok &= good
        print(f"whole Diamonds Club game of four bots at {args.size} ({r['actions']} actions): RSS after "
              f"{r['rss_mb']:.0f} MB, peak {r['peak_mb']:.0f} MB (goal <= 300) [{r['seconds']} s]", flush=True)
    if "session" in only:
        r = _child("session", "")
        a = r["rss_after_each_round_mb"]
        print(f"session, {r['sizes']} window sizes x {r['languages']} languages, twice: RSS after each round "
              f"{' -> '.join(f'{v:.0f}' for v in a)} MB, peak {r['peak_mb']:.0f} MB", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
