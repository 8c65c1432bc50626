"""Tweens, easing, timelines and the animator (diamant.ui.anim)."""
import pytest

from diamant.ui.anim import EASINGS, Animator, Call, Parallel, Sequence, Tween, Wait, ease


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easing_end_values(name):
    fn = EASINGS[name]
    assert fn(0.0) == pytest.approx(0.0, abs=1e-9)
    assert fn(1.0) == pytest.approx(1.0, abs=1e-9)
    assert ease(name, 2.0) == 1.0 and ease(name, -1.0) == pytest.approx(0.0, abs=1e-9)


def test_in_out_sine_is_symmetric_and_monotonic():
    f = EASINGS["in_out_sine"]
    assert f(0.5) == pytest.approx(0.5)
    vals = [f(i / 50) for i in range(51)]
    assert vals == sorted(vals)


def test_tween_sets_attribute_and_ends_exactly():
    b = Box()
    t = Tween(b, "x", 0, 10, 1.0, ease="linear")
    assert not t.update(0.25)
    assert b.x == pytest.approx(2.5)
    assert not t.update(0.5)
    assert b.x == pytest.approx(7.5)
    assert t.update(0.5)
    assert b.x == 10 and t.done


def test_tween_tuples_start_none_and_delay():
    b = Box()
    b.pos = (2.0, 4.0)
    t = Tween(b, "pos", None, (12.0, 24.0), 1.0, ease="linear", delay=0.5)
    t.update(0.4)
    assert b.pos == (2.0, 4.0)  # still waiting
    t.update(0.6)  # 0.5 into the tween
    assert b.pos == pytest.approx((7.0, 14.0))
    t.update(10)
    assert b.pos == (12.0, 24.0)


def test_on_update_and_on_done_once():
    seen, done = [], []
    t = Tween(None, None, 0, 1, 0.2, on_update=seen.append, on_done=lambda: done.append(1))
    t.update(0.1)
    t.update(0.1)
    t.update(0.1)
    t.finish()
    assert done == [1]
    assert seen[-1] == 1


def test_finish_jumps_to_end_firing_callbacks():
    b = Box()
    done = []
    t = Tween(b, "x", 0, 5, 3.0, delay=1.0, on_done=lambda: done.append("t"))
    t.finish()
    assert b.x == 5 and t.done and done == ["t"]
    t.finish()
    t.update(1)
    assert done == ["t"]


def test_sequence_runs_in_order_and_carries_time():
    b = Box()
    log = []
    s = Sequence(Tween(b, "x", 0, 1, 1.0, ease="linear"), Call(lambda: log.append("a")),
                 Wait(1.0), Call(lambda: log.append("b")), Tween(b, "x", 1, 3, 1.0, ease="linear"))
    assert not s.update(0.5)
    assert b.x == pytest.approx(0.5) and log == []
    assert not s.update(1.0)  # 0.5 finishes the first tween, then "a", 0.5 of the wait
    assert log == ["a"]
    assert not s.update(1.0)  # wait ends, "b", tween half way
    assert log == ["a", "b"] and b.x == pytest.approx(2.0)
    assert s.update(0.5) and b.x == 3


def test_parallel_done_when_all_done():
    a, b = Box(), Box()
    p = Parallel(Tween(a, "x", 0, 1, 1.0), Tween(b, "x", 0, 1, 2.0))
    assert not p.update(1.0)
    assert a.x == 1 and b.x < 1
    assert p.update(1.0)
    assert b.x == 1


def test_nested_finish_fires_every_callback_once():
    log = []
    s = Sequence(Parallel(Tween(None, None, 0, 1, 1, on_done=lambda: log.append(1)),
                          Sequence(Wait(2), Call(lambda: log.append(2)))),
                 Call(lambda: log.append(3)))
    s.update(0.5)
    s.finish()
    s.finish()
    assert sorted(log) == [1, 2, 3] and s.done


def test_animator_speed_scales_time():
    b = Box()
    an = Animator(speed=2.0)
    an.add(Tween(b, "x", 0, 1, 1.0, ease="linear"))
    an.update(0.25)
    assert b.x == pytest.approx(0.5)
    assert an.busy
    an.update(0.25)
    assert not an.busy and b.x == 1


def test_animator_speed_zero_is_instant():
    b = Box()
    done = []
    an = Animator(speed=0)
    an.add(Sequence(Wait(5), Tween(b, "x", 0, 9, 2), Call(lambda: done.append(1))))
    assert b.x == 9 and done == [1] and not an.busy


def test_animator_finish_all_includes_anims_added_by_callbacks():
    an = Animator()
    b = Box()
    an.add(Sequence(Wait(1), Call(lambda: an.add(Tween(b, "x", 0, 4, 1)))))
    an.finish_all()
    assert b.x == 4 and not an.busy


def test_animator_runs_added_in_callbacks_later():
    an = Animator()
    log = []
    an.add(Call(lambda: an.add(Call(lambda: log.append("inner")))))
    an.update(0.01)
    assert an.busy  # the inner one waits for the next frame
    an.update(0.01)
    assert log == ["inner"] and not an.busy


def test_a_forwarded_setting_is_read_and_written_on_what_animates_the_view():
    from diamant.ui.anim import Animator, forwarded

    class View:
        speed = forwarded("animator")
        reduced = forwarded("model", "reduced", bool)

        def __init__(self) -> None:
            self.animator = Animator()
            self.model = type("Model", (), {"reduced": False})()

    v = View()
    v.speed = 2.5
    assert v.animator.speed == 2.5 and v.speed == 2.5
    v.reduced = 1  # written as the kind asked for
    assert v.model.reduced is True and v.reduced is True
