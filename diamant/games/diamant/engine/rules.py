"""The round's rules of Diamant, written once (docs/rules.md; /work/shared/RULES.md).

Three pieces of code play a round: the step-by-step engine (`game.Game`), the fast core
(`fastcore.play`, compiled by Cython when a compiler is there) and the expert's model of a round
(`bots.expert.RoundModel.rollout`). Each reads the rules from here:

- `Game`, `Ruleset`, the fast engine's tables and the expert's relic worth call these
  functions;
- where a rule runs at every card (the fast core, the expert's rollout, `Game`'s reveal and
  end of round) the code holds a generated copy of a rule marked "inline" below: between a
  `# rule: <call>` line and its `# end rule` line it carries this module's body of that
  function with the call's arguments put in, written by `tools/gen_rules.py` (a test fails when
  a copy is not current: edit the rule here and run the tool, never the copy). A copy costs
  nothing at run time, which a call in the loop would.

An inline rule is plain Python the inliner can copy: either a single `return <expression>`
(the call's targets get the expression), or statements without `return` that act on the
arguments in place; names other than the parameters become the caller's own locals.

The numbers here are the fast encoding the three share: gems are ints; a hazard type is a bit
(`cards.HAZARD_BITS`), the hazards on the path a mask of those bits. This module imports nothing
of the engine (cards.py builds each card's key with it).
"""

from __future__ import annotations

from typing import Any, Sequence


# ---- cards ------------------------------------------------------------------------------------
def count_key(kind: str, value: int, hazard: Any) -> Any:
    """A card's counting key (the unrevealed cards are counted by it, `DeckCount.from_counts`
    reads it back): a treasure's value, a hazard's type, or ("relic", printed value). `kind`:
    a `CardKind` (a str: "treasure", "hazard" or "relic")."""
    if kind == "treasure":
        return value
    if kind == "hazard":
        return hazard
    return ("relic", value)


# ---- hazards (inline) -------------------------------------------------------------------------
def strikes(seen: int, bit: int) -> bool:
    """A hazard whose type is already on the path this round is a disaster: the explorers still
    inside run and drop what they carry."""
    return (seen & bit) != 0


def mark(seen: int, bit: int) -> int:
    """A first hazard of its type is a warning: its type is now on the path."""
    return seen | bit


# ---- gems (inline) ----------------------------------------------------------------------------
def split(gems: int, people: int) -> tuple[int, int]:
    """Gems shared evenly: (each one's share, the rest that stays in the cave). A treasure is
    split by the explorers in the cave (the rest lies on its card); on leaving, the gems lying
    on the path are split by the explorers leaving at that step."""
    return gems // people, gems % people


def gather(gems: list[int], rest: int) -> None:
    """The leavers pick up the gems lying on the path (`gems`: on each card; some lie there):
    every card is emptied but the last that held gems, which keeps the `rest` of the split."""
    last = -1
    for j in range(len(gems)):
        if gems[j]:
            gems[j] = 0
            last = j
    gems[last] = rest


# ---- relics -----------------------------------------------------------------------------------
def takes_relics(leavers: int) -> bool:
    """(inline) The relics on the path go to an explorer who leaves alone; when several leave
    at the same step they stay in the cave."""
    return leavers == 1


def relic_values(by_order: bool, values: Sequence[int], taken: int,
                 printed: Sequence[int]) -> tuple[int, ...]:
    """What relics are worth to the lone leaver who takes them: their `printed` values, or, by
    order, `values[k]` for the k-th relic taken out of the cave over the game (`taken` before
    these), the last of `values` once they run out."""
    if not by_order:
        return tuple(printed)
    n = len(values)
    last = values[n - 1] if n else 0
    return tuple([values[k] if k < n else last for k in range(taken, taken + len(printed))])


# ---- the end of a round -----------------------------------------------------------------------
def back_in_deck(relic: bool, struck: bool) -> bool:
    """(inline) At the end of a round the path's cards are shuffled back into the deck, but relics (taken
    or lost) and the hazard that struck leave the game."""
    return not (relic or struck)


#: the rules `tools/gen_rules.py` may copy into the hot loops
INLINE = ("strikes", "mark", "split", "gather", "takes_relics", "back_in_deck")

__all__ = ["INLINE", "back_in_deck", "count_key", "gather", "mark",
           "relic_values", "split", "strikes", "takes_relics"]
