### Diamonds Club: the coach's review of a game (diamant analyse on a club record;
### diamant/games/club/coach.py). $round: the round; $name: the player; $chosen: what the player did,
### $best: what the master would have done, both as club-coach-act-* say them; $cost: what the
### choice gave up, in points of the master's judgement (expected points at the end of the game,
### less a share of the others'); $threshold: the same kind of points. $track: forest, tech or money.

club-coach-title = The coach's review: every choice, against the master's
club-coach-col-round = Round
club-coach-col-phase = Phase
club-coach-col-player = Player
club-coach-col-choice = Choice
club-coach-col-master = The master's choice
club-coach-col-cost = Cost
club-coach-same = the same
club-coach-phase = { $phase ->
    [buy] buying
    [gems] gems
   *[build] building
}
club-coach-note = Cost: what the choice gave up against the master's, in points at the end of the game as the master judges them (its own points less a share of the others'), from playouts to the end of the round. Differences of about a point are within the playouts' noise.
club-coach-none = No costly choice: every choice was within { $threshold } points of the master's.
club-coach-summary = { $count ->
    [one] One costly choice (it gave up more than { $threshold } points):
   *[other] { $count } costly choices (each gave up more than { $threshold } points):
}

club-coach-space = { $action } (column { $column }, row { $row })
club-coach-act-pass = pass
club-coach-act-buy = { $item } for { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
club-coach-act-buy-step = a step on the { $track ->
    [forest] forest
    [tech] technology
   *[money] money
} track for { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
club-coach-act-buy-turn = turn-order track +{ $steps } for { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
club-coach-act-sell = a set of { $mine }, digging rights { $rights } and ship { $ship }
club-coach-act-keep = keep { $tokens }
club-coach-act-keep-nothing = keep nothing
club-coach-act-build = { $tile }, paying { $payment }

club-coach-reason-bought = Round { $round }, buying, { $name }: { $chosen }. The master would have taken { $best }, about { $cost } points better.
club-coach-reason-passed-buy = Round { $round }, buying, { $name }: passing gave up the rest of the buying. The master would have taken { $best }, about { $cost } points better.
club-coach-reason-sold = Round { $round }, gems, { $name }: { $chosen }. The master would have chosen { $best }, about { $cost } points better.
club-coach-reason-built = Round { $round }, building, { $name }: { $chosen }. The master would have chosen { $best }, about { $cost } points better.
club-coach-reason-passed-build = Round { $round }, building, { $name }: passing left gems unused. The master would have built { $best }, about { $cost } points better.

## The coach on screen (diamant/games/club/screens/coach.py), opened from the final scores
club-coach-open-tip = The coach reviews each of your choices against the master's
club-coach-seat = Player
club-coach-detail-title = Round { $round }, { $phase }
club-coach-detail-choice = Your choice: { $choice }
club-coach-detail-master = The master's choice: { $best }
club-coach-detail-cost = Cost: { $cost } points
club-coach-fine = A sound choice: within { $threshold } points of the master's.
club-coach-foot-costly = { $count ->
    [one] One costly choice: it gave up more than { $threshold } points.
   *[other] { $count } costly choices: each gave up more than { $threshold } points.
}
club-coach-foot-note = Points at the end of the game as the master judges them, from playouts to the end of each round; about a point either way is noise.
