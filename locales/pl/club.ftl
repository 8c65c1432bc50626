### Diamonds Club: dziennik gry, jeden wpis w wierszu (diamant/games/club/log.py), w czasie teraźniejszym.
### $who to imiona połączone po polsku („Ola, Bartek i Kasia”); $people to ich liczba.
### Słowa gry ($token, $tile, $track, $gems, $payment, $card) przychodzą gotowe z komunikatów
### club-word-* poniżej.
### Komunikaty z końcówką -you zwracają się do jedynej osoby przy tym ekranie (gra z botami):
### $who zaczyna się wtedy od club-log-you („Ty i Ola”). Przy grze na jednym ekranie — po imieniu.

club-log-you = Ty
club-log-you-listed = ty
club-log-market = — Runda { $number }: nowy targ —
club-log-buying-order = Zakupy zaczyna { $who }.
club-log-bought = { $who } kupuje za { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}: { $item }.
club-log-bought-turn = { $who } płaci { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} i przesuwa się na torze kolejności o { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
    [many] { $steps } pól
   *[other] { $steps } pola
}, na { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step = { $who } płaci { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} i przesuwa się na torze „{ $track }”: teraz { $value }.
club-log-bought-step-lost = { $who } płaci { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze „{ $track }”, ale jest już na jego końcu: krok przepada.
club-log-token = { $who } bierze: { $token }.
club-log-turn = { $who } przesuwa się na torze kolejności o { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
    [many] { $steps } pól
   *[other] { $steps } pola
}, na { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track = { $who } przesuwa się na torze „{ $track }”: teraz { $value }.
club-log-track-lost = { $who } jest już na końcu toru „{ $track }”: krok przepada.
club-log-coin = { $who } bierze z banku { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}.
club-log-placed = { $who } kładzie w parku na jasnozielonym polu: { $tile }.
club-log-placed-required = { $who } kładzie w parku na polu obowiązkowym: { $tile }.
club-log-placed-dark = { $who } kładzie w parku na ciemnozielonym polu: { $tile }.
club-log-pass-buy = { $who } pasuje.
club-log-pass-build = { $who } kończy budowanie.
club-log-diamond-coins = { $who } ma najwięcej niewydanych monet ({ $amount }) i dostaje diament.
club-log-diamond-lead = { $who } jest najdalej na torze kolejności i dostaje diament.
club-log-leader = Liderem jest { $who }. Kolejność: { $order }.
club-log-phase-gems = Kamienie
club-log-phase-build = Budowanie
club-log-sold = { $who } sprzedaje komplet (prawa wydobycia { $rights }, statek { $ship }): { $gems }.
club-log-sold-diamonds = { $who } sprzedaje komplet (prawa wydobycia { $rights }, statek { $ship }): { $gems } i { $diamonds }.
club-log-kept = { $who } zatrzymuje: { $tokens }.
club-log-returned = { $who } oddaje: { $tokens }.
club-log-built = { $who } buduje: { $tile }; płaci { $payment }.
club-log-built-extra = { $who } buduje: { $tile }; płaci { $payment } (w tym { $extra ->
    [one] { $extra } kamień
    [few] { $extra } kamienie
    [many] { $extra } kamieni
   *[other] { $extra } kamienia
} za znaczniki innych graczy).
club-log-bonus = { $who } zdobywa kartę premii „{ $card }”: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
club-log-end-park = { $who } zapełnia wszystkie jasnozielone pola: to ostatnia runda.
club-log-turn-top = { $who } znów wychodzi poza pole 9 i staje na szczycie stosu na „10+”.
club-log-turn-top-you = Znów wychodzisz poza pole 9 i stajesz na szczycie stosu na „10+”.
club-log-bought-turn-top = { $who } płaci { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze kolejności i, znów wychodząc poza pole 9, staje na szczycie stosu na „10+”.
club-log-bought-turn-top-you = Płacisz { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze kolejności i, znów wychodząc poza pole 9, stajesz na szczycie stosu na „10+”.
club-log-turn-stays = { $who } jest już na „10+”: znacznik zostaje na miejscu.
club-log-turn-stays-you = Jesteś już na „10+”: twój znacznik zostaje na miejscu.
club-log-bought-turn-stays = { $who } płaci { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze kolejności, ale jest już na „10+”: znacznik zostaje na miejscu.
club-log-bought-turn-stays-you = Płacisz { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze kolejności, ale jesteś już na „10+”: twój znacznik zostaje na miejscu.
club-log-end-park-build = { $who } zapełnia wszystkie jasnozielone pola: faza budowania toczy się do końca, potem gra się kończy.
club-log-end-park-build-you = Zapełniasz wszystkie jasnozielone pola: faza budowania toczy się do końca, potem gra się kończy.
club-log-end-stuck = Nikt nie może już zapełnić wszystkich 14 jasnozielonych pól: gra kończy się z tą rundą.
club-log-end-limit = Gra osiąga limit { $rounds } rund i się kończy.
club-log-market-ended = Koniec rundy { $number }: monety i znaczniki wracają do właścicieli; liderem będzie { $who }.
club-log-game-over = Koniec gry
club-log-score = { $who }: { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
    [many] { $total } punktów
   *[other] { $total } punktu
} (krajobraz { $objects }, lasy { $forests }, zwierzęta { $animals }, karty premii { $bonus }, tory { $tracks }).
club-log-score-ineligible = { $who } nie zapełnia pól obowiązkowych i nie dostaje punktów.
club-log-winners = { $people ->
    [one] Wygrywa { $who }
   *[other] Zwycięstwo dzielą { $who }
}: { $score ->
    [one] { $score } punkt!
    [few] { $score } punkty!
    [many] { $score } punktów!
   *[other] { $score } punktu!
}
club-log-no-winner = Nikt nie zapełnił pól obowiązkowych: nikt nie wygrywa.


## Osoba przy tym ekranie, w drugiej osobie (zob. początek pliku)

club-log-buying-order-you = Zaczynasz zakupy.
club-log-bought-you = Kupujesz za { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}: { $item }.
club-log-bought-turn-you = Płacisz { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} i przesuwasz się na torze kolejności o { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
    [many] { $steps } pól
   *[other] { $steps } pola
}, na { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step-you = Płacisz { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} i przesuwasz się na torze „{ $track }”: teraz { $value }.
club-log-bought-step-lost-you = Płacisz { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
} za krok na torze „{ $track }”, ale jesteś już na jego końcu: krok przepada.
club-log-token-you = Bierzesz: { $token }.
club-log-turn-you = Przesuwasz się na torze kolejności o { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
    [many] { $steps } pól
   *[other] { $steps } pola
}, na { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track-you = Przesuwasz się na torze „{ $track }”: teraz { $value }.
club-log-track-lost-you = Jesteś już na końcu toru „{ $track }”: krok przepada.
club-log-coin-you = Bierzesz z banku { $coins ->
    [one] { $coins } monetę
    [few] { $coins } monety
    [many] { $coins } monet
   *[other] { $coins } monety
}.
club-log-placed-you = Kładziesz w parku na jasnozielonym polu: { $tile }.
club-log-placed-required-you = Kładziesz w parku na polu obowiązkowym: { $tile }.
club-log-placed-dark-you = Kładziesz w parku na ciemnozielonym polu: { $tile }.
club-log-pass-buy-you = Pasujesz.
club-log-pass-build-you = Kończysz budowanie.
club-log-diamond-coins-you = Masz najwięcej niewydanych monet ({ $amount }) i dostajesz diament.
club-log-diamond-lead-you = Jesteś najdalej na torze kolejności i dostajesz diament.
club-log-leader-you = Jesteś liderem. Kolejność: { $order }.
club-log-sold-you = Sprzedajesz komplet (prawa wydobycia { $rights }, statek { $ship }): { $gems }.
club-log-sold-diamonds-you = Sprzedajesz komplet (prawa wydobycia { $rights }, statek { $ship }): { $gems } i { $diamonds }.
club-log-kept-you = Zatrzymujesz: { $tokens }.
club-log-returned-you = Oddajesz: { $tokens }.
club-log-built-you = Budujesz: { $tile }; płacisz { $payment }.
club-log-built-extra-you = Budujesz: { $tile }; płacisz { $payment } (w tym { $extra ->
    [one] { $extra } kamień
    [few] { $extra } kamienie
    [many] { $extra } kamieni
   *[other] { $extra } kamienia
} za znaczniki innych graczy).
club-log-bonus-you = Zdobywasz kartę premii „{ $card }”: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
club-log-end-park-you = Zapełniasz wszystkie jasnozielone pola: to ostatnia runda.
club-log-market-ended-you = Koniec rundy { $number }: monety i znaczniki wracają do właścicieli; liderem będziesz ty.
club-log-score-ineligible-you = Nie zapełniasz pól obowiązkowych i nie dostajesz punktów.
club-log-winners-you = { $people ->
    [one] Wygrywasz
   *[other] { $who } dzielicie zwycięstwo
}: { $score ->
    [one] { $score } punkt!
    [few] { $score } punkty!
    [many] { $score } punktów!
   *[other] { $score } punktu!
}
## Słowa gry

club-word-mine = { $colour ->
    [blue] niebieska kopalnia
    [yellow] żółta kopalnia
    [green] zielona kopalnia
   *[red] czerwona kopalnia
}
club-word-rights = prawa wydobycia { $capacity }
club-word-ship = statek { $capacity }
club-word-tile = { $tile ->
    [fountain] fontanna
    [orangery] oranżeria
    [pavilion] pawilon
    [rose-garden] ogród różany
    [forest] las
    [pond] staw
    [deer-park] zagroda jeleni
    [any] dowolny obiekt krajobrazu
   *[aviary] woliera
}
club-word-track-value = { $track ->
    [forest] { $points } pkt. za każdy las
    [money] { $coins } monet na rundę
   *[tech] { $level ->
        [0] bez premii za sprzedany komplet
        [1] 1 kamień więcej za każdy sprzedany komplet
        [2] 1 diament więcej za każdy sprzedany komplet
        [3] 1 kamień i 1 diament więcej za każdy sprzedany komplet
       *[4] 2 kamienie i 1 diament więcej za każdy sprzedany komplet
    }
}
# the seats of a turn order, in order ("Boris, Anna, Chiyo"): what comes between two names
club-word-order-sep = {", "}
club-word-track = { $track ->
    [forest] las
    [tech] technologia
   *[money] pieniądze
}
club-word-bonus-three = trzy { $tile ->
    [fountain] fontanny
    [orangery] oranżerie
    [pavilion] pawilony
   *[rose-garden] ogrody różane
}
club-word-bonus = { $card ->
    [four-different] cztery różne
   *[five-alike] pięć takich samych
}
club-word-gems = { $colour ->
    [blue] { $count ->
        [one] { $count } niebieski kamień
        [few] { $count } niebieskie kamienie
        [many] { $count } niebieskich kamieni
       *[other] { $count } niebieskiego kamienia
    }
    [yellow] { $count ->
        [one] { $count } żółty kamień
        [few] { $count } żółte kamienie
        [many] { $count } żółtych kamieni
       *[other] { $count } żółtego kamienia
    }
    [green] { $count ->
        [one] { $count } zielony kamień
        [few] { $count } zielone kamienie
        [many] { $count } zielonych kamieni
       *[other] { $count } zielonego kamienia
    }
    [red] { $count ->
        [one] { $count } czerwony kamień
        [few] { $count } czerwone kamienie
        [many] { $count } czerwonych kamieni
       *[other] { $count } czerwonego kamienia
    }
   *[diamond] { $count ->
        [one] { $count } diament
        [few] { $count } diamenty
        [many] { $count } diamentów
       *[other] { $count } diamentu
    }
}
