"""The club coach: every decision of a Diamonds Club record, reviewed against the master.

For each decision of each reviewed seat that had a choice (more than one legal action), the
record is replayed to that moment and the master's judgement is asked, from what the seat could
see (``ClubGame.state()``, which never shows a later market): the actions it would search (the
steady bot's five best one step ahead) and the action really chosen are each played out to the
end of the round on the same imagined futures (common random numbers), and each ending judged
as the master judges it. The master's choice is the best of them by its own rule (the playouts'
mean plus a share of the one-step value); what a choice *cost* is the difference between the
master's choice and it, on the same scale, brought back to points (divided by 1 + that share).

The judgement (``value.margin``) is in expected end-of-game points: one's own less a share of
the others'. A choice that cost more than `COSTLY_POINTS` is *costly*, with a reason id by its
kind (a purchase, a pass, a sale, a build). In the gems phase the master does not search (the
sales are scored at once): there one-step values are compared, as the master does.

The same record gives the same review (each seat's reviewer is seeded from the record's seed
and the seat); reviewing one seat gives exactly that seat's lines of the whole review.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

from diamant.coachkit import review_lines
from diamant.errors import RulesError
from diamant.i18n import Localizer

from . import log as club_log
from .bots import bot_seed
from .actions import canonical
from .bots.levels import MasterBot, _Context, paid_coins, price
from .game import ClubGame
from .record import ClubRecordError, check_record, rules_of

#: a choice is costly when the master's choice was worth more than this many points of its
#: judgement (expected end-of-game points, less a share of the others'). A choice's cost differs
#: by a third of a point between two reviewer seeds (docs/bots.md, "The club coach"); a choice
#: that gives up two points of a game won by three or four is one a player can feel.
COSTLY_POINTS = 2.0
#: simulated actions per decision (the master plays with 7,000): the review of a whole game of
#: three seats stays within a minute or two on one core
COACH_BUDGET = 4000

#: the reason ids of a costly choice, by what was done
BOUGHT = "bought"  # bought a space where the master would have done something else
PASSED_BUY = "passed-buy"  # passed the buying where the master would have bought
SOLD = "sold"  # a sale or a keep the master would have arranged otherwise
BUILT = "built"  # built where the master would have built something else, or passed
PASSED_BUILD = "passed-build"  # passed the building where the master would have built
REASONS = (BOUGHT, PASSED_BUY, SOLD, BUILT, PASSED_BUILD)


@dataclass(frozen=True)
class ClubReview:
    """One decision of one seat, reviewed."""

    number: int  # the action's place in the record, 1-based
    round: int
    phase: str  # "buy", "gems" or "build"
    seat: int
    choice: str  # the action played
    best: str  # the master's choice
    value_chosen: float  # the master's value of each, in points of its judgement
    value_best: float
    options: int  # legal actions at that moment
    costly: bool
    reason: str | None  # one of REASONS when costly
    words: Mapping[str, Any]  # what the words of the two actions need (prices, items)

    @property
    def cost(self) -> float:
        return max(0.0, self.value_best - self.value_chosen)

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "round": self.round, "phase": self.phase, "seat": self.seat,
                "choice": self.choice, "best": self.best, "value_chosen": round(self.value_chosen, 3),
                "value_best": round(self.value_best, 3), "cost": round(self.cost, 3),
                "options": self.options, "costly": self.costly, "reason": self.reason}


def coach_seed(game_seed: int, seat: int) -> int:
    """The seed of the reviewer of `seat`: fixed by the record."""
    return bot_seed(game_seed ^ 0x5EED_C1B, seat)


class _Reviewer(MasterBot):
    """The master, asked for the values of its candidates and of one more action."""

    budget = COACH_BUDGET

    def values(self, state: dict[str, Any], legal: Sequence[str],
               chosen: str) -> tuple[str, float, float]:
        """(the master's choice, its value, the value of `chosen`), in points."""
        seat = state["to_move"]
        base = self.simulator(state)
        ranked = self.ranked(state, legal, base)
        prior = {action: v for v, _, action in ranked}
        if state.get("phase") == "gems":  # the master does not search here: nor does its coach
            best = ranked[0][2]
            return best, prior[best], prior[chosen]
        top = [a for _, _, a in ranked[:self.candidates]]
        searched = top if chosen in top else top + [chosen]
        ctx = _Context(state)
        seeds = [self.rng.randrange(2**31) for _ in range(self.max_playouts)]
        totals = [0.0] * len(searched)
        done = spent = 0
        while done < self.max_playouts and (done < self.min_playouts or spent < self.budget):
            for i, action in enumerate(searched):
                value, steps = self._playout(base, ctx, action, seat, seeds[done])
                totals[i] += value
                spent += steps
            done += 1
        scale = 1.0 + self.prior  # the master's rule, brought back to points
        judged = {a: (totals[i] / done + self.prior * prior[a]) / scale for i, a in enumerate(searched)}
        best = max(top, key=lambda a: judged[a])  # ties: steady's order, as the master
        return best, judged[best], judged[chosen]


def _reason(choice: str, phase: str) -> str:
    if phase == "gems":
        return SOLD
    if choice == "pass":
        return PASSED_BUY if phase == "buy" else PASSED_BUILD
    return BOUGHT if phase == "buy" else BUILT


def _words(state: Mapping[str, Any], actions: Iterable[str]) -> dict[str, Any]:
    """What naming these actions needs from the moment they were chosen in: each bought
    space's item and price."""
    market = state.get("market") or {}
    paid = paid_coins(dict(state))
    out: dict[str, Any] = {}
    for action in actions:
        parts = action.split()
        if parts[0] == "buy":
            cell = market.get(parts[1], {}) if isinstance(market, Mapping) else {}
            out[action] = {"item": cell.get("item", ""), "coins": price(parts[1], paid)}
    return out


def analyse(record: Any, seats: Iterable[int] | None = None, *,
            budget: int | None = None, threshold: float = COSTLY_POINTS,
            progress: Callable[[int, int, ClubReview], None] | None = None) -> list[ClubReview]:
    """Review every decision with a choice of the record (of `seats` only, when given), in the
    record's order. `budget`: simulated actions per decision (default `COACH_BUDGET`).
    `progress(done, total, review)`: called with each decision reviewed (`total` counts the
    decisions of the reviewed seats, forced ones too: an upper bound). ClubRecordError when the
    record cannot be replayed or a seat asked for is not at its table."""
    rec = check_record(record)
    players = int(rec["players"])
    wanted = set(range(players)) if seats is None else set(seats)
    for s in wanted:
        if not 0 <= s < players:
            raise ClubRecordError(f"there is no seat {s} at this table (seats 0 to {players - 1})")
    try:
        game = ClubGame(players, rec["seed"], rec.get("deals"), rec.get("boards"), rules_of(rec))
    except RulesError as exc:
        raise ClubRecordError(f"the record describes an impossible game: {exc}") from None
    reviewers = {s: _Reviewer(seed=coach_seed(int(rec["seed"]), s), seat=s) for s in sorted(wanted)}
    if budget is not None:
        for r in reviewers.values():
            r.budget = budget
    out: list[ClubReview] = []
    total = 0
    for n, action in enumerate(rec["actions"], 1):
        if game.is_over:
            raise ClubRecordError(f"the record goes on after the game ended (action {n}: {action!r})")
        seat = game.to_move()
        legal = game.legal()
        if seat in wanted and len(legal) > 1:
            total += 1
            state = game.state()
            chosen = action if action in legal else (canonical(action) if isinstance(action, str) else None)
            if chosen is None or chosen not in legal:
                raise ClubRecordError(f"action {n} of the record is impossible: {action!r}")
            best, v_best, v_chosen = reviewers[seat].values(state, legal, chosen)
            phase = str(state.get("phase"))
            costly = best != chosen and v_best - v_chosen > threshold
            out.append(ClubReview(
                number=n, round=int(state.get("round", 0)), phase=phase, seat=seat, choice=chosen,
                best=best, value_chosen=v_chosen, value_best=v_best, options=len(legal),
                costly=costly, reason=_reason(chosen, phase) if costly else None,
                words=_words(state, {chosen, best})))
            if progress is not None:
                progress(len(out), total, out[-1])
        try:
            game.play(action)
        except RulesError as exc:
            raise ClubRecordError(f"action {n} of the record is impossible: {exc}") from None
    return out


# ---------------------------------------------------------------------------------------------
# the words
def action_words(action: str, phase: str, loc: Localizer, words: Mapping[str, Any],
                 short: bool = False) -> str:
    """An action as a player says it ("a pond for 3 coins", "a fountain, paying 3 blue gems",
    "pass"); `short`: a build without its payment (a list's row)."""
    parts = action.split()
    if parts[0] == "pass":
        return loc.t("club-coach-act-pass")
    if parts[0] == "buy":
        seen = words.get(action, {})
        item = str(seen.get("item", ""))
        coins = int(seen.get("coins", 1))
        if item.startswith("D "):  # a track step ("?": the track chosen is the action's last word)
            track = parts[2] if item == "D any" and len(parts) > 2 else item[2:]
            return loc.t("club-coach-act-buy-step", track=track, coins=coins)
        if item.startswith("T+") and item[2:].isdigit():
            return loc.t("club-coach-act-buy-turn", steps=int(item[2:]), coins=coins)
        what = club_log.item_word(loc, item) if item else parts[1]
        return loc.t("club-coach-act-buy", item=what, coins=coins)
    if parts[0] == "sell":
        return loc.t("club-coach-act-sell", mine=club_log.word(loc, "token", parts[1]),
                     rights=int(parts[2][1:]), ship=int(parts[3][1:]))
    if parts[0] == "keep":
        kept = parts[1:]
        if not kept:
            return loc.t("club-coach-act-keep-nothing")
        names = [club_log.word(loc, "token", t) for t in kept]
        return loc.t("club-coach-act-keep", tokens=loc.format_list(names))
    if parts[0] == "build":
        head, _, pay = action.partition(" pay ")
        tile = head.split()[1]
        tile = tile.split(":", 1)[1] if tile.startswith("any:") else tile
        gems = tuple(g for g in pay.split(",") if g)
        if short:
            return club_log.word(loc, "tile", tile)
        return loc.t("club-coach-act-build", tile=club_log.word(loc, "tile", tile),
                     payment=club_log.word(loc, "payment", gems))
    return action


def both_words(review: ClubReview, loc: Localizer, short: bool = False) -> tuple[str, str]:
    """The choice and the master's in words; two purchases that read alike (the same item at
    the same price on two spaces) are told apart by their spaces, except `short` (a list's row,
    one line: the spaces made it shrink to a size of its own; the detail beside it tells them
    apart). `short`: see action_words too."""
    chosen = action_words(review.choice, review.phase, loc, review.words, short)
    best = action_words(review.best, review.phase, loc, review.words, short)
    if chosen == best and review.choice != review.best and review.phase == "buy" and not short:
        def where(action: str, words: str) -> str:
            column, _, row = action.split()[1][1:].partition("r")
            return loc.t("club-coach-space", action=words, column=int(column), row=int(row))
        chosen, best = where(review.choice, chosen), where(review.best, best)
    return chosen, best


def sentence(review: ClubReview, name: str, loc: Localizer) -> str:
    """The one sentence that says what a costly choice gave up, in the language of `loc`."""
    chosen, best = both_words(review, loc)
    return loc.t(f"club-coach-reason-{review.reason}", round=review.round, name=name,
                 chosen=chosen, best=best, cost=round(review.cost, 1))


def render(reviews: Sequence[ClubReview], names: Sequence[str], loc: Localizer,
           threshold: float = COSTLY_POINTS) -> list[str]:
    """The review as lines of text: a table of every decision with a choice, then one
    sentence per costly choice and a summary."""
    heads = [loc.t(k) for k in ("club-coach-col-round", "club-coach-col-phase", "club-coach-col-player",
                                "club-coach-col-choice", "club-coach-col-master", "club-coach-col-cost")]
    mark = loc.t("coach-costly-mark")
    same = loc.t("club-coach-same")
    rows = []
    for r in reviews:
        chosen, best = both_words(r, loc)
        best = same if r.best == r.choice else best
        rows.append([str(r.round), loc.t("club-coach-phase", phase=r.phase), names[r.seat], chosen,
                     best, f"{r.cost:.1f}", mark if r.costly else ""])
    right = (True, False, False, False, False, True)
    costly = [r for r in reviews if r.costly]
    pts = round(threshold, 1)
    verdict = ([loc.t("club-coach-summary", count=len(costly), threshold=pts)]
               + ["- " + sentence(r, names[r.seat], loc) for r in costly]) if costly \
        else [loc.t("club-coach-none", threshold=pts)]
    return review_lines(loc.t("club-coach-title"), heads, rows, right, loc.t("club-coach-note"), verdict)


__all__ = ["COACH_BUDGET", "COSTLY_POINTS", "REASONS", "ClubReview", "action_words", "analyse",
           "coach_seed", "render", "sentence"]
