### Diamonds Club: повтор партии (diamant/club/screens/replay.py) и весь её журнал.
### Шаг — одно действие игрока (покупка, пас, продажа, оставленные камни, строительство).

club-replay-status = Повтор партии · действие { $step } из { $total }
club-replay-start-tip = В начало (Home)
club-replay-prev-round-tip = К началу раунда или к предыдущему раунду ({ $previous_round }, { $scroll_up })
club-replay-back-tip = На одно действие назад ({ $left }, { $step_back })
club-replay-play-tip = Пуск или пауза ({ $skip }, { $play })
club-replay-forward-tip = На одно действие вперёд ({ $right }, { $step_forward })
club-replay-next-round-tip = Следующий раунд ({ $next_round }, { $scroll_down })
club-replay-end-tip = Конец партии (End)
club-replay-speed-tip = Скорость: быстрее (+) или медленнее (-)
club-replay-rules-tip = Правила Diamonds Club
club-replay-close = Назад
club-log-title = Diamonds Club: партия от { $date }
club-log-title-plain = Diamonds Club: журнал партии
