"""The look of the app: colours (from art.PALETTE), standard sizes in relative units, and drawing
helpers every scene can use (background, panels, buttons, focus ring, tooltips, text that fits).

Sizes are in *units*: ``app.u`` pixels (1/100 of the 16:9 width), so ``theme.BUTTON_H * app.u``
is a button's height in pixels at any window size.

Text helpers never let a string overflow its box: :func:`fit_font` shrinks a one-line text,
:func:`draw_text` wraps and/or shrinks until the text fits the rect.

A package: tokens (colours, sizes), caches, text, shapes (panels, buttons, tooltips), backdrop
(the window's background, still layers) and layout; every name is re-exported here, so
``theme.draw_text`` and ``theme.GOLD`` keep working.
"""
from diamant.ui.theme.tokens import (BG, PANEL, PANEL_LIGHT, BORDER, GOLD, GOLD_DARK, TEXT,
                                     TEXT_DIM, TEXT_DARK, DANGER, SAFE, HIGHLIGHT, DISABLED,
                                     SCROLL_TRACK, WINNER_ROW, GRID_LINE, CARD_SHADOW,
                                     SYMBOL_OUTLINE, BADGE_RIM, BADGE_INK_DARK, BADGE_INK_LIGHT,
                                     FONT_SMALL, FONT_BODY, FONT_BUTTON, FONT_HEADING, FONT_TITLE,
                                     BUTTON_H, GAP, RADIUS, BORDER_W, FOCUS_W, FOCUS_GROW, MIN_FONT_PX,
                                     PAGE_MARGIN, TITLE_TOP, TITLE_H, SECTION_GAP,
                                     WINDOW_MARGIN, DIALOG_PAD, BUTTON_W, BUTTON_BOTTOM,
                                     BUTTON_GAP, DIALOG_SIZE, CONFIRM_SIZE, SCREEN_PAD, TOP_BAR_H,
                                     SIDE_W, SMALL_BUTTON_H,
                                     px, focus_reach, PALETTE, SEAT_COLOURS, font_key)
from diamant.ui.theme.caches import (_bg_cache, CACHES_BYTES, BG_HALF_ABOVE, fit_budgets,
                                     forget_sized)
from diamant.ui.theme.text import (clear_text_cache, render, fit_font, common_fit_size,
                                   shared_label_px, render_fit, wrap_fit, render_wrapped, draw_text, blit_text,
                                   heading)
from diamant.ui.theme.shapes import (panel, dim, focus_ring, button, button_text_colour,
                                     tooltip_rect, tooltip)
from diamant.ui.theme.backdrop import (background, StillLayer, layer_surface)
from diamant.ui.theme.layout import (stage, page_title, small_page_title, small_room, column, row)

__all__ = ['BG', 'PANEL', 'PANEL_LIGHT', 'BORDER', 'GOLD', 'GOLD_DARK', 'TEXT', 'TEXT_DIM', 'TEXT_DARK',
           'DANGER', 'SAFE', 'HIGHLIGHT', 'DISABLED', 'SCROLL_TRACK', 'WINNER_ROW', 'GRID_LINE',
           'CARD_SHADOW', 'SYMBOL_OUTLINE', 'BADGE_RIM', 'BADGE_INK_DARK', 'BADGE_INK_LIGHT', 'FONT_SMALL',
           'FONT_BODY', 'FONT_BUTTON', 'FONT_HEADING', 'FONT_TITLE', 'BUTTON_H', 'GAP', 'RADIUS',
           'BORDER_W', 'FOCUS_W', 'FOCUS_GROW', 'MIN_FONT_PX', 'PAGE_MARGIN', 'TITLE_TOP', 'TITLE_H',
           'SECTION_GAP', 'WINDOW_MARGIN', 'DIALOG_PAD', 'BUTTON_W', 'BUTTON_BOTTOM', 'BUTTON_GAP', 'DIALOG_SIZE',
           'CONFIRM_SIZE', 'SCREEN_PAD', 'TOP_BAR_H', 'SIDE_W', 'SMALL_BUTTON_H', 'px', 'focus_reach', 'PALETTE',
           'SEAT_COLOURS', 'font_key', '_bg_cache', 'CACHES_BYTES', 'BG_HALF_ABOVE', 'fit_budgets',
           'forget_sized', 'clear_text_cache', 'render', 'fit_font', 'common_fit_size', 'shared_label_px',
           'render_fit', 'wrap_fit', 'render_wrapped', 'draw_text', 'blit_text', 'heading', 'panel', 'dim',
           'focus_ring', 'button', 'button_text_colour', 'tooltip_rect', 'tooltip', 'background',
           'StillLayer', 'layer_surface', 'stage', 'page_title', 'small_page_title', 'small_room', 'column', 'row']
