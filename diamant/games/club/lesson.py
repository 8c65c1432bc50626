"""The guided first round of Diamonds Club ("Learn to play"): the rules side of the lesson.

One round on the real engine, three seats: the player (seat 0) and two scripted players. The
market is forced (`CARDS`) and every action of the round is fixed (`SCRIPT`): the scripted
players' are played for them, the player's are asked for, one tip at a time, and any other
action is refused with the reason (so the story cannot break). The round makes each phase
happen once, in front of the player: buying with rising prices (a space next to paid ones costs
more), a "?" space (a step on a track of one's choice), the turn-order track, the diamonds (the
most coins, the furthest on the track), selling a set, and building, once on a price tile that
already holds another player's marker (one gem more).

The script is data, not a bot's play: the bots may change, the lesson does not. It was made
once by steady bots with a player following the lesson's wishes (a turn step, a "?" step, a
complete set, a build after another's), and `tests/club/test_club_lesson.py` checks on the
engine that every goal above still happens and that the player is the one to move at every
step that asks for an action.

Nothing here draws: the table scene shows `Lesson.step()` (its texts are
``club-lesson-<id>-title`` and ``club-lesson-<id>-body``; `targets` say what to point at) and
asks `Lesson.allows(action)` before playing a person's action. Progress is the number of
actions played and the tips read (`progress()` / `Lesson.resume`), kept by the app in its
settings; the lesson never writes a record or a save.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from diamant.errors import RulesError

from .actions import canonical
from .events import ClubEvent
from .game import ClubGame

PLAYERS = 3
PLAYER = 0  # the player's seat; seats 1 and 2 are scripted
SEED = 0  # the later markets (never reached: the lesson is one round)
#: the round's market: three dark cards, three light ones, sides as dealt
CARDS: tuple[str, ...] = ("D4b", "D6a", "D1a", "L3b", "L5b", "L4a")
#: every action of the round, in order (seat 0's are the player's)
SCRIPT: tuple[str, ...] = (
    "buy c1r3", "buy c1r6", "buy c3r6",                    # 0: a turn-order step first
    "buy c5r2 forest", "buy c6r2 forest", "buy c5r4",      # 3: a "?" space
    "buy c1r1", "buy c4r2", "buy c2r4",                    # 6: a yellow mine
    "buy c1r4", "buy c5r6", "buy c4r3",                    # 9: digging rights, 3 coins
    "buy c1r2", "buy c6r4", "buy c4r6",                    # 12: a ship: the set is whole
    "pass", "buy c3r5", "buy c5r1", "pass", "buy c3r1", "pass",   # 15: the buying ends
    "sell yellow R5 S3", "keep", "keep blue", "keep S4",   # 21: the set sold
    "build pavilion pay blue,yellow,yellow", "build any:fountain pay blue,yellow,green,red",
    "build forest pay blue,yellow,green",
    "build forest pay yellow,yellow,green,red",            # 28: one gem more for a marker
    "pass", "pass", "pass",                                # 31: the round's end
)


@dataclass(frozen=True)
class Step:
    """One tip, shown before action `at` of the script: `choice` is the player's action it asks
    for (None: a tip to read, closed with Next, before a scripted action or at the end);
    `targets` what the table points at ("space:c1r3", "track:turn", "price-tile:forest",
    "button:pass", "diamonds", "gems-dialog")."""

    id: str
    at: int
    choice: str | None
    targets: tuple[str, ...] = ()


STEPS: tuple[Step, ...] = (
    Step("welcome", 0, None, ("market",)),
    Step("turn", 0, "buy c1r3", ("space:c1r3", "track:turn")),
    Step("question", 3, "buy c5r2 forest", ("space:c5r2", "track:forest")),
    Step("mine", 6, "buy c1r1", ("space:c1r1",)),
    Step("price", 9, "buy c1r4", ("space:c1r4", "space:c1r3", "space:c2r4")),
    Step("ship", 12, "buy c1r2", ("space:c1r2",)),
    Step("pass", 15, "pass", ("button:pass",)),
    Step("diamonds", 21, None, ("diamonds", "track:turn")),
    Step("sell", 21, "sell yellow R5 S3", ("gems-dialog",)),
    Step("keep", 22, "keep", ("gems-dialog",)),
    Step("build", 25, "build pavilion pay blue,yellow,yellow", ("price-tile:pavilion",)),
    Step("surcharge", 28, "build forest pay yellow,yellow,green,red", ("price-tile:forest",)),
    Step("last-pass", 31, "pass", ("button:pass",)),
    Step("done", len(SCRIPT), None, ()),
)

#: why another action is refused, by the phase of the action the step asks for
REFUSALS = {"buy": "club-lesson-refuse-buy", "pass": "club-lesson-refuse-pass",
            "sell": "club-lesson-refuse-gems", "keep": "club-lesson-refuse-gems",
            "build": "club-lesson-refuse-build"}


def new_game() -> ClubGame:
    return ClubGame(PLAYERS, SEED, deals=[CARDS])


class Lesson:
    """The lesson's state: the game, how far the script is played and which tips were read."""

    def __init__(self, played: int | Sequence[str] = 0, seen: Sequence[str] = ()) -> None:
        """`played`: how many of the script's actions are played, or the actions themselves (a
        build may have been paid otherwise than the script: see `allows`)."""
        self.game = new_game()
        self.seen: list[str] = []
        self.events: list[ClubEvent] = list(self.game.opening_events())
        actions = SCRIPT[:max(0, min(played, len(SCRIPT)))] if isinstance(played, int) else played
        for action in actions[:len(SCRIPT)]:
            mine = self.game.to_move() == PLAYER
            if (self.allows(action) is not None) if mine else action != SCRIPT[self.played]:
                raise ValueError(f"{action!r} is not the lesson's action {self.played + 1}")
            self.events.extend(self.game.play(action))
        for step_id in seen:
            if step_id in {s.id for s in STEPS} and step_id not in self.seen:
                self.seen.append(step_id)

    @classmethod
    def resume(cls, saved: Mapping[str, Any] | None) -> Lesson:
        """The lesson where `progress()` left it (anything odd in it: from the start)."""
        if not isinstance(saved, Mapping):
            return cls()
        actions = saved.get("actions", [])
        seen = saved.get("seen", [])
        if not isinstance(actions, list) or not isinstance(seen, list) \
                or not all(isinstance(a, str) for a in actions):
            return cls()
        try:
            return cls(actions, [s for s in seen if isinstance(s, str)])
        except (ValueError, RulesError):
            return cls()

    def progress(self) -> dict[str, Any]:
        return {"actions": list(self.game.actions), "seen": list(self.seen)}

    @property
    def played(self) -> int:
        return len(self.game.actions)

    @property
    def finished(self) -> bool:
        return self.played >= len(SCRIPT)

    def step(self) -> Step | None:
        """The tip to show now: the first not yet read at this point of the script (a step that
        asks for an action stays until the action is played)."""
        for s in STEPS:
            if s.at == self.played and s.id not in self.seen:
                return s
        return None

    def reading(self) -> bool:
        """A tip to read is shown: the table waits for Next."""
        s = self.step()
        return s is not None and s.choice is None

    def next(self) -> None:
        """Next on a tip to read."""
        s = self.step()
        if s is not None and s.choice is None:
            self.seen.append(s.id)

    def to_move(self) -> int | None:
        return None if self.finished else self.game.to_move()

    def scripted_action(self) -> str | None:
        """The action a scripted player plays now (None: it is the player's turn, a tip is
        being read, or the round is over)."""
        if self.finished or self.reading() or self.game.to_move() == PLAYER:
            return None
        return SCRIPT[self.played]

    def allows(self, action: str) -> str | None:
        """None when the player may play `action` now; else the message id saying why not."""
        if self.finished or self.game.to_move() != PLAYER:
            return "club-lesson-refuse-wait"
        wanted = SCRIPT[self.played]
        if self._fits(action, wanted):
            return None
        return REFUSALS.get(wanted.split()[0], "club-lesson-refuse-buy")

    def _fits(self, action: str, wanted: str) -> bool:
        """`action` is the script's `wanted`, or builds the same object paid otherwise (a
        payment is the player's to choose: the lesson needs only enough gems for the next
        build, and the scripted players never look at the player's gems)."""
        action = canonical(action) or action
        if action == wanted:
            return True
        if not wanted.startswith("build ") or action not in self.game.legal():
            return False
        return action.partition(" pay ")[0] == wanted.partition(" pay ")[0]

    def play(self, action: str) -> list[ClubEvent]:
        """Play the script's next action (the player's, once allowed, or a scripted one)."""
        if self.finished:
            raise ValueError("the lesson's round is over")
        wanted = SCRIPT[self.played]
        if not self._fits(action, wanted):
            raise ValueError(f"the lesson plays {wanted!r} here, not {action!r}")
        s = self.step()
        events = self.game.play(canonical(action) or action)
        if s is not None and s.choice == wanted:
            self.seen.append(s.id)
        self.events.extend(events)
        return events


__all__ = ["CARDS", "Lesson", "PLAYER", "PLAYERS", "REFUSALS", "SCRIPT", "STEPS", "Step", "new_game"]
