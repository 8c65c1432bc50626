"""The child process of an isolated Diamonds Club plugin bot (`diamant simulate --game club
--isolate`).

    python -m diamant.games.club.isolate package.module:name

It reads one JSON object per line on stdin and answers one per line on stdout: {"hello": 1}
loads the bot; {"new": {"seed", "seat"}} makes the bot of a new game (the seed is hashed by the
plugin loader, as in process); {"ask": {"state", "legal"}} asks for a decision. Answers:
{"ok": ...} or {"error": "..."}. The bot sees only what the line holds: the game's public state
and the legal actions. What it prints goes to stderr, so it cannot break the conversation.
"""

from __future__ import annotations

import sys
from typing import Any

from diamant.botprocess import ChildBot, serve

#: the longest answer passed on (an action is a few dozen characters)
MAX_ANSWER = 200


class _Child(ChildBot):
    """Diamonds Club's side of the conversation: the public state and the legal actions in, an
    action out."""

    expected = "an action"
    longest = MAX_ANSWER

    def decide(self, msg: dict[str, Any]) -> Any:
        assert self.decide_bot is not None
        ask = msg["ask"]
        return self.decide_bot(ask["state"], ask["legal"])


def _side(name: str) -> _Child:
    from diamant.games.club.bots import ClubBotError, bot_factory, decide_function

    return _Child(name, ClubBotError, bot_factory, decide_function)


if __name__ == "__main__":
    sys.exit(serve(_side))
