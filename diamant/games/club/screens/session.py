"""One Diamonds Club game being played at this screen: the game, its seats, the bots, the log.

Pure of pygame, so it is tested without a window. The table scene asks it for what to show and
hands it the persons' actions; the bots think on a worker thread (a `concurrent.futures`
executor, one thread) and the scene polls it every frame (`update`), so a slow bot never freezes
the window. After every action the session hands its save (`to_saved()`, the dict of
CLUBSCREENS.md) to its `save` callback; `ClubSession.from_saved(dict)` replays the record and
gives back the same game, the same log and the same seats.

Each action played becomes a `Step`: who played what, the events, and the public state before
and after (the table shows `before` while the action's pieces fly, then `after`).
"""
from __future__ import annotations

import logging
import random
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from diamant.games.club import ClubGame, ClubRecordError, RulesError
from diamant.games.club.bots import LEVELS, ClubBotError, bot_seed, make_bot
from diamant.games.club.events import ClubEvent
from diamant.games.club.log import entries, entries_of, phase_after, viewer
from diamant.logentry import Entry
from diamant.plugins import may_load

from .setup import ClubSeat, ClubSetup

log = logging.getLogger(__name__)

SAVE_FORMAT = "diamonds-club-save"
SAVE_VERSION = 1
#: seconds a bot visibly thinks at speed 1 (drawn from this range with the session's own RNG)
THINK_TIME = (0.35, 0.8)
#: the level that takes a seat whose saved bot may not be loaded here
FALLBACK_LEVEL = "steady"

Decide = Callable[[dict[str, Any], list[str]], str]
Save = Callable[[dict[str, Any]], None]


class Notice(str):
    """A warning of the session: the sentence for the log, with `key`, the message (locales) the
    player is shown in their language."""

    key: str | None

    def __new__(cls, text: str, key: str | None = None) -> Notice:
        self = super().__new__(cls, text)
        self.key = key
        return self


@dataclass
class Step:
    """One action and what came of it."""

    seat: int
    action: str
    events: list[ClubEvent]
    before: dict[str, Any]
    after: dict[str, Any]
    bot: bool = False
    log_len: int = 0  # entries of the session's log up to this step


@dataclass
class _Thought:
    future: Future[str]
    actions: int  # the game's action count when the bot was asked: a later answer is stale
    elapsed: float = 0.0
    think: float = 0.0


@dataclass
class ClubSession:
    """See the module docstring. Build with `ClubSession.new(setup)` or `from_saved(dict)`."""

    setup: ClubSetup
    game: ClubGame
    events: list[ClubEvent] = field(default_factory=list)  # every event of the game, in order
    save: Save | None = None
    executor: Executor | None = None
    speed: float = 1.0  # bots think 1/speed as long; 0: at once
    ui: dict[str, Any] = field(default_factory=dict)  # the screen's own notes, saved along
    _save_failing: bool = field(default=False, init=False, repr=False)  # the last autosave failed

    def __post_init__(self) -> None:
        self.log: list[Entry] = entries(self.events)
        self.steps: list[Step] = []  # played since the scene last took them
        self.hold_bots = False  # True: no bot starts thinking (pictures, tests)
        self.warnings: list[str] = []
        self._refuse_unknown_bots()
        self._bots: list[Decide | None] = [
            None if s.bot is None else make_bot(s.bot, bot_seed(self.setup.seed, p), p)
            for p, s in enumerate(self.setup.seats)]
        self._own_executor = self.executor is None
        self._thought: _Thought | None = None
        self._think_rng = random.Random(self.setup.seed ^ 0xC1AB)
        self.closed = False

    def _refuse_unknown_bots(self) -> None:
        """A seat whose bot is not a built-in level (a save may name any module) is played by
        the fallback level, and the player is told: nothing a file names is imported."""
        seats = list(self.setup.seats)
        refused = []
        for p, seat in enumerate(seats):
            if seat.bot is not None and not may_load(seat.bot, LEVELS):
                log.warning("seat %d names the bot %r, which is not a built-in level: it is not "
                            "loaded, the %s level plays instead", p + 1, seat.bot[:80], FALLBACK_LEVEL)
                refused.append(f"seat {p + 1}: {seat.bot[:80]!r}")
                seats[p] = ClubSeat(seat.name, seat.colour, FALLBACK_LEVEL)
        if refused:  # one message for the player, however many seats
            self.warnings.append(Notice(f"bots refused ({', '.join(refused)})", "club-bot-refused"))
        self.setup = ClubSetup(tuple(seats), self.setup.seed)
        #: the seats differ from the file's: the table writes the save at once, so the next start
        #: finds the built-in level it plays with (and says nothing again), whoever moves first
        self.seats_changed = bool(refused)

    # --- building --------------------------------------------------------------------------
    @classmethod
    def new(cls, setup: ClubSetup, **kw: Any) -> ClubSession:
        if not 2 <= len(setup.seats) <= 4:
            raise RulesError(f"Diamonds Club is played by 2 to 4, not {len(setup.seats)}")
        # each player plays the board of the colour they chose (its required spaces)
        game = ClubGame(players=len(setup.seats), seed=setup.seed,
                        boards=[seat.colour for seat in setup.seats])
        session = cls(setup, game, game.opening_events(), **kw)
        return session

    @classmethod
    def from_saved(cls, saved: Any, **kw: Any) -> ClubSession:
        """The session a save describes (ClubRecordError when it is not one that replays)."""
        if not isinstance(saved, Mapping) or saved.get("format") != SAVE_FORMAT:
            raise ClubRecordError("not a saved Diamonds Club game")
        version = saved.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= SAVE_VERSION:
            raise ClubRecordError(f"a saved Diamonds Club game of an unknown version: {version!r}")
        raw_seats = saved.get("seats")
        if not isinstance(raw_seats, list) or not 2 <= len(raw_seats) <= 4:
            raise ClubRecordError("the saved game has no list of 2 to 4 seats")
        seats = []
        for i, s in enumerate(raw_seats):
            if not isinstance(s, Mapping) or not isinstance(s.get("name"), str):
                raise ClubRecordError(f"seat {i} of the saved game has no name")
            colour = s.get("colour", i)
            bot = s.get("bot")
            if not isinstance(colour, int) or not 0 <= colour <= 3 or (bot is not None and not isinstance(bot, str)):
                raise ClubRecordError(f"seat {i} of the saved game is damaged: {dict(s)!r}")
            seats.append(ClubSeat(s["name"], colour, bot))
        record = saved.get("record")
        if not isinstance(record, dict):
            raise ClubRecordError("the saved game holds no record")
        game, events = ClubGame.replay(record)
        if game.players != len(seats):
            raise ClubRecordError(f"the saved game has {len(seats)} seats for {game.players} players")
        if tuple(seat.colour for seat in seats) != game.boards:
            raise ClubRecordError("the saved game's colours are not the boards its record plays")
        ui = saved.get("ui")
        try:
            return cls(ClubSetup(tuple(seats), game.seed), game, events, ui=dict(ui) if isinstance(ui, Mapping) else {},
                       **kw)
        except ClubBotError as exc:
            raise ClubRecordError(f"the saved game names a bot that is not here: {exc}") from None

    # --- what there is to know -------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.game.players

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.setup.seats)

    @property
    def colours(self) -> tuple[int, ...]:
        return tuple(s.colour for s in self.setup.seats)

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].bot is None

    @property
    def humans(self) -> list[int]:
        return [p for p in range(self.players) if self.is_human(p)]

    @property
    def viewer(self) -> int | None:
        """The seat the log addresses as "you": the one person's, when one person plays bots."""
        return viewer(["human" if self.is_human(p) else "bot" for p in range(self.players)])

    def to_move(self) -> int | None:
        return self.game.to_move()

    def human_to_move(self) -> int | None:
        """The person to move, or None (a bot's turn, or the game is over)."""
        p = self.game.to_move()
        return p if p is not None and self.is_human(p) else None

    @property
    def thinking(self) -> bool:
        return self._thought is not None

    def state(self) -> dict[str, Any]:
        return self.game.state()

    def rename(self, names: Sequence[str]) -> None:
        """Show the seats under `names` (the default names in the language of the moment: see
        diamant.games.club.screens.names); the next save keeps them."""
        if len(names) != len(self.setup.seats):
            raise ValueError(f"{len(names)} names for {len(self.setup.seats)} seats")
        self.setup = ClubSetup(tuple(ClubSeat(n, s.colour, s.bot) for n, s in zip(names, self.setup.seats)),
                               self.setup.seed)

    def take_steps(self) -> list[Step]:
        steps, self.steps = self.steps, []
        return steps

    # --- playing ---------------------------------------------------------------------------
    def play(self, action: str) -> list[ClubEvent]:
        """A person's action for the seat to move. RulesError (and nothing changes) when it is
        illegal or the seat to move is a bot's."""
        p = self.game.to_move()
        if p is None:
            raise RulesError("the game is over")
        if not self.is_human(p):
            raise RulesError(f"seat {p} is a bot's: it plays by itself")
        return self._apply(p, action, bot=False)

    def _apply(self, p: int, action: str, bot: bool) -> list[ClubEvent]:
        before = self.game.state()
        events = self.game.play(action)  # raises before any change when illegal
        action = self.game.actions[-1]
        self._drop_thought()
        self.events.extend(events)
        self.log.extend(entries_after(self.events, events))
        self.steps.append(Step(p, action, list(events), before, self.game.state(), bot, len(self.log)))
        self.write_save()
        return events

    def update(self, dt: float, ready: bool = True) -> None:
        """Called every frame: starts the bot to move thinking, and plays its answer once it has
        thought for long enough and the screen is `ready` (nothing is moving)."""
        if self.closed or self.game.is_over:
            return
        p = self.game.to_move()
        assert p is not None
        bot = self._bots[p]
        if bot is None:
            return
        th = self._thought
        if th is None:
            if not self.hold_bots:
                self._think(p, bot)
            return
        th.elapsed += dt
        if not ready or not th.future.done() or th.elapsed < th.think:
            return
        self._thought = None
        try:
            action = th.future.result()
        except ClubBotError as exc:
            action = self._fallback(p, exc)
        if th.actions != len(self.game.actions):
            return  # stale: the game moved on meanwhile
        try:
            self._apply(p, action, bot=True)
        except RulesError as exc:
            self._apply(p, self._fallback(p, exc), bot=True)

    def _fallback(self, p: int, exc: Exception) -> str:
        """A bot that failed or answered an illegal action: the seat plays the first legal
        action (pass, or keep everything it may), and the screen says so."""
        text = f"the bot of seat {p + 1} failed ({exc}); it played the first legal action instead"
        log.warning(text)
        self.warnings.append(text)
        legal = self.game.legal()
        return "pass" if "pass" in legal else legal[0]

    def _think(self, p: int, bot: Decide) -> None:
        state, legal = self.game.state(), self.game.legal()
        if len(legal) == 1:  # nothing to think about; still paced like a thought
            fut: Future[str] = Future()
            fut.set_result(legal[0])
        else:
            fut = self._submit(_ask, bot, state, legal)
        think = 0.0 if self.speed <= 0 else self._think_rng.uniform(*THINK_TIME) / self.speed
        self._thought = _Thought(fut, len(self.game.actions), 0.0, think)

    def _submit(self, fn: Callable[..., str], *args: Any) -> Future[str]:
        if self.executor is None:
            self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="club-bot")
        return self.executor.submit(fn, *args)

    def _drop_thought(self) -> None:
        if self._thought is not None:
            self._thought.future.cancel()
        self._thought = None

    def close(self) -> None:
        """The game leaves the screen: the bots stop (it was saved after its last action)."""
        self.closed = True
        self._drop_thought()
        if self.executor is not None and self._own_executor:
            self.executor.shutdown(wait=False, cancel_futures=True)
        self.executor = None

    # --- saving ----------------------------------------------------------------------------
    def seats_json(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "colour": s.colour, "bot": s.bot} for s in self.setup.seats]

    def to_saved(self) -> dict[str, Any]:
        record_seats = [{"name": s.name, "kind": "human" if s.bot is None else "bot", "bot": s.bot}
                        for s in self.setup.seats]
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION,
                "record": self.game.record(record_seats), "seats": self.seats_json(),
                "ui": dict(self.ui)}

    def write_save(self) -> None:
        """Hand the save to the `save` callback. A save that cannot be written (a full disk, a
        folder made read-only: an OSError) never stops the game: the last good save stays (the
        writes are atomic), the player is told once (a Notice in `warnings`), and the next
        action tries again."""
        if self.save is None:
            return
        try:
            self.save(self.to_saved())
        except OSError as exc:  # storage's StorageError
            log.warning("the Diamonds Club game could not be autosaved: %s", exc)
            if not self._save_failing:  # said once, not at every action
                self.warnings.append(Notice(f"autosave failed: {exc}", "message-autosave-failed"))
            self._save_failing = True
        else:
            self._save_failing = False


def _ask(bot: Decide, state: dict[str, Any], legal: list[str]) -> str:
    """A bot's answer, on the worker thread; a bot that raises becomes a ClubBotError."""
    try:
        answer = bot(state, legal)
    except Exception as exc:  # a bot is a boundary: a plugin may fail any way it likes
        raise ClubBotError(f"{type(exc).__name__}: {exc}") from exc
    if type(answer) is not str:  # a str subclass's methods would be the bot's code, run by the engine
        raise ClubBotError(f"answered an object of type {type(answer).__name__[:60]}, not an action")
    return answer


def ended_round_events(events: Sequence[ClubEvent]) -> list[ClubEvent] | None:
    """The events a round's summary shows (from phase 3's first diamond to the round's end) when
    a round has just ended and nothing was played since (the next round's opening events only);
    else None. A game resumed there shows the summary its player had not closed."""
    ends = [i for i, ev in enumerate(events) if ev.type == "round-ended"]
    if not ends:
        return None
    last = ends[-1]
    if any(ev.type not in ("round-started", "phase-started") for ev in events[last + 1:]):
        return None
    return round_events(events, last)


def round_events(events: Sequence[ClubEvent], end: int) -> list[ClubEvent]:
    """The events a round's summary shows, of the round whose "round-ended" is `events[end]`:
    from phase 3's first diamond (the buying is over) to that end."""
    start = end
    while start > 0 and events[start - 1].type != "round-started":
        start -= 1
    first = next((i for i in range(start, end) if events[i].type == "diamond-awarded"), end)
    return list(events[first:end + 1])


def entries_after(all_events: Sequence[ClubEvent], new: Sequence[ClubEvent]) -> list[Entry]:
    """The log entries of `new` (the tail of `all_events`), with the round they belong to."""
    rnd = 0
    phase = ""
    earlier = all_events[:len(all_events) - len(new)]
    for ev in reversed(earlier):
        if not phase and ev.type in ("round-started", "phase-started"):
            phase = phase_after(ev, phase)
        if ev.type == "round-started":
            rnd = ev.round  # type: ignore[attr-defined]
            break
    out: list[Entry] = []
    prev = earlier[-1] if earlier else None  # a purchase and its step read as one line
    for ev in new:
        if ev.type == "round-started":
            rnd = ev.round  # type: ignore[attr-defined]
        phase = phase_after(ev, phase)
        out.extend(entries_of(ev, rnd, prev, phase))
        prev = ev
    return out
