"""The coach: every decision of a finished (or unfinished) game, reviewed.

For each decision of each seat in a game record it gives the exact odds of the next card (the
chance that it ends the expedition, the gems each explorer expects from it, from the deck counts
the seat could see) and the `master`'s estimate of that seat's chance to win the game by leaving
and by going on. A choice whose estimate is below the other option's by more than
`COSTLY_THRESHOLD` is *costly*, with a reason id that says what kind of mistake it was.

The record is replayed step by step on `Game`; each reviewed seat gets its own `MasterBot`, seeded
from the record's seed and the seat, shown that seat's views in the order of the game (so it
learns the table as a master in that seat would have) and told the choice really made. The same
record gives the same review; reviewing one seat gives exactly that seat's lines of the whole
review. See docs/bots.md ("Coach") for the threshold, the time and the noise.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Iterable, Protocol, Sequence

from diamant.coachkit import review_lines
from diamant.games.diamant.engine import Decision, Game, GameRecord, RecordError, RulesError, SeatView
from diamant.games.diamant.engine.odds import disaster_chance, expected_share

from .base import bot_seed
from .master import MasterBot

#: a choice is costly when it is worse than the other option by more than this win chance. Below
#: it the two options are within the estimate's own noise (about 0.01-0.03 for a difference, see
#: docs/bots.md) and the error of the master's model of the table; a mistake that costs one game
#: in twenty is one a player can feel and learn from.
COSTLY_THRESHOLD = 0.05
#: deals of the unseen cards per decision (the master plays with 256): more make the estimate
#: steadier, and a whole 4-seat game still takes seconds
COACH_ROLLOUTS = 1024

#: the reason ids of a costly choice
PUSHED_ON = "pushed-on"  # went on where leaving was clearly better
RISKED_THE_LEAD = "risked-the-lead"  # ... in the last expedition, while ahead
LEFT_EARLY = "left-early"  # left where going on was clearly better
LEFT_BEHIND = "left-behind"  # ... in the last expedition, while behind
REASONS = (PUSHED_ON, RISKED_THE_LEAD, LEFT_EARLY, LEFT_BEHIND)


@dataclass(frozen=True)
class Review:
    """One decision of one seat, reviewed."""

    round: int  # the expedition, 1-based
    card: int  # cards on the path when deciding
    seat: int  # 0-based
    choice: Decision
    risk: Fraction  # the exact chance that the next card ends the expedition
    gain: Fraction  # the exact gems each explorer in the cave expects from the next card
    carried: int  # gems this seat carried (what a disaster would take)
    win_if_continue: float  # the master's estimate of this seat's chance to win, going on
    win_if_leave: float  # ... leaving now
    noise: float  # the standard error of those estimates (the larger of the two)
    costly: bool
    reason: str | None  # one of REASONS when costly

    @property
    def win_chosen(self) -> float:
        return self.win_if_continue if self.choice is Decision.CONTINUE else self.win_if_leave

    @property
    def win_other(self) -> float:
        return self.win_if_leave if self.choice is Decision.CONTINUE else self.win_if_continue

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round, "card": self.card, "seat": self.seat,
            "choice": self.choice.value,
            "risk": float(self.risk), "risk_exact": str(self.risk),
            "gain": float(self.gain), "gain_exact": str(self.gain),
            "carried": self.carried,
            "win_if_continue": round(self.win_if_continue, 4),
            "win_if_leave": round(self.win_if_leave, 4),
            "noise": round(self.noise, 4),
            "costly": self.costly, "reason": self.reason,
        }


def coach_seed(game_seed: int, seat: int) -> int:
    """The seed of the master that reviews `seat`: fixed by the record, apart from the bots'."""
    return bot_seed(game_seed ^ 0x5EED_C0AC, seat)


def _reason(choice: Decision, view: SeatView, scores: Sequence[float]) -> str:
    last = view.round == view.rounds
    me = view.seat
    mine = scores[me] + view.carried
    others = [scores[s] + view.carried_all[s] for s in range(view.players) if s != me]
    if choice is Decision.CONTINUE:
        return RISKED_THE_LEAD if last and mine > max(others, default=0) else PUSHED_ON
    return LEFT_BEHIND if last and mine < max(others, default=0) else LEFT_EARLY


def analyse(record: GameRecord, seats: Iterable[int] | None = None, *,
            rollouts: int | None = None, threshold: float = COSTLY_THRESHOLD,
            game: Game | None = None,
            progress: Callable[[int, int, Review], None] | None = None) -> list[Review]:
    """Review every decision of the record (of `seats` only, when given), in the record's order.

    `rollouts` deals per decision (default `COACH_ROLLOUTS`). `game`: the game to replay the
    decisions on, not started yet (default: the record's own; tests pass one whose reveals are
    scripted). `progress(done, total, review)`: called with each decision reviewed (the `done`-th
    of the `total` the review makes), so a screen can show the rows as they come and how far it
    is; whatever it raises stops the review and comes out of analyse (a screen closed meanwhile
    cancels it so). RecordError when the record cannot be replayed (decisions that do not fit its
    game) or a seat asked for is not at its table."""
    players = len(record.seats)
    wanted = set(range(players)) if seats is None else set(seats)
    for s in wanted:
        if not 0 <= s < players:
            raise RecordError(f"there is no seat {s} at this table (seats 0 to {players - 1})")
    if game is None:
        game = record.new_game()
    game.start()
    deals = COACH_ROLLOUTS if rollouts is None else rollouts
    masters = {s: MasterBot(seed=coach_seed(record.seed, s), seat=s, rollouts=deals)
               for s in sorted(wanted)}
    out: list[Review] = []
    total = sum(1 for seat, _ in record.decisions if seat in wanted)
    pending: set[int] = set()
    views: dict[int, SeatView] = {}
    for n, (seat, choice) in enumerate(record.decisions):
        if not pending:  # a new step: every seat in the cave decides on the same moment
            if not game.awaiting:
                raise RecordError(f"the record's decision {n + 1} comes after the game ended")
            pending = set(game.awaiting)
            views = {s: game.view(s) for s in pending if s in wanted}
        if seat not in pending:
            raise RecordError(f"the record's decision {n + 1} is seat {seat}'s, which is not "
                              f"expected to decide then")
        if seat in wanted:
            view = views[seat]
            master = masters[seat]
            a = master.assess(view, choice)
            scores = master.watch.scores(view)  # open chests, or the public history
            chosen, other = ((a.win_if_continue, a.win_if_leave) if choice is Decision.CONTINUE
                             else (a.win_if_leave, a.win_if_continue))
            costly = other - chosen > threshold
            out.append(Review(
                round=view.round, card=len(view.path), seat=seat, choice=choice,
                risk=disaster_chance(view), gain=expected_share(view), carried=view.carried,
                win_if_continue=a.win_if_continue, win_if_leave=a.win_if_leave,
                noise=max(a.error_leave, a.error_continue), costly=costly,
                reason=_reason(choice, view, scores) if costly else None))
            if progress is not None:
                progress(len(out), total, out[-1])
        try:
            game.decide(seat, choice)
        except RulesError as exc:
            raise RecordError(f"the record's decisions do not fit its game: {exc}") from None
        pending.discard(seat)
    return out


# ---------------------------------------------------------------------------------------------
# the text form (diamant analyse without --json)
class Translator(Protocol):
    def t(self, key: str, **args: Any) -> str: ...


def _pct(x: float | Fraction) -> str:
    return f"{float(x) * 100:.0f}%"


def sentence(review: Review, name: str, loc: Translator) -> str:
    """The one sentence that says why a costly choice was costly, in the language of `loc`."""
    return loc.t(f"coach-reason-{review.reason}", round=review.round, card=review.card,
                 name=name, risk=round(float(review.risk) * 100), carried=review.carried,
                 chosen=round(review.win_chosen * 100), other=round(review.win_other * 100))


def render(reviews: Sequence[Review], names: Sequence[str], loc: Translator,
           threshold: float = COSTLY_THRESHOLD) -> list[str]:
    """The review as lines of text: a table of every decision, then one sentence per costly
    choice and a summary."""
    heads = [loc.t(k) for k in ("coach-col-expedition", "coach-col-card", "coach-col-player",
                                "coach-col-choice", "coach-col-risk", "coach-col-gain",
                                "coach-col-win-continue", "coach-col-win-leave")]
    choice_names = {Decision.CONTINUE: loc.t("coach-choice-continue"),
                    Decision.LEAVE: loc.t("coach-choice-leave")}
    mark = loc.t("coach-costly-mark")
    rows = [[str(r.round), str(r.card), names[r.seat], choice_names[r.choice], _pct(r.risk),
             f"{float(r.gain):.2f}", _pct(r.win_if_continue), _pct(r.win_if_leave),
             mark if r.costly else ""] for r in reviews]
    right = (True, True, False, False, True, True, True, True)
    noise = max((r.noise for r in reviews), default=0.0)
    costly = [r for r in reviews if r.costly]
    pts = round(threshold * 100)
    verdict = ([loc.t("coach-summary", count=len(costly), threshold=pts)]
               + ["- " + sentence(r, names[r.seat], loc) for r in costly]) if costly \
        else [loc.t("coach-none", threshold=pts)]
    return review_lines(loc.t("coach-title"), heads, rows, right,
                        loc.t("coach-note", noise=round(noise * 100, 1)), verdict)


__all__ = ["COACH_ROLLOUTS", "COSTLY_THRESHOLD", "REASONS", "Review", "analyse", "coach_seed",
           "render", "sentence"]
