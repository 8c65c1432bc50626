#!/usr/bin/env python3
"""Build the game's font files in assets/fonts/ from the Debian Noto packages.

Usage:  python tools/subset_fonts.py [--src-latin DIR] [--src-cjk DIR] [--out DIR]

Needs: ``apt-get install fonts-noto-core fonts-noto-cjk`` and fontTools.

* NotoSans-Regular.ttf / NotoSans-Bold.ttf: Noto Sans subset to Latin, Latin-1,
  Latin Extended-A/B, combining marks, Cyrillic (with the Serbian letters),
  general punctuation, currency, arrows and a few symbols.
* NotoSansJP-Regular.ttf / NotoSansJP-Bold.ttf: the Japanese face of the
  Noto Sans CJK collection, subset to ASCII, kana, CJK punctuation,
  full-width forms and every character of JIS X 0208 (levels 1 and 2 kanji).
  The JIS X 0208 list is derived here by decoding every valid 2-byte
  ISO-2022-JP code with Python's codecs. The face keeps its CFF outlines
  (FreeType reads them whatever the file name says).

The licence text (SIL OFL 1.1) is copied from the Debian package's copyright
file into OFL.txt.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parents[1]
SRC_LATIN = Path("/usr/share/fonts/truetype/noto")
SRC_CJK = Path("/usr/share/fonts/opentype/noto")
CJK_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
LATIN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-core/copyright")

# Symbols the interface may use; kept when the font has them.
SYMBOLS = "★☆✓✔✗✘◆◇●○■□▲▼◀▶•…№™©®°±×÷−≤≥∞♥♦♣♠⚑⌛⏱"


def ranges(*pairs: tuple[int, int]) -> set[int]:
    out: set[int] = set()
    for lo, hi in pairs:
        out.update(range(lo, hi + 1))
    return out


LATIN_UNICODES = ranges(
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement
    (0x0100, 0x017F),  # Latin Extended-A
    (0x0180, 0x024F),  # Latin Extended-B
    (0x02B0, 0x02FF),  # spacing modifier letters
    (0x0300, 0x036F),  # combining diacritical marks (HarfBuzz may decompose ż, ć...)
    (0x0400, 0x04FF),  # Cyrillic (incl. Serbian ђ ј љ њ ћ џ)
    (0x0500, 0x052F),  # Cyrillic supplement
    (0x1E00, 0x1EFF),  # Latin extended additional
    (0x2000, 0x206F),  # general punctuation
    (0x20A0, 0x20CF),  # currency
    (0x2100, 0x214F),  # letterlike (№, ™)
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # maths operators (− ≤ ≥)
    (0x25A0, 0x25FF),  # geometric shapes
    (0xFEFF, 0xFEFF),
    (0xFFFD, 0xFFFD),
) | {ord(c) for c in SYMBOLS}


def jis_x_0208() -> set[int]:
    """Every character of JIS X 0208, by decoding all 94x94 ISO-2022-JP codes."""
    chars: set[int] = set()
    for b1 in range(0x21, 0x7F):
        for b2 in range(0x21, 0x7F):
            raw = b"\x1b$B" + bytes((b1, b2)) + b"\x1b(B"
            try:
                text = raw.decode("iso2022_jp")
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                chars.add(ord(text))
    # Cross-check with EUC-JP (the same set seen through another encoding).
    euc: set[int] = set()
    for b1 in range(0xA1, 0xFF):
        for b2 in range(0xA1, 0xFF):
            try:
                text = bytes((b1, b2)).decode("euc_jp")
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                euc.add(ord(text))
    missing = chars - euc
    if missing:  # both codecs implement JIS X 0208; they must agree
        raise SystemExit(f"ISO-2022-JP and EUC-JP disagree on {len(missing)} characters")
    return chars


JP_UNICODES = (
    ranges(
        (0x0020, 0x007E),  # ASCII
        (0x3000, 0x303F),  # CJK symbols and punctuation
        (0x3040, 0x309F),  # hiragana
        (0x30A0, 0x30FF),  # katakana
        (0x31F0, 0x31FF),  # katakana phonetic extensions
        (0xFF00, 0xFFEF),  # half-width and full-width forms
    )
    | {ord(c) for c in SYMBOLS}
)


def _options(layout_features: list[str]) -> subset.Options:
    opts = subset.Options()
    opts.layout_features = layout_features
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.name_legacy = True
    opts.notdef_outline = True
    opts.glyph_names = False
    opts.hinting = True
    opts.drop_tables += ["DSIG"]
    return opts


def subset_latin(src: Path, dst: Path) -> None:
    font = TTFont(src)
    opts = _options(["*"])
    sub = subset.Subsetter(opts)
    have = set(font.getBestCmap())
    sub.populate(unicodes=sorted(LATIN_UNICODES & have))
    sub.subset(font)
    font.save(dst)


def _rename(font: TTFont, family: str, style: str) -> None:
    name = font["name"]
    ps_family = family.replace(" ", "")
    full = f"{family} {style}"
    values = {
        1: family,
        2: style,
        3: f"{ps_family}-{style};subset for Diamant",
        4: full,
        6: f"{ps_family}-{style}",
        16: family,
        17: style,
    }
    for record in list(name.names):
        if record.nameID in values:
            name.removeNames(nameID=record.nameID)
    for name_id, value in values.items():
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [f"{ps_family}-{style}"]
        top = cff.topDictIndex[0]
        top.FullName = full
        top.FamilyName = family


def subset_jp(src_ttc: Path, dst: Path, style: str) -> None:
    collection = TTCollection(src_ttc)
    index = None
    for i, face in enumerate(collection.fonts):
        if face["name"].getDebugName(1) == "Noto Sans CJK JP":
            index = i
            break
    if index is None:
        raise SystemExit(f"no 'Noto Sans CJK JP' face in {src_ttc}")
    font = TTFont(src_ttc, fontNumber=index)
    # Ideographic variation sequences (cmap format 14) would pull in thousands of
    # variant glyphs; the game never uses them.
    font["cmap"].tables = [table for table in font["cmap"].tables if table.format != 14]
    # Horizontal text only: drop vertical metrics and features. 'locl' is dropped
    # too: in this face it maps to the Chinese/Korean glyph forms (doubles the size).
    opts = _options(["kern", "palt", "halt", "liga", "ccmp", "mark", "mkmk"])
    opts.drop_tables += ["vhea", "vmtx", "VORG", "BASE"]
    sub = subset.Subsetter(opts)
    have = set(font.getBestCmap())
    wanted = JP_UNICODES | jis_x_0208()
    sub.populate(unicodes=sorted(wanted & have))
    sub.subset(font)
    _rename(font, "Noto Sans JP Subset", style)
    font.save(dst)


def licence_text(copyright_file: Path) -> str:
    """The OFL paragraph ('License: SIL-1.1' / 'OFL-1.1') of a Debian copyright file."""
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    out: list[str] = []
    inside = False
    for line in lines:
        if re.match(r"^License: (SIL|OFL)-1\.1\s*$", line):
            inside = True
            out = []
            continue
        if inside:
            if line.startswith(" "):
                body = line[1:]
                out.append("" if body == "." else body)
            else:
                if len(out) > 20:
                    break
                inside = False
    if len(out) < 20:
        raise SystemExit(f"could not find the OFL text in {copyright_file}")
    return "\n".join(out).strip() + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src-latin", type=Path, default=SRC_LATIN)
    ap.add_argument("--src-cjk", type=Path, default=SRC_CJK)
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "fonts")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)

    for style in ("Regular", "Bold"):
        subset_latin(args.src_latin / f"NotoSans-{style}.ttf", args.out / f"NotoSans-{style}.ttf")
        subset_jp(args.src_cjk / f"NotoSansCJK-{style}.ttc", args.out / f"NotoSansJP-{style}.ttf", style)

    header = (
        "The fonts in this folder are subsets of Noto Sans and Noto Sans CJK JP.\n"
        "Copyright 2010-2020 Google LLC (Noto Sans); Copyright 2014-2021 Adobe\n"
        "(https://www.adobe.com/) with Reserved Font Name 'Source' (Noto Sans CJK).\n"
        "They are licensed under the SIL Open Font License, Version 1.1, as follows.\n\n"
    )
    (args.out / "OFL.txt").write_text(header + licence_text(CJK_COPYRIGHT), encoding="utf-8")

    total = 0
    for path in sorted(args.out.glob("*.ttf")):
        size = path.stat().st_size
        total += size
        print(f"{path.name:28s} {size / 1e6:6.2f} MB")
    print(f"{'total':28s} {total / 1e6:6.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
