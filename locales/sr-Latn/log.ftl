### Dijamant: dnevnik igre, jedan zapis po redu (diamant/games/diamant/logbook.py), u sadašnjem vremenu.
### $who je spisak imena spojen na srpski način („Bob, Karlo i Dana”); $people kaže koliko imena
### sadrži: glagol se slaže s njim. Poruke koje se završavaju na -you obraćaju se igraču za ovim
### ekranom: $who tada počinje sa logbook-you („Vi, Bob i Karlo”).

logbook-you = Vi

logbook-round-started = Počinje runda { $number }: svi istraživači ulaze u pećinu.
logbook-relic-added = Jedna relikvija se umešava u špil.
logbook-treasure = { $value ->
    [one] Blago: { $value } rubin.
   *[other] Blago: { $value } rubina.
}
logbook-relic-revealed = U pećini leži relikvija.
logbook-gems-shared = { $explorers ->
    [one] Jedini istraživač u pećini uzima
   *[other] Istraživača u pećini: { $explorers }; svaki uzima
} { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}{ $remainder ->
    [0] .
    [one] , a na karti ostaje { $remainder } rubin.
    [few] , a na karti ostaju { $remainder } rubina.
   *[other] , a na karti ostaje { $remainder } rubina.
}
logbook-gems-unshared = Istraživača u pećini: { $explorers }; rubina je premalo za podelu, pa { $remainder ->
    [one] { $remainder } rubin ostaje na karti.
    [few] { $remainder } rubina ostaju na karti.
   *[other] { $remainder } rubina ostaje na karti.
}
logbook-hazard-first = Zamka: { hazard-name }. Prva takva karta nije opasna.
logbook-disaster = { $people ->
    [one] Katastrofa: opet { hazard-name }! { $who } beži iz pećine i gubi sav plen.
   *[other] Katastrofa: opet { hazard-name }! { $who } beže iz pećine i gube sav plen.
}
logbook-disaster-you = { $people ->
    [one] Katastrofa: opet { hazard-name }! Bežite iz pećine i gubite sav plen.
   *[other] Katastrofa: opet { hazard-name }! { $who } bežite iz pećine i gubite sav plen.
}
logbook-decisions-revealed = Sve odluke se otkrivaju.
logbook-all-continue = Svi idu dalje.
logbook-continue = { $people ->
    [one] { $who } ide dalje.
   *[other] { $who } idu dalje.
}
logbook-continue-you = { $who } idete dalje.
logbook-path-taken = { $who } izlazi bez ostalih i uzima iz pećine { $count ->
    [one] { $count } rubin.
   *[other] { $count } rubina.
}
logbook-path-taken-you = Izlazite bez ostalih i uzimate iz pećine { $count ->
    [one] { $count } rubin.
   *[other] { $count } rubina.
}
logbook-path-shared = Rubini iz pećine dele se među onima koji izlaze: svako dobija { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}{ $remainder ->
    [0] .
    [one] , a { $remainder } rubin ostaje u pećini.
    [few] , a { $remainder } rubina ostaju u pećini.
   *[other] , a { $remainder } rubina ostaje u pećini.
}
logbook-leaves = { $gems ->
    [0] { $who } izlazi iz pećine praznih ruku.
    [one] { $who } izlazi iz pećine i stavlja { $gems } rubin u sanduk.
   *[other] { $who } izlazi iz pećine i stavlja { $gems } rubina u sanduk.
}
logbook-leaves-you = { $gems ->
    [0] Izlazite iz pećine praznih ruku.
    [one] Izlazite iz pećine i stavljate { $gems } rubin u svoj sanduk.
   *[other] Izlazite iz pećine i stavljate { $gems } rubina u svoj sanduk.
}
logbook-relics-taken = { $who } iznosi iz pećine { $count ->
    [one] relikviju vrednu
    [few] { $count } relikvije vredne ukupno
   *[other] { $count } relikvija vrednih ukupno
} { $points ->
    [one] { $points } poen.
   *[other] { $points } poena.
}
logbook-relics-taken-you = Iznosite iz pećine { $count ->
    [one] relikviju vrednu
    [few] { $count } relikvije vredne ukupno
   *[other] { $count } relikvija vrednih ukupno
} { $points ->
    [one] { $points } poen.
   *[other] { $points } poena.
}
logbook-relics-stay = { $who } izlaze zajedno, pa niko ne uzima { $count ->
    [one] relikviju: ostaje u pećini.
   *[other] relikvije ({ $count }): ostaju u pećini.
}
logbook-relics-stay-you = { $who } izlazite zajedno, pa niko ne uzima { $count ->
    [one] relikviju: ostaje u pećini.
   *[other] relikvije ({ $count }): ostaju u pećini.
}
logbook-deck-empty = { $people ->
    [one] Špil je prazan: { $who } se bezbedno vraća sa onim što nosi.
   *[other] Špil je prazan: { $who } se bezbedno vraćaju sa onim što nose.
}
logbook-deck-empty-you = { $people ->
    [one] Špil je prazan: bezbedno se vraćate sa onim što nosite.
   *[other] Špil je prazan: { $who } se bezbedno vraćate sa onim što nosite.
}
logbook-round-ended-disaster = Runda se završava katastrofom.
logbook-hazard-removed = Jedna karta zamke „{ hazard-name }“ zauvek izlazi iz igre.
logbook-round-ended = Svi istraživači su se vratili u kamp: runda je gotova.
logbook-relics-lost = { $count ->
    [one] Relikvija ostavljena u pećini je izgubljena.
   *[other] Relikvije ostavljene u pećini ({ $count }) su izgubljene.
}
logbook-barricade = Pločica barikade zatvara ulaz broj { $number }.
logbook-game-ended = Poslednja runda je završena. Otvaraju se sanduci!
logbook-winners = { $people ->
    [one] Pobeđuje { $who }: { $score ->
        [one] { $score } poen!
       *[other] { $score } poena!
    }
   *[other] Pobedu dele { $who }: svako ima po { $score ->
        [one] { $score } poen!
       *[other] { $score } poena!
    }
}
logbook-winners-you = { $people ->
    [one] Pobeđujete: { $score ->
        [one] { $score } poen!
       *[other] { $score } poena!
    }
   *[other] { $who } delite pobedu: svako ima po { $score ->
        [one] { $score } poen!
       *[other] { $score } poena!
    }
}

## Rezime runde: šta ko nosi u kamp (posle imena, u posebnoj koloni)
logbook-summary-banked = { $gems ->
    [0] se vraća praznih ruku
    [one] stavlja { $gems } rubin u sanduk
   *[other] stavlja { $gems } rubina u sanduk
}
logbook-summary-banked-you = { $gems ->
    [0] vraćate se praznih ruku
    [one] stavljate { $gems } rubin u sanduk
   *[other] stavljate { $gems } rubina u sanduk
}
logbook-summary-relics = { $relics ->
    [one] + relikvija
    [few] + { $relics } relikvije
   *[other] + { $relics } relikvija
} ({ $points ->
    [one] { $points } poen
   *[other] { $points } poena
})
logbook-summary-deck-empty = Špil je prazan: istraživači koji su još u pećini bezbedno se vraćaju sa onim što nose.
logbook-summary-caught = { $lost ->
    [0] beži iz pećine
    [one] beži i gubi { $lost } rubin
   *[other] beži i gubi { $lost } rubina
}
logbook-summary-caught-you = { $lost ->
    [0] bežite iz pećine
    [one] bežite i gubite { $lost } rubin
   *[other] bežite i gubite { $lost } rubina
}

## Panel dnevnika
logbook-new-lines = { $count ->
    [one] { $count } novi red ▼
    [few] { $count } nova reda ▼
   *[other] { $count } novih redova ▼
}
logbook-latest = Na najnovije ▼

## Ponovni pregled odigrane partije
replay-title = Ponovni pregled partije
replay-play-tip = Puštanje ili pauza ({ $skip }, { $play })
replay-step-back-tip = Jednu kartu nazad ({ $left }, { $step_back })
replay-step-forward-tip = Jednu kartu napred ({ $right }, { $step_forward })
replay-prev-round-tip = Prethodna runda ({ $previous_round })
replay-next-round-tip = Sledeća runda ({ $next_round })
replay-speed-tip = Brzina: brže (+) ili sporije (-)
replay-chests = Sanduci
replay-chests-open = Svi otvoreni
replay-chests-seat = Kako vidi { $name }
replay-close = Nazad
replay-step = Karta { $step } od { $total }

## Poslednji red komande `diamant replay` (obe igre): konačni poeni svakog mesta
replay-scores = Konačni rezultat: { $scores }.
replay-score = { $name } – { $points ->
    [one] { $points } poen
   *[other] { $points } poena
}

logbook-time-ran-out = { $who }: vreme je isteklo, odlučuje bot.
logbook-time-ran-out-you = Vaše vreme je isteklo: bot odlučuje umesto vas.
