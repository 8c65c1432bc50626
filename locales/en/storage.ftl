### Keeping games safe: a full disk, a game in progress replaced by a new one (English).

new-game-confirm-title = Start a new game?
new-game-confirm-body = A game is in progress. It is kept with your past games, where you can continue it whenever you like.
new-game-confirm-keep = Back
new-game-confirm-start = Start a new game
message-history-not-stored = Your finished game could not be added to your past games (the disk may be full). It stays saved and is added as soon as there is room.
message-history-stored = A finished game that could not be stored before is now in your past games.
message-autosave-failed = The game could not be saved (the disk may be full or read-only). You can play on, but a crash would lose this game.
message-game-not-kept = The game in progress could not be kept aside, so the new game was not started (the disk may be full or read-only).
message-game-not-opened = The saved game could not be opened here; a bot it plays with may not be installed. It stays saved.
history-unfinished = Unfinished: it can be continued
history-abandoned = Unfinished: the host left the table (it can be watched again)
history-continue = Continue this game
message-game-so-far-not-stored = The game so far could not be added to your past games (the disk may be full).
