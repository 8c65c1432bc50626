### Diamenty: słowa gry i dziennik rozgrywki (polski).
### Nazwy elementów pochodzą z polskiej instrukcji (zob. GLOSSARY.md). Jednostką
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
round-short = Runda { $round }
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

## Dziennik rozgrywki: czas teraźniejszy, zob. wyjaśnienie na początku pliku.
log-round-started = Zaczyna się ekspedycja { $round }: wszyscy poszukiwacze wchodzą do jaskini.
log-relic-added = Do talii zostaje wtasowany relikt.
log-card-treasure = { $value ->
    [one] Skarb: { $value } rubin.
    [few] Skarb: { $value } rubiny.
    [many] Skarb: { $value } rubinów.
   *[other] Skarb: { $value } rubina.
}
log-gems-shared = { $explorers ->
    [one] Jedyny poszukiwacz w jaskini bierze
   *[other] Poszukiwaczy w jaskini: { $explorers }; każdy bierze
} { $count ->
    [one] { $count } rubin
    [few] { $count } rubiny
    [many] { $count } rubinów
   *[other] { $count } rubina
}{ $remainder ->
    [0] .
    [one] , a na karcie zostaje { $remainder } rubin.
    [few] , a na karcie zostają { $remainder } rubiny.
    [many] , a na karcie zostaje { $remainder } rubinów.
   *[other] , a na karcie zostaje { $remainder } rubina.
}
log-gems-unshared = Poszukiwaczy w jaskini: { $explorers }; rubinów jest za mało do podziału, więc { $remainder ->
    [one] { $remainder } rubin zostaje na karcie.
    [few] { $remainder } rubiny zostają na karcie.
    [many] { $remainder } rubinów zostaje na karcie.
   *[other] { $remainder } rubina zostaje na karcie.
}
log-hazard-first = Pułapka: { hazard-name }. Pierwsza taka karta nie jest groźna.
log-disaster = { $count ->
    [one] Katastrofa: znowu { hazard-name }! Poszukiwacz, który był jeszcze w jaskini, ucieka i traci cały łup.
   *[other] Katastrofa: znowu { hazard-name }! Wszyscy, którzy byli jeszcze w jaskini ({ $count }), uciekają i tracą cały łup.
}
log-hazard-removed = Jedna karta Pułapki „{ hazard-name }” na dobre odpada z gry.
log-relic-revealed = W korytarzu leży relikt.
log-decisions-revealed = Wszystkie decyzje zostają odkryte.
log-player-continues = { $name } idzie dalej.
log-player-leaves = { $gems ->
    [0] { $name } wraca do obozowiska z pustymi rękami.
    [one] { $name } opuszcza jaskinię i chowa do skrzyni { $gems } rubin.
    [few] { $name } opuszcza jaskinię i chowa do skrzyni { $gems } rubiny.
    [many] { $name } opuszcza jaskinię i chowa do skrzyni { $gems } rubinów.
   *[other] { $name } opuszcza jaskinię i chowa do skrzyni { $gems } rubina.
}
log-leavers-share = Rubiny leżące w korytarzu zostają podzielone między wychodzących: każdy dostaje { $count ->
    [one] { $count } rubin
    [few] { $count } rubiny
    [many] { $count } rubinów
   *[other] { $count } rubina
}{ $remainder ->
    [0] .
    [one] , a { $remainder } rubin zostaje w jaskini.
    [few] , a { $remainder } rubiny zostają w jaskini.
    [many] , a { $remainder } rubinów zostaje w jaskini.
   *[other] , a { $remainder } rubina zostaje w jaskini.
}
log-relic-taken = { $name } wynosi z jaskini relikt wart { $value ->
    [one] { $value } punkt.
    [few] { $value } punkty.
    [many] { $value } punktów.
   *[other] { $value } punktu.
}
log-relics-stay = { $count ->
    [one] Kilku poszukiwaczy wychodzi naraz, więc nikt nie zabiera reliktu: zostaje w korytarzu.
   *[other] Kilku poszukiwaczy wychodzi naraz, więc nikt nie zabiera reliktów ({ $count }): zostają w korytarzu.
}
log-relics-lost = { $count ->
    [one] Relikt pozostawiony w korytarzu przepada.
   *[other] Relikty pozostawione w korytarzu ({ $count }) przepadają.
}
log-round-ended-disaster = Ekspedycja kończy się katastrofą.
log-round-ended-empty = Wszyscy poszukiwacze są już w obozowisku: ekspedycja dobiega końca.
log-deck-empty = Talia się skończyła: poszukiwacze, którzy są jeszcze w jaskini, bezpiecznie wracają z tym, co niosą.
log-barricade = Znacznik Blokady zamyka wejście nr { $round }.
log-game-ended = Piąta ekspedycja dobiega końca. Otwieramy skrzynie!
log-winner = Wygrywa { $name }: { $score ->
    [one] { $score } punkt!
    [few] { $score } punkty!
    [many] { $score } punktów!
   *[other] { $score } punktu!
}
log-winners-tie = Zwycięstwo dzielą { $names }: każdy ma { $score ->
    [one] { $score } punkt!
    [few] { $score } punkty!
    [many] { $score } punktów!
   *[other] { $score } punktu!
}
