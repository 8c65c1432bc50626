### Diamonds Club: prodaja kompleta (faza kamenja), prozor gradnje, pregled runde i konačni rezultat.
### Reči igre stižu gotove iz poruka club-word-* datoteke club.ftl ($token, $gem, $gems, $tile).

club-dlg-confirm = Potvrdi
club-dlg-cancel = Otkaži
club-dlg-continue = Dalje
club-dlg-nothing = —
club-dlg-tile = { $tile ->
    [fountain] Fontana
    [orangery] Oranžerija
    [pavilion] Paviljon
    [rose-garden] Ružičnjak
    [any] Bilo koji objekat
   *[forest] Šuma
}

## Faza 4: drago kamenje

club-dlg-gems-title = { $name }: prodaja kompleta
club-dlg-gems-help = Svaki pun komplet (rudnik, prava na kopanje i brod) se prodaje. Kliknite žeton, pa drugi žeton iste vrste, da ih zamenite.
club-dlg-gems-sets = Prodati kompleti
club-dlg-gems-set = Komplet { $number }
club-dlg-gems-no-set = Nema punog kompleta za prodaju.
club-dlg-gems-kept = Ostaje za sledeću rundu
club-dlg-gems-returned = Vraća se
club-dlg-gems-total = Dobijate
club-dlg-gems-tech = Tehnologija: svaki komplet +
club-dlg-gems-tech-tip = Staza tehnologije dodaje svakom prodatom kompletu: { $gems ->
    [0] { $diamonds } dijamant.
    [one] { $gems } kamen njegove boje{ $diamonds ->
        [0] .
       *[other] {" "}i { $diamonds } dijamant.
    }
   *[other] { $gems } kamena njegove boje{ $diamonds ->
        [0] .
       *[other] {" "}i { $diamonds } dijamant.
    }
}
club-dlg-gems-best = Najbolji plan
club-dlg-gems-best-tip = Nazad na plan koji daje najviše kamenja
club-dlg-gems-token-tip = { $token }: kliknite, pa izaberite drugi žeton iste vrste za zamenu
club-dlg-gems-swap-tip = { $token }: kliknite da ga zamenite izabranim žetonom

## Faza 5: gradnja

club-dlg-build-title = Gradnja: { $tile }
club-dlg-build-tile-tip = Gradite po tablici cene „{ $tile }“
club-dlg-build-object-tip = Gradite po ovoj tablici cene: { $tile }
club-dlg-build-price = Cena
club-dlg-build-markers = { $count ->
    [one] +{ $count } kamen za oznaku igrača
    [few] +{ $count } kamena za oznake igrača
   *[other] +{ $count } kamenova za oznake igrača
}
club-dlg-build-no-markers = Na ovoj tablici cene nema oznaka drugih igrača.
club-dlg-build-goes-head = Vaš park
club-dlg-build-goes-required = Pločica ide na svoje obavezno polje.
club-dlg-build-goes-light = Pločica ide na svetlozeleno polje.
club-dlg-build-goes-dark = Pločica ide na tamnozeleno polje.
club-dlg-build-forest = Šuma: poleđina pločice „{ $tile }“ sa najveće gomile.
club-dlg-build-pay = Plaćanje ({ $count ->
    [one] { $count } kamen
    [few] { $count } kamena
   *[other] { $count } kamenova
})
club-dlg-build-held = imate { $count }
club-dlg-build-more-tip = Platite više: { $gem }
club-dlg-build-less = Platite manje: { $gem }
club-dlg-build-choose = { $count ->
    [one] Izaberite još { $count } kamen.
    [few] Izaberite još { $count } kamena.
   *[other] Izaberite još { $count } kamenova.
}
club-dlg-build-wrong = Cena traži: { $gems } (dijamant može da zameni bilo koji od njih).
club-dlg-build-ready = Može da se gradi.
club-dlg-build-suggest = Predloženo plaćanje
club-dlg-build-confirm = Gradi
club-dlg-build-used = Već ste gradili po ovoj tablici cene u ovoj rundi.
club-dlg-build-empty = Nema više pločica ove vrste.
club-dlg-build-no-space = U vašem parku nema mesta za ovu pločicu.
club-dlg-build-poor = Nemate dovoljno kamenja za ovu cenu.
club-dlg-build-not-now = Niste na potezu za gradnju.

## Pregled runde

club-dlg-round-title = Kraj runde { $round }
club-dlg-round-coins = Najviše nepotrošenih novčića ({ $coins }): { $who } { $people ->
    [one] dobija dijamant.
   *[other] dobijaju po dijamant.
}
club-dlg-round-lead = Najdalje na stazi redosleda poteza: { $who } { $people ->
    [one] dobija dijamant.
   *[other] dobijaju po dijamant.
}
club-dlg-round-leader = U sledećoj rundi vođa je { $who }.
club-dlg-round-end = { $who } popunjava sva svetlozelena polja: igra je gotova.
club-dlg-round-coins-you = Najviše nepotrošenih novčića ({ $coins }): { $who } { $people ->
    [one] dobijate dijamant.
   *[other] dobijate po dijamant.
}
club-dlg-round-lead-you = Najdalje na stazi redosleda poteza: { $who } { $people ->
    [one] dobijate dijamant.
   *[other] dobijate po dijamant.
}
club-dlg-round-leader-you = U sledećoj rundi vi ste vođa.
club-dlg-round-end-you = Popunili ste sva svetlozelena polja: igra je gotova.
club-dlg-col-player = Igrač
club-dlg-col-diamonds = Dijamanti
club-dlg-col-sets = Kompleti
club-dlg-col-gems = Kamenje
club-dlg-col-built = Izgrađeno
club-dlg-col-bonus = Bonus karte
club-dlg-bonus-tip = Bonus karta „{ $card }“: { $points ->
    [one] { $points } poen
    [few] { $points } poena
   *[other] { $points } poena
}

## Konačni rezultat

club-dlg-score-winner = Pobeđuje { $name }!
club-dlg-score-winners = Pobedu dele { $names }!
# Pobeđuje jedini igrač za ovim ekranom pod podrazumevanim imenom („Vi“); ili deli pobedu, naveden prvi.
club-dlg-score-winner-you = Pobedili ste!
club-dlg-score-winners-you = { $names } delite pobedu!
club-dlg-score-nobody = Niko nije popunio obavezna polja: nema pobednika.
club-dlg-score-tie = Nerešeno ({ $points } poena): odlučuje broj kamenova ({ $gems }).
club-dlg-score-ineligible = Nisu popunjena sva obavezna polja: bez poena
club-dlg-row-objects = Pejzaži
club-dlg-row-forests = Šume
club-dlg-row-trios = Trojke životinja
club-dlg-row-singles = Pojedinačne životinje
club-dlg-row-bonus = Bonus karte
club-dlg-row-tech = Staza tehnologije
club-dlg-row-money = Staza novca
club-dlg-row-total = Ukupno
club-dlg-row-gems = Kamenje (kod nerešenog)
# how a row of the final scores was made: 3 forests, 6 points each
club-dlg-score-times = { $count } × { $points }
club-dlg-again = Igraj ponovo
club-dlg-to-title = Meni
# the final scores page: its toggle between the table of points and the players' final parks
club-dlg-show-parks = Parkovi na kraju
club-dlg-show-scores = Poeni
club-dlg-show-parks-tip = Park svakog igrača na kraju igre
club-dlg-show-scores-tip = Nazad na tabelu poena

# the captions of the club's sounds that tell something (Settings: Captions)
club-caption-round-over = [kraj runde]
club-caption-game-over = [kraj igre]
