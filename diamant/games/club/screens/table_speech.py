"""What the Diamonds Club table says on demand (the summary keys; diamant.ui.speech speaks it):
your coins, tokens and gems; the market row by row with its prices; the price tiles; the parks.

Everything comes from the state the table shows (ClubGame.state(), public), in the player's
language, through the words of the tooltips (table_words)."""
from __future__ import annotations

from typing import Any, Sequence

from diamant.games.club.data import PRICE_TILES, ROWS
from diamant.games.club.screens.table_words import goods_tip, item_text, park_tip, price_tip


def _flat(text: str) -> str:
    """A tooltip's lines as sentences said one after another."""
    return ". ".join(line.rstrip(". ") for line in text.splitlines() if line.strip()) + "."


def goods_summary(loc: Any, state: dict[str, Any], seat: int | None, names: Sequence[str]) -> str:
    """The coins, gems, tokens (and bonus cards) of ``seat``: the player's own."""
    if seat is None:
        return loc.t("a11y-no-seat")
    return _flat(goods_tip(loc, state, seat, names))


def market_summary(loc: Any, state: dict[str, Any], names: Sequence[str]) -> str:
    """The market row by row: each space's item and price, or who took it."""
    market = state["market"]
    columns = len(market) // ROWS
    rows = []
    for r in range(ROWS):
        cells = []
        for c in range(columns):
            sp = market.get(f"c{c + 1}r{r + 1}")
            if sp is None:
                continue
            what = item_text(loc, sp["item"])
            if sp["taken_by"] is not None:
                cells.append(loc.t("a11y-club-space-taken", item=what, who=names[sp["taken_by"]]))
            else:
                cells.append(loc.t("a11y-club-space", item=what, price=sp["price"]))
        rows.append(loc.t("a11y-club-row", row=r + 1, spaces="; ".join(cells)))
    return " ".join(rows)


def prices_summary(loc: Any, state: dict[str, Any], seat: int | None, names: Sequence[str]) -> str:
    """Every price tile: what it costs, who built with it this round, what is left."""
    return " ".join(_flat(price_tip(loc, state, t, seat, names, False, False))
                    for t in range(len(PRICE_TILES)))


def parks_summary(loc: Any, state: dict[str, Any], seat: int | None, names: Sequence[str]) -> str:
    """Every park, the player's own first."""
    seats = list(range(len(state["players"])))
    if seat is not None and seat in seats:
        seats.remove(seat)
        seats.insert(0, seat)
    return " ".join(_flat(park_tip(loc, state, p, names)) for p in seats)
