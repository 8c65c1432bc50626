## The shortcuts overlay (F1 or ?, and "Keys" in the pause menu). The keys themselves (Enter,
## Esc, F11...) are shown as printed on the keyboard; only the space bar has a name here.

keys-title = Keys
keys-space-name = Space
keys-confirm = Press the focused button; choose the focused card
keys-back = Close this page or dialog; during a game, the pause menu
keys-skip = Finish the animation at once (it never chooses for you)
keys-decide = { decision-continue } / { decision-leave }, when it is your choice
keys-focus = Move between the buttons and the cards
keys-tab = Next / previous button
keys-scroll = Scroll “{ play-log }” and long pages
keys-fullscreen = Full screen on / off
keys-help = This list of keys
keys-pad = Gamepad: { $pad_confirm } confirm · { $pad_back } back · { $pad_skip } skip · { $pad_pause } pause · D-pad move · { $pad_repeat } say again · { $pad_help } this list
keys-close = Close
pause-keys = Keys
