### Диамант: журнал игры, одна запись на строку (diamant/games/diamant/logbook.py), в настоящем времени.
### $who — список имён, соединённый по-русски («Боб, Карл и Дана»); $people — сколько в нём
### имён: с ним согласуется глагол. Сообщения с окончанием -you обращаются к игроку за этим
### экраном: тогда $who начинается с logbook-you («Вы, Боб и Карл»).

logbook-you = Вы

logbook-round-started = Начинается экспедиция { $number }: все исследователи входят в пещеру.
logbook-relic-added = В стопку замешивается реликвия.
logbook-treasure = { $value ->
    [one] Сокровище: { $value } рубин.
    [few] Сокровище: { $value } рубина.
    [many] Сокровище: { $value } рубинов.
   *[other] Сокровище: { $value } рубина.
}
logbook-relic-revealed = В пещере лежит реликвия.
logbook-gems-shared = { $explorers ->
    [one] Единственный исследователь в пещере берёт
   *[other] Исследователей в пещере: { $explorers }, каждый берёт
} { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
    [many] { $count } рубинов
   *[other] { $count } рубина
}{ $remainder ->
    [0] .
    [one] ; на карте остаётся { $remainder } рубин.
    [few] ; на карте остаются { $remainder } рубина.
    [many] ; на карте остаются { $remainder } рубинов.
   *[other] ; на карте остаются { $remainder } рубина.
}
logbook-gems-unshared = Исследователей в пещере: { $explorers }; на всех рубинов не хватает, и { $remainder ->
    [one] { $remainder } рубин остаётся на карте.
    [few] { $remainder } рубина остаются на карте.
    [many] { $remainder } рубинов остаются на карте.
   *[other] { $remainder } рубина остаются на карте.
}
logbook-hazard-first = Ловушка: { hazard-name }. Первая такая карта не опасна.
logbook-disaster = { $people ->
    [one] Ловушка срабатывает: снова { hazard-name }! { $who } бежит из пещеры и теряет всю добычу.
   *[other] Ловушка срабатывает: снова { hazard-name }! { $who } бегут из пещеры и теряют всю добычу.
}
logbook-disaster-you = { $people ->
    [one] Ловушка срабатывает: снова { hazard-name }! Вы бежите из пещеры и теряете всю добычу.
   *[other] Ловушка срабатывает: снова { hazard-name }! { $who } бежите из пещеры и теряете всю добычу.
}
logbook-decisions-revealed = Все решения открываются.
logbook-all-continue = Все идут дальше.
logbook-continue = { $people ->
    [one] { $who } идёт дальше.
   *[other] { $who } идут дальше.
}
logbook-continue-you = { $who } идёте дальше.
logbook-path-taken = { $who } уходит в одиночку и забирает всё, что осталось на картах: { $count ->
    [one] { $count } рубин.
    [few] { $count } рубина.
    [many] { $count } рубинов.
   *[other] { $count } рубина.
}
logbook-path-taken-you = Вы уходите в одиночку и забираете всё, что осталось на картах: { $count ->
    [one] { $count } рубин.
    [few] { $count } рубина.
    [many] { $count } рубинов.
   *[other] { $count } рубина.
}
logbook-path-shared = Рубины, оставшиеся на картах в пещере, делятся между уходящими: каждому { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
    [many] { $count } рубинов
   *[other] { $count } рубина
}{ $remainder ->
    [0] .
    [one] ; ещё { $remainder } рубин остаётся в пещере.
    [few] ; ещё { $remainder } рубина остаются в пещере.
    [many] ; ещё { $remainder } рубинов остаются в пещере.
   *[other] ; ещё { $remainder } рубина остаются в пещере.
}
logbook-leaves = { $gems ->
    [0] { $who } выходит из пещеры с пустыми руками.
    [one] { $who } выходит из пещеры и кладёт в сундук { $gems } рубин.
    [few] { $who } выходит из пещеры и кладёт в сундук { $gems } рубина.
    [many] { $who } выходит из пещеры и кладёт в сундук { $gems } рубинов.
   *[other] { $who } выходит из пещеры и кладёт в сундук { $gems } рубина.
}
logbook-leaves-you = { $gems ->
    [0] Вы выходите из пещеры с пустыми руками.
    [one] Вы выходите из пещеры и кладёте в свой сундук { $gems } рубин.
    [few] Вы выходите из пещеры и кладёте в свой сундук { $gems } рубина.
    [many] Вы выходите из пещеры и кладёте в свой сундук { $gems } рубинов.
   *[other] Вы выходите из пещеры и кладёте в свой сундук { $gems } рубина.
}
logbook-relics-taken = { $who } выносит из пещеры { $count ->
    [one] реликвию
    [few] { $count } реликвии общей
    [many] { $count } реликвий общей
   *[other] { $count } реликвии общей
} стоимостью { $points ->
    [one] { $points } очко.
    [few] { $points } очка.
    [many] { $points } очков.
   *[other] { $points } очка.
}
logbook-relics-taken-you = Вы выносите из пещеры { $count ->
    [one] реликвию
    [few] { $count } реликвии общей
    [many] { $count } реликвий общей
   *[other] { $count } реликвии общей
} стоимостью { $points ->
    [one] { $points } очко.
    [few] { $points } очка.
    [many] { $points } очков.
   *[other] { $points } очка.
}
logbook-relics-stay = { $who } выходят одновременно, поэтому { $count ->
    [one] реликвию никто не забирает: она остаётся в пещере.
    [few] { $count } реликвии никто не забирает: они остаются в пещере.
    [many] { $count } реликвий никто не забирает: они остаются в пещере.
   *[other] реликвии никто не забирает: они остаются в пещере.
}
logbook-relics-stay-you = { $who } выходите одновременно, поэтому { $count ->
    [one] реликвию никто не забирает: она остаётся в пещере.
    [few] { $count } реликвии никто не забирает: они остаются в пещере.
    [many] { $count } реликвий никто не забирает: они остаются в пещере.
   *[other] реликвии никто не забирает: они остаются в пещере.
}
logbook-deck-empty = { $people ->
    [one] Стопка закончилась: { $who } благополучно возвращается с добычей.
   *[other] Стопка закончилась: { $who } благополучно возвращаются с добычей.
}
logbook-deck-empty-you = { $people ->
    [one] Стопка закончилась: Вы благополучно возвращаетесь с добычей.
   *[other] Стопка закончилась: { $who } благополучно возвращаетесь с добычей.
}
logbook-round-ended-disaster = Ловушка сработала: экспедиция окончена.
logbook-hazard-removed = Одна карта ловушки «{ hazard-name }» навсегда выходит из игры.
logbook-round-ended = Все исследователи вернулись в лагерь: экспедиция окончена.
logbook-relics-lost = { $count ->
    [one] Реликвия, оставшаяся в пещере, потеряна.
   *[other] Реликвии, оставшиеся в пещере ({ $count }), потеряны.
}
logbook-barricade = Жетон преграды закрывает вход № { $number }.
logbook-game-ended = Последняя экспедиция окончена. Сундуки открываются!
logbook-winners = { $people ->
    [one] Побеждает { $who }: { $score ->
        [one] { $score } очко!
        [few] { $score } очка!
        [many] { $score } очков!
       *[other] { $score } очка!
    }
   *[other] Победу делят { $who }: у каждого { $score ->
        [one] { $score } очко!
        [few] { $score } очка!
        [many] { $score } очков!
       *[other] { $score } очка!
    }
}
logbook-winners-you = { $people ->
    [one] Вы побеждаете: { $score ->
        [one] { $score } очко!
        [few] { $score } очка!
        [many] { $score } очков!
       *[other] { $score } очка!
    }
   *[other] { $who } делите победу: у каждого { $score ->
        [one] { $score } очко!
        [few] { $score } очка!
        [many] { $score } очков!
       *[other] { $score } очка!
    }
}

## Итог экспедиции: что уносит каждый (идёт после имени, в отдельном столбце)
logbook-summary-banked = { $gems ->
    [0] возвращается ни с чем
    [one] кладёт в сундук { $gems } рубин
    [few] кладёт в сундук { $gems } рубина
    [many] кладёт в сундук { $gems } рубинов
   *[other] кладёт в сундук { $gems } рубина
}
logbook-summary-banked-you = { $gems ->
    [0] возвращаетесь ни с чем
    [one] кладёте в сундук { $gems } рубин
    [few] кладёте в сундук { $gems } рубина
    [many] кладёте в сундук { $gems } рубинов
   *[other] кладёте в сундук { $gems } рубина
}
logbook-summary-relics = { $relics ->
    [one] + реликвия
    [few] + { $relics } реликвии
    [many] + { $relics } реликвий
   *[other] + { $relics } реликвии
} ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
})
logbook-summary-deck-empty = Стопка закончилась: исследователи, оставшиеся в пещере, благополучно возвращаются с добычей.
logbook-summary-caught = { $lost ->
    [0] бежит из пещеры
    [one] бежит и теряет { $lost } рубин
    [few] бежит и теряет { $lost } рубина
    [many] бежит и теряет { $lost } рубинов
   *[other] бежит и теряет { $lost } рубина
}
logbook-summary-caught-you = { $lost ->
    [0] бежите из пещеры
    [one] бежите и теряете { $lost } рубин
    [few] бежите и теряете { $lost } рубина
    [many] бежите и теряете { $lost } рубинов
   *[other] бежите и теряете { $lost } рубина
}

## Панель журнала
logbook-new-lines = { $count ->
    [one] { $count } новая строка ▼
    [few] { $count } новые строки ▼
    [many] { $count } новых строк ▼
   *[other] { $count } новой строки ▼
}
logbook-latest = К последним ▼

## Повтор сыгранной партии
replay-title = Повтор партии
replay-play-tip = Пуск или пауза ({ $skip }, { $play })
replay-step-back-tip = На карту назад ({ $left }, { $step_back })
replay-step-forward-tip = На карту вперёд ({ $right }, { $step_forward })
replay-prev-round-tip = Предыдущая экспедиция ({ $previous_round })
replay-next-round-tip = Следующая экспедиция ({ $next_round })
replay-speed-tip = Скорость: быстрее (+) или медленнее (-)
replay-chests = Сундуки
replay-chests-open = Все открыты
replay-chests-seat = Как видит { $name }
replay-close = Назад
replay-step = Карта { $step } из { $total }

## Последняя строка `diamant replay` (обе игры): итоговые очки каждого места
replay-scores = Итоговые очки: { $scores }.
replay-score = { $name } — { $points }

logbook-time-ran-out = { $who }: время вышло, решает бот.
logbook-time-ran-out-you = Ваше время вышло: за вас решает бот.
