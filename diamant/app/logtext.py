"""The game's events in words for the log panels (the expedition's log, a past game's log)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from diamant.app import theme
from diamant.engine import (CardKind, CardRevealed, Decision, DecisionsRevealed, Disaster, Event,
                            GameEnded, GemsShared, HazardWarning, PlayersLeft, RelicsStay,
                            RelicsTaken, RoundEnd, RoundEnded, RoundStarted, SafeReturn)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.app.app import App


def describe(app: "App", e: Event, names: list[str]) -> list[tuple[str, Any]]:
    """Lines (text, colour) for one event, from the log-* messages of game.ftl."""
    t = app.t
    T, DIM, GOLD, DANGER = theme.TEXT, theme.TEXT_DIM, theme.GOLD, theme.DANGER
    out: list[tuple[str, Any]] = []
    name = lambda s: names[s] if 0 <= s < len(names) else str(s + 1)  # noqa: E731
    if isinstance(e, RoundStarted):
        out.append((t("log-round-started", round=e.round), GOLD))
        if e.relic_added is not None:
            out.append((t("log-relic-added"), DIM))
    elif isinstance(e, CardRevealed):
        if e.card.kind is CardKind.TREASURE:
            out.append((t("log-card-treasure", value=e.card.value), T))
        elif e.card.kind is CardKind.RELIC:
            out.append((t("log-relic-revealed"), T))
    elif isinstance(e, GemsShared):
        if e.seats and e.each:
            out.append((t("log-gems-shared", explorers=len(e.seats), count=e.each,
                          remainder=e.remainder), DIM))
        elif e.seats:  # fewer gems than explorers: nobody takes any
            out.append((t("log-gems-unshared", explorers=len(e.seats), remainder=e.remainder),
                        DIM))
    elif isinstance(e, HazardWarning):
        out.append((t("log-hazard-first", hazard=e.hazard.value), (236, 150, 90)))
    elif isinstance(e, Disaster):
        out.append((t("log-disaster", hazard=e.hazard.value, count=len(e.seats)), DANGER))
    elif isinstance(e, DecisionsRevealed):
        out.append((t("log-decisions-revealed"), DIM))
        goers = [name(s) for s, d in e.decisions if d is Decision.CONTINUE]
        if goers and len(goers) == len(e.decisions) and len(goers) > 1:
            out.append((t("play-log-all-continue"), T))
        elif goers:
            out.append((t("log-player-continues", name=app.loc.format_list(goers)), T))
    elif isinstance(e, PlayersLeft):
        if e.pool:
            out.append((t("log-leavers-share", count=e.each, remainder=e.remainder), DIM))
        for s, b in zip(e.seats, e.banked):
            out.append((t("log-player-leaves", name=name(s), gems=b), T))
    elif isinstance(e, RelicsTaken):
        for v in e.values:
            out.append((t("log-relic-taken", name=name(e.seat), value=v), GOLD))
    elif isinstance(e, RelicsStay):
        out.append((t("log-relics-stay", count=len(e.relics)), DIM))
    elif isinstance(e, SafeReturn):
        out.append((t("log-deck-empty"), T))
    elif isinstance(e, RoundEnded):
        if e.reason is RoundEnd.DISASTER:
            out.append((t("log-round-ended-disaster"), DANGER))
            if e.hazard_removed is not None and e.hazard_removed.hazard is not None:
                out.append((t("log-hazard-removed", hazard=e.hazard_removed.hazard.value), DIM))
        else:
            out.append((t("log-round-ended-empty"), T))
        if e.relics_lost:
            out.append((t("log-relics-lost", count=len(e.relics_lost)), DIM))
        out.append((t("log-barricade", round=e.round), DIM))
    elif isinstance(e, GameEnded):
        out.append((t("log-game-ended"), GOLD))
        best = max(e.scores)
        if len(e.winners) == 1:
            out.append((t("log-winner", name=name(e.winners[0]), score=best), GOLD))
        else:
            names_list = app.loc.format_list([name(s) for s in e.winners])
            out.append((t("log-winners-tie", names=names_list, score=best), GOLD))
    return out

