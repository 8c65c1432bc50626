"""The child process of an isolated plugin bot (`diamant simulate --isolate`).

    python -m diamant.games.diamant.bots.isolate package.module:name

It reads one JSON object per line on stdin and answers one per line on stdout:
{"hello": 1} loads the bot; {"new": {"seed", "seat", "ruleset"}} makes the bot of a new game;
{"view": <SeatView.to_dict()>} asks for a decision. Answers: {"ok": ...} or {"error": "..."}.
The bot sees only what the line holds: its view, rebuilt into a `SeatView`, and its own seed.
What it prints goes to stderr, so it cannot break the conversation.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

from diamant.botguard import child_conversation
from diamant.games.diamant.engine import (Card, CardKind, Decision, Hazard, RoundEnd, RoundSummary, Ruleset,
                            SeatView)
from diamant.games.diamant.engine.view import PublicView


log = logging.getLogger(__name__)


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


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    name = argv[0]
    talk, lines = child_conversation()  # the bot's prints go to stderr

    def say(reply: dict[str, Any]) -> None:
        talk.write(json.dumps(reply).encode() + b"\n")

    from diamant.games.diamant.bots.base import BotError, bot_factory, decide_function

    factory = decide = ruleset = None
    for line in lines:
        msg = json.loads(line)
        try:
            if "hello" in msg:
                factory = bot_factory(name)
                say({"ok": True})
            elif "new" in msg:
                new = msg["new"]
                ruleset = Ruleset.from_dict(new["ruleset"])
                assert factory is not None
                decide = decide_function(factory(new["seed"], new["seat"]), name)
                say({"ok": True})
            else:
                assert decide is not None and ruleset is not None
                answer = decide(view_from_dict(msg["view"], ruleset))
                if type(answer) is Decision:
                    answer = answer.value
                if type(answer) is not str or len(answer) > 100:  # a str subclass is the bot's code
                    raise BotError(f"answered an object of type {type(answer).__name__}, "
                                   "not 'continue' or 'leave'")
                say({"ok": answer})
        except BotError as exc:
            text = str(exc)
            prefix = f"bot {name!r} "
            say({"error": text[len(prefix):] if text.startswith(prefix) else text})
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, said to the parent by name
            log.info("the bot failed: %r", exc)
            say({"error": f"failed to decide: {type(exc).__name__}: {str(exc)[:120]}"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
