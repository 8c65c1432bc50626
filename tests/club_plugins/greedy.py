"""A greedy builder, from the rules alone: it buys the cheapest production tokens and animals it
can afford, sells whatever it must, keeps the most it may, and builds as often as it can,
landscapes before forests. The function form of the plugin interface."""

from __future__ import annotations

GOOD = ("M ", "R", "S", "pond", "deer park", "aviary")


def _price(market, space):
    """The rules' price of a free space: 1 coin, and 1 more for every coin on the spaces next to
    it (left, right, above, below), whoever put them there."""
    c, _, r = space[1:].partition("r")
    c, r = int(c), int(r)
    near = (f"c{c - 1}r{r}", f"c{c + 1}r{r}", f"c{c}r{r - 1}", f"c{c}r{r + 1}")
    return 1 + sum(market[n].get("coins", 0) for n in near
                   if n in market and market[n].get("taken_by") is not None)


def decide(state, legal):
    if len(legal) == 1:
        return legal[0]
    verb = legal[0].split()[0]
    if any(a.startswith("buy") for a in legal):
        market = state["market"]
        best, best_key = "pass", None
        for a in legal:
            if not a.startswith("buy"):
                continue
            space = a.split()[1]
            item = market[space]["item"]
            wanted = 0 if item.startswith(GOOD) else 1
            key = (wanted, _price(market, space), a)
            if wanted == 0 and (best_key is None or key < best_key):
                best, best_key = a, key
        return best
    if verb == "sell":
        return legal[0]
    if verb == "keep":
        return max(legal, key=len)
    builds = [a for a in legal if a.startswith("build")]
    if not builds:
        return "pass"
    landscapes = [a for a in builds if not a.startswith("build forest")]
    return (landscapes or builds)[0]
