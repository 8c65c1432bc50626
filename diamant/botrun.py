"""Many headless games of either game, played by bots (`diamant simulate`): the run's plugin key,
the check of its bots before any game starts, and its games in ranges, here or over worker
processes.

Neutral: imports neither game. Each game plays a range of its games and sums their results its
own way; what a part holds is the game's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, TypeVar

from diamant.botguard import BotProcess, new_key

Part = TypeVar("Part")
Work = TypeVar("Work")


def run_key(plugin_key: bytes | None, isolate: bool) -> bytes:
    """The key a run's plugin seeds are hashed with: `plugin_key` when given, else a fresh one for
    isolated bots (a child cannot try seeds), else none (b"")."""
    # in process a bot can read anything, so its seed stays what the run's seed gives
    return plugin_key if plugin_key is not None else new_key() if isolate else b""


def prepare_run(names: Iterable[str], isolate: bool, is_plugin: Callable[[str], bool],
                bot_factory: Callable[[str], Any], plugin_key: bytes | None,
                records: Path | None) -> bytes:
    """Before a run's first game: every bot loaded here, so that an unknown one fails before any
    game or worker starts (an isolated plugin is loaded in its own process instead), and the
    folder of its records made; the run's key (`run_key`)."""
    key = run_key(plugin_key, isolate)
    for name in set(names):
        if not (isolate and is_plugin(name)):
            bot_factory(name)
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)
    return key


Child = TypeVar("Child", bound=BotProcess)


@contextmanager
def isolated_bots(names: Sequence[str], is_plugin: Callable[[str], bool],
                  child: Callable[[str, int], Child]) -> Iterator[dict[int, Child]]:
    """Each plugin seat's bot in a process of its own, `child(name, seat)`, by seat; all of them
    closed when the block ends, however it ends."""
    children: dict[int, Child] = {}
    try:
        for s, n in enumerate(names):
            if is_plugin(n):
                children[s] = child(n, s)
        yield children
    finally:
        for bot in children.values():
            bot.close()


def play_ranges(games: int, jobs: int, chunk_cap: int,
                play_range: Callable[[int, int, Callable[[int], None] | None], Part],
                worker: Callable[[Work], Part], work: Callable[[int, int], Work],
                progress: Callable[[int, int], None] | None,
                error: type[Exception]) -> tuple[list[Part], float]:
    """The parts of a run of `games` games, and the seconds it took: `play_range(0, games, step)` here when `jobs` is 1,
    else `worker(work(start, stop))` over ranges of at most `chunk_cap` games in `jobs` worker
    processes, in order (the same parts for any `jobs`). `progress(done, games)` is told as they
    end; a worker that ends abruptly raises `error` (its own line on stderr names the bot, when
    one ended it)."""
    t0 = time.perf_counter()
    jobs = max(1, min(jobs, games))
    if jobs == 1:
        step = (lambda done: progress(done, games)) if progress is not None else None
        return [play_range(0, games, step)], time.perf_counter() - t0
    chunk = max(1, min(chunk_cap, -(-games // (jobs * 4))))
    bounds = [(a, min(games, a + chunk)) for a in range(0, games, chunk)]
    parts: list[Part] = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        try:
            for (_, b), part in zip(bounds, pool.map(worker, [work(a, b) for a, b in bounds])):
                parts.append(part)
                if progress is not None:
                    progress(b, games)
        except BrokenProcessPool:
            raise error("a worker process ended abruptly (a bot may have ended it); "
                        "--isolate names the bot") from None
    return parts, time.perf_counter() - t0


__all__ = ["isolated_bots", "play_ranges", "prepare_run", "run_key"]
