### Diamonds Club: игровой стол (diamant/games/club/screens/table_*.py). $who — имя игрока.
### Слова — из русских правил Diamonds Club (GLOSSARY.md).

club-table-phase = Раунд { $round } · { $phase ->
    [buy] покупки
    [gems] драгоценные камни
    [build] строительство
   *[over] игра окончена
}
club-table-pass = Пас
club-table-pass-tip = Пас: в этой фазе вы больше ничего не берёте (пас — до конца фазы)
club-table-build = Строить…
club-table-build-tip = Построить объект: выберите табличку цены и камни для оплаты
club-table-skip = Быстрее
club-table-skip-tip = Быстро сыграть ходы ботов до хода человека (ни за кого ничего не выбирается)
club-table-menu = Меню
club-table-menu-tip = Пауза: настройки, правила, клавиши, выход в главное меню ({ $back })
club-table-rules = ?
club-table-rules-tip = Правила Diamonds Club

club-table-status-buy = { $who }: щёлкните свободное место, чтобы купить его, или пасуйте.
club-table-status-gems = { $who }: продайте свои комплекты.
club-table-status-build = { $who }: щёлкните табличку цены, чтобы строить, или пасуйте.
club-table-status-wait = Ходит { $who }…
club-table-status-buy-you = Ваш ход: щёлкните свободное место, чтобы купить его, или пасуйте.
club-table-status-gems-you = Ваш ход: продайте свои комплекты.
club-table-status-build-you = Ваш ход: щёлкните табличку цены, чтобы строить, или пасуйте.
club-table-status-wait-you = Ваш ход…
club-table-status-over = Игра окончена.
club-table-your-turn = { $who }, ваш ход
club-table-your-turn-you = Ваш ход

club-table-item-turn = Дорожка очерёдности хода +{ $steps }
club-table-item-any = Шаг по шкале развития на ваш выбор
club-table-item-step = Шаг по шкале «{ $track }»
club-table-price = Цена: { $price ->
    [one] { $price } монета
    [few] { $price } монеты
    [many] { $price } монет
   *[other] { $price } монеты
}
club-table-price-rule = 1 монета и ещё { $coins } за монеты на соседних местах
club-table-stack-left = Осталось жетонов: { $count }
club-table-stack-count = Ещё { $count }
club-table-click-to-buy = Щёлкните (или { $confirm }), чтобы купить.
club-table-click-to-build = Щёлкните, чтобы строить.

club-table-why-taken = Занято: { $who } ({ $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
})
club-table-why-phase = Места на рынке покупают только в фазе покупок.
club-table-why-passed = Вы спасовали: в этом раунде покупок больше нет.
club-table-why-coins = Не хватает монет: цена { $price }, у вас { $coins }.
club-table-why-animal = Таких животных больше нет ({ $tile }).
club-table-why-park = В вашем парке нет места для этого жетона.
club-table-why-not-yours = Сейчас это купить нельзя.
club-table-why-used = Вы уже строили по этой табличке цены в этом раунде.
club-table-why-cannot-build = Сейчас это не построить: не хватает камней, жетоны кончились или в парке нет места.

club-table-price-tile = Табличка цены: { $tile }
club-table-cost = Цена: { $gems } + { $any } любого цвета
club-table-cost-forest = Цена: { $count } камня любых цветов
club-table-markers = В этом раунде её использовали: { $who }
club-table-price-now = Цена для игрока { $who }: { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
} (+1 за каждую фишку другого игрока)
club-table-price-now-you = Цена для вас: { $count ->
    [one] { $count } камень
    [few] { $count } камня
    [many] { $count } камней
   *[other] { $count } камня
} (+1 за каждую фишку другого игрока)
club-table-forest-from = Лес — это перевёрнутый жетон ландшафта из самой большой стопки.
club-table-any-from = Строит фонтан, оранжерею, павильон или розарий — на ваш выбор (но не лес).

club-table-park = Парк игрока { $who }: светло-зелёных мест занято { $light } из 14, тёмно-зелёных { $dark } из 5
club-table-park-you = Ваш парк: светло-зелёных мест занято { $light } из 14, тёмно-зелёных { $dark } из 5
club-table-required = Обязательные места: { $tiles }
club-table-count = { $what } ×{ $count }
club-table-required-warning = Если не все обязательные места заняты, победные очки не начисляются.

club-table-track = { $who }: шкала «{ $track }», деление { $level } из 5
club-table-track-forest = Каждый лес в конце игры приносит { $points } ПО.
club-table-track-tech = { $level ->
    [0] Пока без бонуса за проданный комплект.
    [1] За каждый проданный комплект: ещё 1 камень его цвета.
    [2] За каждый проданный комплект: ещё 1 алмаз.
    [3] За каждый проданный комплект: ещё 1 камень и 1 алмаз.
   *[4] За каждый проданный комплект: ещё 2 камня и 1 алмаз; конец шкалы приносит 2 ПО.
}
club-table-track-money = { $coins } монет на каждый раунд; последние три деления приносят 1, 2, 3 ПО.

club-table-coins = { $who }: { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
    [many] { $coins } монет
   *[other] { $coins } монеты
}
club-table-gems = Драгоценные камни: { $gems }
club-table-none = нет
club-table-tokens = Жетоны производства: { $tokens }
club-table-bonus-cards = Бонус-карты: { $cards } ({ $points } ПО)

club-table-turn-track = Дорожка очерёдности хода: кто дальше всех, тот первым ходит в фазах камней и строительства и становится лидером следующего раунда.
club-table-turn-order = Очерёдность хода: { $order }
club-table-leader = Лидер: { $who }

club-table-bonus = Бонус-карта «{ $card }»: { $points } ПО
club-table-bonus-three = Первому, у кого будет 3 таких объекта.
club-table-bonus-four-different = За все четыре разных объекта.
club-table-bonus-five-alike = За 5 одинаковых объектов.
club-table-bonus-won = Досталась: { $who }

club-table-track-choice = Какая шкала?
club-table-track-forest-button = Лес
club-table-track-tech-button = Технологии
club-table-track-money-button = Деньги
club-table-track-forest-tip = Леса принесут больше ПО в конце игры
club-table-track-tech-tip = Больше камней за каждый проданный комплект
club-table-track-money-tip = Больше монет каждый раунд (и 1 монета сейчас)
club-table-cancel = Отмена

## Список клавиш (F1) во время партии Diamonds Club: строки, которые клуб называет по-своему

club-keys-confirm = Нажать кнопку; купить выбранное место, строить по табличке цены
club-keys-focus = Переход по местам рынка, табличкам цены и кнопкам
club-keys-ends = Первое доступное место (или «Строить…») / «Пас»

club-bot-refused = Сохранённая партия называла бота, которого нет среди встроенных уровней. Он не загружен: это место занял встроенный бот.
club-table-sell = Продать…
club-table-sell-tip = Открыть панель: продать комплекты, оставить остальное

# a larger interface size leaves the bonus cards (and at 200 % the turn track) off the table: a
# button shows them big in a panel of their own
club-table-board = Бонус-карты
club-table-board-tip = Бонус-карты и дорожка очерёдности хода, крупно
club-table-board-title = Бонус-карты и очерёдность хода
club-table-close = Закрыть
