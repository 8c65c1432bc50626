"""The `diamant` command: the game (no arguments), and tools for players and developers.

  diamant                      open the game
  diamant --smoke-test         play a whole bots-only game through the real scenes, headless
  diamant --speech-to FILE     open the game; every spoken announcement also goes to FILE
  diamant simulate ...         play many bots-only games headless and print statistics
  diamant replay RECORD.json   re-run a game record (Diamant or Diamonds Club) and print its log
                               (--lang) and scores; --watch opens the replay viewer
  diamant analyse RECORD.json  the coach: every decision of a record with its odds and the
                               master's win chances for both options (a Diamonds Club record:
                               the master's choice and what each choice cost); --seat N,
                               --json, --lang
  diamant screenshots --out D  render every scene to PNG
  diamant gallery --out F      render a sheet of every card and token
  diamant monkey ...           random input against the real app, checking invariants
  diamant host ...             a network table without a window (remote seats and bots)
  diamant join CODE --bot B    play a seat of a network table with a bot
  diamant relay --port P       forward between hosts and clients (rooms in memory only)

Misuse (unknown option, bad value) prints a clear message and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NoReturn, Sequence

from diamant import __version__, crash

if TYPE_CHECKING:  # pragma: no cover
    from diamant.games.diamant.engine import GameRecord
    from diamant.i18n import Localizer

EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """Misuse is one line on stderr (no usage block first) and exit status 2: a script
        reading the first line of stderr reads why."""
        self.exit(EXIT_USAGE, printable(f"{self.prog}: {' '.join(message.split())} "
                                        f"(see '{self.prog} --help')") + "\n")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"expected between 0 and 3600 seconds, got {text}")
    return value


MAX_GAMES = 100_000_000  # hours of play even at the fastest; more is a typing slip


def _simulate_limits(args: argparse.Namespace) -> str | None:
    """Fit --jobs to the machine (a note on stderr says so); refuse an absurd --games."""
    import os
    if args.games > MAX_GAMES:
        return f"--games {args.games} is more than {MAX_GAMES:,} games; run several smaller runs"
    if getattr(args, "isolate", False) and getattr(sys, "frozen", False):
        return "--isolate needs Python itself (pip install diamant), not the packaged game"
    cores = os.cpu_count() or 1
    if args.jobs > cores:
        print(f"diamant simulate: note: --jobs {args.jobs} lowered to {cores}, the number of "
              f"cores of this machine", file=sys.stderr)
        args.jobs = cores
    return None


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x720, got {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is out of range")
    return w, h


def _scale(text: str) -> float:
    """An interface scale as a percentage (150) or a factor (1.5), 100 % to 200 %."""
    try:
        v = float(text.strip().rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a scale like 150 (per cent), got {text!r}") from None
    if v > 10:
        v /= 100
    if not 1.0 <= v <= 2.0:
        raise argparse.ArgumentTypeError(f"scale {text} is out of range (100 to 200 per cent)")
    return v


def _languages() -> tuple[str, ...]:
    from diamant.i18n import LANGUAGE_CODES
    return LANGUAGE_CODES


def build_parser() -> argparse.ArgumentParser:
    from diamant.games.diamant.engine import PRESET_NAMES

    p = _Parser(prog="diamant", description="Diamant: the push-your-luck cave expedition.")
    p.add_argument("--version", action="version", version=f"Diamant {__version__}")
    p.add_argument("--smoke-test", action="store_true",
                   help="play one whole bots-only game through the real scenes and exit")
    p.add_argument("--game", dest="play_game", choices=("diamant", "club"), default="diamant",
                   help="with --smoke-test: which game, diamant (default) or club (Diamonds Club)")
    p.add_argument("--lang", help="language code (en, ru, pl, sr-Latn, sr-Cyrl, ja)")
    p.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--fullscreen", action="store_true", help="start full screen")
    p.add_argument("--size", type=_size, help="window size, e.g. 1280x720")
    p.add_argument("--speech-to", type=Path, metavar="FILE",
                   help="write every spoken announcement to FILE, one line each (whether or not "
                        "Speak is on in Settings)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    s = sub.add_parser("simulate", help="play bots-only games headless and print statistics")
    s.add_argument("--game", choices=("diamant", "club"), default="diamant",
                   help="which game: diamant (default) or club (Diamonds Club)")
    s.add_argument("--edition", choices=PRESET_NAMES, default=None,
                   help="Diamant's edition (default: classic); not for Diamonds Club")
    s.add_argument("--players", type=_positive_int, default=4)
    s.add_argument("--bots", default="random",
                   help="comma-separated bot names (built-in or package.module:name); "
                        "the last one fills the remaining seats")
    s.add_argument("--games", type=_positive_int, default=1000)
    s.add_argument("--seed", type=_int, default=1)
    s.add_argument("--secret-chests", action="store_true")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.add_argument("--records", type=Path, help="save every game's record in this folder")
    s.add_argument("--jobs", type=_positive_int, default=1,
                   help="worker processes (the statistics are the same for any number); "
                        "at most the machine's cores")
    s.add_argument("--isolate", action="store_true",
                   help="run each plugin bot in a process of its own, seeing only its view")
    s.add_argument("--bot-timeout", type=_seconds, default=None, metavar="SECONDS",
                   help="the longest a plugin bot may take for one decision (default 5)")

    r = sub.add_parser("replay", help="re-run a game record and print its log and scores")
    r.add_argument("record", type=Path)
    r.add_argument("--json", action="store_true", help="print the events and scores as JSON")
    r.add_argument("--lang", dest="log_lang", choices=_languages(), default=None,
                   help="the language of the log (default: English)")
    r.add_argument("--watch", action="store_true", help="open the replay viewer in a window")
    r.add_argument("--smoke-test", dest="replay_smoke", action="store_true",
                   help="with --watch: play the record through the viewer headless at full speed")
    r.add_argument("--size", dest="replay_size", type=_size, help="with --watch: window size")

    _add_analyse_parser(sub)

    sc = sub.add_parser("screenshots", help="render every scene to PNG files")
    sc.add_argument("--out", type=Path, default=Path("out/screenshots"))
    sc.add_argument("--lang", action="append", help="language(s) to render (default: all)")
    sc.add_argument("--size", type=_size, action="append", help="size(s) (default: 1280x720 and 1920x1080)")
    sc.add_argument("--scale", type=_scale, default=1.0, help="interface scale, 100 to 200 (per cent)")
    sc.add_argument("--scene", action="append", help="only this scene (repeatable; default: every scene)")

    g = sub.add_parser("gallery", help="render a sheet of every card and token")
    g.add_argument("--out", type=Path, default=Path("docs/gallery.png"))
    g.add_argument("--size", type=_size, default=(1920, 1080))

    m = sub.add_parser("monkey", help="drive the real app headless with random input")
    m.add_argument("--events", type=_positive_int, default=20000)
    m.add_argument("--seed", type=_int, default=1)
    m.add_argument("--out", type=Path, default=Path("monkey-out"),
                   help="folder for the replay file written on a failure")
    m.add_argument("--replay", type=Path, help="re-run a monkey replay file")

    _add_net_parsers(sub)

    sub.add_parser("bench", help="the engine's speed against its committed baseline "
                                 "(benchmarks/bench_engine.py; its options follow)")
    return p


def _progress(games: int) -> Callable[[int, int], None]:
    step = max(1, games // 20)
    show = games >= 200 and sys.stderr is not None

    def progress(done: int, total: int) -> None:
        if show and (done % step == 0 or done == total):
            print(f"\r{done}/{total} games", end="" if done < total else "\n",
                  file=sys.stderr, flush=True)
    return progress


def _refuse_simulation(args: argparse.Namespace) -> int | None:
    """Exit 2 with one line when the run's size or its --records folder will not do."""
    problem = _simulate_limits(args)
    if problem is None and args.records is not None:
        problem = output_problem(args.records, folder=True)
    return None if problem is None else _refuse("simulate", problem)


def _run_simulation(run: Callable[[], dict[str, Any]], bot_error: type[Exception],
                    games: int) -> dict[str, Any] | int:
    """Either game's statistics, or the exit status after one line saying why the run stopped:
    a bot that failed (named by `bot_error`), or the records' disk."""
    try:
        return run()
    except BrokenPipeError:
        raise
    except bot_error as exc:
        if games >= 200 and sys.stderr is not None:
            print(file=sys.stderr)  # after the progress line
        print(printable(f"diamant simulate: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    except OSError as exc:  # --records: the disk filled up during the run
        return _refuse("simulate", f"cannot write the records: {exc}")


def _print_seats(stats: dict[str, Any]) -> None:
    print(f"{'seat':>4}  {'bot':<24} {'mean score':>10} {'win share':>9}")
    for seat in stats["seats"]:
        print(f"{seat['seat'] + 1:>4}  {seat['bot']:<24} {seat['mean_score']:>10.2f} "
              f"{seat['win_share']:>9.3f}")


def _built(name: str, make: Any, args: argparse.Namespace, error: type[Exception]) -> Any:
    """A seat's bot built once to check it, a plugin's under the time limit of its decisions
    (a constructor that never returns is stopped as a decision is)."""
    from diamant.botguard import DEFAULT_TIMEOUT, Watchdog, built
    if ":" not in name:
        return make(0, 0)
    limit = DEFAULT_TIMEOUT if args.bot_timeout is None else args.bot_timeout
    with Watchdog(limit) as watchdog:
        return built(name, make, 0, 0, watchdog, error)


def _cmd_simulate_club(args: argparse.Namespace) -> int:
    from diamant.games.club.bots import ClubBotError, bot_factory, decide_function, seat_bots
    from diamant.games.club.simulate import check_players, is_plugin, simulate

    if args.edition is not None or args.secret_chests:
        print("diamant simulate: --edition and --secret-chests are Diamant's; Diamonds Club has "
              "neither", file=sys.stderr)
        return EXIT_USAGE
    try:
        check_players(args.players)
        names = seat_bots(args.bots.split(","), args.players)
        for name in sorted(set(names)):  # fail fast on a bot that cannot be found or built
            if not (args.isolate and is_plugin(name)):  # (isolated: loaded in its process)
                decide_function(_built(name, bot_factory(name), args, ClubBotError), name)
    except ClubBotError as exc:
        print(printable(f"diamant simulate: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    refused = _refuse_simulation(args)
    if refused is not None:
        return refused
    timeout = {} if args.bot_timeout is None else {"bot_timeout": args.bot_timeout}
    stats = _run_simulation(lambda: simulate(args.players, names, args.games, args.seed,
                                             records=args.records, progress=_progress(args.games),
                                             jobs=args.jobs, isolate=args.isolate, **timeout),
                            ClubBotError, args.games)
    if isinstance(stats, int):
        return stats
    if args.json:
        print(json.dumps(stats))
        return 0
    print(f"{stats['games']} games of Diamonds Club, {stats['players']} players, "
          f"seed {stats['seed']}  ({stats['games_per_second']:.1f} games/s)")
    _print_seats(stats)
    print(f"rounds per game (mean): {stats['rounds_mean']:.2f}")
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    if args.game == "club":
        return _cmd_simulate_club(args)
    args.edition = args.edition or "classic"
    from diamant.games.diamant.bots import BotError, simulate
    from diamant.games.diamant.engine import Ruleset, RulesError

    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    try:
        ruleset = Ruleset.preset(args.edition, secret_chests=args.secret_chests)
        ruleset.check_players(args.players)
        if len(names) > args.players:
            raise RulesError(f"{len(names)} bots named for {args.players} seats")
        from diamant.games.diamant.bots import as_decider
        from diamant.games.diamant.bots.base import bot_factory
        from diamant.games.diamant.bots.runner import is_plugin
        for name in set(names):
            if not (args.isolate and is_plugin(name)):  # (isolated: loaded in its process)
                # fail fast on an unknown bot, before any game is played
                as_decider(_built(name, bot_factory(name), args, BotError), name)
    except (RulesError, BotError) as exc:
        print(printable(f"diamant simulate: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    if not names:
        print("diamant simulate: --bots needs at least one bot name", file=sys.stderr)
        return EXIT_USAGE
    refused = _refuse_simulation(args)
    if refused is not None:
        return refused
    timeout = {} if args.bot_timeout is None else {"bot_timeout": args.bot_timeout}
    stats = _run_simulation(lambda: simulate(args.edition, args.players, names, args.games, args.seed,
                                             secret_chests=args.secret_chests, records=args.records,
                                             progress=_progress(args.games), jobs=args.jobs,
                                             isolate=args.isolate, **timeout), BotError, args.games)
    if isinstance(stats, int):
        return stats
    if args.json:
        print(json.dumps(stats))
        return 0
    print(f"{stats['games']} games of {stats['edition']}, {stats['players']} players, "
          f"seed {stats['seed']}  ({stats['games_per_second']:.0f} games/s, "
          f"{stats['engine_core']} core)")  # which loop ran: figures of the two differ by ~1.5x
    _print_seats(stats)
    cards = ", ".join(f"{c:.2f}" for c in stats["cards_revealed_mean_by_round"])
    print(f"cards revealed per round (mean): {cards}")
    print(f"rounds ended by disaster: {stats['hazard_end_share']:.1%}")
    return 0


def read_record_file(path: Path) -> "GameRecord":
    """The game record in the file `path`, read as the game reads its own files (a regular file
    of at most 4 MB, UTF-8 with or without a byte-order mark, JSON nested at most 32 deep, finite
    numbers, names without control characters). Raises RecordError with one line that says why."""
    from diamant.games.diamant.engine import GameRecord, RecordError
    from diamant.storage.files import DamagedFile, parse_json, read_bytes
    try:
        data = parse_json(read_bytes(path))
    except FileNotFoundError:
        raise RecordError("no such record") from None
    except DamagedFile as exc:
        raise RecordError(exc.reason) from None
    except OSError as exc:
        raise RecordError(f"cannot read it: {exc.strerror or exc}") from None
    return GameRecord.from_dict(data)


_UNPRINTABLE = None


def printable(text: str) -> str:
    """`text` with control characters (and anything else a terminal could take for a command)
    shown as escapes: a name in a record cannot move the cursor or clear the screen."""
    import re
    global _UNPRINTABLE
    if _UNPRINTABLE is None:
        _UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
    return _UNPRINTABLE.sub(lambda m: m.group().encode("unicode_escape", "backslashreplace")
                            .decode("ascii"), text)


def _tolerant_stdout() -> None:
    """A terminal that cannot show some letters (not UTF-8) gets escapes, not an error."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a stream already in use another way: leave it
                pass


def _record_kind(path: Path) -> str:
    """What a file given to `replay` says it is: "club" (a Diamonds Club record), "save" (a
    game in progress of either game: an autosave, or one set aside in unfinished/) or "" (left
    to Diamant's loader, which says what is wrong with anything unreadable)."""
    from diamant.storage.files import DamagedFile, parse_json, read_bytes
    from diamant.storage.migrations import SAVE_FORMAT
    from diamant.games.club.history import CLUB_SAVE_FORMAT
    try:  # read as every record is read: a regular file, size and depth capped
        data = parse_json(read_bytes(path))
    except (OSError, DamagedFile):
        return ""
    if not isinstance(data, dict):
        return ""
    if data.get("format") in (SAVE_FORMAT, CLUB_SAVE_FORMAT):
        return "save"
    return "club" if data.get("game") == "club" or data.get("format") == "diamonds-club-record" else ""


#: why `replay` does not take a save: it holds a game still to be played, which the app continues
#: (its record inside is cut wherever the players stopped, and its seats are the table's)
SAVE_REFUSED = ("this is a game in progress (a save), not a game record: continue it in the app, "
                "with Continue on the title screen or, for a game set aside in unfinished/, "
                "Past games -> Continue this game")


def _cmd_replay_club(args: argparse.Namespace) -> int:
    from diamant.games.club import ClubGame, ClubRecordError
    from diamant.games.club.record import load_record

    try:
        record = load_record(args.record)
        game, events = ClubGame.replay(record)
        if not args.json and not game.is_over:
            raise ClubRecordError(f"the record stops before the end of the game (round "
                                  f"{game.state()['round']}, {len(game.actions)} actions): "
                                  f"it is truncated")
    except ClubRecordError as exc:
        print(printable(f"diamant replay: {args.record}: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        print(json.dumps({"game": "club", "events": [e.to_dict() for e in events],
                          "scores": game.scores(), "winners": list(game.winners()),
                          "finished": game.is_over}, ensure_ascii=False))
        return 0
    if args.watch:
        from diamant.games.club.screens.watch import watch
        from diamant.shell.scenes.crash import guarded_in
        return watch(record, lang=args.log_lang or args.lang, smoke=args.replay_smoke,
                     size=args.replay_size or args.size, guard=guarded_in)
    from diamant.games.club import log as club_log
    from diamant.i18n import Localizer

    loc = Localizer(args.log_lang or args.lang or "en")
    names = club_log.seat_names(record)
    for line in club_log.render_all(club_log.entries(events), loc, names, club_log.record_viewer(record)):
        print(printable(line))
    totals = [s["total"] for s in game.scores()]
    print(printable(_scores_line(loc, names, totals)))
    return 0


def _scores_line(loc: Localizer, names: Sequence[str], totals: Sequence[int]) -> str:
    """The replay's last line, each seat's final score, in the log's language."""
    return loc.t("replay-scores", scores=loc.format_list(
        [loc.t("replay-score", name=name, points=points) for name, points in zip(names, totals)]))



def _cmd_replay(args: argparse.Namespace) -> int:
    from diamant.games.diamant.engine import RecordError, replay
    from diamant.games.diamant.engine.log import checked_replay

    _tolerant_stdout()
    kind = _record_kind(args.record)
    if kind == "save":
        print(printable(f"diamant replay: {args.record}: {SAVE_REFUSED}"), file=sys.stderr)
        return EXIT_USAGE
    if kind == "club":
        return _cmd_replay_club(args)
    try:
        record = read_record_file(args.record)
        if args.json:  # as it always was: whatever the record holds, finished or not
            game, events = replay(record)
        else:
            game, events = checked_replay(record)
    except RecordError as exc:
        print(printable(f"diamant replay: {args.record}: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        print(json.dumps({"events": [e.to_dict() for e in events],
                          "scores": list(game.scores()), "winners": list(game.winners()),
                          "finished": game.is_over}, ensure_ascii=False))
        return 0
    if args.watch:
        from diamant.games.diamant.screens.watch import watch
        return watch(record, lang=args.log_lang or args.lang, smoke=args.replay_smoke,
                     size=args.replay_size or args.size)
    from diamant.games.diamant import logbook
    from diamant.i18n import Localizer

    loc = Localizer(args.log_lang or args.lang or "en")
    for line in logbook.render_all(logbook.entries(events), loc, [s.name for s in record.seats],
                                   logbook.record_viewer(record), record.theme):
        print(printable(line))
    print(printable(_scores_line(loc, [s.name for s in record.seats], list(game.scores()))))
    return 0


def output_problem(path: Path, folder: bool) -> str | None:
    """Why `path` cannot take our output (a folder to fill, or else one file), or None. Checked
    by writing (and removing) a scratch file, since permissions alone do not tell (a read-only
    mount, a full disk, a file where a folder should be)."""
    import os
    import tempfile
    where = path if folder else path.parent
    if folder and path.exists() and not path.is_dir():
        return f"{path} is a file, not a folder"
    if not folder and path.is_dir():
        return f"{path} is a folder; give a file name, e.g. {path / 'gallery.png'}"
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, scratch = tempfile.mkstemp(dir=where, prefix=".diamant-check-")
        os.close(fd)
        os.unlink(scratch)
    except OSError as exc:
        return f"cannot write to {where}: {exc.strerror or exc}"
    return None


def _refuse(command: str, problem: str) -> int:
    print(printable(f"diamant {command}: {problem}"), file=sys.stderr)
    return EXIT_USAGE


def _cmd_gallery(args: argparse.Namespace) -> int:
    problem = output_problem(args.out, folder=False)
    if problem is not None:
        return _refuse("gallery", problem)
    import pygame
    from diamant_dev.gallery import render_gallery  # a developer tool, loaded only for this command
    try:
        render_gallery(args.out, *args.size)
    except (OSError, pygame.error) as exc:
        return _refuse("gallery", f"cannot write {args.out}: {exc}")
    print(f"wrote {args.out}")
    return 0


def _add_analyse_parser(sub: "argparse._SubParsersAction[_Parser]") -> None:
    a = sub.add_parser("analyse", help="the coach: review every decision of a game record "
                                       "(Diamant or Diamonds Club)")
    a.add_argument("record", type=Path)
    a.add_argument("--seat", type=_int, default=None,
                   help="review only this seat (0-based; default: every seat)")
    a.add_argument("--json", action="store_true",
                   help="print one JSON list, one object per decision")
    a.add_argument("--lang", dest="coach_lang", choices=_languages(), default=None,
                   help="the language of the text (default: English)")


#: the most decisions `analyse` reviews in one run: a usual game has a few hundred, each costing
#: the master's deals (about 0.1 s); a record within the rulesets' bounds can hold 200,000
MAX_REVIEWED = 5_000


def _cmd_analyse_club(args: argparse.Namespace) -> int:
    from diamant.games.club import ClubRecordError
    from diamant.games.club import log as club_log
    from diamant.games.club.coach import analyse, render
    from diamant.games.club.record import load_record

    try:
        record = load_record(args.record)
        actions = len(record["actions"])
        if args.seat is None and actions > MAX_REVIEWED:  # a game far past any real one
            return _refuse("analyse", f"{args.record}: {actions:,} actions to review, more "
                                      f"than {MAX_REVIEWED:,}; review one seat with --seat")
        reviews = analyse(record, None if args.seat is None else [args.seat])
    except ClubRecordError as exc:
        print(printable(f"diamant analyse: {args.record}: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    return _print_reviews(args, reviews, lambda loc: render(reviews, club_log.seat_names(record), loc))


def _cmd_analyse(args: argparse.Namespace) -> int:
    from diamant.games.diamant.bots.coach import analyse, render
    from diamant.games.diamant.engine import GameRecord, RecordError

    kind = _record_kind(args.record)
    if kind == "save":
        print(printable(f"diamant analyse: {args.record}: {SAVE_REFUSED}"), file=sys.stderr)
        return EXIT_USAGE
    if kind == "club":
        return _cmd_analyse_club(args)
    try:
        record = GameRecord.load(args.record)
        wanted = [d for d in record.decisions if args.seat is None or d[0] == args.seat]
        if len(wanted) > MAX_REVIEWED:  # a long custom game: hours of the master's deals
            return _refuse("analyse", f"{args.record}: {len(wanted):,} decisions to review, more "
                                      f"than {MAX_REVIEWED:,}; review one seat with --seat")
        reviews = analyse(record, None if args.seat is None else [args.seat])
    except RecordError as exc:
        print(printable(f"diamant analyse: {args.record}: {exc}"), file=sys.stderr)
        return EXIT_USAGE
    return _print_reviews(args, reviews, lambda loc: render(reviews, [s.name for s in record.seats], loc))


def _print_reviews(args: argparse.Namespace, reviews: Sequence[Any],
                   lines: Callable[[Any], Sequence[str]]) -> int:
    """A coach's reviews, as JSON (--json) or as text in the coach's language; both games'."""
    if args.json:
        print(json.dumps([r.to_dict() for r in reviews], ensure_ascii=False))
        return 0
    from diamant.i18n import Localizer

    for line in lines(Localizer(args.coach_lang or args.lang or "en")):
        print(printable(line))
    return 0


def _port(text: str) -> int:
    value = _int(text)
    if not 0 <= value < 65536:
        raise argparse.ArgumentTypeError(f"expected a port from 0 to 65535, got {value}")
    return value


def _relay_url(text: str) -> str:
    from diamant.net.invite import InviteError, relay_url
    try:
        url = relay_url(text)
    except InviteError as exc:
        raise argparse.ArgumentTypeError(f"{exc} (got {text[:60]!r})") from None
    if not url:
        raise argparse.ArgumentTypeError("expected a relay address like host:port or ws://host:port")
    return url


def _add_net_parsers(sub: "argparse._SubParsersAction[_Parser]") -> None:
    """Network play without a window (diamant.net.commands)."""
    h = sub.add_parser("host", help="run a table for remote players and bots, without a window")
    h.add_argument("--game", choices=("diamant", "club"), default="diamant")
    h.add_argument("--seats", default="remote,bot:steady,bot:steady",
                   help="comma-separated seats: remote, remote:BOT (BOT plays it while its player is "
                        "away) or bot:NAME (played here)")
    h.add_argument("--edition", default=None, help="Diamant's edition (default: classic)")
    h.add_argument("--seed", type=_int, default=None)
    h.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    h.add_argument("--port", type=_port, default=None, help="listen for direct connections (0: any free port)")
    h.add_argument("--relay", type=_relay_url, default=None,
                   help="open a room at this relay (default: the relay of the settings, if no --port)")
    h.add_argument("--grace", type=_seconds, default=30.0, metavar="SECONDS",
                   help="how long a dropped seat waits for its player before its bot plays it")
    h.add_argument("--decision-time", type=_seconds, default=None, metavar="SECONDS",
                   help="a remote seat's time for one decision (then its bot decides)")
    h.add_argument("--join-timeout", type=_seconds, default=600.0, metavar="SECONDS")
    h.add_argument("--record-out", type=Path, default=None, help="write the game's record here")
    h.add_argument("--invite-file", type=Path, default=None, help="also write the invite code here")
    h.add_argument("--save", type=Path, default=None,
                   help="keep the table in this file after every step (it holds the seed and the seat tokens)")
    h.add_argument("--resume", type=Path, default=None,
                   help="go on with a table kept by --save: the same seats, taken back with their tokens")

    j = sub.add_parser("join", help="play a seat at a remote table with a bot")
    j.add_argument("code", help="the invite code (or ws://host:port)")
    j.add_argument("--bot", required=True, help="the bot that plays the seat")
    j.add_argument("--name", default=None)
    j.add_argument("--seat", type=_int, default=None, help="the seat to take (default: the first free one)")
    j.add_argument("--connect-timeout", type=_seconds, default=5.0, metavar="SECONDS")
    j.add_argument("--record-out", type=Path, default=None,
                   help="write the record (or what was seen, if the host left) here")

    r = sub.add_parser("relay", help="forward between hosts and clients that cannot reach each other")
    r.add_argument("--port", type=_port, required=True)
    r.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    r.add_argument("--max-rooms", type=_positive_int, default=5000)


def _cmd_bench(args: argparse.Namespace) -> int:
    import runpy
    root = Path(__file__).resolve().parents[1]
    script = root / "benchmarks" / "bench_engine.py"
    if not script.exists():
        print("diamant bench: benchmarks/bench_engine.py is not in this installation",
              file=sys.stderr)
        return 1
    saved = sys.argv
    sys.argv = [str(script), *args.bench_args]  # the script reads its own options (--help)
    try:
        runpy.run_path(str(script), run_name="__main__")
    except SystemExit as done:  # its exit status: 1 when a line fell below its baseline
        return done.code if isinstance(done.code, int) else 1
    finally:
        sys.argv = saved
    return 0


def register_game_files() -> None:
    """Each game's files, registered with storage (which knows no game) by a module of the game
    (no pygame: the command line reads and writes them headless), imported when storage first
    asks for them."""
    from diamant.storage import formats

    formats.declare("diamant", "diamant.games.diamant.history")
    formats.declare("club", "diamant.games.club.history")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "bench":  # only bench passes options on (to its script)
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    args.bench_args = rest
    # --lang is one language, or several for `screenshots` (a list)
    asked = args.lang if isinstance(args.lang, list) else [] if args.lang is None else [args.lang]
    for lang in asked:
        if lang not in _languages():
            parser.error(f"argument --lang: unknown language {lang!r} (choose from "
                         f"{', '.join(_languages())})")
    cmd = args.command
    if cmd is not None:
        _tolerant_stdout()  # a terminal that is not UTF-8 gets escapes for what it cannot show
        register_game_files()
    if cmd == "simulate":
        return _cmd_simulate(args)
    if cmd == "replay":
        return _cmd_replay(args)
    if cmd == "bench":
        return _cmd_bench(args)
    if cmd == "analyse":
        return _cmd_analyse(args)
    if cmd in ("host", "join", "relay"):
        from diamant.net.commands import run as net_run
        return net_run(cmd, args)
    if cmd == "screenshots":
        problem = output_problem(args.out, folder=True)
        if problem is not None:
            return _refuse("screenshots", problem)
        from diamant_dev.screenshots import main as screenshots_main  # a developer tool
        return screenshots_main(args)
    if cmd == "gallery":
        return _cmd_gallery(args)
    if cmd == "monkey":
        from diamant_dev.monkey import main as monkey_main
        return monkey_main(args)
    # no command: the game itself
    if args.speech_to is not None:
        problem = output_problem(args.speech_to, folder=False)
        if problem is not None:
            return _refuse("--speech-to", problem)
    if args.smoke_test and args.play_game == "club":
        from diamant.games.club.screens.smoke import smoke_test as club_smoke_test
        return club_smoke_test(args)
    from diamant.main import run
    return run(args)


def _standard_streams() -> None:
    """`diamant replay x.json >&-`: a standard stream closed at the start (Python then makes
    sys.stdout None) becomes the null device, so that output goes nowhere instead of failing,
    and no file opened later (the log) takes its number and receives what was meant for it."""
    import os
    for fd, name, mode in ((0, "stdin", os.O_RDONLY), (1, "stdout", os.O_WRONLY),
                           (2, "stderr", os.O_WRONLY)):
        try:
            os.fstat(fd)
            if getattr(sys, name) is not None:
                continue
        except OSError:
            try:
                null = os.open(os.devnull, mode)
                if null != fd:
                    os.dup2(null, fd)
                    os.close(null)
            except OSError:
                continue
        try:
            setattr(sys, name, open(fd, "r" if fd == 0 else "w", encoding="utf-8",
                                    errors="backslashreplace", closefd=False))
        except OSError:
            pass


def _closed_pipe_is_no_crash(fn: "Callable[[], int]") -> int:
    """`diamant replay x.json | head -1`: the reader closing the pipe ends the output, quietly
    (no traceback, no crash report); what is still buffered goes nowhere. A stream closed from
    the start is the null device (_standard_streams)."""
    _standard_streams()
    try:
        code = fn()
        if sys.stdout is not None:
            sys.stdout.flush()
        return code
    except BrokenPipeError:
        import os
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0


def entry() -> NoReturn:
    """The `diamant` program (console script, ``python -m diamant``, the executable): main() on
    the one crash path (diamant.crash: an uncaught error is logged, reported and shown; exit 1),
    then the process ends; after the game's window it ends at once (no wait for a bot still
    thinking on its worker thread: the game was autosaved)."""
    code = crash.guarded(_closed_pipe_is_no_crash, main)
    if "diamant.main" in sys.modules:
        from diamant.main import exit_process
        exit_process(code)
    sys.exit(code)


if __name__ == "__main__":
    sys.exit(main())
