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

from diamant.botprocess import serve

#: the longest answer passed on (an action is a few dozen characters)
MAX_ANSWER = 200


class _Child:
    """Diamonds Club's side of the conversation: the public state and the legal actions in, an
    action out."""

    expected = "an action"
    longest = MAX_ANSWER

    def __init__(self, name: str) -> None:
        from diamant.games.club.bots import ClubBotError, Factory, bot_factory, decide_function

        self.name = name
        self.error: type[Exception] = ClubBotError
        self._bot_factory, self._decide_function = bot_factory, decide_function
        self.factory: Factory | None = None
        self.decide_action: Any = None

    def load(self) -> None:
        self.factory = self._bot_factory(self.name)

    def new_game(self, new: dict[str, Any]) -> None:
        assert self.factory is not None
        self.decide_action = self._decide_function(self.factory(new["seed"], new["seat"]), self.name)

    def decide(self, msg: dict[str, Any]) -> Any:
        assert self.decide_action is not None
        ask = msg["ask"]
        return self.decide_action(ask["state"], ask["legal"])


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    name = argv[0]
    return serve(name, lambda: _Child(name))


if __name__ == "__main__":
    sys.exit(main())
