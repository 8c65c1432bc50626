### Diamonds Club: журнал игры, одна запись на строку (diamant/club/log.py), в настоящем времени.
### $who — имена, соединённые по-русски («Аня, Боря и Вика»); $people — сколько в нём имён.
### Слова игры ($token, $tile, $track, $gems, $payment, $card) приходят готовыми из сообщений
### club-word-* ниже. Слова — из русских правил Diamonds Club.

club-log-market = — Раунд { $number }: на рынке { $cards } —
club-log-buying-order = Покупки начинает { $who }.
club-log-bought = { $who } кладёт { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} на поле { $space }.
club-log-token = { $who } получает: { $token }.
club-log-turn = { $who } продвигается по дорожке очерёдности хода на { $steps ->
    [one] { $steps } деление
    [few] { $steps } деления
    [many] { $steps } делений
   *[other] { $steps } деления
}, до { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track = { $who } продвигается по шкале «{ $track }» до деления { $level }.
club-log-track-lost = { $who } уже в конце шкалы «{ $track }»: шаг пропадает.
club-log-coin = { $who } получает из банка { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}.
club-log-placed = { $who } кладёт в парк на светло-зелёное место: { $tile }.
club-log-placed-required = { $who } кладёт в парк на обязательное место: { $tile }.
club-log-placed-dark = { $who } кладёт в парк на тёмно-зелёное место: { $tile }.
club-log-pass-buy = { $who } пасует.
club-log-pass-build = { $who } больше не строит.
club-log-diamond-coins = У игрока { $who } больше всех неистраченных монет ({ $amount }): алмаз.
club-log-diamond-lead = { $who } дальше всех на дорожке очерёдности хода: алмаз.
club-log-leader = Лидер — { $who }. Очерёдность хода: { $order }.
club-log-phase-gems = Приобретение драгоценных камней
club-log-phase-build = Строительство
club-log-sold = { $who } продаёт набор (права { $rights }, корабль { $ship }): { $gems }.
club-log-sold-diamonds = { $who } продаёт набор (права { $rights }, корабль { $ship }): { $gems } и { $diamonds }.
club-log-kept = { $who } оставляет себе: { $tokens }.
club-log-returned = { $who } возвращает в запас: { $tokens }.
club-log-built = { $who } строит: { $tile }; платит { $payment }.
club-log-built-extra = { $who } строит: { $tile }; платит { $payment } (из них { $extra ->
    [one] { $extra } камень
    [few] { $extra } камня
    [many] { $extra } камней
   *[other] { $extra } камня
} за фишки других игроков).
club-log-bonus = { $who } получает бонус-карту «{ $card }»: { $points ->
    [one] { $points } победное очко
    [few] { $points } победных очка
    [many] { $points } победных очков
   *[other] { $points } победного очка
}.
club-log-end-park = { $who } заполняет все светло-зелёные места: этот раунд последний.
club-log-end-limit = Игра достигла предела раундов и заканчивается.
club-log-market-ended = Конец раунда { $number }: монеты и фишки возвращаются владельцам; лидер — { $who }.
club-log-game-over = Игра окончена
club-log-score = { $who }: { $total ->
    [one] { $total } победное очко
    [few] { $total } победных очка
    [many] { $total } победных очков
   *[other] { $total } победного очка
} (ландшафт { $objects }, лес { $forests }, животные { $animals }, бонус-карты { $bonus }, шкалы { $tracks }).
club-log-score-ineligible = У игрока { $who } не заполнены обязательные места: он не получает очков.
club-log-winners = { $people ->
    [one] Побеждает { $who }
   *[other] Победу делят { $who }
}: { $score ->
    [one] { $score } победное очко!
    [few] { $score } победных очка!
    [many] { $score } победных очков!
   *[other] { $score } победного очка!
}
club-log-no-winner = Никто не заполнил обязательные места: победителя нет.

## Слова игры

club-word-mine = { $colour ->
    [blue] голубая шахта
    [yellow] жёлтая шахта
    [green] зелёная шахта
   *[red] красная шахта
}
club-word-rights = права на разработку шахты { $capacity }
club-word-ship = корабль { $capacity }
club-word-tile = { $tile ->
    [fountain] фонтан
    [orangery] оранжерея
    [pavilion] павильон
    [rose-garden] розовый сад
    [forest] лес
    [pond] пруд
    [deer-park] олений заповедник
   *[aviary] вольер для птиц
}
club-word-track = { $track ->
    [forest] лес
    [tech] технологии
   *[money] деньги
}
club-word-bonus-three = три { $tile ->
    [fountain] фонтана
    [orangery] оранжереи
    [pavilion] павильона
   *[rose-garden] розовых сада
}
club-word-bonus = { $card ->
    [four-different] четыре разных
   *[five-alike] пять одинаковых
}
club-word-gems = { $colour ->
    [blue] { $count ->
        [one] { $count } голубой камень
        [few] { $count } голубых камня
        [many] { $count } голубых камней
       *[other] { $count } голубого камня
    }
    [yellow] { $count ->
        [one] { $count } жёлтый камень
        [few] { $count } жёлтых камня
        [many] { $count } жёлтых камней
       *[other] { $count } жёлтого камня
    }
    [green] { $count ->
        [one] { $count } зелёный камень
        [few] { $count } зелёных камня
        [many] { $count } зелёных камней
       *[other] { $count } зелёного камня
    }
    [red] { $count ->
        [one] { $count } красный камень
        [few] { $count } красных камня
        [many] { $count } красных камней
       *[other] { $count } красного камня
    }
   *[diamond] { $count ->
        [one] { $count } алмаз
        [few] { $count } алмаза
        [many] { $count } алмазов
       *[other] { $count } алмаза
    }
}
