### Diamonds Club: trenerova analiza partije (diamant analyse za zapis Diamonds Club;
### diamant/games/club/coach.py). $round — runda; $name — igrač; $chosen — šta je igrač uradio, $best —
### šta bi Majstor uradio (oba kako ih kažu club-coach-act-*); $cost — koliko je izbor koštao u
### poenima Majstorove procene; $threshold — isti poeni; $track: forest, tech ili money.

club-coach-title = Trenerova analiza: svaki izbor u poređenju sa Majstorovim
club-coach-col-round = Runda
club-coach-col-phase = Faza
club-coach-col-player = Igrač
club-coach-col-choice = Izbor
club-coach-col-master = Majstorov izbor
club-coach-col-cost = Cena
club-coach-same = isto
club-coach-phase = { $phase ->
    [buy] kupovina
    [gems] kamenje
   *[build] gradnja
}
club-coach-note = Cena: koliko izbor zaostaje za Majstorovim, u poenima na kraju igre po njegovoj proceni (svoji poeni minus deo poena protivnika), iz odigravanja do kraja runde. Razlike od oko jednog poena su u granicama slučajnosti odigravanja.
club-coach-none = Nema skupih izbora: svaki je bio najviše { $threshold } poena iza Majstorovog.
club-coach-summary = { $count ->
    [one] { $count } skup izbor (izgubio je više od { $threshold } poena):
    [few] { $count } skupa izbora (svaki je izgubio više od { $threshold } poena):
   *[other] { $count } skupih izbora (svaki je izgubio više od { $threshold } poena):
}

club-coach-space = { $action } (kolona { $column }, red { $row })
club-coach-act-pass = pas
club-coach-act-buy = { $item } za { $coins ->
    [one] { $coins } novčić
   *[other] { $coins } novčića
}
club-coach-act-buy-step = korak na stazi { $track ->
    [forest] šume
    [tech] tehnologije
   *[money] novca
} za { $coins ->
    [one] { $coins } novčić
   *[other] { $coins } novčića
}
club-coach-act-buy-turn = staza redosleda poteza +{ $steps } za { $coins ->
    [one] { $coins } novčić
   *[other] { $coins } novčića
}
club-coach-act-sell = komplet: { $mine }, prava na kopanje { $rights }, brod { $ship }
club-coach-act-keep = zadržati: { $tokens }
club-coach-act-keep-nothing = ništa ne zadržati
club-coach-act-build = { $tile }, plaćanje: { $payment }

club-coach-reason-bought = Runda { $round }, kupovina, { $name }: { $chosen }. Majstor bi uzeo nešto drugo ({ $best }) — oko { $cost } poena bolje.
club-coach-reason-passed-buy = Runda { $round }, kupovina, { $name }: pas je odustao od ostatka kupovine. Majstor bi uzeo { $best } — oko { $cost } poena bolje.
club-coach-reason-sold = Runda { $round }, kamenje, { $name }: { $chosen }. Majstor bi izabrao nešto drugo ({ $best }) — oko { $cost } poena bolje.
club-coach-reason-built = Runda { $round }, gradnja, { $name }: { $chosen }. Majstor bi izabrao nešto drugo ({ $best }) — oko { $cost } poena bolje.
club-coach-reason-passed-build = Runda { $round }, gradnja, { $name }: pas, iako je kamenje moglo da se potroši. Majstor bi izgradio { $best } — oko { $cost } poena bolje.

## Trener na ekranu (diamant/games/club/screens/coach.py), otvara se iz konačnog rezultata
club-coach-open-tip = Trener poredi svaki vaš izbor sa Majstorovim
club-coach-seat = Igrač
club-coach-detail-title = Runda { $round }, { $phase }
club-coach-detail-choice = Vaš izbor: { $choice }
club-coach-detail-master = Majstorov izbor: { $best }
club-coach-detail-cost = Cena: { $cost } poena
club-coach-fine = Dobar izbor: najviše { $threshold } poena iza Majstorovog.
club-coach-foot-costly = { $count ->
    [one] { $count } skup izbor: izgubio je više od { $threshold } poena.
    [few] { $count } skupa izbora: svaki je izgubio više od { $threshold } poena.
   *[other] { $count } skupih izbora: svaki je izgubio više od { $threshold } poena.
}
club-coach-foot-note = Poeni na kraju igre po Majstorovoj proceni, iz odigravanja do kraja svake runde; razlika od oko jednog poena je slučajnost.
