### Diamonds Club в главном меню и в его лобби (русский).

club-game-name = Diamonds Club
club-tagline = Шахты, камни и самый красивый парк
club-new-game-confirm-body = Идёт партия Diamonds Club. Она останется среди прошлых партий, и её можно будет продолжить когда угодно.

club-lobby-title = Новая игра: Diamonds Club
club-lobby-hint = От 2 до 4 игроков, у каждого свой цвет. Нажмите на цвет, чтобы сменить его.
club-lobby-you = Вы
club-lobby-player = Игрок { $n }
club-lobby-name-tip = Имя, которое видно за столом
club-lobby-name-placeholder = Имя
club-lobby-person = Человек
club-lobby-bot = Бот
club-lobby-kind-tip = Человек за этим экраном или бот
club-lobby-level-tip = Как играет этот бот
club-lobby-person-desc = Играет за этим экраном.
club-lobby-remove-tip = Убрать это место
club-lobby-colour-tip = Цвет: { $colour }. Нажмите, чтобы сменить
club-lobby-add = Добавить место
club-lobby-back = Назад
club-lobby-start = Играть

club-colour-red = красный
club-colour-white = белый
club-colour-bronze = бронзовый
club-colour-blue = голубой

club-bot-random = Случайный
club-bot-random-desc = Делает любой разрешённый ход, без всякого плана.
club-bot-beginner = Новичок
club-bot-beginner-desc = Берёт то, что сразу приносит победные очки, и иногда ошибается.
club-bot-steady = Осторожный
club-bot-steady-desc = Взвешивает каждый ход на шаг вперёд: очки, шкалы развития, обязательные места.
club-bot-master = Мастер
club-bot-master-desc = Много раз проигрывает в уме каждый ход до конца раунда.
