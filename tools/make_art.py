#!/usr/bin/env python3
"""Generate every SVG of Diamant's art into assets/art/, plus assets/icon.png and assets/icon.ico.

Run from the repository root:  .venv/bin/python tools/make_art.py

The SVGs are written for the renderer inside pygame-ce (SDL_image / nanosvg), which means:
no <text>, no <use>, no filters, no clip paths. Gradients always use percentages (bounding box)
or gradientUnits="userSpaceOnUse". Numerals are drawn as paths (the digit outlines of Noto Serif
Bold, SIL Open Font License, embedded below in font units: 1000 per em, y up).
"""
from __future__ import annotations

import math
import os
import random
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ART = ROOT / "assets" / "art"

DIGITS = {
    "0": (559, "M280 -10Q189 -10 135 36Q81 82 58 165Q34 248 34 359Q34 470 58 552Q81 634 135 679Q189 724 281 724Q368 724 422 679Q475 634 500 552Q525 469 525 358Q525 247 500 164Q475 82 421 36Q367 -10 280 -10ZM280 55Q336 55 353 135Q370 215 370 358Q370 501 353 580Q336 659 281 659Q225 659 207 580Q189 501 189 358Q189 215 207 135Q225 55 280 55Z"),
    "1": (559, "M97 0V53H179Q205 53 217 67Q229 81 229 118V619Q191 573 160 544Q130 515 100 515Q76 515 59 535Q42 555 42 589Q72 597 110 613Q147 629 196 666L266 718H378V118Q378 87 388 70Q398 53 429 53H510V0Z"),
    "2": (559, "M35 0V103L183 254Q245 317 278 365Q311 413 324 457Q337 501 337 553Q337 610 316 636Q295 663 259 663Q208 663 188 620Q167 576 167 490Q110 490 74 512Q39 535 39 589Q39 625 64 656Q88 687 137 706Q186 724 259 724Q371 724 430 680Q488 635 488 558Q488 523 476 490Q463 457 434 418Q405 379 355 328Q305 276 230 205L130 110H363Q427 110 446 179L454 210H513L508 0Z"),
    "3": (559, "M243 -10Q168 -10 120 7Q73 24 50 52Q28 79 28 110Q28 148 54 168Q79 188 113 188Q113 124 147 92Q181 60 236 60Q269 60 297 73Q325 86 342 118Q359 150 359 207Q359 264 319 301Q279 338 204 338H142V400H208Q273 400 304 440Q335 481 335 547Q335 601 314 632Q293 663 252 663Q216 663 198 640Q179 618 172 582Q166 547 166 508Q104 508 70 530Q36 551 36 597Q36 650 92 687Q148 724 257 724Q364 724 426 682Q488 639 488 561Q488 494 444 448Q400 403 335 381Q375 374 416 354Q457 335 485 300Q513 264 513 206Q513 145 490 104Q468 62 430 37Q391 12 343 1Q295 -10 243 -10Z"),
    "4": (559, "M180 0V53H208Q242 53 266 66Q290 78 290 125V186H13V247L297 714H436V252H540V186H436V125Q436 78 460 66Q484 53 518 53H531V0ZM83 252H290V427Q290 471 292 522Q293 573 297 619Q292 607 282 587Q271 567 258 544Q246 522 235 503Q224 484 218 475Z"),
    "5": (559, "M245 -10Q170 -10 125 8Q80 25 60 52Q40 80 40 111Q40 146 62 163Q84 180 120 180Q120 152 130 124Q141 96 165 78Q189 60 230 60Q263 60 291 74Q319 89 336 124Q353 159 353 220Q353 295 318 332Q282 368 217 368Q179 368 154 362Q129 357 106 350L60 368L92 714H470L475 532H418L410 566Q406 584 397 594Q388 604 364 604H156L140 419Q156 425 188 430Q219 434 250 434Q366 434 436 380Q506 327 506 220Q506 155 482 111Q459 67 420 40Q382 14 336 2Q290 -10 245 -10Z"),
    "6": (559, "M293 -10Q219 -10 163 26Q107 63 76 138Q45 214 45 330Q45 413 62 484Q80 556 115 610Q150 663 204 694Q258 724 330 724Q395 724 434 708Q472 693 490 668Q507 643 507 614Q507 583 480 560Q453 536 387 536Q387 566 382 596Q376 626 362 646Q348 665 321 665Q262 665 227 596Q192 528 186 401Q206 415 240 426Q273 438 324 438Q415 438 470 384Q524 329 524 231Q524 124 466 57Q407 -10 293 -10ZM296 56Q334 56 356 96Q379 135 379 221Q379 302 354 340Q330 377 287 377Q260 377 230 362Q199 346 186 329Q187 185 218 120Q250 56 296 56Z"),
    "7": (559, "M125 0 391 605H168Q116 605 110 554L104 504H44L49 714H526V665L250 0Z"),
    "8": (559, "M273 -10Q190 -10 136 16Q82 42 56 86Q30 129 30 182Q30 247 70 288Q111 328 177 361Q117 396 85 440Q53 484 53 542Q53 589 75 630Q97 672 148 698Q199 724 285 724Q391 724 444 674Q498 625 498 549Q498 489 462 454Q425 419 363 387Q453 344 491 297Q529 250 529 189Q529 95 462 42Q394 -10 273 -10ZM302 421Q339 442 356 472Q372 502 372 551Q372 580 362 606Q351 632 330 649Q310 666 279 666Q238 666 216 634Q194 602 194 554Q194 502 222 474Q250 445 302 421ZM278 47Q329 47 360 82Q390 117 390 172Q390 221 356 254Q321 286 244 321Q210 299 188 265Q165 231 165 178Q165 120 196 84Q227 47 278 47Z"),
    "9": (559, "M227 -10Q167 -10 131 6Q95 23 79 49Q63 75 63 103Q63 125 75 140Q87 155 112 160Q126 115 154 84Q182 53 232 53Q362 53 373 343Q351 314 316 294Q281 275 231 275Q145 275 90 328Q35 381 35 482Q35 554 62 608Q90 663 142 694Q193 724 264 724Q337 724 393 689Q449 654 482 580Q514 506 514 388Q514 306 498 234Q482 161 448 106Q413 52 358 21Q304 -10 227 -10ZM274 347Q309 347 334 366Q359 384 373 414Q372 542 344 600Q316 657 270 657Q227 657 204 614Q180 572 180 488Q180 347 274 347Z"),
}


# --------------------------------------------------------------------------------------------
# small SVG toolkit
# --------------------------------------------------------------------------------------------
def _fmt(v):
    if isinstance(v, float):
        s = f"{v:.2f}".rstrip("0").rstrip(".")
        return s if s not in ("-0", "") else "0"
    return str(v)


def el(tag, **a):
    """One self-closing element; attribute names use _ for - (stroke_width -> stroke-width)."""
    attrs = " ".join(f'{k.rstrip("_").replace("_", "-")}="{_fmt(v)}"' for k, v in a.items() if v is not None)
    return f"<{tag} {attrs}/>"


def hexrgb(c):
    c = c.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def rgbhex(t):
    return "#%02x%02x%02x" % tuple(max(0, min(255, round(v))) for v in t)


def mix(a, b, t):
    a, b = hexrgb(a), hexrgb(b)
    return rgbhex(tuple(a[i] + (b[i] - a[i]) * t for i in range(3)))


def lighten(c, t):
    return mix(c, "#ffffff", t)


def darken(c, t):
    return mix(c, "#000000", t)


def pts(points):
    return " ".join(f"{_fmt(float(x))},{_fmt(float(y))}" for x, y in points)


def poly(points, **a):
    return el("polygon", points=pts(points), **a)


def pline(points, **a):
    a.setdefault("fill", "none")
    return el("polyline", points=pts(points), **a)


class Doc:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self.n = 0

    def _id(self, p):
        self.n += 1
        return f"{p}{self.n}"

    @staticmethod
    def _stops(stops):
        out = []
        for s in stops:
            off, col = s[0], s[1]
            op = s[2] if len(s) > 2 else 1
            extra = f' stop-opacity="{_fmt(float(op))}"' if op != 1 else ""
            out.append(f'<stop offset="{_fmt(float(off * 100))}%" stop-color="{col}"{extra}/>')
        return "".join(out)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=100, user=False):
        """Linear gradient; coordinates in % of the shape's box, or user units if user=True."""
        i = self._id("l")
        if user:
            a = f'gradientUnits="userSpaceOnUse" x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(x2)}" y2="{_fmt(y2)}"'
        else:
            a = f'x1="{_fmt(x1)}%" y1="{_fmt(y1)}%" x2="{_fmt(x2)}%" y2="{_fmt(y2)}%"'
        self.defs.append(f'<linearGradient id="{i}" {a}>{self._stops(stops)}</linearGradient>')
        return f"url(#{i})"

    def rad(self, stops, cx=50, cy=50, r=50, fx=None, fy=None, user=False):
        i = self._id("r")
        fx = cx if fx is None else fx
        fy = cy if fy is None else fy
        u = "" if user else "%"
        a = f'cx="{_fmt(cx)}{u}" cy="{_fmt(cy)}{u}" r="{_fmt(r)}{u}" fx="{_fmt(fx)}{u}" fy="{_fmt(fy)}{u}"'
        if user:
            a = 'gradientUnits="userSpaceOnUse" ' + a
        self.defs.append(f'<radialGradient id="{i}" {a}>{self._stops(stops)}</radialGradient>')
        return f"url(#{i})"

    def add(self, *items):
        for it in items:
            if isinstance(it, (list, tuple)):
                self.add(*it)
            elif it:
                self.body.append(it)

    def g(self, items, **a):
        attrs = " ".join(f'{k.replace("_", "-")}="{_fmt(v)}"' for k, v in a.items())
        self.body.append(f"<g {attrs}>")
        self.add(items)
        self.body.append("</g>")

    def svg(self):
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.w}" height="{self.h}" '
            f'viewBox="0 0 {self.w} {self.h}">\n<defs>\n' + "\n".join(self.defs) + "\n</defs>\n"
            + "\n".join(self.body) + "\n</svg>\n"
        )


# --------------------------------------------------------------------------------------------
# numerals (paths, transformed in Python so that user-space gradients stay in card space)
# --------------------------------------------------------------------------------------------
import re

_TOK = re.compile(r"[MLQCHVZ]|-?\d+(?:\.\d+)?")


def _glyph_path(d, ox, oy, s):
    toks = _TOK.findall(d)
    out, i, cur, cx, cy = [], 0, None, 0.0, 0.0

    def P(x, y):
        return f"{_fmt(ox + x * s)} {_fmt(oy - y * s)}"

    while i < len(toks):
        t = toks[i]
        if t.isalpha():
            cur = t
            i += 1
            if t == "Z":
                out.append("Z")
            continue
        if cur in ("M", "L"):
            cx, cy = float(toks[i]), float(toks[i + 1])
            out.append(f"{cur}{P(cx, cy)}")
            i += 2
            if cur == "M":
                cur = "L"
        elif cur == "H":
            cx = float(toks[i]); i += 1
            out.append(f"L{P(cx, cy)}")
        elif cur == "V":
            cy = float(toks[i]); i += 1
            out.append(f"L{P(cx, cy)}")
        elif cur == "Q":
            x1, y1, cx, cy = map(float, toks[i:i + 4]); i += 4
            out.append(f"Q{P(x1, y1)} {P(cx, cy)}")
        elif cur == "C":
            x1, y1, x2, y2, cx, cy = map(float, toks[i:i + 6]); i += 6
            out.append(f"C{P(x1, y1)} {P(x2, y2)} {P(cx, cy)}")
        else:
            raise ValueError(cur)
    return "".join(out)


def number_path(text, cx, baseline, height, tracking=-0.04):
    """Path data for `text` (digits) centred on cx; height = height of the digits."""
    s = height / 714.0
    widths = [DIGITS[ch][0] for ch in text]
    total = sum(widths) * s + tracking * 1000 * s * (len(text) - 1)
    x = cx - total / 2
    parts = []
    for ch in text:
        w, d = DIGITS[ch]
        parts.append(_glyph_path(d, x, baseline, s))
        x += w * s + tracking * 1000 * s
    return "".join(parts), total


GOLD_STOPS = [(0, "#fff6c4"), (0.35, "#f7d36a"), (0.6, "#e0a526"), (1, "#8a5a0c")]


def numeral(doc, text, cx, baseline, height, stops=None, outline="#2a1404", ow=None, shadow=True):
    d, _ = number_path(text, cx, baseline, height)
    ow = ow if ow is not None else max(1.5, height * 0.09)
    fill = doc.lin(stops or GOLD_STOPS, 0, baseline - height, 0, baseline, user=True)
    out = []
    if shadow:
        out.append(el("path", d=d, fill="#000", fill_opacity=0.45, stroke="#000", stroke_opacity=0.45,
                      stroke_width=ow, stroke_linejoin="round", transform=f"translate({_fmt(height*0.03)} {_fmt(height*0.05)})"))
    out.append(el("path", d=d, fill=outline, stroke=outline, stroke_width=ow, stroke_linejoin="round"))
    out.append(el("path", d=d, fill=fill))
    return out


# --------------------------------------------------------------------------------------------
# symbols (seat symbols, 8 shapes) centred on (cx, cy), size = half-extent
# --------------------------------------------------------------------------------------------
def symbol_path(name, cx, cy, r):
    if name == "circle":
        return f"M{_fmt(cx - r)} {_fmt(cy)}A{_fmt(r)} {_fmt(r)} 0 1 0 {_fmt(cx + r)} {_fmt(cy)}A{_fmt(r)} {_fmt(r)} 0 1 0 {_fmt(cx - r)} {_fmt(cy)}Z"
    if name == "square":
        k = r * 0.86
        return "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]) + "Z"
    if name == "triangle":
        return "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in [(cx, cy - r), (cx + r * 1.0, cy + r * 0.8), (cx - r * 1.0, cy + r * 0.8)]) + "Z"
    if name == "diamond":
        return "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in [(cx, cy - r * 1.1), (cx + r * 0.85, cy), (cx, cy + r * 1.1), (cx - r * 0.85, cy)]) + "Z"
    if name == "star":
        p = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r * 1.1 if i % 2 == 0 else r * 0.45
            p.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in p) + "Z"
    if name == "cross":
        a, b = r * 0.95, r * 0.34
        p = [(-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b), (b, a), (-b, a), (-b, b), (-a, b), (-a, -b), (-b, -b)]
        return "M" + " L".join(f"{_fmt(cx + x)} {_fmt(cy + y)}" for x, y in p) + "Z"
    if name == "hexagon":
        p = [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
        return "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in p) + "Z"
    if name == "heart":
        k = r
        return (f"M{_fmt(cx)} {_fmt(cy + k * 0.95)}"
                f"C{_fmt(cx - k * 0.4)} {_fmt(cy + k * 0.6)} {_fmt(cx - k * 1.1)} {_fmt(cy + k * 0.1)} {_fmt(cx - k * 1.05)} {_fmt(cy - k * 0.35)}"
                f"C{_fmt(cx - k * 1.0)} {_fmt(cy - k * 0.95)} {_fmt(cx - k * 0.25)} {_fmt(cy - k * 1.05)} {_fmt(cx)} {_fmt(cy - k * 0.45)}"
                f"C{_fmt(cx + k * 0.25)} {_fmt(cy - k * 1.05)} {_fmt(cx + k * 1.0)} {_fmt(cy - k * 0.95)} {_fmt(cx + k * 1.05)} {_fmt(cy - k * 0.35)}"
                f"C{_fmt(cx + k * 1.1)} {_fmt(cy + k * 0.1)} {_fmt(cx + k * 0.4)} {_fmt(cy + k * 0.6)} {_fmt(cx)} {_fmt(cy + k * 0.95)}Z")
    raise ValueError(name)


SEATS = [
    ("#D55E00", "circle"), ("#56B4E9", "square"), ("#009E73", "triangle"), ("#F0E442", "diamond"),
    ("#0072B2", "star"), ("#E69F00", "cross"), ("#CC79A7", "hexagon"), ("#E0E0E0", "heart"),
]


def luminance(c):
    r, g, b = hexrgb(c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def seat_symbol(doc, colour, name, cx, cy, r, plate=True):
    """The seat symbol on a round plate, high contrast against the seat colour."""
    light = luminance(colour) > 150
    ink = "#1a120a" if light else "#ffffff"
    out = []
    if plate:
        out.append(el("circle", cx=cx, cy=cy, r=r * 1.55, fill=darken(colour, 0.55) if not light else "#fff8e0",
                      stroke="#1a120a", stroke_width=max(1, r * 0.18)))
    out.append(el("path", d=symbol_path(name, cx, cy, r), fill=ink,
                  stroke="#1a120a" if not light else "none", stroke_width=max(0.8, r * 0.12), stroke_linejoin="round"))
    return out


# --------------------------------------------------------------------------------------------
# gems
# --------------------------------------------------------------------------------------------
def ruby(doc, cx, cy, s, outline="#3d0010", sparkle=True):
    """Octagonal cushion-cut ruby, about 2s wide and 1.7s high."""
    sy = 0.85
    outer = [(cx + s * math.cos(math.pi / 8 + i * math.pi / 4), cy + sy * s * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    inner = [(cx + 0.52 * s * math.cos(math.pi / 8 + i * math.pi / 4), cy - 0.08 * s + 0.52 * sy * s * math.sin(math.pi / 8 + i * math.pi / 4)) for i in range(8)]
    out = [poly(outer, fill="#7a0618", stroke=outline, stroke_width=max(1, s * 0.12), stroke_linejoin="round")]
    shades = ["#b3122c", "#e8283f", "#ff5a6a", "#f0304a", "#c0142e", "#8a0a20", "#6a0416", "#7e0a1c"]
    for i in range(8):
        j = (i + 1) % 8
        out.append(poly([outer[i], outer[j], inner[j], inner[i]], fill=shades[i]))
    table = doc.lin([(0, "#ff8a94"), (0.5, "#ee2a45"), (1, "#a80c26")], 20, 0, 80, 100)
    out.append(poly(inner, fill=table, stroke="#5a0414", stroke_width=max(0.5, s * 0.04)))
    out.append(poly(outer, fill="none", stroke=outline, stroke_width=max(1, s * 0.12), stroke_linejoin="round"))
    if sparkle:
        out.append(poly([(cx - 0.45 * s, cy - 0.45 * s), (cx - 0.1 * s, cy - 0.55 * s), (cx - 0.25 * s, cy - 0.3 * s)], fill="#ffffff", fill_opacity=0.8))
    return out


def diamond(doc, cx, cy, s, outline="#16385e", sparkle=True):
    """Brilliant-cut diamond, 2s wide and 1.45s high (cy = girdle centre-ish)."""
    t, g, b = cy - 0.55 * s, cy - 0.12 * s, cy + 0.9 * s
    tl, tr = cx - 0.55 * s, cx + 0.55 * s
    L, R = cx - s, cx + s
    out = [poly([(tl, t), (tr, t), (R, g), (cx, b), (L, g)], fill="#6fb4e8", stroke=outline,
                stroke_width=max(1, s * 0.1), stroke_linejoin="round")]
    m1, m2 = cx - 0.2 * s, cx + 0.2 * s
    # crown
    out.append(poly([(tl, t), (m1, t), (cx - 0.5 * s, g)], fill="#d9f1ff"))
    out.append(poly([(m1, t), (m2, t), (cx, g)], fill="#ffffff"))
    out.append(poly([(m2, t), (tr, t), (cx + 0.5 * s, g)], fill="#bfe3fb"))
    out.append(poly([(tl, t), (cx - 0.5 * s, g), (L, g)], fill="#a9d8f7"))
    out.append(poly([(m1, t), (cx, g), (cx - 0.5 * s, g)], fill="#eaf7ff"))
    out.append(poly([(m2, t), (cx, g), (cx + 0.5 * s, g)], fill="#cdebfd"))
    out.append(poly([(tr, t), (R, g), (cx + 0.5 * s, g)], fill="#86c4ee"))
    # pavilion
    out.append(poly([(L, g), (cx - 0.5 * s, g), (cx, b)], fill="#8fcaf2"))
    out.append(poly([(cx - 0.5 * s, g), (cx, g), (cx, b)], fill="#cfeafc"))
    out.append(poly([(cx, g), (cx + 0.5 * s, g), (cx, b)], fill="#7ab9e6"))
    out.append(poly([(cx + 0.5 * s, g), (R, g), (cx, b)], fill="#4f92cf"))
    out.append(poly([(tl, t), (tr, t), (R, g), (cx, b), (L, g)], fill="none", stroke=outline,
                    stroke_width=max(1, s * 0.1), stroke_linejoin="round"))
    out.append(pline([(L, g), (R, g)], stroke=outline, stroke_width=max(0.5, s * 0.035), stroke_opacity=0.6))
    if sparkle:
        out.append(sparkle_star(cx - 0.45 * s, t + 0.1 * s, s * 0.35))
    return out


def sparkle_star(cx, cy, r, colour="#ffffff", opacity=0.95):
    k = r * 0.18
    p = [(cx, cy - r), (cx + k, cy - k), (cx + r, cy), (cx + k, cy + k), (cx, cy + r), (cx - k, cy + k), (cx - r, cy), (cx - k, cy - k)]
    return poly(p, fill=colour, fill_opacity=opacity)


def gold_nugget(cx, cy, r, rng):
    n = 7
    p = []
    for i in range(n):
        a = i * 2 * math.pi / n + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.75, 1.1)
        p.append((cx + rr * math.cos(a), cy + rr * 0.75 * math.sin(a)))
    c = rng.choice(["#f4c84a", "#e2a92c", "#ffd866", "#c98d1c"])
    return [poly(p, fill=c, stroke="#4a2c06", stroke_width=max(0.8, r * 0.18), stroke_linejoin="round"),
            el("circle", cx=cx - r * 0.3, cy=cy - r * 0.3, r=r * 0.25, fill="#fff3b0", fill_opacity=0.8)]


# --------------------------------------------------------------------------------------------
# card frames (250 x 350)
# --------------------------------------------------------------------------------------------
CW, CH = 250, 350


def rrect(x, y, w, h, r, **a):
    return el("rect", x=x, y=y, width=w, height=h, rx=r, ry=r, **a)


def stone_speckle(doc, rng, colour_dark, colour_light, n=70):
    out = []
    for _ in range(n):
        x, y = rng.uniform(6, CW - 6), rng.uniform(6, CH - 6)
        r = rng.uniform(1.5, 5)
        p = [(x + r * math.cos(a) * rng.uniform(0.6, 1.2), y + r * math.sin(a) * rng.uniform(0.6, 1.2))
             for a in [i * math.pi / 3 for i in range(6)]]
        out.append(poly(p, fill=rng.choice([colour_dark, colour_light]), fill_opacity=rng.uniform(0.15, 0.35)))
    return out


def corner_gems(doc, colour="#f3c650", r=7):
    out = []
    for x, y in [(15, 15), (CW - 15, 15), (15, CH - 15), (CW - 15, CH - 15)]:
        out.append(poly([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=colour, stroke="#2a1604", stroke_width=1.5))
        out.append(poly([(x, y - r), (x + r, y), (x, y)], fill="#fff4c0", fill_opacity=0.6))
    return out


def frame(doc, style, seed=1):
    """Outer frame + border; returns nothing, adds to doc. Panel rect is x 19..231, y 19..331."""
    rng = random.Random(seed)
    styles = {
        "treasure": ("#4a3a2e", "#1c140e", "#0e0906", "#7a6450", "gold"),
        "hazard": ("#4a0c0c", "#120303", "#050101", "#8a2a1a", "danger"),
        "relic": ("#4c2466", "#1a0a26", "#0c0412", "#8a5aa8", "gold2"),
        "back": ("#3e3026", "#140e0a", "#0a0604", "#6e5a48", "gold"),
        "decision-continue": ("#2c4a32", "#0c1a10", "#050b07", "#4e7a56", "gold"),
        "decision-leave": ("#5a2a16", "#1e0c06", "#0c0503", "#8a4a2a", "gold"),
        "decision-back": ("#4a2a22", "#160a08", "#0a0403", "#7a4a3a", "gold2"),
    }
    top, bottom, dark, light, border = styles[style]
    doc.add(rrect(2, 2, CW - 4, CH - 4, 18, fill=doc.lin([(0, top), (1, bottom)], 0, 0, 30, 100), stroke="#000", stroke_width=3))
    doc.add(stone_speckle(doc, rng, dark, light))
    doc.add(rrect(5.5, 5.5, CW - 11, CH - 11, 15, fill="none", stroke="#ffffff", stroke_opacity=0.14, stroke_width=2))
    if border == "danger":
        doc.add(rrect(12, 12, CW - 24, CH - 24, 11, fill="#0c0c0c", stroke="#000", stroke_width=1.5))
        doc.add(rrect(15.5, 15.5, CW - 31, CH - 31, 9, fill="none", stroke="#d4261c", stroke_width=6, stroke_dasharray="10 8"))
        doc.add(rrect(12, 12, CW - 24, CH - 24, 11, fill="none", stroke="#e8563a", stroke_opacity=0.6, stroke_width=1))
    else:
        gold = doc.lin([(0, "#fff0a8"), (0.3, "#e8b842"), (0.65, "#b57d1c"), (1, "#f1cc62")], 0, 0, 100, 100)
        doc.add(rrect(12, 12, CW - 24, CH - 24, 11, fill=gold, stroke="#1a0e04", stroke_width=1.5))
        if border == "gold2":
            doc.add(rrect(15, 15, CW - 30, CH - 30, 9, fill="none", stroke="#5a2a70", stroke_width=1.5))
    return None


def panel(doc, stops, cx=50, cy=45, r=75):
    fill = doc.rad(stops, cx, cy, r)
    doc.add(rrect(19, 19, CW - 38, CH - 38, 7, fill=fill, stroke="#120a04", stroke_width=1.5))


def vignette(doc, strength=0.55):
    fill = doc.rad([(0, "#000", 0), (0.62, "#000", 0), (1, "#000", strength)], 50, 48, 72)
    doc.add(rrect(19, 19, CW - 38, CH - 38, 7, fill=fill))
    doc.add(rrect(19, 19, CW - 38, CH - 38, 7, fill="none", stroke="#000", stroke_opacity=0.6, stroke_width=1.5))


def write(name, doc):
    ART.mkdir(parents=True, exist_ok=True)
    (ART / f"{name}.svg").write_text(doc.svg(), encoding="utf-8")


# --------------------------------------------------------------------------------------------
# treasure cards
# --------------------------------------------------------------------------------------------
TREASURES = [1, 2, 3, 4, 5, 7, 9, 11, 13, 14, 15, 17]


def mound(doc, cx, base, w, h, rng):
    """A heap of gold rubble and nuggets, base line y = base."""
    n = 14
    p = [(cx - w / 2, base)]
    for i in range(1, n):
        t = i / n
        x = cx - w / 2 + w * t
        y = base - h * math.sin(math.pi * t) ** 0.8 + rng.uniform(-2, 2)
        p.append((x, y))
    p.append((cx + w / 2, base))
    out = [el("ellipse", cx=cx, cy=base + 2, rx=w * 0.5, ry=6 + h * 0.1, fill="#000", fill_opacity=0.45)]
    out.append(poly(p, fill=doc.lin([(0, "#e7b443"), (0.5, "#a8701a"), (1, "#4e3008")], 0, 0, 0, 100),
                    stroke="#2e1a04", stroke_width=2, stroke_linejoin="round"))
    for _ in range(int(w * h / 90)):
        t = rng.uniform(0.05, 0.95)
        ymax = base - 3
        ymin = base - h * math.sin(math.pi * t) ** 0.8 + 5
        if ymin >= ymax:
            continue
        out.append(gold_nugget(cx - w / 2 + w * t, rng.uniform(ymin, ymax), rng.uniform(2.5, 5), rng))
    return out


def treasure(v):
    doc = Doc(CW, CH)
    frame(doc, "treasure", seed=v)
    panel(doc, [(0, "#9a5e22"), (0.45, "#5a3212"), (1, "#1e0e05")], 50, 62, 70)
    rng = random.Random(100 + v)
    # faint cave wall strata
    for i in range(5):
        y = 40 + i * 18 + rng.uniform(-4, 4)
        doc.add(el("path", d=f"M19 {_fmt(y)} Q 90 {_fmt(y - 10)} 160 {_fmt(y + 4)} T 231 {_fmt(y - 2)}", fill="none",
                   stroke="#000", stroke_opacity=0.12, stroke_width=3))
    # torch light glow behind the pile
    doc.add(el("ellipse", cx=125, cy=255, rx=110, ry=85, fill=doc.rad([(0, "#ffcf6a", 0.6), (1, "#ffcf6a", 0)])))
    # value
    text = str(v)
    doc.add(numeral(doc, text, 125, 150, 100 if len(text) == 1 else 92))
    # small corner values
    doc.add(numeral(doc, text, 38, 50, 20, ow=2.4, shadow=False))
    # the pile: gold mound grows with the value, topped with the exact gems (diamond = 5, ruby = 1)
    d, r = divmod(v, 5)
    base = 314
    w = min(200, 80 + 7.5 * v)
    h = 16 + 3.6 * v
    doc.add(mound(doc, 125, base, w, h, rng))
    gems = ["d"] * d + ["r"] * r
    # arrange in rows on the heap: bottom row widest
    rows, remaining, cap = [], list(gems), 4
    while remaining:
        rows.append(remaining[:cap])
        remaining = remaining[cap:]
        cap = max(1, cap - 1)
    y = base - max(14, h * 0.45)
    for row in rows:
        sizes = [31 if g == "d" else 22 for g in row]
        total = sum(s * 1.85 for s in sizes)
        x = 125 - total / 2
        for g, s in zip(row, sizes):
            x += s * 0.925
            jitter = rng.uniform(-3, 3)
            if g == "d":
                doc.add(diamond(doc, x, y - 6 + jitter, s))
            else:
                doc.add(ruby(doc, x, y + jitter, s))
            x += s * 0.925
        y -= 36
    vignette(doc, 0.5)
    doc.add(corner_gems(doc))
    write(f"treasure-{v}", doc)


# --------------------------------------------------------------------------------------------
# hazard cards
# --------------------------------------------------------------------------------------------
HAZARDS = {
    # name: (panel centre, panel edge)  -- the dominant colour of each hazard
    "spiders": ("#b848c0", "#2a0a30"),
    "snakes": ("#4fae3a", "#0a2a0c"),
    "lava": ("#ff7a1a", "#4a0a02"),
    "boulders": ("#b3a48c", "#2e261c"),
    "rams": ("#3a90e0", "#06203e"),
}


def danger_sign(doc, cx, cy, r):
    out = [el("circle", cx=cx, cy=cy, r=r + 3, fill="#0c0c0c", stroke="#000", stroke_width=1.5),
           el("circle", cx=cx, cy=cy, r=r, fill=doc.rad([(0, "#ff5a3a"), (1, "#a01010")], 40, 35, 70), stroke="#ffd24a", stroke_width=1.5)]
    k = r * 0.62
    out.append(poly([(cx, cy - k), (cx + k * 1.05, cy + k * 0.78), (cx - k * 1.05, cy + k * 0.78)], fill="#ffd24a",
                    stroke="#1a0a02", stroke_width=1.2, stroke_linejoin="round"))
    out.append(rrect(cx - k * 0.1, cy - k * 0.42, k * 0.2, k * 0.68, k * 0.08, fill="#1a0a02"))
    out.append(el("circle", cx=cx, cy=cy + k * 0.5, r=k * 0.11, fill="#1a0a02"))
    return out


def hazard_card(name, art):
    doc = Doc(CW, CH)
    frame(doc, "hazard", seed=sum(map(ord, name)))
    c1, c2 = HAZARDS[name]
    panel(doc, [(0, c1), (0.55, mix(c1, c2, 0.55)), (1, c2)], 50, 50, 72)
    art(doc)
    vignette(doc, 0.6)
    doc.add(danger_sign(doc, 125, 22, 13))
    doc.add(danger_sign(doc, 125, 328, 13))
    write(f"hazard-{name}", doc)


def spider(doc, cx, cy, k, rng_seed=0):
    """One giant spider centred at (cx, cy), scale k (1 = 200 px leg span)."""
    out = []
    legs = [((-14, -14), (-58, -64), (-92, -22)), ((-16, -6), (-76, -30), (-100, 30)),
            ((-16, 4), (-72, 20), (-88, 92)), ((-12, 12), (-46, 60), (-50, 130))]
    for sgn in (-1, 1):
        for a, b, c in legs:
            p = [(cx + sgn * a[0] * k, cy + a[1] * k), (cx + sgn * b[0] * k, cy + b[1] * k), (cx + sgn * c[0] * k, cy + c[1] * k)]
            out.append(pline(p, stroke="#07030a", stroke_width=11 * k, stroke_linecap="round", stroke_linejoin="round"))
            out.append(pline(p, stroke="#3a2a44", stroke_width=4.5 * k, stroke_linecap="round", stroke_linejoin="round"))
            out.append(el("circle", cx=p[1][0], cy=p[1][1], r=5 * k, fill="#07030a"))
    body = doc.rad([(0, "#6a5a78"), (0.35, "#241a2c"), (1, "#050208")], 35, 30, 70)
    out.append(el("ellipse", cx=cx, cy=cy + 50 * k, rx=44 * k, ry=52 * k, fill=body, stroke="#000", stroke_width=2.5 * k))
    # red hourglass
    hx, hy = cx, cy + 52 * k
    out.append(poly([(hx - 10 * k, hy - 20 * k), (hx + 10 * k, hy - 20 * k), (hx + 2 * k, hy), (hx + 10 * k, hy + 20 * k),
                     (hx - 10 * k, hy + 20 * k), (hx - 2 * k, hy)], fill="#e0202a", stroke="#400008", stroke_width=1.2 * k))
    out.append(el("ellipse", cx=cx, cy=cy - 4 * k, rx=27 * k, ry=24 * k, fill=doc.rad([(0, "#6a5a78"), (0.4, "#241a2c"), (1, "#050208")], 35, 30, 70),
                  stroke="#000", stroke_width=2.5 * k))
    # fangs
    for sgn in (-1, 1):
        out.append(el("path", d=f"M{_fmt(cx + sgn * 7 * k)} {_fmt(cy - 24 * k)} q {_fmt(sgn * 4 * k)} {_fmt(-10 * k)} {_fmt(sgn * -2 * k)} {_fmt(-16 * k)}",
                      fill="none", stroke="#ead9c0", stroke_width=3.5 * k, stroke_linecap="round"))
    # glowing eyes
    for ex, ey, er in [(-9, -14, 5), (9, -14, 5), (-17, -9, 3.2), (17, -9, 3.2), (-4, -5, 2.6), (4, -5, 2.6)]:
        out.append(el("circle", cx=cx + ex * k, cy=cy + ey * k, r=er * 1.9 * k, fill="#ff2a2a", fill_opacity=0.25))
        out.append(el("circle", cx=cx + ex * k, cy=cy + ey * k, r=er * k, fill="#ff3030", stroke="#300", stroke_width=0.8 * k))
        out.append(el("circle", cx=cx + (ex - er * 0.3) * k, cy=cy + (ey - er * 0.3) * k, r=er * 0.35 * k, fill="#fff"))
    return out


def art_spiders(doc):
    # cobweb in the top corners
    for ox, oy, sgn in [(19, 19, 1), (231, 19, -1)]:
        spokes = [(ox + sgn * 130 * math.cos(a), oy + 130 * math.sin(a)) for a in [0.05, 0.45, 0.85, 1.25, 1.55]]
        for sx, sy in spokes:
            doc.add(pline([(ox, oy), (sx, sy)], stroke="#e6d8ff", stroke_opacity=0.45, stroke_width=1.2))
        for rr in [22, 42, 64, 88, 112]:
            ring = [(ox + sgn * rr * math.cos(a), oy + rr * math.sin(a)) for a in [0.05, 0.45, 0.85, 1.25, 1.55]]
            p = []
            for i in range(len(ring) - 1):
                (x1, y1), (x2, y2) = ring[i], ring[i + 1]
                mx, my = (x1 + x2) / 2, (y1 + y2) / 2
                qx, qy = mx + (ox - mx) * 0.12, my + (oy - my) * 0.12
                p.append(f"M{_fmt(x1)} {_fmt(y1)} Q{_fmt(qx)} {_fmt(qy)} {_fmt(x2)} {_fmt(y2)}")
            doc.add(el("path", d="".join(p), fill="none", stroke="#e6d8ff", stroke_opacity=0.4, stroke_width=1.1))
    # threads
    doc.add(pline([(125, 19), (125, 130)], stroke="#efe6ff", stroke_opacity=0.7, stroke_width=1.5))
    doc.add(pline([(196, 19), (196, 62)], stroke="#efe6ff", stroke_opacity=0.6, stroke_width=1.2))
    doc.add(spider(doc, 196, 76, 0.32))
    doc.add(spider(doc, 125, 168, 0.95))


def art_snakes(doc):
    # jungle leaves in the background
    for x, y, a, s in [(40, 60, -30, 1), (215, 90, 200, 1.1), (30, 250, 20, 0.9), (220, 290, 160, 1.2), (70, 320, -10, 0.8)]:
        doc.g([el("path", d="M0 0 Q 30 -22 70 0 Q 30 22 0 0Z", fill="#0e3a12", fill_opacity=0.55),
               pline([(0, 0), (66, 0)], stroke="#061c08", stroke_opacity=0.5, stroke_width=1.5)],
              transform=f"translate({x} {y}) rotate({a}) scale({s})")
    body = "M42 318 C 20 280, 80 262, 140 262 C 210 262, 222 210, 176 196 C 120 180, 52 200, 58 150 C 64 110, 110 112, 138 118"
    doc.add(el("path", d=body, fill="none", stroke="#000", stroke_opacity=0.35, stroke_width=36, stroke_linecap="round", transform="translate(4 6)"))
    doc.add(el("path", d=body, fill="none", stroke="#0b2406", stroke_width=34, stroke_linecap="round"))
    doc.add(el("path", d=body, fill="none", stroke="#58b532", stroke_width=28, stroke_linecap="round"))
    doc.add(el("path", d=body, fill="none", stroke="#d6d43a", stroke_width=9, stroke_linecap="round", stroke_opacity=0.85))
    doc.add(el("path", d=body, fill="none", stroke="#1d5a12", stroke_width=22, stroke_dasharray="9 13", stroke_linecap="butt"))
    doc.add(el("path", d=body, fill="none", stroke="#b8f078", stroke_width=3, stroke_opacity=0.45, transform="translate(-4 -7)"))
    # head (facing right, mouth open)
    hx, hy = 150, 116
    doc.add(el("path", d=f"M{hx-22} {hy-10} C {hx-10} {hy-30}, {hx+34} {hy-30}, {hx+46} {hy-8} L {hx+22} {hy+2} L {hx+44} {hy+12} "
                        f"C {hx+30} {hy+30}, {hx-10} {hy+26}, {hx-22} {hy+10} Z",
               fill=doc.lin([(0, "#8ad84e"), (1, "#2e7a1a")], 0, 0, 0, 100), stroke="#0b2406", stroke_width=3, stroke_linejoin="round"))
    doc.add(el("path", d=f"M{hx+22} {hy+2} L {hx+46} {hy-8} L {hx+44} {hy+12} Z", fill="#7a0a14"))
    # fangs
    doc.add(poly([(hx + 36, hy - 6), (hx + 33, hy + 4), (hx + 31, hy - 5)], fill="#fff"))
    doc.add(poly([(hx + 35, hy + 10), (hx + 32, hy + 3), (hx + 30, hy + 10)], fill="#fff"))
    # tongue
    doc.add(pline([(hx + 30, hy + 2), (hx + 62, hy + 2), (hx + 72, hy - 6)], stroke="#e0182a", stroke_width=3, stroke_linecap="round"))
    doc.add(pline([(hx + 62, hy + 2), (hx + 72, hy + 9)], stroke="#e0182a", stroke_width=3, stroke_linecap="round"))
    # eye
    doc.add(el("ellipse", cx=hx + 14, cy=hy - 12, rx=7, ry=6, fill="#ffe23a", stroke="#0b2406", stroke_width=1.5))
    doc.add(el("ellipse", cx=hx + 15, cy=hy - 12, rx=1.8, ry=5, fill="#000"))
    # a second, smaller snake on the bottom right
    s2 = "M160 330 C 180 300, 225 320, 224 290 C 223 268, 196 270, 200 250"
    doc.add(el("path", d=s2, fill="none", stroke="#0b2406", stroke_width=17, stroke_linecap="round"))
    doc.add(el("path", d=s2, fill="none", stroke="#a8c030", stroke_width=12, stroke_linecap="round"))
    doc.add(el("path", d=s2, fill="none", stroke="#4a5a10", stroke_width=9, stroke_dasharray="5 7"))
    doc.add(el("ellipse", cx=201, cy=246, rx=8, ry=10, fill="#a8c030", stroke="#0b2406", stroke_width=2))
    doc.add(el("circle", cx=198, cy=243, r=2, fill="#000"))


def art_lava(doc):
    # dark rock above with glowing cracks
    doc.add(el("path", d="M19 19 H231 V120 C 200 132, 170 110, 140 128 C 110 142, 80 118, 50 132 C 35 138, 25 130, 19 134 Z",
               fill=doc.lin([(0, "#1a0a06"), (1, "#3a1408")], 0, 0, 0, 100)))
    for d in ["M40 40 L60 70 L52 96 L70 120", "M190 30 L170 62 L186 90 L172 118", "M120 22 L126 50 L112 78"]:
        doc.add(el("path", d=d, fill="none", stroke="#ff5a0a", stroke_width=6, stroke_opacity=0.35, stroke_linejoin="round"))
        doc.add(el("path", d=d, fill="none", stroke="#ffd04a", stroke_width=2, stroke_linejoin="round"))
    # lava fall from the crack
    doc.add(el("path", d="M100 124 C 96 170, 88 200, 70 236 L 150 236 C 140 200, 146 160, 140 122 Z",
               fill=doc.lin([(0, "#ffef8a"), (0.4, "#ffb020"), (1, "#ff5a0a")], 0, 0, 0, 100)))
    doc.add(el("path", d="M112 126 C 110 170, 106 200, 98 236", fill="none", stroke="#fff7c0", stroke_width=5, stroke_opacity=0.8))
    # lava pool
    doc.add(el("path", d="M19 226 C 60 214, 100 232, 140 222 C 180 212, 210 226, 231 218 V331 H19 Z",
               fill=doc.lin([(0, "#ffd23a"), (0.35, "#ff8a14"), (0.75, "#e03a06"), (1, "#8a1402")], 0, 0, 0, 100)))
    # floating crust
    for x, y, w in [(40, 262, 34), (150, 272, 44), (96, 300, 30), (200, 306, 26), (60, 318, 22)]:
        doc.add(el("ellipse", cx=x, cy=y, rx=w, ry=w * 0.28, fill="#3a0e04", stroke="#ffcf3a", stroke_width=2))
        doc.add(el("ellipse", cx=x - w * 0.2, cy=y - w * 0.08, rx=w * 0.4, ry=w * 0.08, fill="#6a2408"))
    # bubbles and splashes
    for x, y, r in [(110, 248, 9), (190, 248, 6), (70, 290, 5), (176, 292, 7)]:
        doc.add(el("circle", cx=x, cy=y, r=r, fill="#ffe36a", stroke="#e0500a", stroke_width=1.5))
        doc.add(el("circle", cx=x - r * 0.35, cy=y - r * 0.35, r=r * 0.3, fill="#fff"))
    for x, y, r in [(60, 200, 5), (165, 190, 4), (82, 176, 3), (150, 160, 3.5), (196, 208, 3)]:
        doc.add(el("circle", cx=x, cy=y, r=r * 2.2, fill="#ff8a14", fill_opacity=0.3))
        doc.add(el("circle", cx=x, cy=y, r=r, fill="#ffd84a"))
    # heat glow
    doc.add(el("ellipse", cx=125, cy=240, rx=120, ry=60, fill=doc.rad([(0, "#ffe08a", 0.45), (1, "#ff8a14", 0)])))


def boulder_path(cx, cy, r, seed):
    rng = random.Random(seed)
    n = 11
    p = [(cx + r * rng.uniform(0.9, 1.05) * math.cos(i * 2 * math.pi / n), cy + r * rng.uniform(0.9, 1.05) * math.sin(i * 2 * math.pi / n)) for i in range(n)]
    d = f"M{_fmt((p[0][0] + p[1][0]) / 2)} {_fmt((p[0][1] + p[1][1]) / 2)}"
    for i in range(1, n + 1):
        a, b = p[i % n], p[(i + 1) % n]
        d += f"Q{_fmt(a[0])} {_fmt(a[1])} {_fmt((a[0] + b[0]) / 2)} {_fmt((a[1] + b[1]) / 2)}"
    return d + "Z"


def boulder(doc, cx, cy, r, seed=1):
    out = [el("ellipse", cx=cx + r * 0.1, cy=cy + r * 0.95, rx=r * 0.95, ry=r * 0.2, fill="#000", fill_opacity=0.4)]
    out.append(el("path", d=boulder_path(cx, cy, r, seed), fill=doc.rad([(0, "#d8cdb8"), (0.45, "#8a7d68"), (1, "#3a3228")], 35, 30, 75),
                  stroke="#1c1610", stroke_width=max(1.5, r * 0.06), stroke_linejoin="round"))
    rng = random.Random(seed + 7)
    for _ in range(3):
        a = rng.uniform(0, 2 * math.pi)
        x0, y0 = cx + r * 0.2 * math.cos(a), cy + r * 0.2 * math.sin(a)
        x1, y1 = cx + r * 0.8 * math.cos(a + 0.3), cy + r * 0.8 * math.sin(a + 0.3)
        out.append(pline([(x0, y0), ((x0 + x1) / 2 + r * 0.1, (y0 + y1) / 2), (x1, y1)], stroke="#2a221a", stroke_width=max(1, r * 0.04), stroke_linejoin="round"))
    for _ in range(5):
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 0.7) * r
        out.append(el("circle", cx=cx + d * math.cos(a), cy=cy + d * math.sin(a), r=r * rng.uniform(0.04, 0.09), fill="#2a221a", fill_opacity=0.5))
    out.append(el("ellipse", cx=cx - r * 0.35, cy=cy - r * 0.4, rx=r * 0.28, ry=r * 0.14, fill="#fff", fill_opacity=0.25, transform=f"rotate(-35 {_fmt(cx - r*0.35)} {_fmt(cy - r*0.4)})"))
    return out


def art_boulders(doc):
    # sloping tunnel floor
    doc.add(el("path", d="M19 200 L231 290 V331 H19 Z", fill=doc.lin([(0, "#5a4e3e"), (1, "#241c14")], 0, 0, 0, 100)))
    doc.add(pline([(19, 200), (231, 290)], stroke="#1c140c", stroke_width=3))
    # speed lines
    for i, (x, y, L) in enumerate([(30, 110, 70), (24, 140, 60), (40, 170, 50), (60, 90, 40)]):
        doc.add(el("path", d=f"M{x} {y} q {L/2} {-8} {L} {4}", fill="none", stroke="#fff6e0", stroke_opacity=0.55, stroke_width=4, stroke_linecap="round"))
    # small boulder behind, big one in front
    doc.add(boulder(doc, 58, 168, 26, seed=3))
    doc.add(boulder(doc, 148, 186, 66, seed=11))
    # dust and pebbles
    for x, y, r in [(88, 262, 16), (110, 272, 12), (200, 288, 14), (62, 248, 10)]:
        doc.add(el("circle", cx=x, cy=y, r=r, fill="#e6d8c0", fill_opacity=0.35))
    for x, y, r in [(206, 268, 7), (222, 300, 5), (86, 300, 6), (170, 306, 4)]:
        doc.add(boulder(doc, x, y, r, seed=int(x)))


def art_rams(doc):
    # heavy beam and ropes from the ceiling
    doc.add(rrect(19, 30, 212, 18, 3, fill=doc.lin([(0, "#8a5a2a"), (1, "#3a220c")], 0, 0, 0, 100), stroke="#1a0e04", stroke_width=2))
    # motion arcs (swinging)
    for r, op in [(150, 0.35), (170, 0.25), (190, 0.18)]:
        doc.add(el("path", d=f"M {125 - r * 0.8} {40 + r * 0.6} A {r} {r} 0 0 0 {125 + r * 0.2} {40 + r * 0.98}", fill="none",
                   stroke="#d8ecff", stroke_opacity=op, stroke_width=4, stroke_linecap="round"))
    for x0, x1 in [(70, 78), (160, 150)]:
        doc.add(pline([(x0, 46), (x1, 160)], stroke="#2a1a08", stroke_width=6))
        doc.add(pline([(x0, 46), (x1, 160)], stroke="#c8a060", stroke_width=3, stroke_dasharray="4 3"))
    # the log, slightly tilted
    g = [el("path", d="M-90 -24 L 70 -24 L 70 24 L -90 24 Q -104 0 -90 -24 Z",
            fill=doc.lin([(0, "#c0844a"), (0.35, "#8a5426"), (1, "#3e220a")], 0, 0, 0, 100), stroke="#1a0c02", stroke_width=3, stroke_linejoin="round")]
    for y in (-12, 2, 14):
        g.append(pline([(-84, y), (60, y + 2)], stroke="#3a1e08", stroke_opacity=0.5, stroke_width=1.5))
    g.append(el("ellipse", cx=-92, cy=0, rx=9, ry=23, fill="#d8a66a", stroke="#1a0c02", stroke_width=2.5))
    g.append(el("ellipse", cx=-92, cy=0, rx=4, ry=12, fill="none", stroke="#8a5426", stroke_width=1.5))
    for x in (-50, 30):
        g.append(rrect(x, -27, 12, 54, 2, fill=doc.lin([(0, "#c8d2dc"), (0.5, "#6a7682"), (1, "#2a3038")], 0, 0, 0, 100), stroke="#101418", stroke_width=1.5))
    # iron ram's head
    g.append(el("path", d="M 66 -30 L 100 -26 Q 132 -18 136 4 Q 134 22 112 28 L 66 30 Z",
                fill=doc.lin([(0, "#e6eef6"), (0.45, "#8a96a4"), (1, "#2c333c")], 0, 0, 0, 100), stroke="#0c1014", stroke_width=3, stroke_linejoin="round"))
    g.append(el("path", d="M 92 -14 C 72 -44, 40 -26, 54 -4 C 62 8, 84 4, 80 -10 C 78 -18, 68 -16, 68 -10", fill="none",
                stroke="#0c1014", stroke_width=10, stroke_linecap="round"))
    g.append(el("path", d="M 92 -14 C 72 -44, 40 -26, 54 -4 C 62 8, 84 4, 80 -10 C 78 -18, 68 -16, 68 -10", fill="none",
                stroke="#b8c4d0", stroke_width=6, stroke_linecap="round"))
    g.append(el("circle", cx=112, cy=-6, r=4, fill="#ffcf3a", stroke="#0c1014", stroke_width=1.5))
    doc.g(g, transform="translate(98 180) rotate(-8) scale(0.9)")
    # splinters from the impact
    for x, y, a in [(232, 150, -30), (226, 196, 20), (214, 128, -60), (236, 176, 0)]:
        doc.add(poly([(x, y), (x - 20 * math.cos(math.radians(a)), y - 20 * math.sin(math.radians(a)) - 3), (x - 18 * math.cos(math.radians(a)), y - 18 * math.sin(math.radians(a)) + 3)],
                     fill="#d8a66a", stroke="#3a1e08", stroke_width=1))
    # cracked wooden door on the right
    doc.add(poly([(222, 100), (231, 100), (231, 250), (216, 250), (224, 200), (212, 176), (224, 150)], fill="#6a4016", stroke="#1a0c02", stroke_width=2))
    # ground
    doc.add(el("path", d="M19 290 Q 125 276 231 292 V331 H19 Z", fill="#0a1a30", fill_opacity=0.7))


HAZARD_ART = {"spiders": art_spiders, "snakes": art_snakes, "lava": art_lava, "boulders": art_boulders, "rams": art_rams}


# --------------------------------------------------------------------------------------------
# the mine theme (the Japanese box of 2005): five hazards in a timbered mine shaft. Same frame,
# danger signs and stroke as the temple's hazards; each keeps the panel colour of the temple
# hazard it stands for (spiders -> scorpions purple, snakes green, lava -> explosion orange,
# boulders -> landslide grey, rams -> gas blue) and has its own silhouette and brightness.
# --------------------------------------------------------------------------------------------
MINE_HAZARDS = {
    # name: (panel centre, panel edge). Each keeps the colour of the temple hazard it stands for
    "scorpions": ("#9a56b8", "#1e0a2a"),
    "snakes": ("#58b040", "#08240a"),
    "explosion": ("#ffd04a", "#6a1002"),
    "landslide": ("#f6e2b4", "#6a4e2c"),
    "gas": ("#2f7cf0", "#031040"),
}


def timbers(doc, broken_left=False):
    """The mine's wooden props: two posts and a lintel inside the panel."""
    wood = doc.lin([(0, "#a8743a"), (0.5, "#7a4e22"), (1, "#3e240c")], 0, 0, 100, 0)
    wood_h = doc.lin([(0, "#b8844a"), (0.55, "#7a4e22"), (1, "#3a220a")], 0, 0, 0, 100)
    out = []
    if not broken_left:
        out.append(el("rect", x=19, y=34, width=14, height=297, fill=wood, stroke="#1a0e04", stroke_width=1.5))
    else:
        out.append(el("rect", x=19, y=200, width=14, height=131, fill=wood, stroke="#1a0e04", stroke_width=1.5))
        out.append(poly([(19, 200), (26, 190), (29, 204), (33, 196), (33, 200)], fill="#d8a66a", stroke="#1a0e04", stroke_width=1.2))
    out.append(el("rect", x=217, y=34, width=14, height=297, fill=wood, stroke="#1a0e04", stroke_width=1.5))
    if not broken_left:
        out.append(el("rect", x=19, y=26, width=212, height=16, fill=wood_h, stroke="#1a0e04", stroke_width=1.5))
    else:
        out.append(el("rect", x=60, y=26, width=171, height=16, fill=wood_h, stroke="#1a0e04", stroke_width=1.5))
        out.append(poly([(60, 26), (52, 30), (58, 35), (50, 38), (60, 42)], fill="#d8a66a", stroke="#1a0e04", stroke_width=1.2))
    # grain and bolts
    for x in ([] if broken_left else [23, 28]) + [221, 226]:
        out.append(pline([(x, 50), (x + 1, 120), (x, 200), (x + 1, 320)], stroke="#2a1606", stroke_opacity=0.45, stroke_width=1))
    y0 = 34
    for x in ([] if broken_left else [26]) + [224]:
        out.append(el("circle", cx=x, cy=y0, r=2.6, fill="#c8ccd2", stroke="#1a1a1a", stroke_width=1))
    out.append(pline([(64 if broken_left else 40, 31), (210, 33)], stroke="#2a1606", stroke_opacity=0.4, stroke_width=1))
    out.append(pline([(64 if broken_left else 40, 37), (210, 36)], stroke="#2a1606", stroke_opacity=0.35, stroke_width=1))
    return out


def floor(doc, colour="#1a120a", y=300):
    return [el("path", d=f"M19 {y} Q 70 {y-8} 125 {y-2} Q 180 {y+4} 231 {y-6} V331 H19 Z", fill=colour, fill_opacity=0.75)]


def mine_hazard_card(name, art, broken_left=False):
    doc = Doc(CW, CH)
    frame(doc, "hazard", seed=sum(map(ord, name)) + 3)
    c1, c2 = MINE_HAZARDS[name]
    panel(doc, [(0, c1), (0.55, mix(c1, c2, 0.55)), (1, c2)], 50, 50, 72)
    art(doc)
    vignette(doc, 0.55)
    doc.add(timbers(doc, broken_left))
    doc.add(danger_sign(doc, 125, 22, 13))
    doc.add(danger_sign(doc, 125, 328, 13))
    write(f"hazard-mine-{name}", doc)


# ---------------------------------------------------------------------------------------- snakes
def art_mine_snakes(doc):
    doc.add(floor(doc, "#0a1c08", 286))
    # a coiled snake on the floor, its head raised to strike (facing left)
    cx, cy = 138, 262
    pts = []
    turns = 2.2
    n = 80
    for i in range(n + 1):
        t = i / n
        a = math.pi * 0.5 + t * turns * 2 * math.pi
        r = 78 * (1 - 0.62 * t)
        pts.append((cx + r * math.cos(a), cy + 0.36 * r * math.sin(a)))
    # the neck from the centre of the coil up to the head
    neck = [(pts[-1][0], pts[-1][1]), (150, 230), (160, 196), (150, 168), (126, 150), (112, 136)]
    d = "M" + " L".join(f"{_fmt(x)} {_fmt(y)}" for x, y in pts)
    dn = f"M{_fmt(neck[0][0])} {_fmt(neck[0][1])} C 170 236, 176 190, 150 170 S 118 150, 108 128"
    body_d = d[1:]
    full = "M" + body_d + " " + dn.replace("M", "L", 1)
    doc.add(el("path", d=full, fill="none", stroke="#000", stroke_opacity=0.35, stroke_width=30, stroke_linecap="round", stroke_linejoin="round", transform="translate(4 6)"))
    doc.add(el("path", d=full, fill="none", stroke="#0b2406", stroke_width=28, stroke_linecap="round", stroke_linejoin="round"))
    doc.add(el("path", d=full, fill="none", stroke="#7cc83a", stroke_width=22, stroke_linecap="round", stroke_linejoin="round"))
    doc.add(el("path", d=full, fill="none", stroke="#1a4a0e", stroke_width=16, stroke_dasharray="6 10", stroke_linecap="butt", stroke_linejoin="round"))
    doc.add(el("path", d=full, fill="none", stroke="#f0e060", stroke_width=4, stroke_opacity=0.7, stroke_linejoin="round"))
    # head (facing left, mouth open)
    hx, hy = 100, 122
    g = [el("path", d="M22 -10 C 10 -30, -34 -30, -46 -8 L -22 2 L -44 12 C -30 30, 10 26, 22 10 Z",
            fill=doc.lin([(0, "#a4e060"), (1, "#2e7a1a")], 0, 0, 0, 100), stroke="#0b2406", stroke_width=3, stroke_linejoin="round"),
         el("path", d="M-22 2 L -46 -8 L -44 12 Z", fill="#7a0a14"),
         poly([(-36, -6), (-33, 4), (-31, -5)], fill="#fff"),
         poly([(-35, 10), (-32, 3), (-30, 10)], fill="#fff"),
         pline([(-30, 2), (-62, 2), (-72, -6)], stroke="#e0182a", stroke_width=3, stroke_linecap="round"),
         pline([(-62, 2), (-72, 9)], stroke="#e0182a", stroke_width=3, stroke_linecap="round"),
         el("ellipse", cx=-14, cy=-12, rx=7, ry=6, fill="#ffe23a", stroke="#0b2406", stroke_width=1.5),
         el("ellipse", cx=-15, cy=-12, rx=1.8, ry=5, fill="#000")]
    doc.g(g, transform=f"translate({hx} {hy}) rotate(-12)")
    # pebbles
    for x, y, r in [(50, 300, 5), (205, 296, 4), (180, 312, 6), (70, 318, 4)]:
        doc.add(poly([(x - r, y), (x - r * 0.3, y - r * 0.8), (x + r, y - r * 0.4), (x + r * 0.7, y + r * 0.6), (x - r * 0.5, y + r * 0.7)],
                     fill="#6a6a5a", stroke="#1a1a10", stroke_width=1))


# ------------------------------------------------------------------------------------- scorpions
def scorpion(doc, cx, cy, k):
    out = []
    ink = "#1a0a02"
    shell = doc.lin([(0, "#ffc860"), (0.45, "#d0782a"), (1, "#6a2a06")], 0, 0, 100, 100)
    # legs, 4 a side
    for sgn in (-1, 1):
        for i, (a, b, c) in enumerate([((14, -18), (46, -30), (60, -14)), ((16, -6), (52, -6), (66, 12)),
                                        ((16, 6), (50, 18), (58, 38)), ((12, 16), (40, 36), (42, 58))]):
            p = [(cx + sgn * a[0] * k, cy + a[1] * k), (cx + sgn * b[0] * k, cy + b[1] * k), (cx + sgn * c[0] * k, cy + c[1] * k)]
            out.append(pline(p, stroke=ink, stroke_width=7 * k, stroke_linecap="round", stroke_linejoin="round"))
            out.append(pline(p, stroke="#b86a24", stroke_width=3 * k, stroke_linecap="round", stroke_linejoin="round"))
    # arms and pincers
    for sgn in (-1, 1):
        arm = [(cx + sgn * 12 * k, cy - 26 * k), (cx + sgn * 40 * k, cy - 52 * k), (cx + sgn * 44 * k, cy - 84 * k)]
        out.append(pline(arm, stroke=ink, stroke_width=13 * k, stroke_linecap="round", stroke_linejoin="round"))
        out.append(pline(arm, stroke="#c8742a", stroke_width=8 * k, stroke_linecap="round", stroke_linejoin="round"))
        px, py = cx + sgn * 44 * k, cy - 96 * k
        claw = (f"M{_fmt(px - sgn * 14 * k)} {_fmt(py + 6 * k)} C {_fmt(px - sgn * 22 * k)} {_fmt(py - 20 * k)}, {_fmt(px - sgn * 6 * k)} {_fmt(py - 40 * k)}, "
                f"{_fmt(px + sgn * 2 * k)} {_fmt(py - 46 * k)} L {_fmt(px + sgn * 2 * k)} {_fmt(py - 22 * k)} L {_fmt(px + sgn * 10 * k)} {_fmt(py - 40 * k)} "
                f"C {_fmt(px + sgn * 24 * k)} {_fmt(py - 26 * k)}, {_fmt(px + sgn * 20 * k)} {_fmt(py + 10 * k)}, {_fmt(px + sgn * 2 * k)} {_fmt(py + 16 * k)} Z")
        out.append(el("path", d=claw, fill=shell, stroke=ink, stroke_width=3 * k, stroke_linejoin="round"))
    # body: head and 7 segments
    out.append(el("ellipse", cx=cx, cy=cy - 18 * k, rx=20 * k, ry=17 * k, fill=shell, stroke=ink, stroke_width=3 * k))
    for i in range(5):
        w = (24 - i * 1.5) * k
        y = cy + (2 + i * 11) * k
        out.append(el("ellipse", cx=cx, cy=y, rx=w, ry=8 * k, fill=shell, stroke=ink, stroke_width=2.5 * k))
    # eyes
    out.append(el("circle", cx=cx - 5 * k, cy=cy - 26 * k, r=2.6 * k, fill="#1a0a02"))
    out.append(el("circle", cx=cx + 5 * k, cy=cy - 26 * k, r=2.6 * k, fill="#1a0a02"))
    # tail: one arched, segmented limb round to the right and up over the body, then the sting
    d = (f"M{_fmt(cx)} {_fmt(cy + 50 * k)} C {_fmt(cx + 4 * k)} {_fmt(cy + 96 * k)}, {_fmt(cx + 70 * k)} {_fmt(cy + 104 * k)}, "
         f"{_fmt(cx + 76 * k)} {_fmt(cy + 60 * k)} C {_fmt(cx + 80 * k)} {_fmt(cy + 34 * k)}, {_fmt(cx + 70 * k)} {_fmt(cy + 18 * k)}, {_fmt(cx + 60 * k)} {_fmt(cy + 14 * k)}")
    out.append(el("path", d=d, fill="none", stroke=ink, stroke_width=24 * k, stroke_linecap="round"))
    out.append(el("path", d=d, fill="none", stroke="#d0782a", stroke_width=17 * k, stroke_linecap="round"))
    out.append(el("path", d=d, fill="none", stroke="#ffc860", stroke_width=5 * k, stroke_opacity=0.6, stroke_linecap="round", transform=f"translate({_fmt(-3 * k)} {_fmt(-3 * k)})"))
    out.append(el("path", d=d, fill="none", stroke=ink, stroke_width=19 * k, stroke_dasharray=f"{_fmt(2.5 * k)} {_fmt(15 * k)}"))
    sx, sy = cx + 56 * k, cy + 14 * k
    out.append(el("path", d=f"M{_fmt(sx + 6 * k)} {_fmt(sy + 8 * k)} C {_fmt(sx + 8 * k)} {_fmt(sy - 14 * k)}, {_fmt(sx - 10 * k)} {_fmt(sy - 20 * k)}, {_fmt(sx - 26 * k)} {_fmt(sy - 10 * k)} "
                        f"C {_fmt(sx - 12 * k)} {_fmt(sy - 6 * k)}, {_fmt(sx - 8 * k)} {_fmt(sy + 4 * k)}, {_fmt(sx - 8 * k)} {_fmt(sy + 10 * k)} Z",
                  fill="#f4e2b0", stroke=ink, stroke_width=2.5 * k, stroke_linejoin="round"))
    out.append(el("circle", cx=sx - 26 * k, cy=sy - 10 * k, r=2.5 * k, fill="#ff3020"))
    return out


def art_mine_scorpions(doc):
    doc.add(floor(doc, "#140818", 290))
    # scattered stones and a second, smaller scorpion
    for x, y, r in [(48, 292, 7), (200, 300, 6), (90, 314, 5), (166, 318, 4)]:
        doc.add(poly([(x - r, y), (x - r * 0.3, y - r * 0.8), (x + r, y - r * 0.4), (x + r * 0.7, y + r * 0.6), (x - r * 0.5, y + r * 0.7)],
                     fill="#5a4a60", stroke="#140818", stroke_width=1))
    doc.add(scorpion(doc, 112, 196, 1.05))


# ------------------------------------------------------------------------------------- landslide
def rock(cx, cy, r, seed, light="#c8bca6", mid="#8a7c66", dark="#3a3026"):
    rng = random.Random(seed)
    n = rng.choice([5, 6, 7])
    a0 = rng.uniform(0, 2 * math.pi)
    p = [(cx + r * rng.uniform(0.75, 1.1) * math.cos(a0 + i * 2 * math.pi / n), cy + r * rng.uniform(0.7, 1.05) * math.sin(a0 + i * 2 * math.pi / n)) for i in range(n)]
    out = [poly(p, fill=mid, stroke="#161008", stroke_width=max(1.2, r * 0.08), stroke_linejoin="round")]
    # a lit top facet and a dark lower facet
    c = (cx - r * 0.1, cy - r * 0.15)
    top = [p[i] for i in range(n) if p[i][1] <= cy] or p[:2]
    top.sort(key=lambda q: q[0])
    out.append(poly([c] + top, fill=light, fill_opacity=0.9, stroke="#161008", stroke_width=max(0.8, r * 0.04), stroke_linejoin="round"))
    bottom = [p[i] for i in range(n) if p[i][1] > cy + r * 0.2]
    if len(bottom) >= 2:
        bottom.sort(key=lambda q: q[0])
        out.append(poly([c] + bottom, fill=dark, fill_opacity=0.6))
    return out


SANDSTONE = ("#ecd2a0", "#b4885a", "#5a3e22")


def art_mine_landslide(doc):
    # the ceiling gives way at the top left: a dark hole, then rocks pouring down to the right
    doc.add(el("path", d="M19 19 H150 C 120 40, 96 70, 60 76 C 40 80, 26 96, 19 100 Z", fill="#0e0a06", fill_opacity=0.85))
    # dust
    for x, y, r in [(70, 110, 30), (110, 160, 34), (160, 220, 36), (80, 230, 28), (190, 270, 30)]:
        doc.add(el("circle", cx=x, cy=y, r=r, fill="#f4e4c0", fill_opacity=0.3))
    # motion streaks along the fall
    for x, y in [(40, 120), (120, 96), (150, 150), (70, 190), (200, 200)]:
        doc.add(pline([(x - 22, y - 26), (x, y)], stroke="#fff6e0", stroke_opacity=0.5, stroke_width=3, stroke_linecap="round"))
    # the heap at the bottom
    doc.add(el("path", d="M19 331 V 270 C 60 236, 110 236, 150 256 C 190 270, 214 262, 231 250 V331 Z",
               fill=doc.lin([(0, "#a89478"), (1, "#4a3c2a")], 0, 0, 0, 100), stroke="#161008", stroke_width=2))
    seeds = 1
    for x, y, r in [(40, 280, 20), (84, 262, 24), (130, 270, 22), (176, 282, 20), (214, 272, 16), (60, 312, 14),
                    (110, 306, 18), (160, 314, 15), (204, 310, 13)]:
        doc.add(rock(x, y, r, seeds, *SANDSTONE)); seeds += 1
    # rocks in the air
    for x, y, r in [(58, 104, 18), (104, 150, 26), (160, 116, 14), (150, 200, 30), (84, 206, 16), (196, 168, 12), (124, 60, 11)]:
        doc.add(rock(x, y, r, seeds, *SANDSTONE)); seeds += 3
    # a cracked beam falling
    doc.g([el("rect", x=-40, y=-8, width=80, height=16, fill=doc.lin([(0, "#b8844a"), (1, "#4a2c0c")], 0, 0, 0, 100), stroke="#1a0e04", stroke_width=2),
           poly([(38, -8), (46, -2), (40, 2), (46, 8), (38, 8)], fill="#d8a66a", stroke="#1a0e04", stroke_width=1)],
          transform="translate(60 150) rotate(58)")


# ------------------------------------------------------------------------------------------- gas
def cloud_path(cx, cy, w, h, bumps=7, seed=1):
    rng = random.Random(seed)
    d = ""
    pts = []
    for i in range(bumps):
        a = math.pi + i * math.pi / (bumps - 1)
        pts.append((cx + w / 2 * math.cos(a), cy + h * 0.55 * math.sin(a)))
    # top bumps
    d = f"M{_fmt(cx - w / 2)} {_fmt(cy)}"
    for i in range(1, len(pts)):
        (x0, y0), (x1, y1) = pts[i - 1], pts[i]
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        bx, by = mx - (cx - mx) * 0.0, my - h * rng.uniform(0.28, 0.4)
        d += f" Q{_fmt(bx)} {_fmt(by)} {_fmt(x1)} {_fmt(y1)}"
    # flat-ish, bumpy bottom
    d += f" Q{_fmt(cx + w * 0.35)} {_fmt(cy + h * 0.5)} {_fmt(cx)} {_fmt(cy + h * 0.32)} Q{_fmt(cx - w * 0.35)} {_fmt(cy + h * 0.5)} {_fmt(cx - w / 2)} {_fmt(cy)} Z"
    return d


def puff(cx, cy, r, fill, op):
    return el("circle", cx=cx, cy=cy, r=r, fill=fill, fill_opacity=op)


def art_mine_gas(doc):
    # a crack in the rock at the bottom left, and a plume of gas welling out of it
    doc.add(el("path", d="M19 331 V 262 C 50 256, 70 270, 96 280 C 120 288, 140 306, 150 331 Z",
               fill=doc.lin([(0, "#2a3440"), (1, "#0a0e14")], 0, 0, 0, 100), stroke="#04060a", stroke_width=2))
    doc.add(pline([(44, 268), (58, 286), (52, 304), (66, 322)], stroke="#000", stroke_width=5, stroke_linejoin="round"))
    # the plume: overlapping puffs widening upwards, drawn as one outlined cartoon cloud
    plume = [(58, 258, 14), (76, 234, 19), (98, 204, 25), (134, 180, 25), (84, 166, 25), (124, 134, 32), (172, 140, 23),
             (78, 114, 24), (166, 96, 27), (118, 82, 26), (194, 114, 15)]
    for x, y, r in plume:
        doc.add(puff(x, y, r + 9, "#d8ff6a", 0.14))
    for x, y, r in plume:
        doc.add(puff(x, y, r + 3, "#3a5a08", 1))
    body = doc.rad([(0, "#f4ffb0"), (0.5, "#d4f05a"), (1, "#8ab420")], 110, 100, 190, 90, 70, user=True)
    for x, y, r in plume:
        doc.add(el("circle", cx=x, cy=y, r=r, fill=body))
    # swirls of gas
    for sx, sy, r, turns in [(108, 150, 22, 3.2), (160, 100, 17, 3.0), (90, 210, 13, 2.6), (78, 110, 13, 2.6)]:
        pts = []
        for i in range(48):
            t = i / 47
            a = t * turns * math.pi
            rr = r * (1 - 0.85 * t)
            pts.append((sx + rr * math.cos(a), sy + rr * math.sin(a)))
        doc.add(pline(pts, stroke="#4a6a0a", stroke_width=3.2, stroke_linecap="round", stroke_linejoin="round"))
    # wisps rising
    for x in (70, 118, 170):
        doc.add(el("path", d=f"M{x} 60 q 8 -8 0 -14 q -8 -6 0 -14", fill="none", stroke="#d8ff6a", stroke_opacity=0.7, stroke_width=3, stroke_linecap="round"))
    # bubbles
    for x, y, r in [(40, 220, 5), (200, 236, 5), (206, 180, 6), (40, 160, 4), (190, 56, 4)]:
        doc.add(el("circle", cx=x, cy=y, r=r, fill="#e8ff9a", fill_opacity=0.6, stroke="#3a5a08", stroke_width=1.5))
        doc.add(el("circle", cx=x - r * 0.3, cy=y - r * 0.3, r=r * 0.3, fill="#fff"))
    # a miner's safety lamp on the floor at the right, its flame flaring in the gas
    lx, ly = 190, 300
    doc.add(el("circle", cx=lx, cy=ly - 16, r=30, fill=doc.rad([(0, "#ffd86a", 0.85), (1, "#ff8a14", 0)])))
    doc.add(el("path", d=f"M{lx-3} {ly-44} h6 v6 h-6 z", fill="#c8a040", stroke="#1a0e04", stroke_width=1.2))
    doc.add(el("path", d=f"M{lx-8} {ly-38} H {lx+8} L {lx+10} {ly-30} H {lx-10} Z", fill="#c8a040", stroke="#1a0e04", stroke_width=1.5))
    doc.add(rrect(lx - 10, ly - 30, 20, 24, 3, fill="#fff4c0", fill_opacity=0.5, stroke="#1a0e04", stroke_width=1.5))
    doc.add(el("path", d=f"M{lx} {ly-34} C {lx+8} {ly-20}, {lx+6} {ly-10}, {lx} {ly-8} C {lx-6} {ly-10}, {lx-8} {ly-20}, {lx} {ly-34} Z", fill="#ff8a14"))
    doc.add(el("path", d=f"M{lx} {ly-22} C {lx+3} {ly-16}, {lx+3} {ly-11}, {lx} {ly-9} C {lx-3} {ly-11}, {lx-3} {ly-16}, {lx} {ly-22} Z", fill="#fff4a0"))
    doc.add(rrect(lx - 12, ly - 7, 24, 9, 2, fill="#c8a040", stroke="#1a0e04", stroke_width=1.5))


# ------------------------------------------------------------------------------------- explosion
def dynamite(doc, x, y, angle, s=1.0):
    g = [rrect(-24, -7, 48, 14, 4, fill=doc.lin([(0, "#ff6a5a"), (0.5, "#d0201a"), (1, "#6a0806")], 0, 0, 0, 100), stroke="#2a0402", stroke_width=2),
         el("rect", x=-10, y=-7, width=6, height=14, fill="#2a2a2a", fill_opacity=0.6),
         el("path", d="M24 0 C 32 -4, 34 -12, 42 -12", fill="none", stroke="#3a2a1a", stroke_width=2.5),
         el("circle", cx=42, cy=-12, r=5, fill="#fff4a0"), el("circle", cx=42, cy=-12, r=9, fill="#ffb020", fill_opacity=0.45)]
    doc.g(g, transform=f"translate({x} {y}) rotate({angle}) scale({s})")


def art_mine_explosion(doc):
    cx, cy = 125, 176
    for R, r, col, n, rot, seed in [(130, 70, "#e8320a", 14, 0.1, 1), (100, 56, "#ff8a14", 13, 0.35, 2), (70, 40, "#ffd040", 11, 0.0, 3)]:
        rng = random.Random(seed)
        p = []
        for i in range(2 * n):
            a = rot + i * math.pi / n
            rr = (R if i % 2 == 0 else r) * rng.uniform(0.85, 1.1)
            p.append((cx + rr * 0.8 * math.cos(a), cy + rr * 1.08 * math.sin(a)))
        doc.add(poly(p, fill=col, stroke="#5a0a02", stroke_width=2.5, stroke_linejoin="round"))
    doc.add(el("circle", cx=cx, cy=cy, r=34, fill=doc.rad([(0, "#ffffff"), (0.5, "#fff8c0"), (1, "#ffe070", 0)])))
    # flying rocks and sparks
    for i, (x, y, r) in enumerate([(46, 70, 10), (200, 76, 9), (40, 270, 11), (204, 280, 8), (120, 312, 7), (216, 180, 7)]):
        doc.add(rock(x, y, r, 40 + i, light="#8a7c66", mid="#4a3e30", dark="#1a1410"))
    for x, y in [(70, 110), (176, 112), (80, 240), (168, 246), (122, 70), (124, 284)]:
        a = math.atan2(y - cy, x - cx)
        doc.add(pline([(x, y), (x + 16 * math.cos(a), y + 16 * math.sin(a))], stroke="#fff8c0", stroke_width=3, stroke_linecap="round"))
    # a stick of dynamite flung out
    dynamite(doc, 182, 240, -32, 0.9)


MINE_HAZARD_ART = {"snakes": art_mine_snakes, "scorpions": art_mine_scorpions, "landslide": art_mine_landslide,
                   "gas": art_mine_gas, "explosion": art_mine_explosion}


# --------------------------------------------------------------------------------------------
# relics (golden idols) and the value badge
# --------------------------------------------------------------------------------------------
GOLD_OUT = "#3a2204"


def gold_fill(doc, angle=0):
    return doc.lin([(0, "#fff4b8"), (0.25, "#f6d060"), (0.55, "#d49a22"), (0.8, "#a06a10"), (1, "#5e3a06")], 10, 0, 60, 100)


def gem_dot(cx, cy, r, colour):
    return [el("circle", cx=cx, cy=cy, r=r, fill=colour, stroke=GOLD_OUT, stroke_width=max(1, r * 0.25)),
            el("circle", cx=cx - r * 0.35, cy=cy - r * 0.35, r=r * 0.3, fill="#fff", fill_opacity=0.8)]


def relic_mask(doc):
    cx, cy = 125, 160
    rays = []
    for i in range(16):
        a = i * math.pi / 8
        r1, r2 = 62, 92 if i % 2 == 0 else 80
        w = 0.13
        rays.append(poly([(cx + r1 * math.cos(a - w), cy + r1 * math.sin(a - w)), (cx + r2 * math.cos(a), cy + r2 * math.sin(a)),
                          (cx + r1 * math.cos(a + w), cy + r1 * math.sin(a + w))], fill=gold_fill(doc), stroke=GOLD_OUT, stroke_width=2, stroke_linejoin="round"))
    doc.add(rays)
    doc.add(el("circle", cx=cx, cy=cy, r=66, fill=gold_fill(doc), stroke=GOLD_OUT, stroke_width=3))
    doc.add(el("circle", cx=cx, cy=cy, r=58, fill="none", stroke="#8a5a0c", stroke_width=2, stroke_dasharray="3 4"))
    # face
    doc.add(el("path", d=f"M{cx-36} {cy-34} Q {cx} {cy-50} {cx+36} {cy-34} Q {cx+44} {cy+10} {cx+22} {cy+46} Q {cx} {cy+58} {cx-22} {cy+46} Q {cx-44} {cy+10} {cx-36} {cy-34} Z",
               fill=doc.lin([(0, "#fff0a0"), (0.5, "#e8b032"), (1, "#8a5a0c")], 30, 0, 70, 100), stroke=GOLD_OUT, stroke_width=2.5))
    for sgn in (-1, 1):
        doc.add(el("path", d=f"M{cx + sgn*8} {cy-10} Q {cx + sgn*20} {cy-22} {cx + sgn*32} {cy-10} Q {cx + sgn*20} {cy-2} {cx + sgn*8} {cy-10} Z", fill="#1a0c02"))
        doc.add(el("circle", cx=cx + sgn * 20, cy=cy - 11, r=3.5, fill="#2ad0b0"))
        doc.add(el("path", d=f"M{cx + sgn*6} {cy-24} Q {cx + sgn*20} {cy-32} {cx + sgn*34} {cy-22}", fill="none", stroke=GOLD_OUT, stroke_width=3, stroke_linecap="round"))
        doc.add(el("path", d=f"M{cx + sgn*22} {cy+4} L {cx + sgn*24} {cy+24}", fill="none", stroke="#8a5a0c", stroke_width=2))
    doc.add(el("path", d=f"M{cx} {cy-8} L {cx-7} {cy+14} Q {cx} {cy+18} {cx+7} {cy+14} Z", fill="#c08a1a", stroke=GOLD_OUT, stroke_width=1.5))
    doc.add(el("path", d=f"M{cx-16} {cy+28} Q {cx} {cy+22} {cx+16} {cy+28} Q {cx} {cy+38} {cx-16} {cy+28} Z", fill="#1a0c02"))
    doc.add(gem_dot(cx, cy - 40, 6, "#d81e3a"))


def relic_statuette(doc):
    cx = 125
    g = gold_fill(doc)
    # pedestal
    doc.add(rrect(cx - 48, 236, 96, 22, 3, fill=doc.lin([(0, "#8a6a4a"), (1, "#3a2818")], 0, 0, 0, 100), stroke="#1a0e04", stroke_width=2))
    doc.add(rrect(cx - 56, 254, 112, 14, 3, fill=doc.lin([(0, "#7a5a3a"), (1, "#2a1a0c")], 0, 0, 0, 100), stroke="#1a0e04", stroke_width=2))
    # legs and body
    doc.add(el("path", d=f"M{cx-30} 236 L {cx-26} 186 L {cx+26} 186 L {cx+30} 236 Z", fill=g, stroke=GOLD_OUT, stroke_width=2.5, stroke_linejoin="round"))
    doc.add(pline([(cx, 200), (cx, 236)], stroke=GOLD_OUT, stroke_width=2))
    doc.add(el("path", d=f"M{cx-32} 190 L {cx-36} 128 Q {cx} 116 {cx+36} 128 L {cx+32} 190 Z", fill=g, stroke=GOLD_OUT, stroke_width=2.5, stroke_linejoin="round"))
    # folded arms
    doc.add(el("path", d=f"M{cx-36} 134 Q {cx-46} 160 {cx-20} 168 L {cx+20} 168 Q {cx+46} 160 {cx+36} 134", fill="none", stroke=GOLD_OUT, stroke_width=11, stroke_linecap="round"))
    doc.add(el("path", d=f"M{cx-36} 134 Q {cx-46} 160 {cx-20} 168 L {cx+20} 168 Q {cx+46} 160 {cx+36} 134", fill="none", stroke="#f0c450", stroke_width=6, stroke_linecap="round"))
    doc.add(pline([(cx - 22, 182), (cx + 22, 182)], stroke=GOLD_OUT, stroke_width=2))
    doc.add(gem_dot(cx, 148, 7, "#1ab0a0"))
    # head with headdress
    doc.add(poly([(cx - 46, 84), (cx - 30, 54), (cx - 14, 74), (cx, 42), (cx + 14, 74), (cx + 30, 54), (cx + 46, 84)], fill=g, stroke=GOLD_OUT, stroke_width=2.5, stroke_linejoin="round"))
    doc.add(rrect(cx - 28, 80, 56, 46, 10, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(rrect(cx - 34, 78, 68, 10, 3, fill="#c08a1a", stroke=GOLD_OUT, stroke_width=2))
    for sgn in (-1, 1):
        doc.add(rrect(cx + sgn * 12 - 7, 96, 14, 6, 2, fill="#1a0c02"))
        doc.add(el("circle", cx=cx + sgn * 38, cy=104, r=6, fill=g, stroke=GOLD_OUT, stroke_width=2))
    doc.add(rrect(cx - 10, 114, 20, 4, 2, fill="#1a0c02"))
    doc.add(gem_dot(cx, 60, 5, "#d81e3a"))


def relic_chalice(doc):
    cx = 125
    g = gold_fill(doc)
    doc.add(el("ellipse", cx=cx, cy=262, rx=48, ry=12, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(el("path", d=f"M{cx-44} 260 Q {cx-10} 244 {cx-8} 200 L {cx+8} 200 Q {cx+10} 244 {cx+44} 260 Z", fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(el("ellipse", cx=cx, cy=204, rx=16, ry=8, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(el("ellipse", cx=cx, cy=184, rx=12, ry=7, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(el("path", d=f"M{cx-62} 90 Q {cx-64} 170 {cx} 180 Q {cx+64} 170 {cx+62} 90 Z", fill=g, stroke=GOLD_OUT, stroke_width=3))
    doc.add(el("ellipse", cx=cx, cy=90, rx=62, ry=14, fill=doc.lin([(0, "#5a3406"), (1, "#c8901e")], 0, 0, 0, 100), stroke=GOLD_OUT, stroke_width=3))
    doc.add(el("path", d=f"M{cx-58} 112 Q {cx} 130 {cx+58} 112", fill="none", stroke=GOLD_OUT, stroke_width=2))
    doc.add(el("path", d=f"M{cx-50} 146 Q {cx} 160 {cx+50} 146", fill="none", stroke=GOLD_OUT, stroke_width=2))
    for i, col in enumerate(["#2a9ad8", "#d81e3a", "#1ab070", "#d81e3a", "#2a9ad8"]):
        x = cx - 40 + i * 20
        y = 128 + (6 if i in (0, 4) else 10 if i in (1, 3) else 11)
        doc.add(gem_dot(x, y, 6 if i == 2 else 5, col))
    doc.add(el("path", d=f"M{cx-40} 100 Q {cx-46} 140 {cx-30} 164", fill="none", stroke="#fff8d0", stroke_opacity=0.6, stroke_width=4, stroke_linecap="round"))


def relic_necklace(doc):
    cx = 125
    g = gold_fill(doc)
    # chain: an arc of beads
    for i in range(19):
        t = i / 18
        a = math.pi * (1.1 - 1.2 * t)
        x, y = cx + 78 * math.cos(a), 110 - 70 * math.sin(a) + 20
        doc.add(el("circle", cx=x, cy=y + 40, r=7 if i % 3 else 9, fill=g, stroke=GOLD_OUT, stroke_width=2))
    # pendants
    for i in range(5):
        a = math.pi * (0.75 - 0.125 * i)
        x, y = cx + 70 * math.cos(a), 170 + 60 * math.sin(a) - 20
    doc.add(el("path", d=f"M{cx} 178 L {cx+40} 210 L {cx} 290 L {cx-40} 210 Z", fill=g, stroke=GOLD_OUT, stroke_width=3, stroke_linejoin="round"))
    doc.add(el("path", d=f"M{cx} 192 L {cx+26} 214 L {cx} 268 L {cx-26} 214 Z", fill="none", stroke="#8a5a0c", stroke_width=2))
    doc.add(gem_dot(cx, 224, 13, "#1ab0a0"))
    for sgn in (-1, 1):
        doc.add(el("path", d=f"M{cx + sgn*62} 192 L {cx + sgn*78} 210 L {cx + sgn*66} 250 L {cx + sgn*52} 212 Z", fill=g, stroke=GOLD_OUT, stroke_width=2.5, stroke_linejoin="round"))
        doc.add(gem_dot(cx + sgn * 65, 214, 6, "#d81e3a"))
    doc.add(el("circle", cx=cx, cy=172, r=10, fill=g, stroke=GOLD_OUT, stroke_width=2.5))


def relic_dagger(doc):
    """A ceremonial tumi knife: a figure handle above a half-moon blade."""
    cx = 125
    g = gold_fill(doc)
    doc.add(el("path", d=f"M{cx-58} 216 Q {cx-60} 270 {cx} 276 Q {cx+60} 270 {cx+58} 216 Z",
               fill=doc.lin([(0, "#fff8d8"), (0.4, "#e0c070"), (1, "#8a6a20")], 0, 0, 0, 100), stroke=GOLD_OUT, stroke_width=3))
    doc.add(el("path", d=f"M{cx-52} 250 Q {cx} 272 {cx+52} 250", fill="none", stroke="#fffbe8", stroke_width=3, stroke_opacity=0.8))
    doc.add(rrect(cx - 62, 206, 124, 14, 4, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(rrect(cx - 12, 120, 24, 88, 5, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    for y in (136, 156, 176, 196):
        doc.add(pline([(cx - 12, y), (cx + 12, y)], stroke=GOLD_OUT, stroke_width=2))
    # figure on top: head with fan headdress
    for i in range(7):
        a = math.pi * (1.1 + 0.8 * i / 6)
        doc.add(poly([(cx + 16 * math.cos(a - 0.15), 100 + 16 * math.sin(a - 0.15)), (cx + 44 * math.cos(a), 100 + 44 * math.sin(a)),
                      (cx + 16 * math.cos(a + 0.15), 100 + 16 * math.sin(a + 0.15))], fill=g, stroke=GOLD_OUT, stroke_width=2, stroke_linejoin="round"))
    doc.add(rrect(cx - 20, 88, 40, 36, 8, fill=g, stroke=GOLD_OUT, stroke_width=2.5))
    for sgn in (-1, 1):
        doc.add(el("circle", cx=cx + sgn * 8, cy=102, r=3.5, fill="#1a0c02"))
    doc.add(rrect(cx - 7, 112, 14, 3, 1.5, fill="#1a0c02"))
    doc.add(gem_dot(cx, 213, 6, "#d81e3a"))


RELICS = [relic_mask, relic_statuette, relic_chalice, relic_necklace, relic_dagger]


def relic_card(i, art):
    doc = Doc(CW, CH)
    frame(doc, "relic", seed=40 + i)
    panel(doc, [(0, "#8a4ab0"), (0.5, "#3e1a56"), (1, "#12061c")], 50, 42, 70)
    # golden light rays from behind the idol
    cx, cy = 125, 165
    for k in range(12):
        a = k * math.pi / 6 + 0.1
        doc.add(poly([(cx, cy), (cx + 200 * math.cos(a - 0.12), cy + 200 * math.sin(a - 0.12)), (cx + 200 * math.cos(a + 0.12), cy + 200 * math.sin(a + 0.12))],
                     fill="#ffd86a", fill_opacity=0.10))
    doc.add(el("circle", cx=cx, cy=cy, r=105, fill=doc.rad([(0, "#ffe08a", 0.55), (1, "#ffe08a", 0)])))
    art(doc)
    # the plinth where the game prints the value badge
    doc.add(el("ellipse", cx=125, cy=300, rx=42, ry=10, fill="#000", fill_opacity=0.35))
    vignette(doc, 0.5)
    for sgn in (-1, 1):
        doc.add(el("path", d=f"M{125 + sgn*20} 15 Q {125 + sgn*60} 2 {125 + sgn*96} 15", fill="none", stroke="#fff0a8", stroke_width=2))
    doc.add(corner_gems(doc, colour="#b070e0"))
    write(f"relic-{i}", doc)


def badge():
    doc = Doc(100, 100)
    rays = []
    for i in range(24):
        a = i * math.pi / 12
        rays.append((50 + 49 * math.cos(a), 50 + 49 * math.sin(a)))
        rays.append((50 + 43 * math.cos(a + math.pi / 24), 50 + 43 * math.sin(a + math.pi / 24)))
    doc.add(el("circle", cx=52, cy=53, r=47, fill="#000", fill_opacity=0.35))
    doc.add(poly(rays, fill=doc.lin([(0, "#fff0a8"), (0.5, "#d89a22"), (1, "#7a4c08")], 0, 0, 100, 100), stroke=GOLD_OUT, stroke_width=2, stroke_linejoin="round"))
    doc.add(el("circle", cx=50, cy=50, r=39, fill=doc.lin([(0, "#8a5a0c"), (1, "#fff0a8")], 0, 0, 100, 100), stroke=GOLD_OUT, stroke_width=2))
    doc.add(el("circle", cx=50, cy=50, r=33, fill=doc.rad([(0, "#fff8d0"), (0.7, "#f4cf66"), (1, "#d9a232")], 40, 35, 70), stroke="#7a4c08", stroke_width=1.5))
    doc.add(el("path", d="M24 38 A 30 30 0 0 1 56 18", fill="none", stroke="#ffffff", stroke_opacity=0.7, stroke_width=3, stroke_linecap="round"))
    write("badge", doc)


# --------------------------------------------------------------------------------------------
# card back, decision cards
# --------------------------------------------------------------------------------------------
def card_back():
    doc = Doc(CW, CH)
    frame(doc, "back", seed=7)
    panel(doc, [(0, "#4a2c18"), (0.6, "#24140a"), (1, "#0e0804")], 50, 50, 70)
    # lattice of faint gold diamonds
    for i in range(-8, 16):
        x = 19 + i * 24
        doc.add(pline([(x, 19), (x + 312, 331)], stroke="#e8b842", stroke_opacity=0.12, stroke_width=1.5))
        doc.add(pline([(x + 312, 19), (x, 331)], stroke="#e8b842", stroke_opacity=0.12, stroke_width=1.5))
    # inner gold line (covers lattice overflow visually; lattice lines beyond the panel are hidden by drawing the frame ring again)
    cx, cy = 125, 175
    for k in range(16):
        a = k * math.pi / 8
        r2 = 96 if k % 2 == 0 else 78
        doc.add(poly([(cx + 50 * math.cos(a - 0.16), cy + 50 * math.sin(a - 0.16)), (cx + r2 * math.cos(a), cy + r2 * math.sin(a)),
                      (cx + 50 * math.cos(a + 0.16), cy + 50 * math.sin(a + 0.16))], fill=gold_fill(doc), stroke=GOLD_OUT, stroke_width=1.5, stroke_linejoin="round"))
    doc.add(el("circle", cx=cx, cy=cy, r=56, fill=doc.lin([(0, "#fff0a8"), (0.5, "#d49a22"), (1, "#6a4206")], 0, 0, 100, 100), stroke=GOLD_OUT, stroke_width=2.5))
    doc.add(el("circle", cx=cx, cy=cy, r=47, fill=doc.rad([(0, "#3a2210"), (1, "#0c0603")], 50, 40, 60), stroke=GOLD_OUT, stroke_width=2))
    # a cave arch with a diamond in it
    doc.add(el("path", d=f"M{cx-34} {cy+30} L {cx-34} {cy-6} Q {cx-34} {cy-36} {cx} {cy-36} Q {cx+34} {cy-36} {cx+34} {cy-6} L {cx+34} {cy+30} Z",
               fill="none", stroke="#e8b842", stroke_width=3))
    doc.add(diamond(doc, cx, cy + 2, 22))
    doc.add(el("circle", cx=cx, cy=cy, r=47, fill=doc.rad([(0, "#fff", 0), (0.8, "#fff", 0), (1, "#ffd86a", 0.25)])))
    vignette(doc, 0.5)
    # lattice overflow hidden: redraw the frame ring on top
    ring = doc.lin([(0, "#3e3026"), (1, "#140e0a")], 0, 0, 30, 100)
    doc.add(el("path", d="M2 20 Q2 2 20 2 H230 Q248 2 248 20 V330 Q248 348 230 348 H20 Q2 348 2 330 Z M19 26 Q19 19 26 19 H224 Q231 19 231 26 V324 Q231 331 224 331 H26 Q19 331 19 324 Z",
               fill=ring, fill_rule="evenodd"))
    doc.add(rrect(2, 2, CW - 4, CH - 4, 18, fill="none", stroke="#000", stroke_width=3))
    doc.add(rrect(5.5, 5.5, CW - 11, CH - 11, 15, fill="none", stroke="#ffffff", stroke_opacity=0.14, stroke_width=2))
    gold = doc.lin([(0, "#fff0a8"), (0.3, "#e8b842"), (0.65, "#b57d1c"), (1, "#f1cc62")], 0, 0, 100, 100)
    doc.add(el("path", d="M12 23 Q12 12 23 12 H227 Q238 12 238 23 V327 Q238 338 227 338 H23 Q12 338 12 327 Z M19 26 Q19 19 26 19 H224 Q231 19 231 26 V324 Q231 331 224 331 H26 Q19 331 19 324 Z",
               fill=gold, fill_rule="evenodd", stroke="#1a0e04", stroke_width=1.5))
    doc.add(corner_gems(doc))
    write("card-back", doc)


def torch(doc, x, y, scale=1.0, angle=-18):
    g = []
    g.append(el("circle", cx=0, cy=-70, r=70, fill=doc.rad([(0, "#ffd86a", 0.6), (1, "#ff9a2a", 0)])))
    g.append(el("path", d="M-7 -40 L 7 -40 L 5 70 L -5 70 Z", fill=doc.lin([(0, "#8a5a2a"), (1, "#3a2008")], 0, 0, 100, 0), stroke="#1a0c02", stroke_width=2))
    g.append(rrect(-12, -48, 24, 16, 3, fill=doc.lin([(0, "#c8b8a0"), (1, "#5a4a3a")], 0, 0, 100, 0), stroke="#1a0c02", stroke_width=2))
    g.append(pline([(-12, -40), (12, -40)], stroke="#1a0c02", stroke_width=1.5))
    g.append(el("path", d="M-16 -48 C -22 -70, -6 -80, -8 -104 C 4 -92, 10 -80, 8 -68 C 14 -76, 16 -84, 14 -92 C 24 -76, 22 -56, 16 -48 Z",
                fill=doc.lin([(0, "#fff2a0"), (0.4, "#ffb020"), (1, "#e0400a")], 0, 0, 0, 100), stroke="#8a2002", stroke_width=1.5, stroke_linejoin="round"))
    g.append(el("path", d="M-8 -48 C -10 -60, -2 -66, -2 -80 C 6 -70, 10 -60, 8 -48 Z", fill="#fffbe0"))
    doc.g(g, transform=f"translate({_fmt(x)} {_fmt(y)}) rotate({angle}) scale({scale})")


def decision_continue():
    doc = Doc(CW, CH)
    frame(doc, "decision-continue", seed=21)
    panel(doc, [(0, "#6a4a2a"), (0.5, "#2a1a0c"), (1, "#0a0604")], 50, 60, 75)
    # a tunnel receding into the dark
    cx, cy = 135, 150
    for i, (w, h, c) in enumerate([(188, 260, "#3a2816"), (150, 200, "#2a1c0e"), (108, 148, "#1c1208"), (72, 102, "#100a04"), (42, 62, "#050302")]):
        doc.add(el("path", d=f"M{_fmt(cx - w/2)} {_fmt(cy + h/2)} L {_fmt(cx - w/2)} {_fmt(cy - h/4)} Q {_fmt(cx - w/2)} {_fmt(cy - h/2)} {_fmt(cx)} {_fmt(cy - h/2)} "
                            f"Q {_fmt(cx + w/2)} {_fmt(cy - h/2)} {_fmt(cx + w/2)} {_fmt(cy - h/4)} L {_fmt(cx + w/2)} {_fmt(cy + h/2)} Z",
                   fill=c, stroke="#000", stroke_opacity=0.4, stroke_width=2))
    # path on the floor leading in
    doc.add(poly([(70, 331), (200, 331), (cx + 14, cy + 31), (cx - 14, cy + 31)], fill="#6a5030", fill_opacity=0.6))
    # footprints
    for i, (x, y) in enumerate([(118, 312), (150, 290), (128, 266), (150, 246), (134, 228)]):
        s = 1 - i * 0.14
        doc.add(el("ellipse", cx=x, cy=y, rx=6 * s, ry=10 * s, fill="#2a1a0a", fill_opacity=0.7))
    torch(doc, 70, 210, 1.05, -16)
    # arrow into the tunnel
    doc.add(el("path", d="M 150 128 L 168 150 L 150 172", fill="none", stroke="#7be08a", stroke_width=7, stroke_linecap="round", stroke_linejoin="round", stroke_opacity=0.85))
    vignette(doc, 0.45)
    doc.add(corner_gems(doc, colour="#6ad07a"))
    write("decision-continue", doc)


def tent(doc, x, y, s=1.0, colour="#d8a060"):
    g = [el("ellipse", cx=0, cy=2, rx=70, ry=9, fill="#000", fill_opacity=0.4),
         poly([(-62, 0), (0, -78), (62, 0)], fill=doc.lin([(0, lighten(colour, 0.2)), (1, darken(colour, 0.35))], 0, 0, 100, 100), stroke="#2a1404", stroke_width=3, stroke_linejoin="round"),
         poly([(0, -78), (62, 0), (40, 0)], fill=darken(colour, 0.35), fill_opacity=0.6),
         poly([(-20, 0), (0, -56), (20, 0)], fill="#1a0c04"),
         poly([(0, -56), (20, 0), (30, 0), (6, -50)], fill=lighten(colour, 0.1), stroke="#2a1404", stroke_width=1.5),
         pline([(0, -78), (-4, -90)], stroke="#3a2008", stroke_width=3),
         poly([(-4, -90), (-22, -86), (-5, -82)], fill="#c02a1a")]
    doc.g(g, transform=f"translate({_fmt(x)} {_fmt(y)}) scale({s})")


def campfire(doc, x, y, s=1.0):
    g = [el("circle", cx=0, cy=-16, r=60, fill=doc.rad([(0, "#ffc850", 0.65), (1, "#ff7a1a", 0)]))]
    for a in (-20, 20):
        g.append(rrect(-26, -5, 52, 10, 4, fill="#6a3e14", stroke="#1a0a02", stroke_width=2, transform=f"rotate({a})"))
    for i in range(7):
        a = math.pi * (0.9 + 1.2 * i / 6)
        g.append(el("ellipse", cx=30 * math.cos(a) * 0 + 30 * math.cos(math.pi * i / 3.5 + 0.2), cy=6 + 6 * math.sin(math.pi * i / 3.5 + 0.2), rx=7, ry=5, fill="#6a645a", stroke="#1c1a16", stroke_width=1.5))
    g.append(el("path", d="M-18 0 C -26 -20, -8 -30, -10 -52 C 2 -40, 8 -30, 6 -18 C 12 -26, 14 -34, 12 -42 C 24 -26, 22 -8, 16 0 Z",
                fill=doc.lin([(0, "#fff2a0"), (0.4, "#ffb020"), (1, "#e0400a")], 0, 0, 0, 100), stroke="#8a2002", stroke_width=1.5, stroke_linejoin="round"))
    g.append(el("path", d="M-8 0 C -10 -12, -2 -18, -2 -30 C 6 -20, 10 -12, 8 0 Z", fill="#fffbe0"))
    for sx, sy in [(-10, -62), (8, -70), (-2, -80)]:
        g.append(el("circle", cx=sx, cy=sy, r=1.8, fill="#ffd86a"))
    doc.g(g, transform=f"translate({_fmt(x)} {_fmt(y)}) scale({s})")


def decision_leave():
    doc = Doc(CW, CH)
    frame(doc, "decision-leave", seed=22)
    panel(doc, [(0, "#2a3a6a"), (0.55, "#141c3a"), (1, "#070a18")], 50, 30, 80)
    rng = random.Random(5)
    for _ in range(40):
        x, y = rng.uniform(24, 226), rng.uniform(24, 200)
        doc.add(el("circle", cx=x, cy=y, r=rng.uniform(0.6, 1.8), fill="#fff8e0", fill_opacity=rng.uniform(0.4, 1)))
    doc.add(el("circle", cx=186, cy=64, r=18, fill="#fff4d0"))
    doc.add(el("circle", cx=194, cy=58, r=16, fill="#1c2648"))
    # hills and ground
    doc.add(el("path", d="M19 210 Q 70 176 120 200 Q 170 170 231 196 V331 H19 Z", fill="#1a1c24"))
    doc.add(el("path", d="M19 240 Q 125 222 231 240 V331 H19 Z", fill=doc.lin([(0, "#5a4028"), (1, "#1e140a")], 0, 0, 0, 100)))
    tent(doc, 100, 270, 1.15)
    campfire(doc, 178, 292, 0.95)
    vignette(doc, 0.45)
    doc.add(corner_gems(doc, colour="#ff8a4a"))
    write("decision-leave", doc)


def decision_back():
    doc = Doc(CW, CH)
    frame(doc, "decision-back", seed=23)
    panel(doc, [(0, "#6a2e22"), (0.6, "#30120c"), (1, "#120605")], 50, 50, 70)
    cx, cy = 125, 175
    # stitched inner border (leather)
    doc.add(rrect(30, 30, 190, 290, 8, fill="none", stroke="#e8b842", stroke_opacity=0.6, stroke_width=1.5, stroke_dasharray="5 4"))
    # compass rose
    for k in range(8):
        a = k * math.pi / 4 - math.pi / 2
        r = 78 if k % 2 == 0 else 50
        tip = (cx + r * math.cos(a), cy + r * math.sin(a))
        l = (cx + 16 * math.cos(a - math.pi / 2), cy + 16 * math.sin(a - math.pi / 2))
        rr = (cx + 16 * math.cos(a + math.pi / 2), cy + 16 * math.sin(a + math.pi / 2))
        doc.add(poly([(cx, cy), l, tip], fill="#f6d060", stroke=GOLD_OUT, stroke_width=1.5, stroke_linejoin="round"))
        doc.add(poly([(cx, cy), tip, rr], fill="#a06a10", stroke=GOLD_OUT, stroke_width=1.5, stroke_linejoin="round"))
    doc.add(el("circle", cx=cx, cy=cy, r=86, fill="none", stroke="#e8b842", stroke_width=2.5))
    doc.add(el("circle", cx=cx, cy=cy, r=92, fill="none", stroke="#e8b842", stroke_width=1, stroke_opacity=0.7))
    doc.add(el("circle", cx=cx, cy=cy, r=12, fill=gold_fill(doc), stroke=GOLD_OUT, stroke_width=2))
    doc.add(ruby(doc, cx, cy, 7, sparkle=False))
    vignette(doc, 0.5)
    doc.add(corner_gems(doc))
    write("decision-back", doc)


# --------------------------------------------------------------------------------------------
# tokens: gems, explorers, chests
# --------------------------------------------------------------------------------------------
def token_ruby():
    doc = Doc(64, 64)
    doc.add(el("ellipse", cx=33, cy=56, rx=22, ry=4, fill="#000", fill_opacity=0.35))
    doc.add(ruby(doc, 32, 31, 28, outline="#2a0008"))
    write("ruby", doc)


def token_diamond():
    doc = Doc(64, 64)
    doc.add(el("ellipse", cx=33, cy=58, rx=22, ry=4, fill="#000", fill_opacity=0.35))
    doc.add(diamond(doc, 32, 26, 29, outline="#0c2a4a"))
    write("diamond", doc)


def explorer(i):
    colour, sym = SEATS[i]
    doc = Doc(100, 140)
    shade = darken(colour, 0.4)
    body = doc.lin([(0, lighten(colour, 0.25)), (0.6, colour), (1, shade)], 0, 0, 100, 100)
    out = "#1a0e06"
    doc.add(el("ellipse", cx=50, cy=132, rx=34, ry=6, fill="#000", fill_opacity=0.45))
    # legs and boots
    for x in (38, 54):
        doc.add(rrect(x, 96, 11, 30, 3, fill="#5a4430", stroke=out, stroke_width=2))
        doc.add(el("path", d=f"M{x-2} 124 h 16 q 4 0 4 5 v 2 h -20 z", fill="#2a1a0c", stroke=out, stroke_width=2))
    # backpack
    doc.add(rrect(22, 54, 16, 34, 5, fill="#7a5a34", stroke=out, stroke_width=2))
    # body (tunic in seat colour)
    doc.add(el("path", d="M30 56 Q 50 46 70 56 L 74 100 Q 50 106 26 100 Z", fill=body, stroke=out, stroke_width=2.5, stroke_linejoin="round"))
    doc.add(pline([(28, 92), (72, 92)], stroke="#5a3a1a", stroke_width=5))
    doc.add(rrect(46, 89, 8, 6, 1, fill="#e8b842", stroke=out, stroke_width=1))
    # left arm
    doc.add(el("path", d="M33 60 Q 22 74 28 90", fill="none", stroke=out, stroke_width=10, stroke_linecap="round"))
    doc.add(el("path", d="M33 60 Q 22 74 28 90", fill="none", stroke=colour, stroke_width=6, stroke_linecap="round"))
    # right arm raised, holding a lantern
    doc.add(el("path", d="M67 60 Q 80 66 82 54", fill="none", stroke=out, stroke_width=10, stroke_linecap="round"))
    doc.add(el("path", d="M67 60 Q 80 66 82 54", fill="none", stroke=colour, stroke_width=6, stroke_linecap="round"))
    doc.add(el("circle", cx=82, cy=66, r=22, fill=doc.rad([(0, "#ffe08a", 0.7), (1, "#ffb040", 0)])))
    doc.add(pline([(82, 50), (82, 56)], stroke=out, stroke_width=2))
    doc.add(el("circle", cx=82, cy=52, r=4, fill="#f0c8a0", stroke=out, stroke_width=1.5))
    doc.add(rrect(75, 57, 14, 18, 3, fill="#fff2a8", stroke=out, stroke_width=2))
    doc.add(el("ellipse", cx=82, cy=67, rx=3.5, ry=5, fill="#ff9a20"))
    doc.add(rrect(73, 55, 18, 4, 1.5, fill="#3a2a1a", stroke=out, stroke_width=1))
    doc.add(rrect(73, 73, 18, 4, 1.5, fill="#3a2a1a", stroke=out, stroke_width=1))
    # head
    doc.add(el("circle", cx=50, cy=40, r=14, fill=doc.rad([(0, "#ffe0c0"), (1, "#c88a5a")], 40, 35, 70), stroke=out, stroke_width=2.5))
    doc.add(el("circle", cx=45, cy=41, r=1.8, fill=out))
    doc.add(el("circle", cx=55, cy=41, r=1.8, fill=out))
    doc.add(el("path", d="M45 47 Q 50 50 55 47", fill="none", stroke=out, stroke_width=1.5, stroke_linecap="round"))
    # explorer's hat with a band in the seat colour
    doc.add(el("ellipse", cx=50, cy=31, rx=25, ry=6, fill="#8a5a2a", stroke=out, stroke_width=2.5))
    doc.add(el("path", d="M36 31 Q 36 12 50 12 Q 64 12 64 31 Z", fill=doc.lin([(0, "#b07a3a"), (1, "#6a4018")], 0, 0, 100, 0), stroke=out, stroke_width=2.5))
    doc.add(el("path", d="M37 27 Q 50 30 63 27 L 63.5 31 Q 50 34 36.5 31 Z", fill=colour, stroke=out, stroke_width=1.2))
    # seat symbol on the chest
    doc.add(seat_symbol(doc, colour, sym, 50, 73, 9.5))
    write(f"explorer-{i}", doc)


def chest(i):
    colour, sym = SEATS[i]
    doc = Doc(120, 100)
    out = "#1a0c02"
    wood = doc.lin([(0, "#b07a40"), (0.5, "#7a4a1e"), (1, "#4a2a0c")], 0, 0, 0, 100)
    doc.add(el("ellipse", cx=61, cy=92, rx=54, ry=6, fill="#000", fill_opacity=0.45))
    # box
    doc.add(rrect(10, 42, 100, 48, 4, fill=wood, stroke=out, stroke_width=2.5))
    for y in (58, 74):
        doc.add(pline([(12, y), (108, y)], stroke="#3a1e06", stroke_opacity=0.6, stroke_width=1.5))
    # lid
    doc.add(el("path", d="M10 44 L 10 26 Q 60 0 110 26 L 110 44 Z", fill=doc.lin([(0, "#c8904a"), (1, "#6a3e16")], 0, 0, 0, 100), stroke=out, stroke_width=2.5, stroke_linejoin="round"))
    doc.add(el("path", d="M14 26 Q 60 4 106 26", fill="none", stroke="#f0c080", stroke_opacity=0.5, stroke_width=2))
    # colour band across lid and box
    band = doc.lin([(0, lighten(colour, 0.2)), (1, darken(colour, 0.3))], 0, 0, 0, 100)
    for x in (22, 88):
        doc.add(el("path", d=f"M{x} {90} L {x} 44 L {x} {20 if x == 22 else 20} ", fill="none", stroke=out, stroke_width=12))
        doc.add(el("path", d=f"M{x} {89} L {x} 21", fill="none", stroke=colour, stroke_width=8))
    doc.add(rrect(10, 40, 100, 8, 2, fill=band, stroke=out, stroke_width=2))
    # metal corners
    for x, y in [(10, 82), (102, 82)]:
        doc.add(rrect(x, y, 8, 8, 1.5, fill="#c8b070", stroke=out, stroke_width=1.5))
    # the plaque with the seat symbol (acts as the lock)
    doc.add(el("circle", cx=60, cy=62, r=17, fill=doc.lin([(0, "#fff0a8"), (0.5, "#d49a22"), (1, "#7a4c08")], 0, 0, 100, 100), stroke=out, stroke_width=2.5))
    doc.add(el("circle", cx=60, cy=62, r=13, fill=colour, stroke=out, stroke_width=1.5))
    light = luminance(colour) > 150
    doc.add(el("path", d=symbol_path(sym, 60, 62, 8), fill="#1a120a" if light else "#ffffff", stroke="#1a120a", stroke_width=1.2, stroke_linejoin="round"))
    write(f"chest-{i}", doc)


# --------------------------------------------------------------------------------------------
# camp, entrance, barricades
# --------------------------------------------------------------------------------------------
def camp():
    doc = Doc(300, 220)
    _draw_camp(doc)
    write("camp", doc)


def _draw_camp(doc):
    doc.add(el("ellipse", cx=150, cy=170, rx=145, ry=45, fill=doc.rad([(0, "#ffb850", 0.45), (1, "#ff8a2a", 0)])))
    doc.add(el("ellipse", cx=150, cy=176, rx=128, ry=30, fill=doc.rad([(0, "#7a5a36"), (1, "#3a2814", 0.0)]), ))
    tent(doc, 115, 170, 1.45, "#d8a060")
    campfire(doc, 222, 186, 1.05)
    # crates and a rope coil
    doc.add(rrect(26, 150, 30, 26, 3, fill=doc.lin([(0, "#b07a40"), (1, "#5a3410")], 0, 0, 0, 100), stroke="#1a0c02", stroke_width=2))
    doc.add(pline([(26, 150), (56, 176)], stroke="#1a0c02", stroke_width=1.5))
    doc.add(pline([(56, 150), (26, 176)], stroke="#1a0c02", stroke_width=1.5))


ARCH_OPEN = "M 60 190 L 60 110 Q 60 50 120 50 Q 180 50 180 110 L 180 190 Z"


def entrance():
    doc = Doc(240, 200)
    _draw_entrance(doc)
    write("entrance", doc)


def _draw_entrance(doc):
    doc.add(el("path", d=ARCH_OPEN, fill=doc.rad([(0, "#000000"), (0.7, "#0c0704"), (1, "#2a1a0e")], 50, 65, 70)))
    rock = ("M 4 198 L 10 120 Q 14 60 50 30 Q 90 2 130 6 Q 190 10 218 50 Q 238 90 234 198 Z " + ARCH_OPEN)
    doc.add(el("path", d=rock, fill=doc.lin([(0, "#8a7a66"), (0.5, "#5a4c3e"), (1, "#2e261e")], 0, 0, 30, 100), fill_rule="evenodd",
               stroke="#140e08", stroke_width=3, stroke_linejoin="round"))
    # arch stones
    for i in range(9):
        a = math.pi + i * math.pi / 8
        r1, r2 = 60, 84
        cx, cy = 120, 110
        a1, a2 = a - math.pi / 18, a + math.pi / 18
        doc.add(poly([(cx + r1 * math.cos(a1), cy + r1 * math.sin(a1)), (cx + r2 * math.cos(a1), cy + r2 * math.sin(a1)),
                      (cx + r2 * math.cos(a2), cy + r2 * math.sin(a2)), (cx + r1 * math.cos(a2), cy + r1 * math.sin(a2))],
                     fill=doc.lin([(0, "#b09a7e"), (1, "#6a5a48")], 0, 0, 100, 100), stroke="#1c140c", stroke_width=2, stroke_linejoin="round"))
    for x in (38, 166):
        for j, y in enumerate((120, 152)):
            doc.add(rrect(x, y, 36, 30, 3, fill=doc.lin([(0, "#a08a70"), (1, "#5a4a3a")], 0, 0, 100, 100), stroke="#1c140c", stroke_width=2))
    doc.add(el("path", d="M 30 40 Q 50 22 80 16", fill="none", stroke="#fff", stroke_opacity=0.15, stroke_width=4, stroke_linecap="round"))
    # moss and cracks
    doc.add(pline([(200, 60), (212, 90), (206, 120)], stroke="#140e08", stroke_width=2))
    doc.add(pline([(24, 80), (32, 104)], stroke="#140e08", stroke_width=2))


def barricade(n):
    doc = Doc(200, 180)
    plank = doc.lin([(0, "#c89250"), (0.5, "#8a5a28"), (1, "#54320e")], 0, 0, 0, 100)
    doc.add(el("ellipse", cx=102, cy=172, rx=90, ry=8, fill="#000", fill_opacity=0.4))
    # posts
    for x in (20, 164):
        doc.add(rrect(x, 10, 16, 166, 3, fill=doc.lin([(0, "#7a4e22"), (1, "#3a2008")], 0, 0, 100, 0), stroke="#1a0c02", stroke_width=2.5))
    # horizontal planks
    for i, y in enumerate((24, 70, 116)):
        a = (-3, 2, -1.5)[i]
        doc.add(rrect(6, y, 188, 34, 4, fill=plank, stroke="#1a0c02", stroke_width=2.5, transform=f"rotate({a} 100 {y + 17})"))
        doc.add(pline([(14, y + 12), (186, y + 14)], stroke="#3a1e06", stroke_opacity=0.5, stroke_width=1.5, transform=f"rotate({a} 100 {y + 17})"))
    # diagonal brace
    doc.add(rrect(-10, 78, 220, 24, 4, fill=plank, stroke="#1a0c02", stroke_width=2.5, transform="rotate(-33 100 90)"))
    # nails
    for x, y in [(28, 40), (172, 38), (28, 86), (172, 88), (28, 132), (172, 130), (58, 132), (142, 48)]:
        doc.add(el("circle", cx=x, cy=y, r=3.2, fill="#b8b8c0", stroke="#202024", stroke_width=1.5))
    # plaque with the number
    doc.add(el("circle", cx=100, cy=90, r=38, fill=doc.lin([(0, "#fff0a8"), (0.5, "#d49a22"), (1, "#6a4206")], 0, 0, 100, 100), stroke="#1a0c02", stroke_width=3))
    doc.add(el("circle", cx=100, cy=90, r=31, fill=doc.rad([(0, "#5a3a22"), (1, "#2a1a0c")], 40, 35, 70), stroke="#7a4c08", stroke_width=1.5))
    doc.add(numeral(doc, str(n), 100, 112, 44, ow=4))
    write(f"barricade-{n}", doc)


# --------------------------------------------------------------------------------------------
# background, board, icon
# --------------------------------------------------------------------------------------------
def rock_blob(rng, cx, cy, r, n=9):
    p = []
    for i in range(n):
        a = i * 2 * math.pi / n + rng.uniform(-0.2, 0.2)
        rr = r * rng.uniform(0.7, 1.15)
        p.append((cx + rr * math.cos(a), cy + rr * 0.7 * math.sin(a)))
    return p


def background():
    W, H = 1920, 1080
    doc = Doc(W, H)
    rng = random.Random(3)
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.lin([(0, "#1e1612"), (0.6, "#17110d"), (1, "#0c0806")], 0, 0, 0, 100)))
    # large low-contrast rock masses
    for _ in range(60):
        x, y, r = rng.uniform(-100, W + 100), rng.uniform(-100, H + 100), rng.uniform(80, 260)
        c = rng.choice(["#2a201a", "#241b15", "#1a130f", "#30251d", "#140e0b"])
        doc.add(poly(rock_blob(rng, x, y, r), fill=c, fill_opacity=0.55, stroke="#0c0806", stroke_opacity=0.35, stroke_width=3, stroke_linejoin="round"))
    # strata
    for i in range(8):
        y = 120 + i * 130 + rng.uniform(-30, 30)
        doc.add(el("path", d=f"M-20 {y:.0f} Q {W*0.3:.0f} {y-40:.0f} {W*0.55:.0f} {y+10:.0f} T {W+20} {y-20:.0f}", fill="none", stroke="#000", stroke_opacity=0.18, stroke_width=6))
    # torch light pools
    for x, y, r, op in [(260, 380, 520, 0.30), (1660, 420, 540, 0.30), (960, 1000, 700, 0.18), (960, 160, 420, 0.10)]:
        doc.add(el("circle", cx=x, cy=y, r=r, fill=doc.rad([(0, "#ffa040", op), (0.5, "#ff8a2a", op * 0.4), (1, "#ff8a2a", 0)])))
    # vignette
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.rad([(0, "#000", 0), (0.6, "#000", 0), (1, "#000", 0.6)], 50, 50, 75)))
    write("background", doc)


BOARD_W, BOARD_H = 1600, 900
BOARD_ENTRANCES = [(0.12, 0.30), (0.31, 0.22), (0.50, 0.19), (0.69, 0.22), (0.88, 0.30)]
BOARD_CAMP = (0.50, 0.80)
ENTRANCE_W = 0.13  # of the board width: the entrance art's width on the board


def board():
    W, H = BOARD_W, BOARD_H
    doc = Doc(W, H)
    rng = random.Random(9)
    # cave floor
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.lin([(0, "#2a1e16"), (0.5, "#4a3826"), (1, "#2c2016")], 0, 0, 0, 100)))
    for _ in range(40):
        x, y, r = rng.uniform(0, W), rng.uniform(H * 0.4, H), rng.uniform(30, 120)
        doc.add(poly(rock_blob(rng, x, y, r), fill=rng.choice(["#3a2c1e", "#5a4630", "#2a2016"]), fill_opacity=0.35))
    # rock wall across the upper part
    wall = "M0 0 H1600 V 400 Q 1480 420 1400 370 Q 1300 330 1200 300 Q 1000 260 800 250 Q 600 260 400 300 Q 300 330 200 370 Q 120 420 0 400 Z"
    doc.add(el("path", d=wall, fill=doc.lin([(0, "#120c08"), (0.7, "#3a2c20"), (1, "#4e3c2c")], 0, 0, 0, 100), stroke="#0c0806", stroke_width=4))
    for _ in range(50):
        x, y, r = rng.uniform(0, W), rng.uniform(0, 300), rng.uniform(40, 140)
        doc.add(poly(rock_blob(rng, x, y, r), fill=rng.choice(["#2a2018", "#3a2e22", "#1a120c"]), fill_opacity=0.4, stroke="#0c0806", stroke_opacity=0.3, stroke_width=2))
    # paths from the camp to each entrance
    camp = (BOARD_CAMP[0] * W, BOARD_CAMP[1] * H)
    for (fx, fy) in BOARD_ENTRANCES:
        ex, ey = fx * W, fy * H + ENTRANCE_W * W * 0.35
        mx, my = (camp[0] + ex) / 2 + (ex - camp[0]) * 0.15, (camp[1] + ey) / 2 + 60
        d = f"M{camp[0]:.0f} {camp[1]:.0f} Q {mx:.0f} {my:.0f} {ex:.0f} {ey:.0f}"
        doc.add(el("path", d=d, fill="none", stroke="#1c140c", stroke_width=46, stroke_linecap="round", stroke_opacity=0.6))
        doc.add(el("path", d=d, fill="none", stroke="#9a7a52", stroke_width=36, stroke_linecap="round"))
        doc.add(el("path", d=d, fill="none", stroke="#c8a46e", stroke_width=6, stroke_dasharray="14 22", stroke_opacity=0.6))
    # torches light on the wall
    for (fx, fy) in BOARD_ENTRANCES:
        doc.add(el("circle", cx=fx * W, cy=fy * H, r=170, fill=doc.rad([(0, "#ffb050", 0.28), (1, "#ff8a2a", 0)])))
    doc.add(el("circle", cx=camp[0], cy=camp[1], r=330, fill=doc.rad([(0, "#ffb050", 0.35), (1, "#ff8a2a", 0)])))
    # the entrances themselves (same drawing as entrance.svg), centred on each position
    for (fx, fy) in BOARD_ENTRANCES:
        s = ENTRANCE_W * W / 240
        x0, y0 = fx * W - 120 * s, fy * H - 120 * s
        doc.g(_entrance_items(doc), transform=f"translate({x0:.1f} {y0:.1f}) scale({s:.4f})")
    # the camp
    cw = 0.24 * W
    s = cw / 300
    doc.g(_camp_items(doc), transform=f"translate({camp[0] - 150 * s:.1f} {camp[1] - 160 * s:.1f}) scale({s:.4f})")
    doc.add(el("rect", x=0, y=0, width=W, height=H, fill=doc.rad([(0, "#000", 0), (0.65, "#000", 0), (1, "#000", 0.5)], 50, 50, 75)))
    write("board", doc)


def _capture(fn):
    """Run a drawing function against a scratch Doc sharing the target's gradient ids."""
    def run(target):
        scratch = Doc(0, 0)
        scratch.n = target.n + 1000 * (1 + len(target.defs))
        scratch.defs = target.defs
        fn(scratch)
        target.n = scratch.n
        return scratch.body
    return run


_entrance_items = _capture(lambda d: _draw_entrance(d))
_camp_items = _capture(lambda d: _draw_camp(d))


def icon_svg():
    doc = Doc(256, 256)
    doc.add(rrect(6, 6, 244, 244, 44, fill=doc.rad([(0, "#6a3e16"), (0.6, "#2a160a"), (1, "#0c0604")], 50, 40, 70), stroke="#000", stroke_width=4))
    doc.add(rrect(16, 16, 224, 224, 36, fill="none", stroke=doc.lin([(0, "#fff0a8"), (0.5, "#d49a22"), (1, "#7a4c08")], 0, 0, 100, 100), stroke_width=8))
    doc.add(el("circle", cx=128, cy=120, r=100, fill=doc.rad([(0, "#ffd070", 0.6), (1, "#ff9a2a", 0)])))
    doc.add(ruby(doc, 66, 180, 34))
    doc.add(ruby(doc, 190, 184, 30))
    doc.add(diamond(doc, 128, 118, 80, outline="#0c2a4a"))
    write("icon", doc)
    return doc


def write_icon_rasters():
    """assets/icon.png (256) and assets/icon.ico (PNG-compressed entries 16, 32, 48, 256), no Pillow."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import io
    import pygame
    pngs = {}
    for size in (16, 32, 48, 256):
        surf = pygame.image.load_sized_svg(str(ART / "icon.svg"), (size, size))
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "icon.png")
        pngs[size] = buf.getvalue()
    (ROOT / "assets" / "icon.png").write_bytes(pngs[256])
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    (ROOT / "assets" / "icon.ico").write_bytes(header + entries + blobs)


def main():
    for v in TREASURES:
        treasure(v)
    for n, f in HAZARD_ART.items():
        hazard_card(n, f)
    for n, f in MINE_HAZARD_ART.items():
        mine_hazard_card(n, f)
    for i, f in enumerate(RELICS, 1):
        relic_card(i, f)
    badge()
    card_back()
    decision_continue()
    decision_leave()
    decision_back()
    token_ruby()
    token_diamond()
    for i in range(8):
        explorer(i)
        chest(i)
    camp()
    entrance()
    for n in range(1, 6):
        barricade(n)
    background()
    board()
    icon_svg()
    write_icon_rasters()


if __name__ == "__main__":
    main()
    print(f"wrote {len(list(ART.glob('*.svg')))} SVGs to {ART}")
