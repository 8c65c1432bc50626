### Diamonds Club: sto za igru (diamant/games/club/screens/table_*.py). $who je ime igrača.

club-table-phase = Runda { $round } · { $phase ->
    [buy] kupovina
    [gems] drago kamenje
    [build] gradnja
   *[over] kraj igre
}
club-table-pass = Pas
club-table-pass-tip = Pas: u ovoj fazi više ništa ne uzimate (važi do kraja faze)
club-table-build = Gradi…
club-table-build-tip = Izgradite jednu pločicu: izaberite tablicu cene i kamenje kojim plaćate
club-table-skip = Brže
club-table-skip-tip = Brzo odigrajte poteze botova do poteza čoveka (niko ne bira ni za koga)
club-table-menu = Meni
club-table-menu-tip = Pauza: podešavanja, pravila, tasteri, povratak u glavni meni ({ $back })
club-table-rules = ?
club-table-rules-tip = Pravila igre Diamonds Club

club-table-status-buy = { $who }: kliknite slobodno polje da ga kupite ili izaberite „Pas“.
club-table-status-gems = { $who }: prodajte svoje komplete.
club-table-status-build = { $who }: kliknite tablicu cene da gradite ili izaberite „Pas“.
club-table-status-wait = Igra { $who }…
club-table-status-buy-you = Vaš potez: kliknite slobodno polje da ga kupite ili izaberite „Pas“.
club-table-status-gems-you = Vaš potez: prodajte svoje komplete.
club-table-status-build-you = Vaš potez: kliknite tablicu cene da gradite ili izaberite „Pas“.
club-table-status-wait-you = Vaš potez…
club-table-status-over = Igra je završena.
club-table-your-turn = Na potezu: { $who }
club-table-your-turn-you = Vaš potez

club-table-item-turn = Staza redosleda poteza +{ $steps }
club-table-item-any = Korak na stazi razvoja po izboru
club-table-item-step = Korak na stazi „{ $track }“
club-table-price = Cena: { $price ->
    [one] { $price } novčić
    [few] { $price } novčića
   *[other] { $price } novčića
}
club-table-price-rule = 1 novčić, plus { $coins } za novčiće na susednim poljima
club-table-stack-left = Preostalo pločica: { $count }
club-table-stack-count = Ostalo: { $count }
club-table-click-to-buy = Kliknite (ili { $confirm }) da kupite.
club-table-click-to-build = Kliknite da gradite.

club-table-why-taken = Zauzeto: { $who } ({ $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
})
club-table-why-phase = Polja se kupuju samo u fazi kupovine.
club-table-why-passed = Izabrali ste „Pas“: u ovoj rundi više ne kupujete.
club-table-why-coins = Nema dovoljno novčića: košta { $price }, imate { $coins }.
club-table-why-animal = Nema više životinja te vrste ({ $tile }).
club-table-why-park = U vašem parku nema mesta za to.
club-table-why-not-yours = Sada to ne možete da kupite.
club-table-why-used = U ovoj rundi ste već gradili sa ovom tablicom cene.
club-table-why-cannot-build = Sada to ne možete da izgradite: nema dovoljno kamenja, pločica ili mesta u parku.

club-table-price-tile = Tablica cene: { $tile }
club-table-cost = Košta { $gems } + { $any } bilo koje boje
club-table-cost-forest = Košta { $count } kamena bilo kojih boja
club-table-markers = U ovoj rundi su je koristili: { $who }
club-table-price-now = Cena za igrača { $who }: { $count ->
    [one] { $count } kamen
    [few] { $count } kamena
   *[other] { $count } kamenova
} (+1 za svaku oznaku drugog igrača)
club-table-price-now-you = Cena za vas: { $count ->
    [one] { $count } kamen
    [few] { $count } kamena
   *[other] { $count } kamenova
} (+1 za svaku oznaku drugog igrača)
club-table-forest-from = Šuma je okrenuta pločica pejzaža sa najveće gomile.
club-table-any-from = Gradi fontanu, oranžeriju, paviljon ili ružičnjak — vi birate koji (nikad šumu).

club-table-park = Park igrača { $who }: svetlozelena polja { $light } od 14, tamnozelena { $dark } od 5
club-table-park-you = Vaš park: svetlozelena polja { $light } od 14, tamnozelena { $dark } od 5
club-table-required = Obavezna polja: { $tiles }
club-table-count = { $what } ×{ $count }
club-table-required-warning = Park bez svih obaveznih polja ne donosi poene.

club-table-track = { $who }: staza „{ $track }“, polje { $level } od 5
club-table-track-forest = Svaka šuma na kraju donosi { $points } poena.
club-table-track-tech = { $level ->
    [0] Još nema dodatka po prodatom kompletu.
    [1] Za svaki prodati komplet: još 1 kamen njegove boje.
    [2] Za svaki prodati komplet: još 1 dijamant.
    [3] Za svaki prodati komplet: još 1 kamen i 1 dijamant.
   *[4] Za svaki prodati komplet: još 2 kamena i 1 dijamant; kraj staze donosi 2 poena.
}
club-table-track-money = { $coins } novčića svake runde; poslednja tri polja donose 1, 2, 3 poena.

club-table-coins = { $who }: { $coins ->
    [one] { $coins } novčić
    [few] { $coins } novčića
   *[other] { $coins } novčića
}
club-table-gems = Drago kamenje: { $gems }
club-table-none = ništa
club-table-tokens = Žetoni proizvodnje: { $tokens }
club-table-bonus-cards = Bonus karte: { $cards } ({ $points } poena)

club-table-turn-track = Staza redosleda poteza: ko je najdalje, prvi prodaje kamenje i gradi, i vodi sledeću rundu.
club-table-turn-order = Redosled poteza: { $order }
club-table-leader = Vodi: { $who }

club-table-bonus = Bonus karta „{ $card }“: { $points } poena
club-table-bonus-three = Prvom igraču koji ima 3 takva objekta.
club-table-bonus-four-different = Za sva četiri različita objekta.
club-table-bonus-five-alike = Za 5 istih objekata.
club-table-bonus-won = Osvaja: { $who }

club-table-track-choice = Koja staza?
club-table-track-forest-button = Šuma
club-table-track-tech-button = Tehnologija
club-table-track-money-button = Novac
club-table-track-forest-tip = Šume na kraju donose više poena
club-table-track-tech-tip = Više kamenja za svaki prodati komplet
club-table-track-money-tip = Više novčića svake runde (i 1 novčić odmah)
club-table-cancel = Otkaži

## Spisak tastera (F1) tokom partije Diamonds Club: redovi koje klub opisuje na svoj način

club-keys-confirm = Pritiskanje dugmeta; kupovina označenog polja, gradnja sa tablice cene
club-keys-focus = Prelazak po poljima tržišta, tablicama cena i dugmadima
club-keys-ends = Prvo slobodno polje (ili „Gradi…“) / „Pas“

club-bot-refused = Sačuvana partija je navodila bota koji nije među ugrađenim nivoima. Nije učitan: to mesto igra ugrađeni bot.
club-table-sell = Prodaja kompleta…
club-table-sell-tip = Otvorite panel u kom prodajete komplete i zadržavate ostatak

# a larger interface size leaves the bonus cards (and at 200 % the turn track) off the table: a
# button shows them big in a panel of their own
club-table-board = Bonus karte
club-table-board-tip = Bonus karte i staza redosleda poteza, uvećano
club-table-board-title = Bonus karte i redosled poteza
club-table-close = Zatvori
