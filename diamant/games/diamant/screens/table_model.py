"""The table model: what the expedition table shows now and what is moving. No pygame.

A `TableModel` is fed only by the engine's events (`apply` / `push`) and, for a resume or a jump,
by a snapshot (`from_snapshot(public_view, seat_views)`). It holds display state only: the path as
shown, each seat's explorer, carried gems, chest and decision card, the things in flight between
two states, the banner. It needs no session, no bots and no scene, so the live table, the replay
viewer and a tutorial all drive the same model.

Each event is animated at a pace a player can follow (`speed` scales time; 0 = instant). Time
moves only through `update(dt)`. Effects (sounds, shake, particles) are not done here: the model
tells its listeners (`listen(fn)`) what just happened, `fn(kind, **data)`:

- ``"shown", event=``: an event begins to be shown (the log follows this);
- ``"sound", name=, count=``: a sound belongs here (`count` for gems);
- ``"disaster", seats=, lost=``: the cave collapsed on these seats (shake, scattered gems);
- ``"reset", jump=``: the model was skipped to the end of what it was given (`jump=False`) or
  snapped to a snapshot (`jump=True`): stop what moves.

Every signal carries ``instant=True`` when it happens during a skip or at speed 0 (no sound then).

No rules here: the model replays what the events say; questions (which hazard is a disaster, who
wins) go to the engine (`diamant.games.diamant.engine.standings`).
"""
from __future__ import annotations

from collections import deque
from functools import partial
from typing import Any, Callable, Iterable

from diamant.ui.anim import Anim, Animator, Call, Parallel, Sequence, Tween, Wait
from diamant.games.diamant.engine import HazardMark, hazard_marks, standings
from diamant.games.diamant.engine.cards import Card, Decision
from diamant.games.diamant.engine.events import (CardRevealed, DecisionMade, DecisionsRequested, DecisionsRevealed,
                                   Disaster, Event, GameEnded, GemsShared, HazardWarning,
                                   PlayersLeft, RelicsStay, RelicsTaken, RoundEnded, RoundStarted,
                                   SafeReturn)

__all__ = ["Anchor", "CardState", "Flight", "PACE", "SeatState", "TableModel", "count_up",
           "split_gems"]

Anchor = tuple  # ("slot", i) | ("carried", seat) | ("chest", seat) | ("deck",) | ("above-deck",)


def split_gems(n: int) -> tuple[int, int]:
    """(diamonds, rubies) showing `n` gems: a diamond is worth 5 rubies."""
    n = max(0, int(n))
    return n // 5, n % 5


def count_up(target: Any, attr: str, start: float, end: float, duration: float = 0.8,
             on_done: Callable[[], None] | None = None) -> Tween:
    """A tween counting `target.attr` from `start` to `end` in whole numbers (for scores)."""
    return Tween(None, None, float(start), float(end), duration, ease="out_cubic",
                 on_update=lambda v: setattr(target, attr, int(round(v))), on_done=on_done)


class PACE:
    """Seconds at speed 1 (everything is scaled by the model's `speed`).

    After the last decision, the decision cards turn over, the next card is dealt and flipped and
    its gems fly to the explorers in about 1.1 s (benchmarks/bench_frame.py prints "card pacing")."""

    DEAL = 0.22  # a card flies from the deck to its slot
    FLIP = 0.16  # ... and turns face up
    AFTER_CARD = 0.0
    SHARE_WAIT = 0.06  # the value shows on the card before the gems fly
    GEM = 0.32  # a gem token flies
    GEM_STAGGER = 0.015  # between two explorers' shares
    TOKEN_STAGGER = 0.025  # between two tokens of one share
    AFTER_SHARE = 0.0
    WALK = 0.6  # an explorer walks between the cave and the camp
    WALK_STAGGER = 0.05
    POP = 0.2  # a "decided" card pops up
    REVEAL_FLIP = 0.2  # decision cards turn over
    REVEAL_WAIT = 0.08  # ... then the next card comes while they stay face up
    REVEAL_HOLD = 0.9  # seconds they stay face up in all
    WARN_IN, WARN_OUT = 0.25, 0.55
    DISASTER_GLOW = 1.2
    DISASTER_WALK_DELAY, DISASTER_WALK = 0.55, 0.55
    DISASTER_HOLD = 0.3
    RELIC_FLY = 0.8
    RELIC_WOBBLE = 0.7
    ROUND_END_WAIT = 0.6
    CARD_BACK = 0.4  # a card flies back to the deck at the end of a round
    CARD_FADE = 0.45
    AFTER_ROUND = 0.2
    RELIC_ADDED = 0.55
    BANNER_IN, BANNER_OUT = 0.2, 0.4
    ROUND_BANNER, DISASTER_BANNER = 1.3, 1.6
    CHEST_COUNT, FINAL_COUNT = 0.6, 1.0
    REDUCED = 0.25  # longest flight or walk with reduced motion


class SeatState:
    """One seat as shown."""

    __slots__ = ("carried", "chest", "in_cave", "relic_points", "relics", "decided", "decision",
                 "flip", "walk", "pop", "chest_shown", "winner", "glow", "reveal")

    def __init__(self) -> None:
        self.carried = 0
        self.chest: int | None = 0  # None: secret to whoever built this model from a snapshot
        self.in_cave = False
        self.relic_points = 0
        self.relics = 0
        self.decided = False
        self.decision: Decision | None = None
        self.flip = 1.0  # decision card: < 0.5 its back, > 0.5 its face
        self.walk = 1.0  # 0: standing in the cave, 1: at camp
        self.pop = 1.0  # decided marker scale
        self.chest_shown = 0.0  # counts up to `chest`
        self.winner = False
        self.glow = 0.0
        self.reveal = 1.0  # the moment the choices turn over: 0 -> 1 (the card swells and glows)


class CardState:
    """One card of the path as shown."""

    __slots__ = ("card", "gems", "taken", "warn", "disaster", "fly", "flip", "glow", "wobble",
                 "alpha")

    def __init__(self, card: Card, gems: int = 0) -> None:
        self.card = card
        self.gems = gems
        self.taken = False
        self.warn = False  # the first hazard of its type: highlighted
        self.disaster = False
        self.fly = 1.0  # 0: on the deck, 1: in its slot
        self.flip = 1.0  # 0: back up, 1: face up
        self.glow = 0.0  # extra glow (warning / disaster flash)
        self.wobble = 0.0
        self.alpha = 255


class Flight:
    """Something moving from one anchor of the table to another (a gem token, a card)."""

    __slots__ = ("kind", "src", "dst", "t", "arc", "card", "fade", "size_k")

    def __init__(self, kind: str, src: Anchor, dst: Anchor, arc: float = 0.25,
                 card: Card | None = None, fade: bool = False, size_k: float = 1.0) -> None:
        self.kind = kind  # "ruby", "diamond", "card", "back"
        self.src = src
        self.dst = dst
        self.t = 0.0
        self.arc = arc
        self.card = card
        self.fade = fade
        self.size_k = size_k


class TableModel:
    """The display state of one expedition table (see the module docstring)."""

    def __init__(self, ruleset: Any, players: int) -> None:
        self.ruleset = ruleset
        self.n = players
        self.total_rounds = int(getattr(ruleset, "rounds", 5))
        self.reduced_motion = False
        self._speed = 1.0
        self.anim = Animator(1.0)  # event animations (what `busy` waits for)
        self.fx = Animator(1.0)  # decoration that outlives its event (banners, count-ups)
        self.queue: deque[Event] = deque()
        self._current = None
        self._skipping = False
        self._listeners: list[Callable[..., None]] = []
        # what is shown
        self.round = 0
        self.deck_size = 0
        self.path: list[CardState] = []
        self.seats = [SeatState() for _ in range(players)]
        self.game_over = False
        self.flights: list[Flight] = []
        self.banner: tuple[str, dict, str] | None = None  # (message id, args, tone)
        # what the banner of a round's start says instead of "Expedition n of m" (message id,
        # args): the guided lesson names itself, it is not a game of one expedition
        self.round_banner: tuple[str, dict] | None = None
        self.banner_alpha = 0.0

    # ------------------------------------------------------------------ building
    @classmethod
    def from_snapshot(cls, public: Any, seat_views: Iterable[Any] = (), *,
                      awaiting: Iterable[int] = ()) -> "TableModel":
        """A model showing `public` (a PublicView) at rest. `seat_views` (SeatViews) add the chests
        that are secret in the public view; `awaiting` are the seats whose decision is still
        expected (the others in the cave show a face-down card)."""
        model = cls(public.ruleset, public.players)
        model.show(public, seat_views, awaiting=awaiting)
        return model

    def show(self, public: Any, seat_views: Iterable[Any] = (), *,
             awaiting: Iterable[int] = ()) -> None:
        """Snap to a snapshot now (no animation; queued events are dropped)."""
        self.queue.clear()
        self._current = None
        self.anim.clear()
        self.fx.clear()
        self.flights.clear()
        self.banner = None
        self.round = public.round
        self.deck_size = public.deck_size
        self.game_over = public.phase == "game-over"
        self.path = []
        for entry, mark in zip(public.path, hazard_marks(e.card for e in public.path)):
            cs = CardState(entry.card, entry.gems)
            cs.taken = bool(entry.taken)
            cs.warn = mark is HazardMark.FIRST_SEEN
            cs.disaster = mark is HazardMark.DISASTER
            self.path.append(cs)
        chests: list[int | None] = list(public.open_chests or (None,) * public.players)
        for v in seat_views:
            chests[v.seat] = v.chest
        held = public.relics_held
        winners = {st.seat for st in standings(public.ruleset, chests, held) if st.winner}
        waiting = set(awaiting)
        in_cave = set(public.in_cave)
        for s, seat in enumerate(self.seats):
            seat.carried = public.carried_all[s]
            seat.chest = chests[s]
            seat.chest_shown = float(chests[s] or 0)
            seat.in_cave = s in in_cave
            seat.walk = 0.0 if seat.in_cave else 1.0
            seat.relic_points = sum(held[s])
            seat.relics = len(held[s])
            seat.decided = seat.in_cave and s not in waiting and not self.game_over
            seat.decision = None
            seat.flip = 1.0
            seat.pop = 1.0
            seat.winner = self.game_over and s in winners
        self._emit("reset", jump=True)

    # ------------------------------------------------------------------ listeners
    def listen(self, fn: Callable[..., None]) -> None:
        self._listeners.append(fn)

    def _emit(self, kind: str, **data: Any) -> None:
        data.setdefault("instant", self._skipping or self._speed <= 0)
        for fn in self._listeners:
            fn(kind, **data)

    def _sound(self, name: str, count: int | None = None, hazard: str | None = None) -> None:
        """A sound cue; `hazard`: the engine's hazard it is about (its caption names it)."""
        self._emit("sound", name=name, count=count, hazard=hazard)

    # ------------------------------------------------------------------ settings
    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        self._speed = max(0.0, float(value))
        self.anim.speed = self._speed
        self.fx.speed = self._speed
        if self._speed <= 0:
            self.skip()

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self._current is not None

    @property
    def moving(self) -> bool:
        """Something is animating (an event, a banner, a count-up)."""
        return self.busy or bool(self.fx.busy)

    # ------------------------------------------------------------------ driving
    def apply(self, event: Event) -> None:
        """Show one more event (queued behind those still being shown)."""
        self.push((event,))

    def push(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)
        if self._speed <= 0:
            self._drain()

    def update(self, dt: float) -> None:
        self.fx.update(dt)
        if self._speed <= 0:
            self._drain()
            return
        budget = 0
        while True:
            if self._current is None:
                if not self.queue:
                    break
                self._begin(self.queue.popleft())
                budget += 1
            if self._current is not None:
                self._current.update(dt * self._speed)
                if self._current.done:
                    self._current = None
                    dt = 0.0  # the next event starts this frame, with no time spent yet
                    if budget > 64:
                        break
                    continue
            break

    def skip(self) -> None:
        """Finish at once: the current animation and every event already pushed."""
        self._skipping = True
        try:
            self._drain()
            self.fx.finish_all()
            self.flights.clear()
            self._emit("reset", jump=False)
        finally:
            self._skipping = False

    def _drain(self) -> None:
        for _ in range(100000):
            if self._current is not None:
                self._current.finish()
                self._current = None
            if not self.queue:
                break
            self._begin(self.queue.popleft())
        self.anim.finish_all()

    def _begin(self, ev: Event) -> None:
        if not isinstance(ev, CardRevealed):  # a card is "shown" when it has turned face up
            self._emit("shown", event=ev)
        handler = getattr(self, "_on_" + type(ev).__name__, None)
        anim = handler(ev) if handler is not None else None
        if anim is None:
            self._current = None
            return
        if self._speed <= 0 or self._skipping:
            anim.finish()
            self._current = None
        else:
            self._current = anim

    def state(self) -> dict[str, Any]:
        """What is shown, as plain values (for tests and tools)."""
        return {
            "round": self.round,
            "deck": self.deck_size,
            "path": [(pc.card.id, pc.gems, pc.taken) for pc in self.path],
            "carried": [s.carried for s in self.seats],
            "chests": [s.chest for s in self.seats],
            "in_cave": [s.in_cave for s in self.seats],
            "relic_points": [s.relic_points for s in self.seats],
            "decided": [s.decided for s in self.seats],
        }

    # ------------------------------------------------------------------ event handlers
    def _dur(self, d: float) -> float:
        return min(d, PACE.REDUCED) if self.reduced_motion else d

    def _walk(self, seat: SeatState, to: float, delay: float = 0.0,
              dur: float | None = None) -> Tween:
        d = self._dur(PACE.WALK if dur is None else dur)
        return Tween(seat, "walk", None, to, d, ease="in_out_sine", delay=delay)

    def _on_RoundStarted(self, ev: RoundStarted):
        self.round = ev.round
        self.deck_size = ev.deck_size
        self.path = []
        self.flights.clear()
        anims = []
        for i, s in enumerate(ev.players):
            seat = self.seats[s]
            seat.in_cave = True
            seat.carried = 0
            seat.decided = False
            seat.decision = None
            seat.winner = False
            anims.append(self._walk(seat, 0.0, delay=PACE.WALK_STAGGER * i))
        key, args = self.round_banner or ("round-of", {"round": ev.round, "total": self.total_rounds})
        self._show_banner(key, args, "gold", PACE.ROUND_BANNER)
        if ev.relic_added is not None:
            f = Flight("card", ("above-deck",), ("deck",), arc=0.0, card=ev.relic_added)
            anims.append(self._fly(f, PACE.RELIC_ADDED, delay=0.2))
        return Sequence(Parallel(anims), Wait(0.15))

    def _on_CardRevealed(self, ev: CardRevealed):
        pc = CardState(ev.card, 0)
        pc.fly = 0.0
        pc.flip = 0.0
        while len(self.path) < ev.index:  # never happens with a well-formed stream
            self.path.append(CardState(ev.card, 0))
        self.path.append(pc)

        def landed():  # the deck counter drops when the card is on the path
            self.deck_size = ev.deck_size

        def face_up():  # the log names the card once it can be seen
            self._emit("shown", event=ev)

        if self.reduced_motion:
            pc.fly = 1.0
            return Sequence(Call(landed), Call(lambda: self._sound("card-flip")),
                            Tween(pc, "flip", 0.0, 1.0, 0.2, ease="linear"), Call(face_up))
        return Sequence(Tween(pc, "fly", 0.0, 1.0, PACE.DEAL, ease="out_cubic"), Call(landed),
                        Call(lambda: self._sound("card-flip")),
                        Tween(pc, "flip", 0.0, 1.0, PACE.FLIP, ease="in_out_sine"), Call(face_up),
                        Wait(PACE.AFTER_CARD))

    def _on_GemsShared(self, ev: GemsShared):
        pc = self._card_at(ev.index)
        if pc is None:
            return None
        pc.gems = ev.value
        anims: list = [Wait(PACE.SHARE_WAIT)]

        def settle():
            pc.gems = ev.remainder

        flights = []
        if ev.each > 0:
            for k, s in enumerate(ev.seats):
                seat = self.seats[s]
                flights.append(self._gem_flight(
                    ev.each, ("slot", ev.index), ("carried", s), delay=PACE.GEM_STAGGER * k,
                    on_land=lambda seat=seat: setattr(seat, "carried", seat.carried + ev.each)))
        anims.append(Call(settle))
        anims.append(Call(lambda: self._sound("gems", count=ev.each * len(ev.seats))))
        if flights:
            anims.append(Parallel(flights))
        anims.append(Wait(PACE.AFTER_SHARE))
        return Sequence(anims)

    def _on_HazardWarning(self, ev: HazardWarning):
        pc = self._card_at(ev.index)
        if pc is None:
            return None
        pc.warn = True
        self._sound("hazard-warning", hazard=ev.hazard.value)
        return Sequence(Tween(pc, "glow", 0.0, 1.0, PACE.WARN_IN, ease="out_cubic"),
                        Tween(pc, "glow", 1.0, 0.0, PACE.WARN_OUT, ease="in_out_sine"))

    def _on_Disaster(self, ev: Disaster):
        pc = self._card_at(ev.index)
        for burning in (pc, self._card_at(ev.first_index)):  # the pair of cards the event names
            if burning is not None:
                burning.disaster = True
                burning.warn = False
        self._sound("disaster", hazard=ev.hazard.value)
        self._show_banner("table-disaster", {"hazard": ev.hazard.value}, "danger",
                          PACE.DISASTER_BANNER)
        self._emit("disaster", seats=tuple(ev.seats), lost=tuple(ev.lost))
        anims: list = []
        if pc is not None and not self.reduced_motion:
            anims.append(Tween(pc, "glow", 1.0, 0.0, PACE.DISASTER_GLOW, ease="out_cubic"))
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            seat.carried = 0
            seat.in_cave = False
            seat.decided = False
            anims.append(self._walk(seat, 1.0, delay=PACE.DISASTER_WALK_DELAY + 0.04 * k,
                                    dur=PACE.DISASTER_WALK))
        return Sequence(Parallel(anims), Wait(PACE.DISASTER_HOLD))

    def _on_DecisionsRequested(self, ev: DecisionsRequested):
        for s in ev.seats:
            seat = self.seats[s]
            seat.decided = False
            seat.decision = None
        return None

    def _on_DecisionMade(self, ev: DecisionMade):
        seat = self.seats[ev.seat]
        seat.decided = True
        seat.decision = None
        seat.flip = 0.0
        return Tween(seat, "pop", 0.0, 1.0, PACE.POP, ease="out_back")

    def _on_DecisionsRevealed(self, ev: DecisionsRevealed):
        flips = []
        for s, d in ev.decisions:
            seat = self.seats[s]
            seat.decided = True
            seat.decision = d
            seat.pop = 1.0
            seat.flip = 0.0
            seat.reveal = 0.0
            flips.append(Tween(seat, "flip", 0.0, 1.0, PACE.REVEAL_FLIP, ease="in_out_sine"))
            # the moment everyone's choice turns over is seen on the table, not read in the log:
            # each card swells and glows while it is face up
            self.fx.add(Tween(seat, "reveal", 0.0, 1.0, PACE.REVEAL_HOLD, ease="linear"))
        self._sound("card-flip")
        shown = tuple(ev.decisions)

        def clear():  # unless something else was shown on these cards since
            for s, d in shown:
                seat = self.seats[s]
                if seat.decision is d:
                    seat.decided = False
                    seat.decision = None

        # the revealed cards stay a moment while the game goes on (a decoration, not a wait)
        self.fx.add(Sequence(Wait(PACE.REVEAL_HOLD), Call(clear)))
        return Sequence(Parallel(flips), Wait(PACE.REVEAL_WAIT))

    def _on_PlayersLeft(self, ev: PlayersLeft):
        # the pool leaves the cards the event names; what stays (`remainder`) lies where it says
        sources = [i for i in ev.taken_from if self._card_at(i) is not None]
        for i in sources:
            self.path[i].gems = 0
        left_on = None if ev.remainder_at is None else self._card_at(ev.remainder_at)
        if left_on is not None:
            left_on.gems = ev.remainder
        self._sound("leave")
        share = []
        if ev.each > 0 and sources:
            for k, s in enumerate(ev.seats):
                seat = self.seats[s]
                share.append(self._gem_flight(
                    ev.each, ("slot", sources[k % len(sources)]), ("carried", s), delay=0.05 * k,
                    on_land=lambda seat=seat: setattr(seat, "carried", seat.carried + ev.each)))
        walks, pours = [], []
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            seat.in_cave = False
            seat.decided = False
            seat.decision = None
            walks.append(self._walk(seat, 1.0, delay=0.06 * k))
            banked = ev.banked[k] if k < len(ev.banked) else seat.carried
            pours.append(self._pour(s, banked, delay=0.05 * k))
        seq: list = []
        if share:
            seq.append(Parallel(share))
        seq.append(Parallel(walks))
        seq.append(Parallel(pours))
        seq.append(Wait(0.15))
        return Sequence(seq)

    def _pour(self, s: int, banked: int, delay: float = 0.0):
        seat = self.seats[s]

        def bank():
            seat.carried = 0
            old = seat.chest or 0
            seat.chest = old + banked
            self.fx.add(count_up(seat, "chest_shown", old, seat.chest, PACE.CHEST_COUNT))

        if banked <= 0:
            return Call(bank)
        flight = self._gem_flight(banked, ("carried", s), ("chest", s), delay=delay, arc=0.35,
                                  max_tokens=5)
        return Sequence(Call(lambda: self._sound("gems", count=banked)), flight, Call(bank))

    def _on_RelicsTaken(self, ev: RelicsTaken):
        self._sound("relic")
        flights: list[Anim] = []
        for i in ev.indexes:
            pc = self._card_at(i)
            if pc is not None and not pc.taken:
                pc.taken = True
                f = Flight("card", ("slot", i), ("chest", ev.seat), arc=0.5, card=pc.card)
                flights.append(self._fly(f, PACE.RELIC_FLY, delay=0.1 * len(flights),
                                         ease_name="in_out_sine"))
        seat = self.seats[ev.seat]

        def take():
            seat.relic_points += sum(ev.values)
            seat.relics += len(ev.relics)

        return Sequence(Parallel(flights), Call(take), Wait(0.2))

    def _on_RelicsStay(self, ev: RelicsStay):
        wob: list[Anim] = []
        for i in ev.indexes:
            pc = self._card_at(i)
            if pc is not None and not pc.taken:
                wob.append(Tween(pc, "wobble", 0.0, 1.0, PACE.RELIC_WOBBLE, ease="linear",
                                 on_done=partial(setattr, pc, "wobble", 0.0)))
        return Parallel(wob) if wob else None

    def _on_SafeReturn(self, ev: SafeReturn):
        self._sound("leave")
        walks, pours = [], []
        for k, s in enumerate(ev.seats):
            seat = self.seats[s]
            seat.in_cave = False
            seat.decided = False
            walks.append(self._walk(seat, 1.0, delay=0.06 * k))
            pours.append(self._pour(s, ev.banked[k] if k < len(ev.banked) else seat.carried))
        return Sequence(Parallel(walks), Parallel(pours))

    def _on_RoundEnded(self, ev: RoundEnded):
        self._sound("round-end")
        for seat in self.seats:
            seat.in_cave = False
            seat.decided = False
            seat.decision = None
        # what the event says leaves the game: the relics on the path and the removed hazard;
        # every other card shown flies back to the deck
        gone_ids = {c.id for c in ev.relics_lost}
        if ev.hazard_removed is not None:
            gone_ids.add(ev.hazard_removed.id)
        back: list[Anim] = []
        for i, pc in enumerate(self.path):
            if pc.taken:
                continue
            gone = pc.card.id in gone_ids
            if self.reduced_motion or gone:
                back.append(Tween(pc, "alpha", 255, 0, PACE.CARD_FADE, ease="in_quad",
                                  delay=0.02 * i))
            else:
                f = Flight("back", ("slot", i), ("deck",), arc=0.1, card=pc.card)
                back.append(Sequence(Wait(0.03 * i), Call(partial(setattr, pc, "alpha", 0)),
                                     self._fly(f, PACE.CARD_BACK, ease_name="in_out_cubic")))

        def clear():  # the deck as the engine says it is once the path's cards are back
            self.path = []
            self.deck_size = ev.deck_size
            self.flights.clear()

        return Sequence(Wait(PACE.ROUND_END_WAIT), Parallel(back), Call(clear),
                        Wait(PACE.AFTER_ROUND))

    def _on_GameEnded(self, ev: GameEnded):
        self.game_over = True
        for s, seat in enumerate(self.seats):
            old = seat.chest_shown
            seat.chest = ev.chests[s]
            seat.relic_points = ev.relic_points[s]
            seat.winner = s in ev.winners
            self.fx.add(count_up(seat, "chest_shown", old, seat.chest, PACE.FINAL_COUNT))
        return Wait(0.6)

    # ------------------------------------------------------------------ animation helpers
    def _card_at(self, index: int) -> CardState | None:
        return self.path[index] if 0 <= index < len(self.path) else None

    def _show_banner(self, key: str, args: dict, tone: str, duration: float) -> None:
        self.banner = (key, args, tone)
        self.banner_alpha = 0.0
        self.fx.add(Sequence(Tween(self, "banner_alpha", 0.0, 1.0, PACE.BANNER_IN, ease="out_cubic"),
                             Wait(max(0.1, duration - PACE.BANNER_IN - PACE.BANNER_OUT)),
                             Tween(self, "banner_alpha", 1.0, 0.0, PACE.BANNER_OUT, ease="in_quad")))

    def _fly(self, f: Flight, duration: float, delay: float = 0.0, ease_name: str = "out_cubic",
             on_land: Callable[[], None] | None = None):
        if self.reduced_motion:
            f.fade = True
            duration = min(duration, PACE.REDUCED)

        def start():
            self.flights.append(f)

        def land():
            if f in self.flights:
                self.flights.remove(f)
            if on_land is not None:
                on_land()

        seq: list[Anim] = [Wait(delay)] if delay > 0 else []
        seq += [Call(start), Tween(f, "t", 0.0, 1.0, duration, ease=ease_name), Call(land)]
        return Sequence(seq)

    def _gem_flight(self, gems: int, src: Anchor, dst: Anchor, delay: float = 0.0, on_land=None,
                    arc: float = 0.3, max_tokens: int = 6):
        d, r = split_gems(gems)
        kinds = (["diamond"] * d + ["ruby"] * r)[:max_tokens]
        parts = []
        last = len(kinds) - 1
        for j, kind in enumerate(kinds):
            f = Flight(kind, src, dst, arc=arc * (0.8 + 0.1 * (j % 3)))
            parts.append(self._fly(f, PACE.GEM, delay=delay + PACE.TOKEN_STAGGER * j,
                                   ease_name="in_out_cubic",
                                   on_land=on_land if j == last else None))
        if not parts:
            return Call(on_land) if on_land else Wait(0)
        return Parallel(parts)
