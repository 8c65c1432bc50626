#!/usr/bin/env python3
"""Fit the master's model of a searching player (`diamant.games.diamant.bots.master.STRONG`) to the expert's play.

Plays classic games between experts (60 at 6 seats, seeds 5000-5059, and 60 at 3 seats, seeds
5100-5159), records every decision with its features, and fits a logistic model of the chance to
leave by maximum likelihood (Newton's method). Prints the weights and the log-likelihood next to
the best single counting rule's.

    python tools/fit_strong.py            # about a minute on one core
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diamant.games.diamant.bots import bot_seed, make_bot  # noqa: E402
from diamant.games.diamant.bots.base import disaster_risk, expected_gain  # noqa: E402
from diamant.games.diamant.engine import Decision, Game, Ruleset  # noqa: E402

TABLES = ((6, 5000, 60), (3, 5100, 60))  # (seats, first seed, games)


def decisions() -> list[tuple]:
    rs = Ruleset.preset("classic")
    rows = []
    for players, first, games in TABLES:
        for seed in range(first, first + games):
            game = Game(rs, players, seed, events=False)
            bots = [make_bot("expert", bot_seed(seed, s), s) for s in range(players)]
            game.start()
            while not game.is_over:
                chosen = {}
                for s in game.awaiting:
                    v = game.view(s)
                    d = chosen[s] = bots[s](v)
                    rows.append((v.carried, v.pool, v.relic_take_value, len(v.path),
                                 len(v.hazards_seen), disaster_risk(v), expected_gain(v), d is Decision.LEAVE))
                game.decide_all(chosen)
    return rows


def features(row: tuple) -> list[float]:
    carried, pool, relv, ncards, nhaz, risk, gain, _ = row
    stake = carried + pool + relv
    return [1.0, math.log((risk * stake + 0.1) / (gain + 0.1)), risk * 5, stake / 10,
            (pool + relv) / 10, ncards / 10, nhaz / 3, gain / 5]


def fit(rows: list[tuple], iters: int = 12) -> tuple[list[float], float]:
    xs = [features(r) for r in rows]
    ys = [1.0 if r[-1] else 0.0 for r in rows]
    d = len(xs[0])
    w = [0.0] * d
    ll = 0.0
    for _ in range(iters):
        g = [0.0] * d
        h = [[0.0] * d for _ in range(d)]
        ll = 0.0
        for x, y in zip(xs, ys):
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
            p = 1.0 / (1.0 + math.exp(-z))
            ll += math.log(max(1e-12, p if y else 1.0 - p))
            q = p * (1.0 - p)
            for j in range(d):
                g[j] += (y - p) * x[j]
                xj = x[j] * q
                for k in range(d):
                    h[j][k] += xj * x[k]
        a = [row[:] + [gi] for row, gi in zip(h, g)]  # solve h . delta = g (Gauss-Jordan)
        for i in range(d):
            piv = max(range(i, d), key=lambda r: abs(a[r][i]))
            a[i], a[piv] = a[piv], a[i]
            for r in range(d):
                if r != i:
                    f = a[r][i] / a[i][i]
                    for c in range(i, d + 1):
                        a[r][c] -= f * a[i][c]
        w = [wi + a[i][d] / a[i][i] for i, wi in enumerate(w)]
    return w, ll


def best_counting_rule(rows: list[tuple]) -> tuple[float, float]:
    best = (-math.inf, 0.0)
    for m in (0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5):
        pred = [r[5] * (r[0] + r[1] + r[2]) * m > r[6] for r in rows]
        for e in (0.02, 0.05, 0.1, 0.15, 0.2):
            ll = sum(math.log(1.0 - e if p == r[-1] else e) for p, r in zip(pred, rows))
            best = max(best, (ll, m))
    return best


def main() -> int:
    rows = decisions()
    w, ll = fit(rows)
    cll, m = best_counting_rule(rows)
    print(f"{len(rows)} decisions, {sum(r[-1] for r in rows)} leaves")
    print(f"log-likelihood: logistic {ll:.1f}; best counting rule (x{m}) {cll:.1f}")
    print("STRONG = (" + ", ".join(f"{v:.3f}" for v in w) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
