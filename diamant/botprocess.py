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
from typing import Any, Callable, Protocol

from diamant.botguard import child_conversation

log = logging.getLogger(__name__)


class ChildBot(Protocol):
    """A game's side of the conversation: its bot, built and asked from the lines' contents."""

    #: the game's error naming a bot ("bot 'name' ..."): said to the parent without the name
    error: type[Exception]
    #: what an answer must be, said when it is not (e.g. "an action")
    expected: str
    #: the longest answer passed on (a longer one is the bot's nonsense)
    longest: int

    def load(self) -> None:
        """{"hello": 1}: load the bot (its module, its factory)."""

    def new_game(self, new: dict[str, Any]) -> None:
        """{"new": new}: make the bot of a new game."""

    def decide(self, msg: dict[str, Any]) -> Any:
        """Any other line: the bot's answer (checked here: a str, not too long)."""


def serve(name: str, side: Callable[[], ChildBot]) -> int:
    """Talk to the parent until stdin ends, for the bot called `name`; `side()` makes the game's
    side once the conversation has taken stdout (so that what its imports print goes to stderr)."""
    talk, lines = child_conversation()  # the bot's prints go to stderr

    def say(reply: dict[str, Any]) -> None:
        talk.write(json.dumps(reply).encode() + b"\n")

    child = side()
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
