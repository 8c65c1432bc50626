### Diamant: the game log, one entry per line (diamant/games/diamant/logbook.py), in the present tense.
### $who is a list of names joined the language's way ("Bob, Carl, and Dana"); $people is how
### many names it holds: verbs agree with it. Messages ending in -you address the player at
### this screen: $who then starts with logbook-you ("You, Bob, and Carl").

logbook-you = You

logbook-round-started = Expedition { $number } begins: every explorer enters the cave.
logbook-relic-added = A relic is shuffled into the deck.
logbook-treasure = { $value ->
    [one] Treasure: { $value } gem.
   *[other] Treasure: { $value } gems.
}
logbook-relic-revealed = A relic lies on the path.
logbook-gems-shared = { $explorers ->
    [one] The explorer in the cave takes { $count ->
        [one] { $count } gem
       *[other] { $count } gems
    }
   *[other] { $explorers } explorers take { $count ->
        [one] { $count } gem
       *[other] { $count } gems
    } each
}{ $remainder ->
    [0] .
    [one] ; { $remainder } gem stays on the card.
   *[other] ; { $remainder } gems stay on the card.
}
logbook-gems-unshared = { $explorers } explorers: too few gems to share, so { $remainder ->
    [one] { $remainder } gem stays on the card.
   *[other] { $remainder } gems stay on the card.
}
logbook-hazard-first = Trap: { hazard-name }. The first one does no harm.
logbook-disaster = { $people ->
    [one] Disaster: { hazard-name } again! { $who } runs away and loses everything carried.
   *[other] Disaster: { hazard-name } again! { $who } run away and lose everything they carry.
}
logbook-disaster-you = { $people ->
    [one] Disaster: { hazard-name } again! You run away and lose everything you carry.
   *[other] Disaster: { hazard-name } again! { $who } run away and lose everything carried.
}
logbook-decisions-revealed = Every choice is revealed.
logbook-all-continue = Everyone goes deeper.
logbook-continue = { $people ->
    [one] { $who } goes deeper.
   *[other] { $who } go deeper.
}
logbook-continue-you = { $people ->
    [one] You go deeper.
   *[other] { $who } go deeper.
}
logbook-path-taken = { $count ->
    [one] { $who } leaves alone and picks up the gem left on the path.
   *[other] { $who } leaves alone and picks up the { $count } gems left on the path.
}
logbook-path-taken-you = { $count ->
    [one] You leave alone and pick up the gem left on the path.
   *[other] You leave alone and pick up the { $count } gems left on the path.
}
logbook-path-shared = The { $leavers } explorers leaving share the gems left on the path: { $count ->
    [one] { $count } gem each
   *[other] { $count } gems each
}{ $remainder ->
    [0] .
    [one] ; { $remainder } gem stays in the cave.
   *[other] ; { $remainder } gems stay in the cave.
}
logbook-leaves = { $gems ->
    [0] { $who } leaves the cave empty-handed.
    [one] { $who } leaves the cave and puts { $gems } gem in the chest.
   *[other] { $who } leaves the cave and puts { $gems } gems in the chest.
}
logbook-leaves-you = { $gems ->
    [0] You leave the cave empty-handed.
    [one] You leave the cave and put { $gems } gem in your chest.
   *[other] You leave the cave and put { $gems } gems in your chest.
}
logbook-relics-taken = { $count ->
    [one] { $who } carries a relic out of the cave, worth { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
   *[other] { $who } carries { $count } relics out of the cave, worth { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
}
logbook-relics-taken-you = { $count ->
    [one] You carry a relic out of the cave, worth { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
   *[other] You carry { $count } relics out of the cave, worth { $points ->
        [one] { $points } point.
       *[other] { $points } points.
    }
}
logbook-relics-stay = { $count ->
    [one] { $who } leave together, so nobody takes the relic: it stays on the path.
   *[other] { $who } leave together, so nobody takes the { $count } relics: they stay on the path.
}
logbook-relics-stay-you = { $count ->
    [one] { $who } leave together, so nobody takes the relic: it stays on the path.
   *[other] { $who } leave together, so nobody takes the { $count } relics: they stay on the path.
}
logbook-deck-empty = { $people ->
    [one] { $who } returns safely with everything carried: the deck is empty.
   *[other] { $who } return safely with everything they carry: the deck is empty.
}
logbook-deck-empty-you = { $people ->
    [one] You return safely with everything you carry: the deck is empty.
   *[other] { $who } return safely with everything carried: the deck is empty.
}
logbook-round-ended-disaster = The expedition ends in disaster.
logbook-hazard-removed = One { hazard-name } card leaves the game for good.
logbook-round-ended = Every explorer is back at camp: the expedition is over.
logbook-relics-lost = { $count ->
    [one] The relic left on the path is lost.
   *[other] The { $count } relics left on the path are lost.
}
logbook-barricade = A barricade closes entrance { $number }.
logbook-game-ended = The last expedition is over. The chests are opened!
logbook-winners = { $people ->
    [one] { $who } wins with { $score ->
        [one] { $score } point!
       *[other] { $score } points!
    }
   *[other] { $who } share the victory with { $score ->
        [one] { $score } point each!
       *[other] { $score } points each!
    }
}
logbook-winners-you = { $people ->
    [one] You win with { $score ->
        [one] { $score } point!
       *[other] { $score } points!
    }
   *[other] { $who } share the victory with { $score ->
        [one] { $score } point each!
       *[other] { $score } points each!
    }
}

## The round summary: what each explorer takes home (after the name)
logbook-summary-banked = { $gems ->
    [0] came back with nothing
    [one] put { $gems } gem in the chest
   *[other] put { $gems } gems in the chest
}
logbook-summary-banked-you = { $gems ->
    [0] came back with nothing
    [one] put { $gems } gem in your chest
   *[other] put { $gems } gems in your chest
}
logbook-summary-relics = { $relics ->
    [one] + a relic ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
   *[other] + { $relics } relics ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
}
logbook-summary-deck-empty = The deck is empty: the explorers still in the cave return safely with what they carry.
logbook-summary-caught = { $lost ->
    [0] was caught in the cave
    [one] was caught and lost { $lost } gem
   *[other] was caught and lost { $lost } gems
}
logbook-summary-caught-you = { $lost ->
    [0] were caught in the cave
    [one] were caught and lost { $lost } gem
   *[other] were caught and lost { $lost } gems
}

## The log panel
logbook-new-lines = { $count ->
    [one] { $count } new line ▼
   *[other] { $count } new lines ▼
}
logbook-latest = Latest ▼

## Watching a finished game again
replay-title = Watching again
replay-play-tip = Play or pause ({ $skip }, { $play })
replay-step-back-tip = One card back ({ $left }, { $step_back })
replay-step-forward-tip = One card forward ({ $right }, { $step_forward })
replay-prev-round-tip = Previous expedition ({ $previous_round })
replay-next-round-tip = Next expedition ({ $next_round })
replay-speed-tip = Speed: faster (+) or slower (-)
replay-chests = Chests
replay-chests-open = All open
replay-chests-seat = As { $name } saw them
replay-close = Back
replay-step = Card { $step } of { $total }

## The last line of `diamant replay` (both games): each seat's final score
replay-scores = Final scores: { $scores }.
replay-score = { $name } { $points }

# an online table's timer ran out for a seat: its bot decides this step
logbook-time-ran-out = Time is up for { $who }: a bot decides in their place.
logbook-time-ran-out-you = Your time is up: a bot decides for you.
