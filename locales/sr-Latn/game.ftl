### Dijamant: reči igre i dnevnik partije (srpski, latinica).
### Izrazi su iz srpskih pravila (vidi glossary.toml). Jedinica brojanja je rubin:
### 1 rubin, 2 rubina, 5 rubina, 21 rubin, 1,5 rubina.
### Ćirilica (locales/sr-Cyrl) se pravi iz ove datoteke alatom tools/make_sr_cyrl.py:
### ne menjajte je ručno.
###
### Slaganje sa imenom igrača: u prošlom vremenu glagol zavisi od roda („izašao/izašla“),
### a pol igrača ne znamo. Zato se dnevnik vodi u sadašnjem vremenu („{ $name } izlazi
### iz pećine“), koje u trećem licu nema roda. Ime je uvek subjekat u nominativu, pa ga
### ne treba menjati po padežima. Kad bi subjekat bio broj, pišemo „Istraživača u pećini: 3“.

game-title = Dijamant
cave-name = pećina Takora
cave = Pećina
round = Runda
round-of = Runda { $round } od { $total }
round-short = Runda { $round }
expedition-card = Karta istraživanja
deck-count = { $count ->
    [one] { $count } karta u špilu
    [few] { $count } karte u špilu
   *[other] { $count } karata u špilu
}
path = Pećina

## Karte
card-treasure = Blago
card-treasure-value = { $value ->
    [one] Blago: { $value } rubin
   *[other] Blago: { $value } rubina
}
card-hazard = Zamka
card-relic = Relikvija
relic-worth = { $value ->
    [one] Relikvija: { $value } poen
   *[other] Relikvija: { $value } poena
}
hazard-spiders = Džinovski paukovi
hazard-snakes = Zmije
hazard-lava = Lava
hazard-boulders = Kotrljajuće stenje
hazard-rams = Udarni ovnovi
# Naziv zamke čiji je kod $hazard (nominativ).
hazard-name = { $hazard ->
    [spiders] džinovski paukovi
    [snakes] zmije
    [lava] lava
    [boulders] kotrljajuće stenje
    [rams] udarni ovnovi
   *[other] { $hazard }
}

## Drago kamenje
gem-ruby = Rubin
gem-diamond = Dijamant
gems = Drago kamenje
gems-count = { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}
rubies-count = { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}
diamonds-count = { $count ->
    [one] { $count } dijamant
    [few] { $count } dijamanta
   *[other] { $count } dijamanata
}
points-count = { $count ->
    [one] { $count } poen
   *[other] { $count } poena
}

## Igrači i tabla
explorer = Istraživač
explorers-count = { $count ->
    [one] { $count } istraživač
   *[other] { $count } istraživača
}
players-count = { $count ->
    [one] { $count } igrač
   *[other] { $count } igrača
}
chest = Sanduk
camp = Kamp
carried = Kod sebe
in-cave = U pećini
at-camp = U kampu
score = Poeni
decision-continue = Napred
decision-leave = Izlaz
decision-hidden = Odluka je doneta
barricade = Pločica barikade
entrance = Ulaz u pećinu
entrance-number = Ulaz { $number }

## Izdanja i opcije
edition = Izdanje
edition-classic = Klasično
edition-iello = Osnovna pravila
edition-relic-hunt = Lov na relikvije
edition-incan-gold = Incan Gold
edition-custom = Sopstvena pravila
chests = Sanduci
chests-open = Otvoreni sanduci
chests-secret = Zatvoreni sanduci
