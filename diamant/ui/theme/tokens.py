"""The style's tokens: named colours (from art.PALETTE), standard sizes in units, the expedition
table's constants, and :func:`px`."""
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

# --------------------------------------------------------------------------- the expedition table
# Diamant's table view. Sizes: "u" = units of the table's rect; "card" = card widths or heights;
# "font" = the seat font's pixels; "seat" = a seat column's width.
TABLE_CAVE_BAND = (12, 8, 6, 150)        # the cave floor behind the explorers in the cave
TABLE_CAMP_BAND = (70, 48, 26, 120)      # the camp ground behind the chests
TABLE_BAND_RADIUS = 1.2                  # u
TABLE_SIDE_ART = 0.62                    # the entrance / camp picture: share of its side box's height
TABLE_SIDE_ART_W = (0.62, 0.85)          # ... and of its width (entrance, camp)
TABLE_SIDE_ART_TOP = (0.6, 0.5)          # u from the band's top (entrance, camp)
TABLE_SIDE_FONT = 1.35                   # u: "In the cave", "Camp"
TABLE_SIDE_LABEL_BOTTOM = 0.4            # u above the band's bottom
TABLE_FONT_MIN = 10                      # px: the smallest table label
TABLE_FONT_TINY = 9                      # px: the smallest number or small label
TABLE_TEXT_SHADOW = (0, 0, 0)
TABLE_TEXT_SHADOW_ALPHA = 170
TABLE_TEXT_SHADOW_OFFSET = 14            # the shadow is offset by 1/this of the font size
TABLE_TEXT_SHRINK = 0.6                  # a text too wide shrinks to this share at most, then is cut
TABLE_TRAIL = (230, 190, 110, 90)        # the dotted trail between the path's cards
TABLE_TRAIL_DOT = 0.22                   # u: a dot's radius
TABLE_TRAIL_STEP = 0.9                   # u between two dots
TABLE_TRAIL_CLEARANCE = 0.06             # card heights: no dot this close above or below a card
TABLE_GLIDE = 14.0                       # 1/s: how fast a card glides to its new slot on a re-flow
TABLE_STEP_HOP = 0.8                     # u: an explorer's hop while walking
TABLE_STEPS = 6                          # hops (half sine waves, x2) on the walk to camp
TABLE_CARRIED_AT = (0.55, 0.05)          # the carried gems, from the explorer's centre (explorer sizes)
TABLE_SHAKE = 0.012                      # the disaster's shake: share of the table's height
TABLE_PULSE = 3.2                        # 1/s: the warning and disaster glows pulse
TABLE_GHOST_EDGE = (200, 160, 90, 90)    # the outline left where a relic was taken
TABLE_GLOW_DISASTER = (255, 60, 40)
TABLE_GLOW_WARNING = (255, 150, 40)
TABLE_GLOW_WINNER = (255, 210, 90)
TABLE_GLOW_SPREAD = 0.14                 # card widths
TABLE_GLOW_ALPHA = 170                   # the glow's inner edge
TABLE_REVEAL_SWELL = 1.0                 # a decision card grows this much as the choices turn over
TABLE_GEMS_ON_CARD_Y = 0.47              # the gems lying on a card: their plate's centre, card heights below the middle
TABLE_GEMS_ON_CARD = (16, 10, 4, 220)    # ... and that plate
TABLE_GEM_ON_CARD = 0.17                 # card widths: a gem token on that plate
TABLE_FLIP_LIFT = 0.06                   # card heights: a flipping card rises this much
TABLE_ROUND_FONT = 1.6                   # u: "Expedition 2 of 5" over the deck (the replay viewer)
TABLE_DECK_FONT = 1.9                    # u: the count on the deck
TABLE_DECK_LABEL_FONT = 1.3              # u: "Deck"
TABLE_DECK_BADGE = (20, 12, 6, 210)
TABLE_DECK_EMPTY = (0, 0, 0, 60)         # where the deck was, once empty
TABLE_DECK_EMPTY_EDGE = (200, 160, 90, 120)
TABLE_DECK_LAYER = 0.18                  # u: the offset of each card under the deck's top card
TABLE_PLATE = (20, 12, 6, 215)           # the number plate on a chest, the relic plate
TABLE_PLATE_Y = 0.22                     # chest heights below the chest's middle
TABLE_RELIC_FONT = 0.85                  # font: "+5 relic pts"
TABLE_RELIC_W = 0.45                     # seat: the widest that text may be
TABLE_NAME_W = 0.94                      # seat: the widest a name may be
TABLE_EXPLORER_SHADOW = (0, 0, 0, 90)
TABLE_DECISION_Y = 0.52                  # explorer heights above the explorer's centre: the decision card
TABLE_DEAL_ARC = 3.0                     # u: how high a dealt card arcs
TABLE_TAKE_SHRINK = 0.45                 # a card flying off the path shrinks to this size
TABLE_BANNER_FONT = 4.2                  # u
TABLE_BANNER_FONT_MIN = 14               # px
TABLE_BANNER = (14, 9, 6, 235)
TABLE_BANNER_W = 0.9                     # of the path area: the widest a banner's text may be
TABLE_SHAKE_WAVES = (61, 47, 0.7)        # the shake: x and y frequencies, y's share of the amplitude
TABLE_WOBBLE = (6, 0.08)                 # a card's wobble: half waves, card widths
TABLE_GLOW_DISASTER_PULSE = (0.55, 0.45)  # a glow's opacity: at rest, and the pulse's swing
TABLE_GLOW_WARNING_PULSE = (0.35, 0.3)
TABLE_WINNER_PULSE = (160, 90, 3)        # the winners' glow: alpha at rest, swing, 1/s
TABLE_PILE_STEP = 0.5                    # gem widths between two tokens of a pile
TABLE_DECK_LABEL_GAP = 0.3               # u between the deck's count and "Deck"
TABLE_EXPLORER_SHADOW_SIZE = (0.8, 0.09)  # explorer sizes
TABLE_EXPLORER_SHADOW_Y = 0.47           # explorer heights below its centre
TABLE_RELIC_ICON = 0.8                   # the small relic card on the relic plate: text heights


def px(app: "App", units: float) -> int:
    """``units`` relative units in whole pixels (at least 1)."""
    return max(1, round(units * app.u))
