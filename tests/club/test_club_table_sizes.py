"""The Diamonds Club table at the smallest window and in a portrait one: every market space
readable (digits not under the readable minimum, badges beside the picture, never on it), and a
portrait window's height used by the market and the parks rather than left as empty bands."""
from __future__ import annotations

import copy
import functools
import json
import re
from pathlib import Path

import pygame
import pytest

from diamant.i18n import LANGUAGE_CODES
from diamant.ui import theme
from diamant.ui import sizing
from diamant.ui.app import App
from diamant_dev import screenshots
from toolbox import SCALED, click, key

MIN_WINDOW = (960, 540)
SMALL_CANVAS = (854, 480)  # the smallest canvas of the interface size (1280x720 at 150%) ...
SMALLEST = (853, 480)      # ... or, rounded down, one pixel narrower
PORTRAIT = (1080, 1920)
ART = Path(__file__).resolve().parents[2] / "assets" / "club"


@pytest.fixture(scope="module")
def apps():
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    # the interface size draws on a canvas down to 854x480, scaled up into the window: under
    # the window's own floor, so it is lowered for these apps
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(sizing, "MIN_WINDOW", SMALL_CANVAS)  # the canvas is worked out there
        with screenshots.screenshot_apps([SMALLEST, SMALL_CANVAS, MIN_WINDOW, PORTRAIT]) as made:
            assert made[SMALL_CANVAS].size == SMALL_CANVAS
            yield made


@pytest.fixture(scope="module")
def saved():
    from diamant_dev import club_table_shots
    return club_table_shots.saved_at("buying")


@functools.lru_cache(maxsize=None)
def _save(moment: str, players: int) -> str:
    from diamant_dev import club_table_shots
    return json.dumps(club_table_shots.saved_at(moment, players))


def _saved(moment: str, players: int) -> dict:
    """A bots' game stopped at `moment` (played once per module, a fresh copy each time)."""
    return json.loads(_save(moment, players))


def _table(app, saved):
    from diamant_dev.club_table_shots import still_table
    scene = still_table(app, saved)
    app.update(0.0)
    app.draw()
    return scene


class _Spy(pygame.Surface):
    """A surface that remembers where each picture was blitted."""

    def __init__(self, size):
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        self.blits.append((source, pygame.Rect(pygame.Rect(dest).topleft, source.get_size())))
        return super().blit(source, dest, *args, **kwargs)


def _digit_share(name: str) -> float:
    """The share of the picture's height its printed capacity digit takes (the digit's gradient
    runs from its top to its foot, in the picture's own coordinates)."""
    text = (ART / f"{name}.svg").read_text(encoding="utf-8")
    height = float(re.search(r'<svg[^>]* height="([\d.]+)"', text).group(1))
    y1, y2 = re.findall(r'gradientUnits="userSpaceOnUse" x1="[\d.]+" y1="([\d.]+)" x2="[\d.]+" y2="([\d.]+)"', text)[-1]
    return (float(y2) - float(y1)) / height


def _ink_height(app, px: int, text: str) -> int:
    return app.fonts.get(px, True).render(text, (255, 255, 255)).get_bounding_rect().height


def _draw_market(app, scene, monkeypatch):
    """Each market column drawn on a spy: the item pictures' rects (by space), the other blits,
    the filled rects (badges) and the texts drawn (with their size)."""
    from diamant.games.club.screens import table_view
    view, L = scene.view, scene.L
    names: dict[int, str] = {}
    get = view.art.get

    def named_get(name, size, *a, **kw):
        surf = get(name, size, *a, **kw)
        names[id(surf)] = name
        return surf
    monkeypatch.setattr(view.art, "get", named_get)
    filled: list[pygame.Rect] = []
    draw_rect = pygame.draw.rect

    def spy_rect(surface, colour, rect, width=0, **kw):
        if width == 0:
            filled.append(pygame.Rect(rect))
        return draw_rect(surface, colour, rect, width, **kw)
    monkeypatch.setattr(table_view.pygame.draw, "rect", spy_rect)
    texts: list[tuple[str, pygame.Rect, float]] = []
    draw_text = theme.draw_text

    def spy_text(surface, app_, text, rect, size_u=theme.FONT_BODY, *a, **kw):
        out = draw_text(surface, app_, text, rect, size_u, *a, **kw)
        texts.append((text, out, size_u))
        return out
    monkeypatch.setattr(theme, "draw_text", spy_text)
    spy = _Spy(app.size)
    state = scene.shown
    human = True  # seat 0, to move, is a person
    for c in range(len(L.slots)):
        view._market(spy, state, L, tuple(scene.session.colours), scene._offers(), human, c)
    return L, spy.blits, names, filled, texts


@pytest.mark.parametrize("size", [MIN_WINDOW, SMALL_CANVAS, SMALLEST])
@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_every_market_space_reads_at_the_smallest_window(apps, saved, lang, size, monkeypatch):
    """At 960x540 the prices and the coins on the market were drawn at 9 px (under the readable
    minimum, theme.MIN_FONT_PX), and the coins' badge and its coin icon lay on the bought item,
    hiding it. Now every digit is at least the minimum's size, printed capacities included, and
    no badge touches the picture it belongs to; so too on the interface size's smallest canvas."""
    app = apps[size]
    app.set_language(lang)
    theme.clear_text_cache()
    scene = _table(app, saved)
    L, blits, names, filled, texts = _draw_market(app, scene, monkeypatch)
    market = scene.shown["market"]
    assert sum(1 for sp in market.values() if sp["taken_by"] is not None) >= 7  # coins are shown
    least = _ink_height(app, theme.MIN_FONT_PX, "3")
    digits = [(t, r, s) for t, r, s in texts if t.isdigit()]
    assert len(digits) >= len(L.spaces) - 1  # a price or the coins on every space
    for text, _, size_u in digits:
        px = max(8, round(size_u * app.u))  # as app.font sizes it
        assert px >= theme.MIN_FONT_PX, (text, px)
        assert _ink_height(app, px, text) >= least
    arts = [(names[id(src)], r) for src, r in blits if names.get(id(src), "").split("-")[0]
            in ("mine", "rights", "ship", "turn", "step", "tile")]
    assert len(arts) == sum(1 for sp in market.values() if sp is not None)
    for space in L.spaces:
        art = [r for _, r in arts if space.contains(r)]
        assert len(art) == 1, (space, art)
        pic = art[0]
        # as large as the space lets it: its whole height but for the frame's room
        assert pic.height >= space.height - 2 * max(1, round(app.u * 0.1)), (space, pic)
        for r in filled + [r for _, r, _ in digits]:
            if space.colliderect(r):
                assert not pic.colliderect(r), (space, pic, r)
        for src, r in blits:
            if space.colliderect(r) and r != pic and not r.contains(space):  # not its card, nor its shade
                assert not pic.colliderect(r), (names.get(id(src)), space, pic, r)
    for name, rect in arts:
        if name.startswith(("rights-", "ship-")):  # the capacity printed on the picture
            assert _digit_share(name) * rect.height >= least, (name, rect)


def test_a_portrait_window_gives_the_market_and_the_parks_its_height(apps, saved):
    """A 1080x1920 window laid the table out as a landscape one: the market a tenth of the
    height, the log a tall empty panel with 14 lines at its foot. Now the market spans the width
    on top, the parks and the log fill the rest, the log with as many lines as it shows."""
    app = apps[PORTRAIT]
    app.set_language("en")
    scene = _table(app, saved)
    L = scene.L
    w, h = app.size
    market = pygame.Rect(L.slots[0]).unionall(L.slots)
    assert market.height >= 0.2 * h, (market, h)
    assert market.width >= 0.9 * w
    window = pygame.Rect(0, 0, w, h)
    rects = [r for r, _ in L.panels]
    for i, a in enumerate(rects):
        assert window.contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert max(r.bottom for r in rects) >= h - 2 * app.u  # down to the window's foot
    big = next(p for p in L.parks.values() if p.big)
    for park in L.parks.values():
        assert park.panel.contains(park.board) and park.board.height >= 0.75 * big.board.height
    for r in L.slots + L.prices + L.bonus + L.buttons:
        assert window.contains(r)
    lines = scene._log_lines()
    assert len(lines) > 14 and len(lines) <= scene.view.log_rows(L)
    # the still picture's parts keep to regions that never overlap
    state = scene.shown
    parts = scene.view._part_list(state, L, scene.session.names, tuple(scene.session.colours), scene._offers(),
                                  scene.status(), True, lines)
    regions = [region for _, region, _, _ in parts]
    for i, a in enumerate(regions):
        for b in regions[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for slot in L.slots:
        assert any(region.contains(slot) for region in regions)


def _assert_panels_apart(L, window: pygame.Rect) -> None:
    """Every panel of the table's layout `L` inside `window`, and no two overlapping."""
    rects = [r for r, _ in L.panels]
    for i, a in enumerate(rects):
        assert window.contains(a), (a, window.size)
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)


@pytest.mark.parametrize("size", [(1080, 1920), (900, 1200), (800, 1000), (720, 1280), (2560, 1080),
                                  (3840, 2160), (3440, 1440), (1000, 1000), (960, 540), (854, 480),
                                  (853, 480), (480, 854)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_club_layout_keeps_its_panels_apart_at_any_shape(size, players, scale):
    """The layout alone (no drawing), at many shapes and player counts, at 100 % and at a
    larger interface size: panels inside the window and apart, every space inside its card, a
    space's picture and badge inside the space, the buttons inside the window."""
    from diamant.games.club.screens.table_layout import make_layout, space_parts
    u = App._unit(size) * scale
    L = make_layout(size, u, players, 0)
    assert L.compact == (scale > 1)
    window = pygame.Rect((0, 0), size)
    _assert_panels_apart(L, window)
    assert len(L.spaces) == 6 * 2 * players and len(L.parks) == players
    for k, space in enumerate(L.spaces):
        assert L.slots[k // 6].contains(space)
        for top in (True, False):
            parts = space_parts(space, u, top)
            assert space.contains(parts.art) and space.contains(parts.badge), (space, parts)
            assert not parts.art.colliderect(parts.badge)
            assert parts.font_px >= theme.MIN_FONT_PX
    for r in L.buttons + [L.menu, L.rules]:
        assert window.contains(r), (r, size)
    if scale > 1:
        return
    if size[1] >= 1.3 * size[0]:
        assert L.portrait  # with room for the market on top, at any number of players
    if size[1] <= size[0]:
        assert not L.portrait


@pytest.mark.parametrize("size", [(1080, 1920), (720, 1280), (900, 1200), (1200, 1600), (800, 1000), (1080, 1350)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_portrait_window_keeps_the_rows_at_their_landscape_size(size, players):
    """In a portrait window the turn-order track, the price tiles and the bonus cards kept
    their landscape size in units, which are the window's width: a 1080x1920 window drew them
    at 56% of the size a 1920x1080 one did. Now they are at least as large as in the window
    turned to landscape, inside the window and apart from every panel but their own."""
    from diamant.games.club.screens.table_layout import make_layout
    w, h = size
    L = make_layout(size, App._unit(size), players, 0)
    wide = make_layout((h, w), App._unit((h, w)), players, 0)
    assert L.portrait
    assert L.turn.width >= wide.turn.width and L.turn.height >= wide.turn.height, (L.turn, wide.turn)
    for mine, theirs in zip(L.prices + L.bonus, wide.prices + wide.bonus):
        assert mine.width >= theirs.width and mine.height >= theirs.height, (mine, theirs)
    window = pygame.Rect((0, 0), size)
    own = [r for r, _ in L.panels if r.contains(L.turn)]
    assert len(own) == 1
    for r in [L.turn] + L.prices + L.bonus + L.buttons:
        assert window.contains(r) and own[0].contains(r), (r, own)
        for panel, _ in L.panels:
            assert panel is own[0] or not panel.colliderect(r), (r, panel)
    big = next(p for p in L.parks.values() if p.big)
    for park in L.parks.values():
        assert park.panel.contains(park.board) and park.board.height >= 0.75 * big.board.height


@pytest.mark.parametrize("size", [(854, 480), (960, 540), (1280, 720), (1080, 1920), (720, 1280), (900, 1200),
                                  (1000, 1000), (2560, 1080), (3440, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_every_track_marker_stays_on_its_track(size, players, scale):
    """A small board's track markers were pushed a third of their width beyond their space:
    out of the track and, on the money track, out of the park's panel. Now every marker, at
    every level, lies inside its track (at a larger interface size, the big park's: the others
    are one-line summaries there)."""
    from diamant.games.club.screens.table_layout import make_layout, track_marker
    L = make_layout(size, App._unit(size) * scale, players, 0)
    for park in L.parks.values():
        if park.summary:
            assert scale > 1
            continue
        for t, track in enumerate(park.tracks):
            for level in range(len(park.track_spaces[t])):
                spot = track_marker(park, t, level)
                assert track.contains(spot) and park.panel.contains(spot), (park.big, t, level, spot, track)
                space = park.track_spaces[t][level]
                if park.big:
                    # on the picture at the left, off the number (the money track's "10" read "1"
                    # under a marker at the right): two fifths of the space, from its left edge
                    assert spot.width >= 0.38 * space.width and spot.right <= space.left + 0.42 * space.width + 1
                else:
                    assert spot.width >= 0.5 * space.width


SMALL_FITS = [(SMALL_CANVAS, lang) for lang in ("en", "ru", "ja")] + [(SMALLEST, lang) for lang in ("pl", "sr-Cyrl")]


@pytest.fixture(scope="module")
def saves():
    """The bots' games stopped at each moment, for 2 and 4 seats (played once for the module)."""
    from diamant_dev import club_table_shots
    return {(moment, players): _saved(moment, players)
            for moment in club_table_shots.MOMENTS for players in (2, 4)}


def _drawn_moment(app, saves, moment: str, players: int, problems: list) -> tuple:
    """The table at `moment` with `players` seats, drawn: the text it squeezed added to
    `problems`, its still picture's parts returned (checked to keep to regions that never
    overlap), with the scene."""
    from diamant.ui import textfit
    theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
    textfit.overflows.clear()
    scene = _table(app, copy.deepcopy(saves[moment, players]))
    scene.announced = scene.last_mover = 0
    app.update(0.0)
    app.draw()
    problems += [(moment, players, *o) for o in textfit.overflows]
    parts = scene.view._part_list(scene.shown, scene.L, scene.session.names, tuple(scene.session.colours),
                                  scene._offers(), scene.status(), True, scene._log_lines())
    regions = [region for _, region, _, _ in parts]
    for i, a in enumerate(regions):
        for b in regions[i + 1:]:
            assert not a.colliderect(b), (moment, players, a, b)
    return scene, parts


@pytest.mark.parametrize("moment", ["buying", "gems", "late"])
@pytest.mark.parametrize("size,lang", SMALL_FITS)
def test_the_table_fits_the_smallest_canvas(apps, saves, size, lang, moment):
    """On the interface size's smallest canvas the table squeezed words: a small park's "11",
    the log's longer lines (Russian), the Sell sets button (Polish, Serbian). Now at every
    moment of a game of 2 to 4 seats no text is squeezed, and the still picture's parts keep
    to regions that never overlap."""
    app = apps[size]
    app.set_language(lang)
    problems = []
    for players in (2, 4):
        scene, _ = _drawn_moment(app, saves, moment, players, problems)
        shown = [b.rect for b in (scene.pass_button, scene.build_button, scene.skip_button, scene.gems_button)
                 if b.visible]
        for i, a in enumerate(shown):
            assert pygame.Rect((0, 0), size).contains(a)
            for b in shown[i + 1:]:
                assert not a.colliderect(b), (moment, players, a, b)
    assert problems == []


@pytest.mark.parametrize("name", ["club-gems", "club-build", "club-build-used", "club-round-end"])
@pytest.mark.parametrize("size,lang", SMALL_FITS)
def test_the_dialogs_fit_the_smallest_canvas(apps, size, lang, name):
    """The gems panel, the build dialog and the round summary on the smallest canvas: no text
    squeezed (the gems panel's "Комплект 1" and its technology line were; a longer tile name
    under the build dialog's tiles was), every widget inside the panel and apart."""
    from diamant.ui import textfit
    from diamant_dev import club_screens
    app = apps[size]
    app.set_language(lang)
    theme.clear_text_cache()  # cached text would skip the fitting (and its reports)
    textfit.overflows.clear()
    scene = club_screens.build(app, name)
    app.draw()
    assert textfit.overflows == []
    shown = [w.rect for w in scene.group.widgets if w.visible and w.rect.width and w.rect.height]
    assert shown
    for i, a in enumerate(shown):
        assert scene.panel.contains(a), (a, scene.panel)
        for b in shown[i + 1:]:
            assert not a.colliderect(b), (a, b)


@pytest.mark.parametrize("size", [(854, 480), (1280, 720), (1920, 1080), (3840, 2160)])
def test_the_one_other_park_of_two_seats_fills_its_panel(size):
    """In a game of two the other player's park has the whole row under the big one: its board
    was a third of the row's width and half its height, its rows of pieces spread under it
    across the row. Now the rows stand beside the board and its tracks, and the board takes
    the panel's height; nothing of the park overlaps or leaves its panel."""
    from diamant.games.club.screens.table_layout import make_layout
    L = make_layout(size, App._unit(size), 2, 0)
    park = L.parks[1]
    assert park.board.height >= 0.7 * park.panel.height, (park.board, park.panel)
    parts = [park.board, park.name, park.gems, park.tokens] + park.tracks
    for i, a in enumerate(parts):
        assert park.panel.contains(a), (a, park.panel)
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert park.gems.left >= park.tracks[-1].right and park.gems.width >= 15 * L.u


@pytest.mark.parametrize("lang", ["pl", "sr-Cyrl", "ru"])
def test_the_tiles_left_under_the_price_tiles_fit_the_smallest_canvas(apps, saves, lang):
    """Under a price tile, "Zostało: 14" was a pixel too long for the tile's width on the
    smallest canvas (squeezed). The count's words now reach over the gaps beside the tile."""
    from diamant.ui import textfit
    app = apps[SMALLEST]
    app.set_language(lang)
    scene = _table(app, copy.deepcopy(saves["buying", 4]))
    for left in (1, 8, 14, 21):
        state = dict(scene.shown, stacks={name: left for name in scene.shown["stacks"]})
        theme.clear_text_cache()
        textfit.overflows.clear()
        scene.view._prices(pygame.Surface(app.size), state, scene.L, tuple(scene.session.colours), frozenset())
        assert textfit.overflows == [], left


# --- a larger interface size (Settings -> Interface size): 67 x 37.5 units at 150 %, 50 x 28 at 200 %

SCALED_IDS = ["1280x720-150", "1920x1080-200"]


@pytest.fixture(scope="module")
def scaled_apps():
    import diamant.shell.scenes  # noqa: F401 - registers the scenes
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    made = {}
    with screenshots.screenshot_apps([SCALED[0][0]], scale=SCALED[0][1]) as a, \
            screenshots.screenshot_apps([SCALED[1][0]], scale=SCALED[1][1]) as b:
        for (size, scale), apps_ in zip(SCALED, (a, b)):
            assert apps_[size].u == pytest.approx(App._unit(size) * scale)
            made[size, scale] = apps_[size]
        yield made


@pytest.mark.parametrize("size,scale", SCALED, ids=SCALED_IDS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_lays_out_in_a_larger_interface(size, scale, players):
    """At 150 % and 200 % the landscape layout left the window (Pass at y=972 in a 720 one, the
    parks beyond the right edge). Now every panel is inside the window and apart, the buttons in
    the left one, every space in its card, each market space's picture and digits no smaller
    than at 100 % in the same window, the big park's board and markers on its tracks."""
    from diamant.games.club.screens.table_layout import make_layout, space_parts, track_marker
    u = App._unit(size) * scale
    L = make_layout(size, u, players, 0)
    plain = make_layout(size, App._unit(size), players, 0)
    assert L.compact and not plain.compact
    window = pygame.Rect((0, 0), size)
    _assert_panels_apart(L, window)
    for r in [L.top, L.menu, L.rules, L.status, L.title] + L.prices + L.bonus:
        assert window.contains(r), r
    assert not L.menu.colliderect(L.rules) and not L.title.colliderect(L.rules)
    for b in L.buttons:
        assert L.lower.contains(b), (b, L.lower)
        assert b.height >= 3.3 * u  # a target of the interface's size
    assert len(L.spaces) == 6 * 2 * players and len(L.parks) == players
    ours = space_parts(L.spaces[0], u)
    theirs = space_parts(plain.spaces[0], plain.u)
    assert ours.art.height >= theirs.art.height and ours.font_px >= theirs.font_px, (ours, theirs)
    for k, space in enumerate(L.spaces):
        assert L.slots[k // 6].contains(space) and L.market.contains(L.slots[k // 6])
        for top in (True, False):
            parts = space_parts(space, u, top)
            assert space.contains(parts.art) and space.contains(parts.badge), (space, parts)
            assert not parts.art.colliderect(parts.badge)
    big = L.parks[0]
    assert big.big and not big.summary
    assert big.board.height >= 5 * u and big.panel.contains(big.gems) and big.panel.contains(big.tokens)
    for t, track in enumerate(big.tracks):
        assert big.panel.contains(track)
        for level in range(len(big.track_spaces[t])):
            assert track.contains(track_marker(big, t, level))
    for p in range(1, players):
        park = L.parks[p]
        assert park.summary and L.right.contains(park.panel) and park.panel.contains(park.name)
    # the log shows its last lines (at least two)
    assert L.log.height >= 4.5 * u, L.log


SCALED_FITS = [pytest.param(size, scale, lang, id=f"{sid}-{lang}",
                            marks=() if lang in ("en", "ru", "ja") else pytest.mark.full)
               for (size, scale), sid in zip(SCALED, SCALED_IDS) for lang in LANGUAGE_CODES]


@pytest.mark.parametrize("moment", ["buying", "gems", "late"])
@pytest.mark.parametrize("size,scale,lang", SCALED_FITS)
def test_the_table_fits_a_larger_interface(scaled_apps, saves, size, scale, lang, moment):
    """The table at 150 % and 200 % with 2 and 4 seats, at every moment: every widget of the
    scene (the buttons, the market's spaces, the price tiles, the parks' places) inside the
    window and apart, no text squeezed, the still picture's parts in regions that never overlap,
    and the action of the moment on a button in the window (Pass, Build, Sell)."""
    app = scaled_apps[size, scale]
    app.set_language(lang)
    window = pygame.Rect((0, 0), size)
    problems = []
    for players in (2, 4):
        scene, parts = _drawn_moment(app, saves, moment, players, problems)
        L = scene.L
        assert L.compact
        shown = [w for w in scene.group.widgets if w.visible and w.rect.width and w.rect.height]
        for i, a in enumerate(shown):
            assert window.contains(a.rect), (moment, players, a.label, a.rect)
            for b in shown[i + 1:]:
                assert not a.rect.colliderect(b.rect), (moment, players, a.label, a.rect, b.label, b.rect)
        # the status line's text whole in the top's region (its descenders were cut off)
        top = next(region for name, region, _, _ in parts if name == "top")
        line = app.fonts.get(max(theme.MIN_FONT_PX, round(theme.FONT_BODY * app.u)), False).get_height()
        assert top.top <= L.status.centery - line // 2 and L.status.centery + (line + 1) // 2 <= top.bottom, \
            (L.status, line, top)
        button = {"buying": scene.pass_button, "gems": scene.gems_button, "late": scene.build_button}[moment]
        assert button.visible and window.contains(button.rect), (moment, players)
        assert len(scene._log_lines()) >= 1
    assert problems == []


@pytest.mark.parametrize("by_key", [False, True])
def test_another_park_shows_big_from_its_summary(scaled_apps, saves, by_key):
    """At 200 % the other players' parks are summaries: a click on one (or Enter on it) shows
    that park big, with its board, tracks and goods; its own summary brings the player's back,
    and so does the next turn."""
    app = scaled_apps[(1920, 1080), 2.0]
    app.set_language("en")
    scene = _table(app, copy.deepcopy(saves["buying", 4]))
    L = scene.L
    assert L.parks[0].big and L.parks[2].summary
    spot = scene.park_spots[2, "panel"]
    assert spot.rect == L.parks[2].panel and spot.can_focus
    if by_key:
        scene.group.focus(spot, keyboard=True)
        key(app, pygame.K_RETURN)
    else:
        click(app, spot.rect)
    L = scene.L
    assert L.parks[2].big and L.parks[0].summary
    assert scene.park_spots[2, "board"].rect == L.parks[2].board and scene.park_spots[2, "panel"].rect.width == 0
    if by_key:
        assert scene.group.focused is scene.park_spots[2, "board"]  # the keyboard went with it
    scene.park_spots[0, "panel"].activate()
    assert scene.L.parks[0].big and scene.L.parks[2].summary
    scene.park_spots[3, "panel"].activate()
    assert scene.L.parks[3].big
    scene._relayout_for(dict(scene.shown, to_move=1))  # the next player's turn: theirs comes big
    assert scene.peek is None and scene.L.parks[1].big
    scene._relayout_for(dict(scene.shown, to_move=0))
    scene.park_spots[2, "panel"].activate()
    assert scene.L.parks[2].big
    app.set_scale(1.0)  # back to 100 %: no summaries to click back, the player to move's park big
    try:
        assert not scene.L.compact and scene.peek is None and scene.L.parks[0].big
    finally:
        app.set_scale(2.0)


def test_a_stacked_compact_table_draws_every_row(saves):
    """A portrait window at 200 % stacks the market over the parks; the view's regions ended
    where the right column began (the window's left there), so the last market card, the turn
    track, the price tiles and the bonus cards were never drawn. Each lies in its part's region
    now, and the regions never overlap."""
    import diamant.games.club.screens  # noqa: F401 - registers the scenes
    with screenshots.screenshot_apps([(1080, 1920)], scale=2.0) as made:
        app = made[1080, 1920]
        app.set_language("en")
        scene = _table(app, copy.deepcopy(saves["buying", 4]))
        L = scene.L
        assert L.compact
        parts = scene.view._part_list(scene.shown, L, scene.session.names, tuple(scene.session.colours),
                                      scene._offers(), scene.status(), True, scene._log_lines())
        regions = {name: region for name, region, _, _ in parts}
        for c, slot in enumerate(L.slots):
            assert regions["market", c].contains(slot), (c, slot, regions["market", c])
        assert L.turn.width and regions["turn"].contains(L.turn)
        assert L.bonus and all(regions["bonus"].contains(r) for r in L.bonus)
        assert all(regions["prices"].contains(r) for r in L.prices)
        rects = list(regions.values())
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (a, b)


#: the panel's cases: each language at one of the sizes by default (the rest with --full)
BOARD_CASES = [pytest.param(*p.values, id=p.id,
                            marks=() if p.id in ("1280x720-150-ja", "1920x1080-200-en", "1920x1080-200-ru")
                            else pytest.mark.full) for p in SCALED_FITS]


@pytest.mark.parametrize("size,scale,lang", BOARD_CASES)
def test_the_bonus_cards_left_out_show_in_a_panel(scaled_apps, saves, size, scale, lang):
    """The compact table leaves out the bonus cards (and at 200 % the turn track): a button in
    the top line shows them in a panel over the table, each card and the track with its
    tooltip, inside the panel and apart, nothing squeezed; Close brings the table back."""
    from diamant.ui import textfit
    app = scaled_apps[size, scale]
    app.set_language(lang)
    scene = _table(app, copy.deepcopy(saves["late", 4]))
    L = scene.L
    assert not L.bonus and scene.board_button.visible
    assert pygame.Rect((0, 0), size).contains(scene.board_button.rect)
    assert not scene.board_button.rect.colliderect(L.title) and not scene.board_button.rect.colliderect(L.rules)
    theme.clear_text_cache()
    textfit.overflows.clear()
    click(app, scene.board_button.rect)
    panel = app.scenes.top
    # handed the table's data, never the table itself (test_no_scene_is_handed_another_scene)
    assert panel is not scene and scene not in vars(panel).values() and panel.state() is scene.shown
    app.draw()
    assert textfit.overflows == []
    shown = [w.rect for w in panel.group.widgets if w.visible and w.rect.width and w.rect.height]
    assert len(shown) == 8 + 1 + 1  # the cards, the track, Close
    for i, a in enumerate(shown):
        assert panel.panel.contains(a), (a, panel.panel)
        for b in shown[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert min(r.height for r in panel.L.bonus) >= 4 * app.u  # larger than on the table at 100 %
    assert "5" in panel.bonus_spots[4].tooltip_text() and panel.turn_spot.tooltip_text()
    click(app, panel.close_button.rect)
    assert app.scenes.top is scene


def test_the_board_button_is_hidden_at_100_percent(apps, saved):
    """At 100 % the table shows the bonus cards and the turn track itself: no button for them."""
    app = apps[MIN_WINDOW]
    app.set_language("en")
    scene = _table(app, saved)
    assert not scene.L.compact and len(scene.L.bonus) == 8 and not scene.board_button.visible


def test_pieces_fly_to_a_summary_as_pieces(scaled_apps, saves, monkeypatch):
    """A tile placed in a park shown as a summary flew at the size of the whole line (a tile
    stretched four times its width), and a step down a track it does not show flew nowhere.
    Every piece flying to a summary keeps a piece's shape, and lands on the line."""
    from diamant.games.club.screens import table_flights
    from diamant.games.club.screens.session import Step
    from diamant.games.club.screens.table_motion import Motion
    app = scaled_apps[(1920, 1080), 2.0]
    scene = _table(app, copy.deepcopy(saves["late", 4]))
    L = scene.L
    seat = 2
    assert L.parks[seat].summary
    before = scene.shown
    after = copy.deepcopy(before)
    after["players"][seat]["park"]["fountain"] = after["players"][seat]["park"].get("fountain", 0) + 1
    after["players"][seat]["placed"] = list(after["players"][seat].get("placed") or []) + ["fountain"]

    class Ev:
        def __init__(self, type, **kw):
            self.type = type
            self.__dict__.update(kw)
    events = [Ev("tile-placed", seat=seat, tile="fountain"), Ev("token-taken", seat=seat, token="R3"),
              Ev("track-stepped", seat=seat, track="tech", level=2, lost=False)]
    flown: list[tuple[tuple[int, int], tuple[int, int]]] = []
    motion = Motion(app)
    monkeypatch.setattr(motion, "fly", lambda surf, a, b, **kw: flown.append((surf.get_size(), b)))
    table_flights.fly_step(motion, scene.view, L, Step(seat, "build", events, before, after),
                           scene.session.colours, app.u)
    assert len(flown) == 2  # the tile and the token; no marker along a track the line does not show
    for (w, h), end in flown:
        assert w == h and w <= round(app.u * 3.2) and L.parks[seat].panel.collidepoint(end), ((w, h), end)
