### Diamonds Club: ponovni pregled partije (diamant/club/screens/replay.py) i ceo njen dnevnik.
### Korak je jedan potez igrača (kupovina, pas, prodaja, zadržano kamenje, gradnja).

club-replay-status = Ponovni pregled · potez { $step } od { $total }
club-replay-start-tip = Na početak (Home)
club-replay-prev-round-tip = Na početak runde ili na prethodnu rundu ({ $previous_round }, { $scroll_up })
club-replay-back-tip = Jedan potez nazad ({ $left }, { $step_back })
club-replay-play-tip = Puštanje ili pauza ({ $skip }, { $play })
club-replay-forward-tip = Jedan potez napred ({ $right }, { $step_forward })
club-replay-next-round-tip = Sledeća runda ({ $next_round }, { $scroll_down })
club-replay-end-tip = Kraj partije (End)
club-replay-speed-tip = Brzina: brže (+) ili sporije (-)
club-replay-rules-tip = Pravila igre Diamonds Club
club-replay-close = Nazad
club-log-title = Diamonds Club: partija od { $date }
club-log-title-plain = Diamonds Club: dnevnik partije
