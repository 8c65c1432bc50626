### Diamant: the words of a game being played (lobby, board, expedition, hand-over, scores).
### Game words (cards, hazards, Continue/Leave, log lines) are in game.ftl.

## Lobby
play-lobby-title = New game
play-seats-head = { $count ->
    [one] { $count } seat at the table
   *[other] { $count } seats at the table
}
play-default-human = You
play-player-n = Player { $n }
play-name-tip = The name shown at the table
play-name-placeholder = Name
play-colour-tip = Change the colour and symbol
play-kind-human = Person
play-kind-bot = Bot
play-level-tip = How this bot plays
play-remove-tip = Remove this seat
play-add-seat = Add a seat
play-human-desc = Plays at this screen.
play-back = Back
play-start = Play
# Each edition: where it comes from (one line), then what it changes.
play-edition-classic-desc = The 2005 rules, also the base game of the Russian and Polish books: 30 cards, no relics.
play-edition-iello-desc = The rule of the Serbian box (Iello, 2016). All five relics are in the deck from the start: the first three carried out are worth 5 points, the last two 10.
play-edition-relic-hunt-desc = The variant of the Russian and Polish books (Lavka Games and Portal Games, 2017). A relic joins the deck before each expedition, worth 5, 7, 8, 10, then 12 points.
play-edition-incan-gold-desc = As in Incan Gold, the English edition. A relic joins the deck before each expedition: the first three carried out are worth 5 points, the last two 10.
play-chests-open-desc = Everyone sees every chest all game long.
play-chests-secret-desc = Only the owner sees a chest's content; the chests are opened at the end.

## Board
play-board-title = Expedition { $round } of { $total }
play-standings = Standings
play-board-open = The chests are open: everyone can see the scores.
play-board-secret = The chests are secret: the scores stay hidden until the end.
play-start-expedition = Enter the cave
play-menu = Menu

## Expedition
play-pause-tip = Pause
play-spectator-speed = Speed
play-skip-to-camp = Skip to camp
play-skip-to-camp-tip = Play the rest of this expedition quickly: nobody here is in the cave
play-spectating = The bots are playing. You are watching.
play-your-choice = { $name }, your choice
play-chosen = { $name } has chosen
play-your-choice-solo = Your choice
play-chosen-solo = You have chosen
play-carried = { $count ->
    [one] Carrying { $count } gem
   *[other] Carrying { $count } gems
}
play-chest = { $count ->
    [one] In the chest: { $count } gem
   *[other] In the chest: { $count } gems
}
play-chest-hidden = The chest stays closed.
play-relics-on-path = { $count ->
    [one] A relic on the path, worth { $value } to a lone leaver
   *[other] { $count } relics on the path, worth { $value } to a lone leaver
}
play-keys-hint = { $c } continue · { $l } leave · { $left }/{ $right } pick a card, { $confirm } confirms
play-thinking = { $count ->
    [one] { $names } is thinking
   *[other] { $names } are thinking
}
play-waiting = Waiting for the others…
play-log = What happened
play-aid-title = Odds of the next card
play-aid-risk = Ends the expedition: { $percent }%
play-aid-cards = { $count ->
    [one] { $count } card left in the deck
   *[other] { $count } cards left in the deck
}
play-aid-deadly = { $count ->
    [one] { $count } of them would end it
   *[other] { $count } of them would end it
}
play-aid-relics = { $count ->
    [one] { $count } relic among them
   *[other] { $count } relics among them
}
play-aid-gain = { $count ->
    [one] Next card: about { $gems } gem each
   *[other] Next card: about { $gems } gems each
}
play-aid-traps = Traps on the path, copies left:
play-aid-no-traps = No trap on the path yet

## Hand-over
play-handover-title = Pass to { $name }
play-handover-body = Only { $name } should look at the screen now. Nobody else's choice is shown.
play-handover-ready = I am { $name }: show my cards

## Round end
play-round-over = Expedition { $round } is over
play-round-reason-disaster = A second { hazard-name } card: the explorers still in the cave flee and lose what they carry.
play-round-reason-left = Every explorer is back at camp.
play-next-round = Back to camp
play-see-scores = See the scores
play-straight-on = On to expedition { $round }

## Scores
play-winner = { $name } wins!
# The only player at this screen, under the default name (play-default-human), wins.
play-winner-you = You win!
# Two or more winners ($count); a single winner is play-winner.
play-winners = { $count ->
    [one] { $names } wins!
   *[other] { $names } share the victory!
}
# Two or more winners, the only player at this screen (default name) among them, named first.
play-winners-you = { $names } share the victory!
play-col-player = Player
play-col-relics = Relics
play-chart-title = Taken home in each expedition
play-again = Play again
play-back-to-menu = Menu

# the countdown beside the decision cards at an online table with a timer
play-time-left = { $seconds } s
