"""A tooltip goes with its widget: removing a seat's × button (or rebuilding the group) hides it."""
import pygame

from diamant.ui.app import App
from diamant.ui.widgets import Button, FocusGroup, lit


def _hovered_group(app):
    group = FocusGroup(app)
    keep = group.add(Button(lit("ok"), lambda: None, "play-pause-tip"))
    gone = group.add(Button(lit("×"), lambda: None, "play-remove-tip"))
    keep.rect = pygame.Rect(10, 10, 80, 30)
    gone.rect = pygame.Rect(100, 10, 30, 30)
    group.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=gone.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    for _ in range(120):
        group.update(1 / 60)
    return group, keep, gone


def test_a_removed_widget_takes_its_tooltip_with_it():
    app = App(headless=True, size=(640, 360), audio=False)
    group, keep, gone = _hovered_group(app)
    assert group.tooltip_widget() is gone
    group.remove(gone)
    assert group.tooltip_widget() is None
    group, keep, gone = _hovered_group(app)
    assert group.tooltip_widget() is gone
    group.clear()  # the lobby rebuilds its rows after a seat is removed
    assert group.tooltip_widget() is None


def test_a_hidden_widget_takes_its_tooltip_with_it():
    """"Skip to camp" hides itself once clicked: its tip must not stay behind, hovered or focused."""
    app = App(headless=True, size=(640, 360), audio=False)
    group, keep, gone = _hovered_group(app)
    assert group.tooltip_widget() is gone
    gone.visible = False
    assert group.tooltip_widget() is None
    group.focus(gone, keyboard=True)
    for _ in range(120):
        group.update(1 / 60)
    assert group.tooltip_widget() is None
