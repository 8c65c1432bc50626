### Diamonds Club: выбор комплектов (фаза камней), окно строительства, итоги раунда и финальный подсчёт.
### Слова игры приходят готовыми из сообщений club-word-* файла club.ftl ($token, $gem, $gems, $tile).

club-dlg-confirm = Подтвердить
club-dlg-cancel = Отмена
club-dlg-continue = Дальше
club-dlg-nothing = —
club-dlg-tile = { $tile ->
    [fountain] Фонтан
    [orangery] Оранжерея
    [pavilion] Павильон
    [rose-garden] Розовый сад
    [any] Любой объект
   *[forest] Лес
}

## Фаза 4: драгоценные камни

club-dlg-gems-title = { $name }: продажа комплектов
club-dlg-gems-help = Каждый полный комплект (шахта, права на разработку шахты и корабль) продаётся. Нажмите на жетон, затем на другой жетон того же вида, чтобы поменять их местами.
club-dlg-gems-sets = Проданные комплекты
club-dlg-gems-set = Комплект { $number }
club-dlg-gems-no-set = Полных комплектов для продажи нет.
club-dlg-gems-kept = Остаётся на следующий раунд
club-dlg-gems-returned = Возвращается
club-dlg-gems-total = Вы получите
club-dlg-gems-tech = Технологии: за комплект +
club-dlg-gems-tech-tip = Шкала технологий добавляет к каждому проданному комплекту: { $gems ->
    [0] { $diamonds } алмаз.
    [one] { $gems } камень его цвета{ $diamonds ->
        [0] .
       *[other] {" "}и { $diamonds } алмаз.
    }
   *[other] { $gems } камня его цвета{ $diamonds ->
        [0] .
       *[other] {" "}и { $diamonds } алмаз.
    }
}
club-dlg-gems-best = Лучший вариант
club-dlg-gems-best-tip = Вернуть вариант, дающий больше всего камней
club-dlg-gems-token-tip = { $token }: нажмите, затем выберите другой жетон того же вида для обмена
club-dlg-gems-swap-tip = { $token }: нажмите, чтобы поменять с выбранным жетоном

## Фаза 5: строительство

club-dlg-build-title = Строительство: { $tile }
club-dlg-build-tile-tip = Строить по табличке цены «{ $tile }»
club-dlg-build-object-tip = Построить по этой табличке цены: { $tile }
club-dlg-build-price = Цена
club-dlg-build-markers = { $count ->
    [one] +{ $count } камень за фишку игрока
    [few] +{ $count } камня за фишки игроков
    [many] +{ $count } камней за фишки игроков
   *[other] +{ $count } камня за фишки игроков
}
club-dlg-build-no-markers = На этой табличке цены нет фишек других игроков.
club-dlg-build-goes-head = Ваш парк
club-dlg-build-goes-required = Жетон ляжет на своё обязательное место.
club-dlg-build-goes-light = Жетон ляжет на светло-зелёное место.
club-dlg-build-goes-dark = Жетон ляжет на тёмно-зелёное место.
club-dlg-build-forest = Лес: оборотная сторона жетона «{ $tile }» из самой большой стопки.
club-dlg-build-pay = Оплата ({ $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
})
club-dlg-build-held = у вас { $count }
club-dlg-build-more-tip = Заплатить больше: { $gem }
club-dlg-build-less = Заплатить меньше: { $gem }
club-dlg-build-choose = { $count ->
    [one] Выберите ещё { $count } камень.
    [few] Выберите ещё { $count } камня.
    [many] Выберите ещё { $count } камней.
   *[other] Выберите ещё { $count } камня.
}
club-dlg-build-wrong = Цена требует: { $gems } (алмаз может заменить любой из них).
club-dlg-build-ready = Можно строить.
club-dlg-build-suggest = Предложенная оплата
club-dlg-build-confirm = Построить
club-dlg-build-used = Вы уже строили по этой табличке цены в этом раунде.
club-dlg-build-empty = Жетонов этого вида не осталось.
club-dlg-build-no-space = В вашем парке нет места для этого жетона.
club-dlg-build-poor = У вас не хватает камней для этой цены.
club-dlg-build-not-now = Сейчас не ваш ход строительства.

## Итоги раунда

club-dlg-round-title = Конец раунда { $round }
club-dlg-round-coins = Больше всех неистраченных монет ({ $coins }): { $who } { $people ->
    [one] получает алмаз.
   *[other] получают по алмазу.
}
club-dlg-round-lead = Дальше всех на дорожке очерёдности хода: { $who } { $people ->
    [one] получает алмаз.
   *[other] получают по алмазу.
}
club-dlg-round-leader = В следующем раунде лидер — { $who }.
club-dlg-round-end = { $who } заполняет все светло-зелёные места: игра окончена.
club-dlg-round-coins-you = Больше всех неистраченных монет ({ $coins }): { $who } { $people ->
    [one] получаете алмаз.
   *[other] получаете по алмазу.
}
club-dlg-round-lead-you = Дальше всех на дорожке очерёдности хода: { $who } { $people ->
    [one] получаете алмаз.
   *[other] получаете по алмазу.
}
club-dlg-round-leader-you = В следующем раунде лидер — вы.
club-dlg-round-end-you = Вы заполнили все светло-зелёные места: игра окончена.
club-dlg-col-player = Игрок
club-dlg-col-diamonds = Алмазы
club-dlg-col-sets = Комплекты
club-dlg-col-gems = Камни
club-dlg-col-built = Построено
club-dlg-col-bonus = Бонус-карты
club-dlg-bonus-tip = Бонус-карта «{ $card }»: { $points ->
    [one] { $points } победное очко
    [few] { $points } победных очка
    [many] { $points } победных очков
   *[other] { $points } победного очка
}

## Финальный подсчёт

club-dlg-score-winner = Побеждает { $name }!
club-dlg-score-winners = Победу делят { $names }!
# Побеждает единственный игрок за этим экраном под именем по умолчанию («Вы»); или делит победу, названный первым.
club-dlg-score-winner-you = Вы победили!
club-dlg-score-winners-you = { $names } делите победу!
club-dlg-score-nobody = Никто не заполнил обязательные места: победителя нет.
club-dlg-score-tie = Ничья ({ $points } ПО): решает число камней ({ $gems }).
club-dlg-score-ineligible = Не все обязательные места заполнены: очков нет
club-dlg-row-objects = Ландшафты
club-dlg-row-forests = Леса
club-dlg-row-trios = Тройки животных
club-dlg-row-singles = Отдельные животные
club-dlg-row-bonus = Бонус-карты
club-dlg-row-tech = Шкала технологий
club-dlg-row-money = Шкала денег
club-dlg-row-total = Всего ПО
club-dlg-row-gems = Камни (при ничьей)
# how a row of the final scores was made: 3 forests, 6 points each
club-dlg-score-times = { $count } × { $points }
club-dlg-again = Сыграть ещё
club-dlg-to-title = В меню
# the final scores page: its toggle between the table of points and the players' final parks
club-dlg-show-parks = Итоговые парки
club-dlg-show-scores = Очки
club-dlg-show-parks-tip = Парк каждого игрока в конце игры
club-dlg-show-scores-tip = Вернуться к таблице очков

# the captions of the club's sounds that tell something (Settings: Captions)
club-caption-round-over = [раунд окончен]
club-caption-game-over = [игра окончена]
