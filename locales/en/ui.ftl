### The app shell: title menu, settings, rules, pause, quit, history, messages (English).

## Title menu
title-tagline = Push your luck in the cave of Tacora
title-version = Version { $version }
menu-new-game = New game
menu-new-game-tip = Set up a table of players and bots and start a new game
menu-continue = Continue
menu-continue-tip = Go back to the game you left; it was saved automatically
menu-continue-game = Continue: { $game }
title-game-tip = Choose the game: New game, Continue and How to play are the chosen game's
menu-rules = How to play
menu-rules-tip = The rules, with pictures of the cards
menu-settings = Settings
menu-settings-tip = Language, screen, animation speed and sound
menu-history = Past games
menu-history-tip = Finished games, scores and records; watch a game again
menu-quit = Quit
menu-quit-tip = Close the game

## Settings
settings-title = Settings
settings-section-game = Game and screen
settings-section-sound = Sound
settings-language = Language
settings-language-tip = The language changes at once
settings-display = Screen
settings-display-tip = Play in a window or on the full screen ({ $fullscreen } switches too)
settings-windowed = Window
settings-fullscreen = Full screen
settings-animation-speed = Animation speed
settings-animation-speed-tip = How fast cards and gems move; Instant shows every result at once
settings-speed-instant = Instant
settings-speed-slow = Slow
settings-speed-normal = Normal
settings-speed-fast = Fast
settings-reduced-motion = Reduced motion
settings-reduced-motion-tip = No shaking, flickering or bouncing; things fade instead of flying
settings-interface-size = Interface size
settings-interface-size-tip = Text and everything you click, larger: 100% as drawn, up to 200%. Screens lay themselves out again for the room they have
settings-interface-size-value = { $percent }%
settings-curtain = Hand-over curtain
settings-curtain-tip = With several people at one screen: hide the table while the next player takes the seat
settings-learning-aid = Learning aid
settings-learning-aid-tip = During play, show the odds of the next card: traps seen and their copies left, cards and relics left, the chance of a disaster
settings-master-volume = Volume
settings-master-volume-tip = Loudness of everything
settings-effects-volume = Effects
settings-effects-volume-tip = Cards, gems and traps
settings-ambient-volume = Cave ambience
settings-ambient-volume-tip = The quiet sound of the cave in the background
settings-mute = Mute
settings-mute-tip = Silence every sound
settings-no-sound-device = No sound device was found: the game plays without sound.
settings-back = Done

## Rules
rules-back = Back
rules-contents = Contents
rules-scroll-tip = Scroll with the mouse wheel or the arrow keys

## Pause and quitting
pause-title = Paused
pause-resume = Resume
pause-quit-to-menu = Quit to menu
quit-title = Leave this game?
quit-app-title = Quit Diamant?
quit-autosaved = Your game is saved automatically. Choose Continue in the title menu to play on from exactly where you are.
quit-keep-playing = Keep playing
quit-to-menu = Leave to menu
quit-app = Quit

## Past games
history-title = Past games
history-empty = No finished games yet. Your games appear here once they are over.
history-reading = Reading past games… { $done } of { $total }
# a game's part of the record: its name and its finished games with a person at the table
history-game-head = { $game }: { $count ->
    [one] { $count } game
   *[other] { $count } games
}
history-games = Games played: { $count }
history-human-games = With people: { $count }
history-best = Best score: { $score } by { $name }
history-wins = { $name }: { $wins } of { $games } won
history-bot-record = Against { $bot }: { $wins } of { $games } won
history-bots-head = Against the bots
history-row = { $date } · { $edition } · { $players } players
history-winner = { $count ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
history-replay = Watch again
history-replay-tip = Play the whole game again, card by card
history-show-log = Game log
history-show-log-tip = Read what happened, card by card
history-back = Back
history-log-title = Game of { $date }
history-scores = Scores
history-record-damaged = This game's record cannot be read.

## Messages
message-not-available = This part of the game is not available in this build.
message-no-saved-game = There is no saved game to continue.
message-settings-not-saved = The settings could not be saved; they apply until you close the game.
message-settings-linked = Your settings file { $path } is a link, and Diamant never writes through a link: your changes apply until you close the game. To keep them, put a copy of the file in place of the link.
error-title = Something went wrong
error-body = Diamant stopped because of an unexpected error. Details were written to { $path }.
