## Озвучивание (Настройки → Озвучивание и `--speech-to FILE`): то, что произносится вслух для
## игрока, который не видит экран. Это говорится, а не показывается: короткие фразы, без значков.

settings-speak = Озвучивание
settings-speak-tip = Читать вслух через программу экранного доступа или голос системы: элемент в фокусе, каждую строку журнала игры и по запросу сводки о столе (клавиши — в списке по { $help })

a11y-unavailable = недоступно
a11y-on = Вкл.
a11y-off = Выкл.
a11y-empty-list = Список пуст
a11y-list-item = { $item }, { $n } из { $count }
a11y-selected = выбрано
a11y-empty-field = пусто

## Диамант
a11y-your-choice = { $turn }: «{ decision-continue }» — клавиша { $c }, «{ decision-leave }» — клавиша { $l }. В фокусе: { $card }
a11y-gems-left = { $count ->
    [one] на ней { $count } рубин
    [few] на ней { $count } рубина
   *[many] на ней { $count } рубинов
}
a11y-relic-taken = Реликвия, уже унесена
a11y-path-empty = В пещере ещё нет карт
a11y-path = { $count ->
    [one] В пещере { $count } карта: { $cards }
    [few] В пещере { $count } карты: { $cards }
   *[many] В пещере { $count } карт: { $cards }
}
a11y-path-gems = { $count ->
    [0] На картах в пещере нет рубинов
    [one] На картах в пещере { $count } рубин
    [few] На картах в пещере { $count } рубина
   *[many] На картах в пещере { $count } рубинов
}
a11y-no-seat = Ничьи карты сейчас не показаны
a11y-relics-held = { $count ->
    [one] При себе { $count } реликвия
    [few] При себе { $count } реликвии
   *[many] При себе { $count } реликвий
}
a11y-in-cave = В пещере
a11y-at-camp = В лагере
a11y-seat-carries = { $name }: { $count ->
    [one] { $count } рубин
    [few] { $count } рубина
   *[many] { $count } рубинов
}
a11y-cave = { $count ->
    [one] В пещере один исследователь: { $who }
    [few] В пещере { $count } исследователя: { $who }
   *[many] В пещере { $count } исследователей: { $who }
}
a11y-cave-empty = В пещере никого нет
a11y-camp = В лагере: { $who }
a11y-odds-none = Шансов сейчас нет: в пещере никого
a11y-trap-left = { $hazard }: { $count ->
    [0] в стопке больше нет
    [one] в стопке ещё { $count } карта
    [few] в стопке ещё { $count } карты
   *[many] в стопке ещё { $count } карт
}
keys-summaries = Послушать: карты в пещере · что при вас · кто в пещере · шансы · ещё раз

## Diamonds Club
a11y-club-row = Ряд { $row }: { $spaces }.
a11y-club-space = { $item }, { $price ->
    [one] { $price } монета
    [few] { $price } монеты
   *[many] { $price } монет
}
a11y-club-space-taken = { $item }, занято: { $who }
club-keys-summaries = Послушать: ваши запасы · рынок · таблички цены · парки · ещё раз

## Субтитры (Настройки → Субтитры): несколько слов на экране о звуке, который что-то сообщает
settings-captions = Субтитры
settings-captions-tip = Показывать внизу экрана несколько слов о каждом звуке, который что-то сообщает (ловушка, конец экспедиции или раунда), даже когда звук выключен
caption-trap = [ловушка: { $hazard }]
caption-disaster = [ловушка сработала: { $hazard }]
caption-expedition-over = [экспедиция окончена]

a11y-time-left = На решение осталось { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
   *[other] { $seconds } секунд
}.
