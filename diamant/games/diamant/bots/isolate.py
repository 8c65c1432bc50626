"""The child process of an isolated plugin bot (`diamant simulate --isolate`).

    python -m diamant.games.diamant.bots.isolate package.module:name

It reads one JSON object per line on stdin and answers one per line on stdout:
{"hello": 1} loads the bot; {"new": {"seed", "seat", "ruleset"}} makes the bot of a new game;
{"view": <SeatView.to_dict()>} asks for a decision. Answers: {"ok": ...} or {"error": "..."}.
The bot sees only what the line holds: its view, rebuilt into a `SeatView`, and its own seed.
What it prints goes to stderr, so it cannot break the conversation.
"""

from __future__ import annotations

import sys
from typing import Any

from diamant.botprocess import ChildBot, serve
from diamant.games.diamant.engine import (Card, CardKind, Decision, Hazard, RoundEnd, RoundSummary, Ruleset,
                            SeatView)
from diamant.games.diamant.engine.view import PublicView



def _card(d: dict[str, Any]) -> Card:
    hazard = d.get("hazard")
    return Card(int(d["id"]), CardKind(d["kind"]), int(d.get("value", 0)),
                None if hazard is None else Hazard(hazard), int(d.get("idol", 0)))


def view_from_dict(d: dict[str, Any], ruleset: Ruleset) -> SeatView:
    """The `SeatView` whose `to_dict()` is `d` (the game's `ruleset` is known to the child)."""
    deck = d["deck_remaining"]
    counts: dict[Any, int] = {int(v): n for v, n in deck["treasures"].items()}
    counts.update({Hazard(h): n for h, n in deck["hazards"].items()})
    for v in deck["relic_values"]:
        counts[("relic", v)] = counts.get(("relic", v), 0) + 1
    path = d["path"]
    history = tuple(RoundSummary(r["round"], RoundEnd(r["reason"]), r["cards_revealed"],
                                 None if r["hazard"] is None else Hazard(r["hazard"]),
                                 tuple(r["banked"]), tuple(r["relic_points"]))
                    for r in d["history"])
    public = tuple.__new__(PublicView, (
        d["players"], ruleset, d["round"], tuple(d["carried_all"]),
        None if d["secret_chests"] else tuple(d["chests"]), tuple(d["in_cave"]),
        d["relics_taken"], tuple(d["relic_stack"]), d["deck_size"],
        tuple(_card(c) for c in d["removed"]), history, d["phase"],
        tuple(_card(e) for e in path), tuple(e["gems"] for e in path),
        tuple(bool(e["taken"]) for e in path), counts,
        tuple(tuple(h) for h in d["relics_held"]), {}))
    return SeatView.of(public, d["seat"], d["carried"], d["chest"])


class _Child(ChildBot):
    """Diamant's side of the conversation: a `SeatView` in, 'continue' or 'leave' out."""

    expected = "'continue' or 'leave'"
    longest = 100
    ruleset: Ruleset | None = None

    def new_game(self, new: dict[str, Any]) -> None:
        self.ruleset = Ruleset.from_dict(new["ruleset"])
        super().new_game(new)

    def decide(self, msg: dict[str, Any]) -> Any:
        assert self.decide_bot is not None and self.ruleset is not None
        answer = self.decide_bot(view_from_dict(msg["view"], self.ruleset))
        return answer.value if type(answer) is Decision else answer


def _side(name: str) -> _Child:
    from diamant.games.diamant.bots.base import BotError, bot_factory, decide_function

    return _Child(name, BotError, bot_factory, decide_function)


if __name__ == "__main__":
    sys.exit(serve(_side))
