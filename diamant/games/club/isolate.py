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

import json
import logging
import sys
from typing import Any

from diamant.botguard import child_conversation

log = logging.getLogger(__name__)

#: the longest answer passed on (an action is a few dozen characters)
MAX_ANSWER = 200


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    name = argv[0]
    talk, lines = child_conversation()

    def say(reply: dict[str, Any]) -> None:
        talk.write(json.dumps(reply).encode() + b"\n")

    from diamant.games.club.bots import ClubBotError, Factory, bot_factory, decide_function

    factory: Factory | None = None
    decide: Any = None
    for line in lines:
        msg = json.loads(line)
        try:
            if "hello" in msg:
                factory = bot_factory(name)
                say({"ok": True})
            elif "new" in msg:
                assert factory is not None
                new = msg["new"]
                decide = decide_function(factory(new["seed"], new["seat"]), name)
                say({"ok": True})
            else:
                assert decide is not None
                ask = msg["ask"]
                answer = decide(ask["state"], ask["legal"])
                if type(answer) is not str or len(answer) > MAX_ANSWER:  # a str subclass is the bot's code
                    raise ClubBotError(f"answered an object of type {type(answer).__name__}, "
                                       "not an action")
                say({"ok": answer})
        except ClubBotError as exc:
            text = str(exc)
            prefix = f"bot {name!r} "
            say({"error": text[len(prefix):] if text.startswith(prefix) else text})
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, said to the parent by name
            log.info("the bot failed: %r", exc)
            say({"error": f"failed to decide: {type(exc).__name__}: {str(exc)[:120]}"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
