"""The table screens at a larger interface size (Settings -> Interface size): 1280x720 at 150 %
and 1920x1080 at 200 % leave 67 and 50 units across, and the table's own panels, cards and
seats (which the widget fit checks do not see) must stay inside the window and clear of each
other, with eight seats; at 100 % the layout is the one it always was."""
from __future__ import annotations

import itertools

import pygame
import pytest

import diamant.shell.scenes  # noqa: F401 - registers the scenes
import diamant.games.diamant.screens.scenes  # noqa: F401 - registers the scenes
from diamant.games.diamant.screens import expedition_layout as lay
from diamant.games.diamant.screens.table_layout import TableLayout
from diamant_dev import screenshots
from toolbox import SCALED, key


@pytest.fixture(scope="module")
def apps():
    made = {(size, scale): screenshots.screenshot_app(size, scale=scale) for size, scale in SCALED}
    try:
        yield made
    finally:
        for app in made.values():
            app.close()


def _disjoint(rects):
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), (a, b)


@pytest.mark.parametrize("size,scale", SCALED)
@pytest.mark.parametrize("name", ["expedition", "expedition-odds"])
def test_the_expedition_screen_parts_stay_apart_in_the_window(apps, size, scale, name):
    app = apps[(size, scale)]
    exp = screenshots.build(app, name)
    if name == "expedition-odds":
        assert exp.rects["aid"].height > 0  # the odds panel is there, under the log's last lines
    app.draw()
    assert exp.compact
    window = pygame.Rect((0, 0), app.size)
    r = exp.rects
    parts = [r["top"], r["table"], r["hand"], r["log"]] + ([r["aid"]] if r["aid"].height else [])
    for p in parts:
        assert window.contains(p) and p.width > 0 and p.height > 0, (p, window)
    _disjoint(parts)
    # the decision cards lie in their strip, right of the seat's numbers, apart
    for c in exp.card_rects:
        assert r["hand"].contains(c), (c, r["hand"])
    _disjoint(exp.card_rects)
    assert exp.card_rects[0].left - r["hand"].left > r["hand"].width * 0.4


@pytest.mark.parametrize("size,scale", SCALED)
def test_eight_seats_fit_the_table_and_their_names_grow(apps, size, scale):
    app = apps[(size, scale)]
    exp = screenshots.build(app, "expedition")
    app.draw()
    seats = len(exp.session.seats)
    assert seats == 8
    rect = exp.rects["table"]
    L = exp.table.view.layout(rect)
    assert rect.contains(L.cave_band) and rect.contains(L.camp_band)
    assert not L.cave_band.colliderect(L.camp_band)
    for slot in L.slots:  # the path: inside the table, above the seats, no card on another
        assert rect.contains(slot) and slot.bottom <= L.cave_band.top, (slot, L.cave_band)
    _disjoint(L.slots)
    _disjoint([c.inflate(-2, 0) for c in L.cols])  # neighbouring columns may share an edge
    for c in L.cols:
        assert rect.left <= c.left and c.right <= rect.right, (c, rect)
    plain = TableLayout(rect, len(exp.table.path), seats)  # as at 100 %
    assert L.font_name > plain.font_name and L.font_num >= plain.font_num
    for s in range(seats):  # a name stays over its chest
        chest = pygame.Rect(0, 0, *L.chest_size)
        chest.center = (round(L.chest_pos[s][0]), round(L.chest_pos[s][1]))
        assert L.name_pos[s][1] + L.font_name / 2 <= chest.top + 1, (s, L.font_name, chest)


@pytest.mark.parametrize("size,scale", SCALED)
def test_the_replay_controls_stay_clear_of_the_log(apps, size, scale):
    app = apps[(size, scale)]
    rep = screenshots.build(app, "replay")
    app.draw()
    window = pygame.Rect((0, 0), app.size)
    r = rep.rects
    _disjoint([r["table"], r["bar"], r["log"]])
    controls = [rep.b_prev_round, rep.b_back, rep.b_play, rep.b_forward, rep.b_next_round, rep.b_speed,
                rep.chests_choice]
    for w in controls:
        assert r["bar"].contains(w.rect) and window.contains(w.rect), (w, w.rect, r["bar"])
    _disjoint([w.rect for w in controls])
    assert rep.chests_choice.bare  # its value alone between the arrows


def test_round_end_at_200_scrolls_its_list_and_keeps_its_buttons_in_the_box(apps):
    app = apps[((1920, 1080), 2.0)]
    scene = screenshots.build(app, "round-end")
    app.draw()
    box = scene.box
    buttons = [b.rect for b in (scene.straight, scene.button) if b.visible]
    for b in buttons:
        assert box.contains(b), (b, box)
    _disjoint(buttons)
    above, below = scene.more
    assert below and not above  # six seats: more rows than the box holds
    key(app, pygame.K_PAGEDOWN)  # Action.SCROLL_DOWN
    app.draw()
    assert scene.first_row > 0 and scene.more[0]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (3840, 2160), (2560, 1080), (1000, 1000),
                                  (900, 1200)])
def test_at_100_percent_nothing_is_compact(size):
    app = screenshots.screenshot_app(size)
    try:
        assert not lay.compact(app)
        exp = screenshots.build(app, "expedition")
        assert not exp.compact
    finally:
        app.close()


def _press(app, k: int, scancode: int = 0) -> None:
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=scancode),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=scancode)])


@pytest.mark.parametrize("size,scale", [SCALED[1], pytest.param(*SCALED[0], marks=pytest.mark.full)])
def test_the_lesson_reads_at_full_size_in_pages(size, scale):
    """The lesson's tips at 150 % and 200 %: every word at its full size (a tip longer than its
    panel is read in pages: Next, PageDown or a click turns them), the buttons in the panel, the
    highlights on screen and clear of it; the lesson still runs to its end."""
    from diamant.games.diamant.screens import tutorial
    from diamant.games.diamant.engine import Decision
    from diamant.ui import textfit, theme
    from diamant.ui.app import default_settings
    from toolbox import make_app

    settings = default_settings()
    settings.interface_scale = scale
    app = make_app(size, "en", instant=True, time=1.0, settings=settings)
    window = pygame.Rect((0, 0), size)
    paged, problems = 0, []
    try:
        tutorial.start(app, fresh=True)
        guide = tutorial.running(app)
        assert guide is not None and guide.scene.compact
        while guide.step is not None:
            for _ in range(400):
                if guide.shown is not None:
                    break
                app.frame(1 / 30, [])
            step = guide.shown
            assert step is not None
            pages = len(guide.pages())
            paged += pages > 1
            for page in range(pages):
                guide.page = page
                theme.clear_text_cache()
                textfit.overflows.clear()
                app.draw()
                problems += [(step.id, page, *o) for o in textfit.overflows]
                assert window.contains(guide.panel), (step.id, guide.panel)
                for b in (guide.next_button, guide.skip_button):
                    if b.visible:
                        assert guide.panel.contains(b.rect), (step.id, b.rect, guide.panel)
                for ring in guide.highlight_rects():
                    assert window.contains(ring) and not guide.panel.colliderect(ring), (step.id, ring)
            guide.page = 0
            if step.choice is None:
                for _ in range(pages):  # Next turns every page, then goes on
                    assert guide.shown is step
                    _press(app, pygame.K_RETURN)
            elif step.choice is Decision.CONTINUE:
                _press(app, pygame.K_c, 6)
            else:
                _press(app, pygame.K_l, 15)
            assert step.id in guide.seen, step.id
    finally:
        app.close()
    assert problems == []
    if scale == 2.0:
        assert paged  # the longer tips do not fit one panel at 200 %


@pytest.mark.parametrize("size,scale", SCALED)
def test_the_watching_controls_stay_in_their_strip(apps, size, scale):
    """A spectator's speed under the line saying the bots play; after leaving, the speed and
    Skip to camp stacked inside the strip where the cards were."""
    from diamant.ui import theme
    from diamant_dev import fixtures

    app = apps[(size, scale)]
    screenshots.build(app, "expedition")  # clears the stack
    exp = fixtures.scripted_expedition(app, humans=0, seats=8, cards=6)
    app.draw()
    hand = exp.rects["hand"]
    assert exp.session.spectator and exp.speed_choice.visible
    line_bottom = hand.top + theme.px(app, lay.COMPACT_INSET_Y / 2 + lay.INFO_HEAD_H)
    assert hand.contains(exp.speed_choice.rect) and exp.speed_choice.rect.top >= line_bottom
    screenshots.build(app, "expedition")
    exp = fixtures.scripted_expedition(app, humans=1, seats=3, cards=5)
    exp.skip_button.visible = exp.speed_choice.visible = True
    app.draw()
    for w in (exp.skip_button, exp.speed_choice):
        assert hand.contains(w.rect), (w.rect, hand)
    assert not exp.skip_button.rect.colliderect(exp.speed_choice.rect)


@pytest.mark.parametrize("size,scale", SCALED)
@pytest.mark.parametrize("lang", ["en", "ru", "ja", pytest.param("pl", marks=pytest.mark.full),
                                  pytest.param("sr-Latn", marks=pytest.mark.full),
                                  pytest.param("sr-Cyrl", marks=pytest.mark.full)])
def test_the_odds_panel_shows_its_lines_in_order_while_they_fit(apps, size, scale, lang):
    """The odds panel under the log's last lines: inside the window and its own rect, each line
    at its own size, the chance the next card ends the expedition always among them."""
    from diamant.ui import textfit, theme

    app = apps[(size, scale)]
    app.set_language(lang)
    try:
        theme.clear_text_cache()
        scene = screenshots.build(app, "expedition-odds")
        aid, log = scene.rects["aid"], scene.rects["log"]
        assert aid.height > 0 and pygame.Rect((0, 0), app.size).contains(aid)
        assert log.bottom <= aid.top
        drawn: list[tuple[str, pygame.Rect]] = []
        shrunk: list[str] = []
        draw_text = theme.draw_text

        def record(surface, app_, text, rect, size_u=theme.FONT_BODY, *args, **kw):
            out = draw_text(surface, app_, text, rect, size_u, *args, **kw)
            if rect.colliderect(aid):
                drawn.append((text, out))
                font = app_.fonts.get(max(theme.MIN_FONT_PX, round(size_u * app_.u)), kw.get("bold", False))
                lines = font.wrap(text, rect.width) if kw.get("wrap") else [text]
                if max(font.size(line)[0] for line in lines) > rect.width \
                        or len(lines) * font.get_linesize() > rect.height + 2:  # (wrapped: on its lines)
                    shrunk.append(text)
            return out
        textfit.overflows.clear()
        theme.draw_text = record
        try:
            app.draw()
        finally:
            theme.draw_text = draw_text
        texts = [t for t, _ in drawn]
        odds = scene.aid_odds()
        assert odds is not None and scene.aid_lines(odds)[0] in texts  # the risk, always
        assert all(aid.contains(r) for _, r in drawn), (aid, drawn)
        assert shrunk == [] and textfit.overflows == []
    finally:
        app.set_language("en")


@pytest.mark.parametrize("size,scale", SCALED)
def test_every_path_and_table_size_stays_inside_the_table(apps, size, scale):
    """Two to eight seats, one to forty cards, in the table's rect of the compact expedition:
    the path's cards inside it, above the seats, apart; each seat's explorer, chest and name
    inside its bands; the names at least their 100 % size."""
    app = apps[(size, scale)]
    exp = screenshots.build(app, "expedition")
    rect = exp.rects["table"]
    for seats in range(2, 9):
        for n in (1, 2, 5, 9, 14, 20, 27, 34, 40):
            L = TableLayout(rect, n, seats, text_scale=scale)
            for slot in L.slots:
                assert rect.contains(slot) and slot.bottom <= L.cave_band.top, (seats, n, slot)
            _disjoint(L.slots)
            ew, eh = L.explorer_size
            for s in range(seats):
                cx, cy = L.cave_pos[s]
                assert L.cave_band.contains(pygame.Rect(round(cx - ew / 2), round(cy - eh / 2), ew, eh)), (seats, s)
                kx, ky = L.chest_pos[s]
                chest = pygame.Rect(0, 0, *L.chest_size)
                chest.center = (round(kx), round(ky))
                assert L.camp_band.contains(chest), (seats, s, chest, L.camp_band)
                nx, ny = L.name_pos[s]
                assert ny - L.font_name / 2 >= L.camp_band.top - 1 and ny + L.font_name / 2 < chest.top + 2
            assert L.font_name >= TableLayout(rect, n, seats).font_name


def _first_shown_is_an_entry_start(lp) -> tuple[int, list[str]]:
    """The log's lines in view start an entry: (that entry, the lines in view)."""
    shown = [text for text, _ in lp._view(lp.rows())]
    assert shown
    i, below = len(lp.entries) - 1, 0  # the entry whose lines end where the view starts
    while below + len(lp._wrap(i)) < len(shown):
        below += len(lp._wrap(i))
        i -= 1
    assert shown[0] == lp._wrap(i)[0], shown  # not the tail of an entry cut at the top
    return i, shown


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), *SCALED])
@pytest.mark.parametrize("lang", ["ja", "en", "ru"])
def test_the_log_shows_whole_entries_and_a_long_one_from_its_start(apps, size, scale, lang):
    """While following, the log shows the newest entries that fit, the oldest of them whole; an
    entry longer than the panel from its start, its rest reached with PageDown; PageUp still
    goes back."""
    app = apps[(size, scale)] if scale > 1 else screenshots.screenshot_app(size)
    app.set_language(lang)
    try:
        for name in ("expedition-odds", "expedition-decide"):
            exp = screenshots.build(app, name)
            app.draw()
            lp = exp.logpanel
            assert lp.following
            i, shown = _first_shown_is_an_entry_start(lp)
            newest = lp._wrap(len(lp.entries) - 1)
            if len(newest) > lp.rows():  # too long for the panel: its start, the rest below
                assert i == len(lp.entries) - 1 and shown == newest[:lp.rows()]
                lp.scroll_by(-max(1, lp.rows() - 1))  # PageDown's step
                assert lp.following and lp.scroll < 0
                lp.scroll_by(-len(newest))
                assert [t for t, _ in lp._view(lp.rows())][-1] == newest[-1]  # its last line
            else:
                assert shown[-1] == newest[-1]
                if i > 0:  # the entry before would not fit with them
                    assert sum(len(lp._wrap(k)) for k in range(i - 1, len(lp.entries))) > lp.rows()
            lp.jump_to_latest()
            assert lp.max_scroll() > 0
            lp.scroll_by(lp.rows())  # back up: older lines, the badge to come back
            assert lp.scroll > 0 and not lp.following
            lp.jump_to_latest()
            assert _first_shown_is_an_entry_start(lp)[0] == i
    finally:
        app.set_language("en")
        if scale == 1.0:
            app.close()


def test_the_seats_words_grow_at_150_percent():
    """Five seats in 1280x720: at 150 % the names, the numbers and the cave and camp labels
    stand at least 1.3 times their 100 % size; the gems lying on the path's cards keep theirs."""
    made = {}
    try:
        for scale in (1.0, 1.5):
            app = made[scale] = screenshots.screenshot_app((1280, 720), scale=scale)
            exp = screenshots.build(app, "expedition-odds")
            app.draw()
            assert len(exp.session.seats) == 5
            made[scale] = (app, exp.table.view.layout(exp.rects["table"]))
        plain, big = made[1.0][1], made[1.5][1]
        assert big.font_name >= 1.3 * plain.font_name and big.font_num >= 1.3 * plain.font_num
        assert big.font_side >= 1.3 * plain.font_side
        assert big.card_gem >= plain.card_gem
        assert big.name_least == plain.font_name  # a long name shrinks no smaller than at 100 %
    finally:
        for v in made.values():
            (v[0] if isinstance(v, tuple) else v).close()
