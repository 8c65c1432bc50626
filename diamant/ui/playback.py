"""The play/pause and speed controls both games' replay viewers share (a mixin for a Scene)."""
from __future__ import annotations

#: the speeds a viewer steps through, slowest first
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)


class Playback:
    """Play from where the viewer stands (from the start once at the end), pause, and step the
    speed. The viewer keeps `pos`, `last`, `playing`, `wait` and `speed`, and moves with `seek`."""

    pos: int
    playing: bool
    wait: float
    speed: float

    @property
    def last(self) -> int:
        """The last step's index."""
        raise NotImplementedError

    def seek(self, k: int) -> None:
        raise NotImplementedError

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
            return
        if self.pos >= self.last:
            self.seek(0)
        self.playing = True
        self.wait = 0.0

    def faster(self, delta: int = 1) -> None:
        """The next speed (wrapping round from the fastest to the slowest), or the one before
        (`delta` -1, stopping at the slowest)."""
        i = SPEEDS.index(self.speed) + delta
        self.set_speed(SPEEDS[i % len(SPEEDS)] if delta > 0 else SPEEDS[max(0, i)])

    def set_speed(self, v: float) -> None:
        self.speed = v
