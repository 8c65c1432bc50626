### Diamonds Club: watching a game again (diamant/club/screens/replay.py) and its whole log.
### A step is one action of a player (a purchase, a pass, a sale, the gems kept, a building).

club-replay-status = Watching again · action { $step } of { $total }
club-replay-start-tip = The beginning (Home)
club-replay-prev-round-tip = Back to the start of the market, or the market before ({ $previous_round }, { $scroll_up })
club-replay-back-tip = One action back ({ $left }, { $step_back })
club-replay-play-tip = Play or pause ({ $skip }, { $play })
club-replay-forward-tip = One action forward ({ $right }, { $step_forward })
club-replay-next-round-tip = The next market ({ $next_round }, { $scroll_down })
club-replay-end-tip = The end of the game (End)
club-replay-speed-tip = Speed: faster (+) or slower (-)
club-replay-rules-tip = The rules of Diamonds Club
club-replay-close = Back
club-log-title = Diamonds Club: the game of { $date }
club-log-title-plain = Diamonds Club: the log of the game
