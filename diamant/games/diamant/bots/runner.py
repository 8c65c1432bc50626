"""Headless play: one game between bots, or many games with statistics (`diamant simulate`).

`play_game` plays one game step by step on `Game` (the object the app and the records use).
`simulate` plays many on the fast path (`diamant.games.diamant.engine.fast`): the same games for the same seeds,
bot names resolved once per run, each bot's `decide` called directly with its seat's view. With
`jobs > 1` the games are spread over worker processes; the statistics do not depend on `jobs`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from types import CodeType
from typing import Any, Callable, Sequence

from diamant.botguard import BUILT, built
from diamant.botrun import isolated_bots, play_ranges, prepare_run
from diamant.games.diamant.engine import BOT, Decision, Game, GameRecord, Phase, RoundEnd, Ruleset, SeatInfo
from diamant.games.diamant.engine.fast import COMPILED, BadAnswer, play
from diamant.plugins import plugin_seed

from .base import BOTS, BotError, bot_factory, bot_seed, decide_function, make_bot, meet_table
from .guard import (DEFAULT_TIMEOUT, SHIELD, FrameWatchdog, IsolatedBot, TookTooLong, culprit,
                    decision_code, failed, shielded, shown)

#: the sums of a range of games: (score sums, win sums, cards revealed by round, rounds seen by
#: round, disasters)
RangeSums = tuple[list[int], list[int], list[int], list[int], int]

Decider = Callable[..., Decision]
#: where the game's own code is (a plugin bot's decision running code from here is not its own)
GAME_FILES = str(Path(__file__).resolve().parents[3]) + os.sep
WIN_UNITS = 840  # a game's win, in units every tie (1 to 8 winners) splits exactly: lcm(1..8)


@dataclass
class GameResult:
    game: Game
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def seat_bots(names: Sequence[str], players: int) -> list[str]:
    """Fewer names than seats: the last one fills the rest."""
    names = [n for n in names if n]
    if not names:
        raise ValueError("at least one bot name is needed")
    if len(names) > players:
        raise ValueError(f"{len(names)} bots named for {players} seats")
    return list(names) + [names[-1]] * (players - len(names))


def play_game(ruleset: Ruleset, bots: Sequence[str], seed: int, *,
              deciders: Sequence[Decider] | None = None, events: bool = False) -> GameResult:
    """Play one whole game. Each bot gets its own seeded instance and only its seat's view."""
    players = len(bots)
    game = Game(ruleset, players, seed, events=events)
    if deciders is None:
        deciders = [make_bot(name, bot_seed(seed, s), s) for s, name in enumerate(bots)]
        meet_table(deciders, bots)
    game.start()
    view = game.view
    decide_all = game.decide_all
    deciding = Phase.DECIDING
    while game.phase is deciding:
        decide_all({s: deciders[s](view(s)) for s in game.awaiting})
    return GameResult(game, game.scores(), game.winners())


def game_seed(seed: int, g: int) -> int:
    """The seed of game `g` of a run with seed `seed`."""
    return (seed * 1_000_033 + g) % (2**63)


def is_plugin(name: str) -> bool:
    """A third-party bot (package.module:name), not a built-in level."""
    return name not in BOTS


def _play_range(ruleset: Ruleset, names: Sequence[str], seed: int, start: int, stop: int,
                records: Path | None,
                progress: Callable[[int], None] | None = None,
                bot_timeout: float = 0.0, isolate: bool = False, key: bytes = b"") -> RangeSums:
    """Games start..stop-1 of a run: (score sums, win sums in WIN_UNITS, cards revealed by round,
    rounds seen by round, disasters). Integer sums, so any split of a run adds up the same.

    Plugin bots are guarded (diamant.games.diamant.bots.guard): `bot_timeout` seconds per decision (0: none);
    `isolate` runs each plugin seat's bot in a process of its own, whose seed is hashed with
    `key` (`diamant.plugins.plugin_seed`)."""
    if isolate and any(is_plugin(n) for n in names):
        with isolated_bots(names, is_plugin, lambda n, s: IsolatedBot(
                n, s, bot_timeout or DEFAULT_TIMEOUT)) as isolated:
            return _play_games(ruleset, names, seed, start, stop, records, progress, isolated, {},
                               0.0, None, key)
    # the watchdog's thread only when a plugin bot is at the table: built-in bots are not timed,
    # and a thread waking the main one many times a second costs a CPU-bound loop its pace on a
    # busy machine (each wake-up asks the main thread to hand over the GIL)
    timeout = bot_timeout if any(is_plugin(n) for n in names) else 0.0
    # the first code of each plugin bot's decision, by the bot's name: the watchdog times the
    # frames running them, and an error coming out of one names its bot (no wrapper per call);
    # the shared wrappers' ("": their frame names the bot) too, and `built` (constructors)
    codes: dict[CodeType, str] = {SHIELD: ""} if SHIELD is not None else {}
    codes[BUILT] = ""
    with FrameWatchdog(timeout, codes) as watchdog:
        return _play_games(ruleset, names, seed, start, stop, records, progress, {}, codes,
                           timeout, watchdog, key)


def _play_games(ruleset: Ruleset, names: Sequence[str], seed: int, start: int, stop: int,
                records: Path | None, progress: Callable[[int], None] | None,
                isolated: dict[int, IsolatedBot], codes: dict[CodeType, str],
                timeout: float, watchdog: FrameWatchdog | None, key: bytes) -> RangeSums:
    players = len(names)
    # names resolved once per run (an isolated bot's module is imported in its process only)
    factories = {name: bot_factory(name) for name in set(names)
                 if not any(names[s] == name for s in isolated)}
    # per seat, once per run: its factory and whether its bot is a plugin (guarded); the loop
    # below runs once per game and is part of `diamant simulate`'s games per second
    seat_makers = [(s, factories.get(name), is_plugin(name)) for s, name in enumerate(names)]
    labels = tuple(names)
    # which seats' bots are asked for a meet method: a plugin's every game, a built-in level's
    # until its first bot has none (a level makes the same class of bot every game)
    asks = [True] * players
    # per plugin seat: the decide method (its function) whose code `codes` names, once checked
    named: list[object] = [None] * players
    ruleset_dict = ruleset.to_dict()
    seats = [SeatInfo(f"{name} {s + 1}", BOT, name) for s, name in enumerate(names)]
    score_sum = [0] * players
    win_sum = [0] * players
    cards_by_round = [0] * ruleset.rounds
    rounds_seen = [stop - start] * ruleset.rounds
    disasters = 0
    disaster = RoundEnd.DISASTER
    keep = records is not None
    everyone = range(players)
    for g in range(start, stop):
        gs = game_seed(seed, g)
        fns: list[Decider] = []
        meets: list[Callable[[tuple[str | None, ...]], object]] = []  # this game's bots that meet the table
        for s, make, plugin in seat_makers:
            if make is None:  # an isolated seat (only those have no factory here)
                # keyed: the child cannot work the game's seed back from it (nor try seeds)
                isolated[s].new_game(plugin_seed(bot_seed(gs, s), key), ruleset_dict)
                fns.append(isolated[s].decide)
                continue
            if plugin:  # built under the watchdog: a constructor that loops is stopped
                bot = built(names[s], make, plugin_seed(bot_seed(gs, s), key) if key else bot_seed(gs, s),
                            s, watchdog, BotError)
            else:
                bot = make(bot_seed(gs, s), s)
            decide = getattr(bot, "decide", None)
            fn = decide if callable(decide) else decide_function(bot, names[s])
            if plugin:
                method = getattr(fn, "__func__", None)  # the usual bot: the same method every game
                if method is None or method is not named[s]:
                    named[s] = None
                    code = decision_code(fn)
                    if code is None or codes.get(code, names[s]) != names[s] or code is SHIELD or \
                            code.co_filename.startswith(GAME_FILES):
                        # its frames cannot name it (C code, or code of the game or of another
                        # bot): a wrapper around each call does
                        fn = shielded(names[s], fn, timeout)
                    else:
                        codes[code] = names[s]
                        named[s] = method
            fns.append(fn)
            if asks[s]:
                meet = getattr(getattr(bot, "bot", bot), "meet", None)  # as meet_table finds it
                if callable(meet):
                    meets.append(meet)
                elif not plugin:
                    asks[s] = False
        for meet in meets:  # once every seat's bot is made, as meet_table does
            meet(labels)
        try:
            result = play(ruleset, players, gs, fns, record=keep)
        except (Exception, SystemExit, TookTooLong) as exc:
            if not isinstance(exc, BotError):  # (a shielded bot's error names it already)
                name = culprit(exc, codes) if codes else None
                if name:  # raised in a plugin bot's decision, or its time ran out there
                    raise failed(name, exc, timeout) from None
                if isinstance(exc, BadAnswer):  # (a str subclass is said by its type: see shown)
                    raise BotError(f"bot {names[exc.seat]!r} answered {shown(exc.answer)}, "
                                   f"not 'continue' or 'leave'") from None
            raise  # the game's own error, or a shielded bot's: as it is
        scores = result.scores
        winners = result.winners
        share = WIN_UNITS // len(winners)
        for s in everyone:
            score_sum[s] += scores[s]
        for w in winners:
            win_sum[w] += share
        for r in result.rounds:  # every game plays every round: round r is rounds[r - 1]
            cards_by_round[r.round - 1] += r.cards_revealed
            if r.reason is disaster:
                disasters += 1
        if keep:
            game = result.to_game()
            assert records is not None  # keep says so
            GameRecord.of(game, seats, {"simulate_game": g}).save(
                records / f"game-{g:06d}.json", game)
        if progress is not None:
            progress(g + 1)
    return score_sum, win_sum, cards_by_round, rounds_seen, disasters


def _worker(args: tuple[str, bool, Sequence[str], int, int, int, Path | None, float, bool, bytes]
            ) -> RangeSums:
    edition, secret, names, seed, start, stop, records, bot_timeout, isolate, key = args
    return _play_range(Ruleset.preset(edition, secret_chests=secret), names, seed, start, stop,
                       records, None, bot_timeout, isolate, key)


def simulate(edition: str, players: int, bots: Sequence[str], games: int, seed: int, *,
             secret_chests: bool = False, records: Path | None = None,
             progress: Callable[[int, int], None] | None = None, jobs: int = 1,
             bot_timeout: float = DEFAULT_TIMEOUT, isolate: bool = False,
             plugin_key: bytes | None = None) -> dict[str, Any]:
    """Play `games` games and return the statistics `diamant simulate --json` prints.

    `jobs > 1` plays them in that many worker processes; the result is the same for any `jobs`.
    Plugin bots are guarded (see diamant.games.diamant.bots.guard): a decision longer than `bot_timeout`
    seconds, an error or a nonsense answer stops the run with BotError naming the bot;
    `isolate` runs each of them in a process of its own. A plugin's seed is hashed with
    `plugin_key`; by default a fresh random key when isolated (a child cannot try seeds: such a
    run repeats only given the same key, when its plugins use their seed), none in process (the
    run's seed repeats it; in process a bot can read anything anyway).
    """
    ruleset = Ruleset.preset(edition, secret_chests=secret_chests)
    ruleset.check_players(players)
    names = seat_bots(bots, players)
    key = prepare_run(names, isolate, is_plugin, bot_factory, plugin_key, records)
    parts, elapsed = play_ranges(
        games, jobs, 2000,
        lambda a, b, step: _play_range(ruleset, names, seed, a, b, records, step, bot_timeout,
                                       isolate, key),
        _worker,
        lambda a, b: (edition, secret_chests, names, seed, a, b, records, bot_timeout, isolate, key),
        progress, BotError)
    score_sum = [sum(p[0][s] for p in parts) for s in range(players)]
    win_sum = [sum(p[1][s] for p in parts) for s in range(players)]
    cards_by_round = [sum(p[2][r] for p in parts) for r in range(ruleset.rounds)]
    rounds_seen = [sum(p[3][r] for p in parts) for r in range(ruleset.rounds)]
    disasters = sum(p[4] for p in parts)
    rounds_total = sum(rounds_seen)
    return {
        "games": games,
        "edition": ruleset.name,
        "players": players,
        "seed": seed,
        "seats": [{"seat": s, "bot": names[s], "mean_score": score_sum[s] / games if games else 0.0,
                   "win_share": win_sum[s] / (WIN_UNITS * games) if games else 0.0}
                  for s in range(players)],
        "cards_revealed_mean_by_round": [c / n if n else 0.0
                                         for c, n in zip(cards_by_round, rounds_seen)],
        "hazard_end_share": disasters / rounds_total if rounds_total else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else float("inf"),
        "engine_core": "compiled" if COMPILED else "pure",  # which fast-engine loop ran them
    }
