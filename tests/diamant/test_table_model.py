"""The table model: engine events (or a snapshot) in, display state out; no pygame, no session."""
import random
import subprocess
import sys
from pathlib import Path

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.screens.table_model import TableModel
from diamant.games.diamant.engine import (PRESET_NAMES, CardRevealed, Disaster, Game, GameRecord, Hazard,
                            HazardWarning, PlayersLeft, RelicsStay, RelicsTaken, RoundEnd, RoundEnded,
                            RoundStarted, Ruleset, replay)

GOLDEN = Path(__file__).parent / "golden"


def shown(game, viewers=None):
    """What a table should show once every event so far is shown (from the engine's own state)."""
    seats = range(game.players) if viewers is None else viewers
    secret = game.ruleset.secret_chests and not game.is_over
    return {
        "round": game.round,
        "deck": game.deck_size,
        "path": [(c.id, g, t) for c, g, t in zip(game.path, game.path_gems, game.path_taken)],
        "carried": list(game.carried),
        "chests": [game.chests[s] if (s in seats or not secret) else None
                   for s in range(game.players)],
        "in_cave": list(game.in_cave),
        "relic_points": [game.relic_points(s) for s in range(game.players)],
        "decided": [game.in_cave[s] and s not in game.awaiting and not game.is_over
                    for s in range(game.players)],
    }


def test_the_model_imports_no_pygame():
    code = ("import sys; import diamant.games.diamant.screens.table_model; "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_events_in_display_state_out_every_preset():
    for k, preset in enumerate(PRESET_NAMES):
        seed = 300 + k
        n = 3 + seed % 6
        game = Game(Ruleset.preset(preset), n, seed)
        model = TableModel(game.ruleset, n)
        model.speed = 0  # instant: each event is shown as it is applied
        bots = [make_bot("random", bot_seed(seed, s), s) for s in range(n)]
        for e in game.start():
            model.apply(e)
        rng = random.Random(seed)
        while not game.is_over:
            s = rng.choice(game.awaiting)
            for e in game.decide(s, bots[s](game.view(s))):
                model.apply(e)
            assert model.state() == shown(game)
            # a model built from the snapshot shows the same
            snap = TableModel.from_snapshot(game.public_view(),
                                            [game.view(v) for v in range(n)],
                                            awaiting=game.awaiting)
            assert snap.state() == model.state()
        assert model.game_over
        winners = [s for s in range(n) if model.seats[s].winner]
        snap = TableModel.from_snapshot(game.public_view(), [game.view(v) for v in range(n)])
        assert [s for s in range(n) if snap.seats[s].winner] == winners == sorted(game.winners())


def test_animated_model_reaches_the_same_state():
    game = Game("iello", 5, 8)
    model = TableModel(game.ruleset, 5)
    model.push(game.start())
    bots = [make_bot("p85", s, s) for s in range(5)]
    steps = 0
    while not game.is_over and steps < 40:
        model.push(game.decide_all({s: bots[s](game.view(s)) for s in game.awaiting}))
        steps += 1
    frames = 0
    while model.busy:
        model.update(1 / 30)
        frames += 1
    assert frames > 30 and model.state() == shown(game)


def test_snapshot_with_secret_chests_shows_only_the_given_seat():
    game = Game(Ruleset.preset("classic", secret_chests=True), 4, 12)
    game.start()
    while game.round < 3:
        game.decide_all({s: "leave" if game.path and len(game.path) % 3 == 0 else "continue"
                         for s in game.awaiting})
    model = TableModel.from_snapshot(game.public_view(), [game.view(2)], awaiting=game.awaiting)
    assert model.state() == shown(game, viewers=[2])
    assert [s.chest is None for s in model.seats] == [True, True, False, True]


def test_hazards_first_seen_and_disaster_from_events_and_snapshot():
    game = Game("classic", 3, 5)
    game.force_next("treasure:5", "hazard:snakes", "hazard:lava")
    model = TableModel(game.ruleset, 3)
    model.speed = 0
    signals = []
    model.listen(lambda kind, **data: signals.append((kind, data)))
    events = game.start()
    events += game.decide_all({s: "continue" for s in game.awaiting})
    events += game.decide_all({s: "continue" for s in game.awaiting})
    for e in events:
        model.apply(e)
    assert [type(e) for e in events if isinstance(e, HazardWarning)] == [HazardWarning] * 2
    assert [(c.warn, c.disaster) for c in model.path] == [(False, False), (True, False),
                                                         (True, False)]
    snap = TableModel.from_snapshot(game.public_view(), [])
    assert [(c.warn, c.disaster) for c in snap.path] == [(c.warn, c.disaster) for c in model.path]
    game.force_next("hazard:snakes")
    events = game.decide_all({s: "continue" for s in game.awaiting})
    disaster = next(e for e in events if isinstance(e, Disaster))
    model.speed = 1
    for e in events:
        model.apply(e)
    for _ in range(600):
        if any(k == "disaster" for k, _ in signals):
            break
        model.update(1 / 60)
    assert [(c.warn, c.disaster) for c in model.path] == [(False, False), (False, True),
                                                         (True, False), (False, True)]
    assert [d["event"] for k, d in signals if k == "shown"][-1] is disaster
    dis = [d for k, d in signals if k == "disaster"]
    assert dis == [{"seats": disaster.seats, "lost": disaster.lost, "instant": False}]
    assert ("sound", {"name": "disaster", "count": None, "hazard": "snakes", "instant": False}) in signals


def test_the_deck_counter_drops_when_the_card_is_on_the_path():
    game = Game("classic", 4, 2)
    events = game.start()
    start = next(e for e in events if isinstance(e, RoundStarted))
    card = next(e for e in events if isinstance(e, CardRevealed))
    model = TableModel(game.ruleset, 4)
    model.push(events)
    seen = []
    while model.busy:
        model.update(1 / 60)
        if model.path:
            seen.append((model.path[0].fly >= 1.0, model.deck_size))
    assert seen and all(d == (card.deck_size if landed else start.deck_size)
                        for landed, d in seen)
    assert seen[0] == (False, start.deck_size) and seen[-1] == (True, card.deck_size)


def _left_and_deck(model, ev):
    """What the table shows of the facts `ev` carries, once it is shown."""
    if isinstance(ev, PlayersLeft):
        return [model.path[i].gems for i in ev.taken_from]
    if isinstance(ev, RoundEnded):
        return model.deck_size
    return None


def _expected(ev):
    if isinstance(ev, PlayersLeft):
        return [ev.remainder if i == ev.remainder_at else 0 for i in ev.taken_from]
    if isinstance(ev, RoundEnded):
        return ev.deck_size
    return None


def test_leftover_gems_and_the_deck_follow_the_events_in_random_games():
    rng = random.Random(44)
    checked = 0
    for preset in PRESET_NAMES:
        for _ in range(6):
            n = rng.randrange(3, 9)
            game = Game(Ruleset.preset(preset), n, rng.randrange(2**63))
            model = TableModel(game.ruleset, n)
            model.speed = 0
            events = game.start()
            while not game.is_over:
                events += game.decide_all({s: rng.choice(("continue", "continue", "leave"))
                                           for s in game.awaiting})
            for ev in events:
                model.apply(ev)
                if _expected(ev) is not None:
                    assert _left_and_deck(model, ev) == _expected(ev), ev
                    checked += 1
    assert checked > 100


def _path_of(model, *cards):
    """A model showing round 1 with `cards` (spec, gems) on the path and 3 seats in the cave."""
    unused = list(Game("iello", 3, 1).all_cards)
    model.apply(RoundStarted(1, (0, 1, 2), 35))
    for i, ((kind, key), gems) in enumerate(cards):
        card = next(c for c in unused if c.kind.value == kind and key in (None, c.value, c.hazard))
        unused.remove(card)
        model.apply(CardRevealed(card, i, 34 - i))
        model.path[i].gems = gems
    return model


def test_the_table_puts_the_leftover_where_the_event_says():
    # an event naming another card than the last one with gems: the table follows the event
    # (the rule of where the remainder stays is the engine's alone)
    model = TableModel(Ruleset.preset("iello"), 3)
    model.speed = 0
    _path_of(model, (("treasure", 5), 2), (("treasure", 7), 1), (("treasure", 9), 0))
    model.apply(PlayersLeft((0, 1), 3, 1, 1, (0, 0), (1, 1), (0, 1), 0))
    assert [pc.gems for pc in model.path] == [1, 0, 0]


def test_the_deck_after_a_round_is_the_events():
    model = TableModel(Ruleset.preset("iello"), 3)
    model.speed = 0
    _path_of(model, (("treasure", 5), 2), (("hazard", Hazard.SNAKES), 0))
    model.apply(RoundEnded(1, RoundEnd.ALL_LEFT, None, (), 2, 2, 31))
    assert model.deck_size == 31 and model.path == []


def test_relics_and_a_disasters_pair_are_the_cards_the_event_names():
    model = TableModel(Ruleset.preset("iello"), 3)
    model.speed = 0
    _path_of(model, (("hazard", Hazard.SNAKES), 0), (("relic", None), 0), (("hazard", Hazard.LAVA), 0),
             (("relic", None), 0), (("hazard", Hazard.SNAKES), 0))
    relic = model.path[1].card
    model.apply(RelicsTaken(2, (relic,), (5,), (1,)))
    assert [pc.taken for pc in model.path] == [False, True, False, False, False]
    model.apply(Disaster(4, Hazard.SNAKES, (0, 1), (0, 0), 0))
    assert [pc.disaster for pc in model.path] == [True, False, False, False, True]


def test_a_record_written_before_the_events_carried_these_facts_replays_on_the_table():
    # written by the engine before PlayersLeft, RelicsTaken, RelicsStay, Disaster and RoundEnded
    # carried the table's facts: a record holds decisions only, so it replays, events and all
    record = GameRecord.load(GOLDEN / "incan-gold-5p-seed50-record-v1.json")
    game, events = replay(record)
    assert list(game.scores()) == record.stored_scores
    model = TableModel(game.ruleset, game.players)
    model.speed = 0
    kinds = set()
    for ev in events:
        model.apply(ev)
        kinds.add(type(ev))
        assert _left_and_deck(model, ev) == _expected(ev)
    assert {PlayersLeft, RelicsTaken, RelicsStay, Disaster, RoundEnded} <= kinds
    assert model.state() == shown(game)
