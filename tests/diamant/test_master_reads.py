"""The master reads the table it sits at: its model of each other seat (a posterior over a
family of leaving rules, updated from every decision it sees) moves toward the rule that seat
follows, in real games; the same seed still makes the same decisions; and the unseen bots of the
benchmark (benchmarks/unseen.py) are ordinary guarded plugins."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from diamant.games.diamant.bots import make_bot, simulate
from diamant.games.diamant.bots.expert import CARDS, HAZARDS, MARGIN, SELF, RoundModel, rule_leaves
from diamant.games.diamant.bots.master import MasterBot, MasterTable, master_family
from diamant.games.diamant.engine import Decision, Game, Ruleset

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the benchmarks package

UNSEEN = ("benchmarks.unseen:EV", "benchmarks.unseen:EU", "benchmarks.unseen:Lookahead")


def _play(names: list[str], seed: int, master: MasterBot) -> None:
    """One game with `master` in seat 0 and the named bots elsewhere."""
    game = Game(Ruleset.preset("classic"), len(names), seed)
    game.start()
    bots = [master.decide] + [make_bot(n, seed=seed * 7 + s, seat=s)
                              for s, n in enumerate(names) if s]
    while not game.is_over:
        game.decide_all({s: bots[s](game.view(s)) for s in game.awaiting})


def _weight(table: MasterTable, seat: int, kind: int, x: float | None = None) -> float:
    """The posterior mass of the rules of one kind (and parameter) for one seat."""
    cum = table.cumulative(seat)
    prev = 0.0
    mass = 0.0
    for (k, p, _, _), c in zip(table.family, cum):
        if k == kind and (x is None or p == x):
            mass += c - prev
        prev = c
    return mass / cum[-1]


def _top(table: MasterTable, seat: int) -> tuple[int, float]:
    cum = table.cumulative(seat)
    masses = [c - p for c, p in zip(cum, [0.0] + cum[:-1])]
    kind, x, _, _ = table.family[masses.index(max(masses))]
    return kind, x


def test_the_posterior_moves_toward_the_rule_a_seat_follows():
    """In a real game, from the decisions the master sees: the seat that leaves at the second
    hazard and the one that leaves after six cards are each put on their own rule."""
    master = MasterBot(seed=5, seat=0, rollouts=24)
    _play(["master", "gems10", "cards6", "hazards2"], seed=3, master=master)
    table = master.watch.model
    assert isinstance(table, MasterTable)
    prior = MasterTable(4, family=table.family)
    assert _top(table, 3) == (HAZARDS, 2)
    assert _weight(table, 3, HAZARDS, 2) > 5 * _weight(prior, 3, HAZARDS, 2)
    assert _top(table, 2) == (CARDS, 6)
    feats = dict(carried=5, ncards=4, risk=0.1, pool=1, gain=1.0, relv=0)
    assert table.leave_probability(3, nhaz=2, **feats) > 0.8
    assert table.leave_probability(3, nhaz=1, **feats) < 0.2


def test_who_left_together_with_the_master_is_read_from_the_banks():
    """The master leaves with seat 2 while gems lie on the path: its bank (carried + pool //
    leavers) tells how many left with it, and which seat banked the same share; the others
    stayed in."""
    from diamant.games.diamant.bots.master import MasterWatcher
    watcher = MasterWatcher(True, family=master_family(), censored=True)
    seen: list[tuple[int, bool]] = []

    class Spy(MasterTable):
        def observe(self, seat, left, *args, **kw):
            if not kw.get("floor"):
                seen.append((seat, left))
            super().observe(seat, left, *args, **kw)

    watcher.table_cls = Spy
    game = Game(Ruleset.preset("classic"), 4, 1)
    game.start()
    # everyone continues until four gems lie on the path, then seats 0 and 2 leave
    while True:
        view = game.view(0)
        if view.pool >= 4 and len(view.path) >= 2:
            break
        assert not game.is_over and view.round == 1, "this seed never builds a pool"
        watcher.update(view)
        watcher.last_decision = Decision.CONTINUE
        game.decide_all({s: "continue" for s in game.awaiting})
    watcher.update(view)
    watcher.last_decision = Decision.LEAVE
    seen.clear()
    game.decide_all({s: ("leave" if s in (0, 2) else "continue") for s in game.awaiting})
    while game.view(0).round == 1 and not game.is_over:
        game.decide_all({s: "continue" for s in game.awaiting})
    watcher.update(game.view(0))
    # the decisions of that step, seen for sure (the later steps only softly, with a floor)
    assert seen == [(1, False), (2, True), (3, False)], seen


def test_the_posterior_learns_an_expected_value_player():
    """A seat that leaves when one more card adds less than nothing on average: the margin rules
    take mass from the rest of the family once the model has watched it."""
    model = MasterTable(3, family=master_family(margin_weight=0.5))
    before = _weight(model, 1, MARGIN)
    rng = random.Random(2)
    for _ in range(40):
        feats = (rng.randrange(0, 20), rng.randrange(1, 9), rng.randrange(0, 3),
                 rng.random() * 0.3, rng.randrange(0, 5), rng.random() * 2.5, 0)
        model.observe(1, rule_leaves(MARGIN, 0.0, *feats), *feats)
    assert _weight(model, 1, MARGIN) > 3 * before
    assert _weight(model, 1, MARGIN, 0.0) == max(_weight(model, 1, MARGIN, x)
                                                  for x in (-0.5, 0.0, 0.3, 0.6, 1.0))


def test_same_seed_same_decisions_against_unseen_bots():
    rs = Ruleset.preset("classic")
    names = ["master", *UNSEEN]
    runs = []
    for _ in range(2):
        game = Game(rs, len(names), 17)
        game.start()
        bots = [make_bot(n, seed=100 + s, seat=s) for s, n in enumerate(names)]
        while not game.is_over:
            game.decide_all({s: bots[s](game.view(s)) for s in game.awaiting})
        runs.append((game.decisions, game.scores()))
    assert runs[0] == runs[1]


@pytest.mark.parametrize("name", UNSEEN)
def test_unseen_bots_play_as_guarded_plugins(name):
    """Through `simulate`, which guards every plugin bot: they answer legally and replay."""
    a = simulate("classic", 4, [name, "counter"], games=3, seed=5)
    b = simulate("classic", 4, [name, "counter"], games=3, seed=5)
    assert a["seats"] == b["seats"]
    assert a["games"] == 3


def test_a_seat_that_decides_as_the_master_is_read_as_its_own_kind():
    """The SELF rule predicts the master's own choice at the same step: a seat that went on
    whenever the master went on and left together with it gains mass; one that left alone, at
    steps where the master went on, loses it."""
    model = MasterTable(3, family=master_family(self_weight=0.5))
    before = _weight(model, 1, SELF)
    rng = random.Random(4)
    for i in range(12):
        feats = (rng.randrange(0, 20), rng.randrange(1, 9), rng.randrange(0, 3),
                 rng.random() * 0.3, rng.randrange(0, 5), rng.random() * 2.5, 0)
        model.mine = i % 4 == 3  # the master leaves every fourth step seen
        model.observe(1, model.mine, *feats)  # seat 1 does as the master did
        model.observe(2, not model.mine, *feats)  # seat 2 does the other thing
    assert _weight(model, 1, SELF) > 2 * before
    assert _weight(model, 2, SELF) < before / 100


def test_a_seat_of_the_masters_kind_leaves_with_it_in_the_rollouts():
    """In a rollout, a SELF seat stays inside while the master does and leaves with it: the
    master's bank by leaving now is the pool split with it, and no relic is taken alone."""
    game = Game(Ruleset.preset("classic"), 3, 1)
    game.start()
    while True:
        view = game.view(0)
        if view.pool >= 2 and not view.hazards_seen:
            break
        assert not game.is_over and view.round == 1, "this seed never builds a pool"
        game.decide_all({s: "continue" for s in game.awaiting})
    model = RoundModel(view)
    never = (CARDS, 99.0, 0.0)
    alone, _, _ = model.rollout(random.Random(1), {1: never, 2: never}, 3)
    shared, _, _ = model.rollout(random.Random(1), {1: (SELF, 0.0, 0.0), 2: never}, 3)
    assert alone[0] == view.carried + view.pool + view.relic_take_value
    assert shared[0] == view.carried + view.pool // 2


def test_a_seat_of_the_masters_kind_is_never_overtaken_by_banking():
    """What this seat banks, a seat of its own kind banks too: in the last expedition, behind
    such a seat no outcome wins (only the tiny bonus per gem is left); ahead of it, the other
    seats decide as before."""
    from diamant.games.diamant.bots.master import _win_values
    behind = _win_values(10.0, [0.0, 5.0, 20.0], [12.0], 0.0, clones=[15.0])
    assert behind == pytest.approx([0.0, 0.01, 0.04])
    ahead = _win_values(20.0, [0.0, 5.0], [22.0], 0.0, clones=[15.0])
    assert ahead == pytest.approx(_win_values(20.0, [0.0, 5.0], [22.0], 0.0))
    # with expeditions to come, the clone's factor is the same for every outcome
    soon = _win_values(20.0, [0.0, 5.0], [22.0], 5.0, clones=[15.0])
    plain = _win_values(20.0, [0.0, 5.0], [22.0], 5.0)
    assert soon[1] - 0.01 < plain[1] - 0.01 and (soon[0] / plain[0]) == pytest.approx(
        (soon[1] - 0.01) / (plain[1] - 0.01))
