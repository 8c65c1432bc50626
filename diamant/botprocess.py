"""The child process of an isolated plugin bot of either game: the conversation, one JSON line at a
time, and its errors.

Neutral: imports neither game. The child reads one JSON object per line on stdin and answers one
per line on stdout: {"hello": 1} loads the bot; {"new": {...}} makes the bot of a new game; any
other line asks for a decision. Answers: {"ok": ...} or {"error": "..."}. What the game's lines
hold, and how a bot is built and asked, is the game's (`ChildBot`, in its isolate module). What
the bot prints goes to stderr, so it cannot break the conversation.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any, Callable

from diamant.botguard import child_conversation

log = logging.getLogger(__name__)


class ChildBot:
    """A game's side of the conversation: its bot, built from the "new" line and asked from the
    others. A game subclasses it: what an answer must be, and how its bot is asked (`decide`)."""

    #: what an answer must be, said when it is not (e.g. "an action")
    expected = "an answer"
    #: the longest answer passed on (a longer one is the bot's nonsense)
    longest = 200

    def __init__(self, name: str, error: type[Exception], bot_factory: Callable[[str], Any],
                 decide_function: Callable[[Any, str], Any]) -> None:
        """`error`: the game's error naming a bot ("bot 'name' ..."), said to the parent without
        the name; `bot_factory(name)` and `decide_function(bot, name)`: the game's loader of a
        plugin bot and the checked decision function of a bot."""
        self.name = name
        self.error = error
        self._bot_factory = bot_factory
        self._decide_function = decide_function
        self.factory: Any = None
        self.decide_bot: Any = None  # the bot's decision function, once a game is made

    def load(self) -> None:
        """{"hello": 1}: load the bot (its module, its factory)."""
        self.factory = self._bot_factory(self.name)

    def new_game(self, new: dict[str, Any]) -> None:
        """{"new": new}: make the bot of a new game (`new` holds its "seed" and "seat")."""
        assert self.factory is not None
        self.decide_bot = self._decide_function(self.factory(new["seed"], new["seat"]), self.name)

    def decide(self, msg: dict[str, Any]) -> Any:
        """Any other line: the bot's answer (checked by `serve`: a str, not too long)."""
        raise NotImplementedError


def serve(side: Callable[[str], ChildBot], argv: list[str] | None = None) -> int:
    """Talk to the parent until stdin ends, for the bot named by the first argument (`argv`, by
    default the command line's); `side(name)` makes the game's side once the conversation has
    taken stdout (so that what its imports print goes to stderr)."""
    name = (sys.argv[1:] if argv is None else argv)[0]
    talk, lines = child_conversation()  # the bot's prints go to stderr

    def say(reply: dict[str, Any]) -> None:
        talk.write(json.dumps(reply).encode() + b"\n")

    child = side(name)
    for line in lines:
        msg = json.loads(line)
        try:
            if "hello" in msg:
                child.load()
                say({"ok": True})
            elif "new" in msg:
                child.new_game(msg["new"])
                say({"ok": True})
            else:
                answer = child.decide(msg)
                # a str subclass is the bot's code
                if type(answer) is not str or len(answer) > child.longest:
                    raise child.error(f"answered an object of type {type(answer).__name__}, "
                                      f"not {child.expected}")
                say({"ok": answer})
        except child.error as exc:
            text = str(exc)
            prefix = f"bot {name!r} "
            say({"error": text[len(prefix):] if text.startswith(prefix) else text})
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - boundary: a third-party bot, said to the parent by name
            log.info("the bot failed: %r", exc)
            say({"error": f"failed to decide: {type(exc).__name__}: {str(exc)[:120]}"})
    return 0


__all__ = ["ChildBot", "serve"]
