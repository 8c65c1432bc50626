### Diamonds Club: журнал игры, одна запись на строку (diamant/games/club/log.py), в настоящем времени.
### $who — имена, соединённые по-русски («Аня, Боря и Вика»); $people — сколько в нём имён.
### Слова игры ($token, $tile, $track, $gems, $payment, $card) приходят готовыми из сообщений
### club-word-* ниже. Слова — из русских правил Diamonds Club.
### Сообщения с окончанием -you обращаются к единственному человеку за этим экраном (игра с
### ботами): $who тогда начинается с club-log-you («Вы и Аня»). При игре за одним экраном — по именам.

club-log-you = Вы
club-log-you-listed = вы
club-log-market = — Раунд { $number }: новый рынок —
club-log-buying-order = Покупки начинает { $who }.
club-log-bought = { $who } покупает за { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}: { $item }.
club-log-bought-turn = { $who } платит { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} и продвигается по дорожке очерёдности хода на { $steps ->
    [one] { $steps } деление
    [few] { $steps } деления
    [many] { $steps } делений
   *[other] { $steps } деления
}, до { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step = { $who } платит { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} и продвигается по шкале «{ $track }»: теперь { $value }.
club-log-bought-step-lost = { $who } платит { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по шкале «{ $track }», но уже стоит в её конце: шаг пропадает.
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
club-log-track = { $who } продвигается по шкале «{ $track }»: теперь { $value }.
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
club-log-sold = { $who } продаёт комплект (права { $rights }, корабль { $ship }): { $gems }.
club-log-sold-diamonds = { $who } продаёт комплект (права { $rights }, корабль { $ship }): { $gems } и { $diamonds }.
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
club-log-turn-top = { $who } снова уходит дальше деления 9 и встаёт на вершину стопки на «10+».
club-log-turn-top-you = Вы снова уходите дальше деления 9 и встаёте на вершину стопки на «10+».
club-log-bought-turn-top = { $who } платит { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по дорожке очерёдности хода и, снова уйдя дальше деления 9, встаёт на вершину стопки на «10+».
club-log-bought-turn-top-you = Вы платите { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по дорожке очерёдности хода и, снова уйдя дальше деления 9, встаёте на вершину стопки на «10+».
club-log-turn-stays = { $who } уже на «10+»: фишка остаётся на месте.
club-log-turn-stays-you = Вы уже на «10+»: ваша фишка остаётся на месте.
club-log-bought-turn-stays = { $who } платит { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по дорожке очерёдности хода, но уже стоит на «10+»: фишка остаётся на месте.
club-log-bought-turn-stays-you = Вы платите { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по дорожке очерёдности хода, но уже стоите на «10+»: ваша фишка остаётся на месте.
club-log-end-park-build = { $who } заполняет все светло-зелёные места: фаза строительства доигрывается до конца, затем игра заканчивается.
club-log-end-park-build-you = Вы заполнили все светло-зелёные места: фаза строительства доигрывается до конца, затем игра заканчивается.
club-log-end-stuck = Никто больше не может заполнить все 14 светло-зелёных мест: игра заканчивается этим раундом.
club-log-end-limit = Игра достигла предела в { $rounds } раундов и заканчивается.
club-log-market-ended = Конец раунда { $number }: монеты и фишки возвращаются владельцам; лидер — { $who }.
club-log-game-over = Игра окончена
club-log-score = { $who }: { $total ->
    [one] { $total } победное очко
    [few] { $total } победных очка
    [many] { $total } победных очков
   *[other] { $total } победного очка
} (ландшафт { $objects }, лес { $forests }, животные { $animals }, бонус-карты { $bonus }, шкалы { $tracks }).
club-log-score-ineligible = { $who }: обязательные места не заполнены — очки не начисляются.
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


## Человек за этим экраном, на «вы» (см. начало файла)

club-log-buying-order-you = Вы начинаете покупки.
club-log-bought-you = Вы покупаете за { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}: { $item }.
club-log-bought-turn-you = Вы платите { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} и продвигаетесь по дорожке очерёдности хода на { $steps ->
    [one] { $steps } деление
    [few] { $steps } деления
    [many] { $steps } делений
   *[other] { $steps } деления
}, до { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step-you = Вы платите { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} и продвигаетесь по шкале «{ $track }»: теперь { $value }.
club-log-bought-step-lost-you = Вы платите { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
} за шаг по шкале «{ $track }», но вы уже в её конце: шаг пропадает.
club-log-token-you = Вы получаете: { $token }.
club-log-turn-you = Вы продвигаетесь по дорожке очерёдности хода на { $steps ->
    [one] { $steps } деление
    [few] { $steps } деления
    [many] { $steps } делений
   *[other] { $steps } деления
}, до { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track-you = Вы продвигаетесь по шкале «{ $track }»: теперь { $value }.
club-log-track-lost-you = Вы уже в конце шкалы «{ $track }»: шаг пропадает.
club-log-coin-you = Вы получаете из банка { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}.
club-log-placed-you = Вы кладёте в парк на светло-зелёное место: { $tile }.
club-log-placed-required-you = Вы кладёте в парк на обязательное место: { $tile }.
club-log-placed-dark-you = Вы кладёте в парк на тёмно-зелёное место: { $tile }.
club-log-pass-buy-you = Вы пасуете.
club-log-pass-build-you = Вы больше не строите.
club-log-diamond-coins-you = У вас больше всех неистраченных монет ({ $amount }): алмаз.
club-log-diamond-lead-you = Вы дальше всех на дорожке очерёдности хода: алмаз.
club-log-leader-you = Лидер — вы. Очерёдность хода: { $order }.
club-log-sold-you = Вы продаёте комплект (права { $rights }, корабль { $ship }): { $gems }.
club-log-sold-diamonds-you = Вы продаёте комплект (права { $rights }, корабль { $ship }): { $gems } и { $diamonds }.
club-log-kept-you = Вы оставляете себе: { $tokens }.
club-log-returned-you = Вы возвращаете в запас: { $tokens }.
club-log-built-you = Вы строите: { $tile }; платите { $payment }.
club-log-built-extra-you = Вы строите: { $tile }; платите { $payment } (из них { $extra ->
    [one] { $extra } камень
    [few] { $extra } камня
    [many] { $extra } камней
   *[other] { $extra } камня
} за фишки других игроков).
club-log-bonus-you = Вы получаете бонус-карту «{ $card }»: { $points ->
    [one] { $points } победное очко
    [few] { $points } победных очка
    [many] { $points } победных очков
   *[other] { $points } победного очка
}.
club-log-end-park-you = Вы заполнили все светло-зелёные места: этот раунд последний.
club-log-market-ended-you = Конец раунда { $number }: монеты и фишки возвращаются владельцам; лидер — вы.
club-log-score-ineligible-you = У вас не заполнены обязательные места: вы не получаете очков.
club-log-winners-you = { $people ->
    [one] Вы побеждаете
   *[other] { $who } делите победу
}: { $score ->
    [one] { $score } победное очко!
    [few] { $score } победных очка!
    [many] { $score } победных очков!
   *[other] { $score } победного очка!
}
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
    [any] любой объект ландшафта
   *[aviary] вольер для птиц
}
club-word-track-value = { $track ->
    [forest] { $points } { $points ->
        [few] очка
       *[other] очков
    } за каждый лес
    [money] { $coins } монет на раунд
   *[tech] { $level ->
        [0] без бонуса за проданный комплект
        [1] на 1 камень больше за каждый проданный комплект
        [2] на 1 алмаз больше за каждый проданный комплект
        [3] на 1 камень и 1 алмаз больше за каждый проданный комплект
       *[4] на 2 камня и 1 алмаз больше за каждый проданный комплект
    }
}
# the seats of a turn order, in order ("Boris, Anna, Chiyo"): what comes between two names
club-word-order-sep = {", "}
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
