"""Diamonds Club's art (assets/club/, written by tools/make_club_art.py): every SVG renders
headless at two sizes and is not blank, the sets a player tells apart at a glance differ in grey
(shape and light, not only hue), and layout.json describes the boards, tracks and market card."""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pygame
import pytest

pygame.init()

CLUB = Path(__file__).resolve().parents[2] / "assets" / "club"

GEMS = ("blue", "yellow", "green", "red")
PARK = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
LANDSCAPES = PARK[:4]
PLAYERS = ("red", "white", "bronze", "blue")

EXPECTED = (
    [f"tile-{k}" for k in PARK]
    + [f"mine-{c}" for c in GEMS]
    + [f"{kind}-{n}" for kind in ("rights", "ship") for n in range(2, 6)]
    + [f"gem-{c}" for c in GEMS + ("diamond", "any")] + ["coin"]
    + [f"marker-{c}" for c in PLAYERS]
    + [f"turn-{n}" for n in (1, 2, 3)] + [f"step-{k}" for k in ("forest", "tech", "money", "any")]
    + ["market-card-dark", "market-card-light", "market-closed"]
    + [f"price-{k}" for k in LANDSCAPES + ("forest", "any")]
    + [f"bonus-three-{k}" for k in LANDSCAPES]
    + [f"bonus-{k}-{v}" for k in ("four-different", "five-alike") for v in (5, 3)]
    + [f"board-{c}" for c in PLAYERS]
    + [f"track-{k}" for k in ("forest", "tech", "money")] + ["turn-track", "table", "emblem"]
)

# the sets whose members must differ in grey, and the least mean luminance difference (0-255)
# asked of every two members at 48 px (measured when drawn: tiles 25.7, mines 16.4, gems 18.2;
# the mines share their timbered mouth and rim, so only the gem and the rim's light differ)
GREY_SETS = {
    "park tiles": [f"tile-{k}" for k in PARK],
    "mines": [f"mine-{c}" for c in GEMS],
    "gems": [f"gem-{c}" for c in GEMS + ("diamond",)],
}
GREY_MIN = {"park tiles": 20.0, "mines": 14.0, "gems": 15.0}


def _load(name: str, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(CLUB / f"{name}.svg"), size)


def _aspect(name: str) -> float:
    head = (CLUB / f"{name}.svg").read_text(encoding="utf-8")[:400]
    vb = head.split('viewBox="', 1)[1].split('"', 1)[0].split()
    return float(vb[2]) / float(vb[3])


def _stats(surf: pygame.Surface) -> tuple[int, int]:
    """(opaque samples, distinct colours) over a coarse grid."""
    w, h = surf.get_size()
    opaque, colours = 0, set()
    for x in range(0, w, max(1, w // 24)):
        for y in range(0, h, max(1, h // 24)):
            c = surf.get_at((x, y))
            if c.a > 200:
                opaque += 1
                colours.add((c.r // 8, c.g // 8, c.b // 8))
    return opaque, len(colours)


def _grey(surf: pygame.Surface) -> list[float]:
    """Luminance (Rec. 709) of every pixel, laid over a mid grey where the art is transparent."""
    w, h = surf.get_size()
    out = []
    for y in range(h):
        for x in range(w):
            c = surf.get_at((x, y))
            a = c.a / 255
            lum = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
            out.append(lum * a + 128 * (1 - a))
    return out


def grey_differences(names: list[str], px: int = 48) -> dict[tuple[str, str], float]:
    """Mean absolute luminance difference of every two pictures, pixel by pixel, at px wide."""
    greys = {n: _grey(_load(n, (px, round(px / _aspect(n))))) for n in names}
    return {(a, b): sum(abs(x - y) for x, y in zip(greys[a], greys[b])) / len(greys[a])
            for a, b in itertools.combinations(names, 2)}


def test_every_expected_piece_is_there_and_nothing_else():
    on_disk = sorted(p.stem for p in CLUB.glob("*.svg"))
    assert on_disk == sorted(EXPECTED)


@pytest.mark.parametrize("name", EXPECTED)
def test_every_svg_renders_at_two_sizes(name):
    text = (CLUB / f"{name}.svg").read_text(encoding="utf-8")
    assert "<text" not in text and "<use" not in text  # nanosvg draws neither
    a = _aspect(name)
    for short in (48, 256):  # the shorter side: a piece's size on a small and on a large screen
        size = (round(short * a), short) if a >= 1 else (short, round(short / a))
        surf = _load(name, size)
        slack = 1 + max(size) // 100  # the renderer keeps the aspect ratio and rounds
        assert abs(surf.get_width() - size[0]) <= slack and abs(surf.get_height() - size[1]) <= slack, (surf.get_size(), size)
        opaque, colours = _stats(surf)
        assert opaque > 0, f"{name} at {size} is fully transparent"
        assert colours > 3, f"{name} at {size} is (nearly) one flat colour"


def test_gradients_are_not_in_object_units_without_percent():
    """nanosvg draws a gradient flat unless its coordinates are percentages or user space."""
    for p in CLUB.glob("*.svg"):
        text = p.read_text(encoding="utf-8")
        for tag in text.split("<linearGradient")[1:] + text.split("<radialGradient")[1:]:
            head = tag.split(">", 1)[0]
            if "userSpaceOnUse" in head:
                continue
            for attr in ("x1", "x2", "y1", "y2", "cx", "cy", "r="):
                if f' {attr}' in head or attr == "r=" and " r=" in head:
                    key = attr if attr.endswith("=") else attr + "="
                    value = head.split(" " + key, 1)[1].split('"')[1]
                    assert value.endswith("%"), f"{p.name}: {head}"


def test_all_the_art_is_small():
    total = sum(p.stat().st_size for p in CLUB.glob("*.svg"))
    assert total < 1_000_000, total


@pytest.mark.parametrize("group", sorted(GREY_SETS))
def test_pieces_differ_without_colour(group):
    """Colour-blind safe: in grey at 48 px, every two pieces of a set differ in their picture."""
    for (a, b), d in grey_differences(GREY_SETS[group]).items():
        assert d > GREY_MIN[group], f"{a} and {b} look alike in grey (mean luminance difference {d:.1f})"


def _silhouette(name: str, px: int = 48) -> list[bool]:
    surf = _load(name, (px, px))
    return [surf.get_at((x, y)).a > 128 for y in range(px) for x in range(px)]


def test_token_kinds_and_gems_have_their_own_outline():
    """Told apart by shape alone: the three kinds of production token, and the five gems, differ
    in their outline (the share of pixels covered by one and not the other, at 48 px; measured
    when drawn: tokens at least 0.104, gems 0.071, the yellow trillion and the diamond both
    pointing down)."""
    for names, least in [(["mine-blue", "rights-3", "ship-3"], 0.07),
                         ([f"gem-{c}" for c in GEMS + ("diamond",)], 0.05)]:
        masks = {n: _silhouette(n) for n in names}
        for a, b in itertools.combinations(names, 2):
            share = sum(x != y for x, y in zip(masks[a], masks[b])) / len(masks[a])
            assert share > least, f"{a} and {b} have nearly the same outline ({share:.3f})"


def test_capacities_differ_in_their_number():
    """Rights and ships of different capacities differ where the number is (the digit is drawn)."""
    for kind in ("rights", "ship"):
        d = grey_differences([f"{kind}-{n}" for n in range(2, 6)], px=64)
        assert min(d.values()) > 3, (kind, d)


def test_layout_describes_every_space():
    lay = json.loads((CLUB / "layout.json").read_text(encoding="utf-8"))
    board = lay["board"]
    assert len(board["light"]) == 14 and len(board["dark"]) == 5
    assert len(board["required"]) == 3 and len(set(board["required"])) == 3
    assert set(board["required_kinds"]) == set(PLAYERS)
    assert all(set(kinds) <= set(LANDSCAPES) for kinds in board["required_kinds"].values())  # objects only
    assert len(lay["track"]["spaces"]) == 5
    assert len(lay["turn-track"]["spaces"]) == 11
    assert len(lay["market-card"]["spaces"]) == 6
    for key, name in [("board", "board-red"), ("track", "track-tech"), ("turn-track", "turn-track"),
                      ("market-card", "market-card-dark")]:
        assert lay[key]["aspect"] == pytest.approx(_aspect(name))
    boxes = [b for k in ("light", "dark") for b in board[k]] + [board["name"]] + lay["track"]["spaces"] + lay["turn-track"]["spaces"] \
        + lay["market-card"]["spaces"]
    for x, y, w, h in boxes:
        assert 0 <= x and 0 <= y and w > 0 and h > 0 and x + w <= 1 and y + h <= 1
    # spaces of one picture never overlap
    for group in (board["light"] + board["dark"], lay["track"]["spaces"], lay["turn-track"]["spaces"],
                  lay["market-card"]["spaces"]):
        for (ax, ay, aw, ah), (bx, by, bw, bh) in itertools.combinations(group, 2):
            assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay


def test_the_generator_is_reproducible(tmp_path, monkeypatch):
    """Running tools/make_club_art.py again writes the same files that are committed."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("make_club_art", Path(__file__).resolve().parents[2] / "tools" / "make_club_art.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    monkeypatch.setattr(mod, "OUT", tmp_path)
    mod.main()
    for p in CLUB.glob("*"):
        assert (tmp_path / p.name).read_bytes() == p.read_bytes(), p.name


def test_the_gallery_sheet_renders(tmp_path):
    """diamant_dev.club_gallery draws every piece (it stops on any art it cannot load)."""
    from diamant_dev import club_gallery
    names = {n for _title, row in club_gallery.rows() for n, _label, _rel in row}
    assert names == set(EXPECTED)
    out = club_gallery.render(tmp_path / "sheet.png", width=960, grey=True)
    sheet = pygame.image.load(str(out))
    assert sheet.get_width() == 960 and sheet.get_height() > 960
    c = sheet.get_at((480, sheet.get_height() // 3))
    assert c.r == c.g == c.b  # greyscale asked for, greyscale given


if __name__ == "__main__":  # print the grey figures
    for g, names in GREY_SETS.items():
        d = grey_differences(names)
        lo = min(d, key=d.get)
        print(f"{g}: min {d[lo]:.1f} ({lo[0]} / {lo[1]}), mean {sum(d.values()) / len(d):.1f}")
