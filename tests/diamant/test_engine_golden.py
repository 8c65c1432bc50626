"""Golden transcripts: seeded games whose full event log is checked in and diffed.

After an intended change of the rules' output, regenerate with
    DIAMANT_UPDATE_GOLDEN=1 python -m pytest tests/diamant/test_engine_golden.py
and review the diff of tests/diamant/golden/ like any other change.
"""

import json
import os
import random
from pathlib import Path

import pytest

from diamant.games.diamant.engine import Decision, Game, Ruleset

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    ("classic", 3, 11, False),
    ("classic", 8, 12, False),
    ("iello", 4, 13, False),
    ("relic-hunt", 5, 14, True),
    ("incan-gold", 6, 15, False),
]


def transcript(edition, players, seed, secret):
    g = Game(Ruleset.preset(edition, secret_chests=secret), players, seed)
    rng = random.Random(seed * 7 + 1)
    lines = [json.dumps(e.to_dict(), sort_keys=True) for e in g.start()]
    while not g.is_over:
        for s in list(reversed(g.awaiting)):  # decisions arrive out of seat order
            d = Decision.CONTINUE if rng.random() < 0.8 else Decision.LEAVE
            lines += [json.dumps(e.to_dict(), sort_keys=True) for e in g.decide(s, d)]
    lines.append(json.dumps({"scores": list(g.scores()), "winners": list(g.winners())}))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("edition,players,seed,secret", CASES)
def test_golden_transcript(edition, players, seed, secret):
    path = GOLDEN / f"{edition}-{players}p-seed{seed}.jsonl"
    text = transcript(edition, players, seed, secret)
    if os.environ.get("DIAMANT_UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        new, old = text.splitlines(), expected.splitlines()
        for i, (a, b) in enumerate(zip(new, old)):
            if a != b:
                pytest.fail(f"{path.name}: first difference at line {i + 1}\n"
                            f"expected: {b}\n     got: {a}")
        pytest.fail(f"{path.name}: {len(new)} lines instead of {len(old)}")
