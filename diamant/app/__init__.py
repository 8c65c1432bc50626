"""Diamant's screens: the table, its scenes (``diamant.app.scenes``), the game flow and the
session. Built on the framework (``diamant.ui``); importing this package gives the App
Diamant's card art."""
from diamant.app.cards_art import CardArt
from diamant.ui.app import App

App.art_class = CardArt
