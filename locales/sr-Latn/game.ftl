### Dijamant: reči igre i dnevnik partije (srpski, latinica).
### Izrazi su iz srpskih pravila (vidi GLOSSARY.md). Jedinica brojanja je rubin:
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
path = Staza

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

## Dnevnik partije: sadašnje vreme, vidi objašnjenje na početku datoteke.
log-round-started = Počinje runda { $round }: svi istraživači ulaze u pećinu.
log-relic-added = Jedna relikvija se umešava u špil.
log-card-treasure = { $value ->
    [one] Blago: { $value } rubin.
   *[other] Blago: { $value } rubina.
}
log-gems-shared = { $explorers ->
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
log-gems-unshared = Istraživača u pećini: { $explorers }; rubina je premalo za podelu, pa { $remainder ->
    [one] { $remainder } rubin ostaje na karti.
    [few] { $remainder } rubina ostaju na karti.
   *[other] { $remainder } rubina ostaje na karti.
}
log-hazard-first = Zamka: { hazard-name }. Prva takva karta nije opasna.
log-disaster = { $count ->
    [one] Katastrofa: opet { hazard-name }! Istraživač koji je još u pećini beži i gubi sav plen.
   *[other] Katastrofa: opet { hazard-name }! Svi koji su još u pećini ({ $count }) beže i gube sav plen.
}
log-hazard-removed = Jedna karta zamke „{ hazard-name }“ zauvek izlazi iz igre.
log-relic-revealed = Na stazi leži relikvija.
log-decisions-revealed = Sve odluke se otkrivaju.
log-player-continues = { $name } ide dalje.
log-player-leaves = { $gems ->
    [0] { $name } izlazi iz pećine praznih ruku.
    [one] { $name } izlazi iz pećine i stavlja { $gems } rubin u sanduk.
   *[other] { $name } izlazi iz pećine i stavlja { $gems } rubina u sanduk.
}
log-leavers-share = Rubini sa staze dele se među onima koji izlaze: svako dobija { $count ->
    [one] { $count } rubin
   *[other] { $count } rubina
}{ $remainder ->
    [0] .
    [one] , a { $remainder } rubin ostaje u pećini.
    [few] , a { $remainder } rubina ostaju u pećini.
   *[other] , a { $remainder } rubina ostaje u pećini.
}
log-relic-taken = { $name } iznosi iz pećine relikviju vrednu { $value ->
    [one] { $value } poen.
   *[other] { $value } poena.
}
log-relics-stay = { $count ->
    [one] Više istraživača izlazi u isto vreme, pa niko ne uzima relikviju: ostaje na stazi.
   *[other] Više istraživača izlazi u isto vreme, pa niko ne uzima relikvije ({ $count }): ostaju na stazi.
}
log-relics-lost = { $count ->
    [one] Relikvija ostavljena na stazi je izgubljena.
   *[other] Relikvije ostavljene na stazi ({ $count }) su izgubljene.
}
log-round-ended-disaster = Runda se završava katastrofom.
log-round-ended-empty = Svi istraživači su se vratili u kamp: runda je gotova.
log-deck-empty = Špil je prazan: istraživači koji su još u pećini bezbedno se vraćaju sa onim što nose.
log-barricade = Pločica barikade zatvara ulaz broj { $round }.
log-game-ended = Peta runda je završena. Otvaraju se sanduci!
log-winner = Pobeđuje { $name }: { $score ->
    [one] { $score } poen!
   *[other] { $score } poena!
}
log-winners-tie = Pobedu dele { $names }: svako ima po { $score ->
    [one] { $score } poen!
   *[other] { $score } poena!
}
