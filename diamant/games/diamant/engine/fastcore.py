"""The loop of the fast headless path: one whole game in one function call.

This is the inner loop behind `diamant.games.diamant.engine.fast.play` (read that module first: it holds the
API, the per-edition integer tables and the result type). The same source is the pure-Python core
and, when the package was built with a C compiler, the compiled core `diamant.games.diamant.engine._fastcore`
(Cython compiles this very file; fastcore.pxd beside it gives the C types of the locals). Both
play exactly the same games (tests/diamant/test_engine_fast_core.py); `fast.CORE` says which one
`fast.play` runs.

Plain Python only: no `cython` import, nothing that needs Cython at run time.

The round's rules are engine/rules.py's: the lines between `# rule:` and `# end rule` are copies
written by tools/gen_rules.py (edit the rule there and run the tool; a test checks the copies).
"""

from __future__ import annotations

from . import rules
from .cards import Decision
from .events import RoundEnd
from .game import RoundSummary
from .view import FastSeatView, RoundStartCounts

CONTINUE = Decision.CONTINUE
LEAVE = Decision.LEAVE
# the answers a decider may give: the strings (compared by identity first: the interned
# literals of a bot's code are these very objects), then through a dict, then the `bad` callback
CONTINUE_STR = "continue"
LEAVE_STR = "leave"
ANSWERS = {CONTINUE: CONTINUE, LEAVE: LEAVE, CONTINUE_STR: CONTINUE, LEAVE_STR: LEAVE}
DISASTER = RoundEnd.DISASTER
ALL_LEFT = RoundEnd.ALL_LEFT
DECK_EMPTY = RoundEnd.DECK_EMPTY
HAZARD_CODE = -1  # in EditionTables.value: a hazard
RELIC_CODE = -2  # in EditionTables.value: a relic

_onew = object.__new__
_SUMMARY_SET = tuple(RoundSummary.__dict__[f].__set__ for f in (
    "round", "reason", "cards_revealed", "hazard", "banked", "relic_points"))


def summary(rno, reason, revealed, hazard, banked, relic_points):
    """RoundSummary(...) without the frozen dataclass's __init__ (one object.__setattr__ per
    field): the same object, its slots set directly."""
    o = _onew(RoundSummary)
    s1, s2, s3, s4, s5, s6 = _SUMMARY_SET
    s1(o, rno)
    s2(o, reason)
    s3(o, revealed)
    s4(o, hazard)
    s5(o, banked)
    s6(o, relic_points)
    return o


def play(t, rs, players, seed_random, deciders, views, record, bad):
    """Play one game on the tables `t` (fast.EditionTables) of ruleset `rs`.

    `seed_random` is the game's `random()` (of `random.Random(seed)`); `deciders[s]` seat s's
    decider;
    `bad(answer, seat)` maps an answer that is not one of `ANSWERS` to a Decision or raises.
    Returns (chests, relic_points, relics_held, rounds, decisions, steps), as fast.FastResult
    holds them.
    """
    cards_of = t.cards
    value = t.value
    bitof = t.bit
    keyof = t.key
    share_by_n = t.share
    rnd = seed_random
    deck = list(t.deck)
    stack = list(t.stack)
    counts = t.counts.copy() if views else None
    answers = ANSWERS
    cs = CONTINUE_STR
    ls = LEAVE_STR
    fns = list(deciders)
    C = CONTINUE
    L = LEAVE
    SV = FastSeatView
    open_chests = t.open_chests
    printed_relics = t.printed_relics
    relic_values = rs.relic_values
    relic_worth = rules.relic_values
    everyone = t.seats[players]
    zeros = (0,) * players
    chests = [0] * players
    chests_t = zeros if open_chests else None
    held = [()] * players  # per seat: the values of the relics taken
    held_t = ((),) * players
    relics_taken = 0
    removed_t = ()
    rounds_t = ()
    decisions = [] if record else None
    steps = 0
    base = None
    nrounds = t.rounds
    stack_vals = ()
    reason = None

    for rno in range(1, nrounds + 1):
        if stack:
            added = stack.pop(0)
            deck.append(added)
            if views:
                key = keyof[added]
                counts[key] = counts.get(key, 0) + 1
            stack_vals = tuple([cards_of[c].value for c in stack]) if stack else ()
        else:
            stack_vals = ()
        if views:
            base = RoundStartCounts(counts)
        d0 = len(deck)
        state = None  # the public state for views, rebuilt after every change (FastSeatView)
        k = 0
        cell = None
        seats = everyone
        inside = players
        share = share_by_n[players]
        cur = 0  # the gems each seat in the cave carries (they all carry the same)
        banked = [0] * players
        relicpts = [0] * players
        mask = 0
        path = []  # only appended to: views hold it (see FastPublicView)
        gems = []  # views hold it too: copied before an entry changes
        taken_t = ()
        relics_on = 0  # relics lying on the path, not taken: they are path[untaken:]'s relics
        untaken = 0
        disaster = -1
        while True:
            # ---- reveal
            n = len(deck)
            if n == 0:
                for s in seats:
                    chests[s] += cur
                    banked[s] += cur
                reason = DECK_EMPTY
                break
            x = rnd() * n
            i = int(x)
            card = deck[i]
            deck[i] = deck[n - 1]
            deck.pop()
            path.append(card)
            v = value[card]
            if v >= 0:
                each, rem = share[v]
                cur += each
                gems.append(rem)
            else:
                gems.append(0)
                if v == HAZARD_CODE:
                    b = bitof[card]
                    # rule: if strikes(mask, b):
                    if mask & b != 0:
                    # end rule
                        disaster = card
                        reason = DISASTER
                        break
                    # rule: mask = mark(mask, b)
                    mask = mask | b
                    # end rule
                else:
                    relics_on += 1
            # ---- decide: every seat in the cave, in seat order
            steps += 1
            leavers = None
            if views:
                if state is None:
                    state = (players, rs, rno, chests_t, seats, relics_taken, stack_vals,
                             removed_t, rounds_t, base, held_t, path, gems, taken_t, d0, cards_of)
                k = len(path)
                cell = {}
            for s in seats:
                if views:
                    a = fns[s](SV.__new__(SV, (state, s, cur, chests[s], k, cell)))
                else:
                    a = fns[s](None)
                if a is not C and a is not L:
                    if a is cs:
                        a = C
                    elif a is ls:
                        a = L
                    elif type(a) is not str:
                        # a str subclass's __hash__ and __eq__ are its author's code, which
                        # the dict would run: only an exact str is looked up (a Decision is
                        # one of the two above)
                        a = bad(a, s)
                    else:
                        try:
                            a = answers[a]
                        except KeyError:  # not one of the usual four
                            a = bad(a, s)
                if a is L:
                    if leavers is None:
                        leavers = [s]
                    else:
                        leavers.append(s)
                if record:
                    decisions.append((s, a))
            if leavers is None:
                continue
            # ---- leave
            state = None
            nl = len(leavers)
            pool = sum(gems)
            each = 0
            if pool:
                # rule: each, rem = split(pool, nl)
                each, rem = (pool // nl, pool % nl)
                # end rule
                gems = gems[:]  # views of earlier steps hold the old list
                # rule: gather(gems, rem)
                last = -1
                for j in range(len(gems)):
                    if gems[j]:
                        gems[j] = 0
                        last = j
                gems[last] = rem
                # end rule
            b = cur + each
            for s in leavers:
                chests[s] += b
                banked[s] += b
            if open_chests:
                chests_t = tuple(chests)
            if nl == inside:
                seats = ()
                inside = 0
            else:
                seats = tuple([s for s in seats if s not in leavers])
                inside -= nl
                share = share_by_n[inside]
            # rule: lone = takes_relics(nl)
            lone = nl == 1
            # end rule
            if relics_on and lone:
                s = leavers[0]
                values = relic_worth(not printed_relics, relic_values, relics_taken,
                                     [cards_of[c].value for c in path[untaken:] if value[c] == RELIC_CODE])
                relics_taken += relics_on
                held[s] += tuple(values)
                relicpts[s] += sum(values)
                relics_on = 0
                untaken = len(path)
                if views:
                    taken_t = tuple([value[c] == RELIC_CODE for c in path])
                held_t = tuple(held)
            if inside == 0:
                reason = ALL_LEFT
                break
        # ---- end of the round: hazards and relics of the path leave the game, the rest is
        # shuffled back into the deck (in path order, as Game does)
        if relics_on:  # relics still lying on the path are lost
            removed_t += tuple([cards_of[c] for c in path[untaken:] if value[c] == RELIC_CODE])
        if disaster >= 0:
            removed_t += (cards_of[disaster],)
            if views:
                counts[keyof[disaster]] -= 1
        elif open_chests and reason is DECK_EMPTY:
            chests_t = tuple(chests)
        for c in path:  # (disaster is -1, no card's id, when no hazard struck)
            # rule: if back_in_deck(value[c] == RELIC_CODE, c == disaster):
            if not (value[c] == RELIC_CODE or c == disaster):
            # end rule
                deck.append(c)
        if views and untaken | relics_on:  # relics taken or lost this round left the deck too
            for c in path:
                if value[c] == RELIC_CODE:
                    counts[keyof[c]] -= 1
        rounds_t += (summary(rno, reason, len(path),
                             cards_of[disaster].hazard if disaster >= 0 else None,
                             tuple(banked), tuple(relicpts)),)
    return (tuple(chests), tuple([sum(h) for h in held]), tuple([len(h) for h in held]),
            rounds_t, decisions, steps)
