"""Plugins that misbehave, for the tests of the clear errors."""

from __future__ import annotations


def raises(state, legal):
    raise RuntimeError("lost my marbles")


def illegal(state, legal):
    return "buy c99r9"


def not_text(state, legal):
    return 42


class CannotBuild:
    def __init__(self, seed=None, seat=0):
        raise ValueError("no table for me")

    def decide(self, state, legal):  # pragma: no cover - never built
        return legal[0]


NOT_A_BOT = 3
