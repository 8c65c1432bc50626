### Диамант: слова идущей партии (выбор игроков, поле, экспедиция, передача хода, итоги) (русский).
### Игровые слова (карты, ловушки, «Продолжить»/«Выйти», журнал) лежат в game.ftl.
### Пол игрока неизвестен: с именем используются настоящее время («кладёт», «думает»)
### или обороты без глагола («{ $name }: решение принято»). В итогах экспедиции имя стоит
### в отдельном столбце, а строка продолжает его сказуемым в настоящем времени.

## Выбор игроков
play-lobby-title = Новая игра
play-seats-head = Мест за столом: { $count }
play-default-human = Вы
play-player-n = Игрок { $n }
play-name-tip = Имя, которое видно за столом
play-name-placeholder = Имя
play-colour-tip = Сменить цвет и символ
play-kind-human = Человек
play-kind-bot = Бот
play-level-tip = Как играет этот бот
play-remove-tip = Убрать это место
play-add-seat = Добавить место
play-human-desc = Играет за этим экраном.
play-back = Назад
play-start = Играть
# Каждое издание: откуда оно (одна фраза), затем что в нём меняется.
play-edition-classic-desc = Основная игра русских правил (Lavka Games, 2017) и правила 2005 года: 30 карт, без реликвий.
play-edition-iello-desc = Правило сербского издания Iello (2016). Все пять реликвий в стопке с начала: первые три вынесенные — по 5 очков, последние две — по 10.
play-edition-relic-hunt-desc = Вариант из русских правил (Lavka Games, 2017). Перед каждой экспедицией в стопку замешивается реликвия: 5, 7, 8, 10, затем 12 очков.
play-edition-incan-gold-desc = Как в Incan Gold, английском издании. Перед каждой экспедицией в стопку замешивается реликвия: первые три — по 5 очков, последние две — по 10.
play-chests-open-desc = Все видят содержимое всех сундуков всю игру.
play-chests-secret-desc = Содержимое сундука видит только его владелец; сундуки открываются в конце игры.

## Поле
play-board-title = Экспедиция { $round } из { $total }
play-standings = Счёт
play-board-open = Сундуки открыты: все видят очки.
play-board-secret = Сундуки закрыты: очки скрыты до конца игры.
play-start-expedition = Войти в пещеру
play-menu = Меню

## Экспедиция
play-pause-tip = Пауза
play-spectator-speed = Скорость
play-skip-to-camp = Сразу в лагерь
play-skip-to-camp-tip = Быстро доиграть экспедицию: из игроков за этим экраном в пещере никого нет
play-spectating = Играют боты. Вы наблюдаете.
play-your-choice = { $name }, ваш выбор
play-chosen = { $name }: решение принято
play-your-choice-solo = Ваш выбор
play-chosen-solo = Решение принято
play-carried = { $count ->
    [one] При себе: { $count } рубин
    [few] При себе: { $count } рубина
    [many] При себе: { $count } рубинов
   *[other] При себе: { $count } рубина
}
play-chest = { $count ->
    [one] В сундуке: { $count } рубин
    [few] В сундуке: { $count } рубина
    [many] В сундуке: { $count } рубинов
   *[other] В сундуке: { $count } рубина
}
play-chest-hidden = Сундук закрыт.
play-relics-on-path = { $count ->
    [1] Реликвия
   *[other] Реликвии ({ $count })
}: { $value ->
    [one] { $value } очко
    [few] { $value } очка
    [many] { $value } очков
   *[other] { $value } очка
} за выход в одиночку
play-keys-hint = { $c } — продолжить · { $l } — выйти · { $left }/{ $right }, { $confirm } — выбор
play-thinking = { $count ->
    [1] { $names } думает
   *[other] { $names } думают
}
play-waiting = Ждём остальных…
play-log = Что произошло
play-aid-title = Следующая карта
play-aid-risk = Конец экспедиции: { $percent }%
play-aid-cards = { $count ->
    [one] В стопке { $count } карта
    [few] В стопке { $count } карты
   *[other] В стопке { $count } карт
}
play-aid-deadly = { $count ->
    [one] { $count } из них закончит экспедицию
   *[other] { $count } из них закончат экспедицию
}
play-aid-relics = { $count ->
    [one] Среди них { $count } реликвия
    [few] Среди них { $count } реликвии
   *[other] Среди них { $count } реликвий
}
play-aid-gain = { $count ->
    [one] В среднем { $gems } рубин каждому
    [few] В среднем { $gems } рубина каждому
    [many] В среднем { $gems } рубинов каждому
   *[other] В среднем { $gems } рубина каждому
}
play-aid-traps = Ловушки на пути (ещё в стопке):
play-aid-no-traps = Ловушек на пути пока нет

## Передача хода
play-handover-title = Передайте экран: { $name }
play-handover-body = Пусть сейчас на экран смотрит только { $name }. Решения других игроков не показываются.
play-handover-ready = Я — { $name }: показать мои карты

## Конец экспедиции
play-round-over = Экспедиция { $round } окончена
play-round-reason-disaster = Вторая карта «{ hazard-name }»: исследователи, оставшиеся в пещере, бегут и теряют всё, что несли.
play-round-reason-left = Все исследователи вернулись в лагерь.
play-next-round = В лагерь
play-see-scores = Подсчёт очков
play-straight-on = Дальше: экспедиция { $round }

## Итоги
play-winner = Побеждает { $name }!
# Побеждает единственный игрок за этим экраном под именем по умолчанию (play-default-human).
play-winner-you = Вы победили!
# Победителей двое или больше ($count); один победитель — play-winner.
play-winners = { $count ->
    [one] Побеждает { $names }!
   *[other] Победу делят { $names }!
}
# Победителей двое или больше, среди них единственный игрок за этим экраном («Вы»), он назван первым.
play-winners-you = { $names } делите победу!
play-col-player = Игрок
play-col-relics = Реликвии
play-chart-title = Добыча по экспедициям
play-again = Сыграть ещё
play-back-to-menu = Меню

play-time-left = { $seconds } с
