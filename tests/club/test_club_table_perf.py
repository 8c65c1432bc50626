"""What keeps Diamonds Club's table fast (the figures are benchmarks/bench_frame.py --game club):
an action draws again only the parts of the still picture it changed, and the picture is the same
as one drawn whole; nothing is drawn again while nothing changes; the art is rasterised ahead;
big translucent panels are blended band by band into the same pixels as one layer."""
from __future__ import annotations

from functools import partial
import random
import time

import pygame
import pytest
from toolbox import make_app as _make_app

import diamant.shell.scenes  # noqa: F401
import diamant.games.diamant.screens.scenes  # noqa: F401
import diamant.games.club.screens  # noqa: F401
from diamant.games.club import ClubGame
from diamant.games.club.bots import bot_seed, make_bot
from diamant.ui.theme import shapes
from diamant.games.club.screens import table_view
from diamant.games.club.screens.table_layout import make_layout
from diamant.games.club.screens.table_view import COLOUR_NAMES, TableView, item_art
from diamant.games.club.screens.table_warm import ArtWarmer, wanted
from diamant_dev.club_table_shots import build


make_app = partial(_make_app, (960, 540), speed=0.0)


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


def test_an_action_draws_its_parts_again_into_the_same_picture_as_a_whole_one() -> None:
    app = make_app()
    kept = TableView(app)  # one view for both games: a new cloth is drawn whole
    partial = compared = 0
    for players, actions in ((3, 30), (2, 18)):
        names, colours = ("Anna", "Boris", "Chiyo")[:players], (2, 0, 1)[:players]
        game = ClubGame(players, 4)
        bots = [make_bot("steady", bot_seed(4, p), p) for p in range(players)]
        for n in range(actions):
            st = game.state()
            L = make_layout(app.size, app.u, players, st["to_move"] if isinstance(st["to_move"], int) else 0)
            lines = tuple((f"entry {k} of {n}", "dim") for k in range(n % 5))
            offers = frozenset(a.split()[1] for a in game.legal() if a.split()[0] in ("buy", "build"))
            human = n % 3 == 0
            args = (st, L, names, colours, offers if human else frozenset(), f"move {n}", human, lines)
            before = kept.parts_drawn
            picture = kept.still(*args)
            if n and kept.parts_drawn - before < 10 + players + 3:  # not every part was drawn
                partial += 1
            if n % 6 == 0:  # a whole picture, made from nothing (but the art), has the same pixels
                whole = TableView(app)
                whole.art = kept.art
                assert pixels(picture) == pixels(whole.still(*args)), f"{players} players, after {n} actions"
                compared += 1
            game.play(bots[game.current](st, game.legal()))
    assert compared == 8 and partial > 25


def test_frames_where_nothing_changed_draw_no_part_and_a_person_gets_no_frames() -> None:
    app = make_app()
    app.settings.animation_speed = 1.0
    table = build(app, "buying")
    for _ in range(3):
        app.frame(1 / 30, events=[])
    draws, parts = table.view.draws, table.view.parts_drawn
    assert parts > 0
    for _ in range(70):  # the turn banner goes; the table stands still
        app.frame(1 / 30, events=[])
    assert table.view.draws == draws and table.view.parts_drawn == parts
    assert table._person() == 0 and table.motion.banner is None and table.frame_interval() is None


@pytest.mark.slow  # rasterises all the table's art at a layout (about 300 pieces)
def test_the_art_warmed_ahead_is_all_the_late_table_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    table = build(app, "late")
    app.frame(1 / 30, events=[])
    view = table.view
    st, L = table.shown, table.L
    assert L is not None
    boards = tuple(pl["board"] for pl in st["players"])
    markers = tuple(COLOUR_NAMES[c] for c in table.session.colours)
    items = wanted(L, app.u, boards, markers, item_art)
    fresh = table_view.club_art()
    warmer = ArtWarmer(fresh)
    warmer.plan("layout", items)
    deadline = time.monotonic() + 20
    while warmer.pending and time.monotonic() < deadline:
        warmer.collect(limit=1000)
        time.sleep(0.01)
    assert warmer.pending == 0 and all(fresh.has(*it) for it in items)
    warmer.close()
    loads: list[tuple[str, tuple[int, int]]] = []
    real = fresh._load
    monkeypatch.setattr(fresh, "_load", lambda name, size: loads.append((name, size)) or real(name, size))
    view.forget()
    view.art = fresh
    view.still(st, L, table.session.names, table.session.colours, frozenset(), "", True, ())
    assert [name for name, _ in loads if name != "table"] == []  # the cloth: once, into the picture
    assert fresh.get(item_art("S5"), (12, 12)) is not None and loads  # the spy sees a miss


@pytest.mark.parametrize("seed", [1, 2])
def test_big_translucent_shapes_are_the_pixels_of_one_layer(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(12):
        w, h = rng.randint(600, 1900), rng.randint(420, 1000)
        radius, width = rng.choice([0, 4, 17, 30]), rng.choice([0, 0, 1, 3])
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
        banded = pygame.Surface((w + 30, h + 30))
        banded.fill((rng.randrange(256), 80, 40))
        layered = banded.copy()
        rect = pygame.Rect(11, 7, w, h)
        shapes._alpha_rect(banded, colour, rect, radius, width)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), width, border_radius=radius)
        layered.blit(layer, rect)
        assert pixels(banded) == pixels(layered), (w, h, radius, width)


def _summary_events(table) -> list:
    from diamant.games.club.screens.session import round_events
    events = table.session.events
    last = max(i for i, ev in enumerate(events) if ev.type == "round-ended")
    return round_events(events, last)


def test_the_round_summarys_art_warmed_ahead_is_all_it_draws(monkeypatch: pytest.MonkeyPatch) -> None:
    """The round summary draws no art of its own in its first frame: the table had it rasterised
    ahead (round_end_layout.summary_art), at every row height the summary may have."""
    from diamant.games.club.screens import dialog_kit
    from diamant.games.club.screens.round_end_layout import summary_art
    from diamant.ui.art import ArtCache
    app = make_app((1280, 720))
    try:
        table = build(app, "late")
        app.frame(1 / 30, events=[])
        fresh = ArtCache(dialog_kit.CLUB_ART_DIR, max_items=160)
        monkeypatch.setattr(dialog_kit, "_art", fresh)
        colours = table.session.colours
        items = summary_art(fresh, app.u, app.size, colours)
        assert {name for name, _ in items} >= {"tile-pond", "gem-diamond", "bonus-five-alike-3", "marker-red"}
        warmer = ArtWarmer(fresh)
        warmer.plan("summary", items)
        deadline = time.monotonic() + 20
        while warmer.pending and time.monotonic() < deadline:
            warmer.collect(limit=1000)
            time.sleep(0.01)
        assert warmer.pending == 0
        warmer.close()
        loads: list[str] = []
        real = fresh._load
        monkeypatch.setattr(fresh, "_load", lambda name, size: loads.append(name) or real(name, size))
        session = table.session
        full = _summary_events(table)
        fewer = [e for e in full if e.type != "diamond-awarded"]  # fewer lines: taller rows
        for events in (full, fewer):
            scene = app.nav.push("club-round-end", game=session.game, events=events, names=session.names,
                                 colours=colours, on_continue=lambda: None)
            app.frame(1 / 30, events=[])
            assert loads == [], loads
            scene.close()
            app.frame(1 / 30, events=[])
    finally:
        app.close()


def test_a_dialog_over_the_table_keeps_its_art_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dialog opening over the table does not stop the table's art worker: it used to, and the
    dialog's first frame then planned the table's art all over again."""
    app = make_app((1280, 720))
    app.warm_art = True
    try:
        table = build(app, "late")
        app.frame(1 / 30, events=[])
        planned = table.view.warmer.planned
        assert planned is not None
        calls: list[int] = []
        real = table_view.wanted
        monkeypatch.setattr(table_view, "wanted", lambda *a: calls.append(1) or real(*a))
        session = table.session
        app.nav.push("club-round-end", game=session.game, events=_summary_events(table), names=session.names,
                     colours=session.colours, on_continue=lambda: None)
        app.frame(1 / 30, events=[])
        assert calls == [] and table.view.warmer.planned == planned
    finally:
        app.close()
