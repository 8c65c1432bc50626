## Govor (Podešavanja → Čitanje naglas i `--speech-to FILE`): ono što se izgovara za igrača koji
## ne vidi ekran. Čuje se, ne vidi: kratke rečenice, bez simbola. Slova tastera pišu se kao
## { "P" }, da u ćirilici ostanu latinična.

settings-speak = Čitanje naglas
settings-speak-tip = Čita naglas preko čitača ekrana ili glasa sistema: kontrolu u fokusu, svaki red dnevnika igre i, na zahtev, pregled stola (tasteri su na spisku pod { $help })

a11y-unavailable = nedostupno
a11y-on = Uključeno
a11y-off = Isključeno
a11y-empty-list = Spisak je prazan
a11y-list-item = { $item }, { $n } od { $count }
a11y-selected = izabrano
a11y-empty-field = prazno

## Dijamant
a11y-your-choice = { $turn }: „{ decision-continue }“ tasterom { $c } ili „{ decision-leave }“ tasterom { $l }. U fokusu: { $card }
a11y-gems-left = { $count ->
    [one] na njoj je { $count } rubin
    [few] na njoj su { $count } rubina
   *[other] na njoj je { $count } rubina
}
a11y-relic-taken = Relikvija, već odneta
a11y-path-empty = U pećini još nema karata
a11y-path = { $count ->
    [one] U pećini je { $count } karta: { $cards }
    [few] U pećini su { $count } karte: { $cards }
   *[other] U pećini je { $count } karata: { $cards }
}
a11y-path-gems = { $count ->
    [0] Na kartama u pećini nema rubina
    [one] Na kartama u pećini je { $count } rubin
    [few] Na kartama u pećini su { $count } rubina
   *[other] Na kartama u pećini je { $count } rubina
}
a11y-no-seat = Ničije karte sada nisu prikazane
a11y-relics-held = { $count ->
    [one] Kod sebe: { $count } relikvija
    [few] Kod sebe: { $count } relikvije
   *[other] Kod sebe: { $count } relikvija
}
a11y-in-cave = U pećini
a11y-at-camp = U kampu
a11y-seat-carries = { $name }: { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}
a11y-cave = { $count ->
    [one] U pećini je jedan istraživač: { $who }
    [few] U pećini su { $count } istraživača: { $who }
   *[other] U pećini je { $count } istraživača: { $who }
}
a11y-cave-empty = U pećini nema nikoga
a11y-camp = U kampu: { $who }
a11y-odds-none = Sada nema šansi: u pećini nema nikoga
a11y-trap-left = { $hazard }: { $count ->
    [0] u špilu ih više nema
    [one] u špilu je još { $count } karta
    [few] u špilu su još { $count } karte
   *[other] u špilu je još { $count } karata
}
keys-summaries = Slušanje: pećina · šta nosite · ko je unutra · šanse · ponovo

## Diamonds Club
a11y-club-row = Red { $row }: { $spaces }.
a11y-club-space = { $item }, { $price ->
    [one] { $price } novčić
   *[other] { $price } novčića
}
a11y-club-space-taken = { $item }, pripada: { $who }
club-keys-summaries = Slušanje: vaše stvari · pijaca · pločice cena · parkovi · ponovo

## Titlovi (Podešavanja → Titlovi): nekoliko reči na ekranu o zvuku koji nešto kazuje
settings-captions = Titlovi
settings-captions-tip = Prikazuje na dnu ekrana nekoliko reči o svakom zvuku koji nešto kazuje (zamka, kraj runde), i kada je zvuk isključen
caption-trap = [zamka: { $hazard }]
caption-disaster = [katastrofa: { $hazard }]
caption-expedition-over = [kraj runde]

a11y-time-left = Za odluku je ostalo još { $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekunde
   *[other] { $seconds } sekundi
}.
