"""Plain English lines for events: for `diamant replay` and debugging (the game's own log is
localised in diamant.i18n)."""

from __future__ import annotations

from typing import Sequence

from . import events as E


def _n(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


def _list(names: Sequence[str], seats: Sequence[int]) -> str:
    return ", ".join(_n(names, s) for s in seats)


def describe(e: E.Event, names: Sequence[str]) -> str:
    """One line for an event, or "" for bookkeeping events nobody needs to read."""
    if isinstance(e, E.RoundStarted):
        extra = f"; relic {e.relic_added.idol} shuffled in" if e.relic_added else ""
        return f"== Expedition {e.round}: {len(e.players)} explorers enter the cave " \
               f"({e.deck_size} cards){extra}"
    if isinstance(e, E.CardRevealed):
        return f"card {e.index + 1}: {e.card}"
    if isinstance(e, E.GemsShared):
        return f"  {e.value} gems: {e.each} each for {len(e.seats)}, {e.remainder} stay on the card"
    if isinstance(e, E.HazardWarning):
        return f"  first {e.hazard.value}: a second one would end the expedition"
    if isinstance(e, E.Disaster):
        lost = ", ".join(f"{_n(names, s)} loses {g}" for s, g in zip(e.seats, e.lost))
        return f"  DISASTER ({e.hazard.value})! {lost}"
    if isinstance(e, E.DecisionsRevealed):
        return "  decisions: " + ", ".join(f"{_n(names, s)} {d.value}s" for s, d in e.decisions)
    if isinstance(e, E.PlayersLeft):
        parts = ", ".join(f"{_n(names, s)} banks {b}" for s, b in zip(e.seats, e.banked))
        return f"  leaving: pool {e.pool}, {e.each} each, {e.remainder} stay; {parts}"
    if isinstance(e, E.RelicsTaken):
        return f"  {_n(names, e.seat)} takes {len(e.relics)} relic(s) worth {sum(e.values)}"
    if isinstance(e, E.RelicsStay):
        return f"  {len(e.relics)} relic(s) stay: {_list(names, e.seats)} left together"
    if isinstance(e, E.SafeReturn):
        return f"  the deck is empty: {_list(names, e.seats)} return safely"
    if isinstance(e, E.RoundEnded):
        return f"-- expedition {e.round} ends ({e.reason.value}) after {e.cards_revealed} cards"
    if isinstance(e, E.GameEnded):
        return "== game over; winner(s): " + _list(names, e.winners)
    return ""
