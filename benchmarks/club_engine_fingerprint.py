"""Fingerprint of the Diamonds Club engine's rules: one hash over mixed random games.

    python benchmarks/club_engine_fingerprint.py [--games 300] [--root PATH]

For speed work on the engine: print the hash before a change and after it; any difference in a
legal list, an event, a state, the scores or the winners changes it. The games mix 2 to 4 seats
and both rules versions; the players favour buys (so that markets run out and gems pile up) and
sometimes take the first or last legal action. `--root` reads the engine from another checkout
(an untouched copy of the code before the change), so both hashes come from one script.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path


def fingerprint(games: int) -> str:
    from diamant.games.club import ClubGame
    h = hashlib.sha256()
    rng = random.Random(7)
    for k in range(games):
        rules = 1 if k % 5 == 4 else 2
        g = ClubGame(players=2 + k % 3, seed=1000 + k, rules=rules)
        for e in g.opening_events():
            h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
        while not g.is_over:
            legal = g.legal()
            h.update("\x00".join(legal).encode())
            a = rng.choice(legal) if rng.random() < 0.7 else legal[-1 if rng.random() < 0.3 else 0]
            for e in g.play(a):
                h.update(json.dumps(e.to_dict(), sort_keys=True).encode())
            if k % 10 == 0:
                h.update(json.dumps(g.state(), sort_keys=True).encode())
        h.update(json.dumps(g.scores(), sort_keys=True).encode())
        h.update(repr(g.winners()).encode())
    return h.hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1],
                    help="the checkout whose engine is hashed (default: this one)")
    args = ap.parse_args()
    sys.path.insert(0, str(args.root.resolve()))
    print(fingerprint(args.games))


if __name__ == "__main__":
    main()
