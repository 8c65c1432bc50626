"""The master level: determinism, fairness (only its view counts, never the hidden deck order),
legal answers in every edition, its opponent model and win values, the worker thread, and a
small fixed-seed strength check."""

from __future__ import annotations

import random
import threading
from functools import partial
from typing import Sequence

import pytest

from diamant.games.diamant.bots import BOTS, LADDER, as_decider, bot_seed, make_bot, meet_table, play_game, simulate
from diamant.games.diamant.bots.master import LOGIT, MasterBot, MasterTable, _win_values, master_family
from diamant.games.diamant.screens.session import GameSession, SeatSetup, TableSetup
from diamant.games.diamant.engine import CardRevealed, Decision, Game, PRESET_NAMES, Ruleset
from bot_toolbox import forced_twin, views_of

#: the views of games whose random deciders go on a little more often than test_ai.py's
_views_of = partial(views_of, stay=0.85)


def test_master_is_the_top_of_the_ladder():
    assert LADDER[-1] == "master" and LADDER[-2] == "expert"
    assert isinstance(make_bot("master", seed=1, seat=0).bot, MasterBot)


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("players", [3, 8])
def test_master_answers_a_legal_decision_in_every_edition(preset, players):
    views = _views_of(preset, players, seed=players * 10 + len(preset),
                      secret=preset in ("iello", "incan-gold"))
    bots = [MasterBot(seed=bot_seed(4, s), seat=s, rollouts=24) for s in range(players)]
    answers = set()
    for v in views:
        d = bots[v.seat].decide(v)
        assert d in (Decision.CONTINUE, Decision.LEAVE)
        answers.add(d)
    assert answers == {Decision.CONTINUE, Decision.LEAVE}


def test_same_seed_same_decisions():
    views = _views_of("classic", 5, seed=8)
    a = MasterBot(seed=123, seat=0, rollouts=64)
    b = MasterBot(seed=123, seat=0, rollouts=64)
    mine = [v for v in views if v.seat == 0]
    assert [a.decide(v) for v in mine] == [b.decide(v) for v in mine]
    rs = Ruleset.preset("classic")
    g1 = play_game(rs, ["master", "expert", "counter"], seed=42)
    g2 = play_game(rs, ["master", "expert", "counter"], seed=42)
    assert g1.game.decisions == g2.game.decisions and g1.scores == g2.scores


def test_another_seed_thinks_differently_somewhere():
    """The seed is really used: with few rollouts, close calls go different ways."""
    views = [v for v in _views_of("classic", 6, seed=2) if v.seat == 1]
    runs = [[MasterBot(seed=s, seat=1, rollouts=4).decide(v) for v in views] for s in (1, 2, 3)]
    assert runs[0] != runs[1] or runs[0] != runs[2]


@pytest.mark.parametrize("preset", ["classic", "iello"])
def test_hidden_deck_order_does_not_change_the_masters_decisions(preset):
    rs = Ruleset.preset(preset, secret_chests=preset == "iello")
    names = ["master", "expert", "counter", "master"]
    seed = 9

    def bots():
        return [MasterBot(bot_seed(seed, s), s, rollouts=48) if n == "master"
                else make_bot(n, bot_seed(seed, s), s) for s, n in enumerate(names)]

    game = Game(rs, len(names), seed)
    deciders = bots()
    revealed = [e.card.id for e in game.start() if isinstance(e, CardRevealed)]
    log_a = []
    while not game.is_over:
        d = {s: (deciders[s].decide if isinstance(deciders[s], MasterBot) else deciders[s])(
            game.view(s)) for s in game.awaiting}
        log_a.append(d)
        revealed += [e.card.id for e in game.decide_all(d) if isinstance(e, CardRevealed)]

    twin = forced_twin(rs, len(names), revealed, seed=4242)
    assert [c.id for c in twin._deck] != [c.id for c in game._deck]
    deciders = bots()
    twin.start()
    log_b = []
    while not twin.is_over:
        d = {s: (deciders[s].decide if isinstance(deciders[s], MasterBot) else deciders[s])(
            twin.view(s)) for s in twin.awaiting}
        log_b.append(d)
        twin.decide_all(d)
    assert log_a == log_b
    assert twin.scores() == game.scores()


def test_win_values_rank_not_gems():
    # last expedition: exact win chance (ties shared) plus a tiny tie-break for gems
    v = _win_values(10, [0, 5, 6, 9], [15, 12], 0.0)
    assert v[0] < 0.01 and v[1] == pytest.approx(0.5 + 0.01) and v[2] > 1.0 and v[3] > v[2]
    # earlier: smooth and increasing in what this seat banks, below 1 even when ahead
    v = _win_values(10, [0, 3, 6, 12], [15, 12, 8], 8.0)
    assert all(a < b for a, b in zip(v, v[1:])) and 0.0 < v[0] and v[-1] < 1.03
    # the same gems matter more to a seat just behind the leader than to one far ahead
    near = _win_values(10, [0, 4], [12], 4.0)
    far = _win_values(40, [0, 4], [12], 4.0)
    assert near[1] - near[0] > far[1] - far[0]


def test_table_model_learns_a_simple_rule():
    """A seat that leaves at 10 gems carried: the posterior comes to predict it."""
    fam = master_family()
    assert any(k == LOGIT for k, *_ in fam)
    model = MasterTable(3, family=fam, gate=0.05)
    rng = random.Random(1)
    for _ in range(60):
        carried = rng.randrange(0, 20)
        model.observe(1, carried >= 10, carried, rng.randrange(1, 9), rng.randrange(0, 3),
                      rng.random() * 0.3, rng.randrange(0, 5), rng.random() * 3, 0)
    assert model.leave_probability(1, 15, 4, 1, 0.1, 1, 2.0, 0) > 0.8
    assert model.leave_probability(1, 3, 4, 1, 0.1, 1, 2.0, 0) < 0.2
    assert model.advantage[1] > 0.05 * model.seen[1]  # trusted over the prior


def test_master_thinks_on_the_bot_worker_thread(monkeypatch):
    threads = []

    class Probe(MasterBot):
        def decide(self, view):
            threads.append(threading.current_thread())
            return super().decide(view)

    monkeypatch.setitem(BOTS, "master-probe",
                        lambda seed=None, seat=0: Probe(seed, seat, rollouts=32))
    setup = TableSetup([SeatSetup("A", "bot", "master-probe", 0),
                        SeatSetup("B", "bot", "master-probe", 1),
                        SeatSetup("C", "bot", "counter", 2)], seed=11)
    sess = GameSession(setup, autosave=False, speed=0)
    try:
        for _ in range(200):
            if sess.is_over:
                break
            sess.update(0.0, True)
            sess.wait_for_bots()
        assert threads
        assert all(t is not threading.main_thread() for t in threads)
        assert {t.name.split("_")[0] for t in threads} == {"diamant-bot"}
    finally:
        sess.close()


def test_the_app_shows_the_masters_the_lobby_labels():
    """At the app's table a master knows the other masters by the level the lobby shows, and a
    person's seat is nobody's level (so a master alone with people never mixes)."""
    setup = TableSetup([SeatSetup("A", "bot", "master", 0), SeatSetup("You", "human", None, 1),
                        SeatSetup("C", "bot", "master", 2), SeatSetup("D", "bot", "expert", 3)],
                       seed=11)
    sess = GameSession(setup, autosave=False, speed=0)
    try:
        masters = [sess.deciders[s].bot for s in (0, 2)]  # type: ignore[attr-defined]
        assert [m.kin for m in masters] == [frozenset({2}), frozenset({0})]
    finally:
        sess.close()
    alone = GameSession(TableSetup([SeatSetup("You", "human", None, 0),
                                    SeatSetup("B", "bot", "master", 1)], seed=3),
                        autosave=False, speed=0)
    try:
        assert alone.deciders[1].bot.kin == frozenset()  # type: ignore[attr-defined]
    finally:
        alone.close()


@pytest.mark.slow
def test_master_beats_a_table_of_counters():
    """Fixed seeds (deterministic, not flaky); the full measurement is in docs/bots.md."""
    st = simulate("classic", 6, ["master"] + ["counter"] * 5, games=30, seed=7)
    shares = [s["win_share"] for s in st["seats"]]
    assert shares[0] > 0.4, shares  # a fair share is 0.167
    assert shares[0] == max(shares)


def test_close_calls_are_mixed_and_clear_ones_are_not():
    """Within `mixed` of a win chance the master leaves with a chance that grows across the band
    (so masters at one table do not all leave, or all stay, together); outside it, or with the
    band off, it takes the better option every time."""
    bot = MasterBot(seed=1, rollouts=100, mixed=0.02)
    rng = random.Random(4)
    L = Decision.LEAVE

    def share(leave: float, cont: float, n: int = 4000) -> float:
        return sum(bot._pick(leave, cont, rng, bot.mixed) is L for _ in range(n)) / n

    assert share(50.0, 50.0) == pytest.approx(0.5, abs=0.03)
    assert share(50.0, 49.0) == pytest.approx(0.75, abs=0.03)  # leaving 0.01 better: 3 in 4
    assert share(49.0, 50.0) == pytest.approx(0.25, abs=0.03)
    assert share(53.0, 50.0) == 1.0 and share(50.0, 53.0) == 0.0  # 0.03 apart: clear
    bot.mixed = 0.0
    assert share(50.0, 49.9) == 1.0 and share(49.9, 50.0) == 0.0


def test_the_band_applies_only_while_a_seat_of_its_own_level_is_inside():
    """The shipped level mixes its close calls, but only while a seat the table shows as its own
    level is in the cave: against anyone else (a person, another level, alone) it chooses as it
    would unmixed, and before it has met the table it never mixes."""
    shipped = make_bot("master", 1, 0).bot  # type: ignore[attr-defined]
    assert shipped.mixed == 0.02
    assert MasterBot(seed=1).mixed == 0.0  # the class itself: no band unless asked
    bot = MasterBot(seed=1, seat=0, mixed=0.02)

    class Cave:
        def __init__(self, opp: tuple[int, ...]) -> None:
            self.opp = opp

    assert bot._band(Cave((1, 2))) == 0.0  # type: ignore[arg-type]  # the table not met yet
    bot.meet(["master", None, "master", "expert"])
    assert bot.kin == frozenset({2})
    assert bot._band(Cave((1, 2))) == 0.02  # type: ignore[arg-type]
    assert bot._band(Cave((2,))) == 0.02  # type: ignore[arg-type]
    assert bot._band(Cave((1, 3))) == 0.0  # type: ignore[arg-type]  # a person, an expert
    assert bot._band(Cave(())) == 0.0  # type: ignore[arg-type]  # alone
    bot.meet([None, "master"])  # its own seat unlabelled: no kin
    assert bot.kin == frozenset()


def test_without_its_own_kind_at_the_table_the_band_changes_no_decision():
    """Against other levels the shipped band is never used: a whole game with it (and the
    table met) takes the same decisions, card for card, as with no band at all; with a second
    master at the table the coins do change some."""

    def decisions(mixed: float, names: list[str]) -> list[tuple[int, Decision]]:
        deciders = []
        for s, name in enumerate(names):
            if name == "master":
                deciders.append(as_decider(MasterBot(bot_seed(21, s), s, rollouts=48, mixed=mixed)))
            else:
                deciders.append(make_bot(name, bot_seed(21, s), s))
        meet_table(deciders, names)
        game = play_game(Ruleset.preset("classic"), names, 21, deciders=deciders).game
        return list(game.decisions)

    others = ["master", "expert", "counter", "gems10"]
    assert decisions(0.02, others) == decisions(0.0, others)
    twins = ["master", "expert", "master", "gems10"]
    assert decisions(0.2, twins) != decisions(0.0, twins)


def test_headless_games_show_every_bot_the_table():
    """`simulate` and `play_game` tell each bot the seats' labels, so masters know each other as
    the lobby shows them; a master among other levels never mixes, so it plays as unmixed."""
    seen: list[tuple[int, tuple[str | None, ...]]] = []
    real_meet = MasterBot.meet

    def spy(self: MasterBot, kinds: Sequence[str | None]) -> None:
        seen.append((self.seat, tuple(kinds)))
        real_meet(self, kinds)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(MasterBot, "meet", spy)
        play_game(Ruleset.preset("classic"), ["master", "expert", "master"], 5)
        assert sorted(seen) == [(0, ("master", "expert", "master")),
                                (2, ("master", "expert", "master"))]
        seen.clear()
        simulate("classic", 3, ["expert", "master", "master"], 2, 7)
        assert sorted(seen) == [(1, ("expert", "master", "master"))] * 2 + \
            [(2, ("expert", "master", "master"))] * 2
