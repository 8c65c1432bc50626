### Diamenty: wbudowani gracze komputerowi (boty), polski.
### Jedna nazwa i jedno zdanie o charakterze na poziom, od najsłabszego.

bot-timid-name = Strachliwy
bot-timid-desc = Początkujący: wraca do obozowiska przy pierwszej pułapce albo z garstką kamieni.

bot-steady-name = Rozważny
bot-steady-desc = Gra ostrożnie: wraca po drugiej pułapce, z dobrym łupem lub gdy w korytarzu leży dużo rubinów.

bot-gambler-name = Hazardzista
bot-gambler-desc = Kusi los na chybił trafił: po drugiej pułapce każda karta to dla niego rzut kością.

bot-counter-name = Rachmistrz
bot-counter-desc = Liczy karty: wraca, gdy kolejna karta grozi większą stratą, niż może przynieść zysku.

bot-tactician-name = Taktyk
bot-tactician-desc = Liczy karty i czyta stół: kto wróci, ile zabierze sam, jaki jest wynik.

bot-expert-name = Ekspert
bot-expert-desc = W myślach rozgrywa resztę ekspedycji, znając zwyczaje każdego gracza.

bot-master-name = Mistrz
bot-master-desc = W myślach rozgrywa setki układów talii, co kartę myśli od nowa i gra o zwycięstwo.

message-bot-refused = Zapisana gra wskazywała bota spoza wbudowanych poziomów. Nie został wczytany: to miejsce zajął wbudowany bot.

bot-plugin-name = { $name } (wtyczka)
bot-plugin-desc = Wtyczka, na którą pozwolono: { $module }. Jeśli zawiedzie, jej miejsce zajmie wbudowany bot.
message-plugin-replaced = Bot z wtyczki zawiódł (myślał za długo, zatrzymał się albo odpowiedział czymś, co nie jest ruchem). Od teraz za niego gra wbudowany bot.
