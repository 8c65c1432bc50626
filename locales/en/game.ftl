### Diamant: the game's own words and the game log (English).
### Terms follow locales/en/glossary.toml. Counts go through plural selectors even in
### English, so every language can use its own plural rules.
### Arguments: $hazard is a hazard id (spiders, snakes, lava, boulders, rams);
### $name / $names are player names (a list already joined with format_list);
### every other argument is a number.

game-title = Diamant
cave-name = the Tacora cave
cave = Cave
round = Expedition
round-of = Expedition { $round } of { $total }
round-short = Exp. { $round }
expedition-card = Expedition card
deck-count = { $count ->
    [one] { $count } card in the deck
   *[other] { $count } cards in the deck
}
path = Path

## Cards
card-treasure = Treasure
card-treasure-value = { $value ->
    [one] Treasure: { $value } gem
   *[other] Treasure: { $value } gems
}
card-hazard = Trap
card-relic = Relic
relic-worth = { $value ->
    [one] Relic worth { $value } point
   *[other] Relic worth { $value } points
}
hazard-spiders = Giant spiders
hazard-snakes = Snakes
hazard-lava = Lava
hazard-boulders = Rolling boulders
hazard-rams = Battering rams
# The name of the hazard whose id is passed as $hazard.
hazard-name = { $hazard ->
    [spiders] giant spiders
    [snakes] snakes
    [lava] lava
    [boulders] rolling boulders
    [rams] battering rams
   *[other] { $hazard }
}

## Gems
gem-ruby = Ruby
gem-diamond = Diamond
gems = Gems
gems-count = { $count ->
    [one] { $count } gem
   *[other] { $count } gems
}
rubies-count = { $count ->
    [one] { $count } ruby
   *[other] { $count } rubies
}
diamonds-count = { $count ->
    [one] { $count } diamond
   *[other] { $count } diamonds
}
points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

## Players and the board
explorer = Explorer
explorers-count = { $count ->
    [one] { $count } explorer
   *[other] { $count } explorers
}
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
chest = Chest
camp = Camp
carried = Carried
in-cave = In the cave
at-camp = Back at camp
score = Score
decision-continue = Continue
decision-leave = Leave
decision-hidden = Decision made
barricade = Barricade
entrance = Cave entrance
entrance-number = Entrance { $number }

## Editions and options
edition = Edition
edition-classic = Classic
edition-iello = Iello 2016 relics
edition-relic-hunt = Relic hunt
edition-incan-gold = Incan Gold
edition-custom = Custom rules
chests = Chests
chests-open = Open chests
chests-secret = Secret chests
