"""Diamant's screens: the table, its scenes (``diamant.games.diamant.screens.scenes``), the game flow and the
session. Built on the framework (``diamant.ui``); importing its card art
(``diamant.games.diamant.screens.cards_art``, which every drawing module of Diamant does) gives the App Diamant's
card faces. The table's model (``table_model``) loads no pygame."""
