"""Golden transcripts of Diamonds Club: seeded games played by a seeded random legal player,
every action with the events it caused (and the final state), checked in and diffed.

After an intended change of the rules' output, regenerate them with either of
    DIAMANT_UPDATE_GOLDEN=1 python -m pytest tests/club/test_club_golden.py
    python tests/club/test_club_golden.py --regen
and review the diff of tests/club/golden/ like any other change.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

import pytest

from diamant.games.club import ClubGame

GOLDEN = Path(__file__).parent / "golden"
# (players, seed, forced deals)
CASES: list[tuple[int, int, list[list[str]] | None]] = [
    (2, 21, None),
    (3, 22, None),
    (4, 23, None),
    (2, 24, [["D3b", "D1a", "L6b", "L2a"], ["D5a", "D2b", "L4a", "L5b"]]),
]


def name(players: int, seed: int, deals: list[list[str]] | None) -> str:
    return f"club-{players}p-seed{seed}{'-dealt' if deals else ''}.jsonl"


def transcript(players: int, seed: int, deals: list[list[str]] | None) -> str:
    g = ClubGame(players=players, seed=seed, deals=deals)
    rng = random.Random(seed * 7 + 1)
    lines = [json.dumps({"events": [e.to_dict() for e in g.opening_events()]}, sort_keys=True)]
    while not g.is_over:
        legal = g.legal()
        action = rng.choice(legal)
        seat = g.to_move()
        events = g.play(action)
        lines.append(json.dumps({"seat": seat, "action": action, "legal": len(legal),
                                 "events": [e.to_dict() for e in events]}, sort_keys=True))
    lines.append(json.dumps({"scores": g.scores(), "winners": g.winners()}, sort_keys=True))
    lines.append(json.dumps({"state": g.state()}, sort_keys=True))
    return "\n".join(lines) + "\n"


def regenerate() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        (GOLDEN / name(*case)).write_text(transcript(*case), encoding="utf-8")


@pytest.mark.parametrize("players,seed,deals", CASES)
def test_golden_transcript(players, seed, deals):
    path = GOLDEN / name(players, seed, deals)
    text = transcript(players, seed, deals)
    if os.environ.get("DIAMANT_UPDATE_GOLDEN"):
        GOLDEN.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        new, old = text.splitlines(), expected.splitlines()
        for i, (a, b) in enumerate(zip(new, old)):
            if a != b:
                pytest.fail(f"{path.name}: first difference at line {i + 1}\n"
                            f"expected: {b[:2000]}\n     got: {a[:2000]}")
        pytest.fail(f"{path.name}: {len(new)} lines instead of {len(old)}")


def test_golden_records_replay_to_the_transcripts_end():
    for players, seed, deals in CASES:
        lines = (GOLDEN / name(players, seed, deals)).read_text(encoding="utf-8").splitlines()
        actions = [json.loads(line)["action"] for line in lines[1:-2]]
        record = {"format": "diamonds-club-record", "version": 2, "game": "club", "rules": 2, "players": players,
                  "seed": seed, "deals": deals, "actions": actions}
        g, _ = ClubGame.replay(record)
        assert g.is_over
        assert json.loads(lines[-1])["state"] == g.state()


if __name__ == "__main__":
    if "--regen" in sys.argv[1:]:
        regenerate()
        print(f"wrote {len(CASES)} transcripts to {GOLDEN}")
    else:
        print(__doc__)
