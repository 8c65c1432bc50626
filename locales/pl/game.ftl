### Diamenty: słowa gry i dziennik rozgrywki (polski).
### Nazwy elementów pochodzą z polskiej instrukcji (zob. glossary.toml). Jednostką
### liczenia jest rubin: 1 rubin, 2 rubiny, 5 rubinów, 22 rubiny, 25 rubinów, 1,5 rubina.
###
### Uzgodnienie z imieniem gracza: w czasie przeszłym czasownik zależy od rodzaju
### („wyszedł/wyszła”), a płci gracza nie znamy. Dlatego dziennik jest prowadzony
### w czasie teraźniejszym („{ $name } wychodzi z jaskini”), który w 3. osobie nie ma
### rodzaju. Imię zawsze stoi w mianowniku jako podmiot, więc nie trzeba go odmieniać.
### Gdy podmiotem byłaby liczba, używamy zapisu „Poszukiwaczy w jaskini: 3”.

game-title = Diamenty
cave-name = Jaskinia Tacora
cave = Jaskinia
round = Ekspedycja
round-of = Ekspedycja { $round } z { $total }
round-short = Eksp. { $round }
expedition-card = Karta Ekspedycji
deck-count = { $count ->
    [one] { $count } karta w talii
    [few] { $count } karty w talii
    [many] { $count } kart w talii
   *[other] { $count } karty w talii
}
path = Korytarz

## Karty
card-treasure = Skarb
card-treasure-value = { $value ->
    [one] Skarb: { $value } rubin
    [few] Skarb: { $value } rubiny
    [many] Skarb: { $value } rubinów
   *[other] Skarb: { $value } rubina
}
card-hazard = Pułapka
card-relic = Relikt
relic-worth = { $value ->
    [one] Relikt: { $value } punkt
    [few] Relikt: { $value } punkty
    [many] Relikt: { $value } punktów
   *[other] Relikt: { $value } punktu
}
hazard-spiders = Ogromne pająki
hazard-snakes = Węże
hazard-lava = Lawa
hazard-boulders = Toczące się kule
hazard-rams = Tarany
# Nazwa pułapki o kodzie $hazard (mianownik).
hazard-name = { $hazard ->
    [spiders] ogromne pająki
    [snakes] węże
    [lava] lawa
    [boulders] toczące się kule
    [rams] tarany
   *[other] { $hazard }
}

## Kamienie Szlachetne
gem-ruby = Rubin
gem-diamond = Diament
gems = Kamienie Szlachetne
gems-count = { $count ->
    [one] { $count } rubin
    [few] { $count } rubiny
    [many] { $count } rubinów
   *[other] { $count } rubina
}
rubies-count = { $count ->
    [one] { $count } rubin
    [few] { $count } rubiny
    [many] { $count } rubinów
   *[other] { $count } rubina
}
diamonds-count = { $count ->
    [one] { $count } diament
    [few] { $count } diamenty
    [many] { $count } diamentów
   *[other] { $count } diamentu
}
points-count = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
}

## Gracze i plansza
explorer = Poszukiwacz
explorers-count = { $count ->
    [one] { $count } poszukiwacz
    [few] { $count } poszukiwacze
    [many] { $count } poszukiwaczy
   *[other] { $count } poszukiwacza
}
players-count = { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}
chest = Skrzynia
camp = Obozowisko
carried = Przy sobie
in-cave = W jaskini
at-camp = W obozowisku
score = Wynik
decision-continue = Brawura
decision-leave = Powrót
decision-hidden = Decyzja podjęta
barricade = Znacznik Blokady
entrance = Wejście do jaskini
entrance-number = Wejście { $number }

## Wersje i opcje
edition = Wersja
edition-classic = Klasyczna
edition-iello = Wszystkie relikty od razu
edition-relic-hunt = Wariant: Relikty
edition-incan-gold = Incan Gold
edition-custom = Własne zasady
chests = Skrzynie
chests-open = Otwarte skrzynie
chests-secret = Zakryte skrzynie
