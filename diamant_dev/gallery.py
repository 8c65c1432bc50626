"""A contact sheet of every piece of art, labelled, on the cave background (a developer tool).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m diamant_dev.gallery docs/gallery.png 1920 1080
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from diamant.games.diamant.screens.cards_art import HAZARDS, MINE_HAZARDS, TREASURE_VALUES, CardArt  # noqa: E402
from diamant.ui.art import PALETTE  # noqa: E402
from diamant.games.diamant.engine.themes import MINE, TEMPLE  # noqa: E402

RELIC_DEMO_VALUES = [5, 7, 8, 10, 12]


def _rows():
    """Each row: list of (label, draw spec, relative height). Both card themes' hazards side by
    side: the temple's (Iello) and the mine's (2005), each under the engine's hazard it draws."""
    return [
        [(f"treasure {v}", ("card", dict(kind="treasure", value=v)), 1.0) for v in TREASURE_VALUES],
        [(f"temple: {h}", ("card", dict(kind="hazard", hazard=h, theme=TEMPLE)), 1.0) for h in HAZARDS]
        + [(f"mine: {m} ({h})", ("card", dict(kind="hazard", hazard=h, theme=MINE)), 1.0)
           for h, m in zip(HAZARDS, MINE_HAZARDS)],
        [(f"relic {i}", ("card", dict(kind="relic", relic_index=i, relic_value=RELIC_DEMO_VALUES[i - 1])), 1.0) for i in range(1, 6)]
        + [("card back", ("svg", "card-back"), 1.0), ("decision back", ("svg", "decision-back"), 1.0),
           ("continue", ("svg", "decision-continue"), 1.0), ("leave", ("svg", "decision-leave"), 1.0)],
        [("board", ("svg", "board"), 1.0), ("camp", ("svg", "camp"), 0.8), ("entrance", ("svg", "entrance"), 0.8)]
        + [(f"barricade {n}", ("svg", f"barricade-{n}"), 0.55) for n in range(1, 6)],
        [(f"explorer {i}", ("svg", f"explorer-{i}"), 1.0) for i in range(8)]
        + [(f"chest {i}", ("svg", f"chest-{i}"), 0.72) for i in range(8)]
        + [("ruby", ("svg", "ruby"), 0.45), ("diamond", ("svg", "diamond"), 0.45), ("badge", ("svg", "badge"), 0.6),
           ("icon", ("svg", "icon"), 0.8)],
    ]


def _aspect(cache: CardArt, spec) -> float:
    kind, arg = spec
    if kind == "card":
        return 250 / 350
    return cache.aspect(arg)


def render_gallery(out_path: Path, width: int = 1920, height: int = 1080, cache: CardArt | None = None) -> Path:
    """Render the sheet of all art at width x height and save it as PNG at out_path."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    cache = cache or CardArt()
    W, H = int(width), int(height)
    sheet = cache.get("background", (W, H)).copy()

    margin = round(W * 0.012)
    gap = round(W * 0.006)
    label_px = max(10, round(H * 0.017))
    title_px = max(16, round(H * 0.045))
    label_font = pygame.font.Font(None, label_px)
    title_font = pygame.font.Font(None, title_px)

    title = title_font.render("Diamant - art gallery", True, PALETTE["gold"])
    sheet.blit(title, (margin, margin // 2))
    y = margin // 2 + title.get_height() + gap

    rows = _rows()
    targets = [0.17, 0.19, 0.17, 0.15, 0.12]
    spare = H - y - margin - len(rows) * (label_px + gap * 2)
    scale_h = spare / sum(targets)
    for row, target in zip(rows, targets):
        row_h = target * scale_h
        widths = [_aspect(cache, spec) * row_h * rel for _, spec, rel in row]
        k = min(1.0, (W - 2 * margin - gap * (len(row) - 1)) / sum(widths))
        row_h *= k
        total = sum(w * k for w in widths) + gap * (len(row) - 1)
        x = (W - total) / 2
        for (label, spec, rel), w in zip(row, widths):
            w *= k
            h = row_h * rel
            size = (max(1, round(w)), max(1, round(h)))
            kind, arg = spec
            surf = cache.card(size=size, **arg) if kind == "card" else cache.get(arg, size)
            top = y + (row_h - h)
            # a soft shadow under cards
            if kind == "card" or arg.startswith(("decision", "card")):
                shadow = pygame.Surface((size[0], size[1]), pygame.SRCALPHA)
                pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=max(2, size[0] // 14))
                sheet.blit(shadow, (round(x) + 3, round(top) + 4))
            if arg == "board":
                pygame.draw.rect(sheet, PALETTE["panel_border"], (round(x) - 2, round(top) - 2, size[0] + 4, size[1] + 4), 2)
            sheet.blit(surf, (round(x), round(top)))
            text = label_font.render(label, True, PALETTE["text_dim"])
            if text.get_width() > w + gap:
                f = (w + gap) / text.get_width()
                text = pygame.transform.smoothscale(text, (max(1, int(text.get_width() * f)), max(1, int(text.get_height() * f))))
            sheet.blit(text, text.get_rect(midtop=(round(x + w / 2), round(y + row_h + gap * 0.5))))
            x += w + gap
        y += row_h + label_px + gap * 2

    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out_path))
    return out_path


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("docs/gallery.png")
    w = int(argv[1]) if len(argv) > 1 else 1920
    h = int(argv[2]) if len(argv) > 2 else 1080
    render_gallery(out, w, h)
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
