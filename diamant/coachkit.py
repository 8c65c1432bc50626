"""What both games' coaches share in their text form (``diamant analyse`` without --json): a
table of the decisions reviewed, padded for a terminal, then a note and the verdict.

Neutral: it knows no game (each coach brings its own columns, words and sentences) and imports
neither pygame nor the framework, so a game's rules side may use it.
"""
from __future__ import annotations

import unicodedata
from typing import Sequence


def width(text: str) -> int:
    """Columns a text takes in a terminal (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int, right: bool = False) -> str:
    """`text` filled with spaces to `columns` terminal columns, on the left when `right`."""
    fill = " " * max(0, columns - width(text))
    return fill + text if right else text + fill


def review_lines(title: str, heads: Sequence[str], rows: Sequence[Sequence[str]],
                 right: Sequence[bool], note: str, verdict: Sequence[str]) -> list[str]:
    """The review as lines: the title, the table (`heads` over `rows`, each column as wide as
    its widest cell, aligned to the right where `right` says; a row's cell past the heads is
    its mark, written as it is after the last column), the note, then the verdict's lines."""
    widths = [max([width(h)] + [width(row[i]) for row in rows]) for i, h in enumerate(heads)]
    lines = [title, ""]
    lines.append("  ".join(pad(h, w, r) for h, w, r in zip(heads, widths, right)).rstrip())
    for row in rows:
        cells = [pad(c, w, r) for c, w, r in zip(row, widths, right)] + list(row[len(heads):])
        lines.append("  ".join(cells).rstrip())
    lines += ["", note, ""]
    lines.extend(verdict)
    return lines


__all__ = ["pad", "review_lines", "width"]
