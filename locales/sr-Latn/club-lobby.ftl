### Diamonds Club u glavnom meniju i u njegovom lobiju (srpski, latinica).

club-game-name = { "Diamonds Club" }
club-tagline = Rudnici, dragulji i najlepši park
club-new-game-confirm-body = U toku je partija igre { "Diamonds Club" }. Ostaje sačuvana među odigranim partijama i možete je nastaviti kad god želite.

club-lobby-title = Nova igra: { "Diamonds Club" }
club-lobby-hint = Od 2 do 4 igrača, svako u svojoj boji. Kliknite na boju da je promenite.
club-lobby-you = Vi
club-lobby-player = Igrač { $n }
club-lobby-name-tip = Ime koje se vidi za stolom
club-lobby-name-placeholder = Ime
club-lobby-person = Čovek
club-lobby-bot = Bot
club-lobby-kind-tip = Čovek za ovim ekranom ili bot
club-lobby-level-tip = Kako ovaj bot igra
club-lobby-person-desc = Igra za ovim ekranom.
club-lobby-remove-tip = Uklonite ovo mesto
club-lobby-colour-tip = Boja: { $colour }. Kliknite da je promenite
club-lobby-add = Dodaj mesto
club-lobby-back = Nazad
club-lobby-start = Igraj

club-colour-red = crvena
club-colour-white = bela
club-colour-bronze = bronzana
club-colour-blue = plava

club-bot-random = Nasumični
club-bot-random-desc = Igra bilo koji dozvoljeni potez, bez plana.
club-bot-beginner = Početnik
club-bot-beginner-desc = Uzima ono što odmah donosi poene, i ponekad pogreši.
club-bot-steady = Oprezni
club-bot-steady-desc = Odmerava svaki potez korak unapred: poeni, staze razvoja, obavezna polja.
club-bot-master = Majstor
club-bot-master-desc = U glavi mnogo puta odigra svaki potez do kraja runde.
