"""The engine answers the screens' rules questions: standings (ties, relics) and hazard marks."""
import random

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.engine import (PRESET_NAMES, Card, CardKind, Disaster, Game, GameEnded, Hazard,
                            HazardMark, HazardWarning, Ruleset, hazard_marks, standings,
                            standings_of)


def test_scores_ranks_and_shared_victory():
    rs = Ruleset.preset("classic")
    st = standings(rs, [10, 25, 25, 3], [[], [], [], [5]])
    assert [s.seat for s in st] == [1, 2, 0, 3]
    assert [s.rank for s in st] == [1, 1, 3, 4]
    assert [s.winner for s in st] == [True, True, False, False]
    assert st[3].score == 8 and st[3].relic_points == 5 and st[3].relics == 1


def test_incan_gold_tie_broken_by_relics_held():
    rs = Ruleset(tie_break_relics=True)
    st = standings(rs, [20, 10, 15], [[], [5, 5], [5]])  # all three score 20
    assert [s.score for s in st] == [20, 20, 20]
    assert [s.seat for s in st] == [1, 2, 0]  # more relics first
    assert [s.rank for s in st] == [1, 2, 3]
    assert [s.seat for s in st if s.winner] == [1]
    st = standings(Ruleset(), [20, 10, 15], [[], [5, 5], [5]])  # no tie rule: shared
    assert [s.rank for s in st] == [1, 1, 1] and all(s.winner for s in st)


def test_secret_chests_have_no_score_and_no_winner():
    rs = Ruleset.preset("iello", secret_chests=True)
    st = standings(rs, [None, 12, None], [[5], [], []])
    assert [s.seat for s in st] == [1, 0, 2]
    assert st[0].rank == 1 and not st[0].winner  # not every score is known
    assert st[1].score is None and st[1].rank is None and st[1].relic_points == 5


def test_standings_agree_with_the_game_end_in_every_preset():
    for k, preset in enumerate(PRESET_NAMES):
        for secret in (False, True):
            seed = 50 + k * 7 + secret
            n = 3 + seed % 6
            game = Game(Ruleset.preset(preset, secret_chests=secret), n, seed)
            bots = [make_bot("random", bot_seed(seed, s), s) for s in range(n)]
            events = game.start()
            while not game.is_over:
                mid = standings_of(game.view(0))
                own = next(s for s in mid if s.seat == 0)
                assert own.score == game.view(0).score()
                if secret and n > 1:
                    assert sum(s.score is None for s in mid) == n - 1
                s = game.awaiting[0]
                events += game.decide(s, bots[s](game.view(s)))
            end = [e for e in events if isinstance(e, GameEnded)][0]
            st = standings_of(game)
            assert tuple(s.seat for s in st if s.winner) == tuple(sorted(end.winners))
            assert {s.seat: s.score for s in st} == dict(enumerate(end.scores))
            # the public view keeps secret chests secret, even at the end
            pub = standings_of(game.public_view())
            assert all(s.score is None for s in pub) == secret


def _card(i, kind, hazard=None, value=0):
    return Card(i, kind, value, hazard, 0)


def test_hazard_marks_match_the_events():
    T, H = CardKind.TREASURE, CardKind.HAZARD
    path = [_card(0, T, value=5), _card(1, H, Hazard("snakes")), _card(2, H, Hazard("lava")),
            _card(3, H, Hazard("snakes"))]
    assert hazard_marks(path) == (None, HazardMark.DISASTER, HazardMark.FIRST_SEEN,
                                  HazardMark.DISASTER)
    rng = random.Random(4)
    game = Game("classic", 4, 9)
    events = game.start()
    checked = 0
    while not game.is_over:
        path = list(game.path)
        for e in events:
            if isinstance(e, HazardWarning) and e.index < len(path):
                assert hazard_marks(path)[e.index] is HazardMark.FIRST_SEEN
                checked += 1
            if isinstance(e, Disaster):
                checked += 1
        events = game.decide_all({s: rng.choice(["continue", "continue", "leave"])
                                  for s in game.awaiting})
    assert checked
