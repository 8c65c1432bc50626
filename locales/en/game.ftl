### Diamant: the game's own words and the game log (English).
### Terms follow /work/shared/GLOSSARY.md. Counts go through plural selectors even in
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

## Game log. One line per engine event, in the present tense.
log-round-started = Expedition { $round } begins: every explorer enters the cave.
log-relic-added = A relic is shuffled into the deck.
log-card-treasure = { $value ->
    [one] Treasure: { $value } gem.
   *[other] Treasure: { $value } gems.
}
log-gems-shared = { $explorers ->
    [one] The explorer in the cave
   *[other] { $explorers } explorers
} { $count ->
    [one] { $explorers ->
        [one] takes { $count } gem
       *[other] take { $count } gem each
    }
   *[other] { $explorers ->
        [one] takes { $count } gems
       *[other] take { $count } gems each
    }
}{ $remainder ->
    [0] .
    [one] ; { $remainder } gem stays on the card.
   *[other] ; { $remainder } gems stay on the card.
}
log-gems-unshared = { $explorers } explorers: too few gems to share, so { $remainder ->
    [one] { $remainder } gem stays on the card.
   *[other] { $remainder } gems stay on the card.
}
log-hazard-first = Trap: { hazard-name }. The first one does no harm.
log-disaster = { $count ->
    [one] Disaster: { hazard-name } again! The explorer still in the cave runs away and loses everything carried.
   *[other] Disaster: { hazard-name } again! The { $count } explorers still in the cave run away and lose everything they carry.
}
log-hazard-removed = One { hazard-name } card leaves the game for good.
log-relic-revealed = A relic lies on the path.
log-decisions-revealed = Every choice is revealed.
log-player-continues = { $name } goes deeper.
log-player-leaves = { $gems ->
    [0] { $name } leaves the cave empty-handed.
    [one] { $name } leaves the cave and puts { $gems } gem in the chest.
   *[other] { $name } leaves the cave and puts { $gems } gems in the chest.
}
log-leavers-share = { $count ->
    [one] The gems left on the path are shared: { $count } gem for each explorer leaving
   *[other] The gems left on the path are shared: { $count } gems for each explorer leaving
}{ $remainder ->
    [0] .
    [one] ; { $remainder } gem stays in the cave.
   *[other] ; { $remainder } gems stay in the cave.
}
log-relic-taken = { $name } carries a relic out of the cave, worth { $value ->
    [one] { $value } point.
   *[other] { $value } points.
}
log-relics-stay = { $count ->
    [one] Several explorers leave together, so nobody takes the relic: it stays on the path.
   *[other] Several explorers leave together, so nobody takes the { $count } relics: they stay on the path.
}
log-relics-lost = { $count ->
    [one] The relic left on the path is lost.
   *[other] The { $count } relics left on the path are lost.
}
log-round-ended-disaster = The expedition ends in disaster.
log-round-ended-empty = Every explorer is back at camp: the expedition is over.
log-deck-empty = The deck is empty: the explorers still in the cave return safely with what they carry.
log-barricade = A barricade closes entrance { $round }.
log-game-ended = The fifth expedition is over. The chests are opened!
log-winner = { $name } wins with { $score ->
    [one] { $score } point!
   *[other] { $score } points!
}
log-winners-tie = { $names } share the victory with { $score ->
    [one] { $score } point each!
   *[other] { $score } points each!
}
