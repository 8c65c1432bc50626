### Diamonds Club: powtórka partii (diamant/club/screens/replay.py) i cały jej dziennik.
### Krok to jedna akcja gracza (zakup, pas, sprzedaż, zatrzymane kamienie, budowa).

club-replay-status = Powtórka partii · akcja { $step } z { $total }
club-replay-start-tip = Na początek (Home)
club-replay-prev-round-tip = Do początku rundy lub do poprzedniej rundy ({ $previous_round }, { $scroll_up })
club-replay-back-tip = Jedna akcja wstecz ({ $left }, { $step_back })
club-replay-play-tip = Odtwarzaj lub wstrzymaj ({ $skip }, { $play })
club-replay-forward-tip = Jedna akcja naprzód ({ $right }, { $step_forward })
club-replay-next-round-tip = Następna runda ({ $next_round }, { $scroll_down })
club-replay-end-tip = Koniec partii (End)
club-replay-speed-tip = Tempo: szybciej (+) lub wolniej (-)
club-replay-rules-tip = Zasady Diamonds Club
club-replay-close = Wróć
club-log-title = Diamonds Club: partia z { $date }
club-log-title-plain = Diamonds Club: dziennik partii
