"""The totals of the past games, one set per game: the games played, each player's games and
wins, the best score and the games against each bot level are counted for each game apart
(Diamant's scores and Diamonds Club's are not comparable, and both games have a "steady" and a
"master" level that are not the same bot), so that every figure of a game counts the same games:
its finished games with at least one person at the table.
"""

from __future__ import annotations

from typing import Any

from . import formats
from .history import HistoryEntry, _sort_key, list_history


class _GameTotals:
    """One game's totals (see `history_stats`)."""

    def __init__(self) -> None:
        self.games = 0  # its finished games
        self.human_games = 0  # ... with at least one person at the table: the games counted below
        self.played: dict[str, int] = {}
        self.wins: dict[str, int] = {}
        self.bots: dict[str, dict[str, int]] = {}
        self.best: dict[str, Any] | None = None
        self.best_key: tuple[float, str] = (0.0, "")  # the best score's game, as the list sorts

    def add(self, e: HistoryEntry, counted: bool, ranked: bool) -> None:
        self.games += 1
        if not counted or not e.human_seats:  # a game of bots only: nobody's game
            return
        self.human_games += 1
        for s in e.human_seats:
            name = e.names[s]
            self.played[name] = self.played.get(name, 0) + 1
            if s in e.winners:
                self.wins[name] = self.wins.get(name, 0) + 1
            score = e.scores[s]
            key = _key(e)
            if self.best is None or score > self.best["score"] or (
                    ranked and score == self.best["score"] and key > self.best_key):
                self.best = {"score": score, "name": name, "date": e.date, "edition": e.edition}
                if ranked:
                    self.best_key = key
        for level in sorted({b for b in e.bots if b is not None}):
            row = self.bots.setdefault(level, {"games": 0, "wins": 0})
            row["games"] += 1
            row["wins"] += e.human_won

    def stats(self) -> dict[str, Any]:
        return {"games": self.games, "human_games": self.human_games, "played": dict(self.played),
                "wins": dict(self.wins), "best_score": None if self.best is None else dict(self.best),
                "bots": {level: dict(row) for level, row in self.bots.items()}}


def _key(e: HistoryEntry) -> tuple[float, str]:
    return _sort_key(e.date), e.path.name if e.path is not None else ""  # as HistoryScan sorts


class HistoryTotals:
    """The totals of `history_stats`, counted a game at a time (a list that fills: each game
    counted once, not the whole list again): `stats()` is history_stats' dict. Of equal best
    scores, the first counted's; or, when games are added with `ranked=True`, the one of the
    game first in the list (newest first: `HistoryScan.entries`' order), whatever the order in
    which they were counted."""

    def __init__(self) -> None:
        self.games = 0
        self.by_game: dict[str, _GameTotals] = {}

    def add(self, e: HistoryEntry, ranked: bool = False) -> None:
        if not e.finished:  # a game set aside unfinished has no result
            return
        self.games += 1
        fmt = formats.get(e.game)
        # the players, the best score and the bots: of the games that ask for them
        counted = fmt is not None and fmt.totals
        self.by_game.setdefault(e.game, _GameTotals()).add(e, counted, ranked)

    def stats(self) -> dict[str, Any]:
        return {"games": self.games,
                "by_game": {game: totals.stats() for game, totals in self.by_game.items()}}


def history_stats(entries: list[HistoryEntry] | None = None) -> dict[str, Any]:
    """Totals over the history: games, the finished games of every game, and by_game, per game
    (its registered id, as `HistoryEntry.game`):

    games: its finished games; human_games: those with at least one human seat, the games the
    rest counts (none for a game registered without `totals`);
    played / wins: per human name, games played and won (a shared win counts for each winner);
    best_score: {"score", "name", "date", "edition"} of the best human score, or None;
    bots: per bot name (level), {"games": games with a human against it,
          "wins": those a human won}.
    """
    if entries is None:
        entries = list_history()
    totals = HistoryTotals()
    for e in entries:
        totals.add(e)
    return totals.stats()


__all__ = ["HistoryTotals", "history_stats"]
