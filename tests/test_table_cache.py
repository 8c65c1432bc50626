"""The table's caches draw what drawing one by one would (diamant.app.table_view).

The base layer (backdrop, bands, cards at rest, deck, seats standing still), the layer of cards at
rest and the faces prepared for a coming re-flow must never show something stale: every frame of
whole games (deals, flips, gems flying, disasters and the shake, walks to camp, the winners' glow),
after a language switch, a resize, a change of whose chest may be seen, must come out
pixel-identical to the same frame drawn without the base layer.
"""
from __future__ import annotations

import random

import pygame
import pytest

from diamant.app.app import App
from diamant.app.table import SeatDisplay, TablePresenter
from diamant.app.table_layout import TableLayout
from diamant.engine import Decision, Game, Ruleset
from diamant_dev.fixtures import long_path_ruleset, scripted_expedition

NAMES = ["Ola", "Bartholomew", "Кирилл", "Zoë", "Mika", "Jan", "Pat", "Lee"]


@pytest.fixture()
def app():
    a = App(headless=True, size=(960, 540), audio=False)
    yield a
    a.close()


def backdrop(size) -> pygame.Surface:
    """An opaque picture with detail everywhere (a plain fill would hide a misplaced layer)."""
    surf = pygame.Surface(size)
    rng = random.Random(5)
    for _ in range(300):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        pygame.draw.circle(surf, colour, (rng.randrange(size[0]), rng.randrange(size[1])),
                           rng.randrange(4, 60))
    return surf


def both(table: TablePresenter, bd: pygame.Surface, rect: pygame.Rect) -> tuple[bytes, bytes]:
    """The frame drawn with the base layer, and drawn one by one."""
    out = []
    for use in (True, False):
        surf = pygame.Surface(bd.get_size())
        surf.blit(bd, (0, 0))
        table.draw(surf, rect, backdrop=bd if use else None)
        out.append(pygame.image.tobytes(surf, "RGB"))
    return out[0], out[1]


def play_and_compare(app, table, game, bd, rect, *, frames: int, every: int = 2,
                     on_frame=None) -> int:
    """Play `game` with scripted decisions, drawing both ways every `every` frames; returns
    how many frames were compared."""
    rng = random.Random(1)
    compared = 0
    for f in range(frames):
        if not table.busy and not game.is_over and game.awaiting:
            table.push(game.decide_all({s: (Decision.LEAVE if rng.random() < 0.18 else Decision.CONTINUE)
                                        for s in game.awaiting}))
        if on_frame is not None:
            on_frame(f)
        table.update(1 / 30)
        if f % every == 0:
            a, b = both(table, bd, rect)
            assert a == b, f"frame {f}: the base layer shows something else than drawing one by one"
            compared += 1
    return compared


def test_whole_games_draw_the_same_with_the_base_layer(app):
    rect = pygame.Rect(10, 40, 700, 380)
    bd = backdrop(app.size)
    for seats, ruleset, seed in ((5, Ruleset.preset("classic"), 3), (8, long_path_ruleset(), 4),
                                 (4, Ruleset.preset("iello"), 9)):
        game = Game(ruleset, seats, seed)
        table = TablePresenter(app, ruleset, [SeatDisplay(NAMES[i], i, i == 0) for i in range(seats)])
        table.speed = 2.0
        table.push(game.start())
        table.viewer = 0
        n = play_and_compare(app, table, game, bd, rect, frames=420)
        assert n > 100


def test_a_still_table_is_one_blit_and_every_change_shows(app):
    rect = pygame.Rect(0, 30, 900, 480)
    bd = backdrop(app.size)
    game = Game(Ruleset.preset("classic"), 5, 11)
    table = TablePresenter(app, game.ruleset, [SeatDisplay(NAMES[i], i, i == 0) for i in range(5)])
    table.secret = True
    table.push(game.start())
    for _ in range(4):
        table.push(game.decide_all({s: Decision.CONTINUE for s in game.awaiting}))
    table.skip()
    table.update(0.0)
    first, plain = both(table, bd, rect)
    assert first == plain
    builds = table.view.base_builds
    for _ in range(5):
        again, _plain = both(table, bd, rect)
        assert again == first
    assert table.view.base_builds == builds, "a still table composed its base layer again"

    def changed(what) -> bytes:
        a, b = both(table, bd, rect)
        assert a == b, f"after {what} the base layer shows something stale"
        assert a != first, f"{what} changed nothing on screen"
        return a

    # a seat's gems (the model changes)
    table.table_model.seats[2].carried += 7
    changed("more carried gems")
    table.table_model.seats[2].carried -= 7
    # the language of the labels
    app.set_language("ru")
    table.relocalize()
    ru = changed("a switch to Russian")
    app.set_language("ja")
    table.relocalize()
    changed("a switch to Japanese")
    app.set_language("en")
    table.relocalize()
    # whose secret chest may be seen
    table.view.secret = True
    table.viewer = None
    hidden = changed("hiding the chests")
    table.viewer = 1
    a, b = both(table, bd, rect)
    assert a == b and a != hidden
    # a new size of the table
    bigger = pygame.Rect(0, 20, 940, 500)
    a, b = both(table, bd, bigger)
    assert a == b and a != first
    # a new backdrop (the scene drew another picture under the table)
    bd2 = backdrop(app.size)
    bd2.fill((40, 10, 10), pygame.Rect(0, 0, 400, 540))
    a, b = both(table, bd2, rect)
    assert a == b and a != ru


def test_the_expedition_scene_draws_the_same_with_and_without_the_base_layer(app):
    app.resize((1280, 720))
    exp = scripted_expedition(app, humans=1, seats=8, cards=26, flight=True,
                              ruleset=long_path_ruleset(), seed=4)
    sess, g = exp.session, exp.session.game
    plain = exp.table.draw

    def frame_both() -> tuple[bytes, bytes]:
        out = []
        for use in (True, False):
            exp.table.draw = plain if use else (lambda s, r, backdrop=None: plain(s, r))
            exp.draw(app.screen)
            out.append(pygame.image.tobytes(app.screen, "RGB"))
        exp.table.draw = plain
        return out[0], out[1]

    for f in range(90):
        if not exp.table.busy and not sess.events and not g.is_over and g.awaiting:
            sess.events.extend(g.decide_all({s: Decision.CONTINUE for s in g.awaiting}))
            sess._resolved = len(g.decisions)
        app.frame(1 / 30, [], draw=False)
        if f % 3 == 0:
            a, b = frame_both()
            assert a == b, f"frame {f}"


def test_the_faces_of_a_coming_reflow_are_ready_before_it(app):
    game = Game(long_path_ruleset(), 4, 4)
    table = TablePresenter(app, game.ruleset, [SeatDisplay(NAMES[i], i, False) for i in range(4)])
    table.push(game.start())
    rect = pygame.Rect(0, 0, 900, 500)
    surf = pygame.Surface(app.size)
    view = table.view
    reflows = 0
    while len(game.path) < 26 and not game.is_over:
        table.push(game.decide_all({s: Decision.CONTINUE for s in game.awaiting}))
        while table.busy:
            table.update(1 / 20)
            table.draw(surf, rect)
        before = TableLayout(rect, len(table.path), 4).card_size
        after = TableLayout(rect, len(table.path) + 1, 4).card_size
        if before != after:
            reflows += 1
            for _ in range(len(table.path)):  # calm frames
                table.update(1 / 20)
            for pc in table.path:
                assert ("face", view._face_key(pc.card), after) in view._faces, \
                    "a card of the path has no face ready at the next layout's size"
    assert reflows >= 2


def test_a_card_being_dealt_is_drawn_on_its_way(app):
    game = Game(Ruleset.preset("classic"), 3, 2)
    table = TablePresenter(app, game.ruleset, [SeatDisplay(NAMES[i], i, False) for i in range(3)])
    table.push(game.start())
    table.skip()
    table.update(0.0)
    rect = pygame.Rect(0, 0, 900, 500)
    pc = table.path[-1]
    L = table.view.layout(rect)
    a, b = L.deck_centre, L.slots[len(table.path) - 1].center
    mid = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2 - L.u * 3))

    def pixel(fly: float):
        pc.fly = fly
        surf = pygame.Surface(app.size)
        table.draw(surf, rect)
        return tuple(surf.get_at(mid))

    on_deck, halfway = pixel(0.0), pixel(0.5)
    pc.fly = 1.0
    assert halfway != on_deck, "the card dealt is not drawn between the deck and its slot"


def test_a_disaster_shown_at_once_throws_no_gems_in_the_air(app):
    ruleset = Ruleset.preset("classic")
    for instant in (False, True):
        for seed in range(1, 80):
            game = Game(ruleset, 4, seed)
            table = TablePresenter(app, ruleset, [SeatDisplay(NAMES[i], i, False) for i in range(4)])
            table.push(game.start())
            table.skip()
            rnd = game.round
            events = []
            while game.round == rnd and not game.is_over:
                events += game.decide_all({s: Decision.CONTINUE for s in game.awaiting})
            if not any(type(e).__name__ == "Disaster" for e in events):
                continue
            table.push(events)
            if instant:
                table.skip()
                assert not table.effects.particles.alive
                assert table.view.shake == 0.0
            else:
                saw = False
                for _ in range(2000):
                    table.update(1 / 30)
                    saw = saw or table.effects.particles.alive
                    if not table.busy:
                        break
                assert saw, "a disaster played out threw no gems"
            break
