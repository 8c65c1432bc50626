"""Font chain for pygame-ce: Noto Sans first, then Noto Sans JP.

``get_font(24).render("Ola: 日本", (255, 255, 255))`` renders every character
with the first font of the chain that has a glyph for it, on one baseline.

Nothing is loaded at import time: font files are opened on the first
``FontChain.get`` and cached per (size, bold). Which characters each file
covers is read from its cmap table with a tiny parser (no fontTools at run
time), once per file.
"""
from __future__ import annotations

import logging
import struct
import sys
import unicodedata
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import pygame


def fonts_dir() -> Path:
    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))
    return base / "assets" / "fonts"


#: (regular file, bold file) for each font of the chain, in priority order.
DEFAULT_FACES: tuple[tuple[str, str], ...] = (
    ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf"),
    ("NotoSansJP-Regular.ttf", "NotoSansJP-Bold.ttf"),
)


# --------------------------------------------------------------------------- cmap

@lru_cache(maxsize=None)
def read_cmap(path: str | Path) -> frozenset[int]:
    """Code points that have a (non-.notdef) glyph in an OpenType/TrueType file."""
    data = Path(path).read_bytes()
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap_offset = None
    for i in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap_offset = offset
            break
    if cmap_offset is None:
        return frozenset()
    count = struct.unpack_from(">H", data, cmap_offset + 2)[0]
    subtables: dict[tuple[int, int, int], int] = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap_offset + 4 + 8 * i)
        sub = cmap_offset + offset
        fmt = struct.unpack_from(">H", data, sub)[0]
        subtables.setdefault((fmt, platform, encoding), sub)
    for key in ((12, 3, 10), (12, 0, 4), (12, 0, 6), (4, 3, 1), (4, 0, 3), (4, 0, 4)):
        if key in subtables:
            sub = subtables[key]
            return frozenset(_cmap12(data, sub) if key[0] == 12 else _cmap4(data, sub))
    return frozenset()


def _cmap12(data: bytes, sub: int) -> set[int]:
    groups = struct.unpack_from(">I", data, sub + 12)[0]
    out: set[int] = set()
    for i in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, sub + 16 + 12 * i)
        if glyph == 0:
            start += 1
        out.update(range(start, end + 1))
    return out


def _cmap4(data: bytes, sub: int) -> set[int]:
    seg_count = struct.unpack_from(">H", data, sub + 6)[0] // 2
    ends = struct.unpack_from(f">{seg_count}H", data, sub + 14)
    starts_at = sub + 16 + 2 * seg_count
    starts = struct.unpack_from(f">{seg_count}H", data, starts_at)
    deltas = struct.unpack_from(f">{seg_count}h", data, starts_at + 2 * seg_count)
    range_offsets_at = starts_at + 4 * seg_count
    range_offsets = struct.unpack_from(f">{seg_count}H", data, range_offsets_at)
    # a segment at a time, not a character at a time (the Japanese fonts have tens of thousands:
    # 50 ms at every start otherwise)
    out: set[int] = set()
    for i in range(seg_count):
        start, end, delta = starts[i], ends[i], deltas[i]
        if start == 0xFFFF or end < start:
            continue
        if range_offsets[i] == 0:  # glyph = c + delta: every character but the one mapped to 0
            blank = -delta & 0xFFFF
            if start <= blank <= end:
                out.update(range(start, blank))
                out.update(range(blank + 1, end + 1))
            else:
                out.update(range(start, end + 1))
        else:
            at = range_offsets_at + 2 * i + range_offsets[i]
            glyphs = struct.unpack_from(f">{end - start + 1}H", data, at)
            out.update(c for c, glyph in zip(range(start, end + 1), glyphs)
                       if glyph and (glyph + delta) & 0xFFFF)
    return out


# --------------------------------------------------------------------------- line breaking

# Characters a line must not start with (Japanese kinsoku shori), plus Western closers.
NO_LINE_START = set(
    "、。，．・：；？！ゝゞヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻"
    "）］｝〕〉》」』】〙〗〟’”｠»‐゠–〜～?!‼⁇⁈⁉,.:;)]}%"
)
# Characters a line must not end with.
NO_LINE_END = set("（［｛〔〈《「『【〘〖〝‘“｟«([{")


def _breaks_anywhere(ch: str) -> bool:
    """CJK characters: a line may break before and after them (subject to kinsoku)."""
    o = ord(ch)
    return (
        0x3000 <= o <= 0x30FF  # CJK punctuation, kana
        or 0x31F0 <= o <= 0x31FF
        or 0x3400 <= o <= 0x4DBF
        or 0x4E00 <= o <= 0x9FFF
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF
        or 0x20000 <= o <= 0x3FFFF
    )


def _is_katakana(ch: str) -> bool:
    """Katakana letters and the long-vowel mark: a run of them is one word (サソリ, ダイヤモンド)."""
    o = ord(ch)
    return 0x30A1 <= o <= 0x30FA or 0x30FC <= o <= 0x30FE or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F


def _is_number(unit: str) -> bool:
    return unit[-1].isdigit() and all(ch.isdigit() or ch in ",." for ch in unit)


def break_units(paragraph: str) -> list[str]:
    """Split a paragraph (no newlines) into units that must stay on one line.

    Spaces are their own units. Western words are units; each CJK character is
    a unit, glued to its neighbours by the kinsoku rules; a run of katakana is
    one unit, as a Japanese reader would not see a word cut in two (サソ / リ),
    and a number is glued to the counter after it (15個).
    """
    units: list[str] = []
    word = ""
    for ch in paragraph:
        if ch == " " or ch == "\t" or ch == "\u3000":
            if word:
                units.append(word)
                word = ""
            units.append(ch)
        elif _breaks_anywhere(ch):
            if word:
                units.append(word)
                word = ""
            if _is_katakana(ch) and units and units[-1] and _is_katakana(units[-1][-1]):
                units[-1] += ch
            else:
                units.append(ch)
        else:
            word += ch
    if word:
        units.append(word)
    # Kinsoku: glue forbidden line starts to the previous unit and forbidden
    # line ends to the next one.
    glued: list[str] = []
    for unit in units:
        if glued and not glued[-1].isspace() and not unit.isspace():
            if unit[0] in NO_LINE_START or glued[-1][-1] in NO_LINE_END:
                glued[-1] += unit
                continue
            if _is_number(glued[-1]) and _breaks_anywhere(unit[0]):
                # A number keeps its counter (5個, 10ポイント): "5 / 個" reads as two things.
                glued[-1] += unit
                continue
            if unicodedata.combining(unit[0]):
                glued[-1] += unit
                continue
        glued.append(unit)
    return glued


def wrap_text(text: str, width: int, measure) -> list[str]:
    """Greedy line breaking of ``text`` into lines no wider than ``width``.

    ``measure(str) -> int`` gives a string's width. Explicit newlines are kept;
    a unit wider than a line is broken between characters. A Japanese paragraph
    does not end on a line of one or two characters when the line above can
    give it some (a lone "る。" on the last line reads as a mistake).
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        rows = _wrap_paragraph(paragraph, width, measure)
        _avoid_short_last_line(rows, width, measure)
        lines.extend("".join(row).rstrip() for row in rows)
    return lines


def _wrap_paragraph(paragraph: str, width: int, measure) -> list[list[str]]:
    """The units of each line of one paragraph, filled greedily."""
    rows: list[list[str]] = [[]]
    units = break_units(paragraph)
    units.reverse()  # a stack: an over-long number and its counter go back as two units
    while units:
        unit = units.pop()
        if measure(unit) > width:
            split = _number_and_counter(unit)
            if split is not None and all(measure(part) <= width for part in split):
                # The counter stays with its number only while both fit on one line: a break
                # between them reads better than one inside the counter's katakana (ポイン / ト).
                units.extend(reversed(split))
                continue
        row = rows[-1]
        if unit.isspace():
            if row:
                row.append(unit)
            continue
        line = "".join(row)
        if not line.strip():
            if measure(unit) > width:
                # Hard-break an over-long word, character by character.
                pieces = _hard_break(unit, width, measure, first_prefix=line)
                rows[-1] = [pieces[0]]
                rows.extend([piece] for piece in pieces[1:])
            else:
                row.append(unit)
        elif measure((line + unit).rstrip()) <= width:
            row.append(unit)
        else:
            # Trailing spaces stay in the row (the line is stripped when it is joined): they tell
            # _avoid_short_last_line that the break was between two words.
            if measure(unit) > width:
                rows.extend([piece] for piece in _hard_break(unit, width, measure))
            else:
                rows.append([unit])
    return rows


def _number_and_counter(unit: str) -> tuple[str, str] | None:
    """``("101", "ポイント）。")`` for a number glued to its counter, else None."""
    k = 0
    while k < len(unit) and (unit[k].isdigit() or unit[k] in ".,"):
        k += 1
    if 0 < k < len(unit) and _breaks_anywhere(unit[k]):
        return unit[:k], unit[k:]
    return None


#: A last line this short (in characters) is pulled together with the end of the line above.
SHORT_LAST_LINE = 2


def _avoid_short_last_line(rows: list[list[str]], width: int, measure) -> None:
    """Move CJK units from the second-last line down until the last line is not an orphan."""
    if len(rows) < 2:
        return
    last, above = rows[-1], rows[-2]
    if not any(_breaks_anywhere(ch) for ch in "".join(last)):
        return  # Western text: a short last word is how it is set
    while len("".join(last).strip()) <= SHORT_LAST_LINE and len(above) > 1:
        unit = above[-1]
        if unit.isspace():
            return  # the lines break between two words: that is not an orphan
        if measure("".join([unit, *last]).rstrip()) > width:
            return
        last.insert(0, above.pop())


def _hard_break(word: str, width: int, measure, first_prefix: str = "") -> list[str]:
    pieces: list[str] = []
    current = first_prefix.lstrip()
    for ch in word:
        if current and measure(current + ch) > width and not unicodedata.combining(ch):
            if ch in NO_LINE_START:
                # Kinsoku inside a word too long for a line: ー or a small kana takes the
                # characters before it along to the next line (ニュー, not ニ / ュー).
                k = len(current) - 1
                while k > 0 and current[k] in NO_LINE_START:
                    k -= 1
                if k > 0:
                    pieces.append(current[:k])
                    current = current[k:] + ch
                    continue
            pieces.append(current)
            current = ch
        else:
            current += ch
    pieces.append(current)
    return pieces


# --------------------------------------------------------------------------- fonts

@lru_cache(maxsize=4096)
def _is_neutral(ch: str) -> bool:
    """Spaces, punctuation and marks: characters that do not pick a font by themselves."""
    return unicodedata.category(ch)[0] in "ZPM"


class ChainFont:
    """One size/weight of a FontChain; duck-types the parts of pygame.font.Font we use."""

    def __init__(self, fonts: Sequence[pygame.font.Font], coverage: Sequence[frozenset[int]],
                 key: tuple[int, bool] | None = None):
        #: (pixel size, bold): renders of this font may be cached under it (ids get reused)
        self.key = key
        self.fonts = list(fonts)
        self.coverage = list(coverage)
        self._ascent = max(f.get_ascent() for f in self.fonts)
        self._descent = min(f.get_descent() for f in self.fonts)  # negative
        self._height = self._ascent - self._descent
        self._linesize = max(f.get_linesize() for f in self.fonts)
        self._width_cache: dict[str, int] = {}

    # ---- metrics
    def get_linesize(self) -> int:
        return self._linesize

    def get_height(self) -> int:
        return self._height

    def get_ascent(self) -> int:
        return self._ascent

    def get_descent(self) -> int:
        return self._descent

    # ---- runs
    def font_index(self, ch: str) -> int | None:
        o = ord(ch)
        for i, cov in enumerate(self.coverage):
            if o in cov:
                return i
        return None

    def runs(self, text: str) -> list[tuple[int, str]]:
        """Split ``text`` into (font index, substring) runs.

        Every letter goes to the first font of the chain that has it, so Latin
        and Cyrillic inside Japanese text use Noto Sans and kana use Noto Sans JP.
        Spaces, punctuation and combining marks stay in the current run when its
        font has them (no needless run changes, marks stay with their letter).
        Characters no font has go to the current (or first) font.
        """
        runs: list[tuple[int, str]] = []
        current: int | None = None
        buf = ""
        for ch in text:
            if current is not None and _is_neutral(ch) and (
                ord(ch) in self.coverage[current] or unicodedata.combining(ch)
            ):
                buf += ch
                continue
            index = self.font_index(ch)
            if index is None:
                index = current if current is not None else 0
            if index != current:
                if buf and current is not None:  # a filled buffer always has its font
                    runs.append((current, buf))
                buf = ""
                current = index
            buf += ch
        if buf:
            runs.append((current if current is not None else 0, buf))
        return runs

    def size(self, text: str) -> tuple[int, int]:
        width = self._width_cache.get(text)
        if width is None:
            width = sum(self.fonts[i].size(part)[0] for i, part in self.runs(text))
            if len(self._width_cache) > 4096:
                self._width_cache.clear()
            self._width_cache[text] = width
        return width, self._height

    def render(self, text: str, colour, antialias: bool = True, background=None) -> pygame.Surface:
        """Text on one line (newlines are not interpreted) as a Surface with per-pixel alpha."""
        runs = self.runs(text)
        if len(runs) == 1 and background is None:
            index, part = runs[0]
            font = self.fonts[index]
            if font.get_ascent() == self._ascent and font.get_height() == self._height:
                return font.render(part, antialias, colour)
        rendered = []
        width = 0
        for index, part in runs:
            font = self.fonts[index]
            surf = font.render(part, antialias, colour)
            rendered.append((surf, width, self._ascent - font.get_ascent()))
            width += surf.get_width()
        out = pygame.Surface((max(width, 1), self._height), pygame.SRCALPHA)
        if background is not None:
            out.fill(background)
            for surf, x, y in rendered:
                out.blit(surf, (x, y))
        else:
            for surf, x, y in rendered:
                # Runs never overlap and the target is fully transparent: copy
                # colour and alpha as they are (plain blending would darken edges).
                out.blit(surf, (x, y), special_flags=pygame.BLEND_RGBA_MAX)
        return out

    def wrap(self, text: str, width: int) -> list[str]:
        """Lines of ``text`` fitting ``width`` pixels (Japanese breaks between characters)."""
        return wrap_text(text, width, lambda s: self.size(s)[0])

    def render_wrapped(
        self,
        text: str,
        colour,
        width: int,
        align: str = "left",
        antialias: bool = True,
        line_spacing: float = 1.0,
    ) -> pygame.Surface:
        """Several lines wrapped to ``width``, aligned left, center or right."""
        lines = self.wrap(text, width)
        step = round(self._linesize * line_spacing)
        out = pygame.Surface((max(width, 1), max(step * (len(lines) - 1) + self._height, 1)), pygame.SRCALPHA)
        for n, line in enumerate(lines):
            if not line:
                continue
            surf = self.render(line, colour, antialias)
            if align == "center":
                x = (width - surf.get_width()) // 2
            elif align == "right":
                x = width - surf.get_width()
            else:
                x = 0
            out.blit(surf, (x, n * step), special_flags=pygame.BLEND_RGBA_MAX)
        return out


class _Everything(frozenset[int]):
    """Coverage of a last-resort font: claims every character (it draws boxes for the rest)."""

    def __contains__(self, codepoint: object) -> bool:
        return True


_EVERYTHING = _Everything()
_warned: set[str] = set()


def _warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        logging.getLogger("diamant.i18n").warning(message)


class FontChain:
    """Fonts tried in order for every character; ``get(size, bold)`` gives a ChainFont."""

    #: open sizes kept (each holds a FreeType face per file: about 0.7 MB a size, measured);
    #: a window resized through many sizes would otherwise keep every size it passed through.
    #: 16, not 32: every screen at 4K opened 32 sizes (22 MB); with 16 it is 26 MB less after
    #: all of them, and a size is opened again only while a screen is laid out (2 to 8 ms more
    #: per screen at 1080p, none at 4K; in steady frames no more than with 32)
    MAX_OPEN = 16

    def __init__(self, faces: Iterable[tuple[str, str]] = DEFAULT_FACES, folder: Path | str | None = None):
        self.folder = Path(folder) if folder is not None else fonts_dir()
        self.faces = [tuple(self.folder / name for name in pair) for pair in faces]
        self._cache: "OrderedDict[tuple[int, bool], ChainFont]" = OrderedDict()

    def __len__(self) -> int:
        """How many sizes are open now."""
        return len(self._cache)

    def paths(self, bold: bool = False) -> list[Path]:
        return [pair[1 if bold else 0] for pair in self.faces]

    def coverage(self, bold: bool = False) -> list[frozenset[int]]:
        return [read_cmap(str(p)) for p in self.paths(bold)]

    def missing(self, text: str, bold: bool = False) -> set[str]:
        """Characters of ``text`` that no font of the chain has (whitespace controls ignored)."""
        cover = self.coverage(bold)
        return {ch for ch in set(text) if ch not in "\n\t\r" and not any(ord(ch) in c for c in cover)}

    def _alive(self) -> bool:
        """False once pygame.font was quit (fonts made before are then unusable)."""
        probe = getattr(self, "_probe", None)
        if probe is None or not pygame.font.get_init():
            return False
        try:
            probe.size("a")
        except pygame.error:
            return False
        return True

    def get(self, size: int, bold: bool = False) -> ChainFont:
        key = (int(size), bool(bold))
        font = self._cache.get(key)
        if font is not None:
            self._cache.move_to_end(key)
        if font is not None and not self._alive():
            self._cache.clear()  # pygame was quit and started again: reload every font
            font = None
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            if not self._alive():  # a new generation of pygame.font: no font of the old one stays
                self._cache.clear()
                self._probe = pygame.font.Font(None, 8)
            fonts, coverage = [], []
            for p in self.paths(bold):
                try:
                    f = pygame.font.Font(str(p), key[0])
                    cov = read_cmap(str(p))
                except (OSError, pygame.error, struct.error, ValueError) as exc:
                    _warn_once(f"font {p} cannot be used ({exc}); text falls back to another font")
                    continue
                fonts.append(f)
                coverage.append(cov)
            if not fonts:  # no shipped font at all: pygame's own, readable if not pretty
                fonts, coverage = [pygame.font.Font(None, key[0])], [_EVERYTHING]
            font = self._cache[key] = ChainFont(fonts, coverage, key)
            while len(self._cache) > self.MAX_OPEN:
                self._cache.popitem(last=False)  # the least recently used size
        return font


_default_chain: FontChain | None = None


def default_chain() -> FontChain:
    global _default_chain
    if _default_chain is None:
        _default_chain = FontChain()
    return _default_chain


def get_font(size: int, bold: bool = False) -> ChainFont:
    """The game's font (Noto Sans + Noto Sans JP) at ``size`` pixels."""
    return default_chain().get(size, bold)
