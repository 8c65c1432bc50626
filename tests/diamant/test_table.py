"""The expedition table presenter follows the engine's events exactly (diamant.games.diamant.screens.table)."""
import random
from types import SimpleNamespace

import pygame
import pytest

from diamant.games.diamant.bots import bot_seed, make_bot
from diamant.games.diamant.screens.cards_art import CardArt
from diamant.games.diamant.screens.table import TablePresenter, count_up, split_gems
from diamant.games.diamant.engine import BOT, HUMAN, SeatInfo
from diamant.games.diamant.engine.cards import PRESET_NAMES, Ruleset
from diamant.games.diamant.engine.events import EVENT_TYPES
from diamant.games.diamant.engine.game import Game
from diamant.i18n import Localizer

NAMES = ["Ola", "Bartholomew", "Кирилл", "Zoë", "Mika", "Jan", "Pat", "Lee"]


@pytest.fixture(scope="module")
def app():
    pygame.init()
    return SimpleNamespace(art=CardArt(max_items=512), t=Localizer("en").t, size=(640, 360))


def presenter(app, ruleset, n):
    return TablePresenter(app, ruleset, [SeatInfo(NAMES[i], HUMAN if i == 0 else BOT, None, i) for i in range(n)])


def expected(game):
    return {
        "round": game.round,
        "deck": game.deck_size,
        "path": [(c.id, g, t) for c, g, t in zip(game.path, game.path_gems, game.path_taken)],
        "carried": list(game.carried),
        "chests": list(game.chests),
        "in_cave": list(game.in_cave),
        "relic_points": [game.relic_points(s) for s in range(game.players)],
        "decided": [game.in_cave[s] and s not in game.awaiting and not game.is_over
                    for s in range(game.players)],
    }


def drain(tp, dt=1 / 20, limit=20000):
    for _ in range(limit):
        if not tp.busy:
            return
        tp.update(dt)
    raise AssertionError("the table never stopped animating")


def play(app, ruleset, n, seed, *, speed, check_every=0.3, surface=None, seen=None):
    rng = random.Random(seed)
    game = Game(ruleset, n, seed)
    tp = presenter(app, ruleset, n)
    tp.speed = speed
    tp.reduced_motion = rng.random() < 0.3
    shown = []
    tp.on_shown = shown.append
    deciders = [make_bot(rng.choice(["random", "p85", "gems10", "risk20"]), bot_seed(seed, s), s)
                for s in range(n)]
    events = game.start()
    all_events = list(events)
    tp.push(events)
    while not game.is_over:
        seats = list(game.awaiting)
        rng.shuffle(seats)
        for s in seats:
            evs = game.decide(s, deciders[s](game.view(s)))
            all_events += evs
            tp.push(evs)
            if rng.random() < check_every:
                if surface is not None and rng.random() < 0.2:
                    tp.update(0.05)
                    tp.draw(surface)  # mid-animation
                drain(tp)
                assert tp.model() == expected(game)
    drain(tp)
    assert tp.model() == expected(game)
    assert shown == all_events  # on_shown saw every event, once, in order
    if seen is not None:
        seen.update(type(e) for e in all_events)
    return tp


def test_every_event_type_of_every_preset(app):
    seen = set()
    surface = pygame.Surface((640, 360))
    for k, preset in enumerate(PRESET_NAMES):
        for j in range(3):
            seed = 1000 * k + j
            n = 3 + (seed * 7) % 6
            rs = Ruleset.preset(preset, secret_chests=bool(j % 2))
            play(app, rs, n, seed, speed=0 if j == 0 else 6.0, surface=surface, seen=seen)
    # a custom ruleset whose deck runs out (SafeReturn)
    short = Ruleset(treasures=(1, 2, 3, 4), hazard_copies=1)
    play(app, short, 4, 77, speed=4.0, seen=seen, surface=surface)
    assert seen == set(EVENT_TYPES)


def test_speed_zero_is_instant_and_skip_finishes(app):
    rs = Ruleset.preset("incan-gold")
    game = Game(rs, 5, 3)
    tp = presenter(app, rs, 5)
    tp.push(game.start())
    assert tp.busy
    tp.update(0.05)
    tp.skip()
    assert not tp.busy and tp.model() == expected(game)
    tp.speed = 0
    bots = [make_bot("p85", s, s) for s in range(5)]
    while not game.is_over:
        for s in list(game.awaiting):
            tp.push(game.decide(s, bots[s](game.view(s))))
            assert not tp.busy
            assert tp.model() == expected(game)


def test_animation_takes_time_at_speed_one(app):
    rs = Ruleset.preset("classic")
    game = Game(rs, 4, 11)
    tp = presenter(app, rs, 4)
    tp.push(game.start())
    frames = 0
    while tp.busy:
        tp.update(1 / 60)
        frames += 1
    assert frames > 60  # a round start, a card and its gems: more than a second to follow


def test_sync_snaps_to_the_game(app):
    rs = Ruleset.preset("iello")
    game = Game(rs, 6, 21, events=False)
    game.start()
    bots = [make_bot("p85", s, s) for s in range(6)]
    for _ in range(7):
        if game.is_over:
            break
        game.decide_all({s: bots[s](game.view(s)) for s in game.awaiting})
    if not game.is_over and len(game.awaiting) > 1:
        game.decide(game.awaiting[0], "continue")
    tp = presenter(app, rs, 6)
    tp.sync(game)
    assert not tp.busy and tp.model() == expected(game)


def _chest_pixels(app, chests, viewer, seat, size=(1280, 720)):
    rs = Ruleset.preset("classic", secret_chests=True)
    tp = presenter(app, rs, 4)
    game = Game(rs, 4, 5)
    game.start()
    game.chests = list(chests)
    tp.sync(game)
    tp.viewer = viewer
    surf = pygame.Surface(size)
    surf.fill((0, 0, 0))
    tp.draw(surf)
    L = tp._layout()
    col = L.cols[seat].clip(L.camp_band)
    return pygame.image.tobytes(surf.subsurface(col), "RGB")


def test_secret_chests_never_drawn_for_others(app):
    # seat 1's chest seen by seat 0: the same picture whatever it holds
    assert _chest_pixels(app, [5, 3, 0, 0], 0, 1) == _chest_pixels(app, [5, 41, 0, 0], 0, 1)
    assert _chest_pixels(app, [5, 3, 0, 0], None, 1) == _chest_pixels(app, [5, 41, 0, 0], None, 1)
    # ... while its owner sees the difference (so the comparison can fail)
    assert _chest_pixels(app, [5, 3, 0, 0], 1, 1) != _chest_pixels(app, [5, 41, 0, 0], 1, 1)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_draw_busiest_moment_at_sizes(app, size):
    rs = Ruleset.preset("incan-gold")
    game = Game(rs, 8, 9)
    tp = presenter(app, rs, 8)
    tp.push(game.start())
    tp.skip()
    surf = pygame.Surface(size)
    tp.draw(surf)
    assert tp.hit_card(tp._layout().slots[0].center) == 0
    x, y = tp.seat_anchor(7)
    assert 0 <= x < size[0] and 0 <= y < size[1]


def test_helpers():
    assert split_gems(13) == (2, 3) and split_gems(0) == (0, 0)
    box = SimpleNamespace(v=0)
    tw = count_up(box, "v", 0, 37, 1.0)
    tw.update(0.5)
    assert 0 < box.v < 37 and isinstance(box.v, int)
    tw.update(1)
    assert box.v == 37


@pytest.mark.parametrize("size, cards", [((1280, 720), 24), ((960, 540), 30), ((1920, 1080), 21)])
def test_every_row_of_the_path_reads_left_to_right(size, cards):
    """The path is read like text: along each row from the left, then the next row down, so the
    newest card is always the last one of the last row (never back at the far left)."""
    from diamant.games.diamant.screens.table_layout import TableLayout
    L = TableLayout(pygame.Rect(0, 0, *size), cards, 5)
    assert L.grid_rows > 1  # a long path takes several rows
    slots = L.slots
    for a, b in zip(slots, slots[1:]):
        if b.top == a.top:  # the same row: the next card sits to the right
            assert b.left > a.right
        else:  # a new row starts at the left, under the last one
            assert b.top > a.bottom and b.left == slots[0].left
    last_row = [s for s in slots if s.top == slots[-1].top]
    assert slots[-1].left == max(s.left for s in last_row)
    # the trail from the end of a row to the start of the next crosses no other card
    for i in range(len(slots) - 1):
        way = L.trail(i)
        others = [s for j, s in enumerate(slots) if j not in (i, i + 1)]
        for (ax, ay), (bx, by) in zip(way, way[1:]):
            for k in range(11):
                x, y = ax + (bx - ax) * k / 10, ay + (by - ay) * k / 10
                assert not any(s.collidepoint(x, y) for s in others)
