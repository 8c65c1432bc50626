"""The club table's own keys: the spoken summaries (your goods, the market, the price tiles, the
parks) and "say again", registered with their default letters (by the key's place) in the
table's group of Settings -> Controls, where the player remaps them. Light: the club's entry
imports it at start-up, so Controls lists them before the club is first played."""
from __future__ import annotations

from diamant.ui.input import Action, rank_screen, register_key

#: the club table's own keys (its guided round's among them)
SCREEN_TABLE = "controls-screen-club-table"
rank_screen(SCREEN_TABLE, 1)  # after Diamant's, as on the title

register_key("club-goods", "controls-club-goods", Action.SUMMARY_1, SCREEN_TABLE, ("i",))
register_key("club-market", "controls-club-market", Action.SUMMARY_2, SCREEN_TABLE, ("m",))
register_key("club-tiles", "controls-club-tiles", Action.SUMMARY_3, SCREEN_TABLE, ("t",))
register_key("club-parks", "controls-club-parks", Action.SUMMARY_4, SCREEN_TABLE, ("k",))
register_key("club-repeat", "controls-repeat", Action.REPEAT, SCREEN_TABLE, ("r",))

#: the names of those keys, in the order the keys overlay names them
SUMMARY_KEYS = ("club-goods", "club-market", "club-tiles", "club-parks", "club-repeat")
