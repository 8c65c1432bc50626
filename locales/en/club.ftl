### Diamonds Club: the game log, one entry a line (diamant/games/club/log.py), in the present tense.
### $who is the names joined the language's way ("Ola, Ben and Kim"); $people is how many names.
### Messages ending in -you address the one person at this screen (a game against bots): $who
### then starts with club-log-you ("You and Kim"). In hot seat every player is named.
### Words of the game ($token, $tile, $track, $gems, $payment, $card) come formatted from the
### club-word-* messages below. Each new market is a new round of the game.

club-log-you = You
club-log-you-listed = you
club-log-market = — Round { $number }: a new market —
club-log-buying-order = { $who } opens the buying.
club-log-bought = { $who } buys { $item } for { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
club-log-bought-turn = { $who } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} to move { $steps ->
    [one] 1 space
   *[other] { $steps } spaces
} along the turn-order track, to { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step = { $who } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} to move down the { $track } track: now { $value }.
club-log-bought-step-lost = { $who } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a step down the { $track } track, but is already at its end: the step is lost.
club-log-token = { $who } takes { $token }.
club-log-turn = { $who } moves { $steps ->
    [one] 1 space
   *[other] { $steps } spaces
} along the turn-order track, to { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track = { $who } moves down the { $track } track: now { $value }.
club-log-track-lost = { $who } is already at the end of the { $track } track: the step is lost.
club-log-coin = { $who } takes { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} from the bank.
club-log-placed = { $who } puts { $tile } on a light-green space.
club-log-placed-required = { $who } puts { $tile } on a required space.
club-log-placed-dark = { $who } puts { $tile } on a dark-green space.
club-log-pass-buy = { $who } passes.
club-log-pass-build = { $who } stops building.
club-log-diamond-coins = { $who } kept the most coins ({ $amount }) and gets a diamond.
club-log-diamond-lead = { $who } is furthest along the turn-order track and gets a diamond.
club-log-leader = { $who } is the leader. Turn order: { $order }.
club-log-phase-gems = Gems
club-log-phase-build = Building
club-log-sold = { $who } sells a set (digging rights { $rights }, ship { $ship }): { $gems }.
club-log-sold-diamonds = { $who } sells a set (digging rights { $rights }, ship { $ship }): { $gems } and { $diamonds }.
club-log-kept = { $who } keeps { $tokens }.
club-log-returned = { $who } returns { $tokens }.
club-log-built = { $who } builds { $tile } and pays { $payment }.
club-log-built-extra = { $who } builds { $tile } and pays { $payment } ({ $extra ->
    [one] 1 gem
   *[other] { $extra } gems
} for the other players' markers).
club-log-bonus = { $who } wins the bonus card “{ $card }”: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
club-log-end-park = { $who } has filled every light-green space: this round is the last.
club-log-turn-top = { $who } is pushed past 9 again and goes on top of the 10+ stack.
club-log-turn-top-you = You are pushed past 9 again and go on top of the 10+ stack.
club-log-bought-turn-top = { $who } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a turn-order step and, pushed past 9 again, goes on top of the 10+ stack.
club-log-bought-turn-top-you = You pay { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a turn-order step and, pushed past 9 again, go on top of the 10+ stack.
club-log-turn-stays = { $who } is already on 10+: the marker stays where it is.
club-log-turn-stays-you = You are already on 10+: your marker stays where it is.
club-log-bought-turn-stays = { $who } pays { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a turn-order step, but is already on 10+: the marker stays where it is.
club-log-bought-turn-stays-you = You pay { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a turn-order step, but are already on 10+: your marker stays where it is.
club-log-end-park-build = { $who } has filled every light-green space: the building phase is played to its end, then the game ends.
club-log-end-park-build-you = You have filled every light-green space: the building phase is played to its end, then the game ends.
club-log-end-stuck = Nobody can fill all 14 light-green spaces any more: the game ends with this round.
club-log-end-limit = The game has reached its limit of { $rounds } rounds and ends.
club-log-market-ended = End of round { $number }: coins and markers go back; { $who } will lead.
club-log-game-over = The game is over
club-log-score = { $who }: { $total ->
    [one] 1 point
   *[other] { $total } points
} (landscapes { $objects }, forests { $forests }, animals { $animals }, bonus cards { $bonus }, tracks { $tracks }).
club-log-score-ineligible = { $who } left a required space empty and scores nothing.
club-log-winners = { $people ->
    [one] { $who } wins
   *[other] { $who } share the win
} with { $score ->
    [one] 1 point
   *[other] { $score } points
}!
club-log-no-winner = Nobody filled the required spaces: nobody wins.

## The person at this screen, in the second person (see the top of the file)

club-log-buying-order-you = You open the buying.
club-log-bought-you = You buy { $item } for { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}.
club-log-bought-turn-you = You pay { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} to move { $steps ->
    [one] 1 space
   *[other] { $steps } spaces
} along the turn-order track, to { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step-you = You pay { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} to move down the { $track } track: now { $value }.
club-log-bought-step-lost-you = You pay { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} for a step down the { $track } track, but you are already at its end: the step is lost.
club-log-token-you = You take { $token }.
club-log-turn-you = You move { $steps ->
    [one] 1 space
   *[other] { $steps } spaces
} along the turn-order track, to { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track-you = You move down the { $track } track: now { $value }.
club-log-track-lost-you = You are already at the end of the { $track } track: the step is lost.
club-log-coin-you = You take { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
} from the bank.
club-log-placed-you = You put { $tile } on a light-green space.
club-log-placed-required-you = You put { $tile } on a required space.
club-log-placed-dark-you = You put { $tile } on a dark-green space.
club-log-pass-buy-you = You pass.
club-log-pass-build-you = You stop building.
club-log-diamond-coins-you = You kept the most coins ({ $amount }) and get a diamond.
club-log-diamond-lead-you = You are furthest along the turn-order track and get a diamond.
club-log-leader-you = You are the leader. Turn order: { $order }.
club-log-sold-you = You sell a set (digging rights { $rights }, ship { $ship }): { $gems }.
club-log-sold-diamonds-you = You sell a set (digging rights { $rights }, ship { $ship }): { $gems } and { $diamonds }.
club-log-kept-you = You keep { $tokens }.
club-log-returned-you = You return { $tokens }.
club-log-built-you = You build { $tile } and pay { $payment }.
club-log-built-extra-you = You build { $tile } and pay { $payment } ({ $extra ->
    [one] 1 gem
   *[other] { $extra } gems
} for the other players' markers).
club-log-bonus-you = You win the bonus card “{ $card }”: { $points ->
    [one] 1 point
   *[other] { $points } points
}.
club-log-end-park-you = You have filled every light-green space: this round is the last.
club-log-market-ended-you = End of round { $number }: coins and markers go back; you will lead.
club-log-score-ineligible-you = You left a required space empty and score nothing.
club-log-winners-you = { $people ->
    [one] You win
   *[other] { $who } share the win
} with { $score ->
    [one] 1 point
   *[other] { $score } points
}!

## Words of the game

club-word-mine = { $colour ->
    [blue] a blue mine
    [yellow] a yellow mine
    [green] a green mine
   *[red] a red mine
}
club-word-rights = digging rights of capacity { $capacity }
club-word-ship = a ship of capacity { $capacity }
club-word-tile = { $tile ->
    [fountain] a fountain
    [orangery] an orangery
    [pavilion] a pavilion
    [rose-garden] a rose garden
    [forest] a forest
    [pond] a pond
    [deer-park] a deer park
    [any] any landscape object
   *[aviary] an aviary
}
club-word-track-value = { $track ->
    [forest] { $points } points per forest
    [money] { $coins } coins a round
   *[tech] { $level ->
        [0] no bonus for a set sold
        [1] 1 more gem for each set sold
        [2] 1 more diamond for each set sold
        [3] 1 more gem and 1 more diamond for each set sold
       *[4] 2 more gems and 1 more diamond for each set sold
    }
}
# the seats of a turn order, in order ("Boris, Anna, Chiyo"): what comes between two names
club-word-order-sep = {", "}
club-word-track = { $track ->
    [forest] forest
    [tech] technology
   *[money] money
}
club-word-bonus-three = three { $tile ->
    [fountain] fountains
    [orangery] orangeries
    [pavilion] pavilions
   *[rose-garden] rose gardens
}
club-word-bonus = { $card ->
    [four-different] four different
   *[five-alike] five alike
}
club-word-gems = { $colour ->
    [blue] { $count ->
        [one] 1 blue gem
       *[other] { $count } blue gems
    }
    [yellow] { $count ->
        [one] 1 yellow gem
       *[other] { $count } yellow gems
    }
    [green] { $count ->
        [one] 1 green gem
       *[other] { $count } green gems
    }
    [red] { $count ->
        [one] 1 red gem
       *[other] { $count } red gems
    }
   *[diamond] { $count ->
        [one] 1 diamond
       *[other] { $count } diamonds
    }
}
