"""Exact cases from docs/rules.md, with scripted reveals (Game.force_next)."""

import pytest

from diamant.games.diamant.engine import (CardKind, Disaster, Game, GameEnded, GemsShared, Hazard,
                            HazardWarning, PlayersLeft, RelicsStay, RelicsTaken, RoundEnd,
                            RoundEnded, RoundStarted, Ruleset, RulesError, SafeReturn)
from diamant.games.diamant.engine.cards import Edition, RelicMode, RelicValue

C, L = "continue", "leave"


def started(edition="classic", players=4, seed=0, *forced, secret=False):
    g = Game(Ruleset.preset(edition, secret_chests=secret), players, seed)
    g.force_next(*forced)
    return g, g.start()


def everyone(g, decision, except_=None):
    events = []
    ds = {s: decision for s in g.awaiting}
    if except_:
        ds.update(except_)
    for s, d in ds.items():
        events += g.decide(s, d)
    return events


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


# --- the rulebooks' own examples -----------------------------------------------------------------
@pytest.mark.parametrize("value,players,each,rest", [(9, 5, 1, 4), (11, 5, 2, 1), (17, 3, 5, 2)])
def test_rulebook_share_examples(value, players, each, rest):
    g, ev = started("classic", players, 1, f"treasure:{value}")
    share = of(ev, GemsShared)[0]
    assert (share.value, share.each, share.remainder) == (value, each, rest)
    assert g.carried == [each] * players
    assert g.path_gems == [rest]


def test_share_among_explorers_still_in_cave():
    g, _ = started("classic", 5, 2, "treasure:4", "treasure:11")
    ev = everyone(g, C, {0: L, 1: L})  # two leave: they split the 0 remainder of the 4
    # the 4 gave 0 each to 5 players and stays whole: the two leavers split it, 2 each
    assert of(ev, PlayersLeft)[0].banked == (2, 2)
    share = of(ev, GemsShared)[0]
    assert share.seats == (2, 3, 4) and share.each == 3 and share.remainder == 2
    assert g.carried == [0, 0, 3, 3, 3] and g.chests == [2, 2, 0, 0, 0]


# --- leaving ------------------------------------------------------------------------------------
def test_leavers_pool_remainders_of_every_card():
    # 4 players: 9 -> 2 each, 1 stays; 7 -> 1 each, 3 stay; 5 -> 1 each, 1 stays: pool 5
    g, _ = started("classic", 4, 3, "treasure:9", "treasure:7", "treasure:5", "treasure:1")
    everyone(g, C)
    everyone(g, C)
    assert g.path_gems == [1, 3, 1] and g.carried == [4, 4, 4, 4]
    ev = everyone(g, C, {1: L, 3: L})
    left = of(ev, PlayersLeft)[0]
    assert left.seats == (1, 3) and left.pool == 5 and left.each == 2 and left.remainder == 1
    assert left.banked == (6, 6)
    assert g.chests == [0, 6, 0, 6]
    assert sum(g.path_gems[:3]) == 1  # the remainder stays in the cave
    # the next card (treasure 1) is shared by the two still inside: 0 each, 1 stays
    share = of(ev, GemsShared)[0]
    assert share.seats == (0, 2) and share.each == 0 and share.remainder == 1


def test_lone_leaver_takes_whole_pool_and_carried():
    g, _ = started("classic", 3, 4, "treasure:17", "treasure:4")
    ev = everyone(g, C, {2: L})
    left = of(ev, PlayersLeft)[0]
    assert left.seats == (2,) and left.pool == 2 and left.each == 2 and left.banked == (7,)
    assert g.chests[2] == 7 and not g.in_cave[2]
    assert g.path_gems[0] == 0
    # seat 2 is never asked again this round
    assert 2 not in g.awaiting
    with pytest.raises(RulesError):
        g.decide(2, C)


def test_all_leave_ends_round_and_path_gems_return_to_supply():
    g, _ = started("classic", 3, 5, "treasure:5")
    ev = everyone(g, L)
    left = of(ev, PlayersLeft)[0]
    assert left.pool == 2 and left.each == 0 and left.remainder == 2
    end = of(ev, RoundEnded)[0]
    assert end.reason is RoundEnd.ALL_LEFT and end.gems_returned == 2 and end.round == 1
    assert of(ev, RoundStarted)[0].round == 2
    assert g.chests == [1, 1, 1]


# --- hazards ------------------------------------------------------------------------------------
def test_first_hazard_warns_second_is_disaster():
    g, ev = started("classic", 4, 6, "treasure:13", "hazard:snakes", "hazard:lava", "hazard:snakes")
    assert g.carried == [3] * 4
    ev = everyone(g, C)
    assert of(ev, HazardWarning)[0].hazard is Hazard.SNAKES and g.carried == [3] * 4
    ev = everyone(g, C)
    assert of(ev, HazardWarning)[0].hazard is Hazard.LAVA
    ev = everyone(g, C, {0: L})
    assert g.chests[0] == 3 + 1  # carried 3 + the pool of 1 left on the 13
    dis = of(ev, Disaster)[0]
    assert dis.hazard is Hazard.SNAKES and dis.seats == (1, 2, 3) and dis.lost == (3, 3, 3)
    end = of(ev, RoundEnded)[0]
    assert end.reason is RoundEnd.DISASTER and end.hazard_removed.hazard is Hazard.SNAKES
    assert g.carried == [0] * 4 and g.chests == [4, 0, 0, 0]


def test_disaster_removes_one_copy_for_good_across_rounds():
    g, _ = started("classic", 3, 7, *["hazard:spiders"] * 4)
    assert g.round == 1
    everyone(g, C)  # second spiders: disaster in round 1; round 2 opens with spiders again
    assert g.round == 2
    assert [c.hazard for c in g.removed] == [Hazard.SPIDERS]
    assert g.path[0].hazard is Hazard.SPIDERS
    assert g.deck_remaining().hazards[Hazard.SPIDERS] == 1  # 3 - 1 removed - 1 on the path
    everyone(g, C)  # the last scripted spiders: a second disaster
    assert g.round == 3
    assert [c.hazard for c in g.removed] == [Hazard.SPIDERS, Hazard.SPIDERS]
    # never removed as a whole: one copy is left, still playable
    left = g.deck_remaining().hazards.get(Hazard.SPIDERS, 0) + sum(
        1 for c in g.path if c.hazard is Hazard.SPIDERS)
    assert left == 1
    assert sum(g.card_ledger().values()) == len(g.all_cards) == 30


def test_disaster_keeps_the_first_hazard_card_in_the_game():
    g, _ = started("classic", 3, 8, "hazard:lava", "treasure:3", "hazard:lava")
    first = g.path[0]
    everyone(g, C)
    everyone(g, C)
    second = g.removed[0]
    assert first is not second and first.hazard is second.hazard is Hazard.LAVA
    assert first not in g.removed


# --- relics -------------------------------------------------------------------------------------
def test_relic_only_to_a_lone_leaver_values_by_order_iello():
    g, _ = started("iello", 4, 9, "relic", "treasure:1")
    assert g.path[0].kind is CardKind.RELIC
    ev = everyone(g, C, {0: L, 1: L})  # two leave together: nobody takes the relic
    assert of(ev, RelicsStay) and not of(ev, RelicsTaken)
    assert g.relics_held[0] == [] and g.relics_held[1] == []
    g.force_next("relic")
    ev = everyone(g, C, {2: L})  # alone: takes the relic on the path (the second is revealed next)
    taken = of(ev, RelicsTaken)[0]
    assert taken.seat == 2 and taken.values == (5,)
    assert g.relic_points(2) == 5


def test_relic_values_by_order_5_5_5_10_10():
    g = Game("iello", 3, 10)
    g.force_next("relic", "relic", "relic", "relic")
    g.start()
    everyone(g, C)
    everyone(g, C)
    everyone(g, C)
    assert len(g.relics_on_path()) == 4
    ev = everyone(g, C, {1: L})
    assert of(ev, RelicsTaken)[0].values == (5, 5, 5, 10)
    g.force_next("relic")
    everyone(g, C)
    ev = everyone(g, C, {0: L})
    assert of(ev, RelicsTaken)[0].values == (10,)
    assert g.relic_points(1) == 25 and g.relic_points(0) == 10


def test_relic_hunt_printed_values_one_per_round():
    g = Game("relic-hunt", 3, 11)
    assert [c.value for c in g.relic_stack] == [5, 7, 8, 10, 12]
    g.force_next("relic")
    ev = g.start()
    assert of(ev, RoundStarted)[0].relic_added.value == 5
    assert len(g.all_cards) == 35 and g.deck_size == 30  # 30 + one relic, one revealed
    ev = everyone(g, C, {0: L})
    assert of(ev, RelicsTaken)[0].values == (5,)
    everyone(g, L)  # round 2 starts with the 7 shuffled in
    assert g.round == 2
    assert [c.value for c in g.relic_stack] == [8, 10, 12]
    assert g.deck_remaining().relic_values == (7,) or any(
        c.kind is CardKind.RELIC and c.value == 7 for c in g.path)


def test_incan_gold_one_relic_per_round_valued_by_order():
    g = Game("incan-gold", 4, 12)
    assert len(g.relic_stack) == 5
    g.force_next("relic")
    ev = g.start()
    assert of(ev, RoundStarted)[0].relic_added is not None and len(g.relic_stack) == 4
    ev = everyone(g, C, {3: L})
    assert of(ev, RelicsTaken)[0].values == (5,)


def test_relic_not_taken_is_lost_at_end_of_round_and_unrevealed_stays():
    g = Game("incan-gold", 3, 13)
    g.force_next("relic")
    g.start()
    ev = everyone(g, L)  # all three leave together: the relic stays, then is lost
    end = of(ev, RoundEnded)[0]
    assert len(end.relics_lost) == 1 and end.relics_lost[0] in g.removed
    # round 2: a second relic is shuffled in; the deck holds exactly one relic (unrevealed ones stay)
    assert g.deck_remaining().relics + len(g.relics_on_path()) == 1
    # round 3: if that relic was not revealed in round 2 it stays in the deck for later
    while g.round == 2:
        everyone(g, L)
    in_deck = g.deck_remaining().relics + len(g.relics_on_path())
    lost = sum(1 for c in g.removed if c.kind is CardKind.RELIC)
    assert in_deck + lost == 3


def test_classic_has_no_relics_30_cards():
    g = Game("classic", 3, 14)
    assert len(g.all_cards) == 30
    assert sum(c.value for c in g.all_cards if c.kind is CardKind.TREASURE) == 124
    assert g.relic_stack == []


def test_iello_has_all_relics_from_the_start():
    g = Game("iello", 3, 15)
    assert g.deck_size == 35 and g.relic_stack == []


# --- end of game --------------------------------------------------------------------------------
def test_exactly_five_rounds_and_score_is_chest_plus_relics():
    g = Game("iello", 5, 16)
    ev = g.start()
    while not g.is_over:
        ev += everyone(g, C, {s: L for s in g.awaiting[:1]})
    assert g.round == 5 and len(g.rounds) == 5
    end = of(ev, GameEnded)[0]
    assert end.scores == tuple(g.chests[s] + g.relic_points(s) for s in range(5))
    assert set(end.winners) == {s for s in range(5) if end.scores[s] == max(end.scores)}
    with pytest.raises(RulesError):
        g.decide(0, C)


def test_ties_share_the_victory():
    g = Game("classic", 3, 17)
    g.start()
    while not g.is_over:
        everyone(g, L)  # everybody always leaves at once: identical chests
    assert len(set(g.chests)) == 1
    assert g.winners() == (0, 1, 2)


# --- refusals leave the state unchanged -------------------------------------------------------
def snapshot(g):
    return (g.phase, g.round, list(g.path), list(g.path_gems), list(g.carried), list(g.chests),
            list(g.in_cave), list(g.awaiting), dict(g._pending), list(g.decisions), g.deck_size)


@pytest.mark.parametrize("players", [0, 1, 2, 9, 100, -3])
def test_player_count_outside_3_8_refused(players):
    with pytest.raises(RulesError, match="3 to 8"):
        Game("classic", players, 1)


def test_unknown_edition_refused():
    with pytest.raises(RulesError, match="unknown edition"):
        Game("monopoly", 4, 1)
    with pytest.raises(RulesError, match="unknown edition"):
        Ruleset.preset("incan")


def test_illegal_decisions_refused_without_change():
    g, _ = started("classic", 4, 18, "treasure:5", "treasure:3")
    g.decide(0, C)
    before = snapshot(g)
    for seat, d in [(0, C), (0, L), (9, C), (-1, C), ("1", C), (1, "jump"), (1, None)]:
        with pytest.raises(RulesError):
            g.decide(seat, d)
        assert snapshot(g) == before
    everyone(g, C, {1: L})  # seat 1 leaves
    before = snapshot(g)
    with pytest.raises(RulesError, match="not in the cave"):
        g.decide(1, C)
    assert snapshot(g) == before
    with pytest.raises(RulesError):
        g.decide_all({0: C, 2: C})  # seat 3 missing
    with pytest.raises(RulesError):
        g.decide_all({0: C, 2: C, 3: "maybe"})
    assert snapshot(g) == before


def test_decisions_accepted_in_any_order_and_hidden_until_all_in():
    g, _ = started("classic", 4, 19, "treasure:8" if False else "treasure:9")
    ev = g.decide(3, L) + g.decide(1, C) + g.decide(0, C)
    assert all(e.type == "decision-made" for e in ev)
    assert all("decision" not in e.to_dict() or e.type != "decision-made" for e in ev)
    ev = g.decide(2, C)
    revealed = [e for e in ev if e.type == "decisions-revealed"][0]
    assert [(s, d.value) for s, d in revealed.decisions] == [(0, C), (1, C), (2, C), (3, L)]


def test_start_twice_and_decide_before_start_refused():
    g = Game("classic", 3, 20)
    with pytest.raises(RulesError, match="not started"):
        g.decide(0, C)
    g.start()
    with pytest.raises(RulesError, match="already started"):
        g.start()


# --- the deck running out (custom rulesets) --------------------------------------------------
def test_empty_deck_ends_round_everybody_returns_safely():
    rs = Ruleset(edition=Edition.CUSTOM, treasures=(5, 7), hazard_copies=0, hazards=(),
                 rounds=2)
    g = Game(rs, 3, 21)
    g.start()
    ev = everyone(g, C)
    ev += everyone(g, C)
    safe = of(ev, SafeReturn)[0]
    # 5 -> 1 each (2 stay), 7 -> 2 each (1 stays): 3 carried each, 3 left on the path
    assert safe.seats == (0, 1, 2) and safe.banked == (3, 3, 3)
    end = of(ev, RoundEnded)[0]
    assert end.reason is RoundEnd.DECK_EMPTY and end.gems_returned == 3
    assert g.chests == [3, 3, 3] and g.round == 2
    assert g.gem_ledger()["to_supply"] == 3


def test_custom_ruleset_round_trips_through_dict():
    rs = Ruleset(edition=Edition.CUSTOM, relic_mode=RelicMode.ONE_PER_ROUND,
                 relic_value=RelicValue.PRINTED, relic_values=(1, 2, 3), treasures=(3, 4),
                 hazards=(Hazard.LAVA,), hazard_copies=2, rounds=3, secret_chests=True)
    assert Ruleset.from_dict(rs.to_dict()) == rs
    for name in ("classic", "iello", "relic-hunt", "incan-gold"):
        for secret in (False, True):
            p = Ruleset.preset(name, secret_chests=secret)
            assert Ruleset.from_dict(p.to_dict()) == p


# --- views -----------------------------------------------------------------------------------
def test_secret_chests_hidden_from_other_seats():
    g, _ = started("classic", 3, 22, "treasure:9", secret=True)
    everyone(g, C, {0: L})
    v1 = g.view(1)
    assert v1.chests[0] is None and v1.chests[1] == 0 and v1.chest == 0
    v0 = g.view(0)
    assert v0.chest == 3 + 0 and v0.chests[0] == 3
    assert v0.carried_all == tuple(g.carried)  # carried gems are public
    open_g, _ = started("classic", 3, 22, "treasure:9")
    everyone(open_g, C, {0: L})
    assert open_g.view(1).chests[0] == 3


def test_view_counts_deck_but_not_order():
    g, _ = started("classic", 4, 23, "hazard:rams")
    v = g.view(0)
    d = v.deck_remaining
    assert d.total == 29 == v.deck_size
    assert d.hazards[Hazard.RAMS] == 2 and d.treasures[5] == 2 and d.treasures[17] == 1
    assert v.hazards_seen == (Hazard.RAMS,)
    assert v.path[0].card.hazard is Hazard.RAMS
    assert v.round == 1 and v.players == 4 and v.edition == "classic" and v.seat == 0
    assert v.in_cave == (0, 1, 2, 3)
