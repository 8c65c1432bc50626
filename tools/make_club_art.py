#!/usr/bin/env python3
"""Generate every SVG of Diamonds Club's art into assets/club/, plus assets/club/layout.json.

Run from the repository root:  .venv/bin/python tools/make_club_art.py

Same rules as tools/make_art.py (whose small SVG toolkit and numerals this script borrows, without
changing it): the SVGs are drawn for nanosvg inside pygame-ce, so no <text>, no <use>, no filters,
no clip paths; every gradient is in percentages of the shape's box or in userSpaceOnUse units.

Every kind of piece has its own silhouette as well as its own colours, so that the art still reads
in greyscale and for colour-blind players: each gem colour has its own cut (blue round, yellow
triangle, green step-cut rectangle, red heart, the diamond a brilliant seen from the side), the
production tokens have three outlines (mine round, digging rights square, ship shield), and every
park tile shows a differently shaped object on a ground of its own brightness.

layout.json gives, for the boards, the tracks and the market card, where their spaces lie, as
fractions of the picture's width and height ([x, y, w, h] of each space's box), so that a screen
can put tiles, markers and market items on them at any size.
"""
from __future__ import annotations

import json
import math
import re
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_art import (  # noqa: E402  (the toolkit lives next to this script)
    GOLD_STOPS,
    Doc,
    _fmt,
    darken,
    el,
    lighten,
    mix,
    number_path,
    pline,
    poly,
    rrect,
    sparkle_star,
    symbol_path,
)

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "club"

Items = list[str]
Stops = list[tuple[float, str]]  # gradient stops: offset 0-1, colour
Pt = tuple[float, float]

INK = "#2a1606"
DARK_STOPS: list[tuple[float, str]] = [(0, "#6a4a2a"), (1, "#2a1606")]  # numerals on light ground, with a cream outline

# --------------------------------------------------------------------------------------------
# the game's words, as file names
# --------------------------------------------------------------------------------------------
GEM_COLOURS = ("blue", "yellow", "green", "red")
LANDSCAPES = ("fountain", "orangery", "pavilion", "rose-garden")
ANIMALS = ("pond", "deer-park", "aviary")
PARK_TILES = LANDSCAPES + ("forest",) + ANIMALS
PLAYER_COLOURS = ("red", "white", "bronze", "blue")
CAPACITIES = (2, 3, 4, 5)
TRACKS = ("forest", "tech", "money")
PRICES = {  # (R) values of DIAMONDS-CLUB.md: gems of one colour, then "any"
    "fountain": ("blue", "blue", "any"),
    "orangery": ("green", "green", "any"),
    "pavilion": ("yellow", "yellow", "any"),
    "rose-garden": ("red", "red", "any"),
    "forest": ("any", "any", "any"),
    "any": ("any", "any", "any", "any"),  # the sixth tile: any landscape object
}
REQUIRED = {  # (R) the required spaces of each player's board: landscape objects
    "red": ("fountain", "orangery", "pavilion"),
    "white": ("orangery", "pavilion", "rose-garden"),
    "bronze": ("pavilion", "rose-garden", "fountain"),
    "blue": ("rose-garden", "fountain", "orangery"),
}

GEM = {  # light, mid, dark, outline
    "blue": ("#8cc4ff", "#2a64d8", "#0e2e78", "#0a1a40"),
    "yellow": ("#fff6a8", "#f4c81c", "#a8740a", "#4a3004"),
    "green": ("#b0f4b8", "#2eb052", "#0a6428", "#052a10"),
    "red": ("#f07a80", "#b8101e", "#5a0410", "#2a0006"),
}
PLAYER = {  # body colour, rim (dark), symbol
    "red": ("#d2382c", "#5a0c06", "circle"),
    "white": ("#f4efe2", "#6a604e", "square"),
    "bronze": ("#b8743a", "#4a2608", "triangle"),
    "blue": ("#2e64c8", "#0c2258", "star"),
}


# --------------------------------------------------------------------------------------------
# small helpers on top of make_art's toolkit
# --------------------------------------------------------------------------------------------
_DECIMALS = re.compile(r"-?\d+\.\d{2,}")


def _one_decimal(m: re.Match[str]) -> str:
    """Coordinates (10 and over) to one decimal; small numbers (scales, opacities) as they are."""
    x = float(m.group(0))
    if abs(x) < 10:
        return m.group(0)
    return f"{x:.1f}".rstrip("0").rstrip(".")


def write(name: str, doc: Doc) -> None:
    """The SVG, its coordinates kept to one decimal: a tenth of a unit is under a pixel at any
    size the game draws these, and the files are smaller."""
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{name}.svg").write_text(_DECIMALS.sub(_one_decimal, doc.svg()), encoding="utf-8")


def path(points: Sequence[Pt]) -> str:
    return "M" + " L".join(f"{_fmt(float(x))} {_fmt(float(y))}" for x, y in points) + "Z"


def group(items: Items, transform: str) -> Items:
    return [f'<g transform="{transform}">', *items, "</g>"]


def place(items: Items, cx: float, cy: float, scale: float, box: float = 200) -> Items:
    """Items drawn in a box x box picture, scaled and centred on (cx, cy)."""
    x0, y0 = cx - box / 2 * scale, cy - box / 2 * scale
    return group(items, f"translate({_fmt(x0)} {_fmt(y0)}) scale({scale:.4f})")


def circle(cx: float, cy: float, r: float, **a: object) -> str:
    return str(el("circle", cx=cx, cy=cy, r=r, **a))


def ellipse(cx: float, cy: float, rx: float, ry: float, **a: object) -> str:
    return str(el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **a))


def ngon(cx: float, cy: float, r: float, n: int, rot: float = -math.pi / 2, sy: float = 1.0) -> list[Pt]:
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + sy * r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def shadow(cx: float, cy: float, rx: float, ry: float, op: float = 0.35) -> str:
    return ellipse(cx, cy, rx, ry, fill="#000", fill_opacity=op)


def glyph(doc: Doc, d: str, top: float, bottom: float, ow: float, stops: Stops | None = None,
          outline: str = INK, shadow_: bool = True) -> Items:
    """A filled glyph path with make_art's numeral treatment: shadow, dark outline, gold fill."""
    fill = doc.lin(stops or GOLD_STOPS, 0, top, 0, bottom, user=True)
    out: Items = []
    h = bottom - top
    if shadow_:
        out.append(el("path", d=d, fill="#000", fill_opacity=0.45, stroke="#000", stroke_opacity=0.45,
                      stroke_width=ow, stroke_linejoin="round", transform=f"translate({_fmt(h * 0.03)} {_fmt(h * 0.05)})"))
    out.append(el("path", d=d, fill=outline, stroke=outline, stroke_width=ow, stroke_linejoin="round"))
    out.append(el("path", d=d, fill=fill))
    return out


def plus_path(cx: float, cy: float, r: float) -> str:
    k = r * 0.3
    return path([(cx - k, cy - r), (cx + k, cy - r), (cx + k, cy - k), (cx + r, cy - k), (cx + r, cy + k), (cx + k, cy + k),
                 (cx + k, cy + r), (cx - k, cy + r), (cx - k, cy + k), (cx - r, cy + k), (cx - r, cy - k), (cx - k, cy - k)])


def number(doc: Doc, text: str, cx: float, baseline: float, height: float, plus: bool = False,
           stops: Stops | None = None, outline: str = INK) -> Items:
    """Digits (and an optional leading plus sign) centred on cx, as one outlined golden glyph run."""
    d, w = number_path(text, cx, baseline, height)
    if plus:
        pr = height * 0.3
        gap = height * 0.08
        total = w + 2 * pr + gap
        left = cx - total / 2
        d, _ = number_path(text, left + 2 * pr + gap + w / 2, baseline, height)
        d = plus_path(left + pr, baseline - height * 0.5, pr) + d
    return glyph(doc, d, baseline - height, baseline, max(1.5, height * 0.1), stops, outline)


def question(doc: Doc, cx: float, cy: float, h: float, colour: str = "#f7d36a", outline: str = INK) -> Items:
    """A question mark (no fonts: a stroked hook and a dot), h high, centred on (cx, cy)."""
    s = h / 2
    d = (f"M{_fmt(cx - 0.42 * s)} {_fmt(cy - 0.45 * s)}"
         f"C{_fmt(cx - 0.42 * s)} {_fmt(cy - 1.05 * s)} {_fmt(cx + 0.48 * s)} {_fmt(cy - 1.05 * s)} {_fmt(cx + 0.48 * s)} {_fmt(cy - 0.45 * s)}"
         f"C{_fmt(cx + 0.48 * s)} {_fmt(cy - 0.05 * s)} {_fmt(cx)} {_fmt(cy - 0.05 * s)} {_fmt(cx)} {_fmt(cy + 0.35 * s)}")
    w = 0.3 * s
    out: Items = [
        el("path", d=d, fill="none", stroke="#000", stroke_opacity=0.45, stroke_width=w + 0.24 * s, stroke_linecap="round",
           transform=f"translate({_fmt(h * 0.03)} {_fmt(h * 0.05)})"),
        el("path", d=d, fill="none", stroke=outline, stroke_width=w + 0.2 * s, stroke_linecap="round"),
        el("path", d=d, fill="none", stroke=colour, stroke_width=w, stroke_linecap="round"),
        circle(cx, cy + 0.8 * s, 0.2 * s + 0.1 * s, fill=outline),
        circle(cx, cy + 0.8 * s, 0.2 * s, fill=colour),
    ]
    return out


def leaf_blob(cx: float, cy: float, r: float, rng: random.Random, n: int = 9, sy: float = 1.0) -> list[Pt]:
    """A bumpy round outline (a tree crown, a bush)."""
    pts: list[Pt] = []
    for i in range(n * 2):
        a = 2 * math.pi * i / (n * 2)
        rr = r * (1.0 if i % 2 == 0 else 0.86) * rng.uniform(0.94, 1.04)
        pts.append((cx + rr * math.cos(a), cy + sy * rr * math.sin(a)))
    return pts


def smooth_closed(points: Sequence[Pt]) -> str:
    """A closed path through the midpoints, with the points as quadratic controls (soft blobs)."""
    n = len(points)
    mids = [((points[i][0] + points[(i + 1) % n][0]) / 2, (points[i][1] + points[(i + 1) % n][1]) / 2) for i in range(n)]
    d = f"M{_fmt(mids[-1][0])} {_fmt(mids[-1][1])}"
    for i in range(n):
        d += f"Q{_fmt(points[i][0])} {_fmt(points[i][1])} {_fmt(mids[i][0])} {_fmt(mids[i][1])}"
    return d + "Z"


# --------------------------------------------------------------------------------------------
# gems: one cut per colour
# --------------------------------------------------------------------------------------------
def _shade(base: tuple[str, str, str], nx: float, ny: float) -> str:
    """Facet colour from its outward normal, the light coming from the upper left."""
    light, mid, dark = base
    k = (-nx * 0.55 - ny * 0.85)  # -1 .. 1
    return str(mix(mid, light, k * 0.85) if k > 0 else mix(mid, dark, -k * 0.9))


def faceted(doc: Doc, outer: list[Pt], centre: Pt, colours: tuple[str, str, str], outline: str, s: float,
            rings: Sequence[float] = (0.55,), table_lift: float = 0.06) -> Items:
    """A gem seen from above: rings of facets between the outline and a table, lit from the upper left."""
    cx, cy = centre
    cy_t = cy - table_lift * s
    loops = [outer] + [[(cx + (x - cx) * k, cy_t + (y - cy) * k) for x, y in outer] for k in rings]
    ow = max(1.0, s * 0.09)
    out: Items = [poly(outer, fill=colours[2], stroke=outline, stroke_width=ow, stroke_linejoin="round")]
    n = len(outer)
    for a_loop, b_loop in zip(loops, loops[1:]):
        for i in range(n):
            j = (i + 1) % n
            mx, my = (a_loop[i][0] + a_loop[j][0]) / 2 - cx, (a_loop[i][1] + a_loop[j][1]) / 2 - cy
            ln = math.hypot(mx, my) or 1
            out.append(poly([a_loop[i], a_loop[j], b_loop[j], b_loop[i]], fill=_shade(colours, mx / ln, my / ln),
                            stroke=outline, stroke_width=max(0.3, s * 0.015), stroke_opacity=0.35))
    table = doc.lin([(0, lighten(colours[0], 0.35)), (0.55, colours[1]), (1, colours[2])], 15, 0, 85, 100)
    out.append(poly(loops[-1], fill=table, stroke=outline, stroke_width=max(0.4, s * 0.03), stroke_opacity=0.6))
    out.append(poly(outer, fill="none", stroke=outline, stroke_width=ow, stroke_linejoin="round"))
    return out


def gem_outline(colour: str, cx: float, cy: float, s: float) -> list[Pt]:
    """The silhouette of a gem colour's cut, about 2s across."""
    if colour == "blue":  # round brilliant
        return ngon(cx, cy, s, 16, rot=-math.pi / 2 + math.pi / 16)
    if colour == "yellow":  # trillion: a triangle with softened corners, point down
        tri = ngon(cx, cy - s * 0.12, s * 1.15, 3, rot=math.pi / 2)
        out: list[Pt] = []
        for i in range(3):
            a, b = tri[i], tri[(i + 1) % 3]
            for t in (0.1, 0.5, 0.9):
                out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        # pull the edge middles out a little: a trillion's sides bow
        res: list[Pt] = []
        for k, (x, y) in enumerate(out):
            if k % 3 == 1:
                dx, dy = x - cx, y - (cy - s * 0.12)
                res.append((x + dx * 0.12, y + dy * 0.12))
            else:
                res.append((x, y))
        return res
    if colour == "green":  # emerald (step) cut: a tall rectangle with cut corners
        w, h, c = s * 0.78, s * 1.0, s * 0.28
        return [(cx - w + c, cy - h), (cx + w - c, cy - h), (cx + w, cy - h + c), (cx + w, cy + h - c),
                (cx + w - c, cy + h), (cx - w + c, cy + h), (cx - w, cy + h - c), (cx - w, cy - h + c)]
    if colour == "red":  # heart
        pts: list[Pt] = []
        for i in range(24):
            t = 2 * math.pi * i / 24
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x / 16 * s * 1.02, cy + (y + 2) / 16 * s * 1.05))
        return pts
    raise ValueError(colour)


def gem(doc: Doc, colour: str, cx: float, cy: float, s: float, sparkle: bool = True) -> Items:
    """A gem of a colour (or the clear diamond), about 2s wide, centred on (cx, cy)."""
    if colour == "diamond":
        return clear_diamond(doc, cx, cy, s, sparkle)
    if colour == "any":
        return any_gem(doc, cx, cy, s)
    light, mid, dark, outline = GEM[colour]
    outer = gem_outline(colour, cx, cy, s)
    rings: Sequence[float] = (0.74, 0.5) if colour == "green" else (0.56,)
    centre = (cx, cy - s * 0.12) if colour == "yellow" else (cx, cy)
    out = faceted(doc, outer, centre, (light, mid, dark), outline, s, rings)
    if sparkle:
        out.append(sparkle_star(cx - 0.4 * s, cy - 0.45 * s, s * 0.32))
    return out


def clear_diamond(doc: Doc, cx: float, cy: float, s: float, sparkle: bool = True) -> Items:
    """The clear diamond (joker): a brilliant seen from the side, white with faint colour fire."""
    outline = "#2a3440"
    t, g, b = cy - 0.62 * s, cy - 0.18 * s, cy + 0.85 * s
    tl, tr, L, R = cx - 0.55 * s, cx + 0.55 * s, cx - s, cx + s
    ow = max(1.0, s * 0.09)
    m1, m2 = cx - 0.2 * s, cx + 0.2 * s
    out: Items = [poly([(tl, t), (tr, t), (R, g), (cx, b), (L, g)], fill="#c8d4e0", stroke=outline, stroke_width=ow,
                       stroke_linejoin="round")]
    facets = [
        ([(tl, t), (m1, t), (cx - 0.5 * s, g)], "#f4f8ff"), ([(m1, t), (m2, t), (cx, g)], "#ffffff"),
        ([(m2, t), (tr, t), (cx + 0.5 * s, g)], "#e4ecf4"), ([(tl, t), (cx - 0.5 * s, g), (L, g)], "#dfe8f2"),
        ([(m1, t), (cx, g), (cx - 0.5 * s, g)], "#fbfdff"), ([(m2, t), (cx, g), (cx + 0.5 * s, g)], "#eef3fa"),
        ([(tr, t), (R, g), (cx + 0.5 * s, g)], "#b8c6d6"),
        ([(L, g), (cx - 0.5 * s, g), (cx, b)], "#d6e2ee"), ([(cx - 0.5 * s, g), (cx, g), (cx, b)], "#ffffff"),
        ([(cx, g), (cx + 0.5 * s, g), (cx, b)], "#c4d2e2"), ([(cx + 0.5 * s, g), (R, g), (cx, b)], "#9aaabd"),
    ]
    for pts_, c in facets:
        out.append(poly(pts_, fill=c, stroke=outline, stroke_width=max(0.3, s * 0.015), stroke_opacity=0.3))
    # a little fire: coloured glints on two pavilion facets
    out.append(poly([(cx - 0.42 * s, g + 0.06 * s), (cx - 0.2 * s, g + 0.06 * s), (cx - 0.12 * s, g + 0.4 * s)], fill="#ffd0f0", fill_opacity=0.7))
    out.append(poly([(cx + 0.2 * s, g + 0.1 * s), (cx + 0.4 * s, g + 0.1 * s), (cx + 0.12 * s, g + 0.5 * s)], fill="#c8f0ff", fill_opacity=0.8))
    out.append(poly([(tl, t), (tr, t), (R, g), (cx, b), (L, g)], fill="none", stroke=outline, stroke_width=ow,
                    stroke_linejoin="round"))
    out.append(pline([(L, g), (R, g)], stroke=outline, stroke_width=max(0.5, s * 0.04), stroke_opacity=0.6))
    if sparkle:
        out.append(sparkle_star(cx - 0.42 * s, t + 0.12 * s, s * 0.4))
        out.append(sparkle_star(cx + 0.62 * s, g - 0.05 * s, s * 0.22))
    return out


def any_gem(doc: Doc, cx: float, cy: float, s: float) -> Items:
    """'A gem of any colour' on a price: a round gem whose facets cycle through the four colours,
    with a question mark on its table."""
    outer = ngon(cx, cy, s, 8, rot=-math.pi / 2 + math.pi / 8)
    inner = [(cx + (x - cx) * 0.58, cy + (y - cy) * 0.58) for x, y in outer]
    ow = max(1.0, s * 0.09)
    cols = ["blue", "yellow", "green", "red"]
    out: Items = [poly(outer, fill="#555", stroke=INK, stroke_width=ow, stroke_linejoin="round")]
    for i in range(8):
        j = (i + 1) % 8
        c = GEM[cols[(i // 2) % 4]]
        out.append(poly([outer[i], outer[j], inner[j], inner[i]], fill=c[1] if i % 2 else c[0]))
    out.append(poly(inner, fill=doc.lin([(0, "#ffffff"), (1, "#d8d2c4")], 0, 0, 60, 100), stroke=INK, stroke_width=max(0.5, s * 0.05)))
    out.append(poly(outer, fill="none", stroke=INK, stroke_width=ow, stroke_linejoin="round"))
    out += question(doc, cx, cy - s * 0.08, s * 0.8, colour="#5a3a10", outline="#fff8e0")
    return out


# --------------------------------------------------------------------------------------------
# the park's objects and animals, each drawn in a 200 x 200 box (used on tiles, prices, cards)
# --------------------------------------------------------------------------------------------
STONE = [(0, "#fbf4e2"), (0.5, "#ddd0b2"), (1, "#a8977a")]
WATER = [(0, "#bfe8ff"), (0.5, "#4aa6e0"), (1, "#1e5f9e")]


def obj_fountain(doc: Doc) -> Items:
    out: Items = [shadow(100, 172, 76, 12)]
    # the lower basin: a wall seen slightly from above, its water, its rim
    out.append(el("path", d="M26 148 L32 170 Q100 184 168 170 L174 148 Z", fill=doc.lin(STONE, 0, 0, 0, 100),
                  stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
    for x in (50, 76, 100, 124, 150):
        out.append(pline([(x, 160 + abs(100 - x) * -0.05 + 4), (x, 176 - abs(100 - x) * 0.07)], stroke="#8a7a5e", stroke_width=1.5))
    out.append(ellipse(100, 148, 74, 18, fill=doc.lin(STONE, 0, 0, 0, 100), stroke=INK, stroke_width=2.5))
    out.append(ellipse(100, 148, 64, 13, fill=doc.lin(WATER, 0, 0, 0, 100)))
    out.append(ellipse(100, 146, 40, 6, fill="#ffffff", fill_opacity=0.35))
    # the column and the upper bowl
    out.append(el("path", d="M90 148 L92 100 L108 100 L110 148 Z", fill=doc.lin(STONE, 0, 0, 100, 0), stroke=INK, stroke_width=2))
    out.append(ellipse(100, 122, 14, 4, fill="#cbbd9c", stroke=INK, stroke_width=1.5))
    out.append(el("path", d="M62 92 Q100 126 138 92 Z", fill=doc.lin(STONE, 0, 0, 0, 100), stroke=INK, stroke_width=2.2,
                  stroke_linejoin="round"))
    out.append(ellipse(100, 92, 38, 8, fill=doc.lin(STONE, 0, 0, 0, 100), stroke=INK, stroke_width=2.2))
    out.append(ellipse(100, 91.5, 31, 5, fill=doc.lin(WATER, 0, 0, 0, 100)))
    out.append(el("path", d="M95 92 L96 70 L104 70 L105 92 Z", fill="#e2d6bc", stroke=INK, stroke_width=1.5))
    out.append(circle(100, 66, 7, fill=doc.rad([(0, "#fff6dc"), (1, "#b8a684")], 35, 35, 70), stroke=INK, stroke_width=1.5))
    # the water: a jet from the top falling into the bowl, and veils from the bowl into the basin
    jets = ["M100 60 Q100 28 100 22", "M100 26 Q82 20 70 88", "M100 26 Q118 20 130 88",
            "M64 94 Q44 104 40 144", "M136 94 Q156 104 160 144", "M86 98 Q74 118 72 146", "M114 98 Q126 118 128 146"]
    for d in jets:
        out.append(el("path", d=d, fill="none", stroke="#1e5f9e", stroke_width=6.5, stroke_linecap="round"))
    for d in jets:
        out.append(el("path", d=d, fill="none", stroke="#e6f7ff", stroke_width=3.5, stroke_linecap="round"))
    for x, y, r in [(96, 16, 3), (106, 18, 2.5), (88, 24, 2), (112, 25, 2), (40, 150, 3), (160, 150, 3), (72, 150, 2.5), (128, 150, 2.5)]:
        out.append(circle(x, y, r, fill="#e6f7ff", stroke="#1e5f9e", stroke_width=1))
    return out


def orange_tree(doc: Doc, x: float, base: float, s: float, rng: random.Random) -> Items:
    out: Items = [shadow(x, base + 2, 16 * s, 4 * s)]
    out.append(el("path", d=f"M{_fmt(x - 13 * s)} {_fmt(base - 20 * s)} L{_fmt(x + 13 * s)} {_fmt(base - 20 * s)} "
                  f"L{_fmt(x + 9 * s)} {_fmt(base)} L{_fmt(x - 9 * s)} {_fmt(base)} Z",
                  fill=doc.lin([(0, "#e08a4a"), (1, "#8a3a14")], 0, 0, 100, 0), stroke=INK, stroke_width=2))
    out.append(rrect(x - 15 * s, base - 24 * s, 30 * s, 6 * s, 2 * s, fill="#c86a32", stroke=INK, stroke_width=1.8))
    out.append(rrect(x - 2 * s, base - 40 * s, 4 * s, 18 * s, 1, fill="#6a4020", stroke=INK, stroke_width=1.2))
    crown = leaf_blob(x, base - 52 * s, 21 * s, rng, 8)
    out.append(el("path", d=smooth_closed(crown), fill=doc.rad([(0, "#7acc5a"), (0.7, "#2f8a34"), (1, "#1a5a20")], 35, 30, 75),
                  stroke=INK, stroke_width=2))
    for _ in range(6):
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(4, 15) * s
        ox, oy = x + r * math.cos(a), base - 52 * s + r * math.sin(a)
        out.append(circle(ox, oy, 3.6 * s, fill="#ff9a1a", stroke="#7a3a04", stroke_width=1))
    return out


def obj_orangery(doc: Doc) -> Items:
    rng = random.Random(7)
    glass = doc.lin([(0, "#f2fcff"), (0.45, "#a8dcec"), (1, "#4c8aa8")], 0, 0, 60, 100)
    out: Items = [shadow(100, 164, 82, 8)]
    # the glass roof, a low vault with white ribs
    out.append(el("path", d="M26 84 Q100 22 174 84 Z", fill=glass, stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
    for k in range(1, 8):  # white ribs up to the vault's curve
        t = k / 8
        out.append(pline([(26 + 148 * t, 84), (26 + 148 * t, 84 * (1 - t) ** 2 + 44 * t * (1 - t) + 84 * t * t + 1.5)],
                         stroke="#ffffff", stroke_width=2))
    out.append(el("path", d="M26 84 Q100 22 174 84", fill="none", stroke="#ffffff", stroke_width=3))
    # the stone front with tall arched windows
    out.append(rrect(22, 82, 156, 8, 2, fill="#fff8e6", stroke=INK, stroke_width=2))
    out.append(el("rect", x=28, y=90, width=144, height=72, fill=doc.lin([(0, "#fbf0d6"), (1, "#d8c296")], 0, 0, 0, 100),
                  stroke=INK, stroke_width=2.5))
    for i, x in enumerate((36, 62, 88, 116, 142)):
        w = 24 if i != 2 else 26
        x = x if i != 2 else 87
        top = 104 if i != 2 else 100
        d = f"M{x} 158 L{x} {top + 10} Q{x + w / 2} {top - 6} {x + w} {top + 10} L{x + w} 158 Z"
        out.append(el("path", d=d, fill=glass, stroke=INK, stroke_width=2))
        out.append(pline([(x + w / 2, top + 3), (x + w / 2, 158)], stroke="#ffffff", stroke_width=1.6))
        out.append(pline([(x, 128), (x + w, 128)], stroke="#ffffff", stroke_width=1.6))
    out.append(el("rect", x=24, y=158, width=152, height=8, fill="#bfa87c", stroke=INK, stroke_width=2))
    out += orange_tree(doc, 34, 186, 0.78, rng)
    out += orange_tree(doc, 166, 186, 0.78, rng)
    return out


def obj_pavilion(doc: Doc) -> Items:
    out: Items = [shadow(100, 176, 78, 9)]
    out.append(el("path", d="M28 164 L172 164 L182 178 L18 178 Z", fill=doc.lin(STONE, 0, 0, 0, 100), stroke=INK, stroke_width=2.2))
    out.append(el("path", d="M36 154 L164 154 L172 164 L28 164 Z", fill=doc.lin(STONE, 0, 0, 0, 100), stroke=INK, stroke_width=2.2))
    # the shaded inside, then white columns
    out.append(el("rect", x=44, y=96, width=112, height=58, fill="#3a2a1a", fill_opacity=0.65))
    out.append(el("path", d="M44 140 Q100 128 156 140", fill="none", stroke="#f4ead2", stroke_width=3))
    for x in (44, 72, 100, 128, 156):
        out.append(el("rect", x=x - 5, y=96, width=10, height=58, fill=doc.lin([(0, "#ffffff"), (0.6, "#e8e0cc"), (1, "#a89a7c")], 0, 0, 100, 0),
                      stroke=INK, stroke_width=1.8))
        out.append(el("rect", x=x - 7, y=150, width=14, height=5, fill="#efe6d0", stroke=INK, stroke_width=1.2))
    # the roof: a pointed tent in copper green, with a gold finial and a scalloped gold eave
    # the roof: a tent of yellow and cream stripes (the pavilion is paid in yellow gems)
    roof = doc.lin([(0, "#fff2a0"), (0.5, "#f0c020"), (1, "#a87008")], 0, 0, 100, 60)
    cream = doc.lin([(0, "#fffdf0"), (1, "#d8ccb0")], 0, 0, 100, 60)
    out.append(el("path", d="M28 100 L172 100 Q140 84 112 46 L100 20 L88 46 Q60 84 28 100 Z", fill=roof, stroke=INK,
                  stroke_width=2.5, stroke_linejoin="round"))
    edges = [28, 52, 76, 100, 124, 148, 172]
    for k in range(0, 6, 2):
        x0, x1 = edges[k], edges[k + 1]
        out.append(el("path", d=f"M{x0} 100 Q{_fmt(100 + (x0 - 100) * 0.55)} 72 100 22 Q{_fmt(100 + (x1 - 100) * 0.55)} 72 {x1} 100 Z",
                      fill=cream, stroke="#7a5008", stroke_width=1.4, stroke_linejoin="round"))
    out.append(el("path", d="M28 100 L172 100 Q140 84 112 46 L100 20 L88 46 Q60 84 28 100 Z", fill="none", stroke=INK,
                  stroke_width=2.5, stroke_linejoin="round"))
    scal = "M28 100 " + " ".join(f"Q{34 + 12 * i} 112 {40 + 12 * i} 100" for i in range(12))
    out.append(el("path", d=scal, fill="#c83a2a", stroke=INK, stroke_width=1.8, stroke_linejoin="round"))
    out.append(circle(100, 18, 6, fill=doc.rad([(0, "#fff4b0"), (1, "#b07a10")], 35, 35, 70), stroke=INK, stroke_width=1.6))
    out.append(pline([(100, 12), (100, 2)], stroke=INK, stroke_width=2.5))
    out.append(el("path", d="M100 3 L112 6 L100 9 Z", fill="#d2382c", stroke=INK, stroke_width=1))
    return out


def rose(x: float, y: float, r: float, colour: str = "#d8202c") -> Items:
    return [circle(x, y, r, fill=colour, stroke="#4a0008", stroke_width=max(0.8, r * 0.22)),
            el("path", d=f"M{_fmt(x - r * 0.5)} {_fmt(y)} Q{_fmt(x)} {_fmt(y - r * 0.8)} {_fmt(x + r * 0.5)} {_fmt(y)} "
               f"Q{_fmt(x)} {_fmt(y + r * 0.5)} {_fmt(x - r * 0.2)} {_fmt(y - r * 0.1)}",
               fill="none", stroke="#6a0010", stroke_width=max(0.6, r * 0.16)),
            circle(x - r * 0.35, y - r * 0.35, r * 0.25, fill="#ff8a8a", fill_opacity=0.8)]


def bush(doc: Doc, cx: float, cy: float, r: float, rng: random.Random, roses: int = 5, sy: float = 0.8) -> Items:
    out: Items = [el("path", d=smooth_closed(leaf_blob(cx, cy, r, rng, 9, sy)),
                     fill=doc.rad([(0, "#5aa84a"), (0.75, "#266a2a"), (1, "#0f3a14")], 35, 30, 75), stroke=INK, stroke_width=2)]
    for _ in range(roses):
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.1, 0.7) * r
        out += rose(cx + d * math.cos(a), cy + sy * d * math.sin(a), r * 0.2)
    return out


def obj_rose_garden(doc: Doc) -> Items:
    rng = random.Random(11)
    out: Items = [shadow(100, 178, 80, 8)]
    # the gravel path through the arch
    out.append(el("path", d="M78 180 L90 110 L110 110 L122 180 Z", fill="#e8d8b0", stroke="#8a7450", stroke_width=1.5))
    # the trellis arch
    arch = "M44 176 L44 88 A56 56 0 0 1 156 88 L156 176"
    out.append(el("path", d=arch, fill="none", stroke=INK, stroke_width=13))
    out.append(el("path", d=arch, fill="none", stroke="#f6eedc", stroke_width=8))
    out.append(el("path", d="M56 176 L56 90 A44 44 0 0 1 144 90 L144 176", fill="none", stroke="#f6eedc", stroke_width=3))
    # leaves and roses climbing it
    for i in range(17):
        t = i / 16
        if t < 0.3:
            x, y = 50.0, 176 - (t / 0.3) * 88
        elif t > 0.7:
            x, y = 150, 88 + ((t - 0.7) / 0.3) * 88
        else:
            a = math.pi * (1 - (t - 0.3) / 0.4)
            x, y = 100 + 52 * math.cos(a), 88 - 52 * math.sin(a)
        out.append(el("path", d=smooth_closed(leaf_blob(x, y, 11, rng, 5)), fill="#2f7a30", stroke=INK, stroke_width=1.4))
        if i % 2 == 0:
            out += rose(x + rng.uniform(-3, 3), y + rng.uniform(-3, 3), 6.5)
    out += bush(doc, 30, 160, 24, rng, 4)
    out += bush(doc, 170, 160, 24, rng, 4)
    out += bush(doc, 100, 176, 16, rng, 3, sy=0.6)
    return out


def conifer(doc: Doc, x: float, base: float, h: float, colour: str = "#1e5a2a") -> Items:
    w = h * 0.42
    out: Items = [el("rect", x=x - h * 0.04, y=base - h * 0.14, width=h * 0.08, height=h * 0.16, fill="#4a2a12", stroke=INK,
                     stroke_width=1.5)]
    fill = doc.lin([(0, lighten(colour, 0.35)), (0.55, colour), (1, darken(colour, 0.45))], 0, 0, 100, 0)
    for k in range(3):
        top = base - h + k * h * 0.26
        bot = top + h * 0.46
        ww = w * (0.55 + 0.22 * k)
        out.append(el("path", d=f"M{_fmt(x)} {_fmt(top)} L{_fmt(x + ww)} {_fmt(bot)} Q{_fmt(x)} {_fmt(bot - h * 0.06)} "
                      f"{_fmt(x - ww)} {_fmt(bot)} Z", fill=fill, stroke=INK, stroke_width=1.8, stroke_linejoin="round"))
    return out


def leafy_tree(doc: Doc, x: float, base: float, h: float, rng: random.Random, colour: str = "#2f7a30") -> Items:
    out: Items = [el("path", d=f"M{_fmt(x - h * 0.06)} {_fmt(base)} L{_fmt(x - h * 0.03)} {_fmt(base - h * 0.5)} "
                     f"L{_fmt(x + h * 0.03)} {_fmt(base - h * 0.5)} L{_fmt(x + h * 0.06)} {_fmt(base)} Z",
                     fill="#5a3416", stroke=INK, stroke_width=1.5)]
    crown = leaf_blob(x, base - h * 0.64, h * 0.34, rng, 8, 0.95)
    out.append(el("path", d=smooth_closed(crown), fill=doc.rad([(0, lighten(colour, 0.4)), (0.7, colour), (1, darken(colour, 0.5))], 35, 30, 75),
                  stroke=INK, stroke_width=1.8))
    return out


def obj_forest(doc: Doc) -> Items:
    rng = random.Random(5)
    out: Items = []
    out += conifer(doc, 52, 110, 86, "#1c4a26")
    out += leafy_tree(doc, 148, 112, 90, rng, "#2a5e24")
    out += conifer(doc, 104, 96, 84, "#23562c")
    out += leafy_tree(doc, 38, 176, 96, rng, "#356c28")
    out += conifer(doc, 160, 182, 100, "#1a4424")
    out += conifer(doc, 96, 188, 110, "#245a2c")
    for x, y in [(70, 180), (130, 178), (20, 120)]:
        out.append(el("path", d=smooth_closed(leaf_blob(x, y, 10, rng, 5, 0.6)), fill="#3a7a2a", stroke=INK, stroke_width=1.2))
    return out


def swan(doc: Doc, x: float, y: float, s: float, flip: bool = False) -> Items:
    k = -1 if flip else 1

    def X(v: float) -> float:
        return x + k * v * s

    out: Items = [ellipse(x, y + 13 * s, 30 * s, 5 * s, fill="#0a3a6a", fill_opacity=0.35)]
    body = (f"M{_fmt(X(-30))} {_fmt(y - 4 * s)} Q{_fmt(X(-22))} {_fmt(y + 14 * s)} {_fmt(X(6))} {_fmt(y + 12 * s)} "
            f"Q{_fmt(X(26))} {_fmt(y + 10 * s)} {_fmt(X(28))} {_fmt(y - 4 * s)} Q{_fmt(X(10))} {_fmt(y + 2 * s)} {_fmt(X(-30))} {_fmt(y - 4 * s)} Z")
    out.append(el("path", d=body, fill=doc.lin([(0, "#ffffff"), (1, "#cfd6de")], 0, 0, 0, 100), stroke=INK, stroke_width=2))
    wing = f"M{_fmt(X(-24))} {_fmt(y - 2 * s)} Q{_fmt(X(-4))} {_fmt(y - 16 * s)} {_fmt(X(14))} {_fmt(y + 2 * s)}"
    out.append(el("path", d=wing, fill="#eef2f6", stroke=INK, stroke_width=1.5))
    neck = f"M{_fmt(X(18))} {_fmt(y + 2 * s)} Q{_fmt(X(30))} {_fmt(y - 14 * s)} {_fmt(X(20))} {_fmt(y - 28 * s)} Q{_fmt(X(14))} {_fmt(y - 40 * s)} {_fmt(X(24))} {_fmt(y - 42 * s)}"
    out.append(el("path", d=neck, fill="none", stroke=INK, stroke_width=9 * s, stroke_linecap="round"))
    out.append(el("path", d=neck, fill="none", stroke="#ffffff", stroke_width=6 * s, stroke_linecap="round"))
    out.append(poly([(X(25), y - 45 * s), (X(36), y - 40 * s), (X(26), y - 38 * s)], fill="#f08a1a", stroke=INK, stroke_width=1.2))
    out.append(circle(X(23), y - 43 * s, 1.3 * s, fill=INK))
    return out


def obj_pond(doc: Doc) -> Items:
    rng = random.Random(3)
    out: Items = []
    water = doc.rad([(0, "#9ad8f8"), (0.6, "#3a8cc8"), (1, "#164a80")], 45, 35, 70)
    shore = [(100 + 82 * math.cos(a) * rng.uniform(0.95, 1.03), 110 + 62 * math.sin(a) * rng.uniform(0.95, 1.03))
             for a in [i * math.pi / 8 for i in range(16)]]
    out.append(el("path", d=smooth_closed([(x, y + 4) for x, y in shore]), fill="#8a6a3a", stroke=INK, stroke_width=2))
    out.append(el("path", d=smooth_closed(shore), fill=water, stroke=INK, stroke_width=2.2))
    for y, w in [(82, 36), (128, 46), (150, 30)]:
        out.append(el("path", d=f"M{100 - w} {y} Q100 {y - 5} {100 + w} {y}", fill="none", stroke="#e6f7ff", stroke_width=2, stroke_opacity=0.7))
    for x, y, r in [(48, 138, 11), (66, 156, 8), (150, 142, 10)]:
        out.append(el("path", d=f"M{x} {y} L{x + r} {y - r * 0.3} A{r} {r * 0.6} 0 1 0 {x + r} {y + r * 0.2} Z",
                      fill="#4aa83a", stroke="#0e3a14", stroke_width=1.5))
    out += rose(150, 140, 3.5, "#ffb8d8")
    # reeds on the left shore
    for i, x in enumerate((24, 30, 36, 42)):
        top = 52 + 8 * (i % 2)
        out.append(pline([(x, 120), (x + 2, top)], stroke="#2a5a1a", stroke_width=2.5))
        out.append(rrect(x - 1.5 + 2, top + 2, 5, 16, 2.5, fill="#7a4a1a", stroke=INK, stroke_width=1))
    out += swan(doc, 108, 108, 1.15)
    return out


def obj_deer_park(doc: Doc) -> Items:
    out: Items = []
    # a wooden fence behind
    wood = doc.lin([(0, "#d8a868"), (1, "#7a4a1e")], 0, 0, 0, 100)
    for y in (84, 104):
        out.append(el("rect", x=10, y=y, width=180, height=7, fill=wood, stroke=INK, stroke_width=1.5))
    for x in (22, 66, 134, 178):
        out.append(el("path", d=f"M{x - 4} 124 L{x - 4} 74 L{x} 68 L{x + 4} 74 L{x + 4} 124 Z", fill=wood, stroke=INK, stroke_width=1.5))
    out.append(shadow(100, 178, 58, 7))
    brown = doc.lin([(0, "#c8864a"), (0.6, "#8a4e22"), (1, "#5a2e10")], 0, 0, 0, 100)
    # legs (far pair darker), body, neck and head of a stag facing left
    for x, c in [(74, "#5a2e10"), (128, "#5a2e10")]:
        out.append(el("path", d=f"M{x} 128 L{x + 3} 174 L{x + 9} 174 L{x + 10} 128 Z", fill=c, stroke=INK, stroke_width=1.6))
    for x in (84, 138):
        out.append(el("path", d=f"M{x} 128 L{x - 2} 176 L{x + 5} 176 L{x + 11} 128 Z", fill=brown, stroke=INK, stroke_width=1.6))
    out.append(el("path", d="M76 124 Q60 96 56 74 L80 70 Q84 96 98 110 Z", fill=brown, stroke=INK, stroke_width=2))
    out.append(el("path", d="M70 114 Q72 96 100 98 Q136 96 150 106 Q160 118 150 136 Q120 146 84 140 Q66 134 70 114 Z",
                  fill=brown, stroke=INK, stroke_width=2))
    out.append(el("path", d="M150 108 Q162 104 160 118 Q156 116 152 114 Z", fill="#f4ead2", stroke=INK, stroke_width=1.2))
    out.append(el("path", d="M52 64 Q62 58 74 64 L76 76 Q66 84 44 84 Q36 82 40 76 Q44 70 52 64 Z", fill=brown, stroke=INK,
                  stroke_width=2, stroke_linejoin="round"))
    out.append(circle(40.5, 79, 2.6, fill=INK))
    out.append(circle(58, 70, 2, fill=INK))
    out.append(el("path", d="M70 62 L82 54 L78 66 Z", fill="#a8683a", stroke=INK, stroke_width=1.4))
    out.append(ellipse(90, 124, 14, 7, fill="#f4ead2", fill_opacity=0.35))
    for cx, sgn in ((60, -1), (68, 1)):
        ant = (f"M{cx} 62 Q{cx + 6 * sgn} 44 {cx + 2 * sgn} 26 M{cx + 4 * sgn} 48 L{cx + 16 * sgn} 40 "
               f"M{cx + 3 * sgn} 38 L{cx - 8 * sgn} 30 M{cx + 3 * sgn} 32 L{cx + 12 * sgn} 20")
        out.append(el("path", d=ant, fill="none", stroke=INK, stroke_width=6, stroke_linecap="round"))
        out.append(el("path", d=ant, fill="none", stroke="#e8d2a8", stroke_width=3, stroke_linecap="round"))
    return out


def bird(x: float, y: float, s: float, body: str, wing: str, flip: bool = False) -> Items:
    k = -1 if flip else 1

    def X(v: float) -> float:
        return x + k * v * s

    return [
        el("path", d=f"M{_fmt(X(-12))} {_fmt(y + 2 * s)} L{_fmt(X(-24))} {_fmt(y + 12 * s)} L{_fmt(X(-10))} {_fmt(y + 8 * s)} Z",
           fill=wing, stroke=INK, stroke_width=1.2),
        ellipse(x, y, 13 * s, 9 * s, fill=body, stroke=INK, stroke_width=1.5),
        circle(X(10), y - 8 * s, 6.5 * s, fill=body, stroke=INK, stroke_width=1.5),
        poly([(X(15), y - 10 * s), (X(22), y - 7 * s), (X(15), y - 5 * s)], fill="#f4b21a", stroke=INK, stroke_width=1),
        circle(X(11.5), y - 9.5 * s, 1.3 * s, fill=INK),
        el("path", d=f"M{_fmt(X(-8))} {_fmt(y - 2 * s)} Q{_fmt(X(2))} {_fmt(y - 4 * s)} {_fmt(X(6))} {_fmt(y + 4 * s)} "
           f"Q{_fmt(X(-4))} {_fmt(y + 6 * s)} {_fmt(X(-8))} {_fmt(y - 2 * s)} Z", fill=wing, stroke=INK, stroke_width=1.2),
    ]


def obj_aviary(doc: Doc) -> Items:
    out: Items = [shadow(100, 178, 66, 8)]
    gold = doc.lin([(0, "#fff0a8"), (0.4, "#e0a832"), (1, "#7a4c08")], 0, 0, 100, 100)
    out.append(el("path", d="M42 168 L42 92 Q42 40 100 26 Q158 40 158 92 L158 168 Z", fill="#fffbe8", fill_opacity=0.35))
    # birds inside, behind the bars
    out.append(pline([(54, 112), (146, 112)], stroke="#7a4a1a", stroke_width=4))
    out += bird(80, 100, 1.25, "#e0302a", "#1e6ad8")
    out += bird(126, 100, 1.1, "#f8d82a", "#3aa04a", flip=True)
    out += bird(100, 150, 1.15, "#2e8ce0", "#f4f4f4")
    # the bell-shaped cage of golden wire
    for x in (42, 58, 74, 90, 110, 126, 142, 158):
        top = 92 - (1 - abs(x - 100) / 58) ** 0.5 * 56 if abs(x - 100) < 58 else 92
        out.append(el("path", d=f"M{x} 168 L{x} 92 Q{x} {_fmt(top + 6)} 100 {_fmt(min(top, 90))}", fill="none", stroke=INK,
                      stroke_width=4.2))
        out.append(el("path", d=f"M{x} 168 L{x} 92 Q{x} {_fmt(top + 6)} 100 {_fmt(min(top, 90))}", fill="none", stroke="#f0c24a",
                      stroke_width=2.2))
    for y in (92, 130):
        out.append(ellipse(100, y, 58, 5, fill="none", stroke=INK, stroke_width=4.5))
        out.append(ellipse(100, y, 58, 5, fill="none", stroke="#f0c24a", stroke_width=2.5))
    out.append(el("path", d="M34 166 L166 166 L160 180 L40 180 Z", fill=gold, stroke=INK, stroke_width=2))
    out.append(circle(100, 22, 7, fill="none", stroke=INK, stroke_width=5))
    out.append(circle(100, 22, 7, fill="none", stroke="#f0c24a", stroke_width=2.5))
    out.append(circle(100, 30, 5, fill=gold, stroke=INK, stroke_width=1.5))
    return out


OBJECTS: dict[str, Callable[[Doc], Items]] = {
    "fountain": obj_fountain, "orangery": obj_orangery, "pavilion": obj_pavilion, "rose-garden": obj_rose_garden,
    "forest": obj_forest, "pond": obj_pond, "deer-park": obj_deer_park, "aviary": obj_aviary,
}


def ground(doc: Doc, kind: str, x: float, y: float, w: float, h: float, r: float) -> Items:
    """The ground under a park object: each kind its own brightness, so tiles differ in grey too."""
    rng = random.Random(len(kind))
    lawn = doc.rad([(0, "#a8d86a"), (0.7, "#5aa03a"), (1, "#2e6a22")], 50, 40, 75)
    out: Items = []
    if kind == "fountain":  # a pale paved plaza
        out.append(rrect(x, y, w, h, r, fill=doc.rad([(0, "#fffaf0"), (0.7, "#e6d8b8"), (1, "#b8a47c")], 50, 45, 75)))
        for k in (0.3, 0.42):
            out.append(ellipse(x + w / 2, y + h * 0.8, w * k, h * k * 0.36, fill="none", stroke="#b8a47c", stroke_width=1.5))
    elif kind == "orangery":
        out.append(rrect(x, y, w, h, r, fill=lawn))
        out.append(el("path", d=f"M{x} {y + h * 0.83} L{x + w} {y + h * 0.83} L{x + w} {y + h - r} L{x} {y + h - r} Z", fill="#d8b88a"))
        out.append(rrect(x, y + h * 0.83, w, h * 0.17, r, fill="#d8b88a"))
    elif kind == "pavilion":
        out.append(rrect(x, y, w, h, r, fill=doc.rad([(0, "#c8ec8a"), (0.7, "#7ac04a"), (1, "#3a7a2a")], 50, 40, 75)))
        out.append(ellipse(x + w / 2, y + h * 0.86, w * 0.46, h * 0.1, fill="#eadcb4"))
    elif kind == "rose-garden":
        out.append(rrect(x, y, w, h, r, fill=doc.rad([(0, "#4a8a3a"), (0.7, "#2a5a24"), (1, "#143414")], 50, 40, 75)))
        for _ in range(26):
            px, py = rng.uniform(x + 6, x + w - 6), rng.uniform(y + 6, y + h * 0.6)
            out.append(circle(px, py, rng.uniform(3, 6), fill="#1a401a", fill_opacity=0.6))
    elif kind == "forest":
        out.append(rrect(x, y, w, h, r, fill=doc.rad([(0, "#3a6a2a"), (0.7, "#1c3e1a"), (1, "#0c200c")], 50, 40, 75)))
    elif kind == "pond":
        out.append(rrect(x, y, w, h, r, fill=lawn))
    elif kind == "deer-park":
        out.append(rrect(x, y, w, h, r, fill=doc.lin([(0, "#f4e2a0"), (0.45, "#d8c070"), (1, "#8aa040")], 0, 0, 0, 100)))
        for _ in range(18):
            px, py = rng.uniform(x + 8, x + w - 8), rng.uniform(y + h * 0.7, y + h - 8)
            out.append(pline([(px, py), (px - 2, py - 7)], stroke="#6a7a2a", stroke_width=1.5))
    elif kind == "aviary":
        out.append(rrect(x, y, w, h, r, fill=doc.lin([(0, "#f4fbff"), (0.6, "#cfe8f0"), (0.8, "#9ccc6a"), (1, "#5a9a3a")], 0, 0, 0, 100)))
    else:
        raise ValueError(kind)
    return out


# --------------------------------------------------------------------------------------------
# park tiles (200 x 200): landscapes in a cream frame, animals in a wooden one
# --------------------------------------------------------------------------------------------
FRAME_LANDSCAPE = [(0, "#fff4cc"), (0.45, "#e8c878"), (1, "#9a7430")]
FRAME_ANIMAL = [(0, "#d89a5a"), (0.5, "#9a5a2a"), (1, "#4a2610")]


def vignette(doc: Doc, x: float, y: float, w: float, h: float, r: float, strength: float = 0.4) -> str:
    return str(rrect(x, y, w, h, r, fill=doc.rad([(0, "#000", 0), (0.7, "#000", 0), (1, "#000", strength)], 50, 45, 72)))


def tile_items(doc: Doc, kind: str) -> Items:
    """A park tile in a 200 x 200 box."""
    frame = FRAME_ANIMAL if kind in ANIMALS else FRAME_LANDSCAPE
    out: Items = [rrect(1.5, 1.5, 197, 197, 16, fill=doc.lin(frame, 0, 0, 100, 100), stroke="#1a0e04", stroke_width=2.5)]
    out += ground(doc, kind, 10, 10, 180, 180, 9)
    out += place(OBJECTS[kind](doc), 100, 103, 0.88)
    out.append(vignette(doc, 10, 10, 180, 180, 9, 0.35))
    out.append(rrect(10, 10, 180, 180, 9, fill="none", stroke="#1a0e04", stroke_width=2))
    out.append(rrect(5, 5, 190, 190, 13, fill="none", stroke="#ffffff", stroke_opacity=0.35, stroke_width=1.5))
    return out


def park_tile(kind: str) -> Doc:
    doc = Doc(200, 200)
    doc.add(tile_items(doc, kind))
    return doc


# --------------------------------------------------------------------------------------------
# gems, coin, markers
# --------------------------------------------------------------------------------------------
def gem_token(colour: str) -> Doc:
    doc = Doc(100, 100)
    doc.add(shadow(51, 90, 34, 6))
    cy = 48 if colour != "diamond" else 44
    doc.add(gem(doc, colour, 50, cy, 40 if colour != "green" else 42))
    return doc


def coin(doc: Doc, cx: float, cy: float, r: float) -> Items:
    gold = doc.lin([(0, "#fff2a8"), (0.35, "#f2c44a"), (0.7, "#c8901c"), (1, "#8a5a0c")], 10, 0, 90, 100)
    out: Items = [circle(cx, cy, r, fill="#6a4206", stroke=INK, stroke_width=max(1, r * 0.05))]
    ridges = ngon(cx, cy, r * 0.985, 40 if r > 30 else 24)  # small coins: fewer ridges, a smaller file
    out.append(poly(ridges, fill=gold))
    for i, (x, y) in enumerate(ridges):
        if i % 2 == 0:
            out.append(pline([(x, y), (cx + (x - cx) * 0.9, cy + (y - cy) * 0.9)], stroke="#8a5a0c", stroke_width=max(0.6, r * 0.025)))
    out.append(circle(cx, cy, r * 0.8, fill=doc.lin([(0, "#ffe88a"), (0.5, "#e8b030"), (1, "#a86e10")], 80, 0, 20, 100),
                      stroke="#8a5a0c", stroke_width=max(0.8, r * 0.04)))
    # an embossed diamond
    s = r * 0.5
    t, g, b = cy - 0.5 * s, cy - 0.08 * s, cy + 0.85 * s
    body = [(cx - 0.55 * s, t), (cx + 0.55 * s, t), (cx + s, g), (cx, b), (cx - s, g)]
    out.append(poly([(x + r * 0.04, y + r * 0.05) for x, y in body], fill="#7a4c08", fill_opacity=0.6))
    out.append(poly(body, fill=doc.lin([(0, "#fff6c8"), (1, "#d89a22")], 0, 0, 100, 100), stroke="#7a4c08", stroke_width=max(0.8, r * 0.04),
                    stroke_linejoin="round"))
    out.append(pline([(cx - s, g), (cx + s, g)], stroke="#7a4c08", stroke_width=max(0.5, r * 0.03)))
    out.append(pline([(cx - 0.55 * s, t), (cx - 0.3 * s, g), (cx, b), (cx + 0.3 * s, g), (cx + 0.55 * s, t)], stroke="#7a4c08",
                     stroke_width=max(0.5, r * 0.03)))
    out.append(el("path", d=f"M{_fmt(cx - r * 0.62)} {_fmt(cy - r * 0.35)} A{_fmt(r * 0.72)} {_fmt(r * 0.72)} 0 0 1 {_fmt(cx + r * 0.1)} {_fmt(cy - r * 0.7)}",
                  fill="none", stroke="#ffffff", stroke_opacity=0.6, stroke_width=max(1, r * 0.06), stroke_linecap="round"))
    return out


def coin_token() -> Doc:
    doc = Doc(100, 100)
    doc.add(shadow(52, 92, 38, 6))
    doc.add(coin(doc, 50, 48, 44))
    return doc


def marker(doc: Doc, colour: str, cx: float, top: float, rx: float) -> Items:
    """A player's wooden disc seen from above at an angle, its colour's symbol burnt into the top."""
    body, rim, sym = PLAYER[colour]
    ry, hgt = rx * 0.5, rx * 0.45
    out: Items = [ellipse(cx + rx * 0.05, top + ry + hgt + ry * 0.35, rx * 1.02, ry * 0.9, fill="#000", fill_opacity=0.35)]
    side = doc.lin([(0, lighten(body, 0.1)), (0.35, body), (1, darken(body, 0.55))], 0, 0, 100, 0)
    d = (f"M{_fmt(cx - rx)} {_fmt(top + ry)} L{_fmt(cx - rx)} {_fmt(top + ry + hgt)} "
         f"A{_fmt(rx)} {_fmt(ry)} 0 0 0 {_fmt(cx + rx)} {_fmt(top + ry + hgt)} L{_fmt(cx + rx)} {_fmt(top + ry)} Z")
    out.append(el("path", d=d, fill=side, stroke=rim, stroke_width=max(1, rx * 0.05), stroke_linejoin="round"))
    topfill = doc.rad([(0, lighten(body, 0.35)), (0.7, body), (1, darken(body, 0.15))], 40, 30, 75)
    out.append(ellipse(cx, top + ry, rx, ry, fill=topfill, stroke=rim, stroke_width=max(1, rx * 0.05)))
    out.append(ellipse(cx, top + ry, rx * 0.8, ry * 0.8, fill="none", stroke=darken(body, 0.3), stroke_opacity=0.5,
                       stroke_width=max(0.6, rx * 0.03)))
    ink = darken(body, 0.6) if colour != "blue" else "#dfe8ff"
    out.append(f'<g transform="translate({_fmt(cx)} {_fmt(top + ry)}) scale(1 0.5)">')
    out.append(el("path", d=symbol_path(sym, 0, 0, rx * 0.42), fill=ink, fill_opacity=0.9))
    out.append("</g>")
    return out


def marker_token(colour: str) -> Doc:
    doc = Doc(100, 90)
    doc.add(marker(doc, colour, 50, 14, 44))
    return doc


# --------------------------------------------------------------------------------------------
# production tokens: mine (round), digging rights (square), ship (shield)
# --------------------------------------------------------------------------------------------
def mine_token(colour: str) -> Doc:
    light, mid, dark, outline = GEM[colour]
    doc = Doc(200, 200)
    doc.add(circle(101, 104, 96, fill="#000", fill_opacity=0.35))
    doc.add(circle(100, 100, 96, fill=doc.lin([(0, light), (0.4, mid), (1, dark)], 0, 0, 100, 100), stroke="#140a04", stroke_width=3))
    doc.add(circle(100, 100, 82, fill=doc.rad([(0, "#9a7c5c"), (0.6, "#6a4e34"), (1, "#3a2816")], 50, 40, 70),
                   stroke="#140a04", stroke_width=2.5))
    rng = random.Random(GEM_COLOURS.index(colour))
    for _ in range(14):  # rock texture
        x, y = rng.uniform(40, 160), rng.uniform(30, 90)
        if math.hypot(x - 100, y - 100) < 76:
            doc.add(poly(ngon(x, y, rng.uniform(4, 9), 5, rot=rng.uniform(0, 6)), fill=rng.choice(["#4a3422", "#a88a68"]), fill_opacity=0.5))
    # veins of the mine's gem showing in the rock above the mouth
    for gx, gy, gs in [(72, 42, 11), (128, 42, 11), (100, 30, 9)]:
        doc.add(gem(doc, colour, gx, gy, gs, sparkle=False))
    # the timbered mine mouth
    doc.add(el("path", d="M56 160 L56 84 Q100 52 144 84 L144 160 Z", fill=doc.rad([(0, "#2a1a0e"), (1, "#070302")], 50, 70, 70),
               stroke="#140a04", stroke_width=2))
    wood = doc.lin([(0, "#d8a060"), (1, "#6a3a14")], 0, 0, 100, 0)
    doc.add(el("rect", x=52, y=74, width=14, height=90, fill=wood, stroke="#140a04", stroke_width=2))
    doc.add(el("rect", x=134, y=74, width=14, height=90, fill=wood, stroke="#140a04", stroke_width=2))
    doc.add(el("rect", x=44, y=64, width=112, height=16, fill=doc.lin([(0, "#e0aa6a"), (1, "#7a4418")], 0, 0, 0, 100), stroke="#140a04",
               stroke_width=2))
    for x in (52, 148):
        doc.add(circle(x, 72, 2.5, fill="#3a2a1a"))
    # rails running out of the mine
    doc.add(poly([(80, 150), (120, 150), (150, 178), (50, 178)], fill="#2a1a0e", fill_opacity=0.6))
    for a, b in [((86, 150), (62, 178)), ((114, 150), (138, 178))]:
        doc.add(pline([a, b], stroke="#b8b8c0", stroke_width=3))
    # the gem, big, in its own cut
    s = 50 if colour != "green" else 46
    doc.add(el("circle", cx=100, cy=116, r=66, fill=doc.rad([(0, lighten(mid, 0.3), 0.85), (0.55, mid, 0.35), (1, mid, 0)])))
    doc.add(gem(doc, colour, 100, 116, s))
    return doc


def pickaxe(doc: Doc) -> Items:
    """A pick and a shovel crossed, their heads at the top (what shows above the number plate),
    in a 200 box."""
    wood = doc.lin([(0, "#e8b070"), (1, "#7a4418")], 0, 0, 100, 100)
    steel = doc.lin([(0, "#f4f6fa"), (0.5, "#a8b0bc"), (1, "#505866")], 0, 0, 100, 100)
    out: Items = []
    # the shovel: blade up-left, handle down to the right with a T grip
    out.append(el("path", d="M58 58 L160 160", fill="none", stroke=INK, stroke_width=15, stroke_linecap="round"))
    out.append(el("path", d="M58 58 L160 160", fill="none", stroke=wood, stroke_width=9, stroke_linecap="round"))
    out.append(el("path", d="M146 174 L174 146", fill="none", stroke=INK, stroke_width=15, stroke_linecap="round"))
    out.append(el("path", d="M146 174 L174 146", fill="none", stroke="#b87a3c", stroke_width=9, stroke_linecap="round"))
    out += group([el("path", d="M-17 12 L17 12 L17 -14 Q17 -40 0 -50 Q-17 -40 -17 -14 Z", fill=steel, stroke=INK, stroke_width=3.5,
                     stroke_linejoin="round"),
                  el("path", d="M-9 6 L-9 -16 Q-9 -34 0 -40", fill="none", stroke="#ffffff", stroke_opacity=0.7, stroke_width=2.5)],
                 "translate(56 56) rotate(-45)")
    # the pick: handle from the lower left, a curved steel head across its top end
    out.append(el("path", d="M40 160 L146 54", fill="none", stroke=INK, stroke_width=15, stroke_linecap="round"))
    out.append(el("path", d="M40 160 L146 54", fill="none", stroke=wood, stroke_width=9, stroke_linecap="round"))
    out += group([el("path", d="M-66 14 Q0 -30 66 14 Q0 -4 -66 14 Z", fill=steel, stroke=INK, stroke_width=3.5, stroke_linejoin="round"),
                  rrect(-9, -12, 18, 20, 3, fill="#6a7080", stroke=INK, stroke_width=2.5)],
                 "translate(148 52) rotate(45)")
    return out


def ship(doc: Doc) -> Items:
    """A three-masted merchant ship on waves, in a 200 box."""
    out: Items = []
    sail = doc.lin([(0, "#fffdf4"), (1, "#d8c8a0")], 0, 0, 100, 0)
    for x, top, w in [(64, 52, 30), (104, 24, 38), (142, 58, 28)]:
        out.append(pline([(x, 150), (x, top - 8)], stroke=INK, stroke_width=5))
        out.append(pline([(x, 150), (x, top - 8)], stroke="#7a4418", stroke_width=3))
        for k in range(2):
            y0 = top + k * (132 - top) / 2.1
            y1 = y0 + (132 - top) / 2.3
            ww = w * (0.85 + 0.2 * k)
            out.append(el("path", d=f"M{_fmt(x - ww)} {_fmt(y0)} Q{x} {_fmt(y0 - 6)} {_fmt(x + ww)} {_fmt(y0)} "
                          f"Q{_fmt(x + ww + 6)} {_fmt((y0 + y1) / 2)} {_fmt(x + ww)} {_fmt(y1)} Q{x} {_fmt(y1 - 8)} {_fmt(x - ww)} {_fmt(y1)} "
                          f"Q{_fmt(x - ww + 6)} {_fmt((y0 + y1) / 2)} {_fmt(x - ww)} {_fmt(y0)} Z", fill=sail, stroke=INK, stroke_width=2.5))
    out.append(el("path", d="M104 16 L126 21 L104 26 Z", fill="#d2382c", stroke=INK, stroke_width=1.5))
    hull = doc.lin([(0, "#c8864a"), (0.5, "#7a4418"), (1, "#3a1a08")], 0, 0, 0, 100)
    out.append(el("path", d="M18 132 L182 124 Q178 150 156 168 L44 168 Q26 152 18 132 Z", fill=hull, stroke=INK, stroke_width=3.5,
                  stroke_linejoin="round"))
    out.append(el("path", d="M24 144 L178 138", fill="none", stroke="#f0c24a", stroke_width=3.5))
    for x in (52, 76, 100, 124, 148):
        out.append(circle(x, 153, 3.5, fill="#1a0e04"))
    out.append(el("path", d="M8 170 Q28 160 48 170 T88 170 T128 170 T168 170 T208 170 L192 190 L8 190 Z",
                  fill=doc.lin([(0, "#6ac0ec"), (1, "#1a5a9a")], 0, 0, 0, 100), stroke=INK, stroke_width=2.5))
    out.append(el("path", d="M16 172 Q28 166 40 171 M96 172 Q108 166 120 171", fill="none", stroke="#ffffff", stroke_width=2.5,
                  stroke_linecap="round"))
    return out


SHIELD = "M8 12 Q8 4 16 4 L184 4 Q192 4 192 12 L192 120 Q192 170 100 196 Q8 170 8 120 Z"


def capacity_plate(doc: Doc, n: int, cx: float, cy: float, r: float) -> Items:
    """The capacity: a big golden digit on a dark round plate."""
    out: Items = [circle(cx + 2, cy + 3, r, fill="#000", fill_opacity=0.35),
                  circle(cx, cy, r, fill=doc.rad([(0, "#5a3a20"), (1, "#1a0c04")], 45, 35, 70), stroke="#f0c24a", stroke_width=max(2, r * 0.08)),
                  circle(cx, cy, r * 0.86, fill="none", stroke="#000", stroke_opacity=0.5, stroke_width=max(1, r * 0.04))]
    h = r * 1.34
    out += number(doc, str(n), cx, cy + h / 2, h)
    return out


def rights_token(n: int) -> Doc:
    doc = Doc(200, 200)
    doc.add(rrect(5, 7, 192, 192, 22, fill="#000", fill_opacity=0.35))
    doc.add(rrect(3, 3, 192, 192, 22, fill=doc.lin([(0, "#e8c090"), (0.5, "#a8703a"), (1, "#5a3414")], 0, 0, 100, 100),
                  stroke="#140a04", stroke_width=3))
    doc.add(rrect(14, 14, 170, 170, 14, fill=doc.rad([(0, "#fbf0d2"), (0.75, "#e4cc98"), (1, "#b89660")], 40, 35, 75),
                  stroke="#140a04", stroke_width=2))
    doc.add(place(pickaxe(doc), 66, 66, 0.52))
    doc.add(capacity_plate(doc, n, 124, 116, 60))
    return doc


def ship_token(n: int) -> Doc:
    doc = Doc(200, 200)
    doc.add(el("path", d=SHIELD, fill="#000", fill_opacity=0.35, transform="translate(2 3)"))
    doc.add(el("path", d=SHIELD, fill=doc.lin([(0, "#9ad0f0"), (0.5, "#2a6aa8"), (1, "#0c2a52")], 0, 0, 100, 100), stroke="#140a04",
               stroke_width=3))
    doc.add(el("path", d="M20 16 L180 16 L180 118 Q180 160 100 184 Q20 160 20 118 Z",
               fill=doc.lin([(0, "#eaf6fc"), (0.6, "#b4dcf0"), (1, "#6aaad0")], 0, 0, 0, 100), stroke="#140a04", stroke_width=2))
    doc.add(place(ship(doc), 64, 66, 0.5))
    doc.add(capacity_plate(doc, n, 124, 110, 58))
    return doc


# --------------------------------------------------------------------------------------------
# track symbols: forest, technology, money
# --------------------------------------------------------------------------------------------
def gear(doc: Doc, cx: float, cy: float, r: float, teeth: int = 9) -> Items:
    pts: list[Pt] = []
    for i in range(teeth * 4):
        a = 2 * math.pi * i / (teeth * 4) - math.pi / 2
        rr = r if i % 4 in (1, 2) else r * 0.78
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    steel = doc.lin([(0, "#e8eef6"), (0.5, "#8a9ab0"), (1, "#3a4458")], 0, 0, 100, 100)
    return [poly(pts, fill=steel, stroke=INK, stroke_width=max(1, r * 0.07), stroke_linejoin="round"),
            circle(cx, cy, r * 0.5, fill="none", stroke="#3a4458", stroke_width=max(1, r * 0.06)),
            circle(cx, cy, r * 0.24, fill="#2a3040", stroke=INK, stroke_width=max(1, r * 0.05))]


def track_icon(doc: Doc, track: str, cx: float, cy: float, r: float) -> Items:
    """The symbol of a development track, about 2r across."""
    if track == "forest":
        return place(conifer(doc, 100, 184, 170, "#2a6a30"), cx, cy, r / 92)
    if track == "tech":
        return gear(doc, cx, cy, r * 0.95)
    if track == "money":
        return coin(doc, cx, cy, r * 0.92)
    raise ValueError(track)


def points_medal(doc: Doc, n: int, cx: float, cy: float, r: float) -> Items:
    """Victory points: a golden number in a laurel wreath on a dark red disc."""
    out: Items = [circle(cx + r * 0.04, cy + r * 0.06, r, fill="#000", fill_opacity=0.35),
                  circle(cx, cy, r, fill=doc.rad([(0, "#b83a2a"), (1, "#4a0a06")], 40, 35, 70), stroke="#f0c24a",
                         stroke_width=max(1.5, r * 0.07))]
    for side in (-1, 1):
        for k in range(6):
            a = math.pi / 2 + side * (0.42 + k * 0.4)
            x, y = cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a)
            rot = math.degrees(a)
            out.append(f'<g transform="translate({_fmt(x)} {_fmt(y)}) rotate({_fmt(rot)})">')
            out.append(ellipse(0, 0, r * 0.1, r * 0.2, fill="#8ac84a", stroke="#1a3a0a", stroke_width=max(0.5, r * 0.025)))
            out.append("</g>")
    h = r * 1.0
    out += number(doc, str(n), cx, cy + h / 2, h)
    return out


# --------------------------------------------------------------------------------------------
# market items: turn track moves, development steps (square pieces that sit on a market space)
# --------------------------------------------------------------------------------------------
def turn_item(n: int) -> Doc:
    """+1/+2/+3 on the turn track: a red arrow pointing right, the number large."""
    doc = Doc(200, 200)
    arrow = [(6, 44), (132, 44), (132, 14), (196, 100), (132, 186), (132, 156), (6, 156)]
    doc.add(poly([(x + 3, y + 4) for x, y in arrow], fill="#000", fill_opacity=0.35))
    doc.add(poly(arrow, fill=doc.lin([(0, "#f07a5a"), (0.5, "#b8281e"), (1, "#5a0c06")], 0, 0, 0, 100), stroke="#140a04",
                 stroke_width=3.5, stroke_linejoin="round"))
    inner = [(16, 54), (142, 54), (142, 38), (182, 100), (142, 162), (142, 146), (16, 146)]
    doc.add(poly(inner, fill="none", stroke="#f0c24a", stroke_width=2.5, stroke_linejoin="round"))
    doc.add(number(doc, str(n), 96, 141, 82, plus=True))
    return doc


def step_item(track: str) -> Doc:
    """One step down a development track: the track's symbol on a badge pointing down."""
    doc = Doc(200, 200)
    colours = {"forest": ("#7ac45a", "#2a6a2a", "#0c2a0c"), "tech": ("#9ab4e0", "#3a5a9a", "#101e40"),
               "money": ("#f8dc7a", "#c8901c", "#5a3a04"), "any": ("#f4e8c8", "#b89a64", "#4a3414")}
    light, mid, dark = colours[track]
    badge = [(20, 12), (180, 12), (180, 128), (100, 192), (20, 128)]
    doc.add(poly([(x + 3, y + 4) for x, y in badge], fill="#000", fill_opacity=0.35))
    doc.add(poly(badge, fill=doc.lin([(0, light), (0.5, mid), (1, dark)], 0, 0, 60, 100), stroke="#140a04", stroke_width=3.5,
                 stroke_linejoin="round"))
    doc.add(poly([(30, 22), (170, 22), (170, 124), (100, 178), (30, 124)], fill="none", stroke="#f0c24a", stroke_width=2.5,
                 stroke_linejoin="round"))
    # the downward chevron: one step down the track
    chevron = [(72, 146), (100, 168), (128, 146)]
    doc.add(pline(chevron, stroke="#140a04", stroke_width=13, stroke_linecap="round", stroke_linejoin="round"))
    doc.add(pline(chevron, stroke="#fff4c8", stroke_width=7, stroke_linecap="round", stroke_linejoin="round"))
    if track == "any":
        doc.add(track_icon(doc, "forest", 50, 50, 20))
        doc.add(track_icon(doc, "money", 100, 44, 19))
        doc.add(track_icon(doc, "tech", 150, 50, 20))
        doc.add(question(doc, 100, 104, 58))
    else:
        doc.add(circle(100, 74, 50, fill="#000", fill_opacity=0.25))
        doc.add(track_icon(doc, track, 100, 72, 46))
    return doc


# --------------------------------------------------------------------------------------------
# market cards (200 x 700: six spaces, rows 1-6 top to bottom) and "market closed"
# --------------------------------------------------------------------------------------------
MC_W, MC_H = 200, 700
MC_SLOTS = [(16, 22 + i * 111, 168, 102) for i in range(6)]


def market_card(kind: str) -> Doc:
    doc = Doc(MC_W, MC_H)
    if kind == "dark":
        body = [(0, "#6a2a1a"), (0.5, "#4a1a10"), (1, "#2a0c06")]
        slot = doc.rad([(0, "#3a1a10"), (1, "#1a0804")], 50, 40, 75)
        trim, line = "#f0c24a", "#140604"
    else:
        body = [(0, "#fbf2d8"), (0.5, "#ecd8a8"), (1, "#c8a868")]
        slot = doc.rad([(0, "#f8f0da"), (1, "#d8c290")], 50, 40, 75)
        trim, line = "#3a7a3a", "#3a2a10"
    doc.add(rrect(4, 5, MC_W - 6, MC_H - 6, 16, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, MC_W - 6, MC_H - 6, 16, fill=doc.lin(body, 0, 0, 100, 100), stroke="#140a04", stroke_width=3))
    doc.add(rrect(8, 8, MC_W - 18, MC_H - 18, 11, fill="none", stroke=trim, stroke_width=3))
    for x, y, w, h in MC_SLOTS:
        doc.add(rrect(x, y, w, h, 12, fill=slot, stroke=line, stroke_width=2.5))
        doc.add(rrect(x + 2, y + 2, w - 4, h - 4, 10, fill="none", stroke="#000", stroke_opacity=0.25, stroke_width=3))
    # small diamonds between the spaces, a jeweller's rivet look
    for i in range(len(MC_SLOTS) - 1):
        yd = MC_SLOTS[i][1] + MC_SLOTS[i][3] + 4.5
        for x in (40, 100, 160):
            doc.add(poly([(x, yd - 5), (x + 6, yd), (x, yd + 5), (x - 6, yd)], fill=trim, stroke=line, stroke_width=1))
    return doc


def market_closed() -> Doc:
    doc = Doc(MC_W, MC_H)
    doc.add(rrect(4, 5, MC_W - 6, MC_H - 6, 16, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, MC_W - 6, MC_H - 6, 16, fill=doc.lin([(0, "#8a8478"), (0.5, "#5a564e"), (1, "#2e2c28")], 0, 0, 100, 100),
                  stroke="#140a04", stroke_width=3))
    rng = random.Random(9)
    for row in range(14):  # a stone wall
        y = 14 + row * 48
        off = 0 if row % 2 else 28
        for col in range(-1, 4):
            x = 12 + off + col * 56
            x0, x1 = max(12, x), min(MC_W - 16, x + 52)
            if x1 - x0 > 8 and y + 44 < MC_H - 10:
                g = rng.randint(0, 28)
                doc.add(rrect(x0, y, x1 - x0, 44, 6, fill=rgb(118 + g, 112 + g, 102 + g), stroke="#2a2620", stroke_width=2))
    # a wrought-iron gate, closed with a chain and a padlock
    gate = "M30 640 L30 220 Q100 140 170 220 L170 640 Z"
    doc.add(el("path", d=gate, fill="#140e0a", fill_opacity=0.8, stroke="#000", stroke_width=3))
    for x in range(42, 170, 16):
        top = 220 - 60 * (1 - abs(x - 100) / 70) ** 0.6
        doc.add(pline([(x, 640), (x, top + 10)], stroke="#000", stroke_width=6))
        doc.add(pline([(x, 640), (x, top + 10)], stroke="#5a5e66", stroke_width=3))
        doc.add(poly([(x, top - 2), (x + 5, top + 10), (x - 5, top + 10)], fill="#8a8e96", stroke="#000", stroke_width=1.5))
    for y in (300, 560):
        doc.add(el("rect", x=30, y=y, width=140, height=10, fill="#5a5e66", stroke="#000", stroke_width=2))
    doc.add(el("path", d="M30 220 Q100 140 170 220", fill="none", stroke="#000", stroke_width=8))
    doc.add(el("path", d="M30 220 Q100 140 170 220", fill="none", stroke="#7a7e86", stroke_width=4))
    for i in range(9):  # the chain
        x = 36 + i * 16
        yc = 396 + 30 * math.sin(math.pi * i / 8)
        doc.add(ellipse(x, yc, 9, 6, fill="none", stroke="#000", stroke_width=5))
        doc.add(ellipse(x, yc, 9, 6, fill="none", stroke="#c8ccd4", stroke_width=2.5))
    doc.add(el("path", d="M84 440 L84 420 A16 16 0 0 1 116 420 L116 440", fill="none", stroke="#000", stroke_width=11))
    doc.add(el("path", d="M84 440 L84 420 A16 16 0 0 1 116 420 L116 440", fill="none", stroke="#c8ccd4", stroke_width=6))
    doc.add(rrect(70, 436, 60, 52, 8, fill=doc.lin([(0, "#fff0a8"), (0.5, "#d8a030"), (1, "#7a4c08")], 0, 0, 100, 100), stroke="#000",
                  stroke_width=3))
    doc.add(circle(100, 456, 6, fill="#2a1604"))
    doc.add(poly([(96, 458), (104, 458), (102, 476), (98, 476)], fill="#2a1604"))
    # a red band across: closed
    doc.add(el("path", d="M8 560 L192 470 L192 520 L8 610 Z", fill="#b8281e", stroke="#140a04", stroke_width=3, fill_opacity=0.92))
    doc.add(el("path", d="M8 572 L192 482 M8 598 L192 508", fill="none", stroke="#f0c24a", stroke_width=2.5))
    return doc


def rgb(r: int, g: int, b: int) -> str:
    return "#%02x%02x%02x" % (r, g, b)


# --------------------------------------------------------------------------------------------
# price tiles (220 x 260): the object in a medallion, its price in gems below
# --------------------------------------------------------------------------------------------
def price_tile(kind: str) -> Doc:
    doc = Doc(220, 260)
    doc.add(rrect(5, 6, 212, 252, 18, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, 212, 252, 18, fill=doc.lin([(0, "#3a6a3a"), (0.5, "#1e4a22"), (1, "#0c2410")], 0, 0, 100, 100),
                  stroke="#140a04", stroke_width=3))
    doc.add(rrect(9, 9, 198, 238, 12, fill="none", stroke="#f0c24a", stroke_width=3))
    doc.add(circle(108, 96, 80, fill="#000", fill_opacity=0.3))
    doc.add(circle(108, 92, 80, fill=doc.lin(FRAME_LANDSCAPE, 0, 0, 100, 100), stroke="#140a04", stroke_width=2.5))
    # the ground as a plain disc in the tile's own light (the tiles' grounds are square)
    grounds = {"fountain": ("#fffaf0", "#e6d8b8", "#b8a47c"), "orangery": ("#a8d86a", "#5aa03a", "#2e6a22"),
               "pavilion": ("#c8ec8a", "#7ac04a", "#3a7a2a"), "rose-garden": ("#4a8a3a", "#2a5a24", "#143414"),
               "forest": ("#3a6a2a", "#1c3e1a", "#0c200c"), "any": ("#f8f0d0", "#c8d890", "#6a8a4a")}
    c0, c1, c2 = grounds[kind]
    doc.add(circle(108, 92, 70, fill=doc.rad([(0, c0), (0.7, c1), (1, c2)], 50, 40, 60)))
    if kind == "any":  # any landscape object: the four, small, one in each quarter
        for obj, (dx, dy) in zip(LANDSCAPES, ((-27, -25), (27, -25), (-27, 29), (27, 29))):
            doc.add(place(OBJECTS[obj](doc), 108 + dx, 94 + dy, 0.27))
    else:
        doc.add(place(OBJECTS[kind](doc), 108, 94, 0.58 if kind != "forest" else 0.54))
    doc.add(circle(108, 92, 70, fill="none", stroke="#140a04", stroke_width=2))
    # the price on a parchment band
    doc.add(rrect(18, 180, 180, 64, 14, fill=doc.lin([(0, "#fbf2d8"), (1, "#d8bf88")], 0, 0, 0, 100), stroke="#140a04", stroke_width=2.5))
    step = 56 if len(PRICES[kind]) <= 3 else 44
    for i, colour in enumerate(PRICES[kind]):
        x = 108 + (i - (len(PRICES[kind]) - 1) / 2) * step
        doc.add(gem(doc, colour, x, 212, 22 if colour != "green" else 21, sparkle=False))
    return doc


# --------------------------------------------------------------------------------------------
# bonus cards (250 x 350)
# --------------------------------------------------------------------------------------------
def bonus_card(tiles: list[str], points: int, positions: Sequence[tuple[float, float]], scale: float) -> Doc:
    """A bonus card: the tiles it asks for (at those centres, that scale) over its points."""
    doc = Doc(250, 350)
    doc.add(rrect(4, 5, 244, 343, 18, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, 244, 343, 18, fill=doc.lin([(0, "#2a5a3a"), (0.5, "#123a24"), (1, "#06180c")], 0, 0, 40, 100),
                  stroke="#140a04", stroke_width=3))
    gold = doc.lin([(0, "#fff0a8"), (0.3, "#e8b842"), (0.65, "#b57d1c"), (1, "#f1cc62")], 0, 0, 100, 100)
    doc.add(rrect(10, 10, 228, 327, 12, fill="none", stroke=gold, stroke_width=5))
    doc.add(rrect(17, 17, 214, 313, 8, fill="none", stroke="#f0c24a", stroke_opacity=0.5, stroke_width=1.5))
    doc.add(circle(124, 130, 100, fill=doc.rad([(0, "#f8e8a0", 0.35), (1, "#f8e8a0", 0)])))
    for (x, y), kind in zip(positions, tiles):
        doc.add(rrect(x - 100 * scale + 3, y - 100 * scale + 4, 200 * scale, 200 * scale, 16 * scale, fill="#000", fill_opacity=0.4))
        if kind == "same":
            doc.add(place(same_tile(doc), x, y, scale))
        else:
            doc.add(place(tile_items(doc, kind), x, y, scale))
    doc.add(points_medal(doc, points, 124, 288, 40))
    return doc


def same_tile(doc: Doc) -> Items:
    """'Any one object': a landscape tile whose picture is a question mark."""
    out: Items = [rrect(1.5, 1.5, 197, 197, 16, fill=doc.lin(FRAME_LANDSCAPE, 0, 0, 100, 100), stroke="#1a0e04", stroke_width=2.5),
                  rrect(10, 10, 180, 180, 9, fill=doc.rad([(0, "#c8ec8a"), (0.7, "#7ac04a"), (1, "#3a7a2a")], 50, 40, 75),
                        stroke="#1a0e04", stroke_width=2)]
    out += question(doc, 100, 96, 120, colour="#fff4c8")
    return out


def bonus_cards() -> None:
    tri = [(124, 78), (72, 176), (176, 176)]
    for kind in LANDSCAPES:
        write(f"bonus-three-{kind}", bonus_card([kind] * 3, 3, tri, 0.48))
    quad = [(73, 80), (175, 80), (73, 182), (175, 182)]
    five = [(54, 84), (124, 84), (194, 84), (89, 164), (159, 164)]
    for pts_ in (5, 3):
        write(f"bonus-four-different-{pts_}", bonus_card(list(LANDSCAPES), pts_, quad, 0.49))
        write(f"bonus-five-alike-{pts_}", bonus_card(["same"] * 5, pts_, five, 0.34))


# --------------------------------------------------------------------------------------------
# the player's park board, the development tracks, the turn track
# --------------------------------------------------------------------------------------------
BOARD_W, BOARD_H = 1080, 600
SPACE = 128
LIGHT_SLOTS = [(48 + c * (SPACE + 14), 92 + r * (SPACE + 14), SPACE, SPACE) for r in range(2) for c in range(7)]
DARK_SLOTS = [(48 + (c + 1) * (SPACE + 14), 92 + 2 * (SPACE + 14) + 34, SPACE, SPACE) for c in range(5)]
NAME_BOX = (120, 26, BOARD_W - 248, 40)  # the ribbon along the top, where a screen may write the player's name
REQUIRED_SLOTS = (0, 3, 6)  # which of the light spaces are required, in the order of REQUIRED


def hedge(doc: Doc, x: float, y: float, w: float, h: float, rng: random.Random) -> Items:
    out: Items = [rrect(x, y, w, h, h / 2, fill="#1e4a1e", stroke="#0a1a0a", stroke_width=2)]
    n = int(w // (h * 0.8))
    for i in range(n):
        cx = x + h / 2 + i * (w - h) / max(1, n - 1)
        out.append(circle(cx, y + h / 2 - h * 0.1, h * 0.5 * rng.uniform(0.85, 1.05), fill=rng.choice(["#2e6a2a", "#3a7a30", "#28602a"]),
                          stroke="#0a1a0a", stroke_width=1.2))
    return out


def board(colour: str) -> Doc:
    body, rim, _sym = PLAYER[colour]
    rng = random.Random(PLAYER_COLOURS.index(colour) + 20)
    doc = Doc(BOARD_W, BOARD_H)
    doc.add(rrect(5, 7, BOARD_W - 8, BOARD_H - 8, 24, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, BOARD_W - 8, BOARD_H - 8, 24, fill=doc.lin([(0, lighten(body, 0.25)), (0.5, body), (1, darken(body, 0.45))], 0, 0, 100, 100),
                  stroke="#140a04", stroke_width=3))
    # the garden: gravel paths between lawns
    doc.add(rrect(18, 18, BOARD_W - 40, BOARD_H - 40, 16, fill=doc.rad([(0, "#f4e6c4"), (0.8, "#dcc698"), (1, "#b89a68")], 50, 40, 75),
                  stroke="#140a04", stroke_width=2.5))
    for _ in range(60):
        x, y = rng.uniform(26, BOARD_W - 30), rng.uniform(26, BOARD_H - 30)
        doc.add(circle(x, y, rng.uniform(0.8, 2.2), fill=rng.choice(["#a88a5a", "#fff8e0", "#8a7450"]), fill_opacity=0.6))
    # the player's colour: a marker in the corner and a ribbon along the top
    nx, ny, nw, nh = NAME_BOX
    doc.add(rrect(nx, ny, nw, nh, 10, fill=doc.lin([(0, lighten(body, 0.2)), (1, darken(body, 0.3))], 0, 0, 0, 100),
                  stroke="#140a04", stroke_width=2))
    doc.add(rrect(nx + 8, ny + 6, nw - 16, nh - 12, 6, fill="none", stroke="#f0c24a", stroke_width=2))
    for x in (60, BOARD_W - 64):
        doc.add(place(marker(doc, colour, 100, 54, 88), x, 46, 0.36))
    lawn_l = doc.rad([(0, "#c4ec8c"), (0.75, "#8acc5a"), (1, "#5a9a3a")], 45, 40, 75)
    lawn_d = doc.rad([(0, "#4a8a3a"), (0.75, "#2a5e24"), (1, "#163a14")], 45, 40, 75)
    for x, y, w, h in LIGHT_SLOTS:
        doc.add(rrect(x + 2, y + 3, w, h, 12, fill="#000", fill_opacity=0.25))
        doc.add(rrect(x, y, w, h, 12, fill=lawn_l, stroke="#2a4a1a", stroke_width=2.5))
    doc.add(hedge(doc, 44, DARK_SLOTS[0][1] - 29, BOARD_W - 96, 22, rng))
    # two flowering bushes in the gravel beside the dark-green spaces
    for bx in (DARK_SLOTS[0][0] / 2 + 10, (DARK_SLOTS[-1][0] + SPACE + BOARD_W - 20) / 2):
        doc.add(shadow(bx + 3, DARK_SLOTS[0][1] + 100, 44, 10, 0.25))
        doc.add(bush(doc, bx, DARK_SLOTS[0][1] + 70, 44, rng, 4))
    for x, y, w, h in DARK_SLOTS:
        doc.add(rrect(x + 2, y + 3, w, h, 12, fill="#000", fill_opacity=0.25))
        doc.add(rrect(x, y, w, h, 12, fill=lawn_d, stroke="#0c200c", stroke_width=2.5))
    # the required spaces: a golden border and a faint picture of the kind that must go there
    for idx, kind in zip(REQUIRED_SLOTS, REQUIRED[colour]):
        x, y, w, h = LIGHT_SLOTS[idx]
        doc.add('<g opacity="0.42">')
        doc.add(place(OBJECTS[kind](doc), x + w / 2, y + h / 2 + 2, w / 200 * 0.86))
        doc.add("</g>")
        doc.add(rrect(x - 4, y - 4, w + 8, h + 8, 15, fill="none", stroke="#140a04", stroke_width=8))
        doc.add(rrect(x - 4, y - 4, w + 8, h + 8, 15, fill="none", stroke="#f0c24a", stroke_width=4.5))
        for cx, cy in [(x + 4, y + 4), (x + w - 4, y + 4), (x + 4, y + h - 4), (x + w - 4, y + h - 4)]:
            doc.add(poly([(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)], fill="#f0c24a", stroke="#140a04", stroke_width=2))
    return doc


TRACK_W, TRACK_H = 200, 760
TRACK_SLOTS = [(20, 176 + i * 114, 160, 104) for i in range(5)]
TRACK_COLOURS = {"forest": ("#3a7a3a", "#143a14"), "tech": ("#4a6aa8", "#142448"), "money": ("#c8901c", "#5a3a04")}


def small_gem(doc: Doc, cx: float, cy: float, s: float) -> Items:
    """'A gem of the set's colour' on the technology track: a round gem in neutral white-grey."""
    return faceted(doc, ngon(cx, cy, s, 12, rot=-math.pi / 2 + math.pi / 12), (cx, cy), ("#ffffff", "#c8c4bc", "#6a6660"),
                   INK, s)


def track(kind: str) -> Doc:
    light, dark = TRACK_COLOURS[kind]
    doc = Doc(TRACK_W, TRACK_H)
    doc.add(rrect(5, 7, TRACK_W - 8, TRACK_H - 8, 20, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, TRACK_W - 8, TRACK_H - 8, 20, fill=doc.lin([(0, lighten(light, 0.2)), (0.5, light), (1, dark)], 0, 0, 100, 100),
                  stroke="#140a04", stroke_width=3))
    doc.add(rrect(9, 9, TRACK_W - 22, TRACK_H - 22, 14, fill="none", stroke="#f0c24a", stroke_width=2.5))
    doc.add(circle(98, 90, 64, fill=doc.rad([(0, "#fbf2d8"), (1, "#d8bf88")], 45, 40, 70), stroke="#140a04", stroke_width=3))
    doc.add(track_icon(doc, kind, 98, 90, 48))
    for i, (x, y, w, h) in enumerate(TRACK_SLOTS):
        doc.add(rrect(x + 2, y + 3, w, h, 12, fill="#000", fill_opacity=0.3))
        doc.add(rrect(x, y, w, h, 12, fill=doc.rad([(0, "#fffaf0"), (1, "#e0cc9c")], 45, 40, 75), stroke="#140a04", stroke_width=2.5))
        if i < 4:  # the way down
            doc.add(poly([(88, y + h + 1), (108, y + h + 1), (98, y + h + 10)], fill="#f0c24a", stroke="#140a04", stroke_width=1.5))
        cx, cy = x + w / 2, y + h / 2
        if kind == "forest":
            doc.add(place(conifer(doc, 100, 184, 170, "#2a6a30"), x + 34, cy, 0.42))
            doc.add(number(doc, str(2 + i), x + 104, cy + 30, 60, stops=DARK_STOPS, outline="#fff8e0"))
        elif kind == "money":
            doc.add(coin(doc, x + 30, cy, 20))
            doc.add(number(doc, str(10 + i), x + 88 - (8 if i >= 2 else 0), cy + 24, 48, stops=DARK_STOPS, outline="#fff8e0"))
            if i >= 2:
                doc.add(points_medal(doc, i - 1, x + w - 20, y + h / 2, 17))
        else:
            if i == 0:  # start: nothing yet, an empty ring
                doc.add(circle(cx, cy, 26, fill="none", stroke="#8a7450", stroke_width=5, stroke_dasharray="8 6"))
            else:
                gems = {1: (1, 0), 2: (0, 1), 3: (1, 1), 4: (2, 1)}[i]
                n_items = gems[0] + gems[1]
                gs = {1: 34.0, 2: 28.0, 3: 22.0}[n_items]
                items: list[Callable[[float], Items]] = []
                items += [lambda gx: small_gem(doc, gx, cy, gs * 0.85)] * gems[0]
                items += [lambda gx: clear_diamond(doc, gx, cy - gs * 0.15, gs)] * gems[1]
                span = gs * 2.2
                x0 = cx - span * (len(items) - 1) / 2 - (8 if i == 4 else 0)
                for k, draw in enumerate(items):
                    doc.add(draw(x0 + k * span))
                if i == 4:
                    doc.add(points_medal(doc, 2, x + w - 14, y + 16, 17))
    return doc


TURN_W, TURN_H = 1200, 160
TURN_SLOTS = [(18 + i * 106, 40, 98, 100) for i in range(11)]


def turn_track() -> Doc:
    doc = Doc(TURN_W, TURN_H)
    doc.add(rrect(5, 7, TURN_W - 8, TURN_H - 8, 20, fill="#000", fill_opacity=0.35))
    doc.add(rrect(2, 2, TURN_W - 8, TURN_H - 8, 20, fill=doc.lin([(0, "#8a3a22"), (0.5, "#5a1e10"), (1, "#2a0a04")], 0, 0, 0, 100),
                  stroke="#140a04", stroke_width=3))
    doc.add(rrect(9, 9, TURN_W - 22, TURN_H - 22, 14, fill="none", stroke="#f0c24a", stroke_width=2.5))
    # an arrow along the top: the later spaces lead
    doc.add(pline([(40, 24), (TURN_W - 60, 24)], stroke="#f0c24a", stroke_width=4))
    doc.add(poly([(TURN_W - 62, 14), (TURN_W - 40, 24), (TURN_W - 62, 34)], fill="#f0c24a", stroke="#140a04", stroke_width=1.5))
    for i, (x, y, w, h) in enumerate(TURN_SLOTS):
        last = i == 10
        doc.add(rrect(x + 2, y + 3, w, h, 12, fill="#000", fill_opacity=0.3))
        fill = doc.rad([(0, "#fff4c8"), (1, "#e0b860")], 45, 40, 75) if last else doc.rad([(0, "#fffaf0"), (1, "#e0cc9c")], 45, 40, 75)
        doc.add(rrect(x, y, w, h, 12, fill=fill, stroke="#140a04", stroke_width=2.5))
        stops = DARK_STOPS
        if last:
            doc.add(number(doc, "10", x + w / 2 - 8, y + h / 2 + 20, 40, stops=stops, outline="#fff8e0"))
            doc.add(glyph(doc, plus_path(x + w - 16, y + h / 2 - 18, 9), y + h / 2 - 27, y + h / 2 - 9, 2.5, stops, "#fff8e0"))
        else:
            doc.add(number(doc, str(i), x + w / 2, y + h / 2 + 24, 48, stops=stops, outline="#fff8e0"))
    return doc


def table() -> Doc:
    """The club's table under everything: green baize with a faint diamond lattice, lit in the
    middle. Drawn to be stretched to any window."""
    W, H = 1600, 900
    doc = Doc(W, H)
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.rad([(0, "#2e5a34"), (0.6, "#1c3e22"), (1, "#0c1c10")], 50, 45, 70)))
    step = 90
    for k in range(-H // step, W // step + H // step + 2):
        x = k * step
        doc.add(pline([(x, 0), (x + H, H)], stroke="#f0c24a", stroke_opacity=0.05, stroke_width=2))
        doc.add(pline([(x, 0), (x - H, H)], stroke="#f0c24a", stroke_opacity=0.05, stroke_width=2))
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.rad([(0, "#000", 0), (0.6, "#000", 0), (1, "#000", 0.55)], 50, 50, 75)))
    doc.add(rrect(14, 14, W - 28, H - 28, 18, fill="none", stroke="#f0c24a", stroke_opacity=0.25, stroke_width=3))
    return doc


def emblem() -> Doc:
    """Diamonds Club's emblem (a game's card on the title screen, the window's icon): a green
    crest with the clear diamond over the four gems, in a laurel wreath."""
    doc = Doc(256, 256)
    crest = "M20 28 Q20 14 34 14 L222 14 Q236 14 236 28 L236 140 Q236 206 128 246 Q20 206 20 140 Z"
    doc.add(el("path", d=crest, fill="#000", fill_opacity=0.4, transform="translate(3 5)"))
    doc.add(el("path", d=crest, fill=doc.lin([(0, "#fff0a8"), (0.35, "#e8b842"), (0.7, "#a86e10"), (1, "#f1cc62")], 0, 0, 100, 100),
               stroke="#140a04", stroke_width=3.5))
    doc.add(el("path", d="M32 30 L224 30 L224 138 Q224 194 128 230 Q32 194 32 138 Z",
               fill=doc.rad([(0, "#3a7a42"), (0.65, "#1a4a24"), (1, "#0a2410")], 50, 35, 70), stroke="#140a04", stroke_width=2.5))
    # laurel branches along the lower rim
    for side in (-1, 1):
        for k in range(7):
            t = k / 6
            x = 128 + side * (30 + 62 * math.sin(t * 1.4))
            y = 206 - 96 * t
            rot = side * (30 + 40 * t)
            doc.add(f'<g transform="translate({_fmt(x)} {_fmt(y)}) rotate({_fmt(rot)})">')
            doc.add(ellipse(0, 0, 7, 14, fill="#8ac84a", stroke="#0c2a0c", stroke_width=1.5))
            doc.add(pline([(0, -12), (0, 12)], stroke="#3a7a2a", stroke_width=1))
            doc.add("</g>")
    glow = doc.rad([(0, "#fff4c0", 0.55), (1, "#fff4c0", 0)])
    doc.add(circle(128, 108, 84, fill=glow))
    for colour, (x, y) in zip(GEM_COLOURS, [(70, 160), (104, 182), (152, 182), (186, 160)]):
        doc.add(gem(doc, colour, x, y, 17, sparkle=False))
    doc.add(clear_diamond(doc, 128, 96, 64))
    return doc


def layout() -> dict[str, object]:
    """Where the spaces lie on the boards, tracks and market card, as fractions of the picture."""
    def frac(slots: Sequence[tuple[float, float, float, float]], w: float, h: float) -> list[list[float]]:
        return [[round(x / w, 5), round(y / h, 5), round(sw / w, 5), round(sh / h, 5)] for x, y, sw, sh in slots]

    return {
        "about": "Each space's box [x, y, w, h] as fractions of its picture's width and height. Written by tools/make_club_art.py.",
        "board": {"aspect": BOARD_W / BOARD_H, "light": frac(LIGHT_SLOTS, BOARD_W, BOARD_H),
                  "dark": frac(DARK_SLOTS, BOARD_W, BOARD_H), "name": frac([NAME_BOX], BOARD_W, BOARD_H)[0],
                  "required": list(REQUIRED_SLOTS),
                  "required_kinds": {c: list(k) for c, k in REQUIRED.items()}},
        "track": {"aspect": TRACK_W / TRACK_H, "spaces": frac(TRACK_SLOTS, TRACK_W, TRACK_H)},
        "turn-track": {"aspect": TURN_W / TURN_H, "spaces": frac(TURN_SLOTS, TURN_W, TURN_H)},
        "market-card": {"aspect": MC_W / MC_H, "spaces": frac(MC_SLOTS, MC_W, MC_H)},
    }


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.svg"):
        old.unlink()
    for kind in PARK_TILES:
        write(f"tile-{kind}", park_tile(kind))
    for colour in GEM_COLOURS:
        write(f"gem-{colour}", gem_token(colour))
        write(f"mine-{colour}", mine_token(colour))
    write("gem-diamond", gem_token("diamond"))
    write("gem-any", gem_token("any"))
    write("coin", coin_token())
    for colour in PLAYER_COLOURS:
        write(f"marker-{colour}", marker_token(colour))
    for n in CAPACITIES:
        write(f"rights-{n}", rights_token(n))
        write(f"ship-{n}", ship_token(n))
    for n in (1, 2, 3):
        write(f"turn-{n}", turn_item(n))
    for step in TRACKS + ("any",):
        write(f"step-{step}", step_item(step))
    write("market-card-dark", market_card("dark"))
    write("market-card-light", market_card("light"))
    write("market-closed", market_closed())
    for kind in LANDSCAPES + ("forest", "any"):
        write(f"price-{kind}", price_tile(kind))
    bonus_cards()
    for colour in PLAYER_COLOURS:
        write(f"board-{colour}", board(colour))
    for kind in TRACKS:
        write(f"track-{kind}", track(kind))
    write("turn-track", turn_track())
    write("table", table())
    write("emblem", emblem())
    (OUT / "layout.json").write_text(json.dumps(layout(), indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
    print(f"wrote {len(list(OUT.glob('*.svg')))} SVGs to {OUT}")
