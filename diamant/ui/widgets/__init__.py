"""Widgets: Button, Toggle, Slider, Choice, TextInput, and the FocusGroup that gives
keyboard navigation (Tab/Shift-Tab/arrows, Enter/Space), a visible focus ring and tooltips.

Labels are locale keys (``"menu-new-game"``), callables returning text (``lambda: name``), or
``lit("text")`` for a literal (a player's name, a language's own name). Every widget gets its
``rect`` from its scene's ``layout()``; nothing here uses fixed pixel sizes.

Typical scene::

    self.group = FocusGroup(app)
    self.play = self.group.add(Button("menu-new-game", self.on_new, style="primary"))
    ...
    def layout(self, size): self.play.rect = pygame.Rect(...)
    def handle(self, e): return self.group.handle(e)
    def update(self, dt): self.group.update(dt)
    def draw(self, s): ...; self.group.draw(s)
    def leave(self): self.group.release()      # stops IME text input if a field had it

A package, one module per family: base (Widget, labels, the text-input switch), buttons,
controls (toggle, slider, choice), text_field, focus (FocusGroup, tooltips), lists and scroll
(a page's rows in a view too short for them); every
name is re-exported here, so ``W.Button`` keeps working.
"""
from diamant.ui.widgets.base import (LabelLike, TOOLTIP_DELAY, lit, resolve, text_input_active,
                                     set_text_input, Widget)
from diamant.ui.widgets.buttons import (Button, SwatchButton, share_size)
from diamant.ui.widgets.controls import (Toggle, Slider, CHOICE_LABEL_GAP, Choice, WideChoice)
from diamant.ui.widgets.text_field import (clipboard_put, clipboard_get, TextInput)
from diamant.ui.widgets.focus import FocusGroup
from diamant.ui.widgets.lists import ListBox
from diamant.ui.widgets.rows import SeatRow, SeatRowsLayout
from diamant.ui.widgets.scroll import ScrollRow, RowScrollView

__all__ = ['ScrollRow', 'RowScrollView', 'SeatRow', 'SeatRowsLayout', 'SwatchButton', 'WideChoice', 'LabelLike', 'TOOLTIP_DELAY', 'lit', 'resolve', 'text_input_active', 'set_text_input', 'Widget',
           'Button', 'share_size', 'Toggle', 'Slider', 'CHOICE_LABEL_GAP', 'Choice', 'clipboard_put',
           'clipboard_get', 'TextInput', 'FocusGroup', 'ListBox']
