"""The expedition screen's layout, in units (``app.u``): the strip of the decision cards under the
table, the seat's numbers beside them, the top strip's controls and the odds panel. The table's own
geometry is TableLayout's (table_layout.py); the shared sizes are theme tokens."""
from __future__ import annotations

HAND_H = 17.0        # the strip of the decision cards under the table, at most
CARD_ROOM = 2.4      # the decision cards are this much shorter than that strip
CARD_TOP = 1.2       # from the strip's top to the cards
CARD_GAP = 2.0       # between the two cards
PAUSE_BUTTON = 3.6   # the pause button's side, in the top strip
SPEED_W = 32.0       # the spectator's speed chooser, in the middle of the strip
SPEED_H = 5.0
WATCH_PAD = 1.2      # Skip and the speed chooser where the cards were: their inset at the right and bottom
WATCH_GAP = 0.8      # between the two
LOG_TITLE_H = 4.0    # the log's title, which no tooltip covers
TOP_PAD = 1.0        # the round's name: its inset in the top strip
# the seat's numbers beside the decision cards
HAND_INSET_X = 2.4   # their inset in the strip
HAND_INSET_Y = 1.6
INFO_GAP = 2.0       # between them and the cards
INFO_HEAD_H = 3.0    # the first line: the seat's badge and name ("Watching the bots" instead)
INFO_BADGE = 3.2
INFO_BADGE_GAP = 1.0
INFO_HEAD_GAP = 0.6  # under it
INFO_LINE_H = 2.4    # a line of gems: carried, in the chest
INFO_LINE_STEP = 2.6
RELICS_BOTTOM = 2.4  # the relics on the path: a note that ends this far above the strip's bottom ...
RELICS_MIN_H = 1.5   # ... at least this tall
HINT_H = 2.2         # the keys' hint at the bottom
CARD_LIFT = 0.8      # a decision card focused, or chosen ahead, rises this much
LABEL_BOTTOM = 3.2   # a decision card's word: its top above the card's bottom ...
LABEL_H = 2.6
LABEL_INSET = 0.8    # ... its inset at the sides
AHEAD_FRAME_OUT = 0.6     # the frame around the card chosen ahead: outside the card
AHEAD_FRAME_W = 0.3
AHEAD_FRAME_RADIUS = 0.8
TAG_INSET = 0.6      # the "pending" tag on that card: inset at the sides
TAG_TOP = 0.8
TAG_H = 2.6
TAG_TEXT_INSET = 0.6
# the odds panel (the learning aid)
AID_PAD = 1.0
AID_EDGE = 1.0  # the panel's border, beside its padding, in the aid's width
AID_HEAD_H = 2.8     # its title
AID_RISK_H = 2.8     # the chance the next card ends the expedition
AID_LINE_H = 2.4     # each line after it
CHIP_H = 3.0         # a trap's chip: its card's height
CHIP_TOP = 0.2
CHIP_GAP = 0.3       # between the card and the count
CHIP_ROOM = 0.5      # kept at the chip's right

# a larger interface (Settings -> Interface size) leaves fewer units than the 100 x 56.25 of a
# 16:9 window at 100 %: the table screens then lay out compactly (the log beside the table only,
# the strip below it full width, secondary things dropped first); at 100 % nothing changes
FULL_ACROSS = 99.9
FULL_DOWN = 56.2
COMPACT_HAND_SHARE = 0.36  # the decision cards' strip, at most this share of its height
COMPACT_INSET_Y = 0.8     # the seat's numbers: their inset in that strip
COMPACT_LOG_MIN = 8.5     # the log's title and two lines, kept above the odds panel
COMPACT_WATCH_GAP = 0.4   # Skip to camp under the speed, in a short strip
COMPACT_AID_SHARE = 0.45  # with the odds panel: the column's share of the width, at most
LESSON_SIDE_SHARE = 0.42  # a lesson's tips: their column's share of the width, at most


def compact(app, size: tuple[int, int] | None = None) -> bool:
    """The window has less room than a 16:9 window at 100 % (a larger interface size)."""
    across, down = app.units(size)
    return across < FULL_ACROSS or down < FULL_DOWN
