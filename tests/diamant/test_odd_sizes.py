"""Square, tall and ultra-wide windows: what a new player saw cut off, touching or out of scale."""
from __future__ import annotations

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant_dev import screenshots

SIZES = [(1280, 720), (1000, 1000), (900, 1200), (2560, 1080), (960, 540)]


@pytest.fixture(scope="module")
def apps():
    with screenshots.screenshot_apps(SIZES) as made:
        yield made


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["title", "title-saved"])
def test_the_title_card_fan_is_whole_and_clear_of_the_menu(apps, size, name):
    app = apps[size]
    scene = screenshots.build(app, name)
    app.draw()
    fan = pygame.Rect(scene._fan_at, scene._fan_layer().get_size())
    window = pygame.Rect((0, 0), app.size)  # the canvas (a small window is drawn larger, scaled)
    assert window.contains(fan), (fan, window)
    gap = round(app.u)  # not even touching
    for b in scene.buttons:
        if b.visible:
            assert not fan.colliderect(b.rect.inflate(2 * gap, 2 * gap)), (b.rect, fan)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["expedition", "expedition-decide"])
def test_seat_names_grow_with_the_explorers(apps, size, name):
    """In a square or tall window the explorers and chests grew while the names under them stayed
    about 10 px: a name is now set in proportion to its explorer, as far as its column allows."""
    from diamant.games.diamant.screens.table_layout import TableLayout
    app = apps[size]
    exp = screenshots.build(app, name)
    app.draw()
    L = TableLayout(exp.rects["table"], len(exp.table.path), len(exp.session.seats))
    explorer_h = L.explorer_size[1]
    assert L.font_name >= min(0.2 * explorer_h, 0.16 * L.colw) - 1, (L.font_name, explorer_h, L.colw)
    assert L.font_num >= min(0.22 * explorer_h, 0.17 * L.colw) - 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["ja", "ru", "en"])
def test_a_choice_label_keeps_clear_of_its_arrows(size, lang):
    """"ボット" ran into its arrows: every lobby choice's label, at the size it is drawn, leaves a
    gap of at least half a unit to each arrow."""
    from diamant.ui import theme
    from diamant.ui.widgets import Choice, resolve
    app = screenshots.screenshot_app(size, lang)
    try:
        lobby = screenshots.build(app, "lobby")
        app.draw()
        choices = [w for w in lobby.group.widgets if isinstance(w, Choice) and w.visible]
        assert choices
        for c in choices:
            c._layout_parts()
            room = c.right_arrow.left - c.left_arrow.right
            labels = [resolve(app, label) for _, label in c.options]
            px = theme.common_fit_size(app, labels, c.value_rect.width, c.size_u, bold=True) \
                if c.uniform else c.size_u
            font = app.font(px, bold=True) if c.uniform else app.font(c.size_u, bold=True)
            width = min(font.size(resolve(app, c.options[c.index][1]))[0], c.value_rect.width)
            assert room - width >= 2 * theme.px(app, 0.5), (lang, size, labels, room, width)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_latest_pill_does_not_cover_the_last_line(apps, size):
    app = apps[size]
    exp = screenshots.build(app, "expedition")
    lp = exp.logpanel
    while lp.max_scroll() < 3:  # enough lines to scroll
        lp.set_entries(lp.entries + lp.entries)
    lp.scroll_by(2)
    surface = pygame.Surface(app.size)
    lp.draw(surface)
    assert lp.scroll and lp.badge_rect.height
    lines = lp._surf.get_rect(topleft=lp._body().topleft)  # where the lines were written
    assert lines.bottom <= lp.badge_rect.top, (lines, lp.badge_rect)
    # scrolled all the way up, the first line is still reachable
    lp.scroll_by(lp.max_scroll())
    lp.draw(surface)
    assert lp.scroll == lp.max_scroll() and len(lp._lines()) - lp.scroll <= lp.rows()


@pytest.mark.parametrize("size", SIZES)
def test_the_next_entrances_ring_leaves_its_number_clear(apps, size):
    app = apps[size]
    board = screenshots.build(app, "board")
    app.draw()
    n = board.round_no
    ring, label = board.board.ring_rects[n], board.board.label_rects[n]
    assert label.top >= ring.bottom - 1, (ring, label)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name, headings", [
    ("settings", lambda sc: [sc.title_rect, sc.left_head, sc.right_head]),
    ("history", lambda sc: [sc.title_rect, sc.stats_rect]),
    ("expedition", lambda sc: sc._headings()),
    ("title", lambda sc: [sc.title_rect, sc.tag_rect]),
])
def test_focus_tooltips_leave_the_headings_readable(apps, size, name, headings):
    """A tooltip shown for a control focused from the keyboard covered the headings beside it."""
    from diamant.ui import theme
    app = apps[size]
    scene = screenshots.build(app, name)
    app.draw()
    heads = headings(scene)
    assert heads
    for w in scene.group.widgets:
        if not (w.visible and w.tooltip_key and w.rect.width > 0):
            continue
        box = theme.tooltip_rect(app, app.size, w.tooltip_text(), w.rect, scene.group.tooltip_avoid(w))
        for h in heads:
            assert not box.colliderect(h), (name, size, w.tooltip_text()[:30], box, h)


@pytest.mark.parametrize("size", SIZES)
def test_no_focus_ring_reaches_over_the_lobby_headings(apps, size):
    """A focused control's ring reached over the heading above the seats."""
    from diamant.ui import theme
    app = apps[size]
    lobby = screenshots.build(app, "lobby")
    app.draw()
    heads = [lobby.rects["title"], lobby.rects["seats_head"]]
    reach = theme.px(app, 0.45) + theme.px(app, theme.FOCUS_W)
    for w in lobby.group.widgets:
        if w.visible and w.can_focus and w.rect.width > 0:
            ring = w.rect.inflate(2 * reach, 2 * reach)
            assert not any(ring.colliderect(h) for h in heads), (w, ring, heads)


def _seat_boxes(L, s):
    """The explorer in the cave with its decision card over its head, the name and the chest."""
    from diamant.ui import theme
    ew, eh = L.explorer_size
    ex, ey = L.cave_pos[s]
    body = pygame.Rect(0, 0, ew, eh)
    body.center = (round(ex), round(ey))
    card = pygame.Rect(0, 0, *L.dcard)
    card.center = (round(ex), round(ey - eh * theme.TABLE_DECISION_Y))
    chest = pygame.Rect(0, 0, *L.chest_size)
    chest.center = tuple(map(round, L.chest_pos[s]))
    return body, card, chest


@pytest.mark.parametrize("size", SIZES)
def test_eight_explorers_in_a_tall_window_are_not_lost_in_their_band(apps, size):
    """With 8 seats in a tall window the explorers stood about a third of the cave's height, in
    narrow columns under a band of empty height: they now stand in two lines when that makes
    them a good deal taller, and every explorer, card, name and chest still keeps to its place."""
    from diamant.games.diamant.screens.table_layout import TableLayout
    app = apps[size]
    exp = screenshots.build(app, "expedition")
    app.draw()
    n = len(exp.session.seats)
    assert n == 8
    L = TableLayout(exp.rects["table"], len(exp.table.path), n)
    eh = L.explorer_size[1]
    if size == (900, 1200):
        assert eh >= 0.4 * L.cave_band.h, (eh, L.cave_band)
        assert L.font_name >= 16, L.font_name  # was 12 px
    bodies, cards = [], []
    for s in range(n):
        body, card, chest = _seat_boxes(L, s)
        assert L.cave_band.contains(body) and L.cave_band.contains(card), (s, body, card, L.cave_band)
        assert L.camp_band.contains(chest), (s, chest, L.camp_band)
        bodies.append(body)
        cards.append(card)
    # the seats are drawn in order (the back line first): one drawn later may stand before
    # another's legs, never over its head; no decision card over a head
    heads = [pygame.Rect(b.x, b.y, b.w, round(b.h * 0.45)) for b in bodies]
    for a in range(n):
        for b in range(n):
            assert b <= a or not heads[a].colliderect(bodies[b]), (a, b, heads[a], bodies[b])
            assert a == b or not cards[a].colliderect(heads[b]), (a, b, cards[a], heads[b])
    names = [pygame.Rect(0, 0, round(L.colw * 0.94), L.font_name) for _ in range(n)]
    for r, at in zip(names, L.name_pos):
        r.center = tuple(map(round, at))
    assert all(not names[a].colliderect(names[b]) for a in range(n) for b in range(a + 1, n))


@pytest.mark.parametrize("size", SIZES)
def test_the_board_takes_the_width_of_a_tall_window(apps, size):
    """Beside the standings, the board of a tall window was a narrow strip's width (its explorers
    and their scores tiny, half the window empty): the standings now go under it."""
    app = apps[size]
    board = screenshots.build(app, "board")
    app.draw()
    window = pygame.Rect((0, 0), app.size)
    picture = board.board.board_rect(board.rects["board"])
    side = board.rects["side"]
    assert window.contains(side) and window.contains(picture)
    assert not picture.colliderect(side), (picture, side)
    for b in (board.menu, board.start):
        assert side.contains(b.rect)
    if size[1] > size[0]:  # taller than wide
        assert picture.width >= 0.9 * window.width, (picture, window)


@pytest.mark.parametrize("size", SIZES)
def test_the_first_cards_keep_to_the_explorers_scale(apps, size):
    """In a tall window the first cards of an expedition stood half the window high (nearly three
    explorers tall), then shrank as the third card came: they now keep one size, in scale."""
    from diamant.games.diamant.screens.table_layout import TableLayout
    app = apps[size]
    exp = screenshots.build(app, "expedition-decide")
    rect, seats = exp.rects["table"], len(exp.session.seats)
    sizes = {TableLayout(rect, n, seats).card_size for n in (1, 2, 3, 4)}
    assert len(sizes) == 1, sizes
    L = TableLayout(rect, 1, seats)
    assert L.card_size[1] <= 2.3 * L.explorer_size[1], (L.card_size, L.explorer_size)


@pytest.mark.parametrize("size", SIZES)
def test_the_final_ranking_and_chart_share_a_tall_window(apps, size):
    """Side by side in a tall window, the ranking stood in a panel two thirds empty beside a
    narrow chart: there the ranking, as tall as its rows, now stands over a chart as wide as it."""
    app = apps[size]
    scene = screenshots.build(app, "scoring")
    app.draw()
    window = pygame.Rect((0, 0), app.size)
    rank, chart = scene.rects["rank"], scene.rects["chart"]
    assert window.contains(rank) and window.contains(chart) and not rank.colliderect(chart)
    for b in (scene.menu, scene.again):
        assert b.rect.top >= max(rank.bottom, chart.bottom)
    rows = round(app.u * (3 + 5 * len(scene.ranks)))  # the heads and the rows
    if size[1] > size[0]:
        assert rank.height <= rows + 4 * app.u, (rank, rows)
        assert chart.width >= 0.9 * window.width, (chart, window)
