"""One game being played at this screen: the engine, the seats, the bots' worker thread, autosave.

No drawing here (no pygame): the scenes ask the session what to show and send it the humans'
decisions; the session holds no rules, it passes everything to the engine and queues the engine's
events for the display.

Each seat's decisions come from a source (diamant.games.diamant.screens.seat_sources): a human at this screen (the
scenes call `choose`), a bot on the worker thread, or a player elsewhere (`RemoteSeat`); pass
`sources={seat: ...}` to put a seat somewhere else. A resumed game shows every bot the views of the
steps it played (`saves.replay_with_bots`, on the worker thread before its first thought), so the
bots are where they were when the game was saved.

Bots think on a single worker thread (``concurrent.futures``) so a slow bot never blocks the frame
loop: the scenes call :meth:`GameSession.update` every frame, which starts bots once the display has
caught up with the game (``ready``), polls finished thoughts, and applies a bot's decision once its
minimum visible think time has passed. A result is applied only if the game step it was computed
for is still the current one (a closed session, a resumed game or a finished step drop it).

The session keeps its game in a ``GameStore`` (the autosave after every resolved step, the
history once the game is over): the player's files (Diamant's saves and history) unless another is passed.

Secrecy: a human's decision goes into the engine at once (which only says *that* the seat decided),
and nothing here exposes it before the engine's ``DecisionsRevealed``. ``view(seat)`` is the
engine's per-seat view; the scenes use it for a seat's screen.
"""
from __future__ import annotations

import logging
import random
from collections import deque
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Callable, Mapping, Protocol

from diamant.games.diamant.bots import BOTS, LADDER, bot_seed, make_bot, meet_table
from diamant.games.diamant.bots import BotError
from diamant.games.diamant.bots.guard import IsolatedBot
from diamant.botguard import DEFAULT_TIMEOUT, PluginSeat, new_key
from diamant.plugins import allowed as allowed_plugins, may_load, plugin_seed
from diamant.ui.clock import Clock, SystemClock
from diamant.games.diamant.screens.names import bot_name, is_default_name, seat_names
from diamant.games.diamant.screens.seat_sources import BotOnWorker, LocalHuman, SeatSource
from diamant.games.diamant.engine import (BOT, HUMAN, PRESET_NAMES, SEAT_COLOUR_COUNT, Decision, DecisionsRevealed, Event, Game,
                            GameEnded, GameRecord, Phase, RoundEnded, RoundStarted, Ruleset, RulesError, SeatInfo,
                            SeatView, replay)
from diamant.games.diamant.engine.themes import THEMES, default_theme_for, theme_or_default
from diamant.games.diamant import history as _history, saves as _saves
from diamant.games.diamant.saves import replay_with_bots

log = logging.getLogger(__name__)
#: seconds a plugin bot at the table may take for one decision, as `simulate`'s default
PLUGIN_TIMEOUT = DEFAULT_TIMEOUT


def plugin_seat(name: str, seat: int, seed: int, ruleset: Ruleset, key: bytes,
                timeout: float | None = None) -> PluginSeat:
    """A plugin bot the player allowed, at seat `seat`, as `simulate --isolate` runs one: in a
    process of its own (started on the bots' worker thread at its first decision) that sees its
    view only and a seed keyed with `key` (it leads back to no game's seed), each decision
    awaited at most `timeout` seconds and its answer checked; once it fails, the built-in level
    that takes a refused seat plays on (see PluginSeat)."""
    limit = PLUGIN_TIMEOUT if timeout is None else timeout

    def start() -> IsolatedBot:
        process = IsolatedBot(name, seat, limit)
        try:
            process.new_game(plugin_seed(seed, key), ruleset.to_dict())
        except BotError:
            process.close()
            raise
        return process

    return PluginSeat(name, start, lambda process, view: process.decide(view),
                      make_bot(default_level("steady"), seed, seat), BotError)


_FALLBACK_LEVELS = ("counter-rule", "risk20", "gems10", "hazards2", "p85", "random")
THINK_TIME = (0.3, 0.8)  # seconds a bot visibly thinks at animation speed 1


def bot_levels() -> list[str]:
    """The bot levels offered in the lobby: the ladder if present, else whatever BOTS holds."""
    ladder = [name for name in LADDER if name in BOTS]
    if ladder:
        return ladder
    rest = [name for name in _FALLBACK_LEVELS if name in BOTS]
    return rest or sorted(BOTS)


def default_level(preferred: str) -> str:
    levels = bot_levels()
    if preferred in levels:
        return preferred
    return levels[min(len(levels) - 1, len(levels) // 2)]


# -------------------------------------------------------------------------------------------------
# the table
@dataclass
class SeatSetup:
    """The lobby's editable draft of a seat (the seat itself is the engine's SeatInfo: ``info()``;
    ``of(info)`` is the way back). A default name is "" (names.py)."""

    name: str
    kind: str = BOT  # engine HUMAN or BOT
    level: str | None = None  # a bot's level (SeatInfo.bot)
    colour: int = 0  # 0..SEAT_COLOUR_COUNT-1: art.SEAT_COLOURS / SEAT_SYMBOLS

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def info(self) -> SeatInfo:
        return SeatInfo(self.name, self.kind, self.level, self.colour)

    @classmethod
    def of(cls, info: SeatInfo, place: int = 0) -> "SeatSetup":
        """The draft of a recorded seat (``place``: its colour when the record has none); a bot
        whose level is not known here plays as the default level."""
        colour = info.colour if info.colour is not None else place
        if info.human:
            return cls(info.name, HUMAN, None, colour)
        return cls(info.name, BOT, info.bot if may_load(info.bot, BOTS) else default_level("steady"), colour)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @classmethod
    def from_dict(cls, d: Any) -> "SeatSetup":
        if not isinstance(d, dict):
            raise ValueError(f"not a seat: {d!r}")
        kind = HUMAN if d.get("kind") == HUMAN else BOT
        level = d.get("level")
        if kind == BOT:
            level = level if may_load(level, BOTS) else default_level("steady")
        else:
            level = None
        colour = d.get("colour", 0)
        colour = colour if isinstance(colour, int) and 0 <= colour < SEAT_COLOUR_COUNT else 0
        name = d.get("name")
        name = name.strip()[:24] if isinstance(name, str) else ""
        if is_default_name(name):
            name = ""  # a default name, worked out in the language of the moment (names.py)
        return cls(name, kind, level, colour)


@dataclass
class TableSetup:
    seats: list[SeatSetup] = field(default_factory=list)
    edition: str = "classic"
    secret_chests: bool = False
    seed: int | None = None
    # the card theme (diamant.games.diamant.engine.themes); None: the language's default (the mine in Japanese)
    theme: str | None = None

    def theme_for(self, lang: str | None) -> str:
        """The theme this table plays with in language `lang`: the chosen one, or the default."""
        return self.theme if self.theme in THEMES else default_theme_for(lang)

    @classmethod
    def default(cls, loc: Any = None) -> "TableSetup":
        """One human and three bots (steady, counter, tactician): "Play" in one click. The names
        are default names (""): see names.py (`loc` is not needed any more)."""
        seats = [SeatSetup("", HUMAN, None, 0)]
        for i, pref in enumerate(("steady", "counter", "tactician")):
            seats.append(SeatSetup("", BOT, default_level(pref), i + 1))
        return cls(seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def ruleset(self) -> Ruleset:
        return Ruleset.preset(self.edition, secret_chests=self.secret_chests)

    def seat_limits(self) -> tuple[int, int]:
        """How many seats this table may have, at least and at most (the edition's rules)."""
        rules = self.ruleset()
        return rules.min_players, rules.max_players

    def fixed(self, loc: Any = None, *, name: bool = True) -> "TableSetup":
        """A copy that can be played: a known edition, as many seats as it allows, distinct
        colours, known bot levels, and (with `name`) every default name written out in `loc`'s
        language (names.py)."""
        edition = self.edition if self.edition in PRESET_NAMES else "classic"
        least, most = TableSetup(edition=edition).seat_limits()
        seats = [SeatSetup(s.name, s.kind, s.level, s.colour) for s in self.seats[:most]]
        while len(seats) < least:
            seats.append(SeatSetup("", BOT, default_level("steady"), 0))
        used: set[int] = set()
        for s in seats:
            if s.colour in used or not 0 <= s.colour < SEAT_COLOUR_COUNT:
                s.colour = next(c for c in range(SEAT_COLOUR_COUNT) if c not in used)
            used.add(s.colour)
            if s.kind != HUMAN:
                s.kind = BOT
                if not may_load(s.level, BOTS):  # a level, or a plugin the player allowed
                    s.level = default_level("steady")
            else:
                s.level = None
        if name:
            for s, shown in zip(seats, seat_names(seats, loc)):
                s.name = shown
        theme = self.theme if self.theme in THEMES else None
        return TableSetup(seats, edition, bool(self.secret_chests), self.seed, theme)

    def to_dict(self) -> dict[str, Any]:
        return {"seats": [s.to_dict() for s in self.seats], "edition": self.edition,
                "secret_chests": self.secret_chests, "theme": self.theme}

    @classmethod
    def from_dict(cls, d: Any) -> "TableSetup | None":
        """A remembered table (settings.last_table), or None when it cannot be read."""
        try:
            seats = [SeatSetup.from_dict(s) for s in d["seats"]]
            edition = d.get("edition", "classic")
            theme = d.get("theme")
            return cls(seats, edition if edition in PRESET_NAMES else "classic",
                       bool(d.get("secret_chests", False)),
                       theme=theme if theme in THEMES else None).fixed(name=False)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None


def bot_display_name(level: str, loc: Any = None) -> str:
    """A bot's name at the table: the level's display name from bots.ftl if there is one."""
    return bot_name(level, loc)


# -------------------------------------------------------------------------------------------------
# where a session keeps its game
class Notice(str):
    """A warning of the session: the technical sentence (for the log), with `key`, the message
    (locales) a player is shown, when there is one."""

    key: str | None

    def __new__(cls, text: str, key: str | None = None) -> "Notice":
        self = super().__new__(cls, text)
        self.key = key
        return self


class GameStore(Protocol):
    """Where a session keeps its game: the autosave while it is played, the history once it ends.
    The player's files (Diamant's saves and history modules) are the default; a test may pass its own."""

    def save_game(self, record: GameRecord, ui: Mapping[str, Any] | None = None) -> None:
        """Keep the game in progress. Raises OSError (StorageError) when it cannot."""

    def add_to_history(self, record: GameRecord, game: Game, *, now: datetime | None = None) -> Any:
        """Keep a finished game. Raises OSError (StorageError) when it cannot."""

    def clear_saved_game(self) -> None:
        """Forget the game in progress. Never raises."""


class _PlayerFiles:
    """The player's files: Diamant's autosave and history, looked up at each call (so that a test
    replacing a function of those modules is heard)."""

    def save_game(self, record: GameRecord, ui: Mapping[str, Any] | None = None) -> None:
        _saves.save_game(record, ui)

    def add_to_history(self, record: GameRecord, game: Game, *, now: datetime | None = None) -> Any:
        return _history.add_to_history(record, game, now=now)

    def clear_saved_game(self) -> None:
        _saves.clear_saved_game()


PLAYER_FILES: GameStore = _PlayerFiles()


class GameSession:
    """A game at this screen. See the module docstring."""

    def __init__(self, setup: TableSetup, *, record: GameRecord | None = None,
                 autosave: bool = True, speed: float = 1.0, spectator_speed: float = 1.0,
                 executor: Executor | None = None,
                 on_warning: Callable[[str], None] | None = None,
                 ruleset: Ruleset | None = None, theme: str | None = None,
                 clock: Clock | None = None, new_seed: Callable[[], int] | None = None,
                 sources: dict[int, SeatSource] | None = None, store: GameStore = PLAYER_FILES,
                 ui: Mapping[str, Any] | None = None) -> None:
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.setup = setup.fixed()
        self.names = [s.name for s in self.setup.seats]
        self.seats = self.setup.seats
        self.infos = [s.info() for s in self.seats]  # the seats, as the engine and the table know them
        self.autosave = autosave
        self.store = store
        self.speed = speed  # animation speed: 0 = instant
        self.spectator_speed = spectator_speed
        self.on_warning = on_warning
        self.warnings: list[str] = []
        self.events: deque[Event] = deque()  # engine events the display has not taken yet
        self.epoch = 0  # bumped by close(): results computed before are dropped
        self.resumed = record is not None
        # the screen the players see (kept in the autosave's UI state, so a resumed game shows it
        # again): {"screen": "board" | "expedition" | "round-end", "screen_round": n}
        self.screen: dict[str, Any] = {}
        self.saved_ui: dict[str, Any] = dict(ui) if ui else {}  # a resumed game's, as saved
        self._autosave_failing = False
        # the card theme: the record's when resuming; else the one asked for, or the table's
        self.theme = theme_or_default(record.theme if record is not None
                                      else theme if theme is not None else self.setup.theme)
        self.meta: dict[str, Any] = {"app": "diamant",
                                     "started": self.clock.now().strftime("%Y-%m-%dT%H:%M:%S")}
        if record is not None:
            self.meta.update({k: v for k, v in record.meta.items() if isinstance(k, str)})
            game = record.new_game()
            # a record holds resolved steps only; replay without keeping events
            game.replay_decisions(record.decisions)
            self.game = game
        else:
            seed = self.setup.seed
            if seed is None:
                seed = new_seed() if new_seed is not None else random.SystemRandom().randrange(2**63)
            self.game = Game(ruleset or self.setup.ruleset(), len(self.seats), seed)
            self.events.extend(self.game.start())
        self.seed = self.game.seed
        self._own_executor = executor is None
        self._executor = executor
        # where each seat's decisions come from: the screen, a bot on the worker, elsewhere
        self.deciders: dict[int, Callable[[SeatView], Decision]] = {}
        self._plugin_key = new_key()  # a plugin's seed is hashed with it (botguard)
        self._told_plugins: set[int] = set()  # seats whose plugin failed, said once
        self.sources: dict[int, SeatSource] = {}
        # what the lobby shows of each seat: its bot level, or nobody's (a person, a remote seat)
        labels: list[str | None] = [None] * len(self.seats)
        for i, s in enumerate(self.seats):
            if sources is not None and i in sources:
                self.sources[i] = sources[i]
            elif s.human:
                self.sources[i] = LocalHuman()
            else:
                level = labels[i] = s.level or default_level("steady")
                if level in allowed_plugins():  # in a process of its own, a level behind it
                    self.deciders[i] = plugin_seat(level, i, bot_seed(self.seed, i), self.game.ruleset,
                                                   self._plugin_key)
                else:
                    self.deciders[i] = make_bot(level, bot_seed(self.seed, i), i)
                self.sources[i] = BotOnWorker(self.deciders[i], self._submit, self._think_time)
        meet_table(self.deciders.values(), labels)
        self._asked: set[int] = set()  # seats asked for this step's decision, not answered yet
        if record is not None and self.deciders:
            self._catch_up(record)
        self._think_rng = random.Random(self.seed ^ 0x5EED)
        self._resolved = len(self.game.decisions) - len(self.decided_seats())
        self._finished = False
        self.game_over_recorded = False
        self.ready = False  # set by the display: True when every event so far has been shown
        self.hold_bots = False  # True: no bot starts thinking (scripted pictures, tests)
        self.pace = 1.0  # > 1: bots think faster (the screen plays faster: nobody here is in the cave)
        if record is None:
            self.save()
        if self.game.is_over:
            self._on_game_over()

    # --------------------------------------------------------------------------------------------
    # who is who
    @property
    def players(self) -> int:
        return self.game.players

    @property
    def humans(self) -> list[int]:
        """The seats played at this screen."""
        return [i for i in range(len(self.seats)) if self.sources[i].local]

    @property
    def spectator(self) -> bool:
        """No human at the table: the bots play and the screen watches."""
        return not self.humans

    def follow_language(self, loc: Any) -> None:
        """Default names ("You", "Player 2", a bot's level name) are shown in `loc`'s language:
        after a switch of language a bot is not left with its name in the old one. Typed names
        stay as they are. The lists are changed in place (the log and the table hold them)."""
        drafts = [SeatSetup("" if is_default_name(s.name) else s.name, s.kind, s.level, s.colour)
                  for s in self.seats]
        for i, name in enumerate(seat_names(drafts, loc)):
            if name != self.names[i]:
                self.seats[i].name = name
                self.names[i] = name
                self.infos[i] = replace(self.infos[i], name=name)

    def is_human(self, seat: int) -> bool:
        """Played at this screen (a bot or a remote player is not)."""
        return self.sources[seat].local

    def view(self, seat: int) -> SeatView:
        return self.game.view(seat)

    @property
    def step(self) -> tuple:
        """Identifies the current decision step; any resolution or close() changes it."""
        g = self.game
        return (self.epoch, g.round, len(g.path), g.phase.value, self._resolved)

    def decided_seats(self) -> tuple[int, ...]:
        """Seats in the cave that have decided this step (what they chose stays hidden)."""
        g = self.game
        if g.phase is not Phase.DECIDING:
            return ()
        return tuple(s for s in g.seats_in_cave if s not in g.awaiting)

    def awaiting_humans(self) -> list[int]:
        """Human seats whose decision the engine still expects, in seat order."""
        g = self.game
        if g.phase is not Phase.DECIDING:
            return []
        return [s for s in g.awaiting if self.sources[s].local]

    def time_left(self, seat: int) -> tuple[float, float] | None:
        """(seconds left, the whole time) to decide, at a table with a timer (online); else None."""
        return None

    def take_timeouts(self) -> list[int]:
        """The seats whose time ran out since asked last (their bot decided): for the log."""
        return []

    def humans_in_cave(self) -> list[int]:
        return [s for s in self.game.seats_in_cave if self.sources[s].local]

    def thinking(self, seat: int) -> bool:
        return seat in self._asked

    @property
    def thinking_seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._asked))

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    # --------------------------------------------------------------------------------------------
    # events for the display
    def take_events(self, limit: int | None = None) -> list[Event]:
        out: list[Event] = []
        while self.events and (limit is None or len(out) < limit):
            out.append(self.events.popleft())
        return out

    # --------------------------------------------------------------------------------------------
    # decisions
    def choose(self, seat: int, decision: Decision | str) -> list[Event]:
        """A human's decision (refused with RulesError if the engine refuses it)."""
        if not self.sources[seat].local:
            raise RulesError(f"seat {seat} is not played at this screen")
        resolved = self._resolved
        events = self._decide(seat, Decision.parse(decision))
        if self._resolved == resolved:
            # the step waits for others: the choice is kept now, so a game killed at the next
            # player's curtain does not ask this player again
            self.save()
        return events

    def _decide(self, seat: int, decision: Decision) -> list[Event]:
        before = self.game.round, len(self.game.path)
        events = self.game.decide(seat, decision)
        self.events.extend(events)
        if not self.game.awaiting or (self.game.round, len(self.game.path)) != before:
            self._step_resolved()
        return events

    def _step_resolved(self) -> None:
        self._resolved = len(self.game.decisions)
        self._drop_thoughts()
        if self.game.is_over:
            self._on_game_over()
        else:
            self.save()

    def update(self, dt: float, ready: bool | None = None) -> None:
        """Every frame: start bots when the display is ready, apply the finished thoughts."""
        if ready is not None:
            self.ready = ready
        g = self.game
        if g.phase is not Phase.DECIDING or self._finished:
            return
        step = self.step
        if self.ready and not self.hold_bots:
            for seat in list(g.awaiting):
                src = self.sources[seat]
                if not src.local and seat not in self._asked:
                    self._asked.add(seat)
                    src.begin(g.view(seat), step)
        for seat in sorted(self._asked):
            if seat not in self._asked:
                continue  # dropped by a decision applied just before
            try:
                decision = self.sources[seat].poll(dt)
            except Exception as exc:  # noqa: BLE001 - boundary: a third-party bot (or a remote link) failing
                self._warn(f"{self.names[seat]} could not decide ({exc!r}); it leaves the cave", exc)
                decision = Decision.LEAVE
            self._tell_plugin_failure(seat)
            if decision is None:
                continue
            self._asked.discard(seat)
            if seat in self.game.awaiting:
                self._decide(seat, decision)

    def _tell_plugin_failure(self, seat: int) -> None:
        """A plugin seat whose bot failed (a built-in level plays it now): said once."""
        failure = getattr(self.deciders.get(seat), "failure", None)
        if failure is not None and seat not in self._told_plugins:
            self._told_plugins.add(seat)
            self._warn(f"seat {seat + 1}: {failure}; a built-in bot plays the seat from now on",
                       key="message-plugin-replaced")

    def _think_time(self) -> float:
        speed = self.speed * (self.spectator_speed if self.spectator else 1.0) * self.pace
        if speed <= 0:
            return 0.0
        return self._think_rng.uniform(*THINK_TIME) / speed

    def _submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Run `fn(*args)` on the session's worker thread (one thread: jobs run in order)."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="diamant-bot")
        return self._executor.submit(fn, *args)

    def _catch_up(self, record: GameRecord) -> None:
        """A resumed game: show every bot the views of the steps it played, on the worker thread
        before its first thought, so each bot (the expert's model of its opponents, every bot's
        random generator) is where it was when the game was saved."""

        def replay() -> None:
            try:
                _, differ = replay_with_bots(record, self.deciders)
            except Exception as exc:  # noqa: BLE001 - boundary: a third-party bot failing on the saved game
                log.warning("the bots could not replay the saved game (%r); they start afresh",
                            exc, exc_info=exc)
                return
            if differ:
                log.info("resumed: %d bot answers differ from the record", differ)

        done = self._submit(replay)
        for src in self.sources.values():
            if isinstance(src, BotOnWorker):
                src.after = done

    def _drop_thoughts(self) -> None:
        for seat in self._asked:
            self.sources[seat].cancel()
        self._asked.clear()

    def wait_for_bots(self, timeout: float = 5.0) -> None:
        """Block until every running thought is computed (tests and tools only)."""
        for seat in list(self._asked):
            self.sources[seat].wait(timeout)

    def close(self) -> None:
        """Stop using the worker: thoughts in flight are dropped, the thread is released."""
        self.epoch += 1
        self._drop_thoughts()
        self._finished = True
        if self._executor is not None and self._own_executor:
            self._executor.shutdown(wait=False, cancel_futures=True)
        self._executor = None
        for decider in self.deciders.values():
            if isinstance(decider, PluginSeat):  # its process ends with the table
                decider.close()

    # --------------------------------------------------------------------------------------------
    # saving
    def show_screen(self, screen: str, round_no: int) -> None:
        """The display now shows `screen` ("board", "expedition", "round-end") for round
        `round_no`: kept with the autosave, so a resumed game gives back the same screen."""
        shown = {"screen": screen, "screen_round": round_no}
        if shown != self.screen:
            self.screen = shown
            self.save()

    def resume_screen(self) -> str:
        """Where a resumed game picks up: "expedition" (the cave in progress), "board" (the camp
        before the expedition) or "round-end" (the summary of the round before, then the camp)."""
        g = self.game
        ui = self.saved_ui
        if g.is_over or ui.get("screen") not in ("board", "expedition", "round-end"):
            return "expedition"  # a save without the screen (an older one, a bare record)
        if not self._round_untouched():
            return "expedition"
        if ui.get("screen_round") == g.round and ui["screen"] in ("board", "expedition"):
            return ui["screen"]
        return "round-end" if self.last_round_end() is not None else "board"

    def _round_untouched(self) -> bool:
        """No step of the current round has resolved and nobody has decided in it yet."""
        if self.decided_seats():
            return False
        _, events = replay(self.record(False))
        for e in reversed(events):
            if isinstance(e, DecisionsRevealed):
                return False
            if isinstance(e, RoundStarted):
                return True
        return True

    def last_round_end(self) -> tuple[RoundEnded, list[Event]] | None:
        """The last finished round's end and its events (for its summary on resume), or None."""
        _, events = replay(self.record(False))
        end = max((i for i, e in enumerate(events) if isinstance(e, RoundEnded)), default=None)
        if end is None:
            return None
        start = max((i for i in range(end) if isinstance(events[i], RoundStarted)), default=0)
        stop = end + 1
        if stop < len(events) and isinstance(events[stop], GameEnded):
            stop += 1
        ended = events[end]
        assert isinstance(ended, RoundEnded)
        return ended, events[start:stop]

    def record(self, resolved_only: bool = True) -> GameRecord:
        rec = GameRecord.of(self.game, list(self.infos), dict(self.meta), self.theme)
        if resolved_only and not self.game.is_over:
            rec.decisions = rec.decisions[:self._resolved]
        rec.meta["table"] = self.setup.to_dict()
        return rec

    def save(self) -> None:
        if not self.autosave or self.game.is_over:
            return
        try:
            # every decision so far, those of the step still open too (a resumed game asks
            # nobody twice); what they were stays out of sight until the engine reveals them
            self.store.save_game(self.record(False), {"round": self.game.round, **self.screen})
        except OSError as exc:  # storage's StorageError: a full disk, a folder not writable
            if not self._autosave_failing:  # said once, not at every step
                self._warn(f"autosave failed: {exc}", key="message-autosave-failed")
            self._autosave_failing = True
        else:
            self._autosave_failing = False

    def _on_game_over(self) -> None:
        if self.game_over_recorded:
            return
        self.game_over_recorded = True
        self._drop_thoughts()
        if not self.autosave:
            return
        now = self.clock.now()
        try:
            self.store.add_to_history(self.record(False), self.game, now=now)
        except OSError as exc:  # storage's StorageError: the file could not be written
            self._warn(f"the finished game could not be stored: {exc}",
                       key="message-history-not-stored")
            # the autosave keeps the game (ended: with its last step) until the history can
            # take it: storage writes it at the next write, or at the next start
            record = self.record(False)
            record.meta["finished_at"] = now.isoformat(timespec="seconds")
            try:
                self.store.save_game(record, {"round": self.game.round, "finished": True})
            except OSError as again:
                log.warning("the finished game could not be autosaved either: %s", again)
            return
        self.store.clear_saved_game()

    def _warn(self, text: str, exc: BaseException | None = None, key: str | None = None) -> None:
        log.warning("%s", text, exc_info=exc)
        notice = Notice(text, key)
        self.warnings.append(notice)
        if self.on_warning is not None:
            self.on_warning(notice)

    # --------------------------------------------------------------------------------------------
    @classmethod
    def from_saved(cls, saved: Any, **kwargs: Any) -> "GameSession":
        """Resume from a SavedGame (storage) or a GameRecord."""
        record = saved if isinstance(saved, GameRecord) else getattr(saved, "record", None)
        if record is None:
            raise ValueError("the saved game holds no record")
        table = TableSetup.from_dict(record.meta.get("table")) if record.meta else None
        seats = [SeatSetup.of(info, i) for i, info in enumerate(record.seats)]
        setup = TableSetup(seats, record.ruleset.edition.value, record.ruleset.secret_chests,
                           record.seed, record.theme)
        if table is not None:
            setup.edition = table.edition
        ui = getattr(saved, "ui", None)
        if isinstance(ui, dict):
            kwargs.setdefault("ui", ui)
        session = cls(setup, record=record, **kwargs)
        for i, info in enumerate(record.seats):
            if not info.human and not may_load(info.bot, BOTS):
                # never imported: a file's name for a bot is only looked up among the levels
                session._warn(f"seat {i + 1} named the bot {str(info.bot)[:80]!r}, which is not a "
                              f"built-in level: {seats[i].level} plays it", key="message-bot-refused")
        return session

