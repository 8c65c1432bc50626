## Настройки → Управление: клавиша и кнопка геймпада для каждого действия, которые игрок может поменять.

settings-controls = Управление…
settings-controls-tip = Выбрать клавишу и кнопку геймпада для каждого действия

controls-title = Управление
controls-close = Готово
controls-reset = Сбросить всё
controls-reset-tip = Вернуть всем действиям привычные клавиши и кнопки
controls-reset-done = Все клавиши и кнопки снова такие, как были по умолчанию.
controls-key-tip = Клавиша для «{ $action }»: нажмите { $confirm }, затем новую клавишу
controls-pad-tip = Кнопка геймпада для «{ $action }»: нажмите { $confirm }, затем новую кнопку
controls-press-key = Нажмите новую клавишу для «{ $action }» (Esc — оставить прежнюю)
controls-press-pad = Нажмите новую кнопку геймпада для «{ $action }» (Esc — оставить прежнюю)
controls-given = Теперь { $button } — это «{ $action }».
controls-taken = { $button } уже занята: «{ $action }». Сначала дайте этому действию другую клавишу.
controls-reserved = { $button } переключает кнопки или правит текст, её нельзя переназначить.
controls-cancelled = Ничего не изменилось.

controls-confirm = Нажать кнопку в фокусе
controls-back = Назад / закрыть
controls-skip = Пропустить анимацию
controls-pause = Меню паузы
controls-help = Список клавиш
controls-repeat = Повторить вслух
controls-up = Вверх
controls-down = Вниз
controls-left = Влево
controls-right = Вправо
controls-scroll-up = Прокрутка вверх
controls-scroll-down = Прокрутка вниз
controls-fullscreen = Полный экран
controls-continue = { decision-continue }
controls-leave = { decision-leave }
controls-chests = Сундуки
# the groups of Controls: every screen's keys, and each screen's own
controls-screen = Экран
controls-screen-tip = Какие клавиши показаны: общие для всех экранов или клавиши одного экрана
controls-screen-every = Все экраны
controls-screen-expedition = Диамант: экспедиция
controls-screen-club-table = Diamonds Club: стол
controls-screen-replay = Повторы партий
controls-screen-pages = Страницы правил
controls-action-on = { $action } ({ $screen })
controls-expedition-path = Послушать карты в пещере
controls-expedition-carry = Послушать, что при вас
controls-expedition-cave = Послушать, кто в пещере
controls-expedition-odds = Послушать шансы
controls-club-goods = Послушать ваши запасы
controls-club-market = Послушать рынок
controls-club-tiles = Послушать таблички цены
controls-club-parks = Послушать парки
controls-play = Пуск / пауза
controls-step-back = Шаг назад
controls-step-forward = Шаг вперёд
controls-previous-round = Предыдущая экспедиция / раунд
controls-next-round = Следующая экспедиция / раунд
controls-line-down = На строку вниз
controls-line-up = На строку вверх

## Настройки → Высокий контраст
settings-high-contrast = Высокий контраст
settings-high-contrast-tip = Более яркий текст, на тёмной или светлой подложке там, где картинка или цвет под ним мешают читать
