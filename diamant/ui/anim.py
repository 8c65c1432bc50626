"""Tweens, timelines and an animator: everything that moves on screen moves through here.

No game rules and no drawing here. An animation is any object with ``update(dt) -> bool``
(True once done), ``finish()`` (jump to the end, firing every callback that has not fired yet)
and ``done``. Callbacks fire exactly once, whether an animation runs to its end or is finished
early. ``Animator.speed`` scales time; speed 0 finishes every animation as soon as it is added.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Iterable

__all__ = ["EASINGS", "ease", "Anim", "Tween", "Wait", "Call", "Sequence", "Parallel", "Animator",
           "lerp", "lerp_point"]


# --- easing functions: f(0) == 0, f(1) == 1 -------------------------------------------------
def _linear(t: float) -> float:
    return t


def _in_quad(t: float) -> float:
    return t * t


def _out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def _in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def _in_cubic(t: float) -> float:
    return t * t * t


def _out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def _in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _in_sine(t: float) -> float:
    return 1 - math.cos(t * math.pi / 2)


def _out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


def _in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


def _out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def _in_back(t: float) -> float:
    c1 = 1.70158
    return (c1 + 1) * t ** 3 - c1 * t * t


def _out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


def _out_elastic(t: float) -> float:
    if t <= 0:
        return 0.0
    if t >= 1:
        return 1.0
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": _linear,
    "in_quad": _in_quad,
    "out_quad": _out_quad,
    "in_out_quad": _in_out_quad,
    "in_cubic": _in_cubic,
    "out_cubic": _out_cubic,
    "in_out_cubic": _in_out_cubic,
    "in_sine": _in_sine,
    "out_sine": _out_sine,
    "in_out_sine": _in_out_sine,
    "in_back": _in_back,
    "out_back": _out_back,
    "out_bounce": _out_bounce,
    "out_elastic": _out_elastic,
}


def ease(name_or_fn: str | Callable[[float], float], t: float) -> float:
    fn = EASINGS[name_or_fn] if isinstance(name_or_fn, str) else name_or_fn
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    if t >= 1.0:
        return 1.0
    return fn(t)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _mix(start: Any, end: Any, k: float) -> Any:
    """Interpolate numbers, or tuples/lists of numbers (points, colours) element-wise."""
    if isinstance(start, (tuple, list)):
        return type(start)(s + (e - s) * k for s, e in zip(start, end))
    return start + (end - start) * k


class Anim:
    """Base class: something that takes time. Subclasses implement `_advance(dt)`."""

    done: bool = False

    def update(self, dt: float) -> bool:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError

    @property
    def duration_left(self) -> float:
        return 0.0


class Tween(Anim):
    """Animate `target.attr` (or call `on_update(value)`) from `start` to `end`.

    `start`/`end` may be numbers or tuples of numbers. `start=None` reads the attribute's value
    when the tween begins (after its delay). `on_done()` fires once at the end.
    """

    def __init__(self, target: Any = None, attr: str | None = None, start: Any = None,
                 end: Any = 1.0, duration: float = 0.3, ease: str | Callable[[float], float] = "out_cubic",
                 delay: float = 0.0, on_update: Callable[[Any], None] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        self.target = target
        self.attr = attr
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.delay = max(0.0, float(delay))
        self.on_update = on_update
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self._started = False
        self.value = start

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def duration_left(self) -> float:
        return 0.0 if self.done else max(0.0, self.delay + self.duration - self.elapsed)

    def _begin(self) -> None:
        self._started = True
        if self.start is None:
            if self.target is not None and self.attr:
                self.start = getattr(self.target, self.attr)
            else:
                self.start = 0.0

    def _apply(self, k: float) -> None:
        v = _mix(self.start, self.end, k) if k < 1.0 else self.end
        self.value = v
        if self.target is not None and self.attr:
            setattr(self.target, self.attr, v)
        if self.on_update is not None:
            self.on_update(v)

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self._started:
            self._begin()
        t = self.progress
        if t >= 1.0:
            self.finish()
            return True
        self._apply(self.ease(t))
        return False

    def finish(self) -> None:
        if self.done:
            return
        if not self._started:
            self._begin()
        self.elapsed = self.delay + self.duration
        self._apply(1.0)
        self.done = True
        if self.on_done is not None:
            cb, self.on_done = self.on_done, None
            cb()


class Wait(Anim):
    def __init__(self, duration: float) -> None:
        self.duration = max(0.0, float(duration))
        self.elapsed = 0.0
        self.done = False

    @property
    def duration_left(self) -> float:
        return 0.0 if self.done else max(0.0, self.duration - self.elapsed)

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
        return self.done

    def finish(self) -> None:
        self.elapsed = self.duration
        self.done = True


class Call(Anim):
    """Call `fn()` once, taking no time."""

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.fn: Callable[[], Any] | None = fn
        self.done = False

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if self.done:
            return
        self.done = True
        fn, self.fn = self.fn, None
        if fn is not None:
            fn()


class Sequence(Anim):
    """Run animations one after the other; time left over by one goes to the next."""

    def __init__(self, *anims: Anim | Iterable[Anim]) -> None:
        self.anims: list[Anim] = _flatten(anims)
        self.index = 0
        self.done = not self.anims

    def add(self, anim: Anim) -> Anim:
        self.anims.append(anim)
        self.done = False
        return anim

    @property
    def duration_left(self) -> float:
        return sum(a.duration_left for a in self.anims[self.index:])

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        while self.index < len(self.anims):
            anim = self.anims[self.index]
            before = anim.duration_left
            if not anim.update(dt):
                return False
            # the part of dt this animation did not need carries over to the next one
            dt = max(0.0, dt - before)
            self.index += 1
        self.done = True
        return True

    def finish(self) -> None:
        while self.index < len(self.anims):
            self.anims[self.index].finish()
            self.index += 1
        self.done = True


class Parallel(Anim):
    """Run animations together; done when all are."""

    def __init__(self, *anims: Anim | Iterable[Anim]) -> None:
        self.anims: list[Anim] = _flatten(anims)
        self.done = not self.anims

    def add(self, anim: Anim) -> Anim:
        self.anims.append(anim)
        self.done = False
        return anim

    @property
    def duration_left(self) -> float:
        return max((a.duration_left for a in self.anims), default=0.0)

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        all_done = True
        for anim in self.anims:
            if not anim.done and not anim.update(dt):
                all_done = False
        self.done = all_done
        return all_done

    def finish(self) -> None:
        for anim in self.anims:
            anim.finish()
        self.done = True


def _flatten(anims) -> list[Anim]:
    out: list[Anim] = []
    for a in anims:
        if isinstance(a, Anim):
            out.append(a)
        elif a is None:
            continue
        else:
            out.extend(_flatten(a))
    return out


class Animator:
    """Runs independent animations side by side. `speed` scales time (0 = instant)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.anims: list[Anim] = []

    def add(self, anim: Anim) -> Anim:
        if self.speed <= 0:
            anim.finish()
        else:
            self.anims.append(anim)
        return anim

    def update(self, dt: float) -> None:
        if not self.anims:
            return
        if self.speed <= 0:
            self.finish_all()
            return
        dt *= self.speed
        running = self.anims
        self.anims = []
        keep = [a for a in running if not a.update(dt)]
        # animations added by callbacks during this update run after the current ones
        self.anims = keep + self.anims

    def finish_all(self) -> None:
        # callbacks may add more animations: keep finishing until nothing is left
        for _ in range(1000):
            if not self.anims:
                return
            running, self.anims = self.anims, []
            for a in running:
                a.finish()

    def clear(self) -> None:
        """Drop every animation without finishing it (no callbacks)."""
        self.anims = []

    @property
    def busy(self) -> bool:
        return bool(self.anims)


def forwarded(holder: str, name: str = "speed", kind: Callable[[Any], Any] | None = None) -> Any:
    """A property that reads and writes `name` on the object held in the attribute `holder`: a
    view's animation settings (its speed, reduced motion) live on what animates it, its animator
    or its model. `kind` converts what is written (e.g. bool)."""
    def read(self: Any) -> Any:
        return getattr(getattr(self, holder), name)

    def write(self: Any, value: Any) -> None:
        setattr(getattr(self, holder), name, value if kind is None else kind(value))

    return property(read, write, doc=f"{holder}.{name}")
