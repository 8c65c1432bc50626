### Diamonds Club: dnevnik igre, jedan unos po redu (diamant/club/log.py), u sadašnjem vremenu.
### $who su imena spojena na srpski način („Ana, Boban i Vesna“); $people je koliko ih je.
### Reči igre ($token, $tile, $track, $gems, $payment, $card) stižu gotove iz poruka club-word-*.

club-log-market = — Runda { $number }: na pijaci { $cards } —
club-log-buying-order = Kupovinu počinje { $who }.
club-log-bought = { $who } stavlja { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
} na polje { $space }.
club-log-token = { $who } uzima: { $token }.
club-log-turn = { $who } ide napred po stazi redosleda poteza za { $steps ->
    [one] { $steps } polje
    [few] { $steps } polja
   *[other] { $steps } polja
}, do { $end ->
    [10] 10+
   *[other] { $end }
}.
club-log-track = { $who } napreduje na stazi „{ $track }“ do polja { $level }.
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
club-log-end-park = { $who } popunjava sva svetlozelena polja: ovo je poslednja runda.
club-log-end-limit = Igra dostiže granicu broja rundi i završava se.
club-log-market-ended = Kraj runde { $number }: novčići i oznake se vraćaju vlasnicima; vođa će biti { $who }.
club-log-game-over = Kraj igre
club-log-score = { $who }: { $total ->
    [one] { $total } poen
    [few] { $total } poena
   *[other] { $total } poena
} (pejzaž { $objects }, šume { $forests }, životinje { $animals }, bonus karte { $bonus }, staze { $tracks }).
club-log-score-ineligible = { $who } nije popunio obavezna polja i ne dobija poene.
club-log-winners = { $people ->
    [one] Pobeđuje { $who }
   *[other] Pobedu dele { $who }
}: { $score ->
    [one] { $score } poen!
    [few] { $score } poena!
   *[other] { $score } poena!
}
club-log-no-winner = Niko nije popunio obavezna polja: nema pobednika.

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
   *[aviary] volijera
}
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
