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
                                     TABLE_CAVE_BAND, TABLE_CAMP_BAND, TABLE_BAND_RADIUS,
                                     TABLE_SIDE_ART, TABLE_SIDE_ART_W, TABLE_SIDE_ART_TOP,
                                     TABLE_SIDE_FONT, TABLE_SIDE_LABEL_BOTTOM, TABLE_FONT_MIN,
                                     TABLE_FONT_TINY, TABLE_TEXT_SHADOW, TABLE_TEXT_SHADOW_ALPHA,
                                     TABLE_TEXT_SHADOW_OFFSET, TABLE_TEXT_SHRINK, TABLE_TRAIL,
                                     TABLE_TRAIL_DOT, TABLE_TRAIL_STEP, TABLE_TRAIL_CLEARANCE,
                                     TABLE_GLIDE, TABLE_STEP_HOP, TABLE_STEPS, TABLE_CARRIED_AT,
                                     TABLE_SHAKE, TABLE_PULSE, TABLE_GHOST_EDGE,
                                     TABLE_GLOW_DISASTER, TABLE_GLOW_WARNING, TABLE_GLOW_WINNER,
                                     TABLE_GLOW_SPREAD, TABLE_GLOW_ALPHA, TABLE_REVEAL_SWELL,
                                     TABLE_GEMS_ON_CARD_Y, TABLE_GEMS_ON_CARD, TABLE_GEM_ON_CARD,
                                     TABLE_FLIP_LIFT, TABLE_ROUND_FONT, TABLE_DECK_FONT,
                                     TABLE_DECK_LABEL_FONT, TABLE_DECK_BADGE, TABLE_DECK_EMPTY,
                                     TABLE_DECK_EMPTY_EDGE, TABLE_DECK_LAYER, TABLE_PLATE,
                                     TABLE_PLATE_Y, TABLE_RELIC_FONT, TABLE_RELIC_W, TABLE_NAME_W,
                                     TABLE_EXPLORER_SHADOW, TABLE_DECISION_Y, TABLE_DEAL_ARC,
                                     TABLE_TAKE_SHRINK, TABLE_BANNER_FONT, TABLE_BANNER_FONT_MIN,
                                     TABLE_BANNER, TABLE_BANNER_W, TABLE_SHAKE_WAVES, TABLE_WOBBLE,
                                     TABLE_GLOW_DISASTER_PULSE, TABLE_GLOW_WARNING_PULSE,
                                     TABLE_WINNER_PULSE, TABLE_PILE_STEP, TABLE_DECK_LABEL_GAP,
                                     TABLE_EXPLORER_SHADOW_SIZE, TABLE_EXPLORER_SHADOW_Y,
                                     TABLE_RELIC_ICON, px, PALETTE, SEAT_COLOURS, font_key)
from diamant.ui.theme.caches import (_bg_cache, CACHES_BYTES, BG_HALF_ABOVE, fit_budgets,
                                     forget_sized)
from diamant.ui.theme.text import (clear_text_cache, render, fit_font, common_fit_size,
                                   shared_label_px, render_fit, wrap_fit, render_wrapped, draw_text,
                                   heading)
from diamant.ui.theme.shapes import (panel, dim, focus_ring, button, button_text_colour,
                                     tooltip_rect, tooltip)
from diamant.ui.theme.backdrop import (background, StillLayer, layer_surface)
from diamant.ui.theme.layout import (stage, page_title, column, row)

__all__ = ['BG', 'PANEL', 'PANEL_LIGHT', 'BORDER', 'GOLD', 'GOLD_DARK', 'TEXT', 'TEXT_DIM', 'TEXT_DARK',
           'DANGER', 'SAFE', 'HIGHLIGHT', 'DISABLED', 'SCROLL_TRACK', 'WINNER_ROW', 'GRID_LINE',
           'CARD_SHADOW', 'SYMBOL_OUTLINE', 'BADGE_RIM', 'BADGE_INK_DARK', 'BADGE_INK_LIGHT', 'FONT_SMALL',
           'FONT_BODY', 'FONT_BUTTON', 'FONT_HEADING', 'FONT_TITLE', 'BUTTON_H', 'GAP', 'RADIUS',
           'BORDER_W', 'FOCUS_W', 'FOCUS_GROW', 'MIN_FONT_PX', 'PAGE_MARGIN', 'TITLE_TOP', 'TITLE_H',
           'SECTION_GAP', 'WINDOW_MARGIN', 'DIALOG_PAD', 'BUTTON_W', 'BUTTON_BOTTOM', 'BUTTON_GAP', 'DIALOG_SIZE',
           'CONFIRM_SIZE', 'SCREEN_PAD', 'TOP_BAR_H', 'SIDE_W', 'SMALL_BUTTON_H', 'TABLE_CAVE_BAND', 'TABLE_CAMP_BAND',
           'TABLE_BAND_RADIUS',
           'TABLE_SIDE_ART', 'TABLE_SIDE_ART_W', 'TABLE_SIDE_ART_TOP', 'TABLE_SIDE_FONT',
           'TABLE_SIDE_LABEL_BOTTOM', 'TABLE_FONT_MIN', 'TABLE_FONT_TINY', 'TABLE_TEXT_SHADOW',
           'TABLE_TEXT_SHADOW_ALPHA', 'TABLE_TEXT_SHADOW_OFFSET', 'TABLE_TEXT_SHRINK', 'TABLE_TRAIL',
           'TABLE_TRAIL_DOT', 'TABLE_TRAIL_STEP', 'TABLE_TRAIL_CLEARANCE', 'TABLE_GLIDE', 'TABLE_STEP_HOP',
           'TABLE_STEPS', 'TABLE_CARRIED_AT', 'TABLE_SHAKE', 'TABLE_PULSE', 'TABLE_GHOST_EDGE',
           'TABLE_GLOW_DISASTER', 'TABLE_GLOW_WARNING', 'TABLE_GLOW_WINNER', 'TABLE_GLOW_SPREAD',
           'TABLE_GLOW_ALPHA', 'TABLE_REVEAL_SWELL', 'TABLE_GEMS_ON_CARD_Y', 'TABLE_GEMS_ON_CARD',
           'TABLE_GEM_ON_CARD', 'TABLE_FLIP_LIFT', 'TABLE_ROUND_FONT', 'TABLE_DECK_FONT',
           'TABLE_DECK_LABEL_FONT', 'TABLE_DECK_BADGE', 'TABLE_DECK_EMPTY', 'TABLE_DECK_EMPTY_EDGE',
           'TABLE_DECK_LAYER', 'TABLE_PLATE', 'TABLE_PLATE_Y', 'TABLE_RELIC_FONT', 'TABLE_RELIC_W',
           'TABLE_NAME_W', 'TABLE_EXPLORER_SHADOW', 'TABLE_DECISION_Y', 'TABLE_DEAL_ARC',
           'TABLE_TAKE_SHRINK', 'TABLE_BANNER_FONT', 'TABLE_BANNER_FONT_MIN', 'TABLE_BANNER',
           'TABLE_BANNER_W', 'TABLE_SHAKE_WAVES', 'TABLE_WOBBLE', 'TABLE_GLOW_DISASTER_PULSE',
           'TABLE_GLOW_WARNING_PULSE', 'TABLE_WINNER_PULSE', 'TABLE_PILE_STEP', 'TABLE_DECK_LABEL_GAP',
           'TABLE_EXPLORER_SHADOW_SIZE', 'TABLE_EXPLORER_SHADOW_Y', 'TABLE_RELIC_ICON', 'px', 'PALETTE',
           'SEAT_COLOURS', 'font_key', '_bg_cache', 'CACHES_BYTES', 'BG_HALF_ABOVE', 'fit_budgets',
           'forget_sized', 'clear_text_cache', 'render', 'fit_font', 'common_fit_size', 'shared_label_px',
           'render_fit', 'wrap_fit', 'render_wrapped', 'draw_text', 'heading', 'panel', 'dim',
           'focus_ring', 'button', 'button_text_colour', 'tooltip_rect', 'tooltip', 'background',
           'StillLayer', 'layer_surface', 'stage', 'page_title', 'column', 'row']
