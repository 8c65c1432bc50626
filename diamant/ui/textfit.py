"""Where text did not fit its box: every helper that has to squeeze or cut a string reports it.

The drawing goes on (a squeezed line is still readable); tests render every scene in every
language and fail on any report, so a translation that is too long is caught before players see it.
"""

from __future__ import annotations

import logging

overflows: list[tuple[str, str, int, int]] = []  # (how, text, needed px, available px)
_log = logging.getLogger("diamant.textfit")


def report(how: str, text: str, needed: int, available: int) -> None:
    overflows.append((how, text, needed, available))
    if len(overflows) > 1000:
        del overflows[:500]
    _log.debug("text does not fit (%s, %d > %d px): %r", how, needed, available, text)


# ---------------------------------------------------------------- where text was drawn (tests only)
# A line squeezed to fit is one kind of bad layout; text drawn over other text is another, which
# no box reports: two labels laid out in the same place each fit their own box. While
# ``recording`` is on (tests, tools), the text helpers note where each text's ink landed; the game
# never switches it on, so it pays one flag test per drawn text.

recording = False


class Drawn:
    """One text drawn: the surface drawn on, the lines' ink boxes (in that surface's pixels) and
    the layer (a modal's dimming starts a new one: text under it is behind, not beside)."""

    __slots__ = ("target", "text", "boxes", "layer")

    def __init__(self, target, text: str, boxes: list, layer: int) -> None:
        self.target = target  # held, so its id is not reused by another surface meanwhile
        self.text = text
        self.boxes = boxes
        self.layer = layer

    def ink(self):
        return self.boxes[0].unionall(self.boxes[1:]) if self.boxes else None


drawn: list[Drawn] = []
_layers: dict[int, int] = {}


def start() -> None:
    """Switch recording on, forgetting what was drawn before (call before each frame checked)."""
    global recording
    recording = True
    drawn.clear()
    _layers.clear()


def stop() -> None:
    global recording
    recording = False
    drawn.clear()
    _layers.clear()


def _line_boxes(surf, pos) -> list:
    """The ink of ``surf`` blitted at ``pos``: one box per line (a paragraph's short last line
    leaves the room beside it free), from the lit pixels' bounding rects merged by height."""
    import pygame
    boxes: list[pygame.Rect] = []
    for r in sorted(pygame.mask.from_surface(surf, 16).get_bounding_rects(), key=lambda r: r.top):
        if boxes and r.top < boxes[-1].bottom and r.bottom > boxes[-1].top:
            boxes[-1].union_ip(r)
        else:
            boxes.append(pygame.Rect(r))
    return [b.move(pos) for b in boxes]


def text_drawn(target, surf, pos, text: str) -> None:
    """Note ``text`` (rendered as ``surf``) blitted on ``target`` at ``pos``: only its visible
    part (inside the target's clip, as a scrolled list draws rows that are not shown)."""
    if not recording or not text.strip():
        return
    clip = target.get_clip()
    boxes = [b.clip(clip) for b in _line_boxes(surf, pos)]
    boxes = [b for b in boxes if b.width > 0 and b.height > 0]
    if boxes:
        drawn.append(Drawn(target, text, boxes, _layers.get(id(target), 0)))


def covered(target, rect) -> None:
    """An opaque shape (a panel) was drawn over ``rect`` of ``target``: text wholly under it is
    hidden, not overlapped by what is drawn on the panel."""
    if not recording:
        return
    for d in drawn:
        if d.target is target:
            d.boxes = [b for b in d.boxes if not rect.contains(b)]


def dimmed(target) -> None:
    """``target`` was darkened under a modal: what is drawn next is a layer above it."""
    if recording:
        _layers[id(target)] = _layers.get(id(target), 0) + 1


def overlaps(slack: int = 2) -> list[tuple[Drawn, Drawn, object]]:
    """Pairs of texts of one layer of one surface whose ink boxes overlap by more than ``slack``
    pixels both ways; the same text drawn again where it is (a shadow, an outline, a glow) is
    not an overlap."""
    found = []
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            if a.target is not b.target or a.layer != b.layer:
                continue
            for ra in a.boxes:
                hit = next((ra.clip(rb) for rb in b.boxes
                            if ra.clip(rb).width > slack and ra.clip(rb).height > slack), None)
                if hit is not None:
                    break
            else:
                continue
            if a.text == b.text and _same_place(a.ink(), b.ink()):
                continue
            found.append((a, b, hit))
    return found


def _same_place(a, b) -> bool:
    """Most of each box is the other's: one text over itself, shifted a little."""
    both = a.clip(b)
    area = both.width * both.height
    return area * 2 >= a.width * a.height and area * 2 >= b.width * b.height
