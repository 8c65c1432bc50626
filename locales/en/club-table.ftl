### Diamonds Club: the play table (diamant/club/screens/table_*.py). $who is a player's name.

club-table-phase = Round { $round } · { $phase ->
    [buy] Buying
    [gems] Gems
    [build] Building
   *[over] Game over
}
club-table-pass = Pass
club-table-pass-tip = Pass: you take no more this phase (a pass is final until the next one)
club-table-build = Build…
club-table-build-tip = Build one tile: choose the price tile and the gems to pay
club-table-skip = Skip
club-table-skip-tip = Play the bots' turns quickly until it is a person's turn (nothing is chosen for anyone)
club-table-menu = Menu
club-table-menu-tip = Pause: settings, rules, keys, back to the title ({ $back })
club-table-rules = ?
club-table-rules-tip = The rules of Diamonds Club

club-table-status-buy = { $who }: click a free space to buy it, or pass.
club-table-status-gems = { $who }: sell your sets of gems.
club-table-status-build = { $who }: click a price tile to build, or pass.
club-table-status-wait = { $who } is playing…
# -you: the one person playing bots, spoken to as the log and the banner speak to them (no name)
club-table-status-buy-you = Your turn: click a free space to buy it, or pass.
club-table-status-gems-you = Your turn: sell your sets of gems.
club-table-status-build-you = Your turn: click a price tile to build, or pass.
club-table-status-wait-you = Your move…
club-table-status-over = The game is over.
club-table-your-turn = { $who }, your turn
club-table-your-turn-you = Your turn

club-table-item-turn = Turn-order track +{ $steps }
club-table-item-any = A step down a development track of your choice
club-table-item-step = A step down the { $track } track
club-table-price = Price: { $price ->
    [one] 1 coin
   *[other] { $price } coins
}
club-table-price-rule = 1 coin, plus { $coins } for the coins lying next to it
club-table-stack-left = Tiles left: { $count }
# under a landscape price tile: the tiles still in its stack (short: it fits under the tile)
club-table-stack-count = { $count } left
club-table-click-to-buy = Click (or { $confirm }) to buy it.
club-table-click-to-build = Click to build it.

club-table-why-taken = Taken by { $who } ({ $coins ->
    [one] 1 coin
   *[other] { $coins } coins
})
club-table-why-phase = Spaces are bought only in the buying phase.
club-table-why-passed = You have passed: no more buying this round.
club-table-why-coins = Not enough coins: it costs { $price }, you have { $coins }.
club-table-why-animal = No animal of that kind left ({ $tile }).
club-table-why-park = Your park has no space for it.
club-table-why-not-yours = You cannot buy it now.
club-table-why-used = You have built with this price tile this round already.
club-table-why-cannot-build = You cannot build it now: not enough gems, no tile left or no space in your park.

club-table-price-tile = Price tile: { $tile }
club-table-cost = Costs { $gems } + { $any } of any colour
club-table-cost-forest = Costs { $count } gems of any colours
club-table-markers = Used this round by { $who }
club-table-price-now = Price for { $who }: { $count ->
    [one] 1 gem
   *[other] { $count } gems
} (1 more for each other player's marker)
club-table-price-now-you = Price for you: { $count ->
    [one] 1 gem
   *[other] { $count } gems
} (1 more for each other player's marker)
club-table-forest-from = A forest is a landscape tile turned over, from the largest stack.
club-table-any-from = Builds a fountain, an orangery, a pavilion or a rose garden: you name which (never a forest).

club-table-park = { $who }'s park: { $light } of 14 light-green spaces, { $dark } of 5 dark-green
club-table-park-you = Your park: { $light } of 14 light-green spaces, { $dark } of 5 dark-green
club-table-required = Required spaces: { $tiles }
club-table-count = { $what } ×{ $count }
club-table-required-warning = A park whose required spaces are not all filled scores nothing.

club-table-track = { $who }: { $track } track, space { $level } of 5
club-table-track-forest = Each forest scores { $points } points at the end.
club-table-track-tech = { $level ->
    [0] No bonus yet for a set sold.
    [1] Each set sold: 1 more gem of its colour.
    [2] Each set sold: 1 more diamond.
    [3] Each set sold: 1 more gem and 1 more diamond.
   *[4] Each set sold: 2 more gems and 1 more diamond; the end of the track scores 2 points.
}
club-table-track-money = { $coins } coins each round; the last three spaces score 1, 2, 3 points.

club-table-coins = { $who }: { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
club-table-gems = Gems: { $gems }
club-table-none = none
club-table-tokens = Production tokens: { $tokens }
club-table-bonus-cards = Bonus cards: { $cards } ({ $points } points)

club-table-turn-track = The turn-order track: furthest right plays first in the gems and building phases and leads the next round.
club-table-turn-order = Turn order: { $order }
club-table-leader = Leader: { $who }

club-table-bonus = Bonus card “{ $card }”: { $points } points
club-table-bonus-three = The first player to own 3 of this object.
club-table-bonus-four-different = Owning one of each of the four objects.
club-table-bonus-five-alike = Owning 5 of one object.
club-table-bonus-won = Won by { $who }

club-table-track-choice = Which track?
club-table-track-forest-button = Forest
club-table-track-tech-button = Technology
club-table-track-money-button = Money
club-table-track-forest-tip = Forests score more at the end
club-table-track-tech-tip = More gems for each set sold
club-table-track-money-tip = More coins each round (and 1 coin now)
club-table-cancel = Cancel

## The keys overlay (F1) over a Diamonds Club game: the rows the club words its own way

club-keys-confirm = Press the focused button; buy the focused space or build the focused tile
club-keys-focus = Move over the market's spaces, the price tiles and the buttons
club-keys-ends = The first space on offer (or Build…) / Pass

club-bot-refused = A saved game named a bot that is not one of the built-in levels. It was not loaded: a built-in bot plays that seat.
club-table-sell = Sell sets…
club-table-sell-tip = Open the panel that sells your sets and keeps the rest

# a larger interface size leaves the bonus cards (and at 200 % the turn track) off the table: a
# button shows them big in a panel of their own
club-table-board = Bonus cards
club-table-board-tip = The bonus cards and the turn-order track, big
club-table-board-title = Bonus cards and turn order
club-table-close = Close
