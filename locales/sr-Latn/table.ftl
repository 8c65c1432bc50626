### Natpisi na stolu i na tabli (srpski, latinica).
### Ćirilica (locales/sr-Cyrl) se pravi iz ove datoteke alatom tools/make_sr_cyrl.py.

# Natpis ispod špila karata istraživanja (okrenutih licem nadole).
table-deck = Špil
# Veliki natpis iznad karata pećine kad se pojavi druga zamka iste vrste. $hazard: kod zamke.
table-disaster = Katastrofa: { hazard-name }!
# Na sanduku drugog igrača kad su sanduci zatvoreni.
table-chest-secret = ?
# Poeni za relikvije koje igrač ima, pored sanduka (pored je slika relikvije, pa kratko).
table-relic-points = { $points ->
    [one] +{ $points } poen
   *[other] +{ $points } poena
}
# Runda na tabli.
table-board-round = Runda { $round }
