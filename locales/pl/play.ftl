### Diamenty: słowa toczącej się gry (gracze przy stole, plansza, ekspedycja, zmiana gracza, wyniki) (polski).
### Słowa gry (karty, pułapki, „Brawura”/„Powrót”, dziennik) są w game.ftl.
### Płci gracza nie znamy: przy imieniu używamy czasu teraźniejszego („chowa”, „myśli”)
### lub zwrotów bez czasownika („{ $name }: decyzja podjęta”). W podsumowaniu ekspedycji imię
### stoi w osobnej kolumnie, a tekst dopowiada do niego orzeczenie w czasie teraźniejszym.

## Gracze przy stole
play-lobby-title = Nowa gra
play-seats-head = Miejsca przy stole: { $count }
play-default-human = Ty
play-player-n = Gracz { $n }
play-name-tip = Imię widoczne przy stole
play-name-placeholder = Imię
play-colour-tip = Zmień kolor i symbol
play-kind-human = Człowiek
play-kind-bot = Bot
play-level-tip = Jak gra ten bot
play-remove-tip = Usuń to miejsce
play-add-seat = Dodaj miejsce
play-human-desc = Gra przy tym ekranie.
play-back = Wróć
play-start = Graj
# Każda wersja: skąd pochodzi (jedno zdanie), potem co zmienia.
play-edition-classic-desc = Podstawowa gra z polskiej instrukcji (Portal Games, 2017) i zasady z 2005 roku: 30 kart, bez reliktów.
play-edition-iello-desc = Zasada serbskiego wydania Iello (2016). Od początku w talii jest pięć reliktów: pierwsze trzy wyniesione są warte po 5 punktów, ostatnie dwa po 10.
play-edition-relic-hunt-desc = Wariant z polskiej instrukcji (Portal Games, 2017). Przed każdą ekspedycją do talii trafia relikt: 5, 7, 8, 10, a na końcu 12 punktów.
play-edition-incan-gold-desc = Jak w Incan Gold, angielskim wydaniu. Przed każdą ekspedycją do talii trafia relikt: pierwsze trzy są warte po 5 punktów, ostatnie dwa po 10.
play-chests-open-desc = Wszyscy widzą zawartość wszystkich skrzyń przez całą grę.
play-chests-secret-desc = Zawartość skrzyni widzi tylko jej właściciel; skrzynie otwiera się na końcu gry.

## Plansza
play-board-title = Ekspedycja { $round } z { $total }
play-standings = Wyniki
play-board-open = Skrzynie są otwarte: wszyscy widzą wyniki.
play-board-secret = Skrzynie są zakryte: wyniki pozostają ukryte do końca gry.
play-start-expedition = Wejdź do jaskini
play-menu = Menu

## Ekspedycja
play-pause-tip = Pauza
play-spectator-speed = Szybkość
play-skip-to-camp = Od razu do obozowiska
play-skip-to-camp-tip = Szybko dograj tę ekspedycję: nikogo z graczy przy tym ekranie nie ma już w jaskini
play-spectating = Grają boty. Ty tylko oglądasz.
play-your-choice = { $name }, twój wybór
play-chosen = { $name }: decyzja podjęta
play-your-choice-solo = Twój wybór
play-chosen-solo = Decyzja podjęta
play-carried = { $count ->
    [one] Przy sobie: { $count } rubin
    [few] Przy sobie: { $count } rubiny
    [many] Przy sobie: { $count } rubinów
   *[other] Przy sobie: { $count } rubina
}
play-chest = { $count ->
    [one] W skrzyni: { $count } rubin
    [few] W skrzyni: { $count } rubiny
    [many] W skrzyni: { $count } rubinów
   *[other] W skrzyni: { $count } rubina
}
play-chest-hidden = Skrzynia pozostaje zakryta.
play-relics-on-path = { $count ->
    [1] Relikt
   *[other] Relikty ({ $count })
}: { $value } pkt za samotny powrót
play-keys-hint = { $c }: Brawura · { $l }: Powrót · { $left }/{ $right }, { $confirm }: wybór
play-thinking = { $count ->
    [1] { $names } myśli
   *[other] { $names } myślą
}
play-waiting = Czekamy na pozostałych…
play-log = Co się wydarzyło
play-aid-title = Szanse następnej karty
play-aid-risk = Koniec ekspedycji: { $percent }%
play-aid-cards = { $count ->
    [one] { $count } karta w talii
    [few] { $count } karty w talii
   *[other] { $count } kart w talii
}
play-aid-deadly = { $count ->
    [one] { $count } z nich kończy ekspedycję
    [few] { $count } z nich kończą ekspedycję
   *[other] { $count } z nich kończy ekspedycję
}
play-aid-relics = { $count ->
    [one] w tym { $count } relikt
    [few] w tym { $count } relikty
   *[other] w tym { $count } reliktów
}
play-aid-gain = Zysk: średnio { $gems } na osobę
play-aid-traps = Pułapki (zostało w talii):
play-aid-no-traps = W korytarzu nie ma jeszcze pułapek

## Zmiana gracza
play-handover-title = Przekaż ekran: { $name }
play-handover-body = Niech teraz na ekran patrzy tylko { $name }. Decyzje innych graczy nie są pokazywane.
play-handover-ready = To ja, { $name }: pokaż moje karty

## Koniec ekspedycji
play-round-over = Koniec ekspedycji { $round }
play-round-reason-disaster = Druga karta „{ hazard-name }”: poszukiwacze, którzy byli jeszcze w jaskini, uciekają i tracą wszystko, co nieśli.
play-round-reason-left = Wszyscy poszukiwacze są z powrotem w obozowisku.
play-next-round = Do obozowiska
play-see-scores = Pokaż wyniki
play-straight-on = Dalej: ekspedycja { $round }

## Wyniki
play-winner = Wygrywa { $name }!
# Wygrywa jedyny gracz przy tym ekranie, pod domyślnym imieniem (play-default-human).
play-winner-you = Wygrywasz!
# Dwóch lub więcej zwycięzców ($count); jeden zwycięzca to play-winner.
play-winners = { $count ->
    [one] Wygrywa { $names }!
   *[other] Zwycięstwo dzielą { $names }!
}
# Dwóch lub więcej zwycięzców, wśród nich jedyny gracz przy tym ekranie („Ty”), wymieniony pierwszy.
play-winners-you = { $names } dzielicie zwycięstwo!
play-col-player = Gracz
play-col-relics = Relikty
play-chart-title = Łup z każdej ekspedycji
play-again = Zagraj jeszcze raz
play-back-to-menu = Menu

play-time-left = { $seconds } s
