### Dijamant: trenerova analiza partije (diamant analyse; diamant/ai/coach.py).
### $round: runda (1–5); $card: koliko je karata bilo otkriveno u trenutku izbora;
### $risk: šansa u procentima da sledeća karta završi rundu; $carried: rubini koje istraživač
### nosi; $chosen i $other: majstorova procena šanse za pobedu u partiji, u procentima, uz
### izabrani i uz drugi izbor; $threshold i $noise: procentni poeni.

coach-title = Analiza partije: svaki izbor, šanse sledeće karte i šansa za pobedu
coach-col-expedition = Runda
coach-col-card = Karta
coach-col-player = Istraživač
coach-col-choice = Izbor
coach-col-risk = Rizik
coach-col-gain = Dobit
coach-col-win-continue = Pobeda: „Napred“
coach-col-win-leave = Pobeda: „Izlaz“
coach-choice-continue = Napred
coach-choice-leave = Izlaz
coach-costly-mark = skupo
coach-note = Rizik: šansa da sledeća karta završi rundu. Dobit: koliko rubina ona u proseku donosi svakom istraživaču u pećini. Pobeda: majstorova procena šanse da se partija dobije, s greškom od oko { $noise ->
    [one] { $noise } procentnog poena.
    [few] { $noise } procentna poena.
   *[other] { $noise } procentnih poena.
}
coach-none = Nijedan izbor nije bio skup: svaki je od boljeg bio slabiji najviše za { $threshold ->
    [one] { $threshold } procentni poen.
    [few] { $threshold } procentna poena.
   *[other] { $threshold } procentnih poena.
}
coach-summary = { $count ->
    [one] { $count } skup izbor
    [few] { $count } skupa izbora
   *[other] { $count } skupih izbora
} (šansa za pobedu pala je za više od { $threshold ->
    [one] { $threshold } procentnog poena
    [few] { $threshold } procentna poena
   *[other] { $threshold } procentnih poena
}):
coach-reason-pushed-on = Runda { $round }, karta { $card }, { $name }: „Napred“ sa { $carried ->
    [one] { $carried } rubinom
    [few] { $carried } rubina
   *[other] { $carried } rubina
} u rukama i { $risk }% šanse za katastrofu. „Izlaz“ je donosio { $other }% šanse za pobedu, „Napred“ samo { $chosen }%.
coach-reason-risked-the-lead = Runda { $round }, karta { $card }, { $name }: „Napred“ u poslednjoj rundi stavilo je vođstvo na kocku ({ $risk }% šanse za katastrofu, u rukama { $carried ->
    [one] { $carried } rubin
    [few] { $carried } rubina
   *[other] { $carried } rubina
}). Izlaz s vođstvom donosio je { $other }% šanse za pobedu, put dalje { $chosen }%.
coach-reason-left-early = Runda { $round }, karta { $card }, { $name }: „Izlaz“ prerano, uz { $risk }% šanse za katastrofu. „Napred“ je donosilo { $other }% šanse za pobedu, „Izlaz“ { $chosen }%.
coach-reason-left-behind = Runda { $round }, karta { $card }, { $name }: „Izlaz“ u poslednjoj rundi, iza vodećeg, predaje partiju: { $carried ->
    [one] { $carried } rubin
    [few] { $carried } rubina
   *[other] { $carried } rubina
} u rukama nije bilo dovoljno. „Napred“ je donosilo { $other }% šanse za pobedu, „Izlaz“ { $chosen }%.

### Analiza na ekranu (diamant/app/scenes/coach.py): iz konačnih rezultata i iz snimka partije.
coach-open = Analiza moje igre
coach-open-tip = Analiza svakog vašeg izbora: šanse sledeće karte i vaša šansa za pobedu
coach-replay-open = Analiza
coach-replay-open-tip = Analiza svakog izbora istraživača (onog čiji se sanduk vidi)
coach-screen-title = Analiza igre: { $name }
coach-screen-title-you = Analiza vaše igre
coach-seat = Istraživač
coach-seat-fallback = Mesto { $seat }
coach-close = Nazad
coach-watch = Prikaži ovaj trenutak
coach-watch-tip = Nazad na snimak, na kartu ovog izbora
coach-col-win = Pobeda: Napred / Izlaz
coach-working = Analiza partije: { $done } od { $total }
coach-no-decisions = U ovoj partiji nema nijednog izbora: { $name }.
coach-failed = Ova partija ne može da se analizira: { $error }
coach-detail-title = Runda { $round }, karta { $card }: { $choice }
coach-detail-risk = Sledeća karta završava rundu: { $percent }%
coach-detail-gain = Prosečna dobit od nje po istraživaču: { $gems }
coach-detail-carried = { $count ->
    [one] Nosi: { $count } rubin
    [few] Nosi: { $count } rubina
   *[other] Nosi: { $count } rubina
}
coach-chart-title = Majstorova procena šanse za pobedu u partiji
coach-chosen = { $choice } (izabrano)
coach-fine = Dobar izbor: drugi nije bio bolji za više od { $threshold } procentnih poena šanse za pobedu.
coach-foot-costly = { $count ->
    [one] { $count } skup izbor: odneo je
    [few] { $count } skupa izbora: svaki je odneo
   *[other] { $count } skupih izbora: svaki je odneo
} više od { $threshold } procentnih poena šanse za pobedu.
coach-foot-note = Šansa za pobedu je majstorova procena, s greškom od oko { $noise } procentnih poena. Izaberite red da pročitate zašto.

### Izbor za sledeću kartu dok se trenutna još otkriva (scena runde).
precommit-hint = Već sada birate za sledeću kartu: { $c } ili { $l }
precommit-pending = Izabrano
