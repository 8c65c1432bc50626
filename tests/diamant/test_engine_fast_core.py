"""The compiled core of the fast engine plays exactly the games of the pure-Python core.

`diamant.games.diamant.engine.fastcore` is the pure-Python loop; `diamant.games.diamant.engine._fastcore` is the same source
compiled by Cython (setup.py), present when the package was built with a C compiler. Both are run
here over thousands of seeds of every preset edition, open and secret chests, every seat count
3-8, and must agree on everything: decisions, round summaries, chests, relics, steps, and every
view a bot was given (on a sample). Without the compiled core these tests are skipped with the
reason said; on CI (a machine with gcc) its absence is a failure.

The pure core against the step-by-step engine `Game`: tests/diamant/test_engine_fast.py.
"""

from __future__ import annotations

import os
import random
import shutil

import pytest

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.engine import PRESET_NAMES, Decision, Ruleset, fastcore
from diamant.games.diamant.engine import fast

BOTS = ["p85", "counter", "timid", "random", "steady", "gambler", "gems10", "hazards2", "cards6",
        "risk20", "counter-rule"]
CASES = [(ed, secret, players) for ed in PRESET_NAMES for secret in (False, True)
         for players in range(3, 9)]
SEEDS = 60  # per case: 48 cases, 2,880 games on each core (and 1,200 more without views)

compiled = pytest.mark.skipif(
    not fast.COMPILED, reason="the compiled core diamant.games.diamant.engine._fastcore is absent (the package "
                              "was not built with a C compiler): only the pure-Python core runs")


def test_the_compiled_core_is_there_where_a_compiler_is():
    """On CI (a machine with gcc and the Python headers, `pip install -e .`), it must be built."""
    if not (os.environ.get("CI") and shutil.which("gcc")):
        pytest.skip("not on CI: the compiled core is optional (built when a compiler is present)")
    assert fast.COMPILED, "CI has gcc, but diamant.games.diamant.engine._fastcore was not built"


def test_fast_play_runs_the_compiled_core_when_present():
    assert fast.CORE is (fast._compiled if fast.COMPILED else fastcore)
    if fast.COMPILED:
        assert fast.CORE.__file__.endswith((".so", ".pyd")) and fast.CORE is not fastcore


def _bots(seed: int, players: int) -> list[str]:
    return [BOTS[(seed * 5 + s * 3) % len(BOTS)] for s in range(players)]


def _run(core, rs, players, seed, watch):
    bots = _bots(seed, players)
    seen: list = []
    deciders = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
    if watch:
        deciders = [(lambda v, d=d: seen.append(v.to_dict()) or d(v)) for d in deciders]
    r = fast.play(rs, players, seed, deciders, core=core)
    return (r.decisions, r.rounds, r.chests, r.relic_points, r.relics_held, r.steps, r.scores,
            r.winners), seen


@compiled
@pytest.mark.parametrize("edition,secret,players", CASES)
def test_compiled_and_pure_cores_play_the_same_games(edition, secret, players):
    rs = Ruleset.preset(edition, secret_chests=secret)
    for seed in range(SEEDS):
        watch = seed % 10 == 0
        pure, seen_pure = _run(fastcore, rs, players, seed, watch)
        comp, seen_comp = _run(fast._compiled, rs, players, seed, watch)
        assert comp == pure, f"seed {seed}"
        assert seen_comp == seen_pure


@compiled
@pytest.mark.parametrize("edition", PRESET_NAMES)
def test_compiled_and_pure_cores_agree_without_views_and_records(edition):
    rs = Ruleset.preset(edition)
    for seed in range(300):
        players = 3 + seed % 6
        out = []
        for core in (fastcore, fast._compiled):
            rng = random.Random(seed).random
            deciders = [lambda v: Decision.CONTINUE if rng() < 0.8 else "leave"] * players
            r = fast.play(rs, players, seed, deciders, views=False, record=False, core=core)
            assert r.decisions is None
            out.append((r.rounds, r.chests, r.relic_points, r.relics_held, r.steps))
        assert out[0] == out[1], f"seed {seed}"


@compiled
def test_the_compiled_core_maps_answers_and_refuses_bad_ones_like_the_pure_one():
    rs = Ruleset.preset("classic")
    for core in (fastcore, fast._compiled):
        answers = iter(["continue", " Continue", Decision.CONTINUE, "LEAVE"] * 1000)
        r = fast.play(rs, 3, 5, [lambda v: next(answers)] * 3, core=core)
        assert r.to_game().decisions == r.decisions
        for bad in ("stay", None, 1, ["leave"]):
            with pytest.raises(fast.BadAnswer) as exc:
                fast.play(rs, 3, 5, [lambda v: "continue", lambda v, b=bad: b, lambda v: "leave"],
                          core=core)
            assert exc.value.seat == 1 and exc.value.answer == bad
