### Dijamant: reči partije u toku (igrači za stolom, tabla, runda, smena igrača, rezultati) (srpski, latinica).
### Ćirilica (locales/sr-Cyrl) se pravi iz ove datoteke alatom tools/make_sr_cyrl.py.
### Reči igre (karte, zamke, „Napred“/„Izlaz“, dnevnik) su u game.ftl.
### Pol igrača ne znamo: uz ime se koristi sadašnje vreme („stavlja“, „razmišlja“) ili izrazi
### bez glagola („Na potezu: { $name }“). U pregledu runde ime je u posebnoj koloni, a tekst
### ga nastavlja predikatom u sadašnjem vremenu.

## Igrači za stolom
play-lobby-title = Nova igra
play-seats-head = Mesta za stolom: { $count }
play-default-human = Vi
play-player-n = Igrač { $n }
play-name-tip = Ime koje se vidi za stolom
play-name-placeholder = Ime
play-colour-tip = Promenite boju i simbol
play-kind-human = Čovek
play-kind-bot = Bot
play-level-tip = Kako ovaj bot igra
play-remove-tip = Uklonite ovo mesto
play-add-seat = Dodaj mesto
play-human-desc = Igra za ovim ekranom.
play-back = Nazad
play-start = Igraj
# Svako izdanje: odakle potiče (jedna rečenica), pa šta menja.
play-edition-classic-desc = Pravila iz 2005. i osnovna igra ruskog i poljskog izdanja: 30 karata, bez relikvija.
play-edition-iello-desc = Pravila srpskog izdanja (Iello, 2016). Svih pet relikvija je u špilu od početka: prve tri iznete vrede po 5 poena, poslednje dve po 10.
play-edition-relic-hunt-desc = Varijanta ruskog i poljskog izdanja (Lavka Games i Portal Games, 2017), nije u srpskim pravilima. Pre svake runde u špil ide relikvija: 5, 7, 8, 10, pa 12 poena.
play-edition-incan-gold-desc = Kao u Incan Gold, engleskom izdanju. Pre svake runde u špil ide relikvija: prve tri iznete vrede po 5 poena, poslednje dve po 10.
play-chests-open-desc = Svi vide sadržaj svih sanduka tokom cele igre.
play-chests-secret-desc = Sadržaj sanduka vidi samo njegov vlasnik; sanduci se otvaraju na kraju igre.

## Tabla
play-board-title = Runda { $round } od { $total }
play-standings = Poredak
play-board-open = Sanduci su otvoreni: svi vide poene.
play-board-secret = Sanduci su zatvoreni: poeni ostaju skriveni do kraja igre.
play-start-expedition = Uđi u pećinu
play-menu = Meni

## Runda
play-pause-tip = Pauza
play-spectator-speed = Brzina
play-skip-to-camp = Pravo u kamp
play-skip-to-camp-tip = Brzo odigrajte ostatak ove runde: niko od igrača za ovim ekranom više nije u pećini
play-spectating = Igraju botovi. Vi gledate.
play-your-choice = Na potezu: { $name }
play-chosen = { $name }: odluka je doneta
play-your-choice-solo = Vaš potez
play-chosen-solo = Odluka je doneta
play-carried = { $count ->
    [one] Kod sebe: { $count } rubin
   *[other] Kod sebe: { $count } rubina
}
play-chest = { $count ->
    [one] U sanduku: { $count } rubin
   *[other] U sanduku: { $count } rubina
}
play-chest-hidden = Sanduk ostaje zatvoren.
play-relics-on-path = { $count ->
    [1] Relikvija
   *[other] Relikvije ({ $count })
}: { $value ->
    [one] { $value } poen
   *[other] { $value } poena
} za samostalni izlaz
play-keys-hint = { $c }: Napred · { $l }: Izlaz · { $left }/{ $right }, { $confirm }: izbor
play-thinking = { $count ->
    [1] { $names } razmišlja
   *[other] { $names } razmišljaju
}
play-waiting = Čekamo ostale…
play-log = Šta se desilo
play-aid-title = Šanse sledeće karte
play-aid-risk = Završava rundu: { $percent }%
play-aid-cards = { $count ->
    [one] { $count } karta u špilu
    [few] { $count } karte u špilu
   *[other] { $count } karata u špilu
}
play-aid-deadly = { $count ->
    [one] { $count } od njih završava rundu
    [few] { $count } od njih završavaju rundu
   *[other] { $count } od njih završava rundu
}
play-aid-relics = { $count ->
    [one] među njima { $count } relikvija
    [few] među njima { $count } relikvije
   *[other] među njima { $count } relikvija
}
play-aid-gain = Dobitak: prosečno { $gems } po igraču
play-aid-traps = Zamke u pećini (još u špilu):
play-aid-no-traps = Još nema zamki u pećini

## Smena igrača
play-handover-title = Predajte ekran: { $name }
play-handover-body = Neka sada u ekran gleda samo { $name }. Odluke ostalih igrača se ne prikazuju.
play-handover-ready = Ja sam { $name }: prikaži moje karte

## Kraj runde
play-round-over = Kraj runde { $round }
play-round-reason-disaster = Druga karta „{ hazard-name }“: istraživači koji su još u pećini beže i gube sve što nose.
play-round-reason-left = Svi istraživači su se vratili u kamp.
play-next-round = Nazad u kamp
play-see-scores = Rezultati
play-straight-on = Dalje: runda { $round }

## Rezultati
play-winner = Pobeđuje { $name }!
# Pobeđuje jedini igrač za ovim ekranom, pod podrazumevanim imenom (play-default-human).
play-winner-you = Pobedili ste!
# Dva ili više pobednika ($count); jedan pobednik je play-winner.
play-winners = { $count ->
    [one] Pobeđuje { $names }!
   *[other] Pobedu dele { $names }!
}
# Dva ili više pobednika, među njima jedini igrač za ovim ekranom („Vi“), naveden prvi.
play-winners-you = { $names } delite pobedu!
play-col-player = Igrač
play-col-relics = Relikvije
play-chart-title = Doneto u kamp po rundama
play-again = Igraj ponovo
play-back-to-menu = Meni

play-time-left = { $seconds } s
