### Диамант: разбор партии тренером (diamant analyse; diamant/ai/coach.py).
### $round — экспедиция (1–5); $card — сколько карт лежало в пещере в момент решения;
### $risk — шанс в процентах, что следующая карта закончит экспедицию (сработает ловушка);
### $carried — рубины при себе у исследователя; $chosen и $other — оценка мастером шанса
### выиграть игру в процентах при принятом решении и при другом; $threshold и $noise —
### процентные пункты шанса на победу.

coach-title = Разбор партии: каждое решение, шансы следующей карты и шанс на победу
coach-col-expedition = Эксп.
coach-col-card = Карта
coach-col-player = Исследователь
coach-col-choice = Решение
coach-col-risk = Риск
coach-col-gain = Добыча
coach-col-win-continue = Победа: «Продолжить»
coach-col-win-leave = Победа: «Выйти»
coach-choice-continue = Продолжить
coach-choice-leave = Выйти
coach-costly-mark = ошибка
coach-note = Риск — шанс, что следующая карта закончит экспедицию. Добыча — сколько рубинов она в среднем принесёт каждому исследователю в пещере. Победа — оценка мастера: шанс выиграть игру, с точностью около { $noise ->
    [one] { $noise } процентного пункта.
    [few] { $noise } процентных пунктов.
    [many] { $noise } процентных пунктов.
   *[other] { $noise } процентного пункта.
}
coach-none = Дорогих ошибок нет: каждое решение уступало лучшему не больше чем на { $threshold ->
    [one] { $threshold } процентный пункт.
    [few] { $threshold } процентных пункта.
    [many] { $threshold } процентных пунктов.
   *[other] { $threshold } процентного пункта.
}
coach-summary = { $count ->
    [one] { $count } дорогая ошибка
    [few] { $count } дорогие ошибки
    [many] { $count } дорогих ошибок
   *[other] { $count } дорогой ошибки
} (шанс на победу упал больше чем на { $threshold ->
    [one] { $threshold } процентный пункт
    [few] { $threshold } процентных пункта
    [many] { $threshold } процентных пунктов
   *[other] { $threshold } процентного пункта
}):
coach-reason-pushed-on = Экспедиция { $round }, карта { $card }, { $name }: «Продолжить» с { $carried ->
    [one] { $carried } рубином
    [few] { $carried } рубинами
    [many] { $carried } рубинами
   *[other] { $carried } рубина
} при себе, когда шанс, что сработает ловушка, — { $risk }%. «Выйти» давало { $other }% шансов на победу, «Продолжить» — лишь { $chosen }%.
coach-reason-risked-the-lead = Экспедиция { $round }, карта { $card }, { $name }: «Продолжить» в последней экспедиции поставило лидерство под удар (шанс, что сработает ловушка, — { $risk }%, при себе { $carried ->
    [one] { $carried } рубин
    [few] { $carried } рубина
    [many] { $carried } рубинов
   *[other] { $carried } рубина
}). Выйти и унести лидерство в лагерь значило { $other }% шансов на победу, идти дальше — { $chosen }%.
coach-reason-left-early = Экспедиция { $round }, карта { $card }, { $name }: «Выйти» — слишком рано, шанс, что сработает ловушка, был { $risk }%. «Продолжить» давало { $other }% шансов на победу, «Выйти» — { $chosen }%.
coach-reason-left-behind = Экспедиция { $round }, карта { $card }, { $name }: «Выйти», отставая в последней экспедиции, значит отдать игру: при себе { $carried ->
    [one] { $carried } рубин
    [few] { $carried } рубина
    [many] { $carried } рубинов
   *[other] { $carried } рубина
}, а этого мало. «Продолжить» давало { $other }% шансов на победу, «Выйти» — { $chosen }%.

### Разбор на экране (diamant/app/scenes/coach.py): из итогов игры и из просмотра повтора.
coach-open = Разбор моей игры
coach-open-tip = Разбор каждого вашего решения: шансы следующей карты и ваш шанс на победу
coach-replay-open = Разбор
coach-replay-open-tip = Разбор каждого решения исследователя (того, чей сундук показан)
coach-screen-title = Разбор игры: { $name }
coach-screen-title-you = Разбор вашей игры
coach-seat = Исследователь
coach-seat-fallback = Место { $seat }
coach-close = Назад
coach-watch = Показать этот момент
coach-watch-tip = Назад к повтору, на карту этого решения
coach-col-win = Победа: «Продолжить» / «Выйти»
coach-working = Идёт разбор партии: { $done } из { $total }
coach-no-decisions = В этой игре нет решений исследователя { $name }.
coach-failed = Эту партию не удалось разобрать: { $error }
coach-detail-title = Экспедиция { $round }, карта { $card }: «{ $choice }»
coach-detail-risk = Следующая карта закончит экспедицию: { $percent }%
coach-detail-gain = Добыча с неё на каждого в пещере: { $gems }
coach-detail-carried = { $count ->
    [one] При себе: { $count } рубин
    [few] При себе: { $count } рубина
    [many] При себе: { $count } рубинов
   *[other] При себе: { $count } рубина
}
coach-chart-title = Оценка мастера: шанс выиграть игру
coach-chosen = «{ $choice }» (выбрано)
coach-fine = Хорошее решение: другое было лучше не больше чем на { $threshold ->
    [one] { $threshold } процентный пункт
    [few] { $threshold } процентных пункта
    [many] { $threshold } процентных пунктов
   *[other] { $threshold } процентного пункта
} шанса на победу.
coach-foot-costly = { $count ->
    [one] { $count } дорогая ошибка
    [few] { $count } дорогие ошибки
    [many] { $count } дорогих ошибок
   *[other] { $count } дорогой ошибки
}: шанс на победу падал больше чем на { $threshold ->
    [one] { $threshold } процентный пункт.
    [few] { $threshold } процентных пункта.
    [many] { $threshold } процентных пунктов.
   *[other] { $threshold } процентного пункта.
}
coach-foot-note = Шанс на победу — оценка мастера, с точностью около { $noise } п. п. Выберите решение, чтобы прочитать почему.

### Выбор для следующей карты, пока текущая ещё открывается (сцена экспедиции).
precommit-hint = Можно выбрать для следующей карты: { $c } или { $l }
precommit-pending = Выбрано
