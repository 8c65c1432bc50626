## Settings → Controls: the key and the gamepad button of each action, changed by the player.

settings-controls = Controls…
settings-controls-tip = Choose the key and the gamepad button of each action

controls-title = Controls
controls-close = Done
controls-reset = Reset all
controls-reset-tip = Every action gets its usual key and button back
controls-reset-done = Every key and button is back to the usual one.
controls-key-tip = The key for “{ $action }”: press { $confirm }, then the new key
controls-pad-tip = The gamepad button for “{ $action }”: press { $confirm }, then the new button
controls-press-key = Press the new key for “{ $action }” (Esc: keep the old one)
controls-press-pad = Press the new gamepad button for “{ $action }” (Esc: keep the old one)
controls-given = { $button } now does “{ $action }”.
controls-taken = { $button } already does “{ $action }”: give that action another key first.
controls-reserved = { $button } moves between the buttons or edits text, so it cannot be changed.
controls-cancelled = Nothing changed.

controls-confirm = Press the focused button
controls-back = Back / close
controls-skip = Skip the animation
controls-pause = Pause menu
controls-help = List of keys
controls-repeat = Say again
controls-up = Up
controls-down = Down
controls-left = Left
controls-right = Right
controls-scroll-up = Scroll up
controls-scroll-down = Scroll down
controls-fullscreen = Full screen
controls-continue = { decision-continue }
controls-leave = { decision-leave }
controls-chests = The chests
# the groups of Controls: every screen's keys, and each screen's own
controls-screen = Screen
controls-screen-tip = Which keys are shown: those of every screen, or a screen's own
controls-screen-every = Every screen
controls-screen-expedition = Diamant: the expedition
controls-screen-club-table = Diamonds Club: the table
controls-screen-replay = Replays
controls-screen-pages = Rules pages
controls-action-on = { $action } ({ $screen })
controls-expedition-path = Hear the path
controls-expedition-carry = Hear what you carry
controls-expedition-cave = Hear who is in the cave
controls-expedition-odds = Hear the odds
controls-club-goods = Hear your goods
controls-club-market = Hear the market
controls-club-tiles = Hear the price tiles
controls-club-parks = Hear the parks
controls-play = Play / pause
controls-step-back = One step back
controls-step-forward = One step forward
controls-previous-round = Previous expedition / market
controls-next-round = Next expedition / market
controls-line-down = One line down
controls-line-up = One line up

## Settings → High contrast
settings-high-contrast = High contrast
settings-high-contrast-tip = Brighter text, set on a dark or light plate wherever a picture or a colour behind it makes it hard to read
