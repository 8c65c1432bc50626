### Diamenty: dziennik gry, jeden wpis na wiersz (diamant/games/diamant/logbook.py), w czasie teraźniejszym.
### $who to lista imion połączona po polsku („Bob, Karol i Dana”); $people mówi, ile imion
### zawiera: czasownik się z nim zgadza. Komunikaty z końcówką -you zwracają się do gracza przy
### tym ekranie: $who zaczyna się wtedy od logbook-you („Ty, Bob i Karol”).

logbook-you = Ty

logbook-round-started = Zaczyna się ekspedycja { $number }: wszyscy poszukiwacze wchodzą do jaskini.
logbook-relic-added = Do talii zostaje wtasowany relikt.
logbook-treasure = { $value ->
    [one] Skarb: { $value } rubin.
    [few] Skarb: { $value } rubiny.
    [many] Skarb: { $value } rubinów.
   *[other] Skarb: { $value } rubina.
}
logbook-relic-revealed = W korytarzu leży relikt.
logbook-gems-shared = { $explorers ->
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
logbook-gems-unshared = Poszukiwaczy w jaskini: { $explorers }; rubinów jest za mało do podziału, więc { $remainder ->
    [one] { $remainder } rubin zostaje na karcie.
    [few] { $remainder } rubiny zostają na karcie.
    [many] { $remainder } rubinów zostaje na karcie.
   *[other] { $remainder } rubina zostaje na karcie.
}
logbook-hazard-first = Pułapka: { hazard-name }. Pierwsza taka karta nie jest groźna.
logbook-disaster = { $people ->
    [one] Katastrofa: znowu { hazard-name }! { $who } ucieka z jaskini i traci cały łup.
   *[other] Katastrofa: znowu { hazard-name }! { $who } uciekają z jaskini i tracą cały łup.
}
logbook-disaster-you = { $people ->
    [one] Katastrofa: znowu { hazard-name }! Uciekasz z jaskini i tracisz cały łup.
   *[other] Katastrofa: znowu { hazard-name }! { $who } uciekacie z jaskini i tracicie cały łup.
}
logbook-decisions-revealed = Wszystkie decyzje zostają odkryte.
logbook-all-continue = Wszyscy idą dalej.
logbook-continue = { $people ->
    [one] { $who } idzie dalej.
   *[other] { $who } idą dalej.
}
logbook-continue-you = { $people ->
    [one] Idziesz dalej.
   *[other] { $who } idziecie dalej.
}
logbook-path-taken = { $who } wychodzi w pojedynkę i zabiera z korytarza { $count ->
    [one] { $count } rubin.
    [few] { $count } rubiny.
    [many] { $count } rubinów.
   *[other] { $count } rubina.
}
logbook-path-taken-you = Wychodzisz w pojedynkę i zabierasz z korytarza { $count ->
    [one] { $count } rubin.
    [few] { $count } rubiny.
    [many] { $count } rubinów.
   *[other] { $count } rubina.
}
logbook-path-shared = Rubiny leżące w korytarzu zostają podzielone między wychodzących: każdy dostaje { $count ->
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
logbook-leaves = { $gems ->
    [0] { $who } wraca do obozowiska z pustymi rękami.
    [one] { $who } opuszcza jaskinię i chowa do skrzyni { $gems } rubin.
    [few] { $who } opuszcza jaskinię i chowa do skrzyni { $gems } rubiny.
    [many] { $who } opuszcza jaskinię i chowa do skrzyni { $gems } rubinów.
   *[other] { $who } opuszcza jaskinię i chowa do skrzyni { $gems } rubina.
}
logbook-leaves-you = { $gems ->
    [0] Wracasz do obozowiska z pustymi rękami.
    [one] Opuszczasz jaskinię i chowasz do swojej skrzyni { $gems } rubin.
    [few] Opuszczasz jaskinię i chowasz do swojej skrzyni { $gems } rubiny.
    [many] Opuszczasz jaskinię i chowasz do swojej skrzyni { $gems } rubinów.
   *[other] Opuszczasz jaskinię i chowasz do swojej skrzyni { $gems } rubina.
}
logbook-relics-taken = { $who } wynosi z jaskini { $count ->
    [one] relikt wart
    [few] { $count } relikty warte łącznie
    [many] { $count } reliktów wartych łącznie
   *[other] { $count } reliktu wartego łącznie
} { $points ->
    [one] { $points } punkt.
    [few] { $points } punkty.
    [many] { $points } punktów.
   *[other] { $points } punktu.
}
logbook-relics-taken-you = Wynosisz z jaskini { $count ->
    [one] relikt wart
    [few] { $count } relikty warte łącznie
    [many] { $count } reliktów wartych łącznie
   *[other] { $count } reliktu wartego łącznie
} { $points ->
    [one] { $points } punkt.
    [few] { $points } punkty.
    [many] { $points } punktów.
   *[other] { $points } punktu.
}
logbook-relics-stay = { $who } wychodzą razem, więc nikt nie zabiera { $count ->
    [one] reliktu: zostaje w korytarzu.
   *[other] reliktów ({ $count }): zostają w korytarzu.
}
logbook-relics-stay-you = { $who } wychodzicie razem, więc nikt nie zabiera { $count ->
    [one] reliktu: zostaje w korytarzu.
   *[other] reliktów ({ $count }): zostają w korytarzu.
}
logbook-deck-empty = { $people ->
    [one] Talia się skończyła: { $who } bezpiecznie wraca z tym, co niesie.
   *[other] Talia się skończyła: { $who } bezpiecznie wracają z tym, co niosą.
}
logbook-deck-empty-you = { $people ->
    [one] Talia się skończyła: bezpiecznie wracasz z tym, co niesiesz.
   *[other] Talia się skończyła: { $who } bezpiecznie wracacie z tym, co niesiecie.
}
logbook-round-ended-disaster = Ekspedycja kończy się katastrofą.
logbook-hazard-removed = Jedna karta Pułapki „{ hazard-name }” na dobre odpada z gry.
logbook-round-ended = Wszyscy poszukiwacze są już w obozowisku: ekspedycja dobiega końca.
logbook-relics-lost = { $count ->
    [one] Relikt pozostawiony w korytarzu przepada.
   *[other] Relikty pozostawione w korytarzu ({ $count }) przepadają.
}
logbook-barricade = Znacznik Blokady zamyka wejście nr { $number }.
logbook-game-ended = Ostatnia ekspedycja dobiega końca. Otwieramy skrzynie!
logbook-winners = { $people ->
    [one] Wygrywa { $who }: { $score ->
        [one] { $score } punkt!
        [few] { $score } punkty!
        [many] { $score } punktów!
       *[other] { $score } punktu!
    }
   *[other] Zwycięstwo dzielą { $who }: każdy ma { $score ->
        [one] { $score } punkt!
        [few] { $score } punkty!
        [many] { $score } punktów!
       *[other] { $score } punktu!
    }
}
logbook-winners-you = { $people ->
    [one] Wygrywasz: { $score ->
        [one] { $score } punkt!
        [few] { $score } punkty!
        [many] { $score } punktów!
       *[other] { $score } punktu!
    }
   *[other] { $who } dzielicie się zwycięstwem: każdy ma { $score ->
        [one] { $score } punkt!
        [few] { $score } punkty!
        [many] { $score } punktów!
       *[other] { $score } punktu!
    }
}

## Podsumowanie ekspedycji: co kto zanosi do obozowiska (po imieniu, w osobnej kolumnie)
logbook-summary-banked = { $gems ->
    [0] wraca z pustymi rękami
    [one] chowa do skrzyni { $gems } rubin
    [few] chowa do skrzyni { $gems } rubiny
    [many] chowa do skrzyni { $gems } rubinów
   *[other] chowa do skrzyni { $gems } rubina
}
logbook-summary-banked-you = { $gems ->
    [0] wracasz z pustymi rękami
    [one] chowasz do skrzyni { $gems } rubin
    [few] chowasz do skrzyni { $gems } rubiny
    [many] chowasz do skrzyni { $gems } rubinów
   *[other] chowasz do skrzyni { $gems } rubina
}
logbook-summary-relics = { $relics ->
    [one] + relikt
    [few] + { $relics } relikty
    [many] + { $relics } reliktów
   *[other] + { $relics } reliktu
} ({ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
})
logbook-summary-deck-empty = Talia się skończyła: poszukiwacze, którzy są jeszcze w jaskini, bezpiecznie wracają z tym, co niosą.
logbook-summary-caught = { $lost ->
    [0] ucieka z jaskini
    [one] ucieka i traci { $lost } rubin
    [few] ucieka i traci { $lost } rubiny
    [many] ucieka i traci { $lost } rubinów
   *[other] ucieka i traci { $lost } rubina
}
logbook-summary-caught-you = { $lost ->
    [0] uciekasz z jaskini
    [one] uciekasz i tracisz { $lost } rubin
    [few] uciekasz i tracisz { $lost } rubiny
    [many] uciekasz i tracisz { $lost } rubinów
   *[other] uciekasz i tracisz { $lost } rubina
}

## Panel dziennika
logbook-new-lines = { $count ->
    [one] { $count } nowy wiersz ▼
    [few] { $count } nowe wiersze ▼
    [many] { $count } nowych wierszy ▼
   *[other] { $count } nowego wiersza ▼
}
logbook-latest = Do najnowszych ▼

## Powtórka rozegranej partii
replay-title = Powtórka partii
replay-play-tip = Odtwarzaj lub wstrzymaj ({ $skip }, { $play })
replay-step-back-tip = O kartę wstecz ({ $left }, { $step_back })
replay-step-forward-tip = O kartę dalej ({ $right }, { $step_forward })
replay-prev-round-tip = Poprzednia ekspedycja ({ $previous_round })
replay-next-round-tip = Następna ekspedycja ({ $next_round })
replay-speed-tip = Tempo: szybciej (+) lub wolniej (-)
replay-chests = Skrzynie
replay-chests-open = Wszystkie otwarte
replay-chests-seat = Jak widzi { $name }
replay-close = Wróć
replay-step = Karta { $step } z { $total }

## Ostatni wiersz `diamant replay` (obie gry): końcowy wynik każdego miejsca
replay-scores = Wynik końcowy: { $scores }.
replay-score = { $name } – { $points } pkt

logbook-time-ran-out = { $who }: czas minął, decyduje bot.
logbook-time-ran-out-you = Twój czas minął: bot decyduje za ciebie.
