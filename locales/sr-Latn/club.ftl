### Diamonds Club: dnevnik igre, jedan unos po redu (diamant/games/club/log.py), u sadašnjem vremenu.
### $who su imena spojena na srpski način („Ana, Boban i Vesna“); $people je koliko ih je.
### Reči igre ($token, $tile, $track, $gems, $payment, $card) stižu gotove iz poruka club-word-*.
### Poruke sa nastavkom -you obraćaju se jedinoj osobi za ovim ekranom (igra protiv botova):
### $who tada počinje sa club-log-you („Vi i Ana“). Kad više ljudi igra za jednim ekranom — po imenu.

club-log-you = Vi
club-log-you-listed = vi
club-log-market = — Runda { $number }: novo tržište —
club-log-buying-order = Kupovinu počinje { $who }.
club-log-bought = { $who } kupuje za { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
}: { $item }.
club-log-bought-turn = { $who } plaća { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} i ide napred po stazi redosleda poteza za { $steps ->
    [one] { $steps } polje
    [few] { $steps } polja
   *[other] { $steps } polja
}, do { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step = { $who } plaća { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} i napreduje na stazi „{ $track }“: sada { $value }.
club-log-bought-step-lost = { $who } plaća { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi „{ $track }“, ali je već na njenom kraju: korak propada.
club-log-token = { $who } uzima: { $token }.
club-log-turn = { $who } ide napred po stazi redosleda poteza za { $steps ->
    [one] { $steps } polje
    [few] { $steps } polja
   *[other] { $steps } polja
}, do { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track = { $who } napreduje na stazi „{ $track }“: sada { $value }.
club-log-track-lost = { $who } je već na kraju staze „{ $track }“: korak propada.
club-log-coin = { $who } uzima iz banke { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
}.
club-log-placed = { $who } stavlja u park na svetlozeleno polje: { $tile }.
club-log-placed-required = { $who } stavlja u park na obavezno polje: { $tile }.
club-log-placed-dark = { $who } stavlja u park na tamnozeleno polje: { $tile }.
club-log-pass-buy = { $who } dalje ne kupuje.
club-log-pass-build = { $who } dalje ne gradi.
club-log-diamond-coins = { $who } ima najviše nepotrošenih novčića ({ $amount }) i dobija dijamant.
club-log-diamond-lead = { $who } je najdalje na stazi redosleda poteza i dobija dijamant.
club-log-leader = Vođa je { $who }. Redosled: { $order }.
club-log-phase-gems = Drago kamenje
club-log-phase-build = Gradnja
club-log-sold = { $who } prodaje komplet (prava na kopanje { $rights }, brod { $ship }): { $gems }.
club-log-sold-diamonds = { $who } prodaje komplet (prava na kopanje { $rights }, brod { $ship }): { $gems } i { $diamonds }.
club-log-kept = { $who } zadržava: { $tokens }.
club-log-returned = { $who } vraća: { $tokens }.
club-log-built = { $who } gradi: { $tile }; plaća { $payment }.
club-log-built-extra = { $who } gradi: { $tile }; plaća { $payment } (od toga { $extra ->
    [one] { $extra } kamen
    [few] { $extra } kamena
   *[other] { $extra } kamenova
} za oznake drugih igrača).
club-log-bonus = { $who } osvaja bonus kartu „{ $card }“: { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
}.
club-log-end-park = { $who } popunjava sva svetlozelena polja: ova runda je poslednja.
club-log-turn-top = { $who } ponovo prelazi polje 9 i staje na vrh gomile na „10+“.
club-log-turn-top-you = Ponovo prelazite polje 9 i stajete na vrh gomile na „10+“.
club-log-bought-turn-top = { $who } plaća { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi redosleda poteza i, ponovo prešavši polje 9, staje na vrh gomile na „10+“.
club-log-bought-turn-top-you = Plaćate { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi redosleda poteza i, ponovo prešavši polje 9, stajete na vrh gomile na „10+“.
club-log-turn-stays = { $who } je već na „10+“: žeton ostaje na mestu.
club-log-turn-stays-you = Već ste na „10+“: vaš žeton ostaje na mestu.
club-log-bought-turn-stays = { $who } plaća { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi redosleda poteza, ali je već na „10+“: žeton ostaje na mestu.
club-log-bought-turn-stays-you = Plaćate { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi redosleda poteza, ali ste već na „10+“: vaš žeton ostaje na mestu.
club-log-end-park-build = { $who } popunjava sva svetlozelena polja: faza gradnje se igra do kraja, a onda se igra završava.
club-log-end-park-build-you = Popunili ste sva svetlozelena polja: faza gradnje se igra do kraja, a onda se igra završava.
club-log-end-stuck = Niko više ne može da popuni svih 14 svetlozelenih polja: igra se završava ovom rundom.
club-log-end-limit = Igra je dostigla granicu od { $rounds } rundi i završava se.
club-log-market-ended = Kraj runde { $number }: novčići i oznake se vraćaju vlasnicima; vođa će biti { $who }.
club-log-game-over = Kraj igre
club-log-score = { $who }: { $total ->
    [one] { $total } poen
    [few] { $total } poena
   *[other] { $total } poena
} (pejzaž { $objects }, šume { $forests }, životinje { $animals }, bonus karte { $bonus }, staze { $tracks }).
club-log-score-ineligible = { $who }: obavezna polja nisu popunjena, nema poena.
club-log-winners = { $people ->
    [one] Pobeđuje { $who }
   *[other] Pobedu dele { $who }
}: { $score ->
    [one] { $score } poen!
    [few] { $score } poena!
   *[other] { $score } poena!
}
club-log-no-winner = Niko nije popunio obavezna polja: nema pobednika.


## Osoba za ovim ekranom, u drugom licu (vidi početak datoteke)

club-log-buying-order-you = Vi počinjete kupovinu.
club-log-bought-you = Kupujete za { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
}: { $item }.
club-log-bought-turn-you = Plaćate { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} i idete napred po stazi redosleda poteza za { $steps ->
    [one] { $steps } polje
    [few] { $steps } polja
   *[other] { $steps } polja
}, do { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-bought-step-you = Plaćate { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} i napredujete na stazi „{ $track }“: sada { $value }.
club-log-bought-step-lost-you = Plaćate { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} za korak na stazi „{ $track }“, ali ste već na njenom kraju: korak propada.
club-log-token-you = Uzimate: { $token }.
club-log-turn-you = Idete napred po stazi redosleda poteza za { $steps ->
    [one] { $steps } polje
    [few] { $steps } polja
   *[other] { $steps } polja
}, do { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track-you = Napredujete na stazi „{ $track }“: sada { $value }.
club-log-track-lost-you = Već ste na kraju staze „{ $track }“: korak propada.
club-log-coin-you = Uzimate iz banke { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
}.
club-log-placed-you = Stavljate u park na svetlozeleno polje: { $tile }.
club-log-placed-required-you = Stavljate u park na obavezno polje: { $tile }.
club-log-placed-dark-you = Stavljate u park na tamnozeleno polje: { $tile }.
club-log-pass-buy-you = Dalje ne kupujete.
club-log-pass-build-you = Dalje ne gradite.
club-log-diamond-coins-you = Imate najviše nepotrošenih novčića ({ $amount }) i dobijate dijamant.
club-log-diamond-lead-you = Najdalje ste na stazi redosleda poteza i dobijate dijamant.
club-log-leader-you = Vi ste vođa. Redosled: { $order }.
club-log-sold-you = Prodajete komplet (prava na kopanje { $rights }, brod { $ship }): { $gems }.
club-log-sold-diamonds-you = Prodajete komplet (prava na kopanje { $rights }, brod { $ship }): { $gems } i { $diamonds }.
club-log-kept-you = Zadržavate: { $tokens }.
club-log-returned-you = Vraćate: { $tokens }.
club-log-built-you = Gradite: { $tile }; plaćate { $payment }.
club-log-built-extra-you = Gradite: { $tile }; plaćate { $payment } (od toga { $extra ->
    [one] { $extra } kamen
    [few] { $extra } kamena
   *[other] { $extra } kamenova
} za oznake drugih igrača).
club-log-bonus-you = Osvajate bonus kartu „{ $card }“: { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
}.
club-log-end-park-you = Popunili ste sva svetlozelena polja: ova runda je poslednja.
club-log-market-ended-you = Kraj runde { $number }: novčići i oznake se vraćaju vlasnicima; vođa ćete biti vi.
club-log-score-ineligible-you = Niste popunili obavezna polja i ne dobijate poene.
club-log-winners-you = { $people ->
    [one] Pobeđujete
   *[other] { $who } delite pobedu
}: { $score ->
    [one] { $score } poen!
    [few] { $score } poena!
   *[other] { $score } poena!
}
## Reči igre

club-word-mine = { $colour ->
    [blue] plavi rudnik
    [yellow] žuti rudnik
    [green] zeleni rudnik
   *[red] crveni rudnik
}
club-word-rights = prava na kopanje { $capacity }
club-word-ship = brod { $capacity }
club-word-tile = { $tile ->
    [fountain] fontana
    [orangery] oranžerija
    [pavilion] paviljon
    [rose-garden] ružičnjak
    [forest] šuma
    [pond] jezerce
    [deer-park] zabran za jelene
    [any] bilo koji objekat pejzaža
   *[aviary] volijera
}
club-word-track-value = { $track ->
    [forest] { $points } poena za svaku šumu
    [money] { $coins } novčića po rundi
   *[tech] { $level ->
        [0] bez bonusa po prodatom kompletu
        [1] 1 dragulj više za svaki prodati komplet
        [2] 1 dijamant više za svaki prodati komplet
        [3] 1 dragulj i 1 dijamant više za svaki prodati komplet
       *[4] 2 dragulja i 1 dijamant više za svaki prodati komplet
    }
}
# the seats of a turn order, in order ("Boris, Anna, Chiyo"): what comes between two names
club-word-order-sep = {", "}
club-word-track = { $track ->
    [forest] šuma
    [tech] tehnologija
   *[money] novac
}
club-word-bonus-three = tri { $tile ->
    [fountain] fontane
    [orangery] oranžerije
    [pavilion] paviljona
   *[rose-garden] ružičnjaka
}
club-word-bonus = { $card ->
    [four-different] četiri različita
   *[five-alike] pet istih
}
club-word-gems = { $colour ->
    [blue] { $count ->
        [one] { $count } plavi kamen
        [few] { $count } plava kamena
       *[other] { $count } plavih kamenova
    }
    [yellow] { $count ->
        [one] { $count } žuti kamen
        [few] { $count } žuta kamena
       *[other] { $count } žutih kamenova
    }
    [green] { $count ->
        [one] { $count } zeleni kamen
        [few] { $count } zelena kamena
       *[other] { $count } zelenih kamenova
    }
    [red] { $count ->
        [one] { $count } crveni kamen
        [few] { $count } crvena kamena
       *[other] { $count } crvenih kamenova
    }
   *[diamond] { $count ->
        [one] { $count } dijamant
        [few] { $count } dijamanta
       *[other] { $count } dijamanata
    }
}
