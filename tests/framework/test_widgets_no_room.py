"""A widget laid out with little or no room (a small window at a large interface size, a row a
layout squeezed to nothing) draws what fits, or nothing: it never raises ("Invalid resolution
for Surface", "Cannot scale to negative size")."""
from __future__ import annotations

import pygame
import pytest

from diamant.ui import theme
from diamant.ui.widgets import (Button, Choice, FocusGroup, ListBox, Slider, SwatchButton, TextInput,
                                Toggle, WideChoice, lit)

#: (x, y, width, height): none, no width, no height, negative, a sliver, a pixel, a few pixels
RECTS = [(0, 0, 0, 0), (20, 20, 0, 40), (20, 20, 300, 0), (20, 20, -30, -12), (20, 20, -30, 40),
         (20, 20, 300, -12), (20, 20, 1, 1), (20, 20, 4, 4), (20, 20, 3, 200), (20, 20, 400, 3)]


def _widgets(app) -> list:
    return [
        Button("settings-back"), Button(lit("x"), icon="camp"), SwatchButton(lambda: None, None, lambda s, r: None),
        Toggle("settings-mute", True), Slider("settings-master-volume", 0.5),
        Choice("settings-language", [("en", lit("English")), ("ru", lit("Русский"))]),
        Choice("settings-language", [("en", lit("English"))], uniform=True),
        WideChoice("settings-language", [("en", lit("English"))]),
        TextInput("abc", placeholder="settings-relay-placeholder"),
        ListBox(["a", "b"], lambda s, r, item, sel: theme.draw_text(s, app, item, r)),
    ]


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_widget_given_no_room_draws_without_raising(scale):
    from diamant.ui.app import App, default_settings
    settings = default_settings()
    settings.interface_scale = scale
    app = App(headless=True, size=(960, 540), settings=settings, lang="ru", audio=False)
    try:
        assert app.scale == scale
        surface = pygame.Surface((960, 540))
        group = FocusGroup(app)
        widgets = [group.add(w) for w in _widgets(app)]
        for rect in RECTS:
            for w in widgets:
                w.rect = pygame.Rect(rect)
                for focused in (False, True):
                    group.focus(w if focused else None, keyboard=True)
                    w.hovered = focused
                    w.draw(surface)  # raises on a failure
                group.draw(surface)  # the focus ring and the tooltip of a squeezed control too
    finally:
        app.close()
