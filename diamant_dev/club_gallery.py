"""A contact sheet of Diamonds Club's art (assets/club/*.svg), labelled, with a strip of the small
pieces at 48 px as a screen shows them (a developer tool).

    python -m diamant_dev.club_gallery --out docs/club-gallery.png [--grey] [--width 1920]

--grey renders the sheet in luminance only: what a colour-blind eye (or a greyscale print) sees.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from diamant.ui.art import ArtCache  # noqa: E402

CLUB_DIR = Path(__file__).resolve().parents[1] / "assets" / "club"

GEMS = ("blue", "yellow", "green", "red")
PARK = ("fountain", "orangery", "pavilion", "rose-garden", "forest", "pond", "deer-park", "aviary")
PLAYERS = ("red", "white", "bronze", "blue")

# Each row: (title, [(svg name, label, relative height)]); a row's pieces share its height.
Row = tuple[str, list[tuple[str, str, float]]]


def rows() -> list[Row]:
    """Every piece, grouped as the table groups them; names missing on disk are skipped."""
    out: list[Row] = [
        ("park tiles", [(f"tile-{k}", k, 1.0) for k in PARK]),
        ("production", [(f"mine-{c}", f"mine {c}", 1.0) for c in GEMS]
         + [(f"rights-{n}", f"rights {n}", 1.0) for n in range(2, 6)]
         + [(f"ship-{n}", f"ship {n}", 1.0) for n in range(2, 6)]),
        ("gems, coin, markers", [(f"gem-{c}", c, 0.8) for c in GEMS + ("diamond", "any")] + [("coin", "coin", 0.8)]
         + [(f"marker-{c}", f"marker {c}", 0.8) for c in PLAYERS]),
        ("market items", [(f"turn-{n}", f"turn +{n}", 1.0) for n in (1, 2, 3)]
         + [(f"step-{k}", f"step {k}", 1.0) for k in ("forest", "tech", "money", "any")]),
        ("market cards and price tiles", [("market-card-dark", "market card dark", 1.0), ("market-card-light", "market card light", 1.0),
                                          ("market-closed", "market closed", 1.0)]
         + [(f"price-{k}", f"price {k}", 0.42) for k in PARK[:5] + ("any",)]),
        ("bonus cards", [(f"bonus-three-{k}", f"three {k}", 1.0) for k in PARK[:4]]
         + [(f"bonus-{k}-{v}", f"{k} {v}", 1.0) for k in ("four-different", "five-alike") for v in (5, 3)]),
        ("boards", [(f"board-{c}", f"board {c}", 1.0) for c in PLAYERS]),
        ("tracks and table", [(f"track-{k}", f"track {k}", 1.0) for k in ("forest", "tech", "money")]
         + [("turn-track", "turn track", 0.3), ("table", "table (background)", 0.6), ("emblem", "emblem", 0.6)]),
    ]
    return [(t, [p for p in row if (CLUB_DIR / f"{p[0]}.svg").is_file()]) for t, row in out]


SMALL = [f"tile-{k}" for k in PARK] + [f"mine-{c}" for c in GEMS] + [f"rights-{n}" for n in range(2, 6)] \
    + [f"ship-{n}" for n in range(2, 6)] + [f"gem-{c}" for c in GEMS + ("diamond",)] + ["coin"] \
    + [f"marker-{c}" for c in PLAYERS] + [f"turn-{n}" for n in (1, 2, 3)] + [f"step-{k}" for k in ("forest", "tech", "money", "any")]

ROW_HEIGHTS = {"park tiles": 170, "production": 130, "gems, coin, markers": 100, "market items": 110,
               "market cards and price tiles": 420, "bonus cards": 230, "boards": 190, "tracks and table": 340}


def _grey(surf: pygame.Surface) -> pygame.Surface:
    """Luminance only (Rec. 709), kept in colour format."""
    grey = pygame.transform.grayscale(surf)
    return grey


def _compact(surf: pygame.Surface) -> pygame.Surface:
    """Through 16-bit colour and back: fewer distinct colours, so the committed PNG stays under a
    megabyte (no image library is needed), at the cost of faint banding in the background."""
    low = pygame.Surface(surf.get_size(), 0, 16)
    low.blit(surf, (0, 0))
    out = pygame.Surface(surf.get_size(), 0, 24)
    out.blit(low, (0, 0))
    return out


def render(out_path: Path, width: int = 1920, grey: bool = False, compact: bool = True) -> Path:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    cache = ArtCache(art_dir=CLUB_DIR)
    margin, gap = 24, 14
    label_font = pygame.font.Font(None, 20)
    title_font = pygame.font.Font(None, 44)
    head_font = pygame.font.Font(None, 26)

    # lay the rows out first, to know the sheet's height
    laid: list[tuple[str, list[tuple[str, str, tuple[int, int]]], int]] = []
    for title, row in rows():
        if not row:
            continue
        h = ROW_HEIGHTS.get(title, 150)
        widths = [cache.aspect(n) * h * rel for n, _, rel in row]
        k = min(1.0, (width - 2 * margin - gap * (len(row) - 1)) / sum(widths))
        sizes = [(max(1, round(w * k)), max(1, round(h * rel * k))) for w, (_, _, rel) in zip(widths, row)]
        laid.append((title, [(n, lab, s) for (n, lab, _), s in zip(row, sizes)], round(h * k)))
    small = [n for n in SMALL if (CLUB_DIR / f"{n}.svg").is_file()]
    per_line = max(1, (width - 2 * margin) // 56)
    small_lines = -(-len(small) // per_line)
    height = margin + 50 + sum(rh + 26 + 22 + gap for _, _, rh in laid) + (26 + small_lines * 56 if small else 0) + margin

    sheet = pygame.Surface((width, height))
    sheet.fill((34, 40, 28))  # flat, so the PNG stays small; the table itself is shown as a piece
    gold = (240, 200, 110)
    sheet.blit(title_font.render("Diamonds Club - art gallery" + (" (greyscale)" if grey else ""), True, gold), (margin, margin // 2))
    y = margin + 50
    for title, items, rh in laid:
        sheet.blit(head_font.render(title, True, gold), (margin, y))
        y += 26
        total = sum(s[0] for _, _, s in items) + gap * (len(items) - 1)
        x = (width - total) // 2
        for name, label, (w, h) in items:
            surf = cache.get(name, (w, h))
            sheet.blit(surf, (x, y + rh - h))
            text = label_font.render(label, True, (220, 210, 190))
            if text.get_width() > w + gap:
                f = (w + gap) / text.get_width()
                text = pygame.transform.smoothscale(text, (max(1, int(text.get_width() * f)), max(1, int(text.get_height() * f))))
            sheet.blit(text, text.get_rect(midtop=(x + w // 2, y + rh + 3)))
            x += w + gap
        y += rh + 22 + gap
    if small:
        sheet.blit(head_font.render("at 48 px", True, gold), (margin, y))
        y += 26
        for i, name in enumerate(small):
            a = cache.aspect(name)
            w, h = (48, max(1, round(48 / a))) if a >= 1 else (max(1, round(48 * a)), 48)
            x = margin + (i % per_line) * 56
            top = y + (i // per_line) * 56
            sheet.blit(cache.get(name, (w, h)), (x + (48 - w) // 2, top + 48 - h))
    if compact:
        sheet = _compact(sheet)
    if grey:  # after the 16-bit step, which would tint the greys
        sheet = _grey(sheet)
    if cache.missing():
        raise SystemExit(f"could not load: {', '.join(cache.missing())}")
    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out_path))
    return out_path


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m diamant_dev.club_gallery", description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=Path("docs/club-gallery.png"))
    p.add_argument("--grey", action="store_true", help="render in luminance only")
    p.add_argument("--width", type=int, default=1920)
    p.add_argument("--full-colour", action="store_true", help="keep 24-bit colour (a larger file)")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    print(render(args.out, args.width, args.grey, compact=not args.full_colour))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
