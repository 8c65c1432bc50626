"""Diamonds Club's layout lengths that several of its screens share, in units (``u``): the
dialogs' frame and the gems' icon. A length one module uses is a constant at the top of that
module; the framework's tokens (diamant/ui/theme/tokens.py) hold no game's lengths."""
from __future__ import annotations

PANEL_PAD = 2.5    # a club dialog's margin inside its panel
TITLE_TOP = 1.2    # from the panel's top to the dialog's title
TITLE_H = 5        # the title's line
GEM_ICON = 3.2     # a gem's icon before its count (dialog_kit.gem_row), at most
# the table (table_view draws them, table_scene flies them, table_warm rasterises them ahead)
PIECE = 3.2        # a piece flying over the table (a coin, a gem, a token)
