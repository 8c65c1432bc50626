### Оболочка приложения: главное меню, настройки, правила, пауза, выход, история, сообщения (русский).
### Пункты меню и кнопки — инфинитивы или существительные («Новая игра», «Настройки», «Выход»).
### Пол игрока неизвестен, поэтому в строках с именем нет глаголов прошедшего времени.

## Главное меню
title-tagline = Испытайте удачу в пещере Такора
title-version = Версия { $version }
menu-new-game = Новая игра
menu-new-game-tip = Собрать стол из игроков и ботов и начать новую партию
menu-continue = Продолжить
menu-continue-tip = Вернуться к прерванной партии: она сохранилась автоматически
menu-continue-game = Продолжить: { $game }
title-game-tip = Выберите игру: новая игра, продолжение и правила — для выбранной игры
menu-rules = Как играть
menu-rules-tip = Правила игры с изображениями карт
menu-settings = Настройки
menu-settings-tip = Язык, экран, скорость анимации и звук
menu-history = Прошлые партии
menu-history-tip = Сыгранные партии, очки и рекорды; повтор любой партии
menu-quit = Выход
menu-quit-tip = Закрыть игру

## Настройки
settings-title = Настройки
settings-section-game = Игра и экран
settings-section-sound = Звук
settings-language = Язык
settings-language-tip = Язык меняется сразу
settings-display = Экран
settings-display-tip = Играть в окне или в полноэкранном режиме (переключается также клавишей { $fullscreen })
settings-windowed = В окне
settings-fullscreen = Полный экран
settings-animation-speed = Скорость анимации
settings-animation-speed-tip = Как быстро движутся карты и камни; «Мгновенно» сразу показывает результат
settings-speed-instant = Мгновенно
settings-speed-slow = Медленно
settings-speed-normal = Обычно
settings-speed-fast = Быстро
settings-reduced-motion = Меньше движения
settings-reduced-motion-tip = Без тряски, мигания и подпрыгивания: всё плавно появляется и исчезает, а не летает
settings-interface-size = Размер интерфейса
settings-interface-size-tip = Текст и всё, на что нажимают, крупнее: 100 % как нарисовано, до 200 %. Экраны заново раскладываются под доступное место
settings-interface-size-value = { $percent } %
settings-curtain = Шторка при передаче хода
settings-curtain-tip = Если за одним экраном несколько человек: стол скрыт, пока следующий игрок садится за экран
settings-learning-aid = Подсказки новичку
settings-learning-aid-tip = Во время игры показывать шансы следующей карты: ловушки на пути и сколько их ещё в стопке, оставшиеся карты и реликвии, шанс, что ловушка сработает
settings-master-volume = Громкость
settings-master-volume-tip = Общая громкость всех звуков
settings-effects-volume = Эффекты
settings-effects-volume-tip = Карты, камни и ловушки
settings-ambient-volume = Звуки пещеры
settings-ambient-volume-tip = Тихий фоновый шум пещеры
settings-mute = Без звука
settings-mute-tip = Отключить все звуки
settings-no-sound-device = Звуковое устройство не найдено: игра идёт без звука.
settings-back = Готово

## Правила
rules-back = Назад
rules-contents = Содержание
rules-scroll-tip = Прокрутка колесом мыши или клавишами со стрелками

## Пауза и выход
pause-title = Пауза
pause-resume = Продолжить
pause-quit-to-menu = Выйти в меню
quit-title = Покинуть партию?
quit-app-title = Закрыть «Диамант»?
quit-autosaved = Партия сохраняется автоматически. Выберите «Продолжить» в главном меню, чтобы играть дальше с того же места.
quit-keep-playing = Играть дальше
quit-to-menu = Выйти в меню
quit-app = Выход

## Прошлые партии
history-title = Прошлые партии
history-empty = Сыгранных партий пока нет. Партии появятся здесь, когда закончатся.
history-reading = Загрузка прошлых партий… { $done } из { $total }
# a game's part of the record: its name and its finished games with a person at the table
history-game-head = { $game }: { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}
history-games = Сыграно партий: { $count }
history-human-games = С живыми игроками: { $count }
history-best = Лучший результат: { $score } ({ $name })
history-wins = { $name }: { $wins } { $wins ->
    [one] победа
    [few] победы
    [many] побед
   *[other] победы
} из { $games }
history-bot-record = Против бота «{ $bot }»: { $wins } { $wins ->
    [one] победа
    [few] победы
    [many] побед
   *[other] победы
} из { $games }
history-bots-head = Против ботов
history-row = { $date } · { $edition } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
    [many] { $players } игроков
   *[other] { $players } игрока
}
history-winner = { $count ->
    [one] Победа: { $names }
   *[other] Победу делят: { $names }
}
history-replay = Смотреть повтор
history-replay-tip = Посмотреть всю партию заново, карта за картой
history-show-log = Журнал партии
history-show-log-tip = Прочитать, что происходило, карта за картой
history-back = Назад
history-log-title = Партия от { $date }
history-scores = Очки
history-record-damaged = Запись этой партии не удаётся прочитать.

## Сообщения
message-not-available = Эта часть игры недоступна в этой сборке.
message-no-saved-game = Нет сохранённой партии, которую можно продолжить.
message-settings-not-saved = Не удалось сохранить настройки; они действуют до закрытия игры.
message-settings-linked = Файл настроек { $path } — это ссылка, а «Диамант» никогда не записывает через ссылки: изменения действуют до закрытия игры. Чтобы их сохранить, замените ссылку копией файла.
error-title = Что-то пошло не так
error-body = «Диамант» остановлен из-за непредвиденной ошибки. Подробности записаны в { $path }.
