## Mowa (Ustawienia → Czytanie na głos oraz `--speech-to FILE`): to, co jest czytane na głos dla
## gracza, który nie widzi ekranu. Słyszane, nie widziane: krótkie zdania, bez symboli.

settings-speak = Czytanie na głos
settings-speak-tip = Czytaj na głos przez czytnik ekranu lub głos systemu: zaznaczony element, każdy wiersz dziennika gry i na życzenie podsumowania stołu (klawisze są na liście pod { $help })

a11y-unavailable = niedostępne
a11y-on = Wł.
a11y-off = Wył.
a11y-empty-list = Lista jest pusta
a11y-list-item = { $item }, { $n } z { $count }
a11y-selected = wybrane
a11y-empty-field = puste

## Diamenty
a11y-your-choice = { $turn }: „{ decision-continue }” klawiszem { $c } albo „{ decision-leave }” klawiszem { $l }. Zaznaczona karta: { $card }
a11y-gems-left = { $count ->
    [one] leży na niej { $count } rubin
    [few] leżą na niej { $count } rubiny
   *[many] leży na niej { $count } rubinów
}
a11y-relic-taken = Relikt, już zabrany
a11y-path-empty = W korytarzu nie ma jeszcze kart
a11y-path = { $count ->
    [one] Korytarz, { $count } karta: { $cards }
    [few] Korytarz, { $count } karty: { $cards }
   *[many] Korytarz, { $count } kart: { $cards }
}
a11y-path-gems = { $count ->
    [0] W korytarzu nie leżą żadne rubiny
    [one] W korytarzu leży { $count } rubin
    [few] W korytarzu leżą { $count } rubiny
   *[many] W korytarzu leży { $count } rubinów
}
a11y-no-seat = Nie są pokazane niczyje karty
a11y-relics-held = { $count ->
    [one] Przy sobie { $count } relikt
    [few] Przy sobie { $count } relikty
   *[many] Przy sobie { $count } reliktów
}
a11y-in-cave = W jaskini
a11y-at-camp = W obozowisku
a11y-seat-carries = { $name }: { $count ->
    [one] { $count } rubin
    [few] { $count } rubiny
   *[many] { $count } rubinów
}
a11y-cave = { $count ->
    [one] W jaskini jeden poszukiwacz: { $who }
    [few] W jaskini { $count } poszukiwaczy: { $who }
   *[many] W jaskini { $count } poszukiwaczy: { $who }
}
a11y-cave-empty = W jaskini nie ma nikogo
a11y-camp = W obozowisku: { $who }
a11y-odds-none = Teraz nie ma szans do policzenia: w jaskini nikogo nie ma
a11y-trap-left = { $hazard }: { $count ->
    [0] w talii nie ma już żadnej
    [one] w talii została { $count } karta
    [few] w talii zostały { $count } karty
   *[many] w talii zostało { $count } kart
}
keys-summaries = Posłuchaj: korytarz · co masz · kto w jaskini · szanse · jeszcze raz

## Diamonds Club
a11y-club-row = Rząd { $row }: { $spaces }.
a11y-club-space = { $item }, { $price ->
    [one] { $price } moneta
    [few] { $price } monety
   *[many] { $price } monet
}
a11y-club-space-taken = { $item }, zajęte: { $who }
club-keys-summaries = Posłuchaj: twoje zasoby · targ · tabliczki cen · parki · jeszcze raz

## Napisy (Ustawienia → Napisy): kilka słów na ekranie o dźwięku, który coś oznacza
settings-captions = Napisy
settings-captions-tip = Pokazuj u dołu ekranu kilka słów o każdym dźwięku, który coś oznacza (pułapka, koniec ekspedycji lub rundy), także przy wyłączonym dźwięku
caption-trap = [pułapka: { $hazard }]
caption-disaster = [katastrofa: { $hazard }]
caption-expedition-over = [koniec ekspedycji]

a11y-time-left = Czas na decyzję: jeszcze { $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekundy
   *[many] { $seconds } sekund
}.
