### Diamonds Club: sprzedaż kompletów (faza kamieni), okno budowy, podsumowanie rundy i wyniki końcowe.
### Słowa gry przychodzą gotowe z komunikatów club-word-* pliku club.ftl ($token, $gem, $gems, $tile).

club-dlg-confirm = Zatwierdź
club-dlg-cancel = Anuluj
club-dlg-continue = Dalej
club-dlg-nothing = —
club-dlg-tile = { $tile ->
    [fountain] Fontanna
    [orangery] Oranżeria
    [pavilion] Pawilon
    [rose-garden] Ogród różany
    [any] Dowolny obiekt
   *[forest] Las
}

## Faza 4: kamienie szlachetne

club-dlg-gems-title = { $name }: sprzedaż kompletów
club-dlg-gems-help = Każdy pełny komplet (kopalnia, prawa wydobycia i statek) zostaje sprzedany. Kliknij żeton, a potem inny żeton tego samego rodzaju, by je zamienić.
club-dlg-gems-sets = Sprzedane komplety
club-dlg-gems-set = Komplet { $number }
club-dlg-gems-no-set = Brak pełnego kompletu do sprzedania.
club-dlg-gems-kept = Zostaje na następną rundę
club-dlg-gems-returned = Wraca do puli
club-dlg-gems-total = Dostajesz
club-dlg-gems-tech = Technologia: każdy komplet +
club-dlg-gems-tech-tip = Tor technologii dodaje do każdego sprzedanego kompletu: { $gems ->
    [0] { $diamonds } diament.
    [one] { $gems } kamień jego koloru{ $diamonds ->
        [0] .
       *[other] {" "}i { $diamonds } diament.
    }
   *[other] { $gems } kamienie jego koloru{ $diamonds ->
        [0] .
       *[other] {" "}i { $diamonds } diament.
    }
}
club-dlg-gems-best = Najlepszy plan
club-dlg-gems-best-tip = Wróć do planu, który daje najwięcej kamieni
club-dlg-gems-token-tip = { $token }: kliknij, potem wybierz inny żeton tego rodzaju do zamiany
club-dlg-gems-swap-tip = { $token }: kliknij, by zamienić z wybranym żetonem

## Faza 5: budowa

club-dlg-build-title = Budowa: { $tile }
club-dlg-build-tile-tip = Buduj według tabliczki ceny „{ $tile }”
club-dlg-build-object-tip = Zbuduj według tej tabliczki ceny: { $tile }
club-dlg-build-price = Cena
club-dlg-build-markers = { $count ->
    [one] +{ $count } kamień za znacznik gracza
    [few] +{ $count } kamienie za znaczniki graczy
    [many] +{ $count } kamieni za znaczniki graczy
   *[other] +{ $count } kamienia za znaczniki graczy
}
club-dlg-build-no-markers = Na tej płytce ceny nie ma znaczników innych graczy.
club-dlg-build-goes-head = Twój park
club-dlg-build-goes-required = Kafelek trafi na swoje pole obowiązkowe.
club-dlg-build-goes-light = Kafelek trafi na jasnozielone pole.
club-dlg-build-goes-dark = Kafelek trafi na ciemnozielone pole.
club-dlg-build-forest = Las: rewers kafelka „{ $tile }” z największego stosu.
club-dlg-build-pay = Płatność ({ $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
})
club-dlg-build-held = masz { $count }
club-dlg-build-more-tip = Zapłać więcej: { $gem }
club-dlg-build-less = Zapłać mniej: { $gem }
club-dlg-build-choose = { $count ->
    [one] Wybierz jeszcze { $count } kamień.
    [few] Wybierz jeszcze { $count } kamienie.
    [many] Wybierz jeszcze { $count } kamieni.
   *[other] Wybierz jeszcze { $count } kamienia.
}
club-dlg-build-wrong = Cena wymaga: { $gems } (diament może zastąpić każdy z nich).
club-dlg-build-ready = Można budować.
club-dlg-build-suggest = Proponowana płatność
club-dlg-build-confirm = Buduj
club-dlg-build-used = Ta tabliczka ceny była już użyta przez ciebie w tej rundzie.
club-dlg-build-empty = Nie zostało płytek tego rodzaju.
club-dlg-build-no-space = W twoim parku nie ma na nią miejsca.
club-dlg-build-poor = Masz za mało kamieni na tę cenę.
club-dlg-build-not-now = To nie twoja kolej budowy.

## Podsumowanie rundy

club-dlg-round-title = Koniec rundy { $round }
club-dlg-round-coins = Najwięcej niewydanych monet ({ $coins }): { $who } { $people ->
    [one] dostaje diament.
   *[other] dostają po diamencie.
}
club-dlg-round-lead = Najdalej na torze kolejności: { $who } { $people ->
    [one] dostaje diament.
   *[other] dostają po diamencie.
}
club-dlg-round-leader = W następnej rundzie liderem będzie { $who }.
club-dlg-round-end = { $who } zapełnia wszystkie jasnozielone pola: koniec gry.
club-dlg-round-coins-you = Najwięcej niewydanych monet ({ $coins }): { $who } { $people ->
    [one] dostajesz diament.
   *[other] dostajecie po diamencie.
}
club-dlg-round-lead-you = Najdalej na torze kolejności: { $who } { $people ->
    [one] dostajesz diament.
   *[other] dostajecie po diamencie.
}
club-dlg-round-leader-you = W następnej rundzie liderem będziesz ty.
club-dlg-round-end-you = Zapełniasz wszystkie jasnozielone pola: koniec gry.
club-dlg-col-player = Gracz
club-dlg-col-diamonds = Diamenty
club-dlg-col-sets = Komplety
club-dlg-col-gems = Kamienie
club-dlg-col-built = Budowle
club-dlg-col-bonus = Karty premii
club-dlg-bonus-tip = Karta premii „{ $card }”: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}

## Wyniki końcowe

club-dlg-score-winner = Wygrywa { $name }!
club-dlg-score-winners = Wygraną dzielą { $names }!
# Wygrywa jedyna osoba przy tym ekranie pod domyślną nazwą („Ty”); albo dzieli wygraną, wymieniona pierwsza.
club-dlg-score-winner-you = Wygrywasz!
club-dlg-score-winners-you = { $names } dzielicie się wygraną!
club-dlg-score-nobody = Nikt nie zapełnił pól obowiązkowych: nikt nie wygrywa.
club-dlg-score-tie = Remis ({ $points } pkt): decyduje liczba kamieni ({ $gems }).
club-dlg-score-ineligible = Nie wszystkie pola obowiązkowe zapełnione: brak punktów
club-dlg-row-objects = Krajobrazy
club-dlg-row-forests = Lasy
club-dlg-row-trios = Trójki zwierząt
club-dlg-row-singles = Pojedyncze zwierzęta
club-dlg-row-bonus = Karty premii
club-dlg-row-tech = Tor technologii
club-dlg-row-money = Tor pieniędzy
club-dlg-row-total = Razem
club-dlg-row-gems = Kamienie (remis)
# how a row of the final scores was made: 3 forests, 6 points each
club-dlg-score-times = { $count } × { $points }
club-dlg-again = Zagraj ponownie
club-dlg-to-title = Menu
# the final scores page: its toggle between the table of points and the players' final parks
club-dlg-show-parks = Parki na koniec
club-dlg-show-scores = Punkty
club-dlg-show-parks-tip = Park każdego gracza na koniec gry
club-dlg-show-scores-tip = Wróć do tabeli punktów

# the captions of the club's sounds that tell something (Settings: Captions)
club-caption-round-over = [koniec rundy]
club-caption-game-over = [koniec gry]
