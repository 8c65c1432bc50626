"""Diamonds Club bots: determinism, legal play over whole games, plugins and their errors, and
that the searching level beats random play."""

from __future__ import annotations

import pytest

from diamant.games.club import ClubGame
from diamant.games.club.bots import (LADDER, LEVELS, ClubBotError, bot_factory, bot_seed, make_bot,
                               seat_bots)
from diamant.games.club.simulate import game_seed, play_game, simulate


def _checked(names, players, seed):
    """Play a game, asserting every answer is one of the legal actions offered."""
    asked = []

    def wrap(decide, seat):
        def checked(state, legal):
            assert state["to_move"] == seat
            answer = decide(state, legal)
            assert answer in legal, (names[seat], answer, legal)
            asked.append(answer)
            return answer
        return checked

    deciders = [wrap(make_bot(n, bot_seed(seed, s), s), s) for s, n in enumerate(names)]
    result = play_game(players, names, seed, deciders=deciders)
    return result, asked


@pytest.mark.parametrize("players", [2, 3, 4])
def test_levels_play_only_legal_actions_over_whole_games(players):
    names = (["beginner", "steady", "random", "beginner"])[:players]
    result, asked = _checked(names, players, 11 + players)
    assert result.game.is_over and len(asked) == len(result.game.actions)
    assert len(result.totals) == players
    assert set(result.winners) <= set(range(players))


def test_master_plays_a_whole_game_legally():
    result, asked = _checked(["master", "steady"], 2, 5)
    assert result.game.is_over and asked


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_master_plays_whole_games_legally_at_more_seats(players):
    result, _ = _checked(["master"] + ["beginner"] * (players - 1), players, 17)
    assert result.game.is_over


def test_same_seed_same_decisions():
    first = play_game(3, ["beginner", "steady", "random"], 42)
    again = play_game(3, ["beginner", "steady", "random"], 42)
    assert first.game.actions == again.game.actions
    other = play_game(3, ["beginner", "steady", "random"], 43)
    assert other.game.actions != first.game.actions


def test_master_same_seed_same_decision_from_the_same_state():
    game = ClubGame(players=4, seed=9)
    steady = [make_bot("steady", s, s) for s in range(4)]
    for _ in range(6):  # a few buys in, so the market has prices worth thinking about
        seat = game.to_move()
        game.play(steady[seat](game.state(), game.legal()))
    state, legal = game.state(), game.legal()
    seat = game.to_move()
    answers = {make_bot("master", 1234, seat)(state, legal) for _ in range(2)}
    assert len(answers) == 1 and answers <= set(legal)


def test_bots_do_not_change_the_state_they_are_given():
    game = ClubGame(players=3, seed=3)
    state, legal = game.state(), game.legal()
    before = repr(state)
    for name in LEVELS:
        make_bot(name, 1, state["to_move"])(state, legal)
    assert repr(state) == before and game.legal() == legal


def test_ladder_names():
    assert LADDER == ("beginner", "steady", "master")
    assert set(LADDER) < set(LEVELS) and "random" in LEVELS


def test_plugins_load_in_both_forms():
    function = make_bot("club_plugins.greedy:decide", 1, 0)
    player = bot_factory("club_plugins.random_player:RandomPlayer")(7, 2)
    assert player.seat == 2
    game = ClubGame(players=2, seed=1)
    assert function(game.state(), game.legal()) in game.legal()
    result = play_game(2, ["club_plugins.greedy:decide", "club_plugins.random_player:RandomPlayer"], 3)
    assert result.game.is_over
    # a class instance per seat, seeded: the same game twice
    again = play_game(2, ["club_plugins.greedy:decide", "club_plugins.random_player:RandomPlayer"], 3)
    assert again.game.actions == result.game.actions


@pytest.mark.parametrize("name, needle", [
    ("nosuchbot", "unknown Diamonds Club bot 'nosuchbot'"),
    ("club_plugins.nosuchmodule:decide", "cannot import bot module 'club_plugins.nosuchmodule'"),
    ("club_plugins.greedy:nosuch", "has no 'nosuch'"),
    ("club_plugins.greedy:", "package.module:name"),
    ("", "needs a name"),
])
def test_bad_plugin_names_are_clear(name, needle):
    with pytest.raises(ClubBotError, match=needle.replace(".", r"\.").replace("(", r"\(")):
        bot_factory(name)


def test_a_plugin_that_cannot_be_built_is_named():
    with pytest.raises(ClubBotError, match="cannot create bot 'club_plugins.bad:CannotBuild': no table"):
        make_bot("club_plugins.bad:CannotBuild", 1, 0)
    with pytest.raises(ClubBotError, match="neither a function"):
        make_bot("club_plugins.bad:NOT_A_BOT", 1, 0)


@pytest.mark.parametrize("bot, needle", [
    ("club_plugins.bad:raises", "'club_plugins.bad:raises' (seat 2) failed: RuntimeError: lost my marbles"),
    ("club_plugins.bad:illegal", "'club_plugins.bad:illegal' (seat 2) answered the illegal action 'buy c99r9'"),
    ("club_plugins.bad:not_text", "'club_plugins.bad:not_text' (seat 2) answered 42"),
])
def test_a_bot_that_fails_or_cheats_is_named(bot, needle):
    with pytest.raises(ClubBotError) as info:
        play_game(2, ["random", bot], 1)
    assert needle in str(info.value)


def test_seats_and_player_counts():
    assert seat_bots(["steady", "random"], 4) == ["steady", "random", "random", "random"]
    with pytest.raises(ClubBotError, match="3 bots named for 2 seats"):
        seat_bots(["a", "b", "c"], 2)
    for players in (1, 5):
        with pytest.raises(ClubBotError, match="2 to 4 players"):
            simulate(players, ["random"], 1, 1)


def test_master_beats_random():
    """Two-seat games, master against random legal play: it wins every one, by far."""
    wins = 0.0
    games = 2
    for g in range(games):
        result = play_game(2, ["master", "random"], game_seed(77, g))
        if 0 in result.winners:
            wins += 1 / len(result.winners)
        assert result.totals[0] > result.totals[1]
    assert wins == games


def test_a_plugin_gets_a_hashed_seed_not_the_game_seed():
    # the seat's seed can be worked back to the game's seed (and so to every future market deal);
    # a third-party bot gets a one-way hash of it, as Diamant's plugins do
    from diamant.games.club.bots import bot_seed
    from diamant.plugins import plugin_seed
    player = bot_factory("club_plugins.random_player:RandomPlayer")(bot_seed(1234, 2), 2)
    expected = __import__("random").Random(plugin_seed(bot_seed(1234, 2))).random()
    assert player.rng.random() == expected
    assert plugin_seed(bot_seed(1234, 2)) != bot_seed(1234, 2)


def test_play_game_times_decisions_by_the_clock_it_is_given():
    # a clock that ticks once per reading: every decision lasts exactly one tick
    import itertools
    import inspect
    import time as _time

    from diamant.games.club.simulate import play_game as play

    ticks = itertools.count()
    seen: list[tuple[int, float]] = []
    play(2, ["random", "random"], 5, on_decision=lambda seat, t: seen.append((seat, t)),
         clock=lambda: float(next(ticks)))
    assert seen and all(t == 1.0 for _, t in seen)
    assert {seat for seat, _ in seen} == {0, 1}
    # by default, CPU time of the thread: the other work of a shared machine does not count
    assert inspect.signature(play).parameters["clock"].default is _time.thread_time
