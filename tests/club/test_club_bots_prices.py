"""The bots price market spaces as the corrected rules do: 1 coin plus every coin on the (up to 4)
orthogonal neighbours, in their own estimate and in the master's playouts."""

from __future__ import annotations

import random

from diamant.games.club import ClubGame
from diamant.games.club.bots.levels import _Context, _Playout, paid_coins, price


def _buying_game(seed: int, buys: int) -> ClubGame:
    """A 4-seat game after `buys` purchases by a seeded random buyer (never passing)."""
    g = ClubGame(players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(buys):
        spaces = [a for a in g.legal() if a.startswith("buy")]
        if not spaces:
            break
        g.play(rng.choice(spaces))
    return g


def test_the_estimate_is_the_engines_price_on_every_space():
    checked = 0
    for seed in range(6):
        g = _buying_game(seed, 14)
        state = g.state()
        paid = paid_coins(state)
        assert any(coins > 1 for coins in paid.values())  # prices above 1 lie on the market
        for space, cell in state["market"].items():
            assert price(space, paid) == cell["price"], (seed, space)
            checked += 1
    assert checked == 6 * 48


def test_the_playout_keeps_the_coins_as_the_engine_lays_them():
    for seed in range(4):
        g = _buying_game(seed, 3)
        ctx = _Context(g.state())
        policy = _Playout(ctx, random.Random(seed))
        rng = random.Random(seed + 100)
        for _ in range(12):
            who = g.to_move()
            spaces = [a for a in g.legal() if a.startswith("buy")]
            if who is None or not spaces:
                break
            action = rng.choice(spaces)
            g.play(action)
            policy.played(who, action)
        market = g.state()["market"]
        assert policy.paid == {s: c["coins"] for s, c in market.items() if c["taken_by"] is not None}


def test_the_greedy_plugin_prices_a_free_space_as_the_rules_do():
    # the plugin is written from DIAMONDS-CLUB.md alone: it must read the price from the coins
    # next to a space, not from how many neighbours are taken
    from club_plugins.greedy import _price

    checked = dearer = 0
    for seed in range(6):
        market = _buying_game(seed, 14).state()["market"]
        for space, cell in market.items():
            if cell["taken_by"] is None:
                assert _price(market, space) == cell["price"], (seed, space)
                checked += 1
                taken = sum(1 for n in _near(space) if n in market and market[n]["taken_by"] is not None)
                dearer += cell["price"] > 1 + taken
    assert checked > 6 * 20
    assert dearer > 0  # some spaces cost more than one coin per taken neighbour


def _near(space: str) -> tuple[str, ...]:
    c, _, r = space[1:].partition("r")
    col, row = int(c), int(r)
    return (f"c{col - 1}r{row}", f"c{col + 1}r{row}", f"c{col}r{row - 1}", f"c{col}r{row + 1}")
