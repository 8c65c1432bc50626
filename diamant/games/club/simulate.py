"""Headless Diamonds Club: one game between bots, or many with statistics (`diamant simulate
--game club`).

Each seat's bot is built per game with its own seed (from the game's seed and the seat), and is
asked only when its seat is to move, with the game's public state and the legal actions. A bot
that raises or answers an illegal action stops the run with a ClubBotError naming it. With
`jobs > 1` the games are spread over worker processes; every game's seed comes from the run's
seed and the game's index, so the statistics do not depend on `jobs`.

Plugin bots (`package.module:name`) are guarded as Diamant's are (diamant.botguard): a decision
longer than `bot_timeout` seconds stops the run naming the bot (in process: a watchdog
interrupts it, POSIX only, while it runs Python code); with `isolate`, each plugin seat's bot
runs in a child process of its own (`python -m diamant.games.club.isolate`) that receives only the
public state and the legal actions, one JSON line per decision, and is killed when it is slow.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from diamant.botguard import DEFAULT_TIMEOUT, TIMEOUT_HINT, BotProcess, TookTooLong, Watchdog, built
from diamant.games.club import ClubGame, RulesError
from diamant.botrun import isolated_bots, play_ranges, prepare_run
from diamant.plugins import plugin_seed

from .bots import LEVELS, ClubBotError, Decide, bot_factory, bot_seed, decide_function, seat_bots

log = logging.getLogger(__name__)

WIN_UNITS = 12  # a game's win, in units every tie of 1 to 4 winners splits exactly: lcm(1..4)
PLAYERS = range(2, 5)


@dataclass
class ClubResult:
    game: ClubGame
    totals: list[int]
    winners: list[int]
    rounds: int


def check_players(players: int) -> None:
    if players not in PLAYERS:
        raise ClubBotError(f"Diamonds Club is played by 2 to 4 players, not {players}")


def game_seed(seed: int, g: int) -> int:
    """The seed of game `g` of a run with seed `seed`."""
    return (seed * 1_000_033 + g) % (2**63)


def is_plugin(name: str) -> bool:
    """A third-party bot (`package.module:name`), not a built-in level."""
    return name not in LEVELS


class IsolatedClubBot(BotProcess):
    """One plugin seat's bot in a child process for a whole run: `new_game` makes the bot of a
    game there, `decide(state, legal)` sends them and waits at most `timeout` for the answer."""

    def __init__(self, name: str, seat: int, timeout: float) -> None:
        super().__init__("diamant.games.club.isolate", name, seat, timeout, ClubBotError)

    def new_game(self, seed: int) -> None:
        self.ask({"new": {"seed": seed, "seat": self.seat}}, self.build_limit)

    def decide(self, state: dict[str, Any], legal: list[str]) -> str:
        answer = self.ask({"ask": {"state": state, "legal": legal}})
        return answer if type(answer) is str else repr(answer)


def _timed(name: str, decide: Decide, watchdog: Watchdog) -> Decide:
    """`decide` stopped with a ClubBotError naming the bot when it runs past the watchdog's
    limit."""
    clock = time.monotonic

    def timed(state: dict[str, Any], legal: list[str]) -> str:
        watchdog.started = clock()
        watchdog.deciding = name
        try:
            return decide(state, legal)
        except TookTooLong:
            raise ClubBotError(f"bot {name!r} took longer than {watchdog.timeout:g} s to decide "
                               f"{TIMEOUT_HINT}") from None
        finally:
            watchdog.deciding = None
    return timed


def shown(answer: Any) -> str:
    """A bot's answer in a message: a plain number, None or bytes as it is; anything else by its
    type only (its repr would be the bot's code, run here)."""
    if type(answer) in (int, float, bool, type(None), bytes):
        return repr(answer)[:60]
    return f"an object of type {type(answer).__name__[:60]}"


def _ask(decide: Decide, name: str, seat: int, state: dict[str, Any], legal: list[str]) -> str:
    try:
        return decide(state, legal)
    except ClubBotError:
        raise  # already says which bot and why
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot failing to decide, reported by name
        # the error raised says it in one line; the traceback goes to the log file only
        log.info("the bot %r (seat %d) failed to decide (%r)", name, seat + 1, exc, exc_info=exc)
        raise ClubBotError(f"bot {name!r} (seat {seat + 1}) failed: {type(exc).__name__}: {exc}") from None


def play_game(players: int, names: Sequence[str], seed: int, *,
              deciders: Sequence[Decide] | None = None,
              makers: Sequence[Callable[[Any, int], Any]] | None = None,
              on_decision: Callable[[int, float], None] | None = None,
              clock: Callable[[], float] = time.thread_time) -> ClubResult:
    """Play one whole game; `names` has one bot name per seat. `on_decision(seat, seconds)` is
    told how long each decision took by `clock`: by default the CPU time of this thread, which
    the other work of a shared machine does not lengthen (its wall clock read 3 to 8 times the
    CPU time on a loaded one)."""
    check_players(players)
    if len(names) != players:
        raise ClubBotError(f"{len(names)} bots for {players} seats")
    if deciders is None:
        makers = makers or [bot_factory(n) for n in names]
        bots = [makers[s](bot_seed(seed, s), s) for s in range(players)]
        deciders = [decide_function(b, names[s]) for s, b in enumerate(bots)]
        # a bot that says it never reads the state (the built-in random) is spared building it
        blind = [getattr(b, "reads_state", True) is False for b in bots]
    else:
        blind = [False] * players
    game = ClubGame(players=players, seed=seed)
    no_state: dict[str, Any] = {}
    while not game.is_over:
        seat = game.to_move()
        if seat is None:
            break
        legal = game.legal()
        state = no_state if blind[seat] else game.state()
        t0 = clock()
        answer = _ask(deciders[seat], names[seat], seat, state, legal)
        if on_decision is not None:
            on_decision(seat, clock() - t0)
        if type(answer) is not str:  # a str subclass's methods are the bot's code, run by the engine
            raise ClubBotError(f"bot {names[seat]!r} (seat {seat + 1}) answered {shown(answer)}, "
                               f"not an action")
        try:
            game.play(answer)  # the engine accepts any order of gems and tokens
        except RulesError as exc:
            raise ClubBotError(f"bot {names[seat]!r} (seat {seat + 1}) answered the illegal action "
                               f"{answer!r}: {exc}") from None
    totals = [int(s["total"]) for s in game.scores()]
    return ClubResult(game, totals, list(game.winners()), int(game.state()["round"]))


Sums = tuple[list[int], list[int], int]


def _play_range(players: int, names: Sequence[str], seed: int, start: int, stop: int,
                records: Path | None, progress: Callable[[int], None] | None = None,
                bot_timeout: float = 0.0, isolate: bool = False, key: bytes = b"") -> Sums:
    """Games start..stop-1: (score sums, win sums in WIN_UNITS, rounds). Integer sums, so any
    split of a run adds up the same. Plugin bots get `bot_timeout` seconds per decision (0: no
    limit in process); `isolate`: each in a child process (default limit when 0), whose seed is
    hashed with `key`."""
    if isolate and any(is_plugin(n) for n in names):
        with isolated_bots(names, is_plugin, lambda n, s: IsolatedClubBot(
                n, s, bot_timeout or DEFAULT_TIMEOUT)) as isolated:
            return _play_games(players, names, seed, start, stop, records, progress, None, isolated, key)
    if bot_timeout > 0 and any(is_plugin(n) for n in names):
        with Watchdog(bot_timeout) as watchdog:
            return _play_games(players, names, seed, start, stop, records, progress, watchdog, {}, key)
    return _play_games(players, names, seed, start, stop, records, progress, None, {}, key)


def _play_games(players: int, names: Sequence[str], seed: int, start: int, stop: int,
                records: Path | None, progress: Callable[[int], None] | None,
                watchdog: Watchdog | None, isolated: dict[int, IsolatedClubBot], key: bytes) -> Sums:
    # an isolated bot's module is imported in its own process only, never here
    factories = {name: bot_factory(name) for name in set(names)
                 if not any(names[s] == name for s in isolated)}
    makers = [factories.get(n) for n in names]
    guarded = bool(isolated) or bool(key) or (watchdog is not None and watchdog.active)
    seats = [{"name": f"{n} {s + 1}", "kind": "bot", "bot": n} for s, n in enumerate(names)]
    score_sum = [0] * players
    win_sum = [0] * players
    rounds = 0
    for g in range(start, stop):
        gs = game_seed(seed, g)
        if guarded:
            deciders: list[Decide] = []
            for s in range(players):
                if s in isolated:
                    # keyed: the child cannot work the game's seed back from it (nor try seeds)
                    isolated[s].new_game(plugin_seed(bot_seed(gs, s), key))
                    deciders.append(isolated[s].decide)
                    continue
                make = makers[s]
                assert make is not None  # only an isolated seat has no factory here
                bot = built(names[s], make, plugin_seed(bot_seed(gs, s), key) if key else bot_seed(gs, s),
                            s, watchdog, ClubBotError) if is_plugin(names[s]) else make(bot_seed(gs, s), s)
                decide = decide_function(bot, names[s])
                if watchdog is not None and is_plugin(names[s]):
                    decide = _timed(names[s], decide, watchdog)
                deciders.append(decide)
            result = play_game(players, names, gs, deciders=deciders)
        else:
            result = play_game(players, names, gs, makers=[m for m in makers if m is not None])
        for s in range(players):
            score_sum[s] += result.totals[s]
        if result.winners:
            share = WIN_UNITS // len(result.winners)
            for w in result.winners:
                win_sum[w] += share
        rounds += result.rounds
        if records is not None:
            (records / f"club-{g:06d}.json").write_text(
                json.dumps(result.game.record(seats), ensure_ascii=False, indent=1), encoding="utf-8")
        if progress is not None:
            progress(g + 1)
    return score_sum, win_sum, rounds


def _worker(args: tuple[int, list[str], int, int, int, Path | None, float, bool, bytes]) -> Sums:
    players, names, seed, start, stop, records, bot_timeout, isolate, key = args
    return _play_range(players, names, seed, start, stop, records, None, bot_timeout, isolate, key)


def simulate(players: int, bots: Sequence[str], games: int, seed: int, *,
             records: Path | None = None, progress: Callable[[int, int], None] | None = None,
             jobs: int = 1, bot_timeout: float = DEFAULT_TIMEOUT,
             isolate: bool = False, plugin_key: bytes | None = None) -> dict[str, Any]:
    """Play `games` games and return the statistics `diamant simulate --game club --json`
    prints; the same for any `jobs`. Plugin bots: at most `bot_timeout` seconds per decision
    (0: no limit), each in a process of its own with `isolate`. A plugin's seed is hashed with
    `plugin_key`; by default a fresh random key when isolated (such a run repeats only given the
    same key, when its plugins use their seed), none in process (the run's seed repeats it)."""
    check_players(players)
    names = seat_bots(bots, players)
    key = prepare_run(names, isolate, is_plugin, bot_factory, plugin_key, records)
    parts, elapsed = play_ranges(
        games, jobs, 200,
        lambda a, b, step: _play_range(players, names, seed, a, b, records, step, bot_timeout,
                                       isolate, key),
        _worker, lambda a, b: (players, names, seed, a, b, records, bot_timeout, isolate, key),
        progress, ClubBotError)
    score_sum = [sum(p[0][s] for p in parts) for s in range(players)]
    win_sum = [sum(p[1][s] for p in parts) for s in range(players)]
    rounds = sum(p[2] for p in parts)
    return {
        "game": "club",
        "games": games,
        "players": players,
        "seed": seed,
        "seats": [{"seat": s, "bot": names[s],
                   "win_share": win_sum[s] / (WIN_UNITS * games) if games else 0.0,
                   "mean_score": score_sum[s] / games if games else 0.0}
                  for s in range(players)],
        "rounds_mean": rounds / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
    }


__all__ = ["ClubResult", "play_game", "simulate", "game_seed", "check_players", "is_plugin",
           "IsolatedClubBot", "WIN_UNITS"]
