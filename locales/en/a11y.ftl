## Speech (Settings → Speak, and `--speech-to FILE`): what is said aloud for a player who
## cannot see the screen. Said, not shown: short sentences, no symbols.

settings-speak = Speak
settings-speak-tip = Say aloud, through your screen reader or the system's voice: the control in focus, every line of the game's log, and summaries of the table on request ({ $help } lists their keys)

a11y-unavailable = unavailable
a11y-on = On
a11y-off = Off
a11y-empty-list = The list is empty
a11y-list-item = { $item }, { $n } of { $count }
a11y-selected = selected
a11y-empty-field = empty

## Diamant
a11y-your-choice = { $turn }: { decision-continue } with { $c } or { decision-leave } with { $l }. In focus: { $card }
a11y-gems-left = { $count ->
    [one] { $count } gem left on it
   *[other] { $count } gems left on it
}
a11y-relic-taken = Relic, taken
a11y-path-empty = The path is empty
a11y-path = { $count ->
    [one] The path, { $count } card: { $cards }
   *[other] The path, { $count } cards: { $cards }
}
a11y-path-gems = { $count ->
    [0] No gems lie on the path
    [one] { $count } gem lies on the path
   *[other] { $count } gems lie on the path
}
a11y-no-seat = No player's hand is shown
a11y-relics-held = { $count ->
    [one] { $count } relic carried
   *[other] { $count } relics carried
}
a11y-in-cave = In the cave
a11y-at-camp = Back at camp
a11y-seat-carries = { $name } with { $count ->
    [one] { $count } gem
   *[other] { $count } gems
}
a11y-cave = { $count ->
    [one] In the cave, one explorer: { $who }
   *[other] In the cave, { $count } explorers: { $who }
}
a11y-cave-empty = Nobody is in the cave
a11y-camp = At camp: { $who }
a11y-odds-none = No odds now: nobody is in the cave
a11y-trap-left = { $hazard }: { $count ->
    [0] no copy left in the deck
    [one] { $count } copy left in the deck
   *[other] { $count } copies left in the deck
}
keys-summaries = Hear: the path · what you carry · the cave · the odds · again

## Diamonds Club
a11y-club-row = Row { $row }: { $spaces }.
a11y-club-space = { $item }, { $price ->
    [one] { $price } coin
   *[other] { $price } coins
}
a11y-club-space-taken = { $item }, taken by { $who }
club-keys-summaries = Hear: your goods · the market · the price tiles · the parks · again

## Captions (Settings -> Captions): a few words on screen for a sound that tells something
settings-captions = Captions
settings-captions-tip = Show a few words at the bottom of the screen for each sound that tells something (a trap, the end of an expedition or of a game), even with the sound off
caption-trap = [trap: { $hazard }]
caption-disaster = [disaster: { $hazard }]
caption-expedition-over = [expedition over]

a11y-time-left = { $seconds ->
    [one] { $seconds } second left to decide.
   *[other] { $seconds } seconds left to decide.
}
