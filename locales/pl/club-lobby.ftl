### Diamonds Club w menu głównym i w jego lobby (polski).

club-game-name = Diamonds Club
club-tagline = Kopalnie, klejnoty i piękny park
club-new-game-confirm-body = Trwa partia Diamonds Club. Zostanie zachowana wśród rozegranych gier i w każdej chwili można ją będzie kontynuować.

club-lobby-title = Nowa gra: Diamonds Club
club-lobby-hint = Od 2 do 4 graczy, każdy w swoim kolorze. Kliknij kolor, aby go zmienić.
club-lobby-you = Ty
club-lobby-player = Gracz { $n }
club-lobby-name-tip = Imię widoczne przy stole
club-lobby-name-placeholder = Imię
club-lobby-person = Człowiek
club-lobby-bot = Bot
club-lobby-kind-tip = Człowiek przy tym ekranie albo bot
club-lobby-level-tip = Jak gra ten bot
club-lobby-person-desc = Gra przy tym ekranie.
club-lobby-remove-tip = Usuń to miejsce
club-lobby-colour-tip = Kolor: { $colour }. Kliknij, aby zmienić
club-lobby-add = Dodaj miejsce
club-lobby-back = Wróć
club-lobby-start = Graj

club-colour-red = czerwony
club-colour-white = biały
club-colour-bronze = brązowy
club-colour-blue = niebieski

club-bot-random = Losowy
club-bot-random-desc = Wykonuje dowolny dozwolony ruch, bez planu.
club-bot-beginner = Nowicjusz
club-bot-beginner-desc = Bierze to, co od razu daje punkty, i czasem się myli.
club-bot-steady = Rozważny
club-bot-steady-desc = Patrzy jeden ruch do przodu: punkty, tory rozwoju, pola obowiązkowe.
club-bot-master = Mistrz
club-bot-master-desc = Wiele razy rozgrywa w myślach każdy ruch do końca rundy.
