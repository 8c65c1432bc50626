### Diamonds Club: the gems panel, the build dialog, the round summary and the final scores.
### Words of the game come from the club-word-* messages of club.ftl ($token, $gem, $gems, $tile).

club-dlg-confirm = Confirm
club-dlg-cancel = Cancel
club-dlg-continue = Continue
club-dlg-nothing = —
club-dlg-tile = { $tile ->
    [fountain] Fountain
    [orangery] Orangery
    [pavilion] Pavilion
    [rose-garden] Rose garden
    [any] Any object
   *[forest] Forest
}

## The gems panel (phase 4)

club-dlg-gems-title = { $name }: sell your sets
club-dlg-gems-help = Every complete set (a mine, digging rights and a ship) is sold. Click a token, then another of the same kind, to swap them.
club-dlg-gems-sets = Sets sold
club-dlg-gems-set = Set { $number }
club-dlg-gems-no-set = No complete set to sell this time.
club-dlg-gems-kept = Kept for the next round
club-dlg-gems-returned = Returned
club-dlg-gems-total = You get
club-dlg-gems-tech = Technology: each set +
club-dlg-gems-tech-tip = Your technology track adds to every set sold: { $gems ->
    [0] { $diamonds } diamond.
    [one] 1 gem of its colour{ $diamonds ->
        [0] .
       *[other] {" "}and { $diamonds } diamond.
    }
   *[other] { $gems } gems of its colour{ $diamonds ->
        [0] .
       *[other] {" "}and { $diamonds } diamond.
    }
}
club-dlg-gems-best = Best plan
club-dlg-gems-best-tip = Back to the plan that gives the most gems
club-dlg-gems-token-tip = { $token }: click, then click another of its kind to swap
club-dlg-gems-swap-tip = { $token }: click to swap with the picked token

## The build dialog (phase 5)

club-dlg-build-title = Build: { $tile }
club-dlg-build-tile-tip = Build with the price tile “{ $tile }”
club-dlg-build-object-tip = Build { $tile } with this tile
club-dlg-build-price = Price
club-dlg-build-markers = { $count ->
    [one] +1 gem for the marker of
   *[other] +{ $count } gems for the markers of
}
club-dlg-build-no-markers = No other player's marker on this price tile.
club-dlg-build-goes-head = Your park
club-dlg-build-goes-required = It goes to its required space.
club-dlg-build-goes-light = It goes to a light-green space.
club-dlg-build-goes-dark = It goes to a dark-green space.
club-dlg-build-forest = A forest: the back of { $tile } from the largest stack.
club-dlg-build-pay = Your payment ({ $count } gems)
club-dlg-build-held = you have { $count }
club-dlg-build-more-tip = Pay one more: { $gem }
club-dlg-build-less = Pay one less: { $gem }
club-dlg-build-choose = { $count ->
    [one] Choose 1 more gem.
   *[other] Choose { $count } more gems.
}
club-dlg-build-wrong = The price asks for { $gems } (a diamond may stand in for any of them).
club-dlg-build-ready = Ready to build.
club-dlg-build-suggest = Suggested payment
club-dlg-build-confirm = Build
club-dlg-build-used = You have already built with this price tile this round.
club-dlg-build-empty = No tile of this kind is left.
club-dlg-build-no-space = Your park has no space for it.
club-dlg-build-poor = You do not have enough gems for this price.
club-dlg-build-not-now = It is not your turn to build.

## The round summary

club-dlg-round-title = End of round { $round }
club-dlg-round-coins = Most coins left ({ $coins }): { $who } { $people ->
    [one] gets a diamond.
   *[other] get a diamond each.
}
club-dlg-round-lead = Furthest along the turn-order track: { $who } { $people ->
    [one] gets a diamond.
   *[other] get a diamond each.
}
club-dlg-round-leader = { $who } leads the next round.
club-dlg-round-end = { $who } has filled every light-green space: the game ends.
club-dlg-round-coins-you = Most coins left ({ $coins }): { $who } { $people ->
    [one] get a diamond.
   *[other] get a diamond each.
}
club-dlg-round-lead-you = Furthest along the turn-order track: { $who } { $people ->
    [one] get a diamond.
   *[other] get a diamond each.
}
club-dlg-round-leader-you = You lead the next round.
club-dlg-round-end-you = You have filled every light-green space: the game ends.
club-dlg-col-player = Player
club-dlg-col-diamonds = Diamonds
club-dlg-col-sets = Sets sold
club-dlg-col-gems = Gems gained
club-dlg-col-built = Built
club-dlg-col-bonus = Bonus cards
club-dlg-bonus-tip = Bonus card “{ $card }”: { $points ->
    [one] 1 point
   *[other] { $points } points
}

## The final scores

club-dlg-score-winner = { $name } wins!
club-dlg-score-winners = { $names } share the win!
# The only person at the table, under the default name ("You"), wins; or shares the win, named first.
club-dlg-score-winner-you = You win!
club-dlg-score-winners-you = { $names } share the win!
club-dlg-score-nobody = Nobody filled their required spaces: nobody wins.
club-dlg-score-tie = Tied on { $points } points: the most gems ({ $gems }) decide.
club-dlg-score-ineligible = Required spaces not all filled: no points
club-dlg-row-objects = Landscapes
club-dlg-row-forests = Forests
club-dlg-row-trios = Animal trios
club-dlg-row-singles = Single animals
club-dlg-row-bonus = Bonus cards
club-dlg-row-tech = Technology track
club-dlg-row-money = Money track
club-dlg-row-total = Total
club-dlg-row-gems = Gems (tie-break)
# how a row of the final scores was made: 3 forests, 6 points each
club-dlg-score-times = { $count } × { $points }
club-dlg-again = Play again
club-dlg-to-title = Title
# the final scores page: its toggle between the table of points and the players' final parks
club-dlg-show-parks = Final parks
club-dlg-show-scores = Scores
club-dlg-show-parks-tip = See each player's park as the game ended
club-dlg-show-scores-tip = Back to the table of points

# the captions of the club's sounds that tell something (Settings: Captions)
club-caption-round-over = [round over]
club-caption-game-over = [game over]
