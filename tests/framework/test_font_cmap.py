"""The fonts' character maps read a segment at a time give the very characters a reading one
character at a time gives (the shipped fonts, and crafted tables with every kind of segment)."""
from __future__ import annotations

import struct

import pytest

from diamant.ui import fonts


def _cmap4_one_by_one(data: bytes, sub: int) -> set[int]:
    """The format 4 reading as the OpenType specification words it: character by character."""
    seg_count = struct.unpack_from(">H", data, sub + 6)[0] // 2
    ends = struct.unpack_from(f">{seg_count}H", data, sub + 14)
    starts_at = sub + 16 + 2 * seg_count
    starts = struct.unpack_from(f">{seg_count}H", data, starts_at)
    deltas = struct.unpack_from(f">{seg_count}h", data, starts_at + 2 * seg_count)
    offsets_at = starts_at + 4 * seg_count
    offsets = struct.unpack_from(f">{seg_count}H", data, offsets_at)
    out = set()
    for i in range(seg_count):
        if starts[i] == 0xFFFF:
            continue
        for c in range(starts[i], ends[i] + 1):
            if offsets[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                glyph = struct.unpack_from(">H", data, offsets_at + 2 * i + offsets[i] + 2 * (c - starts[i]))[0]
                glyph = (glyph + deltas[i]) & 0xFFFF if glyph else 0
            if glyph:
                out.add(c)
    return out


def _table(segments: list[tuple[int, int, int, list[int] | None]]) -> bytes:
    """A format 4 subtable: (start, end, delta, glyph ids or None for delta only) per segment."""
    segments = [*segments, (0xFFFF, 0xFFFF, 1, None)]
    n = len(segments)
    head = struct.pack(">HHHHHHH", 4, 0, 0, 2 * n, 0, 0, 0)
    ends = struct.pack(f">{n}H", *(s[1] for s in segments)) + b"\0\0"
    starts = struct.pack(f">{n}H", *(s[0] for s in segments))
    deltas = struct.pack(f">{n}h", *(s[2] for s in segments))
    glyph_words: list[int] = []
    offsets = []
    for i, (_, _, _, glyphs) in enumerate(segments):
        if glyphs is None:
            offsets.append(0)
        else:  # from this segment's offset word to its glyphs after the offsets array
            offsets.append(2 * (n - i) + 2 * len(glyph_words))
            glyph_words.extend(glyphs)
    return head + ends + starts + deltas + struct.pack(f">{n}H", *offsets) + \
        struct.pack(f">{len(glyph_words)}H", *glyph_words)


@pytest.mark.parametrize("segments", [
    [(0x20, 0x7E, -29, None)],                            # a plain run
    [(0x41, 0x45, -0x43, None)],                          # 'C' lands on glyph 0: not covered
    [(0x10, 0x14, 0, [3, 0, 5, 0xFFFF, 7])],              # glyphs listed, one missing, one wrapping to 0
    [(0x30, 0x32, 2, [1, 2, 0]), (0x100, 0x1FF, 7, None), (0x3000, 0x3001, -5, [5, 9])],
])
def test_crafted_tables_read_the_same(segments):
    data = _table(segments)
    assert fonts._cmap4(data, 0) == _cmap4_one_by_one(data, 0)


@pytest.mark.parametrize("name", [face for pair in fonts.DEFAULT_FACES for face in pair])
def test_the_shipped_fonts_read_the_same(name):
    data = (fonts.fonts_dir() / name).read_bytes()
    cmap_at = next(offset for i in range(struct.unpack_from(">H", data, 4)[0])
                   for tag, _, offset, _ in [struct.unpack_from(">4sIII", data, 12 + 16 * i)] if tag == b"cmap")
    count = struct.unpack_from(">H", data, cmap_at + 2)[0]
    subs = [cmap_at + struct.unpack_from(">HHI", data, cmap_at + 4 + 8 * i)[2] for i in range(count)]
    fours = [sub for sub in subs if struct.unpack_from(">H", data, sub)[0] == 4]
    assert fours
    for sub in fours:
        assert fonts._cmap4(data, sub) == _cmap4_one_by_one(data, sub)
