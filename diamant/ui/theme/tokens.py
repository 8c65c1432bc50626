"""The style's tokens: named colours (from art.PALETTE), standard sizes in units, and :func:`px`.
A game's own table constants live with its screens (Diamant's: games/diamant/screens/table_tokens.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from diamant.ui.art import PALETTE, SEAT_COLOURS, font_key  # noqa: F401  (re-exported for scenes)

if TYPE_CHECKING:  # pragma: no cover
    from diamant.ui.app import App


# --------------------------------------------------------------------------- colours
BG = PALETTE["background"]
PANEL = PALETTE["panel"]
PANEL_LIGHT = PALETTE["panel_light"]
BORDER = PALETTE["panel_border"]
GOLD = PALETTE["gold"]
GOLD_DARK = PALETTE["gold_dark"]
TEXT = PALETTE["text"]
TEXT_DIM = PALETTE["text_dim"]
TEXT_DARK = PALETTE["text_dark"]
DANGER = PALETTE["danger"]
SAFE = PALETTE["safe"]
HIGHLIGHT = PALETTE["highlight"]
DISABLED = (110, 98, 84)
SCROLL_TRACK = (28, 20, 14)        # the groove of a scroll bar
WINNER_ROW = (90, 66, 26)          # the winners' rows of the final ranking
GRID_LINE = (80, 64, 48)           # the score chart's grid
CARD_SHADOW = (0, 0, 0, 95)        # a card's shadow on the table cloth
SYMBOL_OUTLINE = (20, 14, 10)      # the outline of a seat symbol
BADGE_RIM = (18, 12, 8)            # the dark rim around a seat badge
BADGE_INK_DARK = (30, 20, 12)      # a symbol on a light seat colour
BADGE_INK_LIGHT = (250, 244, 230)  # a symbol on a dark seat colour

# --------------------------------------------------------------------------- sizes (units)
FONT_SMALL = 1.5
FONT_BODY = 1.9
FONT_BUTTON = 2.1
FONT_HEADING = 3.0
FONT_TITLE = 7.0
BUTTON_H = 5.0
GAP = 1.2
RADIUS = 1.0
BORDER_W = 0.22
FOCUS_W = 0.3
FOCUS_GROW = 0.45         # a focus ring stands this far out of its widget
FOCUS_EDGE = (24, 16, 10)  # the dark edge on both sides of the focus ring's gold
FOCUS_PULSE = 4.0         # rad/s: the focus ring's gentle pulse (0.64 a second: far below 3 flashes)
#: The most flashes a second anything may show, in any mode (the three-flashes limit of the
#: accessibility guidelines): every pulse's rate (rad/s) stays under 2 * pi * this.
MAX_FLASHES_PER_SECOND = 3.0
MIN_FONT_PX = 11

# --------------------------------------------------------------------------- pages and dialogs (units)
# The screens' layouts share these (a page fills the window under its title; a dialog is a panel
# over the scene below); what only one screen uses is named in that screen's module.
PAGE_MARGIN = 2.5        # a page's margin at the sides and the bottom
TITLE_TOP = 1.5          # from the top of a page or a dialog to its title
TITLE_H = 6.0            # the title line of a page or a dialog
SECTION_GAP = 1.5        # between a title and the body under it, and between a body and its buttons
WINDOW_MARGIN = 2.0      # the least room between a dialog and the window's edge
DIALOG_PAD = 3.0         # a dialog's padding at the sides
BUTTON_W = 24.0          # a lone button at the bottom of a dialog or a page (Back, Close, OK)
BUTTON_BOTTOM = 2.0      # from that button to the dialog's bottom edge
BUTTON_GAP = 2.0         # between two buttons side by side
DIALOG_SIZE = (60.0, 40.0)   # a dialog's panel (width, height), at most: smaller in a small window
CONFIRM_SIZE = (56.0, 34.0)  # a yes/no question's
SCREEN_PAD = 1.5         # the game screens' padding: at the window's edges, between and inside their panels
TOP_BAR_H = 7.0          # the title strip at the top of the board, the lobby and the final scores
SIDE_W = 34.0            # the column at the right of the board and the lobby
SMALL_BUTTON_H = 4.2     # a game screen's compact button (Close, Skip, the replay's controls)


def px(app: "App", units: float) -> int:
    """``units`` relative units in whole pixels (at least 1)."""
    return max(1, round(units * app.u))


def focus_reach(app: "App") -> int:
    """How far a focus ring reaches out of its widget, in whole pixels (its gap and its width):
    what a column keeps free at its sides so that the ring stays inside it."""
    return px(app, FOCUS_GROW) + px(app, FOCUS_W)
