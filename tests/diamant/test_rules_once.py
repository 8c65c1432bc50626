"""One rule, one place: the round's rules (engine/rules.py) and the three codes that play them.

`Game` (the step-by-step engine), the fast core (`fastcore`, and its compiled build `_fastcore`
when present) and the expert's model of a round (`RoundModel.rollout`) play whole games here side
by side, on every preset edition with open and secret chests and on two hand-made rulesets
that reach what the presets never do (the deck running out, relics valued past their list), at
every seat count. The seats follow fixed rules of the expert's own family (gems, cards, hazards,
pool), so each code can be given the same decisions:

- the fast cores and `Game` agree on every decision, round summary, chest, relic and score;
- in every round, the expert's model, fed the cards the engine drew, banks for every other seat
  what the engine banked, and for the watched seat, at every step k, what the engine gives it
  for leaving at step k (a `Game.clone()` of that moment leaving) and, at the end, for staying.

A few hundred games in the default run; thousands with --full. Also here: the copies of the
rules in the hot loops are current (tools/gen_rules.py), and the engine's own pieces read the
counting key and relic worth from the one place.
"""

from __future__ import annotations

import importlib.util
import inspect
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from diamant.games.diamant.bots.expert import CARDS, GEMS, HAZARDS, POOL, RoundModel, rule_leaves
from diamant.games.diamant.engine import (PRESET_NAMES, CardKind, Decision, Game, Hazard, Ruleset, fast,
                                          fastcore, rules)
from diamant.games.diamant.engine.cards import Edition, RelicMode, RelicValue
from diamant.games.diamant.engine.events import CardRevealed, RoundEnd, RoundStarted
from bot_toolbox import ReplayRandom, card_code

ROOT = Path(__file__).resolve().parents[2]
C, L = Decision.CONTINUE, Decision.LEAVE

#: hand-made rulesets: no disaster possible (one copy of each hazard: the deck runs out, relics
#: in the deck from the start); a short deck of two hazard types, relics printed, one a round
NO_DISASTER = Ruleset(Edition.CUSTOM, relic_mode=RelicMode.ALL_AT_START, relic_value=RelicValue.BY_ORDER,
                      relic_values=(4, 9), treasures=(1, 2, 3, 5, 7, 11, 12), hazards=(Hazard.SNAKES, Hazard.LAVA),
                      hazard_copies=1, rounds=3)
SHORT = Ruleset(Edition.CUSTOM, relic_mode=RelicMode.ONE_PER_ROUND, relic_value=RelicValue.PRINTED,
                relic_values=(6, 8, 9, 3), treasures=(4, 9, 13, 2, 2), hazards=(Hazard.SPIDERS, Hazard.RAMS),
                hazard_copies=2, rounds=4)
RULESETS = [Ruleset.preset(ed, secret_chests=secret) for ed in PRESET_NAMES for secret in (False, True)]
RULESETS += [NO_DISASTER, SHORT]
IDS = [f"{rs.name}{'-secret' if rs.secret_chests else ''}{i}" for i, rs in enumerate(RULESETS)]

CORES = [fastcore] + ([fast.CORE] if fast.COMPILED else [])


# ---------------------------------------------------------------------------------------------
# the seats' fixed rules
def _rules_of(seed: int, players: int) -> tuple[int, dict[int, tuple[int, float, float]]]:
    """The watched seat and every seat's (kind, parameter, 0 noise). The watched seat has no
    rule (it never leaves) but in every third game, where it leaves after some cards (so every
    seat may be out before the deck or a hazard ends the round)."""
    rng = random.Random(seed * 7919 + players)
    me = seed % players
    choices = [(GEMS, (3, 5, 8, 12, 16, 22)), (CARDS, (2, 3, 5, 7, 10)), (HAZARDS, (1, 2, 3)),
               (POOL, (2, 4, 6, 9))]
    out = {}
    for s in range(players):
        if s != me:
            kind, params = rng.choice(choices)
            out[s] = (kind, float(rng.choice(params)), 0.0)
    if seed % 3 == 2:
        out[me] = (CARDS, float(rng.choice((1, 2, 4, 6))), 0.0)
    return me, out


def _decide(rule: tuple[int, float, float] | None, view: Any) -> Decision:
    """A seat following its rule, read from its view (as the expert's model reads its state)."""
    if rule is None:
        return C
    kind, x, _ = rule
    go = rule_leaves(kind, x, view.carried, len(view.path), len(view.hazards_seen), 0.0, view.pool,
                     0.0, view.relic_take_value)
    return L if go else C


# ---------------------------------------------------------------------------------------------
# one game, three ways
def _by_game(rs: Ruleset, players: int, seed: int) -> tuple[Game, int]:
    """Game, step by step, with the expert's model checked round by round; the rounds checked."""
    me, rule = _rules_of(seed, players)
    game = Game(rs, players, seed)
    drawn: dict[int, list[Any]] = {}  # round -> the cards revealed in it, in order
    _note(game.start(), drawn)
    checked = 0
    while not game.is_over:
        rno = game.round
        model = RoundModel(game.view(me))  # at the round's first decision
        leaving: list[int] = []  # what the watched seat banks by leaving at step k
        stayed = True
        while game.round == rno and not game.is_over:
            wanted = {s: _decide(rule.get(s), game.view(s)) for s in game.awaiting}
            if me in wanted:
                before = game.chests[me] + game.relic_points(me)
                what_if = game.clone()
                what_if.decide_all({**wanted, me: L})
                leaving.append(what_if.chests[me] + what_if.relic_points(me) - before)
                stayed = wanted[me] is C
            _note(game.decide_all(wanted), drawn)
        summary = game.rounds[rno - 1]
        assert len(drawn[rno]) == summary.cards_revealed
        codes = [card_code(c) for c in drawn[rno][1:]]  # the first is on the path of the model's view
        others = {s: r for s, r in rule.items() if s != me}
        steps = len(leaving)
        horizon = 1000 if stayed else steps - 1  # (after leaving, the engine draws no card for it)
        mine, _, banks = model.rollout(ReplayRandom(model.deck, codes), others, horizon, others=True)
        assert mine[:steps] == leaving, (rs.name, players, seed, rno)
        if stayed:  # the model's other seats play the round with the watched one inside
            assert mine[steps] == summary.banked[me] + summary.relic_points[me], (rs.name, seed, rno)
            for s in others:
                assert banks[s] == summary.banked[s] + summary.relic_points[s], (rs.name, seed, rno, s)
        checked += 1
    return game, checked


def _note(events: list[Any], drawn: dict[int, list[Any]]) -> None:
    """The cards of these events, by the round they were revealed in."""
    rno = max(drawn, default=0)
    for e in events:
        if isinstance(e, RoundStarted):
            rno = e.round
            drawn[rno] = []
        elif isinstance(e, CardRevealed):
            drawn[rno].append(e.card)


def _by_fast(core: Any, rs: Ruleset, players: int, seed: int) -> fast.FastResult:
    me, rule = _rules_of(seed, players)
    deciders = [(lambda v, r=rule.get(s): _decide(r, v)) for s in range(players)]
    return fast.play(rs, players, seed, deciders, core=core)


def _check(rs: Ruleset, players: int, seed: int) -> int:
    game, rounds = _by_game(rs, players, seed)
    for core in CORES:
        r = _by_fast(core, rs, players, seed)
        assert r.decisions == game.decisions, (core.__name__, rs.name, players, seed)
        assert r.rounds == tuple(game.rounds), (core.__name__, rs.name, players, seed)
        assert r.chests == tuple(game.chests)
        assert r.relic_points == tuple(game.relic_points(s) for s in range(players))
        assert r.relics_held == tuple(len(h) for h in game.relics_held)
        assert (r.scores, r.winners) == (game.scores(), game.winners())
    return rounds


def _sweep(seeds: range) -> None:
    for rs, name in zip(RULESETS, IDS):
        rounds = 0
        for seed in seeds:
            players = rs.min_players + seed % (rs.max_players - rs.min_players + 1)
            rounds += _check(rs, players, seed)
        assert rounds == len(seeds) * rs.rounds, name


def test_engine_fast_cores_and_the_experts_model_agree_over_whole_games():
    """30 games of each of the ten rulesets (every seat count), every round of each."""
    _sweep(range(30))


@pytest.mark.full
def test_engine_fast_cores_and_the_experts_model_agree_over_thousands_of_games():
    _sweep(range(30, 330))


def test_the_sweep_reaches_every_end_of_a_round_and_relics_taken():
    """The games of the sweep's first seeds end rounds in every way (the deck running out only
    in the hand-made ruleset) and see relics taken by lone leavers, by order and printed."""
    reasons, relics = set(), set()
    for rs in (NO_DISASTER, SHORT, Ruleset.preset("iello")):
        for seed in range(10):
            game, _ = _by_game(rs, 3 + seed % 6, seed)
            reasons |= {r.reason for r in game.rounds}
            if game.relics_taken:
                relics.add(rs.relic_value)
    assert reasons == set(RoundEnd)
    assert relics == set(RelicValue)


# ---------------------------------------------------------------------------------------------
# the copies of the rules
def _gen_rules() -> Any:
    spec = importlib.util.spec_from_file_location("gen_rules", ROOT / "tools" / "gen_rules.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["gen_rules"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_the_copies_of_the_rules_are_current():
    """game.py, fastcore.py and expert.py hold what tools/gen_rules.py writes from rules.py."""
    gen = _gen_rules()
    table = gen.inline_rules(gen.RULES.read_text(encoding="utf-8"))
    for path in gen.TARGETS:
        text = path.read_text(encoding="utf-8")
        assert "# rule: " in text, path
        assert gen.generate(text, table) == text, f"{path.name}: run python tools/gen_rules.py"
    assert gen.main(["--check"]) == 0


def test_a_stale_copy_is_found_and_rewritten():
    gen = _gen_rules()
    table = gen.inline_rules(gen.RULES.read_text(encoding="utf-8"))
    text = next(p for p in gen.TARGETS if p.name == "fastcore.py").read_text(encoding="utf-8")
    current = "                    if mask & b != 0:\n"
    assert current in text
    stale = text.replace(current, "                    if mask & b:\n")
    assert gen.generate(stale, table) == text
    # a rule changed in rules.py shows in its copies
    changed = gen.inline_rules(gen.RULES.read_text(encoding="utf-8").replace(
        "return gems // people, gems % people", "return gems // people, 0"))
    assert "each, rem = (pool // nl, 0)" in gen.generate(text, changed)


def test_every_inline_rule_has_a_copy_and_every_copy_names_a_rule():
    gen = _gen_rules()
    text = "".join(p.read_text(encoding="utf-8") for p in gen.TARGETS)
    called = set(re.findall(r"# rule: .*?\b(\w+)\(", text))
    assert called == set(rules.INLINE)
    with pytest.raises(gen.RuleError):
        gen.generate("    # rule: x = nonsense(a)\n    # end rule\n", gen.inline_rules(
            gen.RULES.read_text(encoding="utf-8")))
    with pytest.raises(gen.RuleError):
        gen.generate("    # rule: x = split(a, b)\n", gen.inline_rules(gen.RULES.read_text(encoding="utf-8")))


def test_the_counting_key_and_relic_worth_live_in_rules_only():
    """No second spelling of the counting key or of relic values by order in the engine, the
    fast core or the expert."""
    from diamant.games.diamant.bots import expert
    from diamant.games.diamant.engine import cards, game, view
    for mod in (game, view, fast, fastcore, expert, cards):
        src = inspect.getsource(mod)
        assert '("relic", c' not in src, mod.__name__  # ("relic", card.value), the key spelt out
        assert "else last" not in src, mod.__name__
    deck, stack = NO_DISASTER.build_cards()
    for c in deck + stack:
        assert c.key == rules.count_key(c.kind, c.value, c.hazard)
    relics = [c for c in deck if c.kind is CardKind.RELIC]
    assert NO_DISASTER.relic_values_for(1, relics) == (9, 9)  # past the list: the last value


# ---------------------------------------------------------------------------------------------
# Game.clone and the views
def test_a_clone_plays_on_as_the_game_and_apart_from_it():
    rs = Ruleset.preset("incan-gold")
    me, rule = _rules_of(5, 5)
    game = Game(rs, 5, 5)
    game.start()
    for _ in range(6):
        game.decide_all({s: _decide(rule.get(s), game.view(s)) for s in game.awaiting})
    twin = game.clone()
    assert twin.view(0).to_dict() == game.view(0).to_dict()
    while not game.is_over:
        wanted = {s: _decide(rule.get(s), game.view(s)) for s in game.awaiting}
        assert twin.decide_all(wanted) == game.decide_all(wanted)
        assert twin.view(me).to_dict() == game.view(me).to_dict()
    assert (twin.rounds, twin.chests, twin.decisions) == (game.rounds, game.chests, game.decisions)
    # and apart: what one does leaves the other as it was
    game = Game(rs, 4, 9)
    game.start()
    before = game.view(1).to_dict()
    twin = game.clone()
    twin.decide_all({s: L for s in twin.awaiting})
    assert game.view(1).to_dict() == before and game.awaiting == [0, 1, 2, 3]
    assert twin.round == 2 and game.round == 1


def test_views_read_the_game_through_its_public_api():
    from diamant.games.diamant.engine import view
    src = inspect.getsource(view)
    assert "game._" not in src
