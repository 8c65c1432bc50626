### Okvir aplikacije: glavni meni, podešavanja, pravila, pauza, izlaz, istorija, poruke (srpski, latinica).
### Ćirilica (locales/sr-Cyrl) se pravi iz ove datoteke alatom tools/make_sr_cyrl.py.
### Dugmad su imenice ili imperativ („Nova igra“, „Podešavanja“, „Izlaz“). Pol igrača ne znamo,
### pa u tekstovima sa imenom nema prošlog vremena.

## Glavni meni
title-tagline = Okušajte sreću u pećini Takora
title-version = Verzija { $version }
menu-new-game = Nova igra
menu-new-game-tip = Okupite igrače i botove za stolom i počnite novu partiju
menu-continue = Nastavi
menu-continue-tip = Povratak u prekinutu partiju; sačuvana je automatski
menu-continue-game = Nastavi: { $game }
title-game-tip = Izaberite igru: nova igra, nastavak i pravila važe za izabranu igru
menu-rules = Kako se igra
menu-rules-tip = Pravila igre sa slikama karata
menu-settings = Podešavanja
menu-settings-tip = Jezik, ekran, brzina animacije i zvuk
menu-history = Odigrane partije
menu-history-tip = Završene partije, poeni i rekordi; ponovni pregled partije
menu-quit = Izlaz
menu-quit-tip = Zatvaranje igre

## Podešavanja
settings-title = Podešavanja
settings-section-game = Igra i ekran
settings-section-sound = Zvuk
settings-language = Jezik
settings-language-tip = Jezik se menja odmah
settings-display = Ekran
settings-display-tip = Igra u prozoru ili preko celog ekrana (menja se i tasterom { $fullscreen })
settings-windowed = Prozor
settings-fullscreen = Ceo ekran
settings-animation-speed = Brzina animacije
settings-animation-speed-tip = Koliko brzo se kreću karte i kamenje; „Odmah“ prikazuje svaki ishod bez čekanja
settings-speed-instant = Odmah
settings-speed-slow = Sporo
settings-speed-normal = Normalno
settings-speed-fast = Brzo
settings-reduced-motion = Manje pokreta
settings-reduced-motion-tip = Bez drmanja, treperenja i poskakivanja; stvari se postepeno pojavljuju umesto da lete
settings-interface-size = Veličina interfejsa
settings-interface-size-tip = Tekst i sve na šta se klikće, veće: 100% kako je nacrtano, do 200%. Ekrani se iznova raspoređuju u prostoru koji imaju
settings-interface-size-value = { $percent }%
settings-curtain = Zavesa pri smeni igrača
settings-curtain-tip = Kad više ljudi igra za jednim ekranom: sto je skriven dok sledeći igrač ne sedne
settings-learning-aid = Pomoć za početnike
settings-learning-aid-tip = Tokom igre prikazuje šanse sledeće karte: zamke u pećini i koliko ih je ostalo u špilu, preostale karte i relikvije, verovatnoću katastrofe
settings-master-volume = Jačina zvuka
settings-master-volume-tip = Jačina svih zvukova
settings-effects-volume = Efekti
settings-effects-volume-tip = Karte, kamenje i zamke
settings-ambient-volume = Zvuci pećine
settings-ambient-volume-tip = Tihi zvuk pećine u pozadini
settings-mute = Bez zvuka
settings-mute-tip = Isključuje sve zvukove
settings-no-sound-device = Nije pronađen zvučni uređaj: igra ide bez zvuka.
settings-back = Gotovo

## Pravila
rules-back = Nazad
rules-contents = Sadržaj
rules-scroll-tip = Pomerajte točkićem miša ili strelicama

## Pauza i izlazak
pause-title = Pauza
pause-resume = Nastavi
pause-quit-to-menu = Izađi u meni
quit-title = Napustiti ovu partiju?
quit-app-title = Zatvoriti Dijamant?
quit-autosaved = Partija se čuva automatski. Izaberite „Nastavi“ u glavnom meniju da biste igrali dalje od istog mesta.
quit-keep-playing = Igraj dalje
quit-to-menu = Izađi u meni
quit-app = Izlaz

## Odigrane partije
history-title = Odigrane partije
history-empty = Još nema završenih partija. Partije se pojavljuju ovde kad se završe.
history-reading = Učitavaju se odigrane partije… { $done } od { $total }
# a game's part of the record: its name and its finished games with a person at the table
history-game-head = { $game }: { $count ->
    [one] { $count } partija
    [few] { $count } partije
   *[other] { $count } partija
}
history-games = Odigrano partija: { $count }
history-human-games = Sa ljudima: { $count }
history-best = Najbolji rezultat: { $score } ({ $name })
history-wins = { $name }: { $wins } { $wins ->
    [one] pobeda
    [few] pobede
   *[other] pobeda
} u { $games } { $games ->
    [one] partiji
    [few] partije
   *[other] partija
}
history-bot-record = Protiv bota „{ $bot }“: { $wins } { $wins ->
    [one] pobeda
    [few] pobede
   *[other] pobeda
} u { $games } { $games ->
    [one] partiji
    [few] partije
   *[other] partija
}
history-bots-head = Protiv botova
history-row = { $date } · { $edition } · { $players ->
    [one] { $players } igrač
   *[other] { $players } igrača
}
history-winner = { $count ->
    [one] Pobeda: { $names }
   *[other] Pobedu dele: { $names }
}
history-replay = Pogledaj ponovo
history-replay-tip = Cela partija još jednom, kartu po kartu
history-show-log = Dnevnik partije
history-show-log-tip = Tok partije, kartu po kartu
history-back = Nazad
history-log-title = Partija odigrana { $date }
history-scores = Poeni
history-record-damaged = Zapis ove partije ne može da se pročita.

## Poruke
message-not-available = Ovaj deo igre nije dostupan u ovoj verziji.
message-no-saved-game = Nema sačuvane partije koja bi se nastavila.
message-settings-not-saved = Podešavanja nisu mogla da se sačuvaju; važe dok ne zatvorite igru.
message-settings-linked = Datoteka podešavanja { $path } je link, a Dijamant nikada ne upisuje preko linka: promene važe dok ne zatvorite igru. Da biste ih sačuvali, zamenite link kopijom datoteke.
error-title = Nešto nije u redu
error-body = Dijamant se zaustavio zbog neočekivane greške. Detalji su zapisani u { $path }.
