"""The table's caches draw what drawing from scratch would (diamant.games.diamant.screens.table_view).

The layer of cards at rest, the card faces (made ahead for a coming re-flow and for the deck), the
texts and panels must never show something stale: every frame of whole games (deals, flips, gems
flying, disasters and the shake, walks to camp, the winners' glow), and after a language switch, a
resize or a change of whose chest may be seen, the table comes out pixel-identical to the same
state drawn by a new view with empty caches.
"""
from __future__ import annotations

import random

import pygame
import pytest

from diamant.ui.app import App
from diamant.games.diamant.screens.table import TablePresenter
from diamant.games.diamant.screens.table_layout import TableLayout
from diamant.games.diamant.screens.table_view import TableView
from diamant.games.diamant.engine import BOT, HUMAN, Decision, Game, Ruleset, SeatInfo
from diamant_dev.fixtures import long_path_ruleset

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


def fresh_view(app, table: TablePresenter) -> TableView:
    """A new view of the same model, with empty caches (only the glide positions, the clock and
    the effects' state copied: they are state, not caches)."""
    v = table.view
    new = TableView(app, table.table_model, v.seat_info, v.theme)
    new.viewer, new.reveal_all, new.show_round, new.secret = v.viewer, v.reveal_all, v.show_round, v.secret
    new.shake, new.particles, new.time = v.shake, v.particles, v.time
    new._pos = list(v._pos)
    if v._still is not None:
        # which cards the layer holds decides whether the newest one is drawn through it while
        # its event plays (so it does not switch mid-way): keep that, not the layer itself
        new._still = (None, None, dict(v._still[2]), 0)
    return new


def both(app, table: TablePresenter, bd: pygame.Surface, rect: pygame.Rect) -> tuple[bytes, bytes]:
    """The frame drawn by the table's own (cached) view, and by a new view."""
    out = []
    for view in (table.view, fresh_view(app, table)):
        surf = pygame.Surface(bd.get_size())
        surf.blit(bd, (0, 0))
        view.draw(surf, rect)
        out.append(pygame.image.tobytes(surf, "RGB"))
    return out[0], out[1]


def test_whole_games_draw_the_same_as_with_empty_caches(app):
    rect = pygame.Rect(10, 40, 700, 380)
    bd = backdrop(app.size)
    for seats, ruleset, seed in ((5, Ruleset.preset("classic"), 3), (8, long_path_ruleset(), 4),
                                 (4, Ruleset.preset("iello"), 9)):
        game = Game(ruleset, seats, seed)
        table = TablePresenter(app, ruleset, [SeatInfo(NAMES[i], HUMAN if i == 0 else BOT, None, i) for i in range(seats)])
        table.speed = 2.0
        table.push(game.start())
        table.viewer = 0
        rng = random.Random(seed)
        compared = 0
        for f in range(400):
            if not table.busy and not game.is_over and game.awaiting:
                table.push(game.decide_all({s: (Decision.LEAVE if rng.random() < 0.18 else Decision.CONTINUE)
                                            for s in game.awaiting}))
            table.update(1 / 30)
            if f % 4 == 0:
                a, b = both(app, table, bd, rect)
                assert a == b, f"frame {f}: a cache of the table shows something stale"
                compared += 1
        assert compared == 100


def test_every_change_shows_through_the_caches(app):
    rect = pygame.Rect(0, 30, 900, 480)
    bd = backdrop(app.size)
    game = Game(Ruleset.preset("classic"), 5, 11)
    table = TablePresenter(app, game.ruleset, [SeatInfo(NAMES[i], HUMAN if i == 0 else BOT, None, i) for i in range(5)])
    table.push(game.start())
    for _ in range(4):
        table.push(game.decide_all({s: Decision.CONTINUE for s in game.awaiting}))
    table.skip()
    table.update(0.0)
    first, plain = both(app, table, bd, rect)
    assert first == plain

    def changed(what, rect=rect) -> bytes:
        a, b = both(app, table, bd, rect)
        assert a == b, f"after {what} a cache shows something stale"
        assert a != first, f"{what} changed nothing on screen"
        return a

    table.table_model.seats[2].carried += 7
    changed("more carried gems")
    table.table_model.seats[2].carried -= 7
    resting = next(pc for pc in table.path if not (pc.warn or pc.disaster))  # drawn from the layer
    resting.gems += 3
    changed("more gems lying on a card")
    resting.gems -= 3
    table.table_model.seats[3].relic_points = 5
    changed("relic points")
    table.table_model.seats[3].relic_points = 0
    app.set_language("ru")
    table.relocalize()
    changed("a switch to Russian")
    app.set_language("ja")
    table.relocalize()
    changed("a switch to Japanese")
    app.set_language("en")
    table.relocalize()
    table.view.secret = True
    table.viewer = None
    hidden = changed("hiding the chests")
    table.viewer = 1
    a, b = both(app, table, bd, rect)
    assert a == b and a != hidden
    changed("a bigger table", pygame.Rect(0, 20, 940, 500))


def test_the_relic_points_sit_on_the_chest_clear_of_the_name_and_the_count(app):
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app.resize(size)
        for lang in ("en", "ru", "ja"):
            app.set_language(lang)
            for seats in (3, 5, 8):
                game = Game(Ruleset.preset("iello"), seats, 1)
                table = TablePresenter(app, game.ruleset, [SeatInfo(NAMES[i], BOT, None, i) for i in range(seats)])
                table.relocalize()
                view = table.view
                rect = pygame.Rect(0, 0, size[0] * 3 // 4, size[1] * 2 // 3)
                L = view.layout(rect)
                for s in range(seats):
                    table.table_model.seats[s].relic_points = 17
                    table.table_model.seats[s].chest = 123
                    table.table_model.seats[s].chest_shown = 123
                    _plate, relic = view._relic_plate(L, s)
                    count = view._plate_rect(L, s, view._text("123", L.font_num, (255, 255, 255), bold=True))
                    name = view._text(NAMES[s], L.font_name, (255, 255, 255), bold=True,
                                      max_w=round(L.colw * 0.94))
                    name_r = name.get_rect(center=L.name_pos[s])
                    where = f"{size} {lang} {seats} seats, seat {s}"
                    assert not relic.colliderect(count), f"relic points over the chest's count: {where}"
                    assert not relic.colliderect(name_r), f"relic points over the name: {where}"
                    chest = pygame.Rect(0, 0, *L.chest_size)
                    chest.center = L.chest_pos[s]
                    assert chest.collidepoint(relic.centerx, relic.centery), where


def test_the_faces_of_a_coming_reflow_are_ready_before_it(app):
    game = Game(long_path_ruleset(), 4, 4)
    table = TablePresenter(app, game.ruleset, [SeatInfo(NAMES[i], BOT, None, i) for i in range(4)])
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
        for _ in range(30):  # the table waits: update() runs, nothing is drawn
            table.update(1 / 20)
        for card in view._deck_cards():
            assert ("face", view._face_key(card), before) in view._faces, \
                "a card of the deck has no face ready at the current size"
        if before != after:
            reflows += 1
            for pc in table.path:
                assert ("face", view._face_key(pc.card), after) in view._faces, \
                    "a card of the path has no face ready at the next layout's size"
    assert reflows >= 2


def test_a_card_being_dealt_is_drawn_on_its_way(app):
    game = Game(Ruleset.preset("classic"), 3, 2)
    table = TablePresenter(app, game.ruleset, [SeatInfo(NAMES[i], BOT, None, i) for i in range(3)])
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
            table = TablePresenter(app, ruleset, [SeatInfo(NAMES[i], BOT, None, i) for i in range(4)])
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
