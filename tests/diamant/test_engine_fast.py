"""The fast headless path (diamant.games.diamant.engine.fast) plays exactly the games of the step-by-step engine.

Coverage: every preset edition, open and secret chests, every seat count 3-8, 60 seeds each
(2,880 games compared on decisions, round summaries, chests, relics, scores and winners); on every
tenth seed also every view each bot was given (`SeatView.to_dict()` at each decision); on a sample
the full event stream of the GUI path (one `decide` at a time, events on) against the replay of
the fast game's record; the built-in ladder up to the expert; bad answers; `simulate --jobs`.
"""

from __future__ import annotations

import inspect
import json

import pytest

from diamant.games.diamant.bots import BotError, bot_seed, make_bot, play_game, simulate
from diamant.games.diamant.bots.base import bot_factory, decide_function
from diamant.games.diamant.engine import (PRESET_NAMES, Decision, Game, GameRecord, Phase, Ruleset, RulesError,
                            replay)
from diamant.games.diamant.engine import fast

BOTS = ["p85", "counter", "timid", "random", "steady", "gambler", "gems10", "hazards2", "cards6",
        "risk20", "counter-rule"]
SEEDS = range(60)
CASES = [(ed, secret, players) for ed in PRESET_NAMES for secret in (False, True)
         for players in range(3, 9)]


def _bots(seed: int, players: int) -> list[str]:
    return [BOTS[(seed * 7 + s * 3) % len(BOTS)] for s in range(players)]


def _logging(decider, log: list):
    def f(view):
        log.append(view.to_dict())
        return decider(view)
    return f


def _same(game: Game, result: fast.FastResult) -> None:
    assert result.decisions == game.decisions
    assert result.rounds == tuple(game.rounds)
    assert result.chests == tuple(game.chests)
    assert result.relic_points == tuple(game.relic_points(s) for s in range(game.players))
    assert result.scores == game.scores()
    assert result.winners == game.winners()


@pytest.mark.parametrize("edition,secret,players", CASES)
def test_fast_games_are_the_step_by_step_games(edition, secret, players):
    rs = Ruleset.preset(edition, secret_chests=secret)
    for seed in SEEDS:
        bots = _bots(seed, players)
        watch = seed % 10 == 0
        seen_slow: list = []
        seen_fast: list = []
        slow = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
        quick = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
        if watch:
            slow = [_logging(d, seen_slow) for d in slow]
            quick = [_logging(d, seen_fast) for d in quick]
        game = play_game(rs, bots, seed, deciders=slow).game
        result = fast.play(rs, players, seed, quick)
        _same(game, result)
        assert result.steps == sum(1 for _ in _steps(game))
        if watch:
            assert seen_fast == seen_slow and len(seen_fast) == len(game.decisions)


def _steps(game: Game):
    """The decision steps of a finished game, rebuilt from its decisions."""
    g = Game(game.ruleset, game.players, game.seed, events=False)
    g.start()
    it = iter(game.decisions)
    while not g.is_over:
        g.decide_all(dict(next(it) for _ in g.awaiting))
        yield


@pytest.mark.parametrize("edition", PRESET_NAMES)
@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_event_stream_of_the_gui_path_is_the_replay_of_the_fast_record(edition, players):
    rs = Ruleset.preset(edition)
    for seed in range(1000, 1008):
        bots = _bots(seed, players)
        result = fast.play(rs, players, seed,
                           [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)])
        # the GUI path: events on, one seat at a time (in seat order, as the record keeps them)
        gui = Game(rs, players, seed)
        events = gui.start()
        deciders = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
        while gui.phase is Phase.DECIDING:
            asked = {s: deciders[s](gui.view(s)) for s in gui.awaiting}
            for s, d in asked.items():
                events.extend(gui.decide(s, d))
        record = result.record()
        again = GameRecord.from_json(record.to_json(result.to_game()))
        replayed, replay_events = replay(again)
        assert [e.to_dict() for e in replay_events] == [e.to_dict() for e in events]
        assert replayed.scores() == gui.scores() == result.scores
        assert record.decisions == gui.decisions


@pytest.mark.parametrize("players", [4, 6])
def test_the_whole_ladder_plays_the_same_games(players):
    rs = Ruleset.preset("incan-gold")
    ladder = ["expert", "tactician", "counter", "steady", "gambler", "timid"][:players]
    for seed in range(3):
        game = play_game(rs, ladder, seed).game
        result = fast.play(rs, players, seed,
                           [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(ladder)])
        _same(game, result)


def test_answers_strings_any_case_and_refuses_the_rest():
    rs = Ruleset.preset("classic")
    answers = iter(["continue", " Continue", Decision.CONTINUE, "LEAVE"] * 1000)
    result = fast.play(rs, 3, 5, [lambda v: next(answers)] * 3)
    game = result.to_game()
    assert game.is_over and game.decisions == result.decisions
    for bad in ("stay", None, 1, ["leave"]):
        with pytest.raises(fast.BadAnswer) as exc:
            fast.play(rs, 3, 5, [lambda v: "continue", lambda v, b=bad: b, lambda v: "leave"])
        assert exc.value.seat == 1 and exc.value.answer == bad
        assert isinstance(exc.value, RulesError)
    with pytest.raises(RulesError):
        fast.play(rs, 3, 5, [lambda v: "continue"] * 2)
    with pytest.raises(RulesError):
        fast.play(rs, 2, 5, [lambda v: "continue"] * 2)


def test_a_bad_answer_in_simulate_names_the_bot(tmp_path, monkeypatch):
    (tmp_path / "badbots_fast.py").write_text(
        "def sulky(view):\n    return 'maybe'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(BotError, match="badbots_fast:sulky.*'maybe'"):
        simulate("classic", 3, ["random", "badbots_fast:sulky"], games=3, seed=1)


def test_views_off_plays_the_same_game_for_a_blind_policy():
    rs = Ruleset.preset("iello")
    for seed in range(200):
        runs = []
        for views in (True, False):
            rng = __import__("random").Random(seed).random
            runs.append(fast.play(rs, 5, seed, [lambda v: "continue" if rng() < 0.8 else "leave"]
                                  * 5, views=views))
        assert runs[0].decisions == runs[1].decisions and runs[0].rounds == runs[1].rounds
    assert fast.play(rs, 5, 1, [lambda v: Decision.LEAVE] * 5, record=False).decisions is None


def test_views_are_snapshots_that_can_be_kept():
    kept = []

    def keeper(view):
        kept.append((view, json.dumps(view.to_dict())))
        return "continue" if len(view.path) < 6 else "leave"

    fast.play(Ruleset.preset("relic-hunt"), 4, 9, [keeper] * 4)
    assert len(kept) > 20
    for view, text in kept:
        assert json.dumps(view.to_dict()) == text


@pytest.mark.parametrize("edition", PRESET_NAMES)
def test_lazy_views_read_late_give_what_the_step_by_step_views_gave_then(edition):
    """The fast engine's views build their fields on first read: a view kept unread and read only
    after the game (its round's path and gems grown and changed since) still reads exactly what
    Game's view said at its moment, field by field."""
    rs = Ruleset.preset(edition)
    for seed in range(40):
        players = 3 + seed % 6
        bots = _bots(seed, players)
        kept, then = [], []
        quick = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
        slow = [make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(bots)]
        fast.play(rs, players, seed, [(lambda v, d=d: kept.append(v) or d(v)) for d in quick])
        play_game(rs, bots, seed, deciders=[(lambda v, d=d: then.append(v.to_dict()) or d(v))
                                            for d in slow])
        assert len(kept) == len(then)
        for view, old in zip(kept, then):
            assert view.to_dict() == old
            assert view.carried_all == tuple(old["carried_all"]) and view.pool == sum(
                e["gems"] for e in old["path"])


def test_bot_factories_resolve_once_and_build_like_make_bot():
    make = bot_factory("counter")
    a, b = decide_function(make(11, 2)), make_bot("counter", 11, 2)
    game = Game(Ruleset.preset("classic"), 4, 3)
    game.start()
    assert a.__self__.boldness == b.bot.boldness
    assert a(game.view(2)) == b(game.view(2))
    with pytest.raises(BotError, match="unknown bot"):
        bot_factory("nosuch")


@pytest.mark.slow
def test_simulate_gives_the_same_statistics_for_any_number_of_jobs(tmp_path):
    one = simulate("relic-hunt", 5, ["counter", "p85", "timid"], games=120, seed=4)
    two = simulate("relic-hunt", 5, ["counter", "p85", "timid"], games=120, seed=4, jobs=2,
                   records=tmp_path)
    for st in (one, two):
        st.pop("games_per_second")
    assert one == two
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 120
    game, _ = replay(GameRecord.load(files[7]))
    assert json.loads(files[7].read_text())["result"]["scores"] == list(game.scores())


def test_simulate_counts_the_games_of_the_step_by_step_engine():
    """simulate's statistics are those of the same games played by play_game on Game."""
    from diamant.games.diamant.bots.runner import WIN_UNITS, game_seed
    names = ["counter", "benchmarks.p85:Bot", "gambler", "p85"]
    st = simulate("incan-gold", 4, names, games=40, seed=9)
    rs = Ruleset.preset("incan-gold")
    scores, wins, cards, disasters = [0] * 4, [0] * 4, [0] * 5, 0
    for g in range(40):
        game = play_game(rs, names, game_seed(9, g)).game
        for s, sc in enumerate(game.scores()):
            scores[s] += sc
        for w in game.winners():
            wins[w] += WIN_UNITS // len(game.winners())
        for r in game.rounds:
            cards[r.round - 1] += r.cards_revealed
            disasters += r.reason.value == "disaster"
    assert [s["mean_score"] for s in st["seats"]] == [x / 40 for x in scores]
    assert [s["win_share"] for s in st["seats"]] == [x / (WIN_UNITS * 40) for x in wins]
    assert st["cards_revealed_mean_by_round"] == [c / 40 for c in cards]
    assert st["hazard_end_share"] == disasters / 200


def _named(view) -> dict:
    """Every field a bot reads of a view, by its name (properties and slot readers alike)."""
    out = {}
    for name in dir(type(view)):
        if not name.startswith("_") and inspect.isdatadescriptor(getattr(type(view), name)):
            out[name] = getattr(view, name)
    return out


@pytest.mark.parametrize("edition", ["classic", "incan-gold"])
def test_every_named_field_of_a_fast_view_reads_as_the_games(edition):
    # the fast view's public part is its own class (carried gems kept once for the cave, the
    # path kept as the engine's lists): reading a seat's field through it must give the same
    rs = Ruleset.preset(edition, secret_chests=edition == "classic")
    seen_fast: list = []
    seen_slow: list = []

    def keeping(log):
        def f(view):
            log.append(_named(view))
            return Decision.CONTINUE if len(view.path) < 4 + view.seat else Decision.LEAVE
        return f
    fast.play(rs, 5, 11, [keeping(seen_fast)] * 5)
    play_game(rs, ["p85"] * 5, 11, deciders=[keeping(seen_slow)] * 5)
    assert len(seen_fast) == len(seen_slow) > 20
    assert seen_fast == seen_slow
    assert {"seat", "carried", "chest", "carried_all", "players", "path", "deck_size"} <= set(
        seen_fast[0])
