"""The art: every SVG exists and renders, the cache behaves, missing art degrades gracefully."""
from __future__ import annotations

import itertools
import struct

import pygame
import pytest

from diamant.games.diamant.screens import cards_art
from diamant.games.diamant.screens.cards_art import ALL_ART, CardArt
from diamant.ui import art
from diamant.ui.art import ART_DIR

pygame.init()

CARDS = (
    [f"treasure-{v}" for v in cards_art.TREASURE_VALUES]
    + [f"hazard-{h}" for h in cards_art.HAZARDS]
    + [f"hazard-mine-{h}" for h in cards_art.MINE_HAZARDS]
    + [f"relic-{i}" for i in range(1, 6)]
    + ["card-back", "decision-continue", "decision-leave", "decision-back"]
)


def _stats(surf: pygame.Surface):
    """(opaque pixel count, distinct colour count) over a coarse grid of samples."""
    w, h = surf.get_size()
    opaque, colours = 0, set()
    for x in range(0, w, max(1, w // 24)):
        for y in range(0, h, max(1, h // 24)):
            c = surf.get_at((x, y))
            if c.a > 200:
                opaque += 1
                colours.add((c.r // 8, c.g // 8, c.b // 8))
    return opaque, len(colours)


def _mean_colour(surf: pygame.Surface):
    w, h = surf.get_size()
    tot, n = [0, 0, 0], 0
    for x in range(0, w, 3):
        for y in range(0, h, 3):
            c = surf.get_at((x, y))
            if c.a > 200:
                tot[0] += c.r; tot[1] += c.g; tot[2] += c.b
                n += 1
    return tuple(t / n for t in tot)


def test_art_dir_points_at_the_assets():
    assert ART_DIR.name == "art" and ART_DIR.parent.name == "assets"
    assert ART_DIR.is_dir()


@pytest.mark.parametrize("name", ALL_ART)
def test_every_svg_exists_and_renders_at_three_sizes(name):
    path = ART_DIR / f"{name}.svg"
    assert path.is_file(), path
    text = path.read_text(encoding="utf-8")
    assert "<text" not in text and "<use" not in text  # nanosvg draws neither
    a = CardArt().aspect(name)
    if name in CARDS:
        sizes = [(50, 70), (250, 350), (1000, 1400)]
    else:
        sizes = [(w, round(w / a)) for w in (24, 250, 1000)]
    for size in sizes:
        surf = pygame.image.load_sized_svg(str(path), size)
        assert abs(surf.get_width() - size[0]) <= 1 and abs(surf.get_height() - size[1]) <= 1, (surf.get_size(), size)
        opaque, colours = _stats(surf)
        assert opaque > 0, f"{name} at {size} is fully transparent"
        assert colours > 3, f"{name} at {size} is (nearly) one flat colour"


def test_cache_stretches_to_exactly_the_size_asked_for():
    cache = CardArt()
    for name, size in [("background", (1280, 800)), ("background", (1000, 1000)), ("badge", (160, 120)), ("treasure-5", (90, 126))]:
        surf = cache.get(name, size)
        assert surf.get_size() == size
        opaque, colours = _stats(surf)
        assert opaque > 0 and colours > 3
    assert cache.missing() == []


def test_cards_are_5_by_7():
    cache = CardArt()
    for name in CARDS:
        assert cache.aspect(name) == pytest.approx(5 / 7), name


def test_cache_returns_the_same_surface_for_the_same_key():
    cache = CardArt()
    a = cache.get("ruby", (24, 24))
    assert cache.get("ruby", (24, 24)) is a
    assert cache.get("ruby", (32, 32)) is not a
    assert cache.get("ruby", (32, 32)).get_size() == (32, 32)
    assert cache.missing() == []


def test_cache_is_bounded_lru():
    cache = CardArt(max_items=3)
    first = cache.get("ruby", (10, 10))
    for s in (11, 12, 13):
        cache.get("ruby", (s, s))
    assert cache.get("ruby", (10, 10)) is not first  # evicted, rendered again
    assert len(cache._cache) <= 3


def test_missing_art_yields_a_placeholder_and_is_listed(caplog):
    cache = CardArt()
    with caplog.at_level("WARNING"):
        surf = cache.get("no-such-thing", (90, 126))
        cache.get("no-such-thing", (45, 63))
    assert surf.get_size() == (90, 126)
    assert cache.missing() == ["no-such-thing"]
    assert tuple(surf.get_at((0, 0)))[:3] == (255, 0, 255)  # magenta border
    assert sum("no-such-thing" in r.getMessage() for r in caplog.records) == 1  # warned once


def test_broken_svg_yields_a_placeholder(tmp_path):
    (tmp_path / "broken.svg").write_text("this is not an svg <<<", encoding="utf-8")
    cache = CardArt(art_dir=tmp_path)
    surf = cache.get("broken", (40, 40))
    assert surf.get_size() == (40, 40)
    assert "broken" in cache.missing()


def test_card_faces():
    cache = CardArt()
    size = (90, 126)
    t = cache.card("treasure", value=17, size=size)
    h = cache.card("hazard", hazard="lava", size=size)
    plain = cache.card("relic", relic_index=3, size=size)
    valued = cache.card("relic", relic_index=3, relic_value=10, size=size)
    for s in (t, h, plain, valued):
        assert s.get_size() == size
    # the badge changes the relic card near the badge position
    cx, cy = round(size[0] * cards_art.RELIC_BADGE_CENTRE[0]), round(size[1] * cards_art.RELIC_BADGE_CENTRE[1])
    diff = sum(1 for dx, dy in itertools.product(range(-8, 9, 2), repeat=2)
               if plain.get_at((cx + dx, cy + dy)) != valued.get_at((cx + dx, cy + dy)))
    assert diff > 20
    assert cache.card("relic", relic_index=3, relic_value=10, size=size) is valued
    assert cache.card("continue", size=size).get_size() == size
    assert cache.missing() == []


THEME_SETS = {
    "temple": [f"hazard-{h}" for h in cards_art.HAZARDS],
    "mine": [f"hazard-mine-{h}" for h in cards_art.MINE_HAZARDS],
}


def _grey(surf: pygame.Surface):
    """Luminance (Rec. 709) of every pixel of a small picture: what a colour-blind eye still sees."""
    w, h = surf.get_size()
    return [0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b for c in (surf.get_at((x, y)) for y in range(h) for x in range(w))]


@pytest.mark.parametrize("theme", sorted(THEME_SETS))
def test_hazards_differ_clearly_from_each_other(theme):
    names = THEME_SETS[theme]
    means = {h: _mean_colour(pygame.image.load_sized_svg(str(ART_DIR / f"{h}.svg"), (50, 70))) for h in names}
    for a, b in itertools.combinations(names, 2):
        d = sum((x - y) ** 2 for x, y in zip(means[a], means[b])) ** 0.5
        assert d > 30, f"hazard {a} and {b} look alike (mean colour distance {d:.1f})"


@pytest.mark.parametrize("theme", sorted(THEME_SETS))
def test_hazards_differ_without_colour(theme):
    """Colour-blind safe: in grey (luminance only) at a small card size, every two hazards of a
    theme differ in their picture (shape and light), not only in hue. Measured as the mean
    absolute luminance difference inside the art panel, pixel by pixel (the frame is the same)."""
    size = (25, 35)
    inner = [(x, y) for y in range(4, 31) for x in range(4, 21)]
    greys = {}
    for h in THEME_SETS[theme]:
        g = _grey(pygame.image.load_sized_svg(str(ART_DIR / f"{h}.svg"), size))
        greys[h] = [g[y * size[0] + x] for x, y in inner]
    for a, b in itertools.combinations(greys, 2):
        d = sum(abs(x - y) for x, y in zip(greys[a], greys[b])) / len(inner)
        assert d > 20, f"{a} and {b} look alike in grey (mean luminance difference {d:.1f})"


def test_mine_hazards_are_new_pictures_in_the_same_frame():
    """The mine's five pictures are their own (not copies of the temple's), 5:7, in the hazard
    frame (the same danger border at the card's edge), and the card theme picks them."""
    cache = CardArt()
    size = (90, 126)
    for h, m in zip(cards_art.HAZARDS, cards_art.MINE_HAZARDS):
        temple = (ART_DIR / f"hazard-{h}.svg").read_bytes()
        mine = (ART_DIR / f"hazard-mine-{m}.svg").read_bytes()
        assert temple != mine
        assert cache.aspect(f"hazard-mine-{m}") == pytest.approx(5 / 7)
        assert cards_art.hazard_art(h, "mine") == f"hazard-mine-{m}"
        assert cards_art.hazard_art(h, "temple") == cards_art.hazard_art(h) == f"hazard-{h}"
        a = cache.card("hazard", hazard=h, size=size, theme="temple")
        b = cache.card("hazard", hazard=h, size=size, theme="mine")
        assert a is not b
        # the frame's red danger dashes sit at the same place on both
        edge = [(x, 5) for x in range(10, 80, 2)]
        reds = lambda s: sum(1 for p in edge if s.get_at(p).r > 150 and s.get_at(p).g < 90)  # noqa: E731
        assert abs(reds(a) - reds(b)) <= 3 and reds(b) > 3
    assert cache.missing() == []


def test_treasure_piles_grow_with_value():
    """More gems -> more opaque, non-background pixels in the lower part of the card."""
    def bright_bottom(v):
        s = pygame.image.load_sized_svg(str(ART_DIR / f"treasure-{v}.svg"), (125, 175))
        return sum(1 for x in range(12, 113) for y in range(120, 165)
                   if max(s.get_at((x, y))[:3]) - min(s.get_at((x, y))[:3]) > 90 or sum(s.get_at((x, y))[:3]) > 560)
    assert bright_bottom(1) < bright_bottom(9) < bright_bottom(17)


def test_seats_are_distinct_in_colour_and_symbol():
    assert len(art.SEAT_COLOURS) == len(art.SEAT_SYMBOLS) == 8
    assert len(set(art.SEAT_COLOURS)) == 8 and len(set(art.SEAT_SYMBOLS)) == 8
    assert art.SEAT_COLOURS[0] == (0xD5, 0x5E, 0x00) and art.SEAT_SYMBOLS[0] == "circle"
    for i, colour in enumerate(art.SEAT_COLOURS):
        svg = (ART_DIR / f"chest-{i}.svg").read_text(encoding="utf-8").lower()
        assert "#%02x%02x%02x" % colour in svg


def test_board_geometry_is_in_range():
    assert len(cards_art.BOARD_ENTRANCES) == 5
    xs = [x for x, _ in cards_art.BOARD_ENTRANCES]
    assert xs == sorted(xs)
    for x, y in cards_art.BOARD_ENTRANCES + [cards_art.BOARD_CAMP]:
        assert 0 < x < 1 and 0 < y < 1
    assert cards_art.BOARD_CAMP[1] > max(y for _, y in cards_art.BOARD_ENTRANCES)


def test_entrance_positions_are_dark_openings_on_the_board():
    board = pygame.image.load_sized_svg(str(ART_DIR / "board.svg"), (800, 450))
    for fx, fy in cards_art.BOARD_ENTRANCES:
        c = board.get_at((round(fx * 800), round(fy * 450)))
        assert sum(c[:3]) < 120, (fx, fy, c)


def test_icon_png_and_ico():
    base = ART_DIR.parent
    png = pygame.image.load(str(base / "icon.png"))
    assert png.get_size() == (256, 256)
    data = (base / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 4)
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        sizes.append(w or 256)
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
    assert sizes == [16, 32, 48, 256]


def test_one_colour_and_symbol_per_seat_colour():
    """The engine's seat colours 0..SEAT_COLOUR_COUNT-1 each have a screen colour, a symbol and
    an explorer figure (the lobby, the session and the board count on it)."""
    from diamant.games.diamant.screens.cards_art import ALL_ART
    from diamant.ui.art import SEAT_COLOURS, SEAT_SYMBOLS
    from diamant.games.diamant.engine import SEAT_COLOUR_COUNT
    assert len(SEAT_COLOURS) == len(SEAT_SYMBOLS) == SEAT_COLOUR_COUNT
    assert len(set(SEAT_COLOURS)) == SEAT_COLOUR_COUNT
    assert all(f"explorer-{i}" in ALL_ART and f"chest-{i}" in ALL_ART for i in range(SEAT_COLOUR_COUNT))
