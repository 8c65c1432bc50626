### Диамант: слова игры и журнал партии (русский).
### Термины взяты из русских правил (см. glossary.toml). Единица счёта — рубин:
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
