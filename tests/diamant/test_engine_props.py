"""Property tests over thousands of random games of every preset and seat count."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diamant.games.diamant.engine import (EVENT_TYPES, CardKind, Decision, Game, GameRecord, Phase, Ruleset,
                            SeatInfo, replay)
from diamant.games.diamant.engine.cards import PRESET_NAMES

presets = st.sampled_from(PRESET_NAMES)
seats = st.integers(3, 8)
seeds = st.integers(0, 2**63 - 1)


def check_invariants(g: Game) -> None:
    ledger = g.gem_ledger()
    assert ledger["from_supply"] == (ledger["on_path"] + ledger["carried"] + ledger["chests"]
                                     + ledger["to_supply"])
    assert sum(g.card_ledger().values()) == len(g.all_cards)
    ids = [c.id for c in g._deck] + [c.id for c, t in zip(g.path, g.path_taken) if not t] + [
        c.id for c in g.removed] + [c.id for c in g.relic_stack] + [
        c.id for h in g.relics_held for c, _ in h]
    assert sorted(ids) == sorted(c.id for c in g.all_cards)  # every card in exactly one place
    if g.phase is Phase.DECIDING:
        assert set(g.awaiting) | set(g._pending) == set(g.seats_in_cave)
        assert g.seats_in_cave, "a decision is asked only while somebody is in the cave"
        assert 1 <= g.round <= g.ruleset.rounds
    assert all(c >= 0 for c in g.carried) and all(c >= 0 for c in g.chests)
    assert all(g.carried[s] == 0 for s in range(g.players) if not g.in_cave[s])


def play_random(g: Game, rng: random.Random, check=True, on_step=None):
    events = g.start()
    asked_out = []
    while not g.is_over:
        if check:
            check_invariants(g)
        if on_step:
            on_step(g)
        p = rng.choice((0.5, 0.8, 0.95))
        for s in list(g.awaiting):
            assert g.in_cave[s]
            events += g.decide(s, Decision.CONTINUE if rng.random() < p else Decision.LEAVE)
        asked_out += [s for s in g.awaiting if not g.in_cave[s]]
    assert not asked_out
    check_invariants(g)
    return events


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(presets, seats, seeds, st.booleans(), seeds)
def test_random_games_keep_every_invariant(preset, players, seed, secret, dseed):
    g = Game(Ruleset.preset(preset, secret_chests=secret), players, seed)
    events = play_random(g, random.Random(dseed))
    assert g.round == 5 and len(g.rounds) == 5
    assert sum(1 for e in events if e.type == "round-started") == 5
    assert sum(1 for e in events if e.type == "round-ended") == 5
    assert events[-1].type == "game-ended"
    assert {type(e) for e in events} <= set(EVENT_TYPES)
    for e in events:
        json.dumps(e.to_dict())  # every event serialises


def test_thousands_of_games_every_preset_and_seat_count():
    rng = random.Random(2026)
    n = 0
    for preset in PRESET_NAMES:
        for players in range(3, 9):
            for _ in range(100):
                g = Game(preset, players, rng.randrange(2**63))
                play_random(g, rng, check=(n % 4 == 0))
                n += 1
    assert n == 4 * 6 * 100


@settings(max_examples=60, deadline=None)
@given(presets, seats, seeds, seeds, st.integers(0, 200))
def test_record_round_trip_and_replay_at_a_random_step(preset, players, seed, dseed, cut):
    rng = random.Random(dseed)
    g = Game(preset, players, seed)
    g.start()
    step = 0
    while not g.is_over and step < cut:
        g.decide_all({s: rng.choice(list(Decision)) for s in g.awaiting})
        step += 1
    rec = GameRecord.of(g, [SeatInfo(f"P{i}") for i in range(players)])
    text = rec.to_json()
    g2, _ = replay(GameRecord.from_json(text))
    assert g2.view(0).to_dict() == g.view(0).to_dict()
    assert (g2.chests, g2.carried, g2.path, g2.round) == (g.chests, g.carried, g.path, g.round)
    # the same continuation from both
    while not g.is_over:
        ds = {s: rng.choice(list(Decision)) for s in g.awaiting}
        e1 = [e.to_dict() for e in g.decide_all(ds)]
        e2 = [e.to_dict() for e in g2.decide_all(ds)]
        assert e1 == e2
    assert g.scores() == g2.scores()


def public(view):
    """A view as data, without card ids (labels of identical copies, which differ between games)."""
    def strip(x):
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if k != "id"}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    return strip(view.to_dict())


@settings(max_examples=80, deadline=None)
@given(presets, seats, seeds, seeds, seeds)
def test_views_never_hold_the_deck_order(preset, players, seed_a, seed_b, dseed):
    """Two games revealing the same cards but with different hidden decks show equal views."""
    rng = random.Random(dseed)
    a = Game(preset, players, seed_a)
    b = Game(preset, players, seed_b)
    steps = []
    ev_a = a.start()
    revealed = [e.card for e in ev_a if e.type == "card-revealed"]

    def script(cards):
        b.force_next(*[f"{c.kind.value}:{c.value if c.kind is CardKind.TREASURE else c.hazard.value if c.kind is CardKind.HAZARD else c.idol}" for c in cards])

    script(revealed)
    b.start()
    for _ in range(rng.randrange(1, 25)):
        if a.is_over:
            break
        for s in range(players):
            assert public(a.view(s)) == public(b.view(s))
        ds = {s: rng.choice(list(Decision)) for s in a.awaiting}
        ev = a.decide_all(ds)
        script([e.card for e in ev if e.type == "card-revealed"])
        b.decide_all(ds)
        steps.append(ds)
    for s in range(players):
        view = a.view(s)
        assert public(view) == public(b.view(s))
        # nothing in a view refers to the game's deck list or the RNG
        for name in type(view._public).__slots__:
            value = getattr(view._public, name)
            assert value is not a._deck and not hasattr(value, "getrandbits")


def check_table_facts(events) -> None:
    """The facts a table shows, carried by the events, against a path rebuilt from the events
    alone: where a leavers' pool comes from and where its remainder stays, where relics lie,
    which card is a disaster's pair, and the deck once a round's cards are back in it."""
    path: list[list] = []  # [card, gems, taken]
    deck = 0
    disaster_card = None
    ended_deck = None
    for e in events:
        if e.type == "round-started":
            if ended_deck is not None:  # the next round starts from the deck the last one left
                assert e.deck_size == ended_deck + (e.relic_added is not None)
            path, deck, disaster_card = [], e.deck_size, None
        elif e.type == "card-revealed":
            path.append([e.card, 0, False])
            deck = e.deck_size
        elif e.type == "gems-shared":
            path[e.index][1] = e.remainder
        elif e.type == "players-left":
            having = tuple(i for i, (_, g, _) in enumerate(path) if g)
            assert e.taken_from == having
            assert e.remainder_at == (having[-1] if having else None)
            for i in having:
                path[i][1] = 0
            if having:
                path[e.remainder_at][1] = e.remainder
        elif e.type in ("relics-taken", "relics-stay"):
            lying = tuple(i for i, (c, _, t) in enumerate(path)
                          if c.kind is CardKind.RELIC and not t)
            assert e.indexes == lying and tuple(path[i][0] for i in lying) == e.relics
            if e.type == "relics-taken":
                for i in lying:
                    path[i][2] = True
        elif e.type == "disaster":
            pair = [i for i, (c, _, _) in enumerate(path) if c.hazard is e.hazard]
            assert pair == [e.first_index, e.index]
            disaster_card = path[e.index][0]
        elif e.type == "round-ended":
            back = sum(1 for c, _, _ in path if c.kind is not CardKind.RELIC
                       and c is not disaster_card)
            assert e.deck_size == deck + back
            ended_deck = e.deck_size


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(presets, seats, seeds, seeds)
def test_events_carry_what_the_table_shows(preset, players, seed, dseed):
    g = Game(Ruleset.preset(preset), players, seed)
    check_table_facts(play_random(g, random.Random(dseed), check=False))
