### Диамант: слова игры и журнал партии (русский).
### Термины взяты из русских правил (см. GLOSSARY.md). Единица счёта — рубин:
### 1 рубин, 2 рубина, 5 рубинов, 21 рубин, 1,5 рубина.
###
### Согласование с именем игрока: глаголы прошедшего времени в русском меняются
### по родам («вышел/вышла»), а пол игрока нам неизвестен. Поэтому журнал ведётся
### в настоящем времени («{ $name } выходит из пещеры»): у глаголов настоящего
### времени рода нет. Имя всегда стоит в именительном падеже как подлежащее,
### поэтому его не нужно склонять. Где подлежащее — число, используется оборот
### «Исследователей в пещере: 3», чтобы не согласовывать глагол с числом.

game-title = Диамант
cave-name = пещера Такора
cave = Пещера
round = Экспедиция
round-of = Экспедиция { $round } из { $total }
round-short = Эксп. { $round }
expedition-card = Карта экспедиции
deck-count = { $count ->
    [one] В стопке { $count } карта
    [few] В стопке { $count } карты
    [many] В стопке { $count } карт
   *[other] В стопке { $count } карты
}
path = Карты в пещере

## Карты
card-treasure = Сокровище
card-treasure-value = { $value ->
    [one] Сокровище: { $value } рубин
    [few] Сокровище: { $value } рубина
    [many] Сокровище: { $value } рубинов
   *[other] Сокровище: { $value } рубина
}
card-hazard = Ловушка
card-relic = Реликвия
relic-worth = { $value ->
    [one] Реликвия: { $value } очко
    [few] Реликвия: { $value } очка
    [many] Реликвия: { $value } очков
   *[other] Реликвия: { $value } очка
}
hazard-spiders = Гигантские пауки
hazard-snakes = Змеи
hazard-lava = Раскалённая лава
hazard-boulders = Катящиеся валуны
hazard-rams = Тараны
# Название ловушки по её коду $hazard (именительный падеж).
hazard-name = { $hazard ->
    [spiders] гигантские пауки
    [snakes] змеи
    [lava] раскалённая лава
    [boulders] катящиеся валуны
    [rams] тараны
   *[other] { $hazard }
}

## Драгоценные камни
gem-ruby = Рубин
gem-diamond = Алмаз
gems = Драгоценные камни
gems-count = { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
    [many] { $count } рубинов
   *[other] { $count } рубина
}
rubies-count = { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
    [many] { $count } рубинов
   *[other] { $count } рубина
}
diamonds-count = { $count ->
    [one] { $count } алмаз
    [few] { $count } алмаза
    [many] { $count } алмазов
   *[other] { $count } алмаза
}
points-count = { $count ->
    [one] { $count } очко
    [few] { $count } очка
    [many] { $count } очков
   *[other] { $count } очка
}

## Игроки и поле
explorer = Исследователь
explorers-count = { $count ->
    [one] { $count } исследователь
    [few] { $count } исследователя
    [many] { $count } исследователей
   *[other] { $count } исследователя
}
players-count = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игрока
}
chest = Сундук
camp = Лагерь
carried = При себе
in-cave = В пещере
at-camp = В лагере
score = Очки
decision-continue = Продолжить
decision-leave = Выйти
decision-hidden = Решение принято
barricade = Жетон преграды
entrance = Вход в пещеру
entrance-number = Вход { $number }

## Издания и настройки
edition = Издание
edition-classic = Классика
edition-iello = Все реликвии сразу
edition-relic-hunt = Охота за реликвиями
edition-incan-gold = Incan Gold
edition-custom = Свои правила
chests = Сундуки
chests-open = Открытые сундуки
chests-secret = Закрытые сундуки

## Журнал партии: настоящее время, см. пояснение в начале файла.
log-round-started = Начинается экспедиция { $round }: все исследователи входят в пещеру.
log-relic-added = В стопку замешивается реликвия.
log-card-treasure = { $value ->
    [one] Сокровище: { $value } рубин.
    [few] Сокровище: { $value } рубина.
    [many] Сокровище: { $value } рубинов.
   *[other] Сокровище: { $value } рубина.
}
log-gems-shared = { $explorers ->
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
    [few] ; на карте остаётся { $remainder } рубина.
    [many] ; на карте остаётся { $remainder } рубинов.
   *[other] ; на карте остаётся { $remainder } рубина.
}
log-gems-unshared = Исследователей в пещере: { $explorers }; рубинов слишком мало, чтобы поделить, и { $remainder ->
    [one] { $remainder } рубин остаётся на карте.
    [few] { $remainder } рубина остаются на карте.
    [many] { $remainder } рубинов остаются на карте.
   *[other] { $remainder } рубина остаются на карте.
}
log-hazard-first = Ловушка: { hazard-name }. Первая такая карта не опасна.
log-disaster = { $count ->
    [one] Ловушка срабатывает: снова { hazard-name }! Исследователь, остававшийся в пещере, бежит и теряет всю добычу.
   *[other] Ловушка срабатывает: снова { hazard-name }! Все, кто оставался в пещере ({ $count }), бегут и теряют всю добычу.
}
log-hazard-removed = Одна карта ловушки «{ hazard-name }» навсегда выходит из игры.
log-relic-revealed = В пещере лежит реликвия.
log-decisions-revealed = Все решения открываются.
log-player-continues = { $name } идёт дальше.
log-player-leaves = { $gems ->
    [0] { $name } выходит из пещеры с пустыми руками.
    [one] { $name } выходит из пещеры и кладёт в сундук { $gems } рубин.
    [few] { $name } выходит из пещеры и кладёт в сундук { $gems } рубина.
    [many] { $name } выходит из пещеры и кладёт в сундук { $gems } рубинов.
   *[other] { $name } выходит из пещеры и кладёт в сундук { $gems } рубина.
}
log-leavers-share = Рубины, оставшиеся на картах в пещере, делятся между уходящими: каждому { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
    [many] { $count } рубинов
   *[other] { $count } рубина
}{ $remainder ->
    [0] .
    [one] ; ещё { $remainder } рубин остаётся в пещере.
    [few] ; ещё { $remainder } рубина остаётся в пещере.
    [many] ; ещё { $remainder } рубинов остаётся в пещере.
   *[other] ; ещё { $remainder } рубина остаётся в пещере.
}
log-relic-taken = { $name } выносит из пещеры реликвию стоимостью в { $value ->
    [one] { $value } очко.
    [few] { $value } очка.
    [many] { $value } очков.
   *[other] { $value } очка.
}
log-relics-stay = { $count ->
    [one] Из пещеры выходят сразу несколько исследователей, поэтому реликвию никто не забирает: она остаётся в пещере.
    [few] Из пещеры выходят сразу несколько исследователей, поэтому { $count } реликвии никто не забирает: они остаются в пещере.
    [many] Из пещеры выходят сразу несколько исследователей, поэтому { $count } реликвий никто не забирает: они остаются в пещере.
   *[other] Из пещеры выходят сразу несколько исследователей, поэтому реликвии ({ $count }) никто не забирает: они остаются в пещере.
}
log-relics-lost = { $count ->
    [one] Реликвия, оставшаяся в пещере, потеряна.
   *[other] Реликвии, оставшиеся в пещере ({ $count }), потеряны.
}
log-round-ended-disaster = Ловушка сработала: экспедиция окончена.
log-round-ended-empty = Все исследователи вернулись в лагерь: экспедиция окончена.
log-deck-empty = Стопка закончилась: исследователи, оставшиеся в пещере, благополучно возвращаются с добычей.
log-barricade = Жетон преграды закрывает вход № { $round }.
log-game-ended = Пятая экспедиция окончена. Сундуки открываются!
log-winner = Побеждает { $name }: { $score ->
    [one] { $score } очко!
    [few] { $score } очка!
    [many] { $score } очков!
   *[other] { $score } очка!
}
log-winners-tie = Победу делят { $names }: у каждого { $score ->
    [one] { $score } очко!
    [few] { $score } очка!
    [many] { $score } очков!
   *[other] { $score } очка!
}
