### Diamonds Club: разбор партии тренером (diamant analyse для записи Diamonds Club;
### diamant/games/club/coach.py). $round — раунд; $name — игрок; $chosen — что сделал игрок, $best — что
### сделал бы Мастер (оба — как их называют club-coach-act-*); $cost — чего стоил выбор в очках
### оценки Мастера; $threshold — те же очки; $track: forest, tech или money.

club-coach-title = Разбор партии: каждое решение в сравнении с выбором Мастера
club-coach-col-round = Раунд
club-coach-col-phase = Фаза
club-coach-col-player = Игрок
club-coach-col-choice = Решение
club-coach-col-master = Выбор Мастера
club-coach-col-cost = Цена
club-coach-same = то же
club-coach-phase = { $phase ->
    [buy] покупки
    [gems] камни
   *[build] строительство
}
club-coach-note = Цена: сколько решение уступает выбору Мастера в победных очках к концу игры по его оценке (свои очки минус доля очков соперников), по разыгрышам до конца раунда. Разница около одного очка — в пределах случайности разыгрышей.
club-coach-none = Дорогих ошибок нет: каждое решение отстаёт от выбора Мастера не больше чем на { $threshold } ПО.
club-coach-summary = { $count ->
    [one] { $count } дорогая ошибка (уступает больше { $threshold } ПО):
    [few] { $count } дорогие ошибки (каждая уступает больше { $threshold } ПО):
    [many] { $count } дорогих ошибок (каждая уступает больше { $threshold } ПО):
   *[other] { $count } дорогой ошибки (каждая уступает больше { $threshold } ПО):
}

club-coach-space = { $action } (столбец { $column }, ряд { $row })
club-coach-act-pass = пас
club-coach-act-buy = { $item } за { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}
club-coach-act-buy-step = шаг по шкале { $track ->
    [forest] леса
    [tech] технологий
   *[money] денег
} за { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}
club-coach-act-buy-turn = дорожка очерёдности хода +{ $steps } за { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}
club-coach-act-sell = комплект: { $mine }, права на разработку шахты { $rights }, корабль { $ship }
club-coach-act-keep = оставить: { $tokens }
club-coach-act-keep-nothing = ничего не оставлять
club-coach-act-build = { $tile }, оплата: { $payment }

club-coach-reason-bought = Раунд { $round }, покупки, { $name }: { $chosen }. Мастер взял бы другое ({ $best }) — примерно на { $cost } ПО лучше.
club-coach-reason-passed-buy = Раунд { $round }, покупки, { $name }: пас раньше времени — дальше в этом раунде ничего не куплено. Мастер взял бы { $best } — примерно на { $cost } ПО лучше.
club-coach-reason-sold = Раунд { $round }, камни, { $name }: { $chosen }. Мастер выбрал бы другое ({ $best }) — примерно на { $cost } ПО лучше.
club-coach-reason-built = Раунд { $round }, строительство, { $name }: { $chosen }. Мастер выбрал бы другое ({ $best }) — примерно на { $cost } ПО лучше.
club-coach-reason-passed-build = Раунд { $round }, строительство, { $name }: пас, хотя камни можно было потратить. Мастер построил бы { $best } — примерно на { $cost } ПО лучше.

## Тренер на экране (diamant/games/club/screens/coach.py), открывается из финального подсчёта
club-coach-open-tip = Тренер сравнивает каждое ваше решение с выбором Мастера
club-coach-seat = Игрок
club-coach-detail-title = Раунд { $round }, { $phase }
club-coach-detail-choice = Ваше решение: { $choice }
club-coach-detail-master = Выбор Мастера: { $best }
club-coach-detail-cost = Цена: { $cost } ПО
club-coach-fine = Хорошее решение: отстаёт от выбора Мастера не больше чем на { $threshold } ПО.
club-coach-foot-costly = { $count ->
    [one] { $count } дорогая ошибка: уступает больше { $threshold } ПО.
    [few] { $count } дорогие ошибки: каждая уступает больше { $threshold } ПО.
    [many] { $count } дорогих ошибок: каждая уступает больше { $threshold } ПО.
   *[other] { $count } дорогой ошибки: каждая уступает больше { $threshold } ПО.
}
club-coach-foot-note = Победные очки к концу игры по оценке Мастера, по разыгрышам до конца каждого раунда; разница около одного очка — случайность.
