"""Diamonds Club's rules under random play, checked at every step (the OpenSpiel kind of test).

Random legal players play whole games; after every action the checks below hold:
- coins are conserved: a seat's coins plus the coins it put on the market this round equal its
  coins at the round's start plus the coins its money steps paid;
- gems are conserved: a seat's gems equal its starting gems plus what its sets and diamonds
  brought minus what it paid for buildings (as the events tell);
- tiles are conserved: the landscape stacks and every park's objects and forests make 84, each
  animal kind's stack and parks make 7; a park holds at most 14 light-green + 5 dark-green tiles;
- every listed legal action is accepted (on a copy); refused actions (junk and plausible-but-
  illegal ones) leave state() and legal() unchanged;
- from_state(state()) gives the same state and the same legal actions; a record replays to the
  same state; every game ends.

The default run plays about 2,300 games; the tests marked `slow` (`pytest -m slow`) play 21,500
more.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from diamant.games.club import (Bought, Built, ClubGame, ClubRecordError, CoinGained, DiamondAwarded,
                          RoundEnded, RulesError, SetSold)
from diamant.games.club.data import ANIMALS, GEMS, OBJECTS, PARK_KINDS

MAX_ACTIONS = 20_000  # far beyond any game: reaching it means a game that does not end


class Ledger:
    """What the events say each seat should hold, to compare with the game."""

    def __init__(self, g: ClubGame) -> None:
        n = g.players
        self.gems = [[1, 1, 1, 1, 0] for _ in range(n)]
        self.round_coins = [10] * n  # coins at the start of this round
        self.gained = [0] * n
        self.paid = [0] * n

    def note(self, events: list[Any]) -> None:
        for e in events:
            if isinstance(e, Bought):
                self.paid[e.seat] += e.coins
            elif isinstance(e, CoinGained):
                self.gained[e.seat] += e.coins
            elif isinstance(e, DiamondAwarded):
                self.gems[e.seat][4] += 1
            elif isinstance(e, SetSold):
                self.gems[e.seat][GEMS.index(e.colour)] += e.gems
                self.gems[e.seat][4] += e.diamonds
            elif isinstance(e, Built):
                for gem in e.payment:
                    self.gems[e.seat][GEMS.index(gem)] -= 1
            elif isinstance(e, RoundEnded):
                self.round_coins = list(e.coins)
                self.gained = [0] * len(self.gained)
                self.paid = [0] * len(self.paid)

    def check_state(self, st: dict[str, Any]) -> None:
        market_paid = [0] * len(st["players"])
        for space in st["market"].values():
            if space["taken_by"] is not None:
                market_paid[space["taken_by"]] += space["coins"]
        assert market_paid == self.paid
        land = {o: st["stacks"][o] for o in OBJECTS}
        forests = 0
        for p, pl in enumerate(st["players"]):
            assert pl["coins"] >= 0
            assert pl["coins"] + self.paid[p] == self.round_coins[p] + self.gained[p]
            assert [pl["gems"][g] for g in GEMS] == self.gems[p]
            park = pl["park"]
            assert 0 <= pl["light_filled"] <= 14 and 0 <= pl["dark_filled"] <= 5
            assert pl["light_filled"] + pl["dark_filled"] == sum(park.values())
            assert pl["dark_filled"] == 0 or pl["light_filled"] == 14
            assert pl["required_filled"] == sum(pl["required"].values())
            for kind, filled in pl["required"].items():
                assert not filled or park[kind] > 0
            for o in OBJECTS:
                land[o] += park[o]
            forests += park["forest"]
        assert sum(land.values()) + forests == 84
        assert all(land[o] <= 21 for o in OBJECTS)
        for a in ANIMALS:
            assert st["stacks"][a] + sum(pl["park"][a] for pl in st["players"]) == 7
        assert st["stacks"][a] >= 0


def check_internals(g: ClubGame, ledger: Ledger) -> None:
    """The ledger's checks read from the engine's integers (cheap enough for thousands of games)."""
    paid = [0] * g.players
    for i, owner in enumerate(g.owner):
        if owner >= 0:
            paid[owner] += g.paid[i]
    assert paid == ledger.paid
    objects = forests = 0
    animals = [0, 0, 0]
    for p, s in enumerate(g.seats):
        assert s.coins + paid[p] == ledger.round_coins[p] + ledger.gained[p]
        assert s.gems == ledger.gems[p]
        assert 0 <= s.light <= 14 and 0 <= s.dark <= 5 and s.light + s.dark == sum(s.park)
        objects += sum(s.park[:4])
        forests += s.park[4]
        for a in range(3):
            animals[a] += s.park[5 + a]
    assert sum(g.land) + objects + forests == 84 and min(g.land) >= 0
    assert [g.animals[a] + animals[a] for a in range(3)] == [7, 7, 7]


def random_games(count: int, seed: int) -> Any:
    """(game, rng) for `count` games of 2, 3 and 4 seats in turn."""
    rng = random.Random(seed)
    for k in range(count):
        yield ClubGame(players=2 + k % 3, seed=seed * 100_000 + k), rng


def play_out(g: ClubGame, rng: random.Random, each: Any) -> None:
    for _ in range(MAX_ACTIONS):
        if g.is_over:
            return
        each(g)
        g.play(rng.choice(g.legal()))
    pytest.fail(f"a game of seed {g.seed} did not end in {MAX_ACTIONS} actions")


def run_internal(count: int, seed: int) -> None:
    rounds = []
    for g, rng in random_games(count, seed):
        ledger = Ledger(g)
        for _ in range(MAX_ACTIONS):
            if g.is_over:
                break
            legal = g.legal()
            assert legal and len(set(legal)) == len(legal)
            ledger.note(g.play(rng.choice(legal)))
            check_internals(g, ledger)
        else:
            pytest.fail(f"a game of seed {g.seed} did not end")
        assert g.to_move() is None and g.legal() == []
        rounds.append(g.round)
        assert g.winners() == [] or all(s["eligible"] for s in g.scores() if s["seat"] in g.winners())
    assert max(rounds) < 60  # no random game needs the round limit


def test_thousands_of_random_games_conserve_everything():
    run_internal(2000, 1)


@pytest.mark.full  # the sweep; the default run plays the 2,000 games above
def test_many_more_random_games_conserve_everything():
    run_internal(20_000, 2)


def run_state(count: int, seed: int) -> None:
    for g, rng in random_games(count, seed):
        ledger = Ledger(g)
        ledger.check_state(g.state())
        while not g.is_over:
            ledger.note(g.play(rng.choice(g.legal())))
            st = g.state()
            json.dumps(st)
            ledger.check_state(st)
            check_internals(g, ledger)


def test_the_state_agrees_with_the_events_at_every_step():
    run_state(50, 3)


@pytest.mark.full  # the sweep; the default run checks the 50 games above
def test_the_state_agrees_with_the_events_at_every_step_long():
    run_state(1500, 4)


def test_every_listed_action_is_accepted():
    for g, rng in random_games(15, 5):
        def each(g: ClubGame) -> None:
            for a in g.legal():
                c = g.copy()
                c.play(a)
                assert c.actions[-1] == a
        play_out(g, rng, each)


JUNK = ["", " ", "buy", "buy c0r0", "buy c9r1", "buy c1r5", "buy c1r1 wood", "buy c1r1 forest money",
        "sell", "sell purple R2 S2", "sell blue R9 S2", "sell blue R2", "keep blue blue",
        "keep R2 R3", "keep S6", "build", "build castle pay blue", "build fountain pay",
        "build fountain pay gold,blue,blue", "build forest pay blue,blue,blue,blue,blue,blue,blue",
        "pass pass", "PASS", "Buy c1r1", "\x00", "buy c1r1\n; rm -rf", "keep " + "blue " * 50]


def plausible_illegal(g: ClubGame, rng: random.Random) -> list[str]:
    """Actions of the language that are not legal now: taken spaces, other phases' actions,
    payments one gem short, a used price tile ..."""
    st = g.state()
    legal = set(g.legal())
    out = [f"buy {s}" for s, v in st["market"].items() if v["taken_by"] is not None]
    out += ["sell blue R2 S2", "sell red R5 S5", "keep blue R2", "keep", "keep R3",
            "build fountain pay blue,blue,blue", "build forest pay diamond,diamond,diamond",
            "build rose-garden pay red,red,red,red", "buy c1r1", "buy c1r4 tech", "pass"]
    for a in list(legal):
        if a.startswith("build "):
            out.append(a.rsplit(",", 1)[0])  # one gem short
            out.append(a + ",diamond")  # one gem too many
    return [a for a in out if a not in legal and (a.split()[0] != "keep" or a not in legal)]


def test_refused_actions_leave_the_state_unchanged():
    for g, rng in random_games(20, 6):
        def each(g: ClubGame) -> None:
            before, legal = g.state(), g.legal()
            tries = rng.sample(JUNK, 4) + rng.sample(plausible_illegal(g, rng), 3)
            for bad in tries:
                if bad in legal:
                    continue
                with pytest.raises(RulesError):
                    g.play(bad)
            assert g.state() == before and g.legal() == legal
        play_out(g, rng, each)


def test_a_game_over_refuses_everything():
    g = ClubGame(players=2, seed=9)
    rng = random.Random(9)
    play_out(g, rng, lambda g: None)
    before = g.state()
    for bad in ["pass", "keep", "buy c1r1"]:
        with pytest.raises(RulesError, match="over"):
            g.play(bad)
    assert g.state() == before


def test_from_state_round_trips_at_every_step():
    for g, rng in random_games(12, 7):
        def each(g: ClubGame) -> None:
            st = g.state()
            h = ClubGame.from_state(json.loads(json.dumps(st)), rng.randrange(1000))
            assert h.state() == st
            assert h.legal() == g.legal()
            assert h.to_move() == g.to_move()
        play_out(g, rng, each)


def test_a_simulator_plays_on_to_an_end_from_any_state():
    for g, rng in random_games(30, 8):
        cut = rng.randrange(40, 400)
        for _ in range(cut):
            if g.is_over:
                break
            g.play(rng.choice(g.legal()))
        sim = ClubGame.from_state(g.state(), 123)
        play_out(sim, rng, lambda g: None)
        c = g.copy(reseed=5)
        play_out(c, rng, lambda g: None)
        assert sim.is_over and c.is_over


def test_copies_are_independent():
    g = ClubGame(players=3, seed=10)
    rng = random.Random(10)
    for _ in range(60):
        g.play(rng.choice(g.legal()))
    before = g.state()
    c = g.copy()
    play_out(c, rng, lambda g: None)
    assert g.state() == before and not g.is_over
    # a copy plays on exactly like the original (the same future markets)
    c1, c2 = g.copy(), g.copy()
    r1, r2 = random.Random(4), random.Random(4)
    play_out(c1, r1, lambda g: None)
    play_out(c2, r2, lambda g: None)
    assert c1.state() == c2.state()


def test_records_replay_to_the_same_state_finished_or_not():
    for g, rng in random_games(100, 11):
        cut = rng.randrange(0, 300)
        mid = None
        n = 0
        while not g.is_over:
            if n == cut:
                mid = (json.loads(json.dumps(g.record())), g.state())
            g.play(rng.choice(g.legal()))
            n += 1
        rec = json.loads(json.dumps(g.record([{"name": f"S{i}", "kind": "bot", "bot": "random"}
                                              for i in range(g.players)])))
        h, events = ClubGame.replay(rec)
        assert h.state() == g.state() and h.actions == g.actions and h.winners() == g.winners()
        assert events[-1].to_dict()["type"] == "game-ended"
        if mid is not None:
            h2, _ = ClubGame.replay(mid[0])
            assert h2.state() == mid[1]


def test_the_same_seed_deals_the_same_markets():
    a, b = ClubGame(players=4, seed=77), ClubGame(players=4, seed=77)
    ra, rb = random.Random(1), random.Random(1)
    play_out(a, ra, lambda g: None)
    play_out(b, rb, lambda g: None)
    assert a.state() == b.state() and a.actions == b.actions
    # a forced deal for round 1 leaves the later rounds' markets to the seed
    forced = ["D1a", "D2a", "D3a", "D4a", "L1a", "L2a", "L3a", "L4a"]
    plain, dealt = ClubGame(players=4, seed=77), ClubGame(players=4, seed=77, deals=[forced])
    assert dealt.state()["cards"] == forced and plain.state()["cards"] != forced
    for g in (plain, dealt):
        while g.round == 1:
            g.play(g.legal()[-1])
    assert plain.state()["cards"] == dealt.state()["cards"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_state_is_plain_json_and_shows_no_future_market(players):
    g = ClubGame(players=players, seed=12)
    st = g.state()
    assert json.loads(json.dumps(st)) == st
    text = json.dumps(st)
    assert "deal" not in text
    assert set(st) >= {"round", "phase", "to_move", "leader", "players", "market"}
    for pl in st["players"]:
        assert set(pl) >= {"coins", "gems", "tokens", "tracks", "turn", "park", "required_filled",
                           "light_filled", "dark_filled", "bonus"}
        assert set(pl["park"]) == set(PARK_KINDS)


def test_replay_refuses_bad_records_with_clear_messages(tmp_path):
    g = ClubGame(players=3, seed=13)
    rng = random.Random(13)
    play_out(g, rng, lambda g: None)
    rec = g.record()
    cases = {
        "newer": ({**rec, "version": rec["version"] + 1}, "newer"),
        "format": ({**rec, "format": "diamant-record"}, "not a Diamonds Club record"),
        "players": ({**rec, "players": 7}, "players"),
        "seed": ({**rec, "seed": "x"}, "seed"),
        "edited action": ({**rec, "actions": ["buy c9r9"] + rec["actions"][1:]}, "action 1"),
        "edited result": ({**rec, "result": {"totals": [1, 2, 3], "winners": [0]}}, "edited"),
        "cut short": ({**rec, "actions": rec["actions"][:-5]}, "cut short"),
        "too long": ({**rec, "actions": rec["actions"] + ["pass"]}, "after the game ended"),
        "actions": ({**rec, "actions": "pass"}, "actions"),
        "deals": ({**rec, "deals": [["D1a"]]}, "impossible game"),
    }
    for name, (bad, words) in cases.items():
        with pytest.raises(ClubRecordError, match=words) as err:
            ClubGame.replay(bad)
        assert "\n" not in str(err.value), name
    from diamant.games.club.record import load_record, save_record
    path = tmp_path / "game.json"
    save_record(rec, path)
    assert load_record(path) == json.loads(json.dumps(rec))
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(ClubRecordError, match="not valid JSON"):
        load_record(path)
    with pytest.raises(ClubRecordError, match="no such record"):
        load_record(tmp_path / "missing.json")


JUNK_VALUES = [None, -1, "x", [], {}, 10**9, True, 3.5, [1, 2], {"a": 1}, 0]


def _paths(d: Any, path: tuple[Any, ...] = ()) -> Any:
    if isinstance(d, dict):
        for k, v in d.items():
            yield path + (k,)
            yield from _paths(v, path + (k,))
    elif isinstance(d, list):
        for i, v in enumerate(d):
            yield path + (i,)
            yield from _paths(v, path + (i,))


def test_from_state_refuses_a_broken_state_with_a_rules_error_only():
    """A state with one value replaced by junk (or one key removed) is either refused with a
    RulesError or gives a game that plays on: never another exception."""
    rng = random.Random(14)
    for g, _ in random_games(12, 14):
        for _ in range(rng.randrange(0, 200)):
            if g.is_over:
                break
            g.play(rng.choice(g.legal()))
        st = g.state()
        paths = list(_paths(st))
        for _ in range(120):
            broken = json.loads(json.dumps(st))
            path = rng.choice(paths)
            node = broken
            for k in path[:-1]:
                node = node[k]
            if isinstance(node, dict) and rng.random() < 0.2:
                del node[path[-1]]
            else:
                node[path[-1]] = rng.choice(JUNK_VALUES)
            try:
                h = ClubGame.from_state(broken, 1)
            except RulesError:
                continue
            h.state()
            for _ in range(20):
                if h.is_over:
                    break
                h.play(rng.choice(h.legal()))
